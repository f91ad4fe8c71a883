"""The served model as one request's metrics see it: every call joins the micro-batcher or runs on the
model thread, and none starts after the request's deadline.

A request gets its own view, so what a metric keeps on its provider (bertscore's pooled vectors) is
dropped with the request. For a local model the view is a :class:`LocalEmbeddings` sharing the loaded
engine, so ``bertscore`` keeps its contextual form and ``sas``/``cosine`` share its forward passes.
"""

from __future__ import annotations

import asyncio
import copy
import time
from typing import Any

import numpy as np

from answersim.errors import ProviderError
from answersim.providers.embeddings.base import BaseEmbeddings
from answersim.results import Usage
from answersim.server.batcher import MicroBatcher


class DeadlineExceeded(ProviderError):
    """The request ran out of time; the model is not called for it any more."""


class Deadline:
    """A point in time (monotonic clock) after which a request's work stops."""

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds
        self.at = time.monotonic() + seconds

    @property
    def passed(self) -> bool:
        return time.monotonic() >= self.at

    def check(self) -> None:
        if self.passed:
            raise DeadlineExceeded(f"the request passed its {self.seconds:g} s limit (--request-timeout)")


class ServedModel:
    """Calls into the served model from the runner's thread, for one request."""

    def __init__(self, batcher: MicroBatcher, loop: asyncio.AbstractEventLoop, deadline: Deadline) -> None:
        self.batcher = batcher
        self.loop = loop
        self.deadline = deadline

    def embed(self, texts: Any) -> tuple[np.ndarray, Usage]:
        """Sentence vectors through the micro-batcher (coalesced with other requests' texts)."""
        self.deadline.check()
        start = time.perf_counter()
        future = asyncio.run_coroutine_threadsafe(self.batcher.embed(list(texts)), self.loop)
        vectors, tokens = future.result()
        return vectors, Usage(tokens=sum(tokens), latency_s=time.perf_counter() - start, calls=1)

    def on_model_thread(self, fn: Any, *args: Any) -> Any:
        """``fn(*args)`` on the model thread, where every model call of the service runs."""
        self.deadline.check()
        return self.batcher.submit(fn, *args).result()

    def view(self) -> BaseEmbeddings:
        """The served model for this request's metrics."""
        from answersim.providers.embeddings.local import LocalEmbeddings

        inner = self.batcher.embedder
        if not isinstance(inner, LocalEmbeddings):
            return _ViaBatcher(inner, self)
        view = copy.copy(inner)  # shares the loaded engine; its own per-request state
        view.__dict__.pop("_pooled_from_tokens", None)
        view.embed_batch = self.embed  # type: ignore[method-assign]
        view.token_states = lambda texts, layers: self.on_model_thread(inner.token_states, texts, layers)  # type: ignore[method-assign]
        return view


class _ViaBatcher(BaseEmbeddings):
    """A served model that is not a local transformer (an API client, a fake): vectors via the batcher."""

    def __init__(self, inner: BaseEmbeddings, served: ServedModel) -> None:
        self.inner = inner
        self.served = served
        self.model_id = inner.model_id
        self.batch_size = inner.batch_size

    @property
    def label(self) -> str:
        return self.inner.label

    @property
    def cache_id(self) -> str | None:
        return self.inner.cache_id

    def describe(self) -> dict[str, Any]:
        return self.inner.describe()

    def embed_batch(self, texts: Any) -> tuple[np.ndarray, Usage]:
        return self.served.embed(texts)


class DeadlineChat:
    """The service's chat client for one request: no call to the LLM starts after the request's deadline."""

    def __init__(self, client: Any, deadline: Deadline) -> None:
        self.client = client
        self.deadline = deadline
        self.model = client.model

    @property
    def cache_id(self) -> str | None:
        return self.client.cache_id

    def complete(self, messages: Any, response_format: Any = None) -> Any:
        self.deadline.check()
        return self.client.complete(messages, response_format)

    def describe(self) -> dict[str, Any]:
        return self.client.describe()
