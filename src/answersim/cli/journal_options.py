"""The ``--journal``/``--resume`` flags of ``answersim eval`` and the journaling around a run."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from answersim.results import ItemResult, Report
from answersim.stores.journal import Journal, default_journal_path, fingerprint

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
    journal = Journal(path, config)
    state = Journaling(todo=list(cases), journal=journal, explicit=bool(args.journal))
    if args.resume:
        if journal.load():
            state.todo, state.finished = journal.pending(cases)
            _note(f"resuming from {path}: {len(state.finished)} item(s) done, {len(state.todo)} to score")
        else:
            _note(f"no journal at {path}; scoring every item")
    elif path.is_file() and path.stat().st_size:
        _note(f"replacing the journal of an earlier run at {path} (use --resume to continue it instead)")
    journal.start(append=args.resume, dataset=str(args.file))
    try:
        yield state
    except BaseException:
        journal.close()
        done = len(state.finished) + journal.recorded
        _note(f"{done} of {len(cases)} item(s) are journaled in {path}; run the same command with --resume to finish")
        raise
    journal.close()


def finish_journal(state: Journaling, report: Report) -> None:
    """After a complete run: drop a default journal when every item is ok; else say how to redo errors."""
    if state.journal is None:
        return
    failed = sum(1 for item in report.items if any(r.status == "error" for r in item.results.values()))
    if failed:
        _note(f"{failed} item(s) ended in error; `--resume` scores only those again ({state.journal.path})")
    elif not state.explicit:
        state.journal.path.unlink(missing_ok=True)


def _cache(args: argparse.Namespace) -> Path:
    from answersim.stores.sqlite import default_cache_path

    return Path(args.cache).expanduser() if getattr(args, "cache", None) else default_cache_path()


def _note(text: str) -> None:
    print(f"answersim: {text}", file=sys.stderr)
