"""Text prefixes that some embedding families need, chosen by model name, for symmetric similarity.

E5 models (``intfloat/e5-*``, ``multilingual-e5-*``) were trained with ``"query: "`` / ``"passage: "``
prefixes and degrade without them; for symmetric tasks (STS, answer vs reference) their authors use
``"query: "`` on both sides. BGE models use an instruction only for retrieval queries; for similarity
of two sentences they take none. Models not listed here get no prefix.
"""

from __future__ import annotations

import re

#: (pattern on the lower-cased model id, prefix for both texts of a pair)
_RULES: tuple[tuple[str, str], ...] = (
    (r"(^|/)(multilingual-)?e5-", "query: "),
    (r"(^|/)bge-", ""),
)


def similarity_prefix(model_id: str) -> str:
    """The prefix to put before every text when ``model_id`` compares two texts symmetrically."""
    name = model_id.lower().rstrip("/")
    for pattern, prefix in _RULES:
        if re.search(pattern, name):
            return prefix
    return ""


def with_prefix(texts: list[str], prefix: str) -> list[str]:
    """``texts`` with ``prefix`` in front of each (unchanged when the prefix is empty)."""
    return [prefix + t for t in texts] if prefix else texts
