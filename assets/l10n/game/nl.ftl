# De woorden van het spel: schermen, knoppen, instellingen, samenvattingen, meldingen, de
# woorden van de schermlezer. De berichten van de engine (stappen, hints, technieken, niveaus,
# lijsten) staan in ../nl.ftl; een bericht hier mag ze gebruiken. Getallen kiezen meervoudsvormen;
# $level, $time, $date en dergelijke komen al als tekst in de taal binnen.
#
# Aanspreekvorm: je (zoals ../nl.ftl). Begrippen: hint, fout, notities, kandidaten, gegeven
# cijfers (givens), conflict (clash), reeks (streak), niveau (level), bord.

## Woorden op veel schermen

back = Terug
cancel = Annuleren
main-menu = Hoofdmenu
level-and-time = { $level } · { $time }
new-game-of = Nieuw spel: { $level }
count-hints = { $n ->
    [0] geen hints
    [one] { $n } hint
   *[other] { $n } hints
}
count-mistakes = { $n ->
    [0] geen fouten
    [one] { $n } fout
   *[other] { $n } fouten
}

## Datums

date = { $day } { $month ->
    [1] januari
    [2] februari
    [3] maart
    [4] april
    [5] mei
    [6] juni
    [7] juli
    [8] augustus
    [9] september
    [10] oktober
    [11] november
   *[12] december
} { $year }
# Staat altijd vooraan (kalendertitel, regel in de statistieken): met hoofdletter.
month-of-year = { $month ->
    [1] Januari
    [2] Februari
    [3] Maart
    [4] April
    [5] Mei
    [6] Juni
    [7] Juli
    [8] Augustus
    [9] September
    [10] Oktober
    [11] November
   *[12] December
} { $year }
# De beginletters van de weekdagen in de kalender, maandag eerst, gescheiden door spaties.
calendar-weekdays = M D W D V Z Z

## Het startscherm

start-continue = Verder spelen
start-new-game = Nieuw spel
start-daily = Dagelijkse puzzel
start-daily-caption = { $streak ->
    [0] { $date }
   *[other] { $date } · reeks { $streak }
}
# The day's card once the day's puzzle is solved.
start-daily-caption-solved = { $streak ->
    [0] { $date } · opgelost
   *[other] { $date } · opgelost · reeks { $streak }
}
# A level's name in the start screen's row of five ($level: easy, medium, hard, expert,
# extreme): the name itself ($name), or a shorter one where it would not fit a fifth of a
# phone's width.
start-level-name = { $level ->
   *[other] { $name }
}
# The icon buttons' words on the start screen (short: four share a row).
start-learn-short = Leren
start-import-short = Importeren
start-import = Puzzel importeren
start-statistics = Statistieken
start-settings = Instellingen
start-learn-caption = Elke techniek uitgelegd, met oefeningen
start-subtitle = Sudoku

## Een nieuw spel terwijl er nog een loopt

replace-title = Er loopt nog een spel
replace-subtitle = { $level } · { $time } · { $left ->
    [one] nog { $left } cel
   *[other] nog { $left } cellen
}
replace-continue = Verder spelen
replace-continue-caption = Terug naar het lopende spel
replace-new-caption = Het lopende spel telt als opgegeven
replace-start-daily = Dagelijkse puzzel starten
replace-start-archive = Dagelijkse puzzel van { $date } starten
replace-start-level = Nieuw spel starten ({ $level })
replace-play-imported = De nieuwe puzzel spelen
replace-practise = { $technique } oefenen
replace-practice-title = Er loopt nog een oefening
replace-practice-continue-caption = Terug naar de oefening
replace-practice-new-caption = De oefening wordt verlaten

## Niveaus

levels-title = Nieuw spel
levels-subtitle = Kies een niveau
level-caption-easy = Alleen singles
level-caption-medium = Paren, drietallen en Locked Candidates
level-caption-hard = X-Wings, wings, vissen en kleuren
level-caption-expert = Vissen met vinnen, ketens, almost locked sets
level-caption-extreme = Forcing chains of trial-and-error
kind-classic = Klassiek
kind-killer = Killer
start-daily-killer = Dagelijkse Killer
killer-level-caption-easy = Kooicombinaties en singles
killer-level-caption-medium = Kooikandidaten, innies en outies, paren
killer-level-caption-hard = Kooien in een eenheid, groeps-innies en -outies
game-killer = Killer · { $level }
game-killer-daily = Dagelijkse Killer · { $date } · { $level }
game-killer-archive = Dagelijkse Killer van { $date } · { $level }
game-killer-imported = Geïmporteerde Killer · { $level }
replace-start-killer-daily = Dagelijkse Killer starten
replace-start-killer-archive = Dagelijkse Killer van { $date } starten
replace-start-killer-level = Nieuwe Killer starten ({ $level })
generating-killer-title = Killer wordt gemaakt: { $level }
say-killer-ready = De Killer is klaar: { $level }

## Pauze

pause-title = Gepauzeerd
pause-resume = Hervatten
pause-restart = Puzzel opnieuw beginnen
pause-copy-puzzle = Puzzel kopiëren
pause-copy-puzzle-caption = De { $n } gegeven cijfers op één regel, om elders te spelen
pause-copy-killer-caption = { $n ->
    [0] De kooien en sommen op één regel, om elders te spelen
    [one] De kooien, sommen en { $n } gegeven cijfer op één regel, om elders te spelen
   *[other] De kooien, sommen en { $n } gegeven cijfers op één regel, om elders te spelen
}
pause-copy-link = Link naar de puzzel kopiëren

