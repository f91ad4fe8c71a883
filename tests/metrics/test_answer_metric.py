"""The ``answer`` metric: signals, explanation, shared work with cosine, and the reproducible fit."""

from __future__ import annotations

import csv
import itertools
import json
import math
import re
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from answersim.engines.base import int8_kernels
from answersim.errors import ConfigError
from answersim.metrics import get_metric
from answersim.metrics.answer import (
    FEATURES,
    OPTIONAL,
    POSITIVE,
    best_window,
    lexical_signals,
    load_params,
    sentences,
)
from answersim.metrics.vectors import cosine, cosine_beyond
from answersim.runner.core import evaluate

REPO = Path(__file__).resolve().parents[2]


def test_lexical_signals_hand_computed() -> None:
    # reference [landover, maryland]; answer has 8 tokens holding it: recall 1, best window precision 1
    s = lexical_signals("The stadium is located in Landover, Maryland, USA.", "Landover, Maryland")
    assert s["recall"] == 1.0 and s["precision"] == 1.0 and s["token_f1"] == 1.0
    assert s["contains_reference"] == 1.0 and s["char_recall"] == 1.0
    # [isaac] vs [isaac, komnenos]: recall 1/2, precision 1
    s = lexical_signals("Isaac", "Isaac Komnenos")
    assert (s["recall"], s["precision"], s["token_f1"]) == (0.5, 1.0, pytest.approx(2 / 3))
    assert best_window(["x", "a", "b", "y"], ["a", "b"]) == ["a", "b"]


def test_question_words_are_left_out() -> None:
    question = "What is the capital of France?"
    plain = lexical_signals("The capital of France is Paris.", "Paris")
    aware = lexical_signals("The capital of France is Paris.", "Paris", question)
    assert plain["recall"] == aware["recall"] == 1.0
    # without the question words the answer is [paris] alone: precision 1 everywhere
    assert aware["char_precision"] == 1.0 and plain["char_precision"] == 1.0
    # a reference made only of question words is kept whole
    assert lexical_signals("France", "France", "Where is France?")["token_f1"] == 1.0


def test_details_name_every_signal_and_the_check_that_fired(fake_embeddings) -> None:
    metric = get_metric("answer", model=fake_embeddings)
    result = metric.score("It lasts 30 days.", "It lasts 13 days.")
    d = result.details
    assert list(d["signals"]) == list(FEATURES) and set(d["contributions"]) == set(FEATURES)
    assert d["checks"]["flags"] == ["numbers"]  # 13 stated for 30
    # the cosine signal is the model's cosine of the two texts, computed here from the vectors
    a, b = fake_embeddings.vector("It lasts 13 days."), fake_embeddings.vector("It lasts 30 days.")
    assert d["signals"]["cosine"] == pytest.approx(max(0.0, cosine(a, b)), abs=1e-6)
    assert result.passed == (result.score >= result.threshold)


def test_cosine_beyond_removes_the_direction_hand_computed() -> None:
    # along x both share the question's topic; what is left, (0, 1, 0) and (0, -1, 0), points opposite ways
    a, b, question = np.array([2.0, 1.0, 0.0]), np.array([3.0, -1.0, 0.0]), np.array([5.0, 0.0, 0.0])
    assert cosine(a, b) == pytest.approx(5 / math.sqrt(50))  # close before
    assert cosine_beyond(a, b, question) == pytest.approx(-1.0)
    assert cosine_beyond(a, np.array([1.0, 0.0, 1.0]), question) == pytest.approx(0.0)  # (0,1,0) against (0,0,1)
    # an answer that says only the question's direction, or no question vector: undefined
    assert cosine_beyond(question, b, question) is None
    assert cosine_beyond(a, b, np.zeros(3)) is None


