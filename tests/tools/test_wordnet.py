"""WordNet antonym/synonym twins for training: the database reader on a small database in WordNet 3.0's own
format (written here, lines as in Princeton's data files), and the twins built from it."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from answersim.metrics.blindspots.words import wordnet_opposites
from answersim.tools.answer_pairs import wordnet_twins
from answersim.tools.wordnet import read_wordnet

# offset lex_filenum ss_type w_cnt (hex) word lex_id ... p_cnt [symbol offset pos source/target] ... | gloss
ADJ = """  1 This software and database is being provided to you, the LICENSEE, by
00001000 00 a 02 safe 0 secure 0 002 ! 00002000 a 0101 ! 00008000 a 0201 | free from danger
00002000 00 a 01 dangerous 0 001 ! 00001000 a 0101 | involving danger
00008000 00 a 01 insecure 0 001 ! 00001000 a 0102 | not secure
00003000 00 a 02 open 0 unfastened 0 000 | not shut
00009000 00 a 01 clean 0 002 ! 00010000 a 0101 & 00011000 a 0000 | free from dirt
00010000 00 a 01 dirty 0 001 ! 00009000 a 0101 | soiled
00011000 00 s 02 spotless 0 immaculate 0 001 & 00009000 a 0000 | (satellite of clean) without a spot
"""
NOUN = """00012000 18 n 01 winner 0 001 ! 00013000 n 0101 | the one who wins
00013000 18 n 01 loser 0 001 ! 00012000 n 0101 | the one who loses
00014000 18 n 01 woman 0 001 ! 00015000 n 0101 | an adult female
00015000 18 n 01 man 0 001 ! 00014000 n 0101 | an adult male
"""
NOUN_EXC = "men man\n"
VERB = """00004000 32 v 03 acquit 0 clear 0 exonerate 0 001 ! 00005000 v 0101 | pronounce not guilty
00005000 32 v 01 convict 0 001 ! 00004000 v 0101 | find guilty
00006000 40 v 01 sell 0 001 ! 00007000 v 0101 | exchange for money
00007000 40 v 01 buy 0 001 ! 00006000 v 0101 | obtain for money
"""
EXC = "sold sell\nbought buy\nacquitted acquit\nacquitting acquit\n"


@pytest.fixture
def database(tmp_path: Path) -> Path:
    (tmp_path / "data.adj").write_text(ADJ, encoding="latin-1")
    (tmp_path / "data.verb").write_text(VERB, encoding="latin-1")
    (tmp_path / "verb.exc").write_text(EXC, encoding="latin-1")
    (tmp_path / "data.noun").write_text(NOUN, encoding="latin-1")
    (tmp_path / "noun.exc").write_text(NOUN_EXC, encoding="latin-1")
    return tmp_path


def test_antonyms_synonyms_and_verb_forms(database: Path) -> None:
    wn = read_wordnet(database)
    assert wn.antonyms["safe"] == {"dangerous"} and wn.antonyms["convict"] == {"acquit"}
    assert wn.synonyms["acquit"] == {"clear", "exonerate"}  # the sense that has the antonym
    assert "open" not in wn.antonyms  # no antonym pointer, no entry
    assert wn.lemma("Safe") == ("safe", "") and wn.lemma("acquitted") == ("acquit", "ed")
    assert wn.lemma("convicting") == ("convict", "ing") and wn.lemma("sold") == ("sell", "ed")
    assert wn.lemma("sells") is None  # a verb in -s reads like a plural noun: not used
    assert wn.inflect("buy", "ed") == "bought" and wn.inflect("convict", "ed") == "convicted"
    assert wn.inflect("clear", "ing") == "clearing" and wn.inflect("exonerate", "ed") == "exonerated"
    # kept apart from ``antonyms`` (the training twins'): a satellite against its head's opposite, and nouns
    assert wn.indirect["spotless"] == {"dirty"} and wn.indirect["dirty"] == {"spotless", "immaculate"}
    assert "spotless" not in wn.antonyms and "winner" not in wn.antonyms
    assert wn.noun_antonyms["winner"] == {"loser"} and wn.plurals["man"] == {"men"}


def test_a_missing_database_says_how_to_get_one(tmp_path: Path) -> None:
    from answersim.tools.wordnet import read_nouns

    for read in (read_wordnet, read_nouns):
        with pytest.raises(FileNotFoundError, match="apt-get install wordnet-base"):
            read(tmp_path)


def test_twins_swap_one_word_for_its_opposite_or_a_synonym(database: Path) -> None:
    wn = read_wordnet(database)
    rows = [
        ("The court cleared him.", "The man was acquitted by the court.", 4.6),
        ("The bridge is safe.", "The bridge is safe for cars.", 4.2),
        ("A cat sleeps.", "A dog runs.", 0.4),  # not a paraphrase: never used
    ]
    pairs = wordnet_twins(rows, random.Random(0), 10, wn)
    acquit = [p for p in pairs if "man" in p.candidate]
    # "clear" and "exonerate" have no opposite of their own (rare senses are not trusted): the paraphrase stands
    assert {(p.candidate, p.label) for p in acquit} == {
        ("The man was acquitted by the court.", 1.0),
        ("The man was convicted by the court.", 0.0),
    }
    safe = [p for p in pairs if "bridge" in p.candidate]
    assert {(p.candidate, p.label) for p in safe} == {
        ("The bridge is secure for cars.", 1.0),
        ("The bridge is dangerous for cars.", 0.0),
    }
    assert not any("dog" in p.candidate for p in pairs)  # not a paraphrase


def test_the_antonym_file_is_built_from_the_database(database: Path, tmp_path: Path) -> None:
    import importlib.util

    script = Path(__file__).resolve().parents[2] / "scripts" / "build_wordnet_antonyms.py"
    spec = importlib.util.spec_from_file_location("build_wordnet_antonyms", script)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert module.pairs(database) == [
        ("acquit", "convict"),
        ("acquits", "convicts"),
        ("acquitted", "convicted"),
        ("acquitting", "convicting"),
        ("bought", "sold"),
        ("buy", "sell"),
        ("buying", "selling"),
        ("buys", "sells"),
        ("clean", "dirty"),
        ("dangerous", "safe"),
        ("dirty", "immaculate"),
        ("dirty", "spotless"),
        ("insecure", "secure"),
        ("loser", "winner"),
        ("losers", "winners"),
        ("man", "woman"),
        ("men", "women"),
    ]
    out = tmp_path / "pairs.json"
    assert module.main(["--wordnet", str(database), "--output", str(out)]) == 0
    assert "Princeton" in out.read_text(encoding="utf-8")


def test_the_shipped_antonyms_are_read_both_ways() -> None:
    opposites = wordnet_opposites()
    assert "convicted" in opposites["acquitted"] and "acquitted" in opposites["convicted"]
    assert all(word not in others for word, others in opposites.items())


# nouns with hypernyms (``@``) in two lexicographer files (08 body, 27 substance); "lead" is tagged more as a verb
NOUN_TREE = """00100000 08 n 01 organ 0 000 | a part of the body
00101000 08 n 02 internal_organ 0 viscus 0 001 @ 00100000 n 0000 | an organ inside the body
00102000 08 n 01 liver 0 001 @ 00101000 n 0000 | secretes bile
00103000 08 n 01 kidney 0 001 @ 00101000 n 0000 | filters blood
00104000 27 n 01 metal 0 000 | a metallic element
00105000 27 n 02 iron 0 fe 0 001 @ 00104000 n 0000 | element 26
00106000 27 n 02 lead 0 pb 0 001 @ 00104000 n 0000 | element 82
"""
INDEX_NOUN = """organ n 1 0 1 0 00100000
internal_organ n 1 1 @ 1 0 00101000
viscus n 1 1 @ 1 0 00101000
liver n 1 1 @ 1 1 00102000
kidney n 1 1 @ 1 1 00103000
metal n 1 0 1 0 00104000
iron n 1 1 @ 1 1 00105000
fe n 1 1 @ 1 0 00105000
lead n 1 1 @ 1 1 00106000
pb n 1 1 @ 1 0 00106000
"""
CNTLIST = "liver%1:08:00:: 1 12\nlead%1:27:00:: 1 21\nlead%2:38:00:: 1 203\niron%1:27:00:: 1 17\niron%2:35:00:: 1 2\n"


def test_the_kinds_file_is_built_from_the_noun_hierarchy(tmp_path: Path) -> None:
    import importlib.util

    import numpy as np

    from answersim.tools.wordnet import read_nouns

    (tmp_path / "data.noun").write_text(NOUN_TREE, encoding="latin-1")
    (tmp_path / "index.noun").write_text(INDEX_NOUN, encoding="latin-1")
    (tmp_path / "cntlist.rev").write_text(CNTLIST, encoding="latin-1")
    (tmp_path / "noun.exc").write_text("viscera viscus\n", encoding="latin-1")
    nouns = read_nouns(tmp_path)
    assert nouns.parents["00102000"] == ["00101000"] and nouns.senses["fe"] == ["00105000"]
    assert nouns.descendants()["00100000"] == 3 and nouns.descendants()["00102000"] == 0
    assert (nouns.noun_tags["lead"], nouns.other_tags["lead"]) == (21, 203)
    script = Path(__file__).resolve().parents[2] / "scripts" / "build_wordnet_kinds.py"
    spec = importlib.util.spec_from_file_location("build_wordnet_kinds", script)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    graph = module.graph(nouns)
    # synsets numbered in file order: organ 0, internal organ 1, liver 2, kidney 3, metal 4, iron 5, lead 6
    assert graph["parents"] == [[], [0], [1], [1], [], [4], [4]]
    assert graph["kinds"] == [0, 1, 2, 3, 4, 5, 6]  # all concrete, none with more than MAX_BELOW below
    assert graph["lemmas"]["internal_organ"] == [1] and graph["not_nouns"] == ["lead"]
    assert graph["plurals"] == {"viscera": "viscus"}
    out = tmp_path / "kinds.npz"
    assert module.main(["--wordnet", str(tmp_path), "--output", str(out)]) == 0
    first = out.read_bytes()
    assert module.main(["--wordnet", str(tmp_path), "--output", str(out)]) == 0
    assert out.read_bytes() == first  # no time stamp: the same database gives the same file
    with np.load(out) as data:
        lemmas = data["lemmas"].tobytes().decode("utf-8").split("\n")
        row = lemmas.index("liver")
        assert data["senses"][data["sense_offsets"][row] : data["sense_offsets"][row + 1]].tolist() == [2]
        assert data["parents"].tolist() == [0, 1, 1, 4, 4] and "Princeton" in data["notice"].tobytes().decode()


def test_the_demonym_file_is_built_from_the_pertainyms(tmp_path: Path) -> None:
    import importlib.util
    import json

    # adjectives that pertain to nouns (pointer "\"): proper ones to proper nouns are kept, "urban" is not
    (tmp_path / "data.adj").write_text(
        "  1 This software and database is being provided to you, the LICENSEE, by\n"
        "00020000 01 a 02 Welsh 0 Cambrian 0 001 \\ 00030000 n 0101 | of Wales\n"
        "00021000 01 a 01 urban 0 001 \\ 00031000 n 0101 | of a city\n"
        "00022000 01 a 01 British 0 001 \\ 00032000 n 0000 | of Great Britain\n",
        encoding="latin-1",
    )
    (tmp_path / "data.noun").write_text(
        "00030000 15 n 01 Wales 0 000 | a country\n"
        "00031000 15 n 01 city 0 000 | a town\n"
        "00032000 15 n 02 Great_Britain 0 GB 0 000 | an island\n",
        encoding="latin-1",
    )
    script = Path(__file__).resolve().parents[2] / "scripts" / "build_wordnet_demonyms.py"
    spec = importlib.util.spec_from_file_location("build_wordnet_demonyms", script)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    # "Cambrian" is not the pointer's source word; "GB" is no proper noun of words
    assert module.demonyms(tmp_path) == {"British": ["Great Britain"], "Welsh": ["Wales"]}
    out = tmp_path / "demonyms.json"
    assert module.main(["--wordnet", str(tmp_path), "--output", str(out)]) == 0
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data["demonyms"]["Welsh"] == ["Wales"] and "Princeton" in data["license"]


def test_the_shipped_demonyms_are_read_both_ways() -> None:
    from answersim.metrics.blindspots.words import demonyms

    related = demonyms()
    assert "Wales" in related["Welsh"] and "Welsh" in related["Wales"]
    assert "France" in related["French"] and "Great Britain" in related["British"]
