"""Roles: who does what to whom. Two sides of a relation exchanged ("Brazil beat Germany" / "Germany beat
Brazil", "A before B" / "B before A", "Die Firma hat Anna eingestellt" / "Anna hat die Firma eingestellt"), and the
converse that says the same with the opposite word ("A sold it to B" / "B bought it from A"). The ``antonyms``
check reports both; texts are read as lower-case tokens (:func:`tokens`)."""

from __future__ import annotations

import re
from collections import Counter

from answersim.metrics.blindspots.lists import coordinations
from answersim.metrics.blindspots.words import CYRILLIC, capitalises_nouns, matches, stem, unelided, words
from answersim.metrics.lexicon import (
    ARTICLES,
    CALENDAR_WORDS,
    FUNCTION_WORDS,
    NAME_TITLES,
    POSSESSIVE_DETERMINERS,
    PREPOSITIONS,
    RELATIONS,
    SYMMETRIC,
)

#: the auxiliaries of the perfect tense: in German, French and Spanish they stand where the verb would
_PERFECT = frozenset(
    ["hat", "haben", "hatte", "hatten", "habe", "has", "have", "had", "ha", "han", "había", "habían", "ont", "avait"]
)
#: words that carry no relation of their own
_AUXILIARY = FUNCTION_WORDS | _PERFECT
#: "Chile and Argentina" = "Argentina and Chile"
_CONJUNCTIONS = frozenset(["and", "or", "und", "oder", "et", "ou", "y", "o", "e", "и", "или", "&", "nor"])


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
    if not (left_to_right and right_to_left):
        return None
    # the first of each side as the reference writes it: the head of "le musée de Lyon"
    return min(left_to_right, key=r.index), min(right_to_left, key=r.index)


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
    return {unelided(w.lower()) for w in words(text)[1:] if w[:1].isupper()}


def _lower_in_german(*texts: str) -> set[str]:
    """The words that German texts write in lower case after their first word: no noun or name, so neither
    subject nor object ("sonntags" in "Die Fähre fährt sonntags." / "Sonntags fährt die Fähre.")."""
    if not capitalises_nouns(" ".join(texts)):
        return set()
    return {w for text in texts for w in words(text)[1:] if w[:1].islower()}


def _sides_exchanged(
    r: list[str], a: list[str], capitalised: set[str], not_actors: frozenset[str] | set[str] = frozenset()
) -> tuple[str, str] | None:
    """In two texts of the same words in another order, a name or content word on each side of a verb that
    changed sides (the subject and the object exchanged), or None. A word that relates both ways ("borders",
    "married"), a list in another order, a reordering that keeps every word on its side ("In 1990 he
    moved" / "He moved in 1990") and an adverb moved to the front of a German clause do not count."""
    if set(r) & _CONJUNCTIONS:
        return None  # a list in another order
    # "A borders B", "A neighbours B": a symmetric relation, unless its word is one of the sides ("A neighbour
    # alerted the family.")
    symmetric = {w for w in r if any(matches(entry, w) for entry in SYMMETRIC)}
    content = {
        w
        for w in r
        if w in a and (w not in _AUXILIARY or w in _SUBJECTS) and w not in _CONJUNCTIONS and not w.isdigit()
    }
    actors = {
        w
        for w in content - not_actors
        if not (_after_preposition(r, w) or _after_preposition(a, w) or (_oblique(r, w) and _oblique(a, w)))
    }
    # the auxiliary follows its subject's number: "Der Hund hat …" / "Die Katzen haben …"
    auxiliaries = [w for w in a if w in _PERFECT]
    for pivot in [w for w in r if r.count(w) == 1 and (w in content or w in _PERFECT)]:
        # an auxiliary between names or nouns: "Die Firma hat Anna eingestellt" / "Anna hat die Firma
        # eingestellt" (not "Gestern hat Anna …" / "Anna hat gestern …"; "is" says both ways)
        among = actors if pivot in content else actors & capitalised
        answer_pivot = pivot if pivot in a or pivot not in _PERFECT or len(auxiliaries) != 1 else auxiliaries[0]
        moved = _exchanged(r, pivot, a, answer_pivot, among=among - {pivot})
        if moved:
            return None if symmetric - set(moved) else moved

    # the subject and the object of one preposition exchanged: "Maria sent it to her brother." / "Her brother
    # sent the parcel to Maria." (not the passive: "… was sued by the company" has its own preposition)
    def before(toks: list[str], word: str) -> str | None:
        found = _preposition_before(toks, word, titles=True)
        return _CONTRACTIONS.get(found, found) if found else None  # "à son neveu" / "au boulanger"

    for pivot in [w for w in r if r.count(w) == 1 and w in content]:
        moved = _exchanged(r, pivot, a, pivot, among=content - {pivot})
        if moved:
            subject, other = moved
            preposition = before(r, other)
            swapped = preposition is not None and preposition == before(a, subject)
            if swapped and not (before(r, subject) or before(a, other)):
                return None if symmetric - set(moved) else moved
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
    return _preposition_before(toks, word) is not None


