"""Numbers spelled in words, read as people say them: "three hundred and sixty-six", "триста шестьдесят шесть",
"mil novecientos cuarenta y cinco", "quatre-vingt-dix-huit", German in one word ("dreihundertsechsundsechzig").
:mod:`.numerals` finds them in a text; this module reads one."""

from __future__ import annotations

import re
from functools import lru_cache

from answersim.metrics.blindspots.words import matches
from answersim.metrics.lexicon import MULTIPLIERS, NUMBER_WORDS

#: the tens that ones may follow ("forty five", "fünfundvierzig")
_TENS = frozenset(range(20, 100, 10))


#: French "cent" multiplies only a French number word before it ("trois cents"; "five cents" is money)
_FRENCH_UNITS = frozenset(["deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf"])
#: words for a thousand that are a number alone, or open one ("mil novecientos", "тысяча двести", "mille ans")
_THOUSAND_ALONE = frozenset(["mil", "mille", "тысяча", "тысячу", "тысячей", "тысяче"])
#: Russian words after which "тысячи" is one thousand in the genitive ("около тысячи"), not "thousands"
_GENITIVE_BEFORE = frozenset(["около", "более", "менее", "свыше", "больше", "меньше", "почти", "порядка", "до", "от"])
#: the words for one after "y"/"et", where they are no article ("treinta y uno", "vingt et un")
_ONE_AFTER_JOINER = frozenset(["un", "une", "uno", "una"])


class NumberReading:
    """A number in words read one word at a time, as people say it: ones after tens ("forty five", "сорок
    пять", "cuarenta y cinco", "soixante et onze"), tens after hundreds ("триста шестьдесят", "three hundred
    and sixty"), anything below a thousand after thousands ("mil novecientos"). A word that does not fit ("nineteen
    forty-five", "two three") is not taken, and a new number starts there."""

    def __init__(self) -> None:
        self.total = 0.0  # the thousands, millions, … read so far
        self.current = 0.0  # the part below the last of those
        self.top = float("inf")  # the last multiplier of a thousand or more
        self.last: str | None = None  # what the last word was: number, hundred, large, joiner or end
        self.previous = ""

    @staticmethod
    def may_open(word: str) -> bool:
        """Whether a number in words may start with ``word`` (its first part if hyphenated): a number word, a
        thousand that stands alone ("mil", "тысяча") or French "cent"; most words open none."""
        first = word.split("-")[0].lower()
        return first in NUMBER_WORDS or first in _THOUSAND_ALONE or first == "cent"

    @property
    def value(self) -> float:
        return self.total + self.current

    @property
    def complete(self) -> bool:
        """Whether the words so far make a number (not nothing, nor one ending in "and")."""
        return self.last not in (None, "joiner")

    def take(self, word: str) -> bool:
        """Read ``word`` into the number; False, reading nothing, if it does not continue it."""
        low = word.lower()
        kind = None if self.last == "end" else self._joiner(low) or self._multiplied(low) or self._added(low)
        if kind is not None:
            self.last, self.previous = kind, low
        return kind is not None

    def take_hyphenated(self, word: str) -> int:
        """Read the parts of a hyphenated ``word`` ("quatre-vingt-dix-huit": "quatre-vingt-dix" and "huit"),
        the longest known number word first; the number of parts read."""
        parts = word.lower().split("-")
        k = 0
        while k < len(parts):
            n = next((n for n in range(len(parts) - k, 1, -1) if "-".join(parts[k : k + n]) in NUMBER_WORDS), 1)
            part = "-".join(parts[k : k + n])
            if not self.take(part) and not (k and self._one_after_tens(part)):
                break
            k += n
        return k

    def _one_after_tens(self, low: str) -> bool:
        """Read French "un"/"une" hyphened after tens ("quatre-vingt-un"), where it is no article."""
        if low not in ("un", "une") or self.last != "number" or self.current % 100 not in _TENS:
            return False
        self.current += 1
        self.previous = low
        return True

    def _joiner(self, low: str) -> str | None:
        after_multiplier = low == "and" and self.last in ("hundred", "large")  # "three hundred and six"
        after_tens = low in ("y", "et") and self.last == "number" and self.current % 100 in _TENS  # "vingt et un"
        return "joiner" if after_multiplier or after_tens else None

    def _multiplied(self, low: str) -> str | None:
        # a French hundred opens a number, follows a unit that it multiplies ("trois cents") or a thousand that
        # it adds to ("mille cent", "deux mille cent")
        after_thousand = low == "cent" and self.previous == "mille" and self.current == 0
        french = (
            (low == "cent" and self.last is None)
            or after_thousand
            or (low in ("cent", "cents") and self.previous in _FRENCH_UNITS and self.last == "number")
        )
        factor = 100.0 if french else multiplier(low)
        if factor is None:
            return None
        if factor < 1000:  # "hundred", "dozen"
            if (self.last is None or after_thousand) and (low in NUMBER_WORDS or low == "cent"):  # "cent trente"
                self.current = float(NUMBER_WORDS.get(low, 100))
            elif self.last == "number" and 0 < self.current < 100:
                self.current *= factor
            else:
                return None
            return "hundred" if factor == 100 else "end"
        if self.last is None and low in _THOUSAND_ALONE:
            self.total, self.top = factor, factor
        elif self.last in ("number", "hundred") and self.current > 0 and factor < self.top:
            self.total, self.current, self.top = self.total + self.current * factor, 0.0, factor
        else:
            return None
        return "large"

    def _added(self, low: str) -> str | None:
        value = NUMBER_WORDS.get(low)
        if value is None and self.last == "joiner" and low in _ONE_AFTER_JOINER:
            value = 1
        if value is None:
            return None
        if self.last is None:
            self.current = float(value)
        elif 1 <= value < self._room():
            self.current += value
        else:
            return None
        return "number"

    def _room(self) -> float:
        """What the next word may add: below a thousand after thousands, below a hundred after hundreds, ones
        after tens (in French also 11-19 after 60 and 80: "soixante et onze", "quatre-vingt-dix-neuf")."""
        if self.current == 0:
            return 1000.0 if self.last in ("large", "joiner") else 0.0
        below_hundred = self.current % 100
        if below_hundred == 0:
            return 100.0
        if below_hundred in _TENS:
            return 20.0 if below_hundred in (60, 80) else 10.0
        return 0.0


