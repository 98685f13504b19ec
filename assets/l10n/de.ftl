# Peerless: Deutsch. Dieselben Meldungen wie en.ftl; die Kommentare dort sagen, was die
# Variablen enthalten.
#
# Begriffe: Zelle, Zeile, Spalte, Block, Einheit (Zeile, Spalte oder Block), Ziffer, Kandidat,
# Stelle (wo eine Ziffer stehen kann), sehen (gemeinsame Einheit), Flosse (fin), Pivot und
# Flügel (XY-/XYZ-Wing), starke und schwache Verbindung. Technikennamen wie in HoDoKus deutscher
# Fassung auf Englisch. Zellen in Foren-Notation (r3c7), wie auch die Ketten-Notation.
#
# Satzbau: Ein Schritt ist „{ $technique }: { $reason }. Das bedeutet, dass { $result }.“ – die result-...
# Meldungen sind daher Nebensätze (Verb am Ende). Die fact-... Meldungen haben kein Verb: Die
# Rahmen setzen „Steht …“ bzw. „dann steht …“ davor („Steht in r1c2 keine 5, dann steht in
# r1c7 die 5“).

## Namen, Listen

cell = r{ $row }c{ $column }
cell-spelled = Zeile { $row }, Spalte { $column }
cells-spelled-row = Zeile { $row }, Spalten { $columns }
unit = { $kind ->
    [row] Zeile { $number }
    [column] Spalte { $number }
   *[box] Block { $number }
}
units-of-kind = { $kind ->
    [row] den Zeilen { $numbers }
    [column] den Spalten { $numbers }
   *[box] den Blöcken { $numbers }
}
list-separator = {", "}
list-separator-cells = {"; "}
list-and-cells = { $rest } sowie { $last }
list-and = { $rest } und { $last }
list-separator-numbers = {", "}
list-and-numbers = { $rest } und { $last }
list-or = { $rest } oder { $last }
list-nor = { $rest } oder { $last }
list-nor-separator = {", "}
list-clauses = { $rest } und { $last }
list-clauses-separator = {", "}

## Ein Schritt der Logik: „Hidden Single: In Block 5 kann die 7 nur in r5c6 stehen. Das bedeutet, dass in r5c6 die 7 steht.“

step = { $technique }: { $reason }. Das bedeutet, dass { $result }.
result-place = in { $cell } die { $digit } steht
result-remove = { $cells-count ->
    [one] { $cells } keine { $digits } sein kann
   *[other] { $cells } keine { $digits } sein können
}

step-full-house = { $cell } ist die letzte leere Zelle in { $unit }
step-naked-single = Außer der { $digit } steht jede Ziffer schon in Zeile, Spalte oder Block von { $cell }
step-hidden-single = In { $unit } kann die { $digit } nur in { $cell } stehen
step-locked-candidates = In { $unit } kann die { $digit } nur in der Schnittmenge mit { $other } stehen

## Schwierigkeitsstufen

level-easy = Leicht
level-medium = Mittel
level-hard = Schwer
level-expert = Experte
level-extreme = Extrem

## Technikennamen (wie in HoDoKus deutscher Fassung) und die Form mit Artikel, die der Hinweis
## nach „Suche … nach“ braucht (Dativ: „Suche in Block 5 nach einem Hidden Single.“).

