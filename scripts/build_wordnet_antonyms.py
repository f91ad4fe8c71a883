"""Write ``src/answersim/data/wordnet_antonyms.json``: WordNet 3.0's antonym pairs of adjectives and verbs (one
word each), verbs also in their -ed, -ing and -s forms, for the ``antonyms`` check's one-word-swap rule.

Needs the WordNet 3.0 database (Debian: ``apt-get install wordnet-base``); the file it writes is shipped, so
answersim itself never needs WordNet. Usage: ``PYTHONPATH=src .venv/bin/python scripts/build_wordnet_antonyms.py
[--wordnet /usr/share/wordnet]``.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from answersim.tools.wordnet import DEFAULT_PATH, read_wordnet

OUTPUT = Path(__file__).resolve().parent.parent / "src" / "answersim" / "data" / "wordnet_antonyms.json"
NOTICE = (
    "WordNet 3.0 Copyright 2006 by Princeton University. All rights reserved. THIS SOFTWARE AND DATABASE IS "
    "PROVIDED 'AS IS' AND PRINCETON UNIVERSITY MAKES NO REPRESENTATIONS OR WARRANTIES, EXPRESS OR IMPLIED. "
    "Permission to use, copy, modify and distribute this software and database and its documentation for any "
    "purpose and without fee or royalty is hereby granted, provided that this notice is kept."
)


def pairs(path: Path) -> list[tuple[str, str]]:
    """Sorted (word, opposite) pairs, each once (the alphabetically first word first), verbs in every form."""
    wn = read_wordnet(path)
    out = set()
    for word, opposites in wn.antonyms.items():
        for other in opposites:
            verbs = word not in wn.adjectives and other not in wn.adjectives
            suffixes = ["", "ed", "ing", "s"] if verbs else [""]
            for suffix in suffixes:
                a, b = wn.inflect(word, suffix), wn.inflect(other, suffix)
                if a != b:  # "kern" is its own antonym in WordNet (two senses)
                    out.add((min(a, b), max(a, b)))
    return sorted(out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--wordnet", type=Path, default=DEFAULT_PATH, help="WordNet 3.0 database folder")
    parser.add_argument("--output", type=Path, default=OUTPUT)
    args = parser.parse_args(argv)
    found = pairs(args.wordnet)
    data = {
        "source": "WordNet 3.0 (Princeton University), antonym pointers of data.adj and data.verb",
        "command": "scripts/build_wordnet_antonyms.py",
        "license": NOTICE,
        "pairs": [list(p) for p in found],
    }
    args.output.write_text(json.dumps(data, indent=0, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote {len(found)} pairs to {args.output}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
