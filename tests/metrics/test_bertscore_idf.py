"""bertscore's idf covers the whole run: the same scores in memory with any chunk size, in a journaled
``eval``, with ``--no-journal``, ``--stream`` (any ``--chunk-size``) and ``--resume`` (fake embeddings:
no model, seconds). Equality with bert-score itself on 2,321 pairs: ``test_bertscore_fidelity.py``."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

from answersim import evaluate
from answersim.cli import journal_options
from answersim.cli.main import main
from answersim.errors import ConfigError
from answersim.metrics.bertscore import BERTScore
from answersim.providers.embeddings.fake import FakeEmbeddings
from answersim.runner.core import Runner, validate_cases

# 2-d unit vectors: every cosine can be worked out by hand
VECTORS = {"paris": [1.0, 0.0], "france": [0.0, 1.0], "capital": [0.6, 0.8], "city": [0.8, 0.6]}
CASES = [
    {"expected_output": "paris france", "actual_output": "paris"},
    {"expected_output": "paris", "actual_output": "capital city"},
    {"expected_output": "capital", "actual_output": "paris"},
]


def fake() -> FakeEmbeddings:
    return FakeEmbeddings(dimensions=2, fixtures=VECTORS)


def hand_f1() -> list[float]:
    """idf over the three references (N = 3): ln((N + 1) / (df + 1)), ln(N + 1) for a word in none."""
    paris, france, capital, unseen = math.log(4 / 3), math.log(4 / 2), math.log(4 / 2), math.log(4)
    f1 = lambda p, r: 2 * p * r / (p + r)  # noqa: E731
    # 1: candidate paris (P = 1); reference paris (cos 1) and france (best cos 0, to paris)
    first = f1(1.0, paris / (paris + france))
    # 2: candidate capital (best cos to paris 0.6), city (0.8; unseen weight); reference paris (best 0.8)
    second = f1((0.6 * capital + 0.8 * unseen) / (capital + unseen), 0.8)
    # 3: candidate paris vs reference capital: cos 0.6 both ways
    return [first, second, 0.6]


def f1s(report) -> list[float]:
    return [item.results["bertscore"].details["f1"] for item in report.items]


@pytest.mark.parametrize("chunk_size", [None, 1, 2])
def test_in_memory_idf_is_the_runs_whatever_the_chunk_size(chunk_size) -> None:
    report = evaluate(CASES, [BERTScore(fake(), idf=True)], progress=False, chunk_size=chunk_size)
    assert f1s(report) == pytest.approx(hand_f1(), abs=1e-6)


def test_a_resumed_part_of_the_run_keeps_the_whole_runs_idf() -> None:
    metric = BERTScore(fake(), idf=True)
    runner = Runner([metric], progress=False)
    runner.prepare(validate_cases(CASES, [metric]))  # all three cases
    part = runner.run(CASES[1:])  # only the last two are scored, as `eval --resume` does
    assert f1s(part) == pytest.approx(hand_f1()[1:], abs=1e-6)
    again = runner.run(CASES[1:])  # the prepared state belonged to that run: a new run prepares afresh
    assert f1s(again) != pytest.approx(hand_f1()[1:], abs=1e-6)


def test_a_one_pass_iterator_needs_the_prepare_step_first() -> None:
    metric = BERTScore(fake(), idf=True, name="bs-idf")
    cases = validate_cases(CASES, [metric])
    runner = Runner([metric], progress=False, chunk_size=1)
    with pytest.raises(ConfigError, match=r"bs-idf needs every case.*Runner\.prepare"):
        next(runner.iter_results(iter(cases)))
    runner.prepare(cases)
    items = list(runner.iter_results(iter(cases)))
    assert [i.results["bs-idf"].details["f1"] for i in items] == pytest.approx(hand_f1(), abs=1e-6)


def test_compute_without_the_runs_idf_says_how_to_get_it() -> None:
    from answersim.cases import TestCase

    metric = BERTScore(fake(), idf=True)
    with pytest.raises(ConfigError, match="evaluate"):
        metric.compute(TestCase.from_record(CASES[0]), {})
    assert BERTScore(fake()).prepare() is None  # no idf: nothing to prepare, nothing kept
    assert BERTScore(fake(), idf=["paris"]).prepare() is None  # user-supplied idf is fixed


def test_a_calibrated_bertscore_still_gets_the_runs_idf() -> None:
    from answersim.tools.calibration import Calibrated, CalibrationFile, metric_settings, model_identity

    inner = BERTScore(fake(), idf=True)
    model, weights = model_identity(inner)
    identity = {"method": "platt", "slope": 1.0, "intercept": 0.0}  # any mapping: the raw score is checked
    calibration = CalibrationFile(
        "bertscore", model, weights, metric_settings(inner), "platt", 1.0, "f1", 0.5, identity, {}
    )
    report = evaluate(CASES, [Calibrated(inner, calibration)], progress=False, chunk_size=1)
    assert [i.results["bertscore"].raw_score for i in report.items] == pytest.approx(hand_f1(), abs=1e-6)


ROWS = [
    {"expected_output": "The capital of France is Paris.", "actual_output": "Paris is the capital."},
    {"expected_output": "Water boils at 100 degrees.", "actual_output": "At sea level water boils at 100 C."},
    {"expected_output": "The capital of Italy is Rome.", "actual_output": "Rome."},
    {"expected_output": "Cats purr when they are content.", "actual_output": "A content cat purrs."},
    {"expected_output": "The capital of Spain is Madrid.", "actual_output": "It is Barcelona."},
    {"expected_output": "Water freezes at 0 degrees.", "actual_output": "Ice forms at zero degrees."},
    {"expected_output": "Paris is in France.", "actual_output": "France's capital is Paris."},
]
FLAGS = ["--provider", "fake", "--metric", "bertscore", "--idf", "--no-cache", "--no-progress"]


def cli_scores(capsys, args: list[str], output: Path | None = None) -> list[float]:
    assert main(args) == 0
    shown = capsys.readouterr().out
    if output is not None:  # --stream: one JSON line per item
        lines = output.read_text(encoding="utf-8").splitlines()
        return [json.loads(line)["results"]["bertscore"]["score"] for line in lines]
    return [item["results"]["bertscore"]["score"] for item in json.loads(shown)["items"]]


def test_eval_journal_no_journal_stream_and_resume_agree(tmp_path, capsys, monkeypatch) -> None:
    data = tmp_path / "cases.jsonl"
    data.write_text("".join(json.dumps(r) + "\n" for r in ROWS), encoding="utf-8")
    reference = [
        i.results["bertscore"].score
        for i in evaluate(ROWS, [BERTScore(FakeEmbeddings(), idf=True)], progress=False).items
    ]
    monkeypatch.setattr(journal_options, "JOURNAL_CHUNK", 2)  # a journaled run scores 2 items per chunk
    journal = tmp_path / "run.journal"
    runs = {
        "journal": cli_scores(capsys, ["eval", str(data), *FLAGS, "--json", "--journal", str(journal)]),
        "no-journal": cli_scores(capsys, ["eval", str(data), *FLAGS, "--json", "--no-journal"]),
    }
    for size in (1, 3):
        out = tmp_path / f"stream{size}.jsonl"
        args = ["eval", str(data), *FLAGS, "--stream", "--chunk-size", str(size), "--output", str(out)]
        runs[f"stream {size}"] = cli_scores(capsys, args, out)
    lines = journal.read_text(encoding="utf-8").splitlines()
    journal.write_text("\n".join(lines[:3]) + "\n", encoding="utf-8")  # header + 2 items: as if killed there
    runs["resume"] = cli_scores(capsys, ["eval", str(data), *FLAGS, "--json", "--journal", str(journal), "--resume"])
    for name, scores in runs.items():
        assert scores == pytest.approx(reference, abs=1e-9), name
    plain = [i.results["bertscore"].score for i in evaluate(ROWS, [BERTScore(FakeEmbeddings())], progress=False).items]
    assert reference != pytest.approx(plain, abs=1e-3)  # idf did change the scores


def test_score_with_idf_says_one_pair_is_a_run_of_one(capsys) -> None:
    assert main(["score", "paris france", "paris", *FLAGS[:-1], "--json"]) == 0
    assert "one pair is a run of one" in capsys.readouterr().err
