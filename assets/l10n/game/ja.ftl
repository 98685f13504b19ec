# The game's words: screens, buttons, settings, summaries, notices, the screen reader's words.
# 日本語（ja）。用語はエンジンの ja.ftl に合わせる：マス、行、列、ブロック、候補、数字、メモ、
# 難易度（初級・中級・上級・エキスパート・エクストリーム）。画面の文は「です・ます」、
# ボタンや見出しは体言止め。問題の最初からある数字（givens）は「問題の数字」と呼ぶ
# （「ヒント」はヒントボタンと紛らわしいため）。

## Words on many screens

back = 戻る
cancel = キャンセル
main-menu = メインメニュー
level-and-time = { $level } · { $time }
new-game-of = 新しいゲーム（{ $level }）
count-hints = { $n ->
    [0] ヒントなし
   *[other] ヒント{ $n }回
}
count-mistakes = { $n ->
    [0] ミスなし
   *[other] ミス{ $n }回
}

## Dates

date = { $year }年{ $month }月{ $day }日
month-of-year = { $year }年{ $month }月
# The calendar's weekday initials, Monday first, separated by spaces.
calendar-weekdays = 月 火 水 木 金 土 日

## The start screen

start-continue = 続ける
start-new-game = 新しいゲーム
start-daily = デイリーパズル
start-daily-caption = { $streak ->
    [0] { $date }
   *[other] { $date } · { $streak }日連続
}
# The day's card once the day's puzzle is solved.
start-daily-caption-solved = { $streak ->
    [0] { $date } · 解決済み
   *[other] { $date } · 解決済み · { $streak }日連続
}
# A level's name in the start screen's row of five ($level: easy, medium, hard, expert,
# extreme): the name itself ($name), or a shorter one where it would not fit a fifth of a
# phone's width.
start-level-name = { $level ->
   *[other] { $name }
}
# The icon buttons' words on the start screen (short: four share a row).
start-learn-short = 学ぶ
start-import-short = インポート
start-import = 問題をインポート
start-statistics = 統計
start-settings = 設定
start-learn-caption = すべてのテクニックを解説、練習つき
start-subtitle = 数独

## A new game asked for while one is in progress

replace-title = 進行中のゲームがあります
replace-subtitle = { $level } · { $time } · 残り{ $left }マス
replace-continue = 続きをプレイ
replace-continue-caption = 進行中のゲームに戻ります
replace-new-caption = 進行中のゲームはリタイア扱いになります
replace-start-daily = デイリーパズルを始める
replace-start-archive = { $date }のデイリーパズルを始める
replace-start-level = { $level }の新しいゲームを始める
replace-play-imported = 新しい問題をプレイ
replace-practise = { $technique }を練習する
replace-practice-title = 練習問題の途中です
replace-practice-continue-caption = 練習問題に戻ります
replace-practice-new-caption = 練習中の問題は終了します

## Levels

levels-title = 新しいゲーム
levels-subtitle = 難易度を選んでください
level-caption-easy = シングルのみ
level-caption-medium = ペア、トリプル、ポインティング、ボックスライン
level-caption-hard = Xウィング、ウィング系、フィッシュ、カラーリング
level-caption-expert = フィンドフィッシュ、チェーン、ALS
level-caption-extreme = フォーシングチェーンまたは試行錯誤
kind-classic = クラシック
kind-killer = キラー
start-daily-killer = デイリーキラー
killer-level-caption-easy = ケージの組み合わせとシングル
killer-level-caption-medium = ケージの候補、イニーズとアウティーズ、ペア
killer-level-caption-hard = 同じ領域のケージ、グループのイニーズとアウティーズ
game-killer = キラー · { $level }
game-killer-daily = デイリーキラー · { $date } · { $level }
game-killer-archive = { $date }のデイリーキラー · { $level }
game-killer-imported = インポートしたキラー · { $level }
replace-start-killer-daily = デイリーキラーを始める
replace-start-killer-archive = { $date }のデイリーキラーを始める
replace-start-killer-level = { $level }の新しいキラーを始める
generating-killer-title = { $level }のキラーを作成中
say-killer-ready = キラーの準備ができました：{ $level }

## Pause

pause-title = 一時停止中
pause-resume = 再開
pause-restart = この問題を最初から
pause-copy-puzzle = 問題をコピー
pause-copy-puzzle-caption = 問題の数字{ $n }個を1行のテキストに。他のアプリで遊べます
pause-copy-killer-caption = { $n ->
    [0] ケージと合計を1行のテキストに。他のアプリで遊べます
   *[other] ケージと合計、問題の数字{ $n }個を1行のテキストに。他のアプリで遊べます
}
pause-copy-link = 問題へのリンクをコピー

## The end of a game

