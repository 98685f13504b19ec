# Peerless : les mots du jeu en français (écrans, boutons, réglages, bilans, avis, lecteur
# d'écran). Les messages du moteur (étapes, indices, techniques, niveaux, listes) sont dans
# ../fr.ftl, dont ce fichier reprend les termes : case, ligne, colonne, bloc, candidat,
# chiffre, note ; vouvoiement. Espace insécable (U+00A0) avant : ; ! ? et dans « ».
# Une technique ($technique) arrive par son nom (« Singleton caché ») : les phrases disent
# « la technique { $technique } » pour ne pas avoir à accorder un article.

## Words on many screens

back = Retour
cancel = Annuler
main-menu = Menu principal
level-and-time = { $level } · { $time }
new-game-of = Nouvelle partie ({ $level })
count-hints = { $n ->
    [0] aucun indice
    [one] { $n } indice
   *[other] { $n } indices
}
count-mistakes = { $n ->
    [0] aucune erreur
    [one] { $n } erreur
   *[other] { $n } erreurs
}

## Dates

date = { $day ->
    [1] 1er
   *[other] { $day }
} { $month ->
    [1] janvier
    [2] février
    [3] mars
    [4] avril
    [5] mai
    [6] juin
    [7] juillet
    [8] août
    [9] septembre
    [10] octobre
    [11] novembre
   *[12] décembre
} { $year }
month-of-year = { $month ->
    [1] Janvier
    [2] Février
    [3] Mars
    [4] Avril
    [5] Mai
    [6] Juin
    [7] Juillet
    [8] Août
    [9] Septembre
    [10] Octobre
    [11] Novembre
   *[12] Décembre
} { $year }
# Les initiales des jours, lundi d'abord, séparées par des espaces.
calendar-weekdays = L M M J V S D

## The start screen

start-continue = Continuer
start-new-game = Nouvelle partie
start-daily = Défi du jour
start-daily-caption = { $streak ->
    [0] { $date }
   *[other] { $date } · série de { $streak }
}
# The day's card once the day's puzzle is solved.
start-daily-caption-solved = { $streak ->
    [0] { $date } · résolu
   *[other] { $date } · résolu · série de { $streak }
}
# A level's name in the start screen's row of five ($level: easy, medium, hard, expert,
# extreme): the name itself ($name), or a shorter one where it would not fit a fifth of a
# phone's width.
start-level-name = { $level ->
   *[other] { $name }
}
# The icon buttons' words on the start screen (short: four share a row).
start-learn-short = Apprendre
start-import-short = Importer
start-import = Importer une grille
start-statistics = Statistiques
start-settings = Paramètres
start-learn-caption = Chaque technique expliquée, avec des exercices
start-subtitle = Sudoku

## A new game asked for while one is in progress

replace-title = Une partie est en cours
replace-subtitle = { $level } · { $time } · { $left ->
    [one] { $left } case restante
   *[other] { $left } cases restantes
}
replace-continue = Reprendre la partie
replace-continue-caption = Retour à la partie en cours
replace-new-caption = La partie en cours sera comptée comme abandonnée
replace-start-daily = Lancer le défi du jour
replace-start-archive = Lancer le défi du { $date }
replace-start-level = Lancer une nouvelle partie ({ $level })
replace-play-imported = Jouer la nouvelle grille
replace-practise = S'exercer : { $technique }
replace-practice-title = Un exercice est en cours
replace-practice-continue-caption = Revenir à l'exercice
replace-practice-new-caption = L'exercice en cours est abandonné

## Levels

levels-title = Nouvelle partie
levels-subtitle = Choisissez un niveau
level-caption-easy = Singletons uniquement
level-caption-medium = Paires, triplets et interactions bloc-ligne
level-caption-hard = X-Wing, Wings, poissons et coloriage
level-caption-expert = Poissons à nageoires, chaînes, ensembles presque verrouillés
level-caption-extreme = Chaînes de forçage ou essai-erreur
kind-classic = Classique
kind-killer = Killer
start-daily-killer = Killer du jour
killer-level-caption-easy = Combinaisons de cage et singletons
killer-level-caption-medium = Candidats de cage, innies et outies, paires
killer-level-caption-hard = Cages d'une unité, innies et outies de groupe
game-killer = Killer · { $level }
game-killer-daily = Killer du jour · { $date } · { $level }
game-killer-archive = Killer du { $date } · { $level }
game-killer-imported = Killer importé · { $level }
replace-start-killer-daily = Lancer le Killer du jour
replace-start-killer-archive = Lancer le Killer du { $date }
replace-start-killer-level = Lancer un nouveau Killer ({ $level })
generating-killer-title = Création d'un Killer de niveau { $level }
say-killer-ready = Le Killer est prêt : { $level }

## Pause

pause-title = Pause
pause-resume = Reprendre
pause-restart = Recommencer cette grille
pause-copy-puzzle = Copier la grille
pause-copy-puzzle-caption = Ses { $n } chiffres de départ sur une seule ligne de texte, pour la jouer ailleurs
pause-copy-killer-caption = { $n ->
    [0] Ses cages et leurs sommes sur une seule ligne de texte, pour la jouer ailleurs
    [one] Ses cages, leurs sommes et son chiffre de départ sur une seule ligne de texte, pour la jouer ailleurs
   *[other] Ses cages, leurs sommes et ses { $n } chiffres de départ sur une seule ligne de texte, pour la jouer ailleurs
}
pause-copy-link = Copier un lien vers la grille

