"""Where records come from, whatever the path names: one JSONL/JSON/CSV file (:mod:`answersim.io.readers`), or a
Parquet file, a directory or a glob of Parquet and JSONL files (:mod:`answersim.io.parquet`), with an optional
column mapping (:mod:`answersim.io.mapping`)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

from answersim.cases import TestCase
from answersim.errors import InputError
from answersim.io.mapping import ColumnMap, check_mapping, map_record
from answersim.io.parquet import LINE_SUFFIXES, expand_source, is_table_source, iter_parquet_rows, tabular_record
from answersim.io.readers import read_records


def read_source(path: str | Path, *, mapping: ColumnMap | None = None) -> Iterator[tuple[int | str, Any]]:
    """Yield (record number, record) with mapped columns renamed to the contract's fields.

    Numbers are lines for text files, ``#row`` (1-based) for Parquet, prefixed ``file:`` / ``file#`` when a
    directory or a glob holds several files, so an error names the exact place.
    """
    mapping = check_mapping(mapping)
    for number, record, tabular in _raw(path, mapping):
        yield number, (tabular_record(map_record(record, mapping)) if tabular else record)


def read_source_cases(
    path: str | Path, *, mapping: ColumnMap | None = None, require_actual: bool = True
) -> Iterator[tuple[int | str, TestCase]]:
    """Yield (record number, validated case) from any source; errors name the file, the record and the field."""
    for number, record in read_source(path, mapping=mapping):
        try:
            yield number, TestCase.from_record(record, require_actual=require_actual)
        except InputError as exc:
            raise exc.located(source=str(path), record=number) from None


def _raw(path: str | Path, mapping: ColumnMap) -> Iterator[tuple[int | str, Any, bool]]:
    """(number, record, whether it is a table row still to be mapped, whose extra columns go into metadata);
    records of text files come back mapped."""
    if not is_table_source(path):
        for number, record in read_records(path, mapping=mapping):
            yield number, record, False
        return
    files = expand_source(path)
    several = len(files) > 1 or str(files[0]) != str(path)
    for file in files:
        if file.suffix.lower() in LINE_SUFFIXES:
            for number, record in read_records(file, mapping=mapping):
                yield (f"{file.name}:{number}" if several else number), record, False
            continue
        for row, record in enumerate(iter_parquet_rows(file), start=1):
            yield (f"{file.name}#{row}" if several else f"#{row}"), record, True
