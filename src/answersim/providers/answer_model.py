"""The shipped answer-equivalence model as a provider of "answer" probabilities.

Items are ``(question, reference, candidate)``; the value is ``[probability, logit]``. The model is a
MiniLM-L6 cross-encoder that reads ``reference [SEP] question`` against the candidate, run by the engines'
pair scorers (int8 ONNX for the shipped file, torch for a freshly trained directory), and its logit is
calibrated by the Platt parameters of its manifest (fitted on a dev split it was not trained on).
"""

from __future__ import annotations

import json
import math
import os
import shutil
import threading
import time
from collections.abc import Sequence
from importlib import resources
from pathlib import Path
from typing import Any, ClassVar

from answersim.errors import ConfigError, ProviderError
from answersim.providers.base import Fetched, Provider
from answersim.results import Usage

MANIFEST = "manifest.json"
WEIGHTS = "model.onnx"


def pair_text(question: str | None, reference: str) -> str:
    """The first segment the model reads: the reference, then the question when there is one."""
    reference = reference.strip()
    return f"{reference} [SEP] {question.strip()}" if question and question.strip() else reference


def shipped_model_dir() -> Path:
    """The directory of the model shipped in the package (``answersim/data/answer_model``)."""
    return Path(str(resources.files("answersim.data").joinpath("answer_model")))


def read_manifest(location: str | os.PathLike[str]) -> dict[str, Any]:
    """The model's manifest (data sources, licenses, seed, SHA-256, calibration); a clear error if absent."""
    file = Path(location) / MANIFEST
    try:
        return json.loads(file.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise ConfigError(
            f"answer model {location}: cannot read {MANIFEST} ({exc}); retrain it with scripts/train_answer_model.py"
        ) from None


def calibrate(logit: float, calibration: dict[str, Any]) -> float:
    """Platt scaling: sigmoid(a * logit + b)."""
    z = float(calibration.get("a", 1.0)) * logit + float(calibration.get("b", 0.0))
    return 1.0 / (1.0 + math.exp(-max(-60.0, min(60.0, z))))


class AnswerModelProvider(Provider):
    """Answers requests of kind "answer" (item ``(question, reference, candidate)``) with ``[p, logit]``."""

    kinds: ClassVar[frozenset[str]] = frozenset({"answer"})
    batch_size = 128

    def __init__(self, location: str | os.PathLike[str] | None = None, *, rows: int = 16) -> None:
        self.location = Path(location) if location is not None else shipped_model_dir()
        self.manifest = read_manifest(self.location)
        self.calibration = dict(self.manifest.get("calibration") or {})
        self.onnx = (self.location / WEIGHTS).is_file()
        self.rows = rows
        self._scorer: Any = None
        self._lock = threading.Lock()

    @classmethod
    def shared(cls, location: str | os.PathLike[str] | None = None) -> AnswerModelProvider:
        """One instance per model directory (in the engines' registry), so metrics share its work."""
        from answersim.engines.registry import models

        key = ("answer-model", str(Path(location).resolve()) if location is not None else "shipped")
        return models.get(key, lambda: cls(location))

    @property
    def scorer(self) -> Any:
        """The pair scorer (loaded on first use): ONNX Runtime for a shipped ``model.onnx``, else torch."""
        if self._scorer is None:
            with self._lock:
                if self._scorer is None:
                    if self.onnx:
                        from answersim.engines.pair_onnx import OnnxPairScorer

                        self._scorer = OnnxPairScorer(
                            str(self.location), quantized=True, batch_size=self.rows, path=self._runtime_copy()
                        )
                    else:
                        from answersim.engines.pair_torch import TorchPairScorer

                        self._scorer = TorchPairScorer(str(self.location), batch_size=self.rows)
        return self._scorer

    def _runtime_copy(self) -> Path:
        """The weights copied once into the model cache, where ONNX Runtime may keep its optimised graph
        (the package directory may be read-only)."""
        from answersim.engines.export import cache_root

        digest = str(self.manifest.get("sha256", "unknown"))[:16]
        target = cache_root() / f"answer-model-{digest}" / WEIGHTS
        try:
            if not target.is_file():
                target.parent.mkdir(parents=True, exist_ok=True)
                tmp = target.with_name(f".{WEIGHTS}.{os.getpid()}.part")
                shutil.copyfile(self.location / WEIGHTS, tmp)
                os.replace(tmp, target)
            return target
        except OSError:  # no writable cache: run from the package itself
            return self.location / WEIGHTS

    def fetch(self, kind: str, items: Sequence[Any]) -> Fetched:
        if kind != "answer":
            raise ProviderError(f"{self.label} cannot answer requests of kind {kind!r}")
        pairs = [(pair_text(q, r), str(c)) for q, r, c in items]
        scorer = self.scorer
        start = time.perf_counter()
        logits = scorer.logits(pairs)
        latency = time.perf_counter() - start
        values = [[calibrate(float(z[0]), self.calibration), float(z[0])] for z in logits]
        usage = Usage(tokens=sum(scorer.count_tokens(pairs)), latency_s=latency, calls=1)
        return Fetched(values, usage)

    @property
    def label(self) -> str:
        return f"answer-model:{self.manifest.get('name', self.location.name)}"

    @property
    def cache_id(self) -> str:
        # "alone": each pair scored alone at its own length (int8 values cached before depended on their batch)
        calibration = json.dumps(self.calibration, sort_keys=True)
        return f"answer-model:{self.manifest.get('sha256', 'unhashed')}:{calibration}:alone"

    def describe(self) -> dict[str, Any]:
        return {
            "provider": "answer-model",
            "model": self.manifest.get("name"),
            "weights_sha256": self.manifest.get("sha256"),
            "engine": "onnx-int8" if self.onnx else "torch",
            "calibration": self.calibration,
        }

    def __repr__(self) -> str:
        return f"AnswerModelProvider({str(self.location)!r})"
