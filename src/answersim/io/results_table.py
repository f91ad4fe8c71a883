"""Results as a table: one row per case, the case's columns plus ``{metric}_score``, ``_passed``, ``_status``,
``_error`` and ``_flags`` per metric; written as one Parquet file or as part files in a directory.

The result columns have fixed Arrow types, so part files written by different processes share a schema.
"""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from answersim.cases import FIELDS
from answersim.errors import ConfigError
from answersim.io.parquet import TABLE_SUFFIXES, require_pyarrow
from answersim.results import ItemResult, MetricResult

RESULT_FIELDS = ("score", "passed", "status", "error", "flags")
PART_ROWS = 100_000


def result_column(metric: str, field: str) -> str:
    """The column of one metric's field, e.g. ``cosine_score``."""
    return f"{metric}_{field}"


def result_schema(metrics: Sequence[str]) -> Any:
    """The Arrow schema of the result columns of ``metrics``."""
    pa = require_pyarrow()
    types = {"score": pa.float64(), "passed": pa.bool_(), "status": pa.string(), "error": pa.string()}
    types["flags"] = pa.list_(pa.string())
    return pa.schema([pa.field(result_column(m, f), types[f]) for m in metrics for f in RESULT_FIELDS])


def flags_of(result: MetricResult) -> list[str]:
    """The blind-spot flags a result carries (``details["checks"]["flags"]``), else none."""
    checks = result.details.get("checks") if isinstance(result.details, dict) else None
    flags = checks.get("flags") if isinstance(checks, dict) else None
    return [str(f) for f in flags] if isinstance(flags, (list, tuple)) else []


def result_values(result: MetricResult | None, error: str) -> tuple[Any, ...]:
    """(score, passed, status, error, flags) of one result; a missing result is an error with ``error``."""
    if result is None:
        return None, None, "error", error, []
    score = None if result.score is None else float(result.score)
    passed = None if result.passed is None else bool(result.passed)
    return score, passed, result.status, result.error, flags_of(result)


def result_arrays(items: Sequence[ItemResult], metrics: Sequence[str]) -> dict[str, Any]:
    """Column name → Arrow array of the result columns, one entry per item."""
    pa = require_pyarrow()
    schema = result_schema(metrics)
    columns: dict[str, list[Any]] = {name: [] for name in schema.names}
    for item in items:
        for metric in metrics:
            values = result_values(item.results.get(metric), item.error or "no result")
            for field, value in zip(RESULT_FIELDS, values):
                columns[result_column(metric, field)].append(value)
    return {f.name: pa.array(columns[f.name], type=f.type) for f in schema}


def case_arrays(items: Sequence[ItemResult]) -> dict[str, Any]:
    """Column name → Arrow array of the cases: ``index``, the contract's fields, and metadata keys as columns."""
    pa = require_pyarrow()
    columns: dict[str, list[Any]] = {"index": [i.index for i in items]}
    for field in FIELDS:
        if field == "metadata":
            continue
        values = [getattr(i.case, field) for i in items]
        if field in ("references", "tags"):
            values = [list(v) if v else None for v in values]
        columns[field] = values
    keys = dict.fromkeys(k for i in items for k in (i.case.metadata or {}))
    for key in keys:
        if key not in columns:
            columns[key] = [(i.case.metadata or {}).get(key) for i in items]
    return {name: _array(pa, values) for name, values in columns.items()}


def _array(pa: Any, values: list[Any]) -> Any:
    """An Arrow array; values of mixed types become JSON text rather than failing the write."""
    try:
        return pa.array(values)
    except (pa.ArrowInvalid, pa.ArrowTypeError, TypeError, ValueError):
        return pa.array([None if v is None else json.dumps(v, ensure_ascii=False, default=str) for v in values])


def table_of_records(records: Sequence[dict[str, Any]]) -> Any:
    """An Arrow table of dicts (every key a column, missing values null, mixed types as JSON text)."""
    pa = require_pyarrow()
    keys = dict.fromkeys(k for r in records for k in r)
    return pa.table({k: _array(pa, [r.get(k) for r in records]) for k in keys}) if keys else pa.table({})


def items_table(items: Sequence[ItemResult], metrics: Sequence[str]) -> Any:
    """One Arrow table of ``items``: case columns then result columns."""
    pa = require_pyarrow()
    return pa.table({**case_arrays(items), **result_arrays(items, metrics)})


def is_directory_output(path: str | Path) -> bool:
    """A directory output (part files): a trailing slash, an existing directory or a name without a suffix."""
    text = str(path)
    return text.endswith(("/", os.sep)) or Path(text).is_dir() or not Path(text).suffix


def write_items(
    items: Iterable[ItemResult], metrics: Sequence[str], path: str | Path, *, part_rows: int = PART_ROWS
) -> Path:
    """Write results as Parquet: one file for ``*.parquet``, else part files ``part-00000.parquet``… in a directory."""
    path = Path(path)
    if not is_directory_output(path) and path.suffix.lower() not in TABLE_SUFFIXES:
        raise ConfigError(f"cannot write {path.suffix} as Parquet; use a .parquet name or a directory")
    items = list(items)
    if not is_directory_output(path):
        write_table_atomic(items_table(items, metrics), path)
        return path
    path.mkdir(parents=True, exist_ok=True)
    for part, start in enumerate(range(0, max(len(items), 1), part_rows)):
        write_table_atomic(items_table(items[start : start + part_rows], metrics), path / part_name(part))
    return path


def part_name(number: int) -> str:
    """The deterministic name of part file ``number`` (a retried or resumed writer writes the same name)."""
    return f"part-{number:05d}.parquet"


def write_table_atomic(table: Any, path: Path) -> None:
    """Write an Arrow table to ``path`` via a temporary file and a rename: a reader never sees half a file."""
    require_pyarrow()
    import pyarrow.parquet as pq

    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    os.close(fd)
    try:
        pq.write_table(table, tmp)
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(tmp, 0o666 & ~umask)  # mkstemp made it private; a results file reads like any other
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
