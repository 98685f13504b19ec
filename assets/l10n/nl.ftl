# Peerless: Nederlands. Dezelfde berichten als en.ftl; het commentaar daar zegt wat de
# variabelen bevatten.
#
# Begrippen: cel, rij, kolom, blok, eenheid (rij, kolom of blok), cijfer, kandidaat, plaats
# (waar een cijfer kan staan), zien (een eenheid delen), vin (fin), spil en vleugels
# (XY-/XYZ-Wing), sterke en zwakke verbinding. Technieknamen: de Engelse namen van HoDoKu,
# behalve de naakte en verborgen paren, drietallen en viertallen. Cellen in forumnotatie
# (r3c7), net als de notatie van de ketens.
#
# Zinsbouw: een stap is "{ $technique }: { $reason }. Dat betekent dat { $result }." – de result-...
# berichten zijn dus bijzinnen (werkwoord achteraan). De fact-... berichten hebben geen
# werkwoord: de zinnen eromheen zetten er "is …" of "dan is …" voor ("is r1c2 geen 5, dan is
# r1c7 een 5").

## Namen, lijsten

cell = r{ $row }c{ $column }
cell-spelled = rij { $row }, kolom { $column }
cells-spelled-row = rij { $row }, kolommen { $columns }
unit = { $kind ->
    [row] rij { $number }
    [column] kolom { $number }
   *[box] blok { $number }
}
units-of-kind = { $kind ->
    [row] rijen { $numbers }
    [column] kolommen { $numbers }
   *[box] blokken { $numbers }
}
list-separator = {", "}
list-separator-cells = {"; "}
list-and-cells = { $rest } alsook { $last }
list-and = { $rest } en { $last }
list-separator-numbers = {", "}
list-and-numbers = { $rest } en { $last }
list-or = { $rest } of { $last }
list-nor = { $rest } of { $last }
list-nor-separator = {", "}
list-clauses = { $rest } en { $last }
list-clauses-separator = {", "}

## Een stap van de logica: "Hidden Single: in blok 5 kan de 7 alleen in r5c6 staan. Dat betekent dat r5c6 een 7 is."

step = { $technique }: { $reason }. Dat betekent dat { $result }.
result-place = { $cell } een { $digit } is
result-remove = { $cells-count ->
    [one] { $cells } geen { $digits } kan zijn
   *[other] { $cells } geen { $digits } kunnen zijn
}

step-full-house = { $cell } is de laatste lege cel in { $unit }
step-naked-single = elk cijfer behalve de { $digit } staat al in de rij, de kolom of het blok van { $cell }
step-hidden-single = in { $unit } kan de { $digit } alleen in { $cell } staan
step-locked-candidates = in { $unit } kan de { $digit } alleen staan waar { $unit } en { $other } elkaar kruisen

## Moeilijkheidsgraden

level-easy = Makkelijk
level-medium = Gemiddeld
level-hard = Moeilijk
level-expert = Expert
level-extreme = Extreem

## Technieknamen, en de vorm die de hint na "Zoek … naar" nodig heeft ("Zoek in blok 5 naar
## een Hidden Single.").