def _preposition_before(toks: list[str], word: str, titles: bool = False) -> str | None:
    """The preposition that ``word`` follows, with at most two function words (or, with ``titles``, a title:
    "from Mrs Hale") between, or None."""
    i = toks.index(word)
    for before in reversed(toks[max(0, i - 3) : i]):
        # "vom" is "von dem", which names a passive's doer as "von" does ("vom Kurort" / "von der Baufirma")
        if _CONTRACTIONS.get(before, before) in PREPOSITIONS:
            return before
        if before not in FUNCTION_WORDS and not (titles and before in NAME_TITLES):
            return None
    return None


def _one_list(text: str, first: str, second: str) -> bool:
    """Whether two words are items of one list that ``text`` joins with "and" (see ``parts.coordinations``)."""
    for items in coordinations(text):
        found = [k for k, item in enumerate(items) for w in item if unelided(w.lower()) in (first, second)]
        if len(set(found)) >= 2:
            return True
    return False


#: a preposition and an article in one word ("al ministro" is "a" + "el ministro")
_CONTRACTIONS = {"al": "a", "del": "de", "au": "à", "aux": "à", "du": "de", "zum": "zu", "zur": "zu", "vom": "von"}
#: a title that takes an ending as an object ("Herr Kuhn" / "Herrn Kuhn"): one word when roles are compared
_DECLINED_TITLES = {"herrn": "herr"}


def _bag(toks: list[str]) -> list[str]:
    """The words of a text in order of spelling, without articles, possessive determiners or the auxiliaries of
    the perfect, which follow the subject's number: two texts of the same bag say the same words ("La
    periodista entrevistó al ministro." / "El ministro entrevistó a la periodista.", "The company sued its
    former CEO." / "The former CEO sued the company.", "Napoléon a vaincu les Autrichiens." / "Les Autrichiens
    ont vaincu Napoléon.")."""
    kept = (_CONTRACTIONS.get(t, t) for t in toks)
    return sorted(w for w in kept if w not in ARTICLES and w not in POSSESSIVE_DETERMINERS and w not in _PERFECT)


#: verbs that change with their subject's number (en, fr, es, de): the same word for the exchange of subject and
#: object
_AGREEING = {
    **{x: y for one, many in (("was", "were"), ("is", "are"), ("has", "have"), ("a", "ont"), ("est", "sont"),
                              ("était", "étaient"), ("ha", "han"), ("es", "son"), ("era", "eran"), ("fue", "fueron"),
                              ("hat", "haben"), ("ist", "sind"), ("war", "waren"))
       for x, y in ((one, many), (many, one))},
}  # fmt: skip


#: French and Spanish words that change with the gender of the noun they go with ("la sœur" / "le frère", "sa
#: sœur" / "son frère"), each mapped to one form
_GENDERED = {"la": "le", "el": "le", "sa": "son", "ma": "mon", "ta": "ton", "une": "un", "una": "un", "cette": "ce",
             "cet": "ce", "esta": "este", "esa": "ese"}  # fmt: skip


def _gendered_as(a: list[str], r: list[str]) -> list[str]:
    """``a`` with an article or possessive written as ``r`` writes it where only its gender differs ("Le frère a
    donné un rein à sa sœur." / "La sœur a donné un rein à son frère."): it follows the noun exchanged."""
    return [y if x != y and _GENDERED.get(x, x) == _GENDERED.get(y, y) else x for x, y in zip(a, r)]


def _agreeing_as(a: list[str], r: list[str]) -> list[str]:
    """``a`` with a verb written as ``r`` writes it where only its number differs at the same place ("was" for
    "were"): it follows the new subject."""
    return [y if _AGREEING.get(x) == y else x for x, y in zip(a, r)]


