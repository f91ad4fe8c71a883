"""Input that no report could hold is refused before any work: exit 2 naming the file, the line and the field.

Issue 18, class 5: lone surrogates, deep nesting, huge numbers, NaN/Infinity, over-long CSV cells, a CSV
``metadata`` cell that is not an object. Every report writer emits strict JSON. The readers are fuzzed.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from answersim.cli.main import main
from answersim.errors import InputError, InputErrors
from answersim.io.readers import read_records
from answersim.results import ItemResult, MetricResult, Report, Usage
from answersim.runner.core import validate_cases

FLAGS = ["--provider", "fake", "--metric", "cosine", "--no-progress", "--no-journal", "--no-cache"]
GOOD = '{"expected_output": "Paris is the capital", "actual_output": "The capital is Paris"}'


def strict(text: str):
    """Parse JSON the way a strict parser (JavaScript, Go, jq) does: NaN/Infinity are errors."""

    def refuse(name: str):
        raise ValueError(f"non-standard JSON constant {name}")

    return json.loads(text, parse_constant=refuse)


def run_eval(path: Path, capsys, tmp_path: Path, *extra: str) -> tuple[int, str]:
    report = tmp_path / "report.json"
    code = main(["eval", str(path), *FLAGS, "-o", str(report), *extra])
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err and "internal error" not in err
    assert not report.exists(), "bad input must stop the run before any work"
    return code, err


P = '{"expected_output": "a", "actual_output": "x", '
BAD_LINES = [
    # (the second line of the file, field named in the error, words of the message)
    ('{"expected_output": "Par\\ud800is", "actual_output": "x"}', "expected_output", "lone surrogate"),
    (P + '"tags": ["ok", "\\udfff"]}', "tags", "lone surrogate"),
    (P + '"metadata": {"k\\ud83d": 1}}', "metadata", "lone surrogate"),
    (P + '"metadata": {"s": NaN}}', "metadata", "NaN"),
    (P + '"metadata": {"s": [Infinity]}}', "metadata", "Infinity"),
    (P + '"metadata": {"s": -Infinity}}', "metadata", "Infinity"),
    (P + '"metadata": {"s": 1e999}}', "metadata", "too large"),
    (P + '"metadata": {"n": ' + "7" * 5000 + "}}", "metadata", "5000 digits"),
    (P + '"id": ' + "9" * 5000 + "}", "id", "5000 digits"),
    (P + '"metadata": ' + "[" * 100_000 + "]" * 100_000 + "}", "metadata", "nests deeper"),
    (P + '"metadata": ' + "[" * 200 + "]" * 200 + "}", "metadata", "nests deeper"),
    (P + '"metadata": ' + '{"a":' * 5000 + "1" + "}" * 5000 + "}", "metadata", "nests deeper"),
]  # fmt: skip


@pytest.mark.parametrize(("line", "field", "words"), BAD_LINES, ids=lambda v: v[:40] if isinstance(v, str) else None)
@pytest.mark.parametrize("stream", [False, True], ids=["full", "stream"])
def test_jsonl_that_no_report_could_hold_exits_2_naming_line_and_field(tmp_path, capsys, line, field, words, stream):
    path = tmp_path / "cases.jsonl"
    path.write_text(f"{GOOD}\n{line}\n{GOOD}\n", encoding="utf-8")
    code, err = run_eval(path, capsys, tmp_path, *(["--stream"] if stream else []))
    assert code == 2
    assert f"{path}: line 2: field '{field}'" in err and words in err


@pytest.mark.parametrize(("line", "field", "words"), BAD_LINES[::3] + BAD_LINES[9:10])
def test_json_lists_name_the_record_and_field(tmp_path, capsys, line, field, words):
    path = tmp_path / "cases.json"
    path.write_text(f'{{"cases": [\n{GOOD},\n{line}\n]}}', encoding="utf-8")
    code, err = run_eval(path, capsys, tmp_path)
    assert code == 2 and f"{path}: record #2: field '{field}'" in err and words in err


def test_a_csv_cell_over_128_kib_names_line_and_column(tmp_path, capsys):
    path = tmp_path / "cases.csv"
    path.write_text(f"expected_output,actual_output\na,b\nc,{'x' * 131_073}\n", encoding="utf-8")
    code, err = run_eval(path, capsys, tmp_path)
    assert code == 2 and f"{path}: line 3: field 'actual_output'" in err and "131,073 characters" in err
    # at the limit the text is read whole and scored
    path.write_text(f"expected_output,actual_output\na,b\nc,{'x' * 131_072}\n", encoding="utf-8")
    assert main(["eval", str(path), *FLAGS, "-q"]) == 0


@pytest.mark.parametrize("cell", ['"[1, 2]"', "7", '"""text"""', "null"])
def test_a_csv_metadata_cell_that_is_not_an_object(tmp_path, capsys, cell):
    path = tmp_path / "cases.csv"
    path.write_text(f"expected_output,actual_output,metadata,source\na,b,{{}},x\nc,d,{cell},y\n", encoding="utf-8")
    code, err = run_eval(path, capsys, tmp_path)
    assert code == 2 and f"{path}: line 3: field 'metadata'" in err and "JSON object" in err


def test_a_csv_metadata_cell_with_nan_or_a_surrogate(tmp_path, capsys):
    path = tmp_path / "cases.csv"
    path.write_text('expected_output,actual_output,metadata\na,b,"{""x"": NaN}"\n', encoding="utf-8")
    code, err = run_eval(path, capsys, tmp_path)
    assert code == 2 and f"{path}: line 2: field 'metadata'" in err and "NaN" in err
    path.write_text('expected_output,actual_output,references\na,b,"[""\\ud800""]"\n', encoding="utf-8")
    code, err = run_eval(path, capsys, tmp_path)
    assert code == 2 and f"{path}: line 2: field 'references'" in err and "surrogate" in err


def test_the_library_refuses_the_same_values_by_record_and_field():
    records = [
        {"expected_output": "a", "actual_output": "b"},
        {"expected_output": "a", "actual_output": "b", "metadata": {"x": float("nan")}},
        {"expected_output": "a\udc80", "actual_output": "b"},
    ]
    with pytest.raises(InputErrors) as caught:
        validate_cases(records, [])
    assert [(e.record, e.field) for e in caught.value.errors] == [("#1", "metadata"), ("#2", "expected_output")]


# -- every writer emits strict JSON -------------------------------------------------------------------------
def nan_report() -> Report:
    from answersim.cases import TestCase

    result = MetricResult(
        metric="cosine", score=float("nan"), raw_score=float("inf"), details={"v": float("-inf")}, usage=Usage()
    )
    item = ItemResult(index=0, case=TestCase(actual_output="a", expected_output="b"), results={"cosine": result})
    return Report(items=[item], metrics=["cosine"], meta={"odd": float("nan")})


@pytest.mark.parametrize("suffix", [".json", ".html"])
def test_report_files_are_strict_json_even_with_nan_scores(tmp_path, suffix):
    from answersim.io.writers import write_report

    path = write_report(nan_report(), tmp_path / f"report{suffix}")
    text = path.read_text(encoding="utf-8")
    if suffix == ".html":
        text = re.search(r"<script[^>]*application/json[^>]*>(.*?)</script>", text, re.S).group(1)
    doc = strict(text)
    assert json.dumps(doc).count("NaN") == 0


def test_run_history_and_journal_are_strict_json(tmp_path):
    from answersim.stores.journal import Journal
    from answersim.stores.runs import RunStore

    store = RunStore(tmp_path / "runs.db")
    store.save("r", nan_report())
    blob = store.conn.execute("SELECT report, means FROM runs").fetchone()
    import zlib

    strict(zlib.decompress(blob[0]).decode())
    strict(blob[1])
    store.close()
    journal = Journal(tmp_path / "j.jsonl", "c")
    journal.start(append=False)
    journal.record(nan_report().items[0])
    journal.close()
    for line in (tmp_path / "j.jsonl").read_text().splitlines():
        strict(line)


# -- fuzzing the readers ------------------------------------------------------------------------------------
# Records are built from JSON values that include what broke reports (NaN, Infinity, lone surrogates, huge
# integers, deep nesting) and written in every format; some files are then cut or have bytes flipped.
ODD_TEXT = st.one_of(
    st.text(max_size=30),
    st.text(alphabet=st.characters(min_codepoint=0xD800, max_codepoint=0xDFFF), min_size=1, max_size=2),
    st.sampled_from(["", " ", "\x00", "\ufeff", "a,b", '"q"', "line\nbreak", "x" * 131_073]),
)
DEEP = st.integers(min_value=60, max_value=3000).map(lambda n: "[" * n + "]" * n)
SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.floats(allow_nan=True, allow_infinity=True),
    st.integers(),
    st.integers(min_value=4290, max_value=4310).map(lambda n: ("__raw__", "9" * n)),  # a JSON number, as text
    ODD_TEXT,
)
VALUES = st.recursive(SCALARS, lambda inner: st.lists(inner, max_size=3) | st.dictionaries(ODD_TEXT, inner, max_size=3))
FIELD_NAMES = st.sampled_from(
    ["id", "input", "actual_output", "expected_output", "references", "tags", "metadata", "x"]
)
RECORDS = st.lists(st.dictionaries(FIELD_NAMES, VALUES | DEEP.map(lambda d: ("__raw__", d)), max_size=5), max_size=4)


def dump(value) -> str:
    if isinstance(value, tuple):  # a raw JSON fragment (deep nesting, huge numbers: json.dumps cannot build them)
        return value[1]
    if isinstance(value, dict):
        return "{" + ",".join(f"{json.dumps(k)}:{dump(v)}" for k, v in value.items()) + "}"
    if isinstance(value, list):
        return "[" + ",".join(dump(v) for v in value) + "]"
    return json.dumps(value)  # ensure_ascii: lone surrogates become \udxxx escapes; NaN stays a literal


def write_file(records: list[dict], suffix: str) -> str:
    if suffix == ".jsonl":
        return "".join(dump(r) + "\n" for r in records)
    if suffix == ".json":
        return "[" + ",\n".join(dump(r) for r in records) + "]"
    import csv
    import io

    columns = sorted({k for r in records for k in r}) or ["actual_output"]
    buffer = io.StringIO()
    writer = csv.writer(buffer, delimiter="\t" if suffix == ".tsv" else ",")
    writer.writerow(columns)
    for r in records:
        writer.writerow(
            [v if isinstance(v, str) else "" if k not in r else dump(v) for k, v in ((c, r.get(c)) for c in columns)]
        )
    return buffer.getvalue()


ANY_VALUE = VALUES | DEEP.map(lambda d: ("__raw__", d))
SCORABLE = st.lists(  # records a cosine run can score, unless an odd value is refused
    st.fixed_dictionaries(
        {"expected_output": ODD_TEXT, "actual_output": ODD_TEXT},
        optional={"metadata": ANY_VALUE, "tags": ANY_VALUE, "id": ANY_VALUE, "references": ANY_VALUE},
    ),
    min_size=1,
    max_size=4,
)


@st.composite
def case_files(draw, records: st.SearchStrategy[list[dict]] = RECORDS) -> tuple[str, bytes]:
    suffix = draw(st.sampled_from([".jsonl", ".json", ".csv", ".tsv"]))
    if draw(st.integers(0, 9)) == 0:
        return suffix, draw(st.binary(max_size=300))
    data = write_file(draw(records), suffix).encode("utf-8", "surrogatepass")
    mangle = draw(st.sampled_from(["none", "none", "cut", "flip"]))
    if data and mangle == "cut":
        data = data[: draw(st.integers(0, len(data) - 1))]
    elif data and mangle == "flip":
        at = draw(st.integers(0, len(data) - 1))
        data = data[:at] + bytes([draw(st.integers(0, 255))]) + data[at + 1 :]
    return suffix, data


@settings(
    max_examples=100, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow]
)
@given(file=case_files())
def test_readers_accept_a_file_or_raise_an_input_error_with_a_location(tmp_path, file):
    suffix, content = file
    path = tmp_path / f"fuzz{suffix}"
    path.write_bytes(content)
    try:
        numbers, records = [], []
        for number, record in read_records(path):
            numbers.append(number)
            records.append(record)
        cases = validate_cases(records, [], require_actual=False, source=str(path), numbers=numbers)
    except InputError as exc:
        assert exc.source == str(path)
        return
    except InputErrors as exc:
        assert all(e.source == str(path) and e.record is not None for e in exc.errors)
        return
    for case in cases:  # what is accepted can be reported, as strict JSON and as UTF-8
        json.dumps(case.to_dict(), ensure_ascii=False, allow_nan=False).encode("utf-8")


@settings(
    max_examples=50, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow]
)
@given(file=case_files(SCORABLE))
def test_eval_on_fuzzed_files_exits_0_or_2_and_writes_strict_json(tmp_path_factory, file):
    """End to end: ``answersim eval`` either scores the file and writes a strict-JSON report, or exits 2."""
    import contextlib
    import io

    suffix, content = file
    folder = tmp_path_factory.mktemp("fuzz")
    path, report = folder / f"fuzz{suffix}", folder / "report.json"
    path.write_bytes(content)
    err = io.StringIO()
    with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
        code = main(["eval", str(path), *FLAGS, "--quiet", "-o", str(report)])
    assert code in (0, 2) and "internal error" not in err.getvalue(), err.getvalue()
    if code == 0:
        strict(report.read_text(encoding="utf-8"))
    else:
        assert str(path) in err.getvalue() and not report.exists()
