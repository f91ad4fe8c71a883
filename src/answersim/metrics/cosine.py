"""``cosine``: Semantic Answer Similarity with a bi-encoder (seed 000 cosine-embedding, seed 002, seed 003)."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from answersim.cases import TestCase
from answersim.errors import InputError
from answersim.metrics.base import Resolved, is_blank
from answersim.metrics.embedding import EmbeddingMetric
from answersim.providers.base import Request
from answersim.results import MetricResult


class Cosine(EmbeddingMetric):
    """cos(embed(expected_output), embed(actual_output)), mapped to [0, 1] (``clip``, ``affine`` or ``rescale``).

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

    def compute_many(self, cases: Sequence[TestCase], resolved: Sequence[Resolved]) -> list[MetricResult]:
        """All items of a chunk at once: the common case (one model, expected_output, non-blank texts,
        finite non-zero vectors) as one vectorised cosine; every other item through :meth:`compute`."""
        out: list[MetricResult | None] = [None] * len(cases)
        fast = []
        if len(self.embedders) == 1:
            embedder = self.embedders[0]
            fast = [
                i
                for i, c in enumerate(cases)
                if c.expected_output is not None and not is_blank(c.actual_output) and not is_blank(c.expected_output)
            ]
        if fast:
            a = np.stack([resolved[i][Request(embedder, "sentence", cases[i].actual_output)] for i in fast])
            b = np.stack([resolved[i][Request(embedder, "sentence", cases[i].expected_output)] for i in fast])
            a, b = a.astype(np.float64), b.astype(np.float64)
            norms = np.linalg.norm(a, axis=1) * np.linalg.norm(b, axis=1)
            ok = np.isfinite(a).all(axis=1) & np.isfinite(b).all(axis=1) & (norms > 0)
            raws = np.clip(np.einsum("ij,ij->i", a, b) / np.where(ok, norms, 1.0), -1.0, 1.0)
            details = {"mapping": self.mapping, "compared_with": "expected_output"}
            details.update(model=embedder.model_id, dimensions=int(a.shape[1]))
            floor = self.floor(embedder)
            if self.mapping == "rescale":
                details["cosine_floor"] = floor
            for i, raw, good in zip(fast, raws.tolist(), ok.tolist()):
                if good:
                    reason = f"Cosine similarity {raw:.3f} between the answer and the expected_output."
                    out[i] = self.finish(
                        self.mapped(raw, floor),
                        raw_score=raw,
                        reason=reason,
                        details=dict(details),
                        compare=self.comparable(raw, floor),
                    )
        return [r if r is not None else self.compute(c, res) for r, c, res in zip(out, cases, resolved)]

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
            floor = sims.get("cosine_floor", 0.0)
            compare = None if best is None else self.comparable(best, floor)
            per_model.append({**sims, "raw": best, "score": self.mapped(best, floor), "compare": compare})
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
        compare = sum(m["compare"] if m["compare"] is not None else 0.0 for m in per_model) / len(per_model)
        for m in per_model:
            del m["compare"]
        details = {"mapping": self.mapping, "compared_with": compared_with}
        if len(per_model) == 1:
            details.update(model=per_model[0]["model"], dimensions=per_model[0]["dimensions"])
            if "cosine_floor" in per_model[0]:
                details["cosine_floor"] = per_model[0]["cosine_floor"]
        else:
            details["per_model"] = per_model
        reason = f"Cosine similarity {raw:.3f} between the answer and the {compared_with.split(' ')[0]}."
        return self.finish(score, raw_score=raw, reason=reason, details=details, compare=compare)
