"""``answersim compare BASE NEW``: did a saved run get worse? The CI gate for consistency over time.

Pairs items by id (or content), prints the mean difference with a paired bootstrap 95% CI and a
p-value, lists the items that fell most, and exits 1 when the mean fell by more than --max-drop
with statistical support (one-sided paired permutation test, p < --alpha). With --fail-on-flag it also
exits 1 when NEW has items flagged by those blind-spot checks that were not so flagged in BASE.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from answersim.cli.runs import add_runs_db_option


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser("compare", help="compare two saved runs; gate on regressions", description=__doc__)
    parser.add_argument("base", metavar="BASE", help="name of the baseline run")
    parser.add_argument("new", metavar="NEW", help="name of the run to check")
    parser.add_argument("--max-drop", type=float, metavar="D", help="exit 1 when the mean falls by more than D")
    parser.add_argument("--alpha", type=float, default=0.05, help="significance level of the gate (default 0.05)")
    parser.add_argument("--metric", action="append", metavar="NAME", help="metric(s) to compare (default: all shared)")
    parser.add_argument("--top", type=int, default=10, help="how many of the worst regressions to list (default 10)")
    parser.add_argument(
        "--fail-on-flag",
        metavar="CHECKS",
        help="exit 1 when NEW has items flagged by these checks (numbers, negation, antonyms, entities, hedge, "
        "parts, all) that BASE did not have flagged",
    )
    parser.add_argument("--json", action="store_true", help="print the comparison as JSON")
    add_runs_db_option(parser)
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from answersim.errors import ConfigError
    from answersim.metrics.blindspots import check_names
    from answersim.reports.compare import compare_scores, newly_flagged
    from answersim.stores.runs import RunStore

    gate = check_names(args.fail_on_flag)
    store = RunStore(args.runs_db)
    if not store.path.exists():
        raise ConfigError(f"no run history at {store.path}; save runs with: answersim eval FILE --save-run NAME")
    shared = [m for m in store.metrics(args.base) if m in store.metrics(args.new)]
    metrics = args.metric or shared
    missing = [m for m in metrics if m not in shared]
    if missing or not metrics:
        raise ConfigError(
            f"metric(s) {', '.join(missing) or '-'} not in both runs; shared: {', '.join(shared) or 'none'}"
        )
    results = [
        compare_scores(
            m,
            store.scores(args.base, m),
            store.scores(args.new, m),
            max_drop=args.max_drop,
            alpha=args.alpha,
            top=args.top,
        )
        for m in metrics
    ]
    flagged = newly_flagged(store.flags(args.base), store.flags(args.new), gate) if gate else []
    if args.json:
        from answersim.results import strict_dumps

        payload: dict[str, Any] = {"base": args.base, "new": args.new, "metrics": [r.to_dict() for r in results]}
        if gate:
            payload["fail_on_flag"] = {
                "checks": list(gate),
                "newly_flagged": [{"id": i, "flags": f} for i, f in flagged],
            }
        print(strict_dumps(payload, indent=2))
    else:
        for r in results:
            _print(r, args)
        if gate:
            print(f"newly flagged ({', '.join(gate)}): {len(flagged)} item(s)")
            for item_id, flags in flagged[: args.top]:
                print(f"  {item_id}\t⚠ {', '.join(flags)}")
    code = 0
    failed = [r for r in results if r.failed]
    if failed:
        names = ", ".join(f"{r.metric} ({r.mean_diff:+.4f})" for r in failed)
        print(f"answersim: regression: mean fell by more than {args.max_drop} in {names}", file=sys.stderr)
        code = 1
    if flagged:
        ids = ", ".join(i for i, _ in flagged[:10]) + (" …" if len(flagged) > 10 else "")
        print(
            f"answersim: flag gate failed: {len(flagged)} item(s) newly flagged in {args.new}: {ids}", file=sys.stderr
        )
        code = 1
    return code


def _print(r: Any, args: argparse.Namespace) -> None:
    print(f"{r.metric}: {args.base} → {args.new}, {r.pairs} paired item(s)")
    if r.only_base or r.only_new:
        print(f"  unpaired: {r.only_base} only in {args.base} (or errored), {r.only_new} only in {args.new}")
    if r.mean_diff is None:
        print("  nothing to compare")
        return
    ci = "n/a" if r.ci95 is None else f"[{r.ci95[0]:+.4f}, {r.ci95[1]:+.4f}]"
    drop = 0.0 if args.max_drop is None else args.max_drop
    print(f"  mean {r.base_mean:.4f} → {r.new_mean:.4f}  difference {r.mean_diff:+.4f}  95% CI {ci}")
    print(f"  p-value (mean fell by more than {drop:g}): {r.p_value:.4g}")
    if r.regressions:
        print(f"  largest drops ({len(r.regressions)}):")
        for c in r.regressions:
            text = " ".join((c.actual_output or "").split())
            text = text if len(text) <= 70 else text[:69] + "…"
            print(f"    {c.item_id}\t{c.base:.3f} → {c.new:.3f} ({c.delta:+.3f})\t{text}")
    verdict = "FAIL" if r.failed else "ok"
    if args.max_drop is not None:
        print(f"  gate --max-drop {args.max_drop:g}: {verdict}")
