"""Quantities in any unit or spelling: "24 months", "212 °F", "a month", "an hour and a half", "$25",
"twenty-five dollars", "50 %", "half"; and whether two of them are the same amount.

Units convert with ``pint``; a value matches when, converted, it rounds to the value stated on the other side
at that side's precision and lies within 2 % of it (a month is 28–31 days, so "a month" equals "30 days" but
not "4 weeks"). Currencies never convert into each other.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any

from answersim.metrics.blindspots.numerals import (
    ATTACHED_MULTIPLIERS,
    GROUPED_THOUSANDS,
    SPACED_THOUSANDS,
    VULGAR,
    number_spans,
    number_value,
    numbers,
    unit_name,
)
from answersim.metrics.blindspots.spelled import multiplier
from answersim.metrics.blindspots.units import ALIASES, CURRENCIES, SCALE, UNITS
from answersim.metrics.lexicon import FUNCTION_WORDS

#: "a month", "an hour", "one year": the article as the number 1 (only before a unit)
_ONE = frozenset(["a", "an", "one", "ein", "eine", "einen", "einem", "un", "une", "uno", "una", "один", "одна", "одну"])
#: Russian, which has no article, says one unit of time by its bare singular after "за" or "через" ("за час до
#: спектакля" = an hour before it, "через неделю" = in a week)
_RUSSIAN_BARE = frozenset(["за", "через"])
_RUSSIAN_ONE_UNITS = frozenset(["секунду", "минуту", "час", "день", "неделю", "месяц", "год", "век"])
#: digits, with thousands grouped by commas ("1,200") or a decimal point or comma ("2.5", "2,5")
_NUMBER = rf"\d{{1,3}}(?:,\d{{3}})+(?:\.\d+)?|\d{{1,3}}(?:\.\d{{3}}){{2,}}|\d+(?:[.,]\d+)?[{VULGAR}]?"
#: "per hour" and "per second" in five languages, after a unit of length ("130 kilomètres par heure" = 130 km/h,
#: "10 metres per second" = 36 km/h)
_PER_HOUR = ("per hour", "an hour", "par heure", "à l'heure", "pro stunde", "por hora", "в час")
_PER_SECOND = ("per second", "a second", "par seconde", "pro sekunde", "por segundo", "в секунду")
#: ("a second" only where nothing follows it: "5 km a second time" is no speed)
_PER_TIME_WORDS = "|".join(
    p.replace(" ", r"\s+") + (r"(?!\s+[^\W\d_])" if p == "a second" else "") for p in (*_PER_HOUR, *_PER_SECOND)
)
#: "degrees" before a scale, in five languages ("degrees Celsius", "Grad Celsius", "градусов Цельсия"), or alone
#: ("пять градусов": see :func:`quantities`)
_DEGREE_WORDS = r"degrees?|degrés?|grados?|grad|градус(?:а|ов)?"
_DEGREE = re.compile(_DEGREE_WORDS)
#: a power said after its unit ("mètres cubes", "metros cuadrados"), read as "cubic" or "square" before it
_POWERS_AFTER = {"cube": "cubic", "cubes": "cubic", "cúbico": "cubic", "cúbicos": "cubic", "carré": "square",
                 "carrés": "square", "cuadrado": "square", "cuadrados": "square"}  # fmt: skip
_POWER_AFTER = "|".join(_POWERS_AFTER)
#: a number (digits with a sign, or a word) and the unit after it: "30 days", "2.5 km", "212 °F", "two-week",
#: "a month"; the unit is read in a lookahead, so a unit word may also start the next match
_QUANTITY = re.compile(
    rf"(?<![\w.,])(?P<number>[-−]?(?:{_NUMBER})|[^\W\d_]+)(?=(?:\s*-\s*|\s*°\s*|\s+|(?<=\d)(?=[^\W\d_]))"
    r"(?P<of>d['’]|de\s+)?"  # "deux millions d'euros", "dos millones de euros": after a multiplier only
    rf"(?P<unit>(?:(?:{_DEGREE_WORDS})\s+(?:по\s+)?|(?:square|cubic|nautical)\s+)?[^\W\d_]+"
    rf"(?:/(?:h|ч|час|s|с)\b|\s+(?:{_PER_TIME_WORDS})\b|\s+(?:{_POWER_AFTER})\b)?))",
    re.IGNORECASE,
)
_SHARE_AFTER_AND = r"a\s+half|a\s+quarter|three[\s-]+quarters|a\s+third|two[\s-]+thirds"
_HALF = re.compile(
    rf"\b(?:half\s+(?:an?\s+)?(?P<unit>(?:(?:square|cubic)\s+)?[^\W\d_]+)|(?P<number>\w+)\s+(?:(?P<unit_a>[^\W\d_]+)\s+and\s+"
    rf"(?P<share_a>{_SHARE_AFTER_AND})|and\s+(?P<share_b>{_SHARE_AFTER_AND})\s+"
    rf"(?P<unit_b>[^\W\d_]+(?:\s+(?:{_PER_TIME_WORDS}))?)))\b",  # "twelve and a half miles per hour"
    re.IGNORECASE,
)
#: half a unit in German, French, Spanish and Russian: "eine halbe Stunde", "une demi-heure", "media hora",
#: "полгода" ("пол" fused with the unit in the genitive)
_HALF_OTHER = re.compile(
    r"(?<![^\W\d_])(?:(?:ein(?:e|en|em)?\s+)?halb(?:e|en|es|er)?\s+(?P<de>[^\W\d_]+)"
    rf"|(?:une?\s+)?demi-(?P<fr>[^\W\d_]+(?:\s+(?:{_POWER_AFTER}))?)"
    rf"|(?:una?\s+)?medi[oa]\s+(?P<es>[^\W\d_]+(?:\s+(?:{_POWER_AFTER}))?)|пол(?P<ru>[^\W\d_]+))(?![^\W\d_])",
    re.IGNORECASE,
)
#: a whole number and a half (or a quarter) in French, Spanish and Russian: "deux heures et demie", "dos horas y
#: media", "deux heures et quart", "два с половиной часа", "два с четвертью часа" (German "zweieinhalb" and
#: "anderthalb", Russian "полтора" are number words: see numerals)
_AND_A_HALF_OTHER = re.compile(
    r"(?<![^\W\d_])(?:(?P<number>[^\W_]+)\s+(?P<unit_a>[^\W\d_]+)\s+(?:et\s+demie?|y\s+medi[oa]|"
    r"(?P<share_a>et\s+quart|y\s+cuarto|(?:et\s+)?trois\s+quarts|y\s+tres\s+cuartos))"
    r"|(?P<ru_number>[^\W\d_]+)\s+с\s+(?:половиной|(?P<share_b>четвертью))\s+(?P<unit_b>[^\W\d_]+))(?![^\W\d_])",
    re.IGNORECASE,
)
#: a share in words: "a third", "two thirds", "four fifths", "seven eighths", "a tenth", "три пятых"
_SHARE_WORDS = (
    r"(?P<count>a|an|one|two|three|four|five|six|seven|eight|nine|un|une|deux|trois|quatre|cinq|sept|huit|neuf|ein"
    r"|eine|zwei|drei|vier|fünf|sechs|sieben|acht|neun|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|одна|одну"
    r"|две|три|четыре|пять|шесть|семь|восемь|девять)"
    r"[\s-]+(?P<part>thirds?|quarters?|fourths?|fifths?|sixths?|sevenths?|eighths?|ninths?|tenths?|twelfths?|tiers"
    r"|quarts?|cinquièmes?|sixièmes?|septièmes?|huitièmes?|neuvièmes?|dixièmes?|drittel|viertel|fünftel|sechstel"
    r"|siebtel|achtel|neuntel|zehntel|tercios?|cuartos?|cuartas?\s+partes?|quintos?|sextos?|séptimos?|octavos?"
    r"|novenos?|décim[oa]s?|трет[ьи]|четверт[ьи]|(?:пят|шест|седьм|восьм|девят|десят)(?:ая|ую|ой|ых))"
)
#: English counts, which a French share word does not follow: "two quarts" is a volume, "deux quarts" a half
_ENGLISH_COUNTS = frozenset(["a", "an", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"])
#: a share of one unit: "a quarter of an hour", "three quarters of a mile", "un quart d'heure", "un cuarto de hora",
#: "un tercio del año", "три четверти часа", "четверть часа" (Russian: the unit follows in the genitive, "one" is
#: not said)
_PART_OF = re.compile(
    rf"\b(?:{_SHARE_WORDS}(?:\s+of\s+(?:a|an|one|the)\s+|\s+d'|\s+de\s+|\s+del\s+|\s+(?=[а-яё]))"
    r"|(?P<alone>четверть|треть)\s+"
    # one share after "every": "every quarter of an hour", "cada cuarto de hora", "chaque quart d'heure"
    r"|(?:(?<=\bevery\s)|(?<=\beach\s)|(?<=\bcada\s)|(?<=\bchaque\s))(?P<every>quarter|third|cuarto|quart)"
    r"(?:\s+of\s+(?:a|an)\s+|\s+d'|\s+de\s+))"
    r"(?P<unit>[^\W\d_]+)\b",
    re.IGNORECASE,
)
#: German quarters of a unit in one word: "eine Viertelstunde" (0.25 hour), "eine Dreiviertelstunde" (0.75), "eine
#: Dreivierteltonne", "ein Viertelliter"
_QUARTER_OF = re.compile(r"\b(?:eine?\s+)?(?P<three>drei)?viertel(?P<unit>[^\W\d_]{3,})\b", re.IGNORECASE)
_CURRENCY = {"$": "dollar", "€": "euro", "£": "sterling", "¥": "yen", "₽": "rouble"}
#: an amount of money written with its symbol: "$25", "€1,200", "$2.5 million", "£3.50", "25 €", "2 M€", "2 Mio. €"
_MONEY = re.compile(
    rf"(?<![\w.,])(?:(?P<symbol>[$€£¥])\s?(?P<number>{_NUMBER})"
    rf"(?:\s?(?P<multiplier>[kmb]|thousand|million|billion|bn|mn)\b)?"
    rf"|(?P<number_b>{SPACED_THOUSANDS}|{_NUMBER})"
    r"(?:\s?(?P<multiplier_b>[km]|mio\.?|mrd\.?|millions?|millionen|milliards?|milliarden)(?!\w)\s?)?"
    r"\s?(?P<symbol_b>[€$£₽]))",  # "25 €", "1 000 €", "2 M€"
    re.IGNORECASE,
)
#: a percentage: "50%", "50 percent", "fifty per cent", "50 Prozent", "50 pour cent", "50 por ciento", "50 процентов"
_PERCENT = re.compile(
    rf"(?<![\w.,])(?P<number>{_NUMBER}|[^\W\d_]+(?:-[^\W\d_]+)?)\s?"
    r"(?:%|percent\b|per\s?cent\b|prozent\b|pour\s+cent\b|por\s+ciento\b|процент\w*)",
    re.IGNORECASE,
)
#: a share in words, as a percentage: "half" (alone), "a third", "two thirds", "three quarters"
_SHARE = re.compile(
    # "halfway" ("auf halbem Weg", "à mi-chemin", "a mitad de camino", "на полпути") is half of the way
    rf"\b(?:(?P<half>half(?:-?way|\s+way)?|die\s+hälfte|auf\s+halbem\s+weg|(?:à\s+)?mi-chemin"
    r"|a\s+(?:mitad\s+de|medio)\s+camino|на\s+полпути|la\s+moitié|de\s+moitié|la\s+mitad|половин\w*|наполовину)"
    rf"|{_SHARE_WORDS}"
    r"|(?P<russian>треть|четверть))\b",  # Russian says one share with no count ("на треть")
    re.IGNORECASE,
)
#: the parts of a whole that a share word names, by how it starts ("thirds", "tiers", "cuartas partes", "трети")
_PARTS = {
    **dict.fromkeys(("third", "tier", "drittel", "tercio", "трет"), 3),
    **dict.fromkeys(("quarter", "fourth", "quart", "viertel", "cuart", "четверт"), 4),
    **dict.fromkeys(("fifth", "cinqui", "fünftel", "quint"), 5),
    **dict.fromkeys(("sixth", "sixi", "sechstel", "sext"), 6),
    **dict.fromkeys(("seventh", "septi", "siebtel", "séptim"), 7),
    **dict.fromkeys(("eighth", "huiti", "achtel", "octav"), 8),
    **dict.fromkeys(("ninth", "neuvi", "neuntel", "noven"), 9),
    **dict.fromkeys(("tenth", "dixi", "zehntel", "décim"), 10),
    "twelfth": 12,
    # Russian: "три пятых", "одна десятая"
    **{stem: n for n, stem in enumerate(("пят", "шест", "седьм", "восьм", "девят", "десят"), start=5)},
}


def _parts(word: str) -> int:
    """How many parts the share word ``word`` divides a whole into ("a third": 3, "trois quarts": 4)."""
    low = word.lower()
    return next(n for start, n in _PARTS.items() if low.startswith(start))


def share_word(count: str, word: str) -> bool:
    """Whether ``word`` after the number word ``count`` makes a share ("three quarters", "two-thirds", "trois
    quarts"), not a count of things ("two quarts")."""
    low = word.lower()
    return any(low.startswith(start) for start in _PARTS) and _share_read(count, word)


def _share_read(count: str, part: str) -> bool:
    """Whether a count and a share word make a share: "two quarts" and "three tiers" are English, no share."""
    return not (count.lower() in _ENGLISH_COUNTS and part.lower() in ("quart", "quarts", "tiers"))


#: the lower end of a range whose upper end carries the unit: "38–41 °C", "100 to 106 °F", "between 5 and 10 km"
_RANGE_START = re.compile(
    rf"(?<![\w.,])(?:(?P<low>{_NUMBER})\s*(?:[-–—]|to|bis|à|до)|between\s+(?P<low_b>{_NUMBER})\s+and)\s*$",
    re.IGNORECASE,
)
#: how close a converted value must be to the stated one (relative), besides rounding to it
TOLERANCE = 0.02
#: how close it must be to an amount said as an estimate ("about 175 °C" for "350 °F", which is 176.7 °C)
APPROXIMATE_TOLERANCE = 0.03
#: how close an estimate converted from another unit may be ("about 15 mph" for "25 km/h", which is 15.5 mph)
CONVERTED_ESTIMATE = 0.05
#: how close an estimate must be to an amount it rounds to ("about 5 ounces" for "150 g", which is 5.29 oz)
ROUNDED_ESTIMATE = 0.1
#: words that make the amount after them an estimate
ESTIMATE = re.compile(
    r"(?<!\w)(?:about|around|approximately|approx\.?|roughly|circa|ca\.|some|nearly|almost|close to|etwa|ungefähr|rund|"
    r"environ|à peu près|près de|unos|unas|aproximadamente|alrededor de|cerca de|около|примерно|приблизительно|"
    # just above or below it ("just over four kilos" for nine pounds, 4.08 kg)
    r"just over|just under|just above|just below|a little over|a little under|slightly over|slightly under|"
    r"slightly more than|slightly less than|knapp|gut|un peu plus de|un peu moins de|à peine plus de|"
    r"poco más de|poco menos de|algo más de|algo menos de|чуть больше|чуть меньше|чуть более|чуть менее|"
    r"немногим более|немногим больше)\s*$",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class Quantity:
    """A number with a unit that converts, where it stands in its text."""

    value: float
    unit: str
    decimals: int
    start: int
    end: int
    #: False for a share in words ("a third" is 33.3… %, stated as "33 %")
    exact: bool = True
    #: the other reading of a number that one separator makes ambiguous: "42,195" is 42195 in English and
    #: 42.195 in French, "2.962" 2.962 in English and 2962 in German
    alternative: float | None = None
    #: the decimal separator a number shows unambiguously ("." in "1.5", "," in "3,5"), which tells how its
    #: text writes numbers; "" where it shows none
    separator: str = ""
    #: said as an estimate ("about 175 °C", "etwa 3 km"): it may be rounded further than its digits show
    approximate: bool = False
    #: said as just short of it ("almost a week", "nearly 2 km"): the amount may be up to :data:`UNDER_SHARE` below
    under: bool = False

    @property
    def measure(self) -> str:
        """What the unit measures ("time", "length", "dollar", …): amounts of one measure compare."""
        return UNITS[self.unit][1]


#: the letters that abbreviate a tonne after a number ("32 t", "40 т"), only where a word does not go on
_TONNE_LETTERS = frozenset(["t", "т"])


def convertible_unit(word: str) -> str | None:
    """The convertible unit that ``word`` names ("kilometers" → "kilometre", "Wochen" → "week"), or None."""
    low = re.sub(r"\s+", " ", word.lower())
    per_hour = next((p for p in _PER_HOUR if low.endswith(f" {p}")), None)
    if low.endswith(("/h", "/ч", "/час")) or per_hour:  # "km/h", "км/ч"
        base = convertible_unit(low.split("/")[0] if "/" in low else low[: -len(f" {per_hour}")])
        return f"{base} per hour" if base in ("mile", "kilometre") else None
    per_second = next((p for p in _PER_SECOND if low.endswith(f" {p}")), None)
    if low.endswith(("/s", "/с")) or per_second:  # "m/s", "м/с"
        base = convertible_unit(low.split("/")[0] if "/" in low else low[: -len(f" {per_second}")])
        return f"{base} per second" if f"{base} per second" in UNITS else None  # "m/s", "Gbit/s"
    parts = low.split(" ")
    if len(parts) == 2 and parts[1] in _POWERS_AFTER:  # "mètres cubes" = "cubic metres"
        parts = [_POWERS_AFTER[parts[1]], parts[0]]
    if parts[0] in ("square", "cubic", "nautical") and len(parts) == 2:  # "square metres", "nautical miles"
        base = convertible_unit(parts[1])
        return f"{parts[0]} {base}" if f"{parts[0]} {base}" in UNITS else None
    name = ALIASES.get(low) or unit_name(parts[-1] if _DEGREE.fullmatch(parts[0]) and len(parts) > 1 else low)
    return name if name in UNITS else None


def _with_tens(text: str, start: int, number: str) -> tuple[str, int] | None:
    """The number in words at ``start`` with the tens hyphened before it ("twenty-" before "five"), and where it
    starts; None where no such tens make one number with it."""
    tens = re.search(r"([^\W\d_]+)-$", text[:start])
    joined = f"{tens.group(1)}-{number}" if tens else ""
    return (joined, tens.start()) if tens and number_value(joined) is not None else None


def _inside(found: list[Quantity], position: int) -> bool:
    """Whether ``position`` falls inside one of the amounts ``found`` (it is read already)."""
    return any(q.start <= position < q.end for q in found)


#: the half after a unit that Spanish may say without "un" before it ("año y medio", "hora y media")
_ONE_IMPLIED = re.compile(r"\sy\s+medi[oa]$", re.IGNORECASE)
#: a unit and a half opening a text, its "one" left out: "Hour and a half", "Hora y media", "Heure et demie"
_OPENING_UNIT_AND_A_HALF = re.compile(
    r"\s*(?P<unit>[^\W\d_]+)\s+(?:and\s+a\s+half|y\s+medi[oa]|et\s+demie?)(?![^\W\d_])", re.IGNORECASE
)


def _halves(text: str) -> list[Quantity]:
    """Halves: "half a litre" and "half hour" (0.5), "an hour and a half" and "one and a half hours" (1.5); "eine
    halbe Stunde", "une demi-heure", "media hora", "полгода" (0.5); "deux heures et demie", "dos horas y media", "два
    с половиной часа" (2.5)."""
    found = []
    # both patterns name the whole "number" ("ru_number" in Russian) and the unit before ("unit_a") or after
    # ("unit_b") the half; "half an hour" has neither number nor those units
    for pattern in (_HALF, _AND_A_HALF_OTHER):
        at = 0
        while m := pattern.search(text, at):
            said = m.groupdict()
            unit, end = convertible_unit(said.get("unit") or said["unit_a"] or said["unit_b"]), m.end()
            if unit is None and said["unit_b"] and " " in said["unit_b"]:  # "litres a second": the litres alone
                first = said["unit_b"].split()[0]
                unit, end = convertible_unit(first), m.start("unit_b") + len(first)
            number = said["number"] or said.get("ru_number")
            whole = 0.0 if number is None else 1.0 if number.lower() in _ONE else number_value(number)
            start = m.start()
            hyphened = _with_tens(text, start, number) if number else None
            if hyphened is not None:  # "thirty-three and a third": the number is "thirty-three"
                whole, start = number_value(hyphened[0]), hyphened[1]
            if whole is None and said.get("unit_a") and _ONE_IMPLIED.search(m.group()):
                whole, start = 1.0, m.start("unit_a")  # "dura año y medio": Spanish may leave out the "un"
            share = (said.get("share_a") or said.get("share_b") or "half").lower()
            part = (
                0.75
                if share.startswith("three") or share.endswith(("trois quarts", "tres cuartos"))
                else 0.25
                if share.endswith(("quarter", "quart", "cuarto", "четвертью"))
                else 1 / 3
                if share.endswith("third")
                else 2 / 3
                if share.endswith("thirds")
                else 0.5
            )
            if unit is not None and whole is not None:
                found.append(Quantity(whole + part, unit, 1 if part == 0.5 else 2, start, end))
            # a match read wrong may hide the right one a word on ("weighs three and a half kilograms": not
            # "weighs" of the unit "three")
            at = end if unit is not None and whole is not None else m.start() + 1
    opening = _OPENING_UNIT_AND_A_HALF.match(text)
    unit = convertible_unit(opening.group("unit")) if opening else None
    if opening and unit is not None and not _inside(found, opening.start("unit")):
        found.append(Quantity(1.5, unit, 1, opening.start("unit"), opening.end()))
    for m in _HALF_OTHER.finditer(text):
        unit = convertible_unit(next(g for g in m.groups() if g))
        if unit is not None and not _inside(found, m.start()):
            found.append(Quantity(0.5, unit, 1, m.start(), m.end()))
    return found


def _parts_of(text: str) -> list[Quantity]:
    """A share of one unit: "a quarter of an hour" (0.25 hour), "three quarters of a mile" (0.75 mile)."""
    found = []
    for m in _PART_OF.finditer(text):
        unit, count = convertible_unit(m.group("unit")), (m.group("count") or "one").lower()
        part = m.group("part") or m.group("alone") or m.group("every")
        if unit is not None and _share_read(count, part):
            share = (1 if count in _ONE else number_value(count) or 1) / _parts(part)
            found.append(Quantity(share, unit, 2, m.start(), m.end(), exact=False))
    for m in _QUARTER_OF.finditer(text):
        unit = convertible_unit(m.group("unit"))
        if unit is not None:
            found.append(Quantity(0.75 if m.group("three") else 0.25, unit, 2, m.start(), m.end(), exact=False))
    return found


def _decimals(number: str) -> int:
    grouped = re.fullmatch(rf"[-−]?{GROUPED_THOUSANDS}", number)  # thousands, not a decimal point
    point = None if grouped else re.search(r"[.,](\d+)$", number)
    return len(point.group(1)) if point else 0


def _money(text: str) -> list[Quantity]:
    """Amounts written with a currency symbol ("$25", "$2.5 million", "25 €")."""
    found = []
    for m in _MONEY.finditer(text):
        number = m.group("number") or m.group("number_b")
        value = number_value(number)
        if value is None:
            continue
        said = m.group("multiplier") or m.group("multiplier_b") or ""
        # a word ("million", "Mio.", "milliards") as the number reader multiplies it, or a letter ("$2.5m", "2 M€")
        factor = multiplier(said.rstrip(".")) or ATTACHED_MULTIPLIERS.get(said.upper(), 1.0)
        unit = _CURRENCY[m.group("symbol") or m.group("symbol_b")]
        # "12.500 £" may be twelve thousand five hundred, as "12.500 Pfund" is
        alternative = other_reading(number)
        second = alternative * factor if alternative is not None else None
        found.append(
            Quantity(value * factor, unit, _decimals(number), m.start(), m.end(), True, second, _separator(number))
        )
    # British slang for a note ("a tenner", "two fivers"): so many pounds
    for m in _NOTES.finditer(text):
        count = 1.0 if m.group(1).lower() in ("a", "one") else number_value(m.group(1))
        if count:
            found.append(Quantity(count * _NOTE_VALUES[m.group(2).lower().removesuffix("s")], "sterling", 0, *m.span()))
    return found


#: British slang for banknotes, in pounds
_NOTE_VALUES = {"fiver": 5.0, "tenner": 10.0}
_NOTES = re.compile(r"(?<!\w)([^\W_]+)\s+(fivers?|tenners?)(?!\w)", re.IGNORECASE)


_AND_A = re.compile(r"\band\s+a\s+$", re.IGNORECASE)
#: the word before an "and" that ends the text before a share ("two and a quarter", "one and three quarters")
_AND = re.compile(r"(\S+)\s+and\s+$", re.IGNORECASE)


def _shares(text: str) -> list[Quantity]:
    """Percentages ("50 %", "fifty percent") and shares in words ("half", "a third"), in percent."""
    found = []
    for m in _PERCENT.finditer(text):
        value, start = number_value(m.group("number")), m.start()
        # a number in several words ends where the match's one word does ("two hundred per cent"), or one German
        # word that no single number word is ("zweihundert Prozent")
        longer = [(v, s) for v, s, e in number_spans(text) if e == m.end("number") and s <= m.start("number")]
        if longer:
            value, start = longer[0]
        if value is not None:
            found.append(Quantity(value, "percent", _decimals(m.group("number")), start, m.end()))
    for m in _SHARE.finditer(text):
        joined = _AND.search(text, 0, m.start())
        if (m.group("half") and _AND_A.search(text, 0, m.start())) or (joined and number_value(joined.group(1))):
            continue  # "two and a half million", "two and a quarter hours": the share of a number
        if m.group("half"):
            value = 50.0
        elif m.group("russian"):
            after = _NEXT_WORD.match(text, m.end())
            if after is not None and convertible_unit(after.group(1)) is not None:
                continue  # "четверть часа": a quarter of an hour, a time
            value = 100 / _parts(m.group("russian"))
        elif not _share_read(m.group("count"), m.group("part")):
            continue
        else:
            count = m.group("count").lower()
            parts = _parts(m.group("part"))
            value = (1 if count in _ONE else number_value(count) or 1) * 100 / parts
        found.append(Quantity(value, "percent", 1, m.start(), m.end(), exact=False))
    ratios = [*_RATIO.finditer(text), *(m for m in _COUNTED_RATIO.finditer(text) if _clause_ends(text, m.end()))]
    for m in ratios:  # "two in five", "trois sur quatre", "dos de cada tres": a share
        digits = m.groupdict().get("numerator") is not None
        said = m.group("numerator") if digits else m.group("part")
        part = 1.0 if said.lower() in _ONE else number_value(said)  # "uno de cada cinco", "one in five"
        whole = number_value(m.group("denominator") if digits else m.group("whole"))
        if not (part and whole and part < whole) or any(q.start < m.end() and m.start() < q.end for q in found):
            continue
        after = _NEXT_WORD.match(text, m.end())
        if after is None or convertible_unit(after.group(1)) is None:  # "5 in 10 minutes": a count in a time, no share
            found.append(Quantity(part * 100 / whole, "percent", 1, m.start(), m.end(), exact=False))
    return found


#: the word after a ratio, which may make it a count in a time ("5 in 10 minutes")
_NEXT_WORD = re.compile(r"\s+([^\W\d_]+)")
#: a share said as so many of so many ("two in five", "one out of three", "zwei von fünf", "deux sur cinq", "dos de
#: cada cinco", "3 из 10"; a Russian whole in words is in the genitive, which is not read)
_RATIO = re.compile(
    r"(?<!\w)(?P<part>[^\W\d_]+|\d+)\s+(?:in|out\s+of|von|sur|de\s+cada|из)\s+(?P<whole>[^\W\d_]+|\d+)(?!\w)"
    # a fraction in digits ("1/4", "3/4 of the staff"): no third part (a date: "1/4/2025"), no decimal
    r"|(?<![\w/.,])(?P<numerator>\d{1,2})/(?P<denominator>[2-68]|10)(?![\w/]|[.,]\d)",
    re.IGNORECASE,
)


#: in English with the counted noun between ("one tree in four", "two households out of five"), where the clause
#: ends after it (:func:`_clause_ends`; "two goals in three games" is a count over a span)
_COUNTED_RATIO = re.compile(
    r"(?<!\w)(?P<part>[^\W\d_]+|\d+)\s+[a-z]+\s+(?:in|out\s+of)\s+(?P<whole>[^\W\d_]+|\d+)(?!\w)", re.IGNORECASE
)


def _clause_ends(text: str, at: int) -> bool:
    """Whether the clause ends at ``at`` of ``text`` (its end, a mark, or a function word: "one tree in four
    was lost")."""
    after = _NEXT_WORD.match(text, at)
    return after is None or text[at : after.start(1)].strip() != "" or after.group(1).lower() in FUNCTION_WORDS


def temperature_scale(found: list[Quantity]) -> str | None:
    """The one temperature scale of ``found`` ("celsius"), or None for none or several."""
    scales = {q.unit for q in found if q.measure == "temperature"}
    return scales.pop() if len(scales) == 1 else None


_SCALES = ("celsius", "fahrenheit")


def quantities_beside(text: str, other: list[Quantity], found: list[Quantity] | None = None) -> list[Quantity]:
    """The quantities of ``text`` (``found``, where already read) read beside ``other``'s: its degrees without a
    scale in the scale that makes them an amount of ``other``, else in ``other``'s ("Минус пять градусов" /
    "−5 °C", "30 degrees" / "86 °F")."""
    scale = temperature_scale(other)
    if scale is None:
        return quantities(text) if found is None else found
    for each in (scale, *(s for s in _SCALES if s != scale)):
        found = quantities(text, each)
        if any(same_amount(a, b) for a in found for b in other if a.measure == b.measure == "temperature"):
            return found
    return quantities(text, scale)


#: a number said below zero in words: "minus ten degrees", "moins 5 °C", "10 degrees below zero"
_MINUS = re.compile(r"(?<!\w)(?:minus|moins|menos|минус)\s+$", re.IGNORECASE)
_BELOW_ZERO = re.compile(
    r"\s+(?:below zero|bajo cero|sous zéro|au-dessous de zéro|unter null|ниже нуля)", re.IGNORECASE
)


def quantities(text: str, scale: str | None = None) -> list[Quantity]:
    """Every number followed by a unit that converts ("24 months", "212 °F", "a month", "two-week", "a quarter of
    an hour"), every amount of money ("$25") and every share ("50 %", "half"); degrees without a scale
    ("минус пять градусов") in ``scale``, where one is given (chosen beside the other side: see
    :func:`quantities_beside`). Read once per text: the checks and the restatement ask for the same texts several
    times."""
    return list(_quantities(text, scale))


#: an estimate said after the number ("forty-five or so days", "45 days or thereabouts")
OR_SO = re.compile(r"\s+(?:or so|or thereabouts|give or take)(?!\w)", re.IGNORECASE)
#: words between a number and its unit that change no amount: "two full days", "three whole weeks", "21 US
#: gallons" (a gallon is read as the US one, or the imperial one beside it)
_UNSAID = re.compile(
    r"(?<=\s)(?:full|whole|solid|entire|straight|clear)(?=\s+(?:days?|weeks?|hours?|months?|years?|nights?|minutes?)\b)"
    r"|(?<=\s)US(?=\s+gallons?\b)",
    re.IGNORECASE,
)


@lru_cache(maxsize=4096)
def _quantities(text: str, scale: str | None) -> tuple[Quantity, ...]:
    written = text
    text = OR_SO.sub(lambda m: " " * len(m.group()), text)  # read as if unsaid, then marked as an estimate
    text = _UNSAID.sub(lambda m: " " * len(m.group()), text)  # "two full days", "21 US gallons": the amount
    found = [*_halves(text), *_parts_of(text)]
    for extra in (*_money(text), *_shares(text)):
        if not any(q.start < extra.end and extra.start < q.end for q in found):
            found.append(extra)
    # numbers in several words, by where they end ("forty five minutes", "сорок пять минут", "quatre-vingt-dix
    # secondes"), or in one German word that no single number word is ("dreihundert Kilometer")
    worded = {
        end: (value, start)
        for value, start, end in number_spans(text)
        if " " in text[start:end] or "-" in text[start:end] or number_value(text[start:end]) is None
    }
    for m in _QUANTITY.finditer(text):
        number, unit, unit_end = m.group("number"), convertible_unit(m.group("unit")), m.end("unit")
        if unit is None and scale and _DEGREE.fullmatch(m.group("unit").lower().split()[0]):  # "пять градусов"
            unit, unit_end = scale, m.start("unit") + len(m.group("unit").split()[0])
        if unit is None or _inside(found, m.start()) or (unit == "cent" and _in_number(text, m.start(), unit_end)):
            continue
        if m.group("unit").lower() in _TONNE_LETTERS and text.startswith("-", unit_end):
            continue  # "32 t" is tonnes, "3 t-shirts" is no amount
        if m.group("of") and multiplier(number) is None:
            continue
        start = m.start()
        hyphened = _with_tens(text, start, number)  # "twenty-five dollars": the number is "twenty-five"
        if hyphened is not None:
            number, start = hyphened
        # "minus ten degrees", "ten degrees below zero": the span takes the words
        minus, below = _MINUS.search(text, 0, start), _BELOW_ZERO.match(text, unit_end)
        negative = number[0] in "-−" or bool(minus or below)
        bare = number.lower() in _RUSSIAN_BARE and m.group("unit").lower() in _RUSSIAN_ONE_UNITS
        value = 1.0 if number.lower() in _ONE or bare else number_value(number.lstrip("-−"))
        if m.end("number") in worded and (worded[m.end("number")][1] < start or value is None):
            value, start = worded[m.end("number")]
            number = text[start : m.end("number")]
        if value is None:
            continue
        value = -value if negative else value
        start = minus.start() if minus else start
        alternative, separator = other_reading(number), _separator(number)
        if unit == "day" and number.lower() in _CUSTOMARY_DAYS:  # "quinze jours" is a fortnight, "huit jours" a week
            alternative = _CUSTOMARY_DAYS[number.lower()]
        end = below.end() if below else unit_end
        decimals = _decimals(number)
        money = unit in CURRENCIES or unit == "pound"  # "three pounds fifty": sterling
        after = _CENTS_AFTER if money else _CENTIMETRES_AFTER if unit == "metre" else None
        cents = after.match(text, end) if after and value.is_integer() else None  # "one metre eighty" too
        hundredths = number_value(cents.group("cents")) if cents else None
        if cents and hundredths is not None and 1 <= hundredths < 100 and hundredths.is_integer():
            value, end, decimals = value + hundredths / 100, cents.end(), 2  # "douze euros cinquante" = 12.50
            unit = "sterling" if unit == "pound" else unit
        inches = _INCHES_AFTER.match(text, end) if unit == "foot" and value.is_integer() else None
        if inches and float(inches.group(1)) < 12:  # "5 ft 10 in", "6' 2\"": 5 10/12 feet; "in" alone is no unit
            value, end, decimals = value + float(inches.group(1)) / 12, inches.end(), 4
        seconds = _SECONDS_AFTER.match(text, end) if unit == "minute" and value.is_integer() else None
        if seconds and int(seconds.group(1)) < 60:  # "11 min 30 s": 11.5 minutes; "s" alone is no unit
            value, end, decimals = value + int(seconds.group(1)) / 60, seconds.end(), 4
        spoken = _SPOKEN_MINUTES.match(text, end) if unit == "hour" and value.is_integer() else None
        said = next((v for v, _, _ in numbers(spoken.group(1))), None) if spoken else None
        if said is not None and said.is_integer() and 1 <= said < 60 and not _at_clock(text, start):
            value, end, decimals = value + said / 60, spoken.end(), 2  # "eine Stunde fünfundvierzig"
        minutes = _MINUTES_AFTER.match(text, end) if unit == "hour" and value.is_integer() else None
        if minutes and not _AT_CLOCK.search(text, 0, start):  # "pendant 2 h 15": 2.25 hours; not "à 2 h 15"
            value, end, decimals = value + int(minutes.group(1)) / 60, minutes.end(), 2
        found.append(Quantity(value, unit, decimals, start, end, True, alternative, separator))
        found.extend(_range_start(text, found[-1]))
    found = [replace(q, approximate=True) if _estimated(written, q.start, q.end) else q for q in found]
    found = [replace(q, under=True) if _UNDER.search(written, 0, q.start) else q for q in found]
    bare = _RUSSIAN_OPENING_ONE.match(text)
    one = Quantity(1.0, convertible_unit(bare.group("unit")) or "", 0, bare.start("unit"), bare.end()) if bare else None
    if one is not None and not _inside(found, one.start):
        found.append(one)
    # the bare opening unit is one only as the larger part of a compound ("Сутки и семь часов")
    return tuple(q for q in _compounds(text, sorted(found, key=lambda q: q.start)) if q != one)


#: Russian opens an amount of two units with the larger one's bare singular ("Сутки и семь часов" = 31 hours)
_RUSSIAN_OPENING_ONE = re.compile(
    r"\s*(?P<unit>сутки|день|час|неделя|месяц|год|минута)(?=\s+и\s+[^\W_])", re.IGNORECASE
)


#: the hundredths said after a currency, closing the amount: "douze euros cinquante", "twelve pounds fifty"
_CENTS_AFTER = re.compile(
    r"\s+(?:(?:et|y|con|und|and)\s+)?(?P<cents>\d{1,2}|[^\W\d_]+(?:-[^\W\d_]+)*)"
    # closing the sentence, or before a rate ("neuf euros quatre-vingt-dix par mois")
    r"(?=\s*(?:[.,;!?)]|$)|\s+(?:par|per|pro|por|al|au|a|an|each|every|chaque|cada|je|в|за)\s)"
)


#: the centimetres said after metres, closing the length: "four metres twenty", "un mètre quatre-vingts", "ein
#: Meter achtzig groß" (Russian "метр восемьдесят", with no number before "метр", is not read)
_CENTIMETRES_AFTER = re.compile(
    r"\s+(?P<cents>\d{1,2}|[^\W\d_]+(?:-[^\W\d_]+)*)"
    r"(?=\s*(?:[.,;!?)]|$)|\s+(?:tall|high|long|wide|deep|groß|hoch|lang|breit|tief|de|ростом)(?!\w))"
)


#: the minutes after hours written "h" ("2 h 15", "2h15", "mis 6 h 30 pour sortir"); not a unit of their own
#: the inches after a number of feet, abbreviated ("5 ft 10 in", "5 ft. 10 in.", "6' 2\"", "6′2″")
_INCHES_AFTER = re.compile(r"\.?\s*,?\s*(\d{1,2}(?:\.\d+)?)\s*(?:in\b\.?|\"|″|'')")
#: a word before an hour that makes it a time of day ("vers dix heures vingt", "gegen zehn Uhr zwanzig")
_AT_HOUR_WORD = re.compile(r"(?:\bvers|\bdès|\bgegen|\bhacia|\bsobre|\bк|\bоколо)\s*$", re.IGNORECASE)


#: days counted the customary way in French and Spanish: "quinze jours", "quince días" (two weeks), "huit jours"
_CUSTOMARY_DAYS = {"quinze": 14.0, "quince": 14.0, "huit": 7.0}


#: words that put an amount just above the one said ("almost a week" for six days, "nearly 2 km", "knapp",
#: "presque", "casi", "почти")
_UNDER = re.compile(
    r"(?<!\w)(?:almost|nearly|not quite|just under|just short of|fast|knapp|beinahe|presque|près de|casi|cerca de"
    r"|почти|без малого)\s+(?:an?\s+)?$",
    re.IGNORECASE,
)
#: how far below the amount said one "almost" that amount may be
UNDER_SHARE = 0.2


def _estimated(text: str, start: int, end: int) -> bool:
    """Whether the amount at ``text[start:end]`` is an estimate: "about 45 days", "45 or so days", "45 days or so"."""
    return bool(ESTIMATE.search(text, 0, start) or OR_SO.search(text[start:end]) or OR_SO.match(text, end))


def _at_clock(text: str, start: int) -> bool:
    """Whether the hours at ``start`` are a time of day ("à dix-neuf heures quinze", "gegen zehn Uhr zwanzig")."""
    return bool(_AT_CLOCK.search(text, 0, start) or _AT_HOUR_WORD.search(text, 0, start))


#: the minutes said after hours with no unit, closing the amount ("eine Stunde fünfundvierzig", "two hours twenty")
_SPOKEN_MINUTES = re.compile(r"\s+(\d{1,2}|[^\W\d_]+(?:-[^\W\d_]+)*)(?=\s*(?:[.,;!?)]|$))")
#: the seconds after a number of minutes, abbreviated ("11 min 30 s", "4 min. 20 s")
_SECONDS_AFTER = re.compile(r"\.?\s*,?\s*(\d{1,2})\s*s\b")
_MINUTES_AFTER = re.compile(
    r"(?<=h)\s?([0-5]\d)(?![\d.,]?\d)(?!\s*(?:min|mn|minutes?|s|sec|secondes?|segundos?|km|m|cm|kg|g|l)\b)",
    re.IGNORECASE,
)
#: a word before a time of day ("à 20 h 15", "um", "a las", "at"): a clock, not a duration
_AT_CLOCK = re.compile(r"(?:\bà|\bum|\ba las|\bat|\bв)\s*$", re.IGNORECASE)


def _in_number(text: str, start: int, end: int) -> bool:
    """Whether ``text[start:end]`` lies inside one number said in words: French "trois cents" is 300, not 3 cents."""
    return any(s <= start and end <= e for _, s, e in number_spans(text))


#: what may stand between the two parts of one amount ("1 hour and 30 minutes", "5 feet, 11 inches")
_COMPOUND_JOINT = re.compile(r"\s*,?\s*(?:(?:and|et|y|und|и|e)\s+)?", re.IGNORECASE)


def _compounds(text: str, found: list[Quantity]) -> list[Quantity]:
    """``found`` with an amount said in two units of one measure, the larger first and the smaller part below
    one of it ("1 hour and 30 minutes", "5 feet 11 inches", "42 kilomètres et 195 mètres"), read as one amount
    in the larger unit (1.5 hours)."""
    out: list[Quantity] = []
    for q in found:
        prev = out[-1] if out else None
        short = _short_of(text, prev, q) if prev is not None else None
        if short is not None:  # "ten minutes short of three hours": 2 hours 50
            out[-1] = short
            continue
        pence = _and_pence(text, prev, q) if prev is not None else None
        if pence is not None:  # "two pounds forty pence": 2.40
            out[-1] = pence
            continue
        joined = prev is not None and prev.end <= q.start and _COMPOUND_JOINT.fullmatch(text[prev.end : q.start])
        # a German quarter of the same unit in one word is its smaller part ("eine Stunde und eine Viertelstunde")
        quarter = prev is not None and prev.unit == q.unit and "viertel" in text[q.start : q.end].lower()
        if prev is None or not joined or (prev.unit == q.unit and not quarter) or prev.measure != q.measure:
            out.append(q)
            continue
        part = convert(q.value, q.unit, prev.unit) if prev.measure != "temperature" else None
        if (
            part is None
            or not 0 < part < 1
            or prev.value != int(prev.value)
            or not (prev.exact and (q.exact or quarter))
        ):
            out.append(q)
            continue
        value = prev.value + part
        decimals = next((d for d in range(5) if abs(round(value, d) - value) < 1e-9), 4)
        out[-1] = Quantity(value, prev.unit, decimals, prev.start, q.end)
    return out


def _and_pence(text: str, money: Quantity, cents: Quantity) -> Quantity | None:
    """The amount of "``money`` and ``cents``" ("two pounds forty pence" = 2.40 pounds, "два фунта сорок пенсов"),
    in the unit of ``money``, where the cents follow it and are fewer than a hundred; else None."""
    if money.end > cents.start or not _COMPOUND_JOINT.fullmatch(text[money.end : cents.start]):
        return None
    if cents.unit != "cent" or not 0 < cents.value < 100 or money.unit not in (*CURRENCIES, "pound"):
        return None
    value = money.value + cents.value / 100
    return Quantity(value, money.unit, 2, money.start, cents.end, money.exact and cents.exact)


#: what stands between a shortfall and the amount it falls short of ("ten minutes short of three hours")
_SHORT_OF = re.compile(r"\s+(?:short|shy)\s+of\s+", re.IGNORECASE)


def _short_of(text: str, shortfall: Quantity, whole: Quantity) -> Quantity | None:
    """The amount "``shortfall`` short of ``whole``" says ("ten minutes short of three hours" = 2 h 50 min), in
    the unit of ``whole``, where the two measure one thing and the shortfall is the smaller; else None."""
    if shortfall.end > whole.start or not _SHORT_OF.fullmatch(text[shortfall.end : whole.start]):
        return None
    if shortfall.measure != whole.measure or shortfall.measure == "temperature" or not whole.exact:
        return None
    part = convert(shortfall.value, shortfall.unit, whole.unit)
    if part is None or not 0 < part < whole.value:
        return None
    value = whole.value - part
    decimals = next((d for d in range(5) if abs(round(value, d) - value) < 1e-9), 4)
    return Quantity(value, whole.unit, decimals, shortfall.start, whole.end)


def other_reading(number: str) -> float | None:
    """The second value of a number with one separator before three digits ("42,195", "2.962"), or None."""
    if not re.fullmatch(r"\d{1,3}[.,]\d{3}", number):
        return None
    digits = number.replace(",", "").replace(".", "")
    grouped = float(digits)
    return grouped / 1000 if number_value(number) == grouped else grouped


def _separator(number: str) -> str:
    """The decimal separator that ``number`` shows unambiguously ("1.5" → ".", "3,5" → ","), or ""."""
    m = re.fullmatch(r"\d+([.,])\d+", number)
    return m.group(1) if m and other_reading(number) is None and not re.fullmatch(GROUPED_THOUSANDS, number) else ""


def _range_start(text: str, upper: Quantity) -> list[Quantity]:
    """The lower end of a range that ends in ``upper``, in its unit ("38" of "38–41 °C"), if there is one."""
    m = _RANGE_START.search(text, 0, upper.start)
    number = m and (m.group("low") or m.group("low_b"))
    value = number_value(number) if number else None
    if value is None:
        return []
    start = m.start("low") if m.group("low") else m.start("low_b")
    return [Quantity(value, upper.unit, _decimals(number), start, start + len(number), upper.exact)]


@lru_cache(maxsize=1)
def _registry() -> Any:
    import pint

    return pint.UnitRegistry(cache_folder=None)


def convert(value: float, unit: str, to: str) -> float | None:
    """``value`` in ``unit`` expressed in ``to``, or None when the two do not measure the same thing."""
    if unit == "cent" and to in CURRENCIES:
        return value / 100
    if to == "cent" and unit in CURRENCIES:
        return value * 100
    if UNITS[unit][1] != UNITS[to][1]:
        return None
    import pint

    registry = _registry()
    source, target = UNITS[unit][0] or unit, UNITS[to][0] or to
    try:
        converted = registry.Quantity(value * SCALE.get(unit, 1.0), source).to(target).magnitude
        return float(converted) / SCALE.get(to, 1.0)
    except (pint.errors.DimensionalityError, pint.errors.OffsetUnitCalculusError):
        return None


def same_amount(a: Quantity, b: Quantity) -> bool:
    """Whether two quantities are the same amount, as each side states it ("fifty km/h" = "50 km/h"), in either
    reading of an ambiguous number ("42,195 km" = "42 kilomètres et 195 mètres")."""
    readings = [(g, h) for x in _readings(a, b) for y in _readings(b, a) for g in _british(x) for h in _british(y)]
    return any(_same(g, h) for g, h in readings)


#: units whose British measure differs from pint's US one: the gallon (4.546 l, not 3.785 l), the ton (2,240 lb,
#: not 2,000 lb), the hundredweight (112 lb, not 100 lb)
_BRITISH = {"gallon": "imperial gallon", "ton": "long ton", "hundredweight": "long hundredweight"}


#: data units read in powers of 1,024 as well as of 1,000 ("2 GB" = "2,048 MB" as most software counts)
_BINARY = {unit: f"binary {unit}" for unit in ("kilobyte", "megabyte", "gigabyte", "terabyte", "petabyte")}


def _british(q: Quantity) -> list[Quantity]:
    """``q``, and a "gallon", "ton" or "hundredweight" also as the British one (:data:`_BRITISH`), a data unit
    also in powers of 1,024 (:data:`_BINARY`)."""
    other = _BRITISH.get(q.unit) or _BINARY.get(q.unit)
    return [q, replace(q, unit=other)] if other else [q]


def _readings(q: Quantity, other: Quantity) -> list[Quantity]:
    """The values ``q`` may have beside ``other``: the English one (``q`` as read) where ``other`` writes
    decimals with "." or is ambiguous too ("2.000 kg" / "2,000 kg"), the continental one where it writes them
    with ",", and both where it shows no separator ("42 kilomètres et 195 mètres")."""
    if q.alternative is None or other.separator == "." or other.alternative is not None:
        return [q]
    second = Quantity(q.alternative, q.unit, 3 if q.alternative < q.value else 0, q.start, q.end, q.exact)
    return [second] if other.separator == "," else [q, second]


#: "pounds" said in words may be money or mass: beside "£" it is money
_POUNDS = frozenset(["pound", "sterling"])


#: the days a calendar month may have: "six weeks" (42 days) is "anderthalb Monate" (42 to 46.5 days)
_MONTH_DAYS = (28, 31)
_SPANS_IN_DAYS = frozenset(["day", "week"])


def _calendar_months(a: Quantity, b: Quantity) -> bool:
    """Whether an amount in months and one in days or weeks may be one span of the calendar, whose months have
    28 to 31 days ("six weeks" / "a month and a half", "60 days" / "two months")."""
    months, other = (a, b) if a.unit == "month" else (b, a)
    days = convert(other.value, other.unit, "day") if months.unit == "month" and other.unit in _SPANS_IN_DAYS else None
    if days is None:
        return False
    low, high = (months.value * n for n in _MONTH_DAYS)
    return low * (1 - TOLERANCE) <= days <= high * (1 + TOLERANCE)


def _same(a: Quantity, b: Quantity) -> bool:
    if _calendar_months(a, b):
        return True
    same_unit = a.unit == b.unit or {a.unit, b.unit} == _POUNDS
    if same_unit:
        a_as_b, b_as_a = a.value, b.value
    else:
        a_as_b, b_as_a = convert(a.value, a.unit, b.unit), convert(b.value, b.unit, a.unit)
    if a_as_b is None or b_as_a is None:
        return False
    # "almost a week" for six days: the other amount just below the one said
    if (a.under and (1 - UNDER_SHARE) * a.value <= b_as_a < a.value) or (
        b.under and (1 - UNDER_SHARE) * b.value <= a_as_b < b.value
    ):
        return True
    if same_unit and a.exact and b.exact:
        return a.value == b.value
    rounds = round(a_as_b, b.decimals) == round(b.value, b.decimals) or round(b_as_a, a.decimals) == round(
        a.value, a.decimals
    )
    off = abs(a_as_b - b.value)
    if a.approximate or b.approximate:  # an estimate is near enough, however its digits round, or rounds to it
        # measured in the estimate's unit too: "about three weeks" for 19 days (2.7 weeks, 0.3 off)
        near = off <= ROUNDED_ESTIMATE * abs(b.value) or (
            a.approximate and abs(b_as_a - a.value) <= ROUNDED_ESTIMATE * abs(a.value)
        )
        tolerance = APPROXIMATE_TOLERANCE if a.unit == b.unit else CONVERTED_ESTIMATE
        return off <= tolerance * abs(b.value) or (rounds and near)
    temperature = a.measure == "temperature"  # an offset scale: "near" in percent means nothing
    near = temperature or off <= TOLERANCE * abs(b.value)
    return near and rounds
