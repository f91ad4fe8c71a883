"""Phrasings that say the same: an opening "yes" only one side has (not lent to an answer that leaves it
unaffirmed), a sentence that says a bare "Yes." or "No." ("It ran at a loss." for "No." to "Did it make a
profit?"), a negated word for its opposite ("unsafe" / "not safe"), "no one" with an opposite for "everyone"
("Nobody failed." / "Everyone passed."), and "not … any more" for "no longer". Each
returns the answer rewritten and the rewrite, or leaves it alone."""

from __future__ import annotations

import re

from answersim.metrics.blindspots import antonym_swaps, negation_count, single_swap
from answersim.metrics.blindspots.antonyms import opposes, says_no_by_opposite
from answersim.metrics.blindspots.replies import says_no_in_other_words
from answersim.metrics.blindspots.words import Vocabulary, polar_question, words
from answersim.metrics.lexicon import ARTICLES, FUNCTION_WORDS, NO_REPLIES, TENTATIVE, YES_REPLIES

_NO_WORDS = f"{NO_REPLIES}|si"
#: an affirmative word opening a text and set off by punctuation ("Yes, …", "Ja, …", "Sí, …", "Да, …")
_YES = re.compile(rf"(?:{YES_REPLIES})\s*[,.!;:—-]\s*(?=\S)", re.IGNORECASE)
#: a negative reply opening a text and set off by punctuation ("No, …", "Nein, …", "Non, …", "Нет, …")
_NO = re.compile(rf"(?:{NO_REPLIES})\s*[,.!;:—-]\s*(?=\S)", re.IGNORECASE)
#: a yes or a no ("true", "false") opening a text: the other side already answers the question its own way
_POLAR_OPENING = re.compile(
    rf"(?:{YES_REPLIES}|{_NO_WORDS}|true|false|correct|incorrect|richtig|falsch|vrai|faux|verdadero|falso)\b",
    re.IGNORECASE,
)


def affirmed(answer: str, reference: str, question: str | None = None) -> tuple[str, tuple[str, str] | None]:
    """The answer with an opening "yes" as the reference has it: dropped when only the answer opens with one
    ("Ja, im Park darf gegrillt werden." for "Grillen ist im Park erlaubt."), added when only the reference
    does, unless the answer leaves that yes unaffirmed (:func:`_unaffirmed`).
    A "yes" adds nothing to a statement that says the same. An opening "no" is dropped only where the rest of the
    answer negates again ("No, the road is not open."); otherwise the negation check reads it."""
    refused = _NO.match(answer)
    if refused and not _POLAR_OPENING.match(reference) and negation_count(answer[refused.end() :]):
        return answer[refused.end() :], (refused.group(), "")
    said, expected = _YES.match(answer), _YES.match(reference)
    # not where the reference says no in other words ("It was abandoned halfway." to "Did the tour finish?"): there
    # the yes is the point
    no_said = says_no_by_opposite(reference, question) or says_no_in_other_words(reference, question)
    if said and not expected and not _POLAR_OPENING.match(reference) and not no_said:
        return answer[said.end() :], (said.group(), "")
    if expected and not said and not _POLAR_OPENING.match(answer):
        if _unaffirmed(answer, reference[expected.end() :], question, negation_count(answer) > 0):
            return answer, None  # "The lift stayed out of order for a week." says no yes
        return expected.group() + answer, ("", expected.group())
    return answer, None


#: a reference that is a reply and nothing else: "Yes.", "No", "Nein."
_BARE_REPLY = re.compile(rf"\s*(?:(?P<yes>{YES_REPLIES})|(?P<no>{_NO_WORDS}))\s*[.!]?\s*", re.IGNORECASE)
#: words that make a statement less than a yes: a hope, a plan, a possibility ("The company hoped to make a
#: profit.")
_LESS_THAN_YES = frozenset([
    "could", "might", "may", "would", "should", "hope", "hoped", "hopes", "plan", "planned", "plans", "expect",
    "expected", "expects", "want", "wanted", "wants", "try", "tried", "tries", "intend", "intended", "aim", "aimed",
]) | {w for phrase in TENTATIVE for w in phrase.split() if len(phrase.split()) == 1}  # fmt: skip


