"""Which words negate, read where they stand: "not", "never", "n't" and their kin in five languages, and the words
that all but negate in context ("failed to", "stopped …ing", "hardly", "far from finished", "decided against",
"dropped out before qualifying"); "never … lower" says a record and "plus que jamais" says "than ever". Read by the
``negation`` check and by every check that counts negations."""

from __future__ import annotations

import re

from answersim.metrics.blindspots.words import words
from answersim.metrics.lexicon import NEGATIONS

#: words that negate the verb after "to" ("failed to qualify" = "did not qualify", "yet to reach" = "has not
#: reached", "forgot to look" = "did not look"); the other languages say these with a negation word ("n'a pas
#: réussi", "no logró", "не смог"). Not "refused": "refused to postpone" is said as "denied a motion to postpone"
#: as often as "did not postpone" (asked a question, it answers no: see :func:`.replies.answered_no`)
_FAILING = frozenset(
    ["fail", "fails", "failed", "failing", "unable", "yet", "forgot", "forget", "forgets", "neglected", "struggled"]
)


#: "little" in French and Spanish, which negates the word after it ("peu profond" is shallow, "poco fiable"
#: unreliable), unless a word before or after makes it an amount or a time ("un peu", "à peu près", "poco después",
#: "llovió poco en junio")
_LITTLE = frozenset(["peu", "poco", "poca"])
_LITTLE_BEFORE = frozenset(["un", "una", "à", "a", "hace", "por", "sous", "depuis", "pour"])
_LITTLE_AFTER = frozenset(
    [
        "de", "d", "à", "a", "après", "avant", "près", "importe", "después", "antes", "más", "menos", "plus", "moins",
        "en", "dans", "durante", "pendant", "este", "esta", "ce", "cette", "cet", "el", "la", "los", "las", "le", "les",
    ]
)  # fmt: skip


#: verbs that say an action has ceased, before the verb they stop ("stopped eating", "dejó de comer", "a arrêté
#: de fumer"): in five languages they deny that it goes on. Russian and German say it in one word.
_CEASING_BEFORE_ING = frozenset(["stopped", "quit", "up"])  # "gave up smoking"
#: what a machine stops doing when it fails: "stopped working" says "broke", no negation
_FUNCTIONING = frozenset(["working", "functioning", "running", "operating"])
_CEASING_BEFORE_DE = frozenset(
    ["dejó", "dejaron", "dejé", "dejamos", "arrêté", "arrêtée", "arrêtés", "cessé", "cessée", "cessés"]
)
_CEASING = frozenset(
    ["aufgehört", "перестал", "перестала", "перестали", "перестало", "прекратил", "прекратила", "прекратили"]
)
#: every word above that says an action has ceased, and those of them that say it alone or before an "-ing" (not
#: the Romance verbs, which need "de")
CEASING_WORDS = _CEASING_BEFORE_ING | _CEASING_BEFORE_DE | _CEASING
STOPPING_WORDS = _CEASING_BEFORE_ING | _CEASING
#: a source that "dried up" has ceased ("Its water source stopped flowing.")
_DRYING = frozenset(["dried", "dries", "dry", "drying"])
#: "without" before a word that makes it "always" ("sans cesse", "sin cesar", "ohne Unterlass", "without fail")
_CEASELESS = frozenset(
    [("sans", "cesse"), ("sin", "cesar"), ("sin", "parar"), ("ohne", "unterlass"), ("without", "fail")]
)
#: words that all but negate ("hardly ever"): "barely" is not one ("barely passed" passed), but as a whole reply
#: (:data:`BARELY_REPLY`)
_HARDLY = frozenset(["hardly", "scarcely", "apenas"])  # "Apenas se oye." / "Casi no se oye."
#: "far from" before a quality or "a"/"being" denies it ("far from a success", "far from finished", "loin d'être
#: fini", "lejos de ser"); "far from home" or "far from the coast" is a distance
_FAR_FROM = frozenset([("far", "from"), ("loin", "d'être"), ("lejos", "de")])
_FAR_FROM_QUALITY = frozenset(
    ["a", "an", "being", "it", "over", "perfect", "ideal", "certain", "clear", "sure", "obvious", "complete", "easy"]
)


#: "never" that means "ever" after "than"/"as" in a comparison (Spanish, French)
_EVER = frozenset(["nunca", "jamás", "jamais"])
_THAN_AS = frozenset(["que", "como", "comme"])
_COMPARATIVES = frozenset([
    "más", "menos", "antes", "después", "mejor", "peor", "mayor", "menor", "tanto", "plus", "moins", "mieux", "pire",
    "avant", "après",
])  # fmt: skip


#: a choice that "against" turns into a "not" ("decided against an appeal", "opted against surgery"; "voted
#: against" may say "rejected", and "warns against" heads news of a threat)
_CHOSE = frozenset(["decide", "decides", "decided", "deciding", "opt", "opts", "opted", "chose", "choose", "chooses"])


