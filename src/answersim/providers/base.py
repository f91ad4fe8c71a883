"""What metrics ask for and what answers them.

A metric does not call models. It returns :class:`Request` objects ("embed this text with that
model", "score this pair with that cross-encoder"); the runner gathers the requests of every metric
and item, removes duplicates, serves what it can from the cache and sends the rest, in batches, to the
:class:`Provider` named in the request. Metrics then compute from the values handed back.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from answersim.results import Usage


@dataclass(frozen=True)
class Request:
    """One unit of work a metric needs: ``kind`` of thing for ``item`` from ``provider``."""

    provider: Provider
    kind: str
    item: Hashable


@dataclass
class Fetched:
    """Values for a batch of items, in order, and what the call cost."""

    values: list[Any]
    usage: Usage
    #: what each item cost, when the provider knows; else the runner splits ``usage`` by text length
    per_item: list[Usage] | None = None


class Provider(ABC):
    """A model or endpoint that turns items of some kinds into values, a batch at a time."""

    #: the kinds of request this provider answers, e.g. {"sentence"} or {"pair"}
    kinds: ClassVar[frozenset[str]] = frozenset()
    #: how many items the runner sends per call
    batch_size: int = 64
    #: kinds to fetch first, so a provider can serve several kinds from one forward pass
    kind_order: ClassVar[tuple[str, ...]] = ()

    @abstractmethod
    def fetch(self, kind: str, items: Sequence[Any]) -> Fetched:
        """Compute values for ``items`` (same order). Raise on failure; the runner isolates it."""

    @property
    def label(self) -> str:
        """Short human name used in usage summaries and details."""
        return type(self).__name__

    @property
    def cache_id(self) -> str | None:
        """A stable identity of what this provider computes (model id + weights hash), for caching
        across runs; None when results must not be cached."""
        return None

    def cacheable(self, value: Any) -> bool:
        """Whether ``value`` may be stored in a persistent cache (False for a per-item failure value)."""
        return True

    def describe(self) -> dict[str, Any]:
        """Facts that make results reproducible (model id, weights hash, engine, ...)."""
        return {"provider": self.label}

    def __hash__(self) -> int:
        return id(self)

    def __eq__(self, other: object) -> bool:
        return self is other
