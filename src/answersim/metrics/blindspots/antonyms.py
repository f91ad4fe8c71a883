"""The ``antonyms`` check: a word of the reference swapped for its opposite, or a direction reversed
(safe/dangerous, buyer/seller, at least/at most); the pairs live in :mod:`answersim.metrics.lexicon`, and
WordNet 3.0's adjective and verb antonyms (``data/wordnet_antonyms.json``) count where one word is all that
differs ("acquitted" / "convicted")."""

from __future__ import annotations

import json
from collections import defaultdict
from functools import lru_cache
from importlib import resources

from answersim.metrics.blindspots.parts import coordinations
from answersim.metrics.blindspots.words import (
    Flag,
    matches,
    words,
)
from answersim.metrics.lexicon import (
    ANTONYMS,
    CALENDAR_WORDS,
    FUNCTION_WORDS,
    MAX_SUFFIX,
    NEGATING_PREFIXES,
    PREPOSITIONS,
    RELATIONS,
    SYMMETRIC,
)


def _negated(word: str, others: set[str]) -> str | None:
    """The word of ``others`` that ``word`` negates by a prefix ("unsafe" → "safe"), if any."""
    for prefix, shortest in NEGATING_PREFIXES:
        rest = word[len(prefix) :]
        if word.startswith(prefix) and len(rest) >= shortest and rest in others:
            return rest
    return None


#: the auxiliaries of the perfect tense: in German, French and Spanish they stand where the verb would
_PERFECT = frozenset(
    ["hat", "haben", "hatte", "hatten", "habe", "has", "have", "had", "ha", "han", "había", "habían", "ont", "avait"]
)
#: words that carry no relation of their own
_AUXILIARY = FUNCTION_WORDS | _PERFECT
#: "Chile and Argentina" = "Argentina and Chile"
_CONJUNCTIONS = frozenset(["and", "or", "und", "oder", "et", "ou", "y", "o", "e", "и", "или", "&", "nor"])


@lru_cache(maxsize=1)
def wordnet_opposites() -> dict[str, frozenset[str]]:
    """Each word of WordNet's antonym pairs and its opposites (written by scripts/build_wordnet_antonyms.py)."""
    data = json.loads(resources.files("answersim.data").joinpath("wordnet_antonyms.json").read_text("utf-8"))
    out: dict[str, set[str]] = defaultdict(set)
    for a, b in data["pairs"]:
        out[a].add(b)
        out[b].add(a)
    return {word: frozenset(others) for word, others in out.items()}


def _unelided(word: str) -> str:
    """The word without a French elided article or negation ("n'ouvre" → "ouvre", "l'eau" → "eau")."""
    head, sep, rest = word.partition("'")
    return rest if sep and 0 < len(head) <= 2 and rest and head != "o" else word


_ENTRIES = list(dict.fromkeys(e for pair in ANTONYMS for e in pair))
_EXACT = {e for e in _ENTRIES if " " not in e and not e.endswith("*")}
_STEMS = {e[:-1]: e for e in _ENTRIES if " " not in e and e.endswith("*")}
_PHRASES = [e for e in _ENTRIES if " " in e]


def _occurrences(toks: list[str]) -> dict[str, list[int]]:
    """Positions of each entry of :data:`ANTONYMS` found in lower-cased tokens (one pass over the tokens)."""
    out: dict[str, list[int]] = {}
    for i, tok in enumerate(toks):
        hits = {tok} & _EXACT
        hits.update(_STEMS[tok[:k]] for k in range(max(1, len(tok) - MAX_SUFFIX), len(tok) + 1) if tok[:k] in _STEMS)
        for entry in hits:
            out.setdefault(entry, []).append(i)
    for entry in _PHRASES:
        parts = entry.split()
        for i in range(len(toks) - len(parts) + 1):
            if all(matches(p, toks[i + k]) for k, p in enumerate(parts)):
                out.setdefault(entry, []).append(i)
    return out


def _at(toks: list[str], i: int, entry: str) -> str:
    return " ".join(toks[i : i + len(entry.split())])


