"""``answersim eval FILE``: score a dataset, print a table and summary, write a report, gate on quality."""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING

from answersim.cli.cache import add_cache_options, cache_from_args
from answersim.cli.journal_options import add_journal_options, finish_journal, journaling, keep_journal
from answersim.cli.options import add_metric_options, build_metrics
from answersim.cli.ray_eval import add_ray_options
from answersim.cli.runs import add_runs_db_option

if TYPE_CHECKING:
    from answersim.results import Report


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "eval", help="score a .jsonl, .json, .csv or .parquet dataset (or a directory/glob)", description=__doc__
    )
    parser.add_argument(
        "file", metavar="FILE", help="test cases: .jsonl, .json (a list), .csv, .parquet, or a directory/glob of them"
    )
    parser.add_argument("--fail-under", type=float, metavar="X", help="exit 1 when any metric's mean score is below X")
    parser.add_argument(
        "--fail-on-flag",
        metavar="CHECKS",
        help="fail items where one of these blind-spot checks fired, whatever their score, and exit 1: "
        "comma-separated from numbers, negation, antonyms, entities, hedge, parts (or all)",
    )
    parser.add_argument(
        "--output",
        "-o",
        metavar="PATH",
        help="write the report; format by extension (.json, .csv, .md, .html); .parquet or DIR/: one row per case",
    )
    parser.add_argument("--json", action="store_true", help="print the report as JSON on stdout")
    parser.add_argument("--quiet", "-q", action="store_true", help="print only the summary; no progress bars")
    parser.add_argument("--no-progress", action="store_true", help="never show a progress bar")
    parser.add_argument(
        "--stream",
        action="store_true",
        help="bounded memory for large files: validate first, then score in chunks and write JSON lines to "
        "--output as it goes (implied by an --output ending in .jsonl)",
    )
    parser.add_argument("--chunk-size", type=int, default=2000, metavar="N", help="cases per chunk with --stream")
    parser.add_argument(
        "--map",
        action="append",
        dest="map_pairs",
        metavar="FIELD=COLUMN",
        help="read a field from another column, e.g. --map actual_output=response --map expected_output=gold",
    )
    add_ray_options(parser)
    add_metric_options(parser)
    add_cache_options(parser)
    history = parser.add_argument_group("run history")
    history.add_argument("--save-run", metavar="NAME", help="save this run for `answersim compare` (replaces NAME)")
    add_runs_db_option(history)
    add_journal_options(parser)
    parser.set_defaults(func=run)


def load_cases(path: str, metrics: list, mapping: dict[str, str] | None = None) -> list:
    """Read and check every record before any work starts; all problems are reported at once."""
    from answersim.cases import duplicate_id_warnings
    from answersim.io.sources import read_source
    from answersim.runner.core import validate_cases

    numbers, records = [], []
    for number, record in read_source(path, mapping=mapping):
        numbers.append(number)
        records.append(record)
    cases = validate_cases(records, metrics, source=path, numbers=numbers)
    for text in duplicate_id_warnings(cases, numbers):
        print(f"answersim: warning: {path}: {text}", file=sys.stderr)
    return cases


def sample_texts(path: str, limit: int = 200) -> list[str]:
    """The answer and reference texts of the first ``limit`` records (to decide ``--model auto``)."""
    from answersim.io.readers import read_records

    texts: list[str] = []
    for n, (_, record) in enumerate(read_records(path)):
        if n >= limit:
            break
        if isinstance(record, dict):
            for key in ("expected_output", "actual_output"):
                if isinstance(record.get(key), str):
                    texts.append(record[key])
            texts += [r for r in record.get("references") or [] if isinstance(r, str)]
    return texts


def save_run(args: argparse.Namespace, report: Report) -> None:
    """Store the run in the history for ``compare``; a history that cannot be written is a clear error."""
    import sqlite3

    from answersim.errors import ConfigError
    from answersim.reports.document import report_document
    from answersim.stores.runs import RunStore

    store = RunStore(args.runs_db)
    try:
        replaced = store.save(args.save_run, report, report_document(report))
    except (OSError, sqlite3.Error) as exc:
        raise ConfigError(f"cannot save the run in {store.path} ({exc}); pass --runs-db OTHER_PATH") from None
    finally:
        store.close()
    if not args.json:
        print(f"run {'replaced' if replaced else 'saved'} as {args.save_run!r} in {store.path}")


