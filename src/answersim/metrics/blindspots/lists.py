"""The lists a text joins with "and" (und, et, y, e, и; "as well as", "sowie", "ainsi que", "así como", "а также"),
read without a parser: around each "and", the run of content words right before it and right after it (a name as its
capitalised run; "proof of address" as one part), and the comma-separated items before a list's last "and"; joined
clauses, one amount ("two hours and ten minutes") and one number ("soixante et un") are no lists. Read by the
``parts`` and ``roles`` checks."""

from __future__ import annotations

import re
from collections.abc import Iterable
from itertools import takewhile

from answersim.metrics.blindspots.numerals import number_value
from answersim.metrics.blindspots.quantities import convertible_unit
from answersim.metrics.blindspots.times import clock_times, months, weekdays
from answersim.metrics.blindspots.units import UNITS
from answersim.metrics.blindspots.words import (
    CYRILLIC,
    demonyms,
    proper_adjectives,
    unelided,
)
from answersim.metrics.lexicon import (
    ARTICLES,
    CAPITAL_MONTHS,
    ENGLISH_FUNCTION_WORDS,
    FUNCTION_WORDS,
    NAME_TITLES,
    NEGATIONS,
    NUMBER_BOUNDS,
    NUMBER_WORDS,
    SEVERAL_WORDS,
)

#: the word joining the parts that must all be stated ("or" is left out: one of them is an answer)
AND = frozenset(["and", "und", "et", "y", "e", "и", "&"])
#: words that continue a part across a function word ("proof of address", "Bank of England")
_OF = frozenset(["of", "de", "du", "des", "von", "der", "del"])
#: a number with a separator inside ("1,500", "2.5"): one token, or its comma would end a part
GROUPED_NUMBER = r"\d+(?:[.,]\d+)+(?![^\W_])"
_TOKEN = re.compile(rf"{GROUPED_NUMBER}|[^\W_]+(?:'[^\W_]+)?|&|[,;:.!?()\[\]\"“”]")
_BREAK = frozenset(',;:.!?()[]"“”')
#: the point after an initial before a capitalised word ("J. R. Moss", "J.R. Moss")
_INITIAL_POINT = re.compile(r"(?<![^\W\d_])([A-Z])\.(?=\s*[A-Z])")
#: phrases that join parts as "and" does ("a charger as well as a cable"), read as "and"; not the verb "get along
#: with" (with someone)
_AND_PHRASES = re.compile(
    r"\b(?:as well as|along with(?<!\bget along with)(?<!\bgets along with)(?<!\bgot along with)"
    r"(?<!\bgetting along with)|together with|sowie|ainsi que|así como)\b|(?<!\w)а также(?!\w)"
    # a second place in a sequence ("In Shannon, then Dublin.")
    r"|(?<=,\s)then(?=\s+(?-i:(?!I\b)[A-ZÀ-ÝА-Я]))",  # before a name, not a clause ("…, then flatten")
    re.IGNORECASE,
)
#: a half or a quarter after "and" ("deux heures et demie", "dos millones y medio", "deux heures et quart"): part
#: of one number
_HALVES = (["demi"], ["demie"], ["medio"], ["media"], ["quart"], ["cuarto"])
#: what follows French "y" (there), a pronoun, not Spanish "and": a verb that Spanish has not ("y est", "y sont")
_FRENCH_Y_BEFORE = frozenset(["avait", "aura", "ait", "est", "était", "sera", "sont", "ont", "vont", "allait"])
#: French past participles after "y a" ("il y a eu", "y a trouvé"); Spanish "y a" is "and to" ("y a Barcelona")
_PARTICIPLE = re.compile(r"[^\W\d_]+(?:ée?s?|eu|fait|pris|mis|dit|vu|lu|su)$")


def _french_y(before: list[str], after: list[str]) -> bool:
    """Whether a "y" between ``before`` (its word or none) and ``after`` (the next two) is French "there"."""
    if before == ["il"] or (after[:1] and after[0] in _FRENCH_Y_BEFORE):
        return True
    return after[:1] == ["a"] and len(after) > 1 and bool(_PARTICIPLE.match(after[1]))


#: the most items of one list that are compared
MAX_ITEMS = 6


