"""Bounded memory and throughput of ``answersim eval --stream``; prints a markdown table.

    .venv/bin/python benchmarks/streaming.py                          # 1,000,000 fake rows, 100,000 real
    .venv/bin/python benchmarks/streaming.py --rows 20000 --real-rows 2000   # a quick check

1. ``answersim eval ROWS.jsonl --provider fake --stream``: peak RSS must stay under 1 GB.
2. The bundled model (engine onnx) on REAL_ROWS rows, streaming vs the in-memory path: throughput.
Texts are generated (seeded) from a small vocabulary, so there are many distinct texts and repeats.
Each command runs as its own process; peak RSS comes from ``os.wait4``.
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
    "the",
    "a",
    "model",
    "answer",
    "question",
    "paris",
    "france",
    "capital",
    "river",
    "city",
    "north",
    "south",
    "old",
    "new",
    "large",
    "small",
    "first",
    "last",
    "year",
    "war",
    "king",
    "queen",
    "church",
    "law",
    "court",
    "water",
    "energy",
    "light",
    "music",
    "film",
    "book",
    "school",
]


def generate(path: Path, rows: int, seed: int = 0) -> None:
    rng = random.Random(seed)
    with open(path, "w", encoding="utf-8") as fh:
        for i in range(rows):
            ref = " ".join(rng.choices(WORDS, k=rng.randint(3, 14)))
            ans = " ".join(rng.choices(WORDS, k=rng.randint(3, 14)))
            fh.write(json.dumps({"id": str(i), "expected_output": ref, "actual_output": ans}) + "\n")


def measure(args: list[str]) -> tuple[float, float]:
    """(wall seconds, peak RSS MB) of one process."""
    start = time.perf_counter()
    proc = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) != 0:
        raise SystemExit(f"failed: {' '.join(args)}\n{proc.stderr.read().decode()[-2000:]}")
    return wall, usage.ru_maxrss / 1024


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rows", type=int, default=1_000_000, help="rows for the fake-provider memory run")
    parser.add_argument("--real-rows", type=int, default=100_000, help="rows for the real-model throughput run")
    parser.add_argument("--engine", default="onnx")
    parser.add_argument("--out", type=Path)
    args = parser.parse_args(argv)
    answersim = str(Path(sys.executable).parent / "answersim")
    common = ["--metric", "cosine", "--no-cache", "--no-progress", "-q"]
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        big, small = Path(tmp) / "big.jsonl", Path(tmp) / "small.jsonl"
        generate(big, args.rows)
        wall, rss = measure(
            [answersim, "eval", str(big), "--provider", "fake", "--stream", "-o", f"{tmp}/o1.jsonl", *common]
        )
        rows.append(("fake, --stream", args.rows, wall, rss))
        big.unlink()
        generate(small, args.real_rows, seed=1)
        engine = ["--engine", args.engine]
        wall, rss = measure([answersim, "eval", str(small), "--stream", "-o", f"{tmp}/o2.jsonl", *engine, *common])
        rows.append((f"{args.engine}, --stream", args.real_rows, wall, rss))
        wall, rss = measure([answersim, "eval", str(small), "-o", f"{tmp}/o3.json", *engine, *common])
        rows.append((f"{args.engine}, in memory", args.real_rows, wall, rss))
    stamp = datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    lines = [
        f"## answersim eval: streaming ({stamp}, {os.cpu_count()} CPUs)",
        "",
        "| run | rows | wall s | rows/s | peak RSS MB |",
        "|---|---|---|---|---|",
    ]
    lines += [f"| {name} | {n:,} | {wall:.1f} | {n / wall:,.0f} | {rss:,.0f} |" for name, n, wall, rss in rows]
    ratio = (rows[1][1] / rows[1][2]) / (rows[2][1] / rows[2][2])
    lines += [
        "",
        f"Streaming throughput / in-memory throughput: {ratio:.2f} (target ≥ 0.90); fake-run RSS target < 1024 MB.",
    ]
    text = "\n".join(lines) + "\n"
    print(text)
    out = args.out or ROOT / "benchmarks" / "results" / f"streaming-{datetime.now(timezone.utc):%Y%m%d-%H%M}.md"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
