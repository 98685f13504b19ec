# Die Wörter des Spiels: Bildschirme, Knöpfe, Einstellungen, Zusammenfassungen, Meldungen, die
# Wörter des Screenreaders. Die Meldungen der Engine (Schritte, Hinweise, Techniken, Stufen,
# Listen) stehen in ../de.ftl; eine Meldung hier darf sie verwenden. Zahlen wählen Pluralformen;
# $level, $time, $date und ähnliche kommen schon als Text in der Sprache an.
#
# Anrede: du (wie ../de.ftl). Begriffe: Tipp (der Knopf und die Tipps), Fehler, Notizen,
# Kandidaten, Vorgaben (givens), Konflikt (clash), Serie (streak), Stufe (level), Spielfeld.

## Wörter auf vielen Bildschirmen

back = Zurück
cancel = Abbrechen
main-menu = Hauptmenü
level-and-time = { $level } · { $time }
new-game-of = Neues Spiel: { $level }
count-hints = { $n ->
    [0] keine Tipps
    [one] { $n } Tipp
   *[other] { $n } Tipps
}
count-mistakes = { $n ->
    [0] keine Fehler
    [one] { $n } Fehler
   *[other] { $n } Fehler
}

## Daten

date = { $day }. { $month ->
    [1] Januar
    [2] Februar
    [3] März
    [4] April
    [5] Mai
    [6] Juni
    [7] Juli
    [8] August
    [9] September
    [10] Oktober
    [11] November
   *[12] Dezember
} { $year }
month-of-year = { $month ->
    [1] Januar
    [2] Februar
    [3] März
    [4] April
    [5] Mai
    [6] Juni
    [7] Juli
    [8] August
    [9] September
    [10] Oktober
    [11] November
   *[12] Dezember
} { $year }
# Die Anfangsbuchstaben der Wochentage im Kalender, Montag zuerst, durch Leerzeichen getrennt.
calendar-weekdays = M D M D F S S

## Der Startbildschirm

start-continue = Weiterspielen
start-new-game = Neues Spiel
start-daily = Tägliches Rätsel
start-daily-caption = { $streak ->
    [0] { $date }
   *[other] { $date } · Serie { $streak }
}
# The day's card once the day's puzzle is solved.
start-daily-caption-solved = { $streak ->
    [0] { $date } · gelöst
   *[other] { $date } · gelöst · Serie { $streak }
}
# A level's name in the start screen's row of five ($level: easy, medium, hard, expert,
# extreme): the name itself ($name), or a shorter one where it would not fit a fifth of a
# phone's width.
start-level-name = { $level ->
   *[other] { $name }
}
# The icon buttons' words on the start screen (short: four share a row).
start-learn-short = Lernen
start-import-short = Importieren
start-import = Rätsel importieren
start-statistics = Statistik
start-settings = Einstellungen
start-learn-caption = Jede Technik erklärt, mit Übungen
start-subtitle = Sudoku

## Ein neues Spiel, während noch eines läuft

replace-title = Ein Spiel läuft noch
replace-subtitle = { $level } · { $time } · { $left ->
    [one] noch { $left } Zelle
   *[other] noch { $left } Zellen
}
replace-continue = Weiterspielen
replace-continue-caption = Zurück zum laufenden Spiel
replace-new-caption = Das laufende Spiel gilt als aufgegeben
replace-start-daily = Tägliches Rätsel starten
replace-start-archive = Tägliches Rätsel vom { $date } starten
replace-start-level = Neues Spiel starten ({ $level })
replace-play-imported = Das neue Rätsel spielen
replace-practise = { $technique } üben
replace-practice-title = Eine Übungsstellung ist noch offen
replace-practice-continue-caption = Zurück zur Übungsstellung
replace-practice-new-caption = Die Übungsstellung wird verlassen

## Stufen

levels-title = Neues Spiel
levels-subtitle = Wähle eine Stufe
level-caption-easy = Nur Singles
level-caption-medium = Paare, Tripel und Locked Candidates
level-caption-hard = X-Wings, Wings, Fische und Färbungen
level-caption-expert = Fische mit Flossen, Ketten, Almost Locked Sets
level-caption-extreme = Forcing Chains oder Versuch und Irrtum
kind-classic = Klassisch
kind-killer = Killer
start-daily-killer = Tages-Killer
killer-level-caption-easy = Käfig-Kombinationen und Singles
killer-level-caption-medium = Käfig-Kandidaten, Innies und Outies, Paare
killer-level-caption-hard = Käfige in einer Einheit, Gruppen-Innies und -Outies
game-killer = Killer · { $level }
game-killer-daily = Tages-Killer · { $date } · { $level }
game-killer-archive = Tages-Killer vom { $date } · { $level }
game-killer-imported = Importierter Killer · { $level }
replace-start-killer-daily = Tages-Killer starten
replace-start-killer-archive = Tages-Killer vom { $date } starten
replace-start-killer-level = Neuen Killer starten ({ $level })
generating-killer-title = Killer wird erstellt: { $level }
say-killer-ready = Der Killer ist bereit: { $level }

## Pause

pause-title = Pause
pause-resume = Fortsetzen
pause-restart = Rätsel neu starten
pause-copy-puzzle = Rätsel kopieren
pause-copy-puzzle-caption = Seine { $n } Vorgaben als eine Textzeile, um es anderswo zu spielen
pause-copy-killer-caption = { $n ->
    [0] Seine Käfige und Summen als eine Textzeile, um es anderswo zu spielen
    [one] Seine Käfige, Summen und { $n } Vorgabe als eine Textzeile, um es anderswo zu spielen
   *[other] Seine Käfige, Summen und { $n } Vorgaben als eine Textzeile, um es anderswo zu spielen
}
pause-copy-link = Link zum Rätsel kopieren

## Das Ende eines Spiels

