"""How cached values become bytes and back, without pickle: a small registry of codecs.

Built in: float arrays (raw float32 bytes + shape), JSON values (floats, dicts from an LLM judge), and
nested lists/dicts/tuples holding arrays. Any other class registers in one line, provided it has
``to_dict()`` and ``from_dict(d)`` (the dict may hold numpy arrays; lists of floats in it are stored as
float32 bytes and come back as lists)::

    from answersim.stores.codecs import register_codec
    register_codec(TokenVectors)          # name defaults to the class's qualified name

answersim's own classes with ``to_dict``/``from_dict`` need no registration: they are registered on
first use (and only modules inside the ``answersim`` package are ever imported to decode a value).

A value no codec accepts is simply not cached (the run still uses it). Float arrays holding NaN or
infinity are neither stored nor read back (a vector like that is damaged: reading it is a miss, so it is
computed again and the entry replaced); scalar floats keep NaN, which a metric's result turns into an error.
"""

from __future__ import annotations

import importlib
import json
import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np


class NotEncodable(TypeError):
    """No codec accepts this value; callers skip caching it."""


class NotFinite(ValueError):
    """A stored float array holds NaN or infinity: treated as a damaged entry (a cache miss)."""


def _finite(array: np.ndarray) -> np.ndarray:
    if array.dtype.kind == "f" and not np.isfinite(array).all():
        raise NotFinite("a float array holds NaN or infinity")
    return array


@dataclass(frozen=True)
class Codec:
    name: str
    cls: type
    to_tree: Callable[[Any], Any]
    from_tree: Callable[[Any], Any]


_BY_NAME: dict[str, Codec] = {}
_BY_CLASS: dict[type, Codec] = {}


def register_codec(
    cls: type,
    *,
    name: str | None = None,
    to_tree: Callable[[Any], Any] | None = None,
    from_tree: Callable[[Any], Any] | None = None,
) -> Codec:
    """Let the cache store instances of ``cls`` (by default through ``to_dict``/``from_dict``)."""
    name = name or f"{cls.__module__}.{cls.__qualname__}"
    codec = Codec(
        name=name,
        cls=cls,
        to_tree=to_tree or (lambda obj: obj.to_dict()),
        from_tree=from_tree or cls.from_dict,  # type: ignore[attr-defined]
    )
    _BY_NAME[name] = codec
    _BY_CLASS[cls] = codec
    return codec


def encode(value: Any) -> tuple[str, str, bytes]:
    """``(codec, meta_json, data)`` for a value; raises :class:`NotEncodable` when no codec fits."""
    if isinstance(value, np.ndarray) and value.dtype.kind == "f":
        array = np.ascontiguousarray(value, dtype="<f4")
        if not np.isfinite(array).all():
            raise NotEncodable("float arrays holding NaN or infinity are not cached")
        return "f32", json.dumps(list(array.shape)), array.tobytes()
    codec = _BY_CLASS.get(type(value)) or _auto_register(type(value))
    if codec is not None:
        buffers: list[bytes] = []
        skeleton = _pack(codec.to_tree(value), buffers, compact=True)
        return f"obj:{codec.name}", json.dumps(skeleton), b"".join(buffers)
    buffers = []
    skeleton = _pack(value, buffers)
    if not buffers:
        return "json", json.dumps(skeleton, allow_nan=False), b""
    return "tree", json.dumps(skeleton), b"".join(buffers)


def decode(codec: str, meta: str, data: bytes) -> Any:
    """The value stored by :func:`encode`; raises KeyError for a codec this process has not registered."""
    if codec == "f32":
        shape = tuple(json.loads(meta))
        return _finite(np.frombuffer(data, dtype="<f4").reshape(shape).astype(np.float32))
    if codec == "json":
        return _unpack(json.loads(meta), data)
    if codec == "tree":
        return _unpack(json.loads(meta), data)
    if codec.startswith("obj:"):
        name = codec[4:]
        found = _BY_NAME.get(name) or _import_registered(name)
        if found is None:
            raise KeyError(codec)
        return found.from_tree(_unpack(json.loads(meta), data))
    raise KeyError(codec)


