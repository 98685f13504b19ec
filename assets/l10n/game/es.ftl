# Las palabras del juego: pantallas, botones, ajustes, resúmenes, avisos y lo que dice el lector
# de pantalla. Los mensajes del motor (pasos, pistas, técnicas, niveles, listas) están en
# ../es.ftl; un mensaje de aquí puede usarlos. Los números eligen la forma del plural; $level,
# $time, $date y similares llegan ya como texto en español.
#
# Convenciones: se tutea al jugador, como en ../es.ftl; partida (game), sudoku (puzzle),
# casilla, fila, columna, bloque, candidato, notas, pista (hint), error (mistake), racha
# (streak), número inicial (given). Donde un nombre de técnica o de nivel iría con artículo,
# la frase evita la concordancia ("la técnica { $technique }", "de nivel { $level }").

## Palabras de muchas pantallas

back = Atrás
cancel = Cancelar
main-menu = Menú principal
level-and-time = { $level } · { $time }
new-game-of = Nueva partida: { $level }
count-hints = { $n ->
    [0] sin pistas
    [one] { $n } pista
   *[other] { $n } pistas
}
count-mistakes = { $n ->
    [0] sin errores
    [one] { $n } error
   *[other] { $n } errores
}

## Fechas

date = { $day } de { $month ->
    [1] enero
    [2] febrero
    [3] marzo
    [4] abril
    [5] mayo
    [6] junio
    [7] julio
    [8] agosto
    [9] septiembre
    [10] octubre
    [11] noviembre
   *[12] diciembre
} de { $year }
month-of-year = { $month ->
    [1] Enero
    [2] Febrero
    [3] Marzo
    [4] Abril
    [5] Mayo
    [6] Junio
    [7] Julio
    [8] Agosto
    [9] Septiembre
    [10] Octubre
    [11] Noviembre
   *[12] Diciembre
} de { $year }
# Las iniciales de los días de la semana en el calendario, empezando por el lunes, separadas por
# espacios.
calendar-weekdays = L M X J V S D

## La pantalla de inicio

start-continue = Continuar
start-new-game = Nueva partida
start-daily = Sudoku del día
start-daily-caption = { $streak ->
    [0] { $date }
   *[other] { $date } · racha { $streak }
}
# The day's card once the day's puzzle is solved.
start-daily-caption-solved = { $streak ->
    [0] { $date } · resuelto
   *[other] { $date } · resuelto · racha { $streak }
}
# A level's name in the start screen's row of five ($level: easy, medium, hard, expert,
# extreme): the name itself ($name), or a shorter one where it would not fit a fifth of a
# phone's width.
start-level-name = { $level ->
   *[other] { $name }
}
# The icon buttons' words on the start screen (short: four share a row).
start-learn-short = Aprender
start-import-short = Importar
start-import = Importar un sudoku
start-statistics = Estadísticas
start-settings = Ajustes
start-learn-caption = Todas las técnicas explicadas, con práctica
start-subtitle = Sudoku

## Se pide una partida nueva mientras hay otra en curso

replace-title = Hay una partida en curso
replace-subtitle = { $level } · { $time } · { $left ->
    [one] queda { $left } casilla
   *[other] quedan { $left } casillas
}
replace-continue = Continuar la partida
replace-continue-caption = Volver a la partida en curso
replace-new-caption = La partida en curso contará como abandonada
replace-start-daily = Empezar el sudoku del día
replace-start-archive = Empezar el sudoku del { $date }
replace-start-level = Empezar una partida de nivel { $level }
replace-play-imported = Jugar el sudoku nuevo
replace-practise = Practicar { $technique }
replace-practice-title = Hay un ejercicio en curso
replace-practice-continue-caption = Volver al ejercicio
replace-practice-new-caption = Se abandona el ejercicio en curso

## Niveles

levels-title = Nueva partida
levels-subtitle = Elige un nivel
level-caption-easy = Solo singles
level-caption-medium = Pares, tríos y candidatos bloqueados
level-caption-hard = X-Wings, wings, peces y coloreado
level-caption-expert = Peces con aleta, cadenas, conjuntos casi bloqueados
level-caption-extreme = Cadenas forzadas o prueba y error
kind-classic = Clásico
kind-killer = Killer
start-daily-killer = Killer del día
killer-level-caption-easy = Combinaciones de jaula y singles
killer-level-caption-medium = Candidatos de jaula, innies y outies, pares
killer-level-caption-hard = Jaulas de una unidad, innies y outies de grupo
game-killer = Killer · { $level }
game-killer-daily = Killer del día · { $date } · { $level }
game-killer-archive = Killer del { $date } · { $level }
game-killer-imported = Killer importado · { $level }
replace-start-killer-daily = Empezar el Killer del día
replace-start-killer-archive = Empezar el Killer del { $date }
replace-start-killer-level = Empezar un Killer de nivel { $level }
generating-killer-title = Creando un Killer de nivel { $level }
say-killer-ready = El Killer está listo: { $level }

## Pausa

pause-title = En pausa
pause-resume = Reanudar
pause-restart = Reiniciar este sudoku
pause-copy-puzzle = Copiar el sudoku
pause-copy-puzzle-caption = Sus { $n } números iniciales en una sola línea de texto, para jugarlo en otro sitio
pause-copy-killer-caption = { $n ->
    [0] Sus jaulas y sumas en una sola línea de texto, para jugarlo en otro sitio
    [one] Sus jaulas, sumas y { $n } número inicial en una sola línea de texto, para jugarlo en otro sitio
   *[other] Sus jaulas, sumas y { $n } números iniciales en una sola línea de texto, para jugarlo en otro sitio
}
pause-copy-link = Copiar un enlace al sudoku

