"""The shared HTTP layer against a real server on 127.0.0.1: retries, Retry-After, breaker, no secrets."""

from __future__ import annotations

import socket
import threading
import time
from datetime import datetime, timedelta, timezone
from email.utils import format_datetime
from types import SimpleNamespace

import httpx
import numpy as np
import pytest

from answersim import OpenAIEmbeddings
from answersim.errors import ProviderError
from answersim.providers import http
from answersim.providers.http import CircuitBreaker, CircuitOpen, HTTPFailure, JSONEndpoint, RetryPolicy, retry_after
from tests.support.servers import Reply

KEY = "sk-http-test-SECRET-987"
FAST = RetryPolicy(max_retries=2, backoff_s=0.001)
BODY = {"model": "m", "input": ["a", "b"]}


@pytest.fixture
def endpoint():
    ep = JSONEndpoint(timeout=2.0, retry=FAST, breaker_threshold=3, breaker_cooldown_s=0.5)
    yield ep
    ep.close()


def _url(server) -> str:
    return f"{server.base_url}/embeddings"


def test_plain_call_returns_the_payload(endpoint, openai_server) -> None:
    payload = endpoint.post(_url(openai_server), BODY, {"Authorization": f"Bearer {KEY}"})
    assert [d["index"] for d in payload["data"]] == [0, 1]
    assert openai_server.stub.requests[0].headers["Authorization"] == f"Bearer {KEY}"


@pytest.mark.parametrize(
    "fault",
    [
        Reply(status=500, body={"error": {"message": "boom"}}),
        Reply(status=502, body=b"<html>bad gateway</html>"),
        Reply(status=503, body=b""),
        Reply(status=429, body={"error": {"message": "slow down"}}),
        Reply(status=429, body={}, headers={"Retry-After": "0"}),
        Reply(body=b'{"data": [{"index": 0'),  # a truncated JSON body with a correct length
        Reply(body={"data": []}, cut="truncate"),
        Reply(cut="reset"),
        Reply(body=b"upstream said no"),
        Reply(body={"error": {"message": "overloaded, try again"}}),  # 200 carrying an error
    ],
    ids=[
        "500",
        "502-html",
        "503-empty",
        "429",
        "429-retry-after",
        "bad-json",
        "truncated",
        "reset",
        "not-json",
        "200-error",
    ],
)
def test_transient_faults_are_retried(endpoint, openai_server, fault) -> None:
    openai_server.stub.faults.append(fault)
    payload = endpoint.post(_url(openai_server), BODY, {})
    assert len(payload["data"]) == 2
    assert len(openai_server.stub.requests) == 2  # the fault, then the good answer


class FirstRequestTimesOut(httpx.HTTPTransport):
    """The real transport; the first request may wait 0.2 s for its reply, every later one 60 s."""

    def __init__(self) -> None:
        super().__init__()
        self.sent = 0

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        self.sent += 1
        read = 0.2 if self.sent == 1 else 60.0
        request.extensions["timeout"] = {"connect": 60.0, "read": read, "write": 60.0, "pool": 60.0}
        return super().handle_request(request)


def test_a_timeout_is_retried(openai_server) -> None:
    released = threading.Event()  # the first reply is held until the test ends: it always times out
    ep = JSONEndpoint(retry=FAST, transport=FirstRequestTimesOut())
    openai_server.stub.faults.append(Reply(body={}, hold=released))
    try:
        assert len(ep.post(_url(openai_server), BODY, {})["data"]) == 2
    finally:
        released.set()
        ep.close()
    assert len(openai_server.stub.requests) == 2


@pytest.mark.parametrize("status", [400, 401, 403, 404, 422])
def test_client_errors_are_not_retried(endpoint, openai_server, status) -> None:
    openai_server.stub.faults.extend([Reply(status=status, body={"error": {"message": "nope"}})] * 3)
    with pytest.raises(HTTPFailure) as info:
        endpoint.post(_url(openai_server), BODY, {})
    assert info.value.status == status and not info.value.retryable
    assert f"HTTP {status}" in str(info.value)
    assert len(openai_server.stub.requests) == 1