def test_the_cosine_beyond_the_question_is_read_only_with_a_question(fake_embeddings) -> None:
    metric = get_metric("answer", model=fake_embeddings)
    question, reference, answer = "Why was the match called off?", "The ground was frozen.", "The field had iced over."
    signals = metric.score(reference, answer, input=question).details["signals"]
    vector = fake_embeddings.vector
    expected = max(0.0, cosine_beyond(vector(answer), vector(reference), vector(question)))
    assert signals["cosine_beyond_question"] == pytest.approx(expected, abs=1e-6)
    assert signals["cosine_beyond_question"] != pytest.approx(signals["cosine"])
    assert metric.score(reference, answer).details["signals"]["cosine_beyond_question"] == 0.0  # no question
    # a bare name or number says little beyond the question but its kind; alternatives in references are left out
    short = metric.score("Eight", "Force nine", input="Which Beaufort number is a gale?").details["signals"]
    assert short["cosine_beyond_question"] == 0.0
    # a pair the model does not read (not English) keeps it at 0: its weight is fitted where the model reads
    german = metric.score("Der Boden war gefroren.", "Das Feld war vereist.", input="Warum fiel das Spiel aus?")
    assert german.details["model"].startswith("skipped") and german.details["signals"]["cosine_beyond_question"] == 0.0


def test_beyond_the_question_a_right_rewrite_is_closer_than_a_wrong_one(local_model) -> None:
    # a wrong answer that restates the question's topic is close to the reference for that alone; beyond the
    # question the gap to a right rewrite widens
    from answersim.metrics.answer import Answer

    metric = Answer(local_model)
    question, reference = "Why was the flight diverted?", "A passenger fell ill."
    right = metric.score(reference, "Someone on board needed urgent medical care.", input=question).details
    wrong = metric.score(reference, "The flight was diverted because of a storm.", input=question).details
    plain_gap = right["signals"]["cosine"] - wrong["signals"]["cosine"]
    beyond_gap = right["signals"]["cosine_beyond_question"] - wrong["signals"]["cosine_beyond_question"]
    assert beyond_gap > plain_gap + 0.1
    assert load_params()["weights"]["cosine_beyond_question"] > 0  # fitted on TQ dev (scripts/fit_answer.py)
    # a near copy keeps it at 0: a minimal edit keeps most of the reference's vector beyond the question too
    edit = metric.score("The Earth is round.", "The Earth is flat.", input="What shape is the Earth?").details
    assert edit["signals"]["cosine_beyond_question"] == 0.0


def test_a_missing_number_is_not_a_conflict(fake_embeddings) -> None:
    metric = get_metric("answer", model=fake_embeddings)
    paraphrase = metric.score("It lasts 30 days.", "It lasts for a while.").details["signals"]
    assert paraphrase["numbers_differ"] == 1.0 and paraphrase["numbers_conflict"] == paraphrase["numbers_wrong"] == 0.0
    # a conflict among other differences is not (only) a wrong number
    other = metric.score("It lasts 30 days.", "It took 13 days to sail.").details["signals"]
    assert other["numbers_conflict"] == 1.0 and other["numbers_wrong"] == 0.0
    assert metric.score("1562", "The treaty was signed in 1564.").details["signals"]["numbers_wrong"] == 1.0
    # an abbreviation of the whole reference is read as the reference; of a run of its words, it is a signal
    wmo = metric.score("World Meteorological Organization", "WMO").details
    assert wmo["restated"] == [["WMO", "World Meteorological Organization"]] and wmo["signals"]["token_f1"] == 1.0
    oapec = metric.score("members of the Organization of Arab Petroleum Exporting Countries", "OAPEC").details
    assert oapec["signals"]["abbreviation"] == 1.0 and "restated" not in oapec