def run(args: argparse.Namespace) -> int:
    from answersim.io.mapping import parse_mapping
    from answersim.io.writers import write_report
    from answersim.metrics.blindspots import check_names
    from answersim.reports.document import file_sha256
    from answersim.reports.terminal import render
    from answersim.runner.core import Runner

    args.column_map = parse_mapping(args.map_pairs)
    if args.ray:
        from answersim.cli.ray_eval import run_ray

        return run_ray(args)
    metrics = build_metrics(args, texts=sample_texts(args.file) if args.model and "auto" in args.model else None)
    gate = check_names(args.fail_on_flag)  # a typo fails now, before any work
    if args.stream or (args.output or "").endswith(".jsonl"):
        from answersim.cli.streamed import run_streaming

        if args.save_run:
            from answersim.errors import ConfigError

            raise ConfigError("--save-run needs the full report: drop --stream (and a .jsonl --output)")
        if args.resume or args.journal:
            from answersim.errors import ConfigError

            raise ConfigError("--resume/--journal need the full report: drop --stream (and a .jsonl --output)")
        if args.fail_on_flag:
            from answersim.errors import ConfigError

            raise ConfigError("--fail-on-flag needs the full report: drop --stream (and a .jsonl --output)")
        cache = cache_from_args(args)
        try:
            return run_streaming(args, metrics, cache)
        finally:
            if cache is not None:
                cache.close()
    cases = load_cases(args.file, metrics, args.column_map)
    cache = cache_from_args(args)
    with journaling(args, cases, metrics) as journal:
        progress = False if args.no_progress or args.json or args.quiet else None
        runner = Runner(
            metrics,
            cache=cache,
            progress=progress,
            on_item=journal.on_item,
            chunk_size=journal.chunk_size,
            fail_on_flag=gate,
        )
        runner.prepare(cases)  # every case, also those a --resume skips: bertscore's idf covers the whole file
        report = journal.merge(runner.run(journal.todo, validated=True))
    for item in report.items if gate else ():  # items resumed from a journal written without the gate
        item.fail_on_flag(gate)
    report.meta["dataset"] = args.file
    report.meta["dataset_sha256"] = file_sha256(args.file)
    if cache is not None:
        cache.close()
    try:  # the report and the saved run first: the journal goes only once they are safe
        if args.output:
            write_report(report, args.output)
        if args.save_run:
            save_run(args, report)
    except BaseException:
        keep_journal(journal)
        raise
    finish_journal(journal, report)
    if args.json:
        from answersim.results import strict_dumps

        print(strict_dumps(report.to_dict(), ensure_ascii=False))
    else:
        render(report, items=not args.quiet)
        if args.output:
            print(f"report written to {args.output}")
    errors = sum(a.errors for a in report.aggregates.values())
    if errors:
        print(f"answersim: {errors} metric result(s) ended in error; see the report", file=sys.stderr)
    if args.fail_under is not None:
        failing = [
            f"{name} mean {'n/a' if a.mean is None else f'{a.mean:.3f}'} < {args.fail_under}"
            for name, a in report.aggregates.items()
            if a.mean is None or a.mean < args.fail_under
        ]
        if failing:
            print("answersim: quality gate failed: " + "; ".join(failing), file=sys.stderr)
            return 1
    if gate:
        flagged = report.flagged_items(gate)
        if flagged:
            print(f"answersim: flag gate failed: {flag_summary(flagged, gate)}", file=sys.stderr)
            return 1
    return 0


def flag_summary(items: list, checks: tuple[str, ...], show: int = 10) -> str:
    """ "3 item(s) flagged (negation 2, numbers 1): a, b, c" for the gate's message."""
    from collections import Counter

    counts = Counter(f for item in items for f in item.flagged(checks))
    ids = [str(item.id) for item in items]
    more = f" and {len(ids) - show} more" if len(ids) > show else ""
    by_check = ", ".join(f"{name} {n}" for name, n in counts.items())
    return f"{len(items)} item(s) flagged ({by_check}): {', '.join(ids[:show])}{more}"
