"""Column mapping: real logs name their columns ``response``, ``gold``…; a mapping says which column feeds
which field of the test-case contract (``--map actual_output=response``, ``mapping={...}`` in Python)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from answersim.cases import FIELDS
from answersim.errors import ConfigError

ColumnMap = Mapping[str, str]  # contract field -> source column


def parse_mapping(pairs: Iterable[str] | None) -> dict[str, str]:
    """``["actual_output=response", ...]`` → ``{"actual_output": "response"}``; unknown fields are refused."""
    out: dict[str, str] = {}
    for pair in pairs or ():
        field, sep, column = pair.partition("=")
        field, column = field.strip(), column.strip()
        if not sep or not field or not column:
            raise ConfigError(f"--map {pair!r}: write FIELD=COLUMN, e.g. --map actual_output=response")
        out[field] = column
    return check_mapping(out)


def check_mapping(mapping: ColumnMap | None) -> dict[str, str]:
    """Validate a mapping: keys must be contract fields, each column used once."""
    mapping = dict(mapping or {})
    for field in mapping:
        if field not in FIELDS:
            raise ConfigError(f"cannot map onto {field!r}: the fields are {', '.join(FIELDS)}")
    columns = list(mapping.values())
    repeated = sorted({c for c in columns if columns.count(c) > 1})
    if repeated:
        raise ConfigError(f"column {repeated[0]!r} is mapped onto two fields; map each column once")
    return mapping


def map_record(record: Any, mapping: ColumnMap | None) -> Any:
    """The record with mapped columns renamed to their fields (a column's own field name loses to the mapping).

    Non-mapping records pass through untouched so validation can name them.
    """
    if not mapping or not isinstance(record, Mapping):
        return record
    sources = set(mapping.values())
    out = {k: v for k, v in record.items() if k not in sources and k not in mapping}
    for field, column in mapping.items():
        if column in record:
            out[field] = record[column]
    return out
