"""Run history: saved evaluations in a SQLite file (default ``.answersim/runs.db``), for ``compare``.

Each run keeps its per-item scores in a table (to pair items across runs) and the full JSON report,
compressed. Items pair by ``id``; items without one pair by a hash of their input, expected output
and references, which do not change when the system under test does.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
import zlib
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from answersim.errors import ConfigError
from answersim.results import ItemResult, Report, strict_dumps
from answersim.stores.sqlite import open_shared, patiently

DEFAULT_RUNS_DB = Path(".answersim") / "runs.db"

_SCHEMA = """
CREATE TABLE IF NOT EXISTS runs (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,
    created_at TEXT NOT NULL,
    dataset TEXT,
    items INTEGER NOT NULL,
    metrics TEXT NOT NULL,
    means TEXT NOT NULL,
    report BLOB NOT NULL
);
CREATE TABLE IF NOT EXISTS scores (
    run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
    pair_key TEXT NOT NULL,
    item_id TEXT NOT NULL,
    metric TEXT NOT NULL,
    status TEXT NOT NULL,
    score REAL,
    passed INTEGER,
    actual_output TEXT,
    expected_output TEXT,
    PRIMARY KEY (run_id, metric, pair_key)
);
"""


def pair_key(item: ItemResult) -> str:
    """How an item is recognised in another run: its id, else a hash of what does not change."""
    case = item.case
    return _key(case.id, case.input, case.expected_output, case.references)


def _key(case_id: Any, question: str | None, expected: str | None, references: Any) -> str:
    if case_id is not None:
        return f"id:{case_id}"
    content = json.dumps([question, expected, list(references or ())], ensure_ascii=False)
    return "content:" + hashlib.sha256(content.encode("utf-8", "surrogatepass")).hexdigest()[:32]


def connect(path: Path) -> sqlite3.Connection:
    """Open (creating if needed) a runs database; WAL and a busy timeout for concurrent CI jobs. Run history
    holds dataset texts: the file is 0600 (its -wal and -shm copy the mode), its folder 0700."""
    return open_shared(path, _schema)


def _schema(conn: sqlite3.Connection) -> None:
    conn.execute("PRAGMA foreign_keys=ON")
    conn.executescript(_SCHEMA)


@dataclass
class RunInfo:
    name: str
    created_at: str
    dataset: str | None
    items: int
    means: dict[str, float | None]


@dataclass
class SavedScore:
    item_id: str
    status: str
    score: float | None
    passed: bool | None
    actual_output: str | None
    expected_output: str | None


class RunStore:
    """Saved runs in one SQLite file."""

    def __init__(self, path: str | Path | None = None) -> None:
        self.path = Path(path) if path is not None else DEFAULT_RUNS_DB
        self._conn: sqlite3.Connection | None = None

    @property
    def conn(self) -> sqlite3.Connection:
        if self._conn is None:
            self._conn = connect(self.path)
        return self._conn

    def save(self, name: str, report: Report, document: dict[str, Any] | None = None) -> bool:
        """Store ``report`` as run ``name``, replacing a run of that name; True when one was replaced."""
        if not name or not name.strip():
            raise ConfigError("a run needs a non-empty name (--save-run NAME)")
        doc = document if document is not None else report.to_dict()
        means = {m: a.mean for m, a in report.aggregates.items()}
        blob = zlib.compress(strict_dumps(doc, ensure_ascii=False).encode("utf-8"), 6)
        rows = []
        for item in report.items:
            key = pair_key(item)
            for metric, r in item.results.items():
                passed = None if r.passed is None else int(r.passed)
                rows.append(
                    (
                        key,
                        item.id,
                        metric,
                        r.status,
                        r.score,
                        passed,
                        item.case.actual_output,
                        item.case.expected_output,
                    )
                )
        return patiently(lambda: self._save(name, report, means, blob, rows))

    def _save(self, name: str, report: Report, means: dict[str, Any], blob: bytes, rows: list[tuple]) -> bool:
        conn = self.conn
        conn.execute("BEGIN IMMEDIATE")
        try:
            replaced = conn.execute("DELETE FROM runs WHERE name = ?", (name,)).rowcount > 0
            cur = conn.execute(
                "INSERT INTO runs (name, created_at, dataset, items, metrics, means, report) VALUES (?,?,?,?,?,?,?)",
                (
                    name,
                    datetime.now(timezone.utc).isoformat(timespec="seconds"),
                    report.meta.get("dataset"),
                    len(report.items),
                    json.dumps(report.metrics),
                    strict_dumps(means),
                    blob,
                ),
            )
            run_id = cur.lastrowid
            conn.executemany(
                "INSERT OR REPLACE INTO scores VALUES (?,?,?,?,?,?,?,?,?)", [(run_id, *row) for row in rows]
            )
            conn.execute("COMMIT")
        except BaseException:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            raise
        return replaced

    def list(self) -> list[RunInfo]:
        rows = self.conn.execute("SELECT name, created_at, dataset, items, means FROM runs ORDER BY id").fetchall()
        return [RunInfo(n, c, d, i, json.loads(m)) for n, c, d, i, m in rows]

    def _run_id(self, name: str) -> int:
        row = self.conn.execute("SELECT id FROM runs WHERE name = ?", (name,)).fetchone()
        if row is None:
            known = ", ".join(r.name for r in self.list()) or "none saved yet"
            raise ConfigError(f"no run named {name!r} in {self.path} (runs: {known}); save one with --save-run")
        return int(row[0])

    def metrics(self, name: str) -> list[str]:
        run_id = self._run_id(name)
        return json.loads(self.conn.execute("SELECT metrics FROM runs WHERE id = ?", (run_id,)).fetchone()[0])

    def scores(self, name: str, metric: str) -> dict[str, SavedScore]:
        """One metric's saved results of run ``name``, by pair key."""
        run_id = self._run_id(name)
        rows = self.conn.execute(
            "SELECT pair_key, item_id, status, score, passed, actual_output, expected_output FROM scores "
            "WHERE run_id = ? AND metric = ?",
            (run_id, metric),
        ).fetchall()
        return {
            key: SavedScore(item_id, status, score, None if passed is None else bool(passed), actual, expected)
            for key, item_id, status, score, passed, actual, expected in rows
        }

    def report(self, name: str) -> dict[str, Any]:
        """The full JSON report saved with run ``name``."""
        run_id = self._run_id(name)
        blob = self.conn.execute("SELECT report FROM runs WHERE id = ?", (run_id,)).fetchone()[0]
        return json.loads(zlib.decompress(blob).decode("utf-8"))

    def flags(self, name: str) -> dict[str, tuple[str, list[str]]]:
        """``{pair_key: (item id, blind-spot checks that fired)}`` of run ``name``, from its saved report."""
        out = {}
        for item in self.report(name).get("items", []):
            flags = item.get("flags")
            if flags is None:  # a run saved before items carried their flags
                results = (item.get("results") or {}).values()
                flags = list(
                    dict.fromkeys(
                        f for r in results for f in ((r.get("details") or {}).get("checks") or {}).get("flags") or []
                    )
                )
            case_id = item.get("id") if item.get("id") != str(item.get("index")) else None
            key = _key(case_id, item.get("input"), item.get("expected_output"), item.get("references"))
            out[key] = (str(item.get("id")), list(flags))
        return out

    def close(self) -> None:
        if self._conn is not None:
            self._conn.close()
            self._conn = None
