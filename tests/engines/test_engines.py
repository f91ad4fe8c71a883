"""Engines for local models: ONNX fp32 equals sentence-transformers, int8 stays close, the export is
verified, cached by weights hash and reused, and scoring with a cached export never imports torch."""

from __future__ import annotations

import csv
import dataclasses
import json
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from answersim.engines.modelfiles import bundled_model_path


def sas_texts(data_dir: Path, n: int) -> list[str]:
    with open(data_dir / "sas" / "SQuAD_SAS.csv", newline="", encoding="utf-8") as fh:
        rows = list(csv.DictReader(fh))
    texts = list(dict.fromkeys(t for r in rows for t in (r["answer1"], r["answer2"]) if t.strip()))
    return texts[:n]


@pytest.fixture(scope="module")
def engines():
    from answersim.providers.embeddings.local import LocalEmbeddings

    return {name: LocalEmbeddings(engine=name, batch_size=16) for name in ("torch", "onnx", "onnx-int8")}


def test_onnx_fp32_equals_sentence_transformers(engines, data_dir):
    texts = sas_texts(data_dir, 120)  # mixed lengths; batch 16 sorts by length, so order must be restored
    reference = engines["torch"].embed_many(texts)
    got = engines["onnx"].embed_many(texts)
    assert got.shape == reference.shape
    assert float(np.abs(got - reference).max()) < 1e-4


def test_int8_vectors_stay_close(engines, data_dir):
    texts = sas_texts(data_dir, 120)
    reference = engines["torch"].embed_many(texts)
    got = engines["onnx-int8"].embed_many(texts)
    cos = (got * reference).sum(1) / (np.linalg.norm(got, axis=1) * np.linalg.norm(reference, axis=1))
    assert float(cos.mean()) > 0.99
    assert float(cos.min()) > 0.95


def test_a_vector_does_not_depend_on_the_texts_embedded_with_it(engines, data_dir):
    # int8's dynamic quantisation scales a whole input tensor: in a batch, neighbours moved a vector
    texts = sas_texts(data_dir, 24)
    for name in ("onnx", "onnx-int8"):
        together = np.asarray(engines[name].embed_many(texts))
        alone = np.asarray([engines[name].embed_many([t])[0] for t in texts[:6]])
        np.testing.assert_allclose(alone, together[:6], rtol=0, atol=1e-6, err_msg=name)


def test_token_states_match_torch(engines):
    texts = ["The cat sat on the mat.", "ok", "A much longer sentence that needs more tokens than the others."]
    onnx = engines["onnx"].token_states(texts, [3, -1])
    torch = engines["torch"].token_states(texts, [3, -1])
    assert sorted(onnx.layers) == sorted(torch.layers) == [3, 6]
    for layer in (3, 6):
        for a, b in zip(onnx.layers[layer], torch.layers[layer]):
            assert a.shape == b.shape
            assert float(np.abs(a - b).max()) < 1e-4
    assert float(np.abs(onnx.sentence - torch.sentence).max()) < 1e-4
    assert [m.tolist() for m in onnx.special] == [[True] + [False] * (len(i) - 2) + [True] for i in onnx.ids]


def test_engine_recorded_and_in_cache_id(engines):
    fp32, int8, torch = engines["onnx"], engines["onnx-int8"], engines["torch"]
    assert fp32.describe()["engine"] == "onnx" and int8.describe()["engine"] == "onnx-int8"
    assert fp32.cache_id == torch.cache_id  # identical vectors may share cached values
    assert int8.cache_id != fp32.cache_id  # approximate vectors must not
    assert fp32.count_tokens(["hello world"]) == torch.count_tokens(["hello world"]) == [4]
    assert fp32.dimensions == torch.dimensions == 384 and fp32.max_tokens == torch.max_tokens == 256


def test_unknown_engine_is_refused():
    from answersim.errors import ConfigError
    from answersim.providers.embeddings.local import LocalEmbeddings

    with pytest.raises(ConfigError, match="onnx-int8"):
        LocalEmbeddings(engine="tensorrt")


