"""The ``entities`` check: a name of the reference replaced by another ("Edison" → "Tesla"), found as
capitalised spans (a cheap stand-in for named entities) and matched across inflections and abbreviations."""

from __future__ import annotations

import re
from difflib import SequenceMatcher
from functools import lru_cache
from itertools import pairwise

from answersim.metrics.answer_language import english_pair
from answersim.metrics.blindspots.beliefs import corrected_belief
from answersim.metrics.blindspots.colours import colour_swap
from answersim.metrics.blindspots.kinds import currency_swaps, is_person, kind_only, kind_swaps, noun_graph
from answersim.metrics.blindspots.modifiers import compound_swaps, modifier_swaps
from answersim.metrics.blindspots.nationalities import nationality_swaps
from answersim.metrics.blindspots.numerals import known_unit, number_value, share_of_multiplier
from answersim.metrics.blindspots.spelled import multiplier
from answersim.metrics.blindspots.substances import substance_swap
from answersim.metrics.blindspots.words import (
    CYRILLIC,
    WHY_ASKED,
    WORD,
    Flag,
    Vocabulary,
    abbreviated_by,
    capitalises_nouns,
    demonyms,
    edits,
    function_word,
    named_in,
    plain,
    proper_adjectives,
    russian_demonym,
    sentence_starts,
    stem,
    unelided,
    unowned,
    words,
)
from answersim.metrics.blindspots.world_wars import other_world_war
from answersim.metrics.lexicon import (
    ALTERNATIVES,
    ANTONYMS,
    CALENDAR_WORDS,
    ENGLISH_FUNCTION_WORDS,
    FUNCTION_WORDS,
    GERMAN_DEFINITE_ARTICLES,
    GERMAN_DETERMINER_STEMS,
    GERMAN_DETERMINERS,
    GERMAN_NOT_ADJECTIVES,
    MONTHS,
    NAME_CONNECTORS,
    NAME_HEADS,
    NAME_TITLES,
    NEGATIONS,
    OBJECT_WORDS,
    OTHER_OPENERS,
    PREPOSITIONS,
    WEEKDAYS,
)


def _not_a_name(word: str) -> bool:
    low = word.lower()
    return (
        function_word(word)  # not "ESA"
        or low in OTHER_OPENERS
        or low in NEGATIONS
        or low in MONTHS
        or low in CALENDAR_WORDS
        or low.removesuffix("s") in WEEKDAYS
        or number_value(word) is not None
        or multiplier(word) is not None  # "Millionen", "Milliarden"
        or known_unit(word) is not None
        or _GERMAN_TIME_NOUN.match(low) is not None  # "In den 1890er-Jahren.", "des 19. Jahrhunderts"
        or (CYRILLIC.match(low) is not None and low.endswith(_RUSSIAN_VERB_ENDINGS))  # "Начался прилив."
        or low in _RUSSIAN_PRONOUNS  # "Кто-то увидел акулу."
        or low in _RUSSIAN_HOW_OFTEN  # "Раз в два года.", "Каждые два года."
    )


#: German nouns of a span of time, in any case and number ("Jahren", "Jahrhunderts", "Wochen"): capitalised as
#: every German noun, never a name
_GERMAN_TIME_NOUN = re.compile(
    r"(?:jahr|jahrzehnt|jahrhundert|jahrtausend|monat|tag)(?:e|en|es|s)?$|(?:woche|stunde|minute|sekunde)n?$"
)
#: endings of Russian reflexive verbs and infinitives ("начался", "поднялась", "вернуться"): no name opens with one
_RUSSIAN_VERB_ENDINGS = ("лся", "лась", "лось", "лись", "ться", "тся")
#: Russian question and indefinite pronouns, which open a sentence ("Кто-то", "Что-то"): no names
_RUSSIAN_PRONOUNS = frozenset(["кто", "что", "где", "когда", "куда", "откуда", "зачем", "почему", "как", "кое"])
#: "once" and "every", which open a Russian answer about how often
_RUSSIAN_HOW_OFTEN = frozenset(["раз", "каждый", "каждая", "каждое", "каждые", "каждую", "каждого", "каждой"])


def _german_noun_after(previous: str) -> bool:
    """Whether a capitalised German word after ``previous`` is a common noun: it follows an article or
    determiner or a number ("eine Frau", "im Winter", "zwei Frauen") or a declined adjective ("starken Regens")."""
    low = previous.lower()
    if (
        number_value(low) is not None
        or low in GERMAN_DETERMINERS
        or (low.startswith(GERMAN_DETERMINER_STEMS) and len(low) <= 7)
    ):
        return True
    adjective = previous.islower() and len(low) > 3 and low.endswith(("e", "en", "em", "er", "es"))
    return adjective and low not in GERMAN_NOT_ADJECTIVES


#: German auxiliaries after a participle moved to the front ("Gewonnen hat …", "Gebaut wurde …")
_GERMAN_AUXILIARIES = frozenset(["hat", "haben", "hatte", "hatten", "ist", "sind", "war", "waren", "wurde", "wurden"])
_PARTICIPLE = re.compile(
    r"(?:ab|an|auf|aus|bei|ein|fest|mit|nach|vor|weg|zu|zurück)?(?:ge|be|ent|er|ver|zer)\w{2,}(?:t|en)", re.IGNORECASE
)


