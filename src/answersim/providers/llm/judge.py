"""The judge provider: for a (ground truth, output, question) item, make the extract → analyse →
reason calls, validating each JSON reply, up to ``concurrency`` items at once.

It answers request kind ``"judge"``. Each value is a JSON-serialisable dict, so a persistent cache can
keep it; a value with an ``"error"`` key (the step that failed, the raw reply) is never cached, so a
re-run tries that item again while every verdict already paid for is reused.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from answersim.errors import ConfigError
from answersim.providers.base import Fetched, Provider
from answersim.providers.llm.base import JSON_OBJECT, ChatClient
from answersim.providers.llm.prompts import (
    PROMPT_VERSION,
    SYSTEM,
    analyse_prompt,
    extract_prompt,
    reason_prompt,
    retry_message,
)
from answersim.providers.llm.schema import Analysis, Extraction, Reasoning, ReplyError, parse_reply
from answersim.providers.llm.scoring import JudgeOptions, similarity_score
from answersim.results import Usage

JudgeItem = tuple[str, str, str | None]  # (ground truth, output, question)


class StepFailed(Exception):
    """A step's reply stayed unusable after every attempt; keeps the last raw reply."""

    def __init__(self, step: str, problem: str, raw_reply: str | None) -> None:
        super().__init__(f"{step} step: {problem}")
        self.step = step
        self.raw_reply = raw_reply


class JudgeProvider(Provider):
    """Runs the judge pipeline of the ``llm-judge`` metric against one chat client."""

    kinds = frozenset({"judge"})

    def __init__(
        self, client: ChatClient, options: JudgeOptions, *, concurrency: int = 4, max_attempts: int = 3
    ) -> None:
        if concurrency < 1:
            raise ConfigError(f"concurrency must be >= 1, got {concurrency}")
        if max_attempts < 1:
            raise ConfigError(f"max_attempts must be >= 1, got {max_attempts}")
        self.client = client
        self.options = options
        self.concurrency = concurrency
        self.max_attempts = max_attempts
        self.batch_size = 2 * concurrency

    @property
    def label(self) -> str:
        return f"llm-judge:{self.client.model}"

    @property
    def cache_id(self) -> str | None:
        if self.client.cache_id is None:
            return None
        scoring = {k: v for k, v in self.options.to_dict().items() if k != "require_ground_truth"}
        return f"llm-judge:{PROMPT_VERSION}:{self.client.cache_id}:{json.dumps(scoring, sort_keys=True)}"

    def cacheable(self, value: Any) -> bool:
        return not (isinstance(value, dict) and "error" in value)

    def describe(self) -> dict[str, Any]:
        return {
            "provider": "llm-judge",
            "prompt_version": PROMPT_VERSION,
            **self.client.describe(),
            "concurrency": self.concurrency,
            "max_attempts": self.max_attempts,
        }

    def fetch(self, kind: str, items: Sequence[Any]) -> Fetched:
        with ThreadPoolExecutor(max_workers=max(1, min(self.concurrency, len(items)))) as pool:
            values = list(pool.map(self.judge, items))
        per_item = [calls_usage(value["calls"]) for value in values]
        return Fetched(values, sum(per_item, Usage()), per_item=per_item)

    def judge(self, item: JudgeItem) -> dict[str, Any]:
        """All steps for one item; a failure becomes a value with ``error``, never an exception."""
        ground_truth, output, question = item
        out: dict[str, Any] = {"model": self.client.model, "prompt_version": PROMPT_VERSION, "calls": []}
        step = "extract"
        try:
            out["preprocess_prompt"] = extract_prompt(ground_truth, output, question)
            extraction = self._ask(step, out["preprocess_prompt"], Extraction, out["calls"])
            out["preprocess_step_result"] = extraction.model_dump()

            step = "analyze"
            out["analyze_prompt"] = analyse_prompt(extraction.ground_truth_units, extraction.output_units, question)
            analysis = self._ask(step, out["analyze_prompt"], Analysis, out["calls"], check=_one_match_each(extraction))
            out["analyze_step_result"] = analysis.model_dump()

            step = "reason"
            scored = similarity_score(out["analyze_step_result"], self.options)
            out["generate_reason_prompt"] = reason_prompt(
                ground_truth, output, out["analyze_step_result"], scored["score"], self.options.scale
            )
            out["reason"] = self._ask(step, out["generate_reason_prompt"], Reasoning, out["calls"]).reason
        except StepFailed as exc:
            out.update(error=str(exc), failed_step=exc.step, raw_reply=exc.raw_reply)
        except Exception as exc:  # the endpoint failed (HTTP error after retries, bad payload): keep going
            out.update(error=f"{step} step: {exc}", failed_step=step, raw_reply=None)
        return out

    def _ask(
        self,
        step: str,
        prompt: str,
        schema: type[Any],
        calls: list[dict[str, Any]],
        check: Callable[[Any], None] | None = None,
    ) -> Any:
        messages = [{"role": "system", "content": SYSTEM}, {"role": "user", "content": prompt}]
        problem, raw = "no reply", None
        for attempt in range(1, self.max_attempts + 1):
            reply = self.client.complete(messages, JSON_OBJECT)
            calls.append({"step": step, "attempt": attempt, **reply.usage.to_dict()})
            raw = reply.text
            try:
                parsed = parse_reply(reply.text, schema)
                if check is not None:
                    check(parsed)
                return parsed
            except ReplyError as exc:
                problem = str(exc)
                messages = [
                    *messages,
                    {"role": "assistant", "content": reply.text},
                    {"role": "user", "content": retry_message(problem)},
                ]
        raise StepFailed(step, f"no usable JSON after {self.max_attempts} attempt(s): {problem}", raw)


def _one_match_each(extraction: Extraction) -> Callable[[Analysis], None]:
    def check(analysis: Analysis) -> None:
        want, got = len(extraction.ground_truth_units), len(analysis.matches)
        if got != want:
            raise ReplyError(f"expected one match per ground-truth unit ({want}), got {got}")

    return check


def calls_usage(calls: Sequence[dict[str, Any]]) -> Usage:
    """Total usage of a list of per-call usage dicts."""
    return Usage(
        tokens=sum(c["tokens"] for c in calls),
        cost_usd=sum(c["cost_usd"] for c in calls),
        latency_s=sum(c["latency_s"] for c in calls),
        calls=len(calls),
    )
