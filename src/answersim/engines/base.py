"""What every engine offers: sentence vectors, token-level hidden states, and token counts."""

from __future__ import annotations

import os
import platform
from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np


@dataclass
class TokenStates:
    """One forward pass over texts: per text, its token ids and the chosen layers' hidden states.

    ``layers[l][i]`` is a (tokens, dim) float32 array for text ``i`` at hidden layer ``l`` (0 is the
    embedding layer), special tokens included and padding removed; ``sentence[i]`` is the pooled vector.
    """

    ids: list[np.ndarray]
    layers: dict[int, list[np.ndarray]]
    sentence: np.ndarray
    #: per text, True at special tokens ([CLS], [SEP], ...) when the engine knows them
    special: list[np.ndarray] | None = None


class Engine(ABC):
    """Runs one local model; load on first use, thread-safe calls."""

    name: str = "engine"

    @abstractmethod
    def encode(self, texts: Sequence[str]) -> np.ndarray:
        """Sentence vectors, (n, dim) float32, as sentence-transformers' ``encode`` computes them."""

    @abstractmethod
    def forward(self, texts: Sequence[str], layers: Sequence[int]) -> TokenStates:
        """One forward pass giving sentence vectors and the hidden states of ``layers``."""

    @abstractmethod
    def count_tokens(self, texts: Sequence[str]) -> list[int]:
        """Tokens per text as the model sees them (special tokens included, before truncation)."""

    @property
    @abstractmethod
    def dimensions(self) -> int: ...

    @property
    @abstractmethod
    def max_tokens(self) -> int: ...

    @property
    @abstractmethod
    def num_layers(self) -> int:
        """Number of transformer layers (hidden state indices run 0..num_layers)."""

    def describe(self) -> dict[str, object]:
        return {"engine": self.name}


def length_sorted_batches(lengths: Sequence[int], batch_size: int) -> list[list[int]]:
    """Indices grouped into batches of similar length (longest first), so padding is small."""
    order = sorted(range(len(lengths)), key=lambda i: -lengths[i])
    return [order[i : i + batch_size] for i in range(0, len(order), max(1, batch_size))]


def cpu_threads() -> int:
    """Threads for one inference: ``$ANSWERSIM_THREADS``, else the physical cores (no oversubscription)."""
    env = os.environ.get("ANSWERSIM_THREADS")
    if env and env.isdigit() and int(env) > 0:
        return int(env)
    try:
        import psutil

        return max(1, psutil.cpu_count(logical=False) or os.cpu_count() or 1)
    except ImportError:
        return max(1, os.cpu_count() or 1)


#: the x86 instruction sets that ONNX Runtime's int8 kernels use, best first
_INT8_KERNELS = ("avx512_vnni", "avx_vnni", "avx512bw", "avx2")


def int8_kernels() -> str:
    """The kind of integer dot products this CPU gives ONNX Runtime's int8 kernels ("avx512_vnni", "avx_vnni",
    "avx512bw", "avx2", else the machine's name): an int8 model's outputs differ slightly between kinds (without
    VNNI, u8s8 products may saturate), so a fit on them reproduces to the last digit only on the same kind."""
    try:
        flags = set(Path("/proc/cpuinfo").read_text(encoding="utf-8", errors="replace").split())
    except OSError:
        flags = set()
    return next((kind for kind in _INT8_KERNELS if kind in flags), platform.machine() or "unknown")
