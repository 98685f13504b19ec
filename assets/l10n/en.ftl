# Peerless: English. Every other catalogue has the same messages; a message's comment says
# what it is for and what its variables hold.
#
# Variables: $cell is a cell's name (r3c7), $cells several joined with "and" ($cells-count how
# many), $digit a digit (a number: it selects plural forms), $digits several joined with "and"
# or "or" ($digits-count), $unit a unit's name (row 3) with $unit-kind (row, column, box) and
# $unit-number (1 to 9) for languages whose words change with the sentence; $other and the
# like are units or cells as their names say. Cells that lie in a unit the same sentence names
# (step-naked-subset, step-hidden-subset, sum-innies) come with $cells-by: spelled out and all
# in one row the sentence names, they are named by their columns alone ("columns 3 and 6", as
# units-of-kind and unit say them, in each case) and $cells-by is column; all in one named
# column, by their rows (row); else, and always in the compact form, by each cell's own name
# (cell). "In row 4, the cells in columns 3 and 6", never "the cells row 4, columns 3 and 6".

## Names, lists

# A cell's compact name, as forums write it. Every place's name (cell, cell-spelled,
# cells-spelled-row, unit, units-of-kind) is also given $case: plain where a sentence takes the
# name as it is, or a case this catalogue lists in cell's .cases attribute (Russian's loc and
# gen). A sentence then has each place argument in each listed case too: $cell-loc, $units-gen.
# In a list of cells in notation only the first is given the case (a case that carries a
# preposition says it once: "в r1c1, r2c1 и r4c1"); spelled out, each row's phrase is. English
# lists none.
cell = r{ $row }c{ $column }
# A cell spelled out, for a listener.
cell-spelled = row { $row }, column { $column }
# Several cells of one row, spelled out: $columns joined with "and", $count how many (2 or more).
cells-spelled-row = row { $row }, columns { $columns }
# A unit's name.
unit = { $kind ->
    [row] row { $number }
    [column] column { $number }
   *[box] box { $number }
}
# Several units of one kind as one phrase: $kind (row, column, box), $numbers joined with "and",
# $count how many (2 or more).
units-of-kind = { $kind ->
    [row] rows { $numbers }
    [column] columns { $numbers }
   *[box] boxes { $numbers }
}
# Between the items of a list but the last two.
list-separator = {", "}
# Between the rows of a list of spelled-out cells, whose names hold list-separator themselves.
list-separator-cells = {"; "}
# The last two of those rows: "and" alone could be read as joining two columns. $case is the
# case the rows are named in (see cell's cases), for a language that elides before it.
list-and-cells = { $rest }; and { $last }
# The last two items of a list ($rest is the items before, already joined).
list-and = { $rest } and { $last }
# Between the numbers of one phrase: a row's columns in a list of spelled-out cells, units of
# one kind ("columns 2, 6 and 7"). A language whose list-separator-cells is list-separator
# itself sets them apart otherwise (Japanese: 3行4・5列), so a list of cells reads one way.
list-separator-numbers = {", "}
list-and-numbers = { $rest } and { $last }
list-or = { $rest } or { $last }
# Digits after a negation ("cannot be 1, 4 or 7"), the items before the last two joined with
# list-nor-separator.
list-nor = { $rest } or { $last }
list-nor-separator = {", "}
# The clauses of a step's result ("r1c2 is 5, and r3c4 cannot be 7").
list-clauses = { $rest }, and { $last }
list-clauses-separator = {", "}

## A step of the logic: "Hidden Single: in box 5, only r5c6 can hold 7. That means r5c6 is 7."

# $technique is the technique's name, $reason one of the step-... messages, $result the
# result-... messages joined as list-clauses says. The result is a sentence of its own, as many
# reasons end on a "so" of their own.
step = { $technique }: { $reason }. That means { $result }.
result-place = { $cell } is { $digit }
# $digits are joined as list-nor says.
result-remove = { $cells } cannot be { $digits }

step-full-house = { $cell } is the last empty cell in { $unit }
step-naked-single = every digit but { $digit } is already in the row, column or box of { $cell }
# Hidden single: $cell lies in $unit ($cell-by and $cell-count, as $cells-by at the top: "in
# row 5, only column 6 can hold 7").
step-hidden-single = in { $unit }, only { $cell } can hold { $digit }
step-locked-candidates = in { $unit }, { $digit } can only go where it crosses { $other }

## Levels of difficulty.
##
## A level's or a technique's name may carry a .form attribute, which a sentence holding the
## name selects on as $level-form or $technique-form (other where there is none): in English,
## vowel on a name said with a vowel sound first, so the sentence says "an Easy puzzle", "an
## X-Wing" (and "a Unique Rectangle", "a W-Wing"). Another language gives its own forms (a
## gender, an elision) where its sentences need them.

level-easy = Easy
    .form = vowel
level-medium = Medium
level-hard = Hard
level-expert = Expert
    .form = vowel
level-extreme = Extreme
    .form = vowel

## Technique names, as players of the language call them (HoDoKu's English names where
## a language has no established one), and as the hint's first level names them, with
## the article the sentence needs ("Look at box 5 for a hidden single.").

technique-full-house = Full House
technique-full-house-indefinite = a full house
technique-naked-single = Naked Single
technique-naked-single-indefinite = a naked single
technique-hidden-single = Hidden Single
technique-hidden-single-indefinite = a hidden single
technique-locked-pair = Locked Pair
technique-locked-pair-indefinite = a locked pair
technique-locked-triple = Locked Triple
technique-locked-triple-indefinite = a locked triple
technique-locked-candidates-pointing = Locked Candidates (Pointing)
technique-locked-candidates-pointing-indefinite = locked candidates (pointing)
technique-locked-candidates-claiming = Locked Candidates (Claiming)
technique-locked-candidates-claiming-indefinite = locked candidates (claiming)
technique-naked-pair = Naked Pair
technique-naked-pair-indefinite = a naked pair
technique-naked-triple = Naked Triple
technique-naked-triple-indefinite = a naked triple
technique-hidden-pair = Hidden Pair
technique-hidden-pair-indefinite = a hidden pair
technique-hidden-triple = Hidden Triple
technique-hidden-triple-indefinite = a hidden triple
technique-naked-quadruple = Naked Quadruple
technique-naked-quadruple-indefinite = a naked quadruple
technique-hidden-quadruple = Hidden Quadruple
technique-hidden-quadruple-indefinite = a hidden quadruple
technique-x-wing = X-Wing
    .form = vowel