# Behaviour that any sound fit of ``answer`` keeps (no margins tuned to the shipped parameters): pairs are
# (reference, the right answer, the same answer made wrong).
WRONG_NUMBER = [
    ("It lasts 30 days.", "It lasts thirty days.", "It lasts 13 days."),
    ("8", "There are eight planets in the solar system.", "There are nine planets in the solar system."),
    ("100 degrees Celsius", "Water boils at 100 °C at sea level.", "Water boils at 90 degrees Celsius at sea level."),
    ("1969", "Apollo 11 landed on the Moon on July 20, 1969.", "Apollo 11 landed on the Moon on July 20, 1968."),
]
ADDED_WRONG_NUMBER = [  # a correct answer, then the same with a conflicting number added
    ("The treaty was signed in 1648.", "It was signed in 1648.", "It was signed in 1648 and 1651."),
    ("30 days", "You can return it within 30 days.", "You can return it within 30 days or 45 days."),
]
STATED_IN_A_SENTENCE = [
    ("Paris", "The capital of France is Paris."),
    ("1969", "Apollo 11 landed on the Moon on July 20, 1969, when Neil Armstrong walked on its surface."),
    ("William Shakespeare", "Hamlet was written by William Shakespeare."),
    ("Mount Everest", "The highest mountain on Earth is Mount Everest."),
    ("yes", "Yes, the Eiffel Tower is located in Paris, France."),
]


@pytest.fixture(scope="module")
def bundled_answer(local_model):
    return get_metric("answer", model=local_model)


def test_a_long_reply_that_states_the_reference_passes(local_model) -> None:
    # the open-domain QA rule "the gold answer appears in the output": SAS labels alone leave it near 0.5
    answer = get_metric("answer", model=local_model)
    floor = load_params()["contained_floor"]
    moon = "Apollo 11 landed on the Moon on July 20, {}, when Neil Armstrong walked on its surface."
    right = answer.score("1969", moon.format(1969))
    # at least the floor (the answer model may put it above; then the floor did not decide)
    assert right.passed and right.score >= floor
    assert right.details["floored"] == (right.score == floor) == ("floor" in right.reason)
    # no floor when another number is stated or a negation is on one side only
    wrong_year = answer.score("1969", moon.format(1968))
    negated = answer.score("Paris", "The capital of France is not Paris.")
    assert not wrong_year.details["floored"] and not wrong_year.passed
    assert not negated.details["floored"] and negated.score < right.score
    # above the floor the model decides as before
    exact = answer.score("Paris", "Paris")
    assert exact.score > floor and not exact.details["floored"]


@pytest.mark.parametrize(("reference", "right", "wrong"), WRONG_NUMBER)
def test_a_wrong_number_fails_where_the_right_one_passes(bundled_answer, reference, right, wrong) -> None:
    good, bad = bundled_answer.score(reference, right), bundled_answer.score(reference, wrong)
    assert good.passed and not bad.passed and good.score > bad.score
    assert "numbers" in bad.details["checks"]["flags"]


def test_cosine_misses_the_wrong_number_that_answer_fails(bundled_answer, local_model) -> None:
    # the blind spot: cosine rates "13 days" for "30 days" above its right paraphrase
    cos = get_metric("cosine", model=local_model)
    assert (
        cos.score("It lasts 30 days.", "It lasts 13 days.").score
        > cos.score("It lasts 30 days.", "It lasts a month.").score
    )
    assert not bundled_answer.score("It lasts 30 days.", "It lasts 13 days.").passed


EQUIVALENT_FORM = [  # (reference, the same value in another form, another value in that form)
    ("The warranty lasts two years.", "The warranty lasts 24 months.", "The warranty lasts 18 months."),
    ("Water boils at 100 °C at sea level.", "It boils at 212 °F.", "It boils at 100 °F."),
    ("The package weighs 1 kg.", "It weighs 1000 grams.", "It weighs 100 grams."),
    ("Shipping takes 48 hours.", "Shipping takes two days.", "Shipping takes three days."),
    ("The marathon is 42.195 km long.", "A marathon is about 26.2 miles.", "A marathon is about 13.1 miles."),
    ("The treaty was signed on 4 July 1776.", "It was signed on 1776-07-04.", "It was signed on 1776-07-14."),
]


