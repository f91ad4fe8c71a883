"""Words and names shared by the checks: the :class:`Flag` they return, word splitting, and matching one
name across inflections, accents, spelling variants and abbreviations ("Russland"/"Russlands", "USA")."""

from __future__ import annotations

import json
import re
import unicodedata
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources

from answersim.metrics.lexicon import (
    CYRILLIC_ENDINGS,
    ENGLISH_FUNCTION_WORDS,
    ENGLISH_MARKERS,
    FUNCTION_WORDS,
    GERMAN_MARKERS,
    LONG_ENDINGS,
    MAX_SUFFIX,
    NAME_CONNECTORS,
    NAME_HEADS,
    QUESTION_WORDS,
)

#: a Roman numeral of two to four letters ("II", "XIV"), kept whole in initials ("World War II" → "WWII")
ROMAN_NUMERAL = re.compile(r"[IVX]{2,4}")
#: a word as written: letters and digits, an apostrophe kept inside ("don't", "n'est")
WORD = re.compile(r"[^\W_]+(?:'[^\W_]+)?")
#: a French elided article, pronoun or conjunction before a word ("l'Atlantique", "d'Artagnan", "qu'il")
ELISION = re.compile(r"(?:[cdjlmnst]|qu|jusqu|lorsqu|puisqu)'(?=[^\W\d_])", re.IGNORECASE)


@dataclass
class Flag:
    """The outcome of one check: ``flagged``, a message for people and the spans that caused it."""

    check: str
    flagged: bool
    message: str = ""
    spans: dict[str, list[str]] = field(default_factory=dict)


#: a Cyrillic letter (lower case): a Russian word
CYRILLIC = re.compile("[а-яё]")
#: where one sentence ends and the next begins (a split keeps each sentence's closing mark)
SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=\S)")


def sentence_starts(text: str, marks: str = ".!?:;\n") -> set[int]:
    """Where a sentence (or a clause after one of ``marks``) starts in ``text``: 0 and the first character after
    each mark and the spaces after it."""
    return {0} | {m.end() for m in re.finditer(rf"[{re.escape(marks)}]\s*", text)}


def unelided(word: str) -> str:
    """``word`` without a French elided article or pronoun ("l'Atlantique" → "Atlantique")."""
    elided = ELISION.match(word)
    return word[elided.end() :] if elided else word


def words(text: str) -> list[str]:
    """The words of ``text`` as written (apostrophes kept inside words: "don't", "n'est")."""
    return WORD.findall(text.replace("’", "'"))


_CYRILLIC_ENDINGS = sorted(CYRILLIC_ENDINGS, key=len, reverse=True)
_LATIN_ENDINGS = ("'s", "es", "en", "er", "s", "n", "e")


def stem(word: str) -> str:
    """A crude stem for comparing names across inflections ("России"/"Россия", "Deutschlands"/"Deutschland")."""
    low = word.lower()
    endings = _CYRILLIC_ENDINGS if CYRILLIC.search(low) else _LATIN_ENDINGS
    for ending in endings:
        if low.endswith(ending) and len(low) - len(ending) >= 3:
            return low[: -len(ending)]
    return low


#: the case endings of Russian adjectives, longest first: a crude stem by them matches an adjective in any case
#: ("сухим" / "сухого"), which :func:`stem` does not cut to one stem, lest it cut names too ("Максим")
_RUSSIAN_ADJECTIVE = re.compile(
    r"^(\w{3,}?)(?:ыми|ими|ого|его|ому|ему|ый|ий|ой|ая|яя|ое|ее|ые|ие|ым|им|ых|их|ую|юю|ей)$"
)


def adjective_stem(word: str) -> str | None:
    """The stem of a lower-case Russian word read as an adjective ("сухим" → "сух"), or None."""
    m = _RUSSIAN_ADJECTIVE.match(word) if CYRILLIC.search(word) else None
    return m.group(1) if m else None


def same_name(a: str, b: str) -> bool:
    """Whether two words name the same thing: equal stems, or one contains the other ("Bundeskanzler")."""
    a, b = a.lower(), b.lower()
    if a == b or stem(a) == stem(b):
        return True
    short, long = sorted((a, b), key=len)
    return len(short) >= 4 and short in long


