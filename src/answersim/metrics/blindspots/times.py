"""When and how often: weekdays, months, rates ("twice a week", "täglich") and times of day ("6 pm", "18 Uhr",
"a las ocho de la tarde"), read from text for the ``numbers`` check and the restatement."""

from __future__ import annotations

import re

from answersim.metrics.blindspots.numerals import known_unit, multiplier, number_value, russian_ordinal
from answersim.metrics.blindspots.words import CYRILLIC, unelided, words
from answersim.metrics.lexicon import (
    CAPITAL_MONTHS,
    COUNT_WORDS,
    LOWER_MONTHS,
    MONTHS,
    RATE_ADVERBS,
    RATE_AFTER_COUNT,
    RATE_BASES,
    RATE_WORDS,
    SEASONS,
    TIMES_NOUNS,
    TIMES_WORDS,
    WEEKDAYS,
)


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


#: the words that join the two ends of a range ("April to October", "Monday–Friday", "de abril a octubre")
_RANGE_JOIN = r"\s*(?:to|until|till|through|thru|–|—|-|bis|à|au|a|hasta|до|по)\s*"
#: the most words of a reference whose range is its point
_SHORT_RANGE = 8


def range_cut(answer: str, reference: str) -> list[tuple[str, str]]:
    """(the reference's range, the answer's end) where a short reference gives a range of months or weekdays
    ("April to October.") and the answer names one of its two ends and nothing else ("April.")."""
    if len(words(reference)) > _SHORT_RANGE:
        return []
    for read in (months, weekdays):
        ends, said = read(reference), read(answer)
        if len(ends) != 2 or len(said) != 1 or ends[0][0] == ends[1][0] or said[0][0] not in {v for v, _ in ends}:
            continue
        joined = re.search(rf"(?<!\w){re.escape(ends[0][1])}{_RANGE_JOIN}{re.escape(ends[1][1])}(?!\w)", reference)
        if joined:
            return [(joined.group(), said[0][1])]
    return []


#: French words before "été" that make it the season ("en été", "cet été"; "a été" is "has been")
_SUMMER_BEFORE = frozenset(["en", "cet", "cette", "chaque", "tout", "plein"])
#: words that put a season at its edge, next to the one before or after it ("late summer" / "early autumn")
_SEASON_EDGES = re.compile(
    r"(?<!\w)(?:late|early|end|start|beginning|spät\w*|früh\w*|ende|anfang|fin|début|finales|principios|"
    r"comienzos|конц\w*|конец|начал\w*)(?!\w)",
    re.IGNORECASE,
)


def seasons(text: str) -> list[tuple[int, str]]:
    """(season number, span) for each season in ``text`` ("spring", "Herbst", "l'été", "зимой")."""
    out = []
    tokens = words(text)
    for i, word in enumerate(tokens):
        low = unelided(word).lower()
        if low not in SEASONS:
            continue
        elided = low != word.lower()
        if low == "été" and not elided and not (i and tokens[i - 1].lower() in _SUMMER_BEFORE):
            continue
        out.append((SEASONS[low], word))
    return out


def seasons_differ(answer: str, reference: str) -> tuple[list[str], list[str]]:
    """The seasons the reference names that the answer does not, and those the answer names instead ("spring" /
    "autumn"); none where a side puts a season at its edge and the two are next to each other ("late summer" /
    "early autumn")."""
    ans, ref = seasons(answer), seasons(reference)
    missing = [s for v, s in ref if v not in {a for a, _ in ans}]
    extra = [s for v, s in ans if v not in {r for r, _ in ref}]
    if not (missing and extra):
        return [], []
    edge = _SEASON_EDGES.search(answer) or _SEASON_EDGES.search(reference)
    if edge and all((a - r) % 4 in (1, 3) for a, _ in ans for r, _ in ref if a != r):
        return [], []
    return missing, extra


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
        # "twice a day", "3 a day", "ten a week" ("thirty words a minute" may be "half a word per second")
        counted = i >= 2 and (low[i - 2] in COUNT_WORDS or _number(low[i - 2]))
        # or an amount of a unit ("Fifteen metres a day."; not "thirty words a minute", which may be "half a word
        # per second")
        counted = counted or (
            i >= 3
            and (_number(low[i - 3]) or multiplier(low[i - 3]) is not None)
            and known_unit(low[i - 2]) is not None
        )
        spanish = low[i - 2 : i] == ["a", "la"]  # "dos veces a la semana"
        if before in RATE_WORDS or (before in RATE_AFTER_COUNT and (counted or spanish)):
            out.append((RATE_BASES[word], " ".join(toks[i - 2 if spanish else i - 1 : i + 1])))
    return out