#: Russian prepositions, no part of what they govern ("Из железа и никеля": iron and nickel)
_RUSSIAN_PREPOSITIONS = frozenset(["из", "от", "к", "с", "у", "о", "за", "для", "до", "без", "под", "над"])


def is_content(word: str) -> bool:
    """Whether ``word`` may be (part of) a list's item: no punctuation, function word, Russian preposition or "and"
    ("May" is a month, "may" a function word)."""
    low = word.lower()
    function = (low in FUNCTION_WORDS and not is_capital_month(word)) or low in _RUSSIAN_PREPOSITIONS
    return word not in _BREAK and not function and low not in AND


def is_capital_month(word: str) -> bool:
    """Whether ``word`` is a month that is also a function word when written in lower case ("May", "may")."""
    return word[:1].isupper() and word.lower() in CAPITAL_MONTHS


def is_letter(word: str) -> bool:
    """Whether ``word`` is a single capital letter ("A" of "Vitamin A")."""
    return len(word) == 1 and word.isupper()


def _content_at(tokens: list[str], i: int) -> bool:
    """Whether ``tokens[i]`` is a content word, or a capital letter that ends a phrase ("Vitamins A and D",
    "Plan B."): a label, not the article "A", which its noun follows."""
    token = tokens[i]
    if is_content(token) or _english_noun(tokens, i):
        return True
    ends = i + 1 == len(tokens) or tokens[i + 1] in _BREAK or tokens[i + 1].lower() in AND
    return is_letter(token) and ends and i > 0 and is_content(tokens[i - 1])


#: English determiners, after which another language's function word is an English noun ("her son", "the war")
_DETERMINERS = frozenset(["the", "a", "an", "his", "her", "its", "their", "our", "my", "your", "this", "that"])


def _english_noun(tokens: list[str], i: int) -> bool:
    """Whether ``tokens[i]``, a function word of another language ("son", "war", "man"), is an English noun: it
    follows an English determiner."""
    low = tokens[i].lower()
    return low in FUNCTION_WORDS and low not in ENGLISH_FUNCTION_WORDS and i > 0 and tokens[i - 1] in _DETERMINERS


def _run(tokens: list[str], start: int, step: int) -> list[str]:
    """The run of content words from ``start`` going ``step`` (+1 right, -1 left), past leading function words,
    through "of", stopping at a break; a capitalised first word takes only its capitalised run (a name)."""
    i = start
    while 0 <= i < len(tokens) and not (_content_at(tokens, i) or tokens[i] in _BREAK or tokens[i].lower() in AND):
        i += step
    run: list[str] = []
    while 0 <= i < len(tokens) and len(run) < 4:
        token = tokens[i]
        if _content_at(tokens, i):
            if run and run[0][0].isupper() and not (token[0].isupper() or _closing_number(tokens, i, step)):
                break  # "Pierre Curie wrote": the name ends where the capitals do ("… and Ward 14." goes on)
            run.append(token)
        elif token.lower() in _OF and run and 0 <= i + step < len(tokens) and is_content(tokens[i + step]):
            pass  # "proof of address": one part
        elif run and _qualifies(tokens, i, step, run):
            pass  # "people over 65": the number is part of the part
        else:
            break
        i += step
    return run if step > 0 else run[::-1]


def _closing_number(tokens: list[str], i: int, step: int) -> bool:
    """Whether ``tokens[i]``, read rightwards, is a number that closes a part ("… and Ward 14.", "… and Platform 4
    at King's Cross"; not "Standard & Poor's 500 Index")."""
    after = tokens[i + 1] if i + 1 < len(tokens) else "."
    closing = after in _BREAK or after.lower() in AND or after.lower() in FUNCTION_WORDS  # "… Platform 4 at"
    return step > 0 and tokens[i][0].isdigit() and closing


#: English finite verbs that a clause's subject is followed by ("… and the trees were at risk")
_FINITE = frozenset([
    "is", "are", "was", "were", "has", "have", "had", "will", "would", "can", "could", "may", "might", "must",
    "should", "shall", "did", "does",
])  # fmt: skip
#: the most words between "and" and the finite verb of a clause after it
_SUBJECT_WORDS = 4


