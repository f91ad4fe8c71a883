"""Interrupted and partly failed runs: SIGKILL mid-run then --resume, and a run against faulty endpoints.

``answersim eval`` runs as a real process against the real HTTP server of tests/support/servers.py.
"""

from __future__ import annotations

import hashlib
import json
import os
import signal
import subprocess
import sys
import threading
from collections import Counter
from collections.abc import Callable
from pathlib import Path

import pytest

from answersim.stores.journal import Journal
from tests.support.servers import LocalServer, Reply

REPO = Path(__file__).resolve().parents[2]


def write_dataset(path: Path, n: int) -> list[dict]:
    rows = [
        {
            "id": f"q{i}",
            "expected_output": f"reference {i} on topic {i % 37}",
            "actual_output": f"answer {i % 91} on topic {i % 37} variant {i % 13}",
        }
        for i in range(n)
    ]
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    return rows


def eval_cmd(data: Path, server: LocalServer, *extra: str) -> list[str]:
    return [
        sys.executable,
        "-m",
        "answersim",
        "eval",
        "--metric",
        "cosine",
        str(data),
        "--provider",
        "openai",
        "--base-url",
        server.base_url,
        "--no-progress",
        "--quiet",
        "--no-cache",
        *extra,
    ]


def run_eval(command: list[str], environ: dict[str, str], timeout: int = 300) -> subprocess.CompletedProcess:
    """Run an ``eval`` command to the end, its output captured as text."""
    return subprocess.run(command, env=environ, capture_output=True, text=True, timeout=timeout)


def env(tmp_path: Path, **extra: str) -> dict[str, str]:
    return {
        **os.environ,
        "OPENAI_API_KEY": "sk-resume-test",
        "ANSWERSIM_CACHE": str(tmp_path / "cache.sqlite"),
        "ANSWERSIM_HTTP_BACKOFF_S": "0.001",
        **extra,
    }


def journal_lines(path: Path) -> list[dict]:
    lines = path.read_text(encoding="utf-8").splitlines()
    return [json.loads(line) for line in lines[1:]]


def scores(report: Path) -> list[tuple[int, str, float | None, str]]:
    data = json.loads(report.read_text(encoding="utf-8"))
    return [
        (i["index"], i["id"], i["results"]["cosine"]["score"], i["results"]["cosine"]["status"]) for i in data["items"]
    ]


def lines_in(path: Path) -> int:
    return path.read_bytes().count(b"\n") if path.is_file() else 0


def hold_after(server: LocalServer, ready: Callable[[], bool]) -> tuple[threading.Event, threading.Event]:
    """From the first request at which ``ready()`` holds, the server holds its replies until ``release`` is
    set; ``held`` says that moment has come. The run under test is then certainly mid-way, whatever the load."""
    held, release = threading.Event(), threading.Event()

    def fault(path: str, body: dict) -> Reply | None:
        if held.is_set() or ready():
            held.set()
            return Reply(body=server.stub.embeddings(body), hold=release)
        return None

    server.stub.fault_for = fault
    return held, release


