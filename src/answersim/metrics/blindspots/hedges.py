"""The ``hedge`` check: a hedge or refusal in place of an answer ("I don't know", "Maybe Sydney or Canberra.",
"Some kind of parasite."), in five languages; the phrases live in :mod:`answersim.metrics.lexicon`."""

from __future__ import annotations

import re

from answersim.metrics.blindspots.numerals import EACH_ONE_WORDS
from answersim.metrics.blindspots.quantities import quantities
from answersim.metrics.blindspots.words import SENTENCE_END, Flag, Vocabulary, words
from answersim.metrics.lexicon import ALTERNATIVES, FUNCTION_WORDS, HEDGES, TENTATIVE, VARIES


def _phrase_pattern(phrases: tuple[str, ...]) -> re.Pattern[str]:
    found = sorted({" ".join(words(h)) for h in phrases}, key=len, reverse=True)  # the longest match first
    return re.compile(r"(?<!\w)(?:" + "|".join(re.escape(p) for p in found) + r")(?!\w)")


_HEDGE = _phrase_pattern(HEDGES)
_TENTATIVE = _phrase_pattern(TENTATIVE)
#: an answer of at most this many words that says "perhaps" hedges (see :data:`TENTATIVE`)
_SHORT_ANSWER = 15
#: a guess said without its subject, opening the answer ("Could be the Burj Khalifa.", "Maybe Sydney.")
_GUESS = re.compile(r"^(?:could|might|may) be\b")
#: a thing named only by its kind, opening the answer ("Some kind of parasite." for "Varroa."); inside a sentence
#: it describes ("playing some kind of flute", "по перилам какой-то лестницы"); and "some … problem" opening it,
#: a trouble not said ("Some supply problem, I think.", "Probably some last-minute bugs.")
_KIND_ONLY = re.compile(
    r"^(?:some (?:kind|sort|type) of|irgendein\w*|algún tipo de|alguna especie de"
    r"|(?:probably |presumably )?some (?:\w+(?:-\w+)* )?"
    r"(?:problem|issue|fault|trouble|glitch|difficulty|difficulties|bug|error|defect|malfunction)s?)(?!\w)"
)
#: a work named only by its maker, opening a short answer ("Some Beethoven, I believe." for "Beethoven's Fifth."):
#: "some" before a capitalised name that ends the phrase (not a plural: "Some Germans.")
_SOME_NAME = re.compile(r"^(?:probably |presumably |perhaps |maybe )?(some [A-Z]\w+)(?=\s*(?:$|[.,;:!?]))", re.I)


#: a thing named only by its kind, closing a clause ("Wading birds of some sort.", "Bad weather of some kind, I
#: guess."); not "of some kind of …" or "of some size", which go on to say what
_KIND_CLOSING = re.compile(
    r"(?<!\w)(of some (?:kind|sort|type|description)|irgendeiner art|irgendwelcher art|d'une sorte ou d'une autre"
    r"|de quelque sorte|de algún tipo|de alguna clase|de alguna especie|какого-то рода|какого-то вида)"
    r"(?=\s*(?:$|[.,;:!?)]))"
)
#: "either … or" and its kin: a short answer that offers two options has chosen neither ("It was either Bell or
#: Edison."); a closing "either" ("not that one either") offers nothing
_EITHER_OR = re.compile(
    r"(?<!\w)(either|entweder|soit|o bien|ou bien|ya sea|либо)(?!\w).*?(?<!\w)(?:or|oder|soit|ou|o|либо|или)(?!\w)"
)


#: "no idea" said of someone else ("She had no idea it was coming."): a negation, not the speaker's hedge
_REPORTED_NO_IDEA = re.compile(r"\b(had|has|having)\s+no idea\b")


def without_hedge_phrases(low: str) -> str:
    """Lower-cased ``low`` with its hedge phrases blanked ("I'm not sure" is no negation); "no idea" said of
    someone else stays, as "no knowledge"."""
    return _HEDGE.sub(" ", _REPORTED_NO_IDEA.sub(r"\1 no knowledge", low))


#: "one of them" counted whole ("every one of them", "not one of those"): all or none, no choice left open
_EVERY_ONE = re.compile(rf"(?<!\w)(?:{'|'.join(sorted(EACH_ONE_WORDS))})\s+one\s+of\s+(?:them|those|the)(?!\w)")


#: a word with its hyphens, which :func:`words` splits ("some last-minute bugs" is a kind of trouble)
_HYPHENED_WORD = re.compile(r"\w+(?:-\w+)*")


