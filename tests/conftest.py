"""Shared fixtures: paths to the shared human-judged data, fake clients, a local OpenAI-compatible server."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")

REPO_ROOT = Path(__file__).resolve().parents[1]
DATA_DIR = REPO_ROOT.parent / "shared" / "data"


@pytest.fixture(scope="session")
def data_dir() -> Path:
    if not DATA_DIR.is_dir():
        pytest.skip(f"shared data not found at {DATA_DIR}")
    return DATA_DIR


@pytest.fixture(autouse=True)
def _private_cache(tmp_path_factory, monkeypatch):
    """Each test gets its own persistent cache file (the CLI caches by default), never the user's."""
    monkeypatch.setenv("ANSWERSIM_CACHE", str(tmp_path_factory.mktemp("cache") / "cache.sqlite"))
    monkeypatch.setenv("ANSWERSIM_CREDENTIALS", str(tmp_path_factory.mktemp("config") / "credentials"))  # none


@pytest.fixture
def fake_embeddings():
    from answersim.providers.embeddings.fake import FakeEmbeddings

    return FakeEmbeddings(dimensions=32)


@pytest.fixture
def openai_server():
    from tests.servers import LocalServer

    with LocalServer() as server:
        yield server


@pytest.fixture(scope="session")
def local_model():
    """The bundled all-MiniLM-L6-v2, loaded once per test session."""
    from answersim.providers.embeddings.local import LocalEmbeddings

    return LocalEmbeddings.shared(None)
