"""Chat-model clients (one protocol, an OpenAI-compatible HTTP client, a scripted fake) and the
LLM-judge pipeline that the ``llm-judge`` metric asks for."""

from answersim.providers.llm.base import ChatClient, ChatReply, ChatUsage
from answersim.providers.llm.fake import FakeChat
from answersim.providers.llm.openai import OpenAIChat

__all__ = ["ChatClient", "ChatReply", "ChatUsage", "FakeChat", "OpenAIChat"]
