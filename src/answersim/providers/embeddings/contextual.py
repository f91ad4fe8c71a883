"""Contextual token vectors for ``bertscore``, and one forward pass serving tokens and sentence vectors.

:class:`TokenVectors` is plain numpy + lists (caches can serialise it with ``to_dict``/``from_dict``).
:func:`fetch_with_tokens` answers a local provider's ``tokens:<layer>`` requests from one forward pass
and keeps that pass's pooled sentence vectors, so a later ``sentence`` request for the same texts (e.g.
``cosine`` on the same model) is served without running the model again. The forward pass itself
comes from the provider's engine (``token_states(texts, layers)``: ids, raw hidden states, pooled
vectors, special-token masks), so every engine (torch, onnx, onnx-int8) serves ``bertscore``.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

import numpy as np

from answersim.errors import ProviderError
from answersim.providers.base import Fetched
from answersim.results import Usage

TOKENS_PREFIX = "tokens:"
#: pooled vectors kept from token passes until their ``sentence`` request arrives
POOLED_LIMIT = 50_000


@dataclass
class TokenVectors:
    """One text's tokens at one hidden layer: special tokens excluded, rows L2-normalised.

    ``special`` holds the unit vectors of the special tokens ([CLS], [SEP]): never scored themselves,
    but kept as match targets, as the reference BERTScore implementation does. ``truncated`` is True
    when the text was longer than the model's window and its tail was cut off.
    """

    tokens: list[str]
    ids: list[int]
    vectors: np.ndarray
    special: np.ndarray
    layer: int
    truncated: bool = False
    special_tokens: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        """JSON-friendly form for persistent caches."""
        return {
            "tokens": list(self.tokens),
            "ids": [int(i) for i in self.ids],
            "dim": int(self.vectors.shape[1]),
            "vectors": self.vectors.astype(np.float32).tolist(),
            "special": self.special.astype(np.float32).tolist(),
            "layer": int(self.layer),
            "truncated": bool(self.truncated),
            "special_tokens": list(self.special_tokens),
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> TokenVectors:
        dim = int(data["dim"])
        return cls(
            tokens=list(data["tokens"]),
            ids=[int(i) for i in data["ids"]],
            vectors=np.asarray(data["vectors"], dtype=np.float32).reshape(-1, dim),
            special=np.asarray(data["special"], dtype=np.float32).reshape(-1, dim),
            layer=int(data["layer"]),
            truncated=bool(data.get("truncated", False)),
            special_tokens=list(data.get("special_tokens", [])),
        )

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, TokenVectors):
            return NotImplemented
        same = (self.tokens, self.ids, self.layer, self.truncated) == (
            other.tokens,
            other.ids,
            other.layer,
            other.truncated,
        )
        return same and np.array_equal(self.vectors, other.vectors) and np.array_equal(self.special, other.special)


def token_kind(layer: int) -> str:
    """The request kind for token vectors of hidden layer ``layer`` (e.g. ``tokens:6``)."""
    return f"{TOKENS_PREFIX}{layer}"


def num_layers(location: str) -> int:
    """Transformer layers of a local model, from its ``config.json`` (no model load); 0 if unknown."""
    from answersim.engines.modelfiles import model_config

    config = model_config(location)
    return int(config.get("num_hidden_layers") or config.get("n_layers") or config.get("num_layers") or 0)


def kind_order(location: str) -> tuple[str, ...]:
    """Token kinds before ``sentence``: a token pass also yields the pooled sentence vectors."""
    return (*(token_kind(layer) for layer in range(num_layers(location) or 48, -1, -1)), "sentence")


def unit_rows(array: np.ndarray) -> np.ndarray:
    """Rows scaled to length 1 (zero rows stay zero)."""
    array = np.asarray(array, dtype=np.float32)
    norms = np.linalg.norm(array, axis=1, keepdims=True)
    return (array / np.where(norms == 0, 1.0, norms)).astype(np.float32)


@lru_cache(maxsize=8)
def _vocabulary(location: str) -> Callable[[int], str] | None:
    path = Path(location) / "tokenizer.json"
    if not path.is_file():
        return None
    tokenizer = _tokenizer(str(path))
    return lambda i: tokenizer.id_to_token(int(i)) or f"[{int(i)}]"


def token_strings(provider: Any, ids: Sequence[int]) -> list[str]:
    """The tokenizer's strings for ``ids`` (word pieces such as ``##ing``)."""
    lookup = _vocabulary(str(getattr(provider, "location", "")))
    if lookup is not None:
        return [lookup(i) for i in ids]
    return list(provider.model.tokenizer.convert_ids_to_tokens([int(i) for i in ids]))


def forward_states(provider: Any, texts: Sequence[str], layers: Sequence[int]) -> Any:
    """One forward pass over ``texts`` through the provider's engine (or sentence-transformers)."""
    return provider.token_states(list(texts), list(layers))


