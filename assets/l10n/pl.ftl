# Peerless: polski. Każdy katalog ma te same komunikaty co en.ftl; tam opisano, co zawierają
# zmienne.
#
# Nazwy jednostek ($unit) są w mianowniku ("wiersz 3"); tam, gdzie zdanie wymaga innego
# przypadku, odmieniamy je przez $x-kind i $x-number. Listy jednostek ($base, $cover, $units)
# nie dają się odmienić, więc stoją w mianowniku (jako podmiot albo w nawiasie).

## Names, lists

# Przypadki nazw miejsc: mianownik (plain), miejscownik (loc: „w wierszu 1, kolumnie 2”) i
# dopełniacz (gen: „z wiersza 1”). Każde miejsce w zdaniu jest też jako $cell-loc, $units-gen.
cell = r{ $row }c{ $column }
    .cases = loc gen
cell-spelled = { $case ->
    [loc] wierszu { $row }, kolumnie { $column }
    [gen] wiersza { $row }, kolumny { $column }
   *[plain] wiersz { $row }, kolumna { $column }
}
cells-spelled-row = { $case ->
    [loc] wierszu { $row }, kolumnach { $columns }
    [gen] wiersza { $row }, kolumn { $columns }
   *[plain] wiersz { $row }, kolumny { $columns }
}
unit = { $kind ->
    [row] { $case ->
        [loc] wierszu { $number }
        [gen] wiersza { $number }
       *[plain] wiersz { $number }
    }
    [column] { $case ->
        [loc] kolumnie { $number }
        [gen] kolumny { $number }
       *[plain] kolumna { $number }
    }
   *[box] { $case ->
        [loc] bloku { $number }
        [gen] bloku { $number }
       *[plain] blok { $number }
    }
}
units-of-kind = { $kind ->
    [row] { $case ->
        [loc] wierszach { $numbers }
        [gen] wierszy { $numbers }
       *[plain] wiersze { $numbers }
    }
    [column] { $case ->
        [loc] kolumnach { $numbers }
        [gen] kolumn { $numbers }
       *[plain] kolumny { $numbers }
    }
   *[box] { $case ->
        [loc] blokach { $numbers }
        [gen] bloków { $numbers }
       *[plain] bloki { $numbers }
    }
}
list-separator = {", "}
list-separator-cells = {"; "}
list-and-cells = { $rest }, a także { $last }
list-and = { $rest } i { $last }
list-separator-numbers = {", "}
list-and-numbers = { $rest } i { $last }
list-or = { $rest } lub { $last }
# Po przeczeniu: „nie może być ani 1, ani 4, ani 7”.
list-nor = ani { $rest }, ani { $last }
list-nor-separator = {", ani "}
list-clauses = { $rest } i { $last }
list-clauses-separator = {", "}

## A step of the logic: "Ukryty singiel: w bloku 5 cyfrę 7 można wpisać tylko w r5c6. Wynika stąd, że w r5c6 jest 7."

step = { $technique }: { $reason }. Wynika stąd, że { $result }.
result-place = w { $cell-loc } jest { $digit }
result-remove = w { $cells-loc } nie może być { $digits }

step-full-house = { $cell } to ostatnie puste pole { $unit-kind ->
        [row] wiersza { $unit-number }
        [column] kolumny { $unit-number }
       *[box] bloku { $unit-number }
    }
step-naked-single = wszystkie cyfry oprócz { $digit } są już w wierszu, kolumnie lub bloku pola w { $cell-loc }
step-hidden-single = { $unit-kind ->
        [row] w wierszu { $unit-number }
        [column] w kolumnie { $unit-number }
       *[box] w bloku { $unit-number }
    } cyfrę { $digit } można wpisać tylko w { $cell-loc }
step-locked-candidates = { $unit-kind ->
        [row] w wierszu { $unit-number }
        [column] w kolumnie { $unit-number }
       *[box] w bloku { $unit-number }
    } cyfra { $digit } może się znaleźć tylko na przecięciu z { $other-kind ->
        [row] wierszem { $other-number }
        [column] kolumną { $other-number }
       *[box] blokiem { $other-number }
    }

## Levels of difficulty.

level-easy = Łatwy
level-medium = Średni
level-hard = Trudny
level-expert = Ekspert
level-extreme = Ekstremalny

## Technique names. Polskie nazwy tam, gdzie są w użyciu (singiel, para, trójka, prostokąt,
## kolorowanie, łańcuch); nazwy-metafory (skrzydła, ryby, Skyscraper, Kite) zostają angielskie,
## jak u polskich graczy. Forma "-indefinite" to biernik do zdań "Znajdź … w bloku 5."

