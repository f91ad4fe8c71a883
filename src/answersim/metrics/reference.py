"""``reference-match`` (seed 001): the answer against a list of references, aggregated max/mean/min."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Literal

from answersim.cases import TestCase
from answersim.errors import ConfigError, InputError
from answersim.metrics.base import Resolved
from answersim.metrics.embedding import EmbeddingMetric
from answersim.metrics.vectors import Mapping01
from answersim.providers.base import Request
from answersim.providers.embeddings.resolve import named_provider
from answersim.results import MetricResult

Aggregation = Literal["max", "mean", "min"]


class ReferenceMatch(EmbeddingMetric):
    """Cosine of ``actual_output`` with each reference, then ``max`` (default), ``mean`` or ``min``.

    References come from the case, else from the metric (``references=``), else ``expected_output``.
    All texts of a case go to the model in one batched request. As in seed 001 (eval_lib's
    ``ReferenceMatchMetric``) the default ``threshold`` is 0.7, and ``embedding_provider="local"|"openai"``
    with ``model_name=`` choose the model (instead of ``model=``); without either, the bundled local
    model is used (eval_lib defaults to OpenAI; answersim stays offline unless asked).
    """

    default_threshold = 0.7

    name = "reference-match"
    needs = ("actual_output", "references")

    def __init__(
        self,
        model: Any = None,
        *,
        references: Sequence[str] | None = None,
        aggregation: Aggregation = "max",
        mapping: Mapping01 | None = None,
        threshold: float | None = 0.7,
        binary: bool = False,
        name: str | None = None,
        engine: str | None = None,
        device: str = "cpu",
        embedding_provider: str | None = None,
        model_name: str | None = None,
    ) -> None:
        model = provider_model(model, embedding_provider, model_name)
        super().__init__(
            model, mapping=mapping, threshold=threshold, binary=binary, name=name, engine=engine, device=device
        )
        if aggregation not in ("max", "mean", "min"):
            raise ConfigError(f"aggregation must be 'max', 'mean' or 'min', got {aggregation!r}")
        if references is not None and not references:
            raise ConfigError("references=[] is empty; give at least one reference or leave it out")
        self.aggregation = aggregation
        self.references = tuple(references) if references is not None else None

    def references_for(self, case: TestCase) -> tuple[str, ...]:
        if case.references:
            return case.references
        if self.references:
            return self.references
        if case.expected_output is not None:
            return (case.expected_output,)
        return ()

    def check(self, case: TestCase) -> None:
        if not self.references_for(case):
            raise InputError(
                "is missing; reference-match needs references (or expected_output) for each record",
                field="references",
            )

    def requests(self, case: TestCase) -> list[Request]:
        return self.sentence_requests([case.actual_output or "", *self.references_for(case)])

    def compute(self, case: TestCase, resolved: Resolved) -> MetricResult:
        actual, refs = case.actual_output or "", list(self.references_for(case))
        blank = self.blank_result(actual, refs)
        if blank is not None:
            return blank
        nonblank = [r for r in refs if r.strip()]
        per_model = self.similarities(actual, nonblank, resolved)
        raw_by_ref: dict[str, float | None] = {}
        scores_by_ref: dict[str, list[float]] = {r: [] for r in refs}
        compare_by_ref: dict[str, list[float]] = {r: [] for r in refs}
        for sims in per_model:
            floor = sims.get("cosine_floor", 0.0)
            for ref, raw in zip(nonblank, sims["raw"]):
                scores_by_ref[ref].append(self.mapped(raw, floor))
                compare_by_ref[ref].append(0.0 if raw is None else self.comparable(raw, floor))
                raw_by_ref.setdefault(ref, raw)
        per_reference = [
            {
                "reference": r,
                "score": (sum(scores_by_ref[r]) / len(scores_by_ref[r])) if scores_by_ref[r] else 0.0,
                "raw": raw_by_ref.get(r),
            }
            for r in refs
        ]
        values = [p["score"] for p in per_reference]
        aggregate = {"max": max, "min": min, "mean": lambda v: sum(v) / len(v)}[self.aggregation]
        score = aggregate(values)
        compare = aggregate([sum(c) / len(c) if c else 0.0 for c in compare_by_ref.values()])
        raws = [p["raw"] for p in per_reference if p["raw"] is not None]
        raw = {"max": max, "min": min, "mean": lambda v: sum(v) / len(v)}[self.aggregation](raws) if raws else None
        best = max(per_reference, key=lambda p: p["score"])
        details: dict[str, Any] = {
            "aggregation": self.aggregation,
            "mapping": self.mapping,
            "per_reference": per_reference,
            "best_reference": best["reference"],
            "models": [m["model"] for m in per_model],
        }
        reason = (
            f"{self.aggregation.capitalize()} similarity {score:.3f} over {len(refs)} reference(s); "
            f"closest: {_short(best['reference'])!r} ({best['score']:.3f})."
        )
        return self.finish(score, raw_score=raw, reason=reason, details=details, compare=compare)

    def describe(self) -> dict[str, Any]:
        return {**super().describe(), "aggregation": self.aggregation, "references": self.references}


def provider_model(model: Any, embedding_provider: str | None, model_name: str | None) -> Any:
    """eval_lib's ``embedding_provider``/``model_name`` → what ``model=`` takes."""
    if embedding_provider is None and model_name is None:
        return model
    if model is not None:
        raise ConfigError("give model=... or embedding_provider/model_name, not both")
    return named_provider(embedding_provider or "local", model_name)


def _short(text: str, limit: int = 60) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"
