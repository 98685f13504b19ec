# Słowa gry Peerless po polsku: ekrany, przyciski, ustawienia, podsumowania, komunikaty, słowa
# czytnika ekranu. Komunikaty silnika (kroki, podpowiedzi, techniki, poziomy, listy) są w
# ../pl.ftl; tu zachowujemy jego terminy (pole, kandydat, cyfra, notatki, wiersz, kolumna, blok,
# podpowiedź, łamigłówka) i formę "ty". $level i nazwy technik stoją w mianowniku, po dwukropku
# albo jako dopowiedzenie ("poziomu Łatwy", "techniki „Ukryty singiel”").

## Words on many screens

back = Wstecz
cancel = Anuluj
main-menu = Menu główne
level-and-time = { $level } · { $time }
new-game-of = Nowa gra: { $level }
count-hints = { $n ->
    [0] bez podpowiedzi
    [one] { $n } podpowiedź
    [few] { $n } podpowiedzi
    [many] { $n } podpowiedzi
   *[other] { $n } podpowiedzi
}
count-mistakes = { $n ->
    [0] bez błędów
    [one] { $n } błąd
    [few] { $n } błędy
    [many] { $n } błędów
   *[other] { $n } błędów
}

## Dates

date = { $day } { $month ->
    [1] stycznia
    [2] lutego
    [3] marca
    [4] kwietnia
    [5] maja
    [6] czerwca
    [7] lipca
    [8] sierpnia
    [9] września
    [10] października
    [11] listopada
   *[12] grudnia
} { $year }
month-of-year = { $month ->
    [1] Styczeń
    [2] Luty
    [3] Marzec
    [4] Kwiecień
    [5] Maj
    [6] Czerwiec
    [7] Lipiec
    [8] Sierpień
    [9] Wrzesień
    [10] Październik
    [11] Listopad
   *[12] Grudzień
} { $year }
# The calendar's weekday initials, Monday first, separated by spaces.
calendar-weekdays = P W Ś C P S N

## The start screen

start-continue = Kontynuuj
start-new-game = Nowa gra
start-daily = Łamigłówka dnia
start-daily-caption = { $streak ->
    [0] { $date }
   *[other] { $date } · seria { $streak }
}
# The day's card once the day's puzzle is solved.
start-daily-caption-solved = { $streak ->
    [0] { $date } · rozwiązana
   *[other] { $date } · rozwiązana · seria { $streak }
}
# A level's name in the start screen's row of five ($level: easy, medium, hard, expert,
# extreme): the name itself ($name), or a shorter one where it would not fit a fifth of a
# phone's width.
start-level-name = { $level ->
    [extreme] Ekstrem
   *[other] { $name }
}
# The icon buttons' words on the start screen (short: four share a row).
start-learn-short = Nauka
start-import-short = Importuj
start-import = Importuj łamigłówkę
start-statistics = Statystyki
start-settings = Ustawienia
start-learn-caption = Każda technika wyjaśniona, z ćwiczeniami
start-subtitle = Sudoku

## A new game asked for while one is in progress

replace-title = Gra jest w toku
replace-subtitle = { $level } · { $time } · { $left ->
    [one] zostało { $left } pole
    [few] zostały { $left } pola
    [many] zostało { $left } pól
   *[other] zostało { $left } pól
}
replace-continue = Kontynuuj grę
replace-continue-caption = Powrót do rozpoczętej gry
replace-new-caption = Rozpoczęta gra zostanie uznana za porzuconą
replace-start-daily = Zacznij łamigłówkę dnia
replace-start-archive = Zacznij łamigłówkę dnia z { $date }
replace-start-level = Zacznij nową grę: { $level }
replace-play-imported = Zagraj w nową łamigłówkę
replace-practise = Ćwicz: { $technique }
replace-practice-title = Trwa ćwiczenie
replace-practice-continue-caption = Wróć do ćwiczenia
replace-practice-new-caption = Bieżące ćwiczenie zostanie porzucone

## Levels

levels-title = Nowa gra
levels-subtitle = Wybierz poziom
level-caption-easy = Tylko single
level-caption-medium = Pary, trójki i zablokowani kandydaci
level-caption-hard = X-Wingi, XY-Wingi, ryby i kolorowanie
level-caption-expert = Ryby z płetwą, łańcuchy, prawie zablokowane zbiory
level-caption-extreme = Łańcuchy wymuszeń lub metoda prób i błędów
kind-classic = Klasyczne
kind-killer = Killer
start-daily-killer = Killer dnia
killer-level-caption-easy = Kombinacje klatki i single
killer-level-caption-medium = Kandydaci klatki, innies i outies, pary
killer-level-caption-hard = Klatki w jednostce, grupowe innies i outies
game-killer = Killer · { $level }
game-killer-daily = Killer dnia · { $date } · { $level }
game-killer-archive = Killer dnia z { $date } · { $level }
game-killer-imported = Zaimportowany Killer · { $level }
replace-start-killer-daily = Zacznij Killera dnia
replace-start-killer-archive = Zacznij Killera dnia z { $date }
replace-start-killer-level = Zacznij nowego Killera: { $level }
generating-killer-title = Tworzenie Killera: { $level }
say-killer-ready = Killer gotowy: { $level }

## Pause