technique-full-house = Ostatnie wolne pole
technique-full-house-indefinite = ostatnie wolne pole
technique-naked-single = Odkryty singiel
technique-naked-single-indefinite = odkryty singiel
technique-hidden-single = Ukryty singiel
technique-hidden-single-indefinite = ukryty singiel
technique-locked-pair = Zablokowana para
technique-locked-pair-indefinite = zablokowaną parę
technique-locked-triple = Zablokowana trójka
technique-locked-triple-indefinite = zablokowaną trójkę
technique-locked-candidates-pointing = Zablokowani kandydaci (blok–linia)
technique-locked-candidates-pointing-indefinite = zablokowanych kandydatów (blok–linia)
technique-locked-candidates-claiming = Zablokowani kandydaci (linia–blok)
technique-locked-candidates-claiming-indefinite = zablokowanych kandydatów (linia–blok)
technique-naked-pair = Odkryta para
technique-naked-pair-indefinite = odkrytą parę
technique-naked-triple = Odkryta trójka
technique-naked-triple-indefinite = odkrytą trójkę
technique-hidden-pair = Ukryta para
technique-hidden-pair-indefinite = ukrytą parę
technique-hidden-triple = Ukryta trójka
technique-hidden-triple-indefinite = ukrytą trójkę
technique-naked-quadruple = Odkryta czwórka
technique-naked-quadruple-indefinite = odkrytą czwórkę
technique-hidden-quadruple = Ukryta czwórka
technique-hidden-quadruple-indefinite = ukrytą czwórkę
technique-x-wing = X-Wing
technique-x-wing-indefinite = X-Wing
technique-swordfish = Swordfish
technique-swordfish-indefinite = Swordfish
technique-jellyfish = Jellyfish
technique-jellyfish-indefinite = Jellyfish
technique-remote-pair = Odległa para
technique-remote-pair-indefinite = odległą parę
technique-bivalue-universal-grave-1 = BUG+1
technique-bivalue-universal-grave-1-indefinite = BUG+1
technique-skyscraper = Skyscraper
technique-skyscraper-indefinite = Skyscraper
technique-2-string-kite = 2-String Kite
technique-2-string-kite-indefinite = 2-String Kite
technique-turbot-fish = Turbot Fish
technique-turbot-fish-indefinite = Turbot Fish
technique-empty-rectangle = Pusty prostokąt
technique-empty-rectangle-indefinite = pusty prostokąt
technique-w-wing = W-Wing
technique-w-wing-indefinite = W-Wing
technique-xy-wing = XY-Wing
technique-xy-wing-indefinite = XY-Wing
technique-xyz-wing = XYZ-Wing
technique-xyz-wing-indefinite = XYZ-Wing
technique-unique-rectangle-type-1 = Unikalny prostokąt, typ 1
technique-unique-rectangle-type-1-indefinite = unikalny prostokąt typu 1
technique-unique-rectangle-type-2 = Unikalny prostokąt, typ 2
technique-unique-rectangle-type-2-indefinite = unikalny prostokąt typu 2
technique-unique-rectangle-type-3 = Unikalny prostokąt, typ 3
technique-unique-rectangle-type-3-indefinite = unikalny prostokąt typu 3
technique-unique-rectangle-type-4 = Unikalny prostokąt, typ 4
technique-unique-rectangle-type-4-indefinite = unikalny prostokąt typu 4
technique-unique-rectangle-type-5 = Unikalny prostokąt, typ 5
technique-unique-rectangle-type-5-indefinite = unikalny prostokąt typu 5
technique-unique-rectangle-type-6 = Unikalny prostokąt, typ 6
technique-unique-rectangle-type-6-indefinite = unikalny prostokąt typu 6
technique-hidden-rectangle = Ukryty prostokąt
technique-hidden-rectangle-indefinite = ukryty prostokąt
technique-avoidable-rectangle-type-1 = Unikany prostokąt, typ 1
technique-avoidable-rectangle-type-1-indefinite = unikany prostokąt typu 1
technique-avoidable-rectangle-type-2 = Unikany prostokąt, typ 2
technique-avoidable-rectangle-type-2-indefinite = unikany prostokąt typu 2
technique-finned-x-wing = Finned X-Wing
technique-finned-x-wing-indefinite = Finned X-Wing
technique-sashimi-x-wing = Sashimi X-Wing
technique-sashimi-x-wing-indefinite = Sashimi X-Wing
technique-finned-swordfish = Finned Swordfish
technique-finned-swordfish-indefinite = Finned Swordfish
technique-sashimi-swordfish = Sashimi Swordfish
technique-sashimi-swordfish-indefinite = Sashimi Swordfish
technique-finned-jellyfish = Finned Jellyfish
technique-finned-jellyfish-indefinite = Finned Jellyfish
technique-sashimi-jellyfish = Sashimi Jellyfish
technique-sashimi-jellyfish-indefinite = Sashimi Jellyfish
technique-sue-de-coq = Sue de Coq
technique-sue-de-coq-indefinite = Sue de Coq
technique-simple-colors = Proste kolorowanie
technique-simple-colors-indefinite = proste kolorowanie
technique-multi-colors = Wielokrotne kolorowanie
technique-multi-colors-indefinite = wielokrotne kolorowanie
technique-x-chain = Łańcuch X
technique-x-chain-indefinite = łańcuch X
technique-xy-chain = Łańcuch XY
technique-xy-chain-indefinite = łańcuch XY
technique-nice-loop-aic = Nice Loop/AIC
technique-nice-loop-aic-indefinite = Nice Loop/AIC
technique-grouped-nice-loop-aic = Grupowy Nice Loop/AIC
technique-grouped-nice-loop-aic-indefinite = grupowy Nice Loop/AIC
technique-als-xz = ALS-XZ
technique-als-xz-indefinite = ALS-XZ
technique-als-xy-wing = ALS-XY-Wing
technique-als-xy-wing-indefinite = ALS-XY-Wing
technique-als-xy-chain = Łańcuch ALS-XY
technique-als-xy-chain-indefinite = łańcuch ALS-XY
technique-franken-x-wing = Franken X-Wing
technique-franken-x-wing-indefinite = Franken X-Wing
technique-franken-swordfish = Franken Swordfish
technique-franken-swordfish-indefinite = Franken Swordfish
technique-franken-jellyfish = Franken Jellyfish
technique-franken-jellyfish-indefinite = Franken Jellyfish
technique-finned-franken-x-wing = Finned Franken X-Wing
technique-finned-franken-x-wing-indefinite = Finned Franken X-Wing
technique-finned-franken-swordfish = Finned Franken Swordfish
technique-finned-franken-swordfish-indefinite = Finned Franken Swordfish
technique-finned-franken-jellyfish = Finned Franken Jellyfish
technique-finned-franken-jellyfish-indefinite = Finned Franken Jellyfish
technique-mutant-x-wing = Mutant X-Wing
technique-mutant-x-wing-indefinite = Mutant X-Wing
technique-mutant-swordfish = Mutant Swordfish
technique-mutant-swordfish-indefinite = Mutant Swordfish
technique-mutant-jellyfish = Mutant Jellyfish
technique-mutant-jellyfish-indefinite = Mutant Jellyfish
technique-finned-mutant-x-wing = Finned Mutant X-Wing
technique-finned-mutant-x-wing-indefinite = Finned Mutant X-Wing
technique-finned-mutant-swordfish = Finned Mutant Swordfish
technique-finned-mutant-swordfish-indefinite = Finned Mutant Swordfish
technique-finned-mutant-jellyfish = Finned Mutant Jellyfish
technique-finned-mutant-jellyfish-indefinite = Finned Mutant Jellyfish
technique-kraken-fish = Kraken Fish
technique-kraken-fish-indefinite = Kraken Fish
technique-forcing-chain = Łańcuch wymuszeń
technique-forcing-chain-indefinite = łańcuch wymuszeń
technique-forcing-net = Sieć wymuszeń
technique-forcing-net-indefinite = sieć wymuszeń
technique-trial-and-error = Metoda prób i błędów
technique-trial-and-error-indefinite = metodę prób i błędów

## Lessons

