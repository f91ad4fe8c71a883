"""Training pairs for the answer model: judged TQ answers split by question, STS-B, and generated contrast pairs.

Every generated negative comes with a positive twin built from the same text (the unedited paraphrase,
the same frame with the right entity), so the only thing that tells the two apart is the edit: the
issue-23 prototype, trained on many more edited negatives than correct paraphrases, learned "two different
sentences means wrong" instead. Only the texts of the training split are used to generate pairs.
"""

from __future__ import annotations

import csv
import json
import random
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

from answersim.metrics.lexicon import FUNCTION_WORDS
from answersim.tools.wordnet import WordNet

#: the five answering systems of EVOUNA's TQ file
SYSTEMS = ("fid", "gpt35", "chatgpt", "gpt4", "newbing")


@dataclass(frozen=True)
class Pair:
    """One training or evaluation example: does ``candidate`` answer ``question`` as ``reference`` does?"""

    question: str | None
    reference: str
    candidate: str
    label: float
    source: str


@dataclass(frozen=True)
class JudgedAnswer:
    """One human-judged answer of TQ: the question, the gold alternatives, the answer and the verdict."""

    qid: int
    question: str
    golds: tuple[str, ...]
    answer: str
    correct: bool
    system: str


def read_tq(path: str | Path) -> list[JudgedAnswer]:
    """The usable judged answers of EVOUNA's TQ.json (``improper`` questions and empty answers skipped)."""
    out = []
    for qid, row in enumerate(json.loads(Path(path).read_text(encoding="utf-8"))):
        if row.get("improper"):
            continue
        golds = tuple(dict.fromkeys(g.strip() for g in str(row["golden_answer"]).split("/") if g.strip()))
        for system in SYSTEMS:
            answer = str(row.get(f"answer_{system}") or "").strip()
            verdict = row.get(f"judge_{system}")
            if answer and golds and isinstance(verdict, bool):
                out.append(JudgedAnswer(qid, str(row["question"]).strip(), golds, answer, verdict, system))
    return out


#: the seed of the shipped split of TQ by question (training, the fit of ``answer`` and the benchmarks share it)
SPLIT_SEED = 13


def split_by_question(
    answers: list[JudgedAnswer], seed: int, dev: float = 0.1, test: float = 0.2
) -> dict[str, list[JudgedAnswer]]:
    """A seeded split into train/dev/test by question: no question has answers on two sides."""
    qids = sorted({a.qid for a in answers})
    random.Random(seed).shuffle(qids)
    n_test, n_dev = round(len(qids) * test), round(len(qids) * dev)
    side = {q: "test" for q in qids[:n_test]}
    side.update({q: "dev" for q in qids[n_test : n_test + n_dev]})
    parts: dict[str, list[JudgedAnswer]] = {"train": [], "dev": [], "test": []}
    for a in answers:
        parts[side.get(a.qid, "train")].append(a)
    return parts


def best_gold(answer: JudgedAnswer) -> str:
    """The gold alternative the answer most likely states (most shared words; the first on ties)."""
    words = set(re.findall(r"\w+", answer.answer.lower()))
    return max(answer.golds[:6], key=lambda g: (len(set(re.findall(r"\w+", g.lower())) & words), -len(g)))


def tq_pairs(answers: Iterable[JudgedAnswer]) -> list[Pair]:
    """One pair per judged answer, compared with the gold alternative it most likely states."""
    return [Pair(a.question, best_gold(a), a.answer, float(a.correct), f"tq:{a.system}") for a in answers]


def read_stsb(path: str | Path) -> list[tuple[str, str, float]]:
    """STS-B rows (sentence1, sentence2, score 0-5), header-less csv."""
    with open(path, encoding="utf-8", newline="") as fh:
        return [(r[0], r[1], float(r[2])) for r in csv.reader(fh) if len(r) >= 3 and r[2].strip()]


def stsb_pairs(rows: Iterable[tuple[str, str, float]], hard: tuple[float, float] | None = None) -> list[Pair]:
    """STS-B pairs with soft labels (score / 5), no question; with ``hard`` = (low, high), pairs scored at
    most ``low`` are 0 ("another claim"), at least ``high`` are 1, and those between are left out."""
    if hard is None:
        return [Pair(None, a, b, s / 5.0, "stsb") for a, b, s in rows]
    low, high = hard
    return [Pair(None, a, b, float(s >= high), "stsb") for a, b, s in rows if s <= low or s >= high]


