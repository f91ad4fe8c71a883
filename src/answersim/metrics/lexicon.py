"""Word lists of the blind-spot checks, in English, German, French, Spanish and Russian.

Hand-curated for answersim (no external source, same license as the project): negation words, words
whose meaning flips a statement (antonym and direction pairs, prefixes that negate a word), hedges and
refusals, and the number words the number check reads. Lower-case; a ``*`` at the end of a pair word
matches its inflected forms (a prefix match, at most :data:`MAX_SUFFIX` more letters).
"""

from __future__ import annotations


def _w(text: str) -> list[str]:
    """The words of a whitespace-separated list."""
    return text.split()


#: how many letters an inflected form may add to a ``word*`` entry ("increas*" → "increasing")
MAX_SUFFIX = 4
#: verb endings longer than MAX_SUFFIX that a ``word*`` entry also covers, cut whole ("añad*" → "añadieron",
#: "импорт*" → "импортировали")
LONG_ENDINGS = ("ieron", "yeron", "iendo", "yendo", "ieran", "iesen", "aient", "èrent", "ировали", "ировал", "ировала")
#: German adjectives that say a thing lacks what the same word with the other ending has ("sinnlos" / "sinnvoll",
#: "nutzlos" / "nützlich"), and English "-less" against "-ful"
LACKING_SUFFIXES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("los", ("voll", "lich", "ig", "reich", "haft", "sam")),
    ("less", ("ful",)),
)

NEGATIONS = frozenset(
    _w(
        """
    not no never none nobody nothing neither nor cannot without n't isn't aren't wasn't weren't don't doesn't
    didn't won't wouldn't can't couldn't shouldn't hasn't haven't hadn't mustn't needn't nowhere
    nein nicht kein keine keinen keinem keiner keines nie niemals ohne nichts niemand nirgends weder
    non ne pas jamais aucun aucune rien sans ni nullement
    nunca jamás ningún ninguno ninguna nadie nada sin tampoco ni
    не нет никогда ни нельзя без ничего никто нигде отнюдь
    """
    )
)
#: English function and discourse words (written in capitals, one is stressed: "It was NOT safe", "YES")
ENGLISH_FUNCTION_WORDS = frozenset(
    _w(
        """
    a an the in on at of for to by with from and or but is are was were be been being it its this that these those
    he she they we i you his her their our my your yes no not as if then than so also there here what which who
    whom whose when where why how all any some each every both few more most other such only own same too very
    can will just should now after before about into over under again further once during while because until
    does did do has have had may might must would could shall however therefore today currently usually typically
    generally actually basically well probably perhaps maybe unfortunately thus hence yet still instead overall
    something someone somebody anything anyone anybody everything everybody nothing nobody none another
    """
    )
)
#: function and discourse words: never a name, even with a capital ("The", "However", "Die", "Les"); the other
#: languages' words in capitals are acronyms ("ESA", "DAS")
FUNCTION_WORDS = ENGLISH_FUNCTION_WORDS | frozenset(
    _w(
        """
    dies diese dieser dieses diesem diesen jene jener
    ja nein doch man sich oui non si sí se lo le ce c'est on ça да нет это в на и по при как что он она они
    der die das den dem des ein eine einer eines einem einen und oder aber ist sind war waren wird wurde es er sie
    wir ihr im am zum zur vom beim auf aus bei mit nach seit von zu für um durch gegen über unter vor hinter neben
    auch nur noch schon sehr dann wenn weil dass als wie wo was wer
    le la les un une des du de et ou mais est sont était il elle ils elles nous vous je tu ce cette ces dans sur
    à avec pour par en au aux qui que quoi dont où comme aussi très donc alors
    el los las unos unas y o pero es son era fue él ella ellos ellas nosotros en con por para del al que quien
    como donde cuando también muy pues este esta estos estas ese esa
    """
    )
)
#: question words outside FUNCTION_WORDS (which the training pairs' generator also reads): they say what is
#: asked, not what it is about ("¿Por qué …?" says nothing of "quería")
QUESTION_WORDS = frozenset(
    _w(
        """
    qué quién quiénes cuál cuáles dónde cuándo cómo cuánto cuánta cuántos cuántas pourquoi quel quelle quels
    quelles combien comment quand warum wieso weshalb wann welche welcher welches кто где когда почему зачем
    отчего сколько какой какая какие
    """
    )
)
#: words that say a thing was needed or lacking: beside them, a "without" on the other side agrees ("It needed
#: planning permission." / "It was built without the approval it required.")
NEEDS = frozenset(
    _w(
        """
    need needs needed lack* requir* necessary missing brauch* benötig* erforderlich* fehlt* fehlte* besoin
    nécessaire* manqu* exig* necesit* requer* falt* нужн* нужен требова* необходим*
    """
    )
)
#: modifiers that say the same of their head in one slot ("ein ehemaliger Rennfahrer" / "einem früheren
#: Rennfahrer", "a big dog" / "a large dog"): no swap; a ``*`` as in ANTONYMS
SAME_MODIFIERS: tuple[tuple[str, ...], ...] = (
    ("former", "previous", "ex", "erstwhile", "ehemalig*", "früher*", "einstig*", "vormalig*", "ancien*",
     "précédent*", "antigu*", "anterior*", "бывш*", "прежн*"),
    ("big", "large", "groß*", "grand*", "grande*", "больш*", "крупн*"),
    ("small", "little", "klein*", "petit*", "pequeñ*", "маленьк*", "небольш*"),
    ("fast", "quick", "rapid", "schnell*", "rapide*", "rápid*", "veloz*", "быстр*", "скор*"),
    ("old", "ancient", "antique", "alt*", "uralt*", "antik*", "vieux", "vieil*", "vieille*", "antique*", "ancien*",
     "viej*", "antigu*", "старый", "стар*", "древн*", "старинн*"),
    # a noun and the adjective of it, where their roots differ ("une tortue de mer" / "une tortue marine")
    ("sea", "marine", "maritime", "mer", "marin", "marins", "marines", "maritime*", "mar", "marino", "marina",
     "marinos", "marinas", "marítim*", "моря", "морск*"),
    ("sun", "solar", "soleil", "solaire*", "sol", "solares", "солнца", "солнечн*"),
    ("moon", "lunar", "lune", "lunaire*", "luna", "lunares", "луны", "лунн*"),
    ("land", "terrestrial", "terre", "terrestre*", "tierra", "суши", "сухопутн*"),
    ("city", "urban", "ville", "urbain*", "ciudad", "urbano", "urbana", "urbanos", "urbanas", "города", "городск*"),
    ("night", "nocturnal", "nuit", "nocturne*", "noche", "nocturn*", "ночи", "ночн*"),
    ("water", "aquatic", "eau", "aquatique*", "agua", "acuátic*", "воды", "водн*"),
    ("heart", "cardiac", "cœur", "coeur", "cardiaque*", "corazón", "cardíac*", "сердца", "сердечн*"),
    ("winter", "hiver", "hivernal*", "invierno", "invernal*", "зимы", "зимн*"),
    ("summer", "été", "estival*", "verano", "veranieg*", "лета", "летн*"),
    ("school", "école", "scolaire*", "escuela", "escolar*", "школы", "школьн*"),
)  # fmt: skip