lesson-full-house = W wierszu, kolumnie lub bloku zostało tylko jedno puste pole. Trafia do niego jedyna cyfra, której tam jeszcze brakuje.
lesson-naked-single = W polu został tylko jeden kandydat: każda inna cyfra jest już w jego wierszu, kolumnie lub bloku. Ta cyfra trafia do pola.
lesson-hidden-single = W wierszu, kolumnie lub bloku cyfra ma już tylko jedno pole, w którym może stanąć: każde inne puste pole tam już ją widzi. Cyfra trafia do tego pola.
lesson-locked-pair = Dwa pola w tym samym bloku i tym samym wierszu lub kolumnie zawierają tylko te same dwie cyfry. Te cyfry wypełnią oba pola, więc usuń je z reszty bloku i z reszty linii.
lesson-locked-triple = Trzy pola w tym samym bloku i tym samym wierszu lub kolumnie zawierają łącznie tylko trzy cyfry. Te cyfry wypełnią te trzy pola, więc usuń je z reszty bloku i z reszty linii.
lesson-locked-candidates-pointing = W bloku cyfra może stanąć tylko w polach jednego wiersza lub kolumny. Gdziekolwiek stanie w bloku, będzie na tej linii, więc usuń ją z reszty wiersza lub kolumny poza blokiem.
lesson-locked-candidates-claiming = W wierszu lub kolumnie cyfra może stanąć tylko w polach jednego bloku. Gdziekolwiek stanie na linii, będzie w tym bloku, więc usuń ją z pozostałych pól bloku.
lesson-naked-pair = Dwa pola wiersza, kolumny lub bloku zawierają tylko te same dwie cyfry. Te cyfry muszą wypełnić oba pola, więc usuń je z pozostałych pól tej grupy.
lesson-naked-triple = Trzy pola wiersza, kolumny lub bloku zawierają łącznie tylko trzy cyfry (nie każde musi mieć wszystkie trzy). Te cyfry muszą wypełnić te trzy pola, więc usuń je z pozostałych pól tej grupy.
lesson-hidden-pair = W wierszu, kolumnie lub bloku dwie cyfry mogą stanąć tylko w tych samych dwóch polach. Te pola muszą zawierać te dwie cyfry, więc usuń z nich wszystkich innych kandydatów.
lesson-hidden-triple = W wierszu, kolumnie lub bloku trzy cyfry mogą stanąć tylko w tych samych trzech polach. Te pola muszą zawierać te trzy cyfry, więc usuń z nich wszystkich innych kandydatów.
lesson-naked-quadruple = Cztery pola wiersza, kolumny lub bloku zawierają łącznie tylko cztery cyfry. Te cyfry muszą wypełnić te cztery pola, więc usuń je z pozostałych pól tej grupy.
lesson-hidden-quadruple = W wierszu, kolumnie lub bloku cztery cyfry mogą stanąć tylko w tych samych czterech polach. Te pola muszą zawierać te cztery cyfry, więc usuń z nich wszystkich innych kandydatów.
lesson-x-wing = W każdym z dwóch wierszy cyfra może stanąć tylko w dwóch polach, leżących w tych samych dwóch kolumnach. W każdej parze jedno pole ją zawiera, więc w obu kolumnach stoi ona w tych wierszach: usuń ją z reszty tych kolumn.
lesson-swordfish = W każdym z trzech wierszy cyfra może stanąć tylko w polach tych samych trzech kolumn. Te wiersze umieszczają ją raz w każdej z tych kolumn, więc usuń ją z reszty kolumn. Działa to też po zamianie wierszy z kolumnami.
lesson-jellyfish = W każdym z czterech wierszy cyfra może stanąć tylko w polach tych samych czterech kolumn. Te wiersze umieszczają ją raz w każdej z tych kolumn, więc usuń ją z reszty kolumn. Działa to też po zamianie wierszy z kolumnami.
lesson-remote-pair = Łańcuch pól zawierających tylko te same dwie cyfry, w którym każde pole widzi następne. Cyfry przeplatają się wzdłuż łańcucha, więc dwa pola odległe o nieparzystą liczbę kroków zawierają obie: pole, które widzi oba, nie może zawierać żadnej z nich.
lesson-bivalue-universal-grave-1 = Każde puste pole ma dwóch kandydatów, z wyjątkiem jednego, które ma trzech. Bez cyfry, która występuje trzykrotnie w wierszu, kolumnie i bloku tego pola, plansza miałaby dwa rozwiązania, a rozwiązanie jest jedno, więc ta cyfra trafia do tego pola.
lesson-skyscraper = W każdym z dwóch wierszy cyfra ma tylko dwa miejsca, a po jednym miejscu z każdego wiersza leży w tej samej kolumnie. Cyfra nie może stać w obu tych miejscach, więc stoi w jednym z dwóch pozostałych: usuń ją z pól, które widzą oba. Z kolumnami działa to tak samo.
lesson-2-string-kite = Cyfra ma tylko dwa miejsca w wierszu i dwa w kolumnie, a po jednym z nich leży w tym samym bloku. Cyfra nie może stać w obu tych miejscach, więc stoi na jednym z dwóch dalszych końców: usuń ją z pola, które widzi oba dalsze końce.
lesson-turbot-fish = Dwie pary miejsc cyfry, każda jedyna w swoim wierszu, kolumnie lub bloku, przy czym jeden koniec pierwszej widzi jeden koniec drugiej. Cyfra nie może stać na obu tych końcach, więc stoi na jednym z dalszych: usuń ją z pól, które widzą oba dalsze końce.
lesson-empty-rectangle = W bloku wszystkie miejsca cyfry leżą w jednym wierszu i jednej kolumnie bloku, tworząc krzyż. Weź kolumnę poza blokiem, w której cyfra ma tylko dwa miejsca, jedno w wierszu krzyża: cyfra nie może stanąć tam, gdzie wiersz drugiego miejsca przecina kolumnę krzyża.
lesson-w-wing = Dwa pola, które się nie widzą, zawierają tylko x i y. Jeśli w wierszu, kolumnie lub bloku y ma tylko dwa miejsca, z których każde widzi jedno z tych pól, y nie może stać w obu polach, więc w jednym z nich jest x: usuń x z pól, które widzą oba.
lesson-xy-wing = Oś, czyli pole z samymi xy, widzi dwa pola z samymi xz i yz. Jakąkolwiek cyfrę przyjmie oś, w jednym z tych dwóch pól będzie z, więc każde pole, które widzi oba, traci z.
lesson-xyz-wing = Oś, czyli pole z samymi xyz, widzi dwa pola z samymi xz i yz. W jednym z tych trzech pól musi być z, więc każde pole, które widzi wszystkie trzy, traci z.
lesson-unique-rectangle-type-1 = Poprawna łamigłówka ma jedno rozwiązanie, więc cztery narożniki prostokąta w dwóch blokach nie mogą ostatecznie zawierać tylko tych samych dwóch cyfr: dałoby się je zamienić. Trzy narożniki zawierają tylko tę parę, więc usuń obie jej cyfry z czwartego.
lesson-unique-rectangle-type-2 = Prostokąt w dwóch blokach ma tę samą parę we wszystkich narożnikach, a dwa narożniki po jednej stronie mają jedną dodatkową cyfrę, tę samą. Przy jednym rozwiązaniu para nie wypełni wszystkich czterech, więc w jednym z tych dwóch jest dodatkowa: usuń ją z pól widzących oba.
lesson-unique-rectangle-type-3 = Prostokąt w dwóch blokach ma tę samą parę, a dwa narożniki po jednej stronie mają dodatkowe cyfry. Przy jednym rozwiązaniu jeden z nich zawiera dodatkową, więc traktuj je jak jedno pole z samymi dodatkowymi cyframi i szukaj odkrytej grupy z innymi polami ich wiersza, kolumny lub bloku.
lesson-unique-rectangle-type-4 = Prostokąt w dwóch blokach ma parę xy, a dwa narożniki po jednej stronie mają dodatkowe cyfry. Jeśli x nie może stanąć nigdzie indziej w ich wspólnym wierszu, kolumnie lub bloku, jeden z nich to x. Drugi jako y dałby parę do zamiany, a rozwiązanie jest jedno: usuń y z obu.
lesson-unique-rectangle-type-5 = Prostokąt w dwóch blokach ma tę samą parę, a dwa przekątne narożniki (lub trzy) mają jedną dodatkową cyfrę, wszędzie tę samą. Przy jednym rozwiązaniu para nie wypełni wszystkich czterech, więc w jednym z nich jest dodatkowa: usuń ją z pól, które widzą je wszystkie.
lesson-unique-rectangle-type-6 = Prostokąt w dwóch blokach ma parę xy, dodatkowe cyfry w dwóch przekątnych narożnikach, a x w swoich dwóch wierszach i kolumnach stoi tylko w prostokącie. Gdyby te narożniki przyjęły x, pozostałe byłyby y, czyli wzór do zamiany: przy jednym rozwiązaniu usuń tam x.
lesson-hidden-rectangle = Prostokąt w dwóch blokach ma parę xy, a jeden narożnik zawiera tylko xy. W wierszu i kolumnie przeciwległego narożnika x stoi tylko w prostokącie. Gdyby ten narożnik był y, parę dałoby się zamienić, a rozwiązanie jest jedno: usuń z niego y.
lesson-avoidable-rectangle-type-1 = Trzy narożniki prostokąta w dwóch blokach zostały rozwiązane (nie były dane) i mają łącznie tylko dwie cyfry. Gdyby wolny narożnik przyjął cyfrę domykającą wzór, obie cyfry dałoby się zamienić, czyli byłyby dwa rozwiązania, a rozwiązanie jest jedno: usuń ją stamtąd.
lesson-avoidable-rectangle-type-2 = Dwa narożniki prostokąta w dwóch blokach rozwiązano (nie były dane) jako x i y, a dwa wolne zawierają yz i xz. Gdyby przyjęły y i x, całą czwórkę dałoby się zamienić, czyli byłyby dwa rozwiązania. Rozwiązanie jest jedno, zatem w którymś z nich jest z: pola widzące oba tracą z.
lesson-finned-x-wing = X-Wing dla cyfry, tyle że jeden wiersz ma też dodatkowe miejsca (płetwy), wszystkie w jednym bloku. Cyfrę zawiera albo X-Wing, albo płetwa, więc usuń ją tylko z tych pól kolumn ryby, które leżą w bloku płetw.
lesson-sashimi-x-wing = Finned X-Wing bez jednego narożnika: w bloku płetw rybie brakuje kandydata w narożniku. Nadal cyfrę zawiera ryba albo płetwa, więc usuń ją z tych pól kolumn ryby, które widzą każdą płetwę.
lesson-finned-swordfish = Swordfish dla cyfry, tyle że dodatkowe miejsca (płetwy) leżą w jednym bloku. Cyfrę zawiera albo Swordfish, albo płetwa, więc usuń ją tylko z tych pól, które ryba by oczyściła i które widzą każdą płetwę.
lesson-sashimi-swordfish = Finned Swordfish bez kandydata w narożniku w bloku płetw, więc bez płetw nie byłby w ogóle rybą. Nadal cyfrę zawiera ryba albo płetwa: usuń ją z tych pól, które ryba by oczyściła i które widzą każdą płetwę.
lesson-finned-jellyfish = Jellyfish (cztery wiersze, cztery kolumny) dla cyfry, tyle że dodatkowe miejsca (płetwy) leżą w jednym bloku. Cyfrę zawiera albo Jellyfish, albo płetwa, więc usuń ją tylko z pól, które ryba by oczyściła i które widzą każdą płetwę.
lesson-sashimi-jellyfish = Finned Jellyfish bez kandydata w narożniku w bloku płetw, więc bez płetw te cztery wiersze nie tworzyłyby ryby. Nadal cyfrę zawiera ryba albo płetwa: usuń ją z pól, które ryba by oczyściła i które widzą każdą płetwę.
lesson-sue-de-coq = Na przecięciu bloku i linii dwa lub trzy pola zawierają co najmniej o dwie cyfry więcej, niż jest pól. Jeśli część tych cyfr blokują inne pola linii, a inną część, bez wspólnych cyfr, inne pola bloku, cyfry się rozdzielają: usuń cyfry linii z reszty linii, a cyfry bloku z reszty bloku.
lesson-simple-colors = Weź jedną cyfrę i pokoloruj na przemian dwoma kolorami jej miejsca połączone jako jedyne dwa w wierszu, kolumnie lub bloku: jeden kolor zawiera cyfrę. Dwa widzące się pola jednego koloru czynią go fałszywym; pole widzące oba kolory traci cyfrę.
lesson-multi-colors = Pokoloruj dwie oddzielne grupy połączonych miejsc jednej cyfry, każdą dwoma kolorami. Kolor, który widzi oba kolory drugiej grupy, jest fałszywy. Jeśli kolor każdej widzi kolor drugiej, jeden z dwóch pozostałych jest prawdziwy: pola widzące oba tracą cyfrę.
lesson-x-chain = Łańcuch na jednej cyfrze, w którym przeplatają się silne połączenia (jedyne dwa miejsca w wierszu, kolumnie lub bloku) i słabe (dwa widzące się miejsca), silne na obu końcach. Cyfra jest na jednym końcu, więc usuń ją z pól, które widzą oba końce.
lesson-xy-chain = Łańcuch pól z dwoma kandydatami, z których każde widzi następne i dzieli z nim cyfrę, a oba końce zawierają z. Jeśli w pierwszym nie ma z, każde pole wymusza następne i w ostatnim jest z. Zatem z jest na jednym końcu: pola widzące oba końce tracą z.
lesson-nice-loop-aic = Łańcuch przez dowolne pola i cyfry, w którym przeplatają się silne połączenia (co najmniej jeden z dwóch kandydatów jest prawdziwy) i słabe (co najwyżej jeden jest). Jeden koniec jest prawdziwy, więc odpada to, co koliduje z oboma; łańcuch zamknięty w pętlę usuwa swój początek albo kandydatów na słabych połączeniach.
lesson-grouped-nice-loop-aic = Nice Loop lub AIC, w którym niektóre połączenia biegną przez grupę: dwa lub trzy miejsca cyfry w jednym bloku i jednej linii, liczone jako jeden węzeł, prawdziwy, gdy którekolwiek z nich jest. Logika jest ta sama: odpada to, co koliduje z oboma końcami.
lesson-als-xz = Prawie zablokowany zbiór to N pól wiersza, kolumny lub bloku z N+1 cyframi. Dwa zbiory mają wspólną cyfrę x, której miejsca wszystkie się widzą, więc jednemu z nich brakuje x i jest zablokowany. Cyfra z obecna w obu jest wtedy w jednym z nich: pola, które widzą wszystkie miejsca z w obu zbiorach, tracą z.
lesson-als-xy-wing = Trzy prawie zablokowane zbiory (N pól, N+1 cyfr): A i C dzielą x, B i C dzielą y, a miejsca każdej z tych cyfr widzą się nawzajem. C zawiera x lub y, więc A lub B jest zablokowany, a cyfra z wspólna dla A i B jest w jednym z nich: pola widzące każde z obu tracą z.
lesson-als-xy-chain = Łańcuch co najmniej czterech prawie zablokowanych zbiorów (N pól, N+1 cyfr), każdy połączony z następnym cyfrą, której miejsca wszystkie się widzą, nigdy tą samą dwa razy z rzędu. Jeden ze skrajnych zbiorów jest zablokowany, więc pola widzące wszystkie miejsca cyfry z wspólnej dla obu końców tracą z.
lesson-franken-x-wing = X-Wing, w którym blok zastępuje wiersz lub kolumnę: w dwóch wierszach lub blokach cyfra może stanąć tylko w polach dwóch kolumn lub bloków. Pierwsze umieszczają ją raz w każdej z drugich jednostek, więc usuń ją z reszty drugich. Podobnie z kolumnami jako bazą.
lesson-franken-swordfish = Swordfish, w którym bloki zastępują niektóre wiersze lub kolumny: w trzech wierszach lub blokach cyfra może stanąć tylko w polach trzech kolumn lub bloków. Pierwsze umieszczają ją raz w każdej z drugich jednostek, więc usuń ją z reszty drugich.
lesson-franken-jellyfish = Jellyfish, w którym bloki zastępują niektóre wiersze lub kolumny: w czterech wierszach lub blokach cyfra może stanąć tylko w polach czterech kolumn lub bloków. Pierwsze umieszczają ją raz w każdej z drugich jednostek, więc usuń ją z reszty drugich.
lesson-finned-franken-x-wing = Franken X-Wing (blok wśród wierszy lub kolumn) z dodatkowymi miejscami, płetwami, poza pokrytymi liniami i blokami. Cyfrę zawiera albo ryba, albo płetwa, więc usuń ją tylko z pól, które ryba by oczyściła i które widzą każdą płetwę.
lesson-finned-franken-swordfish = Franken Swordfish (bloki wśród wierszy lub kolumn) z dodatkowymi miejscami, płetwami, poza pokrytymi liniami i blokami. Cyfrę zawiera ryba albo płetwa, więc usuń ją tylko z pól, które trzy pokrycia by oczyściły i które widzą każdą płetwę.
lesson-finned-franken-jellyfish = Franken Jellyfish (bloki wśród wierszy lub kolumn) z dodatkowymi miejscami, płetwami, poza pokrytymi liniami i blokami. Cyfrę zawiera ryba albo płetwa, więc usuń ją tylko z pól, które cztery pokrycia by oczyściły i które widzą każdą płetwę.
lesson-mutant-x-wing = Ryba z dowolnej mieszanki wierszy, kolumn i bloków: w dwóch z nich cyfra może stanąć tylko w polach dwóch innych. Pierwsze umieszczają ją raz w każdej z drugich jednostek, więc usuń ją z reszty tych dwóch.
lesson-mutant-swordfish = Ryba z dowolnej mieszanki wierszy, kolumn i bloków: w trzech z nich cyfra może stanąć tylko w polach trzech innych. Pierwsze umieszczają ją raz w każdej z drugich jednostek, więc usuń ją z reszty tych trzech.
lesson-mutant-jellyfish = Ryba z dowolnej mieszanki wierszy, kolumn i bloków: w czterech z nich cyfra może stanąć tylko w polach czterech innych. Pierwsze umieszczają ją raz w każdej z drugich jednostek, więc usuń ją z reszty tych czterech.
lesson-finned-mutant-x-wing = Mutant X-Wing (dwa wiersze, kolumny lub bloki pokryte dwoma innymi) z dodatkowymi miejscami, płetwami, poza pokryciem. Cyfrę zawiera ryba albo płetwa, więc usuń ją tylko z pól, które dwa pokrycia by oczyściły i które widzą każdą płetwę.
lesson-finned-mutant-swordfish = Mutant Swordfish (trzy wiersze, kolumny lub bloki pokryte trzema innymi) z dodatkowymi miejscami, płetwami, poza pokryciem. Cyfrę zawiera ryba albo płetwa, więc usuń ją tylko z pól, które pokrycie by oczyściło i które widzą każdą płetwę.
lesson-finned-mutant-jellyfish = Mutant Jellyfish (cztery wiersze, kolumny lub bloki pokryte czterema innymi) z dodatkowymi miejscami, płetwami, poza pokryciem. Cyfrę zawiera ryba albo płetwa, więc usuń ją tylko z pól, które pokrycie by oczyściło i które widzą każdą płetwę.
lesson-kraken-fish = Ryba z płetwami, która sama niczego nie usuwa. Cyfrę zawiera ryba albo płetwa, więc kandydat, którego usunęłaby ryba, i tak odpada, jeśli łańcuchy pokazują, że każda płetwa, gdy jest prawdziwa, też go usuwa.
lesson-forcing-chain = Załóż, że kandydat jest prawdziwy albo fałszywy, i śledź krok po kroku jego bezpośrednie skutki. Jeśli dojdziesz do sprzeczności, założenie jest błędne; jeśli każdy kandydat pola albo każde miejsce cyfry w wierszu, kolumnie lub bloku prowadzi do tego samego wyniku, wynik jest pewny.
lesson-forcing-net = Łańcuch wymuszeń, którego kroki mogą wymagać kilku faktów naraz: skutki założenia wyprowadza się singlami, więc pole można ustalić, gdy znikną jego pozostali kandydaci. Sprzeczność obala założenie, a wynik osiągany w każdym przypadku jest pewny.
lesson-trial-and-error = Żadna z technik tu nie działa, więc zgaduj: sprawdzaj po kolei każdego kandydata pola i graj dalej. Każda próba poza jedną prowadzi do sprzeczności, więc wpisz kandydata, który pozostał. To metoda prób i błędów, a nie wzór, który da się zobaczyć.

