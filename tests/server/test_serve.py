"""answersim serve with the fake model: OpenAI compatibility, auth, limits, JSON errors, micro-batching, shutdown.

Every test talks to the real FastAPI app under uvicorn on a free port of 127.0.0.1.
"""

from __future__ import annotations

import asyncio
import base64
import json
import subprocess
import sys
import threading
import time

import httpx
import numpy as np
import openai
import pytest

from answersim import evaluate
from answersim.cli.main import main
from answersim.metrics.answer import Answer
from answersim.metrics.cosine import Cosine
from answersim.providers.embeddings.fake import FakeEmbeddings
from answersim.server import ServeSettings, is_loopback
from answersim.server.batcher import MicroBatcher
from tests.support.serve_util import running_server

TEXTS = ["The capital of France is Paris.", "Paris is France's capital", "Returns are accepted for 30 days."]
TOKEN = "t0ken-for-tests"


class SlowFake(FakeEmbeddings):
    """FakeEmbeddings whose calls take a while (so requests overlap) and fail on the text 'boom'."""

    def __init__(self, delay_s: float = 0.05, **kw) -> None:
        super().__init__(32, **kw)
        self.delay_s = delay_s
        self.batches: list[list[str]] = []
        self.entered = threading.Event()
        self.gate: threading.Event | None = None  # when set, a call waits for it to open

    def embed_batch(self, texts):
        self.entered.set()
        self.batches.append(list(texts))
        if self.gate is not None:
            assert self.gate.wait(60), "the gate was never opened"
        time.sleep(self.delay_s)
        if "boom" in texts:
            raise RuntimeError("the model cannot embed 'boom'")
        return super().embed_batch(texts)


@pytest.fixture(scope="module")
def fake_server():
    with running_server(FakeEmbeddings(32), ServeSettings(max_batch=8, max_request_bytes=4096)) as server:
        yield server


@pytest.fixture(scope="module")
def auth_server():
    with running_server(FakeEmbeddings(32), ServeSettings(api_key=TOKEN)) as server:
        yield server


def test_openai_client_gets_the_library_vectors(fake_server):
    client = openai.OpenAI(base_url=fake_server.base_url, api_key="unused", max_retries=0)
    expected = FakeEmbeddings(32).embed_many(TEXTS)
    for fmt in ("float", "base64", None):
        kwargs = {"encoding_format": fmt} if fmt else {}  # None: the client asks for base64 and decodes it
        reply = client.embeddings.create(input=TEXTS, model="fake", **kwargs)
        rows = [d.embedding for d in sorted(reply.data, key=lambda d: d.index)]
        if fmt == "base64":  # asked explicitly, the client hands the string over as it came
            rows = [np.frombuffer(base64.b64decode(r), dtype="<f4") for r in rows]
        np.testing.assert_array_equal(np.array(rows, dtype=np.float32), expected)
        assert reply.model == "fake" and reply.object == "list"
        assert reply.usage.prompt_tokens == reply.usage.total_tokens == sum(len(t.split()) for t in TEXTS)
    single = client.embeddings.create(input=TEXTS[0], model="fake")
    np.testing.assert_array_equal(np.array(single.data[0].embedding, dtype=np.float32), expected[0])


def test_base64_is_little_endian_float32(fake_server):
    body = {"input": TEXTS, "encoding_format": "base64"}
    data = httpx.post(f"{fake_server.base_url}/embeddings", json=body).json()["data"]
    decoded = np.stack([np.frombuffer(base64.b64decode(d["embedding"]), dtype="<f4") for d in data])
    np.testing.assert_array_equal(decoded, FakeEmbeddings(32).embed_many(TEXTS))
    assert [d["index"] for d in data] == [0, 1, 2] and {d["object"] for d in data} == {"embedding"}


def test_answersim_openai_client_reproduces_local_cosine(fake_server):
    from answersim.providers.embeddings.openai import OpenAIEmbeddings

    cases = [{"expected_output": TEXTS[0], "actual_output": t} for t in TEXTS]
    remote = OpenAIEmbeddings("fake", base_url=fake_server.base_url, api_key_env="ANSWERSIM_UNSET_KEY")
    served = evaluate(cases, [Cosine(model=remote)], progress=False).scores("cosine")
    local = evaluate(cases, [Cosine(model=FakeEmbeddings(32))], progress=False).scores("cosine")
    assert served == pytest.approx(local, abs=1e-6)


def _post(url: str, body: object) -> httpx.Response:
    """POST JSON with non-ASCII escaped, so bodies with lone surrogates can be sent as JSON allows."""
    return httpx.post(url, content=json.dumps(body), headers={"content-type": "application/json"})


def _error(response: httpx.Response, status: int) -> str:
    assert response.status_code == status, response.text
    assert response.headers["content-type"].startswith("application/json")
    error = response.json()["error"]
    assert error["type"] and error["message"]
    return error["message"]


