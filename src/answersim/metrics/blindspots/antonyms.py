"""The ``antonyms`` check: a word of the reference swapped for its opposite, or a direction reversed
(safe/dangerous, buyer/seller, at least/at most); the pairs live in :mod:`answersim.metrics.lexicon`, and
WordNet 3.0's antonyms (``data/wordnet_antonyms.json``) count where one word is all that differs
("acquitted" / "convicted"). Roles exchanged and the converse are read by :mod:`.roles`."""

from __future__ import annotations

import re

from answersim.metrics.blindspots.colours import colour_swap
from answersim.metrics.blindspots.lists import AND
from answersim.metrics.blindspots.negation import WITHOUT_PAYING
from answersim.metrics.blindspots.negation_words import negation_count
from answersim.metrics.blindspots.numerals import number_value
from answersim.metrics.blindspots.roles import active_voice, is_converse, reversals, tokens
from answersim.metrics.blindspots.words import (
    Flag,
    Vocabulary,
    matches,
    polar_question,
    stem,
    wordnet_opposites,
    words,
)
from answersim.metrics.lexicon import (
    ANTONYMS,
    FUNCTION_WORDS,
    LACKING_SUFFIXES,
    LONG_ENDINGS,
    MAX_SUFFIX,
    NEGATING_PREFIXES,
    YES_REPLIES,
)

#: texts of at most this many words are read for an opposite among the few words that differ (WordNet's)
_FEW_WORDS = 8


def _negated(word: str, others: set[str]) -> str | None:
    """The word of ``others`` that ``word`` negates by a prefix ("unsafe" → "safe"), if any."""
    for prefix, shortest in NEGATING_PREFIXES:
        rest = word[len(prefix) :]
        if word.startswith(prefix) and len(rest) >= shortest and rest in others:
            return rest
    return None


_UMLAUTS = str.maketrans("äöü", "aou")
#: a German adjective ending, cut before its suffix is read ("sinnlose" → "sinnlos")
_DECLINED = re.compile(r"(?:e|en|er|es|em)$")


def _suffixed(word: str) -> tuple[str, str, bool] | None:
    """(stem without umlauts, suffix, whether it says a lack) of a word with one of LACKING_SUFFIXES."""
    for plain in (word, _DECLINED.sub("", word)):
        for lacking, having in LACKING_SUFFIXES:
            for suffix in (lacking, *having):
                if plain.endswith(suffix) and len(plain) - len(suffix) >= 3:
                    return plain[: -len(suffix)].translate(_UMLAUTS), suffix, suffix == lacking
    return None


#: prefixes that say too much and too little of one stem ("oversubscribed" / "undersubscribed", "überbewertet"
#: / "unterbewertet", "sobrevalorado" / "infravalorado", "переоценён" / "недооценён", "hypertension")
_COUNTER_PREFIXES = (("over", "under"), ("über", "unter"), ("sobre", "infra"), ("sobre", "sub"), ("пере", "недо"),
                     ("hyper", "hypo"))  # fmt: skip
#: the fewest letters a stem after one of :data:`_COUNTER_PREFIXES` has ("overcooked": "cooked")
_COUNTER_STEM = 4


def _counter_prefixed(word: str, others: set[str]) -> str | None:
    """The word of ``others`` with the counter prefix of ``word``'s over one stem ("undersubscribed" for
    "oversubscribed"), if any."""
    for one, other in _COUNTER_PREFIXES:
        for mine, theirs in ((one, other), (other, one)):
            rest = word[len(mine) :]
            if word.startswith(mine) and len(rest) >= _COUNTER_STEM and theirs + rest in others:
                return theirs + rest
    return None


def _lacking(word: str, others: set[str]) -> str | None:
    """The word of ``others`` that says ``word``'s stem is there where ``word`` says it lacks ("sinnvoll" for
    "sinnlos", "nützlich" for "nutzlos", "careful" for "careless"), if any."""
    mine = _suffixed(word)
    if mine is None or not mine[2]:
        return None
    for other in others:
        theirs = _suffixed(other)
        if theirs is not None and not theirs[2] and theirs[0] == mine[0]:
            return other
    return None


