"""The ``numbers`` check: a number, date, weekday or unit of the reference stated differently in the answer
("30 days" → "13 days"; "two years" = "24 months" is the same), in words or digits, five languages. The
numbers themselves are read by :mod:`.numerals`."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from itertools import product
from typing import Any

from answersim.metrics.blindspots.dates import dates, estimated_years, said_years, same_year, years_in_digits
from answersim.metrics.blindspots.frequencies import counted_things, frequencies_differ
from answersim.metrics.blindspots.growth import factors_differ
from answersim.metrics.blindspots.magnitudes import Magnitude, magnitudes
from answersim.metrics.blindspots.numerals import (
    EACH_ONE_WORDS,
    ORDINALS,
    UNIT_NAMES,
    known_unit,
    number_spans,
    number_value,
    numbers,
)
from answersim.metrics.blindspots.quantities import (
    ESTIMATE,
    OR_SO,
    ROUNDED_ESTIMATE,
    TOLERANCE,
    convert,
    convertible_unit,
    other_reading,
    quantities,
    quantities_beside,
    same_amount,
    share_word,
)
from answersim.metrics.blindspots.times import (
    clock_times,
    how_often,
    months,
    range_cut,
    rates,
    seasons_differ,
    weekdays,
)
from answersim.metrics.blindspots.vague import SHORT_REFERENCE, TIME_UNITS, bare_spans_differ, vague_counts, vague_when
from answersim.metrics.blindspots.words import WORD, Flag, words
from answersim.metrics.lexicon import COUNT_WORDS, FUNCTION_WORDS


def _kind(value: float, span: str) -> str:
    """ "year" for a four-digit year (1000–2100), else "number": a year is not changed into a count."""
    return "year" if span.isdigit() and len(span) == 4 and 1000 <= value <= 2100 else "number"


#: a number as :func:`~answersim.metrics.blindspots.numerals.numbers` reads it: value, span, the word after
_Number = tuple[float, str, str | None]


def _counts_one_thing(reference: str, ref_number: _Number, answer: str, ans_number: _Number) -> bool:
    """Whether two numbers (value, span, the word after) count one thing, a common noun in lower case after each
    in its clause ("3000 pieces" / "2000 pieces"): four digits that count are no year ("2000 Olympics" is)."""
    thing = ref_number[2]
    if thing is None or thing != ans_number[2]:
        return False

    def counts(text: str, span: str) -> bool:
        found = re.search(rf"(?<!\w){re.escape(span)}(?:\s+[^\W\d_]+)*?\s+({re.escape(thing)}\w*)", text, re.I)
        return found is not None and found.group(1).islower()

    return counts(reference, ref_number[1]) and counts(answer, ans_number[1])


def _is_decade(value: float, unit: str | None) -> bool:
    """Whether a number with the word after it is a decade ("1990s", "1990's": 1990 then "s")."""
    return unit == "s" and value.is_integer() and 1000 <= value <= 2100 and value % 10 == 0


def _period(value: float, unit: str | None) -> tuple[float, float] | None:
    """The years a decade, hundred or century spans ("the 1990s": 1990–1999, "the 1800s": 1800–1899, "the 19th
    century": 1800–1900), or None for another number."""
    if _is_decade(value, unit):
        return (value, value + 99) if value % 100 == 0 else (value, value + 9)
    if unit == "century" and value.is_integer() and 1 <= value <= 21:
        return 100 * (value - 1), 100 * value
    return None


def times_differ(answer: str, reference: str) -> bool:
    """Whether both texts tell a time of day and none of the answer's can mean one of the reference's."""
    ans, ref = clock_times(answer), clock_times(reference)
    return bool(ans and ref) and not any(a & r for a, _, _ in ans for r, _, _ in ref)


#: how far apart two amounts of one measure may be and still be the same claim ("a month" / "4 weeks")
AMOUNT_RATIO = 1.15


#: a part of an amount said with an article, not a number, before "and" ("an hour and ten minutes")
_ARTICLE_PART = re.compile(r"(?<!\w)(?:an?|eine?[mnrs]?|une?|una?)\s+([^\W\d_]+)\s+(?:and|und|et|y|и)\s", re.I)


def _counted(span: str) -> bool:
    """Whether an amount is written with a number, in digits or a cardinal word ("30 days", "six weeks"), not
    with an article or a share alone ("a decade", "half", "a third"), in each of its parts ("an hour and ten
    minutes" is compared as an amount, not number by number)."""
    found = re.findall(r"[^\W_]+", span)
    # a count before a share word is the share's ("three-quarters of a mile"), no number of the amount
    with_number = any(
        w[0].isdigit() or (number_value(w) is not None and w.lower() not in ORDINALS and not share_word(w, after))
        for w, after in zip(found, [*found[1:], ""])
    )
    return with_number and not any(known_unit(m.group(1)) for m in _ARTICLE_PART.finditer(span))


def _per(text: str, start: int, end: int) -> bool:
    """Whether the amount at ``start:end`` is the time of a rate: "a year" in "25 days a year", "twice a day",
    "two sailings an hour"."""
    if not re.match(r"(?:a|an)\s", text[start:end], re.IGNORECASE):
        return False
    before = words(text[:start])[-2:]
    # or of so many things counted ("two sailings an hour")
    if len(before) == 2 and number_value(before[0]) is not None and counted_things(before[1]):
        return True
    return bool(before) and (
        before[-1].lower() in COUNT_WORDS or number_value(before[-1]) is not None or known_unit(before[-1]) is not None
    )


def _values(q: Any) -> list[float]:
    """The values an amount may have: as read, and its other reading where its number is ambiguous."""
    return [q.value] if q.alternative is None else [q.value, q.alternative]


#: so many of a whole count ("two of the six", "3 out of 10", "zwei der sechs", "deux des six", "dos de los seis")
_PART_OF_WHOLE = re.compile(
    r"(?<!\w)(?P<part>[^\W_]+)\s+(?:out\s+of|of)(?:\s+(?:the|all|those|these))?\s+(?P<whole>[^\W_]+)(?!\w)"
    r"|(?<!\w)(?P<part2>[^\W_]+)\s+(?:der|des|de\s+los|de\s+las|von\s+den)\s+(?P<whole2>[^\W_]+)(?!\w)",
    re.IGNORECASE,
)


#: what makes "one of" each of them ("every one of the four", "not one of the six")
_EACH_BEFORE = re.compile(rf"(?<!\w)(?:{'|'.join(sorted(EACH_ONE_WORDS))})\s+$", re.IGNORECASE)


def _part_of_stated(text: str, other_text: str, other: set[float], own: set[float]) -> str:
    """The part in "N of the M" of ``text`` where the other side states M and not N, nor a share ("Two" of "Two
    of the six." for "All six."; not for "Half of the six." or "the first of 13"), else ""."""
    if any(q.unit == "percent" for q in quantities(other_text)):
        return ""
    for m in _PART_OF_WHOLE.finditer(text):
        part_word = m.group("part") or m.group("part2")
        if part_word.lower() in ORDINALS or not (part_word[0].isdigit() or part_word.isalpha()):
            continue
        if part_word.lower() == "one" and _EACH_BEFORE.search(text, 0, m.start()):
            continue  # "every one of the four": all of them
        part, whole = number_value(part_word), number_value(m.group("whole") or m.group("whole2"))
        if part and whole and part < whole and whole in other and part not in other and whole in own:
            return part_word
    return ""


#: "of the" and its kin after a share, before the count it is a share of: "half of the 600", "two thirds of all
#: 900", "la moitié des 600", "la mitad de los 600", "die Hälfte der 600", "половина из 600"
_OF_COUNT = re.compile(
    r"\s+(?:(?:out\s+)?of(?:\s+(?:the|all|those|these|its|their))?|des|de(?:\s+(?:los|las|les))?|der|von|из)"
    r"\s+(?P<whole>\d[\d,.\u202f\u00a0 ]*\d|\d)(?![.,]?\w)",
    re.IGNORECASE,
)


#: shares of counts as :func:`shares_of_counts` gives them: (the count, the whole, start, end)
_Shares = list[tuple[float, float, int, int]]


def shares_of_counts(text: str) -> _Shares:
    """Each share of a count ``text`` states, as (the count it makes, the whole, start, end): "Half of the 600" is
    300 of 600, "25 % of 400" 100 of 400, "two thirds of all 900" 600 of 900 (the whole in digits)."""
    found = []
    for q in quantities(text):
        m = _OF_COUNT.match(text, q.end) if q.unit == "percent" else None
        whole = number_value(m.group("whole").strip()) if m else None
        if m and whole and whole >= 2:
            found.append((round(q.value / 100 * whole, 6), whole, q.start, m.end()))
    return found


def _share_or_whole(answer: str, reference: str, ans_shares: _Shares, ref_shares: _Shares) -> tuple[str, str] | None:
    """A share of a count on one side and only its whole on the other ("Half of the 600." / "600."): the whole is
    not the part, (the share's span, the whole) where so; a side that states the share or the count it makes
    agrees. ``ans_shares``, ``ref_shares``: each side's :func:`shares_of_counts`."""
    for text, other, shares, flip in ((reference, answer, ref_shares, False), (answer, reference, ans_shares, True)):
        other_values = {v for v, _, _ in numbers(other)}
        other_shares = {q.value for q in quantities(other) if q.unit == "percent"}
        for count, whole, start, end in shares:
            share = 100 * count / whole
            if (
                whole in other_values
                and count not in other_values
                and not any(abs(share - s) <= 1 for s in other_shares)
            ):
                pair = (text[start:end], f"{whole:g}")
                return pair[::-1] if flip else pair
    return None


def _numbers_of(span: str) -> set[float]:
    """The numbers an amount is written with ("Three hours forty": 3 and 40)."""
    return {v for v, _, _ in number_spans(span)}


def amounts_differ(answer: str, reference: str) -> list[tuple[str, str]]:
    """(the reference's amount, the answer's) for each measure both state, where no amount of the answer's is
    within :data:`AMOUNT_RATIO` of one of the reference's and one of them has no number ("a decade" / "a
    century", "three quarters" / "a third") or one number has another unit ("trois semaines" / "trois mois"):
    other amounts with numbers are compared number by number."""
    ref = [q for q in quantities(reference) if not _per(reference, q.start, q.end)]
    ans = [q for q in quantities(answer) if not _per(answer, q.start, q.end)]
    # "pounds" beside pounds and pence are money ("Two pounds." / "Two pounds twenty.")
    if any(q.unit == "sterling" for q in ref + ans):
        ref, ans = ([replace(q, unit="sterling") if q.unit == "pound" else q for q in side] for side in (ref, ans))
    found = []
    for measure in sorted({q.measure for q in ref} & {q.measure for q in ans} - {"temperature"}):
        mine = [q for q in ref if q.measure == measure]
        theirs = [q for q in ans if q.measure == measure]
        spans = [reference[q.start : q.end] for q in mine] + [answer[q.start : q.end] for q in theirs]
        # with numbers, only one number with another unit is compared here ("trois semaines" / "trois mois"), and
        # one amount against one that shares a number with it ("Three hours forty." / "Forty minutes.")
        other_unit = any(a.value == r.value and a.unit != r.unit for a in theirs for r in mine)
        said = [_numbers_of(span) for span in spans]
        shared = len(mine) == len(theirs) == 1 and bool(said[0] & said[1]) and said[0] != said[1]
        counted = all(_counted(span) for span in spans)
        if counted and not (other_unit or shared):
            continue
        # two exact amounts that share a number are one only where they agree ("Two pounds." / "Two pounds twenty.")
        exact = counted and shared and not any(q.approximate for q in mine + theirs)

        def close(a: Any, r: Any, exact: bool = exact) -> bool:
            """Whether two amounts are near, in either reading of an ambiguous number ("50.000 Euro"); one number
            with another unit only where the units nearly agree ("400 yards" is not "400 metres")."""
            for mine, theirs in product(_values(a), _values(r)):
                value = mine if a.unit == r.unit else convert(mine, a.unit, r.unit)  # money converts to none
                ratio = 1 + TOLERANCE if (mine == theirs and a.unit != r.unit) or exact else AMOUNT_RATIO
                if value is not None and min(value, theirs) > 0 and max(value, theirs) <= ratio * min(value, theirs):
                    return True
            return False

        if not any(close(a, r) for a in theirs for r in mine):
            found.append((reference[mine[0].start : mine[0].end], answer[theirs[0].start : theirs[0].end]))
    return found


def signs_differ(answer: str, reference: str) -> list[tuple[str, str]]:
    """(the reference's temperature, the answer's) where the answer states it on the other side of zero
    ("minus ten Celsius" / "ten degrees Celsius"): the numbers check reads digits without their sign."""
    ref = [q for q in quantities_beside(reference, quantities(answer)) if q.measure == "temperature" and q.value != 0]
    ans = [q for q in quantities_beside(answer, quantities(reference)) if q.measure == "temperature"]
    found = []
    for r in ref:
        if any(same_amount(a, r) for a in ans):
            continue
        flipped = [a for a in ans if a.unit == r.unit and a.value == -r.value]
        if flipped:
            found.append((reference[r.start : r.end], answer[flipped[0].start : flipped[0].end]))
    return found


#: English plurals that do not add "s" ("two women" / "a woman")
_IRREGULAR_PLURALS = {"men": "man", "women": "woman", "children": "child", "people": "person", "feet": "foot"}
#: what adds a second thing beside the one counted ("an engineer and a designer", "with another")
_MORE = frozenset(["and", "with", "plus", "another", "other", "both", "together", "along"])


def _singulars(plural: str) -> set[str]:
    """The singular forms an English ``plural`` may have ("engineers" → "engineer", "boxes" → "box")."""
    if plural in _IRREGULAR_PLURALS:
        return {_IRREGULAR_PLURALS[plural]}
    if len(plural) < 4 or not plural.endswith("s") or plural.endswith("ss"):
        return set()
    found = {plural[:-1]}
    if plural.endswith("es"):
        found.add(plural[:-2])
    if plural.endswith("ies"):
        found.add(plural[:-3] + "y")
    return found


#: words before "a" that make it no count of one ("half a word", "once a week", "one of two benches")
_NOT_COUNTING = frozenset(["half", "quarter", "once", "twice", "times", "per", "such", "many", "what", "quite", "of"])


def _heads(text: str, opens: Callable[[str], bool]) -> list[tuple[int, int, str]]:
    """(start, end, word) for each word after a word that ``opens`` accepts, up to four words on with nothing
    but spaces or hyphens between: the counted noun and its phrase ("Two former Google engineers"). Not after
    a word of :data:`_NOT_COUNTING`, nor a count glued to what precedes it ("X.25"), nor through a number or
    an ordinal ("a third time")."""
    toks = list(WORD.finditer(text))
    found = []
    for i, m in enumerate(toks):
        glued = m.start() and not text[m.start() - 1].isspace()
        if not opens(m.group().lower()) or glued or (i and toks[i - 1].group().lower() in _NOT_COUNTING):
            continue
        for k in range(i + 1, min(i + 5, len(toks))):
            word = toks[k].group().lower()
            if text[toks[k - 1].end() : toks[k].start()].strip(" -") or word in FUNCTION_WORDS:
                break
            if number_value(word) is not None:
                break
            found.append((m.start(), toks[k].end(), word))
    return found


def _several(word: str) -> bool:
    """Whether ``word`` counts two or more (a cardinal: "two", "12"; not "second", "2nd", "2.5")."""
    value = number_value(word)
    ordinal = word in ORDINALS or re.fullmatch(r"\d+(?:st|nd|rd|th)", word) is not None
    return value is not None and not ordinal and value >= 2 and value == int(value)


def one_for_several(answer: str, reference: str) -> list[tuple[str, str]]:
    """(the reference's count, the answer's) where one side counts several of a thing and the other says "a"
    or "an" of the same thing ("Two former Google engineers." / "A former Google engineer."), English only;
    not where the side with one adds another ("an engineer and a designer")."""
    found = []
    for many, one, swapped in ((reference, answer, False), (answer, reference, True)):
        singles = _heads(one, lambda w: w in ("a", "an"))
        one_words = {w.lower() for w in words(one)}
        if not singles or any(_several(w) for w in one_words):
            continue
        plurals = [(s, e, w) for s, e, w in _heads(many, _several) if _singulars(w)]
        for s, e, plural in plurals:
            if plural in one_words:
                continue
            for s1, e1, single in singles:
                after = {w.lower() for w in words(one[s1:])}
                if single in _singulars(plural) and not after & _MORE:
                    pair = (many[s:e], one[s1:e1])
                    found.append(pair[::-1] if swapped else pair)
                    break
    return found


#: a version number of three parts or more ("2.4.1", "v10.0.3"), which no other check reads
_VERSION = re.compile(r"(?<![\w.])v?(\d+(?:\.\d+){2,})(?![\w]|\.\d)", re.IGNORECASE)


def versions_differ(answer: str, reference: str) -> list[tuple[str, str]]:
    """(the reference's version, the answer's) where both name versions and share none ("2.4.1" / "2.1.4")."""
    # not a date ("12.03.2019"): no part of four digits
    a, r = (
        [v for v in _VERSION.findall(text) if all(len(p) < 4 for p in v.split("."))] for text in (answer, reference)
    )
    return [(r[0], a[0])] if a and r and not set(a) & set(r) else []


_DIGITS_JOINED = re.compile(r"\d[./-]\d")


def _same_date(a: set[tuple[int, int, int]], b: set[tuple[int, int, int]]) -> bool:
    """Whether two dates may be one: the same year and month, and the same day where both name one."""
    return any(ya == yb and ma == mb and (not da or not db or da == db) for ya, ma, da in a for yb, mb, db in b)


def _with_year(meanings: set[tuple[int, int, int]]) -> bool:
    """Whether a date states its year (one without it, "1 de julio", has the year 0)."""
    return min(y for y, _, _ in meanings) > 0


def dates_differ(answer: str, reference: str) -> list[tuple[str, str]]:
    """(the reference's date, the answer's) where a date of the reference is missing and the answer states
    another date with a year, or another without one, in its place ("04/2019" for "March 2019")."""
    ans, ref = dates(answer), dates(reference)
    found = []
    for meanings, start, end in ref:
        if any(_same_date(meanings, theirs) for theirs, _, _ in ans):
            continue
        others = [
            (s, e)
            for theirs, s, e in ans
            if _with_year(theirs) == _with_year(meanings) and not any(_same_date(theirs, m) for m, _, _ in ref)
        ]
        if others:
            found.append((reference[start:end], answer[others[0][0] : others[0][1]]))
    return found


def said_years_differ(answer: str, reference: str) -> list[tuple[str, str]]:
    """(the reference's year, the answer's) where the answer says a year in words or by its last digits
    (:func:`~answersim.metrics.blindspots.dates.said_years`) that is none of the reference's years in digits."""
    said = said_years(answer)
    years = years_in_digits(reference) if said else []
    if not years or any(same_year(y, year) for y, _, _ in said for year, _, _ in years):
        return []
    if {y for y, _, _ in said} & {y for y, _, _ in said_years(reference)}:
        return []  # both say it in words ("тысяча девятьсот десятого года"), whose first words read as 1900
    return [(reference[years[0][1] : years[0][2]], answer[said[0][1] : said[0][2]])]


def _without_sizes(found: list[tuple[float, str, str | None]], sizes: list[Magnitude]) -> list[Any]:
    """The numbers of ``found`` but the size words of counts said by their size ("hundred" of "several
    hundred")."""
    words_ = {m.word.lower() for m in sizes if m.worded}
    return [n for n in found if n[1].lower() not in words_]


def sizes_differ(
    ans_sizes: list[Magnitude], ref_sizes: list[Magnitude], ans: list[Any], ref: list[Any], short: bool = False
) -> tuple[str, str] | None:
    """(the reference's count, the answer's) where a count said by its size has another size on the other
    side ("several hundred" / "several thousand"), or where one with a number word ("several hundred") meets
    exact counts none of which is of its size ("forty"); "about four hundred" is of it; or, in ``short`` texts
    (where both counts are of one thing), a plural size meets one count below it ("Thousands." / "Fifty."). Or
    None."""
    if ans_sizes and ref_sizes:
        if any(a.low == r.low for a in ans_sizes for r in ref_sizes):
            return None
        return f"{ref_sizes[0].word} ({ref_sizes[0].low:g}+)", f"{ans_sizes[0].word} ({ans_sizes[0].low:g}+)"
    vague, exact = (ref_sizes, ans) if ref_sizes else (ans_sizes, ref)
    counts = [(v, s) for v, s, _ in exact if _kind(v, s) == "number"]
    worded = [m for m in vague if m.worded]
    # a plural size ("Tens of thousands of copies.") is open above, not below: one count under it is another one
    # ("Fifty copies.")
    below = [m for m in vague if short and not m.worded and len(counts) == 1 and counts[0][0] < m.low]
    if below:
        size, count = f"{below[0].word} ({below[0].low:g}+)", counts[0][1]
        return (size, count) if ref_sizes else (count, size)
    if not worded or not counts or any(m.holds(v) for m in worded for v, _ in counts):
        return None
    size, count = f"{worded[0].word} ({worded[0].low:g}+)", counts[0][1]
    return (size, count) if ref_sizes else (count, size)


def readings(value: float, span: str) -> set[float]:
    """The values a number may have: both readings of one point before three digits ("50.000" is 50 or 50,000:
    Spanish, German and French group thousands with a point); one comma there groups thousands ("700,000")."""
    other = other_reading(span) if "." in span else None
    if other is None:
        return {value}
    said = number_value(span)  # "2.100 millones": the other reading times the same multiplier
    return {value, other * (value / said) if said else other}


def _estimates(text: str) -> list[_Number]:
    """The counts ``text`` says as estimates ("about 20", "close to half a million"); no year ("about 1990")."""
    return [
        number
        for number, (_, start, end) in zip(numbers(text), number_spans(text), strict=True)
        if (ESTIMATE.search(text, 0, start) or OR_SO.match(text, end)) and _kind(*number[:2]) != "year"
    ]


def _rounds_to(value: float, estimate: float) -> bool:
    """Whether ``value`` rounded where ``estimate``'s digits end (its last non-zero one) is ``estimate``, and near
    it: "about half a million" for 480,000 and "about 20" for 18 state them; "about 4,900" does not state 4,800.
    An estimate in units states only a value with decimals ("just under five per cent" for 4.99 %, not for 4)."""
    if estimate != int(estimate):
        return False
    digits = f"{estimate:.0f}"
    place = 10 ** (len(digits) - len(digits.rstrip("0")))
    if place == 1 and value == int(value):
        return False
    return int(value / place + 0.5) * place == estimate and abs(value - estimate) <= ROUNDED_ESTIMATE * estimate


def _one_thing(a: str | None, b: str | None) -> bool:
    """Whether the words after two numbers may count one thing: either is none, or they open alike ("фунта" /
    "фунтов", a noun in two cases)."""
    return a is None or b is None or a[:4].lower() == b[:4].lower()


def _counted_times(counts: set[float]) -> str:
    return ", ".join(f"{c:g}×" for c in sorted(counts))


#: the words after a number that count pairs, as the number check reads them ("pairs" → "pair")
PAIRS = frozenset(["pair", "paar", "paare", "paire", "paires", "par", "pares", "пар", "пары"])


def _unit_named(unit: str | None) -> str | None:
    """The one name of a unit that a number counts: as the numbers read it, or a time unit in any language ("semana"
    and "week" are "week"; other measures in other languages are read as amounts), or None."""
    if not unit:
        return None
    if unit in UNIT_NAMES:
        return unit
    named = convertible_unit(unit)
    return named if named in TIME_UNITS else None


def check_numbers(answer: str, reference: str) -> Flag:
    """Flag a changed number, date or unit: a reference number (or month) missing while the answer states
    another one instead, or the same number with another unit. A number missing with nothing in its place
    ("within a month" for "30 days") and another value next to the right one ("1648 and 1651" for "1648")
    are recorded in the spans but do not fire."""
    ans, ref = numbers(answer), numbers(reference)
    # counts said by their size ("several hundred") are compared by their size, not by their size word
    ans_sizes, ref_sizes = magnitudes(answer), magnitudes(reference)
    ans, ref = _without_sizes(ans, ans_sizes), _without_sizes(ref, ref_sizes)
    short = max(len(words(answer)), len(words(reference))) <= SHORT_REFERENCE
    sizes = sizes_differ(ans_sizes, ref_sizes, ans, ref, short)
    ans_values = {r for v, s, _ in ans for r in readings(v, s)}
    ref_values = {r for v, s, _ in ref for r in readings(v, s)}
    # a year, decade or century inside a decade or century the reference names ("1994" for "the 1990s", "the
    # 1800s" for "the 19th century") states it; one outside it ("the 1900s") is another value
    periods = [(v, p) for v, _, u in ref if (p := _period(v, u))]
    ans_spans = [(a, _period(a, u) or (a, a)) for a, s, u in ans if _period(a, u) or _kind(a, s) == "year"]
    inside = {a for a, (low, high) in ans_spans if any(p[0] - 1 <= low and high <= p[1] + 1 for _, p in periods)}
    stated = {v for v, p in periods if any(p[0] - 1 <= low and high <= p[1] + 1 for _, (low, high) in ans_spans)}
    ans_values |= stated
    ref_values |= inside
    other_period = len(stated) < len(periods) and any(a not in inside for a, _ in ans_spans)
    # an estimated year inside a decade or century the answer names ("Around AD 250" / "the middle of the third
    # century", "about 1995" / "the mid-1990s") is stated by it
    for year in {float(year) for year, _, _ in estimated_years(reference)}:
        holding = {v for v, _, u in ans if (p := _period(v, u)) and p[0] <= year <= p[1]}
        if holding:
            ans_values.add(year)
            ref_values |= holding
    # an estimate states a count that rounds to it, either way ("close to half a million" / "roughly 480,000")
    # of one thing, where both name it ("about 30 pounds" does not state "31 percent")
    for estimates, values, counts, other in (
        (_estimates(answer), ans_values, ref, ref_values),
        (_estimates(reference), ref_values, ans, ans_values),
    ):
        for estimate, _, thing in estimates:
            rounded = {v for v, _, u in counts if _rounds_to(v, estimate) and _one_thing(u, thing)}
            values |= rounded
            other |= {estimate} if rounded else set()
    # a share of a count states the count it makes ("Half of the 600." / "300.")
    ans_shares, ref_shares = shares_of_counts(answer), shares_of_counts(reference)
    ans_values |= {count for count, *_ in ans_shares}
    ref_values |= {count for count, *_ in ref_shares}
    # a count of pairs states twice as many ("seven pairs" for "fourteen", "семь пар" for "четырнадцать")
    ans_values |= {2 * v for v, _, u in ans if u in PAIRS}
    ref_values |= {2 * v for v, _, u in ref if u in PAIRS}
    missing_found = [(v, s, u) for v, s, u in ref if not readings(v, s) & ans_values]
    extra_found = [(v, s, u) for v, s, u in ans if not readings(v, s) & ref_values]
    missing, extra = [s for _, s, _ in missing_found], [s for _, s, _ in extra_found]
    # units by one name in any language ("semanas" and "weeks" are weeks)
    ans_units = {(v, n) for v, _, u in ans if (n := _unit_named(u))}
    unit_diff = [
        f"{s} {u}"
        for v, s, u in ref
        if (n := _unit_named(u)) and (v, n) not in ans_units and any(av == v for av, _ in ans_units)
    ]
    # a changed value: one number stated in place of another of the same kind (a year for a year)
    changed_value = any(
        _kind(*m[:2]) == _kind(*e[:2]) or _counts_one_thing(reference, m, answer, e)
        for m in missing_found
        for e in extra_found
    )
    changed_value = changed_value or other_period or bool(sizes)
    # a part of a count that the other side states whole ("Two of the six." / "All six."): another count
    parted = _part_of_stated(answer, reference, ref_values, ans_values) or _part_of_stated(
        reference, answer, ans_values, ref_values
    )
    changed_value = changed_value or bool(parted)
    whole_only = _share_or_whole(answer, reference, ans_shares, ref_shares)
    if whole_only and not changed_value:
        changed_value, missing, extra = True, [whole_only[0]], [whole_only[1]]
    if sizes and not (missing and extra):
        missing, extra = [sizes[0]], [sizes[1]]
    # an alternative: another number of the kind of one the answer states ("in 1648 and 1651"); not a flag
    kinds_stated = {_kind(v, s) for v, s, _ in ref if v in ans_values}
    alternatives = [s for v, s, _ in extra_found if _kind(v, s) in kinds_stated]
    ans_months, ref_months = months(answer), months(reference)
    ans_days, ref_days = weekdays(answer), weekdays(reference)
    day_missing = [s for v, s in ref_days if v not in {d for d, _ in ans_days}]
    day_extra = [s for v, s in ans_days if v not in {d for d, _ in ref_days}]
    month_missing = [s for v, s in ref_months if v not in {m for m, _ in ans_months}]
    month_extra = [s for v, s in ans_months if v not in {m for m, _ in ref_months}]
    # a date needs a month or digits joined by a separator on each side ("March 2019", "04/2019", "2019-03-14")
    dated = (ans_months or _DIGITS_JOINED.search(answer)) and (ref_months or _DIGITS_JOINED.search(reference))
    other_dates = dates_differ(answer, reference) if dated and not (month_missing and month_extra) else []
    other_dates += said_years_differ(answer, reference) + vague_when(answer, reference)
    other_dates += range_cut(answer, reference)  # "April to October." / "April."
    other_dates += [(r, a) for a, r in said_years_differ(reference, answer)]  # "1911" for a year in words
    season_missing, season_extra = seasons_differ(answer, reference)
    dates_changed = (
        bool(month_missing and month_extra)
        or bool(day_missing and day_extra)
        or bool(other_dates)
        or bool(season_extra)
    )
    ans_rates, ref_rates = rates(answer), rates(reference)
    # "once a day" / "once a week": both state a rate, counted per different times; or per the same time, as
    # often as neither says ("twice a day" / "three times a day")
    same_base = {b for b, _ in ans_rates} & {b for b, _ in ref_rates}
    rate_changed = bool(ans_rates and ref_rates) and not same_base
    ans_often, ref_often = (how_often(answer), how_often(reference)) if same_base else (set(), set())
    often_changed = bool(ans_often and ref_often) and not ans_often & ref_often
    amounts = amounts_differ(answer, reference) + signs_differ(answer, reference) + one_for_several(answer, reference)
    amounts += vague_counts(answer, reference) + bare_spans_differ(answer, reference)
    amounts += factors_differ(answer, reference)  # "doubled" / "by 200%"
    amounts += frequencies_differ(answer, reference)  # "twice a week" / "every two weeks"
    clock = times_differ(answer, reference)
    versions = versions_differ(answer, reference)
    flagged = (
        changed_value
        or dates_changed
        or bool(unit_diff)
        or rate_changed
        or often_changed
        or bool(amounts)
        or clock
        or bool(versions)
    )
    parts = []
    if changed_value:
        parts.append(f"numbers differ: {', '.join(missing)} → {', '.join(extra)}")
    if month_missing and month_extra:
        parts.append(f"dates differ: {', '.join(month_missing)} → {', '.join(month_extra)}")
    if other_dates:
        parts.append(f"dates differ: {', '.join(f'{r} → {a}' for r, a in other_dates)}")
    if day_missing and day_extra:
        parts.append(f"days differ: {', '.join(day_missing)} → {', '.join(day_extra)}")
    if season_extra:
        parts.append(f"seasons differ: {', '.join(season_missing)} → {', '.join(season_extra)}")
    if unit_diff:
        parts.append(f"unit differs for {', '.join(unit_diff)}")
    if clock and not changed_value:
        parts.append("times of day differ")
    if amounts:
        parts.append(f"amounts differ: {', '.join(f'{r} → {a}' for r, a in amounts)}")
    if versions:
        parts.append(f"versions differ: {', '.join(f'{r} → {a}' for r, a in versions)}")
    if rate_changed:
        parts.append(f"rates differ: {', '.join(s for _, s in ref_rates)} → {', '.join(s for _, s in ans_rates)}")
    if often_changed and not changed_value:
        per = ", ".join(sorted(same_base))
        parts.append(f"how often differs: {_counted_times(ref_often)} → {_counted_times(ans_often)} per {per}")
    spans = {
        "missing": missing,
        "extra": extra,
        "unit_differs": unit_diff,
        "alternatives": alternatives,
        "months_missing": month_missing,
        "months_extra": month_extra,
        "weekdays_missing": day_missing,
        "weekdays_extra": day_extra,
        "rates": [s for _, s in ref_rates] if rate_changed else [],
        "amounts": [f"{r} → {a}" for r, a in amounts],
    }
    return Flag("numbers", flagged, "; ".join(parts), spans)