share-daily = Peerless-Tagesrätsel { $date }
won-title = Gelöst!
won-daily = { $level } · { $time } · Tägliches Rätsel vom { $date }
won-mistakes-hints = { $mistakes ->
    [0] Keine Fehler
    [one] { $mistakes } Fehler
   *[other] { $mistakes } Fehler
} · { $hints ->
    [0] keine Tipps
    [one] { $hints } Tipp
   *[other] { $hints } Tipps
}
won-new-best = Neue Bestzeit
won-best = Bestzeit { $time }
won-vs-median = { $faster ->
    [yes] { $diff } schneller als dein Median
   *[no] { $diff } langsamer als dein Median
}
won-no-best = { $by ->
    [reveal] Eine Zelle wurde aufgedeckt: Diese Zeit zählt nicht als Bestzeit.
   *[hint] Ein Tipp hat einen Zug gemacht: Diese Zeit zählt nicht als Bestzeit.
}
won-daily-streak = Tagesserie { $n }
won-daily-killer = { $level } · { $time } · Tages-Killer vom { $date }
won-daily-killer-streak = Tages-Killer-Serie { $n }
new-killer-of = Neuer Killer: { $level }
won-imported = Importiertes Rätsel: zählt nicht zur Statistik der Stufe { $level }
won-archive = Aus dem Archiv
won-archive-best = Aus dem Archiv · Bestzeit für diesen Tag { $time }
won-needed = Benötigte Techniken: { $techniques }
won-needed-more = { $n ->
    [one] eine weitere
   *[other] { $n } weitere
}
won-copy-result = Ergebnis kopieren
won-other-level = Andere Stufe
lost-title = Zu viele Fehler
lost-limit = { $n } Fehler: Das Limit ist erreicht.
lost-cell-is-not = die { $digit } in { $cell }
lost-taken-back = Die falschen Ziffern wurden zurückgenommen.
lost-wrong-now = Jetzt falsch: { $cells }.
lost-play-on-or-again = Spiel ohne Limit weiter oder beginne das Rätsel von vorn.
lost-play-on = Ohne Limit weiterspielen
lost-try-again = Rätsel noch einmal versuchen

## Statistik

stats-killer-title = Killer-Statistik
stats-imported = Importierte Rätsel
stats-imported-caption = Eingefügt, eingetippt oder verlinkt: getrennt gezählt
stats-wins = { $won } von { $started } gewonnen · Serie { $streak } (Rekord { $best })
stats-imported-wins = Importierte Rätsel: { $won } von { $started } gewonnen
stats-times = Bestzeit { $best } · Median ({ $n ->
    [one] letztes Spiel
   *[other] letzte { $n } Spiele
}): { $median }
stats-times-helped = Bestzeit ohne Hilfe { $best } · Median ({ $n ->
    [one] letztes Spiel
   *[other] letzte { $n } Spiele
}, { $helped } mit Hilfe): { $median }
stats-no-best = Noch keine Bestzeit: Jeder Sieg gelang mit Hilfe · Median ({ $n ->
    [one] letztes Spiel
   *[other] letzte { $n } Spiele
}): { $median }
stats-no-time = Noch keine Zeit: Gewinne zuerst ein Spiel
# The statistics' summary cards: each figure's name under it ($rate a whole percentage; $best
# the longest streak).
stats-card-played = Gespielt
stats-card-won = Gewonnen
stats-card-rate = Gewinnquote
stats-card-rate-value = { $rate } %
stats-card-best = Bestzeit
stats-card-best-unhelped = Bestzeit ohne Hilfe
stats-card-median = Median aus { $n }
stats-card-streak = { $best ->
    [0] Serie
   *[other] Serie (Rekord { $best })
}
stats-month = { $month } · Tagesserie { $streak } (Rekord { $best })

## Import

import-paste = Aus der Zwischenablage einfügen
import-paste-caption = 81 Zeichen, ein Gitter, ein Killer-Sudoku oder der Link eines Rätsels
import-type = Im Spielfeld eingeben
import-type-caption = Vorgaben mit dem Ziffernfeld eingeben, dann „Start“
import-subtitle = Wird auf Konflikte und eine eindeutige Lösung geprüft, dann eingestuft
checking-title = Rätsel wird geprüft
checking-subtitle = Benötigte Techniken werden ermittelt
import-photo = Von einem Foto
import-photo-caption = Ein Foto oder Bildschirmfoto eines gedruckten Rätsels
reading-title = Foto wird gelesen
reading-subtitle = Gitter und Ziffern werden gesucht
review-title = Rätsel prüfen
review-read = { $digits ->
    [one] Eine Ziffer aus dem Foto gelesen.
   *[other] { $digits } Ziffern aus dem Foto gelesen.
}
review-doubtful = { $cells ->
    [one] Eine Zelle ist unsicher und umrahmt: Vergleiche sie mit dem Foto.
   *[other] { $cells } Zellen sind unsicher und umrahmt: Vergleiche sie mit dem Foto.
}
review-no-solution = So wie es ist, hat das Rätsel keine Lösung: Eine Ziffer wurde falsch gelesen.
review-several-solutions = So wie es ist, hat das Rätsel mehr als eine Lösung: Eine Ziffer fehlt.
review-sure = { $digits ->
    [one] Eine Ziffer gelesen: Vergleiche sie mit dem Foto und tippe dann auf „Start“.
   *[other] { $digits } Ziffern gelesen: Vergleiche sie mit dem Foto und tippe dann auf „Start“.
}
review-correct = Tippe zum Korrigieren eine Zelle und dann eine Ziffer an; „Start“ prüft das Rätsel.
review-start = Korrigiere jede Zelle, die vom Foto abweicht, und tippe dann auf „Start“.
notice-photo-drop = Ziehe ein Foto des Rätsels auf dieses Fenster.
photo-error-unopened = Die Datei ließ sich nicht öffnen.
photo-error-no-reader = Fotos können hier nicht gelesen werden.
photo-error-not-an-image = Diese Datei ist kein Bild: Wähle ein Foto im JPEG- oder PNG-Format.
photo-error-unsupported = Das Format dieses Bildes kann nicht gelesen werden: Wähle ein Foto im JPEG- oder PNG-Format.
photo-error-damaged = Das Bild ist beschädigt oder unvollständig.
photo-error-too-large = Das Bild ist zu groß zum Lesen (über 64 MB oder 100 Megapixel).
photo-error-too-small = Das Bild ist zu klein für ein lesbares Rätsel.
photo-error-no-grid = Im Foto wurde kein Sudoku-Gitter gefunden: Fotografiere das ganze Gitter, flach und gut beleuchtet.
photo-error-two-grids = Das Foto zeigt zwei Gitter: Fotografiere eines nach dem anderen.
photo-error-grid-too-small = Das Gitter ist im Foto zu klein: Geh näher heran.
photo-error-blurred = Das Foto ist zu unscharf zum Lesen: Halte still oder stelle auf das Gitter scharf.