def _in_order(toks: list[str], i: int, j: int) -> str:
    return f"{toks[min(i, j)]} … {toks[max(i, j)]}"


def antonym_swaps(answer: str, reference: str) -> list[tuple[str, str]]:
    """(reference word, answer word) for each word swapped for its opposite, and each pair whose order is
    reversed ("the buyer pays the seller" / "the seller pays the buyer"); each pair of words counted once."""
    a, r = _tokens(answer), _tokens(reference)
    occ_a, occ_r = _occurrences(a), _occurrences(r)
    found: dict[tuple[str, str], None] = {}
    for x, y in ANTONYMS:
        if not ((x in occ_r or y in occ_r) and (x in occ_a or y in occ_a)):
            continue
        for first, second in ((x, y), (y, x)):
            # more of one word in the reference, more of its opposite in the answer
            more_r = len(occ_r.get(first, ())) > len(occ_a.get(first, ()))
            more_a = len(occ_a.get(second, ())) > len(occ_r.get(second, ()))
            if more_r and more_a:
                found[(_at(r, occ_r[first][0], first), _at(a, occ_a[second][0], second))] = None
        if x in occ_r and y in occ_r and x in occ_a and y in occ_a:
            ra, rb, aa, ab = occ_r[x][0], occ_r[y][0], occ_a[x][0], occ_a[y][0]
            if (ra < rb) != (aa < ab):
                found[(_in_order(r, ra, rb), _in_order(a, aa, ab))] = None
    for entry in occ_r.keys() & occ_a.keys() if max(len(a), len(r)) <= _SHORT else ():
        # one directed relation, its two sides exchanged: "A before B" / "B before A", "A is older than B"
        i, j = occ_r[entry][0], occ_a[entry][0]
        if not (_directed(r, i, entry) and _directed(a, j, entry)) or len(occ_r[entry]) + len(occ_a[entry]) > 2:
            continue
        moved = _exchanged(r, _at(r, i, entry), a, _at(a, j, entry))
        if moved:
            found[(f"{moved[0]} … {moved[1]}", f"{moved[1]} … {moved[0]}")] = None
    # where two texts of as many words differ: two words exchanged, or one word replaced
    differ = [k for k, (x, y) in enumerate(zip(a, r)) if x != y] if len(a) == len(r) else []
    if len(a) >= 3 and len(differ) == 2:
        i, j = differ
        between = set(a[i + 1 : j])
        listed = _one_list(reference, r[i], r[j])  # "green, white and red" / "red, white and green": in any order
        symmetric = any(matches(entry, w) for entry in SYMMETRIC for w in between)  # "A borders B"
        exchanged = a[i] == r[j] and a[j] == r[i] and not between <= _CONJUNCTIONS
        # only an auxiliary between: both must be names or nouns ("Hier hat Goethe …" / "Goethe hat hier …")
        if exchanged and between <= _AUXILIARY:
            exchanged = {r[i], r[j]} <= _capitalised(reference) | _capitalised(answer)
        if exchanged and not listed and not symmetric:  # "Brazil beat Germany" / "Germany beat Brazil"
            found[(f"{r[i]} … {r[j]}", f"{a[i]} … {a[j]}")] = None
    elif a != r and sorted(a) == sorted(r) and len(a) <= _SHORT and "," not in reference + answer:
        # "Napoleon defeated the Austrians" / "The Austrians defeated Napoleon"
        moved = _sides_exchanged(r, a, _capitalised(reference) | _capitalised(answer))
        if moved:
            found[(f"{moved[0]} … {moved[1]}", f"{moved[1]} … {moved[0]}")] = None
    if len(differ) == 1 and a[differ[0]] in wordnet_opposites().get(r[differ[0]], ()):
        found[(r[differ[0]], a[differ[0]])] = None  # "The defendant was acquitted." / "… was convicted."
    a_set, r_set = set(a), set(r)
    for word in a_set - r_set:
        base = _negated(word, r_set - a_set)
        if base:
            found[(base, word)] = None
    for word in r_set - a_set:
        base = _negated(word, a_set - r_set)
        if base:
            found[(word, base)] = None
    # one pair of words found by two entries ("higher"/"lower" and "high*"/"low*", "at least"/"least") counts once
    seen: set[str] = set()
    out = []
    for ref_words, ans_words in sorted(found, key=lambda p: -len(p[0])):
        mine = {f"r:{w}" for w in ref_words.split()} | {f"a:{w}" for w in ans_words.split()}
        if mine & seen:
            continue
        seen |= mine
        out.append((ref_words, ans_words))
    return out


