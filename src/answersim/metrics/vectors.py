"""Pure vector maths used by the embedding metrics (no models, no I/O)."""

from __future__ import annotations

from typing import Literal

import numpy as np

Mapping01 = Literal["clip", "affine", "rescale"]


def cosine(a: np.ndarray, b: np.ndarray) -> float | None:
    """Cosine similarity of two vectors; None when either has zero length or is not finite."""
    a = np.asarray(a, dtype=np.float64)
    b = np.asarray(b, dtype=np.float64)
    if a.shape != b.shape:
        raise ValueError(f"vectors have different dimensions: {a.shape[-1]} and {b.shape[-1]}")
    if not (np.isfinite(a).all() and np.isfinite(b).all()):
        return None
    na, nb = np.linalg.norm(a), np.linalg.norm(b)
    if na == 0.0 or nb == 0.0:
        return None
    return float(np.clip(a @ b / (na * nb), -1.0, 1.0))


def unclipped(cos: float, mapping: Mapping01 = "clip", floor: float = 0.0) -> float:
    """The mapped cosine before clipping to [0, 1]: ``clip`` = cos, ``affine`` = (cos + 1) / 2,
    ``rescale`` = (cos - floor) / (1 - floor). Thresholds compare this value (seed 003 compares the cosine)."""
    if mapping == "clip":
        return cos
    if mapping == "affine":
        return (cos + 1.0) / 2.0
    if mapping == "rescale":
        return (cos - floor) / (1.0 - floor)
    raise ValueError(f"unknown mapping {mapping!r}; use 'clip', 'affine' or 'rescale'")


def to_unit_interval(cos: float, mapping: Mapping01 = "clip", floor: float = 0.0) -> float:
    """Map a cosine in [-1, 1] to [0, 1]: ``clip`` = max(0, cos), ``affine`` = (cos + 1) / 2,
    ``rescale`` = max(0, (cos - floor) / (1 - floor)) for models whose cosines crowd above ``floor``."""
    return min(1.0, max(0.0, unclipped(cos, mapping, floor)))


def cosine_beyond(a: np.ndarray, b: np.ndarray, direction: np.ndarray) -> float | None:
    """Cosine of ``a`` and ``b`` once each has lost its component along ``direction`` (the question's vector).

    Two answers to one question share its topic; what is left says whether they say the same thing about it
    ("Gusts above the safe limit." / "It was far too windy to take off." for "Why was the flight called off?").
    None where a vector is zero or not finite, or says nothing beyond the question (what is left of it is below
    1e-6 of its length: the answer is the question's own words).
    """
    d = np.asarray(direction, dtype=np.float64)
    norm = np.linalg.norm(d)
    if norm == 0.0 or not np.isfinite(d).all():
        return None
    d = d / norm
    left = []
    for v in (a, b):
        v = np.asarray(v, dtype=np.float64)
        rest = v - (v @ d) * d
        if not np.isfinite(rest).all() or np.linalg.norm(rest) <= 1e-6 * np.linalg.norm(v):
            return None
        left.append(rest)
    return cosine(*left)
