"""Issue 18, class 1: a caller of ``answersim serve`` cannot choose where the server calls, which secret it
sends, which model or file it loads; and a web page cannot reach it through DNS rebinding.

A real service on 127.0.0.1 and a real listening socket (the "trap", where an attacker would wait) that
must never be called.
"""

from __future__ import annotations

import socket

import httpx
import pytest

from answersim.cli.main import main
from answersim.providers.embeddings.fake import FakeEmbeddings
from answersim.server import ServeSettings
from tests.support.serve_util import running_server
from tests.support.servers import LocalServer

SECRET = "sk-operator-SECRET-never-sent-elsewhere-42"
PAIR = {"expected_output": "Paris is the capital.", "actual_output": "The capital is Paris."}


class Trap:
    """A socket that listens like a server and never answers; any connection to it is a call out."""

    def __init__(self) -> None:
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self.sock.bind(("127.0.0.1", 0))
        self.sock.listen(64)
        self.sock.setblocking(False)
        self.url = f"http://127.0.0.1:{self.sock.getsockname()[1]}/v1"

    def connections(self) -> int:
        count = 0
        while True:
            try:
                conn, _ = self.sock.accept()
            except BlockingIOError:
                return count
            conn.close()
            count += 1


@pytest.fixture(scope="module")
def trap():
    t = Trap()
    yield t
    t.sock.close()


@pytest.fixture(scope="module")
def judge_backend():
    with LocalServer() as backend:
        backend.stub.chat_handler = lambda body: {"reason": "x"}
        yield backend


@pytest.fixture(scope="module")
def service(judge_backend):
    settings = ServeSettings(llm_model="judge", llm_base_url=judge_backend.base_url, llm_api_key_env="OPERATOR_KEY")
    with running_server(FakeEmbeddings(16), settings) as server:
        yield server


@pytest.fixture(scope="module")
def plain_service():
    with running_server(FakeEmbeddings(16), ServeSettings()) as server:
        yield server


def _attempts(trap_url: str) -> list[tuple[str, object]]:
    """Every option that would aim the service at the caller's server, a secret, a model or a file."""
    return [
        ("llm_base_url", trap_url),
        ("llm_api_key_env", "OPERATOR_KEY"),
        ("llm_api_key_env", "AWS_SECRET_ACCESS_KEY"),
        ("llm_model", "gpt-4o"),
        ("llm", {"base_url": trap_url}),
        ("base_url", trap_url),
        ("api_key_env", "OPERATOR_KEY"),
        ("model", trap_url),
        ("models", ["/etc"]),
        ("params", "/etc/passwd"),
        ("baseline", "/etc/passwd"),
        ("calibration", "/etc/passwd"),
        ("cache", "/tmp/x.sqlite"),
        ("target", "os.system"),
        ("device", "cuda"),
        ("engine", "torch"),
        ("trust_remote_code", True),
        ("concurrency", 10_000),
        ("max_attempts", 10_000),
        ("batch_size", 10_000_000),
    ]


@pytest.mark.parametrize("where", ["options", "metric"])
@pytest.mark.parametrize("metric", ["llm-judge", "cosine", "bertscore", "answer", "sas", "token-f1"])
def test_no_request_can_aim_the_service_elsewhere(service, judge_backend, trap, monkeypatch, where, metric):
    monkeypatch.setenv("OPERATOR_KEY", SECRET)
    before = len(judge_backend.stub.requests)
    for option, value in _attempts(trap.url):
        if where == "options":
            body = {**PAIR, "metrics": [metric], "options": {option: value}}
        else:
            body = {**PAIR, "metrics": [{"name": metric, option: value}]}
        response = httpx.post(f"{service.base_url}/score", json=body, timeout=30)
        assert response.status_code == 422, (option, response.text)
        error = response.json()["error"]
        assert option in error["message"] and "cannot be set over HTTP" in error["message"], error
        assert SECRET not in response.text
    assert len(judge_backend.stub.requests) == before  # refused before any work: not even the real backend
    assert trap.connections() == 0


def test_the_trap_detects_a_call():
    """The detector works: a client pointed at a trap is seen (so its silence above means something)."""
    trap = Trap()
    with pytest.raises(httpx.HTTPError):  # it never answers, so the call times out, but it connected
        httpx.post(f"{trap.url}/chat/completions", json={}, timeout=0.3)
    assert trap.connections() == 1
    trap.sock.close()