@pytest.mark.parametrize(("reference", "same", "other"), EQUIVALENT_FORM)
def test_the_same_value_in_another_unit_or_date_form_passes(bundled_answer, reference, same, other) -> None:
    right, wrong = bundled_answer.score(reference, same), bundled_answer.score(reference, other)
    assert right.passed and not wrong.passed, (right.score, wrong.score)
    assert right.details["restated"] and "restated" not in wrong.details
    assert "numbers" not in right.details["checks"]["flags"]


def test_seed_000_paraphrase_passes(bundled_answer) -> None:
    # seed 000: "You may return within a month" and "Returns are accepted up to 30 days" mean the same
    result = bundled_answer.score("Returns are accepted up to 30 days", "You may return within a month")
    assert result.passed, (result.score, result.reason)
    assert not bundled_answer.score("Returns are accepted up to 30 days", "You may return within a week").passed


@pytest.mark.parametrize(("reference", "right", "worse"), ADDED_WRONG_NUMBER)
def test_adding_a_wrong_number_to_a_correct_answer_lowers_the_score(bundled_answer, reference, right, worse) -> None:
    assert bundled_answer.score(reference, worse).score < bundled_answer.score(reference, right).score


@pytest.mark.parametrize(("reference", "reply"), STATED_IN_A_SENTENCE)
def test_stating_the_reference_in_a_sentence_passes(bundled_answer, reference, reply) -> None:
    result = bundled_answer.score(reference, reply)
    assert result.passed, (result.score, result.reason)


def test_a_negation_or_a_wrong_yes_no_lowers_the_score(bundled_answer) -> None:
    assert (
        bundled_answer.score("He died in 1890.", "He did not die in 1890.").score
        < bundled_answer.score("He died in 1890.", "He died in 1890.").score
    )
    negated = bundled_answer.score("Paris", "The capital of France is not Paris.")
    assert negated.score < bundled_answer.score("Paris", "The capital of France is Paris.").score
    assert not bundled_answer.score("yes", "No. The Eiffel Tower is located in London.").passed


def test_the_exact_reference_passes_and_an_unrelated_answer_fails(bundled_answer) -> None:
    exact = bundled_answer.score("Paris", "Paris")
    assert exact.passed and exact.score >= bundled_answer.score("Paris", "The capital of France is Paris.").score
    assert not bundled_answer.score("Paris", "Bananas are rich in potassium.").passed


def test_sentences_split_off_a_leading_yes_or_no() -> None:
    assert sentences("Yes, it is. It opened in 1889.") == ["Yes", "it is.", "It opened in 1889."]
    assert sentences("No. Never.") == ["No", "Never."]
    assert sentences("No one knows.") == ["No one knows."]  # no punctuation after "No": not a yes/no
    assert sentences("Yesterday, it rained.") == ["Yesterday, it rained."]


def test_more_of_the_reference_scores_higher_but_a_surname_names_the_person(bundled_answer) -> None:
    reference = "Isaac Komnenos"
    surname = bundled_answer.score(reference, "Komnenos")
    assert surname.details["restated"] == [["Komnenos", "Isaac Komnenos"]]
    assert surname.score == pytest.approx(bundled_answer.score(reference, "Isaac Komnenos").score)
    partial = bundled_answer.score("Landover, Maryland", "Landover")
    assert partial.score < bundled_answer.score("Landover, Maryland", "Landover, Maryland").score


def test_shares_embeddings_with_cosine(fake_embeddings) -> None:
    cases = [
        {"expected_output": f"answer {i % 7}", "actual_output": f"reply {i % 5}. More text {i % 3}."} for i in range(60)
    ]
    metrics = [get_metric("cosine", model=fake_embeddings), get_metric("answer", model=fake_embeddings)]
    report = evaluate(cases, metrics, progress=False)
    assert all(item.results["answer"].status == "ok" for item in report.items)
    embedded = fake_embeddings.texts_embedded
    assert len(embedded) == len(set(embedded))  # each distinct text once, for both metrics
    expected_texts = {c["expected_output"] for c in cases} | {c["actual_output"] for c in cases}
    sentences = {s for c in cases for s in c["actual_output"].split(". ")}
    assert set(embedded) == expected_texts | {s if s.endswith(".") else s + "." for s in sentences}


