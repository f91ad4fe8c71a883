"""The FastAPI application of ``answersim serve``: OpenAI-compatible embeddings, scoring, health, models."""

from __future__ import annotations

import asyncio
import base64
import inspect
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from typing import Any

import numpy as np
from fastapi import FastAPI, Security
from fastapi.security import HTTPBearer

from answersim import __version__
from answersim.errors import ConfigError, InputErrors
from answersim.metrics import Metric, available_metrics, get_metric, metric_class
from answersim.providers.embeddings.base import BaseEmbeddings
from answersim.results import Usage
from answersim.server.batcher import MicroBatcher
from answersim.server.guard import ApiError, Guard, SafeJSONResponse, install_error_handlers
from answersim.server.models import (
    EmbeddingRequest,
    EmbeddingResponse,
    ErrorResponse,
    Health,
    MetricSpec,
    ModelCard,
    ModelList,
    ScoreRequest,
    ScoreResponse,
)

#: metric options a caller may not set over HTTP: they would load other models or files on the server
REFUSED_OPTIONS = frozenset(
    {"model", "models", "calibration", "device", "trust_remote_code", "cache", "target", "params", "baseline"}
)


@dataclass
class ServeSettings:
    """Limits and behaviour of one service instance (the CLI flags of ``answersim serve``)."""

    api_key: str | None = field(default=None, repr=False)
    max_request_bytes: int = 8 * 1024 * 1024
    max_batch: int = 2048
    micro_batching: bool = True
    batch_max_texts: int = 256
    batch_max_wait_ms: float = 5.0


def _errors(*codes: int) -> dict[int | str, dict[str, Any]]:
    return {code: {"model": ErrorResponse} for code in codes}


class _ViaBatcher(BaseEmbeddings):
    """The served model as seen by the (threaded) runner: its calls join the micro-batches too."""

    def __init__(self, batcher: MicroBatcher, loop: asyncio.AbstractEventLoop) -> None:
        self.inner = batcher.embedder
        self.batcher = batcher
        self.loop = loop
        self.model_id = self.inner.model_id
        self.batch_size = self.inner.batch_size

    @property
    def label(self) -> str:
        return self.inner.label

    @property
    def cache_id(self) -> str | None:
        return self.inner.cache_id

    def describe(self) -> dict[str, Any]:
        return self.inner.describe()

    def embed_batch(self, texts: Any) -> tuple[np.ndarray, Usage]:
        start = time.perf_counter()
        future = asyncio.run_coroutine_threadsafe(self.batcher.embed(list(texts)), self.loop)
        vectors, tokens = future.result()
        return vectors, Usage(tokens=sum(tokens), latency_s=time.perf_counter() - start, calls=1)


