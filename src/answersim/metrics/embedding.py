"""Shared machinery of metrics that compare sentence embeddings (cosine, reference-match)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from answersim.errors import ConfigError
from answersim.metrics.base import Metric, Resolved, is_blank
from answersim.metrics.vectors import Mapping01, cosine, to_unit_interval, unclipped
from answersim.providers.base import Request
from answersim.providers.embeddings.base import BaseEmbeddings
from answersim.providers.embeddings.resolve import as_embedder
from answersim.results import MetricResult


class EmbeddingMetric(Metric):
    """A metric over sentence vectors from one or more embedding models (seed 003's ``models``).

    ``mapping`` turns a cosine into [0, 1]: ``clip`` = max(0, cos), ``affine`` = (cos + 1) / 2, or
    ``rescale`` = max(0, (cos - floor) / (1 - floor)) with the model's ``cosine_floor`` (the mean cosine of
    unrelated texts; e5 models' cosines crowd into [0.7, 1]). Default: ``rescale`` when a model declares
    a floor, else ``clip``. A threshold compares the mapped value before clipping — for ``clip`` the raw
    cosine, as seed 003 does — so a cosine of -0.5 fails a threshold of 0.
    """

    blind_spot_checks = True

    def __init__(
        self,
        model: Any = None,
        *,
        mapping: Mapping01 | None = None,
        threshold: float | None = None,
        binary: bool = False,
        name: str | None = None,
        engine: str | None = None,
        device: str = "cpu",
    ) -> None:
        super().__init__(threshold=threshold, binary=binary, name=name)
        if mapping not in (None, "clip", "affine", "rescale"):
            raise ConfigError(f"mapping must be 'clip', 'affine' or 'rescale', got {mapping!r}")
        models = model if isinstance(model, (list, tuple)) else [model]
        if not models:
            raise ConfigError("give at least one model")
        self.embedders: list[BaseEmbeddings] = [as_embedder(m, engine=engine, device=device) for m in models]
        if mapping is None:
            mapping = "rescale" if any(cosine_floor(e) for e in self.embedders) else "clip"
        self.mapping: Mapping01 = mapping

    def floor(self, embedder: BaseEmbeddings) -> float:
        """The cosine that maps to 0 under ``rescale`` for this model (0 for models without one)."""
        return cosine_floor(embedder) if self.mapping == "rescale" else 0.0

    def sentence_requests(self, texts: Sequence[str]) -> list[Request]:
        return [Request(e, "sentence", t) for e in self.embedders for t in texts if not is_blank(t)]

    def similarities(self, actual: str, targets: Sequence[str], resolved: Resolved) -> list[dict[str, Any]]:
        """Per model: raw cosines of ``actual`` with each target, None where undefined (zero vector)."""
        out = []
        for embedder in self.embedders:
            a = resolved[Request(embedder, "sentence", actual)]
            raws = [cosine(a, resolved[Request(embedder, "sentence", t)]) for t in targets]
            sims = {"model": embedder.model_id, "dimensions": len(a), "raw": raws}
            if self.mapping == "rescale":
                sims["cosine_floor"] = self.floor(embedder)
            out.append(sims)
        return out

    def mapped(self, raw: float | None, floor: float = 0.0) -> float:
        """``raw`` cosine → score in [0, 1] (0 when undefined)."""
        return 0.0 if raw is None else to_unit_interval(raw, self.mapping, floor)

    def comparable(self, raw: float, floor: float = 0.0) -> float:
        """The value a threshold compares: the mapped cosine before clipping."""
        return unclipped(raw, self.mapping, floor)

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


def cosine_floor(embedder: BaseEmbeddings) -> float:
    """A model's declared cosine of unrelated texts (``cosine_floor``), 0 when it declares none."""
    return float(getattr(embedder, "cosine_floor", 0.0) or 0.0)
