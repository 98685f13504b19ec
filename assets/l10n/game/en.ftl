# The game's words: screens, buttons, settings, summaries, notices, the screen reader's words.
# The engine's messages (steps, hints, techniques, levels, lists) are in ../en.ftl; a message
# here may use them. Numbers select plural forms; $level, $time, $date and the like arrive as
# text already in the language.

## Words on many screens

back = Back
cancel = Cancel
main-menu = Main menu
level-and-time = { $level } · { $time }
new-game-of = New { $level } game
count-hints = { $n ->
    [0] no hints
    [one] { $n } hint
   *[other] { $n } hints
}
count-mistakes = { $n ->
    [0] no mistakes
    [one] { $n } mistake
   *[other] { $n } mistakes
}

## Dates

date = { $day } { $month ->
    [1] January
    [2] February
    [3] March
    [4] April
    [5] May
    [6] June
    [7] July
    [8] August
    [9] September
    [10] October
    [11] November
   *[12] December
} { $year }
month-of-year = { $month ->
    [1] January
    [2] February
    [3] March
    [4] April
    [5] May
    [6] June
    [7] July
    [8] August
    [9] September
    [10] October
    [11] November
   *[12] December
} { $year }
# The calendar's weekday initials, Monday first, separated by spaces.
calendar-weekdays = M T W T F S S

## The start screen

start-continue = Continue
start-new-game = New game
start-daily = Daily puzzle
start-daily-caption = { $streak ->
    [0] { $date }
   *[other] { $date } · streak { $streak }
}
# The day's card once the day's puzzle is solved.
start-daily-caption-solved = { $streak ->
    [0] { $date } · solved
   *[other] { $date } · solved · streak { $streak }
}
# A level's name in the start screen's row of five ($level: easy, medium, hard, expert,
# extreme): the name itself ($name), or a shorter one where it would not fit a fifth of a
# phone's width.
start-level-name = { $level ->
   *[other] { $name }
}
# The icon buttons' words on the start screen (short: four share a row).
start-learn-short = Learn
start-import-short = Import
start-import = Import a puzzle
start-statistics = Statistics
start-settings = Settings
start-learn-caption = Every technique explained, with practice
start-subtitle = Sudoku

## A new game asked for while one is in progress

replace-title = A game is in progress
replace-subtitle = { $level } · { $time } · { $left ->
    [one] { $left } cell to go
   *[other] { $left } cells to go
}
replace-continue = Continue it
replace-continue-caption = Back to the game in progress
replace-new-caption = The game in progress counts as given up
replace-start-daily = Start the daily puzzle
replace-start-archive = Start the daily puzzle of { $date }
replace-start-level = Start a new { $level } game
replace-play-imported = Play the new puzzle
replace-practise = Practise the { $technique }
# A link opened while a practice position is worked on (its technique under the title).
replace-practice-title = A practice position is in progress
replace-practice-continue-caption = Back to the practice position
replace-practice-new-caption = The practice position is left

## Levels

levels-title = New game
levels-subtitle = Choose a level
level-caption-easy = Singles only
level-caption-medium = Pairs, triples and box-line interactions
level-caption-hard = X-Wings, wings, fish and colouring
level-caption-expert = Finned fish, chains, almost locked sets
level-caption-extreme = Forcing chains or trial and error
# The kinds of puzzle the start screen offers, one segment each.
kind-classic = Classic
kind-killer = Killer
# The day's card when Killer is chosen: the daily Killer, with its own streak.
start-daily-killer = Daily Killer
# What a Killer level adds (Expert and Extreme add the classic techniques of their captions).
killer-level-caption-easy = Cage combinations and singles
killer-level-caption-medium = Cage candidates, innies and outies, pairs
killer-level-caption-hard = Cages in a unit, group innies and outies
# A Killer game's name, as game-daily, game-archive and game-imported name a classic one.
game-killer = Killer · { $level }
game-killer-daily = Daily Killer · { $date } · { $level }
game-killer-archive = Daily Killer of { $date } · { $level }
game-killer-imported = Imported Killer · { $level }
replace-start-killer-daily = Start the daily Killer
replace-start-killer-archive = Start the daily Killer of { $date }
replace-start-killer-level = Start a new { $level } Killer
generating-killer-title = { $level-form ->
    [vowel] Making an { $level } Killer
   *[other] Making a { $level } Killer
}
say-killer-ready = The Killer is ready: { $level }

## Pause

pause-title = Paused
pause-resume = Resume
pause-restart = Restart this puzzle
pause-copy-puzzle = Copy the puzzle
pause-copy-puzzle-caption = Its { $n } givens as one line, to play elsewhere
# A Killer's line: its cages and sums, and its $n givens when it has any.
pause-copy-killer-caption = { $n ->
    [0] Its cages and sums as one line, to play elsewhere
    [one] Its cages, sums and { $n } given as one line, to play elsewhere
   *[other] Its cages, sums and { $n } givens as one line, to play elsewhere
}
pause-copy-link = Copy a link to it

## The end of a game