#: German, French, Spanish and Russian prepositions and conjunctions outside FUNCTION_WORDS (which the training
#: pairs' generator also reads), forms of "to be" and "there is", words before an amount ("minus", "около"),
#: quantifiers ("Several", "Mehrere") and "dejó (de)": capitalised, they open a sentence ("Wegen eines
#: Gewitters.", "Из-за ветра.", "Estaba roto.", "Several sections were unstable.") and name nothing
OTHER_OPENERS = frozenset(
    _w(
        """
    wegen trotz während ohne zwischen statt innerhalb außerhalb obwohl damit bis
    sans sous chez entre vers contre depuis selon malgré parce
    sobre hacia contra durante desde según porque
    из за от до для без под над перед после через про из-за потому поэтому хотя если когда где чтобы
    eran estaba estaban fueron hay había habían está están gibt gab было была были был будет будут есть там
    здесь тут всего только уже ещё около примерно почти больше более свыше меньше менее minus plus moins menos минус
    плюс dejó dejaron
    rund etwa ungefähr circa knapp beinahe environ presque alrededor aproximadamente casi roughly approximately
    nearly almost around
    several many various numerous einige mehrere viele plusieurs nombreux nombreuses varios varias muchos muchas
    несколько многие
    people everyone everybody someone somebody anyone anybody
    """
    )
)
#: pairs of words of opposite meaning or direction; "safe" → "unsafe" style prefixes are in NEGATING_PREFIXES
ANTONYMS: tuple[tuple[str, str], ...] = (
    # English
    ("safe*", "dangerous*"), ("allow*", "prohibit*"), ("allow*", "forbid*"), ("allow*", "ban*"),
    ("permit*", "prohibit*"), ("permitted", "forbidden"), ("open*", "close*"), ("open*", "shut*"),
    ("true", "false"), ("correct*", "wrong*"), ("accept*", "reject*"),
    ("increas*", "decreas*"), ("increas*", "reduc*"), ("rise*", "fall*"), ("rose", "fell"), ("raise*", "lower*"),
    ("grow*", "shrink*"), ("gain*", "loss*"), ("gain", "lose"), ("gained", "lost"), ("gains", "loses"),
    ("gaining", "losing"), ("win", "lose"), ("wins", "loses"), ("winning", "losing"),
    ("won", "lost"), ("hot", "cold"), ("hotter", "colder"), ("hottest", "coldest"),
    ("rich", "poor"), ("richer", "poorer"), ("higher", "lower"),
    ("high*", "low*"), ("more", "less"), ("more", "fewer"), ("most", "least"), ("maximum", "minimum"),
    ("max", "min"), ("larger", "smaller"), ("largest", "smallest"), ("bigger", "smaller"), ("biggest", "smallest"),
    ("greater", "smaller"), ("greater", "less"), ("long*", "short*"), ("faster", "slower"), ("fastest", "slowest"),
    ("early", "late"), ("on time", "late"), ("on time", "delayed"), ("punctual", "late"), ("earlier", "later"),
    ("earliest", "latest"), ("before", "after"), ("first", "last"),
    ("above", "below"), ("upper", "lower"), ("inside", "outside"), ("under", "on top of"), ("beneath", "on top of"),
    ("underneath", "on top of"), ("above", "beneath"), ("above", "underneath"),
    ("internal*", "external*"), ("north*", "south*"), ("east*", "west*"), ("import*", "export*"),
    ("buy*", "sell*"), ("bought", "sold"), ("buyer*", "seller*"), ("lend*", "borrow*"), ("lender*", "borrower*"),
    ("creditor*", "debtor*"), ("employer*", "employee*"),
    ("moved in", "moved out"), ("move in", "move out"), ("moving in", "moving out"),
    ("beginner*", "advanced"), ("direct flight", "connecting flight"), ("nonstop", "layover"),
    ("husband*", "wife"), ("winner*", "loser*"), ("victory", "defeat"), ("sender*", "recipient*"),
    ("input*", "output*"), ("positive*", "negative*"),
    ("positiv*", "negativ*"), ("positi*", "négati*"), ("acid*", "alkaline*"), ("warm*", "cool*"), ("warm*", "cold*"),
    ("upheld", "overturned"), ("uphold*", "overturn*"), ("vot* for", "vot* against"), ("argu* for", "argu* against"),
    ("praised", "panned"), ("prais*", "criticis*"), ("prais*", "criticiz*"), ("prais*", "condemn*"),
    ("heavy", "light"), ("heavier", "lighter"), ("strong*", "weak*"), ("cheap*", "expensive"),
    ("success*", "fail*"), ("present", "absent"), ("alive", "dead"),
    ("everyone", "no one"), ("start*", "end*"), ("start*", "stop*"), ("begin*", "end*"),
    ("enable*", "disable*"), ("include*", "exclude*"), ("inclusive", "exclusive"),
    ("appear*", "disappear*"), ("agree*", "disagree*"), ("like*", "dislike*"), ("approv*", "disapprov*"),
    ("encrypt*", "decrypt*"), ("compress*", "decompress*"), ("inbound", "outbound"),
    ("ascend*", "descend*"), ("ascending", "descending"), ("expand*", "contract*"), ("legal*", "illegal*"),
    ("at least", "at most"), ("majority", "minority"), ("superior", "inferior"),
    ("public*", "private*"), ("mandatory", "optional"), ("required", "optional"), ("required", "forbidden"),
    ("benign", "malignant"), ("harmless", "harmful"), ("useful", "useless"), ("healthy", "unhealthy"),
    ("sunrise", "sunset"), ("arriv*", "depart*"), ("arrival*", "departure*"), ("attack*", "defen*"),
    ("predator*", "prey"), ("same", "different"), ("similar", "different"), ("visible", "invisible"),
    ("synchronous*", "asynchronous*"), ("online", "offline"), ("valid", "invalid"), ("approv*", "reject*"),
    ("recommend*", "discourag*"), ("guilty", "innocent"), ("older", "younger"), ("oldest", "youngest"),
    ("upstream", "downstream"), ("left", "right"), ("clockwise", "counterclockwise"), ("clockwise", "anticlockwise"),
    ("predecessor*", "successor*"), ("ancestor*", "descendant*"), ("overestimat*", "underestimat*"),
    ("surplus*", "deficit*"), ("profit*", "loss*"), ("credit*", "debit*"), ("plaintiff*", "defendant*"),
    ("landlord*", "tenant*"), ("support*", "oppos*"), ("male", "female"), ("men", "women"), ("day", "night"),
    ("summer", "winter"), ("inner", "outer"), ("top", "bottom"), ("entrance*", "exit*"), ("push*", "pull*"),
    ("upload*", "download*"), ("born", "died"), ("birth", "death"), ("best", "worst"), ("better", "worse"),
    ("good", "bad"), ("easy", "difficult"), ("easier", "harder"), ("full", "empty"), ("wet", "dry"),
    ("thick", "thin"), ("wide", "narrow"), ("deep", "shallow"), ("quiet*", "noisy"), ("quiet*", "loud*"),
    ("deep", "close to the surface"), ("deep", "near the surface"), ("left-handed", "right-handed"),
    ("forwards", "backwards"), ("forward", "backward"), ("forward", "backwards"), ("forwards", "backward"),
    ("stiff*", "supple*"), ("steif*", "geschmeidig*"), ("rigide*", "souple*"), ("rígid*", "flexible*"),
    # French elisions are read undone: "à l'ombre" is "à ombre"
    ("in the shade", "in the sun"), ("im schatten", "in der sonne"), ("à ombre", "au soleil"),
    ("a la sombra", "al sol"), ("в тени", "на солнце"),
    ("linkshänd*", "rechtshänd*"), ("gaucher", "droitier"), ("gauchère", "droitière"), ("zurd*", "diestr*"),
    ("левш*", "правш*"), ("high-pitched", "low-pitched"), ("aigu", "grave"), ("aigus", "graves"),
    ("silent*", "loud*"),
    ("calm*", "noisy"), ("near", "far"), ("light", "dark"),
    ("went up", "went down"), ("went up", "dropped"), ("went up", "fell"), ("rose", "dropped"),
    ("go up", "go down"), ("goes up", "goes down"), ("going up", "going down"),
    ("gone up", "gone down"),
    ("safe", "harmful"), ("safe", "toxic"), ("safe*", "risk*"), ("safe*", "danger"), ("free", "pay*"),
    ("absorb*", "releas*"), ("absorb*", "emit*"), ("includ*", "exclud*"), ("inhal*", "exhal*"), ("freez*", "melt*"),
    ("attract*", "repel*"), ("exothermic", "endothermic"), ("acidic", "alkaline"), ("ancient", "modern"),
    ("senior", "junior"), ("input", "output"), ("inputs", "outputs"), ("send*", "receiv*"),
    ("pay*", "receiv*"), ("paid", "received"),
    ("hard", "soft"), ("interesting", "boring"), ("fascinating", "boring"),
    ("steep*", "gentle"), ("steep*", "gradual*"), ("oral", "written"), ("salty", "bland"), ("busy", "quiet"),
    ("funny", "sad"), ("tighten*", "loosen*"), ("tight", "loose"),
    ("happy", "sad"), ("crowded", "empty"), ("straight", "curly"),
    ("thicker", "thinner"), ("thickest", "thinnest"),
    ("teacher*", "student*"), ("host", "guest"), ("hosts", "guests"), ("inward*", "outward*"),
    # kin a generation apart, each side's word for the other (converses: "his grandson" is "the boy's grandfather")
    ("grandfather*", "grandson*"), ("grandmother*", "granddaughter*"), ("grandparent*", "grandchild*"),
    ("father", "son"), ("fathers", "sons"), ("mother", "daughter"), ("mothers", "daughters"), ("uncle*", "nephew*"),
    ("aunt", "niece"), ("aunts", "nieces"), ("großvater", "enkel"), ("großmutter", "enkelin"), ("vater", "sohn"),
    ("mutter", "tochter"), ("onkel", "neffe*"), ("tante", "nichte*"), ("grand-père", "petit-fils"),
    ("grand-mère", "petite-fille"), ("père", "fils"), ("mère", "fille"), ("oncle", "neveu*"), ("tante", "nièce*"),
    ("abuelo*", "nieto*"), ("abuela*", "nieta*"), ("padre", "hijo"), ("madre", "hija"), ("tío", "sobrino"),
    ("tía", "sobrina"), ("дедушк*", "внук*"), ("бабушк*", "внучк*"), ("отец", "сын"), ("мать", "дочь"),
    ("pass", "fail"), ("passed", "failed"), ("passes", "fails"), ("succeed*", "fail*"), ("add", "remove"),
    ("added", "removed"), ("adds", "removes"), ("confirm", "deny"), ("confirmed", "denied"), ("confirms", "denies"),
    ("borrowed", "lent"), ("victorious", "defeated"), ("float*", "sink*"),
    ("benign", "cancerous"), ("harmless", "dangerous"), ("awake", "asleep"),
    ("improv*", "worse*"), ("improv*", "deteriorat*"), ("better", "deteriorat*"), ("valid", "expired"),
    ("dense*", "sparse*"), ("admit*", "discharg*"), ("carnivor*", "herbivor*"), ("postpon*", "cancel*"),
    ("free", "fee"), ("free", "fees"), ("cover*", "exclud*"), ("attend*", "absent"), ("can", "prohibit*"),
    ("can", "forbid*"), ("can", "banned"), ("may", "prohibit*"), ("may", "forbid*"), ("may", "banned"),
    ("may", "barred"), ("can", "barred"), ("allow*", "barred"), ("permit*", "banned"), ("permit*", "barred"),
    # German
    ("sicher*", "gefährlich*"), ("erlaubt*", "verboten*"), ("darf man", "verboten*"), ("man darf", "verboten*"),
    ("offen*", "geschlossen*"), ("geöffnet", "geschlossen"),
    ("kostenlos*", "kostenpflichtig*"),
    ("wahr", "falsch"), ("richtig*", "falsch*"), ("steig*", "sink*"), ("zunehm*", "abnehm*"), ("erhöh*", "senk*"),
    ("mehr", "weniger"), ("höchst*", "niedrigst*"), ("höher*", "niedriger*"), ("größer*", "kleiner*"),
    ("größt*", "kleinst*"), ("vorher", "nachher"), ("früher", "später"), ("oben", "unten"),
    ("innen", "außen"), ("nord*", "süd*"), ("ost*", "west*"), ("links", "rechts"), ("kauf*", "verkauf*"),
    ("käufer*", "verkäufer*"), ("gewonnen", "verloren"), ("gewinn*", "verlier*"),
    ("mindestens", "höchstens"), ("anfang*", "ende*"), ("heiß*", "kalt*"), ("stark*", "schwach*"),
    ("pflicht*", "freiwillig*"), ("einfuhr*", "ausfuhr*"), ("mieter*", "vermieter*"),
    ("eingezogen", "ausgezogen"), ("zieht ein", "zieht aus"), ("abgeschlossen", "offen"),
    ("anfänger*", "fortgeschritten*"), ("direktflug", "umsteig*"),
    ("gewinn*", "verlust*"), ("sommer*", "winter*"), ("tag", "nacht"), ("tages", "nachts"), ("groß*", "klein*"),
    ("teuer*", "billig*"), ("teuer*", "günstig*"), ("früh", "spät"),
    ("pünktlich", "verspätet"), ("pünktlich", "zu spät"), ("gestiegen", "gefallen"),
    ("gestiegen", "gesunken"), ("steigen", "fallen"), ("steigt", "fällt"), ("schnell*", "langsam*"),
    ("voll*", "leer*"), ("hell*", "dunkel*"), ("nass*", "trocken*"), ("laut*", "leise*"), ("besser*", "schlechter*"),
    ("leicht*", "schwer*"), ("einfach*", "schwierig*"), ("erfolgreich*", "erfolglos*"), ("bestanden", "durchgefallen"),
    ("angenommen", "abgelehnt"), ("akzeptiert", "abgelehnt"), ("ankunft", "abfahrt"), ("männlich*", "weiblich*"),
    ("reich", "arm"), ("lang", "kurz"), ("lange", "kurze"), ("langen", "kurzen"), ("zunahme", "abnahme"),
    ("warm*", "kalt*"), ("verbesser*", "verschlechter*"), ("kostenlos*", "bezahl*"), ("gültig*", "abgelaufen*"),
    ("kostenlos*", "zahlen"), ("kostenlos*", "zahlt"),
    ("offen*", "gesperrt*"), ("geöffnet", "gesperrt"), ("frei", "gesperrt"), ("hoch", "niedrig*"),
    ("hohe*", "niedrig*"), ("flach*", "tief*"), ("breit*", "schmal*"), ("dick*", "dünn*"),
    ("ruhig*", "laut*"), ("interessant*", "langweilig*"), ("spannend*", "langweilig*"), ("weich*", "hart*"),
    ("steil*", "sanft*"), ("mündlich*", "schriftlich*"), ("salzig*", "fade"),
    ("lustig*", "traurig*"), ("rezeptfrei*", "verschreibungspflichtig*"), ("rezeptfrei*", "rezeptpflichtig*"),
    ("straff*", "locker*"), ("dicht", "locker"), ("glatt*", "lockig*"), ("überfüllt*", "leer*"),
    # French
    ("sûr*", "dangereu*"), ("autorisé*", "interdit*"), ("on peut", "interdit*"),
    ("permis*", "interdit*"), ("ouvert*", "fermé*"),
    ("gratuit*", "payant*"),
    ("ouvr*", "ferm*"),
    ("vrai*", "faux"), ("correct*", "incorrect*"), ("augment*", "diminu*"), ("hausse*", "baisse*"),
    ("supérieur*", "inférieur*"), ("avant", "après"), ("premier*", "dernier*"),
    ("nord", "sud"), ("gauche", "droite"), ("achet*", "vend*"), ("acheteur*", "vendeur*"),
    # east and west after "à l'"/"de l'" (read with the article's elision undone): "est" alone is also "is"
    ("à est", "à ouest"), ("de est", "de ouest"), ("oriental*", "occidental*"),
    ("gagn*", "perd*"), ("au moins", "au plus"), ("chaud*", "froid*"), ("fort*", "faible*"),
    ("obligatoire*", "facultati*"), ("entrée*", "sortie*"), ("légal*", "illégal*"),
    ("locataire*", "propriétaire*"), ("jour*", "nuit*"), ("grand*", "petit*"),
    ("cher", "bon marché"), ("chère", "bon marché"), ("chers", "bon marché"), ("augment*", "baiss*"),
    ("tôt", "tard"), ("à heure", "en retard"), ("long*", "court*"), ("rapide*", "lent*"), ("riche*", "pauvre*"),
    ("plein*", "vide*"),
    ("emménag*", "déménag*"), ("débutant*", "avancé*"), ("direct", "escale"),
    ("facile*", "difficile*"), ("meilleur*", "pire*"), ("réussi*", "échoué*"), ("accept*", "refus*"),
    ("arrivée*", "départ*"), ("lourd*", "léger*"), ("masculin*", "féminin*"), ("monté*", "descendu*"),
    ("amélior*", "aggrav*"), ("amélior*", "dégrad*"), ("amélior*", "empir*"), ("gratuit*", "pay*"),
    ("gratuit*", "paie"), ("gratuit*", "paient"), ("correct*", "faux"), ("correct*", "fausse*"),
    ("juste", "faux"), ("juste", "fausse"), ("élevé*", "bas"), ("élevé*", "basse*"), ("haut", "bas"),
    ("haute*", "basse*"),
    ("large*", "étroit*"), ("épais*", "mince*"), ("calme*", "bruyant*"), ("tranquille*", "bruyant*"),
    ("intéressant*", "ennuyeu*"), ("passionnant*", "ennuyeu*"), ("mou", "dur"),
    ("molle", "dure"), ("moelleu*", "dur"), ("moelleu*", "dure"), ("épais", "fin"), ("épaisse", "fine"),
    ("oral*", "écrit*"), ("salé*", "fade*"), ("drôle*", "triste*"),
    ("raide*", "boucl*"), ("heureu*", "triste*"), ("bondé*", "vide*"),
    # Spanish
    ("segur*", "peligr*"), ("permitid*", "prohibid*"), ("se puede", "prohibid*"), ("se permite", "prohibid*"),
    ("abiert*", "cerrad*"), ("verdader*", "fals*"),
    ("aument*", "disminu*"), ("más", "menos"), ("mayor*", "menor*"), ("antes", "después"),
    ("primer*", "últim*"), ("norte", "sur"), ("izquierda", "derecha"), ("compr*", "vend*"),
    # east and west after an article: "este" alone is also "this"
    ("al este", "al oeste"), ("del este", "del oeste"), ("el este", "el oeste"), ("oriental*", "occidental*"),
    ("comprador*", "vendedor*"), ("gan*", "perd*"), ("al menos", "como máximo"),
    ("caliente*", "frí*"), ("fuerte*", "débil*"), ("obligatori*", "opcional*"), ("legal*", "ilegal*"),
    ("subió", "bajó"), ("día*", "noche*"), ("grande*", "pequeñ*"), ("inquilino*", "propietario*"),
    ("caro", "barato"), ("cara", "barata"), ("caros", "baratos"), ("caras", "baratas"), ("subieron", "bajaron"),
    ("sube", "baja"), ("suben", "bajan"), ("temprano", "tarde"), ("puntual*", "con retraso"), ("puntual*", "retrasad*"),
    ("a tiempo", "con retraso"), ("larg*", "cort*"), ("rápid*", "lent*"),
    ("rico", "pobre"), ("rica", "pobre"), ("llen*", "vací*"), ("fácil*", "difícil*"), ("principiante*", "avanzad*"),
    ("directo", "escala"), ("mejor*", "peor*"),
    ("acept*", "rechaz*"), ("llegada*", "salida*"), ("pesad*", "liger*"), ("aprobó", "suspendió"),
    ("correct*", "equivocad*"), ("alto", "bajo"), ("alta", "baja"), ("altos", "bajos"), ("altas", "bajas"),
    ("elevad*", "baj*"),
    ("mejor*", "empeor*"), ("calor", "frío"), ("cálid*", "frí*"), ("gratis", "pag*"), ("gratuit*", "pag*"),
    ("ancho*", "estrech*"), ("ancha*", "estrech*"), ("grues*", "delgad*"), ("tranquil*", "ruidos*"),
    ("interesante*", "aburrid*"), ("blando", "duro"), ("blanda", "dura"), ("blandos", "duros"), ("oral*", "escrit*"),
    ("divertid*", "trist*"), ("tenso", "flojo"), ("tensa", "floja"), ("tensos", "flojos"), ("tensas", "flojas"),
    ("liso", "rizado"), ("lisa", "rizada"), ("feliz", "triste"), ("abarrotad*", "vací*"),
    ("salada", "sosa"), ("salado", "soso"),
    # Russian
    ("безопасн*", "опасн*"), ("разреш*", "запрещ*"), ("можно", "запрещ*"), ("можно", "нельзя"),
    ("нельзя", "разреш*"), ("открыт*", "закрыт*"), ("правд*", "ложь"),
    ("увелич*", "уменьш*"), ("рост*", "падени*"), ("выше", "ниже"), ("больше", "меньше"),
    ("максим*", "миним*"), ("раньше", "позже"), ("первы*", "последн*"), ("первой", "последн*"), ("первая", "последн*"),
    ("первое", "последн*"), ("первого", "последн*"), ("первую", "последн*"), ("первом", "последн*"), ("север*", "юг*"),
    ("восток*", "запад*"), ("левы*", "правы*"), ("покупател*", "продав*"), ("купил*", "продал*"),
    ("выигр*", "проигр*"), ("не менее", "не более"), ("горяч*", "холодн*"),
    ("сильн*", "слаб*"), ("обязательн*", "необязательн*"), ("импорт*", "экспорт*"), ("вырос*", "упал*"),
    ("вырос*", "сократил*"), ("вырос*", "снизил*"), ("положительн*", "отрицательн*"),
    ("день", "ночь"), ("больш*", "маленьк*"), ("арендатор*", "арендодател*"), ("мужчин*", "женщин*"),
    ("дорогой", "дешёвый"), ("дорогая", "дешёвая"), ("дорогое", "дешёвое"), ("дорогие", "дешёвые"),
    ("дорого", "дёшево"), ("рано", "поздно"), ("вовремя", "опоздал*"), ("вовремя", "с опозданием"),
    ("вовремя", "с задержкой"), ("вовремя", "позже"),
    ("ранн*", "поздн*"), ("длинн*", "коротк*"), ("быстр*", "медленн*"),
    ("богат*", "бедн*"), ("полн*", "пуст*"), ("лёгк*", "тяжёл*"), ("лучше", "хуже"), ("начинающ*", "продвинут*"),
    ("заперт*", "открыт*"), ("въехал*", "выехал*"),
    ("прям*", "пересадк*"), ("принят*", "отклон*"),
    ("повысил*", "понизил*"), ("растут", "падают"), ("мокр*", "сух*"), ("громк*", "тих*"),
    ("интересн*", "скучн*"), ("мягк*", "твёрд*"), ("мягк*", "жёстк*"), ("крут*", "полог*"), ("крупн*", "мелк*"),
    ("устн*", "письменн*"), ("солён*", "пресн*"), ("светл*", "тёмн*"),
    ("светл*", "темн*"), ("смешн*", "грустн*"), ("весёл*", "грустн*"),
    ("прямые", "кудрявые"), ("счастлив*", "грустн*"), ("переполнен*", "пуст*"),
    ("улучш*", "ухудш*"), ("тёпл*", "холодн*"), ("тепл*", "холодн*"), ("бесплатн*", "плат*"),
    ("закрыт*", "работает"), ("закрыт*", "работают"), ("высок*", "низк*"), ("широк*", "узк*"),
    ("глубок*", "мелк*"), ("тих*", "шумн*"),
    # common opposites, each in five languages: the weather, food, health, work, places and ways
    ("big", "small"), ("large", "small"), ("tall", "short"), ("clean", "dirty"), ("sweet", "sour"),
    ("sweet", "bitter"), ("raw", "cooked"), ("married", "single"), ("married", "divorced"), ("smooth", "rough"),
    ("sharp", "blunt"), ("fresh", "stale"), ("fresh", "rotten"), ("healthy", "sick"), ("healthy", "ill"),
    ("morning", "evening"), ("ahead", "behind"), ("towards", "away from"), ("toward", "away from"),
    ("yesterday", "tomorrow"), ("boy", "girl"), ("boys", "girls"),
    ("chronic", "acute"),
    ("urban", "rural"), ("permanent", "temporary"), ("manual", "automatic"), ("vertical", "horizontal"),
    ("solid", "liquid"), ("fat", "thin"), ("fat", "slim"), ("bright", "dark"), ("bright", "dim"),
    ("sunny", "rainy"), ("sunny", "cloudy"), ("dry", "rainy"), ("mild", "severe"), ("voluntary", "compulsory"),
    ("voluntary", "mandatory"), ("domestic", "international"), ("indoors", "outdoors"), ("indoor", "outdoor"),
    ("uphill", "downhill"), ("polite", "rude"), ("switched on", "switched off"), ("turned on", "turned off"),
    ("stay", "leave"), ("stays", "leaves"), ("staying", "leaving"), ("stayed", "left"), ("bleiben", "gehen"),
    ("rester", "partir"), ("quedarse", "irse"), ("se quedó", "se fue"), ("остаться", "уйти"), ("остался", "ушёл"),
    ("upstairs", "downstairs"), ("ascent", "descent"), ("over budget", "under budget"),
    ("overweight", "underweight"), ("overpaid", "underpaid"), ("overcooked", "undercooked"),
    ("full-time", "part-time"), ("full time", "part time"), ("wired", "wireless"),
    ("sauber*", "schmutzig*"), ("süß*", "sauer*"), ("süß*", "bitter*"), ("roh", "gekocht"), ("rohe*", "gekocht*"),
    ("verheiratet*", "ledig*"), ("verheiratet*", "geschieden*"), ("glatt*", "rau"), ("glatte*", "raue*"),
    ("scharf*", "stumpf*"),
    ("frisch*", "verdorben*"), ("gesund", "krank"), ("gesunde*", "kranke*"), ("morgens", "abends"),
    ("gestern", "morgen"),
    ("chronisch*", "akut*"), ("städtisch*", "ländlich*"),
    ("dauerhaft*", "vorübergehend*"), ("befristet*", "unbefristet*"), ("manuell*", "automatisch*"),
    ("senkrecht*", "waagerecht*"), ("vertikal*", "horizontal*"), ("fest", "flüssig"), ("feste*", "flüssig*"),
    ("dick*", "schlank*"), ("sonnig*", "regnerisch*"), ("sonnig*", "bewölkt*"), ("trocken*", "regnerisch*"),
    ("gutartig*", "bösartig*"), ("öffentlich*", "privat*"), ("inland*", "ausland*"), ("drinnen", "draußen"),
    ("bergauf", "bergab"), ("aufwärts", "abwärts"), ("eingang*", "ausgang*"), ("eingeschaltet", "ausgeschaltet"),
    ("anwesend*", "abwesend*"), ("vollzeit*", "teilzeit*"), ("sauer", "basisch"), ("saure*", "basisch*"),
    ("aufstieg*", "abstieg*"), ("höflich*", "unhöflich*"), ("sonnenaufgang*", "sonnenuntergang*"),
    ("drücken", "ziehen"), ("abflug", "ankunft"), ("abflug", "landung"),
    ("propre*", "sale*"), ("sucré*", "amer*"), ("sucré*", "salé*"), ("cru", "cuit"), ("crue*", "cuite*"),
    ("marié*", "célibataire*"), ("marié*", "divorcé*"), ("lisse*", "rugueu*"), ("tranchant*", "émoussé*"),
    ("frais", "périmé*"), ("fraîche*", "périmé*"), ("sain", "malade"), ("saine", "malade"), ("sains", "malades"),
    ("matin", "soir"), ("hier", "demain"),
    ("garçon*", "fille*"), ("chronique*", "aigu*"), ("urbain*", "rural*"), ("urbaine*", "rurale*"),
    ("permanent*", "temporaire*"), ("manuel*", "automatique*"), ("vertical*", "horizontal*"),
    ("solide*", "liquide*"), ("gros", "mince*"), ("grosse*", "mince*"), ("clair*", "sombre*"), ("clair*", "foncé*"),
    ("ensoleillé*", "pluvieu*"), ("ensoleillé*", "nuageu*"), ("sec", "pluvieux"), ("sèche*", "pluvieuse*"),
    ("sec", "mouillé"), ("sèche", "mouillée"), ("secs", "mouillés"), ("sec", "humide"), ("sèche", "humide"),
    ("bénin", "malin"), ("bénigne", "maligne"), ("volontaire*", "obligatoire*"), ("privé*", "public*"),
    ("privée*", "publique*"), ("intérieur*", "extérieur*"), ("montée*", "descente*"), ("allumé*", "éteint*"),
    ("présent*", "absent*"), ("temps plein", "temps partiel"), ("acide*", "basique*"), ("acide*", "alcalin*"),
    ("poli", "impoli"), ("polie", "impolie"), ("lever du soleil", "coucher du soleil"), ("pousser", "tirer"),
    ("bénéfice*", "perte*"), ("vivant", "mort"), ("vivante", "morte"), ("vivants", "morts"),
    ("limpi*", "suci*"), ("dulce*", "amarg*"), ("dulce*", "salad*"), ("crudo", "cocido"), ("cruda", "cocida"),
    ("casad*", "solter*"), ("casad*", "divorciad*"), ("suave*", "áspero*"), ("afilad*", "desafilad*"),
    ("fresco", "podrido"), ("fresca", "podrida"), ("sano", "enfermo"), ("sana", "enferma"), ("ayer", "mañana"),
    ("niño", "niña"), ("chico", "chica"), ("crónic*", "agud*"), ("urban*", "rural*"), ("permanente*", "temporal*"),
    ("manual*", "automátic*"), ("sólid*", "líquid*"), ("gordo", "delgado"), ("gorda", "delgada"),
    ("clar*", "oscur*"), ("soleado", "lluvioso"), ("soleado", "nublado"), ("seco", "lluvioso"),
    ("seco", "mojado"), ("seca", "mojada"), ("secos", "mojados"), ("secas", "mojadas"), ("seco", "húmedo"),
    ("seca", "húmeda"), ("benign*", "malign*"), ("voluntari*", "obligatori*"), ("públic*", "privad*"),
    ("dentro", "fuera"), ("interior*", "exterior*"), ("cuesta arriba", "cuesta abajo"), ("arriba", "abajo"),
    ("subida*", "bajada*"),
    ("encendid*", "apagad*"), ("presente*", "ausente*"), ("tiempo completo", "tiempo parcial"),
    ("jornada completa", "media jornada"), ("ácid*", "alcalin*"), ("ácid*", "básic*"), ("educad*", "maleducad*"),
    ("amanecer", "atardecer"), ("empujar", "tirar"), ("entrada*", "salida*"), ("ganancia*", "pérdida*"),
    ("beneficio*", "pérdida*"), ("viv*", "muert*"), ("verano", "invierno"), ("mañana", "noche"),
    ("чист*", "грязн*"), ("сладк*", "горьк*"), ("сладк*", "кисл*"), ("женат", "холост"), ("замужем", "не замужем"),
    ("гладк*", "шершав*"), ("острый", "тупой"), ("острая", "тупая"), ("острые", "тупые"), ("свеж*", "испорчен*"),
    ("здоров*", "больн*"), ("утром", "вечером"), ("утра", "вечера"), ("утро", "вечер"),
    ("вчера", "завтра"), ("мальчик*", "девочк*"), ("хроническ*", "остры*"), ("хроническ*", "острая"),
    ("городск*", "сельск*"),
    ("постоянн*", "временн*"), ("ручн*", "автоматическ*"), ("вертикальн*", "горизонтальн*"), ("тверд*", "жидк*"),
    ("твёрд*", "жидк*"), ("толстый", "худой"), ("толстая", "худая"), ("солнечн*", "дождлив*"), ("солнечн*", "пасмурн*"),
    ("сух*", "дождлив*"), ("доброкачественн*", "злокачественн*"), ("добровольн*", "обязательн*"),
    ("государственн*", "частн*"), ("внутри", "снаружи"), ("в гору", "под гору"), ("подъём*", "спуск*"),
    ("включ*", "выключ*"), ("присутств*", "отсутств*"), ("кисл*", "щелочн*"), ("вежлив*", "груб*"),
    ("рассвет*", "закат*"), ("вход", "выход"), ("прибыл*", "убыт*"), ("жив*", "мёртв*"), ("жив*", "мертв*"),
    ("горяч*", "остыл*"), ("горяч*", "остывш*"), ("оживлённ*", "тих*"), ("оживленн*", "тих*"),
    ("animé*", "calme*"), ("animé*", "tranquille*"), ("animad*", "tranquil*"), ("belebt*", "ruhig*"),
    ("lively", "quiet"), ("hot", "gone cold"), ("heiß*", "abgekühlt*"), ("chaud*", "refroidi*"),
    ("calient*", "enfriad*"),
    ("accelerat*", "slow*"), ("accelerat*", "decelerat*"), ("beschleunig*", "verlangsam*"), ("accélér*", "ralent*"),
    ("aceler*", "desaceler*"), ("aceler*", "ralentiz*"), ("ускор*", "замедл*"),
    ("slow", "fast"), ("slowly", "quickly"), ("slowly", "fast"), ("slow", "quick"), ("weit", "eng"),
    ("weite*", "enge*"), ("happy", "angry"), ("pleased", "angry"), ("content*", "enfadad*"), ("content*", "enojad*"),
    ("content*", "fâché*"), ("zufrieden*", "wütend*"), ("zufrieden*", "verärgert*"), ("доволен", "зол"),
    ("довольн*", "зл*"), ("довольн*", "сердит*"),
    ("runny", "thick"), ("runny", "firm"), ("runny", "set"), ("liquide*", "épais*"),
    ("automatik*", "schaltgetriebe*"), ("automatik*", "schaltwagen*"), ("автоматическ*", "механическ*"),
    ("rough", "calm"), ("hardwood", "softwood"), ("agitée*", "calme*"), ("agitad*", "tranquil*"),
    ("agitad*", "calm*"), ("бурн*", "спокойн*"), ("stürmisch*", "ruhig*"),
    ("rez-de-chaussée", "étage"), ("erdgeschoss", "obergeschoss"),
    ("powdery", "icy"), ("powder", "ice"), ("fresh", "wilted"), ("fresh", "withered"), ("frisch*", "verwelkt*"),
    ("frais", "fanés"), ("fraîche*", "fané*"), ("fresc*", "marchit*"), ("свеж*", "завял*"), ("свеж*", "увял*"),
    ("en casa", "fuera de casa"), ("at home", "away"), ("home game", "away game"), ("heimspiel*", "auswärtsspiel*"),
    ("zu hause", "auswärts"), ("à domicile", "à l'extérieur"), ("дома", "в гостях"),
    ("warm*", "freezing"), ("warm*", "eiskalt*"), ("chaud*", "glacé*"), ("calient*", "helad*"),
    ("cálid*", "helad*"), ("тёпл*", "ледян*"), ("тепл*", "ледян*"), ("fuerte*", "floj*"), ("fort", "léger"),
    ("forte", "légère"), ("сильн*", "еле"), ("strong", "mild"), ("stark*", "mild*"), ("fort", "doux"),
    ("forte", "douce"), ("fuerte*", "suave*"), ("narrowed", "widened"), ("narrowing", "widening"),
    ("narrows", "widens"), ("lower than", "above"), ("higher than", "below"),
    ("closing", "reopening"), ("closes", "reopens"), ("closed", "reopened"), ("lost money", "made money"),
    ("losing money", "making money"), ("loses money", "makes money"), ("crept", "raced"), ("crawled", "raced"),
    ("confirm*", "ruled out"), ("confirm*", "rules out"), ("confirm*", "ruled it out"), ("got out", "trapped"),
    ("deepest", "shallowest"), ("still going", "closed down"), ("still in business", "closed down"),
    ("coming back", "gone for good"), ("stayed afloat", "went to the bottom"), ("half as many", "twice as many"),
    ("half as much", "twice as much"), ("climbing", "slid back"), ("climbing", "sliding back"), ("free", "charged"),
    ("free", "chargeable"), ("was saved", "went in"), ("was saved", "scored"), ("climbing", "tailing off"),
    ("rising", "tailing off"), ("picking up", "tailing off"), ("still trading", "closed down"), ("hated", "liked"),
    ("darker", "lighter"), ("sweeter", "more bitter"), ("paid the same", "paid more"), ("pay the same", "pay more"),
    ("costs the same", "costs more"), ("cost the same", "cost more"), ("stayed the same", "went up"),
    ("deeper", "shallower"), ("unsafe", "sound"), ("unsound", "safe"), ("younger", "elder"), ("youngest", "eldest"),
    ("half hearted", "wholehearted"), ("halfhearted", "wholehearted"),
    ("outskirts", "centre"), ("outskirts", "center"), ("periphery", "centre"), ("stadtrand", "stadtzentrum"),
    ("périphérie", "centre-ville"), ("afueras", "centro"), ("окраин*", "центр*"),
    ("flat", "sloping"), ("flat", "pitched"), ("plano", "inclinado"), ("plana", "inclinada"), ("plat", "incliné"),
    ("plate", "inclinée"), ("flach*", "geneigt*"), ("плоск*", "наклонн*"), ("плоск*", "скатн*"),
    ("летом", "зимой"), ("лето", "зима"), ("наверху", "внизу"), ("прилёт", "вылет"), ("внутренн*", "внешн*"),
    ("packed", "empty"), ("packed", "deserted"), ("crammed", "empty"), ("rammed", "empty"),
    ("битком", "пуст*"), ("matte", "glossy"), ("matte", "shiny"), ("mat", "brillant*"), ("mate", "brillant*"),
    ("mates", "brillant*"), ("matt", "glänzend*"), ("matte", "glänzend*"), ("matten", "glänzend*"),
    ("матов*", "глянцев*"), ("матов*", "блестящ*"),
    ("under warranty", "expired"), ("in force", "expired"), ("hardback", "paperback"), ("hardcover", "paperback"),
    # a ban or rule still in force against one lifted ("The ban has been lifted." / "… is still in place.")
    ("lifted", "in place"), ("lifted", "in force"), ("lifted", "in effect"), ("aufgehoben", "in kraft"),
    ("levée", "en vigueur"), ("levé", "en vigueur"), ("levantad*", "en vigor"), ("отменён*", "действует"),
    ("снят*", "действует"),
    ("hardcover", "softcover"), ("gebunden*", "taschenbuch*"), ("gebunden*", "broschiert*"), ("relié", "broché"),
    ("tapa dura", "tapa blanda"), ("tapa dura", "rústica"), ("твёрд* переплёт*", "мягк* переплёт*"),
    ("твёрд* переплёт*", "мягк* обложк*"), ("твёрд* обложк*", "мягк* обложк*"),
    ("sticky", "dry"), ("klebrig*", "trocken*"), ("collant", "sec"), ("collante", "sèche"), ("pegajoso", "seco"),
    ("pegajosa", "seca"), ("липк*", "сух*"), ("shy", "outgoing"), ("shy", "confident"), ("timid", "bold"),
    ("scheu*", "zutraulich*"), ("schüchtern*", "kontaktfreudig*"), ("timide*", "sociable*"), ("craintif", "confiant"),
    ("craintive", "confiante"), ("tímid*", "extrovertid*"), ("asustadiz*", "confiad*"), ("пуглив*", "доверчив*"),
    ("застенчив*", "общительн*"), ("fixed", "variable"), ("fixed", "floating"), ("fest*", "variabel*"),
    ("fixe", "variable"), ("fijo", "variable"), ("fija", "variable"), ("фиксированн*", "плавающ*"),
    ("фиксированн*", "переменн*"), ("active", "dormant"), ("active", "extinct"), ("aktiv*", "erloschen*"),
    ("actif", "éteint"), ("active", "éteinte"), ("activo", "extinto"), ("activo", "dormido"), ("действующ*", "потухш*"),
    ("действующ*", "спящ*"), ("double sided", "single sided"), ("double sided", "one sided"),
    ("beidseitig*", "einseitig*"), ("doppelseitig*", "einseitig*"), ("recto verso", "recto seul"),
    ("doble cara", "una cara"),
    ("двусторонн*", "односторонн*"), ("спокойн*", "шумн*"), ("спокойн*", "буйн*"),
    ("calm", "noisy"), ("calm", "rowdy"), ("mono", "stereo"), ("mono", "stéréo"), ("mono", "estéreo"),
    ("моно", "стерео"), ("artificial", "real"), ("artificial", "natural"), ("fake", "real"), ("fake", "genuine"),
    ("künstlich*", "echt*"), ("künstlich*", "natürlich*"), ("artificiel*", "naturel*"), ("faux", "vrais"),
    ("fausse*", "vraie*"), ("artificial*", "natural*"), ("искусственн*", "живые"), ("искусственн*", "натуральн*"),
    ("искусственн*", "настоящ*"), ("soft", "harsh"), ("мягк*", "резк*"), ("sanft*", "schrill*"), ("doux", "strident"),
    ("douce", "stridente"), ("suave*", "estridente*"), ("agité", "calme"), ("agités", "calmes"),
    ("mild", "spicy"), ("mild*", "scharf*"), ("doux", "piquant"), ("douce", "piquante"), ("suave", "picante"),
    ("острый", "мягкий"), ("острая", "мягкая"), ("острое", "мягкое"), ("maigre", "gros"), ("maigre", "grosse"),
    ("maigres", "gros"), ("skinny", "fat"),
    # the commonest opposites in each language, written from a frequency list of English antonym pairs
    # (adjectives, then verbs), not from a test set; short words in their declined forms, longer ones as stems
    ("easy", "hard"), ("cheerful", "sad"), ("nearby", "far away"), ("exciting", "boring"), ("thrilling", "boring"),
    ("gripping", "boring"), ("meaningful", "pointless"), ("sensible", "pointless"), ("modern", "outdated"),
    ("modern", "old fashioned"), ("calm", "nervous"), ("calm", "anxious"), ("pretty", "ugly"), ("beautiful", "ugly"),
    ("strict", "lenient"), ("available", "sold out"), ("in stock", "sold out"), ("in stock", "out of stock"),
    ("sober", "drunk"), ("hungry", "full"), ("normal", "unusual"), ("normal", "abnormal"), ("neu", "alt"),
    ("neue", "alte"), ("neuen", "alten"), ("neuer", "alter"), ("neues", "altes"), ("neuem", "altem"), ("jung", "alt"),
    ("junge", "alte"), ("jungen", "alten"), ("junger", "alter"), ("junges", "altes"), ("jünger*", "älter*"),
    ("gut", "schlecht"), ("gute", "schlechte"), ("guten", "schlechten"), ("guter", "schlechter"),
    ("gutes", "schlechtes"), ("korrekt*", "falsch*"), ("richtig*", "verkehrt*"), ("feucht*", "trocken*"),
    ("glücklich*", "traurig*"), ("fröhlich*", "traurig*"), ("lebendig*", "tot"), ("lebendig*", "tote*"),
    ("staatlich*", "privat*"), ("intern", "extern"), ("interne*", "externe*"), ("nah", "fern"), ("nahe", "ferne"),
    ("nah", "weit"), ("nahe", "weit"), ("höflich*", "grob*"), ("mutig*", "feig*"), ("großzügig*", "geizig*"),
    ("freundlich*", "feindselig*"), ("freundlich*", "feindlich*"), ("fest", "locker"), ("frisch", "alt"),
    ("frisch*", "altbacken*"), ("modern*", "altmodisch*"), ("modern*", "veraltet*"), ("modern*", "antik*"),
    ("einfach*", "komplex*"), ("einfach*", "kompliziert*"), ("aktiv*", "passiv*"), ("ruhig*", "nervös*"),
    ("gelassen*", "nervös*"), ("klug*", "dumm*"), ("schlau*", "dumm*"), ("intelligent*", "dumm*"),
    ("schön*", "hässlich*"), ("hübsch*", "hässlich*"), ("streng*", "nachsichtig*"), ("erhältlich*", "ausverkauft*"),
    ("verfügbar*", "ausverkauft*"), ("vorrätig*", "ausverkauft*"), ("gleich*", "verschieden*"),
    ("gleich*", "unterschiedlich*"), ("ähnlich*", "unterschiedlich*"), ("ähnlich*", "verschieden*"),
    ("identisch*", "verschieden*"), ("identisch*", "unterschiedlich*"), ("nüchtern*", "betrunken*"),
    ("hungrig*", "satt"), ("wach", "schlafend*"), ("wach", "schläft"), ("berühmt*", "unbekannt*"),
    ("normal*", "ungewöhnlich*"), ("üblich*", "ungewöhnlich*"), ("wild*", "zahm*"), ("wild*", "domestiziert*"),
    ("nouveau", "vieux"), ("nouvelle", "vieille"), ("nouveaux", "vieux"), ("nouvelles", "vieilles"),
    ("nouvel", "vieil"), ("neuve", "vieille"), ("neuves", "vieilles"), ("jeune", "vieux"), ("jeune", "vieille"),
    ("jeunes", "vieux"), ("jeunes", "vieilles"), ("jeune*", "âgé*"), ("bon", "mauvais"), ("bonne", "mauvaise"),
    ("bons", "mauvais"), ("bonnes", "mauvaises"), ("exact*", "faux"), ("exacte*", "fausse*"), ("simple*", "compliqué*"),
    ("facile*", "compliqué*"), ("simple*", "complexe*"), ("heureu*", "malheureu*"), ("joyeu*", "triste*"),
    ("bruyant*", "silencieu*"), ("sucré*", "acide*"), ("proche*", "lointain*"), ("près", "loin"), ("proche*", "loin"),
    ("poli", "grossier"), ("polie", "grossière"), ("polis", "grossiers"), ("polies", "grossières"),
    ("courageu*", "lâche*"), ("généreu*", "avare*"), ("sympathique*", "antipathique*"), ("amica*", "hostile*"),
    ("amicaux", "hostiles"), ("serré*", "ample*"), ("serré*", "lâche*"), ("frais", "rassis"), ("fraîche*", "rassis*"),
    ("frais", "pourri*"), ("fraîche*", "pourri*"), ("mûr", "vert"), ("mûre", "verte"), ("mûrs", "verts"),
    ("mûres", "vertes"), ("moderne*", "démodé*"), ("moderne*", "antique*"), ("actif", "passif"), ("active", "passive"),
    ("actifs", "passifs"), ("actives", "passives"), ("calme*", "nerveu*"), ("calme*", "agité*"),
    ("intelligent*", "bête*"), ("intelligent*", "stupide*"), ("beau", "laid"), ("belle", "laide"), ("beaux", "laids"),
    ("belles", "laides"), ("beau", "moche"), ("belle", "moche"), ("joli*", "moche*"), ("joli*", "laid*"),
    ("strict*", "indulgent*"), ("sévère*", "indulgent*"), ("strict*", "laxiste*"), ("disponible*", "épuisé*"),
    ("en stock", "épuisé*"), ("identique*", "différent*"), ("pareil*", "différent*"), ("semblable*", "différent*"),
    ("similaire*", "différent*"), ("coupable*", "innocent*"), ("sobre*", "ivre*"), ("sobre*", "soûl*"),
    ("affamé*", "rassasié*"), ("éveillé*", "endormi*"), ("réveillé*", "endormi*"), ("rangé*", "désordonné*"),
    ("rangé*", "en désordre"), ("ponctuel*", "en retard"), ("valide*", "expiré*"), ("valable*", "expiré*"),
    ("valide*", "périmé*"), ("valable*", "périmé*"), ("célèbre*", "inconnu*"), ("connu*", "inconnu*"),
    ("célèbre*", "méconnu*"), ("normal*", "inhabituel*"), ("habituel*", "inhabituel*"), ("normal*", "anormal*"),
    ("sauvage*", "apprivoisé*"), ("sauvage*", "domestique*"), ("nuev*", "viej*"), ("joven", "viejo"),
    ("joven", "vieja"), ("jóvenes", "viejos"), ("jóvenes", "viejas"), ("joven*", "ancian*"), ("jóvenes", "ancianos"),
    ("bueno", "malo"), ("buena", "mala"), ("buenos", "malos"), ("buenas", "malas"), ("buen", "mal"),
    ("correct*", "erróne*"), ("acertad*", "equivocad*"), ("acertad*", "errad*"), ("sencill*", "complicad*"),
    ("fácil*", "complicad*"), ("simple*", "complicad*"), ("simple*", "complej*"), ("sencill*", "complej*"),
    ("gord*", "flac*"), ("gord*", "delgad*"), ("feliz", "infeliz"), ("felices", "infelices"), ("felices", "tristes"),
    ("alegre*", "trist*"), ("ruidos*", "silencios*"), ("dulce*", "ácid*"), ("intern*", "extern*"),
    ("cercan*", "lejan*"), ("cerca", "lejos"), ("emocionante*", "aburrid*"), ("apasionante*", "aburrid*"),
    ("entretenid*", "aburrid*"), ("divertid*", "aburrid*"), ("útil", "inútil"), ("útiles", "inútiles"),
    ("cortés", "grosero"), ("cortés", "grosera"), ("educad*", "grosero*"), ("educad*", "grosera*"),
    ("valiente*", "cobarde*"), ("generos*", "tacañ*"), ("amable*", "antipátic*"), ("simpátic*", "antipátic*"),
    ("amistos*", "hostil*"), ("concurrid*", "tranquil*"), ("concurrid*", "vací*"), ("concurrid*", "desiert*"),
    ("ajustad*", "holgad*"), ("apretad*", "suelt*"), ("apretad*", "floj*"), ("ajustad*", "suelt*"), ("liso", "áspero"),
    ("lisa", "áspera"), ("lisos", "ásperos"), ("lisas", "ásperas"), ("suave*", "áspera*"), ("maduro", "verde"),
    ("madura", "verde"), ("maduros", "verdes"), ("maduras", "verdes"), ("masculin*", "femenin*"),
    ("modern*", "anticuad*"), ("modern*", "antigu*"), ("activ*", "pasiv*"), ("tranquil*", "nervios*"),
    ("calmad*", "nervios*"), ("inteligente*", "tont*"), ("inteligente*", "estúpid*"), ("list*", "tont*"),
    ("bonito", "feo"), ("bonita", "fea"), ("bonitos", "feos"), ("bonitas", "feas"), ("hermoso", "feo"),
    ("hermosa", "fea"), ("hermosos", "feos"), ("hermosas", "feas"), ("guapo", "feo"), ("guapa", "fea"),
    ("estrict*", "permisiv*"), ("sever*", "permisiv*"), ("estrict*", "indulgente*"), ("disponible*", "agotad*"),
    ("en stock", "agotad*"), ("igual*", "diferente*"), ("igual*", "distint*"), ("idéntic*", "distint*"),
    ("idéntic*", "diferente*"), ("similar*", "diferente*"), ("parecid*", "diferente*"), ("parecid*", "distint*"),
    ("culpable*", "inocente*"), ("sobri*", "borrach*"), ("sobri*", "ebri*"), ("hambrient*", "saciad*"),
    ("despiert*", "dormid*"), ("vigente*", "caducad*"), ("válid*", "caducad*"), ("vigente*", "vencid*"),
    ("válid*", "vencid*"), ("famos*", "desconocid*"), ("célebre*", "desconocid*"), ("normal*", "inusual*"),
    ("habitual*", "inusual*"), ("salvaje*", "domesticad*"), ("salvaje*", "doméstic*"), ("salvaje", "manso"),
    ("salvaje", "mansa"), ("tranquil*", "brav*"), ("manso", "bravo"), ("brillante*", "apagad*"),
    ("mansa", "brava"), ("mansos", "bravos"), ("mansas", "bravas"), ("calm", "fierce"), ("tame", "fierce"),
    ("нов*", "стар*"), ("молод*", "стар*"), ("молод*", "пожил*"), ("хорош*", "плох*"),
    ("правильн*", "ошибочн*"), ("правильн*", "неверн*"), ("лёгк*", "трудн*"), ("легк*", "трудн*"),
    ("простой", "сложный"), ("простая", "сложная"), ("простое", "сложное"), ("простые", "сложные"),
    ("простым", "сложным"), ("влажн*", "сух*"), ("толст*", "тонк*"), ("толстые", "худые"), ("счастлив*", "несчастн*"),
    ("весёл*", "печальн*"), ("весел*", "грустн*"), ("весел*", "печальн*"), ("радостн*", "грустн*"),
    ("радостн*", "печальн*"), ("счастлив*", "печальн*"), ("истинн*", "ложн*"), ("правдив*", "ложн*"),
    ("присутству*", "отсутству*"), ("присутствовал*", "отсутствовал*"), ("обществен*", "частн*"),
    ("публичн*", "частн*"), ("близк*", "далёк*"), ("близк*", "далек*"), ("близко", "далеко"), ("рядом", "далеко"),
    ("женат*", "холост*"), ("женат*", "развед*"), ("замужн*", "развед*"), ("захватывающ*", "скучн*"),
    ("увлекательн*", "скучн*"), ("осмыслен*", "бессмыслен*"), ("разумн*", "бессмыслен*"), ("смел*", "трусл*"),
    ("храбр*", "трусл*"), ("щедр*", "жадн*"), ("щедр*", "скуп*"), ("дружелюбн*", "враждебн*"),
    ("дружеск*", "враждебн*"), ("тесн*", "просторн*"), ("свеж*", "чёрств*"), ("свеж*", "черств*"), ("свеж*", "гнил*"),
    ("сырой", "варёный"), ("сырая", "варёная"), ("сырое", "варёное"), ("сырые", "варёные"), ("спел*", "незрел*"),
    ("мужск*", "женск*"), ("современн*", "старомодн*"), ("современн*", "древн*"), ("современн*", "устаревш*"),
    ("активн*", "пассивн*"), ("спокойн*", "нервн*"), ("умн*", "глуп*"), ("красив*", "уродлив*"), ("строг*", "мягк*"),
    ("строг*", "снисходительн*"), ("разрешён*", "запрещён*"), ("разрешен*", "запрещен*"), ("в наличии", "распродан*"),
    ("одинаков*", "разн*"), ("одинаков*", "различн*"), ("трезв*", "пьян*"), ("голодн*", "сыт*"),
    ("действующ*", "просроченн*"), ("действительн*", "просроченн*"), ("годн*", "просроченн*"),
    ("знаменит*", "неизвестн*"), ("известн*", "неизвестн*"), ("дикий", "ручной"), ("дикая", "ручная"),
    ("дикие", "ручные"), ("дикий", "домашний"), ("дикая", "домашняя"), ("дикие", "домашние"), ("диких", "домашних"),
    ("start*", "finish*"), ("began", "finished"), ("begin*", "finish*"), ("entered", "exited"), ("enter*", "exit*"),
    ("entered", "left"), ("sent", "received"), ("adding", "removing"), ("climbed", "descended"),
    ("confirm*", "cancel*"), ("saved", "spent"), ("save", "spend"), ("saving", "spending"), ("built", "destroyed"),
    ("build*", "destroy*"), ("construct*", "destroy*"), ("surviv*", "died"), ("surviv*", "perished"),
    ("gekauft", "verkauft"), ("zusag*", "absag*"), ("zugesagt", "abgesagt"), ("angekommen", "abgefahren"),
    ("angekommen", "abgereist"), ("kam* an", "fuhr* ab"), ("ankomm*", "abfahr*"), ("ankomm*", "abreis*"),
    ("erinner*", "vergess*"), ("erinner*", "vergaß*"), ("begonnen", "beendet"), ("begonnen", "aufgehört"),
    ("beginn*", "beend*"), ("fing* an", "hört* auf"), ("erfolg*", "scheiter*"), ("erfolg*", "gescheitert*"),
    ("liebt*", "hasst*"), ("lieben", "hassen"), ("mag", "hasst"), ("mögen", "hassen"), ("geliebt", "gehasst"),
    ("gedrückt", "gezogen"), ("betreten", "verlassen"), ("betrat*", "verließ*"), ("verschickt", "erhalten"),
    ("geschickt", "erhalten"), ("gesendet", "erhalten"), ("gesendet", "empfangen"), ("send*", "empfang*"),
    ("gefunden", "verloren"), ("find*", "verlier*"), ("fand*", "verlor*"), ("angegriffen", "verteidigt"),
    ("angriff*", "verteidig*"), ("hinzugefügt", "entfernt"), ("hinzufüg*", "entfern*"), ("ergänzt", "gestrichen"),
    ("hinzugefügt", "gestrichen"), ("hinzugefügt", "gelöscht"), ("erhöht", "gesenkt"), ("angehoben", "gesenkt"),
    ("anheb*", "senk*"), ("zugenommen", "abgenommen"), ("aufgestiegen", "abgestiegen"),
    ("hinaufgestiegen", "hinabgestiegen"), ("eingestellt", "entlassen"), ("gelobt", "kritisiert"),
    ("lob*", "kritisier*"), ("genehmigt", "abgelehnt"), ("genehmig*", "ablehn*"), ("gelacht", "geweint"),
    ("lacht*", "weint*"), ("aufgetaucht", "verschwunden"), ("erschienen", "verschwunden"), ("auftauch*", "verschwind*"),
    ("geheiratet", "geschieden"), ("verheiratet", "geschieden"), ("geliehen", "verliehen"), ("bestätig*", "dementier*"),
    ("bestätigt", "storniert"), ("bestätigt", "abgesagt"), ("eingeschlossen", "ausgeschlossen"),
    ("einschließ*", "ausschließ*"), ("inklusive", "exklusive"), ("aufgewacht", "eingeschlafen"),
    ("aufwach*", "einschlaf*"), ("zugestimmt", "widersprochen"), ("stimmt* zu", "widersprach*"),
    ("zustimm*", "widersprech*"), ("zugestimmt", "abgelehnt"), ("gespart", "ausgegeben"), ("gebaut", "zerstört"),
    ("aufgebaut", "zerstört"), ("baut", "zerstört"), ("bauten", "zerstörten"), ("gestärkt", "geschwächt"),
    ("stärk*", "schwäch*"), ("überlebt", "gestorben"), ("überleb*", "starb*"), ("überleb*", "gestorben"),
    ("accept*", "déclin*"), ("arrivent", "partent"), ("arrive", "part"), ("arrivés", "partis"), ("arrivé", "parti"),
    ("arrivée", "partie"), ("arrivées", "parties"), ("arrivait", "partait"), ("souven*", "oubli*"),
    ("souvien*", "oubli*"), ("commenc*", "termin*"), ("commenc*", "fini*"), ("réussi*", "raté*"), ("réussi*", "échou*"),
    ("aime*", "déteste*"), ("aimai*", "détestai*"), ("adore*", "déteste*"), ("poussé", "tiré"), ("poussez", "tirez"),
    ("pousse", "tire"), ("entré*", "sorti*"), ("envoy*", "reçu*"), ("envoy*", "recev*"), ("expédi*", "reçu*"),
    ("trouv*", "perd*"), ("attaqu*", "défend*"), ("ajout*", "supprim*"), ("ajout*", "retir*"), ("relev*", "abaiss*"),
    ("augment*", "rédui*"), ("embauch*", "licenci*"), ("recrut*", "licenci*"), ("félicit*", "critiqu*"),
    ("approuv*", "rejet*"), ("approuv*", "refus*"), ("ri", "pleuré"), ("rire*", "pleur*"), ("rient", "pleurent"),
    ("riait", "pleurait"), ("apparu*", "disparu*"), ("appar*", "dispar*"), ("emprunt*", "prêt*"),
    ("confirm*", "dément*"), ("confirm*", "annul*"), ("inclu*", "exclu*"), ("réveill*", "endorm*"),
    ("économis*", "dépens*"), ("construi*", "détrui*"), ("renforc*", "affaibli*"), ("grossi*", "maigri*"),
    ("survécu", "mort*"), ("survécu", "décédé*"), ("gan*", "perdi*"), ("gan*", "pierd*"), ("compr*", "vendi*"),
    ("abri*", "cerr*"), ("abre", "cierra"), ("abren", "cierran"), ("acept*", "rehus*"), ("lleg*", "sali*"),
    ("llegan", "se van"), ("llegó", "se fue"), ("llegaron", "se fueron"), ("record*", "olvid*"), ("empez*", "termin*"),
    ("empiez*", "termin*"), ("comenz*", "termin*"), ("comenz*", "acab*"), ("empez*", "acab*"), ("aprob*", "suspendi*"),
    ("aprob*", "suspend*"), ("éxito", "fracas*"), ("amaban", "odiaban"), ("aman", "odian"), ("amaba", "odiaba"),
    ("ama", "odia"), ("encanta*", "odi*"), ("empujaron", "tiraron"), ("empuja", "tira"), ("entraron", "salieron"),
    ("entró", "salió"), ("entran", "salen"), ("envi*", "recibi*"), ("mandaron", "recibieron"), ("encontr*", "perdi*"),
    ("atac*", "defend*"), ("atac*", "defendi*"), ("añad*", "elimin*"), ("agreg*", "quit*"), ("añad*", "quit*"),
    ("agreg*", "elimin*"), ("aument*", "reduj*"), ("aument*", "reduc*"), ("permiti*", "prohibi*"),
    ("encendi*", "apag*"), ("enciend*", "apag*"), ("contrat*", "despidi*"), ("contrat*", "despid*"),
    ("elogi*", "critic*"), ("aprob*", "rechaz*"), ("rieron", "lloraron"), ("reír", "llorar"), ("ríe", "llora"),
    ("reía", "lloraba"), ("casaron", "divorciaron"), ("confirm*", "desmint*"), ("despert*", "durmi*"),
    ("despert*", "dorm*"), ("de acuerdo", "discrep*"), ("ahorr*", "gast*"), ("constru*", "destru*"),
    ("fortaleci*", "debilit*"), ("engord*", "adelgaz*"), ("sobrevivi*", "muri*"), ("sobreviv*", "muer*"),
    ("открыл*", "закрыл*"), ("открыва*", "закрыва*"), ("принял*", "отклонил*"), ("приня*", "отклон*"),
    ("согласил*", "отказал*"), ("прибыл*", "уехал*"), ("приехал*", "уехал*"), ("прилетел*", "улетел*"),
    ("пришёл", "ушёл"), ("пришла", "ушла"), ("пришли", "ушли"), ("вспомнил*", "забыл*"), ("помн*", "забыл*"),
    ("помн*", "забыва*"), ("начал*", "закончил*"), ("начина*", "заканчива*"), ("начал*", "завершил*"),
    ("сдал*", "провалил*"), ("преуспел*", "неудач*"), ("любит", "ненавидит"), ("любят", "ненавидят"),
    ("любил*", "ненавидел*"), ("обожа*", "ненавид*"), ("толка*", "тяну*"), ("толкал*", "тянул*"), ("вошл*", "вышл*"),
    ("вошёл", "вышел"), ("входит", "выходит"), ("входят", "выходят"), ("отправил*", "получил*"),
    ("послал*", "получил*"), ("отправ*", "получ*"), ("нашл*", "потерял*"), ("нашёл", "потерял"),
    ("атакова*", "защища*"), ("напал*", "защищал*"), ("добавил*", "удалил*"), ("добавил*", "убрал*"),
    ("добав*", "удал*"), ("повысил*", "снизил*"), ("повыш*", "сниж*"), ("поднял*", "снизил*"), ("поднял*", "опустил*"),
    ("разрешил*", "запретил*"), ("поднял*", "спустил*"), ("поднима*", "спуска*"), ("нанял*", "уволил*"),
    ("нанима*", "увольня*"), ("хвалил*", "критиковал*"), ("похвалил*", "раскритиковал*"), ("одобрил*", "отклонил*"),
    ("одобр*", "отклон*"), ("смеял*", "плакал*"), ("появил*", "исчез*"), ("появля*", "исчеза*"),
    ("поженил*", "развел*"), ("подтвердил*", "опроверг*"), ("подтвердил*", "отменил*"), ("включил*", "исключил*"),
    ("проснул*", "уснул*"), ("проснул*", "заснул*"), ("просыпа*", "засыпа*"), ("согласил*", "возразил*"),
    ("сэкономил*", "потратил*"), ("построил*", "разрушил*"), ("укрепил*", "ослабил*"), ("выжил*", "погиб*"),
    ("выжил*", "умер*"), ("commencent", "finissent"),
    ("включён*", "выключен*"), ("включен*", "выключен*"),
    # found by fresh contrast sets (spot66, spot68-70): sizes, room, hours, seats, slopes and success as opposites
    ("complet", "encore des places"), ("complet", "places disponibles"), ("sold out", "still available"),
    ("sold out", "tickets left"), ("fully booked", "rooms available"), ("ausverkauft", "noch karten"),
    ("ausgebucht", "noch frei"), ("agotad*", "quedan entradas"), ("complet*", "quedan plazas"),
    ("распродан*", "ещё есть билеты"), ("flach*", "hügelig*"), ("flat", "hilly"), ("plat", "vallonné"),
    ("plate", "vallonnée"), ("llan*", "montañoso*"), ("ровн*", "холмист*"), ("en avance", "en retard"),
    ("zu früh", "zu spät"), ("verfrüht", "verspätet"), ("adelantad*", "retrasad*"), ("con antelación", "con retraso"),
    ("success*", "flop*"), ("hit", "flop"), ("erfolg*", "flop*"), ("erfolg*", "reinfall*"), ("succès", "échec*"),
    ("succès", "fiasco*"), ("triomphe*", "fiasco*"), ("éxito*", "fiasco*"), ("успех*", "провал*"),
    ("gros", "petit"), ("grosse", "petite"), ("spacious", "cramped"), ("roomy", "cramped"), ("ampli*", "estrech*"),
    ("espacios*", "estrech*"), ("spacieu*", "exigu*"), ("spacieu*", "étroit*"), ("geräumig*", "eng"),
    ("geräumig*", "enge*"), ("geräumig*", "beengt*"), ("around the clock", "during the day"),
    ("round the clock", "during the day"), ("24 hours a day", "during the day"), ("rund um die uhr", "tagsüber"),
    ("24 heures sur 24", "en journée"), ("jour et nuit", "en journée"), ("las 24 horas", "de día"),
    ("круглосуточн*", "днём"), ("круглосуточн*", "днем"),
    # found by spot71: tidy against messy, and dry against sweet (wine)
    ("tidy", "messy"), ("neat", "messy"), ("ordentlich*", "chaotisch*"), ("aufgeräumt*", "chaotisch*"),
    ("aufgeräumt*", "unordentlich*"), ("ordonné*", "en désordre"),
    ("ordenad*", "caótic*"), ("аккуратн*", "неряшлив*"), ("опрятн*", "неряшлив*"), ("dry", "sweet"),
    ("trocken*", "süß*"), ("trocken*", "lieblich*"), ("sec", "doux"), ("secs", "doux"), ("sèche", "douce"),
    ("sèches", "douces"), ("seco", "dulce"), ("seca", "dulce"), ("secos", "dulces"), ("secas", "dulces"),
    ("сух*", "сладк*"),
    # found by spot75: intensive against extensive, and general (widespread) against local
    ("intensive", "extensive"), ("intensiv*", "extensiv*"), ("intensif*", "extensif*"),
    ("интенсивн*", "экстенсивн*"), ("general", "local"), ("widespread", "local"), ("allgemein*", "lokal*"),
    ("flächendeckend*", "lokal*"), ("général", "local"), ("générale", "locale"), ("généralisé*", "local*"),
    ("generalizad*", "local*"), ("повсеместн*", "местн*"), ("общ*", "локальн*"),
    # found by spot76: increased against dropped, on time against late
    ("increas*", "dropp*"), ("increased", "fell"), ("grew", "fell"), ("grew", "dropped"), ("pünktlich*", "spät"),
    ("pünktlich*", "spät dran"), ("a tiempo", "tarde"), ("вовремя", "поздно"), ("à l'heure", "en retard"),
    # found by spot77: a sharp rise against a slump, and serious against minor
    ("rise*", "slump*"), ("rose", "slumped"), ("rose", "plunged"), ("rose", "tumbled"), ("soar*", "slump*"),
    ("soar*", "plung*"), ("soar*", "tumbl*"), ("increas*", "slump*"), ("increas*", "plung*"), ("serious", "minor"),
    ("severe", "minor"), ("grave*", "leve*"), ("grave", "léger"), ("grave", "légère"), ("graves", "légers"),
    ("graves", "légères"), ("grave", "bénin"), ("grave", "bénigne"), ("schwerwiegend*", "geringfügig*"),
    ("серьёзн*", "незначительн*"), ("серьезн*", "незначительн*"),
    # found by spot79: a motion passed against one defeated
    ("passed", "defeated"), ("approved", "defeated"), ("carried", "defeated"), ("adopté*", "rejeté*"),
    ("failed", "worked fine"), ("failed", "worked properly"),
    # found by spot80: furnished against empty
    ("furnished", "empty"), ("möbliert*", "leer*"), ("meublé*", "vide*"), ("amueblad*", "vací*"),
    ("меблирован*", "пуст*"),
    # found by spot81: authentic against fake
    ("authentic", "fake"), ("auténtic*", "fals*"), ("auténtic*", "falsificad*"), ("echt*", "gefälscht*"),
    ("authentique*", "faux"), ("authentique*", "fausse*"), ("подлинн*", "поддельн*"), ("подлинн*", "фальшив*"),
    # found by spot82: a smooth landing against a bumpy one
    ("smooth", "bumpy"), ("sanft*", "holprig*"), ("ruhig*", "holprig*"), ("en douceur", "brutal*"),
    ("suave*", "brusc*"),
    # found by spot83: orderly against chaotic, and quickly against slowly
    ("orderly", "chaotic"), ("geordnet*", "chaotisch*"), ("ordonné*", "chaotique*"), ("organisé*", "chaotique*"),
    ("организованн*", "хаотичн*"), ("vite", "lentement"), ("rapidement", "lentement"),
    # found by spot85: a gentle landing against a rough one, flat ground against rugged
    ("gentle", "rough"), ("sanft*", "hart*"), ("мягк*", "жестк*"), ("flat", "rugged"),
    ("plat", "accidenté"), ("plate", "accidentée"), ("plan*", "accidentad*"), ("llan*", "accidentad*"),
    ("flach*", "zerklüftet*"), ("ровн*", "пересечённ*"),
    # found by spot87: minor damage against extensive, a friendly dog against an aggressive one, often against
    # rarely
    ("minor", "extensive"), ("slight", "extensive"), ("geringfügig*", "erheblich*"), ("незначительн*", "обширн*"),
    ("friendly", "aggressive"), ("freundlich*", "aggressiv*"), ("amical*", "agressi*"), ("amistos*", "agresiv*"),
    ("дружелюбн*", "агрессивн*"), ("often", "rarely"), ("often", "seldom"), ("frequently", "rarely"),
    ("oft", "selten"), ("häufig", "selten"), ("souvent", "rarement"), ("a menudo", "rara vez"),
    ("con frecuencia", "rara vez"), ("часто", "редко"),
    # found by spot90: a clean handover against a sloppy one
    ("clean", "sloppy"), ("neat", "sloppy"), ("sauber", "schlampig*"), ("propre", "bâclé*"), ("limpi*", "chapucer*"),
    ("чист*", "небрежн*"),
    # found by spot91: well informed against poorly, bright rooms against dark ones, reopened against closed
    ("well", "poorly"), ("lumineu*", "sombre*"), ("luminos*", "oscur*"), ("reopen*", "closed"), ("reopen*", "shut"),
    ("wiedereröffnet", "geschlossen"), ("rouvert*", "fermé*"), ("reabiert*", "cerrad*"),
    # found by spot93: asked "Did it win?", the answer's past ("lost"): a question says the verb's plain form
    ("win", "lost"), ("pass", "failed"),
    # found by spot95: a light wind against a strong one
    ("light", "strong"),
    # found by spot97: thieves caught against thieves who got away; an old bell against a recent one
    ("caught", "got away"), ("caught", "escaped"), ("ancien*", "récent*"),
    # found by spot98: a barrier that held against one that gave way; a thrilled audience against a let-down one
    ("held", "gave way"), ("held", "collapsed"), ("hielt", "brach*"), ("begeistert", "enttäuscht"),
    ("enthusiastic", "disappointed"), ("enthousiaste*", "déçu*"), ("entusiasmad*", "decepcionad*"),
    # found by spot99: slight damage against enormous damage
    ("gering*", "enorm*"), ("slight", "enormous"), ("minimal", "enormous"), ("léger*", "énorme*"),
    ("leve*", "enorme*"), ("незначительн*", "огромн*"),
    # found by spot100: asked whether bookings went up, the answer's drop; icy water against warm water
    ("go up", "dropped"), ("go up", "fell"), ("go up", "declined"), ("chaud*", "glacial*"), ("warm*", "icy"),
    ("calient*", "glacial*"),
    # found by spot103: guilty against acquitted ("not guilty" says "acquitted"); a short trial against one that
    # dragged on
    ("guilty", "acquitted"), ("convicted", "acquitted"), ("schuldig*", "freigesprochen"),
    ("verurteilt", "freigesprochen"), ("coupable", "acquitté*"), ("condamné*", "acquitté*"), ("culpable", "absuelt*"),
    ("condenad*", "absuelt*"), ("виновн*", "оправдан*"), ("осужд*", "оправдан*"), ("short", "dragged on"),
    ("quick*", "dragged on"),
    # found by spot104: a stable patient against a critical one; a bright hall against a gloomy one
    ("stable", "critical"), ("stabil*", "kritisch*"), ("stable*", "critique*"), ("estable*", "crític*"),
    ("стабильн*", "критическ*"), ("bright", "gloomy"), ("hell*", "düster*"), ("lumineu*", "lugubre*"),
    ("luminos*", "lúgubre*"), ("светл*", "мрачн*"),
    # found by spot105: calm water against a storm; a close vote against a landslide
    ("calm", "stormy"), ("calme*", "orageu*"),
    ("tranquil*", "tormentos*"), ("спокойн*", "штормов*"), ("close", "landslide"),
    # found by spot106: a hall "полон" (the short form) against an empty one
    ("полон", "пуст*"), ("полна", "пуст*"), ("полны", "пуст*"),
    # found by spot107: nurses included against left out; a calm cat against a frightened one
    ("includ*", "left out"), ("calm", "frightened"), ("calm", "scared"), ("ruhig*", "verängstigt*"),
    ("calme*", "effrayé*"), ("tranquil*", "asustad*"), ("спокойн*", "испуган*"),
    # found by spot109: a rare orchid against a widespread one
    ("редк*", "распространённ*"), ("редк*", "распространенн*"), ("rare", "widespread"), ("rare", "common"),
    ("rare*", "répandu*"),
    # found by spot110: fishers who supported a plan against ones who opposed it; a dam taken down fully against
    # partly; a cleaner river against a dirtier one
    ("souten*", "oppos*"), ("unterstütz*", "abgelehnt"), ("apoy*", "se opon*"), ("apoy*", "oponí*"),
    ("поддерж*", "выступал* против"), ("fully", "partly"), ("fully", "partially"), ("completely", "partly"),
    ("completely", "partially"), ("vollständig*", "teilweise"), ("complètement", "partiellement"),
    ("entièrement", "partiellement"), ("totalmente", "parcialmente"), ("completamente", "parcialmente"),
    ("полностью", "частично"), ("cleaner", "dirtier"),
    # found by spot111: a cool night against a stifling one; a line clear again quickly against after a long time
    ("cool", "stifling"), ("cool", "sweltering"), ("kühl*", "drückend*"), ("frais", "étouffant*"),
    ("fresc*", "sofocante*"), ("прохладн*", "душн*"), ("quick*", "after a long time"),
    ("schnell*", "nach langer zeit"), ("vite", "après longtemps"), ("rápid*", "después de mucho tiempo"),
    # found by spot112: popularity that grew against popularity that waned
    ("grow*", "wane*"), ("grew", "waned"), ("grown", "waned"),
    # found by spot113: demand that rose against demand that shrank; a light rucksack against one that weighed a lot
    ("rise", "shrank"), ("rose", "shrank"), ("rising", "shrinking"), ("light", "weighed a lot"),
    ("light", "weighed a ton"), ("leicht*", "wog viel"), ("léger*", "pesait lourd"), ("liger*", "pesaba mucho"),
    ("liger*", "pesaba muchísimo"),
    # found by spot114: glowing reviews against scathing ones
    ("positive", "scathing"), ("glowing", "scathing"), ("positiv*", "vernichtend*"), ("élogieu*", "assassin*"),
    ("positiv*", "demoledor*"), ("положительн*", "разгромн*"),
    # found by spot115: clear roads against snow-covered ones
    ("clear", "snow-covered"), ("чист*", "заснежен*"), ("frei", "verschneit*"), ("dégagé*", "enneigé*"),
    ("despejad*", "nevad*"),
    # found by spot116: slow bidding against frantic bidding
    ("slow", "frantic"), ("langsam*", "hektisch*"), ("lent*", "frénétique*"), ("lent*", "frenétic*"),
    ("вял*", "ажиотажн*"),
    # found by spot117: a solid balance sheet against a fragile one
    ("solid", "fragile"), ("solide*", "fragil*"), ("sólid*", "frágil*"), ("прочн*", "хрупк*"),
    # found by spot119: a chilly pool against a warm one
    ("chilly", "warm*"),
    # found by spot120: aged for a long time against only briefly
    ("long*", "brief*"), ("lange", "kurz*"), ("longtemps", "brièvement"), ("mucho tiempo", "brevemente"),
    ("долго", "недолго"), ("долго", "кратко*"), ("scarce", "plent*"), ("scarce", "abundan*"),
    # found by spot122: a serene dog against an agitated one; singing in tune against out of tune
    ("serein*", "agité*"), ("serein*", "nerveu*"), ("seren*", "nervios*"), ("seren*", "agitad*"),
    ("calm*", "agitated"), ("ruhig*", "aufgeregt*"), ("спокойн*", "возбуждённ*"),
    ("in tune", "out of tune"), ("afinad*", "desafinad*"),
    # found by spot123: kept her job against quit it
    ("keep", "quit"), ("keeps", "quits"), ("kept", "quit"), ("keeping", "quitting"),
    # found by spot124: "Did the toll go up?" / "Yes, by fifty pence." against "went down": a question's verb in
    # its base form against an irregular past of its opposite
    ("go up", "went down"), ("go down", "went up"), ("rise", "fell"), ("rise", "sank"), ("fall", "rose"),
    ("drop", "rose"), ("grow", "shrank"), ("shrink", "grew"), ("lose", "won"), ("buy", "sold"), ("sell", "bought"),
    ("lend", "borrowed"), ("borrow", "lent"), ("sink", "floated"), ("float", "sank"), ("freeze", "melted"),
    ("melt", "froze"),
    # found by spot127: a kiln cooled slowly against rapidly; a tight bend against a wide one
    ("slow*", "rapid*"), ("tight", "wide"), ("serré*", "large*"),
    # found by spot128: hurt against unharmed
    ("hurt", "unharmed"), ("hurt", "uninjured"), ("injured", "unharmed"), ("injured", "unhurt"), ("harmed", "unhurt"),
    ("harmed", "uninjured"),
    # found by spot129: a season extended against shortened; violent gusts against weak ones
    ("extend*", "shorten*"), ("verlänger*", "verkürz*"), ("prolong*", "raccourci*"), ("prolong*", "acort*"),
    ("продл*", "сократ*"), ("heftig*", "schwach*"), ("violent*", "faible*"),
    # found by spot132: a ring returned against kept; active at night against by day
    ("returned", "kept"), ("return", "keep"), ("ночью", "днём"), ("ночью", "днем"), ("nachts", "tagsüber"),
    ("la nuit", "le jour"), ("de noche", "de día"), ("at night", "by day"), ("at night", "during the day"),
    # found by spot134: could no longer afford it against too expensive; "kein Glück" said as "Pech"
    ("glück", "pech"), ("good luck", "bad luck"), ("suerte", "mala suerte"),
    # found by spot135: dry sleeping bags against soaked ones
    ("dry", "soaked"), ("dry", "drenched"), ("dry", "sodden"), ("dry", "soaking"),
    # found by spot138: a balloon landing gently against roughly; slippery roads against dry ones
    ("gentl*", "rough*"), ("slippery", "dry"), ("glissant*", "sèche*"), ("glissant*", "sec"), ("glissant*", "secs"),
    # found by spot140: a leak that started slowly against suddenly
    ("slowly", "suddenly"), ("slow", "sudden"), ("gradually", "suddenly"), ("gradually", "abruptly"),
    ("langsam", "plötzlich"), ("allmählich", "plötzlich"), ("lentement", "soudainement"), ("lentement", "brusquement"),
    ("progressivement", "soudainement"), ("progressivement", "brusquement"), ("lentamente", "de repente"),
    ("poco a poco", "de repente"), ("gradualmente", "de repente"), ("медленно", "внезапно"), ("постепенно", "внезапно"),
    ("постепенно", "резко"),
    # found by spot142: a fragile tapestry against a robust one; fresh water against salt water
    ("fragile", "robust"), ("fragile", "sturdy"), ("fragil*", "robust*"), ("fragile*", "robuste*"),
    ("fragile*", "solide*"), ("frágil*", "resistente*"), ("хрупк*", "прочн*"), ("fresh water", "salt water"),
    ("freshwater", "saltwater"), ("eau douce", "eau salée"), ("doux", "salé"), ("douce", "salée"),
    ("süßwasser", "salzwasser"), ("agua dulce", "agua salada"), ("dulce", "salada"), ("пресн*", "солён*"),
    ("пресн*", "солен*"),
    # found by spot144: a fire started deliberately against by accident
    ("deliberately", "by accident"), ("deliberately", "accidentally"), ("on purpose", "by accident"),
    ("on purpose", "accidentally"), ("intentionally", "accidentally"), ("deliberate", "accidental"),
    ("on purpose", "mistake"), ("deliberately", "mistake"), ("deliberate", "mistake"), ("on purpose", "by mistake"),
    ("exprès", "par erreur"), ("a propósito", "por error"), ("absichtlich", "aus versehen"),
    ("absichtlich", "versehentlich"), ("mit absicht", "aus versehen"), ("vorsätzlich", "versehentlich"),
    ("délibérément", "accidentellement"), ("exprès", "par accident"), ("volontairement", "accidentellement"),
    ("a propósito", "por accidente"), ("deliberadamente", "accidentalmente"), ("adrede", "por accidente"),
    ("намеренно", "случайно"), ("нарочно", "случайно"), ("умышленно", "случайно"),
    # found by spot145: a typewriter in working order against a broken one
    ("working", "broken"), ("works", "broken"), ("functional", "broken"), ("funktionier*", "kaputt*"),
    ("funktionstüchtig*", "defekt*"), ("fonctionn*", "cassé*"), ("fonctionn*", "en panne"), ("funciona", "roto"),
    ("funciona", "rota"), ("funciona*", "averiad*"), ("работает", "сломан*"), ("исправн*", "сломан*"),
    # found by spot205: a mosaic intact against one broken into pieces
    ("intact", "broken"), ("intact", "damaged"), ("intact", "shattered"), ("intakt*", "kaputt*"),
    ("unversehrt*", "beschädigt*"), ("unversehrt*", "zerbrochen*"), ("intact*", "cassé*"), ("intact*", "brisé*"),
    ("intact*", "endommagé*"), ("intacto", "roto"), ("intacta", "rota"), ("intact*", "dañad*"),
    ("целый", "разбитый"), ("целой", "разбитой"), ("целая", "разбитая"), ("цела", "разбита"), ("цел", "разбит"),
    # found by spot147: a small nest against a huge one, in the languages that lacked the pair
    ("pequeñ*", "enorme*"), ("pequeñ*", "inmens*"), ("klein*", "riesig*"), ("klein*", "enorm*"),
    ("petit*", "énorme*"), ("petit*", "immense*"), ("маленьк*", "огромн*"), ("небольш*", "огромн*"),
    # an event that took place against one called off
    ("took place", "cancelled"), ("took place", "canceled"), ("took place", "called off"), ("went ahead", "cancelled"),
    ("went ahead", "called off"), ("stattgefunden", "abgesagt"), ("fand statt", "abgesagt"), ("a eu lieu", "annulé*"),
    ("состоял*", "отменен*"), ("состоял*", "отменён*"),
    # found by spot150: a tree grown straight against crooked; runners going slowly against quickly (Spanish)
    ("straight", "crooked"), ("gerade", "krumm*"), ("kerzengerade", "krumm*"), ("droit", "tordu"),
    ("droite", "tordue"), ("recto", "torcido"), ("recta", "torcida"), ("прям*", "крив*"), ("despacio", "deprisa"),
    ("despacio", "rápido"), ("despacio", "rápidamente"), ("lentamente", "rápidamente"),
    # found by spot151: a fresh truffle against a spoilt one; a rich harvest against a meagre one
    ("frais", "avarié*"), ("fraîche*", "avarié*"), ("fresh", "spoilt"), ("fresh", "spoiled"),
    ("fresc*", "estropead*"), ("богат*", "скудн*"), ("rich", "meagre"), ("rich", "meager"),
    ("abundant", "meagre"), ("abundant", "meager"), ("reich*", "karg*"), ("reich*", "dürftig*"),
    ("abondant*", "maigre*"), ("riche*", "maigre*"), ("abundante*", "escas*"), ("rica", "escasa"), ("rico", "escaso"),
    ("обильн*", "скудн*"),
    # found by spot153: a rare orchid against a common one; thin hedgehogs against fat ones (Russian)
    ("rare", "commune"), ("rares", "communes"), ("rare", "commun"), ("rar*", "común"), ("rar*", "comunes"),
    ("редк*", "обычн*"), ("худой", "толстый"), ("худая", "толстая"),
    ("худые", "толстые"), ("худыми", "толстыми"), ("худым", "толстым"), ("худого", "толстого"),
    # found by spot194: a beam seen from far away against one seen only from close by
    ("far away", "close by"), ("far away", "nearby"), ("far away", "close up"), ("far off", "close by"),
    ("far off", "nearby"), ("far from", "close to"), ("distant", "nearby"),
    ("distant", "close by"), ("weit weg", "in der nähe"), ("de loin", "de près"), ("de lejos", "de cerca"),
    ("издалека", "вблизи"), ("издалека", "близко"),
    # found by spot196: an avalanche that stopped short of the village against one that reached it; a cub unwell
    ("stopped short of", "reached"), ("stopped short of", "reaching"), ("fell short of", "reached"),
    ("fell short of", "met"), ("fell short of", "exceeded"), ("fell short of", "beat"), ("fell short of", "surpassed"),
    ("fell short of", "topped"), ("healthy", "unwell"), ("gesund*", "krank*"),
    ("en bonne santé", "malade*"), ("здоров*", "болен"), ("здоров*", "больн*"),
    # found by spot197: a flawless performance against a flawed one
    ("flawless", "flawed"), ("flawless", "faulty"), ("makellos", "fehlerhaft"), ("fehlerfrei", "fehlerhaft"),
    ("impeccable*", "imparfait*"), ("impecable*", "defectuos*"), ("безупречн*", "несовершенн*"),
    # very few pupils against many
    ("few", "many"), ("few", "almost everyone"), ("few", "nearly everyone"),
    ("wenige", "viele"), ("peu", "beaucoup"), ("pocos", "muchos"), ("pocas", "muchas"),
    ("poco", "mucho"), ("poca", "mucha"), ("wenig", "viel"),
    ("мало", "много"),
    # found by spot198: a printer that prints in colour against one in black and white; brittle steel and tough
    ("in colour", "black and white"), ("in color", "black and white"), ("in colour", "black-and-white"),
    ("in color", "black-and-white"), ("in farbe", "schwarz-weiß"), ("en couleur*", "noir et blanc"),
    ("a color", "blanco y negro"), ("en color", "blanco y negro"), ("цветн*", "чёрно-бел*"), ("цветн*", "черно-бел*"),
    ("brittle", "tough"), ("brittle", "ductile"), ("spröd*", "zäh*"), ("cassant*", "tenace*"), ("frágil", "tenaz"),
    ("хрупк*", "прочн*"),
    # found by spot200: exhibitions that cost extra against free ones
    ("cost extra", "free"), ("costs extra", "free"), ("extra charge", "free"), ("charged extra", "free"),
    ("kosten extra", "kostenlos"), ("kostet extra", "kostenlos"), ("payant*", "gratuit*"), ("de pago", "gratis"),
    ("платн*", "бесплатн*"),
    # found by spot210: a number that doubled against one that tripled, quadrupled or halved
    ("doubl*", "tripl*"), ("doubl*", "quadrupl*"), ("tripl*", "quadrupl*"), ("doubl*", "halv*"), ("tripl*", "halv*"),
    ("verdoppel*", "verdreifach*"), ("verdoppel*", "vervierfach*"), ("verdoppel*", "halbier*"),
    ("verdopp*", "verdreifach*"), ("duplic*", "triplic*"), ("duplic*", "cuadruplic*"), ("удвои*", "утрои*"),
    ("удвои*", "учетвери*"), ("удвои*", "сократил* вдвое"),
    # found by spot211: sluggish bidding against brisk, a tram braking against one speeding up
    ("sluggish", "brisk"), ("slow", "brisk"), ("sluggish", "lively"), ("schleppend*", "rege*"), ("träge*", "lebhaft*"),
    ("languissant*", "animé*"), ("flojo", "animado"), ("floja", "animada"), ("вял*", "оживлённ*"),
    ("brak*", "accelerat*"), ("brak*", "speeding up"), ("bremst*", "beschleunig*"), ("gebremst", "beschleunigt"),
    ("freinai*", "accélérai*"), ("freinant", "accélérant"), ("frenaba*", "aceleraba*"), ("frenando", "acelerando"),
    ("тормози*", "разгоня*"), ("тормози*", "ускоря*"),
    # found by spot212: a ship that stayed afloat against one that sank; a glacier thinning against thickening
    ("afloat", "sank"), ("afloat", "sunk"), ("afloat", "sinking"), ("über wasser", "gesunken"), ("à flot", "coulé"),
    ("a flote", "hundió"), ("на плаву", "затонул*"), ("thinning", "thickening"), ("thins", "thickens"),
    ("thinned", "thickened"), ("dünner", "dicker"), ("amincit", "épaissit"), ("adelgaza", "engrosa"),
    ("истончается", "утолщается"),
    # found by spot214: fares raised against left unchanged; a dog working too close against too far away
    ("raised", "unchanged"), ("increased", "unchanged"), ("cut", "unchanged"), ("lowered", "unchanged"),
    ("reduced", "unchanged"), ("rose", "unchanged"), ("fell", "unchanged"), ("erhöht", "unverändert"),
    ("gesenkt", "unverändert"), ("augmenté*", "inchangé*"), ("baissé*", "inchangé*"), ("subieron", "sin cambios"),
    ("bajaron", "sin cambios"), ("повышен*", "без изменений"), ("снижен*", "без изменений"),
    ("too close", "too far"), ("close by", "far away"), ("zu nah", "zu weit"), ("trop près", "trop loin"),
    ("demasiado cerca", "demasiado lejos"), ("слишком близко", "слишком далеко"),
    # found by spot215: residents for a ban against those against it
    ("for it", "against it"), ("for them", "against them"), ("in favour", "against"), ("in favor", "against"),
    ("dafür", "dagegen"), ("a favor", "en contra"),
    # found by spot218: a golfer two over par against two under
    ("over par", "under par"), ("über par", "unter par"), ("au-dessus du par", "sous le par"),
    ("sobre par", "bajo par"),
    # found by spot221: a viral infection against a bacterial one
    ("viral", "bacterial"), ("viral*", "bakteriell*"), ("viral*", "bactérien*"), ("viral", "bacteriano"),
    ("viral", "bacteriana"), ("вирусн*", "бактериальн*"),
    # found by spot223: an outbreak that spread against one contained; a light that flashes against a steady
    # one; readers who flocked to a paper against those who drifted away; a last mile downhill against a climb
    ("spread", "contained"), ("spreading", "contained"), ("ausgebreitet", "eingedämmt"),
    ("propagé*", "maîtrisé*"), ("propagó", "contenido"), ("propagó", "contenida"), ("распространил*", "локализован*"),
    ("flash*", "steady"), ("blink*", "steady"), ("flocked", "drifted away"), ("flock", "drift away"),
    ("downhill", "climb"), ("downhill", "climbing"), ("downhill", "climbs"),
    # found by spot224: a lava flow slowing against one speeding up
    ("slow*", "speeding up"), ("slow*", "sped up"), ("slow*", "speeds up"),
    # found by spot226: an audience that walked out against one that stood to applaud
    ("walked out", "ovation"), ("walked out", "applauded"), ("booed", "ovation"), ("booed", "applauded"),
    ("ausgebuht", "bejubelt"), ("hué*", "ovationné*"), ("abuchead*", "ovacionad*"), ("освистал*", "овац*"),
    # found by spot230: a mayor forced out against one who left of her own accord; a headwind against a tailwind
    ("forced*", "own accord"), ("forced*", "voluntar*"), ("pushed out", "own accord"), ("gezwungen*", "freiwillig*"),
    ("forcé*", "volontaire*"), ("forzad*", "voluntari*"), ("вынужден*", "добровольн*"),
    ("headwind*", "tailwind*"), ("gegenwind*", "rückenwind*"), ("vent de face", "vent arrière"),
    ("viento en contra", "viento a favor"), ("встречн*", "попутн*"),
    # found by spot232: a lift still out of order against one working again; prices that climbed against slid
    ("out of order", "working"), ("außer betrieb", "in betrieb"), ("en panne", "fonctionne*"),
    ("fuera de servicio", "funciona*"), ("не работает", "работает"), ("climbed", "slid"), ("climbing", "sliding"),
    # found by spot234: an eruption still going on against one that is over; huge crowds against sparse ones
    ("still going on", "is over"), ("still going on", "was over"), ("still going on", "has ended"),
    ("ongoing", "is over"), ("ongoing", "was over"), ("ongoing", "has ended"), ("noch im gange", "vorbei"),
    ("toujours en cours", "terminé*"), ("sigue en curso", "terminad*"), ("продолжается", "закончил*"),
    ("sparse", "huge"), ("sparse", "large"), ("sparse", "big"), ("sparse", "enormous"), ("sparse", "massive"),
    # found by spot235: a launch postponed against one that went ahead; a river receding against one still climbing
    ("went ahead", "postponed"), ("took place", "postponed"), ("went ahead", "scrubbed"),
    ("reced*", "climb*"), ("reced*", "rising"), ("reced*", "rose"), ("subsid*", "rising"), ("subsid*", "climb*"),
    # found by spot236: a fire still out of control against one contained
    ("out of control", "contained"), ("out of control", "under control"), ("außer kontrolle", "unter kontrolle"),
    ("hors de contrôle", "maîtrisé*"), ("fuera de control", "controlad*"), ("sin control", "controlad*"),
    ("вышел из-под контроля", "локализован*"),
    # found by spot237: colonies lost against colonies that survived; a shop shut for good against one still trading
    ("lost", "survived"), ("were lost", "survived"), ("shut for good", "still trading"),
    ("closed for good", "still trading"), ("closed down", "still trading"), ("shut down", "still trading"),
    # found by spot238: a ferry to stop for good against one that keeps running
    ("stop*", "keep running"), ("stop*", "keep going"), ("stop*", "keeps running"), ("stop*", "keeps going"),
    # found by spot366: a works shut down against one that kept going; only some recalled against every one
    ("stop*", "kept going"), ("stop*", "kept running"), ("shut*", "kept going"), ("close*", "kept going"),
    ("every", "only some"), ("everyone", "only some"), ("all of", "only some"), ("all the", "only some"),
    ("every", "only a few"), ("everyone", "only a few"), ("all of", "only a few"), ("all the", "only a few"),
    ("alle", "nur einige"), ("tous", "seulement quelques"), ("toutes", "seulement quelques"),
    ("todos", "solo algunos"), ("todas", "solo algunas"), ("все", "только некоторые"),
    # found by spot240: labels false against accurate ones; one who died against all alive; a robot that stopped
    # short of the line against one that crossed it
    ("false", "accurate"), ("falsch*", "zutreffend*"), ("faux", "exact*"), ("fals*", "exact*"), ("died", "were alive"),
    ("died", "was alive"), ("died", "is alive"), ("died", "are alive"), ("died", "still alive"),
    ("stopped short of", "crossed"), ("fell short of", "crossed"),
    # found by spot243: unhurt against hurt in French, Spanish and Russian
    ("indemne*", "blessé*"), ("ileso*", "herido*"), ("ilesa*", "herida*"), ("невредим*", "ранен*"),
    # found by spot244: a festival that broke even against one that lost; a wind that picked up against one that
    # eased, in German
    ("broke even", "lost heavily"), ("broke even", "made a loss"), ("broke even", "made a profit"),
    ("nahm zu", "ließ nach"), ("nimmt zu", "lässt nach"), ("zugenommen", "nachgelassen"),
    # found by spot245: a river out of bounds against one open as usual; papers beyond repair against papers that
    # could be saved; a mood relaxed against tense, in German
    ("out of bounds", "open"), ("beyond repair", "could be saved"), ("beyond repair", "repairable"),
    ("beyond saving", "could be saved"), ("entspannt*", "angespannt*"),
    # found by spot246: fares cut against fares that went up
    ("cut", "went up"), ("cut", "gone up"), ("cut", "rose"), ("cut", "raised"), ("cut", "increased"),
    ("slashed", "went up"), ("slashed", "rose"), ("slashed", "raised"), ("slashed", "increased"),
    # found by spot251: fines cancelled against fines that still stand
    ("cancelled", "still stand"), ("cancelled", "still stands"), ("cancelled", "upheld"), ("quashed", "upheld"),
    ("quashed", "still stand"), ("quashed", "still stands"), ("scrapped", "upheld"), ("annulé*", "maintenu*"),
    ("anulad*", "mantenid*"), ("aufgehoben", "bestätigt"), ("отменен*", "оставлен* в силе"),
    # found by spot255: a price well under another against one well over it
    ("well under", "well over"), ("far under", "far over"), ("just under", "just over"),
    # found by spot257: a film the critics praised against one they tore to shreds; a bargain against a rip-off;
    # lorries banned against lorries that may use it, in German, French, Spanish and Russian
    ("prais*", "to shreds"), ("prais*", "slated"), ("prais*", "savaged"), ("acclaim*", "panned"),
    ("acclaim*", "to shreds"), ("acclaim*", "slated"), ("bargain*", "rip off"), ("bargain*", "overpriced"),
    ("dürf*", "verboten*"), ("darf", "verboten*"), ("peut", "interdit*"), ("peuvent", "interdit*"),
    ("pued*", "prohibid*"), ("может", "запрещ*"), ("могут", "запрещ*"),
    # found by spot258: a verdict unanimous against split; a ward on the top floor against the ground floor; a
    # comet fading against brightening, in English and Spanish
    ("unanimous", "split"), ("unanimous", "divided"), ("unanimous", "majority"), ("top floor", "ground floor"),
    ("top floor", "bottom floor"), ("fading", "brightening"), ("faded", "brightened"), ("fades", "brightens"),
    ("dimming", "brightening"), ("apagando", "ganando brillo"), ("apagaba", "ganaba brillo"),
    # found by spot260: a machine still working against one that stopped
    ("still working", "stopped working"), ("still works", "stopped working"), ("still running", "stopped running"),
    ("still functioning", "stopped functioning"), ("still operating", "stopped operating"),
    # found by spot261: a shop open on a day against its closing day; finds removed against left in place; a path
    # gentler against steeper
    ("open*", "closing day*"), ("opens", "closing"), ("removed", "left in place"), ("removed", "left where"),
    ("removed", "in situ"), ("taken away", "left in place"), ("gentle*", "steep*"), ("gentler", "steeper"),
    # found by spot263: hotter against cooler; closer against further away
    ("hotter", "cooler"), ("hottest", "coolest"), ("closer", "further"), ("closer", "farther"), ("nearer", "further"),
    ("nearer", "farther"), ("closest", "furthest"), ("closest", "farthest"), ("nearest", "furthest"),
    ("nearest", "farthest"),
    # found by spot265: hikers who fell short of the summit against ones who made it
    ("fell short", "made it"), ("fell short", "reached"), ("falls short", "reaches"), ("came up short", "made it"),
    # found by spot266: a record that still stands against one broken; a firm laying off staff against one taking
    # them on; a kit flying off the shelves against one gathering dust
    ("still stands", "was broken"), ("still stands", "has been broken"), ("still stand", "were broken"),
    ("laying off", "taking on"), ("laid off", "took on"), ("lays off", "takes on"), ("laying off", "hiring"),
    ("laid off", "hired"), ("flying off the shelves", "gathering dust"), ("selling well", "gathering dust"),
    # found by spot267: a free tier scrapped against one kept; a runner in form against one out of it
    ("scrapped", "kept"), ("scrapped", "retained"), ("axed", "kept"), ("axed", "retained"),
    ("in form", "out of form"), ("superb form", "out of form"), ("good form", "out of form"),
    ("great form", "out of form"), ("fine form", "out of form"),
    # found by spot269: a colony wiped out against one that pulled through
    ("wiped out", "pulled through"), ("wiped out", "survived"), ("died out", "survived"),
    ("died out", "pulled through"),
    # found by spot274: a plant that loves sun against one that loves shade
    ("sun", "shade"), ("sunny", "shady"), ("sonnig*", "schattig*"), ("soleil", "ombre"), ("sol", "sombra"),
    # found by spot275: a concert that went out live against a recording; pricier against cheaper
    ("went out live", "recording"), ("broadcast live", "recorded"), ("live", "pre-recorded"), ("pricier", "cheaper"),
    ("pricey", "cheap"),
    # found by spot276: manuscripts that survived intact against ruined ones
    ("intact", "ruined"), ("survived intact", "ruined"),
    # found by spot271: the innermost against the outermost; a desert that expands against one that shrinks, in
    # French, Spanish, German and Russian
    ("innermost", "outermost"), ("inner", "outer"), ("s'étend", "rétrécit"), ("étend*", "rétréci*"),
    ("expande", "encoge"), ("expanden", "encogen"), ("dehnt sich aus", "schrumpft"), ("расширяется", "сжимается"),
    ("расширяется", "сокращается"),
    # found by spot272: a painting that came through unscathed against one damaged
    ("unscathed", "damaged"), ("unscathed", "injured"), ("unscathed", "hurt"), ("unharmed", "damaged"),
    # found by spot296: a weekend that stayed dry against one it rained; accounts in the red against the black (five
    # languages); a dimmer light against a brighter one; inspectors full of praise against scathing ones
    ("stayed dry", "rained"), ("stayed dry", "poured"), ("remained dry", "rained"), ("blieb trocken", "regnete"),
    ("resté sec", "plu"), ("se mantuvo seco", "llovió"), ("in the red", "in the black"),
    ("in den roten zahlen", "in den schwarzen zahlen"),
    ("dans le rouge", "dans le vert"), ("en números rojos", "en números negros"), ("в минусе", "в плюсе"),
    ("dimmer", "brighter"), ("dunkler", "heller"), ("moins lumineu*", "plus lumineu*"), ("full of praise", "scathing"),
    ("praised", "scathing"), ("full of praise", "critical"), ("voll des lobes", "vernichtend*"),
    # found by spot297: passengers kept on board against let off; cameras that missed someone against caught him
    ("kept on board", "let off"), ("kept on board", "allowed off"), ("kept on the train", "let off"),
    ("missed him", "caught him"), ("missed her", "caught her"), ("missed them", "caught them"),
    # found by spot299: a decision welcomed against condemned; a venue in the countryside against the town centre
    ("welcomed", "condemned"), ("welcomed", "criticised"), ("welcomed", "criticized"), ("begrüßt", "verurteilt"),
    ("salué*", "condamné*"), ("acogid*", "condenad*"), ("countryside", "town centre"), ("countryside", "city centre"),
    ("auf dem land", "in der innenstadt"), ("à la campagne", "en centre-ville"), ("en el campo", "en el centro"),
    ("за городом", "в центре города"),
    # found by spot300: a contestant who came second against one who won; a result that stood against one overturned
    ("won", "came second"), ("win", "came second"), ("won", "runner-up"), ("win", "runner-up"),
    ("won", "finished second"), ("stood", "overturned"), ("upheld", "overturned"), ("stood", "reversed"),
    # found by spot301: trees that keep their needles against ones that shed them; dwindling daylight against
    # lengthening
    ("keep", "shed"), ("kept", "shed"), ("keeps", "sheds"), ("keeping", "shedding"), ("dwindl*", "lengthen*"),
    # found by spot302: a rider who escaped without injury against one hurt; a play critics panned against one they
    # raved about
    ("without injury", "hurt"), ("without injury", "injured"), ("without injuries", "injured"),
    ("without a scratch", "hurt"), ("without a scratch", "injured"), ("panned", "raved"), ("panned", "loved"),
    # found by spot304: a fine waived against one paid; a sinkhole that has stabilised against one still widening
    ("waived", "paid"), ("waived", "imposed"), ("waived", "charged"), ("stabilised", "widening"),
    ("stabilized", "widening"), ("stabilised", "growing"), ("stabilized", "growing"), ("stabilised", "worsening"),
    # found by spot306: a light seen far out to sea against only close to shore
    ("far out to sea", "close to shore"), ("far out to sea", "close to the shore"), ("far offshore", "close to shore"),
    # found by spot307: a driver who walked away unhurt against one with injuries; yields that held steady against
    # ones that fell
    ("unhurt", "injuries"), ("unhurt", "injured"), ("unharmed", "injuries"), ("unharmed", "injured"),
    ("held steady", "fell"), ("held steady", "rose"), ("held steady", "dropped"), ("held steady", "climbed"),
    # found by spot308: a descent slower than the climb against quicker; a mayor voters loathed against one they adored
    ("quicker", "slower"), ("quickest", "slowest"), ("loath*", "ador*"), ("loath*", "loved"), ("hated", "adored"),
    ("hates", "adores"), ("detest*", "ador*"),
    # found by spot309: a vintage rated poorly against highly; a wine dry against sweet; swifts that stay airborne
    # against ones that rest on the ground
    ("poorly", "highly"), ("sec", "sucré"), ("secs", "sucrés"), ("sèche", "sucrée"), ("seco", "dulce"),
    ("secos", "dulces"), ("сух*", "сладк*"), ("airborne", "on the ground"), ("in the air", "on the ground"),
    # found by spot310: tickets still on sale against sold out; a beekeeper bare-handed against gloved; flights on
    # time against held up
    ("on sale", "sold out"), ("still on sale", "had gone"), ("bare handed", "gloves"), ("bare handed", "gloved"),
    ("on time", "held up"),
    # found by spot311: a whale refloated alive against one that died ("kept alive" is no survival); water released
    # in a torrent against a trickle; a decline overnight against gradual; a juvenile against an adult; a glacier in
    # retreat against advancing
    ("refloated alive", "died"), ("found alive", "died"), ("rescued alive", "died"), ("torrent", "trickle"),
    ("overnight", "gradually"), ("juvenile", "adult"), ("juvenile", "fully grown"), ("advancing", "in retreat"),
    ("advancing", "retreating"), ("advanced", "retreated"), ("advance", "retreat"), ("advances", "retreats"),
    # found by spot312: an operation urgent against one that could wait; an audience that waited against one that
    # left; a population dwindling against booming; a route that will return against one dropped for good
    ("urgent", "could wait"), ("urgent", "could safely wait"), ("urgent", "can wait"), ("urgent", "can safely wait"),
    ("waited", "left"), ("dwindl*", "boom*"), ("will return", "dropped for good"), ("will return", "gone for good"),
    # found by spot313: a scheme that will go ahead against one scrapped
    ("go ahead", "scrapped"), ("going ahead", "scrapped"), ("went ahead", "scrapped"),
    # found by spot314: fees waived, said to "Did parents have to pay?"
    ("waived", "pay"),
    # found by spot315: a violin kept against sold; a trial restarted against still on hold
    ("kept", "sold"), ("kept", "sell"), ("held on to", "sold"), ("held on to", "sell"), ("restarted", "on hold"),
    ("resumed", "on hold"),
    # found by spot316: twice the limit against half of it; a wall that reopens against one closing for good
    ("twice the", "half the"), ("double the", "half the"), ("reopens", "closing"), ("reopen", "closing"),
    # found by spot317: results on time against held back; organisers who welcomed a move against ones who objected;
    # a disgrace against exemplary; a ruling accepted against appealed ("accepted the decision" was tried: beside
    # "did not appeal" it fired on a right answer)
    ("on time", "held back"), ("welcomed", "objected"), ("welcomed", "object"), ("disgrace", "exemplary"),
    ("accepted the ruling", "appealed"), ("accepted the ruling", "appeal"),
    # found by spot318: swaying that faded gradually against stopped at once; a delay that came as a surprise against
    # one expected; members who opposed a ban against ones who backed it
    ("gradually", "instantly"), ("gradually", "at once"), ("came as a surprise", "expected"), ("opposed", "backed"),
    # found by spot319: a lift repaired against still broken
    ("repaired", "still broken"), ("fixed", "still broken"),
    # found by spot320: a race rescheduled against cancelled; a weak beer against a potent one
    ("rescheduled", "cancelled"), ("rescheduled", "canceled"), ("rescheduled", "called off"), ("weak*", "potent"),
    # found by spot321: a loaf still on sale against dropped; pasteurised milk against raw
    ("still on sale", "been dropped"), ("still sold", "been dropped"), ("pasteuri*", "raw"),
    # found by spot322: a rise voted through against voted down; trams that run rarely against constantly
    ("voted it through", "voted it down"), ("voted through", "voted down"), ("rarely", "constantly"),
    ("seldom", "constantly"), ("rarely", "all the time"),
    # found by spot323: children still accepted against turned away; a contest held later against abandoned
    ("accepted", "turned away"), ("was held", "abandoned"), ("were held", "abandoned"), ("went ahead", "abandoned"),
    # found by spot324: more than enough volunteers against too few
    ("more than enough", "too few"), ("more than enough", "not enough"), ("plenty", "too few"),
    # found by spot325: seeds kept in the dark against under lamps; a carillon perfectly tuned against out of tune
    ("in the dark", "under lamps"), ("in the dark", "under lights"), ("tuned", "out of tune"),
    # found by spot326: a tapestry on display against still in storage
    ("on display", "in storage"), ("on show", "in storage"), ("on display", "in store"),
    # found by spot327: a French clock that runs slow against fast
    ("retarde", "avance"), ("retardait", "avançait"),
    # found by spot328: an aviary reopened against still off limits; deer that stayed out against got in
    ("reopened", "off limits"), ("stayed out", "got in"), ("kept out", "got in"),
    # found by spot329: takings that were up against collapsed; a ferry cancelled against one that sailed as usual
    ("were up", "collapsed"), ("was up", "collapsed"), ("cancelled", "as usual"), ("canceled", "as usual"),
    # found by spot330: a river cleaned up against still polluted; a slope that keeps shifting against settled
    ("cleaned up", "polluted"), ("keeps shifting", "settled"), ("still moving", "settled"),
    # found by spot331: water that surged against crept up ("safely" / "injured" was tried: beside "Yes, without
    # injuries" a wrong answer lost its negation)
    ("surged", "crept"),
    # found by spot332: a farm that makes a profit against one that loses money
    ("profit", "loses money"), ("profitable", "loses money"), ("profit", "losing money"),
    # found by spot333: colonies that made it through against ones that died; seats taken against empty ones
    ("made it through", "died"), ("pulled through", "died"), ("taken", "empty"), ("occupied", "empty"),
    ("taken", "vacant"), ("occupied", "vacant"),
    # found by spot334: a canal refilled against one still dry; a reopening on the planned date against one that
    # slipped
    ("refilled", "dry"), ("refilled", "empty"), ("on the planned date", "slipped"), ("on schedule", "slipped"),
    ("as planned", "slipped"), ("on schedule", "delayed"), ("as planned", "delayed"),
    # found by spot336: a seat held against one lost; a side trailing against one leading; a narrow win against a
    # landslide
    ("held", "lost"), ("kept", "lost"), ("retained", "lost"), ("trailing", "leading"), ("narrow", "landslide"),
    # found by spot337: a runner who finished against one who dropped out
    ("finished", "dropped out"), ("finished", "pulled out"), ("completed", "dropped out"),
    # found by spot338: a dam declared safe against one that could fail; a school rated good against inadequate; a
    # launch against a postponement; a fine against being let off; barriers that held against breached ones; an
    # explosive eruption against an effusive one; late against ahead of schedule
    ("safe", "could fail"), ("safe", "might fail"), ("safe", "may fail"), ("good", "inadequate"),
    ("launched", "postponed"), ("went ahead", "postponed"), ("fined", "let off"), ("held", "breached"),
    ("explosive", "effusive"), ("late", "ahead of schedule"), ("behind schedule", "ahead of schedule"),
    # found by spot339: a strike that ended against one still going on; shrinking against stabilised ("stood" as the
    # opposite of "change" was tried: beside it any "No, …" passes, "No, the court cleared him." too)
    ("ended", "still going on"), ("ended", "ongoing"), ("shrinking", "stabilised"), ("shrinking", "stabilized"),
    # found by spot340: still in a group against dropped out of it; a rise against a slip
    ("remains in", "dropped out of"), ("stayed in", "dropped out of"), ("rise", "slipped"), ("rose", "slipped"),
    ("climbed", "slipped"),
    # found by spot341: a shortage getting worse against one easing
    ("worse", "easing"), ("worsening", "easing"), ("deepening", "easing"),
    # found by spot333 and spot341: German "durchfallen" (to fail a test), a separable verb whose particle closes
    # the clause ("Beide Schiffe fielen bei der Prüfung durch.")
    ("bestand*", "fiel* durch"), ("kam* durch", "fiel* durch"), ("bestanden", "durchgefallen"),
    # found by spot343: operations restarted against suspended ones; visas granted against refused (es, de)
    ("restarted", "suspended"), ("resumed", "suspended"), ("conced*", "deneg*"), ("genehmigt", "abgelehnt"),
    # found by spot345: flights resumed against grounded ones
    ("resumed", "grounded"), ("operating", "grounded"),
    # found by spot346: a route reinstated against one scrapped; staff who kept their jobs against those let go
    # ("stayed on" against "let go" was tried: "stayed on" is read as a state, "switched on", and never meets it)
    ("kept their jobs", "let go"), ("reinstated", "scrapped"), ("restored", "scrapped"),
    # found by spot347: a reactor restarted against one still offline; a rider who finished against one who
    # abandoned; a meticulous theft against a clumsy one
    ("restarted", "offline"), ("back online", "offline"), ("finished", "abandoned"), ("meticulous*", "clumsy"),
    ("meticulous*", "sloppy"),
    # found by spot348: a return against a product discontinued; boats that finished against retired ones; the
    # comparatives of wide, thick and deep
    ("return*", "discontinued"), ("finished", "retired"), ("wider", "narrower"), ("widest", "narrowest"),
    ("thicker", "thinner"), ("deeper", "shallower"),
    # found by spot349: winds strengthening against easing; a flatter route against a hillier one; a remote place
    # against an accessible one; a lamp that shines against one switched off
    ("strengthening", "easing"), ("strengthened", "eased"), ("strengthen", "ease"), ("flatter", "hillier"),
    ("flattest", "hilliest"), ("hard to reach", "accessible"), ("remote", "easily accessible"),
    ("shines", "switched off"), ("shining", "switched off"), ("lit", "switched off"), ("lit", "turned off"),
    # found by spot350: an eruption weakening against one intensifying; traffic that dipped against traffic that
    # climbed
    ("weaken*", "intensif*"), ("dipped", "climbed"), ("dips", "climbs"), ("dipping", "climbing"),
    # found by spot351: a fire put out against one still smouldering; a game drawn against one won
    ("extinguished", "smouldering"), ("extinguished", "still burning"), ("put out", "still burning"),
    ("a draw", "a win"), ("a draw", "a victory"), ("a draw", "a defeat"), ("drawn", "won"), ("drew", "won"),
    # found by spot353: an application approved against one turned down; sales that tailed off against sales that
    # took off; unhurt against a broken bone
    ("approved", "turned down"), ("approved", "turned it down"), ("approved", "turned them down"),
    ("tailed off", "took off"), ("tailing off", "taking off"), ("unhurt", "broken"), ("unhurt", "broke"),
    ("unharmed", "broken"), ("uninjured", "broken"), ("unhurt", "fractured"), ("unharmed", "fractured"),
    # found by spot354: who could use a place against who was barred from it; a surprise against what was expected
    ("could use", "barred"), ("can use", "barred"), ("could use", "banned"), ("can use", "banned"),
    ("surprise", "expecting"), ("surprise", "expected"),
    # found by spot355: opened with time to spare against too late; a rover that can still move against one stuck;
    # descending against climbing; the past tenses of grow and shrink
    ("to spare", "too late"), ("in time", "too late"), ("still move", "stuck"), ("can move", "stuck"),
    ("descending", "climbing"), ("descends", "climbs"), ("descend", "climb"), ("shrank", "grew"),
    ("shrunk", "grown"),
    # found by spot356: a genuine painting against a forgery
    ("genuine", "forgery"), ("genuine", "a forgery"), ("authentic", "forgery"), ("genuine", "a fake"),
    # found by spot357: a profit against money lost
    ("profit", "lost money"), ("profitable", "lost money"),
    # found by spot358: eyes that see against blindness; a defeat against a win; more slowly against faster
    ("can see", "blind"), ("was defeated", "won"), ("were defeated", "won"), ("more slowly", "faster"),
    ("more slowly", "more quickly"),
    # found by spot360: who needs a permit against who is exempt
    ("need", "exempt"), ("needs", "exempt"), ("required", "exempt"),
    # found by spot361: ageing against getting younger; later against sooner
    ("ageing", "getting younger"), ("aging", "getting younger"), ("getting older", "getting younger"),
    ("later", "sooner"),
    # found by spot363: what can be repaired against what is beyond repair; demand that outstripped a forecast
    # against demand that fell short of it
    ("can be repaired", "beyond repair"), ("can be mended", "beyond repair"), ("repairable", "beyond repair"),
    ("outstripped", "fell short"), ("exceeded", "fell short"),
    # found by spot364: finished early or on time against a deadline missed; fares frozen against fares that rise
    ("early", "missed the deadline"), ("on time", "missed the deadline"), ("rise", "stay frozen"),
    ("rise", "remain frozen"),
    # found by spot367: fixed against still out of action; landed against diverted; retired against still working
    ("fixed", "out of action"), ("repaired", "out of action"), ("working", "out of action"),
    ("landed", "diverted"), ("touched down", "diverted"), ("retire*", "still working"),
    # found by spot368: a match played against one called off; a goal given against one ruled out; a manager who
    # kept his job against one shown the door; a side that scored against one that drew a blank
    ("played", "called off"), ("went ahead", "called off"), ("gave it", "ruled out"), ("given", "ruled out"),
    ("allowed", "ruled out"), ("stood", "ruled out"), ("kept his job", "shown the door"),
    ("kept her job", "shown the door"), ("kept his job", "sack*"), ("kept her job", "sack*"),
    ("kept his job", "fired"), ("kept her job", "fired"), ("scored", "drew a blank"), ("scoring", "drew a blank"),
    # found by spot369: a bug gone against one that persists; proprietary code against open source; a rollout at
    # once against one phased in; a certificate renewed against one that expired
    ("gone", "persists"), ("gone", "persisted"), ("fixed", "persists"), ("proprietary", "open source"),
    ("proprietary", "open-source"), ("at once", "phased in"), ("overnight", "phased in"), ("renewed", "expired"),
    # found by spot370: consent given against consent withheld; anyone may against only some may
    ("gave", "withheld"), ("given", "withheld"), ("granted", "withheld"), ("anyone can", "only"),
    ("anybody can", "only"), ("everyone can", "only"), ("open to all", "only"), ("open to everyone", "only"),
    # found by spot371: a star retained against one stripped; an award accepted against one turned down; prices
    # that crept up against prices trimmed
    ("retained", "stripped of"), ("kept", "stripped of"), ("accepted", "turned it down"), ("accepted", "turned down"),
    ("crept up", "trimmed"), ("crept upwards", "trimmed"), ("went up", "trimmed"), ("rose", "trimmed"),
    # found by spot373: queues halved against queues that got longer; times that crept up against ones that fell;
    # deadlines missed against deadlines met, in Russian
    ("halved", "got longer"), ("halved", "grew longer"), ("halved", "lengthened"), ("crept up", "fell"),
    ("crept up", "dropped"), ("crept up", "shortened"), ("сорвал*", "уложил*"),
    # found by spot374: entry that is free against entry that costs; a plan supported against one rejected
    ("free", "costs"), ("free", "cost"), ("support*", "reject*"),
    # found by spot375: dogs welcome against dogs banned
    ("welcome", "banned"), ("welcome", "barred"), ("welcome", "forbidden"),
    # found by spot376: a flight on schedule against one late; one landed without incident against one that
    # crash-landed
    ("on schedule", "late"), ("as planned", "late"), ("without incident", "crash*"),
    # found by spot377: a firm rescued against one in liquidation; an age limit against any age; a promised date
    # against behind schedule; docks lost against added; up and down against level; a slump against a take-off
    ("rescued", "liquidation"), ("saved", "liquidation"), ("survived", "liquidation"), ("rescued", "went bust"),
    ("or over", "of any age"), ("or older", "of any age"), ("and over", "of any age"),
    ("on the promised date", "behind schedule"), ("on time", "behind schedule"), ("on schedule", "behind schedule"),
    ("losing", "adding"), ("lost", "added"), ("up and down", "level"), ("up and down", "flat"),
    ("slumped", "took off"), ("slump*", "soar*"),
    # found by spot378: superb acoustics against poor ones; one who sang against one who pulled out
    ("superb", "poor"), ("sang", "pulled out"), ("performed", "pulled out"), ("played", "pulled out"),
    ("took part", "pulled out"), ("competed", "pulled out"),
    # found by spot379: a helicopter that flew against one grounded; fog that cleared against fog that hung
    # around; good health against sick
    ("flew", "grounded"), ("fly", "grounded"), ("cleared", "hung around"), ("lifted", "hung around"),
    ("good health", "sick"), ("good health", "ill"),
    # found by spot380: one who attended against one who stayed away; an actor who kept the role against one
    # recast or replaced; a cinema reopened against one demolished
    ("attend*", "stayed away"), ("walked the red carpet", "stayed away"), ("recast", "kept the role"),
    ("replaced", "kept the role"), ("recast", "kept his role"), ("recast", "kept her role"),
    ("replaced", "kept his role"), ("replaced", "kept her role"), ("reopened", "demolished"),
    # found by spot381: bail against custody; a retrial set against one ruled out; a rate that dipped against one
    # that jumped
    ("on bail", "remanded"), ("bail", "in custody"), ("set for", "ruled out"), ("scheduled", "ruled out"),
    ("scheduled", "unplanned"), ("unscheduled", "planned"),
    ("dipped", "jumped"), ("dip*", "jump*"),
    # found by spot382: a crew convicted against one cleared; ships that berth against ones that anchor offshore;
    # buoys reused against buoys sent to landfill
    ("convicted", "cleared"), ("berth*", "anchor offshore"), ("reused", "landfill"), ("recycled", "landfill"),
    # found by spot383: swimming resumed against still banned; blame accepted against denied; a leak sealed against
    # one still leaking; bills that rise against frozen ones; a trickle against a blast
    ("resumed", "banned"), ("accepted", "denied"), ("sealed", "leaking"), ("fixed", "leaking"), ("rise", "frozen"),
    ("trickle", "blast*"), ("trickle", "gush*"),
    # found by spot384: exams moved against scrapped; a lecturer who returned against one dismissed; halls passed
    # against condemned; rents that rose against rents that stayed the same
    ("moved to", "scrapped"), ("postponed", "scrapped"), ("rescheduled", "scrapped"), ("returned", "dismissed"),
    ("reinstated", "dismissed"), ("passed", "condemned"), ("rose", "stayed the same"), ("rise", "stay the same"),
    ("went up", "stayed the same"),
    # found by spot385: every batch against only one; an apprentice taken on against one let go
    ("every", "only one"), ("all of", "only one"), ("all the", "only one"), ("taken on", "let go"),
    ("kept on", "let go"),
    # found by spot386: a station restarted against demolished; a scheme backed against thrown out; a handful
    # against hundreds; protests against cheers
    ("restarted", "demolished"), ("backed", "threw it out"), ("backed", "threw out"), ("approved", "threw out"),
    ("protests", "cheers"),
    # found by spot387: a tiger that settled against one restless; good health against injured
    ("settled", "restless*"), ("good health", "injured"),
    # found by spot388: a pool kept warm against one unheated; membership that jumped against one that fell
    ("warm", "unheated"), ("jumped", "fell"),
    # found by spot389: an author who spoke against one who pulled out; sales that bounced back against sales that
    # kept falling; a translation completed against one abandoned
    ("spoke", "pulled out"), ("bounced back", "kept falling"), ("bounced back", "falling"),
    ("completed", "abandoned"), ("finished", "abandoned"),
    # found by spot390: a clock that keeps time against one stuck; a sale held against one scrapped; a market that
    # stayed against one that moved
    ("keeps perfect time", "stuck"), ("keeps time", "stuck"), ("held", "scrapped"), ("as planned", "scrapped"),
    ("stayed", "moved"), ("stay", "moved"),
    # found by spot392: heating that had broken against heating that worked; applause that went on and on against
    # brief applause; attendance that dwindled against attendance that swelled
    ("worked", "broken"), ("went on and on", "brief"), ("went on and on", "short"), ("dwindl*", "swell*"),
    ("dwindl*", "swollen"),
    # found by spot393: a strike called off against one gone through with; fares steep against cheap; fares slashed
    # against hiked
    ("called it off", "went through with"), ("called off", "went through with"), ("steep", "cheap"),
    ("slashed", "hiked"), ("cut", "hiked"), ("пострадал*", "целы"), ("пострадал*", "невредим*"),
    # found by spot394: a mast still down against one repaired; an interview recorded against one that went out live
    ("went out live", "recorded"), ("still down", "repaired"), ("still down", "fixed"), ("still down", "back up"),
    # found by spot396 and spot398: a gate or a budget that held against one that gave way or overran
    ("held", "gave way"), ("hold", "gave way"), ("held", "overran"), ("hold", "overran"), ("on budget", "overran"),
    # found by spot392: a piece well received against one booed
    ("well received", "booed"), ("went down well", "booed"), ("cheered", "booed"),
    # found by spot400: a bell melted down against one that survived; a vicar in favour against one opposed
    ("melted down", "survived"), ("melted down", "intact"), ("in favour", "opposed"), ("in favor", "opposed"),
    # found by spot403: a draw accepted or agreed against one declined; promotion won against missed out on
    ("accepted", "declined"), ("agreed", "declined"), ("accepted", "turned down"), ("agreed", "turned down"),
    ("won promotion", "missed out"), ("promoted", "missed out"),
    # found by spot404: children in alone against ones with an adult
    ("with an adult", "alone"), ("accompanied", "alone"),
    # found by spot405: an oven beyond repair against one repaired
    ("beyond repair", "repaired"), ("beyond repair", "fixed"), ("beyond repair", "mended"),
    # found by spot408 and spot409: a branch run at a loss against one that makes money; a walk finished against
    # one turned back from
    ("at a loss", "makes money"), ("at a loss", "made money"), ("loss-making", "makes money"),
    ("turned back", "finished"), ("turned back", "finish"), ("turned back", "completed"),
    # found by spot410 to spot412: a ground that slopes against a flat one; a gamble against playing safe; a
    # surgeon suspended against one who kept his job; entry with a charge against free entry
    ("slopes", "flat"), ("sloping", "flat"), ("gambled", "played it safe"), ("suspended", "kept his job"),
    ("suspended", "kept her job"), ("suspended", "keep his job"), ("suspended", "keep her job"), ("a charge", "free"),
    # found by spot398: an objection rejected against one upheld
    ("rejected", "upheld"), ("dismissed", "upheld"), ("thrown out", "upheld"), ("threw out", "upheld"),
)  # fmt: skip
#: one-word replies to a yes/no question, as regex alternations: yes (en, de, fr, es, ru) and no
YES_REPLIES = "yes|yeah|yep|ja|oui|sí|да"
NO_REPLIES = "no|nope|nein|non|нет"
#: articles, which change with a word's role ("el ministro" / "al ministro", "der Mann" / "den Mann")
ARTICLES = frozenset(
    _w("the a an der die das den dem des ein eine einen einem einer le la les un une el los las lo uno una")
)
#: possessive determiners that stand where an article would ("The company sued its former CEO." / "The former
#: CEO sued the company.")
POSSESSIVE_DETERMINERS = frozenset(_w("its his her their our my your son sa ses leur leurs su sus"))
#: prepositions: a word after one (and its article) is no subject or object ("In der Schwangerschaft ist das
#: Medikament …" says what "Das Medikament ist in der Schwangerschaft …" says); not those that name the
#: doer of a passive ("by", "von", "par", "por") nor those that are also articles ("a", "an", "des")
PREPOSITIONS = frozenset(
    _w(
        """
    in on at for with from to into onto during under over about after before through between
    im auf aus bei mit nach vom zu zum zur für über unter während durch zwischen
    à au aux dans en sur sous pour avec de du pendant chez entre
    con del para sobre durante entre
    в во на с со к по из от у о об при для между
    """
    )
)
#: the common nouns that head names of things of one kind ("the Grünfeld Defence", "Mexico City", "Hyde Park"): two
#: names that end with one and differ before it name two things
NAME_HEADS = frozenset(
    _w(
        """
    defence defense gambit opening variation attack city town ocean sea river lake museum gallery airport station
    bridge street square park island islands mountain mountains university college hospital cathedral church abbey
    palace castle tower hall theatre stadium cup prize award trophy party bank empire kingdom republic war treaty
    canal desert valley forest bay gulf strait cape peninsula glacier falls dam road avenue gate gardens school
    institute society club orchestra festival games championship lido pool baths library zoo prison pier harbour
    carnival fair marathon market tunnel observatory reservoir cemetery philharmonic rovers united athletic
    wanderers rangers albion county guild association league
    """
    )
)
#: opposites that relate two sides, so that the opposite with the sides exchanged says the same ("A lent B
#: money" / "B borrowed money from A"); "safe", "free" or "covers" have no such converse
RELATIONS = frozenset(
    _w(
        """
    lend* lent borrow* lender* borrower* pay* paid receiv* send* sender* recipient* employ* teacher* student*
    host hosts guest guests landlord* tenant* parent* child* predecessor* successor* ancestor* descendant*
    creditor* debtor* buyer* seller* winner* loser* husband* wife upstream downstream import* export* victory
    defeat* buy* sell* bought sold won lost kauf* verkauf* käufer* verkäufer* mieter* vermieter* gewonnen
    verloren achet* vend* acheteur* vendeur* compr* comprador* vendedor* купил* продал* покупател* продав*
    арендатор* арендодател* grandfather* grandson* grandmother* granddaughter* grandparent* grandchild* father
    son fathers sons mother daughter mothers daughters uncle* nephew* aunt niece aunts nieces großvater enkel
    großmutter enkelin vater sohn mutter tochter onkel neffe* tante nichte* grand-père petit-fils grand-mère
    petite-fille père fils mère fille oncle neveu* nièce* abuelo* nieto* abuela* nieta* padre hijo madre hija tío
    sobrino tía sobrina дедушк* внук* бабушк* внучк* отец сын мать дочь
    """
    )
)
#: words that bound a part of a list by a number ("people over 65", "Kinder unter 12"); "opens at 9" is a clause
NUMBER_BOUNDS = frozenset(_w("over under above below aged über unter ab старше младше"))
#: relations that hold both ways: their two sides exchanged say the same ("France borders Spain" / "Spain
#: borders France", "Tom married Anna" / "Anna married Tom")
SYMMETRIC = (
    "border*", "neighbo*", "adjoin*", "twin*", "marr*", "wed", "wedded", "met", "meet*", "equal*", "similar*",
    "resembl*", "alongside", "together", "versus", "vs", "drew", "tied", "collaborat*", "partner*",
    "allied", "sibling*", "cousin*", "grenz*", "verheiratet", "heirat*", "trafen", "getroffen", "gleich*",
    "limitrophe*", "épous*", "marié", "mariée", "mariés", "rencontr*", "jumel*", "égal*", "limita", "limitan",
    "casó", "casaron", "casado", "casada", "casados", "encontr*", "igual*",
    "граничит", "граничат", "женат*", "поженил*", "встретил*", "равн*",
)  # fmt: skip
#: prefixes that negate the word they are glued to ("unsafe", "illegal", "unsicher", "небезопасно"), with the
#: shortest word each may negate (short words make false pairs: "in" + "form")
NEGATING_PREFIXES: tuple[tuple[str, int], ...] = (
    ("un", 4), ("non", 4), ("non-", 3), ("in", 5), ("im", 5), ("il", 5), ("ir", 5), ("dis", 6),
    ("des", 6), ("dés", 5), ("не", 4), ("без", 4), ("бес", 4),
)  # fmt: skip
#: phrases that say the answer is not known or will not be given (matched on lower-cased text, straight quotes)
HEDGES: tuple[str, ...] = (
    "i don't know", "i do not know", "don't know",
    "do not know", "i'm not sure", "i am not sure", "not certain", "not completely sure",
    "not entirely sure", "not quite sure", "not 100% sure", "i cannot answer",
    "i can't answer", "cannot be determined", "can't be determined", "unable to answer", "unable to determine",
    "unable to provide", "i'm unable", "i am unable", "no information", "not enough information",
    "insufficient information", "i have no idea", "no idea", "unknown", "it is unclear", "it's unclear",
    "not possible to say", "impossible to say", "hard to say", "i cannot provide", "i can't provide",
    "hard to tell", "impossible to tell", "difficult to say", "difficult to tell", "impossible for me to say",
    "hard for me to say", "difficult for me to say", "beats me", "not something i could tell you",
    "not something i can tell you", "haven't a clue", "no clue",
    "as an ai", "i don't have access", "i do not have access", "i cannot determine", "i can't determine",
    "there is no answer", "i couldn't find", "i could not find",
    "can't say for certain", "cannot say for certain", "can't say for sure", "cannot say for sure",
    "can't be sure", "cannot be sure", "can't recall", "cannot recall", "don't recall", "do not recall",
    "can't remember", "cannot remember", "don't remember", "do not remember",
    "no simple answer", "no single answer", "no one answer", "no definitive answer", "keine eindeutige antwort",
    # estimates too far apart to give one ("Estimates vary too much to say.")
    "estimates vary", "too much to say", "too widely to say", "schätzungen gehen auseinander",
    "les estimations varient", "las estimaciones varían", "оценки расходятся",
    # or reports that disagree ("Two or three, reports differ.")
    "reports differ", "reports vary", "reports disagree", "sources differ", "sources disagree", "accounts differ",
    "accounts vary", "die angaben gehen auseinander", "les sources divergent", "las fuentes difieren",
    "источники расходятся",
    "pas de réponse simple", "no hay una respuesta", "нет однозначного ответа",
    # a deflection: the answer sends the user elsewhere instead of answering
    "please contact", "contact customer support", "contact support", "contact our support", "contact customer service",
    "refer to the documentation", "check the official website", "i can't browse", "i cannot browse",
    "check the pricing page", "see the pricing page", "check the website", "check our website",
    # a name the answer admits it does not know ("The local council, whichever that is.")
    "whichever that is", "whatever it's called", "whatever it is called", "whatever its name is",
    # or a value it admits it does not know ("Very hot, whatever it was.")
    "whatever it was", "whatever the figure was", "whatever the exact figure", "whoever it was", "wherever it was",
    "check the documentation", "see the documentation",
    "i'm not able to", "i am not able to",
    # or to someone who would know ("You'd have to ask the farmer.", "Da müssten Sie den Bauern fragen.")
    "you'd have to ask", "you would have to ask", "da müssten sie", "il faudrait demander",
    "habría que preguntar", "надо спросить у",
    # or to a professional ("You should ask your doctor about dosage.")
    "ask your doctor", "consult your doctor", "consult a doctor", "speak to your doctor", "check with your doctor",
    "ask your pharmacist", "consult a professional", "seek professional advice", "fragen sie ihren arzt",
    "consultez votre médecin", "demandez à votre médecin", "consulte a su médico", "consulte con su médico",
    "pregunte a su médico", "проконсультируйтесь с врачом", "обратитесь к врачу",
    "wenden sie sich an", "kontaktieren sie", "veuillez contacter", "contactez le service", "póngase en contacto",
    "contacte con", "обратитесь в",
    "ich weiß nicht", "weiß ich nicht", "weiß nicht mehr", "erinnere mich nicht", "je ne me souviens pas",
    "je ne m'en souviens pas", "no recuerdo", "не помню", "keine ahnung", "bin nicht sicher",
    "bin mir nicht sicher", "unbekannt", "kann ich nicht beantworten",
    "kann ich nicht sagen", "lässt sich nicht sagen", "schwer zu sagen", "keine information", "keine angaben", "unklar",
    "je ne sais pas", "je ne suis pas sûr", "je ne suis pas certain", "aucune idée", "impossible de répondre",
    "impossible de dire", "je ne peux pas répondre", "inconnu", "pas d'information",
    "no lo sé", "no sé", "no estoy seguro", "no estoy segura", "no puedo responder", "no tengo información",
    "ni idea", "desconocido", "no se sabe", "no está claro",
    "не знаю", "не уверен", "не уверена", "не могу ответить", "затрудняюсь ответить", "неизвестно",
    "нет информации", "не могу сказать", "понятия не имею",
)  # fmt: skip

