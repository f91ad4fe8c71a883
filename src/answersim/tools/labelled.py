"""Reading human-labelled answer pairs (for ``calibrate`` and ``train``) from the common file layouts.

Accepted: a SAS csv (header ``answer1,answer2,label``), an STS-B csv without header
(``sentence1,sentence2,score``), and a JSONL/JSON/CSV test-case file with the contract's fields plus
``label``. Rows whose label is empty are skipped (and counted); a label that is not a number is an error
naming the line and the field.
"""

from __future__ import annotations

import csv
import math
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from answersim.errors import InputError
from answersim.io.readers import read_records


@dataclass
class LabelledPairs:
    """Reference/answer pairs with a human label each; ``layout`` says which file format was read."""

    expected: list[str]
    actual: list[str]
    labels: np.ndarray
    layout: str
    skipped: int = 0

    def __len__(self) -> int:
        return len(self.labels)

    def subset(self, index: np.ndarray | list[int]) -> LabelledPairs:
        idx = list(np.asarray(index, dtype=int))
        return LabelledPairs(
            [self.expected[i] for i in idx], [self.actual[i] for i in idx], self.labels[idx], self.layout
        )


def read_labelled(path: str | Path) -> LabelledPairs:
    """Read labelled pairs from ``path``, detecting the layout; raise :class:`InputError` on bad rows."""
    path = Path(path)
    if not path.is_file():
        raise InputError("file not found", source=str(path))
    if path.suffix.lower() == ".csv":
        first = _first_row(path)
        if first[:3] == ["answer1", "answer2", "label"]:
            return _plain_csv(path, header=True, layout="sas")
        if len(first) == 3 and _is_number(first[2]) and "expected_output" not in first:
            return _plain_csv(path, header=False, layout="sts")
    return _records(path)


def _first_row(path: Path) -> list[str]:
    with open(path, encoding="utf-8-sig", newline="") as fh:
        return [c.strip() for c in next(csv.reader(fh), [])]


def _is_number(text: str) -> bool:
    try:
        return math.isfinite(float(text))
    except ValueError:
        return False


def _label(value: object, source: Path, line: int | str) -> float | None:
    if value is None or (isinstance(value, str) and not value.strip()):
        return None
    try:
        number = float(value)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        number = math.nan
    if isinstance(value, bool) or not math.isfinite(number):
        raise InputError(f"must be a number, got {value!r}", source=str(source), record=line, field="label")
    return number


def _plain_csv(path: Path, *, header: bool, layout: str) -> LabelledPairs:
    expected, actual, labels, skipped = [], [], [], 0
    with open(path, encoding="utf-8-sig", newline="") as fh:
        reader = csv.reader(fh)
        if header:
            next(reader)
        for row in reader:
            line = reader.line_num
            if not any(c.strip() for c in row):
                continue
            if len(row) != 3:
                raise InputError(
                    f"has {len(row)} cells, expected 3 (text, text, label); quote cells that contain commas",
                    source=str(path),
                    record=line,
                )
            label = _label(row[2], path, line)
            if label is None:
                skipped += 1
                continue
            expected.append(row[0])
            actual.append(row[1])
            labels.append(label)
    return _done(path, expected, actual, labels, layout, skipped)


def _records(path: Path) -> LabelledPairs:
    expected, actual, labels, skipped = [], [], [], 0
    for number, record in read_records(path):
        if not isinstance(record, dict):
            raise InputError("must be an object with expected_output, actual_output and label", source=str(path))
        # CSV test-case files put columns outside the contract (such as label) into metadata
        raw = record["label"] if "label" in record else (record.get("metadata") or {}).get("label")
        label = _label(raw, path, number)
        if label is None:
            skipped += 1
            continue
        for field in ("expected_output", "actual_output"):
            if not isinstance(record.get(field), str):
                raise InputError("is missing or not a string", source=str(path), record=number, field=field)
        expected.append(record["expected_output"])
        actual.append(record["actual_output"])
        labels.append(label)
    return _done(path, expected, actual, labels, "records", skipped)


def _done(path: Path, expected: list, actual: list, labels: list, layout: str, skipped: int) -> LabelledPairs:
    if not labels:
        raise InputError("holds no labelled pairs", source=str(path))
    return LabelledPairs(expected, actual, np.asarray(labels, dtype=np.float64), layout, skipped)
