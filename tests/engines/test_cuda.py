"""``device="cuda"`` (``--device cuda``): local models run on a GPU and score what they score on the CPU.

Skipped where torch sees no GPU (CI has none); run on a lent GPU machine with
``pytest tests/engines/test_cuda.py -p no:randomly``. The models are tiny random BERTs built here, so the
real loading code runs and nothing is downloaded.
"""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

torch = pytest.importorskip("torch")
if not torch.cuda.is_available():
    pytest.skip("no CUDA device: these checks run on a GPU machine", allow_module_level=True)

from tests.support.tinymodels import bi_encoder_dir, cross_encoder_dir  # noqa: E402

CONTRAST = Path(__file__).resolve().parents[2] / "benchmarks" / "contrast" / "probe.jsonl"


def texts(n: int) -> list[str]:
    """Hand-written references and answers of mixed length (the batcher sorts by length)."""
    rows = [json.loads(line) for line in CONTRAST.read_text(encoding="utf-8").splitlines() if line.strip()]
    seen = dict.fromkeys(t for r in rows for t in (r["expected_output"], r["actual_output"]))
    return list(seen)[:n]


@pytest.fixture(scope="module")
def models(tmp_path_factory):
    root = tmp_path_factory.mktemp("cuda-models")
    return {"bi": bi_encoder_dir(root / "bi"), "ce": cross_encoder_dir(root / "ce")}


def test_embeddings_on_the_gpu_equal_the_cpu(models):
    from answersim.providers.embeddings.local import LocalEmbeddings

    sample = [*texts(150), "word " * 400]  # a text past the model's length is truncated the same way
    cpu = LocalEmbeddings(str(models["bi"]), engine="torch", device="cpu", batch_size=16)
    gpu = LocalEmbeddings(str(models["bi"]), engine="torch", device="cuda", batch_size=16)
    assert gpu.describe()["device"] == "cuda"
    np.testing.assert_allclose(gpu.embed_many(sample), cpu.embed_many(sample), rtol=0, atol=1e-4)


def test_metrics_score_the_same_on_the_gpu(models):
    from answersim.metrics import get_metric

    sample = texts(80)
    pairs = list(zip(sample[0::2], sample[1::2]))
    for name, model in (("cosine", "bi"), ("bertscore", "bi"), ("cross-encoder", "ce"), ("answer", "bi")):
        on = {
            device: get_metric(name, model=str(models[model]), engine="torch", device=device)
            for device in ("cpu", "cuda")
        }
        got = {device: [metric.score(ref, ans).score for ref, ans in pairs] for device, metric in on.items()}
        np.testing.assert_allclose(got["cuda"], got["cpu"], rtol=0, atol=1e-4, err_msg=name)


def test_cli_device_cuda_gives_the_cpu_scores(models, capsys):
    from answersim.cli.main import main

    def score(device: str) -> float:
        args = ["score", "--metric", "cosine", "--model", str(models["bi"]), "--engine", "torch"]
        assert main([*args, "--device", device, "--no-cache", "--json", "The tide is rising.", "It is high tide."]) == 0
        return json.loads(capsys.readouterr().out)["cosine"]["score"]

    assert score("cuda") == pytest.approx(score("cpu"), abs=1e-5)


def test_an_onnx_engine_asked_for_a_gpu_runs_torch_there(models):
    from answersim.providers.embeddings.local import LocalEmbeddings

    gpu = LocalEmbeddings(str(models["bi"]), engine="onnx", device="cuda")  # onnxruntime here is CPU-only
    assert gpu.engine_name == "torch"
    cpu = LocalEmbeddings(str(models["bi"]), engine="onnx", device="cpu")
    np.testing.assert_allclose(gpu.embed_many(texts(20)), cpu.embed_many(texts(20)), rtol=0, atol=1e-4)