def test_sigkill_mid_run_then_resume_equals_an_uninterrupted_run(tmp_path: Path) -> None:
    data = tmp_path / "cases.jsonl"
    write_dataset(data, 5000)
    journal = tmp_path / "journal.jsonl"
    with LocalServer() as server:
        full = run_eval(eval_cmd(data, server, "--no-journal", "-o", str(tmp_path / "full.json")), env(tmp_path))
        assert full.returncode == 0, full.stderr

        held, release = hold_after(server, lambda: lines_in(journal) > 1200)
        proc = subprocess.Popen(
            eval_cmd(data, server, "--journal", str(journal), "-o", str(tmp_path / "killed.json")),
            env=env(tmp_path),
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        try:
            assert held.wait(240), "the run never got past 1200 journaled items"
            assert proc.poll() is None  # it waits for the held reply: the kill lands mid-run, whatever the load
            os.kill(proc.pid, signal.SIGKILL)
            proc.wait(timeout=30)
        finally:
            release.set()
        killed_at = len(journal_lines(journal))
        assert 1200 <= killed_at < 5000
        assert not (tmp_path / "killed.json").exists()

        server.stub.fault_for = None
        sent_before = len(server.stub.requests)
        resumed = run_eval(
            eval_cmd(data, server, "--journal", str(journal), "--resume", "-o", str(tmp_path / "resumed.json")),
            env(tmp_path),
        )
        assert resumed.returncode == 0, resumed.stderr
        assert f"{killed_at} item(s) done, {5000 - killed_at} to score" in resumed.stderr
        texts_after = sum(len(r.body["input"]) for r in server.stub.requests[sent_before:])
        assert texts_after < 2 * (5000 - killed_at) + 1  # only the remaining items were embedded

    assert scores(tmp_path / "resumed.json") == scores(tmp_path / "full.json")
    entries = journal_lines(journal)
    counts = Counter(e["index"] for e in entries)
    assert sorted(counts) == list(range(5000)) and max(counts.values()) == 1  # no item scored twice


FAULTS = [
    Reply(status=500, body={"error": {"message": "internal error"}}),
    Reply(status=503, body=b"<html>unavailable</html>"),
    Reply(status=429, body={"error": {"message": "rate limited"}}),
    Reply(status=429, body={}, headers={"Retry-After": "0"}),
    Reply(body={"data": []}, cut="truncate"),
    Reply(cut="reset"),
    Reply(body=b"this is not json"),
    Reply(body={"error": {"message": "model overloaded"}}),
]


def poisoned(i: int) -> bool:
    return i % 10 == 3


def test_faulty_endpoint_every_item_scored_or_errored_then_resume_completes_the_errors(tmp_path: Path) -> None:
    data = tmp_path / "cases.jsonl"
    rows = write_dataset(data, 2000)
    for i, row in enumerate(rows):
        if poisoned(i):
            row["actual_output"] = f"poison {i}: {row['actual_output']}"
    data.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    journal = tmp_path / "journal.jsonl"
    faulty_env = env(tmp_path, ANSWERSIM_HTTP_RETRIES="1")  # default breaker: bad texts must not open it

    def faults(path: str, body: dict) -> Reply | None:
        bad = [t for t in body.get("input", []) if t.startswith("poison")]
        if not bad:
            return None
        return FAULTS[int(hashlib.sha256(bad[0].encode()).hexdigest(), 16) % len(FAULTS)]

    with LocalServer() as server:
        server.stub.fault_for = faults
        first = run_eval(
            eval_cmd(data, server, "--journal", str(journal), "-o", str(tmp_path / "first.json")),
            faulty_env,
            timeout=600,
        )
        assert first.returncode == 0, first.stderr
        assert "200 item(s) ended in error" in first.stderr
        results = scores(tmp_path / "first.json")
        report = json.loads((tmp_path / "first.json").read_text())
        ok = [r for r in results if r[3] == "ok"]
        errors = [r for r in results if r[3] == "error"]
        assert len(ok) + len(errors) == 2000 and len(errors) == 200
        assert {r[0] for r in errors} == {i for i in range(2000) if poisoned(i)}
        assert all(s is not None and 0 <= s <= 1 for _, _, s, _ in ok)
        reasons = [
            i["results"]["cosine"]["error"] for i in report["items"] if i["results"]["cosine"]["status"] == "error"
        ]
        assert all(reason and "could not compute inputs" in reason for reason in reasons)
        seen = " ".join(reasons)
        for fragment in ("HTTP 500", "HTTP 503", "HTTP 429", "not JSON", "model overloaded"):
            assert fragment in seen
        assert report["aggregates"]["cosine"]["errors"] == 200 and report["aggregates"]["cosine"]["count"] == 1800

        server.stub.fault_for = None  # healthy again
        sent_before = len(server.stub.requests)
        second = run_eval(
            eval_cmd(data, server, "--journal", str(journal), "--resume", "-o", str(tmp_path / "second.json")),
            env(tmp_path),
        )
        assert second.returncode == 0, second.stderr
        assert "1800 item(s) done, 200 to score" in second.stderr
        texts = {t for r in server.stub.requests[sent_before:] for t in r.body["input"]}
        expected = {
            t for i, row in enumerate(rows) if poisoned(i) for t in (row["actual_output"], row["expected_output"])
        }
        assert texts == expected  # only the errored items were scored again

    final = scores(tmp_path / "second.json")
    assert all(status == "ok" for *_, status in final)
    assert [r for r in final if not poisoned(r[0])] == ok  # the 1,800 kept exactly


def test_dead_endpoint_trips_the_breaker_instead_of_hammering(tmp_path: Path) -> None:
    data = tmp_path / "cases.jsonl"
    write_dataset(data, 300)
    with LocalServer() as server:
        server.stub.fault_for = lambda path, body: Reply(status=503, body=b"down")
        run = run_eval(eval_cmd(data, server, "--no-journal", "--json"), env(tmp_path, ANSWERSIM_HTTP_RETRIES="2"))
        assert run.returncode == 0, run.stderr
        report = json.loads(run.stdout)
        assert report["aggregates"]["cosine"]["errors"] == 300
        assert len(server.stub.requests) == 10 * 3  # 10 failed calls x 3 attempts, then the breaker opened
        assert any("circuit breaker open" in i["results"]["cosine"]["error"] for i in report["items"])


def test_resume_refuses_a_journal_of_other_options(tmp_path: Path) -> None:
    path = tmp_path / "j.jsonl"
    path.write_text(json.dumps({"journal": 1, "config": "other"}) + "\n", encoding="utf-8")
    from answersim.errors import ConfigError

    with pytest.raises(ConfigError, match="other metrics or models"):
        Journal(path, "mine").load()


@pytest.mark.parametrize("first_line", ['{"id": "q1", "score": 0.5}', "not json at all", '["journal", 1]'])
def test_a_file_that_is_not_a_journal_is_refused_and_kept(tmp_path: Path, first_line: str) -> None:
    from answersim.errors import ConfigError

    path = tmp_path / "results.jsonl"
    content = first_line + "\n" + '{"id": "q2"}\n'
    path.write_text(content, encoding="utf-8")
    message = rf"{path} is not an answersim journal; delete it or pass another --journal path"
    with pytest.raises(ConfigError, match=message):
        Journal(path, "c").load()
    assert path.read_text(encoding="utf-8") == content  # someone's file, left as it was


def test_a_torn_last_line_is_dropped(tmp_path: Path) -> None:
    path = tmp_path / "j.jsonl"
    good = json.dumps({"index": 0, "case": "h", "results": {"cosine": {"metric": "cosine", "score": 1.0}}})
    path.write_text(json.dumps({"journal": 1, "config": "c"}) + "\n" + good + "\n" + good[:30], encoding="utf-8")
    journal = Journal(path, "c")
    assert journal.load() == 1
    assert path.read_text(encoding="utf-8").endswith(good + "\n")  # ready for appending


def test_ctrl_c_says_how_to_resume_and_resume_finishes(tmp_path: Path) -> None:
    data = tmp_path / "cases.jsonl"
    write_dataset(data, 2000)
    with LocalServer() as server:
        journals = tmp_path / "journals"
        held, release = hold_after(server, lambda: any(lines_in(p) > 600 for p in journals.glob("journal-*.jsonl")))
        # a SIGINT ignored by this process (a background job, or a library that set SIG_IGN) would be ignored by
        # the child too, which then finishes with exit 0: give it the default disposition
        previous = signal.signal(signal.SIGINT, signal.default_int_handler)
        try:
            proc = subprocess.Popen(
                eval_cmd(data, server, "-o", str(tmp_path / "out.json")),  # the default journal, beside the cache
                env=env(tmp_path),
                stdout=subprocess.DEVNULL,
                stderr=subprocess.PIPE,
                text=True,
            )
        finally:
            signal.signal(signal.SIGINT, previous)
        try:
            assert held.wait(240), "the run never got past 600 journaled items"
            proc.send_signal(signal.SIGINT)  # while it waits for the held reply
        finally:
            release.set()  # its worker threads finish their requests, then it exits
        _, err = proc.communicate(timeout=120)
        assert proc.returncode == 130, err
        assert "of 2000 item(s) are journaled in" in err and "--resume" in err and "Traceback" not in err
        server.stub.fault_for = None
        resumed = run_eval(eval_cmd(data, server, "--resume", "-o", str(tmp_path / "out.json")), env(tmp_path))
    assert resumed.returncode == 0, resumed.stderr
    assert "resuming from" in resumed.stderr
    assert [s for *_, s in scores(tmp_path / "out.json")] == ["ok"] * 2000
    assert not list(journals.glob("journal-*.jsonl"))  # a default journal is removed once every item is ok


def test_streaming_mode_refuses_resume_instead_of_ignoring_it(tmp_path: Path, capsys) -> None:
    from answersim.cli.main import main

    data = tmp_path / "cases.jsonl"
    write_dataset(data, 3)
    code = main(
        ["eval", str(data), "--provider", "fake", "--metric", "cosine", "-o", str(tmp_path / "out.jsonl"), "--resume"]
    )
    assert code == 2 and "--resume/--journal need the full report" in capsys.readouterr().err


def test_two_runs_cannot_write_one_journal(tmp_path: Path) -> None:
    from answersim.errors import ConfigError

    first = Journal(tmp_path / "j.jsonl", "c")
    first.start(append=False)
    with pytest.raises(ConfigError, match=rf"another answersim run \(pid {os.getpid()}\) is writing the journal"):
        Journal(tmp_path / "j.jsonl", "c").start(append=True)
    first.close()
    second = Journal(tmp_path / "j.jsonl", "c")
    assert second.load() == 0
    second.start(append=True)
    second.close()
