# Peerless: español. Mismos mensajes que en.ftl; los comentarios de en.ftl explican qué contiene
# cada variable.
#
# Convenciones: casilla (cell), fila, columna, bloque (box); las casillas se nombran como en los
# foros (r3c7), igual que las cadenas en notación. El nombre de una unidad (unit) lleva artículo
# ("la fila 3", "el bloque 5"): donde hace falta "del"/"al" se usa $x-kind y $x-number.

## Nombres, listas

# Las casillas dichas enteras: solas, sin artículo («vacía, fila 1, columna 4»); en una frase,
# con él ($cell-art: «en la fila 1, columna 4», «r1c4» en notación) o, tras un nombre, con «de»
# ($cell-de: «las casillas de la fila 1, columnas 2 y 3», «las casillas r1c2 y r1c3»).
cell = r{ $row }c{ $column }
    .cases = art de
cell-spelled = { $case ->
    [art] la fila { $row }, columna { $column }
    [de] de la fila { $row }, columna { $column }
   *[plain] fila { $row }, columna { $column }
}
cells-spelled-row = { $case ->
    [art] la fila { $row }, columnas { $columns }
    [de] de la fila { $row }, columnas { $columns }
   *[plain] fila { $row }, columnas { $columns }
}
unit = { $kind ->
    [row] la fila { $number }
    [column] la columna { $number }
   *[box] el bloque { $number }
}
units-of-kind = { $kind ->
    [row] las filas { $numbers }
    [column] las columnas { $numbers }
   *[box] los bloques { $numbers }
}
list-separator = {", "}
list-separator-cells = {"; "}
list-and-cells = { $rest } así como { $last }
list-and = { $rest } y { $last }
list-separator-numbers = {", "}
list-and-numbers = { $rest } y { $last }
list-or = { $rest } o { $last }
# Tras una negación: «no puede ser 1, 4 ni 7».
list-nor = { $rest } ni { $last }
list-nor-separator = {", "}
list-clauses = { $rest } y { $last }
list-clauses-separator = {", "}

## Un paso de la lógica: "Single oculto: en el bloque 5, solo r5c6 puede contener el 7. Por lo tanto, r5c6 es 7."

step = { $technique }: { $reason }. Por lo tanto, { $result }.
result-place = { $cell-art } es { $digit }
result-remove = { $cells-art } { $cells-count ->
    [one] no puede
   *[other] no pueden
} ser { $digits }

step-full-house = { $cell-art } es la última casilla vacía { $unit-kind ->
    [row] de la fila { $unit-number }
    [column] de la columna { $unit-number }
   *[box] del bloque { $unit-number }
}
step-naked-single = todos los dígitos salvo el { $digit } ya están en la fila, la columna o el bloque de la casilla { $cell-de }
step-hidden-single = en { $unit }, solo { $cell-art } puede contener el { $digit }
step-locked-candidates = en { $unit }, el { $digit } solo puede ir en el cruce con { $other }

## Niveles de dificultad.

level-easy = Fácil
level-medium = Medio
level-hard = Difícil
level-expert = Experto
level-extreme = Extremo

## Nombres de las técnicas, y la forma con artículo que usan las pistas ("Busca un single oculto en el bloque 5.").

