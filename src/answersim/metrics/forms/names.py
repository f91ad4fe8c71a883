"""A name said by its last words: "Bell" for "Alexander Graham Bell", "García Márquez" for "Gabriel García
Márquez", "Everest" for "Mount Everest". The answer is rewritten with the whole name, so the signals see the
reference; a different name that ends the same ("Melville Bell") is left alone."""

from __future__ import annotations

import re

from answersim.metrics.blindspots.numerals import known_unit, number_value
from answersim.metrics.blindspots.spelled import compound, multiplier
from answersim.metrics.blindspots.words import capitalises_nouns, plain, variant
from answersim.metrics.blindspots.world_wars import world_wars
from answersim.metrics.lexicon import (
    FUNCTION_WORDS,
    NAME_CONNECTORS,
    NAME_TITLES,
    NEGATIONS,
    OTHER_OPENERS,
    PREPOSITIONS,
    SEVERAL_WORDS,
)

#: a word as written, with inner hyphens and apostrophes ("Saint-Exupéry", "O'Neill")
_WORD = re.compile(r"[^\W\d_]+(?:['’-][^\W\d_]+)*")
#: the definite articles before a name ("the Beatles", "la Seine"); not lexicon.ARTICLES, whose indefinite ones
#: belong to a title ("A Christmas Carol" is no Carol)
_DEFINITE_ARTICLES = frozenset(["the", "der", "die", "das", "le", "la", "el", "los", "las"])
#: names of at most this many words are read
_LONGEST = 5


def _name_words(reference: str) -> list[str] | None:
    """The words of ``reference`` if it is a name of two words or more: each capitalised but for connectors
    ("Leonardo da Vinci"), nothing else around it but an article and a final full stop; None otherwise."""
    text = reference.strip().rstrip(".")
    if text.isupper():  # "NEGATIVE REQUIREMENTS": capitals say nothing
        return None
    found = _WORD.findall(text)
    if found and found[0].lower() in _DEFINITE_ARTICLES:
        found = found[1:]
    if not 2 <= len(found) <= _LONGEST or " ".join(found) not in text:
        return None
    if not found[-1][0].isupper() or not all(w[0].isupper() or w in NAME_CONNECTORS for w in found):
        return None
    # a number and its unit: "Zwei Jahre", "Anderthalb Stunden", "Dreihundert Jahre", "Tausend Teile"
    if any(number_value(w) is not None or compound(w) is not None or multiplier(w) or known_unit(w) for w in found):
        return None
    if "y" in found[2:-2]:  # two names of two words joined ("Ana Ruiz y Jorge Gil"), not "José Ortega y Gasset"
        return None
    return found


#: a question that asks for two or more things: its reference's "y" joins a list ("¿Qué dos ciudades …?" /
#: "Bilbao y Lisboa"), not a Spanish double surname ("Ortega y Gasset")
_SEVERAL = re.compile(rf"(?<!\w)(?:{SEVERAL_WORDS})(?!\w)", re.IGNORECASE)
#: a Spanish question that asks for a plural ("¿Qué ciudades …?", "¿Cuáles …?", "¿Quiénes …?"): its reference's
#: "y" joins a list
_PLURAL_ASKED = re.compile(r"(?<!\w)(?:qué\s+[^\W\d_]{3,}s|cuáles|quiénes)(?!\w)", re.IGNORECASE)


def surname_named(answer: str, reference: str, question: str | None = None) -> tuple[str, tuple[str, str]] | None:
    """The answer with a name of the reference said by its last words written whole, and the rewrite (those
    words, the name); None if the reference is no name, the answer says it whole or not at all, or the words
    before or after it in the answer are another name's ("Melville Bell", "Washington D.C.")."""
    name = _name_words(reference)
    if name is None or ("y" in name and question and (_SEVERAL.search(question) or _PLURAL_ASKED.search(question))):
        return None
    whole = " ".join(name)
    if whole.lower() in answer.lower():
        return None
    words = list(_WORD.finditer(answer))
    # German capitalises every noun: there the name must follow a function word ("von Bell", not "grünen Tee")
    german = capitalises_nouns(f"{answer} {reference}")
    for i, m in enumerate(words):
        if m.group() != name[-1]:
            continue
        start, k = i, len(name) - 2  # take the name's earlier words that the answer writes before this one
        while k >= 0 and start > 0 and words[start - 1].group() == name[k]:
            start, k = start - 1, k - 1
        while start < i and words[start].group() in ("of", "y"):  # "the capital of Niger": "of" is not the name's
            start += 1  # ("van Gogh" keeps its "van")
        before = words[start - 1].group() if start > 0 else ""
        joined_before = start > 0 and not re.search(r"[.!?;:,]", answer[words[start - 1].end() : words[start].start()])
        named_before = before[:1].isupper() and (
            _opens_no_sentence(answer, words, start - 1)
            or before.endswith("'s")
            or (_given_name(before) and not _one_of(before, name[:-1]) and not _titled(name))
        )
        if (joined_before and named_before) or _named_after(answer[m.end() :]) or _KIN_AFTER.match(answer, m.end()):
            continue  # another name that ends or starts the same: "Melville Bell", "Kevin's Scale", "Washington D.C."
        if german and joined_before and before.lower() not in FUNCTION_WORDS | PREPOSITIONS:
            continue
        said = answer[words[start].start() : m.end()]
        return answer[: words[start].start()] + whole + answer[m.end() :], (said, whole)
    return None