def _two_clauses(tokens: list[str], k: int) -> bool:
    """Whether the "and" at ``k`` joins two English clauses: a subject and a finite verb after it, and a verb
    in the past ("failed") or a finite one before it, in the same sentence ("The heating failed and the trees
    were at risk."; not "A passport and a visa are needed.", whose "and" joins the subject's parts)."""
    right = _within_clause(tokens[k + 1 : k + 2 + _SUBJECT_WORDS])
    verb_at = next((i for i, t in enumerate(right) if t in _FINITE), None)
    if verb_at is None or verb_at == 0:
        return False
    left = _within_clause(reversed(tokens[:k]))
    return len(left) >= 2 and any(t in _FINITE or (t.endswith("ed") and len(t) > 4) for t in left[:-1])


def _within_clause(tokens: Iterable[str]) -> list[str]:
    """The tokens, lower-cased, up to the first punctuation that breaks a clause."""
    return [t.lower() for t in takewhile(lambda t: t not in _BREAK, tokens)]


def _qualifies(tokens: list[str], i: int, step: int, run: list[str]) -> bool:
    """Whether ``tokens[i]`` bounds the run by a number ("people over 65", read either way)."""
    if tokens[i].lower() not in NUMBER_BOUNDS or not 0 <= i + step < len(tokens):
        return False
    after = tokens[i + step]
    if step > 0:
        return after[:1].isdigit()
    return all(w[:1].isdigit() for w in run) and is_content(after) and not after[:1].isdigit()


#: a text that opens by counting what it lists ("Both tenants, Ana and Rui", "Zwei Zeugen, …")
_COUNTED = re.compile(rf"\s*(?:{SEVERAL_WORDS})\s", re.IGNORECASE)


def _hyphened_pair(text: str, left: list[str], right: list[str]) -> bool:
    """Whether two parts are two hyphened modifiers of the noun after the second ("easy-access and fixed-term
    accounts", "short-stay and long-stay car parks")."""
    return (
        len(left) == 2
        and len(right) >= 3
        and f"{left[0]}-{left[1]}" in text
        and f"{right[0]}-{right[1]} {right[2]}" in text
    )


#: the French and Spanish tens that "et" or "y" join to a unit in one number ("soixante et un", "treinta y cinco")
_TENS = frozenset([
    "vingt", "trente", "quarante", "cinquante", "soixante", "treinta", "cuarenta", "cincuenta", "sesenta", "setenta",
    "ochenta", "noventa",
])  # fmt: skip


#: a regnal number ("I", "VIII", "XIV")
_REGNAL = re.compile(r"(?:X{0,2})(?:I{1,3}|IV|VI{0,3}|IX|V|X)")


