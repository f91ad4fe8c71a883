"""Nationalities said as lower-case adjectives or nouns in German, French, Spanish and Russian ("el ciclista
belga" / "el ciclista italiano", "der italienische Koch", "итальянский велосипедист"): no capital marks them as
names, so the name check cannot see one swapped for another. English writes them with a capital, and there
the name check reads them (with WordNet's place adjectives, :func:`~answersim.metrics.blindspots.words.demonyms`).
Read on every pair: a short Spanish or German text may read as English
(:func:`~answersim.metrics.answer_language.english_pair`).

Each country is a set of stems (a word is of that country when it starts with a stem and at most
:data:`_ENDING` letters follow: "italien", "italienne", "italiennes"). "British" and its kin are left out: it
holds English, Scottish and Welsh, so it neither swaps with them nor agrees with them exactly.
"""

from __future__ import annotations

from functools import lru_cache

from answersim.metrics.blindspots.words import words

#: the stems of each country's adjective and noun, in German, French, Spanish and Russian
_STEMS: dict[str, str] = {
    "germany": "deutsch allemand alemán alemana alemanes немецк германск",
    "france": "französisch français françai francés francesa franceses французск",
    "spain": "spanisch espagnol español española españoles испанск",
    "italy": "italienisch italien italian итальянск",
    "russia": "russisch russe ruso rusa rusos rusas русск российск",
    "england": "englisch anglais inglés inglesa ingleses английск",
    "usa": "amerikanisch américain estadounidense norteamerican americano americana американск",
    "china": "chinesisch chinois chino китайск",
    "japan": "japanisch japonais japonés japonesa japoneses японск",
    "belgium": "belgisch belge belga бельгийск",
    "netherlands": "niederländisch holländisch néerlandais hollandais neerlandés neerlandesa holandés holandesa "
    "нидерландск голландск",
    "switzerland": "schweizerisch suisse suizo suiza suizos suizas швейцарск",
    "austria": "österreichisch autrichien austriaco austriaca austríaco austríaca австрийск",
    "portugal": "portugiesisch portugais portugués portuguesa portugueses португальск",
    "poland": "polnisch polonais polaco polaca polacos polacas польск",
    "sweden": "schwedisch suédois sueco sueca suecos suecas шведск",
    "norway": "norwegisch norvégien noruego noruega норвежск",
    "denmark": "dänisch danois danés danesa daneses датск",
    "finland": "finnisch finlandais finlandés finlandesa финск финляндск",
    "greece": "griechisch grec grecque griego griega греческ",
    "turkey": "türkisch turc turque turco turca turcos turcas турецк",
    "ireland": "irisch irlandais irlandés irlandesa ирландск",
    "scotland": "schottisch écossais escocés escocesa шотландск",
    "canada": "kanadisch canadien canadiense канадск",
    "mexico": "mexikanisch mexicain mexicano mexicana мексиканск",
    "brazil": "brasilianisch brésilien brasileño brasileña бразильск",
    "argentina": "argentinisch argentin argentino argentina аргентинск",
    "india": "indisch indien индийск",
    "egypt": "ägyptisch égyptien egipcio egipcia египетск",
    "australia": "australisch australien australiano australiana австралийск",
    "korea": "koreanisch coréen coreano coreana корейск",
    "hungary": "ungarisch hongrois húngaro húngara венгерск",
    "czechia": "tschechisch tchèque checo checa чешск",
    "ukraine": "ukrainisch ukrainien ucraniano ucraniana украинск",
    "chile": "chilenisch chilien chileno chilena чилийск",
    "peru": "peruanisch péruvien peruano peruana перуанск",
    "colombia": "kolumbianisch colombien colombiano colombiana колумбийск",
    "cuba": "kubanisch cubain cubano cubana кубинск",
    "iceland": "isländisch islandais islandés islandesa исландск",
    "morocco": "marokkanisch marocain marroquí марокканск",
    "israel": "israelisch israélien israelí израильск",
    "iran": "iranisch iranien iraní иранск",
    "vietnam": "vietnamesisch vietnamien vietnamita вьетнамск",
    "thailand": "thailändisch thaïlandais tailandés tailandesa тайск",
}
#: the most letters after a stem that still make one word of it ("italien" + "nes", "итальянск" + "ого")
_ENDING = 4
#: English words that start like a stem: read by neither language's check ("russet", "chinos")
_NOT_NATIONALITIES = frozenset(["russet", "russets", "chinos"])


#: the letters a stem's first ones are looked up by (every stem has more)
_KEY = 3


@lru_cache(maxsize=1)
def _by_opening() -> dict[str, tuple[tuple[str, str], ...]]:
    """(stem, country) pairs by their first :data:`_KEY` letters, the longest stems first ("austriaco" is tried
    before a shorter stem of its opening could be)."""
    found: dict[str, list[tuple[str, str]]] = {}
    for country, stems in _STEMS.items():
        for stem in stems.split():
            found.setdefault(stem[:_KEY], []).append((stem, country))
    return {k: tuple(sorted(v, key=lambda p: -len(p[0]))) for k, v in found.items()}


def _country(word: str) -> str | None:
    low = word.lower()
    if low in _NOT_NATIONALITIES:
        return None
    candidates = _by_opening().get(low[:_KEY], ())
    return next((c for s, c in candidates if low.startswith(s) and len(low) - len(s) <= _ENDING), None)


def nationalities(text: str) -> dict[str, str]:
    """The countries whose nationality ``text`` says, each with the first word that says it ({"italy":
    "italiano"}), capitalised or not ("Inglés y alemán")."""
    found: dict[str, str] = {}
    for word in words(text):
        country = _country(word)
        if country is not None:
            found.setdefault(country, word)
    return found


def nationality_swaps(answer: str, reference: str, question: str | None = None) -> list[tuple[str, str]]:
    """(reference's word, answer's) where the answer says another nationality in place of the reference's
    ("belga" → "italiano"): the reference's is not in the answer, and neither is said by the question."""
    said, expected = nationalities(answer), nationalities(reference)
    asked = nationalities(question or "")
    missing = [w for c, w in expected.items() if c not in said and c not in asked]
    extra = [w for c, w in said.items() if c not in expected and c not in asked]
    return [(missing[0], extra[0])] if missing and extra else []
