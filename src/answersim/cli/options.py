"""Options shared by the commands that score (``score``, ``eval``) and how they become metrics."""

from __future__ import annotations

import argparse
from collections.abc import Iterable
from typing import Any

from answersim.errors import ConfigError
from answersim.metrics import Metric, available_metrics, get_metric


def add_metric_options(parser: argparse.ArgumentParser, *, default_metric: str = "answer") -> None:
    group = parser.add_argument_group("metrics")
    group.add_argument(
        "--metric",
        action="append",
        metavar="NAME",
        help=f"metric to compute (repeatable; default {default_metric}); one of: {', '.join(available_metrics())}",
    )
    group.add_argument("--threshold", type=float, help="pass when score >= T (applies to every metric)")
    group.add_argument("--binary", action="store_true", help="report 1.0/0.0 against --threshold instead of the score")
    group.add_argument(
        "--mapping",
        choices=["clip", "affine", "rescale"],
        help="cosine to [0,1]: clip=max(0,cos), affine=(cos+1)/2, rescale=(cos-floor)/(1-floor) for models "
        "declaring a floor (default: rescale for those, e.g. multilingual; else clip)",
    )
    group.add_argument(
        "--aggregation", choices=["max", "mean", "min"], help="reference-match aggregation (default max)"
    )
    parser.set_defaults(default_metric=default_metric)
    group.add_argument(
        "--calibration",
        metavar="FILE",
        help="calibration file from `answersim calibrate`: score = calibrated probability, raw kept in raw_score "
        "(without --metric: the metric the file calibrates)",
    )
    ce = parser.add_argument_group("cross-encoder (metrics cross-encoder, sas)")
    ce.add_argument("--activation", choices=["auto", "sigmoid", "none", "softmax"], help="score rule (default auto)")
    ce.add_argument("--label", help="for models with several labels: the label whose probability is the score")
    ce.add_argument("--symmetric", action="store_true", help="score both orders of the pair and average")

    llm = parser.add_argument_group("LLM judge (metric llm-judge)")
    llm.add_argument("--llm-base-url", help="OpenAI-compatible chat endpoint, e.g. http://127.0.0.1:8000/v1")
    llm.add_argument("--llm-model", help="chat model name (default gpt-4o-mini)")
    llm.add_argument("--llm-api-key-env", help="environment variable holding the chat API key (default OPENAI_API_KEY)")
    llm.add_argument("--concurrency", type=int, help="judge calls in flight at once (default 4)")
    llm.add_argument(
        "--llm-price-per-million",
        type=_prices,
        metavar="PROMPT[,COMPLETION]",
        help="USD per 1M prompt and completion tokens, for cost in usage (one number: both)",
    )
    llm.add_argument("--llm-price-per-1k", type=_prices, metavar="PROMPT[,COMPLETION]", help="the same, per 1k tokens")
    llm.add_argument(
        "--judge-formula",
        choices=["mastra", "mean-credit"],
        help="score formula: mastra (seed 004, rounded to 2 decimals; default) or mean-credit (the earlier one)",
    )
    llm.add_argument("--semantic-threshold", type=float, help="credit of a semantic match, 0-1 (default 0.8)")
    llm.add_argument("--exact-match-bonus", type=float, help="extra credit of an exact match, 0-1 (default 0.2)")
    llm.add_argument("--missing-penalty", type=float, help="penalty per missing ground-truth unit (default 0.15)")
    llm.add_argument("--contradiction-penalty", type=float, help="penalty per contradiction (default 1.0)")
    llm.add_argument("--extra-info-penalty", type=float, help="penalty per extra fact, capped at 0.2 (default 0.05)")
    llm.add_argument("--scale", type=float, help="multiply the judge's score (default 1)")
    llm.add_argument(
        "--no-require-ground-truth",
        dest="require_ground_truth",
        action="store_false",
        default=None,
        help="score items without a ground truth 0 instead of refusing the input",
    )

    bs = parser.add_argument_group("token matching (metric bertscore)")
    bs.add_argument("--score", choices=["precision", "recall", "f1"], help="which bertscore value is the score (f1)")
    bs.add_argument("--idf", action="store_true", help="weight tokens by idf computed from the run's references")
    bs.add_argument(
        "--rescale-with-baseline", action="store_true", help="map P/R/F1 with (x - b)/(1 - b), b from a baseline"
    )
    bs.add_argument("--baseline", metavar="FILE", help="baseline file from `answersim baseline` (default: packaged)")
    bs.add_argument("--layer", type=int, help="hidden layer of a local model for token vectors (default the last)")

    ans = parser.add_argument_group("answer correctness (metric answer)")
    ans.add_argument(
        "--answer-params",
        metavar="FILE",
        help="signal weights fitted for your --model by scripts/fit_answer.py --model (default: the bundled model's)",
    )

    emb = parser.add_argument_group("embedding model")
    emb.add_argument(
        "--model",
        action="append",
        metavar="NAME_OR_PATH",
        help="local sentence-transformers model name or directory (default: bundled all-MiniLM-L6-v2); "
        "'multilingual' = in-process multilingual-e5-small (4-bit); 'auto' = multilingual "
        "when the texts are mainly not English, else the default; repeat to score with several models and average",
    )
    emb.add_argument(
        "--provider", choices=["local", "openai", "fake"], default="local", help="where embeddings come from"
    )
    emb.add_argument("--base-url", help="OpenAI-compatible endpoint, e.g. http://127.0.0.1:8765/v1 (provider openai)")
    emb.add_argument("--api-key-env", default="OPENAI_API_KEY", help="environment variable holding the API key")
    emb.add_argument("--price-per-million", type=float, help="USD per 1M embedding tokens, for cost in usage")
    emb.add_argument(
        "--engine",
        choices=["auto", "torch", "onnx", "onnx-int8"],
        default="auto",
        help="engine for local models: onnx (fp32, exact; default when onnxruntime is installed), "
        "onnx-int8 (fastest, approximate) or torch (sentence-transformers)",
    )
    emb.add_argument("--device", default="cpu", help="device for local models, e.g. cpu, cuda, cuda:1, mps (torch)")
    emb.add_argument(
        "--batch-size",
        type=int,
        metavar="N",
        help="texts or pairs per forward pass of a local model (metrics sas, cross-encoder)",
    )