# --- minimal edits of a sentence -------------------------------------------------------------------------
_AUX = re.compile(
    r"\b(is|are|was|were|can|will|does|do|did|has|have|had|should|could|would|must)\b(?! not\b| never\b)", re.I
)
_NEG = re.compile(r"\s+(not|never)\b|n't\b|\bcannot\b", re.I)
ANTONYMS = (
    ("increase", "decrease"), ("increased", "decreased"), ("rises", "falls"), ("rose", "fell"), ("up", "down"),
    ("before", "after"), ("north", "south"), ("east", "west"), ("left", "right"), ("higher", "lower"),
    ("more", "less"), ("won", "lost"), ("wins", "loses"), ("open", "closed"), ("older", "younger"),
    ("largest", "smallest"), ("biggest", "smallest"), ("first", "last"), ("above", "below"), ("buy", "sell"),
    ("bought", "sold"), ("import", "export"), ("inside", "outside"), ("entering", "leaving"), ("black", "white"),
    ("hot", "cold"), ("early", "late"), ("man", "woman"), ("boy", "girl"), ("men", "women"), ("big", "small"),
    ("large", "small"), ("long", "short"), ("tall", "short"), ("fast", "slow"), ("happy", "sad"), ("day", "night"),
    ("on", "off"), ("into", "out of"), ("under", "over"), ("maximum", "minimum"), ("positive", "negative"),
    ("allowed", "banned"), ("accepted", "rejected"), ("agree", "disagree"), ("success", "failure"),
    ("highest", "lowest"), ("cheaper", "more expensive"), ("heavier", "lighter"), ("warmer", "colder"),
)  # fmt: skip
_ANTONYM = {a: b for a, b in ANTONYMS} | {b: a for a, b in ANTONYMS}
_ANTONYM_RE = re.compile(r"\b(" + "|".join(sorted(map(re.escape, _ANTONYM), key=len, reverse=True)) + r")\b", re.I)
_NUMBER = re.compile(r"\b\d+(?:[.,]\d+)?\b")
_NUMBER_WORDS = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "twelve", "twenty")
_NUMBER_WORD_RE = re.compile(r"\b(" + "|".join(_NUMBER_WORDS) + r")\b", re.I)


def _case_like(word: str, like: str) -> str:
    return word.capitalize() if like[:1].isupper() else word


def negate(text: str) -> str | None:
    """Remove a negation, or insert one after the first auxiliary verb; None when neither applies."""
    if _NEG.search(text):
        out = _NEG.sub("", text, count=1)
        return re.sub(r"\bca\b", "can", out) if out != text else None
    m = _AUX.search(text)
    if not m:
        return None
    return text[: m.end()] + " not" + text[m.end() :]


def swap_antonym(text: str) -> str | None:
    """Swap the first word that has an antonym in :data:`ANTONYMS`."""
    m = _ANTONYM_RE.search(text)
    if not m:
        return None
    word = m.group(1)
    return text[: m.start()] + _case_like(_ANTONYM[word.lower()], word) + text[m.end() :]


def change_number(text: str, rng: random.Random) -> str | None:
    """Change the first number (digits or a small number word) to another plausible one."""
    m = _NUMBER.search(text)
    if m:
        raw = m.group(0)
        value = int(float(raw.replace(",", ""))) if "." not in raw else None
        if value is None:
            new = raw.replace(".", "") if len(raw) > 3 else str(float(raw) + 1)
        elif 1000 <= value <= 2100:
            new = str(value + rng.choice([-10, -3, -2, -1, 1, 2, 5, 11]))
        else:
            new = str(rng.choice([value + 1, value * 10, max(0, value - 1) or value + 2, value * 2 + 1]))
        return text[: m.start()] + new + text[m.end() :] if new != raw else None
    m = _NUMBER_WORD_RE.search(text)
    if not m:
        return None
    other = rng.choice([w for w in _NUMBER_WORDS if w != m.group(1).lower()])
    return text[: m.start()] + _case_like(other, m.group(1)) + text[m.end() :]


def edits(text: str, rng: random.Random) -> list[tuple[str, str]]:
    """The minimal meaning-changing edits that apply to ``text``, as (kind, edited text)."""
    out = []
    for kind, edited in (
        ("negation", negate(text)),
        ("antonym", swap_antonym(text)),
        ("number", change_number(text, rng)),
    ):
        if edited and edited.strip() != text.strip():
            out.append((kind, edited))
    return out


