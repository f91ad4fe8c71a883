"""Calibration: map a metric's score to the probability that a human calls the pair equivalent.

:func:`fit_calibration` fits a monotone mapping (isotonic regression, or Platt/logistic) from scores to
binary human verdicts, picks the threshold that maximises F1 or accuracy, and estimates that choice's
precision/recall by stratified k-fold cross-validation (mapping and threshold refitted on each training
fold). The result is plain JSON (breakpoints for ``np.interp`` or two logistic coefficients), tied to
the metric, its settings and the model's weights hash; :class:`Calibrated` applies it to a metric.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from answersim.cases import TestCase
from answersim.errors import ConfigError
from answersim.metrics.base import Metric, Preparer, Resolved
from answersim.providers.base import Request
from answersim.results import MetricResult

FORMAT = "answersim-calibration/1"
#: metric settings that change the score, so a calibration fitted with one value is refused for another
_SETTINGS = ("mapping", "activation", "label", "symmetric", "aggregation")


def default_positive_level(labels: np.ndarray) -> float:
    """The top grade when labels are a few integer grades (0/1, or SAS 0/1/2 → 2 "same meaning")."""
    levels = np.unique(labels)
    if len(levels) <= 3 and np.all(levels == np.round(levels)):
        return float(levels.max())
    raise ConfigError(
        f"labels take {len(levels)} values from {levels.min():g} to {levels.max():g}; pass --positive-level K "
        "(a pair is equivalent when its label >= K)"
    )


def mapping_values(mapping: dict[str, Any], scores: np.ndarray) -> np.ndarray:
    """Apply a stored mapping to raw scores (monotone non-decreasing by construction)."""
    scores = np.asarray(scores, dtype=np.float64)
    if mapping["method"] == "isotonic":
        return np.interp(scores, mapping["x"], mapping["y"])
    z = mapping["slope"] * scores + mapping["intercept"]
    return 1.0 / (1.0 + np.exp(-z))


def fit_mapping(scores: np.ndarray, positive: np.ndarray, method: str) -> dict[str, Any]:
    """Fit the score → probability mapping with scikit-learn and return it as plain JSON values."""
    if method == "isotonic":
        from sklearn.isotonic import IsotonicRegression

        iso = IsotonicRegression(y_min=0.0, y_max=1.0, increasing=True, out_of_bounds="clip")
        iso.fit(scores, positive.astype(float))
        return {"method": "isotonic", "x": iso.X_thresholds_.tolist(), "y": iso.y_thresholds_.tolist()}
    if method == "platt":
        from sklearn.linear_model import LogisticRegression

        lr = LogisticRegression(C=1e4).fit(scores.reshape(-1, 1), positive.astype(int))
        slope, intercept = float(lr.coef_[0, 0]), float(lr.intercept_[0])
        if slope <= 0:
            raise ConfigError(
                "higher scores of this metric do not mean more human agreement on this data (Platt slope "
                f"{slope:.3g} <= 0); a monotone calibration cannot help. Check the labels and --positive-level"
            )
        return {"method": "platt", "slope": slope, "intercept": intercept}
    raise ConfigError(f"method must be 'isotonic' or 'platt', got {method!r}")


def classification(positive: np.ndarray, predicted: np.ndarray) -> dict[str, float]:
    tp = float(np.sum(predicted & positive))
    fp = float(np.sum(predicted & ~positive))
    fn = float(np.sum(~predicted & positive))
    precision = tp / (tp + fp) if tp + fp else 0.0
    recall = tp / (tp + fn) if tp + fn else 0.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    return {"precision": precision, "recall": recall, "f1": f1, "accuracy": float(np.mean(predicted == positive))}


def best_threshold(probabilities: np.ndarray, positive: np.ndarray, optimize: str) -> float:
    """The probability cut (pass when p >= t) that maximises F1 or accuracy; ties → the higher cut."""
    if optimize not in ("f1", "accuracy"):
        raise ConfigError(f"optimize must be 'f1' or 'accuracy', got {optimize!r}")
    best_t, best_value = 1.0, -1.0
    for t in np.unique(probabilities):
        value = classification(positive, probabilities >= t)[optimize]
        if value >= best_value:
            best_t, best_value = float(t), value
    return best_t


@dataclass
class CalibrationFile:
    """The contents of ``calib.json``."""

    metric: str
    model: str | None
    weights_sha256: str | None
    settings: dict[str, Any]
    method: str
    positive_level: float
    optimize: str
    threshold: float
    mapping: dict[str, Any]
    cv: dict[str, Any]
    data: dict[str, Any] = field(default_factory=dict)
    format: str = FORMAT

    def save(self, path: str | Path) -> None:
        from answersim.io.writers import atomic_write

        atomic_write(Path(path), json.dumps(asdict(self), indent=2) + "\n")

    @classmethod
    def load(cls, path: str | Path) -> CalibrationFile:
        try:
            data = json.loads(Path(path).read_text(encoding="utf-8"))
        except (OSError, json.JSONDecodeError) as exc:
            raise ConfigError(f"cannot read calibration file {path}: {exc}") from None
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise ConfigError(f"{path} is not an answersim calibration file (made by `answersim calibrate`)")
        return cls(**{k: data[k] for k in cls.__dataclass_fields__ if k in data})

    def probability(self, scores: np.ndarray | float) -> np.ndarray:
        return mapping_values(self.mapping, np.atleast_1d(np.asarray(scores, dtype=np.float64)))


def fit_calibration(
    scores: Sequence[float],
    labels: Sequence[float],
    *,
    metric: Metric,
    method: str = "isotonic",
    positive_level: float | None = None,
    optimize: str = "f1",
    folds: int = 5,
    seed: int = 0,
) -> CalibrationFile:
    """Fit a calibration for ``metric`` from its scores on labelled pairs (see the module doc)."""
    from sklearn.model_selection import StratifiedKFold

    x = np.asarray(scores, dtype=np.float64)
    y_raw = np.asarray(labels, dtype=np.float64)
    level = default_positive_level(y_raw) if positive_level is None else float(positive_level)
    positive = y_raw >= level
    n_pos = int(positive.sum())
    if n_pos < folds or len(x) - n_pos < folds:
        raise ConfigError(
            f"{n_pos} of {len(x)} pairs are positive at level {level:g}; each of the {folds} folds needs "
            "positives and negatives. Use more data or another --positive-level"
        )
    mapping = fit_mapping(x, positive, method)
    threshold = best_threshold(mapping_values(mapping, x), positive, optimize)
    predicted = np.zeros(len(x), dtype=bool)
    for train, test in StratifiedKFold(n_splits=folds, shuffle=True, random_state=seed).split(x, positive):
        fold_map = fit_mapping(x[train], positive[train], method)
        fold_t = best_threshold(mapping_values(fold_map, x[train]), positive[train], optimize)
        predicted[test] = mapping_values(fold_map, x[test]) >= fold_t
    cv = {"folds": folds, "seed": seed, **classification(positive, predicted)}
    passing = x[mapping_values(mapping, x) >= threshold]
    model, weights = model_identity(metric)
    return CalibrationFile(
        metric=metric.name,
        model=model,
        weights_sha256=weights,
        settings=metric_settings(metric),
        method=method,
        positive_level=level,
        optimize=optimize,
        threshold=threshold,
        mapping=mapping,
        cv=cv,
        data={
            "pairs": len(x),
            "positives": n_pos,
            "lowest_passing_raw_score": float(passing.min()) if passing.size else None,
        },
    )


def model_identity(metric: Metric) -> tuple[str | None, str | None]:
    """(model id, weights hash) of the (first) model behind a metric, from its description."""
    info = metric.describe()
    if info.get("models"):
        info = info["models"][0]
    return info.get("model"), info.get("weights_sha256")


def metric_settings(metric: Metric) -> dict[str, Any]:
    info = metric.describe()
    return {k: info[k] for k in _SETTINGS if k in info}


class Calibrated(Metric):
    """A metric whose score is replaced by the calibrated probability; the metric's score → ``raw_score``."""

    def __init__(
        self, inner: Metric, calibration: CalibrationFile, *, threshold: float | None = None, binary: bool = False
    ) -> None:
        check_matches(inner, calibration)
        cut = calibration.threshold if threshold is None else threshold
        super().__init__(threshold=cut, binary=binary or inner.binary, name=inner.name)
        inner.threshold, inner.binary = None, False  # the cut applies to the calibrated probability
        self.inner = inner
        self.calibration = calibration
        self.needs = inner.needs  # type: ignore[misc]

    def check(self, case: TestCase) -> None:
        self.inner.check(case)

    def requests(self, case: TestCase) -> list[Request]:
        return self.inner.requests(case)

    def prepare(self) -> Preparer | None:
        return self.inner.prepare()  # e.g. bertscore's run-level idf

    def compute(self, case: TestCase, resolved: Resolved, run: Any = None) -> MetricResult:
        result = self.inner.compute(case, resolved, **({} if run is None else {"run": run}))
        if result.status != "ok" or result.score is None:
            return result
        probability = float(self.calibration.probability(result.score)[0])
        details = {
            **result.details,
            "calibration": {"method": self.calibration.method, "positive_level": self.calibration.positive_level},
            "metric_raw_score": result.raw_score,
        }
        reason = f"Calibrated probability {probability:.3f} of a human match (metric score {result.score:.3f})."
        return self.finish(probability, raw_score=result.score, reason=reason, details=details)

    def describe(self) -> dict[str, Any]:
        cal = self.calibration
        return {
            **self.inner.describe(),
            "threshold": self.threshold,
            "calibration": {"method": cal.method, "positive_level": cal.positive_level, "cv": cal.cv},
        }


