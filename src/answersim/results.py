"""Result shapes shared by every metric, the runner and the reports."""

from __future__ import annotations

import json
import math
from collections.abc import Iterable, Mapping
from dataclasses import asdict, dataclass, field
from typing import Any, Literal

import numpy as np

Status = Literal["ok", "error", "skipped"]


@dataclass
class Usage:
    """What producing a result cost: tokens, money, wall time and provider calls.

    In a run, the cost of a text shared by several items is split evenly among them, so the
    per-item figures add up to the run's totals (they may therefore be fractional).
    """

    tokens: float = 0
    cost_usd: float = 0.0
    latency_s: float = 0.0
    calls: float = 0

    def __add__(self, other: Usage) -> Usage:
        return Usage(
            tokens=self.tokens + other.tokens,
            cost_usd=self.cost_usd + other.cost_usd,
            latency_s=self.latency_s + other.latency_s,
            calls=self.calls + other.calls,
        )

    def scaled(self, factor: float) -> Usage:
        return Usage(self.tokens * factor, self.cost_usd * factor, self.latency_s * factor, self.calls * factor)

    def to_dict(self) -> dict[str, float]:
        return {
            "tokens": _tidy(self.tokens),
            "cost_usd": round(self.cost_usd, 8),
            "latency_s": round(self.latency_s, 6),
            "calls": _tidy(self.calls),
        }


def _tidy(x: float) -> float | int:
    return int(x) if float(x).is_integer() else round(float(x), 4)


@dataclass
class MetricResult:
    """One metric's verdict on one test case. ``score`` is always in [0, 1] when status is ok."""

    metric: str
    score: float | None
    raw_score: float | None = None
    passed: bool | None = None
    threshold: float | None = None
    reason: str = ""
    details: dict[str, Any] = field(default_factory=dict)
    usage: Usage = field(default_factory=Usage)
    status: Status = "ok"
    error: str | None = None

    @classmethod
    def failure(cls, metric: str, error: str, *, status: Status = "error", **details: Any) -> MetricResult:
        """A result that says the metric could not score this item, and why."""
        return cls(metric=metric, score=None, status=status, error=error, reason=error, details=dict(details))

    @property
    def flags(self) -> list[str]:
        """The blind-spot checks that fired for this result ("numbers", "negation", …; see metrics.blindspots)."""
        checks = self.details.get("checks") if isinstance(self.details, Mapping) else None
        return list(checks.get("flags") or []) if isinstance(checks, Mapping) else []

    def flag_messages(self) -> list[str]:
        """One line per fired check, for people ("numbers differ: 30 → 13")."""
        checks = self.details.get("checks") or {}
        return [(checks.get(name) or {}).get("message") or name for name in self.flags]

    def to_dict(self) -> dict[str, Any]:
        out = asdict(self)
        out["usage"] = self.usage.to_dict()
        out["details"] = to_jsonable(self.details)
        return out


@dataclass
class ItemResult:
    """All metric results for one test case, in input order."""

    index: int
    case: Any  # answersim.cases.TestCase; typed loosely to keep this module import-light
    results: dict[str, MetricResult] = field(default_factory=dict)
    error: str | None = None

    @property
    def id(self) -> str:
        return self.case.id if self.case.id is not None else str(self.index)

    @property
    def flags(self) -> list[str]:
        """The blind-spot checks that fired for any metric of this item, in order, each once."""
        return list(dict.fromkeys(f for r in self.results.values() for f in r.flags))

    def flag_messages(self) -> list[str]:
        """One line per fired check over all metrics, each once."""
        return list(dict.fromkeys(m for r in self.results.values() for m in r.flag_messages()))

    def flagged(self, checks: Iterable[str]) -> list[str]:
        """Which of ``checks`` fired for this item (the ``fail_on_flag`` gate)."""
        wanted = set(checks)
        return [f for f in self.flags if f in wanted]

    def fail_on_flag(self, checks: Iterable[str]) -> list[str]:
        """The ``fail_on_flag`` gate: when one of ``checks`` fired, every scored result of this item fails,
        whatever its score (``passed`` False, the reason and ``details["failed_on_flag"]`` say why).
        Returns the checks that fired."""
        fired = self.flagged(checks)
        if fired:
            for r in self.results.values():
                if r.status != "ok" or "failed_on_flag" in r.details:
                    continue
                r.passed = False
                r.details = {**r.details, "failed_on_flag": fired}
                r.reason = f"{r.reason} Failed: flagged by {', '.join(fired)} (fail_on_flag).".strip()
        return fired

    @property
    def usage(self) -> Usage:
        total = Usage()
        for r in self.results.values():
            total = total + r.usage
        return total

    def to_dict(self) -> dict[str, Any]:
        return {
            "index": self.index,
            **self.case.to_dict(),
            "id": self.id,
            "error": self.error,
            "flags": self.flags,
            "results": {name: r.to_dict() for name, r in self.results.items()},
        }