## Wartebildschirme

practising-example = Beispiel wird gesucht: { $technique }
practising-position = Übungsaufgabe wird gesucht: { $technique }
generating-title = Rätsel wird erstellt: { $level }

## Einstellungen

settings-play = Spiel
settings-look = Darstellung
settings-help = Hilfen
settings-accessibility = Barrierefreiheit
settings-play-caption = { $vibration ->
    [yes] Eingabe, Notizen, Timer, Vibration
   *[no] Eingabe, Notizen, Timer
}
settings-look-caption = Design, Ziffergröße, Kandidaten, Werkzeuge, Hervorhebungen
settings-help-caption = Konflikte, Fehler, Zellinfo, Zellnamen
settings-accessibility-caption = Screenreader, Größe des Tipptexts
setting-language = Sprache
setting-theme = Design
setting-highlight-peers = Bereiche hervorheben
setting-highlight-same-digit = Gleiche Ziffern hervorheben
setting-show-conflicts = Konflikte zeigen
setting-check-mistakes = Mit Lösung abgleichen
setting-mistake-limit = Fehlerlimit
setting-auto-remove-notes = Notizen bei Eingabe löschen
setting-show-timer = Timer zeigen
setting-input = Eingabe
setting-cell-info = Zellinfo
setting-digit-size = Ziffergröße
setting-candidate-style = Kandidaten
setting-tools-left = Werkzeuge im Querformat
setting-cage-tints = Killer-Käfige einfärben
setting-reduced-motion = Bewegung reduzieren
setting-haptics = Vibration
setting-cell-names = Zellnamen in Tipps
setting-speak-order = Zellansage
setting-speak-candidates = Kandidaten bei Fokus vorlesen
setting-large-hint-text = Größerer Tipptext
value-on = An
value-off = Aus
value-theme-system = System
value-theme-light = Hell
value-theme-dark = Dunkel
value-none = Keins
value-digit-first = Ziffer zuerst
value-cell-first = Zelle zuerst
value-small = Klein
value-normal = Normal
value-large = Groß
value-grid = Raster
value-centre = Mitte
value-left = Links
value-right = Rechts
# Der Name einer Zelle, wie die Tipps ihn sagen, als Wert der Einstellung: r3c7 oder Zeile 3, Spalte 7.
value-cell-name = { $cell }
value-position-first = Position zuerst
value-value-first = Inhalt zuerst
# Der Wert der Spracheinstellung, wenn sie der des Systems folgt.
value-language-system = System
# Als Erstes in der Liste der Sprachen: der Sprache des Systems folgen, die darunter mit ihrem eigenen Namen steht.
language-system = Systemsprache

## Techniken lernen: die Bibliothek, Lektionen und Übungen

learn-title = Lernen
learn-subtitle = Alle Techniken der Tipps, die leichtesten zuerst
# Der Knopf einer Stufe in der Bibliothek: wie viele ihrer Techniken der Spieler gefunden hat.
learn-level-caption = { $found } von { $all } Techniken gefunden
learn-level-title = Techniken der Stufe { $level }
learn-level-subtitle = Jede mit Lektion, dann Aufgaben zum Üben
learn-killer-title = Killer-Techniken
learn-killer-subtitle = Die Techniken mit den Käfigen, die leichtesten zuerst
learn-killer-level-title = Killer-Techniken der Stufe { $level }
learn-more = Weitere Techniken
learn-page = Seite { $page } von { $pages }
# Der Knopf einer Technik: die Bilanz des Spielers damit.
learn-not-practised = Noch nicht geübt
learn-progress-found = Gefunden: { $found }
learn-progress-found-helped = Gefunden: { $found }, davon { $helped } mit Hilfe
learn-progress-found-streak = Gefunden: { $found } · Serie { $streak }
learn-progress-found-helped-streak = Gefunden: { $found }, davon { $helped } mit Hilfe · Serie { $streak }
# Der Schritt ist gefunden; $step ist der Satz des Schritts.
learn-right = Richtig! { $step }
learn-found-with-hint = Mit Tipp gefunden. { $step }
# „Tipp“ ist der Name des Werkzeugknopfs.
learn-find-elimination = { $technique }: Finde das Muster und streiche einen der Kandidaten, die es ausschließt. „Tipp“ zeigt, wo du suchen musst.
learn-find-placement = { $technique }: Finde das Muster und setze die Ziffer, die es festlegt. „Tipp“ zeigt, wo du suchen musst.
learn-no-position = { $technique }: Diesmal wurde keine Übungsaufgabe gefunden. Versuch es noch einmal.
# Ein Zug, den der geübte Schritt nicht macht, wird abgelehnt.
practice-wrong-true-candidate = Das nicht: Die { $digit } muss in { $cell } bleiben, { $technique } streicht sie nicht. Sieh noch einmal hin.
practice-wrong-not-by-this = Die { $digit } darf aus { $cell } gestrichen werden, aber nicht per { $technique }: Finde zuerst das Muster.
practice-wrong-digit = Das nicht: Die { $digit } gehört nicht in { $cell }. Sieh noch einmal hin.
practice-wrong-not-placed-by-this = Die { $digit } gehört in { $cell }, aber nicht per { $technique }: Finde zuerst das Muster.

