"""Tabular sources through pyarrow: ``.parquet`` files, directories and globs of Parquet or JSONL files.

Parquet is read a record batch at a time (bounded memory); JSONL files found in a directory or a glob go
through the line reader of :mod:`answersim.io.readers`, so a bad line is named exactly. Columns outside the
contract go into ``metadata`` (as with CSV). pyarrow is the ``parquet`` extra and is imported only here.
"""

from __future__ import annotations

import glob
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from answersim.cases import FIELDS
from answersim.errors import ConfigError, InputError

TABLE_SUFFIXES = (".parquet", ".pq")
LINE_SUFFIXES = (".jsonl", ".ndjson")
_GLOB_CHARS = "*?["
_PLAIN = (str, int, float, bool)


def require_pyarrow() -> Any:
    """pyarrow, or an error naming the extra to install."""
    try:
        import pyarrow
    except ImportError:
        raise ConfigError("Parquet needs pyarrow: pip install 'answersim[parquet]'") from None
    return pyarrow


def is_table_source(path: str | Path) -> bool:
    """True for a Parquet file, a directory or a glob: the sources this module reads."""
    text = str(path)
    return any(c in text for c in _GLOB_CHARS) or Path(text).is_dir() or Path(text).suffix.lower() in TABLE_SUFFIXES


def expand_source(path: str | Path) -> list[Path]:
    """The files of a source in a stable order: a file itself; a directory's or a glob's Parquet and JSONL files
    (hidden files, ``_SUCCESS`` markers and temporaries skipped)."""
    text = str(path)
    if any(c in text for c in _GLOB_CHARS):
        found = [Path(p) for p in glob.glob(text, recursive=True)]
    elif Path(text).is_dir():
        found = [p for p in Path(text).rglob("*") if not any(part.startswith((".", "_")) for part in p.parts[-1:])]
    elif Path(text).is_file():
        return [Path(text)]
    else:
        raise InputError("file not found", source=text)
    files = sorted(p for p in found if p.is_file() and p.suffix.lower() in TABLE_SUFFIXES + LINE_SUFFIXES)
    if not files:
        raise InputError("holds no .parquet or .jsonl files", source=text)
    return files


def iter_parquet_rows(path: Path, *, batch_size: int = 4096, columns: list[str] | None = None) -> Iterator[dict]:
    """The rows of one Parquet file as dicts, one record batch in memory at a time."""
    require_pyarrow()
    import pyarrow.parquet as pq

    try:
        handle = pq.ParquetFile(path)
    except Exception as exc:  # not Parquet, truncated footer, ...
        raise InputError(f"is not a readable Parquet file ({exc})", source=str(path)) from None
    for batch in handle.iter_batches(batch_size=batch_size, columns=columns):
        yield from batch.to_pylist()


def tabular_record(row: dict[str, Any]) -> dict[str, Any]:
    """A table row as a contract record: columns outside the contract (and not null) go into ``metadata``."""
    record = {k: v for k, v in row.items() if k in FIELDS and v is not None}
    extra = {k: _plain(v) for k, v in row.items() if k not in FIELDS and v is not None}
    if extra:
        record["metadata"] = {**extra, **(record.get("metadata") or {})}
    return record


def _plain(value: Any) -> Any:
    """JSON-friendly metadata: plain scalars and lists/dicts of them as they are, others (dates, bytes) as text."""
    if isinstance(value, _PLAIN):
        return value
    try:
        json.dumps(value)
        return value
    except (TypeError, ValueError):
        return str(value)
