"""The ``parts`` check: one of the parts the reference joins with "and" left out of the answer ("a passport
and a visa" → "a passport"; "red, yellow and blue" → "red and yellow"), in five languages.

The parts are :mod:`.lists`' items. A part counts as stated when any of its own words (by
inflection-tolerant matching) is in the answer; a part that the question already names is not required.
"""

from __future__ import annotations

import re
from itertools import pairwise

from answersim.metrics.blindspots.kinds import noun_graph, shared_kind
from answersim.metrics.blindspots.lists import (
    GROUPED_NUMBER,
    coordinations,
    is_capital_month,
    is_content,
    is_letter,
    routes,
)
from answersim.metrics.blindspots.words import (
    Flag,
    Vocabulary,
    plain,
    stem,
    unowned,
    variant,
    words,
)
from answersim.metrics.lexicon import (
    ARTICLES,
    FUNCTION_WORDS,
    SEVERAL_WORDS,
)


def _route_cut_short(answer: Vocabulary, reference: str, question: Vocabulary) -> Flag | None:
    """A flag when the answer names where a route of the reference starts but not where it ends ("It starts in
    Lyon." for "It runs from Lyon to Turin."), unless the question names the end; else None. An answer naming only
    the end may answer "where to?", so it is not read."""
    for start, end in routes(reference):
        if any(answer.has(w) for w in start) and not any(answer.names(w) or question.has(w) for w in end):
            message = f"a part is missing: {' '.join(end)} (of the route {' '.join(start)} → {' '.join(end)})"
            return Flag("parts", True, message, {"missing": [" ".join(end)], "stated": [" ".join(start)]})
    return None


#: a question that asks for several things: "Which counties …?", "What colours …?", "Name two …", "both"; in
#: French, Spanish and Russian by a plural question word or noun ("Quelles villes …?", "¿Qué uvas …?", "Какие …?")
_SEVERAL_ASKED = re.compile(
    rf"^\s*(?:which|what)\s+(?!(?:does|was|is|has|this|its|his|us)\b)[a-z]+[^su\W]s\b|(?<!\w)(?:{SEVERAL_WORDS})(?!\w)"
    r"|^\s*¿?\s*(?:qué\s+[^\W\d_]+[aeiou]s\b|cuáles\b)|^\s*(?:quels|quelles|какие)(?!\w)",
    re.IGNORECASE,
)


def check_parts(answer: str, reference: str, question: str | None = None) -> Flag:
    """Flag a part left out: the answer states at least one part of a list the reference joins with "and"
    but none of the words of another part that the question does not already name."""
    answer_words = Vocabulary(words(answer) + re.findall(GROUPED_NUMBER, answer))
    question_words = Vocabulary(words(question or ""))
    # a word the answer repeats from the question states a part only as written ("the car deck" of "What was on
    # the car deck?" does not state "caravans"); a month that is also a function word only with its capital
    asked = {w.lower() for w in words(question or "")}
    fresh = Vocabulary([w for w in words(answer) if w.lower() not in asked])
    months = {w.lower() for w in words(answer) if is_capital_month(w)}
    letters = {w for w in words(answer) if is_letter(w)}  # "Vitamin A": no article here
    glued = {plain(a + b) for a, b in pairwise(words(answer))}  # "Visual Basic" writes "VisualBasic" apart
    said = {w.lower() for w in words(answer)}
    for items in coordinations(reference, several=bool(question and _SEVERAL_ASKED.search(question))):
        # the words of each part that no other part has, in any case and number ("Best film and best actress": film,
        # actress; "The two oldest hives and the observation hive": two oldest, observation)
        lowered = [{w.lower() for w in item} | {stem(w.lower()) for w in item} for item in items]
        own = [
            [
                w
                for w in item
                if not any({w.lower(), stem(w.lower())} & other for k, other in enumerate(lowered) if k != i)
            ]
            or item
            for i, item in enumerate(items)
        ]
        # a part the question names is not required; named as written, not merely inside a longer word (the
        # question's "vinaigrette" does not name the part "vinaigre"); a part with no word of its own ("bags" of
        # "Paper bags and bags for raw meat") is read by the words it shares, which the question may name too
        required = [
            item
            for item, whole in zip(own, items)
            if item is whole or not (question and all(_asked(w, question_words, asked) for w in item))
        ]
        twins = _same_stem(own)
        alike = _alike_words(own) | _inside_another_part(own) | twins
        stated = [
            item
            for item in required
            if any(
                (answer_words.has(w) and (plain(w) not in twins or _as_written(w, said)))
                or (fresh.names(w) and plain(w) not in alike)
                or w.lower() in months
                or w in letters
                or plain(w) in glued
                or (w.lower() in FUNCTION_WORDS and w.lower() in said)  # "son" of "her son"
                for w in item
            )
            and not _head_of_another(answer, item, items, reference)
            and not _possessor_of_another(answer, item, own)  # own words: a shared head is no part
        ]
        missing = [item for item in required if item not in stated]
        if stated and missing:
            left_out = ", ".join(" ".join(item) for item in missing)
            parts = " / ".join(" ".join(item) for item in items)
            message = f"a part is missing: {left_out} (of {parts})"
            spans = {"missing": [" ".join(i) for i in missing], "stated": [" ".join(i) for i in stated]}
            return Flag("parts", True, message, spans)
    return (
        _route_cut_short(answer_words, reference, question_words)
        or _more_than_only(answer, reference)
        or _another_of_its_kind_added(answer, reference, question)
        or _one_of_both(answer, reference)
        or _half_of_asked_pair(answer, reference, question)
        or Flag("parts", False, "", {"missing": [], "stated": []})
    )


