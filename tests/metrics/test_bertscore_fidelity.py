"""bertscore equals bert-score 0.3.13 on all 2,321 pairs of STS-B en test + SQuAD_SAS, plain and idf.

The reference values are bert-score's own output, written by ``scripts/bert_score_reference.py`` into
``tests/metrics/bert_score_reference.json`` (bert-score needs minutes for them); the ``slow`` test recomputes them
with bert-score and checks the file. answersim scores the pairs in chunks, so the run-level idf is
checked as well.
"""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import numpy as np
import pytest

from answersim import evaluate
from answersim.metrics.bertscore import BERTScore

ROOT = Path(__file__).resolve().parents[2]
REFERENCE = Path(__file__).with_name("bert_score_reference.json")
TOLERANCE = 1e-4
KEYS = ("precision", "recall", "f1")


def _script():
    spec = importlib.util.spec_from_file_location("bert_score_reference", ROOT / "scripts" / "bert_score_reference.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)  # type: ignore[union-attr]
    return module


@pytest.fixture(scope="module")
def pairs(data_dir) -> list[tuple[str, str]]:
    return _script().load_pairs(data_dir)


@pytest.fixture(scope="module")
def reference(pairs) -> dict:
    document = json.loads(REFERENCE.read_text(encoding="utf-8"))
    assert document["pairs"] == len(pairs) == 2321
    assert document["pairs_sha256"] == _script().pairs_sha256(pairs), "the shared data changed: rerun the script"
    return document


@pytest.fixture(scope="module")
def ours(pairs) -> dict[str, np.ndarray]:
    """Both variants in one run (one forward pass per text), in chunks of 500 cases."""
    metrics = [BERTScore(), BERTScore(idf=True, name="bertscore-idf")]
    cases = [{"expected_output": r, "actual_output": c} for r, c in pairs]
    report = evaluate(cases, metrics, progress=False, chunk_size=500)
    return {
        key: np.array([[item.results[name].details[k] for k in KEYS] for item in report.items])
        for key, name in (("plain", "bertscore"), ("idf", "bertscore-idf"))
    }


@pytest.mark.parametrize("variant", ["plain", "idf"])
def test_equals_bert_score_on_all_2321_pairs(ours, reference, variant: str) -> None:
    expected = np.array([reference[variant][k] for k in KEYS]).T
    delta = np.abs(ours[variant] - expected)
    worst = int(delta[:, 2].argmax())
    assert delta.max() < TOLERANCE, f"{variant}: max |ΔF1| {delta[:, 2].max():.2e} at pair {worst}"


@pytest.mark.slow
def test_the_reference_file_is_bert_scores_output(pairs, reference) -> None:
    from answersim.engines.modelfiles import bundled_model_path

    for variant, idf in (("plain", False), ("idf", True)):
        fresh = _script().bert_score_values(pairs, idf=idf, model=str(bundled_model_path()))
        for key in KEYS:
            assert np.abs(np.array(fresh[key]) - np.array(reference[variant][key])).max() < 1e-6
