"""Equivalent forms: the answer's quantities, dates and abbreviations restated in the reference's form when
they are the same value ("24 months" for "two years", "212 °F" for "100 °C", "26.2 miles" for "42.195 km",
"1990-03-05" for "March 5, 1990", "The World Health Organization" for "WHO", "$25" for "twenty-five
dollars", "half" for "50 %", "unsafe" for "not safe"), so that every signal of ``answer`` compares like
with like.

A different value is never restated: "18 months" stays "18 months" next to "two years", and the numbers
check still sees it. Units convert with ``pint``; a value matches when, converted, it rounds to the value
stated on the other side at that side's precision and lies within 2 % of it (a month is 28–31 days, so
"a month" restates "30 days" but not "4 weeks").
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from answersim.metrics.blindspots.numbers import number_value, unit_name
from answersim.metrics.lexical import abbreviates
from answersim.metrics.lexicon import MONTHS

#: units that convert, by the name :func:`unit_name` gives them (or a word of another language), to pint's
#: name (None: the same) and what they measure (units of different measures are never loaded into pint)
_UNITS = {
    **dict.fromkeys(
        ["second", "minute", "hour", "day", "week", "fortnight", "month", "year", "century"], (None, "time")
    ),
    "decade": ("year", "time"),  # pint's "decade" is a logarithmic unit: ten years, by _SCALE
    **dict.fromkeys(
        ["millimetre", "centimetre", "metre", "kilometre", "inch", "foot", "yard", "mile"], (None, "length")
    ),
    **dict.fromkeys(["milligram", "gram", "kilogram", "pound", "ounce", "tonne"], (None, "mass")),
    **dict.fromkeys(["millilitre", "litre", "gallon"], (None, "volume")),
    **dict.fromkeys(["celsius", "fahrenheit", "kelvin"], (None, "temperature")),
    "mile per hour": ("mile / hour", "speed"),
    "kilometre per hour": ("kilometre / hour", "speed"),
    "percent": (None, "share"),
    # money: each currency its own measure, so none converts into another (no exchange rates)
    **{currency: (None, currency) for currency in ("dollar", "euro", "sterling", "yen")},
}
#: units that are a multiple of the pint unit they map to
_SCALE = {"decade": 10.0}
#: more spellings (and the time units of de/fr/es/ru) for the names above
_ALIASES = {
    "mg": "milligram",
    "oz": "ounce",
    "yd": "yard",
    "km/h": "kilometre per hour",
    "gal": "gallon",
    "eur": "euro",
    "gbp": "sterling",
    "jpy": "yen",
    "tag": "day",
    "tage": "day",
    "tagen": "day",
    "woche": "week",
    "wochen": "week",
    "monat": "month",
    "monate": "month",
    "monaten": "month",
    "jahr": "year",
    "jahre": "year",
    "jahren": "year",
    "stunde": "hour",
    "stunden": "hour",
    "minuten": "minute",
    "jour": "day",
    "jours": "day",
    "semaine": "week",
    "semaines": "week",
    "mois": "month",
    "an": "year",
    "ans": "year",
    "année": "year",
    "années": "year",
    "heure": "hour",
    "heures": "hour",
    "día": "day",
    "días": "day",
    "semana": "week",
    "semanas": "week",
    "mes": "month",
    "meses": "month",
    "año": "year",
    "años": "year",
    "hora": "hour",
    "horas": "hour",
    "день": "day",
    "дня": "day",
    "дней": "day",
    "неделя": "week",
    "недели": "week",
    "недель": "week",
    "месяц": "month",
    "месяца": "month",
    "месяцев": "month",
    "год": "year",
    "года": "year",
    "лет": "year",
    "час": "hour",
    "часа": "hour",
    "часов": "hour",
}
#: "a month", "an hour", "one year": the article as the number 1 (only before a unit)
_ONE = frozenset(["a", "an", "one", "ein", "eine", "einen", "einem", "un", "une", "uno", "una", "один", "одна"])
#: a number (digits with a sign, or a word) and the unit after it: "30 days", "2.5 km", "212 °F", "two-week",
#: "a month"; the unit is read in a lookahead, so a unit word may also start the next match
_QUANTITY = re.compile(
    r"(?<![\w.,])(?P<number>[-−]?(?:\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:[.,]\d+)?)|[^\W\d_]+)(?=(?:\s*-\s*|\s*°\s*|\s+|(?<=\d)(?=[^\W\d_]))"
    r"(?P<unit>(?:degrees?\s+)?[^\W\d_]+(?:/h\b|\s+per\s+hour\b)?))",
    re.IGNORECASE,
)
_HALF = re.compile(
    r"\b(?:half\s+an?\s+(?P<unit>[^\W\d_]+)|(?P<number>\w+)\s+(?:(?P<unit_a>[^\W\d_]+)\s+and\s+a\s+half"
    r"|and\s+a\s+half\s+(?P<unit_b>[^\W\d_]+)))\b",
    re.IGNORECASE,
)
_NUMBER = r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:[.,]\d+)?"
_CURRENCY = {"$": "dollar", "€": "euro", "£": "sterling", "¥": "yen"}
_MULTIPLIER = {"k": 1e3, "thousand": 1e3, "m": 1e6, "mn": 1e6, "million": 1e6, "b": 1e9, "bn": 1e9, "billion": 1e9}
#: an amount of money written with its symbol: "$25", "€1,200", "$2.5 million", "£3.50", "25 €"
_MONEY = re.compile(
    rf"(?<![\w.,])(?:(?P<symbol>[$€£¥])\s?(?P<number>{_NUMBER})"
    rf"(?:\s?(?P<multiplier>[kmb]|thousand|million|billion|bn|mn)\b)?|(?P<number_b>{_NUMBER})\s?(?P<symbol_b>[€$£]))",
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
    r"\b(?:(?P<half>half|die\s+hälfte|la\s+moitié|la\s+mitad|половин\w*)"
    r"|(?P<count>a|an|one|two|three)[\s-]+(?P<part>thirds?|quarters?|fourths?))\b",
    re.IGNORECASE,
)
_PARTS = {"third": 3, "quarter": 4, "fourth": 4}
#: an affirmative word opening a text and set off by punctuation ("Yes, …", "Ja, …", "Sí, …", "Да, …")
_YES = re.compile(r"(?:yes|yeah|yep|ja|oui|sí|да)\s*[,.!;:—-]\s*(?=\S)", re.IGNORECASE)
_POLAR_OPENING = re.compile(r"(?:yes|yeah|yep|no|nope|ja|nein|oui|non|sí|si|да|нет)\b", re.IGNORECASE)
#: pairs longer than this (characters, both texts) are restated afresh each time instead of cached
CACHED_CHARS = 4000
#: how close a converted value must be to the stated one (relative), besides rounding to it
TOLERANCE = 0.02


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


@dataclass(frozen=True)
class Restated:
    """The answer as scored, and each restatement made: (the answer's words, the reference's words)."""

    text: str
    rewrites: tuple[tuple[str, str], ...] = ()


def _unit(word: str) -> str | None:
    """The convertible unit that ``word`` names ("kilometers" → "kilometre", "Wochen" → "week"), or None."""
    low = re.sub(r"\s+", " ", word.lower())
    if low.endswith("/h") or low.endswith(" per hour"):
        base = _unit(low.split("/")[0] if "/" in low else low[: -len(" per hour")])
        return f"{base} per hour" if base in ("mile", "kilometre") else None
    parts = low.split(" ")
    name = _ALIASES.get(low) or unit_name(parts[-1] if parts[0].startswith("degree") else low)
    return name if name in _UNITS else None


def _halves(text: str) -> list[Quantity]:
    """English halves: "half a litre" (0.5), "an hour and a half" and "one and a half hours" (1.5)."""
    found = []
    for m in _HALF.finditer(text):
        unit = _unit(m.group("unit") or m.group("unit_a") or m.group("unit_b"))
        number = m.group("number")
        whole = 0.0 if number is None else 1.0 if number.lower() in _ONE else number_value(number)
        if unit is not None and whole is not None:
            found.append(Quantity(whole + 0.5, unit, 1, m.start(), m.end()))
    return found


def _decimals(number: str) -> int:
    grouped = re.fullmatch(r"[-−]?\d{1,3}(?:,\d{3})+", number)  # "1,000": thousands, not a decimal point
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
        multiplier = _MULTIPLIER.get((m.group("multiplier") or "").lower(), 1.0)
        unit = _CURRENCY[m.group("symbol") or m.group("symbol_b")]
        found.append(Quantity(value * multiplier, unit, _decimals(number), m.start(), m.end()))
    return found


def _shares(text: str) -> list[Quantity]:
    """Percentages ("50 %", "fifty percent") and shares in words ("half", "a third"), in percent."""
    found = []
    for m in _PERCENT.finditer(text):
        value = number_value(m.group("number"))
        if value is not None:
            found.append(Quantity(value, "percent", _decimals(m.group("number")), m.start(), m.end()))
    for m in _SHARE.finditer(text):
        if m.group("half"):
            value = 50.0
        else:
            count = m.group("count").lower()
            parts = _PARTS[m.group("part").lower().rstrip("s")]
            value = (1 if count in _ONE else number_value(count) or 1) * 100 / parts
        found.append(Quantity(value, "percent", 1, m.start(), m.end(), exact=False))
    return found


def quantities(text: str) -> list[Quantity]:
    """Every number followed by a unit that converts ("24 months", "212 °F", "a month", "two-week"), every
    amount of money ("$25") and every share ("50 %", "half")."""
    halves = _halves(text)
    found = list(halves)
    for extra in (*_money(text), *_shares(text)):
        if not any(q.start < extra.end and extra.start < q.end for q in found):
            found.append(extra)
    for m in _QUANTITY.finditer(text):
        number, unit = m.group("number"), _unit(m.group("unit"))
        if unit is None or any(h.start <= m.start() < h.end for h in found):
            continue
        start = m.start()
        tens = re.search(r"([^\W\d_]+)-$", text[:start])  # "twenty-five dollars": the number is "twenty-five"
        if tens and number_value(f"{tens.group(1)}-{number}") is not None:
            number, start = f"{tens.group(1)}-{number}", tens.start()
        negative = number[0] in "-−"
        value = 1.0 if number.lower() in _ONE else number_value(number.lstrip("-−"))
        if value is None:
            continue
        value = -value if negative else value
        found.append(Quantity(value, unit, _decimals(number), start, m.end("unit")))
    return sorted(found, key=lambda q: q.start)


@lru_cache(maxsize=1)
def _registry() -> Any:
    import pint

    return pint.UnitRegistry(cache_folder=None)


def convert(value: float, unit: str, to: str) -> float | None:
    """``value`` in ``unit`` expressed in ``to``, or None when the two do not measure the same thing."""
    if _UNITS[unit][1] != _UNITS[to][1]:
        return None
    import pint

    registry = _registry()
    source, target = _UNITS[unit][0] or unit, _UNITS[to][0] or to
    try:
        converted = registry.Quantity(value * _SCALE.get(unit, 1.0), source).to(target).magnitude
        return float(converted) / _SCALE.get(to, 1.0)
    except (pint.errors.DimensionalityError, pint.errors.OffsetUnitCalculusError):
        return None


def same_amount(a: Quantity, b: Quantity) -> bool:
    """Whether two quantities are the same amount, as each side states it ("fifty km/h" = "50 km/h")."""
    if a.unit == b.unit:
        if a.exact and b.exact:
            return a.value == b.value
        a_as_b, b_as_a = a.value, b.value
    else:
        a_as_b, b_as_a = convert(a.value, a.unit, b.unit), convert(b.value, b.unit, a.unit)
    if a_as_b is None or b_as_a is None:
        return False
    temperature = _UNITS[a.unit][1] == "temperature"  # an offset scale: "near" in percent means nothing
    near = temperature or abs(a_as_b - b.value) <= TOLERANCE * abs(b.value)
    rounds = round(a_as_b, b.decimals) == round(b.value, b.decimals) or round(b_as_a, a.decimals) == round(
        a.value, a.decimals
    )
    return near and rounds


_MONTH = "|".join(sorted((re.escape(m) for m in MONTHS), key=len, reverse=True))
_DAY = r"(?P<{0}>[0-3]?\d)(?:st|nd|rd|th|\.)?"
_DATE_FORMS = [
    re.compile(r"\b(?P<y>\d{4})-(?P<m>[01]?\d)-(?P<d>[0-3]?\d)\b"),
    re.compile(r"\b(?P<a>[0-3]?\d)[./](?P<b>[0-3]?\d)[./](?P<y>\d{4})\b"),
    re.compile(
        rf"\b{_DAY.format('d')}\s+(?:of\s+|de\s+)?(?P<month>{_MONTH})\b,?\s+(?:de\s+)?(?P<y>\d{{4}})\b",
        re.IGNORECASE,
    ),
    re.compile(rf"\b(?P<month>{_MONTH})\s+{_DAY.format('d')},?\s+(?P<y>\d{{4}})\b", re.IGNORECASE),
]


def dates(text: str) -> list[tuple[set[tuple[int, int, int]], int, int]]:
    """(the dates a span can mean, start, end) for each full date in ``text``: "1990-03-05", "March 5th,
    1990", "5. März 1990", "12 de octubre de 1492"; "05/03/1990" can mean either order of day and month."""
    found = []
    for form in _DATE_FORMS:
        for m in form.finditer(text):
            parts = m.groupdict()
            year = int(parts["y"])
            if parts.get("month"):
                meanings = {(year, MONTHS[parts["month"].lower()], int(parts["d"]))}
            elif parts.get("a"):
                a, b = int(parts["a"]), int(parts["b"])
                meanings = {(year, b, a), (year, a, b)}
            else:
                meanings = {(year, int(parts["m"]), int(parts["d"]))}
            meanings = {(y, mo, d) for y, mo, d in meanings if 1 <= mo <= 12 and 1 <= d <= 31}
            if meanings and not any(s < m.end() and m.start() < e for _, s, e in found):
                found.append((meanings, m.start(), m.end()))
    return found


