"""``answersim baseline``: compute bertscore's rescaling baseline for a model from random pairs of a corpus."""

from __future__ import annotations

import argparse
import csv
import shlex
import sys

from answersim.cli.options import embedders
from answersim.io.readers import read_records


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "baseline",
        help="compute bertscore's rescale-with-baseline values for a model",
        description="Mean bertscore P/R/F1 of random, unrelated sentence pairs from a corpus; "
        "--rescale-with-baseline maps that level to 0. Writes (or adds to) a JSON file with the recipe.",
    )
    parser.add_argument("--corpus", required=True, help="JSONL/CSV/JSON file or plain text (one sentence per line)")
    parser.add_argument(
        "--field",
        action="append",
        metavar="NAME",
        help="fields of a JSONL/CSV record holding sentences (repeatable; default: every text field)",
    )
    parser.add_argument("--output", required=True, metavar="FILE", help="JSON file to write or add this baseline to")
    parser.add_argument("--pairs", type=int, default=2000, help="random pairs to average over (default 2000)")
    parser.add_argument("--seed", type=int, default=0, help="random seed for drawing the pairs (default 0)")
    parser.add_argument("--layer", type=int, help="hidden layer (contextual form; default the last)")
    parser.add_argument("--form", choices=["auto", "contextual", "api"], default="auto", help="bertscore form")
    parser.add_argument("--model", action="append", metavar="NAME_OR_PATH", help="model (default: bundled)")
    parser.add_argument("--provider", choices=["local", "openai", "fake"], default="local")
    parser.add_argument("--base-url", help="OpenAI-compatible endpoint (provider openai)")
    parser.add_argument("--api-key-env", default="OPENAI_API_KEY", help="environment variable holding the API key")
    parser.add_argument("--price-per-million", type=float, help=argparse.SUPPRESS)
    parser.set_defaults(func=run)


def corpus_sentences(path: str, fields: list[str] | None) -> list[str]:
    """Sentences of a corpus file: a record file's text fields, or the lines of a plain text file."""
    if path.endswith((".txt", ".text")):
        with open(path, encoding="utf-8") as fh:
            return [line.strip() for line in fh if line.strip()]
    out: list[str] = []
    if path.endswith((".csv", ".tsv")) and not fields:  # every text cell (header-less files such as STS-B too)
        with open(path, encoding="utf-8", newline="") as fh:
            rows = csv.reader(fh, delimiter="\t" if path.endswith(".tsv") else ",")
            return [c.strip() for row in rows for c in row if c.strip() and not _is_number(c)]
    for _, record in read_records(path):
        values = record.items() if isinstance(record, dict) else []
        for key, value in values:
            if (fields is None or key in fields) and isinstance(value, str) and not _is_number(value):
                out.append(value)
    return out


def _is_number(text: str) -> bool:
    try:
        float(text)
    except ValueError:
        return False
    return True


def run(args: argparse.Namespace) -> int:
    from answersim.tools.baselines import compute_baseline, write_baseline

    sentences = corpus_sentences(args.corpus, args.field)
    computed = compute_baseline(
        embedders(args), sentences, pairs=args.pairs, seed=args.seed, layer=args.layer, form=args.form
    )
    recipe = {
        "corpus": args.corpus,
        "sentences": len(set(sentences)),
        "pairs": args.pairs,
        "seed": args.seed,
        "command": "answersim baseline " + " ".join(shlex.quote(a) for a in sys.argv[2:]),
    }
    write_baseline(args.output, computed, recipe)
    values = computed["values"]
    print(
        f"{computed['key']}: precision {values['precision']:.4f}  recall {values['recall']:.4f}  "
        f"f1 {values['f1']:.4f}  ({computed['pairs']} pairs) -> {args.output}"
    )
    return 0
