"""ONNX Runtime engines for cross-encoders: ``logits(pairs)`` like the torch scorer, without torch.

Same batching rule as :class:`answersim.engines.pair_torch.TorchPairScorer` (pairs grouped by padded length in
multiples of 32 tokens, every forward pass exactly ``batch_size`` rows), so a pair's score does not
depend on what else is scored with it. The int8 model runs one pair per pass: its dynamic quantisation
takes one activation scale per input tensor, so a batch neighbour moved a logit by up to 2.0 (measured on
SQuAD_SAS pairs). The export is verified against the torch scorer's logits.
"""

from __future__ import annotations

import json
import math
import threading
from collections import defaultdict
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from answersim.errors import ConfigError

PAIR_PROBES = (
    ("The cat sits on the mat.", "A cat is sitting on a mat."),
    ("Paris is the capital of France.", "The capital of France is Berlin."),
    ("ok", "A much longer answer that goes on for a while about something else entirely, at length."),
    ("Zürich's café", "crème brûlée — 5€!"),
)
PAIR_FP32_TOLERANCE = 1e-4  # max abs logit difference, ONNX fp32 vs torch
PAIR_INT8_TOLERANCE = 0.25  # max abs logit difference for int8 (scores move by a few hundredths at most)


class OnnxPairScorer:
    """A sequence-classification model run by onnxruntime on text pairs: ``logits(pairs) -> (n, labels)``."""

    bucket = 32

    def __init__(self, location: str, *, quantized: bool = False, batch_size: int = 16, path: Path | None = None):
        from tokenizers import Tokenizer

        self.location = location
        self.quantized = quantized
        self.name = "onnx-int8" if quantized else "onnx"
        self.batch_size = max(1, batch_size)
        self._path = path
        self._session: Any = None
        self._workers: list[Any] | None = None
        self._lock = threading.Lock()
        file = Path(location) / "tokenizer.json"
        if not file.is_file():
            raise ConfigError(f"{location} has no tokenizer.json; the ONNX engines need one, use --engine torch")
        self.tokenizer = Tokenizer.from_file(str(file))
        self.tokenizer.no_padding()
        self.max_length = _max_length(location)
        self.tokenizer.enable_truncation(self.max_length, strategy="longest_first")
        config = json.loads((Path(location) / "config.json").read_text(encoding="utf-8"))
        self.pad_id = int(config.get("pad_token_id") or 0)

    @property
    def session(self) -> Any:
        if self._session is None:
            with self._lock:
                if self._session is None:
                    from answersim.engines.onnx_engine import open_session

                    if self._path is None:
                        from answersim.engines.export import ExportRecipe, ensure_onnx

                        recipe = ExportRecipe("pair", str, export_pair_model, verify_pair_model)
                        self._path = ensure_onnx(self.location, self.quantized, recipe)
                        verified = json.loads((self._path.parent / "verified.json").read_text(encoding="utf-8"))
                        self.max_length = int(verified.get("max_length") or self.max_length)
                        self.tokenizer.enable_truncation(self.max_length, strategy="longest_first")
                    session = open_session(self._path)
                    self._inputs = {i.name for i in session.get_inputs()}
                    self._session = session
        return self._session

    def _encode(self, pairs: Sequence[tuple[str, str]]) -> list[Any]:
        return self.tokenizer.encode_batch([(str(a), str(b)) for a, b in pairs])

    def count_tokens(self, pairs: Sequence[tuple[str, str]]) -> list[int]:
        return [len(e.ids) for e in self._encode(pairs)]

    @property
    def rows_per_pass(self) -> int:
        """Pairs per forward pass: ``batch_size``, but one for int8 (dynamic quantisation scales each input
        tensor as a whole)."""
        return 1 if self.quantized else self.batch_size

    def _sessions(self) -> list[Any]:
        """One single-threaded session per core (every pass runs on one of them, so a pair's logit never
        depends on which)."""
        if self._workers is None:
            session = self.session
            with self._lock:
                if self._workers is None:
                    from answersim.engines.onnx_engine import worker_sessions

                    assert self._path is not None
                    self._workers = worker_sessions(self._path, session)
        return self._workers

    def _passes(self, encodings: list[Any]) -> list[tuple[int, list[int]]]:
        """(padded length, rows) of each forward pass: alone at its own length for int8, else grouped by
        length in multiples of 32 tokens."""
        n = self.rows_per_pass
        if n == 1:
            return sorted(((len(e.ids), [i]) for i, e in enumerate(encodings)), reverse=True)
        groups: dict[int, list[int]] = defaultdict(list)
        for i, e in enumerate(encodings):
            groups[min(self.max_length, math.ceil(len(e.ids) / self.bucket) * self.bucket)].append(i)
        return [(padded, rows[s : s + n]) for padded, rows in groups.items() for s in range(0, len(rows), n)]

    def _run_pass(self, session: Any, encodings: list[Any], padded: int, rows: list[int]) -> np.ndarray:
        """The logits of ``rows``, run as exactly ``rows_per_pass`` rows (copies of the first fill the rest)."""
        filled = rows + [rows[0]] * (self.rows_per_pass - len(rows))
        ids = np.full((len(filled), padded), self.pad_id, dtype=np.int64)
        types = np.zeros_like(ids)
        mask = np.zeros_like(ids)
        for r, i in enumerate(filled):
            e = encodings[i]
            ids[r, : len(e.ids)] = e.ids
            types[r, : len(e.ids)] = e.type_ids
            mask[r, : len(e.ids)] = 1
        feed = {"input_ids": ids, "attention_mask": mask}
        if "token_type_ids" in self._inputs:
            feed["token_type_ids"] = types
        return session.run(["logits"], feed)[0]

    def logits(self, pairs: Sequence[tuple[str, str]]) -> np.ndarray:
        from answersim.engines.onnx_engine import spread

        self.session  # noqa: B018 - opens (and resolves) the model
        encodings = self._encode(pairs)
        passes = self._passes(encodings)
        results = spread(self._sessions(), passes, lambda s, p: self._run_pass(s, encodings, *p))
        out: list[np.ndarray | None] = [None] * len(pairs)
        for (_, rows), logits in zip(passes, results):
            for r, i in enumerate(rows):
                out[i] = logits[r].astype(np.float32)
        return np.stack(out) if out else np.zeros((0, 1), dtype=np.float32)


