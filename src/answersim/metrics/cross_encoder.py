"""``cross-encoder``: the reference and the answer read together by a cross-encoder (seed 002).

The score is the model's normalised output for the pair ``(expected_output, actual_output)``; with
``symmetric=True`` the reversed pair is scored too and the two averaged, since cross-encoders are not
symmetric. The normalisation rule is fixed per model (see :mod:`answersim.providers.pair_scorer`).
"""

from __future__ import annotations

from typing import Any

from answersim.cases import TestCase
from answersim.errors import ConfigError, InputError
from answersim.metrics.base import Metric, Resolved, is_blank
from answersim.providers.base import Request
from answersim.providers.pair_scorer import CrossEncoderProvider
from answersim.results import MetricResult


class CrossEncoderMetric(Metric):
    """Score = cross-encoder probability that the answer matches the reference, in [0, 1].

    ``model`` is a local directory or cached model name of a sequence-classification model (for
    example one made by ``answersim train --kind cross-encoder``). Without ``expected_output`` the
    references are used and the best match counts.
    """

    blind_spot_checks = True

    name = "cross-encoder"
    needs = ("actual_output", "expected_output")

    def __init__(
        self,
        model: Any = None,
        *,
        activation: str = "auto",
        label: str | None = None,
        symmetric: bool = False,
        batch_size: int = 16,
        trust_remote_code: bool = False,
        threshold: float | None = None,
        binary: bool = False,
        name: str | None = None,
        engine: str | None = None,
        device: str = "cpu",
    ) -> None:
        super().__init__(threshold=threshold, binary=binary, name=name)
        if isinstance(model, (list, tuple)):
            if len(model) != 1:
                raise ConfigError("cross-encoder takes exactly one model")
            model = model[0]
        if isinstance(model, CrossEncoderProvider):
            self.provider = model
        elif model is None:
            raise ConfigError(
                "cross-encoder needs a model: a directory of a sequence-classification model (e.g. one made "
                "by `answersim train --kind cross-encoder`) or a cross-encoder in your Hugging Face cache"
            )
        elif isinstance(model, str) or hasattr(model, "__fspath__"):
            self.provider = CrossEncoderProvider.shared(
                model,
                activation=activation,
                label=label,
                batch_size=batch_size,
                trust_remote_code=trust_remote_code,
                engine=engine,
                device=device,
            )
        else:
            raise ConfigError(f"cross-encoder needs a model name or directory, not {type(model).__name__}")
        self.symmetric = bool(symmetric)

    def check(self, case: TestCase) -> None:
        if not case.targets:
            raise InputError("is missing; cross-encoder needs expected_output (or references)", field="expected_output")

    def _targets(self, case: TestCase) -> list[str]:
        return [case.expected_output] if case.expected_output is not None else list(case.targets)

    def requests(self, case: TestCase) -> list[Request]:
        actual = case.actual_output or ""
        out = []
        for target in self._targets(case):
            if is_blank(target) or is_blank(actual):
                continue
            out.append(Request(self.provider, "pair", (target, actual)))
            if self.symmetric:
                out.append(Request(self.provider, "pair", (actual, target)))
        return out

    def compute(self, case: TestCase, resolved: Resolved) -> MetricResult:
        actual, targets = case.actual_output or "", self._targets(case)
        if is_blank(actual) or all(is_blank(t) for t in targets):
            both = is_blank(actual) and all(is_blank(t) for t in targets)
            which = "both" if both else ("actual" if is_blank(actual) else "reference")
            score = 1.0 if both else 0.0
            return self.finish(score, raw_score=None, reason=f"Empty text ({which}).", details={"empty": which})
        per_target = []
        for target in targets:
            if is_blank(target):
                per_target.append({"score": 0.0, "raw": None})
                continue
            forward = resolved[Request(self.provider, "pair", (target, actual))]
            entry = {"score": float(forward[0]), "raw": float(forward[1])}
            if self.symmetric:
                reverse = resolved[Request(self.provider, "pair", (actual, target))]
                entry = {
                    "score": (float(forward[0]) + float(reverse[0])) / 2,
                    "raw": (float(forward[1]) + float(reverse[1])) / 2,
                    "forward": float(forward[0]),
                    "reverse": float(reverse[0]),
                }
            per_target.append(entry)
        best = max(per_target, key=lambda e: e["score"])
        details: dict[str, Any] = {
            "model": self.provider.model_id,
            **self.provider.normalisation.describe(),
            "symmetric": self.symmetric,
            "compared_with": "expected_output" if case.expected_output is not None else "references (best match)",
        }
        if self.symmetric:
            details.update(forward=best["forward"], reverse=best["reverse"])
        if len(per_target) > 1:
            details["per_reference"] = [e["score"] for e in per_target]
        if not 0.0 <= best["score"] <= 1.0:
            details["clamped_from"] = best["score"]
            if best["score"] > 1.0 and self.provider.normalisation.activation == "none":
                details["haystack_difference"] = (
                    "Haystack's SASEvaluator applies a sigmoid when a raw score exceeds 1; answersim clamps "
                    "(activation='sigmoid' follows Haystack)"
                )
        reason = f"Cross-encoder score {best['score']:.3f} ({self.provider.normalisation.activation})."
        return self.finish(best["score"], raw_score=best["raw"], reason=reason, details=details)

    def describe(self) -> dict[str, Any]:
        return {**super().describe(), "symmetric": self.symmetric, **self.provider.describe()}
