"""Seed 000 (a PHP harness's semantic metrics): cosine-embedding mapped to [0, 1] over any ``embed_many``
client, bertscore-like greedy P/R/F1 over unique tokens, and the provider's usage (tokens, cost, latency)
in each score's details and rolled up into the report — against a real OpenAI-compatible server."""

from __future__ import annotations

import numpy as np
import pytest

from answersim import Cosine, evaluate
from answersim.metrics.bertscore import BERTScore
from answersim.providers.embeddings.openai import OpenAIEmbeddings

KEY_ENV = "ANSWERSIM_TEST_SEED0_KEY"
VECTORS = {  # a user's deterministic stub: fixture lookups, as the seed suggests
    "You may return within a month": [0.9, 0.3, 0.1],
    "Returns are accepted up to 30 days": [0.8, 0.5, 0.2],
    "Our office is closed on Sundays": [-0.2, 0.1, 0.97],
}
TOKENS = {"cats": [1.0, 0.0], "sleep": [0.0, 1.0], "kittens": [0.8, 0.6], "nap": [0.28, 0.96], "often": [0.6, 0.8]}


class StubClient:
    """Only the seed's contract: ``embed_many(texts)`` → one vector per text, in order."""

    def __init__(self, table: dict[str, list[float]]) -> None:
        self.table = table

    def embed_many(self, texts: list[str]) -> list[list[float]]:
        return [self.table[t] for t in texts]


def cos(a: list[float], b: list[float]) -> float:
    x, y = np.array(a), np.array(b)
    return float(x @ y / (np.linalg.norm(x) * np.linalg.norm(y)))


def test_cosine_embedding_over_a_users_stub_is_the_cosine_mapped_to_unit_interval() -> None:
    metric = Cosine(StubClient(VECTORS))
    expected, paraphrase, unrelated = VECTORS
    close = metric.score(expected, paraphrase)
    assert close.score == pytest.approx(cos(VECTORS[expected], VECTORS[paraphrase]))
    assert 0.0 <= close.score <= 1.0
    far = metric.score(expected, unrelated)
    assert cos(VECTORS[expected], VECTORS[unrelated]) < 0 and far.score == 0.0  # mapped into [0, 1]
    assert Cosine(StubClient(VECTORS), mapping="affine").score(expected, unrelated).score == pytest.approx(
        (cos(VECTORS[expected], VECTORS[unrelated]) + 1) / 2
    )


def greedy(candidate: list[str], reference: list[str]) -> tuple[float, float, float]:
    """BERTScore by the seed's formulas, with plain loops."""
    p = sum(max(cos(TOKENS[a], TOKENS[e]) for e in reference) for a in candidate) / len(candidate)
    r = sum(max(cos(TOKENS[e], TOKENS[a]) for a in candidate) for e in reference) / len(reference)
    return p, r, 2 * p * r / (p + r)


def test_bertscore_like_greedy_precision_recall_f1_over_unique_tokens() -> None:
    metric = BERTScore(StubClient(TOKENS))
    result = metric.score("Cats sleep", "kittens nap often, kittens nap")  # repeated tokens count once
    p, r, f1 = greedy(["kittens", "nap", "often"], ["cats", "sleep"])
    assert result.details["precision"] == pytest.approx(p)
    assert result.details["recall"] == pytest.approx(r)
    assert result.score == pytest.approx(f1)


@pytest.fixture
def client(openai_server, monkeypatch: pytest.MonkeyPatch) -> OpenAIEmbeddings:
    monkeypatch.setenv(KEY_ENV, "sk-seed0")
    return OpenAIEmbeddings(
        "embed-model", base_url=openai_server.base_url, api_key_env=KEY_ENV, price_per_million_tokens=2.0
    )


def test_usage_is_in_each_scores_details_and_rolls_up_into_the_report(client, openai_server) -> None:
    cases = [
        {"expected_output": "a b c", "actual_output": "a b"},  # the stub counts one token per word
        {"expected_output": "d e", "actual_output": "f"},
    ]
    report = evaluate(cases, [Cosine(client)], progress=False)
    details = [item.results["cosine"].details["usage"] for item in report.items]
    assert [d["tokens"] for d in details] == [5, 3]
    assert [d["cost_usd"] for d in details] == pytest.approx([5 * 2.0 / 1e6, 3 * 2.0 / 1e6])
    assert all(d["latency_s"] >= 0 and d["calls"] > 0 for d in details)
    total = report.to_dict()["usage"]["total"]
    assert total["tokens"] == 8 and total["cost_usd"] == pytest.approx(8 * 2.0 / 1e6)
    assert sum(d["tokens"] for d in details) == total["tokens"]
    assert report.run_id and report.to_dict()["run_id"] == report.run_id
    assert len([r for r in openai_server.stub.requests if r.path.endswith("/embeddings")]) == 1  # one batched call