def restate(answer: str, reference: str) -> Restated:
    """``answer`` with each quantity or date that equals one of ``reference``'s, in another form, written
    as the reference writes it, or the reference itself when one side abbreviates the whole other ("WHO" /
    "The World Health Organization"); the rewrites say what changed (none: the answer as it is)."""
    if len(answer) + len(reference) > CACHED_CHARS:  # a long text is not kept in memory by the cache
        return _restate(answer, reference)
    return _restate_cached(answer, reference)


def _affirmed(answer: str, reference: str) -> tuple[str, tuple[str, str] | None]:
    """The answer with an opening "yes" as the reference has it: dropped when only the answer opens with one
    ("Ja, im Park darf gegrillt werden." for "Grillen ist im Park erlaubt."), added when only the reference
    does. A "yes" adds nothing to a statement that says the same; "no" is left to the negation check."""
    said, expected = _YES.match(answer), _YES.match(reference)
    if said and not expected and not _POLAR_OPENING.match(reference):
        return answer[said.end() :], (said.group(), "")
    if expected and not said and not _POLAR_OPENING.match(answer):
        return expected.group() + answer, ("", expected.group())
    return answer, None


#: a negation right before the word it negates ("not safe", "isn't safe", "nicht sicher", "pas sûr", "не")
_NEGATOR = r"(?P<neg>\b(?:not|nicht|pas|no|не)|(?<=\w)n't)"


