# Peerless: le parole del gioco in italiano (schermate, pulsanti, impostazioni, riepiloghi,
# avvisi, lettore di schermo). I messaggi del motore (passi, suggerimenti, tecniche, livelli,
# elenchi) sono in ../it.ftl, di cui questo file riprende i termini: casella, riga, colonna,
# riquadro, candidato, cifra, nota, suggerimento; il puzzle è "il sudoku"; si dà del tu.
# Il suggerimento si chiama "suggerimento", come nelle app di sudoku italiane; il suo pulsante
# nella barra degli strumenti dice "Aiuto" (la barra tiene otto lettere nelle finestre più
# strette); il gruppo di impostazioni "Help" è "Aiuti" (conflitti, errori, nomi delle caselle). Le cifre prendono l'articolo con l'elisione,
# come in ../it.ftl: "il 7", ma "l'1" e "l'8" (chiavi [1] e [8]). Una tecnica ($technique)
# arriva col suo nome ("Singolo nascosto"): le frasi dicono "la tecnica { $technique }".
# Una casella in una frase prende articolo e preposizione articolata come in ../it.ftl
# ($cell-art «la riga 3, colonna 7 è vuota», $cell-in «5 nella riga 3, colonna 7», $cell-da
# «tolto dalla riga 3, colonna 7»); da sola, come nome o intestazione, resta { $cell }.

## Words on many screens

back = Indietro
cancel = Annulla
main-menu = Menu principale
level-and-time = { $level } · { $time }
new-game-of = Nuova partita ({ $level })
count-hints = { $n ->
    [0] nessun suggerimento
    [one] { $n } suggerimento
   *[other] { $n } suggerimenti
}
count-mistakes = { $n ->
    [0] nessun errore
    [one] { $n } errore
   *[other] { $n } errori
}

## Dates

date = { $day } { $month ->
    [1] gennaio
    [2] febbraio
    [3] marzo
    [4] aprile
    [5] maggio
    [6] giugno
    [7] luglio
    [8] agosto
    [9] settembre
    [10] ottobre
    [11] novembre
   *[12] dicembre
} { $year }
month-of-year = { $month ->
    [1] Gennaio
    [2] Febbraio
    [3] Marzo
    [4] Aprile
    [5] Maggio
    [6] Giugno
    [7] Luglio
    [8] Agosto
    [9] Settembre
    [10] Ottobre
    [11] Novembre
   *[12] Dicembre
} { $year }
# Le iniziali dei giorni, a partire dal lunedì, separate da spazi.
calendar-weekdays = L M M G V S D

## The start screen

start-continue = Continua
start-new-game = Nuova partita
start-daily = Sfida del giorno
start-daily-caption = { $streak ->
    [0] { $date }
   *[other] { $date } · serie di { $streak }
}
# The day's card once the day's puzzle is solved.
start-daily-caption-solved = { $streak ->
    [0] { $date } · risolto
   *[other] { $date } · risolto · serie di { $streak }
}
# A level's name in the start screen's row of five ($level: easy, medium, hard, expert,
# extreme): the name itself ($name), or a shorter one where it would not fit a fifth of a
# phone's width.
start-level-name = { $level ->
   *[other] { $name }
}
# The icon buttons' words on the start screen (short: four share a row).
start-learn-short = Impara
start-import-short = Importa
start-import = Importa un sudoku
start-statistics = Statistiche
start-settings = Impostazioni
start-learn-caption = Tutte le tecniche spiegate, con esercizi
start-subtitle = Sudoku

## A new game asked for while one is in progress

replace-title = C'è una partita in corso
replace-subtitle = { $level } · { $time } · { $left ->
    [one] manca { $left } casella
   *[other] mancano { $left } caselle
}
replace-continue = Riprendi la partita
replace-continue-caption = Torna alla partita in corso
replace-new-caption = La partita in corso sarà contata come abbandonata
replace-start-daily = Inizia la sfida del giorno
replace-start-archive = Inizia la sfida del giorno { $date }
replace-start-level = Inizia una nuova partita ({ $level })
replace-play-imported = Gioca il nuovo sudoku
replace-practise = Esercitati: { $technique }
replace-practice-title = C'è un esercizio in corso
replace-practice-continue-caption = Torna all'esercizio
replace-practice-new-caption = L'esercizio in corso viene lasciato

## Levels

levels-title = Nuova partita
levels-subtitle = Scegli un livello
level-caption-easy = Solo singoli
level-caption-medium = Coppie, triple e candidati bloccati
level-caption-hard = X-Wing, Wing, pesci e colorazione
level-caption-expert = Pesci con pinne, catene, insiemi quasi bloccati
level-caption-extreme = Forcing Chain o tentativi ed errori
kind-classic = Classico
kind-killer = Killer
start-daily-killer = Killer del giorno
killer-level-caption-easy = Combinazioni della gabbia e singoli
killer-level-caption-medium = Candidati della gabbia, innies e outies, coppie
killer-level-caption-hard = Gabbie in un'unità, innies e outies di gruppo
game-killer = Killer · { $level }
game-killer-daily = Killer del giorno · { $date } · { $level }
game-killer-archive = Killer del giorno { $date } · { $level }
game-killer-imported = Killer importato · { $level }
replace-start-killer-daily = Inizia il Killer del giorno
replace-start-killer-archive = Inizia il Killer del giorno { $date }
replace-start-killer-level = Inizia un nuovo Killer ({ $level })
generating-killer-title = Creazione di un Killer di livello { $level }
say-killer-ready = Il Killer è pronto: { $level }