def coordinations(text: str, several: bool = False) -> list[list[list[str]]]:
    """The lists ``text`` joins with "and" (or "as well as", "sowie", "ainsi que", "así como", "а также"): for
    each, its parts as lists of content words ("You need a passport and a visa." → [[["passport"],
    ["visa"]]]). Joined clauses are left out: a
    name joined to a lower-case word ("born in Paris and died in London"; a capital that opens a sentence
    does not make a name). ``several``: the question asks for several things ("Which counties …?"), so a name
    that opens the text is one of them ("Broward and Palm Beach"), not a given name before a family name."""
    # a French elided article is no part of the word ("et l'Espagne" joins the name "Espagne")
    text = _INITIAL_POINT.sub(r"\1", text)  # "J. R. Moss" is one name ("J." ends no sentence), "A.M.E." one word
    tokens = [unelided(t) for t in _TOKEN.findall(_AND_PHRASES.sub("and", _one_time(text.replace("’", "'"))))]
    initial = {0} | {i + 1 for i, t in enumerate(tokens) if t in ".!?"}
    # a capital inside a word makes a name wherever it stands ("iOS", "eBay")
    names = {
        t
        for i, t in enumerate(tokens)
        if (t[0].isupper() and not t.isupper() and i not in initial) or (t[0].islower() and not t.islower())
    }
    # a weekday in the plural or before a part of the day is capitalised, but no name ("Wednesday afternoons and
    # Sundays" are two times)
    names -= {
        t
        for i, t in enumerate(tokens)
        if t in names
        and weekdays(t)
        and (t.endswith("s") or (i + 1 < len(tokens) and tokens[i + 1].lower() in _PARTS_OF_DAY))
    }
    # a regnal number names with the name before it ("Ptolemy I and Demetrius", "Henry VIII and Cromwell")
    names |= {
        t
        for i, t in enumerate(tokens)
        if i > 0
        and _REGNAL.fullmatch(t)
        and tokens[i - 1][:1].isupper()
        and not tokens[i - 1].isupper()
        and (i + 1 == len(tokens) or tokens[i + 1].lower() in AND or tokens[i + 1] in ".;!?")
    }
    russian = bool(CYRILLIC.search(text))  # no articles: see below
    found = []
    for k, token in enumerate(tokens):
        after = [t.lower() for t in tokens[k + 1 : k + 3]]
        if token.lower() not in AND or after == ["a", "half"] or after[:1] in _HALVES:
            continue  # "two and a half", "dos millones y medio", "deux heures et demie": one number
        if k > 0 and tokens[k - 1].lower() in _TENS and (NUMBER_WORDS.get(after[0] if after else "") or 0) < 12:
            continue  # "soixante et un", "treinta y cinco": one number
        if _one_amount(tokens, k):
            continue  # "two hours and ten minutes", "a pound and fifty pence": one amount
        if token.lower() == "y" and _french_y(tokens[k - 1 : k], after):
            continue  # French "y", a pronoun: "Un inspecteur y a trouvé des souris.", "il y a", "n'y est pas"
        if after[:1] and (after[0] in NEGATIONS or after[0] in _FINITE):
            continue  # a clause, not a part: "The owner retired and no one took it over.", "… and were vague"
        if _two_clauses(tokens, k):
            continue  # "The heating failed and the trees were at risk.": two things that happened
        end = k - 2 if k >= 2 and tokens[k - 1] == "," else k - 1  # "red, blue, and yellow"
        right, left = _run(tokens, k + 1, 1), _run(tokens, end, -1)
        if not right or not left:
            continue
        # "Her brother and a Swedish engineer", "the night crossing and the Sunday service": a qualifier's nouns
        # belong to it ("Dutch and German speakers" share theirs)
        qualifying = _qualifier(right[0], places=False)  # "Paris and London offices" are two places' offices
        if len(right) == 1 and qualifying and not _qualifier(left[-1]) and _kind(left, names) == "words":
            right += _nouns_after(tokens, tokens.index(right[0], k + 1))
        items = [left, right]
        if _hyphened_pair(text, left, right):  # "easy-access and fixed-term accounts": the accounts are both's
            items = [[*left, *right[2:]], right]
        span = _span_back(tokens, end)
        i = end - span
        # "a charger, a cable and a case": earlier items before commas, while the one after each comma stands
        # alone between commas (bar an article or two); the first item may follow a verb ("includes a charger")
        while i >= 1 and tokens[i] == "," and span <= len(items[0]) + 2 and len(items) < MAX_ITEMS:
            item, span = _run(tokens, i - 1, -1), _span_back(tokens, i - 1)
            if not item:
                break
            items.insert(0, item)
            i = i - 1 - span
        if _numbered_heads(items):
            items[0] = items[0][-1:]  # "Batches 14 and 15", "les lots 14 et 15": the head is every number's
        kinds = [_kind(item, names) for item in items]
        # "A whippet and a Samoyed": a name after an English "a" is one of a kind (German "an" is a preposition),
        # and so are names counted in the plural ("an atlas and two Bibles")
        one_of_a_kind = [
            token.lower() == "and"
            and ((len(item) == 1 and at > 0 and tokens[at - 1].lower() in _INDEFINITE) or _counted_names(item))
            for item, at in ((left, end), (right, k + 2))
        ]
        if sorted(kinds) == ["name", "words"] and one_of_a_kind[kinds.index("name")]:
            kinds = ["words", "words"]
        opening_name = len(items[0]) == 1 and items[0][0][:1].isupper() and kinds[0] == "words"
        # a one-word name that opens the text is a name too: "Dutch, French and German", and before a name
        # with an article, no person's ("Canada and the United States"; "David and Victoria Beckham" is one);
        # Russian has no articles: there a multi-word name after it is read as another name ("Москва и
        # Санкт-Петербург"), given names before one family name as such below ("Пьер и Мария Кюри")
        one_word_names = all(len(item) == 1 or (len(item) == 2 and _label(item[1])) for item in items)  # "Hepatitis A"
        article = _after_article(tokens, k)
        if opening_name and set(kinds[1:]) == {"name"} and (one_word_names or article or russian or several):
            kinds[0] = "name"
        if len(items[0]) == 1 and all(item[0].lower().rstrip(".") in NAME_TITLES for item in items):
            kinds = ["name"] * len(items)  # "Mr and Mrs Patel": two people of one family name
        if len(items) > 2 and len(set(kinds[1:])) == 1 and kinds[0] != kinds[1] and _heading(text, items[0]):
            items, kinds = items[1:], kinds[1:]  # "Both tenants, Ana and Rui": how many and what, then the list
        # asked for several things, a name and a thing after an article are two of them ("Mill Lane and the station",
        # "The high street and Mill Lane")
        thing_first = kinds[0] == "words" and _before_article(tokens, end, items[0]) and _closes(tokens, k, right)
        # and, as the whole text, a name with one more of some kind after "a" are two ("Sir Mark Elder and a guest
        # conductor."; not "born in Paris and a year later moved")
        name_and_words = len(items) == 2 and sorted(kinds) == ["name", "words"]
        whole = len(tokens) <= len(left) + len(right) + 4 and _closes(tokens, k, right)
        described = kinds == ["name", "words"] and tokens[k + 1].lower() in _INDEFINITE and whole
        # or with a person's own after it ("Mr Shah and his neighbour."): two people
        described = described or (kinds == ["name", "words"] and tokens[k + 1].lower() in _POSSESSIVES and whole)
        mixed = name_and_words and ((several and (article or thing_first)) or described)
        if len(set(kinds)) == 1 or mixed:
            person = kinds[0] == "name" and not (article or several)  # "Joel and Ethan Coen"
            found.append(_shared_surname(items, text) if person else items)
    return found + _parallel_names(text)


