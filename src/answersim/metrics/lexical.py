"""Lexical metrics (``exact-match``, ``token-f1``, ``containment``) with SQuAD's answer normalisation.

They need no model: ``requests`` is empty and the score comes from the texts alone. With several
targets (expected_output and/or references) the best match counts, as in the SQuAD evaluation script.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

from answersim.cases import TestCase
from answersim.errors import InputError
from answersim.metrics.base import Metric, Resolved
from answersim.metrics.blindspots import ORDINAL_DIGITS, SCALES, known_unit, number_value
from answersim.metrics.blindspots.numerals import GROUPED_THOUSANDS
from answersim.metrics.blindspots.substances import SUBSCRIPTS
from answersim.metrics.blindspots.words import ROMAN_NUMERAL
from answersim.providers.base import Request
from answersim.results import MetricResult

_ARTICLES = re.compile(r"\b(a|an|the)\b")


def normalize_answer(text: str) -> str:
    """SQuAD normalisation: lowercase, drop punctuation (any Unicode P* character) and the articles
    a/an/the, collapse whitespace; subscript digits are digits ("H₂O" is "H2O")."""
    text = text.lower().translate(SUBSCRIPTS)
    text = "".join(" " if unicodedata.category(ch).startswith("P") else ch for ch in text)
    text = _ARTICLES.sub(" ", text)
    return " ".join(text.split())


def tokens(text: str) -> list[str]:
    """Normalised tokens of ``text``."""
    return normalize_answer(text).split()


_NUMBER_WITH_UNIT = re.compile(r"(\d+)(°?[a-z]+)")
_THOUSANDS = re.compile(rf"\b{GROUPED_THOUSANDS}\b")  # "1,000", "2.000.000"
#: two words joined by a hyphen, which normalisation would split ("twenty-one", "dix-sept")
_HYPHENATED = re.compile(r"\b[^\W\d_]+-[^\W\d_]+\b")


def _hyphenated_number(match: re.Match[str]) -> str:
    value = number_value(match.group())
    return match.group() if value is None else str(int(value))


def canonical_tokens(text: str) -> list[str]:
    """:func:`tokens` with one spelling per number and unit: number words as digits ("eight" → "8") and a
    unit after a number by its name ("5km" → "5 kilometre", "100 °C" and "100 degrees Celsius" →
    "100 celsius"; "1,000" → "1000"; "twenty-one" → "21"), so equivalent ways of writing a quantity match."""
    words = []
    text = _HYPHENATED.sub(_hyphenated_number, _THOUSANDS.sub(lambda m: re.sub(r"[,.]", "", m.group()), text))
    for token in tokens(text):
        split = None if ORDINAL_DIGITS.fullmatch(token) else _NUMBER_WITH_UNIT.fullmatch(token)
        words.extend(split.groups() if split else [token])
    out: list[str] = []
    for i, token in enumerate(words):
        value = None if token.isdigit() else number_value(token)
        if value is not None:
            out.append(str(int(value)) if value.is_integer() else str(value))
        elif out and out[-1].isdigit():
            following = words[i + 1] if i + 1 < len(words) else None
            if token in ("degree", "degrees") and following in SCALES:
                continue  # the scale that follows names the unit
            out.append(known_unit(token) or token)
        else:
            out.append(token)
    return out


def overlap(answer: Sequence[str], reference: Sequence[str]) -> int:
    """Number of tokens the two sequences share, counting repeats (multiset intersection)."""
    return sum((Counter(answer) & Counter(reference)).values())


def exact_match(answer: str, reference: str) -> float:
    return float(normalize_answer(answer) == normalize_answer(reference))


def token_f1(answer: str, reference: str) -> float:
    """SQuAD token F1; both empty after normalisation → 1.0, one empty → 0.0."""
    a, r = tokens(answer), tokens(reference)
    if not a or not r:
        return float(a == r)
    same = overlap(a, r)
    if same == 0:
        return 0.0
    precision, recall = same / len(a), same / len(r)
    return 2 * precision * recall / (precision + recall)


def containment(answer: str, reference: str) -> float:
    """Share of the reference's tokens present in the answer (token recall); empty reference → 1.0."""
    a, r = tokens(answer), tokens(reference)
    if not r:
        return 1.0
    return overlap(a, r) / len(r)