share-daily = Peerless daily { $date }
won-title = Solved!
won-daily = { $level } · { $time } · daily puzzle of { $date }
won-mistakes-hints = { $mistakes ->
    [0] No mistakes
    [one] { $mistakes } mistake
   *[other] { $mistakes } mistakes
} · { $hints ->
    [0] no hints
    [one] { $hints } hint
   *[other] { $hints } hints
}
won-new-best = A new best time
won-best = Best { $time }
# How this win's time compares with the median of the level's recent wins: $diff the
# difference (a time), $faster yes or no.
won-vs-median = { $faster ->
    [yes] { $diff } faster than your median
   *[no] { $diff } slower than your median
}
# A win a hint or a reveal helped: no best time, and why ($by: hint, or reveal when only a
# cell revealed helped).
won-no-best = { $by ->
    [reveal] A cell was revealed: this time does not count as a best time.
   *[hint] A hint made a move: this time does not count as a best time.
}
won-daily-streak = daily streak { $n }
# A Killer's summary and next game, as won-daily, won-daily-streak and new-game-of.
won-daily-killer = { $level } · { $time } · daily Killer of { $date }
won-daily-killer-streak = daily Killer streak { $n }
new-killer-of = New { $level } Killer
won-imported = An imported puzzle: not in the { $level } statistics
won-archive = From the archive
won-archive-best = From the archive · best for this day { $time }
won-needed = Needed: { $techniques }
# The last of won-needed's list when it names only the hardest few: how many more it needed.
won-needed-more = { $n } more
won-copy-result = Copy result
won-other-level = Other level
lost-title = Out of mistakes
lost-limit = { $n ->
    [one] { $n } mistake
   *[other] { $n } mistakes
}: the limit is reached.
lost-cell-is-not = { $cell } is not { $digit }
lost-taken-back = The wrong digits were taken back.
lost-wrong-now = Wrong now: { $cells }.
lost-play-on-or-again = Play on without a limit, or start the puzzle again.
lost-play-on = Play on
lost-try-again = Try this puzzle again

## Statistics

# The statistics' title when Killer is chosen on the start screen: the Killer records.
stats-killer-title = Killer statistics
stats-imported = Imported puzzles
stats-imported-caption = Pasted, typed or linked: counted apart
stats-wins = Won { $won } of { $started } · streak { $streak } (best { $best })
stats-imported-wins = Imported puzzles: won { $won } of { $started }
stats-times = Best { $best } · median of the last { $n } { $median }
# The level's times when some of its recent wins were helped (a hint's move, a revealed cell): such a win is in the median but sets no best time. $helped how many of the last $n were helped.
stats-times-helped = Best without help { $best } · median of the last { $n } ({ $helped } with help) { $median }
# The level has wins, all helped: no best time, the median of the last $n.
stats-no-best = No best time yet: every win had help · median of the last { $n } { $median }
stats-no-time = No time yet: win a game to see one
# The statistics' summary cards: each figure's name under it ($rate a whole percentage; $best
# the longest streak).
stats-card-played = Played
stats-card-won = Won
stats-card-rate = Win rate
stats-card-rate-value = { $rate }%
stats-card-best = Best
# The best time's card once a helped win is among the level's: what the best counts. The median's card says how many wins it is of ($n).
stats-card-best-unhelped = Best without help
stats-card-median = Median of { $n }
stats-card-streak = { $best ->
    [0] Streak
   *[other] Streak (best { $best })
}
stats-month = { $month } · streak { $streak } (best { $best })

## Import

import-paste = Paste from the clipboard
import-paste-caption = 81 characters, a grid, a Killer, or a puzzle's link
import-type = Type it on the board
import-type-caption = Enter the givens with the pad, then Start
import-subtitle = Checked for clashes and a single solution, then graded
checking-title = Checking the puzzle
checking-subtitle = Finding the techniques it needs
import-photo = From a photo
import-photo-caption = A photo or screenshot of a printed puzzle
reading-title = Reading the photo
reading-subtitle = Finding the grid and its digits
review-title = Check the puzzle
review-read = { $digits ->
    [one] One digit read from the photo.
   *[other] { $digits } digits read from the photo.
}
review-doubtful = { $cells ->
    [one] One cell is uncertain, framed: check it against the photo.
   *[other] { $cells } cells are uncertain, framed: check them against the photo.
}
review-no-solution = As it stands, the puzzle has no solution: a digit was misread.
review-several-solutions = As it stands, the puzzle has more than one solution: a digit is missing.
review-sure = { $digits ->
    [one] One digit read: check it against the photo, then press Start.
   *[other] { $digits } digits read: check them against the photo, then press Start.
}
review-correct = Tap a cell, then a digit, to correct it; Start checks the puzzle.
review-start = Correct any cell that differs from the photo, then press Start.
notice-photo-drop = Drop a photo of the puzzle on this window.
photo-error-unopened = The file could not be opened.
photo-error-no-reader = Photos cannot be read here.
photo-error-not-an-image = That file is not a picture: choose a JPEG or PNG photo.
photo-error-unsupported = That picture's format cannot be read: choose a JPEG or PNG photo.
photo-error-damaged = The picture is damaged or incomplete.
photo-error-too-large = The picture is too large to read (over 64 MB or 100 megapixels).
photo-error-too-small = The picture is too small to hold a readable puzzle.
photo-error-no-grid = No Sudoku grid was found in the photo: take the whole grid, flat and in good light.
photo-error-two-grids = The photo shows two grids: take one at a time.
photo-error-grid-too-small = The grid is too small in the photo: get closer.
photo-error-blurred = The photo is too blurred to read: hold the camera steady, or focus on the grid.