## Het einde van een spel

share-daily = Peerless dagelijkse puzzel { $date }
won-title = Opgelost!
won-daily = { $level } · { $time } · dagelijkse puzzel van { $date }
won-mistakes-hints = { $mistakes ->
    [0] Geen fouten
    [one] { $mistakes } fout
   *[other] { $mistakes } fouten
} · { $hints ->
    [0] geen hints
    [one] { $hints } hint
   *[other] { $hints } hints
}
won-new-best = Nieuwe beste tijd
won-best = Beste tijd { $time }
won-vs-median = { $faster ->
    [yes] { $diff } sneller dan je mediaan
   *[no] { $diff } langzamer dan je mediaan
}
won-no-best = { $by ->
    [reveal] Er is een cel onthuld: deze tijd telt niet als beste tijd.
   *[hint] Een hint deed een zet: deze tijd telt niet als beste tijd.
}
won-daily-streak = dagreeks { $n }
won-daily-killer = { $level } · { $time } · Dagelijkse Killer van { $date }
won-daily-killer-streak = Killer-dagreeks { $n }
new-killer-of = Nieuwe Killer: { $level }
won-imported = Geïmporteerde puzzel: telt niet mee in de statistieken van niveau { $level }
won-archive = Uit het archief
won-archive-best = Uit het archief · beste tijd van die dag { $time }
won-needed = Benodigde technieken: { $techniques }
won-needed-more = { $n ->
    [one] nog één
   *[other] nog { $n }
}
won-copy-result = Resultaat kopiëren
won-other-level = Ander niveau
lost-title = Te veel fouten
lost-limit = { $n ->
    [one] { $n } fout
   *[other] { $n } fouten
}: de limiet is bereikt.
lost-cell-is-not = { $cell } is geen { $digit }
lost-taken-back = De foute cijfers zijn weggehaald.
lost-wrong-now = Nu fout: { $cells }.
lost-play-on-or-again = Speel verder zonder limiet, of begin opnieuw aan de puzzel.
lost-play-on = Verder zonder limiet
lost-try-again = Puzzel opnieuw proberen

## Statistieken

stats-killer-title = Killer-statistieken
stats-imported = Geïmporteerde puzzels
stats-imported-caption = Geplakt, ingetikt of gelinkt: apart geteld
stats-wins = { $won } van { $started } gewonnen · reeks { $streak } (record { $best })
stats-imported-wins = Geïmporteerde puzzels: { $won } van { $started } gewonnen
stats-times = Beste tijd { $best } · mediaan ({ $n ->
    [one] laatste spel
   *[other] laatste { $n } spellen
}): { $median }
stats-times-helped = Beste tijd zonder hulp { $best } · mediaan ({ $n ->
    [one] laatste spel
   *[other] laatste { $n } spellen
}, { $helped } met hulp): { $median }
stats-no-best = Nog geen beste tijd: elke overwinning was met hulp · mediaan ({ $n ->
    [one] laatste spel
   *[other] laatste { $n } spellen
}): { $median }
stats-no-time = Nog geen tijd: win eerst een spel
# The statistics' summary cards: each figure's name under it ($rate a whole percentage; $best
# the longest streak).
stats-card-played = Gespeeld
stats-card-won = Gewonnen
stats-card-rate = Winstpercentage
stats-card-rate-value = { $rate }%
stats-card-best = Beste
stats-card-best-unhelped = Beste zonder hulp
stats-card-median = Mediaan van { $n }
stats-card-streak = { $best ->
    [0] Reeks
   *[other] Reeks (beste { $best })
}
stats-month = { $month } · dagreeks { $streak } (record { $best })

## Importeren

import-paste = Plakken vanaf het klembord
import-paste-caption = 81 tekens, een rooster, een Killer-sudoku of de link van een puzzel
import-type = Intikken op het bord
import-type-caption = Voer de gegeven cijfers in met het cijferpaneel, dan Start
import-subtitle = Gecontroleerd op conflicten en één oplossing, daarna ingedeeld
checking-title = Puzzel wordt gecontroleerd
checking-subtitle = Benodigde technieken worden bepaald
import-photo = Van een foto
import-photo-caption = Een foto of schermafbeelding van een gedrukte puzzel
reading-title = Foto wordt gelezen
reading-subtitle = Rooster en cijfers worden gezocht
review-title = Puzzel nakijken
review-read = { $digits ->
    [one] Eén cijfer van de foto gelezen.
   *[other] { $digits } cijfers van de foto gelezen.
}
review-doubtful = { $cells ->
    [one] Eén cel is onzeker en omlijnd: vergelijk die met de foto.
   *[other] { $cells } cellen zijn onzeker en omlijnd: vergelijk ze met de foto.
}
review-no-solution = Zoals het nu staat, heeft de puzzel geen oplossing: een cijfer is verkeerd gelezen.
review-several-solutions = Zoals het nu staat, heeft de puzzel meer dan één oplossing: er ontbreekt een cijfer.
review-sure = { $digits ->
    [one] Eén cijfer gelezen: vergelijk het met de foto en tik dan op “Start”.
   *[other] { $digits } cijfers gelezen: vergelijk ze met de foto en tik dan op “Start”.
}
review-correct = Tik een cel en dan een cijfer aan om te verbeteren; “Start” controleert de puzzel.
review-start = Verbeter elke cel die van de foto afwijkt en tik dan op “Start”.
notice-photo-drop = Sleep een foto van de puzzel naar dit venster.
photo-error-unopened = Het bestand kon niet worden geopend.
photo-error-no-reader = Foto's kunnen hier niet worden gelezen.
photo-error-not-an-image = Dat bestand is geen afbeelding: kies een JPEG- of PNG-foto.
photo-error-unsupported = Het formaat van die afbeelding kan niet worden gelezen: kies een JPEG- of PNG-foto.
photo-error-damaged = De afbeelding is beschadigd of onvolledig.
photo-error-too-large = De afbeelding is te groot om te lezen (meer dan 64 MB of 100 megapixel).
photo-error-too-small = De afbeelding is te klein voor een leesbare puzzel.
photo-error-no-grid = Er is geen sudokurooster op de foto gevonden: fotografeer het hele rooster, plat en goed belicht.
photo-error-two-grids = De foto toont twee roosters: fotografeer er één tegelijk.
photo-error-grid-too-small = Het rooster is te klein op de foto: kom dichterbij.
photo-error-blurred = De foto is te onscherp om te lezen: houd stil of stel scherp op het rooster.

