"""Export a local model's own weights to ONNX once, check it against torch, and cache it on disk.

The file lives under the user cache directory, keyed by the weights' SHA-256, the engine and the
opset, so a new model version gets a new export and an unchanged one is never exported twice. Torch
is imported only here, only when no verified file exists yet.
"""

from __future__ import annotations

import json
import os
import shutil
import tempfile
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from answersim.errors import ConfigError

OPSET = 17
#: sentences the export is checked on before it is used (short, long, punctuation, non-ASCII)
PROBES = (
    "The cat sits on the mat.",
    "A quick brown fox jumps over the lazy dog while the farmer watches from the porch at dawn.",
    "Paris is the capital of France.",
    "Zürich's café serves crème brûlée — 5€!",
    "ok",
)
FP32_TOLERANCE = 1e-4  # max abs difference of sentence vectors, ONNX fp32 vs torch
INT8_MIN_COSINE = 0.95  # every probe's int8 vector vs torch (a 1-word text is the hardest: about 0.97)
INT8_MEAN_COSINE = 0.98  # mean over the probes (sentences: above 0.99)
_lock = threading.Lock()


def cache_root() -> Path:
    """``$ANSWERSIM_MODEL_CACHE`` if set, else ``onnx/`` in the user cache directory (platformdirs)."""
    env = os.environ.get("ANSWERSIM_MODEL_CACHE")
    if env:
        return Path(env).expanduser()
    from platformdirs import user_cache_dir

    return Path(user_cache_dir("answersim", appauthor=False)) / "onnx"


