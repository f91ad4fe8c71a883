"""The remote clients against a fault-injecting OpenAI-compatible server on 127.0.0.1 (issue 18, classes 2 and 3).

The server answers 500s, hangs, dribbles a body one byte at a time, sends gzip bombs and echoes the
API key back. Limits are made small (2 s deadline, 1 MiB bodies) so each fault costs seconds at most.
"""

from __future__ import annotations

import base64
import json
import tracemalloc

import pytest

from answersim import evaluate
from answersim.metrics.cosine import Cosine
from answersim.metrics.llm_judge import LLMJudge
from answersim.providers.embeddings.openai import OpenAIEmbeddings
from answersim.providers.http import HTTPFailure, JSONEndpoint, RetryPolicy
from answersim.providers.llm.openai import OpenAIChat
from tests.support.judge_script import step_of
from tests.support.servers import LocalServer, Recorded, Reply, gzip_bomb

KEY = "sk-fault-test-0123456789/ABCDEFGHIJ+klmn"
MIB = 1024 * 1024
NO_RETRY = RetryPolicy(max_retries=0, backoff_s=0.001)
GOOD = json.dumps({"object": "list", "data": [{"index": 0, "embedding": [0.1, 0.2]}]})


@pytest.fixture
def limits(monkeypatch):
    """Small limits for every client built in the test (the clients read them from the environment)."""
    monkeypatch.setenv("ANSWERSIM_HTTP_DEADLINE_S", "2")
    monkeypatch.setenv("ANSWERSIM_HTTP_MAX_BODY_BYTES", str(MIB))
    monkeypatch.setenv("ANSWERSIM_HTTP_RETRIES", "0")
    monkeypatch.setenv("ANSWERSIM_HTTP_BREAKER_THRESHOLD", "1000")
    monkeypatch.setenv("ANSWERSIM_FAULT_KEY", KEY)


def _post(server: LocalServer, **limits) -> None:
    endpoint = JSONEndpoint(timeout=30, retry=NO_RETRY, **limits)
    try:
        endpoint.post(f"{server.base_url}/embeddings", {"input": ["x"]}, {})
    finally:
        endpoint.close()


def test_a_gzip_bomb_fails_fast_in_bounded_memory(openai_server) -> None:
    bomb = gzip_bomb(2 * 1024 * MIB)  # 2 MB on the wire, 2 GiB inflated
    assert 1.5 * MIB < len(bomb) < 3 * MIB
    openai_server.stub.faults.append(Reply(body=bomb, headers={"Content-Encoding": "gzip"}))
    tracemalloc.start()
    try:
        with pytest.raises(HTTPFailure, match="inflates to more than that") as info:
            _post(openai_server, max_body_bytes=4 * MIB)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 64 * MIB  # the whole bomb would be 2 GiB; the cap is 4 MiB plus buffers
    assert "ANSWERSIM_HTTP_MAX_BODY_BYTES" in str(info.value) and info.value.retryable is False


def test_an_oversized_raw_body_is_cut_off(openai_server) -> None:
    openai_server.stub.faults.append(Reply(body=b"[" + b"0," * MIB + b"0]"))
    with pytest.raises(HTTPFailure, match=r"announces|sent more than that"):
        _post(openai_server, max_body_bytes=MIB)
    openai_server.stub.faults.append(Reply(body=GOOD))
    _post(openai_server, max_body_bytes=MIB)  # the same endpoint still works for bodies within the limit


def test_a_dribbled_body_hits_the_total_deadline(openai_server) -> None:
    # 1 byte every 0.2 s: each read succeeds well within the read timeout, only the total deadline stops it
    openai_server.stub.faults.append(Reply(body=GOOD, dribble_s=0.2))
    with pytest.raises(HTTPFailure, match="deadline"):
        _post(openai_server, deadline_s=1.0)


def test_a_hanging_server_hits_the_total_deadline(openai_server) -> None:
    openai_server.stub.faults.append(Reply(body=GOOD, delay_s=4))
    with pytest.raises(HTTPFailure, match="timed out"):
        _post(openai_server, deadline_s=1.0)


def test_an_unknown_content_encoding_is_refused(openai_server) -> None:
    openai_server.stub.faults.append(Reply(body=b"\x00\x01", headers={"Content-Encoding": "br"}))
    with pytest.raises(HTTPFailure, match="does not decode"):
        _post(openai_server)


def _auth(recorded: Recorded) -> str:
    return recorded.headers.get("Authorization", "").removeprefix("Bearer ")


def _fault_for(text: str, recorded: Recorded) -> Reply | None:
    """What the server does for a request mentioning ``text``: the faults, keyed by the answer text."""
    key = _auth(recorded)
    if "bomb" in text:
        return Reply(body=gzip_bomb(64 * MIB), headers={"Content-Encoding": "gzip"})
    if "fail" in text:
        return Reply(status=500, body={"error": {"message": "the model crashed"}})
    if "hang" in text:
        return Reply(body=GOOD, delay_s=5)
    if "dribble" in text:
        return Reply(body=GOOD, dribble_s=0.5)
    if "echo-excerpt" in text:  # the key cut short by the 300-character excerpt of an error body
        return Reply(status=400, body="x" * 267 + key + "y" * 100)
    if "echo-json" in text:  # the key JSON-escaped, '/' as '\/'
        return Reply(status=401, body=json.dumps({"error": {"message": f"bad key {key}"}}).replace("/", "\\/"))
    if "echo-base64" in text:
        return Reply(status=401, body={"error": {"message": base64.b64encode(f"user:{key}".encode()).decode()}})
    return None