pause-title = Pauza
pause-resume = Wznów
pause-restart = Zacznij od nowa
pause-copy-puzzle = Kopiuj łamigłówkę
pause-copy-puzzle-caption = { $n ->
    [one] Jej { $n } cyfra dana
    [few] Jej { $n } cyfry dane
    [many] Jej { $n } cyfr danych
   *[other] Jej { $n } cyfry danej
} w jednej linii tekstu, by zagrać gdzie indziej
pause-copy-killer-caption = { $n ->
    [0] Jej klatki i sumy w jednej linii tekstu, by zagrać gdzie indziej
    [one] Jej klatki, sumy i { $n } cyfra dana w jednej linii tekstu, by zagrać gdzie indziej
    [few] Jej klatki, sumy i { $n } cyfry dane w jednej linii tekstu, by zagrać gdzie indziej
    [many] Jej klatki, sumy i { $n } cyfr danych w jednej linii tekstu, by zagrać gdzie indziej
   *[other] Jej klatki, sumy i { $n } cyfry danej w jednej linii tekstu, by zagrać gdzie indziej
}
pause-copy-link = Kopiuj link do łamigłówki

## The end of a game

share-daily = Peerless · łamigłówka dnia { $date }
won-title = Rozwiązane!
won-daily = { $level } · { $time } · łamigłówka dnia { $date }
won-mistakes-hints = { $mistakes ->
    [0] Bez błędów
    [one] { $mistakes } błąd
    [few] { $mistakes } błędy
    [many] { $mistakes } błędów
   *[other] { $mistakes } błędów
} · { $hints ->
    [0] bez podpowiedzi
    [one] { $hints } podpowiedź
    [few] { $hints } podpowiedzi
    [many] { $hints } podpowiedzi
   *[other] { $hints } podpowiedzi
}
won-new-best = Nowy najlepszy czas
won-best = Najlepszy czas: { $time }
won-vs-median = { $faster ->
    [yes] { $diff } szybciej niż twoja mediana
   *[no] { $diff } wolniej niż twoja mediana
}
won-no-best = { $by ->
    [reveal] Odkryto pole: ten czas nie liczy się jako najlepszy.
   *[hint] Podpowiedź wykonała ruch: ten czas nie liczy się jako najlepszy.
}
won-daily-streak = seria dzienna: { $n }
won-daily-killer = { $level } · { $time } · Killer dnia { $date }
won-daily-killer-streak = seria Killerów dnia: { $n }
new-killer-of = Nowy Killer: { $level }
won-imported = Zaimportowana łamigłówka: nie wlicza się do statystyk poziomu { $level }
won-archive = Z archiwum
won-archive-best = Z archiwum · najlepszy czas tego dnia { $time }
won-needed = Potrzebne techniki: { $techniques }
won-needed-more = { $n ->
    [one] jeszcze jedna
    [few] jeszcze { $n } inne
    [many] jeszcze { $n } innych
   *[other] jeszcze { $n } innych
}
won-copy-result = Kopiuj wynik
won-other-level = Inny poziom
lost-title = Za dużo błędów
lost-limit = { $n ->
    [one] { $n } błąd
    [few] { $n } błędy
    [many] { $n } błędów
   *[other] { $n } błędów
}: osiągnięto limit.
lost-cell-is-not = { $cell } to nie { $digit }
lost-taken-back = Błędne cyfry zostały usunięte.
lost-wrong-now = Teraz błędne: { $cells }.
lost-play-on-or-again = Graj dalej bez limitu albo zacznij łamigłówkę od nowa.
lost-play-on = Graj dalej
lost-try-again = Spróbuj jeszcze raz

## Statistics

stats-killer-title = Statystyki Killera
stats-imported = Zaimportowane łamigłówki
stats-imported-caption = Wklejone, wpisane lub z linku: liczone osobno
stats-wins = Wygrane: { $won } z { $started } · seria { $streak } (najlepsza { $best })
stats-imported-wins = Zaimportowane łamigłówki: wygrane { $won } z { $started }
stats-times = Najlepszy { $best } · mediana z ostatnich { $n }: { $median }
stats-times-helped = Najlepszy bez pomocy { $best } · mediana z ostatnich { $n } (z pomocą: { $helped }): { $median }
stats-no-best = Jeszcze brak najlepszego czasu: każda wygrana była z pomocą · mediana z ostatnich { $n }: { $median }
stats-no-time = Jeszcze brak czasów: wygraj grę, aby je zobaczyć
# The statistics' summary cards: each figure's name under it ($rate a whole percentage; $best
# the longest streak).
stats-card-played = Rozegrane
stats-card-won = Wygrane
stats-card-rate = Odsetek wygranych
stats-card-rate-value = { $rate }%
stats-card-best = Najlepszy
stats-card-best-unhelped = Najlepszy bez pomocy
stats-card-median = Mediana z { $n }
stats-card-streak = { $best ->
    [0] Seria
   *[other] Seria (najlepsza { $best })
}
stats-month = { $month } · seria dzienna { $streak } (najlepsza { $best })

## Import

