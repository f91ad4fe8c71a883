"""Any OpenAI-compatible ``/v1/chat/completions`` endpoint (OpenAI, vLLM, Ollama, LiteLLM, llama.cpp, ...)."""

from __future__ import annotations

import os
import time
from collections.abc import Mapping, Sequence
from typing import Any

import httpx

from answersim.errors import ProviderError
from answersim.providers.credentials import read_key
from answersim.providers.http import HTTPFailure, JSONEndpoint, RetryPolicy
from answersim.providers.llm.base import ChatReply, ChatUsage, Message
from answersim.providers.redact import scrub

DEFAULT_BASE_URL = "https://api.openai.com/v1"
#: USD per 1M (prompt, completion) tokens, list prices when written; override with ``price_per_million``.
KNOWN_PRICES: Mapping[str, tuple[float, float]] = {
    "gpt-4o-mini": (0.15, 0.60),
    "gpt-4o": (2.50, 10.00),
    "gpt-4.1-mini": (0.40, 1.60),
    "gpt-4.1": (2.00, 8.00),
}


class OpenAIChat:
    """Chat completions over HTTP at temperature 0, asking for a JSON object reply.

    The API key is read from the environment variable ``api_key_env`` at call time; it is never
    stored on the object and is scrubbed (with its fragments and encoded forms) from every error message
    and every reply before the reply leaves this client, so a server that echoes it cannot put it into
    ``raw_reply``, a report, a journal or the run history. When the server rejects
    ``response_format`` (HTTP 400/422), the call is repeated once without it and the client stops
    sending it. Transport is :mod:`answersim.providers.http`: 429/5xx and network errors are retried with
    backoff and jitter honouring ``Retry-After`` (``retry``), behind a per-endpoint circuit breaker.
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
        retry: RetryPolicy | None = None,
        transport: httpx.BaseTransport | None = None,
    ) -> None:
        self.model = model
        self.base_url = (base_url or os.environ.get("OPENAI_BASE_URL") or DEFAULT_BASE_URL).rstrip("/")
        self.api_key_env = api_key_env
        self.timeout = timeout
        self.prices = price_per_million if price_per_million is not None else KNOWN_PRICES.get(model, (0.0, 0.0))
        self.json_mode = json_mode
        self._endpoint = JSONEndpoint(timeout=timeout, retry=retry, transport=transport)

    @property
    def cache_id(self) -> str:
        return f"openai-chat:{self.base_url}:{self.model}"

    def complete(self, messages: Sequence[Message], response_format: Mapping[str, Any] | None = None) -> ChatReply:
        body: dict[str, Any] = {"model": self.model, "messages": [dict(m) for m in messages], "temperature": 0}
        wants_format = response_format is not None and self.json_mode
        if wants_format:
            body["response_format"] = dict(response_format)  # type: ignore[arg-type]
        url = f"{self.base_url}/chat/completions"
        key = read_key(self.api_key_env)
        start = time.perf_counter()
        try:
            payload = self._post(url, body, key)
        except HTTPFailure as exc:
            if not (wants_format and exc.status in (400, 422)):
                raise
            self.json_mode = False  # this server does not take response_format: ask in the prompt only
            body.pop("response_format")
            payload = self._post(url, body, key)
        latency = time.perf_counter() - start
        text = scrub(_content(payload, url), (key or "",))
        usage = payload.get("usage") or {}
        prompt, completion = int(usage.get("prompt_tokens") or 0), int(usage.get("completion_tokens") or 0)
        cost = (prompt * self.prices[0] + completion * self.prices[1]) / 1_000_000
        return ChatReply(text, ChatUsage(prompt, completion, cost, latency))

    def _post(self, url: str, body: dict[str, Any], key: str | None) -> dict[str, Any]:
        if not key and self.base_url == DEFAULT_BASE_URL:
            raise ProviderError(
                f"environment variable {self.api_key_env} is not set; export your API key there "
                "(or point --llm-base-url / base_url at a server that needs none)"
            )
        headers = {"Content-Type": "application/json"}
        if key:
            headers["Authorization"] = f"Bearer {key}"
        return self._endpoint.post(url, body, headers, secrets=(key or "",))

    def describe(self) -> dict[str, Any]:
        return {
            "client": "openai-compatible",
            "model": self.model,
            "base_url": self.base_url,
            "price_per_million": {"prompt": self.prices[0], "completion": self.prices[1]},
        }

    def close(self) -> None:
        self._endpoint.close()

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
