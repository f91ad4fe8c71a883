"""The embedding protocol, the base class of answersim's clients, and an adapter for users' own."""

from __future__ import annotations

import time
from abc import abstractmethod
from collections.abc import Sequence
from typing import Any, ClassVar, Protocol, runtime_checkable

import numpy as np

from answersim.errors import ProviderError
from answersim.providers.base import Fetched, Provider
from answersim.results import Usage


@runtime_checkable
class EmbeddingClient(Protocol):
    """Anything that embeds texts: one vector per text, in the order given."""

    def embed_many(self, texts: Sequence[str]) -> Any: ...


class BaseEmbeddings(Provider):
    """Base of answersim's embedding clients: ``embed_batch`` returns vectors and the call's usage."""

    kinds: ClassVar[frozenset[str]] = frozenset({"sentence"})
    model_id: str = "unknown"

    @abstractmethod
    def embed_batch(self, texts: Sequence[str]) -> tuple[np.ndarray, Usage]:
        """Embed ``texts`` in one call; return an (n, dim) float array and the call's usage."""

    def embed_many(self, texts: Sequence[str]) -> np.ndarray:
        """The protocol method: vectors for ``texts``, in order."""
        return self.embed_batch(list(texts))[0]

    def fetch(self, kind: str, items: Sequence[Any]) -> Fetched:
        if kind != "sentence":
            raise ProviderError(f"{self.label} cannot answer requests of kind {kind!r}")
        vectors, usage = self.embed_batch(list(items))
        return Fetched(list(check_vectors(vectors, len(items), self.label)), usage)

    @property
    def label(self) -> str:
        return self.model_id

    def describe(self) -> dict[str, Any]:
        return {"provider": type(self).__name__, "model": self.model_id}


class ClientAdapter(BaseEmbeddings):
    """Wraps a user's object that only has ``embed_many``; usage records latency and calls."""

    def __init__(self, client: EmbeddingClient, *, batch_size: int = 64) -> None:
        self.client = client
        self.batch_size = batch_size
        self.model_id = str(
            getattr(client, "model_id", None) or getattr(client, "model", None) or type(client).__name__
        )

    def embed_batch(self, texts: Sequence[str]) -> tuple[np.ndarray, Usage]:
        start = time.perf_counter()
        vectors = self.client.embed_many(list(texts))
        return np.asarray(vectors, dtype=np.float32), Usage(latency_s=time.perf_counter() - start, calls=1)


def check_vectors(vectors: Any, expected: int, label: str) -> np.ndarray:
    """Turn a client's answer into an (n, dim) float32 array, refusing wrong counts or ragged rows."""
    try:
        array = np.asarray(vectors, dtype=np.float32)
    except (ValueError, TypeError) as exc:
        raise ProviderError(f"{label} returned vectors of different lengths or non-numbers ({exc})") from None
    if array.ndim != 2:
        raise ProviderError(f"{label} returned an array of shape {array.shape}; expected (texts, dimensions)")
    if array.shape[0] != expected:
        raise ProviderError(f"{label} returned {array.shape[0]} vectors for {expected} texts")
    if not np.isfinite(array).all():
        rows = sorted({int(r) for r in np.argwhere(~np.isfinite(array))[:, 0]})[:5]
        raise ProviderError(f"{label} returned vectors with values that are not finite (NaN/inf) for texts {rows}")
    return array
