"""Scoring one Arrow batch with the ordinary :class:`~answersim.runner.core.Runner` (no second scoring path):
rows → mapped, validated cases → runner (texts de-duplicated within the batch, remembered across batches in
its bounded memo) → result columns appended. A bad row becomes an ``error`` result; the others still score.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from answersim.cases import TestCase
from answersim.errors import ConfigError, InputError
from answersim.io.mapping import map_record
from answersim.io.parquet import tabular_record
from answersim.io.results_table import result_arrays
from answersim.results import ItemResult, MetricResult

#: a column a reader sets on a row it could not parse (the message); the row becomes an error result
ROW_ERROR = "_answersim_row_error"

#: what a worker builds its metrics from: names, Metric objects, or a function returning them
MetricSpec = Any


def build_metrics(spec: MetricSpec) -> list[Any]:
    """The metrics a spec describes (a zero-argument function is called: it runs once per worker)."""
    from answersim.metrics import Metric
    from answersim.runner.core import resolve_metrics

    if callable(spec) and not isinstance(spec, (Metric, str)):
        spec = spec()
    return resolve_metrics(spec)


def shippable(spec: MetricSpec) -> MetricSpec:
    """Check that a spec can be sent to Ray workers; say what to pass instead when it cannot."""
    import ray.cloudpickle as cloudpickle

    try:
        cloudpickle.dumps(spec)
    except Exception as exc:
        raise ConfigError(
            f"the metrics cannot be sent to Ray workers ({type(exc).__name__}: {exc}); they hold a loaded model or "
            "a connection. Pass metric names, or a zero-argument function that builds the metrics (it runs once "
            "per worker)"
        ) from None
    return spec


def score_rows(
    rows: Sequence[Mapping[str, Any]],
    runner: Any,
    mapping: Mapping[str, str] | None = None,
    where: Callable[[int], str] | None = None,
) -> list[ItemResult]:
    """One :class:`ItemResult` per row, in row order; a row that fails validation gets an error result per
    metric naming the record (``where(position)``) and the field."""
    items: list[ItemResult | None] = [None] * len(rows)
    good: list[TestCase] = []
    positions: list[int] = []
    for pos, row in enumerate(rows):
        try:
            if row.get(ROW_ERROR):
                raise InputError(row[ROW_ERROR])
            record = map_record({k: v for k, v in row.items() if k != ROW_ERROR}, mapping)
            case = TestCase.from_record(tabular_record(record))
            for metric in runner.metrics:
                metric.check(case)
        except InputError as exc:
            message = str(exc.located(record=where(pos) if where else _row_name(row, pos, mapping)))
            bad = ItemResult(index=pos, case=TestCase(), error=message)
            bad.results = {m.name: MetricResult.failure(m.name, message) for m in runner.metrics}
            items[pos] = bad
            continue
        good.append(case)
        positions.append(pos)
    for pos, item in zip(positions, runner.iter_results(good, total=len(good))):
        item.index = pos
        items[pos] = item
    return items  # type: ignore[return-value]


def _row_name(row: Mapping[str, Any], pos: int, mapping: Mapping[str, str] | None) -> str:
    """How an error names a row of a batch: by its id when it has one."""
    key = (mapping or {}).get("id", "id")
    return f"id {row[key]!r}" if row.get(key) is not None else f"#{pos} of its batch"


def score_table(table: Any, runner: Any, mapping: Mapping[str, str] | None = None, **kwargs: Any) -> Any:
    """``table`` (pyarrow) with the result columns of every metric appended (replacing same-named ones)."""
    items = score_rows(table.to_pylist(), runner, mapping, **kwargs)
    columns = result_arrays(items, [m.name for m in runner.metrics])
    for name, array in columns.items():
        if name in table.column_names:
            table = table.drop_columns([name])
        table = table.append_column(name, array)
    return table


def make_runner(
    spec: MetricSpec,
    *,
    cache: str | None,
    limiters: Mapping[str, Any],
    threads: int,
    prepared: Mapping[str, Any] | None = None,
) -> Any:
    """A worker's runner: metrics built once, judge calls bounded job-wide, inference threads = its CPUs, and
    the whole run's step-0 state (``prepared``, from the driver's pass) so no batch prepares on its own."""
    from answersim.integrations.ray.limiter import install_limiters
    from answersim.runner.core import Runner

    os.environ.setdefault("ANSWERSIM_THREADS", str(max(1, threads)))  # before any model loads
    metrics = build_metrics(spec)
    install_limiters(metrics, limiters)
    store = None
    if cache:
        from answersim.stores.sqlite import SQLiteCache

        store = SQLiteCache(cache)
    runner = Runner(metrics, cache=store, progress=False)
    runner.prepared = dict(prepared) if prepared is not None else None
    return runner


def prepare_rows(metrics: list[Any], rows: Iterable[Mapping[str, Any]], mapping: Mapping[str, str] | None) -> Any:
    """Step 0 on the driver over every valid row of the job (bertscore's idf over all references), or None
    without reading ``rows`` when no metric needs it; the state is shipped to every actor. ``metrics``: the
    driver's :func:`build_metrics` of the spec."""
    from answersim.runner.prepare import Preparation

    preparation = Preparation(metrics)
    if not preparation:
        return None
    for row in rows:
        try:
            preparation.add(TestCase.from_record(tabular_record(map_record(dict(row), mapping))))
        except (InputError, TypeError, ValueError):  # a bad row is scored as an error result; it adds nothing
            continue
    return preparation.finish()


class BatchScorer:
    """The callable class ``map_batches`` runs: one per Ray actor, so models load once per actor."""

    def __init__(
        self,
        spec: MetricSpec,
        mapping: Mapping[str, str] | None = None,
        cache: str | None = None,
        limiters: Mapping[str, Any] | None = None,
        threads: int = 1,
        prepared: Mapping[str, Any] | None = None,
    ) -> None:
        self.runner = make_runner(spec, cache=cache, limiters=limiters or {}, threads=threads, prepared=prepared)
        self.mapping = dict(mapping or {})

    def __call__(self, table: Any) -> Any:
        return score_table(table, self.runner, self.mapping)