technique-full-house = Full House
technique-full-house-indefinite = einem Full House
technique-naked-single = Naked Single
technique-naked-single-indefinite = einem Naked Single
technique-hidden-single = Hidden Single
technique-hidden-single-indefinite = einem Hidden Single
technique-locked-pair = Locked Pair
technique-locked-pair-indefinite = einem Locked Pair
technique-locked-triple = Locked Triple
technique-locked-triple-indefinite = einem Locked Triple
technique-locked-candidates-pointing = Locked Candidates (Pointing)
technique-locked-candidates-pointing-indefinite = Locked Candidates (Pointing)
technique-locked-candidates-claiming = Locked Candidates (Claiming)
technique-locked-candidates-claiming-indefinite = Locked Candidates (Claiming)
technique-naked-pair = Naked Pair
technique-naked-pair-indefinite = einem Naked Pair
technique-naked-triple = Naked Triple
technique-naked-triple-indefinite = einem Naked Triple
technique-hidden-pair = Hidden Pair
technique-hidden-pair-indefinite = einem Hidden Pair
technique-hidden-triple = Hidden Triple
technique-hidden-triple-indefinite = einem Hidden Triple
technique-naked-quadruple = Naked Quadruple
technique-naked-quadruple-indefinite = einem Naked Quadruple
technique-hidden-quadruple = Hidden Quadruple
technique-hidden-quadruple-indefinite = einem Hidden Quadruple
technique-x-wing = X-Wing
technique-x-wing-indefinite = einem X-Wing
technique-swordfish = Swordfish
technique-swordfish-indefinite = einem Swordfish
technique-jellyfish = Jellyfish
technique-jellyfish-indefinite = einem Jellyfish
technique-remote-pair = Remote Pair
technique-remote-pair-indefinite = einem Remote Pair
technique-bivalue-universal-grave-1 = Bivalue Universal Grave + 1
technique-bivalue-universal-grave-1-indefinite = einem Bivalue Universal Grave + 1
technique-skyscraper = Skyscraper
technique-skyscraper-indefinite = einem Skyscraper
technique-2-string-kite = 2-String Kite
technique-2-string-kite-indefinite = einem 2-String Kite
technique-turbot-fish = Turbot Fish
technique-turbot-fish-indefinite = einem Turbot Fish
technique-empty-rectangle = Empty Rectangle
technique-empty-rectangle-indefinite = einem Empty Rectangle
technique-w-wing = W-Wing
technique-w-wing-indefinite = einem W-Wing
technique-xy-wing = XY-Wing
technique-xy-wing-indefinite = einem XY-Wing
technique-xyz-wing = XYZ-Wing
technique-xyz-wing-indefinite = einem XYZ-Wing
technique-unique-rectangle-type-1 = Unique Rectangle Typ 1
technique-unique-rectangle-type-1-indefinite = einem Unique Rectangle Typ 1
technique-unique-rectangle-type-2 = Unique Rectangle Typ 2
technique-unique-rectangle-type-2-indefinite = einem Unique Rectangle Typ 2
technique-unique-rectangle-type-3 = Unique Rectangle Typ 3
technique-unique-rectangle-type-3-indefinite = einem Unique Rectangle Typ 3
technique-unique-rectangle-type-4 = Unique Rectangle Typ 4
technique-unique-rectangle-type-4-indefinite = einem Unique Rectangle Typ 4
technique-unique-rectangle-type-5 = Unique Rectangle Typ 5
technique-unique-rectangle-type-5-indefinite = einem Unique Rectangle Typ 5
technique-unique-rectangle-type-6 = Unique Rectangle Typ 6
technique-unique-rectangle-type-6-indefinite = einem Unique Rectangle Typ 6
technique-hidden-rectangle = Hidden Rectangle
technique-hidden-rectangle-indefinite = einem Hidden Rectangle
technique-avoidable-rectangle-type-1 = Avoidable Rectangle Typ 1
technique-avoidable-rectangle-type-1-indefinite = einem Avoidable Rectangle Typ 1
technique-avoidable-rectangle-type-2 = Avoidable Rectangle Typ 2
technique-avoidable-rectangle-type-2-indefinite = einem Avoidable Rectangle Typ 2
technique-finned-x-wing = Finned X-Wing
technique-finned-x-wing-indefinite = einem Finned X-Wing
technique-sashimi-x-wing = Sashimi X-Wing
technique-sashimi-x-wing-indefinite = einem Sashimi X-Wing
technique-finned-swordfish = Finned Swordfish
technique-finned-swordfish-indefinite = einem Finned Swordfish
technique-sashimi-swordfish = Sashimi Swordfish
technique-sashimi-swordfish-indefinite = einem Sashimi Swordfish
technique-finned-jellyfish = Finned Jellyfish
technique-finned-jellyfish-indefinite = einem Finned Jellyfish
technique-sashimi-jellyfish = Sashimi Jellyfish
technique-sashimi-jellyfish-indefinite = einem Sashimi Jellyfish
technique-sue-de-coq = Sue de Coq
technique-sue-de-coq-indefinite = einem Sue de Coq
technique-simple-colors = Simple Colors
technique-simple-colors-indefinite = Simple Colors
technique-multi-colors = Multi Colors
technique-multi-colors-indefinite = Multi Colors
technique-x-chain = X-Chain
technique-x-chain-indefinite = einer X-Chain
technique-xy-chain = XY-Chain
technique-xy-chain-indefinite = einer XY-Chain
technique-nice-loop-aic = Nice Loop/AIC
technique-nice-loop-aic-indefinite = einem Nice Loop oder einer AIC
technique-grouped-nice-loop-aic = Grouped Nice Loop/AIC
technique-grouped-nice-loop-aic-indefinite = einem Grouped Nice Loop oder einer Grouped AIC
technique-als-xz = ALS-XZ
technique-als-xz-indefinite = einem ALS-XZ
technique-als-xy-wing = ALS-XY-Wing
technique-als-xy-wing-indefinite = einem ALS-XY-Wing
technique-als-xy-chain = ALS-XY-Chain
technique-als-xy-chain-indefinite = einer ALS-XY-Chain
technique-franken-x-wing = Franken X-Wing
technique-franken-x-wing-indefinite = einem Franken X-Wing
technique-franken-swordfish = Franken Swordfish
technique-franken-swordfish-indefinite = einem Franken Swordfish
technique-franken-jellyfish = Franken Jellyfish
technique-franken-jellyfish-indefinite = einem Franken Jellyfish
technique-finned-franken-x-wing = Finned Franken X-Wing
technique-finned-franken-x-wing-indefinite = einem Finned Franken X-Wing
technique-finned-franken-swordfish = Finned Franken Swordfish
technique-finned-franken-swordfish-indefinite = einem Finned Franken Swordfish
technique-finned-franken-jellyfish = Finned Franken Jellyfish
technique-finned-franken-jellyfish-indefinite = einem Finned Franken Jellyfish
technique-mutant-x-wing = Mutant X-Wing
technique-mutant-x-wing-indefinite = einem Mutant X-Wing
technique-mutant-swordfish = Mutant Swordfish
technique-mutant-swordfish-indefinite = einem Mutant Swordfish
technique-mutant-jellyfish = Mutant Jellyfish
technique-mutant-jellyfish-indefinite = einem Mutant Jellyfish
technique-finned-mutant-x-wing = Finned Mutant X-Wing
technique-finned-mutant-x-wing-indefinite = einem Finned Mutant X-Wing
technique-finned-mutant-swordfish = Finned Mutant Swordfish
technique-finned-mutant-swordfish-indefinite = einem Finned Mutant Swordfish
technique-finned-mutant-jellyfish = Finned Mutant Jellyfish
technique-finned-mutant-jellyfish-indefinite = einem Finned Mutant Jellyfish
technique-kraken-fish = Kraken Fish
technique-kraken-fish-indefinite = einem Kraken Fish
technique-forcing-chain = Forcing Chain
technique-forcing-chain-indefinite = einer Forcing Chain
technique-forcing-net = Forcing Net
technique-forcing-net-indefinite = einem Forcing Net
technique-trial-and-error = Versuch und Irrtum
technique-trial-and-error-indefinite = Versuch und Irrtum

## Lektionen: was jede Technik ist und warum sie funktioniert, in ein bis drei Sätzen
## (kurz genug für den Platz unter dem Brett auf einem Handy).