CASES = [
    {"id": "ok", "expected_output": "Paris is the capital.", "actual_output": "The capital is Paris."},
    {"id": "bomb", "expected_output": "reference b", "actual_output": "answer bomb"},
    {"id": "fail", "expected_output": "reference f", "actual_output": "answer fail"},
    {"id": "echo-excerpt", "expected_output": "reference e", "actual_output": "answer echo-excerpt"},
    {"id": "echo-json", "expected_output": "reference j", "actual_output": "answer echo-json"},
    {"id": "echo-base64", "expected_output": "reference 6", "actual_output": "answer echo-base64"},
]


def _leaks(text: str) -> list[str]:
    """Every 8-character piece of the key, and its base64, found in ``text``."""
    forms = [KEY, KEY.replace("/", "\\/"), base64.b64encode(f"user:{KEY}".encode()).decode()[8:-4]]
    return [f[i : i + 8] for f in forms for i in range(len(f) - 7) if f[i : i + 8] in text]


def test_embeddings_client_marks_only_the_affected_items_and_never_leaks_the_key(limits) -> None:
    with LocalServer() as server:

        def reply_for(recorded: Recorded) -> Reply | None:
            texts = recorded.body.get("input") or []
            return next((r for t in texts if (r := _fault_for(t, recorded)) is not None), None)

        server.stub.reply_for = reply_for
        client = OpenAIEmbeddings("m", base_url=server.base_url, api_key_env="ANSWERSIM_FAULT_KEY", batch_size=4)
        report = evaluate(CASES, [Cosine(model=client)], progress=False)
        assert any(r.headers.get("Authorization") == f"Bearer {KEY}" for r in server.stub.requests)
    results = {item.case.id: item.results["cosine"] for item in report.items}
    assert results["ok"].status == "ok"
    assert "inflates to more than that" in results["bomb"].error
    assert "HTTP 500" in results["fail"].error and "the model crashed" in results["fail"].error
    for echo in ("echo-excerpt", "echo-json", "echo-base64"):
        assert results[echo].status == "error" and "***" in results[echo].error, results[echo].error
    assert _leaks(json.dumps(report.to_dict())) == []


def _judge_reply(recorded: Recorded) -> Reply | None:
    prompt = recorded.body["messages"][1]["content"]
    key = _auth(recorded)
    faults = (_fault_for(w, recorded) for w in ("bomb", "fail", "hang", "dribble") if f"answer {w}" in prompt)
    fault = next(faults, None)
    if fault is not None:
        return fault
    step = step_of(prompt)
    if "answer echo-raw" in prompt:  # an unusable reply that quotes the key: it ends up in raw_reply
        escaped = json.dumps(key)[1:-1].replace("/", "\\/")
        content = f"I cannot comply, my key is {key} (json: {escaped})"
    elif step == "extract":
        content = json.dumps({"ground_truth_units": ["truth"], "output_units": [f"output {key[:30]}"]})
    elif step == "analyse":
        match = {"ground_truth_unit": "truth", "output_unit": "output", "match_type": "semantic"}
        content = json.dumps({"matches": [match], "contradictions": [], "extra_info": []})
    else:
        content = json.dumps({"reason": f"the key was {key}"})
    body = {"choices": [{"index": 0, "message": {"role": "assistant", "content": content}}], "usage": {}}
    return Reply(body=body)


def test_judge_client_survives_every_fault_and_never_stores_the_key(limits) -> None:
    cases = [
        {"id": w, "expected_output": f"reference {w}", "actual_output": f"answer {w}"}
        for w in ("ok", "bomb", "fail", "hang", "dribble", "echo-raw")
    ]
    with LocalServer() as server:
        server.stub.reply_for = _judge_reply
        chat = OpenAIChat("judge", base_url=server.base_url, api_key_env="ANSWERSIM_FAULT_KEY", retry=NO_RETRY)
        report = evaluate(cases, [LLMJudge(llm=chat, max_attempts=1, concurrency=6)], progress=False)
    results = {item.case.id: item.results["llm-judge"] for item in report.items}
    assert results["ok"].status == "ok" and "***" in results["ok"].reason
    assert "inflates to more than that" in results["bomb"].error
    assert "HTTP 500" in results["fail"].error
    assert "timed out" in results["hang"].error
    assert "deadline" in results["dribble"].error
    raw = results["echo-raw"].details["raw_reply"]
    assert raw.startswith("I cannot comply, my key is ***") and "json: ***" in raw
    assert _leaks(json.dumps(report.to_dict())) == []