def _alike_words(items: list[list[str]]) -> set[str]:
    """The parts of one word that read as variants of another such part with another ending ("Violin and
    viola"): each is stated only as written, or one would state both ("drummer" and "drum" may say one thing)."""
    plain_items = [{plain(w) for w in item} if len(item) == 1 else set() for item in items]  # one word each
    return {
        a
        for i, item in enumerate(plain_items)
        for k, other in enumerate(plain_items)
        if k != i
        for a in item
        if any(a != b and a not in b and b not in a and variant(a, b) for b in other)
    }


def _same_stem(items: list[list[str]]) -> set[str]:
    """The words of one-word parts that share their stem with another such part ("The kayaker and his kayak",
    "farmers and farms"): each is stated only as written, or "kayaker" would state "kayak" too."""
    one_word = [plain(item[0]) for item in items if len(item) == 1]
    return {a for a in one_word if any(a != b and stem(a) == stem(b) for b in one_word)}


def _as_written(word: str, said: set[str]) -> bool:
    """Whether ``word`` is among the answer's words ``said`` (lower case) as written, in the plural or in the
    singular ("kayaks" for "kayak"), not merely with the same stem ("kayaker")."""
    low = plain(word)
    return bool({low, low + "s", low + "es", low.removesuffix("s"), low.removesuffix("es")} & {plain(w) for w in said})


def _inside_another_part(items: list[list[str]]) -> set[str]:
    """The words (four letters or more) of a part of several words found inside the word of a one-word part, and
    that word ("bridge" of "the footbridge and the swing bridge", and "footbridge"): each is stated only as
    written, or "footbridge" would state "swing bridge" too, and "swing bridge" "footbridge"; and the other way
    round, the word of a one-word part inside a word of such a part ("men's" of "the men's and women's finals");
    and a word of a part that ends a word of another ("mother" of "the mother and the grandmother", "cake" of "the
    wedding cake and forty cupcakes")."""
    plain_items = [{plain(w) for w in item} for item in items]
    pairs = [
        (a, b)
        for i, item in enumerate(plain_items)
        for a in item
        for k, other in enumerate(plain_items)
        if k != i and len(other) == 1
        for b in other
        if a != b and len(item) > 1 and ((len(a) >= 4 and a in b) or (len(b) >= 3 and b in a))
    ]
    # two parts, a word of one the other's word with a word before it ("the mother and the grandmother", "the
    # wedding cake and forty cupcakes"; not "drum" / "drummer", which may name one thing)
    said = [(i, w) for i, item in enumerate(plain_items) for w in item]
    pairs += [
        (a, b)
        for i, a in said
        for k, b in said
        if i != k and len(a) >= 4 and len(b) > len(a) + 2 and (b.endswith(a) or stem(b).endswith(stem(a)))
    ]
    return {word for pair in pairs for word in pair}


