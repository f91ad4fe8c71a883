"""A reference named only as a belief that the answer corrects: "Many people think it is Canberra, but the capital
is actually Sydney." names Canberra and asserts Sydney; "The flag used to be green, but since 1990 it has been blue."
names a state that has changed (English)."""

from __future__ import annotations

import re
from collections.abc import Callable

from answersim.metrics.blindspots.words import Vocabulary, words
from answersim.metrics.lexicon import FUNCTION_WORDS

#: what reports a belief that the answer then corrects ("Many people think it is X, but …")
_BELIEF = re.compile(
    r"\b(?:think|thinks|thought|believe|believes|believed|assume|assumes|assumed|claim|claims|claimed|"
    r"said to be|mistaken|mistakenly|confused with|credited|attributed|"
    # or a state that has since changed ("The flag used to be green, but since 1990 it has been blue.")
    r"(?P<past>used to be|was once|were once|formerly|originally))\b",
    re.IGNORECASE,
)
#: what corrects it, after the belief; after a belief said in a clause of concession ("Although Bell is often
#: credited, …") the main clause does
_CORRECTION = re.compile(r"\b(?:but|however|yet|in fact|actually|in reality)\b", re.IGNORECASE)
_CONCEDED = re.compile(r"^\s*(?:although|though|while|whereas)\b", re.IGNORECASE)
_COMMA = re.compile(",")
#: what asserts the correction as the truth ("but it is really Sydney"); "but Swan had a similar design" adds
_TRULY = re.compile(r"\b(?:in fact|actually|in reality|really|truly)\b", re.IGNORECASE)
#: a question for an earlier state ("What was it originally called?", "What was its former name?")
_ASKED_BEFORE = re.compile(
    r"\b(?:originally|formerly|former|used to|once|first|old|previous|previously|before)\b", re.IGNORECASE
)
#: what says a changed state holds now ("but since 1990 it has been blue", "but today it is …")
_NOW = re.compile(r"\b(?:now|today|nowadays|these days|since \d{4})\b", re.IGNORECASE)


def corrected_belief(
    answer: str, reference: str, question: str | None, not_a_name: Callable[[str], bool]
) -> tuple[str, str] | None:
    """(the reference, the name or number the answer asserts) where the answer names the reference only as a
    belief it corrects ("Many people think it is Canberra, but the capital is actually Sydney."; English); None
    when the reference is what the correction asserts. ``not_a_name``: words that name nothing ("The", numbers)."""
    belief = _BELIEF.search(answer)
    if belief is None:
        return None
    correction: re.Match[str] | None = _CORRECTION.search(answer, belief.end())
    if correction is None and _CONCEDED.match(answer):
        correction = _COMMA.search(answer, belief.end())
    if belief.group("past") and question and _ASKED_BEFORE.search(question):
        return None  # "What was Ottawa originally called?": the earlier state is what was asked
    truly = _NOW if belief.group("past") else _TRULY
    if correction is None or not truly.search(answer, correction.start()):
        return None
    before, after = Vocabulary(words(answer[: correction.start()])), words(answer[correction.end() :])
    said_after = Vocabulary(after)
    content = [w for w in words(reference) if w.lower() not in FUNCTION_WORDS]
    if not content or not all(before.names(w) for w in content) or any(said_after.names(w) for w in content):
        return None
    known = Vocabulary(words(f"{reference} {question or ''} {answer[: correction.start()]}"))
    new = [w for w in after if (w[:1].isupper() or w[:1].isdigit()) and not known.names(w) and not not_a_name(w)]
    if belief.group("past"):  # the state now, said last: "… but since 1990 it has been blue"
        new = [w for w in after if w.lower() not in FUNCTION_WORDS and not known.names(w) and not not_a_name(w)][-1:]
    return (reference.strip(" ."), new[0]) if new else None
