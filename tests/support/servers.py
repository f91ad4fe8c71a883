"""Real HTTP servers on 127.0.0.1 for tests: an OpenAI-compatible endpoint with scriptable replies.

The server speaks ``POST /v1/embeddings`` (deterministic hash vectors, like FakeEmbeddings) and
``POST /v1/chat/completions`` (replies taken from a script). Every request is recorded. A test can
queue faults (status codes, headers, raw bodies, delays) that are served before normal replies, or answer
any request with ``reply_for(recorded)`` (which sees the headers, so it can echo the key). Faults:
status codes (500s), ``delay_s`` (a hang), ``dribble_s`` (a body one byte at a time), ``cut`` (reset,
truncation) and :func:`gzip_bomb` bodies.
"""

from __future__ import annotations

import json
import socket
import struct
import threading
import time
import zlib
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from answersim.providers.embeddings.fake import FakeEmbeddings


@dataclass
class Reply:
    """A scripted HTTP reply. ``body`` may be a dict (sent as JSON) or raw bytes/str.

    ``cut``: ``"reset"`` drops the connection (TCP RST) without answering; ``"truncate"`` announces the
    full Content-Length, sends half of the body and closes. ``hold``: the reply waits until this event is
    set (at most a minute), so a test decides when it goes out instead of racing a clock.
    """

    status: int = 200
    body: Any = None
    headers: dict[str, str] = field(default_factory=dict)
    delay_s: float = 0.0
    cut: str = ""
    dribble_s: float = 0.0  # > 0: send the body one byte at a time, this long apart
    hold: threading.Event | None = None


