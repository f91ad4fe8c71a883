"""How often, read as times a year: "quarterly", "every three months", "four times a year", "alle drei Monate",
"tous les trois mois", "cada tres meses" and "ежеквартально" are one frequency; and an amount per period as so
much a year ("£4.99 a month" is "£59.88 a year"). The ``numbers`` check flags two that differ ("twice a week" /
"every two weeks"); :mod:`answersim.metrics.forms` restates the answer's in the reference's words where they are the
same."""

from __future__ import annotations

import re

from answersim.metrics.blindspots.numerals import known_unit, number_value
from answersim.metrics.blindspots.quantities import convertible_unit, quantities
from answersim.metrics.lexicon import TIMES_WORDS


def _w(text: str) -> list[str]:
    return text.split()


#: one of each unit, in times a year; a week is also read as seven days ("fourteen times a week" = "twice a day")
_PER_YEAR = {
    "minute": (525600.0,),
    "hour": (8760.0,),
    "day": (365.0,),
    "week": (52.0, 365 / 7),
    "fortnight": (26.0, 365 / 14),
    "month": (12.0,),
    "year": (1.0,),
}
#: the units by their nouns, singular and plural (en, de, fr, es, ru)
_UNITS = {
    **dict.fromkeys(_w("minute minutes minuten minuto minutos минуту минуты минут"), "minute"),
    **dict.fromkeys(_w("hour hours stunde stunden heure heures hora horas час часа часов"), "hour"),
    **dict.fromkeys(_w("day days tag tage tagen jour jours día días день дня дней"), "day"),
    **dict.fromkeys(_w("week weeks woche wochen semaine semaines semana semanas неделю недели недель"), "week"),
    **dict.fromkeys(_w("fortnight fortnights"), "fortnight"),
    **dict.fromkeys(_w("month months monat monate monaten mois mes meses месяц месяца месяцев"), "month"),
    **dict.fromkeys(_w("year years jahr jahre jahren an ans année années año años год года лет"), "year"),
}
#: words that say a frequency alone, in times a year
_ADVERBS = {
    **dict.fromkeys(_w("hourly stündlich"), 8760.0),
    **dict.fromkeys(
        _w("daily täglich quotidien quotidienne quotidiennement diario diaria diariamente ежедневно"), 365.0
    ),
    **dict.fromkeys(_w("weekly wöchentlich hebdomadaire semanal semanalmente еженедельно"), 52.0),
    **dict.fromkeys(_w("fortnightly vierzehntäglich quincenal quincenalmente"), 26.0),
    **dict.fromkeys(_w("monthly monatlich mensuel mensuelle mensuellement mensual mensualmente ежемесячно"), 12.0),
    **dict.fromkeys(
        _w(
            "quarterly vierteljährlich trimestriel trimestrielle trimestriellement trimestral trimestralmente "
            "ежеквартально"
        ),
        4.0,
    ),
    **dict.fromkeys(_w("half-yearly semiannually semi-annually halbjährlich semestriel semestrielle semestral"), 2.0),
    **dict.fromkeys(_w("yearly annually jährlich annuel annuelle annuellement anual anualmente ежегодно"), 1.0),
    **dict.fromkeys(_w("biennially biennial biennal biennale bienal"), 0.5),  # every two years
    **dict.fromkeys(_w("triennially triennial"), 1 / 3),
}
#: "every", "alle", "tous les", "cada", "todos los", "каждые", then a count (or none: one) and a unit; "one"
#: before it is the same ("one every five minutes")
_EVERY = re.compile(
    r"(?<!\w)(?:(?:one|1|eine?|un|une|uno|una|один|одна|одно)\s+)?"
    r"(?:every|each|alle|jeden|jede|jedes|tous les|toutes les|chaque|cada|todos los|todas las|каждые|каждый"
    r"|каждую|каждое)"
    r"\s+(?:(?P<count>[^\W_]+)\s+)?(?P<unit>[^\W\d_]+)(?!\w)",
    re.IGNORECASE,
)
#: "once a year", "twice per month", "four times a year", "zweimal im Jahr", "deux fois par an", "dos veces al año";
#: read ``bare``, a count alone before its unit too ("two a day"; no price: "£1.50 an hour")
_PER_UNIT = r"\s+(?:a|an|per|each|im|pro|in the|par|al|a la|por|в)\s+(?P<unit>[^\W\d_]+)(?!\w)"
#: a count of times: "once", "twice", "zweimal", or a number and "times" ("four times", "deux fois", "три раза")
_TIMES_SAID = (
    r"(?<!\w)(?:(?P<word>once|twice|thrice|einmal|zweimal|dreimal|viermal|fünfmal|sechsmal|zehnmal)"
    r"|(?P<count>[^\W_]+)\s+(?:times|mal|fois|veces|раза?))"
)
_TIMES = re.compile(_TIMES_SAID + _PER_UNIT, re.IGNORECASE)
#: a count of times right before a frequency adverb ("thrice weekly", "two times daily", "zweimal wöchentlich")
_COUNTED_BEFORE = re.compile(_TIMES_SAID + r"\s+$", re.IGNORECASE)
#: a count of times in a count of periods ("three times every two hours", "five times in two weeks")
_TIMES_IN = re.compile(
    _TIMES_SAID + r"\s+(?:every|in|each|per)\s+(?P<periods>[^\W_]+)\s+(?P<unit>[^\W\d_]+)(?!\w)", re.IGNORECASE
)
#: a count of things in a period ("two sailings an hour", "three buses a day"): so many times
_COUNTED_THINGS = re.compile(
    r"(?<![\w.,£$€])(?P<word>)(?P<count>[^\W_]+)\s+(?P<thing>[^\W\d_]+s)" + _PER_UNIT, re.IGNORECASE
)
_BARE_TIMES = re.compile(r"(?<![\w.,£$€])(?<![\w.,£$€]\s)(?P<word>)(?P<count>[^\W_]+)" + _PER_UNIT, re.IGNORECASE)


