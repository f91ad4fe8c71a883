"""Scripted judge verdicts for llm-judge tests: a chat "model" that answers each step of the judge's
prompts from a table of scenarios, found by the answer text (extract/reason) or its units (analyse)."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any


@dataclass
class Scenario:
    ground_truth: str
    output: str
    ground_truth_units: list[str]
    output_units: list[str]
    match_types: list[str]
    contradictions: int = 0
    extra_info: list[str] = field(default_factory=list)
    reason: str = "scripted reason"

    def extraction(self) -> dict[str, Any]:
        return {"ground_truth_units": self.ground_truth_units, "output_units": self.output_units}

    def analysis(self) -> dict[str, Any]:
        matches = [
            {"ground_truth_unit": u, "output_unit": None if t == "missing" else self.output_units[0], "match_type": t}
            for u, t in zip(self.ground_truth_units, self.match_types)
        ]
        contradictions = [
            {"output_unit": self.output_units[0], "ground_truth_unit": self.ground_truth_units[0], "explanation": "x"}
        ] * self.contradictions
        return {"matches": matches, "contradictions": contradictions, "extra_info": self.extra_info}


CAPITAL = "The capital of France is Paris."
COLOURS = "The primary colors are red, blue, and yellow."

CORRECT = Scenario(
    CAPITAL,
    "The capital of France is Paris.",
    ["capital of France is Paris"],
    ["capital of France is Paris"],
    ["exact"],
    reason="Identical fact.",
)
PARAPHRASE = Scenario(
    CAPITAL,
    "Paris is the French capital city.",
    ["capital of France is Paris"],
    ["Paris is the French capital"],
    ["semantic"],
    reason="Same meaning, other words.",
)
PARTIAL = Scenario(
    COLOURS,
    "Red and blue are primary colors.",
    ["red is primary", "blue is primary", "yellow is primary"],
    ["red and blue are primary"],
    ["exact", "exact", "missing"],
    reason="Yellow is missing.",
)
CONTRADICTION = Scenario(
    CAPITAL,
    "The capital of France is Lyon.",
    ["capital of France is Paris"],
    ["capital of France is Lyon"],
    ["missing"],
    contradictions=1,
    reason="Wrong city.",
)
SCENARIOS = [CORRECT, PARAPHRASE, PARTIAL, CONTRADICTION]


def section(prompt: str, title: str) -> str:
    """The text under ``Title:`` in one of the judge's prompts."""
    return prompt.split(f"\n{title}:\n", 1)[1].split("\n\n", 1)[0]


def step_of(prompt: str) -> str:
    return prompt.split("\n", 1)[0].removeprefix("Task: ").split()[0]


def find(prompt: str, scenarios: list[Scenario]) -> Scenario:
    if step_of(prompt) == "analyse":
        units = json.loads(section(prompt, "Output units"))
        return next(s for s in scenarios if s.output_units == units)
    output = section(prompt, "Output")
    return next(s for s in scenarios if s.output == output)


def answer(prompt: str, scenarios: list[Scenario] = SCENARIOS) -> dict[str, Any]:
    """The scripted JSON reply to one judge prompt."""
    scenario, step = find(prompt, scenarios), step_of(prompt)
    if step == "extract":
        return scenario.extraction()
    if step == "analyse":
        return scenario.analysis()
    return {"reason": scenario.reason}


def chat_handler(scenarios: list[Scenario] = SCENARIOS):
    """A ``chat_handler(body)`` for tests.support.servers.OpenAIStub answering from ``scenarios``."""
    return lambda body: answer(body["messages"][1]["content"], scenarios)


def completion(content: str) -> dict[str, Any]:
    """A whole chat-completion body (for a scripted fault Reply) whose message is ``content``."""
    return {
        "choices": [{"index": 0, "message": {"role": "assistant", "content": content}, "finish_reason": "stop"}],
        "usage": {"prompt_tokens": 100, "completion_tokens": 20, "total_tokens": 120},
    }
