"""The answer model's training data: the TQ split by question and the generated contrast twins."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from answersim.tools import answer_pairs as ap


def _tq_file(tmp_path, n: int = 30):
    rows = []
    for i in range(n):
        row = {"question": f"Question {i}?", "golden_answer": f"Answer {i}/Alt {i}", "improper": i == 3}
        for j, system in enumerate(ap.SYSTEMS):
            row[f"answer_{system}"] = f"It is Answer {i}." if j % 2 == 0 else f"It is Other {i}."
            row[f"judge_{system}"] = j % 2 == 0
        rows.append(row)
    path = tmp_path / "TQ.json"
    path.write_text(json.dumps(rows))
    return path


def test_tq_is_split_by_question_and_improper_rows_are_skipped(tmp_path) -> None:
    judged = ap.read_tq(_tq_file(tmp_path))
    assert len(judged) == 29 * 5 and all(a.question != "Question 3?" for a in judged)
    parts = ap.split_by_question(judged, seed=1)
    sides = [{a.qid for a in parts[p]} for p in ("train", "dev", "test")]
    assert not (sides[0] & sides[1] or sides[0] & sides[2] or sides[1] & sides[2])
    assert sum(len(s) for s in sides) == 29 and (len(sides[2]), len(sides[1])) == (6, 3)  # 20 %, 10 % of 29
    assert parts == ap.split_by_question(judged, seed=1)  # seeded


def test_the_gold_alternative_the_answer_states_is_its_reference() -> None:
    a = ap.JudgedAnswer(0, "Who?", ("Jove", "Jupiter"), "The king of the gods is Jupiter.", True, "gpt4")
    assert ap.best_gold(a) == "Jupiter"
    assert ap.tq_pairs([a])[0] == ap.Pair("Who?", "Jupiter", a.answer, 1.0, "tq:gpt4")


def test_minimal_edits() -> None:
    assert ap.negate("A man is playing a guitar.") == "A man is not playing a guitar."
    assert ap.negate("The shop was not open.") == "The shop was open."
    assert ap.negate("It can't fly.") == "It can fly."
    assert ap.negate("Dogs bark.") is None
    assert ap.swap_antonym("Prices rose sharply.") == "Prices fell sharply."
    assert ap.swap_antonym("Before noon") == "After noon"
    changed = ap.change_number("Born in 1905 in Ulm.", random.Random(0))
    assert changed != "Born in 1905 in Ulm." and changed.startswith("Born in ") and changed.endswith(" in Ulm.")


def test_generated_families_are_balanced_twins(tmp_path) -> None:
    judged = ap.read_tq(_tq_file(tmp_path))
    stsb = [("A man is playing a guitar.", "A man plays the guitar, he is happy.", 4.6)] * 5
    pairs = ap.generated_pairs(judged, stsb, seed=0, scale=0.05)
    labels = Counter(p.label for p in pairs)
    assert labels[1.0] == labels[0.0] > 0  # every negative has its positive twin
    # a negative twin shares its reference with the positive just before it
    for pos, neg in zip(pairs[::2], pairs[1::2]):
        assert (pos.label, neg.label) == (1.0, 0.0) and pos.reference == neg.reference
    sources = {p.source for p in pairs}
    assert {"gen:paraphrase", "gen:unit", "gen:date", "gen:alias", "gen:polarity-flip"} <= sources


def test_equivalent_forms_are_really_equivalent() -> None:
    # the unit twins' correct candidate is the exact conversion (checked independently for °C → °F)
    for p in ap.unit_twins(random.Random(3), 200):
        if p.label == 1.0 and p.reference.endswith(" °C") and "°F" in p.candidate:
            celsius = float(p.reference.split()[0])
            assert f"{celsius * 1.8 + 32:g}" in p.candidate.replace(".0 ", " ")
    dates = ap.date_twins(random.Random(0), 1)
    assert dates[0].label == 1.0 and dates[1].label == 0.0


def test_stsb_labels_soft_or_hard() -> None:
    rows = [("A man plays a guitar.", "A man plays a flute.", 1.5), ("a", "b", 3.0), ("x", "y", 4.6)]
    assert [p.label for p in ap.stsb_pairs(rows)] == [0.3, 0.6, pytest.approx(0.92)]
    hard = ap.stsb_pairs(rows, hard=(2.0, 4.0))  # the middle pair says neither: left out
    assert [(p.reference, p.label) for p in hard] == [("A man plays a guitar.", 0.0), ("x", 1.0)]