def function_word(word: str) -> bool:
    """Whether ``word`` is a function word ("the", "Die"); another language's one written in capitals is an
    acronym ("ESA", "DAS"), an English one a stressed word ("It was NOT safe", "ALL of them")."""
    low = word.lower()
    return low in FUNCTION_WORDS and not (len(word) > 2 and word.isupper() and low not in ENGLISH_FUNCTION_WORDS)


def initials(text: str) -> str:
    """The initials of the capitalised words of ``text`` other than function words ("United States" → "US"), a
    Roman numeral whole ("World War II" → "WWII")."""
    return "".join(
        w if ROMAN_NUMERAL.fullmatch(w) else w[0] for w in words(text) if w[0].isupper() and not function_word(w)
    )


def unowned(word: str) -> str:
    """``word`` without a possessive ending ("Norway's" → "Norway", "shepherd’s" → "shepherd")."""
    return word.removesuffix("'s").removesuffix("’s")


def plain(word: str) -> str:
    """Lower case without accents ("Lomé" → "lome"); umlauts and Cyrillic letters stay ("й"), but "ё" is read
    as "е", as Russian mostly writes it ("Пётр" = "Петр")."""
    decomposed = unicodedata.normalize("NFKD", word.lower().replace("ё", "е"))
    kept = "".join(c for c in decomposed if not unicodedata.combining(c) or c in "\u0306\u0308")
    return unicodedata.normalize("NFC", kept)


#: a letter with its accents, as :func:`plain` leaves a diaeresis or breve ("o\u0308")
_ACCENTED = re.compile(r"[^\W\d_][\u0300-\u036f]+|[^\x00-\x7f]")


def variant(a: str, b: str) -> bool:
    """Whether two words (lower case, no accents) are forms of one name: one contains the other (four letters
    or more; three at the start: "bee" / "beekeeper"), they differ in their last letter or two
    ("Bryophyta" / "Bryophytes", "Pygmy" / "Pygmies", "Mexico" / "Mexican"), or by one letter ("Philips" /
    "Phillips")."""
    short, long = sorted((a, b), key=len)
    if len(short) < 3:
        return False
    if long.startswith(short) or (len(short) >= 4 and short in long):
        return True
    if len(short) >= 4 and short.isascii() and _ACCENTED.sub("", long) == short:
        return True  # the accented letters lost in a bad encoding ("Gtterdmmerung" / "Götterdämmerung")
    common = len(short) if long.startswith(short) else next(i for i, (x, y) in enumerate(zip(short, long)) if x != y)
    return (common >= 4 and common >= len(short) - 1) or one_edit(a, b)


def edits(a: str, b: str) -> int:
    """The letters to add, drop, change or swap with a neighbour to turn ``a`` into ``b`` (optimal string
    alignment: "Tolkein" / "Tolkien" is one edit)."""
    prev2: list[int] = []
    prev = list(range(len(b) + 1))
    for i, x in enumerate(a, 1):
        row = [i] + [0] * len(b)
        for j, y in enumerate(b, 1):
            row[j] = min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (x != y))
            if i > 1 and j > 1 and x == b[j - 2] and a[i - 2] == y:
                row[j] = min(row[j], prev2[j - 2] + 1)
        prev2, prev = prev, row
    return prev[-1]


def one_edit(a: str, b: str) -> bool:
    """Whether two words of six letters or more differ by one letter added, dropped or changed after their
    first ("Philips" / "Phillips"): a spelling variant of one name. Another first letter makes another name
    ("Murano" / "Burano")."""
    if min(len(a), len(b)) < 6 or abs(len(a) - len(b)) > 1 or a == b or a[0] != b[0]:
        return False
    if len(a) > len(b):
        a, b = b, a
    i = next((k for k, (x, y) in enumerate(zip(a, b)) if x != y), len(a))
    return a[i + 1 :] == b[i + 1 :] if len(a) == len(b) else a[i:] == b[i + 1 :]


