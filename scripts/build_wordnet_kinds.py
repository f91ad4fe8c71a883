"""Write ``src/answersim/data/wordnet_kinds.npz``: WordNet 3.0's nouns as a small graph for the ``entities``
check's kind swaps ("The disease affects the liver." / "… the kidneys.": two organs, one for the other).

It keeps each synset's hypernyms, each lemma's senses (most frequent first; one or two words), the lemmas
tagged more often as another part of speech ("lead", "fat"), the irregular plurals, and the *kinds*: synsets
that may be the common kind of two swapped things. A kind is concrete (an animal, artifact, body part, food,
place, natural object, plant or substance) and narrow (at most ``MAX_BELOW`` synsets below it), so "organ"
counts and "entity" or "activity" do not. Needs the WordNet 3.0 database (Debian: ``apt-get install
wordnet-base``); the file it writes is shipped, so answersim never needs WordNet. Usage:
``PYTHONPATH=src .venv/bin/python scripts/build_wordnet_kinds.py [--wordnet /usr/share/wordnet]``.
"""

from __future__ import annotations

import argparse
import io
import re
import zipfile
from pathlib import Path

import numpy as np

from answersim.tools.wordnet import DEFAULT_PATH, NOTICE, NounHierarchy, read_nouns

OUTPUT = Path(__file__).resolve().parent.parent / "src" / "answersim" / "data" / "wordnet_kinds.npz"
#: lexicographer files of concrete things: animal, artifact, body, food, location, object, plant, substance
#: (people are left out: "prince" / "duke" or "colleague" / "member" are too often the same person)
CONCRETE = {5, 6, 8, 13, 15, 17, 20, 27}
#: the most synsets a kind may have below it ("internal organ" 34, "metallic element" 126, "beverage" ~500)
MAX_BELOW = 600
LEMMA = re.compile(r"[a-z]+(?:_[a-z]+)?")
SOURCE = "WordNet 3.0 (Princeton University): data.noun's hypernyms, index.noun's senses, cntlist.rev, noun.exc."


def graph(nouns: NounHierarchy) -> dict:
    """The file's content: synsets numbered in file order, hypernyms and senses by those numbers."""
    number = {offset: i for i, offset in enumerate(nouns.words)}
    below = nouns.descendants()
    lemmas = {lemma: [number[s] for s in senses] for lemma, senses in nouns.senses.items() if LEMMA.fullmatch(lemma)}
    return {
        "parents": [[number[p] for p in nouns.parents[offset]] for offset in nouns.words],
        "kinds": [number[s] for s in nouns.words if nouns.lexfile[s] in CONCRETE and below[s] <= MAX_BELOW],
        "concrete": [number[s] for s in nouns.words if nouns.lexfile[s] in CONCRETE],
        "lemmas": lemmas,
        "not_nouns": sorted(w for w in lemmas if nouns.other_tags.get(w, 0) > nouns.noun_tags.get(w, 0)),
        "plurals": {form: base for form, base in sorted(nouns.plurals.items()) if base in lemmas and form.isalpha()},
    }


def arrays(content: dict) -> dict[str, np.ndarray]:
    """The graph as flat arrays (lists of lists as offsets and values; words as newline-joined UTF-8), which
    load in milliseconds where the same JSON takes a quarter of a second."""

    def flat(lists: list[list[int]]) -> tuple[np.ndarray, np.ndarray]:
        offsets = np.cumsum([0, *map(len, lists)]).astype(np.int32)
        return offsets, np.array([x for values in lists for x in values], dtype=np.int32)

    def text(words: list[str]) -> np.ndarray:
        return np.frombuffer("\n".join(words).encode("utf-8"), dtype=np.uint8)

    parent_offsets, parents = flat(content["parents"])
    sense_offsets, senses = flat(list(content["lemmas"].values()))
    return {
        "parent_offsets": parent_offsets,
        "parents": parents,
        "kinds": np.array(content["kinds"], dtype=np.int32),
        "concrete": np.array(content["concrete"], dtype=np.int32),
        "lemmas": text(list(content["lemmas"])),
        "sense_offsets": sense_offsets,
        "senses": senses,
        "not_nouns": text(content["not_nouns"]),
        "plural_forms": text(list(content["plurals"])),
        "plural_bases": text(list(content["plurals"].values())),
        "notice": text([f"{SOURCE} Written by scripts/build_wordnet_kinds.py. {NOTICE}"]),
    }


def write(path: Path, named: dict[str, np.ndarray]) -> None:
    """An ``.npz`` with the same bytes on every build (``np.savez`` stamps the time)."""
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, array in named.items():
            buffer = io.BytesIO()
            np.lib.format.write_array(buffer, array, allow_pickle=False)
            archive.writestr(
                zipfile.ZipInfo(f"{name}.npy", date_time=(1980, 1, 1, 0, 0, 0)), buffer.getvalue(), zipfile.ZIP_DEFLATED
            )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--wordnet", type=Path, default=DEFAULT_PATH, help="WordNet 3.0 database folder")
    parser.add_argument("--output", type=Path, default=OUTPUT)
    args = parser.parse_args(argv)
    content = graph(read_nouns(args.wordnet))
    write(args.output, arrays(content))
    print(f"wrote {len(content['lemmas'])} lemmas, {len(content['parents'])} synsets to {args.output}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