def _number(word: str) -> bool:
    """Whether ``word`` is a number, in digits or in words ("10", "ten")."""
    return any(ch.isdigit() for ch in word) or number_value(word) is not None


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


#: a time of day: "noon", "midnight", "6 pm", "eleven p.m.", "6:30 a.m.", "18:00", "18 Uhr", "19 h 30", "nine
#: o'clock", "half past nine", "a las nueve", "à neuf heures", "в девять часов", "seven in the evening"
_CLOCK = re.compile(
    r"\b(?:(?<!-)(?P<noon>noon|midday|mittags?|midi|mediodía|полдень)"  # not "l'après-midi"
    r"|(?P<midnight>midnight|mitternacht|minuit|medianoche|полночь)"
    r"|(?P<h>\d{1,2}|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?=\s))"
    r"(?:[:.](?P<m>\d{2}))?\s*(?P<half>[ap])(?:\.\s?m\b\.?|\s?m\b)"
    r"|(?P<h24>\d{1,2})(?::(?P<m24>\d{2})(?!\d)(?:\s*(?:Uhr|h)\b)?|\.(?P<m24b>\d{2})\s*(?:Uhr|h)\b"
    r"|\s?h\s?(?P<m24c>\d{2})(?!\d)(?!\s*min))"  # the French "19 h 30", "19h30"; "2 h 30 min" lasts
    r"|(?<![\d.:])(?P<uhr>\d{1,2}|[^\W\d_]+)\s+Uhr\b"
    r"|(?P<word>[^\W\d_]+|\d{1,2})\s+o'clock"
    r"|(?<!\w)a\s+las?\s+(?P<las>[^\W\d_]+(?!\w)|\d{1,2}(?![:.]?\d))"
    r"|(?<!\w)(?:à|vers|il est)\s+(?P<heures>[^\W\d_]+|\d{1,2})\s*(?:heures?|h)(?!\w)"
    r"|(?<!\w)в\s+(?P<chas>[^\W\d_]+|\d{1,2})\s+час(?:а|ов)?(?!\w)"
    r"|(?P<part>half|quarter|viertel)\s+(?P<way>past|after|to|nach|vor)\s+(?P<of>[^\W\d_]+|\d{1,2})"
    # "twenty to nine", "five past six", closing the phrase ("ten to twelve people" is a count)
    r"|(?P<mins>five|ten|twenty|twenty-five|twenty five)\s+(?:minutes\s+)?(?P<way_m>past|to)\s+(?P<of_m>[^\W\d_]+)"
    r"(?=\s*(?:[.,;!?)]|$|in the|at night|o'clock))"
    r"|(?<!\w)halb\s+(?P<halb>[^\W\d_]+|\d{1,2})(?!\w)"
    r"|(?<!\w)половин[еау]\s+(?P<polovina>[^\W\d_]+)(?!\w)"
    r"|(?<!\w)четверть\s+(?P<chetvert>[^\W\d_]+)(?!\w)"
    # an hour said only with its part of the day: "seven in the evening", "ten at night", "в семь вечера", "в 7 утра"
    r"|(?<![\w.,:])(?P<parted>[^\W\d_]+|\d{1,2})"
    r"(?=\s+(?:in the (?:morning|afternoon|evening)|at night|утра|вечера|ночи)(?!\w)))",
    re.IGNORECASE,
)


#: what says that "6 h 30" after it is a time of day, not how long ("à 6 h 30", "dès 6 h 30")
_AT_HOUR = re.compile(r"(?<!\w)(?:à|vers|dès|avant|après|jusqu'à|il est)\s*$", re.IGNORECASE)


#: the minutes after an hour said in words: "a las nueve y media" (9:30), "à neuf heures et quart" (9:15),
#: "a las diez menos cuarto" (9:45), "à neuf heures trente"
_MINUTES = re.compile(
    r"\s+(?:(?:menos|moins)\s+(?:le\s+)?(?P<before>cuarto|quart|[^\W\d_]+|\d{1,2})"
    r"|(?:(?P<plus>y|et)\s+)?(?P<after>media|demie?|cuarto|quart|[^\W\d_]+|\d{1,2}))(?!\w)",
    re.IGNORECASE,
)
_HALF_AND_QUARTER = {"media": 30, "demie": 30, "demi": 30, "cuarto": 15, "quart": 15}
#: hours said with a word the number reader leaves alone: one, which is also an article ("a la una", "à une
#: heure", "ein Uhr"), and the Spanish eleven, which is also an English word ("a las once")
_HOUR_WORDS = {"una": 1.0, "une": 1.0, "ein": 1.0, "once": 11.0}