def _paraphrases(rows: Iterable[tuple[str, str, float]], min_score: float) -> Iterator[tuple[str, str]]:
    """The sentence pairs of STS-B rows scored at least ``min_score`` (paraphrases)."""
    return ((a, b) for a, b, score in rows if score >= min_score)


def paraphrase_twins(
    rows: Iterable[tuple[str, str, float]], rng: random.Random, limit: int, min_score: float = 4.0
) -> list[Pair]:
    """For STS-B paraphrases (score >= ``min_score``): the paraphrase (correct) and one minimal edit of it."""
    out: list[Pair] = []
    for a, b in _paraphrases(rows, min_score):
        if len(out) >= 2 * limit:
            break
        options = edits(b, rng)
        if not options:
            continue
        kind, edited = rng.choice(options)
        out.append(Pair(None, a, b, 1.0, "gen:paraphrase"))
        out.append(Pair(None, a, edited, 0.0, f"gen:{kind}"))
    return out


# --- entities, frames, refusals ---------------------------------------------------------------------------
def entity_type(text: str) -> str:
    """A coarse type for entity swaps: year, number, name (capitalised words), or word."""
    t = text.strip()
    if re.fullmatch(r"1\d{3}|20\d{2}", t):
        return "year"
    if re.fullmatch(r"[\d.,]+", t):
        return "number"
    words = t.split()
    if words and all(w[:1].isupper() for w in words if w.isalpha()):
        return f"name{min(len(words), 3)}"
    return "word"


def _usable_gold(g: str) -> bool:
    return 2 <= len(g) <= 40 and re.fullmatch(r"[\w .,'&-]+", g) is not None and g[:1].isalnum()


def _find(gold: str, text: str) -> re.Match[str] | None:
    """The first whole-word occurrence of ``gold`` in ``text`` (case-insensitive)."""
    return re.search(rf"(?<!\w){re.escape(gold)}(?!\w)", text, re.IGNORECASE)


_FRAMES = (
    "{x}",
    "The answer is {x}.",
    "It is {x}.",
    "I believe it was {x}.",
    "That would be {x}.",
    "{x} is the answer to this question.",
    "According to most sources, the answer is {x}, which is well documented.",
    "The correct answer is {x}. This is widely known and appears in many reference works.",
)
_REFUSALS = (
    "I don't know.",
    "I'm not sure.",
    "I cannot answer that question.",
    "There is not enough information to answer this.",
    "Sorry, I don't have information about that.",
    "It is unclear.",
    "Unknown.",
    "No one knows for certain.",
)


def entity_twins(answers: list[JudgedAnswer], rng: random.Random, limit: int) -> list[Pair]:
    """Correct answers that state the gold verbatim, and the same answer with another gold of the same type."""
    pool: dict[str, list[str]] = {}
    for a in answers:
        for g in a.golds[:1]:
            if _usable_gold(g):
                pool.setdefault(entity_type(g), []).append(g)
    out: list[Pair] = []
    candidates = [a for a in answers if a.correct]
    rng.shuffle(candidates)
    for a in candidates:
        if len(out) >= 2 * limit:
            break
        gold = next((g for g in a.golds if _usable_gold(g) and _find(g, a.answer)), None)
        same = pool.get(entity_type(gold), []) if gold else []
        others = [g for g in rng.sample(same, min(5, len(same))) if g.lower() not in {x.lower() for x in a.golds}]
        if not others:
            continue
        m = _find(gold, a.answer)
        swapped = a.answer[: m.start()] + others[0] + a.answer[m.end() :]
        out.append(Pair(a.question, gold, a.answer, 1.0, "gen:entity-keep"))
        out.append(Pair(a.question, gold, swapped, 0.0, "gen:entity-swap"))
    return out


