"""Seed 004 (Mastra's Answer Similarity scorer): its defaults, its formula and the issue-20 table, through the
pure scorer, the metric against a real OpenAI-compatible chat server on 127.0.0.1, and the CLI flags.

Expected numbers are worked by hand from Mastra's formula (credit exact 1 + b, semantic s, partial s/2,
missing -m; sum / (N (1 + b)); minus contradictions and capped extras; clamp; × scale; round half up to 2dp).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from answersim.cli.main import main
from answersim.metrics.llm_judge import LLMJudge
from answersim.providers.llm.scoring import JudgeOptions, similarity_score
from tests.support.judge_script import PARAPHRASE, PARTIAL, Scenario, chat_handler
from tests.support.servers import LocalServer

KEY_ENV = "ANSWERSIM_TEST_SEED4_KEY"


def analysis(*types: str, contradictions: int = 0, extra: int = 0) -> dict:
    return {
        "matches": [{"ground_truth_unit": f"u{i}", "match_type": t} for i, t in enumerate(types)],
        "contradictions": [{"output_unit": "x", "ground_truth_unit": "u0"}] * contradictions,
        "extra_info": [f"extra {i}" for i in range(extra)],
    }


def test_defaults_are_the_seeds() -> None:
    assert JudgeOptions().to_dict() == {
        "require_ground_truth": True,
        "semantic_threshold": 0.8,
        "exact_match_bonus": 0.2,
        "missing_penalty": 0.15,
        "contradiction_penalty": 1.0,
        "extra_info_penalty": 0.05,
        "scale": 1.0,
        "formula": "mastra",
    }


@pytest.mark.parametrize(
    ("units", "mastra", "mean_credit"),
    [
        (analysis("semantic"), 0.67, 0.80),  # 0.8 / 1.2
        (analysis("partial"), 0.33, 0.40),  # 0.4 / 1.2
        (analysis("exact", "exact", "missing"), 0.63, 0.65),  # (1.2 + 1.2 - 0.15) / 3.6 = 0.625, half up
        (analysis("semantic", extra=2), 0.57, 0.70),  # 0.8 / 1.2 - 2 * 0.05
    ],
)
def test_the_issue_table(units: dict, mastra: float, mean_credit: float) -> None:
    assert similarity_score(units, JudgeOptions())["score"] == mastra  # rounded: exact equality is the point
    assert similarity_score(units, JudgeOptions(formula="mean-credit"))["score"] == pytest.approx(mean_credit)


def test_rounding_makes_point_eight_minus_point_three_pass_a_half_threshold() -> None:
    units = analysis("exact", "exact", "semantic", "semantic", "semantic", contradictions=3)  # base 4.8 / 6 = 0.8
    assert (1.2 + 1.2 + 0.8 + 0.8 + 0.8) / 6 - 3 * 0.1 < 0.5  # the floating-point trap: 0.4999999999999999
    out = similarity_score(units, JudgeOptions(contradiction_penalty=0.1))
    assert out["score"] == 0.5 and out["unscaled"] >= 0.5
    one_exact = similarity_score(analysis("exact", contradictions=3), JudgeOptions(contradiction_penalty=0.1))
    assert one_exact["score"] == 0.7


def test_scale_penalties_and_clamping() -> None:
    assert similarity_score(analysis("exact", contradictions=1), JudgeOptions())["score"] == 0.0
    assert similarity_score(analysis("missing", "missing"), JudgeOptions())["score"] == 0.0  # negative sum → 0
    assert similarity_score(analysis("semantic"), JudgeOptions(scale=10))["score"] == 6.67
    assert similarity_score(analysis("exact", extra=10), JudgeOptions())["score"] == 0.8  # extras capped at 0.2
    assert similarity_score(analysis(), JudgeOptions())["score"] == 0.0


EXTRAS = Scenario(
    "The capital of France is Paris.",
    "Paris, a city of two million on the Seine, is the capital of France.",
    ["capital of France is Paris"],
    ["Paris is the capital", "two million people", "on the Seine"],
    ["semantic"],
    extra_info=["two million people", "on the Seine"],
)


@pytest.fixture
def server(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv(KEY_ENV, "sk-seed4")
    with LocalServer() as srv:
        srv.stub.chat_handler = chat_handler([PARAPHRASE, PARTIAL, EXTRAS])
        yield srv


def test_the_metric_reproduces_the_table_through_a_real_chat_server(server: LocalServer) -> None:
    judge = LLMJudge(llm_model="m", llm_base_url=server.base_url, llm_api_key_env=KEY_ENV, threshold=0.6)
    scores = [judge.score(s.ground_truth, s.output) for s in (PARAPHRASE, PARTIAL, EXTRAS)]
    assert [r.score for r in scores] == [0.67, 0.63, 0.57]
    assert [r.passed for r in scores] == [True, True, False]
    assert scores[0].details["score_breakdown"]["formula"] == "mastra"


def test_cli_flags_set_every_option_and_the_chat_price_becomes_cost(
    server: LocalServer, capsys: pytest.CaptureFixture, tmp_path: Path
) -> None:
    base = ["score", "--metric", "llm-judge", "--llm-base-url", server.base_url, "--llm-model", "m"]
    base += ["--llm-api-key-env", KEY_ENV, "--no-cache", "--json"]
    flags = ["--semantic-threshold", "0.6", "--exact-match-bonus", "0", "--missing-penalty", "0.1"]
    flags += ["--contradiction-penalty", "0.5", "--extra-info-penalty", "0.1", "--scale", "2"]
    flags += ["--no-require-ground-truth", "--llm-price-per-1k", "0.001,0.002"]
    assert main([*base, *flags, EXTRAS.ground_truth, EXTRAS.output]) == 0
    result = json.loads(capsys.readouterr().out)["llm-judge"]
    options = result["details"]["options"]
    assert options == {
        "require_ground_truth": False,
        "semantic_threshold": 0.6,
        "exact_match_bonus": 0.0,
        "missing_penalty": 0.1,
        "contradiction_penalty": 0.5,
        "extra_info_penalty": 0.1,
        "scale": 2.0,
        "formula": "mastra",
    }
    assert result["score"] == pytest.approx(0.8)  # (0.6 / 1 - 2 * 0.1) * 2
    # the stub counts 100 prompt + 20 completion tokens per call, three calls; $1 / $2 per 1M tokens
    assert result["usage"]["cost_usd"] == pytest.approx(3 * (100 * 1.0 + 20 * 2.0) / 1e6)
    assert main([*base, "--judge-formula", "mean-credit", PARAPHRASE.ground_truth, PARAPHRASE.output]) == 0
    assert json.loads(capsys.readouterr().out)["llm-judge"]["score"] == pytest.approx(0.8)