class Vocabulary:
    """The words of a text, lower-cased and stemmed, to ask :func:`same_name` of many words at once."""

    def __init__(self, words_: list[str]) -> None:
        # a word is also known without its elided article ("l'Atlantique" names "Atlantique")
        self.lower = {plain(v) for w in words_ for v in {w, unelided(w)} if not function_word(v)}
        self.stems = {stem(w) for w in self.lower}
        self.adjectives = {a for w in self.lower if (a := adjective_stem(w))}
        self.long = [w for w in self.lower if len(w) >= 3]

    def has(self, word: str) -> bool:
        """Whether ``word`` is here as written or inflected ("Deutschlands" for "Deutschland"), not merely
        contained in a longer word ("vinaigre" is not in "vinaigrette")."""
        low = plain(word)
        if low in self.lower or stem(low) in self.stems:
            return True
        return bool(self.adjectives) and adjective_stem(low) in self.adjectives

    def names(self, word: str) -> bool:
        """Whether ``word`` is here as written, inflected or as a variant (one contains the other, "Bryophyta"
        / "Bryophytes"; see :func:`variant`)."""
        return self.has(word) or any(variant(plain(word), w) for w in self.long)


def _named_not_by_head(word: str, vocabulary: Vocabulary) -> bool:
    """Whether ``word`` is in ``vocabulary`` as written or as a variant, not one word merely ending the other
    ("water" / "Derwentwater")."""
    low = plain(word)
    return vocabulary.has(word) or any(variant(low, w) and not _head_of(low, w) for w in vocabulary.long)


#: the heads of names in one word ("Derwentwater", "Arlbergtunnel", "Bodensee", "Exmoor"): such a head
#: alone names no one of them
_COMPOUND_NAME_HEADS = NAME_HEADS | frozenset([
    "water", "tunnel", "see", "berg", "bahnhof", "straße", "strasse", "platz", "brücke", "kirche", "dom", "turm",
    "schloss", "burg", "tal", "bach", "insel", "moor", "dale",
])  # fmt: skip


def _head_of(a: str, b: str) -> bool:
    """Whether the shorter of two words is the head of a name that the longer is ("tunnel" / "arlbergtunnel";
    not "korea" / "nordkorea", "shots" / "gunshots")."""
    short, long = sorted((a, b), key=len)
    return short in _COMPOUND_NAME_HEADS and len(short) < len(long) and long.endswith(short)


def named_in(span: str, text: str, words_: list[str] | Vocabulary, heads: bool = True) -> bool:
    """Whether any word of ``span`` is among ``words_`` (by :func:`same_name`), or it abbreviates ``text``
    ("USA" in "United States of America"). Without ``heads``, a name of several words is named by a word of its
    own, not by its head alone ("Bank" of "Bank of England" in "the European Central Bank")."""
    vocabulary = words_ if isinstance(words_, Vocabulary) else Vocabulary(words_)
    own = [w for w in span.split() if w not in NAME_CONNECTORS]
    distinct = [w for w in own if w.lower() not in NAME_HEADS and w.lower().removesuffix("s") not in NAME_HEADS]
    if heads and any(vocabulary.names(w) for w in own):
        return True
    # nor is a name in one word named by the head it ends with ("tunnel" of "Arlbergtunnel", "water" of
    # "Derwentwater")
    if not heads and any(
        _named_not_by_head(w, vocabulary) for w in (own if len(own) < 2 or not distinct else distinct)
    ):
        return True
    acronym = span.replace(".", "").replace(" ", "")
    if " " not in span and sum(c.isupper() for c in acronym) >= 2:  # "BSkyB": its capitals
        acronym = "".join(c for c in acronym if c.isupper())
    return len(acronym) >= 2 and acronym.isupper() and acronym in initials(text)


@lru_cache(maxsize=1)
def wordnet_opposites() -> dict[str, frozenset[str]]:
    """Each word of WordNet's antonym pairs and its opposites (written by scripts/build_wordnet_antonyms.py)."""
    data = json.loads(resources.files("answersim.data").joinpath("wordnet_antonyms.json").read_text("utf-8"))
    out: dict[str, set[str]] = {}
    for a, b in data["pairs"]:
        out.setdefault(a, set()).add(b)
        out.setdefault(b, set()).add(a)
    return {word: frozenset(others) for word, others in out.items()}


