"""Summary statistics for reports: mean, median, p95, pass rate and a bootstrap CI, per metric and per tag."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

import numpy as np

from answersim.results import MetricResult, Report

BOOTSTRAP_RESAMPLES = 2000
BOOTSTRAP_SEED = 0


def bootstrap_ci(
    values: Sequence[float] | np.ndarray,
    *,
    confidence: float = 0.95,
    resamples: int = BOOTSTRAP_RESAMPLES,
    seed: int = BOOTSTRAP_SEED,
) -> tuple[float, float] | None:
    """Percentile bootstrap confidence interval of the mean (None for fewer than 2 values).

    Seeded, so the same scores always give the same interval in a report.
    """
    x = np.asarray(values, dtype=float)
    if x.size < 2:
        return None
    rng = np.random.default_rng(seed)
    means = np.empty(resamples)
    step = max(1, 2_000_000 // x.size)  # bound memory: resample in blocks
    for start in range(0, resamples, step):
        stop = min(resamples, start + step)
        idx = rng.integers(0, x.size, size=(stop - start, x.size))
        means[start:stop] = x[idx].mean(axis=1)
    alpha = (1 - confidence) / 2
    low, high = np.quantile(means, [alpha, 1 - alpha])
    return float(low), float(high)


@dataclass
class Summary:
    """Statistics of one metric over a set of items."""

    count: int
    errors: int
    mean: float | None
    median: float | None
    p95: float | None
    pass_rate: float | None
    ci95: tuple[float, float] | None
    by_tag: dict[str, Summary] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        out = asdict(self)
        out["ci95"] = list(self.ci95) if self.ci95 else None
        out["by_tag"] = {tag: s.to_dict() for tag, s in self.by_tag.items()}
        return out


def summarise(results: Sequence[MetricResult]) -> Summary:
    """Statistics of one metric's results; errors and skipped items are counted, not scored."""
    scores = np.array([r.score for r in results if r.status == "ok" and r.score is not None], dtype=float)
    verdicts = [bool(r.passed) for r in results if r.status == "ok" and r.passed is not None]
    errors = sum(1 for r in results if r.status == "error")
    if scores.size == 0:
        return Summary(0, errors, None, None, None, None, None)
    return Summary(
        count=int(scores.size),
        errors=errors,
        mean=float(scores.mean()),
        median=float(np.median(scores)),
        p95=float(np.percentile(scores, 95)),
        pass_rate=(sum(verdicts) / len(verdicts)) if verdicts else None,
        ci95=bootstrap_ci(scores),
    )


def statistics(report: Report) -> dict[str, Summary]:
    """Per metric: the overall :class:`Summary`, with one per tag in ``by_tag``."""
    out: dict[str, Summary] = {}
    for metric in report.metrics:
        results = [i.results[metric] for i in report.items if metric in i.results]
        summary = summarise(results)
        tagged: dict[str, list[MetricResult]] = defaultdict(list)
        for item in report.items:
            if metric in item.results:
                for tag in item.case.tags or ():
                    tagged[str(tag)].append(item.results[metric])
        summary.by_tag = {tag: summarise(rs) for tag, rs in sorted(tagged.items())}
        out[metric] = summary
    return out