import-paste = Wklej ze schowka
import-paste-caption = 81 znaków, siatka, Killer lub link do łamigłówki
import-type = Wpisz na planszy
import-type-caption = Wpisz cyfry dane z klawiatury, potem Start
import-subtitle = Sprawdzamy kolizje i jedyność rozwiązania, potem oceniamy trudność
checking-title = Sprawdzanie łamigłówki
checking-subtitle = Szukanie potrzebnych technik
import-photo = Ze zdjęcia
import-photo-caption = Zdjęcie lub zrzut ekranu wydrukowanej łamigłówki
reading-title = Odczytywanie zdjęcia
reading-subtitle = Szukanie siatki i jej cyfr
review-title = Sprawdź łamigłówkę
review-read = { $digits ->
    [one] Odczytano jedną cyfrę ze zdjęcia.
    [few] Odczytano { $digits } cyfry ze zdjęcia.
   *[other] Odczytano { $digits } cyfr ze zdjęcia.
}
review-doubtful = { $cells ->
    [one] Jedno pole jest niepewne i ma ramkę: porównaj je ze zdjęciem.
    [few] { $cells } pola są niepewne i mają ramkę: porównaj je ze zdjęciem.
   *[other] { $cells } pól jest niepewnych i ma ramkę: porównaj je ze zdjęciem.
}
review-no-solution = W obecnym stanie łamigłówka nie ma rozwiązania: jakaś cyfra została źle odczytana.
review-several-solutions = W obecnym stanie łamigłówka ma więcej niż jedno rozwiązanie: brakuje jakiejś cyfry.
review-sure = { $digits ->
    [one] Odczytano jedną cyfrę: porównaj ją ze zdjęciem, a potem dotknij Start.
    [few] Odczytano { $digits } cyfry: porównaj je ze zdjęciem, a potem dotknij Start.
   *[other] Odczytano { $digits } cyfr: porównaj je ze zdjęciem, a potem dotknij Start.
}
review-correct = Aby poprawić pole, dotknij go, a potem cyfry; Start sprawdza łamigłówkę.
review-start = Popraw każde pole, które różni się od zdjęcia, a potem dotknij Start.
notice-photo-drop = Przeciągnij zdjęcie łamigłówki na to okno.
photo-error-unopened = Nie udało się otworzyć pliku.
photo-error-no-reader = Tutaj nie można odczytać zdjęć.
photo-error-not-an-image = Ten plik nie jest obrazem: wybierz zdjęcie JPEG lub PNG.
photo-error-unsupported = Nie można odczytać formatu tego obrazu: wybierz zdjęcie JPEG lub PNG.
photo-error-damaged = Obraz jest uszkodzony lub niekompletny.
photo-error-too-large = Obraz jest za duży do odczytania (ponad 64 MB lub 100 megapikseli).
photo-error-too-small = Obraz jest za mały, by zmieścić czytelną łamigłówkę.
photo-error-no-grid = Na zdjęciu nie znaleziono siatki sudoku: sfotografuj całą siatkę, płasko i w dobrym świetle.
photo-error-two-grids = Zdjęcie pokazuje dwie siatki: fotografuj po jednej.
photo-error-grid-too-small = Siatka jest na zdjęciu za mała: podejdź bliżej.
photo-error-blurred = Zdjęcie jest zbyt rozmazane, by je odczytać: nie ruszaj się albo ustaw ostrość na siatce.

## Waiting screens

practising-example = Szukanie przykładu: { $technique }
practising-position = Szukanie pozycji do ćwiczeń: { $technique }
generating-title = Tworzenie łamigłówki: { $level }

## Settings

settings-play = Gra
settings-look = Wygląd
settings-help = Ułatwienia
settings-accessibility = Dostępność
settings-play-caption = { $vibration ->
    [yes] Wprowadzanie, notatki, czas, wibracje
   *[no] Wprowadzanie, notatki, czas
}
settings-look-caption = Motyw, rozmiar cyfr, kandydaci, ręka, podświetlenia
settings-help-caption = Kolizje, błędy, informacje o polu, nazwy pól
settings-accessibility-caption = Czytnik ekranu, rozmiar tekstu podpowiedzi
setting-language = Język
setting-theme = Motyw
setting-highlight-peers = Podświetl wiersz, kolumnę, blok
setting-highlight-same-digit = Podświetl te same cyfry
setting-show-conflicts = Pokazuj kolizje
setting-check-mistakes = Sprawdzaj z rozwiązaniem
setting-mistake-limit = Limit błędów
setting-auto-remove-notes = Usuwaj notatki po wpisaniu
setting-show-timer = Pokazuj czas
setting-input = Wprowadzanie
setting-cell-info = Panel informacji o polu
setting-digit-size = Rozmiar cyfr
setting-candidate-style = Kandydaci
setting-tools-left = Narzędzia w poziomie
setting-cage-tints = Koloruj klatki (Killer)
setting-reduced-motion = Mniej animacji
setting-haptics = Wibracje
setting-cell-names = Nazwy pól w podpowiedziach
setting-speak-order = Odczyt pola
setting-speak-candidates = Czytaj kandydatów zaznaczonego pola
setting-large-hint-text = Większy tekst podpowiedzi
value-on = Wł.
value-off = Wył.
value-theme-system = Systemowy
value-theme-light = Jasny
value-theme-dark = Ciemny
value-none = Brak
value-digit-first = Najpierw cyfra
value-cell-first = Najpierw pole
value-small = Mały
value-normal = Normalny
value-large = Duży
value-grid = Siatka
value-centre = Środek
value-left = Po lewej
value-right = Po prawej
# A cell's name as hints say it, to show the setting's choice: r3c7, or row 3, column 7.
value-cell-name = { $cell }
value-position-first = Najpierw położenie
value-value-first = Najpierw wartość
# The language setting's value when it follows the system's.
value-language-system = Systemowy
# First in the list of languages: follow the system's language, which is named under it in itself.
language-system = Język systemu

## Learning the techniques: the library, lessons and practice

