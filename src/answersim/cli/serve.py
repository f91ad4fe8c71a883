"""``answersim serve``: an offline OpenAI-compatible embeddings and scoring service on this machine."""

from __future__ import annotations

import argparse
import os
import sys
from typing import TYPE_CHECKING

from answersim.errors import ConfigError

if TYPE_CHECKING:
    from answersim.providers.embeddings.local import LocalEmbeddings

ENGINES = ("auto", "torch", "onnx", "onnx-int8")


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "serve", help="run a local HTTP service (OpenAI-compatible /v1/embeddings, /v1/score)", description=__doc__
    )
    net = parser.add_argument_group("network")
    net.add_argument("--host", default="127.0.0.1", help="address to bind (default 127.0.0.1: this machine only)")
    net.add_argument("--port", type=int, default=8765, help="port (default 8765)")
    net.add_argument("--allow-remote", action="store_true", help="allow binding an address other machines can reach")
    net.add_argument(
        "--api-key-env",
        metavar="NAME",
        help="require 'Authorization: Bearer <token>' on /v1/ with the token read from this environment variable",
    )
    net.add_argument(
        "--allowed-host",
        action="append",
        default=[],
        metavar="NAME",
        help="also answer requests whose Host header is NAME (repeatable); by default only the bound address "
        "and localhost names are answered, which stops DNS-rebinding attacks from web pages (421 otherwise)",
    )
    model = parser.add_argument_group("model")
    model.add_argument("--model", metavar="NAME_OR_PATH", help="embedding model (default: bundled all-MiniLM-L6-v2)")
    model.add_argument(
        "--engine", choices=ENGINES, default="auto", help="inference engine (default auto: the library's default)"
    )
    model.add_argument("--device", default="cpu", help="torch device (default cpu)")
    llm = parser.add_argument_group(
        "llm-judge (off unless --llm-model or --llm-base-url is given; requests can never choose these)"
    )
    llm.add_argument("--llm-model", metavar="NAME", help="chat model that llm-judge requests use")
    llm.add_argument("--llm-base-url", metavar="URL", help="OpenAI-compatible endpoint of that model")
    llm.add_argument(
        "--llm-api-key-env",
        metavar="NAME",
        help="environment variable holding that endpoint's key (default OPENAI_API_KEY)",
    )
    limits = parser.add_argument_group("limits and batching")
    limits.add_argument("--max-request-bytes", type=int, default=8 * 1024 * 1024, help="413 above this (default 8 MiB)")
    limits.add_argument("--max-batch", type=int, default=2048, help="422 above this many inputs/cases (default 2048)")
    limits.add_argument(
        "--max-request-chars",
        type=int,
        default=1_000_000,
        help="413 when a request asks to score more characters of text than this, counted once per metric "
        "that runs a model (default 1000000)",
    )
    limits.add_argument(
        "--request-timeout",
        type=float,
        default=60.0,
        metavar="SECONDS",
        help="503 when a request takes longer; its work stops (default 60)",
    )
    limits.add_argument("--no-micro-batching", action="store_true", help="one model call per request")
    limits.add_argument("--batch-max-texts", type=int, default=256, help="texts per coalesced model call (default 256)")
    limits.add_argument(
        "--batch-max-wait-ms", type=float, default=5.0, help="how long a request waits for company (default 5 ms)"
    )
    limits.add_argument(
        "--shutdown-timeout", type=float, default=30.0, help="seconds to finish in-flight requests on SIGTERM"
    )
    parser.add_argument("--log-level", default="info", choices=["critical", "error", "warning", "info", "debug"])
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    try:
        import fastapi  # noqa: F401
        import uvicorn  # noqa: F401
    except ImportError as exc:
        raise ConfigError(
            f"answersim serve needs FastAPI and uvicorn ({exc.name} is missing); "
            "install them with: pip install 'answersim[serve]'"
        ) from None
    from answersim.server import ServeSettings, is_loopback, serve

    api_key = None
    if args.api_key_env:
        api_key = os.environ.get(args.api_key_env)
        if not api_key:
            raise ConfigError(f"--api-key-env {args.api_key_env}: that environment variable is not set or empty")
    if not is_loopback(args.host):
        if not args.allow_remote:
            raise ConfigError(
                f"--host {args.host} lets other machines reach the service; add --allow-remote to do that on purpose"
            )
        if api_key is None:
            print(
                f"answersim serve: WARNING: listening on {args.host} without authentication; anyone who can reach "
                "this port can use it. Set a token with --api-key-env NAME.",
                file=sys.stderr,
            )
    for flag in ("port", "max_request_bytes", "max_batch", "batch_max_texts", "max_request_chars"):
        if getattr(args, flag) < (0 if flag == "port" else 1):
            raise ConfigError(f"--{flag.replace('_', '-')} must be positive, got {getattr(args, flag)}")
    if not args.request_timeout > 0:
        raise ConfigError(f"--request-timeout must be positive, got {args.request_timeout}")
    settings = ServeSettings(
        api_key=api_key,
        host=args.host,
        allowed_hosts=tuple(args.allowed_host),
        max_request_chars=args.max_request_chars,
        request_timeout_s=args.request_timeout,
        llm_model=args.llm_model,
        llm_base_url=args.llm_base_url,
        llm_api_key_env=args.llm_api_key_env,
        max_request_bytes=args.max_request_bytes,
        max_batch=args.max_batch,
        micro_batching=not args.no_micro_batching,
        batch_max_texts=args.batch_max_texts,
        batch_max_wait_ms=args.batch_max_wait_ms,
    )
    serve(
        local_embedder(args.model, args.engine, args.device),
        settings,
        host=args.host,
        port=args.port,
        shutdown_timeout=args.shutdown_timeout,
        log_level=args.log_level,
    )
    return 0


def local_embedder(model: str | None, engine: str, device: str) -> LocalEmbeddings:
    """The served model, run with ``engine`` on ``device``."""
    from answersim.providers.embeddings.local import LocalEmbeddings

    return LocalEmbeddings(model, engine=None if engine == "auto" else engine, device=device)