def hedges(text: str) -> list[str]:
    """Hedge and refusal phrases in ``text`` ("I don't know", "ich weiß nicht", "не знаю"); in a short text
    also the words that make it tentative ("perhaps", "it could be")."""
    low = _REPORTED_NO_IDEA.sub(r"\1 no knowledge", " ".join(words(text.lower())))
    found = _HEDGE.findall(low)
    if len(low.split()) <= _SHORT_ANSWER:
        found += _TENTATIVE.findall(_EVERY_ONE.sub(" ", low)) + [m.group(1) for m in _EITHER_OR.finditer(low)]
        found += [m.group().strip() for m in _GUESS.finditer(low)]
        found += _KIND_ONLY.findall(" ".join(_HYPHENED_WORD.findall(text.lower())))
        if _has_or(low):  # "Chanel or Dior, I think.": an opinion between two
            found += _OPINION.findall(low)
        found += _UNLESS_WAS.findall(low)
        found += [m.group(1) for m in _VARIES_OPENING.finditer(text.lower())]
        found += [m.group(1) for m in _SOMEWHERE.finditer(text.lower())]
        found += _KIND_CLOSING.findall(text.lower())
        found += [
            m.group(1).lower()
            for m in _SOME_NAME.finditer(text.strip())
            if m.group(1)[5:6].isupper() and not m.group(1).endswith("s")
        ]
        found += [m.group(1) for m in _ONE_OF_THOSE.finditer(text.lower())]
        found += [m.group() for m in _VAGUE_REASONS.finditer(low)]
    return list(dict.fromkeys(found))


#: a choice left open at the end of a short answer ("Sydney or Canberra, one of those."; not "one of those things
#: where …")
_ONE_OF_THOSE = re.compile(r"[,;—–-]\s*(one of (?:those|them|the two))\s*[.!]?\s*$")


#: reasons counted but not given ("Various business reasons.", "for all sorts of reasons", "aus verschiedenen
#: Gründen", "pour diverses raisons", "por varias razones", "по разным причинам")
_VAGUE_REASONS = re.compile(
    r"(?<!\w)(?:(?:various|several|many|numerous|multiple|different|a number of|all sorts of|lots of|a variety of"
    r"|a range of)\s+(?:\w+\s+)?reasons|(?:verschiedenen|mehreren|vielen)\s+gründen|(?:diverses|plusieurs"
    r"|différentes|nombreuses)\s+raisons|(?:varias|diversas|muchas|distintas)\s+razones|(?:разным|многим"
    r"|нескольким)\s+причинам)(?!\w)"
)


#: an opinion, which is tentative beside "or" ("Chanel or Dior, I think."); alone it states ("Paris, I think.")
_OPINION = re.compile(
    r"(?<!\w)(?:i think|i believe|i suppose|ich glaube|ich denke|je crois|je pense|creo|я думаю|думаю)(?!\w)"
)


def _offers_choice(answer: str, reference: str) -> bool:
    """Whether a short ``answer`` (≤ 15 words: a long reply says "or" for other reasons) says "or" and
    ``reference`` does not: a hedged answer that names alternatives has not chosen one."""
    if len(words(answer)) > _SHORT_ANSWER:
        return False
    guesses = len(_GUESSED.findall(answer)) - len(_GUESSED.findall(reference))
    return (_has_or(answer) and not _has_or(reference)) or guesses >= 2 or _second_guess(answer, reference)


def _has_or(text: str) -> bool:
    """Whether ``text`` says "or" (oder, ou, o, или, либо)."""
    return any(w.lower() in ALTERNATIVES for w in words(text))


#: a guess, said twice in one answer: two options ("Could be Roquefort, could be Stilton.")
_GUESSED = re.compile(
    r"(?<!\w)(?:could be|might be|may be|maybe|perhaps|possibly|vielleicht|eventuell|peut-être|possiblement|quizás"
    r"|tal vez|posiblemente|может быть|возможно)(?!\w)",
    re.IGNORECASE,
)


#: "but" and its kin, which open a second guess in a hedged answer
_CONTRAST = re.compile(r"(?<!\w)(?:but|though|although|aber|doch|mais|pero|aunque|но|хотя)(?!\w)", re.IGNORECASE)


#: another view reported after a "but" ("though some say Lord Byron"): a second guess too
_OTHERS_SAY = re.compile(r"\b(?:some|others|many)\s+(?:people\s+)?(?:say|said|believe|claim|think|argue|suggest)\b")