#: English object pronouns and their subject forms: a pronoun that changes roles changes its form
_OBJECT_PRONOUNS = {"him": "he", "her": "she", "them": "they", "us": "we", "me": "i"}
_SUBJECTS = frozenset(_OBJECT_PRONOUNS.values())


def _as_subjects(toks: list[str], text: str) -> list[str]:
    """``toks`` (of ``text``) with each object pronoun in its subject form ("owes her" → "owes she", "gave them
    money" → "gave they money"); "her" only where no content word follows it ("her car" keeps "her", a
    possessive); "US" in capitals is a country."""
    country = "US" in words(text)
    return [
        _OBJECT_PRONOUNS[w]
        if w in _OBJECT_PRONOUNS
        and (w != "her" or k + 1 == len(toks) or toks[k + 1] in FUNCTION_WORDS)
        and not (w == "us" and country)
        else w
        for k, w in enumerate(toks)
    ]


#: pronouns that stand for a thing one side names ("sent it" / "sent the parcel")
_PRONOUNS = frozenset(["it", "them", "es", "ihn", "lo", "его", "её", "их"])


def _titled(toks: list[str]) -> list[str]:
    """``toks`` with a declined title read as its plain form ("Herrn" → "Herr")."""
    return [_DECLINED_TITLES.get(w, w) for w in toks]


def _inflected_alike(x: str, y: str) -> bool:
    """Whether two words are one word with other endings: five letters in common at the start (four where one
    word ends in at most two more), at most four others on each side ("rescató" / "rescataron", "avisó" /
    "avisaron": the verb follows its new subject's number)."""
    shared = next((k for k, (p, q) in enumerate(zip(x, y)) if p != q), min(len(x), len(y)))
    rests = sorted((len(x) - shared, len(y) - shared))
    return ((shared >= 5 or (shared >= 4 and rests[0] <= 2)) and rests[1] <= 4) or _preterite_pair(x, y)


def _preterite_pair(x: str, y: str) -> bool:
    """Whether two words are a Spanish preterite in the singular and the plural, however short ("pagó" /
    "pagaron", "dio" / "dieron", "vendió" / "vendieron")."""
    one, many = sorted((x, y), key=len)
    return (one.endswith("ó") and many in (one[:-1] + "aron", one[:-1] + "eron")) or (
        one.endswith("io") and many == one[:-1] + "eron"
    )


def _declined_as(a: list[str], r: list[str]) -> list[str]:
    """``a`` with each word that ``r`` lacks written as the one word of ``r`` of its stem (or inflected alike)
    that ``a`` lacks: a noun declined for its new role ("dem Neffen" / "der Neffe") or a verb conjugated for its
    new subject ("rescató" / "rescataron") reads as one word."""
    by_stem: dict[str, set[str]] = {}
    for x in r:
        if x not in a:
            by_stem.setdefault(stem(x), set()).add(x)
    if not by_stem:
        return a
    lacking = [x for forms in by_stem.values() for x in forms]
    out = []
    for w in a:
        root = stem(w) if w not in r else ""
        same = by_stem.get(root, ()) if len(root) >= 3 else ()
        if not same and root:
            same = {x for x in lacking if _inflected_alike(w, x)}
        out.append(next(iter(same)) if len(same) == 1 else w)
    return out


def _owner(word: str) -> str:
    """A possessive read as its owner ("Tom's" → "tom"): "Priya reviewed Tom's code." / "Tom reviewed Priya's
    code." exchange two words."""
    return word[:-2] if word.endswith("'s") and len(word) > 3 else word


def _nearly_one_bag(a: list[str], r: list[str]) -> bool:
    """Whether two texts say the same words (:func:`_bag`), one text at most one word more ("Pedro le enseñó a
    Lucía." / "Lucía le enseñó a nadar a Pedro.") or a pronoun where the other names the thing."""
    bag_a, bag_r = Counter(_bag(a)), Counter(_bag(r))
    only_a, only_r = bag_a - bag_r, bag_r - bag_a
    more_a, more_r = sum(only_a.values()), sum(only_r.values())
    if more_a == more_r == 1:
        return bool(_PRONOUNS & (only_a.keys() | only_r.keys()))
    return min(more_a, more_r) == 0 and max(more_a, more_r) <= 1


