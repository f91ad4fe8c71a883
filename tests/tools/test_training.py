"""answersim train: a mini run on tiny local models saves a directory that --model and sas then use."""

from __future__ import annotations

import csv
import json
import re
import sys

import numpy as np
import pytest
from scipy.stats import spearmanr

from answersim import evaluate
from answersim.cli.main import main
from answersim.errors import ConfigError
from answersim.metrics.sas import SAS
from answersim.tools import training
from answersim.tools.labelled import read_labelled
from answersim.tools.training import scaled_labels, split_heldout, train
from tests.support.tinymodels import bi_encoder_dir


@pytest.fixture(scope="module")
def small_stsb(data_dir, tmp_path_factory):
    """48 STS-B training pairs (0-5 scores) written to a temporary csv in the STS-B layout."""
    path = tmp_path_factory.mktemp("stsb") / "small.csv"
    with open(data_dir / "stsb" / "stsb-en-train.csv", encoding="utf-8", newline="") as src:
        rows = [row for row, _ in zip(csv.reader(src), range(48))]
    with open(path, "w", encoding="utf-8", newline="") as dst:
        csv.writer(dst).writerows(rows)
    return path


@pytest.fixture(scope="module")
def tiny_base(tmp_path_factory):
    return bi_encoder_dir(tmp_path_factory.mktemp("base") / "bi")


def _spearman_of(model_dir, pairs) -> float:
    cases = [{"expected_output": e, "actual_output": a} for e, a in zip(pairs.expected, pairs.actual)]
    scores = evaluate(cases, [SAS(str(model_dir), mapping="affine")], progress=False).scores("sas")
    return float(spearmanr(scores, pairs.labels).statistic)


def test_training_a_cross_encoder_saves_a_directory_sas_detects(small_stsb, tiny_base, tmp_path, capsys):
    out = tmp_path / "ce"
    options = ["--kind", "cross-encoder", "--epochs", "1", "--heldout", "0.25", "--batch-size", "8"]
    code = main(["train", str(small_stsb), "--base", str(tiny_base), "-o", str(out), *options])
    assert code == 0
    printed = capsys.readouterr().out
    assert "held-out Spearman before" in printed and "held-out Spearman after" in printed
    assert (out / "model.safetensors").is_file()
    assert json.loads((out / "config.json").read_text())["architectures"] == ["BertForSequenceClassification"]
    # the printed "after" figure is the Spearman of the saved model's sas scores on the same held-out split
    _, heldout = split_heldout(read_labelled(small_stsb), 0.25, 0)
    after = float(re.search(r"Spearman after \(.*\): (-?[0-9.]+)", printed).group(1))
    assert after == pytest.approx(_spearman_of(out, heldout), abs=5e-5)
    assert main(["score", "A cat sleeps.", "A cat is sleeping.", "--metric", "sas", "--model", str(out), "--json"]) == 0
    result = json.loads(capsys.readouterr().out)["sas"]
    assert result["details"]["model_type"] == "cross-encoder"
    assert result["details"]["activation"] == "sigmoid"
    assert 0.0 <= result["score"] <= 1.0


def test_training_a_bi_encoder_saves_a_model_cosine_can_use(small_stsb, tiny_base, tmp_path, capsys):
    out = tmp_path / "bi"
    dev = tmp_path / "dev.csv"
    dev.write_text("".join(small_stsb.read_text(encoding="utf-8").splitlines(keepends=True)[:12]), encoding="utf-8")
    options = ["--epochs", "1", "--dev", str(dev), "--batch-size", "8"]
    code = main(["train", str(small_stsb), "--base", str(tiny_base), "--kind", "bi-encoder", "-o", str(out), *options])
    assert code == 0
    assert "12 pairs" in capsys.readouterr().out
    assert SAS(str(out)).model_type == "bi-encoder"
    assert main(["score", "A cat sleeps.", "A cat is sleeping.", "--metric", "cosine", "--model", str(out)]) == 0


