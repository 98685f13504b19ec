# Peerless: 日本語（ja）。英語版（en.ftl）と同じメッセージを持つ。変数の意味は en.ftl のコメントを参照。
#
# 訳語の方針: マス、行、列、ブロック、候補、ユニット（行・列・ブロック）。マスの名前は
# フォーラム式の r3c7。テクニック名は日本のナンプレ解説サイトやアプリで使われるカタカナ名。
# リストは「、」だけで区切る（「と」は結論の文どうしをつなぐときに不自然になるため）。
# 文体: プレイヤーに向けた文はすべて「です・ます」。「もし…なら」の中に入る事実（fact-、clash-）
# だけは普通体。

## Names, lists

cell = r{ $row }c{ $column }
# 読み上げ用。
cell-spelled = { $row }行{ $column }列
cells-spelled-row = { $row }行{ $columns }列
unit = { $kind ->
    [row] { $number }行目
    [column] { $number }列目
   *[box] ブロック{ $number }
}
units-of-kind = { $kind ->
    [row] { $numbers }行目
    [column] { $numbers }列目
   *[box] ブロック{ $numbers }
}
list-separator = 、
list-separator-cells = 、
list-and-cells = { $rest }、{ $last }
list-and = { $rest }、{ $last }
list-separator-numbers = ・
list-and-numbers = { $rest }・{ $last }
# 複数の数字の「または」は、文の側で「のどちらか」「のいずれか」と言う。
list-or = { $rest }、{ $last }
list-nor = { $rest }、{ $last }
list-nor-separator = 、
# 結果の文をつなぐ：「r5c6は7に確定します。また、r1c1から5を除外します」。
list-clauses = { $rest }。また、{ $last }
list-clauses-separator = 。また、

## A step of the logic: "Hidden Single: in box 5, only r5c6 can hold 7, so r5c6 is 7."

step = { $technique }：{ $reason }。よって、{ $result }。
result-place = { $cell }は{ $digit }に確定します
result-remove = { $cells }から{ $digits }を除外します

step-full-house = { $unit }の空きマスは{ $cell }だけです
step-naked-single = { $cell }の行・列・ブロックには{ $digit }以外の数字がすべてそろっています
step-hidden-single = { $unit }で{ $digit }が入るのは{ $cell }だけです
step-locked-candidates = { $unit }の{ $digit }は{ $other }と重なる部分にしか入りません

## Levels of difficulty.

level-easy = 初級
level-medium = 中級
level-hard = 上級
level-expert = エキスパート
level-extreme = エクストリーム

## Technique names, as players of the language call them (HoDoKu's English names where
## a language has no established one), and as the hint's first level names them, with
## the article the sentence needs ("Look at box 5 for a hidden single.").

