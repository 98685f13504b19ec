# Peerless : français. Mêmes messages que en.ftl ; les commentaires de en.ftl disent ce que
# contient chaque variable.
#
# Conventions : cases notées r3c7 (ligne, colonne), comme la notation des chaînes ; une unité
# porte son article (« la ligne 3 », « la colonne 7 », « le bloc 5 ») ; après « de », $x-de ou
# $x-kind et $x-number écrivent « du bloc 5 ».

## Names, lists

# Une case nommée dans une phrase prend ce que la phrase demande : $x-art « la case de la ligne
# 3, colonne 7 » (sujet, complément, après « seule », « sauf », « avec », « si »), $x-de « de la
# ligne 3, colonne 7 », $x-app après un nom (« les cases de la ligne 1, colonnes 2 et 3 »), $x-en
# pour un lieu (« à la ligne 3, colonne 7 »). En notation, une case n'a pas d'article : « r3c7 »,
# « de r3c7 », « en r3c7 », « les cases r1c2 et r1c3 », et la préposition d'une liste se dit une
# fois (« en r5c4, r5c5 et r5c9 »). Épelées, chaque ligne d'une liste répète la sienne (« à la
# ligne 1, colonne 2 ainsi qu'à la ligne 5, colonne 4 »). Seule (un titre, une étiquette), une
# case épelée reste nue : « ligne 3, colonne 7 ».
cell = { $case ->
    [de] de r{ $row }c{ $column }
    [en] en r{ $row }c{ $column }
   *[plain] r{ $row }c{ $column }
}
    .cases = art de app en
# Nom épelé, pour un lecteur d'écran.
cell-spelled = { $case ->
    [art] la case de la ligne { $row }, colonne { $column }
    [de] de la ligne { $row }, colonne { $column }
    [app] de la ligne { $row }, colonne { $column }
    [en] à la ligne { $row }, colonne { $column }
   *[plain] ligne { $row }, colonne { $column }
}
cells-spelled-row = { $case ->
    [art] les cases de la ligne { $row }, colonnes { $columns }
    [de] de la ligne { $row }, colonnes { $columns }
    [app] de la ligne { $row }, colonnes { $columns }
    [en] à la ligne { $row }, colonnes { $columns }
   *[plain] ligne { $row }, colonnes { $columns }
}
# Nom d'une unité, avec son article ; $x-de, $x-app « du bloc 5 », $x-en « dans le bloc 5 ».
unit = { $kind ->
    [row] { $case ->
        [de] de la ligne { $number }
        [app] de la ligne { $number }
        [en] dans la ligne { $number }
       *[plain] la ligne { $number }
    }
    [column] { $case ->
        [de] de la colonne { $number }
        [app] de la colonne { $number }
        [en] dans la colonne { $number }
       *[plain] la colonne { $number }
    }
   *[box] { $case ->
        [de] du bloc { $number }
        [app] du bloc { $number }
        [en] dans le bloc { $number }
       *[plain] le bloc { $number }
    }
}
units-of-kind = { $kind ->
    [row] { $case ->
        [de] des lignes { $numbers }
        [app] des lignes { $numbers }
        [en] dans les lignes { $numbers }
       *[plain] les lignes { $numbers }
    }
    [column] { $case ->
        [de] des colonnes { $numbers }
        [app] des colonnes { $numbers }
        [en] dans les colonnes { $numbers }
       *[plain] les colonnes { $numbers }
    }
   *[box] { $case ->
        [de] des blocs { $numbers }
        [app] des blocs { $numbers }
        [en] dans les blocs { $numbers }
       *[plain] les blocs { $numbers }
    }
}
list-separator = {", "}
list-separator-cells = {" ; "}
# « ainsi qu'à la ligne 4 » : l'élision devant $x-en.
list-and-cells = { $case ->
    [en] { $rest } ainsi qu'{ $last }
   *[other] { $rest } ainsi que { $last }
}
list-and = { $rest } et { $last }
list-separator-numbers = {", "}
list-and-numbers = { $rest } et { $last }
list-or = { $rest } ou { $last }
# Après « ne peut valoir » : « ni 1, ni 4, ni 7 ».
list-nor = ni { $rest }, ni { $last }
list-nor-separator = {", ni "}
list-clauses = { $rest } et { $last }
list-clauses-separator = {", "}

## A step of the logic: "Hidden Single: in box 5, only r5c6 can hold 7, so r5c6 is 7."

# Le résultat forme sa propre phrase : bien des raisons finissent déjà sur un « donc ».
step = { $technique } : { $reason }. Par conséquent, { $result }.
result-place = { $cell-art } vaut { $digit }
result-remove = { $cells-count ->
    [one] { $cells-art } { $digits-count ->
        [one] ne peut pas valoir { $digits }
       *[other] ne peut valoir { $digits }
    }
   *[other] { $cells-art } { $digits-count ->
        [one] ne peuvent pas valoir { $digits }
       *[other] ne peuvent valoir { $digits }
    }
}

step-full-house = { $cell-art } est la dernière case vide { $unit-kind ->
    [row] de la ligne { $unit-number }
    [column] de la colonne { $unit-number }
   *[box] du bloc { $unit-number }
}
step-naked-single = tous les chiffres sauf le { $digit } sont déjà dans la ligne, la colonne ou le bloc de { $cell-art }
step-hidden-single = dans { $unit }, seule la case { $cell-app } peut contenir le { $digit }
step-locked-candidates = dans { $unit }, le { $digit } ne peut aller qu'à l'intersection avec { $other }

## Levels of difficulty.

level-easy = Facile
level-medium = Moyen
level-hard = Difficile
level-expert = Expert
level-extreme = Extrême

## Technique names. Les formes « -indefinite » servent dans « Cherchez … dans le bloc 5. »,
## « Cherchez … sur les 7. » et « Cherchez …. »

