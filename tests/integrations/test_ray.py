"""Scale-out on a real local Ray (2 CPUs, small object store, started once for this module): the same results as
one process, a killed actor costs no row, resumed runs keep their parts, the judge's limit holds across actors."""

from __future__ import annotations

import json
import os
import threading
import time
from pathlib import Path

import pytest

ray = pytest.importorskip("ray")
pa = pytest.importorskip("pyarrow")
pq = pytest.importorskip("pyarrow.parquet")

from answersim import evaluate  # noqa: E402
from answersim.cli.main import main  # noqa: E402
from answersim.integrations.ray import evaluate_dataset  # noqa: E402
from answersim.integrations.ray.shards import score_source  # noqa: E402
from answersim.integrations.ray.summary import summarise_parts  # noqa: E402
from answersim.metrics import get_metric  # noqa: E402
from answersim.metrics.cosine import Cosine  # noqa: E402
from answersim.providers.embeddings.fake import FakeEmbeddings  # noqa: E402
from tests.support.judge_script import SCENARIOS, chat_handler  # noqa: E402
from tests.support.servers import LocalServer  # noqa: E402

REPO = Path(__file__).resolve().parents[2]
MAP = {"actual_output": "response", "expected_output": "gold"}
ANSWERS = ["Paris is the capital", "It opened in 1999", "Returns within 30 days", "Not before noon", "Blue and red"]
GOLDS = ["The capital is Paris", "It opened in 2001", "You may return it within a month", "After 12:00", "Red, blue"]


