"""Numbers read from text, as the checks and the forms need them: values in digits or words ("30", "thirty",
"dreißig", "three hundred and sixty-six", "2.000.000", "World War I") and their units, in five languages; a
number in several words is read by :mod:`.spelled`, weekdays, months, rates and times of day by :mod:`.times`."""

from __future__ import annotations

import re
from functools import lru_cache

from answersim.metrics.blindspots.spelled import NumberReading, compound, multiplier, spelled
from answersim.metrics.blindspots.words import CYRILLIC
from answersim.metrics.lexicon import (
    FRACTION_WORDS,
    FUNCTION_WORDS,
    MONTHS,
    NUMBER_WORDS,
)

#: temperature scales that may follow "degrees"
SCALES = {
    "c": "celsius",
    "celsius": "celsius",
    "centigrade": "celsius",
    "цельсия": "celsius",
    "f": "fahrenheit",
    "fahrenheit": "fahrenheit",
    "фаренгейта": "fahrenheit",
    # after "по" ("градусов по Фаренгейту", "по Цельсию")
    "фаренгейту": "fahrenheit",
    "цельсию": "celsius",
}
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
    "kpa": "kilopascal",
    "hpa": "hectopascal",
    "mbar": "millibar",
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
    "kbit": "kilobit",
    "mbit": "megabit",
    "gbit": "gigabit",
    "kbps": "kilobit per second",
    "mbps": "megabit per second",
    "gbps": "gigabit per second",
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
#: an ordinal in digits: English ("47th") or Russian, with its case ending after a hyphen ("47-е", "5-го")
_RUSSIAN_DIGIT_ENDING = r"-(?:е|й|я|го|му|м|х|ое|ый|ой|ая|ого|ом)"
ORDINAL_DIGITS = re.compile(rf"(\d+)(?:st|nd|rd|th|{_RUSSIAN_DIGIT_ENDING})", re.IGNORECASE)
#: Russian ordinals by stem, read with any case ending: "пятого марта" (a day), "в половине восьмого" (an hour)
_RUSSIAN_ORDINALS = {
    "перв": 1, "втор": 2, "трет": 3, "четвёрт": 4, "четверт": 4, "пят": 5, "шест": 6, "седьм": 7, "восьм": 8,
    "девят": 9, "десят": 10, "одиннадцат": 11, "двенадцат": 12, "тринадцат": 13, "четырнадцат": 14,
    "пятнадцат": 15, "шестнадцат": 16, "семнадцат": 17, "восемнадцат": 18, "девятнадцат": 19, "двадцат": 20,
    "тридцат": 30, "сороков": 40, "пятидесят": 50, "шестидесят": 60, "семидесят": 70, "восьмидесят": 80,
    "девяност": 90, "двухтысячн": 2000,
}  # fmt: skip
_RUSSIAN_ORDINAL_ENDINGS = ("ьего", "ьем", "ого", "ое", "ом", "ье", "ий", "ый", "ой")


def russian_ordinal(word: str) -> int | None:
    """The value of a Russian ordinal in any case ("пятого", "третье", "двадцатый"), or None."""
    low = word.lower()
    for ending in _RUSSIAN_ORDINAL_ENDINGS:
        if low.endswith(ending) and low[: -len(ending)] in _RUSSIAN_ORDINALS:
            return _RUSSIAN_ORDINALS[low[: -len(ending)]]
    return None


#: the vulgar fractions, alone ("½ mile") or after a whole number ("4¼ miles")
VULGAR_FRACTIONS = {
    "¼": 0.25,
    "½": 0.5,
    "¾": 0.75,
    "⅓": 1 / 3,
    "⅔": 2 / 3,
    "⅛": 0.125,
    "⅜": 0.375,
    "⅝": 0.625,
    "⅞": 0.875,
}
VULGAR = "".join(VULGAR_FRACTIONS)


#: thousands grouped by spaces, as French and Russian write them ("1 000", "20 000", "12 500,50")
SPACED_THOUSANDS = r"\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?:,\d+)?(?![\d.,]\d)(?!-[^\W\d_])"
_NUMBER = re.compile(
    rf"{SPACED_THOUSANDS}(?!\d)|\d+(?:[.,]\d+)*(?:(?:st|nd|rd|th|{_RUSSIAN_DIGIT_ENDING})\b|[{VULGAR}])?"
    r"|[^\W\d_]+(?:-[^\W\d_]+)*",
    re.IGNORECASE,
)


