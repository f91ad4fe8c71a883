"""How ``--concurrency`` hides LLM latency: llm-judge wall time against a local chat server with a fixed delay.

    .venv/bin/python benchmarks/llm_judge_concurrency.py [--items 24] [--delay 0.1] [--concurrency 1 4 8]

Runs the real OpenAI-compatible test server (tests/support/servers.py) on 127.0.0.1, answering every judge step
with a scripted verdict after ``--delay`` seconds (a stand-in for model latency), and scores ``--items``
distinct cases with each concurrency. Prints a markdown table: wall time, items/s, speed-up over 1. The
ideal is 3 calls x items x delay / concurrency; overhead beyond that is the client, runner and server.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO_ROOT))

from tests.judge_script import SCENARIOS, chat_handler  # noqa: E402
from tests.servers import LocalServer  # noqa: E402

from answersim.metrics.llm_judge import LLMJudge  # noqa: E402
from answersim.providers.http import RetryPolicy  # noqa: E402
from answersim.providers.llm.openai import OpenAIChat  # noqa: E402
from answersim.runner.core import evaluate  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--items", type=int, default=24)
    parser.add_argument("--delay", type=float, default=0.1, help="seconds the server waits before each reply")
    parser.add_argument("--concurrency", type=int, nargs="+", default=[1, 4, 8])
    args = parser.parse_args()
    cases = [
        {"expected_output": s.ground_truth, "actual_output": s.output, "input": f"question {i}"}
        for i in range(args.items)
        for s in [SCENARIOS[i % len(SCENARIOS)]]
    ]
    script = chat_handler()

    def slow(body: dict):
        time.sleep(args.delay)
        return script(body)

    rows, base = [], None
    with LocalServer() as server:
        server.stub.chat_handler = slow
        for concurrency in args.concurrency:
            client = OpenAIChat("bench", base_url=server.base_url, retry=RetryPolicy(max_retries=0))
            metric = LLMJudge(client, concurrency=concurrency)
            start = time.perf_counter()
            report = evaluate(cases, [metric], progress=False)
            wall = time.perf_counter() - start
            errors = report.aggregates["llm-judge"].errors
            base = base or wall
            ideal = 3 * args.items * args.delay / concurrency
            rows.append(
                f"| {concurrency} | {wall:.2f} | {ideal:.2f} | {args.items / wall:.1f} "
                f"| {base / wall:.2f}x | {errors} |"
            )
    print(f"llm-judge, {args.items} items x 3 calls, server delay {args.delay:g} s per call\n")
    print("| concurrency | wall s | ideal s | items/s | speed-up | errors |")
    print("|---|---|---|---|---|---|")
    print("\n".join(rows))


if __name__ == "__main__":
    main()
