"""The command line contract: score, eval, exit codes, messages that name the line and the field."""

from __future__ import annotations

import csv
import json
import subprocess
import sys
from pathlib import Path

import pytest

from answersim.cli.main import main
from answersim.providers.embeddings.fake import FakeEmbeddings

REPO = Path(__file__).resolve().parents[2]


def run_cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "answersim", *args], capture_output=True, text=True, cwd=REPO, timeout=300
    )


def first_score(stdout: str) -> float:
    return float(stdout.split(":")[1].split()[0])


def test_seed_examples_with_the_bundled_model() -> None:
    close = run_cli(
        "score", "Returns are accepted up to 30 days", "You may return within a month", "--metric", "cosine"
    )
    assert close.returncode == 0, close.stderr
    assert first_score(close.stdout) > 0.5
    far = run_cli(
        "score",
        "The capital of France is Paris",
        "Our company was founded in 2020 and is based in San Francisco.",
        "--metric",
        "cosine",
        "--json",
    )
    assert far.returncode == 0, far.stderr
    result = json.loads(far.stdout)["cosine"]
    assert result["score"] < 0.3
    assert set(result) >= {"score", "raw_score", "passed", "threshold", "reason", "details", "usage", "status", "error"}
    assert result["details"]["model"] == "sentence-transformers/all-MiniLM-L6-v2"


def test_score_json_has_one_shape_for_any_number_of_metrics(capsys) -> None:
    from answersim.cli.main import main

    pair = ["Paris", "It is Paris.", "--provider", "fake", "--no-cache", "--json"]
    assert main(["score", *pair, "--metric", "token-f1"]) == 0
    one = json.loads(capsys.readouterr().out)
    assert main(["score", *pair, "--metric", "token-f1", "--metric", "exact-match"]) == 0
    two = json.loads(capsys.readouterr().out)
    assert list(one) == ["token-f1"] and list(two) == ["token-f1", "exact-match"]
    assert one["token-f1"] == two["token-f1"]  # the same result, in the same place
    assert two["exact-match"]["score"] == 0.0


def test_answer_is_the_default_metric_of_score_and_eval(tmp_path, capsys) -> None:
    from answersim.cli.main import main

    assert main(["score", "Paris", "It is Paris.", "--provider", "fake", "--no-cache", "--json"]) == 0
    assert list(json.loads(capsys.readouterr().out)) == ["answer"]
    data = write_jsonl(tmp_path / "cases.jsonl", [{"expected_output": "Paris", "actual_output": "Lyon"}])
    assert main(["eval", str(data), "--provider", "fake", "--no-cache", "--no-journal", "--json"]) == 0
    results = json.loads(capsys.readouterr().out)["items"][0]["results"]
    assert list(results) == ["answer"] and results["answer"]["passed"] is False  # answer's own threshold


def test_version_and_help() -> None:
    assert run_cli("--version").stdout.startswith("answersim ")
    for command in ("score", "eval"):
        out = run_cli(command, "--help")
        assert out.returncode == 0 and "usage:" in out.stdout


def write_jsonl(path: Path, rows: list) -> Path:
    path.write_text("\n".join(r if isinstance(r, str) else json.dumps(r) for r in rows) + "\n", encoding="utf-8")
    return path


GOOD = {"expected_output": "e", "actual_output": "a"}


@pytest.mark.parametrize(
    ("bad", "needle"),
    [
        ({"expected_output": "e"}, "line 2: field 'actual_output': is missing"),
        ({"expected_output": "e", "actual_output": 3}, "line 2: field 'actual_output': must be a string"),
        ('{"expected_output": "e", "actual_output": ', "line 2: is not valid JSON"),
        ({"actual_output": "a"}, "line 2: field 'expected_output'"),
    ],
)
def test_bad_rows_exit_2_naming_line_and_field(tmp_path: Path, capsys, bad, needle) -> None:
    data = write_jsonl(tmp_path / "data.jsonl", [GOOD, bad, GOOD])
    code = main(["eval", str(data), "--provider", "fake"])
    err = capsys.readouterr().err
    assert code == 2
    assert str(data) in err and needle in err
    assert "Traceback" not in err


def test_csv_bad_row_names_the_line(tmp_path: Path, capsys) -> None:
    path = tmp_path / "d.csv"
    path.write_text("expected_output,actual_output\ne,a\ne,\n", encoding="utf-8")
    assert main(["eval", str(path), "--provider", "fake"]) == 2
    assert "line 3: field 'actual_output'" in capsys.readouterr().err


def test_eval_1000_rows_embeds_each_distinct_text_once(tmp_path: Path, monkeypatch, capsys) -> None:
    embedded: list[str] = []
    original = FakeEmbeddings.embed_batch

    def counting(self, texts):
        embedded.extend(texts)
        return original(self, texts)

    monkeypatch.setattr(FakeEmbeddings, "embed_batch", counting)
    rows = [{"id": i, "expected_output": f"ref {i % 37}", "actual_output": f"ans {i % 91}"} for i in range(1000)]
    data = write_jsonl(tmp_path / "big.jsonl", rows)
    out = tmp_path / "report.json"
    code = main(
        ["eval", str(data), "--provider", "fake", "--metric", "cosine", "--metric", "reference-match", "-o", str(out)]
    )
    assert code == 0
    assert len(embedded) == len(set(embedded)) == 37 + 91
    report = json.loads(out.read_text())
    assert len(report["items"]) == 1000
    assert set(report["aggregates"]) == {"cosine", "reference-match"}


def test_fail_under_gates_and_reports_are_written(tmp_path: Path, capsys) -> None:
    data = write_jsonl(tmp_path / "d.jsonl", [{"expected_output": f"x{i}", "actual_output": f"y{i}"} for i in range(5)])
    csv_path = tmp_path / "out.csv"
    assert (
        main(
            ["eval", str(data), "--provider", "fake", "--metric", "cosine", "--fail-under", "0.99", "-o", str(csv_path)]
        )
        == 1
    )
    assert "quality gate failed" in capsys.readouterr().err
    rows = list(csv.DictReader(csv_path.open(encoding="utf-8")))
    assert len(rows) == 5 and rows[0]["metric"] == "cosine" and float(rows[0]["score"]) >= 0
    assert main(["eval", str(data), "--provider", "fake", "--metric", "cosine", "--fail-under", "0.0"]) == 0


def test_eval_json_on_stdout(tmp_path: Path, capsys) -> None:
    data = write_jsonl(tmp_path / "d.jsonl", [GOOD, {"expected_output": "same", "actual_output": "same"}])
    assert main(["eval", str(data), "--provider", "fake", "--metric", "cosine", "--json", "--threshold", "0.9"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["items"][1]["results"]["cosine"]["score"] == pytest.approx(1.0)
    assert report["items"][1]["results"]["cosine"]["passed"] is True
    assert report["aggregates"]["cosine"]["count"] == 2


def test_example_dataset_runs_end_to_end() -> None:
    out = run_cli("eval", "examples/qa.jsonl", "--metric", "cosine", "--metric", "reference-match")
    assert out.returncode == 0, out.stderr
    assert "capital" in out.stdout and "reference-match" in out.stdout and "mean" in out.stdout