def frame_twins(answers: list[JudgedAnswer], rng: random.Random, limit: int) -> list[Pair]:
    """A gold answer inside a (possibly long) reply, and the same reply naming another answer or hedging."""
    by_q: dict[int, JudgedAnswer] = {}
    for a in answers:
        by_q.setdefault(a.qid, a)
    questions = list(by_q.values())
    rng.shuffle(questions)
    pool = [q.golds[0] for q in questions if _usable_gold(q.golds[0])]
    out: list[Pair] = []
    for q in questions[:limit]:
        gold = q.golds[0]
        if not _usable_gold(gold):
            continue
        other = rng.choice([g for g in pool if entity_type(g) == entity_type(gold) and g != gold] or pool)
        frame = rng.choice(_FRAMES)
        out.append(Pair(q.question, gold, frame.format(x=gold), 1.0, "gen:frame"))
        kind = rng.random()
        if kind < 0.55:
            out.append(Pair(q.question, gold, frame.format(x=other), 0.0, "gen:frame-swap"))
        elif kind < 0.8:
            out.append(Pair(q.question, gold, rng.choice(_REFUSALS), 0.0, "gen:refusal"))
        else:
            first, second = (gold, other) if rng.random() < 0.5 else (other, gold)
            hedge = rng.choice(("It could be {a} or {b}.", "Either {a} or {b}, I'm not sure which.", "{a} or {b}"))
            out.append(Pair(q.question, gold, hedge.format(a=first, b=second), 0.0, "gen:hedge"))
    return out


def parts_twins(answers: list[JudgedAnswer], rng: random.Random, limit: int) -> list[Pair]:
    """A reference of two required parts: both parts (in either order) is correct, one part alone is not."""
    pool = [a.golds[0] for a in answers if _usable_gold(a.golds[0]) and entity_type(a.golds[0]).startswith("name")]
    pool = list(dict.fromkeys(pool))
    out: list[Pair] = []
    for _ in range(limit):
        x, y = rng.sample(pool, 2)
        joiner = rng.choice((" and ", " & ", ", and "))
        reference = f"{x}{joiner}{y}"
        both = rng.choice((f"{y} and {x}", f"Both {x} and {y}.", f"{x} and {y}"))
        one = rng.choice((x, y, f"Only {x}.", f"It was {y}."))
        out.append(Pair(None, reference, both, 1.0, "gen:parts-both"))
        out.append(Pair(None, reference, one, 0.0, "gen:parts-one"))
    return out


# --- equivalent forms -------------------------------------------------------------------------------------
_UNITS = (  # (unit a, unit b, factor b per a, offset)
    ("hours", "minutes", 60, 0),
    ("minutes", "seconds", 60, 0),
    ("years", "months", 12, 0),
    ("weeks", "days", 7, 0),
    ("days", "hours", 24, 0),
    ("kilometres", "metres", 1000, 0),
    ("km", "m", 1000, 0),
    ("metres", "centimetres", 100, 0),
    ("kilograms", "grams", 1000, 0),
    ("kg", "g", 1000, 0),
    ("feet", "inches", 12, 0),
    ("litres", "millilitres", 1000, 0),
    ("°C", "°F", 1.8, 32),
    ("degrees Celsius", "degrees Fahrenheit", 1.8, 32),
    ("dozen", "items", 12, 0),
    ("centuries", "years", 100, 0),
)
_WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 10: "ten"}
_MONTHS = (
    "January", "February", "March", "April", "May", "June",
    "July", "August", "September", "October", "November", "December",
)  # fmt: skip
_ABBREVIATIONS = (
    ("United States", "USA"), ("United Kingdom", "UK"), ("United Nations", "UN"), ("European Union", "EU"),
    ("World Health Organization", "WHO"), ("North Atlantic Treaty Organization", "NATO"),
    ("Federal Bureau of Investigation", "FBI"), ("Central Intelligence Agency", "CIA"),
    ("National Aeronautics and Space Administration", "NASA"), ("British Broadcasting Corporation", "BBC"),
    ("Deoxyribonucleic acid", "DNA"), ("International Monetary Fund", "IMF"), ("World Trade Organization", "WTO"),
    ("Union of Soviet Socialist Republics", "USSR"), ("Los Angeles", "LA"), ("New York City", "NYC"),
    ("Member of Parliament", "MP"), ("Chief Executive Officer", "CEO"), ("Prime Minister", "PM"),
    ("Royal Air Force", "RAF"), ("International Olympic Committee", "IOC"), ("Formula One", "F1"),
    ("Artificial intelligence", "AI"), ("Compact disc", "CD"), ("Personal computer", "PC"),
    ("Magnetic resonance imaging", "MRI"), ("Value added tax", "VAT"), ("Gross domestic product", "GDP"),
    ("Irish Republican Army", "IRA"), ("Football Association", "FA"),
    ("Washington, District of Columbia", "Washington, D.C."),
)  # fmt: skip
_FORM_FRAMES = ("{x}", "It takes {x}.", "About {x}.", "The answer is {x}.", "{x} in total.", "It lasted {x}.")


def _fmt(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:.1f}"