## El final de una partida

share-daily = Peerless · sudoku del { $date }
won-title = ¡Resuelto!
won-daily = { $level } · { $time } · sudoku del { $date }
won-mistakes-hints = { $mistakes ->
    [0] Sin errores
    [one] { $mistakes } error
   *[other] { $mistakes } errores
} · { $hints ->
    [0] sin pistas
    [one] { $hints } pista
   *[other] { $hints } pistas
}
won-new-best = Nuevo mejor tiempo
won-best = Mejor tiempo: { $time }
won-vs-median = { $faster ->
    [yes] { $diff } más rápido que tu mediana
   *[no] { $diff } más lento que tu mediana
}
won-no-best = { $by ->
    [reveal] Se reveló una casilla: este tiempo no cuenta como mejor tiempo.
   *[hint] Una pista hizo una jugada: este tiempo no cuenta como mejor tiempo.
}
won-daily-streak = racha diaria { $n }
won-daily-killer = { $level } · { $time } · Killer del { $date }
won-daily-killer-streak = racha de Killer del día { $n }
new-killer-of = Nuevo Killer: { $level }
won-imported = Sudoku importado: no cuenta en las estadísticas de nivel { $level }
won-archive = Del archivo
won-archive-best = Del archivo · mejor tiempo de ese día { $time }
won-needed = Técnicas necesarias: { $techniques }
won-needed-more = { $n ->
    [one] una más
   *[other] { $n } más
}
won-copy-result = Copiar resultado
won-other-level = Otro nivel
lost-title = Demasiados errores
lost-limit = { $n ->
    [one] { $n } error
   *[other] { $n } errores
}: se ha alcanzado el límite.
lost-cell-is-not = el { $digit } de { $cell-art }
lost-taken-back = Se han quitado los dígitos incorrectos.
lost-wrong-now = Ahora están mal: { $cells }.
lost-play-on-or-again = Sigue jugando sin límite o vuelve a empezar el sudoku.
lost-play-on = Seguir jugando
lost-try-again = Reintentar este sudoku

## Estadísticas

stats-killer-title = Estadísticas de Killer
stats-imported = Sudokus importados
stats-imported-caption = Pegados, escritos o enlazados: se cuentan aparte
stats-wins = Ganadas { $won } de { $started } · racha { $streak } (mejor { $best })
stats-imported-wins = Sudokus importados: ganados { $won } de { $started }
stats-times = Mejor tiempo { $best } · { $n ->
    [one] mediana de la última: { $median }
   *[other] mediana de las últimas { $n }: { $median }
}
stats-times-helped = Mejor tiempo sin ayuda { $best } · { $n ->
    [one] mediana de la última ({ $helped } con ayuda): { $median }
   *[other] mediana de las últimas { $n } ({ $helped } con ayuda): { $median }
}
stats-no-best = Aún no hay mejor tiempo: todas las victorias tuvieron ayuda · { $n ->
    [one] mediana de la última: { $median }
   *[other] mediana de las últimas { $n }: { $median }
}
stats-no-time = Aún no hay tiempos: gana una partida para ver el tuyo
# The statistics' summary cards: each figure's name under it ($rate a whole percentage; $best
# the longest streak).
stats-card-played = Jugadas
stats-card-won = Ganadas
stats-card-rate = Porcentaje
stats-card-rate-value = { $rate } %
stats-card-best = Mejor
stats-card-best-unhelped = Mejor sin ayuda
stats-card-median = Mediana de { $n }
stats-card-streak = { $best ->
    [0] Racha
   *[other] Racha (mejor { $best })
}
stats-month = { $month } · racha diaria { $streak } (mejor { $best })

## Importar

import-paste = Pegar del portapapeles
import-paste-caption = 81 caracteres, una cuadrícula, un Killer o el enlace de un sudoku
import-type = Escribirlo en el tablero
import-type-caption = Introduce los números iniciales con el teclado y pulsa «Empezar»
import-subtitle = Se comprueban conflictos y solución única, y se evalúa su dificultad
checking-title = Comprobando el sudoku
checking-subtitle = Buscando las técnicas que necesita
import-photo = Desde una foto
import-photo-caption = Una foto o captura de pantalla de un sudoku impreso
reading-title = Leyendo la foto
reading-subtitle = Buscando la cuadrícula y sus dígitos
review-title = Revisa el sudoku
review-read = { $digits ->
    [one] Se leyó un dígito de la foto.
   *[other] Se leyeron { $digits } dígitos de la foto.
}
review-doubtful = { $cells ->
    [one] Una casilla es dudosa y está enmarcada: compárala con la foto.
   *[other] { $cells } casillas son dudosas y están enmarcadas: compáralas con la foto.
}
review-no-solution = Tal como está, el sudoku no tiene solución: se leyó mal un dígito.
review-several-solutions = Tal como está, el sudoku tiene más de una solución: falta un dígito.
review-sure = { $digits ->
    [one] Se leyó un dígito: compáralo con la foto y toca «Empezar».
   *[other] Se leyeron { $digits } dígitos: compáralos con la foto y toca «Empezar».
}
review-correct = Toca una casilla y luego un dígito para corregirla; «Empezar» comprueba el sudoku.
review-start = Corrige cualquier casilla que no coincida con la foto y toca «Empezar».
notice-photo-drop = Arrastra una foto del sudoku a esta ventana.
photo-error-unopened = No se pudo abrir el archivo.
photo-error-no-reader = Aquí no se pueden leer fotos.
photo-error-not-an-image = Ese archivo no es una imagen: elige una foto JPEG o PNG.
photo-error-unsupported = No se puede leer el formato de esa imagen: elige una foto JPEG o PNG.
photo-error-damaged = La imagen está dañada o incompleta.
photo-error-too-large = La imagen es demasiado grande para leerla (más de 64 MB o 100 megapíxeles).
photo-error-too-small = La imagen es demasiado pequeña para contener un sudoku legible.
photo-error-no-grid = No se encontró ninguna cuadrícula de sudoku en la foto: fotografía la cuadrícula entera, plana y bien iluminada.
photo-error-two-grids = La foto muestra dos cuadrículas: fotografíalas de una en una.
photo-error-grid-too-small = La cuadrícula se ve demasiado pequeña en la foto: acércate.
photo-error-blurred = La foto está demasiado borrosa para leerla: no te muevas o enfoca la cuadrícula.

