"""Issue 18, class 7: one heavy request cannot hold the service. Work per request is bounded (413), time
per request is bounded (503, and its work stops), and every metric scores with the served model."""

from __future__ import annotations

import threading
import time

import httpx
import numpy as np
import pytest

from answersim import evaluate
from answersim.metrics.bertscore import BERTScore
from answersim.providers.embeddings.fake import FakeEmbeddings
from answersim.server import ServeSettings
from tests.support.serve_util import running_server
from tests.support.servers import LocalServer, Reply


class CountingFake(FakeEmbeddings):
    """FakeEmbeddings that records each call's texts and thread, and takes ``delay_s`` per call."""

    def __init__(self, delay_s: float = 0.0, batch_size: int = 256) -> None:
        super().__init__(16, batch_size=batch_size)
        self.delay_s = delay_s
        self.batches: list[list[str]] = []
        self.threads: set[str] = set()

    def embed_batch(self, texts):
        self.batches.append(list(texts))
        self.threads.add(threading.current_thread().name)
        time.sleep(self.delay_s)
        return super().embed_batch(texts)


def _cases(n: int, size: int = 20) -> list[dict[str, str]]:
    return [{"expected_output": f"{i:04d} " + "r" * size, "actual_output": f"{i:04d} " + "a" * size} for i in range(n)]


def test_too_much_work_is_413_before_any_model_call():
    model = CountingFake()
    with running_server(model, ServeSettings(max_request_chars=1000)) as server:
        calls = len(model.batches)
        small = httpx.post(f"{server.base_url}/score", json={"cases": _cases(10)})  # 10 * 2 * 25 = 500 chars
        assert small.status_code == 200, small.text
        calls = len(model.batches)
        big = httpx.post(f"{server.base_url}/score", json={"cases": _cases(30)})  # 1500 chars
        # each metric that runs a model counts the texts again: 500 chars x 3 model metrics
        three = httpx.post(
            f"{server.base_url}/score", json={"cases": _cases(10), "metrics": ["cosine", "sas", "bertscore"]}
        )
        lexical = httpx.post(f"{server.base_url}/score", json={"cases": _cases(10), "metrics": ["cosine", "token-f1"]})
        embed = httpx.post(f"{server.base_url}/embeddings", json={"input": ["x" * 600, "y" * 600]})
        assert len(model.batches) == calls + 1  # only the lexical request (one model metric) ran
    for response, amount in ((big, 1500), (three, 1500), (embed, 1200)):
        assert response.status_code == 413, response.text
        error = response.json()["error"]
        assert f"{amount} characters" in error["message"] and "--max-request-chars" in error["message"]
        assert error["code"] == "too_much_work"
    assert lexical.status_code == 200


def test_a_request_over_its_time_gets_503_and_its_work_stops():
    model = CountingFake(delay_s=0.3, batch_size=4)
    with running_server(model, ServeSettings(request_timeout_s=2.0)) as server:
        before = len(model.batches)
        response = httpx.post(f"{server.base_url}/score", json={"cases": _cases(40)}, timeout=60)
        at_answer = len(model.batches)
        time.sleep(1.0)  # a call in flight may finish; no further one may start
        after = len(model.batches)
        assert after <= at_answer + 1
        assert after - before < 20  # 80 texts in batches of 4 would be 20 calls
        healthy = httpx.post(f"{server.base_url}/score", json={"cases": _cases(1)}, timeout=60)
    assert response.status_code == 503, response.text
    assert "--request-timeout" in response.json()["error"]["message"]
    assert healthy.status_code == 200  # the service goes on serving


def test_llm_judge_calls_stop_at_the_deadline():
    with LocalServer() as backend:
        backend.stub.fault_for = lambda path, body: Reply(
            body={"choices": [{"message": {"content": "{}"}}]}, delay_s=0.3
        )
        settings = ServeSettings(request_timeout_s=1.0, llm_model="judge", llm_base_url=backend.base_url)
        with running_server(CountingFake(), settings) as server:
            body = {"cases": _cases(20), "metrics": [{"name": "llm-judge"}]}
            response = httpx.post(f"{server.base_url}/score", json=body, timeout=60)
            time.sleep(1.0)
            calls = len(backend.stub.requests)
            time.sleep(1.0)
            assert len(backend.stub.requests) == calls  # nothing new starts once the request is answered
    assert response.status_code == 503, response.text
    assert calls < 20  # 20 items x up to 3 attempts at 0.3 s each, 4 at a time, would be 60 calls over 4.5 s


@pytest.mark.parametrize("metric", ["cosine", "sas", "bertscore", "reference-match", "answer"])
def test_every_model_metric_scores_with_the_served_model(metric):
    model = CountingFake()
    case = {"expected_output": "Unusual words: zanzibar quokka", "actual_output": "quokka zanzibar indeed"}
    with running_server(model, ServeSettings()) as server:
        response = httpx.post(f"{server.base_url}/score", json={"cases": [case], "metrics": [metric]})
    assert response.status_code == 200, response.text
    assert response.json()["items"][0]["results"][metric]["status"] == "ok"
    seen = " ".join(t for batch in model.batches for t in batch)
    assert "quokka" in seen  # the served model got the texts (a default model would have been loaded instead)
    assert model.threads == {"answersim-model_0"}  # every model call ran on the service's model thread


def test_bertscore_runs_contextual_on_the_served_local_model(tmp_path):
    from answersim.providers.embeddings.local import LocalEmbeddings
    from tests.support.tinymodels import bi_encoder_dir

    path = bi_encoder_dir(tmp_path / "tiny")
    served = LocalEmbeddings(path, engine="torch")
    threads: list[str] = []
    original = served.token_states

    def recording(texts, layers):
        threads.append(threading.current_thread().name)
        return original(texts, layers)

    served.token_states = recording
    pair = {"expected_output": "The cat sat on the mat.", "actual_output": "A cat was sitting on a mat."}
    with running_server(served, ServeSettings()) as server:
        response = httpx.post(f"{server.base_url}/score", json={**pair, "metrics": ["bertscore"]}, timeout=120)
    assert response.status_code == 200, response.text
    result = response.json()["items"][0]["results"]["bertscore"]
    local = evaluate([pair], [BERTScore(model=LocalEmbeddings(path, engine="torch"))], progress=False)
    assert result["details"]["form"] == "contextual"
    assert np.isclose(result["score"], local.items[0].results["bertscore"].score, atol=1e-5)
    assert threads and set(threads) == {"answersim-model_0"}
