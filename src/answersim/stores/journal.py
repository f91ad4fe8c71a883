"""The run journal: finished items appended as they complete, so ``eval --resume`` redoes only the rest.

A journal is a JSONL file. Line 1 pins the configuration (a fingerprint of the metrics and models);
every later line is one finished item: its index, a hash of its test case and its metric results.
Each line is flushed (and fsync'ed) as the item completes, so a kill or crash loses at most the item
being written; a torn last line is dropped on resume. On resume an item is skipped when the journal
holds it at the same index with the same content hash and no metric in error; everything else runs.

A journal is never written over a file that is not a journal (``--journal`` might name the dataset), one
run at a time holds it (an advisory lock; the holder's pid is named), and it is private (0600, folder 0700).
A journal that cannot be written (read-only folder, full disk) warns once and the run goes on without it.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import stat
import time
import warnings
from collections.abc import Sequence
from dataclasses import fields
from pathlib import Path
from typing import IO, Any

from answersim.cases import TestCase
from answersim.errors import ConfigError
from answersim.results import ItemResult, MetricResult, Report, Usage, strict_dumps, to_jsonable
from answersim.stores.private import FILE_MODE, private_dir, tighten

FORMAT = 1
FSYNC_EVERY_S = 0.2  # fsync at most this often while items stream in; always at close


def fingerprint(metrics: Sequence[Any]) -> str:
    """SHA-256 of what decides the scores: every metric's description (models, options, thresholds)."""
    described = [to_jsonable(m.describe()) for m in metrics]
    return hashlib.sha256(json.dumps(described, sort_keys=True, default=str).encode()).hexdigest()


def case_hash(case: TestCase) -> str:
    """SHA-256 of a test case's content, so a changed record at the same line is not reused."""
    return hashlib.sha256(json.dumps(case.to_dict(), sort_keys=True, ensure_ascii=False).encode()).hexdigest()


def default_journal_path(dataset_sha256: str, config: str, cache_path: Path) -> Path:
    """``journals/journal-<hash>.jsonl`` beside the cache file, named by dataset and configuration."""
    digest = hashlib.sha256(f"{dataset_sha256}:{config}".encode()).hexdigest()[:16]
    return cache_path.parent / "journals" / f"journal-{digest}.jsonl"


class JournalBusy(ConfigError):
    """Another process holds the journal's lock; ``pid`` names it where the system tells."""

    def __init__(self, path: Path, pid: int | None) -> None:
        self.path = path
        self.pid = pid
        holder = f" (pid {pid})" if pid else ""
        super().__init__(
            f"another answersim run{holder} is writing the journal {path}; wait for it to finish or pass "
            "--journal OTHER_PATH"
        )


class JournalWarning(RuntimeWarning):
    """The journal could not be written; the run goes on without it."""


