"""File to file on Ray, the path behind ``answersim eval --ray``: the input is cut into shards of fixed row
ranges, each scored by an actor and written as its own part file, ``part-<shard>.parquet``.

A shard's name depends only on the input and ``rows_per_shard``, and a part file appears only complete (a
temporary file, then a rename), so: a retried task (its actor was killed) rewrites the same name, never a
second copy; a resumed run finds the parts already written and skips those shards; the driver holds only the
shard plan, never the rows. ``_answersim_run.json`` in the output records what the parts were computed from.
"""

from __future__ import annotations

import json
import os
import uuid
from collections.abc import Mapping
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from answersim.errors import ConfigError, InputError
from answersim.integrations.ray.batch import (
    ROW_ERROR,
    BatchScorer,
    MetricSpec,
    build_metrics,
    prepare_rows,
    score_table,
    shippable,
)
from answersim.io.parquet import (
    LINE_SUFFIXES,
    TABLE_SUFFIXES,
    expand_source,
    is_table_source,
    require_pyarrow,
)
from answersim.io.results_table import part_name, table_of_records, write_table_atomic

MANIFEST = "_answersim_run.json"


@dataclass(frozen=True)
class Shard:
    """Rows ``[start, start + rows)`` of one file (for JSONL, ``start`` is a byte offset and ``line`` its line)."""

    number: int
    file: str
    start: int
    rows: int
    first_index: int
    line: int = 0


def plan_shards(source: str | Path, rows_per_shard: int) -> list[Shard]:
    """Cut a Parquet/JSONL source into shards; reads only Parquet footers and JSONL line starts."""
    require_pyarrow()
    import pyarrow.parquet as pq

    files = expand_source(source) if is_table_source(source) else [Path(source)]
    shards: list[Shard] = []
    index = 0
    for file in files:
        suffix = file.suffix.lower()
        if suffix in TABLE_SUFFIXES:
            try:
                total = pq.ParquetFile(file).metadata.num_rows
            except Exception as exc:
                raise InputError(f"is not a readable Parquet file ({exc})", source=str(file)) from None
            for start in range(0, total, rows_per_shard):
                rows = min(rows_per_shard, total - start)
                shards.append(Shard(len(shards), str(file), start, rows, index))
                index += rows
        elif suffix in LINE_SUFFIXES:
            for offset, line, rows in _jsonl_ranges(file, rows_per_shard):
                shards.append(Shard(len(shards), str(file), offset, rows, index, line))
                index += rows
        else:
            raise ConfigError(f"{file}: --ray reads .parquet and .jsonl files; convert {suffix} files to JSON lines")
    return shards


def _jsonl_ranges(path: Path, rows_per_shard: int) -> list[tuple[int, int, int]]:
    """(byte offset, line number, records) of each run of ``rows_per_shard`` non-blank lines."""
    out: list[tuple[int, int, int]] = []
    offset = 0
    with open(path, "rb") as fh:
        for number, raw in enumerate(fh, start=1):
            if raw.strip():
                if not out or out[-1][2] == rows_per_shard:
                    out.append((offset, number, 0))
                start, line, rows = out[-1]
                out[-1] = (start, line, rows + 1)
            offset += len(raw)
    return out


def read_shard(shard: Shard) -> tuple[Any, list[str]]:
    """The shard's rows as an Arrow table, and where each row is (``file#row`` / ``file:line``) for errors."""
    require_pyarrow()
    import pyarrow.parquet as pq

    path = Path(shard.file)
    if path.suffix.lower() in TABLE_SUFFIXES:
        handle = pq.ParquetFile(path)
        groups, first, seen = [], None, 0
        for g in range(handle.metadata.num_row_groups):
            size = handle.metadata.row_group(g).num_rows
            if seen + size > shard.start and seen < shard.start + shard.rows:
                groups.append(g)
                first = seen if first is None else first
            seen += size
        table = handle.read_row_groups(groups).slice(shard.start - (first or 0), shard.rows)
        return table, [f"{path.name}#{shard.start + i + 1}" for i in range(shard.rows)]
    records, where = [], []
    with open(path, "rb") as fh:
        fh.seek(shard.start)
        number = shard.line - 1
        while len(records) < shard.rows:
            raw = fh.readline()
            number += 1
            if not raw:
                break
            if not raw.strip():
                continue
            where.append(f"{path.name}:{number}")
            records.append(_json_line(raw))
    return table_of_records(records), where


def _json_line(raw: bytes) -> dict[str, Any]:
    """One JSONL record, parsed as the hardened line reader does; a bad line becomes a row carrying its error."""
    from answersim.io.readers import loads

    try:
        record = loads(raw.decode("utf-8-sig"))
    except UnicodeDecodeError:
        return {ROW_ERROR: "is not valid UTF-8; re-save the file as UTF-8"}
    except RecursionError:
        return {ROW_ERROR: "nests too deeply; flatten it"}
    except ValueError as exc:
        return {ROW_ERROR: f"is not valid JSON ({getattr(exc, 'msg', exc)}); each line must be one JSON object"}
    if not isinstance(record, dict):
        return {ROW_ERROR: "is not a JSON object; each line must be one JSON object"}
    return record


