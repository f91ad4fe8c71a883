"""Fine-tuning a cross-encoder or bi-encoder on labelled pairs with sentence-transformers' trainers.

Graded labels are scaled to [0, 1] (divided by the top of the scale). A cross-encoder is trained with
binary cross-entropy on those soft labels (so its single logit goes through a sigmoid, which is what
``cross-encoder``/``sas`` apply); a bi-encoder with the cosine-similarity loss. Held-out Spearman is
measured with answersim's own ``sas`` metric before (the base model) and after (the saved directory).
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from answersim.engines.modelfiles import offline_hub, resolve_model
from answersim.errors import ConfigError
from answersim.tools.labelled import LabelledPairs

KINDS = ("cross-encoder", "bi-encoder")


@dataclass
class TrainingOutcome:
    """What a run produced: where the model is and the held-out Spearman before and after."""

    output: Path
    kind: str
    train_pairs: int
    heldout_pairs: int
    spearman_before: float
    spearman_after: float
    seconds: float


def split_heldout(pairs: LabelledPairs, fraction: float, seed: int) -> tuple[LabelledPairs, LabelledPairs]:
    """A seeded random split into (train, held-out)."""
    if not 0.0 < fraction < 1.0:
        raise ConfigError(f"held-out fraction must lie in (0, 1), got {fraction}")
    order = np.random.default_rng(seed).permutation(len(pairs))
    cut = max(1, round(len(pairs) * fraction))
    return pairs.subset(order[cut:]), pairs.subset(order[:cut])


def scaled_labels(labels: np.ndarray, label_max: float | None) -> np.ndarray:
    """Labels divided by the top of their scale (``label_max``, default: the largest label, at least 1)."""
    if np.any(labels < 0):
        raise ConfigError("labels must be >= 0 to be scaled to [0, 1]")
    top = float(label_max) if label_max is not None else max(1.0, float(labels.max()))
    if np.any(labels > top):
        raise ConfigError(f"a label exceeds --label-max {top:g}")
    return labels / top


def heldout_spearman(model: str | os.PathLike[str] | None, pairs: LabelledPairs) -> float:
    """Spearman between answersim's ``sas`` score and the human labels."""
    from scipy.stats import spearmanr

    from answersim.metrics.sas import SAS
    from answersim.runner.core import evaluate

    cases = [{"expected_output": e, "actual_output": a} for e, a in zip(pairs.expected, pairs.actual)]
    metric = SAS(model, mapping="affine")
    report = evaluate(cases, [metric], progress=False)
    scores = np.array([np.nan if s is None else s for s in report.scores(metric.name)])
    keep = ~np.isnan(scores)
    return float(spearmanr(scores[keep], pairs.labels[keep]).statistic)


def train(
    train_pairs: LabelledPairs,
    heldout: LabelledPairs,
    *,
    base: str | os.PathLike[str] | None,
    kind: str,
    output: str | os.PathLike[str],
    epochs: int = 2,
    batch_size: int = 16,
    learning_rate: float = 2e-5,
    label_max: float | None = None,
    seed: int = 0,
    log: Callable[[str], None] = print,
) -> TrainingOutcome:
    """Fine-tune ``base`` on ``train_pairs``, save it to ``output``, report held-out Spearman."""
    import time

    if kind not in KINDS:
        raise ConfigError(f"kind must be one of {', '.join(KINDS)}, got {kind!r}")
    offline_hub()
    start = time.perf_counter()
    base_id, base_location = resolve_model(base)
    before = heldout_spearman(base, heldout)
    log(f"held-out Spearman before ({base_id} as sas): {before:.4f} on {len(heldout)} pairs")
    dataset = _dataset(train_pairs, scaled_labels(train_pairs.labels, label_max))
    steps = epochs * -(-len(train_pairs) // batch_size)
    log(f"training {kind} on {len(train_pairs)} pairs: {epochs} epoch(s), {steps} steps of {batch_size}")
    with tempfile.TemporaryDirectory(prefix="answersim-train-") as scratch:
        model, trainer = _trainer(kind, base_location, dataset, scratch, epochs, batch_size, learning_rate, steps, seed)
        trainer.train()
    Path(output).mkdir(parents=True, exist_ok=True)
    model.save_pretrained(str(output), safe_serialization=True)
    after = heldout_spearman(str(output), heldout)
    log(f"held-out Spearman after ({output}): {after:.4f}")
    return TrainingOutcome(
        Path(output), kind, len(train_pairs), len(heldout), before, after, time.perf_counter() - start
    )


def _dataset(pairs: LabelledPairs, labels: np.ndarray):
    try:
        from datasets import Dataset
    except ImportError:  # pragma: no cover - a dependency
        raise ConfigError("training needs the `datasets` package: pip install 'answersim[train]'") from None
    return Dataset.from_dict(
        {"sentence1": pairs.expected, "sentence2": pairs.actual, "label": [float(v) for v in labels]}
    )


def _trainer(kind, base_location, dataset, scratch, epochs, batch_size, learning_rate, steps, seed):
    """The sentence-transformers model and trainer for ``kind``."""
    common = {
        "output_dir": scratch,
        "num_train_epochs": epochs,
        "per_device_train_batch_size": batch_size,
        "learning_rate": learning_rate,
        "warmup_steps": max(1, steps // 10),
        "save_strategy": "no",
        "report_to": "none",
        "logging_steps": max(1, steps // 10),
        "seed": seed,
        "dataloader_num_workers": 0,
        "dataloader_pin_memory": False,
    }
    if kind == "cross-encoder":
        from sentence_transformers.cross_encoder import CrossEncoder, CrossEncoderTrainer
        from sentence_transformers.cross_encoder.losses import BinaryCrossEntropyLoss
        from sentence_transformers.cross_encoder.training_args import CrossEncoderTrainingArguments

        model = CrossEncoder(base_location, num_labels=1, model_kwargs={"use_safetensors": True})
        args = CrossEncoderTrainingArguments(**common)
        trainer = CrossEncoderTrainer(model=model, args=args, train_dataset=dataset, loss=BinaryCrossEntropyLoss(model))
        return model, trainer
    from sentence_transformers import SentenceTransformer, SentenceTransformerTrainer
    from sentence_transformers.sentence_transformer.losses import CosineSimilarityLoss
    from sentence_transformers.sentence_transformer.training_args import SentenceTransformerTrainingArguments

    model = SentenceTransformer(base_location, model_kwargs={"use_safetensors": True})
    args = SentenceTransformerTrainingArguments(**common)
    trainer = SentenceTransformerTrainer(
        model=model, args=args, train_dataset=dataset, loss=CosineSimilarityLoss(model)
    )
    return model, trainer