@pytest.mark.parametrize(
    ("body", "status", "says"),
    [
        ({"input": [101, 2023, 102]}, 422, "token-id arrays are not supported"),
        ({"input": [[101, 2023]]}, 422, "token-id arrays are not supported"),
        ({"input": []}, 422, "at least one text"),
        ({"input": None}, 422, "input: the text must be a string, got NoneType"),
        ({"input": ["a", {"text": "b"}]}, 422, "input: item 1 must be a string, got dict"),
        ({"model": "fake"}, 422, "input: Field required"),
        ({"input": "x", "encoding_format": "int8"}, 422, "encoding_format"),
        ({"input": "x", "dimensions": 16}, 422, "produces 32-dimensional vectors"),
        ({"input": "x", "model": "text-embedding-3-small"}, 404, "serves 'fake'"),
        ({"input": ["a"] * 9}, 422, "at most 8 per request"),
        ({"input": "x" * 5000}, 413, "at most 4096 bytes"),
        ({"input": ["fine", "bad \ud800 text"]}, 422, "input: item 1 contains an unpaired surrogate at character 4"),
    ],
)
def test_bad_embedding_requests_get_documented_json_errors(fake_server, body, status, says):
    assert says in _error(_post(f"{fake_server.base_url}/embeddings", body), status)


def test_body_limit_holds_without_content_length(fake_server):
    def chunks():
        yield b'{"input": "'
        for _ in range(10):
            yield b"x" * 1000
        yield b'"}'

    response = httpx.post(f"{fake_server.base_url}/embeddings", content=chunks())
    assert "content-length" not in response.request.headers  # sent chunked: the limit is counted, not declared
    assert "at most 4096 bytes" in _error(response, 413)


def test_malformed_bodies_and_unknown_routes_are_json(fake_server):
    url = f"{fake_server.base_url}/embeddings"
    assert "not valid JSON" in _error(
        httpx.post(url, content=b"{input: x", headers={"content-type": "application/json"}), 400
    )
    _error(httpx.post(url, content=b"[1, 2]", headers={"content-type": "application/json"}), 422)
    _error(httpx.get(url), 405)
    _error(httpx.get(f"{fake_server.url}/v2/nothing"), 404)
    assert "at most 8 per request" in _error(
        httpx.post(
            f"{fake_server.base_url}/score", json={"cases": [{"expected_output": "a", "actual_output": "b"}] * 9}
        ),
        422,
    )


def test_auth_requires_the_bearer_token(auth_server):
    url = f"{auth_server.base_url}/embeddings"
    for headers in ({}, {"Authorization": "Bearer wrong"}, {"Authorization": TOKEN}):
        response = httpx.post(url, json={"input": "x"}, headers=headers)
        assert "Authorization: Bearer" in _error(response, 401)
        assert response.headers["www-authenticate"].startswith("Bearer")
        assert TOKEN not in response.text
    # auth is checked before the body is read: a malformed body without a token is still a 401
    _error(httpx.post(url, content=b"not json"), 401)
    _error(httpx.get(f"{auth_server.base_url}/models"), 401)
    assert httpx.get(f"{auth_server.url}/healthz").status_code == 200  # probes need no token
    good = httpx.post(url, json={"input": "x"}, headers={"Authorization": f"Bearer {TOKEN}"})
    assert good.status_code == 200
    with pytest.raises(openai.AuthenticationError):
        openai.OpenAI(base_url=auth_server.base_url, api_key="wrong", max_retries=0).embeddings.create(
            input="x", model="fake"
        )
    reply = openai.OpenAI(base_url=auth_server.base_url, api_key=TOKEN).embeddings.create(input="x", model="fake")
    assert len(reply.data[0].embedding) == 32
    assert TOKEN not in repr(ServeSettings(api_key=TOKEN))


def test_health_models_and_openapi(fake_server):
    health = httpx.get(f"{fake_server.url}/healthz").json()
    assert health == {"status": "ok", "model": "fake", "dimensions": 32, "engine": None, "micro_batching": True}
    models = httpx.get(f"{fake_server.base_url}/models").json()
    assert [m["id"] for m in models["data"]] == ["fake"] and "cosine" in models["metrics"]
    paths = httpx.get(f"{fake_server.url}/openapi.json").json()["paths"]
    assert {"/v1/embeddings", "/v1/score", "/v1/models", "/healthz"} <= set(paths)
    assert {"400", "401", "404", "413", "422"} <= set(paths["/v1/embeddings"]["post"]["responses"])
    assert {"400", "401", "413", "422"} <= set(paths["/v1/score"]["post"]["responses"])
    error_schema = paths["/v1/score"]["post"]["responses"]["413"]["content"]["application/json"]["schema"]
    assert error_schema == {"$ref": "#/components/schemas/ErrorResponse"}


