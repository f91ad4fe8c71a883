"""The JSON the judge LLM must return at each step, as pydantic models (anything else is retried)."""

from __future__ import annotations

import json
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

MatchType = Literal["exact", "semantic", "partial", "missing"]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="ignore", str_strip_whitespace=True)


class Extraction(_Strict):
    """Step 1: the semantic units (facts, entities, relationships, numbers with units) of each text."""

    output_units: list[str]
    ground_truth_units: list[str] = Field(min_length=1)


class Match(_Strict):
    ground_truth_unit: str
    output_unit: str | None = None
    match_type: MatchType
    explanation: str = ""


class Contradiction(_Strict):
    output_unit: str
    ground_truth_unit: str
    explanation: str = ""


class Analysis(_Strict):
    """Step 2: one match per ground-truth unit, contradictions, and output facts absent from the truth."""

    matches: list[Match]
    contradictions: list[Contradiction]
    extra_info: list[str]


class Reasoning(_Strict):
    """Step 4: a short explanation of the score with actionable feedback."""

    reason: str = Field(min_length=1)


class ReplyError(ValueError):
    """The LLM's reply is not the JSON asked for; the message says what is wrong, for the retry prompt."""


def parse_reply(text: str, model: type[BaseModel]) -> BaseModel:
    """Parse ``text`` (tolerating a Markdown code fence or prose around one JSON object) into ``model``."""
    start, end = text.find("{"), text.rfind("}")
    if start < 0 or end <= start:
        raise ReplyError("the reply contains no JSON object")
    try:
        data = json.loads(text[start : end + 1])
    except ValueError as exc:
        raise ReplyError(f"the reply is not valid JSON: {exc}") from None
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        problems = "; ".join(f"{'.'.join(map(str, e['loc'])) or 'reply'}: {e['msg']}" for e in exc.errors()[:5])
        raise ReplyError(f"the JSON does not match the schema: {problems}") from None
