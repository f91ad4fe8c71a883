"""The test case: the user-facing record of one answer to score, and its validation."""

from __future__ import annotations

import math
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from answersim.errors import InputError

#: Field names of the user contract (JSONL keys, CSV columns, library keyword arguments).
FIELDS = ("id", "input", "actual_output", "expected_output", "references", "tags", "metadata")

#: Nesting levels a field may have (``metadata`` = level 1); deeper records are refused, not crashed on.
MAX_DEPTH = 64
#: Digits an integer may have: Python cannot print longer ones, so no report could hold them.
MAX_INT_DIGITS = 4300
_MAX_INT_BITS = int(MAX_INT_DIGITS * math.log2(10))
_FIELD_SET = frozenset(FIELDS)
_SURROGATE = re.compile("[\ud800-\udfff]")


class LongNumber(str):
    """A JSON integer too long to convert, kept as its text so validation names its field (set by the readers)."""


@dataclass(frozen=True)
class TestCase:
    """One answer to score: ``actual_output`` against ``expected_output`` and/or ``references``."""

    __test__ = False  # keep pytest from collecting this class

    actual_output: str | None = None
    expected_output: str | None = None
    references: tuple[str, ...] | None = None
    input: str | None = None
    id: str | None = None
    tags: tuple[str, ...] = ()
    metadata: Mapping[str, Any] = field(default_factory=dict)

    @property
    def targets(self) -> tuple[str, ...]:
        """The texts the answer is compared with: ``expected_output`` then the references."""
        out: list[str] = []
        if self.expected_output is not None:
            out.append(self.expected_output)
        out.extend(self.references or ())
        return tuple(out)

    def with_actual(self, actual_output: str) -> TestCase:
        """A copy with ``actual_output`` filled in (used when a target function produces it)."""
        return TestCase(
            actual_output=actual_output,
            expected_output=self.expected_output,
            references=self.references,
            input=self.input,
            id=self.id,
            tags=self.tags,
            metadata=self.metadata,
        )

    def to_dict(self) -> dict[str, Any]:
        """The case as a plain dict with the contract's field names (None fields left out)."""
        out: dict[str, Any] = {}
        for name in FIELDS:
            value = getattr(self, name)
            if value is None or value == () or (name == "metadata" and not value):
                continue
            out[name] = list(value) if isinstance(value, tuple) else value
        return out

    @classmethod
    def from_record(cls, record: Any, *, require_actual: bool = True) -> TestCase:
        """Validate a raw record (dict from JSON/CSV or a user's dict) and build a case.

        Raises :class:`InputError` naming the field; the caller adds the file and line.
        """
        if isinstance(record, TestCase):
            return record
        if not isinstance(record, Mapping):
            raise InputError(f"expected an object with fields {', '.join(FIELDS)}, got {_kind(record)}")
        for name, value in record.items():
            if name in _FIELD_SET:
                check_value(value, name)
        actual = _text(record, "actual_output", required=require_actual)
        expected = _text(record, "expected_output")
        references = _text_list(record, "references")
        if references is not None and not references:
            raise InputError(
                "is an empty list; give at least one reference or leave the field out",
                field="references",
            )
        tags = _text_list(record, "tags") or ()
        metadata = record.get("metadata") or {}
        if not isinstance(metadata, Mapping):
            raise InputError(f"must be an object, got {_kind(metadata)}", field="metadata")
        case_id = record.get("id")
        if case_id is not None and not isinstance(case_id, (str, int)):
            raise InputError(f"must be a string or an integer, got {_kind(case_id)}", field="id")
        return cls(
            actual_output=actual,
            expected_output=expected,
            references=tuple(references) if references is not None else None,
            input=_text(record, "input"),
            id=None if case_id is None else str(case_id),
            tags=tuple(tags),
            metadata=dict(metadata),
        )


def duplicate_id_warnings(cases: Sequence[TestCase], numbers: Sequence[int | str] | None = None) -> list[str]:
    """Messages for ids used by several records. A warning, not an error: items are kept apart by
    position (and by content in journals and comparisons), so every record is still scored."""
    where: dict[str, list[str]] = {}
    for position, case in enumerate(cases):
        if case.id is not None:
            where.setdefault(case.id, []).append(str(numbers[position] if numbers is not None else f"#{position}"))
    repeated = [(i, at) for i, at in where.items() if len(at) > 1]
    out = [f"id {i!r} is used by more than one record (lines {', '.join(at)})" for i, at in repeated[:20]]
    if len(repeated) > 20:
        out.append(f"... and {len(repeated) - 20} more repeated ids")
    return out


