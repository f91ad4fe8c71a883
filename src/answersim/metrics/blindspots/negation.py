"""The ``negation`` check: a negation that bears on what both sides say, on one side only ("is safe" / "is not
safe"); the hedges it reads past ("I'm not sure") are :mod:`.hedges`'."""

from __future__ import annotations

import re
from collections.abc import Iterable

from answersim.metrics.blindspots.hedges import without_hedge_phrases
from answersim.metrics.blindspots.negation_words import (
    BARELY_REPLY,
    CEASING_WORDS,
    STOPPING_WORDS,
    negates,
    negation_count,
    negations,
    paired_once,
)
from answersim.metrics.blindspots.replies import REPLY, answered_no, opposite_replies, says_yes
from answersim.metrics.blindspots.times import months, weekdays
from answersim.metrics.blindspots.words import (
    WHY_ASKED,
    WORD,
    Flag,
    Vocabulary,
    matches,
    polar_question,
    stem,
    wordnet_opposites,
    words,
)
from answersim.metrics.lexicon import (
    CAUSE_CONJUNCTIONS,
    CAUSES,
    FUNCTION_WORDS,
    LOSE_VERBS,
    LOSSES,
    NEEDS,
    NEGATED_PERMISSIONS,
    NEGATING_PREFIXES,
    NEGATIONS,
    PERMISSIONS,
    PRIVATIVES,
    PROHIBITIONS,
    QUESTION_WORDS,
    STOPPED,
)

#: "not only … but also" adds, it does not negate; "no more than 4 g" bounds an amount ("at most"), "тем не
#: менее", "no obstante" and "sin embargo" say "nevertheless", French "ne … que" restricts ("ne se vend
#: que sur ordonnance": only on prescription), and "not … until" dates
_NOT_ONLY = re.compile(
    r"(?<!\w)(?:not only|not just|nicht nur|non seulement|pas seulement|no solo|no sólo|не только"
    r"|(?:no|not) (?:later|earlier|longer) than|nicht (?:mehr|weniger|später|länger) als"
    # "no more than" bounds an amount ("no more than 4 g", "no more than a week"); before anything else it compares
    # ("They cost no more than diesel ones." says they do not cost more)
    r"|(?:no|not) (?:more|less|fewer) than(?=\s+(?:[£$€\d]|an?\s|half|about|around|roughly|some|a\s+few"
    r"|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty"
    r"|seventy|eighty|ninety|hundred|thousand|million|billion|once|twice)\b))"
    # a limit said as what not to do beyond it ("Adults shouldn't take more than four grams.", "must not exceed")
    r"|(?:shouldn't|should not|mustn't|must not|can't|cannot|don't|do not|may not) (?:\w+ )?(?:more|longer|later) than"
    r"|(?:should|must|may|do) not exceed|(?:shouldn't|mustn't|don't) exceed"
    r"|pas plus de|pas moins de|no más de|no menos de|не более|не менее|не позднее|не позже|не больше|не меньше"
    r"|тем не менее|no obstante|sin embargo|nonetheless|nevertheless"
    # what a figure leaves out, not a negation of it: "80,000 books, not counting the archive"
    r"|not counting|not including|nicht mitgerechnet|sans compter|sin contar|не считая"
    # "only", said with a negation: "the till and nothing else", "nothing but", "und sonst nichts"
    r"|(?:and|but) (?:nothing|no one|nobody) else|nothing but|und sonst nichts|et rien d'autre|y nada más"
    r"|и больше ничего"
    # a choice left to someone ("whether or not to wear one", "… or not.", "ob … oder nicht", "ou non", "или нет")
    r"|whether or not|(?:or not|oder nicht|ou non|ou pas|o no|или нет)(?=\s*(?:[.,;!?]|$)))"
    r"(?!\w)"
    # "ne"/"n'" with "que" at most three words on, and no "pas", "jamais" … before it; "plus" right before "que"
    # restricts too ("Il n'avait plus que quatre élèves.": only four left)
    r"|(?<!\w)n(?:e\b|')(?=(?:\s*\w+){0,3}?\s*qu(?:e\b|'))"
    r"(?!(?:\s*\w+){0,3}?\s*(?:(?:pas|jamais|rien|aucune?)\b|plus\b(?!\s*qu(?:e\b|'))))"
    # "not … until" says when, not whether ("a paint not available until decades later", "no llegó hasta las diez")
    r"|(?:(?<!\w)not|n't|(?<!\w)no)(?=(?:\s+\w+){0,3}\s+(?:until|till|hasta)\b)"
)


#: what would happen otherwise, opening a clause, to the end of its sentence: a negation there says nothing of the
#: answer ("At the metro car park, otherwise the ride won't end."; not "Sie können sonst nicht viel tun")
_OTHERWISE = re.compile(
    r"(?:^|(?<=[,;:.!?–—-])\s*)(?:otherwise|or else|sonst|andernfalls|ansonsten|sinon|autrement(?! dit)|de lo contrario"
    r"|de otro modo|si no,|иначе(?! говоря)|а то|в противном случае)(?!\w)[^.;!?]*"
)


#: "without paying" and "costs nothing" in five languages: free of charge, no negation of what was asked
#: ("entrent sans payer"), and no lack that would agree with a negation on the other side ("Bicycles are carried
#: free of charge." / "Bicycles are not carried.")
WITHOUT_PAYING = re.compile(
    r"\b(?:without paying|free of (?:charge|cost)|at no (?:extra |additional )?(?:cost|charge)|costs? nothing"
    r"|(?:there is |there's )?no (?:entry |entrance |admission |extra |additional )?(?:charge|fee)s?|nothing to pay"
    r"|pay nothing|(?:don't|do not|doesn't|does not) (?:have to |need to )?pay(?: anything)?"
    r"|sans payer|ne co[uû]te rien|rien à payer|ohne (?:zu )?(?:be)?zahlen|kostet nichts|nichts (?:zu )?(?:be)?zahlen"
    r"|sin pagar|no cuesta nada|no hay que pagar(?: nada)?)\b"
    r"|(?<!\w)(?:без оплаты|ничего не стоит|платить ничего не нужно|ничего не нужно платить|не нужно платить)(?!\w)"
)


