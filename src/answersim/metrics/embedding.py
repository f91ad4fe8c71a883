"""Shared machinery of metrics that compare sentence embeddings (cosine, reference-match)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from answersim.errors import ConfigError
from answersim.metrics.base import Metric, Resolved, is_blank
from answersim.metrics.vectors import Mapping01, cosine, to_unit_interval
from answersim.providers.base import Request
from answersim.providers.embeddings.base import BaseEmbeddings
from answersim.providers.embeddings.resolve import as_embedder
from answersim.results import MetricResult


class EmbeddingMetric(Metric):
    """A metric over sentence vectors from one or more embedding models (seed 003's ``models``)."""

    blind_spot_checks = True

    def __init__(
        self,
        model: Any = None,
        *,
        mapping: Mapping01 = "clip",
        threshold: float | None = None,
        binary: bool = False,
        name: str | None = None,
        engine: str | None = None,
        device: str = "cpu",
    ) -> None:
        super().__init__(threshold=threshold, binary=binary, name=name)
        if mapping not in ("clip", "affine"):
            raise ConfigError(f"mapping must be 'clip' or 'affine', got {mapping!r}")
        self.mapping = mapping
        models = model if isinstance(model, (list, tuple)) else [model]
        if not models:
            raise ConfigError("give at least one model")
        self.embedders: list[BaseEmbeddings] = [as_embedder(m, engine=engine, device=device) for m in models]

    def sentence_requests(self, texts: Sequence[str]) -> list[Request]:
        return [Request(e, "sentence", t) for e in self.embedders for t in texts if not is_blank(t)]

    def similarities(self, actual: str, targets: Sequence[str], resolved: Resolved) -> list[dict[str, Any]]:
        """Per model: raw cosines of ``actual`` with each target, None where undefined (zero vector)."""
        out = []
        for embedder in self.embedders:
            a = resolved[Request(embedder, "sentence", actual)]
            raws = [cosine(a, resolved[Request(embedder, "sentence", t)]) for t in targets]
            out.append({"model": embedder.model_id, "dimensions": len(a), "raw": raws})
        return out

    def mapped(self, raw: float | None) -> float:
        return 0.0 if raw is None else to_unit_interval(raw, self.mapping)

    def blank_result(self, actual: str | None, targets: Sequence[str]) -> MetricResult | None:
        """Documented scores for empty texts: both sides empty → 1.0; one side empty → 0.0."""
        blank_actual = is_blank(actual)
        blank_targets = [is_blank(t) for t in targets]
        if not blank_actual and not any(blank_targets):
            return None
        if blank_actual and all(blank_targets):
            return self.finish(1.0, raw_score=None, reason="Both texts are empty.", details={"empty": "both"})
        if blank_actual:
            return self.finish(0.0, raw_score=None, reason="actual_output is empty.", details={"empty": "actual"})
        if all(blank_targets):
            return self.finish(0.0, raw_score=None, reason="The reference is empty.", details={"empty": "reference"})
        return None  # some references are blank: they score 0 in the per-reference list

    def describe(self) -> dict[str, Any]:
        return {
            **super().describe(),
            "mapping": self.mapping,
            "models": [e.describe() for e in self.embedders],
        }
