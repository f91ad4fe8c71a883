"""Every kind of bad input gets a documented score or a clear error naming file, line and field (exit 2).

Runs the real command (``answersim.cli.main.main``) on files written to tmp_path, with the fake embedder.
"""

from __future__ import annotations

import json
import math
from pathlib import Path

import numpy as np
import pytest

from answersim import Cosine, FakeEmbeddings, evaluate
from answersim.cli.main import main
from answersim.providers.embeddings.base import ClientAdapter
from tests.support.servers import Reply

FLAGS = ["--provider", "fake", "--metric", "cosine", "--no-progress", "--no-journal", "--no-cache"]


def eval_file(path: Path, capsys, *extra: str) -> tuple[int, str, str]:
    code = main(["eval", str(path), *FLAGS, *extra])
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    return code, out, err


def jsonl(tmp_path: Path, *lines: str | dict, name: str = "cases.jsonl") -> Path:
    path = tmp_path / name
    path.write_text("".join((ln if isinstance(ln, str) else json.dumps(ln)) + "\n" for ln in lines), encoding="utf-8")
    return path


GOOD = {"expected_output": "Paris is the capital", "actual_output": "The capital is Paris"}


@pytest.mark.parametrize(
    ("record", "field", "message"),
    [
        ({"expected_output": "x", "actual_output": None}, "actual_output", "is missing"),
        ({"expected_output": "x"}, "actual_output", "is missing"),
        ({"actual_output": "x"}, "expected_output", "cosine needs expected_output"),
        ({"actual_output": "x", "expected_output": None}, "expected_output", "cosine needs expected_output"),
        ({"expected_output": "x", "actual_output": 42}, "actual_output", "must be a string, got number 42"),
        ({"expected_output": 3.5, "actual_output": "x"}, "expected_output", "must be a string, got number 3.5"),
        ({"expected_output": "x", "actual_output": True}, "actual_output", "got boolean True"),
        ({"expected_output": ["a"], "actual_output": "x"}, "expected_output", "got a list"),
        ({"expected_output": {"t": "a"}, "actual_output": "x"}, "expected_output", "got an object"),
        ({"actual_output": "x", "references": []}, "references", "is an empty list"),
        ({"actual_output": "x", "references": ["a", 7]}, "references", "item 1 must be a string"),
        ({"actual_output": "x", "references": "a", "expected_output": "b", "metadata": [1]}, "metadata", "object"),
        ({"expected_output": "x", "actual_output": "y", "id": [1]}, "id", "must be a string or an integer"),
    ],
)
def test_bad_fields_name_file_line_and_field(tmp_path, capsys, record, field, message) -> None:
    path = jsonl(tmp_path, GOOD, record, GOOD)
    code, _, err = eval_file(path, capsys)
    assert code == 2
    assert f"{path}: line 2: field '{field}'" in err and message in err


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ('{"expected_output": "x", "actual_output": "y"', "is not valid JSON"),
        ("[1, 2, 3]", "expected an object"),
        ('"just text"', "expected an object"),
        ("NaN", "expected an object"),
    ],
)
def test_malformed_json_lines(tmp_path, capsys, line, message) -> None:
    path = jsonl(tmp_path, GOOD, GOOD, line)
    code, _, err = eval_file(path, capsys)
    assert code == 2 and f"{path}: line 3" in err and message in err


def test_all_bad_records_are_listed_at_once(tmp_path, capsys) -> None:
    path = jsonl(tmp_path, {"expected_output": "x"}, GOOD, {"expected_output": "x", "actual_output": 1})
    code, _, err = eval_file(path, capsys)
    assert code == 2 and "2 invalid record(s)" in err and "line 1" in err and "line 3" in err


def test_non_utf8_bytes_name_the_line(tmp_path, capsys) -> None:
    path = tmp_path / "latin1.jsonl"
    path.write_bytes(
        json.dumps(GOOD).encode() + b"\n" + '{"expected_output": "caf\xe9", "actual_output": "x"}\n'.encode("latin-1")
    )
    code, _, err = eval_file(path, capsys)
    assert code == 2 and f"{path}: line 2" in err and "not valid UTF-8" in err and "re-save" in err


def test_csv_with_bom_scores(tmp_path, capsys) -> None:
    path = tmp_path / "bom.csv"
    path.write_bytes("\ufeffexpected_output,actual_output\nParis is the capital,The capital is Paris\n".encode())
    code, out, _ = eval_file(path, capsys, "--json")
    assert code == 0
    assert json.loads(out)["items"][0]["expected_output"] == "Paris is the capital"


def test_csv_with_the_wrong_delimiter(tmp_path, capsys) -> None:
    path = tmp_path / "semi.csv"
    path.write_text("expected_output;actual_output\na;b\n", encoding="utf-8")
    code, _, err = eval_file(path, capsys)
    assert code == 2 and str(path) in err and "delimiter" in err


def test_csv_with_ragged_rows(tmp_path, capsys) -> None:
    path = tmp_path / "ragged.csv"
    path.write_text("expected_output,actual_output\na,b\nc,d,e\n", encoding="utf-8")
    code, _, err = eval_file(path, capsys)
    assert code == 2 and f"{path}: line 3" in err and "3 cells but the header has 2" in err


def test_csv_missing_column(tmp_path, capsys) -> None:
    path = tmp_path / "cols.csv"
    path.write_text("expected_output,answer\na,b\n", encoding="utf-8")
    code, _, err = eval_file(path, capsys)
    assert code == 2 and f"{path}: line 2: field 'actual_output'" in err


