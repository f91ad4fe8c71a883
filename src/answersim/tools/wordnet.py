"""Opposites and synonyms from WordNet 3.0, for training pairs and for building ``data/wordnet_antonyms.json``
(never read when scoring: the metric reads that file).

Reads the database files that Debian's ``wordnet-base`` installs (``/usr/share/wordnet``: ``data.adj``,
``data.verb``, ``verb.exc``), so the answer model sees many more opposite words than the checks' hand-written
lexicon: a sentence with one word swapped for its WordNet antonym is a wrong twin, the same sentence with the
word swapped for a synonym of the same sense a right one. WordNet 3.0 license: free to use, copy, modify and
distribute with its copyright notice (Princeton University).
"""

from __future__ import annotations

import argparse
import json
import re
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

#: where Debian's wordnet-base puts the database
DEFAULT_PATH = Path("/usr/share/wordnet")
#: the notice WordNet's license asks every copy of data derived from it to carry
NOTICE = (
    "WordNet 3.0 Copyright 2006 by Princeton University. All rights reserved. THIS SOFTWARE AND DATABASE IS "
    "PROVIDED 'AS IS' AND PRINCETON UNIVERSITY MAKES NO REPRESENTATIONS OR WARRANTIES, EXPRESS OR IMPLIED. "
    "Permission to use, copy, modify and distribute this software and database and its documentation for any "
    "purpose and without fee or royalty is hereby granted, provided that this notice is kept."
)
_WORD = re.compile(r"[A-Za-z]+")


@dataclass
class WordNet:
    """One-word lemmas of adjectives and verbs: their antonyms and same-sense synonyms, and verb forms; also the
    indirect antonyms of adjectives and the antonyms of nouns."""

    antonyms: dict[str, set[str]] = field(default_factory=lambda: defaultdict(set))
    #: other words of the sense that has the antonym ("acquit": "clear", "exonerate", …)
    synonyms: dict[str, set[str]] = field(default_factory=lambda: defaultdict(set))
    #: the adjectives among them (a bare verb or noun form is too often another part of speech)
    adjectives: set[str] = field(default_factory=set)
    #: inflected verb form -> base ("sold" -> "sell"), and base -> its irregular forms
    base: dict[str, str] = field(default_factory=dict)
    forms: dict[str, set[str]] = field(default_factory=lambda: defaultdict(set))
    #: indirect antonyms of adjectives: a word of a satellite sense and the antonym of the sense it is similar
    #: to ("transparent", similar to "clear": "opaque"); kept apart from ``antonyms`` (the training twins')
    indirect: dict[str, set[str]] = field(default_factory=lambda: defaultdict(set))
    #: antonyms of nouns ("buyer": "seller"), and irregular plurals ("man": "men") from ``noun.exc``
    noun_antonyms: dict[str, set[str]] = field(default_factory=lambda: defaultdict(set))
    plurals: dict[str, set[str]] = field(default_factory=lambda: defaultdict(set))

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


def _database(path: str | Path, needed: str) -> Path:
    """The database folder, or an error that says how to get one when it lacks ``needed``."""
    root = Path(path)
    if not (root / needed).is_file():
        raise FileNotFoundError(
            f"no WordNet database in {root}: install it (Debian: apt-get install wordnet-base) or pass its folder"
        )
    return root


def read_wordnet(path: str | Path = DEFAULT_PATH) -> WordNet:
    """Parse the adjective, verb and (where present) noun data files and the exception lists of a WordNet 3.0
    database."""
    root = _database(path, "data.adj")
    wn = WordNet()
    for pos in ("adj", "verb", "noun"):
        if pos == "noun" and not (root / "data.noun").is_file():
            continue  # nouns are optional (the checks' list uses them; the training twins do not)
        synsets, pointers, similar = _read_data(root / f"data.{pos}")
        for source, s_word, target, t_word in pointers:
            a, b = synsets[source][s_word - 1], synsets[target][t_word - 1]
            if not (_WORD.fullmatch(a) and _WORD.fullmatch(b)):
                continue
            if pos == "noun":
                if a != b:
                    wn.noun_antonyms[a].add(b)
                continue
            wn.antonyms[a].add(b)
            if pos == "adj":
                wn.adjectives.add(a)
                for satellite in similar.get(source, ()):  # "transparent" (like "clear") against "opaque"
                    for word in synsets[satellite]:
                        if _WORD.fullmatch(word) and word != b:
                            wn.indirect[word].add(b)
                            wn.indirect[b].add(word)
            wn.synonyms[a].update(w for w in synsets[source] if w != a and _WORD.fullmatch(w))
    for name, forms in (("verb.exc", True), ("noun.exc", False)):
        if not (root / name).is_file():
            continue
        for line in (root / name).read_text(encoding="latin-1").splitlines():
            parts = line.split()
            if len(parts) >= 2 and _WORD.fullmatch(parts[0]):
                if forms:
                    wn.base[parts[0]] = parts[1]
                    wn.forms[parts[1]].add(parts[0])
                else:
                    wn.plurals[parts[1]].add(parts[0])
    return wn