## Pantallas de espera

practising-example = Buscando un ejemplo: { $technique }
practising-position = Buscando una posición para practicar: { $technique }
generating-title = Creando un sudoku de nivel { $level }

## Ajustes

settings-play = Juego
settings-look = Aspecto
settings-help = Ayudas
settings-accessibility = Accesibilidad
settings-play-caption = { $vibration ->
    [yes] Entrada, notas, cronómetro, vibración
   *[no] Entrada, notas, cronómetro
}
settings-look-caption = Tema, tamaño de los dígitos, candidatos, mano, resaltado
settings-help-caption = Conflictos, errores, info de casilla, nombres de casillas
settings-accessibility-caption = Lector de pantalla, tamaño del texto de las pistas
setting-language = Idioma
setting-theme = Tema
setting-highlight-peers = Resaltar fila, columna, bloque
setting-highlight-same-digit = Resaltar mismo dígito
setting-show-conflicts = Mostrar conflictos
setting-check-mistakes = Comparar con la solución
setting-mistake-limit = Límite de errores
setting-auto-remove-notes = Borrar notas al colocar
setting-show-timer = Mostrar cronómetro
setting-input = Entrada
setting-cell-info = Info de la casilla
setting-digit-size = Tamaño de los dígitos
setting-candidate-style = Candidatos
setting-tools-left = Herramientas en horizontal
setting-cage-tints = Colorear las jaulas (Killer)
setting-reduced-motion = Reducir movimiento
setting-haptics = Vibración
setting-cell-names = Nombres de casillas en pistas
setting-speak-order = Lectura de una casilla
setting-speak-candidates = Leer candidatos de la casilla seleccionada
setting-large-hint-text = Pistas en letra grande
value-on = Sí
value-off = No
value-theme-system = Sistema
value-theme-light = Claro
value-theme-dark = Oscuro
value-none = Sin límite
value-digit-first = Primero el dígito
value-cell-first = Primero la casilla
value-small = Pequeño
value-normal = Normal
value-large = Grande
value-grid = Cuadrícula
value-centre = Centro
value-left = Izquierda
value-right = Derecha
# El nombre de una casilla tal como lo dicen las pistas, para mostrar la opción elegida: r3c7,
# o fila 3, columna 7.
value-cell-name = { $cell }
value-position-first = Primero la posición
value-value-first = Primero el valor
# El valor del ajuste de idioma cuando sigue al del sistema.
value-language-system = Sistema
# Primero en la lista de idiomas: seguir el idioma del sistema, que se nombra debajo con su propio nombre.
language-system = El idioma del sistema

## Aprender las técnicas: la biblioteca, las lecciones y la práctica

learn-title = Aprender
learn-subtitle = Todas las técnicas de las pistas, de la más fácil a la más difícil
# El botón de un nivel en la biblioteca: cuántas de sus técnicas ha encontrado el jugador.
learn-level-caption = { $all ->
    [one] { $found } de { $all } técnica encontrada
   *[other] { $found } de { $all } técnicas encontradas
}
learn-level-title = Técnicas de nivel { $level }
learn-level-subtitle = Cada una con su lección y posiciones para practicar
learn-killer-title = Técnicas de Killer
learn-killer-subtitle = Las técnicas que leen las jaulas, de la más fácil a la más difícil
learn-killer-level-title = Técnicas de Killer de nivel { $level }
learn-more = Más técnicas
learn-page = Página { $page } de { $pages }
# El botón de una técnica: lo que el jugador lleva hecho con ella.
learn-not-practised = Aún sin practicar
learn-progress-found = Encontrada { $found ->
    [one] { $found } vez
   *[other] { $found } veces
}
learn-progress-found-helped = Encontrada { $found ->
    [one] { $found } vez
   *[other] { $found } veces
}, { $helped } con ayuda
learn-progress-found-streak = Encontrada { $found ->
    [one] { $found } vez
   *[other] { $found } veces
} · racha { $streak }
learn-progress-found-helped-streak = Encontrada { $found ->
    [one] { $found } vez
   *[other] { $found } veces
}, { $helped } con ayuda · racha { $streak }
# El paso encontrado; $step es la frase del paso.
learn-right = ¡Correcto! { $step }
learn-found-with-hint = Encontrado con ayuda de la pista. { $step }
# «Pista» es el nombre del botón de la herramienta.
learn-find-elimination = Encuentra dónde se aplica la técnica { $technique } y quita uno de los candidatos que descarta. «Pista» indica dónde mirar.
learn-find-placement = Encuentra dónde se aplica la técnica { $technique } y coloca el dígito que determina. «Pista» indica dónde mirar.
learn-no-position = Esta vez no se encontró ninguna posición para la técnica { $technique }: inténtalo de nuevo.
# Una jugada que el paso practicado no hace, rechazada.
practice-wrong-true-candidate = Ese no: el { $digit } tiene que quedarse en { $cell-art }; la técnica { $technique } no lo elimina. Vuelve a mirar.
practice-wrong-not-by-this = El { $digit } se puede quitar de { $cell-art }, pero no con la técnica { $technique }: encuéntrala primero.
practice-wrong-digit = Ese no: en { $cell-art } no va el { $digit }. Vuelve a mirar.
practice-wrong-not-placed-by-this = En { $cell-art } va el { $digit }, pero la técnica { $technique } no lo demuestra: encuéntrala primero.

