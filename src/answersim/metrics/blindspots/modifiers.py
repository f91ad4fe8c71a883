"""Another modifier of one head: "die blaue Tonne" / "die gelbe Tonne", "el sendero azul" / "el sendero rojo", "la
clase de matemáticas" / "la clase de historia". Where the reference is a bare phrase of a head and one modifier,
the modifier is the answer, and another one in its place is another answer. Read without a lexicon, so for
the languages that WordNet's noun kinds (:mod:`.kinds`) do not cover; the answer must keep the head and put the
other word in the reference's slot ("MOD HEAD", "HEAD MOD" or "HEAD de MOD"; "HEAD MOD" closing the answer for
"HEAD de MOD")."""

from __future__ import annotations

import re

from answersim.metrics.blindspots.numerals import number_value, share_of_multiplier
from answersim.metrics.blindspots.spelled import multiplier
from answersim.metrics.blindspots.words import CYRILLIC, Vocabulary, matches, stem, unelided, words
from answersim.metrics.lexicon import FUNCTION_WORDS, GERMAN_DEFINITE_ARTICLES, NEGATIONS, PREPOSITIONS, SAME_MODIFIERS

#: a reference of at most this many words, with no full stop, is a bare phrase ("Die blaue Tonne", "La défense
#: sicilienne")
_BARE = 4
#: the words that join a head to its modifier ("la clase de historia", "der Wagen von Anna")
_JOINERS = frozenset(["de", "du", "des", "del", "d", "von", "der", "of", "для", "из"])
#: French and Spanish "à"/"a" with or without an article, which join a modifier too ("le chocolat au lait")
_TO = frozenset(["au", "aux", "à", "al"])


def _said_alike(a: str, b: str) -> bool:
    """Whether two modifiers are one of :data:`SAME_MODIFIERS` ("ehemaliger" / "früheren")."""
    return any(any(matches(e, a) for e in group) and any(matches(e, b) for e in group) for group in SAME_MODIFIERS)


#: the letters two words must share at their start to be one root said two ways ("Florencia" / "florentino")
_ROOT = 5


#: the endings of adjectives of a place, after which four shared letters make one root ("Nantes" / "nantaise",
#: "Lyon" / "lyonnais")
_OF_PLACE = ("ais", "aise", "aises", "ois", "oise", "oises", "ien", "ienne", "iens", "iennes", "ano", "ana", "ense")


def _one_root(a: str, b: str) -> bool:
    """Whether two modifiers are one root said as a noun and an adjective ("taller de Florencia" / "taller
    florentino", "vino de Italia" / "vino italiano"): they share their first :data:`_ROOT` letters, or four where
    one ends as an adjective of a place ("une retraitée de Nantes" / "une retraitée nantaise")."""
    if len(a) >= _ROOT and len(b) >= _ROOT and a[:_ROOT] == b[:_ROOT]:
        return True
    return min(len(a), len(b)) >= 4 and a[:4] == b[:4] and (a.endswith(_OF_PLACE) or b.endswith(_OF_PLACE))


def _content(word: str) -> bool:
    """Whether ``word`` (lower-case) may be a head or a modifier: no function word, preposition or number (nor a
    word of one: "тысяч", "полмиллиона")."""
    return len(word) >= 3 and word not in FUNCTION_WORDS and word not in PREPOSITIONS and not _of_a_number(word)


def _of_a_number(word: str) -> bool:
    """Whether ``word`` is a number, a multiplier or a share of one ("тысяч", "полмиллиона")."""
    return number_value(word) is not None or multiplier(word) is not None or share_of_multiplier(word, 0) is not None


def _at(tokens: list[str], word: str) -> int | None:
    """The position of ``word`` in ``tokens`` as written or inflected ("blauen" for "blaue"), or None."""
    root = stem(word)
    return next((k for k, t in enumerate(tokens) if t == word or stem(t) == root), None)


def _phrase(reference: str, tokens: list[str]) -> bool:
    """Whether the reference is a bare phrase: a few words after the articles opening it ("De la farine de
    seigle"), no full stop."""
    opening = next((k for k, t in enumerate(tokens) if t not in FUNCTION_WORDS and t not in PREPOSITIONS), 0)
    return len(tokens) - opening <= _BARE and reference.rstrip()[-1:] not in (".", "!", "?")


