"""The one HTTP layer of every remote client: JSON POST with bounded retries and a circuit breaker.

A call is retried on timeouts, refused/reset connections, truncated or non-JSON bodies, 429 and 5xx
(and a 200 whose body is an error object), with exponential backoff and full jitter, waiting what
``Retry-After`` asks (seconds or an HTTP date, capped). Other 4xx fail at once. After ``threshold``
consecutive failed calls an endpoint's breaker opens: calls fail fast for ``cooldown_s``, then one
trial call is let through (half-open). Error messages never contain headers or the API key.

Bodies are bounded: a response is read as a stream and decoded here (gzip/deflate), and a call fails as
soon as the raw or the decoded body passes ``max_body_bytes``, so a gzip bomb costs at most that much
memory. Each call has a total deadline (``deadline_s``, retries and a dribbling body included).

Defaults can be changed without code through ``ANSWERSIM_HTTP_RETRIES`` (4), ``ANSWERSIM_HTTP_BACKOFF_S``
(0.5), ``ANSWERSIM_HTTP_BREAKER_THRESHOLD`` (10), ``ANSWERSIM_HTTP_BREAKER_COOLDOWN_S`` (30),
``ANSWERSIM_HTTP_DEADLINE_S`` (300) and ``ANSWERSIM_HTTP_MAX_BODY_BYTES`` (64 MiB).
"""

from __future__ import annotations

import json
import os
import random
import threading
import time
import zlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from email.utils import parsedate_to_datetime
from typing import Any

import httpx

from answersim.errors import ConfigError, ProviderError
from answersim.providers.redact import scrub

RETRY_STATUSES = frozenset({408, 409, 425, 429, 500, 502, 503, 504})
#: Above the runner's bisection depth for a batch of 256 (9 failing calls in a row when one text in it
#: always fails), so a single poisoned input does not open the breaker for the whole run.
DEFAULT_THRESHOLD = 10


@dataclass(frozen=True)
class RetryPolicy:
    """How often and how long to retry; ``backoff_s * 2**attempt`` (capped) is the jitter ceiling."""

    max_retries: int = 4
    backoff_s: float = 0.5
    max_backoff_s: float = 20.0
    max_retry_after_s: float = 60.0

    @classmethod
    def from_env(cls) -> RetryPolicy:
        """The default policy, with ``ANSWERSIM_HTTP_RETRIES`` / ``ANSWERSIM_HTTP_BACKOFF_S`` applied."""
        return cls(
            max_retries=int(_env_number("ANSWERSIM_HTTP_RETRIES", cls.max_retries)),
            backoff_s=_env_number("ANSWERSIM_HTTP_BACKOFF_S", cls.backoff_s),
        )

    def backoff(self, attempt: int) -> float:
        """Full jitter: a uniform wait in [0, min(cap, base * 2**attempt)]."""
        return random.uniform(0.0, min(self.max_backoff_s, self.backoff_s * (2**attempt)))


class HTTPFailure(ProviderError):
    """A call that failed for good; ``status`` is the last HTTP status (None for network errors)."""

    def __init__(self, message: str, *, status: int | None = None, retryable: bool = True) -> None:
        super().__init__(message)
        self.status = status
        self.retryable = retryable


class CircuitOpen(HTTPFailure):
    """The endpoint failed repeatedly; calls fail fast until the cool-down ends."""


class CircuitBreaker:
    """Counts consecutive failed calls to one endpoint; opens after ``threshold`` for ``cooldown_s``."""

    def __init__(
        self, threshold: int = DEFAULT_THRESHOLD, cooldown_s: float = 30.0, clock: Callable[[], float] = time.monotonic
    ):
        self.threshold = threshold
        self.cooldown_s = cooldown_s
        self._clock = clock
        self._failures = 0
        self._opened_at: float | None = None
        self._trial = False
        self._lock = threading.Lock()

    @property
    def state(self) -> str:
        """``closed``, ``open`` or ``half-open``."""
        with self._lock:
            if self._opened_at is None:
                return "closed"
            return "open" if self._clock() - self._opened_at < self.cooldown_s else "half-open"

    def before(self, url: str) -> None:
        """Raise :class:`CircuitOpen` while open; in half-open let exactly one trial call through."""
        with self._lock:
            if self._opened_at is None:
                return
            left = self.cooldown_s - (self._clock() - self._opened_at)
            if left > 0 or self._trial:
                raise CircuitOpen(
                    f"{url} failed {self._failures} calls in a row; not calling it for another "
                    f"{max(left, 0):.0f} s (circuit breaker open)",
                    retryable=False,
                )
            self._trial = True

    def success(self) -> None:
        with self._lock:
            self._failures, self._opened_at, self._trial = 0, None, False

    def failure(self) -> None:
        with self._lock:
            self._failures += 1
            if self._trial or self._failures >= self.threshold:
                self._opened_at, self._trial = self._clock(), False


