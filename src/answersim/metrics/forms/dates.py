"""Full dates in any common format ("1990-03-05", "March 5th, 1990", "5. März 1990", "12 de octubre de 1492"),
and spans of years ("from 1914 to 1918", "1939–1945"), which say how many years they last."""

from __future__ import annotations

import re

from answersim.metrics.lexicon import MONTHS

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
    # a day and a month without the year (year 0: it matches only another date without one): "01/07" (two
    # digits each, not the fraction "1/2"), "02.05.", "1 de julio", "1. Juli", "July 1st"
    re.compile(r"\b(?P<a>[0-3]\d)/(?P<b>[01]\d)\b(?![./]\d)"),
    re.compile(r"\b(?P<a>[0-3]\d)\.(?P<b>[01]\d)\.(?!\d)"),  # German "02.05.", its closing point said
    re.compile(rf"\b{_DAY.format('d')}\s+(?:of\s+|de\s+)?(?P<month>{_MONTH})\b", re.IGNORECASE),
    re.compile(rf"\b(?P<month>{_MONTH})\s+{_DAY.format('d')}\b", re.IGNORECASE),
]


def dates(text: str) -> list[tuple[set[tuple[int, int, int]], int, int]]:
    """(the dates a span can mean, start, end) for each date in ``text``: "1990-03-05", "March 5th, 1990", "5.
    März 1990", "12 de octubre de 1492"; "05/03/1990" can mean either order of day and month; a date without
    its year ("1 de julio", "01/07") has the year 0."""
    found = []
    for form in _DATE_FORMS:
        for m in form.finditer(text):
            parts = m.groupdict()
            year = int(parts.get("y") or 0)
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


_YEAR = r"1\d{3}|20\d{2}"
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