def _negation_count(text: str) -> int:
    """Negations in ``text``, French "ne … pas" counted once ("n'est pas sûr" is one negation)."""
    from answersim.metrics.blindspots import negations

    found = [w.lower() for w in negations(text)]
    if any(w in ("pas", "jamais", "rien", "aucun", "aucune") for w in found):
        found = [w for w in found if w != "ne" and not w.startswith("n'")]
    return len(found)


def _negated_opposite(answer: str, reference: str) -> tuple[str, tuple[str, str]] | None:
    """The answer with a negated word and its opposite read alike: "unsafe" becomes "not safe" when the
    reference says "not safe", and "not legal" becomes "illegal" when it says "illegal". Only for one word
    swapped for its opposite and one negation more on one side, the two that cancel out."""
    from answersim.metrics.blindspots import antonym_swaps

    if _negation_count(answer) + _negation_count(reference) != 1:
        return None
    swaps = antonym_swaps(answer, reference)
    if len(swaps) != 1 or "…" in swaps[0][0]:
        return None
    ref_word, ans_word = swaps[0]
    if _negation_count(reference):  # "not safe" / "unsafe": the answer's word becomes the reference's phrase
        said = re.search(rf"{_NEGATOR}\s+{re.escape(ref_word)}\b", reference, re.IGNORECASE)
        found = re.search(rf"\b{re.escape(ans_word)}\b", answer, re.IGNORECASE)
        if said is None or found is None or said.group("neg").lower() == "pas":  # "ne … pas" does not move
            return None
        phrase = (  # "isn't safe": the answer keeps its own verb, so "not safe"
            "not " + said.group(0)[len(said.group("neg")) :].strip() if said.group("neg") == "n't" else said.group(0)
        )
        return answer[: found.start()] + phrase + answer[found.end() :], (found.group(0), phrase)
    said = re.search(rf"{_NEGATOR}\s+{re.escape(ans_word)}\b", answer, re.IGNORECASE)
    found = re.search(rf"\b{re.escape(ref_word)}\b", reference, re.IGNORECASE)
    if said is None or found is None:
        return None
    before = answer[: said.start()]
    if said.group("neg").lower() == "pas":  # "n'est pas dangereux" → "est sûr": the "ne" goes too
        before = re.sub(r"\bne\s+(?=\S+\s*$)|\bn'(?=\w+\s*$)", "", before, flags=re.IGNORECASE)
    spacer = " " if said.group("neg") == "n't" else ""  # "isn't legal" → "is illegal"
    return before + spacer + found.group(0) + answer[said.end() :], (said.group(0), found.group(0))


