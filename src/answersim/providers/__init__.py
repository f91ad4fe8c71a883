"""Who answers the metrics' requests: embedding models, pair scorers (cross-encoders) and LLM judges."""

from answersim.providers.base import Fetched, Provider, Request

__all__ = ["Fetched", "Provider", "Request"]
