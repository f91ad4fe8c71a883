"""Write ``src/answersim/data/wordnet_demonyms.json``: WordNet 3.0's proper adjectives and the proper nouns they
pertain to ("Welsh" → "Wales", "French" → "France", "Parisian" → "Paris"), so that the ``entities`` check reads
"a French chef" as naming the "France" of "a chef from France".

Reads the pertainym pointers (``\\``) of ``data.adj`` between a capitalised adjective of one word and a proper noun
(each word capitalised, up to three). Needs the
WordNet 3.0 database (Debian: ``apt-get install wordnet-base``); the file it writes is shipped, so answersim itself
never needs WordNet. Usage: ``PYTHONPATH=src .venv/bin/python scripts/build_wordnet_demonyms.py
[--wordnet /usr/share/wordnet]``.
"""

from __future__ import annotations

import re
from collections import defaultdict
from pathlib import Path

from answersim.tools.wordnet import write_wordnet_json

OUTPUT = Path(__file__).resolve().parent.parent / "src" / "answersim" / "data" / "wordnet_demonyms.json"
_PROPER = re.compile(r"[A-Z][a-z]+")
#: a proper noun of up to three words, each capitalised ("Great Britain", "New Zealand")
_PROPER_NOUN = re.compile(r"[A-Z][a-z]+(?: [A-Z][a-z]+){0,2}")


def _synsets(path: Path) -> dict[str, list[str]]:
    """Noun synset offset -> its words as written (underscores as spaces)."""
    out = {}
    for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
        if line.startswith(" "):
            continue  # the license header
        fields = line.split(" | ")[0].split()
        count = int(fields[3], 16)
        out[fields[0]] = [fields[4 + 2 * k].replace("_", " ") for k in range(count)]
    return out


def demonyms(wordnet: Path) -> dict[str, list[str]]:
    """Proper adjective (one word) -> the sorted proper nouns (up to three words) that it pertains to."""
    nouns = _synsets(wordnet / "data.noun")
    found: dict[str, set[str]] = defaultdict(set)
    for line in (wordnet / "data.adj").read_text(encoding="utf-8", errors="replace").splitlines():
        if line.startswith(" "):
            continue
        fields = line.split(" | ")[0].split()
        count = int(fields[3], 16)
        lemmas = [re.sub(r"\(.*\)$", "", fields[4 + 2 * k]) for k in range(count)]
        at = 4 + 2 * count
        for k in range(int(fields[at])):
            symbol, offset, pos, source_target = fields[at + 1 + 4 * k : at + 5 + 4 * k]
            if symbol != "\\" or pos != "n":
                continue
            source, target = int(source_target[:2], 16), int(source_target[2:], 16)
            adjectives = lemmas if source == 0 else [lemmas[source - 1]]
            targets = nouns[offset] if target == 0 else [nouns[offset][target - 1]]
            for adjective in adjectives:
                for noun in targets:
                    if _PROPER.fullmatch(adjective) and _PROPER_NOUN.fullmatch(noun) and adjective != noun:
                        found[adjective].add(noun)
    return {adjective: sorted(places) for adjective, places in sorted(found.items())}


def main(argv: list[str] | None = None) -> int:
    source = "WordNet 3.0 (Princeton University), pertainym pointers of data.adj between capitalised words"

    def build(folder: Path) -> tuple[str, dict[str, list[str]], str]:
        found = demonyms(folder)
        return "demonyms", found, f"{len(found)} adjectives"

    return write_wordnet_json(argv, "scripts/build_wordnet_demonyms.py", OUTPUT, source, build)


if __name__ == "__main__":
    raise SystemExit(main())