def _minutes(text: str, end: int) -> tuple[int, int] | None:
    """(minutes to add, end) for the minutes said in words after an hour that ends at ``end``, or None."""
    m = _MINUTES.match(text, end)
    if not m:
        return None
    word = (m.group("after") or m.group("before")).lower()
    value = _HALF_AND_QUARTER.get(word)
    if value is None:
        number = number_value(word)
        # "y diez", "heures trente"; a bare word after the hour must be a number of minutes ("nueve treinta")
        if number is None or not number.is_integer() or not 1 <= number < 60:
            return None
        value = int(number)
    elif not (m.group("plus") or m.group("before")):
        return None  # "a las nueve cuarto" is no time
    return (-value if m.group("before") else value), m.end()


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


#: words before a time of day that make it a span: shortly after it (up to half an hour), shortly before it, or
#: around it (a quarter of an hour either way): "kurz nach Mitternacht", "gegen 0:10 Uhr", "around 9 pm"
_SHORTLY_AFTER = re.compile(
    r"(?:(?:shortly|just|soon)\s+after|kurz\s+nach|peu\s+après|juste\s+après|poco\s+después\s+de(?:\s+la)?|"
    r"вскоре\s+после)\s+$",
    re.IGNORECASE,
)
_SHORTLY_BEFORE = re.compile(
    r"(?:(?:shortly|just)\s+before|kurz\s+vor|peu\s+avant|juste\s+avant|poco\s+antes\s+de(?:\s+la)?|"
    r"незадолго\s+до)\s+$",
    re.IGNORECASE,
)
_AROUND = re.compile(r"(?:around|about|approximately|gegen|vers|hacia|sobre|около|примерно\s+в)\s+$", re.IGNORECASE)
_SHORTLY, _AROUND_MINUTES = 30, 15


def _widened(meanings: set[int], before: str) -> set[int]:
    """``meanings`` as the span that the words ``before`` the time make of it ("shortly after midnight": 0–30)."""
    if _SHORTLY_AFTER.search(before):
        low, high = 0, _SHORTLY
    elif _SHORTLY_BEFORE.search(before):
        low, high = -_SHORTLY, 0
    elif _AROUND.search(before):
        low, high = -_AROUND_MINUTES, _AROUND_MINUTES
    else:
        return meanings
    return {(t + k) % 1440 for t in meanings for k in range(low, high + 1)}


#: words before a time in digits that say it is on the 24-hour clock, as German, French and Russian write it
#: ("um 10:00", "à 10:00", "в 10:00")
_BEFORE_24_HOURS = re.compile(r"(?<!\w)(?:um|ab|bis|à|dès|vers|avant|après|jusqu'à|в|к|с|до|после)\s+$", re.IGNORECASE)


def _on_24_hour_clock(text: str, start: int, hour: str) -> bool:
    """Whether the "H:MM" time at ``start`` is on the 24-hour clock: written with a leading zero ("09:00"), in a
    Russian text, or after a German, French or Russian preposition; an English "10:00" may be evening."""
    return (
        hour.startswith("0")
        or bool(CYRILLIC.search(text))
        or bool(_BEFORE_24_HOURS.search(text[max(0, start - 12) : start]))
    )


#: noon and midnight as the hour of "quarter to …", "half past …" (minutes after midnight)
_NOON_OR_MIDNIGHT = {"noon": 720, "midday": 720, "mittag": 720, "midnight": 0, "mitternacht": 0}