## The end of a game

share-daily = Peerless – défi du jour { $date }
won-title = Grille résolue !
won-daily = { $level } · { $time } · défi du { $date }
won-mistakes-hints = { $mistakes ->
    [0] Aucune erreur
    [one] { $mistakes } erreur
   *[other] { $mistakes } erreurs
} · { $hints ->
    [0] aucun indice
    [one] { $hints } indice
   *[other] { $hints } indices
}
won-new-best = Nouveau meilleur temps
won-best = Meilleur temps : { $time }
won-vs-median = { $faster ->
    [yes] { $diff } de moins que votre médiane
   *[no] { $diff } de plus que votre médiane
}
won-no-best = { $by ->
    [reveal] Une case a été révélée : ce temps ne compte pas comme meilleur temps.
   *[hint] Un indice a joué un coup : ce temps ne compte pas comme meilleur temps.
}
won-daily-streak = série quotidienne : { $n }
won-daily-killer = { $level } · { $time } · Killer du { $date }
won-daily-killer-streak = série de Killers du jour : { $n }
new-killer-of = Nouveau Killer ({ $level })
won-imported = Grille importée : hors des statistiques du niveau { $level }
won-archive = Défi des archives
won-archive-best = Défi des archives · meilleur temps de ce jour : { $time }
won-needed = Techniques requises : { $techniques }
won-needed-more = { $n ->
    [one] une autre
   *[other] { $n } autres
}
won-copy-result = Copier le résultat
won-other-level = Autre niveau
lost-title = Trop d'erreurs
lost-limit = { $n ->
    [one] { $n } erreur
   *[other] { $n } erreurs
} : la limite est atteinte.
lost-cell-is-not = { $cell-art } ne vaut pas { $digit }
lost-taken-back = Les chiffres erronés ont été retirés.
lost-wrong-now = Erreurs encore sur la grille : { $cells }.
lost-play-on-or-again = Continuez sans limite, ou recommencez la grille.
lost-play-on = Continuer
lost-try-again = Réessayer cette grille

## Statistics

stats-killer-title = Statistiques Killer
stats-imported = Grilles importées
stats-imported-caption = Collées, saisies ou ouvertes par un lien : comptées à part
stats-wins = Victoires : { $won } sur { $started } · série : { $streak } (record : { $best })
stats-imported-wins = Grilles importées · victoires : { $won } sur { $started }
stats-times = Record : { $best } · médiane sur { $n ->
    [one] { $n } partie
   *[other] { $n } parties
} : { $median }
stats-times-helped = Record sans aide : { $best } · médiane sur { $n ->
    [one] { $n } partie
   *[other] { $n } parties
}, dont { $helped } avec aide : { $median }
stats-no-best = Pas encore de record : chaque victoire a été obtenue avec aide · médiane sur { $n ->
    [one] { $n } partie
   *[other] { $n } parties
} : { $median }
stats-no-time = Pas encore de temps : gagnez une partie pour en voir un
# The statistics' summary cards: each figure's name under it ($rate a whole percentage; $best
# the longest streak).
stats-card-played = Jouées
stats-card-won = Gagnées
stats-card-rate = Taux de victoire
stats-card-rate-value = { $rate } %
stats-card-best = Record
stats-card-best-unhelped = Record sans aide
stats-card-median = Médiane sur { $n }
stats-card-streak = { $best ->
    [0] Série
   *[other] Série (record { $best })
}
stats-month = { $month } · série quotidienne : { $streak } (record : { $best })

## Import

import-paste = Coller depuis le presse-papiers
import-paste-caption = 81 caractères, une grille, un Killer ou le lien d'une grille
import-type = Saisir sur la grille
import-type-caption = Entrez les chiffres de départ avec le pavé, puis « Jouer »
import-subtitle = Vérifiée (conflits, solution unique), puis évaluée
checking-title = Vérification de la grille
checking-subtitle = Recherche des techniques nécessaires
import-photo = À partir d'une photo
import-photo-caption = Une photo ou une capture d'écran d'une grille imprimée
reading-title = Lecture de la photo
reading-subtitle = Recherche de la grille et de ses chiffres
review-title = Vérifier la grille
review-read = { $digits ->
    [one] { $digits } chiffre lu sur la photo.
   *[other] { $digits } chiffres lus sur la photo.
}
review-doubtful = { $cells ->
    [one] { $cells } case est incertaine, encadrée : comparez-la à la photo.
   *[other] { $cells } cases sont incertaines, encadrées : comparez-les à la photo.
}
review-no-solution = En l'état, la grille n'a pas de solution : un chiffre a été mal lu.
review-several-solutions = En l'état, la grille a plus d'une solution : il manque un chiffre.
review-sure = { $digits ->
    [one] { $digits } chiffre lu : comparez-le à la photo, puis touchez « Jouer ».
   *[other] { $digits } chiffres lus : comparez-les à la photo, puis touchez « Jouer ».
}
review-correct = Touchez une case, puis un chiffre, pour la corriger ; « Jouer » vérifie la grille.
review-start = Corrigez toute case qui diffère de la photo, puis touchez « Jouer ».
notice-photo-drop = Déposez une photo de la grille sur cette fenêtre.
photo-error-unopened = Le fichier n'a pas pu être ouvert.
photo-error-no-reader = Les photos ne peuvent pas être lues ici.
photo-error-not-an-image = Ce fichier n'est pas une image : choisissez une photo JPEG ou PNG.
photo-error-unsupported = Le format de cette image ne peut pas être lu : choisissez une photo JPEG ou PNG.
photo-error-damaged = L'image est endommagée ou incomplète.
photo-error-too-large = L'image est trop grande pour être lue (plus de 64 Mo ou de 100 mégapixels).
photo-error-too-small = L'image est trop petite pour contenir une grille lisible.
photo-error-no-grid = Aucune grille de sudoku n'a été trouvée sur la photo : photographiez toute la grille, à plat et bien éclairée.
photo-error-two-grids = La photo montre deux grilles : photographiez-les une par une.
photo-error-grid-too-small = La grille est trop petite sur la photo : rapprochez-vous.
photo-error-blurred = La photo est trop floue pour être lue : ne bougez pas, ou faites la mise au point sur la grille.

