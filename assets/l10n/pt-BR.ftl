# Peerless: português do Brasil. Mesmas mensagens que en.ftl; os comentários de en.ftl explicam o
# que cada variável contém.
#
# Convenções: célula (cell), linha, coluna, bloco (box); as células têm o nome usado nos fóruns
# (r3c7), como nas cadeias em notação. O nome de uma unidade (unit) leva artigo ("a linha 3",
# "o bloco 5"); onde a preposição se contrai (na/no, da/do) usam-se $x-kind e $x-number, ou os
# casos da unidade: $unit-em "na linha 3", $unit-de e $unit-nome "da linha 3" ("nas colunas 3 e
# 6" para várias). Células numa unidade que a frase já nomeia vêm, por extenso, como essas
# unidades ("as células das colunas 3 e 6", não "as células da linha 4, colunas 3 e 6").

## Nomes, listas

# As células ditas por extenso: sozinhas, sem artigo ("vazia, linha 1, coluna 4"); numa frase,
# com ele, que se contrai com a preposição: $cell-art ("a célula da linha 1, coluna 4", "r1c4"
# em notação: "a linha 1, coluna 4 é 7" seria a linha), $cell-em ("na linha 1, coluna 4", "em
# r1c4"), $cell-de ("da linha 1, coluna 4", "de r1c4") e, depois de um substantivo,
# $cell-nome ("as células da linha 1, colunas 2 e 3", "as células r1c2 e r1c3"). Uma frase
# nunca escreve "em", "de" ou "a" antes de uma célula; várias células depois de uma
# preposição são "nas células { $cells-nome }", para a notação não repetir "em".
cell = { $case ->
    [em] em r{ $row }c{ $column }
    [de] de r{ $row }c{ $column }
   *[other] r{ $row }c{ $column }
}
    .cases = art em de nome
cell-spelled = { $case ->
    [art] a célula da linha { $row }, coluna { $column }
    [em] na linha { $row }, coluna { $column }
    [de] da linha { $row }, coluna { $column }
    [nome] da linha { $row }, coluna { $column }
   *[plain] linha { $row }, coluna { $column }
}
cells-spelled-row = { $case ->
    [art] as células da linha { $row }, colunas { $columns }
    [em] na linha { $row }, colunas { $columns }
    [de] da linha { $row }, colunas { $columns }
    [nome] da linha { $row }, colunas { $columns }
   *[plain] linha { $row }, colunas { $columns }
}
unit = { $kind ->
    [row] { $case ->
        [em] na linha { $number }
        [de] da linha { $number }
        [nome] da linha { $number }
       *[other] a linha { $number }
    }
    [column] { $case ->
        [em] na coluna { $number }
        [de] da coluna { $number }
        [nome] da coluna { $number }
       *[other] a coluna { $number }
    }
   *[box] { $case ->
        [em] no bloco { $number }
        [de] do bloco { $number }
        [nome] do bloco { $number }
       *[other] o bloco { $number }
    }
}
units-of-kind = { $kind ->
    [row] { $case ->
        [em] nas linhas { $numbers }
        [de] das linhas { $numbers }
        [nome] das linhas { $numbers }
       *[other] as linhas { $numbers }
    }
    [column] { $case ->
        [em] nas colunas { $numbers }
        [de] das colunas { $numbers }
        [nome] das colunas { $numbers }
       *[other] as colunas { $numbers }
    }
   *[box] { $case ->
        [em] nos blocos { $numbers }
        [de] dos blocos { $numbers }
        [nome] dos blocos { $numbers }
       *[other] os blocos { $numbers }
    }
}
list-separator = {", "}
list-separator-cells = {"; "}
list-and-cells = { $rest } bem como { $last }
list-and = { $rest } e { $last }
list-separator-numbers = {", "}
list-and-numbers = { $rest } e { $last }
list-or = { $rest } ou { $last }
# Depois de uma negação: "não pode ser 1, 4 nem 7".
list-nor = { $rest } nem { $last }
list-nor-separator = {", "}
list-clauses = { $rest } e { $last }
list-clauses-separator = {", "}

## Um passo da lógica: "Single oculto: no bloco 5, só r5c6 pode conter o 7. Logo, r5c6 é 7."

step = { $technique }: { $reason }. Logo, { $result }.
result-place = { $cell-art } é { $digit }
result-remove = { $cells-art } { $cells-count ->
    [one] não pode
   *[other] não podem
} ser { $digits }

step-full-house = { $cell-art } é a última célula vazia { $unit-kind ->
    [row] da linha { $unit-number }
    [column] da coluna { $unit-number }
   *[box] do bloco { $unit-number }
}
step-naked-single = todos os dígitos exceto o { $digit } já estão na linha, na coluna ou no bloco { $cell-de }
step-hidden-single = { $unit-kind ->
    [row] na linha { $unit-number }
    [column] na coluna { $unit-number }
   *[box] no bloco { $unit-number }
}, só { $cell-art } pode conter o { $digit }
step-locked-candidates = { $unit-kind ->
    [row] na linha { $unit-number }
    [column] na coluna { $unit-number }
   *[box] no bloco { $unit-number }
}, o { $digit } só pode ficar na interseção com { $other }

## Níveis de dificuldade.

level-easy = Fácil
level-medium = Médio
level-hard = Difícil
level-expert = Especialista
level-extreme = Extremo

## Nomes das técnicas, e a forma com artigo que as dicas usam ("Procure um single oculto no bloco 5.").

