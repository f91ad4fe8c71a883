"""Streaming evaluation of large files: validate in a fast pre-pass, then read, score and write
results a chunk at a time, so memory stays bounded whatever the file size.

Pass 1 builds and checks every record (errors name the line and field, all of them listed at once,
nothing scored) and is also the run's prepare step (bertscore's idf sees every reference). Pass 2
reads the file again in chunks of ``chunk_size`` cases, scores each chunk with the runner (texts
de-duplicated within a chunk and remembered across chunks in a bounded memo) and appends one JSON
line per item to the output. Aggregates keep only one float per item and metric.
"""

from __future__ import annotations

import os
import tempfile
import time
from array import array
from collections.abc import Callable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

import numpy as np

from answersim.cases import TestCase
from answersim.errors import InputError, InputErrors
from answersim.metrics import Metric
from answersim.results import Aggregate, ItemResult, strict_dumps

MAX_LISTED_ERRORS = 200


def prevalidate(
    path: str | Path,
    metrics: Sequence[Metric],
    *,
    require_actual: bool = True,
    mapping: Mapping[str, str] | None = None,
    on_case: Callable[[TestCase], Any] | None = None,
) -> int:
    """Check every record of ``path`` without keeping them; return the count or raise :class:`InputErrors`.

    ``on_case`` sees each valid case (the run's prepare step rides on this pass)."""
    from answersim.io.sources import read_source

    errors: list[InputError] = []
    total_bad = count = 0
    for number, record in read_source(path, mapping=mapping):
        count += 1
        try:
            case = TestCase.from_record(record, require_actual=require_actual)
            for metric in metrics:
                metric.check(case)
        except InputError as exc:
            total_bad += 1
            if len(errors) < MAX_LISTED_ERRORS:
                errors.append(exc.located(source=str(path), record=number))
            continue
        if on_case is not None and not errors:  # once a record is bad, nothing will be scored
            on_case(case)
    if errors:
        raise InputErrors(errors, total=total_bad)
    return count


def iter_cases(
    path: str | Path, *, require_actual: bool = True, mapping: Mapping[str, str] | None = None
) -> Iterator[TestCase]:
    """The cases of an already validated file, one at a time."""
    from answersim.io.sources import read_source

    for _, record in read_source(path, mapping=mapping):
        yield TestCase.from_record(record, require_actual=require_actual)


class RunningAggregates:
    """Per metric: one float64 score per item (8 bytes), pass/fail counts and errors (no item kept); the
    summary is :meth:`Aggregate.from_scores`, the same computation as an in-memory run's."""

    def __init__(self, metrics: Sequence[str]) -> None:
        self.scores = {m: array("d") for m in metrics}
        self.passed = dict.fromkeys(metrics, 0)
        self.verdicts = dict.fromkeys(metrics, 0)
        self.errors = dict.fromkeys(metrics, 0)

    def add(self, item: ItemResult) -> None:
        for name, result in item.results.items():
            if result.status == "error":
                self.errors[name] += 1
            elif result.status == "ok" and result.score is not None:
                self.scores[name].append(result.score)
                if result.passed is not None:
                    self.verdicts[name] += 1
                    self.passed[name] += bool(result.passed)

    def aggregates(self) -> dict[str, Aggregate]:
        return {
            name: Aggregate.from_scores(
                name,
                np.frombuffer(values, dtype=np.float64) if len(values) else np.zeros(0),
                errors=self.errors[name],
                passed=self.passed[name],
                verdicts=self.verdicts[name],
            )
            for name, values in self.scores.items()
        }


def stream_eval(
    path: str | Path,
    metrics: Sequence[Metric],
    *,
    output: str | Path | None = None,
    cache: Any = None,
    progress: bool | None = None,
    chunk_size: int = 2_000,
    mapping: Mapping[str, str] | None = None,
) -> dict[str, Any]:
    """Validate ``path``, then score it chunk by chunk, writing one JSON line per item to ``output``.

    Returns ``{"run_id", "items", "aggregates", "usage", "providers", "duration_s"}``; each line has the
    ``run_id``. The output file appears
    only when the run completes (written to a temporary file beside it, then renamed).
    """
    from answersim.runner.core import Runner
    from answersim.runner.prepare import Preparation

    clock = time.perf_counter()
    preparation = Preparation(metrics)
    total = prevalidate(path, metrics, mapping=mapping, on_case=preparation.add if preparation else None)
    running = RunningAggregates([m.name for m in metrics])
    runner = Runner(list(metrics), cache=cache, progress=progress, chunk_size=chunk_size)
    runner.prepared = preparation.finish()
    sink, tmp = _open_sink(output)
    try:
        for item in runner.iter_results(iter_cases(path, mapping=mapping), total=total):
            running.add(item)
            if sink is not None:
                sink.write(_json_line(item, runner.run_id))
        if sink is not None:
            sink.close()
            os.replace(tmp, output)  # type: ignore[arg-type]
    except BaseException:
        if sink is not None:
            sink.close()
            Path(tmp).unlink(missing_ok=True)  # type: ignore[arg-type]
        raise
    return {
        "run_id": runner.run_id,
        "items": total,
        "aggregates": running.aggregates(),
        "usage": dict(runner.usage),
        "providers": {label: p.describe() for label, p in runner.providers.items()},
        "duration_s": round(time.perf_counter() - clock, 3),
    }


def _json_line(item: ItemResult, run_id: str) -> str:
    return strict_dumps({"run_id": run_id, **item.to_dict()}, ensure_ascii=False) + "\n"


def _open_sink(output: str | Path | None) -> tuple[Any, str | None]:
    if output is None:
        return None, None
    target = Path(output)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".part")
    return os.fdopen(fd, "w", encoding="utf-8", buffering=1 << 20), tmp
