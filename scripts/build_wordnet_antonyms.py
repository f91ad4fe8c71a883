"""Write ``src/answersim/data/wordnet_antonyms.json``: WordNet 3.0's antonym pairs of adjectives, verbs and nouns
(one word each) and the indirect antonyms of adjectives ("transparent", like "clear", against "opaque"), verbs
also in their -ed, -ing and -s forms and nouns in the plural, for the ``antonyms`` check's one-word-swap rule.

Needs the WordNet 3.0 database (Debian: ``apt-get install wordnet-base``); the file it writes is shipped, so
answersim itself never needs WordNet. Usage: ``PYTHONPATH=src .venv/bin/python scripts/build_wordnet_antonyms.py
[--wordnet /usr/share/wordnet]``.
"""

from __future__ import annotations

from pathlib import Path

from answersim.tools.wordnet import WordNet, read_wordnet, write_wordnet_json

OUTPUT = Path(__file__).resolve().parent.parent / "src" / "answersim" / "data" / "wordnet_antonyms.json"


def pairs(path: Path) -> list[tuple[str, str]]:
    """Sorted (word, opposite) pairs, each once (the alphabetically first word first): adjectives, their indirect
    antonyms ("transparent"/"opaque"), verbs in every form and nouns in both numbers."""
    wn = read_wordnet(path)
    out = set()

    def add(a: str, b: str) -> None:
        if a != b:  # "kern" is its own antonym in WordNet (two senses)
            out.add((min(a, b), max(a, b)))

    for word, opposites in wn.antonyms.items():
        for other in opposites:
            verbs = word not in wn.adjectives and other not in wn.adjectives
            for suffix in ["", "ed", "ing", "s"] if verbs else [""]:
                add(wn.inflect(word, suffix), wn.inflect(other, suffix))
    for word, opposites in wn.indirect.items():
        for other in opposites:
            add(word, other)
    for word, opposites in wn.noun_antonyms.items():
        for other in opposites:
            add(word, other)
            add(plural(wn, word), plural(wn, other))
    return sorted(out)


def plural(wn: WordNet, noun: str) -> str:
    """The noun's plural: WordNet's irregular one ("children"), -men for -man ("women"), else the -s form that
    :meth:`WordNet.inflect` gives verbs (-s, -es or -ies)."""
    irregular = sorted(wn.plurals.get(noun, ()))
    if irregular:
        return irregular[0]
    if noun.endswith("man") and noun != "human":  # noun.exc lists "men" but not "women"
        return noun[:-3] + "men"
    return wn.inflect(noun, "s")


def main(argv: list[str] | None = None) -> int:
    source = (
        "WordNet 3.0 (Princeton University), antonym pointers of data.adj, data.verb and data.noun, "
        "and adjectives' indirect antonyms (a satellite sense against the antonym of its head)"
    )

    def build(folder: Path) -> tuple[str, list[list[str]], str]:
        found = pairs(folder)
        return "pairs", [list(p) for p in found], f"{len(found)} pairs"

    return write_wordnet_json(argv, "scripts/build_wordnet_antonyms.py", OUTPUT, source, build)


if __name__ == "__main__":
    raise SystemExit(main())
