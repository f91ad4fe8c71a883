"""``bertscore``: token-level similarity with greedy matching (BERTScore, Zhang et al. 2020; seed 000).

Two forms, chosen by the embedding source: ``contextual`` (a local transformer model: token vectors of
one hidden layer from one forward pass, as the reference ``bert-score`` package computes them) and
``api`` (any ``embed_many`` client: each unique lower-cased word embedded once per run, seed 000's
bertscore-like). Details carry P, R, F1 and the token alignment in both directions.
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from typing import Any, Literal

import numpy as np

from answersim.cases import TestCase
from answersim.errors import ConfigError, InputError
from answersim.metrics.base import Metric, Resolved, is_blank
from answersim.metrics.bertscore_match import (
    DocumentFrequencies,
    Match,
    checked_idf,
    greedy_match,
    idf_weights,
    rescale,
    word_tokens,
)
from answersim.providers.base import Request
from answersim.providers.embeddings.base import BaseEmbeddings
from answersim.providers.embeddings.resolve import as_embedder
from answersim.results import MetricResult

Form = Literal["auto", "contextual", "api"]
Which = Literal["f1", "precision", "recall"]
_SCORES = {"f1": "f1", "precision": "precision", "recall": "recall", "p": "precision", "r": "recall", "f": "f1"}


def _layer_number(layer: Any) -> int:
    """``layer`` as an int; a fraction, a bool, NaN or text is a ConfigError naming the option."""
    if isinstance(layer, int) and not isinstance(layer, bool):
        return layer
    if isinstance(layer, float) and layer.is_integer():
        return int(layer)
    if isinstance(layer, str) and layer.strip().lstrip("-").isdigit():
        return int(layer)
    raise ConfigError(f"layer must be a whole number (negative counts from the last layer), got {layer!r}")


class BERTScore(Metric):
    """Greedy token matching between ``actual_output`` (candidate) and ``expected_output`` (reference).

    ``score`` picks which of precision / recall / f1 is the score (default f1). ``layer``: the hidden
    layer (0 = embeddings; default the last; negative counts from the last, -1 = the last). ``idf``: False,
    True (weights from every reference of the run, as bert-score computes them over the references of one
    call; the runner's prepare step collects them), a list of texts, or a token → weight mapping (finite
    weights ≥ 0, not all 0). ``rescale_with_baseline`` maps each of P/R/F with
    (x − b)/(1 − b), b from ``baseline`` (a file written by ``answersim baseline``) or the packaged one for
    the bundled model.
    """

    blind_spot_checks = True

    name = "bertscore"
    needs = ("actual_output", "expected_output")

    def __init__(
        self,
        model: Any = None,
        *,
        form: Form = "auto",
        score: Which = "f1",
        layer: int | None = None,
        idf: bool | Sequence[str] | Mapping[Any, float] = False,
        rescale_with_baseline: bool = False,
        baseline: str | os.PathLike[str] | Mapping[str, float] | None = None,
        max_tokens: int = 512,
        threshold: float | None = None,
        binary: bool = False,
        name: str | None = None,
        engine: str | None = None,
        device: str = "cpu",
    ) -> None:
        super().__init__(threshold=threshold, binary=binary, name=name)
        if isinstance(model, (list, tuple)):
            if len(model) != 1:
                raise ConfigError("bertscore uses one embedding model; pass a single --model")
            model = model[0]
        self.embedder: BaseEmbeddings = as_embedder(model, engine=engine, device=device)
        from answersim.providers.embeddings.local import LocalEmbeddings

        local = isinstance(self.embedder, LocalEmbeddings)
        if form not in ("auto", "contextual", "api"):
            raise ConfigError(f"form must be 'auto', 'contextual' or 'api', got {form!r}")
        if form == "contextual" and not local:
            raise ConfigError("the contextual form needs a local transformer model; use form='api' for API clients")
        self.form = ("contextual" if local else "api") if form == "auto" else form
        if str(score).lower() not in _SCORES:
            raise ConfigError(f"score must be one of precision, recall, f1; got {score!r}")
        self.which = _SCORES[str(score).lower()]
        if max_tokens < 1:
            raise ConfigError(f"max_tokens must be at least 1, got {max_tokens}")
        self.max_tokens = int(max_tokens)
        self.layer: int | None = None
        if self.form == "contextual":
            from answersim.providers.embeddings.contextual import num_layers, token_kind

            depth = num_layers(self.embedder.location)  # type: ignore[attr-defined]
            if not depth:  # no config.json on disk (a hub name): ask the loaded model
                depth = int(self.embedder.engine.num_layers)  # type: ignore[attr-defined]
            chosen = depth if layer is None else _layer_number(layer)
            if chosen < 0 and depth:  # counted from the top, as in Python: -1 is the last layer
                chosen = depth + 1 + chosen
            if chosen < 0 or (depth and chosen > depth):
                raise ConfigError(f"layer {layer} does not exist; this model has hidden layers 0..{depth}")
            self.layer, self.kind = chosen, token_kind(chosen)
        elif layer is not None:
            raise ConfigError("layer applies to the contextual form only (local models)")
        self.idf = idf
        self._fixed_idf = self._user_idf(idf)
        self.rescale_with_baseline = rescale_with_baseline
        self.baseline = None
        if rescale_with_baseline:
            from answersim.metrics.bertscore_baseline import load_baseline

            self.baseline = load_baseline(baseline, self.embedder, self.form, self.layer)

    # -- idf ------------------------------------------------------------------------------------
    def _user_idf(self, idf: Any) -> tuple[dict[Any, float], float] | None:
        if isinstance(idf, bool) or idf is None:
            return None
        if isinstance(idf, Mapping):
            return checked_idf(idf)
        if isinstance(idf, (str, bytes)):
            raise ConfigError("idf takes True/False, a list of texts, or a token -> weight mapping")
        return idf_weights(self._doc_tokens(list(idf)))

    def _doc_tokens(self, texts: Sequence[str]) -> list[list[Any]]:
        if self.form == "api":
            return [word_tokens(t) for t in texts]
        from answersim.providers.embeddings.contextual import token_ids

        return token_ids(self.embedder, texts)

    def prepare(self) -> RunIdf | None:
        """With ``idf=True``: collects the run's references, so idf covers the run, not one chunk."""
        return RunIdf(self) if self.idf is True else None

    def _weights(self, run: Any) -> tuple[dict[Any, float], float] | None:
        if self._fixed_idf is not None:
            return self._fixed_idf
        if not self.idf:
            return None
        if run is None:
            raise ConfigError(
                "bertscore with idf=True weighs tokens by every reference of the run; score through "
                "evaluate() or a Runner (they prepare the run first), or pass idf as a list of texts"
            )
        return run

    # -- the contract ---------------------------------------------------------------------------
    def check(self, case: TestCase) -> None:
        if not case.targets:
            raise InputError(
                "is missing; bertscore needs expected_output (or references) to compare with",
                field="expected_output",
            )

    def _targets(self, case: TestCase) -> list[str]:
        return list(case.targets[:1] if case.expected_output is not None else case.targets)

    def _api_tokens(self, text: str, field: str) -> list[str]:
        tokens = list(dict.fromkeys(word_tokens(text)))
        if len(tokens) > self.max_tokens:
            raise InputError(
                f"has {len(tokens)} distinct tokens, more than bertscore's max_tokens={self.max_tokens}; "
                "raise max_tokens (each token is one embedding request) or shorten the text",
                field=field,
            )
        return tokens

    def requests(self, case: TestCase) -> list[Request]:
        targets = self._targets(case)
        texts = [(case.actual_output or "", "actual_output")] + [(t, "expected_output") for t in targets]
        if self.form == "contextual":
            return [Request(self.embedder, self.kind, t) for t, _ in texts if not is_blank(t)]
        return [Request(self.embedder, "sentence", tok) for t, f in texts for tok in self._api_tokens(t, f)]

    def compute(self, case: TestCase, resolved: Resolved, run: Any = None) -> MetricResult:
        """Score from the token vectors; ``run`` is the run's idf from :meth:`prepare` (idf=True)."""
        actual, targets = case.actual_output or "", self._targets(case)
        weights = self._weights(run)
        best: dict[str, Any] | None = None
        for target in targets:
            scored = self._pair(actual, target, resolved, weights)
            if best is None or scored["f1"] > best["f1"]:
                best = scored
        assert best is not None
        if len(targets) > 1:
            best["compared_with"] = "references (best F1)"
        value = best[self.which]
        reason = (
            f"BERTScore ({self.form}) P={best['precision']:.3f} R={best['recall']:.3f} F1={best['f1']:.3f}; "
            f"score is {self.which}."
        )
        if best.get("empty"):
            reason = {"both": "Both texts are empty.", "actual": "actual_output is empty."}.get(
                best["empty"], "The reference is empty."
            )
        return self.finish(value, raw_score=best.get("raw_" + self.which, value), reason=reason, details=best)

    # -- one candidate/reference pair --------------------------------------------------------------
    def _pair(
        self, actual: str, target: str, resolved: Resolved, weights: tuple[dict[Any, float], float] | None
    ) -> dict[str, Any]:
        head = {"form": self.form, "layer": self.layer, "idf": bool(self.idf), "rescaled": self.baseline is not None}
        if self.form == "api":
            cand_tokens, ref_tokens = (
                self._api_tokens(actual, "actual_output"),
                self._api_tokens(target, "expected_output"),
            )
            if not cand_tokens or not ref_tokens:
                return _empty(head, not cand_tokens, not ref_tokens)
        elif is_blank(actual) or is_blank(target):
            return _empty(head, is_blank(actual), is_blank(target))
        if self.form == "contextual":
            cand, ref = (
                resolved[Request(self.embedder, self.kind, actual)],
                resolved[Request(self.embedder, self.kind, target)],
            )
            if not cand.ids or not ref.ids:
                return _empty(head, not cand.ids, not ref.ids)
            cw = rw = None
            if weights is not None:
                table, unseen = weights
                cw = [table.get(i, unseen) for i in cand.ids]
                rw = [table.get(i, unseen) for i in ref.ids]
            match = greedy_match(
                cand.vectors,
                ref.vectors,
                cand_weights=cw,
                ref_weights=rw,
                cand_extra=cand.special,
                ref_extra=ref.special,
                clamp=True,
            )
            cand_tokens, ref_tokens = cand.tokens, ref.tokens
            cand_targets = ref.tokens + (ref.special_tokens or ["[special]"] * len(ref.special))
            ref_targets = cand.tokens + (cand.special_tokens or ["[special]"] * len(cand.special))
            extra = {"truncated": True} if cand.truncated or ref.truncated else {}
        else:
            vec = lambda toks: np.stack([_unit(resolved[Request(self.embedder, "sentence", t)]) for t in toks])  # noqa: E731
            cw = rw = None
            if weights is not None:
                table, unseen = weights
                cw, rw = [table.get(t, unseen) for t in cand_tokens], [table.get(t, unseen) for t in ref_tokens]
            match = greedy_match(vec(cand_tokens), vec(ref_tokens), cand_weights=cw, ref_weights=rw, clamp=True)
            cand_targets, ref_targets, extra = ref_tokens, cand_tokens, {}
        return {
            **head,
            **self._scores(match),
            **extra,
            "alignment": _alignment(match, cand_tokens, ref_tokens, cand_targets, ref_targets),
        }

    def _scores(self, match: Match) -> dict[str, float]:
        raw = {"precision": match.precision, "recall": match.recall, "f1": match.f1}
        if self.baseline is None:
            return raw
        scaled = {k: rescale(v, self.baseline[k]) for k, v in raw.items()}
        return {**scaled, **{f"raw_{k}": v for k, v in raw.items()}}

    def describe(self) -> dict[str, Any]:
        return {
            **super().describe(),
            "form": self.form,
            "score": self.which,
            "layer": self.layer,
            "idf": self.idf if isinstance(self.idf, bool) else "user-supplied",
            "rescale_with_baseline": self.rescale_with_baseline,
            "baseline": self.baseline,
            "max_tokens": self.max_tokens if self.form == "api" else None,
            "model": self.embedder.describe(),
        }