technique-full-house = Última célula livre
technique-full-house-indefinite = uma última célula livre
technique-naked-single = Single nu
technique-naked-single-indefinite = um single nu
technique-hidden-single = Single oculto
technique-hidden-single-indefinite = um single oculto
technique-locked-pair = Par bloqueado
technique-locked-pair-indefinite = um par bloqueado
technique-locked-triple = Trio bloqueado
technique-locked-triple-indefinite = um trio bloqueado
technique-locked-candidates-pointing = Candidatos bloqueados (apontando)
technique-locked-candidates-pointing-indefinite = candidatos bloqueados (apontando)
technique-locked-candidates-claiming = Candidatos bloqueados (reivindicando)
technique-locked-candidates-claiming-indefinite = candidatos bloqueados (reivindicando)
technique-naked-pair = Par nu
technique-naked-pair-indefinite = um par nu
technique-naked-triple = Trio nu
technique-naked-triple-indefinite = um trio nu
technique-hidden-pair = Par oculto
technique-hidden-pair-indefinite = um par oculto
technique-hidden-triple = Trio oculto
technique-hidden-triple-indefinite = um trio oculto
technique-naked-quadruple = Quarteto nu
technique-naked-quadruple-indefinite = um quarteto nu
technique-hidden-quadruple = Quarteto oculto
technique-hidden-quadruple-indefinite = um quarteto oculto
technique-x-wing = X-Wing
technique-x-wing-indefinite = um X-Wing
technique-swordfish = Swordfish
technique-swordfish-indefinite = um Swordfish
technique-jellyfish = Jellyfish
technique-jellyfish-indefinite = um Jellyfish
technique-remote-pair = Par remoto
technique-remote-pair-indefinite = um par remoto
technique-bivalue-universal-grave-1 = Bivalue Universal Grave + 1
technique-bivalue-universal-grave-1-indefinite = um Bivalue Universal Grave + 1
technique-skyscraper = Arranha-céu
technique-skyscraper-indefinite = um arranha-céu
technique-2-string-kite = 2-String Kite
technique-2-string-kite-indefinite = um 2-String Kite
technique-turbot-fish = Turbot Fish
technique-turbot-fish-indefinite = um Turbot Fish
technique-empty-rectangle = Retângulo vazio
technique-empty-rectangle-indefinite = um retângulo vazio
technique-w-wing = W-Wing
technique-w-wing-indefinite = um W-Wing
technique-xy-wing = XY-Wing
technique-xy-wing-indefinite = um XY-Wing
technique-xyz-wing = XYZ-Wing
technique-xyz-wing-indefinite = um XYZ-Wing
technique-unique-rectangle-type-1 = Retângulo único tipo 1
technique-unique-rectangle-type-1-indefinite = um retângulo único tipo 1
technique-unique-rectangle-type-2 = Retângulo único tipo 2
technique-unique-rectangle-type-2-indefinite = um retângulo único tipo 2
technique-unique-rectangle-type-3 = Retângulo único tipo 3
technique-unique-rectangle-type-3-indefinite = um retângulo único tipo 3
technique-unique-rectangle-type-4 = Retângulo único tipo 4
technique-unique-rectangle-type-4-indefinite = um retângulo único tipo 4
technique-unique-rectangle-type-5 = Retângulo único tipo 5
technique-unique-rectangle-type-5-indefinite = um retângulo único tipo 5
technique-unique-rectangle-type-6 = Retângulo único tipo 6
technique-unique-rectangle-type-6-indefinite = um retângulo único tipo 6
technique-hidden-rectangle = Retângulo oculto
technique-hidden-rectangle-indefinite = um retângulo oculto
technique-avoidable-rectangle-type-1 = Retângulo evitável tipo 1
technique-avoidable-rectangle-type-1-indefinite = um retângulo evitável tipo 1
technique-avoidable-rectangle-type-2 = Retângulo evitável tipo 2
technique-avoidable-rectangle-type-2-indefinite = um retângulo evitável tipo 2
technique-finned-x-wing = X-Wing com barbatana
technique-finned-x-wing-indefinite = um X-Wing com barbatana
technique-sashimi-x-wing = X-Wing sashimi
technique-sashimi-x-wing-indefinite = um X-Wing sashimi
technique-finned-swordfish = Swordfish com barbatana
technique-finned-swordfish-indefinite = um Swordfish com barbatana
technique-sashimi-swordfish = Swordfish sashimi
technique-sashimi-swordfish-indefinite = um Swordfish sashimi
technique-finned-jellyfish = Jellyfish com barbatana
technique-finned-jellyfish-indefinite = um Jellyfish com barbatana
technique-sashimi-jellyfish = Jellyfish sashimi
technique-sashimi-jellyfish-indefinite = um Jellyfish sashimi
technique-sue-de-coq = Sue de Coq
technique-sue-de-coq-indefinite = um Sue de Coq
technique-simple-colors = Coloração simples
technique-simple-colors-indefinite = uma coloração simples
technique-multi-colors = Coloração múltipla
technique-multi-colors-indefinite = uma coloração múltipla
technique-x-chain = Cadeia X
technique-x-chain-indefinite = uma cadeia X
technique-xy-chain = Cadeia XY
technique-xy-chain-indefinite = uma cadeia XY
technique-nice-loop-aic = Nice Loop/AIC
technique-nice-loop-aic-indefinite = um Nice Loop/AIC
technique-grouped-nice-loop-aic = Nice Loop/AIC agrupado
technique-grouped-nice-loop-aic-indefinite = um Nice Loop/AIC agrupado
technique-als-xz = ALS-XZ
technique-als-xz-indefinite = um ALS-XZ
technique-als-xy-wing = ALS-XY-Wing
technique-als-xy-wing-indefinite = um ALS-XY-Wing
technique-als-xy-chain = Cadeia ALS-XY
technique-als-xy-chain-indefinite = uma cadeia ALS-XY
technique-franken-x-wing = Franken X-Wing
technique-franken-x-wing-indefinite = um Franken X-Wing
technique-franken-swordfish = Franken Swordfish
technique-franken-swordfish-indefinite = um Franken Swordfish
technique-franken-jellyfish = Franken Jellyfish
technique-franken-jellyfish-indefinite = um Franken Jellyfish
technique-finned-franken-x-wing = Franken X-Wing com barbatana
technique-finned-franken-x-wing-indefinite = um Franken X-Wing com barbatana
technique-finned-franken-swordfish = Franken Swordfish com barbatana
technique-finned-franken-swordfish-indefinite = um Franken Swordfish com barbatana
technique-finned-franken-jellyfish = Franken Jellyfish com barbatana
technique-finned-franken-jellyfish-indefinite = um Franken Jellyfish com barbatana
technique-mutant-x-wing = Mutant X-Wing
technique-mutant-x-wing-indefinite = um Mutant X-Wing
technique-mutant-swordfish = Mutant Swordfish
technique-mutant-swordfish-indefinite = um Mutant Swordfish
technique-mutant-jellyfish = Mutant Jellyfish
technique-mutant-jellyfish-indefinite = um Mutant Jellyfish
technique-finned-mutant-x-wing = Mutant X-Wing com barbatana
technique-finned-mutant-x-wing-indefinite = um Mutant X-Wing com barbatana
technique-finned-mutant-swordfish = Mutant Swordfish com barbatana
technique-finned-mutant-swordfish-indefinite = um Mutant Swordfish com barbatana
technique-finned-mutant-jellyfish = Mutant Jellyfish com barbatana
technique-finned-mutant-jellyfish-indefinite = um Mutant Jellyfish com barbatana
technique-kraken-fish = Kraken Fish
technique-kraken-fish-indefinite = um Kraken Fish
technique-forcing-chain = Cadeia forçada
technique-forcing-chain-indefinite = uma cadeia forçada
technique-forcing-net = Rede forçada
technique-forcing-net-indefinite = uma rede forçada
technique-trial-and-error = Tentativa e erro
technique-trial-and-error-indefinite = tentativa e erro

