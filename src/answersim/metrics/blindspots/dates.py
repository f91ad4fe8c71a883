"""Full dates in any common format ("1990-03-05", "March 5th, 1990", "5. März 1990", "12 de octubre de 1492"),
spans of years ("from 1914 to 1918", "1939–1945"), which say how many years they last, centuries ("the 1200s",
"XIIIe siècle"), decades ("the nineties", "les années 90"), quarters of a year ("Q3", "drittes Quartal") and
estimated years ("around AD 250")."""

from __future__ import annotations

import re

from answersim.metrics.blindspots.numerals import ORDINALS, number_spans, number_value, roman, russian_ordinal
from answersim.metrics.blindspots.spelled import compound
from answersim.metrics.lexicon import MONTHS

_MONTH = "|".join(sorted((re.escape(m) for m in MONTHS), key=len, reverse=True))
#: a day as digits ("5", "5th", "5.") or a word ("fifth", "cinco", "пятого", "fünften")
_DAY = r"(?P<{0}>[0-3]?\d|(?:(?:twenty|thirty)[\s-])?[^\W\d_]{{3,}})(?:st|nd|rd|th|\.)?"
#: the tens of an English day in words ("twenty-first", "thirty first")
_DAY_TENS = re.compile(r"(twenty|thirty)[\s-]", re.IGNORECASE)
#: German ordinal endings ("fünften", "zwanzigsten") and the stems that change ("ersten", "dritten")
_GERMAN_ENDINGS = ("sten", "ste", "ster", "stem", "ten", "te", "ter", "tem")
_GERMAN_DAYS = {"ers": 1, "erst": 1, "drit": 3, "dritt": 3, "sieb": 7, "siebt": 7, "ach": 8, "acht": 8}
_FIRST = {"premier": 1, "primero": 1, "1er": 1}
_RUSSIAN_TENS = re.compile(r"(?<!\w)(двадцать|тридцать)\s+$", re.IGNORECASE)


def _number(word: str) -> float | None:
    """A number in one word, German compounds included ("fünfundzwanzig")."""
    value = number_value(word)
    return value if value is not None else compound(word)


def _day_value(day: str) -> int | None:
    """The day of the month ``day`` says, in digits or as a word of five languages, or None."""
    if day.isdigit():
        return int(day)
    tens = _DAY_TENS.match(day)
    if tens:  # "twenty-first": the tens and the day after them
        rest = _day_value(day[tens.end() :])
        return int(number_value(tens.group(1)) or 0) + rest if rest and rest < 10 else None
    low = day.lower()
    value = _FIRST.get(low) or number_value(low) or russian_ordinal(low)  # "premier", "cinco", "пятого"
    if value is None:
        for ending in _GERMAN_ENDINGS:
            stem = low[: -len(ending)]
            if stem and low.endswith(ending) and (stem in _GERMAN_DAYS or _number(stem) is not None):
                value = _GERMAN_DAYS.get(stem) or _number(stem)
                break
    return int(value) if value is not None and value == int(value) and 1 <= value <= 31 else None


_YEAR = r"1\d{3}|20\d{2}"
_DATE_FORMS = [
    re.compile(r"\b(?P<y>\d{4})-(?P<m>[01]?\d)-(?P<d>[0-3]?\d)\b"),
    re.compile(r"\b(?P<a>[0-3]?\d)/(?P<b>[0-3]?\d)/(?P<y>\d{4})\b"),
    # points after the day and the month: day first, as every language that writes them does ("05.03.1998")
    re.compile(r"\b(?P<d>[0-3]?\d)\.(?P<m>[01]?\d)\.(?P<y>\d{4})\b"),
    re.compile(
        rf"\b{_DAY.format('d')}\s+(?:of\s+|de\s+)?(?P<month>{_MONTH})\b,?\s+(?:de\s+)?(?P<y>\d{{4}})\b",
        re.IGNORECASE,
    ),
    re.compile(rf"\b(?P<month>{_MONTH})\s+{_DAY.format('d')},?\s+(?P<y>\d{{4}})\b", re.IGNORECASE),
    # a day and a month without the year (year 0: it matches only another date without one): "01/07" (two
    # digits each, not the fraction "1/2"), "02.05.", "1 de julio", "1. Juli", "July 1st"
    re.compile(r"\b(?P<a>[0-3]\d)/(?P<b>[01]\d)\b(?![./]\d)"),
    re.compile(r"\b(?P<d>[0-3]\d)\.(?P<m>[01]\d)\.(?!\d)"),  # German "02.05.", its closing point said
    re.compile(rf"\b{_DAY.format('d')}\s+(?:of\s+|de\s+)?(?P<month>{_MONTH})\b", re.IGNORECASE),
    re.compile(rf"\b(?P<month>{_MONTH})\s+{_DAY.format('d')}\b", re.IGNORECASE),
    # a month of a year (day 0: it matches only another month of a year): "May 2021", "в мае 2021 года", "mayo de
    # 2021", "05.2021", "05/2021"
    re.compile(rf"\b(?P<month>{_MONTH})\s+(?:de\s+)?(?P<y>\d{{4}})\b", re.IGNORECASE),
    # (a dot after one digit, or before an old year, is a decimal point: "1.1624", "10.1624" are no months)
    re.compile(r"(?<![\d./])(?P<mm>0[1-9]|1[0-2])\.(?P<y>1[89]\d{2}|20\d{2})(?![\d.,]\d)"),
    re.compile(rf"(?<![\d./])(?P<mm>0?[1-9]|1[0-2])/(?P<y>{_YEAR})\b"),
]