@dataclass
class Aggregate:
    """Summary of one metric over a run."""

    metric: str
    count: int
    errors: int
    mean: float | None
    median: float | None
    p95: float | None
    pass_rate: float | None
    minimum: float | None = None
    maximum: float | None = None

    @classmethod
    def of(cls, metric: str, results: Iterable[MetricResult]) -> Aggregate:
        """The summary of ``results``; errors and skipped items are counted, not scored."""
        results = list(results)
        scores = [r.score for r in results if r.status == "ok" and r.score is not None]
        verdicts = [bool(r.passed) for r in results if r.status == "ok" and r.passed is not None]
        errors = sum(1 for r in results if r.status == "error")
        return cls.from_scores(metric, scores, errors=errors, passed=sum(verdicts), verdicts=len(verdicts))

    @classmethod
    def from_scores(
        cls, metric: str, scores: Iterable[float] | np.ndarray, *, errors: int, passed: int, verdicts: int
    ) -> Aggregate:
        """The one place a metric's summary is computed, from its scores and counts (also used by streamed
        runs, which keep only these, not the items)."""
        values = np.asarray(scores if isinstance(scores, np.ndarray) else list(scores), dtype=float)
        if values.size == 0:
            return cls(metric, 0, errors, None, None, None, None)
        return cls(
            metric=metric,
            count=int(values.size),
            errors=errors,
            mean=float(values.mean()),
            median=float(np.median(values)),
            p95=float(np.percentile(values, 95)),
            pass_rate=passed / verdicts if verdicts else None,
            minimum=float(values.min()),
            maximum=float(values.max()),
        )

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass
class CacheStats:
    """How a run used the persistent cache: hits, misses and what the hits would have cost."""

    hits: int = 0
    misses: int = 0
    saved: Usage = field(default_factory=Usage)

    def to_dict(self) -> dict[str, Any]:
        return {"hits": self.hits, "misses": self.misses, "saved": self.saved.to_dict()}


@dataclass
class Report:
    """The outcome of a run: items, per-metric aggregates, usage per provider and run facts."""

    items: list[ItemResult]
    metrics: list[str]
    usage: dict[str, Usage] = field(default_factory=dict)
    meta: dict[str, Any] = field(default_factory=dict)
    cache: CacheStats | None = None

    @property
    def aggregates(self) -> dict[str, Aggregate]:
        return {m: Aggregate.of(m, (i.results[m] for i in self.items if m in i.results)) for m in self.metrics}

    @property
    def run_id(self) -> str | None:
        """This run's id (Mastra's ``runId``), set by the runner."""
        return self.meta.get("run_id")

    @property
    def total_usage(self) -> Usage:
        total = Usage()
        for u in self.usage.values():
            total = total + u
        return total

    def scores(self, metric: str) -> list[float | None]:
        """Per-item scores of one metric, in input order (None where the item errored)."""
        return [i.results[metric].score if metric in i.results else None for i in self.items]

    def flagged_items(self, checks: Iterable[str] | None = None) -> list[ItemResult]:
        """Items where a blind-spot check fired (one of ``checks`` when given)."""
        wanted = None if checks is None else set(checks)
        return [i for i in self.items if (i.flags if wanted is None else i.flagged(wanted))]

    def to_dict(self) -> dict[str, Any]:
        return {
            "run_id": self.run_id,
            "meta": to_jsonable(self.meta),
            "metrics": list(self.metrics),
            "aggregates": {m: a.to_dict() for m, a in self.aggregates.items()},
            "usage": {
                "total": self.total_usage.to_dict(),
                "by_provider": {k: u.to_dict() for k, u in self.usage.items()},
                **({"cache": self.cache.to_dict()} if self.cache is not None else {}),
            },
            "items": [i.to_dict() for i in self.items],
        }


def strict_dumps(value: Any, **options: Any) -> str:
    """JSON text that any strict parser reads: NaN and Infinity become null, numpy values plain numbers."""
    try:
        return json.dumps(value, allow_nan=False, **options)
    except (TypeError, ValueError):  # numpy values or NaN somewhere: the careful (slower) conversion
        return json.dumps(to_jsonable(value), allow_nan=False, **options)


def to_jsonable(value: Any) -> Any:
    """Convert numpy scalars/arrays and tuples in details into plain JSON types (NaN → None)."""
    if isinstance(value, Mapping):
        return {str(k): to_jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [to_jsonable(v) for v in value]
    if isinstance(value, np.ndarray):
        return to_jsonable(value.tolist())
    if isinstance(value, np.generic):
        return to_jsonable(value.item())
    if isinstance(value, float) and not math.isfinite(value):
        return None
    return value