def _alike(a: list[str], r: list[str]) -> tuple[list[str], list[str]] | None:
    """The tokens of two texts that say the same words (:func:`_nearly_one_bag`), the longer one without a
    closing phrase that opens with a preposition if need be ("Verstappen overtook Hamilton on the last lap." /
    "Hamilton overtook Verstappen."), or None."""
    if _nearly_one_bag(a, r):
        return a, r
    longer = a if len(a) > len(r) else r
    cut = next((k for k in range(len(longer) - 1, 2, -1) if longer[k] in PREPOSITIONS), None)
    if cut is None:
        return None
    a, r = (longer[:cut], r) if longer is a else (a, longer[:cut])
    return (a, r) if _nearly_one_bag(a, r) else None


#: an English clause in the passive with its doer: "The fisherman was rescued by the swimmer." (one clause, the
#: whole text)
_PASSIVE = re.compile(
    r"^\s*(?P<patient>[^,;:.!?]+?)\s+(?:was|were|is|are|has been|have been|had been|got|gets|will be)\s+"
    r"(?P<verb>[a-z]+(?:ed|en|t|wn|ght|ung|uck|ld|id|ot|ew|ade|un|one)|made|led|met|hit|cut|put|shut|set|won|beat)"
    r"\s+by\s+(?P<agent>[^,;:.!?]+?)\s*(?P<end>[.!?]?)\s*$",
    re.IGNORECASE,
)
#: irregular past participles and their simple past ("beaten" / "beat"), so that a passive turned active reads
#: as the active text does; a regular verb ("rescued") and many irregular ones ("bought", "taught") have one form
_PAST_OF = {
    "beaten": "beat", "bitten": "bit", "broken": "broke", "chosen": "chose", "driven": "drove", "eaten": "ate",
    "forgiven": "forgave", "given": "gave", "hidden": "hid", "known": "knew", "overtaken": "overtook",
    "ridden": "rode", "seen": "saw", "shaken": "shook", "shown": "showed", "spoken": "spoke", "stolen": "stole",
    "taken": "took", "thrown": "threw", "woken": "woke", "written": "wrote", "drawn": "drew", "flown": "flew",
    "grown": "grew", "sung": "sang", "stung": "stung", "swum": "swam", "undertaken": "undertook",
    "mistaken": "mistook", "overthrown": "overthrew", "forbidden": "forbade",
}  # fmt: skip


#: what follows "by" without being a doer: how, not who ("by accident", "by hand", "by train", "by far")
_NO_DOER = frozenset([
    "accident", "mistake", "chance", "design", "default", "hand", "car", "train", "bus", "plane", "air", "sea",
    "road", "rail", "post", "mail", "email", "phone", "far", "night", "day", "force", "law", "heart", "name",
    "nature", "means", "way", "then", "now",
])  # fmt: skip


def active_voice(text: str) -> str:
    """``text`` said in the active voice where it is one English clause in the passive with its doer ("The
    fisherman was rescued by the swimmer." → "the swimmer rescued the fisherman."); otherwise as it is. Who does
    what to whom is then read from one word order in both texts."""
    m = _PASSIVE.match(text)
    if m is None or len(m.group("patient").split()) > 5 or len(m.group("agent").split()) > 5:
        return text
    if m.group("agent").split()[0].lower() in _NO_DOER:
        return text
    verb, agent, patient = m.group("verb").lower(), m.group("agent"), m.group("patient")
    if patient.split()[0].lower() in ARTICLES:  # "The fisherman" opened the text; now it follows the verb
        patient = patient[0].lower() + patient[1:]
    return f"{agent[0].upper()}{agent[1:]} {_PAST_OF.get(verb, verb)} {patient}{m.group('end')}"


def tokens(text: str) -> list[str]:
    """The lower-case words of ``text``, French elisions undone ("l'eau" → "eau")."""
    return [unelided(w.lower()) for w in words(text)]