#: digits grouped by thousands: commas ("1,000") or, twice or more, dots ("2.000.000"; "2.000" is a decimal)
GROUPED_THOUSANDS = r"\d{1,3}(?:(?:,\d{3})+|(?:\.\d{3}){2,})"


#: a German number and a part of one in one word: "zweieinhalb", "dreieinviertel", "zweidreiviertel"
_GERMAN_PARTS = (("einhalb", 0.5), ("einviertel", 0.25), ("dreiviertel", 0.75), ("eindrittel", 1 / 3))


#: the tens that an ordinal of one to nine may close ("forty-seventh", "сорок седьмое")
_TENS_VALUES = frozenset([20, 30, 40, 50, 60, 70, 80, 90])


def _unit_ordinal(word: str | None, hyphened: bool = False) -> int | None:
    """The value of an English or Russian ordinal from one to nine ("seventh", "седьмое"); "second" only hyphened
    to a ten ("twenty-second": "a twenty second delay" lasts twenty seconds)."""
    low = (word or "").lower()
    value = 2 if low == "second" and hyphened else ORDINALS.get(low) or russian_ordinal(low)
    return value if value and value < 10 else None


def number_value(token: str) -> float | None:
    """The value of one token ("30", "1,200", "2.5", "4¼", "thirty", "twenty-five", "dix-sept"), or None."""
    low = token.lower()
    if low and low[-1] in VULGAR_FRACTIONS and (len(low) == 1 or low[:-1].isdigit()):
        return (float(low[:-1]) if len(low) > 1 else 0.0) + VULGAR_FRACTIONS[low[-1]]
    ordinal = ORDINAL_DIGITS.fullmatch(low)
    if ordinal:
        return float(ordinal.group(1))
    if low in ORDINALS:
        return float(ORDINALS[low])
    if re.fullmatch(SPACED_THOUSANDS, low):
        return float(re.sub(r"[ \u00a0\u202f]", "", low).replace(",", "."))
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
    for ending, part in _GERMAN_PARTS:  # German "zweieinhalb" (2.5), "dreieinviertel" (3.25), "eineinviertel"
        whole = low[: -len(ending)] if low.endswith(ending) else None
        if whole == "ein" or whole in NUMBER_WORDS:
            return (1 if whole == "ein" else NUMBER_WORDS[whole]) + part
        if whole and compound(whole) is not None:  # "dreiunddreißigeindrittel"
            return (compound(whole) or 0) + part
    tens, _, unit = low.partition("-")
    if NUMBER_WORDS.get(tens) in _TENS_VALUES and _unit_ordinal(unit, hyphened=True):  # "forty-seventh"
        return float(NUMBER_WORDS[tens] + (_unit_ordinal(unit, hyphened=True) or 0))
    if "-" in low:  # "twenty-five", "quatre-vingt-dix-huit", "trois-cent-six"
        reading = NumberReading()
        read = reading.take_hyphenated(low)
        return reading.value if read == len(low.split("-")) and reading.complete else None
    return None


def known_unit(word: str) -> str | None:
    """The name of a unit spelled ``word`` ("km", "kilometers" → "kilometre") if it is a known unit."""
    name = unit_name(word)
    return name if name in UNIT_NAMES else None


#: "degrees" in five languages, which a temperature scale may follow ("Grad Celsius", "градусов Цельсия")
_DEGREE_NAMES = frozenset(
    ["degree", "degrees", "grad", "degré", "degrés", "grado", "grados", "градус", "градуса", "градусов"]
)


def unit_name(word: str, following: str | None = None) -> str:
    """One spelling per unit, so "km" and "kilometres", "°C" and "degrees Celsius", "day" and "days" agree."""
    word = word.lower()
    if word in _DEGREE_NAMES and following and following.lower() in SCALES:
        word = following.lower()
    if word in _UNIT_ALIASES:
        return _UNIT_ALIASES[word]
    if len(word) > 4 and word.endswith("ies"):  # "centuries", "batteries"
        word = word[:-3] + "y"
    elif len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us")):
        word = word[:-1]
    return _UNIT_ALIASES.get(word, word)