_ENTRIES = list(dict.fromkeys(e for pair in ANTONYMS for e in pair))
_EXACT = {e for e in _ENTRIES if " " not in e and not e.endswith("*")}
_STEMS = {e[:-1]: e for e in _ENTRIES if " " not in e and e.endswith("*")}
#: the entries of several words with their words after the first, by their first word: as written, or its
#: root for a first word ending in "*"
_PHRASES_BY_WORD: dict[str, list[tuple[str, list[str]]]] = {}
_PHRASES_BY_ROOT: dict[str, list[tuple[str, list[str]]]] = {}
for _entry in (e for e in _ENTRIES if " " in e):
    _first, *_rest = _entry.split()
    if _first.endswith("*"):
        _PHRASES_BY_ROOT.setdefault(_first[:-1], []).append((_entry, _rest))
    else:
        _PHRASES_BY_WORD.setdefault(_first, []).append((_entry, _rest))


#: the indices in ANTONYMS of the pairs each entry belongs to: a pair is read only where the reference has one of
#: its entries
_PAIRS_OF: dict[str, list[int]] = {}
for _i, _pair in enumerate(ANTONYMS):
    for _e in dict.fromkeys(_pair):
        _PAIRS_OF.setdefault(_e, []).append(_i)


def _roots(tok: str) -> list[str]:
    """The beginnings of ``tok`` that an entry ending in "*" may stand for (at most MAX_SUFFIX letters cut, or
    one of the longer verb endings)."""
    roots = [tok[:k] for k in range(max(1, len(tok) - MAX_SUFFIX), len(tok) + 1)]
    if tok.endswith(LONG_ENDINGS):
        roots += [tok[: -len(e)] for e in LONG_ENDINGS if tok.endswith(e) and len(tok) - len(e) >= 3]
    return roots


def _phrase_entries(tok: str, roots: list[str]) -> list[tuple[str, list[str]]]:
    """The entries of several words that may start at ``tok`` (as written, or by one of its ``roots``), each with
    its words after the first."""
    return [*_PHRASES_BY_WORD.get(tok, ()), *(e for root in roots for e in _PHRASES_BY_ROOT.get(root, ()))]


#: German separable particles, which close a main clause apart from their verb ("Beide fielen bei der Prüfung
#: durch.", "Er kam nicht durch.")
_PARTICLES = frozenset(["durch", "aus", "ein", "an", "ab", "auf", "zu", "mit", "vor", "weg", "zurück", "um", "fest"])


def _particle_joined(toks: list[str]) -> list[str]:
    """``toks`` with a German particle that closes them moved after its verb, where the two make an entry of
    :data:`ANTONYMS` of two words ("fielen … durch" → "fielen durch"): a separable verb is one word of meaning."""
    if len(toks) < 3 or toks[-1] not in _PARTICLES:
        return toks
    particle = toks[-1]
    for k, tok in enumerate(toks[:-2]):
        if any(rest == [particle] for _, rest in _phrase_entries(tok, _roots(tok))):
            return [*toks[: k + 1], particle, *toks[k + 1 : -1]]
    return toks


#: the Spanish absolute superlative, read as its adjective ("pesadísimo" is "pesado", "carísimas" "caras")
_SUPERLATIVE = re.compile(r"ísim(?=(?:o|a|os|as)$)")