technique-full-house = Última casilla libre
technique-full-house-indefinite = una última casilla libre
technique-naked-single = Single desnudo
technique-naked-single-indefinite = un single desnudo
technique-hidden-single = Single oculto
technique-hidden-single-indefinite = un single oculto
technique-locked-pair = Par bloqueado
technique-locked-pair-indefinite = un par bloqueado
technique-locked-triple = Trío bloqueado
technique-locked-triple-indefinite = un trío bloqueado
technique-locked-candidates-pointing = Candidatos bloqueados tipo 1 (señalado)
technique-locked-candidates-pointing-indefinite = candidatos bloqueados tipo 1 (señalado)
technique-locked-candidates-claiming = Candidatos bloqueados tipo 2 (asegurado)
technique-locked-candidates-claiming-indefinite = candidatos bloqueados tipo 2 (asegurado)
technique-naked-pair = Par desnudo
technique-naked-pair-indefinite = un par desnudo
technique-naked-triple = Trío desnudo
technique-naked-triple-indefinite = un trío desnudo
technique-hidden-pair = Par oculto
technique-hidden-pair-indefinite = un par oculto
technique-hidden-triple = Trío oculto
technique-hidden-triple-indefinite = un trío oculto
technique-naked-quadruple = Cuarteto desnudo
technique-naked-quadruple-indefinite = un cuarteto desnudo
technique-hidden-quadruple = Cuarteto oculto
technique-hidden-quadruple-indefinite = un cuarteto oculto
technique-x-wing = X-Wing
technique-x-wing-indefinite = un X-Wing
technique-swordfish = Swordfish
technique-swordfish-indefinite = un Swordfish
technique-jellyfish = Jellyfish
technique-jellyfish-indefinite = un Jellyfish
technique-remote-pair = Par remoto
technique-remote-pair-indefinite = un par remoto
technique-bivalue-universal-grave-1 = Bivalue Universal Grave + 1
technique-bivalue-universal-grave-1-indefinite = un Bivalue Universal Grave + 1
technique-skyscraper = Rascacielos
technique-skyscraper-indefinite = un rascacielos
technique-2-string-kite = 2-String Kite
technique-2-string-kite-indefinite = un 2-String Kite
technique-turbot-fish = Turbot Fish
technique-turbot-fish-indefinite = un Turbot Fish
technique-empty-rectangle = Rectángulo vacío
technique-empty-rectangle-indefinite = un rectángulo vacío
technique-w-wing = W-Wing
technique-w-wing-indefinite = un W-Wing
technique-xy-wing = XY-Wing
technique-xy-wing-indefinite = un XY-Wing
technique-xyz-wing = XYZ-Wing
technique-xyz-wing-indefinite = un XYZ-Wing
technique-unique-rectangle-type-1 = Rectángulo único tipo 1
technique-unique-rectangle-type-1-indefinite = un rectángulo único tipo 1
technique-unique-rectangle-type-2 = Rectángulo único tipo 2
technique-unique-rectangle-type-2-indefinite = un rectángulo único tipo 2
technique-unique-rectangle-type-3 = Rectángulo único tipo 3
technique-unique-rectangle-type-3-indefinite = un rectángulo único tipo 3
technique-unique-rectangle-type-4 = Rectángulo único tipo 4
technique-unique-rectangle-type-4-indefinite = un rectángulo único tipo 4
technique-unique-rectangle-type-5 = Rectángulo único tipo 5
technique-unique-rectangle-type-5-indefinite = un rectángulo único tipo 5
technique-unique-rectangle-type-6 = Rectángulo único tipo 6
technique-unique-rectangle-type-6-indefinite = un rectángulo único tipo 6
technique-hidden-rectangle = Rectángulo oculto
technique-hidden-rectangle-indefinite = un rectángulo oculto
technique-avoidable-rectangle-type-1 = Rectángulo evitable tipo 1
technique-avoidable-rectangle-type-1-indefinite = un rectángulo evitable tipo 1
technique-avoidable-rectangle-type-2 = Rectángulo evitable tipo 2
technique-avoidable-rectangle-type-2-indefinite = un rectángulo evitable tipo 2
technique-finned-x-wing = X-Wing con aleta
technique-finned-x-wing-indefinite = un X-Wing con aleta
technique-sashimi-x-wing = X-Wing sashimi
technique-sashimi-x-wing-indefinite = un X-Wing sashimi
technique-finned-swordfish = Swordfish con aleta
technique-finned-swordfish-indefinite = un Swordfish con aleta
technique-sashimi-swordfish = Swordfish sashimi
technique-sashimi-swordfish-indefinite = un Swordfish sashimi
technique-finned-jellyfish = Jellyfish con aleta
technique-finned-jellyfish-indefinite = un Jellyfish con aleta
technique-sashimi-jellyfish = Jellyfish sashimi
technique-sashimi-jellyfish-indefinite = un Jellyfish sashimi
technique-sue-de-coq = Sue de Coq
technique-sue-de-coq-indefinite = un Sue de Coq
technique-simple-colors = Coloreado simple
technique-simple-colors-indefinite = un coloreado simple
technique-multi-colors = Coloreado múltiple
technique-multi-colors-indefinite = un coloreado múltiple
technique-x-chain = Cadena X
technique-x-chain-indefinite = una cadena X
technique-xy-chain = Cadena XY
technique-xy-chain-indefinite = una cadena XY
technique-nice-loop-aic = Nice Loop/AIC
technique-nice-loop-aic-indefinite = un Nice Loop/AIC
technique-grouped-nice-loop-aic = Nice Loop/AIC agrupado
technique-grouped-nice-loop-aic-indefinite = un Nice Loop/AIC agrupado
technique-als-xz = ALS-XZ
technique-als-xz-indefinite = un ALS-XZ
technique-als-xy-wing = ALS-XY-Wing
technique-als-xy-wing-indefinite = un ALS-XY-Wing
technique-als-xy-chain = Cadena ALS-XY
technique-als-xy-chain-indefinite = una cadena ALS-XY
technique-franken-x-wing = Franken X-Wing
technique-franken-x-wing-indefinite = un Franken X-Wing
technique-franken-swordfish = Franken Swordfish
technique-franken-swordfish-indefinite = un Franken Swordfish
technique-franken-jellyfish = Franken Jellyfish
technique-franken-jellyfish-indefinite = un Franken Jellyfish
technique-finned-franken-x-wing = Franken X-Wing con aleta
technique-finned-franken-x-wing-indefinite = un Franken X-Wing con aleta
technique-finned-franken-swordfish = Franken Swordfish con aleta
technique-finned-franken-swordfish-indefinite = un Franken Swordfish con aleta
technique-finned-franken-jellyfish = Franken Jellyfish con aleta
technique-finned-franken-jellyfish-indefinite = un Franken Jellyfish con aleta
technique-mutant-x-wing = Mutant X-Wing
technique-mutant-x-wing-indefinite = un Mutant X-Wing
technique-mutant-swordfish = Mutant Swordfish
technique-mutant-swordfish-indefinite = un Mutant Swordfish
technique-mutant-jellyfish = Mutant Jellyfish
technique-mutant-jellyfish-indefinite = un Mutant Jellyfish
technique-finned-mutant-x-wing = Mutant X-Wing con aleta
technique-finned-mutant-x-wing-indefinite = un Mutant X-Wing con aleta
technique-finned-mutant-swordfish = Mutant Swordfish con aleta
technique-finned-mutant-swordfish-indefinite = un Mutant Swordfish con aleta
technique-finned-mutant-jellyfish = Mutant Jellyfish con aleta
technique-finned-mutant-jellyfish-indefinite = un Mutant Jellyfish con aleta
technique-kraken-fish = Kraken Fish
technique-kraken-fish-indefinite = un Kraken Fish
technique-forcing-chain = Cadena forzada
technique-forcing-chain-indefinite = una cadena forzada
technique-forcing-net = Red forzada
technique-forcing-net-indefinite = una red forzada
technique-trial-and-error = Prueba y error
technique-trial-and-error-indefinite = prueba y error

## Lecciones: qué es cada técnica y por qué funciona, en una a tres frases (deben caber bajo el tablero en un móvil).

