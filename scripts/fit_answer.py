"""Fit the ``answer`` metric's combination and write ``src/answersim/data/answer_params.json``.

Training data (shared, human-judged): STS-B train (score/5), SQuAD_SAS and GermanQuAD_SAS (label/2),
each set given the same total weight. Targets are soft (the share of "same meaning"), the model a
logistic regression with sign constraints and a small L2 penalty, solved by L-BFGS-B (deterministic).
Prints 5-fold cross-validated Spearman on the SAS sets (each fold fitted without it) and the held-out
STS-B test Spearman, with the metric's verdict rules applied (a pair whose blind-spot check fired is capped
at ``VERDICT_CAP``), and how many pairs of each set the rules capped.
Usage: ``.venv/bin/python scripts/fit_answer.py [--data ../shared/data] [--check]``.
For another local model: ``... --model PATH --output mine.json``, then ``answersim eval ... --metric answer
--model PATH --answer-params mine.json`` (or ``Answer(model=PATH, params="mine.json")``).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import numpy as np
from scipy.optimize import minimize
from scipy.stats import spearmanr

from answersim.metrics.answer import FEATURES, POSITIVE, VERDICT_CAP, Answer, combine
from answersim.metrics.lexical import token_f1
from answersim.runner.core import Runner
from answersim.tools.labelled import read_labelled

ROOT = Path(__file__).resolve().parent.parent
PARAMS = ROOT / "src" / "answersim" / "data" / "answer_params.json"
TRAIN = {
    "stsb-en-train": ("stsb/stsb-en-train.csv", 5.0),
    "SQuAD_SAS": ("sas/SQuAD_SAS.csv", 2.0),
    "GermanQuAD_SAS": ("sas/GermanQuAD_SAS.csv", 2.0),
}
L2 = 1e-3
#: the probability given at least to an answer that states the whole reference (not fitted: the shared sets
#: follow SAS' labels, where that is "partly the same"; chosen just above the 0.5 threshold so it passes)
CONTAINED_FLOOR = 0.6
FOLDS = 5
COS = FEATURES.index("cosine")


CACHE: list = [None]
MODEL: list = [None]  # the embedding model whose cosines the signals use (None: the bundled one)


def signals(expected: list[str], actual: list[str]) -> np.ndarray:
    """The ``answer`` metric's signal vectors for each pair, computed by the metric itself; the last column
    says whether the verdict rules capped the pair (a blind-spot check fired)."""
    metric = Answer(MODEL[0])
    # neutral parameters: the signals must not depend on the shipped file this script (re)writes
    metric.params = {"weights": dict.fromkeys(FEATURES, 0.0), "bias": 0.0, "threshold": 0.5}
    cases = [{"expected_output": e, "actual_output": a} for e, a in zip(expected, actual)]
    report = Runner([metric], progress=False, cache=CACHE[0]).run(cases)
    rows = []
    for item in report.items:
        result = item.results[metric.name]
        sig = result.details.get("signals")
        if sig is None:  # an empty text: the documented score decides; use neutral signals
            sig = {f: 0.0 for f in FEATURES}
        capped = float(bool((result.details.get("verdict") or {}).get("rule")))
        rows.append([*(sig[f] for f in FEATURES), capped])
    return np.asarray(rows, dtype=np.float64)


def fit(x: np.ndarray, y: np.ndarray, w: np.ndarray) -> tuple[np.ndarray, float]:
    """Weighted soft-label logistic regression; weights >= 0 for overlap signals, <= 0 for checks."""
    w = w / w.sum()

    def loss(theta: np.ndarray) -> tuple[float, np.ndarray]:
        z = x @ theta[:-1] + theta[-1]
        p = 1.0 / (1.0 + np.exp(-z))
        eps = 1e-12
        value = -np.sum(w * (y * np.log(p + eps) + (1 - y) * np.log(1 - p + eps))) + L2 * theta[:-1] @ theta[:-1]
        g = w * (p - y)
        grad = np.append(x.T @ g + 2 * L2 * theta[:-1], g.sum())
        return float(value), grad

    bounds = [(0.0, None) if f in POSITIVE else (None, 0.0) for f in FEATURES] + [(None, None)]
    res = minimize(
        loss,
        np.zeros(len(FEATURES) + 1),
        jac=True,
        method="L-BFGS-B",
        bounds=bounds,
        options={"maxiter": 2000, "ftol": 1e-15, "gtol": 1e-10},
    )
    return res.x[:-1], float(res.x[-1])


def predict(x: np.ndarray, coef: np.ndarray, bias: float) -> np.ndarray:
    """The metric's own probabilities for signal rows (``answer.combine``, floor included), capped where
    the verdict rules capped the pair (last column)."""
    params = {"weights": dict(zip(FEATURES, coef)), "bias": bias, "contained_floor": CONTAINED_FLOOR}
    probs = np.array([combine(dict(zip(FEATURES, row[:-1])), params)[0] for row in x])
    return np.where(x[:, -1] > 0, np.minimum(probs, VERDICT_CAP), probs)


def load(data: Path) -> dict[str, tuple[np.ndarray, np.ndarray]]:
    out = {}
    for name, (rel, top) in TRAIN.items():
        pairs = read_labelled(data / rel)
        print(f"{name}: {len(pairs)} pairs", file=sys.stderr)
        x = signals(pairs.expected, pairs.actual)
        y = pairs.labels / top
        capped = x[:, -1] > 0
        print(
            f"{name}: verdict rules cap {int(capped.sum())} pair(s), mean label of those {y[capped].mean():.2f}"
            if capped.any()
            else f"{name}: verdict rules cap no pair",
            file=sys.stderr,
        )
        out[name] = (x, y)
    return out


def pooled(sets: dict[str, tuple[np.ndarray, np.ndarray]]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    xs, ys, ws = [], [], []
    for x, y in sets.values():
        xs.append(x[:, :-1])  # the fit sees the signals only; the rules are not fitted
        ys.append(y)
        ws.append(np.full(len(y), 1.0 / len(y)))  # each set weighs the same in total
    return np.vstack(xs), np.concatenate(ys), np.concatenate(ws)


def cross_validate(sets: dict[str, tuple[np.ndarray, np.ndarray]], name: str) -> np.ndarray:
    """Out-of-fold predictions for set ``name``: each fold scored by a model fitted without it."""
    x, y = sets[name]
    folds = np.arange(len(y)) % FOLDS
    np.random.default_rng(0).shuffle(folds)
    out = np.empty(len(y))
    for k in range(FOLDS):
        train = dict(sets)
        train[name] = (x[folds != k], y[folds != k])
        coef, bias = fit(*pooled(train))
        out[folds == k] = predict(x[folds == k], coef, bias)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--data", type=Path, default=ROOT.parent / "shared" / "data")
    parser.add_argument("--output", type=Path, default=PARAMS)
    parser.add_argument("--check", action="store_true", help="fit and compare with the shipped file; write nothing")
    parser.add_argument("--cache", type=Path, help="SQLite embedding cache (speeds up re-runs; same results)")
    parser.add_argument(
        "--model", help="local model name or path to fit for (default: the bundled one); write to another --output"
    )
    args = parser.parse_args(argv)
    if args.model and args.output == PARAMS:
        parser.error("--model: give --output FILE; the shipped file is for the bundled model")
    MODEL[0] = args.model
    if args.cache:
        from answersim.stores.sqlite import SQLiteCache

        CACHE[0] = SQLiteCache(args.cache)
    sets = load(args.data)
    coef, bias = fit(*pooled(sets))
    params = {
        "version": 6,
        "features": list(FEATURES),
        "weights": {f: round(float(c), 6) for f, c in zip(FEATURES, coef)},
        "bias": round(bias, 6),
        "threshold": 0.5,
        "contained_floor": CONTAINED_FLOOR,
        "fitted_on": {name: len(y) for name, (_, y) in sets.items()},
        "recipe": "scripts/fit_answer.py: soft targets (label/2, score/5), equal weight per set, "
        f"sign-constrained logistic regression, L2={L2}, L-BFGS-B",
        "model": args.model or "bundled all-MiniLM-L6-v2",
    }
    for name in ("SQuAD_SAS", "GermanQuAD_SAS"):
        oof = cross_validate(sets, name)
        x, y = sets[name]
        pairs = read_labelled(args.data / TRAIN[name][0])
        f1 = [token_f1(a, e) for e, a in zip(pairs.expected, pairs.actual)]
        print(
            f"{name}: {FOLDS}-fold CV Spearman answer {spearmanr(oof, y)[0]:.3f} | "
            f"token_f1 {spearmanr(f1, y)[0]:.3f} | cosine {spearmanr(x[:, COS], y)[0]:.3f}"
        )
    test = read_labelled(args.data / "stsb" / "stsb-en-test.csv")
    xt = signals(test.expected, test.actual)
    test_f1 = [token_f1(a, e) for e, a in zip(test.expected, test.actual)]
    print(
        f"stsb-en-test (held out): Spearman answer {spearmanr(predict(xt, coef, bias), test.labels)[0]:.3f} | "
        f"token_f1 {spearmanr(test_f1, test.labels)[0]:.3f} | cosine {spearmanr(xt[:, COS], test.labels)[0]:.3f}"
    )
    print(json.dumps(params["weights"], indent=1), f"bias {params['bias']}")
    if args.check:
        shipped = json.loads(args.output.read_text())
        same = all(abs(shipped["weights"][f] - params["weights"][f]) < 1e-4 for f in FEATURES)
        same = same and abs(shipped["bias"] - params["bias"]) < 1e-4
        same = same and shipped.get("contained_floor") == params["contained_floor"]
        print("matches the shipped parameters" if same else "DIFFERS from the shipped parameters")
        return 0 if same else 1
    args.output.write_text(json.dumps(params, indent=2) + "\n")
    print(f"wrote {args.output}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
