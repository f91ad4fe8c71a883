"""Shared fixtures: paths to the shared human-judged data, fake clients, a local OpenAI-compatible server."""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path
from types import ModuleType
from typing import NoReturn

import pytest
from hypothesis import settings
from hypothesis.database import DirectoryBasedExampleDatabase

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")

#: everything a test session writes outside tmp_path lives here and goes with the session: the ONNX model
#: cache (so the bundled model's export and verification run in every session, and no temp path lands in
#: the user's hashes.json) and Hypothesis' example database (never inside the repository)
SESSION_DIR = Path(tempfile.mkdtemp(prefix="answersim-tests-"))
os.environ["ANSWERSIM_MODEL_CACHE"] = str(SESSION_DIR / "onnx")
settings.register_profile("answersim", database=DirectoryBasedExampleDatabase(SESSION_DIR / "hypothesis"))
settings.load_profile("answersim")


def pytest_unconfigure(config: pytest.Config) -> None:
    shutil.rmtree(SESSION_DIR, ignore_errors=True)


REPO_ROOT = Path(__file__).resolve().parents[1]
#: the shared human-judged data; ANSWERSIM_TEST_DATA points elsewhere (the skip-or-fail rule is tested with it)
DATA_DIR = Path(os.environ.get("ANSWERSIM_TEST_DATA") or REPO_ROOT.parent / "shared" / "data")


def in_ci() -> bool:
    """True on CI (``CI=true``), where a missing prerequisite fails a test instead of skipping it."""
    return os.environ.get("CI", "").strip().lower() in ("1", "true", "yes")


def missing(why: str) -> NoReturn:
    """Skip with ``why`` on a developer machine; fail on CI, where a skip would hide an unchecked claim."""
    if in_ci():
        pytest.fail(f"{why} (CI=true: a missing prerequisite is a failure, not a skip)", pytrace=False)
    pytest.skip(why)


def needed(module: str, what: str) -> ModuleType:
    """Import an optional third-party test dependency, or skip/fail (on CI) saying what is missing."""
    import importlib

    try:
        return importlib.import_module(module)
    except ImportError as exc:
        missing(f"{what} is not installed: {exc}")


@pytest.fixture(scope="session")
def data_dir() -> Path:
    """The shared human-judged data sets; every check against an outside reference reads them."""
    if not DATA_DIR.is_dir():
        missing(f"shared data not found at {DATA_DIR}: the checks against human-judged data need it")
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
    from tests.support.servers import LocalServer

    with LocalServer() as server:
        yield server


@pytest.fixture(scope="session")
def local_model():
    """The bundled all-MiniLM-L6-v2, loaded once per test session."""
    from answersim.providers.embeddings.local import LocalEmbeddings

    return LocalEmbeddings.shared(None)