technique-full-house = フルハウス
technique-full-house-indefinite = フルハウス
technique-naked-single = ネイキッドシングル
technique-naked-single-indefinite = ネイキッドシングル
technique-hidden-single = ヒドゥンシングル
technique-hidden-single-indefinite = ヒドゥンシングル
technique-locked-pair = ロックドペア
technique-locked-pair-indefinite = ロックドペア
technique-locked-triple = ロックドトリプル
technique-locked-triple-indefinite = ロックドトリプル
technique-locked-candidates-pointing = ポインティング
technique-locked-candidates-pointing-indefinite = ポインティング
technique-locked-candidates-claiming = ボックスライン
technique-locked-candidates-claiming-indefinite = ボックスライン
technique-naked-pair = ネイキッドペア
technique-naked-pair-indefinite = ネイキッドペア
technique-naked-triple = ネイキッドトリプル
technique-naked-triple-indefinite = ネイキッドトリプル
technique-hidden-pair = ヒドゥンペア
technique-hidden-pair-indefinite = ヒドゥンペア
technique-hidden-triple = ヒドゥントリプル
technique-hidden-triple-indefinite = ヒドゥントリプル
technique-naked-quadruple = ネイキッドクアッド
technique-naked-quadruple-indefinite = ネイキッドクアッド
technique-hidden-quadruple = ヒドゥンクアッド
technique-hidden-quadruple-indefinite = ヒドゥンクアッド
technique-x-wing = Xウィング
technique-x-wing-indefinite = Xウィング
technique-swordfish = ソードフィッシュ
technique-swordfish-indefinite = ソードフィッシュ
technique-jellyfish = ジェリーフィッシュ
technique-jellyfish-indefinite = ジェリーフィッシュ
technique-remote-pair = リモートペア
technique-remote-pair-indefinite = リモートペア
technique-bivalue-universal-grave-1 = BUG+1
technique-bivalue-universal-grave-1-indefinite = BUG+1
technique-skyscraper = スカイスクレイパー
technique-skyscraper-indefinite = スカイスクレイパー
technique-2-string-kite = 2ストリングカイト
technique-2-string-kite-indefinite = 2ストリングカイト
technique-turbot-fish = ターボットフィッシュ
technique-turbot-fish-indefinite = ターボットフィッシュ
technique-empty-rectangle = エンプティレクタングル
technique-empty-rectangle-indefinite = エンプティレクタングル
technique-w-wing = Wウィング
technique-w-wing-indefinite = Wウィング
technique-xy-wing = XYウィング
technique-xy-wing-indefinite = XYウィング
technique-xyz-wing = XYZウィング
technique-xyz-wing-indefinite = XYZウィング
technique-unique-rectangle-type-1 = ユニークレクタングル（タイプ1）
technique-unique-rectangle-type-1-indefinite = ユニークレクタングル（タイプ1）
technique-unique-rectangle-type-2 = ユニークレクタングル（タイプ2）
technique-unique-rectangle-type-2-indefinite = ユニークレクタングル（タイプ2）
technique-unique-rectangle-type-3 = ユニークレクタングル（タイプ3）
technique-unique-rectangle-type-3-indefinite = ユニークレクタングル（タイプ3）
technique-unique-rectangle-type-4 = ユニークレクタングル（タイプ4）
technique-unique-rectangle-type-4-indefinite = ユニークレクタングル（タイプ4）
technique-unique-rectangle-type-5 = ユニークレクタングル（タイプ5）
technique-unique-rectangle-type-5-indefinite = ユニークレクタングル（タイプ5）
technique-unique-rectangle-type-6 = ユニークレクタングル（タイプ6）
technique-unique-rectangle-type-6-indefinite = ユニークレクタングル（タイプ6）
technique-hidden-rectangle = ヒドゥンレクタングル
technique-hidden-rectangle-indefinite = ヒドゥンレクタングル
technique-avoidable-rectangle-type-1 = アボイダブルレクタングル（タイプ1）
technique-avoidable-rectangle-type-1-indefinite = アボイダブルレクタングル（タイプ1）
technique-avoidable-rectangle-type-2 = アボイダブルレクタングル（タイプ2）
technique-avoidable-rectangle-type-2-indefinite = アボイダブルレクタングル（タイプ2）
technique-finned-x-wing = フィンドXウィング
technique-finned-x-wing-indefinite = フィンドXウィング
technique-sashimi-x-wing = サシミXウィング
technique-sashimi-x-wing-indefinite = サシミXウィング
technique-finned-swordfish = フィンドソードフィッシュ
technique-finned-swordfish-indefinite = フィンドソードフィッシュ
technique-sashimi-swordfish = サシミソードフィッシュ
technique-sashimi-swordfish-indefinite = サシミソードフィッシュ
technique-finned-jellyfish = フィンドジェリーフィッシュ
technique-finned-jellyfish-indefinite = フィンドジェリーフィッシュ
technique-sashimi-jellyfish = サシミジェリーフィッシュ
technique-sashimi-jellyfish-indefinite = サシミジェリーフィッシュ
technique-sue-de-coq = Sue de Coq
technique-sue-de-coq-indefinite = Sue de Coq
technique-simple-colors = シンプルカラー
technique-simple-colors-indefinite = シンプルカラー
technique-multi-colors = マルチカラー
technique-multi-colors-indefinite = マルチカラー
technique-x-chain = Xチェーン
technique-x-chain-indefinite = Xチェーン
technique-xy-chain = XYチェーン
technique-xy-chain-indefinite = XYチェーン
technique-nice-loop-aic = ナイスループ/AIC
technique-nice-loop-aic-indefinite = ナイスループ/AIC
technique-grouped-nice-loop-aic = グループ化ナイスループ/AIC
technique-grouped-nice-loop-aic-indefinite = グループ化ナイスループ/AIC
technique-als-xz = ALS-XZ
technique-als-xz-indefinite = ALS-XZ
technique-als-xy-wing = ALS-XYウィング
technique-als-xy-wing-indefinite = ALS-XYウィング
technique-als-xy-chain = ALS-XYチェーン
technique-als-xy-chain-indefinite = ALS-XYチェーン
technique-franken-x-wing = フランケンXウィング
technique-franken-x-wing-indefinite = フランケンXウィング
technique-franken-swordfish = フランケンソードフィッシュ
technique-franken-swordfish-indefinite = フランケンソードフィッシュ
technique-franken-jellyfish = フランケンジェリーフィッシュ
technique-franken-jellyfish-indefinite = フランケンジェリーフィッシュ
technique-finned-franken-x-wing = フィンドフランケンXウィング
technique-finned-franken-x-wing-indefinite = フィンドフランケンXウィング
technique-finned-franken-swordfish = フィンドフランケンソードフィッシュ
technique-finned-franken-swordfish-indefinite = フィンドフランケンソードフィッシュ
technique-finned-franken-jellyfish = フィンドフランケンジェリーフィッシュ
technique-finned-franken-jellyfish-indefinite = フィンドフランケンジェリーフィッシュ
technique-mutant-x-wing = ミュータントXウィング
technique-mutant-x-wing-indefinite = ミュータントXウィング
technique-mutant-swordfish = ミュータントソードフィッシュ
technique-mutant-swordfish-indefinite = ミュータントソードフィッシュ
technique-mutant-jellyfish = ミュータントジェリーフィッシュ
technique-mutant-jellyfish-indefinite = ミュータントジェリーフィッシュ
technique-finned-mutant-x-wing = フィンドミュータントXウィング
technique-finned-mutant-x-wing-indefinite = フィンドミュータントXウィング
technique-finned-mutant-swordfish = フィンドミュータントソードフィッシュ
technique-finned-mutant-swordfish-indefinite = フィンドミュータントソードフィッシュ
technique-finned-mutant-jellyfish = フィンドミュータントジェリーフィッシュ
technique-finned-mutant-jellyfish-indefinite = フィンドミュータントジェリーフィッシュ
technique-kraken-fish = クラーケンフィッシュ
technique-kraken-fish-indefinite = クラーケンフィッシュ
technique-forcing-chain = フォーシングチェーン
technique-forcing-chain-indefinite = フォーシングチェーン
technique-forcing-net = フォーシングネット
technique-forcing-net-indefinite = フォーシングネット
technique-trial-and-error = 試行錯誤
technique-trial-and-error-indefinite = 試行錯誤