def _without_hedges(text: str) -> str:
    """``text`` lower-cased, its punctuation kept, without hedges, "not only", what happens otherwise and
    "without paying" (free)."""
    low = WITHOUT_PAYING.sub("free", " ".join(text.lower().replace("’", "'").split()))
    return _OTHERWISE.sub(" ", _NOT_ONLY.sub(" ", without_hedge_phrases(low)))


#: how many words after a negation it may bear on, within its clause
NEGATION_SCOPE = 6
#: a text longer than this (in words) counts only the negations that bear on words of the other side
LONG_TEXT = 12


#: function words of one language that are content words of another ("die": German "the", English "to die")
_ALSO_CONTENT = frozenset(["die", "war", "will"])


def _relevant_negations(
    text: str,
    other: Vocabulary,
    long: bool,
    bare: bool = False,
    asked: Vocabulary | None = None,
    replied: bool = False,
    polar: Vocabulary | None = None,
) -> list[str]:
    """The negation words of ``text`` that bear on the other side (hedges left out). In a ``long`` text (an
    LLM reply) a word of the other side must follow the negation in its clause ("… is not safe"), or, at the
    end of a clause, precede it ("Das stimmt nicht"), so "no mammal produces it" beside the right answer is
    no contradiction; in a short one any negation counts but one about another name or number ("It is
    Paris, not Lyon"). A leading "No," always counts; "No 1" is a rank, not a negation. Beside a ``bare``
    other side (a few words, no sentence), a clause of its own is apart too ("The missing ingredient was yeast,
    which is why the dough never rose." for "Yeast"). Where a "why" question is ``asked``, a negation whose
    words are neither the question's nor the other side's belongs to the reason told another way ("The main
    actor couldn't speak, so there was no afternoon show." for "The lead actor lost his voice."). A "without"
    whose words the other side never says is a detail it omits, unless a side ``replied`` yes or no (then "without a
    scratch" says no) or it is without what a yes/no question asks with (the ``polar`` question's words)."""
    clean = _without_hedges(text)
    tokens = list(WORD.finditer(clean))
    words_read = [t.group() for t in tokens]
    out = []
    barely_reply = BARELY_REPLY.match(clean) is not None  # "Barely — …": a whole reply, a no
    for i, m in enumerate(tokens):
        word = m.group()
        nxt = tokens[i + 1].group() if i + 1 < len(tokens) else ""
        barely = i == 0 and barely_reply
        if not barely and not negates(words_read, i):
            continue
        if word == "no" and nxt[:1].isdigit():
            continue
        if i == 0 and (barely or _POLAR_NO.match(clean)):
            out.append(word)
            continue
        after = _clause(clean, tokens, i, 1)
        scope = after or _clause(clean, tokens, i, -1)
        if word.startswith("n'") and len(word) > 2:
            scope.append(word[2:])  # "n'ouvre"
        content = [w for w in scope if w not in NEGATIONS and (w not in FUNCTION_WORDS or w in _ALSO_CONTENT)]
        # "It is Paris, not Lyon": a name or number right after the negation; one closing its clause negates the
        # verb ("Sonntags fährt die Fähre nicht.")
        about_another = bool(after and content) and (content[0][:1].isdigit() or content[0].capitalize() in text)
        # German "keine Toiletten": "kein" negates a noun, capitalised like every German noun, never a name
        about_another = about_another and not word.lower().startswith("kein")
        if word in _WITHOUT and not replied and _needed(other.lower) and _needed(t.group() for t in tokens):
            continue  # "built without the approval it required" for "it needed permission": both say a lack
        # a Russian "to be" is no word of what is said ("ничего не было видно" beside "Был сильный туман.")
        if any(other.names(w) or _inflection_said(w, other) for w in content if w not in _BEING):
            out.append(word)
            continue
        # about something else: none of its words is the question's or the other side's (in Russian, what does not
        # exist comes before it: "дождя не было")
        near = content + (_clause(clean, tokens, i, -1) if set(content) <= _BEING else [])
        said = [w for w in near if w not in _BEING]
        elsewhere = asked is not None and bool(content) and not any(asked.names(w) or other.names(w) for w in said)
        # "without" and what it leaves out, which the other side never mentions, is a detail the other side omits
        # ("Forty-five minutes without an interval" / "three quarters of an hour"), not a polarity it reverses;
        # beside a "without" of the other side, the two are compared as they are ("without help" / "without you")
        detail = word in _WITHOUT and bool(after and content) and not (replied or other.lower & _WITHOUT)
        # but not what a yes/no question asks ("They run through Ely without stopping." to "Do they stop at Ely?")
        detail = detail and not (polar is not None and any(polar.names(w) for w in content))
        elsewhere = elsewhere or detail
        if not long and not about_another and not elsewhere and not _beside(clean, m.start(), other, clauses=bare):
            out.append(word)  # a short text: any negation counts, unless it is about another name or number,
            # or stands in a sentence apart from the one that gives the answer
    return out


#: English verb endings, read off to find one verb in two forms ("without cracking" / "it cracked")
_VERB_ENDINGS = ("ing", "ed")