def _exchanged(
    r: list[str], ref_word: str, a: list[str], ans_word: str, among: set[str] | None = None
) -> tuple[str, str] | None:
    """A word from each side of ``ref_word`` in ``r`` (tokens) that changed sides around ``ans_word`` in ``a``
    ("The Sun … larger … the Earth" / "The Earth … smaller … the Sun": sun, earth), or None. Each of the two
    words must occur once (and be one of ``among`` if given); words found on both sides of either text do
    not count."""
    ref_head, ans_head = ref_word.split()[0], ans_word.split()[0]
    if r.count(ref_head) != 1 or a.count(ans_head) != 1:
        return None
    i, j = r.index(ref_head), a.index(ans_head)
    ref_left, ref_right = set(r[:i]), set(r[i + len(ref_word.split()) :])
    ans_left, ans_right = set(a[:j]), set(a[j + len(ans_word.split()) :])
    left_to_right = (ref_left & ans_right) - ans_left - ref_right
    right_to_left = (ref_right & ans_left) - ans_right - ref_left
    if among is not None:
        left_to_right, right_to_left = left_to_right & among, right_to_left & among
    return (min(left_to_right), min(right_to_left)) if left_to_right and right_to_left else None


#: relations with a direction, whatever follows them; comparatives are told by the word after them ("than")
_DIRECTIONS = frozenset(
    ["before", "after", "above", "below", "north*", "south*", "east*", "west*", "avant", "après", "antes", "después"]
) | frozenset(["buy*", "sell*", "bought", "sold", "won", "lost"])
_THAN = frozenset(["than", "als", "que", "чем"])
#: opposites that have a converse (see ``RELATIONS``)
_CONVERSE = _DIRECTIONS | RELATIONS
#: texts of at most this many words are read for a reversed relation (in a long one, words move for other reasons)
_SHORT = 12


def _directed(toks: list[str], i: int, entry: str) -> bool:
    """Whether ``entry`` at ``toks[i]`` is a relation with a direction: "before", "north of", "older than"."""
    after = i + len(entry.split())
    return entry in _DIRECTIONS or (after < len(toks) and toks[after] in _THAN)


def _capitalised(text: str) -> set[str]:
    """The words of ``text``, lower-cased, that it capitalises after its first word (names, German nouns)."""
    return {_unelided(w.lower()) for w in words(text)[1:] if w[:1].isupper()}


def _sides_exchanged(r: list[str], a: list[str], capitalised: set[str]) -> tuple[str, str] | None:
    """In two texts of the same words in another order, a name or content word on each side of a verb that
    changed sides (the subject and the object exchanged), or None. A word that relates both ways ("borders",
    "married"), a list in another order and a reordering that keeps every word on its side ("In 1990 he
    moved" / "He moved in 1990") do not count."""
    if any(matches(entry, w) for entry in SYMMETRIC for w in r) or set(r) & _CONJUNCTIONS:
        return None  # "A borders B"; a list in another order
    content = {w for w in r if w not in _AUXILIARY and w not in _CONJUNCTIONS and not w.isdigit()}
    actors = {
        w
        for w in content
        if not (_after_preposition(r, w) or _after_preposition(a, w) or (_oblique(r, w) and _oblique(a, w)))
    }
    for pivot in [w for w in r if r.count(w) == 1 and (w in content or w in _PERFECT)]:
        # an auxiliary between names or nouns: "Die Firma hat Anna eingestellt" / "Anna hat die Firma
        # eingestellt" (not "Gestern hat Anna …" / "Anna hat gestern …"; "is" says both ways)
        among = actors if pivot in content else actors & capitalised
        moved = _exchanged(r, pivot, a, pivot, among=among - {pivot})
        if moved:
            return moved
    return None