#: "and" and an article before a part with no head of its own ("el récord diario y el mensual")
_JOINT_ARTICLE = r"(?:and|und|et|y|e|и)\s+(?:the|der|die|das|le|la|les|el|los|las|il|lo)\s+"


def _elided_head(reference: str, part: str) -> bool:
    """Whether ``part`` follows "and" and an article in ``reference``: the head it shares is left out ("y el
    mensual", "et le mensuel")."""
    return re.search(rf"(?<!\w){_JOINT_ARTICLE}{re.escape(part)}(?!\w)", reference, re.IGNORECASE) is not None


def _head_of_another(answer: str, item: list[str], items: list[list[str]], reference: str) -> bool:
    """Whether ``item`` ("east exits" of "the north and east exits") is found in ``answer`` only by its last word,
    each time right after a one-word part of the same list, or, for a head before a name ("calle Sol" of "la calle
    Mayor y la calle Sol"), only by that head, each time right before a one-word name of the list that the
    reference also says after it: that part's head ("The north exit was blocked." states "north", "Se corta la
    calle Mayor." "Mayor"; "salt and pepper" still states "black pepper" of "salt and black pepper")."""
    others = [other[0] for other in items if other is not item and len(other) == 1]
    if len(item) < 2 or not others:
        return False
    toks = words(answer)
    each = [Vocabulary([t]) for t in toks]
    found = [k for k, vocabulary in enumerate(each) if any(vocabulary.names(w) for w in item)]

    def beside(k: int, heads: list[str]) -> bool:
        return 0 <= k < len(toks) and any(Vocabulary([h]).names(toks[k]) for h in heads)

    last = all(each[k].names(item[-1]) and beside(k - 1, others) for k in found)
    head, name = item[0], item[-1]
    named = [o for o in others if o[:1].isupper() and f"{head} {o}" in reference]
    before_name = len(item) == 2 and head.islower() and name[:1].isupper() and bool(named)
    first = before_name and all(each[k].names(head) and beside(k + 1, named) for k in found)
    # a head said first and left out after "y"/"et" ("el récord diario y el mensual"): its modifier not said as
    # written, and its head only right before the other part ("el récord mensual")
    heads = [k for k in found if each[k].names(head)]
    said = {t.lower() for t in toks}
    elided = any(_elided_head(reference, o) for o in others)  # "y el mensual": an article, no head
    shared_head = len(item) == 2 and elided and item[1].lower() not in said and bool(heads)
    shared_head = shared_head and all(beside(k + 1, others) for k in heads)
    return bool(found) and (last or first or shared_head)


#: the words that make the next noun the owner of the one before ("la hija del pastor", "the daughter of the
#: shepherd", "die Tochter des Schäfers", "la fille du berger")
_OWNER_OF = frozenset(["of", "de", "del", "du", "des", "von", "der"])


def _asked(word: str, question: Vocabulary, asked: set[str]) -> bool:
    """Whether the question names ``word``; a lower-case word ending in "er" not by the word it is made from: a
    farmer is no farm ("The farmer and his two sons." to "Who works on the farm?")."""
    low = word.lower()
    if word.islower() and low.endswith("er") and low[:-2] in asked and not {low, f"{low}s"} & asked:
        return False
    return question.has(word)


