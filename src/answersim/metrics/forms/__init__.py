"""Equivalent forms: what the answer says in another form is restated in the reference's form ("24 months" for
"two years", "212 °F" for "100 °C", "1990-03-05" for "March 5, 1990", "18:00" for "6 pm", "The World Health
Organization" for "WHO", "twenty-five dollars" for "$25", "50 %" for "half", "unsafe" for "not safe", "not …
any more" for "no longer", "Bell" for "Alexander Graham Bell", "CO2" for "carbon dioxide", "quarterly" for
"every three months", "the nineties" for "the 1990s"), so that every signal of ``answer`` compares like with like.

A different value is never restated: "18 months" stays "18 months" next to "two years", and the numbers
check still sees it. :mod:`~answersim.metrics.blindspots` reads amounts and dates; :mod:`.phrases` reads
phrasings, :mod:`.names` names said by their last words, :mod:`.formulas` substances by their formulas,
:mod:`.frequencies` how often.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from itertools import pairwise
from typing import Any

from answersim.metrics.blindspots.dates import (
    centuries,
    century_holds,
    dates,
    decades,
    estimated_years,
    quarters,
    said_years,
    year_readings,
    year_spans,
    years_in_digits,
)
from answersim.metrics.blindspots.frequencies import (
    BARE_COUNT_WORDS,
    amounts_per_period,
    counted_per_period,
    frequencies,
    period_unit,
)
from answersim.metrics.blindspots.growth import growth_named
from answersim.metrics.blindspots.numbers import PAIRS, readings, shares_of_counts
from answersim.metrics.blindspots.numerals import number_spans
from answersim.metrics.blindspots.quantities import Quantity, convert, quantities, quantities_beside, same_amount
from answersim.metrics.blindspots.times import clock_times
from answersim.metrics.forms.formulas import formula_named
from answersim.metrics.forms.names import surname_named, world_war_named
from answersim.metrics.forms.phrases import affirmed, bare_reply, negated_opposite, no_longer
from answersim.metrics.lexical import abbreviates

__all__ = ["CACHED_CHARS", "Quantity", "Restated", "convert", "dates", "quantities", "restate", "same_amount"]

#: pairs longer than this (characters, both texts) are restated afresh each time instead of cached
CACHED_CHARS = 4000


@dataclass(frozen=True)
class Restated:
    """The answer as scored, and each restatement made: (the answer's words, the reference's words)."""

    text: str
    rewrites: tuple[tuple[str, str], ...] = ()


def restate(answer: str, reference: str, question: str | None = None) -> Restated:
    """``answer`` with each quantity or date that equals one of ``reference``'s, in another form, written
    as the reference writes it, and its phrasings read as the reference's (:mod:`.phrases`); or the reference
    itself when one side abbreviates the whole other ("WHO" / "The World Health Organization"). The rewrites
    say what changed (none: the answer as it is). A term the ``question`` says is not the answer's to restate
    ("sodium" in "The chemical symbol for sodium is So." for "Na")."""
    if len(answer) + len(reference) > CACHED_CHARS:  # a long text is not kept in memory by the cache
        return _restate(answer, reference, question)
    return _restate_cached(answer, reference, question)


def _restate(answer: str, reference: str, question: str | None = None) -> Restated:
    if abbreviates(answer, reference, whole=True) or abbreviates(reference, answer, whole=True):
        return Restated(reference, ((answer, reference),))  # "WHO" / "The World Health Organization"
    replied = bare_reply(answer, reference, question)  # "It ran at a loss." for "No." to "Did it make a profit?"
    if replied is not None:
        return Restated(replied[0], (replied[1],))
    answer, yes = affirmed(answer, reference, question)
    negated = negated_opposite(answer, reference) or no_longer(answer, reference)  # "Nobody failed." too
    if negated is not None:
        answer = negated[0]
    named = surname_named(answer, reference, question) or formula_named(answer, reference, question)  # "Bell", "CO2"
    named = named or world_war_named(answer, reference)  # "WWII" for "the Second World War"
    named = named or growth_named(answer, reference)  # "tripled" for "by 200%"
    if named is not None:
        answer = named[0]
    restated = _restate_values(answer, reference, question)
    done = tuple(r for r in (yes, negated[1] if negated else None, named[1] if named else None) if r is not None)
    return Restated(restated.text, (*done, *restated.rewrites)) if done else restated


def _restate_values(answer: str, reference: str, question: str | None = None) -> Restated:
    spans: list[tuple[int, int, str]] = []
    summed = _parts_summed(answer, reference)  # "Ten adults and seven children." for "Seventeen."
    spans += [summed] if summed else []
    pair = _digit_pair(answer, reference)  # "241-6" for "Two hundred and forty-one for six."
    spans += [pair] if pair and not summed else []
    timed = _colon_duration(answer, reference)  # "2:05" for "Two minutes and five seconds."
    spans += [timed] if timed and not (summed or pair) else []
    # "two a day" for "Fourteen." to "How many flights a week …?"
    often = frequencies(answer, bare=True)  # "four an hour", "two a day"
    spans += _same_meaning(often, counted_per_period(reference, question), answer, reference, spans)
    # "£4.99 a month" for "£59.88 a year" (or "£59.88." to "How much is it a year?")
    per_year = amounts_per_period(reference, question)
    found = _same_meaning(amounts_per_period(answer) if per_year else [], per_year, answer, reference, spans)
    # per the same period, the amount alone is restated below ("9,90 € par mois" / "Neuf euros … par mois")
    spans += [(s, e, said) for s, e, said in found if period_unit(answer[s:e]) != period_unit(said)]
    # "1990-03-05" for "March 5, 1990", "the 1200s" for "the 13th century", "the nineties" for "the 1990s", "Q3"
    # for "the third quarter"
    for read in (dates, clock_times, frequencies, centuries, decades, quarters):
        said = often if read is frequencies else read(answer)
        spans += _same_meaning(said, read(reference), answer, reference, spans)
    # a year in words or by its last digits ("в девяносто восьмом году", "in '98" for "1998"), and the other way
    # round ("1910" for "тысяча девятьсот десятого года")
    ref_digits, ref_said = years_in_digits(reference), said_years(reference)
    if ref_digits:
        spans += _same_meaning(_years(said_years(answer)), _years(ref_digits), answer, reference, spans)
    if ref_said:
        spans += _same_meaning(_years(years_in_digits(answer)), _years(ref_said), answer, reference, spans)
    # a century that holds the reference's estimated year ("the third century" for "Around AD 250")
    for year, ref_start, ref_end in estimated_years(reference):
        for (century,), start, end in centuries(answer):
            if century_holds(century, year) and not any(s < end and start < e for s, e, _ in spans):
                spans.append((start, end, reference[ref_start:ref_end]))
    answer_quantities, answer_years = quantities(answer), year_spans(answer)
    if not answer_quantities and _DEGREES.search(answer):  # "Moins trois degrés." for "-3 °C": the other's scale
        answer_quantities = quantities_beside(answer, quantities(reference))
    ref_quantities = quantities_beside(reference, answer_quantities) if answer_quantities or answer_years else []
    answer_quantities = (
        quantities_beside(answer, ref_quantities, answer_quantities) if ref_quantities else answer_quantities
    )
    # a span of years for a number of years ("from 1914 to 1918" for "four years")
    for years, start, end in answer_years if ref_quantities else ():
        same = next((q for q in ref_quantities if q.unit == "year" and q.exact and q.value == years), None)
        if same is not None and not any(s < end and start < e for s, e, _ in spans):
            spans.append((start, end, reference[same.start : same.end]))
    # amounts with a unit are restated below, as amounts; where the reference has none, an amount's number is
    # restated here ("триста шестьдесят шесть дней" for "366")
    amounts = [(q.start, q.end) for q in answer_quantities] if answer_quantities and ref_quantities else []
    # a number in words for the reference's digits, or in several words, or the other way round ("quarantaine"
    # for "40", "three hundred and sixty-six" for "366", "2.000.000" for "dos millones"): word by word, the
    # lexical signals would see other words
    # "2.500" may group thousands too ("Zweitausendfünfhundert" for "2.500")
    ref_numbers = {r: (s, e) for v, s, e in number_spans(reference) for r in readings(v, reference[s:e])}
    # a count of pairs, with its noun, for twice as many ("Eighteen." for "Nine pairs.")
    for value, start, end in number_spans(reference):
        pairs = _PAIRS_AFTER.match(reference, end)
        if pairs and {pairs.group(1).lower(), pairs.group(1).lower().removesuffix("s")} & PAIRS:
            ref_numbers.setdefault(2 * value, (start, pairs.end()))
    # a share of a count, for the count it makes, where the answer does not say the whole ("300." for "Half of the
    # 600."; "300 of the 600." says both)
    answer_values = {v for v, _, _ in number_spans(answer)}
    for value, whole, start, end in shares_of_counts(reference):
        if whole not in answer_values:
            ref_numbers.setdefault(value, (start, end))
    for value, start, end in number_spans(answer) if ref_numbers else ():
        # "50.000" for "Cincuenta mil": a point before three digits may group thousands
        at = next((ref_numbers[v] for v in readings(value, answer[start:end]) if v in ref_numbers), None)
        taken = [(s, e) for s, e, _ in spans] + amounts
        overlaps = any(s < end and start < e for s, e in taken)
        if at is not None and not overlaps and _one_number(answer, (start, end), reference, at):
            # a decade in digits takes its "s" ("the 1890s" / "the eighteen-nineties")
            spans.append((start, _decade_end(answer, start, end), reference[at[0] : _decade_end(reference, *at)]))
    # an hour of a time of day is no amount of hours ("à 9 h 45" does not say "neuf heures" of "à neuf heures
    # et quart")
    clocks = [(s, e) for _, s, e in clock_times(answer)] if answer_quantities else []
    answer_quantities = [q for q in answer_quantities if not any(s < q.end and q.start < e for s, e in clocks)]
    matched = [(q, next((r for r in ref_quantities if same_amount(q, r)), None)) for q in answer_quantities]
    # an amount of the reference's measure that matches none of its amounts ("A week has eight days." for
    # "Seven days"): nothing of that measure is restated, so the numbers check sees the other value
    differs = {q.measure for q, r in matched if r is None} & {r.measure for r in ref_quantities}
    for q, r in matched:
        if r is None or q.measure in differs or any(s < q.end and q.start < e for s, e, _ in spans):
            continue
        same = reference[r.start : r.end]
        if same.lower() != answer[q.start : q.end].lower():
            spans.append((q.start, q.end, same))
    if not spans:
        return Restated(answer)
    text, rewrites = answer, []
    spans = [(_said_before(answer, _with_article(answer, start), said), end, said) for start, end, said in spans]
    # a replacement ending in a point takes the answer's full stop after it ("At 23:00." → "At eleven p.m.")
    spans = [(start, end + (said.endswith(".") and answer.startswith(".", end)), said) for start, end, said in spans]
    for start, end, replacement in sorted(spans, reverse=True):
        rewrites.append((answer[start:end], replacement))
        text = text[:start] + replacement + text[end:]
    return Restated(text, tuple(reversed(rewrites)))


#: the article before a number said with a multiplier alone ("a hundred minutes", "an eighth"), which the number's
#: span leaves out
_ARTICLE_BEFORE = re.compile(r"(?<!\w)(?:a|an)\s+$", re.IGNORECASE)
_MULTIPLIER_FIRST = re.compile(r"(?:hundred|thousand|million|billion|dozen)(?!\w)", re.IGNORECASE)


def _with_article(answer: str, start: int) -> int:
    """Where a restated span starts once the article of "a hundred minutes" is taken with it (else ``start``):
    "A hundred minutes." restated is "An hour and forty minutes.", not "A An hour and forty minutes."."""
    article = _ARTICLE_BEFORE.search(answer, 0, start)
    return article.start() if article and _MULTIPLIER_FIRST.match(answer, start) else start


def _said_before(answer: str, start: int, replacement: str) -> int:
    """Where a restated span starts once the words that open its replacement and already stand before it are
    taken with it (else ``start``): "A las 23:00." restated by "a las once de la noche" is "A las once de la
    noche.", not "A las A las once de la noche."."""
    before = answer[:start].lower()
    for m in reversed(list(re.finditer(r"\s+", replacement))):
        opening = replacement[: m.end()].lower()
        if before.endswith(opening) and (len(before) == len(opening) or not before[-len(opening) - 1].isalnum()):
            return start - len(opening)
    return start


