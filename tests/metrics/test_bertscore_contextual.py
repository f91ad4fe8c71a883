"""bertscore's contextual form on the bundled model: equal to the reference ``bert-score`` package at
another layer (layer 6 on 2,321 pairs: ``test_bertscore_fidelity.py``), one forward pass per distinct
text shared with ``cosine``, cacheable token vectors, and the CLI."""

from __future__ import annotations

import csv
import json

import numpy as np
import pytest

from answersim import evaluate
from answersim.cli.main import main
from answersim.engines.modelfiles import bundled_model_path
from answersim.metrics.bertscore import BERTScore
from answersim.metrics.cosine import Cosine
from answersim.providers.embeddings import contextual
from answersim.providers.embeddings.contextual import TokenVectors
from answersim.providers.embeddings.local import LocalEmbeddings
from tests.conftest import needed


@pytest.fixture(scope="module")
def squad_pairs(data_dir) -> list[tuple[str, str]]:
    with open(data_dir / "sas" / "SQuAD_SAS.csv", encoding="utf-8") as fh:
        rows = list(csv.DictReader(fh))[:40]
    return [(r["answer1"], r["answer2"]) for r in rows]  # (reference, candidate)


def reference_scores(pairs: list[tuple[str, str]], *, layers: int, idf: bool) -> np.ndarray:
    """bert-score's P/R/F1 as its users get them: ``BERTScorer.score`` with its default (padded) batches."""
    bert_score = needed("bert_score", "the reference bert-score package (pip install -e '.[test]')")
    refs, cands = [r for r, _ in pairs], [c for _, c in pairs]
    scorer = bert_score.BERTScorer(
        model_type=str(bundled_model_path()), num_layers=layers, idf=idf, idf_sents=refs if idf else None, nthreads=0
    )
    return np.stack([t.numpy() for t in scorer.score(cands, refs)], axis=1)


def our_scores(pairs: list[tuple[str, str]], metric: BERTScore) -> np.ndarray:
    report = evaluate([{"expected_output": r, "actual_output": c} for r, c in pairs], [metric], progress=False)
    details = [item.results[metric.name].details for item in report.items]
    return np.array([[d["precision"], d["recall"], d["f1"]] for d in details])


def test_other_layer_equals_bert_score(squad_pairs) -> None:
    pairs = squad_pairs[:40]
    expected = reference_scores(pairs, layers=3, idf=False)
    ours = our_scores(pairs, BERTScore(layer=3))
    assert np.abs(ours - expected).max() < 1e-4


@pytest.mark.parametrize("engine", ["torch", "onnx"])
def test_cosine_and_bertscore_share_one_forward_pass(monkeypatch, engine: str) -> None:
    model = LocalEmbeddings(None, engine=engine)  # a fresh instance: nothing kept from other tests
    passes: list[str] = []
    forward, embed = contextual.forward_states, LocalEmbeddings.embed_batch

    def counting_forward(provider, texts, layers):
        passes.extend(texts)
        return forward(provider, texts, layers)

    def counting_embed(self, texts):
        passes.extend(texts)
        return embed(self, texts)

    monkeypatch.setattr(contextual, "forward_states", counting_forward)
    monkeypatch.setattr(LocalEmbeddings, "embed_batch", counting_embed)
    cases = [
        {"expected_output": "The Eiffel Tower is in Paris.", "actual_output": "It stands in Paris, France."},
        {"expected_output": "Water boils at 100 degrees.", "actual_output": "The Eiffel Tower is in Paris."},
        {"expected_output": "Water boils at 100 degrees.", "actual_output": "At sea level water boils at 100 C."},
    ]
    report = evaluate(cases, [Cosine(model), BERTScore(model)], progress=False)
    distinct = {t for c in cases for t in c.values()}
    assert sorted(passes) == sorted(distinct)  # each distinct text through the model exactly once
    alone = evaluate(cases, [Cosine(LocalEmbeddings(None, engine=engine))], progress=False)
    for shared, single in zip(report.items, alone.items):
        assert shared.results["cosine"].score == pytest.approx(single.results["cosine"].score, abs=1e-5)
        assert shared.results["bertscore"].status == "ok"


def test_token_vectors_survive_json_and_the_sqlite_cache(tmp_path, local_model) -> None:
    from answersim.stores.sqlite import SQLiteCache

    values, _ = contextual.token_vectors(local_model, ["Paris is the capital of France."], 6)
    restored = TokenVectors.from_dict(json.loads(json.dumps(values[0].to_dict())))
    assert restored == values[0] and restored.tokens[0] == "paris" and restored.special_tokens == ["[CLS]", "[SEP]"]

    cases = [{"expected_output": "Paris is the capital of France.", "actual_output": "France's capital is Paris."}]
    first = evaluate(cases, [BERTScore(LocalEmbeddings(None))], cache=SQLiteCache(tmp_path / "c.sqlite"))
    fresh = LocalEmbeddings(None)
    second = evaluate(cases, [BERTScore(fresh)], cache=SQLiteCache(tmp_path / "c.sqlite"))
    assert second.cache.hits == 2 and second.cache.misses == 0
    assert second.items[0].results["bertscore"].score == pytest.approx(first.items[0].results["bertscore"].score)


def test_long_text_is_truncated_with_a_flag(local_model) -> None:
    long_text = " ".join(f"word{i}" for i in range(600))
    result = BERTScore(local_model).score(long_text, "word1 word2")
    assert result.details["truncated"] is True
    short = BERTScore(local_model).score("word1 word2", "word1 word2")
    assert "truncated" not in short.details and short.score == pytest.approx(1.0, abs=1e-5)


def test_rescaled_with_the_packaged_baseline(local_model) -> None:
    baseline = json.loads(
        (
            contextual.Path(__file__).parents[2] / "src/answersim/data/bertscore_baseline_all-MiniLM-L6-v2.json"
        ).read_text()
    )["baselines"]["contextual:6"]
    result = BERTScore(local_model, rescale_with_baseline=True).score("The cat sat.", "A cat was sitting.")
    raw = result.details["raw_f1"]
    assert result.details["f1"] == pytest.approx((raw - baseline["f1"]) / (1 - baseline["f1"]))


def test_cli_score_json_and_eval_with_cosine(tmp_path, capsys) -> None:
    assert (
        main(["score", "--metric", "bertscore", "Paris is in France.", "Paris, France.", "--json", "--no-cache"]) == 0
    )
    shown = json.loads(capsys.readouterr().out)["bertscore"]
    details = shown["details"]
    assert {"precision", "recall", "f1", "alignment"} <= set(details) and details["form"] == "contextual"
    assert [row[0] for row in details["alignment"]["reference"]] == ["paris", "is", "in", "france", "."]

    data = tmp_path / "cases.jsonl"
    rows = [
        {"expected_output": "The sky is blue.", "actual_output": "The sky looks blue."},
        {"expected_output": "Cats purr.", "actual_output": "Dogs bark loudly."},
    ]
    data.write_text("".join(json.dumps(r) + "\n" for r in rows))
    args = ["eval", str(data), "--metric", "bertscore", "--metric", "cosine", "--json", "--no-cache", "--idf"]
    assert main([*args, "--score", "recall"]) == 0
    report = json.loads(capsys.readouterr().out)
    first = report["items"][0]["results"]
    assert first["bertscore"]["score"] == pytest.approx(first["bertscore"]["details"]["recall"])
    assert first["bertscore"]["details"]["idf"] is True and first["cosine"]["score"] > 0.5
    assert report["items"][0]["results"]["bertscore"]["score"] > report["items"][1]["results"]["bertscore"]["score"]
