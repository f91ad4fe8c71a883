"""Blind-spot checks that decide (issue 19): each check on hand-written pairs in five languages, the ``answer``
verdict rule, the ``fail_on_flag`` gate (library, ``eval``, ``compare``) and the flags in every output."""

from __future__ import annotations

import csv
import io
import json

import pytest

from answersim.cli.main import main
from answersim.errors import ConfigError
from answersim.metrics import get_metric
from answersim.metrics.answer import VERDICT_CAP, verdict_cap, verdict_rules
from answersim.metrics.blindspots import (
    check_names,
    dates,
    entities,
    lists,
    negation,
    numbers,
    numerals,
    parts,
    run_checks,
)
from answersim.metrics.blindspots.entities import entity_spans
from answersim.metrics.blindspots.numbers import shares_of_counts
from answersim.metrics.blindspots.quantities import quantities
from answersim.metrics.blindspots.times import clock_times, how_often, rates
from answersim.metrics.forms import restate
from answersim.runner.core import evaluate

# (reference, answer, the checks that must fire): contradictions a careful reader marks wrong
CONTRADICTIONS = [
    ("3000 pieces", "The puzzle had 2000 pieces.", ["numbers"]),  # four digits that count are no year
    ("Best film and best actress", "The jury awarded best actress.", ["parts"]),  # "best" is no part of its own
    ("A passport and a visa are needed.", "A visa is needed.", ["parts"]),  # one subject of two parts
    ("Il est arrivé à midi et quart.", "Il est arrivé à midi.", ["numbers"]),  # 12:15, not noon
    ("The diver went deep.", "The diver stayed near the surface.", ["antonyms"]),
    ("Она левша.", "Она правша.", ["antonyms"]),
    ("The car rolled forwards.", "The car rolled backwards.", ["antonyms"]),
    ("Le chat dormait à l'ombre.", "Le chat dormait au soleil.", ["antonyms"]),
    ("Часы стояли в тени.", "Часы стояли на солнце.", ["antonyms"]),
    ("El violín sonaba brillante.", "El violín sonaba apagado.", ["antonyms"]),
    ("The leather was stiff.", "The leather was supple.", ["antonyms"]),
    ("In nineteen ninety-eight", "It was built in 1997.", ["numbers"]),  # a year in digits for one in words
    ("Весной тысяча девятьсот десятого года", "Седло сшили весной 1911 года.", ["numbers"]),
    ("The striker is left-handed.", "The striker is right-handed.", ["antonyms"]),
    ("Le son est aigu.", "Le son est grave.", ["antonyms"]),
    ("Катер обогнал паром.", "Паром обогнал катер.", ["antonyms"]),  # no ending says who: the order does
    ("Дочь любит мать.", "Мать любит дочь.", ["antonyms"]),
    ("Сын отправил телеграмму матери.", "Мать отправила телеграмму сыну.", ["antonyms"]),  # "матери" is "мать"
    ("The crowd stayed silent.", "The crowd was loud.", ["antonyms"]),
    ("Лодка пришла первой.", "Лодка пришла последней.", ["antonyms"]),
    ("El caballo era tranquilo.", "El caballo era bravo.", ["antonyms"]),
    ("It is safe in pregnancy.", "It is not safe in pregnancy.", ["negation"]),
    ("Smoking is prohibited on the balcony.", "Smoking is allowed on the balcony.", ["antonyms"]),
    ("The museum is open on Mondays.", "The museum is closed on Mondays.", ["antonyms"]),
    ("The bridge is no longer in use.", "The bridge is still in use.", ["negation"]),
    ("The drug is safe.", "The drug is unsafe.", ["antonyms"]),
    ("You must be at least 18.", "You must be at most 18.", ["antonyms"]),
    ("The buyer pays the seller.", "The seller pays the buyer.", ["antonyms"]),
    ("Brazil beat Germany in the final.", "Germany beat Brazil in the final.", ["antonyms"]),
    ("The Sun is larger than the Earth.", "The Sun is smaller than the Earth.", ["antonyms"]),
    ("The Sun is larger than the Earth.", "The Earth is larger than the Sun.", ["antonyms"]),
    ("The court upheld the ruling.", "The court overturned the ruling.", ["antonyms"]),
    ("The senator voted for the bill.", "The senator voted against the bill.", ["antonyms"]),
    ("The drug is given once a day.", "The drug is given once a week.", ["numbers"]),
    ("Take two tablets daily.", "Take two tablets per month.", ["numbers"]),
    ("Das Medikament wird täglich gegeben.", "Das Medikament wird einmal pro Woche gegeben.", ["numbers"]),
    ("The reign lasted a decade.", "The reign lasted a century.", ["numbers"]),  # amounts without a number
    ("Three quarters of the voters approved.", "About a third of the voters approved.", ["numbers"]),
    ("It was built in the 19th century.", "It was built in the 1900s.", ["numbers"]),
    ("It ended in World War II.", "It ended in World War I.", ["numbers", "entities"]),  # and another war
    ("The shop closes at noon.", "The shop closes at 12 am.", ["numbers"]),  # times of day
    ("There are 12 eggs.", "There are half a dozen eggs.", ["numbers"]),
    ("Se toma dos veces al día.", "Se toma dos veces a la semana.", ["numbers"]),
    ("Alice sold the house to Bob.", "Alice bought the house from Bob.", ["antonyms"]),
    ("The meeting is before lunch.", "Lunch is before the meeting.", ["antonyms"]),
    ("Leaves absorb carbon dioxide.", "Leaves release carbon dioxide.", ["antonyms"]),
    ("She passed the driving test.", "She failed the driving test.", ["antonyms"]),
    ("You can return items within 30 days.", "You can return items within 13 days.", ["numbers"]),
    ("The company was founded in March 2004.", "The company was founded in May 2004.", ["numbers"]),
    ("Water boils at 100 degrees Celsius.", "Water boils at 100 degrees Fahrenheit.", ["numbers"]),
    ("Thomas Edison invented the phonograph.", "Nikola Tesla invented the phonograph.", ["entities"]),
    ("Berlin", "München", ["entities"]),
    ("The Pacific Ocean", "The Atlantic Ocean is the largest.", ["entities"]),  # "Ocean" is no match
    ("Port of San Diego", "Port of Long Beach", ["entities"]),
    # a thing for another of its narrow kind (WordNet): two organs, two metals, two grains, two instruments
    ("The disease affects the liver.", "The disease affects the kidneys.", ["entities"]),
    ("The pipes are made of copper.", "The pipes are made of zinc.", ["entities"]),
    ("Wheat is the main crop.", "Rice is the main crop.", ["entities"]),
    ("She plays the violin in the orchestra.", "She plays the cello in the orchestra.", ["entities"]),
    ("La rue est calme.", "La rue est bruyante.", ["antonyms"]),
    ("Smoking is prohibited here.", "You can smoke here.", ["antonyms"]),  # a permission against a prohibition
    ("Está prohibido fumar en el tren.", "Se puede fumar en el tren.", ["antonyms"]),
    ("Россия победила Канаду.", "Канада победила Россию.", ["antonyms"]),  # the case endings exchanged
    ("Россия победила Канаду.", "Россию победила Канада.", ["antonyms"]),
    ("Анна пригласила Ивана.", "Иван пригласил Анну.", ["antonyms"]),  # the verb follows its new subject
    ("Сосед вызвал пожарных.", "Пожарные вызвали соседа.", ["antonyms"]),  # a noun declined as an adjective
    ("Мария встретила Петра.", "Пётр встретил Марию.", ["antonyms"]),  # "Пётр"/"Петра": one name
    ("Заяц обогнал черепаху.", "Черепаха обогнала зайца.", ["antonyms"]),  # "заяц"/"зайца": a vowel comes and goes
    ("Петров обогнал Сидорова.", "Сидоров обогнал Петрова.", ["antonyms"]),  # "Петров"/"Петрова": one surname
    ("From the mountains to the sea.", "From the sea to the mountains.", ["antonyms"]),  # a direction reversed
    ("Oui, positif.", "Le test est négatif.", ["antonyms"]),
    ("Да, продажи выросли.", "Продажи сократились.", ["antonyms"]),
    ("The price went up.", "The price dropped.", ["antonyms"]),
    ("Ja, er ist für Anfänger.", "Der Kurs ist für Fortgeschrittene.", ["antonyms"]),
    ("Sí, es directo.", "El vuelo tiene escala.", ["antonyms"]),
    ("She moved in last week.", "The tenant moved out last week.", ["antonyms"]),
    ("Да, заперта.", "Дверь открыта.", ["antonyms"]),
    ("Der Zug fährt von Berlin nach Rom.", "Der Zug fährt von Rom nach Berlin.", ["antonyms"]),
    ("Да, её можно пить.", "Эту воду пить нельзя.", ["negation", "antonyms"]),  # the negation is the opposite
    ("The train arrived on time.", "The train was late.", ["antonyms"]),
    ("Ja, er ist pünktlich.", "Der Zug ist verspätet.", ["antonyms"]),
    ("There is a lack of water.", "There is no lack of water.", ["negation"]),  # both say the absence
    ("The road is open.", "The road is closed. It is not open.", ["negation"]),  # in the sentence that answers
    ("Because of the rain.", "It was cancelled because nobody came.", ["negation"]),  # a negation in the reason
    ("Napoléon a vaincu les Autrichiens.", "Les Autrichiens ont vaincu Napoléon.", ["antonyms"]),  # "a"/"ont"
    ("Der Hund hat die Katzen gejagt.", "Die Katzen haben den Hund gejagt.", ["antonyms"]),
    ("It was slow.", "The reaction was fast.", ["antonyms"]),  # WordNet's opposites among a few words
    ("They gained points.", "The team lost points.", ["antonyms"]),
    ("La France et l'Espagne", "L'Andorre est voisine de l'Espagne.", ["entities", "parts"]),  # "l'Espagne": Espagne
    ("Critics praised the film.", "Critics panned the film.", ["antonyms"]),
    ("Entry is free.", "You have to pay to enter.", ["antonyms"]),
    ("The defendant was acquitted.", "The defendant was convicted.", ["antonyms"]),  # WordNet's pair
    ("He is guilty.", "He is innocent.", ["antonyms"]),
    ("The glass is transparent.", "The glass is opaque.", ["antonyms"]),  # WordNet's indirect antonym
    ("The winner was announced on Monday.", "The loser was announced on Monday.", ["antonyms"]),  # nouns
    ("L'entrée du musée est gratuite.", "L'entrée du musée est payante.", ["antonyms"]),
    ("Dutch, French and German", "They are Dutch and French.", ["parts"]),  # a name opens the list
    ("The company was founded in the 1990s.", "It was founded in 1984.", ["numbers"]),
    ("Paris", "I don't know.", ["hedge"]),
    ("George Eliot wrote it.", "I cannot answer that question.", ["hedge"]),
    ("Canberra", "I'm not sure, it might be Sydney or Canberra.", ["hedge"]),  # a choice, not an answer
    ("327 °C", "I'm not sure, maybe around 327 °C?", ["hedge"]),  # disclaimed, then asked back
    # a nationality said in lower case is no name, but still another answer
    ("El ciclista belga.", "Ganó el ciclista italiano.", ["entities"]),
    ("Der belgische Radfahrer.", "Der italienische Radfahrer gewann.", ["entities"]),
    ("Бельгийский велосипедист.", "Победил итальянский велосипедист.", ["entities"]),
    # a passive with its doer, read in the active voice: the sides exchanged
    ("The fisherman rescued the swimmer.", "The fisherman was rescued by the swimmer.", ["antonyms"]),
    ("Germany beat Brazil.", "Germany was beaten by Brazil.", ["antonyms"]),
    # a prohibition against a permission
    ("Yes, cyclists may use it.", "Cyclists are barred from the bridge.", ["antonyms"]),
    ("Smoking is banned on the terrace.", "You may smoke on the terrace.", ["antonyms"]),
    ("Under the mat.", "On top of the mat.", ["antonyms"]),
    ("Alexander Graham Bell", "It was either Alexander Graham Bell or Edison.", ["hedge"]),
    ("Goethe", "Entweder Goethe oder Schiller.", ["hedge"]),
    ("The Burj Khalifa", "Could be the Burj Khalifa or the Shanghai Tower.", ["hedge"]),  # a guess, no subject
    ("30 days after purchase.", "Please contact customer support for that information.", ["hedge"]),  # deflected
    ("About 300,000 km/s", "It varies, so there is no simple answer.", ["hedge"]),
    # a guess said as one, and a part of the day without its hour (stop 56)
    ("At 8.40 pm", "Sometime in the evening, I'd guess.", ["numbers", "hedge"]),
    ("In the cellar", "My guess is that it was in the attic.", ["entities", "hedge"]),  # and another room
    ("Die Rückgabe ist 30 Tage lang möglich.", "Bitte wenden Sie sich an den Kundendienst.", ["hedge"]),
    ("The lake is cold in May.", "The lake is warm in May.", ["antonyms"]),
    # German, French, Spanish, Russian
    ("Das Medikament ist sicher.", "Das Medikament ist nicht sicher.", ["negation"]),
    ("Das Museum ist montags geöffnet.", "Das Museum ist montags geschlossen.", ["antonyms"]),
    ("Die Stadt hat zwanzigtausend Einwohner.", "Die Stadt hat zweitausend Einwohner.", ["numbers"]),
    ("Le médicament est sûr.", "Le médicament n'est pas sûr.", ["negation"]),
    ("Il faut avoir dix-huit ans.", "Il faut avoir seize ans.", ["numbers"]),
    ("La fiesta es el 12 de octubre.", "La fiesta es el 12 de noviembre.", ["numbers"]),
    ("Fumar está permitido.", "Fumar está prohibido.", ["antonyms"]),
    ("Лекарство безопасно.", "Лекарство небезопасно.", ["antonyms"]),
    ("Das Hotel ist teuer.", "Das Hotel ist billig.", ["antonyms"]),
    ("Die Preise sind gestiegen.", "Die Preise sind gefallen.", ["antonyms"]),
    ("Les prix ont augmenté.", "Les prix ont baissé.", ["antonyms"]),
    ("El hotel es caro.", "El hotel es barato.", ["antonyms"]),
    ("Поезд пришёл рано.", "Поезд пришёл поздно.", ["antonyms"]),
    ("Столица России — Москва.", "Столица России — Казань.", ["entities"]),
    ("Das Buch wurde von Goethe geschrieben.", "Das Buch wurde von Schiller geschrieben.", ["entities"]),
    ("Hamburg liegt an der Elbe.", "Bremen liegt an der Elbe.", ["entities"]),
    ("Die Firma wurde von Steve Jobs gegründet.", "Die Firma wurde von Bill Gates gegründet.", ["entities"]),
    ("Волга", "Не знаю.", ["hedge"]),
    ("You need a passport and a visa.", "You need a passport.", ["parts"]),
    ("Marie Curie and Pierre Curie wrote it.", "Marie Curie wrote it.", ["parts"]),
    ("You get a charger as well as a cable.", "You get a charger.", ["parts"]),
    ("The film was directed by Joel and Ethan Coen.", "Joel Coen.", ["parts"]),  # one family name for both
    ("Napoleon defeated the Austrians at Austerlitz.", "The Austrians defeated Napoleon at Austerlitz.", ["antonyms"]),
    ("The primary colours are red, yellow and blue.", "Red and blue.", ["parts"]),
    ("Bring your ID card and proof of address.", "Bring your ID card.", ["parts"]),
    ("Die Flagge ist schwarz, rot und gold.", "Schwarz und Rot.", ["parts"]),
    ("Il faut un passeport et un visa.", "Il faut un visa.", ["parts"]),
    ("Se hablan español y catalán.", "Se habla español.", ["parts"]),
    ("None", "Three countries border it.", ["negation"]),
    (
        "Ibuprofen is safe in the first trimester.",
        "Ibuprofen is a common painkiller that many people take for headaches; it is not safe in the first trimester.",
        ["negation"],
    ),
    # a reply's "No," is no negation that an opposite word cancels
    ("Yes, the museum is open on Mondays.", "No, the museum is closed on Mondays.", ["negation", "antonyms"]),
    ("Ja, das Museum ist montags geöffnet.", "Nein, das Museum ist montags geschlossen.", ["negation", "antonyms"]),
    ("It might have been 1889.", "1889", []),  # the reference may hedge; the answer is the claim
    ("1889", "It might have been 1889, or perhaps 1900.", ["hedge"]),  # a choice, tentatively
    ("The Nile", "It could be the Nile or the Congo.", ["hedge"]),
    ("His condition is improving.", "His condition is getting worse.", ["antonyms"]),
    ("Es war sehr warm.", "Es war sehr kalt.", ["antonyms"]),
    ("Die Firma hat Anna eingestellt.", "Anna hat die Firma eingestellt.", ["antonyms"]),  # roles around "hat"
    ("Der Hund hat den Mann gebissen.", "Der Mann hat den Hund gebissen.", ["antonyms"]),
    ("Anna was hired by the company.", "The company was hired by Anna.", ["antonyms"]),  # "by": the doer
    ("500 mg twice a day", "500 mg three times a day", ["numbers"]),  # as often as neither says
    ("Zweimal täglich.", "Dreimal am Tag.", ["numbers"]),
    ("Dos veces al día.", "Una vez al día.", ["numbers"]),
    ("The passport is valid.", "The passport has expired.", ["antonyms"]),
    ("The area is densely populated.", "The area is sparsely populated.", ["antonyms"]),
    ("Die Straße ist offen.", "Die Straße ist gesperrt.", ["antonyms"]),
    ("The patient was discharged on Monday.", "The patient was admitted on Monday.", ["antonyms"]),
    ("The lion is a carnivore.", "The lion is a herbivore.", ["antonyms"]),
    ("Le prix est élevé.", "Le prix est bas.", ["antonyms"]),
    ("La réponse est correcte.", "La réponse est fausse.", ["antonyms"]),
    ("La periodista entrevistó al ministro.", "El ministro entrevistó a la periodista.", ["antonyms"]),  # "al"
    ("The former CEO sued the company.", "The company sued its former CEO.", ["antonyms"]),  # "its" as "the"
    ("Unemployment went up last year.", "It went down.", ["antonyms"]),
    ("Canada and the United States", "Canada.", ["parts"]),  # a name after "the" is no family name
    ("Only Spain", "Spain and France.", ["parts"]),  # more than the reference's only one
    ("Nur Spanien", "Spanien und Frankreich.", ["parts"]),
    ("El nivel del agua es alto.", "El nivel del agua es bajo.", ["antonyms"]),
    ("The warranty covers water damage.", "Water damage is excluded from the warranty.", ["antonyms"]),  # no converse
    ("Children under 12 and adults over 65.", "Adults over 65.", ["parts"]),
    ("They qualified.", "The team failed to qualify for the final.", ["negation"]),  # "failed to" negates
    ("The monitors reached the site.", "The monitors are yet to reach the site.", ["negation"]),
    ("Number 7", "Possibly number 7, but it might have been number 11.", ["hedge"]),  # a second guess
    ("Paris", "It might be Paris, but it could also be Lyon.", ["hedge"]),
    ("It was fascinating.", "The lecture was boring.", ["antonyms"]),
    ("Yes, it is steep.", "The path to the summit is gentle.", ["antonyms"]),
    ("Да, мягким.", "Тесто получилось твёрдым.", ["antonyms"]),
    ("Frau Berger hat Herrn Kuhn vertreten.", "Herr Kuhn hat Frau Berger vertreten.", ["antonyms"]),  # "Herrn" = "Herr"
    ("Pedro le enseñó a Lucía.", "Lucía le enseñó a nadar a Pedro.", ["antonyms"]),  # one word more, roles exchanged
    ("Hamilton overtook Verstappen.", "Verstappen overtook Hamilton on the last lap.", ["antonyms"]),  # and a place
    ("Yes, it is thicker.", "The new phone is thinner than the old one.", ["antonyms"]),
    ("Oui, assez épais.", "Le tissu est plutôt fin.", ["antonyms"]),
    ("Да, крупная.", "Рыба в озере мелкая.", ["antonyms"]),
    ("Maria sent it to her brother.", "Her brother sent the parcel to Maria.", ["antonyms"]),  # one preposition
    ("The student rents it from Mrs. Hale.", "Mrs. Hale rents the flat from the student.", ["antonyms"]),
    ("L'Hôtel du Lac", "Ils logent à l'Hôtel des Alpes.", ["entities"]),  # "des" joins a name
    ("Sí, muy salada.", "La sopa estaba sosa.", ["antonyms"]),
    ("Да, устным.", "Экзамен был письменным.", ["antonyms"]),
    ("Yes, very busy.", "The shop is quiet on Mondays.", ["antonyms"]),
    ("Ja, sehr lustig.", "Der Film war sehr traurig.", ["antonyms"]),
    ("Да, светлая.", "Квартира тёмная.", ["antonyms"]),
    ("Both tenants, Ana and Rui", "Rui signed the lease.", ["parts"]),  # a count and a noun before the list
    ("Yes, tighten them.", "The screws should be loosened.", ["antonyms"]),
    ("Sí, muy tensa.", "La cuerda está floja.", ["antonyms"]),
    ("Ja, rezeptfrei.", "Das Medikament ist verschreibungspflichtig.", ["antonyms"]),
    ("Il faut une ordonnance.", "Ce médicament ne nécessite pas d'ordonnance.", ["negation"]),  # "ne … pas"
    ("He locked the door.", "He forgot to lock the door.", ["negation"]),  # "forgot to": did not
    ("Yes, it's crowded.", "The gym is empty in the morning.", ["antonyms"]),
    ("Oui, très raides.", "Ses cheveux sont très bouclés.", ["antonyms"]),
    ("Yes, uphill.", "The last part of the path went downhill.", ["antonyms"]),
    ("Sí, seco.", "El paquete llegó mojado.", ["antonyms"]),
    ("Ja, sonnig.", "Am Wochenende war es regnerisch.", ["antonyms"]),
    ("Oui, il est sucré.", "Le vin est plutôt amer.", ["antonyms"]),
    ("Да, включён.", "Свет в коридоре выключен.", ["antonyms"]),
    ("Priya reviewed Tom's code.", "Tom reviewed Priya's code.", ["antonyms"]),  # possessives exchanged
    ("Die Tante hat dem Neffen das Paket geschickt.", "Der Neffe hat der Tante das Paket geschickt.", ["antonyms"]),
    ("Сосед подвёз учительницу.", "Учительница подвезла соседа.", ["antonyms"]),  # the masculine past has no "-л"
    ("Да, горячий.", "Чай в термосе давно остыл.", ["antonyms"]),
    ("Oui, très animé.", "Le quartier est très calme.", ["antonyms"]),
    ("Yeast", "It was not yeast, it was baking powder.", ["negation"]),
    ("Yes, slowly.", "The runners set off very quickly.", ["antonyms"]),
    ("Ja, zu weit.", "Das Kleid ist zu eng.", ["antonyms"]),
    ("Sí, muy contento.", "El público estaba muy enfadado.", ["antonyms"]),
    ("Yes, runny.", "The honey was thick and set.", ["antonyms"]),
    ("Да, автоматическая.", "Коробка передач механическая.", ["antonyms"]),
    ("Yes, very rough.", "The sea was calm during the race.", ["antonyms"]),
    ("Yes, powdery.", "The snow was icy and hard.", ["antonyms"]),
    ("Sí, en casa.", "El equipo jugó fuera de casa.", ["antonyms"]),
    ("Yes, warm.", "The water was freezing.", ["antonyms"]),
    ("Sí, muy fuerte.", "El café estaba muy flojo.", ["antonyms"]),
    ("Да, сильно.", "Кран течёт еле-еле.", ["antonyms"]),
    ("В мае", "Это было в июне.", ["numbers"]),  # Russian months in the prepositional case
    ("Sí, plano.", "El tejado es muy inclinado.", ["antonyms"]),
    ("Le Louvre a prêté le tableau au musée de Lyon.", "Le musée de Lyon a prêté le tableau au Louvre.", ["antonyms"]),
    ("Un millier", "Il faut environ 2 000 tuiles.", ["numbers"]),  # thousands grouped by a space
    ("Trois semaines", "Le procès a duré trois mois.", ["numbers"]),  # one number, another unit of time
    ("Три недели", "Это заняло три месяца.", ["numbers"]),
    ("Да, свежие.", "Цветы уже завяли.", ["antonyms"]),
    ("Yes, hardwood.", "It was made of softwood.", ["antonyms", "entities"]),  # and one head, another modifier
    ("It opened in March 2019.", "It opened 04/2019.", ["numbers"]),  # a month of a year in digits
    ("Yes, packed.", "The train was almost empty.", ["antonyms"]),
    ("Oui, mate.", "La glaçure est brillante.", ["antonyms"]),
    ("Yes, it's still under warranty.", "The warranty on the bike has expired.", ["antonyms"]),
    ("Это издание в твёрдом переплёте.", "Это издание в мягкой обложке.", ["antonyms"]),
    ("Oui, profond.", "Le lac était peu profond.", ["negation"]),  # "peu" before an adjective negates it
    ("Sí, es fiable.", "El sistema es poco fiable.", ["negation"]),
    ("Sí, es fiable.", "El sistema es muy poco fiable.", ["negation"]),  # "very little" still negates
    ("Ja, sehr scheu.", "Der Hund ist sehr zutraulich.", ["antonyms"]),
    ("Yes, very sticky.", "The dough was dry and crumbly.", ["antonyms"]),
    ("Mount St. Helens", "Mount Rainier erupted in 1980.", ["entities"]),  # "St." opens no sentence
    ("Yes, fixed.", "The interest rate is variable.", ["antonyms"]),
    ("Yes, active.", "The lava flow was dormant.", ["antonyms"]),
    ("Yes, double-sided.", "The brochure was printed single-sided.", ["antonyms"]),
    ("Да, очень спокойными.", "Дети были очень шумными.", ["antonyms"]),
    ("Yes, mono.", "It was recorded in stereo.", ["antonyms"]),
    ("Ja, künstlich.", "Die Blumen sind echt.", ["antonyms"]),
    # the verb follows its new subject's number
    ("El guarda rescató a los excursionistas.", "Los excursionistas rescataron al guarda.", ["antonyms"]),
    ("Los vecinos denunciaron al alcalde.", "El alcalde denunció a los vecinos.", ["antonyms"]),
    ("Sí, ligero.", "El paquete era pesadísimo.", ["antonyms"]),  # the absolute superlative of "pesado"
    ("Да, мягкий.", "Звук был резкий.", ["antonyms"]),
    ("Oui, très calme.", "Le vol était très agité.", ["antonyms"]),
    ("Ja, sehr mild.", "Das Öl ist sehr scharf.", ["antonyms"]),
    ("Oui, maigre.", "Le chat est gros.", ["antonyms"]),
    ("Salsa de soja", "El sushi se acompaña de salsa teriyaki.", ["entities"]),  # "HEAD MOD" for "HEAD de MOD"
    ("Une quarantaine", "Environ 30 cartons.", ["numbers"]),  # a count said as a group
    ("His iron level was too low.", "His iron level was not too low.", ["negation"]),
    ("Es ist um 12:45.", "A la una y media.", ["numbers"]),  # "la una" is one o'clock
    ("A las nueve", "Abre a las once.", ["numbers"]),  # "las once" is eleven o'clock, not the English "once"
    ("Twenty cents", "A minute costs $0.30.", ["numbers"]),
    # the object of "à" and of "au" ("à le") exchanged with the subject
    ("Le boulanger a appris le métier à son neveu.", "Son neveu a appris le métier au boulanger.", ["antonyms"]),
    ("Batches 14 and 15", "Batch 14 is affected.", ["parts"]),  # the head before the first number is each one's
    ("Les lots 14 et 15", "Le lot 14 est concerné.", ["parts"]),
    ("The north and east exits", "The north exit was blocked.", ["parts"]),  # "exit" is the head of "north"
    ("La calle Mayor y la calle Sol", "Se corta la calle Mayor.", ["parts"]),  # "calle" is the head of "Mayor"
    ("Der Kurier meldete den Kunden.", "Der Kunde meldete den Kurier.", ["antonyms"]),  # declined for the new role
    ("Der Hund biss den Postboten.", "Der Postbote biss den Hund.", ["antonyms"]),
    ("The tax office owes her.", "She owes the tax office.", ["antonyms"]),  # a pronoun takes its new role's form
    ("We beat them.", "They beat us.", ["antonyms"]),
    ("The US beat China.", "China beat the US.", ["antonyms"]),  # "US" in capitals is no pronoun
    ("Cincuenta mil", "El estadio tiene capacidad para 40.000 espectadores.", ["numbers"]),
    ("700,000", "The human body is capable of around 700 different movements.", ["numbers"]),  # "," groups
    ("Yes, it is safe.", "No, otherwise I would have needed a key.", ["negation"]),  # a reply is no "otherwise"
    ("За час до спектакля", "За два часа до спектакля.", ["numbers"]),  # a bare Russian unit is one of it
    ("The drink is sugar-free.", "The drink is not sugar-free.", ["negation"]),
    ("El guarda avisó a los excursionistas.", "Los excursionistas avisaron al guarda.", ["antonyms"]),  # "-aron"
    ("Город оштрафовал подрядчика.", "Подрядчик оштрафовал город.", ["antonyms"]),  # "город": either role
    ("Le squelette est complet.", "Le squelette n'est pas complet, il manque des os.", ["negation"]),
    ("There was a shortage of water.", "There was no shortage of water.", ["negation"]),
    ("A neighbour alerted the family.", "The family alerted a neighbour.", ["antonyms"]),  # a noun, no relation
    ("Kurz nach Mitternacht", "Das Feuer brach gegen 2:10 Uhr aus.", ["numbers"]),
    ("Medio millón", "El grupo vendió un millón de discos.", ["numbers"]),  # "un millón" is a number
    ("Half a million", "They sold a million records.", ["numbers"]),
    ("El récord diario y el mensual", "Ese día se batió el récord mensual.", ["parts"]),  # the head said once
    ("В 1998 году", "Пекарня открылась в девяносто седьмом году.", ["numbers"]),
    ("In 1998", "It opened in '97.", ["numbers"]),
    ("Around AD 250", "The coins were buried in the fourth century.", ["numbers"]),
    ("Cent mètres", "Deux cents mètres de route ont été emportés.", ["numbers"]),  # French "cent" opening
    ("Il a cent ans.", "Il a quatre-vingt-dix ans.", ["numbers"]),
    ("Zweitausend Meter", "Die Strecke ist tausend Meter lang.", ["numbers"]),  # "tausend" alone
    ("Eine Dreivierteltonne", "Er hat 500 Kilo Honig geerntet.", ["numbers"]),
    ("In 1908", "It was built in nineteen oh nine.", ["numbers"]),  # a year said in two parts
    ("Seventy kilometres an hour", "They were doing about 53 miles per hour.", ["numbers"]),
    ("Триста километров в час", "Сокол развивает 200 км/ч.", ["numbers"]),
    ("Yes, for a long time.", "It was aged only briefly.", ["antonyms"]),
    ("Milk was scarce.", "There was plenty of milk.", ["antonyms"]),
    ("A chef from France", "An Italian chef won.", ["entities"]),  # a demonym of another place
    ("Obama spoke in Iowa.", "Romney spoke in Iowa.", ["entities"]),  # opening words, but only they differ
    ("Человек режет лук.", "Кошка режет лук.", ["entities"]),  # Russian: an opening noun swapped
    ("Рыбаки обвинили министерство.", "Министерство обвинило рыбаков.", ["antonyms"]),  # plural -и → -ов
    ("Студенты пригласили жюри.", "Жюри пригласило студентов.", ["antonyms"]),
    ("Полицейские догнали коня.", "Конь догнал полицейских.", ["antonyms"]),  # "-ие" / "-их"
    ("Es gibt Toiletten am Markt.", "Am Markt gibt es keine Toiletten.", ["negation"]),  # "keine" + a noun
    ("She did not stop baking.", "Baking was dropped.", ["negation"]),  # "not stop" is no "was dropped"
    ("French", "France.", ["entities"]),  # a language for a country: alone, the adjective is no demonym
    ("Anna Berg", "Gewonnen hat Lena Kurz.", ["entities"]),  # a fronted participle, and a name swapped
    ("Un pastor y su hija", "Lo vio caer la hija del pastor.", ["parts"]),  # the shepherd only as the owner
    ("A shepherd and his daughter", "The shepherd's daughter saw it.", ["parts"]),
    ("A shepherd and his daughter", "The daughter of the shepherd saw it.", ["parts"]),
    ("Ein Kurort forderte Geld von der Baufirma.", "Die Baufirma forderte Geld vom Kurort.", ["antonyms"]),  # "vom"
    ("The leak started slowly.", "The leak started suddenly.", ["antonyms"]),
    ("The tapestry is fragile.", "The tapestry is robust.", ["antonyms"]),
    ("L'eau de la source est douce.", "L'eau de la source est salée.", ["antonyms"]),  # fresh against salt water
    ("The plane flew without a pilot.", "The plane flew with a pilot.", ["negation"]),  # what "without" leaves out
    ("Coffee without sugar", "With two sugars.", ["negation"]),
    ("Австрийская компания", "Компания из Австралии.", ["entities"]),  # not the adjective of that place
    ("Il faut quatre-vingt-un euros.", "Il faut vingt et un euros.", ["numbers"]),
    ("The fire was started on purpose.", "The fire was started by accident.", ["antonyms"]),
    ("Der Brand wurde absichtlich gelegt.", "Der Brand entstand versehentlich.", ["antonyms"]),
    ("The typewriter is in working order.", "The typewriter is broken.", ["antonyms"]),
    ("Около тысячи человек", "Пришло около двух тысяч человек.", ["numbers"]),  # "тысячи" after "около" is 1,000
    ("Several hundred", "Several thousand people watched.", ["numbers"]),  # a count said by its size
    ("Несколько сотен", "Пришло несколько тысяч человек.", ["numbers"]),
    ("Vinieron cientos de personas.", "Vinieron miles de personas.", ["numbers"]),
    ("Several hundred", "About forty people watched.", ["numbers"]),  # an exact count of another size
    ("El nido era pequeño.", "El nido era enorme.", ["antonyms"]),
    ("The concert took place.", "The concert was cancelled.", ["antonyms"]),
    ("Das Konzert fand statt.", "Das Konzert wurde abgesagt.", ["antonyms"]),
    ("The tank is empty.", "The tank is not empty.", ["negation"]),
    ("Der Baum wuchs kerzengerade.", "Der Baum wuchs krumm.", ["antonyms"]),
    ("Los corredores iban despacio.", "Los corredores iban deprisa.", ["antonyms"]),
    ("La truffe était fraîche.", "La truffe était avariée.", ["antonyms"]),
    ("L'orchidée est rare.", "L'orchidée est très commune.", ["antonyms"]),
    ("Ёжики были худыми.", "Ёжики были толстыми.", ["antonyms"]),
    ("Урожай был богатым.", "Урожай был скудным.", ["antonyms"]),
    # a Spanish preterite follows its new subject's number, however short ("dio" / "dieron")
    ("La campeona dio clases a las niñas.", "Las niñas dieron clases a la campeona.", ["antonyms"]),
    ("La cooperativa les pagó a los agricultores.", "Los agricultores le pagaron a la cooperativa.", ["antonyms"]),
]

