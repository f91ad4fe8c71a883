"""``cosine``: Semantic Answer Similarity with a bi-encoder (seed 000 cosine-embedding, seed 002, seed 003)."""

from __future__ import annotations

from answersim.cases import TestCase
from answersim.errors import InputError
from answersim.metrics.base import Resolved
from answersim.metrics.embedding import EmbeddingMetric
from answersim.providers import Request
from answersim.results import MetricResult


class Cosine(EmbeddingMetric):
    """cos(embed(expected_output), embed(actual_output)), mapped to [0, 1] (``clip`` or ``affine``).

    With several models the score is the mean of the per-model scores (each listed in details).
    Without ``expected_output`` the case's references are used and the best match counts.
    """

    name = "cosine"
    needs = ("actual_output", "expected_output")

    def check(self, case: TestCase) -> None:
        if not case.targets:
            raise InputError(
                "is missing; cosine needs expected_output (or references) to compare with",
                field="expected_output",
            )

    def requests(self, case: TestCase) -> list[Request]:
        return self.sentence_requests([case.actual_output or "", *case.targets])

    def compute(self, case: TestCase, resolved: Resolved) -> MetricResult:
        actual, targets = case.actual_output or "", list(case.targets)
        compared_with = "expected_output" if case.expected_output is not None else "references (best match)"
        if case.expected_output is not None:
            targets = targets[:1]
        blank = self.blank_result(actual, targets)
        if blank is not None:
            return blank
        per_model = []
        for sims in self.similarities(actual, targets, resolved):
            best = max(sims["raw"], key=lambda r: -2.0 if r is None else r)
            per_model.append({**sims, "raw": best, "score": self.mapped(best)})
        defined = [m["raw"] for m in per_model if m["raw"] is not None]
        if not defined:
            return self.finish(
                0.0,
                raw_score=None,
                reason="An embedding was a zero (or non-finite) vector, so cosine is undefined; scored 0.",
                details={"per_model": per_model, "mapping": self.mapping, "zero_vector": True},
            )
        score = sum(m["score"] for m in per_model) / len(per_model)
        raw = sum(defined) / len(defined)
        details = {"mapping": self.mapping, "compared_with": compared_with}
        if len(per_model) == 1:
            details.update(model=per_model[0]["model"], dimensions=per_model[0]["dimensions"])
        else:
            details["per_model"] = per_model
        reason = f"Cosine similarity {raw:.3f} between the answer and the {compared_with.split(' ')[0]}."
        return self.finish(score, raw_score=raw, reason=reason, details=details)