## Meldungen

# $text ist das Kopierte: eine Ergebniszeile, ein Rätsel oder ein Link.
notice-copied = Kopiert: { $text }
notice-copy-failed = Nichts kopiert: Die Zwischenablage dieses Geräts ist nicht erreichbar.
notice-clipboard-empty = Die Zwischenablage enthält keinen Text zum Importieren.
# $error ist eine der import-error-Meldungen.
notice-link-unplayable = Das verlinkte Rätsel lässt sich nicht spielen: { $error }
# $seconds hat eine Nachkommastelle: 1.5
generating-still-looking = Noch auf der Suche nach einem Rätsel, das die richtigen Techniken braucht: { $seconds } s

## Warum ein importiertes Rätsel nicht spielbar ist

# $error ist eine der folgenden Meldungen, die klein beginnen.
import-error-unreadable = Das Rätsel ist nicht lesbar: { $error }.
import-error-unexpected-char = Textzeile { $line }, Position { $column }: unerwartetes { $char } (erlaubt sind 1–9 sowie . oder 0 für leere Zellen)
import-error-unexpected-char-at = Textzeile { $line }, Position { $column }: unerwartetes { $char }, wo { $cell } stehen sollte (erlaubt sind 1–9 sowie . oder 0 für leere Zellen)
# Das unerwartete Zeichen: es selbst, sein Codepunkt (U+0009) oder beides.
import-error-char = Zeichen „{ $char }“
import-error-char-code = Zeichen U+{ $code }
import-error-char-and-code = Zeichen „{ $char }“ (U+{ $code })
import-error-no-cells = der Text enthält keine Zellen (ein Rätsel hat 81)
import-error-too-few-cells = 81 Zellen erwartet, { $found } gefunden
import-error-too-many-cells = Textzeile { $line }, Position { $column }: Zelle 82 ist eine zu viel (81 Zellen erwartet, { $found } gefunden)
import-error-not-utf8 = Textzeile { $line }, Position { $column }: Der Text ist kein gültiges UTF-8
import-error-joined-digits = Textzeile { $line }, Position { $column }: Eine zweistellige Zahl zählt als zwei Zellen, und jede Zelle enthält nur eine Ziffer 1–9 (81 Zellen erwartet, { $found } gefunden)
# $clash ist import-error-clash-pair; $more zählt die übrigen Paare im Konflikt.
import-error-clash = { $more ->
    [0] Die Vorgaben widersprechen sich: { $clash }.
    [1] Die Vorgaben widersprechen sich: { $clash }, dazu ein weiteres Paar.
   *[other] Die Vorgaben widersprechen sich: { $clash }, dazu { $more } weitere Paare.
}
import-error-clash-pair = die { $digit } in { $first } und die { $digit } in { $second } ({ $unit })
import-error-link-without-puzzle = Der Link enthält kein Rätsel: Ein Rätsel-Link endet auf #<81 Zeichen> oder enthält ?p=<81 Zeichen>.
import-error-already-solved = Das Gitter ist schon vollständig: Es gibt nichts mehr zu lösen.
import-error-no-solution = Das Rätsel hat keine Lösung: Die leeren Zellen lassen sich nicht regelgerecht füllen.
import-error-multiple-solutions = Das Rätsel hat mehr als eine Lösung (in { $cell } kann etwa die { $first } oder die { $second } stehen), es braucht also mehr Vorgaben.
# $error ist eine der killer-error-Meldungen oder eine cage-error-Meldung.
import-error-killer-unreadable = Das Killer-Sudoku ist nicht lesbar: { $error }.
# $error ist eine der link-error-Meldungen oder eine cage-error-Meldung.
import-error-killer-link = Das Killer-Sudoku des Links lässt sich nicht spielen: { $error }.

## Why a Killer in Peerless's one-line format cannot be read (see en.ftl)

killer-error-unexpected-char-at = Textzeile { $line }, Position { $column }: unerwartetes { $char }, wo der Käfigbuchstabe von { $cell } stehen sollte (ein Käfig wird mit einem Buchstaben A–Z oder a–z markiert, und ein „:“ leitet die Summen ein)
killer-error-unexpected-char = Textzeile { $line }, Position { $column }: unerwartetes { $char } nach den 81 Käfigbuchstaben (ein Käfig wird mit einem Buchstaben A–Z oder a–z markiert, und ein „:“ leitet die Summen ein)
killer-error-too-few-letters = 81 Käfigbuchstaben erwartet, einer je Zelle, { $found } gefunden
killer-error-too-many-letters = Textzeile { $line }, Position { $column }: Buchstabe 82 ist einer zu viel (ein Käfigbuchstabe für jede der 81 Zellen, { $found } gefunden)
killer-error-missing-sums = auf die Käfigbuchstaben folgen kein „:“ und keine Summen (wie in „AB...:3,15,...“)
# $text steht dort, wo eine Summe stehen sollte.
killer-error-bad-sum = Textzeile { $line }, Position { $column }: „{ $text }“ ist keine Summe (die Summen sind ganze Zahlen, durch Kommas getrennt)
killer-error-missing-sum = Textzeile { $line }, Position { $column }: Eine Summe fehlt (die Summen sind ganze Zahlen, durch Kommas getrennt)
killer-error-sum-count = die Buchstaben ergeben { $cages ->
    [one] { $cages } Käfig
   *[other] { $cages } Käfige
}, aber { $sums ->
    [one] es folgt { $sums } Summe
   *[other] es folgen { $sums } Summen
} (eine Summe je Käfig, in der Reihenfolge der ersten Zellen der Käfige)
# $letter ist der Buchstabe des Käfigs im Text; $error eine cage-error-Meldung.
killer-error-cage = Käfig { $letter }: { $error }
killer-error-givens = die Vorgaben (ab Textzeile { $line }, Position { $column }): { $error }
killer-error-too-many-parts = Textzeile { $line }, Position { $column }: ein dritter Doppelpunkt (Buchstaben, Summen und Vorgaben sind durch zwei getrennt)