lesson-full-house = A una fila, columna o bloque solo le queda una casilla vacía. En ella va el único dígito que falta.
lesson-naked-single = A una casilla solo le queda un candidato: los demás dígitos ya están en su fila, columna o bloque. Ese dígito va ahí.
lesson-hidden-single = En una fila, columna o bloque, un dígito solo tiene una casilla posible: todas las demás casillas vacías ya ven ese dígito. El dígito va en esa casilla.
lesson-locked-pair = Dos casillas del mismo bloque y de la misma fila o columna solo admiten los mismos dos dígitos. Esos dígitos ocupan esas dos casillas, así que elimínalos del resto del bloque y del resto de la línea.
lesson-locked-triple = Tres casillas del mismo bloque y de la misma fila o columna solo admiten tres dígitos entre todas. Esos dígitos ocupan esas tres casillas, así que elimínalos del resto del bloque y del resto de la línea.
lesson-locked-candidates-pointing = Dentro de un bloque, un dígito solo puede ir en casillas de una misma fila o columna. Vaya donde vaya en el bloque, estará en esa línea, así que elimínalo del resto de la fila o columna fuera del bloque.
lesson-locked-candidates-claiming = Dentro de una fila o columna, un dígito solo puede ir en casillas de un mismo bloque. Vaya donde vaya en la línea, estará en ese bloque, así que elimínalo de las demás casillas del bloque.
lesson-naked-pair = Dos casillas de una fila, columna o bloque solo admiten los mismos dos dígitos. Esos dígitos tienen que ocupar esas dos casillas, así que elimínalos de las demás casillas de esa unidad.
lesson-naked-triple = Tres casillas de una fila, columna o bloque solo admiten tres dígitos entre todas (no hace falta que cada una tenga los tres). Esos dígitos tienen que ocupar las tres casillas: elimínalos de las demás casillas de esa unidad.
lesson-hidden-pair = En una fila, columna o bloque, dos dígitos solo pueden ir en las mismas dos casillas. Esas casillas tienen que llevar esos dos dígitos, así que elimina de ellas todos los demás candidatos.
lesson-hidden-triple = En una fila, columna o bloque, tres dígitos solo pueden ir en las mismas tres casillas. Esas casillas tienen que llevar esos tres dígitos, así que elimina de ellas todos los demás candidatos.
lesson-naked-quadruple = Cuatro casillas de una fila, columna o bloque solo admiten cuatro dígitos entre todas. Esos dígitos tienen que ocupar las cuatro casillas, así que elimínalos de las demás casillas de esa unidad.
lesson-hidden-quadruple = En una fila, columna o bloque, cuatro dígitos solo pueden ir en las mismas cuatro casillas. Esas casillas tienen que llevar esos cuatro dígitos, así que elimina de ellas todos los demás candidatos.
lesson-x-wing = En cada una de dos filas, un dígito solo puede ir en dos casillas, y esas casillas están en las mismas dos columnas. Una casilla de cada par lleva el dígito, así que el dígito ya tiene su sitio en ambas columnas: elimínalo del resto de ellas.
lesson-swordfish = En cada una de tres filas, un dígito solo puede ir en casillas de las mismas tres columnas. Las tres filas colocan el dígito una vez en cada una de esas columnas, así que elimínalo del resto de ellas. Igual con filas y columnas intercambiadas.
lesson-jellyfish = En cada una de cuatro filas, un dígito solo puede ir en casillas de las mismas cuatro columnas. Las cuatro filas colocan el dígito una vez en cada una de esas columnas, así que elimínalo del resto de ellas. Igual con filas y columnas intercambiadas.
lesson-remote-pair = Una cadena de casillas que solo admiten los mismos dos dígitos, en la que cada una ve a la siguiente. Los dígitos se alternan a lo largo de la cadena, así que dos casillas separadas por un número impar de pasos llevan un dígito distinto cada una: una casilla que vea a ambas no puede tener ninguno de los dos.
lesson-bivalue-universal-grave-1 = Todas las casillas vacías tienen dos candidatos salvo una, que tiene tres. Sin el dígito que aparece tres veces en la fila, columna y bloque de esa casilla, la cuadrícula tendría dos soluciones; como el sudoku tiene una sola, ese dígito va en la casilla.
lesson-skyscraper = En cada una de dos filas, un dígito solo tiene dos posiciones, y una posición de cada fila está en la misma columna. Esas dos no pueden tenerlo a la vez, así que lo tiene una de las otras dos: elimina el dígito de las casillas que vean a ambas. Igual con columnas.
lesson-2-string-kite = Un dígito solo tiene dos posiciones en una fila y dos en una columna, y una de cada par está en el mismo bloque. Esas dos no pueden tenerlo a la vez, así que lo tiene uno de los dos extremos lejanos: elimina el dígito de la casilla que ve a ambos.
lesson-turbot-fish = Dos pares de posiciones de un dígito, cada uno las dos únicas de su fila, columna o bloque, y un extremo del primero ve un extremo del segundo. Esos dos extremos no pueden tenerlo a la vez, así que lo tiene uno de los extremos lejanos: elimina el dígito de las casillas que vean a ambos.
lesson-empty-rectangle = En un bloque, todas las posiciones de un dígito están en una fila y una columna del bloque, en cruz. Toma una columna fuera del bloque donde el dígito solo tenga dos posiciones, una en la fila de la cruz: el dígito no puede ir donde la fila de la otra posición corta la columna de la cruz.
lesson-w-wing = Dos casillas que no se ven solo admiten x e y. Si una fila, columna o bloque tiene y en solo dos posiciones, y cada una ve a una de las casillas, estas no pueden ser y a la vez, así que una es x: elimina x de las casillas que vean a ambas.
lesson-xy-wing = Una casilla pivote que solo admite xy ve dos casillas, una con solo xz y otra con solo yz. Tome el pivote el dígito que tome, una de esas dos casillas será z, así que elimina z de toda casilla que vea a las dos.
lesson-xyz-wing = Una casilla pivote que solo admite xyz ve dos casillas, una con solo xz y otra con solo yz. Una de las tres casillas tiene que ser z, así que elimina z de toda casilla que vea a las tres.
lesson-unique-rectangle-type-1 = Un sudoku bien planteado tiene una sola solución, así que las cuatro esquinas de un rectángulo en dos bloques no pueden acabar todas con solo los mismos dos dígitos: se podrían intercambiar. Tres esquinas solo tienen el par, así que elimina los dos dígitos del par de la cuarta.
lesson-unique-rectangle-type-2 = Un rectángulo en dos bloques tiene el mismo par en las cuatro esquinas, y las dos esquinas de un lado añaden un dígito extra, el mismo en ambas. Con una sola solución, el par no puede llenar las cuatro, así que una de esas dos es el extra: elimínalo de las casillas que vean a ambas.
lesson-unique-rectangle-type-3 = Un rectángulo en dos bloques tiene el mismo par, y las dos esquinas de un lado añaden dígitos extra. Con una sola solución, una de ellas tiene un extra: trata las dos como una casilla con solo los extras y busca un subconjunto desnudo con otras casillas de su fila, columna o bloque.
lesson-unique-rectangle-type-4 = Un rectángulo en dos bloques tiene el par xy, y las dos esquinas de un lado tienen extras. Si x no puede ir en ningún otro sitio de una fila, columna o bloque que compartan, una de ellas es x. Si la otra fuera y, el par sería intercambiable, pero hay una sola solución: elimina y de ambas.
lesson-unique-rectangle-type-5 = Un rectángulo en dos bloques tiene el mismo par, y dos esquinas en diagonal, o tres, añaden un dígito extra, el mismo en todas. Con una sola solución, el par no puede llenar las cuatro, así que una de ellas es el extra: elimínalo de las casillas que las vean a todas.
lesson-unique-rectangle-type-6 = Un rectángulo en dos bloques tiene el par xy, con extras en dos esquinas en diagonal, y x solo va en el rectángulo en sus dos filas y columnas. Si las esquinas con extras tomaran x, las otras serían y, un patrón intercambiable: con una sola solución, elimina x de ellas.
lesson-hidden-rectangle = Un rectángulo en dos bloques tiene el par xy, y una esquina solo tiene xy. En la fila y la columna de la esquina opuesta, x solo va en el rectángulo. Si esa esquina fuera y, el par sería intercambiable, pero hay una sola solución: elimina y de ella.
lesson-avoidable-rectangle-type-1 = Tres esquinas de un rectángulo en dos bloques se resolvieron, no venían dadas, con solo dos dígitos entre ellas. Si la esquina libre tomara el dígito que completa el patrón, los dos dígitos se podrían intercambiar (dos soluciones): con una sola solución, elimínalo de ahí.
lesson-avoidable-rectangle-type-2 = Dos esquinas de un rectángulo en dos bloques se resolvieron, no venían dadas, como x e y, y las dos libres tienen yz y xz. Si la primera fuera y, y la segunda x, las cuatro se podrían intercambiar (dos soluciones), así que una es z: elimina z de las casillas que vean a ambas.
lesson-finned-x-wing = Un X-Wing de un dígito, salvo que una fila tiene además posiciones extra (aletas), todas en un bloque. O el X-Wing o una aleta tiene el dígito, así que elimínalo solo de las casillas de las columnas del X-Wing que están en el bloque de las aletas.
lesson-sashimi-x-wing = Un X-Wing con aleta al que le falta una esquina: en el bloque de las aletas, el pez ha perdido un candidato de esquina. Aun así, el pez o una aleta tiene el dígito, así que elimínalo de las casillas de las columnas del pez que ven todas las aletas.
lesson-finned-swordfish = Un Swordfish de un dígito, salvo que hay posiciones extra (aletas) en un bloque. O el Swordfish o una aleta tiene el dígito, así que elimínalo solo de las casillas que el pez despejaría y que además ven todas las aletas.
lesson-sashimi-swordfish = Un Swordfish con aleta al que le falta un candidato de esquina en el bloque de las aletas, así que sin ellas ni siquiera sería un pez. Aun así, el pez o una aleta tiene el dígito: elimínalo de las casillas que el pez despejaría y que además ven todas las aletas.
lesson-finned-jellyfish = Un Jellyfish (cuatro filas, cuatro columnas) de un dígito, salvo que hay posiciones extra (aletas) en un bloque. O el Jellyfish o una aleta tiene el dígito, así que elimínalo solo de las casillas que el pez despejaría y que además ven todas las aletas.
lesson-sashimi-jellyfish = Un Jellyfish con aleta al que le falta un candidato de esquina en el bloque de las aletas, así que sin ellas las cuatro filas no formarían un pez. Aun así, el pez o una aleta tiene el dígito: elimínalo de las casillas que el pez despejaría y que además ven todas las aletas.
lesson-sue-de-coq = Donde se cruzan un bloque y una línea, dos o tres casillas tienen al menos dos dígitos más que casillas. Si otras casillas de la línea y otras del bloque fijan, cada grupo, una parte de esos dígitos sin repetir ninguno, los dígitos quedan repartidos: quita los de la línea del resto de la línea y los del bloque del resto del bloque.
lesson-simple-colors = Toma un dígito y colorea con dos colores alternos sus posiciones enlazadas, las dos únicas de una fila, columna o bloque: un color tiene el dígito. Dos casillas de un color que se ven lo hacen falso; una casilla que ve ambos colores pierde el dígito.
lesson-multi-colors = Colorea dos grupos separados de posiciones enlazadas de un dígito, con dos colores cada uno. Un color que ve los dos colores del otro grupo es falso. Si un color de cada grupo ve al otro, uno de los dos colores restantes es verdadero: las casillas que ven ambos lo pierden.
lesson-x-chain = Una cadena de un solo dígito que alterna enlaces fuertes (las dos únicas posiciones de una fila, columna o bloque) y débiles (dos posiciones que se ven), fuerte en ambos extremos. Un extremo tiene el dígito, así que elimínalo de las casillas que vean ambos extremos.
lesson-xy-chain = Una cadena de casillas con dos candidatos cada una, en la que cada casilla ve a la siguiente y comparte un dígito con ella, con z en ambos extremos. Si la primera no es z, cada casilla fuerza la siguiente y la última es z. Por lo tanto, un extremo es z: elimina z de las casillas que vean ambos extremos.
lesson-nice-loop-aic = Una cadena sobre casillas y dígitos cualesquiera que alterna enlaces fuertes (al menos uno de dos candidatos es verdadero) y débiles (como mucho uno lo es). Un extremo es verdadero, así que cae lo que choque con ambos; una cadena que se cierra en bucle elimina su candidato inicial o candidatos a lo largo de sus enlaces débiles.
lesson-grouped-nice-loop-aic = Un Nice Loop o AIC en el que algunos enlaces pasan por un grupo: dos o tres posiciones de un dígito en un bloque y una línea, que cuentan como un nodo verdadero si lo es cualquiera de ellas. La lógica es la misma: cae lo que choque con ambos extremos.
lesson-als-xz = Un conjunto casi bloqueado (ALS) son N casillas de una fila, columna o bloque con N+1 dígitos. Dos conjuntos comparten un dígito x cuyas posiciones se ven todas, así que a uno le falta x y queda bloqueado. Un dígito z de ambos está entonces en uno de ellos: elimina z de las casillas que vean cada z de los dos.
lesson-als-xy-wing = Tres conjuntos casi bloqueados (N casillas, N+1 dígitos): A y C comparten x, B y C comparten y, en ambos casos con posiciones que se ven todas. C tiene x o y, así que A o B queda bloqueado, y un dígito z de A y B está en uno de ellos: elimina z de las casillas que vean cada z de ambos.
lesson-als-xy-chain = Una cadena de cuatro o más conjuntos casi bloqueados (N casillas, N+1 dígitos), cada uno unido al siguiente por un dígito cuyas posiciones se ven todas, nunca el mismo dos veces seguidas. Uno de los dos conjuntos de los extremos queda bloqueado: si ambos tienen un dígito z, elimina z de las casillas que vean todos sus z.
lesson-franken-x-wing = Un X-Wing en el que un bloque hace de fila o columna: en dos filas o bloques, un dígito solo va en casillas de dos columnas o bloques. Los dos primeros lo colocan una vez en cada uno de los otros, así que elimínalo del resto de ellos. Igual con columnas como base.
lesson-franken-swordfish = Un Swordfish en el que algunos bloques hacen de filas o columnas: en tres filas o bloques, un dígito solo va en casillas de tres columnas o bloques. Los tres primeros lo colocan una vez en cada uno de los otros, así que elimínalo del resto de ellos.
lesson-franken-jellyfish = Un Jellyfish en el que algunos bloques hacen de filas o columnas: en cuatro filas o bloques, un dígito solo va en casillas de cuatro columnas o bloques. Los cuatro primeros lo colocan una vez en cada uno de los otros, así que elimínalo del resto de ellos.
lesson-finned-franken-x-wing = Un Franken X-Wing (un bloque entre sus filas o columnas) con posiciones extra, aletas, fuera de las líneas y bloques que cubre. O el pez o una aleta tiene el dígito, así que elimínalo solo de las casillas que el pez despejaría y que además ven todas las aletas.
lesson-finned-franken-swordfish = Un Franken Swordfish (bloques entre sus filas o columnas) con posiciones extra, aletas, fuera de las líneas y bloques que cubre. O el pez o una aleta tiene el dígito, así que elimínalo solo de las casillas que las tres coberturas despejarían y que además ven todas las aletas.
lesson-finned-franken-jellyfish = Un Franken Jellyfish (bloques entre sus filas o columnas) con posiciones extra, aletas, fuera de las líneas y bloques que cubre. O el pez o una aleta tiene el dígito, así que elimínalo solo de las casillas que las cuatro coberturas despejarían y que además ven todas las aletas.
lesson-mutant-x-wing = Un pez sobre cualquier mezcla de filas, columnas y bloques: en dos de ellos, un dígito solo va en casillas de otros dos. Los dos primeros colocan el dígito una vez en cada uno de los otros, así que elimínalo del resto de esos dos.
lesson-mutant-swordfish = Un pez sobre cualquier mezcla de filas, columnas y bloques: en tres de ellos, un dígito solo va en casillas de otros tres. Los tres primeros colocan el dígito una vez en cada uno de los otros, así que elimínalo del resto de esos tres.
lesson-mutant-jellyfish = Un pez sobre cualquier mezcla de filas, columnas y bloques: en cuatro de ellos, un dígito solo va en casillas de otros cuatro. Los cuatro primeros colocan el dígito una vez en cada uno de los otros, así que elimínalo del resto de esos cuatro.
lesson-finned-mutant-x-wing = Un Mutant X-Wing (dos filas, columnas o bloques cubiertos por otros dos) con posiciones extra, aletas, fuera de las coberturas. O el pez o una aleta tiene el dígito, así que elimínalo solo de las casillas que las dos coberturas despejarían y que además ven todas las aletas.
lesson-finned-mutant-swordfish = Un Mutant Swordfish (tres filas, columnas o bloques cubiertos por otros tres) con posiciones extra, aletas, fuera de las coberturas. O el pez o una aleta tiene el dígito, así que elimínalo solo de las casillas que las coberturas despejarían y que además ven todas las aletas.
lesson-finned-mutant-jellyfish = Un Mutant Jellyfish (cuatro filas, columnas o bloques cubiertos por otros cuatro) con posiciones extra, aletas, fuera de las coberturas. O el pez o una aleta tiene el dígito, así que elimínalo solo de las casillas que las coberturas despejarían y que además ven todas las aletas.
lesson-kraken-fish = Un pez con aletas que por sí solo no elimina nada. O el pez o una aleta tiene el dígito, así que un candidato que el pez eliminaría cae igualmente si unas cadenas muestran que cada aleta, si es verdadera, también lo elimina.
lesson-forcing-chain = Supón que un candidato es verdadero, o falso, y sigue sus consecuencias directas una a una. Si llevan a una contradicción, la suposición es falsa; si todos los candidatos de una casilla, o todas las posiciones de un dígito en una fila, columna o bloque, llevan a un mismo resultado, este se cumple.
lesson-forcing-net = Una cadena forzada cuyos pasos pueden necesitar varios hechos a la vez: la suposición se desarrolla con singles, así que una casilla queda resuelta en cuanto pierde sus otros candidatos. Una contradicción la refuta, y un resultado al que llegan todos los casos se cumple.
lesson-trial-and-error = Ninguna de las técnicas de aquí sirve, así que toca adivinar: prueba por turno cada candidato de una casilla y sigue jugando. Todos menos uno llevan a una contradicción, así que va el que queda. Esto es prueba y error, no un patrón que se pueda ver.

