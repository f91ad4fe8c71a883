"""Compute ``bertscore`` baselines from random pairs of a corpus and store them as JSON with the recipe
(``answersim baseline``). Loading one is the metric's business: ``metrics/bertscore_baseline.py``."""

from __future__ import annotations

import json
import os
import random
from collections.abc import Sequence
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from answersim.errors import ConfigError
from answersim.metrics.bertscore import BERTScore
from answersim.metrics.bertscore_baseline import baseline_key
from answersim.runner.core import evaluate


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
