"""The persistent cache: one SQLite file shared by every run and process on a machine.

Entries are keyed by namespace (provider cache id, i.e. model id + weights hash or remote model + base
URL, plus request kind) and the item's SHA-256. Each entry keeps the share of tokens and cost its
computation took, so a later run can report what the cache saved. WAL mode, a busy timeout, short
write transactions and retries of the locks SQLite reports without waiting let several processes fill
the same file at once.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
import threading
import time
import warnings
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import Any

from answersim.results import Usage
from answersim.stores.codecs import NotEncodable, decode, encode
from answersim.stores.private import companions, private_file

SCHEMA_VERSION = 2
BUSY_TIMEOUT_MS = 60_000
RETRY_S = 60.0  # how long a read or write retries a lock that SQLite reported without waiting for it
_CHUNK = 500  # SQLite's host-parameter limit is 999 on old builds

# Rows hold ~1.5 kB vectors, so entries is an ordinary rowid table (WITHOUT ROWID suits small rows only);
# namespaces are stored once and keys as raw SHA-256 bytes.
_SCHEMA = """
CREATE TABLE IF NOT EXISTS namespaces (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE);
CREATE TABLE IF NOT EXISTS entries (
    ns INTEGER NOT NULL REFERENCES namespaces(id),
    key BLOB NOT NULL,
    codec TEXT NOT NULL,
    meta TEXT NOT NULL,
    data BLOB NOT NULL,
    tokens REAL NOT NULL DEFAULT 0,
    cost_usd REAL NOT NULL DEFAULT 0,
    latency_s REAL NOT NULL DEFAULT 0,
    calls REAL NOT NULL DEFAULT 0,
    created_at REAL NOT NULL,
    PRIMARY KEY (ns, key)
);
"""


def _key(key: str) -> bytes:
    """A SHA-256 hex key as its 32 raw bytes; any other key as UTF-8."""
    if len(key) == 64:
        try:
            return bytes.fromhex(key)
        except ValueError:
            pass
    return key.encode("utf-8", "surrogatepass")


def _unkey(raw: bytes) -> str:
    return raw.hex() if len(raw) == 32 else raw.decode("utf-8", "surrogatepass")


def default_cache_path() -> Path:
    """``$ANSWERSIM_CACHE`` if set, else ``cache.sqlite`` in the user cache directory (platformdirs)."""
    env = os.environ.get("ANSWERSIM_CACHE")
    if env:
        return Path(env).expanduser()
    from platformdirs import user_cache_dir

    return Path(user_cache_dir("answersim", appauthor=False)) / "cache.sqlite"


class CacheRebuiltWarning(RuntimeWarning):
    """The cache file was damaged; it was set aside and an empty cache started in its place."""


def is_corruption(exc: BaseException) -> bool:
    """True for SQLite errors that mean a damaged file (not a busy lock or a missing folder)."""
    text = str(exc).lower()
    return isinstance(exc, sqlite3.DatabaseError) and any(
        marker in text for marker in ("malformed", "not a database", "file is encrypted", "corrupt")
    )


def set_aside(path: Path, exc: BaseException) -> Path:
    """Move a damaged cache file (and its WAL/SHM companions) to ``<name>.corrupt-<time>``; warn."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    aside = path.with_name(f"{path.name}.corrupt-{stamp}")
    for suffix in ("", "-wal", "-shm"):
        source = path.with_name(path.name + suffix)
        with contextlib.suppress(FileNotFoundError):  # no WAL, or another process moved it first
            source.replace(aside.with_name(aside.name + suffix))
    warnings.warn(
        f"the cache file {path} is damaged ({exc}); it was moved to {aside} and an empty cache was started "
        "(delete the old file once you no longer need it)",
        CacheRebuiltWarning,
        stacklevel=3,
    )
    return aside


def connect(path: Path) -> sqlite3.Connection:
    """Open (creating if needed) the cache database at ``path`` with WAL and a busy timeout.

    A damaged file is detected here, set aside with a warning and replaced by an empty cache.
    """
    try:
        return open_shared(path, _cache_schema, check_same_thread=False)
    except sqlite3.DatabaseError as exc:
        if not is_corruption(exc):
            raise
        set_aside(path, exc)
        return open_shared(path, _cache_schema, check_same_thread=False)


def _cache_schema(conn: sqlite3.Connection) -> None:
    conn.execute("PRAGMA synchronous=NORMAL")
    if conn.execute("PRAGMA user_version").fetchone()[0] != SCHEMA_VERSION:
        conn.execute("BEGIN IMMEDIATE")  # one writer creates the schema; the others wait for it
        for statement in filter(str.strip, _SCHEMA.split(";")):
            conn.execute(statement)
        conn.execute(f"PRAGMA user_version={SCHEMA_VERSION}")
        conn.execute("COMMIT")