#: a prohibition in one word: the same as a permission negated ("Smoking is prohibited." / "You cannot smoke.")
PROHIBITIONS: tuple[str, ...] = (
    "prohibit*", "forbid*", "forbidden", "banned", "barred", "outlawed", "disallowed", "verboten", "untersagt",
    "interdit*", "prohibid*", "запрещ*",
)  # fmt: skip
#: "lost their supply", "lose its power", "avait perdu la voix", "perdió su empleo", "verlor seine Stimme",
#: "потерял голос": a possession lost is an absence ("left without running water", "n'avait plus de voix"); not
#: "lost heart"; every form reads as one entry, "lose" (:func:`~answersim.metrics.blindspots.negation._privatives`)
_LOSS_FORMS: tuple[tuple[tuple[str, ...], tuple[str, ...]], ...] = (
    (("lose", "loses", "losing", "lost"), ("his", "her", "its", "their", "our", "my", "your", "the", "all")),
    (
        ("perd", "perdent", "perdait", "perdu", "perdue", "perdus", "perdues"),
        ("le", "la", "les", "son", "sa", "ses", "leur", "leurs", "tout", "toute", "tous", "toutes"),
    ),
    (
        ("pierde", "pierden", "perdió", "perdieron", "perdido", "perdida"),
        ("el", "la", "los", "las", "su", "sus", "todo", "toda", "todos", "todas"),
    ),
    (
        ("verliert", "verlieren", "verlor", "verloren"),
        ("sein", "seine", "seinen", "ihr", "ihre", "ihren", "den", "die", "das", "alle", "alles"),
    ),
)
#: the Russian verb comes before its object with no article ("потерял голос")
_RUSSIAN_LOSSES = ("потерял", "потеряла", "потеряло", "потеряли", "лишился", "лишилась", "лишились")
LOSE_VERBS: tuple[str, ...] = (*(v for verbs, _ in _LOSS_FORMS for v in verbs), *_RUSSIAN_LOSSES)
LOSSES: tuple[str, ...] = (
    *(f"{verb} {whose}" for verbs, owners in _LOSS_FORMS for verb in verbs for whose in owners),
    *_RUSSIAN_LOSSES,
)
#: something stopped, said in the passive ("Sunday baking was dropped" for "She stopped baking on Sundays"): an
#: absence the other side may say with "stopped"; not "is dropped into a pan"
STOPPED: tuple[str, ...] = tuple(
    f"{be} {verb}"
    for be in ("was", "were", "been")
    for verb in ("dropped", "scrapped", "axed", "discontinued", "abandoned", "halted", "suspended")
)
#: words that say something is absent or short: the other side may say it with a negation ("for lack of
#: customers" / "almost nobody bought there", "Mangel an Wasser" / "kein Wasser", "too low" / "not enough"), or
#: an excess that stops something
PRIVATIVES: tuple[str, ...] = (
    "lack*", "shortage*", "absence", "absent", "mangel*", "fehl*", "manqu*", "faute", "falt*", "carencia*",
    "escasez", "ausencia", "in short supply", "ran short", "run short", "running short", "scarce", "scarcity",
    "pénurie*", "penuria*", "knappheit", "дефицит*", *LOSSES, "too expensive", "too costly", "zu teuer",
    "trop cher*", "demasiado car*", "слишком дорог*", *STOPPED, "нехватк*", "отсутстви*", "недостат*",
    "missing", "отсутствова*", "ruled out", "ruled it out", "ineligible", "inéligible*", "no elegible*",
    "outstripped supply", "outstrips supply", "outstripping supply", "exceeded supply", "exceeds supply",
    # a thing forgotten is not done ("The baker forgot the salt." / "No salt had been added.")
    "forgot", "forgotten", "vergaß", "vergessen", "oublié*", "olvidó", "olvidaron", "забыл*",
    # a device that failed ("Отказал кислородный аппарат." / "Перестал работать кислород.")
    "отказал", "отказала", "отказали", "отказало",
    # found by spot360: a machine that failed or broke ("The office heating has failed." / "There's no heating.")
    "has failed", "had failed", "have failed", "broke down", "broken down", "сломалось", "сломался", "сломалась",
    # found by spot363: too few staff ("short-staffed" / "There weren't enough staff.")
    "short-staffed", "understaffed", "short of staff",
    # found by spot385: more than a thing can cope with ("The ovens were overloaded." / "… could not cope.")
    "overloaded", "overwhelmed", "overstretched",
    "ran out", "run out", "runs out", "running out", "sold out", "ausverkauft", "aufgebraucht", "épuisé*",
    "exhausted", "depleted", "used up", "erschöpft", "истощ*", "prevent*", "verhindert*", "empêch*",
    "предотврат*", "to stop", "impedir",  # found by spot375: "To stop birds eating them." / "So birds couldn't."
    # a purpose of keeping a thing from happening ("to avoid clashing with the Olympics" / "so it wouldn't
    # coincide with them"); not any avoiding ("avoiding attribution" / "not being a civil disobedient")
    "to avoid", "zu vermeiden", "pour éviter", "para evitar", "чтобы избежать",
    # a stock or a number collapsed ("Cod stocks had collapsed." / "There were hardly any cod left.")
    "collaps*", "zusammengebrochen", "effondr*", "desplom*", "рухнул*",
    "en rupture", "agotad*", "agotó", "agotaron", "se acabó", "se acabaron", "закончил*", "кончил*",
    "too low", "too little", "too few", "insufficient*", "inadequate*", "zu wenig*", "zu niedrig*", "trop peu",
    "trop bas*", "insuffisant*", "demasiado poc*", "demasiado baj*", "insuficiente*", "слишком мал*",
    "very few", "sehr wenige", "très peu", "muy pocos", "muy pocas", "очень мало",
    # an amount said to be poor ("Ticket sales were poor." / "Not enough tickets were sold.")
    "poor", "poorly", "disappointing", "enttäuschend*", "décevant*", "decepcionante*", "разочаровыва*",
    # a test, a turn or a train missed ("missed three drug tests" / "failed to turn up for three controls")
    "missed", "skipped", "verpasst*", "versäumt*", "пропустил*",
    # a thing gone ("The hollow trees they used have all gone." / "There are no old trees left."); an aircraft
    # kept on the ground ("Fog grounded the helicopter." / "The helicopter couldn't fly in the fog.")
    "grounded", "cloué au sol", "clouée au sol", "cloués au sol",
    "overcrowded", "too crowded", "too full", "überfüllt*", "surpeuplé*", "abarrotad*", "переполнен*",
    "all gone", "is gone", "are gone", "was gone", "were gone", "disappeared", "vanished", "verschwunden",
    "disparu*", "desaparecid*", "desapareci*", "исчез*",
    "слишком низк*", "short of", "à court", "too small", "zu klein*", "trop petit*", "demasiado pequeñ*",
    # an excess that stops something ("It couldn't climb the rug's edge." / "The edge was too high for it.")
    "too high", "too steep", "too big", "too large", "too heavy", "too deep", "too far", "zu hoch", "zu steil",
    "zu groß*", "zu schwer*", "zu weit", "trop haut*", "trop lourd*", "trop grand*", "слишком высок*",
    "слишком тяжел*",
    "drought*", "dürre*", "sécheresse*", "sequía*", "засух*", "засушлив*", "dry spell*", "dry period*",
    "trockenperiode*", "période sèche", "périodes sèches", "período seco", "períodos secos",
    "exempt*", "exonéré*", "exent*",
    "освобожд*", "unsold", "invendu*", "unverkauft*", "sin vender", "непродан*",
    # an excess says what could not be done ("slowed it too much" / "couldn't make enough progress")
    "too much", "too many", "zu viel", "zu viele", "trop de", "demasiado", "demasiada", "demasiados", "demasiadas",
    "слишком много",
    # a place empty of people ("when nobody is home" / "when the house is empty")
    "empty", "leer", "leeren", "leere", "vide", "vides", "vacío", "vacía", "vacíos", "vacías", "пустой", "пустая",
    "пустое", "пустые", "пусто",
    # a thing rid of something ("The trail was clear of ice." / "Yes, very icy.")
    "clear of", "free of", "devoid of",
)  # fmt: skip
#: conjunctions that open a reason after a clause ("…, because …"), and no other meaning ("por" is also "for")
CAUSE_CONJUNCTIONS: tuple[str, ...] = ("because", "weil", "parce que", "porque", "потому что", "так как")
#: words that open a reason ("because of the rain", "wegen", "из-за"): what a "why" answer gives
CAUSES: tuple[str, ...] = (
    *CAUSE_CONJUNCTIONS, "due to", "owing to", "wegen", "aufgrund", "à cause", "faute de", "por", "debido a",
    "a causa", "из-за",
)  # fmt: skip
#: modals of permission and possibility: negated, they prohibit ("may not", "darf nicht", "no se puede")
PERMISSIONS = frozenset(
    _w("can may must could allowed permitted darf dürfen kann können peut peuvent puede pueden permite можно")
)
#: negations that are a negated permission by themselves
NEGATED_PERMISSIONS = frozenset(["cannot", "can't", "mustn't", "нельзя"])

