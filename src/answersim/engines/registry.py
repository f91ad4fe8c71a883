"""The one registry of shared model instances: metrics on the same model, engine and device share one
loaded copy (and the runner's work on it). Explicit, keyed, and clearable; nothing else caches instances."""

from __future__ import annotations

import threading
from collections.abc import Callable, Hashable
from typing import Any, TypeVar

T = TypeVar("T")


class ModelRegistry:
    """Instances by key, each built once by its factory (thread-safe)."""

    def __init__(self) -> None:
        self._items: dict[Hashable, Any] = {}
        self._lock = threading.Lock()

    def get(self, key: Hashable, factory: Callable[[], T]) -> T:
        """The instance stored under ``key``, built by ``factory()`` on first use."""
        with self._lock:
            if key not in self._items:
                self._items[key] = factory()
            return self._items[key]

    def entries(self) -> list[Hashable]:
        """The keys of the instances held now."""
        with self._lock:
            return list(self._items)

    def clear(self) -> None:
        """Forget every instance (their models are freed once nothing else holds them)."""
        with self._lock:
            self._items.clear()

    def __len__(self) -> int:
        return len(self._items)


#: the registry that ``LocalEmbeddings.shared``, ``CrossEncoderProvider.shared`` and ``as_embedder`` use
models = ModelRegistry()
