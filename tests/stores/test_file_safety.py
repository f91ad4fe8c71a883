"""Files answersim writes (issue 18, class 4): the journal never overwrites what is not a journal, the report is
safe before the journal goes, identical runs may run at once, an unwritable or full location is a warning, and
the cache, journals and run history are private (0600 files, 0700 folders).

Root ignores permission bits, so "cannot be written" is produced in ways that hold for root too: a path under a
regular file (every mkdir/open fails with ENOTDIR) and a file-size limit (RLIMIT_FSIZE: writes fail with EFBIG,
as on a full disk).
"""

from __future__ import annotations

import json
import os
import resource
import signal
import stat
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

import answersim
from answersim.cli.main import main
from tests.support.servers import LocalServer

SOURCES = Path(answersim.__file__).resolve().parents[1]  # the child processes run the code under test
FAKE = ["--provider", "fake", "--metric", "cosine", "--no-progress", "--quiet"]


def dataset(path: Path, n: int) -> Path:
    rows = [
        {"id": f"q{i}", "expected_output": f"reference {i} on topic", "actual_output": f"answer {i}"} for i in range(n)
    ]
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    return path


def journals(folder: Path) -> list[Path]:
    return sorted((folder / "journals").glob("journal-*.jsonl")) if (folder / "journals").is_dir() else []


# -- --journal PATH never truncates a file that is not a journal ------------------------------------------
@pytest.mark.parametrize("resume", [False, True])
def test_journal_refuses_the_dataset_and_other_files(tmp_path, capsys, resume):
    data = dataset(tmp_path / "cases.jsonl", 3)
    other = tmp_path / "notes.json"
    other.write_text('{"mine": true}\n', encoding="utf-8")
    for target in (data, other):
        before = target.read_bytes()
        code = main(
            ["eval", str(data), *FAKE, "--no-cache", "--journal", str(target), *(["--resume"] if resume else [])]
        )
        err = capsys.readouterr().err
        assert code == 2 and f"{target} exists and is not an answersim journal" in err
        assert target.read_bytes() == before


def test_journal_reuses_its_own_file_and_an_empty_one(tmp_path, capsys):
    data = dataset(tmp_path / "cases.jsonl", 3)
    journal = tmp_path / "j.jsonl"
    journal.touch()
    assert main(["eval", str(data), *FAKE, "--no-cache", "--journal", str(journal)]) == 0
    assert main(["eval", str(data), *FAKE, "--no-cache", "--journal", str(journal)]) == 0  # replaces its own
    assert "replacing the journal of an earlier run" in capsys.readouterr().err
    assert len(journal.read_text().splitlines()) == 4


