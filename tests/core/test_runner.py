"""The runner: each unique text embedded once per model, failures confined to their items, callbacks,
targets, and usage that adds up."""

from __future__ import annotations

import asyncio
import random

import pytest

from answersim import Cosine, FakeEmbeddings, ReferenceMatch, aevaluate, evaluate
from answersim.errors import ProviderError
from answersim.results import Usage


def make_cases(n: int, vocabulary: int = 50, seed: int = 1) -> list[dict]:
    rng = random.Random(seed)
    words = [f"answer {i}" for i in range(vocabulary)]
    return [
        {
            "id": f"c{i}",
            "expected_output": rng.choice(words),
            "actual_output": rng.choice(words),
            "references": [rng.choice(words), rng.choice(words)],
        }
        for i in range(n)
    ]


def test_each_distinct_text_embedded_once_across_metrics_and_items() -> None:
    client = FakeEmbeddings(16, batch_size=64)
    cases = make_cases(1000)
    report = evaluate(cases, [Cosine(client), ReferenceMatch(client)], progress=False)
    distinct = {t for c in cases for t in (c["expected_output"], c["actual_output"], *c["references"])}
    assert len(client.texts_embedded) == len(distinct)
    assert set(client.texts_embedded) == distinct
    assert client.calls == -(-len(distinct) // 64)
    assert all(r.status == "ok" for item in report.items for r in item.results.values())


def test_scores_do_not_depend_on_batching_or_neighbours() -> None:
    cases = make_cases(40)
    alone = [evaluate([c], [Cosine(FakeEmbeddings(16))]).items[0].results["cosine"].score for c in cases[:5]]
    together = evaluate(cases, [Cosine(FakeEmbeddings(16, batch_size=3))]).scores("cosine")[:5]
    assert together == pytest.approx(alone)


class FlakyEmbeddings(FakeEmbeddings):
    """Fails on one poisoned text, whatever batch it arrives in."""

    def embed_batch(self, texts):
        if "poison" in texts:
            raise ProviderError("the endpoint rejected an input")
        return super().embed_batch(texts)


def test_a_failure_is_confined_to_the_items_that_needed_it() -> None:
    cases = make_cases(30)
    cases[17]["actual_output"] = "poison"
    report = evaluate(cases, [Cosine(FlakyEmbeddings(16))], progress=False)
    statuses = [i.results["cosine"].status for i in report.items]
    assert statuses.count("error") == 1 and statuses[17] == "error"
    assert "rejected" in report.items[17].results["cosine"].error
    assert report.aggregates["cosine"].count == 29 and report.aggregates["cosine"].errors == 1


def test_metric_exception_on_one_item_keeps_the_others() -> None:
    class Picky(Cosine):
        def compute(self, case, resolved):
            if case.id == "c3":
                raise RuntimeError("boom")
            return super().compute(case, resolved)

    report = evaluate(make_cases(10), [Picky(FakeEmbeddings(8))])
    assert report.items[3].results["cosine"].status == "error"
    assert "RuntimeError: boom" in report.items[3].results["cosine"].error
    assert sum(i.results["cosine"].status == "ok" for i in report.items) == 9


def test_on_item_callback_fires_in_order() -> None:
    seen = []
    evaluate(make_cases(12), [Cosine(FakeEmbeddings(8))], on_item=lambda item: seen.append(item.id), chunk_size=5)
    assert seen == [f"c{i}" for i in range(12)]


def test_target_produces_actual_output_and_its_failures_are_recorded() -> None:
    def agent(question: str) -> str:
        if question == "explode":
            raise ValueError("agent crashed")
        return {"content": question.upper()}  # type: ignore[return-value]  # agents return messages too

    cases = [{"input": "paris", "expected_output": "PARIS"}, {"input": "explode", "expected_output": "x"}]
    report = evaluate(cases, [Cosine(FakeEmbeddings(8))], target=agent)
    assert report.items[0].case.actual_output == "PARIS"
    assert report.items[0].results["cosine"].score == pytest.approx(1.0)
    assert report.items[1].results["cosine"].status == "error"
    assert "agent crashed" in report.items[1].results["cosine"].error


def test_aevaluate_runs_async_targets_concurrently() -> None:
    active = peak = 0
    wave = asyncio.Event()  # set once four agents run at once; the first four wait for it, not for a clock

    async def agent(question: str) -> str:
        nonlocal active, peak
        active += 1
        peak = max(peak, active)
        if active == 4:
            wave.set()
        await asyncio.wait_for(wave.wait(), 60)
        active -= 1
        if question == "q3":
            raise TimeoutError("slow agent")
        return question

    cases = [{"input": f"q{i}", "expected_output": f"q{i}"} for i in range(10)]
    report = asyncio.run(aevaluate(cases, [Cosine(FakeEmbeddings(8))], target=agent, concurrency=4))
    assert peak == 4
    assert report.items[0].results["cosine"].score == pytest.approx(1.0)
    assert report.items[3].results["cosine"].status == "error"
    assert "slow agent" in report.items[3].results["cosine"].error


def test_item_usage_adds_up_to_the_run_total() -> None:
    report = evaluate(make_cases(200), [Cosine(FakeEmbeddings(8)), ReferenceMatch(FakeEmbeddings(8))])
    summed = sum((i.usage for i in report.items), Usage())
    assert summed.tokens == pytest.approx(report.total_usage.tokens)
    assert summed.calls == pytest.approx(report.total_usage.calls)
    assert report.total_usage.tokens > 0


def test_report_aggregates_match_numpy() -> None:
    import numpy as np

    report = evaluate(make_cases(100), [Cosine(FakeEmbeddings(8), mapping="affine", threshold=0.5)])
    scores = np.array(report.scores("cosine"))
    agg = report.aggregates["cosine"]
    assert agg.mean == pytest.approx(scores.mean())
    assert agg.median == pytest.approx(np.median(scores))
    assert agg.p95 == pytest.approx(np.percentile(scores, 95))
    assert agg.pass_rate == pytest.approx((scores >= 0.5).mean())


def test_duplicate_metric_names_are_refused() -> None:
    from answersim.errors import ConfigError

    with pytest.raises(ConfigError, match="name="):
        evaluate(make_cases(1), [Cosine(FakeEmbeddings(8)), Cosine(FakeEmbeddings(8))])
    report = evaluate(make_cases(1), [Cosine(FakeEmbeddings(8)), Cosine(FakeEmbeddings(8), name="cosine-b")])
    assert report.metrics == ["cosine", "cosine-b"]


def test_fake_client_without_record_keeps_no_texts_and_gives_the_same_vectors() -> None:
    """The CLI's fake provider runs millions of rows: its record of texts must be off and change nothing else."""
    recording, silent = FakeEmbeddings(16), FakeEmbeddings(16, record_texts=False)
    cases = make_cases(50)
    scores = [
        [item.results["cosine"].score for item in evaluate(cases, [Cosine(c)], progress=False).items]
        for c in (recording, silent)
    ]
    assert scores[0] == scores[1]
    assert recording.texts_embedded and silent.texts_embedded == []
    assert silent.calls == recording.calls > 0
