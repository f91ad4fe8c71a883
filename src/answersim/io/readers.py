"""Streaming readers for ``.jsonl``, ``.json`` (a list) and ``.csv`` test-case files.

Each reader yields ``(record_number, dict)``: the line number for JSONL and CSV (header = line 1),
``#position`` (1-based) for a JSON list. Malformed records raise :class:`InputError` naming the line.
Integers too long to convert come back as :class:`~answersim.cases.LongNumber` and nesting too deep for
the JSON parser is located here, so validation names the field instead of crashing.
"""

from __future__ import annotations

import csv
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from answersim.cases import FIELDS, MAX_DEPTH, MAX_INT_DIGITS, LongNumber, TestCase
from answersim.errors import InputError
from answersim.io.mapping import ColumnMap, map_record

_LIST_FIELDS = ("references", "tags")
#: the longest CSV cell (Python's csv default, 128 KiB); longer texts go in a .jsonl file
MAX_CSV_CELL = 131_072
_CSV_HARD_LIMIT = 64 << 20  # what the csv module may read before we measure the cell ourselves


def _parse_int(text: str) -> int | LongNumber:
    return int(text) if len(text) - text.startswith("-") <= MAX_INT_DIGITS else LongNumber(text)


_DECODER = json.JSONDecoder(parse_int=_parse_int)  # built once: json.loads(..., parse_int=) builds one per call


def loads(text: str) -> Any:
    """``json.loads`` whose over-long integers become :class:`LongNumber` (validation names their field)."""
    return _DECODER.decode(text)


def too_deep(text: str) -> tuple[int, list[str | int]]:
    """Line and key path where JSON ``text`` first nests deeper than :data:`MAX_DEPTH` (called on errors only)."""
    line, in_string, escaped = 1, False, False
    stack: list[list[Any]] = []  # per open container: its current key (object) or index (list)
    chars: list[str] = []
    last = ""
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string, last = False, "".join(chars)
            elif len(chars) < 200:
                chars.append(ch)
            continue
        if ch == "\n":
            line += 1
        elif ch == '"':
            in_string, chars = True, []
        elif ch == ":" and stack:
            stack[-1][0] = last
        elif ch == "," and stack and isinstance(stack[-1][0], int):
            stack[-1][0] += 1
        elif ch in "[{":
            stack.append([0 if ch == "[" else None])
            if len(stack) > MAX_DEPTH + 1:
                break
        elif ch in "]}" and stack:
            stack.pop()
    return line, [entry[0] for entry in stack[:-1]]


def _deep_error(text: str, source: Path, line: int | None = None) -> InputError:
    """The error for a record nested too deeply for the parser: where, and in which field."""
    at, path = too_deep(text)
    record: int | str | None = line if line is not None else at
    keys = path
    if line is None:  # a .json file: [records] or {"cases": [records]}
        if keys and keys[0] == "cases":
            keys = keys[1:]
        if keys and isinstance(keys[0], int):
            record, keys = f"#{keys[0] + 1}", keys[1:]
    name = keys[0] if keys and isinstance(keys[0], str) else None
    return InputError(
        f"nests deeper than {MAX_DEPTH} levels{f' (line {at})' if line is None else ''}; flatten it",
        source=str(source),
        record=record,
        field=name,
    )


def read_records(path: str | Path, *, mapping: ColumnMap | None = None) -> Iterator[tuple[int | str, Any]]:
    """Yield (record number, raw record) from a JSONL, JSON or CSV file, streaming where possible, with
    mapped columns renamed to their fields (in a CSV before other columns go into ``metadata``)."""
    path = Path(path)
    if not path.is_file():
        raise InputError("file not found", source=str(path))
    suffix = path.suffix.lower()
    if suffix in (".jsonl", ".ndjson", ".json"):
        for number, record in _jsonl(path) if suffix != ".json" else _json(path):
            yield number, map_record(record, mapping)
    elif suffix in (".csv", ".tsv"):
        yield from _csv(path, delimiter="\t" if suffix == ".tsv" else ",", mapping=mapping)
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
                record = loads(line)
            except RecursionError:
                raise _deep_error(line, path, number) from None
            except json.JSONDecodeError as exc:
                raise InputError(
                    f"is not valid JSON ({exc.msg} at column {exc.colno}); each line must be one JSON object",
                    source=str(path),
                    record=number,
                ) from None
            yield number, record


def _json(path: Path) -> Iterator[tuple[int | str, Any]]:
    try:
        with _open(path) as fh:
            text = fh.read()
        data = loads(text)
    except RecursionError:
        raise _deep_error(text, path) from None
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


def _csv(path: Path, delimiter: str, mapping: ColumnMap | None = None) -> Iterator[tuple[int, Any]]:
    with _open(path) as fh:
        reader = csv.reader(fh, delimiter=delimiter)
        try:
            header = _next_row(reader)
        except UnicodeDecodeError as exc:
            raise _decode_error(path, None, exc) from None
        except csv.Error as exc:
            raise InputError(f"is not valid CSV ({exc})", source=str(path), record=reader.line_num or 1) from None
        if not header:
            return
        header = [h.strip() for h in header]
        _check_cells(header, header, path, 1)
        if "actual_output" not in header and len(header) == 1 and (";" in header[0] or "\t" in header[0]):
            raise InputError(
                "has a single column; is the delimiter ';' or a tab? Save it comma-separated", source=str(path)
            )
        line = 1
        while True:
            try:
                row = _next_row(reader)
            except UnicodeDecodeError as exc:
                raise _decode_error(path, None, exc) from None
            except csv.Error as exc:
                raise InputError(f"is not valid CSV ({exc})", source=str(path), record=reader.line_num) from None
            if row is None:
                return
            line = reader.line_num
            if not any(cell.strip() for cell in row):
                continue
            if len(row) != len(header):
                raise InputError(
                    f"has {len(row)} cells but the header has {len(header)}; quote cells that contain commas",
                    source=str(path),
                    record=line,
                )
            _check_cells(row, header, path, line)
            yield line, _csv_record(map_record(dict(zip(header, row)), mapping), path, line)


def _next_row(reader: Any) -> list[str] | None:
    """The next row, read under a high field limit so an over-long cell is named by :func:`_check_cells`."""
    previous = csv.field_size_limit(max(_CSV_HARD_LIMIT, csv.field_size_limit()))
    try:
        return next(reader, None)
    finally:
        csv.field_size_limit(previous)


def _check_cells(row: list[str], header: list[str], path: Path, line: int) -> None:
    for position, cell in enumerate(row):
        if len(cell) > MAX_CSV_CELL:
            known = position < len(header) and len(header[position]) <= 100 and line > 1
            name = header[position] if known else f"column {position + 1}"
            raise InputError(
                f"has a cell of {len(cell):,} characters (at most {MAX_CSV_CELL:,} in a CSV); "
                "put long texts in a .jsonl file",
                source=str(path),
                record=line,
                field=name,
            )


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
            parsed = loads(text)
        except RecursionError:
            raise InputError(
                f"nests deeper than {MAX_DEPTH} levels; flatten it", source=str(path), record=line, field=key
            ) from None
        except json.JSONDecodeError as exc:
            example = '{"key": "value"}' if key == "metadata" else '["a", "b"]'
            raise InputError(
                f"is not valid JSON ({exc.msg}); write it as {example}", source=str(path), record=line, field=key
            ) from None
        if key == "metadata" and not isinstance(parsed, dict):
            raise InputError('must be a JSON object such as {"key": "value"}', source=str(path), record=line, field=key)
        return parsed
    return [value]