def numbers(text: str) -> list[tuple[float, str, str | None]]:
    """(value, span, unit word after it or None) for each number in ``text``; "30" and "thirty" agree."""
    return [(value, span, unit) for value, span, unit, _, _ in _numbers(text)]


def number_spans(text: str) -> list[tuple[float, int, int]]:
    """(value, start, end) of each number in ``text``, all its words ("three hundred and sixty-six")."""
    return [(value, start, end) for value, _, _, start, end in _numbers(text)]


#: a half before "dozen" ("half a dozen", "media docena", "une demi-douzaine", "ein halbes Dutzend")
_HALF_BEFORE = re.compile(r"(?:\bhalf\s+an?|\bmedia|\bdemi-|\bhalbes|\bhalbe)\s*$", re.IGNORECASE)
_DOZENS = frozenset(["dozen", "docena", "douzaine", "dutzend"])
#: "a baker's dozen" is thirteen
_BAKERS = re.compile(r"(?:\ba\s+)?\bbakers?['’]?s?\s+$", re.IGNORECASE)


#: the words before "one of" that make it each of them, or none ("every one of the four", "not one of them"):
#: no count of one, nor a choice of one
EACH_ONE_WORDS = frozenset(["every", "each", "any", "not"])


def _each_one_of(tokens: list[str | None], i: int) -> bool:
    """Whether ``tokens[i]`` is the "one" of "every one of", "each one of", "any one of" or "not one of"."""
    before, after = (tokens[i - 1] or "").lower() if i else "", (tokens[i + 1] or "").lower()
    return (tokens[i] or "").lower() == "one" and before in EACH_ONE_WORDS and after == "of"


#: the article-like "one" of Spanish and French, a number where it closes a score ("tres a uno", "trois à un")
_SCORE_ONE = frozenset(["uno", "un", "une"])
_SCORE_BETWEEN = re.compile(r"\s*(?:a|à|-|–|:)\s*", re.IGNORECASE)


def _closes_a_score(text: str, matches: list[re.Match[str]], i: int) -> bool:
    """Whether ``matches[i]`` follows a number and a score's "a" / "à" / "-" and ends its sentence ("Tres a uno.")."""
    if i == 0 or not re.match(r"\s*(?:[.,;!?)]|$)", text[matches[i].end() :]):
        return False
    k = i - 2 if matches[i - 1].group().lower() in ("a", "à") else i - 1  # "a" and "à" are words of their own
    if k < 0 or not _SCORE_BETWEEN.fullmatch(text[matches[k].end() : matches[i].start()]):
        return False
    before = matches[k].group()
    return before[0].isdigit() or number_value(before) is not None