#: a second guess that "unless" or "or was it" opens ("Burgundy, unless it was Bordeaux.", "The M6, or was it the
#: M62?"), not a condition ("It is safe unless it is frozen.": the present, and no other name)
_UNLESS_WAS = re.compile(
    r"(?<!\w)(?:unless it (?:was|were)|unless that was|or was it|or is it|es sei denn,? (?:es|das) war|oder war es"
    r"|à moins que ce (?:ne )?soit|ou était-ce|o fue|или это был"
    r"|a no ser que (?:fuera|fuese)|a menos que (?:fuera|fuese)|если только это не)(?!\w)",
    re.IGNORECASE,
)


def _second_guess(answer: str, reference: str) -> bool:
    """Whether, after a "but", the answer guesses again at a number or name the reference does not say
    ("Possibly number 7, but it might have been number 11"), or after "unless it was" ("Burgundy, unless it was
    Bordeaux."); "It might be Paris, but I can't be sure" guesses once."""
    ref = Vocabulary(words(reference))
    guesses = [(part, True) for part in _CONTRAST.split(answer)[1:]]
    guesses += [(part, False) for part in _UNLESS_WAS.split(answer)[1:]]
    for part, after_but in guesses:
        low = " ".join(words(part.lower()))
        if after_but and not (_TENTATIVE.search(low) or _HEDGE.search(low) or _OTHERS_SAY.search(low)):
            continue
        tokens = words(part)
        first = 1 if after_but else 0  # after "but" a capital may open a sentence; after "unless it was", a name
        if any(
            (w[:1].isdigit() or (i >= first and w[:1].isupper())) and not ref.names(w) for i, w in enumerate(tokens)
        ):
            return True
    return False


def _statements(answer: str) -> str:
    """``answer`` without its questions: a guess asked back states nothing ("I'm not sure, maybe around 327 °C?",
    "Perhaps Karajan? I really can't say."); "It might be Paris, but I cannot be sure." still guesses once."""
    return " ".join(s for s in SENTENCE_END.split(answer.strip()) if not s.rstrip().endswith("?"))


_VARIES = frozenset(VARIES)
#: a phrase of :data:`VARIES` that opens the text or a clause ("It depends.", "Well, it varies.", "Eso depende")
_VARIES_OPENING = re.compile(
    r"(?:^\s*|[.,;:!?]\s*|\b(?:well|eh|bueno|nun|alors|eso|ну)\s+)("
    + "|".join(re.escape(v) for v in sorted(VARIES, key=len, reverse=True))
    + r")(?!\w)"
)
#: a place left open, at the end of a clause or before where it might be ("On a beach somewhere.", "Somewhere in
#: Yorkshire, I gather."); not a place said by what it is like ("Keep it somewhere dry."), nor one to find ("You'll
#: have to find somewhere on the street.")
_SOMEWHERE = re.compile(
    r"(?<!\w)(?<!find )(?<!found )(?<!look for )(?<!park )"
    r"(somewhere|irgendwo|quelque part|en algún lugar|en alguna parte|где-то)"
    r"(?=\s*(?:$|[.,;:!?)])|\s+(?:in|near|around|on|off|outside|between|along|im|bei|dans|près|en|cerca|в|на|около)\b)"
)
#: a text that says its value depends or varies, in any words ("It rather depends on …", "Es hängt davon ab")
_DEPENDS = re.compile(r"depend|dépend|vari|hängt|darauf an|зависит|зависят|по-разному|смотря", re.IGNORECASE)


def check_hedge(answer: str, reference: str) -> Flag:
    """Flag a hedge or refusal in place of an answer: the answer hedges, the reference does not, and the
    answer does not state the reference's words anyway ("I'm not sure, but it is Paris" is an answer; "I'm
    not sure, it might be Sydney or Canberra" offers a choice the reference does not, and "I'm not sure, maybe
    Paris?" asks: neither is one)."""
    found = hedges(answer)
    # "It depends on which country you're in." / "That depends on …": both say it depends, at any length
    varies = all(h in _VARIES for h in found) and _DEPENDS.search(reference) is not None
    if not found or hedges(reference) or varies:
        return Flag("hedge", False, "", {"answer": found})
    content = [w for w in words(reference) if w.lower() not in FUNCTION_WORDS]
    answer_words = Vocabulary(words(_statements(answer)))
    stated = bool(content) and all(answer_words.names(w) for w in content) and not _offers_choice(answer, reference)
    # an amount the answer only estimates, hedged, is a guess ("Nearly a thousand metres, perhaps." for "978 m")
    stated = stated and not any(q.approximate for q in quantities(answer))
    message = "" if stated else f"hedge or refusal instead of an answer: {', '.join(found)}"
    return Flag("hedge", not stated, message, {"answer": found})