share-daily = Peerless デイリー { $date }
won-title = クリア！
won-daily = { $level } · { $time } · { $date }のデイリーパズル
won-mistakes-hints = { $mistakes ->
    [0] ミスなし
   *[other] ミス{ $mistakes }回
} · { $hints ->
    [0] ヒントなし
   *[other] ヒント{ $hints }回
}
won-new-best = ベストタイム更新
won-best = ベスト { $time }
won-vs-median = { $faster ->
    [yes] 中央値より{ $diff }速い
   *[no] 中央値より{ $diff }遅い
}
won-no-best = { $by ->
    [reveal] マスを表示したため、このタイムはベストタイムになりません。
   *[hint] ヒントが数字を入れたため、このタイムはベストタイムになりません。
}
won-daily-streak = デイリー{ $n }日連続
won-daily-killer = { $level } · { $time } · { $date }のデイリーキラー
won-daily-killer-streak = デイリーキラー{ $n }日連続
new-killer-of = 新しいキラー（{ $level }）
won-imported = インポートした問題：{ $level }の統計には含まれません
won-archive = 過去のデイリーパズル
won-archive-best = 過去のデイリーパズル · この日のベスト { $time }
won-needed = 必要なテクニック：{ $techniques }
won-needed-more = ほか{ $n }個
won-copy-result = 結果をコピー
won-other-level = 別の難易度
lost-title = ゲームオーバー
lost-limit = ミス{ $n }回：上限に達しました。
lost-cell-is-not = { $cell }の{ $digit }
lost-taken-back = 間違った数字は取り消されました。
lost-wrong-now = 間違っている数字：{ $cells }。
lost-play-on-or-again = 上限なしで続けるか、この問題を最初からやり直せます。
lost-play-on = 続ける
lost-try-again = この問題をやり直す

## Statistics

stats-killer-title = キラーの統計
stats-imported = インポートした問題
stats-imported-caption = 貼り付け・入力・リンクの問題は別に集計
stats-wins = { $started }回中{ $won }回クリア · { $streak }連勝（最高{ $best }連勝）
stats-imported-wins = インポートした問題：{ $started }回中{ $won }回クリア
stats-times = ベスト { $best } · 直近{ $n }回の中央値 { $median }
stats-times-helped = ヒントなしのベスト { $best } · 直近{ $n }回の中央値（ヒントあり{ $helped }回）{ $median }
stats-no-best = ベストはまだありません：どのクリアもヒントを使いました · 直近{ $n }回の中央値 { $median }
stats-no-time = 記録はまだありません。クリアすると表示されます
# The statistics' summary cards: each figure's name under it ($rate a whole percentage; $best
# the longest streak).
stats-card-played = プレイ
stats-card-won = 勝利
stats-card-rate = 勝率
stats-card-rate-value = { $rate }%
stats-card-best = ベスト
stats-card-best-unhelped = ヒントなしのベスト
stats-card-median = 直近{ $n }回の中央値
stats-card-streak = { $best ->
    [0] 連勝
   *[other] 連勝（最高 { $best }）
}
stats-month = { $month } · デイリー{ $streak }日連続（最高{ $best }日）

## Import

import-paste = クリップボードから貼り付け
import-paste-caption = 81文字、盤面、キラー数独、または問題のリンク
import-type = 盤面に入力する
import-type-caption = パッドで問題の数字を入れて「開始」
import-subtitle = 重複と解の一意性を確認してから難易度を判定します
checking-title = 問題を確認中
checking-subtitle = 必要なテクニックを調べています
import-photo = 写真から
import-photo-caption = 印刷された問題の写真またはスクリーンショット
reading-title = 写真を読み取り中
reading-subtitle = 盤面と数字を探しています
review-title = 問題を確認
review-read = 写真から{ $digits }個の数字を読み取りました。
review-doubtful = 不確かなマスが{ $cells }個あり、枠で示しています。写真と見比べてください。
review-no-solution = このままでは解がありません。数字の読み誤りがあります。
review-several-solutions = このままでは解が複数あります。数字が足りません。
review-sure = { $digits }個の数字を読み取りました。写真と見比べてから「開始」をタップしてください。
review-correct = 直すにはマスをタップしてから数字をタップします。「開始」で問題を確認します。
review-start = 写真と違うマスを直してから「開始」をタップしてください。
notice-photo-drop = 問題の写真をこのウィンドウにドロップしてください。
photo-error-unopened = ファイルを開けませんでした。
photo-error-no-reader = ここでは写真を読み取れません。
photo-error-not-an-image = このファイルは画像ではありません。JPEGかPNGの写真を選んでください。
photo-error-unsupported = この画像の形式は読み取れません。JPEGかPNGの写真を選んでください。
photo-error-damaged = 画像が壊れているか、不完全です。
photo-error-too-large = 画像が大きすぎて読み取れません（64 MBまたは1億画素を超えています）。
photo-error-too-small = 画像が小さすぎて、読み取れる問題が収まりません。
photo-error-no-grid = 写真に数独の盤面が見つかりません。盤面全体を平らに、明るい場所で撮ってください。
photo-error-two-grids = 写真に盤面が2つあります。1つずつ撮ってください。
photo-error-grid-too-small = 写真の盤面が小さすぎます。もっと近づいてください。
photo-error-blurred = 写真がぼやけていて読み取れません。手を止めるか、盤面にピントを合わせてください。