def _verb_base(word: str) -> str:
    """``word`` without an English verb ending, where four letters are left ("cracking", "cracked": "crack")."""
    return next((word[: -len(e)] for e in _VERB_ENDINGS if word.endswith(e) and len(word) - len(e) >= 4), word)


def _inflection_said(word: str, other: Vocabulary) -> bool:
    """Whether ``other`` says ``word``'s verb in another form with an ending ("cracked" for "cracking")."""
    base = _verb_base(word)
    return base != word and any(_verb_base(w) == base for w in other.lower if w != word)


def _needed(words_: Iterable[str]) -> bool:
    """Whether any of the lower-case words says that a thing was needed or lacking (:data:`NEEDS`)."""
    return any(matches(e, w) for w in words_ for e in NEEDS)


def _beside(clean: str, at: int, other: Vocabulary, clauses: bool = False) -> bool:
    """Whether the negation at ``at`` stands in a sentence of its own (after ";", "." …; with ``clauses``, a
    clause after a comma too) that says no word of the other side while another sentence of the text does ("Для
    регистрации потребуется паспорт; копии других документов не нужны." for "Паспорт"): it says something
    besides the answer."""
    sentences = [(m.start(), m.end()) for m in re.finditer(r"[^.;!?,]+" if clauses else r"[^.;!?]+", clean)]
    if len(sentences) < 2:
        return False
    own = next((s for s in sentences if s[0] <= at < s[1]), None)
    said = [any(other.names(w) for w in WORD.findall(clean[a:b])) for a, b in sentences]
    return own is not None and not said[sentences.index(own)] and any(said)


#: words that open a reason or a time, which ends the clause a negation bears on ("stopped driving because dust …",
#: "stopped baking after its starter died")
_CLAUSE_OPENERS = frozenset(["because", "weil", "porque", "parce", "потому", "after", "when", "once", "nachdem"])


def _clause(clean: str, tokens: list[re.Match[str]], i: int, step: int) -> list[str]:
    """Up to :data:`NEGATION_SCOPE` words after (``step`` 1) or 3 before (-1) token ``i``, within its clause (a
    reason or a time that follows is a clause of its own: "stopped baking after its starter died")."""
    out: list[str] = []
    j = i + step
    limit = NEGATION_SCOPE if step > 0 else 3
    while 0 <= j < len(tokens) and len(out) < limit:
        lo, hi = (tokens[j - 1].end(), tokens[j].start()) if step > 0 else (tokens[j].end(), tokens[j + 1].start())
        if re.search(r"[.,;:!?()]", clean[lo:hi]) or (step > 0 and tokens[j].group() in _CLAUSE_OPENERS):
            break
        out.append(tokens[j].group())
        j += step
    return out


_POLAR_NO = re.compile(r"\s*(no|nein|non|нет)\s*[,.!;:—-]", re.IGNORECASE)


def _after_polar(text: str, found: list[str]) -> list[str]:
    """The negations of ``text`` without a leading "No," (a reply to a yes/no question, not a negation of
    what follows)."""
    return found[1:] if found and _POLAR_NO.match(text) else found


def _negation_kind(word: str) -> str:
    """One name for negations that say the same ("not", "n't", "no", "cannot", "non" → "not")."""
    low = word.lower()
    plain = low in ("not", "no", "cannot", "nicht", "kein", "ne", "pas", "non", "не", "нет")
    return "not" if plain or "n't" in low or low.startswith("n'") else low


def _prohibits(text: str, found: list[str]) -> bool:
    """Whether every negation ``found`` in ``text`` negates a permission: "cannot", "may not", "darf … nicht",
    "ne peut pas", "no se puede", "нельзя" (the modal at most two words before or after), or a sign's "no …ing"
    ("no diving")."""
    toks = [w.lower() for w in words(text)]
    negated = 0
    for i, w in enumerate(toks):
        near = toks[max(0, i - 2) : i] + toks[i + 1 : i + 3]
        if w in NEGATED_PERMISSIONS or (w in NEGATIONS and PERMISSIONS.intersection(near)):
            negated += 1
        elif w == "no" and i + 1 < len(toks) and toks[i + 1].endswith("ing") and len(toks[i + 1]) > 5:
            negated += 1  # a sign's "no diving", "no smoking"
    return bool(found) and negated >= len(found)


def _prohibition(text: str) -> bool:
    """Whether ``text`` says a prohibition in one word ("prohibited", "verboten", "interdit", "запрещено")."""
    return any(matches(entry, w.lower()) for w in words(text) for entry in PROHIBITIONS)


#: a word or phrase that opens a reason ("because", "wegen", "из-за")
_CAUSE = re.compile(rf"(?<!\w)(?:{'|'.join(re.escape(c) for c in CAUSES)})(?!\w)", re.IGNORECASE)


#: Russian "was"/"is" ("дождя не было" negates the word before it) and Spanish "there is"/"there was" ("No
#: había viento." / "Había una calma total."): no word of what is said
_BEING = frozenset(["было", "был", "была", "были", "будет", "есть", "hay", "había", "hubo", "habrá", "habría"])


#: a reason given after a clause ("…, because …")
_BECAUSE = re.compile(rf"(?<!\w)(?:{'|'.join(re.escape(c) for c in CAUSE_CONJUNCTIONS)})(?!\w)", re.IGNORECASE)


def _reason(text: str, other: str, why: bool = False) -> str:
    """``text`` from its reason on where ``other`` is a reason alone ("Из-за дождя."), or, asked ``why``, where
    ``other`` gives none: a "why" answer restates its question or what followed before the reason ("Матч не
    состоялся, потому что шёл дождь.", "The chair couldn't fly in because her flight was called off."), and a
    negation there is no contradiction of the reason."""
    if _CAUSE.match(other.strip()):
        m = _CAUSE.search(text)
    elif why and not _CAUSE.search(other):
        m = _BECAUSE.search(text)
    else:
        return text
    return text[m.start() :] if m and m.start() > 0 else text