def logs(n: int) -> list[dict]:
    """Rows shaped like production logs; texts repeat, as they do, so de-duplication has work to do."""
    return [{"id": f"r{i}", "response": ANSWERS[i % 5], "gold": GOLDS[(i // 5) % 5], "user": i} for i in range(n)]


def contract(row: dict) -> dict:
    return {"id": row["id"], "actual_output": row["response"], "expected_output": row["gold"]}


def three_metrics() -> list:
    """Built in each actor: the bundled model, the fake provider and a model-free metric."""
    fake = Cosine(model=FakeEmbeddings(32, record_texts=False), name="cosine-fake")
    return [get_metric("cosine"), fake, get_metric("token-f1")]


@pytest.fixture(scope="module")
def local_ray():
    before = os.environ.get("PYTHONPATH")
    # workers import answersim from this checkout and the test helpers from tests/
    os.environ["PYTHONPATH"] = os.pathsep.join(p for p in (str(REPO / "src"), str(REPO), before) if p)
    os.environ.setdefault("RAY_DATA_DISABLE_PROGRESS_BARS", "1")
    ray.init(
        address="local",  # a fresh instance even if another Ray runs on this machine
        num_cpus=2,
        include_dashboard=False,
        object_store_memory=100 * 1024 * 1024,
        log_to_driver=False,
        configure_logging=False,
    )
    yield ray
    ray.shutdown()
    if before is None:
        os.environ.pop("PYTHONPATH", None)
    else:
        os.environ["PYTHONPATH"] = before


def test_dataset_results_equal_one_process_and_a_bad_row_is_an_error(local_ray, tmp_path):
    from answersim.stores.sqlite import SQLiteCache

    rows = logs(40)
    rows.insert(17, {"id": "bad", "response": None, "gold": "x", "user": -1})
    cache = tmp_path / "shared.sqlite"
    scored = evaluate_dataset(
        ray.data.from_items(rows), three_metrics, mapping=MAP, batch_size=16, concurrency=2, cache=str(cache)
    )
    out = {row["id"]: row for row in scored.take_all()}
    # both actors wrote to one cache: 5 answers + 5 golds, once per embedding model (bundled, fake)
    assert SQLiteCache(cache).info()["entries"] == 2 * (len(ANSWERS) + len(GOLDS))
    assert sorted(out) == sorted(r["id"] for r in rows)
    assert out["r3"]["user"] == 3  # the input's columns pass through
    bad = out.pop("bad")
    for metric in ("cosine", "cosine-fake", "token-f1"):
        assert bad[f"{metric}_status"] == "error" and bad[f"{metric}_score"] is None
        assert "'actual_output'" in bad[f"{metric}_error"] and "'bad'" in bad[f"{metric}_error"]
    reference = evaluate([contract(r) for r in rows if r["id"] != "bad"], three_metrics(), progress=False)
    deltas = []
    for item in reference.items:
        for name, result in item.results.items():
            assert out[item.id][f"{name}_status"] == "ok"
            deltas.append(abs(out[item.id][f"{name}_score"] - result.score))
            assert out[item.id][f"{name}_flags"] == result.details.get("checks", {}).get("flags", [])
    assert len(deltas) == 40 * 3 and max(deltas) <= 1e-6


def crash_once(marker: str) -> list:
    """token-f1 whose actor dies (os._exit) the first time it meets case ``r23``; the marker file says it did."""
    from answersim.metrics.lexical import TokenF1

    class CrashOnce(TokenF1):
        def compute(self, case, resolved):
            if case.id == "r23" and not os.path.exists(marker):
                Path(marker).write_text(str(os.getpid()), encoding="utf-8")
                os._exit(1)
            return super().compute(case, resolved)

    return [CrashOnce()]


def test_an_actor_killed_mid_run_loses_no_row_and_duplicates_none(local_ray, tmp_path):
    source = tmp_path / "logs.parquet"
    pq.write_table(pa.Table.from_pylist(logs(60)), source, row_group_size=7)
    marker = tmp_path / "crashed"
    out = tmp_path / "out"
    outcome = score_source(source, lambda: crash_once(str(marker)), out, mapping=MAP, rows_per_shard=10, workers=2)
    assert marker.exists(), "the crash hook never ran"
    assert {k: outcome[k] for k in ("shards", "written", "kept", "rows")} == {
        "shards": 6,
        "written": 6,
        "kept": 0,
        "rows": 60,
    }
    table = pq.read_table(out, columns=["index", "id", "token-f1_status"])
    assert sorted(table["index"].to_pylist()) == list(range(60))
    assert sorted(table["id"].to_pylist()) == sorted(f"r{i}" for i in range(60))
    assert set(table["token-f1_status"].to_pylist()) == {"ok"}
    summary = summarise_parts(out, ["token-f1"], rows=60)
    assert (summary["missing"], summary["duplicated"], summary["items"]) == (0, 0, 60)


def test_cli_ray_matches_one_process_and_resumes_keeping_written_parts(local_ray, tmp_path, capsys):
    source = tmp_path / "logs.parquet"
    rows = logs(30)
    pq.write_table(pa.Table.from_pylist(rows), source)
    mapped = ["--map", "actual_output=response", "--map", "expected_output=gold"]
    common = ["eval", str(source), *mapped, "--metric", "token-f1", "--provider", "fake", "--metric", "cosine"]
    single = tmp_path / "single.parquet"
    assert main([*common, "-o", str(single), "-q"]) == 0
    capsys.readouterr()
    out = tmp_path / "ray.parquet"
    ray_args = [*common, "--ray", "--ray-workers", "2", "--ray-shard-rows", "8", "-o", str(out)]
    assert main([*ray_args, "--fail-under", "0.01"]) == 0
    printed = capsys.readouterr().out
    one = {r["id"]: r for r in pq.read_table(single).to_pylist()}
    parts = sorted(p.name for p in out.glob("part-*.parquet"))
    assert parts == [f"part-0000{i}.parquet" for i in range(4)]
    many = {r["id"]: r for r in pq.read_table(out).to_pylist()}
    assert sorted(many) == sorted(one)
    for key, row in one.items():
        for metric in ("token-f1", "cosine"):
            assert abs(many[key][f"{metric}_score"] - row[f"{metric}_score"]) <= 1e-6
    mean = sum(r["token-f1_score"] for r in one.values()) / len(one)
    assert f"token-f1: mean {mean:.4f}  (n=30, errors=0)" in printed
    flagged = summarise_parts(out, ["token-f1", "cosine"], rows=30)["flagged"]
    assert flagged["numbers"] == sum(1 for r in one.values() if "numbers" in r["token-f1_flags"] + r["cosine_flags"])
    assert flagged["numbers"] > 0  # "It opened in 1999" against "It opened in 2001"
    # the flag gate reads the same parts: no row hedges, and numbers fires
    assert "hedge" not in flagged and main([*ray_args, "--fail-on-flag", "hedge"]) == 0
    assert main([*ray_args, "--fail-on-flag", "numbers"]) == 1
    assert f"flag gate failed: rows flagged by numbers {flagged['numbers']}" in capsys.readouterr().err

    # interrupted run: one part lost, one kept (its bytes must survive untouched), then the same command again
    (out / "part-00002.parquet").unlink()
    kept = (out / "part-00001.parquet").stat().st_mtime_ns
    assert main([*ray_args, "--fail-under", "0.99"]) == 1  # the gate reads the completed output
    printed = capsys.readouterr().out
    assert "4 shard(s): 1 written, 3 kept from before" in printed
    first_id = json.loads((out / "_answersim_run.json").read_text())["run_id"]
    assert main([*ray_args, "--json"]) == 0  # the resumed run is the same run: same run_id
    assert json.loads(capsys.readouterr().out)["run_id"] == first_id and len(first_id) == 32
    assert (out / "part-00001.parquet").stat().st_mtime_ns == kept
    assert sorted(pq.read_table(out)["index"].to_pylist()) == list(range(30))


def test_the_judge_limit_holds_across_actors(local_ray, tmp_path):
    from answersim.metrics.llm_judge import LLMJudge
    from answersim.providers.http import RetryPolicy
    from answersim.providers.llm.openai import OpenAIChat

    lock, state = threading.Lock(), {"now": 0, "peak": 0, "calls": 0}
    script = chat_handler()

    def handler(body: dict):
        with lock:
            state["now"] += 1
            state["calls"] += 1
            state["peak"] = max(state["peak"], state["now"])
        time.sleep(0.15)
        with lock:
            state["now"] -= 1
        return script(body)

    with LocalServer() as server:
        server.stub.chat_handler = handler
        url = server.base_url

        def judges() -> list:  # 4 threads per actor: without a shared limit, 2 actors could send 8 at once
            client = OpenAIChat("judge-model", base_url=url, retry=RetryPolicy(max_retries=1, backoff_s=0.001))
            return [LLMJudge(client, concurrency=4)]

        rows = [
            {"id": f"j{i}", "response": s.output, "gold": s.ground_truth, "input": f"question {i}"}
            for i, s in enumerate(SCENARIOS * 4)
        ]
        scored = evaluate_dataset(
            ray.data.from_items(rows), judges, mapping=MAP, batch_size=4, concurrency=2, llm_concurrency=2
        ).take_all()
    assert sorted(r["id"] for r in scored) == sorted(r["id"] for r in rows)
    assert {r["llm-judge_status"] for r in scored} == {"ok"}
    assert state["calls"] >= 3 * len(rows)
    assert 1 <= state["peak"] <= 2


def idf_bertscore() -> list:
    """bertscore with idf over the run's references, on the fake provider (api form: one vector per word)."""
    from answersim.metrics.bertscore import BERTScore

    return [BERTScore(model=FakeEmbeddings(16, record_texts=False), idf=True)]


def test_bertscore_idf_covers_the_whole_job_not_one_batch(local_ray, tmp_path):
    rows = logs(40)
    reference = evaluate([contract(r) for r in rows], idf_bertscore(), progress=False)
    expected = {item.id: item.results["bertscore"].score for item in reference.items}
    per_batch = {}  # what per-batch idf would give: the same rows scored 8 at a time
    for start in range(0, 40, 8):
        part = evaluate([contract(r) for r in rows[start : start + 8]], idf_bertscore(), progress=False)
        per_batch.update({item.id: item.results["bertscore"].score for item in part.items})
    assert max(abs(per_batch[k] - expected[k]) for k in expected) > 1e-3  # so the check below can fail

    scored = evaluate_dataset(ray.data.from_items(rows), idf_bertscore, mapping=MAP, batch_size=8, concurrency=2)
    got = {row["id"]: row["bertscore_score"] for row in scored.take_all()}
    assert max(abs(got[k] - expected[k]) for k in expected) <= 1e-6

    source = tmp_path / "logs.parquet"
    pq.write_table(pa.Table.from_pylist(rows), source)
    score_source(source, idf_bertscore, tmp_path / "out", mapping=MAP, rows_per_shard=8, workers=2)
    table = pq.read_table(tmp_path / "out", columns=["id", "bertscore_score"]).to_pylist()
    assert max(abs(row["bertscore_score"] - expected[row["id"]]) for row in table) <= 1e-6
