"""``answersim benchmark`` on a small labelled JSONL; figures checked against independent computations."""

from __future__ import annotations

import json
from itertools import product
from pathlib import Path

import numpy as np
import pytest
from scipy.stats import kendalltau, pearsonr, spearmanr

from answersim.cli.main import main

# (expected, actual, label, token F1 by hand)
PAIRS = [
    ("Paris", "Paris", 2, 1.0),
    ("Paris", "The capital is Paris.", 2, 0.5),  # P = 1/3, R = 1
    ("Isaac Komnenos", "Isaac", 1, 2 / 3),  # P = 1, R = 1/2
    ("Seine", "Epte", 0, 0.0),
    ("blue", "azure", 2, 0.0),
    ("30 days", "13 days", 0, 0.5),  # P = R = 1/2
    ("a cat", "the dog", 0, 0.0),
    ("New York City", "York", 1, 0.5),  # P = 1, R = 1/3
]


def auroc(scores: np.ndarray, positive: np.ndarray) -> float:
    """Probability that a positive outscores a negative (ties count half), by counting pairs."""
    pos, neg = scores[positive], scores[~positive]
    wins = sum(1.0 if p > n else 0.5 if p == n else 0.0 for p, n in product(pos, neg))
    return wins / (len(pos) * len(neg))


def best_accuracy(scores: np.ndarray, positive: np.ndarray) -> float:
    cuts = [*scores, np.inf]
    return max(float(np.mean((scores >= t) == positive)) for t in cuts)


@pytest.fixture
def labelled(tmp_path: Path) -> Path:
    path = tmp_path / "pairs.jsonl"
    rows = [{"expected_output": e, "actual_output": a, "label": y} for e, a, y, _ in PAIRS]
    rows.append({"expected_output": "x", "actual_output": "y", "label": None})  # no label: skipped
    path.write_text("\n".join(json.dumps(r) for r in rows) + "\n")
    return path


def test_benchmark_json_matches_scipy(labelled: Path, capsys) -> None:
    assert main(["benchmark", str(labelled), "--metric", "token-f1", "--json", "--no-progress"]) == 0
    out = capsys.readouterr()
    (row,) = json.loads(out.out)
    assert "1 rows without a label skipped" in out.err
    scores = np.array([f for *_, f in PAIRS])
    labels = np.array([y for _, _, y, _ in PAIRS], dtype=float)
    stats = row["all"]
    assert stats["n"] == len(PAIRS)
    assert stats["spearman"] == pytest.approx(spearmanr(scores, labels)[0])
    assert stats["pearson"] == pytest.approx(pearsonr(scores, labels)[0])
    assert stats["kendall"] == pytest.approx(kendalltau(scores, labels)[0])
    positive = labels >= 2  # graded 0/1/2 records file: top grade is positive by default
    assert "label >= 2" in row["positive"]
    assert stats["auroc"] == pytest.approx(auroc(scores, positive))
    assert stats["best_accuracy"] == pytest.approx(best_accuracy(scores, positive))
    assert stats["accuracy_at_default"] == pytest.approx(np.mean((scores >= 0.5) == positive))
    zero = scores == 0
    sub = row["token_f1_zero"]
    assert sub["n"] == zero.sum() == 3
    assert sub["auroc"] == pytest.approx(auroc(scores[zero], positive[zero]))


def test_positive_level_and_markdown(labelled: Path, capsys) -> None:
    args = ["benchmark", str(labelled), "--metric", "token-f1", "--metric", "containment", "--no-progress"]
    assert main([*args, "--positive-level", "1", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert [r["metric"] for r in rows] == ["token-f1", "containment"]
    scores = np.array([f for *_, f in PAIRS])
    positive = np.array([y >= 1 for _, _, y, _ in PAIRS])
    assert rows[0]["all"]["auroc"] == pytest.approx(auroc(scores, positive))
    assert main([*args, "--markdown"]) == 0
    table = capsys.readouterr().out
    assert table.splitlines()[0].startswith("| file | metric | n | Spearman")
    assert "| pairs.jsonl | containment | 8 |" in table


def test_sas_csv_skips_rows_without_label(tmp_path: Path, capsys) -> None:
    path = tmp_path / "sas.csv"
    path.write_text("answer1,answer2,label\nSeine,Epte,0.0\nParis,Paris,2.0\nx,y,\nIsaac Komnenos,Isaac,1.0\n")
    assert main(["benchmark", str(path), "--metric", "exact-match", "--json", "--no-progress"]) == 0
    out = capsys.readouterr()
    (row,) = json.loads(out.out)
    assert row["all"]["n"] == 3 and row["skipped_rows"] == 1
    assert "SAS" in row["positive"] and "label >= 2" in row["positive"]


def test_bad_label_names_line_and_field(tmp_path: Path, capsys) -> None:
    path = tmp_path / "bad.jsonl"
    path.write_text(
        '{"expected_output": "a", "actual_output": "b", "label": 1}\n'
        '{"expected_output": "a", "actual_output": "b", "label": "yes"}\n'
    )
    assert main(["benchmark", str(path), "--metric", "token-f1"]) == 2
    err = capsys.readouterr().err
    assert f"{path}: line 2: field 'label': must be a number, got 'yes'" in err


def test_benchmark_reports_each_category(tmp_path: Path, capsys) -> None:
    # token F1 by hand: 1.0, 0.5 (P = 1/3, R = 1), 0.0, 0.5 (P = R = 1/2); passing at 0.5: 1, 1, 0, 1
    rows = [
        ("Paris", "Paris", 1, "right"),
        ("Paris", "The capital is Paris.", 1, "right"),
        ("30 days", "It is unknown.", 0, "wrong"),
        ("30 days", "13 days", 0, "wrong"),
    ]
    path = tmp_path / "probe.jsonl"
    path.write_text(
        "\n".join(
            json.dumps({"expected_output": e, "actual_output": a, "label": y, "metadata": {"category": c}})
            for e, a, y, c in rows
        )
        + "\n"
    )
    assert main(["benchmark", str(path), "--metric", "token-f1", "--json", "--no-progress"]) == 0
    (row,) = json.loads(capsys.readouterr().out)
    cats = row["by_category"]
    assert list(cats) == ["right", "wrong"]
    assert cats["right"] == {"n": 2, "positive_share": 1.0, "accuracy_at_default": 1.0, "auroc": None}
    assert cats["wrong"]["accuracy_at_default"] == 0.5 and cats["wrong"]["positive_share"] == 0.0
    assert main(["benchmark", str(path), "--metric", "token-f1", "--no-progress"]) == 0
    table = capsys.readouterr().out
    assert "| right | 2 | 1.000 | 1.000 |" in table and "| wrong | 2 | 0.000 | 0.500 |" in table