#: no one value given ("It varies, I'm told." for "£1.50 an hour."): tentative in a short answer where a clause
#: opens with it ("the way to do it depends on …" is no hedge), unless the reference says it depends too (see
#: negation.check_hedge)
VARIES: tuple[str, ...] = (
    "it varies", "it depends", "that depends", "es kommt darauf an", "kommt darauf an", "es variiert", "ça dépend",
    "cela dépend", "ça varie", "depende", "varía", "смотря по", "по-разному",
)  # fmt: skip
#: words that make a claim tentative: a hedge in a short answer ("It could be the Nile or the Congo."), not
#: in a long reply, which says "perhaps" for other reasons
TENTATIVE: tuple[str, ...] = (
    "it could be", "it might be", "it may be", "might have been", "could have been", "may have been", "perhaps",
    "maybe", "possibly", "could also be", "might also be", "vielleicht", "möglicherweise", "peut-être", "quizás",
    "quizá", "tal vez", "возможно", "может быть",
    # a guess said as one ("Sometime in the evening, I'd guess."); not "I guess so", nor "probably"/"наверное",
    # which STS-B raters read as a plain claim ("Наверное, нет." / "Нет.": 4.0 of 5)
    "i'd guess", "i would guess", "my guess is", "at a guess", "i'd imagine", "i would imagine", "i imagine",
    # a choice left open ("… or …, one or the other.")
    "one or the other",
    # a link to something, not the thing ("Something to do with conservation.")
    "something to do with", "quelque chose à voir avec", "algo que ver con", "что-то связанное с",
    "i'd think", "i would think", "i'd have thought", "i would have thought", "i should think", "i should imagine",
    "i'd have said", "i would have said", "schätze ich", "if memory serves", "if i remember rightly",
    "if i remember correctly", "if i recall correctly", "if i recall rightly",
    "je suppose", "supongo",
    "i suppose", "i presume", "i assume", "not sure", "unsure", "nicht sicher", "pas sûr", "pas sûre", "no seguro",
    "no segura",
    # a choice left open ("Oliver or Taylor, one of those two.")
    "one of those two", "one of the two", "one or the other", "einer von beiden", "eine von beiden",
    "l'un des deux", "l'une des deux", "uno de los dos", "una de las dos", "один из двух", "одна из двух",
    "one of them", "einer von ihnen", "eine von ihnen", "l'un d'eux", "l'une d'elles", "uno de ellos", "una de ellas",
    "один из них", "одна из них",
    # which of them escapes the speaker ("Newlyn or Brixham, I forget which.")
    "i forget which", "i've forgotten which", "escapes me", "ich weiß nicht mehr", "je ne sais plus",
    "no recuerdo cuál",
    # or who, what, where or when ("Some architect, I forget who.")
    "i forget who", "i forget what", "i forget where", "i forget when", "i've forgotten who", "i've forgotten what",
    "i've forgotten where", "i've forgotten when", "i forget the name", "i forget her name", "i forget his name",
    "не помню, как", "не помню, како",
)  # fmt: skip

