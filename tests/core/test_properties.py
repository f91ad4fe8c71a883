"""Property tests over arbitrary unicode for every registered metric, with fake or tiny local models.

For any pair of texts: the run does not raise, the result is ok with a score in [0, 1] (never NaN);
identical texts score 1.0 for cosine, reference-match and bertscore.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from answersim import FakeEmbeddings, evaluate
from answersim.errors import InputErrors
from answersim.metrics import Metric, available_metrics, get_metric
from answersim.providers.llm import FakeChat
from tests.support.judge_script import step_of

SETTINGS = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
TEXT = st.text(max_size=120) | st.sampled_from(["", " ", "\n\t", "\x00", "\u202e\u200b", "東京 Москва 🙂", "a" * 3000])


def judge_reply(messages) -> dict:
    """A well-formed verdict for any texts: one unit each side, matched semantically."""
    step = step_of(messages[1]["content"])
    if step == "extract":
        return {"ground_truth_units": ["ground truth"], "output_units": ["output"]}
    if step == "analyse":
        match = {"ground_truth_unit": "ground truth", "output_unit": "output", "match_type": "semantic"}
        return {"matches": [match], "contradictions": [], "extra_info": []}
    return {"reason": "scripted"}


@pytest.fixture(scope="module")
def tiny(tmp_path_factory) -> dict:
    from tests.support.tinymodels import bi_encoder_dir, cross_encoder_dir

    root = tmp_path_factory.mktemp("props")
    return {"ce": cross_encoder_dir(root / "ce"), "bi": bi_encoder_dir(root / "bi")}


def factories(tiny: dict) -> dict[str, Callable[[], Metric]]:
    fake = FakeEmbeddings(32)
    special: dict[str, Callable[[], Metric]] = {
        "cross-encoder": lambda: get_metric("cross-encoder", model=str(tiny["ce"])),
        "sas": lambda: get_metric("sas", model=str(tiny["ce"])),
        "llm-judge": lambda: get_metric("llm-judge", llm=FakeChat(handler=judge_reply)),
    }
    return {name: special.get(name, lambda name=name: get_metric(name, model=fake)) for name in available_metrics()}


@pytest.fixture(scope="module")
def metrics(tiny) -> dict[str, Metric]:
    return {name: make() for name, make in factories(tiny).items()}


def check(metric: Metric, expected: str, actual: str) -> float | None:
    try:
        report = evaluate([{"expected_output": expected, "actual_output": actual}], [metric], progress=False)
    except InputErrors as exc:  # the one documented refusal: llm-judge needs a non-blank ground truth
        assert metric.name == "llm-judge" and not expected.strip(), str(exc)
        assert "field 'expected_output'" in str(exc)
        return None
    result = report.items[0].results[metric.name]
    assert result.status == "ok", f"{metric.name}: {result.error}"
    assert result.score is not None and math.isfinite(result.score) and 0.0 <= result.score <= 1.0
    assert result.raw_score is None or not math.isnan(result.raw_score)
    return result.score


@pytest.mark.parametrize("name", available_metrics())
def test_scores_are_in_range_for_any_texts(metrics, name) -> None:
    metric = metrics[name]

    @SETTINGS
    @given(expected=TEXT, actual=TEXT)
    @example(expected="", actual="")
    @example(expected="x", actual="")
    def run(expected: str, actual: str) -> None:
        check(metric, expected, actual)

    run()


@pytest.mark.parametrize("name", ["cosine", "reference-match", "bertscore"])
def test_identical_texts_score_one(metrics, name) -> None:
    metric = metrics[name]

    @SETTINGS
    @given(text=TEXT)
    def run(text: str) -> None:
        assert check(metric, text, text) == pytest.approx(1.0, abs=1e-5)

    run()


def test_identical_texts_score_one_with_contextual_bertscore(tiny) -> None:
    metric = get_metric("bertscore", model=str(tiny["bi"]))

    @settings(max_examples=15, deadline=None)
    @given(text=TEXT)
    def run(text: str) -> None:
        assert check(metric, text, text) == pytest.approx(1.0, abs=1e-5)

    run()


def test_lone_surrogates_and_nul_bytes_do_not_escape(metrics) -> None:
    """NUL bytes are text: a score or an error result. Lone surrogates are text Python can hold but no report
    can (UTF-8 refuses them): refused before any work, naming the record and the field, never a crash later."""
    from answersim.errors import InputErrors

    for metric in metrics.values():
        report = evaluate([{"expected_output": "a\x00b", "actual_output": "a\x00\x00b"}], [metric], progress=False)
        result = report.items[0].results[metric.name]
        assert result.status in ("ok", "error")
        assert result.score is None or (math.isfinite(result.score) and 0.0 <= result.score <= 1.0)
        with pytest.raises(InputErrors, match="record #0: field 'expected_output': holds a lone surrogate"):
            evaluate([{"expected_output": "a\ud800b", "actual_output": "a\x00\udfffb"}], [metric], progress=False)