#: any word of :data:`PRIVATIVES` (one pass over a text; most texts have none)
_PRIVATIVE = re.compile(
    r"(?<!\w)(?:"
    + "|".join(re.escape(e.rstrip("*")) + (r"\w*" if e.endswith("*") else "") for e in PRIVATIVES)
    + r")(?!\w)",
    re.IGNORECASE,
)


_LOSE_WORDS = frozenset(LOSE_VERBS)
_LOSSES = frozenset(LOSSES)
_STOPPED = frozenset(STOPPED)


def _ceasing_only(found: list[str]) -> bool:
    """Whether every negation ``found`` is a word of ceasing ("stopped", "quit", "aufgehört")."""
    return bool(found) and all(w.lower() in STOPPING_WORDS for w in found)


#: a word made free of something: "step-free", "sugar-free", "barrierefrei", "schmerzfrei"
_FREE_OF = re.compile(r"(?<!\w)(?:\w+-free|\w{3,}frei(?:e[nmrs]?)?)(?!\w)", re.IGNORECASE)


def _free_of_said(text: str, other: str, other_negations: list[str]) -> str:
    """What ``text`` is made free of ("lead" of "lead-free", "Blei" of "bleifrei") where ``other`` says that word
    with no negation, absence or prohibition ("It contains lead."); else ""."""
    if other_negations or _privatives(other) or _prohibition(other):
        return ""
    said = Vocabulary(words(_FREE_OF.sub(" ", other)))
    low = WITHOUT_PAYING.sub("free", text.lower())
    for m in _FREE_OF.finditer(low):
        freed = re.sub(r"-free$|frei(?:e[nmrs]?)?$", "", m.group().lower())
        if len(freed) >= 3 and said.has(freed):
            return freed
    # in two words ("It was free of disease." / "It was affected by disease.")
    for m in _FREE_OF_WORDS.finditer(low):  # "clear of ice" / "iced over": a word made from it
        if len(m.group(1)) >= 3 and (said.has(m.group(1)) or any(w.startswith(m.group(1)) for w in said.long)):
            return m.group(1)
    return ""


#: a thing said to be rid of what follows ("free of disease", "clear of ice", "devoid of meaning")
_FREE_OF_WORDS = re.compile(r"(?<!\w)(?:free|clear|devoid)\s+of\s+(?:any\s+)?([^\W\d_]+)")


def _privatives(text: str) -> set[str]:
    """The entries of :data:`PRIVATIVES` that ``text`` says an absence with ("lack", "Mangel", "нехватка"), and
    "-free" for a word made free of something ("step-free access" / "without stairs")."""
    text = WITHOUT_PAYING.sub("free", text.lower())  # "free of charge" is a price, no absence
    found = {
        "lose" if entry in _LOSSES else entry
        for w in _PRIVATIVE.findall(text)
        for entry in PRIVATIVES
        if matches(entry, w.lower())
    }
    return found | {"-free"} if _FREE_OF.search(text) else found


#: where a clause ends, for the lack a long reply says in one of them
_CLAUSE_END = re.compile(r"[.;:!?,]|\s(?:and|but|und|aber|et|mais|y|pero|и|но)\s", re.IGNORECASE)


def _lack_bears(text: str, entry: str, said: Vocabulary) -> bool:
    """Whether a clause of ``text`` says the lack ``entry`` of :func:`_privatives` beside a content word of
    ``said`` (the other side's or the question's): "She fell twenty minutes short of the record." does,
    "… and hundreds of flights were grounded" for "Did the strike go ahead?" does not."""
    return any(
        entry in _privatives(clause) and any(said.names(w) for w in words(clause) if w.lower() not in FUNCTION_WORDS)
        for clause in _CLAUSE_END.split(text)
    )


def _negates_verb_of(text: str, other: str) -> bool:
    """Whether a negation of ``text`` bears on the next word but one at most, and that word is the verb of an
    absence in two words that ``other`` says ("hardly sold" / "sold out", "never ran" / "ran out")."""
    verbs = {stem(m.group().split()[0]) for m in _PRIVATIVE.finditer(other.lower()) if " " in m.group()}
    if not verbs:
        return False
    tokens = [t.group() for t in WORD.finditer(_without_hedges(text))]
    return any(negates(tokens, i) and any(stem(w) in verbs for w in tokens[i + 1 : i + 3]) for i in range(len(tokens)))


def _negated_lack(text: str) -> bool:
    """Whether every negation of ``text`` bears on a lack it says, within two words before or after it
    ("Il ne manque presque aucun os.", "The hut did not lack food.", "Es fehlt nichts."): the two cancel out,
    and what is left says all is there."""
    low = _without_hedges(text)
    lacks = {m.start() for m in _PRIVATIVE.finditer(low)} | {m.start() for m in _FREE_OF.finditer(low)}
    if not lacks:
        return False
    tokens = list(WORD.finditer(low))
    at = [i for i, t in enumerate(tokens) if t.start() in lacks]
    read = [t.group() for t in tokens]
    negating = [i for i in range(len(read)) if negates(read, i)]
    return bool(negating) and all(any(0 < p - n <= 2 or 0 < n - p <= 2 for p in at) for n in negating)


#: a reference of at most this many words, without a sentence's end, is a bare answer ("Yeast", "Die Tomate")
_BARE = 3