technique-full-house = Full House
technique-full-house-indefinite = een Full House
technique-naked-single = Naked Single
technique-naked-single-indefinite = een Naked Single
technique-hidden-single = Hidden Single
technique-hidden-single-indefinite = een Hidden Single
technique-locked-pair = Locked Pair
technique-locked-pair-indefinite = een Locked Pair
technique-locked-triple = Locked Triple
technique-locked-triple-indefinite = een Locked Triple
technique-locked-candidates-pointing = Locked Candidates (Pointing)
technique-locked-candidates-pointing-indefinite = Locked Candidates (Pointing)
technique-locked-candidates-claiming = Locked Candidates (Claiming)
technique-locked-candidates-claiming-indefinite = Locked Candidates (Claiming)
technique-naked-pair = Naakt paar
technique-naked-pair-indefinite = een naakt paar
technique-naked-triple = Naakt drietal
technique-naked-triple-indefinite = een naakt drietal
technique-hidden-pair = Verborgen paar
technique-hidden-pair-indefinite = een verborgen paar
technique-hidden-triple = Verborgen drietal
technique-hidden-triple-indefinite = een verborgen drietal
technique-naked-quadruple = Naakt viertal
technique-naked-quadruple-indefinite = een naakt viertal
technique-hidden-quadruple = Verborgen viertal
technique-hidden-quadruple-indefinite = een verborgen viertal
technique-x-wing = X-Wing
technique-x-wing-indefinite = een X-Wing
technique-swordfish = Swordfish
technique-swordfish-indefinite = een Swordfish
technique-jellyfish = Jellyfish
technique-jellyfish-indefinite = een Jellyfish
technique-remote-pair = Remote Pair
technique-remote-pair-indefinite = een Remote Pair
technique-bivalue-universal-grave-1 = Bivalue Universal Grave + 1
technique-bivalue-universal-grave-1-indefinite = een Bivalue Universal Grave + 1
technique-skyscraper = Skyscraper
technique-skyscraper-indefinite = een Skyscraper
technique-2-string-kite = 2-String Kite
technique-2-string-kite-indefinite = een 2-String Kite
technique-turbot-fish = Turbot Fish
technique-turbot-fish-indefinite = een Turbot Fish
technique-empty-rectangle = Empty Rectangle
technique-empty-rectangle-indefinite = een Empty Rectangle
technique-w-wing = W-Wing
technique-w-wing-indefinite = een W-Wing
technique-xy-wing = XY-Wing
technique-xy-wing-indefinite = een XY-Wing
technique-xyz-wing = XYZ-Wing
technique-xyz-wing-indefinite = een XYZ-Wing
technique-unique-rectangle-type-1 = Unique Rectangle type 1
technique-unique-rectangle-type-1-indefinite = een Unique Rectangle type 1
technique-unique-rectangle-type-2 = Unique Rectangle type 2
technique-unique-rectangle-type-2-indefinite = een Unique Rectangle type 2
technique-unique-rectangle-type-3 = Unique Rectangle type 3
technique-unique-rectangle-type-3-indefinite = een Unique Rectangle type 3
technique-unique-rectangle-type-4 = Unique Rectangle type 4
technique-unique-rectangle-type-4-indefinite = een Unique Rectangle type 4
technique-unique-rectangle-type-5 = Unique Rectangle type 5
technique-unique-rectangle-type-5-indefinite = een Unique Rectangle type 5
technique-unique-rectangle-type-6 = Unique Rectangle type 6
technique-unique-rectangle-type-6-indefinite = een Unique Rectangle type 6
technique-hidden-rectangle = Hidden Rectangle
technique-hidden-rectangle-indefinite = een Hidden Rectangle
technique-avoidable-rectangle-type-1 = Avoidable Rectangle type 1
technique-avoidable-rectangle-type-1-indefinite = een Avoidable Rectangle type 1
technique-avoidable-rectangle-type-2 = Avoidable Rectangle type 2
technique-avoidable-rectangle-type-2-indefinite = een Avoidable Rectangle type 2
technique-finned-x-wing = Finned X-Wing
technique-finned-x-wing-indefinite = een Finned X-Wing
technique-sashimi-x-wing = Sashimi X-Wing
technique-sashimi-x-wing-indefinite = een Sashimi X-Wing
technique-finned-swordfish = Finned Swordfish
technique-finned-swordfish-indefinite = een Finned Swordfish
technique-sashimi-swordfish = Sashimi Swordfish
technique-sashimi-swordfish-indefinite = een Sashimi Swordfish
technique-finned-jellyfish = Finned Jellyfish
technique-finned-jellyfish-indefinite = een Finned Jellyfish
technique-sashimi-jellyfish = Sashimi Jellyfish
technique-sashimi-jellyfish-indefinite = een Sashimi Jellyfish
technique-sue-de-coq = Sue de Coq
technique-sue-de-coq-indefinite = een Sue de Coq
technique-simple-colors = Simple Colors
technique-simple-colors-indefinite = Simple Colors
technique-multi-colors = Multi Colors
technique-multi-colors-indefinite = Multi Colors
technique-x-chain = X-Chain
technique-x-chain-indefinite = een X-Chain
technique-xy-chain = XY-Chain
technique-xy-chain-indefinite = een XY-Chain
technique-nice-loop-aic = Nice Loop/AIC
technique-nice-loop-aic-indefinite = een Nice Loop of AIC
technique-grouped-nice-loop-aic = Grouped Nice Loop/AIC
technique-grouped-nice-loop-aic-indefinite = een Grouped Nice Loop of Grouped AIC
technique-als-xz = ALS-XZ
technique-als-xz-indefinite = een ALS-XZ
technique-als-xy-wing = ALS-XY-Wing
technique-als-xy-wing-indefinite = een ALS-XY-Wing
technique-als-xy-chain = ALS-XY-Chain
technique-als-xy-chain-indefinite = een ALS-XY-Chain
technique-franken-x-wing = Franken X-Wing
technique-franken-x-wing-indefinite = een Franken X-Wing
technique-franken-swordfish = Franken Swordfish
technique-franken-swordfish-indefinite = een Franken Swordfish
technique-franken-jellyfish = Franken Jellyfish
technique-franken-jellyfish-indefinite = een Franken Jellyfish
technique-finned-franken-x-wing = Finned Franken X-Wing
technique-finned-franken-x-wing-indefinite = een Finned Franken X-Wing
technique-finned-franken-swordfish = Finned Franken Swordfish
technique-finned-franken-swordfish-indefinite = een Finned Franken Swordfish
technique-finned-franken-jellyfish = Finned Franken Jellyfish
technique-finned-franken-jellyfish-indefinite = een Finned Franken Jellyfish
technique-mutant-x-wing = Mutant X-Wing
technique-mutant-x-wing-indefinite = een Mutant X-Wing
technique-mutant-swordfish = Mutant Swordfish
technique-mutant-swordfish-indefinite = een Mutant Swordfish
technique-mutant-jellyfish = Mutant Jellyfish
technique-mutant-jellyfish-indefinite = een Mutant Jellyfish
technique-finned-mutant-x-wing = Finned Mutant X-Wing
technique-finned-mutant-x-wing-indefinite = een Finned Mutant X-Wing
technique-finned-mutant-swordfish = Finned Mutant Swordfish
technique-finned-mutant-swordfish-indefinite = een Finned Mutant Swordfish
technique-finned-mutant-jellyfish = Finned Mutant Jellyfish
technique-finned-mutant-jellyfish-indefinite = een Finned Mutant Jellyfish
technique-kraken-fish = Kraken Fish
technique-kraken-fish-indefinite = een Kraken Fish
technique-forcing-chain = Forcing Chain
technique-forcing-chain-indefinite = een Forcing Chain
technique-forcing-net = Forcing Net
technique-forcing-net-indefinite = een Forcing Net
technique-trial-and-error = Trial-and-error
technique-trial-and-error-indefinite = trial-and-error

## Lessen: wat elke techniek is en waarom ze werkt, in één tot drie zinnen (kort genoeg
## voor onder het bord op een telefoon).