def _prices(text: str) -> tuple[float, float]:
    """``"1.5"`` or ``"1.5,6"`` → (prompt, completion) prices."""
    try:
        parts = [float(p) for p in text.split(",")]
    except ValueError:
        parts = []
    if len(parts) not in (1, 2) or any(p < 0 for p in parts):
        raise argparse.ArgumentTypeError(f"expected PROMPT[,COMPLETION] as non-negative numbers, got {text!r}")
    return (parts[0], parts[-1])


def _chat_prices(args: argparse.Namespace) -> tuple[float, float] | None:
    """The chat price per 1M tokens from --llm-price-per-million or --llm-price-per-1k."""
    per_million = getattr(args, "llm_price_per_million", None)
    per_1k = getattr(args, "llm_price_per_1k", None)
    if per_million is not None and per_1k is not None:
        raise ConfigError("give --llm-price-per-million or --llm-price-per-1k, not both")
    if per_1k is not None:
        return (per_1k[0] * 1000, per_1k[1] * 1000)
    return per_million


def embedders(args: argparse.Namespace) -> Any:
    """The embedding model(s) the options describe (a name, a client, or a list of them)."""
    models = args.model or [None]
    if args.provider == "fake":
        from answersim.providers.embeddings import FakeEmbeddings

        return FakeEmbeddings(record_texts=False)  # a CLI run never reads the record; it would grow per text
    if args.provider == "openai":
        from answersim.providers.embeddings.openai import OpenAIEmbeddings

        clients = [
            OpenAIEmbeddings(
                m or "text-embedding-3-small",
                base_url=args.base_url,
                api_key_env=args.api_key_env,
                price_per_million_tokens=args.price_per_million,
            )
            for m in models
        ]
        return clients if len(clients) > 1 else clients[0]
    return models if len(models) > 1 else models[0]


def metric_options(args: argparse.Namespace) -> dict[str, Any]:
    """Keyword options for :func:`get_metric`; each metric takes the ones it understands."""
    return {
        "model": embedders(args),
        "threshold": args.threshold,
        "binary": args.binary or None,
        "mapping": args.mapping,
        "aggregation": args.aggregation,
        "references": getattr(args, "reference", None) or None,
        "activation": getattr(args, "activation", None),
        "label": getattr(args, "label", None),
        "symmetric": getattr(args, "symmetric", None) or None,
        "llm_base_url": getattr(args, "llm_base_url", None),
        "llm_model": getattr(args, "llm_model", None),
        "llm_api_key_env": getattr(args, "llm_api_key_env", None),
        "concurrency": getattr(args, "concurrency", None),
        "llm_price_per_million": _chat_prices(args),
        "formula": getattr(args, "judge_formula", None),
        "semantic_threshold": getattr(args, "semantic_threshold", None),
        "exact_match_bonus": getattr(args, "exact_match_bonus", None),
        "missing_penalty": getattr(args, "missing_penalty", None),
        "contradiction_penalty": getattr(args, "contradiction_penalty", None),
        "extra_info_penalty": getattr(args, "extra_info_penalty", None),
        "scale": getattr(args, "scale", None),
        "require_ground_truth": getattr(args, "require_ground_truth", None),
        "score": getattr(args, "score", None),
        "idf": getattr(args, "idf", None) or None,
        "rescale_with_baseline": getattr(args, "rescale_with_baseline", None) or None,
        "baseline": getattr(args, "baseline", None),
        "layer": getattr(args, "layer", None),
        "params": getattr(args, "answer_params", None),
        "engine": getattr(args, "engine", None),
        "device": getattr(args, "device", None),
        "batch_size": getattr(args, "batch_size", None),
    }


def resolve_auto_model(args: argparse.Namespace, texts: Iterable[str] | None) -> None:
    """Replace ``--model auto`` by the model the texts call for (see ``providers.embeddings.language``)."""
    if not args.model or "auto" not in args.model:
        return
    if texts is None:
        raise ConfigError("--model auto is not available for this command; name a model")
    from answersim.providers.embeddings.language import auto_model

    chosen = auto_model(texts)
    args.model = [chosen if m == "auto" else m for m in args.model]
    if all(m is None for m in args.model):
        args.model = None


def build_metrics(args: argparse.Namespace, texts: Iterable[str] | None = None) -> list[Metric]:
    """The metrics the options describe; ``texts`` (a sample of the run's texts) decide ``--model auto``."""
    resolve_auto_model(args, texts)
    options = metric_options(args)
    calibration = getattr(args, "calibration", None)
    if calibration:  # threshold/binary are applied after calibration (default: the file's threshold)
        options.update(threshold=None, binary=None)
    names = args.metric or [args.default_metric]
    if calibration and not args.metric:  # no --metric: the metric the file calibrates
        from answersim.tools.calibration import CalibrationFile

        names = [CalibrationFile.load(calibration).metric]
    metrics = [get_metric(name, **options) for name in names]
    if calibration:
        from answersim.tools.calibration import apply_calibration

        metrics = apply_calibration(metrics, calibration, threshold=args.threshold, binary=args.binary)
    return metrics