## Avisos

# $text es lo que se copió: una línea de resultado, un sudoku o un enlace.
notice-copied = Copiado: { $text }
notice-copy-failed = No se copió nada: no se puede acceder al portapapeles de este dispositivo.
notice-clipboard-empty = El portapapeles no contiene texto para importar.
# $error es uno de los mensajes import-error.
notice-link-unplayable = El sudoku del enlace no se puede jugar: { $error }
# $seconds lleva un decimal: 1.5
generating-still-looking = Aún buscando uno que requiera las técnicas adecuadas: { $seconds } s

## Por qué no se puede jugar un sudoku importado

# $error es uno de los mensajes de abajo que empiezan en minúscula.
import-error-unreadable = No se puede leer el sudoku: { $error }.
import-error-unexpected-char = línea { $line }, columna { $column }: { $char } inesperado (una casilla es 1-9, o . o 0 si está vacía)
import-error-unexpected-char-at = línea { $line }, columna { $column }: { $char } inesperado donde debería ir { $cell-art } (una casilla es 1-9, o . o 0 si está vacía)
# El carácter que el lector no esperaba: el propio carácter, su código (U+0009) o ambos.
import-error-char = carácter '{ $char }'
import-error-char-code = carácter U+{ $code }
import-error-char-and-code = carácter '{ $char }' (U+{ $code })
import-error-no-cells = el texto no tiene casillas (un sudoku tiene 81)
import-error-too-few-cells = se esperaban 81 casillas y hay { $found }
import-error-too-many-cells = línea { $line }, columna { $column }: la casilla 82 sobra (se esperaban 81 casillas y hay { $found })
import-error-not-utf8 = línea { $line }, columna { $column }: el texto no es UTF-8 válido
import-error-joined-digits = línea { $line }, columna { $column }: un número de dos cifras cuenta como dos casillas, y una casilla lleva un solo dígito del 1 al 9 (se esperaban 81 casillas y hay { $found })
# $clash es import-error-clash-pair; $more cuenta los demás pares en conflicto.
import-error-clash = { $more ->
    [0] Hay números iniciales en conflicto: { $clash }.
    [1] Hay números iniciales en conflicto: { $clash }, y otro par más.
   *[other] Hay números iniciales en conflicto: { $clash }, y { $more } pares más.
}
import-error-clash-pair = el { $digit } de { $first-art } choca con el { $digit } de { $second-art } ({ $unit-kind ->
    [row] en la fila { $unit-number }
    [column] en la columna { $unit-number }
   *[box] en el bloque { $unit-number }
})
import-error-link-without-puzzle = El enlace no contiene ningún sudoku: el enlace de un sudoku termina en #<81 caracteres> o lleva ?p=<81 caracteres>.
import-error-already-solved = La cuadrícula ya está completa: no queda nada por resolver.
import-error-no-solution = El sudoku no tiene solución: ninguna forma de rellenar las casillas vacías cumple las reglas.
import-error-multiple-solutions = El sudoku tiene más de una solución ({ $cell-art } puede ser { $first } o { $second }, por ejemplo), así que le faltan números iniciales.
# $error es uno de los mensajes killer-error, o un mensaje cage-error.
import-error-killer-unreadable = No se puede leer el Killer: { $error }.
# $error es uno de los mensajes link-error, o un mensaje cage-error.
import-error-killer-link = No se puede jugar el Killer del enlace: { $error }.

## Why a Killer in Peerless's one-line format cannot be read (see en.ftl)