## Wachtschermen

practising-example = Voorbeeld wordt gezocht: { $technique }
practising-position = Oefening wordt gezocht: { $technique }
generating-title = Puzzel wordt gemaakt: { $level }

## Instellingen

settings-play = Spel
settings-look = Weergave
settings-help = Hulpmiddelen
settings-accessibility = Toegankelijkheid
settings-play-caption = { $vibration ->
    [yes] Invoer, notities, timer, trillen
   *[no] Invoer, notities, timer
}
settings-look-caption = Thema, cijfergrootte, kandidaten, knoppen, markeringen
settings-help-caption = Conflicten, fouten, celinfo, celnamen
settings-accessibility-caption = Schermlezer, grootte van hinttekst
setting-language = Taal
setting-theme = Thema
setting-highlight-peers = Rij, kolom, blok markeren
setting-highlight-same-digit = Zelfde cijfers markeren
setting-show-conflicts = Conflicten tonen
setting-check-mistakes = Controleren met oplossing
setting-mistake-limit = Foutenlimiet
setting-auto-remove-notes = Notities wissen bij invoer
setting-show-timer = Timer tonen
setting-input = Invoer
setting-cell-info = Celinfo
setting-digit-size = Cijfergrootte
setting-candidate-style = Kandidaten
setting-tools-left = Knoppen in liggende stand
setting-cage-tints = Killer-kooien kleuren
setting-reduced-motion = Minder beweging
setting-haptics = Trillen
setting-cell-names = Celnamen in hints
setting-speak-order = Cel voorlezen
setting-speak-candidates = Kandidaten voorlezen bij focus
setting-large-hint-text = Grotere hinttekst
value-on = Aan
value-off = Uit
value-theme-system = Systeem
value-theme-light = Licht
value-theme-dark = Donker
value-none = Geen
value-digit-first = Eerst cijfer
value-cell-first = Eerst cel
value-small = Klein
value-normal = Normaal
value-large = Groot
value-grid = Raster
value-centre = Midden
value-left = Links
value-right = Rechts
# De naam van een cel zoals de hints hem zeggen, als waarde van de instelling: r3c7 of rij 3, kolom 7.
value-cell-name = { $cell }
value-position-first = Eerst positie
value-value-first = Eerst inhoud
# De waarde van de taalinstelling als die het systeem volgt.
value-language-system = Systeem
# Bovenaan de lijst met talen: de taal van het systeem volgen, die eronder in haar eigen naam staat.
language-system = Systeemtaal

## Technieken leren: de bibliotheek, lessen en oefeningen

learn-title = Leren
learn-subtitle = Elke techniek die de hints gebruiken, makkelijkste eerst
# De knop van een niveau in de bibliotheek: hoeveel van zijn technieken de speler heeft gevonden.
learn-level-caption = { $found } van { $all } technieken gevonden
learn-level-title = Technieken van niveau { $level }
learn-level-subtitle = Elk met een les, daarna oefeningen
learn-killer-title = Killer-technieken
learn-killer-subtitle = De technieken die de kooien lezen, makkelijkste eerst
learn-killer-level-title = Killer-technieken van niveau { $level }
learn-more = Meer technieken
learn-page = Pagina { $page } van { $pages }
# De knop van een techniek: wat de speler ermee heeft bereikt.
learn-not-practised = Nog niet geoefend
learn-progress-found = Gevonden: { $found }
learn-progress-found-helped = Gevonden: { $found }, waarvan { $helped } met hulp
learn-progress-found-streak = Gevonden: { $found } · reeks { $streak }
learn-progress-found-helped-streak = Gevonden: { $found }, waarvan { $helped } met hulp · reeks { $streak }
# De stap is gevonden; $step is de zin van de stap.
learn-right = Goed zo! { $step }
learn-found-with-hint = Gevonden met de hint. { $step }
# “Hint” is de naam van de knop.
learn-find-elimination = { $technique }: vind het patroon en schrap een van de kandidaten die het uitsluit. “Hint” laat zien waar je moet kijken.
learn-find-placement = { $technique }: vind het patroon en plaats het cijfer dat het vastlegt. “Hint” laat zien waar je moet kijken.
learn-no-position = { $technique }: deze keer is er geen oefening gevonden. Probeer het opnieuw.
# Een zet die de geoefende stap niet doet, wordt geweigerd.
practice-wrong-true-candidate = Die niet: de { $digit } moet in { $cell } blijven, { $technique } schrapt hem niet. Kijk nog eens.
practice-wrong-not-by-this = De { $digit } mag uit { $cell } weg, maar niet door { $technique }: vind eerst het patroon.
practice-wrong-digit = Die niet: { $cell } is geen { $digit }. Kijk nog eens.
practice-wrong-not-placed-by-this = { $cell } is een { $digit }, maar { $technique } laat dat niet zien: vind eerst het patroon.