## Lições: o que é cada técnica e por que funciona, em uma a três frases (devem caber sob o tabuleiro num celular).

lesson-full-house = Uma linha, coluna ou bloco tem só uma célula vazia. Ela recebe o único dígito que ainda falta ali.
lesson-naked-single = Uma célula tem só um candidato: todos os outros dígitos já estão na sua linha, coluna ou bloco. Esse dígito vai nela.
lesson-hidden-single = Numa linha, coluna ou bloco, um dígito só tem uma célula possível: todas as outras células vazias já veem esse dígito. O dígito vai nessa célula.
lesson-locked-pair = Duas células do mesmo bloco e da mesma linha ou coluna só têm os mesmos dois dígitos. Esses dígitos ocupam essas duas células, então remova-os do resto do bloco e do resto da linha.
lesson-locked-triple = Três células do mesmo bloco e da mesma linha ou coluna só têm três dígitos entre elas. Esses dígitos ocupam essas três células, então remova-os do resto do bloco e do resto da linha.
lesson-locked-candidates-pointing = Dentro de um bloco, um dígito só pode ficar em células de uma mesma linha ou coluna. Onde quer que fique no bloco, estará nessa linha, então remova-o do resto da linha ou coluna fora do bloco.
lesson-locked-candidates-claiming = Dentro de uma linha ou coluna, um dígito só pode ficar em células de um mesmo bloco. Onde quer que fique na linha, estará nesse bloco, então remova-o das outras células do bloco.
lesson-naked-pair = Duas células de uma linha, coluna ou bloco só têm os mesmos dois dígitos. Esses dígitos têm de ocupar as duas células, então remova-os das outras células dessa unidade.
lesson-naked-triple = Três células de uma linha, coluna ou bloco só têm três dígitos entre elas (nem toda célula precisa ter os três). Esses dígitos têm de ocupar as três células, então remova-os das outras células dessa unidade.
lesson-hidden-pair = Numa linha, coluna ou bloco, dois dígitos só podem ficar nas mesmas duas células. Essas células têm de conter esses dois dígitos, então remova delas todos os outros candidatos.
lesson-hidden-triple = Numa linha, coluna ou bloco, três dígitos só podem ficar nas mesmas três células. Essas células têm de conter esses três dígitos, então remova delas todos os outros candidatos.
lesson-naked-quadruple = Quatro células de uma linha, coluna ou bloco só têm quatro dígitos entre elas. Esses dígitos têm de ocupar as quatro células, então remova-os das outras células dessa unidade.
lesson-hidden-quadruple = Numa linha, coluna ou bloco, quatro dígitos só podem ficar nas mesmas quatro células. Essas células têm de conter esses quatro dígitos, então remova delas todos os outros candidatos.
lesson-x-wing = Em cada uma de duas linhas, um dígito só pode ficar em duas células, e essas células estão nas mesmas duas colunas. Uma célula de cada par tem o dígito, então ele já tem seu lugar nas duas colunas: remova-o do resto delas.
lesson-swordfish = Em cada uma de três linhas, um dígito só pode ficar em células das mesmas três colunas. As três linhas colocam o dígito uma vez em cada uma dessas colunas, então remova-o do resto delas. Vale o mesmo trocando linhas e colunas.
lesson-jellyfish = Em cada uma de quatro linhas, um dígito só pode ficar em células das mesmas quatro colunas. As quatro linhas colocam o dígito uma vez em cada uma dessas colunas, então remova-o do resto delas. Vale o mesmo trocando linhas e colunas.
lesson-remote-pair = Uma cadeia de células que só têm os mesmos dois dígitos, cada uma vendo a seguinte. Os dígitos se alternam ao longo da cadeia, então duas células a um número ímpar de passos uma da outra têm um dígito diferente cada uma: uma célula que veja as duas não pode ter nenhum dos dois.
lesson-bivalue-universal-grave-1 = Todas as células vazias têm dois candidatos, exceto uma com três. Sem o dígito que aparece três vezes na linha, coluna e bloco dessa célula, a grade teria duas soluções; como o sudoku tem uma só, esse dígito vai na célula.
lesson-skyscraper = Em cada uma de duas linhas, um dígito só tem duas posições, e uma posição de cada linha fica na mesma coluna. Essas duas não podem ter o dígito ao mesmo tempo, então uma das outras duas o tem: remova o dígito das células que veem as duas. Vale o mesmo com colunas.
lesson-2-string-kite = Um dígito só tem duas posições numa linha e duas numa coluna, e uma de cada par fica no mesmo bloco. Essas duas não podem ter o dígito ao mesmo tempo, então uma das duas pontas distantes o tem: remova o dígito da célula que vê as duas pontas.
lesson-turbot-fish = Dois pares de posições de um dígito, cada um as duas únicas da sua linha, coluna ou bloco, em que uma ponta do primeiro vê uma ponta do segundo. Essas duas pontas não podem ter o dígito ao mesmo tempo, então uma das pontas distantes o tem: remova o dígito das células que veem as duas.
lesson-empty-rectangle = Num bloco, todas as posições de um dígito ficam numa linha e numa coluna do bloco, em cruz. Tome uma coluna fora do bloco onde o dígito só tem duas posições, uma na linha da cruz: o dígito não pode ficar onde a linha da outra posição cruza a coluna da cruz.
lesson-w-wing = Duas células que não se veem só têm x e y. Se uma linha, coluna ou bloco tem y em só duas posições, cada uma vendo uma das células, elas não podem ser ambas y, então uma delas é x: remova x das células que veem as duas.
lesson-xy-wing = Uma célula pivô com só xy vê duas células, uma com só xz e outra com só yz. Seja qual for o dígito do pivô, uma dessas duas células vira z, então remova z de toda célula que veja as duas.
lesson-xyz-wing = Uma célula pivô com só xyz vê duas células, uma com só xz e outra com só yz. Uma das três células tem de ser z, então remova z de toda célula que veja as três.
lesson-unique-rectangle-type-1 = Um sudoku bem formulado tem uma só solução, então os quatro cantos de um retângulo em dois blocos não podem terminar todos só com os mesmos dois dígitos: eles poderiam ser trocados. Três cantos só têm o par, então remova os dois dígitos do par do quarto.
lesson-unique-rectangle-type-2 = Um retângulo em dois blocos tem o mesmo par nos quatro cantos, e os dois cantos de um lado têm um dígito extra, o mesmo nos dois. Com uma só solução, o par não pode preencher os quatro, então um desses dois é o extra: remova-o das células que veem os dois.
lesson-unique-rectangle-type-3 = Um retângulo em dois blocos tem o mesmo par, e os dois cantos de um lado têm dígitos extras. Com uma só solução, um deles tem um extra, então trate os dois como uma célula com só os extras e procure um subconjunto nu com outras células da linha, coluna ou bloco deles.
lesson-unique-rectangle-type-4 = Um retângulo em dois blocos tem o par xy, e os dois cantos de um lado têm extras. Se x não pode ficar em nenhum outro lugar de uma linha, coluna ou bloco que eles compartilham, um deles é x. Se o outro fosse y, o par poderia ser trocado, mas há uma só solução: remova y dos dois.
lesson-unique-rectangle-type-5 = Um retângulo em dois blocos tem o mesmo par, e dois cantos em diagonal, ou três, têm um dígito extra, o mesmo em todos. Com uma só solução, o par não pode preencher os quatro, então um deles é o extra: remova-o das células que veem todos eles.
lesson-unique-rectangle-type-6 = Um retângulo em dois blocos tem o par xy, com extras em dois cantos em diagonal, e x só fica no retângulo nas suas duas linhas e colunas. Se os cantos com extras recebessem x, os outros seriam y, um padrão trocável: com uma só solução, remova x deles.
lesson-hidden-rectangle = Um retângulo em dois blocos tem o par xy, e um canto só tem xy. Na linha e na coluna do canto oposto, x só fica no retângulo. Se esse canto fosse y, o par poderia ser trocado, mas há uma só solução: remova y dele.
lesson-avoidable-rectangle-type-1 = Três cantos de um retângulo em dois blocos foram resolvidos, não eram números iniciais, com só dois dígitos entre eles. Se o canto livre recebesse o dígito que completa o padrão, os dois dígitos poderiam ser trocados (duas soluções): com uma só solução, remova-o dali.
lesson-avoidable-rectangle-type-2 = Dois cantos de um retângulo em dois blocos foram resolvidos, não eram números iniciais, como x e y, e os dois livres têm yz e xz. Se estes fossem y e x, os quatro poderiam ser trocados (duas soluções), então um deles é z: remova z das células que veem os dois.
lesson-finned-x-wing = Um X-Wing num dígito, só que uma linha também tem posições extras (barbatanas), todas num bloco. Ou o X-Wing ou uma barbatana tem o dígito, então remova-o só das células das colunas do X-Wing que ficam no bloco das barbatanas.
lesson-sashimi-x-wing = Um X-Wing com barbatana sem um canto: no bloco das barbatanas, o peixe perdeu um candidato de canto. Ainda assim, o peixe ou uma barbatana tem o dígito, então remova-o das células das colunas do peixe que veem todas as barbatanas.
lesson-finned-swordfish = Um Swordfish num dígito, só que há posições extras (barbatanas) num bloco. Ou o Swordfish ou uma barbatana tem o dígito, então remova-o só das células que o peixe limparia e que também veem todas as barbatanas.
lesson-sashimi-swordfish = Um Swordfish com barbatana sem um candidato de canto no bloco das barbatanas, então sem elas nem seria um peixe. Ainda assim, o peixe ou uma barbatana tem o dígito: remova-o das células que o peixe limparia e que também veem todas as barbatanas.
lesson-finned-jellyfish = Um Jellyfish (quatro linhas, quatro colunas) num dígito, só que há posições extras (barbatanas) num bloco. Ou o Jellyfish ou uma barbatana tem o dígito, então remova-o só das células que o peixe limparia e que também veem todas as barbatanas.
lesson-sashimi-jellyfish = Um Jellyfish com barbatana sem um candidato de canto no bloco das barbatanas, então sem elas as quatro linhas não formariam um peixe. Ainda assim, o peixe ou uma barbatana tem o dígito: remova-o das células que o peixe limparia e que também veem todas as barbatanas.
lesson-sue-de-coq = Onde um bloco e uma linha se cruzam, duas ou três células têm pelo menos dois dígitos a mais que células. Se outras células da linha e outras do bloco bloqueiam, cada grupo, uma parte desses dígitos, sem nenhum em comum, os dígitos ficam repartidos: tire os da linha do resto da linha e os do bloco do resto do bloco.
lesson-simple-colors = Pegue um dígito e pinte com duas cores alternadas suas posições ligadas, as duas únicas de uma linha, coluna ou bloco: uma cor tem o dígito. Duas células da mesma cor que se veem a tornam falsa; uma célula que vê as duas cores perde o dígito.
lesson-multi-colors = Pinte dois grupos separados de posições ligadas de um dígito, com duas cores cada. Uma cor que vê as duas cores do outro grupo é falsa. Se uma cor de cada grupo vê a outra, uma das duas cores restantes é verdadeira: as células que veem as duas perdem o dígito.
lesson-x-chain = Uma cadeia num só dígito que alterna ligações fortes (as duas únicas posições de uma linha, coluna ou bloco) e fracas (duas posições que se veem), forte nas duas pontas. Uma ponta tem o dígito, então remova-o das células que veem as duas pontas.
lesson-xy-chain = Uma cadeia de células com dois candidatos cada, cada uma vendo a seguinte e dividindo um dígito com ela, com z nas duas pontas. Se a primeira não é z, cada célula força a seguinte e a última é z. Então uma ponta é z: remova z das células que veem as duas pontas.
lesson-nice-loop-aic = Uma cadeia sobre quaisquer células e dígitos que alterna ligações fortes (pelo menos um de dois candidatos é verdadeiro) e fracas (no máximo um é). Uma ponta é verdadeira, então cai o que conflita com as duas; uma cadeia que se fecha em laço remove o seu candidato inicial ou candidatos ao longo das ligações fracas.
lesson-grouped-nice-loop-aic = Um Nice Loop ou AIC em que algumas ligações passam por um grupo: duas ou três posições de um dígito num bloco e numa linha, contadas como um nó que é verdadeiro se qualquer uma delas for. A lógica é a mesma: cai o que conflita com as duas pontas.
lesson-als-xz = Um conjunto quase bloqueado (ALS) são N células de uma linha, coluna ou bloco com N+1 dígitos. Dois conjuntos dividem um dígito x cujas posições se veem todas, então um deles não tem x e fica bloqueado. Um dígito z dos dois está então num deles: remova z das células que veem todo z dos dois.
lesson-als-xy-wing = Três conjuntos quase bloqueados (N células, N+1 dígitos): A e C dividem x, B e C dividem y, cada um com posições que se veem todas. C tem x ou y, então A ou B fica bloqueado, e um dígito z de A e B está num deles: remova z das células que veem todo z dos dois.
lesson-als-xy-chain = Uma cadeia de quatro ou mais conjuntos quase bloqueados (N células, N+1 dígitos), cada um ligado ao seguinte por um dígito cujas posições se veem todas, nunca o mesmo duas vezes seguidas. Um dos dois conjuntos das pontas fica bloqueado: se ambos têm um dígito z, remova z das células que veem todos os seus z.
lesson-franken-x-wing = Um X-Wing em que um bloco faz as vezes de linha ou coluna: em duas linhas ou blocos, um dígito só fica em células de duas colunas ou blocos. Os dois primeiros o colocam uma vez em cada um dos outros, então remova-o do resto deles. Vale o mesmo com colunas como base.
lesson-franken-swordfish = Um Swordfish em que blocos fazem as vezes de algumas linhas ou colunas: em três linhas ou blocos, um dígito só fica em células de três colunas ou blocos. Os três primeiros o colocam uma vez em cada um dos outros, então remova-o do resto deles.
lesson-franken-jellyfish = Um Jellyfish em que blocos fazem as vezes de algumas linhas ou colunas: em quatro linhas ou blocos, um dígito só fica em células de quatro colunas ou blocos. Os quatro primeiros o colocam uma vez em cada um dos outros, então remova-o do resto deles.
lesson-finned-franken-x-wing = Um Franken X-Wing (um bloco entre suas linhas ou colunas) com posições extras, barbatanas, fora das linhas e blocos que ele cobre. Ou o peixe ou uma barbatana tem o dígito, então remova-o só das células que o peixe limparia e que também veem todas as barbatanas.
lesson-finned-franken-swordfish = Um Franken Swordfish (blocos entre suas linhas ou colunas) com posições extras, barbatanas, fora das linhas e blocos que ele cobre. Ou o peixe ou uma barbatana tem o dígito, então remova-o só das células que as três coberturas limpariam e que também veem todas as barbatanas.
lesson-finned-franken-jellyfish = Um Franken Jellyfish (blocos entre suas linhas ou colunas) com posições extras, barbatanas, fora das linhas e blocos que ele cobre. Ou o peixe ou uma barbatana tem o dígito, então remova-o só das células que as quatro coberturas limpariam e que também veem todas as barbatanas.
lesson-mutant-x-wing = Um peixe sobre qualquer mistura de linhas, colunas e blocos: em dois deles, um dígito só fica em células de outros dois. Os dois primeiros colocam o dígito uma vez em cada um dos outros, então remova-o do resto desses dois.
lesson-mutant-swordfish = Um peixe sobre qualquer mistura de linhas, colunas e blocos: em três deles, um dígito só fica em células de outros três. Os três primeiros colocam o dígito uma vez em cada um dos outros, então remova-o do resto desses três.
lesson-mutant-jellyfish = Um peixe sobre qualquer mistura de linhas, colunas e blocos: em quatro deles, um dígito só fica em células de outros quatro. Os quatro primeiros colocam o dígito uma vez em cada um dos outros, então remova-o do resto desses quatro.
lesson-finned-mutant-x-wing = Um Mutant X-Wing (duas linhas, colunas ou blocos cobertos por outros dois) com posições extras, barbatanas, fora das coberturas. Ou o peixe ou uma barbatana tem o dígito, então remova-o só das células que as duas coberturas limpariam e que também veem todas as barbatanas.
lesson-finned-mutant-swordfish = Um Mutant Swordfish (três linhas, colunas ou blocos cobertos por outros três) com posições extras, barbatanas, fora das coberturas. Ou o peixe ou uma barbatana tem o dígito, então remova-o só das células que as coberturas limpariam e que também veem todas as barbatanas.
lesson-finned-mutant-jellyfish = Um Mutant Jellyfish (quatro linhas, colunas ou blocos cobertos por outros quatro) com posições extras, barbatanas, fora das coberturas. Ou o peixe ou uma barbatana tem o dígito, então remova-o só das células que as coberturas limpariam e que também veem todas as barbatanas.
lesson-kraken-fish = Um peixe com barbatanas que sozinho não remove nada. Ou o peixe ou uma barbatana tem o dígito, então um candidato que o peixe removeria cai mesmo assim se cadeias mostram que cada barbatana, quando verdadeira, também o remove.
lesson-forcing-chain = Suponha que um candidato seja verdadeiro, ou falso, e siga suas consequências diretas uma a uma. Se isso leva a uma contradição, a suposição está errada; se todos os candidatos de uma célula, ou todas as posições de um dígito numa linha, coluna ou bloco, levam a um mesmo resultado, ele vale.
lesson-forcing-net = Uma cadeia forçada cujos passos podem exigir vários fatos ao mesmo tempo: a suposição é desenvolvida com singles, então uma célula fica resolvida assim que perde seus outros candidatos. Uma contradição a refuta, e um resultado a que todos os casos chegam vale.
lesson-trial-and-error = Nenhuma das técnicas daqui se aplica, então é preciso chutar: teste cada candidato de uma célula por vez e siga jogando. Todos menos um levam a uma contradição, então o que sobra vai na célula. Isso é tentativa e erro, não um padrão que se possa ver.

