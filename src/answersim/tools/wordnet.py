"""Opposites and synonyms from WordNet 3.0, for training pairs and for building ``data/wordnet_antonyms.json``
(never read when scoring: the metric reads that file).

Reads the database files that Debian's ``wordnet-base`` installs (``/usr/share/wordnet``: ``data.adj``,
``data.verb``, ``verb.exc``), so the answer model sees many more opposite words than the checks' hand-written
lexicon: a sentence with one word swapped for its WordNet antonym is a wrong twin, the same sentence with the
word swapped for a synonym of the same sense a right one. WordNet 3.0 license: free to use, copy, modify and
distribute with its copyright notice (Princeton University).
"""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

#: where Debian's wordnet-base puts the database
DEFAULT_PATH = Path("/usr/share/wordnet")
_WORD = re.compile(r"[A-Za-z]+")


@dataclass
class WordNet:
    """One-word lemmas of adjectives and verbs: their antonyms and same-sense synonyms, and verb forms."""

    antonyms: dict[str, set[str]] = field(default_factory=lambda: defaultdict(set))
    #: other words of the sense that has the antonym ("acquit": "clear", "exonerate", …)
    synonyms: dict[str, set[str]] = field(default_factory=lambda: defaultdict(set))
    #: the adjectives among them (a bare verb or noun form is too often another part of speech)
    adjectives: set[str] = field(default_factory=set)
    #: inflected verb form -> base ("sold" -> "sell"), and base -> its irregular forms
    base: dict[str, str] = field(default_factory=dict)
    forms: dict[str, set[str]] = field(default_factory=lambda: defaultdict(set))

    def lemma(self, word: str) -> tuple[str, str] | None:
        """(base form, how it was inflected: "" for an adjective, "ed" or "ing" for a verb form) of a word that
        has a WordNet antonym, or None."""
        low = word.lower()
        if low in self.adjectives:
            return low, ""
        if low in self.base and self.base[low] in self.antonyms:
            if low.endswith("s"):
                return None  # "sells" or a plural noun: not told apart
            return self.base[low], "ing" if low.endswith("ing") else "ed"
        for suffix, cuts in (("ed", ("ed", "d")), ("ing", ("ing",))):
            for cut in cuts:
                if low.endswith(cut) and low[: -len(cut)] in self.antonyms:
                    return low[: -len(cut)], suffix
                if cut != "d" and low.endswith(cut) and low[: -len(cut)] + "e" in self.antonyms:
                    return low[: -len(cut)] + "e", suffix
        return None

    def inflect(self, base: str, suffix: str) -> str:
        """``base`` with ``suffix`` ("" keeps it), irregular forms first ("sell" + "ed" -> "sold")."""
        if not suffix:
            return base
        irregular = sorted(f for f in self.forms.get(base, ()) if (suffix == "ing") == f.endswith("ing"))
        if irregular and suffix != "s":
            return irregular[0]
        if suffix == "ing":
            return (base[:-1] if base.endswith("e") and not base.endswith("ee") else base) + "ing"
        if base.endswith("y") and base[-2:-1] not in "aeiou":  # "diversify" -> "diversifies", "diversified"
            return base[:-1] + ("ies" if suffix == "s" else "ied")
        if suffix == "s":
            return base + ("es" if base.endswith(("s", "sh", "ch", "x", "z")) else "s")
        return base + ("d" if base.endswith("e") else "ed")


def read_wordnet(path: str | Path = DEFAULT_PATH) -> WordNet:
    """Parse the adjective and verb data files and the verb exceptions of a WordNet 3.0 database."""
    root = Path(path)
    if not (root / "data.adj").is_file():
        raise FileNotFoundError(
            f"no WordNet database in {root}: install it (Debian: apt-get install wordnet-base) or pass its folder"
        )
    wn = WordNet()
    for pos in ("adj", "verb"):
        synsets: dict[str, list[str]] = {}
        pointers: list[tuple[str, int, str, int]] = []
        for line in (root / f"data.{pos}").read_text(encoding="latin-1").splitlines():
            if line.startswith("  "):
                continue  # the license header
            fields = line.split(" | ")[0].split()
            offset, count = fields[0], int(fields[3], 16)
            words = [re.sub(r"\(.*\)$", "", w).lower() for w in fields[4 : 4 + 2 * count : 2]]
            synsets[offset] = words
            i = 4 + 2 * count
            for p in range(int(fields[i])):
                symbol, target, _, st = fields[i + 1 + 4 * p : i + 5 + 4 * p]
                if symbol == "!":
                    pointers.append((offset, int(st[:2], 16), target, int(st[2:], 16)))
        for source, s_word, target, t_word in pointers:
            a, b = synsets[source][s_word - 1], synsets[target][t_word - 1]
            if _WORD.fullmatch(a) and _WORD.fullmatch(b):
                wn.antonyms[a].add(b)
                if pos == "adj":
                    wn.adjectives.add(a)
                wn.synonyms[a].update(w for w in synsets[source] if w != a and _WORD.fullmatch(w))
    for line in (root / "verb.exc").read_text(encoding="latin-1").splitlines():
        parts = line.split()
        if len(parts) >= 2 and _WORD.fullmatch(parts[0]):
            wn.base[parts[0]] = parts[1]
            wn.forms[parts[1]].add(parts[0])
    return wn
