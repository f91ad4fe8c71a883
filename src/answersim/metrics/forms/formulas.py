"""A substance by its formula or a chemical element by its symbol: "CO2" for "carbon dioxide" ("Kohlendioxid",
"углекислый газ"), "Au" for "gold", and the other way round. The answer is rewritten with the reference's
words, so the signals and the name check see one thing; another substance ("CO" for "carbon dioxide") is left
alone."""

from __future__ import annotations

import re

from answersim.metrics.blindspots.substances import SUBSCRIPTS, patterns, substances


def formula_named(answer: str, reference: str, question: str | None = None) -> tuple[str, tuple[str, str]] | None:
    """The answer with a formula or symbol written as the reference names it ("CO2" → "Kohlendioxid"), or a name
    written as the reference's formula ("gold" → "Au"), and the rewrite; None where the answer says it as the
    reference does, says another thing, names another substance too ("Fe is the symbol for lead.") or says it as
    the ``question`` does ("sodium" in "What is the chemical symbol for sodium?"). Only a short reference is
    read: a formula alone, or a name and at most two more words."""
    if len(reference) > 40:
        return None
    plain_reference = reference.translate(SUBSCRIPTS).strip(" .")
    meant = [
        (k, s, n) for k, (s, n) in enumerate(patterns()) if s.fullmatch(plain_reference) or n.search(plain_reference)
    ]
    if len(meant) != 1:
        return None
    k, said, named = meant[0]
    plain_answer = answer.translate(SUBSCRIPTS)
    mentioned = substances(answer)
    asked = question.translate(SUBSCRIPTS) if question else ""
    if mentioned != {k} or said.search(asked) or named.search(asked):
        return None
    if said.fullmatch(plain_reference):  # the reference is the formula: the answer's name becomes it
        found = named.search(plain_answer)
        return _rewrite(answer, found, plain_reference) if found and not said.search(plain_answer) else None
    reference_name = named.search(plain_reference)
    if reference_name is None or len(plain_reference.split()) > len(reference_name.group().split()) + 2:
        return None
    found = said.search(plain_answer)
    return _rewrite(answer, found, reference_name.group()) if found and not named.search(plain_answer) else None


def _rewrite(answer: str, found: re.Match[str], words: str) -> tuple[str, tuple[str, str]]:
    said = answer[found.start() : found.end()]
    return answer[: found.start()] + words + answer[found.end() :], (said, words)
