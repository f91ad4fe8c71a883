"""``model="auto"``: the bundled English model for English text, the multilingual model otherwise.

Detection is by evidence over a sample of the run's texts, word by word:

- a word with letters outside the Latin script (Cyrillic, Greek, Arabic, CJK, …) counts as non-English;
- a Latin word that is a common English function word ("the", "is", "of", …) counts as English;
- a Latin word that is a common function word of German, French, Spanish, Italian, Portuguese or Dutch,
  or carries a letter English does not use (ä, ß, é, ñ, …), counts as non-English.

The text is non-English when the non-English evidence outweighs the English evidence; text with no
evidence either way (numbers, names) stays English. Pure: no I/O, no model.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable

_WORD = re.compile(r"[^\W\d_]+", re.UNICODE)


def _words(text: str) -> list[str]:
    return text.split()


_ENGLISH = frozenset(
    _words(
        "the a an is are was were be been of and or to in on at for with by from that this these those it its "
        "as not no but which who what when where why how has have had do does did will would can could should "
        "there their they he she we you i his her our your than then also into about"
    )
)
_OTHER = (
    frozenset(
        _words(
            # German
            "der die das und ist nicht ein eine einer eines den dem des mit von zu auf für im sich auch als wie "
            "wird sind war oder aber nach bei aus noch nur wenn kein "
            # French
            "le la les est et un une des du dans pour pas que qui sur avec ce cette sont au aux ou mais "
            # Spanish / Portuguese / Italian
            "el los las es y en del por con para una uno que lo su se al como pero más o não é em os um uma "
            "il di che è per gli della delle sono non con "
            # Dutch
            "het een en van de is op te dat niet zijn met voor"
        )
    )
    - _ENGLISH
)
_ENGLISH_LETTERS = frozenset("abcdefghijklmnopqrstuvwxyz")
#: the word lists above, for other language checks (``answer`` asks which texts its English model can read)
ENGLISH_FUNCTION_WORDS, OTHER_FUNCTION_WORDS = _ENGLISH, _OTHER


def _is_latin(letter: str) -> bool:
    return "LATIN" in unicodedata.name(letter, "")


def language_evidence(texts: Iterable[str]) -> tuple[int, int]:
    """(English words, non-English words) over ``texts``, by the rules in the module docstring."""
    english = other = 0
    for text in texts:
        for word in _WORD.findall(text or ""):
            lower = word.lower()
            if not all(_is_latin(ch) for ch in lower):
                other += 1
            elif lower in _ENGLISH:
                english += 1
            elif lower in _OTHER or not set(lower) <= _ENGLISH_LETTERS:
                other += 1
    return english, other


def is_non_english(texts: Iterable[str]) -> bool:
    """Whether ``texts`` read as mainly non-English (see the module docstring)."""
    english, other = language_evidence(texts)
    return other > english


def auto_model(texts: Iterable[str]) -> str | None:
    """The model ``model="auto"`` stands for on these texts: ``"multilingual"``, or None (the bundled
    English model)."""
    return "multilingual" if is_non_english(texts) else None