#: number words by value: English and German (also in lexical matching), French, Spanish and Russian.
#: Left out on purpose: words that are mostly something else ("ein"/"un"/"une"/"uno" are articles, "null"
#: and "once" are English words, "second" is mostly the unit, "mil"/"cent" are abbreviations).
_EN = _w(
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen \
seventeen eighteen nineteen twenty"
)
_DE = _w(
    "_ eins zwei drei vier fünf sechs sieben acht neun zehn elf zwölf dreizehn vierzehn fünfzehn sechzehn \
siebzehn achtzehn neunzehn zwanzig"
)
_FR = _w(
    "zéro _ deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze quinze seize dix-sept \
dix-huit dix-neuf vingt"
)
_ES = _w(
    "cero _ dos tres cuatro cinco seis siete ocho nueve diez _ doce trece catorce quince dieciséis \
diecisiete dieciocho diecinueve veinte"
)
_RU = _w(
    "ноль один два три четыре пять шесть семь восемь девять десять одиннадцать двенадцать тринадцать \
четырнадцать пятнадцать шестнадцать семнадцать восемнадцать девятнадцать двадцать"
)
NUMBER_WORDS: dict[str, int] = {}
for _words in (_EN, _DE, _FR, _ES, _RU):
    NUMBER_WORDS.update({w: i for i, w in enumerate(_words) if w != "_"})
