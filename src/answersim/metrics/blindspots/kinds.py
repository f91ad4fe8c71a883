"""Kind swaps for the ``entities`` check: a thing of the reference replaced by another of the same narrow kind
("The disease affects the liver." / "… the kidneys.": two internal organs; copper/zinc, wheat/rice, bus/train).

Read from WordNet 3.0's nouns (``data/wordnet_kinds.npz``, written by ``scripts/build_wordnet_kinds.py``):
two words are a swap when their two most frequent senses reach one concrete, narrow kind at most four steps
above each (six in all), or a concrete kind the question names however wide ("Which animal is the largest
mammal?": whale/elephant), or the one new word of an answer that restates the question beside a reference of one
thing ("Above the cornfields" / "The tornado formed above the lake"), neither is a sense or a kind of the other
(car/vehicle, rock/stone), and the answer states the reference's word in no other way. English pairs only
(``entities`` asks); capitalised words inside a sentence are names, which the names rule reads. Currencies, which
WordNet counts as no concrete thing, come from a list in the lexicon and are read in all five languages ("le won"
for "le yen").
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources

import numpy as np

from answersim.metrics.blindspots.numerals import number_value
from answersim.metrics.blindspots.words import CYRILLIC, sentence_starts, stem, variant
from answersim.metrics.lexicon import CURRENCIES, FUNCTION_WORDS, PREPOSITIONS

#: steps from each word's sense up to the shared kind, and in all ("liver" and "kidney" → "internal organ": 3;
#: "trumpet" → "brass" → "wind instrument" ← "woodwind" ← "single-reed instrument" ← "saxophone": 6)
MAX_STEPS, MAX_TOTAL = 4, 6
#: senses of each word that count (most frequent first: "iron" the metal, not the golf club)
SENSES = 2
_TOKEN = re.compile(r"[A-Za-z]+")
#: regular plural endings and what the singular ends in instead (the irregular ones come with the graph)
_PLURAL_ENDINGS = (("ies", "y"), ("ses", "s"), ("xes", "x"), ("ches", "ch"), ("shes", "sh"), ("s", ""))
#: what ends a sentence for the kind swaps (not ":" or ";": "Two: Phobos and Deimos" names the moons)
_SENTENCE_MARKS = ".!?"


@dataclass(frozen=True)
class NounGraph:
    """The shipped WordNet nouns: synsets' hypernyms, lemmas' senses, narrow concrete kinds (flat arrays, as
    written by ``scripts/build_wordnet_kinds.py``)."""

    arrays: dict[str, np.ndarray]
    index: dict[str, int]  # lemma -> its row in the sense arrays
    kinds: frozenset[int]
    #: synsets of concrete things, of any width (a kind the question asks for: "Which mammal …")
    concrete: frozenset[int]
    not_nouns: frozenset[str]
    plurals: dict[str, str]

    def senses(self, lemma: str) -> list[int]:
        """The lemma's synsets, most frequent sense first ([] for a word that is no noun)."""
        row = self.index.get(lemma)
        if row is None:
            return []
        offsets = self.arrays["sense_offsets"]
        return self.arrays["senses"][offsets[row] : offsets[row + 1]].tolist()

    def parents(self, synset: int) -> list[int]:
        offsets = self.arrays["parent_offsets"]
        return self.arrays["parents"][offsets[synset] : offsets[synset + 1]].tolist()

    def lemma(self, word: str) -> str | None:
        """The noun lemma of a lower-case word ("kidneys" → "kidney", "children" → "child"), or None."""
        forms = self.forms(word)
        return forms[0] if forms else None

    def forms(self, word: str) -> list[str]:
        """Every noun lemma a lower-case word may be: itself, its singular ("pants": underpants, and "pant", a
        trouser)."""
        found = [word] if word in self.index else []
        if word in self.plurals:
            found.insert(0, self.plurals[word])
        for suffix, replacement in _PLURAL_ENDINGS:
            base = word[: -len(suffix)] + replacement
            if word.endswith(suffix) and base in self.index and base not in found:
                found.append(base)
                break
        return found


def _words(array: np.ndarray) -> list[str]:
    return array.tobytes().decode("utf-8").split("\n")


@lru_cache(maxsize=1)
def noun_graph() -> NounGraph:
    """The shipped noun graph, read once (about 50 ms)."""
    path = resources.files("answersim.data").joinpath("wordnet_kinds.npz")
    with path.open("rb") as fh, np.load(fh, allow_pickle=False) as data:
        arrays = {name: data[name] for name in data.files}
    return NounGraph(
        arrays,
        {lemma: row for row, lemma in enumerate(_words(arrays["lemmas"]))},
        frozenset(arrays["kinds"].tolist()),
        frozenset(arrays["concrete"].tolist()),
        frozenset(_words(arrays["not_nouns"])),
        dict(zip(_words(arrays["plural_forms"]), _words(arrays["plural_bases"]), strict=True)),
    )