## Waiting screens

practising-example = Finding an example of the { $technique }
practising-position = { $technique-form ->
    [vowel] Finding an { $technique } to practise
   *[other] Finding a { $technique } to practise
}
generating-title = { $level-form ->
    [vowel] Making an { $level } puzzle
   *[other] Making a { $level } puzzle
}

## Settings

settings-play = Play
settings-look = Look
settings-help = Help
settings-accessibility = Accessibility
# $vibration: yes where the device can vibrate (the group then has the vibration setting), else no.
settings-play-caption = { $vibration ->
    [yes] Input, notes, timer, vibration
   *[no] Input, notes, timer
}
settings-look-caption = Theme, digit size, candidates, hand, highlights
settings-help-caption = Clashes, mistakes, cell info, cell names
settings-accessibility-caption = Screen reader, hint text size
setting-language = Language
setting-theme = Theme
setting-highlight-peers = Row, column, box tint
setting-highlight-same-digit = Same digit highlight
setting-show-conflicts = Show clashes
setting-check-mistakes = Check against solution
setting-mistake-limit = Mistake limit
setting-auto-remove-notes = Clear notes on entry
setting-show-timer = Show timer
setting-input = Input
setting-cell-info = Cell info panel
setting-digit-size = Digit size
setting-candidate-style = Candidates
setting-tools-left = Tools in landscape
setting-cage-tints = Colour Killer cages
setting-reduced-motion = Reduced motion
setting-haptics = Vibration
setting-cell-names = Cell names in hints
setting-speak-order = A cell is spoken
setting-speak-candidates = Candidates spoken on focus
setting-large-hint-text = Larger hint text
value-on = On
value-off = Off
value-theme-system = System
value-theme-light = Light
value-theme-dark = Dark
value-none = None
value-digit-first = Digit first
value-cell-first = Cell first
value-small = Small
value-normal = Normal
value-large = Large
# How the candidates are drawn: each in its fixed place of a 3x3 grid, or in the centre of the cell.
value-grid = Grid
value-centre = Centre
value-left = Left
value-right = Right
# A cell's name as hints say it, to show the setting's choice: r3c7, or row 3, column 7.
value-cell-name = { $cell }
value-position-first = Position first
value-value-first = Value first
# The language setting's value when it follows the system's.
value-language-system = System
# First in the list of languages: follow the system's language, which is named under it in itself.
language-system = The system's language

## Learning the techniques: the library, lessons and practice

learn-title = Learn
learn-subtitle = Every technique the hints use, easiest first
# A level's button in the library: how many of its techniques the player has found.
learn-level-caption = { $found } of { $all } techniques found
learn-level-title = { $level } techniques
learn-level-subtitle = Each with its lesson, then positions to practise
# The library's titles when Killer is chosen on the start screen: the techniques that read
# the cages, practised on Killers.
learn-killer-title = Killer techniques
learn-killer-subtitle = The techniques that read the cages, easiest first
learn-killer-level-title = { $level } Killer techniques
learn-more = More techniques
learn-page = Page { $page } of { $pages }
# A technique's button: the player's record with it.
learn-not-practised = Not practised yet
learn-progress-found = Found { $found }
learn-progress-found-helped = Found { $found }, { $helped } with help
learn-progress-found-streak = Found { $found } · streak { $streak }
learn-progress-found-helped-streak = Found { $found }, { $helped } with help · streak { $streak }
# The step found; $step is the step's sentence.
learn-right = Right! { $step }
learn-found-with-hint = Found with the hint. { $step }
# "Hint" is the tool button's name.
learn-find-elimination = Find the { $technique } and remove a candidate it removes. Hint says where to look.
learn-find-placement = Find the { $technique } and place the digit it places. Hint says where to look.
learn-no-position = No position for the { $technique } was found this time: try again.
# A move the practised step does not make, refused.
practice-wrong-true-candidate = Not that one: { $digit } must stay in { $cell }, no { $technique } removes it. Look again.
practice-wrong-not-by-this = { $digit } can be removed from { $cell }, but not by the { $technique }: find the { $technique } first.
practice-wrong-digit = Not that one: { $cell } is not { $digit }. Look again.
practice-wrong-not-placed-by-this = { $cell } is { $digit }, but the { $technique } does not show it: find the { $technique } first.

## Notices

# $text is what was copied: a result line, a puzzle or a link.
notice-copied = Copied: { $text }
notice-copy-failed = Nothing was copied: this device's clipboard cannot be reached.
notice-clipboard-empty = The clipboard holds no text to import.
# $error is one of the import-error messages.
notice-link-unplayable = The linked puzzle cannot be played: { $error }
# $seconds has one decimal, with the language's separator: 1.5, 1,5
generating-still-looking = Still looking for one that needs the right techniques: { $seconds } s