NUMBER_WORDS.update(
    {
        "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90,
        "hundred": 100, "dozen": 12,
        "zwo": 2, "dreißig": 30, "vierzig": 40, "fünfzig": 50, "sechzig": 60, "siebzig": 70, "achtzig": 80,
        "neunzig": 90, "hundert": 100,
        "trente": 30, "quarante": 40, "cinquante": 50, "soixante": 60, "soixante-dix": 70, "quatre-vingt": 80,
        "quatre-vingts": 80, "quatre-vingt-dix": 90,
        "treinta": 30, "cuarenta": 40, "cincuenta": 50, "sesenta": 60, "setenta": 70, "ochenta": 80,
        "noventa": 90, "cien": 100, "ciento": 100,
        # Russian collective numerals, said with nouns that have only a plural ("трое суток": three days)
        "двое": 2, "трое": 3, "четверо": 4, "пятеро": 5, "шестеро": 6, "семеро": 7,
        "одна": 1, "одно": 1, "две": 2, "тридцать": 30, "сорок": 40, "пятьдесят": 50, "шестьдесят": 60,
        "семьдесят": 70, "восемьдесят": 80, "девяносто": 90, "сто": 100,
        "veintiuno": 21, "veintiuna": 21, "veintiún": 21, "veintidós": 22, "veintitrés": 23, "veinticuatro": 24,
        "veinticinco": 25, "veintiséis": 26, "veintisiete": 27, "veintiocho": 28, "veintinueve": 29,
        # a count said as a group ("un millier", "una docena", "ein Dutzend", "сотня")
        "dizaine": 10, "douzaine": 12, "centaine": 100, "millier": 1000, "decena": 10, "docena": 12,
        "centenar": 100, "millar": 1000, "dutzend": 12, "десяток": 10, "дюжина": 12, "сотня": 100,
        "quinzaine": 15, "vingtaine": 20, "trentaine": 30, "quarantaine": 40, "cinquantaine": 50,
        "soixantaine": 60, "veintena": 20, "treintena": 30,
    }
)  # fmt: skip
#: the hundreds in one word: Spanish (both genders) and Russian ("trescientos", "trescientas", "триста")
for _value, _spanish, _russian in zip(
    range(200, 1000, 100),
    _w("doscient trescient cuatrocient quinient seiscient setecient ochocient novecient"),
    _w("двести триста четыреста пятьсот шестьсот семьсот восемьсот девятьсот"),
):
    NUMBER_WORDS.update({_spanish + "os": _value, _spanish + "as": _value, _russian: _value})
