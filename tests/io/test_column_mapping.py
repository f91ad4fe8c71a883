"""Column mapping on text files: a CSV, TSV, JSONL or JSON file whose columns are named ``response`` / ``gold``
reads as the contract's fields, the other columns stay metadata, and ``eval --map`` scores it."""

from __future__ import annotations

import csv
import json

import pytest

from answersim.cli.main import main
from answersim.io.sources import read_source_cases

ROWS = [
    {"response": "Paris is the capital", "gold": "Paris", "alts": '["the city of Paris"]', "user": "7"},
    {"response": "It was founded in 1999", "gold": "2001", "alts": '["in 2001"]', "user": "8"},
]
MAPPING = {"actual_output": "response", "expected_output": "gold", "references": "alts"}


def write(path, rows):
    if path.suffix in (".csv", ".tsv"):
        with open(path, "w", newline="", encoding="utf-8") as fh:
            writer = csv.DictWriter(fh, fieldnames=list(rows[0]), delimiter="\t" if path.suffix == ".tsv" else ",")
            writer.writeheader()
            writer.writerows(rows)
    elif path.suffix == ".jsonl":
        path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    else:
        path.write_text(json.dumps(rows), encoding="utf-8")


@pytest.mark.parametrize("suffix", [".csv", ".tsv", ".jsonl", ".json"])
def test_mapped_columns_of_text_files_feed_the_contract_fields(tmp_path, suffix):
    path = tmp_path / f"logs{suffix}"
    rows = ROWS if suffix in (".csv", ".tsv") else [{**r, "alts": json.loads(r["alts"])} for r in ROWS]
    write(path, rows)
    cases = [case for _, case in read_source_cases(path, mapping=MAPPING)]
    assert [c.actual_output for c in cases] == [r["response"] for r in ROWS]
    assert [c.expected_output for c in cases] == [r["gold"] for r in ROWS]
    assert [list(c.references) for c in cases] == [json.loads(r["alts"]) for r in ROWS]
    if suffix in (".csv", ".tsv"):  # a CSV's unmapped columns are metadata
        assert [c.metadata for c in cases] == [{"user": r["user"]} for r in ROWS]


def test_a_mapped_column_that_a_csv_lacks_is_named_with_its_line(tmp_path):
    path = tmp_path / "logs.csv"
    write(path, ROWS)
    with pytest.raises(Exception, match=r"line 2.*actual_output"):
        list(read_source_cases(path, mapping={"actual_output": "answer", "expected_output": "gold"}))


def test_eval_scores_a_csv_through_the_mapping(tmp_path):
    source, out = tmp_path / "logs.csv", tmp_path / "report.json"
    write(source, ROWS)
    args = ["--map", "actual_output=response", "--map", "expected_output=gold", "--metric", "exact-match"]
    assert main(["eval", str(source), *args, "-o", str(out), "-q", "--no-journal"]) == 0
    items = json.loads(out.read_text(encoding="utf-8"))["items"]
    assert [item["actual_output"] for item in items] == [r["response"] for r in ROWS]