technique-x-wing-indefinite = an X-Wing
technique-swordfish = Swordfish
technique-swordfish-indefinite = a swordfish
technique-jellyfish = Jellyfish
technique-jellyfish-indefinite = a jellyfish
technique-remote-pair = Remote Pair
technique-remote-pair-indefinite = a remote pair
technique-bivalue-universal-grave-1 = Bivalue Universal Grave + 1
technique-bivalue-universal-grave-1-indefinite = a bivalue universal grave + 1
technique-skyscraper = Skyscraper
technique-skyscraper-indefinite = a skyscraper
technique-2-string-kite = 2-String Kite
technique-2-string-kite-indefinite = a 2-String kite
technique-turbot-fish = Turbot Fish
technique-turbot-fish-indefinite = a turbot fish
technique-empty-rectangle = Empty Rectangle
    .form = vowel
technique-empty-rectangle-indefinite = an empty rectangle
technique-w-wing = W-Wing
technique-w-wing-indefinite = a W-Wing
technique-xy-wing = XY-Wing
    .form = vowel
technique-xy-wing-indefinite = an XY-Wing
technique-xyz-wing = XYZ-Wing
    .form = vowel
technique-xyz-wing-indefinite = an XYZ-Wing
technique-unique-rectangle-type-1 = Unique Rectangle Type 1
technique-unique-rectangle-type-1-indefinite = a unique rectangle type 1
technique-unique-rectangle-type-2 = Unique Rectangle Type 2
technique-unique-rectangle-type-2-indefinite = a unique rectangle type 2
technique-unique-rectangle-type-3 = Unique Rectangle Type 3
technique-unique-rectangle-type-3-indefinite = a unique rectangle type 3
technique-unique-rectangle-type-4 = Unique Rectangle Type 4
technique-unique-rectangle-type-4-indefinite = a unique rectangle type 4
technique-unique-rectangle-type-5 = Unique Rectangle Type 5
technique-unique-rectangle-type-5-indefinite = a unique rectangle type 5
technique-unique-rectangle-type-6 = Unique Rectangle Type 6
technique-unique-rectangle-type-6-indefinite = a unique rectangle type 6
technique-hidden-rectangle = Hidden Rectangle
technique-hidden-rectangle-indefinite = a hidden rectangle
technique-avoidable-rectangle-type-1 = Avoidable Rectangle Type 1
    .form = vowel
technique-avoidable-rectangle-type-1-indefinite = an avoidable rectangle type 1
technique-avoidable-rectangle-type-2 = Avoidable Rectangle Type 2
    .form = vowel
technique-avoidable-rectangle-type-2-indefinite = an avoidable rectangle type 2
technique-finned-x-wing = Finned X-Wing
technique-finned-x-wing-indefinite = a finned X-Wing
technique-sashimi-x-wing = Sashimi X-Wing
technique-sashimi-x-wing-indefinite = a sashimi X-Wing
technique-finned-swordfish = Finned Swordfish
technique-finned-swordfish-indefinite = a finned swordfish
technique-sashimi-swordfish = Sashimi Swordfish
technique-sashimi-swordfish-indefinite = a sashimi swordfish
technique-finned-jellyfish = Finned Jellyfish
technique-finned-jellyfish-indefinite = a finned jellyfish
technique-sashimi-jellyfish = Sashimi Jellyfish
technique-sashimi-jellyfish-indefinite = a sashimi jellyfish
technique-sue-de-coq = Sue de Coq
technique-sue-de-coq-indefinite = a Sue de Coq
technique-simple-colors = Simple Colors
technique-simple-colors-indefinite = a simple colors
technique-multi-colors = Multi Colors
technique-multi-colors-indefinite = a multi colors
technique-x-chain = X-Chain
    .form = vowel
technique-x-chain-indefinite = an X-Chain
technique-xy-chain = XY-Chain
    .form = vowel
technique-xy-chain-indefinite = an XY-Chain
technique-nice-loop-aic = Nice Loop/AIC
technique-nice-loop-aic-indefinite = a nice Loop/AIC
technique-grouped-nice-loop-aic = Grouped Nice Loop/AIC
technique-grouped-nice-loop-aic-indefinite = a grouped nice Loop/AIC
technique-als-xz = ALS-XZ
    .form = vowel
technique-als-xz-indefinite = an ALS-XZ
technique-als-xy-wing = ALS-XY-Wing
    .form = vowel
technique-als-xy-wing-indefinite = an ALS-XY-Wing
technique-als-xy-chain = ALS-XY-Chain
    .form = vowel