## Dicas, nível a nível: onde olhar, quais células, a jogada.

hint-look-unit = Procure { $technique } { $unit-kind ->
    [row] na linha { $unit-number }
    [column] na coluna { $unit-number }
   *[box] no bloco { $unit-number }
}.
hint-look-digit = Procure { $technique } com o { $digit }.
hint-look = Procure { $technique }.
hint-trial = Nenhuma técnica se aplica: o próximo dígito tem de ser encontrado por tentativa.
hint-cells = { $technique }: observe { $cells-art }.
hint-mistake-somewhere = Um dos dígitos do tabuleiro está errado.
hint-mistake = Há um { $entered } { $cell-em }, que não é o dígito que vai ali.
hint-mistake-move = Há um { $entered } { $cell-em }, mas ali vai o { $correct }.
hint-missing-note = Numa célula, suas anotações não incluem o dígito que vai nela.
hint-missing-note-cell = Suas anotações { $cell-em } não incluem o dígito que vai ali.
hint-missing-note-move = Suas anotações { $cell-em } não incluem o { $digit }, que é o dígito que vai ali.
hint-solved = O sudoku está resolvido.
hint-not-proper = Sem dica: { $error }.
puzzle-clash = os dígitos das células { $cells-nome } estão em conflito
puzzle-no-solution = o sudoku não tem solução
puzzle-several-solutions = o sudoku tem mais de uma solução