## Lessons: what each technique is and why it works, in one to three sentences a player
## reads beside its drawing on the Learn screen (short enough to fit under the board on a phone).

lesson-full-house = 行・列・ブロックのどれかに空きマスが1つだけ残っています。そこには、まだ入っていない最後の数字が入ります。
lesson-naked-single = マスの候補が1つだけ残っています。他の数字はすべて同じ行・列・ブロックにすでにあるので、その数字が入ります。
lesson-hidden-single = 行・列・ブロックの中で、ある数字を入れられるマスが1つしかありません。他の空きマスはどれもその数字を見ているので、数字はそのマスに入ります。
lesson-locked-pair = 同じブロックかつ同じ行（列）にある2マスの候補が、どちらも同じ2つの数字だけです。この2数字はこの2マスに入るので、ブロックの残りと行（列）の残りから消せます。
lesson-locked-triple = 同じブロックかつ同じ行（列）にある3マスに入る数字が、合わせて3つだけです。この3数字はこの3マスに入るので、ブロックの残りと行（列）の残りから消せます。
lesson-locked-candidates-pointing = ブロックの中で、ある数字が1つの行（列）のマスにしか入りません。ブロックのどこに入ってもその行（列）の上なので、ブロックの外にあるその行（列）のマスから消せます。
lesson-locked-candidates-claiming = 行（列）の中で、ある数字が1つのブロックのマスにしか入りません。行（列）のどこに入ってもそのブロックの中なので、ブロックの他のマスから消せます。
lesson-naked-pair = 行・列・ブロックの2マスの候補が、どちらも同じ2つの数字だけです。この2数字は必ずこの2マスに入るので、そこの他のマスから消せます。
lesson-naked-triple = 行・列・ブロックの3マスに入る数字が、合わせて3つだけです（各マスに3つともある必要はない）。この3数字は必ずこの3マスに入るので、そこの他のマスから消せます。
lesson-hidden-pair = 行・列・ブロックの中で、2つの数字が同じ2マスにしか入りません。この2マスにはこの2数字が入るので、2マスの他の候補をすべて消せます。
lesson-hidden-triple = 行・列・ブロックの中で、3つの数字が同じ3マスにしか入りません。この3マスにはこの3数字が入るので、3マスの他の候補をすべて消せます。
lesson-naked-quadruple = 行・列・ブロックの4マスに入る数字が、合わせて4つだけです。この4数字は必ずこの4マスに入るので、そこの他のマスから消せます。
lesson-hidden-quadruple = 行・列・ブロックの中で、4つの数字が同じ4マスにしか入りません。この4マスにはこの4数字が入るので、4マスの他の候補をすべて消せます。
lesson-x-wing = ある数字が2つの行でそれぞれ2マスにしか入らず、そのマスが同じ2列にそろっています。各行の2マスのどちらかに入るので、2列ともこの位置で埋まります。2列の残りのマスから消せます。
lesson-swordfish = 3つの行のどれでも、ある数字が同じ3列のマスにしか入りません。3行でその3列に1つずつ数字が入るので、3列の残りのマスから消せます。行と列を入れ替えても同じです。
lesson-jellyfish = 4つの行のどれでも、ある数字が同じ4列のマスにしか入りません。4行でその4列に1つずつ数字が入るので、4列の残りのマスから消せます。行と列を入れ替えても同じです。
lesson-remote-pair = 同じ2数字だけを候補に持つマスが、次のマスを見ながら鎖のように続きます。数字は交互に入るので、奇数ステップ離れた2マスには両方の数字がそろいます。その2マスを両方見るマスには、どちらの数字も入りません。
lesson-bivalue-universal-grave-1 = 空きマスの候補はすべて2つで、1マスだけが3つです。そのマスの行・列・ブロックに3回現れる数字がなければ解が2つになります。解は1つなので、その数字がそのマスに入ります。
lesson-skyscraper = 2つの行それぞれで、ある数字の入る場所が2か所だけで、各行の1か所ずつが同じ列にあります。その2か所の両方には入らないので、残りの2か所のどちらかに入ります。両方を見るマスから消せます。列でも同じです。
lesson-2-string-kite = ある数字の入る場所が、ある行とある列でそれぞれ2か所だけで、各1か所が同じブロックにあります。その2か所の両方には入らないので、遠い端のどちらかに入ります。両端を見るマスから消せます。
lesson-turbot-fish = ある数字の場所のペアが2組あり、どれも行・列・ブロックでその2か所だけです。1組目の片端が2組目の片端を見ています。その2端の両方には入らないので、残りの端のどちらかに入ります。両端を見るマスから消せます。
lesson-empty-rectangle = ブロック内で、ある数字の場所がすべてブロックの1行と1列（十字）の上にあります。ブロック外で、その数字の場所が2か所だけで1か所が十字の行上にある列を探します。もう1か所の行と十字の列が交わるマスには入りません。
lesson-w-wing = 互いに見えない2マスの候補がどちらもxとyだけです。ある行・列・ブロックでyの場所が2か所だけで、それぞれが一方のマスを見ているなら、2マスともyにはならず、どちらかがxです。両方を見るマスからxを消せます。
lesson-xy-wing = 候補がxyだけのピボットが、候補がxzとyzだけの2マスを見ています。ピボットがどちらの数字でも2マスのどちらかがzになるので、その2マスを両方見るマスからzを消せます。
lesson-xyz-wing = 候補がxyzだけのピボットが、候補がxzとyzだけの2マスを見ています。3マスのどれかは必ずzなので、3マスすべてを見るマスからzを消せます。
lesson-unique-rectangle-type-1 = 正しい問題は解が1つなので、2つのブロックにまたがる長方形の4つの角が最後まで同じ2数字だけになることはありません（入れ替えられてしまうからです）。3つの角がそのペアだけなら、4つ目の角からペアの2数字を消せます。
lesson-unique-rectangle-type-2 = 2つのブロックにまたがる長方形の4つの角すべてに同じペアがあり、片側の2つの角に同じ追加数字が1つあります。解は1つなのでペアだけでは埋まらず、2つの角のどちらかが追加数字です。両方を見るマスから消せます。
lesson-unique-rectangle-type-3 = 2つのブロックにまたがる長方形に同じペアがあり、片側の2つの角に追加数字があります。解は1つなのでどちらかに追加数字が入ります。2つの角を追加数字だけを持つ1マスとみなし、同じ行・列・ブロックの他のマスとネイキッドサブセットを探します。
lesson-unique-rectangle-type-4 = 2つのブロックにまたがる長方形にペアxyがあり、片側の2つの角に追加数字があります。2つの角が共有する行・列・ブロックでxが他に入らないなら、どちらかがxです。もう一方がyだと入れ替え可能になりますが、解は1つなので、両方からyを消せます。
lesson-unique-rectangle-type-5 = 2つのブロックにまたがる長方形に同じペアがあり、対角の2つ（または3つ）の角に同じ追加数字が1つあります。解は1つなのでペアだけでは埋まらず、どれかが追加数字です。それらすべてを見るマスから消せます。
lesson-unique-rectangle-type-6 = 2つのブロックにまたがる長方形にペアxyがあり、対角の2つの角に追加数字があって、xはその2行・2列で長方形の中にしか入りません。追加のある角がxなら他の角はyで入れ替え可能になります。解は1つなので、その角からxを消せます。
lesson-hidden-rectangle = 2つのブロックにまたがる長方形にペアxyがあり、1つの角はxyだけです。対角の角の行と列では、xは長方形の中にしか入りません。その角がyだと入れ替え可能になりますが、解は1つなので、その角からyを消せます。
lesson-avoidable-rectangle-type-1 = 2つのブロックにまたがる長方形の3つの角が問題の数字ではなく、解いて埋まったマスで、数字は合わせて2種類だけです。残りの角にパターンを完成させる数字が入ると入れ替えられて解が2つになるので、そこから消せます。
lesson-avoidable-rectangle-type-2 = 2つのブロックにまたがる長方形の2つの角が問題の数字ではなく、解いてxとyになり、残り2つの角の候補はyzとxzです。そこがyとxだと4マスを入れ替えられて解が2つになるので、どちらかはzです。両方を見るマスからzを消せます。
lesson-finned-x-wing = ある数字のXウィングですが、片方の行に余分な場所（フィン）があり、すべて1つのブロック内にあります。Xウィングかフィンのどちらかに数字が入るので、Xウィングの列のうちフィンのブロック内のマスからだけ消せます。
lesson-sashimi-x-wing = 角が1つ欠けたフィンドXウィングです。フィンのブロックでフィッシュの角の候補がありません。それでもフィッシュかフィンのどちらかに数字が入るので、フィッシュの列のうち、すべてのフィンを見るマスから消せます。
lesson-finned-swordfish = ある数字のソードフィッシュですが、余分な場所（フィン）が1つのブロック内にあります。ソードフィッシュかフィンのどちらかに数字が入るので、フィッシュが消すはずのマスのうち、すべてのフィンを見るマスからだけ消せます。
lesson-sashimi-swordfish = フィンのブロックで角の候補が欠けたフィンドソードフィッシュで、フィンがなければフィッシュになりません。それでもフィッシュかフィンのどちらかに数字が入るので、フィッシュが消すはずのマスのうち、すべてのフィンを見るマスから消せます。
lesson-finned-jellyfish = ある数字のジェリーフィッシュ（4行・4列）ですが、余分な場所（フィン）が1つのブロック内にあります。ジェリーフィッシュかフィンのどちらかに数字が入るので、フィッシュが消すはずのマスのうち、すべてのフィンを見るマスからだけ消せます。
lesson-sashimi-jellyfish = フィンのブロックで角の候補が欠けたフィンドジェリーフィッシュで、フィンがなければ4行はフィッシュになりません。それでもフィッシュかフィンに数字が入るので、フィッシュが消すはずのマスのうち、すべてのフィンを見るマスから消せます。
lesson-sue-de-coq = ブロックと行（列）が交わる部分の2〜3マスに、マス数より2つ以上多い数字があります。行（列）とブロックの他のマスがその一部ずつを重複なくロックするなら、数字は振り分けられます。行（列）の分は行（列）から、ブロックの分はブロックから消せます。
lesson-simple-colors = 1つの数字について、共役ペア（行・列・ブロックで2か所だけの場所）でつながった場所を2色で交互に塗ります。どちらかの色に数字が入ります。同じ色の2マスが互いに見えればその色は偽です。両方の色を見るマスからは消せます。
lesson-multi-colors = 1つの数字の、つながっていない2つのクラスターをそれぞれ2色で塗ります。相手のクラスターの2色を両方見る色は偽です。各クラスターの色どうしが見え合うなら、残りの2色のどちらかが真です。その両方を見るマスから消せます。
lesson-x-chain = 1つの数字で、強リンク（行・列・ブロックで2か所だけ）と弱リンク（互いに見える2か所）が交互に続き、両端が強リンクのチェーンです。どちらかの端に数字が入るので、両端を見るマスから消せます。
lesson-xy-chain = 候補が2つのマスが、次のマスを見て数字を1つ共有しながら続き、両端がzを持つチェーンです。最初のマスがzでなければ次々に決まり、最後のマスがzになります。どちらかの端がzなので、両端を見るマスからzを消せます。
lesson-nice-loop-aic = 任意のマスと数字を使い、強リンク（2つの候補の少なくとも一方が真）と弱リンク（真は多くとも一方）が交互に続くチェーンです。どちらかの端が真なので、両端と矛盾する候補は消えます。ループになれば始点か弱リンク上の候補が消えます。
lesson-grouped-nice-loop-aic = リンクの一部がグループを通るナイスループ/AICです。グループとは、1つのブロックと1つの行（列）の上にある数字の2〜3か所で、どれかが真なら真の1つのノードとして数えます。論理は同じで、両端と矛盾する候補が消えます。
lesson-als-xz = ALSとは、行・列・ブロックのN個のマスにN+1個の数字がある集まりです。2つのALSが、場所がすべて互いに見える数字xを共有すると、片方はxを持たずにロックされます。両方にある数字zはどちらかに入るので、両方のzをすべて見るマスから消せます。
lesson-als-xy-wing = 3つのALS（N個のマスにN+1個の数字）で、AとCがxを、BとCがyを共有し、それぞれ場所がすべて互いに見えます。Cはxかyを持つのでAかBがロックされ、AとBにある数字zはどちらかに入ります。両方のzをすべて見るマスから消せます。
lesson-als-xy-chain = 4つ以上のALS（N個のマスにN+1個の数字）のチェーンで、隣どうしは場所がすべて互いに見える数字でつながり、同じ数字は続けて使いません。両端のALSのどちらかがロックされるので、両端にある数字zを、そのzをすべて見るマスから消せます。
lesson-franken-x-wing = ブロックが行か列の代わりになるXウィングです。2つの行かブロックで、ある数字が2つの列かブロックのマスにしか入りません。前者2つで後者に1つずつ入るので、後者の残りのマスから消せます。列をベースにしても同じです。
lesson-franken-swordfish = 一部の行か列の代わりにブロックを使うソードフィッシュです。3つの行かブロックで、ある数字が3つの列かブロックのマスにしか入りません。前者3つで後者に1つずつ入るので、後者の残りのマスから消せます。
lesson-franken-jellyfish = 一部の行か列の代わりにブロックを使うジェリーフィッシュです。4つの行かブロックで、ある数字が4つの列かブロックのマスにしか入りません。前者4つで後者に1つずつ入るので、後者の残りのマスから消せます。
lesson-finned-franken-x-wing = フランケンXウィング（行か列にブロックが混じる）に、カバーする行・列・ブロックの外の余分な場所（フィン）があります。フィッシュかフィンに数字が入るので、フィッシュが消すはずのマスのうち、すべてのフィンを見るマスからだけ消せます。
lesson-finned-franken-swordfish = フランケンソードフィッシュ（行か列にブロックが混じる）に、カバーする行・列・ブロックの外の余分な場所（フィン）があります。フィッシュかフィンに数字が入るので、3つのカバーが消すはずのマスのうち、すべてのフィンを見るマスからだけ消せます。
lesson-finned-franken-jellyfish = フランケンジェリーフィッシュ（行か列にブロックが混じる）に、カバーする行・列・ブロックの外の余分な場所（フィン）があります。フィッシュかフィンに数字が入るので、4つのカバーが消すはずのマスのうち、すべてのフィンを見るマスからだけ消せます。
lesson-mutant-x-wing = 行・列・ブロックを自由に組み合わせたフィッシュです。そのうち2つで、ある数字が別の2つのマスにしか入りません。前者2つで後者に1つずつ入るので、後者2つの残りのマスから消せます。
lesson-mutant-swordfish = 行・列・ブロックを自由に組み合わせたフィッシュです。そのうち3つで、ある数字が別の3つのマスにしか入りません。前者3つで後者に1つずつ入るので、後者3つの残りのマスから消せます。
lesson-mutant-jellyfish = 行・列・ブロックを自由に組み合わせたフィッシュです。そのうち4つで、ある数字が別の4つのマスにしか入りません。前者4つで後者に1つずつ入るので、後者4つの残りのマスから消せます。
lesson-finned-mutant-x-wing = ミュータントXウィング（2つの行・列・ブロックを別の2つでカバー）に、カバーの外の余分な場所（フィン）があります。フィッシュかフィンに数字が入るので、2つのカバーが消すはずのマスのうち、すべてのフィンを見るマスからだけ消せます。
lesson-finned-mutant-swordfish = ミュータントソードフィッシュ（3つの行・列・ブロックを別の3つでカバー）に、カバーの外の余分な場所（フィン）があります。フィッシュかフィンに数字が入るので、カバーが消すはずのマスのうち、すべてのフィンを見るマスからだけ消せます。
lesson-finned-mutant-jellyfish = ミュータントジェリーフィッシュ（4つの行・列・ブロックを別の4つでカバー）に、カバーの外の余分な場所（フィン）があります。フィッシュかフィンに数字が入るので、カバーが消すはずのマスのうち、すべてのフィンを見るマスからだけ消せます。
lesson-kraken-fish = それだけでは何も消せないフィン付きのフィッシュです。フィッシュかフィンのどちらかに数字が入るので、フィッシュが消すはずの候補も、どのフィンが真でもそれが消えることをチェーンで示せれば消せます。
lesson-forcing-chain = ある候補を真（または偽）と仮定し、その直接の結果を1つずつたどります。矛盾に行き着けば仮定は誤りです。マスのどの候補からも、または行・列・ブロックでの数字のどの場所からも同じ結果になるなら、その結果は正しいです。
lesson-forcing-net = 各ステップで複数の事実を同時に使えるフォーシングチェーンです。仮定をシングルで進めるので、他の候補がなくなったマスも確定できます。矛盾すれば仮定は誤りで、どの場合でも行き着く結果は正しいです。
lesson-trial-and-error = ここにあるテクニックがどれも使えないので推測します。マスの候補を順に試して先へ進め、1つを除くすべての推測が矛盾に行き着けば、残った1つが入ります。目で見えるパターンではなく、試行錯誤による解き方です。

