"""cosine and reference-match on hand-made vectors: every number is recomputed here with numpy."""

from __future__ import annotations

import math

import numpy as np
import pytest

from answersim import Cosine, FakeEmbeddings, ReferenceMatch, evaluate
from answersim.errors import ConfigError, InputErrors
from answersim.metrics.base import band

A, B, C, Z = "alpha", "beta", "gamma", "zero"
VECTORS = {
    A: [1.0, 0.0, 0.0, 0.0],
    B: [0.6, 0.8, 0.0, 0.0],
    C: [-1.0, 0.2, 0.0, 0.0],
    Z: [0.0, 0.0, 0.0, 0.0],
}


@pytest.fixture
def fixed() -> FakeEmbeddings:
    return FakeEmbeddings(4, fixtures=VECTORS)


def numpy_cos(x: str, y: str) -> float:
    a, b = np.array(VECTORS[x]), np.array(VECTORS[y])
    return float(a @ b / (np.linalg.norm(a) * np.linalg.norm(b)))


def test_cosine_matches_numpy(fixed: FakeEmbeddings) -> None:
    result = Cosine(fixed).score(A, B)
    assert result.status == "ok"
    assert result.raw_score == pytest.approx(numpy_cos(A, B))
    assert result.score == pytest.approx(numpy_cos(A, B))
    assert result.details["band"] == band(result.score)
    assert result.details["dimensions"] == 4


def test_mappings_clip_and_affine(fixed: FakeEmbeddings) -> None:
    raw = numpy_cos(A, C)
    assert raw < 0
    assert Cosine(fixed).score(A, C).score == 0.0
    affine = Cosine(fixed, mapping="affine").score(A, C)
    assert affine.score == pytest.approx((raw + 1) / 2)
    assert affine.raw_score == pytest.approx(raw)
    assert affine.details["mapping"] == "affine"


def test_threshold_and_binary(fixed: FakeEmbeddings) -> None:
    s = numpy_cos(A, B)
    assert Cosine(fixed, threshold=s - 0.01).score(A, B).passed is True
    assert Cosine(fixed, threshold=s + 0.01).score(A, B).passed is False
    zero = Cosine(fixed, threshold=0.0).score(A, C)  # 0.0 is a valid threshold; seed 003 compares the raw cosine
    assert numpy_cos(A, C) < 0 and zero.score == 0.0 and zero.passed is False and zero.threshold == 0.0
    assert Cosine(fixed, threshold=0.0).score(A, B).passed is True
    binary = Cosine(fixed, threshold=0.5, binary=True).score(A, B)
    assert binary.score == 1.0 and binary.details["continuous_score"] == pytest.approx(s)
    assert Cosine(fixed, threshold=0.99, binary=True).score(A, B).score == 0.0
    assert Cosine(fixed).score(A, B).passed is None
    with pytest.raises(ConfigError):
        Cosine(fixed, binary=True)
    with pytest.raises(ConfigError):
        Cosine(fixed, threshold=1.5)


def test_zero_vector_scores_zero_with_reason(fixed: FakeEmbeddings) -> None:
    result = Cosine(fixed).score(A, Z)
    assert result.status == "ok"
    assert result.score == 0.0 and not math.isnan(result.score)
    assert "zero" in result.reason


def test_blank_texts_have_documented_scores(fixed: FakeEmbeddings) -> None:
    assert Cosine(fixed).score("", "  ").score == 1.0
    assert Cosine(fixed).score(A, " ").score == 0.0
    assert Cosine(fixed).score("", A).score == 0.0


def test_several_models_average(fixed: FakeEmbeddings) -> None:
    other = FakeEmbeddings(4, fixtures={A: [1, 0, 0, 0], B: [1, 1, 0, 0], C: [0, 1, 0, 0], Z: [1, 0, 0, 0]})
    result = Cosine([fixed, other]).score(A, B)
    expected = (numpy_cos(A, B) + 1 / math.sqrt(2)) / 2
    assert result.score == pytest.approx(expected)
    assert [m["score"] for m in result.details["per_model"]] == pytest.approx([numpy_cos(A, B), 1 / math.sqrt(2)])


@pytest.mark.parametrize("aggregation", ["max", "mean", "min"])
def test_reference_match_aggregations(fixed: FakeEmbeddings, aggregation: str) -> None:
    result = ReferenceMatch(fixed, aggregation=aggregation).score(actual_output=A, references=[B, C, A])
    per_ref = [max(0.0, numpy_cos(A, r)) for r in (B, C, A)]
    expected = {"max": max, "min": min, "mean": lambda v: sum(v) / len(v)}[aggregation](per_ref)
    assert result.score == pytest.approx(expected)
    assert [p["score"] for p in result.details["per_reference"]] == pytest.approx(per_ref)
    assert result.details["best_reference"] == A


def test_reference_match_reference_sources(fixed: FakeEmbeddings) -> None:
    fixed_refs = ReferenceMatch(fixed, references=[B])
    assert fixed_refs.score(actual_output=A).score == pytest.approx(numpy_cos(A, B))
    # the case's own references win over the metric's
    assert fixed_refs.score(actual_output=A, references=[A]).score == pytest.approx(1.0)
    # expected_output is the fallback reference
    assert ReferenceMatch(fixed).score(B, A).score == pytest.approx(numpy_cos(A, B))


def test_reference_match_one_batched_request_per_evaluation() -> None:
    client = FakeEmbeddings(8)
    ReferenceMatch(client).score(actual_output="x", references=["r1", "r2", "r3"])
    assert client.calls == 1
    assert sorted(client.texts_embedded) == ["r1", "r2", "r3", "x"]


def test_missing_expected_is_an_input_error_naming_the_record(fixed: FakeEmbeddings) -> None:
    with pytest.raises(InputErrors) as info:
        evaluate([{"actual_output": A, "expected_output": B}, {"actual_output": A}], [Cosine(fixed)])
    assert "record #1" in str(info.value)
    assert "field 'expected_output'" in str(info.value)