def bare_reply(answer: str, reference: str, question: str | None) -> tuple[str, tuple[str, str]] | None:
    """The reference itself, where it is a bare "Yes." or "No." to a yes/no ``question`` and the answer says the
    same in a sentence: an opposite of a question's word or its words negated say no ("It ran at a loss.", "The
    company did not make a profit." for "No." to "Did the company make a profit?"); most of its words, neither
    negated nor hoped for, say yes ("The company made a profit."). The signals then compare a reply with a reply;
    an answer that says the other reply is left alone, for the checks to flag."""
    bare = _BARE_REPLY.fullmatch(reference)
    if bare is None or not question or not polar_question(question) or _POLAR_OPENING.match(answer):
        return None
    said = Vocabulary(words(answer))
    asked = _content(question)
    kept = sum(bool(said.names(w)) for w in asked) >= max(1, len(asked) / 2)  # about what was asked
    opposite = opposes(answer, question)
    negated = (negation_count(answer) - negation_count(question)) % 2 == 1
    if opposite and negated:
        return None  # "It is not unsafe.": left to the signals
    if opposite or negated:
        says_yes = False if (opposite or kept) else None
    else:
        hoped = any(w.lower() in _LESS_THAN_YES for w in words(answer))
        says_yes = True if kept and not hoped else None
    if says_yes is None or says_yes != bool(bare.group("yes")):
        return None
    return reference, (answer, reference)


#: a negation right before the word it negates ("not safe", "isn't safe", "nicht sicher", "pas sûr", "не")
_NEGATOR = r"(?P<neg>\b(?:not|nicht|pas|no|не)|(?<=\w)n't)"


def negated_opposite(answer: str, reference: str) -> tuple[str, tuple[str, str]] | None:
    """The answer with a negated word and its opposite read alike: "unsafe" becomes "not safe" when the
    reference says "not safe", and "not legal" becomes "illegal" when it says "illegal"; or "no one" with the
    opposite as "everyone" with the word (:func:`_dual_quantifier`). Only for one word swapped for its opposite
    and one negation more on one side, the two that cancel out."""
    negated_reference = negation_count(reference)
    if negation_count(answer) + negated_reference != 1:
        return None
    swap = single_swap(antonym_swaps(answer, reference))
    if swap is None:
        return None
    ref_word, ans_word = swap
    if negated_reference:  # "not safe" / "unsafe": the answer's word becomes the reference's phrase
        said = re.search(rf"{_NEGATOR}\s+{re.escape(ref_word)}\b", reference, re.IGNORECASE)
        found = re.search(rf"\b{re.escape(ans_word)}\b", answer, re.IGNORECASE)
        if said is None or found is None or said.group("neg").lower() == "pas":  # "ne … pas" does not move
            return _dual_quantifier(answer, reference, swap, answer_negated=False)
        phrase = (  # "isn't safe": the answer keeps its own verb, so "not safe"
            "not " + said.group(0)[len(said.group("neg")) :].strip() if said.group("neg") == "n't" else said.group(0)
        )
        return answer[: found.start()] + phrase + answer[found.end() :], (found.group(0), phrase)
    said = re.search(rf"{_NEGATOR}\s+{re.escape(ans_word)}\b", answer, re.IGNORECASE)
    found = re.search(rf"\b{re.escape(ref_word)}\b", reference, re.IGNORECASE)
    if said is None or found is None:
        return _dual_quantifier(answer, reference, swap, answer_negated=True)
    before = answer[: said.start()]
    if said.group("neg").lower() == "pas":  # "n'est pas dangereux" → "est sûr": the "ne" goes too
        before = re.sub(r"\bne\s+(?=\S+\s*$)|\bn'(?=\w+\s*$)", "", before, flags=re.IGNORECASE)
    spacer = " " if said.group("neg") == "n't" else ""  # "isn't legal" → "is illegal"
    return before + spacer + found.group(0) + answer[said.end() :], (said.group(0), found.group(0))


#: "no one" and its universal dual ("Nobody failed." says "Everyone passed.")
_NO_ONE = {"nobody": "everyone", "no one": "everyone", "nothing": "everything", "none": "all"}
_ALL = {"everyone": "nobody", "everybody": "nobody", "everything": "nothing", "all": "none"}
_NO_ONE_WORD = re.compile(r"\b(?:nobody|no one|nothing|none)\b", re.IGNORECASE)
_ALL_WORD = re.compile(r"\b(?:everyone|everybody|everything|all)\b", re.IGNORECASE)