technique-als-xy-chain-indefinite = an ALS-XY-Chain
technique-franken-x-wing = Franken X-Wing
technique-franken-x-wing-indefinite = a franken X-Wing
technique-franken-swordfish = Franken Swordfish
technique-franken-swordfish-indefinite = a franken swordfish
technique-franken-jellyfish = Franken Jellyfish
technique-franken-jellyfish-indefinite = a franken jellyfish
technique-finned-franken-x-wing = Finned Franken X-Wing
technique-finned-franken-x-wing-indefinite = a finned franken X-Wing
technique-finned-franken-swordfish = Finned Franken Swordfish
technique-finned-franken-swordfish-indefinite = a finned franken swordfish
technique-finned-franken-jellyfish = Finned Franken Jellyfish
technique-finned-franken-jellyfish-indefinite = a finned franken jellyfish
technique-mutant-x-wing = Mutant X-Wing
technique-mutant-x-wing-indefinite = a mutant X-Wing
technique-mutant-swordfish = Mutant Swordfish
technique-mutant-swordfish-indefinite = a mutant swordfish
technique-mutant-jellyfish = Mutant Jellyfish
technique-mutant-jellyfish-indefinite = a mutant jellyfish
technique-finned-mutant-x-wing = Finned Mutant X-Wing
technique-finned-mutant-x-wing-indefinite = a finned mutant X-Wing
technique-finned-mutant-swordfish = Finned Mutant Swordfish
technique-finned-mutant-swordfish-indefinite = a finned mutant swordfish
technique-finned-mutant-jellyfish = Finned Mutant Jellyfish
technique-finned-mutant-jellyfish-indefinite = a finned mutant jellyfish
technique-kraken-fish = Kraken Fish
technique-kraken-fish-indefinite = a kraken fish
technique-forcing-chain = Forcing Chain
technique-forcing-chain-indefinite = a forcing chain
technique-forcing-net = Forcing Net
technique-forcing-net-indefinite = a forcing net
technique-trial-and-error = Trial and Error
technique-trial-and-error-indefinite = a trial and error

## Lessons: what each technique is and why it works, in one to three sentences a player
## reads beside its drawing on the Learn screen (short enough to fit under the board on a phone).