def _fronted_participle(word: str, following: str) -> bool:
    """Whether a German sentence opens with a participle before its auxiliary ("Gewonnen hat …", "Abgeschafft
    wurde …"): a verb, not a name."""
    return following.lower() in _GERMAN_AUXILIARIES and _PARTICIPLE.fullmatch(word) is not None


#: abbreviations written with a point that open a name or its next word: "St. Helens", "Mt. Fuji", "Dr. Watson"
_ABBREVIATED_TITLES = frozenset(["St", "Mt", "Ft", "Dr", "Mr", "Mrs", "Ms", "Mme", "Mlle", "Sta", "Sto"])
_TITLE_WORDS = frozenset(t.lower() for t in _ABBREVIATED_TITLES)
#: the words those abbreviations stand for ("Mt Kilimanjaro" is "Mount Kilimanjaro")
_SPELLED_OUT = {
    "st": {"saint", "street", "sankt", "santo", "santa"}, "mt": {"mount", "mountain"}, "ft": {"fort"},
    "dr": {"doctor"}, "mr": {"mister"}, "sta": {"santa"}, "sto": {"santo"},
}  # fmt: skip


#: the endings of a Russian verb in the past tense ("наступила", "стало", "начались")
_RUSSIAN_PAST = re.compile(r"\w+[аеиоуыяш](?:ла|ло|ли|лся|лась|лось|лись)$")
#: and in the present ("играет", "спят"), after a subject that opens the sentence ("Горилла играет")
_RUSSIAN_PRESENT = re.compile(r"\w+(?:ет|ёт|ит|ут|ют|ат|ят|ется|ится|утся|ются|атся|ятся)$")


def _russian_verb_first(word: str, following: str) -> bool:
    """Whether a Russian sentence opens with a verb in the past tense before its subject or an adverb
    ("Наступила темнота.", "Стало слишком темно."): no name; a name or a noun before its own verb stays one
    ("Людмила пришла.", "Горилла играет на барабанах.")."""
    low, nxt = word.lower(), following.lower()
    verb_first = bool(CYRILLIC.search(low)) and following.islower() and bool(_RUSSIAN_PAST.match(low))
    return verb_first and not (_RUSSIAN_PAST.match(nxt) or _RUSSIAN_PRESENT.match(nxt))