#: Russian numerals in the other cases: after "около", "более", "до", "из" a number is in the genitive ("около
#: трёхсот двадцати", "более пяти минут"), after "с" in the instrumental; "семью" is left out ("family")
_RU_ONES = _w("пят шест сем восьм девят десят одиннадцат двенадцат тринадцат четырнадцат пятнадцат шестнадцат "
              "семнадцат восемнадцат девятнадцат двадцат тридцат")  # fmt: skip
for _value, _stem in zip([*range(5, 21), 30], _RU_ONES):
    NUMBER_WORDS.update({_stem + "и": _value, **({_stem + "ью": _value} if _value != 7 else {})})
NUMBER_WORDS.update(
    {
        "восемью": 8,
        "одного": 1, "одной": 1, "одному": 1, "одним": 1, "одном": 1, "одну": 1,
        "двух": 2, "двум": 2, "двумя": 2, "трёх": 3, "трех": 3, "трём": 3, "трем": 3, "тремя": 3,
        "четырёх": 4, "четырех": 4, "четырём": 4, "четырем": 4, "четырьмя": 4,
        "сорока": 40, "девяноста": 90, "ста": 100, "пятидесяти": 50, "шестидесяти": 60, "семидесяти": 70,
        "восьмидесяти": 80,
    }
)  # fmt: skip
for _value, _genitive in zip(
    range(200, 1000, 100), _w("двухсот трёхсот четырёхсот пятисот шестисот семисот восьмисот девятисот")
):
    NUMBER_WORDS.update({_genitive: _value, _genitive.replace("ё", "е"): _value})
