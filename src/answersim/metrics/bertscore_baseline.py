"""Baselines for ``bertscore``'s ``rescale_with_baseline``: find the right one (the packaged one for the
bundled model) and read it. Computing one runs an evaluation, so it lives in ``tools/baselines.py``."""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from importlib import resources
from pathlib import Path
from typing import Any

from answersim.errors import ConfigError

DEFAULT_FILE = "bertscore_baseline_all-MiniLM-L6-v2.json"


def baseline_key(form: str, layer: int | None) -> str:
    return f"{form}:{layer}" if form == "contextual" else form


def default_baseline_path() -> Path:
    return Path(str(resources.files("answersim") / "data" / DEFAULT_FILE))


def load_baseline(
    source: str | os.PathLike[str] | Mapping[str, float] | None, embedder: Any, form: str, layer: int | None
) -> dict[str, float]:
    """The (precision, recall, f1) baseline for this model, form and layer; a clear error if none."""
    if isinstance(source, Mapping):
        try:
            return {k: float(source[k]) for k in ("precision", "recall", "f1")}
        except KeyError as exc:
            raise ConfigError(f"a baseline mapping needs precision, recall and f1 (missing {exc})") from None
    path = Path(source) if source is not None else default_baseline_path()
    if not path.is_file():
        raise ConfigError(f"baseline file {path} not found; compute one with `answersim baseline`")
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError) as exc:
        raise ConfigError(
            f"baseline file {path} cannot be read as JSON ({exc}); compute one with `answersim baseline`"
        ) from None
    if not isinstance(data, dict):
        raise ConfigError(
            f"baseline file {path} is not a baseline (a JSON object); compute one with `answersim baseline`"
        )
    if source is None and not _is_packaged_model(data, embedder):
        raise ConfigError(
            f"no packaged bertscore baseline for model {embedder.model_id!r}; compute one with "
            "`answersim baseline --model MODEL --corpus FILE --output FILE` and pass --baseline FILE"
        )
    entry = data.get("baselines", {}).get(baseline_key(form, layer))
    if entry is None:
        have = ", ".join(sorted(data.get("baselines", {}))) or "none"
        raise ConfigError(
            f"{path} has no baseline for form {form!r} layer {layer} (it has: {have}); "
            "compute one with `answersim baseline --layer N`"
        )
    return {k: float(entry[k]) for k in ("precision", "recall", "f1")}


def _is_packaged_model(data: dict[str, Any], embedder: Any) -> bool:
    """The packaged file fits the bundled model (by its location) or a model with the same weights hash."""
    from answersim.engines.modelfiles import bundled_model_path

    location = str(getattr(embedder, "location", ""))
    if location and Path(location).resolve() == bundled_model_path().resolve():
        return True
    return data.get("weights_sha256") is not None and data.get("weights_sha256") == getattr(
        embedder, "weights_sha256", None
    )