lesson-full-house = In einer Zeile, Spalte oder einem Block ist nur noch eine Zelle leer. Dort kommt die einzige Ziffer hinein, die noch fehlt.
lesson-naked-single = Eine Zelle hat nur noch einen Kandidaten: Alle anderen Ziffern stehen schon in ihrer Zeile, Spalte oder ihrem Block. Diese Ziffer kommt hinein.
lesson-hidden-single = In einer Zeile, Spalte oder einem Block passt eine Ziffer nur noch in eine Zelle: Jede andere leere Zelle dort sieht diese Ziffer schon. Die Ziffer kommt in diese Zelle.
lesson-locked-pair = Zwei Zellen im selben Block und in derselben Zeile oder Spalte enthalten beide nur dieselben zwei Ziffern. Diese füllen die zwei Zellen, also streiche sie aus dem übrigen Block und der übrigen Zeile oder Spalte.
lesson-locked-triple = Drei Zellen im selben Block und in derselben Zeile oder Spalte enthalten zusammen nur drei Ziffern. Diese füllen die drei Zellen, also streiche sie aus dem übrigen Block und der übrigen Zeile oder Spalte.
lesson-locked-candidates-pointing = In einem Block kann eine Ziffer nur in Zellen einer Zeile oder Spalte stehen. Wo immer sie im Block steht, liegt sie in dieser Zeile oder Spalte, also streiche sie dort außerhalb des Blocks.
lesson-locked-candidates-claiming = In einer Zeile oder Spalte kann eine Ziffer nur in Zellen eines Blocks stehen. Wo immer sie dort steht, liegt sie in diesem Block, also streiche sie aus den übrigen Zellen des Blocks.
lesson-naked-pair = Zwei Zellen einer Zeile, Spalte oder eines Blocks enthalten beide nur dieselben zwei Ziffern. Diese müssen die zwei Zellen füllen, also streiche sie aus den übrigen Zellen dort.
lesson-naked-triple = Drei Zellen einer Zeile, Spalte oder eines Blocks enthalten zusammen nur drei Ziffern (nicht jede Zelle braucht alle drei). Diese müssen die drei Zellen füllen, also streiche sie aus den übrigen Zellen dort.
lesson-hidden-pair = In einer Zeile, Spalte oder einem Block können zwei Ziffern nur in denselben zwei Zellen stehen. Diese Zellen müssen die zwei Ziffern enthalten, also streiche alle anderen Kandidaten aus ihnen.
lesson-hidden-triple = In einer Zeile, Spalte oder einem Block können drei Ziffern nur in denselben drei Zellen stehen. Diese Zellen müssen die drei Ziffern enthalten, also streiche alle anderen Kandidaten aus ihnen.
lesson-naked-quadruple = Vier Zellen einer Zeile, Spalte oder eines Blocks enthalten zusammen nur vier Ziffern. Diese müssen die vier Zellen füllen, also streiche sie aus den übrigen Zellen dort.
lesson-hidden-quadruple = In einer Zeile, Spalte oder einem Block können vier Ziffern nur in denselben vier Zellen stehen. Diese Zellen müssen die vier Ziffern enthalten, also streiche alle anderen Kandidaten aus ihnen.
lesson-x-wing = In zwei Zeilen kann eine Ziffer jeweils nur in zwei Zellen stehen, und diese liegen in denselben zwei Spalten. Je eine Zelle jedes Paars enthält die Ziffer, also besetzt sie dort beide Spalten: Streiche sie aus dem Rest dieser Spalten.
lesson-swordfish = In jeder von drei Zeilen kann eine Ziffer nur in Zellen derselben drei Spalten stehen. Die drei Zeilen setzen die Ziffer je einmal in jede dieser Spalten, also streiche sie aus deren Rest. Mit Zeilen und Spalten vertauscht geht es genauso.
lesson-jellyfish = In jeder von vier Zeilen kann eine Ziffer nur in Zellen derselben vier Spalten stehen. Die vier Zeilen setzen die Ziffer je einmal in jede dieser Spalten, also streiche sie aus deren Rest. Mit Zeilen und Spalten vertauscht geht es genauso.
lesson-remote-pair = Eine Kette von Zellen, die alle nur dieselben zwei Ziffern enthalten und von denen jede die nächste sieht. Die Ziffern wechseln sich entlang der Kette ab, also enthalten zwei Zellen mit ungeradem Abstand beide: Eine Zelle, die beide sieht, kann keine der zwei Ziffern enthalten.
lesson-bivalue-universal-grave-1 = Jede leere Zelle hat zwei Kandidaten, bis auf eine mit dreien. Ohne die Ziffer, die in Zeile, Spalte und Block dieser Zelle dreimal vorkommt, hätte das Gitter zwei Lösungen; da das Rätsel nur eine hat, kommt diese Ziffer in die Zelle.
lesson-skyscraper = In zwei Zeilen hat eine Ziffer jeweils nur zwei Stellen, und je eine davon liegt in derselben Spalte. Diese zwei können sie nicht beide enthalten, also steht sie an einer der zwei anderen Stellen: Streiche die Ziffer aus Zellen, die beide sehen. Mit Spalten geht es genauso.
lesson-2-string-kite = Eine Ziffer hat in einer Zeile und in einer Spalte nur je zwei Stellen, und je eine davon liegt im selben Block. Diese zwei können sie nicht beide enthalten, also steht sie an einem der fernen Enden: Streiche die Ziffer aus der Zelle, die beide fernen Enden sieht.
lesson-turbot-fish = Zwei Stellenpaare einer Ziffer, jedes die einzigen zwei in seiner Zeile, Spalte oder seinem Block, wobei ein Ende des ersten ein Ende des zweiten sieht. Diese Enden können sie nicht beide enthalten, also steht sie an einem der fernen Enden: Streiche die Ziffer aus Zellen, die beide fernen Enden sehen.
lesson-empty-rectangle = In einem Block liegen alle Stellen einer Ziffer auf einer Zeile und einer Spalte des Blocks, einem Kreuz. Nimm eine Spalte außerhalb des Blocks, in der die Ziffer nur zwei Stellen hat, eine auf der Zeile des Kreuzes: Wo die Zeile der anderen Stelle die Spalte des Kreuzes trifft, kann die Ziffer nicht stehen.
lesson-w-wing = Zwei Zellen, die sich nicht sehen, enthalten beide nur x und y. Hat eine Zeile, Spalte oder ein Block y an nur zwei Stellen, von denen jede eine der beiden Zellen sieht, können nicht beide Zellen y sein, also ist eine x: Streiche x aus Zellen, die beide sehen.
lesson-xy-wing = Eine Pivotzelle mit nur xy sieht zwei Zellen mit nur xz und yz. Welche Ziffer der Pivot auch bekommt, eine der zwei Zellen wird z, also streiche z aus jeder Zelle, die beide sieht.
lesson-xyz-wing = Eine Pivotzelle mit nur xyz sieht zwei Zellen mit nur xz und yz. Eine der drei Zellen muss z sein, also streiche z aus jeder Zelle, die alle drei sieht.
lesson-unique-rectangle-type-1 = Ein gültiges Sudoku hat genau eine Lösung, also können vier Ecken eines Rechtecks in zwei Blöcken nicht alle nur dieselben zwei Ziffern enthalten: Man könnte sie vertauschen. Drei Ecken enthalten nur das Paar, also streiche beide Ziffern des Paars aus der vierten.
lesson-unique-rectangle-type-2 = Ein Rechteck in zwei Blöcken hat in allen vier Ecken dasselbe Paar, und die zwei Ecken einer Seite haben zusätzlich dieselbe Extraziffer. Bei nur einer Lösung kann das Paar nicht alle vier füllen, also ist eine der zwei die Extraziffer: Streiche sie aus Zellen, die beide sehen.
lesson-unique-rectangle-type-3 = Ein Rechteck in zwei Blöcken enthält dasselbe Paar, und die zwei Ecken einer Seite haben Extraziffern. Bei nur einer Lösung enthält eine davon eine Extraziffer, also behandle beide als eine Zelle mit nur den Extras und suche ein Naked Subset mit anderen Zellen ihrer Zeile, Spalte oder ihres Blocks.
lesson-unique-rectangle-type-4 = Ein Rechteck in zwei Blöcken enthält das Paar xy, und die zwei Ecken einer Seite haben Extras. Kann x in einer gemeinsamen Zeile, Spalte oder einem gemeinsamen Block sonst nirgends stehen, ist eine davon x. Wäre die andere y, wäre das Paar vertauschbar, doch es gibt nur eine Lösung: Streiche y aus beiden.
lesson-unique-rectangle-type-5 = Ein Rechteck in zwei Blöcken enthält dasselbe Paar, und zwei diagonale Ecken oder drei haben zusätzlich dieselbe Extraziffer. Bei nur einer Lösung kann das Paar nicht alle vier füllen, also ist eine davon die Extraziffer: Streiche sie aus Zellen, die alle diese Ecken sehen.
lesson-unique-rectangle-type-6 = Ein Rechteck in zwei Blöcken enthält das Paar xy, mit Extras in zwei diagonalen Ecken, und x steht in seinen zwei Zeilen und Spalten nur im Rechteck. Wären die Ecken mit Extras x, wären die anderen y, ein vertauschbares Muster: Bei nur einer Lösung streiche x dort.
lesson-hidden-rectangle = Ein Rechteck in zwei Blöcken enthält das Paar xy, eine Ecke nur xy. In Zeile und Spalte der gegenüberliegenden Ecke steht x nur im Rechteck. Wäre diese Ecke y, wäre das Paar vertauschbar, doch es gibt nur eine Lösung: Streiche y dort.
lesson-avoidable-rectangle-type-1 = Drei Ecken eines Rechtecks in zwei Blöcken wurden gelöst, nicht vorgegeben, mit zusammen nur zwei Ziffern. Bekäme die offene Ecke die Ziffer, die das Muster vollendet, ließen sich die zwei Ziffern vertauschen, zwei Lösungen: Bei nur einer Lösung streiche sie dort.
lesson-avoidable-rectangle-type-2 = Zwei Ecken eines Rechtecks in zwei Blöcken wurden als x und y gelöst, nicht vorgegeben, die zwei offenen enthalten yz und xz. Bekämen sie y und x, ließen sich die vier vertauschen, zwei Lösungen, also ist bei nur einer Lösung eine davon z: Streiche z aus Zellen, die beide sehen.
lesson-finned-x-wing = Ein X-Wing, bei dem eine Zeile noch weitere Stellen (Flossen) hat, alle in einem Block. Entweder der X-Wing oder eine Flosse enthält die Ziffer, also streiche sie nur aus Zellen der X-Wing-Spalten, die im Block der Flossen liegen.
lesson-sashimi-x-wing = Ein Finned X-Wing, dem eine Ecke fehlt: Im Block der Flossen hat der Fisch einen Eckkandidaten verloren. Trotzdem enthält der Fisch oder eine Flosse die Ziffer, also streiche sie aus Zellen der Spalten des Fisches, die jede Flosse sehen.
lesson-finned-swordfish = Ein Swordfish, nur mit weiteren Stellen (Flossen) in einem Block. Entweder der Swordfish oder eine Flosse enthält die Ziffer, also streiche sie nur aus Zellen, die der Fisch räumen würde und die zudem jede Flosse sehen.
lesson-sashimi-swordfish = Ein Finned Swordfish, dem im Block der Flossen ein Eckkandidat fehlt; ohne die Flossen wäre er gar kein Fisch. Trotzdem enthält der Fisch oder eine Flosse die Ziffer: Streiche sie aus Zellen, die der Fisch räumen würde und die zudem jede Flosse sehen.
lesson-finned-jellyfish = Ein Jellyfish (vier Zeilen, vier Spalten), nur mit weiteren Stellen (Flossen) in einem Block. Entweder der Jellyfish oder eine Flosse enthält die Ziffer, also streiche sie nur aus Zellen, die der Fisch räumen würde und die zudem jede Flosse sehen.
lesson-sashimi-jellyfish = Ein Finned Jellyfish, dem im Block der Flossen ein Eckkandidat fehlt; ohne die Flossen bildeten die vier Zeilen keinen Fisch. Trotzdem enthält der Fisch oder eine Flosse die Ziffer: Streiche sie aus Zellen, die der Fisch räumen würde und die zudem jede Flosse sehen.
lesson-sue-de-coq = Wo sich ein Block und eine Zeile oder Spalte kreuzen, enthalten zwei oder drei Zellen mindestens zwei Ziffern mehr, als es Zellen sind. Binden andere Zellen der Linie und des Blocks je einige davon, keine doppelt, sind die Ziffern verteilt: Streiche die der Linie aus der Linie, die des Blocks aus dem Block.
lesson-simple-colors = Färbe die Stellen einer Ziffer, die als einzige zwei einer Zeile, Spalte oder eines Blocks verbunden sind, abwechselnd in zwei Farben: Eine Farbe enthält die Ziffer. Sehen sich zwei Zellen einer Farbe, ist sie falsch; eine Zelle, die beide Farben sieht, verliert die Ziffer.
lesson-multi-colors = Färbe zwei getrennte Cluster verbundener Stellen einer Ziffer in je zwei Farben. Eine Farbe, die beide Farben des anderen Clusters sieht, ist falsch. Sieht eine Farbe des einen Clusters eine Farbe des anderen, ist eine der zwei übrigen Farben wahr: Zellen, die beide sehen, verlieren die Ziffer.
lesson-x-chain = Eine Kette auf einer Ziffer, abwechselnd aus starken Verbindungen (die einzigen zwei Stellen einer Zeile, Spalte oder eines Blocks) und schwachen (zwei Stellen, die sich sehen), an beiden Enden stark. Ein Ende enthält die Ziffer, also streiche sie aus Zellen, die beide Enden sehen.
lesson-xy-chain = Eine Kette von Zellen mit je zwei Kandidaten, von denen jede die nächste sieht und eine Ziffer mit ihr teilt; beide Enden enthalten z. Ist die erste Zelle nicht z, erzwingt jede die nächste, und die letzte ist z. Also ist ein Ende z: Streiche z aus Zellen, die beide Enden sehen.
lesson-nice-loop-aic = Eine Kette über beliebige Zellen und Ziffern, abwechselnd aus starken Verbindungen (mindestens einer von zwei Kandidaten ist wahr) und schwachen (höchstens einer). Ein Ende ist wahr, also fällt, was beiden widerspricht; eine zur Schleife geschlossene Kette streicht ihren Start oder Kandidaten entlang ihrer schwachen Verbindungen.
lesson-grouped-nice-loop-aic = Ein Nice Loop oder eine AIC mit Verbindungen über Gruppen: zwei oder drei Stellen einer Ziffer in einem Block und einer Zeile oder Spalte, als ein Knoten gezählt, der wahr ist, wenn eine davon es ist. Die Logik bleibt: Was beiden Enden widerspricht, fällt.
lesson-als-xz = Ein Almost Locked Set besteht aus N Zellen einer Zeile, Spalte oder eines Blocks mit N+1 Ziffern. Zwei Sets teilen eine Ziffer x, deren Stellen sich alle sehen, also fehlt x einem Set, und es ist gesperrt. Eine Ziffer z in beiden steht dann in einem davon: Streiche z aus Zellen, die jede z beider sehen.
lesson-als-xy-wing = Drei Almost Locked Sets (N Zellen, N+1 Ziffern): A und C teilen x, B und C teilen y, jeweils mit Stellen, die sich alle sehen. C enthält x oder y, also ist A oder B gesperrt, und eine Ziffer z in A und B steht in einem davon: Streiche z aus Zellen, die jede z beider sehen.
lesson-als-xy-chain = Eine Kette aus vier oder mehr Almost Locked Sets (N Zellen, N+1 Ziffern), jedes mit dem nächsten über eine Ziffer verbunden, deren Stellen sich alle sehen, nie zweimal nacheinander dieselbe. Ein End-Set ist gesperrt, also streiche eine Ziffer z beider Enden aus Zellen, die all ihre z sehen.
lesson-franken-x-wing = Ein X-Wing, bei dem ein Block eine Zeile oder Spalte vertritt: In zwei Zeilen oder Blöcken steht eine Ziffer nur in Zellen zweier Spalten oder Blöcke. Die ersten zwei setzen sie je einmal in die anderen, also streiche sie aus deren Rest. Mit Spalten als Basis genauso.
lesson-franken-swordfish = Ein Swordfish, bei dem Blöcke einige Zeilen oder Spalten vertreten: In drei Zeilen oder Blöcken steht eine Ziffer nur in Zellen dreier Spalten oder Blöcke. Die ersten drei setzen sie je einmal in die anderen, also streiche sie aus deren Rest.
lesson-franken-jellyfish = Ein Jellyfish, bei dem Blöcke einige Zeilen oder Spalten vertreten: In vier Zeilen oder Blöcken steht eine Ziffer nur in Zellen von vier Spalten oder Blöcken. Die ersten vier setzen sie je einmal in die anderen, also streiche sie aus deren Rest.
lesson-finned-franken-x-wing = Ein Franken X-Wing (ein Block unter seinen Zeilen oder Spalten) mit weiteren Stellen, Flossen, außerhalb der Linien und Blöcke, die er abdeckt. Entweder der Fisch oder eine Flosse enthält die Ziffer, also streiche sie nur aus Zellen, die der Fisch räumen würde und die zudem jede Flosse sehen.
lesson-finned-franken-swordfish = Ein Franken Swordfish (Blöcke unter seinen Zeilen oder Spalten) mit weiteren Stellen, Flossen, außerhalb der Linien und Blöcke, die er abdeckt. Der Fisch oder eine Flosse enthält die Ziffer, also streiche sie nur aus Zellen, die die drei Deckeinheiten räumen würden und die jede Flosse sehen.
lesson-finned-franken-jellyfish = Ein Franken Jellyfish (Blöcke unter seinen Zeilen oder Spalten) mit weiteren Stellen, Flossen, außerhalb der Linien und Blöcke, die er abdeckt. Der Fisch oder eine Flosse enthält die Ziffer, also streiche sie nur aus Zellen, die die vier Deckeinheiten räumen würden und die jede Flosse sehen.
lesson-mutant-x-wing = Ein Fisch aus beliebig gemischten Zeilen, Spalten und Blöcken: In zwei davon steht eine Ziffer nur in Zellen zweier anderer. Die ersten zwei setzen die Ziffer je einmal in die anderen, also streiche sie aus dem Rest dieser zwei.
lesson-mutant-swordfish = Ein Fisch aus beliebig gemischten Zeilen, Spalten und Blöcken: In drei davon steht eine Ziffer nur in Zellen dreier anderer. Die ersten drei setzen die Ziffer je einmal in die anderen, also streiche sie aus dem Rest dieser drei.
lesson-mutant-jellyfish = Ein Fisch aus beliebig gemischten Zeilen, Spalten und Blöcken: In vier davon steht eine Ziffer nur in Zellen von vier anderen. Die ersten vier setzen die Ziffer je einmal in die anderen, also streiche sie aus dem Rest dieser vier.
lesson-finned-mutant-x-wing = Ein Mutant X-Wing (zwei Zeilen, Spalten oder Blöcke, von zwei anderen abgedeckt) mit weiteren Stellen, Flossen, außerhalb der Deckeinheiten. Der Fisch oder eine Flosse enthält die Ziffer, also streiche sie nur aus Zellen, die die zwei Deckeinheiten räumen würden und die jede Flosse sehen.
lesson-finned-mutant-swordfish = Ein Mutant Swordfish (drei Zeilen, Spalten oder Blöcke, von drei anderen abgedeckt) mit weiteren Stellen, Flossen, außerhalb der Deckeinheiten. Der Fisch oder eine Flosse enthält die Ziffer, also streiche sie nur aus Zellen, die die Deckeinheiten räumen würden und die jede Flosse sehen.
lesson-finned-mutant-jellyfish = Ein Mutant Jellyfish (vier Zeilen, Spalten oder Blöcke, von vier anderen abgedeckt) mit weiteren Stellen, Flossen, außerhalb der Deckeinheiten. Der Fisch oder eine Flosse enthält die Ziffer, also streiche sie nur aus Zellen, die die Deckeinheiten räumen würden und die jede Flosse sehen.
lesson-kraken-fish = Ein Fisch mit Flossen, der allein nichts streicht. Der Fisch oder eine Flosse enthält die Ziffer, also fällt ein Kandidat, den der Fisch streichen würde, trotzdem, wenn Ketten zeigen, dass auch jede Flosse ihn streicht, sobald sie wahr ist.
lesson-forcing-chain = Nimm einen Kandidaten als wahr oder falsch an und verfolge seine direkten Folgen Schritt für Schritt. Führt das zu einem Widerspruch, ist die Annahme falsch; führt jeder Kandidat einer Zelle oder jede Stelle einer Ziffer in einer Zeile, Spalte oder einem Block zum selben Ergebnis, gilt es.
lesson-forcing-net = Eine Forcing Chain, deren Schritte mehrere Fakten zugleich brauchen dürfen: Die Annahme wird mit Singles durchgespielt, sodass eine Zelle feststeht, sobald ihre anderen Kandidaten weg sind. Ein Widerspruch widerlegt sie, und ein Ergebnis, das jeder Fall erreicht, gilt.
lesson-trial-and-error = Keine der Techniken hier greift, also bleibt nur Raten: Probiere die Kandidaten einer Zelle der Reihe nach aus und spiele weiter. Jeder Versuch bis auf einen führt zu einem Widerspruch, also kommt der übrige hinein. Das ist Versuch und Irrtum, kein Muster, das man sehen kann.

