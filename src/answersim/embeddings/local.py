"""Local sentence-transformers models; the default is the bundled all-MiniLM-L6-v2 (offline)."""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Sequence
from typing import Any, ClassVar

import numpy as np

from answersim.embeddings.base import BaseEmbeddings
from answersim.embeddings.modelfiles import offline_hub, resolve_model, weights_hash
from answersim.errors import ConfigError
from answersim.results import Usage


class LocalEmbeddings(BaseEmbeddings):
    """A sentence-transformers bi-encoder run on this machine's CPU (or a device you name).

    ``model`` is a name of a model in your Hugging Face cache, a directory, or None for the bundled
    all-MiniLM-L6-v2. The model is loaded on first use, with the hub offline unless you set
    ``HF_HUB_OFFLINE=0``; remote code stays off unless ``trust_remote_code=True``.
    """

    _shared: ClassVar[dict[str, LocalEmbeddings]] = {}
    _shared_lock: ClassVar[threading.Lock] = threading.Lock()

    def __init__(
        self,
        model: str | os.PathLike[str] | None = None,
        *,
        device: str = "cpu",
        batch_size: int = 64,
        trust_remote_code: bool = False,
    ) -> None:
        self.model_id, self.location = resolve_model(model)
        self.device = device
        self.batch_size = batch_size
        self.trust_remote_code = trust_remote_code
        self._model: Any = None
        self._lock = threading.Lock()

    @classmethod
    def shared(cls, model: str | os.PathLike[str] | None = None) -> LocalEmbeddings:
        """One instance per model in this process, so metrics on the same model share its work."""
        key = resolve_model(model)[1]
        with cls._shared_lock:
            if key not in cls._shared:
                cls._shared[key] = cls(model)
            return cls._shared[key]

    @property
    def model(self) -> Any:
        """The loaded ``SentenceTransformer`` (loaded on first access)."""
        if self._model is None:
            with self._lock:
                if self._model is None:
                    self._model = self._load()
        return self._model

    def _load(self) -> Any:
        offline_hub()
        from sentence_transformers import SentenceTransformer
        from transformers.utils import logging as hf_logging

        hf_logging.disable_progress_bar()

        try:
            return SentenceTransformer(
                self.location,
                device=self.device,
                trust_remote_code=self.trust_remote_code,
                model_kwargs={"use_safetensors": True},
            )
        except OSError as exc:
            raise ConfigError(
                f"cannot load model {self.model_id!r}: {exc}. Pass a local directory, a model already in "
                "your Hugging Face cache, or set HF_HUB_OFFLINE=0 to allow downloads."
            ) from None

    @property
    def weights_sha256(self) -> str | None:
        return weights_hash(self.location)

    @property
    def dimensions(self) -> int:
        return int(self.model.get_sentence_embedding_dimension())

    @property
    def max_tokens(self) -> int:
        return int(self.model.max_seq_length)

    @property
    def cache_id(self) -> str:
        return f"local:{self.model_id}:{self.weights_sha256 or 'unhashed'}"

    def count_tokens(self, texts: Sequence[str]) -> list[int]:
        """Tokens per text as the model sees them (special tokens included, before truncation)."""
        encoded = self.model.tokenizer(list(texts), add_special_tokens=True)["input_ids"]
        return [len(ids) for ids in encoded]

    def embed_batch(self, texts: Sequence[str]) -> tuple[np.ndarray, Usage]:
        model = self.model  # load outside the timed section: latency is the call, not the load
        start = time.perf_counter()
        vectors = model.encode(
            list(texts),
            batch_size=self.batch_size,
            convert_to_numpy=True,
            normalize_embeddings=False,
            show_progress_bar=False,
        )
        latency = time.perf_counter() - start
        tokens = sum(self.count_tokens(texts)) if texts else 0
        return np.asarray(vectors, dtype=np.float32), Usage(tokens=tokens, latency_s=latency, calls=1)

    def describe(self) -> dict[str, Any]:
        return {
            "provider": "local",
            "model": self.model_id,
            "weights_sha256": self.weights_sha256,
            "engine": "torch",
            "device": self.device,
        }

    def __repr__(self) -> str:
        return f"LocalEmbeddings(model={self.model_id!r}, device={self.device!r})"