## Why an imported puzzle cannot be played

# $error is one of the messages below that start in lower case.
import-error-unreadable = The puzzle cannot be read: { $error }.
import-error-unexpected-char = line { $line }, column { $column }: unexpected { $char } (a cell is 1-9, or . or 0 for empty)
import-error-unexpected-char-at = line { $line }, column { $column }: unexpected { $char } where { $cell } should be (a cell is 1-9, or . or 0 for empty)
# The character the reader did not expect: itself, its code point (U+0009), or both.
import-error-char = character '{ $char }'
import-error-char-code = character U+{ $code }
import-error-char-and-code = character '{ $char }' (U+{ $code })
import-error-no-cells = there are no cells in the text (a puzzle has 81)
import-error-too-few-cells = expected 81 cells, found { $found }
import-error-too-many-cells = line { $line }, column { $column }: cell 82 is one too many (expected 81 cells, found { $found })
import-error-not-utf8 = line { $line }, column { $column }: the text is not valid UTF-8
import-error-joined-digits = line { $line }, column { $column }: a number of two digits reads as two cells, and a cell holds one digit 1-9 (expected 81 cells, found { $found })
# $clash is import-error-clash-pair; $more counts the other clashing pairs.
import-error-clash = { $more ->
    [0] The givens clash: { $clash }.
    [1] The givens clash: { $clash }, and one more pair clashes.
   *[other] The givens clash: { $clash }, and { $more } more pairs clash.
}
import-error-clash-pair = { $digit } at { $first } clashes with { $digit } at { $second } ({ $unit })
import-error-link-without-puzzle = The link holds no puzzle: a puzzle's link ends in #<81 characters> or has ?p=<81 characters>.
import-error-already-solved = The grid is already complete: there is nothing left to solve.
import-error-no-solution = The puzzle has no solution: no way of filling the empty cells obeys the rules.
import-error-multiple-solutions = The puzzle has more than one solution ({ $cell } can be { $first } or { $second }, for one), so it needs more givens.
# $error is one of the killer-error messages, or a cage-error message.
import-error-killer-unreadable = The Killer cannot be read: { $error }.
# $error is one of the link-error messages, or a cage-error message.
import-error-killer-link = The link's Killer cannot be played: { $error }.

## Why a Killer in Peerless's one-line format cannot be read (cage letters, ':', sums, and
## the givens after a second ':'). Lines and columns are of the pasted text; $char is one of
## the import-error-char messages.

