"""``answersim score EXPECTED ACTUAL``: score one pair and print it."""

from __future__ import annotations

import argparse
import sys

from answersim.cli.cache import add_cache_options, cache_from_args
from answersim.cli.options import add_metric_options, build_metrics


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser("score", help="score one answer against a reference", description=__doc__)
    parser.add_argument("expected", metavar="EXPECTED", help="the reference answer")
    parser.add_argument("actual", metavar="ACTUAL", help="the answer to score")
    parser.add_argument(
        "--reference",
        action="append",
        metavar="TEXT",
        help="an extra reference (repeatable); EXPECTED stays the first reference",
    )
    parser.add_argument("--input", help="the question (used by question-aware metrics)")
    parser.add_argument("--json", action="store_true", help="print the full result as JSON")
    add_metric_options(parser)
    add_cache_options(parser)
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from answersim.runner.core import evaluate

    metrics = build_metrics(args, texts=[args.expected, args.actual, *(args.reference or [])])
    if getattr(args, "idf", False):
        print(
            "answersim: note: --idf weighs tokens by the references of the run, and one pair is a run of one "
            "reference: every token in it weighs 0 (as in bert-score). Use `answersim eval FILE --idf`.",
            file=sys.stderr,
        )
    case = {
        "expected_output": args.expected,
        "actual_output": args.actual,
        "references": [args.expected, *args.reference] if args.reference else None,
        "input": args.input,
    }
    cache = cache_from_args(args)
    item = evaluate([case], metrics, cache=cache, progress=False).items[0]
    if cache is not None:
        cache.close()
    if args.json:
        from answersim.results import strict_dumps

        # one shape for any number of metrics: keyed by name, as a report item's "results"
        print(strict_dumps({n: r.to_dict() for n, r in item.results.items()}, ensure_ascii=False, indent=2))
    else:
        for name, r in item.results.items():
            if r.status != "ok":
                print(f"{name}: {r.status}: {r.error}")
                continue
            verdict = "" if r.passed is None else ("  PASS" if r.passed else "  FAIL")
            print(f"{name}: {r.score:.4f}{verdict}  ({r.details.get('band', '')})")
        for message in item.flag_messages():  # what every metric's checks found, each once
            print(f"⚠ {message}")
    return 0 if all(r.status == "ok" for r in item.results.values()) else 2