## Hints, level by level: where to look, which cells, the move.

hint-look-unit = Znajdź { $technique } { $unit-kind ->
        [row] w wierszu { $unit-number }
        [column] w kolumnie { $unit-number }
       *[box] w bloku { $unit-number }
    }.
hint-look-digit = Znajdź { $technique } dla cyfry { $digit }.
hint-look = Znajdź { $technique }.
hint-trial = Żadna technika nie działa: następną cyfrę trzeba znaleźć metodą prób.
hint-cells = { $technique }: przyjrzyj się { $cells-count ->
        [1] polu
       *[other] polom
    } w { $cells-loc }.
hint-mistake-somewhere = Jedna z cyfr na planszy jest błędna.
hint-mistake = W { $cell-loc } jest { $entered }, ale powinna tam być inna cyfra.
hint-mistake-move = W { $cell-loc } jest { $entered }, a powinno być { $correct }.
hint-missing-note = W notatkach jednego z pól brakuje cyfry, która do niego należy.
hint-missing-note-cell = W notatkach pola w { $cell-loc } brakuje właściwej cyfry.
hint-missing-note-move = W notatkach pola w { $cell-loc } brakuje { $digit }, a to właśnie właściwa cyfra.
hint-solved = Łamigłówka rozwiązana.
hint-not-proper = Brak podpowiedzi: { $error }.
puzzle-clash = cyfry w { $cells-loc } kolidują ze sobą
puzzle-no-solution = łamigłówka nie ma rozwiązania
puzzle-several-solutions = łamigłówka ma więcej niż jedno rozwiązanie

