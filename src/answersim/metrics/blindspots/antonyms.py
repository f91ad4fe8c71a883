"""The ``antonyms`` check: a word of the reference swapped for its opposite, or a direction reversed
(safe/dangerous, buyer/seller, at least/at most); the pairs live in :mod:`answersim.metrics.lexicon`."""

from __future__ import annotations

from answersim.metrics.blindspots.words import (
    Flag,
    matches,
    words,
)
from answersim.metrics.lexicon import (
    ANTONYMS,
    MAX_SUFFIX,
    NEGATING_PREFIXES,
)


def _negated(word: str, others: set[str]) -> str | None:
    """The word of ``others`` that ``word`` negates by a prefix ("unsafe" → "safe"), if any."""
    for prefix, shortest in NEGATING_PREFIXES:
        rest = word[len(prefix) :]
        if word.startswith(prefix) and len(rest) >= shortest and rest in others:
            return rest
    return None


#: "Chile and Argentina" = "Argentina and Chile"
_CONJUNCTIONS = frozenset(["and", "or", "und", "oder", "et", "ou", "y", "o", "e", "и", "или", "&", "nor"])


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
    a = [_unelided(w.lower()) for w in words(answer)]
    r = [_unelided(w.lower()) for w in words(reference)]
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
    exchanged = [k for k, (x, y) in enumerate(zip(a, r)) if x != y]
    if len(a) == len(r) >= 3 and len(exchanged) == 2:
        i, j = exchanged
        between = set(a[i + 1 : j])
        if a[i] == r[j] and a[j] == r[i] and not between <= _CONJUNCTIONS:  # "Brazil beat Germany" / reversed
            found[(f"{r[i]} … {r[j]}", f"{a[i]} … {a[j]}")] = None
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


def check_antonyms(answer: str, reference: str) -> Flag:
    """Flag a word swapped for its opposite or a reversed direction (safe/unsafe, buyer/seller)."""
    swaps = antonym_swaps(answer, reference)
    message = "opposite or reversed words: " + ", ".join(f"{r} → {a}" for r, a in swaps) if swaps else ""
    return Flag("antonyms", bool(swaps), message, {"swaps": [f"{r} → {a}" for r, a in swaps]})
