"""Agreement of metrics with human judgments: read labelled files, score them, compute the statistics.

Layouts: STS-B csv (no header: ``s1,s2,score``), SAS csv (``answer1,answer2,label``; rows without a label
are skipped) and test-case files (.jsonl/.json) with ``expected_output``, ``actual_output``, optional
``references``/``input`` and ``label``. Statistics per metric: Spearman, Pearson, Kendall, AUROC for
"label ≥ positive level", best-threshold accuracy, accuracy at the metric's default threshold, and the
same on the pairs whose token F1 is 0 (lexically disjoint, where lexical metrics cannot help). Records with
a ``category`` (or ``metadata.category``) are also summarised per category: accuracy at the default threshold
(AUROC where a category holds both labels), as for contrast sets like ``benchmarks/contrast/probe.jsonl``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from answersim.cases import TestCase
from answersim.errors import InputError
from answersim.metrics import Metric
from answersim.metrics.lexical import token_f1

#: the positive level used when none is given, per layout (STS-B: 4 = "mostly equivalent")
DEFAULT_POSITIVE = {"sas": 2.0, "sts": 4.0}
#: the threshold used for "accuracy at default" when a metric has none of its own
FALLBACK_THRESHOLD = 0.5


@dataclass
class BenchmarkSet:
    """Labelled cases of one file."""

    path: str
    layout: str
    cases: list[TestCase]
    labels: np.ndarray
    skipped: int = 0
    positive_level: float = 1.0
    positive_rule: str = ""
    token_f1: np.ndarray = field(default_factory=lambda: np.zeros(0))
    categories: list[str | None] = field(default_factory=list)


def read_benchmark(path: str | Path, positive_level: float | None = None) -> BenchmarkSet:
    """Read one labelled file and decide which labels count as positive."""
    from answersim.tools.labelled import read_labelled

    path = Path(path)
    if path.suffix.lower() == ".csv":
        pairs = read_labelled(path)
        if pairs.layout in ("sas", "sts"):
            cases = [TestCase(actual_output=a, expected_output=e) for e, a in zip(pairs.expected, pairs.actual)]
            return _finish(str(path), pairs.layout, cases, pairs.labels, pairs.skipped, positive_level)
    return _read_records(path, positive_level)


def _read_records(path: Path, positive_level: float | None) -> BenchmarkSet:
    from answersim.io.readers import read_records
    from answersim.tools.labelled import _label

    cases, labels, categories, skipped = [], [], [], 0
    for number, record in read_records(path):
        if not isinstance(record, dict):
            raise InputError("must be an object with expected_output, actual_output and label", source=str(path))
        raw = record.get("label", (record.get("metadata") or {}).get("label"))
        label = _label(raw, path, number)
        if label is None:
            skipped += 1
            continue
        fields = {k: v for k, v in record.items() if k not in ("label", "category")}
        category = record.get("category", (record.get("metadata") or {}).get("category"))
        try:
            case = TestCase.from_record(fields)
        except InputError as exc:
            raise exc.located(source=str(path), record=number) from None
        if not case.targets:
            raise InputError("is missing", source=str(path), record=number, field="expected_output")
        cases.append(case)
        labels.append(label)
        categories.append(None if category is None else str(category))
    if not labels:
        raise InputError("holds no labelled pairs", source=str(path))
    bench = _finish(str(path), "records", cases, np.asarray(labels, dtype=float), skipped, positive_level)
    bench.categories = categories
    return bench


def _finish(
    path: str, layout: str, cases: list[TestCase], labels: np.ndarray, skipped: int, positive_level: float | None
) -> BenchmarkSet:
    levels = np.unique(labels)
    if positive_level is not None:
        level, rule = float(positive_level), f"label >= {positive_level:g} (--positive-level)"
    elif len(levels) <= 2:
        level, rule = float(levels.max()), f"label = {levels.max():g} (binary labels)"
    elif layout in DEFAULT_POSITIVE:
        level = DEFAULT_POSITIVE[layout]
        rule = f"label >= {level:g} (default for {layout.upper()} files; change with --positive-level)"
    else:
        level, rule = float(levels.max()), f"label >= {levels.max():g} (top grade; change with --positive-level)"
    f1 = np.asarray([max(token_f1(c.actual_output or "", t) for t in c.targets) for c in cases])
    return BenchmarkSet(path, layout, cases, labels, skipped, level, rule, f1)


def default_threshold(metric: Metric) -> float:
    """The threshold a metric passes at: the user's, the metric's own default, else 0.5."""
    if metric.threshold is not None:
        return metric.threshold
    return float(getattr(metric, "default_threshold", FALLBACK_THRESHOLD))


def best_threshold_accuracy(scores: np.ndarray, positive: np.ndarray) -> tuple[float, float | None]:
    """(accuracy, threshold) of the best rule "positive when score >= t" over all cut points."""
    order = np.argsort(-scores, kind="mergesort")
    s, p = scores[order], positive[order].astype(float)
    n, total_pos = len(s), p.sum()
    # predicting the first k as positive: correct = positives among them + negatives after them
    tp = np.concatenate([[0.0], np.cumsum(p)])
    k = np.arange(n + 1)
    correct = tp + (n - k) - (total_pos - tp)
    valid = np.concatenate([[True], s[:-1] != s[1:], [True]]) if n else np.array([True])
    correct = np.where(valid, correct, -1)
    best = int(np.argmax(correct))
    threshold = None if best == 0 else float(s[best - 1])  # None: "nothing is positive" is best
    return float(correct[best] / n), threshold


def agreement(
    scores: Sequence[float], labels: Sequence[float], positive_level: float, threshold: float
) -> dict[str, Any]:
    """The statistics of one metric on one set of pairs (None where undefined)."""
    from scipy.stats import kendalltau, pearsonr, spearmanr
    from sklearn.metrics import roc_auc_score

    s, y = np.asarray(scores, dtype=float), np.asarray(labels, dtype=float)
    out: dict[str, Any] = {"n": len(s)}
    varied = len(s) > 1 and np.ptp(s) > 0 and np.ptp(y) > 0
    out["spearman"] = float(spearmanr(s, y)[0]) if varied else None
    out["pearson"] = float(pearsonr(s, y)[0]) if varied else None
    out["kendall"] = float(kendalltau(s, y)[0]) if varied else None
    positive = y >= positive_level
    both = 0 < positive.sum() < len(positive)
    out["auroc"] = float(roc_auc_score(positive, s)) if both else None
    if len(s):
        acc, thr = best_threshold_accuracy(s, positive)
        out["best_accuracy"], out["best_threshold"] = acc, thr
        out["accuracy_at_default"] = float(np.mean((s >= threshold) == positive))
    out["default_threshold"] = threshold
    return out


def run_benchmark(
    sets: Sequence[BenchmarkSet], metrics: Sequence[Metric], progress: bool | None = None
) -> list[dict[str, Any]]:
    """Score each set with all metrics in one run (shared work) and return one row per set and metric."""
    from answersim.runner.core import Runner

    rows = []
    for bench in sets:
        report = Runner(list(metrics), progress=progress).run(bench.cases, validated=True)
        zero = bench.token_f1 == 0
        for metric in metrics:
            scores = report.scores(metric.name)
            ok = np.asarray([s is not None for s in scores])
            values = np.asarray([0.0 if s is None else s for s in scores])
            thr = default_threshold(metric)
            rows.append(
                {
                    "file": bench.path,
                    "layout": bench.layout,
                    "metric": metric.name,
                    "positive": bench.positive_rule,
                    "skipped_rows": bench.skipped,
                    "failed_items": int((~ok).sum()),
                    "all": agreement(values[ok], bench.labels[ok], bench.positive_level, thr),
                    "token_f1_zero": agreement(values[ok & zero], bench.labels[ok & zero], bench.positive_level, thr),
                    **({"by_category": by_category(bench, values, ok, thr)} if any(bench.categories) else {}),
                }
            )
    return rows


def by_category(bench: BenchmarkSet, values: np.ndarray, ok: np.ndarray, threshold: float) -> dict[str, Any]:
    """Per category (in order of first appearance): n, share labelled positive, accuracy at ``threshold``
    and AUROC where the category holds both labels."""
    from sklearn.metrics import roc_auc_score

    cats = np.asarray([c or "-" for c in bench.categories], dtype=object)
    positive = bench.labels >= bench.positive_level
    out = {}
    for cat in dict.fromkeys(cats):
        mask = (cats == cat) & ok
        s, p = values[mask], positive[mask]
        both = 0 < p.sum() < len(p)
        out[str(cat)] = {
            "n": int(mask.sum()),
            "positive_share": float(p.mean()) if len(p) else None,
            "accuracy_at_default": float(np.mean((s >= threshold) == p)) if len(p) else None,
            "auroc": float(roc_auc_score(p, s)) if both else None,
        }
    return out