## Hinweise, Stufe für Stufe: wo suchen, welche Zellen, der Zug.

hint-look-unit = Suche in { $unit } nach { $technique }.
hint-look-digit = Suche nach { $technique } mit der Ziffer { $digit }.
hint-look = Suche nach { $technique }.
hint-trial = Keine Technik greift: Die nächste Ziffer muss durch Ausprobieren gefunden werden.
hint-cells = { $technique }: Sieh dir { $cells } an.
hint-mistake-somewhere = Eine der Ziffern auf dem Brett ist falsch.
hint-mistake = In { $cell } steht eine { $entered }, die dort nicht hingehört.
hint-mistake-move = In { $cell } steht eine { $entered }, dort gehört aber eine { $correct } hin.
hint-missing-note = In den Notizen einer Zelle fehlt die Ziffer, die dort hingehört.
hint-missing-note-cell = In deinen Notizen in { $cell } fehlt die Ziffer, die dort hingehört.
hint-missing-note-move = In deinen Notizen in { $cell } fehlt die { $digit }, die dort hingehört.
hint-solved = Das Rätsel ist gelöst.
hint-not-proper = Kein Tipp möglich: { $error }.
puzzle-clash = Die Ziffern in { $cells } widersprechen sich
puzzle-no-solution = Das Rätsel hat keine Lösung
puzzle-several-solutions = Das Rätsel hat mehr als eine Lösung