def _read_data(path: Path) -> tuple[dict[str, list[str]], list[tuple[str, int, str, int]], dict[str, set[str]]]:
    """A data file's synsets (offset -> lower-case words), its antonym pointers (source synset, word number,
    target synset, word number) and, for adjectives, each head synset's satellites (the "similar to" pointers)."""
    synsets: dict[str, list[str]] = {}
    pointers: list[tuple[str, int, str, int]] = []
    similar: dict[str, set[str]] = defaultdict(set)
    for line in path.read_text(encoding="latin-1").splitlines():
        if line.startswith("  "):
            continue  # the license header
        fields = line.split(" | ")[0].split()
        offset, kind, count = fields[0], fields[2], int(fields[3], 16)
        synsets[offset] = [re.sub(r"\(.*\)$", "", w).lower() for w in fields[4 : 4 + 2 * count : 2]]
        i = 4 + 2 * count
        for p in range(int(fields[i])):
            symbol, target, _, st = fields[i + 1 + 4 * p : i + 5 + 4 * p]
            if symbol == "!":
                pointers.append((offset, int(st[:2], 16), target, int(st[2:], 16)))
            elif symbol == "&" and kind == "a":  # a head adjective's satellite ("clear" -> "transparent")
                similar[offset].add(target)
    return synsets, pointers, similar


@dataclass
class NounHierarchy:
    """WordNet's nouns as a graph: each synset's words, lexicographer file and hypernyms (``@`` and the ``@i``
    of instances), each lemma's senses (most frequent first), and how often each lemma is tagged in the sense
    concordance as a noun and as another part of speech (to skip words like "lead" that are mostly verbs)."""

    words: dict[str, list[str]] = field(default_factory=dict)
    lexfile: dict[str, int] = field(default_factory=dict)
    parents: dict[str, list[str]] = field(default_factory=dict)
    senses: dict[str, list[str]] = field(default_factory=dict)
    noun_tags: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    #: the most tags of one other part of speech (verbs; adjectives with their satellites; adverbs)
    other_tags: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    #: irregular plural -> singular ("children" -> "child"), from ``noun.exc``
    plurals: dict[str, str] = field(default_factory=dict)

    def descendants(self) -> dict[str, int]:
        """How many synsets lie below each synset (its hyponyms and instances, at any depth)."""
        children: dict[str, list[str]] = defaultdict(list)
        for synset, parents in self.parents.items():
            for parent in parents:
                children[parent].append(synset)
        counts: dict[str, int] = {}
        for synset in self.words:
            seen: set[str] = set()
            todo = list(children.get(synset, ()))
            while todo:
                child = todo.pop()
                if child not in seen:
                    seen.add(child)
                    todo.extend(children.get(child, ()))
            counts[synset] = len(seen)
        return counts


def read_nouns(path: str | Path = DEFAULT_PATH) -> NounHierarchy:
    """Parse ``data.noun``, ``index.noun``, ``cntlist.rev`` (tag counts) and ``noun.exc`` of a WordNet 3.0
    database."""
    root = _database(path, "data.noun")
    nouns = NounHierarchy()
    for line in (root / "data.noun").read_text(encoding="latin-1").splitlines():
        if line.startswith("  "):
            continue  # the license header
        fields = line.split(" | ")[0].split()
        offset, count = fields[0], int(fields[3], 16)
        nouns.lexfile[offset] = int(fields[1])
        nouns.words[offset] = [re.sub(r"\(.*\)$", "", w).lower() for w in fields[4 : 4 + 2 * count : 2]]
        i = 4 + 2 * count
        pointers = [fields[i + 1 + 4 * p : i + 5 + 4 * p] for p in range(int(fields[i]))]
        nouns.parents[offset] = [target for symbol, target, pos, _ in pointers if symbol in ("@", "@i") and pos == "n"]
    for line in (root / "index.noun").read_text(encoding="latin-1").splitlines():
        if not line.startswith("  "):
            fields = line.split()
            synsets, pointers = int(fields[2]), int(fields[3])
            nouns.senses[fields[0]] = fields[6 + pointers : 6 + pointers + synsets]
    tags: dict[tuple[str, str], int] = defaultdict(int)
    if (root / "cntlist.rev").is_file():
        for line in (root / "cntlist.rev").read_text(encoding="latin-1").splitlines():
            key, _, count = line.split()
            lemma, pos = key.split("%")[0], key.split("%")[1][0]
            tags[lemma, {"5": "3"}.get(pos, pos)] += int(count)  # a satellite is an adjective
    for (lemma, pos), count in tags.items():
        if pos == "1":
            nouns.noun_tags[lemma] = count
        else:
            nouns.other_tags[lemma] = max(nouns.other_tags[lemma], count)
    if (root / "noun.exc").is_file():
        for line in (root / "noun.exc").read_text(encoding="latin-1").splitlines():
            parts = line.split()
            if len(parts) >= 2:
                nouns.plurals[parts[0]] = parts[1]
    return nouns


def write_wordnet_json(
    argv: list[str] | None, script: str, output: Path, source: str, build: Callable[[Path], tuple[str, object, str]]
) -> int:
    """The command line of a script that writes a JSON data file from WordNet (``--wordnet``: the database folder,
    ``--output``): ``build(folder)`` gives the data's key, the data and what to print it wrote ("21519 pairs")."""
    parser = argparse.ArgumentParser(description=f"Write {output.name} from WordNet 3.0 (see {script}).")
    parser.add_argument("--wordnet", type=Path, default=DEFAULT_PATH, help="WordNet 3.0 database folder")
    parser.add_argument("--output", type=Path, default=output)
    args = parser.parse_args(argv)
    key, found, written = build(args.wordnet)
    data = {"source": source, "command": script, "license": NOTICE, key: found}
    args.output.write_text(json.dumps(data, indent=0, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote {written} to {args.output}")
    return 0
