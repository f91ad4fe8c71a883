"""Cross-encoder models as a provider of "pair" scores, normalised to [0, 1] by a per-model rule.

The rule is fixed when the model is chosen, never from a batch's values (Haystack applies a sigmoid
only when some score in the batch exceeds 1, so a pair's score depends on its neighbours):
single-logit models get a sigmoid unless the model's config declares another activation or the user
passes ``activation="none"``; multi-label models (NLI) need ``label=NAME`` and report that label's
softmax probability. Forward passes use fixed shapes, so a pair scores bit-identically alone or in
any batch.
"""

from __future__ import annotations

import json
import os
import threading
import time
import warnings
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, ClassVar

import numpy as np

from answersim.engines.modelfiles import model_config, resolve_model, weights_hash
from answersim.engines.pair_torch import TorchPairScorer
from answersim.errors import ConfigError, ProviderError
from answersim.providers.base import Fetched, Provider
from answersim.results import Usage

ACTIVATIONS = ("auto", "sigmoid", "none", "softmax")


@dataclass(frozen=True)
class Normalisation:
    """How logits become a [0, 1] score: ``sigmoid`` / ``none`` on one logit, ``softmax`` picking a label."""

    activation: str
    source: str
    label: str | None = None
    label_index: int = 0

    def apply(self, logits: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """(scores, raw) for an (n, labels) logit array; raw is the logit the score comes from."""
        logits = np.asarray(logits, dtype=np.float64)
        raw = logits[:, self.label_index]
        if self.activation == "sigmoid":
            return 1.0 / (1.0 + np.exp(-raw)), raw
        if self.activation == "softmax":
            shifted = np.exp(logits - logits.max(axis=1, keepdims=True))
            return (shifted / shifted.sum(axis=1, keepdims=True))[:, self.label_index], raw
        return raw, raw

    def describe(self) -> dict[str, Any]:
        out = {"activation": self.activation, "decided_by": self.source}
        if self.label is not None:
            out["label"] = self.label
        return out


def declared_activation(config: dict[str, Any], st_config: dict[str, Any]) -> str | None:
    """The activation a sentence-transformers CrossEncoder would apply, as stored by v2-v6."""
    return (
        st_config.get("activation_fn")  # v5+: config_sentence_transformers.json
        or (config.get("sentence_transformers") or {}).get("activation_fn")  # v4: config.json
        or config.get("sbert_ce_default_activation_function")  # before v4
    )


def decide_normalisation(
    config: dict[str, Any], st_config: dict[str, Any], *, activation: str = "auto", label: str | None = None
) -> Normalisation:
    """Fix the score rule for a model from its configuration and the user's choice (see module doc)."""
    if activation not in ACTIVATIONS:
        raise ConfigError(f"activation must be one of {', '.join(ACTIVATIONS)}, got {activation!r}")
    id2label = {int(k): str(v) for k, v in (config.get("id2label") or {}).items()}
    n_labels = len(id2label) or int(config.get("num_labels", 1))
    if n_labels > 1:
        names = [id2label.get(i, str(i)) for i in range(n_labels)]
        if label is None:
            raise ConfigError(
                f"this cross-encoder has {n_labels} labels ({', '.join(names)}); pass label=NAME "
                "(CLI: --label NAME) to choose whose probability is the score, e.g. label='entailment'"
            )
        matches = [i for i, n in enumerate(names) if n.lower() == str(label).lower()]
        if not matches:
            raise ConfigError(f"label {label!r} is not one of this model's labels: {', '.join(names)}")
        if activation not in ("auto", "softmax"):
            raise ConfigError(f"a model with several labels is scored by softmax, not activation={activation!r}")
        return Normalisation("softmax", f"{n_labels} labels in config id2label", names[matches[0]], matches[0])
    if label is not None and label != id2label.get(0):
        raise ConfigError(f"label={label!r} applies only to models with several labels; this one has a single output")
    if activation == "softmax":
        raise ConfigError("softmax needs a model with several labels; this one has a single output")
    if activation != "auto":
        return Normalisation(activation, "set by the user")
    declared = declared_activation(config, st_config)
    if declared is None:
        return Normalisation("sigmoid", "single logit, no activation declared: sigmoid")
    name = declared.rsplit(".", 1)[-1]
    if name == "Sigmoid":
        return Normalisation("sigmoid", f"declared in the model config ({declared})")
    if name == "Identity":
        return Normalisation("none", f"declared in the model config ({declared}): outputs used as they are")
    raise ConfigError(
        f"the model declares activation {declared!r}, which answersim does not know how to map to [0, 1]; "
        "pass activation='sigmoid' or activation='none' to choose"
    )


class CrossEncoderProvider(Provider):
    """A cross-encoder answering requests of kind "pair" (item: ``(first, second)``) with ``[score, raw]``."""

    kinds: ClassVar[frozenset[str]] = frozenset({"pair"})

    def __init__(
        self,
        model: str | os.PathLike[str],
        *,
        activation: str = "auto",
        label: str | None = None,
        device: str = "cpu",
        batch_size: int = 16,
        trust_remote_code: bool = False,
        engine: str | None = None,
    ) -> None:
        self.model_id, self.location = resolve_model(model)
        self.engine_name = _pair_engine(engine, device, self.location)
        self.device = device
        self.rows = batch_size  # rows per forward pass; the runner sends up to 128 pairs per fetch
        self.batch_size = max(128, batch_size)
        self.trust_remote_code = trust_remote_code
        self.normalisation = decide_normalisation(
            _config(self.location, "config.json"),
            _config(self.location, "config_sentence_transformers.json"),
            activation=activation,
            label=label,
        )
        self._scorer: Any = None
        self._lock = threading.Lock()
        self._warned = False

    @classmethod
    def shared(cls, model: str | os.PathLike[str], **options: Any) -> CrossEncoderProvider:
        """One instance per model, rule, engine and device (in :data:`answersim.engines.registry.models`),
        so metrics on the same model share work."""
        from answersim.engines.registry import models

        options["engine"] = _pair_engine(options.get("engine"), options.get("device", "cpu"), resolve_model(model)[1])
        key = ("cross-encoder", resolve_model(model)[1], *sorted(options.items()))
        return models.get(key, lambda: cls(model, **options))

    @property
    def scorer(self) -> Any:
        """The model runner (loaded on first use): torch, or ONNX Runtime (engines ``onnx``/``onnx-int8``)."""
        if self._scorer is None:
            with self._lock:
                if self._scorer is None and self.engine_name != "torch":
                    from answersim.engines.pair_onnx import OnnxPairScorer

                    quantized = self.engine_name == "onnx-int8"
                    self._scorer = OnnxPairScorer(self.location, quantized=quantized, batch_size=self.rows)
                if self._scorer is None:
                    self._scorer = TorchPairScorer(
                        self.location,
                        device=self.device,
                        batch_size=self.rows,
                        trust_remote_code=self.trust_remote_code,
                    )
        return self._scorer

    def fetch(self, kind: str, items: Sequence[Any]) -> Fetched:
        if kind != "pair":
            raise ProviderError(f"{self.label} cannot answer requests of kind {kind!r}")
        pairs = [(str(a), str(b)) for a, b in items]
        scorer = self.scorer
        start = time.perf_counter()
        logits = scorer.logits(pairs)
        latency = time.perf_counter() - start
        scores, raw = self.normalisation.apply(logits)
        if self.normalisation.activation == "none" and not self._warned and bool((raw > 1.0).any()):
            self._warned = True
            warnings.warn(identity_warning(self.model_id, float(raw.max()), self.normalisation.source), stacklevel=2)
        usage = Usage(tokens=sum(scorer.count_tokens(pairs)), latency_s=latency, calls=1)
        return Fetched([[float(s), float(r)] for s, r in zip(scores, raw)], usage)

    @property
    def label(self) -> str:
        return self.model_id

    @property
    def weights_sha256(self) -> str | None:
        return weights_hash(self.location)

    @property
    def cache_id(self) -> str:
        rule = self.normalisation
        engine = ":onnx-int8" if self.engine_name == "onnx-int8" else ""  # int8 logits differ; fp32 == torch
        ident = f"cross-encoder:{self.model_id}:{self.weights_sha256 or 'unhashed'}"
        return f"{ident}:{rule.activation}:{rule.label or ''}{engine}"

    def describe(self) -> dict[str, Any]:
        return {
            "provider": "cross-encoder",
            "model": self.model_id,
            "weights_sha256": self.weights_sha256,
            "engine": self.engine_name,
            "device": self.device,
            **self.normalisation.describe(),
        }

    def __repr__(self) -> str:
        return f"CrossEncoderProvider(model={self.model_id!r}, activation={self.normalisation.activation!r})"


def identity_warning(model_id: str, largest: float, source: str) -> str:
    """What differs from Haystack when outputs used as they are (Identity) exceed 1."""
    return (
        f"cross-encoder {model_id}: outputs are used as they are ({source}), but it produced {largest:.3f} > 1, "
        "which answersim clamps to 1.0; Haystack's SASEvaluator would instead apply a sigmoid to every score "
        "of a batch in which some score exceeds 1. Pass activation='sigmoid' (CLI: --activation sigmoid) to "
        "score with a sigmoid for every pair."
    )


def _pair_engine(engine: str | None, device: str, location: str) -> str:
    """Cross-encoders run on torch unless an engine is named (ONNX: CPU and local directories only)."""
    from answersim.engines import resolve_engine

    name = resolve_engine(engine) if engine not in (None, "", "auto") else "torch"
    return name if device == "cpu" and Path(location).is_dir() else "torch"


def _config(location: str, filename: str) -> dict[str, Any]:
    """A JSON config of a local directory, or of a model already in the Hugging Face cache."""
    if filename == "config.json" and Path(location).is_dir():
        return model_config(location)
    path = Path(location) / filename
    if not Path(location).is_dir():
        try:
            from huggingface_hub import try_to_load_from_cache

            cached = try_to_load_from_cache(location, filename)
        except Exception:  # not a valid repo id: nothing cached
            cached = None
        path = Path(cached) if isinstance(cached, str) else path
    if not path.is_file():
        return {}
    with open(path, encoding="utf-8") as fh:
        return json.load(fh)


def model_architectures(model: str | os.PathLike[str] | None) -> list[str]:
    """The ``architectures`` a model's config.json lists (empty when unknown)."""
    return list(_config(resolve_model(model)[1], "config.json").get("architectures") or [])