## Hints, level by level: where to look, which cells, the move.

hint-look-unit = { $unit }で{ $technique }を探してみましょう。
hint-look-digit = 数字{ $digit }に注目して、{ $technique }を探してみましょう。
hint-look = { $technique }を探してみましょう。
hint-trial = 使えるテクニックがありません。次の数字は試行錯誤で見つけるしかありません。
hint-cells = { $technique }：{ $cells }に注目しましょう。
hint-mistake-somewhere = 盤面の数字のどれかが間違っています。
hint-mistake = { $cell }の{ $entered }は、そこに入る正しい数字ではありません。
hint-mistake-move = { $cell }に{ $entered }が入っていますが、正しくは{ $correct }です。
hint-missing-note = どこかのマスのメモに、そのマスに入る正しい数字が抜けています。
hint-missing-note-cell = { $cell }のメモに、そのマスに入る正しい数字が抜けています。
hint-missing-note-move = { $cell }のメモに、そのマスの数字{ $digit }が抜けています。
hint-solved = この問題はもう解けています。
hint-not-proper = ヒントを出せません：{ $error }。
puzzle-clash = { $cells }の数字が重複しています
puzzle-no-solution = この問題には解がありません
puzzle-several-solutions = この問題には解が複数あります

step-trial = このエンジンが知るテクニックはどれも使えません。{ $cell }の数字を順に試すと、{ $digit }以外はすべて矛盾に行き着きます


