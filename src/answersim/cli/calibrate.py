"""``answersim calibrate LABELLED_FILE --metric NAME --output calib.json``: fit score → P(human match).

The labelled file is a SAS csv (answer1,answer2,label), an STS-B csv without header (s1,s2,score) or
a test-case file (.jsonl/.json/.csv) with a ``label`` field. Prints the recommended threshold and its
cross-validated precision/recall/F1; ``score``/``eval --calibration calib.json`` then apply it.
"""

from __future__ import annotations

import argparse
import sys

from answersim.cli.options import add_metric_options, build_metrics
from answersim.errors import ConfigError


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "calibrate", help="fit a metric's score to the probability of a human match", description=__doc__
    )
    parser.add_argument("file", metavar="LABELLED_FILE", help="labelled pairs (.csv, .jsonl, .json)")
    parser.add_argument("--output", "-o", required=True, metavar="PATH", help="where to write calib.json")
    parser.add_argument("--method", choices=["isotonic", "platt"], default="isotonic", help="default isotonic")
    parser.add_argument(
        "--positive-level",
        type=float,
        metavar="K",
        help="a pair counts as equivalent when label >= K (default: the top grade, e.g. 2 of SAS's 0/1/2)",
    )
    parser.add_argument("--optimize", choices=["f1", "accuracy"], default="f1", help="threshold objective")
    parser.add_argument("--folds", type=int, default=5, help="cross-validation folds (default 5)")
    parser.add_argument("--no-progress", action="store_true", help="never show a progress bar")
    add_metric_options(parser)
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from answersim.runner.core import Runner
    from answersim.tools.calibration import fit_calibration
    from answersim.tools.labelled import read_labelled

    if args.calibration:
        raise ConfigError("calibrate fits a calibration; --calibration does not apply here")
    if args.metric and len(args.metric) != 1:
        raise ConfigError("calibrate fits one metric at a time; give --metric once")
    args.threshold, args.binary = None, False
    (metric,) = build_metrics(args)
    pairs = read_labelled(args.file)
    skipped = f", {pairs.skipped} without a label skipped" if pairs.skipped else ""
    print(f"{args.file}: {len(pairs)} labelled pairs ({pairs.layout} layout{skipped})", file=sys.stderr)
    cases = [{"expected_output": e, "actual_output": a} for e, a in zip(pairs.expected, pairs.actual)]
    report = Runner([metric], progress=False if args.no_progress else None).run(cases)
    scores = report.scores(metric.name)
    ok = [i for i, s in enumerate(scores) if s is not None]
    if len(ok) < len(scores):
        print(f"answersim: {len(scores) - len(ok)} pair(s) could not be scored and are left out", file=sys.stderr)
    calibration = fit_calibration(
        [scores[i] for i in ok],
        pairs.labels[ok],
        metric=metric,
        method=args.method,
        positive_level=args.positive_level,
        optimize=args.optimize,
        folds=args.folds,
    )
    calibration.data["file"] = args.file
    calibration.save(args.output)
    cv = calibration.cv
    print(
        f"{metric.name} ({calibration.model}), {calibration.method}, positive = label >= "
        f"{calibration.positive_level:g} ({calibration.data['positives']} of {calibration.data['pairs']})"
    )
    raw = calibration.data["lowest_passing_raw_score"]
    raw_text = "n/a" if raw is None else f"{raw:.4f}"
    print(f"recommended threshold: {calibration.threshold:.4f} (calibrated probability; metric score >= {raw_text})")
    print(
        f"cross-validated ({cv['folds']}-fold) at that rule: precision {cv['precision']:.3f}  recall "
        f"{cv['recall']:.3f}  F1 {cv['f1']:.3f}  accuracy {cv['accuracy']:.3f}"
    )
    print(f"calibration written to {args.output}")
    return 0