@pytest.mark.parametrize(
    ("expected", "actual", "score"),
    [("", "", 1.0), ("  \n\t", " ", 1.0), ("", "an answer", 0.0), ("a reference", "   ", 0.0)],
)
def test_empty_and_whitespace_texts_have_documented_scores(tmp_path, capsys, expected, actual, score) -> None:
    path = jsonl(tmp_path, {"expected_output": expected, "actual_output": actual})
    code, out, _ = eval_file(path, capsys, "--json")
    result = json.loads(out)["items"][0]["results"]["cosine"]
    assert code == 0 and result["status"] == "ok" and result["score"] == score
    assert result["reason"]  # says why (empty side), never a silent 0


def test_long_control_and_mixed_script_texts_score_in_range(tmp_path, capsys) -> None:
    long = "word " * 20_000  # 100,000 characters
    odd = "ab\x00c\x07d\x1b[31m\u202eevil\u200b 東京 Москва عربى 🙂\r\n\x7f"
    path = jsonl(
        tmp_path,
        {"id": "long", "expected_output": long, "actual_output": long[:50_000]},
        {"id": "odd", "expected_output": odd, "actual_output": odd},
        {"id": "mixed", "expected_output": "Paris", "actual_output": odd},
    )
    code, out, err = eval_file(path, capsys, "--json")
    assert code == 0, err
    items = json.loads(out)["items"]
    for item in items:
        score = item["results"]["cosine"]["score"]
        assert item["results"]["cosine"]["status"] == "ok" and 0.0 <= score <= 1.0 and not math.isnan(score)
    assert items[1]["results"]["cosine"]["score"] == pytest.approx(1.0)
    main(["eval", str(path), *FLAGS])  # the terminal table too
    table, _ = capsys.readouterr()
    assert "\x1b[31m" not in table  # control sequences from the data are not sent to the terminal


def test_a_100k_character_text_with_the_bundled_model(local_model) -> None:
    long = "The quick brown fox jumps over the lazy dog. " * 2300
    result = Cosine(local_model).score(long, long[:2000])
    assert result.status == "ok" and 0.0 <= result.score <= 1.0


def test_duplicate_ids_are_a_warning_naming_the_lines(tmp_path, capsys) -> None:
    path = jsonl(tmp_path, {**GOOD, "id": "q1"}, {**GOOD, "id": "q2"}, {**GOOD, "id": "q1"})
    code, out, err = eval_file(path, capsys, "--json")
    assert code == 0 and len(json.loads(out)["items"]) == 3
    assert "id 'q1' is used by more than one record (lines 1, 3)" in err


def test_zero_vectors_score_zero_with_the_reason(openai_server) -> None:
    def zero(path, body):
        return Reply(body={"data": [{"index": i, "embedding": [0.0] * 4} for i in range(len(body["input"]))]})

    openai_server.stub.fault_for = zero
    from answersim import OpenAIEmbeddings

    result = Cosine(OpenAIEmbeddings(base_url=openai_server.base_url)).score("a", "b")
    assert result.status == "ok" and result.score == 0.0 and "zero" in result.reason


def test_vectors_of_different_dimensions_error_only_their_item(openai_server) -> None:
    from answersim import OpenAIEmbeddings

    def dims(path, body):
        size = 8 if any("odd" in t for t in body["input"]) else 4
        return Reply(body={"data": [{"index": i, "embedding": [1.0] * size} for i in range(len(body["input"]))]})

    openai_server.stub.fault_for = dims
    client = OpenAIEmbeddings(base_url=openai_server.base_url, batch_size=1)
    report = evaluate(
        [{"expected_output": "a", "actual_output": "b"}, {"expected_output": "a", "actual_output": "odd"}],
        [Cosine(client)],
        progress=False,
    )
    ok, bad = (i.results["cosine"] for i in report.items)
    assert ok.status == "ok" and ok.score == pytest.approx(1.0)
    assert bad.status == "error" and "different dimensions" in bad.error


def test_a_client_returning_the_wrong_count_errors_its_items_only() -> None:
    class Short:
        def embed_many(self, texts):
            vectors = FakeEmbeddings(16).embed_many(texts)
            return vectors[:-1] if any("drop" in t for t in texts) else vectors

    report = evaluate(
        [{"expected_output": "a", "actual_output": "b"}, {"expected_output": "a", "actual_output": "drop me"}],
        [Cosine(ClientAdapter(Short()))],
        progress=False,
    )
    ok, bad = (i.results["cosine"] for i in report.items)
    assert ok.status == "ok" and bad.status == "error" and "0 vectors for 1 texts" in bad.error
    assert np.isfinite(ok.score)


def test_a_missing_file_and_an_unknown_extension(tmp_path, capsys) -> None:
    code, _, err = eval_file(tmp_path / "nope.jsonl", capsys)
    assert code == 2 and "file not found" in err
    other = tmp_path / "cases.xlsx"
    other.write_bytes(b"PK\x03\x04")
    code, _, err = eval_file(other, capsys)
    assert code == 2 and "unsupported file type" in err


@pytest.mark.parametrize(
    ("name", "content", "line"),
    [
        ("bad.csv", b"expected_output,actual_output\na,b\ncaf\xe9,d\n", 3),
        (
            "bad.json",
            b'[\n{"expected_output": "a", "actual_output": "b"},\n{"expected_output": "\xff", "actual_output": "b"}\n]',
            3,
        ),
        (
            "bad.jsonl",
            b'{"expected_output": "a", "actual_output": "b"}\n{"expected_output": "\xc3", "actual_output": "b"}\n',
            2,
        ),
    ],
)
def test_non_utf8_bytes_name_the_right_line_in_every_format(tmp_path, capsys, name, content, line) -> None:
    path = tmp_path / name
    path.write_bytes(content)
    for extra in ([], ["--stream"]):
        code, _, err = eval_file(path, capsys, *extra)
        assert code == 2 and f"{path}: line {line}: is not valid UTF-8" in err