def entity_spans(text: str, german: bool | None = None) -> list[tuple[str, bool]]:
    """Capitalised spans (runs of capitalised words, acronyms; "Rio de Janeiro" is one) — a cheap stand-in
    for named entities — each with whether it is surely a name: several words, an acronym, a capitalised word
    inside a sentence, or a short text (a bare answer like "Berlin"). A single capitalised word opening a
    sentence may be any word ("Employees get …"). Left out: function and discourse words ("The", "However"),
    negations, numbers, units, months and weekdays, and a capitalised first word followed by an article or
    pronoun ("Returns the list": a verb). In German, which capitalises every noun, a word after an article or a
    declined adjective is no name ("eine Frau", "starken Regens"), and only a short text, an acronym or several
    capitalised words inside a sentence ("von Victor Hugo") are surely names. ``german``: whether the text
    is German (default: :func:`capitalises_nouns` of ``text``).
    """
    spans: list[tuple[str, bool]] = []
    current: list[str] = []
    initial = False
    if len(text.split()) >= 2 and not any(c.islower() for c in text):
        return []  # ALL CAPS: nothing tells a name from a word
    starts = sentence_starts(text)
    matches = list(WORD.finditer(text))
    short = len(matches) <= 4
    german = capitalises_nouns(text) if german is None else german
    # a short sentence's opening word may be any word ("Waiting times fell sharply."); not so in German, whose
    # nouns are capitalised anyway, nor in Russian, where an opening noun swapped ("Человек" / "Кошка") is
    # mostly a thing swapped
    # so too a phrase of two words ending with a point whose second is in lower case ("Black ice.", "Low earners.")
    ended = text.rstrip().endswith((".", "!", "?"))
    phrase = (
        len(matches) == 2 and matches[1].group().islower() and not text[matches[0].end() : matches[1].start()].strip()
    )
    sentence = ended and (phrase or len(matches) >= 3) and not german
    sentence = sentence and not CYRILLIC.search(text.lower())

    def close() -> None:
        while current and current[-1] in NAME_CONNECTORS:
            current.pop()
        if len(current) == 1 and len(current[0]) == 1:
            current.clear()  # a lone initial ("H." in "H. R. Haldeman", "D" in "D-Day") is not a name
        if current:
            names = [w for w in current if w not in NAME_CONNECTORS]
            acronym = len(current[0]) > 1 and current[0].isupper()
            inside = not initial and len(names) > 1 if german else not initial or len(names) > 1
            opener = initial and len(names) == 1 and sentence
            sure = (short and not opener) or acronym or inside
            spans.append((" ".join(current), sure))
        current.clear()

    # a German definite article and one hyphenated compound are the whole text ("Der Hoover-Damm.")
    named_compound = (
        german
        and len(matches) >= 3
        and matches[0].group().lower() in GERMAN_DEFINITE_ARTICLES
        and all(text[a.end() : b.start()] == "-" for a, b in pairwise(matches[1:]))
    )
    end = 0
    for i, m in enumerate(matches):
        word = unelided(m.group())  # "l'Atlantique" is the name "Atlantique"; "L'océan" opens with no name
        start = m.end() - len(word)
        # punctuation between words ends a span, but not the point of a title before a name ("Mount St. Helens")
        between = text[end : m.start()].strip() if current and m.start() > end else ""
        # nor a plural possessive's apostrophe ("St Thomas' Hospital")
        possessive = (
            between == "'" and bool(current) and current[-1].endswith("s") and text[m.start() - 2 : m.start()] == "' "
        )
        # nor the hyphen of a compound that a German definite article names alone ("Der Hoover-Damm.")
        compound = named_compound and text[end : m.start()] == "-"
        if between and not (between == "." and current[-1] in _ABBREVIATED_TITLES) and not possessive and not compound:
            close()
        end = m.end()
        # "Medio millón", "Eine Viertelmillion": a number
        name = word[0].isupper() and not _not_a_name(word) and share_of_multiplier(text, start) is None
        # after an article a German noun is no name, unless a definite article and it (one word or a hyphenated
        # compound) are the whole answer ("Der Ätna.": a mountain, river or country is named with its article)
        bare = (
            i == 1 and matches[0].group().lower() in GERMAN_DEFINITE_ARTICLES and (len(matches) == 2 or named_compound)
        )
        if name and german and not current and i and not bare and not text[matches[i - 1].end() : m.start()].strip():
            name = not _german_noun_after(matches[i - 1].group())
        nxt = matches[i + 1] if i + 1 < len(matches) else None
        joined = nxt is not None and not text[m.end() : nxt.start()].strip()
        if name and not current and start in starts and joined and nxt.group().lower() in OBJECT_WORDS:
            name = False  # "Returns the list"
        if name and sentence and not current and start in starts and joined and _of_common_words(matches, i):
            name = False  # "Clouding of the lenses", "Loss of power": a common noun
        # "Strong winds made the crossing unsafe." (an adjective before its noun), "Thunderstorms were forecast."
        # (things, not a family): common words opening a sentence
        opener = name and sentence and not current and start in starts
        # (not before a capital: "Tees Rowing Club." is one name)
        plural_thing = _plural_of_things(word) and not (joined and nxt.group()[:1].isupper())
        if opener and ((joined and not phrase and _describes_noun(word, nxt.group())) or plural_thing):
            name = False
        if name and german and not current and start in starts and joined and _fronted_participle(word, nxt.group()):
            name = False  # "Gewonnen hat eine walisische Hündin."
        if name and not current and start in starts and joined and _russian_verb_first(word, nxt.group()):
            name = False  # "Наступила темнота.", "Стало слишком темно."
        # inside a name, a word that is a function word only in another language ("War" of "Imperial War
        # Museum": German "war") goes on with it
        foreign = (
            not name
            and bool(current)
            and not german
            and word[0].isupper()
            and word.lower() not in ENGLISH_FUNCTION_WORDS
            and function_word(word)
        )
        if foreign and joined and nxt.group()[0].isupper() and not function_word(nxt.group()):
            name = True
        if name:
            if not current:
                initial = start in starts
            current.append(word)
            continue
        # "Rio de Janeiro", "Hôtel des Alpes", and on through an article ("Lake of the Woods", "Rio de la Plata");
        # German "des" is the genitive of any noun ("Ende des Krieges")
        connects = word in NAME_CONNECTORS and not (german and word == "des")
        onward = nxt is not None and nxt.group() in NAME_CONNECTORS and _capitalised_after(text, matches, i + 1)
        if current and connects and joined and (nxt.group()[0].isupper() or onward):
            current.append(word)
            continue
        close()
    close()
    return spans


#: what may stand between "of" and its noun ("Loss of the signal", "Clouding of his lenses")
_OF_DETERMINERS = frozenset(["the", "a", "an", "his", "her", "its", "their", "our", "my", "your"])


def _of_common_words(matches: list[re.Match[str]], i: int) -> bool:
    """Whether the English word at ``matches[i]`` is followed by "of" and a lower-case noun ("Clouding of the
    lenses"): a common noun that opens a sentence, not a name ("Bank of England", "Isle of Man")."""
    following = [m.group() for m in matches[i + 1 : i + 5]]
    if not following or following[0] != "of":
        return False
    rest = [w for w in following[1:] if w.lower() not in _OF_DETERMINERS]
    return bool(rest) and rest[0][:1].islower()


@lru_cache(maxsize=1)
def _opposable_words() -> frozenset[str]:
    """The single words of the lexicon's opposite pairs ("strong", "heavy", "inbound"): common words, no names."""
    return frozenset(w for pair in ANTONYMS for w in pair if w.isalpha())


def _describes_noun(word: str, following: str) -> bool:
    """Whether an English word opening a sentence is one with an opposite in the lexicon ("strong", "heavy") before
    a lower-case common noun ("Strong winds", "Heavy rain") or an acronym ("Fresh DNA"): a describing word, not a
    name."""
    if word.lower() not in _opposable_words():
        return False
    if len(following) > 1 and following.isupper():
        return True  # before an acronym: "Fresh DNA results came to light." names only DNA
    low = following.lower()
    return following.islower() and low not in FUNCTION_WORDS and noun_graph().lemma(low) is not None


def _plural_of_things(word: str) -> bool:
    """Whether an English word is the plural of a WordNet noun that names no person in any sense
    ("Thunderstorms", "Cars"; not "Peters", "Roberts" or "Engineers"): a common noun, no family name."""
    low = word.lower()
    lemma = noun_graph().lemma(low)
    return lemma is not None and lemma != low and not any(is_person(sense) for sense in noun_graph().senses(lemma))


