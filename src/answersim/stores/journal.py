"""The run journal: finished items appended as they complete, so ``eval --resume`` redoes only the rest.

A journal is a JSONL file. Line 1 pins the configuration (a fingerprint of the metrics and models);
every later line is one finished item: its index, a hash of its test case and its metric results.
Each line is flushed (and fsync'ed) as the item completes, so a kill or crash loses at most the item
being written; a torn last line is dropped on resume. On resume an item is skipped when the journal
holds it at the same index with the same content hash and no metric in error; everything else runs.
"""

from __future__ import annotations

import hashlib
import json
import os
import time
from collections.abc import Sequence
from dataclasses import fields
from pathlib import Path
from typing import IO, Any

from answersim.cases import TestCase
from answersim.errors import ConfigError
from answersim.results import ItemResult, MetricResult, Report, Usage, strict_dumps, to_jsonable

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
    def start(self, *, append: bool, dataset: str | None = None) -> None:
        """Open for writing: append to the loaded journal, or replace it with a fresh header."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        fresh = not append or not self.path.is_file() or self.path.stat().st_size == 0
        self._fh = open(self.path, "a", encoding="utf-8")  # noqa: SIM115 (held for the run)
        _lock(self._fh, self.path)
        if fresh:
            self._fh.truncate(0)
        if fresh:
            header = {"journal": FORMAT, "config": self.config, "dataset": dataset, "created_at": time.time()}
            self._fh.write(json.dumps(header) + "\n")
            self._sync(force=True)

    def original_index(self, index: int) -> int:
        """The item's position in the whole dataset (the runner numbers only the pending items)."""
        return self._positions[index] if self._positions else index

    def record(self, item: ItemResult) -> None:
        """Append one finished item; the runner's ``on_item`` callback."""
        if self._fh is None:
            raise RuntimeError("journal not started")
        index = self.original_index(item.index)
        entry = {
            "index": index,
            "case": case_hash(item.case),
            "results": {name: _result_dict(r) for name, r in item.results.items()},
        }
        self._fh.write(strict_dumps(entry, ensure_ascii=False) + "\n")
        self.recorded += 1
        self._sync()

    def _sync(self, *, force: bool = False) -> None:
        assert self._fh is not None
        self._fh.flush()  # in the OS from here on: survives a kill of this process
        now = time.monotonic()
        if force or now - self._last_sync >= FSYNC_EVERY_S:
            os.fsync(self._fh.fileno())  # on disk: survives a power loss too
            self._last_sync = now

    def close(self) -> None:
        if self._fh is not None:
            self._sync(force=True)
            self._fh.close()
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
    except OSError:
        fh.close()
        raise ConfigError(
            f"another answersim run is writing the journal {path}; wait for it to finish or pass --journal OTHER_PATH"
        ) from None


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
