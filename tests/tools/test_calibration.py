"""Calibration: fitted on SQuAD_SAS with the bundled model's cosine, applied by score/eval, refused elsewhere."""

from __future__ import annotations

import contextlib
import io
import json

import numpy as np
import pytest

from answersim import evaluate
from answersim.cli.main import main
from answersim.errors import ConfigError, InputError
from answersim.metrics import get_metric
from answersim.tools.calibration import (
    CalibrationFile,
    apply_calibration,
    default_positive_level,
    fit_calibration,
    mapping_values,
)
from answersim.tools.labelled import read_labelled
from tests.support.tinymodels import bi_encoder_dir


@pytest.fixture(scope="module")
def squad_calibration(data_dir, tmp_path_factory):
    """Run the CLI once: calibrate cosine on SQuAD_SAS; return (file, printed text, path)."""
    out = tmp_path_factory.mktemp("calib") / "calib.json"
    buffer = io.StringIO()
    with contextlib.redirect_stdout(buffer):
        code = main(
            [
                "calibrate",
                str(data_dir / "sas" / "SQuAD_SAS.csv"),
                "--metric",
                "cosine",
                "-o",
                str(out),
                "--no-progress",
            ]
        )
    assert code == 0
    return CalibrationFile.load(out), buffer.getvalue(), out


def test_calibrated_probabilities_are_monotone_in_the_raw_score(squad_calibration):
    calibration, _, _ = squad_calibration
    grid = np.linspace(-0.2, 1.0, 1201)
    probabilities = calibration.probability(grid)
    assert np.all(np.diff(probabilities) >= 0)
    assert probabilities.min() >= 0 and probabilities.max() <= 1
    assert probabilities[-1] > probabilities[0]  # it does separate: not a constant


def test_the_file_records_metric_model_weights_method_and_default_positive_level(squad_calibration, local_model):
    calibration, _, path = squad_calibration
    raw = json.loads(path.read_text())
    assert raw["format"] == "answersim-calibration/1"
    assert calibration.metric == "cosine"
    assert calibration.model == local_model.model_id
    assert calibration.weights_sha256 == local_model.weights_sha256
    assert calibration.method == "isotonic"
    assert calibration.positive_level == 2.0  # SAS default: label 2 "same meaning"
    assert calibration.data["pairs"] == 942 and calibration.data["positives"] == 120  # counted from the csv


def test_threshold_and_cross_validated_f1_are_printed_and_beat_the_trivial_rule(squad_calibration):
    calibration, printed, _ = squad_calibration
    assert f"recommended threshold: {calibration.threshold:.4f}" in printed
    assert f"F1 {calibration.cv['f1']:.3f}" in printed
    rate = calibration.data["positives"] / calibration.data["pairs"]
    always_positive_f1 = 2 * rate / (1 + rate)
    assert calibration.cv["f1"] > always_positive_f1
    assert 0 < calibration.cv["precision"] <= 1 and 0 < calibration.cv["recall"] <= 1


def test_the_stored_breakpoints_reproduce_sklearn_isotonic_regression(data_dir, local_model):
    from sklearn.isotonic import IsotonicRegression

    pairs = read_labelled(data_dir / "sas" / "SQuAD_SAS.csv").subset(range(300))
    metric = get_metric("cosine")
    cases = [{"expected_output": e, "actual_output": a} for e, a in zip(pairs.expected, pairs.actual)]
    scores = np.array(evaluate(cases, [metric], progress=False).scores("cosine"))
    calibration = fit_calibration(scores, pairs.labels, metric=metric, positive_level=1)
    reference = IsotonicRegression(out_of_bounds="clip").fit(scores, pairs.labels >= 1)
    probe = np.linspace(scores.min(), scores.max(), 97)
    np.testing.assert_allclose(calibration.probability(probe), reference.predict(probe), atol=1e-12)


def _only_result(printed: str) -> dict:
    """The one result that ``score --json`` printed, keyed by its metric."""
    (result,) = json.loads(printed).values()
    return result


def test_score_with_calibration_reports_probability_and_keeps_the_raw_score(squad_calibration, capsys):
    calibration, _, path = squad_calibration
    pair = ["The Normans", "Norman people from France"]
    assert main(["score", *pair, "--metric", "cosine", "--json"]) == 0
    plain = _only_result(capsys.readouterr().out)
    assert main(["score", *pair, "--calibration", str(path), "--json"]) == 0
    calibrated = _only_result(capsys.readouterr().out)
    expected = float(np.interp(plain["score"], calibration.mapping["x"], calibration.mapping["y"]))
    assert calibrated["score"] == pytest.approx(expected, abs=1e-12)
    assert calibrated["raw_score"] == pytest.approx(plain["score"], abs=1e-12)
    assert calibrated["threshold"] == calibration.threshold
    assert calibrated["passed"] == (calibrated["score"] >= calibration.threshold)
    assert main(["score", *pair, "--calibration", str(path), "--threshold", "0.99", "--json"]) == 0
    assert _only_result(capsys.readouterr().out)["threshold"] == 0.99
    assert main(["score", *pair, "--calibration", str(path), "--binary", "--json"]) == 0
    binary = _only_result(capsys.readouterr().out)
    assert binary["score"] == float(calibrated["passed"])
    assert binary["details"]["continuous_score"] == pytest.approx(calibrated["score"], abs=1e-12)


