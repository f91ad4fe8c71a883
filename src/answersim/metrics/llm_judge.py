"""``llm-judge``: seed 004's Answer Similarity Scorer — an LLM extracts and matches semantic units,
Python scores the analysis deterministically (formula in :mod:`answersim.providers.llm.scoring`)."""

from __future__ import annotations

from typing import Any

from answersim.cases import TestCase, as_text
from answersim.errors import ConfigError, InputError
from answersim.metrics.base import Metric, Resolved, is_blank
from answersim.providers.base import Request
from answersim.providers.llm.base import ChatClient
from answersim.providers.llm.judge import JudgeProvider, calls_usage
from answersim.providers.llm.scoring import JudgeOptions, similarity_score
from answersim.results import MetricResult

_STEP_FIELDS = (
    "preprocess_step_result",
    "analyze_step_result",
    "preprocess_prompt",
    "analyze_prompt",
    "generate_reason_prompt",
)


class LLMJudge(Metric):
    """Correctness-aware similarity of ``actual_output`` to the ground truth, judged by a chat model.

    Steps (each kept in ``details``): extract semantic units of both texts → analyse each ground-truth
    unit as exact/semantic/partial/missing, plus contradictions and extra information → score in Python,
    by default with Mastra's formula (seed 004), rounded to two decimals::

        credit: exact 1 + exact_match_bonus, semantic semantic_threshold, partial semantic_threshold / 2,
                missing -missing_penalty
        score = round2(clamp01(sum(credit) / (N * (1 + exact_match_bonus))
                       - contradiction_penalty * n_contradictions - min(0.2, extra_info_penalty * n_extra)) * scale)

    ``formula="mean-credit"`` selects answersim's earlier formula (see :mod:`answersim.providers.llm.scoring`).
    → a short reason from the LLM. The ground truth is ``expected_output`` (else the first reference).
    With ``scale`` ≠ 1 the score lies in [0, scale]; ``threshold`` and the band apply to the unscaled
    score, kept in ``raw_score``. An empty answer scores 0 without any LLM call.
    """

    name = "llm-judge"
    needs = ("actual_output", "expected_output")

    def __init__(
        self,
        llm: ChatClient | None = None,
        *,
        llm_model: str | None = None,
        llm_base_url: str | None = None,
        llm_api_key_env: str = "OPENAI_API_KEY",
        llm_price_per_million: tuple[float, float] | None = None,
        concurrency: int = 4,
        max_attempts: int = 3,
        require_ground_truth: bool = True,
        semantic_threshold: float = 0.8,
        exact_match_bonus: float = 0.2,
        missing_penalty: float = 0.15,
        contradiction_penalty: float = 1.0,
        extra_info_penalty: float = 0.05,
        scale: float = 1.0,
        formula: str = "mastra",
        threshold: float | None = None,
        binary: bool = False,
        name: str | None = None,
    ) -> None:
        super().__init__(threshold=threshold, binary=binary, name=name)
        self.options = JudgeOptions(
            require_ground_truth=require_ground_truth,
            semantic_threshold=semantic_threshold,
            exact_match_bonus=exact_match_bonus,
            missing_penalty=missing_penalty,
            contradiction_penalty=contradiction_penalty,
            extra_info_penalty=extra_info_penalty,
            scale=scale,
            formula=formula,
        )
        if llm is None:
            from answersim.providers.llm.openai import OpenAIChat

            llm = OpenAIChat(
                llm_model or "gpt-4o-mini",
                base_url=llm_base_url,
                api_key_env=llm_api_key_env,
                price_per_million=llm_price_per_million,
            )
        elif llm_model is not None or llm_base_url is not None or llm_price_per_million is not None:
            raise ConfigError(
                "give either a chat client (llm=...) or llm_model/llm_base_url/llm_price_per_million, not both"
            )
        self.provider = JudgeProvider(llm, self.options, concurrency=concurrency, max_attempts=max_attempts)

    @staticmethod
    def ground_truth(case: TestCase) -> str | None:
        """``expected_output``, or the first reference when there is none."""
        if case.expected_output is not None:
            return case.expected_output
        return case.references[0] if case.references else None

    def check(self, case: TestCase) -> None:
        if self.options.require_ground_truth and is_blank(self.ground_truth(case)):
            raise InputError(
                "is missing; llm-judge needs a ground truth to compare with "
                "(or set require_ground_truth=False to score such items 0)",
                field="expected_output",
            )

    def _request(self, case: TestCase) -> Request | None:
        truth, actual = self.ground_truth(case), case.actual_output
        if is_blank(truth) or is_blank(actual):
            return None
        return Request(self.provider, "judge", (truth, actual, case.input))

    def requests(self, case: TestCase) -> list[Request]:
        request = self._request(case)
        return [] if request is None else [request]

    def compute(self, case: TestCase, resolved: Resolved) -> MetricResult:
        request = self._request(case)
        if request is None:
            if is_blank(self.ground_truth(case)):
                if self.options.require_ground_truth:
                    return MetricResult.failure(self.name, "no ground truth (expected_output) to compare with")
                reason = "No ground truth to compare with, so the score is 0 (require_ground_truth is off)."
            else:
                reason = "The answer is empty, so the score is 0 (no LLM call was made)."
            return self.finish(0.0, raw_score=0.0, reason=reason, details={"options": self.options.to_dict()})
        value = resolved[request]
        steps = {k: value[k] for k in _STEP_FIELDS if k in value}
        usage = {"calls": value["calls"], "total": calls_usage(value["calls"]).to_dict()}
        if "error" in value:
            return MetricResult.failure(
                self.name,
                f"llm-judge failed at the {value['error']}",
                failed_step=value.get("failed_step"),
                raw_reply=value.get("raw_reply"),
                model=value.get("model"),
                usage=usage,
                **steps,
            )
        scored = similarity_score(value["analyze_step_result"], self.options)
        details: dict[str, Any] = {
            "model": value["model"],
            "prompt_version": value["prompt_version"],
            "options": self.options.to_dict(),
            "score_breakdown": scored,
            **steps,
            "usage": usage,
        }
        result = self.finish(scored["unscaled"], raw_score=scored["unscaled"], reason=value["reason"], details=details)
        if self.options.scale != 1 and not self.binary:
            result.score = scored["score"]
        return result

    def score(
        self,
        expected_output: Any = None,
        actual_output: Any = None,
        *,
        references: list[str] | None = None,
        input: str | None = None,
    ) -> MetricResult:
        """Score one pair. Non-string answers (dicts, lists, chat message objects) become text by
        :func:`answersim.cases.as_text` (message content, else compact sorted-key JSON)."""
        return super().score(
            None if expected_output is None else as_text(expected_output),
            None if actual_output is None else as_text(actual_output),
            references=references,
            input=input,
        )

    def describe(self) -> dict[str, Any]:
        return {**super().describe(), **self.options.to_dict(), "llm": self.provider.describe()}