#: what lies between two counts of kinds joined into one: the first one's noun, then a comma or "and"
_BETWEEN_COUNTS = re.compile(r"\s+[^\W\d_]+(?:\s+[^\W\d_]+)?\s*(?:,\s*|,?\s+(?:and|und|et|y|и)\s+)", re.IGNORECASE)


def _parts_summed(answer: str, reference: str) -> tuple[int, int, str] | None:
    """(start, end, the reference's count) where a bare count of the reference is the sum of the counts of kinds
    the answer joins ("Ten adults and seven children." for "Seventeen."), else None."""
    expected = number_spans(reference)
    if len(expected) != 1 or len(re.findall(r"[^\W_]+", reference)) > BARE_COUNT_WORDS:
        return None
    counts = number_spans(answer)
    joined = all(_BETWEEN_COUNTS.fullmatch(answer[a[2] : b[1]]) for a, b in pairwise(counts))
    if len(counts) < 2 or not joined or sum(v for v, _, _ in counts) != expected[0][0]:
        return None
    noun = re.match(r"\s+[^\W\d_]+", answer[counts[-1][2] :])
    end = counts[-1][2] + (noun.end() if noun else 0)
    return counts[0][1], end, reference[expected[0][1] : expected[0][2]]


#: two numbers in digits joined by a dash: a score ("241-6"), a range ("20-30")
_DIGIT_PAIR = re.compile(r"(?<![\w.,/-])(\d+)\s?[-–]\s?(\d+)(?!\w|[.,/–-]\d)")
#: what may join the same two numbers in words: "for", "to", "bis", "à", "a", "до", a dash
_PAIR_JOINT = re.compile(r"\s*(?:[-–]|for|to|bis|à|a|до)\s*", re.IGNORECASE)