@lru_cache(maxsize=1)
def _pertainyms() -> dict[str, list[str]]:
    """WordNet 3.0's proper adjectives and their places (``data/wordnet_demonyms.json``, written by
    scripts/build_wordnet_demonyms.py)."""
    data = json.loads(resources.files("answersim.data").joinpath("wordnet_demonyms.json").read_text("utf-8"))
    return data["demonyms"]


@lru_cache(maxsize=1)
def proper_adjectives() -> frozenset[str]:
    """The adjectives of places ("Swedish", "Parisian"): a word that qualifies a noun, not a name of its own."""
    return frozenset(_pertainyms())


@lru_cache(maxsize=1)
def demonyms() -> dict[str, frozenset[str]]:
    """A place and the proper adjectives of it, each way ("France": {"French"}, "French": {"France"}), from
    WordNet 3.0's pertainyms."""
    related: dict[str, set[str]] = {}
    for adjective, places in _pertainyms().items():
        for place in places:
            related.setdefault(adjective, set()).add(place)
            related.setdefault(place, set()).add(adjective)
    return {word: frozenset(others) for word, others in related.items()}


#: what follows a place's stem in a Russian adjective of it: "ь", "ян", "ий" … then "ск"/"цк" and an adjective's
#: ending ("Итали-я" → "итальянская", "Испани-и" → "испанский", "Кита-я" → "китайская", "Франци-и" → "французский")
_RUSSIAN_OF_PLACE = re.compile(r"ь?(?:ян|ан|ий|ай|ей|уз)?[сц]к(?:ий|ая|ое|ие|ого|ой|ую|ому|им|их|ими|ом)")


def russian_demonym(adjective: str, place: str) -> bool:
    """Whether a Russian ``adjective`` is the adjective of ``place`` in any case ("Итальянская" / "Италии"), read
    from their spelling: WordNet's pertainyms (:func:`demonyms`) are English."""
    stem = re.sub(r"[аяеиоуыйюь]+$", "", place.lower())
    low = adjective.lower()
    return len(stem) >= 3 and low.startswith(stem) and _RUSSIAN_OF_PLACE.fullmatch(low[len(stem) :]) is not None


def abbreviated_by(span: str, text: str) -> bool:
    """Whether ``span`` spelled out is abbreviated in ``text`` ("United States" by "USA")."""
    letters = initials(span)
    capitals = ("".join(c for c in w if c.isupper()) for w in text.split() if sum(c.isupper() for c in w) >= 2)
    return len(letters) >= 2 and any(letters in c for c in capitals)


def matches(entry: str, word: str) -> bool:
    """Whether ``word`` is ``entry`` or, for an entry ending in "*", one of its inflected forms."""
    if entry.endswith("*"):
        root = entry[:-1]
        return word.startswith(root) and (len(word) - len(root) <= MAX_SUFFIX or word[len(root) :] in LONG_ENDINGS)
    return word == entry


def capitalises_nouns(text: str) -> bool:
    """Whether ``text`` reads as German (two of its common words or words with umlauts, more than English
    common words), where every noun is capitalised ("Eine Frau schält eine Kartoffel")."""
    low = [w.lower() for w in words(text)]
    # "des" is French too ("la compagnie des eaux"): it tells no German
    german = sum((w in GERMAN_MARKERS and w != "des") or any(c in "äöüß" for c in w) for w in low)
    return german >= 2 and german > sum(w in ENGLISH_MARKERS for w in low)


#: a question that asks for a reason (en, de, fr, es, ru)
WHY_ASKED = re.compile(r"\s*¿?(?:why|warum|wieso|weshalb|pourquoi|por qué|почему|отчего|зачем)(?!\w)", re.IGNORECASE)


#: English question words: a question opening with one asks for more than a yes or a no
_WH = frozenset(["what", "which", "who", "whom", "whose", "when", "where", "why", "how"])


def polar_question(question: str) -> bool:
    """Whether ``question`` asks for a yes or a no: it does not open with a question word."""
    opening = [w.lower() for w in words(question)][:1]
    return bool(opening) and opening[0] not in _WH and opening[0] not in QUESTION_WORDS