## Meldingen

# $text is wat er gekopieerd is: een resultaatregel, een puzzel of een link.
notice-copied = Gekopieerd: { $text }
notice-copy-failed = Niets gekopieerd: het klembord van dit apparaat is niet bereikbaar.
notice-clipboard-empty = Het klembord bevat geen tekst om te importeren.
# $error is een van de import-error-berichten.
notice-link-unplayable = De gelinkte puzzel kan niet worden gespeeld: { $error }
# $seconds heeft één decimaal: 1.5
generating-still-looking = Nog op zoek naar een puzzel die de juiste technieken vraagt: { $seconds } s

## Waarom een geïmporteerde puzzel niet speelbaar is

# $error is een van de berichten hieronder die met een kleine letter beginnen.
import-error-unreadable = De puzzel is niet leesbaar: { $error }.
import-error-unexpected-char = regel { $line }, kolom { $column }: onverwacht { $char } (toegestaan: 1-9, en . of 0 voor een lege cel)
import-error-unexpected-char-at = regel { $line }, kolom { $column }: onverwacht { $char } waar { $cell } hoort te staan (toegestaan: 1-9, en . of 0 voor een lege cel)
# Het teken dat de lezer niet verwachtte: het teken zelf, zijn codepunt (U+0009) of allebei.
import-error-char = teken ‘{ $char }’
import-error-char-code = teken U+{ $code }
import-error-char-and-code = teken ‘{ $char }’ (U+{ $code })
import-error-no-cells = de tekst bevat geen cellen (een puzzel heeft er 81)
import-error-too-few-cells = 81 cellen verwacht, { $found } gevonden
import-error-too-many-cells = regel { $line }, kolom { $column }: cel 82 is er een te veel (81 cellen verwacht, { $found } gevonden)
import-error-not-utf8 = regel { $line }, kolom { $column }: de tekst is geen geldige UTF-8
import-error-joined-digits = regel { $line }, kolom { $column }: een getal van twee cijfers telt als twee cellen, en een cel bevat één cijfer 1-9 (81 cellen verwacht, { $found } gevonden)
# $clash is import-error-clash-pair; $more telt de andere paren met een conflict.
import-error-clash = { $more ->
    [0] Conflict tussen de gegeven cijfers: { $clash }.
    [1] Conflict tussen de gegeven cijfers: { $clash }, en nog één paar.
   *[other] Conflict tussen de gegeven cijfers: { $clash }, en nog { $more } paren.
}
import-error-clash-pair = de { $digit } in { $first } en de { $digit } in { $second } ({ $unit })
import-error-link-without-puzzle = De link bevat geen puzzel: de link van een puzzel eindigt op #<81 tekens> of bevat ?p=<81 tekens>.
import-error-already-solved = Het rooster is al vol: er valt niets meer op te lossen.
import-error-no-solution = De puzzel heeft geen oplossing: de lege cellen kunnen op geen enkele manier volgens de regels worden ingevuld.
import-error-multiple-solutions = De puzzel heeft meer dan één oplossing ({ $cell } kan bijvoorbeeld een { $first } of een { $second } zijn), dus er zijn meer gegeven cijfers nodig.
# $error is een van de killer-error-meldingen, of een cage-error-melding.
import-error-killer-unreadable = De Killer-sudoku is niet leesbaar: { $error }.
# $error is een van de link-error-meldingen, of een cage-error-melding.
import-error-killer-link = De Killer-sudoku van de link is niet speelbaar: { $error }.

## Why a Killer in Peerless's one-line format cannot be read (see en.ftl)