def _digit_pair(answer: str, reference: str) -> tuple[int, int, str] | None:
    """(start, end, the reference's words) where the answer joins two numbers in digits by a dash and the
    reference says the same two, in that order, in words ("241-6" for "Two hundred and forty-one for six.")."""
    said = _DIGIT_PAIR.search(answer)
    if said is None or any(c.isdigit() for c in reference):
        return None
    first, second = float(said.group(1)), float(said.group(2))
    for (v, start, left), (w, right, end) in pairwise(number_spans(reference)):
        if (v, w) == (first, second) and _PAIR_JOINT.fullmatch(reference[left:right]):
            return said.start(), said.end(), reference[start:end]
    return None


#: minutes and seconds, or hours and minutes, written with a colon ("2:05", "1:45")
_COLON_TIME = re.compile(r"(?<![\d:.,])(\d{1,2}):([0-5]\d)(?![\d:]|[.,]\d)")


#: a word that makes what follows a time of day ("at 2:05", "until 5:30", "до 2:00")
_BEFORE_CLOCK = re.compile(
    r"(?<!\w)(?:at|until|till|by|from|à|um|bis|a las|hasta|desde|jusqu'à|в|до|от|с)\s*$", re.IGNORECASE
)


def _colon_duration(answer: str, reference: str) -> tuple[int, int, str] | None:
    """(start, end, the reference's words) where the answer writes with a colon the duration the reference says
    in minutes (and seconds) or in hours (and minutes): "2:05" for "Two minutes and five seconds.", "1:45" for "An
    hour and three quarters."; else None (a time of day is read elsewhere)."""
    said = _COLON_TIME.search(answer)
    if said is None or _BEFORE_CLOCK.search(answer, 0, said.start()):
        return None
    value = int(said.group(1)) + int(said.group(2)) / 60
    for q in quantities(reference):
        if q.unit in ("minute", "hour") and abs(q.value - value) < 1e-6:
            return said.start(), said.end(), reference[q.start : q.end]
    return None


