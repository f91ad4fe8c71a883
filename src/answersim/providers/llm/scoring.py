"""The llm-judge score: a pure, deterministic function of the LLM's analysis and seed 004's options.

For N ground-truth units, each with a match type, and the lists of contradictions and extra facts:

    credit(exact) = 1,  credit(semantic) = s,  credit(partial) = s / 2,  credit(missing) = 0
    base          = min(1, mean(credit) + b * n_exact / N)
    score         = max(0, base - c * n_contradictions - m * n_missing - min(0.2, e * n_extra)) * scale

with s = semantic_threshold (0.8), b = exact_match_bonus (0.2), c = contradiction_penalty (1.0),
m = missing_penalty (0.15), e = extra_info_penalty (0.05). With N = 0 the base is 0.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass
from typing import Any

from answersim.errors import ConfigError

EXTRA_INFO_CAP = 0.2
CREDIT_KINDS = ("exact", "semantic", "partial", "missing")


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

    def __post_init__(self) -> None:
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


def credit(match_type: str, options: JudgeOptions) -> float:
    """Credit of one ground-truth unit by how the answer matched it."""
    return {
        "exact": 1.0,
        "semantic": options.semantic_threshold,
        "partial": options.semantic_threshold / 2,
        "missing": 0.0,
    }[match_type]


def similarity_score(analysis: Mapping[str, Any], options: JudgeOptions) -> dict[str, Any]:
    """Score an analysis (``matches[].match_type``, ``contradictions``, ``extra_info``) → the score and
    every term of the formula (see the module docstring), so a user can see why."""
    types = [m["match_type"] for m in analysis.get("matches", [])]
    counts = {kind: types.count(kind) for kind in CREDIT_KINDS}
    n = len(types)
    n_contra = len(analysis.get("contradictions", []))
    n_extra = len(analysis.get("extra_info", []))
    mean_credit = sum(credit(t, options) for t in types) / n if n else 0.0
    bonus = options.exact_match_bonus * counts["exact"] / n if n else 0.0
    base = min(1.0, mean_credit + bonus)
    contradiction = options.contradiction_penalty * n_contra
    missing = options.missing_penalty * counts["missing"]
    extra = min(EXTRA_INFO_CAP, options.extra_info_penalty * n_extra)
    unscaled = max(0.0, base - contradiction - missing - extra)
    return {
        "score": unscaled * options.scale,
        "unscaled": unscaled,
        "base": base,
        "mean_credit": mean_credit,
        "exact_bonus": bonus,
        "contradiction_penalty": contradiction,
        "missing_penalty": missing,
        "extra_info_penalty": extra,
        "counts": {**counts, "ground_truth_units": n, "contradictions": n_contra, "extra_info": n_extra},
    }