learn-title = Nauka
learn-subtitle = Wszystkie techniki z podpowiedzi, od najłatwiejszej
# A level's button in the library: how many of its techniques the player has found.
learn-level-caption = Znalezione techniki: { $found } z { $all }
learn-level-title = Techniki poziomu { $level }
learn-level-subtitle = Każda z lekcją, a potem z pozycjami do ćwiczeń
learn-killer-title = Techniki Killera
learn-killer-subtitle = Techniki czytające klatki, od najłatwiejszej
learn-killer-level-title = Techniki Killera poziomu { $level }
learn-more = Więcej technik
learn-page = Strona { $page } z { $pages }
# A technique's button: the player's record with it.
learn-not-practised = Jeszcze nie ćwiczona
learn-progress-found = Znaleziono: { $found }
learn-progress-found-helped = Znaleziono: { $found }, z pomocą: { $helped }
learn-progress-found-streak = Znaleziono: { $found } · seria { $streak }
learn-progress-found-helped-streak = Znaleziono: { $found }, z pomocą: { $helped } · seria { $streak }
# The step found; $step is the step's sentence.
learn-right = Dobrze! { $step }
learn-found-with-hint = Znalezione z podpowiedzią. { $step }
# "Hint" is the tool button's name.
learn-find-elimination = Znajdź, gdzie działa technika „{ $technique }”, i usuń jednego z kandydatów, których ona wyklucza. Podpowiedź pokaże, gdzie szukać.
learn-find-placement = Znajdź, gdzie działa technika „{ $technique }”, i wpisz cyfrę, którą ona wyznacza. Podpowiedź pokaże, gdzie szukać.
learn-no-position = Tym razem nie znaleziono pozycji dla techniki „{ $technique }”: spróbuj jeszcze raz.
# A move the practised step does not make, refused.
practice-wrong-true-candidate = Nie ten: kandydat { $digit } musi zostać w { $cell-loc }, technika „{ $technique }” go nie usuwa. Poszukaj jeszcze raz.
practice-wrong-not-by-this = { $digit } można usunąć z pola w { $cell-loc }, ale nie dzięki technice „{ $technique }”: najpierw ją znajdź.
practice-wrong-digit = Nie ta cyfra: w { $cell-loc } nie ma { $digit }. Poszukaj jeszcze raz.
practice-wrong-not-placed-by-this = W { $cell-loc } jest { $digit }, ale technika „{ $technique }” tego nie pokazuje: najpierw ją znajdź.

## Notices

# $text is what was copied: a result line, a puzzle or a link.
notice-copied = Skopiowano: { $text }
notice-copy-failed = Nic nie skopiowano: brak dostępu do schowka tego urządzenia.
notice-clipboard-empty = W schowku nie ma tekstu do zaimportowania.
# $error is one of the import-error messages.
notice-link-unplayable = Nie da się zagrać w łamigłówkę z linku: { $error }
# $seconds has one decimal: 1.5
generating-still-looking = Wciąż szukamy łamigłówki, która wymaga właściwych technik: { $seconds } s

## Why an imported puzzle cannot be played

# $error is one of the messages below that start in lower case.
import-error-unreadable = Nie można odczytać łamigłówki: { $error }.
import-error-unexpected-char = linia { $line }, kolumna { $column }: nieoczekiwany { $char } (pole to cyfra 1–9, a puste to . lub 0)
import-error-unexpected-char-at = linia { $line }, kolumna { $column }: nieoczekiwany { $char } w miejscu pola w { $cell-loc } (pole to cyfra 1–9, a puste to . lub 0)
# The character the reader did not expect: itself, its code point (U+0009), or both.
import-error-char = znak „{ $char }”
import-error-char-code = znak U+{ $code }
import-error-char-and-code = znak „{ $char }” (U+{ $code })
import-error-no-cells = w tekście nie ma żadnych pól (łamigłówka ma ich 81)
import-error-too-few-cells = oczekiwano 81 pól, znaleziono { $found }
import-error-too-many-cells = linia { $line }, kolumna { $column }: pole 82 jest o jedno za dużo (oczekiwano 81 pól, znaleziono { $found })
import-error-not-utf8 = linia { $line }, kolumna { $column }: tekst nie jest poprawnym UTF-8
import-error-joined-digits = linia { $line }, kolumna { $column }: liczba dwucyfrowa jest czytana jako dwa pola, a pole zawiera jedną cyfrę 1–9 (oczekiwano 81 pól, znaleziono { $found })
# $clash is import-error-clash-pair; $more counts the other clashing pairs.
import-error-clash = { $more ->
    [0] Cyfry dane kolidują: { $clash }.
    [1] Cyfry dane kolidują: { $clash }, i koliduje jeszcze jedna para.
    [few] Cyfry dane kolidują: { $clash }, i kolidują jeszcze { $more } pary.
    [many] Cyfry dane kolidują: { $clash }, i koliduje jeszcze { $more } par.
   *[other] Cyfry dane kolidują: { $clash }, i koliduje jeszcze { $more } par.
}
import-error-clash-pair = { $digit } w { $first-loc } koliduje z { $digit } w { $second-loc } ({ $unit })
import-error-link-without-puzzle = Link nie zawiera łamigłówki: link do łamigłówki kończy się na #<81 znaków> albo zawiera ?p=<81 znaków>.
import-error-already-solved = Plansza jest już wypełniona: nie ma czego rozwiązywać.
import-error-no-solution = Łamigłówka nie ma rozwiązania: żadne wypełnienie pustych pól nie spełnia zasad.
import-error-multiple-solutions = Łamigłówka ma więcej niż jedno rozwiązanie (np. w { $cell-loc } może być { $first } lub { $second }), więc potrzebuje więcej cyfr danych.
# $error is one of the killer-error messages, or a cage-error message.
import-error-killer-unreadable = Nie można odczytać łamigłówki Killer: { $error }.
# $error is one of the link-error messages, or a cage-error message.
import-error-killer-link = Nie można zagrać łamigłówki Killer z linku: { $error }.

## Why a Killer in Peerless's one-line format cannot be read (see en.ftl)