## Why cages are no Killer (see en.ftl)

cage-error-empty = Käfig { $cage } hat keine Zellen
cage-error-overlap = { $cell } liegt in zwei Käfigen, Käfig { $cage } und Käfig { $other }
cage-error-uncovered = { $cell } liegt in keinem Käfig
cage-error-disconnected = Käfig { $cage } (bei { $first }) ist zerteilt: { $cell } ist über die Zellen des Käfigs nicht seitlich mit { $first } verbunden
cage-error-too-big = Käfig { $cage } (bei { $first }) hat { $size } Zellen und die Summe { $sum }, aber ein Käfig fasst höchstens 9 verschiedene Ziffern
cage-error-sum-fixed = Käfig { $cage } (bei { $first }) hat { $size } Zellen und die Summe { $sum }, aber { $size } verschiedene Ziffern ergeben immer { $low }
cage-error-sum-range = Käfig { $cage } (bei { $first }) hat { $size ->
    [one] { $size } Zelle und die Summe { $sum }, aber eine Ziffer ist { $low } bis { $high }
   *[other] { $size } Zellen und die Summe { $sum }, aber { $size } verschiedene Ziffern ergeben { $low } bis { $high }
}
cage-error-total = die Summen der Käfige ergeben { $total }, aber ein gelöstes Gitter ergibt 405

## Why an f-puzzles or SudokuPad link holds no Killer Peerless plays (see en.ftl)

link-error-not-a-link = kein Link von f-puzzles oder SudokuPad, der ein ganzes Rätsel enthält
link-error-stored-online = „{ $id }“ bezeichnet ein Rätsel, das auf der Website gespeichert ist: Öffne es dort und teile den langen Link, der das ganze Rätsel enthält
link-error-format = der Link enthält das Format „{ $name }“ von SudokuPad, das Peerless nicht liest (es liest „scl“, „ctc“ und „fpuzzles“)
link-error-decompress = die Daten des Links lassen sich nicht entpacken: Der Link ist vielleicht abgeschnitten oder verändert
# $message ist die Meldung des JSON-Lesers, auf Englisch.
link-error-json = die Daten des Links sind nicht das JSON eines Rätsels: { $message }
link-error-no-grid = das Rätsel hat kein Gitter aus Zellen
link-error-size = das Rätsel ist { $rows } mal { $columns } groß, ein Killer-Sudoku aber 9 mal 9
link-error-irregular = die Regionen des Rätsels sind nicht die neun 3x3-Blöcke
link-error-feature = das Rätsel hat „{ $name }“, eine Regel oder Zeichnung außer Käfigen und Vorgaben, die Peerless nicht spielt
link-error-no-sum = Käfig { $cage } hat keine Summe
link-error-bad-sum = die Summe „{ $text }“ von Käfig { $cage } ist keine ganze Zahl
link-error-bad-cell = „{ $text }“ ist keine Zelle eines 9x9-Gitters
link-error-bad-given = die Vorgabe in { $cell }, „{ $text }“, ist keine Ziffer von 1 bis 9

## Werkzeugleisten (kurz: jeder passt unter sein Symbol auf einen Knopf in einer Reihe von sechs;
## alle einer Leiste in einer Größe, der des längsten)

tool-undo = Rückgängig
tool-erase = Löschen
# Der Notizen-Knopf: „Notizen“, solange das Ziffernfeld Ziffern schreibt, sonst dessen Modus.
tool-notes = Notizen
tool-centre = Mittelnotiz
tool-corner = Ecknotiz
tool-colour = Farbe
notes-kind-candidates = Kandidaten
notes-kind-centre = Mittelnotizen
notes-kind-corner = Ecknotizen
notes-kind-colour = Farben
# Füllt die Notizen jeder leeren Zelle: mit ihren Kandidaten (das Wort des Glossars, nicht
# "Auto", das als Auto gelesen wird).
tool-auto = Kandidaten
tool-hint = Tipp
# The hint card: its level in words ($level: technique, cells, move).
hint-card-level = { $level ->
    [technique] Tipp 1 von 3: wo suchen
    [cells] Tipp 2 von 3: die Zellen
   *[move] Tipp 3 von 3: der Zug
}
# The card's button to the hint's next level; after the last, it makes the move.
hint-card-next = { $level ->
    [technique] Zellen zeigen
    [cells] Zug zeigen
   *[move] Zug ausführen
}
# The card's text goes on past its lines ("more"), or folds back ("less").
hint-card-more = Mehr
hint-card-less = Weniger
# The card's close button, as a screen reader names it (it shows a cross).
hint-card-close = Tipp schließen
# Above the board while no hint shows: how much of the board is filled ($filled, the
# givens included), and where help is.
progress-filled = { $filled } von 81 Zellen gefüllt
progress-tip = Festgefahren? Der Tipp sagt dir zuerst, wo du suchen kannst, dann mehr.
tool-redo = Wiederholen
# Verlässt die Übung bzw. die Eingabe.
tool-back = Beenden
# Leert beim Eingeben eines Rätsels das ganze Spielfeld.
tool-clear = Leeren
tool-paste = Einfügen
# Prüft das eingegebene Rätsel und startet das Spiel.
tool-start = Start
# Die nächste Übungsaufgabe.
tool-next = Weiter
# In einer Lektion: die erste Übungsaufgabe.
tool-practise = Üben
# In einer Lektion: der Schritt dieser Aufgabe, dann die Idee der Technik.
tool-example = Beispiel
tool-idea = Idee

