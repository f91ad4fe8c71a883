"""Write bert-score's own P/R/F1 on the 2,321 pairs of STS-B en test + SQuAD_SAS, the reference that
``tests/metrics/test_bertscore_fidelity.py`` holds answersim's ``bertscore`` to (plain and idf).

    PYTHONPATH=src .venv/bin/python scripts/bert_score_reference.py     # ~5 min on 2 CPU cores

bert-score 0.3.13 (the ``[test]`` extra), ``BERTScorer(model_type=<bundled model>, num_layers=6, idf=...)``,
``score(candidates, references)`` with its default batch size; with idf the weights come from the
references of the call, as ``bert_score.score`` computes them. Nothing of answersim's scoring is used.
"""

from __future__ import annotations

import csv
import hashlib
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT.parent / "shared" / "data"
OUTPUT = ROOT / "tests" / "metrics" / "bert_score_reference.json"
BATCH_SIZE = 64


def load_pairs(data: Path = DATA) -> list[tuple[str, str]]:
    """(reference, candidate) pairs: STS-B en test (sentence1, sentence2), then SQuAD_SAS (answer1, answer2)."""
    pairs = []
    with open(data / "stsb" / "stsb-en-test.csv", encoding="utf-8", newline="") as fh:
        pairs += [(row[0], row[1]) for row in csv.reader(fh)]
    with open(data / "sas" / "SQuAD_SAS.csv", encoding="utf-8", newline="") as fh:
        pairs += [(row["answer1"], row["answer2"]) for row in csv.DictReader(fh)]
    return pairs


def pairs_sha256(pairs: list[tuple[str, str]]) -> str:
    """Identity of the pair list, so a reference file is never compared with other pairs."""
    return hashlib.sha256(json.dumps(pairs, ensure_ascii=False).encode("utf-8")).hexdigest()


def bert_score_values(pairs: list[tuple[str, str]], *, idf: bool, model: str) -> dict[str, list[float]]:
    """bert-score's P, R, F1 per pair, computed by bert-score alone."""
    import bert_score

    refs, cands = [r for r, _ in pairs], [c for _, c in pairs]
    scorer = bert_score.BERTScorer(model_type=model, num_layers=6, idf=idf, idf_sents=refs if idf else None)
    p, r, f = scorer.score(cands, refs, batch_size=BATCH_SIZE)
    return {"precision": p.tolist(), "recall": r.tolist(), "f1": f.tolist()}


def main() -> None:
    from importlib.metadata import version

    from answersim.engines.modelfiles import bundled_model_path, weights_hash

    model = str(bundled_model_path())
    pairs = load_pairs()
    document = {
        "recipe": {
            "command": "PYTHONPATH=src .venv/bin/python scripts/bert_score_reference.py",
            "bert_score": version("bert-score"),  # the module's __version__ says 0.3.12 in the 0.3.13 release
            "scorer": f"BERTScorer(model_type=<bundled model>, num_layers=6, idf=...).score(cands, refs, "
            f"batch_size={BATCH_SIZE}); idf_sents = the references",
            "weights_sha256": weights_hash(model),
        },
        "pairs": len(pairs),
        "pairs_sha256": pairs_sha256(pairs),
    }
    for key, idf in (("plain", False), ("idf", True)):
        values = bert_score_values(pairs, idf=idf, model=model)
        document[key] = {k: [round(float(x), 7) for x in v] for k, v in values.items()}
        print(f"{key}: done", file=sys.stderr)
    OUTPUT.write_text(json.dumps(document, separators=(",", ":")) + "\n", encoding="utf-8")
    print(f"wrote {OUTPUT}")


if __name__ == "__main__":
    main()