@lru_cache(maxsize=4096)
def _numbers(text: str) -> tuple[tuple[float, str, str | None, int, int], ...]:
    """Every number of ``text`` with its span and unit; cached, as each check reads the same texts again."""
    found = []
    matches = list(_NUMBER.finditer(text))
    tokens = [m.group() for m in matches] + [None, None, None]
    skip = -1
    for i, m in enumerate(matches):
        if i <= skip:
            continue
        between = text[m.end() : matches[i + 1].start()] if i + 1 < len(matches) else ""
        decade = _decade_in_words(m.group(), tokens[i + 1] if not between.strip() else None)
        if decade is not None:  # "the eighteen-nineties", "the nineteen sixties": a decade, as "the 1890s"
            skip = i if "-" in m.group() else i + 1
            found.append((decade, m.group(), "s", m.start(), matches[skip].end()))
            continue
        value = next(
            (v for v in (number_value(m.group()), compound(m.group()), roman(m.group())) if v is not None), None
        )
        ordinal = russian_ordinal(m.group()) if value is None and CYRILLIC.match(m.group().lower()) else None
        if ordinal is not None and ordinal > 1:  # "на четырнадцатом", as "the fourteenth"; "первый" as "first"
            value = float(ordinal)
        words = spelled(text, matches, i) if m.group()[0].isalpha() else None
        if words is not None:  # "three hundred and sixty-six", "триста шестьдесят шесть", "mil novecientos"
            value, skip, i = words[0], words[1], words[1]
        if m.group() == "I" and _numbers_a_name(text, matches, i):
            value = 1.0  # "World War I", "Pope John Paul I"
        start = m.start()
        share = _share_of_multiplier(text, matches, i)
        if share is not None:  # "half a million", "eine Viertelmillion", "полмиллиона", "medio millón"
            value, skip, i = share[0], share[1], share[1]
        unread = m.group().lower() if value is None and words is None and share is None else ""
        said_one, bare = unread in _ONE_OF, unread in _BARE_MULTIPLIERS and _counts(unread, tokens[i + 1])
        if said_one or bare:  # "a million", "un millón", "eine Million"; "миллион", "tausend" alone
            one = _ONE_MULTIPLIER.search(text, max(0, start - 8), start) if said_one else None
            if one or bare:
                value, start = multiplier(m.group()), one.start() if one else start
                rest = _below_after(text, matches, i, value) if value else None
                if rest is not None:  # "un million deux cent mille", "a million two hundred thousand"
                    value, skip, i = value + rest[0], rest[1], rest[1]
        if unread == "score" and (a := _A_SCORE.search(text, max(0, start - 3), start)) and not _of_a_number(tokens, i):
            value, start = 20.0, a.start()  # "a score of geese" is twenty; "a score of 8" is a result
        a = _A_SCORE.search(text, max(0, start - 3), start) if unread in _COUNT_NOUNS else None
        if a and _counts_here(tokens, i):  # "a gross of buttons", "a grand"; not "a gross of $381,509"
            value, start = _COUNT_NOUNS[unread], a.start()
        half = _HALF_BEFORE.search(text[:start]) if value == 12 else None
        if half and m.group().lower() in _DOZENS:
            value, start = 6.0, half.start()  # "half a dozen", "media docena", "ein halbes Dutzend": one span
        bakers = _BAKERS.search(text[:start]) if value == 12 and m.group().lower() == "dozen" else None
        if bakers:
            value, start = 13.0, bakers.start()  # "a baker's dozen"
        if m.group().lower().startswith(("полдюжин", "demi-douzaine")):
            value, start = 6.0, _with_one(text, start)  # "полдюжины", "une demi-douzaine": one word, with its article
        if unread in _SCORE_ONE and _closes_a_score(text, matches, i):
            value = 1.0  # "Tres a uno.", "Trois à un.": one, not an article
        if _each_one_of(tokens, i):
            continue  # "every one of the four chicks": each of them, no count of one
        if value is None or m.group().lower() == "first":  # "the first person" is rarely a count
            continue
        # a Russian ten and an ordinal ("сорок седьмое" = 47th; English hyphens them: "twenty first editions" are 20)
        russian_after = i + 1 < len(matches) and CYRILLIC.match(tokens[i + 1] or "") is not None
        unit_ordinal = _unit_ordinal(tokens[i + 1]) if value in _TENS_VALUES and russian_after else None
        if unit_ordinal and not text[m.end() : matches[i + 1].start()].strip():
            value, skip, i = value + unit_ordinal, i + 1, i + 1
        spoken = _spoken_decimals(text, matches, i) if m.group()[0].isalpha() else None
        if spoken is not None:  # "one point two" = 1.2
            value, skip, i = value + spoken[0], spoken[1], spoken[1]
        shared = _and_a_share(text, matches, i)
        if shared is not None:  # "two and a half", "two and a quarter million", "две с половиной тысячи"
            # after a multiplier the share is of it: "a dozen and a half" = 18, "a million and a half" = 1.5 million
            of = multiplier(matches[i].group()) or 1.0
            value, skip, i = value + shared[0] * of, shared[1], shared[1]
        # "полторы тысячи", "anderthalb Millionen", "zweieinhalb Millionen", "two and a half million"
        fraction = m.group().lower() in FRACTION_WORDS or not value.is_integer()
        # "20 thousand", "3,5 Millionen", "$356M", "one point two million"
        # and a number in words before a larger multiplier ("dos mil millones", "two thousand million")
        larger = words is not None and (multiplier(tokens[i + 1] or "") or 0) > (multiplier(tokens[i] or "") or 1)
        if spoken is not None or fraction or m.group()[0].isdigit() or larger:
            value, i = _times_words_after(text, matches, tokens, i, value)
            skip = i
        if (tokens[i + 1] or "").lower() in _COUNT_NOUNS and _counts_here(tokens, i + 1):
            # "Two gross." = 288, "Twelve grand." = 12,000; not "154,407 gross tons", "two grand pianos"
            value, skip, i = value * _COUNT_NOUNS[(tokens[i + 1] or "").lower()], i + 1, i + 1
        factor = 12.0 if (tokens[i] or "").lower() in _DOZENS else 20.0 if (tokens[i] or "").lower() == "score" else 0
        rest = _rest_of_number(text, matches, i, factor) if factor else None
        if rest is not None and re.match(r"\s*(?:[.,;!?)]|$)", text[matches[rest[1]].end() :]):
            # "three dozen and four" = 40, "three score and ten" = 70, closing the count
            value, skip, i = value + rest[0], rest[1], rest[1]
            start = _with_one(text, start)  # "a dozen and two": the article is the dozen's one
        last = _half_after_multiplier(text, matches, i)
        if last is not None:  # "deux millions et demi", "dos millones y medio"
            value, skip, i = value + 0.5 * (multiplier(matches[i].group()) or 0.0), last, last
        counted = (tokens[i + 1] or "").isalpha() and (tokens[i + 1] or "").lower() not in FUNCTION_WORDS
        after = [t.lower() for t in tokens[i + 2 : i + 4] if t] if counted else []
        if after in _HALF_AFTER or after in _QUARTER_AFTER:  # "dos horas y media", "deux heures et quart"
            value, skip = value + (0.5 if after in _HALF_AFTER else 0.25), i + 3
        nxt = tokens[i + 1]
        unit = None
        low = (nxt or "").lower()
        word_like = bool(nxt) and nxt.isalpha() and number_value(nxt) is None and compound(nxt) is None
        if word_like and (low in ("am", "pm") or (low not in FUNCTION_WORDS and low not in MONTHS)):
            # "градусов по Фаренгейту": the scale after "по"
            scale_at = i + 3 if (tokens[i + 2] or "").lower() == "по" else i + 2
            unit = unit_name(nxt, tokens[scale_at])
        found.append((value, m.group(), unit, start, matches[i].end()))
    return tuple(found)


