"""Blind-spot checks: differences that embeddings tend to miss, in English, German, French, Spanish and Russian.

``numbers`` (a number, date or unit changed), ``negation`` (a negation on one side only), ``antonyms`` (a word
swapped for its opposite or a direction reversed: safe/dangerous, buyer/seller, at least/at most), ``entities``
(a name of the reference replaced by another), ``hedge`` (a hedge or refusal in place of an answer) and
``parts`` (one of the parts the reference joins with "and" left out).
Pure functions of two texts. Each returns a :class:`Flag` — whether it fired, a message, the offending
spans — and :func:`run_checks` bundles them for a metric's details. A check fires only on a contradiction
(a number missing without another in its place is recorded in the spans, not flagged), so the ``answer``
metric can let every fired check decide its verdict. The word lists live in :mod:`answersim.metrics.lexicon`.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from answersim.metrics.blindspots.antonyms import antonym_swaps, check_antonyms, says_no_by_opposite, single_swap
from answersim.metrics.blindspots.colours import colour_swap
from answersim.metrics.blindspots.entities import check_entities, entities, entity_spans
from answersim.metrics.blindspots.hedges import check_hedge, hedges
from answersim.metrics.blindspots.lists import coordinations
from answersim.metrics.blindspots.negation import check_negation
from answersim.metrics.blindspots.negation_words import negation_count, negations
from answersim.metrics.blindspots.numbers import check_numbers
from answersim.metrics.blindspots.numerals import ORDINAL_DIGITS, SCALES, known_unit, number_value, numbers, unit_name
from answersim.metrics.blindspots.parts import check_parts
from answersim.metrics.blindspots.replies import REPLY, says_yes
from answersim.metrics.blindspots.times import months, weekdays
from answersim.metrics.blindspots.words import Flag, Vocabulary, same_name, stem, words

__all__ = [
    "CHECK_NAMES",
    "ORDINAL_DIGITS",
    "SCALES",
    "Flag",
    "antonym_swaps",
    "check_antonyms",
    "check_entities",
    "check_hedge",
    "check_names",
    "check_negation",
    "check_numbers",
    "check_parts",
    "coordinations",
    "entities",
    "entity_spans",
    "flag_messages",
    "hedges",
    "known_unit",
    "months",
    "negation_count",
    "negations",
    "number_value",
    "numbers",
    "run_checks",
    "same_name",
    "single_swap",
    "stem",
    "unit_name",
    "weekdays",
    "words",
]


#: the checks, in the order they are reported
CHECK_NAMES = ("numbers", "negation", "antonyms", "entities", "hedge", "parts")


def check_names(value: str | Iterable[str] | None) -> tuple[str, ...]:
    """Check names from ``"negation,numbers"`` or a list (for ``fail_on_flag``); "all" means every check.
    An unknown name is a :class:`~answersim.errors.ConfigError` that lists the known ones."""
    from answersim.errors import ConfigError

    if value is None or (not isinstance(value, str) and not list(value)):
        return ()
    items = value.split(",") if isinstance(value, str) else list(value)
    names = [str(n).strip().lower() for n in items if str(n).strip()]
    if "all" in names:
        return CHECK_NAMES
    unknown = [n for n in names if n not in CHECK_NAMES]
    if unknown or not names:
        raise ConfigError(
            f"fail_on_flag: unknown check {', '.join(unknown) or '(none given)'}; "
            f"choose from {', '.join(CHECK_NAMES)} or all"
        )
    return tuple(dict.fromkeys(names))


def run_checks(answer: str, reference: str, question: str | None = None) -> dict[str, Any]:
    """All checks as a details dict: ``{"flags": [names that fired], name: {flagged, message, spans}}``.

    A one-sided negation and an odd number of swapped opposites cancel out ("not safe" / "unsafe"); both
    are then recorded with ``cancelled`` and neither fires. A reply's leading "No," cancels nothing ("No, it
    is closed." for "Yes, it is open." fires).
    """
    results = [
        check_numbers(answer, reference),
        check_negation(answer, reference, question),
        check_antonyms(answer, reference, question),
        check_entities(answer, reference, question),
        check_hedge(answer, reference),
        check_parts(answer, reference, question),
    ]
    negation, antonyms = results[1], results[2]
    # a bare "No." is said by the opposite of one of a yes/no question's words ("Is the museum open today?" /
    # "The museum is closed today.")
    if negation.flagged and negation.spans.get("bare") and question and antonym_swaps(answer, question):
        negation.flagged, negation.message = False, ""
    # a "No, …" whose rest negates nothing is said by the opposite of one of the question's words on the other side
    # ("No — it stays shut on Sundays." / "It's closed on Sundays." for "Is the library open on Sundays?")
    if negation.flagged and question and _no_said_by_opposite(negation.spans, answer, reference, question):
        negation.flagged, negation.message = False, ""
    # a "Yes, …" beside the opposite of one of the question's words on the other side, neither negated ("Yes, every
    # Sunday." / "It's closed on Sundays." for "Is the library open on Sundays?")
    if question and not (negation.flagged or antonyms.flagged):  # the antonyms check reads the answer's opposite
        contrary = _yes_beside_opposite(negation.spans, answer, reference, question)
        if contrary:
            negation.flagged, negation.message = True, contrary
    # "No, it is closed." / "Yes, it is open.": the reply's "No" negates nothing that "closed" could cancel
    a_clause, r_clause = negation.spans.get("answer_clause"), negation.spans.get("reference_clause")
    one_sided = bool(a_clause) != bool(r_clause)
    negates = (negation.flagged and bool(a_clause or r_clause)) or one_sided
    # a swap whose word is itself the negation ("можно" → "нельзя", "passed" → "failed" beside a "Yes, …")
    # cancels nothing: it is the one change; nor does an order reversed ("A boy is close to a girl." / "A girl is
    # close to a boy whose face is not shown.")
    undone = [w for phrase in negation.spans.get("undone", []) for w in phrase.split()]
    negating = {w.lower() for w in [*(a_clause or []), *(r_clause or []), *undone]}
    swaps = [
        s for s in antonyms.spans["swaps"] if "…" not in s and not negating & set(s.lower().replace("→", " ").split())
    ]
    cancelled = negates and len(swaps) % 2 == 1
    if cancelled:
        negation.flagged = antonyms.flagged = False
        negation.message = antonyms.message = ""
    out: dict[str, Any] = {"flags": [r.check for r in results if r.flagged]}
    for r in results:  # plain dicts built by hand: asdict's deep copy was most of the checks' cost
        out[r.check] = {"flagged": r.flagged, "message": r.message, "spans": {k: list(v) for k, v in r.spans.items()}}
    if cancelled:
        out["negation"]["cancelled"] = out["antonyms"]["cancelled"] = True
    return out


def _no_said_by_opposite(spans: dict[str, Any], answer: str, reference: str, question: str) -> bool:
    """Whether one side's only negation is its opening "No", or one beside the very word the question asks with, and
    the other side, with no negation, says the opposite of one of the question's words instead ("It's closed on
    Sundays." for "Is the library open on Sundays?", "Bone dry." beside "It has no sweetness at all.")."""
    for side, other, text, other_text in (
        ("answer", "reference", answer, reference),
        ("reference", "answer", reference, answer),
    ):
        replied_no = bool(spans.get(side)) and not spans.get(f"{side}_clause")
        swaps = antonym_swaps(other_text, question)
        said_other_way = swaps or colour_swap(other_text, question)
        opposite = not REPLY.match(other_text) and said_other_way
        # or a negation beside the very word the question asks with ("It has no sweetness at all." / "Bone dry."
        # for "Is the wine sweet?")
        said = Vocabulary(words(text))
        negated_asked = bool(spans.get(f"{side}_clause")) and any(
            said.names(asked) and not said.names(opposite_word) for asked, opposite_word in swaps
        )
        if (replied_no or negated_asked) and not spans.get(f"{other}_all") and opposite:
            return True
    return False


def _yes_beside_opposite(spans: dict[str, Any], answer: str, reference: str, question: str) -> str:
    """Why one side's "Yes" contradicts the other side's opposite of one of the question's words, neither side
    negating ("Yes." / "It's closed on Sundays." for "Is the library open on Sundays?"); "" if it does not."""
    if spans.get("answer_all") or spans.get("reference_all"):
        return ""
    for yes_text, other_text, other in ((answer, reference, "reference"), (reference, answer, "answer")):
        replied = REPLY.match(other_text) is not None
        if (
            says_yes(yes_text)
            and not (replied or antonym_swaps(yes_text, question))
            and says_no_by_opposite(other_text, question)
        ):
            return f"the {other} says no to the question in other words; the other side replies yes"
    return ""


def flag_messages(checks: dict[str, Any]) -> list[str]:
    """One line per fired check, for people ("numbers differ: 30 → 13")."""
    return [checks[name]["message"] or name for name in checks.get("flags", [])]
