"""The ``--journal``/``--resume`` flags of ``answersim eval`` and the journaling around a run."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from answersim.results import ItemResult, Report
from answersim.stores.journal import Journal, JournalBusy, default_journal_path, fingerprint

JOURNAL_CHUNK = 512


def add_journal_options(parser: argparse.ArgumentParser) -> None:
    group = parser.add_argument_group("interrupted runs")
    group.add_argument(
        "--journal",
        metavar="PATH",
        help="append each finished item here as it completes (default: journals/ beside the cache file, "
        "named by the dataset and the options)",
    )
    group.add_argument(
        "--resume",
        action="store_true",
        help="finish an interrupted or partly failed run: items already in the journal are not scored again",
    )
    group.add_argument("--no-journal", action="store_true", help="keep no journal (a kill loses the run)")


@dataclass
class Journaling:
    """What the eval command needs from the journal: the cases still to run and the item callback."""

    todo: list[Any]
    journal: Journal | None = None
    finished: dict[int, ItemResult] = field(default_factory=dict)
    explicit: bool = False
    own_name: bool = False  # journaling beside a default journal another run holds

    @property
    def resume_flags(self) -> str:
        """What to add to the same command to finish this run from its journal."""
        assert self.journal is not None
        return f"--journal {self.journal.path} --resume" if self.own_name else "--resume"

    @property
    def chunk_size(self) -> int | None:
        """Items scored (and journaled) together: a kill loses at most one chunk's work."""
        return JOURNAL_CHUNK if self.journal is not None else None

    @property
    def on_item(self) -> Any:
        return self.journal.record if self.journal is not None else None

    def merge(self, report: Report) -> Report:
        return self.journal.merge(report, self.finished) if self.journal is not None else report


@contextmanager
def journaling(args: argparse.Namespace, cases: Sequence[Any], metrics: Sequence[Any]) -> Iterator[Journaling]:
    """Open the journal the flags ask for, yield the work left, and close it however the run ends."""
    if getattr(args, "no_journal", False):
        if args.resume:
            from answersim.errors import ConfigError

            raise ConfigError("--resume needs a journal; drop --no-journal")
        yield Journaling(todo=list(cases))
        return
    from answersim.reports.document import file_sha256

    config = fingerprint(metrics)
    path = Path(args.journal) if args.journal else default_journal_path(file_sha256(args.file), config, _cache(args))
    journal: Journal | None = None
    try:
        journal = _open(path, config, args)
        state = Journaling(
            todo=list(cases), journal=journal, explicit=bool(args.journal), own_name=journal.path != path
        )
        path = journal.path
        if args.resume:
            if journal.load():
                state.todo, state.finished = journal.pending(cases)
                _note(f"resuming from {path}: {len(state.finished)} item(s) done, {len(state.todo)} to score")
            else:
                _note(f"no journal at {path}; scoring every item")
        elif path.stat().st_size:
            _note(f"replacing the journal of an earlier run at {path} (use --resume to continue it instead)")
        journal.start(append=args.resume, dataset=str(args.file))
    except OSError as exc:  # a read-only or full location: the run goes on, unjournaled
        if journal is not None:
            journal.close()
        _note(
            f"warning: cannot use the journal {path} ({exc.strerror or exc}); scoring every item without one "
            "(a kill loses the run; pass --journal PATH to keep one elsewhere)"
        )
        yield Journaling(todo=list(cases))
        return
    try:
        yield state
    except BaseException:
        journal.close()
        if journal.failed is None:
            done = len(state.finished) + journal.recorded
            _note(
                f"{done} of {len(cases)} item(s) are journaled in {path}; run the same command with "
                f"{state.resume_flags} to finish"
            )
        raise
    journal.close()


def _open(path: Path, config: str, args: argparse.Namespace) -> Journal:
    """The locked journal. When an identical run holds the default one, a fresh run journals beside it under
    its own pid instead of failing; resuming, or a ``--journal`` the user named, needs that very file."""
    journal = Journal(path, config)
    try:
        journal.acquire()
    except JournalBusy as busy:
        if args.resume or args.journal:
            raise
        own = path.with_name(f"{path.stem}.{os.getpid()}{path.suffix}")
        holder = f" (pid {busy.pid})" if busy.pid else ""
        _note(
            f"another run{holder} is writing {path}; this run journals to {own} "
            f"(to resume it: --journal {own} --resume)"
        )
        journal = Journal(own, config)
        journal.acquire()
    return journal


def keep_journal(state: Journaling) -> None:
    """When the report could not be written: the scores stay in the journal, and the user is told how to use it."""
    if state.journal is not None and state.journal.failed is None:
        _note(
            f"the scores are kept in {state.journal.path}; fix the problem and run the same command with "
            f"{state.resume_flags}"
        )


def finish_journal(state: Journaling, report: Report) -> None:
    """After the report is written: drop a default journal when every item is ok; else say how to redo errors."""
    if state.journal is None or state.journal.failed is not None:
        return
    failed = sum(1 for item in report.items if any(r.status == "error" for r in item.results.values()))
    if failed:
        _note(f"{failed} item(s) ended in error; `{state.resume_flags}` scores only those again ({state.journal.path})")
    elif not state.explicit:
        state.journal.path.unlink(missing_ok=True)


def _cache(args: argparse.Namespace) -> Path:
    from answersim.stores.sqlite import default_cache_path

    return Path(args.cache).expanduser() if getattr(args, "cache", None) else default_cache_path()


def _note(text: str) -> None:
    print(f"answersim: {text}", file=sys.stderr)