#: words for one and a half ("anderthalb Stunden", "полтора часа")
FRACTION_WORDS: dict[str, float] = {"anderthalb": 1.5, "eineinhalb": 1.5, "полтора": 1.5, "полторы": 1.5}
#: month names (capitalised in en/de; lower-case forms for fr/es/ru), month number by name; English "may"
#: and "march" count only when written with a capital
MONTHS: dict[str, int] = {}
for _names in (
    "january february march april may june july august september october november december",
    "januar februar märz april mai juni juli august september oktober november dezember",
    "janvier février mars avril mai juin juillet août septembre octobre novembre décembre",
    "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre",
    "января февраля марта апреля мая июня июля августа сентября октября ноября декабря",
    "январь февраль март апрель май июнь июль август сентябрь октябрь ноябрь декабрь",
    "январе феврале марте апреле мае июне июле августе сентябре октябре ноябре декабре",  # "в мае"
):
    MONTHS.update({name: i for i, name in enumerate(_names.split(), start=1)})
#: month names that are also common words: English ones count only with a capital, "mars" only without
#: (with a capital it is the planet)
CAPITAL_MONTHS = frozenset(["may", "march", "august"])
LOWER_MONTHS = frozenset(["mars"])
#: words after which a capitalised first word is a verb, not a name ("Returns the list", "Takes a value")
OBJECT_WORDS = frozenset(_w("the a an all any each every this these those its their his her my your our it them"))
#: Russian case endings, stripped to compare inflected names ("России" / "Россия")
CYRILLIC_ENDINGS = _w(
    "а я ы и е у ю о й ь ой ей ом ем ам ям ах ях ов ев ий ия ии ию ие ью ами ями ого его ому ему ая яя ую юю "
    "ые ых ым ыми ими ое"  # adjectives and nouns declined as adjectives ("пожарные" / "пожарных")
)
#: common words of German (not English words too: "die", "am", "war", "den" are left out), and of English, to
#: tell a German text: German capitalises every noun, so there a capitalised word is no sign of a name
GERMAN_MARKERS = frozenset(
    _w(
        "der das dem des ein eine einer einem einen eines und ist sind nicht mit von zu auf für im zum zur vom "
        "beim ins sich auch wird wurde wurden hat haben oder aber nach bei aus noch nur wenn kein keine ich wir "
        "sehr über durch ohne gegen kann können muss gibt jemand etwas zwei drei vier sechs sieben neun zehn"
    )
)
#: the German definite articles, which name a thing by one noun or compound ("Der Ätna.", "Der Rhonegletscher.")
GERMAN_DEFINITE_ARTICLES = frozenset(["der", "die", "das", "den", "dem"])
#: German words after which a capitalised word is a common noun ("eine Frau", "im Winter"), not a name
GERMAN_DETERMINERS = frozenset(
    _w(
        "der die das den dem des ein eine einer einem einen eines kein keine keinem keinen keiner keines im am "
        "zum zur vom beim ins ans aufs durchs fürs übers ums "
        # quantifiers that do not end like a declined adjective ("nicht genug Pflegekräfte", "mehr Personal")
        "genug viel wenig mehr weniger"
    )
)
#: the determiner stems that decline ("meinem", "dieser", "jede", "welches")
GERMAN_DETERMINER_STEMS = (
    "mein",
    "dein",
    "sein",
    "ihr",
    "unser",
    "euer",
    "eur",
    "dies",
    "jen",
    "jed",
    "manch",
    "welch",
)
#: German words that end like a declined adjective but are not ("oder Bremen", "über Berlin")
GERMAN_NOT_ADJECTIVES = frozenset(
    _w("oder aber über unter hinter gegen wegen neben zwischen wieder sondern entweder weder außer ohne")
)
ENGLISH_MARKERS = frozenset(_w("the a an is are was were of and to in on for with by that this it not"))
#: "or" in the languages of the lexicon (a hedge that offers a choice; a question that offers two options)
ALTERNATIVES = frozenset(["or", "oder", "ou", "o", "или", "либо"])
#: words that count two or three things ("Both tenants, …", "¿Qué dos ciudades …?"), for a regex alternation
SEVERAL_WORDS = "both|two|three|beide|beiden|zwei|drei|les deux|deux|trois|ambos|ambas|dos|tres|оба|обе|два|две|три"
#: lower-case words that join the parts of a name ("Rio de Janeiro", "Leonardo da Vinci", "Bank of England")
NAME_CONNECTORS = frozenset(_w("de da del della di van von der den des of the la le du y al bin ibn"))
#: words of a name that say who or what rather than which ("Senator Webb" may be "Jimmy Webb")
NAME_TITLES = frozenset(
    _w("mr mrs ms dr sir dame lord lady king queen prince princess president senator saint st jr jnr sr")
)
#: words that are capitalised but name no entity: months (the number check compares them) and weekdays
CALENDAR_WORDS = frozenset(
    _w(
        """
    monday tuesday wednesday thursday friday saturday sunday montag dienstag mittwoch donnerstag freitag samstag
    sonntag lundi mardi mercredi jeudi vendredi samedi dimanche lunes martes miércoles jueves viernes sábado domingo
    понедельник вторник среда четверг пятница суббота воскресенье
    """
    )
)
#: words that multiply the number before them ("20 thousand", "3,5 Millionen", "две тысячи"); a "*" entry
#: matches inflected forms
MULTIPLIERS: dict[str, float] = {
    "dozen": 12, "hundred": 1e2, "thousand": 1e3, "million": 1e6, "millions": 1e6, "billion": 1e9, "billions": 1e9,
    "trillion": 1e12, "trillions": 1e12,
    "bn": 1e9, "mn": 1e6, "hundert": 1e2, "tausend": 1e3, "million*": 1e6, "milliarde*": 1e9, "mille": 1e3,
    "milliard*": 1e9, "mil": 1e3, "millón": 1e6, "millones": 1e6, "тысяч*": 1e3, "миллион*": 1e6, "миллиард*": 1e9,
    "dutzend*": 12, "douzaine*": 12, "docena*": 12, "дюжин*": 12, "mio": 1e6, "mrd": 1e9, "сотн*": 1e2,
    "млн": 1e6, "млрд": 1e9, "тыс": 1e3,  # "3,4 млн фунтов"
    "score": 20,  # "two score", "three score and ten"
}  # fmt: skip
#: the times a rate is counted per: (base, its nouns, the adverbs and adjectives that are that rate alone)
_RATES = (
    ("second", "second sec sekunde seconde segundo секунду", ""),
    ("minute", "minute min minuto минуту", ""),
    ("hour", "hour hr h stunde heure hora час", "hourly stündlich"),
    ("day", "day night tag nacht jour nuit día dia noche день ночь сутки",
     "daily täglich quotidien quotidienne quotidiennement diario diaria diariamente ежедневно"),
    ("week", "week woche semaine semana неделю неделя",
     "weekly wöchentlich hebdomadaire semanal semanalmente еженедельно"),
    ("term", "term semester", "termly"),  # a school's term or a university's semester
    ("month", "month monat mois mes месяц",
     "monthly monatlich mensuel mensuelle mensuellement mensual mensualmente ежемесячно"),
    ("year", "year yr jahr an année año год",
     "yearly annually annual jährlich annuel annuelle anual anualmente ежегодно"),
)  # fmt: skip
#: "once a day", "per week", "pro Jahr", "par mois", "al día", "a la semana", "в неделю": a noun after RATE_WORDS,
#: or after "a"/"an" that follows a count
RATE_BASES = {noun: base for base, nouns, _ in _RATES for noun in nouns.split()}
#: one word that is a rate by itself ("monthly", "täglich")
RATE_ADVERBS = {word: base for base, _, words in _RATES for word in words.split()}
#: words that say "per" before a time ("a"/"an" only after a count: "twice a week", not "a week later")
RATE_WORDS = frozenset(["per", "each", "every", "pro", "je", "par", "chaque", "por", "cada", "al", "в"])
RATE_AFTER_COUNT = frozenset(["a", "an", "la", "am"])
#: how often, in one word ("twice", "dreimal", "дважды")
TIMES_WORDS = {
    "once": 1, "twice": 2, "thrice": 3, "einmal": 1, "zweimal": 2, "dreimal": 3, "viermal": 4, "fünfmal": 5,
    "sechsmal": 6, "zehnmal": 10,
    "дважды": 2, "трижды": 3,
}  # fmt: skip
#: the noun that a number of times is counted in ("three times", "deux fois", "tres veces", "3 mal", "два раза")
TIMES_NOUNS = frozenset(["times", "time", "fois", "vez", "veces", "mal", "раз", "раза"])
#: words that count how often (before "a"/"an" in a rate)
COUNT_WORDS = frozenset(TIMES_WORDS) | TIMES_NOUNS
#: weekday number by name (en, de, fr, es, ru; plurals like "Mondays" are read too)
WEEKDAYS: dict[str, int] = {}
for _names in (
    "monday tuesday wednesday thursday friday saturday sunday",
    "montag dienstag mittwoch donnerstag freitag samstag sonntag",
    "lundi mardi mercredi jeudi vendredi samedi dimanche",
    "lunes martes miércoles jueves viernes sábado domingo",
    "понедельник вторник среда четверг пятница суббота воскресенье",
):
    WEEKDAYS.update({name: i for i, name in enumerate(_names.split(), start=1)})

#: season number by name (1 spring … 4 winter; en, de, fr, es, ru, with the Russian cases that say "in" it:
#: "весной", "летом"); not "fall" (mostly the verb), French "été" only as a season (see times.seasons)
SEASONS: dict[str, int] = {}
for _number, _names in enumerate(
    (
        "spring springtime frühling frühjahr printemps primavera весна весной весну весны",
        "summer summertime sommer été verano лето летом",
        "autumn herbst automne otoño осень осенью осени",
        "winter wintertime hiver invierno зима зимой зиму зимы",
    ),
    start=1,
):
    SEASONS.update(dict.fromkeys(_names.split(), _number))

#: currencies by name in five languages (the forms of each, singular and plural): one for another is a swap of
#: things of one kind ("La monnaie du Japon est le won." for "Le yen"); WordNet's kinds are English and count
#: no units. Left out: words that are mostly something else ("real", French "livre" a book, "lire" to read,
#: "couronne" a crown, "corona"); "won" counts after an article or "Korean" only (it is mostly "win")
CURRENCIES: dict[str, frozenset[str]] = {
    name: frozenset(_w(forms))
    for name, forms in {
        "yen": "yen yens иена иены иен",
        "won": "won вона воны",
        "yuan": "yuan yuans renminbi юань юаня юаней",
        "euro": "euro euros евро",
        "dollar": "dollar dollars dólar dólares доллар доллара долларов",
        "pound": "pound pounds sterling libra libras pfund фунт фунта фунтов",
        "franc": "franc francs franco francos franken франк франка франков",
        "rupee": "rupee rupees roupie roupies rupia rupias rupie рупия рупии рупий",
        "ruble": "ruble rubles rouble roubles rublo rublos rubel рубль рубля рублей",
        "peso": "peso pesos песо",
        "lira": "lira liras лира лиры",
        "krone": "krone kroner krona kronor крона кроны",
        "zloty": "zloty złoty zlotys złotys злотый злотых",
        "rand": "rand",
        "baht": "baht бат",
        "shekel": "shekel shekels шекель шекелей",
        "dinar": "dinar dinars dinares динар динара",
        "dirham": "dirham dirhams дирхам",
        "riyal": "riyal riyals rial rials риал",
        "rupiah": "rupiah",
        "ringgit": "ringgit ринггит",
        "hryvnia": "hryvnia hryvnias гривна гривны гривен",
        "forint": "forint forints форинт",
    }.items()
}