#: the centuries and decades of a decade said in words ("the eighteen-nineties", "the nineteen sixties")
_CENTURY_WORDS = {"sixteen": 1600.0, "seventeen": 1700.0, "eighteen": 1800.0, "nineteen": 1900.0}
_DECADE_WORDS = {
    "twenties": 20.0, "thirties": 30.0, "forties": 40.0, "fifties": 50.0, "sixties": 60.0, "seventies": 70.0,
    "eighties": 80.0, "nineties": 90.0,
}  # fmt: skip


def _decade_in_words(token: str, following: str | None) -> float | None:
    """The first year of a decade said in words, in one hyphenated word or two ("eighteen-nineties": 1890), or
    None."""
    first, _, second = token.lower().partition("-")
    century, decade = _CENTURY_WORDS.get(first), _DECADE_WORDS.get(second or (following or "").lower())
    return century + decade if century is not None and decade is not None else None


#: the article before a multiplier that says one of it ("a million", "un millón", "eine Million"), and a Russian
#: multiplier said alone ("продали миллион дисков"), and German "tausend" ("tausend Meter")
_ONE_MULTIPLIER = re.compile(r"(?<!\w)(?:a|an|one|un|une|uno|ein|eine|einer|einen)\s+$", re.IGNORECASE)
_BARE_MULTIPLIERS = frozenset(["миллион", "миллиард", "tausend"])


def _with_one(text: str, start: int) -> int:
    """Where a number starting at ``start`` starts once the article before it, its "one", is taken with it."""
    one = _ONE_MULTIPLIER.search(text, max(0, start - 8), start)
    return one.start() if one else start


def _counts(multiplier_word: str, following: str | None) -> bool:
    """Whether a multiplier said alone counts what follows it: Russian always; German "tausend" a unit or a noun
    in the plural ("tausend Meter", "tausend Besucher"; not "tausend Dank")."""
    if multiplier_word != "tausend":
        return True
    word = following or ""
    return word[:1].isupper() and (known_unit(word) is not None or word.endswith(("e", "en", "er", "n")))