def _occurrences(toks: list[str]) -> dict[str, list[int]]:
    """Positions of each entry of :data:`ANTONYMS` found in lower-cased tokens: the one-word entries, then those
    of several words, looked up by their first word."""
    out: dict[str, list[int]] = {}
    plain = [_SUPERLATIVE.sub("", tok) if "ísim" in tok else tok for tok in toks]
    roots = [_roots(tok) for tok in plain]
    for i, tok in enumerate(plain):
        hits = {tok} & _EXACT
        hits.update(_STEMS[root] for root in roots[i] if root in _STEMS)
        for entry in hits:
            out.setdefault(entry, []).append(i)
    for i, tok in enumerate(toks):
        for entry, rest in _phrase_entries(tok, roots[i]):
            if i + len(rest) < len(toks) and all(matches(p, toks[i + 1 + k]) for k, p in enumerate(rest)):
                out.setdefault(entry, []).append(i)
    return out


#: the most words between two words listed with "and", in either order ("a father and his son"; "the teacher and
#: her best student")
_LISTED_WITHIN = 4


def _listed(toks: list[str], i: int, j: int) -> bool:
    """Whether tokens ``i`` and ``j`` are joined by an "and" a few words apart: a list, whose order says nothing."""
    lo, hi = min(i, j), max(i, j)
    return hi - lo <= _LISTED_WITHIN and bool(AND.intersection(toks[lo + 1 : hi]))


def _at(toks: list[str], i: int, entry: str) -> str:
    return " ".join(toks[i : i + len(entry.split())])


def _in_order(toks: list[str], i: int, j: int) -> str:
    return f"{toks[min(i, j)]} … {toks[max(i, j)]}"


#: a thing said to be on or off at the end of a clause ("The alarm was on.", "it had been turned off,"): the
#: state of a switch, read as "switched on" / "switched off" (not "was on the table", "is off to Paris")
_ON_OR_OFF = re.compile(
    r"(?<!\w)(?:is|are|was|were|be|been|being|'s|stays?|stayed|remains?|remained|left|kept|switched|turned)"
    r"\s+(on|off)(?=\s*(?:[.,;!?]|$|(?:and|but|again|now|all)(?!\w)))"
)


#: "over" or "under" a number, a bound read as "more" or "less" ("over 300"; not "turned it over", "under the
#: president")
_BOUND = re.compile(r"(?<!\w)(over|under)(?=\s+(\d|a (?:hundred|thousand|million)(?!\w)|half(?!\w)|[^\W\d_][\w-]*))")


def _bound(m: re.Match[str]) -> str:
    """A bound ``m`` of :data:`_BOUND` read as "more" or "less" where a number follows ("over eleven", "under 5",
    "over a hundred"); else the word as written ("over the wall")."""
    after = m.group(2)
    number = after[0].isdigit() or after == "half" or after.startswith("a ") or number_value(after) is not None
    if not number:
        return m.group(1)
    return "more" if m.group(1) == "over" else "less"


def _plain_states(text: str) -> str:
    """``text`` in lower case with a price said as none read as "free", a switch's state as "switched on"
    or "switched off", and a bound before a number as "more" or "less", the words the lexicon's opposites use."""
    low = WITHOUT_PAYING.sub("free", text.lower().replace("’", "'"))
    low = _BOUND.sub(_bound, low)
    return _ON_OR_OFF.sub(r"switched \1", low)


#: "close" of nearness, no closing ("close by", "close to the station", "close at hand")
_CLOSE_BY = re.compile(r"(?<!\w)close\s+(?:by|to|at hand)(?!\w)")


def _near_for_shut(toks: list[str], other: list[str], word: str, other_word: str) -> bool:
    """Whether ``word`` is the "close" of "close by" in ``toks`` and ``other_word`` an opening in ``other``: a
    place near, not a thing shut ("Parking became available close by." / "A new car park opened nearby.")."""
    return word == "close" and other_word.startswith("open") and bool(_CLOSE_BY.search(" ".join(toks)))