## Pause

pause-title = Pausa
pause-resume = Riprendi
pause-restart = Ricomincia questo sudoku
pause-copy-puzzle = Copia il sudoku
pause-copy-puzzle-caption = Le sue { $n } cifre iniziali in una sola riga di testo, per giocarlo altrove
pause-copy-killer-caption = { $n ->
    [0] Le sue gabbie e le loro somme in una sola riga di testo, per giocarlo altrove
    [one] Le sue gabbie, le somme e { $n } cifra iniziale in una sola riga di testo, per giocarlo altrove
   *[other] Le sue gabbie, le somme e le { $n } cifre iniziali in una sola riga di testo, per giocarlo altrove
}
pause-copy-link = Copia un link al sudoku

## The end of a game

share-daily = Peerless – sfida del giorno { $date }
won-title = Risolto!
won-daily = { $level } · { $time } · sfida del giorno { $date }
won-mistakes-hints = { $mistakes ->
    [0] Nessun errore
    [one] { $mistakes } errore
   *[other] { $mistakes } errori
} · { $hints ->
    [0] nessun suggerimento
    [one] { $hints } suggerimento
   *[other] { $hints } suggerimenti
}
won-new-best = Nuovo miglior tempo
won-best = Miglior tempo: { $time }
won-vs-median = { $faster ->
    [yes] { $diff } più veloce della tua mediana
   *[no] { $diff } più lento della tua mediana
}
won-no-best = { $by ->
    [reveal] È stata rivelata una casella: questo tempo non conta come miglior tempo.
   *[hint] Un suggerimento ha fatto una mossa: questo tempo non conta come miglior tempo.
}
won-daily-streak = serie giornaliera: { $n }
won-daily-killer = { $level } · { $time } · Killer del giorno { $date }
won-daily-killer-streak = serie di Killer del giorno: { $n }
new-killer-of = Nuovo Killer ({ $level })
won-imported = Sudoku importato: fuori dalle statistiche ({ $level })
won-archive = Dall'archivio
won-archive-best = Dall'archivio · miglior tempo di quel giorno: { $time }
won-needed = Tecniche necessarie: { $techniques }
won-needed-more = { $n ->
    [one] un'altra
   *[other] altre { $n }
}
won-copy-result = Copia il risultato
won-other-level = Altro livello
lost-title = Troppi errori
lost-limit = { $n ->
    [one] { $n } errore
   *[other] { $n } errori
}: hai raggiunto il limite.
lost-cell-is-not = { $cell-art } non è { $digit }
lost-taken-back = Le cifre sbagliate sono state tolte.
lost-wrong-now = Errori ancora in griglia: { $cells }.
lost-play-on-or-again = Continua senza limite o ricomincia il sudoku.
lost-play-on = Continua
lost-try-again = Riprova questo sudoku

## Statistics

stats-killer-title = Statistiche Killer
stats-imported = Sudoku importati
stats-imported-caption = Incollati, digitati o aperti da un link: contati a parte
stats-wins = Vittorie: { $won } su { $started } · serie: { $streak } (record: { $best })
stats-imported-wins = Sudoku importati · vittorie: { $won } su { $started }
stats-times = Record: { $best } · mediana su { $n ->
    [one] { $n } partita
   *[other] { $n } partite
}: { $median }
stats-times-helped = Record senza aiuto: { $best } · mediana su { $n ->
    [one] { $n } partita
   *[other] { $n } partite
}, { $helped } con aiuto: { $median }
stats-no-best = Ancora nessun record: ogni vittoria ha avuto un aiuto · mediana su { $n ->
    [one] { $n } partita
   *[other] { $n } partite
}: { $median }
stats-no-time = Ancora nessun tempo: vinci una partita per vederne uno
# The statistics' summary cards: each figure's name under it ($rate a whole percentage; $best
# the longest streak).
stats-card-played = Giocate
stats-card-won = Vinte
stats-card-rate = Vittorie
stats-card-rate-value = { $rate }%
stats-card-best = Record
stats-card-best-unhelped = Record senza aiuto
stats-card-median = Mediana su { $n }
stats-card-streak = { $best ->
    [0] Serie
   *[other] Serie (record { $best })
}
stats-month = { $month } · serie giornaliera: { $streak } (record: { $best })

## Import