def tiny_model(root: Path, pooling: str = "mean_tokens") -> Path:
    """A randomly initialised 2-layer BERT saved the way sentence-transformers saves models."""
    from transformers import BertConfig, BertModel

    bundled = bundled_model_path()
    vocab = (bundled / "vocab.txt").read_text(encoding="utf-8").splitlines()
    config = BertConfig(
        vocab_size=len(vocab), hidden_size=32, num_hidden_layers=2, num_attention_heads=2, intermediate_size=64
    )
    BertModel(config).eval().save_pretrained(root, safe_serialization=True)
    for name in ("tokenizer.json", "vocab.txt", "tokenizer_config.json", "special_tokens_map.json"):
        shutil.copy(bundled / name, root / name)
    (root / "sentence_bert_config.json").write_text(json.dumps({"max_seq_length": 64, "do_lower_case": False}))
    (root / "1_Pooling").mkdir()
    modes = {f"pooling_mode_{m}": m == pooling for m in ("cls_token", "mean_tokens", "max_tokens")}
    (root / "1_Pooling" / "config.json").write_text(json.dumps({"word_embedding_dimension": 32, **modes}))
    modules = [
        {"idx": 0, "name": "0", "path": "", "type": "sentence_transformers.models.Transformer"},
        {"idx": 1, "name": "1", "path": "1_Pooling", "type": "sentence_transformers.models.Pooling"},
    ]
    (root / "modules.json").write_text(json.dumps(modules))
    return root


@pytest.mark.parametrize("pooling", ["cls_token", "max_tokens"])
def test_pooling_read_from_the_model(tmp_path, monkeypatch, pooling):
    from answersim.providers.embeddings.local import LocalEmbeddings

    monkeypatch.setenv("ANSWERSIM_MODEL_CACHE", str(tmp_path / "onnx"))
    model = tiny_model(tmp_path / "m", pooling)
    texts = ["first text here", "second", "a third and longer text with more words in it"]
    reference = LocalEmbeddings(model, engine="torch").embed_many(texts)
    got = LocalEmbeddings(model, engine="onnx").embed_many(texts)
    assert float(np.abs(got - reference).max()) < 1e-4


@pytest.mark.parametrize("pooling", ["mean", "cls", "max"])
def test_a_model_saved_by_this_sentence_transformers_runs_on_onnx(tmp_path, monkeypatch, pooling):
    # sentence-transformers 6 writes "pooling_mode": "<mode>" instead of one boolean key per mode
    from answersim.providers.embeddings.local import LocalEmbeddings
    from tests.support.tinymodels import bi_encoder_dir

    monkeypatch.setenv("ANSWERSIM_MODEL_CACHE", str(tmp_path / "onnx"))
    model = bi_encoder_dir(tmp_path / "m", pooling=pooling)
    texts = ["first text here", "second", "a third and longer text with more words in it"]
    reference = LocalEmbeddings(model, engine="torch").embed_many(texts)
    got = LocalEmbeddings(model, engine="onnx").embed_many(texts)
    assert float(np.abs(got - reference).max()) < 1e-4


def test_a_pooling_the_onnx_engines_lack_is_refused_naming_it(tmp_path):
    from answersim.engines.pooling import read_pooling
    from answersim.errors import ConfigError
    from tests.support.tinymodels import bi_encoder_dir

    with pytest.raises(ConfigError, match=r"weightedmean.*--engine torch"):
        read_pooling(str(bi_encoder_dir(tmp_path / "m", pooling="weightedmean")))


def test_export_is_verified_cached_and_reused(tmp_path, monkeypatch):
    from answersim.engines import export
    from answersim.engines.onnx_engine import sentence_recipe

    monkeypatch.setenv("ANSWERSIM_MODEL_CACHE", str(tmp_path / "onnx"))
    model = tiny_model(tmp_path / "m")
    path = export.ensure_onnx(str(model), quantized=False, recipe=sentence_recipe())
    assert path.is_file() and path.parent.parent == tmp_path / "onnx"
    report = json.loads((path.parent / "verified.json").read_text())
    assert report["max_abs_diff"] < export.FP32_TOLERANCE and report["probes"] == len(export.PROBES)

    def no_export(*args, **kwargs):
        raise AssertionError("exported again")

    recipe = dataclasses.replace(sentence_recipe(), export=no_export)
    assert export.ensure_onnx(str(model), quantized=False, recipe=recipe) == path  # reused, not re-exported
    int8 = export.ensure_onnx(str(model), quantized=True, recipe=recipe)  # quantised from the cached fp32 file
    assert int8 != path and int8.is_file()

    # new weights → a new hash → a new export; the same bytes elsewhere → the same export
    import torch
    from transformers import BertModel

    BertModel.from_pretrained(model).eval().save_pretrained(tmp_path / "m2", safe_serialization=True)
    weights = tmp_path / "m2" / "model.safetensors"
    shutil.copytree(model, tmp_path / "m3")
    shutil.copy(weights, tmp_path / "m3" / "model.safetensors")  # same bytes: same key
    assert export.onnx_path(str(tmp_path / "m3"), False) == path
    changed = BertModel.from_pretrained(model).eval()
    with torch.no_grad():
        changed.embeddings.word_embeddings.weight[0, 0] += 0.5  # one weight moved
    shutil.copytree(model, tmp_path / "m4")
    changed.save_pretrained(tmp_path / "m4", safe_serialization=True)
    assert export.onnx_path(str(tmp_path / "m4"), False) != path
    with pytest.raises(AssertionError, match="exported again"):  # the cached file is not reused for it
        export.ensure_onnx(str(tmp_path / "m4"), quantized=False, recipe=recipe)