# Der letzte Ausweg, wenn keine Technik greift.
step-trial = Keine Technik, die dieses Programm kennt, greift hier; probiert man die Ziffern von { $cell } einzeln aus, führen alle außer der { $digit } zu einem Widerspruch

## Fische, Färbungen, Ketten, Nice Loops, Almost Locked Sets

step-fish = In { $base } kann die { $digit } nur in { $cover } stehen, also { $orientation ->
    [rows] liegt die { $digit } jeder dieser Spalten in diesen Zeilen
   *[columns] liegt die { $digit } jeder dieser Zeilen in diesen Spalten
}
step-finned-fish = { $fins-count ->
    [one] In { $base } kann die { $digit } nur in { $cover } oder in der Flosse { $fins } stehen; ob die Flosse die { $digit } enthält oder nicht, die Zellen in { $cover }, die im Block der Flosse liegen, scheiden aus
   *[other] In { $base } kann die { $digit } nur in { $cover } oder in den Flossen { $fins } stehen; ob die Flossen die { $digit } enthalten oder nicht, die Zellen in { $cover }, die im Block der Flossen liegen, scheiden aus
}

step-simple-colors-wrap = Färbt man die konjugierten Paare der { $digit } in zwei Farben, sehen sich zwei Zellen derselben Farbe ({ $cells }), also ist diese Farbe falsch
step-simple-colors-trap = Färbt man die konjugierten Paare der { $digit } in zwei Farben ({ $first } gegen { $second }), enthält eine der Farben die { $digit }
step-multi-colors-wrap = Von zwei Clustern der { $digit } sieht die Farbe { $cells } beide Farben des anderen Clusters, von denen eine wahr ist
step-multi-colors-trap = Zwei Cluster der { $digit } haben Farben, die sich sehen, also ist eine ihrer anderen Farben wahr: die Farbe von { $first } oder die von { $second }

