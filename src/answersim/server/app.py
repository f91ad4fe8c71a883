"""The FastAPI application of ``answersim serve``: OpenAI-compatible embeddings, scoring, health, models."""

from __future__ import annotations

import asyncio
import base64
import contextlib
import inspect
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
from answersim.server.batcher import MicroBatcher
from answersim.server.guard import ApiError, Guard, SafeJSONResponse, allowed_host_names, install_error_handlers
from answersim.server.models import (
    EmbeddingRequest,
    EmbeddingResponse,
    ErrorResponse,
    Health,
    ModelCard,
    ModelList,
    ScoreRequest,
    ScoreResponse,
)
from answersim.server.options import check_options
from answersim.server.served import Deadline, DeadlineChat, DeadlineExceeded, ServedModel

#: metrics that compare texts without a model (their work is not counted against --max-request-chars)
LEXICAL = frozenset({"exact-match", "token-f1", "containment"})


@dataclass
class ServeSettings:
    """Limits and behaviour of one service instance (the CLI flags of ``answersim serve``)."""

    api_key: str | None = field(default=None, repr=False)
    max_request_bytes: int = 8 * 1024 * 1024
    max_batch: int = 2048
    micro_batching: bool = True
    batch_max_texts: int = 256
    batch_max_wait_ms: float = 5.0
    #: text characters one request may ask to score, counted once per metric that runs a model
    max_request_chars: int = 1_000_000
    #: seconds one request may take before it is answered 503
    request_timeout_s: float = 60.0
    #: the bound address; ``Host`` must name it, a loopback name or one of ``allowed_hosts``
    host: str = "127.0.0.1"
    allowed_hosts: tuple[str, ...] = ()
    #: llm-judge is served only when the operator names the chat model (and its endpoint and key variable)
    llm_model: str | None = None
    llm_base_url: str | None = None
    llm_api_key_env: str | None = None

    @property
    def llm_enabled(self) -> bool:
        return bool(self.llm_model or self.llm_base_url)


def _errors(*codes: int) -> dict[int | str, dict[str, Any]]:
    return {code: {"model": ErrorResponse} for code in codes}


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
    chat = _chat_client(settings)

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        probe, _ = await batcher.run_model(["answersim warm-up"])  # loads the model on the model thread
        state["dimensions"] = int(probe.shape[1])
        state["engine"] = embedder.describe().get("engine")
        state["loop"] = asyncio.get_running_loop()
        await batcher.start()
        yield
        await batcher.stop()  # uvicorn calls this after in-flight requests have finished
        if chat is not None:
            chat.close()

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
    app.add_middleware(
        Guard,
        api_key=settings.api_key,
        max_request_bytes=settings.max_request_bytes,
        hosts=allowed_host_names(settings.host, settings.allowed_hosts),
    )
    auth = (
        [Security(HTTPBearer(auto_error=False, description="the token from --api-key-env"))] if settings.api_key else []
    )
    limit_note = (
        f" At most {settings.max_batch} inputs, {settings.max_request_bytes} bytes, "
        f"{settings.max_request_chars} characters of text to score and {settings.request_timeout_s:g} s per request."
    )

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
        responses=_errors(400, 401, 404, 413, 421, 422, 500, 503),
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
        _check_work(sum(len(t) for t in texts), settings.max_request_chars)
        try:
            vectors, tokens = await asyncio.wait_for(batcher.embed(texts), settings.request_timeout_s)
        except asyncio.TimeoutError:
            raise _late(settings.request_timeout_s) from None
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
        responses=_errors(400, 401, 413, 421, 422, 500, 503),
        description="Score one pair or a batch of test cases with the library's metrics; "
        "the answer is the library's report." + limit_note,
    )
    async def score(body: ScoreRequest) -> SafeJSONResponse:
        records = _records(body)
        _check_batch(len(records), settings.max_batch, "cases")
        specs = [
            (spec, {}) if isinstance(spec, str) else (spec.name, dict(spec.model_extra or {})) for spec in body.metrics
        ]
        check_options([n for n, _ in specs], body.options, [own for _, own in specs])
        models = max(1, sum(name not in LEXICAL for name, _ in specs))
        _check_work(_characters(records, body.options, specs) * models, settings.max_request_chars, models)
        deadline = Deadline(settings.request_timeout_s)
        served = ServedModel(batcher, state["loop"], deadline)
        judge = None if chat is None else DeadlineChat(chat, deadline)
        metrics = build_metrics(specs, body.options, served.view(), judge)
        work = asyncio.to_thread(_evaluate, records, metrics, deadline)
        try:
            report = await asyncio.wait_for(work, settings.request_timeout_s)
        except (asyncio.TimeoutError, DeadlineExceeded):
            deadline.at = 0.0  # the thread stops at its next model call
            raise _late(settings.request_timeout_s) from None
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


