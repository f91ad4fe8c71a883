"""Pairs per second of ``answer`` with and without its answer model, next to cosine; prints a markdown table.

    HF_HUB_OFFLINE=1 PYTHONPATH=src .venv/bin/python benchmarks/answer_speed.py            # 400 pairs
    HF_HUB_OFFLINE=1 PYTHONPATH=src .venv/bin/python benchmarks/answer_speed.py --pairs 942

Short QA pairs: SQuAD_SAS's answer pairs (a few words each, the issue-23 target is >= 150 pairs/s for
``answer`` on them). ``--data FILE.jsonl`` reads cases with a question instead (``input``,
``expected_output``, ``actual_output``; e.g. ``benchmarks/contrast/probe.jsonl``), where ``answer`` also embeds
the question. Each row runs in its own process on the same pairs, after a warm-up on 8 other
pairs and one unit conversion (model loading, the ONNX graph optimisation and pint's unit registry, each done
once a process, are not counted), with no persistent cache.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SAS = ROOT.parent / "shared" / "data" / "sas" / "SQuAD_SAS.csv"
ROWS = (
    ("cosine", "cosine", {}),
    ("answer without the model (before)", "answer", {"answer_model": False}),
    ("answer with the model (after)", "answer", {}),
)
CHILD = """
import csv, json, sys, time
from answersim.metrics import get_metric
from answersim.runner.core import evaluate
name, options, path, n = sys.argv[1], json.loads(sys.argv[2]), sys.argv[3], int(sys.argv[4])
if path.endswith(".jsonl"):  # cases with a question: input, expected_output, actual_output
    with open(path, encoding="utf-8") as fh:
        rows = [json.loads(line) for line in fh if line.strip()]
    keys = ("input", "expected_output", "actual_output")
    cases = [{k: r[k] for k in keys if r.get(k)} for r in rows]
else:
    with open(path, encoding="utf-8", newline="") as fh:
        rows = list(csv.reader(fh))[1:]
    cases = [{"expected_output": a, "actual_output": b} for a, b, *_ in rows]
n = min(n, len(cases))
metric = get_metric(name, **options)
warm = [*cases[-8:], {"expected_output": "two years", "actual_output": "24 months"}]  # loads pint's units too
evaluate(warm, [metric], progress=False)
clock = time.perf_counter()
report = evaluate(cases[:n], [metric], progress=False)
seconds = time.perf_counter() - clock
used = sum(1 for i in report.items if (i.results[metric.name].details or {}).get("model") == "used")
print(json.dumps({"seconds": seconds, "pairs": n, "model_used": used}))
"""


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--pairs", type=int, default=400)
    parser.add_argument("--data", type=Path, default=SAS)
    args = parser.parse_args(argv)
    env = {**os.environ, "HF_HUB_OFFLINE": "1", "PYTHONPATH": str(ROOT / "src")}
    cpu = platform.processor() or platform.machine()
    print(f"{args.pairs} pairs of {args.data.name}, {os.cpu_count()} CPU cores ({cpu})")
    print("\n| metric | pairs/s | seconds | pairs the model read |\n|---|---|---|---|")
    for label, name, options in ROWS:
        proc = subprocess.run(
            [sys.executable, "-c", CHILD, name, json.dumps(options), str(args.data), str(args.pairs)],
            capture_output=True,
            text=True,
            env=env,
            check=False,
        )
        if proc.returncode:
            print(f"| {label} | failed: {proc.stderr.strip().splitlines()[-1:]} | | |")
            continue
        result = json.loads(proc.stdout.strip().splitlines()[-1])
        rate = result["pairs"] / result["seconds"]
        print(f"| {label} | {rate:.0f} | {result['seconds']:.2f} | {result['model_used']} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
