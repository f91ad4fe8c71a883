"""Baselines for ``bertscore``'s ``rescale_with_baseline``: compute them from random pairs of a corpus,
store them as JSON with the recipe, and find the right one (the packaged one for the bundled model)."""

from __future__ import annotations

import json
import os
import random
from collections.abc import Mapping, Sequence
from datetime import datetime, timezone
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
    data = json.loads(path.read_text(encoding="utf-8"))
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


def random_pairs(sentences: Sequence[str], pairs: int, seed: int) -> list[tuple[str, str]]:
    """``pairs`` pairs of two different sentences drawn at random (reproducible with ``seed``)."""
    unique = list(dict.fromkeys(s.strip() for s in sentences if s and s.strip()))
    if len(unique) < 2:
        raise ConfigError("the corpus needs at least two different non-empty sentences")
    rng = random.Random(seed)
    out = []
    for _ in range(pairs):
        a, b = rng.sample(range(len(unique)), 2)
        out.append((unique[a], unique[b]))
    return out


def compute_baseline(
    model: Any,
    sentences: Sequence[str],
    *,
    pairs: int = 2000,
    seed: int = 0,
    layer: int | None = None,
    form: str = "auto",
) -> dict[str, Any]:
    """Mean P, R, F1 of ``bertscore`` (no idf, no rescaling) over random sentence pairs: the scores of
    unrelated texts, which rescaling maps to 0."""
    from answersim.metrics.bertscore import BERTScore
    from answersim.runner.core import evaluate

    metric = BERTScore(model, form=form, layer=layer)  # type: ignore[arg-type]
    cases = [{"expected_output": a, "actual_output": b} for a, b in random_pairs(sentences, pairs, seed)]
    report = evaluate(cases, [metric], progress=False)
    sums = {"precision": 0.0, "recall": 0.0, "f1": 0.0}
    used = 0
    for item in report.items:
        details = item.results[metric.name].details or {}
        if "f1" in details and not details.get("empty"):
            used += 1
            for k in sums:
                sums[k] += float(details[k])
    if not used:
        raise ConfigError("no pair could be scored; check the corpus and the model")
    return {
        "key": baseline_key(metric.form, metric.layer),
        "values": {k: round(v / used, 6) for k, v in sums.items()},
        "pairs": used,
        "model": metric.embedder.model_id,
        "weights_sha256": getattr(metric.embedder, "weights_sha256", None),
    }


def write_baseline(path: str | os.PathLike[str], computed: dict[str, Any], recipe: dict[str, Any]) -> None:
    """Add (or replace) one baseline in the JSON file at ``path``, with how it was computed."""
    target = Path(path)
    data = json.loads(target.read_text(encoding="utf-8")) if target.is_file() else {}
    data.update(model=computed["model"], weights_sha256=computed["weights_sha256"])
    entry = {**computed["values"], "pairs": computed["pairs"], "recipe": recipe}
    entry["recipe"]["computed_at"] = datetime.now(timezone.utc).isoformat(timespec="seconds")
    data.setdefault("baselines", {})[computed["key"]] = entry
    target.write_text(json.dumps(data, indent=2, sort_keys=True) + "\n", encoding="utf-8")