technique-full-house = Dernière case libre
technique-full-house-indefinite = une dernière case libre
technique-naked-single = Singleton nu
technique-naked-single-indefinite = un singleton nu
technique-hidden-single = Singleton caché
technique-hidden-single-indefinite = un singleton caché
technique-locked-pair = Paire verrouillée
technique-locked-pair-indefinite = une paire verrouillée
technique-locked-triple = Triplet verrouillé
technique-locked-triple-indefinite = un triplet verrouillé
technique-locked-candidates-pointing = Interaction bloc-ligne
technique-locked-candidates-pointing-indefinite = une interaction bloc-ligne
technique-locked-candidates-claiming = Interaction ligne-bloc
technique-locked-candidates-claiming-indefinite = une interaction ligne-bloc
technique-naked-pair = Paire nue
technique-naked-pair-indefinite = une paire nue
technique-naked-triple = Triplet nu
technique-naked-triple-indefinite = un triplet nu
technique-hidden-pair = Paire cachée
technique-hidden-pair-indefinite = une paire cachée
technique-hidden-triple = Triplet caché
technique-hidden-triple-indefinite = un triplet caché
technique-naked-quadruple = Quadruplet nu
technique-naked-quadruple-indefinite = un quadruplet nu
technique-hidden-quadruple = Quadruplet caché
technique-hidden-quadruple-indefinite = un quadruplet caché
technique-x-wing = X-Wing
technique-x-wing-indefinite = un X-Wing
technique-swordfish = Swordfish
technique-swordfish-indefinite = un Swordfish
technique-jellyfish = Jellyfish
technique-jellyfish-indefinite = un Jellyfish
technique-remote-pair = Paire distante
technique-remote-pair-indefinite = une paire distante
technique-bivalue-universal-grave-1 = Bivalue Universal Grave + 1
technique-bivalue-universal-grave-1-indefinite = un Bivalue Universal Grave + 1
technique-skyscraper = Gratte-ciel
technique-skyscraper-indefinite = un gratte-ciel
technique-2-string-kite = 2-String Kite
technique-2-string-kite-indefinite = un 2-String Kite
technique-turbot-fish = Turbot Fish
technique-turbot-fish-indefinite = un Turbot Fish
technique-empty-rectangle = Rectangle vide
technique-empty-rectangle-indefinite = un rectangle vide
technique-w-wing = W-Wing
technique-w-wing-indefinite = un W-Wing
technique-xy-wing = XY-Wing
technique-xy-wing-indefinite = un XY-Wing
technique-xyz-wing = XYZ-Wing
technique-xyz-wing-indefinite = un XYZ-Wing
technique-unique-rectangle-type-1 = Rectangle unique type 1
technique-unique-rectangle-type-1-indefinite = un rectangle unique de type 1
technique-unique-rectangle-type-2 = Rectangle unique type 2
technique-unique-rectangle-type-2-indefinite = un rectangle unique de type 2
technique-unique-rectangle-type-3 = Rectangle unique type 3
technique-unique-rectangle-type-3-indefinite = un rectangle unique de type 3
technique-unique-rectangle-type-4 = Rectangle unique type 4
technique-unique-rectangle-type-4-indefinite = un rectangle unique de type 4
technique-unique-rectangle-type-5 = Rectangle unique type 5
technique-unique-rectangle-type-5-indefinite = un rectangle unique de type 5
technique-unique-rectangle-type-6 = Rectangle unique type 6
technique-unique-rectangle-type-6-indefinite = un rectangle unique de type 6
technique-hidden-rectangle = Rectangle caché
technique-hidden-rectangle-indefinite = un rectangle caché
technique-avoidable-rectangle-type-1 = Rectangle évitable type 1
technique-avoidable-rectangle-type-1-indefinite = un rectangle évitable de type 1
technique-avoidable-rectangle-type-2 = Rectangle évitable type 2
technique-avoidable-rectangle-type-2-indefinite = un rectangle évitable de type 2
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
technique-simple-colors = Coloriage simple
technique-simple-colors-indefinite = un coloriage simple
technique-multi-colors = Coloriage multiple
technique-multi-colors-indefinite = un coloriage multiple
technique-x-chain = Chaîne X
technique-x-chain-indefinite = une chaîne X
technique-xy-chain = Chaîne XY
technique-xy-chain-indefinite = une chaîne XY
technique-nice-loop-aic = Nice Loop/AIC
technique-nice-loop-aic-indefinite = une Nice Loop/AIC
technique-grouped-nice-loop-aic = Nice Loop/AIC groupée
technique-grouped-nice-loop-aic-indefinite = une Nice Loop/AIC groupée
technique-als-xz = ALS-XZ
technique-als-xz-indefinite = un ALS-XZ
technique-als-xy-wing = ALS-XY-Wing
technique-als-xy-wing-indefinite = un ALS-XY-Wing
technique-als-xy-chain = ALS-XY-Chain
technique-als-xy-chain-indefinite = une ALS-XY-Chain
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
technique-forcing-chain = Chaîne de forçage
technique-forcing-chain-indefinite = une chaîne de forçage
technique-forcing-net = Réseau de forçage
technique-forcing-net-indefinite = un réseau de forçage
technique-trial-and-error = Essai-erreur
technique-trial-and-error-indefinite = un essai-erreur

## Lessons: what each technique is and why it works.