# O último recurso, quando nenhuma técnica se aplica.
step-trial = nenhuma técnica conhecida por este motor se aplica; testando um a um os dígitos { $cell-de }, todos exceto o { $digit } levam a uma contradição

## Peixes, coloração, cadeias, nice loops, conjuntos quase bloqueados

# $base e $cover são listas de unidades com artigo ("a linha 1 e a linha 5"): por isso a frase
# evita "em" antes delas.
step-fish = { $base } só podem ter o { $digit } nas interseções com { $cover }, então { $orientation ->
    [rows] essas linhas contêm o { $digit } de cada uma dessas colunas
   *[columns] essas colunas contêm o { $digit } de cada uma dessas linhas
}
step-finned-fish = { $base } só podem ter o { $digit } nas interseções com { $cover } ou { $fins-count ->
    [one] na barbatana { $fins-nome }; quer a barbatana tenha o { $digit } ou não, ficam descartadas as células do bloco da barbatana
   *[other] nas barbatanas { $fins-nome }; quer as barbatanas tenham o { $digit } ou não, ficam descartadas as células do bloco das barbatanas
} nessas linhas

step-simple-colors-wrap = pintando com duas cores os pares conjugados do { $digit }, duas células da mesma cor ({ $cells }) se veem, então essa cor é falsa
step-simple-colors-trap = pintando com duas cores os pares conjugados do { $digit } ({ $first-art } contra { $second-art }), uma das duas cores tem o { $digit }
step-multi-colors-wrap = de dois grupos do { $digit }, a cor { $cells-nome } vê as duas cores do outro grupo, uma das quais é verdadeira
step-multi-colors-trap = dois grupos do { $digit } têm cores que se veem, então uma das outras cores deles é verdadeira: a das células { $first-nome } ou a das células { $second-nome }

