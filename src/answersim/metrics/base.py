"""What every metric shares: the two-step contract (requests → compute) and the result finishing rules."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping
from typing import Any, ClassVar, Protocol

from answersim.cases import TestCase
from answersim.errors import ConfigError
from answersim.providers.base import Request
from answersim.results import MetricResult

Resolved = Mapping[Request, Any]

#: seed 003's interpretation table, highest band first
BANDS: tuple[tuple[float, str], ...] = (
    (0.9, "near-identical meaning"),
    (0.7, "similar meaning, same core information"),
    (0.5, "partly related, some overlap"),
    (0.0, "different meaning, little semantic overlap"),
)


def band(score: float) -> str:
    """Seed 003's interpretation of a [0, 1] similarity score."""
    for lower, label in BANDS:
        if score >= lower:
            return label
    return BANDS[-1][1]


def is_blank(text: str | None) -> bool:
    return text is None or not text.strip()


class Preparer(Protocol):
    """Run-level state being built: sees every case of the run once (``add``), before any is scored."""

    def add(self, case: TestCase) -> None:
        """Take one case of the run into account."""

    def result(self) -> Any:
        """The run-level state, handed to :meth:`Metric.compute` as ``run=``."""


class Metric(ABC):
    """A metric states what it needs (:meth:`requests`) and scores from what it gets (:meth:`compute`).

    ``compute`` is pure: no I/O and no model calls, so it can be tested with hand-made values.
    """

    #: registry name, e.g. "cosine"; an instance may be given another name to run two variants at once
    name: ClassVar[str] = "metric"
    #: fields of a test case this metric reads (for validation and docs)
    needs: ClassVar[tuple[str, ...]] = ("actual_output",)
    #: add the blind-spot checks (numbers, negation, missing names; see answersim.metrics.blindspots) to details
    blind_spot_checks: ClassVar[bool] = False

    def __init__(self, *, threshold: float | None = None, binary: bool = False, name: str | None = None):
        if threshold is not None and not 0.0 <= float(threshold) <= 1.0:
            raise ConfigError(f"threshold must lie in [0, 1], got {threshold}")
        if binary and threshold is None:
            raise ConfigError("binary=True needs a threshold: the score becomes 1.0 at or above it, else 0.0")
        self.threshold = None if threshold is None else float(threshold)
        self.binary = binary
        if name is not None:
            self.name = name  # type: ignore[misc]

    # -- the contract -------------------------------------------------------------------------
    def check(self, case: TestCase) -> None:
        """Raise :class:`~answersim.errors.InputError` (with the field) if ``case`` cannot be scored."""

    def prepare(self) -> Preparer | None:
        """A fresh :class:`Preparer` when scores depend on the whole run (bertscore's idf), else None.

        The runner feeds it every case of the run before any chunk is scored and keeps its result; a
        metric that returns one receives that result as ``compute(case, resolved, run=...)``, so its
        scores do not depend on chunk size, journaling or streaming. The metric itself keeps no run state.
        """
        return None

    @abstractmethod
    def requests(self, case: TestCase) -> list[Request]:
        """What must be computed before this case can be scored."""

    @abstractmethod
    def compute(self, case: TestCase, resolved: Resolved) -> MetricResult:
        """Score ``case`` from the values of its requests (and ``run=``, the prepared state, when
        :meth:`prepare` returns a preparer)."""

    def describe(self) -> dict[str, Any]:
        """Parameters that make this metric's scores reproducible."""
        return {"metric": self.name, "threshold": self.threshold, "binary": self.binary}

    def annotate(self, case: TestCase, result: MetricResult) -> MetricResult:
        """Add the blind-spot checks against the closest target to an ok result (if the metric asks)."""
        if not self.blind_spot_checks or result.status != "ok" or "checks" in result.details:
            return result
        from answersim.metrics.blindspots import run_checks

        actual, targets = case.actual_output or "", [t for t in case.targets if not is_blank(t)]
        if is_blank(actual) or not targets:
            return result
        runs = [
            run_checks(actual, t, case.input) for t in (targets[:1] if case.expected_output is not None else targets)
        ]
        result.details = {**result.details, "checks": min(runs, key=lambda r: len(r["flags"]))}
        return result

    # -- helpers for subclasses ---------------------------------------------------------------
    def finish(
        self,
        score: float,
        *,
        raw_score: float | None,
        reason: str,
        details: dict[str, Any],
        compare: float | None = None,
    ) -> MetricResult:
        """Clamp to [0, 1], apply threshold and binary mode, add the interpretation band. The threshold
        compares ``compare`` when given (the value before clipping, e.g. seed 003's raw cosine), else the score."""
        score = min(1.0, max(0.0, float(score)))
        details = {**details, "band": band(score)}
        passed = None if self.threshold is None else (score if compare is None else compare) >= self.threshold
        if self.binary:
            details["continuous_score"] = score
            score = 1.0 if passed else 0.0
        if passed is not None:
            reason = f"{reason} {'Passed' if passed else 'Failed'} threshold {self.threshold:g}."
        return MetricResult(
            metric=self.name,
            score=score,
            raw_score=raw_score,
            passed=passed,
            threshold=self.threshold,
            reason=reason,
            details=details,
        )

    def score(
        self,
        expected_output: str | None = None,
        actual_output: str | None = None,
        *,
        references: list[str] | None = None,
        input: str | None = None,
    ) -> MetricResult:
        """Score one pair directly (runs the same path as :func:`answersim.evaluate`)."""
        from answersim.runner.core import evaluate

        case = TestCase.from_record(
            {
                "expected_output": expected_output,
                "actual_output": actual_output,
                "references": references,
                "input": input,
            }
        )
        report = evaluate([case], [self], progress=False)
        result = report.items[0].results[self.name]
        result.details.setdefault("run_id", report.run_id)
        return result

    def __repr__(self) -> str:
        params = ", ".join(f"{k}={v!r}" for k, v in self.describe().items() if k != "metric")
        return f"{type(self).__name__}({params})"