lesson-full-house = A row, column or box has only one empty cell left. It takes the one digit still missing there.
lesson-naked-single = A cell has only one candidate left: every other digit is already in its row, column or box. That digit goes in.
lesson-hidden-single = In a row, column or box, a digit has only one cell left where it can go: every other empty cell there already sees that digit. The digit goes in that cell.
lesson-locked-pair = Two cells in the same box and the same row or column both hold only the same two digits. Those digits fill these two cells, so remove them from the rest of the box and the rest of the line.
lesson-locked-triple = Three cells in the same box and the same row or column hold only three digits between them. Those digits fill these three cells, so remove them from the rest of the box and the rest of the line.
lesson-locked-candidates-pointing = Inside a box, a digit can go only in cells of one row or column. Wherever it goes in the box, it is on that line, so remove it from the rest of the row or column outside the box.
lesson-locked-candidates-claiming = Inside a row or column, a digit can go only in cells of one box. Wherever it goes on the line, it is in that box, so remove it from the other cells of the box.
lesson-naked-pair = Two cells of a row, column or box both hold only the same two digits. Those digits must fill the two cells, so remove them from the other cells there.
lesson-naked-triple = Three cells of a row, column or box hold only three digits between them (not every cell needs all three). Those digits must fill the three cells, so remove them from the other cells there.
lesson-hidden-pair = In a row, column or box, two digits can go only in the same two cells. Those cells must hold these two digits, so remove every other candidate from them.
lesson-hidden-triple = In a row, column or box, three digits can go only in the same three cells. Those cells must hold these three digits, so remove every other candidate from them.
lesson-naked-quadruple = Four cells of a row, column or box hold only four digits between them. Those digits must fill the four cells, so remove them from the other cells there.
lesson-hidden-quadruple = In a row, column or box, four digits can go only in the same four cells. Those cells must hold these four digits, so remove every other candidate from them.
lesson-x-wing = A digit can go in only two cells in each of two rows, and those cells share the same two columns. One of each pair holds the digit, so it fills both columns there: remove it from the rest of those columns.
lesson-swordfish = In each of three rows a digit can go only in cells of the same three columns. The three rows put the digit once in each of those columns, so remove it from the rest of them. The same works with rows and columns swapped.
lesson-jellyfish = In each of four rows a digit can go only in cells of the same four columns. The four rows put the digit once in each of those columns, so remove it from the rest of them. The same works with rows and columns swapped.
lesson-remote-pair = A chain of cells that all hold only the same two digits, each cell seeing the next. The digits alternate along the chain, so two cells an odd number of steps apart hold both: a cell that sees both of them can hold neither digit.
lesson-bivalue-universal-grave-1 = Every empty cell has two candidates except one cell with three. Without the digit that appears three times in that cell's row, column and box, the grid would have two solutions, so, as the puzzle has one solution, that digit goes in the cell.
lesson-skyscraper = In each of two rows a digit has only two places, and one place of each row lies in the same column. Those two cannot both hold it, so one of the two other places does: remove the digit from cells that see both. The same works with columns.
lesson-2-string-kite = A digit has only two places in a row and two in a column, and one place of each lies in the same box. Those two cannot both hold it, so one of the two far ends does: remove the digit from the cell that sees both far ends.
lesson-turbot-fish = Two pairs of places for a digit, each the only two in its row, column or box, where one end of the first sees one end of the second. Those two ends cannot both hold it, so one of the far ends does: remove the digit from cells that see both far ends.
lesson-empty-rectangle = In a box, a digit's places all lie on one row and one column of the box, a cross. Take a column outside the box where the digit has only two places, one on the cross's row: the digit cannot go where the other place's row meets the cross's column.
lesson-w-wing = Two cells that do not see each other both hold only x and y. If a row, column or box has y in just two places, one seeing each cell, the cells cannot both be y, so one of them is x: remove x from cells that see both.
lesson-xy-wing = A pivot cell holding only xy sees two cells holding only xz and yz. Whichever digit the pivot takes, one of those two cells becomes z, so remove z from every cell that sees both of them.
lesson-xyz-wing = A pivot cell holding only xyz sees two cells holding only xz and yz. One of the three cells must be z, so remove z from every cell that sees all three of them.
lesson-unique-rectangle-type-1 = A proper puzzle has one solution, so four corners of a rectangle in two boxes cannot all end up holding only the same two digits: they could be swapped. Three corners hold only the pair, so remove both digits of the pair from the fourth.
lesson-unique-rectangle-type-2 = A rectangle in two boxes holds the same pair in all four corners, and the two corners on one side add one extra digit, the same in both. With one solution the pair cannot fill all four, so one of the two is the extra: remove it from cells seeing both.
lesson-unique-rectangle-type-3 = A rectangle in two boxes holds the same pair, and the two corners on one side add extra digits. With one solution one of them holds an extra, so treat the two as one cell holding just the extras, and look for a naked subset with other cells of their row, column or box.
lesson-unique-rectangle-type-4 = A rectangle in two boxes holds the pair xy, and the two corners on one side have extras. If x can go nowhere else in a row, column or box they share, one is x. The other being y would make the pair swappable, but there is one solution: remove y from both.
lesson-unique-rectangle-type-5 = A rectangle in two boxes holds the same pair, and two diagonal corners, or three, add one extra digit, the same in all. With one solution the pair cannot fill all four, so one of them is the extra: remove it from cells that see all of them.
lesson-unique-rectangle-type-6 = A rectangle in two boxes holds the pair xy, with extras in two diagonal corners, and x goes only in the rectangle in its two rows and columns. If the extra corners took x, the others would be y, a swappable pattern: with one solution, remove x there.
lesson-hidden-rectangle = A rectangle in two boxes holds the pair xy, one corner holding only xy. In the row and column of the opposite corner, x goes only in the rectangle. If that corner were y, the pair would be swappable, but there is one solution: remove y from it.
lesson-avoidable-rectangle-type-1 = Three corners of a rectangle in two boxes were solved, not given, with only two digits between them. If the open corner took the digit that completes the pattern, the two digits could be swapped, two solutions: so with one solution remove it there.
lesson-avoidable-rectangle-type-2 = Two corners of a rectangle in two boxes were solved, not given, as x and y, and the open two hold yz and xz. Taking y and x would let the four be swapped, two solutions, so with one solution one of them is z: remove z from cells seeing both.
lesson-finned-x-wing = An X-Wing on a digit, except that one row also has extra places (fins), all in one box. Either the X-Wing holds or a fin holds the digit, so remove it only from cells of the X-Wing's columns that are in the fins' box.
lesson-sashimi-x-wing = A Finned X-Wing with a corner missing: in the fins' box the fish has lost a corner candidate. Still either the fish or a fin holds the digit, so remove it from cells of the fish's columns that see every fin.
lesson-finned-swordfish = A Swordfish on a digit, except that extra places (fins) sit in one box. Either the Swordfish holds or a fin holds the digit, so remove it only from cells the fish would clear that also see every fin.
lesson-sashimi-swordfish = A Finned Swordfish missing a corner candidate in the fins' box, so without the fins it would not be a fish at all. Still either the fish or a fin holds the digit: remove it from cells the fish would clear that also see every fin.
lesson-finned-jellyfish = A Jellyfish (four rows, four columns) on a digit, except that extra places (fins) sit in one box. Either the Jellyfish holds or a fin holds the digit, so remove it only from cells the fish would clear that also see every fin.
lesson-sashimi-jellyfish = A Finned Jellyfish missing a corner candidate in the fins' box, so without the fins the four rows would not form a fish. Still either the fish or a fin holds the digit: remove it from cells the fish would clear that also see every fin.
lesson-sue-de-coq = Where a box and a line cross, two or three cells hold at least two digits more than cells. If other cells of the line and of the box each lock some of those digits, none in both, the digits are shared out: clear the line's from the line, the box's from the box.
lesson-simple-colors = Take one digit and colour, in two alternating colours, its places linked as the only two in a row, column or box: one colour holds the digit. Two cells of one colour seeing each other make it false; a cell seeing both colours loses the digit.
lesson-multi-colors = Colour two separate clusters of one digit's linked places, two colours each. A colour seeing both colours of the other cluster is false. If a colour of each sees the other, one of the two remaining colours is true: cells seeing both lose it.
lesson-x-chain = A chain on one digit alternating strong links (the only two places in a row, column or box) and weak ones (two places that see each other), strong at both ends. One end holds the digit, so remove it from cells that see both ends.
lesson-xy-chain = A chain of cells with two candidates each, each seeing the next and sharing a digit with it, both ends holding z. If the first cell is not z, each cell forces the next, and the last is z. So one end is z: remove z from cells that see both ends.
lesson-nice-loop-aic = A chain over any cells and digits, alternating strong links (at least one of two candidates is true) and weak ones (at most one is). One end is true, so what conflicts with both goes; a chain closing into a loop removes its start or along its weak links.
lesson-grouped-nice-loop-aic = A Nice Loop or AIC in which some links run through a group: two or three places of a digit in one box and one line, counted as one node that is true if any of them is. The logic is the same: what conflicts with both ends goes.
lesson-als-xz = An almost locked set is N cells of a row, column or box holding N+1 digits. Two sets share a digit x whose places all see each other, so one set lacks x and is locked. A digit z in both is then in one of them: remove z from cells seeing every z of both.
lesson-als-xy-wing = Three almost locked sets (N cells, N+1 digits): A and C share x, B and C share y, each with places all seeing each other. C holds x or y, so A or B is locked, and a digit z in A and B is in one of them: remove z from cells seeing every z of both.
lesson-als-xy-chain = A chain of four or more almost locked sets (N cells, N+1 digits), each linked to the next by a digit whose places all see each other, never the same twice in a row. One end set is locked, so remove a digit z of both ends from cells seeing all its z.
lesson-franken-x-wing = An X-Wing where a box stands in for a row or column: in two rows or boxes a digit goes only in cells of two columns or boxes. The first two place it once in each of the others, so remove it from the rest of them. The same with columns as the base.
lesson-franken-swordfish = A Swordfish where boxes stand in for some rows or columns: in three rows or boxes a digit goes only in cells of three columns or boxes. The first three place it once in each of the others, so remove it from the rest of them.
lesson-franken-jellyfish = A Jellyfish where boxes stand in for some rows or columns: in four rows or boxes a digit goes only in cells of four columns or boxes. The first four place it once in each of the others, so remove it from the rest of them.
lesson-finned-franken-x-wing = A Franken X-Wing (a box among its rows or columns) with extra places, fins, outside the lines and boxes it covers. Either the fish holds or a fin holds the digit, so remove it only from cells the fish would clear that also see every fin.
lesson-finned-franken-swordfish = A Franken Swordfish (boxes among its rows or columns) with extra places, fins, outside the lines and boxes it covers. Either the fish or a fin holds the digit, so remove it only from cells the three covers would clear that also see every fin.
lesson-finned-franken-jellyfish = A Franken Jellyfish (boxes among its rows or columns) with extra places, fins, outside the lines and boxes it covers. Either the fish or a fin holds the digit, so remove it only from cells the four covers would clear that also see every fin.
lesson-mutant-x-wing = A fish on any mix of rows, columns and boxes: in two of them a digit goes only in cells of two others. The first two place the digit once in each of the others, so remove it from the rest of those two.
lesson-mutant-swordfish = A fish on any mix of rows, columns and boxes: in three of them a digit goes only in cells of three others. The first three place the digit once in each of the others, so remove it from the rest of those three.
lesson-mutant-jellyfish = A fish on any mix of rows, columns and boxes: in four of them a digit goes only in cells of four others. The first four place the digit once in each of the others, so remove it from the rest of those four.
lesson-finned-mutant-x-wing = A Mutant X-Wing (two rows, columns or boxes covered by two others) with extra places, fins, outside the covers. Either the fish or a fin holds the digit, so remove it only from cells the two covers would clear that also see every fin.
lesson-finned-mutant-swordfish = A Mutant Swordfish (three rows, columns or boxes covered by three others) with extra places, fins, outside the covers. Either the fish or a fin holds the digit, so remove it only from cells the covers would clear that also see every fin.
lesson-finned-mutant-jellyfish = A Mutant Jellyfish (four rows, columns or boxes covered by four others) with extra places, fins, outside the covers. Either the fish or a fin holds the digit, so remove it only from cells the covers would clear that also see every fin.
lesson-kraken-fish = A finned fish that removes nothing by itself. Either the fish or a fin holds the digit, so a candidate the fish would remove goes anyway if chains show that every fin, when true, removes it too.
lesson-forcing-chain = Assume a candidate true, or false, and follow its direct consequences one by one. If that leads to a contradiction, the assumption is wrong; if every candidate of a cell, or every place of a digit in a row, column or box, leads to one result, it holds.
lesson-forcing-net = A forcing chain whose steps may need several facts at once: the assumption is played out with singles, so a cell can be settled once its other candidates are gone. A contradiction disproves it, and a result that every case reaches holds.
lesson-trial-and-error = None of the techniques here applies, so guess: try each candidate of a cell in turn and play on. Every guess but one leads to a contradiction, so the one left goes in. This is trial and error, not a pattern you can see.