# -- the report is written before the journal is deleted --------------------------------------------------
def test_a_failed_report_write_keeps_the_journal_and_resume_finishes(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("ANSWERSIM_CACHE", str(tmp_path / "cache" / "cache.sqlite"))
    data = dataset(tmp_path / "cases.jsonl", 5)
    blocker = tmp_path / "blocker"
    blocker.write_text("a regular file: nothing can be created under it")
    code = main(["eval", str(data), *FAKE, "-o", str(blocker / "report.json")])
    err = capsys.readouterr().err
    assert code == 2 and "cannot write the report" in err
    [kept] = journals(tmp_path / "cache")
    assert len(kept.read_text().splitlines()) == 1 + 5 and str(kept) in err and "--resume" in err
    report = tmp_path / "report.json"
    assert main(["eval", str(data), *FAKE, "-o", str(report), "--resume"]) == 0
    assert "5 item(s) done, 0 to score" in capsys.readouterr().err
    assert len(json.loads(report.read_text())["items"]) == 5
    assert journals(tmp_path / "cache") == []  # gone once the report is safe


def test_a_run_history_that_cannot_be_written_comes_after_the_report(tmp_path, capsys):
    data = dataset(tmp_path / "cases.jsonl", 3)
    blocker = tmp_path / "blocker"
    blocker.write_text("x")
    report = tmp_path / "report.json"
    history = ["--save-run", "r1", "--runs-db", str(blocker / "runs.db")]
    code = main(["eval", str(data), *FAKE, "--no-cache", "--no-journal", "-o", str(report), *history])
    err = capsys.readouterr().err
    assert code == 2 and f"cannot save the run in {blocker / 'runs.db'}" in err and "--runs-db" in err
    assert len(json.loads(report.read_text())["items"]) == 3  # the report was written first


# -- two identical runs at once ------------------------------------------------------------------------------
def eval_cmd(data: Path, server: LocalServer, *extra: str) -> list[str]:
    return [
        sys.executable, "-m", "answersim", "eval", str(data), "--metric", "cosine", "--provider", "openai",
        "--base-url", server.base_url, "--no-progress", "--quiet", *extra,
    ]  # fmt: skip


def run_env(tmp_path: Path) -> dict[str, str]:
    return {
        **os.environ,
        "OPENAI_API_KEY": "sk-concurrency-test",
        "ANSWERSIM_CACHE": str(tmp_path / "cache" / "cache.sqlite"),
        "PYTHONPATH": str(SOURCES) + os.pathsep + os.environ.get("PYTHONPATH", ""),
    }


def wait_for(predicate, timeout_s: float = 60.0) -> None:
    deadline = time.monotonic() + timeout_s
    while not predicate():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.05)


def test_two_identical_runs_at_the_same_time_both_finish(tmp_path):
    data = dataset(tmp_path / "cases.jsonl", 20)
    with LocalServer() as server:
        stub, second_arrived = server.stub, threading.Event()

        def overlap(path, body):  # the first run's request waits until the second run is scoring too
            with stub.lock:
                first_request = len(stub.requests) == 1
            if first_request:
                second_arrived.wait(timeout=20)
            else:
                second_arrived.set()
            return None

        stub.fault_for = overlap
        outputs = [tmp_path / "a.json", tmp_path / "b.json"]
        first = subprocess.Popen(
            eval_cmd(data, server, "--no-cache", "-o", str(outputs[0])), env=run_env(tmp_path), stderr=subprocess.PIPE
        )
        wait_for(lambda: len(stub.requests) > 0 or first.poll() is not None)  # the first is scoring: holds its journal
        second = subprocess.run(
            eval_cmd(data, server, "--no-cache", "-o", str(outputs[1])),
            env=run_env(tmp_path),
            capture_output=True,
            text=True,
            timeout=120,
        )
        _, first_err = first.communicate(timeout=120)
    assert second_arrived.is_set(), second.stderr  # the runs overlapped
    assert first.returncode == 0, first_err
    assert second.returncode == 0, second.stderr
    assert f"another run (pid {first.pid}) is writing" in second.stderr and "this run journals to" in second.stderr
    scores = [[i["results"]["cosine"]["score"] for i in json.loads(p.read_text())["items"]] for p in outputs]
    assert len(scores[0]) == 20 and scores[0] == scores[1]
    assert journals(tmp_path / "cache") == []  # both journals removed after their reports


def test_resuming_a_journal_another_run_holds_names_its_pid(tmp_path):
    data = dataset(tmp_path / "cases.jsonl", 20)
    journal = tmp_path / "j.jsonl"
    with LocalServer() as server:
        release = threading.Event()
        server.stub.fault_for = lambda path, body: release.wait(timeout=30) and None  # hold the first run
        first = subprocess.Popen(
            eval_cmd(data, server, "--no-cache", "--journal", str(journal)),
            env=run_env(tmp_path),
            stderr=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
        )
        try:
            wait_for(lambda: len(server.stub.requests) > 0)
            second = subprocess.run(
                eval_cmd(data, server, "--no-cache", "--journal", str(journal), "--resume"),
                env=run_env(tmp_path),
                capture_output=True,
                text=True,
                timeout=120,
            )
        finally:
            release.set()
        first.wait(timeout=120)
    assert second.returncode == 2
    assert f"another answersim run (pid {first.pid}) is writing the journal {journal}" in second.stderr
    assert first.returncode == 0