step-trial = żadna technika znana temu silnikowi nie działa; sprawdzanie po kolei cyfr pola w { $cell-loc } pokazuje, że wszystkie oprócz { $digit } prowadzą do sprzeczności

## Fish, colouring, chains, nice loops, almost locked sets

step-fish = { $base } mogą zawierać cyfrę { $digit } tylko tam, gdzie przecinają je { $cover }, zatem { $orientation ->
        [rows] w każdej z tych kolumn cyfra { $digit } stoi w jednym z tych wierszy
       *[columns] w każdym z tych wierszy cyfra { $digit } stoi w jednej z tych kolumn
    }
step-finned-fish = { $base } mogą zawierać cyfrę { $digit } tylko tam, gdzie przecinają je { $cover }, albo w płetwie w { $fins-loc }; niezależnie od tego, czy płetwa zawiera { $digit }, cyfra { $digit } odpada z pól bloku płetwy leżących na tych liniach

step-simple-colors-wrap = po pokolorowaniu sprzężonych par cyfry { $digit } dwoma kolorami dwa pola jednego koloru ({ $cells }) widzą się nawzajem, zatem ten kolor jest fałszywy
step-simple-colors-trap = po pokolorowaniu sprzężonych par cyfry { $digit } dwoma kolorami ({ $first } kontra { $second }) cyfra { $digit } stoi w polach jednego z kolorów
step-multi-colors-wrap = z dwóch grup cyfry { $digit } kolor { $cells } widzi oba kolory drugiej grupy, a jeden z nich jest prawdziwy
step-multi-colors-trap = dwie grupy cyfry { $digit } mają kolory, które się widzą, zatem jeden z ich pozostałych kolorów jest prawdziwy: kolor pól w { $first-loc } lub kolor pól w { $second-loc }