def token_vectors(provider: Any, texts: Sequence[str], layer: int) -> tuple[list[TokenVectors], np.ndarray]:
    """Per text its :class:`TokenVectors` at ``layer``, and the pooled sentence vectors of the same pass."""
    depth = num_layers(str(getattr(provider, "location", ""))) or None
    if depth is not None and not 0 <= layer <= depth:
        raise ProviderError(f"layer {layer} does not exist; this model has hidden layers 0..{depth}")
    states = forward_states(provider, texts, [layer])
    window = int(provider.max_tokens)
    full = provider.count_tokens(list(texts))
    masks = None if states.special is not None else special_masks(provider, texts, [len(x) for x in states.ids])
    out = []
    for i, ids in enumerate(states.ids):
        ids = np.asarray(ids)
        special = np.asarray(states.special[i] if states.special is not None else masks[i], dtype=bool)
        rows = unit_rows(states.layers[layer][i])
        content = [int(t) for t in ids[~special]]
        out.append(
            TokenVectors(
                tokens=token_strings(provider, content),
                ids=content,
                vectors=rows[~special],
                special=rows[special],
                layer=layer,
                truncated=full[i] > window,
                special_tokens=token_strings(provider, [int(t) for t in ids[special]]),
            )
        )
    return out, np.asarray(states.sentence, dtype=np.float32)


_POOLED_LOCK = threading.Lock()


def _pooled(provider: Any) -> OrderedDict[str, np.ndarray]:
    with _POOLED_LOCK:
        store = provider.__dict__.get("_pooled_from_tokens")
        if store is None:
            store = provider.__dict__["_pooled_from_tokens"] = OrderedDict()
        return store


def fetch_with_tokens(
    provider: Any, kind: str, items: Sequence[Any], fetch_sentences: Callable[..., Fetched]
) -> Fetched:
    """A local provider's ``fetch``: ``tokens:<layer>`` from one forward pass whose pooled vectors are
    kept; ``sentence`` served from those kept vectors first, the rest by ``fetch_sentences``."""
    import time

    pooled = _pooled(provider)
    if kind.startswith(TOKENS_PREFIX):
        layer = int(kind[len(TOKENS_PREFIX) :])
        start = time.perf_counter()
        texts = [str(t) for t in items]
        values, sentences = token_vectors(provider, texts, layer)
        usage = Usage(
            tokens=sum(len(v.ids) + len(v.special) for v in values), latency_s=time.perf_counter() - start, calls=1
        )
        with _POOLED_LOCK:
            for text, vector in zip(texts, sentences):
                pooled[text] = vector
                pooled.move_to_end(text)
            while len(pooled) > POOLED_LIMIT:
                pooled.popitem(last=False)
        return Fetched(list(values), usage)
    if kind != "sentence":
        return fetch_sentences(kind, items)
    with _POOLED_LOCK:
        known = {t: pooled.pop(t) for t in items if t in pooled}
    rest = [t for t in items if t not in known]
    usage = Usage()
    if rest:
        fetched = fetch_sentences(kind, rest)
        known.update(zip(rest, fetched.values))
        usage = fetched.usage
    return Fetched([known[t] for t in items], usage)


def token_ids(provider: Any, texts: Sequence[str]) -> list[list[int]]:
    """Token ids per text as the model's tokenizer splits it (no forward pass), e.g. for idf counts."""
    path = Path(str(getattr(provider, "location", ""))) / "tokenizer.json"
    if path.is_file():
        tokenizer = _tokenizer(str(path))
        return [list(e.ids) for e in tokenizer.encode_batch([str(t) for t in texts])]
    tokenizer = provider.model.tokenizer
    return [list(ids) for ids in tokenizer([str(t) for t in texts], add_special_tokens=True)["input_ids"]]


@lru_cache(maxsize=8)
def _tokenizer(path: str) -> Any:
    from tokenizers import Tokenizer

    tokenizer = Tokenizer.from_file(path)
    tokenizer.no_padding()  # tokenizer.json files often carry fixed padding/truncation settings
    tokenizer.no_truncation()
    return tokenizer


def special_masks(provider: Any, texts: Sequence[str], lengths: Sequence[int]) -> list[np.ndarray]:
    """Per text, True at the tokens the tokenizer adds ([CLS], [SEP]); not at [UNK] inside the text."""
    path = Path(str(getattr(provider, "location", ""))) / "tokenizer.json"
    if path.is_file():
        masks = [list(e.special_tokens_mask) for e in _tokenizer(str(path)).encode_batch([str(t) for t in texts])]
    else:
        tok = provider.model.tokenizer
        added = {tok.cls_token_id, tok.sep_token_id, tok.bos_token_id, tok.eos_token_id} - {None}
        ids = tok([str(t) for t in texts], add_special_tokens=True)["input_ids"]
        masks = [[int(i) in added for i in row] for row in ids]
    out = []
    for mask, length in zip(masks, lengths):
        if len(mask) > length:  # truncated by the model's window: the closing special token stays last
            mask = [*mask[: length - 1], mask[-1]]
        out.append(np.asarray(mask, dtype=bool))
    return out