def _restate(answer: str, reference: str) -> Restated:
    if abbreviates(answer, reference, whole=True) or abbreviates(reference, answer, whole=True):
        return Restated(reference, ((answer, reference),))  # "WHO" / "The World Health Organization"
    answer, affirmed = _affirmed(answer, reference)
    negated = _negated_opposite(answer, reference)
    if negated is not None:
        answer = negated[0]
    restated = _restate_values(answer, reference)
    done = tuple(r for r in (affirmed, negated[1] if negated else None) if r is not None)
    return Restated(restated.text, (*done, *restated.rewrites)) if done else restated


def _restate_values(answer: str, reference: str) -> Restated:
    spans: list[tuple[int, int, str]] = []
    ref_dates = dates(reference)
    for meanings, start, end in dates(answer):
        same = next((reference[s:e] for m, s, e in ref_dates if meanings & m), None)
        if same is not None and same != answer[start:end]:
            spans.append((start, end, same))
    answer_quantities = quantities(answer)
    ref_quantities = quantities(reference) if answer_quantities else []
    for q in answer_quantities if ref_quantities else []:
        if any(s < q.end and q.start < e for s, e, _ in spans):
            continue
        same = next((reference[r.start : r.end] for r in ref_quantities if same_amount(q, r)), None)
        if same is not None and same.lower() != answer[q.start : q.end].lower():
            spans.append((q.start, q.end, same))
    if not spans:
        return Restated(answer)
    text, rewrites = answer, []
    for start, end, replacement in sorted(spans, reverse=True):
        rewrites.append((answer[start:end], replacement))
        text = text[:start] + replacement + text[end:]
    return Restated(text, tuple(reversed(rewrites)))


#: the metric asks for a pair's restatement several times (requests, then scores): short pairs are cached
_restate_cached = lru_cache(maxsize=4096)(_restate)
