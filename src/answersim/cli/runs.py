"""``answersim runs``: list the runs saved with ``eval --save-run NAME``."""

from __future__ import annotations

import argparse
import json

from answersim.stores.runs import DEFAULT_RUNS_DB, RunStore


def add_runs_db_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--runs-db", metavar="PATH", help=f"run history database (default {DEFAULT_RUNS_DB})")


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser("runs", help="list saved runs", description=__doc__)
    add_runs_db_option(parser)
    parser.add_argument("--json", action="store_true", help="print the list as JSON")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    store = RunStore(args.runs_db)
    if not store.path.exists():
        print(f"no runs saved yet ({store.path}); save one with: answersim eval FILE --save-run NAME")
        return 0
    runs = store.list()
    if args.json:
        print(json.dumps([r.__dict__ for r in runs], indent=2))
        return 0
    if not runs:
        print(f"no runs in {store.path}")
    for r in runs:
        means = ", ".join(f"{m} {'n/a' if v is None else f'{v:.3f}'}" for m, v in r.means.items())
        print(f"{r.name}\t{r.created_at}\t{r.items} items\t{means}\t{r.dataset or ''}")
    return 0
