"""Replies to a yes/no question: a "Yes, …" or "No, …" opening a text, and what says yes or no in other words
beside one, rewritten as the negation check reads it ("refused to sign" = "did not sign", "The Sunday sailing was
cancelled." = did not take place, "failed its safety test" = did not pass it, "Yes, without any issues." negates
nothing)."""

from __future__ import annotations

import re

from answersim.metrics.lexicon import NO_REPLIES, YES_REPLIES

#: a reply opening a text, set off by punctuation or ending it: a yes ("Yes,", "Ja.", "Sí —", "Да,") or a no
REPLY = re.compile(rf"\s*(?:(?P<yes>{YES_REPLIES})|(?P<no>{NO_REPLIES}))\s*(?:[,.!;:—-]|$)", re.IGNORECASE)


#: a "no" said with "not" and when ("Not yet.", "Not before Friday.", "Not any more.")
_NOT_REPLY = re.compile(
    r"\s*not\s+(?:(?:yet|at all|really|any ?more|now|today|this time)\s*(?:[,.!;:—-]|$)|(?:before|until|till)\s)",
    re.IGNORECASE,
)


def _reply(text: str) -> tuple[bool, str] | None:
    """(whether it is a yes, its words) for a text that opens with a reply to a yes/no question, or None."""
    said = REPLY.match(text)
    if said:
        return bool(said.group("yes")), said.group().strip(" ,.!;:—-")
    not_yet = _NOT_REPLY.match(text)
    return (False, not_yet.group().strip(" ,.!;:—-")) if not_yet else None


def opposite_replies(answer: str, reference: str) -> str:
    """Why the texts reply to one question in opposite ways ("Yes, …" / "No, …", "Not before Friday."), or "" if
    they do not."""
    said, expected = _reply(answer), _reply(reference)
    if not (said and expected) or said[0] == expected[0]:
        return ""
    return f"the reference replies {expected[1]!r}, the answer {said[1]!r}"


def says_yes(text: str) -> bool:
    """Whether ``text`` opens with a yes set off as a reply ("Yes, …", "Ja.", "Да —")."""
    reply = REPLY.match(text)
    return bool(reply and reply.group("yes"))


def says_no(text: str) -> bool:
    """Whether ``text`` opens with a no set off as a reply ("No, …", "Nein.", "Нет —")."""
    reply = REPLY.match(text)
    return bool(reply and reply.group("no"))


#: a refusal of what the question asks about: "The auditor refused to sign off the accounts."
_REFUSED = re.compile(r"\b(?:refused|declined|refuses|declines)\s+to\b", re.IGNORECASE)
#: failing a test ("failed its safety test"), before the test
_FAILED_TEST = (
    r"\bfail(?:ed|s)?\s+(?=(?:its|the|his|her|their|a|an)\s+(?:\w+\s+)?(?:test|inspection|check|exam|audit)s?\b)"
)
#: a question whether something goes on ("Does the press still print it?", "Is it made any more?")
_STILL_ASKED = re.compile(r"\b(?:still|any ?more|any longer)\b", re.IGNORECASE)
#: a stopping, which answers such a question no ("It stopped in 2022.", "Production ceased.")
_STOPPING = re.compile(r"\b(?:stopped|ceased|ended|quit|gave up|(?:was|were) discontinued)\b", re.IGNORECASE)
#: what says "no" to a yes/no question without a negation word, each with the question words that ask about it
#: and a negation that says it: an event called off ("The Sunday sailing was cancelled.", "Die Fahrt wurde
#: abgesagt.") and a test failed ("The honey failed its safety test."); read so only beside a "Yes, …" or a "No, …"
_UNDONE = tuple(
    (re.compile(said, re.IGNORECASE), re.compile(asked, re.IGNORECASE), negated)
    for said, asked, negated in (
        (
            r"\b(?:cancell?ed|called off|scrapped|(?:was|were|been) abandoned)\b",
            r"\b(?:cancel|call\w* off|scrap|abandon)",
            "did not take place",
        ),
        (_FAILED_TEST, r"\bfail", "did not pass "),
        (r"\babgesagt\b", r"absag|abgesagt", "nicht durchgeführt"),
        (r"\bfiel(?:en)?\s+(?:\w+\s+){0,3}?aus\b", r"\bf(?:ie|ä)l\w*\s.*\baus\b|ausgefallen", "fand nicht statt"),
        (r"\bannulée?s?\b", r"annul", "pas maintenu"),
        (r"\b(?:cancelad|anulad)[oa]s?\b", r"cancel|anul", "no realizado"),
        (r"(?<!\w)отмен(?:[её]н|ен[аоы]|или|ила|ил|ят|ит)(?!\w)", r"отмен", "не состоялся"),
    )
)


