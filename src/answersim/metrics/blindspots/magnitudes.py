"""Counts said only by their size: "several hundred", "thousands of", "ein paar Tausend", "des centaines de",
"miles de", "несколько сотен". Each has an order of magnitude (hundreds: 100 to 999), which another such count
(or an exact number) either shares or not: "several thousand" for "several hundred" is another count, "about
four hundred" is the same one said exactly. Read by the ``numbers`` check."""

from __future__ import annotations

import re
from dataclasses import dataclass

from answersim.metrics.blindspots.numerals import number_spans

#: the words of a size and the power of ten each starts at, in five languages (plural forms and the genitives
#: Russian uses after "несколько")
_SIZES = {
    "dozens": 10, "dutzende": 10, "dizaines": 10, "decenas": 10, "десятки": 10, "десятков": 10,
    "dozen": 10,  # "several dozen"; "a dozen" is twelve
    "handful": 1,  # "a handful of turbines": fewer than ten ("Hundreds of turbines." is another count)
    "hundred": 100, "hundreds": 100, "hundert": 100, "hunderte": 100, "centaines": 100, "cientos": 100,
    "сотни": 100, "сотен": 100,
    "thousand": 1e3, "thousands": 1e3, "tausend": 1e3, "tausende": 1e3, "milliers": 1e3, "miles": 1e3,
    "тысячи": 1e3, "тысяч": 1e3,
    "zehntausende": 1e4, "hunderttausende": 1e5,
    "million": 1e6, "millions": 1e6, "millionen": 1e6, "millones": 1e6, "миллионы": 1e6, "миллионов": 1e6,
    # billions in the plural only: "a few billion years" stays a number ("M31" / "In a few billion years")
    "billions": 1e9, "milliarden": 1e9, "milliards": 1e9, "миллиарды": 1e9,
}  # fmt: skip
#: the words before a size that leave its count open ("several hundred", "a couple of hundred", "ein paar Tausend",
#: "unos miles")
_VAGUE = (
    r"several|a\s+couple\s+of|a\s+couple|a\s+few|few|some|many|un\s+par\s+de|mehrere|einige|ein\s+paar|viele|"
    r"plusieurs|quelques|des|varios|varias|"
    r"algunos|algunas|unos|unas|muchos|muchas|несколько|много|многие"
)
#: Spanish "miles" only before "de" ("miles de personas"; English "for miles" is a distance)
_SIZE = "|".join(w if w != "miles" else r"miles(?=\s+de\s)" for w in sorted(_SIZES, key=len, reverse=True))
#: "several hundred", "tens of thousands", or a plural size alone opening a count ("Thousands of people",
#: "Hunderte Menschen", "miles de personas"); a size in the singular needs the vague word ("hundred" alone is 100)
_COUNT = re.compile(
    rf"(?<![\w-])(?:(?P<vague>{_VAGUE})\s+)?(?:(?P<tens>tens|hundreds|dizaines|centaines|decenas|cientos|десятки|сотни)"
    rf"\s+(?:of\s+|de\s+)?)?(?P<size>{_SIZE})(?![\w-])",
    re.IGNORECASE,
)
_PLURALS = frozenset(w for w in _SIZES if w not in ("dozen", "hundred", "hundert", "thousand", "tausend", "million"))
#: any size word: most texts have none, and are passed over before the full pattern is tried
_ANY_SIZE = re.compile(rf"(?<![\w-])(?:{_SIZE})(?![\w-])", re.IGNORECASE)


@dataclass(frozen=True)
class Magnitude:
    """A count said by its size: the power of ten it starts at (100 for "several hundred"), where it stands,
    and its size word, which the numbers check reads as a number where it is singular ("hundred", not
    "hundreds")."""

    low: float
    start: int
    end: int
    word: str

    @property
    def worded(self) -> bool:
        """Whether its size is a number word of its own ("several hundred"; "hundreds" is none)."""
        return self.word.lower() not in _PLURALS

    def holds(self, value: float) -> bool:
        """Whether an exact count is of this size ("four hundred" is "several hundred")."""
        return self.low <= value < 10 * self.low


def magnitudes(text: str) -> list[Magnitude]:
    """The counts of ``text`` said only by their size ("several hundred", "Tausende", "des milliers"); not a
    plural that a number reads ("двух тысяч", "около тысячи", "two thousands")."""
    found: list[Magnitude] = []
    if not _ANY_SIZE.search(text):
        return found
    read: list[tuple[float, int, int]] | None = None
    for m in _COUNT.finditer(text):
        size, tens, vague = m.group("size").lower(), (m.group("tens") or "").lower(), m.group("vague")
        if not vague and not tens and size not in _PLURALS:
            continue  # "hundred" alone is a number, read as one
        read = number_spans(text) if read is None else read
        if not vague and not tens and any(s < m.end() and m.start() < e for _, s, e in read):
            continue
        if vague and vague.lower() == "des" and size not in _PLURALS:
            continue  # French "des" opens a plural size only ("des milliers")
        low = _SIZES[size] * (10 if tens in ("tens", "dizaines", "decenas", "десятки") else 100 if tens else 1)
        found.append(Magnitude(low, m.start(), m.end(), m.group("size")))
    return found
