"""Kind swaps (the ``entities`` check's WordNet rule) on the shipped noun graph: the relations asserted here are
WordNet 3.0's own (liver and kidney are internal organs; a car is a motor vehicle; rock and stone share a sense)."""

from __future__ import annotations

import pytest

from answersim.metrics.blindspots import check_entities
from answersim.metrics.blindspots.kinds import currency_swaps, kind_swaps, noun_graph, related, shared_kind


@pytest.mark.parametrize(("a", "b"), [("liver", "kidney"), ("copper", "zinc"), ("wheat", "rice"), ("bus", "train")])
def test_two_things_of_one_narrow_kind_share_it(a: str, b: str) -> None:
    assert shared_kind(a, b) and shared_kind(b, a) and not related(a, b)


@pytest.mark.parametrize(("a", "b"), [("car", "vehicle"), ("rock", "stone"), ("film", "movie"), ("dog", "puppy")])
def test_a_synonym_or_a_kind_of_the_word_is_related_not_swapped(a: str, b: str) -> None:
    assert related(a, b) and related(b, a)
    assert kind_swaps(f"I saw the {b}.", f"I saw the {a}.") == []


@pytest.mark.parametrize(("a", "b"), [("idea", "plan"), ("meeting", "party"), ("man", "woman"), ("doctor", "nurse")])
def test_abstract_things_and_people_are_not_kinds(a: str, b: str) -> None:
    """Abstract nouns and people are too often said of one thing ("colleague" / "member"); only concrete
    kinds count, and ``antonyms`` reads opposite roles (buyer/seller)."""
    assert not shared_kind(a, b)


def test_plurals_words_mostly_of_another_part_of_speech_and_names() -> None:
    graph = noun_graph()
    assert graph.lemma("kidneys") == "kidney" and graph.lemma("children") == "child" and graph.lemma("xyzzy") is None
    assert "lead" in graph.not_nouns and "blue" in graph.not_nouns and "liver" not in graph.not_nouns
    # "lead" is mostly a verb: "Fe is the symbol for lead." is not read as a metal swap
    assert kind_swaps("Lead is used in pipes.", "Iron is used in pipes.") == []
    # a capitalised word inside a sentence is a name: the names rule reads it
    assert kind_swaps("We met at the Kidney Foundation.", "We met at the liver clinic.") == []


def test_a_word_of_the_question_is_neither_missing_nor_a_swap() -> None:
    assert kind_swaps("The kidneys.", "The liver.") == [("liver", "kidneys")]
    assert kind_swaps("The kidneys.", "The liver.", "Is it the kidneys that fail?") == []
    assert kind_swaps("The liver and the kidneys.", "The liver.") == []  # the reference's word is stated


def test_the_entities_flag_names_the_swap_and_keeps_the_names_spans() -> None:
    flag = check_entities("The disease affects the kidneys.", "The disease affects the liver.")
    assert flag.flagged and flag.message == "another thing of the same kind: liver → kidneys"
    assert flag.spans == {"missing": [], "extra": [], "reference": [], "kinds": ["liver → kidneys"]}
    # German capitalises its nouns: the names rule reads them, the English noun graph does not
    german = check_entities("Die Krankheit betrifft die Nieren.", "Die Krankheit betrifft die Leber.")
    assert german.message == "names differ: Leber → Nieren" and german.spans["kinds"] == []


def test_a_kind_the_question_asks_for_counts_however_wide() -> None:
    """Whale and elephant meet only at "placental mammal", too wide a kind on its own; the question asks for a
    mammal, so two mammals are two candidate answers. The question's own words never state the reference."""
    question = "Which animal is the largest mammal?"
    answer = "The largest mammal is the African elephant."
    assert kind_swaps(answer, "The blue whale") == []
    assert kind_swaps(answer, "The blue whale", question) == [("blue whale", "African elephant")]
    assert kind_swaps("The blue whale, a mammal.", "The blue whale", question) == []
    # a kind at WordNet's top level ("animal", "thing") is no concrete kind: it asks for nothing
    assert kind_swaps(answer, "The blue whale", "Which animal is the largest?") == []


def test_a_name_with_a_letter_is_one_noun() -> None:
    """WordNet writes "vitamin_d": a word and a capital letter read as one noun, two vitamins."""
    question = "Which vitamin does sunlight help the body make?"
    assert kind_swaps("Sunlight helps the body make vitamin C.", "Vitamin D", question) == [("Vitamin D", "vitamin C")]
    assert kind_swaps("Sunlight helps the body make vitamin D.", "Vitamin D", question) == []


def test_each_swap_is_named_once_with_its_longest_words() -> None:
    assert kind_swaps("It affects the kidneys and the lungs.", "It affects the liver.") == [
        ("liver", "kidneys"),
        ("liver", "lungs"),
    ]


@pytest.mark.parametrize(
    ("reference", "answer", "swap"),
    [
        ("Le yen", "La monnaie du Japon est le won.", [("yen", "won")]),
        ("Рубль", "В России платят долларами.", [("ruble", "dollar")]),  # any case of the Russian word
        ("El peso", "En México se paga con dólares.", [("peso", "dollar")]),
        ("The euro", "The euro replaced the franc.", []),  # the reference's currency is named
        ("Yen", "The team won the final.", []),  # "won" is mostly "win": a currency after an article only
        ("Ayn Rand", "The rand is South Africa's currency.", []),  # a capitalised word inside a sentence: a name
    ],
)
def test_a_currency_for_another_in_five_languages(reference: str, answer: str, swap: list) -> None:
    assert currency_swaps(answer, reference) == swap


def test_a_currency_the_question_offers_is_no_swap() -> None:
    assert currency_swaps("The pound.", "The dollar", "Is it the dollar or the pound?") == []
    assert (
        check_entities("La monnaie du Japon est le won.", "Le yen").message
        == "another thing of the same kind: yen → won"
    )


def test_nationalities_swap_only_where_the_reference_s_is_gone() -> None:
    from answersim.metrics.blindspots.nationalities import nationalities, nationality_swaps

    assert nationalities("Inglés y alemán") == {"england": "Inglés", "germany": "alemán"}  # capitalised too
    assert nationality_swaps("Le cycliste italien a gagné.", "Le cycliste belge.") == [("belge", "italien")]
    assert nationality_swaps("Se enseña inglés.", "Inglés y alemán") == []  # a part left out, nothing in its place
    assert nationality_swaps("Ganó el italiano.", "El belga.", "¿Ganó el belga o el italiano?") == []  # asked
    assert nationalities("A russet apple and chinos.") == {}  # English words that start like a stem