def _capitalised_after(text: str, matches: list[re.Match[str]], i: int) -> bool:
    """Whether the word after ``matches[i]`` follows it with only a space between and is capitalised."""
    if i + 1 >= len(matches):
        return False
    return not text[matches[i].end() : matches[i + 1].start()].strip() and matches[i + 1].group()[0].isupper()


def entities(text: str) -> list[str]:
    """The capitalised spans of :func:`entity_spans` (a cheap stand-in for named entities)."""
    return [span for span, _ in entity_spans(text)]


def _only_names_differ(answer: str, reference: str, missing: list[str], extra: list[str]) -> bool:
    """Whether the texts are the same but for the names swapped ("Edison invented it" / "Tesla invented it"):
    then even a capitalised first word is a name."""
    gone = {w.lower() for s in missing for w in s.split()}
    new = {w.lower() for s in extra for w in s.split()}
    a = [w.lower() for w in words(answer) if w.lower() not in new]
    r = [w.lower() for w in words(reference) if w.lower() not in gone]
    return bool(r) and a == r


def _twins(
    ref_spans: list[tuple[str, bool]],
    ans_spans: list[tuple[str, bool]],
    question: str | None,
    answer: Vocabulary,
    reference: str,
) -> list[tuple[tuple[str, bool], tuple[str, bool]]]:
    """In a short answer, a name of as many words as one of the reference's, sharing a word and differing in
    another that is no spelling of it ("Pacific Ocean" / "Atlantic Ocean", "Port of San Diego" / "Port of Long
    Beach"), or of other words before the same last one, a kind the question asks for ("Natural History Museum" /
    "Science Museum"): one name for another, though a word of it is in the answer. A word the question names is no
    difference; only a reference with one name is read, not counting an opening word that may be no name and that
    the answer repeats ("Сценарий написал Иван Петров." / "Сценарий написал Сергей Петров.")."""
    # a possessive ending is no part of a name ("Heron Island's reef")
    ref_spans = [(unowned(s), sure) for s, sure in ref_spans]
    ans_spans = [(unowned(s), sure) for s, sure in ans_spans]
    toks = words(reference)
    sentence = len(toks) >= 3 and toks[1].islower() and reference.rstrip().endswith((".", "!", "?"))
    ref_spans = [s for s in ref_spans if not (sentence and s[0] == toks[0] and answer.names(s[0]))]
    if len(ref_spans) != 1:  # several names ("David & Victoria Beckham"): one of them may be the answer
        return []
    asked = {w.lower() for w in words(question or "")}
    asked_lower = {unowned(w) for w in words(question or "") if w.islower()}  # "Which pottery's kiln …?"

    def name_words(span: str) -> set[str]:
        return {w.lower() for w in span.split() if w not in NAME_CONNECTORS and len(w.rstrip(".")) > 1}

    def spelled_alike(a: set[str], b: set[str], surnames: bool) -> bool:
        abbreviated = any(
            y in _SPELLED_OUT.get(x.rstrip("."), ()) or x in _SPELLED_OUT.get(y.rstrip("."), ()) for x in a for y in b
        )
        return abbreviated or any(_spelled_alike(x, y, surnames) for x in a for y in b)

    ref = ref_spans[0]
    r = name_words(ref[0])
    which = bool(question and _WHICH.match(question))  # "Which orchestra …?": a name of that kind is the answer
    if len(r) < 2 or all(answer.names(w) for w in ref[0].split() if w.lower() in r):
        return []  # one word, or every word of it is in the answer
    found = []
    for ans in ans_spans:
        a, mine = name_words(ans[0]), r
        if len(a) != len(mine):  # "Mount St Helens" / "Mount Rainier": an abbreviated title is no word to count
            a, mine = a - _TITLE_WORDS, mine - _TITLE_WORDS
        # or one head with other words before it, a kind the question asks for ("Which museum …?": "Natural
        # History Museum" / "Science Museum")
        # the words they share end both ("Pacific Ocean"; "Hubble Space Telescope" / "James Webb Space Telescope")
        last = ans[0].split()[-1].lower()
        tail = [w.lower() for w in ans[0].split()[-len(a & mine) :]] if a & mine else []
        same_last = tail == [w.lower() for w in ref[0].split()[-len(tail) :]] and a & mine == set(tail)
        head = same_last and last in asked_lower
        # or a generic head that both names end with, other words before it and no "of" ("The King's Indian
        # Defence" / "the Grünfeld Defence"; not "Head of MI5" / "Director General of MI5", nor a person's name)
        plain_names = not (set(ans[0].split()) | set(ref[0].split())) & NAME_CONNECTORS
        named_head = same_last and last in NAME_HEADS and plain_names
        # or the same first word, no title, and other words after it ("Royal Liverpool Philharmonic" / "Royal
        # Scottish National Orchestra")
        first_a, first_r = _first_name_word(ans[0]), _first_name_word(ref[0])
        same_first = first_a == first_r and first_a not in NAME_TITLES | _TITLE_WORDS and plain_names and which
        # or, beside a "which" question, two words in common ("The North of England Zoological Society" / "The
        # Zoological Society of London")
        shared = which and len(a & mine) >= 2
        if (len(a) != len(mine) and not (head or named_head or same_first or shared)) or a <= mine or not mine & a:
            continue
        # a title is no difference ("Sir Paul …" / "Paul …"), but the words beside it are ("Lord Howe Island" /
        # "Heron Island")
        gone, new = mine - a - asked - NAME_TITLES, a - mine - asked - NAME_TITLES
        # one side's words abbreviated on the other ("FC" / "Football Club", "SC" / "Supreme Court")
        r_only = " ".join(w for w in ref[0].split() if w.lower() in mine - a)
        a_only = " ".join(w for w in ans[0].split() if w.lower() in a - mine)
        abbreviated = abbreviated_by(r_only, a_only) or abbreviated_by(a_only, r_only)
        # the last words differ: a family name, of which few letters changed make another ("Hodgson" / "Hodges")
        surnames = ref[0].split()[-1].lower() in gone and ans[0].split()[-1].lower() in new
        if gone and new and not spelled_alike(gone, new, surnames) and not abbreviated:
            found.append((ref, ans))
    return found


