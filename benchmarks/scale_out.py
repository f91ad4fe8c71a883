"""One process vs ``answersim eval --ray`` (local Ray, N workers) on the same Parquet file; prints a markdown table.

    python benchmarks/scale_out.py                                      # 200,000 rows, token-f1 + fake cosine
    python benchmarks/scale_out.py --rows 5000 --metric cosine          # the bundled model (onnx)

Both paths read the same Parquet file and write Parquet (``--no-cache``: every row is computed). Each command
is its own process: its wall time and peak RSS come from ``os.wait4``; each Ray actor reports its own peak RSS.
Ray is also run on a quarter of the rows, to show whether the driver's memory grows with the input. The last
line gives the largest score difference between the two outputs, joined on the row index.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import tempfile
import time
from datetime import datetime, timezone
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
WORDS = [
    *("the", "a", "model", "answer", "question", "paris", "france", "capital", "river", "city", "north", "south"),
    *("old", "new", "large", "small", "first", "last", "year", "war", "king", "queen", "church", "law", "court"),
    *("water", "energy", "light", "music", "film", "book", "school", "1999", "2001", "not", "never"),
]


def generate(path: Path, rows: int, seed: int = 0) -> None:
    """Seeded log-like rows (``response``/``gold`` columns), written a row group at a time."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    rng = random.Random(seed)
    schema = pa.schema([("id", pa.string()), ("response", pa.string()), ("gold", pa.string())])
    with pq.ParquetWriter(path, schema) as w:
        for start in range(0, rows, 50_000):
            n = min(50_000, rows - start)
            w.write_table(
                pa.table(
                    {
                        "id": [str(i) for i in range(start, start + n)],
                        "response": [" ".join(rng.choices(WORDS, k=rng.randint(3, 14))) for _ in range(n)],
                        "gold": [" ".join(rng.choices(WORDS, k=rng.randint(3, 14))) for _ in range(n)],
                    }
                )
            )


def measure(args: list[str]) -> tuple[float, float, str]:
    """(wall seconds, peak RSS MB from wait4, stdout) of one process."""
    with tempfile.TemporaryFile("w+") as out, tempfile.TemporaryFile("w+") as err:
        start = time.perf_counter()
        proc = subprocess.Popen(args, stdout=out, stderr=err, text=True)
        _, status, usage = os.wait4(proc.pid, 0)
        wall = time.perf_counter() - start
        out.seek(0)
        err.seek(0)
        if os.waitstatus_to_exitcode(status) != 0:
            raise SystemExit(f"failed: {' '.join(args)}\n{err.read()[-3000:]}")
        return wall, usage.ru_maxrss / 1024, out.read()


def max_delta(single: Path, many: Path, metrics: list[str]) -> float:
    import numpy as np
    import pyarrow.parquet as pq

    columns = ["index"] + [f"{m}_score" for m in metrics]
    a = pq.read_table(single, columns=columns).sort_by("index")
    b = pq.read_table(many, columns=columns).sort_by("index")
    if a["index"].to_pylist() != b["index"].to_pylist():
        raise SystemExit("the two outputs do not hold the same rows")
    return max(
        float(np.nanmax(np.abs(a[c].to_numpy(zero_copy_only=False) - b[c].to_numpy(zero_copy_only=False))))
        for c in columns[1:]
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rows", type=int, default=200_000)
    parser.add_argument(
        "--metric", action="append", help="metric(s) to run (default: token-f1 and cosine on fake embeddings)"
    )
    parser.add_argument("--provider", default=None, help="embedding provider (default: fake unless --metric given)")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--shard-rows", type=int, default=10_000)
    parser.add_argument("--out", type=Path)
    args = parser.parse_args(argv)
    metrics = args.metric or ["token-f1", "cosine"]
    provider = args.provider or ("fake" if not args.metric else "local")
    cli = [sys.executable, "-m", "answersim", "eval"]
    flags = [f for m in metrics for f in ("--metric", m)] + ["--provider", provider, "--no-cache", "-q"]
    flags += ["--map", "actual_output=response", "--map", "expected_output=gold"]
    env_note = f"ANSWERSIM_THREADS={os.environ.get('ANSWERSIM_THREADS', 'physical cores')}"
    results = []
    with tempfile.TemporaryDirectory() as tmp:
        data, quarter = Path(tmp) / "in.parquet", Path(tmp) / "quarter.parquet"
        generate(data, args.rows)
        generate(quarter, args.rows // 4, seed=1)
        single = Path(tmp) / "single.parquet"
        wall, rss, _ = measure([*cli, str(data), *flags, "-o", str(single)])
        results.append(("one process", args.rows, wall, None, rss, "-"))
        ray = ["--ray", "--ray-workers", str(args.workers), "--ray-shard-rows", str(args.shard_rows), "--json"]
        runs = ((f"--ray, {args.workers} workers", data, args.rows), ("--ray, ¼ rows", quarter, args.rows // 4))
        for name, source, rows in runs:
            out = Path(tmp) / f"ray-{rows}"
            wall, _, stdout = measure([*cli, str(source), *flags, *ray, "-o", str(out)])
            facts = json.loads(stdout.strip().splitlines()[-1])["ray"]
            rss = facts["driver_peak_rss_mb"]
            workers = ", ".join(f"{mb:,.0f}" for mb in facts["workers_peak_rss_mb"])
            results.append((name, rows, wall, wall - facts["startup_s"], rss, workers))
            if rows == args.rows:
                delta = max_delta(single, out, metrics)
    stamp = datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    lines = [
        f"## answersim eval: one process vs --ray ({stamp}, {os.cpu_count()} CPUs, metrics {', '.join(metrics)}, "
        f"provider {provider}, {env_note})",
        "",
        "| run | rows | wall s | rows/s | rows/s without Ray start-up | driver / process peak RSS MB "
        "| actor peak RSS MB |",
        "|---|---|---|---|---|---|---|",
    ]
    for name, rows, wall, scoring, rss, workers in results:
        net = "-" if scoring is None else f"{rows / scoring:,.0f}"
        lines.append(f"| {name} | {rows:,} | {wall:.1f} | {rows / wall:,.0f} | {net} | {rss:,.0f} | {workers} |")
    one, many = results[0], results[1]
    lines += [
        "",
        f"Ray / one process throughput: {(many[1] / many[2]) / (one[1] / one[2]):.2f} end to end, "
        f"{(many[1] / many[3]) / (one[1] / one[2]):.2f} without Ray's start-up (target ≥ 0.85).",
        f"max |Δ score| between the two outputs: {delta:.2e} (target ≤ 1e-6).",
        "Driver peak RSS is the --ray process's own (getrusage); compare the two --ray rows for growth with the input.",
    ]
    text = "\n".join(lines) + "\n"
    print(text)
    out = args.out or ROOT / "benchmarks" / "results" / f"scale-out-{datetime.now(timezone.utc):%Y%m%d-%H%M}.md"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
