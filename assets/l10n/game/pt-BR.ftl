# As palavras do jogo: telas, botões, configurações, resumos, avisos e o que o leitor de tela
# diz. As mensagens do motor (passos, dicas, técnicas, níveis, listas) estão em ../pt-BR.ftl;
# uma mensagem daqui pode usá-las. Os números escolhem a forma do plural (em português, 0 e 1
# pedem o singular: por isso alguns seletores têm [0]); $level, $time, $date e afins chegam já
# como texto em português.
#
# Convenções: trata-se o jogador por "você", como em ../pt-BR.ftl; jogo (game), sudoku
# (puzzle), célula, linha, coluna, bloco, candidato, notas, dica (hint), erro (mistake),
# sequência (streak), número inicial (given), desafio diário (daily puzzle). Onde o nome de uma
# técnica ou de um nível pediria artigo, a frase evita a concordância ("a técnica
# { $technique }", "de nível { $level }").

## Palavras de várias telas

back = Voltar
cancel = Cancelar
main-menu = Menu principal
level-and-time = { $level } · { $time }
new-game-of = Novo jogo { $level }
count-hints = { $n ->
    [0] sem dicas
    [one] { $n } dica
   *[other] { $n } dicas
}
count-mistakes = { $n ->
    [0] sem erros
    [one] { $n } erro
   *[other] { $n } erros
}

## Datas

date = { $day ->
    [1] 1º
   *[other] { $day }
} de { $month ->
    [1] janeiro
    [2] fevereiro
    [3] março
    [4] abril
    [5] maio
    [6] junho
    [7] julho
    [8] agosto
    [9] setembro
    [10] outubro
    [11] novembro
   *[12] dezembro
} de { $year }
month-of-year = { $month ->
    [1] Janeiro
    [2] Fevereiro
    [3] Março
    [4] Abril
    [5] Maio
    [6] Junho
    [7] Julho
    [8] Agosto
    [9] Setembro
    [10] Outubro
    [11] Novembro
   *[12] Dezembro
} de { $year }
# As iniciais dos dias da semana no calendário, começando pela segunda-feira, separadas por
# espaços.
calendar-weekdays = S T Q Q S S D

## A tela inicial