#: "a" before "score", which makes it twenty ("A score.", "a score of geese")
_A_SCORE = re.compile(r"(?<!\w)a\s+$", re.IGNORECASE)


#: count nouns that multiply the number before them where they end it: a gross, twelve dozen ("two gross of
#: pencils", "zwei Gros", "deux grosses de boutons", "dos gruesas"), and a grand, a thousand pounds or dollars
_COUNT_NOUNS = {
    **dict.fromkeys(["gross", "gros", "grosse", "grosses", "gruesa", "gruesas", "гросс", "гросса"], 144.0),
    "grand": 1000.0,
}


def _counts_here(tokens: list[str | None], i: int) -> bool:
    """Whether ``tokens[i]`` (a word of :data:`_COUNT_NOUNS`) counts: it ends the text or "of" and no number
    follow it ("Two gross.", "a gross of eggs", "Twelve grand."); "gross tons" and "a gross of $381,509" count
    nothing."""
    after = (tokens[i + 1] or "").lower()
    return not after or (after in ("of", "von", "de") and not _of_a_number(tokens, i))


def _of_a_number(tokens: list[str | None], i: int) -> bool:
    """Whether "of" and a number follow ``tokens[i]`` ("a score of 8 out of 10")."""
    after, then = tokens[i + 1], tokens[i + 2]
    return (after or "").lower() == "of" and bool(then) and (then[0].isdigit() or number_value(then) is not None)


#: the multipliers one of which an article says ("a million"; not "a Millionaire")
_ONE_OF = frozenset([
    "thousand", "million", "billion", "trillion", "tausend", "milliarde", "mille", "milliard", "mil", "millón",
    "billón",
])  # fmt: skip


#: a share of a multiplier: "half a million", "a quarter of a million", "three quarters of a billion", "eine halbe
#: Million", "un demi-million", "medio millón", "un cuarto de millón", "четверть миллиона"; in one word,
#: "Viertelmillion", "Dreiviertelmillion", "полмиллиона"
#: a share said by a count and a part ("two-fifths", "a third", "deux cinquièmes"), by the parts of its whole
_FRACTION_PARTS = {
    "third": 3, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8, "ninth": 9, "tenth": 10, "tiers": 3,
    "cinquième": 5, "sixième": 6, "septième": 7, "huitième": 8, "neuvième": 9, "dixième": 10,
}  # fmt: skip
_FRACTION = re.compile(
    r"(?P<count>a|one|two|three|four|five|six|seven|eight|nine|un|une|deux|trois|quatre|cinq)[\s-]"
    rf"(?P<part>(?:{'|'.join(_FRACTION_PARTS)})s?)",
    re.IGNORECASE,
)
_SHARE_OF = re.compile(
    rf"(?P<share>{_FRACTION.pattern}"
    r"|half|quarter|three[\s-]quarters|halbe[nr]?|dreiviertel|viertel|demi|trois[\s-]quarts|quart|medio|media"
    r"|cuarto|четверт[ьи]|полу|пол)"  # "около полумиллиона", "около четверти миллиона": the genitive
    r"(?:\s+of\s+an?\s+|\s+an?\s+|\s*-\s*|\s+de\s+|\s+|)(?P<multiplier>[^\W\d_]+)",
    re.IGNORECASE,
)
_SHARES = {
    "quarter": 0.25, "viertel": 0.25, "quart": 0.25, "cuarto": 0.25, "четверть": 0.25, "четверти": 0.25,
    "dreiviertel": 0.75,
}  # fmt: skip


def share_of_multiplier(text: str, at: int) -> tuple[float, int] | None:
    """(the value, its end) of a share of a hundred or more that starts at ``at`` in ``text`` ("half a million"
    = 500,000, "Viertelmillion" = 250,000), or None."""
    m = _SHARE_OF.match(text, at)
    factor = multiplier(m.group("multiplier")) if m else None
    if not m or not factor or factor < 100 or m.end() != _word_end(text, m.end()):
        return None
    share = m.group("share").lower()
    if m.group("part"):  # "two-fifths of a million", "deux cinquièmes de million"
        part = m.group("part").lower()
        parts = _FRACTION_PARTS.get(part) or _FRACTION_PARTS[part[:-1]]
        count = 1.0 if m.group("count").lower() in ("a", "one", "un", "une") else number_value(m.group("count")) or 1.0
        return count / parts * factor, m.end()
    return (0.75 if share.startswith(("three", "trois")) else _SHARES.get(share, 0.5)) * factor, m.end()