# (reference, answer): the same meaning said another way — no check may fire
SAME_MEANING = [
    ("It needed planning permission.", "It was put up without the permission it required."),  # both say a lack
    ("Une tortue de mer", "Une tortue marine"),  # a noun and its adjective, of other roots
    ("There was a long dry spell.", "It hardly rained for months."),  # a dry spell is a lack of rain
    ("The spring dried up.", "Its water source stopped flowing."),  # both say it ceased
    # two clauses joined by "and" are two things that happened, not two parts of a list
    ("The heating failed and the trees were at risk.", "A broken boiler left the trees in danger from the cold."),
    ("Россия победила Канаду.", "Канаду победила Россия."),  # the endings say who, whatever the order
    ("Un festival de nuit", "Un festival nocturne"),
    ("Le lait manquait.", "Elle ne recevait plus assez de lait."),  # "manquait" says the lack
    ("Milk was in short supply.", "It wasn't getting enough milk."),
    ("Milk was scarce.", "There wasn't enough milk."),
    ("A finales de agosto", "A finales de agosto, antes que nunca."),  # "que nunca": than ever
    ("Plus tôt que prévu", "Plus tôt que jamais."),
    ("Триста километров в час", "В пике сокол развивает 300 км/ч."),
    ("Cent ans", "Il a 100 ans."),
    ("Eine Dreivierteltonne", "Er hat 750 Kilo Honig geerntet."),  # a quarter of any unit in one word
    ("Sechs Stunden", "Es dauerte einen Vierteltag."),
    ("A dog from Wales", "A Welsh dog won."),  # a place and its adjective
    ("Waiting times fell sharply.", "People were seen much sooner."),  # a short sentence's opening words
    ("The ice was too thin to be safe.", "The ice was unsafe."),  # an excess denies what follows it
    ("Hundreds of homes lost their supply.", "Several hundred households were left without running water."),
    ("It chased a rabbit over the cliff edge.", "It ran after a rabbit and went over the top."),  # places on a thing
    ("Рыбаки обвинили министерство.", "Министерство обвинили рыбаки."),  # another order, the same cases
    ("Its enclosure was too small.", "It didn't have enough room where it was."),  # "enough room": space
    ("Bad light.", "It had become too dark to play."),  # "bad" denies "light"
    ("Deux heures et quart", "Le train a été bloqué pendant deux heures et quart."),  # "et quart": no part
    ("She stopped baking on Sundays.", "Sunday baking was dropped under the new owner."),  # stopped, passive
    ("It could no longer afford to run them.", "Running them had become too expensive."),  # "too expensive": a lack
    ("In diesem Fall haben wir kein Glück.", "Das ist eines der Dinge, bei denen man Pech hat."),  # kein Glück = Pech
    ("The wind was too strong for a safe launch.", "Gusts made it unsafe."),
    ("A British rower", "A rower from Great Britain."),
    ("Eine Hündin aus Wales", "Gewonnen hat eine walisische Hündin."),  # "Gewonnen hat": a verb, no name
    ("Only the cash register", "They took the till and nothing else."),  # "and nothing else" says "only"
    ("Лето было засушливым.", "Летом почти не было дождей."),  # a drought is a lack of rain
    ("There was a drought.", "It hardly rained at all."),
    ("Un taller de Florencia", "Los frescos los restauró un taller florentino."),  # a place and its adjective
    ("Der Fischbestand war zu klein geworden.", "Es gab nicht mehr genug Fische."),  # too small: not enough
    ("The room was too small.", "The room was not big enough."),
    ("Пожарные вызвали соседа.", "Соседа вызвали пожарные."),  # a new order, the same endings
    ("La calle Mayor y la calle Sol", "Se cortan la calle Mayor y la calle Sol."),
    ("A brown duck and a white duck stand on the grass.", "Brown and white ducks walk on green grass."),
    ("They did not qualify.", "The team failed to qualify."),  # one negation said two ways
    ("The economy hasn't shown sustainable growth.", "The economy has yet to exhibit sustainable growth."),
    ("China sends ships to the islands.", "China sends its largest fleet yet to the islands."),  # "yet": so far
    ("Paris", "It might be Paris, but I cannot be sure."),  # one guess, and it is the answer
    ("Hamilton overtook Verstappen.", "Hamilton overtook Verstappen on the last lap."),  # a place added, no roles
    ("The company sued the CEO.", "The CEO was sued by the company."),  # the passive
    ("Maria sent it to her brother.", "Maria sent the parcel to her brother."),
    ("Both tenants, Ana and Rui", "Ana and Rui signed it."),
    ("The King of Great Britain and Ireland", "He was King of Great Britain and Ireland."),
    ("Sur ordonnance.", "Ce médicament ne se vend que sur ordonnance."),  # "ne … que": only
    ("4 g", "No more than 4 g a day."),  # a bound, not a negation
    ("Höchstens 4 g.", "Nicht mehr als 4 g am Tag."),
    ("Sin embargo, el equipo ganó.", "No obstante, el equipo ganó."),  # "nevertheless"
    ("He didn't check his mirrors.", "He forgot to look in the mirrors."),  # one negation said two ways
    # a prohibition in one word, or a permission negated
    ("Smoking is prohibited here.", "You cannot smoke here."),
    ("Smoking is prohibited here.", "You may not smoke here."),
    ("Fumer est interdit ici.", "On ne peut pas fumer ici."),
    ("Курить на балконе запрещено.", "На балконе курить нельзя."),
    ("Está prohibido fumar en el tren.", "No se puede fumar en el tren."),
    ("Rauchen ist im Zug verboten.", "Im Zug darf man nicht rauchen."),
    ("Россия победила Канаду.", "Канаду победила Россия."),  # another order, the same endings: the same roles
    ("Город оштрафовал подрядчика.", "Подрядчика оштрафовал город."),  # a new order, the same forms
    ("Анна пригласила Ивана.", "Ивана пригласила Анна."),
    ("Петров обогнал Сидорова.", "Сидорова обогнал Петров."),
    # an absence said in one word on one side, with a negation on the other
    ("Por falta de clientes.", "La tienda cerró porque casi nadie compraba allí."),
    ("Lack of water.", "The plant died because it got no water."),
    # a negation in a sentence of its own, apart from the one that gives the answer
    ("Паспорт", "Для регистрации потребуется паспорт; копии других документов не нужны."),
    ("Vatican Embassy in Syria hit by mortar fire", "Vatican embassy in Syria hit by mortar; no injuries"),
    # a "why" answer restating its question's negated premise before the reason
    ("Because of the rain.", "The match did not take place because of the rain."),
    ("Заяц обогнал черепаху.", "Черепаху обогнал заяц."),
    ("Die Kinder haben den Hund gefüttert.", "Den Hund haben die Kinder gefüttert."),  # "den" marks the object
    ("By bus or by train.", "Either by bus or by train."),  # the reference offers both too
    ("Paris", "Either way, it is Paris."),
    ("This is no problem at all.", "I don't see why this could be a problem."),  # a modal, not a guess
    ("Анна пригласила Ивана.", "Иван был приглашён Анной."),  # the passive: "Анной" is a form of "Анна"
    ("In 2019 the company sued its former CEO.", "The company sued its former CEO in 2019."),
    ("Prices have gone up.", "Prices went up."),
    (
        "Returns are accepted within 30 days.",
        "Returns are accepted within 30 days; please contact support to start one.",
    ),
    # one word for a synonym, a kind for its instance, a form of the word: no kind swap
    ("The car was parked outside.", "The vehicle was parked outside."),
    ("The film came out in May.", "The movie was released in May."),
    ("Bees carry pollen between flowers.", "Bees carry pollen from blossom to blossom."),
    ("A man rides a motorcycle.", "A motorcyclist is riding."),
    ("The pipes are made of copper.", "The copper pipes carry water."),
    ("It is not safe in pregnancy.", "It is unsafe in pregnancy."),  # negation and opposite cancel out
    ("Smoking is prohibited.", "Smoking is not allowed."),
    ("You can return items within 30 days.", "Returns are accepted for thirty days."),
    ("The population is 20,000.", "About twenty thousand people live there."),
    ("Water boils at 100 degrees Celsius.", "It boils at 100 °C."),
    ("The Berlin Wall fell in 1989.", "It came down in November 1989."),  # a month added is no other date
    ("Neil Armstrong was the first person on the Moon.", "Armstrong, in 1969."),  # "first" is no count
    ("Returns the list of active users.", "It gives back the active users as a list."),  # a verb, not a name
    ("Employees get 25 days of leave.", "Staff are entitled to 25 days of leave."),
    ("Россия", "России"),  # an inflected name
    ("USA", "the United States of America"),
    ("The Pacific Ocean", "The Pacific is the largest ocean."),
    ("Prince Louis de Condé", "Louis de Condé"),
    ("The company was founded in the 1990s.", "It was set up in 1994."),  # a year of that decade
    ("The defendant was acquitted.", "The defendant was cleared."),  # one word replaced, not by its opposite
    ("The glass is transparent.", "The glass is clear."),  # a satellite and its head: alike, not opposite
    ("The defendant was acquitted.", "The court convicted someone else; the defendant was acquitted."),
    ("Canberra", "I'm not completely sure, but I believe it is Canberra."),  # hedged, yet an answer
    ("Canberra", "Is it Canberra?"),  # a question, but no disclaimer: a guess said as one
    ("El ciclista belga.", "Ganó el ciclista belga, por delante del italiano."),  # another one, beside it
    ("The fisherman rescued the swimmer.", "The swimmer was rescued by the fisherman."),  # the same, passive
    ("Germany beat Brazil.", "Brazil was beaten by Germany."),
    ("It was started deliberately.", "The fire was started by someone on purpose."),
    ("No, cyclists may not use it.", "Cyclists are barred from the bridge."),  # one prohibition, said two ways
    ("A couple of hundred", "About 200"),  # a count said by its size, then exactly
    ("Tea or coffee", "I'm not sure, but I think tea or coffee."),  # the reference offers the same choice
    ("No.", "No, it is not."),
    ("None", "No country borders it."),  # the reference is a negation word: the answer must negate too
    ("Paris", "It is Paris, not Lyon."),  # a negation about something else
    (
        "Cellulose",
        "Cellulose is the most abundant substance in the plant kingdom, and no mammal produces the enzyme needed.",
    ),  # a long reply: only a negation that bears on the reference's words counts
    ("He did not go.", "He never went."),
    ("Das Medikament ist in der Schwangerschaft nicht sicher.", "In der Schwangerschaft ist es unsicher."),
    ("Le magasin est fermé le dimanche.", "Le dimanche, le magasin n'ouvre pas."),
    # German capitalises every noun: other nouns in other words are no swapped names
    ("Eine Ärztin hat den Patienten untersucht.", "Der Patient wurde von einer Medizinerin untersucht."),
    ("Ein Mann spielt Gitarre auf der Bühne.", "Auf der Bühne spielt jemand ein Instrument."),
    ("Zwei Frauen sitzen am Tisch.", "Zwei Damen sitzen an einem Esstisch."),
    ("El agua es segura.", "Se puede beber el agua sin peligro."),
    ("Гарантия действует 30 дней.", "Срок гарантии — тридцать дней."),
    ("You need a passport and a visa.", "A visa and a passport are required."),  # every part, in any order
    ("The flag is green, white and red.", "The flag is red, white and green."),  # two items of a list exchanged
    ("France borders Spain.", "Spain borders France."),  # a relation that holds both ways
    ("Tom married Anna in 1990.", "Anna married Tom in 1990."),
    ("He moved to Paris in 1990.", "In 1990 he moved to Paris."),  # words reordered, each on its side
    ("The capital of France is Paris.", "Paris is the capital of France."),
    ("The film was directed by Joel and Ethan Coen.", "Joel and Ethan."),
    ("Il faut un passeport et un visa.", "Il faut un visa et un passeport."),
    ("She studied physics and mathematics.", "Physics and maths."),
    ("Bring your ID card and proof of address.", "Your identity card and something that proves your address."),
    ("The museum opens at 9 and closes at 5.", "It is open from 9 to 5."),  # clauses, not parts
    ("He was born in Paris and died in London.", "Born in Paris, he died in London."),
    # the converse: the opposite word with the two sides exchanged
    ("The Sun is larger than the Earth.", "The Earth is smaller than the Sun."),
    ("Alice sold the house to Bob.", "Bob bought the house from Alice."),
    ("The tenant pays the deposit to the landlord.", "The landlord receives the deposit from the tenant."),
    ("The tap water is safe to drink.", "You can drink the tap water without any risk."),  # "without" + its opposite
    ("The meeting is before lunch.", "Lunch is after the meeting."),
    ("Oslo is north of Rome.", "Rome is south of Oslo."),
    ("A ticket costs $25.", "A ticket costs twenty-five dollars."),
    ("Take it once a day.", "Take it daily."),  # the same rate in other words
    ("The trial lasts a month.", "The trial lasts four weeks."),  # within 15 %
    ("Employees get 25 days of leave per year.", "Staff are entitled to 25 days a year."),  # a rate's time
    ("It was built in the 19th century.", "It was built in the 1800s."),
    ("It was built in the 19th century.", "It was built in 1851."),
    ("Half of the voters approved.", "50% of the voters approved."),
    ("No, it is closed on Mondays.", "It isn't open on Mondays."),  # "No," and "isn't": one negation each
    ("Canberra", "Perhaps it is Canberra."),  # tentative, yet the answer
    (
        "Mars",
        "The Red Planet is Mars, though some ancient writers perhaps meant Venus when they spoke of it.",
    ),  # a long reply says "perhaps" for other reasons
    ("Gestern hat Anna die Firma verlassen.", "Anna hat gestern die Firma verlassen."),  # German word order
    ("Den Mann hat die Frau gesehen.", "Die Frau hat den Mann gesehen."),  # "den": the object either way
    ("Das Mittel ist in der Schwangerschaft nicht sicher.", "In der Schwangerschaft ist das Mittel nicht sicher."),
    ("The capital of France is Paris.", "Paris is the capital of France."),
    ("Take it twice a day.", "Take it two times daily."),
    ("A valid passport.", "You need a passport that has not expired."),  # a negation and an opposite cancel
    ("Ja, das Parken ist kostenlos.", "Ja, man muss fürs Parken nichts bezahlen."),
    ("Le musée est gratuit.", "On ne paie pas pour entrer."),
    ("Gtterdmmerung", "Götterdämmerung"),  # the accented letters lost in a bad encoding
    ("Ja, Kinder zahlen keinen Eintritt.", "Ja, für Kinder ist der Eintritt kostenlos."),
    ("Twenty One", "Vingt-et-Un is the number twenty-one in English."),  # tens and ones in words
    ("Only Spain", "It borders only Spain."),
    ("Il a donné le livre au professeur.", "Il a donné au professeur le livre."),  # words moved, no roles
    ("The museum is free on Sundays.", "On Sundays there is no entrance fee at the museum."),
    ("He was absent from the hearing.", "He did not attend the hearing."),
    ("The warranty does not cover water damage.", "Water damage is excluded from the warranty."),
    ("Магазин в воскресенье закрыт.", "В воскресенье магазин не работает."),
    ("Students and people over 65.", "It applies to pensioners over 65 and to students."),  # "over 65" is the part
    ("The address label was unreadable.", "Nobody could read the address on the label."),  # a negating prefix
    ("The account is inactive.", "The account is not active any more."),
    ("Priya reviewed Tom's code.", "Tom's code was reviewed by Priya."),
    ("They ran out of bread.", "There was no bread left to sell by midday."),  # an absence said without "not"
    ("Yeast", "The missing ingredient was yeast, which is why the dough never rose."),  # a clause of its own
    ("Из-за сильного ветра.", "Ветер был слишком сильный, и рейс отменили."),  # "Из-за" names nothing
    ("Учительница подвезла соседа.", "Соседа подвезла учительница."),  # Russian: another order, one meaning
    ("Un millier", "Il faut environ 1 000 tuiles."),  # a count said as a group; thousands grouped by a space
    ("Une douzaine d'œufs", "Il y a 12 œufs."),
    ("Он заплатил 1 500 рублей.", "Полторы тысячи рублей"),
    ("The euro traded at 1.1624 dollars.", "The euro was worth 1.1624 dollars."),  # no month of a year
    ("She swam five 100-metre races.", "She swam 5 100-metre races."),  # "100-metre" is no group of thousands
    ("Le chat était un peu nerveux.", "Le chat était un peu nerveux ce jour-là."),  # "un peu" is "a little"
    ("Llegó poco después de las diez.", "Llegó poco después de las diez de la noche."),  # "poco después": soon after
    ("She gets along with her colleagues.", "Her colleagues like her."),  # "get along with" is a verb, not "and"
    ("Mt. Kilimanjaro", "Mount Kilimanjaro."),  # "Mt" is "Mount"
    ("His iron level was too low.", "He didn't have enough iron in his blood to donate."),  # "too low": not enough
    ("Il y avait trop peu de chaises.", "Il n'y avait pas assez de chaises."),
    ("Mr. Heatley has a broken jaw.", "Heatley broke his jaw, and an MRI found torn ligaments."),  # "Mr" is no name
    ("Elle n'était pas filtrée.", "C'est une bière non filtrée."),  # "non" before a word negates it, as "ne … pas"
    ("Deux cents euros", "Ça coûte 200 €."),  # French "deux cents" is 200, not 2 cents
    ("A las once", "Abre a las 11:00."),
    ("Il n'avait plus de farine.", "Il était à court de farine."),  # "à court de" says a lack
    ("Between 4 and 11 weeks", "It takes between 4 and 11 weeks."),  # a range is no list of parts
    ("Der Hund biss den Postboten.", "Den Postboten biss der Hund."),  # German may front the object
    ("The dog saw the boys.", "The dogs saw the boy."),  # (numbers aside) no role changed
    ("She sold her car.", "She sold her car to him."),  # "her car": a possessive, no object
    ("Cincuenta mil", "El estadio tiene capacidad para 50.000 espectadores."),  # a point groups thousands
    ("Faltaban socorristas.", "No había suficientes socorristas."),  # "faltar" says a lack in any form
    ("Two and a half hours", "The hike took two and a half hours."),  # "and a half" joins no parts
    ("Salt and black pepper", "The recipe uses salt and pepper."),  # "pepper" follows no other part
    ("Ein alter Stich", "Es ist ein antiker Stich."),
    ("The defendant was not guilty.", "The jury acquitted him."),  # "not guilty" says "acquitted"
    ("Step-free access to every platform", "Every platform can now be reached without stairs."),  # "-free"
    ("Der Bahnsteig ist barrierefrei.", "Der Bahnsteig ist ohne Stufen erreichbar."),
    ("Le squelette est presque complet.", "Il ne manque presque aucun os au squelette."),  # a lack negated
    ("The hut had enough food.", "The hut did not lack food."),
    ("Kurz nach Mitternacht", "Das Feuer brach gegen 0:10 Uhr aus."),  # shortly after, around: spans of time
    ("Spain neighbours Portugal.", "Portugal neighbours Spain."),  # a symmetric relation
    ("The owner retired and no one took it over.", "Its owner stopped working and nobody wanted to run it."),
    ("El récord diario y el mensual", "Se batieron el récord diario y el mensual."),
    ("One million", "They sold a million records."),
    ("Who Wants to Be a Millionaire", "The show was Who Wants to Be a Millionaire."),  # no number
    ("The violin went unsold.", "Nobody bought the violin."),  # "unsold" says no sale
    ("Several sections were unstable.", "Parts of the walls were at risk of collapse."),  # a quantifier, no name
    ("A shepherd and his daughter", "The shepherd and his daughter saw it."),
    ("Rodgers and Hammerstein/Music Carousel", "The last musical of Rodgers and Hammerstein."),  # no "Music"
    ("Forty-five minutes without an interval", "It runs for forty-five minutes."),  # a detail left out
    ("Strong headwinds slowed it too much.", "It couldn't make enough progress against the wind."),  # an excess
    ("But we can't do it without help.", "We can't do it without you."),  # a "without" on both sides
    ("Итальянская компания", "Это компания из Италии."),  # a Russian place's adjective
    ("Французская фирма", "Фирма из Франции."),
    ("Около тысячи человек", "Пришло около 1000 человек."),
    ("Several hundred", "About four hundred people watched."),  # of the size "several hundred" says
    ("Several hundred", "Hundreds of people watched."),
    ("Varios cientos", "Unas trescientas personas."),
    ("We walked for miles.", "We walked for hundreds of metres."),  # English "miles" is no Spanish "miles"
    ("It lowers the heating when nobody is home.", "When the house is empty, it turns the heat down."),  # empty
    ("The concert took place.", "The concert was not cancelled."),
]


#: what would happen otherwise says nothing of the answer ("…, otherwise the ride won't end"), in five languages;
#: "sonst" inside a clause is "else" and keeps its negation
@pytest.mark.parametrize(
    ("reference", "answer", "fires"),
    [
        ("At the metro car park", "Leave it at the metro car park, otherwise the ride won't end.", False),
        ("Am Parkplatz an der U-Bahn", "Am Parkplatz an der U-Bahn, sonst endet die Fahrt nicht.", False),
        ("Au parking du métro", "Au parking du métro, sinon la location ne se termine pas.", False),
        ("На парковке у метро", "На парковке у метро, иначе поездка не завершится.", False),
        ("Yes, it is safe.", "It is safe only with a helmet; otherwise it is not safe.", False),
        ("Einiges von dem, was Sie tun können.", "Sie können sonst nicht viel tun.", True),
    ],
)
def test_a_negation_of_what_happens_otherwise_is_no_contradiction(reference: str, answer: str, fires: bool) -> None:
    assert ("negation" in run_checks(answer, reference)["flags"]) is fires


@pytest.mark.parametrize(("reference", "answer", "fired"), CONTRADICTIONS)
def test_each_contradiction_fires_its_check(reference: str, answer: str, fired: list[str]) -> None:
    checks = run_checks(answer, reference)
    assert checks["flags"] == fired, checks
    assert all(checks[name]["message"] for name in fired)


@pytest.mark.parametrize(("reference", "answer"), SAME_MEANING)
def test_the_same_meaning_fires_nothing(reference: str, answer: str) -> None:
    assert run_checks(answer, reference)["flags"] == []


#: the commonest opposites, one sentence each way per language: adjectives, verbs in the past (with the long
#: Spanish and Russian endings), German "-los" against "-voll"/"-lich" and English "-less" against "-ful"
COMMON_OPPOSITES = [
    ("The test was easy.", "The test was hard."),
    ("They started on Monday.", "They finished on Monday."),
    ("Das Auto ist neu.", "Das Auto ist alt."),
    ("Das Essen war gut.", "Das Essen war schlecht."),
    ("Die Diskussion war sinnvoll.", "Die Diskussion war sinnlos."),
    ("Das Werkzeug ist nützlich.", "Das Werkzeug ist nutzlos."),
    ("Es war eine hoffnungsvolle Lage.", "Es war eine hoffnungslose Lage."),
    ("Sie haben die Karten gekauft.", "Sie haben die Karten verkauft."),
    ("Wir haben den Schlüssel gefunden.", "Wir haben den Schlüssel verloren."),
    ("La voiture est nouvelle.", "La voiture est vieille."),
    ("Le repas était bon.", "Le repas était mauvais."),
    ("Cet outil est utile.", "Cet outil est inutile."),
    ("Ils ont ajouté deux chapitres.", "Ils ont supprimé deux chapitres."),
    ("Les enfants commencent à huit heures.", "Les enfants finissent à huit heures."),
    ("El coche es nuevo.", "El coche es viejo."),
    ("La comida era buena.", "La comida era mala."),
    ("Añadieron dos capítulos.", "Eliminaron dos capítulos."),
    ("Los precios aumentaron en mayo.", "Los precios disminuyeron en mayo."),
    ("Машина новая.", "Машина старая."),
    ("Еда была хорошей.", "Еда была плохой."),
    ("Магазин открыли в девять.", "Магазин закрыли в девять."),
    ("Страна импортировала нефть.", "Страна экспортировала нефть."),
    ("La habitación era amplia.", "La habitación era estrecha."),
    ("Das Zimmer war geräumig.", "Das Zimmer war eng."),
    ("Le bus était en avance.", "Le bus était en retard."),
    ("Die Strecke war flach.", "Die Strecke war hügelig."),
    ("Le concert est complet.", "Il reste encore des places pour le concert."),
    ("The play was a huge success.", "The play was a complete flop."),
    ("The cottage was tidy.", "The cottage was incredibly messy."),
    ("Le vin était très sec.", "Le vin était plutôt doux."),
    ("Вино было сухое.", "Вино было сладкое."),
    ("Sí, un curso intensivo.", "Era un curso extensivo."),
    ("Oui, la panne était générale.", "La panne était seulement locale."),
    ("Yes, turnout increased.", "Turnout dropped compared with last time."),
    ("Ja, pünktlich.", "Der Zug war spät dran."),
    ("Oui, à l'heure.", "Le train était en retard."),
    ("The share price rose.", "The share price slumped."),
    ("El fallo era grave.", "El fallo era leve."),
    ("The injury was serious.", "It was only a minor injury."),
    ("The motion passed.", "The motion was defeated."),
    ("The floodlights failed.", "The floodlights worked fine."),
    ("The studio was fully furnished.", "The studio was completely empty."),
    ("El cuadro era auténtico.", "El cuadro era falso."),
    ("The landing was smooth.", "The landing was really bumpy."),
    ("The evacuation was orderly.", "The evacuation was chaotic."),
    ("Les travaux ont avancé très vite.", "Les travaux ont avancé très lentement."),
    ("The landing was gentle.", "The landing was rough."),
    ("Посадка была мягкой.", "Посадка была жёсткой."),
    ("Le terrain est plat.", "Le terrain est très accidenté."),
    ("El terreno es llano.", "El terreno es accidentado."),
    ("La acera es muy ancha.", "La acera es muy estrecha."),
    ("The damage was minor.", "The damage was extensive."),
    ("The dog was friendly.", "The dog was aggressive."),
    ("Трамвай ходит часто.", "Трамвай ходит редко."),
    ("The handover was clean.", "The handover was sloppy."),
    ("The guide was well informed.", "The guide was poorly informed."),
    ("Les salles sont lumineuses.", "Les salles sont sombres."),
    ("The tower was reopened in spring.", "The tower stayed closed all spring."),
    ("The cow survived the birth.", "The cow died during the birth."),
    ("The school won its appeal.", "The school lost its appeal."),
    ("The crosswind was light.", "The crosswind was strong."),
    ("The thieves were caught.", "The thieves got away."),
    ("La cloche est ancienne.", "La cloche est toute récente."),
    ("Il pleut souvent.", "Il pleut rarement."),
    ("The barrier held.", "The barrier gave way."),
    ("Das Publikum war begeistert.", "Das Publikum war enttäuscht."),
    ("Der Schaden war gering.", "Der Schaden war enorm."),
    ("L'eau était chaude.", "L'eau était glaciale."),
    ("The patient was stable.", "The patient was critical."),
    ("The hall is bright.", "The hall is gloomy."),
    ("He was convicted.", "He was acquitted."),
    ("The sea was calm.", "The sea was stormy."),
    ("Зал был полон.", "Зал был пуст."),
    ("Agency nurses were included.", "Agency nurses were left out."),
    ("Кошка была спокойной.", "Кошка была испуганной."),
    ("Эта орхидея редкая.", "Эта орхидея распространённая."),
    ("The orchid is rare.", "The orchid is common."),
    ("The night was cool.", "The night was stifling."),
    ("Its popularity grew.", "Its popularity waned."),
    ("Demand rose.", "Demand shrank."),
    ("The reviews were glowing.", "The reviews were scathing."),
    ("Дороги были чистыми.", "Дороги были заснежены."),
    ("The bidding was slow.", "The bidding was frantic."),
    ("Le bilan est solide.", "Le bilan est fragile."),
    ("The pool was chilly.", "The pool was warm."),
    ("Le chien était serein.", "Le chien était agité."),
    ("The choir sang in tune.", "The choir sang out of tune."),
    ("El coro cantó afinado.", "El coro cantó desafinado."),
    ("The kiln was cooled slowly.", "The kiln was cooled rapidly."),
    ("Le virage est serré.", "Le virage est large."),
    ("The season was extended.", "The season was shortened."),
    ("Бобры активны ночью.", "Бобры активны днём."),
    ("Owls hunt at night.", "Owls hunt during the day."),
    ("The sleeping bags were dry.", "The sleeping bags were soaked."),
    ("The balloon landed gently.", "The balloon landed roughly."),
    ("Les routes étaient glissantes.", "Les routes étaient sèches."),
    ("Die Böen waren heftig.", "Die Böen waren schwach."),
]


@pytest.mark.parametrize(("reference", "answer"), COMMON_OPPOSITES)
def test_the_commonest_opposites_fire_antonyms_either_way(reference: str, answer: str) -> None:
    assert "antonyms" in run_checks(answer, reference)["flags"]
    assert "antonyms" in run_checks(reference, answer)["flags"]


@pytest.mark.parametrize(
    ("reference", "answer"),
    [
        ("Er ist arbeitslos.", "Er ist obdachlos."),  # two lacks: no opposite
        ("Das Gerät ist nützlich.", "Das Gerät ist praktisch."),
        ("The driver was careful.", "The driver was cautious."),
        ("Ils sont arrivés à midi.", "Ils sont venus à midi."),
    ],
)
def test_two_words_of_one_side_are_no_opposites(reference: str, answer: str) -> None:
    assert "antonyms" not in run_checks(answer, reference)["flags"]


def test_a_temperature_on_the_other_side_of_zero_fires_numbers() -> None:
    from answersim.metrics.blindspots.quantities import quantities

    assert [q.value for q in quantities("It was minus ten degrees Celsius.")] == [-10.0]
    assert [q.value for q in quantities("Es hatte 5 Grad Celsius unter null.")] == [-5.0]
    assert [q.value for q in quantities("Минус десять градусов Цельсия")] == [-10.0]
    assert "numbers" in run_checks("It was ten degrees Celsius.", "Minus ten Celsius")["flags"]
    assert "numbers" in run_checks("Il faisait -5 °C.", "5 °C")["flags"]
    assert run_checks("It was minus 10 °C.", "Ten degrees below zero Celsius")["flags"] == []


def test_an_adverb_moved_to_the_front_of_a_german_clause_exchanges_no_roles() -> None:
    assert run_checks("Sonntags fährt die Fähre.", "Die Fähre fährt sonntags.")["flags"] == []
    assert run_checks("Morgens öffnet die Bäckerei.", "Die Bäckerei öffnet morgens.")["flags"] == []
    assert (
        "antonyms"
        in run_checks("Der Hund hat den Briefträger gebissen.", "Der Briefträger hat den Hund gebissen.")["flags"]
    )


def test_a_negation_closing_its_clause_negates_the_verb_before_it() -> None:
    question = "Fährt die Fähre sonntags?"
    assert "negation" in run_checks("Sonntags fährt die Fähre nicht.", "Ja, auch sonntags.", question)["flags"]
    assert run_checks("Es ist Berlin, nicht München.", "Berlin")["flags"] == []  # another name after the negation


def test_modifiers_that_say_the_same_are_no_swap() -> None:
    answer = "Die Skischule wird von einem früheren Rennfahrer geleitet."
    assert run_checks(answer, "Ein ehemaliger Rennfahrer")["flags"] == []
    assert "entities" in run_checks(answer.replace("früheren", "berühmten"), "Ein ehemaliger Rennfahrer")["flags"]
    # old, ancient and antique say the same of a thing
    question, answer = "Что нашли археологи?", "Археологи нашли старинные монеты."
    assert run_checks(answer, "Древние монеты", question)["flags"] == []
    assert "entities" in run_checks(answer.replace("старинные", "золотые"), "Древние монеты", question)["flags"]


def test_a_modifier_joined_by_a_or_au_is_in_the_modifiers_slot() -> None:
    # "le chocolat au lait" for "Le chocolat noir", "la tarte aux poires" for "La tarte aux pommes"
    question = "Quel produit a le plus augmenté ?"
    answer = "C'est le chocolat au lait qui a le plus augmenté."
    assert run_checks(answer, "Le chocolat noir", question)["flags"] == ["entities"]
    assert run_checks(answer, "Le chocolat au lait", question)["flags"] == []
    assert run_checks("C'est la tarte aux poires.", "La tarte aux pommes", "Quelle tarte ?")["flags"] == ["entities"]
    assert run_checks("Sirvieron arroz al vapor.", "Arroz al horno", "¿Qué plato?")["flags"] == ["entities"]


def test_a_place_and_its_french_adjective_are_one_modifier() -> None:
    # four shared letters make one root where one word ends as an adjective of a place ("Nantes" / "nantaise")
    question = "Qui a remporté le prix ?"
    assert run_checks("Le prix est allé à une retraitée nantaise.", "Une retraitée de Nantes", question)["flags"] == []
    assert run_checks("Le prix est allé à une retraitée lyonnaise.", "Une retraitée de Nantes", question)["flags"] == [
        "entities"
    ]


def test_a_russian_noun_before_a_genitive_is_its_head_not_a_modifier() -> None:
    # "Работники парка": "сотрудники" replaces the head (a synonym), not a modifier of "парка"; a verb before a
    # name is no modifier either; adjectives before the head still are
    question = "Кто снял батуты?"
    assert run_checks("Батуты сняли сотрудники парка.", "Работники парка", question)["flags"] == []
    assert run_checks("Первым человеком в космосе стал Гагарин.", "Юрий Гагарин")["flags"] == []
    question = "Кто построил станцию?"
    assert "entities" in run_checks("Станцию построила китайская компания.", "Местная компания", question)["flags"]


def test_a_form_of_to_be_or_minus_opening_a_short_text_is_no_name() -> None:
    assert run_checks("Было -10 °C.", "Минус десять градусов")["flags"] == []
    assert run_checks("Estaba rota.", "Estaba averiada.")["flags"] == []


@pytest.mark.parametrize(
    ("reference", "answer", "fires"),
    [
        ("He eats meat.", "He stopped eating meat.", True),
        ("He eats meat.", "He gave up eating meat.", True),
        ("Yes, he eats meat.", "He hardly ever eats meat.", True),
        ("Oui, il mange de la viande.", "Il a arrêté de manger de la viande.", True),
        ("Sí, come carne.", "Dejó de comer carne.", True),
        ("Да, ест мясо.", "Он перестал есть мясо.", True),
        ("Il ne fume plus.", "Il a arrêté de fumer.", False),  # both say it has ceased
        ("Он больше не курит.", "Он перестал курить.", False),
        ("He gave up smoking.", "He stopped smoking.", False),
        ("The brakes failed.", "The brakes stopped working.", False),  # a machine that stops working broke
    ],
)
def test_an_action_said_to_have_ceased_is_denied(reference: str, answer: str, fires: bool) -> None:
    assert ("negation" in run_checks(answer, reference)["flags"]) is fires


def test_a_yes_affirms_the_questions_words_and_their_opposite_says_no() -> None:
    assert "antonyms" in run_checks("The dog was unharmed.", "Yes, it broke a leg.", "Was the dog hurt?")["flags"]
    question = "Did she keep her job after the win?"
    assert "antonyms" in run_checks("She quit her job after the win.", "Yes, she still works there.", question)["flags"]
    # the question's verb in its base form against the irregular past of its opposite
    for question, answer in [
        ("Did the toll go up?", "The toll went down by fifty pence."),
        ("Did prices rise?", "Prices fell by fifty pence."),
        ("Did sales grow?", "Sales shrank by fifty pence."),
        ("Did the team lose?", "The team won by fifty pence."),
    ]:
        assert "antonyms" in run_checks(answer, "Yes, by fifty pence.", question)["flags"], question
    question = "Is the spa open on Mondays?"
    assert run_checks("The spa is closed on Mondays.", "Yes, every day.", question)["flags"] == ["antonyms"]
    assert run_checks("It is open on Mondays too.", "Yes, every day.", question)["flags"] == []
    assert "antonyms" not in run_checks("The spa is closed on Mondays.", "No, never.", question)["flags"]  # no "yes"
    assert run_checks("The spa is closed on Mondays.", "Yes, every day.")["flags"] == []  # no question
    # a negation beside the opposite cancels it, as between two answers ("not closed" is open)
    assert "antonyms" not in run_checks("It is not closed on Mondays.", "Yes, every day.", question)["flags"]


def test_a_why_answer_may_restate_its_questions_premise_negated_before_the_reason() -> None:
    question, reference = "Почему отменили матч?", "Из-за сильного дождя."
    assert run_checks("Матч не состоялся, потому что шёл ливень.", reference, question)["flags"] == []
    assert "negation" in run_checks("Матч отменили, потому что дождя не было.", reference, question)["flags"]


def test_a_why_answer_may_tell_its_reason_with_a_negation_of_its_own() -> None:
    question, reference = "Why was the matinee cancelled?", "The lead actor was ill."
    answer = "The main actor couldn't speak, so there was no afternoon show."
    assert run_checks(answer, reference, question)["flags"] == []
    assert "negation" in run_checks(answer, reference)["flags"]  # without the question: one-sided
    # a negation of what the question or the reference says still counts
    assert "negation" in run_checks("The matinee was not cancelled.", reference, question)["flags"]
    assert "negation" in run_checks("The actor was not ill.", reference, question)["flags"]
    # "lost his voice" is an absence: "couldn't speak" says it again, with or without the question
    reference = "The lead actor lost his voice."
    assert run_checks(answer, reference)["flags"] == []
    assert "negation" in run_checks("The actor did not lose his voice.", reference, question)["flags"]
    assert "negation" in run_checks("His voice was not lost.", reference)["flags"]
    # the question's own question words are none of its words ("¿Por qué …?" is no "quería")
    question, reference = "¿Por qué separaron a la cría de su madre?", "La madre la rechazó."
    assert run_checks("La madre no quería cuidarla.", reference, question)["flags"] == []


def test_a_why_answer_may_tell_what_followed_negated_before_its_reason() -> None:
    question, reference = "Why was the meeting postponed?", "The chairwoman's flight was cancelled."
    answer = "The chair couldn't fly in because her flight was called off."
    assert run_checks(answer, reference, question)["flags"] == []
    assert "negation" in run_checks(answer, reference)["flags"]  # not asked why: one-sided
    question, reference = "Why did the match stop?", "The floodlights failed."
    assert "negation" in run_checks("It stopped because the floodlights did not fail.", reference, question)["flags"]


def test_a_without_in_the_question_leaves_a_flip_of_what_both_say_to_the_check() -> None:
    question = "Was the comet visible without a telescope?"
    reference = "Yes, it was visible to the naked eye."
    assert run_checks("It wasn't visible without a telescope.", reference, question)["flags"] == ["negation"]
    assert run_checks("It was easy to see without a telescope.", reference, question)["flags"] == []
    assert run_checks("It is sold without a prescription.", "Yes.", "Is it sold without a prescription?")["flags"] == []


def test_asked_a_refusal_answers_no_unless_the_question_says_it_too() -> None:
    question = "Did the auditor sign off the accounts?"
    answer = "The auditor refused to sign off the accounts."
    assert run_checks(answer, "Yes, she signed them off.", question)["flags"] == ["negation"]
    assert run_checks(answer, "No, she did not sign them off.", question)["flags"] == []
    asked = "Who was the captain that Princess Margaret declined to marry?"
    restated = "The captain that Princess Margaret declined to marry was Peter Townsend."
    assert run_checks(restated, "Peter Townsend", asked)["flags"] == []


