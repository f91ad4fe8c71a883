"""Caches of computed values (vectors, pair scores, LLM replies) keyed by provider identity and item.

The runner always de-duplicates within a run; a cache passed to it also serves values across runs.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Hashable, Iterable, Mapping
from typing import Any, Protocol

from answersim.results import Usage


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
    """A process-local cache (a dict). Useful to share work between several ``evaluate`` calls."""

    def __init__(self) -> None:
        self._data: dict[tuple[str, str], Any] = {}
        self._usage: dict[tuple[str, str], Usage] = {}
        self.hits = 0
        self.misses = 0

    def get_many(self, namespace: str, keys: Iterable[str]) -> dict[str, Any]:
        out = {}
        for key in keys:
            value = self._data.get((namespace, key))
            if value is None:
                self.misses += 1
            else:
                self.hits += 1
                out[key] = value
        return out

    def put_many(self, namespace: str, values: Mapping[str, Any], usage: Mapping[str, Usage] | None = None) -> None:
        for key, value in values.items():
            self._data[(namespace, key)] = value
            if usage and key in usage:
                self._usage[(namespace, key)] = usage[key]

    def saved_usage(self, namespace: str, keys: Iterable[str]) -> Usage:
        total = Usage()
        for key in keys:
            total = total + self._usage.get((namespace, key), Usage())
        return total

    def __len__(self) -> int:
        return len(self._data)