class RunIdf:
    """bertscore's prepare step: document frequencies over every reference of the run (each reference
    one document, as bert-score's ``get_idf_dict`` counts them), tokenised in batches."""

    BATCH = 1024

    def __init__(self, metric: BERTScore) -> None:
        self.metric = metric
        self.pending: list[str] = []
        self.frequencies = DocumentFrequencies()

    def add(self, case: TestCase) -> None:
        """Count the references of one case."""
        self.pending.extend(self.metric._targets(case))
        if len(self.pending) >= self.BATCH:
            self._flush()

    def _flush(self) -> None:
        for document in self.metric._doc_tokens(self.pending) if self.pending else []:
            self.frequencies.add(document)
        self.pending = []

    def result(self) -> tuple[dict[Any, float], float]:
        """The run's idf table and the weight of a token no reference contains."""
        self._flush()
        return self.frequencies.weights()


def _empty(head: dict[str, Any], actual: bool, reference: bool) -> dict[str, Any]:
    """Seed 000's rule for texts without tokens: both empty → 1.0, one empty → 0.0."""
    value = 1.0 if actual and reference else 0.0
    empty = "both" if actual and reference else ("actual" if actual else "reference")
    return {**head, "precision": value, "recall": value, "f1": value, "empty": empty}


def _unit(vector: Any) -> np.ndarray:
    v = np.asarray(vector, dtype=np.float32)
    norm = float(np.linalg.norm(v))
    return v / norm if norm > 0 else v


def _alignment(match: Match, cand: list[str], ref: list[str], cand_targets: list[str], ref_targets: list[str]) -> dict:
    """Compact alignment: per reference token [token, best candidate token, cosine], and the reverse."""
    return {
        "reference": [
            [t, ref_targets[int(j)], round(float(s), 4)] for t, j, s in zip(ref, match.ref_best, match.ref_sim)
        ],
        "candidate": [
            [t, cand_targets[int(j)], round(float(s), 4)] for t, j, s in zip(cand, match.cand_best, match.cand_sim)
        ],
    }