lesson-full-house = Une ligne, une colonne ou un bloc n'a plus qu'une case vide. Elle reçoit le seul chiffre qui y manque encore.
lesson-naked-single = Une case n'a plus qu'un candidat : tous les autres chiffres sont déjà dans sa ligne, sa colonne ou son bloc. Ce chiffre y va.
lesson-hidden-single = Dans une ligne, une colonne ou un bloc, un chiffre n'a plus qu'une case possible : toutes les autres cases vides de l'unité voient déjà ce chiffre. Il va dans cette case.
lesson-locked-pair = Deux cases d'un même bloc et d'une même ligne ou colonne ne contiennent que les deux mêmes chiffres. Ces chiffres occupent ces deux cases : éliminez-les du reste du bloc et du reste de la ligne ou colonne.
lesson-locked-triple = Trois cases d'un même bloc et d'une même ligne ou colonne ne contiennent que trois chiffres à elles trois. Ces chiffres occupent ces trois cases : éliminez-les du reste du bloc et du reste de la ligne ou colonne.
lesson-locked-candidates-pointing = Dans un bloc, un chiffre ne peut aller que dans les cases d'une seule ligne ou colonne. Où qu'il soit dans le bloc, il est sur celle-ci : éliminez-le du reste de cette ligne ou colonne, hors du bloc.
lesson-locked-candidates-claiming = Dans une ligne ou une colonne, un chiffre ne peut aller que dans les cases d'un seul bloc. Où qu'il soit dans cette ligne ou colonne, il est dans ce bloc : éliminez-le des autres cases du bloc.
lesson-naked-pair = Deux cases d'une ligne, d'une colonne ou d'un bloc ne contiennent que les deux mêmes chiffres. Ces chiffres doivent occuper ces deux cases : éliminez-les des autres cases de l'unité.
lesson-naked-triple = Trois cases d'une ligne, d'une colonne ou d'un bloc ne contiennent que trois chiffres à elles trois (pas forcément tous dans chaque case). Ces chiffres doivent occuper ces trois cases : éliminez-les des autres cases de l'unité.
lesson-hidden-pair = Dans une ligne, une colonne ou un bloc, deux chiffres ne peuvent aller que dans les deux mêmes cases. Ces cases doivent contenir ces deux chiffres : éliminez-en tous les autres candidats.
lesson-hidden-triple = Dans une ligne, une colonne ou un bloc, trois chiffres ne peuvent aller que dans les trois mêmes cases. Ces cases doivent contenir ces trois chiffres : éliminez-en tous les autres candidats.
lesson-naked-quadruple = Quatre cases d'une ligne, d'une colonne ou d'un bloc ne contiennent que quatre chiffres à elles quatre. Ces chiffres doivent occuper ces quatre cases : éliminez-les des autres cases de l'unité.
lesson-hidden-quadruple = Dans une ligne, une colonne ou un bloc, quatre chiffres ne peuvent aller que dans les quatre mêmes cases. Ces cases doivent contenir ces quatre chiffres : éliminez-en tous les autres candidats.
lesson-x-wing = Dans deux lignes, un chiffre n'a que deux cases possibles, situées dans les deux mêmes colonnes. Une case de chaque paire contient le chiffre, qui occupe ainsi ces deux colonnes : éliminez-le du reste de ces colonnes.
lesson-swordfish = Dans trois lignes, un chiffre ne peut aller que dans les cases des trois mêmes colonnes. Ces trois lignes placent le chiffre une fois dans chacune de ces colonnes : éliminez-le du reste de celles-ci. Cela marche aussi en échangeant lignes et colonnes.
lesson-jellyfish = Dans quatre lignes, un chiffre ne peut aller que dans les cases des quatre mêmes colonnes. Ces quatre lignes placent le chiffre une fois dans chacune de ces colonnes : éliminez-le du reste de celles-ci. Cela marche aussi en échangeant lignes et colonnes.
lesson-remote-pair = Une chaîne de cases qui ne contiennent que les deux mêmes chiffres, chacune voyant la suivante. Les chiffres alternent le long de la chaîne, donc deux cases séparées par un nombre impair de pas contiennent les deux : une case qui voit ces deux cases ne peut contenir aucun des deux chiffres.
lesson-bivalue-universal-grave-1 = Chaque case vide a deux candidats, sauf une qui en a trois. Sans le chiffre qui apparaît trois fois dans la ligne, la colonne et le bloc de cette case, la grille aurait deux solutions ; comme elle n'en a qu'une, ce chiffre va dans cette case.
lesson-skyscraper = Dans deux lignes, un chiffre n'a que deux positions, et une position de chaque ligne est dans la même colonne. Ces deux-là ne peuvent pas toutes deux le contenir, donc l'une des deux autres le contient : éliminez le chiffre des cases qui voient les deux. Cela marche aussi avec des colonnes.
lesson-2-string-kite = Un chiffre n'a que deux positions dans une ligne et deux dans une colonne, et une position de chacune est dans le même bloc. Ces deux-là ne peuvent pas toutes deux le contenir, donc l'un des deux bouts opposés le contient : éliminez le chiffre de la case qui voit ces deux bouts.
lesson-turbot-fish = Deux paires de positions d'un chiffre, chacune les deux seules de sa ligne, colonne ou bloc, un bout de la première voyant un bout de la seconde. Ces deux bouts ne peuvent pas tous deux le contenir, donc l'un des bouts opposés le contient : éliminez le chiffre des cases qui voient ces deux bouts.
lesson-empty-rectangle = Dans un bloc, les positions d'un chiffre sont toutes sur une ligne et une colonne du bloc, en croix. Prenez une colonne hors du bloc où le chiffre n'a que deux positions, dont une sur la ligne de la croix : le chiffre ne peut pas aller là où la ligne de l'autre position croise la colonne de la croix.
lesson-w-wing = Deux cases qui ne se voient pas ne contiennent que x et y. Si, dans une ligne, une colonne ou un bloc, y n'a que deux positions, chacune voyant l'une des deux cases, ces cases ne peuvent pas valoir y toutes les deux, donc l'une vaut x : éliminez x des cases qui voient les deux.
lesson-xy-wing = Une case pivot ne contenant que xy voit deux cases ne contenant que xz et yz. Quel que soit le chiffre du pivot, l'une de ces deux cases devient z : éliminez z de toutes les cases qui voient ces deux-là.
lesson-xyz-wing = Une case pivot ne contenant que xyz voit deux cases ne contenant que xz et yz. L'une des trois cases vaut forcément z : éliminez z de toutes les cases qui voient ces trois-là.
lesson-unique-rectangle-type-1 = Une grille bien posée n'a qu'une solution : les quatre coins d'un rectangle sur deux blocs ne peuvent pas finir avec les deux mêmes chiffres pour seuls candidats, car on pourrait les échanger. Trois coins n'ont que la paire : éliminez ses deux chiffres du quatrième.
lesson-unique-rectangle-type-2 = Un rectangle sur deux blocs a la même paire dans ses quatre coins, et les deux coins d'un côté ont un chiffre en plus, le même. Avec une seule solution, la paire ne peut pas remplir les quatre coins, donc l'un des deux vaut ce chiffre en plus : éliminez-le des cases qui voient les deux.
lesson-unique-rectangle-type-3 = Un rectangle sur deux blocs a la même paire, et les deux coins d'un côté ont des chiffres en plus. Avec une seule solution, l'un d'eux vaut un de ces chiffres : traitez les deux coins comme une case ne contenant que ces chiffres en plus, et cherchez un sous-ensemble nu avec d'autres cases de leur ligne, colonne ou bloc.
lesson-unique-rectangle-type-4 = Un rectangle sur deux blocs a la paire xy, et les deux coins d'un côté ont des chiffres en plus. Si x n'a pas d'autre place dans une ligne, colonne ou bloc qu'ils partagent, l'un d'eux vaut x. Si l'autre valait y, la paire serait permutable ; or la solution est unique : éliminez y des deux.
lesson-unique-rectangle-type-5 = Un rectangle sur deux blocs a la même paire, et deux coins opposés en diagonale, ou trois coins, ont un même chiffre en plus. Avec une seule solution, la paire ne peut pas remplir les quatre coins, donc l'un d'eux vaut ce chiffre : éliminez-le des cases qui les voient tous.
lesson-unique-rectangle-type-6 = Un rectangle sur deux blocs a la paire xy, avec des chiffres en plus dans deux coins opposés, et x ne va que dans le rectangle sur ses deux lignes et ses deux colonnes. Si ces coins prenaient x, les autres vaudraient y, un motif permutable : la solution étant unique, éliminez x de ces coins.
lesson-hidden-rectangle = Un rectangle sur deux blocs a la paire xy, un coin n'ayant que xy. Dans la ligne et la colonne du coin opposé, x ne va que dans le rectangle. Si ce coin valait y, la paire serait permutable ; or la solution est unique : éliminez y de ce coin.
lesson-avoidable-rectangle-type-1 = Trois coins d'un rectangle sur deux blocs ont été résolus, sans être des chiffres de départ, avec seulement deux chiffres à eux trois. Si le coin libre prenait le chiffre qui complète le motif, on pourrait échanger les deux chiffres : deux solutions. La solution étant unique, éliminez-le de ce coin.
lesson-avoidable-rectangle-type-2 = Deux coins d'un rectangle sur deux blocs ont été résolus en x et y, sans être des chiffres de départ, et les deux autres ont yz et xz. S'ils prenaient y et x, les quatre seraient permutables : deux solutions. Donc l'un d'eux vaut z : éliminez z des cases qui voient les deux.
lesson-finned-x-wing = Un X-Wing sur un chiffre, sauf qu'une ligne a aussi des positions en plus (les nageoires), toutes dans un même bloc. Soit l'X-Wing, soit une nageoire contient le chiffre : éliminez-le seulement des cases des colonnes de l'X-Wing situées dans le bloc des nageoires.
lesson-sashimi-x-wing = Un Finned X-Wing privé d'un coin : dans le bloc des nageoires, le poisson a perdu un candidat de coin. Soit le poisson, soit une nageoire contient toujours le chiffre : éliminez-le des cases des colonnes du poisson qui voient toutes les nageoires.
lesson-finned-swordfish = Un Swordfish sur un chiffre, sauf que des positions en plus (les nageoires) se trouvent dans un même bloc. Soit le Swordfish, soit une nageoire contient le chiffre : éliminez-le seulement des cases d'où le poisson l'éliminerait et qui voient toutes les nageoires.
lesson-sashimi-swordfish = Un Finned Swordfish privé d'un candidat de coin dans le bloc des nageoires : sans elles, ce ne serait pas un poisson. Soit le poisson, soit une nageoire contient toujours le chiffre : éliminez-le des cases d'où le poisson l'éliminerait et qui voient toutes les nageoires.
lesson-finned-jellyfish = Un Jellyfish (quatre lignes, quatre colonnes) sur un chiffre, sauf que des positions en plus (les nageoires) se trouvent dans un même bloc. Soit le Jellyfish, soit une nageoire contient le chiffre : éliminez-le seulement des cases d'où le poisson l'éliminerait et qui voient toutes les nageoires.
lesson-sashimi-jellyfish = Un Finned Jellyfish privé d'un candidat de coin dans le bloc des nageoires : sans elles, les quatre lignes ne formeraient pas de poisson. Soit le poisson, soit une nageoire contient toujours le chiffre : éliminez-le des cases d'où le poisson l'éliminerait et qui voient toutes les nageoires.
lesson-sue-de-coq = Au croisement d'un bloc et d'une ligne ou colonne, deux ou trois cases contiennent au moins deux chiffres de plus que de cases. Si d'autres cases de la ligne et du bloc en verrouillent chacune une partie, sans chiffre commun, ces chiffres se répartissent : éliminez ceux de la ligne du reste de la ligne, ceux du bloc du reste du bloc.
lesson-simple-colors = Prenez un chiffre et coloriez en deux couleurs alternées ses positions liées, seules deux d'une ligne, colonne ou bloc : une couleur contient le chiffre. Deux cases d'une même couleur qui se voient la rendent fausse ; une case qui voit les deux couleurs perd le chiffre.
lesson-multi-colors = Coloriez deux groupes séparés de positions liées d'un chiffre, en deux couleurs chacun. Une couleur qui voit les deux couleurs de l'autre groupe est fausse. Si une couleur de chaque groupe voit l'autre, l'une des deux couleurs restantes est vraie : les cases qui voient les deux perdent le chiffre.
lesson-x-chain = Une chaîne sur un chiffre alternant liens forts (les deux seules positions d'une ligne, colonne ou bloc) et liens faibles (deux positions qui se voient), forte aux deux bouts. L'un des bouts contient le chiffre : éliminez-le des cases qui voient les deux bouts.
lesson-xy-chain = Une chaîne de cases à deux candidats, chacune voyant la suivante et partageant un chiffre avec elle, les deux bouts contenant z. Si la première ne vaut pas z, chaque case force la suivante, et la dernière vaut z. Un bout vaut donc z : éliminez z des cases qui voient les deux bouts.
lesson-nice-loop-aic = Une chaîne sur des cases et chiffres quelconques, alternant liens forts (au moins un des deux candidats est vrai) et faibles (au plus un l'est). Un bout est vrai, donc ce qui contredit les deux tombe ; une chaîne refermée en boucle élimine son point de départ, ou des candidats le long de ses liens faibles.
lesson-grouped-nice-loop-aic = Une Nice Loop ou AIC dont certains liens passent par un groupe : deux ou trois positions d'un chiffre dans un bloc et une ligne ou colonne, comptées comme un seul nœud, vrai si l'une l'est. La logique est la même : ce qui contredit les deux bouts tombe.
lesson-als-xz = Un ensemble presque verrouillé (ALS), c'est N cases d'une ligne, colonne ou bloc contenant N+1 chiffres. Deux ALS partagent un chiffre x dont les positions se voient toutes : l'un n'a pas x et est verrouillé. Un chiffre z commun est alors dans l'un d'eux : éliminez z des cases qui voient tous les z des deux.
lesson-als-xy-wing = Trois ensembles presque verrouillés (N cases, N+1 chiffres) : A et C partagent x, B et C partagent y, dont les positions se voient toutes. C contient x ou y, donc A ou B est verrouillé, et un chiffre z de A et de B est dans l'un d'eux : éliminez z des cases qui voient tous les z des deux.
lesson-als-xy-chain = Une chaîne d'au moins quatre ensembles presque verrouillés (N cases, N+1 chiffres), chacun lié au suivant par un chiffre dont les positions se voient toutes, jamais le même deux fois de suite. L'un des ensembles des bouts est verrouillé : si un chiffre z est commun aux deux bouts, éliminez-le des cases qui voient tous leurs z.
lesson-franken-x-wing = Un X-Wing où un bloc remplace une ligne ou une colonne : dans deux lignes ou blocs, un chiffre ne va que dans les cases de deux colonnes ou blocs. Les deux premiers le placent une fois dans chacun des autres : éliminez-le du reste de ceux-ci. Idem avec les colonnes pour base.
lesson-franken-swordfish = Un Swordfish où des blocs remplacent des lignes ou colonnes : dans trois lignes ou blocs, un chiffre ne va que dans les cases de trois colonnes ou blocs. Les trois premiers le placent une fois dans chacun des autres : éliminez-le du reste de ceux-ci.
lesson-franken-jellyfish = Un Jellyfish où des blocs remplacent des lignes ou colonnes : dans quatre lignes ou blocs, un chiffre ne va que dans les cases de quatre colonnes ou blocs. Les quatre premiers le placent une fois dans chacun des autres : éliminez-le du reste de ceux-ci.
lesson-finned-franken-x-wing = Un Franken X-Wing (un bloc parmi ses lignes ou colonnes) avec des positions en plus, les nageoires, hors des lignes et blocs qu'il couvre. Soit le poisson, soit une nageoire contient le chiffre : éliminez-le seulement des cases d'où le poisson l'éliminerait et qui voient toutes les nageoires.
lesson-finned-franken-swordfish = Un Franken Swordfish (des blocs parmi ses lignes ou colonnes) avec des positions en plus, les nageoires, hors des lignes et blocs qu'il couvre. Soit le poisson, soit une nageoire contient le chiffre : éliminez-le seulement des cases d'où les trois couvertures l'élimineraient et qui voient toutes les nageoires.
lesson-finned-franken-jellyfish = Un Franken Jellyfish (des blocs parmi ses lignes ou colonnes) avec des positions en plus, les nageoires, hors des lignes et blocs qu'il couvre. Soit le poisson, soit une nageoire contient le chiffre : éliminez-le seulement des cases d'où les quatre couvertures l'élimineraient et qui voient toutes les nageoires.
lesson-mutant-x-wing = Un poisson sur un mélange quelconque de lignes, colonnes et blocs : dans deux d'entre eux, un chiffre ne va que dans les cases de deux autres. Les deux premiers y placent le chiffre une fois chacun : éliminez-le du reste de ces deux-là.
lesson-mutant-swordfish = Un poisson sur un mélange quelconque de lignes, colonnes et blocs : dans trois d'entre eux, un chiffre ne va que dans les cases de trois autres. Les trois premiers y placent le chiffre une fois chacun : éliminez-le du reste de ces trois-là.
lesson-mutant-jellyfish = Un poisson sur un mélange quelconque de lignes, colonnes et blocs : dans quatre d'entre eux, un chiffre ne va que dans les cases de quatre autres. Les quatre premiers y placent le chiffre une fois chacun : éliminez-le du reste de ces quatre-là.
lesson-finned-mutant-x-wing = Un Mutant X-Wing (deux lignes, colonnes ou blocs couverts par deux autres) avec des positions en plus, les nageoires, hors des couvertures. Soit le poisson, soit une nageoire contient le chiffre : éliminez-le seulement des cases d'où les deux couvertures l'élimineraient et qui voient toutes les nageoires.
lesson-finned-mutant-swordfish = Un Mutant Swordfish (trois lignes, colonnes ou blocs couverts par trois autres) avec des positions en plus, les nageoires, hors des couvertures. Soit le poisson, soit une nageoire contient le chiffre : éliminez-le seulement des cases d'où les couvertures l'élimineraient et qui voient toutes les nageoires.
lesson-finned-mutant-jellyfish = Un Mutant Jellyfish (quatre lignes, colonnes ou blocs couverts par quatre autres) avec des positions en plus, les nageoires, hors des couvertures. Soit le poisson, soit une nageoire contient le chiffre : éliminez-le seulement des cases d'où les couvertures l'élimineraient et qui voient toutes les nageoires.
lesson-kraken-fish = Un poisson à nageoires qui n'élimine rien à lui seul. Soit le poisson, soit une nageoire contient le chiffre : un candidat que le poisson éliminerait tombe quand même si des chaînes montrent que chaque nageoire, si elle est vraie, l'élimine aussi.
lesson-forcing-chain = Supposez un candidat vrai, ou faux, et suivez une à une ses conséquences directes. Si cela mène à une contradiction, l'hypothèse est fausse ; si tous les candidats d'une case, ou toutes les positions d'un chiffre dans une ligne, colonne ou bloc, mènent au même résultat, celui-ci est vrai.
lesson-forcing-net = Une chaîne de forçage dont les étapes peuvent demander plusieurs faits à la fois : l'hypothèse est déroulée avec les singletons, une case se résolvant dès que ses autres candidats sont partis. Une contradiction la réfute, et un résultat atteint dans tous les cas est vrai.
lesson-trial-and-error = Aucune des techniques présentées ne s'applique, il faut donc deviner : essayez tour à tour chaque candidat d'une case et continuez. Tous les essais sauf un mènent à une contradiction : le dernier est le bon. C'est de l'essai-erreur, pas un motif qu'on peut voir.

## Hints, level by level: where to look, which cells, the move.

hint-look-unit = Cherchez { $technique } dans { $unit }.
hint-look-digit = Cherchez { $technique } sur les { $digit }.
hint-look = Cherchez { $technique }.
hint-trial = Aucune technique ne s'applique : le prochain chiffre doit être trouvé par essais.
hint-cells = { $technique } : regardez { $cells-art }.
hint-mistake-somewhere = L'un des chiffres de la grille est faux.
hint-mistake = La case { $cell-app } contient { $entered }, qui n'est pas le bon chiffre.
hint-mistake-move = La case { $cell-app } contient { $entered }, mais doit valoir { $correct }.
hint-missing-note = Dans l'une des cases, vos notes omettent le chiffre qui doit y aller.
hint-missing-note-cell = Vos notes { $cell-en } omettent le chiffre qui doit y aller.
hint-missing-note-move = Vos notes { $cell-en } omettent le { $digit }, le chiffre qui doit y aller.
hint-solved = La grille est résolue.
hint-not-proper = Pas d'indice : { $error }.
puzzle-clash = les chiffres { $cells-de } sont en conflit
puzzle-no-solution = la grille n'a pas de solution
puzzle-several-solutions = la grille a plusieurs solutions

step-trial = aucune technique connue de ce moteur ne s'applique ; en essayant un à un les chiffres de { $cell-art }, tous sauf le { $digit } mènent à une contradiction

## Fish, colouring, chains, nice loops, almost locked sets

step-fish = dans { $base }, le { $digit } ne peut aller que dans { $cover }, donc { $orientation ->
    [rows] ces lignes fournissent le { $digit } de chacune de ces colonnes
   *[columns] ces colonnes fournissent le { $digit } de chacune de ces lignes
}
step-finned-fish = dans { $base }, le { $digit } ne peut aller que dans { $cover } { $fins-count ->
    [one] ou dans la nageoire { $fins-app } ; que la nageoire contienne le { $digit } ou non, le { $digit } est exclu des cases du bloc de la nageoire qui sont dans { $cover }
   *[other] ou dans les nageoires { $fins-app } ; qu'une nageoire contienne le { $digit } ou non, le { $digit } est exclu des cases du bloc des nageoires qui sont dans { $cover }
}

step-simple-colors-wrap = en coloriant en deux couleurs les paires conjuguées du { $digit }, deux cases d'une même couleur ({ $cells }) se voient, donc cette couleur est fausse
step-simple-colors-trap = en coloriant en deux couleurs les paires conjuguées du { $digit } ({ $first } contre { $second }), l'une des couleurs contient le { $digit }
step-multi-colors-wrap = de deux groupes de positions du { $digit }, la couleur { $cells-de } voit les deux couleurs de l'autre groupe, dont l'une est vraie
step-multi-colors-trap = deux groupes de positions du { $digit } ont des couleurs qui se voient, donc l'une de leurs autres couleurs est vraie : celle { $first-de } ou celle { $second-de }

fact-in = le { $digit } est dans { $group }
fact-not-in = le { $digit } n'est pas dans { $group }
chain-then = alors { $fact }
step-chain = { $chain } : si { $facts } ; donc { $start-art } vaut { $start-digit } ou { $end-art } vaut { $end-digit }
step-remote-pair = { $cells-art } ne contiennent que { $digits }, chacune voyant la suivante ({ $chain }), donc les deux chiffres alternent le long de la chaîne ; une case qui voit deux cases de parité opposée voit les deux chiffres
step-nice-loop = { $kind ->
    [grouped-discontinuous] une Nice Loop discontinue groupée
    [continuous] une Nice Loop continue
    [grouped-continuous] une Nice Loop continue groupée
   *[discontinuous] une Nice Loop discontinue
} : { $chain } ; si { $start }, la chaîne revient à sa case de départ
step-aic = { $kind ->
    [grouped] une chaîne groupée d'inférences alternées
   *[plain] une chaîne d'inférences alternées
} : { $chain } ; si { $start }, alors { $end }, donc l'un des deux bouts est vrai

step-als-xz = { $first-art } d'une part et { $second-art } d'autre part sont des ensembles presque verrouillés ({ $first-digits } dans { $first-unit } ; { $second-digits } dans { $second-unit }) ; chaque { $digit } de l'un voit chaque { $digit } de l'autre, donc au plus un des deux le contient et l'autre est verrouillé{ $commons-count ->
    [1] {""}
   *[other] {" "}(il en va de même pour les deux chiffres communs : les deux ensembles sont verrouillés)
}
step-als-xy-wing = { $first-art } ({ $first-digits }), { $second-art } ({ $second-digits }) et { $third-art } ({ $third-digits }) sont des ensembles presque verrouillés ; les deux premiers sont reliés au troisième par { $x } et par { $y }, et le troisième ne peut pas contenir les deux, donc le premier ou le deuxième est verrouillé
als-set = { $cells-art } ({ $digits })
als-restricted-common = { $digits }
step-als-xy-chain = { $sets } forment une chaîne d'ensembles presque verrouillés, chacun relié au suivant par un chiffre commun restreint ({ $commons }) ; si le premier n'est pas verrouillé, chacun verrouille à son tour le suivant, donc le premier ou le dernier est verrouillé

step-complex-fish = dans { $base }, le { $digit } ne peut aller que dans { $cover }, donc ces unités fournissent le { $digit } de chaque unité de couverture
step-complex-fish-finned = dans { $base }, le { $digit } ne peut aller que dans { $cover }{ $endo-fins-count ->
    [0] {""}
   *[other] {" "}(avec les endo-nageoires { $endo-fins-app }, dans deux unités de base)
} { $fins-count ->
    [one] ou dans la nageoire { $fins-app } ; que ce soit le poisson ou la nageoire qui contienne le { $digit }, le { $digit } est exclu des cases qui voient la nageoire
   *[other] ou dans les nageoires { $fins-app } ; que ce soit le poisson ou une nageoire qui contienne le { $digit }, le { $digit } est exclu des cases qui voient toutes les nageoires
}
step-kraken-fish = dans { $base }, le { $digit } ne peut aller que dans { $cover } { $fins-count ->
    [one] ou dans la nageoire { $fins-app }
   *[other] ou dans les nageoires { $fins-app }
} ; où qu'il soit, les chaînes partant { $premises-de } éliminent toutes le { $target-digit } { $target-de }

## Wings, single-digit patterns, subsets, uniqueness, forcing chains

step-turbot-fish = le { $digit } est { $first1-en } ou { $first2-en } (seules positions dans { $first-unit }) et { $second1-en } ou { $second2-en } (seules positions dans { $second-unit }) ; { $near1-art } et { $near2-art } se voient, donc { $far1-art } ou { $far2-art } vaut { $digit }
step-empty-rectangle = dans { $box }, le { $digit } n'est que sur { $line } et { $other } ; { $pair-unit } a son { $digit } { $start-en } ou { $end-en } : si c'est { $start-en }, le { $digit } du bloc est dans { $other }, et si c'est { $end-en }, cette case voit directement { $target-art }
step-naked-subset = dans { $units }, les cases { $cells-app } ne peuvent contenir que { $digits } { $cells-count ->
    [2] à elles deux
    [3] à elles trois
    [4] à elles quatre
   *[other] à elles toutes
}
step-hidden-subset = dans { $unit }, les chiffres { $digits } ne peuvent aller { $cells-by ->
    [row] que { $cells-en }
    [column] que { $cells-en }
   *[cell] qu'{ $cells-en }
}
step-sue-de-coq = { $cells-art } (au croisement { $line-kind ->
    [row] de la ligne { $line-number }
   *[column] de la colonne { $line-number }
} et du bloc { $box-number }) contiennent { $digits } ; { $line-cells-art } dans { $line } et { $box-cells-art } dans { $box } en prennent tous sauf autant qu'il y a de cases au croisement, donc ces chiffres se répartissent entre ces cases
step-xy-wing = { $pivot-art } vaut { $pivot-digits }, et dans les deux cas l'une des pinces { $pincer1-app } et { $pincer2-app } vaut { $digit }
step-xyz-wing = { $pivot-art } vaut { $pivot-digits } ; si le pivot ne vaut pas { $digit }, l'une des pinces { $pincer1-app } et { $pincer2-app } vaut { $digit }, donc l'une des trois cases vaut { $digit }
step-w-wing = { $first-art } et { $second-art } ne contiennent que { $x } et { $y } ; dans { $unit }, le { $y } est { $end1-en } ou { $end2-en }, qui voient chacune l'une des deux cases, donc celles-ci ne peuvent pas valoir { $y } toutes les deux et l'une d'elles vaut { $x }
intro-unique-rectangle = si { $cells-art } ne contenaient que { $digits }, on pourrait échanger les deux chiffres et la grille aurait deux solutions
step-unique-rectangle-1 = { $intro } ; seule la case { $cell-app } peut casser ce motif
step-unique-rectangle-2 = { $intro } ; l'une des cases { $cells-app } vaut donc { $digit }
step-unique-rectangle-5 = { $intro } ; l'une des cases { $cells-app } vaut donc { $digit }
step-unique-rectangle-3 = { $intro } ; l'une des cases { $corners-app } contient donc un chiffre en plus, et avec { $cells-art } elles ne contiennent que { $digits } dans { $unit }
step-unique-rectangle-4 = { $intro } ; le { $locked } doit aller { $cell1-en } ou { $cell2-en } (aucune autre place parmi les cases qu'elles voient toutes deux), donc aucune des deux ne peut valoir { $removed }
step-unique-rectangle-6 = { $intro } ; sur ses deux lignes et ses deux colonnes, le { $digit } n'est que dans le rectangle (un X-Wing), donc il occupe soit les deux coins { $cells-app }, soit aucun
step-hidden-rectangle = { $intro } ; dans { $row } et { $column }, le { $locked } n'est que dans le rectangle, donc si { $cell-art } valait { $removed }, les deux { $locked } tomberaient sur le motif
intro-avoidable-rectangle = { $first-art } et { $second-art } ont été résolues en { $digit1 } et { $digit2 }, sans être des chiffres de départ ; si { $third-art } devenait { $digit2 } et { $fourth-art } devenait { $digit1 }, on pourrait permuter les quatre cases
step-avoidable-rectangle-1 = { $intro }
step-avoidable-rectangle-2 = { $intro } ; l'un des deux coins libres vaut donc { $digit }
step-bug-plus-one = toutes les cases vides sauf { $cell-art } ont deux candidats, et sans le { $digit } { $cell-en } chaque chiffre apparaîtrait deux fois dans chaque unité : une telle grille a deux solutions

fact-on = { $cell-art } vaut { $digit }
fact-off = { $cell-art } ne vaut pas { $digit }

# Après « mène à une contradiction : ».
clash-itself = l'hypothèse entraîne son propre contraire
clash-both = { $cell-art } vaut et ne vaut pas { $digit }
clash-two-digits = { $cell-art } reçoit deux chiffres
clash-twice = le { $digit } apparaît deux fois dans { $unit }
clash-empty-cell = { $cell-art } n'a plus aucun candidat
clash-no-place = le { $digit } n'a plus de place dans { $unit }
step-forcing-chain-contradiction = si { $premise }, { $count ->
    [0] la chaîne mène
    [one] la chaîne mène
   *[other] les chaînes mènent
} à une contradiction : { $clash } ({ $chains })
step-forcing-net-contradiction = si { $premise }, le réseau mène à une contradiction : { $clash } ({ $chains })
step-forcing-verity = { $cases ->
    [candidate] soit { $cell-art } vaut { $digit }, soit non
    [cell] { $cell-art } contient l'un de ses candidats
   *[unit] { $unit } a son { $digit } dans l'une de ses positions
}, et chaque cas aboutit à la même conclusion ({ $chains })

## Killer Sudoku: the cage techniques (see en.ftl)

technique-cage-combinations = Combinaisons de cage
technique-cage-combinations-indefinite = les combinaisons d'une cage
technique-hidden-cage-digit = Chiffre caché de cage
technique-hidden-cage-digit-indefinite = un chiffre caché de cage
technique-cage-candidates = Candidats de cage
technique-cage-candidates-indefinite = les candidats d'une cage
technique-locked-cage-digit = Chiffre verrouillé de cage
technique-locked-cage-digit-indefinite = un chiffre verrouillé de cage
technique-innies-and-outies = Innies et outies
technique-innies-and-outies-indefinite = des innies et outies
technique-cages-in-a-unit = Cages d'une unité
technique-cages-in-a-unit-indefinite = des cages d'une unité
technique-group-innies-and-outies = Innies et outies de groupe
technique-group-innies-and-outies-indefinite = des innies et outies de groupe
technique-virtual-cage = Cage virtuelle
technique-virtual-cage-indefinite = une cage virtuelle

lesson-cage-combinations = Les chiffres d'une cage, tous différents, font sa somme, et peu d'ensembles y arrivent : une cage de 17 en deux cases ne peut contenir que 8 et 9, une cage de 7 en trois cases que 1, 2 et 4. Retirez des cases de la cage tout chiffre qu'aucun de ces ensembles ne contient.
lesson-hidden-cage-digit = Chaque ensemble de chiffres qui fait la somme d'une cage contient un certain chiffre : la cage doit donc le contenir. Si une seule case de la cage peut le prendre, il y va.
lesson-cage-candidates = Confrontez chaque ensemble qui fait la somme d'une cage aux candidats de ses cases : un ensemble dont les chiffres ne peuvent pas être placés, un par case, est exclu. Retirez les candidats qu'aucun ensemble restant ne met dans leur case.
lesson-locked-cage-digit = Une cage doit contenir un chiffre présent dans chaque ensemble qui fait sa somme, et ses cases qui peuvent le prendre voient toutes certaines autres cases. Où que le chiffre aille dans la cage, ces cases le voient : retirez-le de celles-ci.
lesson-innies-and-outies = Une ligne, une colonne ou un bloc fait 45. Retirez les cages entièrement dedans : les cases restantes, ses innies, font le reste. Les cages qui y entrent couvrent aussi des cases dehors, ses outies, qui font ce que ces cages ont au-delà de 45.
lesson-cages-in-a-unit = Deux cages d'une même ligne, colonne ou d'un même bloc ne partagent aucun chiffre. Un ensemble de l'une qui partage un chiffre avec chaque ensemble encore possible de l'autre est exclu : retirez les candidats que seuls ces ensembles utilisaient.
lesson-group-innies-and-outies = La règle de 45 sur des unités voisines : deux lignes font 90, trois 135. Les cages entièrement dedans donnent aux innies une somme connue, les cages qui y entrent en donnent une aux outies. Utilisez ces sommes comme celle d'une cage.
lesson-virtual-cage = Quand les innies ou outies d'une ligne, d'une colonne ou d'un bloc sont dans une seule cage, le reste de la cage fait sa somme moins la leur : une cage tracée par le calcul. Ses combinaisons et candidats marchent comme pour toute cage.

fact-cage = la cage { $cells-de } fait { $sum }
sum-placed = { $placed-art } { $placed-count ->
    [one] contient
   *[other] contiennent
} déjà { $placed-sum }, ce qui laisse { $total } - { $placed-sum } = { $sum } pour { $cells-art }
sum-innies = les cages dans { $units } font { $inside }, ce qui laisse { $total } - { $inside } = { $sum } pour { $cells-by ->
    [row] { $cells-count ->
        [one] la case
       *[other] les cases
    } { $cells-app }
    [column] { $cells-count ->
        [one] la case
       *[other] les cases
    } { $cells-app }
   *[cell] { $cells-art }
}
sum-outies = les cages qui entrent dans { $units } font { $touching }, dont { $touching } - { $total } = { $sum } dehors, { $cells-en }
sum-virtual = ces cases sont toutes dans la cage { $cage-de } ({ $cage-sum }), dont { $cells-count ->
    [one] l'autre case, { $cells }, vaut
   *[other] les autres cases, { $cells }, font
} { $cage-sum } - { $part } = { $sum }
step-cage-combinations = { $facts } ; des chiffres différents n'y arrivent que par { $combinations }
step-cage-candidates = { $facts } ; des chiffres différents y arrivent par { $combinations }, et avec leurs candidats seulement par { $fitting }
step-hidden-cage-digit = { $facts } ; chaque façon d'y arriver ({ $combinations }) utilise le { $digit }, et dans la cage seule { $cell-art } peut le prendre
step-locked-cage-digit = { $facts } ; chaque façon d'y arriver ({ $combinations }) utilise le { $digit }, et dans la cage seules { $places-art } peuvent le prendre, donc les cases qui les voient toutes ne le peuvent pas
step-cages-in-unit = { $facts }, par { $combinations } ; la cage { $other-de } ({ $other-sum }), aussi dans { $unit }, doit être { $other-combinations }, chacune partageant un chiffre avec { $dropped }, ce qui laisse { $fitting }
step-sum = { $facts } ; avec leurs candidats, seules { $ways } y arrivent
step-sum-single = { $facts }
