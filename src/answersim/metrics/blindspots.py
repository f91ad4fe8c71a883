"""Blind-spot checks: differences that embeddings tend to miss (numbers, negation, missing names).

Pure functions of two texts. Each returns a :class:`Flag` — whether it fired and the offending spans —
and :func:`run_checks` bundles them for a metric's details.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

_WORD_NUMBERS = {
    w: i
    for i, w in enumerate(
        [
            "zero",
            "one",
            "two",
            "three",
            "four",
            "five",
            "six",
            "seven",
            "eight",
            "nine",
            "ten",
            "eleven",
            "twelve",
            "thirteen",
            "fourteen",
            "fifteen",
            "sixteen",
            "seventeen",
            "eighteen",
            "nineteen",
            "twenty",
        ]
    )
}
_WORD_NUMBERS.update(
    {"thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90, "hundred": 100}
)
# German, as for negations ("ein"/"eine" are mostly the article and "null" is an English word: left out)
_WORD_NUMBERS.update(
    {
        w: i
        for i, w in enumerate(
            [
                "eins",
                "zwei",
                "drei",
                "vier",
                "fünf",
                "sechs",
                "sieben",
                "acht",
                "neun",
                "zehn",
                "elf",
                "zwölf",
                "dreizehn",
                "vierzehn",
                "fünfzehn",
                "sechzehn",
                "siebzehn",
                "achtzehn",
                "neunzehn",
                "zwanzig",
            ],
            start=1,
        )
    }
)
_WORD_NUMBERS.update(
    {"zwo": 2, "dreißig": 30, "vierzig": 40, "fünfzig": 50, "sechzig": 60, "siebzig": 70, "achtzig": 80, "neunzig": 90}
)
_WORD_NUMBERS.update({"hundert": 100})
#: temperature scales that may follow "degrees"
SCALES = {"c": "celsius", "celsius": "celsius", "centigrade": "celsius", "f": "fahrenheit", "fahrenheit": "fahrenheit"}
#: common unit abbreviations and spellings, to one name each (plurals are folded by unit_name)
_UNIT_ALIASES = {
    **SCALES,
    "°c": "celsius",
    "°f": "fahrenheit",
    "km": "kilometre",
    "kilometer": "kilometre",
    "m": "metre",
    "meter": "metre",
    "cm": "centimetre",
    "centimeter": "centimetre",
    "mm": "millimetre",
    "millimeter": "millimetre",
    "kg": "kilogram",
    "kilo": "kilogram",
    "g": "gram",
    "lb": "pound",
    "lbs": "pound",
    "mi": "mile",
    "ft": "foot",
    "feet": "foot",
    "h": "hour",
    "hr": "hour",
    "hrs": "hour",
    "min": "minute",
    "mins": "minute",
    "sec": "second",
    "secs": "second",
    "yr": "year",
    "yrs": "year",
    "pct": "percent",
    "usd": "dollar",
    "bn": "billion",
    "mn": "million",
}
_UNIT_NAMES = frozenset(_UNIT_ALIASES.values())
#: ordinals read as their number ("third" = "3rd" = 3); "second" is left out, being mostly the unit
_ORDINALS = {
    "first": 1,
    "third": 3,
    "fourth": 4,
    "fifth": 5,
    "sixth": 6,
    "seventh": 7,
    "eighth": 8,
    "ninth": 9,
    "tenth": 10,
    "eleventh": 11,
    "twelfth": 12,
    "thirteenth": 13,
    "fourteenth": 14,
    "fifteenth": 15,
    "sixteenth": 16,
    "seventeenth": 17,
    "eighteenth": 18,
    "nineteenth": 19,
    "twentieth": 20,
}
ORDINAL_DIGITS = re.compile(r"(\d+)(?:st|nd|rd|th)", re.IGNORECASE)
_NUMBER = re.compile(r"\d+(?:[.,]\d+)*(?:(?:st|nd|rd|th)\b)?|[^\W\d_]+(?:-[^\W\d_]+)?", re.IGNORECASE)
_WORD = re.compile(r"[^\W_]+(?:'[^\W_]+)?")
_NEGATIONS = frozenset(
    [
        "not",
        "no",
        "never",
        "none",
        "nobody",
        "nothing",
        "neither",
        "nor",
        "cannot",
        "without",
        "n't",
        "isn't",
        "aren't",
        "wasn't",
        "weren't",
        "don't",
        "doesn't",
        "didn't",
        "won't",
        "wouldn't",
        "can't",
        "couldn't",
        "shouldn't",
        "hasn't",
        "haven't",
        "hadn't",
        "nicht",
        "kein",
        "keine",
        "keinen",
        "keinem",
        "keiner",
        "nie",
        "niemals",
        "ohne",
    ]
)
_STOP_CAPS = frozenset(
    [
        "a",
        "an",
        "the",
        "in",
        "on",
        "at",
        "of",
        "for",
        "to",
        "by",
        "with",
        "from",
        "and",
        "or",
        "but",
        "is",
        "are",
        "was",
        "were",
        "it",
        "its",
        "this",
        "that",
        "these",
        "those",
        "he",
        "she",
        "they",
        "we",
        "i",
        "you",
        "his",
        "her",
        "their",
        "our",
        "my",
        "your",
        "yes",
        "no",
        "not",
    ]
)


@dataclass
class Flag:
    """The outcome of one check: ``flagged`` and the spans that caused it."""

    check: str
    flagged: bool
    message: str = ""
    spans: dict[str, list[str]] = field(default_factory=dict)


def number_value(token: str) -> float | None:
    """The value of one token ("30", "1,200", "2.5", "thirty", "twenty-five"), or None if it is not a number."""
    low = token.lower()
    ordinal = ORDINAL_DIGITS.fullmatch(low)
    if ordinal:
        return float(ordinal.group(1))
    if low in _ORDINALS:
        return float(_ORDINALS[low])
    if low[0].isdigit():
        plain = low.replace(",", "") if re.fullmatch(r"\d{1,3}(,\d{3})+", low) else low.replace(",", ".")
        try:
            return float(plain)
        except ValueError:
            return None
    parts = low.split("-")
    if all(p in _WORD_NUMBERS for p in parts) and len(parts) <= 2:
        return float(sum(_WORD_NUMBERS[p] for p in parts))
    return None


def known_unit(word: str) -> str | None:
    """The name of a unit spelled ``word`` ("km", "kilometers" → "kilometre") if it is a known unit."""
    name = unit_name(word)
    return name if name in _UNIT_NAMES else None


def unit_name(word: str, following: str | None = None) -> str:
    """One spelling per unit, so "km" and "kilometres", "°C" and "degrees Celsius", "day" and "days" agree."""
    word = word.lower()
    if word in ("degree", "degrees") and following and following.lower() in SCALES:
        word = following.lower()
    if word in _UNIT_ALIASES:
        return _UNIT_ALIASES[word]
    if len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us")):
        word = word[:-1]
    return _UNIT_ALIASES.get(word, word)


def numbers(text: str) -> list[tuple[float, str, str | None]]:
    """(value, span, unit word after it or None) for each number in ``text``; "30" and "thirty" agree."""
    found = []
    matches = list(_NUMBER.finditer(text))
    words = [m.group() for m in matches] + [None, None]
    for i, m in enumerate(matches):
        value = number_value(m.group())
        if value is None:
            continue
        nxt = words[i + 1]
        unit = None
        if nxt and nxt.isalpha() and number_value(nxt) is None and nxt.lower() not in _STOP_CAPS:
            unit = unit_name(nxt, words[i + 2])
        found.append((value, m.group(), unit))
    return found


def check_numbers(answer: str, reference: str) -> Flag:
    """Flag numbers of the reference absent from the answer, and the same number with another unit."""
    ans, ref = numbers(answer), numbers(reference)
    ans_values = {v for v, _, _ in ans}
    missing = [s for v, s, _ in ref if v not in ans_values]
    ref_values = {v for v, _, _ in ref}
    extra = [s for v, s, _ in ans if v not in ref_values]
    ans_units = {(v, u) for v, _, u in ans if u}
    unit_diff = [
        f"{s} {u}"
        for v, s, u in ref
        if u and v in ans_values and (v, u) not in ans_units and any(av == v and au for av, au in ans_units)
    ]
    flagged = bool(missing or unit_diff)
    parts = []
    if missing:
        parts.append(f"reference number(s) {', '.join(missing)} not in the answer")
        if extra:
            parts[-1] += f" (answer has {', '.join(extra)})"
    if unit_diff:
        parts.append(f"unit differs for {', '.join(unit_diff)}")
    return Flag("numbers", flagged, "; ".join(parts), {"missing": missing, "extra": extra, "unit_differs": unit_diff})


def negations(text: str) -> list[str]:
    """Negation words in ``text`` (English and German)."""
    out = []
    for m in _WORD.finditer(text.replace("’", "'")):
        word = m.group().lower()
        if word in _NEGATIONS or word.endswith("n't"):
            out.append(m.group())
    return out


def check_negation(answer: str, reference: str) -> Flag:
    """Flag a negation present on one side only."""
    ans, ref = negations(answer), negations(reference)
    flagged = bool(ans) != bool(ref)
    side = "answer" if ans else "reference"
    message = f"negation ({', '.join(ans or ref)}) only in the {side}" if flagged else ""
    return Flag("negation", flagged, message, {"answer": ans, "reference": ref})


def entities(text: str) -> list[str]:
    """Capitalised spans (runs of capitalised words, acronyms) — a cheap stand-in for named entities."""
    spans: list[str] = []
    current: list[str] = []
    end = 0
    for m in _WORD.finditer(text):
        word = m.group()
        if current and text[end : m.start()].strip():  # punctuation between words ends a span
            spans.append(" ".join(current))
            current = []
        end = m.end()
        if word[0].isupper() and word.lower() not in _STOP_CAPS:
            current.append(word)
            continue
        if current:
            spans.append(" ".join(current))
            current = []
    if current:
        spans.append(" ".join(current))
    return spans


def check_entities(answer: str, reference: str) -> Flag:
    """Flag capitalised spans of the reference none of whose words appear in the answer."""
    answer_words = {w.lower() for w in _WORD.findall(answer)}
    spans = entities(reference)
    missing = [s for s in spans if not any(w.lower() in answer_words for w in s.split())]
    message = f"reference name(s) missing from the answer: {', '.join(missing)}" if missing else ""
    return Flag("entities", bool(missing), message, {"missing": missing, "reference": spans})


CHECKS = (check_numbers, check_negation, check_entities)


def run_checks(answer: str, reference: str) -> dict[str, Any]:
    """All checks as a details dict: ``{"flags": [names that fired], name: {flagged, message, spans}}``."""
    results = [check(answer, reference) for check in CHECKS]
    out: dict[str, Any] = {"flags": [r.check for r in results if r.flagged]}
    for r in results:  # plain dicts built by hand: asdict's deep copy was most of the checks' cost
        out[r.check] = {"flagged": r.flagged, "message": r.message, "spans": {k: list(v) for k, v in r.spans.items()}}
    return out