def test_eval_with_calibration_calibrates_only_its_metric(squad_calibration, tmp_path, capsys):
    calibration, _, path = squad_calibration
    data = tmp_path / "cases.jsonl"
    data.write_text(json.dumps({"expected_output": "Paris", "actual_output": "It is Paris"}) + "\n")
    out = tmp_path / "report.json"
    args = ["eval", str(data), "--metric", "cosine", "--metric", "reference-match", "--calibration", str(path)]
    assert main([*args, "-o", str(out)]) == 0
    results = json.loads(out.read_text())["items"][0]["results"]
    cosine, reference = results["cosine"], results["reference-match"]
    # cosine: the calibrated probability of its raw score, judged at the recommended threshold
    assert cosine["score"] == pytest.approx(float(calibration.probability([cosine["raw_score"]])[0]), abs=1e-12)
    assert cosine["threshold"] == calibration.threshold and cosine["passed"] == (cosine["score"] >= cosine["threshold"])
    assert cosine["score"] != pytest.approx(cosine["raw_score"], abs=1e-3)  # it was mapped
    # reference-match: untouched (its score is the plain cosine against the one reference)
    assert reference["score"] == pytest.approx(cosine["raw_score"], abs=1e-9) and reference["threshold"] is None
    code = main(["eval", str(data), "--metric", "reference-match", "--calibration", str(path), "--json"])
    assert code == 2
    assert "calibrates metric 'cosine'" in capsys.readouterr().err


def test_a_calibration_is_refused_for_another_model_or_setting(squad_calibration, tmp_path):
    _, _, path = squad_calibration
    with pytest.raises(ConfigError, match="settings"):
        apply_calibration([get_metric("cosine", mapping="affine")], path)
    other = bi_encoder_dir(tmp_path / "other")
    with pytest.raises(ConfigError, match="model"):
        apply_calibration([get_metric("cosine", model=str(other))], path)


def test_platt_recovers_a_known_logistic_relation():
    rng = np.random.default_rng(7)
    x = rng.uniform(0, 1, 4000)
    y = rng.uniform(0, 1, 4000) < 1 / (1 + np.exp(-(8 * x - 4)))
    calibration = fit_calibration(x, y.astype(float), metric=get_metric("cosine"), method="platt")
    assert calibration.mapping["slope"] == pytest.approx(8, abs=1.0)
    assert calibration.mapping["intercept"] == pytest.approx(-4, abs=0.6)
    assert mapping_values(calibration.mapping, np.array([0.5]))[0] == pytest.approx(0.5, abs=0.05)


def test_platt_refuses_a_score_that_falls_as_agreement_rises():
    x = np.linspace(0, 1, 200)
    with pytest.raises(ConfigError, match="monotone calibration cannot help"):
        fit_calibration(x, (x < 0.5).astype(float), metric=get_metric("cosine"), method="platt")


def test_default_positive_level_is_the_top_grade_and_graded_scales_need_a_choice():
    assert default_positive_level(np.array([0.0, 1.0, 2.0, 1.0])) == 2.0
    assert default_positive_level(np.array([0.0, 1.0])) == 1.0
    with pytest.raises(ConfigError, match="--positive-level"):
        default_positive_level(np.array([0.0, 1.2, 3.4, 5.0]))


def test_labelled_layouts_are_detected(data_dir, tmp_path):
    stsb = read_labelled(data_dir / "stsb" / "stsb-en-dev.csv")
    assert stsb.layout == "sts" and len(stsb) == 1500 and stsb.labels.max() == 5.0
    german = read_labelled(data_dir / "sas" / "GermanQuAD_SAS.csv")
    # 425 rows, 3 without a label: one has texts (skipped, counted), two are empty lines
    assert german.layout == "sas" and german.skipped == 1 and len(german) == 422
    records = tmp_path / "pairs.jsonl"
    records.write_text(
        json.dumps({"expected_output": "a", "actual_output": "b", "label": 1})
        + "\n"
        + json.dumps({"expected_output": "c", "actual_output": "d", "label": None})
        + "\n"
    )
    parsed = read_labelled(records)
    assert parsed.layout == "records" and parsed.labels.tolist() == [1.0] and parsed.skipped == 1


def test_a_non_numeric_label_names_the_line_and_field(tmp_path):
    bad = tmp_path / "bad.csv"
    bad.write_text("answer1,answer2,label\nx,y,1\nx,y,yes\n")
    with pytest.raises(InputError) as info:
        read_labelled(bad)
    assert info.value.record == 3 and info.value.field == "label"
