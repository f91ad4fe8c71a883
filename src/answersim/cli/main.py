"""Entry point of the ``answersim`` command. Each sub-command lives in its own module."""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Sequence

from answersim import __version__
from answersim.errors import AnswersimError, ConfigError, InputError, InputErrors

#: sub-command modules; each defines ``register(subparsers)`` which sets ``func`` on its parser
COMMANDS = ["score", "eval", "calibrate", "train", "serve", "cache", "runs", "compare", "benchmark", "baseline"]

EXIT_OK, EXIT_QUALITY, EXIT_INPUT, EXIT_INTERNAL = 0, 1, 2, 3


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="answersim",
        description="Score how close answers are in meaning to reference answers.",
    )
    parser.add_argument("--version", action="version", version=f"answersim {__version__}")
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in COMMANDS:
        importlib.import_module(f"answersim.cli.{name.replace('-', '_')}").register(subparsers)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "func", None):
        parser.print_help()
        return EXIT_INPUT
    try:
        return int(args.func(args) or 0)
    except (InputError, InputErrors, ConfigError) as exc:
        print(f"answersim: error: {exc}", file=sys.stderr)
        return EXIT_INPUT
    except AnswersimError as exc:
        print(f"answersim: error: {exc}", file=sys.stderr)
        return EXIT_INPUT
    except KeyboardInterrupt:
        print("answersim: interrupted", file=sys.stderr)
        return 130
    except OSError as exc:  # a file or folder the command could not read or write
        print(f"answersim: error: {exc}", file=sys.stderr)
        return EXIT_INPUT
    except Exception as exc:  # a bug: say so in one line; ANSWERSIM_DEBUG=1 shows the traceback
        if os.environ.get("ANSWERSIM_DEBUG"):
            raise
        print(
            f"answersim: internal error: {type(exc).__name__}: {exc}\n"
            "  please report it; set ANSWERSIM_DEBUG=1 to see the traceback",
            file=sys.stderr,
        )
        return EXIT_INTERNAL


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
