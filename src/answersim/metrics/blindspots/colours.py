"""Colour swaps for the ``entities`` check: the reference says one basic colour and the answer another ("They
hatch grey." / "They hatch pink.", "Un vino blanco." / "Un vino tinto, rojo."). Basic colour terms are a closed
class in every language, so a short list in five languages reads them; a colour inside a name ("Red Funnel",
"the White House", "Mr Green") is the names rule's."""

from __future__ import annotations

import re

from answersim.metrics.blindspots.words import capitalises_nouns, sentence_starts

#: English, German, French and Spanish colour words by the colour they name (German and French adjectives with
#: their endings; gold and silver, mostly metals and medals, are left to the substances and kinds)
_WORDS = {
    "red": "red rot rote roten roter rotes rotem rouge rouges rojo roja rojos rojas",
    "orange": "orange orangen orangefarben naranja anaranjado anaranjada",
    "yellow": "yellow gelb gelbe gelben gelber gelbes jaune jaunes amarillo amarilla amarillos amarillas",
    "green": "green grün grüne grünen grüner grünes vert verte verts vertes verde verdes",
    "blue": "blue blau blaue blauen blauer blaues bleu bleue bleus bleues azul azules",
    "purple": "purple violet lila violett violette violetten violettes violets violettes morado morada morados moradas",
    "pink": "pink rosa rose roses rosado rosada rosados rosadas",
    "brown": "brown braun braune braunen brauner braunes brun brune bruns brunes marron marrón marrones",
    "black": "black schwarz schwarze schwarzen schwarzer schwarzes noir noire noirs noires negro negra negros negras",
    "white": "white weiß weiße weißen weißer weißes blanc blanche blancs blanches blanco blanca blancos blancas",
    "grey": "grey gray grau graue grauen grauer graues gris grise grises",
}
#: Russian colour adjectives by their stems, with the adjective endings
_RUSSIAN_STEMS = {
    "red": "красн",
    "orange": "оранжев",
    "yellow": "жёлт желт",
    "green": "зелён зелен",
    "blue": "син голуб",
    "purple": "фиолетов",
    "pink": "розов",
    "brown": "коричнев",
    "black": "чёрн черн",
    "white": "бел",
    "grey": "сер",
}
_RUSSIAN_ENDINGS = (
    "ый", "ий", "ой", "ая", "яя", "ое", "ее", "ые", "ие", "ого", "его", "ому", "ему", "ым", "им", "ых", "их", "ую",
    "юю", "ом", "ем", "ыми", "ими",
)  # fmt: skip
COLOURS: dict[str, str] = {word: colour for colour, said in _WORDS.items() for word in said.split()}
COLOURS.update(
    {
        f"{stem}{ending}": colour
        for colour, stems in _RUSSIAN_STEMS.items()
        for stem in stems.split()
        for ending in _RUSSIAN_ENDINGS
    }
)
_WORD = re.compile(r"[^\W\d_]+")


def colours(text: str, german: bool = False) -> dict[str, str]:
    """The basic colours ``text`` says, each with its word as written, not inside a name: a capitalised colour word
    inside a sentence, or one right before a capitalised word ("Red Funnel"; not in ``german``, which capitalises
    every noun), is a name's."""
    starts = sentence_starts(text)
    tokens = list(_WORD.finditer(text))
    found: dict[str, str] = {}
    for i, m in enumerate(tokens):
        colour = COLOURS.get(m.group().lower())
        if colour is None:
            continue
        after = tokens[i + 1] if i + 1 < len(tokens) else None
        named = (
            not german
            and after is not None
            and after.group()[:1].isupper()
            and after.group().lower() not in COLOURS
            and not text[m.end() : after.start()].strip()
        )
        if not (m.group()[0].isupper() and m.start() not in starts) and not named:
            found.setdefault(colour, m.group())
    return found


def colour_swap(answer: str, reference: str) -> tuple[str, str] | None:
    """(the reference's colour words, the answer's) where each says a colour and they share none ("grey" /
    "pink", "azul" / "rojo"), else None."""
    german = capitalises_nouns(f"{answer} {reference}")
    said, expected = colours(answer, german), colours(reference, german)
    if not said or not expected or said.keys() & expected.keys():
        return None
    return ", ".join(expected.values()), ", ".join(said.values())
