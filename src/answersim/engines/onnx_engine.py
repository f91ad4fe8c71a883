"""ONNX Runtime engines (fp32 and dynamic int8): tokenizers + onnxruntime + numpy, no torch import."""

from __future__ import annotations

import json
import os
import threading
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import numpy as np

from answersim.engines.base import Engine, TokenStates, cpu_threads, length_sorted_batches
from answersim.engines.export import (
    FP32_TOLERANCE,
    INT8_MEAN_COSINE,
    INT8_MIN_COSINE,
    OPSET,
    PROBES,
    ExportRecipe,
    ensure_onnx,
    export_sentence_model,
    load_sentence_model,
    onnx_path,
)
from answersim.engines.pooling import read_pooling
from answersim.engines.tokenizer import FastTokenizer
from answersim.errors import ConfigError

#: most parallel sessions one engine opens (each holds a copy of the weights)
MAX_SESSIONS = 4


def session_layout(threads: int) -> tuple[int, int]:
    """(sessions, threads each) for calls with many batches.

    Short texts make small matrices, and one session spreading each of them over all cores spends much
    of its time synchronising threads; one session per core, each taking whole batches, keeps every core
    busy (measured on 2 cores: fp32 +15-30 %, int8 +40-50 % texts/s). Capped at :data:`MAX_SESSIONS`.
    """
    sessions = max(1, min(threads, MAX_SESSIONS))
    return sessions, max(1, threads // sessions)


def worker_sessions(path: Path, main: Any) -> list[Any]:
    """Sessions for many small batches: one per core, each single-threaded (see :func:`session_layout`), or
    just ``main`` on one core."""
    count, threads = session_layout(cpu_threads())
    return [open_session(path, threads) for _ in range(count)] if count > 1 else [main]


def spread(sessions: list[Any], batches: list[Any], work: Callable[[Any, Any], Any]) -> list[Any]:
    """``work(session, batch)`` for every batch, results in order; each session takes the next batch when it
    is free (longest first when the batches are sorted so), so no core idles at the end."""
    if len(sessions) == 1 or len(batches) < 2:
        return [work(sessions[0], batch) for batch in batches]
    results: list[Any] = [None] * len(batches)
    pending = iter(range(len(batches)))
    take = threading.Lock()

    def drain(session: Any) -> None:
        while True:
            with take:
                index = next(pending, None)
            if index is None:
                return
            results[index] = work(session, batches[index])

    with ThreadPoolExecutor(len(sessions), thread_name_prefix="answersim-onnx") as pool:
        list(pool.map(drain, sessions))
    return results


def session_options(threads: int | None = None) -> Any:
    """onnxruntime options shared by answersim's engines: physical cores, one inter-op thread, no spinning."""
    import onnxruntime as ort

    options = ort.SessionOptions()
    options.intra_op_num_threads = threads or cpu_threads()
    options.inter_op_num_threads = 1
    options.execution_mode = ort.ExecutionMode.ORT_SEQUENTIAL
    options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
    options.log_severity_level = 3
    # idle workers sleep instead of spinning: on shared or busy cores (CI, laptops) spinning threads
    # steal the CPU the compute needs; ANSWERSIM_ORT_SPIN=1 turns spinning back on
    options.add_session_config_entry("session.intra_op.allow_spinning", os.environ.get("ANSWERSIM_ORT_SPIN", "0"))
    return options


def open_session(path: Path, threads: int | None = None) -> Any:
    """An onnxruntime session for a verified export, from its pre-optimised copy when there is one.

    The first open optimises the graph (fusions, constant folding) and saves the result beside the
    export, keyed by the onnxruntime version; later opens load that copy and skip the optimisation, which
    is a good part of a cold start. Only the verified file's directory is written.
    """
    import onnxruntime as ort

    optimised = path.with_name(f"model.opt-ort{ort.__version__}.onnx")
    options = session_options(threads)
    if optimised.is_file():
        options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_DISABLE_ALL
        try:
            return ort.InferenceSession(str(optimised), options, providers=["CPUExecutionProvider"])
        except Exception:  # a damaged copy: fall back to the verified export
            optimised.unlink(missing_ok=True)
            options = session_options(threads)
    options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_EXTENDED
    tmp = optimised.with_name(f".{optimised.name}.{os.getpid()}.part")
    options.optimized_model_filepath = str(tmp)
    try:
        session = ort.InferenceSession(str(path), options, providers=["CPUExecutionProvider"])
        os.replace(tmp, optimised)
    except OSError:  # read-only cache: run without the copy
        tmp.unlink(missing_ok=True)
        options = session_options(threads)
        session = ort.InferenceSession(str(path), options, providers=["CPUExecutionProvider"])
    return session


class OnnxEngine(Engine):
    """A sentence-transformers model run by onnxruntime from its verified, cached ONNX export."""

    def __init__(
        self, location: str, *, quantized: bool = False, batch_size: int = 64, path: Path | None = None
    ) -> None:
        self.location = location
        self.quantized = quantized
        self.name = "onnx-int8" if quantized else "onnx"
        self.batch_size = batch_size
        self._path = path
        self._session: Any = None
        self._workers: list[Any] | None = None
        self._lock = threading.Lock()
        self.tokenizer = FastTokenizer(location)
        self.pooling = read_pooling(location)
        config_file = Path(location) / "config.json"
        self._config = json.loads(config_file.read_text(encoding="utf-8")) if config_file.is_file() else {}

    @property
    def session(self) -> Any:
        """The onnxruntime session (exporting and verifying the model first if no cached file exists)."""
        if self._session is None:
            with self._lock:
                if self._session is None:
                    self._session = self._open()
        return self._session

    def _open(self) -> Any:
        if self._path is None:
            self._path = ensure_onnx(self.location, self.quantized, sentence_recipe())
        session = open_session(self._path)
        self._inputs = {i.name for i in session.get_inputs()}
        self._layers = sum(1 for o in session.get_outputs() if o.name.startswith("hidden_")) - 1
        return session

    @property
    def onnx_file(self) -> Path:
        self.session  # noqa: B018 - resolves the path
        assert self._path is not None
        return self._path

    @property
    def num_layers(self) -> int:
        self.session  # noqa: B018
        return self._layers

    @property
    def dimensions(self) -> int:
        return int(self._config.get("hidden_size") or self._config.get("dim") or self.encode(["a"]).shape[1])

    @property
    def max_tokens(self) -> int:
        return self.tokenizer.max_length

    def count_tokens(self, texts: Sequence[str]) -> list[int]:
        return self.tokenizer.count(texts)

    def _worker_sessions(self) -> list[Any]:
        """Sessions for :meth:`_map_batches`: one per core, each single-threaded (see session_layout)."""
        if self._workers is None:
            session = self.session
            with self._lock:
                if self._workers is None:
                    self._workers = worker_sessions(self.onnx_file, session)
        return self._workers

    def _map_batches(self, batches: list[list[int]], work: Callable[[Any, list[int]], Any]) -> list[Any]:
        """``work(session, batch)`` for every batch, in order; batches spread over the worker sessions."""
        if len(batches) < 2:
            return [work(self.session, batch) for batch in batches]
        return spread(self._worker_sessions(), batches, work)

    def _run(
        self, ids: list[np.ndarray], outputs: list[str], session: Any = None
    ) -> tuple[list[np.ndarray], np.ndarray]:
        session = session or self.session
        input_ids, mask = self.tokenizer.pad(ids)
        feed = {"input_ids": input_ids, "attention_mask": mask}
        if "token_type_ids" in self._inputs:
            feed["token_type_ids"] = np.zeros_like(input_ids)
        return session.run(outputs, feed), mask

    @property
    def rows_per_pass(self) -> int:
        """Texts per forward pass: ``batch_size``, but one for int8. Dynamic quantisation takes one activation
        scale per input tensor, so in a batch a text's vector moved with its neighbours (up to 0.025 a
        component); alone it is ~15 % slower and the same in any run."""
        return 1 if self.quantized else self.batch_size

    def encode(self, texts: Sequence[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dimensions), dtype=np.float32)
        ids = self.tokenizer.ids(texts)
        last = f"hidden_{self.num_layers}"
        batches = length_sorted_batches([len(x) for x in ids], self.rows_per_pass)

        def work(session: Any, batch: list[int]) -> np.ndarray:
            (states,), mask = self._run([ids[i] for i in batch], [last], session)
            return self.pooling(states, mask)

        pooled = self._map_batches(batches, work)
        out = np.empty((len(texts), pooled[0].shape[1]), dtype=np.float32)
        for batch, vectors in zip(batches, pooled):
            out[batch] = vectors
        return out

    def forward(self, texts: Sequence[str], layers: Sequence[int]) -> TokenStates:
        ids = self.tokenizer.ids(texts)
        n = self.num_layers
        wanted = sorted({(n + 1 + layer) if layer < 0 else layer for layer in layers} | {n})
        result: dict[int, list[np.ndarray]] = {layer: [None] * len(texts) for layer in wanted}  # type: ignore[list-item]
        sentence = np.empty((len(texts), 0), dtype=np.float32)
        batches = length_sorted_batches([len(x) for x in ids], self.rows_per_pass)

        def work(session: Any, batch: list[int]) -> tuple[list[np.ndarray], np.ndarray]:
            states, mask = self._run([ids[i] for i in batch], [f"hidden_{layer}" for layer in wanted], session)
            return states, self.pooling(states[-1], mask)

        for batch, (states, pooled) in zip(batches, self._map_batches(batches, work)):
            if sentence.shape[1] == 0:
                sentence = np.empty((len(texts), pooled.shape[1]), dtype=np.float32)
            sentence[batch] = pooled
            for layer, array in zip(wanted, states):
                for row, i in enumerate(batch):
                    result[layer][i] = np.ascontiguousarray(array[row, : len(ids[i])])
        keep = {(n + 1 + layer) if layer < 0 else layer for layer in layers}
        layers_out = {k: v for k, v in result.items() if k in keep}
        return TokenStates(ids=ids, layers=layers_out, sentence=sentence, special=self.tokenizer.special(texts))

    def describe(self) -> dict[str, object]:
        sessions, _ = session_layout(cpu_threads())
        return {"engine": self.name, "onnx_opset": 17, "threads": cpu_threads(), "parallel_sessions": sessions}


def verify_sentence_model(location: str, model: Any, path: Path, quantized: bool) -> dict:
    """Compare the file's sentence vectors with sentence-transformers' on :data:`PROBES`; raise if off.

    An int8 file is made from the verified fp32 export and checked against it (``model`` is None then),
    so quantising never loads torch: that load tripled the int8 engine's peak memory."""
    if model is None:
        fp32 = OnnxEngine(location, quantized=False, path=onnx_path(location, False))
        reference = fp32.encode(PROBES)
    else:
        reference = np.asarray(model.encode(list(PROBES), convert_to_numpy=True), dtype=np.float32)
    got = OnnxEngine(location, quantized=quantized, path=path).encode(PROBES)
    diff = float(np.abs(got - reference).max())
    cos = (got * reference).sum(1) / (np.linalg.norm(got, axis=1) * np.linalg.norm(reference, axis=1))
    if quantized:
        ok = float(cos.min()) >= INT8_MIN_COSINE and float(cos.mean()) >= INT8_MEAN_COSINE
    else:
        ok = diff <= FP32_TOLERANCE
    report = {
        "max_abs_diff": diff,
        "min_cosine": float(cos.min()),
        "mean_cosine": float(cos.mean()),
        "probes": len(PROBES),
        "opset": OPSET,
    }
    if not ok:
        raise ConfigError(
            f"the ONNX export of {location} does not match torch (max abs diff {diff:.2e}, min cosine "
            f"{cos.min():.4f}); use --engine torch"
        )
    return report


def sentence_recipe() -> ExportRecipe:
    """Export and check recipe of sentence-transformers models (every hidden state as an output)."""
    return ExportRecipe("sentence", load_sentence_model, export_sentence_model, verify_sentence_model)