class Journal:
    """Reads an earlier run's finished items and appends this run's as they complete."""

    def __init__(self, path: str | Path, config: str) -> None:
        self.path = Path(path)
        self.config = config
        self.done: dict[int, tuple[str, dict[str, Any]]] = {}
        self._fh: IO[str] | None = None
        self._positions: list[int] = []
        self._last_sync = 0.0
        self.recorded = 0
        self.failed: OSError | None = None  # set when a write failed: the run went on unjournaled

    # -- reading --------------------------------------------------------------------------------
    def load(self) -> int:
        """Read the items an earlier run finished (last entry per index wins); return how many."""
        if not self.path.is_file():
            return 0
        with open(self.path, "rb") as fh:
            raw = fh.read()
        good = raw.rfind(b"\n") + 1  # a line without its newline was torn by a kill: drop it
        lines = raw[:good].decode("utf-8", "replace").splitlines()
        if not lines:
            return 0
        header = _parse(lines[0])
        if not header or header.get("journal") != FORMAT:
            raise ConfigError(f"{self.path} is not an answersim journal; delete it or pass another --journal path")
        if header.get("config") != self.config:
            raise ConfigError(
                f"{self.path} was written by a run with other metrics or models; run without --resume to "
                "start afresh (the journal is then replaced), or resume with the original options"
            )
        for line in lines[1:]:
            entry = _parse(line)
            if entry and isinstance(entry.get("index"), int) and isinstance(entry.get("results"), dict):
                self.done[entry["index"]] = (str(entry.get("case")), entry["results"])
        if good < len(raw):
            with open(self.path, "r+b") as fh:
                fh.truncate(good)
        return len(self.done)

    def pending(self, cases: Sequence[TestCase]) -> tuple[list[TestCase], dict[int, ItemResult]]:
        """Split cases into those still to run and the finished ones (rebuilt from the journal)."""
        todo: list[TestCase] = []
        finished: dict[int, ItemResult] = {}
        self._positions = []
        for index, case in enumerate(cases):
            entry = self.done.get(index)
            if entry is not None and entry[0] == case_hash(case) and _all_ok(entry[1]):
                finished[index] = ItemResult(index=index, case=case, results=_results(entry[1]))
            else:
                todo.append(case)
                self._positions.append(index)
        return todo, finished

    # -- writing --------------------------------------------------------------------------------
    def acquire(self) -> None:
        """Open and lock the file (before :meth:`load`, so no other run writes it meanwhile).

        Raises :class:`JournalBusy` when another run holds it, :class:`ConfigError` when the file is not a
        journal (it is never truncated then), ``OSError`` when the location cannot be written.
        """
        if self._fh is not None:
            return
        private_dir(self.path.parent)
        flags = os.O_RDWR | os.O_CREAT | os.O_APPEND | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_NONBLOCK", 0)
        fd = os.open(self.path, flags, FILE_MODE)
        fh = os.fdopen(fd, "a+", encoding="utf-8")
        try:
            if not stat.S_ISREG(os.fstat(fd).st_mode):
                raise ConfigError(f"{self.path} is not a regular file; pass a file path to --journal")
            _lock(fh, self.path)
            if not _is_journal(fd):
                raise ConfigError(
                    f"{self.path} exists and is not an answersim journal, so it was left untouched; pass a new "
                    "path to --journal (or delete that file if you are sure it can go)"
                )
            tighten(fd)
        except BaseException:
            fh.close()
            raise
        self._fh = fh

    def start(self, *, append: bool, dataset: str | None = None) -> None:
        """Open for writing: append to the loaded journal, or replace it with a fresh header."""
        self.acquire()
        assert self._fh is not None
        fresh = not append or os.fstat(self._fh.fileno()).st_size == 0
        if fresh:
            self._fh.truncate(0)
            header = {"journal": FORMAT, "config": self.config, "dataset": dataset, "created_at": time.time()}
            self._fh.write(json.dumps(header) + "\n")
            self._sync(force=True)

    def original_index(self, index: int) -> int:
        """The item's position in the whole dataset (the runner numbers only the pending items)."""
        return self._positions[index] if self._positions else index

    def record(self, item: ItemResult) -> None:
        """Append one finished item; the runner's ``on_item`` callback."""
        if self.failed is not None:
            return
        if self._fh is None:
            raise RuntimeError("journal not started")
        index = self.original_index(item.index)
        entry = {
            "index": index,
            "case": case_hash(item.case),
            "results": {name: _result_dict(r) for name, r in item.results.items()},
        }
        try:
            self._fh.write(strict_dumps(entry, ensure_ascii=False) + "\n")
            self._sync()
        except OSError as exc:  # a full disk or a vanished folder: keep scoring, unjournaled
            self._give_up(exc)
            return
        self.recorded += 1

    def _give_up(self, exc: OSError) -> None:
        self.failed = exc
        warnings.warn(
            f"the journal {self.path} cannot be written ({exc.strerror or exc}); the run goes on without it "
            "(a kill now loses the items not yet journaled)",
            JournalWarning,
            stacklevel=3,
        )
        with contextlib.suppress(OSError):
            assert self._fh is not None
            self._fh.close()
        self._fh = None

    def _sync(self, *, force: bool = False) -> None:
        assert self._fh is not None
        self._fh.flush()  # in the OS from here on: survives a kill of this process
        now = time.monotonic()
        if force or now - self._last_sync >= FSYNC_EVERY_S:
            os.fsync(self._fh.fileno())  # on disk: survives a power loss too
            self._last_sync = now

    def close(self) -> None:
        """Flush, sync and unlock; a failure to sync is a warning (the run's results are in memory)."""
        if self._fh is not None:
            try:
                self._sync(force=True)
                self._fh.close()
            except OSError as exc:
                self._give_up(exc)
            self._fh = None

    def merge(self, report: Report, finished: dict[int, ItemResult]) -> Report:
        """The report of the whole dataset: journaled items plus this run's, in input order."""
        for item in report.items:
            item.index = self.original_index(item.index)
        if not finished:
            return report
        report.items = sorted([*report.items, *finished.values()], key=lambda i: i.index)
        earlier = Usage()
        for item in finished.values():
            earlier = earlier + item.usage
        report.usage = {**report.usage, "journal (earlier runs)": earlier}
        report.meta["items"] = len(report.items)
        report.meta["resumed_items"] = len(finished)
        return report


