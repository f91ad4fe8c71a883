"""``sas``: Semantic Answer Similarity with the model type detected from its config (seed 002).

A model whose config ``architectures`` has an entry ending in ``ForSequenceClassification`` is used as
a cross-encoder; anything else (or an embedding client) as a bi-encoder scored by cosine. The choice
and what it was based on are recorded in every result's details. :meth:`SAS.run` gives Haystack's
``SASEvaluator`` result shape (``score``, ``individual_scores``).
"""

from __future__ import annotations

from typing import Any

from answersim.cases import TestCase
from answersim.errors import ConfigError, ProviderError
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
    """Cross-encoder or cosine score depending on the model (default: bundled bi-encoder, cosine).

    ``device`` and ``batch_size`` (texts or pairs per forward pass) are Haystack's SASEvaluator options.
    """

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
        batch_size: int | None = None,
    ) -> None:
        super().__init__(threshold=threshold, binary=binary, name=name)
        if batch_size is not None and batch_size < 1:
            raise ConfigError(f"batch_size must be >= 1, got {batch_size}")
        self.batch_size = batch_size
        models = list(model) if isinstance(model, (list, tuple)) else [model]
        kinds = [detect_model_type(m) for m in models]
        if len(models) > 1 and any(kind == "cross-encoder" for kind, _ in kinds):
            raise ConfigError("sas averages several models only for bi-encoders; give one cross-encoder at a time")
        single = models[0] if len(models) == 1 else model
        self.model_type, self.detected_from = kinds[0]
        common = {"threshold": threshold, "binary": binary, "name": self.name, "engine": engine, "device": device}
        if self.model_type == "cross-encoder":
            options = {"activation": activation, "label": label, "symmetric": symmetric}
            if batch_size is not None:
                options["batch_size"] = batch_size
            self.inner: Metric = CrossEncoderMetric(single, **options, **common)
        else:
            if batch_size is not None:
                model = [_sized(m, batch_size, engine, device) for m in models]
                model = model[0] if len(model) == 1 else model
            self.inner = Cosine(model, mapping=mapping, **common)  # type: ignore[arg-type]

    def run(self, ground_truth_answers: list[str], predicted_answers: list[str]) -> dict[str, Any]:
        """Haystack's SASEvaluator result: ``{"score": mean, "individual_scores": [...]}`` over the pairs
        (plus ``results``, answersim's full result per pair). Errors raise, naming the pair."""
        from answersim.runner.core import evaluate

        if len(ground_truth_answers) != len(predicted_answers):
            raise ConfigError(
                f"ground_truth_answers ({len(ground_truth_answers)}) and predicted_answers "
                f"({len(predicted_answers)}) must have the same length"
            )
        cases = [{"expected_output": g, "actual_output": p} for g, p in zip(ground_truth_answers, predicted_answers)]
        report = evaluate(cases, [self], progress=False)
        results = [item.results[self.name] for item in report.items]
        for i, r in enumerate(results):
            if r.status != "ok":
                raise ProviderError(f"pair {i}: {r.error}")
        scores = [float(r.score) for r in results]  # type: ignore[arg-type]
        mean = sum(scores) / len(scores) if scores else 0.0
        return {"score": mean, "individual_scores": scores, "results": results, "run_id": report.run_id}

    def check(self, case: TestCase) -> None:
        self.inner.check(case)

    def requests(self, case: TestCase) -> list[Request]:
        return self.inner.requests(case)

    def compute(self, case: TestCase, resolved: Resolved) -> MetricResult:
        result = self.inner.compute(case, resolved)
        result.details = {"model_type": self.model_type, "detected_from": self.detected_from, **result.details}
        return result

    def describe(self) -> dict[str, Any]:
        out = {**self.inner.describe(), "metric": self.name, "model_type": self.model_type}
        if self.batch_size is not None:
            out["batch_size"] = self.batch_size
        return out


def _sized(model: Any, batch_size: int, engine: str | None, device: str) -> Any:
    """A local bi-encoder with its own ``batch_size``; other models (clients, 'multilingual') unchanged."""
    if model == "multilingual" or not (model is None or isinstance(model, str) or hasattr(model, "__fspath__")):
        return model
    from answersim.providers.embeddings.local import LocalEmbeddings

    return LocalEmbeddings(model, batch_size=batch_size, engine=engine, device=device)