@lru_cache(maxsize=65536)
def _above(synset: int) -> dict[int, int]:
    """Every synset above ``synset`` (and itself) with its fewest steps up."""
    graph = noun_graph()
    steps, level, frontier = {synset: 0}, 0, [synset]
    while frontier:
        level += 1
        frontier = [p for s in frontier for p in graph.parents(s) if p not in steps]
        steps.update(dict.fromkeys(frontier, level))
    return steps


def is_person(synset: int) -> bool:
    """Whether a noun sense names a person or a kind of person ("Peter" the apostle, "engineer")."""
    return bool(_person_senses().intersection(_above(synset)))


@lru_cache(maxsize=1)
def _person_senses() -> frozenset[int]:
    return frozenset(noun_graph().senses("person"))


def related(a: str, b: str) -> bool:
    """Whether two noun lemmas share a sense or one names a kind of the other, in any sense (car/vehicle)."""
    graph = noun_graph()
    senses_a, senses_b = graph.senses(a), graph.senses(b)
    return any(y in _above(x) or x in _above(y) for x in senses_a for y in senses_b)


def shared_kind(a: str, b: str) -> bool:
    """Whether two noun lemmas are two things of one narrow concrete kind (liver/kidney, copper/zinc)."""
    graph = noun_graph()
    for x in graph.senses(a)[:SENSES]:
        above_x = _above(x)
        for y in graph.senses(b)[:SENSES]:
            for kind, steps in _above(y).items():
                up = above_x.get(kind)
                if up is not None and max(up, steps) <= MAX_STEPS and up + steps <= MAX_TOTAL and kind in graph.kinds:
                    return True
    return False


def _nouns(text: str) -> tuple[dict[str, str], set[str], list[str]]:
    """The text's candidate nouns (lemma → word as written; lower-case words and a sentence's first word, not
    words that are mostly verbs or adjectives, nor -ing forms), every noun lemma in it (for "stated in another
    way"), and its lower-case words."""
    graph = noun_graph()
    candidates: dict[str, str] = {}
    every: set[str] = set()
    tokens = list(_TOKEN.finditer(text))
    lower = [t.group().lower() for t in tokens]
    starts = sentence_starts(text, _SENTENCE_MARKS)
    for i, token in enumerate(tokens):
        word = lower[i]
        following = tokens[i + 1].group() if i + 1 < len(tokens) else ""
        if following.islower() or (len(following) == 1 and following.isupper()):
            pair = f"{word}_{graph.lemma(lower[i + 1]) or lower[i + 1]}"  # "green pepper", "blood vessels", "vitamin D"
            if pair in graph.index:
                every.add(pair)
                candidates.setdefault(pair, f"{token.group()} {tokens[i + 1].group()}")
        skip = word in FUNCTION_WORDS or len(word) < 3 or number_value(word) is not None  # the numbers check's
        forms = [] if skip else graph.forms(word)
        if not forms:
            continue
        lemma = forms[0]
        every.update(forms)
        name = token.group()[0].isupper() and not (i == 0 or token.start() in starts)
        if name or word.endswith("ing") or word in graph.not_nouns or lemma in graph.not_nouns:
            continue
        if i and lower[i - 1] in _AMOUNT_BEFORE:
            continue  # "enough room", "more space": an amount of it, not a thing
        candidates.setdefault(lemma, token.group())
    return candidates, every, lower


#: a word before a noun said as an amount ("enough room" is space, not a room; "little" and "more" are too often
#: no amount: "a little dog", "more cars than bikes")
_AMOUNT_BEFORE = frozenset(["enough"])
#: where on a thing, not a thing: "over the cliff edge" / "over the top" says one place two ways
_POSITIONS = frozenset([
    "top", "bottom", "edge", "side", "end", "front", "back", "middle", "centre", "center", "corner", "rim", "tip",
    "base", "surface", "brink", "verge",
])  # fmt: skip


