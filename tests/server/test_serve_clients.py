"""The PHP and TypeScript snippets of docs/service.md, run against the real service (.ci/run installs php and node)."""

from __future__ import annotations

import os
import re
import shutil
import subprocess

import pytest

from answersim import Cosine, evaluate
from answersim.providers.embeddings.fake import FakeEmbeddings
from answersim.server import ServeSettings
from tests.conftest import REPO_ROOT, in_ci
from tests.support.serve_util import running_server

DOC = "docs/service.md"
TOKEN = "client-snippet-token"


def snippet(language: str) -> str:
    text = (REPO_ROOT / DOC).read_text(encoding="utf-8")
    blocks = re.findall(rf"```{language}\n(.*?)```", text, flags=re.S)
    assert len(blocks) == 1, f"expected one {language} block in {DOC}"
    return blocks[0]


def fake_minilm() -> FakeEmbeddings:
    return FakeEmbeddings(384, model_id="sentence-transformers/all-MiniLM-L6-v2")


def expected_cosine(expected: str, actual: str) -> float:
    case = {"expected_output": expected, "actual_output": actual}
    return evaluate([case], [Cosine(model=fake_minilm())], progress=False).items[0].results["cosine"].score


@pytest.fixture(scope="module")
def service():
    with running_server(fake_minilm(), ServeSettings(api_key=TOKEN)) as server:
        yield server


def run(command: list[str], service, tmp_path, name: str, code: str) -> str:
    path = tmp_path / name
    path.write_text(code, encoding="utf-8")
    env = {**os.environ, "ANSWERSIM_URL": service.base_url, "ANSWERSIM_TOKEN": TOKEN}
    done = subprocess.run([*command, str(path)], env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr + done.stdout
    return done.stdout


def php_with_curl() -> bool:
    """php is on PATH and has the curl extension the snippet uses (Debian: php-cli php-curl)."""
    if shutil.which("php") is None:
        return False
    probe = subprocess.run(["php", "-r", 'exit(function_exists("curl_init") ? 0 : 1);'], capture_output=True)
    return probe.returncode == 0


@pytest.mark.skipif(not php_with_curl() and not in_ci(), reason="php with the curl extension is not installed")
def test_php_snippet(service, tmp_path):
    out = run(["php"], service, tmp_path, "client.php", snippet("php"))
    words = sum(len(t.split()) for t in ("Returns are accepted up to 30 days.", "You may return within a month."))
    assert f"384 dimensions, {words} tokens" in out  # FakeEmbeddings counts whitespace words
    score = expected_cosine("Returns are accepted up to 30 days.", "You may return within a month.")
    verdict = "PASS" if score >= 0.5 else "FAIL"
    assert f"cosine {score:.6f} {verdict}" in out


@pytest.mark.skipif(shutil.which("node") is None and not in_ci(), reason="node is not installed")
def test_typescript_snippet_runs_as_javascript(service, tmp_path):
    out = run(["node"], service, tmp_path, "client.mjs", snippet("ts"))
    score = expected_cosine("The capital of France is Paris", "Paris is the French capital")
    assert f"q1 cosine {score:.6f} (" in out
