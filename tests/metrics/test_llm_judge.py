"""llm-judge end to end against a real OpenAI-compatible HTTP server on 127.0.0.1 with scripted replies:
verdicts, JSON retries, 429/Retry-After, permanent 500, JSON-mode fallback, concurrency, caching, CLI,
and the API key never leaking."""

from __future__ import annotations

import json
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from answersim.cli.main import main
from answersim.errors import InputErrors
from answersim.metrics.llm_judge import LLMJudge
from answersim.providers.http import RetryPolicy
from answersim.providers.llm.openai import OpenAIChat
from answersim.runner.core import evaluate
from answersim.stores.memory import MemoryCache
from tests.support.judge_script import CONTRADICTION, CORRECT, PARAPHRASE, PARTIAL, SCENARIOS, chat_handler, completion
from tests.support.servers import LocalServer, Reply

REPO = Path(__file__).resolve().parents[2]
KEY_ENV = "ANSWERSIM_TEST_LLM_KEY"
KEY = "sk-test-7f3a9c2e-do-not-leak"
PRICES = (1.0, 2.0)  # USD per 1M prompt / completion tokens


@pytest.fixture
def server(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv(KEY_ENV, KEY)
    with LocalServer() as srv:
        srv.stub.chat_handler = chat_handler()
        yield srv


def judge(srv: LocalServer, **options) -> LLMJudge:
    client = OpenAIChat(
        "judge-model",
        base_url=srv.base_url,
        api_key_env=KEY_ENV,
        price_per_million=PRICES,
        retry=RetryPolicy(max_retries=options.pop("max_retries", 2), backoff_s=0.001),
    )
    return LLMJudge(client, **options)


def case(s) -> dict:
    return {"expected_output": s.ground_truth, "actual_output": s.output, "input": "a question"}


def chat_requests(srv: LocalServer) -> list:
    return [r for r in srv.stub.requests if r.path.endswith("/chat/completions")]


def test_scripted_verdicts_score_by_the_formula_with_every_step_visible(server: LocalServer) -> None:
    report = evaluate([case(s) for s in SCENARIOS], [judge(server, concurrency=2)], progress=False)
    results = [item.results["llm-judge"] for item in report.items]
    assert [r.status for r in results] == ["ok"] * 4
    # by hand (Mastra, seed 004): exact → 1.2/1.2; semantic → 0.8/1.2; exact, exact, missing → (2.4 - 0.15)/3.6;
    # contradiction → 0; each rounded half up to two decimals
    assert [r.score for r in results] == pytest.approx([1.0, 0.67, 0.63, 0.0])
    assert [r.reason for r in results] == [s.reason for s in SCENARIOS]
    partial = results[2].details
    assert partial["preprocess_step_result"] == PARTIAL.extraction()
    assert [m["match_type"] for m in partial["analyze_step_result"]["matches"]] == ["exact", "exact", "missing"]
    assert PARTIAL.output in partial["preprocess_prompt"] and "a question" in partial["preprocess_prompt"]
    assert "yellow is primary" in partial["analyze_prompt"]
    assert "scored 0.63 out of 1" in partial["generate_reason_prompt"]
    # usage: the server counts 100 prompt + 20 completion tokens per call; 3 calls per item
    calls = partial["usage"]["calls"]
    assert [c["step"] for c in calls] == ["extract", "analyze", "reason"]
    assert all(c["prompt_tokens"] == 100 and c["completion_tokens"] == 20 for c in calls)
    per_call = (100 * PRICES[0] + 20 * PRICES[1]) / 1e6
    assert partial["usage"]["total"]["tokens"] == 360
    assert partial["usage"]["total"]["cost_usd"] == pytest.approx(3 * per_call)
    assert report.total_usage.calls == 12
    assert [r.usage.calls for r in results] == [3, 3, 3, 3]  # each item's own calls, not a share of the batch
    assert results[2].usage.cost_usd == pytest.approx(3 * per_call)
    assert report.total_usage.cost_usd == pytest.approx(12 * per_call)
    sent = chat_requests(server)
    assert len(sent) == 12
    assert {r.body["model"] for r in sent} == {"judge-model"}
    assert all(r.body["temperature"] == 0 and r.body["response_format"] == {"type": "json_object"} for r in sent)


def test_malformed_json_is_retried_with_feedback_then_scored(server: LocalServer) -> None:
    server.stub.faults.append(Reply(body=completion("Sure! Here is the JSON: {ground_truth_units: [oops}")))
    result = judge(server).score(CORRECT.ground_truth, CORRECT.output)
    assert result.status == "ok" and result.score == pytest.approx(1.0)
    sent = chat_requests(server)
    assert len(sent) == 4  # extract twice, analyse, reason
    retry = sent[1].body["messages"]
    assert [m["role"] for m in retry] == ["system", "user", "assistant", "user"]
    assert "not valid JSON" in retry[-1]["content"]
    assert [c["attempt"] for c in result.details["usage"]["calls"]] == [1, 2, 1, 1]
    assert result.usage.calls == 4 and result.usage.tokens == 4 * 120


def test_json_that_stays_invalid_errors_that_item_with_the_raw_reply_and_the_run_goes_on(
    server: LocalServer,
) -> None:
    def handler(body: dict):
        prompt = body["messages"][1]["content"]
        if prompt.startswith("Task: analyse") and "Lyon" in prompt:
            return {"matches": [], "contradictions": [], "extra_info": []}  # incomplete: no match per unit
        return chat_handler()(body)

    server.stub.chat_handler = handler
    report = evaluate([case(CORRECT), case(CONTRADICTION)], [judge(server, max_attempts=2)], progress=False)
    ok, bad = (item.results["llm-judge"] for item in report.items)
    assert ok.status == "ok" and ok.score == pytest.approx(1.0)
    assert bad.status == "error" and bad.score is None
    assert "analyze step" in bad.error and "one match per ground-truth unit (1), got 0" in bad.error
    assert json.loads(bad.details["raw_reply"]) == {"matches": [], "contradictions": [], "extra_info": []}
    assert bad.details["failed_step"] == "analyze"
    assert bad.details["preprocess_step_result"] == CONTRADICTION.extraction()
    assert len(bad.details["usage"]["calls"]) == 3  # extract + two analyse attempts, all paid for


def test_429_with_retry_after_is_waited_out_then_succeeds(server: LocalServer) -> None:
    server.stub.faults.append(Reply(429, {"error": {"message": "slow down"}}, headers={"Retry-After": "1"}))
    start = time.perf_counter()
    result = judge(server).score(PARAPHRASE.ground_truth, PARAPHRASE.output)
    elapsed = time.perf_counter() - start
    assert result.status == "ok" and result.score == pytest.approx(0.67)
    assert len(chat_requests(server)) == 4
    assert elapsed >= 1.0  # backoff is 1 ms here: only Retry-After explains the wait


def test_permanent_500_errors_only_that_item(server: LocalServer) -> None:
    def handler(body: dict):
        if "Lyon" in body["messages"][1]["content"]:
            return Reply(500, {"error": {"message": "model crashed"}})
        return chat_handler()(body)

    server.stub.chat_handler = handler
    report = evaluate([case(s) for s in SCENARIOS], [judge(server, max_retries=2)], progress=False)
    results = [item.results["llm-judge"] for item in report.items]
    assert [r.status for r in results] == ["ok", "ok", "ok", "error"]
    assert [r.score for r in results[:3]] == pytest.approx([1.0, 0.67, 0.63])
    assert "extract step" in results[3].error and "HTTP 500" in results[3].error
    lyon = [r for r in chat_requests(server) if "Lyon" in r.body["messages"][1]["content"]]
    assert len(lyon) == 3  # one try + max_retries, then the item gives up
    assert report.aggregates["llm-judge"].errors == 1


def test_server_without_json_mode_gets_the_request_again_without_it(server: LocalServer) -> None:
    def handler(body: dict):
        if "response_format" in body:
            return Reply(400, {"error": {"message": "Unrecognized request argument: response_format"}})
        return chat_handler()(body)

    server.stub.chat_handler = handler
    result = judge(server).score(CORRECT.ground_truth, CORRECT.output)
    assert result.status == "ok" and result.score == pytest.approx(1.0)
    sent = chat_requests(server)
    assert ["response_format" in r.body for r in sent] == [True, False, False, False]


@pytest.mark.parametrize("concurrency", [1, 3])
def test_concurrency_bounds_the_requests_in_flight(server: LocalServer, concurrency: int) -> None:
    lock, state = threading.Lock(), {"now": 0, "peak": 0, "arrived": 0}
    first_wave = threading.Barrier(concurrency, timeout=60)  # broken (and the test failed) if they never overlap
    overflow = threading.Event()

    def handler(body: dict):
        with lock:
            state["now"] += 1
            state["peak"] = max(state["peak"], state["now"])
            state["arrived"] += 1
            held = state["arrived"] <= concurrency
            if state["now"] > concurrency:
                overflow.set()
        if held:  # the first `concurrency` requests are answered only once all of them are in flight,
            first_wave.wait()
            overflow.wait(0.5)  # then held a moment longer, time for one request too many to show up
        with lock:
            state["now"] -= 1
        return chat_handler()(body)

    server.stub.chat_handler = handler
    cases = [case(s) for s in SCENARIOS] * 2
    cases = [{**c, "input": f"question {i}"} for i, c in enumerate(cases)]  # 8 distinct items
    report = evaluate(cases, [judge(server, concurrency=concurrency)], progress=False)
    assert all(item.results["llm-judge"].status == "ok" for item in report.items)
    assert state["peak"] == concurrency


def test_verdicts_are_cached_by_model_prompt_and_inputs_but_failures_are_retried(server: LocalServer) -> None:
    failing = {"on": True}

    def handler(body: dict):
        if failing["on"] and "Lyon" in body["messages"][1]["content"]:
            return Reply(503, {"error": {"message": "overloaded"}})
        return chat_handler()(body)

    server.stub.chat_handler = handler
    cache = MemoryCache()
    cases = [case(s) for s in SCENARIOS]
    first = evaluate(cases, [judge(server, max_retries=0)], cache=cache, progress=False)
    assert [i.results["llm-judge"].status for i in first.items] == ["ok", "ok", "ok", "error"]
    before = len(chat_requests(server))
    failing["on"] = False
    second = evaluate(cases, [judge(server, max_retries=0)], cache=cache, progress=False)
    assert [i.results["llm-judge"].score for i in second.items] == pytest.approx([1.0, 0.67, 0.63, 0.0])
    assert len(chat_requests(server)) - before == 3  # only the item that failed is judged again
    before = len(chat_requests(server))
    third = evaluate(cases, [judge(server)], cache=cache, progress=False)
    assert len(chat_requests(server)) == before  # a re-run costs nothing
    assert third.total_usage.calls == 0
    # another scoring option changes the reason prompt, hence the cache key
    evaluate(cases[:1], [judge(server, missing_penalty=0.3)], cache=cache, progress=False)
    assert len(chat_requests(server)) == before + 3


def test_missing_ground_truth_is_an_input_error_unless_not_required(server: LocalServer) -> None:
    with pytest.raises(InputErrors, match="expected_output"):
        evaluate([{"actual_output": "Paris"}], [judge(server)], progress=False)
    report = evaluate([{"actual_output": "Paris"}], [judge(server, require_ground_truth=False)], progress=False)
    result = report.items[0].results["llm-judge"]
    assert result.status == "ok" and result.score == 0.0
    assert "No ground truth" in result.reason
    empty = judge(server).score(CORRECT.ground_truth, "   ")
    assert empty.score == 0.0 and "empty" in empty.reason
    assert chat_requests(server) == []


def test_non_string_answers_become_text_by_as_text(server: LocalServer) -> None:
    message = {"role": "assistant", "content": PARAPHRASE.output}
    result = judge(server).score(PARAPHRASE.ground_truth, message)
    assert result.status == "ok" and result.score == pytest.approx(0.67)
    assert f"Output:\n{PARAPHRASE.output}\n" in result.details["preprocess_prompt"]


def test_scale_stretches_the_score_and_threshold_applies_to_the_unscaled_score(server: LocalServer) -> None:
    result = judge(server, scale=10, threshold=0.7).score(PARTIAL.ground_truth, PARTIAL.output)
    assert result.score == pytest.approx(6.25)  # 2.25 / 3.6 = 0.625, times 10
    assert result.raw_score == pytest.approx(0.63)
    assert result.passed is False
    assert "out of 10" in result.details["generate_reason_prompt"]


def test_cli_score_and_eval(server: LocalServer, tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    base = ["--metric", "llm-judge", "--llm-base-url", server.base_url, "--llm-model", "judge-model"]
    code = main(["score", *base, "--llm-api-key-env", KEY_ENV, PARTIAL.ground_truth, PARTIAL.output, "--json"])
    out = capsys.readouterr().out
    assert code == 0
    result = json.loads(out)["llm-judge"]
    assert result["score"] == pytest.approx(0.63)
    assert result["reason"] == PARTIAL.reason
    assert set(result["details"]) >= {"preprocess_prompt", "analyze_prompt", "generate_reason_prompt", "usage"}
    assert result["details"]["model"] == "judge-model"

    data = tmp_path / "cases.jsonl"
    data.write_text("".join(json.dumps(case(s)) + "\n" for s in SCENARIOS))
    code = main(["eval", *base, "--concurrency", "4", str(data), "--json"])
    report = json.loads(capsys.readouterr().out)
    assert code == 0
    assert [i["results"]["llm-judge"]["score"] for i in report["items"]] == pytest.approx([1.0, 0.67, 0.63, 0.0])
    assert report["meta"]["metrics"]["llm-judge"]["llm"]["concurrency"] == 4


def test_the_api_key_is_sent_but_never_shown(server: LocalServer, tmp_path: Path) -> None:
    def echo_key_401(body: dict):
        return Reply(401, {"error": {"message": f"Incorrect API key provided: {server.stub.requests[-1].headers}"}})

    metric = judge(server)
    ok = metric.score(CORRECT.ground_truth, CORRECT.output)
    assert chat_requests(server)[0].headers["Authorization"] == f"Bearer {KEY}"
    server.stub.chat_handler = echo_key_401
    failed = metric.score(CORRECT.ground_truth, CORRECT.output)
    assert failed.status == "error" and "HTTP 401" in failed.error and "***" in failed.error
    report = evaluate([case(CORRECT)], [metric], progress=False)
    from answersim.io.writers import write_report

    write_report(report, tmp_path / "report.json")
    shown = [
        json.dumps(ok.to_dict()),
        json.dumps(failed.to_dict()),
        json.dumps(report.to_dict()),
        (tmp_path / "report.json").read_text(),
        repr(metric),
        repr(metric.provider.client),
        str(metric.describe()),
    ]
    try:
        metric.provider.client.complete([{"role": "user", "content": "hi"}])
    except Exception as exc:
        shown.append(str(exc))
        shown.append(repr(exc))
    else:
        raise AssertionError("the 401 should raise")
    env = {**__import__("os").environ, KEY_ENV: KEY}
    for model, handler in (("m1", chat_handler()), ("m2", echo_key_401)):  # two models: no cache hit
        server.stub.chat_handler = handler
        proc = subprocess.run(
            [sys.executable, "-m", "answersim", "score", "--metric", "llm-judge", "--llm-base-url", server.base_url,
             "--llm-model", model, "--llm-api-key-env", KEY_ENV, CORRECT.ground_truth, CORRECT.output, "--json"],
            capture_output=True, text=True, cwd=REPO, env=env, timeout=120,
        )  # fmt: skip
        assert proc.returncode == (0 if handler is not echo_key_401 else 2), proc.stderr
        shown += [proc.stdout, proc.stderr]
    assert all(KEY not in text for text in shown)


def test_a_sqlite_cache_file_serves_a_rerun_in_a_new_process_state(server: LocalServer, tmp_path: Path) -> None:
    from answersim.stores import sqlite as store

    path = tmp_path / "judge-cache.sqlite"
    cases = [case(s) for s in SCENARIOS]
    cache = store.SQLiteCache(path)
    first = evaluate(cases, [judge(server)], cache=cache, progress=False)
    cache.close()
    sent = len(chat_requests(server))
    cache = store.SQLiteCache(path)
    second = evaluate(cases, [judge(server)], cache=cache, progress=False)
    cache.close()
    assert len(chat_requests(server)) == sent == 12
    assert [i.results["llm-judge"].to_dict()["details"] for i in second.items] == [
        i.results["llm-judge"].to_dict()["details"] for i in first.items
    ]