killer-error-unexpected-char-at = linia { $line }, kolumna { $column }: nieoczekiwany { $char } w miejscu litery klatki dla pola w { $cell-loc } (klatkę oznacza litera A–Z lub a–z, a „:” rozpoczyna sumy)
killer-error-unexpected-char = linia { $line }, kolumna { $column }: nieoczekiwany { $char } po 81 literach klatek (klatkę oznacza litera A–Z lub a–z, a „:” rozpoczyna sumy)
killer-error-too-few-letters = oczekiwano 81 liter klatek, po jednej na pole, znaleziono { $found }
killer-error-too-many-letters = linia { $line }, kolumna { $column }: litera 82 jest o jedną za dużo (po jednej literze klatki dla każdego z 81 pól, znaleziono { $found })
killer-error-missing-sums = po literach klatek nie ma „:” ani sum (jak w „AB...:3,15,...”)
killer-error-bad-sum = linia { $line }, kolumna { $column }: „{ $text }” nie jest sumą (sumy to liczby całkowite oddzielone przecinkami)
killer-error-missing-sum = linia { $line }, kolumna { $column }: brakuje sumy (sumy to liczby całkowite oddzielone przecinkami)
killer-error-sum-count = litery tworzą { $cages ->
    [one] { $cages } klatkę
    [few] { $cages } klatki
   *[other] { $cages } klatek
}, a { $sums ->
    [one] podano { $sums } sumę
    [few] podano { $sums } sumy
   *[other] podano { $sums } sum
} (jedna suma na klatkę, w kolejności pierwszych pól klatek)
killer-error-cage = klatka { $letter }: { $error }
killer-error-givens = cyfry dane (od linii { $line }, kolumny { $column }): { $error }
killer-error-too-many-parts = linia { $line }, kolumna { $column }: trzeci „:” (tekst ma najwyżej trzy części: litery, sumy i cyfry dane)

## Why cages are no Killer (see en.ftl)

cage-error-empty = klatka { $cage } nie ma pól
cage-error-overlap = pole w { $cell-loc } należy do dwóch klatek, klatki { $cage } i klatki { $other }
cage-error-uncovered = pole w { $cell-loc } nie należy do żadnej klatki
cage-error-disconnected = klatka { $cage } (od pola w { $first-loc }) jest rozdzielona: pole w { $cell-loc } nie łączy się bokami przez pola klatki z polem w { $first-loc }
cage-error-too-big = klatka { $cage } (od pola w { $first-loc }) ma { $size ->
    [one] { $size } pole
    [few] { $size } pola
   *[other] { $size } pól
} i sumę { $sum }, a klatka mieści najwyżej 9 różnych cyfr
cage-error-sum-fixed = klatka { $cage } (od pola w { $first-loc }) ma { $size } pól i sumę { $sum }, a { $size } różnych cyfr zawsze daje { $low }
cage-error-sum-range = klatka { $cage } (od pola w { $first-loc }) ma { $size ->
    [one] { $size } pole i sumę { $sum }, a jedna cyfra ma wartość od { $low } do { $high }
    [few] { $size } pola i sumę { $sum }, a { $size } różne cyfry dają od { $low } do { $high }
   *[other] { $size } pól i sumę { $sum }, a { $size } różnych cyfr daje od { $low } do { $high }
}
cage-error-total = sumy klatek dają { $total }, a rozwiązana plansza daje 405

## Why an f-puzzles or SudokuPad link holds no Killer Peerless plays (see en.ftl)

link-error-not-a-link = to nie jest link f-puzzles ani SudokuPad z całą łamigłówką
link-error-stored-online = „{ $id }” wskazuje łamigłówkę przechowywaną na stronie: otwórz ją tam i udostępnij długi link z całą łamigłówką
link-error-format = link zawiera zapis „{ $name }” SudokuPad, którego Peerless nie czyta (czyta „scl”, „ctc” i „fpuzzles”)
link-error-decompress = danych z linku nie da się rozpakować: może jest ucięty lub zmieniony
# $message is the JSON reader's own, in English.
link-error-json = dane z linku nie są kodem JSON łamigłówki: { $message }
link-error-no-grid = łamigłówka nie ma planszy z polami
link-error-size = łamigłówka ma wymiary { $rows } na { $columns }, a Killer ma 9 na 9
link-error-irregular = obszary łamigłówki nie są dziewięcioma blokami 3x3
link-error-feature = łamigłówka ma „{ $name }”, regułę lub rysunek poza klatkami i cyframi danymi, których Peerless nie obsługuje
link-error-no-sum = klatka { $cage } nie ma sumy
link-error-bad-sum = suma „{ $text }” klatki { $cage } nie jest liczbą całkowitą
link-error-bad-cell = „{ $text }” nie jest polem planszy 9x9
link-error-bad-given = cyfra dana w { $cell-loc }, „{ $text }”, nie jest cyfrą od 1 do 9

## Tool bars (short: each fits a button of a row of six)

tool-undo = Cofnij
tool-erase = Wymaż
# The notes tool: Notes while the pad writes digits, else the pad's mode.
tool-notes = Notatki
tool-centre = Środek
tool-corner = Narożnik
tool-colour = Kolor
notes-kind-candidates = Kandydaci
notes-kind-centre = Notatki środkowe
notes-kind-corner = Notatki narożne
notes-kind-colour = Kolory
# Fills every empty cell's notes.
tool-auto = Auto
tool-hint = Podpowiedź
# The hint card: its level in words ($level: technique, cells, move).
hint-card-level = { $level ->
    [technique] Podpowiedź 1 z 3: gdzie szukać
    [cells] Podpowiedź 2 z 3: pola
   *[move] Podpowiedź 3 z 3: ruch
}
# The card's button to the hint's next level; after the last, it makes the move.
hint-card-next = { $level ->
    [technique] Pokaż pola
    [cells] Pokaż ruch
   *[move] Wykonaj ruch
}
# The card's text goes on past its lines ("more"), or folds back ("less").
hint-card-more = Więcej
hint-card-less = Mniej
# The card's close button, as a screen reader names it (it shows a cross).
hint-card-close = Zamknij podpowiedź
# Above the board while no hint shows: how much of the board is filled ($filled, the
# givens included), and where help is.
progress-filled = Wypełniono { $filled } z 81 pól
progress-tip = Nie wiesz, co dalej? Podpowiedź najpierw mówi, gdzie szukać, potem więcej.
tool-redo = Ponów
tool-back = Wstecz
# Empties the whole board while typing a puzzle in.
tool-clear = Wyczyść
tool-paste = Wklej
# Checks the typed puzzle and starts the game.
tool-start = Start
# The next position to practise.
tool-next = Dalej
# On a lesson: the first position to practise.
tool-practise = Ćwicz
# On a lesson: this position's step, then the technique's idea.
tool-example = Przykład
tool-idea = Zasada