def retry_after(value: str | None, cap: float) -> float | None:
    """Seconds to wait from a ``Retry-After`` header (seconds or an HTTP date), within [0, cap]."""
    if not value:
        return None
    try:
        seconds = float(value)
    except ValueError:
        try:
            seconds = parsedate_to_datetime(value).timestamp() - time.time()
        except (TypeError, ValueError, IndexError, OverflowError):
            return None
    if seconds != seconds:  # NaN
        return None
    return min(cap, max(0.0, seconds))


DEFAULT_DEADLINE_S = 300.0
DEFAULT_MAX_BODY_BYTES = 64 * 1024 * 1024


class JSONEndpoint:
    """POSTs JSON to URLs through one httpx client, one circuit breaker per URL, one retry policy.

    ``timeout`` bounds each phase of one attempt (connect, each read); ``deadline_s`` bounds the whole
    call, retries and waits included; ``max_body_bytes`` bounds a response body, raw and decoded.
    """

    def __init__(
        self,
        *,
        timeout: float = 60.0,
        retry: RetryPolicy | None = None,
        breaker_threshold: int | None = None,
        breaker_cooldown_s: float | None = None,
        transport: httpx.BaseTransport | None = None,
        deadline_s: float | None = None,
        max_body_bytes: int | None = None,
    ) -> None:
        self.retry = retry or RetryPolicy.from_env()
        threshold = breaker_threshold or int(_env_number("ANSWERSIM_HTTP_BREAKER_THRESHOLD", DEFAULT_THRESHOLD))
        self.breaker_threshold = max(1, threshold)
        self.breaker_cooldown_s = (
            breaker_cooldown_s
            if breaker_cooldown_s is not None
            else _env_number("ANSWERSIM_HTTP_BREAKER_COOLDOWN_S", 30.0)
        )
        self.timeout = timeout
        self.deadline_s = (
            deadline_s if deadline_s is not None else _env_number("ANSWERSIM_HTTP_DEADLINE_S", DEFAULT_DEADLINE_S)
        )
        self.max_body_bytes = int(
            max_body_bytes
            if max_body_bytes is not None
            else _env_number("ANSWERSIM_HTTP_MAX_BODY_BYTES", DEFAULT_MAX_BODY_BYTES)
        )
        if self.deadline_s <= 0 or self.max_body_bytes <= 0:
            raise ConfigError("the HTTP deadline and body limit must be positive")
        self._client = httpx.Client(timeout=timeout, transport=transport)
        self._breakers: dict[str, CircuitBreaker] = {}
        self._lock = threading.Lock()

    def breaker(self, url: str) -> CircuitBreaker:
        with self._lock:
            if url not in self._breakers:
                self._breakers[url] = CircuitBreaker(self.breaker_threshold, self.breaker_cooldown_s)
            return self._breakers[url]

    def post(
        self, url: str, body: Mapping[str, Any], headers: Mapping[str, str], *, secrets: tuple[str, ...] = ()
    ) -> dict[str, Any]:
        """The JSON object the endpoint answered; raises :class:`HTTPFailure` once retries are spent."""
        breaker = self.breaker(url)
        breaker.before(url)
        try:
            payload = self._post_with_retries(url, body, headers)
        except HTTPFailure as exc:
            if exc.retryable or exc.status in (401, 403):
                breaker.failure()  # down, or refusing our credentials: every later call would fail too
            else:
                breaker.success()  # the endpoint is alive; this request itself was refused
            raise HTTPFailure(scrub(str(exc), secrets), status=exc.status, retryable=exc.retryable) from None
        breaker.success()
        return payload

    def _post_with_retries(self, url: str, body: Mapping[str, Any], headers: Mapping[str, str]) -> dict[str, Any]:
        policy = self.retry
        deadline = time.monotonic() + self.deadline_s
        for attempt in range(policy.max_retries + 1):
            last = attempt == policy.max_retries
            wait: float | None = None
            try:
                return self._attempt(url, body, headers, deadline)
            except _Retry as exc:
                wait = exc.wait if exc.wait is not None else policy.backoff(attempt)
                if last or exc.final or time.monotonic() + wait >= deadline:
                    suffix = f" (after {attempt + 1} attempts)" if attempt else ""
                    raise HTTPFailure(f"{exc.message}{suffix}", status=exc.status) from None
            time.sleep(wait)
        raise AssertionError("unreachable")

    def _attempt(
        self, url: str, body: Mapping[str, Any], headers: Mapping[str, str], deadline: float
    ) -> dict[str, Any]:
        left = deadline - time.monotonic()
        timeout = httpx.Timeout(max(0.001, min(self.timeout, left)))
        sent = {**headers, "Accept-Encoding": "gzip, deflate"}
        try:
            with self._client.stream("POST", url, json=dict(body), headers=sent, timeout=timeout) as response:
                raw = self._read_body(response, url, deadline)
        except _TooLarge as exc:
            raise HTTPFailure(str(exc), retryable=False) from None
        except _Late:
            raise _Retry(
                f"request to {url} passed its {self.deadline_s:g} s deadline (ANSWERSIM_HTTP_DEADLINE_S)",
                final=True,
            ) from None
        except httpx.TimeoutException as exc:
            final = time.monotonic() >= deadline - 0.001
            raise _Retry(f"request to {url} timed out ({type(exc).__name__})", final=final) from None
        except httpx.TransportError as exc:
            raise _Retry(f"request to {url} failed: {type(exc).__name__}: {_reason(exc)}") from None
        status = response.status_code
        text = raw.decode("utf-8", "replace")
        if status >= 400:
            snippet = text[:300].replace("\n", " ")
            hint = " (check the API key variable)" if status in (401, 403) else ""
            message = f"{url} answered HTTP {status}{hint}: {snippet}"
            if status in RETRY_STATUSES:
                raise _Retry(message, status, retry_after(response.headers.get("Retry-After"), self._cap))
            raise HTTPFailure(message, status=status, retryable=False)
        try:
            payload = json.loads(raw)
        except ValueError:
            raise _Retry(f"{url} answered with a body that is not JSON: {text[:200]!r}", status) from None
        if not isinstance(payload, dict):
            raise HTTPFailure(f"{url} answered with JSON that is not an object", status=status, retryable=False)
        if payload.get("error"):
            raise _Retry(f"{url} answered HTTP {status} with an error: {_error_text(payload['error'])}", status)
        return payload

    def _read_body(self, response: httpx.Response, url: str, deadline: float) -> bytes:
        """The decoded body, read chunk by chunk within the deadline and the size limit."""
        limit = self.max_body_bytes
        declared = response.headers.get("Content-Length", "").strip()
        if declared.isdigit() and int(declared) > limit:
            raise _TooLarge(_too_large(url, f"announces {int(declared)} bytes", limit))
        decoder = _decoder(response.headers.get("Content-Encoding", ""), url)
        out = bytearray()
        received = 0
        for chunk in response.iter_raw():  # as it arrives (a chunk_size would wait to fill it)
            received += len(chunk)
            if received > limit:
                raise _TooLarge(_too_large(url, "sent more than that", limit))
            if time.monotonic() > deadline:
                raise _Late
            data = chunk
            while data:
                piece = decoder.decompress(data, limit + 1 - len(out)) if decoder else data
                out += piece
                if len(out) > limit:
                    raise _TooLarge(_too_large(url, "inflates to more than that", limit))
                data = decoder.unconsumed_tail if decoder else b""
        if decoder is not None:
            out += decoder.flush()
            if len(out) > limit:
                raise _TooLarge(_too_large(url, "inflates to more than that", limit))
        return bytes(out)

    @property
    def _cap(self) -> float:
        return self.retry.max_retry_after_s

    def close(self) -> None:
        self._client.close()