# Die Fakten haben kein Verb; die Rahmen setzen „Steht“ / „steht“ davor.
fact-in = die { $digit } in { $group }
fact-not-in = die { $digit } nicht in { $group }
chain-then = dann steht { $fact }
step-chain = { $chain }: Steht { $facts }; also steht in { $start } die { $start-digit } oder in { $end } die { $end-digit }
step-remote-pair = { $cells } enthalten alle nur { $digits }, und jede sieht die nächste ({ $chain }), also wechseln sich die zwei Ziffern entlang der Kette ab; eine Zelle, die zwei Zellen mit ungeradem Abstand in der Kette sieht, sieht beide Ziffern
step-nice-loop = { $kind ->
    [grouped-discontinuous] Ein gruppierter diskontinuierlicher Nice Loop
    [continuous] Ein kontinuierlicher Nice Loop
    [grouped-continuous] Ein gruppierter kontinuierlicher Nice Loop
   *[discontinuous] Ein diskontinuierlicher Nice Loop
}: { $chain }; steht { $start }, kehrt die Kette zu ihrer Startzelle zurück
step-aic = { $kind ->
    [grouped] Eine gruppierte alternierende Inferenzkette
   *[plain] Eine alternierende Inferenzkette
}: { $chain }; steht { $start }, dann steht { $end }, also ist eines ihrer Enden wahr

step-als-xz = { $first } einerseits und { $second } andererseits sind Almost Locked Sets ({ $first-digits } in { $first-unit }; { $second-digits } in { $second-unit }); jede { $digit } des einen sieht jede { $digit } des anderen, also enthält höchstens eines die { $digit }, und das andere ist gesperrt{ $commons-count ->
    [1] {""}
   *[other] {" "}(das gilt für beide gemeinsamen Ziffern: Beide Sets sind gesperrt)
}
step-als-xy-wing = { $first } ({ $first-digits }), { $second } ({ $second-digits }) und { $third } ({ $third-digits }) sind Almost Locked Sets; die ersten zwei sind über { $x } und { $y } mit dem dritten verbunden, und das dritte kann nicht beide enthalten, also ist das erste oder das zweite gesperrt
als-set = { $cells } ({ $digits })
als-restricted-common = { $digits }
step-als-xy-chain = { $sets } bilden eine Kette von Almost Locked Sets, jedes mit dem nächsten über einen Restricted Common verbunden ({ $commons }); ist das erste nicht gesperrt, sperrt jedes der Reihe nach das nächste, also ist das erste oder das letzte gesperrt