_WORD = re.compile(r"[^\W_]+")
#: words an abbreviation usually skips ("World Health Organization" → WHO, "Bundesamt für Statistik" → BfS)
_SKIPPED = frozenset(
    [
        "a",
        "an",
        "and",
        "the",
        "of",
        "for",
        "in",
        "on",
        "to",
        "de",
        "la",
        "le",
        "du",
        "des",
        "der",
        "die",
        "das",
        "und",
        "für",
        "von",
        "l",  # an elided article: "l'Organisation mondiale de la santé" → OMS
        "d",
    ]
)


def _initial(word: str) -> str:
    """A word's part of an abbreviation: its first letter, or a Roman numeral whole ("World War II": "WWII")."""
    return word if ROMAN_NUMERAL.fullmatch(word) else word[0]


def abbreviates(short: str, long: str, *, whole: bool = False) -> bool:
    """Whether ``short`` is one abbreviation-like word (≥ 2 capitals) made from the initials of ``long``.

    "WMO" / "World Meteorological Organization", "BSkyB" / "British Sky Broadcasting" (its capitals),
    "WWII" / "World War II" (a Roman numeral whole), "OAPEC" / "members of the Organization of Arab Petroleum
    Exporting Countries" (a run of initials,
    3 letters or more; not with ``whole``, which asks for all of ``long``'s initials). Embeddings and token
    overlap both miss these.
    """
    words = [w for w in _WORD.findall(short) if w.lower() not in _SKIPPED]  # "the UN" is "UN"
    if len(words) != 1 or not 2 <= len(words[0]) <= 8 or sum(c.isupper() for c in words[0]) < 2:
        return False
    initials = "".join(_initial(w) for w in _WORD.findall(long) if w.lower() not in _SKIPPED).lower()
    if len(initials) < 2:
        return False
    letters, capitals = words[0].lower(), "".join(c for c in words[0] if c.isupper()).lower()
    return initials in (letters, capitals) or (not whole and len(letters) >= 3 and letters in initials)


def abbreviation(answer: str, reference: str) -> float:
    """1.0 when either text abbreviates the other (see :func:`abbreviates`), or a word of one is the
    initials of all of the other ("L'étude a été financée par l'OMS." / "L'Organisation mondiale de la santé"),
    else 0.0."""
    if abbreviates(answer, reference) or abbreviates(reference, answer):
        return 1.0
    for text, other in ((answer, reference), (reference, answer)):
        short = [w for w in _WORD.findall(text) if sum(c.isupper() for c in w) >= 2]
        if any(abbreviates(w, other, whole=True) for w in short):
            return 1.0
    return 0.0


class LexicalMetric(Metric):
    """A model-free metric: the best value of ``measure(answer, target)`` over the case's targets."""

    needs = ("actual_output", "expected_output")
    measure: Callable[[str, str], float]
    what = "lexical match"

    def check(self, case: TestCase) -> None:
        if not case.targets:
            raise InputError(
                f"is missing; {self.name} needs expected_output (or references) to compare with",
                field="expected_output",
            )

    def requests(self, case: TestCase) -> list[Request]:
        return []

    def compute(self, case: TestCase, resolved: Resolved) -> MetricResult:
        actual = case.actual_output or ""
        values = [type(self).measure(actual, t) for t in case.targets]
        best = max(range(len(values)), key=values.__getitem__)
        details: dict[str, Any] = {
            "normalized_answer": normalize_answer(actual),
            "normalized_reference": normalize_answer(case.targets[best]),
        }
        if len(values) > 1:
            details.update(per_target=values, best_target=best)
        reason = f"{self.what.capitalize()} {values[best]:.3f} (SQuAD normalisation)."
        return self.finish(values[best], raw_score=values[best], reason=reason, details=details)


class ExactMatch(LexicalMetric):
    """1.0 when the answer equals a target after SQuAD normalisation, else 0.0."""

    name = "exact-match"
    measure = staticmethod(exact_match)
    what = "exact match"


class TokenF1(LexicalMetric):
    """SQuAD token F1 between the answer and the best-matching target."""

    name = "token-f1"
    measure = staticmethod(token_f1)
    what = "token F1"


class Containment(LexicalMetric):
    """Share of a target's tokens that appear in the answer (for long answers holding a short gold one)."""

    name = "containment"
    measure = staticmethod(containment)
    what = "containment"