killer-error-unexpected-char-at = línea { $line }, columna { $column }: { $char } inesperado donde debería ir la letra de jaula de { $cell-art } (una jaula se marca con una letra A–Z o a–z, y un ':' inicia las sumas)
killer-error-unexpected-char = línea { $line }, columna { $column }: { $char } inesperado después de las 81 letras de jaula (una jaula se marca con una letra A–Z o a–z, y un ':' inicia las sumas)
killer-error-too-few-letters = se esperaban 81 letras de jaula, una por casilla, y hay { $found }
killer-error-too-many-letters = línea { $line }, columna { $column }: la letra 82 sobra (una letra de jaula por cada una de las 81 casillas, y hay { $found })
killer-error-missing-sums = a las letras de jaula no les siguen un ':' y las sumas (como en 'AB...:3,15,...')
killer-error-bad-sum = línea { $line }, columna { $column }: '{ $text }' no es una suma (las sumas son números enteros separados por comas)
killer-error-missing-sum = línea { $line }, columna { $column }: falta una suma (las sumas son números enteros separados por comas)
killer-error-sum-count = las letras forman { $cages ->
    [one] { $cages } jaula
   *[other] { $cages } jaulas
} pero { $sums ->
    [one] sigue { $sums } suma
   *[other] siguen { $sums } sumas
} (una suma por jaula, en el orden de las primeras casillas de las jaulas)
killer-error-cage = jaula { $letter }: { $error }
killer-error-givens = los números iniciales (desde la línea { $line }, columna { $column }): { $error }
killer-error-too-many-parts = línea { $line }, columna { $column }: un tercer ':' (el texto tiene como mucho tres partes: letras, sumas y números iniciales)

## Why cages are no Killer (see en.ftl)

cage-error-empty = la jaula { $cage } no tiene casillas
cage-error-overlap = { $cell-art } está en dos jaulas, la jaula { $cage } y la jaula { $other }
cage-error-uncovered = { $cell-art } no está en ninguna jaula
cage-error-disconnected = la jaula { $cage } (en { $first-art }) está partida: { $cell-art } no se une a { $first-art } por las casillas de la jaula, de lado a lado
cage-error-too-big = la jaula { $cage } (en { $first-art }) tiene { $size } casillas y una suma de { $sum }, pero una jaula tiene como mucho 9 dígitos distintos
cage-error-sum-fixed = la jaula { $cage } (en { $first-art }) tiene { $size } casillas y una suma de { $sum }, pero { $size } dígitos distintos siempre suman { $low }
cage-error-sum-range = la jaula { $cage } (en { $first-art }) tiene { $size ->
    [one] { $size } casilla y una suma de { $sum }, pero un dígito vale de { $low } a { $high }
   *[other] { $size } casillas y una suma de { $sum }, pero { $size } dígitos distintos suman de { $low } a { $high }
}
cage-error-total = las sumas de las jaulas dan { $total }, pero una cuadrícula resuelta suma 405

## Why an f-puzzles or SudokuPad link holds no Killer Peerless plays (see en.ftl)

link-error-not-a-link = no es un enlace de f-puzzles o SudokuPad que contenga un sudoku entero
link-error-stored-online = '{ $id }' nombra un sudoku guardado en la web: ábrelo allí y comparte el enlace largo, que contiene el sudoku entero
link-error-format = el enlace contiene el formato '{ $name }' de SudokuPad, que Peerless no lee (lee 'scl', 'ctc' y 'fpuzzles')
link-error-decompress = los datos del enlace no se pueden descomprimir: puede que esté cortado o modificado
# $message es el del lector de JSON, en inglés.
link-error-json = los datos del enlace no son el JSON de un sudoku: { $message }
link-error-no-grid = el sudoku no tiene una cuadrícula de casillas
link-error-size = el sudoku es de { $rows } por { $columns }, y un Killer es de 9 por 9
link-error-irregular = las regiones del sudoku no son los nueve bloques de 3x3
link-error-feature = el sudoku tiene '{ $name }', una regla o un dibujo además de las jaulas y los números iniciales, que Peerless no juega
link-error-no-sum = la jaula { $cage } no tiene suma
link-error-bad-sum = la suma '{ $text }' de la jaula { $cage } no es un número entero
link-error-bad-cell = '{ $text }' no es una casilla de una cuadrícula de 9x9
link-error-bad-given = el número inicial de { $cell-art }, '{ $text }', no es un dígito del 1 al 9

## Barras de herramientas (cortas: cada una cabe en un botón de una fila de seis)

tool-undo = Deshacer
tool-erase = Borrar
# La herramienta de notas: Notas mientras el teclado escribe dígitos; si no, el modo del teclado.
tool-notes = Notas
tool-centre = Centro
tool-corner = Esquina
tool-colour = Color
notes-kind-candidates = Candidatos
notes-kind-centre = Notas centrales
notes-kind-corner = Notas de esquina
notes-kind-colour = Colores
# Rellena las notas de todas las casillas vacías.
tool-auto = Auto
tool-hint = Pista
# The hint card: its level in words ($level: technique, cells, move).
hint-card-level = { $level ->
    [technique] Pista 1 de 3: dónde mirar
    [cells] Pista 2 de 3: las casillas
   *[move] Pista 3 de 3: la jugada
}
# The card's button to the hint's next level; after the last, it makes the move.
hint-card-next = { $level ->
    [technique] Ver las casillas
    [cells] Ver la jugada
   *[move] Hacer la jugada
}
# The card's text goes on past its lines ("more"), or folds back ("less").
hint-card-more = Más
hint-card-less = Menos
# The card's close button, as a screen reader names it (it shows a cross).
hint-card-close = Cerrar la pista
# Above the board while no hint shows: how much of the board is filled ($filled, the
# givens included), and where help is.
progress-filled = { $filled } de 81 casillas llenas
progress-tip = ¿Atascado? La pista dice primero dónde mirar y luego más.
tool-redo = Rehacer
tool-back = Atrás
# Vacía todo el tablero mientras se escribe un sudoku.
tool-clear = Vaciar
tool-paste = Pegar
# Comprueba el sudoku escrito y empieza la partida.
tool-start = Empezar
# La siguiente posición para practicar.
tool-next = Otra
# En una lección: la primera posición para practicar.
tool-practise = Practicar
# En una lección: el paso de esta posición y luego la idea de la técnica.
tool-example = Ejemplo
tool-idea = Idea

