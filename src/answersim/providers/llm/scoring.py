"""The llm-judge score: a pure, deterministic function of the LLM's analysis and seed 004's options.

Two named formulas, for N ground-truth units (each with a match type) and the lists of contradictions
and extra facts; s = semantic_threshold (0.8), b = exact_match_bonus (0.2), c = contradiction_penalty (1.0),
m = missing_penalty (0.15), e = extra_info_penalty (0.05). With N = 0 the score is 0.

``mastra`` (the default; Mastra's Answer Similarity scorer, so a user moving from seed 004 gets its numbers)::

    credit(exact) = 1 + b,  credit(semantic) = s,  credit(partial) = s / 2,  credit(missing) = -m
    base  = sum(credit) / (N * (1 + b))
    score = round2(min(1, max(0, base - c * n_contradictions - min(0.2, e * n_extra))) * scale)

round2 rounds half up to two decimals, as JavaScript's ``Math.round(x * 100) / 100`` does, so that
0.8 - 0.3 scores 0.5 and passes a 0.5 threshold.

``mean-credit`` (answersim's earlier formula, unrounded)::

    credit(exact) = 1,  credit(semantic) = s,  credit(partial) = s / 2,  credit(missing) = 0
    base  = min(1, mean(credit) + b * n_exact / N)
    score = max(0, base - c * n_contradictions - m * n_missing - min(0.2, e * n_extra)) * scale
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import asdict, dataclass
from typing import Any

from answersim.errors import ConfigError

EXTRA_INFO_CAP = 0.2
CREDIT_KINDS = ("exact", "semantic", "partial", "missing")
FORMULAS = ("mastra", "mean-credit")


@dataclass(frozen=True)
class JudgeOptions:
    """Seed 004's AnswerSimilarityOptions (camelCase there, snake_case here), with its defaults."""

    require_ground_truth: bool = True
    semantic_threshold: float = 0.8
    exact_match_bonus: float = 0.2
    missing_penalty: float = 0.15
    contradiction_penalty: float = 1.0
    extra_info_penalty: float = 0.05
    scale: float = 1.0
    formula: str = "mastra"

    def __post_init__(self) -> None:
        if self.formula not in FORMULAS:
            raise ConfigError(f"formula must be one of {', '.join(FORMULAS)}, got {self.formula!r}")
        for name in ("semantic_threshold", "exact_match_bonus"):
            if not 0.0 <= getattr(self, name) <= 1.0:
                raise ConfigError(f"{name} must lie in [0, 1], got {getattr(self, name)}")
        for name in ("missing_penalty", "contradiction_penalty", "extra_info_penalty"):
            if getattr(self, name) < 0:
                raise ConfigError(f"{name} must be >= 0, got {getattr(self, name)}")
        if not self.scale > 0:
            raise ConfigError(f"scale must be > 0, got {self.scale}")

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def round2(value: float) -> float:
    """Round half up to two decimals, like JavaScript's ``Math.round((x + Number.EPSILON) * 100) / 100``."""
    return math.floor((value + 2.220446049250313e-16) * 100 + 0.5) / 100


def credit(match_type: str, options: JudgeOptions) -> float:
    """Credit of one ground-truth unit by how the answer matched it (under the options' formula)."""
    mastra = options.formula == "mastra"
    return {
        "exact": 1.0 + options.exact_match_bonus if mastra else 1.0,
        "semantic": options.semantic_threshold,
        "partial": options.semantic_threshold * 0.5,
        "missing": -options.missing_penalty if mastra else 0.0,
    }[match_type]


def similarity_score(analysis: Mapping[str, Any], options: JudgeOptions) -> dict[str, Any]:
    """Score an analysis (``matches[].match_type``, ``contradictions``, ``extra_info``) → the score and
    every term of the formula (see the module docstring), so a user can see why."""
    types = [m["match_type"] for m in analysis.get("matches", [])]
    counts = {kind: types.count(kind) for kind in CREDIT_KINDS}
    n = len(types)
    n_contra = len(analysis.get("contradictions", []))
    n_extra = len(analysis.get("extra_info", []))
    contradiction = options.contradiction_penalty * n_contra
    extra = min(EXTRA_INFO_CAP, options.extra_info_penalty * n_extra)
    credits = sum(credit(t, options) for t in types)
    terms: dict[str, Any] = {"formula": options.formula}
    if options.formula == "mastra":
        max_credit = n * (1 + options.exact_match_bonus)
        base = credits / max_credit if n else 0.0
        clamped = min(1.0, max(0.0, base - contradiction - extra))
        unscaled, score = round2(clamped), round2(clamped * options.scale)
        missing = options.missing_penalty * counts["missing"]
        terms.update(credit_sum=credits, max_credit=max_credit, missing_penalty=missing)
    else:
        mean_credit = credits / n if n else 0.0
        bonus = options.exact_match_bonus * counts["exact"] / n if n else 0.0
        base = min(1.0, mean_credit + bonus)
        missing = options.missing_penalty * counts["missing"]
        unscaled = max(0.0, base - contradiction - missing - extra)
        score = unscaled * options.scale
        terms.update(mean_credit=mean_credit, exact_bonus=bonus, missing_penalty=missing)
    return {
        "score": score,
        "unscaled": unscaled,
        "base": base,
        **terms,
        "contradiction_penalty": contradiction,
        "extra_info_penalty": extra,
        "counts": {**counts, "ground_truth_units": n, "contradictions": n_contra, "extra_info": n_extra},
    }