## Typing a puzzle in

entry-title = Wpisz łamigłówkę
entry-help = Dla każdej danej cyfry dotknij pola, a potem cyfry. Start sprawdza łamigłówkę.

## The statistics' chart of the last solve times

stats-last-times = Ostatnie czasy rozwiązań
stats-no-wins = Brak wygranych na tym poziomie
stats-helped = z pomocą
# The names of the chart's lines: the best time and the median.
stats-best = najlepszy
stats-median = mediana

## Saves

# $reason is the system's, as it gave it.
save-not-kept = Gry nie zostaną zachowane po wyjściu: { $reason }.
save-reason-no-home = nie znaleziono folderu domowego na zapisy gier
save-reason-no-app-folder = system nie udostępnił folderu na pliki aplikacji
save-reason-browser-refuses = przeglądarka nie pozwala tej stronie przechowywać danych
save-reason-full = brakuje miejsca, by ją zachować
save-reason-denied = system nie pozwala jej zapisać
save-reason-system = { $file }: { $message }
save-reason-unknown = { $message }
save-place-browser = pamięci przeglądarki dla tej strony
save-failed = Nie udało się zapisać gry: { $reason }. Spróbujemy ponownie.
# $reason is why, as the save's reader says it: "it is damaged (...)".
save-damaged = Nie udało się odczytać ostatniego zapisu: plik jest uszkodzony.
save-newer = Ostatni zapis pochodzi z nowszej wersji Peerless, której ta wersja nie potrafi odczytać.
save-missing = Brakuje ostatniego zapisu.
save-not-opened = Nie udało się otworzyć ostatniego zapisu: { $reason }.
save-parts-damaged = Części ostatniego zapisu nie udało się odczytać.
save-backup-loaded = Zamiast niego wczytano poprzedni zapis.
save-fresh = Nie udało się odczytać żadnego wcześniejszego zapisu, więc gra zaczyna się od nowa.
save-parts-restored = Przywrócono z poprzedniego zapisu: { $parts }.
save-parts-lost = Nie do odzyskania, zaczyna się od nowa: { $parts }.
save-part = { $part ->
    [settings] twoje ustawienia
    [statistics] twoje statystyki
    [game] twoja bieżąca gra
   *[practice] twoje postępy w ćwiczeniach
}
save-kept = Ostatni zapis zachowano bez zmian jako { $file } w { $folder }.
save-backup-kept = Poprzedniego zapisu również nie udało się odczytać; zachowano go jako { $file }.
save-newer-found = Znaleziono i wczytano twoje gry z nowszej wersji Peerless, które starsza wersja odłożyła jako { $file }.
save-older-kept = To, co zapisała starsza wersja, zachowano jako { $file } w { $folder }.
save-followed = Gra toczyła się w innym oknie lub karcie: to okno pokazuje ją teraz tak, jak ją tam zostawiono.
save-followed-moves-lost = Gra toczyła się w innym oknie lub karcie, które zapisało ją po twoich ostatnich ruchach tutaj: to okno pokazuje ją teraz tak, jak ją tam zostawiono, bez tych ruchów.
save-sentences = { $first } { $next }

## The screen reader: the accessibility tree's names

# A cell's name: its parts joined by list-separator, in the order the player chose: its digit
# (or access-empty), access-given, access-clashes, access-wrong; its place (cell-spelled); its
# colour; its notes (access-candidates, access-corner). $digits are digits separated by spaces
# ("2 6").
access-empty = puste
access-value = { $digit }
access-parts = { $parts }
access-header = { $level }{ list-separator }{ $mistakes }
access-given = dana
access-clashes = koliduje
access-cage-full = { $size ->
    [one] klatka z jednego pola, suma { $sum }
   *[other] klatka z { $size } pól, suma { $sum }
}
access-cage-first = pole w lewym górnym rogu
access-cage-short = klatka { $sum }
access-wrong = błędna
access-doubtful = niepewna
access-candidates = kandydaci { $digits }
access-corner = narożne { $digits }
# The colours a player gives cells, named after the palette's hues, in pad order.
access-colour-orange = pomarańczowy
access-colour-sky-blue = błękitny
access-colour-green = zielony
access-colour-yellow = żółty
access-colour-blue = niebieski
access-colour-purple = fioletowy
access-colour-grey = szary
access-colour-lavender = lawendowy
access-colour-brown = brązowy
access-pause = Pauza
access-tools = Narzędzia
access-board = Plansza
access-time = { $time }
access-time-helped = { $time } z pomocą
access-chart = Ostatnie czasy rozwiązań, od najstarszego: { $times }
access-month-before = Poprzedni miesiąc
access-month-after = Następny miesiąc
access-calendar = Sudoku dnia: { $month }
access-day = { $state ->
    [won] { $date }, rozwiązane w { $time }
    [today-won] { $date }, dzisiejsze sudoku, rozwiązane w { $time }
    [archive] { $date }, rozwiązane z archiwum w { $time }
    [today] { $date }, dzisiejsze sudoku
    [future] { $date }, jeszcze niedostępne
   *[open] { $date }
}
# The pad, named after what it writes.
access-pad-digits = Klawiatura: cyfry
access-pad-candidates = Klawiatura: kandydaci
access-pad-centre = Klawiatura: notatki środkowe
access-pad-corner = Klawiatura: notatki narożne
access-pad-colours = Klawiatura: kolory
access-note-kinds = Rodzaj notatek: { $kind }
# A digit of the pad and how many of it are left to place.
access-pad-digit = { $digit }, { $n ->
    [0] wszystkie wpisane
    [one] została { $n }
    [few] zostały { $n }
    [many] zostało { $n }
   *[other] zostało { $n }
}
# A menu's button with its value (a setting's).
access-menu-value = { $label }: { $value }
# A row, a column or a box read out: $cells are its cells' digits (or access-empty), joined by
# list-separator.
access-unit-reading = { $unit-kind ->
    [row] Wiersz
    [column] Kolumna
   *[box] Blok
} { $unit-number }: { $cells }
# How many of a digit are left to place; the nine are read joined by list-separator.
access-remaining = { $digit }: { $n ->
    [0] gotowe
    [one] została { $n }
    [few] zostały { $n }
    [many] zostało { $n }
   *[other] zostało { $n }
}

