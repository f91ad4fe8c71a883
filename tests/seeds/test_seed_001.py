"""Seed 001 (eval_lib's ReferenceMatchMetric): max/mean over references, default threshold 0.7, eval_lib's
``embedding_provider``/``model_name`` arguments, one batched embedding call per evaluation, the seed's
examples, and ``answersim score --reference`` keeping EXPECTED among the references."""

from __future__ import annotations

import json

import numpy as np
import pytest

from answersim import FakeEmbeddings, ReferenceMatch
from answersim.cli.main import main
from answersim.errors import ConfigError
from answersim.providers.embeddings.openai import OpenAIEmbeddings

REFS = ["To reset your password, navigate to Settings.", "Go to Settings > Security to change your password."]
ON_TOPIC = "Navigate to Settings > Security to reset your password."
OFF_TOPIC = "Our company was founded in 2020 and is based in San Francisco."
VECTORS = {REFS[0]: [1.0, 0.2, 0.0], REFS[1]: [0.9, 0.4, 0.1], ON_TOPIC: [0.95, 0.3, 0.05], OFF_TOPIC: [0.0, 0.1, 1.0]}


def cos(a: str, b: str) -> float:
    x, y = np.array(VECTORS[a]), np.array(VECTORS[b])
    return float(x @ y / (np.linalg.norm(x) * np.linalg.norm(y)))


def test_default_threshold_is_point_seven_and_aggregation_max() -> None:
    metric = ReferenceMatch(FakeEmbeddings(3, fixtures=VECTORS), references=REFS)
    assert metric.threshold == 0.7 and metric.aggregation == "max"
    high = metric.score(actual_output=ON_TOPIC)
    assert high.score == pytest.approx(max(cos(ON_TOPIC, r) for r in REFS)) and high.score >= 0.9
    assert high.passed is True


def test_mean_aggregation_and_the_low_score_example() -> None:
    metric = ReferenceMatch(FakeEmbeddings(3, fixtures=VECTORS), references=REFS, aggregation="mean")
    low = metric.score(actual_output=OFF_TOPIC)
    assert low.score == pytest.approx(np.mean([max(0.0, cos(OFF_TOPIC, r)) for r in REFS]))
    assert low.score < 0.5 and low.passed is False


def test_eval_lib_arguments(openai_server, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", "sk-seed1")
    monkeypatch.setenv("OPENAI_BASE_URL", openai_server.base_url)
    metric = ReferenceMatch(references=REFS, embedding_provider="openai", model_name="embed-small", threshold=0.75)
    assert isinstance(metric.embedders[0], OpenAIEmbeddings) and metric.embedders[0].model_id == "embed-small"
    result = metric.score(actual_output=ON_TOPIC)
    assert result.status == "ok"
    embeds = [r for r in openai_server.stub.requests if r.path.endswith("/embeddings")]
    assert len(embeds) == 1 and len(embeds[0].body["input"]) == 3  # all texts in one batched request
    local = ReferenceMatch(references=REFS, embedding_provider="local")
    assert local.embedders[0].model_id.endswith("all-MiniLM-L6-v2")
    with pytest.raises(ConfigError, match="'local' or 'openai'"):
        ReferenceMatch(references=REFS, embedding_provider="cohere")
    with pytest.raises(ConfigError, match="not both"):
        ReferenceMatch(FakeEmbeddings(3), references=REFS, embedding_provider="local")


def test_cli_reference_is_extra_and_expected_stays_a_reference(capsys: pytest.CaptureFixture) -> None:
    args = ["score", "--metric", "reference-match", "--provider", "fake", "--no-cache", "--json"]
    assert main([*args, "the expected answer", "the expected answer", "--reference", "something else"]) in (0, 1)
    result = json.loads(capsys.readouterr().out)["reference-match"]
    refs = [p["reference"] for p in result["details"]["per_reference"]]
    assert refs == ["the expected answer", "something else"]
    assert result["score"] == pytest.approx(1.0)  # the answer equals EXPECTED, which is kept
