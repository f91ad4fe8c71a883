"""Tiny randomly initialised models built on the fly, so tests run the real loading code offline."""

from __future__ import annotations

from pathlib import Path

NLI_LABELS = {0: "contradiction", 1: "entailment", 2: "neutral"}


def _config(**extra):
    from transformers import BertConfig

    return BertConfig(
        vocab_size=30522,
        hidden_size=32,
        num_hidden_layers=2,
        num_attention_heads=2,
        intermediate_size=64,
        max_position_embeddings=128,
        **extra,
    )


def _tokenizer():
    """The bundled model's vocabulary; where its package is not installed (a lent GPU machine), the same
    vocabulary from the shipped answer model, which was trained from it."""
    from transformers import AutoTokenizer

    from answersim.engines.modelfiles import bundled_model_path

    try:
        return AutoTokenizer.from_pretrained(str(bundled_model_path()))
    except FileNotFoundError:
        from answersim.providers.answer_model import shipped_model_dir

        return AutoTokenizer.from_pretrained(str(shipped_model_dir()))


def cross_encoder_dir(path: Path, *, num_labels: int = 1, seed: int = 0, classifier_bias: float | None = None) -> Path:
    """A random ``BertForSequenceClassification`` (safetensors) with the bundled model's vocabulary;
    ``classifier_bias`` shifts every logit (e.g. above 1)."""
    import torch
    from transformers import BertForSequenceClassification

    torch.manual_seed(seed)
    labels = NLI_LABELS if num_labels == 3 else {i: f"LABEL_{i}" for i in range(num_labels)}
    config = _config(num_labels=num_labels, id2label=labels, label2id={v: k for k, v in labels.items()})
    model = BertForSequenceClassification(config)
    if classifier_bias is not None:
        with torch.no_grad():
            model.classifier.bias.fill_(classifier_bias)
    model.save_pretrained(path)
    _tokenizer().save_pretrained(path)
    return path


def bi_encoder_dir(path: Path, *, seed: int = 0, pooling: str = "mean") -> Path:
    """A random BERT with ``pooling`` (a sentence-transformers mode), saved by sentence-transformers itself."""
    import torch
    from sentence_transformers import SentenceTransformer
    from sentence_transformers.sentence_transformer.modules import Pooling, Transformer
    from transformers import BertModel

    torch.manual_seed(seed)
    raw = path.parent / f"{path.name}_raw"
    BertModel(_config()).save_pretrained(raw)
    _tokenizer().save_pretrained(raw)
    word = Transformer(str(raw))
    SentenceTransformer(modules=[word, Pooling(word.get_embedding_dimension(), pooling_mode=pooling)]).save(str(path))
    return path