fact-in = o { $digit } está em { $group }
fact-not-in = o { $digit } não está em { $group }
chain-then = então { $fact }
step-chain = { $chain }: se { $facts }; portanto { $start-art } é { $start-digit } ou { $end-art } é { $end-digit }
step-remote-pair = { $cells-art } só têm { $digits }, cada uma vendo a seguinte ({ $chain }), então ao longo da cadeia os dois dígitos se alternam; uma célula que vê duas células de paridade oposta vê os dois dígitos
step-nice-loop = { $kind ->
    [grouped-discontinuous] um Nice Loop descontínuo agrupado
    [continuous] um Nice Loop contínuo
    [grouped-continuous] um Nice Loop contínuo agrupado
   *[discontinuous] um Nice Loop descontínuo
}: { $chain }; se { $start }, a cadeia volta à sua própria célula
step-aic = { $kind ->
    [grouped] uma cadeia de inferência alternada agrupada
   *[plain] uma cadeia de inferência alternada
}: { $chain }; se { $start }, então { $end }, portanto uma das suas pontas é verdadeira

step-als-xz = { $first-art } e { $second-art } são conjuntos quase bloqueados ({ $first-digits } { $first-unit-kind ->
    [row] na linha { $first-unit-number }
    [column] na coluna { $first-unit-number }
   *[box] no bloco { $first-unit-number }
}; { $second-digits } { $second-unit-kind ->
    [row] na linha { $second-unit-number }
    [column] na coluna { $second-unit-number }
   *[box] no bloco { $second-unit-number }
}); cada { $digit } de um vê cada { $digit } do outro, então no máximo um conjunto o contém e o outro fica bloqueado{ $commons-count ->
    [1] {""}
   *[other] {" "}(o mesmo vale para os dois dígitos comuns: os dois conjuntos ficam bloqueados)
}
step-als-xy-wing = { $first-art } ({ $first-digits }), { $second-art } ({ $second-digits }) e { $third-art } ({ $third-digits }) são conjuntos quase bloqueados; os dois primeiros se ligam ao terceiro por { $x } e { $y }, e o terceiro não pode ter os dois, então o primeiro ou o segundo fica bloqueado
als-set = { $cells-art } ({ $digits })
als-restricted-common = { $digits }
step-als-xy-chain = { $sets } são conjuntos quase bloqueados em cadeia, cada um ligado ao seguinte por um dígito comum restrito ({ $commons }); se o primeiro conjunto não está bloqueado, cada conjunto bloqueia o seguinte, então o primeiro ou o último fica bloqueado

