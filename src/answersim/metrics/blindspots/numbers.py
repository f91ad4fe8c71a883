"""The ``numbers`` check: a number, date, weekday or unit of the reference stated differently in the answer
("30 days" → "13 days"; "two years" = "24 months" is the same), in words or digits, five languages. The
numbers themselves are read by :mod:`.numerals`."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from itertools import pairwise, product
from typing import Any

from answersim.metrics.blindspots.dates import dates, estimated_years, said_years, same_year, years_in_digits
from answersim.metrics.blindspots.frequencies import frequencies_differ
from answersim.metrics.blindspots.growth import factors_differ
from answersim.metrics.blindspots.magnitudes import Magnitude, magnitudes
from answersim.metrics.blindspots.numerals import ORDINALS, UNIT_NAMES, known_unit, number_spans, number_value, numbers
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
from answersim.metrics.blindspots.units import UNITS
from answersim.metrics.blindspots.words import WORD, Flag, words
from answersim.metrics.lexicon import COUNT_WORDS, CURRENCIES, FUNCTION_WORDS


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
    """Whether the amount at ``start:end`` is the time of a rate: "a year" in "25 days a year", "twice a day"."""
    if not re.match(r"(?:a|an)\s", text[start:end], re.IGNORECASE):
        return False
    before = words(text[:start])[-1:]
    return bool(before) and (
        before[0].lower() in COUNT_WORDS or number_value(before[0]) is not None or known_unit(before[0]) is not None
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
_EACH_BEFORE = re.compile(r"(?<!\w)(?:every|each|any|not)\s+$", re.IGNORECASE)


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


#: counts that name no number ("several kilometres", "a few days", "mehrere Stunden", "quelques jours")
_VAGUE_COUNTS = frozenset(
    ["several", "few", "many", "mehrere", "einige", "wenige", "viele", "plusieurs", "quelques", "varios", "varias",
     "algunos", "algunas", "muchos", "muchas"]
)  # fmt: skip


#: a span of time said without a number ("a while", "ages", "eine Weile", "un rato", "долго")
_VAGUE_SPAN = re.compile(
    r"(?<!\w)(?:a (?:little |short |good |fair )?while|a long while|quite a while|ages|some time"
    r"|a (?:\w+ly )?long time|not long"
    r"|(?:very|quite|fairly|really|pretty|rather) (?:old|young|long)"
    r"|(?:longer|shorter) than (?:planned|expected|usual|hoped|forecast|scheduled)"
    r"|eine weile|eine ganze weile|"
    r"lange|longtemps|un moment|un bon moment|un rato|un buen rato|mucho tiempo|долго|недолго|какое-то время)(?!\w)",
    re.IGNORECASE,
)
#: a distance said without a number ("not far", "a long way", "miles away", "not very deep")
_VAGUE_DISTANCE = re.compile(
    r"(?<!\w)(?:not (?:too |very |that |so )?far|a long way|quite a way|miles away|a fair distance|nearby"
    r"|close by|(?:not )?(?:too|very|that|so|quite|fairly|really|pretty|rather) (?:long|deep|tall|high|wide|short"
    r"|shallow|narrow|low))(?!\w)",
    re.IGNORECASE,
)
#: a price said without a number ("Too much, frankly.", "Quite cheap.", "A small fortune.")
_VAGUE_PRICE = re.compile(
    r"(?<!\w)(?:too much|too little|not much|not a lot|a (?:small )?fortune|peanuts|(?:(?:very|quite|fairly|pretty"
    r"|rather|too|not) )?(?:cheap|expensive|pricey|dear|costly|affordable|reasonable))(?!\w)",
    re.IGNORECASE,
)
#: the units of money, by the names that amounts of money carry
_MONEY = frozenset(CURRENCIES) | {"sterling"}
#: the units of length such a distance stands in for
_LENGTH_UNITS = frozenset(["metre", "kilometre", "mile", "foot", "yard", "centimetre", "millimetre", "inch"])
#: a plural size said alone or after French "des" ("Thousands", "des milliers"; see magnitudes)
_BARE_SIZE = re.compile(r"(?:des\s+)?[^\W\d_]+", re.IGNORECASE)
#: a plenty (or a handful) said in place of a count ("Loads of them.", "Lots.", "Jede Menge.", "Des tas.",
#: "Montones.", "Куча.", "A handful of votes.")
_PLENTY = re.compile(
    r"(?<!\w)(?:loads|lots|a lot|a great deal|heaps|masses|tons|plenty|countless|umpteen|a handful"
    r"|a fair (?:amount|bit|few)|quite a (?:bit|few)|a good deal|a decent amount"
    r"|jede menge|massenhaft"
    r"|unzählige|des tas"
    r"|plein|énormément|un montón|montones|muchísim[oa]s|куча|масса|уйма|тьма)(?!\w)",
    re.IGNORECASE,
)
#: an order of magnitude after a vague count ("a few hundred", "several thousand", "quelques centaines")
_VAGUE_SIZE = re.compile(
    r"(?:a\s+few|several|some|a\s+couple\s+of|mehrere|einige|ein\s+paar|quelques|plusieurs|unos|unas|varios|varias"
    r"|algunos|algunas|несколько)\s+[^\W\d_]+",
    re.IGNORECASE,
)
_TIME_UNITS = frozenset(["second", "minute", "hour", "day", "week", "fortnight", "month", "year", "decade", "century"])
#: the most words of a reference whose amount is its point (a longer one says more than how much)
_SHORT_REFERENCE = 6
#: a reference that says a time of day in words may be longer ("At a quarter to eight in the evening.")
_SHORT_TIME_REFERENCE = 9


def _same_measure(unit: str | None, other: str) -> bool:
    """Whether the convertible ``unit`` is ``other`` or of its measure ("centuries" for years: "Centuries old." /
    "350 years.")."""
    other = convertible_unit(other) or other
    return unit is not None and (unit == other or (other in UNITS and UNITS[unit][1] == UNITS[other][1]))


def vague_counts(answer: str, reference: str) -> list[tuple[str, str]]:
    """(the reference's amount, the answer's) where a short reference (the amount is its point) gives a number of
    a unit that the answer counts with a word that names none ("Nine kilometres." / "Several kilometres at
    least."), and the answer gives no number of it; or a number of a time unit that the answer says is a span with
    no number ("Eleven days." / "A while."), or a number that it says only by an order of magnitude in the plural
    ("£1.3 billion." / "Billions, probably.")."""
    if len(words(reference)) > _SHORT_REFERENCE:
        return []
    toks = words(answer)
    said = numbers(answer)
    units, values = {u for _, _, u in said}, {v for v, _, _ in said}  # "Several days, five in all." states it
    found = []
    # an order of magnitude alone, in the plural, in place of a number of it or more ("£1.3 billion." / "Billions,
    # probably."); "tens of thousands", "hundreds of thousands" and a reference that says a size ("several hundred")
    # are sizes, compared by sizes_differ
    sizes, ref_sizes = magnitudes(answer), magnitudes(reference)
    bare = [m for m in sizes if not said and _BARE_SIZE.fullmatch(answer[m.start : m.end])]
    # or with a vague count before it, and no number beside it ("€400." / "A few hundred euros, roughly.")
    spans = number_spans(answer)
    bare += [
        m
        for m in sizes
        if _VAGUE_SIZE.fullmatch(answer[m.start : m.end]) and all(m.start <= s and e <= m.end for _, s, e in spans)
    ]
    if bare and not ref_sizes:
        stated = [s for v, s, _ in numbers(reference) if v >= bare[0].low]
        if stated:
            return [(stated[0], answer[bare[0].start : bare[0].end])]
    # a plenty in place of a count ("2 million." / "Loads of them.")
    plenty = _PLENTY.search(answer) if not said else None
    stated = [s for _, s, u in numbers(reference) if u not in UNIT_NAMES]
    if plenty and stated and not ref_sizes:
        return [(stated[0], plenty.group())]
    # a price said by no number at all ("£165." / "Too much, frankly.")
    price = _VAGUE_PRICE.search(answer) if not said else None
    priced = [reference[q.start : q.end] for q in quantities(reference) if q.unit in _MONEY] if price else []
    if price and priced:
        return [(priced[0], price.group())]
    for value, span, unit in numbers(reference):
        if (unit not in UNIT_NAMES and convertible_unit(unit or "") is None) or unit in units or value in values:
            continue
        # the unit alone, in the plural ("4.1 miles." / "Miles long.", "Tonnes and tonnes.")
        bare_unit = (
            next((t for t in toks if t.lower().endswith("s") and _same_measure(convertible_unit(t), unit)), None)
            if not said
            else None
        )
        if bare_unit:
            found.append((f"{span} {unit}", bare_unit))
            continue
        # a span of time or a distance said by no number at all ("Eleven days." / "A while, I believe.", "Ten
        # kilometres." / "Not too far, I think.")
        vague = _VAGUE_SPAN.search(answer) if unit in _TIME_UNITS and not said else None
        vague = vague or (_VAGUE_DISTANCE.search(answer) if unit in _LENGTH_UNITS and not said else None)
        if vague:
            found.append((f"{span} {unit}", vague.group()))
            continue
        for vague, noun in pairwise(toks):
            if vague.lower() in _VAGUE_COUNTS and known_unit(noun) == unit:
                found.append((f"{span} {unit}", f"{vague} {noun}"))
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


#: time units in the plural, which said with no number are a span of that order ("It took days.", "Es dauerte
#: Stunden.", "Pendant des semaines.", "Durante meses.", "Много лет.")
_PLURAL_TIME_UNITS = {
    **dict.fromkeys(["seconds", "sekunden", "secondes", "segundos", "секунд", "секунды"], "second"),
    **dict.fromkeys(["minutes", "minuten", "minutos", "минут", "минуты"], "minute"),
    **dict.fromkeys(["hours", "stunden", "heures", "horas", "часов", "часы", "часами"], "hour"),
    **dict.fromkeys(["days", "tage", "tagen", "jours", "días", "дней", "дни", "днями"], "day"),
    **dict.fromkeys(["weeks", "wochen", "semaines", "semanas", "недель", "недели", "неделями"], "week"),
    **dict.fromkeys(["months", "monate", "monaten", "meses", "месяцев", "месяцы", "месяцами"], "month"),
    **dict.fromkeys(["years", "jahre", "jahren", "années", "años", "лет", "годы", "годами"], "year"),
    **dict.fromkeys(["decades", "jahrzehnte", "jahrzehnten", "décennies", "décadas", "десятилетия"], "decade"),
}


def bare_spans_differ(answer: str, reference: str) -> list[tuple[str, str]]:
    """(the reference's unit, the answer's) where two short texts, with no number, each give a span only by one
    time unit in the plural, and the units differ ("It took days." / "It took minutes."); or where one of them does
    so and the other states less than one of that unit ("It lasted for decades." / "… within a month.")."""
    if max(len(words(answer)), len(words(reference))) > _SHORT_REFERENCE:
        return []
    said = [
        {w: unit for w in words(text) if (unit := _PLURAL_TIME_UNITS.get(w.lower()))} for text in (answer, reference)
    ]
    a, r = said
    counted = {text: bool(numbers(text)) for text in (answer, reference)}
    one_each = len(set(a.values())) == 1 and len(set(r.values())) == 1 and set(a.values()) != set(r.values())
    if one_each and not (counted[answer] or counted[reference]):
        return [(next(iter(r)), next(iter(a)))]
    # or one side's span in the plural is many of a unit the other side's amount is less than one of ("It lasted
    # for decades." / "It was lifted within a month.")
    for plural, other, text, other_text in ((a, r, answer, reference), (r, a, reference, answer)):
        if len(set(plural.values())) != 1 or counted[text] or (other and not counted[other_text]):
            continue
        unit = next(iter(plural.values()))
        for q in quantities(other_text):
            less = convert(q.value, q.unit, unit) if q.measure == "time" else None
            if less is not None and less < 1:
                said_other = other_text[q.start : q.end]
                return [(said_other, next(iter(plural)))] if plural is a else [(next(iter(plural)), said_other)]
    return []


#: a time said without a date ("recently", "a while ago", "kürzlich", "récemment", "hace poco", "недавно")
_VAGUE_WHEN = re.compile(
    r"(?<!\w)(?:recently|not long ago|(?:a while|some time|ages|years|a long time) (?:ago|back)|years and years"
    r"|for (?:years|ages|decades)|(?:for )?the foreseeable future|indefinitely"
    r"|(?:early|late) last year|(?:earlier|later) this year|(?:early|late|earlier|later) in the year"
    r"|in due course|sooner or later"
    r"|when it(?:'s| is) (?:done|finished|ready)|some time in|at some point"
    # a century in place of a year ("Some time in the last century." for "In 1998.")
    r"|(?:in )?the (?:last|previous|past) century|im letzten jahrhundert|au siècle dernier|(?:en )?el siglo pasado"
    r"|в прошлом веке"
    r"|(?:a few|some|several|a couple of) (?:days|weeks|months|years|decades) (?:ago|back)|lately|sometime|"
    r"irgendwann|vor (?:ein paar|einigen|mehreren) (?:tagen|wochen|monaten|jahren|jahrzehnten)|il y a quelques"
    r" (?:jours|semaines|mois|années|ans|décennies)|hace (?:unos|algunos|varios|unas|algunas|varias) (?:días|meses"
    r"|años|décadas)|несколько (?:дней|недель|месяцев|лет|десятилетий) назад|"
    r"à un moment|en algún momento|когда-то|"
    r"kürzlich|vor kurzem|neulich|unlängst|récemment|il y a peu|dernièrement|recientemente|hace poco|недавно)(?!\w)",
    re.IGNORECASE,
)


#: a decade said without its century ("the late eighties", "the 80s"), in place of a year
_DECADE_ONLY = re.compile(
    r"(?<!\w)(?:(?:early|mid|late)[\s-]+)?(?:\d0s|\d0's|twenties|thirties|forties|fifties|sixties|seventies|eighties"
    r"|nineties)(?!\w)",
    re.IGNORECASE,
)


#: a season in place of a date ("Some time in the spring." for "On the 14th of March.")
_SEASON = re.compile(
    r"(?<!\w)(?:(?:in|during)\s+(?:the\s+)?(?:spring|summer|autumn|fall|winter)"
    r"|(?:early|late|mid)[\s-]+(?:spring|summer|autumn|fall|winter)|im\s+(?:frühling|frühjahr|sommer|herbst"
    r"|winter)|au\s+printemps|en\s+(?:été|automne|hiver)|(?:en|durante)\s+(?:la\s+|el\s+)?(?:primavera|verano|otoño"
    r"|invierno)|весной|летом|осенью|зимой)(?!\w)",
    re.IGNORECASE,
)


def _season_only(answer: str, reference: str) -> re.Match[str] | None:
    """The answer's season where the reference names none (the answer says when only by the season)."""
    season = _SEASON.search(answer)
    return season if season and not _SEASON.search(reference) else None


#: a part of the day said without its hour ("late in the evening", "abends", "dans la soirée", "por la noche")
_PART_OF_DAY = re.compile(
    r"(?<!\w)(?:morning|afternoon|evening|night|morgens|vormittags|nachmittags|abends|nachts|matin|après-midi|soir|"
    r"soirée|nuit|mañana|tarde|noche|утром|днём|вечером|ночью|(?:small|wee|early) hours|madrugada|petit matin"
    r"|morgengrauen"
    # or only later or earlier than some other time ("Until 20:00." / "Later than usual.")
    r"|(?:later|earlier) than (?:usual|normal|before)|später als (?:sonst|üblich)|plus tard que d'habitude"
    r"|más tarde de lo habitual|позже обычного|раньше обычного)(?!\w)",
    re.IGNORECASE,
)


#: a span that a date falls somewhere in ("some time in 2024", "at some point during the war")
_SOME_TIME_IN = re.compile(r"(?<!\w)(?:some ?time|at some point|at one point)\s+(?:in|during)(?!\w)", re.IGNORECASE)


def vague_when(answer: str, reference: str) -> list[tuple[str, str]]:
    """(the reference's date or time of day, the answer's words) where a short reference names a month, a weekday
    or a year and the answer says when only vaguely ("In February." / "Fairly recently, I think."), or gives a time
    of day and the answer only a part of the day ("At 11 p.m." / "Late in the evening, I believe."); either with
    no number in the answer."""
    length = len(words(reference))
    decade = _DECADE_ONLY.search(answer) if length <= _SHORT_REFERENCE else None
    if decade and not years_in_digits(answer):  # "In the late eighties." / "1989.": the decade, not the year
        years = [reference[start:end] for y, start, end in years_in_digits(reference) + said_years(reference)]
        if years and not re.search(rf"{years[0][:3]}\ds", reference):
            return [(years[0], decade.group())]
    # a year said as a span for a date in it ("On 3 September 2024." / "Some time in 2024.")
    within = _SOME_TIME_IN.search(answer) if length <= _SHORT_REFERENCE else None
    ref_months = months(reference)
    if within and ref_months and not (months(answer) or weekdays(answer)):
        return [(ref_months[0][1], within.group())]
    if length > _SHORT_TIME_REFERENCE or numbers(answer):
        return []
    found = []
    vague = _VAGUE_WHEN.search(answer) or _season_only(answer, reference)
    if vague and length <= _SHORT_REFERENCE and not (months(answer) or weekdays(answer)):
        years = [str(y) for y, _, end in years_in_digits(reference) if reference[end : end + 1] not in ("s", "'")]
        years += [reference[start:end] for y, start, end in said_years(reference) if y >= 1000]  # in words
        when = [s for _, s in months(reference) + weekdays(reference)] + years  # a year, not a decade ("the 1990s")
        # or a minute, hour or day counted ("In the 63rd minute." / "Sometime in the second half.")
        when += [f"{s} {u}" for _, s, u in numbers(reference) if u in _TIME_UNITS]
        found += [(when[0], vague.group())] if when else []
    part = _PART_OF_DAY.search(answer)
    times = clock_times(reference) if part and not clock_times(answer) else []
    return found + ([(reference[times[0][1] : times[0][2]], part.group())] if times else [])


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
    return named if named in _TIME_UNITS else None


def check_numbers(answer: str, reference: str) -> Flag:
    """Flag a changed number, date or unit: a reference number (or month) missing while the answer states
    another one instead, or the same number with another unit. A number missing with nothing in its place
    ("within a month" for "30 days") and another value next to the right one ("1648 and 1651" for "1648")
    are recorded in the spans but do not fire."""
    ans, ref = numbers(answer), numbers(reference)
    # counts said by their size ("several hundred") are compared by their size, not by their size word
    ans_sizes, ref_sizes = magnitudes(answer), magnitudes(reference)
    ans, ref = _without_sizes(ans, ans_sizes), _without_sizes(ref, ref_sizes)
    short = max(len(words(answer)), len(words(reference))) <= _SHORT_REFERENCE
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