def open_shared(
    path: Path, setup: Callable[[sqlite3.Connection], None], *, check_same_thread: bool = True
) -> sqlite3.Connection:
    """A private (0600) SQLite file that several processes share: WAL, the busy timeout, then ``setup``
    (pragmas, schema); retried while busy, the connection closed again when a try fails."""
    private_file(path)  # 0600 before SQLite opens it: its -wal and -shm files copy the database's mode
    companions(path)

    def attempt() -> sqlite3.Connection:
        conn = sqlite3.connect(
            path, timeout=BUSY_TIMEOUT_MS / 1000, isolation_level=None, check_same_thread=check_same_thread
        )
        try:
            conn.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
            conn.execute("PRAGMA journal_mode=WAL")
            setup(conn)
        except BaseException:
            conn.close()
            raise
        return conn

    return patiently(attempt)


def is_busy(exc: BaseException) -> bool:
    """True for SQLite's "database is locked"/"busy": another process holds the lock."""
    return isinstance(exc, sqlite3.OperationalError) and any(w in str(exc) for w in ("locked", "busy"))


def patiently(action: Callable[[], Any]) -> Any:
    """Run ``action``, retrying with backoff for up to :data:`RETRY_S` while the database is busy.

    The busy timeout makes SQLite wait for most locks, but where waiting could deadlock (a stale WAL
    snapshot, WAL recovery, a journal-mode change) it reports "database is locked" at once; processes
    that fill one cache together meet that on a loaded machine, and a dropped write is a lost result.
    """
    deadline = time.monotonic() + RETRY_S
    delay = 0.002
    while True:
        try:
            return action()
        except sqlite3.OperationalError as exc:
            if not is_busy(exc) or time.monotonic() >= deadline:
                raise
        time.sleep(delay)
        delay = min(delay * 2, 0.25)