step-complex-fish = { $base } só podem ter o { $digit } nas interseções com { $cover }, então essas unidades contêm o { $digit } de cada unidade de cobertura
step-complex-fish-finned = { $base } só podem ter o { $digit } nas interseções com { $cover }{ $endo-fins-count ->
    [0] {""}
   *[other] {" "}(com as barbatanas endo { $endo-fins-nome }, em duas unidades base)
} ou { $fins-count ->
    [one] na barbatana { $fins-nome }; quer o peixe se confirme, quer a barbatana tenha o { $digit }, ficam descartadas as células que veem a barbatana
   *[other] nas barbatanas { $fins-nome }; quer o peixe se confirme, quer uma barbatana tenha o { $digit }, ficam descartadas as células que veem todas as barbatanas
}
step-kraken-fish = { $base } só podem ter o { $digit } nas interseções com { $cover } ou nas barbatanas { $fins-nome }; esteja onde estiver, as cadeias que partem das células { $premises-nome } eliminam todas o { $target-digit } { $target-de }

## Arranha-céus, retângulos, subconjuntos, asas, cadeias forçadas

step-turbot-fish = o { $digit } está { $first1-em } ou { $first2-em } (únicas posições { $first-unit-kind ->
    [row] na linha { $first-unit-number }
    [column] na coluna { $first-unit-number }
   *[box] no bloco { $first-unit-number }
}) e { $second1-em } ou { $second2-em } (únicas posições { $second-unit-kind ->
    [row] na linha { $second-unit-number }
    [column] na coluna { $second-unit-number }
   *[box] no bloco { $second-unit-number }
}); { $near1-art } e { $near2-art } se veem, então { $far1-art } ou { $far2-art } é { $digit }
step-empty-rectangle = no bloco { $box-number }, o { $digit } só está { $line-kind ->
    [row] na linha { $line-number }
   *[column] na coluna { $line-number }
} e { $other-kind ->
    [row] na linha { $other-number }
   *[column] na coluna { $other-number }
}; { $pair-unit } tem o { $digit } { $start-em } ou { $end-em }: se estiver { $start-em }, o { $digit } do bloco está { $other-kind ->
    [row] na linha { $other-number }
   *[column] na coluna { $other-number }
}, e se estiver { $end-em }, essa célula vê { $target-art } diretamente
step-naked-subset = as células { $cells-nome }, que compartilham { $units }, só podem conter { $digits } entre elas
step-hidden-subset = { $unit-kind ->
    [row] na linha { $unit-number }
    [column] na coluna { $unit-number }
   *[box] no bloco { $unit-number }
}, os dígitos { $digits } só podem ficar nas células { $cells-nome }
step-sue-de-coq = { $cells-art } (onde { $line } e { $box } se cruzam) contêm { $digits }; { $line-cells-art } { $line-kind ->
    [row] na linha { $line-number }
   *[column] na coluna { $line-number }
} e { $box-cells-art } no bloco { $box-number } ficam com todos eles menos tantos quantas são as células do cruzamento, então os dígitos se repartem entre essas células
step-xy-wing = { $pivot-art } é { $pivot-digits }, e em qualquer caso uma das pinças, { $pincer1-art } ou { $pincer2-art }, é { $digit }
step-xyz-wing = { $pivot-art } é { $pivot-digits }; se não for { $digit }, uma das pinças, { $pincer1-art } ou { $pincer2-art }, é { $digit }, então uma das três células é { $digit }
step-w-wing = { $first-art } e { $second-art } só têm { $x } e { $y }; { $unit-kind ->
    [row] na linha { $unit-number }
    [column] na coluna { $unit-number }
   *[box] no bloco { $unit-number }
}, o { $y } está { $end1-em } ou { $end2-em }, cada uma vendo uma das duas células, então { $first-art } e { $second-art } não podem ser ambas { $y } e uma delas é { $x }
intro-unique-rectangle = se { $cells-art } só tivessem { $digits }, os dois dígitos poderiam ser trocados e o sudoku teria duas soluções
step-unique-rectangle-1 = { $intro }; só { $cell-art } pode quebrar o padrão
step-unique-rectangle-2 = { $intro }; então uma das células { $cells-nome } é { $digit }
step-unique-rectangle-5 = { $intro }; então uma das células { $cells-nome } é { $digit }
step-unique-rectangle-3 = { $intro }; então uma das células { $corners-nome } tem um dígito extra, e junto com { $cells-art } elas só contêm { $digits } { $unit-kind ->
    [row] na linha { $unit-number }
    [column] na coluna { $unit-number }
   *[box] no bloco { $unit-number }
}
step-unique-rectangle-4 = { $intro }; o { $locked } tem de ficar { $cell1-em } ou { $cell2-em } (em nenhuma outra célula que ambas veem), então nenhuma delas pode ser { $removed }
step-unique-rectangle-6 = { $intro }; o { $digit } só está no retângulo nas suas duas linhas e colunas (um X-Wing), então deve ocupar os cantos { $cells-nome } ou nenhum deles
step-hidden-rectangle = { $intro }; na linha { $row-number } e na coluna { $column-number }, o { $locked } só está no retângulo, então se { $cell-art } fosse { $removed }, os dois { $locked } cairiam no padrão
intro-avoidable-rectangle = { $first-art } e { $second-art } foram resolvidas como { $digit1 } e { $digit2 }, não eram números iniciais; se { $third-art } virasse { $digit2 } e { $fourth-art } virasse { $digit1 }, as quatro células poderiam ser trocadas
step-avoidable-rectangle-1 = { $intro }
step-avoidable-rectangle-2 = { $intro }; então uma delas é { $digit }
step-bug-plus-one = todas as células livres exceto { $cell-art } têm dois candidatos, e sem o { $digit } { $cell-em } cada dígito apareceria duas vezes em cada linha, coluna e bloco: uma grade assim tem duas soluções

fact-on = { $cell-art } é { $digit }
fact-off = { $cell-art } não é { $digit }