## Waiting screens

practising-example = { $technique }の例を探しています
practising-position = 練習用の{ $technique }を探しています
generating-title = { $level }の問題を作成中

## Settings

settings-play = プレイ
settings-look = 表示
settings-help = アシスト
settings-accessibility = アクセシビリティ
settings-play-caption = { $vibration ->
    [yes] 入力、メモ、タイマー、振動
   *[no] 入力、メモ、タイマー
}
settings-look-caption = テーマ、数字の大きさ、候補、利き手、強調表示
settings-help-caption = 重複、ミス、マス情報、マスの名前
settings-accessibility-caption = スクリーンリーダー、ヒントの文字サイズ
setting-language = 言語
setting-theme = テーマ
setting-highlight-peers = 行・列・ブロックを強調
setting-highlight-same-digit = 同じ数字を強調
setting-show-conflicts = 重複を表示
setting-check-mistakes = 正解と照合
setting-mistake-limit = ミスの上限
setting-auto-remove-notes = 入力時にメモを消す
setting-show-timer = タイマーを表示
setting-input = 入力方式
setting-cell-info = マス情報パネル
setting-digit-size = 数字の大きさ
setting-candidate-style = 候補
setting-tools-left = 横画面のツール位置
setting-cage-tints = ケージを色分け
setting-reduced-motion = 動きを減らす
setting-haptics = 振動
setting-cell-names = ヒントでのマスの名前
setting-speak-order = マスの読み上げ順
setting-speak-candidates = フォーカス時に候補を読む
setting-large-hint-text = ヒントの文字を大きく
value-on = オン
value-off = オフ
value-theme-system = システム
value-theme-light = ライト
value-theme-dark = ダーク
value-none = なし
value-digit-first = 数字が先
value-cell-first = マスが先
value-small = 小
value-normal = 標準
value-large = 大
value-grid = 定位置
value-centre = 中央
value-left = 左
value-right = 右
# A cell's name as hints say it, to show the setting's choice: r3c7, or row 3, column 7.
value-cell-name = { $cell }
value-position-first = 位置が先
value-value-first = 内容が先
# The language setting's value when it follows the system's.
value-language-system = システム
# First in the list of languages: follow the system's language, which is named under it in itself.
language-system = システムの言語

## Learning the techniques: the library, lessons and practice

learn-title = 学習
learn-subtitle = ヒントで使うすべてのテクニック（易しい順）
# A level's button in the library: how many of its techniques the player has found.
learn-level-caption = { $all }個中{ $found }個のテクニックを発見
learn-level-title = { $level }のテクニック
learn-level-subtitle = それぞれの解説と練習問題
learn-killer-title = キラーのテクニック
learn-killer-subtitle = ケージを読むテクニック（易しい順）
learn-killer-level-title = { $level }のキラーのテクニック
learn-more = その他のテクニック
learn-page = { $page }/{ $pages }ページ
# A technique's button: the player's record with it.
learn-not-practised = 未練習
learn-progress-found = { $found }回発見
learn-progress-found-helped = { $found }回発見（うちヒントあり{ $helped }回）
learn-progress-found-streak = { $found }回発見 · { $streak }回連続
learn-progress-found-helped-streak = { $found }回発見（うちヒントあり{ $helped }回） · { $streak }回連続
# The step found; $step is the step's sentence.
learn-right = 正解！{ $step }
learn-found-with-hint = ヒントを使って見つけました。{ $step }
# "Hint" is the tool button's name.
learn-find-elimination = { $technique }を見つけて、それで消せる候補を1つ消してください。「ヒント」で探す場所がわかります。
learn-find-placement = { $technique }を見つけて、それで確定する数字を入れてください。「ヒント」で探す場所がわかります。
learn-no-position = 今回は{ $technique }の局面が見つかりませんでした。もう一度お試しください。
# A move the practised step does not make, refused.
practice-wrong-true-candidate = そこではありません：{ $cell }の{ $digit }は残ります。{ $technique }では消せません。もう一度探してください。
practice-wrong-not-by-this = { $cell }から{ $digit }は消せますが、{ $technique }によるものではありません。まず{ $technique }を見つけてください。
practice-wrong-digit = そこではありません：{ $cell }は{ $digit }ではありません。もう一度探してください。
practice-wrong-not-placed-by-this = { $cell }は{ $digit }ですが、{ $technique }からはわかりません。まず{ $technique }を見つけてください。