def create_app(embedder: BaseEmbeddings, settings: ServeSettings | None = None) -> FastAPI:
    """Build the service around one embedding model (loaded and measured at startup)."""
    settings = settings or ServeSettings()
    batcher = MicroBatcher(
        embedder,
        enabled=settings.micro_batching,
        max_texts=settings.batch_max_texts,
        max_wait_s=settings.batch_max_wait_ms / 1000,
    )
    state: dict[str, Any] = {}
    names = {embedder.model_id, embedder.model_id.rsplit("/", 1)[-1]}

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        probe, _ = await batcher.run_model(["answersim warm-up"])  # loads the model on the model thread
        state["dimensions"] = int(probe.shape[1])
        state["engine"] = embedder.describe().get("engine")
        state["via_batcher"] = _ViaBatcher(batcher, asyncio.get_running_loop())
        await batcher.start()
        yield
        await batcher.stop()  # uvicorn calls this after in-flight requests have finished

    app = FastAPI(
        title="answersim",
        version=__version__,
        summary="Offline OpenAI-compatible embeddings and answer-similarity scoring.",
        lifespan=lifespan,
        docs_url=None,
        redoc_url=None,
        default_response_class=SafeJSONResponse,
    )
    install_error_handlers(app)
    app.add_middleware(Guard, api_key=settings.api_key, max_request_bytes=settings.max_request_bytes)
    auth = (
        [Security(HTTPBearer(auto_error=False, description="the token from --api-key-env"))] if settings.api_key else []
    )
    limit_note = f" At most {settings.max_batch} inputs and {settings.max_request_bytes} bytes per request."

    @app.get("/healthz", response_model=Health)
    async def healthz() -> dict[str, Any]:
        """Liveness and readiness: the model is loaded once the service answers."""
        return {
            "status": "ok",
            "model": embedder.model_id,
            "dimensions": state["dimensions"],
            "engine": state["engine"],
            "micro_batching": settings.micro_batching,
        }

    @app.get("/v1/models", response_model=ModelList, dependencies=auth, responses=_errors(401))
    async def models() -> dict[str, Any]:
        """The served embedding model, and the metric names ``/v1/score`` accepts."""
        return {"object": "list", "data": [ModelCard(id=embedder.model_id)], "metrics": available_metrics()}

    @app.post(
        "/v1/embeddings",
        response_model=EmbeddingResponse,
        dependencies=auth,
        responses=_errors(400, 401, 404, 413, 422, 500),
        description="OpenAI-compatible embeddings." + limit_note,
    )
    async def embeddings(body: EmbeddingRequest) -> SafeJSONResponse:
        texts = [body.input] if isinstance(body.input, str) else list(body.input)
        _check_batch(len(texts), settings.max_batch, "input")
        if body.model is not None and body.model not in names:
            raise ApiError(
                404,
                f"model {body.model[:200]!r} is not served here; this service serves {embedder.model_id!r} "
                "(omit 'model' or use that id)",
                code="model_not_found",
                param="model",
            )
        if body.dimensions is not None and body.dimensions != state["dimensions"]:
            raise ApiError(
                422,
                f"dimensions={body.dimensions} is not supported: {embedder.model_id} produces "
                f"{state['dimensions']}-dimensional vectors and answersim does not shorten them; "
                f"omit 'dimensions' or set it to {state['dimensions']}",
                param="dimensions",
            )
        vectors, tokens = await batcher.embed(texts)
        data = [
            {"object": "embedding", "index": i, "embedding": _encode(v, body.encoding_format)}
            for i, v in enumerate(vectors)
        ]
        used = int(sum(tokens))
        return SafeJSONResponse(
            {
                "object": "list",
                "data": data,
                "model": embedder.model_id,
                "usage": {"prompt_tokens": used, "total_tokens": used},
            }
        )

    @app.post(
        "/v1/score",
        response_model=ScoreResponse,
        dependencies=auth,
        responses=_errors(400, 401, 413, 422, 500),
        description="Score one pair or a batch of test cases with the library's metrics; "
        "the answer is the library's report." + limit_note,
    )
    async def score(body: ScoreRequest) -> SafeJSONResponse:
        from answersim.runner.core import evaluate

        records = _records(body)
        _check_batch(len(records), settings.max_batch, "cases")
        metrics = build_metrics(body.metrics, body.options, state["via_batcher"])
        try:
            report = await asyncio.to_thread(evaluate, records, metrics, progress=False)
        except InputErrors as exc:
            raise ApiError(422, str(exc), param="cases" if body.cases is not None else None) from None
        return SafeJSONResponse(report.to_dict())

    return app


def _check_batch(count: int, limit: int, param: str) -> None:
    if count > limit:
        raise ApiError(
            422,
            f"{count} items in '{param}'; this service accepts at most {limit} per request (--max-batch); "
            "split the request",
            code="batch_too_large",
            param=param,
        )


def _encode(vector: np.ndarray, encoding: str) -> list[float] | str:
    if encoding == "base64":
        return base64.b64encode(np.asarray(vector, dtype="<f4").tobytes()).decode("ascii")
    return np.asarray(vector, dtype=np.float32).tolist()


def _records(body: ScoreRequest) -> list[dict[str, Any]]:
    pair = {k: getattr(body, k) for k in ("expected_output", "actual_output", "references", "input")}
    if body.cases is not None:
        if any(v is not None for v in pair.values()):
            raise ApiError(422, "give either 'cases' or one pair (expected_output, actual_output), not both")
        return [c.model_dump(exclude_none=True) for c in body.cases]
    return [{k: v for k, v in pair.items() if v is not None}]


def build_metrics(specs: list[str | MetricSpec], options: dict[str, Any], embedder: BaseEmbeddings) -> list[Metric]:
    """Metrics from names and options; embedding metrics use the served model, whatever was asked."""
    from answersim.metrics.embedding import EmbeddingMetric
    from answersim.runner.core import resolve_metrics

    metrics = []
    for spec in specs:
        name, own = (spec, {}) if isinstance(spec, str) else (spec.name, dict(spec.model_extra or {}))
        merged = {**options, **own}
        refused = sorted(set(merged) & REFUSED_OPTIONS)
        if refused:
            raise ApiError(
                422,
                f"option {refused[0]!r} cannot be set over HTTP; the service scores with its own model",
                param="options",
            )
        try:
            factory = metric_class(name)
            if inspect.isclass(factory) and issubclass(factory, EmbeddingMetric):
                merged["model"] = embedder
            metrics.append(get_metric(name, **merged))
        except (ConfigError, TypeError, ValueError) as exc:
            raise ApiError(422, f"metric {name!r}: {exc}", param="metrics") from None
    try:
        return resolve_metrics(metrics)
    except ConfigError as exc:
        raise ApiError(422, str(exc), param="metrics") from None
