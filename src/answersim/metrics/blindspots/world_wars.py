"""The world wars by their number, however written ("WWII", "WW2", "World War Two", "the Second World War"): one
written another way is restated (:mod:`answersim.metrics.forms`), one for the other is another name."""

from __future__ import annotations

import re

#: the two world wars, each way they are written ("WWII", "WW2", "World War Two", "the Second World War")
_WORLD_WAR = re.compile(
    r"\bWW\s?(?P<acronym>II|I|2|1)\b|\bWorld\s+War\s+(?P<after>II|I|2|1|Two|One)\b"
    r"|\b(?P<before>First|Second|1st|2nd)\s+World\s+War\b",
    re.IGNORECASE,
)
_WAR_NUMBER = {"i": 1, "1": 1, "one": 1, "first": 1, "1st": 1, "ii": 2, "2": 2, "two": 2, "second": 2, "2nd": 2}


def world_wars(text: str) -> list[tuple[int, re.Match[str]]]:
    """Each world war ``text`` names, as (1 or 2, where it says it)."""
    return [(_WAR_NUMBER[next(g for g in m.groups() if g).lower()], m) for m in _WORLD_WAR.finditer(text)]


def other_world_war(answer: str, reference: str) -> tuple[str, str] | None:
    """(the reference's war, the answer's) where each names one world war and they differ ("WWI" for "WWII")."""
    ours, theirs = world_wars(reference), world_wars(answer)
    if len({n for n, _ in ours}) == 1 and len({n for n, _ in theirs}) == 1 and ours[0][0] != theirs[0][0]:
        return ours[0][1].group(0), theirs[0][1].group(0)
    return None