#: the noun after a count that may say pairs ("nine pairs", "neun Paare")
_PAIRS_AFTER = re.compile(r"\s+([^\W\d_]+)")
#: a word for degrees, whose scale the other side may give ("trois degrés", "пять градусов")
_DEGREES = re.compile(r"(?<!\w)(?:degrees?|degrés?|grados?|grad|градус\w*)(?!\w)", re.IGNORECASE)


#: the "s" that makes four digits a decade ("1890s", "1890's")
_DECADE_S = re.compile(r"'?s(?!\w)")


def _decade_end(text: str, start: int, end: int) -> int:
    """Where a number at ``start:end`` ends with the "s" that makes four digits ending in 0 a decade ("1890s")."""
    said = text[start:end]
    decade = _DECADE_S.match(text, end) if len(said) == 4 and said.isdigit() and said.endswith("0") else None
    return decade.end() if decade else end


def _part_of_token(text: str, start: int, end: int) -> bool:
    """Whether the digits at ``start:end`` are part of a longer token: the "9" of "9:00", the "5" of "5/3", the
    "241" of a score "241-6" (in words, "forty-one-six" would read as another number)."""
    before, after = text[max(0, start - 1) : start], text[end : end + 1]
    decimal = after == "." and text[end + 1 : end + 2].isdigit()
    joined = (after == "-" and text[end + 1 : end + 2].isdigit()) or (
        before == "-" and text[start - 2 : start - 1].isdigit()
    )
    return text[start:end][:1].isdigit() and (before in (":", ".", "/") or after in (":", "/") or decimal or joined)