## Pistas, nivel a nivel: dónde mirar, qué casillas, la jugada.

hint-look-unit = Busca { $technique } en { $unit }.
hint-look-digit = Busca { $technique } para el { $digit }.
hint-look = Busca { $technique }.
hint-trial = Ninguna técnica sirve: el siguiente dígito hay que encontrarlo probando.
hint-cells = { $technique }: mira { $cells-count ->
    [one] la casilla
   *[other] las casillas
} { $cells-de }.
hint-mistake-somewhere = Uno de los dígitos del tablero es incorrecto.
hint-mistake = En { $cell-art } hay un { $entered }, que no es el dígito que va ahí.
hint-mistake-move = En { $cell-art } hay un { $entered }, pero tiene que ir un { $correct }.
hint-missing-note = En una casilla, tus notas no incluyen el dígito que va en ella.
hint-missing-note-cell = Tus notas en { $cell-art } no incluyen el dígito que va ahí.
hint-missing-note-move = Tus notas en { $cell-art } no incluyen el { $digit }, el dígito que va ahí.
hint-solved = El sudoku está resuelto.
hint-not-proper = Sin pista: { $error }.
puzzle-clash = los dígitos de { $cells-art } entran en conflicto
puzzle-no-solution = el sudoku no tiene solución
puzzle-several-solutions = el sudoku tiene más de una solución