## Notices

# $text is what was copied: a result line, a puzzle or a link.
notice-copied = コピーしました：{ $text }
notice-copy-failed = コピーできませんでした。この端末のクリップボードにアクセスできません。
notice-clipboard-empty = クリップボードにインポートできるテキストがありません。
# $error is one of the import-error messages.
notice-link-unplayable = リンクの問題はプレイできません：{ $error }
# $seconds has one decimal: 1.5
generating-still-looking = 適切なテクニックが必要な問題をまだ探しています：{ $seconds }秒

## Why an imported puzzle cannot be played

# $error is one of the messages below that start in lower case.
import-error-unreadable = 問題を読み取れません：{ $error }。
import-error-unexpected-char = { $line }行目、{ $column }文字目：予期しない{ $char }（マスは1〜9、空きマスは「.」か「0」）
import-error-unexpected-char-at = { $line }行目、{ $column }文字目：{ $cell }の位置に予期しない{ $char }（マスは1〜9、空きマスは「.」か「0」）
# The character the reader did not expect: itself, its code point (U+0009), or both.
import-error-char = 文字「{ $char }」
import-error-char-code = 文字 U+{ $code }
import-error-char-and-code = 文字「{ $char }」（U+{ $code }）
import-error-no-cells = テキストにマスがありません（問題は81マス）
import-error-too-few-cells = 81マス必要ですが、{ $found }マスしかありません
import-error-too-many-cells = { $line }行目、{ $column }文字目：82マス目は余分です（81マス必要ですが、{ $found }マスあります）
import-error-not-utf8 = { $line }行目、{ $column }文字目：テキストが正しいUTF-8ではありません
import-error-joined-digits = { $line }行目、{ $column }文字目：2桁の数は2マスとして読まれます。1マスに入るのは1〜9の数字1つです（81マス必要ですが、{ $found }マスあります）
# $clash is import-error-clash-pair; $more counts the other clashing pairs.
import-error-clash = { $more ->
    [0] 問題の数字が重複しています：{ $clash }。
   *[other] 問題の数字が重複しています：{ $clash }。ほかに{ $more }組の重複があります。
}
import-error-clash-pair = { $first }の{ $digit }と{ $second }の{ $digit }（{ $unit }）
import-error-link-without-puzzle = リンクに問題が含まれていません。問題のリンクは #<81文字> で終わるか、?p=<81文字> を含みます。
import-error-already-solved = 盤面はすでに埋まっています。解く部分は残っていません。
import-error-no-solution = この問題には解がありません。ルールどおりに空きマスを埋める方法がありません。
import-error-multiple-solutions = この問題には解が複数あります（たとえば{ $cell }は{ $first }にも{ $second }にもなれます）。問題の数字がもっと必要です。
# $error is one of the killer-error messages, or a cage-error message.
import-error-killer-unreadable = キラー数独を読み取れません：{ $error }。
# $error is one of the link-error messages, or a cage-error message.
import-error-killer-link = リンクのキラー数独は遊べません：{ $error }。

## Why a Killer in Peerless's one-line format cannot be read (see en.ftl)

killer-error-unexpected-char-at = { $line }行目、{ $column }文字目：{ $cell }のケージの文字の位置に予期しない{ $char }（ケージはA〜Zかa〜zの文字で表し、「:」のあとに合計が続きます）
killer-error-unexpected-char = { $line }行目、{ $column }文字目：81個のケージの文字のあとに予期しない{ $char }（ケージはA〜Zかa〜zの文字で表し、「:」のあとに合計が続きます）
killer-error-too-few-letters = ケージの文字は1マスに1つ、81個必要ですが、{ $found }個しかありません
killer-error-too-many-letters = { $line }行目、{ $column }文字目：82個目の文字は余分です（ケージの文字は81マスに1つずつですが、{ $found }個あります）
killer-error-missing-sums = ケージの文字のあとに「:」と合計がありません（例：「AB...:3,15,...」）
killer-error-bad-sum = { $line }行目、{ $column }文字目：「{ $text }」は合計ではありません（合計はカンマで区切った整数です）
killer-error-missing-sum = { $line }行目、{ $column }文字目：合計が1つ抜けています（合計はカンマで区切った整数です）
killer-error-sum-count = 文字が作るケージは{ $cages }個ですが、合計は{ $sums }個です（合計はケージごとに1つ、ケージの最初のマスの順に書きます）
killer-error-cage = ケージ{ $letter }：{ $error }
killer-error-givens = 問題の数字（{ $line }行目、{ $column }文字目から）：{ $error }
killer-error-too-many-parts = { $line }行目、{ $column }文字目：3つ目の「:」（テキストは文字、合計、問題の数字の最大3つの部分からなり、「:」2つで区切ります）