def check_value(value: Any, name: str) -> None:
    """Refuse what no report or journal can hold, naming the field: lone surrogates, NaN/Infinity, integers
    over :data:`MAX_INT_DIGITS` digits, nesting over :data:`MAX_DEPTH` levels (iterative: any depth is safe)."""
    kind = type(value)
    if kind is str:  # the common cases first, kept cheap: an ASCII string cannot hold a surrogate
        if not value.isascii():
            _check_text(value, name)
        return
    if value is None or kind is bool:
        return
    stack: list[tuple[Any, int]] = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        kind = type(item)
        if kind is str:
            if not item.isascii():
                _check_text(item, name)
        elif kind is dict or kind is list or kind is tuple or isinstance(item, (Mapping, list, tuple)):
            if depth > MAX_DEPTH:
                raise InputError(f"nests deeper than {MAX_DEPTH} levels; flatten it", field=name)
            if isinstance(item, Mapping):
                for key, inner in item.items():
                    if isinstance(key, str) and not key.isascii():
                        _check_text(key, name)
                    stack.append((inner, depth + 1))
            else:
                stack.extend((inner, depth + 1) for inner in item)
        elif item is not None and kind is not bool:
            _check_scalar(item, name)


def _check_scalar(item: Any, name: str) -> None:
    if isinstance(item, LongNumber):
        raise InputError(
            f"holds a number of {len(item.lstrip('-'))} digits (at most {MAX_INT_DIGITS}); quote it as a string",
            field=name,
        )
    if isinstance(item, str):
        if not item.isascii():
            _check_text(item, name)
    elif isinstance(item, float):
        if not math.isfinite(item):
            raise InputError(
                f"holds {item!r} (NaN, Infinity or a number too large for a float), which JSON does not "
                "allow; write null or quote it as a string",
                field=name,
            )
    elif isinstance(item, int) and not isinstance(item, bool) and item.bit_length() > _MAX_INT_BITS:
        raise InputError(f"holds an integer of over {MAX_INT_DIGITS} digits; quote it as a string", field=name)


def _check_text(text: str, name: str) -> None:
    found = _SURROGATE.search(text)
    if found is not None:
        raise InputError(
            f"holds a lone surrogate {found.group()!r} at character {found.start()}, which is not Unicode text "
            "(a broken \\uXXXX escape?); fix or remove it",
            field=name,
        )


def _kind(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return f"boolean {value!r}"
    if isinstance(value, (int, float)):
        return f"number {value!r}"
    if isinstance(value, (list, tuple)):
        return "a list"
    if isinstance(value, Mapping):
        return "an object"
    return type(value).__name__


def _text(record: Mapping[str, Any], name: str, *, required: bool = False) -> str | None:
    value = record.get(name)
    if value is None:
        if required:
            raise InputError("is missing; every record needs a text here", field=name)
        return None
    if not isinstance(value, str):
        raise InputError(f"must be a string, got {_kind(value)}; quote the value or convert it to text", field=name)
    return value


def _text_list(record: Mapping[str, Any], name: str) -> list[str] | None:
    value = record.get(name)
    if value is None:
        return None
    if isinstance(value, str):
        return [value]
    if not isinstance(value, (list, tuple)):
        raise InputError(f"must be a list of strings, got {_kind(value)}", field=name)
    for i, item in enumerate(value):
        if not isinstance(item, str):
            raise InputError(f"item {i} must be a string, got {_kind(item)}", field=name)
    return list(value)


def as_text(value: Any) -> str:
    """Turn what an agent or target returned into the text that is scored.

    Strings as they are; objects with a ``content`` attribute or key (chat messages) → that content;
    lists of messages → their contents joined by newlines; other dicts/lists → compact JSON with sorted
    keys; None → ""; anything else → ``str(value)``.
    """
    import json

    if isinstance(value, str):
        return value
    if value is None:
        return ""
    content = value.get("content") if isinstance(value, Mapping) else getattr(value, "content", None)
    if content is not None and not isinstance(value, (list, tuple)):
        return as_text(content)
    if (
        isinstance(value, (list, tuple))
        and value
        and all((isinstance(v, Mapping) and "content" in v) or hasattr(v, "content") for v in value)
    ):
        return "\n".join(as_text(v) for v in value)
    if isinstance(value, (Mapping, list, tuple)):
        return json.dumps(value, ensure_ascii=False, sort_keys=True, default=str)
    return str(value)