import-paste = Incolla dagli appunti
import-paste-caption = 81 caratteri, una griglia, un Killer o il link di un sudoku
import-type = Inseriscilo nella griglia
import-type-caption = Inserisci le cifre iniziali con il tastierino, poi «Gioca»
import-subtitle = Controllato (conflitti, soluzione unica), poi valutato
checking-title = Controllo del sudoku
checking-subtitle = Ricerca delle tecniche necessarie
import-photo = Da una foto
import-photo-caption = Una foto o uno screenshot di un sudoku stampato
reading-title = Lettura della foto
reading-subtitle = Ricerca della griglia e delle sue cifre
review-title = Controlla il sudoku
review-read = { $digits ->
    [one] Una cifra letta dalla foto.
   *[other] { $digits } cifre lette dalla foto.
}
review-doubtful = { $cells ->
    [one] Una casella è incerta ed è riquadrata: confrontala con la foto.
   *[other] { $cells } caselle sono incerte e sono riquadrate: confrontale con la foto.
}
review-no-solution = Così com'è, il sudoku non ha soluzione: una cifra è stata letta male.
review-several-solutions = Così com'è, il sudoku ha più di una soluzione: manca una cifra.
review-sure = { $digits ->
    [one] Una cifra letta: confrontala con la foto, poi tocca «Gioca».
   *[other] { $digits } cifre lette: confrontale con la foto, poi tocca «Gioca».
}
review-correct = Tocca una casella, poi una cifra, per correggerla; «Gioca» controlla il sudoku.
review-start = Correggi ogni casella diversa dalla foto, poi tocca «Gioca».
notice-photo-drop = Trascina una foto del sudoku su questa finestra.
photo-error-unopened = Impossibile aprire il file.
photo-error-no-reader = Qui non è possibile leggere le foto.
photo-error-not-an-image = Questo file non è un'immagine: scegli una foto JPEG o PNG.
photo-error-unsupported = Il formato di questa immagine non si può leggere: scegli una foto JPEG o PNG.
photo-error-damaged = L'immagine è danneggiata o incompleta.
photo-error-too-large = L'immagine è troppo grande da leggere (oltre 64 MB o 100 megapixel).
photo-error-too-small = L'immagine è troppo piccola per contenere un sudoku leggibile.
photo-error-no-grid = Nella foto non è stata trovata una griglia di sudoku: fotografa tutta la griglia, in piano e ben illuminata.
photo-error-two-grids = La foto mostra due griglie: fotografane una alla volta.
photo-error-grid-too-small = La griglia è troppo piccola nella foto: avvicinati.
photo-error-blurred = La foto è troppo sfocata per leggerla: stai fermo o metti a fuoco la griglia.

## Waiting screens

practising-example = Ricerca di un esempio: { $technique }
practising-position = Ricerca di una posizione per esercitarti: { $technique }
generating-title = Creazione di un sudoku di livello { $level }

## Settings

settings-play = Gioco
settings-look = Aspetto
settings-help = Aiuti
settings-accessibility = Accessibilità
settings-play-caption = { $vibration ->
    [yes] Inserimento, note, timer, vibrazione
   *[no] Inserimento, note, timer
}
settings-look-caption = Tema, dimensione cifre, candidati, mano, evidenziazioni
settings-help-caption = Conflitti, errori, info casella, nomi delle caselle
settings-accessibility-caption = Lettore di schermo, testo dei suggerimenti
setting-language = Lingua
setting-theme = Tema
setting-highlight-peers = Evidenzia riga, colonna, riquadro
setting-highlight-same-digit = Evidenzia cifre uguali
setting-show-conflicts = Mostra conflitti
setting-check-mistakes = Confronta con la soluzione
setting-mistake-limit = Limite di errori
setting-auto-remove-notes = Togli note all'inserimento
setting-show-timer = Mostra timer
setting-input = Inserimento
setting-cell-info = Info casella
setting-digit-size = Dimensione cifre
setting-candidate-style = Candidati
setting-tools-left = Strumenti in orizzontale
setting-cage-tints = Colora le gabbie (Killer)
setting-reduced-motion = Riduci animazioni
setting-haptics = Vibrazione
setting-cell-names = Nomi caselle nei suggerimenti
setting-speak-order = Lettura di una casella
setting-speak-candidates = Leggi i candidati della casella attiva
setting-large-hint-text = Suggerimenti più grandi
value-on = Sì
value-off = No
value-theme-system = Sistema
value-theme-light = Chiaro
value-theme-dark = Scuro
value-none = Nessuno
value-digit-first = Prima la cifra
value-cell-first = Prima la casella
value-small = Piccola
value-normal = Normale
value-large = Grande
value-grid = Griglia
value-centre = Centro
value-left = Sinistra
value-right = Destra
# A cell's name as hints say it, to show the setting's choice: r3c7, or row 3, column 7.
value-cell-name = { $cell }
value-position-first = Prima la posizione
value-value-first = Prima il valore
# Valore dell'impostazione della lingua quando segue il sistema.
value-language-system = Sistema
# Prima voce dell'elenco delle lingue: seguire la lingua del sistema, indicata sotto col suo nome nella sua lingua.
language-system = La lingua del sistema

## Learning the techniques: the library, lessons and practice

learn-title = Impara
learn-subtitle = Tutte le tecniche dei suggerimenti, dalla più facile
# A level's button in the library: how many of its techniques the player has found.
learn-level-caption = Tecniche trovate: { $found } su { $all }
learn-level-title = Tecniche di livello { $level }
learn-level-subtitle = Ognuna con la sua lezione, poi posizioni per esercitarti
learn-killer-title = Tecniche Killer
learn-killer-subtitle = Le tecniche che leggono le gabbie, dalla più facile
learn-killer-level-title = Tecniche Killer di livello { $level }
learn-more = Altre tecniche
learn-page = Pagina { $page } di { $pages }
# A technique's button: the player's record with it.
learn-not-practised = Non ancora praticata
learn-progress-found = { $found ->
    [one] Trovata { $found } volta
   *[other] Trovata { $found } volte
}
learn-progress-found-helped = { $found ->
    [one] Trovata { $found } volta
   *[other] Trovata { $found } volte
}, { $helped } con aiuto
learn-progress-found-streak = { $found ->
    [one] Trovata { $found } volta
   *[other] Trovata { $found } volte
} · serie di { $streak }
learn-progress-found-helped-streak = { $found ->
    [one] Trovata { $found } volta
   *[other] Trovata { $found } volte
}, { $helped } con aiuto · serie di { $streak }
# The step found; $step is the step's sentence.
learn-right = Esatto! { $step }
learn-found-with-hint = Trovata con il suggerimento. { $step }
# «Aiuto» è il nome del pulsante.
learn-find-elimination = Trova dove si applica la tecnica { $technique } e togli uno dei candidati che elimina. «Aiuto» ti indica dove guardare.
learn-find-placement = Trova dove si applica la tecnica { $technique } e inserisci la cifra che determina. «Aiuto» ti indica dove guardare.
learn-no-position = Stavolta non è stata trovata nessuna posizione per la tecnica { $technique }: riprova.
# A move the practised step does not make, refused.
practice-wrong-true-candidate = Non è quello: { $digit ->
    [1] l'1
    [8] l'8
   *[other] il { $digit }
} deve restare { $cell-in }, la tecnica { $technique } non lo elimina. Guarda meglio.
practice-wrong-not-by-this = { $digit ->
    [1] L'1
    [8] L'8
   *[other] Il { $digit }
} si può togliere { $cell-da }, ma non con la tecnica { $technique }: trovala prima.
practice-wrong-digit = Non è quello: { $cell-art } non è { $digit }. Guarda meglio.
practice-wrong-not-placed-by-this = { $digit ->
    [1] L'1
    [8] L'8
   *[other] Il { $digit }
} va { $cell-in }, ma la tecnica { $technique } non lo mostra: trovala prima.

