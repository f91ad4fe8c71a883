"""The OpenAI-compatible embeddings client against a real HTTP server on 127.0.0.1."""

from __future__ import annotations

import numpy as np
import pytest

from answersim import Cosine, FakeEmbeddings, OpenAIEmbeddings, evaluate
from answersim.errors import ProviderError
from answersim.providers.http import RetryPolicy
from tests.support.servers import Reply

KEY = "sk-test-SECRET-123456"


@pytest.fixture
def client(openai_server, monkeypatch):
    monkeypatch.setenv("TEST_EMBED_KEY", KEY)
    return OpenAIEmbeddings(
        "text-embedding-3-small",
        base_url=openai_server.base_url,
        api_key_env="TEST_EMBED_KEY",
        price_per_million_tokens=0.02,
        batch_size=3,
        retry=RetryPolicy(backoff_s=0.001),
    )


def test_vectors_usage_and_cost(client, openai_server) -> None:
    texts = ["one two", "three", "four five six"]
    vectors, usage = client.embed_batch(texts)
    np.testing.assert_allclose(vectors, FakeEmbeddings(32).embed_many(texts), rtol=1e-6)
    assert usage.tokens == 6  # the stub counts whitespace words as prompt tokens
    assert usage.cost_usd == pytest.approx(6 * 0.02 / 1_000_000)
    assert usage.calls == 1 and usage.latency_s > 0
    request = openai_server.stub.requests[-1]
    assert request.path == "/v1/embeddings"
    assert request.body["model"] == "text-embedding-3-small"
    assert request.headers["Authorization"] == f"Bearer {KEY}"


def test_out_of_order_data_is_placed_by_index(client, openai_server) -> None:
    openai_server.stub.reverse_order = True
    vectors = client.embed_many(["a", "b", "c"])
    np.testing.assert_allclose(vectors, FakeEmbeddings(32).embed_many(["a", "b", "c"]), rtol=1e-6)


def test_run_batches_and_reports_usage(client, openai_server) -> None:
    cases = [{"expected_output": f"ref {i}", "actual_output": f"ans {i % 2}"} for i in range(4)]
    report = evaluate(cases, [Cosine(client)])
    assert len(openai_server.stub.requests) == 2  # 6 distinct texts in batches of 3
    assert report.total_usage.tokens == 12
    assert report.total_usage.cost_usd == pytest.approx(12 * 0.02 / 1_000_000)
    local = evaluate(cases, [Cosine(FakeEmbeddings(32))])
    assert report.scores("cosine") == pytest.approx(local.scores("cosine"), abs=1e-6)


@pytest.mark.parametrize(
    ("reply", "message"),
    [
        (Reply(status=401, body={"error": {"message": "bad key"}}), "HTTP 401"),
        (Reply(body=b"not json"), "not JSON"),
        (Reply(body={"data": [{"index": 0, "embedding": [0.1]}]}), "1 embeddings for 2 texts"),
        (Reply(body={"error": {"message": "overloaded"}}), "overloaded"),
    ],
)
def test_bad_answers_raise_clear_errors_without_the_key(client, openai_server, reply, message) -> None:
    openai_server.stub.faults.extend([reply] * 10)  # enough for any retries
    with pytest.raises(ProviderError) as info:
        client.embed_many(["a", "b"])
    assert message in str(info.value)
    assert KEY not in str(info.value)
    assert KEY not in repr(client)


def test_failed_item_in_a_run_does_not_sink_the_others(client, openai_server) -> None:
    cases = [{"expected_output": f"ref {i}", "actual_output": f"ans {i}"} for i in range(3)]
    openai_server.stub.faults.extend([Reply(status=400, body={"error": {"message": "invalid input"}})] * 3)
    report = evaluate(cases, [Cosine(client)])
    results = [i.results["cosine"] for i in report.items]
    # the failing batch is split until the three 400s are spent: one item errors, the other two are scored
    assert [r.status for r in results] == ["error", "ok", "ok"]
    assert "HTTP 400" in results[0].error and "invalid input" in results[0].error and results[0].score is None
    local = evaluate(cases[1:], [Cosine(FakeEmbeddings(32))], progress=False)  # the stub's vectors, computed here
    assert [r.score for r in results[1:]] == pytest.approx([i.results["cosine"].score for i in local.items])
