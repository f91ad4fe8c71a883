"""``answersim serve`` as users run it: the CLI in its own process, the bundled model, a token from the env.

The official openai client must get the library's vectors, and answersim's own OpenAI-compatible client
pointed at the service must reproduce the local cosine scores.
"""

from __future__ import annotations

import csv
import os
import signal
import socket
import subprocess
import sys
import time

import httpx
import numpy as np
import openai
import pytest

from answersim import Cosine, evaluate
from answersim.engines.modelfiles import DEFAULT_MODEL_ID
from answersim.providers.embeddings.openai import OpenAIEmbeddings
from tests.conftest import REPO_ROOT

KEY_ENV = "ANSWERSIM_SERVE_TEST_KEY"
KEY = "model-test-token"


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@pytest.fixture(scope="module")
def stsb_rows(data_dir) -> list[list[str]]:
    with open(data_dir / "stsb" / "stsb-en-test.csv", encoding="utf-8", newline="") as fh:
        return list(csv.reader(fh))[:120]


def _start_service() -> tuple[subprocess.Popen, str]:
    """``answersim serve`` in its own process, waited on until /healthz answers."""
    port = _free_port()
    env = {**os.environ, KEY_ENV: KEY, "HF_HUB_OFFLINE": "1"}
    command = [sys.executable, "-m", "answersim", "serve", "--port", str(port), "--api-key-env", KEY_ENV]
    proc = subprocess.Popen(
        [*command, "--log-level", "info"], cwd=REPO_ROOT, env=env, stderr=subprocess.PIPE, text=True
    )
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 240
    while True:
        if proc.poll() is not None:
            pytest.fail(f"answersim serve exited with {proc.returncode}: {proc.stderr.read()}")
        try:
            if httpx.get(f"{url}/healthz", timeout=2).status_code == 200:
                return proc, url
        except httpx.TransportError:
            pass
        if time.monotonic() > deadline:
            proc.kill()
            pytest.fail("answersim serve did not become healthy in 240 s")
        time.sleep(0.2)


def _stop(proc: subprocess.Popen) -> None:
    if proc.poll() is None:
        proc.kill()
        proc.wait()


@pytest.fixture(scope="module")
def service():
    """One service shared by the read-only tests of this module."""
    proc, url = _start_service()
    yield proc, url
    _stop(proc)


@pytest.fixture
def own_service():
    """A service of the test's own, for a test that stops it (so test order never matters)."""
    proc, url = _start_service()
    yield proc, url
    _stop(proc)


def test_openai_client_gets_the_bundled_model_vectors(service, stsb_rows, local_model):
    _, url = service
    texts = [s for row in stsb_rows[:20] for s in row[:2]]
    expected = local_model.embed_many(texts)
    client = openai.OpenAI(base_url=f"{url}/v1", api_key=KEY, max_retries=0)
    for kwargs in ({"encoding_format": "float"}, {}):  # {}: the client's default, base64
        reply = client.embeddings.create(input=texts, model="all-MiniLM-L6-v2", **kwargs)
        got = np.array([d.embedding for d in sorted(reply.data, key=lambda d: d.index)], dtype=np.float32)
        assert got.shape == (len(texts), 384)
        np.testing.assert_allclose(got, expected, rtol=0, atol=1e-6)
        assert reply.model == DEFAULT_MODEL_ID
        assert reply.usage.prompt_tokens == sum(local_model.count_tokens(texts))
    health = httpx.get(f"{url}/healthz").json()
    assert health["model"] == DEFAULT_MODEL_ID and health["dimensions"] == 384
    assert health["engine"] == local_model.describe().get("engine")  # same default engine as the library


def test_answersim_client_through_the_service_reproduces_local_cosine(service, stsb_rows, local_model, monkeypatch):
    _, url = service
    monkeypatch.setenv(KEY_ENV, KEY)
    cases = [{"expected_output": s1, "actual_output": s2} for s1, s2, _ in stsb_rows]
    remote = OpenAIEmbeddings(DEFAULT_MODEL_ID, base_url=f"{url}/v1", api_key_env=KEY_ENV)
    served = evaluate(cases, [Cosine(model=remote)], progress=False)
    local = evaluate(cases, [Cosine(model=local_model)], progress=False)
    assert all(item.results["cosine"].status == "ok" for item in served.items)
    np.testing.assert_allclose(served.scores("cosine"), local.scores("cosine"), rtol=0, atol=1e-6)
    raw = [[i.results["cosine"].raw_score for i in r.items] for r in (served, local)]
    np.testing.assert_allclose(raw[0], raw[1], rtol=0, atol=1e-6)


def test_score_endpoint_matches_the_library(service, stsb_rows, local_model):
    _, url = service
    cases = [{"expected_output": s1, "actual_output": s2} for s1, s2, _ in stsb_rows[:30]]
    headers = {"Authorization": f"Bearer {KEY}"}
    body = {"cases": cases, "metrics": ["cosine"]}
    report = httpx.post(f"{url}/v1/score", json=body, headers=headers, timeout=120).json()
    local = evaluate(cases, [Cosine(model=local_model)], progress=False)
    got = [item["results"]["cosine"]["score"] for item in report["items"]]
    np.testing.assert_allclose(got, local.scores("cosine"), rtol=0, atol=1e-6)
    assert httpx.post(f"{url}/v1/score", json=body).status_code == 401


def test_answer_on_the_service_reads_other_languages_as_the_library_does(service):
    # the served bundled model is the bundled model: a German pair takes multilingual-e5's cosine there too
    from answersim.metrics import get_metric

    _, url = service
    pair = {"expected_output": "Grillen ist im Park erlaubt.", "actual_output": "Ja, im Park darf gegrillt werden."}
    headers = {"Authorization": f"Bearer {KEY}"}
    served = httpx.post(f"{url}/v1/score", json=pair, headers=headers, timeout=120).json()["items"][0]["results"]
    local = get_metric("answer").score(pair["expected_output"], pair["actual_output"])
    assert served["answer"]["details"]["cosine_model"].startswith("multilingual-e5-small")
    assert served["answer"]["score"] == pytest.approx(local.score, abs=1e-6)


def test_sigterm_stops_the_service_cleanly(own_service):
    proc, url = own_service
    proc.send_signal(signal.SIGTERM)
    # uvicorn re-raises the signal after its graceful shutdown, so the exit status says "terminated"
    assert proc.wait(timeout=60) in (0, -signal.SIGTERM)
    stderr = proc.stderr.read()
    assert "Application shutdown complete" in stderr  # the lifespan ran to its end: the batcher drained
    assert "Traceback" not in stderr and KEY not in stderr
    with pytest.raises(httpx.TransportError):
        httpx.get(f"{url}/healthz", timeout=2)