@pytest.mark.parametrize(
    ("question", "reference", "answer"),
    [
        ("Did the ferry sail on Sunday?", "Yes, on time.", "The Sunday sailing was cancelled."),
        ("Did the match go ahead?", "Yes, despite the rain.", "The match was called off."),
        ("Is the honey safe to eat?", "Yes, it was tested.", "The honey failed its safety test."),
        ("Fuhr die Fähre am Sonntag?", "Ja, pünktlich.", "Die Fahrt am Sonntag fiel aus."),
        ("Le concert a-t-il eu lieu ?", "Oui, à 20 h.", "Le concert a été annulé."),
        ("¿Se celebró la boda?", "Sí, en junio.", "La boda fue cancelada."),
        ("Концерт состоялся?", "Да, вовремя.", "Концерт отменили."),
    ],
)
def test_asked_an_event_called_off_or_a_test_failed_answers_no(question: str, reference: str, answer: str) -> None:
    assert run_checks(answer, reference, question)["flags"] == ["negation"]
    # said on both sides, or asked about, it is no flip
    assert run_checks(answer, answer, question)["flags"] == []
    asked = "Was the Sunday sailing cancelled?"
    assert run_checks("The Sunday sailing was cancelled.", "Yes, because of the storm.", asked)["flags"] == []
    assert run_checks("The sailing was called off.", "Yes, it was cancelled.", "What happened?")["flags"] == []
    # read so only beside a "Yes, …": "failed the check" says no more than "found no problems" denies
    assert run_checks("It failed the check.", "The inspector found no problems.", "What was found?")["flags"] == [
        "negation"
    ]
    # an opposite of the word read as a negation is the same change, and cancels nothing
    flags = run_checks("The wiring failed the inspection.", "Yes, it passed the inspection.", "Was it safe?")["flags"]
    assert flags == ["negation", "antonyms"]


def test_a_yes_without_trouble_and_entry_without_paying_negate_nothing() -> None:
    question = "Did the castle pass its fire inspection?"
    flags = run_checks("The castle failed its fire inspection.", "Yes, without any issues.", question)["flags"]
    assert flags == ["negation", "antonyms"]  # "failed" says no, and is the opposite of the question's "pass"
    assert run_checks("Der Test lief ohne Probleme.", "Ja, ohne Probleme.", "Lief der Test gut?")["flags"] == []
    question = "Le musée est-il gratuit pour les enfants ?"
    answer = "Les enfants de moins de douze ans entrent sans payer."
    assert run_checks(answer, "Oui, jusqu'à douze ans.", question)["flags"] == []


def test_free_of_charge_is_a_price_not_a_lack_that_agrees_with_a_negation() -> None:
    # "free of charge" had been read as a lack, which agreed with the answer's "not": the contradiction passed
    assert run_checks("Bicycles are not carried.", "Bicycles are carried free of charge.")["flags"] == ["negation"]
    assert run_checks("Dogs travel at no extra cost.", "Dogs are not allowed on board.")["flags"] == ["negation"]
    # a price said as a negation is "free" in any of its forms, and a thing free of something is still a lack
    for answer, reference in [
        ("It is free of charge.", "It costs nothing."),
        ("It is free.", "It costs nothing."),
        ("Der Eintritt kostet nichts.", "Der Eintritt ist frei."),
        ("Le musée ne coûte rien.", "L'entrée est gratuite."),
        ("The hut was free of mice.", "There were no mice in the hut."),
    ]:
        assert run_checks(answer, reference)["flags"] == [], (answer, reference)


def test_a_without_beside_a_reply_keeps_its_polarity() -> None:
    # "without a scratch" beside a "Yes, …" that it denies; a "Yes, without injuries" that the answer denies
    flags = run_checks("The cat came out without a scratch.", "Yes, it had burns on its paws.", "Was the cat hurt?")
    assert flags["flags"] == ["negation"]
    question = "Did the plane land safely?"
    answer = "The plane crash-landed and several people were hurt."
    assert "negation" in run_checks(answer, "Yes, without injuries.", question)["flags"]


def test_a_no_whose_own_words_the_answer_says_is_no_negation() -> None:
    question = "Did the vet find anything wrong with the calf?"
    assert run_checks("The calf was in perfect health.", "No, it was healthy.", question)["flags"] == []
    assert "negation" in run_checks("The calf was sick.", "No, it was healthy.", question)["flags"]
    # each of the no's words must be said: "Mondays" alone does not say "stops"
    assert run_checks("It runs on Mondays.", "No, it stops on Mondays.", "Does it run on Mondays?")["flags"] == [
        "negation"
    ]
    assert run_checks("non-violent", "violence")["flags"] == ["negation"]  # "non-" opens no reply


def test_asked_in_the_plain_form_the_answers_past_opposite_says_no() -> None:
    flags = run_checks("The school lost its appeal.", "Yes, in March.", "Did the school win the appeal?")["flags"]
    assert flags == ["negation", "antonyms"]  # win/lost; and a loss only in the answer beside a "Yes" says no


def test_french_y_is_no_spanish_and() -> None:
    question = "Pourquoi la cantine a-t-elle fermé ?"
    answer = "Des souris ont été découvertes lors d'une inspection."
    assert run_checks(answer, "Un inspecteur y a trouvé des souris.", question)["flags"] == []
    assert run_checks("Fue a Madrid.", "Fue a Madrid y a Barcelona.")["flags"] == ["parts"]  # Spanish "y a": and to


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("Did the swimmer break the record?", "She fell twenty minutes short of the record."),
        ("Will cyclists pay the toll?", "Cyclists are exempt from the toll."),
        ("Is there enough water?", "There is a shortage of water."),
    ],
)
def test_beside_a_yes_a_lack_said_only_in_the_answer_says_no(question: str, answer: str) -> None:
    assert run_checks(answer, "Yes, it is.", question)["flags"] == ["negation"]
    assert run_checks(answer, "No, it is not.", question)["flags"] == []  # a no agrees with it


def test_a_rate_is_counted_per_a_time_and_a_duration_is_not() -> None:
    assert [base for base, _ in rates("twice a week, 3 times per month, or yearly")] == ["week", "month", "year"]
    assert rates("He came back a day later, after a week in Rome.") == []
    assert [span for _, span in rates("Дважды в день.")] == ["в день"]
    assert [how_often(t) for t in ("twice", "three times", "deux fois", "una vez", "два раза", "dreimal")] == [
        {2},
        {3},
        {2},
        {1},
        {2},
        {3},
    ]


def test_opposite_replies_fire_negation_even_after_a_negative_question() -> None:
    question = "Is the medication available without a prescription?"
    checks = run_checks("Yes, you can buy it without a prescription.", "No, it requires a prescription.", question)
    assert checks["flags"] == ["negation"]
    assert checks["negation"]["message"] == "the reference replies 'No', the answer 'Yes'"
    assert run_checks("Nein.", "Ja, es ist kostenlos.", "Ist es kostenlos?")["flags"] == ["negation"]
    assert run_checks("Yes, it is open daily.", "Yes.", question)["flags"] == []  # the same reply
    assert run_checks("Non, jamais.", "Non.", question)["flags"] == []


def test_messages_say_what_changed() -> None:
    checks = run_checks("It takes 13 days.", "It takes 30 days.")
    assert checks["numbers"]["message"] == "numbers differ: 30 → 13"
    checks = run_checks("The landlord owes the tenant rent.", "The tenant owes the landlord rent.")
    assert "tenant … landlord → landlord … tenant" in checks["antonyms"]["message"]
    cancelled = run_checks("It is unsafe.", "It is not safe.")
    assert cancelled["negation"]["cancelled"] and cancelled["antonyms"]["cancelled"]


def test_question_names_are_neither_missing_nor_swapped() -> None:
    question = "Who founded Microsoft together with Paul Allen?"
    wrong = run_checks("Steve Jobs founded it with Paul Allen.", "Bill Gates", question)
    assert wrong["flags"] == ["entities"] and wrong["entities"]["spans"]["extra"] == ["Steve Jobs"]
    right = run_checks("Microsoft was founded by Gates.", "Bill Gates founded Microsoft with Paul Allen.", question)
    assert right["flags"] == []
    # a part the question already names is not required of the answer
    question = "Who wrote the paper with Pierre Curie?"
    assert run_checks("Marie Curie", "Marie Curie and Pierre Curie wrote it.", question)["flags"] == []
    assert run_checks("Marie Curie", "Marie Curie and Pierre Curie wrote it.")["flags"] == ["parts"]


@pytest.mark.parametrize(
    ("question", "reference", "answer", "swap"),
    [
        (
            "Which is heavier, a kilogram of iron or a pound of feathers?",
            "A kilogram of iron",
            "A pound of feathers is heavier.",
            "kilogram of iron → pound of feathers",
        ),
        ("Is the tide coming in or going out?", "The tide is coming in.", "It is going out.", "coming in → going out"),
        ("Who won, Federer or Nadal?", "Federer", "Nadal won.", "Federer → Nadal"),
        ("Wer hat gewonnen, Federer oder Nadal?", "Federer", "Nadal", "Federer → Nadal"),
    ],
)
def test_the_other_option_of_the_question_fires_entities(question, reference, answer, swap) -> None:
    checks = run_checks(answer, reference, question)
    assert "entities" in checks["flags"] and checks["entities"]["message"].endswith(swap)
    # "a kilogram" / "a pound": the amounts differ too; "coming" / "going" are WordNet's opposites
    assert set(checks["flags"]) <= {"entities", "numbers", "antonyms"}


def test_a_name_the_question_says_in_another_form_is_still_the_answer() -> None:
    question = "In welcher Stadt steht der Kölner Dom?"
    assert "entities" in run_checks("Der Dom steht in Düsseldorf.", "In Köln", question)["flags"]
    assert run_checks("Der Dom steht in Köln.", "In Köln", question)["flags"] == []
    # written as it is in the question, a name may be the reference restating it: no swap is read
    assert "entities" not in run_checks("Peahen", "Peacock", "What is the name for a female peacock?")["flags"]


def test_a_substance_for_another_fires_entities() -> None:
    question = "Which element has the symbol Fe?"
    assert "entities" in run_checks("Fe is the symbol for lead.", "Iron", question)["flags"]
    assert "entities" in run_checks("Plants release CO₂.", "Oxygen")["flags"]
    assert run_checks("Fe is iron.", "Iron", question)["flags"] == []
    assert run_checks("Gold and silver", "Gold")["flags"] == []  # the reference's is there: the parts check's business


def test_another_modifier_of_the_head_the_question_asks_about_fires_entities() -> None:
    # "Which ward": the word before "ward" is the answer; two branches of medicine are two answers
    question = "Which ward is the patient on?"
    fired = run_checks("The patient is on the neurology ward.", "The cardiology ward", question)
    assert fired["flags"] == ["entities"] and "cardiology → neurology" in fired["entities"]["message"]
    assert run_checks("The patient is on the cardiology ward.", "The cardiology ward", question)["flags"] == []
    # without a question asking for it, a modifier may be reworded ("two beige dogs" / "two tan dogs")
    assert run_checks("The patient is on the neurology ward.", "The cardiology ward")["flags"] == []


@pytest.mark.parametrize(
    ("reference", "answer", "swap"),
    [
        ("Die blaue Tonne", "Das kommt in die gelbe Tonne.", "blaue → gelbe"),  # MOD HEAD
        ("El sendero azul", "El más corto es el sendero rojo.", "azul → rojo"),  # HEAD MOD
        ("La clase de matemáticas", "Es la clase de historia.", "matemáticas → historia"),  # HEAD de MOD
        ("La défense sicilienne", "Il a joué la défense française.", "sicilienne → française"),
        ("Учитель музыки", "Урок будет вести учитель физкультуры.", "музыки → физкультуры"),
        ("De la farine de seigle", "Ils utilisent de la farine d'épeautre.", "seigle → épeautre"),  # a partitive
    ],
)
def test_another_modifier_of_a_bare_phrases_head_fires_entities(reference, answer, swap) -> None:
    fired = run_checks(answer, reference)
    assert fired["flags"] == ["entities"] and swap in fired["entities"]["message"]


@pytest.mark.parametrize(
    ("reference", "answer", "swap"),
    [
        ("Der Kinderchor", "Gewonnen hat der Männerchor.", "kinderchor → männerchor"),  # one head, another modifier
        ("Die Kühlabteilung", "Geschlossen wurde die Versandabteilung.", "kühlabteilung → versandabteilung"),
        ("Football", "They played baseball.", "Football → baseball"),
        ("Die Mahngebühren", "Abgeschafft wurde die Jahresgebühr.", "mahngebühren → jahresgebühr"),  # a plural
    ],
)
def test_a_compound_of_the_same_head_and_another_modifier_fires_entities(reference, answer, swap) -> None:
    fired = run_checks(answer, reference)
    assert fired["flags"] == ["entities"] and swap in fired["entities"]["message"]
    # the compound itself, or a longer one that holds it, is no swap; nor a shared ending that makes words
    assert run_checks(f"{answer} Es war der {reference.split()[-1]}.", reference)["flags"] == []
    assert "entities" not in run_checks("Her goodness and generosity.", "Kindness")["flags"]
    assert "entities" not in run_checks("Im Hauptbahnhof.", "Im Bahnhof")["flags"]


@pytest.mark.parametrize(
    ("reference", "answer"),
    [
        ("Die blaue Tonne", "Papier kommt in die blaue Tonne."),  # the same modifier, declined or not
        ("Die blaue Tonne", "Papier gehört in die blauen Tonnen."),
        ("La clase de matemáticas", "La de matemáticas."),
        ("Ein zwölfjähriges Mädchen", "Gewonnen hat ein Mädchen von zwölf Jahren."),  # said another way: no slot
        ("Он измеряет температуру.", "Датчик показывает температуру."),  # a sentence: its verb may be reworded
        ("Не плохая идея", "Это хорошая идея."),  # negated
    ],
)
def test_a_modifier_kept_or_said_in_another_shape_is_no_swap(reference, answer) -> None:
    assert "entities" not in run_checks(answer, reference)["flags"]


def test_naming_both_options_or_the_same_one_fires_nothing() -> None:
    question = "Which is heavier, a kilogram of iron or a pound of feathers?"
    reference = "A kilogram of iron"
    for answer in (
        "The kilogram of iron, since a kilogram is about 2.2 pounds.",
        "A kilogram of iron is heavier than a pound of feathers.",
        "Iron, a kilogram of it.",
    ):
        assert run_checks(answer, reference, question)["flags"] == [], answer
    # without a question there is nothing to choose from; the opposite words still tell
    assert run_checks("It is going out.", "The tide is coming in.")["flags"] == ["antonyms"]


def test_a_name_of_other_words_before_the_kind_the_question_asks_for_is_another_name() -> None:
    question = "Which museum will display the fossil?"
    answer = "The fossil will go on display at the Science Museum."
    fired = run_checks(answer, "The Natural History Museum", question)
    assert fired["flags"] == ["entities"] and "Natural History Museum → Science Museum" in fired["entities"]["message"]
    # without the kind asked for, other words before one last word may name the same ("Nelson Mandela"), unless
    # that word is a generic head (`NAME_HEADS`: a museum, a city, a defence) and neither name has an "of"
    assert run_checks("Nelson Mandela", "South Africa's Mandela")["flags"] == []
    assert run_checks(answer, "The Natural History Museum")["flags"] == ["entities"]


def test_a_sentence_opening_word_written_in_lower_case_elsewhere_is_no_name() -> None:
    question = "How long does shipping take?"
    assert run_checks("Delivery takes 48 hours.", "Shipping takes 48 hours.", question)["flags"] == []
    # without that evidence the swapped first word still counts as a name ("Edison" / "Tesla")
    assert run_checks("Delivery takes 48 hours.", "Shipping takes 48 hours.")["flags"] == ["entities"]
    question = "Who invented the phonograph?"
    assert run_checks("Tesla invented the phonograph.", "Edison invented the phonograph.", question)["flags"] == [
        "entities"
    ]


def test_a_part_is_excused_only_by_the_question_naming_it_not_by_a_longer_word() -> None:
    question = "Quels sont les deux ingrédients de la vinaigrette ?"  # "vinaigrette" does not name "vinaigre"
    assert run_checks("La vinaigrette, c'est du vinaigre.", "L'huile et le vinaigre", question)["flags"] == ["parts"]
    question = "Besides oil, what goes into the dressing?"  # the question names "oil": only vinegar is required
    assert run_checks("Vinegar.", "Oil and vinegar", question)["flags"] == []


@pytest.mark.parametrize(
    ("reference", "right", "wrong"),
    [
        ("Half a million euros", "It costs €500,000.", "It costs €700,000."),
        ("Eine Viertelmillion Euro", "Die Reparatur kostet 250.000 Euro.", "Die Reparatur kostet 300.000 Euro."),
        ("Medio millón de euros", "Cuesta 500.000 euros.", "Cuesta 600.000 euros."),
        ("Полмиллиона рублей", "Стоит 500 тысяч рублей.", "Стоит 600 тысяч рублей."),
        ("Fünfzigtausend Euro", "Es kostet 50.000 Euro.", "Es kostet 50 Euro."),  # a point before three digits
    ],
)
def test_a_share_of_a_million_is_an_amount_and_names_nothing(reference: str, right: str, wrong: str) -> None:
    assert run_checks(right, reference)["flags"] == []
    assert run_checks(wrong, reference)["flags"] == ["numbers"]


def test_a_word_repeated_from_the_question_states_a_part_only_as_written() -> None:
    question = "What was on the car deck?"  # "car" is not "caravans"
    assert run_checks("There were lorries on the car deck.", "Lorries and caravans", question)["flags"] == ["parts"]
    assert run_checks("Lorries and caravans were on the car deck.", "Lorries and caravans", question)["flags"] == []


def test_a_half_after_and_is_part_of_its_number_not_a_part() -> None:
    assert run_checks("Costó 2,5 millones.", "Dos millones y medio")["flags"] == []
    assert run_checks("Tardó dos horas.", "Dos horas y media")["flags"] == ["numbers"]
    assert run_checks("Il a fallu deux heures.", "Deux heures et demie")["flags"] == ["numbers"]


def test_a_month_that_is_also_a_function_word_is_a_part_with_its_capital() -> None:
    question = "Which months does the hive swarm in?"
    assert run_checks("It swarms in June.", "May and June", question)["flags"] == ["parts"]
    assert run_checks("It swarms in May.", "May and June", question)["flags"] == ["parts"]
    assert run_checks("It swarms in May and in June.", "May and June", question)["flags"] == []


def test_a_russian_list_of_a_name_and_a_longer_name_has_two_parts() -> None:
    # no article marks "Санкт-Петербург" as another name, as "the" does in "Canada and the United States"
    question = "Какие два города самые большие в России?"
    answer = "Самый большой город России — Москва."
    assert run_checks(answer, "Москва и Санкт-Петербург", question)["flags"] == ["parts"]
    assert run_checks("Москва и Санкт-Петербург.", "Москва и Санкт-Петербург", question)["flags"] == []


def test_a_french_elided_article_is_no_part_of_a_name() -> None:
    question = "Quel est le plus grand océan ?"
    # "L'océan" opens with no name; "l'Atlantique" names "Atlantique"
    assert run_checks("C'est l'océan Atlantique.", "L'océan Pacifique", question)["flags"] == ["entities"]
    assert run_checks("Le plus grand océan est l'Atlantique.", "Le Pacifique", question)["flags"] == ["entities"]
    assert run_checks("C'est l'océan Pacifique.", "Le Pacifique", question)["flags"] == []
    assert run_checks("C'est l'Atlantique.", "Atlantique", question)["flags"] == []


def test_a_preposition_opening_a_short_reference_is_no_name() -> None:
    question = "Warum wurde das Spiel abgebrochen?"
    answer = "Das Spiel wurde beendet, weil ein Unwetter mit Blitzen aufzog."
    assert run_checks(answer, "Wegen eines Gewitters.", question)["flags"] == []
    assert run_checks("Wegen Nebels fuhr Emma nach Berlin.", "Wegen Nebels fuhr Emma nach Hamburg.")["flags"] == [
        "entities"
    ]


def test_numbers_words_multipliers_and_entity_spans() -> None:
    assert [v for v, _, _ in numbers("zwanzigtausend, 3 million, две тысячи, dix-sept, veinte")] == [
        20000.0,
        3e6,
        2000.0,
        17.0,
        20.0,
    ]
    # a number in words ends with a smaller one ("and sixty-six"), never across punctuation
    assert [v for v, _, _ in numbers("three hundred and sixty-six days, two thousand and five")] == [366.0, 2005.0]
    assert [v for v, _, _ in numbers("half a dozen, a dozen")] == [6.0, 12.0]
    assert [v for v, _, _ in numbers("one point two five, the point is two")] == [1.25, 2.0]  # spoken decimals
    # multipliers in a row multiply ("seven hundred thousand" is no "seven hundred" of a unit "thousand")
    assert [v for v, _, _ in numbers("seven hundred thousand, two hundred million")] == [7e5, 2e8]
    # tens and ones in words, in five languages
    text = "forty five, сорок пять, cuarenta y cinco, vingt et un, fünfundvierzig, einundzwanzig"
    assert [v for v, _, _ in numbers(text)] == [45.0, 45.0, 45.0, 21.0, 45.0, 21.0]
    assert entities("Leonardo da Vinci painted it in Rio de Janeiro on Monday.") == [
        "Leonardo da Vinci",
        "Rio de Janeiro",
    ]


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("триста шестьдесят шесть дней", [366.0]),  # hundreds in one word, then tens and ones
        ("trescientos sesenta y seis días", [366.0]),
        ("trois cent soixante-six jours", [366.0]),  # French "cent" after a French number word
        ("dreihundertsechsundsechzig Tage", [366.0]),  # German in one word
        ("тысяча девятьсот сорок пять", [1945.0]),  # a thousand alone opens the number
        ("mil novecientos cuarenta y cinco", [1945.0]),
        ("mille neuf cent quarante-cinq", [1945.0]),
        ("neunzehnhundertfünfundvierzig", [1945.0]),
        ("zweitausendzwanzig, eintausend, hundertzwanzig", [2020.0, 1000.0, 120.0]),
        ("soixante-dix-huit, quatre-vingt-onze, soixante et onze", [78.0, 91.0, 71.0]),  # French tens of 70-99
        ("quatre-vingt-un, soixante-et-une, quatre-vingt-une", [81.0, 61.0, 81.0]),  # "un" hyphened after tens
        ("около тысячи, за тысячу, с тысячей, тысячи людей", [1000.0, 1000.0, 1000.0]),  # not "thousands of"
        ("два миллиона триста тысяч, doscientas, veintitrés", [2.3e6, 200.0, 23.0]),
        ("cent trente, cent vingt et un", [130.0, 121.0]),  # French "cent" opening a number
        ("Mille cent, deux mille cent vingt", [1100.0, 2120.0]),  # and after a thousand, which it adds to
        ("two and a half million, three and a half", [2.5e6, 3.5]),  # "and a half" is part of the number
        ("zweieinhalb Millionen, Zwei Dutzend", [2.5e6, 24.0]),  # a fraction in one word, and dozens, multiply
        # a share of a thousand or more is one number, in words or in one word
        ("half a million, a quarter of a million, three quarters of a billion", [5e5, 2.5e5, 7.5e8]),
        ("eine halbe Million, eine Viertelmillion, un demi-million", [5e5, 2.5e5, 5e5]),
        ("medio millón, un cuarto de millón, полмиллиона, четверть миллиона", [5e5, 2.5e5, 5e5, 2.5e5]),
        ("Полторы сотни, две сотни, сотни людей", [150.0, 200.0]),  # "сотня" multiplies; "hundreds of" counts none
        # a half inside or after a number's words, or after what it counts
        ("Две с половиной тысячи, deux millions et demi, dos millones y medio", [2500.0, 2.5e6, 2.5e6]),
        ("dos horas y media, deux heures et demie, trois kilos et demi", [2.5, 2.5, 3.5]),
        ("two and a quarter million, one and three quarters", [2.25e6, 1.75]),
        ("half an hour, a quarter of an hour, half a dozen", [6.0]),  # shares of no multiplier: not here
        # numbers side by side stay apart: a year said in two parts, a count, ones after ones
        ("nineteen forty-five", [19.0, 45.0]),
        ("twenty twenty", [20.0, 20.0]),
        ("cinco y seis", [5.0, 6.0]),
        ("five cents", [5.0]),  # English "cents" multiplies nothing
        ("one cent, cent", [1.0]),  # nor is "cent" alone a hundred
        ("tausend Dank, Jahrhundert", []),  # no count: "tausend" alone, a word that contains "hundert"
        ("tausend Meter, tausend Besucher", [1000.0, 1000.0]),  # "tausend" alone before a unit or a plural
        ("Zweieinhalbtausend, eineinhalbtausend, anderthalbtausend", [2500.0, 1500.0, 1500.0]),
        # a number in words after "a million" and below it is part of it
        ("Un million deux cent mille, eine Million zweihunderttausend", [1.2e6, 1.2e6]),
        ("a million two hundred thousand, un millón doscientos mil", [1.2e6, 1.2e6]),
        ("a million, two hundred", [1e6, 200.0]),
        ("Deux heures et quart, dos horas y cuarto", [2.25, 2.25]),  # a quarter after what is counted
        ("un quart de million, trois quarts de million", [2.5e5, 7.5e5]),  # French shares of a multiplier
        # Russian numerals in the genitive and the instrumental; "семью" is "family"
        ("около трёхсот двадцати, более пяти минут, с тремя детьми, Семью", [320.0, 5.0, 3.0]),
        ("Cent mètres. Il a cent ans, les cent jours", [100.0, 100.0, 100.0]),  # French "cent" alone
        ("Cent.", []),  # a one-word answer: the coin
        # a whole number and any share of it in words
        ("one and three-fifths million, five and a tenth, two and a half", [1.6e6, 5.1, 2.5]),
    ],
)
def test_numbers_in_words_of_several_parts(text: str, values: list[float]) -> None:
    assert [v for v, _, _ in numbers(text)] == values


def test_check_names_for_the_gate() -> None:
    assert check_names("negation, numbers") == ("negation", "numbers")
    assert check_names(["hedge"]) == ("hedge",)
    assert check_names("all") == ("numbers", "negation", "antonyms", "entities", "hedge", "parts")
    assert check_names(None) == () and check_names([]) == ()
    with pytest.raises(ConfigError, match="unknown check negaton; choose from numbers, negation"):
        check_names("negaton")


def test_verdict_rules_cap_below_any_threshold() -> None:
    flagged = {"flags": ["entities", "numbers"]}
    score, decision = verdict_rules(0.93, flagged, 0.5)
    assert score == VERDICT_CAP == 0.45
    assert decision == {"rule": "numbers", "flags": ["numbers", "entities"], "cap": 0.45, "uncapped": 0.93}
    assert verdict_rules(0.93, flagged, 0.3)[0] == pytest.approx(0.27)  # a lower threshold: still fails
    assert verdict_cap(0.8) == 0.45
    assert verdict_rules(0.2, flagged, 0.5)[0] == 0.2  # never raised
    assert verdict_rules(0.93, {"flags": []}, 0.5) == (0.93, {"rule": None, "flags": [], "cap": 0.45, "uncapped": 0.93})


def test_answer_fails_a_flagged_pair_and_says_why(local_model) -> None:
    metric = get_metric("answer", model=local_model)
    result = metric.score("The tax return is due on 31 July.", "The tax return is due on 31 January.")
    assert result.passed is False and result.score <= VERDICT_CAP
    verdict = result.details["verdict"]
    assert verdict["rule"] == "numbers" and verdict["uncapped"] > 0.5  # it would have passed
    assert "Capped at 0.45 by the numbers check (dates differ: July → January)" in result.reason
    # another reference that the answer does state rescues it: the best reference decides
    rescued = metric.score("31 July", "The tax return is due on 31 January.", references=["31 January"])
    assert rescued.details["verdict"]["rule"] is None and rescued.passed
    # the issue's examples: "not safe" and a swapped city no longer pass
    assert not metric.score("It is safe in pregnancy.", "It is not safe in pregnancy.").passed
    assert not metric.score("Berlin", "München").passed
    assert metric.score("It is not safe in pregnancy.", "It is unsafe in pregnancy.").passed


def test_embedding_metrics_keep_their_score_and_carry_the_flags(fake_embeddings) -> None:
    cosine = get_metric("cosine", model=fake_embeddings)
    same = cosine.score("It is safe in pregnancy.", "It is safe in pregnancy.")
    flipped = cosine.score("It is safe in pregnancy.", "It is not safe in pregnancy.")
    assert flipped.details["checks"]["flags"] == ["negation"] and flipped.flags == ["negation"]
    assert same.flags == [] and flipped.score > 0  # the score itself is untouched


CASES = [
    {"id": "ok", "expected_output": "The warranty lasts two years.", "actual_output": "The warranty lasts two years."},
    {"id": "num", "expected_output": "The warranty lasts 30 days.", "actual_output": "The warranty lasts 13 days."},
    {"id": "neg", "expected_output": "The offer is valid.", "actual_output": "The offer is not valid."},
]


def test_fail_on_flag_fails_flagged_items_whatever_their_score(fake_embeddings) -> None:
    metric = get_metric("cosine", model=fake_embeddings, threshold=0.0, mapping="affine")  # all pass on score
    plain = evaluate(CASES, [metric], progress=False)
    assert all(i.results["cosine"].passed for i in plain.items)
    gated = evaluate(CASES, [metric], progress=False, fail_on_flag="numbers")
    verdicts = {i.id: i.results["cosine"].passed for i in gated.items}
    assert verdicts == {"ok": True, "num": False, "neg": True}
    assert [i.id for i in gated.flagged_items()] == ["num", "neg"]
    assert [i.id for i in gated.flagged_items(["numbers"])] == ["num"]
    num = gated.items[1].results["cosine"]
    assert num.details["failed_on_flag"] == ["numbers"] and "flagged by numbers" in num.reason
    assert gated.meta["fail_on_flag"] == ["numbers"]
    assert gated.aggregates["cosine"].pass_rate == pytest.approx(2 / 3)
    with pytest.raises(ConfigError, match="unknown check"):
        evaluate(CASES, [metric], progress=False, fail_on_flag="numbrs")


@pytest.fixture
def cases_file(tmp_path):
    path = tmp_path / "cases.jsonl"
    path.write_text("\n".join(json.dumps(c) for c in CASES) + "\n")
    return path


def test_eval_shows_flags_and_the_gate_exits_1(cases_file, tmp_path, capsys) -> None:
    common = ["--provider", "fake", "--no-cache", "--no-progress"]
    out_csv, out_json = tmp_path / "r.csv", tmp_path / "r.json"
    assert main(["eval", str(cases_file), *common, "-o", str(out_csv)]) == 0
    table = capsys.readouterr().out.splitlines()
    header = table[0].split("\t")
    assert header[-2:] == ["flags", "actual_output"]
    rows = {line.split("\t")[0]: line.split("\t") for line in table[1:4]}
    assert rows["ok"][-2] == "-" and rows["num"][-2] == "⚠ numbers" and rows["neg"][-2] == "⚠ negation"
    flags = {r["id"]: r["flags"] for r in csv.DictReader(io.StringIO(out_csv.read_text()))}
    assert flags == {"ok": "", "num": "numbers", "neg": "negation"}
    out_md = tmp_path / "r.md"
    assert main(["eval", str(cases_file), *common, "-q", "-o", str(out_md)]) == 0
    rows_md = [line for line in out_md.read_text().splitlines() if line.startswith("| num |")]
    assert len(rows_md) == 1 and "| numbers |" in rows_md[0]

    code = main(["eval", str(cases_file), *common, "--fail-on-flag", "negation,numbers", "-o", str(out_json)])
    assert code == 1
    err = capsys.readouterr().err
    assert "flag gate failed: 2 item(s) flagged (numbers 1, negation 1): num, neg" in err
    doc = json.loads(out_json.read_text())
    assert {i["id"]: i["flags"] for i in doc["items"]} == {"ok": [], "num": ["numbers"], "neg": ["negation"]}
    assert main(["eval", str(cases_file), *common, "--fail-on-flag", "hedge"]) == 0  # nothing of that kind