## Why cages are no Killer (see en.ftl)

cage-error-empty = ケージ{ $cage }にマスがありません
cage-error-overlap = { $cell }が2つのケージ（ケージ{ $cage }とケージ{ $other }）に入っています
cage-error-uncovered = { $cell }がどのケージにも入っていません
cage-error-disconnected = ケージ{ $cage }（{ $first }から）が分かれています：{ $cell }はケージのマスを上下左右にたどっても{ $first }につながりません
cage-error-too-big = ケージ{ $cage }（{ $first }から）は{ $size }マスで合計{ $sum }ですが、1つのケージに入る異なる数字は最大9個です
cage-error-sum-fixed = ケージ{ $cage }（{ $first }から）は{ $size }マスで合計{ $sum }ですが、{ $size }個の異なる数字の合計は必ず{ $low }です
cage-error-sum-range = ケージ{ $cage }（{ $first }から）は{ $size }マスで合計{ $sum }ですが、{ $size ->
    [1] 1マスの数字は{ $low }〜{ $high }です
   *[other] { $size }個の異なる数字の合計は{ $low }〜{ $high }です
}
cage-error-total = ケージの合計を足すと{ $total }ですが、解いた盤面の合計は405です

## Why an f-puzzles or SudokuPad link holds no Killer Peerless plays (see en.ftl)

link-error-not-a-link = 問題全体を含むf-puzzlesやSudokuPadのリンクではありません
link-error-stored-online = 「{ $id }」はサイトに保存された問題を指しています。サイトで開き、問題全体を含む長いリンクを共有してください
link-error-format = リンクはSudokuPadの「{ $name }」形式で、Peerlessはこれを読めません（読めるのは「scl」「ctc」「fpuzzles」です）
link-error-decompress = リンクのデータを展開できません。途中で切れているか、変更されている可能性があります
# $message is the JSON reader's own, in English.
link-error-json = リンクのデータが問題のJSONではありません：{ $message }
link-error-no-grid = 問題にマスの盤面がありません
link-error-size = 問題は{ $rows }×{ $columns }ですが、キラー数独は9×9です
link-error-irregular = 問題の領域が9つの3×3ブロックではありません
link-error-feature = 問題に「{ $name }」があります。ケージと問題の数字以外のルールや描画で、Peerlessでは遊べません
link-error-no-sum = ケージ{ $cage }に合計がありません
link-error-bad-sum = ケージ{ $cage }の合計「{ $text }」が整数ではありません
link-error-bad-cell = 「{ $text }」は9×9の盤面のマスではありません
link-error-bad-given = { $cell }の問題の数字「{ $text }」が1〜9の数字ではありません

## Tool bars (short: each fits a button of a row of six)

tool-undo = 元に戻す
tool-erase = 消去
# The notes tool: Notes while the pad writes digits, else the pad's mode.
tool-notes = メモ
tool-centre = 中央メモ
tool-corner = 隅メモ
tool-colour = 色分け
notes-kind-candidates = 候補
notes-kind-centre = 中央メモ
notes-kind-corner = 隅メモ
notes-kind-colour = 色分け
# Fills every empty cell's notes.
tool-auto = 自動メモ
tool-hint = ヒント
# The hint card: its level in words ($level: technique, cells, move).
hint-card-level = { $level ->
    [technique] ヒント 1/3：見る場所
    [cells] ヒント 2/3：関係するマス
   *[move] ヒント 3/3：次の一手
}
# The card's button to the hint's next level; after the last, it makes the move.
hint-card-next = { $level ->
    [technique] マスを表示
    [cells] 一手を表示
   *[move] 一手を実行
}
# The card's text goes on past its lines ("more"), or folds back ("less").
hint-card-more = 続きを表示
hint-card-less = たたむ
# The card's close button, as a screen reader names it (it shows a cross).
hint-card-close = ヒントを閉じる
# Above the board while no hint shows: how much of the board is filled ($filled, the
# givens included), and where help is.
progress-filled = 81マス中 { $filled } マス記入済み
progress-tip = 行き詰まったら、ヒントがまず見る場所を教え、続けて詳しく説明します。
tool-redo = やり直し
tool-back = 戻る
# Empties the whole board while typing a puzzle in.
tool-clear = 全消去
tool-paste = 貼り付け
# Checks the typed puzzle and starts the game.
tool-start = 開始
# The next position to practise.
tool-next = 次へ
# On a lesson: the first position to practise.
tool-practise = 練習
# On a lesson: this position's step, then the technique's idea.
tool-example = 具体例
tool-idea = 考え方

## Typing a puzzle in