def _heading(text: str, first: list[str]) -> bool:
    """Whether the first item of a list is what the rest are, said before them: a count ("Both tenants, Ana and
    Rui") or a plural that opens the text ("Joint winners, Patel and Okafor.")."""
    plural = len(first) >= 2 and first[-1].endswith("s") and text.lstrip().startswith(first[0])
    return bool(_COUNTED.match(text)) or plural


#: the parts of a day after a weekday ("Wednesday afternoons")
_PARTS_OF_DAY = frozenset(["morning", "mornings", "afternoon", "afternoons", "evening", "evenings", "night", "nights"])
#: the possessive words that refer back to a name before "and" ("Mr Shah and his neighbour")
_POSSESSIVES = frozenset(["his", "her", "their"])
#: the indefinite articles, after which a name is one of a kind ("a Samoyed", "a Picasso")
_INDEFINITE = frozenset(["a", "an"])


def _counted_names(item: list[str]) -> bool:
    """Whether ``item`` counts a name in the plural ("two Bibles", "three Fords"): things of a kind, no name."""
    if len(item) != 2 or not (item[0].isdigit() or NUMBER_WORDS.get(item[0].lower(), 0) > 1):
        return False
    return item[1][:1].isupper() and item[1].endswith("s") and not item[1].endswith("ss")


def _nouns_after(tokens: list[str], i: int) -> list[str]:
    """The lower-case content words right after ``tokens[i]`` (the nouns a proper adjective qualifies)."""
    return list(takewhile(lambda t: t[:1].islower() and is_content(t), tokens[i + 1 : i + 4]))


#: "and" inside a time of day ("neuf heures et quart", "las nueve y media")
_AND_IN_TIME = re.compile(r"\s(?:et|y)\s", re.IGNORECASE)


def _one_time(text: str) -> str:
    """``text`` with the "and" inside each time of day taken out: "à neuf heures et quart" joins no parts."""
    for _, start, end in reversed(clock_times(text)):
        text = text[:start] + _AND_IN_TIME.sub(" ", text[start:end]) + text[end:]
    return text


def _after_article(tokens: list[str], k: int) -> bool:
    """Whether the item after the "and" at ``tokens[k]`` opens with an article ("and the United States")."""
    return k + 1 < len(tokens) and tokens[k + 1].lower() in ARTICLES


def _before_article(tokens: list[str], end: int, item: list[str]) -> bool:
    """Whether the item ending at ``tokens[end]`` (or just before) opens after an article ("The high street")."""
    starts = [i for i in range(end + 1) if tokens[i] == item[0]]
    return bool(starts) and starts[-1] > 0 and tokens[starts[-1] - 1].lower() in ARTICLES


