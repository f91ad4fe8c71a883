"""One heavy ``/v1/score`` request against ``answersim serve``: time to answer, status, and the service's
memory before, at its peak and after, with the time limit off (600 s) and on (the given seconds).

    .venv/bin/python benchmarks/serve_heavy.py [--cases 256] [--metric bertscore] [--timeout 5]

Starts the real service (``python -m answersim serve``, bundled model) on a free 127.0.0.1 port per row,
sends one request of ``--cases`` STS-B pairs, reads VmRSS/VmHWM from /proc (Linux), prints a markdown table.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

import httpx

sys.path.insert(0, str(Path(__file__).resolve().parent))
from serve_load import free_port, sentences, start_service


def memory_mib(pid: int) -> dict[str, float]:
    """VmRSS (now) and VmHWM (peak) of a process, in MiB."""
    out = {}
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        key, _, value = line.partition(":")
        if key in ("VmRSS", "VmHWM"):
            out[key] = int(value.split()[0]) / 1024
    return out


def one_row(
    cases: list[dict[str, str]], metric: str, timeout_s: float, chars: int, serve_args: list[str]
) -> dict[str, object]:
    port = free_port()
    extra = ["--request-timeout", str(timeout_s), "--max-request-chars", str(chars), *serve_args]
    proc = start_service(port, True, extra, timeout_s=300)
    try:
        url = f"http://127.0.0.1:{port}/v1/score"
        httpx.post(url, json={"cases": cases[:2], "metrics": [metric]}, timeout=600)  # warm: model and engine loaded
        before = memory_mib(proc.pid)["VmRSS"]
        start = time.perf_counter()
        response = httpx.post(url, json={"cases": cases, "metrics": [metric]}, timeout=900)
        elapsed = time.perf_counter() - start
        time.sleep(2)  # let the stopped work wind down
        after = memory_mib(proc.pid)
        again = httpx.post(url, json={"cases": cases, "metrics": [metric]}, timeout=900)
        time.sleep(2)
        second = memory_mib(proc.pid)["VmRSS"]
        return {
            "serve flags": " ".join(serve_args) or "(defaults)",
            "limit": f"{timeout_s:g} s",
            "status": response.status_code,
            "answered after": f"{elapsed:.1f} s",
            "RSS before": f"{before:.0f} MiB",
            "RSS peak": f"{after['VmHWM']:.0f} MiB",
            "RSS after": f"{after['VmRSS']:.0f} MiB",
            "RSS after a 2nd request": f"{second:.0f} MiB ({again.status_code})",
        }
    finally:
        proc.terminate()
        proc.wait(timeout=60)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", type=int, default=256)
    parser.add_argument("--metric", default="bertscore")
    parser.add_argument("--timeout", type=float, default=5.0, help="the limited row's --request-timeout")
    parser.add_argument("--engine", action="append", default=None, help="engines to compare (default: auto)")
    args = parser.parse_args()
    texts = sentences(2 * args.cases)
    cases = [{"expected_output": texts[2 * i], "actual_output": texts[2 * i + 1]} for i in range(args.cases)]
    engines = args.engine or ["auto"]
    rows = [one_row(cases, args.metric, t, 10**9, ["--engine", e]) for e in engines for t in (600.0, args.timeout)]
    print(f"\n{args.cases} {args.metric} cases in one request, {os.cpu_count()} CPUs\n")
    print("| " + " | ".join(rows[0]) + " |")
    print("|" + "---|" * len(rows[0]))
    for row in rows:
        print("| " + " | ".join(str(v) for v in row.values()) + " |")


if __name__ == "__main__":
    main()