## Ein Rätsel eingeben

entry-title = Rätsel eingeben
entry-help = Tippe für jede Vorgabe eine Zelle und dann eine Ziffer an. „Start“ prüft das Rätsel.

## Das Diagramm der letzten Lösungszeiten in der Statistik

stats-last-times = Letzte Lösungszeiten
stats-no-wins = Auf dieser Stufe noch keine Siege
stats-helped = mit Hilfe
# Die Namen der Linien im Diagramm: die Bestzeit und der Median.
stats-best = Bestzeit
stats-median = Median

## Spielstände

# $reason ist der des Systems, so wie es ihn angibt.
save-not-kept = Spiele werden nach dem Beenden nicht gespeichert: { $reason }.
save-reason-no-home = es wurde kein Benutzerordner für die Spielstände gefunden
save-reason-no-app-folder = das System hat keinen Ordner für die Dateien der App bereitgestellt
save-reason-browser-refuses = der Browser erlaubt dieser Seite nicht, Daten zu speichern
save-reason-full = es ist kein Speicherplatz mehr frei
save-reason-denied = das System erlaubt das Schreiben nicht
save-reason-system = { $file }: { $message }
save-reason-unknown = { $message }
save-place-browser = dem Speicher des Browsers für diese Seite
save-failed = Dein Spiel konnte nicht gespeichert werden: { $reason }. Es wird erneut versucht.
# $reason ist der Grund, wie der Leser des Spielstands ihn angibt (auf Englisch: "it is damaged (...)").
save-damaged = Dein letzter Spielstand konnte nicht gelesen werden: Die Datei ist beschädigt.
save-newer = Dein letzter Spielstand stammt aus einer neueren Version von Peerless, die diese Version nicht lesen kann.
save-missing = Dein letzter Spielstand fehlt.
save-not-opened = Dein letzter Spielstand konnte nicht geöffnet werden: { $reason }.
save-parts-damaged = Ein Teil deines letzten Spielstands konnte nicht gelesen werden.
save-backup-loaded = Stattdessen wurde der Spielstand davor geladen.
save-fresh = Kein früherer Spielstand war lesbar, daher beginnt das Spiel neu.
save-parts-restored = Aus dem Spielstand davor übernommen: { $parts }.
save-parts-lost = Nicht wiederherstellbar, beginnt neu: { $parts }.
save-part = { $part ->
    [settings] deine Einstellungen
    [statistics] deine Statistik
    [game] dein laufendes Spiel
   *[practice] dein Übungsfortschritt
}
save-kept = Dein letzter Spielstand bleibt unverändert als { $file } in { $folder } erhalten.
save-backup-kept = Der Spielstand davor war auch nicht lesbar und bleibt als { $file } erhalten.
save-newer-found = Deine Spiele aus einer neueren Version von Peerless, die eine ältere Version als { $file } beiseitegelegt hatte, wurden gefunden und geladen.
save-older-kept = Was die ältere Version gespeichert hat, bleibt als { $file } in { $folder } erhalten.
save-followed = Das Spiel wurde in einem anderen Fenster oder Tab gespielt: Dieses Fenster zeigt es jetzt so, wie es dort verlassen wurde.
save-followed-moves-lost = Das Spiel wurde in einem anderen Fenster oder Tab gespielt und dort nach deinen letzten Zügen hier gespeichert: Dieses Fenster zeigt es jetzt so, wie es dort verlassen wurde, ohne diese Züge.
save-sentences = { $first } { $next }

## Der Screenreader: die Namen im Barrierefreiheitsbaum

# Der Name einer Zelle: ihre Teile, mit list-separator verbunden, in der vom Spieler gewählten
# Reihenfolge: ihre Ziffer (oder access-empty), access-given, access-clashes, access-wrong; ihr
# Ort (cell-spelled); ihre Farbe; ihre Notizen (access-candidates, access-corner). $digits sind
# Ziffern, durch Leerzeichen getrennt („2 6“).
access-empty = leer
access-value = { $digit }
access-parts = { $parts }
access-header = { $level }{ list-separator }{ $mistakes }
access-given = vorgegeben
access-clashes = Konflikt
access-cage-full = { $size ->
    [one] Käfig aus einer Zelle, Summe { $sum }
   *[other] Käfig aus { $size } Zellen, Summe { $sum }
}
access-cage-first = Zelle oben links
access-cage-short = Käfig { $sum }
access-wrong = falsch
access-doubtful = unsicher
access-candidates = Kandidaten { $digits }
access-corner = Ecknotizen { $digits }
# Die Farben, die ein Spieler Zellen gibt, nach den Tönen der Palette, in der Reihenfolge des Ziffernfelds.
access-colour-orange = orange
access-colour-sky-blue = himmelblau
access-colour-green = grün
access-colour-yellow = gelb
access-colour-blue = blau
access-colour-purple = lila
access-colour-grey = grau
access-colour-lavender = lavendel
access-colour-brown = braun
access-pause = Pause
access-tools = Werkzeuge
access-board = Spielfeld
access-time = { $time }
access-time-helped = { $time } mit Hilfe
access-chart = Letzte Lösungszeiten, die älteste zuerst: { $times }
access-month-before = Vorheriger Monat
access-month-after = Nächster Monat
access-calendar = Tagesrätsel im { $month }
access-day = { $state ->
    [won] { $date }, gelöst in { $time }
    [today-won] { $date }, das heutige Rätsel, gelöst in { $time }
    [archive] { $date }, aus dem Archiv gelöst in { $time }
    [today] { $date }, das heutige Rätsel
    [future] { $date }, noch nicht verfügbar
   *[open] { $date }
}
# Das Ziffernfeld, benannt nach dem, was es schreibt.
access-pad-digits = Ziffernfeld: Ziffern
access-pad-candidates = Ziffernfeld: Kandidaten
access-pad-centre = Ziffernfeld: Mittelnotizen
access-pad-corner = Ziffernfeld: Ecknotizen
access-pad-colours = Ziffernfeld: Farben
access-note-kinds = Notizart: { $kind }
# Eine Ziffer des Ziffernfelds und wie viele davon noch zu setzen sind.
access-pad-digit = { $digit }, { $n ->
    [0] alle gesetzt
   *[other] { $n } übrig
}
# Ein Menüknopf mit seinem Wert (dem einer Einstellung).
access-menu-value = { $label }: { $value }
# Eine vorgelesene Zeile, Spalte oder ein Block: $cells sind die Ziffern ihrer Zellen (oder
# access-empty), mit list-separator verbunden.
access-unit-reading = { $unit-kind ->
    [row] Zeile
    [column] Spalte
   *[box] Block
} { $unit-number }: { $cells }
# Wie viele einer Ziffer noch zu setzen sind; die neun werden mit list-separator verbunden gelesen.
access-remaining = { $digit }: { $n ->
    [0] fertig
   *[other] { $n } übrig
}

