"""Micro-batching: embedding requests that arrive together are coalesced into one model call.

A single worker task takes the first waiting request, gathers more for at most ``max_wait_s`` (or
until ``max_texts`` texts), runs the model once in a thread and hands each request its own rows.
With ``enabled=False`` every request calls the model on its own (the benchmark's baseline). Either
way the model runs on one dedicated thread: torch on CPU is fastest when calls do not compete for cores.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any

import numpy as np

from answersim.providers.embeddings.base import BaseEmbeddings, check_vectors


@dataclass
class _Job:
    texts: list[str]
    future: asyncio.Future[tuple[np.ndarray, list[int]]]


def count_tokens(embedder: BaseEmbeddings, texts: Sequence[str]) -> list[int]:
    """Tokens per text as the model counts them; whitespace words when the model cannot say."""
    counter = getattr(embedder, "count_tokens", None)
    if callable(counter):
        return [int(n) for n in counter(list(texts))]
    return [len(t.split()) for t in texts]


def embed_with_tokens(embedder: BaseEmbeddings, texts: list[str]) -> tuple[np.ndarray, list[int]]:
    """One model call: (n, dim) float32 vectors and tokens per text."""
    vectors, _ = embedder.embed_batch(texts)
    return check_vectors(vectors, len(texts), embedder.label), count_tokens(embedder, texts)


class MicroBatcher:
    """Coalesces concurrent ``embed`` calls into one ``embed_batch`` of the wrapped model."""

    def __init__(
        self, embedder: BaseEmbeddings, *, enabled: bool = True, max_texts: int = 256, max_wait_s: float = 0.005
    ) -> None:
        self.embedder = embedder
        self.enabled = enabled
        self.max_texts = max(1, max_texts)
        self.max_wait_s = max(0.0, max_wait_s)
        self._executor = ThreadPoolExecutor(1, thread_name_prefix="answersim-model")
        self._queue: asyncio.Queue[_Job] | None = None
        self._worker: asyncio.Task[None] | None = None

    async def run_model(self, texts: list[str]) -> tuple[np.ndarray, list[int]]:
        """One model call on the model thread."""
        return await asyncio.get_running_loop().run_in_executor(self._executor, embed_with_tokens, self.embedder, texts)

    def submit(self, fn: Callable[..., Any], *args: Any) -> Future[Any]:
        """Run ``fn(*args)`` on the model thread (a call that is not a sentence embedding, e.g. token states)."""
        return self._executor.submit(fn, *args)

    async def start(self) -> None:
        if self.enabled and self._worker is None:
            self._queue = asyncio.Queue()
            self._worker = asyncio.create_task(self._run(), name="answersim-microbatcher")

    async def stop(self) -> None:
        """Finish the queued work, then stop the worker (called after in-flight requests are done)."""
        if self._worker is not None and self._queue is not None:
            await self._queue.join()
            self._worker.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._worker
            self._worker = None
        self._executor.shutdown(wait=True)

    async def embed(self, texts: Sequence[str]) -> tuple[np.ndarray, list[int]]:
        """Vectors and per-text token counts for ``texts`` (same order)."""
        texts = list(texts)
        if not self.enabled or self._queue is None:
            return await self.run_model(texts)
        job = _Job(texts, asyncio.get_running_loop().create_future())
        await self._queue.put(job)
        return await job.future

    async def _run(self) -> None:
        assert self._queue is not None
        loop = asyncio.get_running_loop()
        while True:
            jobs = [await self._queue.get()]
            size = len(jobs[0].texts)
            deadline = loop.time() + self.max_wait_s
            while size < self.max_texts:
                try:
                    job = self._queue.get_nowait()
                except asyncio.QueueEmpty:
                    remaining = deadline - loop.time()
                    if remaining <= 0:
                        break
                    try:
                        job = await asyncio.wait_for(self._queue.get(), remaining)
                    except asyncio.TimeoutError:
                        break
                jobs.append(job)
                size += len(job.texts)
            try:
                await self._serve(jobs)
            finally:
                for _ in jobs:
                    self._queue.task_done()

    async def _serve(self, jobs: list[_Job]) -> None:
        """One model call for all jobs; if it fails, each job is retried alone so one bad one fails alone."""
        texts = [t for job in jobs for t in job.texts]
        try:
            vectors, tokens = await self.run_model(texts)
        except Exception as exc:
            if len(jobs) == 1:
                _settle(jobs[0], exc=exc)
                return
            for job in jobs:
                await self._serve([job])
            return
        start = 0
        for job in jobs:
            end = start + len(job.texts)
            _settle(job, result=(vectors[start:end], tokens[start:end]))
            start = end


def _settle(job: _Job, *, result: tuple[np.ndarray, list[int]] | None = None, exc: BaseException | None = None) -> None:
    if job.future.done():  # the client went away and its request was cancelled
        return
    if exc is not None:
        job.future.set_exception(exc)
    else:
        job.future.set_result(result)  # type: ignore[arg-type]
