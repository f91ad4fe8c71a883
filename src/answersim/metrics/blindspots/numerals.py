"""Numbers read from text, as the checks and the forms need them: values in digits or words ("30", "thirty",
"dreißig", "three hundred and sixty-six", "2.000.000", "World War I"), units, months, weekdays, rates and
times of day, in five languages."""

from __future__ import annotations

import re

from answersim.metrics.blindspots.words import matches, words
from answersim.metrics.lexicon import (
    CAPITAL_MONTHS,
    COUNT_WORDS,
    FRACTION_WORDS,
    FUNCTION_WORDS,
    LOWER_MONTHS,
    MONTHS,
    MULTIPLIERS,
    NUMBER_WORDS,
    RATE_ADVERBS,
    RATE_AFTER_COUNT,
    RATE_BASES,
    RATE_WORDS,
    TIMES_NOUNS,
    TIMES_WORDS,
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
UNIT_NAMES = frozenset(_UNIT_ALIASES.values())
#: ordinals read as their number ("third" = "3rd" = 3); "second" is left out, being mostly the unit
ORDINALS = {
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


#: digits grouped by thousands: commas ("1,000") or, twice or more, dots ("2.000.000"; "2.000" is a decimal)
GROUPED_THOUSANDS = r"\d{1,3}(?:(?:,\d{3})+|(?:\.\d{3}){2,})"


def number_value(token: str) -> float | None:
    """The value of one token ("30", "1,200", "2.5", "thirty", "twenty-five", "dix-sept"), or None."""
    low = token.lower()
    ordinal = ORDINAL_DIGITS.fullmatch(low)
    if ordinal:
        return float(ordinal.group(1))
    if low in ORDINALS:
        return float(ORDINALS[low])
    if low[0].isdigit():
        grouped = re.fullmatch(GROUPED_THOUSANDS, low)
        plain = re.sub(r"[,.]", "", low) if grouped else low.replace(",", ".")
        try:
            return float(plain)
        except ValueError:
            return None
    if low in NUMBER_WORDS:
        return float(NUMBER_WORDS[low])
    if low in FRACTION_WORDS:
        return FRACTION_WORDS[low]
    parts = low.split("-")
    if all(p in NUMBER_WORDS for p in parts) and len(parts) == 2:
        return float(sum(NUMBER_WORDS[p] for p in parts))
    return None


def known_unit(word: str) -> str | None:
    """The name of a unit spelled ``word`` ("km", "kilometers" → "kilometre") if it is a known unit."""
    name = unit_name(word)
    return name if name in UNIT_NAMES else None


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
    return [(value, span, unit) for value, span, unit, _, _ in _numbers(text)]


def number_spans(text: str) -> list[tuple[float, int, int]]:
    """(value, start, end) of each number in ``text``, all its words ("three hundred and sixty-six")."""
    return [(value, start, end) for value, _, _, start, end in _numbers(text)]


def _numbers(text: str) -> list[tuple[float, str, str | None, int, int]]:
    found = []
    matches = list(_NUMBER.finditer(text))
    tokens = [m.group() for m in matches] + [None, None, None]
    skip = -1
    for i, m in enumerate(matches):
        if i <= skip:
            continue
        value = next(
            (v for v in (number_value(m.group()), _compound(m.group()), _roman(m.group())) if v is not None), None
        )
        if m.group() == "I" and _numbers_a_name(text, matches, i):
            value = 1.0  # "World War I", "Pope John Paul I"
        if value == 12 and m.group().lower() == "dozen" and re.search(r"\bhalf\s+an?\s+$", text[: m.start()], re.I):
            value = 6.0  # "half a dozen"
        if value is None or m.group().lower() == "first":  # "the first person" is rarely a count
            continue
        spoken = _spoken_decimals(text, matches, i) if m.group()[0].isalpha() else None
        if spoken is not None:  # "one point two" = 1.2
            value, skip, i = value + spoken[0], spoken[1], spoken[1]
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
            while (larger := _next_multiplier(text, matches, i)) and larger > factor:  # "seven hundred thousand"
                value, factor, skip, i = value * larger, larger, i + 1, i + 1
            rest = _rest_of_number(text, matches, i + 1, factor)
            if rest is not None:  # "three hundred and sixty-six" = 366
                value, skip, i = value + rest[0], rest[1], rest[1]
        nxt = tokens[i + 1]
        unit = None
        low = (nxt or "").lower()
        word_like = bool(nxt) and nxt.isalpha() and number_value(nxt) is None and _compound(nxt) is None
        if word_like and (low in ("am", "pm") or (low not in FUNCTION_WORDS and low not in MONTHS)):
            unit = unit_name(nxt, tokens[i + 2])
        found.append((value, m.group(), unit, m.start(), matches[i].end()))
    return found


def _spoken_decimals(text: str, matches: list[re.Match[str]], i: int) -> tuple[float, int] | None:
    """(the decimals, the index of their last word) after a number in words at ``matches[i]`` ("point two
    five" after "one"), or None."""
    if i + 2 >= len(matches) or matches[i + 1].group().lower() != "point":
        return None
    digits, j = "", i + 2
    while j < len(matches) and not text[matches[j - 1].end() : matches[j].start()].strip():
        value = NUMBER_WORDS.get(matches[j].group().lower())
        if value is None or value > 9:
            break
        digits, j = digits + str(value), j + 1
    return (float("0." + digits), j - 1) if digits else None


def _next_multiplier(text: str, matches: list[re.Match[str]], i: int) -> float | None:
    """The multiplier right after ``matches[i]`` (only spaces between: "hundred thousand"), or None."""
    if i + 1 >= len(matches) or text[matches[i].end() : matches[i + 1].start()].strip():
        return None
    return _multiplier(matches[i + 1].group())


def _rest_of_number(text: str, matches: list[re.Match[str]], i: int, factor: float) -> tuple[float, int] | None:
    """(the value, the index of its last word) of the smaller number in words that ends a number at
    ``matches[i]`` ("and sixty-six" after "three hundred"; not across punctuation), or None."""
    if i < len(matches) and matches[i].group().lower() == "and":
        i += 1
    if i >= len(matches) or text[matches[i - 1].end() : matches[i].start()].strip():
        return None
    word = matches[i].group()
    value = None if word[0].isdigit() else number_value(word)
    return (value, i) if value is not None and value < factor else None


def _numbers_a_name(text: str, matches: list[re.Match[str]], i: int) -> bool:
    """Whether the "I" at ``matches[i]`` numbers the name before it ("World War I"), not the pronoun: it
    follows a capitalised word, itself after another word of the same sentence ("Then I" is the pronoun)."""
    if i < 2 or text[matches[i - 1].end() : matches[i].start()] != " ":
        return False
    before, name = matches[i - 2], matches[i - 1]
    return name.group()[0].isupper() and not re.search(r"[.!?:;]", text[before.end() : name.start()])


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
    return next((f for w, f in MULTIPLIERS.items() if matches(w, low)), None)


def _compound(token: str) -> float | None:
    """German number compounds with a multiplier: "zwanzigtausend" = 20000, "dreihundert" = 300."""
    low = token.lower()
    for suffix, factor in (("tausend", 1e3), ("hundert", 1e2)):
        head = low[: -len(suffix)]
        if low.endswith(suffix) and head in NUMBER_WORDS:
            return NUMBER_WORDS[head] * factor
    return None


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


def rates(text: str) -> list[tuple[str, str]]:
    """(the time counted per, span) for each rate in ``text``: "once a day" and "täglich" → day, "per week",
    "twice a month", "par an" → year. "A day later" is no rate: "a" must follow a count."""
    toks = words(text)
    low = [t.lower() for t in toks]
    out = []
    for i, word in enumerate(low):
        if word in RATE_ADVERBS:
            out.append((RATE_ADVERBS[word], toks[i]))
            continue
        if word not in RATE_BASES or i == 0:
            continue
        before = low[i - 1]
        counted = i >= 2 and (low[i - 2] in COUNT_WORDS or any(ch.isdigit() for ch in low[i - 2]))
        spanish = low[i - 2 : i] == ["a", "la"]  # "dos veces a la semana"
        if before in RATE_WORDS or (before in RATE_AFTER_COUNT and (counted or spanish)):
            out.append((RATE_BASES[word], " ".join(toks[i - 2 if spanish else i - 1 : i + 1])))
    return out


#: the articles that count one time ("une fois", "una vez", "a time")
_ONE = frozenset(["a", "one", "une", "una", "un", "ein", "один"])


def how_often(text: str) -> set[float]:
    """How many times ``text`` says something happens ("twice" and "zweimal" are 2, "three times" is 3,
    "una vez" is 1), for comparing two rates over the same time."""
    low = [w.lower() for w in words(text)]
    out = set()
    for i, word in enumerate(low):
        if word in TIMES_WORDS:
            out.add(float(TIMES_WORDS[word]))
        elif word in TIMES_NOUNS and i > 0:
            count = 1.0 if low[i - 1] in _ONE else number_value(low[i - 1])
            if count is not None:
                out.add(count)
    return out


#: a time of day: "noon", "midnight", "6 pm", "6:30 a.m.", "18:00", "18 Uhr", "nine o'clock", "half past nine",
#: "a las nueve", "à neuf heures"
_CLOCK = re.compile(
    r"\b(?:(?P<noon>noon|midday|mittags?|midi|mediodía|полдень)"
    r"|(?P<midnight>midnight|mitternacht|minuit|medianoche|полночь)"
    r"|(?P<h>\d{1,2})(?:[:.](?P<m>\d{2}))?\s*(?P<half>[ap])\.?\s?m\b\.?"
    r"|(?P<h24>\d{1,2})(?::(?P<m24>\d{2})(?!\d)(?:\s*(?:Uhr|h)\b)?|\.(?P<m24b>\d{2})\s*(?:Uhr|h)\b)"
    r"|(?<![\d.:])(?P<uhr>\d{1,2}|[^\W\d_]+)\s+Uhr\b"
    r"|(?P<word>[^\W\d_]+|\d{1,2})\s+o'clock"
    r"|(?<!\w)a\s+las?\s+(?P<las>[^\W\d_]+(?!\w)|\d{1,2}(?![:.]?\d))"
    r"|(?<!\w)à\s+(?P<heures>[^\W\d_]+|\d{1,2})\s*(?:heures?|h)(?!\w)"
    r"|(?P<part>half|quarter)\s+(?P<way>past|to)\s+(?P<of>[^\W\d_]+|\d{1,2}))",
    re.IGNORECASE,
)


#: a part of the day after a time that says which half of the day it is in ("acht Uhr abends" is 20:00)
_DAY_PART = re.compile(
    r"\s*(?:(?P<pm>in the (?:evening|afternoon)|abends|am (?:abend|nachmittag)|nachmittags|du soir"
    r"|de l'après-midi|de la tarde|вечера|дня)"
    r"|(?P<am>in the morning|morgens|am (?:morgen|vormittag)|vormittags|du matin|de la mañana|утра)"
    r"|(?P<night>at night|nachts|in der nacht|de la nuit|de la noche|ночи))(?!\w)",
    re.IGNORECASE,
)


def _in_day_part(meanings: set[int], part: re.Match[str]) -> set[int]:
    """The ``meanings`` (minutes after midnight) of a time said with a part of the day: the afternoon and
    evening are after noon, the morning before it, the night after 18:00 or before 6:00."""
    if part.group("night"):
        return {t for t in meanings if t >= 1080 or t < 360} or {t + 720 for t in meanings if 360 <= t < 720}
    if part.group("pm"):
        return {t if t >= 720 else t + 720 for t in meanings}
    return {t for t in meanings if t < 720} or meanings


def clock_times(text: str) -> list[tuple[frozenset[int], int, int]]:
    """(the minutes after midnight it may mean, start, end) for each time of day in ``text``: "6 pm" and
    "18:00" are 1080; a bare "9:00" or "nine o'clock" may be morning or evening (540 or 1260), "nine o'clock
    in the evening" is 1260."""
    found = []
    text = text.replace("’", "'")
    for m in _CLOCK.finditer(text):
        end = m.end()
        if m.group("noon"):
            meanings = {720}
        elif m.group("midnight"):
            meanings = {0}
        elif m.group("part"):
            hour = number_value(m.group("of"))
            if hour is None or not hour.is_integer() or not 1 <= hour <= 12:
                continue
            shift = (30 if m.group("part").lower() == "half" else 15) * (1 if m.group("way").lower() == "past" else -1)
            meanings = {(int(hour) * 60 + shift) % 1440, (int(hour) * 60 + 720 + shift) % 1440}
        elif m.group("h"):
            hour, minute = int(m.group("h")), int(m.group("m") or 0)
            if not 1 <= hour <= 12 or minute >= 60:
                continue
            meanings = {(hour % 12 + (12 if m.group("half").lower() == "p" else 0)) * 60 + minute}
        else:
            hour = number_value(
                m.group("h24") or m.group("uhr") or m.group("heures") or m.group("word") or m.group("las") or ""
            )
            minute = int(m.group("m24") or m.group("m24b") or 0)
            if hour is None or not hour.is_integer() or not 0 <= hour <= 23 or minute >= 60:
                continue
            hour = int(hour)
            # "9:00", "nine o'clock", "a las nueve": morning or evening; "9 Uhr", "9.00 Uhr", "à 9 heures": as written
            twelve = not (m.group("uhr") or m.group("m24b") or m.group("heures")) and 1 <= hour <= 11
            meanings = {hour * 60 + minute} | ({(hour + 12) * 60 + minute} if twelve else set())
        part = None if m.group("h") or m.group("noon") or m.group("midnight") else _DAY_PART.match(text, end)
        if part:
            meanings, end = _in_day_part(meanings, part), part.end()
        found.append((frozenset(meanings), m.start(), end))
    return found