lesson-full-house = Een rij, kolom of blok heeft nog maar één lege cel. Daar komt het enige cijfer in dat er nog ontbreekt.
lesson-naked-single = Een cel heeft nog maar één kandidaat: elk ander cijfer staat al in dezelfde rij, kolom of hetzelfde blok. Dat cijfer komt erin.
lesson-hidden-single = In een rij, kolom of blok kan een cijfer nog maar in één cel: elke andere lege cel daar ziet dat cijfer al. Het cijfer komt in die cel.
lesson-locked-pair = Twee cellen in hetzelfde blok en dezelfde rij of kolom bevatten allebei alleen dezelfde twee cijfers. Die cijfers vullen deze twee cellen, dus schrap ze uit de rest van het blok en de rest van de rij of kolom.
lesson-locked-triple = Drie cellen in hetzelfde blok en dezelfde rij of kolom bevatten samen maar drie cijfers. Die cijfers vullen deze drie cellen, dus schrap ze uit de rest van het blok en de rest van de rij of kolom.
lesson-locked-candidates-pointing = In een blok kan een cijfer alleen in cellen van één rij of kolom. Waar het in het blok ook komt, het ligt in die rij of kolom, dus schrap het daar buiten het blok.
lesson-locked-candidates-claiming = In een rij of kolom kan een cijfer alleen in cellen van één blok. Waar het daar ook komt, het ligt in dat blok, dus schrap het uit de andere cellen van het blok.
lesson-naked-pair = Twee cellen van een rij, kolom of blok bevatten allebei alleen dezelfde twee cijfers. Die cijfers moeten de twee cellen vullen, dus schrap ze uit de andere cellen daar.
lesson-naked-triple = Drie cellen van een rij, kolom of blok bevatten samen maar drie cijfers (niet elke cel heeft ze alle drie nodig). Die cijfers moeten de drie cellen vullen, dus schrap ze uit de andere cellen daar.
lesson-hidden-pair = In een rij, kolom of blok kunnen twee cijfers alleen in dezelfde twee cellen. Die cellen moeten deze twee cijfers bevatten, dus schrap alle andere kandidaten eruit.
lesson-hidden-triple = In een rij, kolom of blok kunnen drie cijfers alleen in dezelfde drie cellen. Die cellen moeten deze drie cijfers bevatten, dus schrap alle andere kandidaten eruit.
lesson-naked-quadruple = Vier cellen van een rij, kolom of blok bevatten samen maar vier cijfers. Die cijfers moeten de vier cellen vullen, dus schrap ze uit de andere cellen daar.
lesson-hidden-quadruple = In een rij, kolom of blok kunnen vier cijfers alleen in dezelfde vier cellen. Die cellen moeten deze vier cijfers bevatten, dus schrap alle andere kandidaten eruit.
lesson-x-wing = Een cijfer kan in elk van twee rijen maar in twee cellen, en die cellen liggen in dezelfde twee kolommen. Eén cel van elk paar bevat het cijfer, dus vult het daar beide kolommen: schrap het uit de rest van die kolommen.
lesson-swordfish = In elk van drie rijen kan een cijfer alleen in cellen van dezelfde drie kolommen. De drie rijen zetten het cijfer één keer in elk van die kolommen, dus schrap het uit de rest ervan. Met rijen en kolommen omgewisseld werkt het net zo.
lesson-jellyfish = In elk van vier rijen kan een cijfer alleen in cellen van dezelfde vier kolommen. De vier rijen zetten het cijfer één keer in elk van die kolommen, dus schrap het uit de rest ervan. Met rijen en kolommen omgewisseld werkt het net zo.
lesson-remote-pair = Een keten van cellen die allemaal alleen dezelfde twee cijfers bevatten, waarbij elke cel de volgende ziet. De cijfers wisselen elkaar af langs de keten, dus twee cellen op oneven afstand bevatten ze allebei: een cel die beide ziet, kan geen van de twee cijfers bevatten.
lesson-bivalue-universal-grave-1 = Elke lege cel heeft twee kandidaten, behalve één cel met drie. Zonder het cijfer dat drie keer voorkomt in de rij, kolom en het blok van die cel had het rooster twee oplossingen; omdat de puzzel er maar één heeft, komt dat cijfer in de cel.
lesson-skyscraper = In elk van twee rijen heeft een cijfer maar twee plaatsen, en van elke rij ligt één plaats in dezelfde kolom. Die twee kunnen het niet allebei bevatten, dus een van de twee andere plaatsen wel: schrap het cijfer uit cellen die beide zien. Met kolommen werkt het net zo.
lesson-2-string-kite = Een cijfer heeft maar twee plaatsen in een rij en twee in een kolom, en van elk ligt één plaats in hetzelfde blok. Die twee kunnen het niet allebei bevatten, dus een van de twee verre uiteinden wel: schrap het cijfer uit de cel die beide verre uiteinden ziet.
lesson-turbot-fish = Twee paren plaatsen voor een cijfer, elk de enige twee in hun rij, kolom of blok, waarbij een uiteinde van het eerste een uiteinde van het tweede ziet. Die twee uiteinden kunnen het niet allebei bevatten, dus een van de verre uiteinden wel: schrap het cijfer uit cellen die beide verre uiteinden zien.
lesson-empty-rectangle = In een blok liggen alle plaatsen van een cijfer op één rij en één kolom van het blok, een kruis. Neem een kolom buiten het blok waar het cijfer maar twee plaatsen heeft, één op de rij van het kruis: het cijfer kan niet staan waar de rij van de andere plaats de kolom van het kruis snijdt.
lesson-w-wing = Twee cellen die elkaar niet zien, bevatten allebei alleen x en y. Heeft een rij, kolom of blok y op maar twee plaatsen, die elk een van de cellen zien, dan kunnen de cellen niet allebei y zijn, dus is een ervan x: schrap x uit cellen die beide zien.
lesson-xy-wing = Een spilcel met alleen xy ziet twee cellen met alleen xz en yz. Welk cijfer de spil ook krijgt, een van die twee cellen wordt z, dus schrap z uit elke cel die ze allebei ziet.
lesson-xyz-wing = Een spilcel met alleen xyz ziet twee cellen met alleen xz en yz. Een van de drie cellen moet z zijn, dus schrap z uit elke cel die ze alle drie ziet.
lesson-unique-rectangle-type-1 = Een geldige puzzel heeft één oplossing, dus kunnen vier hoeken van een rechthoek in twee blokken niet allemaal alleen dezelfde twee cijfers krijgen: die zouden verwisselbaar zijn. Drie hoeken bevatten alleen het paar, dus schrap beide cijfers van het paar uit de vierde.
lesson-unique-rectangle-type-2 = Een rechthoek in twee blokken heeft in alle vier de hoeken hetzelfde paar, en de twee hoeken aan één kant hebben één extra cijfer, in beide hetzelfde. Met één oplossing kan het paar niet alle vier vullen, dus is een van de twee het extra cijfer: schrap het uit cellen die beide zien.
lesson-unique-rectangle-type-3 = Een rechthoek in twee blokken bevat hetzelfde paar, en de twee hoeken aan één kant hebben extra cijfers. Met één oplossing bevat een ervan een extra cijfer, dus behandel de twee als één cel met alleen de extra's, en zoek een naakte subset met andere cellen van hun rij, kolom of blok.
lesson-unique-rectangle-type-4 = Een rechthoek in twee blokken bevat het paar xy, en de twee hoeken aan één kant hebben extra's. Kan x nergens anders in een rij, kolom of blok die ze delen, dan is een ervan x. Was de andere y, dan was het paar verwisselbaar, maar er is één oplossing: schrap y uit beide.
lesson-unique-rectangle-type-5 = Een rechthoek in twee blokken bevat hetzelfde paar, en twee diagonale hoeken, of drie, hebben één extra cijfer, overal hetzelfde. Met één oplossing kan het paar niet alle vier vullen, dus is een ervan het extra cijfer: schrap het uit cellen die ze allemaal zien.
lesson-unique-rectangle-type-6 = Een rechthoek in twee blokken bevat het paar xy, met extra's in twee diagonale hoeken, en x kan in zijn twee rijen en kolommen alleen in de rechthoek. Kregen de hoeken met extra's x, dan werden de andere y, een verwisselbaar patroon: met één oplossing schrap je x daar.
lesson-hidden-rectangle = Een rechthoek in twee blokken bevat het paar xy, één hoek alleen xy. In de rij en kolom van de tegenoverliggende hoek kan x alleen in de rechthoek. Was die hoek y, dan was het paar verwisselbaar, maar er is één oplossing: schrap y eruit.
lesson-avoidable-rectangle-type-1 = Drie hoeken van een rechthoek in twee blokken zijn opgelost, niet gegeven, met samen maar twee cijfers. Kreeg de open hoek het cijfer dat het patroon voltooit, dan waren de twee cijfers verwisselbaar, twee oplossingen: met één oplossing schrap je het daar.
lesson-avoidable-rectangle-type-2 = Twee hoeken van een rechthoek in twee blokken zijn opgelost als x en y, niet gegeven, en de twee open hoeken bevatten yz en xz. Werden die y en x, dan waren de vier verwisselbaar, twee oplossingen, dus met één oplossing is een ervan z: schrap z uit cellen die beide zien.
lesson-finned-x-wing = Een X-Wing op een cijfer, alleen heeft één rij nog extra plaatsen (vinnen), allemaal in één blok. Óf de X-Wing óf een vin bevat het cijfer, dus schrap het alleen uit cellen van de kolommen van de X-Wing die in het blok van de vinnen liggen.
lesson-sashimi-x-wing = Een Finned X-Wing met een ontbrekende hoek: in het blok van de vinnen heeft de vis een hoekkandidaat verloren. Toch bevat de vis of een vin het cijfer, dus schrap het uit cellen van de kolommen van de vis die elke vin zien.
lesson-finned-swordfish = Een Swordfish op een cijfer, alleen met extra plaatsen (vinnen) in één blok. Óf de Swordfish óf een vin bevat het cijfer, dus schrap het alleen uit cellen die de vis zou leegmaken en die ook elke vin zien.
lesson-sashimi-swordfish = Een Finned Swordfish zonder hoekkandidaat in het blok van de vinnen, dus zonder de vinnen was het helemaal geen vis. Toch bevat de vis of een vin het cijfer: schrap het uit cellen die de vis zou leegmaken en die ook elke vin zien.
lesson-finned-jellyfish = Een Jellyfish (vier rijen, vier kolommen) op een cijfer, alleen met extra plaatsen (vinnen) in één blok. Óf de Jellyfish óf een vin bevat het cijfer, dus schrap het alleen uit cellen die de vis zou leegmaken en die ook elke vin zien.
lesson-sashimi-jellyfish = Een Finned Jellyfish zonder hoekkandidaat in het blok van de vinnen, dus zonder de vinnen vormden de vier rijen geen vis. Toch bevat de vis of een vin het cijfer: schrap het uit cellen die de vis zou leegmaken en die ook elke vin zien.
lesson-sue-de-coq = Waar een blok en een rij of kolom elkaar kruisen, bevatten twee of drie cellen minstens twee cijfers meer dan er cellen zijn. Vergrendelen andere cellen van de lijn en van het blok elk een deel ervan, geen in beide, dan zijn de cijfers verdeeld: schrap die van de lijn uit de lijn, die van het blok uit het blok.
lesson-simple-colors = Neem één cijfer en kleur om en om in twee kleuren de plaatsen die als enige twee in een rij, kolom of blok verbonden zijn: één kleur bevat het cijfer. Zien twee cellen van één kleur elkaar, dan is die kleur onwaar; een cel die beide kleuren ziet, verliest het cijfer.
lesson-multi-colors = Kleur twee losse clusters van verbonden plaatsen van één cijfer, elk in twee kleuren. Een kleur die beide kleuren van het andere cluster ziet, is onwaar. Zien een kleur van elk cluster elkaar, dan is een van de twee overige kleuren waar: cellen die beide zien, verliezen het cijfer.
lesson-x-chain = Een keten op één cijfer die sterke verbindingen (de enige twee plaatsen in een rij, kolom of blok) afwisselt met zwakke (twee plaatsen die elkaar zien), aan beide uiteinden sterk. Eén uiteinde bevat het cijfer, dus schrap het uit cellen die beide uiteinden zien.
lesson-xy-chain = Een keten van cellen met elk twee kandidaten, die elk de volgende zien en er een cijfer mee delen, met z in beide uiteinden. Is de eerste cel geen z, dan dwingt elke cel de volgende af en is de laatste z. Eén uiteinde is dus z: schrap z uit cellen die beide uiteinden zien.
lesson-nice-loop-aic = Een keten over willekeurige cellen en cijfers die sterke verbindingen (minstens één van twee kandidaten is waar) afwisselt met zwakke (hoogstens één). Eén uiteinde is waar, dus valt weg wat met beide botst; een keten die zich tot een lus sluit, schrapt haar begin of kandidaten langs haar zwakke verbindingen.
lesson-grouped-nice-loop-aic = Een Nice Loop of AIC waarin sommige verbindingen via een groep lopen: twee of drie plaatsen van een cijfer in één blok en één rij of kolom, geteld als één knoop die waar is als een ervan waar is. De logica is dezelfde: wat met beide uiteinden botst, valt weg.
lesson-als-xz = Een almost locked set is N cellen van een rij, kolom of blok met N+1 cijfers. Twee sets delen een cijfer x waarvan alle plaatsen elkaar zien, dus mist één set x en is die vergrendeld. Een cijfer z in beide staat dan in een ervan: schrap z uit cellen die elke z van beide zien.
lesson-als-xy-wing = Drie almost locked sets (N cellen, N+1 cijfers): A en C delen x, B en C delen y, elk met plaatsen die elkaar allemaal zien. C bevat x of y, dus is A of B vergrendeld, en een cijfer z in A en B staat in een ervan: schrap z uit cellen die elke z van beide zien.
lesson-als-xy-chain = Een keten van vier of meer almost locked sets (N cellen, N+1 cijfers), elk met de volgende verbonden door een cijfer waarvan alle plaatsen elkaar zien, nooit twee keer na elkaar hetzelfde. Eén eindset is vergrendeld, dus schrap een cijfer z van beide uiteinden uit cellen die al hun z zien.
lesson-franken-x-wing = Een X-Wing waarin een blok een rij of kolom vervangt: in twee rijen of blokken kan een cijfer alleen in cellen van twee kolommen of blokken. De eerste twee zetten het één keer in elk van de andere, dus schrap het uit de rest ervan. Met kolommen als basis net zo.
lesson-franken-swordfish = Een Swordfish waarin blokken sommige rijen of kolommen vervangen: in drie rijen of blokken kan een cijfer alleen in cellen van drie kolommen of blokken. De eerste drie zetten het één keer in elk van de andere, dus schrap het uit de rest ervan.
lesson-franken-jellyfish = Een Jellyfish waarin blokken sommige rijen of kolommen vervangen: in vier rijen of blokken kan een cijfer alleen in cellen van vier kolommen of blokken. De eerste vier zetten het één keer in elk van de andere, dus schrap het uit de rest ervan.
lesson-finned-franken-x-wing = Een Franken X-Wing (een blok tussen zijn rijen of kolommen) met extra plaatsen, vinnen, buiten de lijnen en blokken die hij dekt. Óf de vis óf een vin bevat het cijfer, dus schrap het alleen uit cellen die de vis zou leegmaken en die ook elke vin zien.
lesson-finned-franken-swordfish = Een Franken Swordfish (blokken tussen zijn rijen of kolommen) met extra plaatsen, vinnen, buiten de lijnen en blokken die hij dekt. De vis of een vin bevat het cijfer, dus schrap het alleen uit cellen die de drie dekkende eenheden zouden leegmaken en die ook elke vin zien.
lesson-finned-franken-jellyfish = Een Franken Jellyfish (blokken tussen zijn rijen of kolommen) met extra plaatsen, vinnen, buiten de lijnen en blokken die hij dekt. De vis of een vin bevat het cijfer, dus schrap het alleen uit cellen die de vier dekkende eenheden zouden leegmaken en die ook elke vin zien.
lesson-mutant-x-wing = Een vis op een willekeurige mix van rijen, kolommen en blokken: in twee ervan kan een cijfer alleen in cellen van twee andere. De eerste twee zetten het cijfer één keer in elk van de andere, dus schrap het uit de rest van die twee.
lesson-mutant-swordfish = Een vis op een willekeurige mix van rijen, kolommen en blokken: in drie ervan kan een cijfer alleen in cellen van drie andere. De eerste drie zetten het cijfer één keer in elk van de andere, dus schrap het uit de rest van die drie.
lesson-mutant-jellyfish = Een vis op een willekeurige mix van rijen, kolommen en blokken: in vier ervan kan een cijfer alleen in cellen van vier andere. De eerste vier zetten het cijfer één keer in elk van de andere, dus schrap het uit de rest van die vier.
lesson-finned-mutant-x-wing = Een Mutant X-Wing (twee rijen, kolommen of blokken gedekt door twee andere) met extra plaatsen, vinnen, buiten de dekkende eenheden. De vis of een vin bevat het cijfer, dus schrap het alleen uit cellen die de twee dekkende eenheden zouden leegmaken en die ook elke vin zien.
lesson-finned-mutant-swordfish = Een Mutant Swordfish (drie rijen, kolommen of blokken gedekt door drie andere) met extra plaatsen, vinnen, buiten de dekkende eenheden. De vis of een vin bevat het cijfer, dus schrap het alleen uit cellen die de dekkende eenheden zouden leegmaken en die ook elke vin zien.
lesson-finned-mutant-jellyfish = Een Mutant Jellyfish (vier rijen, kolommen of blokken gedekt door vier andere) met extra plaatsen, vinnen, buiten de dekkende eenheden. De vis of een vin bevat het cijfer, dus schrap het alleen uit cellen die de dekkende eenheden zouden leegmaken en die ook elke vin zien.
lesson-kraken-fish = Een vis met vinnen die op zichzelf niets schrapt. De vis of een vin bevat het cijfer, dus valt een kandidaat die de vis zou schrappen toch weg als ketens laten zien dat ook elke vin, als die waar is, hem schrapt.
lesson-forcing-chain = Neem aan dat een kandidaat waar of onwaar is en volg de directe gevolgen één voor één. Leidt dat tot een tegenspraak, dan is de aanname fout; leidt elke kandidaat van een cel, of elke plaats van een cijfer in een rij, kolom of blok, tot hetzelfde resultaat, dan klopt dat.
lesson-forcing-net = Een Forcing Chain waarvan de stappen meerdere feiten tegelijk mogen gebruiken: de aanname wordt uitgespeeld met singles, zodat een cel vastligt zodra haar andere kandidaten weg zijn. Een tegenspraak weerlegt de aanname, en een resultaat dat elk geval bereikt, klopt.
lesson-trial-and-error = Geen van de technieken hier werkt, dus gok: probeer de kandidaten van een cel een voor een en speel verder. Elke gok op één na leidt tot een tegenspraak, dus komt de overgebleven kandidaat erin. Dit is trial-and-error, geen patroon dat je kunt zien.

