"""bertscore without a transformer: the API form with the fake client (hand-checked scores, each unique
token embedded once per run, token limit), idf and baseline arithmetic, and the baseline file."""

from __future__ import annotations

import json
import math
import random

import numpy as np
import pytest

from answersim import evaluate
from answersim.errors import ConfigError
from answersim.metrics import get_metric
from answersim.metrics.bertscore import BERTScore
from answersim.metrics.bertscore_baseline import load_baseline
from answersim.metrics.bertscore_match import greedy_match, idf_weights, word_tokens
from answersim.providers.embeddings.fake import FakeEmbeddings
from answersim.tools.baselines import compute_baseline, write_baseline

# 2-d fixtures: cosines are easy to work out by hand
VECTORS = {
    "paris": [1.0, 0.0],
    "france": [0.0, 1.0],
    "capital": [0.6, 0.8],
    "no": [-1.0, 0.0],
    "city": [0.8, 0.6],
}


def fake() -> FakeEmbeddings:
    return FakeEmbeddings(dimensions=2, fixtures=VECTORS)


def test_hand_checked_scores() -> None:
    metric = BERTScore(fake())
    result = metric.score("Paris, France", "paris capital")
    # candidate: paris->paris 1.0, capital->france 0.8  => P = 0.9
    # reference: paris->paris 1.0, france->capital 0.8  => R = 0.9
    assert result.details["precision"] == pytest.approx(0.9)
    assert result.details["recall"] == pytest.approx(0.9)
    assert result.score == pytest.approx(0.9)
    assert result.details["form"] == "api"
    assert result.details["alignment"]["reference"] == [["paris", "paris", 1.0], ["france", "capital", 0.8]]

    asymmetric = BERTScore(fake()).score("paris", "paris city France")
    # P: paris 1, city 0.8, france 0 (cos(france, paris) = 0) -> 0.6; R: paris 1 -> 1.0; F1 = 2*.6/1.6 = .75
    assert asymmetric.details["precision"] == pytest.approx(0.6)
    assert asymmetric.details["recall"] == pytest.approx(1.0)
    assert asymmetric.score == pytest.approx(0.75)
    assert BERTScore(fake(), score="precision").score("paris", "paris city France").score == pytest.approx(0.6)


def test_negative_cosines_are_clamped_and_empty_texts_follow_seed_000() -> None:
    assert BERTScore(fake()).score("paris", "no").details["precision"] == 0.0  # cos = -1, clamped to 0
    assert BERTScore(fake()).score("", "  ").score == 1.0
    assert BERTScore(fake()).score("paris", "").score == 0.0
    assert BERTScore(fake()).score("", "paris").score == 0.0
    assert BERTScore(fake()).score("...", "paris").score == 0.0  # no alphanumeric token: an empty side


def test_each_unique_token_embedded_once_per_run(data_dir) -> None:
    import csv

    with open(data_dir / "sas" / "SQuAD_SAS.csv", encoding="utf-8") as fh:
        rows = list(csv.DictReader(fh))[:500]
    client = FakeEmbeddings(dimensions=16)
    report = evaluate(
        [{"expected_output": r["answer1"], "actual_output": r["answer2"]} for r in rows],
        [BERTScore(client)],
        progress=False,
    )
    assert len(report.items) == 500 and all(i.results["bertscore"].status == "ok" for i in report.items)
    expected = {t for r in rows for text in (r["answer1"], r["answer2"]) for t in word_tokens(text)}
    assert sorted(client.texts_embedded) == sorted(expected)  # every token once, no other text
    assert client.calls == math.ceil(len(expected) / client.batch_size)


def test_token_limit_fails_only_that_item_with_a_clear_message() -> None:
    report = evaluate(
        [
            {"expected_output": "one two three four", "actual_output": "one two"},
            {"expected_output": "one two", "actual_output": "one two"},
        ],
        [BERTScore(FakeEmbeddings(dimensions=8), max_tokens=3)],
        progress=False,
    )
    bad, good = (i.results["bertscore"] for i in report.items)
    assert bad.status == "error" and "max_tokens=3" in bad.error and "expected_output" in bad.error
    assert good.status == "ok" and good.score == pytest.approx(1.0)