def spelled(text: str, tokens: list[re.Match[str]], i: int) -> tuple[float, int] | None:
    """(the value, the index of its last word) of the number in words that starts at ``tokens[i]``, read over
    spaces only ("three hundred and sixty-six", "mil novecientos cuarenta y cinco"), or None."""
    # "около тысячи": one thousand in the genitive; "тысячи людей" alone is "thousands of people"
    genitive = tokens[i].group().lower() == "тысячи" and i > 0 and tokens[i - 1].group().lower() in _GENITIVE_BEFORE
    if not genitive and not NumberReading.may_open(tokens[i].group()):
        return None  # skip the reading
    reading, found = NumberReading(), None
    for j in range(i, min(len(tokens), i + 16)):
        if j > i and text[tokens[j - 1].end() : tokens[j].start()].strip():
            break
        word = "тысяча" if j == i and genitive else tokens[j].group()
        if word[0].isdigit():
            break
        read = reading.take_hyphenated(word)
        if read < len(word.split("-")):
            if read and reading.last in ("hundred", "large"):  # "five-million-dollar"
                found = (reading.value, j)
            break
        if reading.complete:
            found = (reading.value, j)
    if found and found[1] == i and tokens[i].group().lower() == "cent" and not _french_hundred(text, tokens, i):
        return None  # French "cent" opens a number ("cent trente"); alone it is more often the coin
    return found


#: French words after which "cent" alone is a hundred ("les cent jours", "plus de cent", "à cent mètres"):
#: articles, determiners, prepositions, "environ", "plus", "moins", and verbs that take a count
_BEFORE_HUNDRED = frozenset([
    "les", "des", "de", "à", "aux", "ces", "ses", "nos", "vos", "leurs", "mes", "tes", "environ", "plus", "moins",
    "près", "quelque", "sur", "et", "ont", "avait", "avaient", "fait", "font", "dans",
])  # fmt: skip
#: French subjects of "a" ("il a cent ans"; English "a cent" is the coin)
_HAS = frozenset(["il", "elle", "on", "qui", "y"])


def _french_hundred(text: str, tokens: list[re.Match[str]], i: int) -> bool:
    """Whether "cent" alone is French for a hundred: it opens a sentence before another word ("Cent mètres.";
    English says "One cent") or follows a French word that counts ("les cent jours", "il a cent ans"), never
    "pour cent"."""
    before = text[: tokens[i].start()].rstrip()
    if not before or before[-1] in '.!?:;«"':  # "Cent mètres", not the one-word answer "Cent."
        return i + 1 < len(tokens) and not text[tokens[i].end() : tokens[i + 1].start()].strip()
    previous = tokens[i - 1].group().lower() if i else ""
    if previous == "a" and i > 1:
        return tokens[i - 2].group().lower() in _HAS
    return previous in _BEFORE_HUNDRED


@lru_cache(maxsize=8192)
def multiplier(word: str) -> float | None:
    """The factor a multiplier word stands for ("thousand", "Millionen", "тысячи"), or None."""
    low = word.lower()
    return next((f for w, f in MULTIPLIERS.items() if matches(w, low)), None)


def compound(token: str) -> float | None:
    """A German number in one word: "fünfundvierzig" = 45, "dreihundert" = 300, "zwanzigtausend" = 20000,
    "dreihundertsechsundsechzig" = 366, "neunzehnhundertfünfundvierzig" = 1945 ("tausend" alone is no number)."""
    low = token.lower()
    for word, factor in (("tausend", 1e3), ("hundert", 1e2)):
        head, found, tail = low.partition(word)
        if found:
            alone = head == "ein" or (head == "" and (tail or factor == 100))  # "eintausend", "hundertzehn"
            times = 1.0 if alone else _german_below(head, factor) or _and_a_half(head)  # "zweieinhalbtausend"
            rest = _german_below(tail, factor) if tail else 0.0
            return times * factor + rest if times and rest is not None else None
    return _german_below(low, 100)


def _and_a_half(word: str) -> float | None:
    """A German number and a half in one word ("zweieinhalb" = 2.5, "anderthalb" = 1.5), or None."""
    if word in ("anderthalb", "eineinhalb"):
        return 1.5
    whole = _german_below(word.removesuffix("einhalb"), 10) if word.endswith("einhalb") else None
    return whole + 0.5 if whole else None


def _german_below(word: str, limit: float) -> float | None:
    """The value of a German number word below ``limit`` ("sechsundsechzig", "neunzehn", "dreihundert"), or None."""
    ones, joined, tens = word.partition("und")  # "fünfundvierzig" = 45, "einundzwanzig" = 21
    one = 1 if ones == "ein" else NUMBER_WORDS.get(ones)
    if joined and one is not None and one < 10 and NUMBER_WORDS.get(tens, 0) in _TENS:
        value: float | None = float(one + NUMBER_WORDS[tens])
    elif not joined and word in NUMBER_WORDS:
        value = float(NUMBER_WORDS[word])
    elif "hundert" in word and limit > 100:
        value = compound(word)
    else:
        value = None
    return value if value is not None and value < limit else None
