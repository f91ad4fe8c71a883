"""Print the README's blind-spot table: each metric on a right answer and on a minimally edited wrong one.

The pairs are the demo's own rows: every row of ``examples/qa.jsonl`` whose ``metadata.edit_of`` names
another row is the wrong twin of that row. Each answer is scored by ``answersim score`` as a user would,
so the table changes when the metrics do. Run from the repository root, then paste the output into
README.md ("Choosing a metric"):

    PYTHONPATH=src .venv/bin/python scripts/blindspot_table.py [--metric NAME ...] [--data FILE]
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
METRICS = ["token-f1", "cosine", "bertscore", "answer"]


def pairs(data: Path) -> list[tuple[dict[str, Any], dict[str, Any]]]:
    """(right row, wrong row) for every row that says which row it is an edit of."""
    rows = [json.loads(line) for line in data.read_text(encoding="utf-8").splitlines() if line.strip()]
    by_id = {row["id"]: row for row in rows}
    return [(by_id[row["metadata"]["edit_of"]], row) for row in rows if row.get("metadata", {}).get("edit_of")]


def results_by_metric(printed: Any) -> dict[str, dict[str, Any]]:
    """Metric name → result from ``score --json`` output, whatever its top-level shape."""
    found: dict[str, dict[str, Any]] = {}

    def walk(node: Any) -> None:
        if isinstance(node, dict):
            if isinstance(node.get("metric"), str) and "score" in node:
                found[node["metric"]] = node
                return
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    walk(printed)
    return found


def score(row: dict[str, Any], metrics: list[str]) -> dict[str, dict[str, Any]]:
    """Run ``answersim score`` on one row (its first reference when it has no expected_output)."""
    expected = row.get("expected_output") or row["references"][0]
    command = [sys.executable, "-m", "answersim", "score", expected, row["actual_output"], "--json"]
    if row.get("input"):
        command += ["--input", row["input"]]
    for metric in metrics:
        command += ["--metric", metric]
    done = subprocess.run(command, capture_output=True, text=True, cwd=ROOT, check=False)
    if done.returncode != 0:
        raise SystemExit(f"answersim score failed on row {row['id']!r}:\n{done.stderr}")
    results = results_by_metric(json.loads(done.stdout))
    missing = [m for m in metrics if m not in results]
    if missing:
        raise SystemExit(f"answersim score printed no result for {missing} on row {row['id']!r}")
    return results


def flags(result: dict[str, Any]) -> list[str]:
    return list(result.get("details", {}).get("checks", {}).get("flags", []))


def cell(right: dict[str, Any], wrong: dict[str, Any]) -> str:
    """'right → wrong'; bold with ✗ when the wrong answer scores at least as high or passes."""
    text = f"{right['score']:.2f} → {wrong['score']:.2f}"
    fooled = wrong["score"] >= right["score"] or wrong.get("passed") is True
    return f"**{text} ✗**" if fooled else text


def table(data: Path, metrics: list[str]) -> str:
    head = ["what changed", "reference", "right answer", "wrong answer", *metrics, "checks fired (wrong)"]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for right_row, wrong_row in pairs(data):
        right, wrong = score(right_row, metrics), score(wrong_row, metrics)
        fired = sorted({f for r in wrong.values() for f in flags(r)})
        reference = wrong_row.get("expected_output") or wrong_row["references"][0]
        row = [
            wrong_row["metadata"].get("edit", ""),
            reference,
            right_row["actual_output"],
            wrong_row["actual_output"],
            *(cell(right[m], wrong[m]) for m in metrics),
            ", ".join(fired) or "none",
        ]
        lines.append("| " + " | ".join(row) + " |")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--metric", action="append", help=f"metric to show (repeatable; default {METRICS})")
    parser.add_argument("--data", type=Path, default=ROOT / "examples" / "qa.jsonl")
    args = parser.parse_args()
    print(table(args.data, args.metric or METRICS))


if __name__ == "__main__":
    main()