#: ordinals that are also units ("the second and third days")
_ORDINAL_UNITS = frozenset(["second", "seconds"])


def _one_amount(tokens: list[str], k: int) -> bool:
    """Whether the "and" at ``tokens[k]`` joins two amounts of one measure into one ("two hours and ten minutes")."""
    if not 0 < k < len(tokens) - 2 or number_value(tokens[k + 1]) is None:
        return False
    # an ordinal that is also a unit is no amount after an article ("the second and third days")
    if k >= 2 and tokens[k - 1].lower() in _ORDINAL_UNITS and tokens[k - 2].lower() in ARTICLES:
        return False
    units = [convertible_unit(tokens[k - 1]), convertible_unit(tokens[k + 2])]
    return None not in units and len({UNITS[u][1] for u in units if u in UNITS}) == 1


def _closes(tokens: list[str], k: int, item: list[str]) -> bool:
    """Whether the item after the "and" at ``tokens[k]`` ends its sentence ("… and Mill Lane."; not "… and Tesfaye
    the women's", a clause with its verb left out)."""
    ends = [i for i in range(k + 1, len(tokens)) if tokens[i] == item[-1]]
    return bool(ends) and (ends[0] + 1 == len(tokens) or tokens[ends[0] + 1] in _BREAK)


def _shared_surname(items: list[list[str]], text: str) -> list[list[str]]:
    """Given names before one family name ("Joel and Ethan Coen", "Marie and Pierre Curie"): the family name is
    every part's, so no part is told by it; each part keeps its given name."""
    *first, last = items
    if len(last) == 2 and all(len(item) == 1 for item in first) and f"{last[0]} {last[1]}" in text:
        return [*first, last[:1]]
    return items


#: words that make two numbers a range, not a list ("between 4 and 11")
_BETWEEN = frozenset(["between", "zwischen", "entre", "между"])


def _label(word: str) -> bool:
    """Whether ``word`` labels one of several things of a kind: a number, in figures or words ("Batch 14", "Year
    seven"), or a capital letter ("Vitamin A")."""
    return word[:1].isdigit() or is_letter(word) or word.lower() in NUMBER_WORDS


def _numbered_heads(items: list[list[str]]) -> bool:
    """Whether a list is of numbers or letters after one head that the first states ("Batches 14 and 15",
    "Vitamins A and D"), not a range."""
    first, rest = items[0], items[1:]
    numbered = len(first) > 1 and _label(first[-1]) and first[-2].lower() not in _BETWEEN
    # a head, not a number said in words ("Two hundred and six" is one number)
    numbered = numbered and not (first[-1].lower() in NUMBER_WORDS and first[-2].lower() in NUMBER_WORDS)
    return numbered and all(len(item) == 1 and _label(item[0]) for item in rest)


def _qualifier(word: str, places: bool = True) -> bool:
    """Whether a capitalised word qualifies the common nouns after it: a place's adjective ("the Dutch champion"),
    a place where ``places`` ("the France captain"), a day or a month ("the Sunday service", "the May fair")."""
    place = word in demonyms() if places else word in proper_adjectives()
    return place or bool(weekdays(word)) or bool(months(word))


def _kind(item: list[str], names: set[str]) -> str:
    """A part is a name, a number or words; parts of one list are of one kind ("opens at 9 and closes at 5"
    joins clauses). A qualifier before common nouns leaves them words ("the Dutch champion", "the Sunday
    service")."""
    qualified = len(item) > 1 and all(w[:1].islower() for w in item[1:]) and _qualifier(item[0])
    if any(w in names for w in item) and not qualified:
        return "name"
    # a number in the plural is a group of people or years ("over-75s", "the 1960s"), a thing like words; so is
    # a number with letters that are no unit, ordinal or time of day ("the 10k", "a 4x4")
    named = (m := _LETTERED.fullmatch(item[0])) is not None and convertible_unit(m.group(1)) is None
    return "number" if item[0][0].isdigit() and not item[0].endswith("s") and not named else "words"


#: a number with letters after it, other than an ordinal's or a time of day's ("10k", "4x4", "3D")
_LETTERED = re.compile(r"\d+(?!(?:st|nd|rd|th|er|e|ème|am|pm|h)$)([^\W\d_]+)\d*", re.IGNORECASE)