## The screen reader: what is announced ($cell spelled out: row 3, column 7)

say-given = { $cell }: cyfra dana
say-cell-filled = { $cell }: pole już wypełnione
say-already-empty = { $cell }: pole jest już puste
say-edge = { $side ->
    [up] Nie ma wiersza wyżej
    [down] Nie ma wiersza niżej
    [left] Nie ma kolumny po lewej
   *[right] Nie ma kolumny po prawej
}
say-nothing-to-undo = Nie ma czego cofnąć
say-nothing-to-redo = Nie ma czego ponowić
say-no-hint = Brak podpowiedzi: plansza rozwiązana
say-placed = { $digit } w { $cell-loc }
say-emptied = Pole w { $cell-loc } wyczyszczone
# What a cell holds now, as $what of say-revealed, say-undone and say-redone.
say-cell-is = w { $cell-loc } jest { $digit }
say-cell-is-empty = pole w { $cell-loc } jest puste
say-revealed = Odkryto: { $what }
say-candidate-added = dodano kandydata { $digit } w { $cell-loc }
say-candidate-removed = usunięto kandydata { $digit } z pola w { $cell-loc }
say-corner-added = dodano notatkę narożną { $digit } w { $cell-loc }
say-corner-removed = usunięto notatkę narożną { $digit } z pola w { $cell-loc }
# $colour is one of the access-colour-... names.
say-coloured = pole w { $cell-loc }: kolor { $colour }
say-colour-removed = usunięto kolor z pola w { $cell-loc }
say-marked = { $n ->
    [one] zaznaczono { $n } pole
    [few] zaznaczono { $n } pola
    [many] zaznaczono { $n } pól
   *[other] zaznaczono { $n } pól
}
say-candidates-filled = Uzupełniono kandydatów
say-notes-cleared = Wyczyszczono notatki
say-restarted = Zaczęto od nowa
say-undone = Cofnięto: { $what }
say-redone = Ponowiono: { $what }
say-undone-cells = Cofnięto: { $n ->
    [one] { $n } pole
    [few] { $n } pola
    [many] { $n } pól
   *[other] { $n } pól
}
say-redone-cells = Ponowiono: { $n ->
    [one] { $n } pole
    [few] { $n } pola
    [many] { $n } pól
   *[other] { $n } pól
}
# The hint's last level made its move: $changes are the cells it changed (say-placed or
# say-now-candidates), joined by list-separator.
say-hint-made = Wykonano podpowiedź: { $changes }
say-now-candidates = pole w { $cell-loc } ma teraz kandydatów { $digits }
# What came of a move follows what it did, each after list-separator. $cells are the cells
# clashed with, named as any list of cells is ("row 1, column 1; and row 2, column 3"), and in
# each case the catalogue declares ($cells-loc), as a sentence's preposition asks.
say-clashes = koliduje z cyfrą { $digit } w { $cells-loc }
say-mistake = błąd { $n }
say-mistake-of = błąd { $n } z { $limit }
say-unit-complete = ukończono: { $unit }
say-every-placed = wszystkie cyfry { $digit } wpisane
# $said is what the move did.
say-lost = { $said }. Gra przegrana: za dużo błędów
say-after = { $said }{ list-separator }{ $more }
say-no-cell-selected = Nie zaznaczono pola
say-puzzle-ready = Łamigłówka gotowa: { $level }
# The end of a game read out as one announcement: its title and each line of its summary
# ($next) after what is said so far ($said); say-then after a sentence's end (! or .), else
# say-then-sentence.
say-then = { $said } { $next }
say-then-sentence = { $said }. { $next }

## The game screen's header and the cell-info line

header-mistakes = Błędy: { $n }
header-mistakes-of = Błędy: { $n }/{ $limit }
# The line under the pad when cell info is on: $cell is the cell's name, $index its number
# (0 to 80).
cell-info-holds = { $cell } · indeks { $index } · wiersz { $row }, kolumna { $column }, blok { $box } · cyfra { $digit }
cell-info-candidates = { $cell } · indeks { $index } · wiersz { $row }, kolumna { $column }, blok { $box } · kandydaci { $digits }
cell-info-no-candidates = { $cell } · indeks { $index } · wiersz { $row }, kolumna { $column }, blok { $box } · brak kandydatów

