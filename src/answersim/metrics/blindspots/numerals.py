"""Numbers read from text, as the checks and the forms need them: values in digits or words ("30", "thirty",
"dreißig", "three hundred and sixty-six", "2.000.000", "World War I") and their units, in five languages;
weekdays, months, rates and times of day are read by :mod:`.times`."""

from __future__ import annotations

import re
from functools import lru_cache

from answersim.metrics.blindspots.words import matches
from answersim.metrics.lexicon import (
    FRACTION_WORDS,
    FUNCTION_WORDS,
    MONTHS,
    MULTIPLIERS,
    NUMBER_WORDS,
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
_NUMBER = re.compile(r"\d+(?:[.,]\d+)*(?:(?:st|nd|rd|th)\b)?|[^\W\d_]+(?:-[^\W\d_]+)*", re.IGNORECASE)


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
    if low.endswith("einhalb") and low[:-7] in NUMBER_WORDS:  # German "zweieinhalb" (2.5), "dreieinhalb"
        return NUMBER_WORDS[low[:-7]] + 0.5
    if "-" in low:  # "twenty-five", "quatre-vingt-dix-huit", "trois-cent-six"
        reading = _Reading()
        read = reading.take_hyphenated(low)
        return reading.value if read == len(low.split("-")) and reading.complete else None
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
        spelled = _spelled(text, matches, i) if m.group()[0].isalpha() else None
        if spelled is not None:  # "three hundred and sixty-six", "триста шестьдесят шесть", "mil novecientos"
            value, skip, i = spelled[0], spelled[1], spelled[1]
        if m.group() == "I" and _numbers_a_name(text, matches, i):
            value = 1.0  # "World War I", "Pope John Paul I"
        if value == 12 and m.group().lower() == "dozen" and re.search(r"\bhalf\s+an?\s+$", text[: m.start()], re.I):
            value = 6.0  # "half a dozen"
        if value is None or m.group().lower() == "first":  # "the first person" is rarely a count
            continue
        spoken = _spoken_decimals(text, matches, i) if m.group()[0].isalpha() else None
        if spoken is not None:  # "one point two" = 1.2
            value, skip, i = value + spoken[0], spoken[1], spoken[1]
        if spoken is not None or m.group()[0].isdigit():  # "20 thousand", "3,5 Millionen", "$356M", "one point
            value, i = _times_words_after(text, matches, tokens, i, value)  # two million"
            skip = i
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


def _word_after(
    text: str, matches: list[re.Match[str]], i: int, joiners: frozenset[str] = frozenset()
) -> tuple[str, int] | None:
    """(the word, its index) right after ``matches[i]``, past one of ``joiners`` ("and", "y"), with only spaces
    before it: the next word of a number in words ("three hundred and sixty-six"), or None."""
    j = i + 1
    if j < len(matches) and matches[j].group().lower() in joiners:
        j += 1
    if j >= len(matches) or text[matches[j - 1].end() : matches[j].start()].strip():
        return None
    return matches[j].group(), j


#: the tens that ones may follow ("forty five", "fünfundvierzig")
_TENS = frozenset(range(20, 100, 10))


def _times_words_after(
    text: str, matches: list[re.Match[str]], tokens: list[str | None], i: int, value: float
) -> tuple[float, int]:
    """(the value, the index of its last word) of digits at ``matches[i]`` times the multiplier after them
    ("20 thousand", "3,5 Millionen", "$356M", "2 hundred thousand and five"), or ``value`` and ``i`` unchanged."""
    m = matches[i]
    attached = i + 1 < len(matches) and matches[i + 1].start() == m.end()
    money = m.start() > 0 and text[m.start() - 1] in "$£€¥"
    suffix = (tokens[i + 1] or "") if attached else ""
    factor = (
        _multiplier(tokens[i + 1] or "") or _ATTACHED.get(suffix) or (_ATTACHED.get(suffix.upper()) if money else None)
    )
    if not factor:
        return value, i
    value, i = value * factor, i + 1  # the word after the multiplier is the unit
    while (larger := _next_multiplier(text, matches, i)) and larger > factor:  # "20 hundred thousand"
        value, factor, i = value * larger, larger, i + 1
    rest = _rest_of_number(text, matches, i, factor)
    return (value + rest[0], rest[1]) if rest is not None else (value, i)


def _next_multiplier(text: str, matches: list[re.Match[str]], i: int) -> float | None:
    """The multiplier right after ``matches[i]`` (only spaces between: "hundred thousand"), or None."""
    after = _word_after(text, matches, i)
    return _multiplier(after[0]) if after else None


#: the word between a multiplier and the rest of its number ("three hundred and sixty-six")
_REST_AND = frozenset(["and"])


def _rest_of_number(text: str, matches: list[re.Match[str]], i: int, factor: float) -> tuple[float, int] | None:
    """(the value, the index of its last word) of the smaller number in words after the multiplier at
    ``matches[i]`` ("and sixty-six" after "three hundred"; not across punctuation), or None."""
    after = _word_after(text, matches, i, _REST_AND)
    if after is None:
        return None
    word, j = after
    value = None if word[0].isdigit() else number_value(word)
    return (value, j) if value is not None and value < factor else None


#: French "cent" multiplies only a French number word before it ("trois cents"; "five cents" is money)
_FRENCH_UNITS = frozenset(["deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf"])
#: words for a thousand that are a number alone, or open one ("mil novecientos", "тысяча двести", "mille ans")
_THOUSAND_ALONE = frozenset(["mil", "mille", "тысяча"])
#: the words for one after "y"/"et", where they are no article ("treinta y uno", "vingt et un")
_ONE_AFTER_JOINER = frozenset(["un", "une", "uno", "una"])


class _Reading:
    """A number in words read one word at a time, as people say it: ones after tens ("forty five", "сорок
    пять", "cuarenta y cinco", "soixante et onze"), tens after hundreds ("триста шестьдесят", "three hundred
    and sixty"), anything below a thousand after thousands ("mil novecientos"). A word that does not fit ("nineteen
    forty-five", "two three") is not taken, and a new number starts there."""

    def __init__(self) -> None:
        self.total = 0.0  # the thousands, millions, … read so far
        self.current = 0.0  # the part below the last of those
        self.top = float("inf")  # the last multiplier of a thousand or more
        self.last: str | None = None  # what the last word was: number, hundred, large, joiner or end
        self.previous = ""

    @property
    def value(self) -> float:
        return self.total + self.current

    @property
    def complete(self) -> bool:
        """Whether the words so far make a number (not nothing, nor one ending in "and")."""
        return self.last not in (None, "joiner")

    def take(self, word: str) -> bool:
        """Read ``word`` into the number; False, reading nothing, if it does not continue it."""
        low = word.lower()
        kind = None if self.last == "end" else self._joiner(low) or self._multiplied(low) or self._added(low)
        if kind is not None:
            self.last, self.previous = kind, low
        return kind is not None

    def take_hyphenated(self, word: str) -> int:
        """Read the parts of a hyphenated ``word`` ("quatre-vingt-dix-huit": "quatre-vingt-dix" and "huit"),
        the longest known number word first; the number of parts read."""
        parts = word.lower().split("-")
        k = 0
        while k < len(parts):
            n = next((n for n in range(len(parts) - k, 1, -1) if "-".join(parts[k : k + n]) in NUMBER_WORDS), 1)
            if not self.take("-".join(parts[k : k + n])):
                break
            k += n
        return k

    def _joiner(self, low: str) -> str | None:
        after_multiplier = low == "and" and self.last in ("hundred", "large")  # "three hundred and six"
        after_tens = low in ("y", "et") and self.last == "number" and self.current % 100 in _TENS  # "vingt et un"
        return "joiner" if after_multiplier or after_tens else None

    def _multiplied(self, low: str) -> str | None:
        french = (low == "cent" and self.last is None) or (
            low in ("cent", "cents") and self.previous in _FRENCH_UNITS and self.last == "number"
        )
        factor = 100.0 if french else _multiplier(low)
        if factor is None:
            return None
        if factor < 1000:  # "hundred", "dozen"
            if self.last is None and (low in NUMBER_WORDS or low == "cent"):  # "hundred" alone, "cent trente"
                self.current = float(NUMBER_WORDS.get(low, 100))
            elif self.last == "number" and 0 < self.current < 100:
                self.current *= factor
            else:
                return None
            return "hundred" if factor == 100 else "end"
        if self.last is None and low in _THOUSAND_ALONE:
            self.total, self.top = factor, factor
        elif self.last in ("number", "hundred") and self.current > 0 and factor < self.top:
            self.total, self.current, self.top = self.total + self.current * factor, 0.0, factor
        else:
            return None
        return "large"

    def _added(self, low: str) -> str | None:
        value = NUMBER_WORDS.get(low)
        if value is None and self.last == "joiner" and low in _ONE_AFTER_JOINER:
            value = 1
        if value is None:
            return None
        if self.last is None:
            self.current = float(value)
        elif 1 <= value < self._room():
            self.current += value
        else:
            return None
        return "number"

    def _room(self) -> float:
        """What the next word may add: below a thousand after thousands, below a hundred after hundreds, ones
        after tens (in French also 11-19 after 60 and 80: "soixante et onze", "quatre-vingt-dix-neuf")."""
        if self.current == 0:
            return 1000.0 if self.last in ("large", "joiner") else 0.0
        below_hundred = self.current % 100
        if below_hundred == 0:
            return 100.0
        if below_hundred in _TENS:
            return 20.0 if below_hundred in (60, 80) else 10.0
        return 0.0


def _spelled(text: str, matches: list[re.Match[str]], i: int) -> tuple[float, int] | None:
    """(the value, the index of its last word) of the number in words that starts at ``matches[i]``, read over
    spaces only ("three hundred and sixty-six", "mil novecientos cuarenta y cinco"), or None."""
    first = matches[i].group().split("-")[0].lower()
    if first not in NUMBER_WORDS and first not in _THOUSAND_ALONE and first != "cent":
        return None  # most words open no number: skip the reading
    reading, found = _Reading(), None
    for j in range(i, min(len(matches), i + 16)):
        if j > i and text[matches[j - 1].end() : matches[j].start()].strip():
            break
        word = matches[j].group()
        if word[0].isdigit():
            break
        read = reading.take_hyphenated(word)
        if read < len(word.split("-")):
            if read and reading.last in ("hundred", "large"):  # "five-million-dollar"
                found = (reading.value, j)
            break
        if reading.complete:
            found = (reading.value, j)
    if found and found[1] == i and matches[i].group().lower() == "cent":
        return None  # French "cent" opens a number ("cent trente"); alone it is more often the coin
    return found


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


@lru_cache(maxsize=8192)
def _multiplier(word: str) -> float | None:
    """The factor a multiplier word stands for ("thousand", "Millionen", "тысячи"), or None."""
    low = word.lower()
    return next((f for w, f in MULTIPLIERS.items() if matches(w, low)), None)


def _compound(token: str) -> float | None:
    """A German number in one word: "fünfundvierzig" = 45, "dreihundert" = 300, "zwanzigtausend" = 20000,
    "dreihundertsechsundsechzig" = 366, "neunzehnhundertfünfundvierzig" = 1945 ("tausend" alone is no number)."""
    low = token.lower()
    for word, factor in (("tausend", 1e3), ("hundert", 1e2)):
        head, found, tail = low.partition(word)
        if found:
            alone = head == "ein" or (head == "" and (tail or factor == 100))  # "eintausend", "hundertzehn"
            times = 1.0 if alone else _german_below(head, factor)
            rest = _german_below(tail, factor) if tail else 0.0
            return times * factor + rest if times and rest is not None else None
    return _german_below(low, 100)


def _german_below(word: str, limit: float) -> float | None:
    """The value of a German number word below ``limit`` ("sechsundsechzig", "neunzehn", "dreihundert"), or None."""
    ones, joined, tens = word.partition("und")  # "fünfundvierzig" = 45, "einundzwanzig" = 21
    one = 1 if ones == "ein" else NUMBER_WORDS.get(ones)
    if joined and one is not None and one < 10 and NUMBER_WORDS.get(tens, 0) in _TENS:
        value: float | None = float(one + NUMBER_WORDS[tens])
    elif not joined and word in NUMBER_WORDS:
        value = float(NUMBER_WORDS[word])
    elif "hundert" in word and limit > 100:
        value = _compound(word)
    else:
        value = None
    return value if value is not None and value < limit else None
