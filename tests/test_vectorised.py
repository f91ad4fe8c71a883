"""Vectorised cosine (``compute_many``, one numpy pass per chunk) gives the per-item results (to 1e-12)."""

from __future__ import annotations

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