def _cases_exchanged(a: list[str], r: list[str]) -> tuple[str, str, str, str] | None:
    """In Russian, which marks who does what by case endings, not word order: the same words (by root) where
    two of them changed their endings ("Россия победила Канаду" / "Канада победила Россию", "Анна пригласила
    Ивана" / "Иван пригласил Анну": the verb's past tense follows its new subject), as (reference's two,
    answer's two); None otherwise. A new order with the same endings ("Канаду победила Россия") says the same
    and is not read."""
    if len(r) > _SHORT or sorted(map(_root, a)) != sorted(map(_root, r)):
        return None
    changed_r = [w for w in r if w not in a and r.count(w) == 1]
    changed_a = [w for w in a if w not in r and a.count(w) == 1]
    pairs = [(x, y) for x in changed_r for y in changed_a if _root(x) == _root(y)]
    if len(pairs) != len(changed_r) or len(changed_r) != len(changed_a):
        return None
    sides = [(x, y) for x, y in pairs if _PAST_TENSE.sub("л", x) != _PAST_TENSE.sub("л", y)]
    if len(sides) > 2:  # an adjective follows its noun ("железная дорога" / "железную дорогу"): the nouns say who
        sides = [(x, y) for x, y in sides if not (_ADJECTIVE.search(x) and _ADJECTIVE.search(y))]
    if len(sides) == 1:  # "Город оштрафовал подрядчика" / "Подрядчик оштрафовал город": one side's form is both
        return _object_made_subject(a, r, *sides[0])
    if len(sides) != 2 or _root(sides[0][0]) == _root(sides[1][0]) or any(x in FUNCTION_WORDS for x, _ in sides):
        return None
    return sides[0][0], sides[1][0], sides[0][1], sides[1][1]


#: the endings of a Russian adjective, which agrees with its noun's case ("железная", "железную")
_ADJECTIVE = re.compile(r"(?:ая|яя|ую|юю|ое|ее|ый|ий|ой|ые|ие|ого|его|ому|ему|ых|их|ым|им)$")
#: the endings of a Russian noun whose nominative and accusative are one form (an inanimate masculine or a
#: neuter, a feminine in "-ь": "катер", "озеро", "дочь"), so that only the order says which is the subject
_CASE_UNMARKED = re.compile(r"(?:[бвгджзклмнпрстфхцчшщ]|ь|о)$")


def _order_exchanged(a: list[str], r: list[str], i: int, j: int, reference: str) -> bool:
    """Whether two Russian words of the same short text exchanged places, each a form that is both nominative
    and accusative, with words between them that join no list ("Катер обогнал паром." / "Паром обогнал
    катер."; not "Канаду победила Россия", whose endings say the same as "Россия победила Канаду")."""
    between = set(r[i + 1 : j])
    return (
        len(r) <= _SHORT
        and a[i] == r[j]
        and a[j] == r[i]
        and bool(between)
        and not between & _CONJUNCTIONS
        and all(len(w) > 2 and _CASE_UNMARKED.search(w) and w not in FUNCTION_WORDS for w in (r[i], r[j]))
        and not _one_list(reference, r[i], r[j])
    )


def _object_made_subject(a: list[str], r: list[str], x: str, y: str) -> tuple[str, str, str, str] | None:
    """Where one noun changed between its nominative and its animate accusative ("подрядчик" / "подрядчика") and
    the one other noun keeps a form that is both ("город"), that noun took the other role: (reference's two,
    answer's two), or None."""
    if not (_animate_object_of(x, y) or _animate_object_of(y, x)):
        return None
    others = [w for w in r if w in a and w not in FUNCTION_WORDS and not _PAST_TENSE.search(w) and len(w) > 2]
    if not others:  # a noun that ends as a past tense does ("водоканал"): the one that moved, not the verb
        others = [w for w in r if w in a and w not in FUNCTION_WORDS and len(w) > 2 and a.index(w) != r.index(w)]
    return (x, others[0], y, others[0]) if len(others) == 1 else None


#: a Russian noun's nominative endings and those of its animate accusative: "подрядчик" / "подрядчика", "учитель" /
#: "учителя", "рыбаки" / "рыбаков", "студенты" / "студентов", "учителя" / "учителей"; and a feminine noun's in
#: "-а", "-я", animate or not: "лотерея" / "лотерею", "школа" / "школу"
_NOMINATIVE_ACCUSATIVE = (("", "а"), ("", "у"), ("ь", "я"), ("й", "я"), ("и", "ов"), ("ы", "ов"), ("и", "ей"),
                          ("я", "ей"), ("и", "ев"), ("ы", "ев"), ("а", "у"), ("я", "ю"))  # fmt: skip


def _animate_object_of(subject: str, obj: str) -> bool:
    """Whether ``obj`` is the accusative of the Russian noun ``subject`` where the two differ (one stem, the
    endings above)."""
    for nominative, accusative in _NOMINATIVE_ACCUSATIVE:
        stem = subject[: len(subject) - len(nominative)] if subject.endswith(nominative) else None
        if stem is not None and len(stem) >= 3 and obj == stem + accusative:
            return True
    return False