def kind_swaps(answer: str, reference: str, question: str | None = None) -> list[tuple[str, str]]:
    """(reference word, answer word) for each noun of the reference that the answer replaces by another thing of
    the same narrow kind, or of a concrete kind the question asks for however wide ("Which animal is the
    largest mammal?": "whale" → "elephant"), where the answer states the reference's word in no other way (no
    synonym, kind or form of it) and neither word is in the question."""
    ref, ref_every, _ = _nouns(reference)
    ans, ans_every, ans_lower = _nouns(answer)
    asked_nouns, asked, _ = _nouns(question) if question else ({}, set(), [])
    graph = noun_graph()
    asked_kinds = {s for q in asked_nouns for s in graph.senses(q)[:SENSES] if s in graph.concrete}
    missing = [m for m in ref if m not in ans_every and m not in asked and m not in _POSITIONS]
    extra = [
        e
        for e in ans
        if e not in ref_every and e not in asked and e not in _POSITIONS and not any(e in r.split("_") for r in ref)
    ]
    swaps = []
    for m in missing:
        word = m.split("_")[-1]
        if any(variant(word, w) for w in ans_lower) or any(related(m, x) for x in ans_every - asked):
            continue  # stated another way: "blossom" for "flower", "motorcyclist" for "motorcycle"
        swaps += [
            (ref[m], ans[e])
            for e in extra
            if not related(m, e)
            and not _modifier_only(ref[m], reference, ans[e], answer)
            and (
                shared_kind(m, e)
                or (_under(m, asked_kinds) and _under(e, asked_kinds))
                or (question is not None and _one_head(ref[m], reference, ans[e], answer, m, e, question))
                or (question is not None and _lone_slot(m, e, reference, answer, question))
            )
        ]
    # one swap read twice ("blue whale" and "whale", "African elephant" and "elephant") counts once, the longest
    out: list[tuple[str, str]] = []
    for r, a in sorted(swaps, key=lambda pair: (-len(pair[0]), -len(pair[1]))):
        if not any(f" {r} " in f" {r2} " and f" {a} " in f" {a2} " for r2, a2 in out):
            out.append((r, a))
    return out


def _modifier_only(ref_word: str, reference: str, ans_word: str, answer: str) -> bool:
    """Whether ``ref_word`` only qualifies a noun that the answer says too, while ``ans_word`` qualifies no such
    noun: "clothes" of "Clothes moths." is no thing "knitwear" of "Moth larvae ate the knitwear." replaces
    ("the cardiology ward" / "the neurology ward" replace one qualifier by another)."""
    head = re.search(rf"(?<![\w-]){re.escape(ref_word)}\s+([A-Za-z]+)", reference)
    graph = noun_graph()
    word = head.group(1).lower() if head else ""
    noun = graph.lemma(word)
    # a noun, not a verb ("Several sheep grazing …", "Suicide bomber kills 10")
    if noun is None or word in FUNCTION_WORDS or word.endswith("ing") or {word, noun} & graph.not_nouns:
        return False
    said = {graph.lemma(w) for w in _TOKEN.findall(answer.lower())}
    qualifies = re.search(rf"(?<![\w-]){re.escape(ans_word)}\s+{word}", answer, re.IGNORECASE)
    return noun in said and not qualifies and graph.lemma(ans_word.split()[-1].lower()) != noun


#: steps up from each of two modifiers of one head to the kind they share ("cardiology"/"neurology": medicine)
_MODIFIER_STEPS = 2


def _one_head(ref_word: str, reference: str, ans_word: str, answer: str, m: str, e: str, question: str) -> bool:
    """Whether two nouns modify the head noun that the question asks about, each on its side ("Which ward is
    the patient on?": "the cardiology ward" / "the neurology ward"), and are close kin of any kind, abstract
    ones included (two branches of medicine): the modifier is the answer."""
    head_r = re.search(rf"(?<![\w-]){re.escape(ref_word)}\s+([A-Za-z]+)", reference)
    head_a = re.search(rf"(?<![\w-]){re.escape(ans_word)}\s+([A-Za-z]+)", answer)
    if not (head_r and head_a) or head_r.group(1).lower() != head_a.group(1).lower():
        return False
    graph = noun_graph()
    head = graph.lemma(head_r.group(1).lower())
    asked = {graph.lemma(w) for w in _TOKEN.findall(question.lower())}
    if head_r.group(1).lower() in FUNCTION_WORDS or head is None or head not in asked:
        return False
    for x in graph.senses(m)[:SENSES]:
        above_x = _above(x)
        for y in graph.senses(e)[:SENSES]:
            if any(above_x.get(k, 99) <= _MODIFIER_STEPS and up <= _MODIFIER_STEPS for k, up in _above(y).items()):
                return True
    return False


#: the most words of a reference read as one slot's filler ("above the cornfields")
_SLOT_WORDS = 4
#: words around a slot's filler that are no thing: function words and prepositions of place
_SLOT_FRAME = FUNCTION_WORDS | PREPOSITIONS | frozenset([
    "above", "below", "beneath", "behind", "beside", "near", "inside", "outside", "across", "along", "around",
    "beyond", "underneath",
])  # fmt: skip