def test_graded_labels_are_scaled_to_the_unit_interval():
    np.testing.assert_allclose(scaled_labels(np.array([0.0, 2.5, 5.0]), None), [0.0, 0.5, 1.0])
    np.testing.assert_allclose(scaled_labels(np.array([0.0, 1.0]), None), [0.0, 1.0])
    np.testing.assert_allclose(scaled_labels(np.array([0.0, 1.0, 2.0]), 2.0), [0.0, 0.5, 1.0])
    with pytest.raises(ConfigError, match=r"labels must be >= 0 to be scaled to \[0, 1\]"):
        scaled_labels(np.array([-1.0, 1.0]), None)
    with pytest.raises(ConfigError, match="a label exceeds --label-max 2"):
        scaled_labels(np.array([0.0, 1.0, 3.0]), 2.0)


@pytest.fixture
def tiny_pairs(tmp_path):
    path = tmp_path / "pairs.csv"
    path.write_text("answer1,answer2,label\n" + "".join(f"ref {i},ans {i},{i % 3}\n" for i in range(10)))
    return path


@pytest.mark.parametrize("fraction", [0.0, 1.0, 1.5, -0.1])
def test_a_heldout_fraction_outside_0_1_is_refused(tiny_pairs, fraction):
    with pytest.raises(ConfigError, match=rf"held-out fraction must lie in \(0, 1\), got {fraction}"):
        split_heldout(read_labelled(tiny_pairs), fraction, 0)


def test_an_unknown_kind_is_refused_before_any_model_loads(tiny_pairs, tmp_path):
    pairs = read_labelled(tiny_pairs)
    with pytest.raises(ConfigError, match="kind must be one of cross-encoder, bi-encoder, got 'cross'"):
        train(pairs, pairs, base="no-such-model", kind="cross", output=tmp_path / "out")


def test_training_without_datasets_names_the_extra(tiny_pairs, monkeypatch):
    monkeypatch.setitem(sys.modules, "datasets", None)  # import datasets → ImportError
    pairs = read_labelled(tiny_pairs)
    with pytest.raises(ConfigError, match=r"training needs the `datasets` package: pip install 'answersim\[train\]'"):
        training._dataset(pairs, scaled_labels(pairs.labels, None))


@pytest.mark.parametrize(
    ("options", "says"),
    [
        (["--epochs", "0"], "--epochs must be at least 1"),
        (["--heldout", "1.5"], "held-out fraction must lie in (0, 1), got 1.5"),
        (["--label-max", "1"], "a label exceeds --label-max 1"),
    ],
)
def test_cli_train_refuses_bad_options_with_exit_2(tiny_pairs, tmp_path, capsys, options, says):
    args = ["train", str(tiny_pairs), "--kind", "cross-encoder", "-o", str(tmp_path / "out"), *options]
    assert main(args) == 2
    assert says in capsys.readouterr().err
    assert not (tmp_path / "out").exists()


@pytest.mark.slow
@pytest.mark.timeout(1800)  # 814 s on the busy shared machine, above the suite's 600 s default
def test_acceptance_stsb_cross_encoder_beats_080_on_dev(data_dir, tmp_path, capsys):
    """The issue's acceptance run (minutes on 2 CPU cores): bundled model → cross-encoder, dev Spearman > 0.80.
    Not cut down: one epoch on 2,000 of the pairs reached only 0.569 (on the first 500 dev pairs)."""
    stsb = data_dir / "stsb"
    out = tmp_path / "stsb-ce"
    options = ["--kind", "cross-encoder", "--epochs", "2", "-o", str(out)]
    code = main(["train", str(stsb / "stsb-en-train.csv"), "--dev", str(stsb / "stsb-en-dev.csv"), *options])
    assert code == 0
    after = float(re.search(r"Spearman after \(.*\): (-?[0-9.]+)", capsys.readouterr().out).group(1))
    assert after > 0.80
    assert SAS(str(out)).model_type == "cross-encoder"