## Hints, level by level: where to look, which cells, the move.

# $technique is a technique-...-indefinite message.
hint-look-unit = Look at { $unit } for { $technique }.
hint-look-digit = Look for { $technique } on the { $digit }s.
hint-look = Look for { $technique }.
hint-trial = No technique applies: the next digit has to be found by trial.
# $technique is the technique's name, $cells the cells of its pattern.
hint-cells = { $technique }: look at { $cells }.
# A wrong digit, at the hint's first level: that there is one, not yet where.
hint-mistake-somewhere = One of the digits on the board is wrong.
hint-mistake = { $cell } holds { $entered }, which is not the digit that belongs there.
hint-mistake-move = { $cell } holds { $entered }, but it must be { $correct }.
hint-missing-note = One of your notes leaves out the digit that belongs there.
hint-missing-note-cell = Your notes in { $cell } leave out the digit that belongs there.
hint-missing-note-move = Your notes in { $cell } leave out { $digit }, its digit.
hint-solved = The puzzle is solved.
# $error is one of the puzzle-... messages.
hint-not-proper = No hint: { $error }.
puzzle-clash = the digits in { $cells } clash
puzzle-no-solution = the puzzle has no solution
puzzle-several-solutions = the puzzle has more than one solution

# The last resort, when no technique applies.
step-trial = no technique known to this engine applies; trying the digits of { $cell } one by one, all but { $digit } lead to a contradiction


## Helper A

## Fish, colouring, chains, nice loops, almost locked sets

# A fish without fins (X-Wing, Swordfish, Jellyfish): $base are the base lines, $cover the cover
# lines (rows and columns, or the other way round), $orientation "rows" when the base lines are
# rows and "columns" when they are columns (a selector only, never shown).
step-fish = in { $base }, { $digit } can only go in { $cover }; the { $digit } of each of those { $orientation ->
    [rows] columns is in one of those rows
   *[columns] rows is in one of those columns
}
# A finned or sashimi fish: $base and $cover as for step-fish, $fins the fin cells (all in one
# box; English says "the fin" however many there are, $fins-count says how many).
step-finned-fish = in { $base }, { $digit } can only go in { $cover } or in the fin { $fins }; whether or not the fin holds { $digit }, the cells of the fin's box in those lines are ruled out

# Simple colours, colour wrap: $cells are the cells of the colour that sees itself.
step-simple-colors-wrap = colouring the conjugate pairs of { $digit } in two colours, two cells of one colour ({ $cells }) see each other, so that colour is false
# Simple colours, colour trap: $first and $second are the cells of the two colours.
step-simple-colors-trap = colouring the conjugate pairs of { $digit } in two colours ({ $first } against { $second }), one colour holds { $digit }
# Multi colours: $cells are the cells of a colour of one cluster that sees both colours of the
# other cluster.
step-multi-colors-wrap = of two clusters of { $digit }, the colour { $cells } sees both colours of the other cluster, one of which is true
# Multi colours: a colour of each cluster sees the other; $first and $second are the cells of the
# two other colours.
step-multi-colors-trap = two clusters of { $digit } have colours that see each other, so one of their other colours is true: the colour of { $first } or the colour of { $second }