def _bare_yes(text: str) -> bool:
    """Whether ``text`` is a yes and nothing else ("Yes.", "Ja", "Да!")."""
    reply = REPLY.match(text)
    return bool(reply and reply.group("yes")) and not text[reply.end() :].strip(" .!")


def _bare(text: str) -> bool:
    """Whether ``text`` is a bare answer: a few words, no full stop or clause."""
    return len(words(text)) <= _BARE and not re.search(r"[.;!?,]\s*\S", text.strip())


def _prefixed(text: str, other: list[str]) -> bool:
    """Whether ``text`` negates a word of ``other`` by a prefix and a short ending ("unreadable" for "read",
    "inactive" for "active", "unpaid" for "paid"), or by "-less" ("windless" for "wind"): an absence said in one
    word."""
    said = {w.lower() for w in other if w.lower() not in FUNCTION_WORDS}
    roots = {root for root in (stem(w) for w in said) if len(root) >= 4}
    for w in words(text):
        low = w.lower()
        if low.startswith(("un", "non")) and len(low) >= 5 and low.removeprefix("non").removeprefix("un") in said:
            return True  # a short word as written ("unfed" / "nobody fed it")
        if low.endswith("less") and low.removesuffix("less") in said | roots and len(low) >= 7:
            return True  # or a suffix ("windless" / "hardly any wind")
        for prefix, shortest in NEGATING_PREFIXES:
            rest = low[len(prefix) :]
            if not low.startswith(prefix) or len(rest) < shortest:
                continue
            if any(rest.startswith(root) and len(rest) - len(root) <= 4 for root in roots):
                return True
    return False


#: the prefixes that negate an English adjective or participle ("unaffected", "inactive", "non-toxic")
_NEGATING_STARTS = ("un", "in", "im", "non-", "non", "dis")


def _unprefixed(text: str, question: str | None) -> bool:
    """Whether ``text`` says a word that WordNet opposes to itself without a negating prefix ("unaffected" /
    "affected", "inactive" / "active"), one the ``question`` does not ask with: a no said in one word."""
    opposites, asked = wordnet_opposites(), {w.lower() for w in words(question or "")}
    return any(
        low[len(p) :] in opposites.get(low, ())
        for low in (w.lower() for w in words(text))
        if low not in asked
        for p in _NEGATING_STARTS
        if low.startswith(p)
    )


#: what a negation beside it makes "cannot be done" (English): "nobody could see it" says what "invisible" says
_MODALS = frozenset(["can", "could", "cannot", "can't", "couldn't", "able"])


#: the English prefixes that make "cannot be done" of a word in "-able"/"-ible" ("unbreakable", "invisible")
_CANNOT_PREFIXES = ("un", "in", "im", "il", "ir")
#: words of that shape that say something else ("invaluable" is very valuable, "inflammable" flammable)
_NOT_CANNOT = frozenset(["invaluable", "inflammable", "inflatable", "unable", "incapable", "inevitable"])


def _cannot_be_done(text: str) -> bool:
    """Whether ``text`` says in one English word that something cannot be done: "un-", "in-", "im-", "il-" or
    "ir-" before a word in "-able"/"-ible" ("invisible", "inaudible", "impassable", "unbreakable"); not
    "disposable", whose "dis" is no negation, nor "unable", a negation of its own."""
    return any(
        low.endswith(("able", "ible"))
        and low not in _NOT_CANNOT
        and any(low.startswith(p) and len(low) - len(p) >= 6 for p in _CANNOT_PREFIXES)
        for low in (w.lower() for w in words(text))
    )


#: the negations that say "without": in a question, they ask about a way, not a polarity
_WITHOUT = frozenset(["without", "ohne", "sans", "sin", "без"])


def _flipped_beside_without(answer: str, reference: str, question: str) -> str:
    """Where the question's only negation is a "without" ("Was it visible without a telescope?") or a ceasing
    ("Has it stopped shrinking?"), a negation of what the other side says, on one side only ("It wasn't visible
    without a telescope." / "Yes, it was visible to the naked eye."), as the flag's message; "" otherwise."""
    asked = {w.lower() for w in negations(question)}
    if not asked <= _WITHOUT | CEASING_WORDS or WHY_ASKED.match(question):
        return ""  # "Why did the centre stop taking hedgehogs?": the ceasing is given, the reason may negate
    if asked - _WITHOUT and any(REPLY.fullmatch(text.strip()) for text in (answer, reference)):
        return ""  # "No." to "Has it stopped shrinking?" says "It is still shrinking."
    a_words, r_words = words(answer), words(reference)
    ans = [w for w in _relevant_negations(answer, Vocabulary(r_words), True) if w not in _WITHOUT]
    ref = [w for w in _relevant_negations(reference, Vocabulary(a_words), True) if w not in _WITHOUT]
    if bool(ans) == bool(ref):
        return ""
    return f"negation only in the {'answer' if ans else 'reference'}: {', '.join(ans or ref)}"


def _no_restated(text: str, other: str) -> str:
    """``text`` without its opening "No, …" where what follows negates nothing and ``other`` (no reply, no
    negation) says each of its words ("No, it was healthy." for "Did the vet find anything wrong?" / "The calf was in
    perfect health."): the no answered the question, and the other side answers it by saying the same."""
    reply = REPLY.match(text)
    if not reply or not reply.group("no") or REPLY.match(other) or negation_count(other):
        return text
    rest = text[reply.end() :]
    if reply.group().endswith("-") and rest[:1].isalpha():
        return text  # "non-violent" is one word
    said = Vocabulary(words(other))
    content = [w for w in words(rest) if w.lower() not in FUNCTION_WORDS and len(w) > 2]
    if not content or negation_count(rest):
        return text
    # or a longer rest says each of the other's words ("No — after the recount the original result stood …" /
    # "The result stood.")
    # "No, just the railing was bent." / "Only the railing.": a restriction opening the other side is a no too
    restricted = _RESTRICTION.match(other) is not None
    other_content = [w for w in words(other) if w.lower() not in FUNCTION_WORDS | _RESTRICTING and len(w) > 2]
    rest_words = Vocabulary(words(rest))
    restates = len(other_content) >= (1 if restricted else 2) and all(rest_words.names(w) for w in other_content)
    return rest if restates or all(said.names(w) for w in content) else text


