"""``answersim cache info|clear``: look at or empty the persistent cache; and the --cache/--no-cache flags."""

from __future__ import annotations

import argparse
import json
import sqlite3
import sys

from answersim.stores.sqlite import SQLiteCache, default_cache_path


def add_cache_options(parser: argparse.ArgumentParser) -> None:
    """The flags every scoring command takes to choose its cache."""
    group = parser.add_argument_group("cache")
    group.add_argument(
        "--cache",
        metavar="PATH",
        help=f"SQLite cache of embeddings and model outputs (default {default_cache_path()}; env ANSWERSIM_CACHE)",
    )
    group.add_argument("--no-cache", action="store_true", help="compute everything afresh; read and write no cache")


def cache_from_args(args: argparse.Namespace) -> SQLiteCache | None:
    """The cache the flags ask for, or None with ``--no-cache`` or when it cannot be opened (with a warning)."""
    if getattr(args, "no_cache", False):
        return None
    cache = SQLiteCache(getattr(args, "cache", None))
    try:
        cache.conn  # noqa: B018 - open now, so a read-only or broken location is reported before any work
    except (OSError, sqlite3.Error) as exc:
        print(f"answersim: warning: cache {cache.path} unavailable ({exc}); running without it", file=sys.stderr)
        return None
    return cache


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser("cache", help="show or clear the persistent cache", description=__doc__)
    parser.add_argument("action", choices=["info", "clear"], help="info: entries and size; clear: delete entries")
    parser.add_argument("--cache", metavar="PATH", help=f"cache file (default {default_cache_path()})")
    parser.add_argument("--namespace", metavar="PREFIX", help="clear only entries whose namespace starts with PREFIX")
    parser.add_argument("--json", action="store_true", help="print info as JSON")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    cache = SQLiteCache(args.cache)
    try:
        return _run(args, cache)
    except sqlite3.Error as exc:  # a damaged file is set aside inside; this is a lock or a read-only location
        from answersim.errors import ConfigError

        raise ConfigError(f"cannot use the cache {cache.path} ({exc}); check the path or pass --cache PATH") from None
    finally:
        cache.close()


def _run(args: argparse.Namespace, cache: SQLiteCache) -> int:
    if args.action == "clear":
        if not cache.path.exists():
            print(f"no cache at {cache.path}")
            return 0
        removed = cache.clear(args.namespace)
        print(f"removed {removed} entr{'y' if removed == 1 else 'ies'} from {cache.path}")
        return 0
    if not cache.path.exists():
        info = {"path": str(cache.path), "file_bytes": 0, "entries": 0, "namespaces": []}
    else:
        info = cache.info()
    if args.json:
        print(json.dumps(info, indent=2))
        return 0
    print(f"cache: {info['path']}")
    print(f"entries: {info['entries']}  file size: {info['file_bytes'] / 1e6:.2f} MB")
    for ns in info["namespaces"]:
        print(
            f"  {ns['namespace']}: {ns['entries']} entries, {ns['value_bytes'] / 1e6:.2f} MB, "
            f"first computed with {ns['tokens']:g} tokens / ${ns['cost_usd']:.6f}"
        )
    return 0