def _possessor_of_another(answer: str, item: list[str], items: list[list[str]]) -> bool:
    """Whether ``answer`` says ``item`` ("pastor" of "Un pastor y su hija") only as the owner of another part of
    the list ("la hija del pastor", "the shepherd's daughter"): that names one person or thing, not both."""
    toks = words(answer)
    if not any(t.lower() in _OWNER_OF or t.endswith(("'s", "’s")) for t in toks):
        return False  # no owner said at all (most answers)
    each = [Vocabulary([unowned(t)]) for t in toks]
    found = [k for k, vocabulary in enumerate(each) if any(vocabulary.names(w) for w in item)]
    others = [w for other in items if other is not item for w in other if is_content(w)]

    def other_at(k: int) -> bool:
        return 0 <= k < len(toks) and any(each[k].has(w) for w in others)  # as written ("musical" is no "Music")

    def owner(k: int) -> bool:
        joined = k - 1 if k >= 1 and toks[k - 1].lower() in _OWNER_OF else None
        if joined is None and k >= 2 and toks[k - 1].lower() in ARTICLES and toks[k - 2].lower() in _OWNER_OF:
            joined = k - 2
        genitive = toks[k].lower().endswith(("'s", "’s")) and other_at(k + 1)
        return genitive or (joined is not None and other_at(joined - 1))

    return bool(found) and bool(others) and all(owner(k) for k in found)


#: a reference that names one thing alone ("Only Spain", "Nur Spanien")
_ONLY = re.compile(r"\s*(?:only|just|solely|nur|seulement|uniquement|solo|sólo|solamente|únicamente|только)\s", re.I)


def _more_than_only(answer: str, reference: str) -> Flag | None:
    """A flag when a short reference says "only X" and the answer joins X with another part ("Spain and
    France." for "Only Spain"), else None."""
    if len(words(reference)) > 6 or not _ONLY.match(reference):
        return None
    reference_words = Vocabulary(words(reference))
    for items in coordinations(answer):
        named = [item for item in items if any(reference_words.names(w) for w in item)]
        added = [item for item in items if item not in named]
        if named and added:
            extra = ", ".join(" ".join(item) for item in added)
            message = f"the reference says {reference.strip()!r}; the answer adds {extra}"
            return Flag("parts", True, message, {"missing": [], "stated": [" ".join(i) for i in named]})
    return None


#: a question for which thing or person ("Which noble gases …?", "Who won?")
_WHICH_ASKED = re.compile(r"\W*(?:which|what|who)(?!\w)", re.IGNORECASE)
#: the most words of a reference naming one thing, and of an answer listing it with others
_ONE_THING_WORDS, _LIST_WORDS = 3, 8


def _another_of_its_kind_added(answer: str, reference: str, question: str | None) -> Flag | None:
    """A flag when a short answer to a "which" question lists the one thing a short reference names with another
    of its kind: a name beside a name, or a thing of the same narrow kind ("Helium and argon." for "Helium."),
    else None."""
    if not (question and _WHICH_ASKED.match(question)) or len(words(reference)) > _ONE_THING_WORDS:
        return None
    if len(words(answer)) > _LIST_WORDS or coordinations(reference):
        return None
    reference_words = Vocabulary(words(reference))
    content = [w for w in words(reference) if w.lower() not in FUNCTION_WORDS]
    graph = noun_graph()
    for items in coordinations(answer):
        named = [item for item in items if all(reference_words.names(w) for w in item)]
        added = [item for item in items if not any(reference_words.names(w) for w in item)]
        if not named or not added or len(named) + len(added) != len(items):
            continue
        names = all(w[:1].isupper() for item in items for w in item) and all(w[:1].isupper() for w in content)
        lemmas = [graph.lemma(w.lower()) for w in content]
        kin = (
            len(lemmas) == 1
            and lemmas[0] is not None
            and all(
                len(item) == 1 and (lemma := graph.lemma(item[0].lower())) is not None and shared_kind(lemmas[0], lemma)
                for item in added
            )
        )
        if names or kin:
            extra = ", ".join(" ".join(item) for item in added)
            message = f"the reference names {reference.strip()!r}; the answer adds {extra}"
            return Flag("parts", True, message, {"missing": [], "stated": [" ".join(i) for i in named]})
    return None


#: a short reference that counts two of a kind ("Both captains.", "Beide Kapitäne.", "Les deux capitaines.")
_BOTH = re.compile(r"\s*(?:both(?:\s+the)?|beide[n]?|les deux|ambos|ambas|оба|обе)\s+([^\W\d_]+)", re.IGNORECASE)
#: words that say each of them, or neither ("each team", "chaque équipe", "Neither player …")
_EACH = re.compile(
    r"(?<!\w)(?:each|every|jede[mnrs]?|chaque|cada|кажд\w*|neither|weder|ni|aucun\w*|ningun\w*|ни)(?!\w)",
    re.IGNORECASE,
)
#: the most words of a reference that :data:`_BOTH` reads
_BOTH_WORDS = 6