def fast_weights_hash(location: str) -> str | None:
    """The weights' SHA-256, remembered on disk by (path, size, mtime) so a cold start does not re-read them."""
    from answersim.engines.modelfiles import _WEIGHT_SUFFIXES, weights_hash

    root = Path(location)
    if not root.is_dir():
        return None
    files = sorted(p for p in root.rglob("*") if p.is_file() and p.suffix in _WEIGHT_SUFFIXES)
    if not files:
        return None
    stamp = "|".join(f"{p}:{p.stat().st_size}:{p.stat().st_mtime_ns}" for p in files)
    memo_file = cache_root() / "hashes.json"
    try:
        memo = json.loads(memo_file.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        memo = {}
    if stamp in memo:
        return memo[stamp]
    digest = weights_hash(location)
    memo[stamp] = digest
    try:
        memo_file.parent.mkdir(parents=True, exist_ok=True)
        _atomic_text(memo_file, json.dumps(memo))
    except OSError:
        pass  # a read-only cache only costs speed
    return digest


def onnx_path(location: str, quantized: bool, kind: str = "sentence") -> Path:
    """Where the verified ONNX file for this model, engine and kind (``sentence`` or ``pair`` for
    cross-encoders) lives; it may not exist yet."""
    digest = fast_weights_hash(location)
    if digest is None:
        raise ConfigError(f"{location} is not a local model directory with weights; the ONNX engines need one")
    engine = "onnx-int8" if quantized else "onnx"
    prefix = "" if kind == "sentence" else f"{kind}-"
    return cache_root() / f"{prefix}{digest[:32]}-{engine}-opset{OPSET}" / "model.onnx"


@dataclass(frozen=True)
class ExportRecipe:
    """How one kind of model becomes a verified ONNX file; ``kind`` names its cache folder.

    ``load(location)`` gives the reference both steps use, ``export(reference, out)`` writes the fp32
    file, ``verify(location, reference, path, quantized)`` compares it with torch and returns a report
    (raising ConfigError when it is off). Each engine brings its own recipe, so this module imports none.
    """

    kind: str
    load: Callable[[str], Any]
    export: Callable[[Any, Path], None]
    verify: Callable[[str, Any, Path, bool], dict]


def ensure_onnx(location: str, quantized: bool, recipe: ExportRecipe) -> Path:
    """The verified ONNX file for the model at ``location``: exported, checked and cached on first use."""
    kind = recipe.kind
    target = onnx_path(location, quantized, kind)
    if target.is_file() and (target.parent / "verified.json").is_file():
        return target
    with _lock:
        if target.is_file() and (target.parent / "verified.json").is_file():
            return target
        fp32 = onnx_path(location, False, kind)
        if not (fp32.is_file() and (fp32.parent / "verified.json").is_file()):
            _export_verified(location, fp32, recipe, quantized=False)
        if quantized:
            _export_verified(location, target, recipe, quantized=True, source=fp32)
    return target


def _export_verified(
    location: str, target: Path, recipe: ExportRecipe, *, quantized: bool, source: Path | None = None
) -> None:
    tmp = Path(tempfile.mkdtemp(prefix=".export-", dir=_mkdir(target.parent.parent)))
    try:
        model = None if quantized and recipe.kind == "sentence" else recipe.load(location)
        out = tmp / "model.onnx"
        if quantized:
            from onnxruntime.quantization import QuantType, quantize_dynamic

            quantize_dynamic(
                str(source),
                str(out),
                per_channel=True,
                op_types_to_quantize=["MatMul"],
                weight_type=QuantType.QInt8,
                extra_options={"MatMulConstBOnly": True},  # weights only; attention products stay fp32
            )
        else:
            recipe.export(model, out)
        report = recipe.verify(location, model, out, quantized)
        _mkdir(target.parent)
        os.replace(out, target)
        _atomic_text(target.parent / "verified.json", json.dumps(report, indent=1))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def load_sentence_model(location: str) -> Any:
    """The sentence-transformers model that an export is traced from and checked against."""
    from answersim.engines.modelfiles import offline_hub

    offline_hub()
    try:
        from sentence_transformers import SentenceTransformer
    except ImportError:
        raise ConfigError(
            "the first use of an ONNX engine exports the model, which needs torch and sentence-transformers "
            "(once); install them, or copy a verified export into the model cache"
        ) from None

    return SentenceTransformer(
        location, device="cpu", model_kwargs={"use_safetensors": True, "attn_implementation": "eager"}
    ).eval()


def trace_to_onnx(
    module: Any,
    outputs: Callable[[Any], Any],
    sample: list[list[int]],
    types: list[list[int]] | None,
    out: Path,
    output_names: list[str],
    dynamic_outputs: dict[str, dict[int, str]],
    **options: Any,
) -> None:
    """Export a transformers ``module`` whose forward takes input_ids/attention_mask(/token_type_ids).

    ``outputs`` picks the traced values from the module's output; ``sample`` ids (0 = padding) drive the
    trace, clamped to the vocabulary; the token type input is kept only when the module accepts one;
    ``options`` are passed to every forward call (e.g. ``output_hidden_states=True``).
    """
    import inspect
    import warnings

    import torch

    with_types = "token_type_ids" in inspect.signature(module.forward).parameters
    ids = torch.tensor(sample).clamp(max=int(module.config.vocab_size) - 1)
    mask = (ids > 0).long()
    kinds = torch.tensor(types) if types is not None else torch.zeros_like(ids)
    names = ["input_ids", "attention_mask"] + (["token_type_ids"] if with_types else [])

    class Wrapper(torch.nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.inner = module

        def forward(self, input_ids, attention_mask, token_type_ids=None):
            kwargs = {"token_type_ids": token_type_ids} if with_types else {}
            return outputs(self.inner(input_ids=input_ids, attention_mask=attention_mask, **kwargs, **options))

    with torch.no_grad(), warnings.catch_warnings():
        warnings.simplefilter("ignore")
        torch.onnx.export(
            Wrapper(),
            (ids, mask, kinds) if with_types else (ids, mask),
            str(out),
            input_names=names,
            output_names=output_names,
            dynamic_axes={**{n: {0: "batch", 1: "tokens"} for n in names}, **dynamic_outputs},
            opset_version=OPSET,
            dynamo=False,
        )


def export_sentence_model(model: Any, out: Path) -> None:
    """Trace the transformer with every hidden state as an output (hidden_0 = embeddings … hidden_N)."""
    auto = model[0].auto_model.eval()
    outputs = [f"hidden_{i}" for i in range(int(auto.config.num_hidden_layers) + 1)]
    trace_to_onnx(
        auto,
        lambda result: tuple(result.hidden_states),
        [[101, 2023, 2003, 1037, 3231, 102], [101, 7592, 102, 0, 0, 0]],
        None,
        out,
        outputs,
        {o: {0: "batch", 1: "tokens"} for o in outputs},
        output_hidden_states=True,
    )


def _mkdir(path: Path) -> Path:
    path.mkdir(parents=True, exist_ok=True)
    return path


def _atomic_text(path: Path, text: str) -> None:
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".tmp-")
    with os.fdopen(fd, "w", encoding="utf-8") as fh:
        fh.write(text)
    os.replace(tmp, path)