def _past_as(a: list[str], r: list[str]) -> list[str]:
    """``a`` with a Russian verb in the past tense written as ``r`` writes it where only the gender differs and
    the masculine has no "-л" ("подвёз" / "подвезла", "нёс" / "несла"): one verb, whose subject changed."""
    plain = {w.replace("ё", "е"): w for w in r}
    out = []
    for w in a:
        v = w.replace("ё", "е")
        forms = [v + e for e in ("ла", "ло", "ли")] + ([v[:-2]] if v.endswith(("ла", "ло", "ли")) else [])
        same = [plain[x] for x in forms if x in plain and len(x) > 2]
        out.append(same[0] if w not in r and same else w)
    return out


#: the ending of a Russian verb in the past tense, which follows the subject's gender ("пригласил", "-ла")
_PAST_TENSE = re.compile(r"л(?:а|о|и)?(?:ся|сь)?$")


def _root(word: str) -> str:
    """A Russian word's stem with "ё" read as "е" and a last "й" or "е" dropped, and without the vowels that come
    and go near its end, so that the forms of one name agree ("Пётр"/"Петра", "Сергей"/"Сергея", "заяц"/"зайца",
    "отец"/"отца", "Петров"/"Петрова", "полицейские"/"полицейских")."""
    root = stem(word).replace("ё", "е")
    # a long noun declined as an adjective after "к", "г", "х" ("полицейские" / "полицейских"); not a short name
    # ("Максим")
    root = root[:-2] if len(root) >= 8 and root.endswith(("их", "им")) else root
    root = root[:-1] if len(root) > 3 and root[-1] in "йе" else root
    # the stemmer takes "-ов" of a surname for a plural ending, but not in its other cases ("Петров"/"Петрова")
    root = root[:-2] if len(root) > 4 and root.endswith(("ов", "ев")) else root
    root = root[:-2] + "".join(c for c in root[-2:] if c not in "еояйь") if len(root) > 3 else root
    return _ER_STEMS.get(root, root)


#: "мать" and "дочь" take "-ер-" in their other cases ("матери", "дочерью"): their roots as the nominative's
_ER_STEMS = {"матр": "мат", "дочр": "доч"}


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
    r, a = _subject_after_than(tokens(reference)), _subject_after_than(tokens(answer))
    if not (_relational(r, ref_word) or _relational(a, ans_word)):
        return False  # "The warranty does not cover water damage." / "Water damage is excluded from it."
    sides = {w for w in r if w not in _AUXILIARY and not w.isdigit() and not {w, w[:-1]} & CALENDAR_WORDS}
    # a person named by a pronoun is a side where one text compares with it ("… younger than her")
    sides |= {w for toks in (r, a) for k, w in enumerate(toks) if k and toks[k - 1] == "than" and w in _SUBJECTS}
    return _exchanged(r, ref_word, a, ans_word, among=sides) is not None


#: what may follow a pronoun that ends a comparison: "younger than her" is "younger than she (is)"
_AUXILIARY_VERBS = frozenset(["is", "are", "was", "were", "am", "does", "did", "do", "has", "have", "had"])


def _subject_after_than(toks: list[str]) -> list[str]:
    """``toks`` with a pronoun that ends a comparison ("… younger than her", "… than him is") in its subject form,
    the side it stands for ("She is older than her brother." / "Her brother is younger than her.": she); not a
    possessive ("than her brother")."""
    out = list(toks)
    for k in range(1, len(toks)):
        ends = k + 1 == len(toks) or toks[k + 1] in _AUXILIARY_VERBS
        if toks[k - 1] == "than" and toks[k] in _OBJECT_PRONOUNS and ends:
            out[k] = _OBJECT_PRONOUNS[toks[k]]
    return out


def _at(toks: list[str], i: int, entry: str) -> str:
    return " ".join(toks[i : i + len(entry.split())])


#: the words that open a direction's start and its end ("from the mountains to the sea", "von Berlin nach Rom")
_FROM = frozenset(["from", "von", "aus", "de", "du", "des", "desde", "из", "от", "с"])
_TO = frozenset(["to", "into", "towards", "nach", "bis", "zu", "zum", "zur", "à", "au", "aux", "vers", "a", "al",
                 "hasta", "hacia", "до", "в", "во", "к", "на"])  # fmt: skip


