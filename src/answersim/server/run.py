"""Running the service under uvicorn: loopback by default, graceful shutdown on SIGINT/SIGTERM."""

from __future__ import annotations

import ipaddress
import sys

from answersim.providers.embeddings.base import BaseEmbeddings
from answersim.server.app import ServeSettings, create_app


def is_loopback(host: str) -> bool:
    """True for addresses only this machine can reach (127.0.0.0/8, ::1, localhost)."""
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def serve(
    embedder: BaseEmbeddings,
    settings: ServeSettings,
    *,
    host: str = "127.0.0.1",
    port: int = 8765,
    shutdown_timeout: float = 30.0,
    log_level: str = "info",
) -> None:
    """Serve until interrupted; on SIGINT/SIGTERM stop accepting, finish in-flight requests, exit."""
    import uvicorn

    if settings.host != host:  # the Host check needs the address actually bound
        from dataclasses import replace

        settings = replace(settings, host=host)
    app = create_app(embedder, settings)
    config = uvicorn.Config(
        app,
        host=host,
        port=port,
        log_level=log_level,
        timeout_graceful_shutdown=shutdown_timeout,
        server_header=False,
        proxy_headers=False,
    )
    auth = "bearer token required" if settings.api_key else "no auth"
    batching = "micro-batching on" if settings.micro_batching else "micro-batching off"
    print(
        f"answersim serve: {embedder.model_id} on http://{host}:{port}/v1 ({auth}, {batching})",
        file=sys.stderr,
        flush=True,
    )
    uvicorn.Server(config).run()