## Helper A

## Fish, colouring, chains, nice loops, almost locked sets

# 「それらの行」「これらの列」では取り違えやすいので、ベースとカバーを名前で言う。
step-fish = { $base }では{ $digit }が{ $cover }にしか入らないので、{ $cover }の{ $digit }は必ず{ $base }のマスに入ります
step-finned-fish = { $base }では{ $digit }が{ $cover }かフィン{ $fins }にしか入りません。フィンに{ $digit }が入っても入らなくても、{ $cover }のうちフィンと同じブロックにあるマスには入りません

step-simple-colors-wrap = { $digit }の共役ペアを2色で塗り分けると、同じ色の2マス（{ $cells }）が互いに見えるので、その色は偽です
step-simple-colors-trap = { $digit }の共役ペアを2色（{ $first }／{ $second }）で塗り分けると、どちらかの色に{ $digit }が入ります
step-multi-colors-wrap = { $digit }の2つのクラスターのうち、色{ $cells }はもう一方のクラスターの2色を両方見ていて、その2色のどちらかは真です
step-multi-colors-trap = { $digit }の2つのクラスターには互いに見える色があるので、それぞれのもう一方の色（{ $first }／{ $second }）のどちらかが真です

# グループ化したチェーンの事実。ナイスループ・AIC の「もし…なら」の中に入る。
fact-in = { $group }に{ $digit }が入る
fact-not-in = { $group }に{ $digit }が入らない
chain-then = すると{ $fact }
# チェーンの途中の事実は表記（$chain）に表れているので、文では両端だけを言う。
step-chain = { $chain }：{ $start }が{ $start-digit }でなければ、チェーンをたどって{ $end }が{ $end-digit }になります。つまり{ $start }が{ $start-digit }か、{ $end }が{ $end-digit }のどちらかです
step-remote-pair = { $cells }はすべて候補が{ $digits }だけで、それぞれ次のマスを見ています（{ $chain }）。チェーンに沿って2つの数字が交互に入るので、偶奇の異なる2マスを見るマスは両方の数字を見ることになります
step-nice-loop = { $kind ->
    [grouped-discontinuous] グループ化不連続ナイスループ
    [continuous] 連続ナイスループ
    [grouped-continuous] グループ化連続ナイスループ
   *[discontinuous] 不連続ナイスループ
}：{ $chain }。もし{ $start }なら、チェーンは出発したマスに戻ってきます
step-aic = { $kind ->
    [grouped] グループ化交互推論チェーン
   *[plain] 交互推論チェーン
}：{ $chain }。もし{ $start }なら、{ $end }ということになります。つまり両端のどちらかが成り立ちます