## Notices

# $text is what was copied: a result line, a puzzle or a link.
notice-copied = Copiato: { $text }
notice-copy-failed = Non è stato copiato nulla: gli appunti di questo dispositivo non sono accessibili.
notice-clipboard-empty = Gli appunti non contengono testo da importare.
# $error is one of the import-error messages.
notice-link-unplayable = Il sudoku del link non si può giocare: { $error }
# $seconds has one decimal: 1.5
generating-still-looking = Ancora alla ricerca di un sudoku che richieda le tecniche giuste: { $seconds } s

## Why an imported puzzle cannot be played

# $error is one of the messages below that start in lower case.
import-error-unreadable = Impossibile leggere il sudoku: { $error }.
import-error-unexpected-char = riga { $line }, colonna { $column }: { $char } inatteso (una casella è 1-9, oppure . o 0 se vuota)
import-error-unexpected-char-at = riga { $line }, colonna { $column }: { $char } inatteso al posto { $cell-di } (una casella è 1-9, oppure . o 0 se vuota)
# The character the reader did not expect: itself, its code point (U+0009), or both.
import-error-char = carattere «{ $char }»
import-error-char-code = carattere U+{ $code }
import-error-char-and-code = carattere «{ $char }» (U+{ $code })
import-error-no-cells = nel testo non ci sono caselle (un sudoku ne ha 81)
import-error-too-few-cells = attese 81 caselle, trovate { $found }
import-error-too-many-cells = riga { $line }, colonna { $column }: la casella 82 è di troppo (attese 81 caselle, trovate { $found })
import-error-not-utf8 = riga { $line }, colonna { $column }: il testo non è UTF-8 valido
import-error-joined-digits = riga { $line }, colonna { $column }: un numero di due cifre conta come due caselle, e una casella contiene una sola cifra da 1 a 9 (attese 81 caselle, trovate { $found })
# $clash is import-error-clash-pair; $more counts the other clashing pairs.
import-error-clash = { $more ->
    [0] Le cifre iniziali sono in conflitto: { $clash }.
    [1] Le cifre iniziali sono in conflitto: { $clash }, e un'altra coppia è in conflitto.
   *[other] Le cifre iniziali sono in conflitto: { $clash }, e altre { $more } coppie sono in conflitto.
}
import-error-clash-pair = { $digit ->
    [1] l'1
    [8] l'8
   *[other] il { $digit }
} { $first-in } è in conflitto con { $digit ->
    [1] l'1
    [8] l'8
   *[other] il { $digit }
} { $second-in } ({ $unit })
import-error-link-without-puzzle = Il link non contiene un sudoku: il link di un sudoku termina con #<81 caratteri> o contiene ?p=<81 caratteri>.
import-error-already-solved = La griglia è già completa: non resta niente da risolvere.
import-error-no-solution = Il sudoku non ha soluzione: nessun modo di riempire le caselle vuote rispetta le regole.
import-error-multiple-solutions = Il sudoku ha più di una soluzione (per esempio { $cell-art } può essere { $first } o { $second }), quindi servono più cifre iniziali.
# $error is one of the killer-error messages, or a cage-error message.
import-error-killer-unreadable = Impossibile leggere il Killer: { $error }.
# $error is one of the link-error messages, or a cage-error message.
import-error-killer-link = Impossibile giocare il Killer del link: { $error }.

## Why a Killer in Peerless's one-line format cannot be read (see en.ftl)

