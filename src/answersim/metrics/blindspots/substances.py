"""Substances by formula or name: "CO2", "carbon dioxide", "Kohlendioxid" and "углекислый газ" are one thing,
"Fe" and "iron" another. :mod:`answersim.metrics.forms.formulas` restates one form as the other; here a
substance swapped for another ("Fe is the symbol for lead." for "Iron") is found."""

from __future__ import annotations

import re
from functools import lru_cache

#: formulas and symbols, each with its names in English, German, French, Spanish and Russian (lower case; a
#: name may be several words). Symbols that are also words or names ("He", "Si", "Al", "U", "K", "In", "As")
#: are left out: a text says them for other reasons
_NAMES: dict[str, tuple[str, ...]] = {
    "H2O": ("water", "wasser", "eau", "agua", "вода", "воды", "воду"),
    "CO2": (
        "carbon dioxide", "kohlendioxid", "kohlenstoffdioxid", "dioxyde de carbone", "dióxido de carbono",
        "углекислый газ", "углекислого газа", "углекислым газом", "диоксид углерода",
    ),
    "CO": ("carbon monoxide", "kohlenmonoxid", "kohlenstoffmonoxid", "monoxyde de carbone", "monóxido de carbono",
           "угарный газ", "угарного газа", "монооксид углерода"),
    "O2": ("oxygen", "sauerstoff", "oxygène", "oxígeno", "кислород", "кислорода"),
    "N2": ("nitrogen", "stickstoff", "azote", "nitrógeno", "азот", "азота"),
    "H2": ("hydrogen", "wasserstoff", "hydrogène", "hidrógeno", "водород", "водорода"),
    "NaCl": ("sodium chloride", "table salt", "natriumchlorid", "kochsalz", "chlorure de sodium", "cloruro de sodio",
             "хлорид натрия", "поваренная соль"),
    "O3": ("ozone", "ozon", "ozono", "озон", "озона"),
    "CH4": ("methane", "methan", "méthane", "metano", "метан", "метана"),
    "NH3": ("ammonia", "ammoniak", "ammoniac", "amoníaco", "аммиак", "аммиака"),
    "H2SO4": ("sulfuric acid", "sulphuric acid", "schwefelsäure", "acide sulfurique", "ácido sulfúrico",
              "серная кислота", "серной кислоты"),
    "HCl": ("hydrochloric acid", "salzsäure", "acide chlorhydrique", "ácido clorhídrico", "соляная кислота",
            "соляной кислоты"),
    "Au": ("gold", "oro", "золото", "золота"),  # not French "or", an English word
    "Ag": ("silver", "silber", "argent", "plata", "серебро", "серебра"),
    "Fe": ("iron", "eisen", "fer", "hierro", "железо", "железа"),
    "Cu": ("copper", "kupfer", "cuivre", "cobre", "медь", "меди"),
    "Pb": ("lead", "blei", "plomb", "plomo", "свинец", "свинца"),
    "Hg": ("mercury", "quecksilber", "mercure", "mercurio", "ртуть", "ртути"),
    "Na": ("sodium", "natrium", "sodio", "натрий", "натрия"),
    "Ca": ("calcium", "kalzium", "calcio", "кальций", "кальция"),
    "Mg": ("magnesium", "magnésium", "magnesio", "магний", "магния"),
    "Zn": ("zinc", "zink", "цинк", "цинка"),
    "Sn": ("tin", "zinn", "étain", "estaño", "олово", "олова"),
    "Ne": ("neon", "néon", "neón", "неон", "неона"),
    "Cl": ("chlorine", "chlor", "chlore", "cloro", "хлор", "хлора"),
    "Pt": ("platinum", "platin", "platine", "platino", "платина", "платины"),
}  # fmt: skip
#: a formula with its digits written below the line ("CO₂", "H₂O")
SUBSCRIPTS = str.maketrans("₀₁₂₃₄₅₆₇₈₉", "0123456789")


@lru_cache(maxsize=1)
def patterns() -> list[tuple[re.Pattern[str], re.Pattern[str]]]:
    """For each formula: a pattern for the formula as written (its case kept) and one for any of its names."""
    out = []
    for formula, names in _NAMES.items():
        said = re.compile(rf"(?<![\w-]){re.escape(formula)}(?![\w-])")
        named = re.compile(rf"(?<!\w)(?:{'|'.join(re.escape(n) for n in names)})(?!\w)", re.IGNORECASE)
        out.append((said, named))
    return out


def substances(text: str) -> set[int]:
    """The substances (indices of :func:`patterns`) that ``text`` names by formula or name."""
    plain = text.translate(SUBSCRIPTS)
    return {k for k, (said, named) in enumerate(patterns()) if said.search(plain) or named.search(plain)}


def substance_swap(answer: str, reference: str, question: str | None = None) -> tuple[str, str] | None:
    """(the reference's substance, the answer's) where the answer names another substance than the short
    reference and the reference's only as the question says it ("Which element has the symbol Fe?": "Fe is the
    symbol for lead." for "Iron"); None otherwise."""
    if len(reference) > 40:
        return None
    meant, asked = substances(reference), substances(question or "")
    if len(meant) != 1:
        return None
    named = substances(answer)
    others = named - meant - asked
    said_as_reference = reference.strip(" .").lower() in answer.lower()  # "… its formula is H2O."
    if not others or (meant & named) - asked or said_as_reference:
        return None
    return _name(reference, next(iter(meant))), _name(answer, min(others))


def _name(text: str, k: int) -> str:
    said, named = patterns()[k]
    plain = text.translate(SUBSCRIPTS)
    found = said.search(plain) or named.search(plain)
    return found.group() if found else ""