# El último recurso, cuando no se aplica ninguna técnica.
step-trial = ninguna técnica conocida por este motor sirve; probando uno a uno los dígitos de la casilla { $cell-de }, todos salvo el { $digit } llevan a una contradicción

## Peces, coloreado, cadenas, nice loops, conjuntos casi bloqueados

step-fish = en { $base }, el { $digit } solo puede ir en { $cover }, así que { $orientation ->
    [rows] esas filas contienen el { $digit } de cada una de esas columnas
   *[columns] esas columnas contienen el { $digit } de cada una de esas filas
}
step-finned-fish = en { $base }, el { $digit } solo puede ir en { $cover } o { $fins-count ->
    [one] en la aleta { $fins-de }; tenga o no la aleta el { $digit }, quedan descartadas las casillas del bloque de la aleta
   *[other] en las aletas { $fins-de }; tengan o no las aletas el { $digit }, quedan descartadas las casillas del bloque de las aletas
} en esas líneas

step-simple-colors-wrap = al colorear con dos colores los pares conjugados del { $digit }, dos casillas del mismo color ({ $cells-art }) se ven, así que ese color es falso
step-simple-colors-trap = al colorear con dos colores los pares conjugados del { $digit } ({ $first-art } frente a { $second-art }), uno de los dos colores tiene el { $digit }
step-multi-colors-wrap = de dos grupos del { $digit }, el color { $cells-de } ve los dos colores del otro grupo, uno de los cuales es verdadero
step-multi-colors-trap = dos grupos del { $digit } tienen colores que se ven entre sí, así que uno de sus otros colores es verdadero: el de { $first-art } o el de { $second-art }

