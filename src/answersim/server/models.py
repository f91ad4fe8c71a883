"""Request and response bodies of ``answersim serve`` (they also make up its OpenAPI document)."""

from __future__ import annotations

import math
from typing import Annotated, Any, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, field_validator, model_validator


def _valid_unicode(value: str) -> str:
    try:
        value.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise ValueError(
            f"contains an unpaired surrogate at character {exc.start}, which is not valid Unicode; "
            "fix the text's encoding"
        ) from None
    return value


#: a string that is valid Unicode (JSON allows escaped lone surrogates; models and encoders do not)
Text = Annotated[str, AfterValidator(_valid_unicode)]


def _finite_everywhere(body: Any, *, unicode: bool = False) -> Any:
    """Refuse NaN and Infinity anywhere in a body (Python's JSON parser accepts them; reports must not hold
    them, since they are not JSON) and lone surrogates in any key; with ``unicode``, in any string too.
    Iterative, so a deeply nested body cannot exhaust the stack."""
    stack: list[tuple[str, Any]] = [("", body)]
    while stack:
        path, value = stack.pop()
        where = path.lstrip(".") or "body"
        if isinstance(value, float) and not math.isfinite(value):
            raise ValueError(f"{where} is {value}, which is not valid JSON; send a finite number or null")
        if unicode and isinstance(value, str):
            try:
                _valid_unicode(value)
            except ValueError as exc:
                raise ValueError(f"{where} {exc}") from None
        if isinstance(value, dict):
            for key in value:  # keys anywhere (pydantic cannot even report a key that is not valid Unicode)
                if isinstance(key, str):
                    try:
                        _valid_unicode(key)
                    except ValueError as exc:
                        raise ValueError(f"a key in {where} {exc}") from None
        if isinstance(value, dict):
            stack.extend((f"{path}.{k}", v) for k, v in value.items())
        elif isinstance(value, list):
            stack.extend((f"{path}.{i}", v) for i, v in enumerate(value))
    return body


class ErrorBody(BaseModel):
    message: str
    type: str
    code: str | None = None
    param: str | None = None


class ErrorResponse(BaseModel):
    """Every error the service answers with, in OpenAI's shape so existing clients can read it."""

    error: ErrorBody


class EmbeddingRequest(BaseModel):
    """OpenAI's ``/v1/embeddings`` request; texts only (token-id arrays are refused with a 422)."""

    model_config = ConfigDict(extra="ignore")

    input: str | list[str] = Field(description="a text, or a list of texts (at most the service's batch limit)")
    model: str | None = Field(None, description="the served model's id or short name; omit for the served model")
    encoding_format: Literal["float", "base64"] = Field(
        "float", description="float: JSON numbers; base64: little-endian float32 bytes, as OpenAI does"
    )
    dimensions: int | None = Field(None, description="must equal the model's dimensions when given (no truncation)")
    user: str | None = Field(None, description="accepted for compatibility and ignored")

    @field_validator("input", mode="before")
    @classmethod
    def _texts_only(cls, value: Any) -> Any:
        """One clear message per mistake (instead of one per member of the str | list union)."""
        items = value if isinstance(value, list) else [value]
        if any(isinstance(v, (int, list)) and not isinstance(v, bool) for v in items):
            raise ValueError("token-id arrays are not supported by answersim serve; send the texts as strings")
        if isinstance(value, list) and not value:
            raise ValueError("is an empty list; send at least one text")
        for i, item in enumerate(items):
            where = f"item {i}" if isinstance(value, list) else "the text"
            if not isinstance(item, str):
                raise ValueError(f"{where} must be a string, got {type(item).__name__}; send a text or a list of texts")
            try:
                _valid_unicode(item)
            except ValueError as exc:
                raise ValueError(f"{where} {exc}") from None
        return value


class Embedding(BaseModel):
    object: Literal["embedding"] = "embedding"
    index: int
    embedding: list[float] | str


class EmbeddingUsage(BaseModel):
    prompt_tokens: int
    total_tokens: int


class EmbeddingResponse(BaseModel):
    object: Literal["list"] = "list"
    data: list[Embedding]
    model: str
    usage: EmbeddingUsage


class CaseIn(BaseModel):
    """One test case, with the library's field names."""

    model_config = ConfigDict(extra="forbid")

    actual_output: Text | None = None
    expected_output: Text | None = None
    references: list[Text] | None = None
    input: Text | None = None
    id: Text | int | None = None
    tags: list[Text] | None = None
    metadata: dict[str, Any] | None = None


class MetricSpec(BaseModel):
    """A metric by name with its options (threshold, binary, mapping, aggregation, …)."""

    model_config = ConfigDict(extra="allow")

    name: str = Field(description="a metric name, as listed by GET /v1/models under 'metrics'")


class ScoreRequest(BaseModel):
    """Either one pair (``expected_output`` + ``actual_output``) or a batch of ``cases``."""

    model_config = ConfigDict(extra="forbid")

    cases: list[CaseIn] | None = Field(None, description="test cases; leave out to score one pair")
    expected_output: Text | None = None
    actual_output: Text | None = None
    references: list[Text] | None = None
    input: Text | None = None
    metrics: list[str | MetricSpec] = Field(
        default_factory=lambda: ["answer"],
        min_length=1,
        description="metric names or {name, ...options}; default answer",
    )
    options: dict[str, Any] = Field(
        default_factory=dict, description="options applied to every metric (threshold, binary, mapping, aggregation)"
    )

    @model_validator(mode="before")
    @classmethod
    def _no_nan(cls, body: Any) -> Any:
        if isinstance(body, dict):  # options reach metrics and models: their texts must be valid Unicode
            _finite_everywhere({k: body.get(k) for k in ("options", "metrics")}, unicode=True)
        return _finite_everywhere(body)


class ScoreResponse(BaseModel):
    """The library's report (``Report.to_dict()``): meta, metrics, aggregates, usage, items."""

    model_config = ConfigDict(extra="allow")

    meta: dict[str, Any]
    metrics: list[str]
    aggregates: dict[str, Any]
    usage: dict[str, Any]
    items: list[dict[str, Any]]


class Health(BaseModel):
    status: Literal["ok"]
    model: str
    dimensions: int
    engine: str | None = Field(description="the local inference engine (torch, onnx, onnx-int8); null for others")
    micro_batching: bool


class ModelCard(BaseModel):
    id: str
    object: Literal["model"] = "model"
    created: int = 0
    owned_by: str = "answersim"


class ModelList(BaseModel):
    object: Literal["list"] = "list"
    data: list[ModelCard]
    metrics: list[str] = Field(description="metric names POST /v1/score accepts")
