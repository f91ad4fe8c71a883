"""The chat protocol every LLM client speaks: ``complete(messages, response_format) -> ChatReply``."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass
from typing import Any, Protocol, runtime_checkable

from answersim.results import Usage

Message = Mapping[str, str]  # {"role": "system" | "user" | "assistant", "content": "..."}
JSON_OBJECT: Mapping[str, str] = {"type": "json_object"}


@dataclass(frozen=True)
class ChatUsage:
    """What one chat call cost: tokens as the server counted them, USD at the client's prices, wall time."""

    prompt_tokens: int = 0
    completion_tokens: int = 0
    cost_usd: float = 0.0
    latency_s: float = 0.0

    @property
    def tokens(self) -> int:
        return self.prompt_tokens + self.completion_tokens

    def to_usage(self) -> Usage:
        return Usage(tokens=self.tokens, cost_usd=self.cost_usd, latency_s=self.latency_s, calls=1)

    def to_dict(self) -> dict[str, Any]:
        return {**asdict(self), "tokens": self.tokens, "cost_usd": round(self.cost_usd, 8)}


@dataclass(frozen=True)
class ChatReply:
    """The assistant's text and what producing it cost."""

    text: str
    usage: ChatUsage


@runtime_checkable
class ChatClient(Protocol):
    """A chat model. ``response_format`` is a hint (e.g. :data:`JSON_OBJECT`) a client may drop when
    its server does not support it; callers validate the text themselves."""

    model: str

    def complete(self, messages: Sequence[Message], response_format: Mapping[str, Any] | None = None) -> ChatReply:
        """Send ``messages`` and return the reply; raise :class:`~answersim.errors.ProviderError` on failure."""
        ...

    @property
    def cache_id(self) -> str | None:
        """Identity of what this client computes (endpoint + model) for caching; None = never cache."""
        ...

    def describe(self) -> dict[str, Any]:
        """Facts that make results reproducible (model, endpoint, prices); never secrets."""
        ...
