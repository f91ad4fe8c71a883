"""Metrics by name. The registry imports a metric's module only when that metric is asked for, so the
runner and `answersim --help` load no backend they do not use."""

from __future__ import annotations

import importlib
import inspect
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from answersim.errors import ConfigError

if TYPE_CHECKING:
    from answersim.metrics.base import Metric

#: name -> "module:Class"; registered lazily so `answersim --help` does not import every backend
_REGISTRY: dict[str, str | Callable[..., Metric]] = {
    "cosine": "answersim.metrics.cosine:Cosine",
    "reference-match": "answersim.metrics.reference:ReferenceMatch",
    "cross-encoder": "answersim.metrics.cross_encoder:CrossEncoderMetric",
    "sas": "answersim.metrics.sas:SAS",
    "llm-judge": "answersim.metrics.llm_judge:LLMJudge",
    "exact-match": "answersim.metrics.lexical:ExactMatch",
    "token-f1": "answersim.metrics.lexical:TokenF1",
    "containment": "answersim.metrics.lexical:Containment",
    "answer": "answersim.metrics.answer:Answer",
    "bertscore": "answersim.metrics.bertscore:BERTScore",
}


def register_metric(name: str, factory: str | Callable[..., Metric]) -> None:
    """Make a metric available by name to :func:`get_metric`, the runner and the CLI."""
    _REGISTRY[name] = factory


def available_metrics() -> list[str]:
    return sorted(_REGISTRY)


def metric_class(name: str) -> Callable[..., Metric]:
    try:
        factory = _REGISTRY[name]
    except KeyError:
        raise ConfigError(f"unknown metric {name!r}; choose from: {', '.join(available_metrics())}") from None
    if isinstance(factory, str):
        module, _, attr = factory.partition(":")
        factory = getattr(importlib.import_module(module), attr)
        _REGISTRY[name] = factory
    return factory


def get_metric(name: str, **options: Any) -> Metric:
    """Build a metric by name. Options it does not take (e.g. a CLI flag meant for another metric)
    are ignored, so one set of options can configure several metrics at once."""
    factory = metric_class(name)
    params = inspect.signature(factory).parameters
    if not any(p.kind is inspect.Parameter.VAR_KEYWORD for p in params.values()):
        options = {k: v for k, v in options.items() if k in params and v is not None}
    return factory(**options)