def test_idf_weights_follow_bert_score_formula() -> None:
    table, unseen = idf_weights([["a", "b"], ["a", "c"], ["a"]])
    assert table["a"] == pytest.approx(math.log(4 / 4))
    assert table["b"] == pytest.approx(math.log(4 / 2))
    assert unseen == pytest.approx(math.log(4))


def test_idf_from_the_runs_references_changes_the_weighting() -> None:
    # references "paris france" and "paris": df(paris)=2 -> idf 0, df(france)=1 -> ln(3/2)
    cases = [
        {"expected_output": "paris france", "actual_output": "paris"},
        {"expected_output": "paris", "actual_output": "paris"},
    ]
    plain = evaluate(cases, [BERTScore(fake())], progress=False).items[0].results["bertscore"]
    weighted = evaluate(cases, [BERTScore(fake(), idf=True)], progress=False).items[0].results["bertscore"]
    assert plain.details["recall"] == pytest.approx(0.5)  # (1 + 0) / 2
    assert weighted.details["recall"] == pytest.approx(0.0)  # only "france" carries weight; cos(france, paris)=0
    assert weighted.details["idf"] is True
    supplied = BERTScore(fake(), idf={"paris": 1.0, "france": 3.0}).score("paris france", "paris")
    assert supplied.details["recall"] == pytest.approx(0.25)


def test_greedy_match_against_a_brute_force_loop() -> None:
    rng = np.random.default_rng(0)
    cand, ref = rng.standard_normal((5, 8)), rng.standard_normal((7, 8))
    cand /= np.linalg.norm(cand, axis=1, keepdims=True)
    ref /= np.linalg.norm(ref, axis=1, keepdims=True)
    wc, wr = rng.random(5), rng.random(7)
    match = greedy_match(cand, ref, cand_weights=wc, ref_weights=wr)
    p = sum(wc[i] * max(float(cand[i] @ ref[j]) for j in range(7)) for i in range(5)) / wc.sum()
    r = sum(wr[j] * max(float(ref[j] @ cand[i]) for i in range(5)) for j in range(7)) / wr.sum()
    assert match.precision == pytest.approx(p) and match.recall == pytest.approx(r)
    assert match.f1 == pytest.approx(2 * p * r / (p + r))


def test_rescale_with_baseline_maps_each_value() -> None:
    baseline = {"precision": 0.5, "recall": 0.2, "f1": 0.4}
    result = BERTScore(fake(), rescale_with_baseline=True, baseline=baseline).score("paris", "paris city France")
    assert result.details["precision"] == pytest.approx((0.6 - 0.5) / 0.5)
    assert result.details["recall"] == pytest.approx(1.0)
    assert result.details["f1"] == pytest.approx((0.75 - 0.4) / 0.6)
    assert result.details["raw_f1"] == pytest.approx(0.75) and result.details["rescaled"] is True


def test_baseline_file_round_trip_and_errors(tmp_path) -> None:
    sentences = [f"sentence number {i} about topic {i % 7}" for i in range(40)]
    client = FakeEmbeddings(dimensions=16)
    computed = compute_baseline(client, sentences, pairs=50, seed=3)
    again = compute_baseline(FakeEmbeddings(dimensions=16), sentences, pairs=50, seed=3)
    assert computed["values"] == again["values"] and computed["pairs"] == 50
    # independent check: mean F1 of the same 50 pairs scored one by one
    rng = random.Random(3)
    unique = list(dict.fromkeys(sentences))
    f1s = []
    for _ in range(50):
        a, b = rng.sample(range(len(unique)), 2)
        f1s.append(BERTScore(client).score(unique[a], unique[b]).details["f1"])
    assert computed["values"]["f1"] == pytest.approx(sum(f1s) / 50, abs=1e-6)
    path = tmp_path / "baseline.json"
    write_baseline(path, computed, {"seed": 3, "pairs": 50})
    data = json.loads(path.read_text())
    assert data["baselines"]["api"]["recipe"]["seed"] == 3
    assert load_baseline(path, client, "api", None) == {k: computed["values"][k] for k in ("precision", "recall", "f1")}
    with pytest.raises(ConfigError, match=r"has no baseline for form 'contextual' layer 6 \(it has: api\);.*--layer N"):
        load_baseline(path, client, "contextual", 6)
    with pytest.raises(ConfigError, match=r"no packaged bertscore baseline for model 'fake'.*--baseline FILE"):
        BERTScore(client, rescale_with_baseline=True)