## The Killer cage calculator, in the hint card's place while a cell of a cage is selected and
## no hint shows: the cage's sum ($sum), what its empty cells must still add up to ($left) and
## how many they are ($empty); under it the combinations still possible there (written
## 1+5 · 2+4 in every language), or one of the sentences below.
calculator-cage = Klatka { $sum } · brakuje { $left } w { $empty ->
    [one] { $empty } polu
   *[other] { $empty } polach
}
# The cage full: its digits different and adding up to its sum, or not (the line under it
# says what is wrong).
calculator-cage-complete = Klatka { $sum } · ukończona
calculator-cage-full = Klatka { $sum } · pełna
# The digits placed add up to more than the sum, $empty cells still empty.
calculator-cage-empty = Klatka { $sum } · { $empty ->
    [one] { $empty } puste pole
    [few] { $empty } puste pola
    [many] { $empty } pustych pól
   *[other] { $empty } pustych pól
}
# Under the cage's line, in the clash's red: what breaks the cage ($placed: what its digits
# add up to).
calculator-repeated = Cyfra { $digit } jest w klatce dwa razy
calculator-placed-sum = Suma jej cyfr to { $placed }, a nie { $sum }
calculator-no-combination = Jej cyfry nie pasują do żadnej kombinacji
# The candidates (the player's notes, else the digits the board allows) fit no combination.
calculator-no-fit = Żadna kombinacja nie pasuje do kandydatów
# Several cells selected: how many ($selected, 2 or more), what their digits add up to ($total),
# how many are empty ($empty); when they are whole cages, how many ($cages), their sums' total
# ($sum) and what is left for their empty cells ($left).
calculator-selection = { $selected ->
    [one] { $selected } pole
    [few] { $selected } pola
    [many] { $selected } pól
   *[other] { $selected } pól
} · suma { $total }
calculator-selection-blank = { $selected ->
    [one] { $selected } pole
    [few] { $selected } pola
    [many] { $selected } pól
   *[other] { $selected } pól
} · wszystkie puste
calculator-selection-empty = { $selected ->
    [one] { $selected } pole
    [few] { $selected } pola
    [many] { $selected } pól
   *[other] { $selected } pól
} · puste: { $empty } · suma dotąd { $total }
calculator-selection-cages = { $selected ->
    [one] { $selected } pole
    [few] { $selected } pola
    [many] { $selected } pól
   *[other] { $selected } pól
} w { $cages ->
    [one] { $cages } klatce
   *[other] { $cages } klatkach
} · suma { $sum }
calculator-selection-left = brakuje { $left } w { $empty ->
    [one] { $empty } pustym polu
   *[other] { $empty } pustych polach
}

## What each game is, and the questions about past days (the header, Continue, the pause
## screen, the summary, the shared result) and the language the command line chose

day-of-month = { $day } { $month ->
    [1] stycznia
    [2] lutego
    [3] marca
    [4] kwietnia
    [5] maja
    [6] czerwca
    [7] lipca
    [8] sierpnia
    [9] września
    [10] października
    [11] listopada
   *[12] grudnia
}
game-daily = Łamigłówka dnia · { $date } · { $level }
game-archive = Łamigłówka dnia z { $date } · { $level }
game-imported = Zaimportowana · { $level }
game-practice = Ćwiczenie · { $technique }
game-lesson = Lekcja · { $technique }
share-archive = Peerless · łamigłówka dnia { $date } (archiwum)
share-imported = Peerless · zaimportowana łamigłówka, poziom { $level }
share-killer = Killer
share-imported-killer = Peerless · zaimportowana łamigłówka Killer, poziom { $level }
replay-title = Zagrać ponownie w łamigłówkę dnia z { $date }?
replay-subtitle = Rozwiązana w { $time }
replay-again = Zagraj ponownie
replay-again-caption = Szybszy czas stanie się najlepszym czasem tego dnia
setting-language-forced = Wybrany w wierszu poleceń
setting-theme-forced = Wybrany w wierszu poleceń

## Strona (w przeglądarce)

notice-language-needs-connection = Język { $language } wymaga połączenia z internetem przy pierwszym użyciu: gra przełączy się na niego, gdy połączenie wróci.
paste-field-label = Wklej lub wpisz łamigłówkę: 81 cyfr (0 lub . oznacza puste pole), siatkę, łamigłówkę Killer w zapisie Peerless albo link.
paste-field-import = Importuj

setting-keys = Klawisze
setting-keys-caption = Skróty klawiszowe
keys-title = Klawisze
keys-place = 1–9; Shift+cyfra
keys-place-does = Wpisz cyfrę lub notatkę; Shift: notatka
keys-move = Strzałki, W A S D
keys-move-does = Przechodź między polami
keys-erase = Backspace, Delete, 0
keys-erase-does = Wymaż pole
keys-notes = N
keys-notes-does = Włącz lub wyłącz notatki
keys-modes = Z, X, C, V
keys-modes-does = Cyfra, narożnik, kandydat, kolor
keys-hint = H
keys-hint-does = Podpowiedź
keys-undo = Ctrl+Z, Ctrl+Y
keys-undo-does = Cofnij, ponów
keys-paste = Ctrl+V
keys-paste-does = Importuj łamigłówkę ze schowka
keys-escape = Esc
keys-escape-does = Pauza; gdzie indziej powrót do poprzedniego ekranu
keys-read = Shift+R, C, B, I, K
keys-read-does = Odczytaj wiersz, kolumnę, blok, brakujące cyfry, klatkę Killera
say-no-cage = Brak klatki: to klasyczna łamigłówka
say-keys = Klawisze: 1–9 wpisują cyfrę, N włącza lub wyłącza notatki, H daje podpowiedź, Shift+R, Shift+C i Shift+B odczytują wiersz, kolumnę lub blok, Shift+I brakujące cyfry. Wszystkie klawisze: Ustawienia, Klawisze.
say-keys-killer = Shift+K odczytuje klatkę: ile zostało z jej sumy i jej kombinacje.
# A card's figure when there is none yet (no best time, too few wins for a median), as a screen reader says it.
access-no-figure = jeszcze brak
# The statistics' level buttons as a screen reader has them: one group, the level shown its chosen member.
access-stats-levels = Poziom
# What a step drawn at its fullest (a lesson's example, a hint's last level) marks in a cell, as a
# screen reader says it after the cell's name: the digit it places, the candidates it removes,
# the pattern's candidates ($digits a list), an outlined unit the cell is in.
access-step-places = tu wpisuje się { $digit }
access-step-removes = tu skreślone: { $digits }
access-step-marks = zaznaczone: { $digits }
access-step-unit = obramowane: { $unit }
