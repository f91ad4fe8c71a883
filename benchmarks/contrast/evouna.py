"""Verdict accuracy of ``answer`` at its threshold on EVOUNA (TriviaQA split, LLM answers judged by people).

One command: ``PYTHONPATH=src python benchmarks/contrast/evouna.py [--data ../shared/data] [--cache FILE]
[--split test]``. Each answer is scored against all of its question's gold aliases (``references``).
Prints a markdown table: accuracy at the threshold, AUROC, how many judged-correct answers a verdict rule
capped (false alarms) and how many judged-wrong answers it caught, per answering system and overall.
``--split`` keeps one part of the split by question that ``scripts/train_answer_model.py`` and
``scripts/fit_answer.py`` use (``answer_pairs.SPLIT_SEED``): ``test`` is held out from both.
"""

from __future__ import annotations

import argparse
import json
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SYSTEMS = ("fid", "gpt35", "chatgpt", "gpt4", "newbing")


def cases(path: Path) -> tuple[list[dict], list[bool], list[str]]:
    """EVOUNA records as answersim cases (alternatives of the gold answer as references), labels, systems."""
    out, labels, systems = [], [], []
    for row in json.loads(path.read_text(encoding="utf-8")):
        if row.get("improper"):
            continue
        gold = [g.strip() for g in row["golden_answer"].split("/") if g.strip()]
        for system in SYSTEMS:
            answer = (row.get(f"answer_{system}") or "").strip()
            if not answer or row.get(f"judge_{system}") is None:
                continue
            out.append({"input": row["question"], "expected_output": gold[0], "references": gold[1:] or None,
                        "actual_output": answer})  # fmt: skip
            labels.append(bool(row[f"judge_{system}"]))
            systems.append(system)
    return out, labels, systems


def main(argv: list[str] | None = None) -> int:
    from answersim.metrics.answer import Answer
    from answersim.runner.core import Runner

    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--data", type=Path, default=ROOT.parent / "shared" / "data")
    parser.add_argument("--cache", type=Path, help="SQLite embedding cache (same results, faster re-runs)")
    parser.add_argument("--limit", type=int, help="only the first N answers")
    parser.add_argument("--split", choices=("train", "dev", "test"), help="one part of the split by question")
    args = parser.parse_args(argv)
    records, labels, systems = cases(args.data / "evouna" / "TQ.json")
    if args.split:
        from answersim.tools import answer_pairs

        judged = answer_pairs.read_tq(args.data / "evouna" / "TQ.json")
        kept = {j.question for j in answer_pairs.split_by_question(judged, answer_pairs.SPLIT_SEED)[args.split]}
        chosen = [i for i, r in enumerate(records) if r["input"] in kept]
        records, labels, systems = ([seq[i] for i in chosen] for seq in (records, labels, systems))
    if args.limit:
        records, labels, systems = records[: args.limit], labels[: args.limit], systems[: args.limit]
    cache = None
    if args.cache:
        from answersim.stores.sqlite import SQLiteCache

        cache = SQLiteCache(args.cache)
    metric = Answer()
    report = Runner([metric], progress=False, cache=cache).run(records)
    from sklearn.metrics import roc_auc_score

    # per system and overall: (score, passed, judged correct, capped by a verdict rule) of each answer
    rows: dict[str, list[tuple[float, bool, bool, bool]]] = defaultdict(list)
    for item, label, system in zip(report.items, labels, systems):
        result = item.results[metric.name]
        capped = bool((result.details.get("verdict") or {}).get("rule"))
        for key in (system, "all"):
            rows[key].append((result.score, bool(result.passed), label, capped))
    print(
        "| answers | n | accuracy@thr | AUROC | capped, judged correct | capped, judged wrong |\n"
        "|---|---|---|---|---|---|"
    )
    for key in (*SYSTEMS, "all"):
        if not rows[key]:
            continue
        scores, passed, truth, capped = (list(column) for column in zip(*rows[key]))
        n = len(scores)
        right = sum(p == t for p, t in zip(passed, truth))
        false_alarms = sum(c and t for c, t in zip(capped, truth))
        caught = sum(c and not t for c, t in zip(capped, truth))
        auroc = f"{roc_auc_score(truth, scores):.3f}" if 0 < sum(truth) < n else "–"
        print(f"| {key} | {n} | {right / n:.3f} | {auroc} | {false_alarms} | {caught} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