def _result_dict(result: MetricResult) -> dict[str, Any]:
    """``MetricResult.to_dict`` without ``dataclasses.asdict``'s deep copy (3x faster per item)."""
    out = {f.name: getattr(result, f.name) for f in fields(result)}
    out["usage"] = result.usage.to_dict()
    out["details"] = to_jsonable(result.details)
    return out


def _lock(fh: IO[str], path: Path) -> None:
    """One writer per journal: a second run on the same journal is refused, not interleaved."""
    try:
        import fcntl
    except ImportError:  # not POSIX: no advisory locks
        return
    try:
        fcntl.flock(fh.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        raise JournalBusy(path, _lock_holder(fh.fileno())) from None


def _lock_holder(fd: int) -> int | None:
    """The pid holding a lock on this file, from ``/proc/locks`` (Linux); None elsewhere."""
    info = os.fstat(fd)
    device = f"{os.major(info.st_dev):02x}:{os.minor(info.st_dev):02x}:{info.st_ino}"
    try:
        with open("/proc/locks", encoding="ascii", errors="replace") as fh:
            for line in fh:
                parts = line.split()
                if "->" in parts:  # a waiter, not the holder
                    continue
                if len(parts) >= 6 and parts[5] == device and parts[1] == "FLOCK" and parts[4].isdigit():
                    return int(parts[4])
    except OSError:
        pass
    return None


def _is_journal(fd: int) -> bool:
    """True for an empty file or one whose first line is a journal header (a torn header counts as ours)."""
    os.lseek(fd, 0, os.SEEK_SET)  # writes still go to the end (O_APPEND)
    head = os.read(fd, 4096)
    if not head:
        return True
    if head.startswith(b'{"journal": '):
        return True
    first = head.split(b"\n", 1)[0]
    header = _parse(first.decode("utf-8", "replace"))
    return bool(header) and header.get("journal") == FORMAT


def _parse(line: str) -> dict[str, Any] | None:
    try:
        value = json.loads(line)
    except ValueError:
        return None
    return value if isinstance(value, dict) else None


def _all_ok(results: dict[str, Any]) -> bool:
    return bool(results) and all(isinstance(r, dict) and r.get("status") != "error" for r in results.values())


def _results(raw: dict[str, dict[str, Any]]) -> dict[str, MetricResult]:
    out = {}
    for name, r in raw.items():
        fields = {k: v for k, v in r.items() if k in MetricResult.__dataclass_fields__}
        fields["usage"] = Usage(**(r.get("usage") or {}))
        out[name] = MetricResult(**fields)
    return out