## Waiting screens

practising-example = Recherche d'un exemple : { $technique }
practising-position = Recherche d'une position à travailler : { $technique }
generating-title = Création d'une grille de niveau { $level }

## Settings

settings-play = Jeu
settings-look = Apparence
settings-help = Aides
settings-accessibility = Accessibilité
settings-play-caption = { $vibration ->
    [yes] Saisie, notes, chrono, vibrations
   *[no] Saisie, notes, chrono
}
settings-look-caption = Thème, taille des chiffres, candidats, main, surlignage
settings-help-caption = Conflits, erreurs, infos de case, noms des cases
settings-accessibility-caption = Lecteur d'écran, taille du texte des indices
setting-language = Langue
setting-theme = Thème
setting-highlight-peers = Surligner ligne, colonne, bloc
setting-highlight-same-digit = Surligner le même chiffre
setting-show-conflicts = Afficher les conflits
setting-check-mistakes = Comparer à la solution
setting-mistake-limit = Limite d'erreurs
setting-auto-remove-notes = Effacer les notes à la saisie
setting-show-timer = Afficher le chrono
setting-input = Saisie
setting-cell-info = Infos de la case
setting-digit-size = Taille des chiffres
setting-candidate-style = Candidats
setting-tools-left = Outils en paysage
setting-cage-tints = Colorer les cages (Killer)
setting-reduced-motion = Animations réduites
setting-haptics = Vibrations
setting-cell-names = Noms des cases dans les indices
setting-speak-order = Lecture d'une case
setting-speak-candidates = Candidats lus sur la case active
setting-large-hint-text = Indices en plus grand
value-on = Oui
value-off = Non
value-theme-system = Système
value-theme-light = Clair
value-theme-dark = Sombre
value-none = Aucune
value-digit-first = Chiffre d'abord
value-cell-first = Case d'abord
value-small = Petite
value-normal = Normale
value-large = Grande
value-grid = Grille
value-centre = Centre
value-left = Gauche
value-right = Droite
# A cell's name as hints say it, to show the setting's choice: r3c7, or row 3, column 7.
value-cell-name = { $cell }
value-position-first = Position d'abord
value-value-first = Valeur d'abord
# Valeur du réglage de langue quand il suit le système.
value-language-system = Système
# En tête de la liste des langues : suivre la langue du système, nommée dessous dans cette langue.
language-system = La langue du système

## Learning the techniques: the library, lessons and practice

learn-title = Apprendre
learn-subtitle = Toutes les techniques des indices, des plus simples aux plus dures
# A level's button in the library: how many of its techniques the player has found.
learn-level-caption = Techniques trouvées : { $found } sur { $all }
learn-level-title = Techniques du niveau { $level }
learn-level-subtitle = Chacune avec sa leçon, puis des positions pour s'exercer
learn-killer-title = Techniques Killer
learn-killer-subtitle = Les techniques qui lisent les cages, des plus simples aux plus dures
learn-killer-level-title = Techniques Killer du niveau { $level }
learn-more = Autres techniques
learn-page = Page { $page } sur { $pages }
# A technique's button: the player's record with it.
learn-not-practised = Pas encore pratiquée
learn-progress-found = Trouvée { $found } fois
learn-progress-found-helped = Trouvée { $found } fois, dont { $helped } avec aide
learn-progress-found-streak = Trouvée { $found } fois · série de { $streak }
learn-progress-found-helped-streak = Trouvée { $found } fois, dont { $helped } avec aide · série de { $streak }
# The step found; $step is the step's sentence.
learn-right = Bien vu ! { $step }
learn-found-with-hint = Trouvée grâce à l'indice. { $step }
# « Indice » est le nom du bouton de l'outil.
learn-find-elimination = Trouvez où s'applique la technique { $technique } et retirez un candidat qu'elle élimine. « Indice » montre où chercher.
learn-find-placement = Trouvez où s'applique la technique { $technique } et placez le chiffre qu'elle détermine. « Indice » montre où chercher.
learn-no-position = Aucune position pour la technique { $technique } n'a été trouvée cette fois : réessayez.
# A move the practised step does not make, refused.
practice-wrong-true-candidate = Pas celui-là : le { $digit } doit rester { $cell-en }, la technique { $technique } ne l'élimine pas. Regardez encore.
practice-wrong-not-by-this = La case { $cell-app } peut perdre le { $digit }, mais pas par la technique { $technique } : trouvez-la d'abord.
practice-wrong-digit = Pas celui-là : { $cell-art } ne vaut pas { $digit }. Regardez encore.
practice-wrong-not-placed-by-this = La case { $cell-app } vaut bien { $digit }, mais la technique { $technique } ne le montre pas : trouvez-la d'abord.