#: words that open a restricted answer ("Only the railing.", "Nur das Geländer.", "Seulement la rambarde.")
_RESTRICTING = frozenset(["only", "just", "merely", "nur", "lediglich", "seulement", "solo", "sólo", "только"])
_RESTRICTION = re.compile(rf"\s*(?:{'|'.join(_RESTRICTING)})(?!\w)", re.IGNORECASE)


def _asked_words(question: str) -> list[str]:
    """The words of a question but its question words ("¿Por qué …?": "qué" is no word of the answer's)."""
    return [w for w in words(question) if w.lower() not in QUESTION_WORDS]


#: a question about what was lacking, missing or missed ("What had the seedlings lacked?", "How many bins were missed?")
_LACK_ASKED = re.compile(
    r"\s*(?:what|which|how many|how much)\b.*\b(?:lack(?:s|ed|ing)?|missing|missed|short of"
    r"|(?:go|went|gone|going) without)\b",
    re.I,
)


#: a deadline a yes/no question asks about ("Were the lifts running by noon?", "… before the weekend?")
_DEADLINE = re.compile(r"\b(?:by|before|bis|avant|antes de)\s+(?:the\s+)?([^\W_]+)", re.IGNORECASE)
_DEADLINE_WORDS = frozenset([
    "noon", "midday", "midnight", "then", "now", "tonight", "tomorrow", "end", "start", "morning", "afternoon",
    "evening", "weekend", "deadline", "dawn", "dusk", "lunchtime", "kickoff", "close", "mittag", "mitternacht", "midi",
    "minuit", "mediodía", "medianoche",
])  # fmt: skip
#: a time a yes/no question asks about without "by" ("that day", "on time", "today", "am selben Tag", "le jour même")
_SAME_DAY = re.compile(
    r"\b(?:(?:that|the same) (?:day|night|evening|morning|afternoon|week)|on time|in time|today|tonight|yesterday"
    r"|this (?:year|month|week|spring|summer|autumn|winter|season)|dieses jahr|cette année|este año|в этом году"
    r"|am selben tag|am gleichen tag|heute|rechtzeitig|le jour même|ce jour-là|à temps|aujourd'hui|ese día"
    r"|el mismo día|a tiempo|hoy)\b",
    re.IGNORECASE,
)
#: "until" after a negation ("weren't running again until the next day", "no llegó hasta las diez")
_UNTIL = re.compile(r"(?<!\w)(?:until|till|hasta)(?!\w)", re.IGNORECASE)


#: a negation of anything before ("No penguin had hatched there before.", "never before", "noch nie zuvor",
#: "jamais auparavant", "nunca antes", "никогда раньше")
_NONE_BEFORE = re.compile(
    r"(?<!\w)(?:never|nie|jamais|nunca|никогда)\s+(?:ever\s+|zuvor|vorher|auparavant|antes|раньше|прежде|before)"
    r"|(?<!\w)(?:no|never|nobody|none|nothing|nie|niemand|kein\w*|jamais|personne|nunca|nadie|никогда|никто)(?!\w)"
    r"[^.;!?]*?(?<!\w)(?:before|previously|until then|zuvor|vorher|auparavant|antes|раньше|прежде)\s*(?:[.;!?,]|$)",
    re.IGNORECASE,
)
#: "first" in five languages ("the first born there", "die erste", "le premier", "el primer", "первый")
_FIRST = re.compile(r"(?<!\w)(?:first|erste[nmrs]?|premi(?:er|ère)s?|primer[oa]?s?|перв\w+)(?!\w)", re.IGNORECASE)


def _first_said(text: str, other: str) -> bool:
    """Whether ``text`` says that nothing of the kind happened before, where ``other`` says it was the first (and
    ``text`` does not speak of a first itself: "It was not the first." still negates)."""
    return bool(_NONE_BEFORE.search(text) and _FIRST.search(other) and not _FIRST.search(text))


#: none more so ("no older example", "nothing bigger", "none more famous") and the most so ("the oldest")
_NONE_MORE = re.compile(
    r"(?<!\w)(?:no|nothing|none|no one|nobody)\s+(?:(more)\s+([^\W\d_]+)|([^\W\d_]{2,})er)(?!\w)", re.I
)


def _superlative_said(text: str, other: str) -> bool:
    """Whether ``text`` says that none is more so ("No older example of its type survives.") where ``other`` says
    it is the most so ("It is the oldest of its kind."), neither negating anything else."""
    low = other.lower()
    for m in _NONE_MORE.finditer(text):
        most = f"most {m.group(2).lower()}" if m.group(1) else None
        stem = (m.group(3) or "").lower()
        if (most and most in low) or (stem and re.search(rf"(?<!\w){re.escape(stem)}i?est(?!\w)", low)):
            return not negations(other) and len(negations(text)) == 1
    return False