## Escribir un sudoku

entry-title = Escribe un sudoku
entry-help = Toca una casilla y luego un dígito, para cada número inicial. «Empezar» comprueba el sudoku.

## El gráfico de las estadísticas con los últimos tiempos

stats-last-times = Últimos tiempos
stats-no-wins = Aún no hay victorias en este nivel
stats-helped = con ayuda
# Los nombres de las líneas del gráfico: el mejor tiempo y la mediana.
stats-best = mejor
stats-median = mediana

## Partidas guardadas

# $reason es la del sistema, tal como la dio.
save-not-kept = Las partidas no se guardarán al salir: { $reason }.
save-reason-no-home = no se encontró ninguna carpeta personal para las partidas guardadas
save-reason-no-app-folder = el sistema no dio ninguna carpeta para los archivos de la app
save-reason-browser-refuses = el navegador no permite que esta página guarde datos
save-reason-full = no queda espacio para guardarla
save-reason-denied = el sistema no permite escribirla
save-reason-system = { $file }: { $message }
save-reason-unknown = { $message }
save-place-browser = el almacenamiento del navegador para esta página
save-failed = No se pudo guardar la partida: { $reason }. Se volverá a intentar.
# $reason es el motivo, tal como lo dice el lector de la partida guardada.
save-damaged = No se pudo leer tu último guardado: el archivo está dañado.
save-newer = Tu último guardado se hizo con una versión más nueva de Peerless, que esta versión no puede leer.
save-missing = Falta tu último guardado.
save-not-opened = No se pudo abrir tu último guardado: { $reason }.
save-parts-damaged = No se pudo leer una parte de tu último guardado.
save-backup-loaded = Se ha cargado en su lugar el guardado anterior.
save-fresh = No se pudo leer ningún guardado anterior, así que el juego empieza de cero.
save-parts-restored = Recuperado del guardado anterior: { $parts }.
save-parts-lost = Se reinicia desde cero lo que no se pudo recuperar: { $parts }.
save-part = { $part ->
    [settings] tus ajustes
    [statistics] tus estadísticas
    [game] tu partida en curso
   *[practice] tu progreso de práctica
}
save-kept = Tu último guardado se conserva tal cual, como { $file }, en { $folder }.
save-backup-kept = El guardado anterior tampoco se pudo leer y se conserva como { $file }.
save-newer-found = Se encontraron y cargaron tus partidas de una versión más nueva de Peerless, que una versión anterior había apartado como { $file }.
save-older-kept = Lo que guardó la versión anterior se conserva como { $file } en { $folder }.
save-followed = La partida se jugó en otra ventana o pestaña: esta la muestra ahora tal como quedó allí.
save-followed-moves-lost = La partida se jugó en otra ventana o pestaña, que la guardó después de tus últimas jugadas aquí: esta la muestra ahora tal como quedó allí, sin esas jugadas.
save-sentences = { $first } { $next }

## El lector de pantalla: los nombres del árbol de accesibilidad

# El nombre de una casilla: sus partes unidas por list-separator, en el orden que eligió el
# jugador: su dígito (o access-empty), access-given, access-clashes, access-wrong; su lugar
# (cell-spelled); su color; sus notas (access-candidates, access-corner). $digits son dígitos
# separados por espacios ("2 6").
access-empty = vacía
access-value = { $digit }
access-parts = { $parts }
access-header = { $level }{ list-separator }{ $mistakes }
access-given = inicial
access-clashes = en conflicto
access-cage-full = { $size ->
    [one] jaula de una casilla, suma { $sum }
   *[other] jaula de { $size } casillas, suma { $sum }
}
access-cage-first = casilla superior izquierda
access-cage-short = jaula { $sum }
access-wrong = incorrecta
access-doubtful = dudosa
access-candidates = candidatos { $digits }
access-corner = esquina { $digits }
# Los colores que el jugador da a las casillas, según los tonos de la paleta, en el orden del
# teclado.
access-colour-orange = naranja
access-colour-sky-blue = azul cielo
access-colour-green = verde
access-colour-yellow = amarillo
access-colour-blue = azul
access-colour-purple = morado
access-colour-grey = gris
access-colour-lavender = lavanda
access-colour-brown = marrón
access-pause = Pausa
access-tools = Herramientas
access-board = Tablero
access-time = { $time }
access-time-helped = { $time } con ayuda
access-chart = Últimos tiempos de resolución, del más antiguo al más reciente: { $times }
access-month-before = Mes anterior
access-month-after = Mes siguiente
access-calendar = Sudokus diarios de { $month }
access-day = { $state ->
    [won] { $date }, resuelto en { $time }
    [today-won] { $date }, el sudoku de hoy, resuelto en { $time }
    [archive] { $date }, resuelto desde el archivo en { $time }
    [today] { $date }, el sudoku de hoy
    [future] { $date }, aún no disponible
   *[open] { $date }
}
# El teclado, según lo que escribe.
access-pad-digits = Teclado: dígitos
access-pad-candidates = Teclado: candidatos
access-pad-centre = Teclado: notas centrales
access-pad-corner = Teclado: notas de esquina
access-pad-colours = Teclado: colores
access-note-kinds = Tipo de notas: { $kind }
# Un dígito del teclado y cuántos quedan por colocar.
access-pad-digit = { $digit }, { $n ->
    [0] todos colocados
    [one] queda { $n }
   *[other] quedan { $n }
}
# El botón de un menú con su valor (el de un ajuste).
access-menu-value = { $label }: { $value }
# Una fila, una columna o un bloque leídos en voz alta: $cells son los dígitos de sus casillas
# (o access-empty), unidos por list-separator.
access-unit-reading = { $unit-kind ->
    [row] Fila
    [column] Columna
   *[box] Bloque
} { $unit-number }: { $cells }
# Cuántos quedan por colocar de un dígito; los nueve se leen unidos por list-separator.
access-remaining = { $digit }: { $n ->
    [0] completo
    [one] queda { $n }
   *[other] quedan { $n }
}