fact-in = w { $group } jest { $digit }
fact-not-in = w { $group } nie ma { $digit }
chain-then = wtedy { $fact }
step-chain = { $chain }: jeśli { $facts }; zatem w { $start-loc } jest { $start-digit } lub w { $end-loc } jest { $end-digit }
step-remote-pair = wszystkie pola w { $cells-loc } zawierają tylko { $digits } i każde widzi następne ({ $chain }), zatem wzdłuż łańcucha obie cyfry się przeplatają; pole widzące dwa pola o przeciwnej parzystości widzi obie cyfry
step-nice-loop = { $kind ->
        [grouped-discontinuous] grupowy nieciągły Nice Loop
        [continuous] ciągły Nice Loop
        [grouped-continuous] grupowy ciągły Nice Loop
       *[discontinuous] nieciągły Nice Loop
    }: { $chain }; jeśli { $start }, łańcuch wraca do własnego pola
step-aic = { $kind ->
        [grouped] grupowy naprzemienny łańcuch wnioskowań (AIC)
       *[plain] naprzemienny łańcuch wnioskowań (AIC)
    }: { $chain }; jeśli { $start }, to { $end }, zatem jeden z jego końców jest prawdziwy

step-als-xz = { $first } ({ $first-digits } { $first-unit-kind ->
        [row] w wierszu { $first-unit-number }
        [column] w kolumnie { $first-unit-number }
       *[box] w bloku { $first-unit-number }
    }) oraz { $second } ({ $second-digits } { $second-unit-kind ->
        [row] w wierszu { $second-unit-number }
        [column] w kolumnie { $second-unit-number }
       *[box] w bloku { $second-unit-number }
    }) to prawie zablokowane zbiory; każde miejsce cyfry { $digit } w jednym widzi każde jej miejsce w drugim, zatem najwyżej jeden zbiór ją zawiera, a drugi jest zablokowany{ $commons-count ->
        [1] {""}
       *[other] {" "}(to samo dotyczy obu wspólnych cyfr: oba zbiory są zablokowane)
    }
step-als-xy-wing = { $first } ({ $first-digits }), { $second } ({ $second-digits }) oraz { $third } ({ $third-digits }) to prawie zablokowane zbiory; dwa pierwsze łączą się z trzecim przez { $x } i { $y }, a trzeci nie może zawierać obu, zatem pierwszy lub drugi jest zablokowany
als-set = { $cells } ({ $digits })
als-restricted-common = { $digits }
step-als-xy-chain = { $sets } to prawie zablokowane zbiory tworzące łańcuch, każdy połączony z następnym ograniczoną wspólną cyfrą ({ $commons }); jeśli pierwszy zbiór nie jest zablokowany, każdy kolejno blokuje następny, zatem pierwszy lub ostatni jest zablokowany

step-complex-fish = w jednostkach bazowych ({ $base }) cyfra { $digit } może się znaleźć tylko w pokrywających ({ $cover }), zatem cyfra { $digit } każdej jednostki pokrywającej stoi w jednej z jednostek bazowych
step-complex-fish-finned = w jednostkach bazowych ({ $base }) cyfra { $digit } może się znaleźć tylko w pokrywających ({ $cover }){ $endo-fins-count ->
        [0] {""}
       *[other] {" "}(z płetwami endo w { $endo-fins-loc } w dwóch jednostkach bazowych)
    } lub w płetwach w { $fins-loc }; niezależnie od tego, czy cyfrę { $digit } zawiera ryba, czy płetwa, cyfra { $digit } odpada z pól widzących każdą płetwę
step-kraken-fish = w jednostkach bazowych ({ $base }) cyfra { $digit } może się znaleźć tylko w pokrywających ({ $cover }) lub w płetwach w { $fins-loc }; gdziekolwiek stoi, łańcuchy z pól w { $premises-loc } wykluczają { $target-digit } w { $target-loc }

## Single-digit patterns, subsets, wings, uniqueness, forcing