def test_score_prints_each_fired_check(capsys) -> None:
    assert main(["score", "30 days", "13 days", "--provider", "fake", "--no-cache"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[-1] == "⚠ numbers differ: 30 → 13"


def test_compare_fails_on_newly_flagged_items(tmp_path, capsys) -> None:
    db = tmp_path / "runs.db"
    base, new = tmp_path / "base.jsonl", tmp_path / "new.jsonl"
    base.write_text("\n".join(json.dumps(c) for c in CASES[:2]) + "\n")  # "num" already flagged
    new.write_text("\n".join(json.dumps(c) for c in CASES) + "\n")  # "neg" is new, and flagged
    common = ["--provider", "fake", "--runs-db", str(db), "--no-cache", "-q"]
    assert main(["eval", str(base), "--save-run", "base", *common]) == 0
    assert main(["eval", str(new), "--save-run", "new", *common]) == 0
    capsys.readouterr()
    assert main(["compare", "base", "new", "--runs-db", str(db), "--fail-on-flag", "numbers"]) == 0
    assert main(["compare", "base", "new", "--runs-db", str(db), "--fail-on-flag", "all"]) == 1
    out = capsys.readouterr()
    assert "newly flagged (numbers, negation, antonyms, entities, hedge, parts): 1 item(s)" in out.out
    assert "1 item(s) newly flagged in new: neg" in out.err
    assert main(["compare", "base", "new", "--runs-db", str(db), "--fail-on-flag", "all", "--json"]) == 1
    payload = json.loads(capsys.readouterr().out)
    assert payload["fail_on_flag"]["newly_flagged"] == [{"id": "neg", "flags": ["negation"]}]


def test_relations_that_hold_both_ways_are_not_common_words_of_another_language() -> None:
    from answersim.metrics.blindspots.words import matches
    from answersim.metrics.lexicon import SYMMETRIC

    both_ways = ["borders", "married", "twinned", "grenzt", "épousé", "casó", "граничит"]
    assert all(any(matches(entry, w) for entry in SYMMETRIC) for w in both_ways)
    one_way = ["case", "castle", "casa", "marine", "limited", "against", "defeated"]  # "won against" has a direction
    assert not any(matches(entry, w) for entry in SYMMETRIC for w in one_way)


@pytest.mark.parametrize(
    ("question", "reference", "answer", "fires"),
    [
        ("Where did the fire start?", "In the kitchen", "The fire started in the garage.", True),
        ("What was the shed made of?", "Brick", "The shed was made of timber.", True),
        ("Where was the boat moored?", "Beneath the bridge", "The boat was moored beneath the pier.", True),
        ("Where did they find the dog?", "In the garden", "They found the dog in the yard.", False),  # one place
        ("Where did the fire start?", "In the kitchen", "It began in the kitchen of the flat.", False),
    ],
)
def test_a_short_answers_thing_for_another_unrelated_in_the_restated_question_fires_entities(
    question: str, reference: str, answer: str, fires: bool
) -> None:
    assert ("entities" in run_checks(answer, reference, question)["flags"]) is fires


def test_a_name_said_only_by_the_kind_the_question_asks_for_is_not_said() -> None:
    question = "Which comet was shown?"
    assert run_checks("The planetarium showed comet Hale-Bopp.", "Halley's Comet", question)["flags"] == ["entities"]
    assert run_checks("The planetarium showed Halley's comet.", "Halley's Comet", question)["flags"] == []
    assert run_checks("They sailed on the lake near Zurich.", "Lake Geneva", "Which lake?")["flags"] == ["entities"]


def test_a_name_joined_by_of_the_is_one_name() -> None:
    assert entity_spans("Lake of the Woods") == [("Lake of the Woods", True)]
    assert entity_spans("Rio de la Plata") == [("Rio de la Plata", True)]
    # its "the" is no word of the name that "theatre" could say
    book = "Which book did she read?"
    assert run_checks("She read The Hobbit for the theatre club.", "The Lord of the Rings", book)["flags"] == [
        "entities"
    ]
    question = "Which lake held the contest?"
    assert run_checks("It was held on Lake Winnipeg.", "Lake of the Woods", question)["flags"] == ["entities"]
    assert run_checks("It was held on Lake of the Woods.", "Lake of the Woods", question)["flags"] == []


def test_noon_takes_the_minutes_said_after_it_and_an_afternoon_is_no_noon() -> None:
    assert [set(meanings) for meanings, _, _ in clock_times("à midi et demi")] == [{750}]
    assert [set(meanings) for meanings, _, _ in clock_times("a medianoche y media")] == [{30}]
    assert clock_times("Il est venu dans l'après-midi.") == []


def test_a_russian_to_be_is_no_word_of_the_other_side_in_a_reason() -> None:
    question = "Почему отменили рейс?"
    assert run_checks("Из-за густого тумана ничего не было видно.", "Был сильный туман.", question)["flags"] == []
    assert run_checks("Тумана не было.", "Был сильный туман.", question)["flags"] == ["negation"]


def test_a_bare_no_is_said_by_the_opposite_of_the_questions_word() -> None:
    question = "Is the museum open today?"
    assert run_checks("The museum is closed today.", "No.", question)["flags"] == []
    assert run_checks("The museum is open today.", "No.", question)["flags"] == ["negation"]


def test_a_source_that_dried_up_no_longer_flows() -> None:
    assert run_checks("The spring dried up.", "Yes, strongly.", "Is the spring still flowing?")["flags"] == ["negation"]


def test_a_thing_clear_of_what_the_reply_affirms_says_no() -> None:
    question = "Was the trail icy?"
    assert run_checks("The trail was completely clear of ice.", "Yes, very icy.", question)["flags"] == ["negation"]
    assert run_checks("The road was clear of snow.", "Yes, clear of snow.", "Was the road clear?")["flags"] == []


@pytest.mark.parametrize(
    ("reference", "right", "wrong"),
    [
        ("El pueblo está al este del río.", "El pueblo queda al este del río.", "El pueblo está al oeste del río."),
        ("Le vent vient de l'est.", "C'est un vent d'est.", "Le vent vient de l'ouest."),
        ("La ville est à l'est de Lyon.", "Elle se trouve à l'est de Lyon.", "La ville est à l'ouest de Lyon."),
        ("La costa oriental.", "En la costa oriental.", "La costa occidental."),
    ],
)
def test_east_and_west_in_french_and_spanish_after_an_article(reference: str, right: str, wrong: str) -> None:
    assert run_checks(right, reference)["flags"] == []
    assert run_checks(wrong, reference)["flags"] == ["antonyms"]


def test_french_est_and_spanish_este_alone_are_no_direction() -> None:
    # "est" is also "is", "este" also "this": only after "à l'"/"de l'", "al"/"del"/"el" are they east
    assert run_checks("Le musée est à l'ouest.", "Le musée est fermé.")["flags"] != ["antonyms"]
    assert "antonyms" not in run_checks("El pueblo está al oeste.", "Este pueblo está en el valle.")["flags"]


def test_a_given_name_swapped_before_the_same_family_name_after_a_shared_opening_word() -> None:
    question = "Кто написал сценарий?"  # the opening "Сценарий" is in both: the one name left is read for a twin
    assert run_checks("Сценарий написал Сергей Петров.", "Сценарий написал Иван Петров.", question)["flags"] == [
        "entities"
    ]
    assert run_checks("Сценарий написал Иван Петров.", "Сценарий написал Иван Петров.", question)["flags"] == []


def test_a_russian_sentence_reworded_from_its_first_word_is_no_name_swapped() -> None:
    question = "Почему перенесли матч?"
    assert run_checks("Голкипер был травмирован.", "Вратарь получил травму.", question)["flags"] == []
    # one opening noun swapped in the same sentence, or a family name, still is
    assert run_checks("Кошка играет на гитаре.", "Человек играет на гитаре.")["flags"] == ["entities"]
    assert run_checks("Петров выиграл гонку.", "Иванов победил в гонке.")["flags"] == ["entities"]


@pytest.mark.parametrize(
    ("reference", "cut_short", "whole"),
    [
        ("It runs from Lyon to Turin.", "It starts in Lyon.", "It links Lyon and Turin."),
        ("Из Москвы в Казань.", "Из Москвы.", "Между Москвой и Казанью."),
        ("Desde Sevilla hasta Cádiz.", "Sale de Sevilla.", "De Sevilla a Cádiz."),
    ],
)
def test_a_route_named_only_by_where_it_starts_misses_where_it_ends(reference: str, cut_short: str, whole: str) -> None:
    question = "Where does the route start and end?"
    assert run_checks(cut_short, reference, question)["flags"] == ["parts"]
    assert run_checks(whole, reference, question)["flags"] == []


def test_a_route_named_by_its_end_alone_may_answer_where_to() -> None:
    # "Wohin fuhr er?": the end alone is an answer; and a question that names the end excuses it
    assert run_checks("Er fuhr nach Köln.", "Er fuhr von Basel nach Köln.", "Wohin fuhr er?")["flags"] == []
    question = "Where did the Turin train start?"
    assert run_checks("In Lyon.", "It ran from Lyon to Turin.", question)["flags"] == []


def test_a_comparison_with_a_pronoun_turned_round_is_its_converse() -> None:
    reference = "She is older than her brother."
    assert run_checks("Her brother is younger than her.", reference)["flags"] == []
    assert run_checks("Her brother is younger than she is.", reference)["flags"] == []
    assert run_checks("Her brother is older than her.", reference)["flags"] == ["antonyms"]
    assert run_checks("She is younger than her brother.", reference)["flags"] == ["antonyms"]  # "her" owns here


@pytest.mark.parametrize(
    ("question", "reference", "answer", "no"),
    [
        ("Is entry free?", "Yes.", "Yes, you don't have to pay anything.", "No"),
        ("Ist der Eintritt frei?", "Ja.", "Ja, man muss nichts bezahlen.", "Nein"),
        ("¿Es gratis la entrada?", "Sí.", "Sí, no hay que pagar nada.", "No"),
        ("Вход бесплатный?", "Да.", "Да, платить ничего не нужно.", "Нет"),
    ],
)
def test_a_yes_that_goes_on_with_a_negation_of_its_own_agrees_with_a_bare_yes(question, reference, answer, no) -> None:
    assert run_checks(answer, reference, question)["flags"] == []
    # a price said as none is "free", with or without its yes; after a "no" it still says no
    rest = answer.split(", ", 1)[1]
    assert run_checks(rest, reference, question)["flags"] == []
    assert run_checks(f"{no}, {rest}", reference, question)["flags"] == ["negation"]


@pytest.mark.parametrize(
    ("reference", "wrong"),
    [
        ("The grandfather paid for dinner.", "The grandson paid for dinner."),
        ("Der Großvater hat bezahlt.", "Der Enkel hat bezahlt."),
        ("El abuelo pagó la cena.", "La cena la pagó el nieto."),
        ("Ужин оплатил дедушка.", "Ужин оплатил внук."),
        ("It opens inwards.", "It opens outwards."),
    ],
)
def test_kin_a_generation_apart_and_inwards_outwards_are_opposites(reference: str, wrong: str) -> None:
    assert run_checks(wrong, reference)["flags"] == ["antonyms"]


def test_kin_said_from_the_other_side_and_listed_in_either_order_say_the_same() -> None:
    assert run_checks("Anna is Tom's granddaughter.", "Tom is Anna's grandfather.")["flags"] == []
    # two words joined by "and" are a list: their order says nothing ("teacher", "student" are opposites too)
    assert run_checks("A son and his father.", "A father and his son.")["flags"] == []
    assert run_checks("The student and the teacher.", "The teacher and the student.")["flags"] == []
    assert run_checks("The student beat the teacher.", "The teacher beat the student.")["flags"] == ["antonyms"]


@pytest.mark.parametrize(
    ("reference", "cut_short", "whole"),
    [
        ("Vitamins A and D.", "Vitamin D.", "Vitamin A and vitamin D."),
        ("Groups B and C", "It was in Group C.", "Groups B and C."),
        ("Batches 14 and 15", "Batch 15.", "Batches 14 and 15."),
    ],
)
def test_letters_after_one_head_are_parts_of_a_list(reference: str, cut_short: str, whole: str) -> None:
    assert run_checks(cut_short, reference)["flags"] == ["parts"]
    assert run_checks(whole, reference)["flags"] == []
    # "A" that opens a phrase is the article, whose noun follows
    assert run_checks("A visa is needed.", "A passport and a visa are needed.")["flags"] == ["parts"]


def test_a_name_said_only_as_a_belief_the_answer_corrects_is_not_its_answer() -> None:
    question = "What is the capital of Australia?"
    wrong = ["It is often said to be Canberra, but it is really Sydney."]
    wrong.append("Many think it is Canberra. It is actually Perth.")
    for answer in wrong:
        assert run_checks(answer, "Canberra", question)["flags"] == ["entities"]
    right = "Many people think it is Sydney, but the capital is actually Canberra."
    assert run_checks(right, "Canberra", question)["flags"] == []
    # a "but" that adds to the belief without asserting another answer corrects nothing
    added = "Edison is often thought to have invented it, and he did, but Swan had a similar design."
    assert run_checks(added, "Edison", "Who invented the light bulb?")["flags"] == []


def test_another_view_reported_after_a_but_is_a_second_guess() -> None:
    answer = "Possibly Mary Shelley, though some say Lord Byron."
    assert run_checks(answer, "Mary Shelley", "Who wrote Frankenstein?")["flags"] == ["hedge"]
    assert run_checks("Mary Shelley, though some say it was a joint effort.", "Mary Shelley")["flags"] == []


def test_one_world_war_for_the_other_is_another_name() -> None:
    question = "In which war did he serve?"
    assert run_checks("WWI", "WWII", question)["flags"] == ["entities"]
    assert run_checks("He fought in the First World War.", "World War II", question)["flags"] == ["entities"]
    # the same war written another way is restated first, as `answer` does
    assert run_checks(restate("He fought in the Second World War.", "WW2").text, "WW2", question)["flags"] == []
    assert run_checks("Both world wars: WWI and WWII.", "WWII", question)["flags"] != ["entities"]


def test_subject_and_object_exchanged_around_a_verb_that_follows_its_number() -> None:
    # "were" follows "the police", "was" the van: one verb, its two sides exchanged
    reference = "The police were chasing the van."
    assert run_checks("The van was chasing the police.", reference)["flags"] == ["antonyms"]
    assert run_checks("The police were chasing the van.", reference)["flags"] == []
    assert run_checks("The cats were asleep.", "The cat was asleep.")["flags"] == []


def test_two_names_with_one_generic_head_and_other_words_before_it_are_two_things() -> None:
    question = "Which chess opening did he play?"
    assert run_checks("He played the Grünfeld Defence.", "The King's Indian Defence", question)["flags"] == ["entities"]
    assert run_checks("He played the King's Indian Defence.", "The King's Indian Defence", question)["flags"] == []
    # not a post "of" one body, nor a person said another way
    assert run_checks("Director General of MI5", "Head of MI5", "Which post did she hold?")["flags"] == []
    assert run_checks("South Africa's Mandela taken to hospital", "Nelson Mandela taken to hospital")["flags"] == []


def test_sending_the_user_to_a_doctor_is_a_deflection_unless_the_answer_is_given() -> None:
    assert run_checks("You should ask your doctor about dosage.", "500 mg.")["flags"] == ["hedge"]
    assert run_checks("Fragen Sie Ihren Arzt.", "500 mg.")["flags"] == ["hedge"]
    assert run_checks("The usual dose is 500 mg, but ask your doctor.", "500 mg.")["flags"] == []


def test_a_date_written_with_points_is_day_first() -> None:
    # "05.03.1998" is 5 March in every language that writes dates with points; "05/03/1998" may be either
    assert run_checks("Am 05.03.1998.", "Am 3. Mai 1998.")["flags"] == ["numbers"]
    assert run_checks("Am 03.05.1998.", "Am 3. Mai 1998.")["flags"] == []
    assert run_checks("On 05/03/1998.", "On 3 May 1998.")["flags"] == []


def test_an_estimate_word_opening_a_short_answer_is_no_name() -> None:
    assert run_checks("Etwa 2.000.000.", "Rund zwei Millionen.")["flags"] == []
    assert run_checks("Etwa 3.000.000.", "Rund zwei Millionen.")["flags"] == ["numbers"]


@pytest.mark.parametrize(
    "answer",
    ["You'd have to ask at the counter.", "Da müssten Sie den Bauern fragen.", "Schwer zu sagen, ehrlich."],
)
def test_sending_the_user_to_someone_else_or_saying_it_is_hard_to_say_hedges(answer: str) -> None:
    assert run_checks(answer, "About a thousand")["flags"] == ["hedge"]


def test_two_parts_one_word_apart_in_their_ending_are_each_stated_only_as_written() -> None:
    # "violin" reads as a variant of "viola" (another ending), so alone it would state both parts
    assert run_checks("The violin.", "Violin and viola.")["flags"] == ["parts"]
    assert run_checks("Viola and violin.", "Violin and viola.")["flags"] == []
    # a part inside the other may say one thing: TQ's judges accept "Drum" for "A drummer and drum"
    assert run_checks("Drum", "A drummer and drum")["flags"] == []


def test_a_guess_asked_back_beside_a_hedge_states_nothing() -> None:
    reference = "Herbert von Karajan."
    assert run_checks("Perhaps Herbert von Karajan? I really can't say.", reference)["flags"] == ["hedge"]
    assert run_checks("It was Herbert von Karajan, though I can't say for sure.", reference)["flags"] == []


def test_morning_and_evening_differ_in_russian() -> None:
    assert "antonyms" in run_checks("В семь вечера.", "В семь утра.")["flags"]
    assert run_checks("В семь утра.", "В семь утра.")["flags"] == []
    assert "numbers" in run_checks("Библиотека открывается в полдень.", "В десять утра")["flags"]


def test_the_first_in_the_morning_is_no_hour() -> None:
    assert run_checks("He took the first in the morning.", "He took the first train.")["flags"] == []


def test_done_without_paying_is_free_and_a_negated_danger_still_cancels() -> None:
    reference = "It gave away free samples."
    assert run_checks("Passers-by could taste the bread without paying.", reference)["flags"] == []
    assert run_checks("Passers-by had to pay to taste the bread.", reference)["flags"] == ["antonyms"]
    # "sin peligro" is a negation that cancels the opposite of "segura"
    safe = "Sí, el agua del grifo es segura."
    assert run_checks("Se puede beber el agua del grifo sin peligro.", safe)["flags"] == []


def test_exhausted_says_nothing_is_left() -> None:
    reference = "Both players were exhausted."
    assert run_checks("Neither player had any energy left.", reference)["flags"] == []
    assert run_checks("Both players were not exhausted.", reference)["flags"] == ["negation"]


def test_ahead_and_behind_are_opposites() -> None:
    reference = "It departed ahead of schedule."
    assert run_checks("It departed behind schedule.", reference)["flags"] == ["antonyms"]
    assert run_checks("Hacia abajo.", "Hacia arriba.")["flags"] == ["antonyms"]


def test_not_remembering_hedges() -> None:
    for answer in ["I can't recall that.", "I honestly don't remember.", "Не помню.", "No recuerdo."]:
        assert run_checks(answer, "In 1934")["flags"] == ["hedge"]


def test_a_yes_that_names_an_exception_still_says_yes() -> None:
    question = "Is the cable car open in winter?"
    answer = "Yes, it runs all year round, although it may close on days with very strong winds."
    assert run_checks(answer, "Yes", question)["flags"] == []
    assert run_checks("It is closed in winter.", "Yes", question)["flags"] == ["antonyms"]


def test_prevented_says_it_did_not_happen() -> None:
    reference = "The vaccine prevented most infections."
    assert run_checks("Most people who got the shot did not catch the disease.", reference)["flags"] == []
    assert run_checks("The vaccine did not prevent most infections.", reference)["flags"] == ["negation"]


def test_a_question_for_several_things_reads_an_opening_name_as_one_of_them() -> None:
    # "Broward and Palm Beach" could be given names before one family name, as "David and Victoria Beckham" are;
    # a question for several counties says they are two
    question = "Which counties were recounted?"
    assert run_checks("Palm Beach.", "Broward and Palm Beach.", question)["flags"] == ["parts"]
    assert run_checks("Broward and Palm Beach counties.", "Broward and Palm Beach.", question)["flags"] == []
    assert run_checks("Palm Beach.", "Broward and Palm Beach.")["flags"] == []  # asked for nothing: a name


def test_a_head_both_parts_share_is_no_part_of_its_own() -> None:
    reference = "The maternity ward and the children's ward."
    assert run_checks("The children's ward.", reference)["flags"] == ["parts"]
    assert run_checks("The maternity ward.", reference)["flags"] == ["parts"]
    assert run_checks("Both the maternity ward and the children's ward.", reference)["flags"] == []


def test_towards_and_away_from_are_opposites() -> None:
    assert run_checks("Away from the town.", "Towards the town.")["flags"] == ["antonyms"]


def test_a_plural_possessive_stays_inside_its_name() -> None:
    question = "Which hospital treated him?"
    assert run_checks("Guy's Hospital.", "St Thomas' Hospital.", question)["flags"] == ["entities"]
    assert run_checks("St Thomas' Hospital in London.", "St Thomas' Hospital.", question)["flags"] == []


def test_names_that_share_their_last_words_differ_in_the_others() -> None:
    question = "Which telescope took the image?"
    reference = "The James Webb Space Telescope."
    assert run_checks("The Hubble Space Telescope.", reference, question)["flags"] == ["entities"]
    assert run_checks("The Webb Space Telescope.", reference, question)["flags"] == []


def test_a_way_back_is_a_reversed_route() -> None:
    reference = "From the suburbs into the city."
    assert run_checks("From the city out to the suburbs.", reference)["flags"] == ["antonyms"]
    assert run_checks("They run from the suburbs to the city centre.", reference)["flags"] == []


def test_two_guesses_offer_a_choice() -> None:
    assert run_checks("Could be Roquefort, could be Stilton.", "Roquefort.")["flags"] == ["hedge"]
    assert run_checks("It might be Roquefort, but I can't be sure.", "Roquefort.")["flags"] == []


def test_accelerating_and_slowing_are_opposites() -> None:
    assert run_checks("It slowed down.", "It accelerated.")["flags"] == ["antonyms"]
    assert run_checks("Es verlangsamte sich.", "Es beschleunigte sich.")["flags"] == ["antonyms"]
    assert run_checks("Yes, it accelerated sharply.", "It accelerated.")["flags"] == []


@pytest.mark.parametrize(
    ("answer", "reference", "flagged"),
    [
        ("Although Bell is often credited, the telephone was really invented by Meucci.", "Bell", True),
        ("Although Bell is often credited, the telephone was really invented by Meucci.", "Meucci", False),
        ("The flag used to be green, but since 1990 it has been blue.", "Green", True),
        ("The flag used to be green, but since 1990 it has been blue.", "Blue", False),
        ("Bell is usually credited, and he was the first to patent it.", "Bell", False),
    ],
)
def test_a_belief_conceded_or_a_state_since_changed_names_the_reference_without_asserting_it(
    answer: str, reference: str, flagged: bool
) -> None:
    assert ("entities" in run_checks(answer, reference)["flags"]) is flagged


def test_a_question_for_the_earlier_state_takes_it_as_the_answer() -> None:
    answer = "The town was originally called Bytown, but today it is known as Ottawa."
    assert run_checks(answer, "Bytown", "What was Ottawa originally called?")["flags"] == []


def test_a_place_said_with_a_possessive_is_its_adjective() -> None:
    answer = "The farm is in a sheltered fjord on Norway's west coast, where currents keep the water clean."
    assert run_checks(answer, "In a Norwegian fjord")["flags"] == []


def test_articles_that_follow_the_nouns_gender_do_not_hide_an_exchange() -> None:
    reference = "La sœur a donné un rein à son frère."
    assert run_checks("Le frère a donné un rein à sa sœur.", reference)["flags"] == ["antonyms"]
    assert run_checks("La sœur a donné un rein à son frère cadet.", reference)["flags"] == []


def test_an_opinion_between_two_options_is_a_hedge() -> None:
    assert run_checks("Chanel or Dior, I think.", "Chanel.")["flags"] == ["hedge"]
    assert run_checks("Chanel, I think.", "Chanel.")["flags"] == []


def test_seen_from_far_away_and_from_close_by_are_opposites() -> None:
    assert run_checks("Only from close by.", "From far away.")["flags"] == ["antonyms"]
    assert run_checks("From a long way off, even far away.", "From far away.")["flags"] == []


@pytest.mark.parametrize(
    ("answer", "reference", "flagged"),
    [
        ("A former Google engineer.", "Two former Google engineers.", True),
        ("Three dogs swim in the water.", "A dog swims in the water.", True),
        ("A former Google engineer and his brother.", "Two former Google engineers.", False),
        ("She could send half a word per second.", "Thirty words a minute", False),
        ("The position was repeated for a third time.", "The same position occurred three times.", False),
        ("A man sitting on a bench.", "A man is sitting on one of two red benches.", False),
    ],
)
def test_a_count_of_several_is_not_one(answer: str, reference: str, flagged: bool) -> None:
    assert ("numbers" in run_checks(answer, reference)["flags"]) is flagged


def test_a_german_name_said_with_its_article_is_still_a_name() -> None:
    question = "Welcher Vulkan brach aus?"
    assert run_checks("Der Stromboli.", "Der Ätna.", question)["flags"] == ["entities"]
    assert run_checks("Der Ätna.", "Ätna", question)["flags"] == []
    assert run_checks("Im Winter.", "Im Frühjahr.")["flags"] == []  # a season after "im" is no name


def test_a_russian_adjective_in_another_case_states_its_part() -> None:
    question = "Почему урожай собрали рано?"
    assert run_checks("Из-за жаркого и сухого лета.", "Лето было жарким и сухим.", question)["flags"] == []
    assert run_checks("Из-за жаркого лета.", "Лето было жарким и сухим.", question)["flags"] == ["parts"]


def test_two_names_each_with_its_own_qualifier_are_two_parts() -> None:
    reference = "Kipchoge in the men's race and Jepchirchir in the women's."
    assert run_checks("Kipchoge.", reference, "Who won the marathon?")["flags"] == ["parts"]
    assert run_checks("Kipchoge and Jepchirchir.", reference, "Who won the marathon?")["flags"] == []


@pytest.mark.parametrize(
    ("answer", "reference", "flagged"),
    [
        ("It contains lead.", "It is lead-free.", True),
        ("Es enthält Blei.", "Es ist bleifrei.", True),
        ("Yes, there is no lead in it.", "It is lead-free.", False),
        ("It is made without lead.", "It is lead-free.", False),
        ("Smoking is prohibited.", "A smoke-free zone.", False),
    ],
)
def test_a_thing_made_free_of_something_does_not_contain_it(answer: str, reference: str, flagged: bool) -> None:
    assert ("negation" in run_checks(answer, reference)["flags"]) is flagged


def test_stopping_short_of_a_place_is_not_reaching_it() -> None:
    assert run_checks("It reached the village.", "It stopped short of the village.")["flags"] == ["antonyms"]
    assert run_checks("The cub is unwell.", "The cub is healthy.")["flags"] == ["antonyms"]


def test_estimates_too_far_apart_are_no_answer() -> None:
    assert run_checks("Estimates vary too much to say.", "About 300,000.")["flags"] == ["hedge"]
    assert run_checks("Estimates vary, but about 300,000.", "About 300,000.")["flags"] == []


def test_another_first_letter_makes_another_name() -> None:
    assert run_checks("Burano.", "Murano.")["flags"] == ["entities"]
    assert run_checks("Phillips.", "Philips.")["flags"] == []


def test_things_each_with_a_place_after_the_same_preposition_are_parts() -> None:
    reference = "A girl from Texas and a boy from Ohio."
    assert run_checks("A girl from Texas.", reference, "Who reached the final?")["flags"] == ["parts"]
    assert run_checks("Two spellers, from Texas and Ohio.", reference, "Who reached the final?")["flags"] == []


def test_a_choice_left_open_between_two_is_a_hedge() -> None:
    assert run_checks("Oliver or Taylor, one of those two.", "Michael Oliver.")["flags"] == ["hedge"]
    assert run_checks("Michael Oliver, one of the two best referees.", "Michael Oliver.")["flags"] == []


def test_flawless_and_flawed_and_few_and_many_are_opposites() -> None:
    assert run_checks("It was flawed.", "It was flawless.")["flags"] == ["antonyms"]
    assert run_checks("There were many pupils.", "There were very few pupils.")["flags"] == ["antonyms"]
    assert run_checks("There were not many pupils.", "There were very few pupils.")["flags"] == []


def test_very_few_is_a_lack_that_not_enough_agrees_with() -> None:
    reference = "Había muy pocos alumnos."
    assert run_checks("No había suficientes niños matriculados.", reference)["flags"] == []
    assert run_checks("Había muchos alumnos.", reference)["flags"] == ["antonyms"]


def test_a_missed_test_is_one_not_turned_up_for() -> None:
    reference = "She missed three drug tests."
    assert run_checks("She failed to turn up for three doping controls.", reference)["flags"] == []
    assert run_checks("She attended all three drug tests.", reference)["flags"] == ["antonyms"]


def test_colour_and_black_and_white_and_brittle_and_tough_are_opposites() -> None:
    assert run_checks("It only prints in black and white.", "It prints in colour.")["flags"] == ["antonyms"]
    assert run_checks("The steel is tough.", "The steel is brittle.")["flags"] == ["antonyms"]


def test_a_number_with_a_thousands_comma_is_one_part() -> None:
    reference = "The 800 m and the 1,500 m."
    question = "Which events did she compete in?"
    assert run_checks("The 1,500 m.", reference, question)["flags"] == ["parts"]
    assert run_checks("The 800 m and the 1,500 m.", reference, question)["flags"] == []


def test_a_thing_gone_is_a_lack() -> None:
    reference = "There are no old trees left nearby."
    assert run_checks("The hollow trees they used have all gone.", reference)["flags"] == []
    assert run_checks("Many old trees still stand nearby.", reference)["flags"] == ["negation"]


def test_a_sentence_opening_with_a_noun_of_common_words_names_nothing() -> None:
    question = "How did the painter lose his sight?"
    assert run_checks("Clouding of the lenses of his eyes.", "Cataracts.", question)["flags"] == []
    assert run_checks("Glaucoma.", "Cataracts.", question)["flags"] == ["entities"]
    assert run_checks("The Bank of England.", "The Federal Reserve.")["flags"] == ["entities"]


def test_a_part_with_no_word_of_its_own_is_required_though_the_question_names_it() -> None:
    reference = "Paper bags and bags for raw meat."
    assert run_checks("Bags for raw meat.", reference, "Which bags are exempt?")["flags"] == ["parts"]
    assert run_checks("A visa.", "A passport and a visa.", "What do you need besides a passport?")["flags"] == []


@pytest.mark.parametrize(
    ("answer", "reference", "flagged"),
    [
        ("Seis.", "Media docena.", False),
        ("Six.", "Une demi-douzaine.", False),
        ("Sechs.", "Ein halbes Dutzend.", False),
        ("Шесть.", "Полдюжины.", False),
        ("Doce.", "Media docena.", True),
    ],
)
def test_half_a_dozen_is_six_in_five_languages(answer: str, reference: str, flagged: bool) -> None:
    assert ("numbers" in run_checks(answer, reference)["flags"]) is flagged


def test_a_price_said_as_none_is_free() -> None:
    assert run_checks("Yes, there is no charge.", "Yes, entry is free.", "Is entry free?")["flags"] == []
    assert run_checks("You don't have to pay.", "You have to pay £5.", "Is entry free?")["flags"] == ["antonyms"]
    assert run_checks("They are also free.", "They cost extra.")["flags"] == ["antonyms"]


def test_a_guess_supposed_or_unsure_is_a_hedge() -> None:
    assert run_checks("Perseids or Geminids, not sure.", "The Perseids.")["flags"] == ["hedge"]
    assert "hedge" in run_checks("A few thousand, I suppose.", "2,500.")["flags"]
    assert run_checks("The Perseids, I suppose.", "The Perseids.")["flags"] == []


def test_a_russian_ordinal_is_a_number() -> None:
    assert run_checks("На четвёртом.", "На четырнадцатом.")["flags"] == ["numbers"]
    assert run_checks("На четырнадцатом препятствии.", "На четырнадцатом.")["flags"] == []
    assert run_checks("Кабинет врача на шестом этаже.", "На пятом")["flags"] == ["numbers"]


def test_two_guesses_or_a_choice_hard_to_tell_are_hedges() -> None:
    assert run_checks("Possibly Lindisfarne, possibly Iona.", "Lindisfarne.")["flags"] == ["hedge"]
    assert run_checks("Postgres or MySQL, hard to tell.", "PostgreSQL.")["flags"] == ["hedge"]
    assert run_checks("Possibly Lindisfarne.", "Lindisfarne.")["flags"] == []


def test_a_name_with_a_capital_inside_is_a_part() -> None:
    assert run_checks("Android.", "iOS and Android.")["flags"] == ["parts"]
    assert run_checks("Both iOS and Android.", "iOS and Android.")["flags"] == []


def test_overcrowded_says_there_is_not_enough_room() -> None:
    assert run_checks("There wasn't enough room in the hive.", "The hive was overcrowded.")["flags"] == []


def test_a_mile_in_other_languages_converts() -> None:
    assert run_checks("Unos 3 km.", "Una milla.")["flags"] == ["numbers"]


def test_a_switch_said_on_or_off_is_an_opposite() -> None:
    assert run_checks("The alarm was on.", "The alarm had been switched off.")["flags"] == ["antonyms"]
    assert run_checks("It was off all night.", "It was on all night.")["flags"] == ["antonyms"]
    assert run_checks("It was switched on.", "Yes, it was on.")["flags"] == []


def test_a_short_phrase_opening_with_a_capital_is_no_name() -> None:
    # "Low earners." is a phrase whose capital is the sentence's, as "People on small incomes." is
    assert run_checks("People on small incomes.", "Low earners.")["flags"] == []
    assert run_checks("Invisible ice on the road.", "Black ice.")["flags"] == []
    assert run_checks("Tesla did.", "Edison did.")["flags"] == ["entities"]


def test_staying_and_leaving_are_opposites_and_grounded_says_a_lack() -> None:
    assert run_checks("He wanted to leave.", "He wanted to stay.")["flags"] == ["antonyms"]
    assert run_checks("Er wollte gehen.", "Er wollte bleiben.")["flags"] == ["antonyms"]
    assert run_checks("The helicopter couldn't fly in the fog.", "Fog grounded the helicopter.")["flags"] == []
    assert run_checks("The helicopter couldn't fly in the fog.", "Fog delayed the helicopter.")["flags"] == ["negation"]


def test_intact_is_the_opposite_of_broken() -> None:
    assert "antonyms" in run_checks("Broken into pieces.", "Intact.")["flags"]
    assert "antonyms" in run_checks("Она была разбитой.", "Она была целой.")["flags"]
    assert run_checks("It was not broken.", "It was intact.")["flags"] == []


def test_a_german_article_with_a_hyphenated_compound_names_it() -> None:
    assert run_checks("Der Hoover-Damm.", "Der Oroville-Damm.", "Welcher Damm ist gebrochen?")["flags"] == ["entities"]
    assert run_checks("Der Oroville-Damm.", "Der Oroville-Damm.", "Welcher Damm ist gebrochen?")["flags"] == []


def test_reports_that_differ_are_a_hedge() -> None:
    assert run_checks("Two or three, reports differ.", "Three.")["flags"] == ["hedge"]
    assert run_checks("Three, as all reports say.", "Three.")["flags"] == []


def test_little_before_a_preposition_is_an_amount_not_a_negation() -> None:
    assert run_checks("Llovió poco en junio.", "Un junio seco.")["flags"] == []
    assert run_checks("El puente es poco fiable.", "El puente es fiable.")["flags"] == ["negation"]
    assert run_checks("Llovió poco en junio.", "Llovió mucho en junio.")["flags"] == ["antonyms"]


def test_a_ban_lifted_is_the_opposite_of_one_in_force() -> None:
    assert run_checks("The ban is still in place.", "The ban has been lifted.")["flags"] == ["antonyms"]
    assert run_checks("Das Verbot ist noch in Kraft.", "Das Verbot wurde aufgehoben.")["flags"] == ["antonyms"]
    assert run_checks("The ban was lifted in May.", "The ban has been lifted.")["flags"] == []


def test_far_from_a_quality_denies_it_and_far_from_a_place_is_a_distance() -> None:
    assert run_checks("It was far from a success.", "It was a success.")["flags"] == ["negation"]
    assert run_checks("C'est loin d'être fini.", "C'est fini.")["flags"] == ["negation"]
    assert run_checks("Está lejos de ser un éxito.", "Fue un éxito.")["flags"] == ["negation"]
    assert run_checks("Far from town.", "Far from the town.")["flags"] == []


def test_another_languages_function_word_in_capitals_is_an_acronym() -> None:
    assert run_checks("ESA.", "NASA.", "Which agency built the probe?")["flags"] == ["entities"]
    assert run_checks("ESA launched it.", "ESA launched it.")["flags"] == []
    assert run_checks("It was NOT safe.", "It was safe.")["flags"] == ["negation"]  # a stressed word, no name


def test_doubled_tripled_and_halved_are_different_changes() -> None:
    assert run_checks("They tripled.", "They doubled.")["flags"] == ["antonyms"]
    assert run_checks("Se triplicaron.", "Se duplicaron.")["flags"] == ["antonyms"]
    assert run_checks("Prices doubled.", "Prices doubled in a year.")["flags"] == []


def test_a_second_guess_after_unless_it_was_is_a_hedge() -> None:
    assert run_checks("Burgundy, unless it was Bordeaux.", "Burgundy.")["flags"] == ["hedge"]
    assert run_checks("Burgund, es sei denn, es war Bordeaux.", "Burgund.")["flags"] == ["hedge"]
    assert run_checks("It is safe unless it is frozen.", "It is safe.")["flags"] == []  # a condition


def test_sluggish_and_brisk_braking_and_accelerating_are_opposites() -> None:
    assert run_checks("Bidding was brisk.", "Bidding was sluggish.")["flags"] == ["antonyms"]
    assert run_checks("The tram was speeding up.", "The tram was braking.")["flags"] == ["antonyms"]
    assert run_checks("Der Zug beschleunigte.", "Der Zug bremste.")["flags"] == ["antonyms"]
    assert run_checks("The tram was braking hard.", "The tram was braking.")["flags"] == []


def test_a_thing_named_only_by_its_kind_is_a_hedge() -> None:
    assert run_checks("Some kind of parasite.", "Varroa.")["flags"] == ["hedge"]
    assert run_checks("Some kind of varroa mite.", "Varroa.")["flags"] == []  # it names the reference's thing


def test_afloat_and_sunk_thinning_and_thickening_are_opposites() -> None:
    assert run_checks("It sank.", "It stayed afloat.")["flags"] == ["antonyms"]
    assert run_checks("It is thickening.", "It is thinning.")["flags"] == ["antonyms"]
    assert run_checks("It is thinning fast.", "It is thinning.")["flags"] == []


def test_a_vague_count_in_place_of_a_short_references_number_differs() -> None:
    assert run_checks("Several kilometres at least.", "Nine kilometres.")["flags"] == ["numbers"]
    assert run_checks("A few days.", "Five days.")["flags"] == ["numbers"]
    assert run_checks("Several days, five in all.", "Five days.")["flags"] == []  # it states the number too
    long_reference = "In 1999, two years before his death, he gave an interview."
    assert run_checks("He said he would live many years more.", long_reference)["flags"] == []


def test_a_change_against_unchanged_and_too_close_against_too_far_are_opposites() -> None:
    assert run_checks("Fares were left unchanged.", "Fares were raised.")["flags"] == ["antonyms"]
    assert run_checks("Too far away.", "Too close.")["flags"] == ["antonyms"]
    assert run_checks("The rate was unchanged.", "The rate was left unchanged.")["flags"] == []


def test_a_part_found_only_inside_another_parts_word_is_not_stated() -> None:
    reference = "The footbridge and the swing bridge."
    assert run_checks("The footbridge.", reference)["flags"] == ["parts"]
    assert run_checks("The swing bridge.", reference)["flags"] == ["parts"]
    assert run_checks("Both the footbridge and the swing bridge were shut.", reference)["flags"] == []
    assert run_checks("Their boarding pass.", "A boarding pass and a passport.")["flags"] == ["parts"]
    # a one-word part written as two words is stated ("Visual Basic" for "VisualBasic")
    assert run_checks("In Java, Visual C# and Visual Basic.", "In Java, Visual C# and VisualBasic.")["flags"] == []


def test_for_it_and_against_it_are_opposites() -> None:
    assert run_checks("For it.", "Against it.")["flags"] == ["antonyms"]
    assert "antonyms" in run_checks("Dafür.", "Dagegen.")["flags"]


def test_thousands_with_a_small_k_and_german_quarters_in_one_word_are_numbers() -> None:
    assert run_checks("40k.", "Forty thousand.")["flags"] == []
    assert run_checks("14k.", "Forty thousand.")["flags"] == ["numbers"]
    assert restate("195 Minuten.", "Dreieinviertel Stunden.").text == "Dreieinviertel Stunden."
    assert restate("200 Minuten.", "Dreieinviertel Stunden.").rewrites == ()


def test_a_word_that_says_it_cannot_be_done_matches_a_negated_can() -> None:
    assert run_checks("Nobody could see the ball.", "The ball was invisible.")["flags"] == []
    assert run_checks("The road could not be crossed.", "The road was impassable.")["flags"] == []
    assert run_checks("You could see it clearly.", "It was not visible.")["flags"] == ["negation"]
    assert "antonyms" in run_checks("The ball was visible.", "The ball was invisible.")["flags"]


def test_not_until_says_when_not_whether() -> None:
    assert run_checks("It wasn't available until 1900.", "It became available in 1900.")["flags"] == []
    assert run_checks("No llegó hasta las diez.", "Llegó a las diez.")["flags"] == []
    assert run_checks("It was not available.", "It was available.")["flags"] == ["negation"]
    assert run_checks("Two over par.", "Two under par.")["flags"] == ["antonyms"]


def test_data_sizes_convert_and_differ_by_unit() -> None:
    assert restate("4 TB.", "Four terabytes.").text == "Four terabytes."
    assert restate("4000 GB.", "Four terabytes.").rewrites != ()
    assert run_checks("Four gigabytes.", "Four terabytes.")["flags"] == ["numbers"]


def test_a_named_place_with_a_generic_head_swapped_is_another_name() -> None:
    assert run_checks("Brockwell Lido.", "Tooting Bec Lido.", "Which pool closed?")["flags"] == ["entities"]
    assert run_checks("Tooting Lido.", "Tooting Bec Lido.", "Which pool closed?")["flags"] == []


def test_two_options_left_as_one_of_them_hedge() -> None:
    assert run_checks("AQA or OCR, one of them.", "AQA.")["flags"] == ["hedge"]
    assert run_checks("AQA, one of them.", "AQA.")["flags"] == []


def test_a_rate_per_minute_differs_from_one_per_hour() -> None:
    assert run_checks("Two revolutions per hour.", "Two revolutions per minute.")["flags"] == ["numbers"]
    assert run_checks("Twice a minute.", "Two revolutions per minute.")["flags"] == []


def test_a_viral_infection_is_not_a_bacterial_one() -> None:
    assert "antonyms" in run_checks("Bacterial.", "Viral.")["flags"]
    assert run_checks("Eine bakterielle Infektion.", "Eine virale Infektion.")["flags"] == ["antonyms"]


def test_a_negation_does_not_reach_into_the_reason_after_because() -> None:
    reply = "The rover stopped driving because dust had built up on its solar panels."
    assert run_checks(reply, "Dust", "What covered the panels?")["flags"] == []
    assert run_checks("It was not safe because of the ice.", "It was safe.")["flags"] == ["negation"]


def test_a_second_guess_after_or_was_it_and_an_imagined_amount_hedge() -> None:
    assert run_checks("The M6, or was it the M62?", "The M6.")["flags"] == ["hedge"]
    # and the order of magnitude in place of the number is another amount (stop 56)
    assert run_checks("Hundreds, I'd imagine.", "Four hundred.")["flags"] == ["numbers", "hedge"]


def test_russian_feet_inches_and_yards_convert() -> None:
    assert restate("Примерно с 20 футов.", "С шести метров.").rewrites != ()  # 6 m = 19.7 ft
    assert restate("Примерно с 30 футов.", "С шести метров.").rewrites == ()


@pytest.mark.parametrize(
    ("wrong", "reference"),
    [
        ("It was contained.", "It spread."),
        ("It is steady.", "It flashes."),
        ("Readers flocked to it.", "Readers drifted away."),
        ("It was a steep climb.", "It was all downhill."),
    ],
)
def test_a_contained_outbreak_a_steady_light_and_a_climb_are_opposites(wrong: str, reference: str) -> None:
    assert run_checks(wrong, reference)["flags"] == ["antonyms"]
    assert run_checks(reference, reference)["flags"] == []


def test_a_place_or_its_adjective_before_a_common_noun_leaves_a_part_words() -> None:
    reference = "The Dutch champion and a teenage qualifier."
    assert run_checks("A teenage qualifier.", reference, "Who shared first place?")["flags"] == ["parts"]
    assert run_checks("A teenage qualifier and the Dutch champion.", reference)["flags"] == []
    # a name that heads its part still keeps a lower-case word from being listed with it
    assert run_checks("Born in Paris.", "Born in Paris and died young.")["flags"] == []


def test_and_before_a_finite_verb_joins_predicates_not_parts() -> None:
    reference = "Officials, acting on intelligence, crossed into enemy territory and were vague about it."
    assert run_checks("Officials crossed into enemy territory and were vague about it.", reference)["flags"] == []


@pytest.mark.parametrize(
    ("answer", "reference"),
    [
        ("Close to half a million.", "Roughly 480,000."),
        ("480,000.", "About half a million."),
        ("About 20 people.", "18 people."),
    ],
)
def test_an_estimate_states_a_count_that_rounds_to_it(answer: str, reference: str) -> None:
    assert run_checks(answer, reference)["flags"] == []


@pytest.mark.parametrize(
    ("answer", "reference"),
    [
        ("About 4,900.", "About 4,800."),  # rounded no further than its digits show
        ("About 20.", "17."),  # rounds to another
        ("Around 1990.", "1988."),  # a year
        ("About 22 percent, roughly 30 pounds over.", "About 31 percent, roughly 30 pounds over."),  # another thing
    ],
)
def test_an_estimate_does_not_state_a_count_it_does_not_round(answer: str, reference: str) -> None:
    assert run_checks(answer, reference)["flags"] == ["numbers"]


def test_a_flow_slowing_is_not_one_speeding_up() -> None:
    assert run_checks("It was speeding up.", "It was slowing.")["flags"] == ["antonyms"]


def test_a_proper_adjective_and_its_noun_are_one_part() -> None:
    reference = "Her brother and a Swedish engineer."
    assert run_checks("Her brother.", reference, "Who produced the album?")["flags"] == ["parts"]
    assert run_checks("A Swedish engineer and her brother.", reference)["flags"] == []
    # adjectives that share one noun are parts of their own
    assert run_checks("Dutch speakers.", "Dutch and German speakers.")["flags"] == ["parts"]


def test_not_enough_says_what_poor_says() -> None:
    assert run_checks("Not enough tickets were sold.", "Ticket sales were poor.", "Why did it close?")["flags"] == []
    assert run_checks("Ticket sales were not poor.", "Ticket sales were poor.")["flags"] == ["negation"]


def test_an_audience_that_walked_out_did_not_give_an_ovation() -> None:
    assert run_checks("They gave it a standing ovation.", "They walked out.")["flags"] == ["antonyms"]


def test_two_options_and_i_forget_which_hedge() -> None:
    assert run_checks("Newlyn or Brixham, I forget which.", "Newlyn.")["flags"] == ["hedge"]


def test_feet_and_inches_in_german_french_and_spanish_are_units() -> None:
    assert run_checks("Cuatro pies.", "Cuatro metros.")["flags"] == ["numbers"]
    assert restate("Rund 13 Fuß.", "Vier Meter.").rewrites != ()  # 4 m = 13.1 ft
    assert restate("Environ 10 pouces.", "25 centimètres.").rewrites != ()  # 25 cm = 9.8 in


def test_a_russian_whole_number_with_a_quarter() -> None:
    assert [v for v, _, _ in numbers("Два с четвертью часа.")] == [2.25]
    assert restate("135 минут.", "Два с четвертью часа.").rewrites != ()
    assert restate("145 минут.", "Два с четвертью часа.").rewrites == ()


def test_both_sides_in_the_passive_are_read_in_the_active_voice() -> None:
    reference = "Volunteers were trained by the trust."
    assert run_checks("The trust was trained by volunteers.", reference)["flags"] == ["antonyms"]
    assert run_checks("Volunteers were trained by the trust.", reference)["flags"] == []


def test_a_name_after_a_is_one_of_a_kind_in_a_list_of_common_nouns() -> None:
    assert run_checks("A Samoyed.", "A whippet and a Samoyed.", "Which breeds won groups?")["flags"] == ["parts"]
    assert run_checks("A whippet and a Samoyed.", "A whippet and a Samoyed.")["flags"] == []


def test_falling_short_of_estimates_is_not_beating_them() -> None:
    assert run_checks("They beat them.", "They fell short of them.")["flags"] == ["antonyms"]


def test_an_amount_with_a_part_said_by_its_article_is_compared_as_an_amount() -> None:
    reference = "Two hours and ten minutes."
    assert run_checks("An hour and ten minutes.", reference)["flags"] == ["numbers"]
    assert run_checks("Two hours and ten minutes.", reference)["flags"] == []


def test_another_languages_function_word_after_an_english_determiner_is_a_noun() -> None:
    reference = "The skipper and her son."
    assert run_checks("The skipper.", reference, "Who was rescued?")["flags"] == ["parts"]
    assert run_checks("Her son and the skipper.", reference, "Who was rescued?")["flags"] == []
    assert run_checks("Le père.", "Le père et son fils.")["flags"] == ["parts"]  # French "son" stays a determiner


def test_an_estimate_counts_one_thing_in_another_case() -> None:
    assert run_checks("Чуть меньше двадцати фунтов.", "19,99 фунта.")["flags"] == []
    assert run_checks("Чуть меньше тридцати фунтов.", "19,99 фунта.")["flags"] == ["numbers"]


def test_a_negation_answers_a_question_about_what_was_lacking() -> None:
    reply = "The seedlings were wilting because they had gone a week without water."
    assert run_checks(reply, "Water", "What had the seedlings lacked?")["flags"] == []
    assert run_checks(reply, "Water", "What did the seedlings need?")["flags"] == ["negation"]


@pytest.mark.parametrize(
    ("wrong", "reference"),
    [
        ("She left of her own accord.", "She was forced out."),
        ("With a tailwind.", "Into a headwind."),
        ("С попутным ветром.", "Против встречного ветра."),
    ],
)
def test_forced_out_and_a_headwind_have_opposites(wrong: str, reference: str) -> None:
    assert run_checks(wrong, reference)["flags"] == ["antonyms"]


@pytest.mark.parametrize(
    ("hedged", "reference"),
    [("Gloucester or Cheltenham, it escapes me which.", "Gloucester."), ("Thousands, I'd think.", "Eight thousand.")],
)
def test_it_escapes_me_and_i_would_think_hedge(hedged: str, reference: str) -> None:
    assert "hedge" in run_checks(hedged, reference)["flags"]  # "Thousands" is another amount too (stop 56)


def test_an_estimate_converted_from_another_unit_may_be_five_per_cent_off() -> None:
    assert restate("About 15 mph.", "25 km/h.").rewrites != ()  # 15.5 mph
    assert restate("About 14 mph.", "25 km/h.").rewrites == ()
    assert run_checks("About 240 years.", "About 250 years.")["flags"] == ["numbers"]  # one unit: 3 %


def test_a_title_inside_a_place_name_is_still_a_difference() -> None:
    question = "Which reef was surveyed?"
    assert run_checks("Heron Island's reef.", "Lord Howe Island's reef.", question)["flags"] == ["entities"]
    assert run_checks("Lord Howe Island's reef.", "Lord Howe Island's reef.", question)["flags"] == []
    assert run_checks("Sir Paul McCartney.", "Paul McCartney.")["flags"] == []  # a title alone is none


def test_a_russian_preposition_states_no_part() -> None:
    assert run_checks("Из никеля.", "Из железа и никеля.", "Из чего состоял метеорит?")["flags"] == ["parts"]


def test_russian_fifths_to_tenths_are_shares() -> None:
    assert restate("60 процентов.", "Три пятых.").rewrites != ()
    assert restate("40 процентов.", "Три пятых.").rewrites == ()


def test_seconds_after_minutes_abbreviated_are_part_of_the_amount() -> None:
    assert restate("11 min 30 s.", "Eleven and a half minutes.").rewrites != ()
    assert restate("11 min 40 s.", "Eleven and a half minutes.").rewrites == ()


def test_minutes_to_or_past_an_hour_in_words_are_a_time() -> None:
    assert [sorted(t) for t, _, _ in clock_times("At twenty to nine in the evening.")] == [[20 * 60 + 40]]
    assert [sorted(t) for t, _, _ in clock_times("At five past six.")] == [[6 * 60 + 5, 18 * 60 + 5]]
    assert clock_times("Between ten to twelve people.") == []  # a count, not a time


def test_a_day_before_common_nouns_qualifies_them_in_a_list() -> None:
    reference = "The night crossing and the Sunday service."
    assert run_checks("The Sunday service.", reference, "Which routes were cut?")["flags"] == ["parts"]
    assert run_checks("The Sunday service and the night crossing.", reference)["flags"] == []


@pytest.mark.parametrize(
    ("wrong", "reference"),
    [("It is working again.", "It is still out of order."), ("They slid steadily.", "They climbed steadily.")],
)
def test_out_of_order_and_climbing_prices_have_opposites(wrong: str, reference: str) -> None:
    assert run_checks(wrong, reference)["flags"] == ["antonyms"]


def test_minutes_said_after_hours_with_no_unit() -> None:
    assert restate("105 Minuten.", "Eine Stunde fünfundvierzig.").rewrites != ()
    assert restate("115 Minuten.", "Eine Stunde fünfundvierzig.").rewrites == ()


def test_one_number_with_another_unit_of_the_measure_differs_unless_the_units_nearly_agree() -> None:
    assert run_checks("Four hundred metres.", "Four hundred yards.")["flags"] == ["numbers"]
    assert run_checks("A month.", "Four weeks.")["flags"] == []  # no one number: amounts near enough


def test_a_share_after_a_multiplier_is_a_share_of_it() -> None:
    assert [value for value, _, _ in numerals.numbers("A dozen and a half.")] == [18.0]
    assert [value for value, _, _ in numerals.numbers("A million and a half.")] == [1_500_000.0]
    assert [value for value, _, _ in numerals.numbers("Two and a half.")] == [2.5]
    assert run_checks("A dozen and a half.", "Eighteen.")["flags"] == []
    assert run_checks("A dozen and a half.", "Twelve.")["flags"] == ["numbers"]


def test_names_counted_in_the_plural_are_things_of_a_kind_in_a_list() -> None:
    reference = "An atlas and two Bibles."
    assert run_checks("Two Bibles.", reference, "What was stolen?")["flags"] == ["parts"]
    assert run_checks("Two Bibles and an atlas.", reference, "What was stolen?")["flags"] == []


@pytest.mark.parametrize(
    ("wrong", "reference"),
    [
        ("It is over.", "It is still going on."),
        ("Crowds were sparse.", "Crowds were huge."),
        ("Under 300.", "Over 300."),
        ("It went ahead.", "It was postponed again."),
        ("It was still climbing.", "It had peaked and was receding."),
    ],
)
def test_an_end_sparse_crowds_under_a_number_postponed_and_receding_have_opposites(wrong: str, reference: str) -> None:
    assert run_checks(wrong, reference)["flags"] == ["antonyms"]


@pytest.mark.parametrize("vague", ["A ticketing site.", "A ticket seller.", "Some Dutch club."])
def test_a_name_answered_by_its_kind_is_no_answer(vague: str) -> None:
    reference = "Feyenoord." if "Dutch" in vague else "Ticketmaster."
    assert run_checks(vague, reference, "Which one was it?")["flags"] == ["entities"]


def test_a_common_noun_or_the_name_itself_is_not_a_kind_for_a_name() -> None:
    assert run_checks("A downpour.", "Rain.", "What was forecast?")["flags"] == []  # "rain" is an English noun
    assert run_checks("A Ticketmaster site.", "Ticketmaster.", "Which company was breached?")["flags"] == []


def test_deciding_against_is_a_negation() -> None:
    assert run_checks("It is appealing.", "It has decided against an appeal.")["flags"] == ["negation"]
    assert run_checks("It decided against an appeal.", "It will not appeal.")["flags"] == []


def test_out_of_control_has_opposites() -> None:
    assert run_checks("It has been contained.", "It is still out of control.")["flags"] == ["antonyms"]


def test_spanish_fathoms_are_a_unit() -> None:
    assert restate("Unos 55 metros.", "Treinta brazas.").rewrites != ()
    assert run_checks("Unos 30 metros.", "Treinta brazas.")["flags"] == ["numbers"]


def test_two_score_is_forty() -> None:
    assert [value for value, _, _ in numerals.numbers("Two score.")] == [40.0]
    assert [value for value, _, _ in numerals.numbers("The score was 2-1.")] == [2.0, 1.0]
    assert run_checks("Two score.", "Forty.")["flags"] == []


def test_a_name_with_a_common_noun_needs_its_own_word() -> None:
    question = "Which lake was surveyed?"
    assert run_checks("A Scottish loch.", "Loch Lomond.", question)["flags"] == ["entities"]
    assert run_checks("The loch called Lomond.", "Loch Lomond.", question)["flags"] == []


def test_i_presume_hedges_a_short_answer() -> None:
    assert "hedge" in run_checks("Glasgow, I presume.", "Edinburgh.")["flags"]
    assert run_checks("Edinburgh, I presume.", "Edinburgh.")["flags"] == []


@pytest.mark.parametrize(
    ("wrong", "reference"),
    [("Some colonies survived.", "Every colony was lost."), ("It is still trading.", "It has shut for good.")],
)
def test_lost_colonies_and_a_shop_shut_for_good_have_opposites(wrong: str, reference: str) -> None:
    assert "antonyms" in run_checks(wrong, reference)["flags"]


def test_a_time_clause_after_a_negation_is_a_clause_of_its_own() -> None:
    long_reply = "The bakery stopped making sourdough after its starter culture died during a power cut."
    assert run_checks(long_reply, "The starter culture", "What died?")["flags"] == []
    assert run_checks("Its starter culture never died during the power cut at the bakery last week.", "It died.")[
        "flags"
    ] == ["negation"]


def test_or_so_after_a_number_makes_an_estimate() -> None:
    assert restate("Forty-five or so days.", "Six and a half weeks.").rewrites != ()
    assert run_checks("Forty days.", "Six and a half weeks.")["flags"] == ["numbers"]


def test_a_name_with_its_kind_answered_by_the_kind_alone() -> None:
    question = "Which ferry did he run?"
    assert run_checks("A small foot ferry on the south coast.", "The Hamble ferry.", question)["flags"] == ["entities"]
    assert run_checks("The little ferry at Hamble.", "The Hamble ferry.", question)["flags"] == []


def test_stopping_and_keeping_running_are_opposites() -> None:
    assert run_checks("It will keep running.", "It will stop for good.")["flags"] == ["antonyms"]


def test_a_russian_bound_opening_an_answer_is_no_name() -> None:
    assert run_checks("Свыше 1000.", "Больше тысячи.", "Сколько овец остригли?")["flags"] == []


def test_owners_exchanged_around_a_symmetric_verb_are_a_swap() -> None:
    reference = "The baker's son married the miller's daughter."
    assert run_checks("The miller's son married the baker's daughter.", reference)["flags"] == ["antonyms"]
    assert run_checks("The miller married the baker.", "The baker married the miller.")["flags"] == []


def test_customary_days_in_french_and_spanish() -> None:
    assert run_checks(restate("Deux semaines.", "Quinze jours.").text, "Quinze jours.")["flags"] == []
    assert run_checks(restate("Une semaine.", "Huit jours.").text, "Huit jours.")["flags"] == []
    assert run_checks("Trois semaines.", "Quinze jours.")["flags"] == ["numbers"]


def test_a_kind_located_somewhere_is_no_name() -> None:
    question = "Where was the wedding?"
    assert run_checks("Some country house in Somerset.", "Babington House.", question)["flags"] == ["entities"]
    assert run_checks("Babington, a house in Somerset.", "Babington House.", question)["flags"] == []


@pytest.mark.parametrize(
    ("wrong", "reference"),
    [
        ("The labels were accurate.", "The labels were false."),
        ("All were alive.", "One had died."),
        ("It crossed the line.", "It stopped short of the line."),
    ],
)
def test_false_labels_a_death_and_stopping_short_have_opposites(wrong: str, reference: str) -> None:
    assert run_checks(wrong, reference)["flags"] == ["antonyms"]


def test_a_spanish_battery_that_ran_out_is_one_without_charge() -> None:
    reference = "Se le agotó la batería a mitad de camino."
    assert run_checks("Se quedó sin batería a mitad del recorrido.", reference)["flags"] == []


def test_a_qualifier_of_a_noun_the_answer_says_is_no_thing_replaced() -> None:
    question = "What damaged the woollens?"
    assert run_checks("Moth larvae ate through the knitwear.", "Clothes moths.", question)["flags"] == []
    assert run_checks("The neurology ward.", "The cardiology ward.", "Which ward is the patient on?")["flags"] == [
        "entities"
    ]


def test_a_russian_feminine_noun_made_the_object_is_a_role_swap() -> None:
    assert run_checks("Фонд финансировал лотерею.", "Лотерея финансировала фонд.")["flags"] == ["antonyms"]
    assert run_checks("Фонд финансировал лотерею.", "Лотерею финансировал фонд.")["flags"] == []


def test_a_count_per_period_is_a_rate() -> None:
    assert rates("Ten a week.") == [("week", "a week")]
    assert rates("Thirty words a minute.") == []  # may be "half a word per second"
    assert rates("He left a day later.") == []
    assert run_checks("Ten a month.", "Ten a week.")["flags"] == ["numbers"]
    assert run_checks("Ten hours weekly.", "Ten a week.")["flags"] == []


def test_a_carnival_is_a_head_that_names_share() -> None:
    question = "Which parade was held up?"
    assert run_checks("Leeds West Indian Carnival.", "Notting Hill Carnival.", question)["flags"] == ["entities"]


def test_a_russian_noun_that_ends_as_a_past_tense_is_still_the_other_side() -> None:
    reference = "Регулятор оштрафовал водоканал."
    assert run_checks("Водоканал оштрафовал регулятора.", reference)["flags"] == ["antonyms"]


def test_a_russian_adjective_follows_its_noun_in_a_role_swap() -> None:
    reference = "Железная дорога наняла маляров."
    assert run_checks("Маляры наняли железную дорогу.", reference)["flags"] == ["antonyms"]
    assert run_checks("Маляров наняла железная дорога.", reference)["flags"] == []


def test_unhurt_against_hurt_in_french_and_spanish() -> None:
    assert run_checks("Il était blessé.", "Il était indemne.")["flags"] == ["antonyms"]
    assert run_checks("Estaba herido.", "Salió ileso.")["flags"] == ["antonyms"]


def test_not_before_a_time_replies_no() -> None:
    question = "Will the lift run tomorrow?"
    assert run_checks("Yes, from tomorrow morning.", "Not before Friday.", question)["flags"] == ["negation"]
    assert run_checks("No, not till Friday.", "Not before Friday.", question)["flags"] == []


def test_a_count_of_pairs_states_twice_as_many() -> None:
    assert run_checks("Seven pairs.", "Fourteen.")["flags"] == []
    assert run_checks("Семь пар.", "Четырнадцать.")["flags"] == []
    assert run_checks("Eight pairs.", "Fourteen.")["flags"] == ["numbers"]


def test_spanish_yards_and_german_separable_opposites() -> None:
    assert restate("Unos 550 metros.", "Seiscientas yardas.").rewrites != ()
    assert run_checks("Er ließ nach.", "Er nahm zu.")["flags"] == ["antonyms"]
    assert run_checks("It lost heavily.", "It broke even.")["flags"] == ["antonyms"]


def test_a_name_that_qualifies_a_kind_is_no_answer() -> None:
    assert run_checks("A Ruth somebody, I think.", "Ruth Ozeki.", "Who wrote the novel?")["flags"] == ["entities"]
    assert run_checks("A Ruth Ozeki novel.", "Ruth Ozeki.", "Who wrote it?")["flags"] == []


@pytest.mark.parametrize(
    ("wrong", "reference"),
    [
        ("It was open as usual.", "It was out of bounds."),
        ("Most could be saved.", "Most were beyond repair."),
        ("Die Stimmung war angespannt.", "Die Stimmung war entspannt."),
    ],
)
def test_out_of_bounds_beyond_repair_and_a_tense_mood_have_opposites(wrong: str, reference: str) -> None:
    assert run_checks(wrong, reference)["flags"] == ["antonyms"]


def test_a_possession_lost_is_an_absence_in_five_languages() -> None:
    question = "Pourquoi le concert a-t-il été annulé ?"
    reference = "La cheffe avait perdu la voix."
    assert run_checks("La cheffe de chœur n'avait plus de voix.", reference, question)["flags"] == []
    assert run_checks("Perdió su empleo.", "No tenía trabajo.")["flags"] == []
    assert run_checks("Он потерял голос.", "У него не было голоса.")["flags"] == []
    # a loss both sides speak of is no absence said another way
    assert run_checks("La cheffe n'avait pas perdu la voix.", reference)["flags"] == ["negation"]


def test_fares_cut_against_fares_that_went_up() -> None:
    question = "How were bus fares changed?"
    assert run_checks("They went up.", "They were cut.", question)["flags"] == ["antonyms"]
    assert run_checks("They were raised.", "Fares were slashed.", question)["flags"] == ["antonyms"]
    assert run_checks("They were reduced.", "They were cut.", question)["flags"] == []


def test_parts_with_one_stem_are_each_stated_only_as_written() -> None:
    question = "What did the lifeboat crew bring back?"
    reference = "The kayaker and his kayak."
    assert run_checks("The kayaker.", reference, question)["flags"] == ["parts"]
    assert run_checks("The kayakers and their kayaks.", reference, question)["flags"] == []
    assert run_checks("The kayaker and the boat.", "The kayaker and his boat.", question)["flags"] == []


def test_a_share_said_with_the_counted_noun_between() -> None:
    assert restate("One tree in four.", "A quarter.").text == "A quarter."
    assert restate("One household in five was hit.", "20%.").rewrites != ()
    assert run_checks("One tree in three.", "A quarter.")["flags"] == ["numbers"]
    # a count over a span goes on with a noun: no share
    assert restate("Two goals in three games.", "Two thirds.").rewrites == ()


def test_tons_and_hundredweights_in_either_measure() -> None:
    # 30 cwt = 1.5 ton in the US (3,000 lb) and in Britain (3,360 lb); a tonne is 0.98 of a long ton
    assert run_checks("A ton and a half.", "Thirty hundredweight.")["flags"] == []
    assert run_checks("Two tons.", "Thirty hundredweight.")["flags"] == ["numbers"]
    assert restate("Three tons.", "3 tonnes.").text == "3 tonnes."  # as `answer` reads it: in the reference's form
    assert restate("Five tons.", "3 tonnes.").rewrites == ()


def test_over_and_under_before_any_number_word() -> None:
    # every number word the numerals read ("over eleven"), not a list of some
    assert run_checks("Under eleven thousand.", "Over eleven thousand.")["flags"] == ["antonyms"]
    assert run_checks("Over a hundred.", "Under a hundred.")["flags"] == ["antonyms"]
    assert run_checks("Under a bridge.", "Over a bridge.")["flags"] == []
    assert run_checks("He took over the shop.", "He took over one of the shops.")["flags"] == []


@pytest.mark.parametrize(
    ("wrong", "reference"),
    [
        ("In autumn 2027.", "In spring 2027."),
        ("En otoño de 2027.", "En primavera de 2027."),
        ("Im Herbst 2027.", "Im Frühling 2027."),
        ("Il a été vendu en été.", "Il a été vendu en hiver."),
        ("Осенью 2027 года.", "Весной 2027 года."),
    ],
)
def test_another_season_is_another_date(wrong: str, reference: str) -> None:
    checks = run_checks(wrong, reference)
    assert "numbers" in checks["flags"] and "seasons differ" in checks["numbers"]["message"]


def test_a_season_is_read_as_a_season_only() -> None:
    assert run_checks("In the summer holidays.", "In summer.")["flags"] == []
    assert run_checks("L'été.", "En été.")["flags"] == []
    # French "a été" is "has been": no season ("Il a été vendu." names none beside "en hiver")
    assert "seasons" not in run_checks("Il a été vendu.", "Il a été vendu en hiver.")["numbers"]["message"]
    # next to each other at their edge: late summer may be early autumn
    assert "seasons" not in run_checks("In early autumn.", "In late summer.")["numbers"]["message"]


def test_a_refusal_read_as_a_negation_cancels_no_opposite_of_itself() -> None:
    # "refused" is the opposite of "accepted" and, asked, "refused to" is "did not": one change, not two
    question = "Did the fishermen accept the cut?"
    assert run_checks("They refused to accept it.", "They accepted it.", question)["flags"] == ["negation", "antonyms"]
    assert run_checks("They rejected it.", "They refused to accept it.", question)["flags"] == []


def test_no_one_value_given_is_a_hedge_in_a_short_answer() -> None:
    question = "How much is parking?"
    assert run_checks("It varies, I'm told.", "£1.50 an hour.", question)["flags"] == ["hedge"]
    assert run_checks("Ça dépend.", "1,50 € de l'heure.", question)["flags"] == ["hedge"]
    stated = "It depends on the day, but usually £1.50 an hour."
    assert run_checks(stated, "£1.50 an hour.", question)["flags"] == []


def test_a_stock_that_collapsed_is_one_hardly_left() -> None:
    question = "Why was the fishing quota cut?"
    assert run_checks("There were hardly any cod left.", "Cod stocks had collapsed.", question)["flags"] == []
    assert run_checks("It did not collapse.", "It collapsed.", "Did the bridge collapse?")["flags"] == ["negation"]


def test_a_german_compound_names_the_noun_it_ends_with() -> None:
    question = "Warum wurde das Finale wiederholt?"
    assert run_checks("Die Schachuhr funktionierte nicht.", "Die Uhr war defekt.", question)["flags"] == []
    assert run_checks("Die Saar.", "Die Mosel.", "Welcher Fluss fließt dort?")["flags"] == ["entities"]
    # in English a name that ends with another is another name
    assert run_checks("Shelly.", "Ely.", "Which town was it?")["flags"] == ["entities"]


def test_the_pound_in_other_languages_with_its_pence() -> None:
    assert restate("Trois livres vingt.", "3,20 livres.").text == "3,20 livres."
    assert restate("Una libra y media por hora.", "1,50 libras la hora.").rewrites != ()
    assert run_checks("Два фунта тридцать.", "Три фунта двадцать.")["flags"] == ["numbers"]


def test_an_estimate_in_units_states_a_value_with_decimals_it_rounds_to() -> None:
    assert run_checks("Just under five per cent.", "4.99%.")["flags"] == []
    assert run_checks("About 5 km.", "4.99 km.")["flags"] == []
    assert run_checks("About 5 km.", "4 km.")["flags"] == ["numbers"]
    assert run_checks("About 5 km.", "4.2 km.")["flags"] == ["numbers"]


def test_a_span_of_time_said_by_no_number_is_another_amount() -> None:
    assert run_checks("A while, I believe.", "Eleven days.", "How long was it shut?")["flags"] == ["numbers"]
    assert run_checks("Ages.", "Three hours.")["flags"] == ["numbers"]
    assert run_checks("Not long, eleven days.", "Eleven days.")["flags"] == []
    assert run_checks("A while.", "Eleven people.")["flags"] == []


def test_a_score_said_with_its_article_is_twenty() -> None:
    assert numbers("A score of geese flew over.") == [(20.0, "score", None)]
    assert numbers("He got a score of 8.") == [(8.0, "8", None)]  # a result, not twenty
    assert run_checks("Twenty.", "A score.")["flags"] == []
    assert run_checks("Twelve.", "A score.")["flags"] == ["numbers"]


def test_a_decision_cancelled_against_one_that_still_stands() -> None:
    question = "Were the fines cancelled?"
    assert run_checks("They still stand.", "They were cancelled.", question)["flags"] == ["antonyms"]
    assert run_checks("The ruling was upheld.", "The ruling was quashed.")["flags"] == ["antonyms"]
    assert run_checks("They were scrapped.", "They were cancelled.", question)["flags"] == []


def test_a_german_noun_after_a_quantifier_is_no_name() -> None:
    question = "Warum wurde die Station geschlossen?"
    assert run_checks("Es gab nicht genug Pflegekräfte.", "Personalmangel.", question)["flags"] == []
    assert entity_spans("Es gab mehr Patienten.", german=True) == []


def test_an_order_of_magnitude_in_place_of_a_number() -> None:
    assert run_checks("Billions, probably.", "£1.3 billion.", "What would it have cost?")["flags"] == ["numbers"]
    assert run_checks("Des milliers.", "3 000.")["flags"] == ["numbers"]
    assert run_checks("Hundreds.", "45.")["flags"] == ["numbers"]  # fewer than a hundred is another count
    assert run_checks("Thousands of them.", "Thousands.")["flags"] == []


def test_a_time_said_without_a_date_is_another_date() -> None:
    question = "When did the ward reopen?"
    assert run_checks("Fairly recently, I think.", "In February.", question)["flags"] == ["numbers"]
    assert run_checks("Récemment.", "En février.")["flags"] == ["numbers"]
    assert run_checks("Recently, in February.", "In February.", question)["flags"] == []
    assert run_checks("Sometime in spring.", "On 12 March.", "When is the play?")["flags"] == ["numbers"]
    assert run_checks("Sometime in March.", "On 12 March.", "When is the play?")["flags"] == []  # its month stated
    assert run_checks("Sometime in the nineties.", "In the 1990s.")["flags"] == []  # a decade, not a year


def test_a_frequency_in_minutes_is_one_in_times_an_hour() -> None:
    assert restate("Three times an hour.", "Every twenty minutes.").text == "Every twenty minutes."
    assert restate("Dreimal pro Stunde.", "Alle zwanzig Minuten.").rewrites != ()
    assert run_checks("Three times an hour.", "Every fifteen minutes.")["flags"] == ["numbers"]


def test_a_place_left_open_is_a_hedge() -> None:
    assert run_checks("On a beach somewhere.", "Horsey beach.", "Where was the pup found?")["flags"] == ["hedge"]
    assert run_checks("Somewhere near the station.", "Near the station.")["flags"] == []
    # a place said by what it is like is no place left open
    assert run_checks("Keep it somewhere dry and not warm.", "In a cool, dry place.")["flags"] == []


def test_well_over_against_well_under_and_i_imagine() -> None:
    question = "How were the fake goods priced?"
    assert run_checks("Well over the real thing.", "Well under the real thing.", question)["flags"] == ["antonyms"]
    assert "hedge" in run_checks("Hundreds of thousands, I imagine.", "£325,000.")["flags"]


def test_a_part_of_the_day_without_its_hour_is_another_time() -> None:
    question = "When does the curfew start?"
    assert run_checks("Late in the evening, I believe.", "At 11 p.m.", question)["flags"] == ["numbers"]
    assert run_checks("In the evening, at eleven.", "At 11 p.m.", question)["flags"] == []


def test_a_gross_is_twelve_dozen_where_it_counts() -> None:
    assert numbers("Two gross.") == [(288.0, "Two", None)]
    assert numbers("a gross of eggs") == [(144.0, "gross", None)]
    assert numbers("154,407 gross tons.") == [(154407.0, "154,407", "gross")]  # a tonnage, no count
    assert run_checks("288.", "Two gross.")["flags"] == []
    assert run_checks("244.", "Two gross.")["flags"] == ["numbers"]


def test_a_kind_left_open_at_the_end_of_a_clause_is_a_hedge() -> None:
    question = "Why did the orchard lose its crop?"
    assert run_checks("Bad weather of some kind, I guess.", "A late frost.", question)["flags"] == ["hedge"]
    assert run_checks("Un pájaro de algún tipo.", "Un vencejo.")["flags"] == ["hedge"]
    assert run_checks("A fault of some kind of wiring.", "A wiring fault.")["flags"] == []  # it goes on to say


def test_a_negation_of_the_verb_an_absence_is_said_with() -> None:
    question = "How did the ale sell?"
    assert run_checks("It hardly sold at all.", "It sold out in a day.", question)["flags"] == ["negation"]
    assert run_checks("There was hardly any left.", "It sold out in a day.", question)["flags"] == []


def test_a_purpose_to_avoid_is_said_with_a_negation() -> None:
    question = "Why did the festival move its dates?"
    answer = "So it wouldn't coincide with the Olympic Games."
    assert run_checks(answer, "To avoid clashing with the Olympics.", question)["flags"] == []
    assert run_checks(answer, "To clash with the Olympics.", question)["flags"] == ["negation"]


def test_critics_bargains_verdicts_floors_and_comets_have_opposites() -> None:
    question = "How did critics receive the film?"
    assert run_checks("They tore it to shreds.", "They lavished praise on it.", question)["flags"] == ["antonyms"]
    assert run_checks("It was a rip-off.", "It was a bargain.")["flags"] == ["antonyms"]
    assert run_checks("It was split.", "It was unanimous.")["flags"] == ["antonyms"]
    assert run_checks("It's on the ground floor.", "It's on the top floor.")["flags"] == ["antonyms"]
    assert run_checks("It was brightening.", "It was fading.")["flags"] == ["antonyms"]
    assert run_checks("Lastwagen dürfen sie benutzen.", "Lastwagen sind verboten.")["flags"] == ["antonyms"]


def test_free_of_a_thing_the_other_side_says_is_there() -> None:
    question = "Was the harvest affected by disease?"
    assert run_checks("It was affected by disease.", "It was free of disease.", question)["flags"] == ["negation"]
    assert run_checks("It had no disease.", "It was free of disease.", question)["flags"] == []


def test_a_part_of_a_count_the_other_side_states_whole() -> None:
    question = "How many carriages left the track?"
    assert run_checks("Two of the six.", "All six.", question)["flags"] == ["numbers"]
    assert run_checks("All six.", "Two of the six.", question)["flags"] == ["numbers"]
    assert run_checks("Two of the six.", "Two.", question)["flags"] == []
    assert run_checks("300 of the 600.", "Half of the 600.")["flags"] == []  # the part said as a share
    assert run_checks("It is the first of 13 bills.", "It is among 13 bills.")["flags"] == []  # an ordinal


def test_an_amount_short_of_another_is_their_difference() -> None:
    reference = "Two hours and fifty minutes."
    assert restate("Ten minutes short of three hours.", reference).text == reference
    assert restate("Twenty minutes short of three hours.", reference).text != reference
    assert restate("20 metres short of 100 metres.", "80 metres.").text == "80 metres."


def test_no_idea_said_of_someone_else_is_a_negation() -> None:
    question = "Did she expect the award?"
    assert run_checks("She knew it was coming.", "She had no idea it was coming.", question)["flags"] == ["negation"]
    assert run_checks("She didn't see it coming.", "She had no idea it was coming.", question)["flags"] == []
    assert run_checks("No idea.", "Ivanov.", "Who won?")["flags"] == ["hedge"]


def test_over_and_under_one_stem_are_opposites() -> None:
    assert run_checks("It was undersubscribed.", "It was oversubscribed.")["flags"] == ["antonyms"]
    assert run_checks("Sie war unterbewertet.", "Sie war überbewertet.")["flags"] == ["antonyms"]
    assert run_checks("It was rated.", "It was overrated.")["flags"] == []  # no counter prefix


def test_i_would_have_thought_is_tentative() -> None:
    assert run_checks("Very early, I'd have thought.", "At 6:45.", "When did the race start?")["flags"] == ["hedge"]


def test_a_span_said_only_by_its_unit() -> None:
    question = "Was the fix quick?"
    assert run_checks("It took minutes.", "It took days.", question)["flags"] == ["numbers"]
    assert run_checks("Several days.", "It took days.", question)["flags"] == []
    assert run_checks("Minutes, not hours.", "Minutes.")["flags"] == []  # both units said


def test_a_machine_still_working_against_one_that_stopped() -> None:
    question = "Is the probe still working?"
    # beside a "still", the stopping also answers the "still" question no
    assert run_checks("It stopped working.", "It is still working.", question)["flags"] == ["negation", "antonyms"]
    assert run_checks("It stopped working.", "It broke.", question)["flags"] == []


def test_a_word_that_is_a_function_word_abroad_goes_on_with_a_name() -> None:
    assert entity_spans("The Imperial War Museum.") == [("Imperial War Museum", True)]
    question = "Which museum holds the exhibition?"
    assert run_checks("The National Army Museum.", "The Imperial War Museum.", question)["flags"] == ["entities"]


def test_a_change_by_a_factor_is_its_percentage() -> None:
    assert restate("It tripled.", "By 200%.").rewrites == (("tripled", "By 200%"),)
    assert restate("It halved.", "It fell by 50%.").rewrites == (("halved", "by 50%"),)
    assert restate("Es hat sich verdoppelt.", "Um 100 %.").rewrites == (("verdoppelt", "Um 100 %"),)
    assert restate("It doubled.", "By 200%.").rewrites == ()  # another factor
    assert restate("It halved.", "It rose by 50%.").rewrites == ()  # the other way


def test_three_quarters_after_a_whole_unit() -> None:
    assert restate("About 2.8 km.", "A mile and three-quarters.").text == "About A mile and three-quarters."
    assert run_checks("About 3.5 km.", "A mile and three-quarters.")["flags"] == ["numbers"]


def test_opening_days_removed_finds_gentle_paths_and_orchestras() -> None:
    assert run_checks("It opens every Monday.", "Mondays are its closing day now.")["flags"] == ["antonyms"]
    assert run_checks("They were left where they were.", "They were removed.")["flags"] == ["antonyms"]
    assert run_checks("It is steeper.", "It is gentler.")["flags"] == ["antonyms"]
    question = "Which orchestra cancelled?"
    assert run_checks("The BBC Philharmonic.", "The Royal Liverpool Philharmonic.", question)["flags"] == ["entities"]


def test_knots_are_a_speed() -> None:
    assert restate("About 111 km/h.", "Sixty knots.").rewrites == (("111 km/h", "Sixty knots"),)
    assert run_checks("About 80 km/h.", "Sixty knots.")["flags"] == ["numbers"]


def test_a_count_of_pairs_is_restated_for_twice_as_many() -> None:
    assert restate("Eighteen.", "Nine pairs.").text == "Nine pairs."
    assert restate("Sixteen.", "Nine pairs.").rewrites == ()


def test_an_order_of_magnitude_after_a_vague_count_in_place_of_a_number() -> None:
    question = "How much was the fine?"
    assert run_checks("A few hundred euros, roughly.", "€400.", question)["flags"] == ["numbers"]
    assert run_checks("Several thousand.", "3,000.")["flags"] == ["numbers"]
    assert run_checks("Several thousand, 3,000 in all.", "3,000.")["flags"] == []  # the number said too


def test_a_thing_named_only_by_its_kind() -> None:
    question = "Which element has the symbol Fe?"
    assert run_checks("A metal, obviously.", "Iron.", question)["flags"] == ["entities"]
    assert run_checks("A bird.", "A robin.", "What landed on the fence?")["flags"] == ["entities"]
    assert run_checks("A robin.", "A bird.", "What landed on the fence?")["flags"] == []  # more than asked
    assert run_checks("A metal.", "Iron.", "Is iron a metal?")["flags"] == []  # not asked which


def test_hotter_cooler_closer_further_and_what_is_left_behind() -> None:
    assert run_checks("Cooler.", "Hotter.", "Is Venus hotter than Mercury?")["flags"] == ["antonyms"]
    assert run_checks("Further away in January.", "Closer in January.")["flags"] == ["antonyms"]
    answer, reference = "It removes the water and leaves the minerals.", "The water goes but the salt stays behind."
    assert run_checks(answer, reference)["flags"] == []
    assert run_checks("She left the room.", "She stayed.")["flags"] == ["antonyms"]


def test_missing_is_an_absence() -> None:
    question = "Why was the invoice flagged?"
    answer = "It did not include a VAT registration number."
    assert run_checks(answer, "The VAT number was missing.", question)["flags"] == []
    assert run_checks("Two pages are missing.", "Nothing is missing.")["flags"] == ["negation"]


def test_data_units_count_in_thousands_or_in_powers_of_two() -> None:
    assert restate("2,048 MB.", "2 GB.").text == "2 GB."
    assert restate("2,000 MB.", "2 GB.").text == "2 GB."
    assert run_checks("1,500 MB.", "2 GB.")["flags"] == ["numbers"]
    assert restate("Un demi-mégaoctet.", "500 Ko.").text == "500 Ko."


def test_version_numbers_are_compared() -> None:
    assert run_checks("2.1.4.", "2.4.1.", "Which version fixed the bug?")["flags"] == ["numbers"]
    assert run_checks("Version 2.4.1 fixed it.", "2.4.1.")["flags"] == []
    assert run_checks("On 12.3.2019.", "On 12.03.2019.")["flags"] == []  # a date


def test_sending_the_user_to_a_page_is_a_deflection() -> None:
    answer = "Under a tenner, I think, but check the pricing page."
    assert run_checks(answer, "£9.99.", "What is the monthly fee?")["flags"] == ["hedge"]


def test_falling_short_against_making_it() -> None:
    question = "Did the hikers reach the summit?"
    assert run_checks("They made it to the top.", "They fell short of it.", question)["flags"] == ["antonyms"]
    assert run_checks("They didn't make it.", "They fell short of it.", question)["flags"] == []


def test_records_staff_and_stock_have_opposites() -> None:
    assert run_checks("It was broken.", "It still stands.", "Did the record stand?")["flags"] == ["antonyms"]
    assert run_checks("It is taking on staff.", "It is laying off staff.")["flags"] == ["antonyms"]
    assert run_checks("It is gathering dust.", "It is flying off the shelves.")["flags"] == ["antonyms"]


def test_a_name_is_not_named_by_its_head_alone_in_a_short_answer() -> None:
    question = "Which bank raised rates?"
    assert run_checks("The European Central Bank.", "The Bank of England.", question)["flags"] == ["entities"]
    assert run_checks("The Bank of England did.", "The Bank of England.", question)["flags"] == []
    assert run_checks("Bold Street.", "Hope Street.", "Which street won?")["flags"] == ["entities"]


def test_a_number_in_words_before_a_larger_multiplier() -> None:
    assert numbers("dos mil millones") == [(2e9, "dos", None)]
    assert numbers("two thousand million") == [(2e9, "two", None)]
    assert run_checks("2,1 mil millones de dólares.", "2.100 millones de dólares.")["flags"] == []


def test_minutes_before_the_hour_in_russian() -> None:
    assert restate("Без четверти восемь вечера.", "В 19:45.").rewrites == (("Без четверти восемь вечера", "19:45"),)


def test_a_head_ending_a_name_in_one_word_does_not_name_it() -> None:
    assert run_checks("Derwentwater.", "Coniston Water.", "Which lake was closed?")["flags"] == ["entities"]
    assert run_checks("Der Arlbergtunnel.", "Der Gotthardtunnel.", "Welcher Tunnel wurde gesperrt?")["flags"] == [
        "entities"
    ]
    assert run_checks("Derwentwater.", "Derwent Water.", "Which lake was closed?")["flags"] == []


def test_a_plenty_or_a_bare_unit_in_place_of_a_number() -> None:
    assert run_checks("Loads of them.", "2 million.", "How many users left?")["flags"] == ["numbers"]
    assert run_checks("2 million, loads of them.", "2 million.", "How many users left?")["flags"] == []
    assert run_checks("Miles long.", "4.1 miles.", "How long is the tunnel?")["flags"] == ["numbers"]


def test_scrapped_against_kept_and_in_form_against_out_of_it() -> None:
    assert run_checks("The free tier was kept.", "The free tier was scrapped.")["flags"] == ["antonyms"]
    assert run_checks("Badly out of form.", "In superb form.")["flags"] == ["antonyms"]


def test_three_quarters_after_an_hour_in_french_and_spanish() -> None:
    assert restate("105 minutes.", "Une heure trois quarts.").text == "Une heure trois quarts."
    assert restate("165 minutos.", "Dos horas y tres cuartos.").text == "Dos horas y tres cuartos."


def test_clear_of_a_thing_against_a_word_made_from_it() -> None:
    assert run_checks("They iced over.", "They stayed clear of ice.", "Did the roads freeze?")["flags"] == ["negation"]


def test_pounds_and_pence_said_in_words_are_one_amount() -> None:
    assert restate("£2.40.", "Two pounds forty pence.").text == "Two pounds forty pence."
    assert restate("2,40 фунта.", "Два фунта сорок пенсов.").text == "Два фунта сорок пенсов."
    assert run_checks("£2.50.", "Two pounds forty pence.")["flags"] == ["numbers"]


def test_one_and_a_quarter_in_one_german_word() -> None:
    assert numbers("Eineinviertel Stunden.") == [(1.25, "Eineinviertel", "stunden")]
    assert restate("Eineinviertel Stunden.", "Fünfundsiebzig Minuten.").text == "Fünfundsiebzig Minuten."


def test_an_excess_that_stops_it_is_said_with_a_negation() -> None:
    question = "Why did the robot vacuum get stuck?"
    answer = "The edge of the rug was too high for it."
    assert run_checks(answer, "It couldn't climb the rug's edge.", question)["flags"] == []
    assert run_checks("It pulled through.", "It was wiped out.", "Did the colony survive?")["flags"] == ["antonyms"]


def test_a_trillion_and_kelvin_in_russian() -> None:
    assert numbers("About 9.46 trillion kilometres.") == [(9.46e12, "9.46", "kilometre")]
    assert restate("Roughly 5.88 trillion miles.", "About 9.46 trillion kilometres.").rewrites != ()
    assert restate("0 кельвинов.", "−273,15 °C.").text == "−273,15 °C."


def test_innermost_and_a_desert_that_shrinks() -> None:
    assert run_checks("The innermost.", "The outermost.")["flags"] == ["antonyms"]
    assert run_checks("Il rétrécit.", "Il s'étend.")["flags"] == ["antonyms"]


def test_one_in_five_in_spanish_and_unscathed_against_damaged() -> None:
    assert restate("20 %.", "Uno de cada cinco.").rewrites != ()
    assert run_checks("It was badly damaged.", "It came through unscathed.")["flags"] == ["antonyms"]
    question = "Why did the bakery start a waiting list?"
    assert run_checks("It couldn't bake enough.", "Demand outstripped supply.", question)["flags"] == []


def test_a_plural_head_names_no_name_alone() -> None:
    question = "Which bridge wobbled?"
    assert run_checks("The Golden Jubilee Bridges.", "The Millennium Bridge.", question)["flags"] == ["entities"]


def test_later_than_usual_in_place_of_a_time() -> None:
    question = "Until when is the museum open?"
    assert run_checks("Later than usual.", "Until 20:00.", question)["flags"] == ["numbers"]
    assert run_checks("Later than usual, until 20:00.", "Until 20:00.", question)["flags"] == []


def test_forgotten_unfed_sun_and_shade() -> None:
    question = "Why did the bread taste flat?"
    assert run_checks("No salt had been added.", "The baker forgot the salt.", question)["flags"] == []
    assert run_checks("Nobody fed it for four weeks.", "It was left unfed for a month.")["flags"] == []
    assert run_checks("It loves deep shade.", "It loves full sun.")["flags"] == ["antonyms"]


def test_live_against_a_recording_pricier_and_a_lot() -> None:
    question = "Was the concert broadcast live?"
    assert run_checks("It went out live.", "Only a recording went out later.", question)["flags"] == ["antonyms"]
    assert "antonyms" in run_checks("Cheaper than ever.", "Pricier than ever.", "Did coffee get cheaper?")["flags"]
    assert run_checks("Quite a lot, apparently.", "By 50%.", "How much did coffee rise?")["flags"] == ["numbers"]
    assert restate("De 50 %.", "De moitié.").rewrites != ()


def test_a_grand_is_a_thousand_where_it_counts() -> None:
    assert numbers("Twelve grand.") == [(12000.0, "Twelve", None)]
    assert numbers("It cost a grand.") == [(1000.0, "grand", None)]
    assert numbers("two grand pianos") == [(2.0, "two", "grand")]  # an adjective


def test_intact_against_ruined_a_device_that_failed_and_whichever_that_is() -> None:
    assert run_checks("Three were ruined.", "All survived intact.")["flags"] == ["antonyms"]
    question = "Почему альпинистка повернула назад?"
    assert run_checks("Перестал работать кислород.", "Отказал кислородный аппарат.", question)["flags"] == []
    question = "Which council ran the patrol?"
    assert run_checks("The local council, whichever that is.", "Cornwall Council.", question)["flags"] == ["hedge"]


def test_a_gapped_second_clause_names_a_part() -> None:
    question = "Who won the two races?"
    reference = "Kiprop won the men's and Tesfaye the women's."
    assert run_checks("Kiprop won the men's race.", reference, question)["flags"] == ["parts"]
    assert run_checks("Kiprop and Tesfaye.", reference, question)["flags"] == []


def test_a_no_said_by_the_opposite_of_the_questions_word() -> None:
    question = "Is the library open on Sundays?"
    reference = "It's closed on Sundays."
    assert (
        run_checks("No — under the new timetable it stays shut all day on Sundays.", reference, question)["flags"] == []
    )
    assert run_checks("Yes, every Sunday.", reference, question)["flags"] == ["negation"]
    assert run_checks("Yes.", reference, question)["flags"] == ["negation"]
    assert "negation" not in run_checks("Yes, it reopened.", "It has reopened.", "Is the road closed?")["flags"]


def test_a_share_of_a_unit_is_no_count_of_it() -> None:
    question = "How long is the diversion?"
    assert run_checks("Three and a quarter miles.", "Three-quarters of a mile.", question)["flags"] == ["numbers"]
    assert run_checks("About 1.2 km.", "Three-quarters of a mile.", question)["flags"] == []
    assert numbers("Three and three-quarter million dollars.") == [(3750000.0, "Three", "dollar")]


def test_a_figure_not_counting_a_part_and_an_approximator_opening_a_text() -> None:
    question = "How many books does the library hold?"
    long_reply = "The collection runs to roughly eighty thousand books, not counting the archive."
    assert run_checks(long_reply, "Around 80,000.", question)["flags"] == []
    assert run_checks("Roughly eighty thousand.", "Around 80,000.", question)["flags"] == []


def test_not_until_misses_a_deadline_the_question_asks_about() -> None:
    question = "Were the lifts running by noon?"
    reference = "They were running again by noon."
    assert run_checks("They weren't running again until the next day.", reference, question)["flags"] == ["negation"]
    assert run_checks("It wasn't reopened until Friday.", "Yes, on Friday.", "Was the road reopened?")["flags"] == []


def test_both_of_a_kind_against_one() -> None:
    question = "Who was sent off?"
    assert run_checks("The home captain.", "Both captains.", question)["flags"] == ["parts"]
    assert run_checks("The two captains.", "Both captains.", question)["flags"] == []
    assert run_checks("Each team.", "Both teams.")["flags"] == []
    assert "parts" not in run_checks("Neither player had any energy left.", "Both players were exhausted.")["flags"]
    assert run_checks("Le capitaine de Lyon.", "Les deux capitaines.")["flags"] == ["parts"]


def test_two_counts_each_with_a_place() -> None:
    question = "Which farms were affected?"
    reference = "Two in Norfolk and one in Suffolk."
    assert run_checks("Two in Norfolk.", reference, question)["flags"] == ["parts"]
    assert run_checks("Three farms, two of them in Norfolk and one in Suffolk.", reference, question)["flags"] == []


def test_subject_and_object_of_several_words_exchanged_in_french() -> None:
    reference = "Les ingénieurs ont averti la compagnie des eaux."
    answer = "La compagnie des eaux a averti les ingénieurs."
    assert run_checks(answer, reference, "Qui a averti qui ?")["flags"] == ["antonyms"]


def test_a_count_per_period_the_question_names() -> None:
    question = "How many flights a week did the route have?"
    assert restate("Two a day.", "Fourteen.", question).text == "Fourteen."
    assert run_checks("Three a day.", "Fourteen.", question)["flags"] == ["numbers"]
    assert restate("One every five minutes.", "Twelve.", "How many trams run an hour?").text == "Twelve."
    # a price per hour is no frequency
    assert restate("A pound fifty per hour.", "£1.50 an hour.").text == "£1.50 per hour."


def test_a_question_about_ceasing_and_vague_reasons() -> None:
    question = "Has the glacier stopped shrinking?"
    assert run_checks("It has stopped shrinking.", "It is still shrinking.", question)["flags"] == ["negation"]
    assert run_checks("It is still shrinking.", "No.", question)["flags"] == []
    question = "Why did the start-up move to Lisbon?"
    assert run_checks("Various business reasons.", "Lower costs.", question)["flags"] == ["hedge"]
    assert run_checks("For various reasons, mainly lower costs.", "Lower costs.", question)["flags"] == []


def test_named_only_as_one_of_its_kind_and_new_opposites() -> None:
    question = "Which agency owned the satellite?"
    assert run_checks("One of the space agencies.", "The UK Space Agency.", question)["flags"] == ["entities"]
    assert run_checks("Très doux.", "Très fort.", "Le fromage était-il doux ?")["flags"] == ["antonyms"]
    assert run_checks("It made money every month.", "It lost money every month.")["flags"] == ["antonyms"]
    assert run_checks("Beats me.", "Around fifteen years", "How long do reindeer live?")["flags"] == ["hedge"]


def test_an_amount_per_period_a_share_of_a_hundred_and_nights() -> None:
    assert restate("£4.99 a month.", "£59.88 a year.").text == "£59.88 a year."
    assert restate("£4.99 a month.", "£59.88.", "How much is it a year?").text == "£59.88."
    assert run_checks("£5.99 a month.", "£59.88.", "How much is it a year?")["flags"] == ["numbers"]
    assert run_checks("£60 a month.", "£60 a year.")["flags"] == ["numbers"]
    assert restate("Half a hundred.", "Fifty.").text == "Fifty."
    assert restate("Seven nights.", "A week.").text == "A week."
    assert run_checks("Six nights.", "A week.", "How long did they stay?")["flags"] == ["numbers"]


def test_years_back_in_place_of_a_date_and_ruled_out() -> None:
    question = "When did the post office close?"
    assert run_checks("A few years back, I believe.", "In March 2021.", question)["flags"] == ["numbers"]
    assert run_checks("Five years ago, in 2019.", "In 2019.")["flags"] == []
    question = "Is the carnival back next year?"
    assert run_checks("The organisers have ruled it out.", "The organisers have confirmed it.", question)["flags"] == [
        "antonyms"
    ]
    assert run_checks("One of the shallowest in Europe.", "One of the deepest in Europe.")["flags"] == ["antonyms"]


def test_a_bare_count_per_hour_few_against_most_and_paying_the_same() -> None:
    assert restate("Four an hour.", "Every fifteen minutes.").text == "Every fifteen minutes."
    assert run_checks("Five an hour.", "Every fifteen minutes.")["flags"] == ["numbers"]
    assert run_checks("Almost everyone noticed.", "Few noticed.")["flags"] == ["antonyms"]
    assert run_checks("They paid more.", "They paid the same.", "Did foot passengers pay more?")["flags"] == [
        "antonyms"
    ]


def test_almost_an_amount_is_just_below_it() -> None:
    question = "How long were flights grounded?"
    assert restate("Almost a week.", "Six days.", question).rewrites == (("a week", "Six days"),)
    assert restate("Nearly 2 km.", "1.7 km.").rewrites == (("2 km", "1.7 km"),)
    assert run_checks("Nearly 2 km.", "1.2 km.", "How far?")["flags"] == ["numbers"]


def test_counts_of_kinds_summed_and_more_opposites() -> None:
    question = "How many people were aboard?"
    assert restate("Ten adults and seven children.", "Seventeen.", question).text == "Seventeen."
    assert run_checks("Ten adults and six children.", "Seventeen.", question)["flags"] == ["numbers"]
    assert run_checks("It has closed down.", "It's still going.", "Is the farm still in business?")["flags"] == [
        "antonyms"
    ]
    assert run_checks("Lighter.", "Darker.", "Is the new kit lighter?")["flags"] == ["antonyms"]


def test_a_tenner_a_third_of_the_year_in_spanish_and_a_russian_verb_opening() -> None:
    assert restate("Two tenners.", "£20.").text == "£20."
    assert run_checks("Under a tenner each.", "Over £80 each.", "Were tickets cheap?")["flags"] == ["numbers"]
    assert restate("Un tercio del año.", "Cuatro meses.").text == "Cuatro meses."
    question = "Почему переправа стала опасной?"
    assert run_checks("Вода поднялась из-за прилива.", "Начался прилив.", question)["flags"] == []
    assert run_checks("It went in.", "It was saved.", "Was the penalty scored?")["flags"] == ["antonyms"]


def test_a_part_inside_another_parts_word_a_same_day_question_and_centuries() -> None:
    question = "Which matches were delayed?"
    assert run_checks("The women's final.", "The men's and women's finals.", question)["flags"] == ["parts"]
    assert run_checks("Both finals, men's and women's.", "The men's and women's finals.", question)["flags"] == []
    question = "Was the match finished that day?"
    reference = "It was finished that evening."
    assert run_checks("It wasn't finished until the next day.", reference, question)["flags"] == ["negation"]
    assert run_checks("Admission is charged.", "Admission costs nothing.", "Is the exhibition free?")["flags"] == [
        "antonyms"
    ]
    assert run_checks("Centuries old, presumably.", "About 350 years.", "How old was the oak?")["flags"] == ["numbers"]
    assert restate("Three and a half centuries.", "350 years.").text == "350 years."


def test_a_span_in_the_plural_against_less_than_one_of_its_unit() -> None:
    question = "Was the ban temporary?"
    assert run_checks("It was lifted within a month.", "It lasted for decades.", question)["flags"] == ["numbers"]
    assert run_checks("It took ten minutes.", "It took hours.", "How long did it take?")["flags"] == ["numbers"]
    assert run_checks("Thirty years.", "Decades.", "How long did it last?")["flags"] == []
    assert run_checks("They slid back.", "They kept climbing.", "Did card payments fall?")["flags"] == ["antonyms"]


def test_nearly_before_an_article_a_french_quarter_to_and_a_question_about_what_was_missed() -> None:
    question = "How much did the branch lose last year?"
    assert restate("Nearly a quarter of a million pounds.", "£240,000.", question).rewrites != ()
    assert restate("À 13 h 45.", "À deux heures moins le quart.").text == "À deux heures moins le quart."
    assert run_checks("À 21 h.", "À 9 heures.")["flags"] == ["numbers"]  # digits with "heures": as written
    answer = "Roughly 3,000 households didn't have their bins emptied."
    assert run_checks(answer, "About 3,000.", "How many bins were missed?")["flags"] == []


def test_russian_miles_in_the_locative_and_half_against_twice_as_many() -> None:
    assert restate("Примерно в 6,4 км.", "В четырёх милях.").rewrites != ()
    assert run_checks("Примерно в 6,4 км.", "В четырёх километрах.")["flags"] == ["numbers"]
    assert run_checks("It holds twice as many.", "It holds half as many.")["flags"] == ["antonyms"]


def test_one_amount_sharing_a_number_with_another_a_name_and_a_thing_asked_for_and_ruled_out() -> None:
    assert run_checks("Forty minutes.", "Three hours forty.", "How long did the rescue take?")["flags"] == ["numbers"]
    assert run_checks("The station.", "Mill Lane and the station.", "Which stops were dropped?")["flags"] == ["parts"]
    answer = "No, all four members have said there won't be a reunion."
    assert run_checks(answer, "They've ruled it out.", "Will the band reunite?")["flags"] == []
    assert restate("Fünfmal pro Stunde.", "Alle zwölf Minuten.").text == "Alle zwölf Minuten."
    assert run_checks("It went to the bottom.", "It stayed afloat.", "Did the yacht sink?")["flags"] == ["antonyms"]


def test_halfway_a_bare_russian_unit_opening_an_amount_and_pronouns_that_change_roles() -> None:
    question = "How far up the hill did they get?"
    assert run_checks("Two-thirds of the way.", "Halfway.", question)["flags"] == ["numbers"]
    assert run_checks("Half of the way.", "Halfway.", question)["flags"] == []
    assert restate("Час и сорок минут.", "Сто минут.").text == "Сто минут."
    assert restate("Неделя и два дня.", "Девять дней.").text == "Девять дней."
    question = "Who lent money to whom?"
    assert run_checks("Their parents lent them £5,000.", "They lent their parents £5,000.", question)["flags"] == [
        "antonyms"
    ]
    assert run_checks("We sent them postcards.", "They sent us postcards.")["flags"] == ["antonyms"]


def test_a_lettered_number_as_a_part_a_season_for_a_date_and_a_score_in_digits() -> None:
    question = "Which events did he win?"
    assert run_checks("The 5k.", "The half marathon and the 5k.", question)["flags"] == ["parts"]
    assert run_checks("At 5pm.", "At 9am and 5pm.", "When does it open?")["flags"] == ["parts"]
    assert run_checks("Probably in the autumn.", "On 3 October.", "When will the bridge reopen?")["flags"] == [
        "numbers"
    ]
    assert run_checks("In the autumn of 2024.", "In autumn 2024.")["flags"] == []
    assert restate("3-2.", "Three-two, after extra time.").rewrites == ()  # no numbers read in "Three-two"
    said = restate("312-8.", "Three hundred and twelve for eight.", "What did Surrey make?")
    assert said.text == "Three hundred and twelve for eight."
    assert run_checks("312-9.", "Three hundred and twelve for eight.")["flags"] == ["numbers"]


def test_dry_against_rain_the_red_against_the_black_dimmer_and_decades_ago() -> None:
    question = "Did the parade get wet?"
    assert run_checks("It rained on the parade.", "The parade stayed dry.", question)["flags"] == ["antonyms"]
    assert run_checks("Llovió poco en agosto.", "Un agosto seco.")["flags"] == []  # little rain is dry
    assert "antonyms" in run_checks("The club is in the black.", "The club is in the red.")["flags"]
    assert run_checks("The screen got dimmer.", "The screen got brighter.")["flags"] == ["antonyms"]
    assert run_checks("Critics were full of praise.", "Critics were scathing.")["flags"] == ["antonyms"]
    question = "When did the mill close?"
    assert run_checks("A few decades ago, I think.", "In 1987.", question)["flags"] == ["numbers"]
    assert run_checks("Hace unas décadas.", "En 1987.", "¿Cuándo cerró el molino?")["flags"] == ["numbers"]


def test_bits_per_second_a_part_of_a_pair_the_question_asks_and_kept_on_board() -> None:
    assert restate("2,500 megabits a second.", "2.5 Gbps.").text == "2.5 Gbps."
    assert restate("250 Mbps.", "2.5 Gbit/s.").rewrites == ()
    assert run_checks("250 Mbps.", "2.5 Gbit/s.")["flags"] == ["numbers"]
    assert run_checks("1 gigabyte per second.", "1 Gbps.")["flags"] == ["numbers"]  # a byte is eight bits
    assert run_checks("A bit more.", "A little more.")["flags"] == []
    question = "When does the shop open and close?"
    reference = "It opens at nine; it shuts when the last customer leaves, about six."
    assert run_checks("It opens at nine.", "Open at nine, close at six.", question)["flags"] == ["parts"]
    assert run_checks("It opens at nine.", reference, question)["flags"] == []  # "close" is not the reference's
    question = "What is the difference between a hare and a rabbit?"
    assert run_checks("Hares are bigger.", "A hare is larger than a rabbit.", question)["flags"] == []
    assert run_checks("Fans were let off the coach.", "Fans were kept on board the coach.")["flags"] == ["antonyms"]


def test_one_end_of_a_move_asked_from_and_to_a_moor_for_another_and_a_mistake_for_on_purpose() -> None:
    question = "Where did the market move from and to?"
    reference = "From the car park to the high street."
    assert run_checks("To the high street.", reference, question)["flags"] == ["parts"]
    assert run_checks("From the car park to the high street, by the bank.", reference, question)["flags"] == []
    assert run_checks("To the high street.", reference, "Where did the market move to?")["flags"] == []
    assert run_checks("On Dartmoor.", "On Exmoor.")["flags"] == ["entities"]
    assert run_checks("Swaledale.", "Wensleydale.")["flags"] == ["entities"]
    assert run_checks("Upper Wensleydale.", "Wensleydale.")["flags"] == []
    assert run_checks("He did it on purpose.", "It was an honest mistake.")["flags"] == ["antonyms"]


def test_dozens_and_a_few_more_welcomed_against_condemned_and_countryside_against_centre() -> None:
    assert numerals.number_spans("Two dozen and five.") == [(29.0, 0, 18)]
    assert numerals.number_spans("a dozen rolls and two loaves") == [(12.0, 2, 7), (2.0, 18, 21)]
    assert restate("Twenty-nine.", "Two dozen and five.").text == "Two dozen and five."
    assert run_checks("Thirty.", "Two dozen and five.", "How many rolls were left?")["flags"] == ["numbers"]
    assert run_checks("Unions condemned the plan.", "Unions welcomed the plan.")["flags"] == ["antonyms"]
    assert run_checks("In the city centre.", "Out in the countryside.")["flags"] == ["antonyms"]


def test_a_part_sharing_its_noun_in_another_number_came_second_and_a_no_before_the_whole_reference() -> None:
    reference = "The three front rows and the royal box."
    assert run_checks("The three front rows.", reference, "Which seats were damaged?")["flags"] == ["parts"]
    assert run_checks("The royal box and the front rows, all three.", reference)["flags"] == []
    question = "Did he win the final?"
    assert run_checks("He won it.", "He came second.", question)["flags"] == ["antonyms"]
    answer = "No, he was runner-up after a tie-break."
    assert run_checks(answer, "He came second.", question)["flags"] == []
    question = "Did the appeal change the verdict?"
    answer = "No — once the appeal was heard, the original verdict stood unchanged."
    assert run_checks(answer, "The verdict stood.", question)["flags"] == []
    assert run_checks("No, the court cleared him.", "The verdict stood.", question)["flags"] != []
    assert numerals.number_spans("Около четверти миллиона.") == [(250000.0, 6, 23)]


def test_a_colour_for_another_a_regnal_number_in_a_list_and_a_no_said_by_a_colour() -> None:
    assert run_checks("The walls were painted yellow.", "The walls were painted blue.")["flags"] == ["entities"]
    assert run_checks("Rouge.", "Noir.", "De quelle couleur était la voiture ?")["flags"] == ["entities"]
    assert run_checks("Она была синяя.", "Она была красная.")["flags"] == ["entities"]
    assert run_checks("Blue and white.", "White and blue stripes.")["flags"] == []
    assert run_checks("Red Funnel.", "Wightlink.", "Which ferry company?")["flags"] == ["entities"]  # names' rule
    assert run_checks("The Green Party.", "The Labour Party.")["flags"] != []  # a name: not a colour
    german = "Ein weißes und grünes Flugzeug."
    assert run_checks(german, "Ein grün-weißes Flugzeug.")["flags"] == []  # German nouns are capitalised
    question = "Who ruled jointly?"
    assert run_checks("William III.", "William III and Mary II.", question)["flags"] == ["parts"]
    question = "Are robins' eggs white?"
    assert run_checks("No, they are a pale blue.", "They're blue.", question)["flags"] == []
    assert run_checks("Yes, pure white.", "They're blue.", question)["flags"] != []
    assert run_checks("Oaks shed their leaves.", "Oaks keep their leaves.")["flags"] == ["antonyms"]


def test_without_injury_against_hurt_panned_against_raved_and_club_names_by_their_own_words() -> None:
    question = "Was the driver hurt?"
    assert "antonyms" in run_checks("She was injured.", "She walked away without injury.", question)["flags"]
    assert run_checks("The critics raved.", "The critics panned it.")["flags"] == ["antonyms"]
    assert run_checks("Queens Park Rangers.", "Glasgow Rangers.", "Which club signed him?")["flags"] == ["entities"]
    assert run_checks("Rangers.", "Glasgow Rangers.", "Which club signed him?")["flags"] == []


def test_decimals_said_after_a_comma_a_limit_not_to_exceed_and_hyphened_modifiers_of_one_noun() -> None:
    assert numerals.number_spans("Tres coma setenta y cinco.") == [(3.75, 0, 25)]
    assert numerals.number_spans("Zwei Komma null fünf.") == [(2.05, 0, 20)]
    assert restate("Deux virgule cinq millions.", "2,5 millions.").rewrites != ()
    question = "How many hours a week may a child work?"
    assert run_checks("Children mustn't work more than twelve hours a week.", "Twelve.", question)["flags"] == []
    assert run_checks("The dose must not exceed 4 g.", "4 g.", "What is the limit?")["flags"] == []
    reference = "Short-stay and long-stay car parks."
    assert run_checks("Short-stay car parks.", reference, "Which car parks are closed?")["flags"] == ["parts"]
    assert run_checks("Both long-stay and short-stay ones.", reference)["flags"] == []


def test_tens_joined_to_a_unit_are_one_number_a_value_not_known_and_a_fine_waived() -> None:
    assert run_checks("71 %.", "Soixante et onze pour cent.", "Quelle était la participation ?")["flags"] == []
    assert run_checks("35.", "Treinta y cinco.")["flags"] == []
    assert run_checks("Cincuenta y tres.", "Treinta y cinco.")["flags"] == ["numbers"]
    question = "What did it cost?"  # a price said by no number is one more flag (spot384)
    assert run_checks("Pretty expensive, whatever it was.", "£350.", question)["flags"] == ["numbers", "hedge"]
    assert run_checks("The penalty was paid.", "The penalty was waived.")["flags"] == ["antonyms"]
    assert run_checks("The leak keeps growing.", "The leak has stabilised.")["flags"] == ["antonyms"]


def test_a_bakers_dozen_places_in_sequence_a_part_of_the_day_for_a_time_in_words_and_memory_hedges() -> None:
    assert restate("A baker's dozen.", "Thirteen.").text == "Thirteen."
    assert restate("Six.", "Une demi-douzaine.").text == "Une demi-douzaine."
    assert restate("XV.", "Quinze.").rewrites == ()
    question = "Where did the ship call?"
    assert run_checks("At Cobh.", "At Cherbourg, then Cobh.", question)["flags"] == ["parts"]
    assert run_checks("Stocks edged higher.", "Stocks rose early, then flattened.")["flags"] == []
    question = "When did the fireworks start?"
    reference = "At a quarter past nine in the evening."
    assert run_checks("Sometime in the evening.", reference, question)["flags"] == ["numbers"]
    assert run_checks("About four, if memory serves.", "Seven.", "How many were there?")["flags"] != []


def test_a_race_time_with_a_colon_full_days_us_gallons_and_a_part_that_ends_another() -> None:
    question = "What was the winning time?"
    assert restate("3:12.", "Three minutes and twelve seconds.", question).text == "Three minutes and twelve seconds."
    assert run_checks("3:21.", "Three minutes and twelve seconds.", question)["flags"] == ["numbers"]
    assert restate("At 3:12.", "Three minutes and twelve seconds.").rewrites == ()  # a time of day
    assert restate("Three full weeks.", "21 days.").text == "21 days."
    assert restate("About 53 US gallons.", "200 litres.").rewrites != ()
    assert run_checks("The stepfather.", "The father and the stepfather.", "Who signed?")["flags"] == ["parts"]
    assert run_checks("Far out to sea.", "Only close to shore.")["flags"] == ["antonyms"]


def test_a_little_while_for_a_number_unhurt_against_injuries_and_held_steady_against_fell() -> None:
    question = "How long was the road closed?"
    assert run_checks("A short while, I believe.", "Nine hours.", question)["flags"] == ["numbers"]
    assert run_checks("She was treated for injuries.", "She was unhurt.")["flags"] == ["antonyms"]
    assert run_checks("Prices fell.", "Prices held steady.", "Did prices change?")["flags"] == ["antonyms"]


def test_a_share_of_a_count_states_its_product_and_an_opening_describing_word_is_no_name() -> None:
    question = "How many pupils were sent home?"
    assert run_checks("300.", "Half of the 600.", question)["flags"] == []
    assert run_checks("600.", "Half of the 600.", question)["flags"] == ["numbers"]
    assert run_checks("Half of the 600.", "600.", question)["flags"] == ["numbers"]
    assert run_checks("200 pupils.", "A third of the 600 pupils.", question)["flags"] == []
    assert run_checks("A third of the 600 pupils.", "200 pupils.", question)["flags"] == []
    assert run_checks("Half of the 600, so 300.", "Half of the 600.", question)["flags"] == []
    assert shares_of_counts("the first half of the 10th century") == []
    assert restate("300.", "Half of the 600.", question).text == "Half of the 600."
    assert restate("300 of the 600.", "Half of the 600.", question).rewrites == ()
    assert ("Strong", False) not in entity_spans("Strong winds made the crossing unsafe.")
    assert run_checks("Strong winds made the crossing unsafe.", "Gales in the Minch.")["flags"] == []
    assert run_checks("Smith built it in the spring.", "Jones.", "Who built it?")["flags"] == ["entities"]
    assert run_checks("Tawny owls.", "Barn owls.", "Which owls nest there?")["flags"] == ["entities"]


def test_quicker_against_slower_and_loathed_against_adored() -> None:
    assert run_checks("Quicker.", "Slower.", "Was the descent quicker than the climb?")["flags"] == ["antonyms"]
    assert run_checks("Voters adored him.", "He was loathed by voters.")["flags"] == ["antonyms"]
    assert run_checks("Voters detested him.", "Voters adored him.")["flags"] == ["antonyms"]


def test_an_hour_at_night_a_french_a_before_a_name_rated_poorly_and_a_wine_dry_against_sweet() -> None:
    question = "How late does the library stay open?"
    assert restate("Until 22:00.", "Until ten at night.", question).text == "Until ten at night."
    assert run_checks("Until ten in the morning.", "Until ten at night.", question)["flags"] == ["numbers"]
    assert run_checks("À Tenerife.", "À La Palma.", "Où se trouve le télescope ?")["flags"] == ["entities"]
    assert run_checks("Le siège est à Marseille.", "À Lyon", "Où est le siège ?")["flags"] == ["entities"]
    assert run_checks("Critics rated it highly.", "Critics rated it poorly.")["flags"] == ["antonyms"]
    assert run_checks("Très sucré.", "Très sec.", "Le vin était-il sucré ?")["flags"] == ["antonyms"]
    assert run_checks("They rest on the ground.", "They stay airborne.", "Do swifts land?")["flags"] == ["antonyms"]


def test_a_plural_of_things_opening_a_sentence_is_no_name_and_barely_as_a_whole_reply() -> None:
    question = "Why was the festival moved indoors?"
    reference = "Thunderstorms were forecast."
    assert run_checks("The Met Office had warned of lightning.", reference, question)["flags"] == []
    assert run_checks("Evans built it.", "Roberts built it.", "Who built it?")["flags"] == ["entities"]
    question = "Did passengers complain?"
    answer = "Barely — the operator received only a handful of complaints."
    assert run_checks(answer, "Hardly anyone objected.", question)["flags"] == []
    assert "negation" in run_checks(answer, "Hundreds complained.", question)["flags"]
    assert run_checks("It barely passed.", "It passed.", "Did it pass?")["flags"] == []


def test_tickets_on_sale_against_sold_out_bare_handed_against_gloves_and_on_time_against_held_up() -> None:
    question = "Was the festival sold out?"
    reference = "Tickets were still on sale at the door."
    assert run_checks("No, you could still buy tickets on the day.", reference, question)["flags"] == []
    assert run_checks("Yes, it sold out.", reference, question)["flags"] == ["antonyms"]
    assert run_checks("She wore thick gloves.", "She worked bare-handed.")["flags"] == ["antonyms"]
    assert run_checks("Several flights were held up.", "Every flight left on time.")["flags"] == ["antonyms"]


def test_refloated_alive_against_died_a_torrent_against_a_trickle_and_a_glacier_in_retreat() -> None:
    assert run_checks("It died on the beach.", "It was refloated alive.")["flags"] == ["antonyms"]
    assert run_checks("The yeast they kept alive for years perished.", "Its starter culture died.")["flags"] == []
    assert run_checks("In a gentle trickle.", "In a sudden torrent.")["flags"] == ["antonyms"]
    assert run_checks("A fully grown adult.", "A juvenile.", "Was the whale an adult?")["flags"] == ["antonyms"]
    question = "Is the glacier still advancing?"
    reference = "It has been in retreat since the 1850s."
    assert run_checks("No, it has been shrinking since the 1850s.", reference, question)["flags"] == []
    assert run_checks("Yes, it is advancing.", reference, question)["flags"] == ["antonyms"]


def test_a_hundred_restated_with_its_article_and_an_operation_that_could_wait_says_not_urgent() -> None:
    question = "How long did the pianist play?"
    restated = restate("A hundred minutes.", "An hour and forty minutes.", question)
    assert restated.text == "An hour and forty minutes."
    assert run_checks(restated.text, "An hour and forty minutes.", question)["flags"] == []
    assert restate("About a thousand metres.", "1 km.").text == "About 1 km."
    question = "Was the operation urgent?"
    answer = "No, the surgeon judged it safe to delay by a couple of weeks."
    assert run_checks(answer, "It could safely wait.", question)["flags"] == []
    assert run_checks("Yes, it was urgent.", "It could safely wait.", question)["flags"] == ["antonyms"]
    assert run_checks("Most people left.", "Almost everyone waited.", "Did they stay?")["flags"] == ["antonyms"]
    assert run_checks("Its population is booming.", "Its population is dwindling.")["flags"] == ["antonyms"]


def test_millennia_every_one_of_them_initials_inside_a_list_and_a_scheme_scrapped() -> None:
    assert restate("Two millennia.", "Two thousand years.").text == "Two thousand years."
    assert run_checks("Two millennia.", "1,200 years.", "How old is it?")["flags"] == ["numbers"]
    question = "Are the trees native?"
    answer = "Yes, every one of them is a species that grows wild in Britain."
    assert run_checks(answer, "They are all native species.", question)["flags"] == []
    assert run_checks("One of them, I think.", "Oliver.", "Who won?")["flags"] == ["hedge"]
    question = "Which pen names did she use?"
    assert run_checks("J. R. Moss.", "Anne Hale and J. R. Moss.", question)["flags"] == ["parts"]
    assert run_checks("J.R. Moss.", "Anne Hale and J.R. Moss.", question)["flags"] == ["parts"]
    assert run_checks("Both Anne Hale and J. R. Moss.", "Anne Hale and J. R. Moss.", question)["flags"] == []
    assert run_checks("It has been scrapped.", "It will go ahead after a redesign.")["flags"] == ["antonyms"]


def test_an_hour_in_words_before_pm_words_already_said_before_a_restated_time_and_the_high_street_as_a_part() -> None:
    question = "When was the curfew?"
    assert restate("At 23:00.", "At eleven p.m.", question).text == "At eleven p.m."
    assert run_checks("At eleven a.m.", "At eleven p.m.", question)["flags"] == ["numbers"]
    question = "¿A qué hora era el toque de queda?"
    restated = restate("A las 23:00.", "A las once de la noche.", question)
    assert restated.text == "A las once de la noche."
    assert run_checks(restated.text, "A las once de la noche.", question)["flags"] == []
    question = "Which streets were closed?"
    assert run_checks("Mill Lane.", "The high street and Mill Lane.", question)["flags"] == ["parts"]
    assert run_checks("Mill Lane and the high street.", "The high street and Mill Lane.", question)["flags"] == []
    question = "Did parents have to pay fees?"
    assert run_checks("Yes, they had to pay in full.", "Fees were waived.", question)["flags"] == ["antonyms"]


def test_kept_against_sold_and_restarted_against_on_hold() -> None:
    question = "Did she sell her old violin?"
    assert run_checks("She sold it at auction.", "She kept it as a spare.", question)["flags"] == ["antonyms"]
    answer = "No, she held on to it and uses it as a backup instrument."
    assert run_checks(answer, "She kept it as a spare.", question)["flags"] == []
    assert run_checks("It remains on hold.", "It restarted last month.", "Has it resumed?")["flags"] == ["antonyms"]


def test_thrice_weekly_one_amount_across_an_and_and_twice_the_limit_against_half() -> None:
    question = "How often did the van come?"
    assert restate("Thrice weekly.", "Three times a week.", question).text == "Three times a week."
    assert run_checks("Twice weekly.", "Three times a week.", question)["flags"] == ["numbers"]
    question = "How long were people stuck?"
    answer = "They hung there for a little over two hours before the power came back."
    assert run_checks(answer, "Two hours and ten minutes.", question)["flags"] == []
    assert run_checks("Ten minutes.", "Two hours and ten minutes.", question)["flags"] == ["numbers"]
    assert run_checks("Half the safe limit.", "Twice the safe limit.")["flags"] == ["antonyms"]
    assert run_checks("It is closing for good.", "It reopens once cover is renewed.")["flags"] == ["antonyms"]


def test_on_time_against_held_back_welcomed_against_objected_and_a_ruling_accepted_against_appealed() -> None:
    assert run_checks("They were held back a month.", "They came out on time.")["flags"] == ["antonyms"]
    question = "Did the festival object?"
    assert run_checks("The organisers objected.", "The organisers welcomed the move.", question)["flags"] != []
    question = "Has the hotel appealed?"
    answer = "No, the owners said they accept the decision and will improve the kitchen."
    assert run_checks(answer, "It has accepted the ruling.", question)["flags"] == []
    assert run_checks("It has lodged an appeal.", "It has accepted the ruling.", question)["flags"] == ["antonyms"]
    reference = "She did not appeal."
    answer = "She accepted the decision and chose not to take it further."
    assert run_checks(answer, reference, "Did she appeal?")["flags"] == []


def test_sans_cesse_is_no_negation_gradually_against_instantly_and_opposed_against_backed() -> None:
    question = "Pourquoi le pub a-t-il perdu sa licence ?"
    answer = "Le personnel vendait sans cesse de l'alcool à des mineurs."
    assert run_checks(answer, "Il servait régulièrement des mineurs.", question)["flags"] == []
    assert run_checks("Il ne parle jamais.", "Il parle sans cesse.")["flags"] == ["negation"]
    assert run_checks("It stopped instantly.", "It faded gradually.")["flags"] == ["antonyms"]
    assert run_checks("It was expected.", "It came as a surprise.", "Was the delay expected?")["flags"] == ["antonyms"]
    assert run_checks("Most members backed it.", "Most members opposed it.")["flags"] == ["antonyms"]


def test_repaired_against_still_broken() -> None:
    question = "Is the lift working now?"
    assert run_checks("It is still broken.", "It was repaired last week.", question)["flags"] == ["antonyms"]
    assert run_checks("Engineers fixed it last week.", "It was repaired last week.", question)["flags"] == []


def test_rescheduled_against_cancelled_weak_against_potent_and_a_german_compound_after_its_article() -> None:
    question = "Did the race go ahead?"
    assert run_checks("It was cancelled outright.", "It was rescheduled for May.", question)["flags"] == ["antonyms"]
    assert run_checks("It was moved to May.", "It was rescheduled for May.", question)["flags"] == []
    assert run_checks("It is potent.", "It is weak and watery.")["flags"] == ["antonyms"]
    question = "Welcher Gletscher wurde untersucht?"
    assert run_checks("Der Aletschgletscher.", "Der Rhonegletscher.", question)["flags"] == ["entities"]
    assert run_checks("Der Rhonegletscher.", "Der Rhonegletscher.", question)["flags"] == []
    assert run_checks("Der Gletscher der Rhone.", "Der Rhonegletscher.", question)["flags"] == []


def test_sold_and_bought_in_the_passive_still_on_sale_and_a_plural_heading_a_list() -> None:
    question = "Why did the chess club move venues?"
    answer = "Their old meeting place went on the market and was bought."
    assert run_checks(answer, "The church hall was sold.", question)["flags"] == []
    assert run_checks("The chain bought it.", "The chain sold it.")["flags"] == ["antonyms"]
    assert run_checks("It was bought by the council.", "It was sold by the council.")["flags"] == ["antonyms"]
    assert run_checks("Rye has been dropped.", "Rye is still on sale.")["flags"] == ["antonyms"]
    assert run_checks("It is made with raw milk.", "It is made with pasteurised milk.")["flags"] == ["antonyms"]
    question = "Who won the club championship?"
    assert run_checks("Okafor.", "Joint winners, Patel and Okafor.", question)["flags"] == ["parts"]
    assert run_checks("Patel and Okafor shared it.", "Joint winners, Patel and Okafor.", question)["flags"] == []


def test_voted_through_against_voted_down_and_rarely_against_constantly() -> None:
    question = "Did plot holders accept the rise?"
    assert run_checks("They voted it down.", "They voted it through.", question)["flags"] == ["antonyms"]
    assert run_checks("Yes, they voted it through.", "They voted it through.", question)["flags"] == []
    assert run_checks("They run constantly.", "They run rarely.", "Are the trams frequent?")["flags"] == ["antonyms"]


def test_without_a_verb_against_its_other_form_a_count_of_times_in_periods_and_some_problem() -> None:
    question = "Did the kiln cool safely?"
    assert run_checks("It cracked as it cooled.", "It cooled without cracking.", question)["flags"] == ["negation"]
    assert run_checks("It cooled and did not crack.", "It cooled without cracking.", question)["flags"] == []
    question = "How often did the night bus run?"
    assert restate("Three times every two hours.", "Every forty minutes.", question).text == "Every forty minutes."
    assert restate("Three times in two hours.", "Every forty minutes.", question).text == "Every forty minutes."
    answer = restate("Three times every three hours.", "Every forty minutes.", question).text
    assert run_checks(answer, "Every forty minutes.", question)["flags"] == ["numbers"]
    question = "Why did the pottery close its kiln?"
    assert run_checks("Some supply problem, I think.", "The gas supply was cut off.", question)["flags"] == ["hedge"]
    assert run_checks("The children were turned away.", "The children were still accepted.")["flags"] == ["antonyms"]
    assert run_checks("It was abandoned.", "It was held a week later.", "Was the contest held?")["flags"] != []


def test_a_reason_told_another_way_swaps_no_thing_and_more_than_enough_against_too_few() -> None:
    question = "Why did the swimming pool close?"
    answer = "Inspectors discovered the basin had split."
    assert run_checks(answer, "A crack was found in the tank.", question)["flags"] == []
    question = "Why was the patient admitted?"
    assert run_checks("His kidneys were failing.", "His liver was failing.", question)["flags"] == ["entities"]
    assert run_checks("The kidneys.", "The liver.", "Which organ was damaged?")["flags"] == ["entities"]
    question = "Did enough people volunteer?"
    assert run_checks("Too few came forward.", "More than enough came forward.", question)["flags"] == ["antonyms"]


def test_a_why_question_that_gives_a_ceasing_leaves_the_reason_free_to_negate_and_tuned_against_out_of_tune() -> None:
    question = "Почему центр перестал принимать ежей?"
    assert run_checks("Мест больше не было.", "Не осталось места.", question)["flags"] == []
    question = "Has the glacier stopped shrinking?"
    answer = "It is not shrinking any more."
    assert run_checks(answer, "It is still shrinking.", question)["flags"] == ["negation"]
    assert run_checks("Out of tune.", "Perfectly tuned.", "Is the carillon in tune?")["flags"] == ["antonyms"]
    question = "Do the seeds need light?"
    assert run_checks("They are kept under lamps.", "They are kept in the dark.", question)["flags"] == ["antonyms"]


def test_can_barely_all_but_negates_on_display_against_in_storage_and_people_opening_a_sentence() -> None:
    question = "Is the lake clear?"
    reference = "You can barely see your hand in it."
    assert run_checks("You can see the bottom.", reference, question)["flags"] == ["negation"]
    assert run_checks("She barely passed.", "She passed.")["flags"] == []
    assert run_checks("It is still in storage.", "It is back on display.")["flags"] == ["antonyms"]
    question = "Why did the food bank run short?"
    answer = "People gave less once the festive season was over."
    assert run_checks(answer, "Donations fell after Christmas.", question)["flags"] == []


def test_a_decade_in_words_german_time_nouns_a_buyer_named_both_ways_and_no_beside_only() -> None:
    question = "When was the footbridge built?"
    assert numerals.numbers("In the eighteen-nineties.") == [(1890.0, "eighteen-nineties", "s")]
    assert restate("In the 1890s.", "In the eighteen-nineties.", question).text == "In the eighteen-nineties."
    assert restate("In the eighteen nineties.", "In the 1890s.", question).text == "In the 1890s."
    assert run_checks("In the nineteen-nineties.", "In the eighteen-nineties.", question)["flags"] == ["numbers"]
    assert numerals.numbers("She was eighteen.") == [(18.0, "eighteen", None)]
    assert run_checks("15 Monate.", "Anderthalb Jahre.", "Wie lange dauerte die Sanierung?")["flags"] == ["numbers"]
    assert entity_spans("Im letzten Jahrzehnt des 19. Jahrhunderts.") == []
    question = "Was the tannery sold?"
    answer = "Yes, a property developer bought the site."
    assert (
        run_checks(restate(answer, "It was sold to developers.", question).text, "It was sold to developers.")["flags"]
        == []
    )
    assert run_checks("The developers sold it.", "The developers bought it.")["flags"] == ["antonyms"]
    question = "Was the bridge badly damaged?"
    assert run_checks("No, just the railing was bent.", "Only the railing.", question)["flags"] == []
    assert run_checks("Yes, it was wrecked.", "No, only the railing.", question)["flags"] != []
    assert run_checks("Non, elle avance.", "Non, elle retarde.", "L'horloge est-elle précise ?")["flags"] == [
        "antonyms"
    ]


def test_tonnes_as_t_a_guild_head_stayed_out_against_got_in_and_no_beside_an_unprefixed_opposite() -> None:
    question = "How many apples were picked?"
    assert restate("32 t.", "Thirty-two tonnes.", question).text == "Thirty-two tonnes."
    assert numerals.numbers("3 t-shirts") == [(3.0, "3", None)]
    question = "Which quilting guild was it?"
    reference = "The Quilters' Guild of the British Isles."
    assert run_checks("The Embroiderers' Guild.", reference, question)["flags"] == ["entities"]
    assert run_checks("The deer still got in.", "The deer stayed out.", "Did the fence work?")["flags"] == ["antonyms"]
    question = "Did the harvest suffer?"
    assert run_checks("No, the crop came through fine.", "It was unaffected.", question)["flags"] == []
    question = "Was the harvest unaffected?"
    assert run_checks("No, it was badly hit.", "It was unaffected.", question)["flags"] == ["negation"]


def test_a_day_of_the_month_in_two_words_and_takings_up_against_collapsed() -> None:
    assert dates.dates("On the twenty-first of June.") == [({(0, 6, 21)}, 7, 27)]
    assert dates.dates("On the thirty first of May.")[0][0] == {(0, 5, 31)}
    question = "When is sports day now?"
    answer = restate("On 21 June.", "On the twenty-first of June.", question).text
    assert run_checks(answer, "On the twenty-first of June.", question)["flags"] == []
    assert run_checks("On 1 June.", "On the twenty-first of June.", question)["flags"] == ["numbers"]
    assert run_checks("Takings collapsed.", "Takings were up.", "Did the market lose trade?")["flags"] == ["antonyms"]
    question = "Was the ferry cancelled too?"
    assert run_checks("No, it made its normal crossing.", "It sailed as usual.", question)["flags"] == []


def test_cleaned_up_against_polluted_and_shifting_against_settled() -> None:
    assert run_checks("It is still polluted.", "It has been cleaned up.", "Is the river safe now?")["flags"] == [
        "antonyms"
    ]
    assert run_checks("It has settled firmly.", "It keeps shifting.", "Is the slope stable?")["flags"] == ["antonyms"]


def test_surged_against_crept_up() -> None:
    assert run_checks("It crept up.", "It surged.", "Did the water rise slowly?")["flags"] == ["antonyms"]
    assert run_checks("It surged.", "It surged.", "Did the water rise slowly?")["flags"] == []


def test_no_one_and_an_opposite_cancel_out_and_a_profit_against_losing_money() -> None:
    question = "Was anyone hurt at the wall?"
    answer = "No, everyone came away without injury."
    assert run_checks(answer, "No one was hurt.", question)["flags"] == []
    assert "antonyms" in run_checks("Everyone was hurt.", "No one was hurt.", question)["flags"]
    assert run_checks("Nobody failed.", "Everybody passed.")["flags"] == []
    assert run_checks("It still loses money.", "It makes a modest profit.")["flags"] == ["antonyms"]


def test_a_prefixed_opposite_of_the_asked_word_says_no_and_an_abandoned_event_beside_a_no() -> None:
    question = "Were the turbines damaged?"
    answer = restate("No, not one of them was harmed.", "They came through undamaged.", question).text
    assert run_checks(answer, "They came through undamaged.", question)["flags"] == []
    assert run_checks("Yes, badly.", "They came through undamaged.", question)["flags"] == ["negation"]
    # without the question, "undamaged" says no more than "harmed" does
    assert run_checks(answer, "They came through undamaged.")["flags"] == ["negation"]
    question = "Did the tour finish?"
    answer = "No, they called it off about halfway through."
    assert run_checks(answer, "It was abandoned halfway.", question)["flags"] == []
    # and "completed" / "abandoned" are opposites too (spot389)
    assert run_checks("Yes, it was completed.", "It was abandoned halfway.", question)["flags"] == [
        "negation",
        "antonyms",
    ]
    # the restatement keeps a yes where the reference says no in other words
    assert restate("Yes, it finished.", "It was abandoned halfway.", question).text == "Yes, it finished."
    assert restate("Yes, every week.", "It stopped in 2022.", "Does it still run?").text == "Yes, every week."
    assert run_checks("It went ahead as planned.", "No, it was called off.", "Did the match go ahead?")["flags"] != []


def test_centuries_are_a_unit_and_very_old_is_an_age_without_a_number() -> None:
    assert numerals.numbers("Two centuries.") == [(2.0, "Two", "century")]
    assert numerals.numbers("Twenty-one batteries") == [(21.0, "Twenty-one", "battery")]
    # a unit of the amounts' registry, not of the numbers' own: token F1 keeps "centuries" as written
    assert numerals.known_unit("centuries") is None
    question = "How old was the tannery?"
    assert run_checks("Very old, I believe.", "Two centuries.", question)["flags"] == ["numbers"]
    assert run_checks("Two decades.", "Two centuries.", question)["flags"] == ["numbers"]
    assert run_checks(restate("200 years.", "Two centuries.", question).text, "Two centuries.", question)["flags"] == []


def test_made_it_through_against_died_and_taken_seats_against_empty_ones() -> None:
    question = "Did the bees survive the winter?"
    assert run_checks("Almost all the colonies died.", "Most colonies made it through.", question)["flags"] == [
        "antonyms"
    ]
    question = "Was the concert hall full?"
    assert run_checks("Rows of empty seats.", "Every seat was taken.", question)["flags"] == ["antonyms"]
    assert run_checks("Not one seat was empty.", "Every seat was taken.", question)["flags"] == []


def test_a_plural_size_above_a_short_count_and_a_percentage_in_words_against_a_factor() -> None:
    question = "Was the print run large?"
    assert run_checks("Tens of thousands of copies.", "Fifty copies.", question)["flags"] == ["numbers"]
    assert run_checks("Thousands of copies.", "Fifty copies.", question)["flags"] == ["numbers"]
    assert run_checks("Tens of thousands.", "50,000.", "How many came?")["flags"] == []
    # in longer texts the counts may be of other things ("thousands of commuters" / "a 47-hour standoff")
    headline = "Death toll in Colorado floods rises to four"
    assert "numbers" not in run_checks("Thousands told to evacuate in Colorado flooding", headline)["flags"]
    question = "How much did paper costs rise?"
    reference = "By two hundred per cent."
    assert run_checks(restate("They tripled.", reference, question).text, reference, question)["flags"] == []
    assert run_checks("They doubled.", reference, question)["flags"] == ["numbers"]
    assert run_checks("They fell by 25%.", "They halved.")["flags"] == ["numbers"]
    # a factor said on both sides is compared by its words: another change's percentage is no other factor
    assert "numbers" not in run_checks("Profits doubled.", "Profits doubled and revenue grew 8 percent.")["flags"]


def test_a_scale_after_po_in_russian_and_several_asked_in_spanish() -> None:
    assert numerals.numbers("Тридцать восемь градусов по Фаренгейту.") == [(38.0, "Тридцать", "fahrenheit")]
    question = "Насколько жарким было лето?"
    reference = "Тридцать восемь градусов Цельсия."
    assert run_checks("Тридцать восемь градусов по Фаренгейту.", reference, question)["flags"] == ["numbers"]
    assert restate("38 градусов по Цельсию.", reference, question).text == reference
    question = "¿Qué uvas se cultivan?"
    assert run_checks("Seyval Blanc.", "Bacchus y Seyval Blanc.", question)["flags"] == ["parts"]
    assert run_checks("Bacchus y Seyval Blanc.", "Bacchus y Seyval Blanc.", question)["flags"] == []


def test_a_stopping_answers_a_still_question_and_a_negated_asked_word_beside_its_opposite() -> None:
    question = "Does the press still print the newspaper?"
    answer = "No, the last issue came off its presses in 2022."
    assert run_checks(answer, "It stopped in 2022.", question)["flags"] == []
    assert run_checks("It still prints it every week.", "It stopped in 2022.", question)["flags"] == ["negation"]
    question = "Is the wine sweet?"
    answer = restate("No, it has no sweetness at all.", "Bone dry.", question).text
    assert run_checks(answer, "Bone dry.", question)["flags"] == []
    assert run_checks("It is very sweet.", "Bone dry.", question)["flags"] == ["antonyms"]
    assert run_checks("It was not rough at all.", "Rough.", "Was the crossing calm?")["flags"] == ["negation"]


def test_refilled_against_still_dry_and_on_schedule_against_slipped() -> None:
    assert run_checks("It is still dry.", "It was refilled last week.", "Has the canal been refilled?")["flags"] == [
        "antonyms"
    ]
    question = "Did the cinema reopen on schedule?"
    answer = "The reopening slipped by a fortnight."
    assert run_checks(answer, "It reopened on the planned date.", question)["flags"] == ["antonyms"]


def test_pounds_beside_pounds_and_pence_are_money_and_exact_amounts_that_share_a_number_must_agree() -> None:
    question = "How much is the bus fare?"
    assert run_checks("Two pounds.", "Two pounds twenty.", question)["flags"] == ["numbers"]
    assert run_checks(restate("£2.20.", "Two pounds twenty.", question).text, "Two pounds twenty.")["flags"] == []
    assert run_checks("Two pounds twenty.", "Two pounds.", "How heavy is it?")["flags"] == ["numbers"]


def test_score_and_a_rest_a_vague_bug_a_minute_said_vaguely_and_a_seat_held_against_lost() -> None:
    assert numerals.numbers("Three score and ten.") == [(70.0, "Three", None)]
    assert run_checks("Seventy.", "Three score and ten.", "How many beds are there?")["flags"] == []
    question = "Why was the software release delayed?"
    reference = "A security flaw was found in the login code."
    assert run_checks("Probably some bug.", reference, question)["flags"] == ["hedge"]
    question = "When was the match abandoned?"
    assert run_checks("Sometime in the second half.", "In the 63rd minute.", question)["flags"] == ["numbers"]
    assert run_checks("She lost her seat.", "She held her seat.", "Did the incumbent win?")["flags"] == ["antonyms"]
    question = "Was the home side ahead when it was abandoned?"
    assert run_checks("They were leading.", "They were trailing.", question)["flags"] == ["antonyms"]
    question = "Was the margin narrow?"
    assert run_checks("No, she won by a huge margin.", "A landslide.", question)["flags"] == []
    assert run_checks("Yes, very narrow.", "A landslide.", question)["flags"] != []


def test_an_amount_of_a_unit_per_period_is_a_rate_and_a_handful_or_years_and_years_say_no_number() -> None:
    assert rates("Fifteen metres a day.") == [("day", "a day")]
    assert rates("Thirty words a minute") == []  # "half a word per second" says the same
    question = "How fast does the borer advance?"
    assert run_checks("Fifteen metres a week.", "Fifteen metres a day.", question)["flags"] == ["numbers"]
    answer = restate("105 metres a week.", "Fifteen metres a day.", question).text
    assert run_checks(answer, "Fifteen metres a day.", question)["flags"] == []
    question = "What was the majority against the bill?"
    assert run_checks("A handful of votes.", "A majority of nine.", question)["flags"] == ["numbers"]
    question = "How long had the curator worked there?"
    assert run_checks("Years and years.", "Since 2009.", question)["flags"] == ["numbers"]
    question = "Did the favourite finish the race?"
    assert run_checks("She dropped out at halfway.", "She finished fourth.", question)["flags"] == ["antonyms"]
    question = "Wie tief liegt das Wrack?"
    assert run_checks(restate("Etwa 110 Meter.", "Sechzig Faden.", question).text, "Sechzig Faden.")["flags"] == []


def test_safe_against_could_fail_fined_against_let_off_held_against_breached_late_against_ahead() -> None:
    pairs = [
        ("Is the dam safe?", "Engineers declared it safe.", "Engineers say it could fail."),
        ("Did the school improve?", "It was upgraded to good.", "It stayed inadequate."),
        ("Did the launch happen that week?", "It launched on Thursday.", "It was postponed indefinitely."),
        ("Was the owner fined?", "She was fined £200.", "She was let off with a warning."),
        ("Did the barriers hold?", "They held firm.", "They were breached."),
        ("Was the eruption explosive?", "Violently explosive.", "Gentle and effusive."),
        ("Was the launch early?", "Two hours late.", "Ahead of schedule."),
    ]
    for question, reference, answer in pairs:  # "postponed indefinitely" also says no day ("numbers")
        assert "antonyms" in run_checks(answer, reference, question)["flags"], answer
    assert run_checks("They held.", "They held firm.", "Did the barriers hold?")["flags"] == []


def test_sold_to_names_the_buyer_without_a_passive_ended_against_ongoing_and_shrinking_against_stabilised() -> None:
    question = "Did the painting sell?"
    answer = restate("Yes, a private buyer bought it.", "It sold to a private collector.", question).text
    assert run_checks(answer, "It sold to a private collector.", question)["flags"] == []
    assert run_checks("The collector sold it.", "The collector bought it.")["flags"] == ["antonyms"]
    assert run_checks("It is still going on.", "It ended on Friday.", "Is the strike over?")["flags"] == ["antonyms"]
    question = "Is the glacier still shrinking?"
    assert run_checks("It has stabilised.", "It keeps shrinking every year.", question)["flags"] == ["antonyms"]


def test_ordinals_of_a_ten_and_a_unit_and_russian_ordinals_in_digits() -> None:
    assert numerals.numbers("Forty-seventh.") == [(47.0, "Forty-seventh", None)]
    assert numerals.numbers("twenty-second") == [(22.0, "twenty-second", None)]
    assert numerals.numbers("a twenty second delay") == [(20.0, "twenty", "second")]  # twenty seconds
    assert numerals.numbers("Сорок седьмое.") == [(47.0, "Сорок", None)]
    assert numerals.numbers("5-го мая") == [(5.0, "5-го", None)]
    question = "What is its new rank?"
    assert run_checks(restate("47th.", "Forty-seventh.", question).text, "Forty-seventh.", question)["flags"] == []
    assert run_checks("Seventy-fourth.", "Forty-seventh.", question)["flags"] == ["numbers"]
    question = "Какое место теперь у университета?"
    assert run_checks(restate("47-е.", "Сорок седьмое.", question).text, "Сорок седьмое.", question)["flags"] == []
    question = "Is the university still in the top fifty?"
    answer = "It has dropped out of the top fifty."
    assert run_checks(answer, "It remains in the top fifty.", question)["flags"] == ["antonyms"]
    assert run_checks("No, it went down a few places.", "It slipped.", "Did the university rise?")["flags"] == []


def test_not_until_against_this_year_a_foreseeable_future_and_easing_against_worse() -> None:
    question = "Will the extension open this year?"
    assert run_checks("It will not open until 2028.", "It opens in December.", question)["flags"] == ["negation"]
    question = "How long will the shortage last?"
    assert run_checks("For the foreseeable future.", "Until the end of March.", question)["flags"] == ["numbers"]
    question = "Is the shortage getting worse?"
    assert run_checks("No, it has started to ease.", "It is easing.", question)["flags"] == []
    assert run_checks("Yes, it is worsening.", "It is easing.", question)["flags"] != []


def test_a_german_separable_particle_closing_the_clause_joins_its_verb() -> None:
    question = "Warum scheiterte der Transfer?"
    reference = "Der Spieler fiel bei der ärztlichen Untersuchung durch."
    assert run_checks("Beim Medizincheck kam er nicht durch.", reference, question)["flags"] == []
    assert run_checks("Er bestand die Untersuchung.", reference, question)["flags"] == ["antonyms"]
    reference = "Beide Schiffe fielen bei der Sicherheitsprüfung durch."
    assert run_checks("Keines der beiden Boote bestand die Prüfung.", reference)["flags"] == []
    assert run_checks("Beide Boote bestanden die Prüfung.", reference)["flags"] == ["antonyms"]


def test_russian_and_german_abbreviations_a_bare_tonnes_and_veintiun() -> None:
    assert numerals.numbers("3,4 млн фунтов.") == [(3400000.0, "3,4", "фунтов")]
    question = "Какой был приз?"
    reference = "Три миллиона четыреста тысяч фунтов."
    assert run_checks(restate("3,4 млн фунтов.", reference, question).text, reference, question)["flags"] == []
    question = "Wie lange war sie im Wasser?"
    reference = "Neun Stunden und vierzig Minuten."
    assert run_checks(restate("9 Std. 40 Min.", reference, question).text, reference, question)["flags"] == []
    question = "How much glass is collected each year?"
    assert run_checks("Tonnes and tonnes.", "Eight hundred tonnes.", question)["flags"] == ["numbers"]
    assert numerals.numbers("Veintiún días.") == [(21.0, "Veintiún", "día")]


def test_a_share_of_a_million_by_count_and_part_and_late_last_year_for_a_date() -> None:
    assert numerals.numbers("Two-fifths of a million.") == [(400000.0, "Two-fifths", None)]
    assert numerals.numbers("Deux cinquièmes de million.") == [(400000.0, "Deux", None)]
    assert numerals.numbers("two thirds of the votes") == [(2.0, "two", "third")]  # no multiplier: a share
    question = "How many eggs were recalled?"
    answer = restate("400,000.", "Two-fifths of a million.", question).text
    assert run_checks(answer, "Two-fifths of a million.", question)["flags"] == []
    assert run_checks("Late last year.", "On 30 November.", "When did the mayor resign?")["flags"] == ["numbers"]
    question = "Have operations restarted?"
    assert run_checks("They remain suspended.", "They restarted on Monday.", question)["flags"] == ["antonyms"]
    question = "¿Por qué canceló la orquesta su gira?"
    answer = "No les concedieron los visados a los músicos."
    assert run_checks(answer, "Les denegaron los visados.", question)["flags"] == []


def test_a_quarter_of_the_seventh_hour_a_half_per_hour_and_a_distance_said_without_a_number() -> None:
    assert clock_times("В четверть седьмого вечера.") == [(frozenset({1095}), 2, 26)]
    question = "Во сколько начался финал?"
    assert run_checks("В 18:45.", "В четверть седьмого вечера.", question)["flags"] == ["numbers"]
    assert [(q.value, q.unit) for q in quantities("Twelve and a half miles per hour.")] == [(12.5, "mile per hour")]
    assert next((q.value, q.unit) for q in quantities("one and a half litres a second")) == (1.5, "litre")
    question = "What is the new speed limit for e-scooters?"
    reference = "Twelve and a half miles per hour."
    assert run_checks(restate("12.5 mph.", reference, question).text, reference, question)["flags"] == []
    question = "How far is the fun run?"
    assert run_checks("Not too far, I think.", "Ten kilometres.", question)["flags"] == ["numbers"]


def test_pounds_per_period_may_be_money_and_a_refusal_of_a_date() -> None:
    question = "How much was the new rent?"
    reference = "Four thousand pounds a month."
    assert run_checks(restate("£48,000 a year.", reference, question).text, reference, question)["flags"] == []
    assert run_checks("Four thousand pounds a year.", reference, question)["flags"] == ["numbers"]
    assert rates("Four thousand pounds a month.") == [("month", "a month")]
    question = "When will the roof be finished?"
    assert run_checks("When it's done.", "By the end of June.", question)["flags"] == ["numbers"]
    question = "Are flights operating again?"
    assert run_checks("All flights remain grounded.", "Flights resumed overnight.", question)["flags"] == ["antonyms"]


def test_a_third_after_a_number_time_units_in_other_languages_and_stayed_on_against_let_go() -> None:
    assert numerals.numbers("Thirty-three and a third metres.")[0][0] == pytest.approx(100 / 3)
    assert numerals.numbers("Dreiunddreißigeindrittel Meter.")[0][0] == pytest.approx(100 / 3)
    assert quantities("Thirty-three and a third metres.")[0].value == pytest.approx(100 / 3)
    question = "How long is the pool?"
    reference = "Thirty-three and a third metres."
    assert run_checks(restate("33⅓ m.", reference, question).text, reference, question)["flags"] == []
    assert run_checks("33 m.", reference, question)["flags"] == ["numbers"]
    question = "¿Cuánto tiempo estuvo cerrado el río?"
    assert run_checks("Seis días y dos horas.", "Seis semanas y dos días.", question)["flags"] == ["numbers"]
    # in other measures a number with another unit is read as an amount ("1023 kB/s" / "1023 Byte")
    assert "numbers" not in run_checks("bis zu 1023 Byte je Endpunkt", "1023 kB/s")["flags"]
    assert run_checks("Everyone was let go.", "They all kept their jobs.")["flags"] == ["antonyms"]
    assert run_checks("It was scrapped permanently.", "It was reinstated in May.")["flags"] == ["antonyms"]


def test_never_before_a_closing_comparative_says_a_record_and_spot347_opposites() -> None:
    assert negation.negations("Water stored in the reservoirs had never been lower.") == []
    assert negation.negations("They had never been together.") == ["never"]
    assert negation.negations("He has never been eager to help.") == ["never"]
    question = "Why was a hosepipe ban imposed?"
    answer = "Water stored in the reservoirs had never been lower."
    assert "negation" not in run_checks(answer, "Reservoirs were at record lows.", question)["flags"]
    assert run_checks("It remains offline.", "It restarted on Sunday.")["flags"] == ["antonyms"]
    assert run_checks("He abandoned the race.", "He finished with the bunch.")["flags"] == ["antonyms"]
    assert run_checks("Clumsy and rushed.", "Meticulously planned.")["flags"] == ["antonyms"]


def test_two_phrases_exchanged_around_a_verb_and_comparatives_of_wide() -> None:
    question = "Who petitioned whom?"
    reference = "A parish meeting petitioned the council."
    assert run_checks("The council petitioned a parish meeting.", reference, question)["flags"] == ["antonyms"]
    assert run_checks("The parish meeting petitioned the council.", reference, question)["flags"] == []
    assert run_checks("The council met a parish meeting.", "A parish meeting met the council.")["flags"] == []
    quoted = run_checks(
        "Unifi official Rob O'Neill said: \"The gloves are off.", '"The gloves are off," said Rob O\'Neill.'
    )
    assert "antonyms" not in quoted["flags"]
    assert run_checks("Wider than before.", "Narrower than before.", "Is the new bridge wider?")["flags"] == [
        "antonyms"
    ]
    assert run_checks("Three boats retired.", "Every boat finished.", "Did all the boats finish?")["flags"] == [
        "antonyms"
    ]


def test_numbered_heads_in_words_barely_any_and_none_before_against_a_first() -> None:
    question = "Which year groups were sent home?"
    assert run_checks("Year eight.", "Years seven and eight.", question)["flags"] == ["parts"]
    assert run_checks("Years eight and seven.", "Years seven and eight.", question)["flags"] == []
    # a number in words is no head of the numbers after it
    assert run_checks("Six hundred and two.", "Two hundred and six.")["flags"] == ["numbers"]
    assert negation.negations("Barely any runners raised objections.") == ["Barely"]
    assert negation.negations("She barely passed.") == []
    question = "Did runners complain about the new route?"
    answer = "Barely any runners raised objections to the diversion."
    assert run_checks(answer, "Hardly anyone complained.", question)["flags"] == []
    assert run_checks(answer, "Many runners complained.", question)["flags"] == ["negation"]
    question, reference = "Why is the penguin chick special?", "It is the first born at the zoo."
    assert run_checks("No penguin had hatched at the zoo before.", reference, question)["flags"] == []
    assert run_checks("Never before had a penguin hatched there.", reference, question)["flags"] == []
    assert run_checks("It is not the first born at the zoo.", reference, question)["flags"] == ["negation"]
    assert run_checks("No penguin hatched there.", reference, question)["flags"] == ["negation"]


def test_a_century_in_place_of_a_year_in_words_and_spot349_opposites() -> None:
    question = "When was the lighthouse automated?"
    assert run_checks("Some time in the last century.", "In nineteen ninety-eight.", question)["flags"] == ["numbers"]
    assert run_checks("At some point in the last century.", "In 1998.", question)["flags"] == ["numbers"]
    assert run_checks("Some time in the spring of 1998.", "In 1998.", question)["flags"] == []
    assert run_checks("They were easing.", "They were strengthening.")["flags"] == ["antonyms"]
    assert run_checks("It is hillier.", "It is flatter.")["flags"] == ["antonyms"]
    assert run_checks("It is easily accessible.", "It is remote and hard to reach.")["flags"] == ["antonyms"]
    lamp = run_checks("Its lamp was switched off for good.", "Its lamp still shines every night.")
    assert lamp["flags"] == ["antonyms"]


def test_still_awaiting_a_long_replys_lack_and_the_small_hours() -> None:
    question = "Is the oven fixed?"
    reference = "An engineer repaired it overnight."
    assert run_checks("It is still awaiting repair.", reference, question)["flags"] == ["negation"]
    assert negation.negations("They are awaiting the verdict.") == []
    # a long reply's lack about something the question does not ask is no "no"
    question, reference = "Did the strike go ahead?", "Yes, crews walked out."
    answer = "Yes, it did: cabin staff stopped work as planned and hundreds of flights were grounded."
    assert run_checks(answer, reference, question)["flags"] == []
    answer = "Yes, after a long struggle in the final stretch of the race she fell twenty minutes short of the record."
    assert run_checks(answer, "Yes, she did.", "Did she break the record?")["flags"] == ["negation"]
    question = "When did the theft happen?"
    hours = run_checks("In the small hours, I gather.", "Shortly after two in the morning.", question)
    assert hours["flags"] == ["numbers"]
    assert run_checks("It intensified overnight.", "It weakened overnight.")["flags"] == ["antonyms"]
    assert run_checks("It climbed steadily.", "It dipped slightly.")["flags"] == ["antonyms"]


def test_two_names_of_the_kind_asked_with_one_first_word() -> None:
    question = "Which orchestra postponed?"
    swapped = run_checks("The Royal Scottish National Orchestra.", "The Royal Liverpool Philharmonic.", question)
    assert swapped["flags"] == ["entities"]
    longer = run_checks("The Royal Liverpool Philharmonic Orchestra.", "The Royal Liverpool Philharmonic.", question)
    assert longer["flags"] == []
    # not asked which (a person's given name may be shared), nor initials spelled out
    assert run_checks("Nicholas Craig McVicar.", "Nicholas Bateman.", "Who left the house?")["flags"] == []
    question = "Which side plays at the Keepmoat Stadium?"
    assert run_checks("Doncaster Rovers Football Club.", "Doncaster Rovers FC", question)["flags"] == []


def test_a_name_with_a_number_closes_a_part_and_spot351_opposites() -> None:
    question = "Which wards closed?"
    assert run_checks("Ward 12.", "Ward 12 and Ward 14.", question)["flags"] == ["parts"]
    assert run_checks("Ward 14 and Ward 12.", "Ward 12 and Ward 14.", question)["flags"] == []
    assert run_checks("Platform 3.", "Platform 3 and Platform 4 at King's Cross.", "Which platforms?")["flags"] == [
        "parts"
    ]
    # a number inside a name goes on to the name's next word ("Standard & Poor's 500 Index")
    assert parts.coordinations("Standard & Poor's 500 Index rose.") == [[["Standard"], ["Poor's"]]]
    assert run_checks("It is still smouldering.", "Firefighters have extinguished it.")["flags"] == ["antonyms"]
    assert run_checks("It ended in a win.", "It ended in a draw.")["flags"] == ["antonyms"]


def test_one_closing_a_score_anyone_buys_what_is_sold_and_spot353_opposites() -> None:
    assert numerals.numbers("Tres a uno.") == [(3.0, "Tres", None), (1.0, "uno", None)]
    assert numerals.numbers("Trois à un.") == [(3.0, "Trois", None), (1.0, "un", None)]
    assert numerals.numbers("Il y en a un.") == []
    assert run_checks("Tres a dos.", "Tres a uno.", "¿Cuál fue el resultado?")["flags"] == ["numbers"]
    question = "Does the mill still sell flour?"
    answer = "Yes, you can still buy its stoneground flour in the shop."
    assert run_checks(answer, "It still sells flour.", question)["flags"] == []
    assert run_checks("It still buys flour.", "It still sells flour.", question)["flags"] == ["antonyms"]
    assert run_checks("Councillors turned it down.", "Councillors approved it.")["flags"] == ["antonyms"]
    assert run_checks("He suffered a broken leg.", "He was unhurt.")["flags"] == ["antonyms"]
    assert run_checks("They took off.", "They tailed off.")["flags"] == ["antonyms"]


def test_none_left_against_all_gone_and_spot354_opposites() -> None:
    question, reference = "Did the festival sell out?", "Every ticket was sold."
    answer = "Yes, not a single ticket was left by the opening day."
    assert run_checks(answer, reference, question)["flags"] == []
    assert run_checks("No, not a single ticket was sold.", reference, question)["flags"] == ["negation"]
    assert "negation" in run_checks("No tickets were left.", "Some tickets were left.", question)["flags"]
    assert run_checks("Cyclists were barred.", "Cyclists could use it.")["flags"] == ["antonyms"]
    assert run_checks("It had been expecting it.", "It came as a surprise.")["flags"] == ["antonyms"]


def test_spot355_opposites() -> None:
    assert run_checks("They opened too late.", "They opened with hours to spare.")["flags"] == ["antonyms"]
    assert run_checks("It is stuck for good.", "It can still move.")["flags"] == ["antonyms"]
    assert run_checks("Climbing a crater rim.", "Descending into a crater.")["flags"] == ["antonyms"]
    assert run_checks("Her share grew.", "Her share shrank.")["flags"] == ["antonyms"]
    assert run_checks("Her share shrank.", "It shrank.")["flags"] == []


def test_several_dozen_is_a_size_and_no_more_than_compares_before_a_thing() -> None:
    question = "How many swifts nest there?"
    assert run_checks("Dozens.", "Several dozen.", question)["flags"] == []
    assert run_checks("Several hundred.", "Several dozen.", question)["flags"] == ["numbers"]
    assert run_checks("Dozens.", "A dozen.", question)["flags"] == ["numbers"]
    question = "Did the lorries cost more?"
    assert run_checks("They cost no more than diesel ones.", "They cost more to buy.", question)["flags"] == [
        "negation"
    ]
    assert run_checks("No more than 4 g a day.", "Up to four grams.", "How much should adults take?")["flags"] == []
    assert run_checks("It is a forgery.", "It is genuine.")["flags"] == ["antonyms"]


def test_struggled_to_a_fair_amount_and_money_lost() -> None:
    question = "Did the elephants settle in?"
    assert run_checks("They have struggled to settle.", "They settled quickly.", question)["flags"] == ["negation"]
    assert run_checks("A fair amount, by all accounts.", "Twelve per cent.", "By how much did fares rise?")[
        "flags"
    ] == ["numbers"]
    assert run_checks("A fair few.", "Twenty-three.", "How many vacancies are there?")["flags"] == ["numbers"]
    assert run_checks("It lost money.", "It made a small profit.")["flags"] == ["antonyms"]


def test_another_of_its_kind_added_a_decade_for_a_year_and_the_people_of_a_country() -> None:
    question = "Which noble gases are lighter than neon?"
    assert run_checks("Helium and argon.", "Helium.", question)["flags"] == ["parts"]
    assert run_checks("Canberra and Sydney.", "Canberra.", "What is the capital of Australia?")["flags"] == ["parts"]
    assert run_checks("Fish and chips.", "Fish.", "What did they eat?")["flags"] == []
    assert run_checks("Helium and argon.", "Helium.")["flags"] == []  # no "which" asked
    question = "In which year did the Berlin Wall fall?"
    assert run_checks("Late eighties, I think.", "1989.", question)["flags"] == ["numbers"]
    assert run_checks("In the 80s.", "1989.", question)["flags"] == ["numbers"]
    assert run_checks("The eighties.", "In the 1880s.", "When was it built?")["flags"] == []
    assert run_checks("In his late forties.", "47.", "How old is he?")["flags"] == []
    question = "Which country gifted the Statue of Liberty?"
    assert run_checks("It was a gift from the French.", "France.", question)["flags"] == []
    assert run_checks("French.", "France.", "Which language do they speak?")["flags"] == ["entities"]
    assert run_checks("Sydney or Canberra, one of those.", "Canberra.")["flags"] == ["hedge"]
    idiom = "I think this is one of those things where you are just out of luck."
    assert "hedge" not in run_checks(idiom, "I'm afraid we are out of luck in this one.")["flags"]
    assert run_checks("Bats are completely blind.", "Bats have eyes and can see.")["flags"] == ["antonyms"]
    assert run_checks("He won at Waterloo.", "He was defeated there.")["flags"] == ["antonyms"]
    assert run_checks("Much faster.", "Much more slowly.")["flags"] == ["antonyms"]


def test_an_ordinal_second_is_no_amount() -> None:
    assert parts.coordinations("The second and third days.") == [[["second"], ["third", "days"]]]
    assert parts.coordinations("Two hours and ten minutes.") == []
    assert run_checks("The third day.", "The second and third days.", "Which days were lost?")["flags"] == ["parts"]


def test_a_failed_machine_without_what_is_asked_and_both_with_a_qualifier() -> None:
    question = "Why are staff working from home?"
    assert run_checks("There's no heating in the building.", "The office heating has failed.", question)["flags"] == []
    answer, reference = "В здании нет отопления.", "В офисе сломалось отопление."
    assert run_checks(answer, reference, "Почему сотрудники работают из дома?")["flags"] == []
    question = "Do the trains stop at Ely on Sundays?"
    answer = "They run through Ely without stopping."
    assert run_checks(answer, "They still call at Ely.", question)["flags"] == ["negation"]
    assert (
        run_checks("Forty-five minutes without an interval.", "Forty-five minutes.", "How long is it?")["flags"] == []
    )
    question = "Which lanes are closed?"
    assert run_checks("One northbound lane.", "Both northbound lanes.", question)["flags"] == ["parts"]
    assert run_checks("The two northbound lanes.", "Both northbound lanes.", question)["flags"] == []
    assert run_checks("Visitors are exempt.", "Visitors need a permit too.")["flags"] == ["antonyms"]


def test_two_titles_before_one_family_name_a_late_season_and_russian_pronouns() -> None:
    assert parts.coordinations("Mr and Mrs Patel.") == [[["Mr"], ["Mrs"]]]
    question = "Who ran the shop?"
    assert run_checks("Mrs Patel.", "Mr and Mrs Patel.", question)["flags"] == ["parts"]
    assert run_checks("Mrs and Mr Patel.", "Mr and Mrs Patel.", question)["flags"] == []
    question = "When did picking start?"
    assert run_checks("Late summer, I believe.", "On the twenty-first of August.", question)["flags"] == ["numbers"]
    assert run_checks("Кто-то режет лук.", "Человек режет лук.")["flags"] == []
    assert run_checks("Getting younger.", "Ageing fast.", "Was the membership ageing?")["flags"] == ["antonyms"]
    question = "Will the road open sooner?"
    assert run_checks("Sooner than planned.", "Later than planned.", question)["flags"] == ["antonyms"]


def test_some_left_against_all_gone() -> None:
    question = "Did the gig sell out?"
    assert run_checks("Plenty of tickets were left.", "Every ticket went.", question)["flags"] == ["negation"]
    answer = "Yes, there wasn't a single ticket left on the night."
    assert run_checks(answer, "Every ticket went.", question)["flags"] == []


def test_short_staffed_beyond_repair_and_names_told_apart_more_strictly() -> None:
    question = "Why did the post arrive late?"
    answer = "There weren't enough staff at the sorting office."
    assert run_checks(answer, "The sorting office was short-staffed.", question)["flags"] == []
    assert run_checks("It is beyond repair.", "It can be repaired.")["flags"] == ["antonyms"]
    assert run_checks("It fell short of the forecast.", "It outstripped the forecast.")["flags"] == ["antonyms"]
    question = "Which pottery's kiln cracked?"
    assert run_checks("Wenford Bridge Pottery.", "Aldermaston Pottery.", question)["flags"] == ["entities"]
    assert run_checks("St Mary's.", "St Martin's.", "Which tower leans?")["flags"] == ["entities"]
    assert run_checks("Phillips.", "Philips.", "Which firm made it?")["flags"] == []


def test_a_plural_opening_a_name_and_spot364_opposites() -> None:
    question = "Which club's crew capsized?"
    assert run_checks("Tyne Rowing Club.", "Tees Rowing Club.", question)["flags"] == ["entities"]
    assert run_checks("She missed the deadline.", "She finished a day early.")["flags"] == ["antonyms"]
    question = "Will fares rise next year?"
    assert run_checks("They will rise next year.", "They will stay frozen.", question)["flags"] == ["antonyms"]
    answer = "No, the fare will remain at its current level."
    assert run_checks(answer, "They will stay frozen.", question)["flags"] == []


def test_frequencies_that_differ_and_french_ne_plus_que() -> None:
    question = "How often does the post come?"
    for answer in ("Once a fortnight.", "Every two weeks.", "Twice a fortnight."):
        assert run_checks(answer, "Twice a week.", question)["flags"] == ["numbers"], answer
    # the same frequency, said another way, is restated in the reference's words and passes
    for answer, reference in (("Every two weeks.", "Once a fortnight."), ("Every other week.", "Fortnightly.")):
        restated = restate(answer, reference, question).text
        assert restated == reference and run_checks(restated, reference, question)["flags"] == []
    # "ne … plus que" restricts as "ne … que" does: only four left, no negation
    question = "Pourquoi l'école a-t-elle fusionné ?"
    answer, reference = "Elle n'avait plus que quatre enfants.", "Il ne restait que quatre élèves."
    assert run_checks(answer, reference, question)["flags"] == []
    assert run_checks("Elle n'est plus ouverte.", "Elle est ouverte.")["flags"] == ["negation"]


def test_leaving_before_an_action_and_spot366_to_369_opposites() -> None:
    question = "Did the apprentice finish her training?"
    answer = "She dropped out before qualifying."
    assert run_checks(answer, "She qualified last spring.", question)["flags"] == ["negation"]
    assert run_checks("He left after voting.", "He voted.")["flags"] == []
    question = "Did the recall cover every vase?"
    answer = "Only some vases were recalled."
    assert run_checks(answer, "Every vase was recalled.", question)["flags"] == ["antonyms"]
    question = "Did the glassworks close?"
    assert run_checks("It shut down.", "It kept going.", question)["flags"] == ["antonyms"]
    question = "Was the manager sacked?"
    answer = "No, the board stood by him and he stayed on as manager."
    assert run_checks(answer, "He kept his job.", question)["flags"] == []
    assert run_checks("He was shown the door.", "He kept his job.", question)["flags"] == ["antonyms"]
    answer = "The site went offline because nobody renewed its TLS certificate in time."
    assert run_checks(answer, "Its TLS certificate expired.", "Why did the site go down?")["flags"] == []
    question = "Why was the release delayed?"
    answer = "Probably some last-minute bugs."
    assert run_checks(answer, "A security flaw was found in testing.", question)["flags"] == ["hedge"]


def test_something_to_do_with_and_anyone_against_only() -> None:
    question = "Why were beavers released on the estate?"
    answer = "Something to do with conservation."
    assert run_checks(answer, "To reduce flooding downstream.", question)["flags"] == ["hedge"]
    question = "Is the hide open to the public?"
    assert run_checks("Only members can use it.", "Anyone can use it.", question)["flags"] == ["antonyms"]
    assert run_checks("Yes, anyone can use it.", "Anyone can use it.", question)["flags"] == []
    assert run_checks("He withheld his consent.", "He gave his consent.")["flags"] == ["antonyms"]


def test_a_rate_per_night_quite_a_few_and_spot371_opposites() -> None:
    assert rates("Sixty-five a night.") == [("day", "a night")]
    question = "How often are parents' evenings held?"
    assert run_checks("Once a year.", "Once a term.", question)["flags"] == ["numbers"]
    assert run_checks("Termly.", "Once a term.", question)["flags"] == []
    question = "How many covers does the restaurant do?"
    assert run_checks("Sixty-five a week.", "Sixty-five a night.", question)["flags"] == ["numbers"]
    assert run_checks("Sixty-five per night.", "Sixty-five a night.", question)["flags"] == []
    question = "How long is the tasting menu?"
    assert run_checks("Quite a few courses.", "Nine courses.", question)["flags"] == ["numbers"]
    assert run_checks("She turned it down.", "She accepted it in person.")["flags"] == ["antonyms"]
    assert run_checks("It was stripped of it.", "It retained it.")["flags"] == ["antonyms"]
    assert run_checks("They were trimmed.", "They crept upwards.", "Did prices go down?")["flags"] == ["antonyms"]


def test_a_length_said_by_no_number_a_year_for_a_date_in_it_and_spot373_opposites() -> None:
    question = "How long did the works take?"
    assert run_checks("Longer than planned, I think.", "Thirty-eight months.", question)["flags"] == ["numbers"]
    assert run_checks("Quite long.", "Ninety-one metres.", "How long is the lido?")["flags"] == ["numbers"]
    assert run_checks("Quite long, about two hours.", "Two hours.", "How long is it?")["flags"] == []
    question = "When did the tram line open?"
    assert run_checks("Some time in 2024.", "On 3 September 2024.", question)["flags"] == ["numbers"]
    assert run_checks("Some time in 2024.", "In 2024.", question)["flags"] == []
    question = "Did the bypass ease congestion?"
    assert run_checks("Queues in town got longer.", "Queues in town halved.", question)["flags"] == ["antonyms"]
    question = "Почему подрядчик потерял контракт?"
    assert run_checks("Он не уложился ни в один срок.", "Он сорвал все сроки.", question)["flags"] == []
    assert run_checks("Он уложился во все сроки.", "Он сорвал все сроки.", question)["flags"] == ["antonyms"]


def test_a_thing_that_sold_is_one_bought_and_free_against_a_price() -> None:
    question = "Did the portrait sell?"
    answer = "Yes, it was bought by someone bidding over the telephone."
    assert run_checks(answer, "It sold to a phone bidder.", question)["flags"] == []
    assert run_checks("The duke bought it.", "The duke sold it.", "Who sold it?")["flags"] == ["antonyms"]
    question = "Is the gallery free?"
    assert run_checks("Entry costs ten pounds.", "Entry is free.", question)["flags"] == ["antonyms"]
    assert run_checks("It doesn't cost anything.", "Entry is free.", question)["flags"] == []
    assert run_checks("It rejected her plan.", "It supported her plan.")["flags"] == ["antonyms"]


def test_a_purpose_to_stop_and_dogs_welcome_against_banned() -> None:
    question = "Why were the trees netted?"
    answer = "So birds could not eat the cherries."
    assert run_checks(answer, "To stop birds eating the cherries.", question)["flags"] == []
    question = "Are dogs allowed in the orchard?"
    assert run_checks("Dogs are banned.", "Dogs on leads are welcome.", question)["flags"] == ["antonyms"]


def test_one_given_what_the_other_received_and_spot376_opposites() -> None:
    question = "Were passengers compensated?"
    answer = "Yes, every passenger was paid £350 in compensation."
    assert run_checks(answer, "Each received £350.", question)["flags"] == []
    assert run_checks("Each paid £350.", "Each received £350.", question)["flags"] == ["antonyms"]
    assert run_checks("She was sent a letter.", "She received a letter.")["flags"] == []
    assert run_checks("She sent a letter.", "She received a letter.")["flags"] == ["antonyms"]
    question = "Did the plane take off on time?"
    assert run_checks("It left two hours late.", "It left on schedule.", question)["flags"] == ["antonyms"]
    assert run_checks("It crash-landed.", "It landed without incident.")["flags"] == ["antonyms"]


def test_whether_or_not_negates_nothing_and_spot377_opposites() -> None:
    question = "Are helmets compulsory?"
    answer = "No, riders can choose whether or not to wear a helmet."
    assert run_checks(answer, "Helmets are optional.", question)["flags"] == []
    assert run_checks("You decide whether to wear one or not.", "Helmets are optional.", question)["flags"] == []
    assert run_checks("They are not compulsory.", "They are compulsory.", question)["flags"] == ["negation"]
    question = "Can children use the bikes?"
    answer = "Children of any age can ride them."
    assert run_checks(answer, "Riders must be sixteen or over.", question)["flags"] == ["antonyms"]
    assert run_checks("It went into liquidation.", "It was rescued by a buyer.")["flags"] == ["antonyms"]
    assert run_checks("Level the whole way.", "Up and down all the way.", "Is the route flat?")["flags"] == ["antonyms"]


def test_a_name_and_one_more_after_a_and_spot378_opposites() -> None:
    question = "Who conducted?"
    assert run_checks("Sir Mark Elder.", "Sir Mark Elder and a guest conductor.", question)["flags"] == ["parts"]
    answer = "Sir Mark Elder and a guest conductor."
    assert run_checks(answer, "Sir Mark Elder and a guest conductor.", question)["flags"] == []
    assert lists.coordinations("He was born in Paris and a year later moved.") == []
    assert run_checks("She pulled out.", "She sang despite a cold.", "Did the soprano sing?")["flags"] == ["antonyms"]
    assert run_checks("The acoustics are still poor.", "The acoustics are superb.")["flags"] == ["antonyms"]


def test_one_end_of_a_range_a_hedged_estimate_and_spot379_opposites() -> None:
    question = "Which months is the hut open?"
    assert run_checks("April.", "April to October.", question)["flags"] == ["numbers"]
    assert run_checks("From April to October.", "April to October.", question)["flags"] == []
    assert run_checks("Monday.", "Monday to Friday.", "When is it open?")["flags"] == ["numbers"]
    question = "How high is the summit?"
    answer = "Nearly nine hundred and eighty metres, perhaps."
    assert run_checks(answer, "Nine hundred and seventy-eight metres.", question)["flags"] == ["hedge"]
    assert run_checks("I'm not sure, but it is 978 metres.", "978 metres.", question)["flags"] == []
    assert run_checks("It was grounded by the fog.", "It flew despite the fog.")["flags"] == ["antonyms"]
    assert run_checks("It hung around all day.", "It cleared by noon.", "Did the fog lift?")["flags"] == ["antonyms"]


def test_spot380_opposites_and_a_no_beside_a_role_kept() -> None:
    question = "Was the actor recast?"
    assert run_checks("He was replaced.", "He kept the role.", question)["flags"] == ["antonyms"]
    assert run_checks("No, he stayed in the part throughout.", "He kept the role.", question)["flags"] == []
    question = "Did the director attend the premiere?"
    assert run_checks("She stayed away.", "She walked the red carpet.", question)["flags"] == ["antonyms"]
    assert run_checks("It was demolished.", "It reopened under new owners.")["flags"] == ["antonyms"]


def test_money_with_a_grouping_point_an_adjective_before_an_acronym_and_spot381_opposites() -> None:
    question = "Wie hoch war die Geldstrafe?"
    assert run_checks("12.500 £.", "Zwölftausendfünfhundert Pfund.", question)["flags"] == []
    assert run_checks("12.500 £.", "Zwölftausend Pfund.", question)["flags"] == ["numbers"]
    question = "Why was the case reopened?"
    assert run_checks("Fresh DNA results came to light.", "New DNA evidence emerged.", question)["flags"] == []
    assert entity_spans("Fresh DNA results came to light.") == [("DNA", True)]
    question = "When did the burglary happen?"
    assert run_checks("Early in the year.", "On the night of 3 February.", question)["flags"] == ["numbers"]
    assert run_checks("He was remanded in custody.", "He was released on bail.")["flags"] == ["antonyms"]
    assert run_checks("Prosecutors ruled out a retrial.", "A retrial is set for June.")["flags"] == ["antonyms"]


def test_spanish_there_was_no_and_spot382_opposites() -> None:
    question = "¿Por qué se retrasó la regata?"
    assert run_checks("Había una calma total.", "No había viento.", question)["flags"] == []
    assert run_checks("No había viento.", "Sí, había viento.", "¿Había viento?")["flags"] == ["negation"]
    assert run_checks("They were cleared.", "They were convicted.", "Was the crew found guilty?")["flags"] == [
        "antonyms"
    ]
    assert run_checks("They were sent to landfill.", "They were melted down and reused.")["flags"] == ["antonyms"]


def test_spot383_opposites_and_an_outage_scheduled_against_unplanned() -> None:
    assert run_checks("Swimming remains banned.", "Swimming has resumed.")["flags"] == ["antonyms"]
    assert run_checks("It denied any wrongdoing.", "It accepted the blame.")["flags"] == ["antonyms"]
    assert run_checks("It is still leaking.", "Engineers sealed it overnight.")["flags"] == ["antonyms"]
    assert run_checks("They will be frozen.", "They will rise by 8%.")["flags"] == ["antonyms"]
    question = "Was the outage planned?"
    assert run_checks("Scheduled months ahead.", "Unplanned.", question)["flags"] == ["antonyms"]


def test_a_price_said_by_no_number_and_spot384_opposites() -> None:
    question = "How much is a room per week?"
    assert run_checks("Too much, frankly.", "A hundred and sixty-five pounds.", question)["flags"] == ["numbers"]
    assert run_checks("Quite cheap.", "£165.", "How much is it?")["flags"] == ["numbers"]
    assert run_checks("£165, which is quite cheap.", "£165.", "How much is it?")["flags"] == []
    assert run_checks("They were scrapped entirely.", "They were moved to June.")["flags"] == ["antonyms"]
    assert run_checks("He was dismissed.", "He returned in March.", "Was he reinstated?")["flags"] == ["antonyms"]
    assert run_checks("They stayed the same.", "They rose by 9%.", "Did rents go up?")["flags"] == ["antonyms"]


def test_a_thing_sold_that_another_bought_a_part_inside_another_and_spot385_opposites() -> None:
    question = "Why did the flour mill stop supplying them?"
    assert run_checks("A competitor bought the mill.", "The mill was sold to a rival.", question)["flags"] == []
    assert run_checks("The mill bought a rival.", "The mill was sold.")["flags"] == ["antonyms"]
    question = "What did the van carry?"
    assert run_checks("The wedding cake.", "The wedding cake and forty cupcakes.", question)["flags"] == ["parts"]
    assert run_checks("The cake.", "The cake and the cupcakes.", question)["flags"] == ["parts"]
    question = "Why did the bakery switch to night shifts?"
    answer = "The ovens could not cope with the daytime workload."
    assert run_checks(answer, "Daytime ovens were overloaded.", question)["flags"] == []
    assert run_checks("Only one batch was recalled.", "Every batch was recalled.")["flags"] == ["antonyms"]
    assert run_checks("She was let go.", "She was taken on permanently.")["flags"] == ["antonyms"]


def test_spot386_opposites() -> None:
    assert run_checks("It was demolished last winter.", "It was restarted last winter.")["flags"] == ["antonyms"]
    assert run_checks("Councillors threw it out.", "Councillors backed it.")["flags"] == ["antonyms"]
    assert run_checks("Hundreds of turbines.", "A handful of turbines.")["flags"] == ["numbers"]
    assert run_checks("Greeted with cheers.", "Greeted with protests.")["flags"] == ["antonyms"]


def test_every_one_of_names_no_count_two_names_sharing_words_and_spot387_opposites() -> None:
    question = "Did the chicks survive?"
    answer = "Yes, every one of the four chicks pulled through."
    assert run_checks(answer, "All four survived.", question)["flags"] == []
    assert run_checks("Two of the six.", "All six.", "How many survived?")["flags"] == ["numbers"]
    question = "Which charity runs the zoo?"
    answer = "The Zoological Society of London."
    assert run_checks(answer, "The North of England Zoological Society.", question)["flags"] == ["entities"]
    assert run_checks("Manchester University.", "The University of Manchester.", "Which university?")["flags"] == []
    question = "How long was the cobra missing?"
    assert run_checks("A worryingly long time.", "Fifty-one hours.", question)["flags"] == ["numbers"]
    assert run_checks("He paced restlessly for weeks.", "He settled quickly.")["flags"] == ["antonyms"]


def test_spot388_opposites() -> None:
    assert run_checks("It is unheated.", "It is kept warm all year.", "Is the pool heated?")["flags"] == ["antonyms"]
    assert run_checks("Membership fell.", "Membership jumped.", "Did the new offer work?")["flags"] == ["antonyms"]


def test_spot389_opposites() -> None:
    question = "Was the author at the festival?"
    assert run_checks("She pulled out days before.", "She spoke on the opening night.", question)["flags"] == [
        "antonyms"
    ]
    assert run_checks("They kept falling.", "They bounced back.", "Did sales recover?")["flags"] == ["antonyms"]
    assert run_checks("She abandoned it.", "She completed it in March.")["flags"] == ["antonyms"]


def test_close_by_is_near_and_spot390_opposites() -> None:
    question = "Why did footfall rise?"
    answer = "Parking became available close by."
    assert run_checks(answer, "A new car park opened nearby.", question)["flags"] == []
    assert run_checks("It closed.", "It opened.")["flags"] == ["antonyms"]
    question = "Did the market stay outdoors?"
    assert run_checks("No, it moved inside, under a roof.", "It moved under cover.", question)["flags"] == []
    assert run_checks("It was scrapped.", "It was held as planned.")["flags"] == ["antonyms"]
    assert run_checks("It is still stuck at ten past four.", "It keeps perfect time again.")["flags"] == ["antonyms"]


def _flags(answer: str, reference: str, question: str | None = None) -> list[str]:
    """The checks that fire as ``answer`` runs them: on the answer restated in the reference's forms."""
    return run_checks(restate(answer, reference, question).text, reference, question)["flags"]


@pytest.mark.parametrize(
    ("reference", "answer", "fires"),
    [
        # family names that share a start are two names unless few letters apart, spelled by sound
        ("Angus MacLeod.", "Angus MacDonald.", True),
        ("Kim Ashworth.", "Kim Ashcroft.", True),
        ("Dave Hodgson.", "Dave Hodges.", True),
        ("Mr Shah.", "Mr Shaw.", True),  # a letter changed in a short family name
        ("Joan Harker.", "Joan Parker.", True),  # another first letter
        ("Mr Jinx", "Mr Jinks", False),  # one name spelled two ways
        ("Leo Tolkein.", "Leo Tolkien.", False),
        ("Nicole Machiavelli", "Niccolo Machiavelli", False),  # a given name is spelled freely
    ],
)
def test_family_names_a_few_letters_apart_are_other_names(reference: str, answer: str, fires: bool) -> None:
    assert (_flags(answer, reference, "Who was it?") == ["entities"]) is fires


def test_a_one_word_name_ending_with_the_asked_kind_and_a_russian_verb_first() -> None:
    assert _flags("Backstroke.", "Breaststroke.", "Which stroke is taught first?") == ["entities"]
    assert _flags("The breaststroke.", "Breaststroke.", "Which stroke is taught first?") == []
    question = "Почему поиски прекратили?"
    assert _flags("Наступила темнота.", "Стало слишком темно.", question) == []
    assert _flags("Горилла играет на барабанах.", "Обезьяна играет на барабанах.") == ["entities"]
    assert _flags("Светлана пришла.", "Людмила пришла.", "Кто пришёл?") == ["entities"]
    assert _flags("Каждые два года.", "Раз в два года.", "Как часто?") == []


@pytest.mark.parametrize(
    ("reference", "answer", "fires"),
    [
        ("Every half hour.", "Two sailings an hour.", False),  # so many things in a period: how often
        ("Every half hour.", "Three sailings an hour.", True),
        ("Every half hour.", "Every quarter hour.", True),
        ("Every two years.", "Biennially.", False),
        ("Every two years.", "Every so often.", True),  # how often, with no number
        ("Two tonnes a week.", "2,000 kilograms weekly.", False),  # a unit is no thing counted
        ("In 1974.", "Back in the day.", True),
        ("In 1988.", "Decades ago, probably.", True),
        ("One point two million pounds.", "A lot of money.", True),
        ("Twelve nautical miles.", "12 nmi.", False),
    ],
)
def test_how_often_and_values_said_without_a_number(reference: str, answer: str, fires: bool) -> None:
    assert ("numbers" in _flags(answer, reference, "How much, how often or when?")) is fires


def test_lacks_said_another_way_and_signs_that_prohibit() -> None:
    question = "Why was the aqueduct listed?"
    assert _flags("No older example of its type survives.", "It is the oldest of its kind.", question) == []
    assert _flags("It is not the oldest of its kind.", "It is the oldest of its kind.", question) == ["negation"]
    question = "Why did output fall?"
    assert _flags("The weather was almost windless.", "There was hardly any wind.", question) == []
    assert _flags("Casi no se oye.", "Apenas se oye.", "¿Es ruidosa?") == []
    assert _flags("Sie gab wenig Milch.", "Sie gab kaum Milch.") == []  # "kaum" stays no negation
    question = "Is diving allowed?"
    answer = "No, there are signs everywhere saying no diving."
    assert _flags(answer, "Diving is forbidden.", question) == []
    assert _flags(answer, "Diving is allowed.", question) == ["negation"]


def test_hedges_by_a_makers_name_or_a_forgotten_name() -> None:
    question = "Which symphony did they play?"
    assert _flags("Some Beethoven, I believe.", "Beethoven's Fifth.", question) == ["hedge"]
    assert _flags("Some Beethoven, I believe.", "Beethoven.", "Who composed it?") == []
    question = "Who designed the extension?"
    assert _flags("Some architect, I forget who.", "An architect called Jo Pike.", question) == ["hedge"]
    question = "Is parking available?"
    answer = "No, you'll have to find somewhere on the street."
    assert _flags(answer, "There is no parking.", question) == []


def test_parts_of_a_name_and_its_own_of_weekdays_and_of_the_asked_word() -> None:
    assert _flags("Mr Shah.", "Mr Shah and his neighbour.", "Who won prizes?") == ["parts"]
    assert _flags("Sundays.", "Wednesday afternoons and Sundays.", "When is it shut?") == ["parts"]
    answer = "Yesterday, the Concorde seemed to launch itself straight out of the rising sun."
    reference = "On Friday, the Concorde started up around sunrise and seemed to launch itself out of the rising sun."
    assert "parts" not in _flags(answer, reference)  # one weekday is no part of a list
    assert _flags("His two sons.", "The farmer and his two sons.", "Who works on the farm?") == ["parts"]


def test_spot392_to_spot412_opposites() -> None:
    pairs = [
        ("The heating worked fine.", "The heating had broken."),
        ("It swelled year after year.", "It dwindled year after year."),
        ("The union went through with it.", "The union called it off."),
        ("Cheap for a short hop.", "Steep for a short hop."),
        ("It went out live.", "It was pre-recorded."),
        ("Their objection was upheld.", "Their objection was rejected."),
        ("It survived intact.", "It was melted down."),
        ("Her opponent accepted it.", "Her opponent declined it."),
        ("It was repaired.", "It was beyond repair."),
        ("It makes money.", "It runs at a loss."),
        ("He kept his job.", "He was suspended."),
    ]
    for answer, reference in pairs:
        assert "antonyms" in _flags(answer, reference), (answer, reference)
    question = "Why did the umpire stop play?"
    answer = "It had become too dark to see the ball."
    assert _flags(answer, "The light was too poor.", question) == []
    question = "Did the lock gate hold?"
    answer = "No, the old timber split and the gate burst open."
    assert _flags(answer, "It gave way.", question) == []
    assert _flags(answer, "It held.", question) == ["negation"]