## Hints, niveau voor niveau: waar je moet kijken, welke cellen, de zet.

hint-look-unit = Zoek in { $unit } naar { $technique }.
hint-look-digit = Zoek naar { $technique } met cijfer { $digit }.
hint-look = Zoek naar { $technique }.
hint-trial = Geen enkele techniek werkt: het volgende cijfer moet je door uitproberen vinden.
hint-cells = { $technique }: kijk naar { $cells }.
hint-mistake-somewhere = Een van de cijfers op het bord is fout.
hint-mistake = In { $cell } staat een { $entered }, maar dat is niet het cijfer dat daar hoort.
hint-mistake-move = In { $cell } staat een { $entered }, maar daar hoort een { $correct }.
hint-missing-note = In de notities van een cel ontbreekt het cijfer dat daar hoort.
hint-missing-note-cell = In je notities in { $cell } ontbreekt het cijfer dat daar hoort.
hint-missing-note-move = In je notities in { $cell } ontbreekt de { $digit }, het cijfer dat daar hoort.
hint-solved = De puzzel is opgelost.
hint-not-proper = Geen hint mogelijk: { $error }.
puzzle-clash = de cijfers in { $cells } zijn met elkaar in strijd
puzzle-no-solution = de puzzel heeft geen oplossing
puzzle-several-solutions = de puzzel heeft meer dan één oplossing