class SQLiteCache:
    """A :class:`~answersim.stores.memory.Cache` in a SQLite file; counts hits and misses and the usage saved."""

    def __init__(self, path: str | Path | None = None) -> None:
        self.path = Path(path).expanduser() if path is not None else default_cache_path()
        self._conn: sqlite3.Connection | None = None
        self._lock = threading.Lock()
        self._hit_usage: dict[tuple[str, str], Usage] = {}
        self._ns_ids: dict[str, int] = {}
        self.hits = 0
        self.misses = 0
        self.skipped = 0  # values no codec could store
        self.errors = 0  # SQLite failures survived (reads became misses, writes were dropped)

    @property
    def conn(self) -> sqlite3.Connection:
        if self._conn is None:
            self._conn = connect(self.path)
        return self._conn

    def _namespace_id(self, namespace: str, *, create: bool) -> int | None:
        """The row id of a namespace (created inside the caller's write transaction when asked)."""
        ns_id = self._ns_ids.get(namespace)
        if ns_id is None:
            row = self.conn.execute("SELECT id FROM namespaces WHERE name = ?", (namespace,)).fetchone()
            if row is None and create:
                row = (self.conn.execute("INSERT INTO namespaces (name) VALUES (?)", (namespace,)).lastrowid,)
            if row is None:
                return None
            ns_id = self._ns_ids[namespace] = int(row[0])
        return ns_id

    def get_many(self, namespace: str, keys: Iterable[str]) -> dict[str, Any]:
        keys = list(dict.fromkeys(keys))
        try:
            out = patiently(lambda: self._read(namespace, keys))
        except sqlite3.Error as exc:  # a cache problem never stops a run: everything is a miss
            self._trouble(exc)
            out = {}
        self.hits += len(out)
        self.misses += len(keys) - len(out)
        return out

    def _trouble(self, exc: Exception) -> None:
        """Warn once that the cache file misbehaves; the run goes on computing. A damaged file is set
        aside at once, so the next read or write starts a fresh cache."""
        if is_corruption(exc):
            self.close()
            self._ns_ids.clear()
            set_aside(self.path, exc)
            self.errors += 1
            return
        if not self.errors:
            warnings.warn(f"answersim cache {self.path} failed ({exc}); continuing without it", stacklevel=3)
        self.errors += 1

    def _read(self, namespace: str, keys: list[str]) -> dict[str, Any]:
        out: dict[str, Any] = {}
        with self._lock:
            ns_id = self._namespace_id(namespace, create=False)
            for start in range(0, len(keys) if ns_id is not None else 0, _CHUNK):
                part = [_key(k) for k in keys[start : start + _CHUNK]]
                rows = self.conn.execute(
                    "SELECT key, codec, meta, data, tokens, cost_usd, latency_s, calls FROM entries "
                    f"WHERE ns = ? AND key IN ({','.join('?' * len(part))})",
                    [ns_id, *part],
                ).fetchall()
                for raw, codec, meta, data, tokens, cost, latency, calls in rows:
                    key = _unkey(raw)
                    try:
                        out[key] = decode(codec, meta, data)
                    except (KeyError, ValueError):  # codec not registered here, or a damaged entry: recompute
                        continue
                    self._hit_usage[(namespace, key)] = Usage(tokens, cost, latency, calls)
        return out

    def saved_usage(self, namespace: str, keys: Iterable[str]) -> Usage:
        """What computing these cache hits cost when they were first computed (tokens, cost, time)."""
        total = Usage()
        for key in keys:
            total = total + self._hit_usage.pop((namespace, key), Usage())
        return total

    def put_many(self, namespace: str, values: Mapping[str, Any], usage: Mapping[str, Usage] | None = None) -> None:
        rows = []
        now = time.time()
        for key, value in values.items():
            try:
                codec, meta, data = encode(value)
            except (NotEncodable, ValueError):
                self.skipped += 1
                continue
            u = (usage or {}).get(key) or Usage()
            rows.append((_key(key), codec, meta, data, u.tokens, u.cost_usd, u.latency_s, u.calls, now))
        if not rows:
            return
        try:
            patiently(lambda: self._write(namespace, rows))
        except sqlite3.Error as exc:
            self._trouble(exc)

    def _write(self, namespace: str, rows: list[tuple[Any, ...]]) -> None:
        with self._lock:
            conn = self.conn
            conn.execute("BEGIN IMMEDIATE")
            try:
                ns_id = self._namespace_id(namespace, create=True)
                conn.executemany(
                    "INSERT OR REPLACE INTO entries VALUES (?,?,?,?,?,?,?,?,?,?)", [(ns_id, *r) for r in rows]
                )
                conn.execute("COMMIT")
            except BaseException:
                if conn.in_transaction:
                    conn.execute("ROLLBACK")
                self._ns_ids.clear()  # a namespace created in this transaction is gone again
                raise

    def _recovering(self, action: Callable[[], Any]) -> Any:
        """Run ``action``; a damaged file found on the way is set aside (with a warning) and it runs again
        on the fresh, empty cache, as a scoring run does."""
        try:
            return action()
        except sqlite3.DatabaseError as exc:
            if not is_corruption(exc):
                raise
            self._trouble(exc)
            return action()

    def info(self) -> dict[str, Any]:
        """Entries, bytes and saved-on-hit usage per namespace, for ``answersim cache info``."""
        return self._recovering(self._info)

    def _info(self) -> dict[str, Any]:
        with self._lock:
            rows = self.conn.execute(
                "SELECT n.name, COUNT(*), SUM(LENGTH(e.data) + LENGTH(e.meta)), SUM(e.tokens), SUM(e.cost_usd) "
                "FROM entries e JOIN namespaces n ON n.id = e.ns GROUP BY n.name ORDER BY n.name"
            ).fetchall()
        files = [self.path.with_name(self.path.name + suffix) for suffix in ("", "-wal", "-shm")]
        size = sum(p.stat().st_size for p in files if p.is_file())  # not the damaged files set aside
        return {
            "path": str(self.path),
            "file_bytes": size,
            "entries": sum(r[1] for r in rows),
            "namespaces": [
                {"namespace": ns, "entries": n, "value_bytes": b or 0, "tokens": t or 0, "cost_usd": c or 0.0}
                for ns, n, b, t, c in rows
            ],
        }

    def clear(self, namespace_prefix: str | None = None) -> int:
        """Delete all entries (or those whose namespace starts with the prefix); return how many."""
        return self._recovering(lambda: self._clear(namespace_prefix))

    def _clear(self, namespace_prefix: str | None) -> int:
        with self._lock:
            conn = self.conn
            if namespace_prefix:
                escaped = namespace_prefix.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
                cur = conn.execute(
                    "DELETE FROM entries WHERE ns IN (SELECT id FROM namespaces WHERE name LIKE ? ESCAPE '\\')",
                    (escaped + "%",),
                )
            else:
                cur = conn.execute("DELETE FROM entries")
            count = cur.rowcount
            conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            if not namespace_prefix:
                conn.execute("VACUUM")
        return count

    def close(self) -> None:
        with self._lock:
            if self._conn is not None:
                self._conn.close()
                self._conn = None

    def __len__(self) -> int:
        return self._recovering(self._count)

    def _count(self) -> int:
        with self._lock:
            return int(self.conn.execute("SELECT COUNT(*) FROM entries").fetchone()[0])

    def __repr__(self) -> str:
        return f"SQLiteCache({str(self.path)!r})"
