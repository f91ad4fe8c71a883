"""``answersim.integrations.pytest.assert_similar`` and its pytest fixture, used here on the bundled model."""

from __future__ import annotations

import subprocess
import sys
import textwrap

import numpy as np
import pytest

from answersim.integrations.pytest import SimilarityAssertionError, assert_similar
from answersim.providers.embeddings.fake import FakeEmbeddings


def test_paraphrase_passes_with_the_bundled_model(local_model):
    result = assert_similar(
        "You can reset your password under Settings, then Security.",
        "To reset the password, open Settings > Security.",
        threshold=0.6,
        model=local_model,
    )
    assert result.passed and result.score >= 0.6


def test_failure_message_shows_texts_score_threshold_and_band(local_model):
    actual, expected = "Our office is closed on Sundays.", "The capital of France is Paris."
    with pytest.raises(SimilarityAssertionError) as info:
        assert_similar(expected, actual, threshold=0.8, model=local_model)
    message = str(info.value)
    score = info.value.result.score
    # the score in the message is the cosine of the two texts' vectors, computed here independently
    a, b = local_model.embed_many([actual, expected])
    assert score == pytest.approx(max(0.0, float(np.dot(a, b) / np.linalg.norm(a) / np.linalg.norm(b))), abs=1e-5)
    assert f"cosine score {score:.4f} < threshold 0.8" in message
    assert repr(actual) in message and repr(expected) in message
    assert "(different meaning, little semantic overlap)" in message or "(partly related" in message
    assert isinstance(info.value, AssertionError)


def test_fixture_is_available_through_the_pytest11_entry_point(tmp_path):
    test = tmp_path / "test_user.py"
    test.write_text(
        textwrap.dedent(
            """
            from answersim.providers.embeddings.fake import FakeEmbeddings

            def test_same(assert_similar):
                assert_similar("same words", "same words", model=FakeEmbeddings(16))

            def test_different(assert_similar):
                assert_similar("one text", "another text", threshold=0.9, model=FakeEmbeddings(16))
            """
        )
    )
    proc = subprocess.run(
        [sys.executable, "-m", "pytest", str(test), "-q", "-p", "no:cacheprovider", "-o", "addopts="],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        timeout=120,
    )
    assert "1 failed, 1 passed" in proc.stdout, proc.stdout + proc.stderr
    assert "threshold 0.9" in proc.stdout and "'another text'" in proc.stdout


def test_a_model_failure_fails_clearly():
    class Down:
        def embed_many(self, texts):
            raise RuntimeError("embedding service unavailable")

    with pytest.raises(SimilarityAssertionError, match=r"could not score.*embedding service unavailable"):
        assert_similar("an answer", "reference", model=Down())
    assert assert_similar("", "", model=FakeEmbeddings(8)).score == 1.0  # two empty texts mean the same


def test_argument_order_is_reference_then_answer_as_in_score():
    """``assert_similar(expected, actual)`` reads its arguments in ``Metric.score``'s order: the
    ``answer`` metric treats the reference and the answer differently, so swapping the two changes the result."""
    from answersim.metrics.answer import Answer

    reference, answer = "Paris", "The capital of France is Paris, a city on the Seine."
    direct = Answer(model=FakeEmbeddings(16)).score(reference, answer).score
    via_helper = assert_similar(reference, answer, threshold=0.0, metric="answer", model=FakeEmbeddings(16)).score
    swapped = Answer(model=FakeEmbeddings(16)).score(answer, reference).score
    assert via_helper == direct
    assert swapped != direct  # the metric is not symmetric, so the order is observable
