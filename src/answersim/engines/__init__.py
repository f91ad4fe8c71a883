"""Inference engines for local models: ``torch`` (sentence-transformers, the reference), ``onnx``
(fp32 ONNX Runtime, the default when onnxruntime is installed) and ``onnx-int8`` (dynamic int8)."""

from __future__ import annotations

import importlib.util

from answersim.engines.base import Engine
from answersim.errors import ConfigError

ENGINES = ("torch", "onnx", "onnx-int8")

__all__ = ["ENGINES", "Engine", "default_engine", "make_engine", "resolve_engine"]


def default_engine() -> str:
    """``onnx`` when onnxruntime and tokenizers are installed, else ``torch``."""
    have = all(importlib.util.find_spec(m) is not None for m in ("onnxruntime", "tokenizers"))
    return "onnx" if have else "torch"


def resolve_engine(name: str | None) -> str:
    """The concrete engine for a user's choice (None or ``auto``: :func:`default_engine`)."""
    if name in (None, "", "auto"):
        return default_engine()
    if name not in ENGINES:
        raise ConfigError(f"unknown engine {name!r}; choose one of: auto, {', '.join(ENGINES)}")
    return name


def make_engine(name: str, location: str, *, device: str = "cpu", trust_remote_code: bool = False) -> Engine:
    """Build (but do not load) the engine ``name`` for the model at ``location``."""
    from answersim.engines.modelfiles import require_safetensors

    require_safetensors(location)  # before any loader sees the folder
    if name == "torch":
        from answersim.engines.torch_engine import TorchEngine

        return TorchEngine(location, device=device, trust_remote_code=trust_remote_code)
    from answersim.engines.onnx_engine import OnnxEngine

    return OnnxEngine(location, quantized=name == "onnx-int8")