def antonym_swaps(answer: str, reference: str) -> list[tuple[str, str]]:
    """(reference word, answer word) for each word swapped for its opposite, and each pair whose order is
    reversed ("the buyer pays the seller" / "the seller pays the buyer"); each pair of words counted once. A
    passive with its doer is read in the active voice ("The fisherman was rescued by the swimmer." for "The
    fisherman rescued the swimmer.": the sides exchanged; "Volunteers were trained by the trust." for "The trust
    was trained by volunteers.")."""
    answer, reference = active_voice(answer), active_voice(reference)
    # a price said as none ("without paying", "you don't have to pay") is the word "free" ("Entry is free." /
    # "You don't have to pay." agree; "You have to pay £5." does not); "was on" is "switched on"
    a, r = tokens(_plain_states(answer)), tokens(_plain_states(reference))
    a, r = _particle_joined(a), _particle_joined(r)  # "fielen bei der Prüfung durch": "fielen durch"
    occ_a, occ_r = _occurrences(a), _occurrences(r)
    found: dict[tuple[str, str], None] = {}
    for x, y in (ANTONYMS[i] for i in sorted({i for e in occ_r for i in _PAIRS_OF[e]})):
        if not (x in occ_a or y in occ_a):
            continue
        for first, second in ((x, y), (y, x)):
            # more of one word in the reference, more of its opposite in the answer
            more_r = len(occ_r.get(first, ())) > len(occ_a.get(first, ()))
            more_a = len(occ_a.get(second, ())) > len(occ_r.get(second, ()))
            if more_r and more_a:
                found[(_at(r, occ_r[first][0], first), _at(a, occ_a[second][0], second))] = None
        if x in occ_r and y in occ_r and x in occ_a and y in occ_a:
            ra, rb, aa, ab = occ_r[x][0], occ_r[y][0], occ_a[x][0], occ_a[y][0]
            if (ra < rb) != (aa < ab) and not (_listed(r, ra, rb) and _listed(a, aa, ab)):
                found[(_in_order(r, ra, rb), _in_order(a, aa, ab))] = None
    shared = {entry: (occ_r[entry], occ_a[entry]) for entry in occ_r.keys() & occ_a.keys()}
    found.update(dict.fromkeys(reversals(answer, reference, a, r, shared)))
    differ = [k for k, (x, y) in enumerate(zip(a, r)) if x != y] if len(a) == len(r) else []
    if len(differ) == 1 and a[differ[0]] in wordnet_opposites().get(r[differ[0]], ()):
        found[(r[differ[0]], a[differ[0]])] = None  # "The defendant was acquitted." / "… was convicted."
    elif not found and max(len(a), len(r)) <= _FEW_WORDS:  # "It was slow." / "The reaction was fast."
        r_only, a_only = set(r) - set(a) - FUNCTION_WORDS, set(a) - set(r) - FUNCTION_WORDS
        for word in sorted(r_only) if len(r_only) <= 2 and len(a_only) <= 2 else ():
            for other in sorted(a_only & wordnet_opposites().get(word, frozenset())):
                found[(word, other)] = None
    a_set, r_set = set(a), set(r)
    # a word on one side only that negates ("unsafe") or lacks ("sinnlos") a word on the other side only
    for opposite_of in (_negated, _lacking, _counter_prefixed):
        for word in a_set - r_set:
            base = opposite_of(word, r_set - a_set)
            if base and not (opposite_of is _negated and _too_much_for(r, base)):
                found[(base, word)] = None
        for word in r_set - a_set:
            base = opposite_of(word, a_set - r_set)
            if base and not (opposite_of is _negated and _too_much_for(a, base)):
                found[(word, base)] = None
    # "Bad light." / "It had become too dark to play.": a word its qualifier denies is its opposite's ally
    found = {k: None for k in found if not (_diminished(r, k[0]) or _diminished(a, k[1]))}
    # "The salt stays behind." / "It leaves the minerals.": what is left behind stays
    found = {k: None for k in found if not (_left_behind(r, a, *k) or _left_behind(a, r, k[1], k[0]))}
    # "close by" / "opened nearby": a place near, no closing
    found = {k: None for k in found if not (_near_for_shut(r, a, *k) or _near_for_shut(a, r, k[1], k[0]))}
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


