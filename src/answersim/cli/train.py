"""``answersim train LABELLED_FILE --kind cross-encoder|bi-encoder --output DIR``: fine-tune on your pairs.

Graded labels are scaled to [0, 1]. A held-out part of the file (or ``--dev FILE``) measures Spearman
before and after; the saved directory works with ``--model DIR`` (``--metric sas`` detects its kind).
"""

from __future__ import annotations

import argparse

from answersim.errors import ConfigError


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser("train", help="fine-tune a cross-encoder or bi-encoder", description=__doc__)
    parser.add_argument("file", metavar="LABELLED_FILE", help="labelled pairs (SAS csv, STS-B csv, .jsonl with label)")
    parser.add_argument("--base", metavar="MODEL", help="model to start from (default: bundled all-MiniLM-L6-v2)")
    parser.add_argument("--kind", required=True, choices=["cross-encoder", "bi-encoder"], help="what to train")
    parser.add_argument("--output", "-o", required=True, metavar="DIR", help="directory to save the model in")
    parser.add_argument("--epochs", type=int, default=2, help="passes over the training pairs (default 2)")
    parser.add_argument("--dev", metavar="FILE", help="held-out pairs; default: a random part of LABELLED_FILE")
    parser.add_argument("--heldout", type=float, default=0.1, help="held-out fraction without --dev (default 0.1)")
    parser.add_argument("--batch-size", type=int, default=16, help="training batch size (default 16)")
    parser.add_argument("--learning-rate", type=float, default=2e-5, help="default 2e-5")
    parser.add_argument("--label-max", type=float, help="top of the label scale (default: the largest label, >= 1)")
    parser.add_argument("--limit", type=int, metavar="N", help="train on a random N of the training pairs")
    parser.add_argument("--seed", type=int, default=0)
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    import numpy as np

    from answersim.tools.labelled import read_labelled
    from answersim.tools.training import split_heldout, train

    if args.epochs < 1:
        raise ConfigError("--epochs must be at least 1")
    pairs = read_labelled(args.file)
    if args.dev:
        train_pairs, heldout = pairs, read_labelled(args.dev)
    else:
        train_pairs, heldout = split_heldout(pairs, args.heldout, args.seed)
    if args.limit is not None and args.limit < len(train_pairs):
        keep = np.random.default_rng(args.seed).permutation(len(train_pairs))[: args.limit]
        train_pairs = train_pairs.subset(np.sort(keep))
    label_max = args.label_max if args.label_max is not None else max(1.0, float(pairs.labels.max()))
    outcome = train(
        train_pairs,
        heldout,
        base=args.base,
        kind=args.kind,
        output=args.output,
        epochs=args.epochs,
        batch_size=args.batch_size,
        learning_rate=args.learning_rate,
        label_max=label_max,
        seed=args.seed,
    )
    print(
        f"saved {outcome.kind} to {outcome.output} in {outcome.seconds:.0f}s; held-out Spearman "
        f"{outcome.spearman_before:.4f} -> {outcome.spearman_after:.4f} ({outcome.heldout_pairs} pairs)"
    )
    return 0