_ROUTE_ARTICLE = r"(?:(?:the|der|die|das|den|dem|el|la|los|las)\s+)?"
#: a way from one place to another, a few words apart ("from the suburbs into the city", "from the city out to
#: the suburbs", "desde el puerto hasta la plaza"); French "de … à" is left out ("de" is everywhere)
_ROUTE = re.compile(
    rf"(?<!\w)(?:from|von|desde|из|от)\s+{_ROUTE_ARTICLE}([^\W\d_]+)(?:\s+[^\W\d_]+){{0,3}}?"
    rf"\s+(?:to|into|towards?|nach|bis|hasta|hacia|в|во|до|к)\s+{_ROUTE_ARTICLE}([^\W\d_]+)",
    re.IGNORECASE,
)


def _route_reversed(answer: str, reference: str) -> tuple[str, str] | None:
    """(reference's start … end, the answer's) when the answer goes the reference's way back ("From the city out
    to the suburbs." for "From the suburbs into the city.")."""
    ref, ans = _ROUTE.search(reference.lower()), _ROUTE.search(answer.lower())
    if ref is None or ans is None or ref.group(1) == ref.group(2):
        return None
    if (ref.group(1), ref.group(2)) != (ans.group(2), ans.group(1)):
        return None
    return f"{ref.group(1)} … {ref.group(2)}", f"{ans.group(1)} … {ans.group(2)}"


def _from_to(toks: list[str], i: int, j: int) -> bool:
    """Whether tokens ``i`` and ``j`` are the start and the end of a direction: "from" (and an article) before
    the first, "to" among the words between."""
    before = [w for w in toks[max(0, i - 2) : i] if w not in ARTICLES]
    return bool(before) and before[-1] in _FROM and bool(_TO.intersection(toks[i + 1 : j]))


#: a comma between clauses or list items, not one that groups thousands ("£10,000")
_CLAUSE_COMMA = re.compile(r"(?<!\d),|,(?!\d)")