#: what may follow "leave" as its object ("leaves the minerals", "left them")
_LEFT_OBJECTS = frozenset(["the", "a", "an", "its", "his", "her", "their", "them", "it", "some", "all", "only"])


def _left_behind(toks: list[str], other: list[str], word: str, other_word: str) -> bool:
    """Whether ``word`` is "stay … behind" in ``toks`` and ``other_word`` a "leave" with an object in ``other``:
    one thing left behind said two ways ("The salt stays behind." / "It leaves the minerals.")."""
    if " " in word or " " in other_word or not other_word.startswith(("leav", "left")):
        return False
    stays = any(t == word and toks[i + 1 : i + 2] == ["behind"] for i, t in enumerate(toks))
    left = any(t == other_word and other[i + 1 : i + 2] and other[i + 1] in _LEFT_OBJECTS for i, t in enumerate(other))
    return stays and left


#: qualifiers that deny the noun after them its quality ("bad light" is dim, "poor visibility" is low)
_DIMINISHING = frozenset(["bad", "poor", "fading", "failing", "dim"])


def _diminished(toks: list[str], phrase: str) -> bool:
    """Whether the one word ``phrase`` stands after a qualifier that denies it ("bad light"), or before one said of
    it ("The light was too poor.")."""
    if " " in phrase:
        return False
    before = any(t == phrase and i and toks[i - 1] in _DIMINISHING for i, t in enumerate(toks))
    return before or any(
        t == phrase and toks[i + 1 : i + 2] and toks[i + 1] in _COPULAS and _DIMINISHING & set(toks[i + 2 : i + 4])
        for i, t in enumerate(toks)
    )


#: "was" and its kin, between a word and what is said of it
_COPULAS = frozenset(["was", "is", "were", "are", "became", "becomes", "got"])


#: "too strong for a safe launch", "too weak to be safe": what follows is denied
_TOO_MUCH_FOR = re.compile(r"\btoo \w+ (?:for|to)(?: (?:a|an|the|be|feel|stay|remain|keep))* $")


def _too_much_for(toks: list[str], word: str) -> bool:
    """Whether ``word`` stands in ``toks`` where an excess denies it ("too strong for a safe launch" says
    "unsafe"), so the other side's negated form of it agrees."""
    return any(_TOO_MUCH_FOR.search(" ".join(toks[max(0, i - 5) : i]) + " ") for i, t in enumerate(toks) if t == word)


def single_swap(swaps: list[tuple[str, str]]) -> tuple[str, str] | None:
    """The (reference word, answer word) of :func:`antonym_swaps` when one word swapped for its opposite is all
    it found; None for several, or for a reversed order (written "a … b")."""
    return swaps[0] if len(swaps) == 1 and "…" not in swaps[0][0] else None


#: what opens an exception or a concession ("although", "but", "except"; five languages)
_CONCESSION = re.compile(
    r"(?<!\w)(?:although|though|but|except|unless|aunque|pero|salvo|obwohl|aber|außer|bien que|mais|sauf"
    r"|хотя|но|кроме)(?!\w)"
)


#: a reply that opens with "yes" ("Yes, every day."): it affirms the question's words
_YES = re.compile(rf"\s*(?:{YES_REPLIES})(?!\w)", re.IGNORECASE)


