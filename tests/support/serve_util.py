"""Start the real ``answersim serve`` app under uvicorn in a thread, on a free port of 127.0.0.1."""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

import uvicorn

from answersim.providers.embeddings.base import BaseEmbeddings
from answersim.server import ServeSettings, create_app


@dataclass
class Running:
    url: str  # e.g. http://127.0.0.1:54321
    server: uvicorn.Server
    thread: threading.Thread

    @property
    def base_url(self) -> str:
        return f"{self.url}/v1"


@contextmanager
def running_server(embedder: BaseEmbeddings, settings: ServeSettings | None = None) -> Iterator[Running]:
    """Serve ``create_app(embedder, settings)`` until the block ends, then shut down gracefully."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]
    config = uvicorn.Config(
        create_app(embedder, settings), log_level="warning", timeout_graceful_shutdown=10, lifespan="on"
    )
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    deadline = time.monotonic() + 60
    while not server.started:
        if not thread.is_alive() or time.monotonic() > deadline:
            raise RuntimeError("the server did not start")
        time.sleep(0.01)
    try:
        yield Running(f"http://127.0.0.1:{port}", server, thread)
    finally:
        server.should_exit = True
        thread.join(timeout=30)
        sock.close()