def test_score_returns_the_library_report(fake_server):
    url = f"{fake_server.base_url}/score"
    pair = httpx.post(url, json={"expected_output": TEXTS[0], "actual_output": TEXTS[1]}).json()
    local = evaluate([{"expected_output": TEXTS[0], "actual_output": TEXTS[1]}], [Answer(model=FakeEmbeddings(32))])
    assert pair["metrics"] == ["answer"]  # the default metric, as in `answersim score`
    assert pair["items"][0]["results"]["answer"]["score"] == pytest.approx(local.items[0].results["answer"].score)
    assert set(pair) == set(local.to_dict())

    body = {
        "cases": [
            {"id": "q1", "expected_output": TEXTS[0], "actual_output": TEXTS[0]},
            {"id": "q2", "references": [TEXTS[2], TEXTS[1]], "actual_output": TEXTS[0]},
        ],
        "metrics": [{"name": "reference-match", "threshold": 0.99}, "cosine"],
        "options": {"mapping": "affine"},
    }
    report = httpx.post(url, json=body).json()
    assert report["metrics"] == ["reference-match", "cosine"]
    first, second = report["items"]
    assert first["id"] == "q1" and first["results"]["reference-match"]["passed"] is True
    assert first["results"]["cosine"]["score"] == pytest.approx(1.0)
    assert report["meta"]["metrics"]["cosine"]["mapping"] == "affine"
    assert second["results"]["reference-match"]["passed"] is False

    odd = {"expected_output": "café", "actual_output": "cafe", "metadata": {"note": "\ud83d", "n": 1}}
    refused = _post(url, {"cases": [odd]})
    # a lone surrogate cannot be written as strict JSON in any report: refused up front, as `eval` refuses it,
    # naming the record and the field
    assert refused.status_code == 422
    assert "record #0" in refused.text and "metadata" in refused.text


@pytest.mark.parametrize(
    ("body", "says"),
    [
        ({"cases": [{"expected_output": "a"}]}, "record #0: field 'actual_output': is missing"),
        ({"actual_output": "b"}, "field 'expected_output'"),
        ({"expected_output": "a", "actual_output": "b", "metrics": ["no-such-metric"]}, "unknown metric"),
        ({"expected_output": "a", "actual_output": "b", "options": {"model": "/etc"}}, "cannot be set over HTTP"),
        (  # files on the server: answer's parameters, bertscore's baseline
            {"expected_output": "a", "actual_output": "b", "metrics": [{"name": "answer", "params": "/etc/passwd"}]},
            "option 'params' cannot be set over HTTP",
        ),
        (
            {"expected_output": "a", "actual_output": "b", "options": {"baseline": "/etc/passwd"}},
            "option 'baseline' cannot be set over HTTP",
        ),
        ({"expected_output": "a", "actual_output": "b", "options": {"threshold": 2}}, "threshold must lie in [0, 1]"),
        ({"expected_output": "a", "actual_output": "b", "cases": []}, "not both"),
        ({"cases": [{"actual_output": "b", "colour": "red"}]}, "colour"),
        ({"expected_output": "a", "actual_output": "b", "metrics": []}, "metrics: List should have at least 1 item"),
        ({"expected_output": "a", "actual_output": "\udfff"}, "actual_output: contains an unpaired surrogate"),
    ],
)
def test_bad_score_requests_name_the_problem(fake_server, body, says):
    assert says in _error(_post(f"{fake_server.base_url}/score", body), 422)


async def _concurrent(url: str, groups: list[list[str]]) -> list[httpx.Response]:
    async with httpx.AsyncClient(timeout=30) as client:
        return await asyncio.gather(*(client.post(url, json={"input": g}) for g in groups))


@pytest.mark.parametrize("batching", [True, False])
def test_concurrent_requests_are_coalesced_into_few_model_calls(batching, monkeypatch):
    """The first model call is held until all 16 requests have reached the batcher, so the count of model
    calls depends on the batching rule alone, not on how fast a loaded machine delivers the requests."""
    model = SlowFake(delay_s=0.0)
    groups = [[f"text {i}", f"other {i}"] for i in range(16)]
    arrived, all_in = [], threading.Event()
    embed = MicroBatcher.embed

    async def counted(self, texts):
        arrived.append(texts)
        if len(arrived) == len(groups):
            all_in.set()
        return await embed(self, texts)

    monkeypatch.setattr(MicroBatcher, "embed", counted)
    settings = ServeSettings(micro_batching=batching, batch_max_wait_ms=20)
    with running_server(model, settings) as server:
        calls_before = len(model.batches)  # the warm-up probe
        model.gate = all_in
        responses = asyncio.run(_concurrent(f"{server.base_url}/embeddings", groups))
    calls = len(model.batches) - calls_before
    for group, response in zip(groups, responses):
        got = np.array([d["embedding"] for d in response.json()["data"]], dtype=np.float32)
        np.testing.assert_array_equal(got, FakeEmbeddings(32).embed_many(group))  # each gets its own rows
    assert len(arrived) == 16
    if batching:  # the held first call, then one call for everything that queued behind it
        assert calls <= 2, f"{calls} model calls for 16 concurrent requests"
        assert sorted(t for b in model.batches[calls_before:] for t in b) == sorted(t for g in groups for t in g)
    else:
        assert calls == 16


