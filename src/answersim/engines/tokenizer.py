"""Fast tokenisation with the ``tokenizers`` library (no transformers import), padded per batch."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from answersim.errors import ConfigError


def _read_json(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8")) if path.is_file() else {}


class FastTokenizer:
    """The model's ``tokenizer.json`` with sentence-transformers' max length and lower-casing."""

    def __init__(self, location: str) -> None:
        from tokenizers import Tokenizer

        root = Path(location)
        if not (root / "tokenizer.json").is_file():
            raise ConfigError(f"{location} has no tokenizer.json; the ONNX engines need one, use --engine torch")
        st = _read_json(root / "sentence_bert_config.json")
        tok_config = _read_json(root / "tokenizer_config.json")
        config = _read_json(root / "config.json")
        limits = [st.get("max_seq_length"), tok_config.get("model_max_length"), config.get("max_position_embeddings")]
        limits = [int(x) for x in limits if isinstance(x, (int, float)) and 0 < x < 1_000_000]
        self.max_length = int(st["max_seq_length"]) if st.get("max_seq_length") else min(limits or [512])
        self.lower = bool(st.get("do_lower_case", False))
        self.pad_id = int(config.get("pad_token_id") or 0)
        self._full = Tokenizer.from_file(str(root / "tokenizer.json"))
        self._full.no_padding()
        self._full.no_truncation()
        self._cut = Tokenizer.from_file(str(root / "tokenizer.json"))
        self._cut.no_padding()
        self._cut.enable_truncation(self.max_length)

    def _prep(self, texts: Sequence[str]) -> list[str]:
        return [t.lower() for t in texts] if self.lower else list(texts)

    def ids(self, texts: Sequence[str]) -> list[np.ndarray]:
        """Token ids per text, special tokens included, truncated to the model's max length."""
        return [np.asarray(e.ids, dtype=np.int64) for e in self._cut.encode_batch(self._prep(texts))]

    def special(self, texts: Sequence[str]) -> list[np.ndarray]:
        """Per text, a boolean mask of its special tokens ([CLS], [SEP], ...), aligned with :meth:`ids`."""
        return [np.asarray(e.special_tokens_mask, dtype=bool) for e in self._cut.encode_batch(self._prep(texts))]

    def count(self, texts: Sequence[str]) -> list[int]:
        """Tokens per text before truncation."""
        return [len(e.ids) for e in self._full.encode_batch(self._prep(texts))]

    def pad(self, ids: Sequence[np.ndarray]) -> tuple[np.ndarray, np.ndarray]:
        """(input_ids, attention_mask) padded to the longest in this batch (dynamic padding)."""
        width = max(len(x) for x in ids)
        input_ids = np.full((len(ids), width), self.pad_id, dtype=np.int64)
        mask = np.zeros((len(ids), width), dtype=np.int64)
        for row, x in enumerate(ids):
            input_ids[row, : len(x)] = x
            mask[row, : len(x)] = 1
        return input_ids, mask
