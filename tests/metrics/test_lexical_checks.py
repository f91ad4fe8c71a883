"""Lexical metrics against hand-computed values, and each blind-spot check on hand-written pairs."""

from __future__ import annotations

import pytest

from answersim.metrics import get_metric
from answersim.metrics.blindspots import check_entities, check_negation, check_numbers, numbers, run_checks
from answersim.metrics.lexical import (
    abbreviates,
    abbreviation,
    canonical_tokens,
    containment,
    exact_match,
    normalize_answer,
    token_f1,
)


def test_squad_normalisation() -> None:
    assert normalize_answer("The  Eiffel-Tower, in PARIS!") == "eiffel tower in paris"
    assert normalize_answer("an apple a day") == "apple day"
    assert normalize_answer("„Geißel“") == "geißel"
    assert normalize_answer("H₂O and CO₂") == "h2o and co2"  # subscript digits are digits


def test_token_f1_hand_computed() -> None:
    # answer tokens: [capital, is, paris] ; reference: [paris] -> P = 1/3, R = 1, F1 = 2*(1/3)/(4/3) = 0.5
    assert token_f1("The capital is Paris.", "Paris") == pytest.approx(0.5)
    # [isaac] vs [isaac, komnenos]: P = 1, R = 1/2 -> F1 = 2/3
    assert token_f1("Isaac", "Isaac Komnenos") == pytest.approx(2 / 3)
    assert token_f1("Seine", "Epte") == 0.0
    assert token_f1("the", "a") == 1.0  # both empty after normalisation
    # repeated tokens count as a multiset: [a1 a1 b] vs [a1 b b] share 2 -> P = R = 2/3
    assert token_f1("x x y", "x y y") == pytest.approx(2 / 3)


def test_containment_and_exact_match() -> None:
    assert containment("FedExField in Landover, Maryland", "Landover, Maryland") == 1.0
    assert containment("Landover", "FedExField in Landover, Maryland") == pytest.approx(1 / 4)
    assert exact_match("The Seine.", "seine") == 1.0
    assert exact_match("Seine river", "Seine") == 0.0


def test_lexical_metrics_need_no_model_and_take_the_best_reference() -> None:
    metric = get_metric("token-f1")
    from answersim.cases import TestCase

    case = TestCase(actual_output="Paris", references=("Lyon", "Paris, France"))
    assert metric.requests(case) == []
    result = metric.compute(case, {})
    assert result.score == pytest.approx(2 / 3)  # P = 1, R = 1/2 against the second reference
    assert result.details["best_target"] == 1
    assert get_metric("exact-match").score("The answer", "answer").score == 1.0


@pytest.mark.parametrize(
    ("short", "long"),
    [
        ("WMO", "World Meteorological Organization"),
        ("BSkyB", "British Sky Broadcasting"),  # its capitals
        ("OAPEC", "members of the Organization of Arab Petroleum Exporting Countries"),  # a run of initials
        ("the UN", "United Nations"),
        ("BfS", "Bundesamt für Statistik"),
        ("WWII", "World War II"),  # a Roman numeral whole
    ],
)
def test_abbreviations_are_recognised(short: str, long: str) -> None:
    assert abbreviates(short, long)
    assert abbreviation(long, short) == abbreviation(short, long) == 1.0


@pytest.mark.parametrize(
    ("short", "long"),
    [
        ("US", "under sea level"),  # two letters must be all the initials
        ("UV", "ultraviolet"),  # one word has one initial
        ("NASA", "the space agency"),
        ("Paris", "Paris"),  # not an abbreviation-like word
        ("The WMO report", "World Meteorological Organization report on storms"),  # a word: only some initials
    ],
)
def test_non_abbreviations_are_not(short: str, long: str) -> None:
    assert abbreviation(short, long) == 0.0


def test_a_word_of_a_sentence_may_abbreviate_all_of_the_other_text() -> None:
    assert abbreviation("L'étude a été financée par l'OMS.", "L'Organisation mondiale de la santé") == 1.0
    assert abbreviation("It was the WMO report.", "World Meteorological Organization") == 1.0


def test_numbers_that_differ_are_flagged_with_spans() -> None:
    flag = check_numbers("It takes 13 days.", "30 days")
    assert flag.flagged and flag.spans["missing"] == ["30"] and flag.spans["extra"] == ["13"]
    assert not check_numbers("It takes thirty days.", "30 days").flagged  # words and digits agree
    assert not check_numbers("In 1,000 years", "1000 years").flagged
    assert not check_numbers("acht Stadtbezirke", "8 Stadtbezirke").flagged  # German number words too
    assert check_numbers("zwölf Monate", "10 Monate").spans["extra"] == ["zwölf"]
    assert not numbers("eine Stadt, null Fehler")  # the article and the English word are not numbers
    # ordinals are their number, and "st" in "1st" is no unit
    assert not check_numbers("Mandela spends third day in hospital", "3rd day").flagged
    assert not check_numbers("on 1 July 1997", "July 1st").flagged
    assert check_numbers("the 5th century", "4th century").spans["missing"] == ["4th"]
    unit = check_numbers("30 weeks", "30 days")
    assert unit.flagged and unit.spans["unit_differs"] == ["30 day"]  # units by one name each
    assert [v for v, _, _ in numbers("twenty-one of 3.5 km")] == [21.0, 3.5]