def _is_negation(low: str, following: str, previous: list[str]) -> bool:
    """Whether the lower-cased word ``low``, after the words ``previous`` (two at most) and before the word
    ``following``, negates."""
    if low in _EVER and previous and previous[-1].lower() in _THAN_AS:
        # "antes que nunca", "plus que jamais", "como nunca": "than ever", no negation ("un sitio que nunca
        # visitó" still is one)
        return not (following == "" or (len(previous) > 1 and previous[-2].lower() in _COMPARATIVES))
    if (low, following.lower()) in _CEASELESS:
        return False  # "sans cesse", "without fail": always, no negation
    if low in NEGATIONS or low.endswith("n't") or (low.startswith("n'") and len(low) > 2):
        return True
    if low in _CEASING or low in _HARDLY:
        return True
    if (
        previous
        and previous[-1].lower() == "still"
        and (low == "awaiting" or (low == "waiting" and following.lower() == "for"))
    ):
        return True  # "It is still awaiting repair." says it has not been repaired
    if low == "barely" and ((previous and previous[-1].lower() in _CAN) or following.lower() in _ANY):
        # "You can barely see your hand in it." says you cannot, "barely anyone" says hardly anyone ("barely
        # passed" still passed)
        return True
    after = following.lower()
    if previous and (previous[-1].lower(), low) in _FAR_FROM:
        if low == "from":
            return after in _FAR_FROM_QUALITY or (after.endswith("ed") and len(after) > 4)
        return low == "d'être" or after == "ser"
    if low in _DRYING and after == "up":
        return True  # "The spring dried up." says it no longer flows
    if low == "before" and _quit_before(previous, after):
        return True  # "She dropped out before qualifying." did not qualify
    if low == "against" and previous and previous[-1].lower() in _CHOSE:
        return True  # "It decided against an appeal." says it will not appeal
    ceasing = low in _CEASING_BEFORE_ING and (low != "up" or (bool(previous) and previous[-1].lower() == "gave"))
    if (ceasing and after.endswith("ing") and after not in _FUNCTIONING) or (
        low in _CEASING_BEFORE_DE and (after == "de" or after.startswith("d'"))
    ):
        return True
    if low in _LITTLE:
        before = previous[-1].lower() if previous else ""
        after = following.lower().split("'")[0]
        return bool(after) and before not in _LITTLE_BEFORE and after not in _LITTLE_AFTER
    # "the largest fleet yet to …", "the first yet to …": "yet" there is "so far"
    superlative = low == "yet" and any(w.lower().endswith("st") for w in previous)
    return low in _FAILING and following.lower() == "to" and not superlative


#: leaving before an action, which says it was not done ("She dropped out before qualifying.", "He died before
#: finishing it."): the word, or the two words, before "before"
_QUITTING = frozenset(["died", "quit", "left", "withdrew", "resigned"])
_QUITTING_PHRASES = frozenset(
    [("dropped", "out"), ("pulled", "out"), ("bowed", "out"), ("walked", "out"), ("gave", "up"), ("stepped", "down")]
)


def _quit_before(previous: list[str], following: str) -> bool:
    """Whether "before" after ``previous`` and before ``following`` says an action left undone."""
    said = [w.lower() for w in previous]
    quitting = bool(said) and (said[-1] in _QUITTING or tuple(said[-2:]) in _QUITTING_PHRASES)
    return quitting and following.endswith("ing") and len(following) > 4


#: "can" and "could", after which "barely" all but negates ("could barely move"), and what it negates before it
#: ("barely any runners", "barely ever")
_CAN = frozenset(["can", "could"])
_ANY = frozenset(["any", "anyone", "anybody", "anything", "ever"])
#: "barely" as a whole reply to a yes/no question ("Barely — only a handful complained."): "hardly", a no
BARELY_REPLY = re.compile(r"\s*barely\s*(?:[,.!;:—–-]|$)", re.IGNORECASE)


def negations(text: str) -> list[str]:
    """Negation words in ``text`` (English, German, French, Spanish, Russian)."""
    tokens = words(text)
    replied = bool(BARELY_REPLY.match(text))
    return [w for i, w in enumerate(tokens) if (i == 0 and replied) or negates(tokens, i)]


def negates(tokens: list[str], i: int) -> bool:
    """Whether ``tokens[i]`` negates, read with the two words before it and the words after it ("never" before a
    comparative that closes the clause says a record, no negation)."""
    following = tokens[i + 1] if i + 1 < len(tokens) else ""
    return _is_negation(tokens[i].lower(), following, tokens[max(0, i - 2) : i]) and not _never_so(tokens, i)


#: what "never" comes before in "had never been lower", "have never looked better": a record, no negation
_NEVER_SO_VERBS = frozenset(["been", "be", "looked", "felt", "seemed", "sounded", "tasted"])
_NEVER_SO_COMPARATIVES = frozenset(["more", "less", "better", "worse", "fewer"])
#: words in "-er" that compare nothing ("They had never been together.")
_NOT_COMPARATIVES = frozenset(["together", "over", "under", "after", "ever", "other", "either", "neither", "rather"])


def _never_so(tokens: list[str], i: int) -> bool:
    """Whether "never" at ``tokens[i]`` says a record ("Water stored in the reservoirs had never been lower.")."""
    nxt = [t.lower() for t in tokens[i + 1 : i + 4]]
    if tokens[i].lower() != "never" or len(nxt) < 2 or nxt[0] not in _NEVER_SO_VERBS:
        return False
    # the comparative closes the text or goes on to what it is measured against ("never been eager to", "never
    # been together with" still negate)
    closing = len(nxt) == 2 or nxt[2] in ("than", "before", "since")
    comparative = nxt[1].endswith("er") and len(nxt[1]) > 4 and nxt[1] not in _NOT_COMPARATIVES
    return closing and (nxt[1] in _NEVER_SO_COMPARATIVES or comparative)


#: the second half of French "ne … pas": with it, "ne" / "n'…" is not a negation of its own
_FRENCH_PAIRED = frozenset(["pas", "jamais", "rien", "aucun", "aucune"])


def paired_once(found: list[str]) -> list[str]:
    """The negations ``found`` with French "ne … pas" kept once (as "pas")."""
    low = [w.lower() for w in found]
    if not _FRENCH_PAIRED.intersection(low):
        return found
    return [w for w, lw in zip(found, low) if lw != "ne" and not lw.startswith("n'")]


def negation_count(text: str) -> int:
    """How many negations ``text`` makes, French "ne … pas" counted once ("n'est pas sûr" is one)."""
    return len(paired_once(negations(text)))
