"""Pieces of the chat side of llm-judge: reply parsing, the scripted fake, a missing key, failure isolation."""

from __future__ import annotations

import pytest

from answersim.errors import ProviderError
from answersim.metrics.llm_judge import LLMJudge
from answersim.providers.llm import FakeChat
from answersim.providers.llm.schema import Extraction, ReplyError, parse_reply
from answersim.runner.core import evaluate
from tests.support.judge_script import CORRECT, PARAPHRASE, answer


def test_replies_in_code_fences_or_prose_are_parsed_and_bad_ones_say_why() -> None:
    fenced = '```json\n{"ground_truth_units": ["a"], "output_units": []}\n```'
    assert parse_reply(fenced, Extraction).ground_truth_units == ["a"]
    with pytest.raises(ReplyError, match="no JSON object"):
        parse_reply("I cannot help with that.", Extraction)
    with pytest.raises(ReplyError, match="ground_truth_units"):
        parse_reply('{"ground_truth_units": [], "output_units": []}', Extraction)
    with pytest.raises(ReplyError, match="output_units: Field required"):
        parse_reply('{"ground_truth_units": ["a"]}', Extraction)


def test_fake_chat_is_deterministic_and_counts_words() -> None:
    fake = FakeChat(["one two three", {"a": 1}], price_per_million=(1.0, 1.0))
    first = fake.complete([{"role": "user", "content": "hello there"}])
    assert first.text == "one two three"
    assert (first.usage.prompt_tokens, first.usage.completion_tokens) == (2, 3)
    assert first.usage.cost_usd == pytest.approx(5e-6)
    assert fake.complete([{"role": "user", "content": "x"}]).text == '{"a": 1}'
    with pytest.raises(ProviderError, match="ran out"):
        fake.complete([{"role": "user", "content": "x"}])


def test_a_client_exception_errors_only_its_item() -> None:
    def handler(messages):
        if "French" in messages[1]["content"]:
            return RuntimeError("connection reset")
        return answer(messages[1]["content"])

    report = evaluate(
        [
            {"expected_output": CORRECT.ground_truth, "actual_output": CORRECT.output},
            {"expected_output": PARAPHRASE.ground_truth, "actual_output": PARAPHRASE.output},
        ],
        [LLMJudge(FakeChat(handler=handler))],
        progress=False,
    )
    ok, bad = (i.results["llm-judge"] for i in report.items)
    assert ok.status == "ok" and ok.score == pytest.approx(1.0)
    assert bad.status == "error" and "extract step: connection reset" in bad.error
    assert bad.details["failed_step"] == "extract" and bad.details["raw_reply"] is None


def test_the_openai_endpoint_without_a_key_fails_at_once_naming_the_variable(monkeypatch) -> None:
    from answersim.providers.llm.openai import OpenAIChat

    monkeypatch.delenv("ANSWERSIM_NO_SUCH_KEY", raising=False)
    client = OpenAIChat("gpt-4o-mini", base_url="https://api.openai.com/v1", api_key_env="ANSWERSIM_NO_SUCH_KEY")
    with pytest.raises(ProviderError, match="ANSWERSIM_NO_SUCH_KEY is not set"):
        client.complete([{"role": "user", "content": "hi"}])