## El lector de pantalla: lo que se anuncia ($cell dicha entera: fila 3, columna 7)

say-given = { $cell }: número inicial
say-cell-filled = { $cell }: ya tiene un dígito
say-already-empty = { $cell }: ya está vacía
say-edge = { $side ->
    [up] No hay fila arriba
    [down] No hay fila abajo
    [left] No hay columna a la izquierda
   *[right] No hay columna a la derecha
}
say-nothing-to-undo = Nada que deshacer
say-nothing-to-redo = Nada que rehacer
say-no-hint = Sin pista: el tablero está resuelto
say-placed = { $digit } en { $cell-art }
say-emptied = { $cell-art } vaciada
# Lo que contiene ahora una casilla, como $what de say-revealed, say-undone y say-redone.
say-cell-is = { $cell-art } es { $digit }
say-cell-is-empty = { $cell-art } está vacía
say-revealed = Revelado: { $what }
say-candidate-added = candidato { $digit } añadido a { $cell-art }
say-candidate-removed = candidato { $digit } quitado de { $cell-art }
say-corner-added = nota de esquina { $digit } añadida a { $cell-art }
say-corner-removed = nota de esquina { $digit } quitada de { $cell-art }
# $colour es uno de los nombres access-colour-...
say-coloured = { $colour } en { $cell-art }
say-colour-removed = color quitado de { $cell-art }
say-marked = { $n ->
    [one] { $n } casilla marcada
   *[other] { $n } casillas marcadas
}
say-candidates-filled = Candidatos rellenados
say-notes-cleared = Notas borradas
say-restarted = Reiniciado
say-undone = Deshecho: { $what }
say-redone = Rehecho: { $what }
say-undone-cells = Deshecho: { $n ->
    [one] { $n } casilla
   *[other] { $n } casillas
}
say-redone-cells = Rehecho: { $n ->
    [one] { $n } casilla
   *[other] { $n } casillas
}
# El último nivel de la pista hizo su jugada: $changes son las casillas que cambió (say-placed
# o say-now-candidates), unidas por list-separator.
say-hint-made = Pista aplicada: { $changes }
say-now-candidates = { $cell-art } tiene ahora los candidatos { $digits }
# Lo que resultó de una jugada sigue a lo que hizo, cada cosa tras list-separator. $cells son
# las casillas con las que choca, nombradas como toda lista de casillas, aquí con su artículo
# tras "en" ($cells-art: "la fila 1, columna 1 así como la fila 2, columna 3").
say-clashes = choca con el { $digit } en { $cells-art }
say-mistake = error { $n }
say-mistake-of = error { $n } de { $limit }
say-unit-complete = { $unit-kind ->
    [row] fila { $unit-number } completa
    [column] columna { $unit-number } completa
   *[box] bloque { $unit-number } completo
}
say-every-placed = todos los { $digit } colocados
# $said es lo que hizo la jugada.
say-lost = { $said }. Partida perdida: demasiados errores
say-after = { $said }{ list-separator }{ $more }
say-no-cell-selected = Ninguna casilla seleccionada
say-puzzle-ready = El sudoku está listo: { $level }
# El final de una partida leído como un solo anuncio: su título y cada línea de su resumen
# ($next) tras lo dicho hasta ahora ($said); say-then tras el final de una frase (! o .), si
# no say-then-sentence.
say-then = { $said } { $next }
say-then-sentence = { $said }. { $next }

## La cabecera de la pantalla de juego y la línea de información de la casilla

header-mistakes = Errores: { $n }
header-mistakes-of = Errores: { $n }/{ $limit }
# La línea bajo el teclado cuando la info de la casilla está activada: $cell es el nombre de la
# casilla, $index su número (de 0 a 80).
cell-info-holds = { $cell } · índice { $index } · fila { $row }, columna { $column }, bloque { $box } · contiene el { $digit }
cell-info-candidates = { $cell } · índice { $index } · fila { $row }, columna { $column }, bloque { $box } · candidatos { $digits }
cell-info-no-candidates = { $cell } · índice { $index } · fila { $row }, columna { $column }, bloque { $box } · sin candidatos

