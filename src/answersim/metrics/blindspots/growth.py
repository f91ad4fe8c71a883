"""A change by a factor said in words or as a percentage: "tripled" for "by 200%", "doubled" for "rose 100%",
"halved" for "fell by 50%", "threefold" for "by 200%", in five languages. The answer is rewritten with the
reference's words (by the equivalent forms); another factor ("doubled" for "by 200%") is a changed number (by the
numbers check)."""

from __future__ import annotations

import re

from answersim.metrics.blindspots.numerals import number_value
from answersim.metrics.blindspots.quantities import quantities

#: verbs of a change by a factor, by their stems ("tripled", "verdreifacht", "triplé", "triplicó", "утроил")
_FACTOR_VERBS = (
    (2.0, r"doubl\w*|verdoppel\w*|verdoppl\w*|doublé\w*|duplic\w*|удвоил\w*|удвоен\w*"),
    (3.0, r"tripl\w*|trebl\w*|verdreifach\w*|triplé\w*|triplic\w*|утроил\w*|утроен\w*"),
    (4.0, r"quadrupl\w*|vervierfach\w*|quadruplé\w*|cuadruplic\w*|учетверил\w*"),
    (0.5, r"halved|halves|halving|halbiert\w*|divisé\w* par deux|reducid[oa]s? a la mitad|сократил\w* вдвое"),
)
_FACTOR = re.compile("|".join(f"(?P<f{i}>(?<!\\w)(?:{p})(?!\\w))" for i, (_, p) in enumerate(_FACTOR_VERBS)), re.I)
#: "threefold", "dreifach", "N times over"
_FOLD = re.compile(r"(?<!\w)(?P<n>two|three|four|five|ten)-?fold(?!\w)", re.IGNORECASE)
#: words that say which way a percentage moves ("rose by 50%", "fell 50%")
_UP = re.compile(r"(?<!\w)(?:ris\w*|rose|up|increas\w*|grew|grow\w*|gain\w*|jump\w*|climb\w*|stieg|gestiegen"
                 r"|augment\w*|hausse|aument\w*|subi\w*|вырос\w*|увелич\w*)(?!\w)", re.IGNORECASE)  # fmt: skip
_DOWN = re.compile(r"(?<!\w)(?:fell|fall\w*|down|drop\w*|decreas\w*|cut|lost|shr[ai]nk\w*|sank|gesunken"
                   r"|baiss\w*|chut\w*|cayó|bajó|descend\w*|упал\w*|снизил\w*|сократил\w*)(?!\w)",
                   re.IGNORECASE)  # fmt: skip
#: "by" before a percentage, kept with it ("by 200%", "um 200 %", "de 200 %", "en un 200 %", "на 200%")
_BY = re.compile(r"(?<!\w)(?:by|um|de|en(?: un)?|на)\s+$", re.IGNORECASE)


def _factor_said(text: str) -> tuple[float, int, int] | None:
    """(factor, start, end) of the one change by a factor ``text`` says in words ("tripled", "threefold")."""
    found = [
        (_FACTOR_VERBS[int(name[1:])][0], m.start(), m.end())
        for m in _FACTOR.finditer(text)
        for name, said in m.groupdict().items()
        if said
    ]
    found += [(number_value(m.group("n")) or 0.0, m.start(), m.end()) for m in _FOLD.finditer(text)]
    return found[0] if len(found) == 1 else None


def _percent_factors(text: str) -> list[tuple[float, int, int]]:
    """(factor, start, end) of each change by a percentage in ``text`` ("by 200%": 3; "fell by 50%": 0.5); a
    percentage with no direction may go either way."""
    up, down = bool(_UP.search(text)), bool(_DOWN.search(text))
    found = []
    for q in quantities(text):
        if q.unit != "percent":
            continue
        by = _BY.search(text, 0, q.start)
        start = by.start() if by else q.start
        if not down:
            found.append((1 + q.value / 100, start, q.end))
        if not up and q.value < 100:
            found.append((1 - q.value / 100, start, q.end))
    return found


def growth_named(answer: str, reference: str) -> tuple[str, tuple[str, str]] | None:
    """The answer with a change by a factor written as the reference's percentage ("It tripled." → "It By
    200%.") or the other way round, and the rewrite; None where the factors differ or either side says none."""
    said = _factor_said(answer)
    if said is not None:
        factor, start, end = said
        same = [(s, e) for f, s, e in _percent_factors(reference) if abs(f - factor) < 1e-9]
        if same and not _percent_factors(answer):
            words = reference[same[0][0] : same[0][1]]
            return answer[:start] + words + answer[end:], (answer[start:end], words)
        return None
    said = _factor_said(reference)
    if said is None or _percent_factors(reference):
        return None
    factor, start, end = said
    for f, s, e in _percent_factors(answer):
        if abs(f - factor) < 1e-9:
            words = reference[start:end]
            return answer[:s] + words + answer[e:], (answer[s:e], words)
    return None


def factors_differ(answer: str, reference: str) -> list[tuple[str, str]]:
    """(the reference's change, the answer's) where one side says a change by a factor in words and the other
    a change by a percentage, and no reading of the percentage is that factor ("doubled" / "by 200%")."""
    for text, other, flip in ((answer, reference, False), (reference, answer, True)):
        said = _factor_said(text)
        percents = _percent_factors(other) if said is not None else []
        if said is None or not percents or _percent_factors(text) or _factor_said(other) is not None:
            continue
        factor, start, end = said
        if all(abs(f - factor) >= 1e-9 for f, _, _ in percents):
            pair = (other[percents[0][1] : percents[0][2]], text[start:end])
            return [pair[::-1] if flip else pair]
    return []