# Het laatste redmiddel, als geen enkele techniek werkt.
step-trial = geen enkele techniek die dit programma kent, werkt; probeer je de cijfers van { $cell } een voor een, dan leiden ze op de { $digit } na allemaal tot een tegenspraak

## Vissen, kleuren, ketens, nice loops, almost locked sets

step-fish = in { $base } kan de { $digit } alleen in { $cover } staan, dus { $orientation ->
    [rows] bevatten deze rijen de { $digit } van elk van die kolommen
   *[columns] bevatten deze kolommen de { $digit } van elk van die rijen
}
step-finned-fish = { $fins-count ->
    [one] in { $base } kan de { $digit } alleen in { $cover } of in de vin { $fins } staan; of de vin nu de { $digit } bevat of niet, de cellen van { $cover } in het blok van de vin vallen af
   *[other] in { $base } kan de { $digit } alleen in { $cover } of in de vinnen { $fins } staan; of de vinnen nu de { $digit } bevatten of niet, de cellen van { $cover } in het blok van de vinnen vallen af
}

step-simple-colors-wrap = kleur je de geconjugeerde paren van de { $digit } in twee kleuren, dan zien twee cellen van dezelfde kleur ({ $cells }) elkaar, dus is die kleur onwaar
step-simple-colors-trap = kleur je de geconjugeerde paren van de { $digit } in twee kleuren ({ $first } tegenover { $second }), dan bevat een van de kleuren de { $digit }
step-multi-colors-wrap = van twee clusters van de { $digit } ziet de kleur { $cells } beide kleuren van het andere cluster, waarvan er één waar is
step-multi-colors-trap = twee clusters van de { $digit } hebben kleuren die elkaar zien, dus is een van hun andere kleuren waar: die van { $first } of die van { $second }

