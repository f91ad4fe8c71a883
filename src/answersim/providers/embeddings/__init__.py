"""Embedding clients: one protocol (``embed_many(texts) -> vectors``, same order), several backends."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from answersim.providers.embeddings.base import BaseEmbeddings, EmbeddingClient
from answersim.providers.embeddings.fake import FakeEmbeddings
from answersim.providers.embeddings.resolve import as_embedder

if TYPE_CHECKING:
    from answersim.providers.embeddings.local import LocalEmbeddings
    from answersim.providers.embeddings.openai import OpenAIEmbeddings

__all__ = [
    "BaseEmbeddings",
    "EmbeddingClient",
    "FakeEmbeddings",
    "LocalEmbeddings",
    "OpenAIEmbeddings",
    "as_embedder",
]


def __getattr__(name: str) -> Any:  # lazy: keep httpx / sentence-transformers off the import path
    if name == "LocalEmbeddings":
        from answersim.providers.embeddings.local import LocalEmbeddings

        return LocalEmbeddings
    if name == "OpenAIEmbeddings":
        from answersim.providers.embeddings.openai import OpenAIEmbeddings

        return OpenAIEmbeddings
    raise AttributeError(name)
