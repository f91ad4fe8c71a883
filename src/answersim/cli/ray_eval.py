"""``answersim eval --ray``: score a Parquet/JSONL source on Ray (local, or a cluster at ``--ray-address``),
writing part files to ``--output``; the summary and the gate are computed from what was written."""

from __future__ import annotations

import argparse
import functools
import sys
import time

from answersim.errors import ConfigError


def add_ray_options(parser: argparse.ArgumentParser) -> None:
    group = parser.add_argument_group("scale out on Ray (pip install 'answersim[ray]')")
    group.add_argument(
        "--ray",
        action="store_true",
        help="score on Ray: FILE is .parquet/.jsonl or a directory/glob of them; --output DIR gets part files; "
        "re-running the same command resumes, keeping the parts already written",
    )
    group.add_argument("--ray-address", metavar="ADDR", help="join this Ray cluster (default: start a local Ray)")
    group.add_argument("--ray-workers", type=int, default=2, metavar="N", help="scoring actors (default 2)")
    group.add_argument(
        "--ray-shard-rows", type=int, default=5_000, metavar="N", help="rows per shard and part file (default 5000)"
    )


def run_ray(args: argparse.Namespace) -> int:
    """Plan shards, score them on Ray into ``--output``, summarise from the parts, print, gate."""
    from answersim.cli.options import build_metrics
    from answersim.cli.streamed import print_summary
    from answersim.integrations.ray.runtime import ensure_ray, require_ray
    from answersim.integrations.ray.shards import score_source
    from answersim.integrations.ray.summary import summarise_parts
    from answersim.metrics.blindspots import check_names

    if not args.output:
        raise ConfigError("--ray writes part files: give --output DIR (e.g. --output results.parquet)")
    if args.save_run or args.resume or args.journal:
        raise ConfigError("--ray resumes by itself from the parts in --output; drop --save-run/--resume/--journal")
    if args.ray_workers < 1:
        raise ConfigError(f"--ray-workers must be >= 1, got {args.ray_workers}")
    require_ray()
    names = [m.name for m in build_metrics(args)]  # fails early on bad options, before Ray starts
    gate = check_names(args.fail_on_flag)
    clock = time.perf_counter()
    ensure_ray(args.ray_address, num_cpus=None if args.ray_address else args.ray_workers)
    started = time.perf_counter() - clock
    outcome = score_source(
        args.file,
        functools.partial(build_metrics, args),
        args.output,
        mapping=args.column_map,
        rows_per_shard=args.ray_shard_rows,
        workers=args.ray_workers,
        cache=None if args.no_cache else str(_cache_path(args)),
        llm_concurrency=args.concurrency,
    )
    summary = summarise_parts(args.output, names, rows=outcome["rows"])
    summary["duration_s"] = round(time.perf_counter() - clock, 3)
    summary["run_id"] = outcome["run_id"]
    summary["ray"] = {
        **outcome,
        "flagged": summary["flagged"],
        "startup_s": round(started, 3),
        "driver_peak_rss_mb": _peak_rss_mb(),
    }
    if not args.quiet and not args.json:
        print(f"{outcome['shards']} shard(s): {outcome['written']} written, {outcome['kept']} kept from before")
    if summary["missing"] or summary["duplicated"]:
        print(
            f"answersim: {args.output} has {summary['missing']} missing and {summary['duplicated']} duplicated "
            "row(s); run the same command again to complete it",
            file=sys.stderr,
        )
        return 2
    code = print_summary(args, summary)
    hits = {check: rows for check, rows in summary["flagged"].items() if check in gate}
    if hits:
        counts = ", ".join(f"{check} {rows}" for check, rows in hits.items())
        print(f"answersim: flag gate failed: rows flagged by {counts}", file=sys.stderr)
        return code or 1
    return code


def _peak_rss_mb() -> float:
    try:
        import resource
    except ImportError:  # not on this platform
        return 0.0
    return round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)


def _cache_path(args: argparse.Namespace) -> object:
    from answersim.stores.sqlite import SQLiteCache

    return SQLiteCache(getattr(args, "cache", None)).path