#: words that open a sentence before a name and are none ("Perhaps Williams.", "Yes, Williams")
_OPENERS = OTHER_OPENERS | NEGATIONS | frozenset(["perhaps", "maybe", "yes", "only", "just", "also", "even", "still"])


#: titles beside :data:`NAME_TITLES` that say who a name is, not which ("Chancellor Merkel" may be "Angela Merkel")
_TITLES = NAME_TITLES | frozenset(["chancellor", "premier", "general", "captain", "admiral", "pope", "emperor", "tsar"])


def _one_of(word: str, name: list[str]) -> bool:
    """Whether ``word`` is one of the ``name``'s words, as written or spelt another way ("Rudolph" / "Rudolf")."""
    low = plain(word.removesuffix("'s"))
    return any(low == plain(w) or variant(low, plain(w)) for w in name if w not in NAME_CONNECTORS)


def _titled(name: list[str]) -> bool:
    """Whether all of ``name`` before its last word are titles ("Senator Webb"): any given name may stand there."""
    return all(w.lower() in _TITLES for w in name[:-1] if w not in NAME_CONNECTORS)


def _given_name(word: str) -> bool:
    """Whether a capitalised ``word`` that opens a sentence before the name's last word may be another given
    name ("Venus Williams." for "Serena Williams"): no function word, title or adverb ("Probably Williams."); the
    caller asks that it be none of the reference's own words ("Leo Tolstoy" for "Leo Nikolaievich Tolstoy")."""
    low = word.lower()
    return word.isalpha() and not low.endswith("ly") and low not in FUNCTION_WORDS | _TITLES | _OPENERS


#: a family named by its name ("the Williams sisters", "die Brüder Grimm" aside): one of them is not this one
_KIN_AFTER = re.compile(
    r"[ \t]+(?:sisters|brothers|siblings|twins|family|families|clan|dynasty|schwestern|brüder|geschwister"
    r"|sœurs|frères|hermanas|hermanos|сёстры|сестры|братья)(?!\w)",
    re.IGNORECASE,
)


#: what follows a name's last word where the name goes on: a capitalised word ("Washington D.C."), or a
#: connector and a capital or a number ("the Compromise of 1850", "the Bank of England")
_GOES_ON = re.compile(r"[ \t]+(?:[A-ZÀ-ÞА-ЯЁ]|(?:of|de|von|van|del|di|da)[ \t]+[\dA-ZÀ-ÞА-ЯЁ])")


def _named_after(rest: str) -> bool:
    """Whether ``rest``, the text after a name's last word, goes on with more of another name."""
    return bool(_GOES_ON.match(rest))


def _opens_no_sentence(answer: str, words: list[re.Match[str]], i: int) -> bool:
    """Whether word ``i`` of ``answer`` does not open it or a sentence (a capital there says nothing)."""
    return i > 0 and not re.search(r"[.!?]\s*$", answer[: words[i].start()])


def world_war_named(answer: str, reference: str) -> tuple[str, tuple[str, str]] | None:
    """The answer with a world war written as the reference writes the same war ("WWII" for "the Second World
    War"); another war is left alone ("World War I" for "WWII")."""
    wars = dict(world_wars(reference))
    for number, m in world_wars(answer):
        if number in wars and m.group(0) != wars[number].group(0):
            whole = wars[number].group(0)
            return answer[: m.start()] + whole + answer[m.end() :], (m.group(0), whole)
    return None