start-continue = Continuar
start-new-game = Novo jogo
start-daily = Desafio diário
start-daily-caption = { $streak ->
    [0] { $date }
   *[other] { $date } · sequência { $streak }
}
# The day's card once the day's puzzle is solved.
start-daily-caption-solved = { $streak ->
    [0] { $date } · resolvido
   *[other] { $date } · resolvido · sequência { $streak }
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
start-import = Importar um sudoku
start-statistics = Estatísticas
start-settings = Configurações
start-learn-caption = Todas as técnicas explicadas, com prática
start-subtitle = Sudoku

## Um novo jogo pedido enquanto outro está em andamento

replace-title = Há um jogo em andamento
replace-subtitle = { $level } · { $time } · { $left ->
    [one] falta { $left } célula
   *[other] faltam { $left } células
}
replace-continue = Continuar o jogo
replace-continue-caption = Voltar ao jogo em andamento
replace-new-caption = O jogo em andamento contará como desistência
replace-start-daily = Começar o desafio diário
replace-start-archive = Começar o desafio de { $date }
replace-start-level = Começar um novo jogo { $level }
replace-play-imported = Jogar o novo sudoku
replace-practise = Praticar { $technique }
replace-practice-title = Há um exercício em andamento
replace-practice-continue-caption = Voltar ao exercício
replace-practice-new-caption = O exercício em andamento será abandonado

## Níveis

levels-title = Novo jogo
levels-subtitle = Escolha um nível
level-caption-easy = Só singles
level-caption-medium = Pares, trios e candidatos bloqueados
level-caption-hard = X-Wings, wings, peixes e coloração
level-caption-expert = Peixes com barbatana, cadeias, conjuntos quase bloqueados
level-caption-extreme = Cadeias forçadas ou tentativa e erro
kind-classic = Clássico
kind-killer = Killer
start-daily-killer = Killer diário
killer-level-caption-easy = Combinações da gaiola e singles
killer-level-caption-medium = Candidatos da gaiola, innies e outies, pares
killer-level-caption-hard = Gaiolas em uma unidade, innies e outies de grupo
game-killer = Killer · { $level }
game-killer-daily = Killer diário · { $date } · { $level }
game-killer-archive = Killer de { $date } · { $level }
game-killer-imported = Killer importado · { $level }
replace-start-killer-daily = Começar o Killer diário
replace-start-killer-archive = Começar o Killer de { $date }
replace-start-killer-level = Começar um novo Killer { $level }
generating-killer-title = Criando um Killer de nível { $level }
say-killer-ready = O Killer está pronto: { $level }

## Pausa

pause-title = Pausado
pause-resume = Retomar
pause-restart = Reiniciar este sudoku
pause-copy-puzzle = Copiar o sudoku
pause-copy-puzzle-caption = Seus { $n } números iniciais em uma só linha de texto, para jogar em outro lugar
pause-copy-killer-caption = { $n ->
    [0] Suas gaiolas e somas em uma só linha de texto, para jogar em outro lugar
    [one] Suas gaiolas, somas e { $n } número inicial em uma só linha de texto, para jogar em outro lugar
   *[other] Suas gaiolas, somas e { $n } números iniciais em uma só linha de texto, para jogar em outro lugar
}
pause-copy-link = Copiar o link do sudoku

## O fim de um jogo

share-daily = Peerless · desafio diário de { $date }
won-title = Resolvido!
won-daily = { $level } · { $time } · desafio diário de { $date }
won-mistakes-hints = { $mistakes ->
    [0] Sem erros
    [one] { $mistakes } erro
   *[other] { $mistakes } erros
} · { $hints ->
    [0] sem dicas
    [one] { $hints } dica
   *[other] { $hints } dicas
}
won-new-best = Novo melhor tempo
won-best = Melhor tempo: { $time }
won-vs-median = { $faster ->
    [yes] { $diff } mais rápido que sua mediana
   *[no] { $diff } mais lento que sua mediana
}
won-no-best = { $by ->
    [reveal] Uma célula foi revelada: este tempo não conta como melhor tempo.
   *[hint] Uma dica fez uma jogada: este tempo não conta como melhor tempo.
}
won-daily-streak = sequência diária { $n }
won-daily-killer = { $level } · { $time } · Killer diário de { $date }
won-daily-killer-streak = sequência de Killers diários { $n }
new-killer-of = Novo Killer { $level }
won-imported = Sudoku importado: fora das estatísticas do nível { $level }
won-archive = Do arquivo
won-archive-best = Do arquivo · melhor tempo desse dia { $time }
won-needed = Técnicas necessárias: { $techniques }
won-needed-more = { $n ->
    [one] mais uma
   *[other] mais { $n }
}
won-copy-result = Copiar resultado
won-other-level = Outro nível
lost-title = Erros demais
lost-limit = { $n ->
    [one] { $n } erro
   *[other] { $n } erros
}: o limite foi atingido.
lost-cell-is-not = o { $digit } { $cell-em }
lost-taken-back = Os dígitos errados foram retirados.
lost-wrong-now = Dígitos errados agora: { $cells }.
lost-play-on-or-again = Continue jogando sem limite ou recomece o sudoku.
lost-play-on = Continuar jogando
lost-try-again = Recomeçar este sudoku

## Estatísticas

stats-killer-title = Estatísticas do Killer
stats-imported = Sudokus importados
stats-imported-caption = Colados, digitados ou por link: contados à parte
stats-wins = Vitórias: { $won } de { $started } · sequência { $streak } (recorde { $best })
stats-imported-wins = Sudokus importados: vencidos { $won } de { $started }
stats-times = Melhor tempo { $best } · { $n ->
    [one] mediana do último: { $median }
   *[other] mediana dos últimos { $n }: { $median }
}
stats-times-helped = Melhor tempo sem ajuda { $best } · { $n ->
    [one] mediana do último ({ $helped } com ajuda): { $median }
   *[other] mediana dos últimos { $n } ({ $helped } com ajuda): { $median }
}
stats-no-best = Ainda sem melhor tempo: toda vitória teve ajuda · { $n ->
    [one] mediana do último: { $median }
   *[other] mediana dos últimos { $n }: { $median }
}
stats-no-time = Ainda sem tempos: vença um jogo para ver o seu
# The statistics' summary cards: each figure's name under it ($rate a whole percentage; $best
# the longest streak).
stats-card-played = Jogos
stats-card-won = Vitórias
stats-card-rate = Taxa de vitória
stats-card-rate-value = { $rate }%
stats-card-best = Melhor
stats-card-best-unhelped = Melhor sem ajuda
stats-card-median = Mediana de { $n }
stats-card-streak = { $best ->
    [0] Sequência
   *[other] Sequência (melhor { $best })
}
stats-month = { $month } · sequência diária { $streak } (recorde { $best })

## Importar

import-paste = Colar da área de transferência
import-paste-caption = 81 caracteres, uma grade, um Killer ou o link de um sudoku
import-type = Digitar no tabuleiro
import-type-caption = Insira os números iniciais com o teclado e toque em “Iniciar”
import-subtitle = Verificamos conflitos e solução única, depois avaliamos a dificuldade
checking-title = Verificando o sudoku
checking-subtitle = Procurando as técnicas de que ele precisa
import-photo = De uma foto
import-photo-caption = Uma foto ou captura de tela de um sudoku impresso
reading-title = Lendo a foto
reading-subtitle = Procurando a grade e seus dígitos
review-title = Confira o sudoku
review-read = { $digits ->
    [one] Um dígito lido da foto.
   *[other] { $digits } dígitos lidos da foto.
}
review-doubtful = { $cells ->
    [one] Uma célula é duvidosa e está emoldurada: compare-a com a foto.
   *[other] { $cells } células são duvidosas e estão emolduradas: compare-as com a foto.
}
review-no-solution = Do jeito que está, o sudoku não tem solução: um dígito foi lido errado.
review-several-solutions = Do jeito que está, o sudoku tem mais de uma solução: falta um dígito.
review-sure = { $digits ->
    [one] Um dígito lido: compare-o com a foto e toque em “Iniciar”.
   *[other] { $digits } dígitos lidos: compare-os com a foto e toque em “Iniciar”.
}
review-correct = Toque numa célula e depois num dígito para corrigi-la; “Iniciar” verifica o sudoku.
review-start = Corrija qualquer célula diferente da foto e toque em “Iniciar”.
notice-photo-drop = Arraste uma foto do sudoku para esta janela.
photo-error-unopened = Não foi possível abrir o arquivo.
photo-error-no-reader = Não é possível ler fotos aqui.
photo-error-not-an-image = Esse arquivo não é uma imagem: escolha uma foto JPEG ou PNG.
photo-error-unsupported = O formato dessa imagem não pode ser lido: escolha uma foto JPEG ou PNG.
photo-error-damaged = A imagem está danificada ou incompleta.
photo-error-too-large = A imagem é grande demais para ser lida (mais de 64 MB ou 100 megapixels).
photo-error-too-small = A imagem é pequena demais para conter um sudoku legível.
photo-error-no-grid = Nenhuma grade de sudoku foi encontrada na foto: fotografe a grade inteira, plana e bem iluminada.
photo-error-two-grids = A foto mostra duas grades: fotografe uma de cada vez.
photo-error-grid-too-small = A grade está pequena demais na foto: chegue mais perto.
photo-error-blurred = A foto está borrada demais para ser lida: fique parado ou foque na grade.

## Telas de espera

practising-example = Buscando exemplo: { $technique }
practising-position = Buscando uma posição para praticar: { $technique }
generating-title = Criando um sudoku de nível { $level }

## Configurações

settings-play = Jogo
settings-look = Aparência
settings-help = Ajudas
settings-accessibility = Acessibilidade
settings-play-caption = { $vibration ->
    [yes] Entrada, notas, cronômetro, vibração
   *[no] Entrada, notas, cronômetro
}
settings-look-caption = Tema, tamanho dos dígitos, candidatos, mão, destaques
settings-help-caption = Conflitos, erros, info da célula, nomes das células
settings-accessibility-caption = Leitor de tela, tamanho do texto das dicas
setting-language = Idioma
setting-theme = Tema
setting-highlight-peers = Destacar linha, coluna, bloco
setting-highlight-same-digit = Destacar mesmo dígito
setting-show-conflicts = Mostrar conflitos
setting-check-mistakes = Comparar com a solução
setting-mistake-limit = Limite de erros
setting-auto-remove-notes = Limpar notas ao preencher
setting-show-timer = Mostrar cronômetro
setting-input = Entrada
setting-cell-info = Info da célula
setting-digit-size = Tamanho dos dígitos
setting-candidate-style = Candidatos
setting-tools-left = Ferramentas na horizontal
setting-cage-tints = Colorir as gaiolas (Killer)
setting-reduced-motion = Reduzir movimento
setting-haptics = Vibração
setting-cell-names = Nomes das células nas dicas
setting-speak-order = Leitura de uma célula
setting-speak-candidates = Ler candidatos da célula selecionada
setting-large-hint-text = Dicas em letra grande
value-on = Sim
value-off = Não
value-theme-system = Sistema
value-theme-light = Claro
value-theme-dark = Escuro
value-none = Sem limite
value-digit-first = Primeiro o dígito
value-cell-first = Primeiro a célula
value-small = Pequeno
value-normal = Normal
value-large = Grande
value-grid = Grade
value-centre = Centro
value-left = Esquerda
value-right = Direita
# O nome de uma célula como as dicas o dizem, para mostrar a opção escolhida: r3c7, ou linha 3,
# coluna 7.
value-cell-name = { $cell }
value-position-first = Primeiro a posição
value-value-first = Primeiro o valor
# O valor da configuração de idioma quando segue a do sistema.
value-language-system = Sistema
# Primeiro na lista de idiomas: seguir o idioma do sistema, nomeado abaixo com o próprio nome.
language-system = O idioma do sistema

## Aprender as técnicas: a biblioteca, as lições e a prática

learn-title = Aprender
learn-subtitle = Todas as técnicas das dicas, da mais fácil à mais difícil
# O botão de um nível na biblioteca: quantas das suas técnicas o jogador já encontrou.
learn-level-caption = { $all ->
    [one] { $found } de { $all } técnica encontrada
   *[other] { $found } de { $all } técnicas encontradas
}
learn-level-title = Técnicas de nível { $level }
learn-level-subtitle = Cada uma com sua lição e posições para praticar
learn-killer-title = Técnicas do Killer
learn-killer-subtitle = As técnicas que leem as gaiolas, da mais fácil à mais difícil
learn-killer-level-title = Técnicas do Killer de nível { $level }
learn-more = Mais técnicas
learn-page = Página { $page } de { $pages }
# O botão de uma técnica: o histórico do jogador com ela.
learn-not-practised = Ainda não praticada
learn-progress-found = Encontrada { $found ->
    [one] { $found } vez
   *[other] { $found } vezes
}
learn-progress-found-helped = Encontrada { $found ->
    [one] { $found } vez
   *[other] { $found } vezes
}, { $helped } com ajuda
learn-progress-found-streak = Encontrada { $found ->
    [one] { $found } vez
   *[other] { $found } vezes
} · sequência { $streak }
learn-progress-found-helped-streak = Encontrada { $found ->
    [one] { $found } vez
   *[other] { $found } vezes
}, { $helped } com ajuda · sequência { $streak }
# O passo encontrado; $step é a frase do passo.
learn-right = Certo! { $step }
learn-found-with-hint = Encontrada com a ajuda da dica. { $step }
# “Dica” é o nome do botão da ferramenta.
learn-find-elimination = Encontre onde a técnica { $technique } se aplica e remova um dos candidatos que ela elimina. “Dica” mostra onde olhar.
learn-find-placement = Encontre onde a técnica { $technique } se aplica e coloque o dígito que ela determina. “Dica” mostra onde olhar.
learn-no-position = Desta vez não foi encontrada nenhuma posição para { $technique }: tente de novo.
# Uma jogada que o passo praticado não faz, recusada.
practice-wrong-true-candidate = Esse não: o { $digit } tem de ficar { $cell-em }; a técnica { $technique } não o remove. Olhe de novo.
practice-wrong-not-by-this = O { $digit } pode sair { $cell-de }, mas não pela técnica { $technique }: encontre-a primeiro.
practice-wrong-digit = Esse não: o { $digit } não vai { $cell-em }. Olhe de novo.
practice-wrong-not-placed-by-this = O { $digit } vai { $cell-em }, mas a técnica { $technique } não mostra isso: encontre-a primeiro.

## Avisos

# $text é o que foi copiado: uma linha de resultado, um sudoku ou um link.
notice-copied = Copiado: { $text }
notice-copy-failed = Nada foi copiado: não é possível acessar a área de transferência deste dispositivo.
notice-clipboard-empty = A área de transferência não tem texto para importar.
# $error é uma das mensagens import-error.
notice-link-unplayable = O sudoku do link não pode ser jogado: { $error }
# $seconds tem uma casa decimal: 1.5
generating-still-looking = Ainda procurando um que exija as técnicas certas: { $seconds } s

## Por que um sudoku importado não pode ser jogado

# $error é uma das mensagens abaixo que começam com minúscula.
import-error-unreadable = Não é possível ler o sudoku: { $error }.
import-error-unexpected-char = linha { $line }, coluna { $column }: { $char } inesperado (uma célula é 1-9, ou . ou 0 se vazia)
import-error-unexpected-char-at = linha { $line }, coluna { $column }: { $char } inesperado no lugar { $cell-de } (uma célula é 1-9, ou . ou 0 se vazia)
# O caractere que o leitor não esperava: ele mesmo, seu código (U+0009) ou os dois.
import-error-char = caractere '{ $char }'
import-error-char-code = caractere U+{ $code }
import-error-char-and-code = caractere '{ $char }' (U+{ $code })
import-error-no-cells = o texto não tem células (um sudoku tem 81)
import-error-too-few-cells = eram esperadas 81 células, mas há { $found }
import-error-too-many-cells = linha { $line }, coluna { $column }: a célula 82 está sobrando (eram esperadas 81 células, mas há { $found })
import-error-not-utf8 = linha { $line }, coluna { $column }: o texto não é UTF-8 válido
import-error-joined-digits = linha { $line }, coluna { $column }: um número de dois algarismos conta como duas células, e uma célula tem um só dígito de 1 a 9 (eram esperadas 81 células, mas há { $found })
# $clash é import-error-clash-pair; $more conta os outros pares em conflito.
import-error-clash = { $more ->
    [0] Há números iniciais em conflito: { $clash }.
    [1] Há números iniciais em conflito: { $clash }, e mais um par.
   *[other] Há números iniciais em conflito: { $clash }, e mais { $more } pares.
}
import-error-clash-pair = o { $digit } { $first-em } conflita com o { $digit } { $second-em } ({ $unit-kind ->
    [row] na linha { $unit-number }
    [column] na coluna { $unit-number }
   *[box] no bloco { $unit-number }
})
import-error-link-without-puzzle = O link não contém nenhum sudoku: o link de um sudoku termina em #<81 caracteres> ou tem ?p=<81 caracteres>.
import-error-already-solved = A grade já está completa: não há nada para resolver.
import-error-no-solution = O sudoku não tem solução: nenhuma forma de preencher as células vazias obedece às regras.
import-error-multiple-solutions = O sudoku tem mais de uma solução ({ $cell-em } pode ir o { $first } ou o { $second }, por exemplo), então faltam números iniciais.
# $error é uma das mensagens killer-error, ou uma mensagem cage-error.
import-error-killer-unreadable = Não é possível ler o Killer: { $error }.
# $error é uma das mensagens link-error, ou uma mensagem cage-error.
import-error-killer-link = Não é possível jogar o Killer do link: { $error }.

## Why a Killer in Peerless's one-line format cannot be read (see en.ftl)

killer-error-unexpected-char-at = linha { $line }, coluna { $column }: { $char } inesperado no lugar da letra da gaiola { $cell-de } (uma gaiola é marcada por uma letra A–Z ou a–z, e um ':' inicia as somas)
killer-error-unexpected-char = linha { $line }, coluna { $column }: { $char } inesperado depois das 81 letras das gaiolas (uma gaiola é marcada por uma letra A–Z ou a–z, e um ':' inicia as somas)
killer-error-too-few-letters = eram esperadas 81 letras de gaiola, uma por célula, mas há { $found }
killer-error-too-many-letters = linha { $line }, coluna { $column }: a letra 82 está sobrando (uma letra de gaiola para cada uma das 81 células, mas há { $found })
killer-error-missing-sums = as letras das gaiolas não são seguidas de ':' e das somas (como em 'AB...:3,15,...')
killer-error-bad-sum = linha { $line }, coluna { $column }: '{ $text }' não é uma soma (as somas são números inteiros separados por vírgulas)
killer-error-missing-sum = linha { $line }, coluna { $column }: falta uma soma (as somas são números inteiros separados por vírgulas)
killer-error-sum-count = as letras formam { $cages ->
    [one] { $cages } gaiola
   *[other] { $cages } gaiolas
}, mas { $sums ->
    [one] segue { $sums } soma
   *[other] seguem { $sums } somas
} (uma soma por gaiola, na ordem das primeiras células das gaiolas)
killer-error-cage = gaiola { $letter }: { $error }
killer-error-givens = os números iniciais (a partir da linha { $line }, coluna { $column }): { $error }
killer-error-too-many-parts = linha { $line }, coluna { $column }: um terceiro ':' (o texto tem no máximo três partes: letras, somas e números iniciais)

## Why cages are no Killer (see en.ftl)

cage-error-empty = a gaiola { $cage } não tem células
cage-error-overlap = { $cell-art } está em duas gaiolas, a gaiola { $cage } e a gaiola { $other }
cage-error-uncovered = { $cell-art } não está em nenhuma gaiola
cage-error-disconnected = a gaiola { $cage } ({ $first-em }) está partida: nenhum caminho de células vizinhas da gaiola une { $first-art } e { $cell-art }
cage-error-too-big = a gaiola { $cage } ({ $first-em }) tem { $size } células e soma { $sum }, mas uma gaiola comporta no máximo 9 dígitos diferentes
cage-error-sum-fixed = a gaiola { $cage } ({ $first-em }) tem { $size } células e soma { $sum }, mas { $size } dígitos diferentes sempre somam { $low }
cage-error-sum-range = a gaiola { $cage } ({ $first-em }) tem { $size ->
    [one] { $size } célula e soma { $sum }, mas um dígito vale de { $low } a { $high }
   *[other] { $size } células e soma { $sum }, mas { $size } dígitos diferentes somam de { $low } a { $high }
}
cage-error-total = as somas das gaiolas dão { $total }, mas uma grade resolvida soma 405

## Why an f-puzzles or SudokuPad link holds no Killer Peerless plays (see en.ftl)

link-error-not-a-link = não é um link do f-puzzles ou do SudokuPad com um sudoku inteiro
link-error-stored-online = '{ $id }' indica um sudoku guardado na página: abra-o lá e compartilhe o link longo, que contém o sudoku inteiro
link-error-format = o link contém o formato '{ $name }' do SudokuPad, que o Peerless não lê (ele lê 'scl', 'ctc' e 'fpuzzles')
link-error-decompress = os dados do link não se descompactam: talvez ele esteja cortado ou alterado
# $message é a do leitor de JSON, em inglês.
link-error-json = os dados do link não são o JSON de um sudoku: { $message }
link-error-no-grid = o sudoku não tem uma grade de células
link-error-size = o sudoku tem { $rows } por { $columns }, e um Killer tem 9 por 9
link-error-irregular = as regiões do sudoku não são os nove blocos 3x3
link-error-feature = o sudoku tem '{ $name }', uma regra ou desenho além das gaiolas e dos números iniciais, que o Peerless não joga
link-error-no-sum = a gaiola { $cage } não tem soma
link-error-bad-sum = a soma '{ $text }' da gaiola { $cage } não é um número inteiro
link-error-bad-cell = '{ $text }' não é uma célula de uma grade 9x9
link-error-bad-given = o número inicial { $cell-em }, '{ $text }', não é um dígito de 1 a 9

## Barras de ferramentas (curtas: cada uma cabe num botão de uma fileira de seis)

tool-undo = Desfazer
tool-erase = Apagar
# A ferramenta de notas: Notas enquanto o teclado escreve dígitos; senão, o modo do teclado.
tool-notes = Notas
tool-centre = Centro
tool-corner = Canto
tool-colour = Cor
notes-kind-candidates = Candidatos
notes-kind-centre = Notas centrais
notes-kind-corner = Notas de canto
notes-kind-colour = Cores
# Preenche as notas de todas as células vazias.
tool-auto = Auto
tool-hint = Dica
# The hint card: its level in words ($level: technique, cells, move).
hint-card-level = { $level ->
    [technique] Dica 1 de 3: onde olhar
    [cells] Dica 2 de 3: as células
   *[move] Dica 3 de 3: a jogada
}
# The card's button to the hint's next level; after the last, it makes the move.
hint-card-next = { $level ->
    [technique] Mostrar as células
    [cells] Mostrar a jogada
   *[move] Fazer a jogada
}
# The card's text goes on past its lines ("more"), or folds back ("less").
hint-card-more = Mais
hint-card-less = Menos
# The card's close button, as a screen reader names it (it shows a cross).
hint-card-close = Fechar a dica
# Above the board while no hint shows: how much of the board is filled ($filled, the
# givens included), and where help is.
progress-filled = { $filled } de 81 células preenchidas
progress-tip = Travou? A dica diz primeiro onde olhar, depois mais.
tool-redo = Refazer
tool-back = Voltar
# Esvazia o tabuleiro inteiro enquanto se digita um sudoku.
tool-clear = Limpar
tool-paste = Colar
# Verifica o sudoku digitado e começa o jogo.
tool-start = Iniciar
# A próxima posição para praticar.
tool-next = Próximo
# Numa lição: a primeira posição para praticar.
tool-practise = Praticar
# Numa lição: o passo desta posição, depois a ideia da técnica.
tool-example = Exemplo
tool-idea = Ideia

## Digitar um sudoku

entry-title = Digite um sudoku
entry-help = Toque numa célula e depois num dígito, para cada número inicial. “Iniciar” verifica o sudoku.

## O gráfico dos últimos tempos nas estatísticas

stats-last-times = Últimos tempos
stats-no-wins = Ainda sem vitórias neste nível
stats-helped = com ajuda
# Os nomes das linhas do gráfico: o melhor tempo e a mediana.
stats-best = melhor
stats-median = mediana

## Jogos salvos

# $reason é a do sistema, como ele a deu.
save-not-kept = Os jogos não serão salvos quando você sair: { $reason }.
save-reason-no-home = nenhuma pasta pessoal foi encontrada para os jogos salvos
save-reason-no-app-folder = o sistema não forneceu uma pasta para os arquivos do app
save-reason-browser-refuses = o navegador não permite que esta página guarde dados
save-reason-full = não há mais espaço para guardá-lo
save-reason-denied = o sistema não permite gravá-lo
save-reason-system = { $file }: { $message }
save-reason-unknown = { $message }
save-place-browser = armazenamento local do navegador
save-failed = Não foi possível salvar seu jogo: { $reason }. Vamos tentar de novo.
# $reason é o motivo, como o leitor do jogo salvo o diz.
save-damaged = Não foi possível ler seu último salvamento: o arquivo está danificado.
save-newer = Seu último salvamento foi feito por uma versão mais nova do Peerless, que esta versão não consegue ler.
save-missing = Seu último salvamento está faltando.
save-not-opened = Não foi possível abrir seu último salvamento: { $reason }.
save-parts-damaged = Não foi possível ler uma parte do seu último salvamento.
save-backup-loaded = O salvamento anterior foi carregado no lugar dele.
save-fresh = Nenhum salvamento anterior pôde ser lido, então o jogo começa do zero.
save-parts-restored = Recuperado do salvamento anterior: { $parts }.
save-parts-lost = Não foi possível recuperar (recomeçando do zero): { $parts }.
save-part = { $part ->
    [settings] suas configurações
    [statistics] suas estatísticas
    [game] seu jogo em andamento
   *[practice] seu progresso nos treinos
}
save-kept = Seu último salvamento foi guardado como estava, com o nome { $file }, em { $folder }.
save-backup-kept = O salvamento anterior também não pôde ser lido e foi guardado como { $file }.
save-newer-found = Seus jogos de uma versão mais nova do Peerless, que uma versão mais antiga tinha deixado de lado como { $file }, foram encontrados e carregados.
save-older-kept = O que a versão mais antiga salvou foi guardado como { $file } em { $folder }.
save-followed = O jogo foi jogado em outra janela ou aba: esta agora o mostra como ficou lá.
save-followed-moves-lost = O jogo foi jogado em outra janela ou aba, que o salvou depois das suas últimas jogadas aqui: esta agora o mostra como ficou lá, sem essas jogadas.
save-sentences = { $first } { $next }

## O leitor de tela: os nomes da árvore de acessibilidade

# O nome de uma célula: suas partes unidas por list-separator, na ordem que o jogador escolheu:
# seu dígito (ou access-empty), access-given, access-clashes, access-wrong; seu lugar
# (cell-spelled); sua cor; suas notas (access-candidates, access-corner). $digits são dígitos
# separados por espaços ("2 6").
access-empty = vazia
access-value = { $digit }
access-parts = { $parts }
access-header = { $level }{ list-separator }{ $mistakes }
access-given = inicial
access-clashes = em conflito
access-cage-full = { $size ->
    [one] gaiola de uma célula, soma { $sum }
   *[other] gaiola de { $size } células, soma { $sum }
}
access-cage-first = célula superior esquerda
access-cage-short = gaiola { $sum }
access-wrong = errada
access-doubtful = duvidosa
access-candidates = candidatos { $digits }
access-corner = canto { $digits }
# As cores que o jogador dá às células, com os nomes dos tons da paleta, na ordem do teclado.
access-colour-orange = laranja
access-colour-sky-blue = azul-celeste
access-colour-green = verde
access-colour-yellow = amarelo
access-colour-blue = azul
access-colour-purple = roxo
access-colour-grey = cinza
access-colour-lavender = lavanda
access-colour-brown = marrom
access-pause = Pausa
access-tools = Ferramentas
access-board = Tabuleiro
access-time = { $time }
access-time-helped = { $time } com ajuda
access-chart = Últimos tempos de resolução, do mais antigo ao mais recente: { $times }
access-month-before = Mês anterior
access-month-after = Próximo mês
access-calendar = Sudokus diários de { $month }
access-day = { $state ->
    [won] { $date }, resolvido em { $time }
    [today-won] { $date }, o sudoku de hoje, resolvido em { $time }
    [archive] { $date }, resolvido pelo arquivo em { $time }
    [today] { $date }, o sudoku de hoje
    [future] { $date }, ainda não disponível
   *[open] { $date }
}
# O teclado, com o nome do que ele escreve.
access-pad-digits = Teclado: dígitos
access-pad-candidates = Teclado: candidatos
access-pad-centre = Teclado: notas centrais
access-pad-corner = Teclado: notas de canto
access-pad-colours = Teclado: cores
access-note-kinds = Tipo de notas: { $kind }
# Um dígito do teclado e quantos dele faltam colocar.
access-pad-digit = { $digit }, { $n ->
    [0] todos colocados
   *[other] faltam { $n }
}
# O botão de um menu com seu valor (o de uma configuração).
access-menu-value = { $label }: { $value }
# Uma linha, uma coluna ou um bloco lidos em voz alta: $cells são os dígitos das suas células
# (ou access-empty), unidos por list-separator.
access-unit-reading = { $unit-kind ->
    [row] Linha
    [column] Coluna
   *[box] Bloco
} { $unit-number }: { $cells }
# Quantos de um dígito faltam colocar; os nove são lidos unidos por list-separator.
access-remaining = { $digit }: { $n ->
    [0] completo
   *[other] faltam { $n }
}

## O leitor de tela: o que é anunciado ($cell por extenso: linha 3, coluna 7)

say-given = { $cell }: número inicial
say-cell-filled = { $cell }: já tem um dígito
say-already-empty = { $cell }: já está vazia
say-edge = { $side ->
    [up] Não há linha acima
    [down] Não há linha abaixo
    [left] Não há coluna à esquerda
   *[right] Não há coluna à direita
}
say-nothing-to-undo = Nada para desfazer
say-nothing-to-redo = Nada para refazer
say-no-hint = Sem dica: o tabuleiro está resolvido
say-placed = { $digit } { $cell-em }
say-emptied = { $cell } esvaziada
# O que uma célula tem agora, como $what de say-revealed, say-undone e say-redone.
say-cell-is = { $cell } é { $digit }
say-cell-is-empty = { $cell } está vazia
say-revealed = Revelado: { $what }
say-candidate-added = candidato { $digit } adicionado { $cell-em }
say-candidate-removed = candidato { $digit } removido { $cell-de }
say-corner-added = nota de canto { $digit } adicionada { $cell-em }
say-corner-removed = nota de canto { $digit } removida { $cell-de }
# $colour é um dos nomes access-colour-...
say-coloured = { $colour } { $cell-em }
say-colour-removed = cor removida { $cell-de }
say-marked = { $n ->
    [0] nenhuma célula marcada
    [one] { $n } célula marcada
   *[other] { $n } células marcadas
}
say-candidates-filled = Candidatos preenchidos
say-notes-cleared = Notas apagadas
say-restarted = Reiniciado
say-undone = Desfeito: { $what }
say-redone = Refeito: { $what }
say-undone-cells = Desfeito: { $n ->
    [0] nenhuma célula
    [one] { $n } célula
   *[other] { $n } células
}
say-redone-cells = Refeito: { $n ->
    [0] nenhuma célula
    [one] { $n } célula
   *[other] { $n } células
}
# O último nível da dica fez sua jogada: $changes são as células que ela mudou (say-placed ou
# say-now-candidates), unidas por list-separator.
say-hint-made = Dica aplicada: { $changes }
say-now-candidates = { $cell } agora tem os candidatos { $digits }
# O resultado de uma jogada vem depois do que ela fez, cada parte após list-separator. $cells são
# as células em conflito, ditas como toda lista de células, aqui depois de "em" ($cells-em: "na
# linha 1, coluna 1 bem como na linha 2, coluna 3").
say-clashes = em conflito com o { $digit } { $cells-em }
say-mistake = erro { $n }
say-mistake-of = erro { $n } de { $limit }
say-unit-complete = { $unit-kind ->
    [row] linha { $unit-number } completa
    [column] coluna { $unit-number } completa
   *[box] bloco { $unit-number } completo
}
say-every-placed = todos os { $digit } colocados
# $said é o que a jogada fez.
say-lost = { $said }. Jogo perdido: erros demais
say-after = { $said }{ list-separator }{ $more }
say-no-cell-selected = Nenhuma célula selecionada
say-puzzle-ready = O sudoku está pronto: { $level }
# O fim de um jogo lido como um só anúncio: seu título e cada linha do resumo ($next) depois do
# que já foi dito ($said); say-then depois do fim de uma frase (! ou .), senão
# say-then-sentence.
say-then = { $said } { $next }
say-then-sentence = { $said }. { $next }

## O cabeçalho da tela de jogo e a linha de informação da célula

header-mistakes = Erros: { $n }
header-mistakes-of = Erros: { $n }/{ $limit }
# A linha sob o teclado quando a info da célula está ativada: $cell é o nome da célula, $index
# seu número (de 0 a 80).
cell-info-holds = { $cell } · índice { $index } · linha { $row }, coluna { $column }, bloco { $box } · contém o { $digit }
cell-info-candidates = { $cell } · índice { $index } · linha { $row }, coluna { $column }, bloco { $box } · candidatos { $digits }
cell-info-no-candidates = { $cell } · índice { $index } · linha { $row }, coluna { $column }, bloco { $box } · sem candidatos

## The Killer cage calculator, in the hint card's place while a cell of a cage is selected and
## no hint shows: the cage's sum ($sum), what its empty cells must still add up to ($left) and
## how many they are ($empty); under it the combinations still possible there (written
## 1+5 · 2+4 in every language), or one of the sentences below.
calculator-cage = Gaiola { $sum } · { $left ->
    [one] falta
   *[other] faltam
} { $left } em { $empty ->
    [one] { $empty } célula
   *[other] { $empty } células
}
# The cage full: its digits different and adding up to its sum, or not (the line under it
# says what is wrong).
calculator-cage-complete = Gaiola { $sum } · completa
calculator-cage-full = Gaiola { $sum } · cheia
# The digits placed add up to more than the sum, $empty cells still empty.
calculator-cage-empty = Gaiola { $sum } · { $empty ->
    [one] { $empty } célula vazia
   *[other] { $empty } células vazias
}
# Under the cage's line, in the clash's red: what breaks the cage ($placed: what its digits
# add up to).
calculator-repeated = O { $digit } aparece duas vezes na gaiola
calculator-placed-sum = Seus dígitos somam { $placed }, não { $sum }
calculator-no-combination = Seus dígitos não cabem em nenhuma combinação
# The candidates (the player's notes, else the digits the board allows) fit no combination.
calculator-no-fit = Nenhuma combinação se encaixa nos candidatos
# Several cells selected: how many ($selected, 2 or more), what their digits add up to ($total),
# how many are empty ($empty); when they are whole cages, how many ($cages), their sums' total
# ($sum) and what is left for their empty cells ($left).
calculator-selection = { $selected } células · total { $total }
calculator-selection-blank = { $selected } células · todas vazias
calculator-selection-empty = { $selected } células · { $empty ->
    [one] { $empty } vazia
   *[other] { $empty } vazias
} · soma parcial { $total }
calculator-selection-cages = { $selected } células em { $cages ->
    [one] { $cages } gaiola
   *[other] { $cages } gaiolas
} · total { $sum }
calculator-selection-left = { $left ->
    [one] falta
   *[other] faltam
} { $left } em { $empty ->
    [one] { $empty } célula vazia
   *[other] { $empty } células vazias
}

## What each game is, and the questions about past days (the header, Continue, the pause
## screen, the summary, the shared result) and the language the command line chose

day-of-month = { $day ->
    [1] 1º
   *[other] { $day }
} de { $month ->
    [1] janeiro
    [2] fevereiro
    [3] março
    [4] abril
    [5] maio
    [6] junho
    [7] julho
    [8] agosto
    [9] setembro
    [10] outubro
    [11] novembro
   *[12] dezembro
}
game-daily = Desafio diário · { $date } · { $level }
game-archive = Desafio de { $date } · { $level }
game-imported = Importado · { $level }
game-practice = Prática · { $technique }
game-lesson = Lição · { $technique }
share-archive = Peerless · desafio diário de { $date } (arquivo)
share-imported = Peerless · sudoku importado, nível { $level }
share-killer = Killer
share-imported-killer = Peerless · Killer importado, nível { $level }
replay-title = Jogar de novo o desafio de { $date }?
replay-subtitle = Resolvido em { $time }
replay-again = Jogar de novo
replay-again-caption = Um tempo mais rápido vira o melhor desse dia
setting-language-forced = Escolhido na linha de comando
setting-theme-forced = Escolhido na linha de comando

## A página (no navegador)

notice-language-needs-connection = { $language } precisa de conexão na primeira vez: o jogo mudará para esse idioma assim que voltar a ficar on-line.
paste-field-label = Cole ou digite o sudoku: 81 algarismos (0 ou . para uma célula vazia), uma grade, um Killer no formato do Peerless ou um link.
paste-field-import = Importar

setting-keys = Teclas
setting-keys-caption = Atalhos de teclado
keys-title = Teclas
keys-place = 1 a 9; Shift+dígito
keys-place-does = Colocar ou anotar um dígito; Shift: uma nota
keys-move = Setas, W A S D
keys-move-does = Mover entre células
keys-erase = Backspace, Delete, 0
keys-erase-does = Apagar a célula
keys-notes = N
keys-notes-does = Ligar ou desligar as notas
keys-modes = Z, X, C, V
keys-modes-does = Dígito, canto, candidato, cor
keys-hint = H
keys-hint-does = Dica
keys-undo = Ctrl+Z, Ctrl+Y
keys-undo-does = Desfazer, refazer
keys-paste = Ctrl+V
keys-paste-does = Importar o sudoku da área de transferência
keys-escape = Esc
keys-escape-does = Pausa; nas outras telas, volta uma
keys-read = Shift+R, C, B, I, K
keys-read-does = Ler a linha, a coluna, o bloco, os dígitos que faltam, a gaiola de um Killer
say-no-cage = Sem gaiola: é um sudoku clássico
say-keys = Teclas: 1 a 9 colocam um dígito, N liga ou desliga as notas, H dá uma dica, Shift+R, Shift+C e Shift+B leem a linha, a coluna ou o bloco, Shift+I os dígitos que faltam. Configurações, Teclas mostra todas.
say-keys-killer = Shift+K lê a gaiola: o que falta da sua soma e suas combinações.
# A card's figure when there is none yet (no best time, too few wins for a median), as a screen reader says it.
access-no-figure = ainda não há
# The statistics' level buttons as a screen reader has them: one group, the level shown its chosen member.
access-stats-levels = Nível
# What a step drawn at its fullest (a lesson's example, a hint's last level) marks in a cell, as a
# screen reader says it after the cell's name: the digit it places, the candidates it removes,
# the pattern's candidates ($digits a list), an outlined unit the cell is in.
access-step-places = aqui vai o { $digit }
access-step-removes = removido aqui: { $digits }
access-step-marks = marcado: { $digits }
access-step-unit = em destaque: { $unit }