def reversals(
    answer: str, reference: str, a: list[str], r: list[str], shared: dict[str, tuple[list[int], list[int]]]
) -> list[tuple[str, str]]:
    """(the reference's order, the answer's) for each relation whose two sides the answer exchanged: a directed
    relation of ``shared`` (an entry of the lexicon with its positions in ``r`` and ``a``, the tokens of the
    two texts), two words exchanged, or the subject and the object of a verb in a text of the same words."""
    found: list[tuple[str, str]] = []
    back = _route_reversed(answer, reference)
    if back is not None:
        found.append(back)
    for entry, (in_r, in_a) in shared.items() if max(len(a), len(r)) <= _SHORT else ():
        # one directed relation, its two sides exchanged: "A before B" / "B before A", "A is older than B"
        i, j = in_r[0], in_a[0]
        if not (_directed(r, i, entry) and _directed(a, j, entry)) or len(in_r) + len(in_a) > 2:
            continue
        moved = _exchanged(r, _at(r, i, entry), a, _at(a, j, entry))
        if moved:
            found.append((f"{moved[0]} … {moved[1]}", f"{moved[1]} … {moved[0]}"))
    # where two texts of as many words differ: two words exchanged, or one word replaced (not in Russian, where
    # the endings say who does what and the order is free: "Канаду победила Россия" = "Россия победила Канаду")
    russian = any(CYRILLIC.search(w) for w in r)
    written = r
    if "'" in answer + reference:
        a, r = [_owner(w) for w in a], [_owner(w) for w in r]
    if not russian:  # "The tax office owes her." / "She owes the tax office."
        a, r = _as_subjects(a, answer), _as_subjects(r, reference)
    if len(a) == len(r) and not russian:
        a = _declined_as(a, r)  # "Der Hund biss den Postboten." / "Der Postbote biss den Hund."
        a = _agreeing_as(a, r)  # "The van was chasing the police." / "The police were chasing the van."
        a = _gendered_as(a, r)  # "Le frère a donné un rein à sa sœur." / "La sœur a donné un rein à son frère."
    differ = [k for k, (x, y) in enumerate(zip(a, r)) if x != y] if len(a) == len(r) else []
    exchanged_cases = _cases_exchanged(_past_as(a, r), r) if russian else None
    if exchanged_cases:  # "Россия победила Канаду." / "Канада победила Россию."
        r1, r2, a1, a2 = exchanged_cases
        found.append((f"{r1} … {r2}", f"{a1} … {a2}"))
    elif len(a) >= 3 and len(differ) == 2 and not russian:
        i, j = differ
        between = set(a[i + 1 : j])
        listed = _one_list(reference, r[i], r[j])  # "green, white and red" / "red, white and green": in any order
        # "A borders B"; not where the owners are exchanged ("The baker's son married the miller's daughter.")
        owners = len(written) == len(r) and all(written[k].endswith(("'s", "s'")) for k in differ)
        symmetric = any(matches(entry, w) for entry in SYMMETRIC for w in between) and not owners
        exchanged = a[i] == r[j] and a[j] == r[i] and not between <= _CONJUNCTIONS
        # only an auxiliary between: both must be names or nouns ("Hier hat Goethe …" / "Goethe hat hier …")
        if exchanged and between <= _AUXILIARY and not _from_to(r, i, j):
            exchanged = {r[i], r[j]} <= _capitalised(reference) | _capitalised(answer)
        if exchanged and not listed and not symmetric:  # "Brazil beat Germany" / "Germany beat Brazil"
            found.append((f"{r[i]} … {r[j]}", f"{a[i]} … {a[j]}"))
    elif russian and len(differ) == 2 and _order_exchanged(a, r, *differ, reference):
        i, j = differ  # "Катер обогнал паром." / "Паром обогнал катер.": no ending says who, so the order does
        found.append((f"{r[i]} … {r[j]}", f"{a[i]} … {a[j]}"))
    elif a != r and len(a) <= _SHORT and not _CLAUSE_COMMA.search(f"{reference} {answer}") and not russian:
        # the verb follows its new subject wherever it stands ("Les ingénieurs ont averti la compagnie des eaux." /
        # "La compagnie des eaux a averti les ingénieurs.")
        a = [y if (y := _AGREEING.get(x)) and x not in r and y in r else x for x in a]
        declined = _declined_as(_titled(a), _titled(r)) if abs(len(a) - len(r)) <= 1 else _titled(a)
        alike = _alike(declined, _titled(r))
        # "Napoleon defeated the Austrians" / "The Austrians defeated Napoleon"
        capitalised, lower = _capitalised(reference) | _capitalised(answer), _lower_in_german(reference, answer)
        moved = _sides_exchanged(alike[1], alike[0], capitalised, lower) if alike else None
        if moved:
            found.append((f"{moved[0]} … {moved[1]}", f"{moved[1]} … {moved[0]}"))
    # (not in German, whose clauses may open with the object: "Den Postboten biss der Hund.")
    if not found and not russian and max(len(a), len(r)) <= _SHORT and not capitalises_nouns(f"{answer} {reference}"):
        phrases = _phrases_exchanged(a, r)  # "A parish meeting petitioned the council." / "The council petitioned …"
        if phrases:
            found.append(phrases)
    return found


def _phrases_exchanged(a: list[str], r: list[str]) -> tuple[str, str] | None:
    """(the reference's order, the answer's) where both texts are one verb between two phrases and the answer has
    the phrases the other way round, articles aside ("A parish meeting petitioned the council." / "The council
    petitioned a parish meeting."); not around a word that relates both ways ("met", "and")."""
    for verb in (w for w in r if r.count(w) == 1 and a.count(w) == 1 and w not in FUNCTION_WORDS):
        if verb in _SAYING or any(matches(entry, verb) for entry in SYMMETRIC):
            continue  # '"The gloves are off," said Rob O'Neill.' / 'Rob O'Neill said: "The gloves are off."'
        i, j = r.index(verb), a.index(verb)
        r_left, r_right = _bare_phrase(r[:i]), _bare_phrase(r[i + 1 :])
        a_left, a_right = _bare_phrase(a[:j]), _bare_phrase(a[j + 1 :])
        if r_left and r_right and r_left != r_right and (r_left, r_right) == (a_right, a_left):
            return f"{' '.join(r_left)} … {' '.join(r_right)}", f"{' '.join(a_left)} … {' '.join(a_right)}"
    return None


#: verbs of saying, whose speaker may stand before or after what is said
_SAYING = frozenset(["said", "says", "say", "added", "asked", "replied", "wrote", "noted", "explained", "stated"])


def _bare_phrase(tokens: list[str]) -> list[str]:
    """``tokens`` without their articles ("a parish meeting" → "parish meeting")."""
    return [t for t in tokens if t not in ARTICLES]
