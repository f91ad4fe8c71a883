"""Streaming readers for ``.jsonl``, ``.json`` (a list) and ``.csv`` test-case files.

Each reader yields ``(record_number, dict)``: the line number for JSONL and CSV (header = line 1),
``#position`` (1-based) for a JSON list. Malformed records raise :class:`InputError` naming the line.
"""

from __future__ import annotations

import csv
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from answersim.cases import FIELDS, TestCase
from answersim.errors import InputError

_LIST_FIELDS = ("references", "tags")


def read_records(path: str | Path) -> Iterator[tuple[int | str, Any]]:
    """Yield (record number, raw record) from a JSONL, JSON or CSV file, streaming where possible."""
    path = Path(path)
    if not path.is_file():
        raise InputError("file not found", source=str(path))
    suffix = path.suffix.lower()
    if suffix in (".jsonl", ".ndjson"):
        yield from _jsonl(path)
    elif suffix == ".json":
        yield from _json(path)
    elif suffix in (".csv", ".tsv"):
        yield from _csv(path, delimiter="\t" if suffix == ".tsv" else ",")
    else:
        raise InputError(f"unsupported file type {suffix!r}; use .jsonl, .json or .csv", source=str(path))


def read_cases(path: str | Path, *, require_actual: bool = True) -> Iterator[tuple[int | str, TestCase]]:
    """Yield (record number, validated case); errors name the file, the line and the field."""
    for number, record in read_records(path):
        try:
            yield number, TestCase.from_record(record, require_actual=require_actual)
        except InputError as exc:
            raise exc.located(source=str(path), record=number) from None


def _open(path: Path) -> Any:
    # utf-8-sig drops a byte-order mark; strict errors so bad bytes are reported, not silently replaced
    return open(path, encoding="utf-8-sig", errors="strict", newline="")


def _decode_error(path: Path, number: int | None, exc: UnicodeDecodeError) -> InputError:
    """The error for bad bytes; ``number=None`` finds the line (text readers decode in large blocks)."""
    if number is None:
        number = _first_undecodable_line(path)
    return InputError(
        f"is not valid UTF-8 (byte {exc.object[exc.start : exc.start + 1]!r}); re-save the file as UTF-8",
        source=str(path),
        record=number,
    )


def _first_undecodable_line(path: Path) -> int:
    with open(path, "rb") as fh:
        for number, raw in enumerate(fh, start=1):
            try:
                raw.decode("utf-8")
            except UnicodeDecodeError:
                return number
    return 1


def _jsonl(path: Path) -> Iterator[tuple[int, Any]]:
    with open(path, "rb") as fh:
        for number, raw in enumerate(fh, start=1):
            try:
                line = raw.decode("utf-8-sig" if number == 1 else "utf-8")
            except UnicodeDecodeError as exc:
                raise _decode_error(path, number, exc) from None
            if not line.strip():
                continue
            try:
                yield number, json.loads(line)
            except json.JSONDecodeError as exc:
                raise InputError(
                    f"is not valid JSON ({exc.msg} at column {exc.colno}); each line must be one JSON object",
                    source=str(path),
                    record=number,
                ) from None


def _json(path: Path) -> Iterator[tuple[int | str, Any]]:
    try:
        with _open(path) as fh:
            data = json.load(fh)
    except UnicodeDecodeError as exc:
        raise _decode_error(path, None, exc) from None
    except json.JSONDecodeError as exc:
        raise InputError(f"is not valid JSON ({exc.msg})", source=str(path), record=exc.lineno) from None
    if isinstance(data, dict) and isinstance(data.get("cases"), list):
        data = data["cases"]
    if not isinstance(data, list):
        raise InputError('must hold a JSON list of test cases (or {"cases": [...]})', source=str(path))
    for number, record in enumerate(data, start=1):
        yield f"#{number}", record


def _csv(path: Path, delimiter: str) -> Iterator[tuple[int, Any]]:
    with _open(path) as fh:
        reader = csv.reader(fh, delimiter=delimiter)
        try:
            header = next(reader, None)
        except UnicodeDecodeError as exc:
            raise _decode_error(path, None, exc) from None
        if not header:
            return
        header = [h.strip() for h in header]
        if "actual_output" not in header and len(header) == 1 and (";" in header[0] or "\t" in header[0]):
            raise InputError(
                "has a single column; is the delimiter ';' or a tab? Save it comma-separated", source=str(path)
            )
        line = 1
        while True:
            try:
                row = next(reader)
            except StopIteration:
                return
            except UnicodeDecodeError as exc:
                raise _decode_error(path, None, exc) from None
            line = reader.line_num
            if not any(cell.strip() for cell in row):
                continue
            if len(row) != len(header):
                raise InputError(
                    f"has {len(row)} cells but the header has {len(header)}; quote cells that contain commas",
                    source=str(path),
                    record=line,
                )
            yield line, _csv_record(dict(zip(header, row)), path, line)


def _csv_record(row: dict[str, str], path: Path, line: int) -> dict[str, Any]:
    """CSV cells are text: list fields take a JSON array (or one plain value), metadata a JSON object;
    columns outside the contract go into metadata; empty cells mean "not given"."""
    record: dict[str, Any] = {}
    metadata: dict[str, Any] = {}
    for key, value in row.items():
        if key not in FIELDS:
            if value != "":
                metadata[key] = value
            continue
        if value == "":
            continue
        if key in _LIST_FIELDS or key == "metadata":
            record[key] = _json_cell(key, value, path, line)
        else:
            record[key] = value
    if metadata:
        record["metadata"] = {**metadata, **(record.get("metadata") or {})}
    return record


def _json_cell(key: str, value: str, path: Path, line: int) -> Any:
    text = value.strip()
    if key == "metadata" or text.startswith("["):
        try:
            return json.loads(text)
        except json.JSONDecodeError as exc:
            raise InputError(
                f'is not valid JSON ({exc.msg}); write lists as ["a", "b"]', source=str(path), record=line, field=key
            ) from None
    return [value]
