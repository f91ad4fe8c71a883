"""Step 0 of a run, *prepare*: metrics whose scores depend on the whole run (bertscore's idf) see every
case once, before any chunk is scored. The state they build belongs to the run and is handed to each
``compute`` call, so a score never depends on chunk size, journaling or streaming."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from answersim.cases import TestCase
    from answersim.metrics.base import Metric, Preparer

#: the prepared state of one run, by metric name (only metrics that asked for it)
RunState = dict[str, Any]


class Preparation:
    """One fresh preparer per metric that needs the run; feed it cases with :meth:`add`, then :meth:`finish`."""

    def __init__(self, metrics: Sequence[Metric]) -> None:
        self.preparers: dict[str, Preparer] = {}
        for metric in metrics:
            preparer = metric.prepare()
            if preparer is not None:
                self.preparers[metric.name] = preparer

    def __bool__(self) -> bool:
        return bool(self.preparers)

    def add(self, case: TestCase) -> None:
        """Show one case of the run to every preparer."""
        for preparer in self.preparers.values():
            preparer.add(case)

    def finish(self) -> RunState:
        """The run's state: each preparer's result under its metric's name."""
        return {name: preparer.result() for name, preparer in self.preparers.items()}


def prepare(metrics: Sequence[Metric], cases: Iterable[TestCase]) -> RunState:
    """Run step 0 over ``cases`` (all of the run's cases, in any order)."""
    preparation = Preparation(metrics)
    if preparation:
        for case in cases:
            preparation.add(case)
    return preparation.finish()


def run_arguments(state: RunState | None, name: str) -> dict[str, Any]:
    """The extra keyword for ``compute``: ``{"run": state}`` for a metric that prepared, else nothing."""
    return {"run": state[name]} if state is not None and name in state else {}