## Notices

# $text is what was copied: a result line, a puzzle or a link.
notice-copied = Copié : { $text }
notice-copy-failed = Rien n'a été copié : le presse-papiers de cet appareil est inaccessible.
notice-clipboard-empty = Le presse-papiers ne contient aucun texte à importer.
# $error is one of the import-error messages.
notice-link-unplayable = La grille du lien ne peut pas être jouée : { $error }
# $seconds has one decimal: 1.5
generating-still-looking = Toujours à la recherche d'une grille qui demande les bonnes techniques : { $seconds } s

## Why an imported puzzle cannot be played

# $error is one of the messages below that start in lower case.
import-error-unreadable = La grille est illisible : { $error }.
import-error-unexpected-char = ligne { $line } du texte, position { $column } : { $char } inattendu (une case vaut 1-9, ou . ou 0 si elle est vide)
import-error-unexpected-char-at = ligne { $line } du texte, position { $column } : { $char } inattendu à la place de la case { $cell-app } (une case vaut 1-9, ou . ou 0 si elle est vide)
# The character the reader did not expect: itself, its code point (U+0009), or both.
import-error-char = caractère « { $char } »
import-error-char-code = caractère U+{ $code }
import-error-char-and-code = caractère « { $char } » (U+{ $code })
import-error-no-cells = le texte ne contient aucune case (une grille en a 81)
import-error-too-few-cells = { $found ->
    [one] 81 cases attendues, { $found } trouvée
   *[other] 81 cases attendues, { $found } trouvées
}
import-error-too-many-cells = ligne { $line } du texte, position { $column } : la 82e case est de trop (81 cases attendues, { $found } trouvées)
import-error-not-utf8 = ligne { $line } du texte, position { $column } : le texte n'est pas de l'UTF-8 valide
import-error-joined-digits = ligne { $line } du texte, position { $column } : un nombre à deux chiffres compte pour deux cases, et une case contient un seul chiffre de 1 à 9 (81 cases attendues, { $found } trouvées)
# $clash is import-error-clash-pair; $more counts the other clashing pairs.
import-error-clash = { $more ->
    [0] Les chiffres de départ sont en conflit : { $clash }.
    [1] Les chiffres de départ sont en conflit : { $clash }, et une autre paire aussi.
   *[other] Les chiffres de départ sont en conflit : { $clash }, et { $more } autres paires aussi.
}
import-error-clash-pair = le { $digit } { $first-en } est en conflit avec le { $digit } { $second-en } (dans { $unit })
import-error-link-without-puzzle = Le lien ne contient aucune grille : le lien d'une grille se termine par #<81 caractères> ou contient ?p=<81 caractères>.
import-error-already-solved = La grille est déjà complète : il n'y a plus rien à résoudre.
import-error-no-solution = La grille n'a pas de solution : aucune façon de remplir les cases vides ne respecte les règles.
import-error-multiple-solutions = La grille a plusieurs solutions ({ $cell-art } peut valoir { $first } ou { $second }, par exemple) : il lui faut plus de chiffres de départ.
# $error is one of the killer-error messages, or a cage-error message.
import-error-killer-unreadable = Le Killer est illisible : { $error }.
# $error is one of the link-error messages, or a cage-error message.
import-error-killer-link = Le Killer du lien ne peut pas être joué : { $error }.

## Why a Killer in Peerless's one-line format cannot be read (see en.ftl)