# A fact of a grouped chain: $digit is (or is not) in one of the cells of $group, a group of
# cells in compact notation (r1c23).
fact-in = { $digit } is in { $group }
fact-not-in = { $digit } is not in { $group }
# A chain's fact after the first, which follows from the one before ($fact is a fact-...
# message); the facts are joined by the list separator.
chain-then = then { $fact }
# An X-chain or XY-chain: $chain is the chain in notation (3r4c2 = 3r4c8 - 3r8c8), $facts its
# facts in order (fact-... and chain-then messages), $start and $end the cells at its ends
# and $start-digit and $end-digit their digits, one of which is true.
step-chain = { $chain }: if { $facts }; so { $start } is { $start-digit } or { $end } is { $end-digit }
# A remote pair: $cells all hold only the two $digits; $chain is the path of cells in notation
# (r7c8 - r2c8 - r2c6 - r4c6).
step-remote-pair = { $cells } all hold only { $digits }, each seeing the next ({ $chain }), so along the chain the two digits alternate; a cell seeing two cells of opposite parity sees both digits
# A nice loop: $kind is discontinuous, grouped-discontinuous, continuous or grouped-continuous (a
# selector only), $chain the loop in notation (r8c6=8 -> r8c6<>5 -> r78c5=5), $start its premise
# (a fact-... message).
step-nice-loop = { $kind ->
    [grouped-discontinuous] a grouped discontinuous nice loop
    [continuous] a continuous nice loop
    [grouped-continuous] a grouped continuous nice loop
   *[discontinuous] a discontinuous nice loop
}: { $chain }; if { $start }, the chain comes back to its own cell
# An alternating inference chain: $kind is grouped or plain (a selector only), $chain the chain in
# notation, $start its premise and $end what the premise makes true at its other end (fact-...
# messages).
step-aic = { $kind ->
    [grouped] a grouped alternating inference chain
   *[plain] an alternating inference chain
}: { $chain }; if { $start }, then { $end }, so one of its ends is true

# ALS-XZ: $first and $second are the cells of the two almost locked sets, $first-digits and
# $second-digits their digits, $first-unit and $second-unit their units; $digit is a restricted
# common digit, $commons all of them (one or two: with two, both sets are locked).
step-als-xz = { $first } and { $second } are almost locked sets ({ $first-digits } in { $first-unit }, { $second-digits } in { $second-unit }); every { $digit } of either sees every { $digit } of the other, so at most one set holds it and the other is locked{ $commons-count ->
    [1] {""}
   *[other] {" "}(the same holds for both common digits: both sets are locked)
}
# ALS-XY-Wing: $first, $second and $third are the cells of the three almost locked sets and
# $first-digits, $second-digits and $third-digits their digits; $x are the restricted commons of
# the first and the third, $y those of the second and the third.
step-als-xy-wing = { $first } ({ $first-digits }), { $second } ({ $second-digits }) and { $third } ({ $third-digits }) are almost locked sets; the first two are joined to the third by { $x } and { $y }, and the third cannot hold both, so the first or the second is locked
# One almost locked set of a chain: its $cells and its $digits.
als-set = { $cells } ({ $digits })
# The restricted common digits joining two almost locked sets of a chain.
als-restricted-common = { $digits }
# ALS-XY-Chain: $sets are the almost locked sets (als-set messages, joined with "and"), $commons
# the restricted commons between neighbours (als-restricted-common messages, joined by the list
# separator).
step-als-xy-chain = { $sets } are almost locked sets in a chain, each joined to the next by a restricted common ({ $commons }); if the first set is not locked, each set in turn locks the next, so the first or the last is locked

# A Franken or mutant fish without fins: $base and $cover are its base and cover units.
step-complex-fish = in { $base }, { $digit } can only go in { $cover }; the { $digit } of each of those cover units is in one of the base units
# A Franken or mutant fish with fins: $base and $cover as for step-complex-fish; $endo-fins are
# the candidates in two base units (none when $endo-fins-count is 0), $fins all the fins, endo
# fins included.
step-complex-fish-finned = in { $base }, { $digit } can only go in { $cover }{ $endo-fins-count ->
    [0] {""}
   *[other] {" "}(with endo fins { $endo-fins }, in two base units)
} or in the fins { $fins }; whether the fish holds or a fin holds { $digit }, the cells seeing every fin are ruled out
# A kraken fish: $base, $cover and $fins as for step-complex-fish-finned; $premises are the cells
# the chains start from, which all remove the candidate $target-digit of $target (written as
# the digit and the cell).
step-kraken-fish = in { $base }, { $digit } can only go in { $cover } or in the fins { $fins }; whichever holds it, chains from { $premises } all rule out { $target-digit } in { $target }

## Helper B

