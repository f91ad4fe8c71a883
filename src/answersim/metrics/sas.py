"""``sas``: Semantic Answer Similarity with the model type detected from its config (seed 002).

A model whose config ``architectures`` has an entry ending in ``ForSequenceClassification`` is used as
a cross-encoder; anything else (or an embedding client) as a bi-encoder scored by cosine. The choice
and what it was based on are recorded in every result's details.
"""

from __future__ import annotations

from typing import Any

from answersim.cases import TestCase
from answersim.errors import ConfigError
from answersim.metrics.base import Metric, Resolved
from answersim.metrics.cosine import Cosine
from answersim.metrics.cross_encoder import CrossEncoderMetric
from answersim.providers.base import Request
from answersim.providers.pair_scorer import model_architectures
from answersim.results import MetricResult


def detect_model_type(model: Any) -> tuple[str, str]:
    """("cross-encoder" | "bi-encoder", why) for what a user passed as a model."""
    if model is not None and not isinstance(model, str) and not hasattr(model, "__fspath__"):
        return "bi-encoder", f"{type(model).__name__} is an embedding client"
    if model == "multilingual":
        return "bi-encoder", "'multilingual' is the bundled-extra multilingual-e5-small bi-encoder"
    architectures = model_architectures(model)
    if any(a.endswith("ForSequenceClassification") for a in architectures):
        return "cross-encoder", f"config architectures {architectures}"
    return "bi-encoder", f"config architectures {architectures or 'not found'}"


class SAS(Metric):
    """Cross-encoder or cosine score depending on the model (default: bundled bi-encoder, cosine)."""

    blind_spot_checks = True

    name = "sas"
    needs = ("actual_output", "expected_output")

    def __init__(
        self,
        model: Any = None,
        *,
        activation: str = "auto",
        label: str | None = None,
        symmetric: bool = False,
        mapping: str | None = None,
        threshold: float | None = None,
        binary: bool = False,
        name: str | None = None,
        engine: str | None = None,
        device: str = "cpu",
    ) -> None:
        super().__init__(threshold=threshold, binary=binary, name=name)
        models = list(model) if isinstance(model, (list, tuple)) else [model]
        kinds = [detect_model_type(m) for m in models]
        if len(models) > 1 and any(kind == "cross-encoder" for kind, _ in kinds):
            raise ConfigError("sas averages several models only for bi-encoders; give one cross-encoder at a time")
        single = models[0] if len(models) == 1 else model
        self.model_type, self.detected_from = kinds[0]
        common = {"threshold": threshold, "binary": binary, "name": self.name, "engine": engine, "device": device}
        if self.model_type == "cross-encoder":
            options = {"activation": activation, "label": label, "symmetric": symmetric}
            self.inner: Metric = CrossEncoderMetric(single, **options, **common)
        else:
            self.inner = Cosine(model, mapping=mapping, **common)  # type: ignore[arg-type]

    def check(self, case: TestCase) -> None:
        self.inner.check(case)

    def requests(self, case: TestCase) -> list[Request]:
        return self.inner.requests(case)

    def compute(self, case: TestCase, resolved: Resolved) -> MetricResult:
        result = self.inner.compute(case, resolved)
        result.details = {"model_type": self.model_type, "detected_from": self.detected_from, **result.details}
        return result

    def describe(self) -> dict[str, Any]:
        return {**self.inner.describe(), "metric": self.name, "model_type": self.model_type}
