"""Acceptance: cosine with the bundled all-MiniLM-L6-v2 reproduces the published STS-B test figure."""

from __future__ import annotations

import csv

import pytest
from scipy.stats import spearmanr

from answersim import Cosine, evaluate

PUBLISHED_SPEARMAN = 82.03  # MTEB STSBenchmark, cosine Spearman x100, all-MiniLM-L6-v2


def test_stsb_test_spearman_matches_published(data_dir, local_model) -> None:
    with open(data_dir / "stsb" / "stsb-en-test.csv", encoding="utf-8", newline="") as fh:
        rows = list(csv.reader(fh))
    cases = [{"expected_output": s1, "actual_output": s2} for s1, s2, _ in rows]
    gold = [float(score) for _, _, score in rows]
    report = evaluate(cases, [Cosine(local_model)], progress=False)
    raw = [item.results["cosine"].raw_score for item in report.items]
    rho = spearmanr(raw, gold).statistic * 100
    assert len(rows) == 1379
    assert rho == pytest.approx(PUBLISHED_SPEARMAN, abs=0.1)
