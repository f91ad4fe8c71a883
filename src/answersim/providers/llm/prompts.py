"""The judge's prompts, in one place with one version: changing any text here must bump
:data:`PROMPT_VERSION`, which is part of the cache key, so cached verdicts never outlive their prompt."""

from __future__ import annotations

import json
from typing import Any

PROMPT_VERSION = "judge-v1"

SYSTEM = (
    "You are a meticulous evaluator of answers against a ground-truth answer. "
    "You reply with a single JSON object and nothing else."
)


def _question(question: str | None) -> str:
    return f"Question:\n{question}\n\n" if question else ""


def extract_prompt(ground_truth: str, output: str, question: str | None) -> str:
    return (
        "Task: extract semantic units.\n"
        "Split each text below into its atomic semantic units: facts, entities, relationships, and numbers "
        "with their units. One unit per claim; keep numbers and units exactly as written; do not add, infer "
        "or merge claims.\n\n"
        f"{_question(question)}"
        f"Ground truth:\n{ground_truth}\n\n"
        f"Output:\n{output}\n\n"
        'Reply with JSON: {"ground_truth_units": ["..."], "output_units": ["..."]}'
    )


def analyse_prompt(ground_truth_units: list[str], output_units: list[str], question: str | None) -> str:
    return (
        "Task: analyse the units.\n"
        "For EACH ground-truth unit, in order, give exactly one match:\n"
        '- "exact": an output unit states it with the same wording or the same value;\n'
        '- "semantic": an output unit states the same meaning in other words;\n'
        '- "partial": an output unit states part of it, or states it less precisely;\n'
        '- "missing": no output unit states it.\n'
        "Then list contradictions (an output unit that conflicts with a ground-truth unit) and extra_info "
        "(output units with information absent from the ground truth, neither matching nor contradicting).\n\n"
        f"{_question(question)}"
        f"Ground-truth units:\n{json.dumps(ground_truth_units, ensure_ascii=False)}\n\n"
        f"Output units:\n{json.dumps(output_units, ensure_ascii=False)}\n\n"
        'Reply with JSON: {"matches": [{"ground_truth_unit": "...", "output_unit": "... or null", '
        '"match_type": "exact|semantic|partial|missing", "explanation": "..."}], '
        '"contradictions": [{"output_unit": "...", "ground_truth_unit": "...", "explanation": "..."}], '
        '"extra_info": ["..."]}'
    )


def reason_prompt(ground_truth: str, output: str, analysis: dict[str, Any], score: float, scale: float) -> str:
    return (
        "Task: explain the score.\n"
        f"An answer was scored {score:.2f} out of {scale:g} for similarity to the ground truth, from the "
        "analysis below. In at most three sentences, say why, naming the missing or contradicted facts, "
        "and what would make the answer match the ground truth.\n\n"
        f"Ground truth:\n{ground_truth}\n\n"
        f"Output:\n{output}\n\n"
        f"Analysis:\n{json.dumps(analysis, ensure_ascii=False)}\n\n"
        'Reply with JSON: {"reason": "..."}'
    )


def retry_message(problem: str) -> str:
    """What the model is told when its reply could not be used."""
    return f"Your reply could not be used: {problem}. Reply again with only the JSON object described above."