def _evaluate(records: list[dict[str, Any]], metrics: list[Metric], deadline: Deadline) -> Any:
    """The library's evaluation, on a worker thread; its memory is handed back to the OS afterwards."""
    from answersim.runner.core import evaluate

    def on_item(_: Any) -> None:
        deadline.check()

    try:
        report = evaluate(records, metrics, progress=False, on_item=on_item, chunk_size=64)
        deadline.check()  # a model call may have failed on the deadline: no partial report
        return report
    finally:
        release_memory()


def release_memory() -> None:
    """Collect garbage and return freed heap pages to the OS (glibc keeps them otherwise)."""
    import ctypes
    import gc
    import sys

    gc.collect()
    if sys.platform.startswith("linux"):
        with contextlib.suppress(OSError, AttributeError):  # not glibc (musl): nothing to trim
            ctypes.CDLL("libc.so.6").malloc_trim(0)


def _characters(records: list[dict[str, Any]], options: dict[str, Any], specs: list[tuple[str, dict]]) -> int:
    """Characters of every text a request asks to score (cases, references, texts given as options)."""

    def size(value: Any) -> int:
        if isinstance(value, str):
            return len(value)
        if isinstance(value, (list, tuple)):
            return sum(size(v) for v in value)
        if isinstance(value, dict):
            return sum(size(k) + size(v) for k, v in value.items())
        return 0

    texts = ("actual_output", "expected_output", "references", "input")
    return sum(size(r.get(k)) for r in records for k in texts) + size(options) + sum(size(o) for _, o in specs)


def _check_work(characters: int, limit: int, metrics: int = 1) -> None:
    if characters > limit:
        per = f" ({metrics} metrics that run a model, each over every text)" if metrics > 1 else ""
        raise ApiError(
            413,
            f"this request asks to score {characters} characters of text{per}; this service accepts at most "
            f"{limit} per request (--max-request-chars); send fewer or shorter cases per request",
            code="too_much_work",
        )


def _late(seconds: float) -> ApiError:
    return ApiError(
        503,
        f"the request did not finish within {seconds:g} s (--request-timeout) and was stopped; "
        "send fewer or shorter cases per request",
        code="request_timeout",
    )


def _chat_client(settings: ServeSettings) -> Any:
    """The one chat client of ``llm-judge``, configured by serve's flags only (None: llm-judge is off)."""
    if not settings.llm_enabled:
        return None
    from answersim.providers.llm.openai import OpenAIChat

    return OpenAIChat(
        settings.llm_model or "gpt-4o-mini",
        base_url=settings.llm_base_url,
        api_key_env=settings.llm_api_key_env or "OPENAI_API_KEY",
        timeout=min(60.0, settings.request_timeout_s),
    )


def build_metrics(
    specs: list[tuple[str, dict[str, Any]]],
    options: dict[str, Any],
    served: BaseEmbeddings,
    chat: Any,
) -> list[Metric]:
    """Metrics from checked names and options; every model-using metric scores with the served model."""
    from answersim.metrics.embedding import EmbeddingMetric
    from answersim.runner.core import resolve_metrics

    metrics = []
    for name, own in specs:
        merged = {**options, **own}
        try:
            factory = metric_class(name)
            if name == "llm-judge":
                if chat is None:
                    raise ApiError(
                        422,
                        "metric 'llm-judge' is off on this service; its operator can turn it on with "
                        "answersim serve --llm-model NAME [--llm-base-url URL --llm-api-key-env VAR]",
                        param="metrics",
                    )
                merged["llm"] = chat
            elif name in ("sas", "bertscore") or (inspect.isclass(factory) and issubclass(factory, EmbeddingMetric)):
                merged["model"] = served
            metrics.append(get_metric(name, **merged))
        except (ConfigError, TypeError, ValueError, OverflowError) as exc:
            raise ApiError(422, f"metric {name!r}: {exc}", param="metrics") from None
    try:
        return resolve_metrics(metrics)
    except ConfigError as exc:
        raise ApiError(422, str(exc), param="metrics") from None
