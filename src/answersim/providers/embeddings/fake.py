"""A deterministic embedding client for tests and dry runs: no model, no network."""

from __future__ import annotations

import hashlib
import time
from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np

from answersim.providers.embeddings.base import BaseEmbeddings
from answersim.results import Usage


class FakeEmbeddings(BaseEmbeddings):
    """Hash-seeded unit vectors: the same text always gives the same vector, different texts differ.

    ``fixtures`` maps texts to vectors of your choosing (e.g. to hand-check a score). The client
    counts its calls and the texts it embedded, so tests can assert that work was done once
    (``record_texts=False`` for long runs: the record grows with every text).
    """

    def __init__(
        self,
        dimensions: int = 64,
        *,
        fixtures: Mapping[str, Sequence[float]] | None = None,
        seed: int = 0,
        batch_size: int = 256,
        model_id: str = "fake",
        record_texts: bool = True,
    ) -> None:
        self.dimensions = dimensions
        self.fixtures = {k: np.asarray(v, dtype=np.float32) for k, v in (fixtures or {}).items()}
        for text, vector in self.fixtures.items():
            if vector.shape != (dimensions,):
                raise ValueError(f"fixture for {text!r} has shape {vector.shape}, expected ({dimensions},)")
        self.seed = seed
        self.batch_size = batch_size
        self.model_id = model_id
        self.calls = 0
        #: every text sent, in order, for tests that check what was embedded; off for long runs (it grows per text)
        self.record_texts = record_texts
        self.texts_embedded: list[str] = []

    @property
    def cache_id(self) -> str:
        """Identity for caches: two fakes with different fixtures never share cached vectors."""
        base = f"fake:{self.model_id}:{self.dimensions}:{self.seed}"
        if not self.fixtures:
            return base
        digest = hashlib.sha256()
        for text in sorted(self.fixtures):
            digest.update(text.encode() + b"\x00" + self.fixtures[text].tobytes())
        return f"{base}:fixtures-{digest.hexdigest()[:16]}"

    def vector(self, text: str) -> np.ndarray:
        if text in self.fixtures:
            return self.fixtures[text]
        digest = hashlib.sha256(f"{self.seed}\x00{text}".encode()).digest()
        rng = np.random.default_rng(int.from_bytes(digest[:8], "little"))
        v = rng.standard_normal(self.dimensions).astype(np.float32)
        return v / np.linalg.norm(v)

    def embed_batch(self, texts: Sequence[str]) -> tuple[np.ndarray, Usage]:
        start = time.perf_counter()
        self.calls += 1
        if self.record_texts:
            self.texts_embedded.extend(texts)
        vectors = np.stack([self.vector(t) for t in texts]) if texts else np.zeros((0, self.dimensions))
        tokens = sum(len(t.split()) for t in texts)
        return vectors.astype(np.float32), Usage(tokens=tokens, latency_s=time.perf_counter() - start, calls=1)

    def describe(self) -> dict[str, Any]:
        return {"provider": "fake", "model": self.model_id, "dimensions": self.dimensions, "seed": self.seed}

    def __repr__(self) -> str:
        return f"FakeEmbeddings(dimensions={self.dimensions}, seed={self.seed})"
