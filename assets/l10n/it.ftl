# Peerless: italiano. Stessi messaggi di en.ftl; i commenti di en.ftl spiegano che cosa contiene
# ogni variabile.
#
# Convenzioni: casella (cell), riga, colonna, riquadro (box), unità (unit); le caselle si chiamano
# come nei forum (r3c7: r = riga, c = colonna). Il nome di un'unità non ha articolo ("riga 3"):
# dove la frase chiede "nella riga 3", "il riquadro 5" si usano $x-kind e $x-number. Le cifre
# prendono l'articolo con l'elisione: "il 7", ma "l'1" e "l'8" (chiavi [1] e [8]).

## Nomi, elenchi

# Una casella o un'unità nominata in una frase prende l'articolo e, dopo a, da, di, in, su, la
# preposizione articolata: $x-art «la riga 3, colonna 7» (soggetto, oggetto, dopo con, per,
# tranne), $x-a «alla riga 3, colonna 7», $x-da «dalla», $x-di «della», $x-in «nella», $x-su
# «sulla»; $x-app dopo un nome («le caselle della riga 1, colonne 2 e 3»). In notazione le
# caselle non hanno articolo: «a r3c7», «da r3c7», «di r3c7», «in r3c7», «su r3c7», ma «le
# caselle r1c2 e r1c3». Più righe di caselle ripetono ciascuna la preposizione («nella riga 1,
# colonna 2 nonché nella riga 5, colonna 4»). Da sole (un elenco, un titolo) restano senza
# articolo: «riga 3, colonna 7».
cell = { $case ->
    [a] a r{ $row }c{ $column }
    [da] da r{ $row }c{ $column }
    [di] di r{ $row }c{ $column }
    [in] in r{ $row }c{ $column }
    [su] su r{ $row }c{ $column }
   *[plain] r{ $row }c{ $column }
}
    .cases = art a da di in su app
cell-spelled = { $case ->
    [art] la riga { $row }, colonna { $column }
    [a] alla riga { $row }, colonna { $column }
    [da] dalla riga { $row }, colonna { $column }
    [di] della riga { $row }, colonna { $column }
    [in] nella riga { $row }, colonna { $column }
    [su] sulla riga { $row }, colonna { $column }
    [app] della riga { $row }, colonna { $column }
   *[plain] riga { $row }, colonna { $column }
}
cells-spelled-row = { $case ->
    [art] la riga { $row }, colonne { $columns }
    [a] alla riga { $row }, colonne { $columns }
    [da] dalla riga { $row }, colonne { $columns }
    [di] della riga { $row }, colonne { $columns }
    [in] nella riga { $row }, colonne { $columns }
    [su] sulla riga { $row }, colonne { $columns }
    [app] della riga { $row }, colonne { $columns }
   *[plain] riga { $row }, colonne { $columns }
}
unit = { $kind ->
    [row] { $case ->
        [art] la riga { $number }
        [a] alla riga { $number }
        [da] dalla riga { $number }
        [di] della riga { $number }
        [app] della riga { $number }
        [in] nella riga { $number }
        [su] sulla riga { $number }
       *[plain] riga { $number }
    }
    [column] { $case ->
        [art] la colonna { $number }
        [a] alla colonna { $number }
        [da] dalla colonna { $number }
        [di] della colonna { $number }
        [app] della colonna { $number }
        [in] nella colonna { $number }
        [su] sulla colonna { $number }
       *[plain] colonna { $number }
    }
   *[box] { $case ->
        [art] il riquadro { $number }
        [a] al riquadro { $number }
        [da] dal riquadro { $number }
        [di] del riquadro { $number }
        [app] del riquadro { $number }
        [in] nel riquadro { $number }
        [su] sul riquadro { $number }
       *[plain] riquadro { $number }
    }
}
units-of-kind = { $kind ->
    [row] { $case ->
        [art] le righe { $numbers }
        [a] alle righe { $numbers }
        [da] dalle righe { $numbers }
        [di] delle righe { $numbers }
        [app] delle righe { $numbers }
        [in] nelle righe { $numbers }
        [su] sulle righe { $numbers }
       *[plain] righe { $numbers }
    }
    [column] { $case ->
        [art] le colonne { $numbers }
        [a] alle colonne { $numbers }
        [da] dalle colonne { $numbers }
        [di] delle colonne { $numbers }
        [app] delle colonne { $numbers }
        [in] nelle colonne { $numbers }
        [su] sulle colonne { $numbers }
       *[plain] colonne { $numbers }
    }
   *[box] { $case ->
        [art] i riquadri { $numbers }
        [a] ai riquadri { $numbers }
        [da] dai riquadri { $numbers }
        [di] dei riquadri { $numbers }
        [app] dei riquadri { $numbers }
        [in] nei riquadri { $numbers }
        [su] sui riquadri { $numbers }
       *[plain] riquadri { $numbers }
    }
}
list-separator = {", "}
list-separator-cells = {"; "}
list-and-cells = { $rest } nonché { $last }
list-and = { $rest } e { $last }
list-separator-numbers = {", "}
list-and-numbers = { $rest } e { $last }
list-or = { $rest } o { $last }
# Dopo una negazione: «non può essere 1, 4 né 7».
list-nor = { $rest } né { $last }
list-nor-separator = {", "}
list-clauses = { $rest } e { $last }
list-clauses-separator = {", "}

## Un passo della logica: "Singolo nascosto: nel riquadro 5, solo r5c6 può contenere il 7. Quindi r5c6 è 7."

step = { $technique }: { $reason }. Quindi { $result }.
result-place = { $cell-art } è { $digit }
result-remove = { $cells-art } { $cells-count ->
    [one] non può
   *[other] non possono
} essere { $digits }

step-full-house = { $cell-art } è l'ultima casella vuota { $unit-kind ->
    [row] della riga { $unit-number }
    [column] della colonna { $unit-number }
   *[box] del riquadro { $unit-number }
}
step-naked-single = tutte le cifre tranne { $digit ->
    [1] l'1
    [8] l'8
   *[other] il { $digit }
} sono già nella riga, nella colonna o nel riquadro { $cell-di }
step-hidden-single = { $unit-kind ->
    [row] nella riga { $unit-number }
    [column] nella colonna { $unit-number }
   *[box] nel riquadro { $unit-number }
}, solo { $cell-art } può contenere { $digit ->
    [1] l'1
    [8] l'8
   *[other] il { $digit }
}
step-locked-candidates = { $unit-kind ->
    [row] nella riga { $unit-number }
    [column] nella colonna { $unit-number }
   *[box] nel riquadro { $unit-number }
}, { $digit ->
    [1] l'1
    [8] l'8
   *[other] il { $digit }
} può andare solo dove incrocia { $other-kind ->
    [row] la riga { $other-number }
    [column] la colonna { $other-number }
   *[box] il riquadro { $other-number }
}

## Livelli di difficoltà.

