"""Amounts, spans, prices, distances and times said without a number, in place of one the reference gives
("Nine kilometres." / "Several kilometres at least.", "Eleven days." / "A while.", "£165." / "Too much, frankly.",
"In February." / "Fairly recently, I think."). Read by the ``numbers`` check."""

from __future__ import annotations

import re
from itertools import pairwise

from answersim.metrics.blindspots.dates import said_years, years_in_digits
from answersim.metrics.blindspots.magnitudes import magnitudes
from answersim.metrics.blindspots.numerals import UNIT_NAMES, known_unit, number_spans, numbers
from answersim.metrics.blindspots.quantities import (
    convert,
    convertible_unit,
    quantities,
)
from answersim.metrics.blindspots.times import (
    clock_times,
    months,
    weekdays,
)
from answersim.metrics.blindspots.units import UNITS
from answersim.metrics.blindspots.words import words
from answersim.metrics.lexicon import CURRENCIES

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
    r"(?<!\w)(?:too much|too little|not much|not a lot|a (?:small )?fortune|peanuts|a lot of money"
    r"|(?:(?:very|quite|fairly|pretty|rather|too|not) )?(?:cheap|expensive|pricey|dear|costly|affordable|reasonable))"
    r"(?!\w)",
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
#: the units of time, whose counts a span said without a number stands in for ("Eleven days." / "A while.")
TIME_UNITS = frozenset(["second", "minute", "hour", "day", "week", "fortnight", "month", "year", "decade", "century"])
#: the most words of a reference whose amount is its point (a longer one says more than how much)
SHORT_REFERENCE = 6
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
    if len(words(reference)) > SHORT_REFERENCE:
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
        vague = _VAGUE_SPAN.search(answer) if unit in TIME_UNITS and not said else None
        vague = vague or (_VAGUE_DISTANCE.search(answer) if unit in _LENGTH_UNITS and not said else None)
        if vague:
            found.append((f"{span} {unit}", vague.group()))
            continue
        for vague, noun in pairwise(toks):
            if vague.lower() in _VAGUE_COUNTS and known_unit(noun) == unit:
                found.append((f"{span} {unit}", f"{vague} {noun}"))
                break
    return found


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
    if max(len(words(answer)), len(words(reference))) > SHORT_REFERENCE:
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
    r"|in due course|sooner or later|back in the day|way back(?: when)?|in the old days|once upon a time"
    r"|when it(?:'s| is) (?:done|finished|ready)|some time in|at some point"
    # a century in place of a year ("Some time in the last century." for "In 1998.")
    r"|(?:in )?the (?:last|previous|past) century|im letzten jahrhundert|au siècle dernier|(?:en )?el siglo pasado"
    r"|в прошлом веке"
    r"|(?:a few|some|several|a couple of) (?:days|weeks|months|years|decades) (?:ago|back)|lately|sometime|"
    r"(?:decades|centuries|generations) (?:ago|back)|"
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
    decade = _DECADE_ONLY.search(answer) if length <= SHORT_REFERENCE else None
    if decade and not years_in_digits(answer):  # "In the late eighties." / "1989.": the decade, not the year
        years = [reference[start:end] for y, start, end in years_in_digits(reference) + said_years(reference)]
        if years and not re.search(rf"{years[0][:3]}\ds", reference):
            return [(years[0], decade.group())]
    # a year said as a span for a date in it ("On 3 September 2024." / "Some time in 2024.")
    within = _SOME_TIME_IN.search(answer) if length <= SHORT_REFERENCE else None
    ref_months = months(reference)
    if within and ref_months and not (months(answer) or weekdays(answer)):
        return [(ref_months[0][1], within.group())]
    if length > _SHORT_TIME_REFERENCE or numbers(answer):
        return []
    found = []
    vague = _VAGUE_WHEN.search(answer) or _season_only(answer, reference)
    if vague and length <= SHORT_REFERENCE and not (months(answer) or weekdays(answer)):
        years = [str(y) for y, _, end in years_in_digits(reference) if reference[end : end + 1] not in ("s", "'")]
        years += [reference[start:end] for y, start, end in said_years(reference) if y >= 1000]  # in words
        when = [s for _, s in months(reference) + weekdays(reference)] + years  # a year, not a decade ("the 1990s")
        # or a minute, hour or day counted ("In the 63rd minute." / "Sometime in the second half.")
        when += [f"{s} {u}" for _, s, u in numbers(reference) if u in TIME_UNITS]
        found += [(when[0], vague.group())] if when else []
    part = _PART_OF_DAY.search(answer)
    times = clock_times(reference) if part and not clock_times(answer) else []
    return found + ([(reference[times[0][1] : times[0][2]], part.group())] if times else [])