#: none of a thing left ("not a single ticket was left", "no seats remained") and all of it gone ("every ticket was
#: sold", "all the seats were taken", "sold out")
_NONE_LEFT = re.compile(
    r"(?:(?<!\w)(?:no|not a single|not one|none)|n't (?:a single|one|any))(?!\w)[^.;!?]*?(?<!\w)"
    r"(?:left|remaining|remained|to spare|unsold)(?!\w)",
    re.IGNORECASE,
)
_ALL_GONE = re.compile(
    r"(?<!\w)(?:every|all|each)(?!\w)[^.;!?]*?(?<!\w)(?:sold|gone|went|taken|booked|used|snapped up|filled)(?!\w)"
    r"|(?<!\w)(?:sold out|fully booked|booked up)(?!\w)",
    re.IGNORECASE,
)


#: some of a thing left, said without a negation ("Plenty of tickets were left.")
_SOME_LEFT = re.compile(
    r"(?<!\w)(?:plenty|some|many|lots|a few|several|dozens|hundreds|thousands)(?!\w)[^.;!?]*?(?<!\w)"
    r"(?:left|remaining|remained|unsold|to spare|still available)(?!\w)",
    re.IGNORECASE,
)


def _some_left_of_all_gone(answer: str, reference: str) -> bool:
    """Whether one side says some of a thing was left and the other that all of it went ("Plenty of tickets were
    left." / "Every ticket went."), neither with a negation."""
    return any(
        _SOME_LEFT.search(text) and _ALL_GONE.search(other) and not (negations(text) or negations(other))
        for text, other in ((answer, reference), (reference, answer))
    )


def _none_left(text: str, other: str) -> bool:
    """Whether ``text`` says none of a thing was left ("Not a single ticket was left.") where ``other`` says, without a
    negation, that all of it went ("Every ticket was sold.")."""
    return bool(_NONE_LEFT.search(text) and _ALL_GONE.search(other))


def _deadline_asked(question: str | None) -> bool:
    """Whether ``question`` asks yes or no about a deadline ("Were the lifts running by noon?"): then "not …
    until" later says no, not merely when."""
    if not question or not polar_question(question):
        return False
    if _SAME_DAY.search(question):  # "Was the match finished that day?"
        return True
    return any(
        word.isdigit() or word.lower() in _DEADLINE_WORDS or weekdays(word) or months(word)
        for word in (m.group(1) for m in _DEADLINE.finditer(question))
    )