entry-title = 問題を入力
entry-help = 問題の数字ごとに、マスをタップしてから数字をタップします。「開始」で問題を確認します。

## The statistics' chart of the last solve times

stats-last-times = 最近のクリアタイム
stats-no-wins = この難易度ではまだクリアしていません
stats-helped = ヒントあり
# The names of the chart's lines: the best time and the median.
stats-best = ベスト
stats-median = 中央値

## Saves

# $reason is the system's, as it gave it.
save-not-kept = 終了するとゲームは保存されません：{ $reason }。
save-reason-no-home = セーブデータ用のホームフォルダーが見つかりませんでした
save-reason-no-app-folder = システムがアプリのファイル用フォルダーを用意しませんでした
save-reason-browser-refuses = ブラウザーがこのページにデータの保存を許可していません
save-reason-full = 保存する空き容量がありません
save-reason-denied = システムが書き込みを許可していません
save-reason-system = { $file }: { $message }
save-reason-unknown = { $message }
save-place-browser = このページ用のブラウザーの保存領域
save-failed = ゲームを保存できませんでした：{ $reason }。もう一度保存を試みます。
# $reason is why, as the save's reader says it: "it is damaged (...)".
save-damaged = 最後の保存データを読み込めませんでした：ファイルが正しくありません。
save-newer = 最後の保存データは新しいPeerlessで保存されたため、このPeerlessでは読み込めません。
save-missing = 最後の保存データが見つかりません。
save-not-opened = 最後の保存データを開けませんでした：{ $reason }。
save-parts-damaged = 最後の保存データの一部を読み込めませんでした。
save-backup-loaded = 代わりに1つ前の保存データを読み込みました。
save-fresh = 以前の保存データも読み込めないため、最初から始めます。
save-parts-restored = 1つ前の保存データから戻したもの：{ $parts }。
save-parts-lost = 戻せなかったため最初からになるもの：{ $parts }。
save-part = { $part ->
    [settings] 設定
    [statistics] 統計
    [game] 進行中のゲーム
   *[practice] 練習の進み具合
}
save-kept = 最後の保存データはそのまま{ $folder }に{ $file }として残してあります。
save-backup-kept = 1つ前の保存データも読み込めなかったため、{ $file }として残してあります。
save-newer-found = 以前のPeerlessが{ $file }として取っておいた、新しいPeerlessのゲームを見つけて読み込みました。
save-older-kept = 以前のPeerlessで保存したデータは{ $folder }に{ $file }として残してあります。
save-followed = 別のウィンドウまたはタブでゲームが続けられました。ここには、そこで離れたときの状態を表示しています。
save-followed-moves-lost = 別のウィンドウまたはタブでゲームが続けられ、ここでの最後の操作の後にそこで保存されました。ここには、そこで離れたときの状態を表示しています。ここでのその操作は残っていません。
save-sentences = { $first }{ $next }

## The screen reader: the accessibility tree's names

# A cell's name: its parts joined by list-separator, in the order the player chose: its digit
# (or access-empty), access-given, access-clashes, access-wrong; its place (cell-spelled); its
# colour; its notes (access-candidates, access-corner). $digits are digits separated by spaces
# ("2 6").
access-empty = 空き
access-value = { $digit }
access-parts = { $parts }
access-header = { $level }{ list-separator }{ $mistakes }
access-given = 問題の数字
access-clashes = 重複
access-cage-full = { $size }マスのケージ、合計{ $sum }
access-cage-first = 左上のマス
access-cage-short = ケージ{ $sum }
access-wrong = 誤り
access-doubtful = 不確か
access-candidates = 候補 { $digits }
access-corner = 隅メモ { $digits }
# The colours a player gives cells, named after the palette's hues, in pad order.
access-colour-orange = オレンジ
access-colour-sky-blue = 空色
access-colour-green = 緑
access-colour-yellow = 黄色
access-colour-blue = 青
access-colour-purple = 紫
access-colour-grey = 灰色
access-colour-lavender = ラベンダー
access-colour-brown = 茶色
access-pause = 一時停止
access-tools = ツール
access-board = 盤面
access-time = { $time }
access-time-helped = { $time }（ヒントあり）
access-chart = 最近のクリアタイム（古い順）：{ $times }
access-month-before = 前の月
access-month-after = 次の月
access-calendar = { $month }の日替わり問題
access-day = { $state ->
    [won] { $date }、{ $time }でクリア
    [today-won] { $date }、今日の問題、{ $time }でクリア
    [archive] { $date }、アーカイブから{ $time }でクリア
    [today] { $date }、今日の問題
    [future] { $date }、まだ遊べません
   *[open] { $date }
}
# The pad, named after what it writes.
access-pad-digits = パッド：数字
access-pad-candidates = パッド：候補
access-pad-centre = パッド：中央メモ
access-pad-corner = パッド：隅メモ
access-pad-colours = パッド：色分け
access-note-kinds = メモの種類：{ $kind }
# A digit of the pad and how many of it are left to place.
access-pad-digit = { $digit }、{ $n ->
    [0] すべて配置済み
   *[other] 残り{ $n }
}
# A menu's button with its value (a setting's).
access-menu-value = { $label }：{ $value }
# A row, a column or a box read out: $cells are its cells' digits (or access-empty), joined by
# list-separator.
access-unit-reading = { $unit-kind ->
    [row] { $unit-number }行目
    [column] { $unit-number }列目
   *[box] ブロック{ $unit-number }
}：{ $cells }
# How many of a digit are left to place; the nine are read joined by list-separator.
access-remaining = { $digit }：{ $n ->
    [0] 完了
   *[other] 残り{ $n }
}

