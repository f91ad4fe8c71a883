"""Any OpenAI-compatible ``/v1/chat/completions`` endpoint (OpenAI, vLLM, Ollama, LiteLLM, llama.cpp, ...)."""

from __future__ import annotations

import os
import random
import time
from collections.abc import Mapping, Sequence
from email.utils import parsedate_to_datetime
from typing import Any

import httpx

from answersim.errors import ProviderError
from answersim.llm.base import ChatReply, ChatUsage, Message

DEFAULT_BASE_URL = "https://api.openai.com/v1"
#: USD per 1M (prompt, completion) tokens, list prices when written; override with ``price_per_million``.
KNOWN_PRICES: Mapping[str, tuple[float, float]] = {
    "gpt-4o-mini": (0.15, 0.60),
    "gpt-4o": (2.50, 10.00),
    "gpt-4.1-mini": (0.40, 1.60),
    "gpt-4.1": (2.00, 8.00),
}
RETRY_STATUSES = frozenset({408, 409, 429, 500, 502, 503, 504})
MAX_RETRY_AFTER_S = 60.0


class OpenAIChat:
    """Chat completions over HTTP at temperature 0, asking for a JSON object reply.

    The API key is read from the environment variable ``api_key_env`` at call time; it is never
    stored on the object and is scrubbed from every error message. When the server rejects
    ``response_format`` (HTTP 400/422), the call is repeated once without it and the client stops
    sending it. 429/5xx and network errors are retried (``max_retries``, exponential backoff with
    jitter, ``Retry-After`` honoured up to 60 s).
    """

    def __init__(
        self,
        model: str = "gpt-4o-mini",
        *,
        base_url: str | None = None,
        api_key_env: str = "OPENAI_API_KEY",
        timeout: float = 60.0,
        price_per_million: tuple[float, float] | None = None,
        json_mode: bool = True,
        max_retries: int = 4,
        backoff_s: float = 0.5,
        transport: httpx.BaseTransport | None = None,
    ) -> None:
        self.model = model
        self.base_url = (base_url or os.environ.get("OPENAI_BASE_URL") or DEFAULT_BASE_URL).rstrip("/")
        self.api_key_env = api_key_env
        self.timeout = timeout
        self.prices = price_per_million if price_per_million is not None else KNOWN_PRICES.get(model, (0.0, 0.0))
        self.json_mode = json_mode
        self.max_retries = max_retries
        self.backoff_s = backoff_s
        self._client = httpx.Client(timeout=timeout, transport=transport)

    @property
    def cache_id(self) -> str:
        return f"openai-chat:{self.base_url}:{self.model}"

    def complete(self, messages: Sequence[Message], response_format: Mapping[str, Any] | None = None) -> ChatReply:
        body: dict[str, Any] = {"model": self.model, "messages": [dict(m) for m in messages], "temperature": 0}
        wants_format = response_format is not None and self.json_mode
        if wants_format:
            body["response_format"] = dict(response_format)  # type: ignore[arg-type]
        url = f"{self.base_url}/chat/completions"
        start = time.perf_counter()
        response = self._post(url, body)
        if wants_format and response.status_code in (400, 422):
            self.json_mode = False  # this server does not take response_format: ask in the prompt only
            body.pop("response_format")
            response = self._post(url, body)
        latency = time.perf_counter() - start
        payload = self._payload(response, url)
        text = _content(payload, url)
        usage = payload.get("usage") or {}
        prompt, completion = int(usage.get("prompt_tokens") or 0), int(usage.get("completion_tokens") or 0)
        cost = (prompt * self.prices[0] + completion * self.prices[1]) / 1_000_000
        return ChatReply(text, ChatUsage(prompt, completion, cost, latency))

    def _post(self, url: str, body: dict[str, Any]) -> httpx.Response:
        key = os.environ.get(self.api_key_env)
        if not key and self.base_url == DEFAULT_BASE_URL:
            raise ProviderError(
                f"environment variable {self.api_key_env} is not set; export your API key there "
                "(or point --llm-base-url / base_url at a server that needs none)"
            )
        headers = {"Content-Type": "application/json"}
        if key:
            headers["Authorization"] = f"Bearer {key}"
        try:
            return post_with_retries(
                self._client, url, body, headers, max_retries=self.max_retries, backoff_s=self.backoff_s
            )
        except httpx.HTTPError as exc:
            raise ProviderError(self._scrub(f"chat request to {url} failed: {type(exc).__name__}: {exc}")) from None

    def _payload(self, response: httpx.Response, url: str) -> dict[str, Any]:
        if response.status_code >= 400:
            snippet = response.text[:300].replace("\n", " ")
            hint = f" (check the key in ${self.api_key_env})" if response.status_code in (401, 403) else ""
            raise ProviderError(self._scrub(f"{url} answered HTTP {response.status_code}{hint}: {snippet}"))
        try:
            payload = response.json()
        except ValueError:
            raise ProviderError(
                self._scrub(f"{url} answered with a body that is not JSON: {response.text[:200]!r}")
            ) from None
        if not isinstance(payload, dict):
            raise ProviderError(f"{url} answered with JSON that is not an object")
        return payload

    def _scrub(self, text: str) -> str:
        """Remove the API key (servers sometimes echo it) from text that may reach the user."""
        key = os.environ.get(self.api_key_env)
        return text.replace(key, "***") if key else text

    def describe(self) -> dict[str, Any]:
        return {
            "client": "openai-compatible",
            "model": self.model,
            "base_url": self.base_url,
            "price_per_million": {"prompt": self.prices[0], "completion": self.prices[1]},
        }

    def close(self) -> None:
        self._client.close()

    def __repr__(self) -> str:
        return f"OpenAIChat(model={self.model!r}, base_url={self.base_url!r}, api_key_env={self.api_key_env!r})"


def _content(payload: dict[str, Any], url: str) -> str:
    try:
        content = payload["choices"][0]["message"]["content"]
    except (KeyError, IndexError, TypeError):
        raise ProviderError(f"{url} answered without choices[0].message.content") from None
    if not isinstance(content, str):
        raise ProviderError(f"{url} answered with a message content that is not text")
    return content


def post_with_retries(
    client: httpx.Client,
    url: str,
    body: dict[str, Any],
    headers: dict[str, str],
    *,
    max_retries: int,
    backoff_s: float,
) -> httpx.Response:
    """POST ``body``; retry 408/409/429/5xx answers and network errors with exponential backoff and
    jitter, waiting what ``Retry-After`` asks for when the server says. Returns the last response."""
    for attempt in range(max_retries + 1):
        last = attempt == max_retries
        try:
            response = client.post(url, json=body, headers=headers)
        except httpx.TransportError:
            if last:
                raise
            time.sleep(_backoff(attempt, backoff_s))
            continue
        if response.status_code not in RETRY_STATUSES or last:
            return response
        wait = _retry_after(response.headers.get("Retry-After"))
        time.sleep(wait if wait is not None else _backoff(attempt, backoff_s))
    raise AssertionError("unreachable")


def _backoff(attempt: int, base: float) -> float:
    return base * (2**attempt) * random.uniform(0.5, 1.0)


def _retry_after(value: str | None) -> float | None:
    """Seconds to wait from a ``Retry-After`` header (seconds or an HTTP date), capped at 60 s."""
    if not value:
        return None
    try:
        seconds = float(value)
    except ValueError:
        try:
            seconds = parsedate_to_datetime(value).timestamp() - time.time()
        except (TypeError, ValueError):
            return None
    return min(MAX_RETRY_AFTER_S, max(0.0, seconds))