step-turbot-fish = cyfra { $digit } jest w { $first1-loc } lub { $first2-loc } (jedyne miejsca { $first-unit-kind ->
        [row] w wierszu { $first-unit-number }
        [column] w kolumnie { $first-unit-number }
       *[box] w bloku { $first-unit-number }
    }) oraz w { $second1-loc } lub { $second2-loc } (jedyne miejsca { $second-unit-kind ->
        [row] w wierszu { $second-unit-number }
        [column] w kolumnie { $second-unit-number }
       *[box] w bloku { $second-unit-number }
    }); { $near1 } i { $near2 } widzą się nawzajem, zatem cyfra { $digit } jest w { $far1-loc } lub { $far2-loc }
step-empty-rectangle = { $box-kind ->
        [row] w wierszu { $box-number }
        [column] w kolumnie { $box-number }
       *[box] w bloku { $box-number }
    } cyfra { $digit } jest możliwa tylko { $line-kind ->
        [row] w wierszu { $line-number }
        [column] w kolumnie { $line-number }
       *[box] w bloku { $line-number }
    } i { $other-kind ->
        [row] w wierszu { $other-number }
        [column] w kolumnie { $other-number }
       *[box] w bloku { $other-number }
    }; { $pair-unit-kind ->
        [row] w wierszu { $pair-unit-number }
        [column] w kolumnie { $pair-unit-number }
       *[box] w bloku { $pair-unit-number }
    } cyfra { $digit } może być tylko w { $start-loc } lub { $end-loc }: jeśli w { $start-loc }, to w bloku stoi ona { $other-kind ->
        [row] w wierszu { $other-number }
        [column] w kolumnie { $other-number }
       *[box] w bloku { $other-number }
    }, a jeśli w { $end-loc }, to bezpośrednio widzi ona pole w { $target-loc }
step-naked-subset = pola w { $cells-loc } ({ $units }) mogą zawierać łącznie tylko { $digits }
step-hidden-subset = { $unit-kind ->
        [row] w wierszu { $unit-number }
        [column] w kolumnie { $unit-number }
       *[box] w bloku { $unit-number }
    } cyfry { $digits } mogą się znaleźć tylko w { $cells-loc }
step-sue-de-coq = { $cells } (przecięcie { $line-kind ->
        [row] wiersza { $line-number }
        [column] kolumny { $line-number }
       *[box] bloku { $line-number }
    } i { $box-kind ->
        [row] wiersza { $box-number }
        [column] kolumny { $box-number }
       *[box] bloku { $box-number }
    }) zawierają { $digits }; { $line-cells } { $line-kind ->
        [row] w wierszu { $line-number }
        [column] w kolumnie { $line-number }
       *[box] w bloku { $line-number }
    } oraz { $box-cells } { $box-kind ->
        [row] w wierszu { $box-number }
        [column] w kolumnie { $box-number }
       *[box] w bloku { $box-number }
    } zajmują wszystkie te cyfry oprócz tylu, ile pól ma przecięcie, zatem cyfry rozkładają się między te pola
step-xy-wing = w { $pivot-loc } jest { $pivot-digits } i tak czy inaczej w jednym ze skrzydeł, w { $pincer1-loc } lub { $pincer2-loc }, jest { $digit }
step-xyz-wing = w { $pivot-loc } jest { $pivot-digits }; jeśli nie ma tam { $digit }, to { $digit } jest w jednym ze skrzydeł, w { $pincer1-loc } lub { $pincer2-loc }, zatem { $digit } jest w jednym z tych trzech pól
step-w-wing = { $first } i { $second } zawierają tylko { $x } i { $y }; { $unit-kind ->
        [row] w wierszu { $unit-number }
        [column] w kolumnie { $unit-number }
       *[box] w bloku { $unit-number }
    } cyfra { $y } jest w { $end1-loc } lub { $end2-loc }, przy czym { $end1 } widzi pole w { $first-loc }, a { $end2 } widzi pole w { $second-loc }, zatem { $y } nie może być w obu polach i w jednym z nich jest { $x }
intro-unique-rectangle = gdyby wszystkie pola w { $cells-loc } zawierały tylko { $digits }, obie cyfry można by zamienić miejscami i łamigłówka miałaby dwa rozwiązania
step-unique-rectangle-1 = { $intro }; tylko { $cell } może temu zapobiec
step-unique-rectangle-2 = { $intro }; zatem w jednym z pól w { $cells-loc } jest { $digit }
step-unique-rectangle-5 = { $intro }; zatem w jednym z pól w { $cells-loc } jest { $digit }
step-unique-rectangle-3 = { $intro }; zatem jedno z pól w { $corners-loc } zawiera dodatkową cyfrę, a razem z polami w { $cells-loc } te narożniki zawierają { $unit-kind ->
        [row] w wierszu { $unit-number }
        [column] w kolumnie { $unit-number }
       *[box] w bloku { $unit-number }
    } tylko { $digits }
step-unique-rectangle-4 = { $intro }; cyfra { $locked } musi stanąć w { $cell1-loc } lub { $cell2-loc } (nigdzie indziej we wspólnej dla nich jednostce), zatem w żadnym z nich nie może być { $removed }
step-unique-rectangle-6 = { $intro }; w dwóch wierszach i dwóch kolumnach prostokąta cyfra { $digit } stoi tylko w jego narożnikach (X-Wing), zatem musi zająć albo oba narożniki w { $cells-loc }, albo żaden z nich
step-hidden-rectangle = { $intro }; w wierszu { $row-number } i kolumnie { $column-number } cyfra { $locked } stoi tylko w prostokącie, zatem gdyby w { $cell-loc } było { $removed }, obie { $locked ->
        [1] jedynki
        [2] dwójki
        [3] trójki
        [4] czwórki
        [5] piątki
        [6] szóstki
        [7] siódemki
        [8] ósemki
       *[9] dziewiątki
    } znalazłyby się w narożnikach prostokąta
intro-avoidable-rectangle = w { $first-loc } wpisano { $digit1 }, a w { $second-loc } — { $digit2 } (nie były to cyfry dane); gdyby w { $third-loc } stanęło { $digit2 }, a w { $fourth-loc } — { $digit1 }, cyfry w tych czterech polach można by zamienić
step-avoidable-rectangle-1 = { $intro }
step-avoidable-rectangle-2 = { $intro }; zatem w jednym z dwóch wolnych narożników jest { $digit }
step-bug-plus-one = każde wolne pole oprócz pola w { $cell-loc } ma dwóch kandydatów, a bez { $digit } w { $cell-loc } każda cyfra występowałaby dwa razy w każdym wierszu, kolumnie i bloku: taka plansza ma dwa rozwiązania

fact-on = w { $cell-loc } jest { $digit }
fact-off = w { $cell-loc } nie ma { $digit }

