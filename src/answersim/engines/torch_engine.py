"""The reference engine: sentence-transformers on torch (imported only when this engine is used)."""

from __future__ import annotations

import threading
from collections.abc import Sequence
from typing import Any

import numpy as np

from answersim.engines.base import Engine, TokenStates
from answersim.errors import ConfigError


class TorchEngine(Engine):
    """A ``SentenceTransformer`` on this machine's CPU (or the device you name)."""

    name = "torch"

    def __init__(
        self, location: str, *, device: str = "cpu", trust_remote_code: bool = False, batch_size: int = 64
    ) -> None:
        self.location = location
        self.device = device
        self.trust_remote_code = trust_remote_code
        self.batch_size = batch_size
        self._model: Any = None
        self._lock = threading.Lock()

    @property
    def model(self) -> Any:
        """The loaded ``SentenceTransformer`` (loaded on first access)."""
        if self._model is None:
            with self._lock:
                if self._model is None:
                    self._model = self._load()
        return self._model

    def _load(self) -> Any:
        from answersim.engines.modelfiles import offline_hub

        offline_hub()
        import torch
        from sentence_transformers import SentenceTransformer
        from transformers.utils import logging as hf_logging

        from answersim.engines.base import cpu_threads

        hf_logging.disable_progress_bar()
        if self.device == "cpu":
            torch.set_num_threads(cpu_threads())
        try:
            return SentenceTransformer(
                self.location,
                device=self.device,
                trust_remote_code=self.trust_remote_code,
                model_kwargs={"use_safetensors": True},
            )
        except OSError as exc:
            raise ConfigError(
                f"cannot load model {self.location!r}: {exc}. Pass a local directory, a model already in "
                "your Hugging Face cache, or set HF_HUB_OFFLINE=0 to allow downloads."
            ) from None

    @property
    def dimensions(self) -> int:
        model = self.model
        getter = getattr(model, "get_embedding_dimension", None) or model.get_sentence_embedding_dimension
        return int(getter())

    @property
    def max_tokens(self) -> int:
        return int(self.model.max_seq_length)

    @property
    def num_layers(self) -> int:
        return int(self.model[0].auto_model.config.num_hidden_layers)

    def count_tokens(self, texts: Sequence[str]) -> list[int]:
        encoded = self.model.tokenizer(list(texts), add_special_tokens=True)["input_ids"]
        return [len(ids) for ids in encoded]

    def encode(self, texts: Sequence[str]) -> np.ndarray:
        vectors = self.model.encode(
            list(texts),
            batch_size=self.batch_size,
            convert_to_numpy=True,
            normalize_embeddings=False,
            show_progress_bar=False,
        )
        return np.asarray(vectors, dtype=np.float32)

    def forward(self, texts: Sequence[str], layers: Sequence[int]) -> TokenStates:
        import torch

        from answersim.engines.base import length_sorted_batches

        model = self.model
        tokenize = getattr(model, "preprocess", None) or model.tokenize
        ids = [tokenize([t])["input_ids"][0].numpy() for t in texts]
        n = self.num_layers
        keep = sorted({(n + 1 + layer) if layer < 0 else layer for layer in layers})
        result: dict[int, list[Any]] = {layer: [None] * len(texts) for layer in keep}
        sentence = np.empty((len(texts), self.dimensions), dtype=np.float32)
        auto = model[0].auto_model
        for batch in length_sorted_batches([len(x) for x in ids], self.batch_size):
            batch_features = tokenize([texts[i] for i in batch])
            names = ("input_ids", "attention_mask", "token_type_ids")
            batch_features = {k: v.to(self.device) for k, v in batch_features.items() if k in names}
            with torch.no_grad():
                out = auto(**batch_features, output_hidden_states=True)
                pooled = {"token_embeddings": out.hidden_states[-1], "attention_mask": batch_features["attention_mask"]}
                for module in list(model)[1:]:  # pooling, normalize, ... as sentence-transformers chains them
                    pooled = module(pooled)
            sentence[batch] = pooled["sentence_embedding"].float().cpu().numpy()
            for layer in keep:
                states = out.hidden_states[layer].float().cpu().numpy()
                for row, i in enumerate(batch):
                    result[layer][i] = np.ascontiguousarray(states[row, : len(ids[i])])
        return TokenStates(ids=ids, layers=result, sentence=sentence)

    def describe(self) -> dict[str, object]:
        return {"engine": "torch", "device": self.device}