killer-error-unexpected-char-at = riga { $line }, colonna { $column }: { $char } inatteso al posto della lettera della gabbia { $cell-di } (una gabbia si indica con una lettera A–Z o a–z, e un «:» apre le somme)
killer-error-unexpected-char = riga { $line }, colonna { $column }: { $char } inatteso dopo le 81 lettere delle gabbie (una gabbia si indica con una lettera A–Z o a–z, e un «:» apre le somme)
killer-error-too-few-letters = attese 81 lettere delle gabbie, una per casella, trovate { $found }
killer-error-too-many-letters = riga { $line }, colonna { $column }: la lettera 82 è di troppo (una lettera di gabbia per ciascuna delle 81 caselle, trovate { $found })
killer-error-missing-sums = le lettere delle gabbie non sono seguite da «:» e dalle somme (come in «AB...:3,15,...»)
killer-error-bad-sum = riga { $line }, colonna { $column }: «{ $text }» non è una somma (le somme sono numeri interi separati da virgole)
killer-error-missing-sum = riga { $line }, colonna { $column }: manca una somma (le somme sono numeri interi separati da virgole)
killer-error-sum-count = le lettere formano { $cages ->
    [one] { $cages } gabbia
   *[other] { $cages } gabbie
} ma { $sums ->
    [one] segue { $sums } somma
   *[other] seguono { $sums } somme
} (una somma per gabbia, nell'ordine delle prime caselle delle gabbie)
killer-error-cage = gabbia { $letter }: { $error }
killer-error-givens = le cifre iniziali (dalla riga { $line }, colonna { $column }): { $error }
killer-error-too-many-parts = riga { $line }, colonna { $column }: un terzo «:» (il testo ha al massimo tre parti: lettere, somme e cifre iniziali)

## Why cages are no Killer (see en.ftl)

cage-error-empty = la gabbia { $cage } non ha caselle
cage-error-overlap = { $cell-art } è in due gabbie, la gabbia { $cage } e la gabbia { $other }
cage-error-uncovered = { $cell-art } non è in nessuna gabbia
cage-error-disconnected = la gabbia { $cage } ({ $first-in }) è spezzata: { $cell-art } non è collegata { $first-a } tramite caselle adiacenti della gabbia
cage-error-too-big = la gabbia { $cage } ({ $first-in }) ha { $size } caselle e somma { $sum }, ma una gabbia contiene al massimo 9 cifre diverse
cage-error-sum-fixed = la gabbia { $cage } ({ $first-in }) ha { $size } caselle e somma { $sum }, ma { $size } cifre diverse danno sempre { $low }
cage-error-sum-range = la gabbia { $cage } ({ $first-in }) ha { $size ->
    [one] { $size } casella e somma { $sum }, ma una cifra vale da { $low } a { $high }
   *[other] { $size } caselle e somma { $sum }, ma { $size } cifre diverse danno da { $low } a { $high }
}
cage-error-total = le somme delle gabbie danno { $total }, ma una griglia risolta dà 405

## Why an f-puzzles or SudokuPad link holds no Killer Peerless plays (see en.ftl)

link-error-not-a-link = non è un link di f-puzzles o SudokuPad che contenga un sudoku intero
link-error-stored-online = «{ $id }» indica un sudoku salvato sul sito: aprilo lì e condividi il link lungo, che contiene tutto il sudoku
link-error-format = il link contiene il formato «{ $name }» di SudokuPad, che Peerless non legge (legge «scl», «ctc» e «fpuzzles»)
link-error-decompress = i dati del link non si decomprimono: forse è troncato o modificato
# $message is the JSON reader's own, in English.
link-error-json = i dati del link non sono il JSON di un sudoku: { $message }
link-error-no-grid = il sudoku non ha una griglia di caselle
link-error-size = il sudoku è { $rows } per { $columns }, e un Killer è 9 per 9
link-error-irregular = le regioni del sudoku non sono i nove riquadri 3x3
link-error-feature = il sudoku ha «{ $name }», una regola o un disegno oltre alle gabbie e alle cifre iniziali, che Peerless non gioca
link-error-no-sum = la gabbia { $cage } non ha una somma
link-error-bad-sum = la somma «{ $text }» della gabbia { $cage } non è un numero intero
link-error-bad-cell = «{ $text }» non è una casella di una griglia 9x9
link-error-bad-given = la cifra iniziale { $cell-in }, «{ $text }», non è una cifra da 1 a 9

## Tool bars (short: each fits a button of a row of six)

tool-undo = Annulla
tool-erase = Cancella
# The notes tool: Notes while the pad writes digits, else the pad's mode.
tool-notes = Note
tool-centre = Centro
tool-corner = Angolo
tool-colour = Colore
notes-kind-candidates = Candidati
notes-kind-centre = Note al centro
notes-kind-corner = Note d'angolo
notes-kind-colour = Colori
# Fills every empty cell's notes.
tool-auto = Auto
tool-hint = Aiuto
# The hint card: its level in words ($level: technique, cells, move).
hint-card-level = { $level ->
    [technique] Suggerimento 1 di 3: dove guardare
    [cells] Suggerimento 2 di 3: le caselle
   *[move] Suggerimento 3 di 3: la mossa
}
# The card's button to the hint's next level; after the last, it makes the move.
hint-card-next = { $level ->
    [technique] Mostra le caselle
    [cells] Mostra la mossa
   *[move] Fai la mossa
}
# The card's text goes on past its lines ("more"), or folds back ("less").
hint-card-more = Altro
hint-card-less = Meno
# The card's close button, as a screen reader names it (it shows a cross).
hint-card-close = Chiudi il suggerimento
# Above the board while no hint shows: how much of the board is filled ($filled, the
# givens included), and where help is.
progress-filled = { $filled ->
    [one] { $filled } casella piena su 81
   *[other] { $filled } caselle piene su 81
}
progress-tip = Bloccato? Il suggerimento dice prima dove guardare, poi di più.
tool-redo = Ripeti
tool-back = Indietro
# Empties the whole board while typing a puzzle in.
tool-clear = Svuota
tool-paste = Incolla
# Checks the typed puzzle and starts the game.
tool-start = Gioca
# The next position to practise.
tool-next = Avanti
# On a lesson: the first position to practise.
tool-practise = Pratica
# On a lesson: this position's step, then the technique's idea.
tool-example = Esempio
tool-idea = Idea

## Typing a puzzle in

entry-title = Inserisci un sudoku
entry-help = Tocca una casella, poi una cifra, per ogni cifra iniziale. «Gioca» controlla il sudoku.

## The statistics' chart of the last solve times

stats-last-times = Ultimi tempi di risoluzione
stats-no-wins = Ancora nessuna vittoria a questo livello
stats-helped = con aiuto
# The names of the chart's lines: the best time and the median.
stats-best = migliore
stats-median = mediana

## Saves

# $reason is the system's, as it gave it.
save-not-kept = Le partite non verranno conservate quando esci: { $reason }.
save-reason-no-home = non è stata trovata una cartella personale per i salvataggi
save-reason-no-app-folder = il sistema non ha fornito una cartella per i file dell'app
save-reason-browser-refuses = il browser non permette a questa pagina di conservare dati
save-reason-full = non c'è più spazio per conservarla
save-reason-denied = il sistema non permette di scriverla
save-reason-system = { $file }: { $message }
save-reason-unknown = { $message }
save-place-browser = memoria del browser per questa pagina
save-failed = Impossibile salvare la partita: { $reason }. Verrà fatto un altro tentativo.
# $reason is why, as the save's reader says it: "it is damaged (...)". Può arrivare in
# inglese: sta fra parentesi, non dentro la frase.
save-damaged = Impossibile leggere l'ultimo salvataggio: il file è danneggiato.
save-newer = L'ultimo salvataggio è stato fatto da una versione più recente di Peerless, che questa versione non sa leggere.
save-missing = L'ultimo salvataggio manca.
save-not-opened = Impossibile aprire l'ultimo salvataggio: { $reason }.
save-parts-damaged = Una parte dell'ultimo salvataggio non è leggibile.
save-backup-loaded = Al suo posto è stato caricato il salvataggio precedente.
save-fresh = Nessun salvataggio precedente è leggibile, quindi il gioco riparte da zero.
save-parts-restored = Ripreso dal salvataggio precedente: { $parts }.
save-parts-lost = Non recuperabile, riparte da zero: { $parts }.
save-part = { $part ->
    [settings] le tue impostazioni
    [statistics] le tue statistiche
    [game] la partita in corso
   *[practice] i tuoi progressi negli esercizi
}
save-kept = L'ultimo salvataggio è conservato così com'era come { $file } in { $folder }.
save-backup-kept = Anche il salvataggio precedente non è leggibile ed è conservato come { $file }.
save-newer-found = Le tue partite di una versione più recente di Peerless, che una versione precedente aveva messo da parte come { $file }, sono state trovate e caricate.
save-older-kept = Ciò che ha salvato la versione precedente è conservato come { $file } in { $folder }.
save-followed = La partita è stata giocata in un'altra finestra o scheda: questa ora la mostra com'era rimasta lì.
save-followed-moves-lost = La partita è stata giocata in un'altra finestra o scheda, che l'ha salvata dopo le tue ultime mosse qui: questa ora la mostra com'era rimasta lì, senza quelle mosse.
save-sentences = { $first } { $next }

## The screen reader: the accessibility tree's names

# A cell's name: its parts joined by list-separator, in the order the player chose: its digit
# (or access-empty), access-given, access-clashes, access-wrong; its place (cell-spelled); its
# colour; its notes (access-candidates, access-corner). $digits are digits separated by spaces
# ("2 6").
access-empty = vuota
access-value = { $digit }
access-parts = { $parts }
access-header = { $level }{ list-separator }{ $mistakes }
access-given = iniziale
access-clashes = in conflitto
access-cage-full = { $size ->
    [one] gabbia di una casella, somma { $sum }
   *[other] gabbia di { $size } caselle, somma { $sum }
}
access-cage-first = casella in alto a sinistra
access-cage-short = gabbia { $sum }
access-wrong = sbagliata
access-doubtful = incerta
access-candidates = candidati { $digits }
access-corner = note d'angolo { $digits }
# The colours a player gives cells, named after the palette's hues, in pad order.
access-colour-orange = arancione
access-colour-sky-blue = azzurro
access-colour-green = verde
access-colour-yellow = giallo
access-colour-blue = blu
access-colour-purple = viola
access-colour-grey = grigio
access-colour-lavender = lavanda
access-colour-brown = marrone
access-pause = Pausa
access-tools = Strumenti
access-board = Griglia
access-time = { $time }
access-time-helped = { $time } con aiuto
access-chart = Ultimi tempi di risoluzione, dal più vecchio: { $times }
access-month-before = Mese precedente
access-month-after = Mese successivo
access-calendar = Sudoku del giorno di { $month }
access-day = { $state ->
    [won] { $date }, risolto in { $time }
    [today-won] { $date }, il sudoku di oggi, risolto in { $time }
    [archive] { $date }, risolto dall'archivio in { $time }
    [today] { $date }, il sudoku di oggi
    [future] { $date }, non ancora disponibile
   *[open] { $date }
}
# The pad, named after what it writes.
access-pad-digits = Tastierino: cifre
access-pad-candidates = Tastierino: candidati
access-pad-centre = Tastierino: note al centro
access-pad-corner = Tastierino: note d'angolo
access-pad-colours = Tastierino: colori
access-note-kinds = Tipo di note: { $kind }
# A digit of the pad and how many of it are left to place.
access-pad-digit = { $digit }, { $n ->
    [0] tutti inseriti
    [one] ne manca { $n }
   *[other] ne mancano { $n }
}
# A menu's button with its value (a setting's).
access-menu-value = { $label }: { $value }
# A row, a column or a box read out: $cells are its cells' digits (or access-empty), joined by
# list-separator.
access-unit-reading = { $unit-kind ->
    [row] Riga
    [column] Colonna
   *[box] Riquadro
} { $unit-number }: { $cells }
# How many of a digit are left to place; the nine are read joined by list-separator.
access-remaining = { $digit }: { $n ->
    [0] finiti
    [one] ne manca { $n }
   *[other] ne mancano { $n }
}

## The screen reader: what is announced ($cell spelled out: row 3, column 7)

say-given = { $cell-art } è una cifra iniziale
say-cell-filled = { $cell-art } contiene già una cifra
say-already-empty = { $cell-art } è già vuota
say-edge = { $side ->
    [up] Nessuna riga sopra
    [down] Nessuna riga sotto
    [left] Nessuna colonna a sinistra
   *[right] Nessuna colonna a destra
}
say-nothing-to-undo = Niente da annullare
say-nothing-to-redo = Niente da ripetere
say-no-hint = Nessun suggerimento: il sudoku è risolto
say-placed = { $digit } { $cell-in }
say-emptied = { $cell-art } svuotata
# What a cell holds now, as $what of say-revealed, say-undone and say-redone.
say-cell-is = { $cell-art } è { $digit }
say-cell-is-empty = { $cell-art } è vuota
say-revealed = Rivelato: { $what }
say-candidate-added = candidato { $digit } aggiunto { $cell-in }
say-candidate-removed = candidato { $digit } tolto { $cell-da }
say-corner-added = nota d'angolo { $digit } aggiunta { $cell-in }
say-corner-removed = nota d'angolo { $digit } tolta { $cell-da }
# $colour is one of the access-colour-... names.
say-coloured = { $colour } { $cell-in }
say-colour-removed = colore tolto { $cell-da }
say-marked = { $n ->
    [one] { $n } casella segnata
   *[other] { $n } caselle segnate
}
say-candidates-filled = Candidati inseriti
say-notes-cleared = Note cancellate
say-restarted = Sudoku ricominciato
say-undone = Annullato: { $what }
say-redone = Ripetuto: { $what }
say-undone-cells = Annullato: { $n ->
    [one] { $n } casella
   *[other] { $n } caselle
}
say-redone-cells = Ripetuto: { $n ->
    [one] { $n } casella
   *[other] { $n } caselle
}
# The hint's last level made its move: $changes are the cells it changed (say-placed or
# say-now-candidates), joined by list-separator.
say-hint-made = Suggerimento applicato: { $changes }
say-now-candidates = { $cell-art } ora ha i candidati { $digits }
# What came of a move follows what it did, each after list-separator. $cells are the cells
# clashed with, named as any list of cells is ("row 1, column 1; and row 2, column 3"), and in
# each case the catalogue declares ($cells-loc), as a sentence's preposition asks.
# Qui dopo «in»: $cells-in, «nella riga 1, colonna 6 nonché nella riga 4, colonna 8».
say-clashes = in conflitto con { $digit ->
    [1] l'1
    [8] l'8
   *[other] il { $digit }
} { $cells-in }
say-mistake = errore { $n }
say-mistake-of = errore { $n } di { $limit }
# $unit non ha articolo ("riga 3", "riquadro 5"): "al completo" non si accorda.
say-unit-complete = { $unit } al completo
say-every-placed = { $digit ->
    [1] tutti gli 1 inseriti
    [8] tutti gli 8 inseriti
   *[other] tutti i { $digit } inseriti
}
# $said is what the move did.
say-lost = { $said }. Partita persa: troppi errori
say-after = { $said }{ list-separator }{ $more }
say-no-cell-selected = Nessuna casella selezionata
say-puzzle-ready = Il sudoku è pronto: { $level }
# The end of a game read out as one announcement: its title and each line of its summary
# ($next) after what is said so far ($said); say-then after a sentence's end (! or .), else
# say-then-sentence.
say-then = { $said } { $next }
say-then-sentence = { $said }. { $next }

## The game screen's header and the cell-info line

header-mistakes = Errori: { $n }
header-mistakes-of = Errori: { $n }/{ $limit }
# The line under the pad when cell info is on: $cell is the cell's name, $index its number
# (0 to 80).
cell-info-holds = { $cell } · indice { $index } · riga { $row }, colonna { $column }, riquadro { $box } · contiene { $digit }
cell-info-candidates = { $cell } · indice { $index } · riga { $row }, colonna { $column }, riquadro { $box } · candidati { $digits }
cell-info-no-candidates = { $cell } · indice { $index } · riga { $row }, colonna { $column }, riquadro { $box } · nessun candidato

## The Killer cage calculator, in the hint card's place while a cell of a cage is selected and
## no hint shows: the cage's sum ($sum), what its empty cells must still add up to ($left) and
## how many they are ($empty); under it the combinations still possible there (written
## 1+5 · 2+4 in every language), or one of the sentences below.
calculator-cage = Gabbia { $sum } · { $left ->
    [one] manca
   *[other] mancano
} { $left } in { $empty ->
    [one] { $empty } casella
   *[other] { $empty } caselle
}
# The cage full: its digits different and adding up to its sum, or not (the line under it
# says what is wrong).
calculator-cage-complete = Gabbia { $sum } · completa
calculator-cage-full = Gabbia { $sum } · piena
# The digits placed add up to more than the sum, $empty cells still empty.
calculator-cage-empty = Gabbia { $sum } · { $empty ->
    [one] { $empty } casella vuota
   *[other] { $empty } caselle vuote
}
# Under the cage's line, in the clash's red: what breaks the cage ($placed: what its digits
# add up to).
calculator-repeated = La cifra { $digit } è due volte nella gabbia
calculator-placed-sum = Le sue cifre fanno { $placed }, non { $sum }
calculator-no-combination = Le sue cifre non stanno in nessuna combinazione
# The candidates (the player's notes, else the digits the board allows) fit no combination.
calculator-no-fit = Nessuna combinazione è compatibile con i candidati
# Several cells selected: how many ($selected, 2 or more), what their digits add up to ($total),
# how many are empty ($empty); when they are whole cages, how many ($cages), their sums' total
# ($sum) and what is left for their empty cells ($left).
calculator-selection = { $selected } caselle · totale { $total }
calculator-selection-blank = { $selected } caselle · tutte vuote
calculator-selection-empty = { $selected } caselle · { $empty ->
    [one] { $empty } vuota
   *[other] { $empty } vuote
} · finora { $total }
calculator-selection-cages = { $selected } caselle in { $cages ->
    [one] { $cages } gabbia
   *[other] { $cages } gabbie
} · totale { $sum }
calculator-selection-left = { $left ->
    [one] manca
   *[other] mancano
} { $left } in { $empty ->
    [one] { $empty } casella vuota
   *[other] { $empty } caselle vuote
}

## What each game is, and the questions about past days (the header, Continue, the pause
## screen, the summary, the shared result) and the language the command line chose

day-of-month = { $day } { $month ->
    [1] gennaio
    [2] febbraio
    [3] marzo
    [4] aprile
    [5] maggio
    [6] giugno
    [7] luglio
    [8] agosto
    [9] settembre
    [10] ottobre
    [11] novembre
   *[12] dicembre
}
game-daily = Sfida del giorno · { $date } · { $level }
game-archive = Sfida del giorno { $date } · { $level }
game-imported = Importato · { $level }
game-practice = Esercizio · { $technique }
game-lesson = Lezione · { $technique }
share-archive = Peerless – sfida del giorno { $date } (archivio)
share-imported = Peerless – sudoku importato, livello { $level }
share-killer = Killer
share-imported-killer = Peerless – Killer importato, livello { $level }
replay-title = Rigiocare la sfida del giorno { $date }?
replay-subtitle = Risolta in { $time }
replay-again = Rigiocala
replay-again-caption = Un tempo più rapido diventa il migliore di quel giorno
setting-language-forced = Scelta dalla riga di comando
setting-theme-forced = Scelto dalla riga di comando

## La pagina (nel browser)

notice-language-needs-connection = { $language } richiede una connessione la prima volta: il gioco passerà a questa lingua appena tornerà online.
paste-field-label = Incolla o scrivi il sudoku: 81 cifre (0 o . per una casella vuota), una griglia, un Killer nel formato di Peerless o un link.
paste-field-import = Importa

setting-keys = Tasti
setting-keys-caption = Scorciatoie da tastiera
keys-title = Tasti
keys-place = da 1 a 9; Maiusc+cifra
keys-place-does = Inserisci o annota una cifra; Maiusc: una nota
keys-move = Frecce, W A S D
keys-move-does = Spostati tra le caselle
keys-erase = Backspace, Canc, 0
keys-erase-does = Cancella la casella
keys-notes = N
keys-notes-does = Attiva o disattiva le note
keys-modes = Z, X, C, V
keys-modes-does = Cifra, angolo, candidato, colore
keys-hint = H
keys-hint-does = Suggerimento
keys-undo = Ctrl+Z, Ctrl+Y
keys-undo-does = Annulla, ripeti
keys-paste = Ctrl+V
keys-paste-does = Importa il sudoku dagli appunti
keys-escape = Esc
keys-escape-does = Pausa; altrove, una schermata indietro
keys-read = Maiusc+R, C, B, I, K
keys-read-does = Leggi la riga, la colonna, il riquadro, le cifre mancanti, la gabbia di un Killer
say-no-cage = Nessuna gabbia: è un sudoku classico
say-keys = Tasti: da 1 a 9 inseriscono una cifra, N attiva o disattiva le note, H dà un suggerimento, Maiusc+R, Maiusc+C e Maiusc+B leggono la riga, la colonna o il riquadro, Maiusc+I le cifre che mancano. Impostazioni, Tasti li elenca tutti.
say-keys-killer = Maiusc+K legge la gabbia: quanto resta della sua somma e le sue combinazioni.
# A card's figure when there is none yet (no best time, too few wins for a median), as a screen reader says it.
access-no-figure = non ancora
# The statistics' level buttons as a screen reader has them: one group, the level shown its chosen member.
access-stats-levels = Livello
# What a step drawn at its fullest (a lesson's example, a hint's last level) marks in a cell, as a
# screen reader says it after the cell's name: the digit it places, the candidates it removes,
# the pattern's candidates ($digits a list), an outlined unit the cell is in.
access-step-places = qui va { $digit }
access-step-removes = tolto qui: { $digits }
access-step-marks = segnato: { $digits }
access-step-unit = in evidenza: { $unit }