def _lone_slot(m: str, e: str, reference: str, answer: str, question: str) -> bool:
    """Whether a short reference names one thing and the answer restates the question with one other, unrelated
    concrete thing as its only new word ("Where did the tornado form?": "Above the cornfields" / "The tornado
    formed above the lake"; "What was the barn made of?": "Wood" / "… of stone"): the thing is the answer."""
    ref_words = [w for w in _TOKEN.findall(reference.lower()) if w not in _SLOT_FRAME]
    asked = _TOKEN.findall(question.lower())
    new = [w for w in _TOKEN.findall(answer.lower()) if w not in _SLOT_FRAME and not any(variant(w, q) for q in asked)]
    if len(_TOKEN.findall(reference)) > _SLOT_WORDS or len(ref_words) != 1 or len(new) != 1:
        return False
    graph = noun_graph()
    if "_" in m or "_" in e or graph.lemma(new[0]) != e or graph.lemma(ref_words[0]) != m:
        return False
    concrete = graph.concrete
    return all(any(s in concrete for s in graph.senses(w)[:SENSES]) for w in (m, e))


#: a short answer that names a thing by its kind ("A metal.", "Some kind of bird, obviously.")
_A_KIND = re.compile(r"^(?:just\s+)?(?:a|an|some|one of the|(?:a|some)\s+(?:kind|sort|type)\s+of)\s+", re.IGNORECASE)
#: a question that asks which thing ("Which element …?", "What killed them?")
_ASKS_WHICH = re.compile(r"^\W*(?:which|what|who|name)(?!\w)", re.IGNORECASE)
#: the most steps up WordNet's noun graph from the reference's noun to the answer's kind (robin → bird: 4)
MAX_KIND_STEPS = 5


def kind_only(answer: str, reference: str, question: str | None = None) -> list[tuple[str, str]]:
    """(reference noun, answer noun) where a short answer names only a kind of the one thing a short reference
    names, asked which ("A metal, obviously." for "Iron.", "Bad weather." is not read: no article), else []."""
    if not (question and _ASKS_WHICH.match(question)) or not _A_KIND.match(answer.strip()):
        return []
    if len(_TOKEN.findall(answer)) > 6 or len(_TOKEN.findall(reference)) > 4:
        return []
    ref_nouns, _, _ = _nouns(reference)
    ans_nouns, ans_every, _ = _nouns(answer)
    if len(ref_nouns) != 1 or len(ans_nouns) != 1:
        return []
    (ref_lemma, ref_word), (ans_lemma, ans_word) = next(iter(ref_nouns.items())), next(iter(ans_nouns.items()))
    if ref_lemma == ans_lemma or ref_lemma in ans_every:
        return []
    graph = noun_graph()
    ups = [_above(x).get(y) for x in graph.senses(ref_lemma)[:SENSES] for y in graph.senses(ans_lemma)]
    return [(ref_word, ans_word)] if any(up is not None and 1 <= up <= MAX_KIND_STEPS for up in ups) else []


def _under(lemma: str, kinds: set[int]) -> bool:
    """Whether one of the lemma's two most frequent senses is a kind of one of ``kinds``."""
    return bool(kinds) and any(kinds.intersection(_above(s)) for s in noun_graph().senses(lemma)[:SENSES])


_CURRENCY = {form: name for name, forms in CURRENCIES.items() for form in forms}
#: Russian currencies in any case ("долларами", "рублей") by stem, where the stem is long enough to be no other
#: word ("вон", "пес" are)
_RUSSIAN_STEMS = {stem(form): name for form, name in _CURRENCY.items() if CYRILLIC.match(form) and len(stem(form)) >= 4}
_LETTERS = re.compile(r"[^\W\d_]+")
#: what may stand before "won" when it is the currency, not the past of "win"
_BEFORE_WON = frozenset(["the", "le", "el", "der", "den", "korean", "coréen", "coreano", "koreanische"])


def currencies(text: str) -> set[str]:
    """The currencies ``text`` names, in any of five languages ("yens", "доллара", "dólares"); a capitalised
    word inside a sentence is a name ("Ayn Rand")."""
    found = set()
    tokens = list(_LETTERS.finditer(text))
    starts = sentence_starts(text, _SENTENCE_MARKS)
    for i, token in enumerate(tokens):
        word = token.group()
        name = _CURRENCY.get(word.lower()) or _RUSSIAN_STEMS.get(stem(word.lower()))
        if name is None or (word[0].isupper() and i and token.start() not in starts):
            continue
        before = tokens[i - 1].group().lower() if i else ""
        if name == "won" and before not in _BEFORE_WON and not text[: token.start()].rstrip()[-1:].isdigit():
            continue
        found.add(name)
    return found


def currency_swaps(answer: str, reference: str, question: str | None = None) -> list[tuple[str, str]]:
    """(reference's currency, answer's) where the answer names another currency and not the reference's, in any
    of five languages; currencies the question offers do not count."""
    ref, ans = currencies(reference), currencies(answer)
    asked = currencies(question) if question else set()
    if not ref or ref & ans:
        return []
    return [(r, a) for r in sorted(ref - asked) for a in sorted(ans - asked - ref)]