def gzip_bomb(inflated: int, block: int = 1 << 20) -> bytes:
    """A gzip body of about ``inflated / 1000`` bytes that inflates to ``inflated`` zero bytes.

    One compressed block of ``block`` zeros (flushed, so it stands alone) is repeated: building a 2 GiB
    bomb costs milliseconds. The trailer's CRC is not that of the data: a client that got that far failed.
    """
    squeeze = zlib.compressobj(9, zlib.DEFLATED, -15)
    piece = squeeze.compress(bytes(block)) + squeeze.flush(zlib.Z_FULL_FLUSH)
    header = b"\x1f\x8b\x08\x00\x00\x00\x00\x00\x00\xff"
    end = b"\x03\x00" + (0).to_bytes(4, "little") + (inflated % 2**32).to_bytes(4, "little")
    return header + piece * (inflated // block) + end


@dataclass
class Recorded:
    path: str
    headers: dict[str, str]
    body: Any


class OpenAIStub:
    """State shared by the handler threads: recorded requests, queued faults, chat script."""

    def __init__(self, dimensions: int = 32, prompt_tokens_per_text: int | None = None) -> None:
        self.fake = FakeEmbeddings(dimensions)
        self.requests: list[Recorded] = []
        self.faults: deque[Reply] = deque()
        self.chat_replies: deque[Any] = deque()
        self.chat_handler: Callable[[dict], Any] | None = None
        #: ``fault_for(path, body)`` may return a Reply to serve instead of the normal answer.
        self.fault_for: Callable[[str, Any], Reply | None] | None = None
        #: ``reply_for(recorded)`` may return a Reply; it sees the request headers (e.g. to echo the key)
        self.reply_for: Callable[[Recorded], Reply | None] | None = None
        self.reverse_order = False
        self.prompt_tokens_per_text = prompt_tokens_per_text
        self.lock = threading.Lock()

    def embeddings(self, body: dict) -> dict:
        inputs = body.get("input")
        texts = [inputs] if isinstance(inputs, str) else list(inputs)
        vectors = self.fake.embed_many(texts)
        data = [{"object": "embedding", "index": i, "embedding": v.tolist()} for i, v in enumerate(vectors)]
        if self.reverse_order:
            data.reverse()
        tokens = sum(self.prompt_tokens_per_text or len(t.split()) for t in texts)
        return {
            "object": "list",
            "data": data,
            "model": body.get("model"),
            "usage": {"prompt_tokens": tokens, "total_tokens": tokens},
        }

    def chat(self, body: dict) -> dict:
        if self.chat_handler is not None:
            content = self.chat_handler(body)
        elif self.chat_replies:
            content = self.chat_replies.popleft()
        else:
            content = "{}"
        if isinstance(content, Reply):
            return content  # type: ignore[return-value]
        if not isinstance(content, str):
            content = json.dumps(content)
        return {
            "id": "chatcmpl-test",
            "object": "chat.completion",
            "model": body.get("model"),
            "choices": [{"index": 0, "message": {"role": "assistant", "content": content}, "finish_reason": "stop"}],
            "usage": {"prompt_tokens": 100, "completion_tokens": 20, "total_tokens": 120},
        }


def _handler(stub: OpenAIStub) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"
        disable_nagle_algorithm = True  # headers and body go out in two writes: no 40 ms delayed-ACK stall

        def log_message(self, *args: Any) -> None:  # keep test output quiet
            pass

        def _send(self, reply: Reply) -> None:
            if reply.hold is not None:
                reply.hold.wait(60)
            if reply.delay_s:
                time.sleep(reply.delay_s)
            if reply.cut == "reset":
                self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
                self.close_connection = True
                return
            body = reply.body
            raw = (
                body
                if isinstance(body, bytes)
                else (body.encode() if isinstance(body, str) else json.dumps(body).encode())
            )
            self.send_response(reply.status)
            headers = {"Content-Type": "application/json", **reply.headers}
            for k, v in headers.items():
                self.send_header(k, v)
            self.send_header("Content-Length", str(len(raw)))
            self.end_headers()
            if reply.dribble_s:
                for i in range(len(raw)):
                    self.wfile.write(raw[i : i + 1])
                    self.wfile.flush()
                    time.sleep(reply.dribble_s)
                return
            if reply.cut == "truncate":
                self.wfile.write(raw[: len(raw) // 2])
                self.wfile.flush()
                self.close_connection = True
                return
            self.wfile.write(raw)

        def do_POST(self) -> None:
            length = int(self.headers.get("Content-Length") or 0)
            raw = self.rfile.read(length)
            try:
                body = json.loads(raw or b"{}")
            except ValueError:
                body = raw
            recorded = Recorded(self.path, dict(self.headers), body)
            with stub.lock:
                stub.requests.append(recorded)
                fault = stub.faults.popleft() if stub.faults else None
            if fault is None and stub.reply_for is not None:
                fault = stub.reply_for(recorded)
            if fault is None and stub.fault_for is not None:
                fault = stub.fault_for(self.path, body)
            if fault is not None:
                self._send(fault)
                return
            if self.path.rstrip("/").endswith("/embeddings"):
                self._send(Reply(body=stub.embeddings(body)))
            elif self.path.rstrip("/").endswith("/chat/completions"):
                answer = stub.chat(body)
                self._send(answer if isinstance(answer, Reply) else Reply(body=answer))
            else:
                self._send(Reply(status=404, body={"error": {"message": f"no route {self.path}"}}))

    return Handler


class LocalServer:
    """Context manager: ``with LocalServer() as srv: srv.base_url`` → ``http://127.0.0.1:PORT/v1``."""

    def __init__(self, stub: OpenAIStub | None = None) -> None:
        self.stub = stub or OpenAIStub()
        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), _handler(self.stub))
        self.httpd.daemon_threads = True
        self.httpd.handle_error = _quiet_on_disconnect(self.httpd.handle_error)  # type: ignore[method-assign]
        self.thread = threading.Thread(target=self.httpd.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)

    @property
    def base_url(self) -> str:
        host, port = self.httpd.server_address[:2]
        return f"http://{host}:{port}/v1"

    def __enter__(self) -> LocalServer:
        self.thread.start()
        return self

    def __exit__(self, *exc: Any) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


def _quiet_on_disconnect(report: Callable[..., None]) -> Callable[..., None]:
    """The server's error report, silent when the client hung up (tests do that on purpose)."""
    import sys

    def handle_error(request: Any, client_address: Any) -> None:
        if not isinstance(sys.exc_info()[1], (ConnectionError, TimeoutError)):
            report(request, client_address)

    return handle_error