## The screen reader: what is announced ($cell spelled out: row 3, column 7)

say-given = { $cell }は問題の数字です
say-cell-filled = { $cell }には数字が入っています
say-already-empty = { $cell }はすでに空です
say-edge = { $side ->
    [up] 上に行はありません
    [down] 下に行はありません
    [left] 左に列はありません
   *[right] 右に列はありません
}
say-nothing-to-undo = 元に戻す操作はありません
say-nothing-to-redo = やり直す操作はありません
say-no-hint = ヒントはありません。盤面は完成しています
say-placed = { $cell }に{ $digit }
say-emptied = { $cell }を消去
# What a cell holds now, as $what of say-revealed, say-undone and say-redone.
say-cell-is = { $cell }は{ $digit }
say-cell-is-empty = { $cell }は空き
say-revealed = 答えを表示：{ $what }
say-candidate-added = { $cell }に候補{ $digit }を追加
say-candidate-removed = { $cell }から候補{ $digit }を削除
say-corner-added = { $cell }に隅メモ{ $digit }を追加
say-corner-removed = { $cell }から隅メモ{ $digit }を削除
# $colour is one of the access-colour-... names.
say-coloured = { $cell }を{ $colour }に
say-colour-removed = { $cell }の色を消去
say-marked = { $n }マスにマーク
say-candidates-filled = 候補を記入しました
say-notes-cleared = メモを消去しました
say-restarted = 最初からやり直しました
say-undone = 元に戻す：{ $what }
say-redone = やり直し：{ $what }
say-undone-cells = 元に戻す：{ $n }マス
say-redone-cells = やり直し：{ $n }マス
# The hint's last level made its move: $changes are the cells it changed (say-placed or
# say-now-candidates), joined by list-separator.
say-hint-made = ヒントを適用：{ $changes }
say-now-candidates = { $cell }の候補は{ $digits }
# What came of a move follows what it did, each after list-separator. $cells are the cells
# clashed with, named as any list of cells is ("row 1, column 1; and row 2, column 3"), and in
# each case the catalogue declares ($cells-loc), as a sentence's preposition asks.
say-clashes = { $cells }の{ $digit }と重複
say-mistake = ミス{ $n }回目
say-mistake-of = ミス{ $n }回目、上限{ $limit }回
say-unit-complete = { $unit }が完成
say-every-placed = { $digit }をすべて配置
# $said is what the move did.
say-lost = { $said }。ミスが多すぎるため、ゲームオーバーです
say-after = { $said }{ list-separator }{ $more }
say-no-cell-selected = マスが選択されていません
say-puzzle-ready = 問題の準備ができました：{ $level }
# The end of a game read out as one announcement: its title and each line of its summary
# ($next) after what is said so far ($said); say-then after a sentence's end (! or .), else
# say-then-sentence.
say-then = { $said }{ $next }
say-then-sentence = { $said }。{ $next }

## The game screen's header and the cell-info line

header-mistakes = ミス { $n }
header-mistakes-of = ミス { $n }/{ $limit }
# The line under the pad when cell info is on: $cell is the cell's name, $index its number
# (0 to 80).
cell-info-holds = { $cell } · 番号 { $index } · { $row }行目、{ $column }列目、ブロック{ $box } · 数字 { $digit }
cell-info-candidates = { $cell } · 番号 { $index } · { $row }行目、{ $column }列目、ブロック{ $box } · 候補 { $digits }
cell-info-no-candidates = { $cell } · 番号 { $index } · { $row }行目、{ $column }列目、ブロック{ $box } · 候補なし