def dates(text: str) -> list[tuple[set[tuple[int, int, int]], int, int]]:
    """(the dates a span can mean, start, end) for each date in ``text``: "1990-03-05", "March 5th, 1990", "5.
    März 1990", "12 de octubre de 1492"; "05/03/1990" can mean either order of day and month ("05.03.1990" is day
    first); a date without its year ("1 de julio", "01/07") has the year 0."""
    found = []
    for form in _DATE_FORMS:
        for m in form.finditer(text):
            parts = m.groupdict()
            year = int(parts.get("y") or 0)
            start = m.start()
            if parts.get("month") and parts.get("d") is None:  # a month of a year
                meanings = {(year, MONTHS[parts["month"].lower()], 0)}
            elif parts.get("month"):
                day = _day_value(parts["d"])
                tens = _RUSSIAN_TENS.search(text[:start]) if day and day < 10 and not parts["d"].isdigit() else None
                if tens:  # "двадцать пятого марта"
                    day, start = day + (20 if tens.group(1).lower() == "двадцать" else 30), tens.start()
                meanings = {(year, MONTHS[parts["month"].lower()], day)} if day else set()
            elif parts.get("mm"):
                meanings = {(year, int(parts["mm"]), 0)}
            elif parts.get("a"):
                a, b = int(parts["a"]), int(parts["b"])
                meanings = {(year, b, a), (year, a, b)}
            else:
                meanings = {(year, int(parts["m"]), int(parts["d"]))}
            meanings = {(y, mo, d) for y, mo, d in meanings if 1 <= mo <= 12 and 0 <= d <= 31}
            if meanings and not any(s < m.end() and start < e for _, s, e in found):
                found.append((meanings, start, m.end()))
    for m in _HOLIDAY.finditer(text):  # "Valentine's Day" is 14 February, "Noël" 25 December
        if not any(s < m.end() and m.start() < e for _, s, e in found):
            found.append(({(0, *_HOLIDAYS[_holiday_key(m.group())])}, m.start(), m.end()))
    return found


#: holidays on a fixed day of the year (month, day), by name in five languages
_HOLIDAY_NAMES = {
    (2, 14): ["Valentine's Day", "Saint Valentine's Day", "Valentinstag", "Saint-Valentin", "San Valentín",
              "День святого Валентина"],
    (12, 25): ["Christmas Day", "Noël", "Navidad", "erster Weihnachtstag", "ersten Weihnachtstag"],
    (12, 24): ["Christmas Eve", "Heiligabend", "Heiligen Abend", "Nochebuena"],
    (12, 26): ["Boxing Day", "zweiter Weihnachtstag", "zweiten Weihnachtstag"],
    (1, 1): ["New Year's Day", "Neujahr", "Neujahrstag", "jour de l'An", "Año Nuevo"],
    (12, 31): ["New Year's Eve", "Silvester", "Saint-Sylvestre", "Nochevieja"],
    (10, 31): ["Halloween"],
    (11, 1): ["All Saints' Day", "Allerheiligen", "Toussaint", "Todos los Santos"],
    (3, 17): ["St Patrick's Day", "St. Patrick's Day", "Saint Patrick's Day"],
    (7, 14): ["Bastille Day"],
    (11, 5): ["Guy Fawkes Night", "Bonfire Night"],
    (11, 11): ["Armistice Day"],
    (5, 9): ["День Победы"],
}  # fmt: skip


def _holiday_key(said: str) -> str:
    """A holiday's name as :data:`_HOLIDAYS` keys it (lower case, a straight apostrophe)."""
    return said.lower().replace("’", "'")