# Skyscraper, 2-String Kite and Turbot Fish: two conjugate pairs of $digit ($first1 or $first2,
# the only places in $first-unit; $second1 or $second2 in $second-unit) whose near ends $near1
# and $near2 see each other, so one of the far ends $far1 and $far2 holds it.
step-turbot-fish = { $digit } is in { $first1 } or { $first2 } (only places in { $first-unit }) and in { $second1 } or { $second2 } (only places in { $second-unit }); { $near1 } and { $near2 } see each other, so { $far1 } or { $far2 } is { $digit }
# Empty rectangle: in $box, $digit lies on the cross of $line and $other; $pair-unit has it only
# in $start (on $line) and $end; $target is where $end's line meets $other.
step-empty-rectangle = in { $box }, { $digit } lies only in { $line } and { $other }; { $pair-unit } holds { $digit } in { $start } or { $end }: if { $start }, the box's { $digit } is in { $other }, and if { $end }, { $end } sees { $target } directly
# Naked pair, triple, quadruple (locked or not): $units are the units the cells share; $cells
# lie in them ($cells-by, above).
step-naked-subset = in { $units }, the cells { $cells-by ->
    [cell] { $cells }
   *[other] in { $cells }
} can only hold { $digits } between them
# Hidden pair, triple, quadruple: $cells lie in $unit ($cells-by, above: "can only go in
# columns 3 and 6").
step-hidden-subset = in { $unit }, { $digits } can only go in { $cells }
# Sue de Coq: $cells are the crossing of $line and $box, holding $digits; $line-cells and
# $box-cells are the cells of the line and of the box that share them out.
step-sue-de-coq = { $cells } (where { $line } and { $box } cross) hold { $digits }; { $line-cells } in { $line } and { $box-cells } in { $box } take all but as many of them as the crossing has cells, so the digits are shared out among these cells
# XY-Wing: $pivot-digits are the pivot's two candidates joined with "or"; $digit is the digit
# both pincers hold.
step-xy-wing = { $pivot } is { $pivot-digits }, and either way one of the pincers { $pincer1 } and { $pincer2 } is { $digit }
# XYZ-Wing: as the XY-Wing, the pivot holding three candidates, $digit among them.
step-xyz-wing = { $pivot } is { $pivot-digits }; if it is not { $digit }, one of the pincers { $pincer1 } and { $pincer2 } is { $digit }, so one of the three cells is { $digit }
# W-Wing: $first and $second hold only $x and $y; $end1 and $end2 are the only places of $y
# in $unit, $end1 seeing $first and $end2 seeing $second.
step-w-wing = { $first } and { $second } both hold only { $x } and { $y }; in { $unit }, { $y } is in { $end1 } or { $end2 }, which see one of them each, so they cannot both be { $y } and one of them is { $x }
# The start of every unique rectangle's reason: $cells are the four corners, $digits the pair.
intro-unique-rectangle = if { $cells } all held only { $digits }, the two digits could be swapped and the puzzle would have two solutions
# $intro is the intro-unique-rectangle message; $cell the one corner with other candidates.
step-unique-rectangle-1 = { $intro }; only { $cell } can break the pattern
# $cells are the corners with the extra digit $digit (two on one side).
step-unique-rectangle-2 = { $intro }; so one of { $cells } is { $digit }
# $cells are the corners with the extra digit $digit (diagonal, or three).
step-unique-rectangle-5 = { $intro }; so one of { $cells } is { $digit }
# $corners are the two corners with extra digits; with $cells (other cells of $unit) they hold
# only $digits.
step-unique-rectangle-3 = { $intro }; so one of { $corners } holds an extra digit, and with { $cells } they hold only { $digits } in { $unit }
# $cell1 and $cell2 are the corners with extra digits; $locked and $removed are the pair.
step-unique-rectangle-4 = { $intro }; { $locked } must go in { $cell1 } or { $cell2 } (nowhere else they both see), so neither can be { $removed }
# $digit is one of the pair; $cells are the two corners holding only the pair.
step-unique-rectangle-6 = { $intro }; { $digit } lies only in the rectangle in its two rows and columns (an X-Wing), so it must take the corners { $cells } or none of them
# Hidden rectangle: $row and $column are units (row 3, column 7) through the corner $cell;
# $locked and $removed are the pair. "{ $locked }s" is the plural of the digit ("both 5s").
step-hidden-rectangle = { $intro }; in { $row } and { $column }, { $locked } lies only in the rectangle, so if { $cell } were { $removed }, both { $locked }s would fall on the pattern
# The start of an avoidable rectangle's reason: $first and $second were solved as $digit1 and
# $digit2; $third and $fourth are the open corners.
intro-avoidable-rectangle = { $first } and { $second } were solved as { $digit1 } and { $digit2 }, not given; if { $third } became { $digit2 } and { $fourth } { $digit1 }, the four cells could be swapped
# $intro is the intro-avoidable-rectangle message, which says it all here.
step-avoidable-rectangle-1 = { $intro }
# $digit is the extra digit both open corners hold.
step-avoidable-rectangle-2 = { $intro }; so one of them is { $digit }
# Bivalue universal grave + 1: $cell is the one cell with three candidates. The result that
# follows is the placement of $digit in $cell.
step-bug-plus-one = every open cell but { $cell } has two candidates, and without { $digit } in { $cell } every digit would appear twice in each unit: such a grid has two solutions

# The premise of a forcing chain or net: $digit in $cell assumed true, or false.
fact-on = { $cell } is { $digit }
fact-off = { $cell } is not { $digit }

# How the facts of a forcing chain or net clash (after "leads to"). The premise makes itself
# false (or true, for a false premise):
clash-itself = its own opposite
clash-both = { $cell } both being and not being { $digit }
clash-two-digits = two digits in { $cell }
clash-twice = { $digit } twice in { $unit }
clash-empty-cell = no digit left for { $cell }
clash-no-place = no place left for { $digit } in { $unit }
# Forcing chain contradiction: $premise is a fact-... message, $clash a clash-... message,
# $count how many chains $chains holds (0 when the premise alone clashes), $chains the chains in
# forum notation, separated by semicolons.
step-forcing-chain-contradiction = if { $premise }, { $count ->
    [0] the chain leads
    [one] the chain leads
   *[other] the chains lead
} to { $clash } ({ $chains })
# Forcing net contradiction: as the chain's ($count is also given).
step-forcing-net-contradiction = if { $premise }, the net leads to { $clash } ({ $chains })
# Forcing chain or net verity: one of several cases is true, and each leads to the same fact.
# $cases says which: "candidate" ($digit in $cell, true or false), "cell" (the candidates of
# $cell) or "unit" (the places of $digit in $unit); $chains are the chains in forum notation,
# separated by semicolons.
step-forcing-verity = { $cases ->
    [candidate] { $cell } is { $digit } or it is not
    [cell] { $cell } holds one of its candidates
   *[unit] { $unit } holds { $digit } in one of its places
}, and every case leads to the same fact ({ $chains })

