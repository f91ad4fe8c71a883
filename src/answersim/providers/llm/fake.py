"""A deterministic, scripted chat client for unit tests (no network, no model)."""

from __future__ import annotations

import json
import threading
from collections import deque
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from answersim.errors import ProviderError
from answersim.providers.llm.base import ChatReply, ChatUsage, Message

Script = Callable[[Sequence[Message]], Any]


class FakeChat:
    """Replies from a queue (``replies``) or a function of the messages (``handler``).

    A reply may be a string, a dict/list (sent as JSON text) or an exception instance (raised).
    Tokens are counted as whitespace-separated words, so usage is deterministic. Every call's
    messages are kept in ``calls``.
    """

    def __init__(
        self,
        replies: Iterable[Any] = (),
        *,
        handler: Script | None = None,
        model: str = "fake-chat",
        price_per_million: tuple[float, float] = (0.0, 0.0),
    ) -> None:
        self.model = model
        self.replies: deque[Any] = deque(replies)
        self.handler = handler
        self.prices = price_per_million
        self.calls: list[list[dict[str, str]]] = []
        self._lock = threading.Lock()

    @property
    def cache_id(self) -> str | None:
        return None  # scripted replies depend on call order, never on inputs alone

    def complete(self, messages: Sequence[Message], response_format: Mapping[str, Any] | None = None) -> ChatReply:
        with self._lock:
            self.calls.append([dict(m) for m in messages])
            if self.handler is not None:
                reply = self.handler(messages)
            elif self.replies:
                reply = self.replies.popleft()
            else:
                raise ProviderError("FakeChat ran out of scripted replies")
        if isinstance(reply, BaseException):
            raise reply
        text = reply if isinstance(reply, str) else json.dumps(reply)
        prompt = sum(len(m["content"].split()) for m in messages)
        completion = len(text.split())
        cost = (prompt * self.prices[0] + completion * self.prices[1]) / 1_000_000
        return ChatReply(text, ChatUsage(prompt, completion, cost, 0.0))

    def describe(self) -> dict[str, Any]:
        return {"client": "fake", "model": self.model}

    def __repr__(self) -> str:
        return f"FakeChat(model={self.model!r})"