def _one_of_both(answer: str, reference: str) -> Flag | None:
    """A flag when a short reference names two of a kind ("Both captains.") and the answer names its noun only in
    another form, the singular ("The home captain."), with no "both" of its own; else None."""
    both = _BOTH.match(reference)
    if not both or len(words(reference)) > _BOTH_WORDS or _BOTH.search(answer) or _EACH.search(answer):
        return None  # "Each team." says both
    # the noun, not a word qualifying it ("Both northbound lanes.": lanes)
    after = words(reference[both.start(1) :])[:2]
    noun = next((w for w in after if w.lower().endswith("s")), both.group(1))
    said = [w for w in words(answer) if Vocabulary([w]).names(noun)]
    if not said or any(w.lower() == noun.lower() for w in said):
        return None  # not named, or named in the plural as the reference writes it ("the two captains")
    said_both = both.group().strip() + ("" if noun == both.group(1) else f" {noun}")
    message = f"a part is missing: the reference says {said_both!r}, the answer names one"
    return Flag("parts", True, message, {"missing": [noun], "stated": said})


#: two words a question joins ("How did they get in and out?", "opening and closing", "wann und wo")
_ASKED_PAIR = re.compile(
    r"(?<!\w)([^\W\d_]+)\s+(?:and|und|et|y|и)\s+(?:(?:an?|the|der|die|das|le|la|les|el|los|las)\s+)?([^\W\d_]+)(?!\w)",
    re.IGNORECASE,
)


def _half_of_asked_pair(answer: str, reference: str, question: str | None) -> Flag | None:
    """A flag when the question joins two words ("in and out"), the reference says each in a clause of its own
    ("In through a skylight, out through a fire door."), and the answer says one of them but not the other; else
    None. Two words the reference joins themselves ("The Tigris and Euphrates meet …") are one part."""
    pair = _ASKED_PAIR.search(question or "")
    if pair is None:
        return None
    first, second = pair.group(1).lower(), pair.group(2).lower()
    joined = any((m.group(1).lower(), m.group(2).lower()) == (first, second) for m in _ASKED_PAIR.finditer(reference))
    if joined or first == second or {first, second} & ARTICLES:
        return None
    at_first, at_second = _said_at(reference, first), _said_at(reference, second)
    if at_first is None or at_second is None:
        return None
    between = reference[min(at_first, at_second) : max(at_first, at_second)]
    # each heads a part of its own: a clause ("In through a skylight, out through a fire door."), or a phrase
    # after a preposition ("From the square to the park."); not "A hare is larger than a rabbit.", one clause
    headed = {first, second} <= FUNCTION_WORDS and any(w.lower() not in FUNCTION_WORDS for w in words(between)[1:])
    if not (_CLAUSE_BREAK.search(between) or headed):
        return None
    missing = [w for w in (first, second) if _said_at(answer, w) is None]
    if len(missing) != 1:
        return None
    stated = first if missing[0] == second else second
    message = f"a part is missing: {missing[0]} (the question asks {pair.group()!r}; the answer says {stated})"
    return Flag("parts", True, message, {"missing": missing, "stated": [stated]})


def _said_at(text: str, word: str) -> int | None:
    """Where ``text`` says ``word``, function words too, as written or with another ending ("opens": "open")."""
    for m in re.finditer(r"[^\W\d_]+", text):
        w = m.group().lower()
        if w == word or stem(w) in (word, stem(word)) or w == stem(word):
            return m.start()
    return None


#: what ends one clause and starts another ("In through a skylight, out through a fire door.", "… and closes …")
_CLAUSE_BREAK = re.compile(r"[,;:]|\s(?:and|but|while|whereas|und|aber|et|mais|y|pero|и|но|а)\s", re.IGNORECASE)