step-als-xz = { $first }と{ $second }はALSです（{ $first-unit }の{ $first-digits }；{ $second-unit }の{ $second-digits }）。一方の{ $digit }はすべて他方の{ $digit }をすべて見るので、{ $digit }を持てるのは多くとも一方だけで、もう一方はロックされます{ $commons-count ->
    [1] {""}
   *[other] （共通数字は2つともこの関係なので、両方ともロックされます）
}
step-als-xy-wing = { $first }（{ $first-digits }）、{ $second }（{ $second-digits }）、{ $third }（{ $third-digits }）はALSです。1つ目は{ $x }で、2つ目は{ $y }で3つ目とつながり、3つ目がその両方を持つことはないので、1つ目か2つ目がロックされます
als-set = { $cells }（{ $digits }）
als-restricted-common = { $digits }
step-als-xy-chain = { $sets }はチェーン状に並んだALSで、隣どうしは制限共通数字（{ $commons }）でつながっています。最初のALSがロックされなければ、各ALSが順に次をロックするので、最初か最後のALSがロックされます

step-complex-fish = { $base }では{ $digit }が{ $cover }にしか入らないので、{ $cover }の{ $digit }は必ず{ $base }のマスに入ります
step-complex-fish-finned = { $base }では{ $digit }が{ $cover }{ $endo-fins-count ->
    [0] {""}
   *[other] （エンドフィン{ $endo-fins }は2つのベースに重なる）
}かフィン{ $fins }にしか入りません。フィッシュが成り立ってもフィンに{ $digit }が入っても、すべてのフィンを見るマスには入りません
step-kraken-fish = { $base }では{ $digit }が{ $cover }かフィン{ $fins }にしか入りません。どこに入っても、{ $premises }から始まるチェーンがすべて{ $target }の{ $target-digit }を否定します

