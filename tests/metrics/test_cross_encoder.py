"""cross-encoder and sas metrics on tiny locally built models: detection, normalisation, batch invariance."""

from __future__ import annotations

import csv
import json

import numpy as np
import pytest

from answersim import evaluate
from answersim.cli.main import main
from answersim.errors import ConfigError
from answersim.metrics import get_metric
from answersim.metrics.cross_encoder import CrossEncoderMetric
from answersim.metrics.sas import SAS
from answersim.providers.pair_scorer import CrossEncoderProvider, decide_normalisation
from tests.support.tinymodels import bi_encoder_dir, cross_encoder_dir


@pytest.fixture(scope="module")
def models(tmp_path_factory):
    root = tmp_path_factory.mktemp("tiny")
    return {
        "ce1": cross_encoder_dir(root / "ce1"),
        "ce3": cross_encoder_dir(root / "ce3", num_labels=3, seed=1),
        "bi": bi_encoder_dir(root / "bi"),
    }


@pytest.fixture(scope="module")
def stsb_pairs(data_dir):
    with open(data_dir / "stsb" / "stsb-en-dev.csv", encoding="utf-8", newline="") as fh:
        return [(row[0], row[1]) for row, _ in zip(csv.reader(fh), range(60))]


def reference_logits(model_dir, pairs):
    """Logits from transformers directly, one unpadded pair at a time: the independent computation."""
    import torch
    from transformers import AutoModelForSequenceClassification, AutoTokenizer

    tok = AutoTokenizer.from_pretrained(str(model_dir))
    model = AutoModelForSequenceClassification.from_pretrained(str(model_dir)).eval()
    with torch.inference_mode():
        return np.stack([model(**tok(a, b, return_tensors="pt")).logits[0].numpy() for a, b in pairs])


def test_sas_detects_the_model_type_from_config(models):
    assert SAS(models["ce1"]).model_type == "cross-encoder"
    assert SAS(models["bi"]).model_type == "bi-encoder"
    assert SAS(None).model_type == "bi-encoder"  # the bundled all-MiniLM-L6-v2 (BertModel)
    result = SAS(models["ce1"]).score("Paris", "The capital is Paris.")
    assert result.metric == "sas"
    assert result.details["model_type"] == "cross-encoder"
    assert "BertForSequenceClassification" in result.details["detected_from"]
    assert SAS(models["bi"]).score("Paris", "The capital is Paris.").details["model_type"] == "bi-encoder"


def test_single_logit_scores_are_the_sigmoid_of_the_models_logit(models, stsb_pairs):
    pairs = stsb_pairs[:20]
    report = evaluate(
        [{"expected_output": e, "actual_output": a} for e, a in pairs],
        [CrossEncoderMetric(models["ce1"])],
        progress=False,
    )
    scores = np.array(report.scores("cross-encoder"))
    logits = reference_logits(models["ce1"], pairs)[:, 0]
    assert np.all((scores >= 0) & (scores <= 1))
    np.testing.assert_allclose(scores, 1 / (1 + np.exp(-logits)), atol=1e-5)
    first = report.items[0].results["cross-encoder"]
    assert first.details["activation"] == "sigmoid"
    assert first.raw_score == pytest.approx(float(logits[0]), abs=1e-5)


def test_a_pair_scores_identically_alone_and_inside_a_batch_of_50_others(models, stsb_pairs):
    target, others = stsb_pairs[0], stsb_pairs[1:51]
    metric = CrossEncoderMetric(models["ce1"])
    alone = metric.score(*target).score
    for position in (0, 17, 50):
        batch = [*others[:position], target, *others[position:]]
        report = evaluate([{"expected_output": e, "actual_output": a} for e, a in batch], [metric], progress=False)
        assert report.scores("cross-encoder")[position] == alone


def test_multi_label_model_returns_the_named_labels_softmax_probability(models, stsb_pairs):
    pairs = stsb_pairs[:10]
    metric = CrossEncoderMetric(models["ce3"], label="entailment")
    report = evaluate([{"expected_output": e, "actual_output": a} for e, a in pairs], [metric], progress=False)
    logits = reference_logits(models["ce3"], pairs)
    softmax = np.exp(logits) / np.exp(logits).sum(axis=1, keepdims=True)
    np.testing.assert_allclose(report.scores("cross-encoder"), softmax[:, 1], atol=1e-5)
    contradiction = CrossEncoderMetric(models["ce3"], label="Contradiction").score(*pairs[0])
    assert contradiction.score == pytest.approx(softmax[0, 0], abs=1e-5)
    assert contradiction.details["label"] == "contradiction"


def test_multi_label_model_without_a_label_is_refused_with_the_label_names(models):
    with pytest.raises(ConfigError, match=r"contradiction, entailment, neutral.*label=NAME"):
        CrossEncoderMetric(models["ce3"])
    with pytest.raises(ConfigError, match="not one of this model's labels"):
        CrossEncoderMetric(models["ce3"], label="paraphrase")


def test_symmetric_averages_both_orders(models):
    forward = CrossEncoderMetric(models["ce1"]).score("A cat sleeps.", "The cat is asleep on the mat.").score
    symmetric = CrossEncoderMetric(models["ce1"], symmetric=True)
    reverse = CrossEncoderMetric(models["ce1"]).score("The cat is asleep on the mat.", "A cat sleeps.").score
    result = symmetric.score("A cat sleeps.", "The cat is asleep on the mat.")
    assert forward != reverse
    assert result.score == pytest.approx((forward + reverse) / 2, abs=1e-12)
    assert result.details["forward"] == forward and result.details["reverse"] == reverse