fact-in = el { $digit } está en { $group }
fact-not-in = el { $digit } no está en { $group }
chain-then = entonces { $fact }
step-chain = { $chain }: si { $facts }; así que { $start-art } es { $start-digit } o { $end-art } es { $end-digit }
step-remote-pair = { $cells-art } solo admiten { $digits } y cada una ve a la siguiente ({ $chain }), así que a lo largo de la cadena los dos dígitos se alternan; una casilla que ve dos casillas de paridad opuesta ve los dos dígitos
step-nice-loop = { $kind ->
    [grouped-discontinuous] un Nice Loop discontinuo agrupado
    [continuous] un Nice Loop continuo
    [grouped-continuous] un Nice Loop continuo agrupado
   *[discontinuous] un Nice Loop discontinuo
}: { $chain }; si { $start }, la cadena vuelve a su propia casilla
step-aic = { $kind ->
    [grouped] una cadena de inferencias alternas agrupada
   *[plain] una cadena de inferencias alternas
}: { $chain }; si { $start }, entonces { $end }, así que uno de sus extremos es verdadero

step-als-xz = { $first-art }, por una parte, y { $second-art }, por otra, son conjuntos casi bloqueados ({ $first-digits } en { $first-unit }; { $second-digits } en { $second-unit }); cada { $digit } de uno ve cada { $digit } del otro, así que como mucho un conjunto lo tiene y el otro queda bloqueado{ $commons-count ->
    [1] {""}
   *[other] {" "}(lo mismo vale para los dos dígitos comunes: ambos conjuntos quedan bloqueados)
}
step-als-xy-wing = { $first-art } ({ $first-digits }), { $second-art } ({ $second-digits }) y { $third-art } ({ $third-digits }) son conjuntos casi bloqueados; los dos primeros se unen al tercero mediante { $x } y { $y }, y el tercero no puede tener ambos, así que el primero o el segundo queda bloqueado
als-set = { $cells-art } ({ $digits })
als-restricted-common = { $digits }
step-als-xy-chain = { $sets } son conjuntos casi bloqueados en cadena, cada uno unido al siguiente por un dígito común restringido ({ $commons }); si el primer conjunto no está bloqueado, cada conjunto bloquea a su vez al siguiente, así que el primero o el último queda bloqueado

