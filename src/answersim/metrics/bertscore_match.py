"""BERTScore's arithmetic: greedy matching of token vectors, idf weights, and baseline rescaling.

Pure numpy, no models: :func:`greedy_match` is the formula of Zhang et al. (2020) as the reference
``bert-score`` package computes it (weights per token, special tokens as match targets only).
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from answersim.errors import ConfigError

_WORD = re.compile(r"[^\W_]+", re.UNICODE)


def word_tokens(text: str) -> list[str]:
    """Seed 000's tokens for the API form: lower-cased runs of letters and digits."""
    return _WORD.findall(text.lower())


def checked_idf(weights: Mapping[Any, Any]) -> tuple[dict[Any, float], float]:
    """A user's token → weight mapping as floats, and the weight of unlisted tokens (the largest).

    Weights must be finite and ≥ 0, and not all 0 (a 0 ignores a token, as computed idf does for a token in
    every reference; all 0 would weigh nothing). Raises :class:`ConfigError` naming ``idf`` and the token.
    """
    out: dict[Any, float] = {}
    for token, value in weights.items():
        try:
            weight = float(value)
        except (TypeError, ValueError):
            raise ConfigError(f"idf weight of {token!r} must be a number, got {value!r}") from None
        if not math.isfinite(weight) or weight < 0:
            raise ConfigError(f"idf weight of {token!r} must be a finite number >= 0, got {value!r}")
        out[token] = weight
    if out and not any(out.values()):
        raise ConfigError("idf weights are all 0, so no token would count; give some tokens a weight above 0")
    return out, max(out.values(), default=1.0)


class DocumentFrequencies:
    """Document frequencies built one document at a time (memory: one count per distinct token)."""

    def __init__(self) -> None:
        self.counts: Counter[Hashable] = Counter()
        self.documents = 0

    def add(self, document: Iterable[Hashable]) -> None:
        """Count one document (a token sequence; a repeated token counts once)."""
        self.documents += 1
        self.counts.update(set(document))

    def weights(self) -> tuple[dict[Hashable, float], float]:
        """``idf(t) = ln((N + 1) / (df(t) + 1))``, as in bert-score's ``get_idf_dict``; also the weight
        of a token no document contains, ``ln(N + 1)``."""
        n = self.documents
        return {t: math.log((n + 1) / (c + 1)) for t, c in self.counts.items()}, math.log(n + 1)


def idf_weights(documents: Iterable[Iterable[Hashable]]) -> tuple[dict[Hashable, float], float]:
    """idf weights over ``documents`` (each a token sequence); see :meth:`DocumentFrequencies.weights`."""
    frequencies = DocumentFrequencies()
    for document in documents:
        frequencies.add(document)
    return frequencies.weights()


@dataclass
class Match:
    """P, R, F1 and, per token of each side, the index of its best match on the other side and the cosine."""

    precision: float
    recall: float
    f1: float
    cand_best: np.ndarray
    cand_sim: np.ndarray
    ref_best: np.ndarray
    ref_sim: np.ndarray


def greedy_match(
    cand: np.ndarray,
    ref: np.ndarray,
    *,
    cand_weights: Sequence[float] | None = None,
    ref_weights: Sequence[float] | None = None,
    cand_extra: np.ndarray | None = None,
    ref_extra: np.ndarray | None = None,
    clamp: bool = False,
) -> Match:
    """Greedy matching of unit token vectors: R = weighted mean over reference tokens of the best
    cosine to any candidate token, P the other way round, F1 = 2PR/(P+R).

    ``*_extra`` rows (special tokens) can be matched but are not scored themselves; their indices in
    ``*_best`` come after the scored tokens. ``clamp`` limits each best cosine to [0, 1]: bert-score
    scores pairs in padded batches, where a padding position (similarity 0) takes part in the max, so
    in its results a token's best cosine is never below 0 (and F1 never mixes a negative P with a
    positive R).
    """
    cand_all = cand if cand_extra is None or len(cand_extra) == 0 else np.vstack([cand, cand_extra])
    ref_all = ref if ref_extra is None or len(ref_extra) == 0 else np.vstack([ref, ref_extra])
    sim_p = cand @ ref_all.T  # each candidate token against every reference token
    sim_r = ref @ cand_all.T
    cand_best, ref_best = sim_p.argmax(axis=1), sim_r.argmax(axis=1)
    cand_sim = sim_p[np.arange(len(cand)), cand_best].astype(np.float64)
    ref_sim = sim_r[np.arange(len(ref)), ref_best].astype(np.float64)
    if clamp:
        cand_sim, ref_sim = np.clip(cand_sim, 0.0, 1.0), np.clip(ref_sim, 0.0, 1.0)
    wc = np.ones(len(cand)) if cand_weights is None else np.asarray(cand_weights, dtype=np.float64)
    wr = np.ones(len(ref)) if ref_weights is None else np.asarray(ref_weights, dtype=np.float64)
    precision = float((cand_sim * wc).sum() / wc.sum()) if wc.sum() > 0 else 0.0
    recall = float((ref_sim * wr).sum() / wr.sum()) if wr.sum() > 0 else 0.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall != 0 else 0.0
    return Match(precision, recall, f1, cand_best, cand_sim, ref_best, ref_sim)


def rescale(value: float, baseline: float) -> float:
    """bert-score's baseline rescaling: (value − b) / (1 − b)."""
    return (value - baseline) / (1.0 - baseline)