killer-error-unexpected-char-at = line { $line }, column { $column }: unexpected { $char } where the cage letter of { $cell } should be (a cage is marked by a letter A-Z or a-z, and a ':' begins the sums)
killer-error-unexpected-char = line { $line }, column { $column }: unexpected { $char } after the 81 cage letters (a cage is marked by a letter A-Z or a-z, and a ':' begins the sums)
killer-error-too-few-letters = expected 81 cage letters, one for each cell, found { $found }
killer-error-too-many-letters = line { $line }, column { $column }: letter 82 is one too many (one cage letter for each of 81 cells, found { $found })
killer-error-missing-sums = the cage letters are not followed by ':' and the sums (as in 'AB...:3,15,...')
# $text is what stands where a sum should.
killer-error-bad-sum = line { $line }, column { $column }: '{ $text }' is not a sum (the sums are whole numbers separated by commas)
killer-error-missing-sum = line { $line }, column { $column }: a sum is missing (the sums are whole numbers separated by commas)
killer-error-sum-count = the letters make { $cages ->
    [one] { $cages } cage
   *[other] { $cages } cages
} but { $sums ->
    [one] { $sums } sum follows
   *[other] { $sums } sums follow
} (one sum for each cage, in the order of the cages' first cells)
# $letter is the cage's letter in the text; $error a cage-error message.
killer-error-cage = cage { $letter }: { $error }
# Where the givens start; $error is one of the import-error messages that start in lower case,
# its line and column counted from there.
killer-error-givens = the givens (from line { $line }, column { $column }): { $error }
killer-error-too-many-parts = line { $line }, column { $column }: a third ':' (the format is letters, sums and givens, separated by two)

## Why cages are no Killer: $cage and $other number the cages from 1 in the order given; $first
## is a cage's first cell, $cell another cell.

cage-error-empty = cage { $cage } has no cells
cage-error-overlap = { $cell } is in two cages, cage { $cage } and cage { $other }
cage-error-uncovered = { $cell } is in no cage
cage-error-disconnected = cage { $cage } (at { $first }) is in pieces: { $cell } does not join { $first } through the cage's cells side by side
cage-error-too-big = cage { $cage } (at { $first }) has { $size } cells and a sum of { $sum }, but a cage holds at most 9 different digits
# $low is the only sum $size different digits can make.
cage-error-sum-fixed = cage { $cage } (at { $first }) has { $size } cells and a sum of { $sum }, but { $size } different digits always add up to { $low }
cage-error-sum-range = cage { $cage } (at { $first }) has { $size ->
    [one] { $size } cell and a sum of { $sum }, but one digit is { $low } to { $high }
   *[other] { $size } cells and a sum of { $sum }, but { $size } different digits add up to { $low } to { $high }
}
cage-error-total = the cage sums add up to { $total }, but a solved grid adds up to 405

## Why an f-puzzles or SudokuPad link holds no Killer Peerless plays. $cage numbers the cages
## from 1 in the link's order; $text, $id and $name are as the link writes them.

link-error-not-a-link = not an f-puzzles or SudokuPad link that holds a whole puzzle
link-error-stored-online = '{ $id }' names a puzzle kept on the site: open it there and share the link that holds the whole puzzle
link-error-format = the link holds SudokuPad's '{ $name }' format, which Peerless does not read (it reads 'scl', 'ctc' and 'fpuzzles')
link-error-decompress = the link's data does not decompress: it may be cut short or changed
# $message is the JSON reader's own, in English.
link-error-json = the link's data is not a puzzle's JSON: { $message }
link-error-no-grid = the puzzle has no grid of cells
link-error-size = the puzzle is { $rows } by { $columns }, and a Killer is 9 by 9
link-error-irregular = the puzzle's regions are not the nine 3x3 boxes
# $name is the rule's or drawing's name in the link: arrow, thermometer, diagonal+.
link-error-feature = the puzzle has '{ $name }', a rule or drawing besides cages and givens, which Peerless does not play
link-error-no-sum = cage { $cage } has no sum
link-error-bad-sum = cage { $cage }'s sum '{ $text }' is not a whole number
link-error-bad-cell = '{ $text }' is not a cell of a 9x9 grid
link-error-bad-given = the given in { $cell }, '{ $text }', is not a digit 1 to 9

## Tool bars (short: each fits a button of a row of six)

tool-undo = Undo
tool-erase = Erase
# The notes tool: Notes while the pad writes digits, else the pad's mode.
tool-notes = Notes
tool-centre = Centre
tool-corner = Corner
tool-colour = Colour
# The notes tool's chooser (a long press on the tool): the kinds of note it can turn on. Candidates drawn in their places, or as centre notes (by the setting), corner notes, colours.
notes-kind-candidates = Candidates
notes-kind-centre = Centre notes
notes-kind-corner = Corner notes
notes-kind-colour = Colours
# Fills every empty cell's notes.
tool-auto = Auto
tool-hint = Hint
# The hint card: its level in words ($level: technique, cells, move).
hint-card-level = { $level ->
    [technique] Hint 1 of 3: where to look
    [cells] Hint 2 of 3: the cells
   *[move] Hint 3 of 3: the move
}
# The card's button to the hint's next level; after the last, it makes the move.
hint-card-next = { $level ->
    [technique] Show the cells
    [cells] Show the move
   *[move] Make the move
}
# The card's text goes on past its lines ("more"), or folds back ("less").
hint-card-more = More
hint-card-less = Less
# The card's close button, as a screen reader names it (it shows a cross).
hint-card-close = Close the hint
# Above the board while no hint shows: how much of the board is filled ($filled, the
# givens included), and where help is.
progress-filled = { $filled } of 81 cells filled
progress-tip = Stuck? The hint says where to look first, then more.
tool-redo = Redo
tool-back = Back
# Empties the whole board while typing a puzzle in.
tool-clear = Clear
tool-paste = Paste
# Checks the typed puzzle and starts the game.
tool-start = Start
# The next position to practise.
tool-next = Next
# On a lesson: the first position to practise.
tool-practise = Practise
# On a lesson: this position's step, then the technique's idea.
tool-example = Example
tool-idea = Idea

## Typing a puzzle in

entry-title = Type a puzzle
entry-help = Tap a cell, then a digit, for each given. Start checks the puzzle.

## The statistics' chart of the last solve times

stats-last-times = Last solve times
stats-no-wins = No wins at this level yet
# The key of the chart's hollow bars: wins a hint's move or a revealed cell helped.
stats-helped = with help
# The names of the chart's lines: the best time and the median.
stats-best = best
stats-median = median

## Saves

# $reason is one of the save-reason messages below.
save-not-kept = Games will not be kept after you leave: { $reason }.
# Why there is no place for saves ($reason of save-not-kept): no home folder (desktop, iOS), no
# folder from the system (Android), a browser that keeps no data for the page.
save-reason-no-home = no home folder was found for the saves
save-reason-no-app-folder = the system gave no folder for the app's files
save-reason-browser-refuses = the browser does not let this page keep data
# Why a save could not be written ($reason of save-failed): the disk or the browser's storage
# is full; the system refuses the writing; else the system's own message about a file.
save-reason-full = there is no room left to keep it
save-reason-denied = the system does not allow it to be written
save-reason-system = { $file }: { $message }
save-reason-unknown = { $message }
# Where the page keeps its saves, as $folder of save-kept and save-older-kept (which say "in").
save-place-browser = the browser's storage for this page
save-failed = Your game could not be saved: { $reason }. It will be tried again.
# What the player is told when the last save could not be used as it was, one sentence a
# message, joined by save-sentences. $folder is where the saves are (a folder's path, or
# "the browser's storage"); $file is a file's name there; $reason is the system's.
save-damaged = Your last save could not be read: the file is damaged.
save-newer = Your last save was made by a newer version of Peerless, which this version cannot read.
save-missing = Your last save is missing.
save-not-opened = Your last save could not be opened: { $reason }.
save-parts-damaged = Part of your last save could not be read.
save-backup-loaded = The save before it was loaded instead.
save-fresh = No earlier save could be read, so the game starts afresh.
# $parts: save-part's names joined by list-and.
save-parts-restored = Taken from the save before it: { $parts }.
save-parts-lost = Could not be recovered, and start afresh: { $parts }.
# A part of a save, in a list: $part is settings, statistics, game or practice.
save-part = { $part ->
    [settings] your settings
    [statistics] your statistics
    [game] your game in progress
   *[practice] your practice progress
}
save-kept = Your last save is kept, as it was, as { $file } in { $folder }.
save-backup-kept = The save before it could not be read either, and is kept as { $file }.
save-newer-found = Your games from a newer version of Peerless, which an older version had set aside as { $file }, were found and loaded.
save-older-kept = What the older version saved is kept as { $file } in { $folder }.
# Another copy of the game (a window or tab on the same saves) saved after this one: this one
# now shows what that copy left; the second when moves made here had not been saved yet.
save-followed = The game was played in another window or tab: this one now shows it as it was left there.
save-followed-moves-lost = The game was played in another window or tab, which saved it after your last moves here: this one now shows it as it was left there, without those moves.
# Two sentences, one after the other.
save-sentences = { $first } { $next }

## The screen reader: the accessibility tree's names

# A cell's name: its parts joined by list-separator, in the order the player chose: its digit
# (or access-empty), access-given, access-clashes, access-wrong; its place (cell-spelled); its
# colour; its notes (access-candidates, access-corner). $digits are digits separated by spaces
# ("2 6").
access-empty = empty
# A digit a cell holds, as a cell's or a unit's reading says it.
access-value = { $digit }
# The parts of a cell's name or description ($parts: messages, joined by the list separator).
access-parts = { $parts }
# The game screen's heading: the level (or what the game is) and the mistakes.
access-header = { $level }{ list-separator }{ $mistakes }
access-given = given
access-clashes = clashes
# A Killer cell's cage, said with the cell: in full where the focus enters the cage (its size and
# sum; access-cage-first in the cell its sum is printed in), shorter within it.
access-cage-full = { $size ->
    [one] cage of one cell, sum { $sum }
   *[other] cage of { $size } cells, sum { $sum }
}
access-cage-first = top-left cell
access-cage-short = cage { $sum }
access-wrong = wrong
access-doubtful = doubtful
access-candidates = candidates { $digits }
access-corner = corner { $digits }
# The colours a player gives cells, named after the palette's hues, in pad order.
access-colour-orange = orange
access-colour-sky-blue = sky blue
access-colour-green = green
access-colour-yellow = yellow
access-colour-blue = blue
access-colour-purple = purple
access-colour-grey = grey
access-colour-lavender = lavender
access-colour-brown = brown
access-pause = Pause
access-tools = Tools
access-board = Board
# The statistics' chart for a screen reader: $times the last solve times (access-time each).
access-time = { $time }
access-time-helped = { $time } with help
access-chart = Last solve times, oldest first: { $times }
# The statistics' calendar for a screen reader: its arrows, its name ($month a month-of-year),
# and a day: $date its day-of-month, $time the time it was won in, $state whether it was won
# on the day (won, today-won), later (archive), is today's, not yet open (future), or open.
access-month-before = Month before
access-month-after = Month after
access-calendar = Daily puzzles of { $month }
access-day = { $state ->
    [won] { $date }, won in { $time }
    [today-won] { $date }, today's puzzle, won in { $time }
    [archive] { $date }, won from the archive in { $time }
    [today] { $date }, today's puzzle
    [future] { $date }, not yet open
   *[open] { $date }
}
# The pad, named after what it writes.
access-pad-digits = Pad: digits
access-pad-candidates = Pad: candidates
access-pad-centre = Pad: centre notes
access-pad-corner = Pad: corner notes
access-pad-colours = Pad: colours
# Beside the notes tool, for a screen reader: what a long press on the tool opens, the choice of the note kind it turns on ($kind: a notes-kind-... word).
access-note-kinds = Note kind: { $kind }
# A digit of the pad and how many of it are left to place.
access-pad-digit = { $digit }, { $n ->
    [0] all placed
   *[other] { $n } left
}
# A menu's button with its value (a setting's).
access-menu-value = { $label }: { $value }
# A row, a column or a box read out: $cells are its cells' digits (or access-empty), joined by
# list-separator.
access-unit-reading = { $unit-kind ->
    [row] Row
    [column] Column
   *[box] Box
} { $unit-number }: { $cells }
# How many of a digit are left to place; the nine are read joined by list-separator.
access-remaining = { $digit }: { $n ->
    [0] done
   *[other] { $n } left
}

## The screen reader: what is announced ($cell spelled out: row 3, column 7)

say-given = { $cell } is a given
say-cell-filled = { $cell } holds a digit
# Erase (or Delete) on a cell with nothing in it.
say-already-empty = { $cell } is already empty
# An arrow key at the board's edge: $side is the way it points (up, down, left, right).
say-edge = { $side ->
    [up] No row above
    [down] No row below
    [left] No column to the left
   *[right] No column to the right
}
say-nothing-to-undo = Nothing to undo
say-nothing-to-redo = Nothing to redo
say-no-hint = No hint: the board is solved
say-placed = { $digit } in { $cell }
say-emptied = { $cell } emptied
# What a cell holds now, as $what of say-revealed, say-undone and say-redone.
say-cell-is = { $cell } is { $digit }
say-cell-is-empty = { $cell } is empty
say-revealed = Revealed: { $what }
say-candidate-added = candidate { $digit } added to { $cell }
say-candidate-removed = candidate { $digit } removed from { $cell }
say-corner-added = corner note { $digit } added to { $cell }
say-corner-removed = corner note { $digit } removed from { $cell }
# $colour is one of the access-colour-... names.
say-coloured = { $colour } { $cell }
say-colour-removed = colour removed from { $cell }
say-marked = { $n ->
    [one] { $n } cell marked
   *[other] { $n } cells marked
}
say-candidates-filled = Candidates filled in
say-notes-cleared = Notes cleared
say-restarted = Restarted
say-undone = Undone: { $what }
say-redone = Redone: { $what }
say-undone-cells = Undone: { $n ->
    [one] { $n } cell
   *[other] { $n } cells
}
say-redone-cells = Redone: { $n ->
    [one] { $n } cell
   *[other] { $n } cells
}
# The hint's last level made its move: $changes are the cells it changed (say-placed or
# say-now-candidates), joined by list-separator.
say-hint-made = Hint made: { $changes }
say-now-candidates = { $cell } now has candidates { $digits }
# What came of a move follows what it did, each after list-separator. $cells are the cells
# clashed with, named as any list of cells is ("row 1, column 1; and row 2, column 3"), and in
# each case the catalogue declares ($cells-loc), as a sentence's preposition asks.
say-clashes = clashes with the { $digit } in { $cells }
say-mistake = mistake { $n }
say-mistake-of = mistake { $n } of { $limit }
say-unit-complete = { $unit } complete
say-every-placed = every { $digit } placed
# $said is what the move did.
say-lost = { $said }. The game is lost: too many mistakes
# What came of a move ($more: a clash, a mistake, a unit completed, each a message, joined by
# the list separator) after what it did ($said).
say-after = { $said }{ list-separator }{ $more }
say-no-cell-selected = No cell selected
# A new game has started (the board screen shows): its level.
say-puzzle-ready = The puzzle is ready: { $level }
# The end of a game read out as one announcement: its title and each line of its summary
# ($next) after what is said so far ($said); say-then after a sentence's end (! or .), else
# say-then-sentence.
say-then = { $said } { $next }
say-then-sentence = { $said }. { $next }

## The game screen's header and the cell-info line

header-mistakes = Mistakes { $n }
header-mistakes-of = Mistakes { $n }/{ $limit }
# The line under the pad when cell info is on: $cell is the cell's name, $index its number
# (0 to 80).
cell-info-holds = { $cell } · index { $index } · row { $row }, column { $column }, box { $box } · holds { $digit }
cell-info-candidates = { $cell } · index { $index } · row { $row }, column { $column }, box { $box } · candidates { $digits }
cell-info-no-candidates = { $cell } · index { $index } · row { $row }, column { $column }, box { $box } · no candidates

## The Killer cage calculator, in the hint card's place while a cell of a cage is selected and
## no hint shows: the cage's sum ($sum), what its empty cells must still add up to ($left) and
## how many they are ($empty); under it the combinations still possible there (written
## 1+5 · 2+4 in every language), or one of the sentences below.
calculator-cage = Cage { $sum } · { $left } to go in { $empty ->
    [one] { $empty } cell
   *[other] { $empty } cells
}
# The cage full: its digits different and adding up to its sum, or not (the line under it
# says what is wrong).
calculator-cage-complete = Cage { $sum } · complete
calculator-cage-full = Cage { $sum } · full
# The digits placed add up to more than the sum, $empty cells still empty.
calculator-cage-empty = Cage { $sum } · { $empty ->
    [one] { $empty } cell empty
   *[other] { $empty } cells empty
}
# Under the cage's line, in the clash's red: what breaks the cage ($placed: what its digits
# add up to).
calculator-repeated = { $digit } is in the cage twice
calculator-placed-sum = Its digits add up to { $placed }, not { $sum }
calculator-no-combination = Its digits fit no combination
# The candidates (the player's notes, else the digits the board allows) fit no combination.
calculator-no-fit = None fits the candidates
# Several cells selected: how many ($selected, 2 or more), what their digits add up to ($total),
# how many are empty ($empty); when they are whole cages, how many ($cages), their sums' total
# ($sum) and what is left for their empty cells ($left).
calculator-selection = { $selected } cells · total { $total }
calculator-selection-blank = { $selected } cells · all empty
calculator-selection-empty = { $selected } cells · { $empty } empty · total so far { $total }
calculator-selection-cages = { $selected } cells in { $cages ->
    [one] { $cages } cage
   *[other] { $cages } cages
} · total { $sum }
calculator-selection-left = { $left } to go in { $empty ->
    [one] { $empty } empty cell
   *[other] { $empty } empty cells
}

## What each game is, and the questions about past days (the header, Continue, the pause
## screen, the summary, the shared result) and the language the command line chose

# A day of the month as a date is written without its year (the daily puzzle's header).
day-of-month = { $day } { $month ->
    [1] January
    [2] February
    [3] March
    [4] April
    [5] May
    [6] June
    [7] July
    [8] August
    [9] September
    [10] October
    [11] November
   *[12] December
}
# What a game is: $date a day of the month (day-of-month), $level its level (an imported
# puzzle's as the engine graded it), $technique a practice position's technique.
game-daily = Daily · { $date } · { $level }
game-archive = Daily of { $date } · { $level }
game-imported = Imported · { $level }
game-practice = Practice · { $technique }
game-lesson = Lesson · { $technique }
# The shared result's start for a past day's daily puzzle ($date as the standard writes it:
# 2026-11-15) and for an imported puzzle, which shares no time: it may have come nearly solved.
share-archive = Peerless daily { $date } (archive)
share-imported = Peerless · imported puzzle, graded { $level }
# A won Killer's shared result: the word after "Peerless ·" (or the daily's start), and an
# imported Killer's start.
share-killer = Killer
share-imported-killer = Peerless · imported Killer, graded { $level }
# Asked before a day already won is played again: $date the day, $time the time it was won in.
replay-title = Play the daily puzzle of { $date } again?
replay-subtitle = Won in { $time }
replay-again = Play it again
replay-again-caption = A faster time becomes this day's best
# The language setting's caption while the command line's --lang chose the language.
setting-language-forced = Chosen on the command line
# Under the theme setting while the command line (--theme) chose the theme, until the player chooses one.
setting-theme-forced = Chosen on the command line

## The page (the browser's)

# $language is the language's name in itself (日本語): the page fetches what a language needs the
# first time it is chosen, and could not (it is offline). Said once; the game stays in its language.
notice-language-needs-connection = { $language } needs a connection the first time it is used: the game will change to it when it is back online.
# The page's text field for a puzzle, where the browser will not read the clipboard: what to
# put in it, and its button (beside cancel).
paste-field-label = Paste or type the puzzle: 81 digits (0 or . for an empty cell), a grid, a Killer in Peerless's format, or a link.
paste-field-import = Import

## The keys screen: the keyboard's shortcuts, each what it does and its keys

# The settings' entry to it, and its title.
setting-keys = Keys
setting-keys-caption = Shortcuts for a keyboard
keys-title = Keys
# Each shortcut: keys-NAME its keys as the keyboard labels them, keys-NAME-does what they do.
keys-place = 1 to 9; Shift+digit
keys-place-does = Place or note a digit; Shift: a note
keys-move = Arrows, W A S D
keys-move-does = Move between cells
keys-erase = Backspace, Delete, 0
keys-erase-does = Erase the cell
keys-notes = N
keys-notes-does = Notes on or off
keys-modes = Z, X, C, V
keys-modes-does = Digit, corner, candidate, colour
keys-hint = H
keys-hint-does = Hint
keys-undo = Ctrl+Z, Ctrl+Y
keys-undo-does = Undo, redo
keys-paste = Ctrl+V
keys-paste-does = Import the puzzle on the clipboard
keys-escape = Escape
keys-escape-does = Pause; elsewhere, one screen back
keys-read = Shift+R, C, B, I, K
keys-read-does = Read the row, column or box, the digits left, a Killer cage
say-no-cage = No cage: this is a classic puzzle
# Said once, when the board first shows with a screen reader reading.
say-keys = Keys: 1 to 9 place a digit, N turns notes on or off, H gives a hint, Shift+R, Shift+C and Shift+B read the row, column or box, Shift+I the digits left. Settings, Keys lists them all.
# Said after say-keys in a Killer game.
say-keys-killer = Shift+K reads the cage: what is left of its sum, and its combinations.
# A card's figure when there is none yet (no best time, too few wins for a median), as a screen reader says it.
access-no-figure = none yet
# The statistics' level buttons as a screen reader has them: one group, the level shown its chosen member.
access-stats-levels = Level
# What a step drawn at its fullest (a lesson's example, a hint's last level) marks in a cell, as a
# screen reader says it after the cell's name: the digit it places, the candidates it removes,
# the pattern's candidates ($digits a list), an outlined unit the cell is in.
access-step-places = { $digit } goes here
access-step-removes = removed here: { $digits }
access-step-marks = marked: { $digits }
access-step-unit = outlined: { $unit }
