"""answersim's ``sas`` as a Haystack component: the inputs and outputs of Haystack's ``SASEvaluator``
(``ground_truth_answers``, ``predicted_answers`` → ``score``, ``individual_scores``), answersim's scoring
(model type from the config, fixed cross-encoder rule, engines, offline multilingual model). Needs the
``[haystack]`` extra."""

from __future__ import annotations

from typing import Any

try:
    from haystack import component, default_from_dict, default_to_dict
except ImportError as exc:  # pragma: no cover - exercised in a subprocess without haystack
    raise ImportError("answersim.integrations.haystack needs haystack-ai: pip install 'answersim[haystack]'") from exc

from answersim.metrics.sas import SAS

__all__ = ["AnswersimSASEvaluator"]


@component
class AnswersimSASEvaluator:
    """Semantic Answer Similarity of predicted vs ground-truth answers, for a Haystack pipeline.

    ``model``: a local model name or directory (bi-encoder or cross-encoder, detected from its config),
    ``"multilingual"`` (multilingual-e5-small), or None for answersim's bundled English model (Haystack's
    default, paraphrase-multilingual-mpnet-base-v2, needs a download; pass its name to use it).
    """

    def __init__(
        self,
        model: str | None = None,
        batch_size: int = 32,
        device: str = "cpu",
        activation: str = "auto",
        engine: str | None = None,
    ) -> None:
        self.model = model
        self.batch_size = batch_size
        self.device = device
        self.activation = activation
        self.engine = engine
        self._metric: SAS | None = None

    def warm_up(self) -> None:
        """Build the metric (the model itself loads on first use)."""
        if self._metric is None:
            self._metric = SAS(
                self.model,
                batch_size=self.batch_size,
                device=self.device,
                activation=self.activation,
                engine=self.engine,
            )

    @component.output_types(score=float, individual_scores=list[float])
    def run(self, ground_truth_answers: list[str], predicted_answers: list[str]) -> dict[str, Any]:
        """Score each pair; ``score`` is their mean (0.0 for no pairs), as in Haystack's SASEvaluator."""
        self.warm_up()
        assert self._metric is not None
        if not predicted_answers and not ground_truth_answers:
            return {"score": 0.0, "individual_scores": []}
        out = self._metric.run(list(ground_truth_answers), list(predicted_answers))
        return {"score": out["score"], "individual_scores": out["individual_scores"]}

    def to_dict(self) -> dict[str, Any]:
        """Haystack serialisation (pipelines saved as YAML)."""
        return default_to_dict(
            self,
            model=self.model,
            batch_size=self.batch_size,
            device=self.device,
            activation=self.activation,
            engine=self.engine,
        )

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> AnswersimSASEvaluator:
        return default_from_dict(cls, data)
