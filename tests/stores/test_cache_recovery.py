"""The SQLite cache survives a kill mid-write, and a damaged file is set aside and rebuilt with a warning."""

from __future__ import annotations

import hashlib
import json
import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import numpy as np
import pytest

from answersim import Cosine, FakeEmbeddings, evaluate
from answersim.cli.main import main
from answersim.stores.sqlite import CacheRebuiltWarning, SQLiteCache

WRITER = """
import hashlib, sys, numpy as np
from answersim.stores.sqlite import SQLiteCache
cache = SQLiteCache(sys.argv[1])
for batch in range(10_000):
    values = {hashlib.sha256(f"{batch}-{i}".encode()).hexdigest(): np.full(64, batch, np.float32) for i in range(200)}
    cache.put_many("ns|sentence", values)
    print(batch, flush=True)
"""


def test_a_kill_mid_write_leaves_whole_transactions_only(tmp_path: Path) -> None:
    path = tmp_path / "cache.sqlite"
    proc = subprocess.Popen([sys.executable, "-c", WRITER, str(path)], stdout=subprocess.PIPE, text=True)
    assert proc.stdout is not None
    for _ in range(30):  # let ~30 batches commit, then kill while the next ones are being written
        proc.stdout.readline()
    time.sleep(0.05)
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait(timeout=30)

    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    count = conn.execute("SELECT COUNT(*) FROM entries").fetchone()[0]
    conn.close()
    assert count >= 30 * 200 and count % 200 == 0  # each put_many is one transaction: all or nothing
    cache = SQLiteCache(path)
    batches = count // 200
    keys = [hashlib.sha256(f"{b}-{i}".encode()).hexdigest() for b in range(batches) for i in range(200)]
    found = cache.get_many("ns|sentence", keys)
    assert len(found) == count
    for b in range(batches):  # every stored vector is whole and belongs to its batch
        np.testing.assert_array_equal(found[keys[b * 200 + 199]], np.full(64, b, np.float32))


def test_a_file_that_is_not_a_database_is_set_aside_and_rebuilt(tmp_path: Path) -> None:
    path = tmp_path / "cache.sqlite"
    path.write_bytes(b"this was never a SQLite file" * 100)
    cache = SQLiteCache(path)
    with pytest.warns(CacheRebuiltWarning, match="is damaged"):
        assert cache.get_many("ns", ["a"]) == {}
    aside = list(tmp_path.glob("cache.sqlite.corrupt-*"))
    assert len(aside) == 1 and aside[0].read_bytes().startswith(b"this was never")
    cache.put_many("ns", {"a": 1.5})
    assert cache.get_many("ns", ["a"]) == {"a": 1.5}


def test_damaged_pages_found_during_a_run_are_set_aside_and_the_run_goes_on(tmp_path: Path) -> None:
    path = tmp_path / "cache.sqlite"
    cases = [{"expected_output": f"reference {i}", "actual_output": f"answer {i}"} for i in range(300)]
    cache = SQLiteCache(path)
    evaluate(cases, [Cosine(FakeEmbeddings(64))], cache=cache, progress=False)
    cache.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    cache.close()
    size = path.stat().st_size
    with open(path, "r+b") as fh:  # keep the header page, scribble over every page after it
        fh.seek(4096)
        fh.write(bytes(range(256)) * ((size - 4096) // 256))
    cache = SQLiteCache(path)
    with pytest.warns(CacheRebuiltWarning):
        report = evaluate(cases, [Cosine(FakeEmbeddings(64))], cache=cache, progress=False)
    assert all(i.results["cosine"].status == "ok" for i in report.items)
    assert list(tmp_path.glob("cache.sqlite.corrupt-*"))
    again = evaluate(cases, [Cosine(FakeEmbeddings(64))], cache=SQLiteCache(path), progress=False)
    assert again.cache is not None and again.cache.hits == 600  # rebuilt by the run after the damage
    assert again.scores("cosine") == report.scores("cosine")


def test_the_cli_rebuilds_a_damaged_cache_with_a_warning(tmp_path: Path, capsys) -> None:
    path = tmp_path / "cache.sqlite"
    path.write_bytes(b"\x00garbage" * 512)
    data = tmp_path / "cases.jsonl"
    data.write_text(json.dumps({"expected_output": "a b", "actual_output": "a b"}) + "\n", encoding="utf-8")
    with pytest.warns(CacheRebuiltWarning):
        code = main(
            [
                "eval",
                str(data),
                "--provider",
                "fake",
                "--metric",
                "cosine",
                "--cache",
                str(path),
                "--no-journal",
                "--json",
            ]
        )
    out, _ = capsys.readouterr()
    assert code == 0 and json.loads(out)["items"][0]["results"]["cosine"]["score"] == pytest.approx(1.0)
    assert len(SQLiteCache(path)) == 1  # the fresh cache holds the one distinct text