step-complex-fish = en { $base }, el { $digit } solo puede ir en { $cover }, así que esas unidades contienen el { $digit } de cada unidad de cobertura
step-complex-fish-finned = en { $base }, el { $digit } solo puede ir en { $cover }{ $endo-fins-count ->
    [0] {""}
   *[other] {" "}(con las aletas endo { $endo-fins-de }, en dos unidades base)
} o { $fins-count ->
    [one] en la aleta { $fins-de }; tanto si se cumple el pez como si la aleta tiene el { $digit }, quedan descartadas las casillas que ven la aleta
   *[other] en las aletas { $fins-de }; tanto si se cumple el pez como si una aleta tiene el { $digit }, quedan descartadas las casillas que ven todas las aletas
}
step-kraken-fish = en { $base }, el { $digit } solo puede ir en { $cover } o en las aletas { $fins-de }; esté donde esté, las cadenas que parten de { $premises-art } eliminan todas el { $target-digit } de { $target-art }

## Rascacielos, rectángulos, subconjuntos, alas, cadenas forzadas

step-turbot-fish = el { $digit } está en { $first1-art } o { $first2-art } (únicas posiciones en { $first-unit }) y en { $second1-art } o { $second2-art } (únicas posiciones en { $second-unit }); { $near1-art } y { $near2-art } se ven, así que { $far1-art } o { $far2-art } es { $digit }
step-empty-rectangle = en { $box }, el { $digit } solo está en { $line } y { $other }; { $pair-unit } tiene el { $digit } en { $start-art } o { $end-art }: si está en { $start-art }, el { $digit } del bloque está en { $other }, y si está en { $end-art }, esa casilla ve directamente a { $target-art }
step-naked-subset = en { $units }, las casillas { $cells-by ->
    [cell] { $cells-de }
   *[other] de { $cells }
} solo pueden contener { $digits } entre ellas
step-hidden-subset = en { $unit }, los dígitos { $digits } solo pueden ir en { $cells-art }
step-sue-de-coq = { $cells-art } (donde se cruzan { $line } y { $box }) contienen { $digits }; { $line-cells-art } en { $line } y { $box-cells-art } en { $box } se llevan todos menos tantos como casillas tiene el cruce, así que los dígitos quedan repartidos entre estas casillas
step-xy-wing = { $pivot-art } es { $pivot-digits }, y en cualquier caso una de las pinzas, { $pincer1-art } o { $pincer2-art }, es { $digit }
step-xyz-wing = { $pivot-art } es { $pivot-digits }; si no es { $digit }, una de las pinzas, { $pincer1-art } o { $pincer2-art }, es { $digit }, así que una de las tres casillas es { $digit }
step-w-wing = { $first-art } y { $second-art } solo admiten { $x } y { $y }; en { $unit }, el { $y } está en { $end1-art } o { $end2-art }, posiciones que ven cada una a una de esas dos casillas, así que estas no pueden ser { $y } a la vez y una de las dos es { $x }
intro-unique-rectangle = si en { $cells-art } solo quedaran { $digits }, los dos dígitos se podrían intercambiar y el sudoku tendría dos soluciones
step-unique-rectangle-1 = { $intro }; solo { $cell-art } puede romper el patrón
step-unique-rectangle-2 = { $intro }; así que una de las casillas { $cells-de } es { $digit }
step-unique-rectangle-5 = { $intro }; así que una de las casillas { $cells-de } es { $digit }
step-unique-rectangle-3 = { $intro }; así que una de las casillas { $corners-de } tiene un dígito extra, y junto con { $cells-art } solo contienen { $digits } en { $unit }
step-unique-rectangle-4 = { $intro }; el { $locked } tiene que ir en { $cell1-art } o { $cell2-art } (en ninguna otra casilla que ambas vean), así que ninguna puede ser { $removed }
step-unique-rectangle-6 = { $intro }; el { $digit } solo está en el rectángulo en sus dos filas y columnas (un X-Wing), así que debe ocupar las esquinas { $cells-de } o ninguna de ellas
step-hidden-rectangle = { $intro }; en { $row } y { $column }, el { $locked } solo está en el rectángulo, así que si { $cell-art } fuera { $removed }, los dos { $locked } caerían en el patrón
intro-avoidable-rectangle = { $first-art } y { $second-art } se resolvieron como { $digit1 } y { $digit2 }, no venían dadas; si { $third-art } pasara a ser { $digit2 } y { $fourth-art } a ser { $digit1 }, las cuatro casillas se podrían intercambiar
step-avoidable-rectangle-1 = { $intro }
step-avoidable-rectangle-2 = { $intro }; así que una de ellas es { $digit }
step-bug-plus-one = todas las casillas libres salvo { $cell-art } tienen dos candidatos, y sin el { $digit } en { $cell-art } cada dígito aparecería dos veces en cada fila, columna y bloque: una cuadrícula así tiene dos soluciones

fact-on = { $cell-art } es { $digit }
fact-off = { $cell-art } no es { $digit }