def _share_of_multiplier(text: str, matches: list[re.Match[str]], i: int) -> tuple[float, int] | None:
    """(the value, the index of its last word) of a share of a multiplier at ``matches[i]``, or None."""
    share = share_of_multiplier(text, matches[i].start())
    if share is None:
        return None
    last = next(j for j in range(len(matches) - 1, i - 1, -1) if matches[j].start() < share[1])
    return share[0], last


def _word_end(text: str, at: int) -> int:
    """The end of the word that reaches ``at``."""
    while at < len(text) and (text[at].isalnum() or text[at] == "_"):
        at += 1
    return at


#: a share after a whole number that is part of it, by its words: "two and a half", "two and a quarter", "one
#: and three quarters", "one and three-fifths"; how many parts its last word names, and the counts before that
_SHARE_PARTS = {
    "half": 2, "halves": 2, "third": 3, "quarter": 4, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
    "ninth": 9, "tenth": 10,
}  # fmt: skip
_SHARE_COUNTS = {
    "a": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
}  # fmt: skip


def _share_said(said: tuple[str, ...]) -> float | None:
    """The share that "and", a count and a part ("and three fifths": 0.6, "and a half": 0.5) say, or None."""
    if len(said) < 3 or said[0] != "and":
        return None
    count, part = _SHARE_COUNTS.get(said[1]), said[2]
    parts = _SHARE_PARTS.get(part) or (_SHARE_PARTS.get(part[:-1]) if part.endswith("s") else None)
    return count / parts if count and parts and count < parts else None


#: the same in Russian: "две с половиной", "два с четвертью"
_WITH_SHARE = {("с", "половиной"): 0.5, ("с", "четвертью"): 0.25}


def _and_a_share(text: str, matches: list[re.Match[str]], i: int) -> tuple[float, int] | None:
    """(the share, the index of its last word) where a share (:func:`_share_said`, or Russian "с половиной",
    "с четвертью") follows the whole number at ``matches[i]``, or None."""
    # each word's parts, hyphens apart ("and a half-hour", "and three-quarter million"), with the word each is of
    pieces = [(piece, k) for k in range(i + 1, min(i + 4, len(matches))) for piece in matches[k].group().split("-")]
    said = tuple(piece.lower() for piece, _ in pieces[:3])
    share_said = _share_said(said)
    share, last = (
        (share_said, pieces[2][1])
        if share_said
        else (_WITH_SHARE[said[:2]], i + 2)
        if said[:2] in _WITH_SHARE
        else (0.0, i)
    )
    if not share or not re.fullmatch(r"\s+", text[matches[i].end() : matches[i + 1].start()]):
        return None
    return share, last


#: a half after a multiplier, in French and Spanish ("deux millions et demi", "dos millones y medio")
_HALF_AFTER = (["et", "demi"], ["et", "demie"], ["y", "medio"], ["y", "media"])
#: a quarter after what a number counts: "deux heures et quart", "dos horas y cuarto" (2.25 hours)
_QUARTER_AFTER = (["et", "quart"], ["y", "cuarto"])


def _half_after_multiplier(text: str, matches: list[re.Match[str]], i: int) -> int | None:
    """The index of the half where one follows the multiplier at ``matches[i]``, or None."""
    said = [m.group().lower() for m in matches[i + 1 : i + 3]]
    if said not in _HALF_AFTER or not multiplier(matches[i].group()):
        return None
    between = text[matches[i].end() : matches[i + 1].start()] + text[matches[i + 1].end() : matches[i + 2].start()]
    return i + 2 if not between.strip() else None


#: the decimal comma, said: "virgule", "coma", "Komma"
_DECIMAL_COMMAS = ("virgule", "coma", "komma")
#: zero among spoken decimals ("zwei Komma null fünf"; German "null" is no number word elsewhere)
_ZEROS = frozenset(["zero", "zéro", "cero", "null", "ноль"])


