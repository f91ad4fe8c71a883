"""Peak memory of scoring with ``onnx`` vs ``onnx-int8``, each engine in a fresh process; prints a markdown table.

    .venv/bin/python benchmarks/engine_memory.py                      # STS-B test pairs, cosine
    .venv/bin/python benchmarks/engine_memory.py --metric bertscore --pairs 500
    .venv/bin/python benchmarks/engine_memory.py --cold                # first use: export in the process

Each engine's export is made (and verified) first in a process of its own, so the measured processes only
score: they open the cached ONNX file, embed every text and exit. Peak RSS is the kernel's high-water mark
of the process (``ru_maxrss``); "torch" says whether anything imported it (int8 scoring must not: torch
alone costs some 400 MB). The figure that matters is int8 ≤ fp32.
"""

from __future__ import annotations

import argparse
import csv
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data" / "stsb" / "stsb-en-test.csv"

WORKER = """
import json, resource, sys, time
from answersim import evaluate
from answersim.metrics import get_metric
engine, metric, path, pairs, warm = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), sys.argv[5] == "1"
import csv
with open(path, encoding="utf-8", newline="") as fh:
    rows = [r for r in csv.reader(fh)][:pairs]
cases = [{"expected_output": a, "actual_output": b} for a, b, *_ in rows]
if warm:
    cases = cases[:2]
clock = time.perf_counter()
report = evaluate(cases, [get_metric(metric, engine=engine)], progress=False)
errors = sum(1 for item in report.items if item.results[metric].status != "ok")
print(json.dumps({
    "rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
    "torch": "torch" in sys.modules,
    "seconds": time.perf_counter() - clock,
    "items": len(cases),
    "errors": errors,
}))
"""


def measure(engine: str, metric: str, pairs: int, *, warm: bool = False, cache: str | None = None) -> dict:
    """Run the worker in a fresh interpreter (``cache``: its own model cache) and return its JSON line."""
    args = [sys.executable, "-c", WORKER, engine, metric, str(DATA), str(pairs), "1" if warm else "0"]
    env = {**os.environ, "ANSWERSIM_MODEL_CACHE": cache} if cache else None
    done = subprocess.run(args, capture_output=True, text=True, check=False, env=env)
    if done.returncode != 0:
        raise SystemExit(f"{engine}: worker failed:\n{done.stderr[-2000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--metric", default="cosine", help="cosine (sentence vectors) or bertscore (token vectors)")
    parser.add_argument("--pairs", type=int, default=1379, help="STS-B test pairs to score (all: 1379)")
    parser.add_argument("--engines", nargs="+", default=["onnx", "onnx-int8"])
    parser.add_argument(
        "--cold", action="store_true", help="each process starts from an empty model cache (export included)"
    )
    args = parser.parse_args()
    with open(DATA, encoding="utf-8", newline="") as fh:
        available = sum(1 for _ in csv.reader(fh))
    pairs = min(args.pairs, available)
    if args.cold:  # the first use: export (torch), verification, for int8 also quantisation, then scoring
        with tempfile.TemporaryDirectory() as root:
            rows = {e: measure(e, args.metric, pairs, cache=os.path.join(root, e)) for e in args.engines}
    else:
        for engine in args.engines:  # exports (and their verification) happen here, not in the measured runs
            measure(engine, args.metric, 2, warm=True)
        rows = {engine: measure(engine, args.metric, pairs) for engine in args.engines}
    state = "an empty model cache (first use: export included)" if args.cold else "the exports cached"
    print(f"Peak RSS of scoring {pairs} STS-B test pairs with `{args.metric}`, one fresh process per engine, {state}\n")
    print("| engine | peak RSS (MB) | torch imported | seconds | items | errors |")
    print("|---|---:|---|---:|---:|---:|")
    for engine, r in rows.items():
        print(
            f"| {engine} | {r['rss_mb']:.0f} | {'yes' if r['torch'] else 'no'} | {r['seconds']:.1f} | "
            f"{r['items']} | {r['errors']} |"
        )
    if {"onnx", "onnx-int8"} <= set(rows):
        verdict = "≤" if rows["onnx-int8"]["rss_mb"] <= rows["onnx"]["rss_mb"] else ">"
        print(f"\nonnx-int8 {verdict} onnx in peak RSS")


if __name__ == "__main__":
    main()