def test_retries_are_bounded(endpoint, openai_server) -> None:
    openai_server.stub.faults.extend([Reply(status=503, body=b"down")] * 10)
    with pytest.raises(HTTPFailure, match=r"HTTP 503.*after 3 attempts"):
        endpoint.post(_url(openai_server), BODY, {})
    assert len(openai_server.stub.requests) == FAST.max_retries + 1


@pytest.fixture
def waits(monkeypatch) -> list[float]:
    """The waits the retry loop asks for, recorded instead of slept (what it asks for is the behaviour)."""
    asked: list[float] = []
    monkeypatch.setattr(http, "time", SimpleNamespace(sleep=asked.append, monotonic=time.monotonic, time=time.time))
    return asked


def test_retry_after_seconds_is_honoured(endpoint, openai_server, waits) -> None:
    openai_server.stub.faults.append(Reply(status=429, body={}, headers={"Retry-After": "1"}))
    endpoint.post(_url(openai_server), BODY, {})
    assert waits == [1.0]  # backoff alone would wait about 1 ms


def test_retry_after_http_date_is_honoured(endpoint, openai_server, waits) -> None:
    when = datetime.now(timezone.utc) + timedelta(seconds=2)
    openai_server.stub.faults.append(Reply(status=503, body={}, headers={"Retry-After": format_datetime(when, True)}))
    endpoint.post(_url(openai_server), BODY, {})
    (wait,) = waits
    assert 0.5 < wait <= 2.0  # the date has whole-second resolution; backoff alone would wait about 1 ms


def test_retry_after_is_capped(openai_server, waits) -> None:
    ep = JSONEndpoint(retry=RetryPolicy(max_retries=1, backoff_s=0.001, max_retry_after_s=0.2))
    openai_server.stub.faults.append(Reply(status=429, body={}, headers={"Retry-After": "3600"}))
    ep.post(_url(openai_server), BODY, {})
    assert waits == [0.2]


def test_retry_after_parsing() -> None:
    assert retry_after("7", 60) == 7
    assert retry_after("0.5", 60) == 0.5
    assert retry_after("-3", 60) == 0
    assert retry_after("999", 60) == 60
    assert retry_after("soon", 60) is None
    assert retry_after("nan", 60) is None
    assert retry_after(None, 60) is None
    past = format_datetime(datetime(2000, 1, 1, tzinfo=timezone.utc), True)
    assert retry_after(past, 60) == 0


def test_full_jitter_stays_within_the_cap() -> None:
    policy = RetryPolicy(backoff_s=0.5, max_backoff_s=3.0)
    waits = [policy.backoff(attempt) for attempt in range(8) for _ in range(50)]
    assert min(waits) >= 0 and max(waits) <= 3.0
    assert len({round(w, 6) for w in waits}) > 100  # jittered, not a fixed ladder


def test_connection_refused_fails_with_a_clear_error(endpoint) -> None:
    with socket.socket() as s:  # a port nobody listens on once this socket closes
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    with pytest.raises(HTTPFailure, match="ConnectError") as info:
        endpoint.post(f"http://127.0.0.1:{port}/v1/embeddings", BODY, {"Authorization": f"Bearer {KEY}"})
    assert info.value.status is None and KEY not in str(info.value)


def test_circuit_breaker_opens_fails_fast_then_half_opens(endpoint, openai_server) -> None:
    url = _url(openai_server)
    openai_server.stub.faults.extend([Reply(status=500, body=b"dead")] * 9)  # 3 calls x 3 attempts
    for _ in range(3):
        with pytest.raises(HTTPFailure):
            endpoint.post(url, BODY, {})
    assert endpoint.breaker(url).state == "open"
    sent = len(openai_server.stub.requests)
    with pytest.raises(CircuitOpen, match="circuit breaker open"):
        endpoint.post(url, BODY, {})
    assert len(openai_server.stub.requests) == sent  # failed fast: the server saw nothing
    time.sleep(0.6)
    assert endpoint.breaker(url).state == "half-open"
    assert endpoint.post(url, BODY, {})["data"]  # the trial call succeeds and closes the breaker
    assert endpoint.breaker(url).state == "closed"


