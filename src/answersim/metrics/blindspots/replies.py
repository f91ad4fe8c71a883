"""A "Yes, …" left unaffirmed: the reference replies yes to a yes/no question, and the answer speaks of the
question's subject but says neither yes, nor what was asked, nor the reply's detail ("Was the lift repaired the
same day?" / "Yes, by the evening." / "The lift stayed out of order for a week."). Such an answer says
something else about the subject; read as a no, as the negation check reads "was not repaired"."""

from __future__ import annotations

import re

from answersim.metrics.blindspots.words import Vocabulary, words
from answersim.metrics.lexicon import ARTICLES, FUNCTION_WORDS, NO_REPLIES, YES_REPLIES

#: a yes opening a reply, with what sets it off ("Yes, ", "Ja. ", "Да — ")
_YES = re.compile(rf"\s*(?:{YES_REPLIES})(?!\w)[\s,.!;:—-]*", re.IGNORECASE)
#: a yes or a no opening a reply
_REPLY = re.compile(rf"\s*(?:{YES_REPLIES}|{NO_REPLIES})(?!\w)", re.IGNORECASE)
#: how many of the question's words an answer that affirms nothing leaves out: one may be the predicate said
#: another way ("The pianist made it to the final." for "Did the pianist reach the final?")
_LEFT_OUT = 2


def _content(text: str) -> list[str]:
    """The words of ``text`` that say something: no function word, three letters or more, or a number."""
    return [w for w in words(text) if w.lower() not in FUNCTION_WORDS and (len(w) > 2 or w[:1].isdigit())]


def unaffirmed(answer: str, reference: str, question: str | None, negated: bool) -> str:
    """Why ``answer`` leaves the reference's "Yes, …" unaffirmed, or "" where it affirms it or says no plainly
    (``negated``: the answer has a negation, which the negation check reads): the answer opens, after an
    article, with a word of the question (its subject, named as the question names it) but leaves out
    :data:`_LEFT_OUT` or more of the question's words, and all of the reply's own."""
    yes = _YES.match(reference)
    if not question or not yes or negated or _REPLY.match(answer):
        return ""
    said = Vocabulary(words(answer))
    if any(said.names(w) for w in _content(reference[yes.end() :])):
        return ""  # the reply's detail restated ("Yes, by the evening." / "It was fixed by the evening.")
    asked = _content(question)
    left_out = [w for w in asked if not said.names(w)]
    opening = [w for w in words(answer) if w.lower() not in ARTICLES][:1]  # "The lift …"; not "She …", "It …"
    subject = opening and opening[0].lower() not in FUNCTION_WORDS and Vocabulary(asked).names(opening[0])
    if len(left_out) < _LEFT_OUT or not subject:
        return ""
    return f"the reference replies {yes.group().strip(' ,.!;:—-')!r}; the answer leaves out {', '.join(left_out)}"
