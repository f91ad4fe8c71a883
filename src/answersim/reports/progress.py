"""Progress bars on a terminal (rich), silence elsewhere."""

from __future__ import annotations

import sys
from types import TracebackType
from typing import Any


class Progress:
    """Two bars (model work, items scored) when enabled; every method is a no-op otherwise."""

    def __init__(self, enabled: bool | None = None, total_items: int | None = None) -> None:
        self.enabled = sys.stderr.isatty() if enabled is None else enabled
        self.total_items = total_items
        self._bar: Any = None
        self._work = self._items = None

    def __enter__(self) -> Progress:
        if self.enabled:
            from rich.console import Console
            from rich.progress import (
                BarColumn,
                MofNCompleteColumn,
                TextColumn,
                TimeElapsedColumn,
                TimeRemainingColumn,
            )
            from rich.progress import Progress as RichProgress

            self._bar = RichProgress(
                TextColumn("{task.description:<10}"),
                BarColumn(),
                MofNCompleteColumn(),
                TimeElapsedColumn(),
                TextColumn("eta"),
                TimeRemainingColumn(),
                console=Console(stderr=True),
                transient=True,
            )
            self._bar.__enter__()
            self._work = self._bar.add_task("model", total=0)
            self._items = self._bar.add_task("scored", total=self.total_items)
        return self

    def add_work(self, n: int) -> None:
        if self._bar is not None and n:
            task = self._bar.tasks[self._work]
            self._bar.update(self._work, total=(task.total or 0) + n)

    def work_done(self, n: int) -> None:
        if self._bar is not None:
            self._bar.advance(self._work, n)

    def items_done(self, n: int) -> None:
        if self._bar is not None:
            self._bar.advance(self._items, n)

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        if self._bar is not None:
            self._bar.__exit__(exc_type, exc, tb)
