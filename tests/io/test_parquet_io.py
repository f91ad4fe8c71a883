"""Parquet everywhere a file goes: Parquet files, directories and globs in; one row per case out; column mapping."""

from __future__ import annotations

import json

import pytest

pa = pytest.importorskip("pyarrow")
pq = pytest.importorskip("pyarrow.parquet")

from answersim import evaluate  # noqa: E402
from answersim.cli.main import main  # noqa: E402
from answersim.errors import ConfigError  # noqa: E402
from answersim.io.mapping import parse_mapping  # noqa: E402
from answersim.io.sources import read_source, read_source_cases  # noqa: E402

LOGS = [
    {"id": "a", "response": "Paris is the capital of France", "gold": "The capital of France is Paris", "user": 7},
    {"id": "b", "response": "It was founded in 1999", "gold": "The company was founded in 2001", "user": 8},
    {"id": "c", "response": "Returns within 30 days", "gold": "You may return items within a month", "user": 9},
]
MAP = ["--map", "actual_output=response", "--map", "expected_output=gold"]


def contract(row: dict) -> dict:
    return {"id": row["id"], "actual_output": row["response"], "expected_output": row["gold"]}


def test_mapping_reads_real_log_columns_and_keeps_the_others_as_metadata(tmp_path):
    path = tmp_path / "logs.parquet"
    pq.write_table(pa.Table.from_pylist(LOGS), path)
    cases = [c for _, c in read_source_cases(path, mapping={"actual_output": "response", "expected_output": "gold"})]
    assert [c.actual_output for c in cases] == [r["response"] for r in LOGS]
    assert [c.expected_output for c in cases] == [r["gold"] for r in LOGS]
    assert [c.metadata for c in cases] == [{"user": r["user"]} for r in LOGS]


def test_a_missing_mapped_column_is_an_error_naming_the_row_and_field(tmp_path):
    path = tmp_path / "logs.parquet"
    pq.write_table(pa.Table.from_pylist(LOGS), path)
    with pytest.raises(Exception, match=r"record #1.*actual_output"):
        list(read_source_cases(path, mapping={"actual_output": "answer", "expected_output": "gold"}))


@pytest.mark.parametrize("bad", ["actual_output", "answer=response", "actual_output=a,expected_output=a"])
def test_bad_mappings_are_refused_with_the_fix(bad):
    with pytest.raises(ConfigError):
        parse_mapping(bad.split(","))


def test_directories_and_globs_of_parquet_and_jsonl_are_read_in_order_with_places_named(tmp_path):
    folder = tmp_path / "logs"
    folder.mkdir()
    pq.write_table(pa.Table.from_pylist(LOGS[:2]), folder / "part-0.parquet")
    (folder / "part-1.jsonl").write_text(json.dumps(LOGS[2]) + "\n", encoding="utf-8")
    (folder / "_SUCCESS").write_text("", encoding="utf-8")
    for source in (folder, str(folder / "part-*")):
        numbered = list(read_source(source, mapping={"actual_output": "response", "expected_output": "gold"}))
        assert [n for n, _ in numbered] == ["part-0.parquet#1", "part-0.parquet#2", "part-1.jsonl:1"]
        assert [r["actual_output"] for _, r in numbered] == [r["response"] for r in LOGS]


def test_eval_parquet_in_parquet_out_equals_the_in_memory_run(tmp_path):
    source = tmp_path / "logs.parquet"
    pq.write_table(pa.Table.from_pylist(LOGS), source)
    out = tmp_path / "results.parquet"
    metrics = ["--metric", "token-f1", "--provider", "fake", "--metric", "cosine"]
    code = main(["eval", str(source), *MAP, *metrics, "-o", str(out), "-q"])
    assert code == 0
    table = pq.read_table(out).to_pylist()
    from answersim.metrics import get_metric
    from answersim.providers.embeddings.fake import FakeEmbeddings

    reference = evaluate(
        [contract(r) for r in LOGS],
        [get_metric("token-f1"), get_metric("cosine", model=FakeEmbeddings(record_texts=False))],
        progress=False,
    )
    assert [row["id"] for row in table] == [r["id"] for r in LOGS]
    assert [row["user"] for row in table] == [r["user"] for r in LOGS]  # extra columns come back as columns
    for row, item in zip(table, reference.items):
        for metric in ("token-f1", "cosine"):
            assert row[f"{metric}_score"] == pytest.approx(item.results[metric].score, abs=1e-9)
            assert row[f"{metric}_status"] == "ok" and row[f"{metric}_error"] is None
            assert row[f"{metric}_flags"] == item.results[metric].details.get("checks", {}).get("flags", [])
    assert "numbers" in table[1]["cosine_flags"]  # 1999 vs 2001: cosine runs the blind-spot checks


def test_a_directory_output_gets_part_files(tmp_path):
    source = tmp_path / "logs.parquet"
    pq.write_table(pa.Table.from_pylist(LOGS), source)
    out = tmp_path / "results"
    out.mkdir()
    assert main(["eval", str(source), *MAP, "--metric", "token-f1", "-o", f"{out}/", "-q"]) == 0
    assert sorted(p.name for p in out.iterdir()) == ["part-00000.parquet"]
    assert pq.read_table(out)["id"].to_pylist() == ["a", "b", "c"]


def test_flags_come_from_the_checks_in_details():
    from answersim.io.results_table import flags_of
    from answersim.results import MetricResult

    result = MetricResult("cosine", 0.9, details={"checks": {"flags": ["numbers", "negation"]}})
    assert flags_of(result) == ["numbers", "negation"]
    assert flags_of(MetricResult("cosine", 0.9)) == []


def test_jsonl_shards_for_ray_name_each_line_and_a_bad_line_is_an_error_result(tmp_path):
    from answersim.integrations.ray.batch import score_table
    from answersim.integrations.ray.shards import plan_shards, read_shard
    from answersim.runner.core import Runner

    lines = [json.dumps(r) for r in LOGS]
    path = tmp_path / "logs.jsonl"
    path.write_text(f"{lines[0]}\n\n{lines[1]}\n{{not json\n{lines[2]}\n", encoding="utf-8")
    shards = plan_shards(path, rows_per_shard=2)
    assert [(s.line, s.rows, s.first_index) for s in shards] == [(1, 2, 0), (4, 2, 2)]
    table, where = read_shard(shards[1])
    assert where == ["logs.jsonl:4", "logs.jsonl:5"]
    runner = Runner(["token-f1"], progress=False)
    scored = score_table(
        table, runner, {"actual_output": "response", "expected_output": "gold"}, where=where.__getitem__
    )
    rows = scored.to_pylist()
    assert rows[0]["token-f1_status"] == "error" and "logs.jsonl:4" in rows[0]["token-f1_error"]
    assert rows[1]["id"] == "c" and rows[1]["token-f1_status"] == "ok"


def test_without_the_extras_the_error_names_them(monkeypatch):
    import sys

    from answersim.integrations.ray.runtime import require_ray
    from answersim.io.parquet import require_pyarrow

    monkeypatch.setitem(sys.modules, "ray", None)
    monkeypatch.setitem(sys.modules, "pyarrow", None)
    with pytest.raises(ConfigError, match=r"answersim\[ray\]"):
        require_ray()
    with pytest.raises(ConfigError, match=r"answersim\[parquet\]"):
        require_pyarrow()


def test_the_base_import_loads_neither_ray_nor_pyarrow():
    import subprocess
    import sys

    code = (
        "import answersim, answersim.cli.main, answersim.integrations.ray, sys; "
        "print('ray' in sys.modules, 'pyarrow' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.split() == ["False", "False"]