level-easy = Facile
level-medium = Medio
level-hard = Difficile
level-expert = Esperto
level-extreme = Estremo

## Nomi delle tecniche (quelli inglesi di HoDoKu dove l'italiano non ne ha uno affermato), e la
## forma con articolo usata dal primo livello dei suggerimenti ("Cerca un singolo nascosto nel riquadro 5.").

technique-full-house = Ultima casella libera
technique-full-house-indefinite = un'ultima casella libera
technique-naked-single = Singolo nudo
technique-naked-single-indefinite = un singolo nudo
technique-hidden-single = Singolo nascosto
technique-hidden-single-indefinite = un singolo nascosto
technique-locked-pair = Coppia bloccata
technique-locked-pair-indefinite = una coppia bloccata
technique-locked-triple = Tripla bloccata
technique-locked-triple-indefinite = una tripla bloccata
technique-locked-candidates-pointing = Candidati bloccati (Pointing)
technique-locked-candidates-pointing-indefinite = dei candidati bloccati (Pointing)
technique-locked-candidates-claiming = Candidati bloccati (Claiming)
technique-locked-candidates-claiming-indefinite = dei candidati bloccati (Claiming)
technique-naked-pair = Coppia nuda
technique-naked-pair-indefinite = una coppia nuda
technique-naked-triple = Tripla nuda
technique-naked-triple-indefinite = una tripla nuda
technique-hidden-pair = Coppia nascosta
technique-hidden-pair-indefinite = una coppia nascosta
technique-hidden-triple = Tripla nascosta
technique-hidden-triple-indefinite = una tripla nascosta
technique-naked-quadruple = Quadrupla nuda
technique-naked-quadruple-indefinite = una quadrupla nuda
technique-hidden-quadruple = Quadrupla nascosta
technique-hidden-quadruple-indefinite = una quadrupla nascosta
technique-x-wing = X-Wing
technique-x-wing-indefinite = un X-Wing
technique-swordfish = Swordfish
technique-swordfish-indefinite = uno Swordfish
technique-jellyfish = Jellyfish
technique-jellyfish-indefinite = un Jellyfish
technique-remote-pair = Remote Pair
technique-remote-pair-indefinite = un Remote Pair
technique-bivalue-universal-grave-1 = Bivalue Universal Grave + 1
technique-bivalue-universal-grave-1-indefinite = un Bivalue Universal Grave + 1
technique-skyscraper = Skyscraper
technique-skyscraper-indefinite = uno Skyscraper
technique-2-string-kite = 2-String Kite
technique-2-string-kite-indefinite = un 2-String Kite
technique-turbot-fish = Turbot Fish
technique-turbot-fish-indefinite = un Turbot Fish
technique-empty-rectangle = Empty Rectangle
technique-empty-rectangle-indefinite = un Empty Rectangle
technique-w-wing = W-Wing
technique-w-wing-indefinite = un W-Wing
technique-xy-wing = XY-Wing
technique-xy-wing-indefinite = un XY-Wing
technique-xyz-wing = XYZ-Wing
technique-xyz-wing-indefinite = un XYZ-Wing
technique-unique-rectangle-type-1 = Unique Rectangle tipo 1
technique-unique-rectangle-type-1-indefinite = un Unique Rectangle tipo 1
technique-unique-rectangle-type-2 = Unique Rectangle tipo 2
technique-unique-rectangle-type-2-indefinite = un Unique Rectangle tipo 2
technique-unique-rectangle-type-3 = Unique Rectangle tipo 3
technique-unique-rectangle-type-3-indefinite = un Unique Rectangle tipo 3
technique-unique-rectangle-type-4 = Unique Rectangle tipo 4
technique-unique-rectangle-type-4-indefinite = un Unique Rectangle tipo 4
technique-unique-rectangle-type-5 = Unique Rectangle tipo 5
technique-unique-rectangle-type-5-indefinite = un Unique Rectangle tipo 5
technique-unique-rectangle-type-6 = Unique Rectangle tipo 6
technique-unique-rectangle-type-6-indefinite = un Unique Rectangle tipo 6
technique-hidden-rectangle = Hidden Rectangle
technique-hidden-rectangle-indefinite = un Hidden Rectangle
technique-avoidable-rectangle-type-1 = Avoidable Rectangle tipo 1
technique-avoidable-rectangle-type-1-indefinite = un Avoidable Rectangle tipo 1
technique-avoidable-rectangle-type-2 = Avoidable Rectangle tipo 2
technique-avoidable-rectangle-type-2-indefinite = un Avoidable Rectangle tipo 2
technique-finned-x-wing = Finned X-Wing
technique-finned-x-wing-indefinite = un Finned X-Wing
technique-sashimi-x-wing = Sashimi X-Wing
technique-sashimi-x-wing-indefinite = un Sashimi X-Wing
technique-finned-swordfish = Finned Swordfish
technique-finned-swordfish-indefinite = un Finned Swordfish
technique-sashimi-swordfish = Sashimi Swordfish
technique-sashimi-swordfish-indefinite = un Sashimi Swordfish
technique-finned-jellyfish = Finned Jellyfish
technique-finned-jellyfish-indefinite = un Finned Jellyfish
technique-sashimi-jellyfish = Sashimi Jellyfish
technique-sashimi-jellyfish-indefinite = un Sashimi Jellyfish
technique-sue-de-coq = Sue de Coq
technique-sue-de-coq-indefinite = un Sue de Coq
technique-simple-colors = Colorazione semplice
technique-simple-colors-indefinite = una colorazione semplice
technique-multi-colors = Colorazione multipla
technique-multi-colors-indefinite = una colorazione multipla
technique-x-chain = X-Chain
technique-x-chain-indefinite = una X-Chain
technique-xy-chain = XY-Chain
technique-xy-chain-indefinite = una XY-Chain
technique-nice-loop-aic = Nice Loop/AIC
technique-nice-loop-aic-indefinite = un Nice Loop/AIC
technique-grouped-nice-loop-aic = Grouped Nice Loop/AIC
technique-grouped-nice-loop-aic-indefinite = un Grouped Nice Loop/AIC
technique-als-xz = ALS-XZ
technique-als-xz-indefinite = un ALS-XZ
technique-als-xy-wing = ALS-XY-Wing
technique-als-xy-wing-indefinite = un ALS-XY-Wing
technique-als-xy-chain = ALS-XY-Chain
technique-als-xy-chain-indefinite = una ALS-XY-Chain
technique-franken-x-wing = Franken X-Wing
technique-franken-x-wing-indefinite = un Franken X-Wing
technique-franken-swordfish = Franken Swordfish
technique-franken-swordfish-indefinite = un Franken Swordfish
technique-franken-jellyfish = Franken Jellyfish
technique-franken-jellyfish-indefinite = un Franken Jellyfish
technique-finned-franken-x-wing = Finned Franken X-Wing
technique-finned-franken-x-wing-indefinite = un Finned Franken X-Wing
technique-finned-franken-swordfish = Finned Franken Swordfish
technique-finned-franken-swordfish-indefinite = un Finned Franken Swordfish
technique-finned-franken-jellyfish = Finned Franken Jellyfish
technique-finned-franken-jellyfish-indefinite = un Finned Franken Jellyfish
technique-mutant-x-wing = Mutant X-Wing
technique-mutant-x-wing-indefinite = un Mutant X-Wing
technique-mutant-swordfish = Mutant Swordfish
technique-mutant-swordfish-indefinite = un Mutant Swordfish
technique-mutant-jellyfish = Mutant Jellyfish
technique-mutant-jellyfish-indefinite = un Mutant Jellyfish
technique-finned-mutant-x-wing = Finned Mutant X-Wing
technique-finned-mutant-x-wing-indefinite = un Finned Mutant X-Wing
technique-finned-mutant-swordfish = Finned Mutant Swordfish
technique-finned-mutant-swordfish-indefinite = un Finned Mutant Swordfish
technique-finned-mutant-jellyfish = Finned Mutant Jellyfish
technique-finned-mutant-jellyfish-indefinite = un Finned Mutant Jellyfish
technique-kraken-fish = Kraken Fish
technique-kraken-fish-indefinite = un Kraken Fish
technique-forcing-chain = Forcing Chain
technique-forcing-chain-indefinite = una Forcing Chain
technique-forcing-net = Forcing Net
technique-forcing-net-indefinite = una Forcing Net
technique-trial-and-error = Tentativi ed errori
technique-trial-and-error-indefinite = un procedimento per tentativi

