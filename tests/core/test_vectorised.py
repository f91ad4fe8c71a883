"""Vectorised cosine (``compute_many``, one numpy pass per chunk) gives the per-item results (to 1e-12)."""

from __future__ import annotations

import logging

import pytest

from answersim.metrics.cosine import Cosine
from answersim.providers.embeddings.fake import FakeEmbeddings
from answersim.runner.core import evaluate


class PerItem(Cosine):
    """The same metric with the vectorised path switched off (compute overridden below compute_many)."""

    def compute(self, case, resolved):
        return super().compute(case, resolved)


def test_compute_many_equals_compute_item_by_item():
    cases = [{"expected_output": f"reference {i % 7}", "actual_output": f"answer {i % 5} words"} for i in range(60)]
    cases += [
        {"expected_output": "", "actual_output": ""},  # both blank
        {"expected_output": "x", "actual_output": "  "},  # one blank
        {"references": ["first ref", "second ref"], "actual_output": "second ref"},  # best of references
        {"expected_output": "same text", "actual_output": "same text"},
    ]
    fake = FakeEmbeddings(dimensions=16)
    fast = evaluate(cases, [Cosine(fake, threshold=0.5)], progress=False, chunk_size=17)
    slow = evaluate(cases, [PerItem(fake, threshold=0.5)], progress=False, chunk_size=17)
    for a, b in zip(fast.items, slow.items):
        ra, rb = a.results["cosine"], b.results["cosine"]
        assert (ra.passed, ra.reason, ra.status) == (rb.passed, rb.reason, rb.status)
        assert ra.score == pytest.approx(rb.score, abs=1e-12)  # summation order may differ by one ulp
        assert (ra.raw_score is None) == (rb.raw_score is None)
        assert ra.raw_score is None or ra.raw_score == pytest.approx(rb.raw_score, abs=1e-12)
        # details["usage"] holds each run's measured latency, which differs between the two runs
        assert {k: v for k, v in ra.details.items() if k != "usage"} == {
            k: v for k, v in rb.details.items() if k != "usage"
        }
    assert fast.items[-1].results["cosine"].score == pytest.approx(1.0, abs=1e-9)


def test_the_vectorised_path_is_the_one_that_runs(monkeypatch, caplog):
    """A healthy run scores cosine in one pass per chunk: per-item ``compute`` never runs, nothing is logged."""
    calls = []
    original = Cosine.compute
    monkeypatch.setattr(
        Cosine, "compute", lambda self, case, resolved: calls.append(1) or original(self, case, resolved)
    )
    cases = [{"expected_output": f"reference {i}", "actual_output": f"answer {i}"} for i in range(20)]
    with caplog.at_level(logging.WARNING, logger="answersim.runner"):
        report = evaluate(cases, [Cosine(FakeEmbeddings(dimensions=16))], progress=False, chunk_size=8)
    assert [i.results["cosine"].status for i in report.items] == ["ok"] * 20
    assert calls == [] and caplog.records == []


def test_a_broken_vectorised_path_is_logged_and_items_still_score(monkeypatch, caplog):
    def broken(self, cases, resolved):
        raise RuntimeError("shape mismatch in the batch")

    monkeypatch.setattr(Cosine, "compute_many", broken)
    cases = [{"expected_output": f"reference {i}", "actual_output": f"answer {i}"} for i in range(20)]
    fake = FakeEmbeddings(dimensions=16)
    with caplog.at_level(logging.WARNING, logger="answersim.runner"):
        report = evaluate(cases, [Cosine(fake)], progress=False, chunk_size=8)
    assert [i.results["cosine"].status for i in report.items] == ["ok"] * 20  # the per-item path still scores
    warnings = [r.getMessage() for r in caplog.records if r.levelno == logging.WARNING]
    assert len(warnings) == 1  # once per run, not once per chunk
    assert "cosine" in warnings[0] and "compute_many" in warnings[0] and "shape mismatch in the batch" in warnings[0]
