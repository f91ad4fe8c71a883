"""``answersim eval --stream``: the bounded-memory path for large files (see :mod:`answersim.runner.streaming`)."""

from __future__ import annotations

import argparse
import sys


def run_streaming(args: argparse.Namespace, metrics: list, cache: object) -> int:
    """Score ``args.file`` chunk by chunk, writing JSON lines to ``--output``; print the summary."""
    from answersim.runner.streaming import stream_eval

    progress = False if args.no_progress or args.json or getattr(args, "quiet", False) else None
    outcome = stream_eval(
        args.file,
        metrics,
        output=args.output,
        cache=cache,
        progress=progress,
        chunk_size=args.chunk_size,
        mapping=getattr(args, "column_map", None),
    )
    return print_summary(args, outcome)


def print_summary(args: argparse.Namespace, outcome: dict) -> int:
    """Print a run's summary (``items``, ``aggregates``, ``duration_s``) and return the gate's exit code; shared by
    ``--stream`` and ``--ray``, so both read the same."""
    aggregates = outcome["aggregates"]
    if args.json:
        summary = {
            "run_id": outcome["run_id"],
            "items": outcome["items"],
            "aggregates": {m: a.to_dict() for m, a in aggregates.items()},
            "providers": outcome.get("providers", {}),
            "duration_s": outcome["duration_s"],
            "output": args.output,
            **({"ray": outcome["ray"]} if "ray" in outcome else {}),
        }
        from answersim.results import strict_dumps

        print(strict_dumps(summary, ensure_ascii=False))
    else:
        print(f"{outcome['items']} items in {outcome['duration_s']:.1f} s")
        for name, a in aggregates.items():
            mean = "n/a" if a.mean is None else f"{a.mean:.4f}"
            rate = "" if a.pass_rate is None else f"  pass rate {a.pass_rate:.1%}"
            print(f"{name}: mean {mean}  (n={a.count}, errors={a.errors}){rate}")
        if args.output:
            print(f"results written to {args.output}")
    errors = sum(a.errors for a in aggregates.values())
    if errors:
        print(f"answersim: {errors} metric result(s) ended in error; see the output", file=sys.stderr)
    if args.fail_under is not None:
        failing = [
            f"{name} mean {'n/a' if a.mean is None else f'{a.mean:.3f}'} < {args.fail_under}"
            for name, a in aggregates.items()
            if a.mean is None or a.mean < args.fail_under
        ]
        if failing:
            print("answersim: quality gate failed: " + "; ".join(failing), file=sys.stderr)
            return 1
    return 0