def frequencies(text: str, bare: bool = False) -> list[tuple[frozenset[float], int, int]]:
    """(times a year, start, end) for each frequency in ``text``, as :func:`~answersim.metrics.blindspots.dates.dates`
    gives dates; ``bare``: a count alone before its unit too ("two a day")."""
    found: list[tuple[frozenset[float], int, int]] = []
    for m in re.finditer(r"(?<!\w)[^\W\d_]+(?:-[^\W\d_]+)?(?!\w)", text):
        per_year = _ADVERBS.get(m.group().lower())
        if per_year is not None:  # "weekly", and "thrice weekly", "two times daily" as many times
            counted = _COUNTED_BEFORE.search(text, 0, m.start())
            count = _times(counted) if counted else None
            start = counted.start() if counted and count else m.start()
            found.append((frozenset([per_year * (count or 1)]), start, m.end()))
    for m in _EVERY.finditer(text):
        unit = _UNITS.get(m.group("unit").lower())
        count = _count(m.group("count")) if m.group("count") else 1.0
        if unit is not None and count:
            found.append((_per_year(1 / count, unit), m.start(), m.end()))
    for m in (*_TIMES.finditer(text), *(_BARE_TIMES.finditer(text) if bare else ())):
        unit = _UNITS.get(m.group("unit").lower())
        count = _times(m)
        if unit is not None and count:
            found.append((_per_year(count, unit), m.start(), m.end()))
    for m in _COUNTED_THINGS.finditer(text):
        unit, count = _UNITS.get(m.group("unit").lower()), _count(m.group("count"))
        if unit is not None and count and counted_things(m.group("thing")):
            found.append((_per_year(count, unit), m.start(), m.end()))
    for m in _TIMES_IN.finditer(text):
        unit, count, periods = _UNITS.get(m.group("unit").lower()), _times(m), _count(m.group("periods"))
        if unit is not None and count and periods:
            found.append((_per_year(count / periods, unit), m.start(), m.end()))
    # a frequency inside a longer one is part of it ("every two hours" of "three times every two hours")
    found = [f for f in found if not any(g[1] <= f[1] and f[2] <= g[2] and g[2] - g[1] > f[2] - f[1] for g in found)]
    return sorted(found, key=lambda f: f[1])


def counted_things(word: str) -> bool:
    """Whether ``word`` counts things in the plural, not a unit or a count ("sailings"; not "pounds", "hours",
    "times")."""
    low = word.lower()
    if not low.endswith("s") or low in ("times", "hundreds", "thousands", "millions"):
        return False
    return known_unit(low) is None and convertible_unit(low) is None


#: how often, said with no number ("every so often", "from time to time", "now and then", "periodically")
_VAGUE_OFTEN = re.compile(
    r"(?<!\w)(?:every so often|every now and (?:then|again)|now and (?:then|again)|from time to time"
    r"|(?:quite |fairly )?(?:regularly|periodically|occasionally)|once in a while|von zeit zu zeit|ab und zu"
    r"|de temps en temps|de temps à autre|de vez en cuando|время от времени|иногда)(?!\w)",
    re.IGNORECASE,
)


def frequencies_differ(answer: str, reference: str) -> list[tuple[str, str]]:
    """(the reference's, the answer's) frequencies where both texts say how often and none of the answer's is one
    of the reference's ("Twice a week." / "Once a fortnight.", "Every two weeks."), or the answer says how often
    with no number ("Every so often." for "Every two years."); [] otherwise."""
    ans, ref = frequencies(answer), frequencies(reference)
    vague = _VAGUE_OFTEN.search(answer) if ref and not ans else None
    if vague and not _VAGUE_OFTEN.search(reference):
        return [(" / ".join(reference[s:e] for _, s, e in ref), vague.group())]
    said = {value for values, _, _ in ans for value in values}
    if not ans or not ref or any(values & said for values, _, _ in ref):
        return []
    return [(" / ".join(reference[s:e] for _, s, e in ref), " / ".join(answer[s:e] for _, s, e in ans))]