## The Killer cage calculator, in the hint card's place while a cell of a cage is selected and
## no hint shows: the cage's sum ($sum), what its empty cells must still add up to ($left) and
## how many they are ($empty); under it the combinations still possible there (written
## 1+5 · 2+4 in every language), or one of the sentences below.
calculator-cage = Jaula { $sum } · { $left ->
    [one] falta
   *[other] faltan
} { $left } en { $empty ->
    [one] { $empty } casilla
   *[other] { $empty } casillas
}
# The cage full: its digits different and adding up to its sum, or not (the line under it
# says what is wrong).
calculator-cage-complete = Jaula { $sum } · completa
calculator-cage-full = Jaula { $sum } · llena
# The digits placed add up to more than the sum, $empty cells still empty.
calculator-cage-empty = Jaula { $sum } · { $empty ->
    [one] { $empty } casilla vacía
   *[other] { $empty } casillas vacías
}
# Under the cage's line, in the clash's red: what breaks the cage ($placed: what its digits
# add up to).
calculator-repeated = El { $digit } está dos veces en la jaula
calculator-placed-sum = Sus dígitos suman { $placed }, no { $sum }
calculator-no-combination = Sus dígitos no caben en ninguna combinación
# The candidates (the player's notes, else the digits the board allows) fit no combination.
calculator-no-fit = Ninguna combinación encaja con los candidatos
# Several cells selected: how many ($selected, 2 or more), what their digits add up to ($total),
# how many are empty ($empty); when they are whole cages, how many ($cages), their sums' total
# ($sum) and what is left for their empty cells ($left).
calculator-selection = { $selected } casillas · total { $total }
calculator-selection-blank = { $selected } casillas · todas vacías
calculator-selection-empty = { $selected } casillas · { $empty ->
    [one] { $empty } vacía
   *[other] { $empty } vacías
} · suma parcial { $total }
calculator-selection-cages = { $selected } casillas en { $cages ->
    [one] { $cages } jaula
   *[other] { $cages } jaulas
} · total { $sum }
calculator-selection-left = { $left ->
    [one] falta
   *[other] faltan
} { $left } en { $empty ->
    [one] { $empty } casilla vacía
   *[other] { $empty } casillas vacías
}

## What each game is, and the questions about past days (the header, Continue, the pause
## screen, the summary, the shared result) and the language the command line chose

day-of-month = { $day } de { $month ->
    [1] enero
    [2] febrero
    [3] marzo
    [4] abril
    [5] mayo
    [6] junio
    [7] julio
    [8] agosto
    [9] septiembre
    [10] octubre
    [11] noviembre
   *[12] diciembre
}
game-daily = Sudoku del día · { $date } · { $level }
game-archive = Sudoku del { $date } · { $level }
game-imported = Importado · { $level }
game-practice = Práctica · { $technique }
game-lesson = Lección · { $technique }
share-archive = Peerless · sudoku del { $date } (archivo)
share-imported = Peerless · sudoku importado, nivel { $level }
share-killer = Killer
share-imported-killer = Peerless · Killer importado, nivel { $level }
replay-title = ¿Jugar otra vez el sudoku del { $date }?
replay-subtitle = Resuelto en { $time }
replay-again = Jugarlo otra vez
replay-again-caption = Un tiempo más rápido pasa a ser el mejor de ese día
setting-language-forced = Elegido en la línea de comandos
setting-theme-forced = Elegido en la línea de comandos

## La página (en el navegador)

notice-language-needs-connection = { $language } necesita conexión la primera vez: el juego cambiará a este idioma en cuanto vuelva a estar en línea.
paste-field-label = Pega o escribe el sudoku: 81 cifras (0 o . para una casilla vacía), una cuadrícula, un Killer en el formato de Peerless o un enlace.
paste-field-import = Importar

setting-keys = Teclas
setting-keys-caption = Atajos de teclado
keys-title = Teclas
keys-place = 1 a 9; Mayús+dígito
keys-place-does = Poner o anotar un dígito; Mayús: una nota
keys-move = Flechas, W A S D
keys-move-does = Moverse entre casillas
keys-erase = Retroceso, Supr, 0
keys-erase-does = Borrar la casilla
keys-notes = N
keys-notes-does = Activar o desactivar las notas
keys-modes = Z, X, C, V
keys-modes-does = Dígito, esquina, candidato, color
keys-hint = H
keys-hint-does = Pista
keys-undo = Ctrl+Z, Ctrl+Y
keys-undo-does = Deshacer, rehacer
keys-paste = Ctrl+V
keys-paste-does = Importar el sudoku del portapapeles
keys-escape = Esc
keys-escape-does = Pausar; en otras pantallas, volver a la anterior
keys-read = Mayús+R, C, B, I, K
keys-read-does = Leer la fila, la columna o el bloque, los dígitos que faltan o la jaula de un Killer
say-no-cage = No hay jaulas: es un sudoku clásico
say-keys = Teclas: 1 a 9 ponen un dígito, N activa o desactiva las notas, H da una pista, Mayús+R, Mayús+C y Mayús+B leen la fila, la columna o el bloque, Mayús+I los dígitos que faltan. En Ajustes, la sección Teclas las muestra todas.
say-keys-killer = Mayús+K lee la jaula: lo que falta de su suma y sus combinaciones.
# A card's figure when there is none yet (no best time, too few wins for a median), as a screen reader says it.
access-no-figure = aún no hay
# The statistics' level buttons as a screen reader has them: one group, the level shown its chosen member.
access-stats-levels = Nivel
# What a step drawn at its fullest (a lesson's example, a hint's last level) marks in a cell, as a
# screen reader says it after the cell's name: the digit it places, the candidates it removes,
# the pattern's candidates ($digits a list), an outlined unit the cell is in.
access-step-places = aquí va el { $digit }
access-step-removes = se descarta aquí: { $digits }
access-step-marks = marcado: { $digits }
access-step-unit = recuadrado: { $unit }
