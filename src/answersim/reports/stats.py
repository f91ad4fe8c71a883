"""Summary statistics for reports: mean, median, p95, pass rate and a bootstrap CI, per metric and per tag."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

import numpy as np

from answersim.results import Aggregate, MetricResult, Report

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
class Summary(Aggregate):
    """A metric's :class:`~answersim.results.Aggregate` plus a bootstrap CI of the mean and one per tag."""

    ci95: tuple[float, float] | None = None
    by_tag: dict[str, Summary] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        out = asdict(self)
        out["ci95"] = list(self.ci95) if self.ci95 else None
        out["by_tag"] = {tag: s.to_dict() for tag, s in self.by_tag.items()}
        return out


def summarise(results: Sequence[MetricResult], metric: str = "") -> Summary:
    """Statistics of one metric's results; errors and skipped items are counted, not scored."""
    aggregate = Aggregate.of(metric, results)
    scores = [r.score for r in results if r.status == "ok" and r.score is not None]
    return Summary(**asdict(aggregate), ci95=bootstrap_ci(scores))


def statistics(report: Report) -> dict[str, Summary]:
    """Per metric: the overall :class:`Summary`, with one per tag in ``by_tag``."""
    out: dict[str, Summary] = {}
    for metric in report.metrics:
        results = [i.results[metric] for i in report.items if metric in i.results]
        summary = summarise(results, metric)
        tagged: dict[str, list[MetricResult]] = defaultdict(list)
        for item in report.items:
            if metric in item.results:
                for tag in item.case.tags or ():
                    tagged[str(tag)].append(item.results[metric])
        summary.by_tag = {tag: summarise(rs, metric) for tag, rs in sorted(tagged.items())}
        out[metric] = summary
    return out
