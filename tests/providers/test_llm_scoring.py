"""The ``mean-credit`` llm-judge formula (answersim's earlier one, now a named option) on hand-built analyses:
every seed-004 option moves the score as documented. Mastra's default formula is tested in test_seed_004.py.

Expected values are worked out by hand from the documented formula (see answersim.providers.llm.scoring):
credit exact 1 / semantic s / partial s/2 / missing 0; base = min(1, mean credit + b * n_exact / N);
score = max(0, base - c*n_contra - m*n_missing - min(0.2, e*n_extra)) * scale.
"""

from __future__ import annotations

import pytest

from answersim.errors import ConfigError
from answersim.providers.llm.scoring import JudgeOptions, similarity_score


def analysis(*types: str, contradictions: int = 0, extra: int = 0) -> dict:
    return {
        "matches": [{"ground_truth_unit": f"u{i}", "match_type": t} for i, t in enumerate(types)],
        "contradictions": [{"output_unit": "x", "ground_truth_unit": "u0"}] * contradictions,
        "extra_info": [f"extra {i}" for i in range(extra)],
    }


def score(a: dict, **options: float) -> float:
    return similarity_score(a, JudgeOptions(formula="mean-credit", **options))["score"]


def test_all_exact_is_one_and_all_semantic_is_the_semantic_weight() -> None:
    assert score(analysis("exact", "exact")) == pytest.approx(1.0)
    assert score(analysis("semantic", "semantic")) == pytest.approx(0.8)


def test_semantic_threshold_weights_semantic_and_partial_matches() -> None:
    assert score(analysis("semantic"), semantic_threshold=0.6) == pytest.approx(0.6)
    assert score(analysis("partial"), exact_match_bonus=0.0) == pytest.approx(0.4)
    assert score(analysis("partial"), semantic_threshold=0.5) == pytest.approx(0.25)


def test_exact_match_bonus_adds_per_share_of_exact_units_and_caps_base_at_one() -> None:
    # exact + partial: mean credit (1 + 0.4) / 2 = 0.7; bonus 0.2 * 1/2 = 0.1
    assert score(analysis("exact", "partial")) == pytest.approx(0.8)
    assert score(analysis("exact", "partial"), exact_match_bonus=0.0) == pytest.approx(0.7)
    assert score(analysis("exact", "partial"), exact_match_bonus=0.4) == pytest.approx(0.9)
    # exact + semantic: 0.9 + 0.5 * 1/2 = 1.15 → capped at 1
    options = JudgeOptions(exact_match_bonus=0.5, formula="mean-credit")
    breakdown = similarity_score(analysis("exact", "semantic"), options)
    assert breakdown["base"] == pytest.approx(1.0)
    assert breakdown["score"] == pytest.approx(1.0)


def test_missing_penalty_is_per_missing_unit() -> None:
    # exact, exact, missing: credit 2/3, bonus 0.2 * 2/3 → base 0.8; minus 0.15
    assert score(analysis("exact", "exact", "missing")) == pytest.approx(0.65)
    assert score(analysis("exact", "exact", "missing"), missing_penalty=0.3) == pytest.approx(0.5)
    assert score(analysis("exact", "missing", "missing")) == pytest.approx((1 + 0.2) / 3 - 0.30)


def test_one_contradiction_with_defaults_scores_zero() -> None:
    assert score(analysis("exact", "exact", contradictions=1)) == 0.0
    assert score(analysis("exact", contradictions=1), contradiction_penalty=0.25) == pytest.approx(0.75)
    assert score(analysis("exact", contradictions=2), contradiction_penalty=0.25) == pytest.approx(0.5)


def test_extra_information_is_a_mild_penalty_capped_at_point_two() -> None:
    assert score(analysis("exact", extra=1)) == pytest.approx(0.95)
    assert score(analysis("exact", extra=4)) == pytest.approx(0.80)
    assert score(analysis("exact", extra=10)) == pytest.approx(0.80)
    assert score(analysis("exact", extra=1), extra_info_penalty=0.1) == pytest.approx(0.9)
    assert score(analysis("exact", extra=3), extra_info_penalty=0.1) == pytest.approx(0.8)


def test_scale_multiplies_the_final_score() -> None:
    assert score(analysis("exact", "exact", "missing"), scale=2) == pytest.approx(1.3)
    assert score(analysis("semantic"), scale=10) == pytest.approx(8.0)
    assert score(analysis("exact", contradictions=1), scale=5) == 0.0


def test_score_never_goes_below_zero_and_no_units_scores_zero() -> None:
    assert score(analysis("missing", "missing", "missing", extra=3)) == 0.0
    assert score(analysis()) == 0.0


def test_breakdown_shows_every_term() -> None:
    out = similarity_score(analysis("exact", "semantic", "missing", extra=2), JudgeOptions(formula="mean-credit"))
    assert out["counts"] == {
        "exact": 1,
        "semantic": 1,
        "partial": 0,
        "missing": 1,
        "ground_truth_units": 3,
        "contradictions": 0,
        "extra_info": 2,
    }
    assert out["mean_credit"] == pytest.approx(1.8 / 3)
    assert out["exact_bonus"] == pytest.approx(0.2 / 3)
    assert out["missing_penalty"] == pytest.approx(0.15)
    assert out["extra_info_penalty"] == pytest.approx(0.10)
    assert out["score"] == pytest.approx(2.0 / 3 - 0.25)


@pytest.mark.parametrize(
    "options",
    [{"semantic_threshold": 1.5}, {"exact_match_bonus": -0.1}, {"missing_penalty": -1}, {"scale": 0}, {"formula": "x"}],
)
def test_impossible_options_are_refused(options: dict) -> None:
    with pytest.raises(ConfigError):
        JudgeOptions(**options)
