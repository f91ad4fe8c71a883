"""One bound on LLM-judge calls in flight across a whole Ray job: a named actor hands out leases, and each
worker's judge client takes one per HTTP call, so a cluster never floods an endpoint.

A lease not returned within ``lease_s`` (its worker died mid-call) is taken back, so a crash cannot shrink
the bound for the rest of the job.
"""

from __future__ import annotations

import contextlib
import uuid
from collections.abc import Mapping, Sequence
from typing import Any

from answersim.providers.llm.judge import JudgeProvider


class _Leases:
    """The limiter's state and logic (an async Ray actor wraps it; it is also usable directly)."""

    def __init__(self, limit: int, lease_s: float = 600.0) -> None:
        import asyncio

        self.limit = max(1, int(limit))
        self.lease_s = lease_s
        self.held: dict[str, float] = {}
        self.peak = 0
        self.granted = 0
        self.changed = asyncio.Condition()

    async def acquire(self) -> str:
        import asyncio
        import time

        async with self.changed:
            while True:
                now = time.monotonic()
                for token in [t for t, at in self.held.items() if now - at > self.lease_s]:
                    del self.held[token]  # its holder died mid-call
                if len(self.held) < self.limit:
                    token = uuid.uuid4().hex
                    self.held[token] = now
                    self.granted += 1
                    self.peak = max(self.peak, len(self.held))
                    return token
                with contextlib.suppress(asyncio.TimeoutError):  # wake now and then to reclaim expired leases
                    await asyncio.wait_for(self.changed.wait(), timeout=min(self.lease_s, 5.0))

    async def release(self, token: str) -> None:
        async with self.changed:
            self.held.pop(token, None)
            self.changed.notify()

    async def stats(self) -> dict[str, int]:
        return {"limit": self.limit, "in_flight": len(self.held), "peak": self.peak, "granted": self.granted}


def start_limiter(limit: int, *, name: str | None = None) -> Any:
    """A named limiter actor (0 CPUs) allowing ``limit`` calls in flight; returns its handle."""
    from answersim.integrations.ray.runtime import require_ray

    ray = require_ray()
    actor = ray.remote(num_cpus=0, max_concurrency=1000)(_Leases)
    return actor.options(name=name or f"answersim-llm-limiter-{uuid.uuid4().hex[:8]}", namespace="answersim").remote(
        limit
    )


class LimitedChat:
    """A chat client that takes a lease from the job's limiter around every call; otherwise the client itself."""

    def __init__(self, inner: Any, limiter: Any) -> None:
        self.inner = inner
        self.limiter = limiter

    def complete(self, messages: Sequence[Any], response_format: Mapping[str, Any] | None = None) -> Any:
        import ray

        token = ray.get(self.limiter.acquire.remote())
        try:
            return self.inner.complete(messages, response_format)
        finally:
            self.limiter.release.remote(token)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)

    def __repr__(self) -> str:
        return f"LimitedChat({self.inner!r})"


def judge_limits(metrics: Sequence[Any], limit: int | None = None) -> dict[str, int]:
    """Metric name → job-wide bound for each LLM-judge metric: ``limit``, else the metric's own ``concurrency``."""
    out = {}
    for metric in metrics:
        provider = getattr(metric, "provider", None)
        if isinstance(provider, JudgeProvider):
            out[metric.name] = limit or provider.concurrency
    return out


def install_limiters(metrics: Sequence[Any], limiters: Mapping[str, Any]) -> None:
    """Route each judge metric's chat calls through its limiter (in a worker, after the metrics are built)."""
    for metric in metrics:
        provider = getattr(metric, "provider", None)
        if isinstance(provider, JudgeProvider) and metric.name in limiters:
            provider.client = LimitedChat(provider.client, limiters[metric.name])