class ShardWriter(BatchScorer):
    """The callable class of ``--ray``: per shard, read → score with this actor's runner → write the part file."""

    def __init__(
        self,
        spec: MetricSpec,
        output: str,
        mapping: Mapping[str, str] | None = None,
        cache: str | None = None,
        limiters: Mapping[str, Any] | None = None,
        threads: int = 1,
        prepared: Mapping[str, Any] | None = None,
    ) -> None:
        super().__init__(spec, mapping, cache, limiters, threads, prepared)
        self.output = Path(output)

    def __call__(self, batch: Any) -> Any:
        pa = require_pyarrow()
        done, skipped = [], []
        for row in batch.to_pylist():
            shard = Shard(**row)
            target = self.output / part_name(shard.number)
            if target.exists():  # written before this retry or by an interrupted run: keep it
                done.append(shard.number)
                skipped.append(True)
                continue
            table, where = read_shard(shard)
            scored = score_table(table, self.runner, self.mapping, where=where.__getitem__)
            index = pa.array(range(shard.first_index, shard.first_index + scored.num_rows), type=pa.int64())
            scored = scored.drop_columns([c for c in ("index", ROW_ERROR) if c in scored.column_names])
            write_table_atomic(scored.add_column(0, "index", index), target)
            done.append(shard.number)
            skipped.append(False)
        return pa.table(
            {
                "shard": pa.array(done, type=pa.int64()),
                "skipped": pa.array(skipped, type=pa.bool_()),
                "pid": pa.array([os.getpid()] * len(done), type=pa.int64()),
                "peak_rss_mb": pa.array([_peak_rss_mb()] * len(done), type=pa.float64()),
            }
        )


def _peak_rss_mb() -> float:
    """This process's peak resident memory in MB (0 where the platform does not say)."""
    try:
        import resource
    except ImportError:
        return 0.0
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def score_source(
    source: str | Path,
    metrics: MetricSpec,
    output: str | Path,
    *,
    mapping: Mapping[str, str] | None = None,
    rows_per_shard: int = 5_000,
    workers: int = 2,
    num_cpus: float = 1,
    cache: str | None = None,
    llm_concurrency: int | None = None,
) -> dict[str, Any]:
    """Score a Parquet/JSONL source into part files under ``output`` on the running Ray; resume where parts exist.

    Returns ``{"run_id", "shards", "written", "kept", "rows", "workers_peak_rss_mb"}`` (one peak per actor that
    wrote).
    Summaries come from the written parts
    (:func:`answersim.integrations.ray.summary.summarise_parts`).
    """
    import ray

    from answersim.integrations.ray.limiter import judge_limits, start_limiter
    from answersim.io.mapping import check_mapping

    spec = shippable(metrics)
    mapping = check_mapping(mapping)
    if rows_per_shard < 1:
        raise ConfigError(f"rows per shard must be >= 1, got {rows_per_shard}")
    built = build_metrics(spec)  # cheap: models load on first use, in the actors
    names = [m.name for m in built]
    out = Path(output)
    shards = plan_shards(source, rows_per_shard)
    run_id = _claim(
        out, {"source": str(source), "metrics": names, "mapping": mapping, "rows_per_shard": rows_per_shard}
    )
    for stale in out.glob(".part-*.tmp"):  # half-written parts of a killed writer
        stale.unlink(missing_ok=True)
    todo = [s for s in shards if not (out / part_name(s.number)).exists()]
    limiters = {name: start_limiter(n) for name, n in judge_limits(built, llm_concurrency).items()}
    written = 0
    peaks: dict[int, float] = {}
    if todo:
        from answersim.io.sources import read_source

        # step 0 over the whole source (not per shard), so a kept part and a new one share bertscore's idf
        prepared = prepare_rows(built, (record for _, record in read_source(source, mapping=mapping)), None)
        ds = ray.data.from_items([asdict(s) for s in todo], override_num_blocks=len(todo))
        done = ds.map_batches(
            ShardWriter,
            fn_constructor_kwargs={
                "spec": spec,
                "output": str(out),
                "mapping": mapping,
                "cache": cache,
                "limiters": limiters,
                "threads": max(1, int(num_cpus)),
                "prepared": prepared,
            },
            batch_size=1,
            batch_format="pyarrow",
            compute=ray.data.ActorPoolStrategy(size=max(1, workers)),
            num_cpus=num_cpus,
        )
        for batch in done.iter_batches(batch_format="pyarrow", batch_size=None):
            written += sum(not s for s in batch.column("skipped").to_pylist())
            for pid, mb in zip(batch.column("pid").to_pylist(), batch.column("peak_rss_mb").to_pylist()):
                peaks[pid] = max(mb, peaks.get(pid, 0.0))
    return {
        "run_id": run_id,
        "shards": len(shards),
        "written": written,
        "kept": len(shards) - len(todo),
        "rows": sum(s.rows for s in shards),
        "workers_peak_rss_mb": sorted(round(mb, 1) for mb in peaks.values()),
    }


def _claim(out: Path, run: dict[str, Any]) -> str:
    """Record what this output's parts are computed from; refuse to mix parts of a different run. Returns the
    run's ``run_id``, made when the output is first claimed and kept by every resumed run of it."""
    out.mkdir(parents=True, exist_ok=True)
    manifest = out / MANIFEST
    if manifest.exists():
        before = json.loads(manifest.read_text(encoding="utf-8"))
        run_id = before.pop("run_id", None) or uuid.uuid4().hex
        if before != run:
            changed = ", ".join(k for k in run if before.get(k) != run[k])
            raise ConfigError(
                f"{out} holds parts of another run (different {changed}); choose another --output or delete it"
            )
        return run_id
    if any(out.glob("part-*.parquet")):
        raise ConfigError(f"{out} already holds part files of an unknown run; choose another --output or delete it")
    run_id = uuid.uuid4().hex
    manifest.write_text(json.dumps({**run, "run_id": run_id}, indent=2, sort_keys=True), encoding="utf-8")
    return run_id