def clock_times(text: str) -> list[tuple[frozenset[int], int, int]]:
    """(the minutes after midnight it may mean, start, end) for each time of day in ``text``: "6 pm" and
    "18:00" are 1080; a bare "9:00" or "nine o'clock" may be morning or evening (540 or 1260), "nine o'clock
    in the evening" is 1260."""
    found = []
    text = text.replace("’", "'")
    for m in _CLOCK.finditer(text):
        end = m.end()
        if m.group("noon") or m.group("midnight"):
            base = 720 if m.group("noon") else 0
            spoken = _minutes(text, end)  # "midi et demi", "minuit et quart", "midi moins le quart"
            meanings = {(base + spoken[0]) % 1440} if spoken else {base}
            end = spoken[1] if spoken else end
        elif m.group("part") or m.group("mins"):
            way, of = (m.group("way"), m.group("of")) if m.group("part") else (m.group("way_m"), m.group("of_m"))
            before = way.lower() in ("to", "vor")  # "quarter to ten", "Viertel vor zehn", "twenty to nine"
            part = (m.group("part") or "").lower()
            size = 30 if part == "half" else 15 if part else number_value(m.group("mins").replace(" ", "-")) or 0
            shift = int(size) * (-1 if before else 1)
            base = _NOON_OR_MIDNIGHT.get(of.lower())  # "quarter to midnight" is 23:45
            if base is not None:
                meanings = {(base + shift) % 1440}
            else:
                hour = number_value(of)
                if hour is None or not hour.is_integer() or not 1 <= hour <= 12:
                    continue
                meanings = {(int(hour) * 60 + shift) % 1440, (int(hour) * 60 + 720 + shift) % 1440}
        elif m.group("halb") or m.group("polovina") or m.group("chetvert"):  # "halb acht", "в половине восьмого"
            # Russian says half past seven as "half of the eighth" ("в половине восьмого": 7:30) and a quarter past
            # six as "a quarter of the seventh" ("в четверть седьмого": 6:15)
            russian = m.group("polovina") or m.group("chetvert")
            hour = number_value(m.group("halb")) if m.group("halb") else russian_ordinal(russian)
            if hour is None or hour != int(hour) or not 1 <= hour <= 12:
                continue
            minute = 15 if m.group("chetvert") else 30
            meanings = {(int(hour) - 1) * 60 + minute, (int(hour) + 11) * 60 + minute}
        elif m.group("h"):
            hour, minute = int(number_value(m.group("h")) or 0), int(m.group("m") or 0)  # "11 pm", "eleven p.m."
            if not 1 <= hour <= 12 or minute >= 60:
                continue
            meanings = {(hour % 12 + (12 if m.group("half").lower() == "p" else 0)) * 60 + minute}
        else:
            said = m.group("h24") or m.group("uhr") or m.group("heures") or m.group("word")
            said = said or m.group("las") or m.group("chas") or m.group("parted") or ""
            if m.group("parted") and re.search(r"(?:st|nd|rd|th)$", said, re.IGNORECASE):
                continue  # "the first in the morning" is no hour
            hour = _HOUR_WORDS.get(said.lower()) or number_value(said)
            minute = int(m.group("m24") or m.group("m24b") or m.group("m24c") or 0)
            spoken = _minutes(text, end) if m.group("las") or m.group("heures") or m.group("chas") else None
            if spoken and hour is not None and hour.is_integer():  # "a las nueve y media", "menos cuarto"
                minute, end = spoken[0] % 60, spoken[1]
                hour -= 1 if spoken[0] < 0 else 0
            if hour is None or not hour.is_integer() or not 0 <= hour <= 23 or minute >= 60:
                continue
            if m.group("m24c") and hour < 13 and not _AT_HOUR.search(text, 0, m.start()):
                continue  # "pendant 2 h 15", "a mis 6 h 30": how long, not when
            hour = int(hour)
            # "9:00", "nine o'clock", "a las nueve", "в девять часов": morning or evening;
            # "9 Uhr", "9.00 Uhr", "à 9 heures": as written
            # "a la una menos cuarto" is 0:45 or 12:45, as "a las doce menos cuarto" is 11:45 or 23:45
            early = 1 <= hour <= 11 or (hour == 0 and spoken is not None and spoken[0] < 0)
            # a French hour in words with its minutes in words too is said as Spanish says it, on either half of the
            # day ("à deux heures moins le quart" may be 13:45)
            spoken_heures = bool(m.group("heures")) and not m.group("heures").isdigit() and spoken is not None
            as_written = m.group("uhr") or m.group("m24b") or m.group("m24c") or m.group("heures")
            twelve = (not as_written or spoken_heures) and early
            if twelve and m.group("m24") and _on_24_hour_clock(text, m.start(), m.group("h24")):
                twelve = False  # "09:00", "В 10:00", "um 10:00": the 24-hour clock, as written
            meanings = {hour * 60 + minute} | ({(hour + 12) * 60 + minute} if twelve else set())
        part = None if m.group("h") or m.group("noon") or m.group("midnight") else _DAY_PART.match(text, end)
        if part:
            meanings, end = _in_day_part(meanings, part), part.end()
        start = m.start()
        short = _RUSSIAN_TO.search(text, 0, start)  # "без четверти восемь": 7:45
        if short:
            meanings, start = (
                {(t - _RUSSIAN_TO_MINUTES[short.group(1).lower()]) % 1440 for t in meanings},
                short.start(),
            )
        found.append((frozenset(_widened(meanings, text[max(0, start - 30) : start])), start, end))
    return found


#: the minutes before an hour in Russian, said before it ("без четверти восемь", "без десяти девять")
_RUSSIAN_TO_MINUTES = {"четверти": 15, "пятнадцати": 15, "десяти": 10, "пяти": 5, "двадцати": 20, "двадцати пяти": 25}
_RUSSIAN_TO = re.compile(r"(?<!\w)без\s+(двадцати пяти|четверти|пятнадцати|десяти|пяти|двадцати)\s+$", re.IGNORECASE)