# Po "prowadzi do sprzeczności:" (zdanie w mianowniku).
clash-itself = założenie obala samo siebie
clash-both = w { $cell-loc } jednocześnie jest i nie ma { $digit }
clash-two-digits = w { $cell-loc } są dwie cyfry
clash-twice = cyfra { $digit } występuje dwa razy { $unit-kind ->
        [row] w wierszu { $unit-number }
        [column] w kolumnie { $unit-number }
       *[box] w bloku { $unit-number }
    }
clash-empty-cell = dla pola w { $cell-loc } nie zostaje żadna cyfra
clash-no-place = cyfra { $digit } nie ma już miejsca { $unit-kind ->
        [row] w wierszu { $unit-number }
        [column] w kolumnie { $unit-number }
       *[box] w bloku { $unit-number }
    }
step-forcing-chain-contradiction = jeśli { $premise }, { $count ->
        [0] łańcuch prowadzi
        [1] łańcuch prowadzi
       *[other] łańcuchy prowadzą
    } do sprzeczności: { $clash } ({ $chains })
step-forcing-net-contradiction = jeśli { $premise }, sieć prowadzi do sprzeczności: { $clash } ({ $chains })
step-forcing-verity = { $cases ->
        [candidate] w { $cell-loc } albo jest { $digit }, albo nie
        [cell] w { $cell-loc } stoi jeden z kandydatów tego pola
       *[unit] { $unit-kind ->
            [row] w wierszu { $unit-number }
            [column] w kolumnie { $unit-number }
           *[box] w bloku { $unit-number }
        } cyfra { $digit } stoi w jednym ze swoich możliwych miejsc
    }, a każdy przypadek prowadzi do tego samego wniosku ({ $chains })

## Killer Sudoku: the cage techniques (see en.ftl)

technique-cage-combinations = Kombinacje klatki
technique-cage-combinations-indefinite = kombinacje klatki
technique-hidden-cage-digit = Ukryta cyfra klatki
technique-hidden-cage-digit-indefinite = ukrytą cyfrę klatki
technique-cage-candidates = Kandydaci klatki
technique-cage-candidates-indefinite = kandydatów klatki
technique-locked-cage-digit = Zablokowana cyfra klatki
technique-locked-cage-digit-indefinite = zablokowaną cyfrę klatki
technique-innies-and-outies = Innies i outies
technique-innies-and-outies-indefinite = innies i outies
technique-cages-in-a-unit = Klatki w jednostce
technique-cages-in-a-unit-indefinite = klatki w jednostce
technique-group-innies-and-outies = Grupowe innies i outies
technique-group-innies-and-outies-indefinite = grupowe innies i outies
technique-virtual-cage = Wirtualna klatka
technique-virtual-cage-indefinite = wirtualną klatkę

lesson-cage-combinations = Różne cyfry klatki dają jej sumę, a potrafi to niewiele zestawów: dwa pola o sumie 17 to tylko 8 i 9, trzy o sumie 7 tylko 1, 2 i 4. Usuń z pól klatki każdą cyfrę, której nie ma w żadnym takim zestawie.
lesson-hidden-cage-digit = Jeśli każdy zestaw cyfr dający sumę klatki zawiera tę samą cyfrę, klatka musi ją zawierać. Gdy tylko jedno pole klatki może ją przyjąć, cyfra trafia tam.
lesson-cage-candidates = Sprawdź każdy zestaw dający sumę klatki z kandydatami jej pól: zestaw, którego cyfr nie da się rozmieścić po jednej w polu, odpada. Usuń kandydatów, których żaden pozostały zestaw nie wstawia do ich pola.
lesson-locked-cage-digit = Klatka musi zawierać cyfrę obecną w każdym zestawie jej sumy, a pola klatki, które mogą ją przyjąć, widzą pewne inne pola. Gdziekolwiek cyfra stanie w klatce, te pola ją widzą: usuń ją z nich.
lesson-innies-and-outies = Wiersz, kolumna lub blok sumuje się do 45. Odejmij klatki leżące w nim w całości: pozostałe pola, innies, dają resztę. Klatki wchodzące do niego pokrywają też pola poza nim, outies, które dają to, co te klatki mają ponad 45.
lesson-cages-in-a-unit = Dwie klatki w tym samym wierszu, kolumnie lub bloku nie dzielą cyfr. Zestaw jednej klatki, który dzieli cyfrę z każdym wciąż możliwym zestawem drugiej, odpada; usuń kandydatów, których używały tylko takie zestawy.
lesson-group-innies-and-outies = Reguła 45 dla sąsiednich jednostek: dwa wiersze dają 90, trzy 135. Klatki leżące w całości w środku dają innies znaną sumę, klatki wchodzące do środka dają ją outies. Używaj tych sum jak sumy klatki.
lesson-virtual-cage = Gdy innies lub outies wiersza, kolumny lub bloku leżą w jednej klatce, reszta tej klatki daje jej sumę minus ich sumę: klatka wyznaczona rachunkiem. Jej kombinacje i kandydaci działają jak w każdej klatce.

fact-cage = klatka w { $cells-loc } ma sumę { $sum }
sum-placed = w { $placed-loc } jest już { $placed-sum }, a na { $cells-count ->
    [one] pole
   *[other] pola
} w { $cells-loc } zostaje { $total } - { $placed-sum } = { $sum }
sum-innies = klatki wewnątrz { $units-gen } mają sumę { $inside }, a na { $cells-count ->
    [one] pole
   *[other] pola
} w { $cells-loc } zostaje { $total } - { $inside } = { $sum }
sum-outies = klatki wchodzące do { $units-gen } mają sumę { $touching }, z czego na { $cells-count ->
    [one] pole
   *[other] pola
} na zewnątrz, w { $cells-loc }, przypada { $touching } - { $total } = { $sum }
sum-virtual = leżą one w klatce w { $cage-loc } ({ $cage-sum }), a na { $cells-count ->
    [one] jej pozostałe pole
   *[other] jej pozostałe pola
} w { $cells-loc } przypada { $cage-sum } - { $part } = { $sum }
step-cage-combinations = { $facts }; różne cyfry dają to tylko jako { $combinations }
step-cage-candidates = { $facts }; różne cyfry dają to jako { $combinations }, a z ich kandydatami tylko jako { $fitting }
step-hidden-cage-digit = { $facts }; każdy sposób ({ $combinations }) używa cyfry { $digit }, a w klatce tylko { $cell } może ją przyjąć
step-locked-cage-digit = { $facts }; każdy sposób ({ $combinations }) używa cyfry { $digit }, a w klatce tylko { $places } mogą ją przyjąć, więc pola widzące je wszystkie nie mogą jej zawierać
step-cages-in-unit = { $facts }, jako { $combinations }; klatka w { $other-loc } ({ $other-sum }), też w { $unit-loc }, musi być { $other-combinations }, a każda z nich ma wspólną cyfrę z { $dropped }, co zostawia { $fitting }
step-sum = { $facts }; z ich kandydatami dają to tylko { $ways }
step-sum-single = { $facts }