# -- unwritable and full locations ---------------------------------------------------------------------------
def test_a_journal_and_cache_that_cannot_be_created_are_warnings(tmp_path, capsys):
    data = dataset(tmp_path / "cases.jsonl", 4)
    blocker = tmp_path / "blocker"
    blocker.write_text("x")
    code = main(
        [
            "eval",
            str(data),
            *FAKE,
            "--json",
            "--cache",
            str(blocker / "c.sqlite"),
            "--journal",
            str(blocker / "j.jsonl"),
        ]
    )
    out, err = capsys.readouterr()
    assert code == 0 and len(json.loads(out)["items"]) == 4
    assert f"cache {blocker / 'c.sqlite'} unavailable" in err and f"cannot use the journal {blocker / 'j.jsonl'}" in err


def test_a_full_disk_mid_run_leaves_the_run_going_without_journal_and_cache(tmp_path):
    """RLIMIT_FSIZE makes writes past 60 kB fail with EFBIG, as a full disk fails them with ENOSPC."""
    data = dataset(tmp_path / "cases.jsonl", 400)
    journal = tmp_path / "j.jsonl"

    def limit_file_size() -> None:
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (60_000, 60_000))

    done = subprocess.run(
        [sys.executable, "-m", "answersim", "eval", str(data), *FAKE, "--json", "--journal", str(journal)],
        env=run_env(tmp_path),
        preexec_fn=limit_file_size,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert len(json.loads(done.stdout)["items"]) == 400
    assert "cannot be written" in done.stderr and str(journal) in done.stderr  # the journal hit the limit
    assert "continuing without it" in done.stderr  # and so did the cache


# -- private modes -------------------------------------------------------------------------------------------
def mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def test_cache_journal_and_run_history_are_private_whatever_the_umask(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    data = dataset(tmp_path / "cases.jsonl", 3)
    old = os.umask(0o022)
    try:
        cache = tmp_path / "state" / "cache" / "cache.sqlite"
        journal = tmp_path / "state" / "journals" / "j.jsonl"
        args = ["eval", str(data), *FAKE, "--cache", str(cache), "--journal", str(journal), "--save-run", "r1"]
        assert main(args) == 0, capsys.readouterr().err
        from answersim.stores.sqlite import SQLiteCache

        live = SQLiteCache(cache)
        assert len(live) > 0  # the WAL and shared-memory files exist while a connection is open
        files = [cache, journal, tmp_path / ".answersim" / "runs.db"]
        files += [p for p in cache.parent.iterdir() if p.name.startswith("cache.sqlite-")]
        assert any(p.name.endswith("-wal") for p in files)
        assert {p.name: oct(mode(p)) for p in files} == {p.name: oct(0o600) for p in files}
        folders = [tmp_path / "state", cache.parent, journal.parent, tmp_path / ".answersim"]
        assert {str(p): oct(mode(p)) for p in folders} == {str(p): oct(0o700) for p in folders}
        live.close()
    finally:
        os.umask(old)


def test_an_existing_world_readable_cache_and_journal_are_tightened(tmp_path, capsys):
    data = dataset(tmp_path / "cases.jsonl", 3)
    cache = tmp_path / "cache.sqlite"
    journal = tmp_path / "j.jsonl"
    assert main(["eval", str(data), *FAKE, "--cache", str(cache), "--journal", str(journal)]) == 0
    os.chmod(cache, 0o644)
    os.chmod(journal, 0o644)
    assert main(["eval", str(data), *FAKE, "--cache", str(cache), "--journal", str(journal)]) == 0
    assert mode(cache) == 0o600 and mode(journal) == 0o600