def test_the_same_quantity_written_differently_is_not_flagged() -> None:
    for answer, reference in [
        ("Water boils at 100 °C at sea level.", "100 degrees Celsius"),
        ("It is 5km away.", "five kilometers"),
        ("about 3 hrs", "three hours"),
        ("It weighs 2 kg.", "2 kilograms"),
    ]:
        assert not check_numbers(answer, reference).flagged, (answer, reference)
    # another unit for the same value, and another value for the same unit, still fire
    assert check_numbers("100 °F", "100 degrees Celsius").spans["unit_differs"] == ["100 celsius"]
    assert check_numbers("It is 5 miles away.", "5 km").spans["unit_differs"] == ["5 kilometre"]
    assert check_numbers("90 degrees Celsius", "100 °C").spans["missing"] == ["100"]


def test_another_value_next_to_the_right_one_is_recorded_not_flagged() -> None:
    hedged = check_numbers("It was signed in 1648 and 1651.", "The treaty was signed in 1648.")
    assert not hedged.flagged and hedged.spans["alternatives"] == ["1651"]
    # numbers of another kind than the reference's (a day and a count beside a year) are no alternative
    stated = check_numbers("Apollo 11 landed on the Moon on July 20, 1969.", "1969")
    assert stated.spans["alternatives"] == [] and sorted(stated.spans["extra"]) == ["11", "20"]


def test_canonical_tokens_spell_numbers_and_units_one_way() -> None:
    assert canonical_tokens("There are eight planets.") == ["there", "are", "8", "planets"]
    assert canonical_tokens("the third day") == canonical_tokens("the 3rd day") == ["3", "day"]
    assert canonical_tokens("1000000 people") == ["1000000", "people"]  # digits are kept as written
    assert canonical_tokens("1,000 people") == ["1000", "people"]  # a thousands separator is not a split
    assert canonical_tokens("100°C") == canonical_tokens("100 degrees Celsius") == ["100", "celsius"]
    assert canonical_tokens("5 kilometers or 5km") == ["5", "kilometre", "or", "5", "kilometre"]
    assert canonical_tokens("She was twenty-one.") == canonical_tokens("She was 21.")  # one word, not "20 1"
    assert canonical_tokens("A dozen.") == canonical_tokens("12") == ["12"]
    assert canonical_tokens("a well-known x-ray") == ["well", "known", "x", "ray"]  # other hyphenated words
    # only a word right after a number is read as a unit: "m" elsewhere stays a word
    assert canonical_tokens("m 3 m") == ["m", "3", "metre"]


def test_negation_on_one_side_only() -> None:
    flag = check_negation("He did not win the race.", "He won the race.")
    assert flag.flagged and flag.spans["answer"] == ["not"]
    assert check_negation("He won.", "He didn’t lose.").spans["reference_all"] == ["didn't"]
    assert not check_negation("No, never.", "not at all").flagged  # negated on both sides
    assert not check_negation("He won.", "He won the race.").flagged


def test_missing_entity() -> None:
    flag = check_entities(
        "FedExField in Landover, Maryland", "The Washington Redskins are based out of Landover, Maryland."
    )
    # names missing and named instead are recorded; a reworded answer (the rest of the reference not stated)
    # is not judged by its names, a minimal edit is
    assert flag.spans["missing"] == ["Washington Redskins"] and flag.spans["extra"] == ["FedExField"]
    assert flag.spans["reference"] == ["Washington Redskins", "Landover", "Maryland"] and not flag.flagged
    swapped = check_entities(
        "The Dallas Cowboys are based out of Landover, Maryland.",
        "The Washington Redskins are based out of Landover, Maryland.",
    )
    assert swapped.flagged and swapped.message == "names differ: Washington Redskins → Dallas Cowboys"
    assert not check_entities("the redskins of washington", "Washington Redskins").flagged


def test_run_checks_lists_fired_flags() -> None:
    out = run_checks("Napoleon did not die in 1822.", "Napoleon died in 1821.")
    assert out["flags"] == ["numbers", "negation"]
    assert out["numbers"]["message"] == "numbers differ: 1821 → 1822"


def test_embedding_metrics_report_the_checks(fake_embeddings) -> None:
    result = get_metric("cosine", model=fake_embeddings).score(
        "He did not win the race in 1998.", "He won the race in 1989."
    )
    checks = result.details["checks"]
    assert checks["flags"] == ["numbers", "negation"]
    assert checks["numbers"]["spans"]["missing"] == ["1998"]
    assert "checks" not in get_metric("token-f1").score("a", "b").details  # lexical metrics: no checks


@pytest.mark.parametrize("name", ["bertscore", "reference-match"])
def test_other_embedding_metrics_report_the_checks(fake_embeddings, name) -> None:
    metric = get_metric(name, model=fake_embeddings)
    # score(expected, actual): the reference names Westphalia, the answer adds a negation and names Utrecht
    result = metric.score("The treaty was signed in 1648 in Westphalia.", "The treaty was not signed in Utrecht.")
    assert result.status == "ok", result.error
    checks = result.details["checks"]
    assert checks["flags"] == ["negation", "entities"]
    assert checks["entities"]["spans"]["missing"] == ["Westphalia"]
    assert checks["entities"]["spans"]["extra"] == ["Utrecht"]