def modifier_swaps(answer: str, reference: str, question: str | None = None) -> list[tuple[str, str]]:
    """(reference's modifier, answer's) where the answer keeps the reference's head and says another word in
    its modifier's slot; the reference must be a bare phrase of two content words, neither side negated."""
    r = [unelided(w.lower()) for w in words(reference)]
    a = [unelided(w.lower()) for w in words(answer)]
    content = [(i, w) for i, w in enumerate(r) if _content(w)]
    # a phrase, not a sentence ("Он измеряет температуру." says it with a verb another may replace)
    if len(content) != 2 or not _phrase(reference, r) or NEGATIONS & {*r, *a}:
        return []
    asked = Vocabulary(words(question or ""))
    answer_words, reference_words = Vocabulary(a), Vocabulary(r)
    for (i, head), (j, modifier) in (content, content[::-1]):
        k = _at(a, head)
        if k is None:
            continue
        if answer_words.names(modifier) or asked.has(modifier):
            continue  # the modifier is stated, or the question's own word
        offset = j - i
        if abs(offset) == 2 and r[min(i, j) + 1] not in _JOINERS | _TO:
            continue  # "HEAD de MOD" only: other words between are no slot
        if offset == 2 and k + 1 == len(a) - 1 and a[k + 1] not in _JOINERS | _TO:
            offset = 1  # "salsa de soja" / "salsa teriyaki": the other modifier right after the head, closing it
        if abs(offset) > 2 or not 0 <= k + offset < len(a):
            continue
        if abs(offset) == 2 and a[k + offset // 2] != r[min(i, j) + 1]:
            continue  # "la clase de historia", with the same joining word
        other = a[k + offset]
        if offset == 1 and other in _TO and k + 2 < len(a):
            other = a[k + 2]  # "le chocolat au lait" for "Le chocolat noir": the other modifier after its joiner
        if offset == -1 and not _russian_modifiers(modifier, other):
            continue  # "Работники парка" / "сотрудники парка": a Russian noun before a genitive is its head
        if _content(other) and not reference_words.names(other) and not asked.has(other):
            return [] if _said_alike(modifier, other) or _one_root(modifier, other) else [(modifier, other)]
    return []


#: the endings of Russian adjectives, in every gender, number and case ("местная", "малом", "пресной")
_RUSSIAN_ADJECTIVE = re.compile(r"(?:ый|ий|ой|ая|яя|ое|ее|ые|ие|ого|его|ому|ему|ым|им|ом|ем|ую|юю|ых|их|ыми|ими)$")


def _russian_modifiers(modifier: str, other: str) -> bool:
    """Whether two words before a head may be its modifiers: any pair outside Russian; in Russian, adjectives
    (a noun or a verb before a noun is no modifier of it: "Работники парка", "написал Толстой")."""
    if not (CYRILLIC.search(modifier) or CYRILLIC.search(other)):
        return True
    return bool(_RUSSIAN_ADJECTIVE.search(modifier) and _RUSSIAN_ADJECTIVE.search(other))


#: endings that make a word, not a noun of its own: "Freiheit" and "Sicherheit", "kindness" and "goodness" share
#: no head
_SUFFIXES = (
    "heit", "keit", "schaft", "ung", "ungen", "erin", "ismus", "ität", "lich", "isch", "tion", "sion", "ness",
    "ment", "able", "ible", "ally", "ance", "ence", "ship", "less", "ful", "ing", "ción", "sión", "dad", "tad",
    "ité", "eur", "euse", "ity", "ary", "ory", "ость", "ние", "ство", "ция",
)  # fmt: skip
#: the shortest head and modifier of a compound ("Kinder|chor")
_PART = 3


def compound_swaps(answer: str, reference: str) -> list[tuple[str, str]]:
    """(reference's compound, answer's) where a bare reference of one compound noun meets an answer that does
    not state it but a compound of the same head and another modifier ("Der Kinderchor" / "der Männerchor")."""
    r = [unelided(w.lower()) for w in words(reference)]
    content = [w for w in r if _content(w)]
    # a German article and one compound are a phrase with a full stop too ("Der Rhonegletscher.")
    named = len(r) == 2 and r[0] in GERMAN_DEFINITE_ARTICLES and reference.rstrip().endswith(".")
    if len(content) != 1 or not (_phrase(reference, r) or named):
        return []
    compound, answer_words = content[0], words(answer)
    if Vocabulary(answer_words).names(compound):
        return []
    for other in (unelided(w.lower()) for w in answer_words):
        if _ending(_shared_tail(compound, other)):
            continue  # "taxation" / "foundation": "-ation" makes words, with or without a letter read off
        for x, y in ((c, o) for c in _singulars(compound) for o in _singulars(other)):
            tail = _shared_tail(x, y)
            heads = len(x) - len(tail), len(y) - len(tail)
            if len(tail) > _PART and min(heads) >= _PART and not _ending(tail) and _content(other):
                return [(compound, other)]
    return []


#: plural endings of German and English nouns, read off so that "Mahngebühren" and "Jahresgebühr" share a head
_PLURAL_ENDINGS = ("en", "n", "e", "s", "er")


def _singulars(word: str) -> list[str]:
    """``word`` and the words it is with a plural ending read off ("gebühren": "gebühr", "gebühre"); not the "s"
    of a double one ("kindness")."""
    return [word] + [
        word[: -len(e)]
        for e in _PLURAL_ENDINGS
        if word.endswith(e) and len(word) - len(e) > _PART and not word.endswith("ss")
    ]


def _ending(tail: str) -> bool:
    """Whether a shared ``tail`` is little more than an ending that makes words ("-heit", "-ness"): less than a
    noun of its own before it ("-abteilung" is one: "Kühl|abteilung", "Versand|abteilung")."""
    return any(tail.endswith(suffix) and len(tail) - len(suffix) < _PART for suffix in _SUFFIXES)


def _shared_tail(a: str, b: str) -> str:
    """The longest ending ``a`` and ``b`` share."""
    n = 0
    while n < min(len(a), len(b)) and a[-1 - n] == b[-1 - n]:
        n += 1
    return a[len(a) - n :]
