"""In-memory caching: the :class:`Cache` protocol that every store implements, :class:`MemoryCache`, and
:class:`BoundedMemo`, the LRU-by-bytes map behind both it and the runner's memo of a run.

The runner always de-duplicates within a run (its memo); a cache passed to it also serves values across
runs (:class:`MemoryCache` in this process, :class:`~answersim.stores.sqlite.SQLiteCache` on disk).
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import sys
from collections import OrderedDict
from collections.abc import Hashable, Iterable, Mapping
from typing import Any, Protocol

import numpy as np

from answersim.results import Usage

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


def item_key(item: Hashable) -> str:
    """A stable text key for a request item (a text, or a tuple such as a pair)."""
    raw = item if isinstance(item, str) else json.dumps(item, ensure_ascii=False, default=str)
    return hashlib.sha256(raw.encode("utf-8", "surrogatepass")).hexdigest()


class Cache(Protocol):
    """Storage of values by ``namespace`` (provider cache id + kind) and item key."""

    def get_many(self, namespace: str, keys: Iterable[str]) -> dict[str, Any]: ...

    def put_many(self, namespace: str, values: Mapping[str, Any], usage: Mapping[str, Usage] | None = None) -> None:
        """Store values; ``usage`` (optional, by key) is what computing each one cost."""
        ...

    def saved_usage(self, namespace: str, keys: Iterable[str]) -> Usage:
        """What the given hits of the last ``get_many`` cost when first computed."""
        ...


class MemoryCache:
    """A process-local cache, to share work between several ``evaluate`` calls; ``max_bytes`` bounds it
    (least recently used out), None keeps everything."""

    def __init__(self, max_bytes: int | None = None) -> None:
        #: (namespace, key) → (value, what computing it cost)
        self._data = BoundedMemo(sys.maxsize if max_bytes is None else max_bytes)
        self.hits = 0
        self.misses = 0

    def get_many(self, namespace: str, keys: Iterable[str]) -> dict[str, Any]:
        out = {}
        for key in keys:
            entry = self._data.get((namespace, key))
            if entry is None:
                self.misses += 1
            else:
                self.hits += 1
                out[key] = entry[0]
        return out

    def put_many(self, namespace: str, values: Mapping[str, Any], usage: Mapping[str, Usage] | None = None) -> None:
        for key, value in values.items():
            self._data[(namespace, key)] = (value, (usage or {}).get(key, Usage()))

    def saved_usage(self, namespace: str, keys: Iterable[str]) -> Usage:
        total = Usage()
        for key in keys:
            entry = self._data.get((namespace, key))
            total = total + (entry[1] if entry is not None else Usage())
        return total

    def __len__(self) -> int:
        return len(self._data)