def _auto_register(cls: type) -> Codec | None:
    """answersim's own value classes with ``to_dict``/``from_dict`` are cached without registration."""
    if cls.__module__.split(".")[0] == "answersim" and hasattr(cls, "to_dict") and hasattr(cls, "from_dict"):
        return register_codec(cls)
    return None


def _import_registered(name: str) -> Codec | None:
    """Import the answersim module that defines ``name`` (never anything outside the package)."""
    module, _, attr = name.rpartition(".")
    if module.split(".")[0] != "answersim":
        return None
    try:
        cls = getattr(importlib.import_module(module), attr)
    except (ImportError, AttributeError):
        return None
    return _BY_NAME.get(name) or _auto_register(cls)


def _float_grid(value: list) -> np.ndarray | None:
    """``value`` as a float array when it is a (nested, rectangular) list of floats."""
    try:
        array = np.asarray(value)
    except (ValueError, TypeError):
        return None
    return array if array.dtype.kind == "f" else None


def _pack(value: Any, buffers: list[bytes], compact: bool = False) -> Any:
    """A JSON skeleton of ``value``; arrays go to ``buffers`` and are referenced by offset.

    With ``compact``, lists of floats are stored like float32 arrays and marked to come back as lists.
    """
    if value is None or isinstance(value, (bool, str, int)):
        return value
    if isinstance(value, float):
        if not math.isfinite(value):
            return {"__float__": repr(value)}
        return value
    if isinstance(value, np.generic):
        return _pack(value.item(), buffers)
    if isinstance(value, np.ndarray):
        kind = value.dtype.kind
        if kind not in "fiub":
            raise NotEncodable(f"arrays of dtype {value.dtype} are not cached")
        dtype = "<f4" if kind == "f" else value.dtype.newbyteorder("<").str
        array = np.ascontiguousarray(value, dtype=dtype)
        if kind == "f" and not np.isfinite(array).all():
            raise NotEncodable("float arrays holding NaN or infinity are not cached")
        raw = array.tobytes()
        offset = sum(len(b) for b in buffers)
        buffers.append(raw)
        return {"__nd__": [offset, len(raw)], "dtype": dtype, "shape": list(value.shape)}
    if isinstance(value, tuple):
        return {"__tuple__": [_pack(v, buffers, compact) for v in value]}
    if isinstance(value, list):
        grid = _float_grid(value) if compact and value else None
        if grid is not None:
            return {**_pack(grid, buffers), "list": True}
        return [_pack(v, buffers, compact) for v in value]
    if isinstance(value, dict) and all(isinstance(k, str) for k in value):
        if any(k.startswith("__") and k.endswith("__") for k in value):
            return {"__dict__": {k: _pack(v, buffers, compact) for k, v in value.items()}}
        return {k: _pack(v, buffers, compact) for k, v in value.items()}
    raise NotEncodable(f"no cache codec for {type(value).__name__}; see answersim.stores.codecs.register_codec")


def _unpack(node: Any, data: bytes) -> Any:
    if isinstance(node, list):
        return [_unpack(v, data) for v in node]
    if not isinstance(node, dict):
        return node
    if "__nd__" in node:
        offset, length = node["__nd__"]
        array = np.frombuffer(data[offset : offset + length], dtype=node["dtype"]).reshape(node["shape"])
        array = _finite(array.astype(np.float32 if node["dtype"] == "<f4" else array.dtype.newbyteorder("=")))
        return array.tolist() if node.get("list") else array
    if "__tuple__" in node:
        return tuple(_unpack(v, data) for v in node["__tuple__"])
    if "__float__" in node:
        return float(node["__float__"])
    if "__dict__" in node:
        return {k: _unpack(v, data) for k, v in node["__dict__"].items()}
    return {k: _unpack(v, data) for k, v in node.items()}
