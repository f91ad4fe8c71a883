"""Seed 002 (Haystack's SASEvaluator): model type from the config, sigmoid for cross-encoder logits, per-pair
and mean scores in Haystack's result shape, device/batch_size, the Identity-but-logits>1 difference named in a
warning, and answersim's component running in a real Haystack Pipeline with tiny local models."""

from __future__ import annotations

import json
import subprocess
import sys
import warnings
from pathlib import Path

import numpy as np
import pytest

from answersim.cli.main import main
from answersim.metrics.sas import SAS
from tests.support.tinymodels import bi_encoder_dir, cross_encoder_dir

REPO = Path(__file__).resolve().parents[2]
TRUTH = ["Paris", "He died in 1890.", "New York City"]
PREDICTED = ["The capital of France is Paris.", "He passed away in 1890.", "NYC"]


@pytest.fixture(scope="module")
def models(tmp_path_factory):
    import torch
    from sentence_transformers import CrossEncoder

    root = tmp_path_factory.mktemp("seed2")
    big = cross_encoder_dir(root / "big_raw", classifier_bias=4.0)
    identity = root / "identity"
    CrossEncoder(str(big), activation_fn=torch.nn.Identity()).save_pretrained(str(identity))
    return {"ce": cross_encoder_dir(root / "ce"), "bi": bi_encoder_dir(root / "bi"), "identity": identity}


def logits(model_dir: Path, pairs: list[tuple[str, str]]) -> np.ndarray:
    """Each pair's logit straight from transformers, one pair at a time (the independent computation)."""
    import torch
    from transformers import AutoModelForSequenceClassification, AutoTokenizer

    tok = AutoTokenizer.from_pretrained(str(model_dir))
    model = AutoModelForSequenceClassification.from_pretrained(str(model_dir)).eval()
    with torch.inference_mode():
        return np.array([float(model(**tok(a, b, return_tensors="pt")).logits[0, 0]) for a, b in pairs])


def test_model_type_comes_from_the_config(models) -> None:
    assert SAS(models["ce"]).model_type == "cross-encoder"
    assert SAS(models["bi"]).model_type == "bi-encoder"


def test_haystack_result_shape_with_sigmoid_per_pair_and_the_mean(models) -> None:
    out = SAS(models["ce"]).run(TRUTH, PREDICTED)
    expected = 1 / (1 + np.exp(-logits(models["ce"], list(zip(TRUTH, PREDICTED)))))
    assert out["individual_scores"] == pytest.approx(expected.tolist(), abs=1e-5)
    assert out["score"] == pytest.approx(float(expected.mean()), abs=1e-5)
    assert out["run_id"] and len(out["results"]) == 3
    with pytest.raises(Exception, match="same length"):
        SAS(models["ce"]).run(TRUTH, PREDICTED[:2])


def test_bi_encoder_scores_are_the_cosine(models) -> None:
    from sentence_transformers import SentenceTransformer

    vectors = SentenceTransformer(str(models["bi"]), device="cpu").encode([TRUTH[1], PREDICTED[1]])
    cos = float(vectors[0] @ vectors[1] / (np.linalg.norm(vectors[0]) * np.linalg.norm(vectors[1])))
    out = SAS(models["bi"], mapping="clip").run(TRUTH[1:2], PREDICTED[1:2])
    assert out["individual_scores"][0] == pytest.approx(max(0.0, cos), abs=1e-4)


def test_device_and_batch_size_reach_the_model_and_do_not_change_scores(models) -> None:
    small = SAS(models["ce"], batch_size=1, device="cpu")
    assert small.inner.provider.rows == 1 and small.describe()["batch_size"] == 1
    assert small.run(TRUTH, PREDICTED)["individual_scores"] == pytest.approx(
        SAS(models["ce"], batch_size=16).run(TRUTH, PREDICTED)["individual_scores"], abs=1e-6
    )
    bi = SAS(models["bi"], batch_size=2)
    assert bi.inner.embedders[0].rows == 2


def test_cli_takes_device_and_batch_size(models, capsys: pytest.CaptureFixture) -> None:
    code = main(["score", "--metric", "sas", "--model", str(models["ce"]), "--device", "cpu", "--batch-size", "2",
                 "--no-cache", "--json", TRUTH[0], PREDICTED[0]])  # fmt: skip
    assert code == 0
    result = json.loads(capsys.readouterr().out)["sas"]
    logit = logits(models["ce"], [(TRUTH[0], PREDICTED[0])])[0]
    assert result["score"] == pytest.approx(float(1 / (1 + np.exp(-logit))), abs=1e-5)


def test_identity_activation_with_logits_above_one_warns_naming_haystacks_sigmoid(models) -> None:
    raw = logits(models["identity"], [(TRUTH[0], PREDICTED[0])])[0]
    assert raw > 1
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        result = SAS(models["identity"]).score(TRUTH[0], PREDICTED[0])
    messages = [str(w.message) for w in caught]
    assert any("Haystack" in m and "sigmoid" in m and "activation='sigmoid'" in m for m in messages), messages
    assert result.score == 1.0 and result.details["clamped_from"] == pytest.approx(raw, abs=1e-5)
    assert "sigmoid" in result.details["haystack_difference"]
    following = SAS(models["identity"], activation="sigmoid").score(TRUTH[0], PREDICTED[0])
    assert following.score == pytest.approx(1 / (1 + np.exp(-raw)), abs=1e-5)


def test_the_component_runs_in_a_real_haystack_pipeline(models, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HAYSTACK_TELEMETRY_ENABLED", "False")  # offline: no telemetry calls
    pytest.importorskip("haystack", reason="the [haystack] extra is not installed")
    from haystack import Pipeline

    from answersim.integrations.haystack import AnswersimSASEvaluator

    pipeline = Pipeline()
    pipeline.add_component("sas", AnswersimSASEvaluator(model=str(models["ce"]), batch_size=2))
    out = pipeline.run({"sas": {"ground_truth_answers": TRUTH, "predicted_answers": PREDICTED}})["sas"]
    expected = 1 / (1 + np.exp(-logits(models["ce"], list(zip(TRUTH, PREDICTED)))))
    assert set(out) == {"score", "individual_scores"}
    assert out["individual_scores"] == pytest.approx(expected.tolist(), abs=1e-5)
    assert out["score"] == pytest.approx(float(expected.mean()), abs=1e-5)
    # serialisable as YAML, like Haystack's own evaluators (Haystack asks to trust the module by name)
    again = Pipeline.loads(pipeline.dumps(), allowed_modules=["answersim.integrations.haystack"])
    assert again.run({"sas": {"ground_truth_answers": TRUTH[:1], "predicted_answers": PREDICTED[:1]}})["sas"][
        "individual_scores"
    ] == pytest.approx(expected[:1].tolist(), abs=1e-5)


def test_importing_the_component_without_haystack_names_the_extra() -> None:
    code = "import sys; sys.modules['haystack'] = None\nimport answersim.integrations.haystack"
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=REPO,
                          env={**__import__("os").environ, "PYTHONPATH": str(REPO / "src")}, timeout=120)  # fmt: skip
    assert proc.returncode != 0
    assert "pip install 'answersim[haystack]'" in proc.stderr