## Killer Sudoku: the techniques that read the cages (a cage: cells whose different digits add
## up to its sum), their names, lessons and steps. A way to make a sum is written in notation,
## the same in every language: 1+2+6, several apart with " / " (1+8 / 2+7).

technique-cage-combinations = Cage Combinations
technique-cage-combinations-indefinite = a cage's combinations
technique-hidden-cage-digit = Hidden Cage Digit
technique-hidden-cage-digit-indefinite = a hidden cage digit
technique-cage-candidates = Cage Candidates
technique-cage-candidates-indefinite = cage candidates
technique-locked-cage-digit = Locked Cage Digit
technique-locked-cage-digit-indefinite = a locked cage digit
technique-innies-and-outies = Innies and Outies
    .form = vowel
technique-innies-and-outies-indefinite = an innies and outies sum
technique-cages-in-a-unit = Cages in a Unit
technique-cages-in-a-unit-indefinite = a pair of cages in a unit
technique-group-innies-and-outies = Group Innies and Outies
technique-group-innies-and-outies-indefinite = a group innies and outies sum
technique-virtual-cage = Virtual Cage
technique-virtual-cage-indefinite = a virtual cage

lesson-cage-combinations = A cage's different digits add up to its sum, and few sets of digits do: two cells of 17 can only be 8 and 9, three of 7 only 1, 2 and 4. Remove from the cage's cells every digit that no such set holds.
lesson-hidden-cage-digit = Every set of digits that makes a cage's sum holds a certain digit, so the cage must hold it. When only one cell of the cage can take that digit, it goes there.
lesson-cage-candidates = Try each set of digits that makes a cage's sum against its cells' candidates: a set whose digits cannot all be placed, one to a cell, is out. Remove the candidates that no remaining set can put in their cell.
lesson-locked-cage-digit = A cage must hold a digit that every set making its sum has, and the cage's cells that can take it all see some other cells. Wherever the digit goes in the cage, those cells see it: remove it from them.
lesson-innies-and-outies = A row, column or box adds up to 45. Take away the cages wholly inside it: the cells left, its innies, add up to the rest. The cages reaching into it also cover cells outside, its outies, which add up to what those cages hold beyond 45.
lesson-cages-in-a-unit = Two cages in the same row, column or box cannot share a digit. A set of digits for one cage that shares a digit with every set the other can still hold is out, so remove the candidates only such sets used.
lesson-group-innies-and-outies = The rule of 45 over neighbouring units: two rows add up to 90, three to 135. The cages wholly inside leave the innies a known sum, the cages reaching in leave the outies one. Use those sums as you would a cage's.
lesson-virtual-cage = When the innies or outies of a row, column or box lie inside one cage, the rest of that cage adds up to its sum less theirs: a cage drawn by arithmetic. Its combinations and candidates work like any cage's.

# The facts a Killer step starts from, joined as clauses (list-clauses: "the cage of r1c1 and
# r1c2 adds up to 10, and r1c1 already holds 3, leaving ..."). $cells are cells whose
# sum is known ($cells-count how many: "r3c1 is 7" for one), $sum that sum.
# A cage's sum.
fact-cage = the cage of { $cells } adds up to { $sum }
# Digits already in a group: $placed (cells) hold $placed-sum between them, so the open $cells
# make the group's $total less that.
sum-placed = { $placed } already { $placed-count ->
    [one] holds
   *[other] hold
} { $placed-sum }, leaving { $total } - { $placed-sum } = { $sum } for { $cells }
# Innies: the cages wholly inside $units add up to $inside; $total is 45 for each unit; $cells
# lie in $units ($cells-by, at the top: "for the cells in columns 3 and 4").
sum-innies = the cages inside { $units } add up to { $inside }, leaving { $total } - { $inside } = { $sum } for { $cells-by ->
    [cell] { $cells }
   *[other] the { $cells-count ->
        [one] cell
       *[other] cells
    } in { $cells }
}
# Outies: the cages reaching into $units add up to $touching; $cells are their cells outside.
sum-outies = the cages reaching into { $units } add up to { $touching }, of which { $touching } - { $total } = { $sum } { $sum ->
    [one] lies
   *[other] lie
} outside, in { $cells }
# A virtual cage: the cells just found, adding up to $part, lie in the cage of $cage-sum whose
# cells are $cage; its other $cells make the rest.
sum-virtual = those lie in the cage of { $cage } ({ $cage-sum }), whose other { $cells-count ->
    [one] cell { $cells } is
   *[other] cells { $cells } add up to
} { $cage-sum } - { $part } = { $sum }
# $combinations: the ways different digits make the sum ("8+9").
step-cage-combinations = { $facts }; different digits make that only as { $combinations }
# $fitting: the ways the cells' candidates can place.
step-cage-candidates = { $facts }; different digits make that as { $combinations }, and with their candidates only as { $fitting }
# $digit is in every way; $cell the only cell of the cage that can take it.
step-hidden-cage-digit = { $facts }; every way to make that ({ $combinations }) uses { $digit }, and in the cage only { $cell } can take it
# $digit is in every way; $places the cells of the cage that can take it.
step-locked-cage-digit = { $facts }; every way to make that ({ $combinations }) uses { $digit }, and in the cage only { $places } can take it, so cells that see all of them cannot
# Two cages in $unit: the other cage ($other, adding up to $other-sum) must be one of
# $other-combinations; each shares a digit with each way of $dropped, which leaves $fitting.
step-cages-in-unit = { $facts }, as { $combinations }; the cage of { $other } ({ $other-sum }), also in { $unit }, must be { $other-combinations }, each sharing a digit with { $dropped }, which leaves { $fitting }
# $ways: the ways the candidates make the sum.
step-sum = { $facts }; with their candidates only { $ways } make that
# One cell: the facts say its digit.
step-sum-single = { $facts }