step-complex-fish = In { $base } kann die { $digit } nur in { $cover } stehen, also liegt die { $digit } jeder Deckeinheit in einer der Basiseinheiten
step-complex-fish-finned = In { $base } kann die { $digit } nur in { $cover }{ $endo-fins-count ->
    [0] {""}
    [one] {" "}(mit der Endo-Flosse { $endo-fins } in zwei Basiseinheiten)
   *[other] {" "}(mit den Endo-Flossen { $endo-fins } in zwei Basiseinheiten)
} oder in den Flossen { $fins } stehen; ob nun der Fisch oder eine Flosse die { $digit } enthält, die Zellen, die jede Flosse sehen, scheiden aus
step-kraken-fish = In { $base } kann die { $digit } nur in { $cover } oder in den Flossen { $fins } stehen; wo auch immer sie steht, die Ketten ab { $premises } schließen allesamt die { $target-digit } in { $target } aus

## Muster aus zwei Paaren, Teilmengen, Wings, Eindeutigkeit

step-turbot-fish = Die { $digit } steht in { $first1 } oder { $first2 } (ihre einzigen Stellen in { $first-unit }) und in { $second1 } oder { $second2 } (ihre einzigen Stellen in { $second-unit }); { $near1 } und { $near2 } sehen sich, also steht sie in { $far1 } oder { $far2 }
step-empty-rectangle = In { $box } liegt die { $digit } nur in { $line } und { $other }; { $pair-unit } hat die { $digit } in { $start } oder { $end }: Steht sie in { $start }, liegt die { $digit } des Blocks in { $other }, und steht sie in { $end }, sieht diese Zelle direkt { $target }
step-naked-subset = In { $units } können die Zellen { $cells-by ->
    [cell] { $cells }
   *[other] in { $cells }
} zusammen nur { $digits } enthalten
step-hidden-subset = In { $unit } können die Ziffern { $digits } nur in { $cells } stehen
step-sue-de-coq = { $cells } (die Schnittmenge von { $line } und { $box }) enthalten { $digits }; { $line-cells } in { $line } und { $box-cells } in { $box } belegen alle davon bis auf so viele, wie die Schnittmenge Zellen hat, also verteilen sich die Ziffern auf diese Zellen
step-xy-wing = In { $pivot } steht { $pivot-digits }, und in beiden Fällen steht in einem der Flügel { $pincer1 } und { $pincer2 } die { $digit }
step-xyz-wing = In { $pivot } steht { $pivot-digits }; steht dort nicht die { $digit }, dann steht sie in einem der Flügel { $pincer1 } und { $pincer2 }, also steht die { $digit } in einer der drei Zellen
step-w-wing = { $first } und { $second } enthalten beide nur { $x } und { $y }; in { $unit } steht die { $y } in { $end1 } oder { $end2 }, die je eine der zwei sehen, also können { $first } und { $second } nicht beide die { $y } sein, und eine von ihnen ist die { $x }
intro-unique-rectangle = Enthielten { $cells } alle nur { $digits }, ließen sich die zwei Ziffern vertauschen, und das Rätsel hätte zwei Lösungen
step-unique-rectangle-1 = { $intro }; nur { $cell } kann das Muster aufbrechen
step-unique-rectangle-2 = { $intro }; also steht in einer der Zellen { $cells } die { $digit }
step-unique-rectangle-5 = { $intro }; also steht in einer der Zellen { $cells } die { $digit }
step-unique-rectangle-3 = { $intro }; also enthält eine der Ecken { $corners } eine Extraziffer, und zusammen mit { $cells } enthalten sie in { $unit } nur { $digits }
step-unique-rectangle-4 = { $intro }; die { $locked } muss in { $cell1 } oder { $cell2 } stehen (an keiner anderen Stelle, die beide sehen), also kann keine der beiden die { $removed } sein
step-unique-rectangle-6 = { $intro }; die { $digit } liegt in ihren zwei Zeilen und Spalten nur im Rechteck (ein X-Wing), also besetzt sie entweder die Ecken { $cells } oder keine davon
step-hidden-rectangle = { $intro }; in { $row } und { $column } liegt die { $locked } nur im Rechteck; stünde also in { $cell } die { $removed }, lägen die { $locked } in { $row } und die in { $column } beide im Muster
intro-avoidable-rectangle = { $first } und { $second } wurden als { $digit1 } und { $digit2 } gelöst, nicht vorgegeben; stünde in { $third } die { $digit2 } und in { $fourth } die { $digit1 }, ließen sich die vier Zellen vertauschen
step-avoidable-rectangle-1 = { $intro }
step-avoidable-rectangle-2 = { $intro }; also steht in einer der zwei offenen Ecken die { $digit }
step-bug-plus-one = Jede offene Zelle außer { $cell } hat zwei Kandidaten, und ohne die { $digit } in { $cell } käme jede Ziffer in jeder Einheit zweimal vor: Ein solches Gitter hat zwei Lösungen

## Forcing Chains und Forcing Nets

fact-on = in { $cell } die { $digit }
fact-off = in { $cell } keine { $digit }

# Der Widerspruch, zu dem die Ketten führen (nach „zu einem Widerspruch:“), als ganzer Satz.
clash-itself = Die Annahme widerlegt sich selbst
clash-both = In { $cell } müsste die { $digit } zugleich stehen und nicht stehen
clash-two-digits = In { $cell } müssten zwei Ziffern stehen
clash-twice = Die { $digit } stünde zweimal in { $unit }
clash-empty-cell = Für { $cell } bliebe keine Ziffer mehr
clash-no-place = Für die { $digit } bliebe in { $unit } kein Platz mehr
step-forcing-chain-contradiction = Steht { $premise }, { $count ->
    [0] führt die Kette
    [one] führt die Kette
   *[other] führen die Ketten
} zu einem Widerspruch: { $clash } ({ $chains })
step-forcing-net-contradiction = Steht { $premise }, führt das Netz zu einem Widerspruch: { $clash } ({ $chains })
step-forcing-verity = { $cases ->
    [candidate] Die { $digit } steht in { $cell } oder nicht
    [cell] Einer der Kandidaten von { $cell } ist wahr
   *[unit] Die { $digit } steht an einer ihrer Stellen in { $unit }
}, und jeder Fall führt zur selben Folgerung ({ $chains })