def check_negation(answer: str, reference: str, question: str | None = None) -> Flag:
    """Flag a negation present on one side only ("is safe" / "is not safe") or opposite replies ("Yes, …" /
    "No, …"); the negations of a hedge ("I'm not sure") are the hedge check's business, and a negative question
    ("Is it sold without a prescription?") leaves the polarity of the rest to the reader."""
    if _deadline_asked(question):  # "not … until the next day" misses "by noon": read as "not … before"
        answer, reference = _UNTIL.sub("before", answer), _UNTIL.sub("before", reference)
    # "No, it was healthy." / "The calf was in perfect health.": the answer says the no's own words
    reference, answer = _no_restated(reference, answer), _no_restated(answer, reference)
    answer, reference, undone = answered_no(answer, reference, question)  # "refused to", "was cancelled"
    opposite = opposite_replies(answer, reference)
    if question and negations(_without_hedges(question)):
        spans = {"answer": [], "reference": [], "question": negations(question)}
        flipped = "" if opposite else _flipped_beside_without(answer, reference, question)
        return Flag("negation", bool(opposite or flipped), opposite or flipped, spans)
    a_words, r_words = words(answer), words(reference)
    if r_words and all(w.lower() in NEGATIONS for w in r_words):  # the answer is "None" / "Never": say it
        ans = negations(_without_hedges(answer))
        message = "" if ans else f"the reference says {reference.strip()!r}; the answer has no negation"
        # "bare": what run_checks reads beside the question ("No." / "The museum is closed today.")
        return Flag("negation", not ans, message, {"answer": ans, "reference": r_words, "bare": r_words})
    asked = Vocabulary(_asked_words(question)) if question and WHY_ASKED.match(question) else None
    replied = bool(REPLY.match(answer) or REPLY.match(reference))
    polar = Vocabulary(_asked_words(question)) if question and polar_question(question) else None
    ans = _relevant_negations(
        _reason(answer, reference, asked is not None),
        Vocabulary(r_words),
        len(a_words) > LONG_TEXT,
        _bare(reference),
        asked,
        replied,
        polar,
    )
    ref = _relevant_negations(
        _reason(reference, answer, asked is not None),
        Vocabulary(a_words),
        len(r_words) > LONG_TEXT,
        asked=asked,
        replied=replied,
        polar=polar,
    )
    all_ans, all_ref = negations(_without_hedges(answer)), negations(_without_hedges(reference))
    # an absence said in one word on the other side is a negation there ("falta de clientes" / "nadie compraba")
    # (where only that side says it: "no lack of water" / "a lack of water" still differ)
    privative_a, privative_r = _privatives(answer), _privatives(reference)
    # a loss that the other side also speaks of is no absence said another way ("His voice was not lost.")
    a_lower, r_lower = {w.lower() for w in a_words}, {w.lower() for w in r_words}
    lost_a = {"lose"} if _LOSE_WORDS & r_lower else set()
    lost_r = {"lose"} if _LOSE_WORDS & a_lower else set()
    only_a, only_r = privative_a - privative_r - lost_a, privative_r - privative_a - lost_r
    # "was dropped" says what "stopped baking" says, not what "did not stop baking" says
    absent_a = bool(only_a) and not (only_a <= _STOPPED and not _ceasing_only(ref))
    absent_r = bool(only_r) and not (only_r <= _STOPPED and not _ceasing_only(ans))
    # not when the negation bears on the very verb the absence is said with ("It hardly sold at all." / "It sold
    # out in a day.": selling out is no absence of selling)
    absent_a = absent_a and not _negates_verb_of(reference, answer)
    absent_r = absent_r and not _negates_verb_of(answer, reference)
    # or a negating prefix ("The label was unreadable." / "Nobody could read the label.")
    absent_a = absent_a or bool(ref and _prefixed(answer, r_words))
    absent_r = absent_r or bool(ans and _prefixed(reference, a_words))
    # or of a word the yes/no question asks with ("They came through undamaged." / "No, not one was harmed." to
    # "Were the turbines damaged?"): either side says no
    asked_polar = _asked_words(question) if question and polar_question(question) else []
    absent_a = absent_a or bool(ref and asked_polar and _prefixed(answer, asked_polar))
    absent_r = absent_r or bool(ans and asked_polar and _prefixed(reference, asked_polar))
    # or, beside a reply's "No," alone, a word that WordNet opposes to itself without its negating prefix
    # ("It was unaffected." for "No, the crop came through fine." to "Did the harvest suffer?")
    absent_a = absent_a or (ref == ["no"] and bool(_POLAR_NO.match(reference)) and _unprefixed(answer, question))
    absent_r = absent_r or (ans == ["no"] and bool(_POLAR_NO.match(answer)) and _unprefixed(reference, question))
    # or a word that says it cannot be done, beside a negated "can" ("invisible" / "nobody could see it")
    absent_a = absent_a or bool(ref and _cannot_be_done(answer) and _MODALS & r_lower)
    absent_r = absent_r or bool(ans and _cannot_be_done(reference) and _MODALS & a_lower)
    # one side negates, the other does not; or one side adds a negation of its own ("may not … without" /
    # "may … without"): more negations, and other ones ("isn't" and "is not" are the same one)
    # "No, never." = "never"; "n'était pas" = "non"
    a_body, r_body = paired_once(_after_polar(answer, ans)), paired_once(_after_polar(reference, ref))
    a_kinds, r_kinds = {_negation_kind(w) for w in a_body}, {_negation_kind(w) for w in r_body}
    added = bool(a_body and r_body) and len(a_body) != len(r_body) and a_kinds != r_kinds
    # a lack negated ("Il ne manque presque aucun os." / "Le squelette est presque complet.") beside no negation
    # and no lack says all is there
    if ans and not (all_ref or privative_r) and _negated_lack(answer):
        ans = []
    if ref and not (all_ans or privative_a) and _negated_lack(reference):
        ref = []
    # "No penguin had hatched there before." says what "the first born there" says
    if ans and not all_ref and _first_said(answer, reference):
        ans = []
    if ref and not all_ans and _first_said(reference, answer):
        ref = []
    # "No older example survives." says what "It is the oldest." says
    if ans and _superlative_said(answer, reference):
        ans = []
    if ref and _superlative_said(reference, answer):
        ref = []
    # "Not a single ticket was left." says what "Every ticket was sold." says
    if ans and not all_ref and _none_left(answer, reference):
        ans = []
    if ref and not all_ans and _none_left(reference, answer):
        ref = []
    # a question about what was lacking is answered with a negation ("What had they lacked?" / "Water" / "They
    # had gone a week without water.")
    lack_asked = bool(question and _LACK_ASKED.match(question))
    absent_a, absent_r = absent_a or lack_asked, absent_r or lack_asked
    flagged = bool(ans and not (all_ref or absent_r)) or bool(ref and not (all_ans or absent_a)) or added
    # "You cannot smoke here." / "Smoking is prohibited here.": one prohibition said two ways
    prohibited = (_prohibits(answer, ans) and _prohibition(reference)) or (
        _prohibits(reference, ref) and _prohibition(answer)
    )
    flagged = flagged and not (prohibited and not added)
    # "Yes, you don't have to pay anything." for a bare "Yes.": the answer says the reference's reply, and what
    # it adds is its own ("Is entry free?")
    flagged = flagged and not (says_yes(answer) and _bare_yes(reference))
    side = "answer" if len(ans) > len(ref) else "reference"
    extra = [
        w
        for w in (ans if side == "answer" else ref)
        if _negation_kind(w) not in (r_kinds if side == "answer" else a_kinds)
    ]
    message = f"negation only in the {side}: {', '.join(extra or ans or ref)}" if flagged else ""
    if opposite and not flagged:
        flagged, message = True, opposite
    if not flagged and not opposite and _some_left_of_all_gone(answer, reference):
        flagged, message = True, "some left on one side, all of it gone on the other"
    if not flagged and not opposite:
        freed = _free_of_said(answer, reference, all_ref) or _free_of_said(reference, answer, all_ans)
        if freed:
            flagged, message = True, f"free of {freed} on one side, {freed} on the other"
    # beside a "Yes, …", a lack said only in the answer says no ("She fell twenty minutes short of the record.")
    lacking = sorted(privative_a - privative_r) if question and not (flagged or all_ans or all_ref) else []
    if len(a_words) > LONG_TEXT:  # a long reply's lack bears on what was asked ("… flights were grounded")
        lacking = [w for w in lacking if _lack_bears(answer, w, Vocabulary(r_words + words(question or "")))]
    if lacking and says_yes(reference):
        flagged, message = True, f"a lack only in the answer: {', '.join(w.rstrip('*') for w in lacking)}"
    spans = {
        "answer": ans,
        "reference": ref,
        "answer_all": all_ans,
        "reference_all": all_ref,
        # what negates a clause: without a leading "No," (a reply, which an opposite word does not cancel)
        "answer_clause": _after_polar(answer, all_ans),
        "reference_clause": _after_polar(reference, all_ref),
        # the words read as a negation beside a "Yes, …" ("cancelled"): an opposite of one is the same change
        "undone": undone,
    }
    return Flag("negation", flagged, message, spans)