def _spoken_decimals(text: str, matches: list[re.Match[str]], i: int) -> tuple[float, int] | None:
    """(the decimals, the index of their last word) after a number in words at ``matches[i]`` ("point two
    five" after "one"), or None."""
    if i + 2 >= len(matches) or matches[i + 1].group().lower() not in ("point", *_DECIMAL_COMMAS):
        return None
    zero = matches[i + 2].group().lower() in _ZEROS
    if matches[i + 1].group().lower() in _DECIMAL_COMMAS and not zero:
        # French, Spanish and German say the decimals as a number ("quatre virgule vingt-cinq" = 4.25); after a
        # zero, digit by digit as below ("quatre virgule zéro cinq")
        # read up to a multiplier, which multiplies the whole number ("deux virgule cinq millions" = 2.5 million)
        end = next((k for k in range(i + 2, len(matches)) if multiplier(matches[k].group())), len(matches))
        whole = spelled(text, matches[:end], i + 2)
        if whole is None or not whole[0].is_integer() or whole[0] <= 0:
            return None
        return float(f"0.{int(whole[0])}"), whole[1]
    digits, j = "", i + 2
    while j < len(matches) and not text[matches[j - 1].end() : matches[j].start()].strip():
        said = matches[j].group().lower()
        value = 0 if said in _ZEROS else NUMBER_WORDS.get(said)
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
        multiplier(tokens[i + 1] or "")
        or ATTACHED_MULTIPLIERS.get(suffix)
        or (ATTACHED_MULTIPLIERS.get(suffix.upper()) if money or suffix == "k" else None)  # "40k" is 40,000
    )
    if not factor:
        return value, i
    value, i = value * factor, i + 1  # the word after the multiplier is the unit
    while (larger := _nextmultiplier(text, matches, i)) and larger > factor:  # "20 hundred thousand"
        value, factor, i = value * larger, larger, i + 1
    rest = _rest_of_number(text, matches, i, factor)
    return (value + rest[0], rest[1]) if rest is not None else (value, i)


def _nextmultiplier(text: str, matches: list[re.Match[str]], i: int) -> float | None:
    """The multiplier right after ``matches[i]`` (only spaces between: "hundred thousand"), or None."""
    after = _word_after(text, matches, i)
    return multiplier(after[0]) if after else None


#: the word between a multiplier and the rest of its number ("three hundred and sixty-six")
_REST_AND = frozenset(["and"])


def _below_after(text: str, matches: list[re.Match[str]], i: int, factor: float) -> tuple[float, int] | None:
    """(the value, the index of its last word) of a number in words right after the multiplier at ``matches[i]``
    and below it ("deux cent mille" after "un million"; German in one word, "zweihunderttausend"), or None."""
    after = _word_after(text, matches, i)
    if after is None:
        return None
    word, j = after
    read = spelled(text, matches, j) if word[0].isalpha() else None
    if read is None and (one_word := compound(word)) is not None:
        read = (one_word, j)
    return read if read is not None and 0 < read[0] < factor else None


def _rest_of_number(text: str, matches: list[re.Match[str]], i: int, factor: float) -> tuple[float, int] | None:
    """(the value, the index of its last word) of the smaller number in words after the multiplier at
    ``matches[i]`` ("and sixty-six" after "three hundred"; not across punctuation), or None."""
    after = _word_after(text, matches, i, _REST_AND)
    if after is None:
        return None
    word, j = after
    value = None if word[0].isdigit() else number_value(word)
    return (value, j) if value is not None and value < factor else None


def _numbers_a_name(text: str, matches: list[re.Match[str]], i: int) -> bool:
    """Whether the "I" at ``matches[i]`` numbers the name before it ("World War I"), not the pronoun: it
    follows a capitalised word, itself after another word of the same sentence ("Then I" is the pronoun)."""
    if i < 2 or text[matches[i - 1].end() : matches[i].start()] != " ":
        return False
    before, name = matches[i - 2], matches[i - 1]
    return name.group()[0].isupper() and not re.search(r"[.!?:;]", text[before.end() : name.start()])


_ROMAN = re.compile(r"(?=[MDCLXVI]{2,}$)M{0,3}(CM|CD|D?C{0,3})(XC|XL|L?X{0,3})(IX|IV|V?I{0,3})")


def roman(token: str) -> float | None:
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
ATTACHED_MULTIPLIERS = {"K": 1e3, "M": 1e6, "B": 1e9}
