"""Streaming eval: bounded memo, validation pre-pass naming line and field, chunked results equal to
the in-memory path, input read lazily, and the CLI writing JSON lines."""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

import numpy as np
import pytest

from answersim.providers.base import Request
from answersim.runner import streaming
from answersim.stores.memory import BoundedMemo


def write_jsonl(path: Path, n: int, seed: int = 0) -> Path:
    rng = random.Random(seed)
    words = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta", "iota"]
    with open(path, "w", encoding="utf-8") as fh:
        for _ in range(n):
            record = {
                "expected_output": " ".join(rng.choices(words, k=4)),
                "actual_output": " ".join(rng.choices(words, k=4)),
            }
            fh.write(json.dumps(record) + "\n")
    return path


def test_memo_stays_under_its_budget_and_evicts_least_recently_used():
    memo = BoundedMemo(max_bytes=20_000)
    for i in range(200):
        memo[("k", i)] = np.zeros(256, dtype=np.float32)  # ~1 KB each
        memo.get(("k", 0))  # keep touching the first one: it must survive
    assert memo.bytes <= 20_000
    assert 5 < len(memo) < 20
    assert ("k", 0) in memo and ("k", 199) in memo and ("k", 1) not in memo


def test_memo_counts_the_text_a_request_keeps_alive(fake_embeddings):
    """A request key holds its text after the chunk is gone, so long texts must fill the budget sooner."""
    vector = np.zeros(16, dtype=np.float32)
    short, long = BoundedMemo(max_bytes=200_000), BoundedMemo(max_bytes=200_000)
    for i in range(1_000):
        short[Request(fake_embeddings, "sentence", f"t{i}")] = vector
        long[Request(fake_embeddings, "sentence", f"t{i} " + "x" * 2_000)] = vector
    real_text_bytes = sum(sys.getsizeof(r.item) for r in long._data)
    assert long.bytes <= 200_000 and real_text_bytes < 200_000
    assert len(long) < len(short) / 5


def test_prepass_names_line_and_field_and_scores_nothing(tmp_path, fake_embeddings):
    from answersim.errors import InputErrors
    from answersim.metrics import get_metric

    path = write_jsonl(tmp_path / "cases.jsonl", 5)
    lines = path.read_text().splitlines()
    lines[2] = json.dumps({"expected_output": "x"})  # line 3 lacks actual_output
    lines[4] = json.dumps({"expected_output": 5, "actual_output": "y"})  # line 5: a number
    path.write_text("\n".join(lines) + "\n")
    out = tmp_path / "out.jsonl"
    with pytest.raises(InputErrors) as caught:
        streaming.stream_eval(path, [get_metric("cosine", model=fake_embeddings)], output=out)
    text = str(caught.value)
    assert caught.value.total == 2
    assert "line 3" in text and "actual_output" in text
    assert "line 5" in text and "expected_output" in text
    assert not out.exists()


def test_chunked_results_equal_the_in_memory_run(tmp_path, fake_embeddings):
    from answersim.metrics import get_metric
    from answersim.runner.core import evaluate

    path = write_jsonl(tmp_path / "cases.jsonl", 53)
    metric = get_metric("cosine", model=fake_embeddings)
    out = tmp_path / "out.jsonl"
    outcome = streaming.stream_eval(path, [metric], output=out, progress=False, chunk_size=7)
    records = [json.loads(line) for line in path.read_text().splitlines()]
    report = evaluate(records, [get_metric("cosine", model=fake_embeddings)], progress=False)
    written = [json.loads(line) for line in out.read_text().splitlines()]
    assert [w["index"] for w in written] == list(range(53))
    assert [w["results"]["cosine"]["score"] for w in written] == pytest.approx(report.scores("cosine"), abs=1e-12)
    got, want = outcome["aggregates"]["cosine"], report.aggregates["cosine"]
    assert outcome["items"] == got.count == want.count == 53
    assert got.mean == pytest.approx(want.mean, abs=1e-6) and got.p95 == pytest.approx(want.p95, abs=1e-6)


def test_input_is_read_lazily_a_chunk_at_a_time(tmp_path, fake_embeddings, monkeypatch):
    from answersim.metrics import get_metric

    path = write_jsonl(tmp_path / "cases.jsonl", 1000)
    read = {"n": 0, "at_first_result": None}
    original = streaming.iter_cases

    def counting(*args, **kwargs):
        for case in original(*args, **kwargs):
            read["n"] += 1
            yield case

    original_add = streaming.RunningAggregates.add

    def add(self, item):
        if read["at_first_result"] is None:
            read["at_first_result"] = read["n"]
        original_add(self, item)

    monkeypatch.setattr(streaming, "iter_cases", counting)
    monkeypatch.setattr(streaming.RunningAggregates, "add", add)
    streaming.stream_eval(path, [get_metric("cosine", model=fake_embeddings)], progress=False, chunk_size=50)
    assert read["n"] == 1000
    assert read["at_first_result"] == 50  # the first results came before the 51st case was read


def test_cli_stream_writes_json_lines(tmp_path, capsys):
    from answersim.cli.main import main

    path = write_jsonl(tmp_path / "cases.jsonl", 30)
    out = tmp_path / "results.jsonl"
    rc = main(
        [
            "eval",
            str(path),
            "--provider",
            "fake",
            "--metric",
            "cosine",
            "-o",
            str(out),
            "--no-cache",
            "--json",
            "--chunk-size",
            "8",
        ]
    )
    assert rc == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["items"] == 30 and summary["aggregates"]["cosine"]["count"] == 30
    assert len(out.read_text().splitlines()) == 30