# De feiten hebben geen werkwoord; de zinnen eromheen zetten er "is" voor.
fact-in = een van de cellen { $group } een { $digit }
fact-not-in = geen van de cellen { $group } een { $digit }
chain-then = dan is { $fact }
step-chain = { $chain }: is { $facts }; dus is { $start } een { $start-digit } of is { $end } een { $end-digit }
step-remote-pair = { $cells } bevatten allemaal alleen { $digits } en elke cel ziet de volgende ({ $chain }), dus wisselen de twee cijfers elkaar af langs de keten; een cel die twee cellen op oneven afstand in de keten ziet, ziet beide cijfers
step-nice-loop = { $kind ->
    [grouped-discontinuous] een gegroepeerde discontinue nice loop
    [continuous] een continue nice loop
    [grouped-continuous] een gegroepeerde continue nice loop
   *[discontinuous] een discontinue nice loop
}: { $chain }; is { $start }, dan keert de keten terug naar haar startcel
step-aic = { $kind ->
    [grouped] een gegroepeerde alternerende inferentieketen
   *[plain] een alternerende inferentieketen
}: { $chain }; is { $start }, dan is { $end }, dus is een van de uiteinden waar

step-als-xz = { $first } en { $second } zijn almost locked sets ({ $first-digits } in { $first-unit }; { $second-digits } in { $second-unit }); elke { $digit } van de ene set ziet elke { $digit } van de andere, dus bevat hoogstens één set de { $digit } en is de andere vergrendeld{ $commons-count ->
    [1] {""}
   *[other] {" "}(dat geldt voor beide gemeenschappelijke cijfers: beide sets zijn vergrendeld)
}
step-als-xy-wing = { $first } ({ $first-digits }), { $second } ({ $second-digits }) en { $third } ({ $third-digits }) zijn almost locked sets; de eerste twee zijn met de derde verbonden door { $x } en { $y }, en de derde kan ze niet allebei bevatten, dus is de eerste of de tweede vergrendeld
als-set = { $cells } ({ $digits })
als-restricted-common = { $digits }
step-als-xy-chain = { $sets } zijn almost locked sets in een keten, elk met de volgende verbonden door een restricted common ({ $commons }); is de eerste set niet vergrendeld, dan vergrendelt elke set op zijn beurt de volgende, dus is de eerste of de laatste vergrendeld