def _span_back(tokens: list[str], end: int) -> int:
    """How many tokens the run ending at ``end`` (going left) spans, function words included."""
    i = end
    while i >= 0 and tokens[i] not in _BREAK and tokens[i].lower() not in AND:
        i -= 1
    return end - i


_NAME = r"[^\W\d_a-zà-ÿа-яё][\w'’-]*(?:\s+[^\W\d_a-zà-ÿа-яё][\w'’-]*){0,2}"
#: a route or span between two names ("from Lyon to Turin", "von Basel nach Köln", "de Lyon à Turin", "desde
#: Sevilla hasta Cádiz", "из Москвы в Казань"): both ends are parts
_FROM_TO = re.compile(
    rf"(?<!\w)(?i:from|von|de|desde|из|от)\s+({_NAME})\s+(?:to|nach|bis|à|a|hasta|в|во|до)\s+({_NAME})(?!\w)"
)


#: two names each before the same preposition, joined ("Kipchoge in the men's race and Jepchirchir in the
#: women's", "Paris in 2024 and Los Angeles in 2028"): the names are the parts
_PARALLEL = re.compile(
    rf"(?<!\w)({_NAME})\s+(in|for|at|on|from|with|im|für|bei|en|pour|à|para|por|в|на|для)\s+[^,;.!?]*?"
    rf"\s(?:and|und|et|y|и)\s+({_NAME})\s+\2(?!\w)"
)

#: two names each before the same article, the verb said after the first only ("Kiprop won the men's and Tesfaye
#: the women's", "Dupont a pris la course masculine et Martin la féminine"): the names are the parts
_GAPPED = re.compile(
    rf"(?<!\w)({_NAME})\s+(?:[a-zà-ÿß][\w'’-]*\s+){{1,3}}"
    r"(the|an?|der|die|das|den|dem|le|la|les|el|los|las|une?|eine[mn]?)\s+[^,;.!?]*?"
    rf"\s(?:and|und|et|y)\s+({_NAME})\s+\2\s"
)


#: two things each with the same preposition and a name after it ("a girl from Texas and a boy from Ohio")
_PARALLEL_OF = re.compile(
    rf"(?<!\w)(?i:an?|the)\s+([^\W\d_]+)\s+(from|of|in|at|for)\s+({_NAME})\s+and\s+(?:an?|the)\s+([^\W\d_]+)\s+\2\s+"
    rf"({_NAME})(?!\w)"
)


#: two counts each with the same preposition and a name ("Two in Norfolk and one in Suffolk"): count and name are
#: the parts
_PARALLEL_COUNTED = re.compile(
    rf"(?<!\w)([^\W_]+)\s+(in|at|from|for|of|im|aus|en|à|de|в|из)\s+({_NAME}),?\s+(?:and|und|et|y|и)\s+([^\W_]+)\s+\2\s+"
    rf"({_NAME})(?!\w)"
)


def _parallel_names(text: str) -> list[list[list[str]]]:
    """The pairs of names of :data:`_PARALLEL` and :data:`_GAPPED` in ``text``, and the things with names of
    :data:`_PARALLEL_OF` and the counts with names of :data:`_PARALLEL_COUNTED` (each its word and its name), as
    :func:`coordinations` gives its lists."""
    found = []
    for m in (*_PARALLEL.finditer(text), *_GAPPED.finditer(text)):
        first, second = m.group(1).split(), m.group(3).split()
        if all(any(w.lower() not in FUNCTION_WORDS for w in name[len(name) > 1 :]) for name in (first, second)):
            found.append([first, second])
    for m in _PARALLEL_OF.finditer(text):
        found.append([[m.group(1), *m.group(3).split()], [m.group(4), *m.group(5).split()]])
    for m in _PARALLEL_COUNTED.finditer(text):
        if number_value(m.group(1)) is not None and number_value(m.group(4)) is not None:
            found.append([[m.group(1), *m.group(3).split()], [m.group(4), *m.group(5).split()]])
    return found


def routes(text: str) -> list[tuple[list[str], list[str]]]:
    """(start, end) of each route or span between names that ``text`` states ("It runs from Lyon to Turin." →
    [(["Lyon"], ["Turin"])])."""
    return [(m.group(1).split(), m.group(2).split()) for m in _FROM_TO.finditer(text)]