## Der Screenreader: was angesagt wird ($cell ausgeschrieben: Zeile 3, Spalte 7)

say-given = { $cell } ist vorgegeben
say-cell-filled = { $cell } ist schon belegt
say-already-empty = { $cell } ist schon leer
say-edge = { $side ->
    [up] Keine Zeile darüber
    [down] Keine Zeile darunter
    [left] Keine Spalte links davon
   *[right] Keine Spalte rechts davon
}
say-nothing-to-undo = Nichts rückgängig zu machen
say-nothing-to-redo = Nichts zu wiederholen
say-no-hint = Kein Tipp: Das Rätsel ist gelöst
say-placed = { $digit } in { $cell }
say-emptied = { $cell } geleert
# Was eine Zelle jetzt enthält, als $what von say-revealed, say-undone und say-redone.
say-cell-is = { $cell } ist { $digit }
say-cell-is-empty = { $cell } ist leer
say-revealed = Aufgedeckt: { $what }
say-candidate-added = Kandidat { $digit } in { $cell } hinzugefügt
say-candidate-removed = Kandidat { $digit } aus { $cell } entfernt
say-corner-added = Ecknotiz { $digit } in { $cell } hinzugefügt
say-corner-removed = Ecknotiz { $digit } aus { $cell } entfernt
# $colour ist einer der access-colour-...-Namen.
say-coloured = { $cell } ist jetzt { $colour }
say-colour-removed = Farbe aus { $cell } entfernt
say-marked = { $n ->
    [one] { $n } Zelle markiert
   *[other] { $n } Zellen markiert
}
say-candidates-filled = Kandidaten eingetragen
say-notes-cleared = Notizen gelöscht
say-restarted = Neu gestartet
say-undone = Rückgängig: { $what }
say-redone = Wiederholt: { $what }
say-undone-cells = Rückgängig: { $n ->
    [one] { $n } Zelle
   *[other] { $n } Zellen
}
say-redone-cells = Wiederholt: { $n ->
    [one] { $n } Zelle
   *[other] { $n } Zellen
}
# Die letzte Stufe des Tipps hat ihren Zug gemacht: $changes sind die geänderten Zellen
# (say-placed oder say-now-candidates), mit list-separator verbunden.
say-hint-made = Tipp ausgeführt: { $changes }
say-now-candidates = { $cell } hat jetzt die Kandidaten { $digits }
# Was aus einem Zug folgt, steht nach dem, was er tat, jeweils nach list-separator. $cells sind
# die Zellen im Konflikt, benannt wie jede Liste von Zellen („Zeile 1, Spalte 1 sowie Zeile 2,
# Spalte 3“).
say-clashes = Konflikt mit der { $digit } in { $cells }
say-mistake = Fehler { $n }
say-mistake-of = Fehler { $n } von { $limit }
say-unit-complete = { $unit } vollständig
say-every-placed = { $digit }: alle gesetzt
# $said ist das, was der Zug tat.
say-lost = { $said }. Spiel verloren: zu viele Fehler
say-after = { $said }{ list-separator }{ $more }
say-no-cell-selected = Keine Zelle ausgewählt
say-puzzle-ready = Das Rätsel ist bereit: { $level }
# Das Ende eines Spiels als eine Ansage: sein Titel und jede Zeile der Zusammenfassung ($next)
# nach dem bisher Gesagten ($said); say-then nach einem Satzende (! oder .), sonst
# say-then-sentence.
say-then = { $said } { $next }
say-then-sentence = { $said }. { $next }

## Die Kopfzeile des Spielbildschirms und die Zellinfo-Zeile

header-mistakes = Fehler { $n }
header-mistakes-of = Fehler { $n }/{ $limit }
# Die Zeile unter dem Ziffernfeld, wenn die Zellinfo an ist: $cell ist der Name der Zelle,
# $index ihre Nummer (0 bis 80).
cell-info-holds = { $cell } · Index { $index } · Zeile { $row }, Spalte { $column }, Block { $box } · enthält { $digit }
cell-info-candidates = { $cell } · Index { $index } · Zeile { $row }, Spalte { $column }, Block { $box } · Kandidaten { $digits }
cell-info-no-candidates = { $cell } · Index { $index } · Zeile { $row }, Spalte { $column }, Block { $box } · keine Kandidaten