class _TooLarge(Exception):
    """A response body over the size limit (raw or decoded)."""


class _Late(Exception):
    """The call's deadline passed while the body was still arriving."""


def _too_large(url: str, what: str, limit: int) -> str:
    return (
        f"{url} answered with a body that {what}; answersim reads at most {limit} bytes per response "
        "(ANSWERSIM_HTTP_MAX_BODY_BYTES); send fewer texts per call (a smaller batch_size)"
    )


def _decoder(encoding: str, url: str) -> Any:
    """A zlib decompressor for the response's Content-Encoding (None for identity)."""
    encoding = encoding.strip().lower()
    if encoding in ("", "identity"):
        return None
    if encoding in ("gzip", "x-gzip"):
        return zlib.decompressobj(16 + zlib.MAX_WBITS)
    if encoding == "deflate":
        return zlib.decompressobj(32 + zlib.MAX_WBITS)  # zlib-wrapped, as the standard says
    raise _TooLarge(f"{url} answered with Content-Encoding {encoding[:40]!r}, which answersim does not decode")


class _Retry(Exception):
    """One failed attempt that may succeed when repeated (``final``: no time is left to repeat it)."""

    def __init__(self, message: str, status: int | None = None, wait: float | None = None, *, final: bool = False):
        super().__init__(message)
        self.message, self.status, self.wait, self.final = message, status, wait, final


def _env_number(name: str, default: float) -> float:
    raw = os.environ.get(name, "").strip()
    if not raw:
        return default
    try:
        value = float(raw)
    except ValueError:
        value = -1.0
    if not value >= 0 or value == float("inf"):
        raise ConfigError(f"{name}={raw!r} must be a number >= 0")
    return value


def _reason(exc: httpx.TransportError) -> str:
    text = str(exc) or "connection closed"
    return text[:200]


def _error_text(error: Any) -> str:
    if isinstance(error, dict):
        return str(error.get("message") or error)[:300]
    return str(error)[:300]