def _dual_quantifier(
    answer: str, reference: str, swap: tuple[str, str], answer_negated: bool
) -> tuple[str, tuple[str, str]] | None:
    """The answer in the reference's terms where one side says "no one" with a word's opposite and the other
    "everyone" with the word ("Nobody failed." for "Everyone passed."; English): the negated opposite of all is
    all. ``swap``: the (reference's, answer's) opposite words; ``answer_negated``: which side has the negation."""
    ref_word, ans_word = swap
    negative, universal = (answer, reference) if answer_negated else (reference, answer)
    quantifier, dual = _NO_ONE_WORD.search(negative), _ALL_WORD.search(universal)
    if quantifier is None or dual is None:
        return None
    mine = quantifier if negative is answer else dual
    said = re.search(rf"\b{re.escape(ans_word)}\b", answer, re.IGNORECASE)
    if said is None or said.start() < mine.end():
        return None  # the word must follow the quantifier ("Nobody failed.")
    table = _NO_ONE if negative is answer else _ALL
    word = table[mine.group(0).lower()]
    word = word.capitalize() if mine.group(0)[0].isupper() else word
    phrase = word + answer[mine.end() : said.start()] + ref_word
    return answer[: mine.start()] + phrase + answer[said.end() :], (answer[mine.start() : said.end()], phrase)


#: "not … any more" (or "anymore"), at most four words between: "no longer" said the other way
_NOT_ANY_MORE = re.compile(r"(?:\bnot\b|(?<=\w)n't)(?P<mid>(?:\s+[\w-]+){1,4}?)\s+any\s?more\b", re.IGNORECASE)
_NO_LONGER = re.compile(r"\bno longer\b(?P<mid>(?:\s+[\w-]+){1,4}?)(?=\s*(?:[.,;:!?]|$))", re.IGNORECASE)
_SAYS_NO_LONGER = re.compile(r"\bno longer\b", re.IGNORECASE)


def no_longer(answer: str, reference: str) -> tuple[str, tuple[str, str]] | None:
    """The answer with "not … any more" read as the reference's "no longer", or the other way round ("The
    bridge is not in use any more." for "The bridge is no longer in use."): one negation said two ways."""
    if _SAYS_NO_LONGER.search(reference) and not _SAYS_NO_LONGER.search(answer):
        found = _NOT_ANY_MORE.search(answer)
        if found:
            spacer = " " if found.group(0).lower().startswith("n't") else ""  # "isn't … anymore" → "is no longer …"
            phrase = f"{spacer}no longer{found.group('mid')}"
            return answer[: found.start()] + phrase + answer[found.end() :], (found.group(0), phrase.strip())
    if _NOT_ANY_MORE.search(reference) and not _NOT_ANY_MORE.search(answer):
        found = _NO_LONGER.search(answer)
        if found:
            phrase = f"not{found.group('mid')} any more"
            return answer[: found.start()] + phrase + answer[found.end() :], (found.group(0), phrase)
    return None


#: how many of the question's words an answer that affirms nothing leaves out: one may be the predicate said
#: another way ("The pianist made it to the final." for "Did the pianist reach the final?")
_LEFT_OUT = 2


def _content(text: str) -> list[str]:
    """The words of ``text`` that say something: no function word, three letters or more, or a number."""
    return [w for w in words(text) if w.lower() not in FUNCTION_WORDS and (len(w) > 2 or w[:1].isdigit())]


def _unaffirmed(answer: str, detail: str, question: str | None, negated: bool) -> bool:
    """Whether ``answer`` (no reply of its own) leaves a "Yes, …" unaffirmed, the yes's ``detail`` after it
    (``negated``: the answer has a negation, which the negation check reads): it opens, after an article, with a
    word of the question (its subject) but leaves out :data:`_LEFT_OUT` or more of the question's words and all of
    the detail's ("The lift stayed out of order for a week." for "Was the lift repaired the same day?" / "Yes, by
    the evening."). Such an answer may still say yes in other words ("The runway was completed exactly when
    planned."): it is not lent the reference's yes, and the signals judge it as it is."""
    if not question or negated:
        return False
    said = Vocabulary(words(answer))
    if any(said.names(w) for w in _content(detail)):
        return False  # the detail restated ("Yes, by the evening." / "It was fixed by the evening.")
    asked = _content(question)
    left_out = [w for w in asked if not said.names(w)]
    opening = [w for w in words(answer) if w.lower() not in ARTICLES][:1]  # "The lift …"; not "She …", "It …"
    subject = bool(opening) and opening[0].lower() not in FUNCTION_WORDS and Vocabulary(asked).names(opening[0])
    return len(left_out) >= _LEFT_OUT and subject