## Helper B

step-turbot-fish = { $first-unit }の{ $digit }は{ $first1 }か{ $first2 }にしか入らず、{ $second-unit }の{ $digit }は{ $second1 }か{ $second2 }にしか入りません。{ $near1 }と{ $near2 }は互いに見えるので、{ $far1 }か{ $far2 }のどちらかが{ $digit }です
step-empty-rectangle = { $box }では{ $digit }が{ $line }か{ $other }の上にしか入りません。{ $pair-unit }の{ $digit }は{ $start }か{ $end }に入ります。{ $start }ならブロックの{ $digit }は{ $other }にあり、{ $end }ならそのマスが{ $target }を直接見ます
step-naked-subset = { $units }で、{ $cells }の{ $cells-count }マスに入るのは{ $digits }だけです
step-hidden-subset = { $unit }で{ $digits }が入るのは{ $cells }だけです
step-sue-de-coq = { $cells }（{ $line }と{ $box }の交差部分）の候補は{ $digits }です。{ $line }の{ $line-cells }と{ $box }の{ $box-cells }が、交差部分のマス数を超える分の数字を受け持つので、これらの数字はこれらのマスに振り分けられます
step-xy-wing = { $pivot }は{ $pivot-digits }のどちらかで、どちらの場合もピンサー{ $pincer1 }と{ $pincer2 }のどちらかが{ $digit }になります
step-xyz-wing = { $pivot }は{ $pivot-digits }のいずれかです。{ $digit }でなければピンサー{ $pincer1 }と{ $pincer2 }のどちらかが{ $digit }になるので、3マスのどれかは{ $digit }です
step-w-wing = { $first }と{ $second }の候補はどちらも{ $x }と{ $y }だけです。{ $unit }の{ $y }は{ $end1 }か{ $end2 }にあり、それぞれが一方のマスを見ているので、2マスがともに{ $y }になることはなく、どちらかは{ $x }です
intro-unique-rectangle = { $cells }がすべて{ $digits }だけになると、2つの数字を入れ替えられて解が2つになってしまいます
step-unique-rectangle-1 = { $intro }。このパターンを崩せるのは{ $cell }だけです
step-unique-rectangle-2 = { $intro }。つまり{ $cells }のどちらかは{ $digit }です
step-unique-rectangle-5 = { $intro }。つまり{ $cells }のいずれかは{ $digit }です
step-unique-rectangle-3 = { $intro }。つまり{ $corners }のどちらかに追加の数字が入り、{ $unit }ではそれらと{ $cells }に入るのは{ $digits }だけになります
step-unique-rectangle-4 = { $intro }。{ $locked }は{ $cell1 }か{ $cell2 }に入るしかない（2マスが共通して見る範囲に他の場所はない）ので、どちらも{ $removed }にはなりません
step-unique-rectangle-6 = { $intro }。{ $digit }はその2行・2列では長方形の中にしか入らない（Xウィング）ので、角{ $cells }の両方に入るか、どちらにも入らないかのどちらかです
step-hidden-rectangle = { $intro }。{ $row }と{ $column }では{ $locked }が長方形の中にしか入らないので、もし{ $cell }が{ $removed }なら、2つの{ $locked }がどちらもパターン上に来てしまいます
intro-avoidable-rectangle = { $first }と{ $second }は問題の数字ではなく、解いて{ $digit1 }と{ $digit2 }になったマスです。もし{ $third }が{ $digit2 }、{ $fourth }が{ $digit1 }になると、4マスを入れ替えられてしまいます
step-avoidable-rectangle-1 = { $intro }
step-avoidable-rectangle-2 = { $intro }。つまり残りの2マスのどちらかは{ $digit }です
step-bug-plus-one = { $cell }以外の空きマスはすべて候補が2つで、{ $cell }の{ $digit }がなければ、どのユニットでもどの数字もちょうど2回ずつ現れます。そのような盤面は解が2つになります

# フォーシングチェーン・ネットの仮定。「もし…なら」の中に入る。
fact-on = { $cell }が{ $digit }
fact-off = { $cell }が{ $digit }でない