## Lezioni: che cos'è ogni tecnica e perché funziona, in una-tre frasi brevi (sotto la griglia di un telefono).

lesson-full-house = In una riga, colonna o riquadro resta una sola casella vuota: ci va l'unica cifra che ancora manca lì.
lesson-naked-single = Una casella ha un solo candidato: tutte le altre cifre sono già nella sua riga, colonna o riquadro. Quella cifra va lì.
lesson-hidden-single = In una riga, colonna o riquadro, una cifra può andare in una sola casella: tutte le altre caselle vuote vedono già quella cifra. La cifra va in quella casella.
lesson-locked-pair = Due caselle nello stesso riquadro e nella stessa riga o colonna contengono solo le stesse due cifre. Quelle cifre occupano le due caselle: eliminale dal resto del riquadro e della linea.
lesson-locked-triple = Tre caselle nello stesso riquadro e nella stessa riga o colonna contengono in tutto solo tre cifre. Quelle cifre occupano le tre caselle: eliminale dal resto del riquadro e della linea.
lesson-locked-candidates-pointing = In un riquadro, una cifra può andare solo in caselle di una stessa riga o colonna. Ovunque vada nel riquadro, sarà su quella linea: eliminala dal resto della riga o colonna, fuori dal riquadro.
lesson-locked-candidates-claiming = In una riga o colonna, una cifra può andare solo in caselle di uno stesso riquadro. Ovunque vada sulla linea, sarà in quel riquadro: eliminala dalle altre caselle del riquadro.
lesson-naked-pair = Due caselle di una riga, colonna o riquadro contengono solo le stesse due cifre. Quelle cifre devono occupare le due caselle: eliminale dalle altre caselle dell'unità.
lesson-naked-triple = Tre caselle di una riga, colonna o riquadro contengono in tutto solo tre cifre (non serve che ognuna le abbia tutte e tre). Quelle cifre devono occupare le tre caselle: eliminale dalle altre caselle dell'unità.
lesson-hidden-pair = In una riga, colonna o riquadro, due cifre possono andare solo nelle stesse due caselle. Quelle caselle devono contenere queste due cifre: elimina da esse ogni altro candidato.
lesson-hidden-triple = In una riga, colonna o riquadro, tre cifre possono andare solo nelle stesse tre caselle. Quelle caselle devono contenere queste tre cifre: elimina da esse ogni altro candidato.
lesson-naked-quadruple = Quattro caselle di una riga, colonna o riquadro contengono in tutto solo quattro cifre. Quelle cifre devono occupare le quattro caselle: eliminale dalle altre caselle dell'unità.
lesson-hidden-quadruple = In una riga, colonna o riquadro, quattro cifre possono andare solo nelle stesse quattro caselle. Quelle caselle devono contenere queste quattro cifre: elimina da esse ogni altro candidato.
lesson-x-wing = In ciascuna di due righe una cifra può andare solo in due caselle, e queste stanno nelle stesse due colonne. Una casella di ogni coppia contiene la cifra, che così occupa entrambe le colonne: eliminala dal resto di quelle colonne.
lesson-swordfish = In ciascuna di tre righe una cifra può andare solo in caselle delle stesse tre colonne. Le tre righe mettono la cifra una volta in ognuna di quelle colonne: eliminala dal resto delle colonne. Vale anche scambiando righe e colonne.
lesson-jellyfish = In ciascuna di quattro righe una cifra può andare solo in caselle delle stesse quattro colonne. Le quattro righe mettono la cifra una volta in ognuna di quelle colonne: eliminala dal resto delle colonne. Vale anche scambiando righe e colonne.
lesson-remote-pair = Una catena di caselle che contengono tutte solo le stesse due cifre, ognuna che vede la successiva. Lungo la catena le cifre si alternano, quindi due caselle a distanza dispari le contengono entrambe: una casella che le vede tutte e due non può contenere nessuna delle due cifre.
lesson-bivalue-universal-grave-1 = Ogni casella vuota ha due candidati, tranne una che ne ha tre. Senza la cifra che compare tre volte nella riga, colonna e riquadro di quella casella la griglia avrebbe due soluzioni; dato che la soluzione è unica, quella cifra va nella casella.
lesson-skyscraper = In ciascuna di due righe una cifra ha solo due posizioni, e una posizione di ogni riga sta nella stessa colonna. Quelle due non possono contenerla entrambe, quindi una delle altre due sì: elimina la cifra dalle caselle che le vedono entrambe. Vale anche con le colonne.
lesson-2-string-kite = Una cifra ha solo due posizioni in una riga e due in una colonna, e una posizione di ciascuna sta nello stesso riquadro. Quelle due non possono contenerla entrambe, quindi uno dei due estremi lontani sì: elimina la cifra dalla casella che vede entrambi gli estremi lontani.
lesson-turbot-fish = Due coppie di posizioni di una cifra, ognuna le uniche due della sua riga, colonna o riquadro, dove un estremo della prima vede un estremo della seconda. Quei due non possono contenerla entrambi, quindi uno degli estremi lontani sì: elimina la cifra dalle caselle che li vedono entrambi.
lesson-empty-rectangle = In un riquadro, le posizioni di una cifra stanno tutte su una riga e una colonna del riquadro, a croce. Prendi una colonna fuori dal riquadro dove la cifra ha solo due posizioni, una sulla riga della croce: la cifra non può andare dove la riga dell'altra posizione incontra la colonna della croce.
lesson-w-wing = Due caselle che non si vedono contengono entrambe solo x e y. Se una riga, colonna o riquadro ha y in due sole posizioni, ognuna che vede una delle due caselle, queste non possono essere entrambe y, quindi una è x: elimina x dalle caselle che le vedono entrambe.
lesson-xy-wing = Una casella perno con solo xy vede due caselle con solo xz e yz. Qualunque cifra prenda il perno, una di queste due diventa z: elimina z da ogni casella che le vede entrambe.
lesson-xyz-wing = Una casella perno con solo xyz vede due caselle con solo xz e yz. Una delle tre caselle deve essere z: elimina z da ogni casella che le vede tutte e tre.
lesson-unique-rectangle-type-1 = Un sudoku valido ha una sola soluzione, quindi i quattro angoli di un rettangolo su due riquadri non possono finire per contenere solo le stesse due cifre: si potrebbero scambiare. Tre angoli contengono solo la coppia: elimina entrambe le sue cifre dal quarto.
lesson-unique-rectangle-type-2 = Un rettangolo su due riquadri ha la stessa coppia in tutti e quattro gli angoli, e i due angoli di un lato aggiungono una stessa cifra extra. Con una sola soluzione la coppia non può riempirli tutti, quindi uno dei due ha la cifra extra: eliminala dalle caselle che li vedono entrambi.
lesson-unique-rectangle-type-3 = Un rettangolo su due riquadri ha la stessa coppia, e i due angoli di un lato aggiungono cifre extra. Con una sola soluzione uno dei due ha un extra: trattali come un'unica casella con le sole cifre extra e cerca un sottoinsieme nudo con altre caselle della loro riga, colonna o riquadro.
lesson-unique-rectangle-type-4 = Un rettangolo su due riquadri ha la coppia xy, e i due angoli di un lato hanno cifre extra. Se x non può andare altrove in una riga, colonna o riquadro che condividono, uno dei due è x. Se l'altro fosse y la coppia sarebbe scambiabile, ma la soluzione è unica: elimina y da entrambi.
lesson-unique-rectangle-type-5 = Un rettangolo su due riquadri ha la stessa coppia, e due angoli opposti, o tre, aggiungono una stessa cifra extra. Con una sola soluzione la coppia non può riempirli tutti, quindi uno di essi ha la cifra extra: eliminala dalle caselle che li vedono tutti.
lesson-unique-rectangle-type-6 = Un rettangolo su due riquadri ha la coppia xy, con cifre extra in due angoli opposti, e nelle sue due righe e colonne x sta solo nel rettangolo. Se gli angoli con extra prendessero x, gli altri sarebbero y, uno schema scambiabile: con una sola soluzione, elimina x da lì.
lesson-hidden-rectangle = Un rettangolo su due riquadri ha la coppia xy, e un angolo contiene solo xy. Nella riga e nella colonna dell'angolo opposto, x sta solo nel rettangolo. Se quell'angolo fosse y la coppia sarebbe scambiabile, ma la soluzione è unica: elimina y da esso.
lesson-avoidable-rectangle-type-1 = Tre angoli di un rettangolo su due riquadri sono stati risolti, non erano dati, con solo due cifre in tutto. Se l'angolo libero prendesse la cifra che completa lo schema, le due cifre si potrebbero scambiare (due soluzioni): con una sola soluzione, eliminala da lì.
lesson-avoidable-rectangle-type-2 = Due angoli di un rettangolo su due riquadri sono stati risolti, non erano dati, come x e y, e gli altri due contengono yz e xz. Se prendessero y e x, i quattro si potrebbero scambiare (due soluzioni), quindi uno dei due è z: elimina z dalle caselle che li vedono entrambi.
lesson-finned-x-wing = Un X-Wing su una cifra, salvo che una riga ha anche posizioni extra (pinne), tutte in un riquadro. O vale l'X-Wing o una pinna contiene la cifra: eliminala solo dalle caselle delle colonne dell'X-Wing che stanno nel riquadro delle pinne.
lesson-sashimi-x-wing = Un Finned X-Wing senza un angolo: nel riquadro delle pinne il pesce ha perso un candidato d'angolo. Comunque o il pesce o una pinna contiene la cifra: eliminala dalle caselle delle colonne del pesce che vedono tutte le pinne.
lesson-finned-swordfish = Uno Swordfish su una cifra, salvo che delle posizioni extra (pinne) stanno in un riquadro. O vale lo Swordfish o una pinna contiene la cifra: eliminala solo dalle caselle che il pesce ripulirebbe e che vedono anche tutte le pinne.
lesson-sashimi-swordfish = Un Finned Swordfish a cui manca un candidato d'angolo nel riquadro delle pinne: senza le pinne non sarebbe affatto un pesce. Comunque o il pesce o una pinna contiene la cifra: eliminala dalle caselle che il pesce ripulirebbe e che vedono tutte le pinne.
lesson-finned-jellyfish = Un Jellyfish (quattro righe, quattro colonne) su una cifra, salvo che delle posizioni extra (pinne) stanno in un riquadro. O vale il Jellyfish o una pinna contiene la cifra: eliminala solo dalle caselle che il pesce ripulirebbe e che vedono anche tutte le pinne.
lesson-sashimi-jellyfish = Un Finned Jellyfish a cui manca un candidato d'angolo nel riquadro delle pinne: senza le pinne le quattro righe non formerebbero un pesce. Comunque o il pesce o una pinna contiene la cifra: eliminala dalle caselle che il pesce ripulirebbe e che vedono tutte le pinne.
lesson-sue-de-coq = Dove un riquadro e una linea si incrociano, due o tre caselle contengono almeno due cifre più delle caselle. Se altre caselle della linea e del riquadro bloccano ciascuna alcune di quelle cifre, nessuna in comune, le cifre si ripartiscono: togli quelle della linea dalla linea, quelle del riquadro dal riquadro.
lesson-simple-colors = Prendi una cifra e colora con due colori alternati le sue posizioni collegate come uniche due di una riga, colonna o riquadro: un colore contiene la cifra. Due caselle dello stesso colore che si vedono lo rendono falso; una casella che vede entrambi i colori perde la cifra.
lesson-multi-colors = Colora due gruppi separati di posizioni collegate di una cifra, con due colori ciascuno. Un colore che vede entrambi i colori dell'altro gruppo è falso. Se un colore di ciascun gruppo vede l'altro, uno dei due colori restanti è vero: le caselle che li vedono entrambi perdono la cifra.
lesson-x-chain = Una catena su una cifra che alterna collegamenti forti (le uniche due posizioni in una riga, colonna o riquadro) e deboli (due posizioni che si vedono), forte a entrambi gli estremi. Un estremo contiene la cifra: eliminala dalle caselle che vedono entrambi gli estremi.
lesson-xy-chain = Una catena di caselle con due candidati ciascuna, ognuna che vede la successiva e ha una cifra in comune con essa, con z a entrambi gli estremi. Se la prima non è z, ogni casella forza la successiva e l'ultima è z. Quindi un estremo è z: elimina z dalle caselle che vedono entrambi gli estremi.
lesson-nice-loop-aic = Una catena su caselle e cifre qualsiasi che alterna collegamenti forti (almeno uno di due candidati è vero) e deboli (al massimo uno lo è). Un estremo è vero, quindi cade ciò che contrasta con entrambi; se la catena si chiude ad anello, elimina il suo inizio oppure candidati lungo i collegamenti deboli.
lesson-grouped-nice-loop-aic = Un Nice Loop o AIC in cui alcuni collegamenti passano per un gruppo: due o tre posizioni di una cifra in un riquadro e una linea, contate come un solo nodo, vero se lo è una di esse. La logica è la stessa: cade ciò che contrasta con entrambi gli estremi.
lesson-als-xz = Un insieme quasi bloccato (ALS) è formato da N caselle di una riga, colonna o riquadro con N+1 cifre. Due insiemi condividono una cifra x le cui posizioni si vedono tutte, quindi a uno dei due manca x ed è bloccato. Una cifra z presente in entrambi sta allora in uno dei due: elimina z dalle caselle che vedono ogni z di entrambi.
lesson-als-xy-wing = Tre insiemi quasi bloccati (N caselle, N+1 cifre): A e C condividono x, B e C condividono y, cifre le cui posizioni si vedono tutte. C contiene x o y, quindi A o B è bloccato, e una cifra z presente in A e in B sta in uno dei due: elimina z dalle caselle che vedono ogni z di entrambi.
lesson-als-xy-chain = Una catena di quattro o più insiemi quasi bloccati (N caselle, N+1 cifre), ognuno collegato al successivo da una cifra le cui posizioni si vedono tutte, mai la stessa due volte di fila. Uno dei due insiemi estremi è bloccato: elimina una cifra z comune a entrambi dalle caselle che vedono tutti i loro candidati z.
lesson-franken-x-wing = Un X-Wing in cui un riquadro prende il posto di una riga o colonna: in due righe o riquadri una cifra va solo in caselle di due colonne o riquadri. I primi due la mettono una volta in ognuno degli altri: eliminala dal resto di questi. Vale anche con le colonne come base.
lesson-franken-swordfish = Uno Swordfish in cui dei riquadri prendono il posto di alcune righe o colonne: in tre righe o riquadri una cifra va solo in caselle di tre colonne o riquadri. I primi tre la mettono una volta in ognuno degli altri: eliminala dal resto di questi.
lesson-franken-jellyfish = Un Jellyfish in cui dei riquadri prendono il posto di alcune righe o colonne: in quattro righe o riquadri una cifra va solo in caselle di quattro colonne o riquadri. I primi quattro la mettono una volta in ognuno degli altri: eliminala dal resto di questi.
lesson-finned-franken-x-wing = Un Franken X-Wing (un riquadro fra le sue righe o colonne) con posizioni extra, le pinne, fuori dalle linee e dai riquadri che copre. O vale il pesce o una pinna contiene la cifra: eliminala solo dalle caselle che il pesce ripulirebbe e che vedono anche tutte le pinne.
lesson-finned-franken-swordfish = Un Franken Swordfish (riquadri fra le sue righe o colonne) con posizioni extra, le pinne, fuori dalle linee e dai riquadri che copre. O il pesce o una pinna contiene la cifra: eliminala solo dalle caselle che le tre coperture ripulirebbero e che vedono anche tutte le pinne.
lesson-finned-franken-jellyfish = Un Franken Jellyfish (riquadri fra le sue righe o colonne) con posizioni extra, le pinne, fuori dalle linee e dai riquadri che copre. O il pesce o una pinna contiene la cifra: eliminala solo dalle caselle che le quattro coperture ripulirebbero e che vedono anche tutte le pinne.
lesson-mutant-x-wing = Un pesce su righe, colonne e riquadri mescolati a piacere: in due di queste unità una cifra va solo in caselle di altre due. Le prime due mettono la cifra una volta in ognuna delle altre: eliminala dal resto di queste due.
lesson-mutant-swordfish = Un pesce su righe, colonne e riquadri mescolati a piacere: in tre di queste unità una cifra va solo in caselle di altre tre. Le prime tre mettono la cifra una volta in ognuna delle altre: eliminala dal resto di queste tre.
lesson-mutant-jellyfish = Un pesce su righe, colonne e riquadri mescolati a piacere: in quattro di queste unità una cifra va solo in caselle di altre quattro. Le prime quattro mettono la cifra una volta in ognuna delle altre: eliminala dal resto di queste quattro.
lesson-finned-mutant-x-wing = Un Mutant X-Wing (due righe, colonne o riquadri coperti da altri due) con posizioni extra, le pinne, fuori dalle coperture. O il pesce o una pinna contiene la cifra: eliminala solo dalle caselle che le due coperture ripulirebbero e che vedono anche tutte le pinne.
lesson-finned-mutant-swordfish = Un Mutant Swordfish (tre righe, colonne o riquadri coperti da altri tre) con posizioni extra, le pinne, fuori dalle coperture. O il pesce o una pinna contiene la cifra: eliminala solo dalle caselle che le coperture ripulirebbero e che vedono anche tutte le pinne.
lesson-finned-mutant-jellyfish = Un Mutant Jellyfish (quattro righe, colonne o riquadri coperti da altri quattro) con posizioni extra, le pinne, fuori dalle coperture. O il pesce o una pinna contiene la cifra: eliminala solo dalle caselle che le coperture ripulirebbero e che vedono anche tutte le pinne.
lesson-kraken-fish = Un pesce con pinne che da solo non elimina nulla. O il pesce o una pinna contiene la cifra, quindi un candidato che il pesce eliminerebbe cade comunque se delle catene mostrano che ogni pinna, se vera, lo elimina anch'essa.
lesson-forcing-chain = Supponi vero, o falso, un candidato e seguine le conseguenze dirette una per una. Se si arriva a una contraddizione, l'ipotesi è sbagliata; se ogni candidato di una casella, o ogni posizione di una cifra in una riga, colonna o riquadro, porta allo stesso risultato, questo è vero.
lesson-forcing-net = Una Forcing Chain i cui passi possono richiedere più fatti insieme: l'ipotesi viene sviluppata con i singoli, così una casella si risolve appena cadono i suoi altri candidati. Una contraddizione la confuta, e un risultato raggiunto in ogni caso è vero.
lesson-trial-and-error = Nessuna delle tecniche qui si applica, quindi si tira a indovinare: prova a turno ogni candidato di una casella e prosegui. Ogni tentativo tranne uno porta a una contraddizione, quindi si inserisce quello rimasto. È un procedere per tentativi, non uno schema che si vede.

