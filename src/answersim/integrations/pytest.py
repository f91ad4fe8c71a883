"""Assertions for users' own test suites: ``assert_similar(expected, actual)`` fails with a readable message.

The argument order is answersim's everywhere: reference first, then the answer (as in ``Metric.score``
and ``answersim score EXPECTED ACTUAL``).

Also available as the ``assert_similar`` pytest fixture (plugin ``answersim.integrations.pytest_plugin``, installed
through the ``pytest11`` entry point).
"""

from __future__ import annotations

from typing import Any

from answersim.results import MetricResult

__all__ = ["SimilarityAssertionError", "assert_similar", "similarity"]


class SimilarityAssertionError(AssertionError):
    """The answer was not similar enough; carries the metric result for inspection."""

    def __init__(self, message: str, result: MetricResult) -> None:
        super().__init__(message)
        self.result = result


def _quote(text: str, width: int = 300) -> str:
    text = text if len(text) <= width else text[: width - 1] + "…"
    return repr(text)


def similarity(expected: str, actual: str, *, metric: str = "cosine", **options: Any) -> MetricResult:
    """Score one pair with a metric by name (options as for :func:`answersim.get_metric`)."""
    from answersim.metrics import get_metric
    from answersim.runner.core import evaluate

    report = evaluate(
        [{"actual_output": actual, "expected_output": expected}], [get_metric(metric, **options)], progress=False
    )
    return next(iter(report.items[0].results.values()))


def assert_similar(
    expected: str, actual: str, threshold: float = 0.8, metric: str = "cosine", **options: Any
) -> MetricResult:
    """Fail unless ``metric``'s score of ``actual`` against ``expected`` is at least ``threshold``.

    The failure message shows both texts, the score, the threshold and the interpretation band.
    Returns the :class:`~answersim.results.MetricResult` when it passes.
    """
    result = similarity(expected, actual, metric=metric, threshold=threshold, **options)
    if result.status != "ok" or result.score is None:
        raise SimilarityAssertionError(
            f"{metric} could not score the answer: {result.error}\n  actual:   {_quote(actual)}\n"
            f"  expected: {_quote(expected)}",
            result,
        )
    if result.score < threshold:
        band = result.details.get("band", "")
        raise SimilarityAssertionError(
            f"answer is not similar enough: {metric} score {result.score:.4f} < threshold {threshold:g} ({band})\n"
            f"  actual:   {_quote(actual)}\n"
            f"  expected: {_quote(expected)}",
            result,
        )
    return result