# Como os fatos de uma cadeia ou rede forçada se contradizem (depois de "leva a").
clash-itself = contradizer a própria suposição
clash-both = que { $cell-art } seja e não seja { $digit } ao mesmo tempo
clash-two-digits = dois dígitos { $cell-em }
clash-twice = dois { $digit } { $unit-kind ->
    [row] na linha { $unit-number }
    [column] na coluna { $unit-number }
   *[box] no bloco { $unit-number }
}
clash-empty-cell = que { $cell-art } fique sem nenhum candidato
clash-no-place = que o { $digit } fique sem lugar { $unit-kind ->
    [row] na linha { $unit-number }
    [column] na coluna { $unit-number }
   *[box] no bloco { $unit-number }
}
step-forcing-chain-contradiction = se { $premise }, { $count ->
    [0] a cadeia leva
    [one] a cadeia leva
   *[other] as cadeias levam
} a { $clash } ({ $chains })
step-forcing-net-contradiction = se { $premise }, a rede leva a { $clash } ({ $chains })
step-forcing-verity = { $cases ->
    [candidate] { $cell-art } é { $digit } ou não é
    [cell] { $cell-art } tem um de seus candidatos
   *[unit] { $unit } tem o { $digit } em uma de suas posições
}, e todos os casos levam ao mesmo resultado ({ $chains })

## Killer Sudoku: the cage techniques (see en.ftl)

technique-cage-combinations = Combinações da gaiola
technique-cage-combinations-indefinite = as combinações de uma gaiola
technique-hidden-cage-digit = Dígito oculto da gaiola
technique-hidden-cage-digit-indefinite = um dígito oculto de uma gaiola
technique-cage-candidates = Candidatos da gaiola
technique-cage-candidates-indefinite = os candidatos de uma gaiola
technique-locked-cage-digit = Dígito bloqueado da gaiola
technique-locked-cage-digit-indefinite = um dígito bloqueado de uma gaiola
technique-innies-and-outies = Innies e outies
technique-innies-and-outies-indefinite = innies e outies
technique-cages-in-a-unit = Gaiolas em uma unidade
technique-cages-in-a-unit-indefinite = gaiolas em uma unidade
technique-group-innies-and-outies = Innies e outies de grupo
technique-group-innies-and-outies-indefinite = innies e outies de grupo
technique-virtual-cage = Gaiola virtual
technique-virtual-cage-indefinite = uma gaiola virtual

lesson-cage-combinations = Os dígitos diferentes de uma gaiola somam o seu total, e poucos conjuntos conseguem: duas células de 17 só podem ser 8 e 9, três de 7 só 1, 2 e 4. Tire das células da gaiola todo dígito que nenhum desses conjuntos contém.
lesson-hidden-cage-digit = Todo conjunto de dígitos que dá a soma de uma gaiola contém certo dígito, então a gaiola precisa contê-lo. Se só uma célula da gaiola pode recebê-lo, ele vai para lá.
lesson-cage-candidates = Teste cada conjunto que dá a soma de uma gaiola contra os candidatos das suas células: um conjunto cujos dígitos não cabem, um por célula, sai. Tire os candidatos que nenhum conjunto restante põe na sua célula.
lesson-locked-cage-digit = Uma gaiola precisa conter um dígito que todo conjunto da sua soma tem, e as células da gaiola que podem recebê-lo veem todas certas outras células. Onde quer que o dígito fique na gaiola, essas células o veem: tire-o delas.
lesson-innies-and-outies = Uma linha, coluna ou bloco soma 45. Tire as gaiolas inteiras dentro: as células que sobram, os innies, somam o resto. As gaiolas que entram nele cobrem também células fora, os outies, que somam o que essas gaiolas têm além de 45.
lesson-cages-in-a-unit = Duas gaiolas na mesma linha, coluna ou bloco não dividem dígitos. Um conjunto de uma gaiola que divide um dígito com cada conjunto ainda possível da outra sai; tire os candidatos que só esses conjuntos usavam.
lesson-group-innies-and-outies = A regra do 45 em unidades vizinhas: duas linhas somam 90, três 135. As gaiolas inteiras dentro dão aos innies uma soma conhecida, as que entram dão outra aos outies. Use essas somas como a de uma gaiola.
lesson-virtual-cage = Quando os innies ou outies de uma linha, coluna ou bloco ficam dentro de uma gaiola, o resto dela soma o seu total menos o deles: uma gaiola traçada pela aritmética. Suas combinações e candidatos funcionam como os de qualquer gaiola.

fact-cage = a gaiola das células { $cells-nome } soma { $sum }
sum-placed = { $placed-art } já { $placed-count ->
    [one] tem
   *[other] têm
} { $placed-sum }, o que deixa { $total } - { $placed-sum } = { $sum } para { $cells-art }
sum-innies = { $units } { $units-count ->
    [one] contém
   *[other] contêm
} gaiolas inteiras que somam { $inside }, o que deixa { $total } - { $inside } = { $sum } para { $cells-by ->
    [cell] { $cells-art }
   *[other] { $cells-count ->
        [one] a célula
       *[other] as células
    } { $cells-de }
}
sum-outies = as gaiolas que ocupam { $units } somam { $touching }, dos quais { $touching } - { $total } = { $sum } { $sum ->
    [one] fica
   *[other] ficam
} fora, { $cells-count ->
    [one] na célula
   *[other] nas células
} { $cells-nome }
sum-virtual = elas estão na gaiola das células { $cage-nome } ({ $cage-sum }), { $cells-count ->
    [one] cuja outra célula ({ $cells }) vale
   *[other] cujas outras células ({ $cells }) somam
} { $cage-sum } - { $part } = { $sum }
step-cage-combinations = { $facts }; com dígitos diferentes, essa soma só pode ser feita com { $combinations }
step-cage-candidates = { $facts }; com dígitos diferentes, essa soma pode ser feita com { $combinations }, e, com os seus candidatos, só com { $fitting }
step-hidden-cage-digit = { $facts }; toda forma de fazer essa soma ({ $combinations }) usa o { $digit }, e na gaiola só { $cell-art } pode recebê-lo
step-locked-cage-digit = { $facts }; toda forma de fazer essa soma ({ $combinations }) usa o { $digit }, e na gaiola só { $places-art } podem recebê-lo, então as células que veem todas elas não podem tê-lo
step-cages-in-unit = { $facts }, como { $combinations }; a gaiola das células { $other-nome } ({ $other-sum }), também { $unit-kind ->
    [row] na linha { $unit-number }
    [column] na coluna { $unit-number }
   *[box] no bloco { $unit-number }
}, precisa ser { $other-combinations }, cada uma com um dígito em comum com { $dropped }, o que deixa { $fitting }
step-sum = { $facts }; com os seus candidatos, essa soma só pode ser feita com { $ways }
step-sum-single = { $facts }