## Suggerimenti, livello per livello: dove guardare, quali caselle, la mossa.

hint-look-unit = Cerca { $technique } { $unit-kind ->
    [row] nella riga { $unit-number }
    [column] nella colonna { $unit-number }
   *[box] nel riquadro { $unit-number }
}.
hint-look-digit = Cerca { $technique } { $digit ->
    [1] sull'1
    [8] sull'8
   *[other] sul { $digit }
}.
hint-look = Cerca { $technique }.
hint-trial = Nessuna tecnica è applicabile: la prossima cifra va trovata per tentativi.
hint-cells = { $technique }: guarda { $cells-art }.
hint-mistake-somewhere = Una delle cifre sulla griglia è sbagliata.
hint-mistake = C'è un { $entered } { $cell-in }, che non è la cifra giusta.
hint-mistake-move = C'è un { $entered } { $cell-in }, ma ci va un { $correct }.
hint-missing-note = In una casella le tue note non includono la cifra che ci va.
hint-missing-note-cell = Le tue note { $cell-in } non includono la cifra che ci va.
hint-missing-note-move = Le tue note { $cell-in } non includono { $digit ->
    [1] l'1
    [8] l'8
   *[other] il { $digit }
}, che è la cifra giusta.
hint-solved = Il sudoku è risolto.
hint-not-proper = Nessun suggerimento: { $error }.
puzzle-clash = le cifre { $cells-in } sono in conflitto
puzzle-no-solution = il sudoku non ha soluzione
puzzle-several-solutions = il sudoku ha più di una soluzione