def check_antonyms(answer: str, reference: str, question: str | None = None) -> Flag:
    """Flag a word swapped for its opposite or a reversed direction (safe/unsafe, buyer/seller), unless the
    answer is the converse of the reference (the opposite word with the two sides exchanged). A reference that
    answers "yes" affirms the ``question``'s words: an answer with the opposite of one of them says no ("The spa
    is closed on Mondays." for "Yes, every day." to "Is the spa open on Mondays?")."""
    swaps = antonym_swaps(answer, reference)
    if not swaps and question and _YES.match(reference) and negation_count(answer) == negation_count(question):
        swaps = [s for s in antonym_swaps(answer, question) if "…" not in s[0]]  # (a negation may cancel one)
        # an opposite said only after "although" or "but" is an exception to the yes ("Yes, it runs all year,
        # although it may close on stormy days.")
        conceded = _CONCESSION.split(answer.lower(), maxsplit=1)
        if len(conceded) == 2:
            swaps = [s for s in swaps if re.search(rf"(?<!\w){re.escape(s[1])}", conceded[0])]
    # the converse: one word for its opposite, its two sides exchanged (they may be a pair of opposites too:
    # "The tenant pays the landlord." / "The landlord receives it from the tenant.")
    words_swapped = [s for s in swaps if "…" not in s[0]]
    if len(words_swapped) == 1 and len(swaps) <= 2 and is_converse(answer, reference, *words_swapped[0]):
        swaps = []
    if len(swaps) == 1 and (_changed_hands(answer, reference, *swaps[0]) or _given_to(answer, reference, *swaps[0])):
        swaps = []
    # "No one was hurt." / "Everyone came away without injury.": no one for everyone and an opposite cancel out
    if len(swaps) == 2 and sum(frozenset(s) in _NONE_AND_ALL for s in swaps) == 1:
        swaps = []
    message = "opposite or reversed words: " + ", ".join(f"{r} → {a}" for r, a in swaps) if swaps else ""
    return Flag("antonyms", bool(swaps), message, {"swaps": [f"{r} → {a}" for r, a in swaps]})


#: a quantifier of none and its universal ("no one" / "everyone"), which an opposite beside it cancels
_NONE_AND_ALL = frozenset(
    frozenset(pair)
    for pair in (("no one", "everyone"), ("nobody", "everybody"), ("nobody", "everyone"), ("no one", "everybody"),
                 ("none", "all"), ("nothing", "everything"))
)  # fmt: skip


#: a thing that changed hands, said in the passive ("The hall was sold." / "… and was bought."): with no side
#: named on one of the two texts, selling and buying are one event
_CHANGED_HANDS = frozenset(["sold", "bought", "purchased"])
#: a shop's selling and anyone's buying ("You can still buy its flour in the shop.")
_SELLS_OR_BUY = frozenset(["sell", "sells", "selling", "sold", "buy", "buys", "bought", "purchase"])
_ANYONE_BUYS = re.compile(
    r"(?<!\w)(?:you|one|customers|people|visitors|shoppers|anyone|buyers)\s+(?:can|could|may)\s+(?:still\s+)?"
    r"(?:buy|purchase)(?!\w)"
)
_PASSIVE = re.compile(
    r"(?<!\w)(?:was|were|been|being|be|is|are|got)\s+(?:\w+ly\s+)?(sold|bought|purchased)(?!\w)(\s+by)?"
    # a thing that sold says as much, naming no seller ("It sold to a phone bidder.", "They sold within a day.")
    r"|(?<!\w)(?:it|they)\s+sold(?=\s+(?:to|for|at|within|in|out|quickly|well)(?!\w)|\s*[.,;!]|\s*$)"
)


def _changed_hands(answer: str, reference: str, ref_word: str, ans_word: str) -> bool:
    """Whether one text says a thing was sold and the other that it was bought, both in the passive and at most
    one of them naming who did it ("The church hall was sold." / "It went on the market and was bought.")."""
    if {ref_word, ans_word} <= _SELLS_OR_BUY and any(_ANYONE_BUYS.search(t.lower()) for t in (reference, answer)):
        return True  # "It still sells flour." / "You can still buy its flour.": anyone buys what it sells
    if {ref_word, ans_word} - _CHANGED_HANDS:
        return False
    said = [_PASSIVE.search(text.lower()) for text in (reference, answer)]
    if all(said) and not all(m.group(2) for m in said if m):
        return True
    return (
        _buyer_named(reference, answer)
        or _buyer_named(answer, reference)
        or _sold_thing_bought(reference, answer)
        or _sold_thing_bought(answer, reference)
    )


