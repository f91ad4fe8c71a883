"""answersim: score how close an answer is in meaning to a reference answer.

>>> from answersim import evaluate, Cosine
>>> report = evaluate([{"expected_output": "Paris", "actual_output": "The capital is Paris"}], [Cosine()])

Heavy libraries (torch, sentence-transformers, httpx) load only when a metric or client needs them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from answersim.version import __version__

_EXPORTS = {
    "TestCase": "answersim.cases",
    "MetricResult": "answersim.results",
    "ItemResult": "answersim.results",
    "Report": "answersim.results",
    "Usage": "answersim.results",
    "evaluate": "answersim.runner.core",
    "aevaluate": "answersim.runner.core",
    "Runner": "answersim.runner.core",
    "Metric": "answersim.metrics",
    "get_metric": "answersim.metrics",
    "available_metrics": "answersim.metrics",
    "register_metric": "answersim.metrics",
    "Cosine": "answersim.metrics.cosine",
    "ReferenceMatch": "answersim.metrics.reference",
    "SAS": "answersim.metrics.sas",
    "CrossEncoderMetric": "answersim.metrics.cross_encoder",
    "Answer": "answersim.metrics.answer",
    "BERTScore": "answersim.metrics.bertscore",
    "LLMJudge": "answersim.metrics.llm_judge",
    "ExactMatch": "answersim.metrics.lexical",
    "TokenF1": "answersim.metrics.lexical",
    "Containment": "answersim.metrics.lexical",
    "assert_similar": "answersim.integrations.pytest",
    "EmbeddingClient": "answersim.providers.embeddings",
    "LocalEmbeddings": "answersim.providers.embeddings",
    "OpenAIEmbeddings": "answersim.providers.embeddings",
    "FakeEmbeddings": "answersim.providers.embeddings",
    "MemoryCache": "answersim.stores.memory",
    "SQLiteCache": "answersim.stores.sqlite",
    "AnswersimError": "answersim.errors",
    "InputError": "answersim.errors",
    "InputErrors": "answersim.errors",
    "ConfigError": "answersim.errors",
    "ProviderError": "answersim.errors",
}

__all__ = [
    "SAS",
    "Answer",
    "AnswersimError",
    "BERTScore",
    "ConfigError",
    "Containment",
    "Cosine",
    "CrossEncoderMetric",
    "EmbeddingClient",
    "ExactMatch",
    "FakeEmbeddings",
    "InputError",
    "InputErrors",
    "ItemResult",
    "LLMJudge",
    "LocalEmbeddings",
    "MemoryCache",
    "Metric",
    "MetricResult",
    "OpenAIEmbeddings",
    "ProviderError",
    "ReferenceMatch",
    "Report",
    "Runner",
    "SQLiteCache",
    "TestCase",
    "TokenF1",
    "Usage",
    "__version__",
    "aevaluate",
    "assert_similar",
    "available_metrics",
    "evaluate",
    "get_metric",
    "register_metric",
]

if TYPE_CHECKING:
    from answersim.cases import TestCase
    from answersim.errors import AnswersimError, ConfigError, InputError, InputErrors, ProviderError
    from answersim.integrations.pytest import assert_similar
    from answersim.metrics import Metric, available_metrics, get_metric, register_metric
    from answersim.metrics.answer import Answer
    from answersim.metrics.bertscore import BERTScore
    from answersim.metrics.cosine import Cosine
    from answersim.metrics.cross_encoder import CrossEncoderMetric
    from answersim.metrics.lexical import Containment, ExactMatch, TokenF1
    from answersim.metrics.llm_judge import LLMJudge
    from answersim.metrics.reference import ReferenceMatch
    from answersim.metrics.sas import SAS
    from answersim.providers.embeddings import EmbeddingClient, FakeEmbeddings, LocalEmbeddings, OpenAIEmbeddings
    from answersim.results import ItemResult, MetricResult, Report, Usage
    from answersim.runner.core import Runner, aevaluate, evaluate
    from answersim.stores.memory import MemoryCache
    from answersim.stores.sqlite import SQLiteCache


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'answersim' has no attribute {name!r}")
    import importlib

    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value
