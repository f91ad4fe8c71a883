"""A sentence-transformers model's pooling, read from its ``modules.json`` / ``1_Pooling/config.json``."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from answersim.errors import ConfigError

_SUPPORTED = {"Transformer", "Pooling", "Normalize"}
#: sentence-transformers' pooling modes (``pooling_mode`` since 6.0; ``pooling_mode_<key>: true`` before) -> ours
_MODES = {
    "cls_token": "cls", "max_tokens": "max", "mean_sqrt_len_tokens": "mean_sqrt_len", "mean_tokens": "mean",
    "cls": "cls", "max": "max", "mean": "mean",
}  # fmt: skip


@dataclass(frozen=True)
class Pooling:
    """How token states become one vector: ``mode`` (mean, cls, max, mean_sqrt_len) and normalisation."""

    mode: str = "mean"
    normalize: bool = False

    def __call__(self, states: np.ndarray, mask: np.ndarray) -> np.ndarray:
        """Pool (batch, tokens, dim) ``states`` under a (batch, tokens) 0/1 ``mask``."""
        m = mask[..., None].astype(np.float32)
        if self.mode == "cls":
            out = states[:, 0]
        elif self.mode == "max":
            out = np.where(m > 0, states, -1e9).max(axis=1)
        else:
            summed = (states * m).sum(axis=1)
            count = np.clip(m.sum(axis=1), 1e-9, None)
            out = summed / (np.sqrt(count) if self.mode == "mean_sqrt_len" else count)
        if self.normalize:
            norms = np.linalg.norm(out, axis=1, keepdims=True)
            out = out / np.clip(norms, 1e-12, None)
        return out.astype(np.float32, copy=False)


def read_pooling(location: str) -> Pooling:
    """The model's pooling; plain transformers models get mean pooling (as sentence-transformers does)."""
    root = Path(location)
    modules_file = root / "modules.json"
    if not modules_file.is_file():
        return Pooling("mean", False)
    modules = json.loads(modules_file.read_text(encoding="utf-8"))
    kinds = [str(m.get("type", "")).rsplit(".", 1)[-1] for m in modules]
    unsupported = [k for k in kinds if k not in _SUPPORTED]
    if unsupported:
        raise ConfigError(
            f"the ONNX engines do not support the module(s) {', '.join(unsupported)} of this model; use --engine torch"
        )
    mode = "mean"
    for module in modules:
        if str(module.get("type", "")).endswith("Pooling"):
            config = json.loads((root / module.get("path", "1_Pooling") / "config.json").read_text(encoding="utf-8"))
            mode = _pooling_mode(config)
    return Pooling(mode, "Normalize" in kinds)


def _pooling_mode(config: dict) -> str:
    """Our name for a Pooling module's one mode, in either config format; weighted-mean, last-token or several
    modes at once are refused."""
    written = config.get("pooling_mode")
    if written is None:  # sentence-transformers < 6: one boolean key per mode
        written = [
            key.removeprefix("pooling_mode_") for key, on in config.items() if key.startswith("pooling_mode_") and on
        ]
    modes = [written] if isinstance(written, str) else list(written)
    if len(modes) != 1 or modes[0] not in _MODES:
        raise ConfigError(
            f"the ONNX engines support exactly one of mean/cls/max pooling, not {modes}; use --engine torch"
        )
    return _MODES[modes[0]]