_HOLIDAYS = {_holiday_key(name): day for day, names in _HOLIDAY_NAMES.items() for name in names}
_HOLIDAY = re.compile(
    r"(?<!\w)(?:"
    + "|".join(re.escape(n).replace("'", "['’]") for n in sorted(_HOLIDAYS, key=len, reverse=True))
    + r")(?!\w)(?!\s+[A-ZÀ-Ý])",  # not a name's first word ("Noël Coward")
    re.IGNORECASE,
)


#: a span of years: "from 1914 to 1918", "between 1939 and 1945", "1914–1918", "von 1914 bis 1918", "de 1914 a
#: 1918", "с 1914 по 1918"
_YEAR_SPAN = re.compile(
    rf"\b(?:(?:from|between|von|de|du|desde|entre|с)\s+)?(?P<a>{_YEAR})"
    rf"(?:\s*[-–—]\s*|\s+(?:to|and|until|till|bis|und|à|et|a|al|hasta|y|по|до|и)\s+)(?P<b>{_YEAR})\b",
    re.IGNORECASE,
)


def year_spans(text: str) -> list[tuple[int, int, int]]:
    """(the years it lasts, start, end) for each span of years in ``text`` ("from 1914 to 1918": 4); a span
    that runs backwards is none."""
    found = []
    for m in _YEAR_SPAN.finditer(text):
        years = int(m.group("b")) - int(m.group("a"))
        if years > 0:
            found.append((years, m.start(), m.end()))
    return found


#: a century in five languages: "the 13th century", "the thirteenth century", "the 1200s", "13. Jahrhundert",
#: "XIIIe siècle", "siglo XIII", "XIII век" (its number in digits, an English ordinal or Roman numerals)
_NUMBERED = r"\d{1,2}|[IVXL]{1,6}"
_CENTURY = re.compile(
    rf"\b(?:(?P<en>\d{{1,2}})(?:st|nd|rd|th)[\s-]+century|(?P<en_word>[a-z]+)[\s-]+century"
    r"|the\s+(?P<hundreds>\d{1,2})00s"
    rf"|(?P<de>\d{{1,2}})\.\s*jahrhunderts?|(?P<fr>{_NUMBERED})(?:e|ème|è)\s+siècle"
    rf"|siglo\s+(?P<es>{_NUMBERED})\b|(?P<ru>{_NUMBERED})\s+(?:век|века|веке|веком)(?!\w))",
    re.IGNORECASE,
)


def centuries(text: str) -> list[tuple[set[int], int, int]]:
    """({the century}, start, end) for each century ``text`` names ("the 1200s" and "the thirteenth century":
    13), in the shape :func:`dates` gives."""
    found = []
    for m in _CENTURY.finditer(text):
        said = next(g for g in m.groups() if g)
        if m.group("hundreds"):
            value: float | None = int(said) + 1
        elif said.isdigit():
            value = int(said)
        elif m.group("en_word"):
            value = ORDINALS.get(said.lower())
        else:
            value = roman(said.upper())
        if value:
            found.append(({int(value)}, m.start(), m.end()))
    return found


#: the tens of a decade said in words, by the word's stem ("nineties", "Neunziger", "noventa", "девяностые")
_DECADE_WORDS = {
    **dict.fromkeys(("twenties", "zwanzig", "veinte", "vingt", "двадцат"), 20),
    **dict.fromkeys(("thirties", "dreißig", "dreissig", "treinta", "trente", "тридцат"), 30),
    **dict.fromkeys(("forties", "vierzig", "cuarenta", "quarante", "сороков"), 40),
    **dict.fromkeys(("fifties", "fünfzig", "cincuenta", "cinquante", "пятидесят"), 50),
    **dict.fromkeys(("sixties", "sechzig", "sesenta", "soixante", "шестидесят"), 60),
    **dict.fromkeys(("seventies", "siebzig", "setenta", "soixante-dix", "семидесят"), 70),
    **dict.fromkeys(("eighties", "achtzig", "ochenta", "quatre-vingt", "восьмидесят"), 80),
    **dict.fromkeys(("nineties", "neunzig", "noventa", "quatre-vingt-dix", "девяност"), 90),
}
_DECADE_WORD = "|".join(sorted((re.escape(w) for w in _DECADE_WORDS), key=len, reverse=True))
#: a decade in five languages: "the 1990s", "the '90s", "the nineties", "die 1990er", "in den Neunzigern", "les
#: années 90", "les années quatre-vingt-dix", "los años noventa", "девяностые", "90-е". A word alone must say
#: it is a decade: "neunzig", "noventa" and "quarante" are numbers, so German takes "-er", Spanish and French
#: "años"/"années" before it
_DECADE = re.compile(
    r"(?<![\w'’])(?:(?P<digits>\d{3}0)(?:s|er|-е)(?!\w)|(?P<two>\d0)(?:s|er|-е)(?!\w)|['’](?P<short>\d0)s\b"
    r"|(?:années|años)\s+(?:(?P<after>\d{2,4})(?!\d)|(?P<after_word>" + _DECADE_WORD + r")(?!\w))"
    r"|(?P<word>" + _DECADE_WORD + r")(?P<ending>er|ern|ers|ые|ых|ым|ыми)?(?!\w))",
    re.IGNORECASE,
)