killer-error-unexpected-char-at = ligne { $line } du texte, position { $column } : { $char } inattendu à la place de la lettre de cage de la case { $cell-app } (une cage est marquée d'une lettre de A à Z ou de a à z, et un « : » introduit les sommes)
killer-error-unexpected-char = ligne { $line } du texte, position { $column } : { $char } inattendu après les 81 lettres de cage (une cage est marquée d'une lettre de A à Z ou de a à z, et un « : » introduit les sommes)
killer-error-too-few-letters = { $found ->
    [one] 81 lettres de cage attendues, une par case, { $found } trouvée
   *[other] 81 lettres de cage attendues, une par case, { $found } trouvées
}
killer-error-too-many-letters = ligne { $line } du texte, position { $column } : la 82e lettre est de trop (une lettre de cage pour chacune des 81 cases, { $found } trouvées)
killer-error-missing-sums = les lettres de cage ne sont pas suivies d'un « : » et des sommes (comme dans « AB...:3,15,... »)
killer-error-bad-sum = ligne { $line } du texte, position { $column } : « { $text } » n'est pas une somme (les sommes sont des nombres entiers séparés par des virgules)
killer-error-missing-sum = ligne { $line } du texte, position { $column } : il manque une somme (les sommes sont des nombres entiers séparés par des virgules)
killer-error-sum-count = les lettres forment { $cages ->
    [one] { $cages } cage
   *[other] { $cages } cages
} mais { $sums ->
    [one] { $sums } somme suit
   *[other] { $sums } sommes suivent
} (une somme par cage, dans l'ordre des premières cases des cages)
killer-error-cage = cage { $letter } : { $error }
killer-error-givens = les chiffres de départ (à partir de la ligne { $line } du texte, position { $column }) : { $error }
killer-error-too-many-parts = ligne { $line } du texte, position { $column } : un troisième « : » (le texte a trois parties au plus : lettres, sommes et chiffres de départ)

## Why cages are no Killer (see en.ftl)

cage-error-empty = la cage { $cage } n'a aucune case
cage-error-overlap = { $cell-art } est dans deux cages, la cage { $cage } et la cage { $other }
cage-error-uncovered = { $cell-art } n'est dans aucune cage
cage-error-disconnected = la cage { $cage } ({ $first-en }) est en morceaux : { $cell-art } ne rejoint pas { $first-art } par les cases de la cage, côte à côte
cage-error-too-big = la cage { $cage } ({ $first-en }) a { $size } cases et une somme de { $sum }, mais une cage contient au plus 9 chiffres différents
cage-error-sum-fixed = la cage { $cage } ({ $first-en }) a { $size } cases et une somme de { $sum }, mais { $size } chiffres différents font toujours { $low }
cage-error-sum-range = la cage { $cage } ({ $first-en }) a { $size ->
    [one] { $size } case et une somme de { $sum }, mais un chiffre vaut de { $low } à { $high }
   *[other] { $size } cases et une somme de { $sum }, mais { $size } chiffres différents font de { $low } à { $high }
}
cage-error-total = les sommes des cages font { $total }, mais une grille résolue fait 405

## Why an f-puzzles or SudokuPad link holds no Killer Peerless plays (see en.ftl)

link-error-not-a-link = ce n'est pas un lien f-puzzles ou SudokuPad contenant une grille entière
link-error-stored-online = « { $id } » désigne une grille gardée sur le site : ouvrez-la là-bas et partagez le lien complet, qui contient toute la grille
link-error-format = le lien contient le format « { $name } » de SudokuPad, que Peerless ne lit pas (il lit « scl », « ctc » et « fpuzzles »)
link-error-decompress = les données du lien ne se décompressent pas : il est peut-être coupé ou modifié
# $message is the JSON reader's own, in English.
link-error-json = les données du lien ne sont pas le JSON d'une grille : { $message }
link-error-no-grid = la grille du lien n'a aucune case
link-error-size = la grille fait { $rows } sur { $columns }, et un Killer fait 9 sur 9
link-error-irregular = les régions de la grille ne sont pas les neuf blocs 3x3
link-error-feature = la grille a « { $name } », une règle ou un dessin en plus des cages et des chiffres de départ, que Peerless ne joue pas
link-error-no-sum = la cage { $cage } n'a pas de somme
link-error-bad-sum = la somme « { $text } » de la cage { $cage } n'est pas un nombre entier
link-error-bad-cell = « { $text } » n'est pas une case d'une grille 9x9
link-error-bad-given = le chiffre de départ { $cell-en }, « { $text } », n'est pas un chiffre de 1 à 9

## Tool bars (short: each fits a button of a row of six)

tool-undo = Annuler
tool-erase = Effacer
# The notes tool: Notes while the pad writes digits, else the pad's mode.
tool-notes = Notes
tool-centre = Centre
tool-corner = Coin
tool-colour = Couleur
notes-kind-candidates = Candidats
notes-kind-centre = Notes au centre
notes-kind-corner = Notes en coin
notes-kind-colour = Couleurs
# Fills every empty cell's notes.
tool-auto = Auto
tool-hint = Indice
# The hint card: its level in words ($level: technique, cells, move).
hint-card-level = { $level ->
    [technique] Indice 1 sur 3 : où chercher
    [cells] Indice 2 sur 3 : les cases
   *[move] Indice 3 sur 3 : le coup
}
# The card's button to the hint's next level; after the last, it makes the move.
hint-card-next = { $level ->
    [technique] Voir les cases
    [cells] Voir le coup
   *[move] Jouer le coup
}
# The card's text goes on past its lines ("more"), or folds back ("less").
hint-card-more = Plus
hint-card-less = Moins
# The card's close button, as a screen reader names it (it shows a cross).
hint-card-close = Fermer l'indice
# Above the board while no hint shows: how much of the board is filled ($filled, the
# givens included), and where help is.
progress-filled = { $filled ->
    [one] { $filled } case remplie sur 81
   *[other] { $filled } cases remplies sur 81
}
progress-tip = Bloqué ? L'indice dit d'abord où chercher, puis davantage.
tool-redo = Rétablir
tool-back = Retour
# Empties the whole board while typing a puzzle in.
tool-clear = Vider
tool-paste = Coller
# Checks the typed puzzle and starts the game.
tool-start = Jouer
# The next position to practise.
tool-next = Suivant
# On a lesson: the first position to practise.
tool-practise = Exercice
# On a lesson: this position's step, then the technique's idea.
tool-example = Exemple
tool-idea = Principe

## Typing a puzzle in

entry-title = Saisir une grille
entry-help = Touchez une case, puis un chiffre, pour chaque chiffre de départ. « Jouer » vérifie la grille.

## The statistics' chart of the last solve times

stats-last-times = Derniers temps de résolution
stats-no-wins = Aucune victoire à ce niveau pour l'instant
stats-helped = avec aide
# The names of the chart's lines: the best time and the median.
stats-best = meilleur
stats-median = médiane

## Saves

# $reason is the system's, as it gave it.
save-not-kept = Les parties ne seront pas conservées à la fermeture du jeu : { $reason }.
save-reason-no-home = aucun dossier personnel n'a été trouvé pour les sauvegardes
save-reason-no-app-folder = le système n'a fourni aucun dossier pour les fichiers de l'application
save-reason-browser-refuses = le navigateur ne permet pas à cette page de conserver des données
save-reason-full = il n'y a plus de place pour la conserver
save-reason-denied = le système ne permet pas de l'écrire
save-reason-system = { $file } : { $message }
save-reason-unknown = { $message }
save-place-browser = le stockage du navigateur pour cette page
save-failed = Votre partie n'a pas pu être enregistrée : { $reason }. Une nouvelle tentative aura lieu.
# $reason is why, as the save's reader says it: "it is damaged (...)". Elle peut arriver en
# anglais : on la met entre parenthèses plutôt que dans la phrase.
save-damaged = Votre dernière sauvegarde n'a pas pu être lue : le fichier est endommagé.
save-newer = Votre dernière sauvegarde vient d'une version plus récente de Peerless, que cette version ne sait pas lire.
save-missing = Votre dernière sauvegarde est introuvable.
save-not-opened = Votre dernière sauvegarde n'a pas pu être ouverte : { $reason }.
save-parts-damaged = Une partie de votre dernière sauvegarde n'a pas pu être lue.
save-backup-loaded = La sauvegarde précédente a été chargée à la place.
save-fresh = Aucune sauvegarde antérieure n'a pu être lue : le jeu repart de zéro.
save-parts-restored = Repris de la sauvegarde précédente : { $parts }.
save-parts-lost = Impossible à récupérer ; on repart de zéro pour : { $parts }.
save-part = { $part ->
    [settings] vos réglages
    [statistics] vos statistiques
    [game] votre partie en cours
   *[practice] vos progrès d'entraînement
}
save-kept = Votre dernière sauvegarde est conservée telle quelle sous le nom { $file } dans { $folder }.
save-backup-kept = La sauvegarde précédente n'a pas pu être lue non plus ; elle est conservée sous le nom { $file }.
save-newer-found = Vos parties d'une version plus récente de Peerless, qu'une version plus ancienne avait mises de côté sous le nom { $file }, ont été retrouvées et chargées.
save-older-kept = Ce que la version plus ancienne a enregistré est conservé sous le nom { $file } dans { $folder }.
save-followed = La partie a été jouée dans une autre fenêtre ou un autre onglet : celle-ci l'affiche maintenant telle qu'elle y a été laissée.
save-followed-moves-lost = La partie a été jouée dans une autre fenêtre ou un autre onglet, qui l'a enregistrée après vos derniers coups ici : celle-ci l'affiche maintenant telle qu'elle y a été laissée, sans ces coups.
save-sentences = { $first } { $next }

## The screen reader: the accessibility tree's names

# A cell's name: its parts joined by list-separator, in the order the player chose: its digit
# (or access-empty), access-given, access-clashes, access-wrong; its place (cell-spelled); its
# colour; its notes (access-candidates, access-corner). $digits are digits separated by spaces
# ("2 6").
access-empty = vide
access-value = { $digit }
access-parts = { $parts }
access-header = { $level }{ list-separator }{ $mistakes }
access-given = chiffre de départ
access-clashes = en conflit
access-cage-full = { $size ->
    [one] cage d'une case, somme { $sum }
   *[other] cage de { $size } cases, somme { $sum }
}
access-cage-first = case en haut à gauche
access-cage-short = cage { $sum }
access-wrong = erroné
access-doubtful = incertaine
access-candidates = candidats { $digits }
access-corner = notes en coin { $digits }
# The colours a player gives cells, named after the palette's hues, in pad order.
access-colour-orange = orange
access-colour-sky-blue = bleu ciel
access-colour-green = vert
access-colour-yellow = jaune
access-colour-blue = bleu
access-colour-purple = violet
access-colour-grey = gris
access-colour-lavender = lavande
access-colour-brown = marron
access-pause = Pause
access-tools = Outils
access-board = Grille
access-time = { $time }
access-time-helped = { $time } avec aide
access-chart = Derniers temps de résolution, du plus ancien au plus récent : { $times }
access-month-before = Mois précédent
access-month-after = Mois suivant
access-calendar = Grilles du jour de { $month }
access-day = { $state ->
    [won] { $date }, résolue en { $time }
    [today-won] { $date }, la grille du jour, résolue en { $time }
    [archive] { $date }, résolue depuis les archives en { $time }
    [today] { $date }, la grille du jour
    [future] { $date }, pas encore disponible
   *[open] { $date }
}
# The pad, named after what it writes.
access-pad-digits = Pavé : chiffres
access-pad-candidates = Pavé : candidats
access-pad-centre = Pavé : notes au centre
access-pad-corner = Pavé : notes en coin
access-pad-colours = Pavé : couleurs
access-note-kinds = Type de notes : { $kind }
# A digit of the pad and how many of it are left to place.
access-pad-digit = { $digit }, { $n ->
    [0] tous placés
    [one] { $n } restant
   *[other] { $n } restants
}
# A menu's button with its value (a setting's).
access-menu-value = { $label } : { $value }
# A row, a column or a box read out: $cells are its cells' digits (or access-empty), joined by
# list-separator.
access-unit-reading = { $unit-kind ->
    [row] Ligne
    [column] Colonne
   *[box] Bloc
} { $unit-number } : { $cells }
# How many of a digit are left to place; the nine are read joined by list-separator.
access-remaining = { $digit } : { $n ->
    [0] terminé
    [one] { $n } restant
   *[other] { $n } restants
}

## The screen reader: what is announced ($cell spelled out: row 3, column 7)

say-given = { $cell-art } contient un chiffre de départ
say-cell-filled = { $cell-art } contient déjà un chiffre
say-already-empty = { $cell-art } est déjà vide
say-edge = { $side ->
    [up] Pas de ligne au-dessus
    [down] Pas de ligne en dessous
    [left] Pas de colonne à gauche
   *[right] Pas de colonne à droite
}
say-nothing-to-undo = Rien à annuler
say-nothing-to-redo = Rien à rétablir
say-no-hint = Pas d'indice : la grille est résolue
say-placed = { $digit } { $cell-en }
say-emptied = { $cell-art } effacée
# What a cell holds now, as $what of say-revealed, say-undone and say-redone.
say-cell-is = { $cell-art } vaut { $digit }
say-cell-is-empty = { $cell-art } est vide
say-revealed = Révélé : { $what }
say-candidate-added = candidat { $digit } ajouté { $cell-en }
say-candidate-removed = candidat { $digit } retiré { $cell-en }
say-corner-added = note en coin { $digit } ajoutée { $cell-en }
say-corner-removed = note en coin { $digit } retirée { $cell-en }
# $colour is one of the access-colour-... names.
say-coloured = { $cell-art } en { $colour }
say-colour-removed = couleur retirée { $cell-en }
say-marked = { $n ->
    [one] { $n } case marquée
   *[other] { $n } cases marquées
}
say-candidates-filled = Candidats remplis
say-notes-cleared = Notes effacées
say-restarted = Grille recommencée
say-undone = Annulé : { $what }
say-redone = Rétabli : { $what }
say-undone-cells = Annulé : { $n ->
    [one] { $n } case
   *[other] { $n } cases
}
say-redone-cells = Rétabli : { $n ->
    [one] { $n } case
   *[other] { $n } cases
}
# The hint's last level made its move: $changes are the cells it changed (say-placed or
# say-now-candidates), joined by list-separator.
say-hint-made = Indice appliqué : { $changes }
say-now-candidates = { $cell-art } a maintenant les candidats { $digits }
# What came of a move follows what it did, each after list-separator. $cells are the cells
# clashed with, named as any list of cells is ("row 1, column 1; and row 2, column 3"), and in
# each case the catalogue declares ($cells-loc), as a sentence's preposition asks.
say-clashes = en conflit avec { $cells-count ->
    [one] le
   *[other] les
} { $digit } { $cells-en }
say-mistake = erreur { $n }
say-mistake-of = erreur { $n } sur { $limit }
# $unit porte son article (« la ligne 3 », « le bloc 5 ») : « au complet » ne s'accorde pas.
say-unit-complete = { $unit } est au complet
say-every-placed = tous les { $digit } sont placés
# $said is what the move did.
say-lost = { $said }. Partie perdue : trop d'erreurs
say-after = { $said }{ list-separator }{ $more }
say-no-cell-selected = Aucune case sélectionnée
say-puzzle-ready = La grille est prête : { $level }
# The end of a game read out as one announcement: its title and each line of its summary
# ($next) after what is said so far ($said); say-then after a sentence's end (! or .), else
# say-then-sentence.
say-then = { $said } { $next }
say-then-sentence = { $said }. { $next }

## The game screen's header and the cell-info line

header-mistakes = Erreurs : { $n }
header-mistakes-of = Erreurs : { $n }/{ $limit }
# The line under the pad when cell info is on: $cell is the cell's name, $index its number
# (0 to 80).
cell-info-holds = { $cell } · index { $index } · ligne { $row }, colonne { $column }, bloc { $box } · contient { $digit }
cell-info-candidates = { $cell } · index { $index } · ligne { $row }, colonne { $column }, bloc { $box } · candidats { $digits }
cell-info-no-candidates = { $cell } · index { $index } · ligne { $row }, colonne { $column }, bloc { $box } · aucun candidat

## The Killer cage calculator, in the hint card's place while a cell of a cage is selected and
## no hint shows: the cage's sum ($sum), what its empty cells must still add up to ($left) and
## how many they are ($empty); under it the combinations still possible there (written
## 1+5 · 2+4 in every language), or one of the sentences below.
calculator-cage = Cage { $sum } · reste { $left } pour { $empty ->
    [one] { $empty } case
   *[other] { $empty } cases
}
# The cage full: its digits different and adding up to its sum, or not (the line under it
# says what is wrong).
calculator-cage-complete = Cage { $sum } · complète
calculator-cage-full = Cage { $sum } · pleine
# The digits placed add up to more than the sum, $empty cells still empty.
calculator-cage-empty = Cage { $sum } · { $empty ->
    [one] { $empty } case vide
   *[other] { $empty } cases vides
}
# Under the cage's line, in the clash's red: what breaks the cage ($placed: what its digits
# add up to).
calculator-repeated = Le { $digit } est deux fois dans la cage
calculator-placed-sum = Ses chiffres font { $placed }, pas { $sum }
calculator-no-combination = Ses chiffres n'entrent dans aucune combinaison
# The candidates (the player's notes, else the digits the board allows) fit no combination.
calculator-no-fit = Aucune combinaison ne va aux candidats
# Several cells selected: how many ($selected, 2 or more), what their digits add up to ($total),
# how many are empty ($empty); when they are whole cages, how many ($cages), their sums' total
# ($sum) and what is left for their empty cells ($left).
calculator-selection = { $selected } cases · total { $total }
calculator-selection-blank = { $selected } cases · toutes vides
calculator-selection-empty = { $selected } cases · { $empty ->
    [one] { $empty } vide
   *[other] { $empty } vides
} · total partiel { $total }
calculator-selection-cages = { $selected } cases dans { $cages ->
    [one] { $cages } cage
   *[other] { $cages } cages
} · total { $sum }
calculator-selection-left = reste { $left } pour { $empty ->
    [one] { $empty } case vide
   *[other] { $empty } cases vides
}

## What each game is, and the questions about past days (the header, Continue, the pause
## screen, the summary, the shared result) and the language the command line chose

day-of-month = { $day ->
    [1] 1er
   *[other] { $day }
} { $month ->
    [1] janvier
    [2] février
    [3] mars
    [4] avril
    [5] mai
    [6] juin
    [7] juillet
    [8] août
    [9] septembre
    [10] octobre
    [11] novembre
   *[12] décembre
}
game-daily = Défi du jour · { $date } · { $level }
game-archive = Défi du { $date } · { $level }
game-imported = Grille importée · { $level }
game-practice = Entraînement · { $technique }
game-lesson = Leçon · { $technique }
share-archive = Peerless – défi du jour { $date } (archives)
share-imported = Peerless – grille importée, niveau { $level }
share-killer = Killer
share-imported-killer = Peerless – Killer importé, niveau { $level }
replay-title = Rejouer le défi du { $date } ?
replay-subtitle = Réussi en { $time }
replay-again = Le rejouer
replay-again-caption = Un temps plus rapide devient le meilleur de ce jour
setting-language-forced = Choisie en ligne de commande
setting-theme-forced = Choisi en ligne de commande

## La page (dans le navigateur)

notice-language-needs-connection = { $language } a besoin d'une connexion la première fois : le jeu passera à cette langue dès le retour en ligne.
paste-field-label = Collez ou tapez la grille : 81 chiffres (0 ou . pour une case vide), une grille dessinée, un Killer au format de Peerless ou un lien.
paste-field-import = Importer

setting-keys = Touches
setting-keys-caption = Raccourcis clavier
keys-title = Touches
keys-place = 1 à 9 ; Maj+chiffre
keys-place-does = Placer ou noter un chiffre ; Maj : une note
keys-move = Flèches, W A S D
keys-move-does = Passer d'une case à l'autre
keys-erase = Retour arrière, Suppr, 0
keys-erase-does = Effacer la case
keys-notes = N
keys-notes-does = Activer ou désactiver les notes
keys-modes = Z, X, C, V
keys-modes-does = Chiffre, coin, candidat, couleur
keys-hint = H
keys-hint-does = Indice
keys-undo = Ctrl+Z, Ctrl+Y
keys-undo-does = Annuler, rétablir
keys-paste = Ctrl+V
keys-paste-does = Importer la grille du presse-papiers
keys-escape = Échap
keys-escape-does = Pause ; ailleurs, un écran en arrière
keys-read = Maj+R, C, B, I, K
keys-read-does = Lire la ligne, la colonne, le bloc, les chiffres restants, la cage d'un Killer
say-no-cage = Pas de cage : c'est une grille classique
say-keys = Touches : 1 à 9 placent un chiffre, N active ou désactive les notes, H donne un indice, Maj+R, Maj+C et Maj+B lisent la ligne, la colonne ou le bloc, Maj+I les chiffres restants. Paramètres, puis Touches, les liste toutes.
say-keys-killer = Maj+K lit la cage : ce qui reste de sa somme, et ses combinaisons.
# A card's figure when there is none yet (no best time, too few wins for a median), as a screen reader says it.
access-no-figure = pas encore
# The statistics' level buttons as a screen reader has them: one group, the level shown its chosen member.
access-stats-levels = Niveau
# What a step drawn at its fullest (a lesson's example, a hint's last level) marks in a cell, as a
# screen reader says it after the cell's name: the digit it places, the candidates it removes,
# the pattern's candidates ($digits a list), an outlined unit the cell is in.
access-step-places = le { $digit } va ici
access-step-removes = retiré ici : { $digits }
access-step-marks = marqué : { $digits }
access-step-unit = encadré : { $unit }