# Cómo chocan los hechos de una cadena o red forzada (tras "lleva a").
clash-itself = contradecir la propia suposición
clash-both = que { $cell-art } sea y no sea { $digit } a la vez
clash-two-digits = dos dígitos en { $cell-art }
clash-twice = dos { $digit } en { $unit }
clash-empty-cell = que { $cell-art } se quede sin candidatos
clash-no-place = que el { $digit } no tenga sitio en { $unit }
step-forcing-chain-contradiction = si { $premise }, { $count ->
    [0] la cadena lleva
    [one] la cadena lleva
   *[other] las cadenas llevan
} a { $clash } ({ $chains })
step-forcing-net-contradiction = si { $premise }, la red lleva a { $clash } ({ $chains })
step-forcing-verity = { $cases ->
    [candidate] { $cell-art } es { $digit } o no lo es
    [cell] { $cell-art } tiene uno de sus candidatos
   *[unit] { $unit } tiene el { $digit } en una de sus posiciones
}, y todos los casos llevan al mismo resultado ({ $chains })

## Killer Sudoku: the cage techniques (see en.ftl)

technique-cage-combinations = Combinaciones de jaula
technique-cage-combinations-indefinite = las combinaciones de una jaula
technique-hidden-cage-digit = Dígito oculto de jaula
technique-hidden-cage-digit-indefinite = un dígito oculto de jaula
technique-cage-candidates = Candidatos de jaula
technique-cage-candidates-indefinite = los candidatos de una jaula
technique-locked-cage-digit = Dígito bloqueado de jaula
technique-locked-cage-digit-indefinite = un dígito bloqueado de jaula
technique-innies-and-outies = Innies y outies
technique-innies-and-outies-indefinite = innies y outies
technique-cages-in-a-unit = Jaulas de una unidad
technique-cages-in-a-unit-indefinite = jaulas de una unidad
technique-group-innies-and-outies = Innies y outies de grupo
technique-group-innies-and-outies-indefinite = innies y outies de grupo
technique-virtual-cage = Jaula virtual
technique-virtual-cage-indefinite = una jaula virtual

lesson-cage-combinations = Los dígitos distintos de una jaula suman su total, y pocos conjuntos lo logran: dos casillas de 17 solo pueden ser 8 y 9, tres de 7 solo 1, 2 y 4. Quita de las casillas de la jaula todo dígito que no esté en ninguno de esos conjuntos.
lesson-hidden-cage-digit = Todo conjunto de dígitos que da la suma de una jaula contiene cierto dígito, así que la jaula debe contenerlo. Si solo una casilla de la jaula puede tomarlo, va allí.
lesson-cage-candidates = Prueba cada conjunto que da la suma de una jaula con los candidatos de sus casillas: un conjunto cuyos dígitos no pueden colocarse, uno por casilla, queda fuera. Quita los candidatos que ningún conjunto restante pone en su casilla.
lesson-locked-cage-digit = Una jaula debe contener un dígito que tiene cada conjunto de su suma, y las casillas de la jaula que pueden tomarlo ven todas ciertas otras casillas. Vaya donde vaya el dígito en la jaula, esas casillas lo ven: quítalo de ellas.
lesson-innies-and-outies = Una fila, columna o bloque suma 45. Quita las jaulas que están enteras dentro: las casillas que quedan, sus innies, suman el resto. Las jaulas que entran en esa unidad cubren también casillas de fuera, sus outies, que suman lo que esas jaulas tienen por encima de 45.
lesson-cages-in-a-unit = Dos jaulas de la misma fila, columna o bloque no comparten dígitos. Un conjunto de una jaula que comparte un dígito con cada conjunto aún posible de la otra queda fuera; quita los candidatos que solo usaban esos conjuntos.
lesson-group-innies-and-outies = La regla del 45 en unidades vecinas: dos filas suman 90, tres 135. Las jaulas enteras dentro dan a los innies una suma conocida, las que entran dan otra a los outies. Usa esas sumas como la de una jaula.
lesson-virtual-cage = Cuando los innies u outies de una fila, columna o bloque están dentro de una jaula, el resto de esa jaula suma el total de la jaula menos lo que suman ellos: una jaula trazada con aritmética. Sus combinaciones y candidatos funcionan como los de cualquier jaula.

fact-cage = la jaula { $cells-de } suma { $sum }
sum-placed = { $placed-art } ya { $placed-count ->
    [one] tiene
   *[other] tienen
} { $placed-sum }, lo que deja { $total } - { $placed-sum } = { $sum } para { $cells-art }
sum-innies = las jaulas contenidas en { $units } suman { $inside }, lo que deja { $total } - { $inside } = { $sum } para { $cells-by ->
    [cell] { $cells-art }
   *[other] { $cells-count ->
        [one] la casilla
       *[other] las casillas
    } de { $cells }
}
sum-outies = las jaulas que entran en { $units } suman { $touching }, de los cuales { $touching } - { $total } = { $sum } { $sum ->
    [one] queda
   *[other] quedan
} fuera, en { $cells-art }
sum-virtual = esas casillas están en la jaula { $cage-de } ({ $cage-sum }), { $cells-count ->
    [one] cuya otra casilla, { $cells-art }, vale
   *[other] cuyas otras casillas, { $cells-art }, suman
} { $cage-sum } - { $part } = { $sum }
step-cage-combinations = { $facts }; con dígitos distintos solo se logra como { $combinations }
step-cage-candidates = { $facts }; con dígitos distintos se logra como { $combinations }, y con sus candidatos solo como { $fitting }
step-hidden-cage-digit = { $facts }; toda forma de lograrlo ({ $combinations }) usa el { $digit }, y en la jaula solo { $cell-art } puede tomarlo
step-locked-cage-digit = { $facts }; toda forma de lograrlo ({ $combinations }) usa el { $digit }, y en la jaula solo { $places-art } pueden tomarlo, así que las casillas que las ven todas no pueden
step-cages-in-unit = { $facts }, como { $combinations }; la jaula { $other-de } ({ $other-sum }), también en { $unit }, debe ser { $other-combinations }, cada una con un dígito en común con { $dropped }, lo que deja { $fitting }
step-sum = { $facts }; con sus candidatos solo { $ways } lo logran
step-sum-single = { $facts }