def test_blank_answer_and_best_reference(fake_embeddings) -> None:
    metric = get_metric("answer", model=fake_embeddings)
    assert metric.score("Paris", "").score == 0.0
    best = metric.score(None, "Paris", references=["Lyon", "Paris"])
    alone = metric.score("Paris", "Paris")
    assert best.score == pytest.approx(alone.score) and best.details["compared_with"] == "Paris"


@pytest.mark.slow
@pytest.mark.timeout(1800)
def test_fit_reproduces_shipped_parameters_and_beats_baselines(data_dir) -> None:
    proc = subprocess.run(
        # the held-out hand-written pairs are a figure, not a parameter: scoring them is left to a full run
        [sys.executable, str(REPO / "scripts" / "fit_answer.py"), "--data", str(data_dir), "--check", "--no-held-out"],
        capture_output=True,
        text=True,
        timeout=1800,
    )
    # the answer model runs in int8, whose outputs differ slightly between kinds of CPU: the fit reproduces the
    # shipped parameters to the last digit on the kind it was made on, and lands near them elsewhere
    same_cpu = load_params().get("int8_kernels", "avx512_vnni") == int8_kernels()
    if same_cpu:
        assert proc.returncode == 0, proc.stdout + proc.stderr
        assert "matches the shipped parameters" in proc.stdout
    else:
        assert "matches the shipped parameters" in proc.stdout or "int8 outputs differ" in proc.stdout, proc.stderr
    tolerance = 0.0015 if same_cpu else 0.01
    measured = {}
    for line in proc.stdout.splitlines():
        if "Spearman answer" in line:
            answer, f1, cos = (float(x.split()[-1]) for x in line.split("|"))
            assert answer >= max(f1, cos), line
            measured[line.split(":")[0].split(" (")[0]] = (answer, f1, cos)
    assert np.isfinite(load_params()["bias"])
    # the figures docs/benchmarks.md and README.md quote are the ones the script prints
    names = {"SQuAD_SAS": "SQuAD_SAS (5-fold CV)", "GermanQuAD_SAS": "GermanQuAD_SAS (5-fold CV)"}
    names["stsb-en-test"] = "STS-B test (held out)"
    benchmarks = (REPO / "docs" / "benchmarks.md").read_text(encoding="utf-8")
    assert set(measured) == set(names)
    for name, row in names.items():
        documented = re.search(rf"^\| {re.escape(row)} \| ([0-9.]+) \| ([0-9.]+) \| ([0-9.]+) \|$", benchmarks, re.M)
        assert documented, row
        assert measured[name] == pytest.approx([float(x) for x in documented.groups()], abs=tolerance), row
    readme = re.search(
        r"`answer` ([0-9.]+) \(5-fold CV\) / ([0-9.]+)", (REPO / "README.md").read_text(encoding="utf-8")
    )
    assert readme and (measured["SQuAD_SAS"][0], measured["stsb-en-test"][0]) == pytest.approx(
        [float(x) for x in readme.groups()], abs=tolerance
    )


def _logit(p: float) -> float:
    return math.log(p / (1 - p))