step-trial = nessuna tecnica nota a questo motore è applicabile; provando una per una le cifre { $cell-di }, tutte tranne { $digit ->
    [1] l'1
    [8] l'8
   *[other] il { $digit }
} portano a una contraddizione

## Pesci, colorazione, catene, nice loop, insiemi quasi bloccati

step-fish = { $base-in }, { $digit ->
    [1] l'1
    [8] l'8
   *[other] il { $digit }
} può andare solo { $cover-in }, perciò { $digit ->
    [1] l'1
    [8] l'8
   *[other] il { $digit }
} di ognuna { $orientation ->
    [rows] di quelle colonne sta in quelle righe
   *[columns] di quelle righe sta in quelle colonne
}
step-finned-fish = { $base-in }, { $digit ->
    [1] l'1
    [8] l'8
   *[other] il { $digit }
} può andare solo { $cover-in } o { $fins-count ->
    [one] nella pinna { $fins-app }; che la pinna contenga
   *[other] nelle pinne { $fins-app }; che le pinne contengano
} o no { $digit ->
    [1] l'1
    [8] l'8
   *[other] il { $digit }
}, sono escluse le caselle di quelle linee nel riquadro { $fins-count ->
    [one] della pinna
   *[other] delle pinne
}

step-simple-colors-wrap = colorando con due colori le coppie coniugate { $digit ->
    [1] dell'1
    [8] dell'8
   *[other] del { $digit }
}, due caselle dello stesso colore ({ $cells }) si vedono, quindi quel colore è falso
step-simple-colors-trap = colorando con due colori le coppie coniugate { $digit ->
    [1] dell'1
    [8] dell'8
   *[other] del { $digit }
} ({ $first } contro { $second }), uno dei due colori contiene { $digit ->
    [1] l'1
    [8] l'8
   *[other] il { $digit }
}
step-multi-colors-wrap = dati due gruppi { $digit ->
    [1] dell'1
    [8] dell'8
   *[other] del { $digit }
}, il colore { $cells-app } vede entrambi i colori dell'altro gruppo, uno dei quali è vero
step-multi-colors-trap = due gruppi { $digit ->
    [1] dell'1
    [8] dell'8
   *[other] del { $digit }
} hanno colori che si vedono, quindi uno dei loro altri colori è vero: quello { $first-di } o quello { $second-di }

