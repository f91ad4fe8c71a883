"""``answersim benchmark DATA… --metric NAME…``: how well metrics agree with human judgments.

DATA: STS-B csv (s1,s2,score; no header), SAS csv (answer1,answer2,label) or .jsonl/.json test cases
with a ``label``. Prints per file and metric Spearman, Pearson, Kendall, AUROC, best-threshold accuracy
and accuracy at the metric's default threshold, on all pairs and on those with token F1 = 0. Files whose
records carry a ``category`` get a second table: accuracy at the default threshold per category.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from answersim.cli.options import add_metric_options, build_metrics


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "benchmark", help="agreement of metrics with human-labelled pairs", description=__doc__
    )
    parser.add_argument("files", nargs="+", metavar="DATA", help="labelled files (.csv, .jsonl, .json)")
    parser.add_argument(
        "--positive-level",
        type=float,
        metavar="K",
        help="label >= K counts as a match for AUROC/accuracy (default: binary labels' top value; "
        "SAS files 2 = same meaning; STS-B files 4; other graded files their top grade)",
    )
    out = parser.add_mutually_exclusive_group()
    out.add_argument("--json", action="store_true", help="print the results as JSON")
    out.add_argument("--markdown", action="store_true", help="print the results as a markdown table")
    parser.add_argument("--no-progress", action="store_true", help="never show a progress bar")
    add_metric_options(parser)
    parser.set_defaults(func=run)


def _f(value: Any) -> str:
    return "–" if value is None else f"{value:.3f}"


def table(rows: list[dict[str, Any]]) -> str:
    """A markdown table of the benchmark rows."""
    head = (
        "| file | metric | n | Spearman | Pearson | Kendall | AUROC | best acc | acc@default (thr) "
        "| F1=0: n | Spearman | AUROC | best acc | acc@default |"
    )
    lines = [head, "|" + "---|" * 14]
    for r in rows:
        a, z = r["all"], r["token_f1_zero"]
        name = r["file"].rsplit("/", 1)[-1]
        lines.append(
            f"| {name} | {r['metric']} | {a['n']} | {_f(a['spearman'])} | {_f(a['pearson'])} | {_f(a['kendall'])} "
            f"| {_f(a['auroc'])} | {_f(a.get('best_accuracy'))} | {_f(a.get('accuracy_at_default'))} "
            f"({a['default_threshold']:g}) | {z['n']} | {_f(z['spearman'])} | {_f(z['auroc'])} "
            f"| {_f(z.get('best_accuracy'))} | {_f(z.get('accuracy_at_default'))} |"
        )
    notes = dict.fromkeys(f"{r['file'].rsplit('/', 1)[-1]}: positive = {r['positive']}" for r in rows)
    return "\n".join(lines) + "\n\n" + "\n".join(f"- {n}" for n in notes) + category_table(rows)


def category_table(rows: list[dict[str, Any]]) -> str:
    """Accuracy at the default threshold per category (one column per metric), for files with categories."""
    out = ""
    files = dict.fromkeys(r["file"] for r in rows if r.get("by_category"))
    for path in files:
        mine = [r for r in rows if r["file"] == path and r.get("by_category")]
        cats = list(mine[0]["by_category"])
        head = "| category | n | positive | " + " | ".join(f"{r['metric']} acc@default" for r in mine) + " |"
        lines = [f"\n\n{path.rsplit('/', 1)[-1]} by category\n", head, "|" + "---|" * (3 + len(mine))]
        for cat in cats:
            first = mine[0]["by_category"][cat]
            cells = " | ".join(_f(r["by_category"][cat]["accuracy_at_default"]) for r in mine)
            lines.append(f"| {cat} | {first['n']} | {_f(first['positive_share'])} | {cells} |")
        lines.append(
            "| all (AUROC) | "
            + f"{mine[0]['all']['n']} | – | "
            + " | ".join(_f(r["all"]["auroc"]) for r in mine)
            + " |"
        )
        out += "\n".join(lines)
    return out


def run(args: argparse.Namespace) -> int:
    from answersim.tools.benchmarking import read_benchmark, run_benchmark

    sets = [read_benchmark(path, args.positive_level) for path in args.files]
    texts = [t for s in sets for c in s.cases[:200] for t in (c.expected_output, c.actual_output) if t]
    metrics = build_metrics(args, texts=texts)
    for s in sets:
        skipped = f", {s.skipped} rows without a label skipped" if s.skipped else ""
        print(f"{s.path}: {len(s.cases)} labelled pairs ({s.layout} layout{skipped})", file=sys.stderr)
    rows = run_benchmark(sets, metrics, progress=False if args.no_progress else None)
    if args.json:
        print(json.dumps(rows, indent=2))
    else:
        print(table(rows))
    return 0