killer-error-unexpected-char-at = regel { $line }, kolom { $column }: onverwacht { $char } waar de kooiletter van { $cell } hoort te staan (een kooi krijgt een letter A–Z of a–z, en een ':' begint de sommen)
killer-error-unexpected-char = regel { $line }, kolom { $column }: onverwacht { $char } na de 81 kooiletters (een kooi krijgt een letter A–Z of a–z, en een ':' begint de sommen)
killer-error-too-few-letters = 81 kooiletters verwacht, één per cel, { $found } gevonden
killer-error-too-many-letters = regel { $line }, kolom { $column }: letter 82 is er een te veel (één kooiletter voor elk van de 81 cellen, { $found } gevonden)
killer-error-missing-sums = na de kooiletters volgen geen ':' en sommen (zoals in 'AB...:3,15,...')
killer-error-bad-sum = regel { $line }, kolom { $column }: '{ $text }' is geen som (de sommen zijn gehele getallen, gescheiden door komma's)
killer-error-missing-sum = regel { $line }, kolom { $column }: er ontbreekt een som (de sommen zijn gehele getallen, gescheiden door komma's)
killer-error-sum-count = de kooiletters vormen { $cages ->
    [one] { $cages } kooi
   *[other] { $cages } kooien
} maar er { $sums ->
    [one] volgt { $sums } som
   *[other] volgen { $sums } sommen
} (één som per kooi, in de volgorde van de eerste cellen van de kooien)
killer-error-cage = kooi { $letter }: { $error }
killer-error-givens = de gegeven cijfers (vanaf regel { $line }, kolom { $column }): { $error }
killer-error-too-many-parts = regel { $line }, kolom { $column }: een derde ':' (de tekst heeft hooguit drie delen: kooiletters, sommen en gegeven cijfers)

## Why cages are no Killer (see en.ftl)

cage-error-empty = kooi { $cage } heeft geen cellen
cage-error-overlap = { $cell } ligt in twee kooien, kooi { $cage } en kooi { $other }
cage-error-uncovered = { $cell } ligt in geen enkele kooi
cage-error-disconnected = kooi { $cage } (bij { $first }) bestaat uit losse stukken: { $cell } sluit via de cellen van de kooi niet zijdelings aan op { $first }
cage-error-too-big = kooi { $cage } (bij { $first }) heeft { $size } cellen en een som van { $sum }, maar een kooi bevat hooguit 9 verschillende cijfers
cage-error-sum-fixed = kooi { $cage } (bij { $first }) heeft { $size } cellen en een som van { $sum }, maar { $size } verschillende cijfers geven samen altijd { $low }
cage-error-sum-range = kooi { $cage } (bij { $first }) heeft { $size ->
    [one] { $size } cel en een som van { $sum }, maar één cijfer is { $low } tot { $high }
   *[other] { $size } cellen en een som van { $sum }, maar { $size } verschillende cijfers geven samen { $low } tot { $high }
}
cage-error-total = de sommen van de kooien zijn samen { $total }, maar een opgelost rooster telt op tot 405

## Why an f-puzzles or SudokuPad link holds no Killer Peerless plays (see en.ftl)

link-error-not-a-link = geen link van f-puzzles of SudokuPad met een hele puzzel
link-error-stored-online = '{ $id }' is een puzzel die op de website bewaard wordt: open hem daar en deel de lange link met de hele puzzel
link-error-format = de link bevat de notatie '{ $name }' van SudokuPad, die Peerless niet leest (het leest 'scl', 'ctc' en 'fpuzzles')
link-error-decompress = de gegevens van de link zijn niet uit te pakken: misschien is hij afgekapt of veranderd
# $message is de melding van de JSON-lezer, in het Engels.
link-error-json = de gegevens van de link zijn geen JSON van een puzzel: { $message }
link-error-no-grid = de puzzel heeft geen rooster van cellen
link-error-size = de puzzel is { $rows } bij { $columns }, en een Killer-sudoku is 9 bij 9
link-error-irregular = de gebieden van de puzzel zijn niet de negen blokken van 3x3
link-error-feature = de puzzel heeft '{ $name }', een regel of tekening naast kooien en gegeven cijfers, die Peerless niet speelt
link-error-no-sum = kooi { $cage } heeft geen som
link-error-bad-sum = de som '{ $text }' van kooi { $cage } is geen geheel getal
link-error-bad-cell = '{ $text }' is geen cel van een rooster van 9x9
link-error-bad-given = het gegeven cijfer in { $cell }, '{ $text }', is geen cijfer van 1 tot 9

## Knoppenbalken (kort: elke knop past in een rij van zes)

tool-undo = Ongedaan
tool-erase = Wissen
# De notitieknop: Notities zolang het cijferpaneel cijfers schrijft, anders de modus van het paneel.
tool-notes = Notities
tool-centre = Midden
tool-corner = Hoek
tool-colour = Kleur
notes-kind-candidates = Kandidaten
notes-kind-centre = Middennotities
notes-kind-corner = Hoeknotities
notes-kind-colour = Kleuren
# Vult de notities van elke lege cel.
tool-auto = Auto
tool-hint = Hint
# The hint card: its level in words ($level: technique, cells, move).
hint-card-level = { $level ->
    [technique] Hint 1 van 3: waar kijken
    [cells] Hint 2 van 3: de cellen
   *[move] Hint 3 van 3: de zet
}
# The card's button to the hint's next level; after the last, it makes the move.
hint-card-next = { $level ->
    [technique] Toon de cellen
    [cells] Toon de zet
   *[move] Doe de zet
}
# The card's text goes on past its lines ("more"), or folds back ("less").
hint-card-more = Meer
hint-card-less = Minder
# The card's close button, as a screen reader names it (it shows a cross).
hint-card-close = Hint sluiten
# Above the board while no hint shows: how much of the board is filled ($filled, the
# givens included), and where help is.
progress-filled = { $filled } van 81 cellen ingevuld
progress-tip = Vast? De hint zegt eerst waar je moet kijken, daarna meer.
tool-redo = Opnieuw
tool-back = Terug
# Maakt het hele bord leeg bij het intikken van een puzzel.
tool-clear = Wis alles
tool-paste = Plakken
# Controleert de ingetikte puzzel en start het spel.
tool-start = Start
# De volgende oefening.
tool-next = Volgende
# Bij een les: de eerste oefening.
tool-practise = Oefenen
# Bij een les: de stap van deze positie, daarna het idee van de techniek.
tool-example = Voorbeeld
tool-idea = Idee

## Een puzzel intikken

entry-title = Puzzel intikken
entry-help = Tik voor elk gegeven cijfer een cel en dan een cijfer aan. “Start” controleert de puzzel.

## De grafiek met de laatste oplostijden in de statistieken

stats-last-times = Laatste oplostijden
stats-no-wins = Nog geen overwinningen op dit niveau
stats-helped = met hulp
# De namen van de lijnen in de grafiek: de beste tijd en de mediaan.
stats-best = beste
stats-median = mediaan

## Opslaan

# $reason is die van het systeem, zoals het hem gaf.
save-not-kept = Spellen worden niet bewaard nadat je de app verlaat: { $reason }.
save-reason-no-home = er is geen thuismap voor de opgeslagen spellen gevonden
save-reason-no-app-folder = het systeem gaf geen map voor de bestanden van de app
save-reason-browser-refuses = de browser staat deze pagina niet toe gegevens te bewaren
save-reason-full = er is geen ruimte meer om het te bewaren
save-reason-denied = het systeem staat schrijven niet toe
save-reason-system = { $file }: { $message }
save-reason-unknown = { $message }
save-place-browser = de opslag van de browser voor deze pagina
save-failed = Je spel kon niet worden opgeslagen: { $reason }. Het wordt opnieuw geprobeerd.
# $reason is de reden zoals de lezer van de opslag hem zegt (in het Engels: "it is damaged (...)").
save-damaged = Je laatste opslag kon niet worden gelezen: het bestand is beschadigd.
save-newer = Je laatste opslag is gemaakt door een nieuwere versie van Peerless, die deze versie niet kan lezen.
save-missing = Je laatste opslag ontbreekt.
save-not-opened = Je laatste opslag kon niet worden geopend: { $reason }.
save-parts-damaged = Een deel van je laatste opslag kon niet worden gelezen.
save-backup-loaded = In plaats daarvan is de opslag daarvoor geladen.
save-fresh = Geen eerdere opslag kon worden gelezen, dus het spel begint opnieuw.
save-parts-restored = Overgenomen uit de opslag daarvoor: { $parts }.
save-parts-lost = Niet te herstellen, begint opnieuw: { $parts }.
save-part = { $part ->
    [settings] je instellingen
    [statistics] je statistieken
    [game] je lopende spel
   *[practice] je oefenvoortgang
}
save-kept = Je laatste opslag blijft zoals hij was bewaard als { $file } in { $folder }.
save-backup-kept = Ook de opslag daarvoor kon niet worden gelezen en blijft bewaard als { $file }.
save-newer-found = Je spellen uit een nieuwere versie van Peerless, die een oudere versie als { $file } opzij had gezet, zijn gevonden en geladen.
save-older-kept = Wat de oudere versie heeft opgeslagen, blijft bewaard als { $file } in { $folder }.
save-followed = Het spel is in een ander venster of tabblad gespeeld: dit venster toont het nu zoals het daar is achtergelaten.
save-followed-moves-lost = Het spel is in een ander venster of tabblad gespeeld, dat het na je laatste zetten hier heeft opgeslagen: dit venster toont het nu zoals het daar is achtergelaten, zonder die zetten.
save-sentences = { $first } { $next }

## De schermlezer: de namen in de toegankelijkheidsboom

# De naam van een cel: haar delen, verbonden met list-separator, in de volgorde die de speler
# koos: haar cijfer (of access-empty), access-given, access-clashes, access-wrong; haar plaats
# (cell-spelled); haar kleur; haar notities (access-candidates, access-corner). $digits zijn
# cijfers gescheiden door spaties ("2 6").
access-empty = leeg
access-value = { $digit }
access-parts = { $parts }
access-header = { $level }{ list-separator }{ $mistakes }
access-given = gegeven
access-clashes = conflict
access-cage-full = { $size ->
    [one] kooi van één cel, som { $sum }
   *[other] kooi van { $size } cellen, som { $sum }
}
access-cage-first = cel linksboven
access-cage-short = kooi { $sum }
access-wrong = fout
access-doubtful = onzeker
access-candidates = kandidaten { $digits }
access-corner = hoeknotities { $digits }
# De kleuren die een speler aan cellen geeft, naar de tinten van het palet, in de volgorde van het paneel.
access-colour-orange = oranje
access-colour-sky-blue = hemelsblauw
access-colour-green = groen
access-colour-yellow = geel
access-colour-blue = blauw
access-colour-purple = paars
access-colour-grey = grijs
access-colour-lavender = lavendel
access-colour-brown = bruin
access-pause = Pauze
access-tools = Knoppen
access-board = Bord
access-time = { $time }
access-time-helped = { $time } met hulp
access-chart = Laatste oplostijden, oudste eerst: { $times }
access-month-before = Vorige maand
access-month-after = Volgende maand
access-calendar = Dagpuzzels van { $month }
access-day = { $state ->
    [won] { $date }, opgelost in { $time }
    [today-won] { $date }, de puzzel van vandaag, opgelost in { $time }
    [archive] { $date }, opgelost uit het archief in { $time }
    [today] { $date }, de puzzel van vandaag
    [future] { $date }, nog niet beschikbaar
   *[open] { $date }
}
# Het cijferpaneel, genoemd naar wat het schrijft.
access-pad-digits = Cijferpaneel: cijfers
access-pad-candidates = Cijferpaneel: kandidaten
access-pad-centre = Cijferpaneel: middennotities
access-pad-corner = Cijferpaneel: hoeknotities
access-pad-colours = Cijferpaneel: kleuren
access-note-kinds = Soort notities: { $kind }
# Een cijfer van het paneel en hoeveel daarvan er nog geplaatst moeten worden.
access-pad-digit = { $digit }, { $n ->
    [0] alle geplaatst
   *[other] nog { $n }
}
# Een menuknop met zijn waarde (die van een instelling).
access-menu-value = { $label }: { $value }
# Een voorgelezen rij, kolom of blok: $cells zijn de cijfers van de cellen (of access-empty),
# verbonden met list-separator.
access-unit-reading = { $unit-kind ->
    [row] Rij
    [column] Kolom
   *[box] Blok
} { $unit-number }: { $cells }
# Hoeveel er van een cijfer nog geplaatst moeten worden; de negen worden verbonden met
# list-separator voorgelezen.
access-remaining = { $digit }: { $n ->
    [0] klaar
   *[other] nog { $n }
}

## De schermlezer: wat er wordt aangekondigd ($cell voluit: rij 3, kolom 7)

say-given = { $cell } is gegeven
say-cell-filled = { $cell } is al ingevuld
say-already-empty = { $cell } is al leeg
say-edge = { $side ->
    [up] Geen rij erboven
    [down] Geen rij eronder
    [left] Geen kolom links
   *[right] Geen kolom rechts
}
say-nothing-to-undo = Niets om ongedaan te maken
say-nothing-to-redo = Niets om opnieuw te doen
say-no-hint = Geen hint: de puzzel is opgelost
say-placed = { $digit } in { $cell }
say-emptied = { $cell } gewist
# Wat een cel nu bevat, als $what van say-revealed, say-undone en say-redone.
say-cell-is = { $cell } is { $digit }
say-cell-is-empty = { $cell } is leeg
say-revealed = Onthuld: { $what }
say-candidate-added = kandidaat { $digit } toegevoegd aan { $cell }
say-candidate-removed = kandidaat { $digit } verwijderd uit { $cell }
say-corner-added = hoeknotitie { $digit } toegevoegd aan { $cell }
say-corner-removed = hoeknotitie { $digit } verwijderd uit { $cell }
# $colour is een van de access-colour-...-namen.
say-coloured = { $cell } is nu { $colour }
say-colour-removed = kleur verwijderd uit { $cell }
say-marked = { $n ->
    [one] { $n } cel gemarkeerd
   *[other] { $n } cellen gemarkeerd
}
say-candidates-filled = Kandidaten ingevuld
say-notes-cleared = Notities gewist
say-restarted = Opnieuw begonnen
say-undone = Ongedaan: { $what }
say-redone = Opnieuw: { $what }
say-undone-cells = Ongedaan: { $n ->
    [one] { $n } cel
   *[other] { $n } cellen
}
say-redone-cells = Opnieuw: { $n ->
    [one] { $n } cel
   *[other] { $n } cellen
}
# Het laatste niveau van de hint heeft zijn zet gedaan: $changes zijn de cellen die het veranderde
# (say-placed of say-now-candidates), verbonden met list-separator.
say-hint-made = Hint uitgevoerd: { $changes }
say-now-candidates = { $cell } heeft nu kandidaten { $digits }
# Wat een zet opleverde, volgt op wat hij deed, telkens na list-separator. $cells zijn de cellen
# waarmee het conflict is, genoemd zoals elke lijst van cellen ("rij 1, kolom 1 alsook rij 2,
# kolom 3").
say-clashes = conflict met de { $digit } in { $cells }
say-mistake = fout { $n }
say-mistake-of = fout { $n } van { $limit }
say-unit-complete = { $unit } compleet
say-every-placed = { $digit }: alle geplaatst
# $said is wat de zet deed.
say-lost = { $said }. Spel verloren: te veel fouten
say-after = { $said }{ list-separator }{ $more }
say-no-cell-selected = Geen cel geselecteerd
say-puzzle-ready = De puzzel is klaar: { $level }
# Het einde van een spel als één aankondiging: de titel en elke regel van de samenvatting
# ($next) na wat er al gezegd is ($said); say-then na het einde van een zin (! of .), anders
# say-then-sentence.
say-then = { $said } { $next }
say-then-sentence = { $said }. { $next }

## De kopregel van het spelscherm en de celinforegel

header-mistakes = Fouten { $n }
header-mistakes-of = Fouten { $n }/{ $limit }
# De regel onder het cijferpaneel als celinfo aan staat: $cell is de naam van de cel, $index
# haar nummer (0 tot 80).
cell-info-holds = { $cell } · index { $index } · rij { $row }, kolom { $column }, blok { $box } · bevat { $digit }
cell-info-candidates = { $cell } · index { $index } · rij { $row }, kolom { $column }, blok { $box } · kandidaten { $digits }
cell-info-no-candidates = { $cell } · index { $index } · rij { $row }, kolom { $column }, blok { $box } · geen kandidaten

## The Killer cage calculator, in the hint card's place while a cell of a cage is selected and
## no hint shows: the cage's sum ($sum), what its empty cells must still add up to ($left) and
## how many they are ($empty); under it the combinations still possible there (written
## 1+5 · 2+4 in every language), or one of the sentences below.
calculator-cage = Kooi { $sum } · nog { $left } in { $empty ->
    [one] { $empty } cel
   *[other] { $empty } cellen
}
# The cage full: its digits different and adding up to its sum, or not (the line under it
# says what is wrong).
calculator-cage-complete = Kooi { $sum } · compleet
calculator-cage-full = Kooi { $sum } · vol
# The digits placed add up to more than the sum, $empty cells still empty.
calculator-cage-empty = Kooi { $sum } · { $empty ->
    [one] { $empty } cel leeg
   *[other] { $empty } cellen leeg
}
# Under the cage's line, in the clash's red: what breaks the cage ($placed: what its digits
# add up to).
calculator-repeated = De { $digit } staat twee keer in de kooi
calculator-placed-sum = De cijfers tellen op tot { $placed }, niet { $sum }
calculator-no-combination = De cijfers passen in geen enkele combinatie
# The candidates (the player's notes, else the digits the board allows) fit no combination.
calculator-no-fit = Geen combinatie past bij de kandidaten
# Several cells selected: how many ($selected, 2 or more), what their digits add up to ($total),
# how many are empty ($empty); when they are whole cages, how many ($cages), their sums' total
# ($sum) and what is left for their empty cells ($left).
calculator-selection = { $selected } cellen · totaal { $total }
calculator-selection-blank = { $selected } cellen · allemaal leeg
calculator-selection-empty = { $selected } cellen · { $empty } leeg · totaal tot nu { $total }
calculator-selection-cages = { $selected } cellen in { $cages ->
    [one] { $cages } kooi
   *[other] { $cages } kooien
} · totaal { $sum }
calculator-selection-left = nog { $left } in { $empty ->
    [one] { $empty } lege cel
   *[other] { $empty } lege cellen
}

## What each game is, and the questions about past days (the header, Continue, the pause
## screen, the summary, the shared result) and the language the command line chose

day-of-month = { $day } { $month ->
    [1] januari
    [2] februari
    [3] maart
    [4] april
    [5] mei
    [6] juni
    [7] juli
    [8] augustus
    [9] september
    [10] oktober
    [11] november
   *[12] december
}
game-daily = Dagelijkse puzzel · { $date } · { $level }
game-archive = Dagelijkse puzzel van { $date } · { $level }
game-imported = Geïmporteerd · { $level }
game-practice = Oefenen · { $technique }
game-lesson = Les · { $technique }
share-archive = Peerless dagelijkse puzzel { $date } (archief)
share-imported = Peerless · geïmporteerde puzzel, niveau { $level }
share-killer = Killer-sudoku
share-imported-killer = Peerless · geïmporteerde Killer-sudoku, niveau { $level }
replay-title = De dagelijkse puzzel van { $date } opnieuw spelen?
replay-subtitle = Opgelost in { $time }
replay-again = Opnieuw spelen
replay-again-caption = Een snellere tijd wordt de beste van die dag
setting-language-forced = Gekozen op de opdrachtregel
setting-theme-forced = Gekozen op de opdrachtregel

## De pagina (in de browser)

notice-language-needs-connection = { $language } heeft de eerste keer een verbinding nodig: het spel schakelt over zodra het weer online is.
paste-field-label = Plak of typ de puzzel: 81 cijfers (0 of . voor een lege cel), een rooster, een Killer-sudoku in de notatie van Peerless of een link.
paste-field-import = Importeren

setting-keys = Toetsen
setting-keys-caption = Sneltoetsen voor een toetsenbord
keys-title = Toetsen
keys-place = 1 tot 9; Shift+cijfer
keys-place-does = Cijfer plaatsen of noteren; Shift: notitie
keys-move = Pijltjes, W A S D
keys-move-does = Tussen cellen bewegen
keys-erase = Backspace, Delete, 0
keys-erase-does = Cel wissen
keys-notes = N
keys-notes-does = Notities aan of uit
keys-modes = Z, X, C, V
keys-modes-does = Cijfer, hoek, kandidaat, kleur
keys-hint = H
keys-hint-does = Hint
keys-undo = Ctrl+Z, Ctrl+Y
keys-undo-does = Ongedaan maken, opnieuw
keys-paste = Ctrl+V
keys-paste-does = Puzzel van het klembord importeren
keys-escape = Esc
keys-escape-does = Pauze; elders één scherm terug
keys-read = Shift+R, C, B, I, K
keys-read-does = Rij, kolom, blok, ontbrekende cijfers, Killer-kooi voorlezen
say-no-cage = Geen kooi: dit is een klassieke puzzel
say-keys = Toetsen: 1 tot 9 plaatsen een cijfer, N zet notities aan of uit, H geeft een hint, Shift+R, Shift+C en Shift+B lezen de rij, kolom of het blok voor, Shift+I de cijfers die nog ontbreken. Instellingen, Toetsen toont ze allemaal.
say-keys-killer = Shift+K leest de kooi voor: wat er van de som over is, en de combinaties.
# A card's figure when there is none yet (no best time, too few wins for a median), as a screen reader says it.
access-no-figure = nog geen
# The statistics' level buttons as a screen reader has them: one group, the level shown its chosen member.
access-stats-levels = Niveau
# What a step drawn at its fullest (a lesson's example, a hint's last level) marks in a cell, as a
# screen reader says it after the cell's name: the digit it places, the candidates it removes,
# the pattern's candidates ($digits a list), an outlined unit the cell is in.
access-step-places = hier komt de { $digit }
access-step-removes = hier geschrapt: { $digits }
access-step-marks = gemarkeerd: { $digits }
access-step-unit = omlijnd: { $unit }