_WHICH = re.compile(r"\W*(?:which|welche[rsmn]?|quel(?:le)?s?|qu[eé]|cu[aá]l(?:es)?|как(?:ой|ая|ое|ие))(?!\w)", re.I)


#: how alike two words must be to be one spelled two ways ("Philips" / "Phillips"; "Martin" / "Mary" are two)
_SPELLED_ALIKE = 0.6
#: and at most one edit in this many letters of the longer ("Muhammad" / "Mohammed"; "Hartley" / "Hardy",
#: "Ashworth" / "Ashcroft" and "MacLeod" / "MacDonald" are two names that share a start)
_LETTERS_PER_EDIT = 4


#: family names shorter than this are other names with any letter changed
_SHORT_NAME = 6
#: letters that sound alike, spelled one way ("Jinx" / "Jinks", "Philips" / "Filips")
_SOUNDS = (("ph", "f"), ("ck", "k"), ("x", "ks"), ("ou", "u"))


def _by_sound(word: str) -> str:
    """``word`` with letters that sound alike spelled one way ("jinx" → "jinks")."""
    for letters, sound in _SOUNDS:
        word = word.replace(letters, sound)
    return word


def _spelled_alike(a: str, b: str, last: bool = True) -> bool:
    """Whether two words of names are one spelled two ways: alike in most letters, and, as the ``last`` words of
    their names, few edits apart once spelled by sound ("Jinx" / "Jinks"); a given name may be spelled more
    freely ("Niccolo" / "Nicole")."""
    if SequenceMatcher(None, a, b).ratio() <= _SPELLED_ALIKE:
        return False
    a, b = _by_sound(a), _by_sound(b)
    if last and a != b and (len(a) == len(b) < _SHORT_NAME or a[0] != b[0]):
        return False  # a letter changed in a short family name, or its first, makes another ("Shah" / "Shaw")
    return not last or edits(a, b) <= max(1, max(len(a), len(b)) // _LETTERS_PER_EDIT)


def _first_name_word(span: str) -> str:
    """The first word of a name, lower-cased, after an article ("The Royal Ballet": "royal")."""
    toks = [w.lower() for w in span.split()]
    return toks[1] if len(toks) > 1 and toks[0] in ("the", "der", "die", "das", "le", "la", "les", "el") else toks[0]


def _rest_agrees(reference: str, spans: list[tuple[str, bool]], answer: Vocabulary) -> bool:
    """Whether the reference is short (the name is the answer) or the answer states at least half of its
    other words (outside names): a swapped name is a minimal edit; a reworded answer with other nouns (German
    capitalises every noun) is not judged by its names."""
    all_words = words(reference)
    if len(all_words) <= 4:  # a short answer: the name is the answer
        return True
    in_spans = {w.lower() for s, _ in spans for w in s.split()}
    rest = [w for w in all_words if w.lower() not in FUNCTION_WORDS and w.lower() not in in_spans]
    return not rest or sum(answer.names(w) for w in rest) >= len(rest) / 2


#: the words next to "or" read as a question's two options (at most this many on each side)
_OPTION_WORDS = 4


def _content_stems(text: str) -> set[str]:
    """Stems of the words that are neither function words nor negations ("… or not?" offers no option)."""
    return {stem(w) for w in words(text) if w.lower() not in FUNCTION_WORDS and w.lower() not in NEGATIONS}


def _trimmed(toks: list[str]) -> str:
    """The words without the function words they open with ("Is coffee" → "coffee")."""
    while toks and toks[0].lower() in FUNCTION_WORDS:
        toks = toks[1:]
    return " ".join(toks)


def other_option(answer: str, reference: str, question: str | None) -> tuple[str, str] | None:
    """(the reference's option, the answer's) where the question offers two ("Which is heavier, a kilogram of
    iron or a pound of feathers?"), the reference names one of them and the answer only the other; else None.

    The options are the words on either side of the question's last "or", as many on each side (at most
    four, within the clause); each is told by its words that the other lacks."""
    clause = re.split(r"[,:;]", question or "")[-1]
    toks = words(clause)
    ors = [i for i, w in enumerate(toks) if w.lower() in ALTERNATIVES]
    if not ors or not 0 < ors[-1] < len(toks) - 1:
        return None
    k = ors[-1]
    n = min(k, len(toks) - k - 1, _OPTION_WORDS)
    first, second = _trimmed(toks[k - n : k]), _trimmed(toks[k + 1 : k + 1 + n])
    a, b = _content_stems(first), _content_stems(second)
    a, b = a - b, b - a
    ref, ans = _content_stems(reference), _content_stems(answer)

    def names(text: set[str], mine: set[str], other: set[str]) -> bool:
        return bool(text & mine) and not text & other

    if not (a and b):
        return None
    if names(ref, a, b) and names(ans, b, a):
        return first, second
    if names(ref, b, a) and names(ans, a, b):
        return second, first
    return None


def check_entities(answer: str, reference: str, question: str | None = None) -> Flag:
    """Flag a swapped name: a name of the reference missing from the answer (and not from the question) while
    the answer names something absent from the reference and the question instead ("Edison" → "Tesla",
    "Berlin" → "München"); at least one of them must surely be a name (see :func:`entity_spans`). Also the
    other of two options that the question offers (:func:`other_option`), a substance for another
    (:func:`~answersim.metrics.blindspots.substances.substance_swap`), one world war for the other ("WWI" for
    "the Second World War"), and a thing replaced by another of its
    narrow kind ("liver" → "kidneys", :func:`~answersim.metrics.blindspots.kinds.kind_swaps`; English), or one basic
    colour for another (:func:`~answersim.metrics.blindspots.colours.colour_swap`)."""
    option = other_option(answer, reference, question)
    if option is not None:
        message = f"the question's other option: {option[0]} → {option[1]}"
        spans = {"missing": [option[0]], "extra": [option[1]], "reference": [], "kinds": []}
        return Flag("entities", True, message, spans)
    for kind, swapped in (
        ("substances differ", substance_swap(answer, reference, question)),  # "Fe is the symbol for lead." / "Iron"
        ("another world war", other_world_war(answer, reference)),  # "WWI" for "WWII"
        ("colours differ", colour_swap(answer, reference)),  # "They hatch pink." for "They hatch grey."
        ("named only as a belief corrected", corrected_belief(answer, reference, question, _not_a_name)),
    ):
        if swapped is not None:
            spans = {"missing": [swapped[0]], "extra": [swapped[1]], "reference": [], "kinds": []}
            return Flag("entities", True, f"{kind}: {swapped[0]} → {swapped[1]}", spans)
    german = capitalises_nouns(f"{answer} {reference}")  # read as a pair: one short text tells little
    ans_spans, ref_spans = entity_spans(answer, german), entity_spans(reference, german)
    # a word that opens a sentence is no name where the texts also write it in lower case ("Shipping takes
    # 48 hours." with the question "How long does shipping take?")
    if not all(sure for _, sure in ans_spans + ref_spans):
        lower = {w for w in words(f"{question or ''} {answer} {reference}") if w.islower()}
        ans_spans = [(s, sure) for s, sure in ans_spans if sure or s.lower() not in lower]
        ref_spans = [(s, sure) for s, sure in ref_spans if sure or s.lower() not in lower]
    # a name answered by its kind, with a place's adjective, where it is or a name that qualifies it at most ("A
    # ticketing site.", "A Scottish loch.", "Some country house in Somerset.", "One of the Peak District edges.")
    qualifying = all(s in proper_adjectives() or _located(answer, s) or _qualifier(answer, s) for s, _ in ans_spans)
    if qualifying and len(ref_spans) == 1 and _kind_for_name(answer, reference, ref_spans[0][0], question):
        message = f"named only by its kind: {ref_spans[0][0]} → {answer.strip()}"
        return Flag(
            "entities", True, message, {"missing": [ref_spans[0][0]], "extra": [], "reference": [], "kinds": []}
        )
    if not ans_spans or not ref_spans:  # no name can be swapped
        return _kinds(answer, reference, question, {"missing": [], "extra": [], "reference": [s for s, _ in ref_spans]})
    answer_tokens = words(answer)
    answer_words = Vocabulary(answer_tokens)
    # in a short answer a name is named by its own words, not its head ("Bank of England" / "European Central
    # Bank"); a long one may name the thing many ways
    heads = len(answer_tokens) > _SHORT_ANSWER
    named = [
        (s, sure)
        for s, sure in ref_spans
        if not (named_in(s, answer, answer_words, heads) or abbreviated_by(s, answer))
        or _asked_words_only(s, answer_words, question)
    ]
    question_words = Vocabulary(words(question or ""))
    # a name the question says too need not be repeated ("Who wrote Faust?"), unless it is the whole reference
    # and the question says it in another form: then it is the answer ("In which city is the Kölner Dom?" / "In
    # Köln"); one the question writes as it is may be the reference's way of restating it ("female peacock")
    alone = len(ref_spans) == 1 and _only_name(reference, ref_spans[0][0])
    said = question and re.search(rf"(?<!\w){re.escape(ref_spans[0][0])}(?!\w)", question, re.IGNORECASE)
    alone = alone and bool(question) and not said
    missing_sure = [
        (s, sure) for s, sure in named if not (question and not alone and named_in(s, question, question_words))
    ]
    context = f"{reference} {question or ''}"
    context_words = Vocabulary(words(context))
    reference_words = Vocabulary(words(reference))
    extra_sure = [
        (s, sure)
        for s, sure in ans_spans
        if not (named_in(s, context, context_words, heads) or abbreviated_by(s, context))
        or (_ends_with_asked(s, question) and not named_in(s, reference, reference_words, heads))
    ]
    # "Pacific Ocean" → "Atlantic Ocean", in a short answer (a long one names many things)
    for twins in _twins(ref_spans, ans_spans, question, answer_words, reference) if not heads else []:
        missing_sure += [t for t in twins[:1] if t not in missing_sure]
        extra_sure += [t for t in twins[1:] if t not in extra_sure]
    missing_sure, extra_sure = _without_demonyms(missing_sure, extra_sure, answer, reference)
    missing, extra = [s for s, _ in missing_sure], [s for s, _ in extra_sure]
    if german or capitalises_nouns(question or ""):
        missing, extra = _compound_heads(missing, extra)
    sure = any(sure for _, sure in missing_sure + extra_sure) or _only_names_differ(answer, reference, missing, extra)
    flagged = bool(missing and extra) and sure and _rest_agrees(reference, ref_spans, answer_words)
    flagged = flagged and not _reworded_openers(answer, reference, missing, extra)
    spans = {"missing": missing, "extra": extra, "reference": [s for s, _ in ref_spans]}
    if not flagged:
        return _kinds(answer, reference, question, spans)
    return Flag("entities", True, f"names differ: {', '.join(missing)} → {', '.join(extra)}", {**spans, "kinds": []})


def _ends_with_asked(span: str, question: str | None) -> bool:
    """Whether ``span`` is one word that ends with a word the question asks for, a kind of it ("Backstroke" to
    "Which stroke …?"): the question names the kind, not the one of it the answer names."""
    low = span.lower()
    if " " in low or len(low) < 7:
        return False
    return any(
        low.endswith(w) and len(low) - len(w) >= 3 for w in {w.lower() for w in words(question or "")} if len(w) >= 4
    )


def _compound_heads(missing: list[str], extra: list[str]) -> tuple[list[str], list[str]]:
    """``missing`` and ``extra`` without a German noun and a compound it ends ("Uhr" / "Schachuhr", "Bahnhof" /
    "Hauptbahnhof"): a chess clock is a clock, read as a name only because German capitalises every noun."""
    pairs = [
        (m, e)
        for m in missing
        for e in extra
        if " " not in m + e
        and min(len(m), len(e)) >= 3
        and m.lower() != e.lower()
        and (e.lower().endswith(m.lower()) or m.lower().endswith(e.lower()))
    ]
    paired = {w for pair in pairs for w in pair}
    return [m for m in missing if m not in paired], [e for e in extra if e not in paired]


#: the most words of an answer whose names are read strictly (:func:`check_entities`)
_SHORT_ANSWER = 12
#: endings of Russian family names ("Петров", "Путин", "Толстая", "Достоевский"): such an opening word stays a name
_RUSSIAN_SURNAME = re.compile(r"(?:ов|ев|ёв|ин|ын|ова|ева|ёва|ина|ына|ский|ская|цкий|цкая)$")


def _reworded_openers(answer: str, reference: str, missing: list[str], extra: list[str]) -> bool:
    """Whether the only names that differ are the words opening two Russian sentences (where any opening noun
    counts as a name), neither with a family name's ending, and each sentence has another word the other lacks: a
    sentence reworded from its first word ("Вратарь получил травму." / "Голкипер был травмирован."), not one name
    swapped in the same sentence ("Кошка играет на гитаре." / "Человек играет на гитаре.")."""
    ref_words, ans_words = words(reference), words(answer)
    if not (CYRILLIC.search(reference) and missing == ref_words[:1] and extra == ans_words[:1]):
        return False
    if _RUSSIAN_SURNAME.search(missing[0].lower()) or _RUSSIAN_SURNAME.search(extra[0].lower()):
        return False

    def has_own(mine: list[str], theirs: list[str]) -> bool:
        other = Vocabulary(theirs)
        return any(not other.names(w) for w in mine if w.lower() not in FUNCTION_WORDS)

    return has_own(ref_words[1:], ans_words[1:]) and has_own(ans_words[1:], ref_words[1:])


def _asked_words_only(span: str, answer: Vocabulary, question: str | None) -> bool:
    """Whether the answer says a name of several words only by the words of it that the question asks with, the
    kind of thing asked for ("Which comet was shown?": "Halley's Comet" / "comet Hale-Bopp")."""
    parts = [w for w in span.split() if w not in NAME_CONNECTORS]
    if len(parts) < 2 or not question:
        return False
    asked = Vocabulary(words(question))
    said = [w for w in parts if answer.names(w)]
    return bool(said) and len(said) < len(parts) and all(asked.has(w) for w in said)


def _without_demonyms(
    missing: list[tuple[str, bool]], extra: list[tuple[str, bool]], answer: str, reference: str
) -> tuple[list[tuple[str, bool]], list[tuple[str, bool]]]:
    """The names left when a place and its adjective are one thing ("a chef from France" / "a French chef",
    :func:`~answersim.metrics.blindspots.words.demonyms`), unless either is all its text says ("French" for
    "France" answers another question) and the adjective names no people ("a gift from the French")."""
    related, missing, extra = demonyms(), list(missing), list(extra)
    for name, sure in list(missing):
        place = unowned(name)  # "Norway's west coast" names Norway
        other = next(
            (e for e in extra if unowned(e[0]) in related.get(place, ()) or _one_place(place, unowned(e[0]))), None
        )
        # "the French" are France's people: a gift "from the French" is one from France
        people = other is not None and re.search(rf"(?<!\w)the\s+{re.escape(other[0])}(?!\w)", answer) is not None
        alone = _only_name(reference, name) or _only_name(answer, other[0]) if other is not None else True
        if other is not None and (people or not alone):
            missing.remove((name, sure))
            extra.remove(other)
    return missing, extra


def _one_place(a: str, b: str) -> bool:
    """Whether two Russian names are a place and its adjective, either way ("Италии" / "Итальянская")."""
    return russian_demonym(a, b) or russian_demonym(b, a)


#: a short English answer that names a thing by its kind ("A ticketing site.", "Some Dutch club.")
_A_KIND = re.compile(r"^(?:a|an|some|one of the)\s+[a-z]", re.IGNORECASE)
#: a question that asks for a name ("Which company …?", "Who painted it?", "Where was it?"; not "Is it good value?")
_ASKS_WHICH = re.compile(r"^\W*(?:which|who|whose|what|where|name)(?!\w)", re.IGNORECASE)


def _located(text: str, span: str) -> bool:
    """Whether ``span`` says where something is in ``text`` ("in Somerset", "near the Matterhorn")."""
    return bool(re.search(rf"(?<!\w)(?:in|near|outside|off|around)\s+(?:the\s+)?{re.escape(span)}(?!\w)", text))


def _qualifier(text: str, span: str) -> bool:
    """Whether ``span`` qualifies the lower-case word after it in ``text`` ("the Peak District edges", "a Ruth
    somebody")."""
    return bool(re.search(rf"(?<!\w){re.escape(span)}\s+[a-z]", text))


def _kind_for_name(answer: str, reference: str, name: str, question: str | None) -> bool:
    """Whether a short answer names by its kind what the reference names alone or with that kind, asked which
    one ("A ticketing site." for "Ticketmaster.", "A small foot ferry." for "The Hamble ferry."): a name no English
    noun spells ("Rain." may be "a downpour"), which the answer does not say."""
    if len(words(answer)) > 8 or not _A_KIND.match(answer.strip()):
        return False
    said = Vocabulary(words(answer))
    kind = [w for w in words(reference) if w not in name.split() and w.lower() not in FUNCTION_WORDS]
    if not all(said.names(w) for w in kind):
        return False
    if not (question and _ASKS_WHICH.match(question)):
        return False
    # the words that make it a name: "Lomond" of "Loch Lomond", an acronym ("A Scottish loch." does not say which)
    own = [w for w in name.split() if not noun_graph().forms(w.lower()) or (len(w) > 1 and w.isupper())]  # "UK"
    if not own or not english_pair(answer, reference, question):
        return False
    # as written: "ticket" is no way to say "Ticketmaster"
    return not {plain(w) for w in own} & {plain(w) for w in words(answer)}


def _only_name(text: str, name: str) -> bool:
    """Whether ``text`` says nothing but ``name`` (and function words: "In Köln", "The Beatles.")."""
    rest = [w for w in words(text) if w not in name.split() and w.lower() not in FUNCTION_WORDS | PREPOSITIONS]
    return not rest


#: a reference of at least this many content words besides a swapped one is a sentence whose rest a swap keeps
_SENTENCE_WORDS = 2


def _rest_shared(answer: str, reference: str, swaps: list[tuple[str, str]]) -> bool:
    """Whether the answer keeps a content word of the reference's besides the swapped ones, or the reference is
    too short to tell: a thing swapped for its kind-mate keeps the rest ("The kidneys were damaged." for "The
    liver was damaged."); a reason that shares nothing is told another way ("Inspectors discovered the basin
    had split." for "A crack was found in the tank.")."""
    swapped = {w for pair in swaps for w in pair[0].lower().split()}
    rest = [w for w in words(reference) if w.lower() not in FUNCTION_WORDS and w.lower() not in swapped]
    said = Vocabulary(words(answer))
    return len(rest) < _SENTENCE_WORDS or any(said.names(w) for w in rest)


def _kinds(answer: str, reference: str, question: str | None, spans: dict[str, list[str]]) -> Flag:
    """The flag of a thing replaced by another of its kind (English pairs only: the noun graph is WordNet's),
    with the names' spans."""
    english = english_pair(answer, reference, question)
    swaps = kind_swaps(answer, reference, question) if english else modifier_swaps(answer, reference, question)
    if english and swaps and question and WHY_ASKED.match(question) and not _rest_shared(answer, reference, swaps):
        swaps = []  # a reason said all another way, not one thing swapped
    only = kind_only(answer, reference, question) if english and not swaps else []
    if only:  # "A metal." for "Iron.": named only by its kind
        kinds = [f"{r} → {a}" for r, a in only]
        return Flag("entities", True, "named only by its kind: " + ", ".join(kinds), {**spans, "kinds": kinds})
    # "El ciclista belga." / "Ganó el ciclista italiano.", in any pair: a short one in Spanish may read as English
    swaps = swaps or nationality_swaps(answer, reference, question)
    swaps = swaps or compound_swaps(answer, reference)  # "der Männerchor" for "Der Kinderchor", in any language
    swaps += currency_swaps(answer, reference, question)  # "won" for "yen", in any of the five languages
    kinds = [f"{r} → {a}" for r, a in swaps]
    message = "another thing of the same kind: " + ", ".join(kinds) if kinds else ""
    return Flag("entities", bool(kinds), message, {**spans, "kinds": kinds})