def test_every_baseline_error_says_what_is_wrong_and_what_to_do(tmp_path) -> None:
    client = FakeEmbeddings(dimensions=16)
    with pytest.raises(ConfigError, match=r"a baseline mapping needs precision, recall and f1 \(missing 'f1'\)"):
        load_baseline({"precision": 0.1, "recall": 0.2}, client, "api", None)
    absent = tmp_path / "absent.json"
    with pytest.raises(ConfigError, match=rf"baseline file {absent} not found; compute one with `answersim baseline`"):
        load_baseline(absent, client, "api", None)
    broken = tmp_path / "broken.json"
    broken.write_text('{"baselines": {"api": ')
    with pytest.raises(ConfigError, match=rf"baseline file {broken} cannot be read as JSON"):
        load_baseline(broken, client, "api", None)
    broken.write_text("[1, 2]")
    with pytest.raises(ConfigError, match=rf"baseline file {broken} is not a baseline"):
        load_baseline(broken, client, "api", None)
    empty = tmp_path / "empty.json"
    empty.write_text("{}")
    with pytest.raises(ConfigError, match=r"has no baseline for form 'api' layer None \(it has: none\)"):
        load_baseline(empty, client, "api", None)


def test_options_and_registry() -> None:
    metric = get_metric("bertscore", model=fake(), score="recall", mapping="affine", aggregation="max")
    assert isinstance(metric, BERTScore) and metric.which == "recall"
    with pytest.raises(ConfigError, match="score must be"):
        BERTScore(fake(), score="accuracy")
    with pytest.raises(ConfigError, match="local"):
        BERTScore(fake(), form="contextual")
    with pytest.raises(ConfigError, match="contextual form only"):
        BERTScore(fake(), layer=3)


def test_best_reference_counts_when_there_is_no_expected_output() -> None:
    result = BERTScore(fake()).score(actual_output="paris", references=["france", "paris"])
    assert result.score == pytest.approx(1.0) and result.details["compared_with"] == "references (best F1)"


def test_api_form_over_a_real_openai_compatible_server(openai_server, monkeypatch) -> None:
    from answersim.providers.embeddings.openai import OpenAIEmbeddings

    monkeypatch.setenv("OPENAI_API_KEY", "sk-test-not-shown")
    client = OpenAIEmbeddings("text-embedding-3-small", base_url=openai_server.base_url)
    cases = [
        {"expected_output": "The Eiffel Tower is in Paris", "actual_output": "It is in Paris, France"},
        {"expected_output": "Paris is in France", "actual_output": "the tower is in paris"},
    ]
    report = evaluate(cases, [BERTScore(client)], progress=False)
    sent = [t for r in openai_server.stub.requests for t in r.body["input"]]
    expected = {t for c in cases for text in c.values() for t in word_tokens(text)}
    assert sorted(sent) == sorted(expected)
    fake_twin = BERTScore(FakeEmbeddings(dimensions=32))  # the server embeds with FakeEmbeddings(32)
    for item, case in zip(report.items, cases):
        twin = fake_twin.score(case["expected_output"], case["actual_output"])
        assert item.results["bertscore"].score == pytest.approx(twin.score, abs=1e-6)


def test_baseline_command_writes_the_recipe(tmp_path, capsys) -> None:
    from answersim.cli.main import main

    corpus = tmp_path / "sentences.txt"
    corpus.write_text("\n".join(f"line {i} says something about item {i * 7 % 13}" for i in range(30)))
    out = tmp_path / "b.json"
    args = ["baseline", "--provider", "fake", "--corpus", str(corpus), "--pairs", "40", "--seed", "5"]
    assert main([*args, "--output", str(out)]) == 0
    entry = json.loads(out.read_text())["baselines"]["api"]
    assert entry["recipe"]["seed"] == 5 and entry["pairs"] == 40 and "answersim baseline" in entry["recipe"]["command"]
    assert "precision" in capsys.readouterr().out
    direct = compute_baseline(FakeEmbeddings(), corpus.read_text().splitlines(), pairs=40, seed=5)
    assert entry["f1"] == direct["values"]["f1"]
