"""The service's edges: the Host check (DNS rebinding), bearer-token auth, the request-size limit, and JSON
errors for every failure."""

from __future__ import annotations

import hmac
import ipaddress
import json
import logging
from collections.abc import Iterable
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException
from starlette.types import ASGIApp, Message, Receive, Scope, Send

log = logging.getLogger("answersim.server")

_TYPES = {
    400: "invalid_request_error",
    401: "authentication_error",
    404: "not_found_error",
    413: "request_too_large",
    421: "misdirected_request",
}
LOOPBACK_NAMES = frozenset({"localhost", "127.0.0.1", "::1"})


def error_body(status: int, message: str, *, code: str | None = None, param: str | None = None) -> dict[str, Any]:
    """OpenAI's error shape, which the openai clients turn into readable exceptions."""
    kind = _TYPES.get(status, "invalid_request_error" if status < 500 else "server_error")
    return {"error": {"message": message, "type": kind, "code": code, "param": param}}


class ApiError(HTTPException):
    """An HTTP error with a message for the user and optional OpenAI ``code``/``param``."""

    def __init__(self, status: int, message: str, *, code: str | None = None, param: str | None = None) -> None:
        super().__init__(status, message)
        self.code = code
        self.param = param


class HostNames:
    """Which ``Host`` headers name this service: the bound address, loopback names, and names the operator
    allowed. A web page that rebinds its own DNS name to 127.0.0.1 still sends that name, and is refused."""

    def __init__(self, bound: str, extra: Iterable[str] = ()) -> None:
        self.bound = _host_only(bound)
        self.names = LOOPBACK_NAMES | {self.bound} | {_host_only(h) for h in extra}
        self.any_address = self.bound in ("0.0.0.0", "::", "")  # bound to every interface: any IP literal

    def allows(self, header: bytes) -> bool:
        try:
            host = _host_only(header.decode("ascii"))
        except UnicodeDecodeError:
            return False
        if host in self.names:
            return True
        try:
            address = ipaddress.ip_address(host)
        except ValueError:
            return False  # a DNS name nobody allowed: the rebinding case
        return address.is_loopback or self.any_address


def allowed_host_names(bound: str, extra: Iterable[str] = ()) -> HostNames:
    """The ``Host`` check of a service bound to ``bound`` (``extra``: ``--allowed-host`` names)."""
    return HostNames(bound, extra)


def _host_only(value: str) -> str:
    """``Host`` without its port, lower-cased, brackets and a trailing dot removed."""
    value = value.strip().lower()
    if value.startswith("["):
        return value[1:].partition("]")[0]
    name, colon, port = value.rpartition(":")
    if colon and port.isdigit() and ":" not in name:
        value = name
    return value.rstrip(".")


class Guard:
    """ASGI middleware: refuses a foreign ``Host`` (421), unauthenticated ``/v1/`` calls (401) and bodies
    over the limit (413)."""

    def __init__(
        self, app: ASGIApp, *, api_key: str | None, max_request_bytes: int, hosts: HostNames | None = None
    ) -> None:
        self.app = app
        self._key = api_key.encode() if api_key else None
        self.max_request_bytes = max_request_bytes
        self.hosts = hosts or HostNames("127.0.0.1")

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers = {k.lower(): v for k, v in scope.get("headers", [])}
        host = headers.get(b"host")
        if host is None or not self.hosts.allows(host):
            shown = "no Host header" if host is None else f"Host {host.decode('latin-1')[:100]!r}"
            await _send(
                send,
                421,
                error_body(
                    421,
                    f"{shown} does not name this service; call it by its address (e.g. 127.0.0.1) or start "
                    "answersim serve with --allowed-host NAME for a name it should answer to",
                    code="misdirected_request",
                ),
            )
            return
        if self._key is not None and scope["path"].startswith("/v1/") and not self._authorized(headers):
            await _send(
                send,
                401,
                error_body(
                    401,
                    "missing or wrong API key; send the header 'Authorization: Bearer <token>'",
                    code="invalid_api_key",
                ),
                [(b"www-authenticate", b'Bearer realm="answersim"')],
            )
            return
        limit = self.max_request_bytes
        declared = headers.get(b"content-length", b"").strip()
        if declared.isdigit() and int(declared) > limit:
            await _send(send, 413, error_body(413, _too_large(int(declared), limit), code="request_too_large"))
            return
        received = 0

        async def limited_receive() -> Message:
            nonlocal received
            message = await receive()
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > limit:
                    raise ApiError(413, _too_large(received, limit), code="request_too_large")
            return message

        await self.app(scope, limited_receive, send)

    def _authorized(self, headers: dict[bytes, bytes]) -> bool:
        scheme, _, token = headers.get(b"authorization", b"").partition(b" ")
        return scheme.lower() == b"bearer" and self._key is not None and hmac.compare_digest(token.strip(), self._key)


def _too_large(size: int, limit: int) -> str:
    return (
        f"request body too large ({size} bytes or more); this service accepts at most {limit} bytes per request "
        "(--max-request-bytes); send fewer or shorter texts per request"
    )


async def _send(send: Send, status: int, body: dict[str, Any], headers: list[tuple[bytes, bytes]] = ()) -> None:  # type: ignore[assignment]
    payload = json.dumps(body).encode()
    await send(
        {
            "type": "http.response.start",
            "status": status,
            "headers": [
                (b"content-type", b"application/json"),
                (b"content-length", str(len(payload)).encode()),
                *headers,
            ],
        }
    )
    await send({"type": "http.response.body", "body": payload})


class SafeJSONResponse(JSONResponse):
    """JSON that never fails on odd text: non-ASCII as UTF-8, escaped only when it is not valid Unicode."""

    def render(self, content: Any) -> bytes:
        try:
            return super().render(content)
        except UnicodeEncodeError:  # e.g. a lone surrogate echoed back from a case's metadata
            return json.dumps(content, ensure_ascii=True, allow_nan=False, separators=(",", ":")).encode("ascii")


def install_error_handlers(app: FastAPI) -> None:
    """Every error leaves as JSON in OpenAI's shape: HTTP errors, invalid bodies and crashes alike."""

    @app.exception_handler(HTTPException)
    async def http_error(request: Request, exc: HTTPException) -> SafeJSONResponse:
        body = error_body(
            exc.status_code, str(exc.detail), code=getattr(exc, "code", None), param=getattr(exc, "param", None)
        )
        return SafeJSONResponse(body, status_code=exc.status_code, headers=exc.headers)

    @app.exception_handler(RequestValidationError)
    async def invalid_body(request: Request, exc: RequestValidationError) -> SafeJSONResponse:
        errors = exc.errors()
        if any(e.get("type") == "json_invalid" for e in errors):
            detail = next(e for e in errors if e.get("type") == "json_invalid").get("ctx", {}).get("error", "")
            return SafeJSONResponse(
                error_body(400, f"the request body is not valid JSON: {detail}".rstrip(": ")), status_code=400
            )
        parts, first = [], None
        for e in errors[:10]:
            loc = ".".join(str(p) for p in e.get("loc", ()) if p != "body") or "body"
            first = first or loc
            parts.append(f"{loc}: {str(e.get('msg', 'invalid')).removeprefix('Value error, ')}")
        return SafeJSONResponse(error_body(422, "; ".join(parts), param=first), status_code=422)

    @app.exception_handler(Exception)
    async def crash(request: Request, exc: Exception) -> SafeJSONResponse:
        log.exception("unhandled error on %s %s", request.method, request.url.path)
        return SafeJSONResponse(
            error_body(500, f"internal error ({type(exc).__name__}); the server log has the details"),
            status_code=500,
        )