def test_half_open_trial_failure_reopens() -> None:
    now = [0.0]
    breaker = CircuitBreaker(threshold=2, cooldown_s=10, clock=lambda: now[0])
    breaker.failure()
    breaker.before("u")  # one failure: still closed
    breaker.failure()
    with pytest.raises(CircuitOpen):
        breaker.before("u")
    now[0] = 11
    breaker.before("u")  # the single trial
    with pytest.raises(CircuitOpen):
        breaker.before("u")  # a second caller while the trial runs
    breaker.failure()
    assert breaker.state == "open"


def test_refused_requests_do_not_trip_the_breaker(endpoint, openai_server) -> None:
    openai_server.stub.faults.extend([Reply(status=400, body={"error": "bad input"})] * 5)
    for _ in range(5):
        with pytest.raises(HTTPFailure):
            endpoint.post(_url(openai_server), BODY, {})
    assert endpoint.breaker(_url(openai_server)).state == "closed"


def test_echoed_key_is_scrubbed(endpoint, openai_server) -> None:
    openai_server.stub.faults.append(Reply(status=401, body={"error": f"invalid key {KEY}"}))
    with pytest.raises(HTTPFailure) as info:
        endpoint.post(_url(openai_server), BODY, {"Authorization": f"Bearer {KEY}"}, secrets=(KEY,))
    assert KEY not in str(info.value) and "***" in str(info.value)


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ([[0.1, float("nan")], [0.2, 0.3]], "not finite"),
        ([[0.1, float("inf")], [0.2, 0.3]], "not finite"),
        ([[0.1, 0.2], [0.2, 0.3, 0.4]], "different lengths"),
        ([[0.1, 0.2], "x"], "not a list"),
    ],
)
def test_embeddings_client_refuses_bad_vectors(openai_server, data, message) -> None:
    rows = [{"index": i, "embedding": v} for i, v in enumerate(data)]
    raw = str({"data": rows}).replace("'", '"').replace("nan", "NaN").replace("inf", "Infinity")
    openai_server.stub.faults.append(Reply(body=raw.encode()))
    client = OpenAIEmbeddings(base_url=openai_server.base_url, retry=FAST)
    with pytest.raises(ProviderError, match=message):
        client.embed_many(["a", "b"])


def test_embeddings_client_uses_index_and_survives_faults(openai_server) -> None:
    openai_server.stub.reverse_order = True
    openai_server.stub.faults.extend([Reply(cut="reset"), Reply(status=429, body={})])
    client = OpenAIEmbeddings(base_url=openai_server.base_url, retry=FAST)
    vectors = client.embed_many(["x", "y", "z"])
    from answersim import FakeEmbeddings

    np.testing.assert_allclose(vectors, FakeEmbeddings(32).embed_many(["x", "y", "z"]), rtol=1e-6)


def test_rejected_credentials_open_the_breaker(endpoint, openai_server) -> None:
    openai_server.stub.faults.extend([Reply(status=401, body={"error": "invalid key"})] * 10)
    for _ in range(3):  # the fixture's threshold
        with pytest.raises(HTTPFailure, match="HTTP 401"):
            endpoint.post(_url(openai_server), BODY, {})
    with pytest.raises(CircuitOpen):
        endpoint.post(_url(openai_server), BODY, {})
    assert len(openai_server.stub.requests) == 3  # 401 is not retried, and then not sent at all


def test_the_openai_endpoint_without_a_key_sends_nothing(monkeypatch) -> None:
    monkeypatch.delenv("ANSWERSIM_NO_KEY_HERE", raising=False)
    client = OpenAIEmbeddings(base_url="https://api.openai.com/v1", api_key_env="ANSWERSIM_NO_KEY_HERE")
    with pytest.raises(ProviderError, match="ANSWERSIM_NO_KEY_HERE is not set"):
        client.embed_many(["a"])
