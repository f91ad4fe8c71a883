"""Run history and the regression gate, through the real CLI and a real SQLite file."""

from __future__ import annotations

import json

import numpy as np
import pytest
from scipy import stats

from answersim.cli.main import main
from answersim.reports.compare import compare_scores, drop_p_value
from answersim.stores.runs import RunStore, SavedScore

N = 60


def _write(path, cases):
    path.write_text("\n".join(json.dumps(c) for c in cases) + "\n")
    return path


def _cases(with_ids: bool = True, worse: frozenset[int] = frozenset()) -> list[dict]:
    cases = []
    for i in range(N):
        expected = f"The warranty for product {i} lasts {i % 5 + 1} years."
        # identical answers score 1.0; the "worse" ones answer something unrelated
        actual = expected if i not in worse else f"Our office {i} is closed on public holidays."
        case = {"input": f"question {i}", "expected_output": expected, "actual_output": actual}
        if with_ids:
            case["id"] = f"item-{i:02d}"
        cases.append(case)
    return cases


@pytest.mark.parametrize("with_ids", [True, False])
def test_ten_percent_worse_fails_the_gate_and_lists_them(tmp_path, capsys, with_ids):
    db = tmp_path / "runs.db"
    worse = frozenset(range(3, N, 10))  # 6 of 60 items = 10%
    base = _write(tmp_path / "base.jsonl", _cases(with_ids))
    new = _write(tmp_path / "new.jsonl", _cases(with_ids, worse))
    common = ["--provider", "fake", "--runs-db", str(db), "--no-cache", "-q"]
    assert main(["eval", str(base), "--save-run", "base", *common]) == 0
    assert main(["eval", str(new), "--save-run", "new", *common]) == 0
    assert main(["eval", str(base), "--save-run", "base-again", *common]) == 0
    capsys.readouterr()

    assert main(["compare", "base", "new", "--max-drop", "0.01", "--runs-db", str(db)]) == 1
    out = capsys.readouterr()
    assert "regression" in out.err
    listed = [line.split("\t")[0].strip() for line in out.out.splitlines() if "→" in line and "\t" in line]
    assert len(listed) == len(worse)
    if with_ids:
        assert set(listed) == {f"item-{i:02d}" for i in worse}
    else:  # items pair by content; their ids are their positions
        assert set(listed) == {str(i) for i in worse}

    assert main(["compare", "base", "base-again", "--max-drop", "0.01", "--runs-db", str(db)]) == 0
    assert "difference +0.0000" in capsys.readouterr().out

    assert main(["compare", "base", "new", "--max-drop", "0.5", "--runs-db", str(db), "--json"]) == 0
    result = json.loads(capsys.readouterr().out)["metrics"][0]
    assert result["pairs"] == N and not result["failed"]
    assert result["ci95"][0] <= result["mean_diff"] <= result["ci95"][1] < 0


def test_runs_lists_saved_runs_and_names_unknown_ones(tmp_path, capsys):
    db = tmp_path / "runs.db"
    data = _write(tmp_path / "d.jsonl", _cases()[:5])
    args = ["eval", str(data), "--provider", "fake", "--no-cache", "-q", "--save-run", "r1", "--runs-db", str(db)]
    assert main(args) == 0
    assert main(["runs", "--runs-db", str(db)]) == 0
    assert "r1\t" in capsys.readouterr().out
    assert main(["compare", "r1", "nope", "--runs-db", str(db)]) == 2
    err = capsys.readouterr().err
    assert "no run named 'nope'" in err and "r1" in err
    doc = RunStore(db).report("r1")
    assert doc["reproducibility"]["dataset"]["path"] == str(data)


def test_compare_names_a_metric_missing_from_one_run(tmp_path, capsys):
    db = tmp_path / "runs.db"
    data = _write(tmp_path / "d.jsonl", _cases()[:5])
    common = ["--provider", "fake", "--no-cache", "-q", "--runs-db", str(db)]
    assert main(["eval", str(data), "--metric", "cosine", "--save-run", "a", *common]) == 0
    assert main(["eval", str(data), "--metric", "cosine", "--metric", "token-f1", "--save-run", "b", *common]) == 0
    capsys.readouterr()
    assert main(["compare", "a", "b", "--metric", "token-f1", "--runs-db", str(db)]) == 2
    assert "metric(s) token-f1 not in both runs; shared: cosine" in capsys.readouterr().err
    assert main(["compare", "a", "b", "--runs-db", str(db), "--max-drop", "0.5"]) == 0  # default: the shared ones
    assert main(["eval", str(data), "--metric", "token-f1", "--save-run", "c", *common]) == 0
    capsys.readouterr()
    assert main(["compare", "a", "c", "--runs-db", str(db)]) == 2
    assert "metric(s) - not in both runs; shared: none" in capsys.readouterr().err


def _saved(scores):
    return {f"k{i}": SavedScore(f"k{i}", "ok", s, None, None, None) for i, s in enumerate(scores)}


def test_p_value_matches_an_exhaustive_sign_flip_test():
    rng = np.random.default_rng(1)
    diffs = rng.normal(-0.05, 0.05, size=12)
    # exhaustive enumeration of the 2^12 sign flips of (d + D): P(mean <= observed)
    shifted = diffs + 0.01
    signs = np.array(np.meshgrid(*[[-1, 1]] * 12)).reshape(12, -1).T
    null = (signs * np.abs(shifted)).mean(axis=1)
    exact = np.mean(null <= shifted.mean() + 1e-12)
    assert drop_p_value(diffs, 0.01) == pytest.approx(exact, abs=1e-9)


def test_bootstrap_ci_agrees_with_scipy():
    rng = np.random.default_rng(2)
    base = rng.uniform(0.5, 1.0, 200)
    new = base - rng.normal(0.02, 0.05, 200)
    result = compare_scores("m", _saved(base), _saved(new))
    ref = stats.bootstrap((new - base,), np.mean, method="percentile", n_resamples=5000, rng=0).confidence_interval
    assert result.ci95[0] == pytest.approx(ref.low, abs=0.004)
    assert result.ci95[1] == pytest.approx(ref.high, abs=0.004)
    assert result.mean_diff == pytest.approx(float(np.mean(new - base)))