def unit_twins(rng: random.Random, n: int) -> list[Pair]:
    """A quantity and the same quantity in another unit (correct), or a wrong conversion (incorrect)."""
    out = []
    for _ in range(n):
        a, b, factor, offset = rng.choice(_UNITS)
        value = rng.choice([1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 25, 30, 40, 50, 100])
        if offset:
            value = rng.choice([0, 10, 20, 25, 30, 35, 37, 40, 100])
        converted = value * factor + offset
        left = f"{_WORDS[value]} {a}" if value in _WORDS and rng.random() < 0.4 else f"{_fmt(value)} {a}"
        wrong = rng.choice([converted + rng.choice([-factor, factor, 10, -1]), value, converted * 2])
        frame = rng.choice(_FORM_FRAMES)
        ref, cand = (left, f"{_fmt(converted)} {b}") if rng.random() < 0.6 else (f"{_fmt(converted)} {b}", left)
        out.append(Pair(None, ref, frame.format(x=cand), 1.0, "gen:unit"))
        wrong_text = f"{_fmt(wrong)} {b}" if cand.endswith(b) else f"{_fmt(value + rng.choice([1, 2, -1]))} {a}"
        out.append(Pair(None, ref, frame.format(x=wrong_text), 0.0, "gen:unit-wrong"))
    return out


def date_twins(rng: random.Random, n: int) -> list[Pair]:
    """A date and the same date written another way (correct), or a date one field off (incorrect)."""

    def forms(d: int, m: int, y: int) -> list[str]:
        name = _MONTHS[m - 1]
        return [f"{d} {name} {y}", f"{name} {d}, {y}", f"{y}-{m:02d}-{d:02d}", f"the {d}th of {name} {y}"[:40]]

    out = []
    for _ in range(n):
        d, m, y = rng.randint(1, 28), rng.randint(1, 12), rng.randint(1600, 2024)
        ref, same = rng.sample(forms(d, m, y), 2)
        field = rng.choice(("day", "month", "year"))
        d2 = d % 28 + 1 if field == "day" else d
        m2 = m % 12 + 1 if field == "month" else m
        y2 = y + rng.choice((-1, 1, 10)) if field == "year" else y
        wrong = rng.choice(forms(d2, m2, y2))
        frame = rng.choice(("{x}", "It happened on {x}.", "On {x}."))
        out.append(Pair(None, ref, frame.format(x=same), 1.0, "gen:date"))
        out.append(Pair(None, ref, frame.format(x=wrong), 0.0, "gen:date-wrong"))
    return out


def alias_twins(rng: random.Random, n: int) -> list[Pair]:
    """A name and its abbreviation (correct), or another organisation's abbreviation (incorrect)."""
    out = []
    for _ in range(n):
        full, short = rng.choice(_ABBREVIATIONS)
        other = rng.choice([s for _, s in _ABBREVIATIONS if s != short])
        ref, cand, wrong = (full, short, other) if rng.random() < 0.5 else (short, full, rng.choice(_ABBREVIATIONS)[0])
        if wrong == cand:
            continue
        frame = rng.choice(("{x}", "The {x}.", "It is the {x}.", "{x}, of course."))
        out.append(Pair(None, ref, frame.format(x=cand), 1.0, "gen:alias"))
        out.append(Pair(None, ref, frame.format(x=wrong), 0.0, "gen:alias-wrong"))
    return out


# --- polarity in other languages --------------------------------------------------------------------------
_POLARITY = {  # (subjects, predicates, affirmative template, negated template)
    "de": (
        ("Der Zug", "Das Museum", "Die Brücke", "Das Restaurant", "Der Film"),
        ("pünktlich", "geöffnet", "neu", "teuer", "beliebt"),
        "{s} ist {p}.",
        "{s} ist nicht {p}.",
    ),
    "fr": (
        ("Le train", "Le musée", "Le pont", "Le restaurant", "Le film"),
        ("ponctuel", "ouvert", "nouveau", "cher", "populaire"),
        "{s} est {p}.",
        "{s} n'est pas {p}.",
    ),
    "es": (
        ("El tren", "El museo", "El puente", "El restaurante", "La película"),
        ("puntual", "abierto", "nuevo", "caro", "popular"),
        "{s} es {p}.",
        "{s} no es {p}.",
    ),
    "ru": (
        ("Поезд", "Музей", "Мост", "Ресторан", "Фильм"),
        ("открыт", "новый", "дорогой", "популярный", "большой"),
        "{s} {p}.",
        "{s} не {p}.",
    ),
}


