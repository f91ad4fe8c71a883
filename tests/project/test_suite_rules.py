"""The suite's own rules: a missing prerequisite skips off CI (with its reason) but fails on CI; a session
writes its model cache and Hypothesis database into a temporary folder, never the user's or the repository."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from hypothesis import settings

from answersim.engines.export import cache_root
from tests.conftest import REPO_ROOT, SESSION_DIR


def _pytest(tmp_path, ci: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "ANSWERSIM_TEST_DATA": str(tmp_path / "absent"), "CI": ci}
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(REPO_ROOT / "src"), env.get("PYTHONPATH")) if p)
    command = [sys.executable, "-m", "pytest", "-p", "no:randomly", "-p", "no:cacheprovider", "-q"]
    target = "tests/metrics/test_stsb_agreement.py::test_stsb_test_spearman_matches_published"
    return subprocess.run([*command, target], cwd=REPO_ROOT, env=env, capture_output=True, text=True, timeout=300)


def test_missing_shared_data_skips_with_its_reason_off_ci(tmp_path) -> None:
    proc = _pytest(tmp_path, "")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "1 skipped" in proc.stdout and "shared data not found" in proc.stdout  # -ra prints the reason


def test_missing_shared_data_fails_on_ci(tmp_path) -> None:
    proc = _pytest(tmp_path, "true")
    assert proc.returncode == 1, proc.stdout + proc.stderr
    assert "1 error" in proc.stdout and "CI=true" in proc.stdout and "skipped" not in proc.stdout  # the fixture fails


def test_model_cache_and_hypothesis_database_live_in_the_session_folder() -> None:
    assert cache_root().is_relative_to(SESSION_DIR) and not cache_root().is_relative_to(Path.home())
    database = settings.default.database
    assert Path(database.path).is_relative_to(SESSION_DIR) and not Path(database.path).is_relative_to(REPO_ROOT)