#: a possessive right before a decade makes it an age ("in his forties", "in ihren Zwanzigern")
_AGE = re.compile(r"(?<!\w)(?:his|her|their|my|our|your|seinen|ihren|meinen)\s+$", re.IGNORECASE)


def _tens(word: str) -> int:
    """The tens of a decade word, by its longest stem ("quatre-vingt-dix": 90, not "quatre-vingt"'s 80)."""
    low = word.lower()
    return max(((len(w), v) for w, v in _DECADE_WORDS.items() if low.startswith(w)), default=(0, 0))[1]


#: the first or the last decade of a century, before the century ("the last decade of the nineteenth century")
_END_DECADE = re.compile(r"\b(?P<end>first|last|final)\s+decade\s+of\s+(?:the\s+)?$", re.IGNORECASE)


def _end_decades(text: str) -> list[tuple[set[int], int, int]]:
    """The decades that open or close a century, in English ("the first decade of the 20th century": 1900)."""
    if "decade" not in text.lower():  # most texts: no need to read their centuries
        return []
    found = []
    for (century,), start, end in centuries(text):
        m = _END_DECADE.search(text, 0, start)
        if m is not None:
            first = (century - 1) * 100 + (0 if m.group("end").lower() == "first" else 90)
            found.append(({first}, m.start(), end))
    return found


def decades(text: str) -> list[tuple[set[int], int, int]]:
    """({the decade's first year, …}, start, end) for each decade ``text`` names, in the shape :func:`dates`
    gives: "the 1990s" is {1990}; "the nineties" and "the '90s" may be {1990, 2090}, read in the 1900s or the
    2000s as :func:`year_readings` reads a year by its last digits."""
    found = _end_decades(text)
    for m in _DECADE.finditer(text):
        if any(s <= m.start() < e for _, s, e in found):
            continue
        if m.group("digits"):
            found.append(({int(m.group("digits"))}, m.start(), m.end()))
            continue
        if _AGE.search(text, 0, m.start()):
            continue  # "in his forties": an age
        word = m.group("after_word") or m.group("word")
        if word is not None:
            english = word.lower().endswith("ies")
            if m.group("word") and not (english or m.group("ending")):
                continue  # a number ("neunzig", "noventa"), not a decade
            found.append(({1900 + _tens(word), 2000 + _tens(word)}, m.start(), m.end()))
            continue
        value = int(m.group("two") or m.group("short") or m.group("after"))
        if value % 10 == 0:
            found.append(({value} if value >= 1000 else {1900 + value % 100, 2000 + value % 100}, m.start(), m.end()))
    return found


#: the quarters of a year by their ordinal, in five languages ("third", "dritte", "troisième", "tercer", "третий")
_QUARTER_ORDINALS = {
    word: quarter
    for quarter, said in {
        1: "first 1st erste erstes ersten premier primer primero первый первом i",
        2: "second 2nd zweite zweites zweiten deuxième segundo второй втором ii",
        3: "third 3rd dritte drittes dritten troisième tercer tercero третий третьем iii",
        4: "fourth 4th vierte viertes vierten quatrième cuarto четвёртый четвертый четвёртом четвертом iv",
    }.items()
    for word in said.split()
}
_QUARTER_ORDINAL = "|".join(sorted((re.escape(w) for w in _QUARTER_ORDINALS), key=len, reverse=True))
#: a quarter of a year: "Q3", "the third quarter", "3. Quartal", "troisième trimestre", "tercer trimestre",
#: "третий квартал", "III квартал" (not "three quarters", a share)
_QUARTER = re.compile(
    r"(?<!\w)(?:Q(?P<q>[1-4])(?!\w)"
    r"|(?P<digit>[1-4])\.\s*quartal\w*"
    r"|(?P<ordinal>" + _QUARTER_ORDINAL + r")[\s-]+(?:quarter|quartal\w*|trimestre|квартал\w*)(?!\w))",
    re.IGNORECASE,
)