## Killer Sudoku: the cage techniques (see en.ftl)

technique-cage-combinations = Käfig-Kombinationen
technique-cage-combinations-indefinite = einer Käfig-Kombination
technique-hidden-cage-digit = Versteckte Käfigziffer
technique-hidden-cage-digit-indefinite = einer versteckten Käfigziffer
technique-cage-candidates = Käfig-Kandidaten
technique-cage-candidates-indefinite = Käfig-Kandidaten
technique-locked-cage-digit = Gesperrte Käfigziffer
technique-locked-cage-digit-indefinite = einer gesperrten Käfigziffer
technique-innies-and-outies = Innies und Outies
technique-innies-and-outies-indefinite = Innies und Outies
technique-cages-in-a-unit = Käfige in einer Einheit
technique-cages-in-a-unit-indefinite = Käfigen in einer Einheit
technique-group-innies-and-outies = Gruppen-Innies und -Outies
technique-group-innies-and-outies-indefinite = Gruppen-Innies und -Outies
technique-virtual-cage = Virtueller Käfig
technique-virtual-cage-indefinite = einem virtuellen Käfig

lesson-cage-combinations = Die verschiedenen Ziffern eines Käfigs ergeben seine Summe, und das können nur wenige Ziffernsätze: zwei Zellen mit 17 nur 8 und 9, drei mit 7 nur 1, 2 und 4. Streiche in den Zellen des Käfigs jede Ziffer, die in keinem solchen Satz vorkommt.
lesson-hidden-cage-digit = Jeder Ziffernsatz, der die Summe eines Käfigs ergibt, enthält eine bestimmte Ziffer, also muss der Käfig sie enthalten. Kann nur eine Zelle des Käfigs sie aufnehmen, kommt sie dorthin.
lesson-cage-candidates = Prüfe jeden Ziffernsatz, der die Summe eines Käfigs ergibt, gegen die Kandidaten seiner Zellen: Ein Satz, dessen Ziffern nicht je einer Zelle zugeteilt werden können, entfällt. Streiche die Kandidaten, die kein verbleibender Satz in ihre Zelle setzt.
lesson-locked-cage-digit = Ein Käfig muss eine Ziffer enthalten, die jeder Satz mit seiner Summe hat, und alle Zellen des Käfigs, die sie aufnehmen können, sehen bestimmte andere Zellen. Wo die Ziffer im Käfig auch steht, diese Zellen sehen sie: Streiche sie dort.
lesson-innies-and-outies = Eine Zeile, Spalte oder ein Block ergibt 45 (die 45er-Regel). Zieh die Käfige ab, die ganz darin liegen: Die übrigen Zellen, die Innies, ergeben den Rest. Die hineinragenden Käfige umfassen auch Zellen außerhalb, die Outies; diese ergeben, was die Käfige über 45 hinaus enthalten.
lesson-cages-in-a-unit = Zwei Käfige in derselben Zeile, Spalte oder demselben Block teilen keine Ziffer. Ein Ziffernsatz des einen Käfigs, der mit jedem noch möglichen Satz des anderen eine Ziffer teilt, entfällt; streiche die Kandidaten, die nur solche Sätze nutzten.
lesson-group-innies-and-outies = Die 45er-Regel über benachbarte Einheiten: Zwei Zeilen ergeben 90, drei 135. Die ganz darin liegenden Käfige geben den Innies eine bekannte Summe, die hineinragenden den Outies. Nutze diese Summen wie die eines Käfigs.
lesson-virtual-cage = Liegen die Innies oder Outies einer Zeile, einer Spalte oder eines Blocks in einem Käfig, ergibt der Rest des Käfigs dessen Summe minus ihre: ein durch Rechnen gezogener Käfig. Mit seinen Kombinationen und Kandidaten arbeitest du wie bei jedem anderen Käfig.

fact-cage = der Käfig aus { $cells } ergibt { $sum }
sum-placed = { $placed } { $placed-count ->
    [one] enthält
   *[other] enthalten
} schon { $placed-sum }, womit auf { $cells } noch { $total } - { $placed-sum } = { $sum } { $sum ->
    [one] entfällt
   *[other] entfallen
}
sum-innies = die Käfige in { $units } ergeben { $inside }, womit auf { $cells-by ->
    [cell] { $cells }
   *[other] die { $cells-count ->
        [one] Zelle
       *[other] Zellen
    } in { $cells }
} noch { $total } - { $inside } = { $sum } { $sum ->
    [one] entfällt
   *[other] entfallen
}
sum-outies = die in { $units } hineinragenden Käfige ergeben { $touching }, wovon { $touching } - { $total } = { $sum } auf { $cells } außerhalb { $sum ->
    [one] entfällt
   *[other] entfallen
}
sum-virtual = der Käfig aus { $cage } ({ $cage-sum }) enthält sie, und auf { $cells-count ->
    [one] seine übrige Zelle
   *[other] seine übrigen Zellen
} { $cells } { $sum ->
    [one] entfällt
   *[other] entfallen
} noch { $cage-sum } - { $part } = { $sum }
step-cage-combinations = { $facts }; verschiedene Ziffern ergeben das nur als { $combinations }
step-cage-candidates = { $facts }; verschiedene Ziffern ergeben das als { $combinations }, mit ihren Kandidaten nur als { $fitting }
step-hidden-cage-digit = { $facts }; jeder Weg dorthin ({ $combinations }) nutzt die { $digit }, und im Käfig kann nur { $cell } sie aufnehmen
step-locked-cage-digit = { $facts }; jeder Weg dorthin ({ $combinations }) nutzt die { $digit }, und im Käfig können nur { $places } sie aufnehmen, also kann sie in keiner Zelle stehen, die alle diese Stellen sieht
step-cages-in-unit = { $facts }, als { $combinations }; der Käfig aus { $other } ({ $other-sum }), auch in { $unit }, muss { $other-combinations } sein und teilt mit { $dropped } jeweils eine Ziffer; übrig bleibt { $fitting }
step-sum = { $facts }; mit ihren Kandidaten ergeben das nur { $ways }
step-sum-single = { $facts }