fact-in = { $digit ->
    [1] l'1
    [8] l'8
   *[other] il { $digit }
} è in { $group }
fact-not-in = { $digit ->
    [1] l'1
    [8] l'8
   *[other] il { $digit }
} non è in { $group }
chain-then = allora { $fact }
step-chain = { $chain }: se { $facts }; dunque { $start-art } è { $start-digit } o { $end-art } è { $end-digit }
step-remote-pair = { $cells-art } contengono tutte solo { $digits }, e ognuna vede la successiva ({ $chain }): lungo la catena le due cifre si alternano, e una casella che vede due caselle di parità opposta vede entrambe le cifre
step-nice-loop = { $kind ->
    [grouped-discontinuous] un nice loop discontinuo raggruppato
    [continuous] un nice loop continuo
    [grouped-continuous] un nice loop continuo raggruppato
   *[discontinuous] un nice loop discontinuo
}: { $chain }; se { $start }, la catena ritorna alla casella di partenza
step-aic = { $kind ->
    [grouped] una catena a inferenze alternate raggruppata
   *[plain] una catena a inferenze alternate
}: { $chain }; se { $start }, allora { $end }, dunque uno dei due estremi è vero

step-als-xz = { $first-art } ({ $first-digits } { $first-unit-kind ->
    [row] nella riga { $first-unit-number }
    [column] nella colonna { $first-unit-number }
   *[box] nel riquadro { $first-unit-number }
}) e { $second-art } ({ $second-digits } { $second-unit-kind ->
    [row] nella riga { $second-unit-number }
    [column] nella colonna { $second-unit-number }
   *[box] nel riquadro { $second-unit-number }
}) sono insiemi quasi bloccati; ogni { $digit } dell'uno vede ogni { $digit } dell'altro, perciò al massimo un insieme lo contiene e l'altro è bloccato{ $commons-count ->
    [1] {""}
   *[other] {" "}(lo stesso vale per entrambe le cifre comuni: entrambi gli insiemi sono bloccati)
}
step-als-xy-wing = { $first-art } ({ $first-digits }), { $second-art } ({ $second-digits }) e { $third-art } ({ $third-digits }) sono insiemi quasi bloccati; i primi due sono collegati al terzo da { $x } e { $y }, e il terzo non può contenerli entrambi, perciò il primo o il secondo è bloccato
als-set = { $cells-art } ({ $digits })
als-restricted-common = { $digits }
step-als-xy-chain = { $sets } sono insiemi quasi bloccati in catena, ognuno collegato al successivo da una cifra comune vincolata ({ $commons }); se il primo insieme non è bloccato, ogni insieme blocca a sua volta il successivo, perciò il primo o l'ultimo è bloccato

step-complex-fish = { $base-in }, { $digit ->
    [1] l'1
    [8] l'8
   *[other] il { $digit }
} può andare solo { $cover-in }, perciò { $digit ->
    [1] l'1
    [8] l'8
   *[other] il { $digit }
} di ognuna delle unità di copertura sta in una delle unità di base
step-complex-fish-finned = { $base-in }, { $digit ->
    [1] l'1
    [8] l'8
   *[other] il { $digit }
} può andare solo { $cover-in }{ $endo-fins-count ->
    [0] {""}
   *[other] {" "}(con le pinne interne { $endo-fins-app }, in due unità di base)
} o nelle pinne { $fins-app }; che { $digit ->
    [1] l'1
    [8] l'8
   *[other] il { $digit }
} stia nel pesce o in una pinna, sono escluse le caselle che vedono tutte le pinne
step-kraken-fish = { $base-in }, { $digit ->
    [1] l'1
    [8] l'8
   *[other] il { $digit }
} può andare solo { $cover-in } o nelle pinne { $fins-app }; ovunque stia, le catene che partono { $premises-da } eliminano tutte { $target-digit ->
    [1] l'1
    [8] l'8
   *[other] il { $target-digit }
} { $target-da }