#: German articles that mark an object ("Den Mann hat die Frau gesehen" = "Die Frau hat den Mann gesehen")
_OBJECT_ARTICLES = frozenset(["den", "dem", "einen", "einem"])


def _oblique(toks: list[str], word: str) -> bool:
    """Whether ``word`` follows an article that marks it as an object."""
    i = toks.index(word)
    return i > 0 and toks[i - 1] in _OBJECT_ARTICLES


def _after_preposition(toks: list[str], word: str) -> bool:
    """Whether ``word`` follows a preposition, with at most two function words between ("in der
    Schwangerschaft"): it is then no subject or object that could change roles."""
    i = toks.index(word)
    for before in reversed(toks[max(0, i - 3) : i]):
        if before in PREPOSITIONS:
            return True
        if before not in FUNCTION_WORDS:
            return False
    return False


def _one_list(text: str, first: str, second: str) -> bool:
    """Whether two words are items of one list that ``text`` joins with "and" (see ``parts.coordinations``)."""
    for items in coordinations(text):
        found = [k for k, item in enumerate(items) for w in item if _unelided(w.lower()) in (first, second)]
        if len(set(found)) >= 2:
            return True
    return False


def _tokens(text: str) -> list[str]:
    return [_unelided(w.lower()) for w in words(text)]


def _relational(toks: list[str], word: str) -> bool:
    """Whether ``word`` (an entry found in ``toks``) relates two sides: a direction, one of ``RELATIONS``, or a
    comparative ("longer than", "größer als")."""
    head = word.split()[0]
    if any(matches(entry, head) for entry in _CONVERSE):
        return True
    after = toks.index(head) + len(word.split()) if head in toks else len(toks)
    return after < len(toks) and toks[after] in _THAN


def is_converse(answer: str, reference: str, ref_word: str, ans_word: str) -> bool:
    """Whether the answer says the same with the opposite word and the two sides exchanged: "The Sun is larger
    than the Earth" / "The Earth is smaller than the Sun", "A sold it to B" / "B bought it from A". The sides
    are content words; a time that moved ("On Sundays there is no fee at the museum") is no side."""
    r, a = _tokens(reference), _tokens(answer)
    if not (_relational(r, ref_word) or _relational(a, ans_word)):
        return False  # "The warranty does not cover water damage." / "Water damage is excluded from it."
    sides = {w for w in r if w not in _AUXILIARY and not w.isdigit() and not {w, w[:-1]} & CALENDAR_WORDS}
    return _exchanged(r, ref_word, a, ans_word, among=sides) is not None


def single_swap(swaps: list[tuple[str, str]]) -> tuple[str, str] | None:
    """The (reference word, answer word) of :func:`antonym_swaps` when one word swapped for its opposite is all
    it found; None for several, or for a reversed order (written "a … b")."""
    return swaps[0] if len(swaps) == 1 and "…" not in swaps[0][0] else None


def check_antonyms(answer: str, reference: str) -> Flag:
    """Flag a word swapped for its opposite or a reversed direction (safe/unsafe, buyer/seller), unless the
    answer is the converse of the reference (the opposite word with the two sides exchanged)."""
    swaps = antonym_swaps(answer, reference)
    # the converse: one word for its opposite, its two sides exchanged (they may be a pair of opposites too:
    # "The tenant pays the landlord." / "The landlord receives it from the tenant.")
    words_swapped = [s for s in swaps if "…" not in s[0]]
    if len(words_swapped) == 1 and len(swaps) <= 2 and is_converse(answer, reference, *words_swapped[0]):
        swaps = []
    message = "opposite or reversed words: " + ", ".join(f"{r} → {a}" for r, a in swaps) if swaps else ""
    return Flag("antonyms", bool(swaps), message, {"swaps": [f"{r} → {a}" for r, a in swaps]})