step-complex-fish = in { $base } kan de { $digit } alleen in { $cover } staan, dus bevatten deze eenheden de { $digit } van elke dekkende eenheid
step-complex-fish-finned = in { $base } kan de { $digit } alleen in { $cover }{ $endo-fins-count ->
    [0] {""}
    [one] {" "}(met endovin { $endo-fins } in twee basiseenheden)
   *[other] {" "}(met endovinnen { $endo-fins } in twee basiseenheden)
} of in de vinnen { $fins } staan; of nu de vis of een vin de { $digit } bevat, de cellen die elke vin zien, vallen af
step-kraken-fish = in { $base } kan de { $digit } alleen in { $cover } of in de vinnen { $fins } staan; waar hij ook staat, de ketens vanuit { $premises } sluiten allemaal de { $target-digit } in { $target } uit

## Patronen uit twee paren, subsets, wings, uniciteit

step-turbot-fish = de { $digit } staat in { $first1 } of { $first2 } (de enige plaatsen in { $first-unit }) en in { $second1 } of { $second2 } (de enige plaatsen in { $second-unit }); { $near1 } en { $near2 } zien elkaar, dus staat de { $digit } in { $far1 } of { $far2 }
step-empty-rectangle = in { $box } ligt de { $digit } alleen in { $line } en { $other }; { $pair-unit } heeft de { $digit } in { $start } of { $end }: staat hij in { $start }, dan ligt de { $digit } van het blok in { $other }, en staat hij in { $end }, dan ziet die cel rechtstreeks { $target }
step-naked-subset = in { $units } kunnen de cellen { $cells-by ->
    [cell] { $cells }
   *[other] in de { $cells }
} samen alleen { $digits } bevatten
step-hidden-subset = in { $unit } kunnen de cijfers { $digits } alleen in { $cells-by ->
    [cell] { $cells }
   *[other] { $cells-count ->
        [one] { $cells }
       *[other] de { $cells }
    }
} staan
step-sue-de-coq = { $cells } (waar { $line } en { $box } elkaar kruisen) bevatten { $digits }; { $line-cells } in { $line } en { $box-cells } in { $box } nemen ze allemaal in beslag op zoveel na als de kruising cellen heeft, dus worden de cijfers over deze cellen verdeeld
step-xy-wing = { $pivot } is { $pivot-digits }, en in beide gevallen is een van de vleugels { $pincer1 } en { $pincer2 } een { $digit }
step-xyz-wing = { $pivot } is { $pivot-digits }; is die geen { $digit }, dan is een van de vleugels { $pincer1 } en { $pincer2 } een { $digit }, dus is een van de drie cellen een { $digit }
step-w-wing = { $first } en { $second } bevatten allebei alleen { $x } en { $y }; in { $unit } staat de { $y } in { $end1 } of { $end2 }, die elk een van de twee zien, dus kunnen { $first } en { $second } niet allebei een { $y } zijn en is een van beide een { $x }
intro-unique-rectangle = als { $cells } allemaal alleen { $digits } bevatten, zouden de twee cijfers verwisselbaar zijn en had de puzzel twee oplossingen
step-unique-rectangle-1 = { $intro }; alleen { $cell } kan het patroon doorbreken
step-unique-rectangle-2 = { $intro }; dus is een van de cellen { $cells } een { $digit }
step-unique-rectangle-5 = { $intro }; dus is een van de cellen { $cells } een { $digit }
step-unique-rectangle-3 = { $intro }; dus bevat een van de hoeken { $corners } een extra cijfer, en samen met { $cells } bevatten ze in { $unit } alleen { $digits }
step-unique-rectangle-4 = { $intro }; de { $locked } moet in { $cell1 } of { $cell2 } staan (op geen andere plek die ze allebei zien), dus kan geen van beide een { $removed } zijn
step-unique-rectangle-6 = { $intro }; de { $digit } ligt in zijn twee rijen en kolommen alleen in de rechthoek (een X-Wing), dus bezet hij óf de hoeken { $cells } óf geen van beide
step-hidden-rectangle = { $intro }; in { $row } en { $column } ligt de { $locked } alleen in de rechthoek, dus als { $cell } een { $removed } was, zouden de { $locked } van { $row } en die van { $column } allebei in het patroon vallen
intro-avoidable-rectangle = { $first } en { $second } zijn opgelost als { $digit1 } en { $digit2 }, niet gegeven; werd { $third } een { $digit2 } en { $fourth } een { $digit1 }, dan waren de vier cellen verwisselbaar
step-avoidable-rectangle-1 = { $intro }
step-avoidable-rectangle-2 = { $intro }; dus is een van de twee open hoeken een { $digit }
step-bug-plus-one = elke open cel behalve { $cell } heeft twee kandidaten, en zonder de { $digit } in { $cell } zou elk cijfer in elke eenheid twee keer voorkomen: zo'n rooster heeft twee oplossingen

## Forcing Chains en Forcing Nets

fact-on = { $cell } een { $digit }
fact-off = { $cell } geen { $digit }