#: the absence of trouble ("without any issues", "ohne Probleme", "sin problemas"): beside a yes, no negation
_NO_TROUBLE = re.compile(
    r"\b(?:without|with no|no|sans|ohne|sin|без)\s+(?:any\s+|aucun\w*\s+|kein\w*\s+|ningún\s+|ninguna\s+|de\s+)?"
    r"(?:\w+\s+)?(?:problems?|issues?|trouble|difficult\w*|hitch\w*|problème\w*|souci\w*|probleme?n?"
    r"|schwierigkeit\w*|problemas?|dificultad\w*|проблем\w*|труда)\b",
    re.IGNORECASE,
)


def says_no_in_other_words(text: str, question: str | None) -> bool:
    """Whether ``text`` answers the yes/no ``question`` no without a negation: an event called off or a test
    failed that the question does not ask about ("It was abandoned halfway." to "Did the tour finish?"), or a
    stopping where it asks whether something still goes on ("It stopped in 2022.")."""
    if not question:
        return False
    if _still_asked(question) and _STOPPING.search(text):
        return True
    return any(said.search(text) and not asked.search(question) for said, asked, _ in _UNDONE)


def _still_asked(question: str | None) -> bool:
    """Whether ``question`` asks whether something still goes on, and not about a stopping ("Does the press still
    print it?"; not where it asks about the stopping itself: "Has the strike still not ended?")."""
    return bool(question and _STILL_ASKED.search(question) and not _STOPPING.search(question))


def _undone(answer: str, reference: str, question: str) -> tuple[str, str, list[str]]:
    """Both texts with what says "no" to the question in other words said with a negation, unless the question
    asks about it ("The Sunday sailing was cancelled." for "Did the ferry sail on Sunday?"), and the words it
    replaced."""
    replaced: list[str] = []
    for said, asked, negated in _UNDONE:
        if not asked.search(question):
            replaced += [m.group().strip() for text in (answer, reference) for m in said.finditer(text)]
            answer, reference = said.sub(negated, answer), said.sub(negated, reference)
    return answer, reference, replaced


def answered_no(answer: str, reference: str, question: str | None) -> tuple[str, str, list[str]]:
    """Both texts as the negation check reads them beside a question: a refusal of what it asks about as "did not"
    (unless the question says it too), a stopping as "did not continue" where it asks whether something still goes
    on, and, where one of them replies "Yes, …" or "No, …", what says no in other words with a negation
    (:data:`_UNDONE`; beside a yes, "without any issues" as no negation); and the words so read as a negation."""
    refused: list[str] = []
    if question and not _REFUSED.search(question):  # asked, "refused to sign" answers that it was not signed
        refused = [m.group() for text in (answer, reference) for m in _REFUSED.finditer(text)]
        answer, reference = _REFUSED.sub("did not", answer), _REFUSED.sub("did not", reference)
    # beside a reply or a "still" ("It still prints it every week."), not beside another way of stopping ("It broke.")
    replied = REPLY.match(answer) or REPLY.match(reference) or _STILL_ASKED.search(f"{answer} {reference}")
    if replied and _still_asked(question):
        # asked whether it still goes on, "It stopped in 2022." answers no ("No, the last issue …")
        refused += [m.group() for text in (answer, reference) for m in _STOPPING.finditer(text)]
        answer, reference = _STOPPING.sub("did not continue", answer), _STOPPING.sub("did not continue", reference)
    if not (says_yes(answer) or says_yes(reference)):
        # beside a "No, …", what says no in other words says the no ("No, they called it off halfway." / "It was
        # abandoned halfway." to "Did the tour finish?")
        if question and (says_no(answer) or says_no(reference)):
            answer, reference, undone = _undone(answer, reference, question)
            return answer, reference, refused + undone
        return answer, reference, refused
    # "Yes, without any issues.": a yes qualified by no trouble negates nothing
    answer, reference = _NO_TROUBLE.sub("smoothly", answer), _NO_TROUBLE.sub("smoothly", reference)
    if not question:
        return answer, reference, refused
    answer, reference, undone = _undone(answer, reference, question)
    return answer, reference, refused + undone
