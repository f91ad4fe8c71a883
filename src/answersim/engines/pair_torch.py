"""Cross-encoders on torch: the reference pair scorer, and what the ONNX pair engine is exported from and
checked against."""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Sequence

import numpy as np

from answersim.engines.modelfiles import offline_hub
from answersim.errors import ConfigError


class TorchPairScorer:
    """Runs a sequence-classification model on text pairs: ``logits(pairs) -> (n, labels)``.

    Pairs are grouped by padded length (multiples of ``bucket`` tokens) and every forward pass has
    exactly ``batch_size`` rows (filled up with copies), so each pair sees the same tensor shapes
    whatever else is scored with it, and its result is bit-identical.
    """

    bucket = 32

    def __init__(
        self, location: str, *, device: str = "cpu", batch_size: int = 16, trust_remote_code: bool = False
    ) -> None:
        offline_hub()
        from sentence_transformers import CrossEncoder
        from transformers.utils import logging as hf_logging

        hf_logging.disable_progress_bar()
        try:
            self.encoder = CrossEncoder(
                location,
                device=device,
                trust_remote_code=trust_remote_code,
                model_kwargs={"use_safetensors": True},
            )
        except OSError as exc:
            raise ConfigError(
                f"cannot load cross-encoder {location!r}: {exc}. It must be a directory (or a model in your "
                "Hugging Face cache) with safetensors weights; set HF_HUB_OFFLINE=0 to allow downloads."
            ) from None
        if len(self.encoder) != 1:
            raise ConfigError(f"{location!r} has extra modules after the transformer; only plain ones are supported")
        self.model = self.encoder.model.eval()
        self.tokenizer = self.encoder.tokenizer
        self.max_length = int(self.encoder.max_seq_length or 512)
        self.batch_size = max(1, batch_size)

    def count_tokens(self, pairs: Sequence[tuple[str, str]]) -> list[int]:
        enc = self.tokenizer([a for a, _ in pairs], [b for _, b in pairs], truncation=True, max_length=self.max_length)
        return [len(ids) for ids in enc["input_ids"]]

    def logits(self, pairs: Sequence[tuple[str, str]]) -> np.ndarray:
        import torch

        lengths = self.count_tokens(pairs)
        groups: dict[int, list[int]] = defaultdict(list)
        for i, n in enumerate(lengths):
            groups[min(self.max_length, math.ceil(n / self.bucket) * self.bucket)].append(i)
        out: list[np.ndarray | None] = [None] * len(pairs)
        for padded, members in groups.items():
            for start in range(0, len(members), self.batch_size):
                rows = members[start : start + self.batch_size]
                filled = rows + [rows[0]] * (self.batch_size - len(rows))
                enc = self.tokenizer(
                    [pairs[i][0] for i in filled],
                    [pairs[i][1] for i in filled],
                    padding="max_length",
                    truncation=True,
                    max_length=padded,
                    return_tensors="pt",
                ).to(self.model.device)
                with torch.inference_mode():
                    logits = self.model(**enc).logits.float().cpu().numpy()
                for row, i in enumerate(rows):
                    out[i] = logits[row]
        return np.stack(out) if out else np.zeros((0, 1), dtype=np.float32)