## Skyscraper, rettangoli, sottoinsiemi, ali, catene forzate

step-turbot-fish = { $digit ->
    [1] l'1
    [8] l'8
   *[other] il { $digit }
} è { $first1-in } o { $first2-in } (uniche posizioni { $first-unit-kind ->
    [row] nella riga { $first-unit-number }
    [column] nella colonna { $first-unit-number }
   *[box] nel riquadro { $first-unit-number }
}) e { $second1-in } o { $second2-in } (uniche posizioni { $second-unit-kind ->
    [row] nella riga { $second-unit-number }
    [column] nella colonna { $second-unit-number }
   *[box] nel riquadro { $second-unit-number }
}); { $near1-art } e { $near2-art } si vedono, perciò { $far1-art } o { $far2-art } è { $digit }
step-empty-rectangle = nel riquadro { $box-number }, { $digit ->
    [1] l'1
    [8] l'8
   *[other] il { $digit }
} sta solo { $line-kind ->
    [row] nella riga { $line-number }
    [column] nella colonna { $line-number }
   *[box] nel riquadro { $line-number }
} e { $other-kind ->
    [row] nella riga { $other-number }
    [column] nella colonna { $other-number }
   *[box] nel riquadro { $other-number }
}; { $pair-unit-kind ->
    [row] la riga { $pair-unit-number } ha
    [column] la colonna { $pair-unit-number } ha
   *[box] il riquadro { $pair-unit-number } ha
} { $digit ->
    [1] l'1
    [8] l'8
   *[other] il { $digit }
} { $start-in } o { $end-in }: se è { $start-in }, { $digit ->
    [1] l'1
    [8] l'8
   *[other] il { $digit }
} del riquadro sta { $other-kind ->
    [row] nella riga { $other-number }
    [column] nella colonna { $other-number }
   *[box] nel riquadro { $other-number }
}, e se è { $end-in }, questa casella vede direttamente { $target-art }
step-naked-subset = le caselle { $cells-app } ({ $units }) possono contenere in tutto solo { $digits }
step-hidden-subset = { $unit-kind ->
    [row] nella riga { $unit-number }
    [column] nella colonna { $unit-number }
   *[box] nel riquadro { $unit-number }
}, le cifre { $digits } possono andare solo { $cells-in }
step-sue-de-coq = { $cells-art } (dove { $line-kind ->
    [row] la riga { $line-number }
    [column] la colonna { $line-number }
   *[box] il riquadro { $line-number }
} e il riquadro { $box-number } si incrociano) contengono { $digits }; { $line-cells-art } { $line-kind ->
    [row] nella riga { $line-number }
    [column] nella colonna { $line-number }
   *[box] nel riquadro { $line-number }
} e { $box-cells-art } nel riquadro { $box-number } ne occupano tutte tranne tante quante sono le caselle dell'incrocio, perciò le cifre si ripartiscono fra queste caselle
step-xy-wing = { $pivot-art } è { $pivot-digits }, e in entrambi i casi una delle ali, { $pincer1-art } o { $pincer2-art }, è { $digit }
step-xyz-wing = { $pivot-art } è { $pivot-digits }; se non è { $digit }, una delle ali, { $pincer1-art } o { $pincer2-art }, è { $digit }, perciò una delle tre caselle è { $digit }
step-w-wing = { $first-art } e { $second-art } contengono entrambe solo { $x } e { $y }; { $unit-kind ->
    [row] nella riga { $unit-number }
    [column] nella colonna { $unit-number }
   *[box] nel riquadro { $unit-number }
}, { $y ->
    [1] l'1
    [8] l'8
   *[other] il { $y }
} è { $end1-in } o { $end2-in }, ognuna delle quali vede una delle due caselle, perciò queste non possono essere entrambe { $y } e una delle due è { $x }
intro-unique-rectangle = se { $cells-art } contenessero tutte solo { $digits }, le due cifre si potrebbero scambiare e il sudoku avrebbe due soluzioni
step-unique-rectangle-1 = { $intro }; solo { $cell-art } può evitarlo
step-unique-rectangle-2 = { $intro }; perciò una delle caselle { $cells-app } è { $digit }
step-unique-rectangle-5 = { $intro }; perciò una delle caselle { $cells-app } è { $digit }
step-unique-rectangle-3 = { $intro }; perciò una delle caselle { $corners-app } contiene una cifra extra, e insieme { $cells-a } queste caselle contengono solo { $digits } { $unit-kind ->
    [row] nella riga { $unit-number }
    [column] nella colonna { $unit-number }
   *[box] nel riquadro { $unit-number }
}
step-unique-rectangle-4 = { $intro }; { $locked ->
    [1] l'1
    [8] l'8
   *[other] il { $locked }
} deve andare { $cell1-in } o { $cell2-in } (in nessun'altra casella che vedono entrambe), perciò nessuna delle due può essere { $removed }
step-unique-rectangle-6 = { $intro }; nelle sue due righe e colonne { $digit ->
    [1] l'1
    [8] l'8
   *[other] il { $digit }
} sta solo nel rettangolo (un X-Wing), perciò deve occupare gli angoli { $cells-app } o nessuno dei due
step-hidden-rectangle = { $intro }; nella riga { $row-number } e nella colonna { $column-number }, { $locked ->
    [1] l'1
    [8] l'8
   *[other] il { $locked }
} sta solo nel rettangolo, perciò se { $cell-art } fosse { $removed }, entrambi { $locked ->
    [1] gli 1
    [8] gli 8
   *[other] i { $locked }
} cadrebbero nel rettangolo
intro-avoidable-rectangle = le caselle { $first-app } e { $second-app }, vuote all'inizio, sono state risolte con { $digit1 } e { $digit2 }; se { $third-art } diventasse { $digit2 } e { $fourth-art } diventasse { $digit1 }, le quattro caselle si potrebbero scambiare
step-avoidable-rectangle-1 = { $intro }
step-avoidable-rectangle-2 = { $intro }; perciò una delle due è { $digit }
step-bug-plus-one = ogni casella libera tranne { $cell-art } ha due candidati, e senza { $digit ->
    [1] l'1
    [8] l'8
   *[other] il { $digit }
} { $cell-in } ogni cifra comparirebbe due volte in ogni unità: una griglia così ha due soluzioni

fact-on = { $cell-art } è { $digit }
fact-off = { $cell-art } non è { $digit }

# Dopo "porta": ogni messaggio comincia con la sua preposizione.
clash-itself = al contrario della premessa
clash-both = { $cell-a } che è e non è { $digit } insieme
clash-two-digits = a due cifre { $cell-in }
clash-twice = a due { $digit } { $unit-kind ->
    [row] nella riga { $unit-number }
    [column] nella colonna { $unit-number }
   *[box] nel riquadro { $unit-number }
}
clash-empty-cell = a lasciare { $cell-art } senza cifre possibili
clash-no-place = a lasciare { $digit ->
    [1] l'1
    [8] l'8
   *[other] il { $digit }
} senza posto { $unit-kind ->
    [row] nella riga { $unit-number }
    [column] nella colonna { $unit-number }
   *[box] nel riquadro { $unit-number }
}
step-forcing-chain-contradiction = se { $premise }, { $count ->
    [0] la catena porta
    [one] la catena porta
   *[other] le catene portano
} { $clash } ({ $chains })
step-forcing-net-contradiction = se { $premise }, la rete porta { $clash } ({ $chains })
step-forcing-verity = { $cases ->
    [candidate] { $cell-art } è { $digit } oppure no
    [cell] { $cell-art } contiene uno dei suoi candidati
   *[unit] { $unit-kind ->
        [row] la riga { $unit-number }
        [column] la colonna { $unit-number }
       *[box] il riquadro { $unit-number }
    } contiene { $digit ->
        [1] l'1
        [8] l'8
       *[other] il { $digit }
    } in una delle sue posizioni
}, e ogni caso porta allo stesso risultato ({ $chains })

## Killer Sudoku: the cage techniques (see en.ftl)

technique-cage-combinations = Combinazioni della gabbia
technique-cage-combinations-indefinite = le combinazioni di una gabbia
technique-hidden-cage-digit = Cifra nascosta della gabbia
technique-hidden-cage-digit-indefinite = una cifra nascosta della gabbia
technique-cage-candidates = Candidati della gabbia
technique-cage-candidates-indefinite = i candidati di una gabbia
technique-locked-cage-digit = Cifra bloccata della gabbia
technique-locked-cage-digit-indefinite = una cifra bloccata della gabbia
technique-innies-and-outies = Innies e outies
technique-innies-and-outies-indefinite = innies e outies
technique-cages-in-a-unit = Gabbie in un'unità
technique-cages-in-a-unit-indefinite = gabbie in un'unità
technique-group-innies-and-outies = Innies e outies di gruppo
technique-group-innies-and-outies-indefinite = innies e outies di gruppo
technique-virtual-cage = Gabbia virtuale
technique-virtual-cage-indefinite = una gabbia virtuale

lesson-cage-combinations = Le cifre diverse di una gabbia fanno la sua somma, e pochi insiemi ci riescono: due caselle da 17 possono essere solo 8 e 9, tre da 7 solo 1, 2 e 4. Togli dalle caselle della gabbia ogni cifra che nessuno di questi insiemi contiene.
lesson-hidden-cage-digit = Ogni insieme di cifre che fa la somma di una gabbia contiene una certa cifra, quindi la gabbia deve contenerla. Se solo una casella della gabbia può prenderla, va lì.
lesson-cage-candidates = Prova ogni insieme che fa la somma di una gabbia contro i candidati delle sue caselle: un insieme le cui cifre non si possono mettere, una per casella, è escluso. Togli i candidati che nessun insieme rimasto mette nella loro casella.
lesson-locked-cage-digit = Una gabbia deve contenere una cifra presente in ogni insieme della sua somma, e le sue caselle che possono prenderla vedono tutte certe altre caselle. Ovunque vada la cifra nella gabbia, quelle caselle la vedono: toglila da lì.
lesson-innies-and-outies = Una riga, colonna o riquadro fa 45. Togli le gabbie tutte dentro: le caselle rimaste, gli innies, fanno il resto. Le gabbie che vi entrano coprono anche caselle fuori, gli outies, che fanno quanto quelle gabbie hanno oltre 45.
lesson-cages-in-a-unit = Due gabbie nella stessa riga, colonna o riquadro non condividono cifre. Un insieme di una gabbia che condivide una cifra con ogni insieme ancora possibile dell'altra è escluso; togli i candidati che solo quegli insiemi usavano.
lesson-group-innies-and-outies = La regola del 45 su unità vicine: due righe fanno 90, tre 135. Le gabbie tutte dentro danno agli innies una somma nota, quelle che entrano la danno agli outies. Usa quelle somme come quella di una gabbia.
lesson-virtual-cage = Quando gli innies o gli outies di una riga, colonna o riquadro stanno in una sola gabbia, il resto della gabbia fa la sua somma meno la loro: una gabbia tracciata con l'aritmetica. Combinazioni e candidati valgono come per ogni gabbia.

fact-cage = la gabbia { $cells-di } fa { $sum }
sum-placed = { $placed-art } { $placed-count ->
    [one] contiene
   *[other] contengono
} già { $placed-sum }, lasciando { $total } - { $placed-sum } = { $sum } { $cells-a }
sum-innies = le gabbie { $units-in } fanno { $inside }, lasciando { $total } - { $inside } = { $sum } { $cells-by ->
    [cell] { $cells-a }
   *[other] { $cells-count ->
        [one] alla casella
       *[other] alle caselle
    } { $cells-app }
}
sum-outies = le gabbie che entrano { $units-in } fanno { $touching }, di cui { $touching } - { $total } = { $sum } fuori, { $cells-in }
sum-virtual = quelle caselle stanno nella gabbia { $cage-di } ({ $cage-sum }), { $cells-count ->
    [one] la cui altra casella, { $cells-in }, vale
   *[other] le cui altre caselle, { $cells-in }, fanno
} { $cage-sum } - { $part } = { $sum }
step-cage-combinations = { $facts }; con cifre diverse si ottiene solo come { $combinations }
step-cage-candidates = { $facts }; con cifre diverse si ottiene come { $combinations }, e con i loro candidati solo come { $fitting }
step-hidden-cage-digit = { $facts }; ogni modo di ottenerlo ({ $combinations }) usa { $digit ->
    [1] l'1
    [8] l'8
   *[other] il { $digit }
}, e nella gabbia solo { $cell-art } può prenderlo
step-locked-cage-digit = { $facts }; ogni modo di ottenerlo ({ $combinations }) usa { $digit ->
    [1] l'1
    [8] l'8
   *[other] il { $digit }
}, e nella gabbia solo { $places-art } possono prenderlo, quindi non può stare nelle caselle che le vedono tutte
step-cages-in-unit = { $facts }, come { $combinations }; la gabbia { $other-di } ({ $other-sum }), anch'essa { $unit-in }, deve essere { $other-combinations }, ognuna con una cifra in comune con { $dropped }, e resta { $fitting }
step-sum = { $facts }; con i loro candidati solo { $ways } lo ottengono
step-sum-single = { $facts }