## The Killer cage calculator, in the hint card's place while a cell of a cage is selected and
## no hint shows: the cage's sum ($sum), what its empty cells must still add up to ($left) and
## how many they are ($empty); under it the combinations still possible there (written
## 1+5 · 2+4 in every language), or one of the sentences below.
calculator-cage = Käfig { $sum } · noch { $left } in { $empty ->
    [one] { $empty } Zelle
   *[other] { $empty } Zellen
}
# The cage full: its digits different and adding up to its sum, or not (the line under it
# says what is wrong).
calculator-cage-complete = Käfig { $sum } · vollständig
calculator-cage-full = Käfig { $sum } · voll
# The digits placed add up to more than the sum, $empty cells still empty.
calculator-cage-empty = Käfig { $sum } · { $empty ->
    [one] { $empty } Zelle leer
   *[other] { $empty } Zellen leer
}
# Under the cage's line, in the clash's red: what breaks the cage ($placed: what its digits
# add up to).
calculator-repeated = Die { $digit } steht zweimal im Käfig
calculator-placed-sum = Seine Ziffern ergeben { $placed }, nicht { $sum }
calculator-no-combination = Seine Ziffern passen in keine Kombination
# The candidates (the player's notes, else the digits the board allows) fit no combination.
calculator-no-fit = Keine Kombination passt zu den Kandidaten
# Several cells selected: how many ($selected, 2 or more), what their digits add up to ($total),
# how many are empty ($empty); when they are whole cages, how many ($cages), their sums' total
# ($sum) and what is left for their empty cells ($left).
calculator-selection = { $selected } Zellen · Summe { $total }
calculator-selection-blank = { $selected } Zellen · alle leer
calculator-selection-empty = { $selected } Zellen · { $empty } leer · bisher { $total }
calculator-selection-cages = { $selected } Zellen in { $cages ->
    [one] { $cages } Käfig
   *[other] { $cages } Käfigen
} · Summe { $sum }
calculator-selection-left = noch { $left } in { $empty ->
    [one] { $empty } leeren Zelle
   *[other] { $empty } leeren Zellen
}

## What each game is, and the questions about past days (the header, Continue, the pause
## screen, the summary, the shared result) and the language the command line chose

day-of-month = { $day }. { $month ->
    [1] Januar
    [2] Februar
    [3] März
    [4] April
    [5] Mai
    [6] Juni
    [7] Juli
    [8] August
    [9] September
    [10] Oktober
    [11] November
   *[12] Dezember
}
game-daily = Tagesrätsel · { $date } · { $level }
game-archive = Tagesrätsel vom { $date } · { $level }
game-imported = Importiert · { $level }
game-practice = Übung · { $technique }
game-lesson = Lektion · { $technique }
share-archive = Peerless-Tagesrätsel { $date } (Archiv)
share-imported = Peerless · importiertes Rätsel, Stufe { $level }
share-killer = Killer-Sudoku
share-imported-killer = Peerless · importiertes Killer-Sudoku, Stufe { $level }
replay-title = Das Tagesrätsel vom { $date } noch einmal spielen?
replay-subtitle = Gelöst in { $time }
replay-again = Noch einmal spielen
replay-again-caption = Eine schnellere Zeit wird die Bestzeit dieses Tages
setting-language-forced = Auf der Befehlszeile gewählt
setting-theme-forced = Auf der Befehlszeile gewählt

## Die Seite (im Browser)

notice-language-needs-connection = { $language } braucht beim ersten Mal eine Internetverbindung: Das Spiel wechselt zu dieser Sprache, sobald es wieder online ist.
paste-field-label = Füge das Rätsel ein oder tippe es ein: 81 Ziffern (0 oder . für eine leere Zelle), ein Gitter, ein Killer-Sudoku im Format von Peerless oder ein Link.
paste-field-import = Importieren

setting-keys = Tasten
setting-keys-caption = Kurzbefehle für eine Tastatur
keys-title = Tasten
keys-place = 1 bis 9; Umschalt+Ziffer
keys-place-does = Ziffer setzen oder notieren; Umschalt: Notiz
keys-move = Pfeile, W A S D
keys-move-does = Zwischen Zellen wechseln
keys-erase = Rücktaste, Entf, 0
keys-erase-does = Zelle löschen
keys-notes = N
keys-notes-does = Notizen ein- oder ausschalten
keys-modes = Z, X, C, V
keys-modes-does = Ziffer, Ecke, Kandidat, Farbe
keys-hint = H
keys-hint-does = Tipp
keys-undo = Strg+Z, Strg+Y
keys-undo-does = Rückgängig, wiederholen
keys-paste = Strg+V
keys-paste-does = Rätsel aus der Zwischenablage importieren
keys-escape = Esc
keys-escape-does = Pause; sonst einen Bildschirm zurück
keys-read = Umschalt+R, C, B, I, K
keys-read-does = Zeile, Spalte, Block, fehlende Ziffern, Killer-Käfig vorlesen
say-no-cage = Kein Käfig: ein klassisches Rätsel
say-keys = Tasten: 1 bis 9 setzen eine Ziffer, N schaltet Notizen an oder aus, H gibt einen Tipp, Umschalt+R, Umschalt+C und Umschalt+B lesen Zeile, Spalte oder Block vor, Umschalt+I die noch fehlenden Ziffern. Einstellungen, Tasten listet alle auf.
say-keys-killer = Umschalt+K liest den Käfig vor: was von seiner Summe bleibt, und seine Kombinationen.
# A card's figure when there is none yet (no best time, too few wins for a median), as a screen reader says it.
access-no-figure = noch keine
# The statistics' level buttons as a screen reader has them: one group, the level shown its chosen member.
access-stats-levels = Stufe
# What a step drawn at its fullest (a lesson's example, a hint's last level) marks in a cell, as a
# screen reader says it after the cell's name: the digit it places, the candidates it removes,
# the pattern's candidates ($digits a list), an outlined unit the cell is in.
access-step-places = hierher gehört die { $digit }
access-step-removes = hier gestrichen: { $digits }
access-step-marks = markiert: { $digits }
access-step-unit = umrandet: { $unit }