def check_matches(metric: Metric, calibration: CalibrationFile) -> None:
    """Refuse a calibration fitted for another metric, model, weights or score settings."""
    model, weights = model_identity(metric)
    problems = []
    if calibration.metric != metric.name:
        problems.append(f"metric {calibration.metric!r}, not {metric.name!r}")
    if calibration.model != model:
        problems.append(f"model {calibration.model!r}, not {model!r}")
    elif calibration.weights_sha256 and weights and calibration.weights_sha256 != weights:
        problems.append("other weights of the same model (weights hash differs)")
    settings = metric_settings(metric)
    if calibration.settings != settings:
        problems.append(f"settings {calibration.settings}, not {settings}")
    if problems:
        raise ConfigError(
            "this calibration was fitted for " + "; ".join(problems) + ". Run `answersim calibrate` for this metric"
        )


def apply_calibration(
    metrics: list[Metric], path: str | Path, *, threshold: float | None = None, binary: bool = False
) -> list[Metric]:
    """Wrap the metric the calibration file was made for (refused when none is); ``threshold``/``binary``
    apply to every metric, the calibrated one defaulting to the file's recommended threshold."""
    if threshold is not None and not 0.0 <= threshold <= 1.0:
        raise ConfigError(f"threshold must lie in [0, 1], got {threshold}")
    calibration = CalibrationFile.load(path)
    if not any(m.name == calibration.metric for m in metrics):
        names = ", ".join(m.name for m in metrics)
        raise ConfigError(f"{path} calibrates metric {calibration.metric!r}, but this run uses: {names}")
    out: list[Metric] = []
    for metric in metrics:
        if metric.name == calibration.metric:
            out.append(Calibrated(metric, calibration, threshold=threshold, binary=binary))
            continue
        if binary and threshold is None:
            raise ConfigError(f"--binary needs --threshold for {metric.name!r} (only {calibration.metric!r} has one)")
        metric.threshold, metric.binary = threshold, binary
        out.append(metric)
    return out