def _times(said: re.Match[str]) -> float | None:
    """How many times a match of :data:`_TIMES_SAID` says ("twice": 2, "four times": 4), or None."""
    return TIMES_WORDS.get((said.group("word") or "").lower()) or _count(said.group("count"))


#: counts that are no numbers: "every other week" (2), "every half hour", "every quarter hour"
_FRACTIONS = {"other": 2.0, "half": 0.5, "quarter": 0.25}


def _count(word: str | None) -> float | None:
    """The number ``word`` says ("three", "3", "drei"), or None; "other" ("every other week") is 2, "half" ("every
    half hour") 0.5."""
    if word is None:
        return None
    value = _FRACTIONS.get(word.lower()) or number_value(word)
    return value if value and value > 0 else None


#: a question that counts in a period ("How many trams run an hour?", "Combien de vols par semaine ?")
_COUNT_ASKED = re.compile(r"\W*(?:how many|how often|wie viele|wie oft|combien|cuánt[oa]s|сколько)(?!\w)", re.I)
#: the period it counts in ("an hour", "per week", "pro Tag", "par semaine", "por semana", "в день")
_PERIOD = re.compile(r"(?<!\w)(?:a|an|per|each|pro|par|por|al|в|за)\s+([^\W\d_]+)(?!\w)", re.IGNORECASE)
#: the most words of a reference read as a bare count ("Twelve.", "14 flights")
BARE_COUNT_WORDS = 2


def _asked_period(question: str) -> str | None:
    """The one unit of time a question counts or prices in ("How many trams run an hour?": hour), or None."""
    units = {unit for m in _PERIOD.finditer(question) if (unit := _UNITS.get(m.group(1).lower()))}
    return units.pop() if len(units) == 1 else None


def _per_year(value: float, unit: str) -> frozenset[float]:
    """So much per ``unit`` as so much a year, in each reading of the unit (a week: 52 or 365/7 a year)."""
    return frozenset(round(value * once, 2) for once in _PER_YEAR[unit])


def counted_per_period(reference: str, question: str | None) -> list[tuple[frozenset[float], int, int]]:
    """The reference's bare count as times a year, where the question counts in one period ("Twelve." for "How
    many trams run an hour?" is 105,120 a year), as :func:`frequencies` gives them; [] otherwise."""
    if not question or not _COUNT_ASKED.match(question) or frequencies(reference):
        return []
    unit = _asked_period(question)
    said = list(re.finditer(r"[^\W_]+(?:[.,]\d+)*", reference))
    counts = [count for m in said if (count := _count(m.group()))]
    if unit is None or len(said) > BARE_COUNT_WORDS or len(counts) != 1:
        return []
    return [(_per_year(counts[0], unit), said[0].start(), said[-1].end())]


#: a period right after an amount ("£4.99 a month", "5 km per day", "10 € pro Woche", "/month")
_AMOUNT_PERIOD = re.compile(
    r"\s*(?:/|(?:a|an|per|each|every|pro|par|por|al|в|за)\s+)(?:the\s+)?([^\W\d_]+)(?!\w)", re.IGNORECASE
)
#: a question that asks how much ("How much is it a year?", "Wie viel kostet es im Monat?")
_MUCH_ASKED = re.compile(r"\W*(?:how much|wie viel|combien|cuánto|сколько)(?!\w)", re.IGNORECASE)


def period_unit(text: str) -> str | None:
    """The unit of the period that ends ``text`` ("£4.99 a month": month), or None."""
    said = [_UNITS.get(m.group(1).lower()) for m in _AMOUNT_PERIOD.finditer(text)]
    return said[-1] if said else None


def amounts_per_period(text: str, question: str | None = None) -> list[tuple[frozenset[tuple[str, float]], int, int]]:
    """(unit and amount a year, start, end) for each amount per period in ``text`` ("£4.99 a month": sterling
    59.88), as :func:`frequencies` gives frequencies; a bare amount is read per the period a "how much" ``question``
    names ("£59.88." for "How much is it a year?")."""
    found = []
    amounts = quantities(text)
    for q in amounts:
        period = _AMOUNT_PERIOD.match(text, q.end)
        unit = _UNITS.get(period.group(1).lower()) if period else None
        if period and unit:
            # "pounds" per period may be money as well as a mass ("Four thousand pounds a month." / "£48,000 a year.")
            units = (q.unit, "sterling") if q.unit == "pound" else (q.unit,)
            readings = frozenset((u, v) for u in units for v in _per_year(q.value, unit))
            found.append((readings, q.start, period.end()))
    if found or len(amounts) != 1 or not question or not _MUCH_ASKED.match(question):
        return found
    unit, q = _asked_period(question), amounts[0]
    return [(frozenset((q.unit, v) for v in _per_year(q.value, unit)), q.start, q.end)] if unit else []