def quarters(text: str) -> list[tuple[set[int], int, int]]:
    """({the quarter}, start, end) for each quarter of a year ``text`` names ("Q3" and "the third quarter": 3), in
    the shape :func:`dates` gives."""
    found = []
    for m in _QUARTER.finditer(text):
        said = m.group("q") or m.group("digit")
        quarter = int(said) if said else _QUARTER_ORDINALS[m.group("ordinal").lower()]
        found.append(({quarter}, m.start(), m.end()))
    return found


#: a year said as an estimate ("around 1995", "c. 1500", "about AD 250", "vers 1500", "около 1500 года")
_ESTIMATED_YEAR = re.compile(
    r"(?<!\w)(?:about|around|approximately|roughly|circa|c\.|ca\.|etwa|ungefähr|um|rund|environ|vers|hacia|"
    r"alrededor de|около|примерно)\s+(?:(?:AD|CE|A\.D\.)\s*)?(\d{2,4})(?!\d)",
    re.IGNORECASE,
)


def estimated_years(text: str) -> list[tuple[int, int, int]]:
    """(year, start, end) for each year ``text`` gives as an estimate ("Around AD 250"): a decade or century that
    holds it says as much."""
    return [(int(m.group(1)), m.start(), m.end()) for m in _ESTIMATED_YEAR.finditer(text)]


def century_holds(century: int, year: int) -> bool:
    """Whether ``year`` falls in the ``century``-th century (the third: 201–300, read loosely as 200–300)."""
    return 100 * (century - 1) <= year <= 100 * century


#: the last word of a year said as a Russian ordinal, before "году" ("в девяносто восьмом году"), and a year
#: said by its last two digits after an apostrophe ("in '98")
_RUSSIAN_YEAR = re.compile(r"[^\W\d_]+(?=\s+год(?:у|а|ом)?(?!\w))", re.IGNORECASE)
_APOSTROPHE_YEAR = re.compile(r"(?<![\w'’])['’](\d{2})(?![\w'’])")


#: an English year said in two parts: "nineteen forty-five", "nineteen oh eight", "eighteen sixty", "twenty twelve"
_TEENS = "eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen"
_ONES = "one|two|three|four|five|six|seven|eight|nine"
_TWO_PART_YEAR = re.compile(
    rf"(?<![\w-])(?P<hundreds>{_TEENS}|twenty)[\s-]+(?:(?:oh|o)[\s-]+(?P<ones>{_ONES})|(?P<rest>"
    rf"(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[\s-](?:{_ONES}))?|ten|{_TEENS}))(?![\w-])",
    re.IGNORECASE,
)


def _two_part_years(text: str) -> list[tuple[int, int, int]]:
    found = []
    for m in _TWO_PART_YEAR.finditer(text):
        rest = m.group("ones") or m.group("rest")
        below = sum(number_value(w) or 0 for w in re.split(r"[\s-]+", rest))
        found.append((int(number_value(m.group("hundreds")) or 0) * 100 + int(below), m.start(), m.end()))
    return found


def said_years(text: str) -> list[tuple[int, int, int]]:
    """(year, start, end) for each year said as a Russian ordinal ("в тысяча девятьсот девяносто восьмом году":
    1998), in two English parts ("nineteen forty-five", "nineteen oh eight") or by its last two digits ("в
    девяносто восьмом году", "in '98": 98, under 100)."""
    found = [(int(m.group(1)), m.start(), m.end()) for m in _APOSTROPHE_YEAR.finditer(text)]
    found += _two_part_years(text)
    for m in _RUSSIAN_YEAR.finditer(text) if "год" in text.lower() else ():
        last = russian_ordinal(m.group())
        if last is None:
            continue
        before = text[: m.start()].rstrip()
        cardinal = [(v, s) for v, s, e in number_spans(before) if e == len(before)]
        value, start = (cardinal[0][0] + last, cardinal[0][1]) if cardinal else (last, m.start())
        found.append((int(value), start, m.end()))
    return found


def years_in_digits(text: str) -> list[tuple[int, int, int]]:
    """(year, start, end) for each number in ``text`` that may be a year written in digits (1000–2100)."""
    return [(int(v), s, e) for v, s, e in number_spans(text) if v.is_integer() and 1000 <= v <= 2100]


def year_readings(said: int) -> set[int]:
    """The years a year said (:func:`said_years`) may be: itself, and for its last two digits, the year in the
    1900s or the 2000s."""
    return {said} if said >= 100 else {said, 1900 + said, 2000 + said}


def same_year(said: int, year: int) -> bool:
    """Whether a year said (:func:`said_years`) is ``year``: the same, or its last two digits (in 1900–2099)."""
    return year in year_readings(said)