def test_symmetric_requests_of_mirrored_cases_are_computed_once(models):
    provider = CrossEncoderProvider(models["ce1"])
    seen = []
    original = provider.fetch

    def recording(kind, items):
        seen.extend(items)
        return original(kind, items)

    provider.fetch = recording
    metric = CrossEncoderMetric(provider, symmetric=True)
    cases = [{"expected_output": "a b", "actual_output": "c d"}, {"expected_output": "c d", "actual_output": "a b"}]
    report = evaluate(cases, [metric], progress=False)
    assert sorted(seen) == [("a b", "c d"), ("c d", "a b")]
    assert report.scores("cross-encoder")[0] == report.scores("cross-encoder")[1]


@pytest.mark.parametrize(
    ("config", "st_config", "activation", "expected"),
    [
        ({}, {}, "auto", "sigmoid"),
        ({}, {"activation_fn": "torch.nn.modules.activation.Sigmoid"}, "auto", "sigmoid"),
        ({}, {"activation_fn": "torch.nn.modules.linear.Identity"}, "auto", "none"),
        ({"sentence_transformers": {"activation_fn": "torch.nn.modules.linear.Identity"}}, {}, "auto", "none"),
        ({"sbert_ce_default_activation_function": "torch.nn.modules.linear.Identity"}, {}, "auto", "none"),
        ({}, {"activation_fn": "torch.nn.modules.activation.Sigmoid"}, "none", "none"),
    ],
)
def test_the_normalisation_rule_follows_the_model_config(config, st_config, activation, expected):
    assert decide_normalisation(config, st_config, activation=activation).activation == expected


def test_an_unknown_declared_activation_is_refused():
    with pytest.raises(ConfigError, match="activation='sigmoid' or activation='none'"):
        decide_normalisation({}, {"activation_fn": "torch.nn.modules.activation.Tanh"})


def test_a_saved_cross_encoder_declaring_identity_reports_raw_logits_clamped(models, tmp_path):
    import torch
    from sentence_transformers import CrossEncoder

    saved = tmp_path / "identity"
    CrossEncoder(str(models["ce1"]), activation_fn=torch.nn.Identity()).save_pretrained(str(saved))
    assert "Identity" in json.loads((saved / "config_sentence_transformers.json").read_text())["activation_fn"]
    result = CrossEncoderMetric(saved).score("A cat sleeps.", "A dog barks.")
    logit = reference_logits(saved, [("A cat sleeps.", "A dog barks.")])[0, 0]
    assert result.details["activation"] == "none"
    assert result.raw_score == pytest.approx(float(logit), abs=1e-5)
    assert result.score == pytest.approx(min(1.0, max(0.0, float(logit))), abs=1e-5)


def test_cache_id_names_model_weights_and_rule(models):
    provider = CrossEncoderProvider(models["ce3"], label="entailment")
    assert provider.weights_sha256 and provider.weights_sha256 in provider.cache_id
    assert provider.cache_id.endswith(":softmax:entailment")


def test_cross_encoder_without_a_model_is_a_clear_error():
    with pytest.raises(ConfigError, match="cross-encoder needs a model"):
        get_metric("cross-encoder")


def test_cli_scores_with_sas_and_a_cross_encoder_directory(models, capsys):
    assert main(["score", "Paris", "It is Paris.", "--metric", "sas", "--model", str(models["ce1"]), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)["sas"]
    assert out["details"]["model_type"] == "cross-encoder"
    assert 0.0 <= out["score"] <= 1.0
    code = main(["score", "a", "b", "--metric", "cross-encoder", "--model", str(models["ce3"]), "--label", "neutral"])
    assert code == 0
    assert capsys.readouterr().out.startswith("cross-encoder: ")


def test_pickle_weights_are_refused_only_safetensors_load(models, tmp_path):
    import shutil

    import torch
    from safetensors.torch import load_file

    pickled = tmp_path / "pickled"
    shutil.copytree(models["ce1"], pickled)
    torch.save(load_file(pickled / "model.safetensors"), pickled / "pytorch_model.bin")
    (pickled / "model.safetensors").unlink()
    result = CrossEncoderMetric(pickled).score("a", "b")
    assert result.status == "error"
    assert "safetensors" in result.error


def test_sas_with_several_models_averages_bi_encoders_and_refuses_cross_encoders(models):
    both = SAS([models["bi"], None])
    assert both.model_type == "bi-encoder"
    assert len(both.score("Paris", "It is Paris.").details["per_model"]) == 2
    with pytest.raises(ConfigError, match="one cross-encoder at a time"):
        SAS([models["bi"], models["ce1"]])


def test_cross_encoder_metrics_report_the_blind_spot_checks(models):
    for metric in (CrossEncoderMetric(models["ce1"]), SAS(models["ce1"])):
        result = metric.score("He won in 1998.", "He did not win in 1989.")
        assert result.status == "ok", result.error
        assert result.details["checks"]["flags"] == ["numbers", "negation"]
        assert result.details["checks"]["numbers"]["spans"]["missing"] == ["1998"]