def test_a_failing_request_does_not_fail_the_ones_batched_with_it():
    model = SlowFake(delay_s=0.05)
    groups = [["fine 1"], ["boom"], ["fine 2"], ["fine 3"]]
    with running_server(model, ServeSettings(batch_max_wait_ms=50)) as server:
        responses = asyncio.run(_concurrent(f"{server.base_url}/embeddings", groups))
    assert [r.status_code for r in responses] == [200, 500, 200, 200]
    assert "internal error" in responses[1].json()["error"]["message"]


def test_graceful_shutdown_finishes_the_request_in_flight():
    model = SlowFake(delay_s=0.0)
    outcome: dict[str, httpx.Response] = {}
    with running_server(model, ServeSettings()) as server:
        model.entered.clear()
        model.delay_s = 1.0
        caller = threading.Thread(
            target=lambda: outcome.update(
                r=httpx.post(f"{server.base_url}/embeddings", json={"input": ["slow"]}, timeout=30)
            )
        )
        caller.start()
        assert model.entered.wait(10)
        server.server.should_exit = True  # what SIGTERM does
        caller.join(30)
        server.thread.join(30)
        assert not server.thread.is_alive()
    assert outcome["r"].status_code == 200 and len(outcome["r"].json()["data"]) == 1


def test_score_requests_share_the_micro_batcher():
    model = SlowFake(delay_s=0.05)
    with running_server(model, ServeSettings()) as server:
        before = len(model.batches)
        body = {"expected_output": "x y", "actual_output": "y x", "metrics": ["cosine"]}
        response = httpx.post(f"{server.base_url}/score", json=body)
    assert response.status_code == 200
    assert len(model.batches) == before + 1 and sorted(model.batches[-1]) == ["x y", "y x"]
    assert response.json()["usage"]["total"]["tokens"] == 4


def test_loopback_detection():
    assert all(is_loopback(h) for h in ("127.0.0.1", "127.5.0.1", "::1", "[::1]", "localhost"))
    assert not any(is_loopback(h) for h in ("0.0.0.0", "192.168.1.2", "::", "example.com"))


def test_cli_refuses_remote_bind_without_flag_and_warns_without_token(monkeypatch, capsys):
    import answersim.server as server_pkg

    started = []
    monkeypatch.setattr(server_pkg, "serve", lambda embedder, settings, **kw: started.append((settings, kw)))
    monkeypatch.setattr("answersim.cli.serve.local_embedder", lambda *a: FakeEmbeddings(8))
    assert main(["serve", "--host", "0.0.0.0"]) == 2
    assert "--allow-remote" in capsys.readouterr().err and not started

    assert main(["serve", "--host", "0.0.0.0", "--allow-remote"]) == 0
    assert "without authentication" in capsys.readouterr().err
    assert started[-1][1]["host"] == "0.0.0.0" and started[-1][0].api_key is None

    monkeypatch.delenv("ANSWERSIM_TEST_TOKEN", raising=False)
    assert main(["serve", "--api-key-env", "ANSWERSIM_TEST_TOKEN"]) == 2
    assert "ANSWERSIM_TEST_TOKEN" in capsys.readouterr().err

    monkeypatch.setenv("ANSWERSIM_TEST_TOKEN", TOKEN)
    assert main(["serve", "--api-key-env", "ANSWERSIM_TEST_TOKEN", "--no-micro-batching", "--port", "9999"]) == 0
    settings, kw = started[-1]
    assert settings.api_key == TOKEN and not settings.micro_batching and kw["port"] == 9999
    assert kw["host"] == "127.0.0.1"
    assert TOKEN not in capsys.readouterr().err


def test_other_commands_do_not_import_the_web_stack():
    code = (
        "import sys; from answersim.cli.main import build_parser; build_parser(); "
        "print(sorted(m for m in ('fastapi', 'uvicorn', 'starlette') if m in sys.modules))"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"


def test_serve_without_fastapi_says_how_to_install_it(monkeypatch, capsys):
    monkeypatch.setitem(sys.modules, "fastapi", None)  # makes `import fastapi` raise ImportError
    assert main(["serve"]) == 2
    assert "pip install 'answersim[serve]'" in capsys.readouterr().err