# 矛盾の内容。「…という矛盾が生じる」の前に入る。
clash-itself = 仮定そのものが否定される
clash-both = { $cell }が{ $digit }であり、かつ{ $digit }でない
clash-two-digits = { $cell }に数字が2つ入る
clash-twice = { $unit }に{ $digit }が2つ入る
clash-empty-cell = { $cell }に入る数字がなくなる
clash-no-place = { $unit }に{ $digit }の入る場所がなくなる
step-forcing-chain-contradiction = もし{ $premise }なら、チェーンをたどると{ $clash }という矛盾が生じます（{ $chains }）
step-forcing-net-contradiction = もし{ $premise }なら、ネットをたどると{ $clash }という矛盾が生じます（{ $chains }）
step-forcing-verity = { $cases ->
    [candidate] { $cell }が{ $digit }であってもなくても
    [cell] { $cell }にどの候補が入っても
   *[unit] { $unit }で{ $digit }がどこに入っても
}、同じ結論が導かれます（{ $chains }）

## Killer Sudoku: the cage techniques (see en.ftl)

technique-cage-combinations = ケージの組み合わせ
technique-cage-combinations-indefinite = ケージの組み合わせ
technique-hidden-cage-digit = ケージの隠れ数字
technique-hidden-cage-digit-indefinite = ケージの隠れ数字
technique-cage-candidates = ケージの候補
technique-cage-candidates-indefinite = ケージの候補
technique-locked-cage-digit = ケージのロック数字
technique-locked-cage-digit-indefinite = ケージのロック数字
technique-innies-and-outies = イニーズとアウティーズ
technique-innies-and-outies-indefinite = イニーズとアウティーズ
technique-cages-in-a-unit = 同じ領域のケージ
technique-cages-in-a-unit-indefinite = 同じ領域のケージ
technique-group-innies-and-outies = グループのイニーズとアウティーズ
technique-group-innies-and-outies-indefinite = グループのイニーズとアウティーズ
technique-virtual-cage = 仮想ケージ
technique-virtual-cage-indefinite = 仮想ケージ

lesson-cage-combinations = ケージの異なる数字の和はその合計になり、それを作れる数字の組は多くありません。17の2マスは8と9だけ、7の3マスは1、2、4だけです。どの組にも入らない数字をケージのマスから消します。
lesson-hidden-cage-digit = ケージの合計を作るどの組にもある数字が入っているので、ケージはその数字を必ず含みます。ケージの中でその数字を入れられるマスが1つだけなら、そこに入ります。
lesson-cage-candidates = ケージの合計を作る各組を、マスの候補と照らし合わせます。数字を1マスに1つずつ置けない組は外れます。残った組のどれもそのマスに置かない候補を消します。
lesson-locked-cage-digit = ケージの合計を作るどの組にもある数字はケージに必ず入り、それを入れられるケージのマスがみな同じ別のマスを見ています。数字がケージのどこに入っても、そのマスはそれを見るので、そこから消します。
lesson-innies-and-outies = 行・列・ブロックの和は45です。その中に丸ごと入るケージを引くと、残りのマス（イニーズ）の和がわかります。中に入り込むケージは外のマス（アウティーズ）も覆い、その和はそれらのケージの合計の45を超えた分です。
lesson-cages-in-a-unit = 同じ行・列・ブロックにある2つのケージは数字を共有しません。一方の組が、もう一方のまだ可能などの組とも数字を共有するなら、その組は外れます。その組だけが使っていた候補を消します。
lesson-group-innies-and-outies = 隣り合う領域での45の法則です。2行の和は90、3行は135です。丸ごと中に入るケージからイニーズの和が、入り込むケージからアウティーズの和がわかります。その和をケージの合計と同じように使います。
lesson-virtual-cage = 行・列・ブロックのイニーズかアウティーズが1つのケージの中にあれば、そのケージの残りの和はケージの合計からそれらの和を引いた値です。計算で描くケージで、組み合わせと候補は普通のケージと同じく使えます。

fact-cage = { $cells }のケージの合計は{ $sum }
sum-placed = { $placed }にはすでに{ $placed-sum }が入っていて、残る{ $cells }の和は{ $total } - { $placed-sum } = { $sum }
sum-innies = { $units }の中のケージの合計は{ $inside }で、残る{ $cells-by ->
    [cell] { $cells }
   *[other] { $cells }のマス
}の和は{ $total } - { $inside } = { $sum }
sum-outies = { $units }に入り込むケージの合計は{ $touching }で、そのうち外の{ $cells }の和は{ $touching } - { $total } = { $sum }
sum-virtual = それらは{ $cage }のケージ（{ $cage-sum }）の中にあり、{ $cells-count ->
    [one] その残りのマス{ $cells }は
   *[other] その残りのマス{ $cells }の和は
}{ $cage-sum } - { $part } = { $sum }
step-cage-combinations = { $facts }。異なる数字でこれを作れるのは{ $combinations }だけです
step-cage-candidates = { $facts }。異なる数字では{ $combinations }ですが、候補から作れるのは{ $fitting }だけです
step-hidden-cage-digit = { $facts }。作り方（{ $combinations }）はどれも{ $digit }を使い、ケージで{ $digit }を入れられるのは{ $cell }だけです
step-locked-cage-digit = { $facts }。作り方（{ $combinations }）はどれも{ $digit }を使い、ケージで{ $digit }を入れられるのは{ $places }だけなので、それらをすべて見るマスには入りません
step-cages-in-unit = { $facts }。作り方は{ $combinations }です。{ $unit }にある{ $other }のケージ（{ $other-sum }）は{ $other-combinations }のどれかで、どれも{ $dropped }と数字を共有するので、残るのは{ $fitting }です
step-sum = { $facts }。候補から作れるのは{ $ways }だけです
step-sum-single = { $facts }
