"""Paired comparison of two runs of one metric: mean difference, bootstrap CI, p-value, the regression gate.

The gate fails when the mean score fell by more than ``max_drop`` *and* a one-sided paired sign-flip
permutation test rejects "the mean fell by at most ``max_drop``" at level ``alpha``: a drop has to be
both large enough to matter and unlikely to be noise before CI goes red.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from answersim.reports.stats import bootstrap_ci

PERMUTATIONS = 9999


@dataclass
class Change:
    """One paired item: its score in each run and the difference (new − base)."""

    key: str
    item_id: str
    base: float
    new: float
    actual_output: str | None = None

    @property
    def delta(self) -> float:
        return self.new - self.base


@dataclass
class Comparison:
    metric: str
    pairs: int
    base_mean: float | None
    new_mean: float | None
    mean_diff: float | None
    ci95: tuple[float, float] | None
    p_value: float | None
    max_drop: float | None
    failed: bool
    regressions: list[Change] = field(default_factory=list)
    only_base: int = 0
    only_new: int = 0

    def to_dict(self) -> dict[str, Any]:
        return {
            "metric": self.metric,
            "pairs": self.pairs,
            "base_mean": self.base_mean,
            "new_mean": self.new_mean,
            "mean_diff": self.mean_diff,
            "ci95": list(self.ci95) if self.ci95 else None,
            "p_value": self.p_value,
            "max_drop": self.max_drop,
            "failed": self.failed,
            "only_base": self.only_base,
            "only_new": self.only_new,
            "regressions": [
                {"id": c.item_id, "base": c.base, "new": c.new, "delta": c.delta, "actual_output": c.actual_output}
                for c in self.regressions
            ],
        }


def drop_p_value(diffs: np.ndarray, max_drop: float, *, seed: int = 0) -> float:
    """One-sided p-value of H0 "mean(new − base) ≥ −max_drop" (paired sign-flip permutation test)."""
    from scipy import stats

    shifted = np.asarray(diffs, dtype=float) + max_drop
    if shifted.size == 0 or not np.any(shifted):
        return 1.0
    result = stats.permutation_test(
        (shifted,),
        lambda x, axis: np.mean(x, axis=axis),
        vectorized=True,
        permutation_type="samples",
        alternative="less",
        n_resamples=PERMUTATIONS,
        rng=seed,
    )
    return float(result.pvalue)


def compare_scores(
    metric: str,
    base: Mapping[str, Any],
    new: Mapping[str, Any],
    *,
    max_drop: float | None = None,
    alpha: float = 0.05,
    top: int = 10,
) -> Comparison:
    """Compare two runs' results of ``metric`` (``{pair_key: saved score}``) item by item.

    Only items scored ``ok`` in both runs are paired; the rest are counted in ``only_base``/``only_new``.
    """
    changes = [
        Change(key, b.item_id, float(b.score), float(new[key].score), new[key].actual_output)
        for key, b in base.items()
        if key in new
        and b.status == "ok"
        and new[key].status == "ok"
        and b.score is not None
        and new[key].score is not None
    ]
    paired = {c.key for c in changes}
    only_base = sum(1 for k in base if k not in paired)
    only_new = sum(1 for k in new if k not in paired)
    if not changes:
        return Comparison(metric, 0, None, None, None, None, None, max_drop, False, [], only_base, only_new)
    diffs = np.array([c.delta for c in changes])
    mean_diff = float(diffs.mean())
    p_value = drop_p_value(diffs, max_drop if max_drop is not None else 0.0)
    failed = max_drop is not None and -mean_diff > max_drop and p_value < alpha
    regressions = sorted((c for c in changes if c.delta < 0), key=lambda c: c.delta)[:top]
    return Comparison(
        metric=metric,
        pairs=len(changes),
        base_mean=float(np.mean([c.base for c in changes])),
        new_mean=float(np.mean([c.new for c in changes])),
        mean_diff=mean_diff,
        ci95=bootstrap_ci(diffs),
        p_value=p_value,
        max_drop=max_drop,
        failed=failed,
        regressions=regressions,
        only_base=only_base,
        only_new=only_new,
    )


def newly_flagged(
    base: Mapping[str, tuple[str, list[str]]], new: Mapping[str, tuple[str, list[str]]], checks: Sequence[str]
) -> list[tuple[str, list[str]]]:
    """(item id, checks) of NEW's items flagged by one of ``checks`` that were not flagged so in BASE
    (items new in NEW count as newly flagged): the ``compare --fail-on-flag`` gate."""
    out = []
    for key, (item_id, flags) in new.items():
        fired = [f for f in flags if f in checks]
        before = set(base[key][1]) if key in base else set()
        fresh = [f for f in fired if f not in before]
        if fresh:
            out.append((item_id, fresh))
    return out