def test_a_params_file_for_another_model(fake_embeddings, tmp_path) -> None:
    shipped = load_params()
    shifted = {**shipped, "bias": shipped["bias"] + 2.0, "model": "my-model"}
    path = tmp_path / "mine.json"
    path.write_text(json.dumps(shifted))
    default = get_metric("answer", model=fake_embeddings)
    mine = get_metric("answer", model=fake_embeddings, params=path)
    pair = ("It lasts 30 days.", "It lasts for a month.")
    # the same signals, the log-odds moved by exactly the bias difference
    assert _logit(mine.score(*pair).score) == pytest.approx(_logit(default.score(*pair).score) + 2.0)
    assert mine.describe()["params_model"] == "my-model"
    assert mine.describe()["params_sha256"] != default.describe()["params_sha256"]  # a resumed run tells them apart
    # a file without a signal's weight is refused, naming the file and the signal
    del shifted["weights"]["numbers_wrong"]
    path.write_text(json.dumps(shifted))
    load_params.cache_clear()
    with pytest.raises(ConfigError, match=r"mine\.json: no weight for numbers_wrong"):
        get_metric("answer", model=fake_embeddings, params=path)
    with pytest.raises(ConfigError, match="cannot read"):
        get_metric("answer", model=fake_embeddings, params=tmp_path / "absent.json")


def test_cli_takes_answer_params(tmp_path, capsys) -> None:
    from answersim.cli.main import main

    shipped = load_params()
    path = tmp_path / "strict.json"
    fallback = {**shipped["without_model"], "bias": shipped["without_model"]["bias"] - 30.0}
    strict = {**shipped, "bias": shipped["bias"] - 30.0, "contained_floor": 0.0, "without_model": fallback}
    path.write_text(json.dumps(strict))
    args = ["score", "Paris", "Paris", "--metric", "answer", "--provider", "fake", "--json"]
    assert main(args) == 0
    assert json.loads(capsys.readouterr().out)["answer"]["passed"]
    assert main([*args, "--answer-params", str(path)]) == 0
    result = json.loads(capsys.readouterr().out)["answer"]
    assert result["score"] < 1e-6 and not result["passed"]  # a bias of -30 and no floor fail even "Paris"


def test_fit_for_another_model_writes_its_own_file(data_dir, tmp_path) -> None:
    # a small copy of each training set (first 60 rows) and a random tiny BERT, through the real script
    from tests.support.tinymodels import bi_encoder_dir

    small = tmp_path / "data"
    for name in ("stsb/stsb-en-dev.csv", "stsb/stsb-en-test.csv", "sas/SQuAD_SAS.csv", "sas/GermanQuAD_SAS.csv"):
        (small / name).parent.mkdir(parents=True, exist_ok=True)
        with (data_dir / name).open(encoding="utf-8", newline="") as src:
            rows = list(itertools.islice(csv.reader(src), 61))  # cells may hold line breaks: copy records
        with (small / name).open("w", encoding="utf-8", newline="") as dst:
            csv.writer(dst).writerows(rows)
    (small / "evouna").mkdir()
    questions = json.loads((data_dir / "evouna" / "TQ.json").read_text(encoding="utf-8"))[:60]
    (small / "evouna" / "TQ.json").write_text(json.dumps(questions), encoding="utf-8")
    model = bi_encoder_dir(tmp_path / "tiny")
    out = tmp_path / "tiny.json"
    script = str(REPO / "scripts" / "fit_answer.py")
    refused = subprocess.run([sys.executable, script, "--model", str(model)], capture_output=True, text=True)
    assert refused.returncode == 2 and "give --output FILE" in refused.stderr  # never over the shipped file
    proc = subprocess.run(
        [
            sys.executable,
            script,
            "--data",
            str(small),
            "--model",
            str(model),
            "--output",
            str(out),
            "--no-answer-model",
        ],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    params = json.loads(out.read_text())
    # fitted without the answer model: no weight for its signal, so the metric does not use it
    assert params["model"] == str(model) and set(params["weights"]) == set(FEATURES) - set(OPTIONAL)
    assert all((w >= 0) if f in POSITIVE else (w <= 0) for f, w in params["weights"].items())
    assert params["weights"] != load_params()["weights"]
    metric = get_metric("answer", model=str(model), params=out)
    assert metric.answer_model is None
    assert 0.0 <= metric.score("Paris", "The capital is Paris.").score <= 1.0