def test_failed_verification_leaves_no_file(tmp_path, monkeypatch):
    from answersim.engines import export, onnx_engine
    from answersim.errors import ConfigError

    monkeypatch.setenv("ANSWERSIM_MODEL_CACHE", str(tmp_path / "onnx"))
    model = tiny_model(tmp_path / "m")
    monkeypatch.setattr(onnx_engine, "FP32_TOLERANCE", -1.0)  # nothing can pass
    with pytest.raises(ConfigError, match="--engine torch"):
        export.ensure_onnx(str(model), quantized=False, recipe=onnx_engine.sentence_recipe())
    assert not export.onnx_path(str(model), False).exists()


NO_TORCH = """
import json, sys
from answersim.cli.main import main
pair = ["The cat sat on the mat.", "A cat was sitting on the mat."]
rc = main(["score", *pair, "--no-cache", "--json", "--engine", sys.argv[1], "--metric", sys.argv[2]])
heavy = [m for m in ("torch", "transformers", "sentence_transformers", "onnx") if m in sys.modules]
print(json.dumps({"rc": rc, "heavy": heavy}))
"""


@pytest.mark.parametrize(
    ("engine", "metric"), [("onnx", "cosine"), ("onnx-int8", "cosine"), ("onnx-int8", "bertscore")]
)
def test_scoring_with_a_cached_export_imports_no_torch(engines, engine, metric):
    """torch (~400 MB resident) is for exporting only: int8 scoring once held fp32's peak RSS twice over."""
    engines[engine].embed_many(["warm the cache"])  # the export exists from here on
    args = [sys.executable, "-c", NO_TORCH, engine, metric]
    done = subprocess.run(args, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.strip().splitlines()
    result = json.loads(lines[-1])
    assert result == {"rc": 0, "heavy": []}
    if metric == "cosine":  # fp32 equals torch; int8 equals the int8 engine here (the flag was used)
        score = json.loads("\n".join(lines[:-1]))["cosine"]
        reference = engines["torch" if engine == "onnx" else engine].embed_many(
            ["The cat sat on the mat.", "A cat was sitting on the mat."]
        )
        assert abs(score["raw_score"] - float(reference[0] @ reference[1])) < 1e-4


def test_unsupported_module_names_itself_and_the_way_out(tmp_path):
    from answersim.errors import ConfigError
    from answersim.providers.embeddings.local import LocalEmbeddings

    model = tiny_model(tmp_path / "m")
    modules = json.loads((model / "modules.json").read_text())
    modules.append({"idx": 2, "name": "2", "path": "2_Dense", "type": "sentence_transformers.models.Dense"})
    (model / "modules.json").write_text(json.dumps(modules))
    with pytest.raises(ConfigError, match=r"Dense.*--engine torch"):
        LocalEmbeddings(model, engine="onnx").embed_many(["x"])


def test_cli_engine_flag_reaches_the_model(engines, capsys):
    from answersim.cli.main import main
    from answersim.engines import default_engine

    pair = ["The cat sat on the mat.", "A cat was sitting on the mat."]
    scores = {}
    for engine in ("onnx", "onnx-int8"):
        assert main(["score", *pair, "--metric", "cosine", "--engine", engine, "--no-cache", "--json"]) == 0
        scores[engine] = json.loads(capsys.readouterr().out)["cosine"]["raw_score"]
    fp32 = engines["onnx"].embed_many(pair)
    int8 = engines["onnx-int8"].embed_many(pair)
    assert scores["onnx"] == pytest.approx(float(fp32[0] @ fp32[1]), abs=1e-6)
    assert scores["onnx-int8"] == pytest.approx(float(int8[0] @ int8[1]), abs=1e-6)
    assert scores["onnx-int8"] != scores["onnx"]
    # the flag went to that command's metrics only: nothing in the process remembers it
    from answersim.metrics.cosine import Cosine

    assert Cosine().embedders[0].engine_name == default_engine()


def test_metrics_take_engine_and_device_keywords():
    from answersim.metrics import get_metric

    int8 = get_metric("cosine", engine="onnx-int8")
    fp32 = get_metric("reference-match", engine="onnx", references=["x"])
    assert int8.embedders[0].engine_name == "onnx-int8"
    assert fp32.embedders[0].engine_name == "onnx"
    assert int8.embedders[0].cache_id != fp32.embedders[0].cache_id  # int8 vectors are never served as fp32
    assert get_metric("bertscore", engine="torch").embedder.engine_name == "torch"
    assert get_metric("answer", engine="onnx-int8").embedders[0] is int8.embedders[0]  # one shared instance
    assert get_metric("cosine", device="cpu", engine="torch").embedders[0].device == "cpu"


def test_shared_instances_live_in_one_registry():
    from answersim.engines.registry import models
    from answersim.providers.embeddings.local import LocalEmbeddings

    first = LocalEmbeddings.shared(None, engine="onnx-int8")
    assert LocalEmbeddings.shared(None, engine="onnx-int8") is first
    assert LocalEmbeddings.shared(None, engine="torch") is not first
    assert any(key[:1] == ("embeddings",) and key[2:3] == ("onnx-int8",) for key in models.entries())


def test_cross_encoder_onnx_engines_match_torch(tmp_path, monkeypatch, data_dir):
    from answersim.providers.pair_scorer import CrossEncoderProvider
    from tests.support.tinymodels import cross_encoder_dir

    monkeypatch.setenv("ANSWERSIM_MODEL_CACHE", str(tmp_path / "onnx"))
    model = cross_encoder_dir(tmp_path / "ce", num_labels=3, seed=2)
    with open(data_dir / "stsb" / "stsb-en-dev.csv", encoding="utf-8", newline="") as fh:
        pairs = [(row[0], row[1]) for row, _ in zip(csv.reader(fh), range(40))]
    providers = {e: CrossEncoderProvider(model, label="entailment", engine=e) for e in ("torch", "onnx", "onnx-int8")}
    values = {e: np.array(p.fetch("pair", pairs).values) for e, p in providers.items()}
    assert float(np.abs(values["onnx"] - values["torch"]).max()) < 1e-4
    assert float(np.abs(values["onnx-int8"][:, 0] - values["torch"][:, 0]).max()) < 0.02
    assert providers["onnx"].describe()["engine"] == "onnx"
    assert providers["onnx"].cache_id == providers["torch"].cache_id != providers["onnx-int8"].cache_id
    alone = providers["onnx"].fetch("pair", pairs[:1]).values[0]
    assert alone == values["onnx"][0].tolist()  # batch-invariant like the torch scorer


def test_optimised_copy_is_saved_once_and_gives_the_same_vectors(tmp_path, monkeypatch):
    from answersim.engines.onnx_engine import OnnxEngine

    monkeypatch.setenv("ANSWERSIM_MODEL_CACHE", str(tmp_path / "onnx"))
    model = tiny_model(tmp_path / "m")
    texts = ["one short text", "and a second, somewhat longer text to embed"]
    first = OnnxEngine(str(model))
    vectors = first.encode(texts)  # exports, verifies, opens (optimising and saving the copy)
    copies = list(first.onnx_file.parent.glob("model.opt-ort*.onnx"))
    assert len(copies) == 1
    stamp = copies[0].stat().st_mtime_ns
    second = OnnxEngine(str(model))
    assert float(np.abs(second.encode(texts) - vectors).max()) < 1e-6  # loaded from the copy
    assert copies[0].stat().st_mtime_ns == stamp  # not rewritten


def test_parallel_sessions_give_the_vectors_of_one_session(engines, data_dir, monkeypatch):
    """Many batches spread over per-core sessions: same vectors, same order as one session alone."""
    from answersim.engines import onnx_engine

    texts = sas_texts(data_dir, 200)
    engine = engines["onnx"].engine
    monkeypatch.setattr(engine, "batch_size", 8)  # many batches, so every session gets work
    spread = engine.encode(texts)
    monkeypatch.setattr(onnx_engine, "session_layout", lambda threads: (1, threads))
    alone = onnx_engine.OnnxEngine(engine.location, batch_size=8, path=engine.onnx_file).encode(texts)
    assert len(engine._worker_sessions()) == min(onnx_engine.cpu_threads(), onnx_engine.MAX_SESSIONS)
    np.testing.assert_allclose(spread, alone, atol=1e-5)