def test_llm_judge_uses_only_the_operators_endpoint_and_key(service, judge_backend, monkeypatch):
    monkeypatch.setenv("OPERATOR_KEY", SECRET)
    before = len(judge_backend.stub.requests)
    body = {**PAIR, "metrics": [{"name": "llm-judge", "semantic_threshold": 0.7}]}
    response = httpx.post(f"{service.base_url}/score", json=body, timeout=60)
    assert response.status_code == 200, response.text
    calls = judge_backend.stub.requests[before:]
    assert calls and all(c.headers.get("Authorization") == f"Bearer {SECRET}" for c in calls)
    assert all(c.body["model"] == "judge" for c in calls)
    assert SECRET not in response.text


def test_llm_judge_is_off_unless_the_operator_turns_it_on(plain_service):
    body = {**PAIR, "metrics": ["llm-judge"]}
    response = httpx.post(f"{plain_service.base_url}/score", json=body, timeout=30)
    assert response.status_code == 422 and "--llm-model" in response.json()["error"]["message"]


@pytest.mark.parametrize(
    ("option", "value", "says"),
    [
        ("threshold", "high", "a finite number"),
        ("binary", "yes", "true or false"),
        ("mapping", ["clip"], "a string"),
        ("layer", 1.5, "an integer"),
        ("idf", "some text", "true/false, a list of texts"),
        ("mapping", "x" * 300, "at most 200 characters"),
    ],
)
def test_allowed_options_are_type_checked(plain_service, option, value, says):
    metric = "bertscore" if option in ("layer", "idf") else "cosine"
    body = {**PAIR, "metrics": [metric], "options": {option: value}}
    response = httpx.post(f"{plain_service.base_url}/score", json=body, timeout=30)
    assert response.status_code == 422 and says in response.json()["error"]["message"]


def test_cross_encoder_is_refused_since_it_would_load_another_model(plain_service):
    response = httpx.post(f"{plain_service.base_url}/score", json={**PAIR, "metrics": ["cross-encoder"]}, timeout=30)
    assert response.status_code == 422 and "serves one embedding model" in response.json()["error"]["message"]


@pytest.mark.parametrize(
    ("host", "status"),
    [
        ("attacker.example", 421),  # a rebinding page: its DNS name now points at 127.0.0.1
        ("attacker.example:8765", 421),
        ("127.0.0.1.attacker.example", 421),
        ("localhost.attacker.example", 421),
        ("192.168.1.20", 421),  # another address than the bound one
        ("localhost", 200),
        ("LOCALHOST.", 200),
        ("127.0.0.1", 200),
        ("[::1]:8765", 200),
    ],
)
def test_host_header_must_name_this_service(plain_service, host, status):
    for path in ("/healthz", "/v1/embeddings"):
        call = httpx.get if path == "/healthz" else httpx.post
        kwargs = {} if path == "/healthz" else {"json": {"input": "x"}}
        response = call(f"{plain_service.url}{path}", headers={"Host": host}, timeout=30, **kwargs)
        assert response.status_code == status, (host, path, response.text)
        if status == 421:
            assert "--allowed-host" in response.json()["error"]["message"]


def test_allowed_host_names_are_answered():
    settings = ServeSettings(allowed_hosts=("answersim.internal",))
    with running_server(FakeEmbeddings(8), settings) as server:
        ok = httpx.get(f"{server.url}/healthz", headers={"Host": "answersim.internal:80"})
        other = httpx.get(f"{server.url}/healthz", headers={"Host": "evil.internal"})
    assert ok.status_code == 200 and other.status_code == 421


def test_cli_sets_llm_and_host_options_only_from_flags(monkeypatch):
    import answersim.server as server_pkg

    started = []
    monkeypatch.setattr(server_pkg, "serve", lambda embedder, settings, **kw: started.append((settings, kw)))
    monkeypatch.setattr("answersim.cli.serve.local_embedder", lambda *a: FakeEmbeddings(8))
    args = ["serve", "--llm-model", "judge", "--llm-base-url", "http://127.0.0.1:1/v1", "--llm-api-key-env", "K"]
    args += ["--allowed-host", "box.lan", "--max-request-chars", "500", "--request-timeout", "2.5"]
    assert main(args) == 0
    settings, _ = started[-1]
    assert (settings.llm_model, settings.llm_base_url, settings.llm_api_key_env) == (
        "judge",
        "http://127.0.0.1:1/v1",
        "K",
    )
    assert settings.allowed_hosts == ("box.lan",) and settings.max_request_chars == 500
    assert settings.request_timeout_s == 2.5 and settings.host == "127.0.0.1"
    assert main(["serve", "--request-timeout", "0"]) == 2