# De tegenspraak waartoe de ketens leiden (na "tot een tegenspraak:"), als hele zin.
clash-itself = de aanname weerlegt zichzelf
clash-both = { $cell } zou tegelijk een { $digit } en geen { $digit } zijn
clash-two-digits = { $cell } zou twee cijfers krijgen
clash-twice = de { $digit } zou twee keer in { $unit } staan
clash-empty-cell = voor { $cell } zou geen cijfer overblijven
clash-no-place = voor de { $digit } zou in { $unit } geen plaats overblijven
step-forcing-chain-contradiction = is { $premise }, dan { $count ->
    [0] leidt de keten
    [one] leidt de keten
   *[other] leiden de ketens
} tot een tegenspraak: { $clash } ({ $chains })
step-forcing-net-contradiction = is { $premise }, dan leidt het net tot een tegenspraak: { $clash } ({ $chains })
step-forcing-verity = { $cases ->
    [candidate] { $cell } is een { $digit } of niet
    [cell] een van de kandidaten van { $cell } is waar
   *[unit] de { $digit } staat op een van zijn mogelijke plaatsen in { $unit }
}, en elk geval leidt tot dezelfde conclusie ({ $chains })

## Killer Sudoku: the cage techniques (see en.ftl)

technique-cage-combinations = Kooicombinaties
technique-cage-combinations-indefinite = de combinaties van een kooi
technique-hidden-cage-digit = Verborgen kooicijfer
technique-hidden-cage-digit-indefinite = een verborgen kooicijfer
technique-cage-candidates = Kooikandidaten
technique-cage-candidates-indefinite = de kandidaten van een kooi
technique-locked-cage-digit = Vergrendeld kooicijfer
technique-locked-cage-digit-indefinite = een vergrendeld kooicijfer
technique-innies-and-outies = Innies en outies
technique-innies-and-outies-indefinite = innies en outies
technique-cages-in-a-unit = Kooien in een eenheid
technique-cages-in-a-unit-indefinite = kooien in een eenheid
technique-group-innies-and-outies = Groeps-innies en -outies
technique-group-innies-and-outies-indefinite = groeps-innies en -outies
technique-virtual-cage = Virtuele kooi
technique-virtual-cage-indefinite = een virtuele kooi

lesson-cage-combinations = De verschillende cijfers van een kooi tellen op tot zijn som, en weinig cijferreeksen doen dat: twee cellen van 17 kunnen alleen 8 en 9 zijn, drie van 7 alleen 1, 2 en 4. Schrap uit de cellen van de kooi elk cijfer dat in geen van die reeksen zit.
lesson-hidden-cage-digit = Elke cijferreeks die de som van een kooi maakt, bevat een bepaald cijfer, dus moet de kooi het bevatten. Kan maar één cel van de kooi het krijgen, dan komt het daar.
lesson-cage-candidates = Toets elke reeks die de som van een kooi maakt aan de kandidaten van zijn cellen: een reeks waarvan de cijfers niet elk in een eigen cel passen, valt af. Schrap de kandidaten die geen overgebleven reeks in hun cel zet.
lesson-locked-cage-digit = Een kooi moet een cijfer bevatten dat elke reeks met zijn som heeft, en de cellen van de kooi die het kunnen krijgen, zien allemaal bepaalde andere cellen. Waar het cijfer ook komt in de kooi, die cellen zien het: schrap het daaruit.
lesson-innies-and-outies = Een rij, kolom of blok telt op tot 45. Trek de kooien af die er helemaal in liggen: de overige cellen, de innies, maken de rest. De kooien die erin steken, dekken ook cellen erbuiten, de outies, die optellen tot wat die kooien boven 45 hebben.
lesson-cages-in-a-unit = Twee kooien in dezelfde rij, kolom of hetzelfde blok delen geen cijfer. Een reeks van de ene kooi die een cijfer deelt met elke nog mogelijke reeks van de andere, valt af; schrap de kandidaten die alleen zulke reeksen gebruikten.
lesson-group-innies-and-outies = De regel van 45 over naburige eenheden: twee rijen maken 90, drie 135. De kooien die er helemaal in liggen geven de innies een bekende som, de kooien die erin steken de outies. Gebruik die sommen zoals die van een kooi.
lesson-virtual-cage = Liggen de innies of outies van een rij, kolom of blok in een kooi, dan telt de rest van die kooi op tot zijn som min de hunne: een kooi getekend door rekenen. Zijn combinaties en kandidaten werken zoals bij elke kooi.

fact-cage = de kooi van { $cells } telt op tot { $sum }
sum-placed = { $placed } { $placed-count ->
    [one] bevat
   *[other] bevatten
} al { $placed-sum }, wat { $total } - { $placed-sum } = { $sum } overlaat voor { $cells }
sum-innies = de kooien in { $units } tellen op tot { $inside }, wat { $total } - { $inside } = { $sum } overlaat voor { $cells-by ->
    [cell] { $cells }
   *[other] de { $cells-count ->
        [one] cel in { $cells }
       *[other] cellen in de { $cells }
    }
}
sum-outies = de kooien die in { $units } steken, tellen op tot { $touching }, waarvan { $touching } - { $total } = { $sum } erbuiten ligt, in { $cells }
sum-virtual = die cellen liggen in de kooi van { $cage } ({ $cage-sum }), waarvan { $cells-count ->
    [one] de andere cel, { $cells }, { $cage-sum } - { $part } = { $sum } is
   *[other] de andere cellen, { $cells }, samen { $cage-sum } - { $part } = { $sum } zijn
}
step-cage-combinations = { $facts }; verschillende cijfers maken dat alleen als { $combinations }
step-cage-candidates = { $facts }; verschillende cijfers maken dat als { $combinations }, en met hun kandidaten alleen als { $fitting }
step-hidden-cage-digit = { $facts }; elke manier ({ $combinations }) gebruikt de { $digit }, en in de kooi kan alleen { $cell } die krijgen
step-locked-cage-digit = { $facts }; elke manier ({ $combinations }) gebruikt de { $digit }, en in de kooi kunnen alleen { $places } die krijgen, dus kan geen cel die ze allemaal ziet hem bevatten
step-cages-in-unit = { $facts }, als { $combinations }; de kooi van { $other } ({ $other-sum }), ook in { $unit }, moet { $other-combinations } zijn, elk met een cijfer gemeen met { $dropped }, zodat { $fitting } overblijft
step-sum = { $facts }; met hun kandidaten maken alleen { $ways } dat
step-sum-single = { $facts }
