"""Any OpenAI-compatible ``/v1/embeddings`` endpoint (OpenAI, Azure-style proxies, vLLM, answersim serve)."""

from __future__ import annotations

import os
import time
from collections.abc import Mapping, Sequence
from typing import Any

import httpx
import numpy as np

from answersim.errors import ConfigError, ProviderError
from answersim.providers.credentials import credentials_path, read_key
from answersim.providers.embeddings.base import BaseEmbeddings, check_vectors
from answersim.providers.http import JSONEndpoint, RetryPolicy
from answersim.providers.redact import scrub
from answersim.results import Usage

#: USD per 1M input tokens for well-known models; override with ``price_per_million_tokens``.
KNOWN_PRICES: Mapping[str, float] = {
    "text-embedding-3-small": 0.02,
    "text-embedding-3-large": 0.13,
    "text-embedding-ada-002": 0.10,
}
DEFAULT_BASE_URL = "https://api.openai.com/v1"


class OpenAIEmbeddings(BaseEmbeddings):
    """Embeddings from an OpenAI-compatible HTTP endpoint.

    The API key is read from the environment variable named by ``api_key_env`` at call time and is
    never stored in reprs, results or error messages. Usage records the endpoint's prompt tokens, the
    cost at ``price_per_million_tokens`` and the latency of each call.
    """

    def __init__(
        self,
        model: str = "text-embedding-3-small",
        *,
        base_url: str | None = None,
        api_key_env: str = "OPENAI_API_KEY",
        batch_size: int = 128,
        timeout: float = 60.0,
        price_per_million_tokens: float | None = None,
        dimensions: int | None = None,
        transport: httpx.BaseTransport | None = None,
        retry: RetryPolicy | None = None,
    ) -> None:
        self.model_id = model
        self.base_url = (base_url or os.environ.get("OPENAI_BASE_URL") or DEFAULT_BASE_URL).rstrip("/")
        self.api_key_env = api_key_env
        self.batch_size = batch_size
        self.timeout = timeout
        self.price_per_million_tokens = (
            price_per_million_tokens if price_per_million_tokens is not None else KNOWN_PRICES.get(model, 0.0)
        )
        self.dimensions = dimensions
        self._endpoint = JSONEndpoint(timeout=timeout, retry=retry, transport=transport)

    @property
    def label(self) -> str:
        return f"{self.model_id}@{self.base_url}"

    @property
    def cache_id(self) -> str:
        suffix = f":{self.dimensions}" if self.dimensions else ""
        return f"openai:{self.base_url}:{self.model_id}{suffix}"

    def _headers(self) -> dict[str, str]:
        headers = {"Content-Type": "application/json"}
        key = read_key(self.api_key_env)
        if key:
            headers["Authorization"] = f"Bearer {key}"
        return headers

    def embed_batch(self, texts: Sequence[str]) -> tuple[np.ndarray, Usage]:
        body: dict[str, Any] = {"model": self.model_id, "input": list(texts), "encoding_format": "float"}
        if self.dimensions:
            body["dimensions"] = self.dimensions
        url = f"{self.base_url}/embeddings"
        if self.base_url == DEFAULT_BASE_URL and not read_key(self.api_key_env):
            raise ProviderError(  # without a key OpenAI only answers 401: send nothing
                f"environment variable {self.api_key_env} is not set; export your OpenAI API key there "
                "(or point --base-url / base_url at a server that needs none)"
            )
        secrets = (read_key(self.api_key_env) or "",)
        start = time.perf_counter()
        payload = self._endpoint.post(url, body, self._headers(), secrets=secrets)
        latency = time.perf_counter() - start
        try:
            vectors = check_vectors(_ordered_vectors(payload, len(texts), url), len(texts), self.label)
            tokens = int((payload.get("usage") or {}).get("prompt_tokens") or 0)
        except (ProviderError, TypeError, ValueError) as exc:  # the message may quote what the server sent
            raise ProviderError(scrub(str(exc), secrets)) from None
        cost = tokens * self.price_per_million_tokens / 1_000_000
        usage = Usage(tokens=tokens, cost_usd=cost, latency_s=latency, calls=1)
        return vectors, usage

    def describe(self) -> dict[str, Any]:
        return {
            "provider": "openai-compatible",
            "model": self.model_id,
            "base_url": self.base_url,
            "dimensions": self.dimensions,
            "price_per_million_tokens": self.price_per_million_tokens,
        }

    def close(self) -> None:
        self._endpoint.close()

    def __repr__(self) -> str:
        return (
            f"OpenAIEmbeddings(model={self.model_id!r}, base_url={self.base_url!r}, api_key_env={self.api_key_env!r})"
        )


def _ordered_vectors(payload: dict[str, Any], expected: int, url: str) -> list[Any]:
    """Place each ``data[i].embedding`` at its ``index`` (servers may reorder), checking the count."""
    data = payload.get("data")
    if not isinstance(data, list):
        raise ProviderError(f"{url} answered without a 'data' list")
    if len(data) != expected:
        raise ProviderError(f"{url} returned {len(data)} embeddings for {expected} texts")
    ordered: list[Any] = [None] * expected
    for position, entry in enumerate(data):
        index = entry.get("index", position) if isinstance(entry, dict) else None
        if not isinstance(index, int) or not 0 <= index < expected or ordered[index] is not None:
            raise ProviderError(f"{url} returned a missing, duplicate or out-of-range index: {index!r}")
        ordered[index] = entry.get("embedding")
        if not isinstance(ordered[index], list):
            raise ProviderError(f"{url} returned an embedding that is not a list of floats at index {index}")
    return ordered


def require_key(api_key_env: str) -> None:
    """Fail early, naming the variable (never its value), when a remote key is required but unset."""
    if not read_key(api_key_env):
        raise ConfigError(
            f"environment variable {api_key_env} is not set; export your API key there "
            f"(or put {api_key_env}=... in {credentials_path()}, chmod 600)"
        )