## The Killer cage calculator, in the hint card's place while a cell of a cage is selected and
## no hint shows: the cage's sum ($sum), what its empty cells must still add up to ($left) and
## how many they are ($empty); under it the combinations still possible there (written
## 1+5 · 2+4 in every language), or one of the sentences below.
calculator-cage = ケージ{ $sum } · 残り{ $left }（{ $empty }マス）
# The cage full: its digits different and adding up to its sum, or not (the line under it
# says what is wrong).
calculator-cage-complete = ケージ{ $sum } · 完成
calculator-cage-full = ケージ{ $sum } · 記入済み
# The digits placed add up to more than the sum, $empty cells still empty.
calculator-cage-empty = ケージ{ $sum } · 空き{ $empty }マス
# Under the cage's line, in the clash's red: what breaks the cage ($placed: what its digits
# add up to).
calculator-repeated = { $digit }がケージに2回あります
calculator-placed-sum = 数字の合計が{ $placed }で、{ $sum }ではありません
calculator-no-combination = 数字がどの組み合わせにも合いません
# The candidates (the player's notes, else the digits the board allows) fit no combination.
calculator-no-fit = 候補に合う組み合わせがありません
# Several cells selected: how many ($selected, 2 or more), what their digits add up to ($total),
# how many are empty ($empty); when they are whole cages, how many ($cages), their sums' total
# ($sum) and what is left for their empty cells ($left).
calculator-selection = { $selected }マス · 合計{ $total }
calculator-selection-blank = { $selected }マス · すべて空き
calculator-selection-empty = { $selected }マス · 空き{ $empty }マス · ここまでの合計{ $total }
calculator-selection-cages = { $selected }マス、ケージ{ $cages }個 · 合計{ $sum }
calculator-selection-left = 残り{ $left }（空き{ $empty }マス）

## What each game is, and the questions about past days (the header, Continue, the pause
## screen, the summary, the shared result) and the language the command line chose

day-of-month = { $month }月{ $day }日
game-daily = デイリー · { $date } · { $level }
game-archive = { $date }のデイリー · { $level }
game-imported = インポート · { $level }
game-practice = 練習 · { $technique }
game-lesson = レッスン · { $technique }
share-archive = Peerless デイリー { $date }（過去）
share-imported = Peerless · インポートした問題（{ $level }）
share-killer = キラー数独
share-imported-killer = Peerless · インポートしたキラー数独（{ $level }）
replay-title = { $date }のデイリーパズルをもう一度
replay-subtitle = { $time }でクリア
replay-again = もう一度遊ぶ
replay-again-caption = ベストタイムを更新すると、この日のベストになります
setting-language-forced = コマンドラインで選択
setting-theme-forced = コマンドラインで選択

## ページ（ブラウザー）

notice-language-needs-connection = { $language }を初めて使うにはインターネット接続が必要です。オンラインに戻ると切り替わります。
paste-field-label = 問題を貼り付けるか入力してください：81個の数字（空きマスは0か.）、盤面、Peerless形式のキラー数独、またはリンク。
paste-field-import = インポート

setting-keys = キー操作
setting-keys-caption = キーボードのショートカット
keys-title = キー操作
keys-place = 1〜9／Shift+数字
keys-place-does = 数字を入れる・メモする／Shiftでメモ
keys-move = 矢印キー、W A S D
keys-move-does = マスを移動する
keys-erase = Backspace、Delete、0
keys-erase-does = マスを消す
keys-notes = N
keys-notes-does = メモのオン・オフ
keys-modes = Z、X、C、V
keys-modes-does = 数字・隅・候補・色
keys-hint = H
keys-hint-does = ヒント
keys-undo = Ctrl+Z、Ctrl+Y
keys-undo-does = 元に戻す・やり直し
keys-paste = Ctrl+V
keys-paste-does = クリップボードの問題をインポート
keys-escape = Esc
keys-escape-does = 一時停止／ほかの画面では一つ前へ
keys-read = Shift+R、C、B、I、K
keys-read-does = 行・列・ブロック・残りの数字・キラーのケージを読み上げる
say-no-cage = ケージはありません：クラシックの問題です
say-keys = キー操作：1〜9で数字を入れ、Nでメモのオン・オフ、Hでヒント、Shift+R、Shift+C、Shift+Bで行・列・ブロックを、Shift+Iで残りの数字を読み上げます。すべての操作は設定の「キー操作」にあります。
say-keys-killer = Shift+Kでケージを読み上げます（残りの合計と組み合わせ）。
# A card's figure when there is none yet (no best time, too few wins for a median), as a screen reader says it.
access-no-figure = まだありません
# The statistics' level buttons as a screen reader has them: one group, the level shown its chosen member.
access-stats-levels = 難易度
# What a step drawn at its fullest (a lesson's example, a hint's last level) marks in a cell, as a
# screen reader says it after the cell's name: the digit it places, the candidates it removes,
# the pattern's candidates ($digits a list), an outlined unit the cell is in.
access-step-places = ここに{ $digit }が入る
access-step-removes = ここから除外：{ $digits }
access-step-marks = マーク：{ $digits }
access-step-unit = 囲み：{ $unit }
