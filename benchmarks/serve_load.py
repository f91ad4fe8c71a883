"""Load check of ``answersim serve`` on loopback: requests/s and p50/p95 latency, micro-batching on vs off.

    .venv/bin/python benchmarks/serve_load.py [--requests 400] [--concurrency 32] [--max-seconds 60]

Starts the real service (``python -m answersim serve``) on a free 127.0.0.1 port once per mode, sends a
bounded number of concurrent ``/v1/embeddings`` requests with httpx (async), stops at the request count or
the time limit, whichever comes first, shuts the service down, and prints a markdown table.
"""

from __future__ import annotations

import argparse
import asyncio
import csv
import os
import platform
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx
import numpy as np

REPO_ROOT = Path(__file__).resolve().parents[1]
STSB = REPO_ROOT.parent / "shared" / "data" / "stsb" / "stsb-en-test.csv"


def sentences(count: int) -> list[str]:
    """Distinct real sentences (STS-B test) when available, else generated ones."""
    texts: list[str] = []
    if STSB.is_file():
        with open(STSB, encoding="utf-8", newline="") as fh:
            texts = list(dict.fromkeys(s for row in csv.reader(fh) for s in row[:2]))
    while len(texts) < count:
        texts.append(f"Synthetic sentence number {len(texts)} about returns, refunds and delivery times.")
    return texts[:count]


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def start_service(port: int, batching: bool, extra: list[str], timeout_s: float) -> subprocess.Popen:
    command = [sys.executable, "-m", "answersim", "serve", "--host", "127.0.0.1", "--port", str(port)]
    command += ["--log-level", "warning", *extra] + ([] if batching else ["--no-micro-batching"])
    proc = subprocess.Popen(command, cwd=REPO_ROOT, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise SystemExit(f"answersim serve exited with status {proc.returncode}")
        try:
            if httpx.get(f"http://127.0.0.1:{port}/healthz", timeout=2).status_code == 200:
                return proc
        except httpx.TransportError:
            pass
        time.sleep(0.2)
    proc.kill()
    raise SystemExit(f"answersim serve was not healthy after {timeout_s:.0f} s")


async def load(url: str, batches: list[list[str]], concurrency: int, max_seconds: float) -> dict[str, float]:
    """Send every batch as one request, ``concurrency`` at a time, until done or out of time."""
    latencies: list[float] = []
    errors = 0
    queue: asyncio.Queue[list[str]] = asyncio.Queue()
    for batch in batches:
        queue.put_nowait(batch)
    limits = httpx.Limits(max_connections=concurrency, max_keepalive_connections=concurrency)
    async with httpx.AsyncClient(timeout=max_seconds, limits=limits) as client:

        async def worker() -> None:
            nonlocal errors
            while not queue.empty():
                texts = queue.get_nowait()
                start = time.perf_counter()
                try:
                    response = await client.post(url, json={"input": texts})
                    ok = response.status_code == 200
                except httpx.HTTPError:
                    ok = False
                if ok:
                    latencies.append(time.perf_counter() - start)
                else:
                    errors += 1

        started = time.perf_counter()
        workers = [asyncio.create_task(worker()) for _ in range(concurrency)]
        _, pending = await asyncio.wait(workers, timeout=max_seconds)
        for task in pending:  # out of time: stop by ourselves
            task.cancel()
        await asyncio.gather(*pending, return_exceptions=True)
        elapsed = time.perf_counter() - started
    ms = np.array(latencies) * 1000 if latencies else np.array([np.nan])
    return {
        "ok": len(latencies),
        "errors": errors,
        "unsent": len(batches) - len(latencies) - errors,
        "elapsed_s": elapsed,
        "rps": len(latencies) / elapsed,
        "p50": float(np.percentile(ms, 50)),
        "p95": float(np.percentile(ms, 95)),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--requests", type=int, default=400, help="requests per mode (default 400)")
    parser.add_argument("--concurrency", type=int, default=32, help="requests in flight at once (default 32)")
    parser.add_argument("--texts-per-request", type=int, default=1, help="texts in each request (default 1)")
    parser.add_argument("--max-seconds", type=float, default=60, help="time limit per mode (default 60)")
    parser.add_argument("--model", help="model to serve (default: the bundled all-MiniLM-L6-v2)")
    parser.add_argument("--engine", help="engine to serve with (default: the library's default)")
    parser.add_argument("--modes", default="on,off", help="micro-batching modes to run: on,off (default both)")
    args = parser.parse_args(argv)
    if min(args.requests, args.concurrency, args.texts_per_request) < 1 or args.max_seconds <= 0:
        parser.error("--requests, --concurrency, --texts-per-request and --max-seconds must be positive")

    texts = sentences(args.requests * args.texts_per_request)
    size = args.texts_per_request
    batches = [texts[i : i + size] for i in range(0, len(texts), size)][: args.requests]
    extra = (["--model", args.model] if args.model else []) + (["--engine", args.engine] if args.engine else [])
    rows = []
    engine = None
    for mode in [m.strip() for m in args.modes.split(",") if m.strip()]:
        if mode not in ("on", "off"):
            parser.error(f"unknown mode {mode!r}; use on and/or off")
        port = free_port()
        proc = start_service(port, mode == "on", extra, timeout_s=240)
        engine = httpx.get(f"http://127.0.0.1:{port}/healthz").json().get("engine")
        try:
            url = f"http://127.0.0.1:{port}/v1/embeddings"
            asyncio.run(load(url, batches[: min(len(batches), args.concurrency)], args.concurrency, 30))  # warm-up
            result = asyncio.run(load(url, batches, args.concurrency, args.max_seconds))
        finally:
            proc.send_signal(signal.SIGTERM)
            try:
                proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                proc.kill()
        rows.append((mode, result))

    load_avg = ", ".join(f"{x:.1f}" for x in os.getloadavg()) if hasattr(os, "getloadavg") else "n/a"
    print(
        f"\nanswersim serve load check: {args.requests} requests x {size} text(s), concurrency {args.concurrency}, "
        f"{args.model or 'bundled all-MiniLM-L6-v2'} (engine {engine}, CPU), {os.cpu_count()} CPUs, "
        f"load average {load_avg}, {platform.python_implementation()} {platform.python_version()}\n"
    )
    print("| micro-batching | ok | errors | not sent (time limit) | requests/s | p50 latency (ms) | p95 latency (ms) |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for mode, r in rows:
        print(
            f"| {mode} | {r['ok']} | {r['errors']} | {r['unsent']} | {r['rps']:.1f} | {r['p50']:.1f} | {r['p95']:.1f} |"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