#: words never swapped for a WordNet antonym (function words, and ones whose "opposite" is no contradiction)
_STOP_WORDS = FUNCTION_WORDS | {"said", "says", "say", "like", "get", "got", "make", "made", "take", "took"}


def _swap_word(text: str, match: re.Match[str], new: str) -> str:
    """``text`` with the word of ``match`` replaced by ``new``, capitalised like it."""
    return text[: match.start()] + _case_like(new, match.group()) + text[match.end() :]


def wordnet_twins(
    rows: Iterable[tuple[str, str, float]], rng: random.Random, limit: int, wordnet: WordNet, min_score: float = 4.0
) -> list[Pair]:
    """For STS-B paraphrases: one word of the paraphrase swapped for a WordNet antonym (incorrect) and the same
    word swapped for a synonym of that sense (correct; the paraphrase itself where the sense has none). Half
    compare with the other sentence of the pair, half with the paraphrase itself (a minimal edit of it)."""
    out: list[Pair] = []
    for a, b in _paraphrases(rows, min_score):
        if len(out) >= 2 * limit:
            break
        found = [
            (m, lemma)
            for m in re.finditer(r"[A-Za-z]{3,}", b)
            if m.group().lower() not in _STOP_WORDS and (lemma := wordnet.lemma(m.group())) is not None
        ]
        if not found:
            continue
        m, (base, suffix) = rng.choice(found)

        # an inflected prefix opposite reads as nonsense ("uncuting"); it is not used
        opposites = sorted(o for o in wordnet.antonyms[base] if not (suffix and o.endswith(base)))
        if not opposites:
            continue
        wrong = _swap_word(b, m, wordnet.inflect(rng.choice(opposites), suffix))
        # a synonym that has an opposite of its own is a common, polar word ("just" for "fair"); the others are
        # often rare senses ("unsubdivided" for "simple"), so the paraphrase stands as it is instead
        synonyms = sorted(w for w in wordnet.synonyms.get(base, ()) if w in wordnet.antonyms)
        right = _swap_word(b, m, wordnet.inflect(rng.choice(synonyms), suffix)) if synonyms else b
        reference = a if rng.random() < 0.5 else b
        if reference == b and right == b:
            continue  # the paraphrase compared with itself says nothing
        out.append(Pair(None, reference, right, 1.0, "gen:wordnet-synonym"))
        out.append(Pair(None, reference, wrong, 0.0, "gen:wordnet-antonym"))
    return out


def polarity_twins(rng: random.Random, n: int) -> list[Pair]:
    """Short statements in de/fr/es/ru: the same polarity (correct) or the opposite (incorrect)."""
    out = []
    for _ in range(n):
        subjects, predicates, yes, no = _POLARITY[rng.choice(sorted(_POLARITY))]
        s, p = rng.choice(subjects), rng.choice(predicates)
        ref_neg = rng.random() < 0.5
        ref = (no if ref_neg else yes).format(s=s, p=p)
        same = (no if ref_neg else yes).format(s=s, p=p)
        flipped = (yes if ref_neg else no).format(s=s, p=p)
        out.append(Pair(None, ref, same if rng.random() < 0.5 else same.rstrip("."), 1.0, "gen:polarity-same"))
        out.append(Pair(None, ref, flipped, 0.0, "gen:polarity-flip"))
    return out


def generated_pairs(
    answers: list[JudgedAnswer],
    stsb: list[tuple[str, str, float]],
    seed: int,
    scale: float = 1.0,
    wordnet: WordNet | None = None,
) -> list[Pair]:
    """All generated contrast pairs from the training texts, balanced positive/negative per family; with
    ``wordnet``, also WordNet antonym/synonym twins of STS-B paraphrases (drawn last, so the other families
    are the same with or without them)."""
    rng = random.Random(seed)
    k = lambda n: max(1, round(n * scale))  # noqa: E731
    return [
        *paraphrase_twins(stsb, rng, k(2000)),
        *entity_twins(answers, rng, k(1200)),
        *frame_twins(answers, rng, k(1000)),
        *parts_twins(answers, rng, k(350)),
        *unit_twins(rng, k(400)),
        *date_twins(rng, k(250)),
        *alias_twins(rng, k(200)),
        *polarity_twins(rng, k(200)),
        *(wordnet_twins(stsb, rng, k(1500), wordnet) if wordnet is not None else []),
    ]