#: a thing said sold in the passive, and a thing someone bought: the noun of each ("The mill was sold to a rival."
#: / "A competitor bought the mill.")
_SOLD_THING = re.compile(r"(\w+)\s+(?:was|were|has been|had been|have been)\s+(?:\w+ly\s+)?sold(?!\w)")
_BOUGHT_THING = re.compile(r"(?<!\w)(?:bought|purchased|acquired)\s+(?:(?:the|a|an|its|their|his|her)\s+)?(\w+)")


def _sold_thing_bought(passive: str, active: str) -> bool:
    """Whether ``passive`` says a thing was sold that ``active`` says someone bought ("The mill was sold to a
    rival." / "A competitor bought the mill.")."""
    sold, bought = _SOLD_THING.search(passive.lower()), _BOUGHT_THING.search(active.lower())
    return bool(sold and bought) and stem(sold.group(1)) == stem(bought.group(1))


#: a giving said in the passive, whose subject received ("Every passenger was paid £350." / "Each received £350.")
_GIVEN_PASSIVE = re.compile(
    r"(?<!\w)(?:was|were|been|being|is|are|got)\s+(?:\w+ly\s+)?(paid|sent|given|lent|awarded|taught)(?!\w)"
)
_RECEIVED = frozenset(["received", "receive", "receives", "receiving", "borrowed", "learned", "learnt"])


def _given_to(answer: str, reference: str, ref_word: str, ans_word: str) -> bool:
    """Whether one text says someone was given (paid, sent, lent, taught) what the other says they received."""
    for given, received, text in ((ans_word, ref_word, answer), (ref_word, ans_word, reference)):
        passive = [m.group(1) for m in _GIVEN_PASSIVE.finditer(text.lower())]
        if received.lower() in _RECEIVED and given.lower() in passive:
            return True
    return False


#: a thing sold to someone, in the passive or not ("It sold to a private collector."; whoever is named after "sold
#: to" bought), and who bought something: the buyer's words before the verb
_SOLD_TO = re.compile(
    r"(?<!\w)(?:(?:was|were|been|being|is|are)\s+(?:\w+ly\s+)?)?sold\s+to\s+((?:[\w-]+\s+){0,3}[\w-]+)"
)
_BOUGHT = re.compile(r"((?:[\w-]+\s+){0,3}[\w-]+)\s+(?:bought|purchased)(?!\w)")


def _buyer_named(passive: str, active: str) -> bool:
    """Whether ``passive`` says a thing was sold to someone whom ``active`` says bought it ("It was sold to
    developers." / "A property developer bought the site.")."""
    sold, bought = _SOLD_TO.search(passive.lower()), _BOUGHT.search(active.lower())
    if not sold or not bought:
        return False
    buyer = Vocabulary([w for w in words(bought.group(1)) if w not in FUNCTION_WORDS])
    return any(buyer.names(w) for w in words(sold.group(1)) if w not in FUNCTION_WORDS)


def opposes(text: str, question: str) -> bool:
    """Whether ``text`` swaps an odd number of the question's words for their opposites ("It ran at a loss." for
    "Did it make a profit?"; an order reversed, "…", is no opposite), or the question's colour for another ("They
    hatch grey." for "Are the chicks pink?"), so that it says the other way."""
    swapped = len([s for s in antonym_swaps(text, question) if "…" not in s[0]])
    return (swapped + (colour_swap(text, question) is not None)) % 2 == 1


def says_no_by_opposite(text: str, question: str | None) -> bool:
    """Whether ``text``, with no negation, says no to a yes/no ``question`` by the opposite of one of its words
    ("It's closed on Sundays." for "Is the library open on Sundays?"): a yes beside it is no filler."""
    if not question or not polar_question(question) or negation_count(text):
        return False
    return opposes(text, question)
