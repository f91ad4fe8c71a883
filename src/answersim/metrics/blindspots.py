"""Blind-spot checks: differences that embeddings tend to miss, in English, German, French, Spanish and Russian.

``numbers`` (a number, date or unit changed), ``negation`` (a negation on one side only), ``antonyms`` (a word
swapped for its opposite or a direction reversed: safe/dangerous, buyer/seller, at least/at most), ``entities``
(a name of the reference replaced by another) and ``hedge`` (a hedge or refusal in place of an answer).
Pure functions of two texts. Each returns a :class:`Flag` — whether it fired, a message, the offending
spans — and :func:`run_checks` bundles them for a metric's details. A check fires only on a contradiction
(a number missing without another in its place is recorded in the spans, not flagged), so the ``answer``
metric can let every fired check decide its verdict. The word lists live in :mod:`answersim.metrics.lexicon`.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from answersim.metrics.lexicon import (
    ANTONYMS,
    CALENDAR_WORDS,
    CAPITAL_MONTHS,
    CYRILLIC_ENDINGS,
    FUNCTION_WORDS,
    HEDGES,
    LOWER_MONTHS,
    MAX_SUFFIX,
    MONTHS,
    MULTIPLIERS,
    NAME_CONNECTORS,
    NEGATING_PREFIXES,
    NEGATIONS,
    NUMBER_WORDS,
    OBJECT_WORDS,
    WEEKDAYS,
)

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
    "day": "day",
    "week": "week",
    "wk": "week",
    "month": "month",
    "litre": "litre",
    "liter": "litre",
    "ml": "millilitre",
    "millilitre": "millilitre",
    "milliliter": "millilitre",
    "inch": "inch",
    "inches": "inch",
    "euro": "euro",
    "am": "am",
    "pm": "pm",
    "mph": "mile per hour",
    "kph": "kilometre per hour",
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


@dataclass
class Flag:
    """The outcome of one check: ``flagged``, a message for people and the spans that caused it."""

    check: str
    flagged: bool
    message: str = ""
    spans: dict[str, list[str]] = field(default_factory=dict)


def words(text: str) -> list[str]:
    """The words of ``text`` as written (apostrophes kept inside words: "don't", "n'est")."""
    return _WORD.findall(text.replace("’", "'"))


def number_value(token: str) -> float | None:
    """The value of one token ("30", "1,200", "2.5", "thirty", "twenty-five", "dix-sept"), or None."""
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
    if low in NUMBER_WORDS:
        return float(NUMBER_WORDS[low])
    parts = low.split("-")
    if all(p in NUMBER_WORDS for p in parts) and len(parts) == 2:
        return float(sum(NUMBER_WORDS[p] for p in parts))
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
    tokens = [m.group() for m in matches] + [None, None, None]
    skip = -1
    for i, m in enumerate(matches):
        if i == skip:
            continue
        value = next(
            (v for v in (number_value(m.group()), _compound(m.group()), _roman(m.group())) if v is not None), None
        )
        if value is None or m.group().lower() == "first":  # "the first person" is rarely a count
            continue
        nxt_match = matches[i + 1] if i + 1 < len(matches) else None
        attached = nxt_match is not None and nxt_match.start() == m.end()
        money = text[max(0, m.start() - 1) : m.start()] in "$£€¥" and m.start() > 0
        suffix = (tokens[i + 1] or "") if attached else ""
        factor = (
            _multiplier(tokens[i + 1] or "")
            or _ATTACHED.get(suffix)
            or (_ATTACHED.get(suffix.upper()) if money else None)
        )
        if factor:  # "20 thousand" = 20000; the word after the multiplier is the unit
            value, skip, i = value * factor, i + 1, i + 1
        nxt = tokens[i + 1]
        unit = None
        low = (nxt or "").lower()
        word_like = bool(nxt) and nxt.isalpha() and number_value(nxt) is None and _compound(nxt) is None
        if word_like and (low in ("am", "pm") or (low not in FUNCTION_WORDS and low not in MONTHS)):
            unit = unit_name(nxt, tokens[i + 2])
        found.append((value, m.group(), unit))
    return found


_ROMAN = re.compile(r"(?=[MDCLXVI]{2,}$)M{0,3}(CM|CD|D?C{0,3})(XC|XL|L?X{0,3})(IX|IV|V?I{0,3})")


def _roman(token: str) -> float | None:
    """The value of an upper-case Roman numeral of two letters or more ("XIV", "II"; not "I" or "V")."""
    if not _ROMAN.fullmatch(token):
        return None
    values = {"M": 1000, "D": 500, "C": 100, "L": 50, "X": 10, "V": 5, "I": 1}
    total = 0
    for i, ch in enumerate(token):
        v = values[ch]
        total += -v if i + 1 < len(token) and values[token[i + 1]] > v else v
    return float(total)


#: a capital letter right after a number multiplies it ("$356M", "55B", "12K")
_ATTACHED = {"K": 1e3, "M": 1e6, "B": 1e9}


def _multiplier(word: str) -> float | None:
    low = word.lower()
    return next((f for w, f in MULTIPLIERS.items() if _matches(w, low)), None)


def _compound(token: str) -> float | None:
    """German number compounds with a multiplier: "zwanzigtausend" = 20000, "dreihundert" = 300."""
    low = token.lower()
    for suffix, factor in (("tausend", 1e3), ("hundert", 1e2)):
        head = low[: -len(suffix)]
        if low.endswith(suffix) and head in NUMBER_WORDS:
            return NUMBER_WORDS[head] * factor
    return None


def _kind(value: float, span: str) -> str:
    """ "year" for a four-digit year (1000–2100), else "number": a year is not changed into a count."""
    return "year" if span.isdigit() and len(span) == 4 and 1000 <= value <= 2100 else "number"


def weekdays(text: str) -> list[tuple[int, str]]:
    """(weekday number, span) for each weekday in ``text`` ("Monday", "Mondays", "montags", "lundi")."""
    out = []
    for word in words(text):
        low = word.lower()
        for form in (low, low[:-1] if low.endswith("s") else None):
            if form in WEEKDAYS:
                out.append((WEEKDAYS[form], word))
                break
    return out


def months(text: str) -> list[tuple[int, str]]:
    """(month number, span) for each month name in ``text`` ("March", "mars", "марта")."""
    out = []
    for word in words(text):
        low = word.lower()
        if low not in MONTHS:
            continue
        if (low in CAPITAL_MONTHS and not word[0].isupper()) or (low in LOWER_MONTHS and word[0].isupper()):
            continue
        out.append((MONTHS[low], word))
    return out


def check_numbers(answer: str, reference: str) -> Flag:
    """Flag a changed number, date or unit: a reference number (or month) missing while the answer states
    another one instead, or the same number with another unit. A number missing with nothing in its place
    ("within a month" for "30 days") is recorded in the spans but does not fire."""
    ans, ref = numbers(answer), numbers(reference)
    ans_values = {v for v, _, _ in ans}
    ref_values = {v for v, _, _ in ref}
    missing_found = [(v, s) for v, s, _ in ref if v not in ans_values]
    extra_found = [(v, s) for v, s, _ in ans if v not in ref_values]
    missing, extra = [s for _, s in missing_found], [s for _, s in extra_found]
    ans_units = {(v, u) for v, _, u in ans if u in _UNIT_NAMES}
    unit_diff = [
        f"{s} {u}"
        for v, s, u in ref
        if u in _UNIT_NAMES and (v, u) not in ans_units and any(av == v for av, _ in ans_units)
    ]
    # a changed value: one number stated in place of another of the same kind (a year for a year)
    changed_value = any(_kind(*m) == _kind(*e) for m in missing_found for e in extra_found)
    ans_months, ref_months = months(answer), months(reference)
    ans_days, ref_days = weekdays(answer), weekdays(reference)
    day_missing = [s for v, s in ref_days if v not in {d for d, _ in ans_days}]
    day_extra = [s for v, s in ans_days if v not in {d for d, _ in ref_days}]
    month_missing = [s for v, s in ref_months if v not in {m for m, _ in ans_months}]
    month_extra = [s for v, s in ans_months if v not in {m for m, _ in ref_months}]
    dates_changed = bool(month_missing and month_extra) or bool(day_missing and day_extra)
    flagged = changed_value or dates_changed or bool(unit_diff)
    parts = []
    if changed_value:
        parts.append(f"numbers differ: {', '.join(missing)} → {', '.join(extra)}")
    if month_missing and month_extra:
        parts.append(f"dates differ: {', '.join(month_missing)} → {', '.join(month_extra)}")
    if day_missing and day_extra:
        parts.append(f"days differ: {', '.join(day_missing)} → {', '.join(day_extra)}")
    if unit_diff:
        parts.append(f"unit differs for {', '.join(unit_diff)}")
    spans = {
        "missing": missing,
        "extra": extra,
        "unit_differs": unit_diff,
        "months_missing": month_missing,
        "months_extra": month_extra,
        "weekdays_missing": day_missing,
        "weekdays_extra": day_extra,
    }
    return Flag("numbers", flagged, "; ".join(parts), spans)


def negations(text: str) -> list[str]:
    """Negation words in ``text`` (English, German, French, Spanish, Russian)."""
    out = []
    for word in words(text):
        low = word.lower()
        if low in NEGATIONS or low.endswith("n't") or (low.startswith("n'") and len(low) > 2):
            out.append(word)
    return out


def _hedge_pattern() -> re.Pattern[str]:
    phrases = sorted({" ".join(words(h)) for h in HEDGES}, key=len, reverse=True)  # the longest match first
    return re.compile(r"(?<!\w)(?:" + "|".join(re.escape(p) for p in phrases) + r")(?!\w)")


_HEDGE = _hedge_pattern()


#: "not only … but also" adds, it does not negate
_NOT_ONLY = re.compile(
    r"(?<!\w)(?:not only|not just|nicht nur|non seulement|pas seulement|no solo|no sólo|не только)(?!\w)"
)


def _without_hedges(text: str) -> str:
    """``text`` lower-cased, its punctuation kept, without hedges and "not only"."""
    low = " ".join(text.lower().replace("’", "'").split())
    return _NOT_ONLY.sub(" ", _HEDGE.sub(" ", low))


#: how many words after a negation it may bear on, within its clause
NEGATION_SCOPE = 6
#: a text longer than this (in words) counts only the negations that bear on words of the other side
LONG_TEXT = 12


#: function words of one language that are content words of another ("die": German "the", English "to die")
_ALSO_CONTENT = frozenset(["die", "war", "will"])


def _relevant_negations(text: str, other: _Vocabulary, long: bool) -> list[str]:
    """The negation words of ``text`` that bear on the other side (hedges left out). In a ``long`` text (an
    LLM reply) a word of the other side must follow the negation in its clause ("… is not safe"), or, at the
    end of a clause, precede it ("Das stimmt nicht"), so "no mammal produces it" beside the right answer is
    no contradiction; in a short one any negation counts but one about another name or number ("It is
    Paris, not Lyon"). A leading "No," always counts; "No 1" is a rank, not a negation."""
    clean = _without_hedges(text)
    tokens = list(_WORD.finditer(clean))
    out = []
    for i, m in enumerate(tokens):
        word = m.group()
        if not (word in NEGATIONS or word.endswith("n't") or (word.startswith("n'") and len(word) > 2)):
            continue
        nxt = tokens[i + 1].group() if i + 1 < len(tokens) else ""
        if word == "no" and nxt[:1].isdigit():
            continue
        if i == 0 and _POLAR_NO.match(clean):
            out.append(word)
            continue
        scope = _clause(clean, tokens, i, 1) or _clause(clean, tokens, i, -1)
        if word.startswith("n'") and len(word) > 2:
            scope.append(word[2:])  # "n'ouvre"
        content = [w for w in scope if w not in NEGATIONS and (w not in FUNCTION_WORDS or w in _ALSO_CONTENT)]
        if any(other.names(w) for w in content):
            out.append(word)
        elif not long and not (content and (content[0][:1].isdigit() or content[0].capitalize() in text)):
            out.append(word)  # a short text: any negation counts, unless it is about another name or number
    return out


def _clause(clean: str, tokens: list[re.Match[str]], i: int, step: int) -> list[str]:
    """Up to :data:`NEGATION_SCOPE` words after (``step`` 1) or 3 before (-1) token ``i``, within its clause."""
    out: list[str] = []
    j = i + step
    limit = NEGATION_SCOPE if step > 0 else 3
    while 0 <= j < len(tokens) and len(out) < limit:
        lo, hi = (tokens[j - 1].end(), tokens[j].start()) if step > 0 else (tokens[j].end(), tokens[j + 1].start())
        if re.search(r"[.,;:!?()]", clean[lo:hi]):
            break
        out.append(tokens[j].group())
        j += step
    return out


_POLAR_NO = re.compile(r"\s*(no|nein|non|нет)\s*[,.!;:—-]", re.IGNORECASE)


def _after_polar(text: str, found: list[str]) -> list[str]:
    """The negations of ``text`` without a leading "No," (a reply to a yes/no question, not a negation of
    what follows)."""
    return found[1:] if found and _POLAR_NO.match(text) else found


def _negation_kind(word: str) -> str:
    """One name for negations that say the same ("not", "n't", "no", "cannot" → "not")."""
    low = word.lower()
    return "not" if low in ("not", "no", "cannot", "nicht", "kein", "ne", "pas", "не", "нет") or "n't" in low else low


def check_negation(answer: str, reference: str, question: str | None = None) -> Flag:
    """Flag a negation present on one side only ("is safe" / "is not safe"); the negations of a hedge
    ("I'm not sure") are the hedge check's business, and a negative question ("Which … did he not win?")
    leaves polarity to the reader."""
    if question and negations(_without_hedges(question)):
        return Flag("negation", False, "", {"answer": [], "reference": [], "question": negations(question)})
    a_words, r_words = words(answer), words(reference)
    if r_words and all(w.lower() in NEGATIONS for w in r_words):  # the answer is "None" / "Never": say it
        ans = negations(_without_hedges(answer))
        message = "" if ans else f"the reference says {reference.strip()!r}; the answer has no negation"
        return Flag("negation", not ans, message, {"answer": ans, "reference": r_words})
    ans = _relevant_negations(answer, _Vocabulary(r_words), len(a_words) > LONG_TEXT)
    ref = _relevant_negations(reference, _Vocabulary(a_words), len(r_words) > LONG_TEXT)
    all_ans, all_ref = negations(_without_hedges(answer)), negations(_without_hedges(reference))
    # one side negates, the other does not; or one side adds a negation of its own ("may not … without" /
    # "may … without"): more negations, and other ones ("isn't" and "is not" are the same one)
    a_body, r_body = _after_polar(answer, ans), _after_polar(reference, ref)  # "No, never." = "never"
    a_kinds, r_kinds = {_negation_kind(w) for w in a_body}, {_negation_kind(w) for w in r_body}
    added = bool(a_body and r_body) and len(a_body) != len(r_body) and a_kinds != r_kinds
    flagged = bool(ans and not all_ref) or bool(ref and not all_ans) or added
    side = "answer" if len(ans) > len(ref) else "reference"
    extra = [
        w
        for w in (ans if side == "answer" else ref)
        if _negation_kind(w) not in (r_kinds if side == "answer" else a_kinds)
    ]
    message = f"negation only in the {side}: {', '.join(extra or ans or ref)}" if flagged else ""
    spans = {"answer": ans, "reference": ref, "answer_all": all_ans, "reference_all": all_ref}
    return Flag("negation", flagged, message, spans)


def _matches(entry: str, word: str) -> bool:
    """Whether ``word`` is ``entry`` or, for an entry ending in "*", one of its inflected forms."""
    if entry.endswith("*"):
        stem = entry[:-1]
        return word.startswith(stem) and len(word) - len(stem) <= MAX_SUFFIX
    return word == entry


def _negated(word: str, others: set[str]) -> str | None:
    """The word of ``others`` that ``word`` negates by a prefix ("unsafe" → "safe"), if any."""
    for prefix, shortest in NEGATING_PREFIXES:
        rest = word[len(prefix) :]
        if word.startswith(prefix) and len(rest) >= shortest and rest in others:
            return rest
    return None


#: "Chile and Argentina" = "Argentina and Chile"
_CONJUNCTIONS = frozenset(["and", "or", "und", "oder", "et", "ou", "y", "o", "e", "и", "или", "&", "nor"])


def _unelided(word: str) -> str:
    """The word without a French elided article or negation ("n'ouvre" → "ouvre", "l'eau" → "eau")."""
    head, sep, rest = word.partition("'")
    return rest if sep and 0 < len(head) <= 2 and rest and head != "o" else word


_ENTRIES = list(dict.fromkeys(e for pair in ANTONYMS for e in pair))
_EXACT = {e for e in _ENTRIES if " " not in e and not e.endswith("*")}
_STEMS = {e[:-1]: e for e in _ENTRIES if " " not in e and e.endswith("*")}
_PHRASES = [e for e in _ENTRIES if " " in e]


def _occurrences(toks: list[str]) -> dict[str, list[int]]:
    """Positions of each entry of :data:`ANTONYMS` found in lower-cased tokens (one pass over the tokens)."""
    out: dict[str, list[int]] = {}
    for i, tok in enumerate(toks):
        hits = {tok} & _EXACT
        hits.update(_STEMS[tok[:k]] for k in range(max(1, len(tok) - MAX_SUFFIX), len(tok) + 1) if tok[:k] in _STEMS)
        for entry in hits:
            out.setdefault(entry, []).append(i)
    for entry in _PHRASES:
        parts = entry.split()
        for i in range(len(toks) - len(parts) + 1):
            if all(_matches(p, toks[i + k]) for k, p in enumerate(parts)):
                out.setdefault(entry, []).append(i)
    return out


def _at(toks: list[str], i: int, entry: str) -> str:
    return " ".join(toks[i : i + len(entry.split())])


def _in_order(toks: list[str], i: int, j: int) -> str:
    return f"{toks[min(i, j)]} … {toks[max(i, j)]}"


def antonym_swaps(answer: str, reference: str) -> list[tuple[str, str]]:
    """(reference word, answer word) for each word swapped for its opposite, and each pair whose order is
    reversed ("the buyer pays the seller" / "the seller pays the buyer"); each pair of words counted once."""
    a = [_unelided(w.lower()) for w in words(answer)]
    r = [_unelided(w.lower()) for w in words(reference)]
    occ_a, occ_r = _occurrences(a), _occurrences(r)
    found: dict[tuple[str, str], None] = {}
    for x, y in ANTONYMS:
        if not ((x in occ_r or y in occ_r) and (x in occ_a or y in occ_a)):
            continue
        for first, second in ((x, y), (y, x)):
            # more of one word in the reference, more of its opposite in the answer
            more_r = len(occ_r.get(first, ())) > len(occ_a.get(first, ()))
            more_a = len(occ_a.get(second, ())) > len(occ_r.get(second, ()))
            if more_r and more_a:
                found[(_at(r, occ_r[first][0], first), _at(a, occ_a[second][0], second))] = None
        if x in occ_r and y in occ_r and x in occ_a and y in occ_a:
            ra, rb, aa, ab = occ_r[x][0], occ_r[y][0], occ_a[x][0], occ_a[y][0]
            if (ra < rb) != (aa < ab):
                found[(_in_order(r, ra, rb), _in_order(a, aa, ab))] = None
    exchanged = [k for k, (x, y) in enumerate(zip(a, r)) if x != y]
    if len(a) == len(r) >= 3 and len(exchanged) == 2:
        i, j = exchanged
        between = set(a[i + 1 : j])
        if a[i] == r[j] and a[j] == r[i] and not between <= _CONJUNCTIONS:  # "Brazil beat Germany" / reversed
            found[(f"{r[i]} … {r[j]}", f"{a[i]} … {a[j]}")] = None
    a_set, r_set = set(a), set(r)
    for word in a_set - r_set:
        base = _negated(word, r_set - a_set)
        if base:
            found[(base, word)] = None
    for word in r_set - a_set:
        base = _negated(word, a_set - r_set)
        if base:
            found[(word, base)] = None
    # one pair of words found by two entries ("higher"/"lower" and "high*"/"low*", "at least"/"least") counts once
    seen: set[str] = set()
    out = []
    for ref_words, ans_words in sorted(found, key=lambda p: -len(p[0])):
        mine = {f"r:{w}" for w in ref_words.split()} | {f"a:{w}" for w in ans_words.split()}
        if mine & seen:
            continue
        seen |= mine
        out.append((ref_words, ans_words))
    return out


def check_antonyms(answer: str, reference: str) -> Flag:
    """Flag a word swapped for its opposite or a reversed direction (safe/unsafe, buyer/seller)."""
    swaps = antonym_swaps(answer, reference)
    message = "opposite or reversed words: " + ", ".join(f"{r} → {a}" for r, a in swaps) if swaps else ""
    return Flag("antonyms", bool(swaps), message, {"swaps": [f"{r} → {a}" for r, a in swaps]})


def _sentence_starts(text: str) -> set[int]:
    return {0} | {m.end() for m in re.finditer(r"[.!?:;\n]\s*", text)}


def _not_a_name(word: str) -> bool:
    low = word.lower()
    return (
        low in FUNCTION_WORDS
        or low in NEGATIONS
        or low in MONTHS
        or low in CALENDAR_WORDS
        or low.removesuffix("s") in WEEKDAYS
        or number_value(word) is not None
        or known_unit(word) is not None
    )


def entity_spans(text: str) -> list[tuple[str, bool]]:
    """Capitalised spans (runs of capitalised words, acronyms; "Rio de Janeiro" is one) — a cheap stand-in
    for named entities — each with whether it is surely a name: several words, an acronym, a capitalised word
    inside a sentence, or a short text (a bare answer like "Berlin"). A single capitalised word opening a
    sentence may be any word ("Employees get …"). Left out: function and discourse words ("The", "However"),
    negations, numbers, units, months and weekdays, and a capitalised first word followed by an article or
    pronoun ("Returns the list": a verb).
    """
    spans: list[tuple[str, bool]] = []
    current: list[str] = []
    initial = False
    if len(text.split()) >= 2 and not any(c.islower() for c in text):
        return []  # ALL CAPS: nothing tells a name from a word
    starts = _sentence_starts(text)
    matches = list(_WORD.finditer(text))
    short = len(matches) <= 4

    def close() -> None:
        while current and current[-1] in NAME_CONNECTORS:
            current.pop()
        if len(current) == 1 and len(current[0]) == 1:
            current.clear()  # a lone initial ("H." in "H. R. Haldeman", "D" in "D-Day") is not a name
        if current:
            names = [w for w in current if w not in NAME_CONNECTORS]
            sure = short or not initial or len(names) > 1 or (len(current[0]) > 1 and current[0].isupper())
            spans.append((" ".join(current), sure))
        current.clear()

    end = 0
    for i, m in enumerate(matches):
        word = m.group()
        if current and text[end : m.start()].strip():  # punctuation between words ends a span
            close()
        end = m.end()
        name = word[0].isupper() and not _not_a_name(word)
        nxt = matches[i + 1] if i + 1 < len(matches) else None
        joined = nxt is not None and not text[m.end() : nxt.start()].strip()
        if name and not current and m.start() in starts and joined and nxt.group().lower() in OBJECT_WORDS:
            name = False  # "Returns the list"
        if name:
            if not current:
                initial = m.start() in starts
            current.append(word)
            continue
        if current and word in NAME_CONNECTORS and joined and nxt.group()[0].isupper():
            current.append(word)  # "Rio de Janeiro"
            continue
        close()
    close()
    return spans


def entities(text: str) -> list[str]:
    """The capitalised spans of :func:`entity_spans` (a cheap stand-in for named entities)."""
    return [span for span, _ in entity_spans(text)]


_CYRILLIC_ENDINGS = sorted(CYRILLIC_ENDINGS, key=len, reverse=True)
_LATIN_ENDINGS = ("'s", "es", "en", "er", "s", "n", "e")


def stem(word: str) -> str:
    """A crude stem for comparing names across inflections ("России"/"Россия", "Deutschlands"/"Deutschland")."""
    low = word.lower()
    endings = _CYRILLIC_ENDINGS if re.search("[а-яё]", low) else _LATIN_ENDINGS
    for ending in endings:
        if low.endswith(ending) and len(low) - len(ending) >= 3:
            return low[: -len(ending)]
    return low


def same_name(a: str, b: str) -> bool:
    """Whether two words name the same thing: equal stems, or one contains the other ("Bundeskanzler")."""
    a, b = a.lower(), b.lower()
    if a == b or stem(a) == stem(b):
        return True
    short, long = sorted((a, b), key=len)
    return len(short) >= 4 and short in long


def _initials(span: str) -> str:
    return "".join(w[0] for w in span.split() if w.lower() not in FUNCTION_WORDS).upper()


def _initials(text: str) -> str:
    """The initials of the capitalised words of ``text`` other than function words ("United States" → "US")."""
    return "".join(w[0] for w in words(text) if w[0].isupper() and w.lower() not in FUNCTION_WORDS)


def _plain(word: str) -> str:
    """Lower case without accents ("Lomé" → "lome"); Cyrillic and other letters stay."""
    decomposed = unicodedata.normalize("NFKD", word.lower())
    return "".join(c for c in decomposed if not unicodedata.combining(c) or c in "\u0306\u0308")


def _variant(a: str, b: str) -> bool:
    """Whether two words (lower case, no accents) are forms of one name: one contains the other (four letters
    or more; three at the start: "bee" / "beekeeper"), they differ in their last letter or two
    ("Bryophyta" / "Bryophytes", "Pygmy" / "Pygmies", "Mexico" / "Mexican"), or by one letter ("Philips" /
    "Phillips")."""
    short, long = sorted((a, b), key=len)
    if len(short) < 3:
        return False
    if long.startswith(short) or (len(short) >= 4 and short in long):
        return True
    common = len(short) if long.startswith(short) else next(i for i, (x, y) in enumerate(zip(short, long)) if x != y)
    return (common >= 4 and common >= len(short) - 1) or _one_edit(a, b)


def _one_edit(a: str, b: str) -> bool:
    """Whether two words of six letters or more differ by one letter added, dropped or changed ("Philips" /
    "Phillips"): a spelling variant of one name."""
    if min(len(a), len(b)) < 6 or abs(len(a) - len(b)) > 1 or a == b:
        return False
    if len(a) > len(b):
        a, b = b, a
    i = next((k for k, (x, y) in enumerate(zip(a, b)) if x != y), len(a))
    return a[i + 1 :] == b[i + 1 :] if len(a) == len(b) else a[i:] == b[i + 1 :]


class _Vocabulary:
    """The words of a text, lower-cased and stemmed, to ask :func:`same_name` of many words at once."""

    def __init__(self, words_: list[str]) -> None:
        self.lower = {_plain(w) for w in words_ if w.lower() not in FUNCTION_WORDS}
        self.stems = {stem(w) for w in self.lower}
        self.long = [w for w in self.lower if len(w) >= 3]

    def names(self, word: str) -> bool:
        low = _plain(word)
        if low in self.lower or stem(low) in self.stems:
            return True
        return any(_variant(low, w) for w in self.long)


def _named_in(span: str, text: str, words_: list[str] | _Vocabulary) -> bool:
    """Whether any word of ``span`` is among ``words_`` (by :func:`same_name`), or it abbreviates ``text``
    ("USA" in "United States of America")."""
    vocabulary = words_ if isinstance(words_, _Vocabulary) else _Vocabulary(words_)
    if any(vocabulary.names(w) for w in span.split() if w not in NAME_CONNECTORS):
        return True
    acronym = span.replace(".", "").replace(" ", "")
    if " " not in span and sum(c.isupper() for c in acronym) >= 2:  # "BSkyB": its capitals
        acronym = "".join(c for c in acronym if c.isupper())
    return len(acronym) >= 2 and acronym.isupper() and acronym in _initials(text)


def _abbreviated_by(span: str, text: str) -> bool:
    """Whether ``span`` spelled out is abbreviated in ``text`` ("United States" by "USA")."""
    initials = _initials(span)
    capitals = ("".join(c for c in w if c.isupper()) for w in text.split() if sum(c.isupper() for c in w) >= 2)
    return len(initials) >= 2 and any(initials in c for c in capitals)


def _only_names_differ(answer: str, reference: str, missing: list[str], extra: list[str]) -> bool:
    """Whether the texts are the same but for the names swapped ("Edison invented it" / "Tesla invented it"):
    then even a capitalised first word is a name."""
    gone = {w.lower() for s in missing for w in s.split()}
    new = {w.lower() for s in extra for w in s.split()}
    a = [w.lower() for w in words(answer) if w.lower() not in new]
    r = [w.lower() for w in words(reference) if w.lower() not in gone]
    return bool(r) and a == r


def _rest_agrees(reference: str, spans: list[tuple[str, bool]], answer: _Vocabulary) -> bool:
    """Whether the reference is short (the name is the answer) or the answer states at least half of its
    other words (outside names): a swapped name is a minimal edit; a reworded answer with other nouns (German
    capitalises every noun) is not judged by its names."""
    all_words = words(reference)
    if len(all_words) <= 4:  # a short answer: the name is the answer
        return True
    in_spans = {w.lower() for s, _ in spans for w in s.split()}
    rest = [w for w in all_words if w.lower() not in FUNCTION_WORDS and w.lower() not in in_spans]
    return not rest or sum(answer.names(w) for w in rest) >= len(rest) / 2


def check_entities(answer: str, reference: str, question: str | None = None) -> Flag:
    """Flag a swapped name: a name of the reference missing from the answer (and not from the question) while
    the answer names something absent from the reference and the question instead ("Edison" → "Tesla",
    "Berlin" → "München"); at least one of them must surely be a name (see :func:`entity_spans`)."""
    ans_spans, ref_spans = entity_spans(answer), entity_spans(reference)
    if not ans_spans or not ref_spans:  # nothing can be swapped
        return Flag("entities", False, "", {"missing": [], "extra": [], "reference": [s for s, _ in ref_spans]})
    answer_words = _Vocabulary(words(answer))
    named = [
        (s, sure) for s, sure in ref_spans if not (_named_in(s, answer, answer_words) or _abbreviated_by(s, answer))
    ]
    question_words = _Vocabulary(words(question or ""))
    missing_sure = [(s, sure) for s, sure in named if not (question and _named_in(s, question, question_words))]
    context = f"{reference} {question or ''}"
    context_words = _Vocabulary(words(context))
    extra_sure = [
        (s, sure) for s, sure in ans_spans if not (_named_in(s, context, context_words) or _abbreviated_by(s, context))
    ]
    missing, extra = [s for s, _ in missing_sure], [s for s, _ in extra_sure]
    sure = any(sure for _, sure in missing_sure + extra_sure) or _only_names_differ(answer, reference, missing, extra)
    flagged = bool(missing and extra) and sure and _rest_agrees(reference, ref_spans, answer_words)
    message = f"names differ: {', '.join(missing)} → {', '.join(extra)}" if flagged else ""
    spans = {"missing": missing, "extra": extra, "reference": [s for s, _ in ref_spans]}
    return Flag("entities", flagged, message, spans)


def hedges(text: str) -> list[str]:
    """Hedge and refusal phrases in ``text`` ("I don't know", "ich weiß nicht", "не знаю")."""
    return list(dict.fromkeys(_HEDGE.findall(" ".join(words(text.lower())))))


def check_hedge(answer: str, reference: str) -> Flag:
    """Flag a hedge or refusal in place of an answer: the answer hedges, the reference does not, and the
    answer does not state the reference's words anyway ("I'm not sure, but it is Paris" is an answer)."""
    found = hedges(answer)
    if not found or hedges(reference):
        return Flag("hedge", False, "", {"answer": found})
    content = [w for w in words(reference) if w.lower() not in FUNCTION_WORDS]
    answer_words = _Vocabulary(words(answer))
    stated = bool(content) and all(answer_words.names(w) for w in content)
    message = "" if stated else f"hedge or refusal instead of an answer: {', '.join(found)}"
    return Flag("hedge", not stated, message, {"answer": found})


#: the checks, in the order they are reported
CHECK_NAMES = ("numbers", "negation", "antonyms", "entities", "hedge")


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
    are then recorded with ``cancelled`` and neither fires.
    """
    results = [
        check_numbers(answer, reference),
        check_negation(answer, reference, question),
        check_antonyms(answer, reference),
        check_entities(answer, reference, question),
        check_hedge(answer, reference),
    ]
    negation, antonyms = results[1], results[2]
    one_sided = bool(negation.spans.get("answer_all")) != bool(negation.spans.get("reference_all"))
    cancelled = (negation.flagged or one_sided) and len(antonyms.spans["swaps"]) % 2 == 1
    if cancelled:
        negation.flagged = antonyms.flagged = False
        negation.message = antonyms.message = ""
    out: dict[str, Any] = {"flags": [r.check for r in results if r.flagged]}
    for r in results:  # plain dicts built by hand: asdict's deep copy was most of the checks' cost
        out[r.check] = {"flagged": r.flagged, "message": r.message, "spans": {k: list(v) for k, v in r.spans.items()}}
    if cancelled:
        out["negation"]["cancelled"] = out["antonyms"]["cancelled"] = True
    return out


def flag_messages(checks: dict[str, Any]) -> list[str]:
    """One line per fired check, for people ("numbers differ: 30 → 13")."""
    return [checks[name]["message"] or name for name in checks.get("flags", [])]