def _one_number(answer: str, said_at: tuple[int, int], reference: str, same_at: tuple[int, int]) -> bool:
    """Whether the answer's number at ``said_at`` and the reference's at ``same_at`` are one number written two
    ways: in words and in digits, or in several words ("40" / "quarantaine", "three hundred and sixty-six" /
    "366"); not a part of a longer token ("9" of "9:00") nor a Roman numeral for a word ("XV" / "Quinze")."""
    said, same = answer[slice(*said_at)], reference[slice(*same_at)]
    if said.lower() == same.lower() or _part_of_token(answer, *said_at) or _part_of_token(reference, *same_at):
        return False
    if " " in said + same or any(c.isdigit() for c in said) != any(c.isdigit() for c in same):
        return True
    # one number as a hyphened word and a plain one ("Six." for "Une demi-douzaine."); not a Roman numeral
    return not (said.isupper() or same.isupper()) and "-" in said + same and said.isalpha() != same.isalpha()


def _years(found: list[tuple[int, int, int]]) -> list[tuple[set[int], int, int]]:
    """Years with their places as the sets of years each may be (:func:`year_readings`)."""
    return [(year_readings(year), s, e) for year, s, e in found]


def _same_meaning(
    said: list[tuple[Any, int, int]], expected: list[tuple[Any, int, int]], answer: str, reference: str, taken: list
) -> list[tuple[int, int, str]]:
    """(start, end, the reference's words) for each of the answer's spans that can mean what one of the
    reference's means (each a set of meanings, with its place) and is written otherwise, outside ``taken``."""
    out: list[tuple[int, int, str]] = []
    for meanings, start, end in said if expected else ():
        same = next((reference[s:e] for m, s, e in expected if meanings & m), None)
        overlaps = any(s < end and start < e for s, e, _ in [*taken, *out])
        if same is not None and same != answer[start:end] and not overlaps:
            out.append((start, end, same))
    return out


#: the metric asks for a pair's restatement several times (requests, then scores): short pairs are cached
_restate_cached = lru_cache(maxsize=4096)(_restate)