def _max_length(location: str) -> int:
    """The verified export's recorded max length (the torch scorer's), else the tokenizer/config limits."""
    root = Path(location)
    limits = []
    for name, key in (("tokenizer_config.json", "model_max_length"), ("config.json", "max_position_embeddings")):
        file = root / name
        if file.is_file():
            value = json.loads(file.read_text(encoding="utf-8")).get(key)
            if isinstance(value, (int, float)) and 0 < value < 1_000_000:
                limits.append(int(value))
    return min(limits or [512])


def export_pair_model(location: str, out: Path) -> None:  # the recipe's reference is the location
    """Trace the torch cross-encoder's classification model with ``logits`` as the output."""
    from answersim.engines.export import trace_to_onnx
    from answersim.engines.pair_torch import TorchPairScorer

    trace_to_onnx(
        TorchPairScorer(location).model.eval(),
        lambda result: result.logits,
        [[101, 2023, 2003, 102, 1037, 3231, 102], [101, 7592, 102, 2088, 102, 0, 0]],
        [[0, 0, 0, 0, 1, 1, 1], [0, 0, 0, 1, 1, 0, 0]],
        out,
        ["logits"],
        {"logits": {0: "batch"}},
    )


def verify_pair_model(location: str, _model: Any, path: Path, quantized: bool) -> dict:
    """Compare the file's logits with the torch scorer's on :data:`PAIR_PROBES`; raise if off."""
    from answersim.engines.pair_torch import TorchPairScorer

    torch_scorer = TorchPairScorer(location, batch_size=4)
    reference = torch_scorer.logits(PAIR_PROBES)
    got = OnnxPairScorer(location, quantized=quantized, batch_size=4, path=path).logits(PAIR_PROBES)
    diff = float(np.abs(got - reference).max())
    limit = PAIR_INT8_TOLERANCE if quantized else PAIR_FP32_TOLERANCE
    if diff > limit:
        raise ConfigError(
            f"the ONNX export of cross-encoder {location} does not match torch (max abs logit diff {diff:.2e}); "
            "use --engine torch"
        )
    return {"max_abs_logit_diff": diff, "probes": len(PAIR_PROBES), "opset": 17, "max_length": torch_scorer.max_length}
