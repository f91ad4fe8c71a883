"""The run's memo of computed values, bounded by an approximate byte budget (least recently used out).

Within a chunk every value is held by the chunk itself; the memo only saves recomputing texts that
recur across chunks, so evicting old entries costs speed, never correctness, and memory stays bounded
whatever the size of the input.
"""

from __future__ import annotations

import dataclasses
import sys
from collections import OrderedDict
from collections.abc import Hashable
from typing import Any

import numpy as np

#: 64 MiB: tens of thousands of sentence vectors, enough for the texts that recur across chunks (shared
#: references, frequent answers); the persistent cache is what keeps everything else
DEFAULT_BUDGET = 64 * 1024 * 1024
#: what one entry costs beyond its key and value: the ordered dict's slot and links, the (value, size) tuple
ENTRY_OVERHEAD = 160


def approx_bytes(value: Any) -> int:
    """A cheap estimate of what ``value`` keeps alive (arrays by their buffers)."""
    if isinstance(value, np.ndarray):
        return int(value.nbytes) + 112
    nbytes = getattr(value, "nbytes", None)
    if isinstance(nbytes, int):
        return nbytes + 112
    if isinstance(value, (list, tuple)):
        sample = value[:64]
        return 56 + sum(approx_bytes(v) for v in sample) * len(value) // max(1, len(sample))
    return sys.getsizeof(value)


def key_bytes(key: Hashable) -> int:
    """A key's own size plus the texts it holds (a request keeps its text alive once the chunk is gone)."""
    parts = vars(key).values() if dataclasses.is_dataclass(key) else key if isinstance(key, tuple) else ()
    return sys.getsizeof(key) + sum(approx_bytes(p) for p in parts if isinstance(p, (str, tuple)))


class BoundedMemo:
    """A dict-like LRU map whose values together stay under ``max_bytes`` (approximately)."""

    def __init__(self, max_bytes: int = DEFAULT_BUDGET) -> None:
        self.max_bytes = max_bytes
        self.bytes = 0
        self._data: OrderedDict[Hashable, tuple[Any, int]] = OrderedDict()

    def __contains__(self, key: Hashable) -> bool:
        return key in self._data

    def __getitem__(self, key: Hashable) -> Any:
        value, _ = self._data[key]
        self._data.move_to_end(key)
        return value

    def __setitem__(self, key: Hashable, value: Any) -> None:
        size = approx_bytes(value) + key_bytes(key) + ENTRY_OVERHEAD
        old = self._data.pop(key, None)
        if old is not None:
            self.bytes -= old[1]
        self._data[key] = (value, size)
        self.bytes += size
        while self.bytes > self.max_bytes and len(self._data) > 1:
            _, (_, dropped) = self._data.popitem(last=False)
            self.bytes -= dropped

    def get(self, key: Hashable, default: Any = None) -> Any:
        return self[key] if key in self._data else default

    def __len__(self) -> int:
        return len(self._data)

    def clear(self) -> None:
        self._data.clear()
        self.bytes = 0
