# Peerless：简体中文（zh-Hans）。与英文目录（en.ftl）的消息一一对应，变量含义见 en.ftl 的注释。
#
# 用语：格、行、列、宫、候选数、单元（行、列、宫）。格名沿用论坛写法 r3c7。
# 技巧名采用中文数独圈通行的叫法（排除、唯一余数、区块、显性/隐性数组、剑鱼、摩天楼等），
# 没有通行中文名的保留英文（X-Wing、XY-Wing、ALS-XZ 等）。
# 列举只用顿号“、”连接（结论分句也靠它连接，用“和”会连接分句，不合语法）。

## Names, lists

cell = r{ $row }c{ $column }
# 供读屏使用。
cell-spelled = 第{ $row }行第{ $column }列
cells-spelled-row = 第{ $row }行第{ $columns }列
unit = { $kind ->
    [row] 第{ $number }行
    [column] 第{ $number }列
   *[box] 第{ $number }宫
}
# 同类单元合为一个短语：「第2、6、7列」。
units-of-kind = { $kind ->
    [row] 第{ $numbers }行
    [column] 第{ $numbers }列
   *[box] 第{ $numbers }宫
}
list-separator = 、
list-separator-cells = 、
list-and-cells = { $rest }、{ $last }
list-and = { $rest }、{ $last }
list-separator-numbers = 、
list-and-numbers = { $rest }、{ $last }
list-or = { $rest }或{ $last }
list-nor = { $rest }或{ $last }
list-nor-separator = 、
# 结论的分句之间用逗号，不用顿号。
list-clauses = { $rest }，{ $last }
list-clauses-separator = ，

## A step of the logic: "Hidden Single: in box 5, only r5c6 can hold 7, so r5c6 is 7."

step = { $technique }：{ $reason }。因此，{ $result }。
result-place = { $cell }填{ $digit }
result-remove = { $cells }不能填{ $digits }

step-full-house = { $cell }是{ $unit }中最后一个空格
step-naked-single = { $cell }所在的行、列、宫中已有除{ $digit }以外的所有数字
step-hidden-single = 在{ $unit }中，只有{ $cell }能填{ $digit }
step-locked-candidates = 在{ $unit }中，{ $digit }只能填在与{ $other }相交的格中

## Levels of difficulty.

level-easy = 简单
level-medium = 中等
level-hard = 困难
level-expert = 专家
level-extreme = 极限

## Technique names, as players of the language call them (HoDoKu's English names where
## a language has no established one), and as the hint's first level names them, with
## the article the sentence needs ("Look at box 5 for a hidden single.").

technique-full-house = 同区剩余
technique-full-house-indefinite = 同区剩余
technique-naked-single = 唯一余数
technique-naked-single-indefinite = 唯一余数
technique-hidden-single = 排除
technique-hidden-single-indefinite = 排除
technique-locked-pair = 死锁数对
technique-locked-pair-indefinite = 死锁数对
technique-locked-triple = 死锁三数组
technique-locked-triple-indefinite = 死锁三数组
technique-locked-candidates-pointing = 宫区块
technique-locked-candidates-pointing-indefinite = 宫区块
technique-locked-candidates-claiming = 行列区块
technique-locked-candidates-claiming-indefinite = 行列区块
technique-naked-pair = 显性数对
technique-naked-pair-indefinite = 显性数对
technique-naked-triple = 显性三数组
technique-naked-triple-indefinite = 显性三数组
technique-hidden-pair = 隐性数对
technique-hidden-pair-indefinite = 隐性数对
technique-hidden-triple = 隐性三数组
technique-hidden-triple-indefinite = 隐性三数组
technique-naked-quadruple = 显性四数组
technique-naked-quadruple-indefinite = 显性四数组
technique-hidden-quadruple = 隐性四数组
technique-hidden-quadruple-indefinite = 隐性四数组
technique-x-wing = X-Wing
technique-x-wing-indefinite = X-Wing
technique-swordfish = 剑鱼
technique-swordfish-indefinite = 剑鱼
technique-jellyfish = 水母
technique-jellyfish-indefinite = 水母
technique-remote-pair = 远程数对
technique-remote-pair-indefinite = 远程数对
technique-bivalue-universal-grave-1 = 全双值坟墓+1
technique-bivalue-universal-grave-1-indefinite = 全双值坟墓+1
technique-skyscraper = 摩天楼
technique-skyscraper-indefinite = 摩天楼
technique-2-string-kite = 双线风筝
technique-2-string-kite-indefinite = 双线风筝
technique-turbot-fish = 多宝鱼
technique-turbot-fish-indefinite = 多宝鱼
technique-empty-rectangle = 空矩形
technique-empty-rectangle-indefinite = 空矩形
technique-w-wing = W-Wing
technique-w-wing-indefinite = W-Wing
technique-xy-wing = XY-Wing
technique-xy-wing-indefinite = XY-Wing
technique-xyz-wing = XYZ-Wing
technique-xyz-wing-indefinite = XYZ-Wing
technique-unique-rectangle-type-1 = 唯一矩形1型
technique-unique-rectangle-type-1-indefinite = 唯一矩形1型
technique-unique-rectangle-type-2 = 唯一矩形2型
technique-unique-rectangle-type-2-indefinite = 唯一矩形2型
technique-unique-rectangle-type-3 = 唯一矩形3型
technique-unique-rectangle-type-3-indefinite = 唯一矩形3型
technique-unique-rectangle-type-4 = 唯一矩形4型
technique-unique-rectangle-type-4-indefinite = 唯一矩形4型
technique-unique-rectangle-type-5 = 唯一矩形5型
technique-unique-rectangle-type-5-indefinite = 唯一矩形5型
technique-unique-rectangle-type-6 = 唯一矩形6型
technique-unique-rectangle-type-6-indefinite = 唯一矩形6型
technique-hidden-rectangle = 隐性唯一矩形
technique-hidden-rectangle-indefinite = 隐性唯一矩形
technique-avoidable-rectangle-type-1 = 可规避矩形1型
technique-avoidable-rectangle-type-1-indefinite = 可规避矩形1型
technique-avoidable-rectangle-type-2 = 可规避矩形2型
technique-avoidable-rectangle-type-2-indefinite = 可规避矩形2型
technique-finned-x-wing = 带鳍X-Wing
technique-finned-x-wing-indefinite = 带鳍X-Wing
technique-sashimi-x-wing = 退化X-Wing
technique-sashimi-x-wing-indefinite = 退化X-Wing
technique-finned-swordfish = 带鳍剑鱼
technique-finned-swordfish-indefinite = 带鳍剑鱼
technique-sashimi-swordfish = 退化剑鱼
technique-sashimi-swordfish-indefinite = 退化剑鱼
technique-finned-jellyfish = 带鳍水母
technique-finned-jellyfish-indefinite = 带鳍水母
technique-sashimi-jellyfish = 退化水母
technique-sashimi-jellyfish-indefinite = 退化水母
technique-sue-de-coq = 融合待定数组
technique-sue-de-coq-indefinite = 融合待定数组
technique-simple-colors = 简单染色
technique-simple-colors-indefinite = 简单染色
technique-multi-colors = 多重染色
technique-multi-colors-indefinite = 多重染色
technique-x-chain = X链
technique-x-chain-indefinite = X链
technique-xy-chain = XY链
technique-xy-chain-indefinite = XY链
technique-nice-loop-aic = 环/AIC
technique-nice-loop-aic-indefinite = 环/AIC
technique-grouped-nice-loop-aic = 区块环/区块AIC
technique-grouped-nice-loop-aic-indefinite = 区块环/区块AIC
technique-als-xz = ALS-XZ
technique-als-xz-indefinite = ALS-XZ
technique-als-xy-wing = ALS-XY-Wing
technique-als-xy-wing-indefinite = ALS-XY-Wing
technique-als-xy-chain = ALS-XY-Chain
technique-als-xy-chain-indefinite = ALS-XY-Chain
technique-franken-x-wing = 宫内X-Wing
technique-franken-x-wing-indefinite = 宫内X-Wing
technique-franken-swordfish = 宫内剑鱼
technique-franken-swordfish-indefinite = 宫内剑鱼
technique-franken-jellyfish = 宫内水母
technique-franken-jellyfish-indefinite = 宫内水母
technique-finned-franken-x-wing = 带鳍宫内X-Wing
technique-finned-franken-x-wing-indefinite = 带鳍宫内X-Wing
technique-finned-franken-swordfish = 带鳍宫内剑鱼
technique-finned-franken-swordfish-indefinite = 带鳍宫内剑鱼
technique-finned-franken-jellyfish = 带鳍宫内水母
technique-finned-franken-jellyfish-indefinite = 带鳍宫内水母
technique-mutant-x-wing = 交叉X-Wing
technique-mutant-x-wing-indefinite = 交叉X-Wing
technique-mutant-swordfish = 交叉剑鱼
technique-mutant-swordfish-indefinite = 交叉剑鱼
technique-mutant-jellyfish = 交叉水母
technique-mutant-jellyfish-indefinite = 交叉水母
technique-finned-mutant-x-wing = 带鳍交叉X-Wing
technique-finned-mutant-x-wing-indefinite = 带鳍交叉X-Wing
technique-finned-mutant-swordfish = 带鳍交叉剑鱼
technique-finned-mutant-swordfish-indefinite = 带鳍交叉剑鱼
technique-finned-mutant-jellyfish = 带鳍交叉水母
technique-finned-mutant-jellyfish-indefinite = 带鳍交叉水母
technique-kraken-fish = Kraken Fish
technique-kraken-fish-indefinite = Kraken Fish
technique-forcing-chain = 强制链
technique-forcing-chain-indefinite = 强制链
technique-forcing-net = 动态强制链
technique-forcing-net-indefinite = 动态强制链
technique-trial-and-error = 试数
technique-trial-and-error-indefinite = 试数

## Lessons: what each technique is and why it works, in one to three sentences a player
## reads beside its drawing on the Learn screen (short enough to fit under the board on a phone).

lesson-full-house = 某行、列或宫只剩一个空格，这一格就填该处唯一缺少的数字。
lesson-naked-single = 某格只剩一个候选数：其他数字都已出现在它所在的行、列或宫中。填入这个数字。
lesson-hidden-single = 在某行、列或宫中，某个数字只剩一格可填：该处其他空格都已看到这个数字。这个数字就填在那一格。
lesson-locked-pair = 同一宫且同一行或列中的两格，候选数都只有同样两个数字。这两个数字必定填在这两格中，所以可从该宫和该行列的其余格中删去它们。
lesson-locked-triple = 同一宫且同一行或列中的三格，合起来只有三个候选数。这三个数字必定填在这三格中，所以可从该宫和该行列的其余格中删去它们。
lesson-locked-candidates-pointing = 在某宫内，某个数字只能填在同一行或同一列的格中。无论它填在宫内哪里，都在这一行或列上，所以可从该行或列在宫外的格中删去它。
lesson-locked-candidates-claiming = 在某行或列中，某个数字只能填在同一宫的格中。无论它填在这一行或列的哪里，都在该宫内，所以可从该宫的其他格中删去它。
lesson-naked-pair = 某行、列或宫中的两格，候选数都只有同样两个数字。这两个数字必定填满这两格，所以可从该处其他格中删去它们。
lesson-naked-triple = 某行、列或宫中的三格，合起来只有三个候选数（不必每格都有这三个）。这三个数字必定填满这三格，所以可从该处其他格中删去它们。
lesson-hidden-pair = 在某行、列或宫中，两个数字只能填在同样的两格里。这两格必定是这两个数字，所以可删去这两格的其他所有候选数。
lesson-hidden-triple = 在某行、列或宫中，三个数字只能填在同样的三格里。这三格必定是这三个数字，所以可删去这三格的其他所有候选数。
lesson-naked-quadruple = 某行、列或宫中的四格，合起来只有四个候选数。这四个数字必定填满这四格，所以可从该处其他格中删去它们。
lesson-hidden-quadruple = 在某行、列或宫中，四个数字只能填在同样的四格里。这四格必定是这四个数字，所以可删去这四格的其他所有候选数。
lesson-x-wing = 某数字在两行中各只有两个位置，且这些位置位于相同的两列。每行的两个位置中必有一个是该数字，于是这两列的该数字都落在这两行：可从这两列的其余格中删去它。
lesson-swordfish = 某数字在三行中都只能填在相同三列的格里。这三行在这三列中各放一个该数字，所以可从这三列的其余格中删去它。行列互换同样成立。
lesson-jellyfish = 某数字在四行中都只能填在相同四列的格里。这四行在这四列中各放一个该数字，所以可从这四列的其余格中删去它。行列互换同样成立。
lesson-remote-pair = 一串候选数都只有同样两个数字的格，每格都看到下一格。两个数字沿链交替出现，所以相隔奇数步的两格恰好包含这两个数字：同时看到这两格的格，两个数字都不能填。
lesson-bivalue-universal-grave-1 = 除一格有三个候选数外，每个空格都只有两个候选数。若没有在该格所在行、列、宫中出现三次的那个数字，盘面就会有两个解；题目只有一个解，所以该格填这个数字。
lesson-skyscraper = 某数字在两行中各只有两个位置，且两行各有一个位置在同一列。这两个位置不能同时是该数字，所以另外两个位置中必有一个是该数字：可从同时看到二者的格中删去它。列也同理。
lesson-2-string-kite = 某数字在一行和一列中各只有两个位置，且各有一个位置在同一宫内。这两个位置不能同时是该数字，所以两个远端中必有一个是该数字：可从同时看到两个远端的格中删去它。
lesson-turbot-fish = 某数字的两组位置，每组都是所在行、列或宫中仅有的两个，且第一组的一端看到第二组的一端。这两端不能同时是该数字，所以两个远端中必有一个是该数字：可从同时看到两个远端的格中删去它。
lesson-empty-rectangle = 在某宫内，某数字的位置都在宫中的一行和一列上，形成十字。在宫外找一列，该数字在其中只有两个位置，其一在十字的行上：另一位置所在的行与十字的列相交处不能填该数字。
lesson-w-wing = 两个互相看不到的格，候选数都只有x和y。若某行、列或宫中y只有两个位置，各看到其中一格，这两格就不能都为y，必有一格为x：可从同时看到两格的格中删去x。
lesson-xy-wing = 候选数只有xy的枢轴格看到两格，它们的候选数分别只有xz和yz。无论枢轴格取哪个数字，这两格之一都会是z，所以可从同时看到这两格的所有格中删去z。
lesson-xyz-wing = 候选数只有xyz的枢轴格看到两格，它们的候选数分别只有xz和yz。这三格中必有一格是z，所以可从同时看到这三格的所有格中删去z。
lesson-unique-rectangle-type-1 = 合格的题目只有一个解，所以跨两宫的矩形四角不能最终都只含同样两个数字：否则它们可以互换。若三个角只有这对数字，就可从第四个角删去这两个数字。
lesson-unique-rectangle-type-2 = 跨两宫的矩形四角都含同一对数字，一侧的两角还多一个相同的额外数字。题目只有一个解，这对数字不能填满四角，所以两角之一必是额外数字：可从同时看到两角的格中删去它。
lesson-unique-rectangle-type-3 = 跨两宫的矩形含同一对数字，一侧的两角另有额外数字。题目只有一个解，其中必有一角填额外数字，所以把这两角视为一个只含额外数字的格，与其所在行、列或宫的其他格寻找显性数组。
lesson-unique-rectangle-type-4 = 跨两宫的矩形含数对xy，一侧的两角另有额外数字。若x在两角共同所在的某行、列或宫中别无他处，则其中一角为x。另一角若为y，这对数字就可互换，而题目只有一个解：可从两角删去y。
lesson-unique-rectangle-type-5 = 跨两宫的矩形含同一对数字，对角的两个（或三个）角多一个相同的额外数字。题目只有一个解，这对数字不能填满四角，所以其中之一必是额外数字：可从同时看到它们的格中删去它。
lesson-unique-rectangle-type-6 = 跨两宫的矩形含数对xy，对角两角有额外数字，且x在其两行两列中只位于矩形内。若有额外数字的两角取x，其余两角就是y，形成可互换的结构：题目只有一个解，所以可从这两角删去x。
lesson-hidden-rectangle = 跨两宫的矩形含数对xy，其中一角只有xy。在对角那一角所在的行和列中，x只位于矩形内。若那一角为y，这对数字就可互换，而题目只有一个解：可从该角删去y。
lesson-avoidable-rectangle-type-1 = 跨两宫矩形的三个角是解出的而非题目给出的，且合起来只有两个数字。若剩下的角填入使结构完整的数字，这两个数字就能互换，出现两个解：题目只有一个解，所以可从该角删去它。
lesson-avoidable-rectangle-type-2 = 跨两宫矩形的两个角解出为x和y（非题目给出），另两角的候选数为yz和xz。若它们取y和x，四格就能互换、出现两个解，所以唯一解下两角之一必为z：可从同时看到两角的格中删去z。
lesson-finned-x-wing = 某数字的X-Wing，只是其中一行另有额外位置（鳍），且都在同一宫内。要么X-Wing成立，要么鳍为该数字，所以只能从X-Wing所在列里位于鳍所在宫的格中删去它。
lesson-sashimi-x-wing = 缺了一角的带鳍X-Wing：在鳍所在的宫中，鱼缺少一个角的候选数。但要么鱼成立，要么鳍为该数字，所以可从鱼所在列里看到所有鳍的格中删去它。
lesson-finned-swordfish = 某数字的剑鱼，只是额外位置（鳍）都在同一宫内。要么剑鱼成立，要么鳍为该数字，所以只能从鱼原本会删数、且看到所有鳍的格中删去它。
lesson-sashimi-swordfish = 在鳍所在宫中缺少一个角候选数的带鳍剑鱼，没有鳍就根本不成鱼。但要么鱼成立，要么鳍为该数字：可从鱼原本会删数、且看到所有鳍的格中删去它。
lesson-finned-jellyfish = 某数字的水母（四行四列），只是额外位置（鳍）都在同一宫内。要么水母成立，要么鳍为该数字，所以只能从鱼原本会删数、且看到所有鳍的格中删去它。
lesson-sashimi-jellyfish = 在鳍所在宫中缺少一个角候选数的带鳍水母，没有鳍这四行就不成鱼。但要么鱼成立，要么鳍为该数字：可从鱼原本会删数、且看到所有鳍的格中删去它。
lesson-sue-de-coq = 在宫与行或列的相交处，两三个格中的数字比格数至少多两个。若该行列和该宫的其他格各锁定其中一部分数字且互不重复，这些数字就被分配好了：从行列中删去行列那部分，从宫中删去宫那部分。
lesson-simple-colors = 取一个数字，把由共轭对（行、列或宫中仅有的两个位置）相连的各位置用两种颜色交替染色：其中一种颜色为该数字。同色两格互相看到则该色为假；同时看到两种颜色的格可删去该数字。
lesson-multi-colors = 把一个数字的两个互不相连的位置簇各用两种颜色染色。看到另一簇两种颜色的颜色为假。若两簇各有一种颜色互相看到，则剩下的两种颜色之一为真：同时看到两者的格可删去该数字。
lesson-x-chain = 同一数字上强链（行、列或宫中仅有的两个位置）与弱链（互相看到的两个位置）交替构成的链，两端都是强链。两端必有一端是该数字，所以可从同时看到两端的格中删去它。
lesson-xy-chain = 一串各有两个候选数的格，每格看到下一格并与之共享一个数字，两端都含z。若第一格不为z，每格依次推出下一格，最后一格为z。所以两端必有一端为z：可从同时看到两端的格中删去z。
lesson-nice-loop-aic = 用任意格和数字构成的链，强链（两个候选数至少一个为真）与弱链（至多一个为真）交替。两端必有一端为真，与两端都冲突的候选数可删去；链闭合成环时，可删去其起点或弱链上的候选数。
lesson-grouped-nice-loop-aic = 部分链接经过区块的环或AIC：区块是某数字在同一宫和同一行列中的两三个位置，视为一个节点，其中任一为真即为真。逻辑相同：与两端都冲突的候选数可删去。
lesson-als-xz = 待定数组（ALS）是某行、列或宫中N格含N+1个数字。两组共享数字x，且其所有位置互相看到，所以必有一组不含x而被锁定。两组都含的数字z必在其中一组：可从看到两组所有z的格中删去z。
lesson-als-xy-wing = 三个待定数组（N格含N+1个数字）：A与C共享x，B与C共享y，各自的位置都互相看到。C含x或y，所以A或B被锁定；A与B都含的数字z必在其中一组：可从看到两组所有z的格中删去z。
lesson-als-xy-chain = 由四个或更多待定数组（N格含N+1个数字）组成的链，相邻两组由一个位置都互相看到的数字相连，且不连续两次使用同一数字。两端必有一组被锁定，所以两端都含的数字z可从看到其所有z的格中删去。
lesson-franken-x-wing = 用宫代替行或列的X-Wing：某数字在两个行或宫中，只能填在两个列或宫的格里。前两者在后两者中各放一个该数字，所以可从后两者的其余格中删去它。以列为基础时同理。
lesson-franken-swordfish = 用宫代替部分行或列的剑鱼：某数字在三个行或宫中，只能填在三个列或宫的格里。前三者在后三者中各放一个该数字，所以可从后三者的其余格中删去它。
lesson-franken-jellyfish = 用宫代替部分行或列的水母：某数字在四个行或宫中，只能填在四个列或宫的格里。前四者在后四者中各放一个该数字，所以可从后四者的其余格中删去它。
lesson-finned-franken-x-wing = 宫内X-Wing（行列中有一个宫）另有额外位置（鳍），位于其覆盖的行、列和宫之外。要么鱼成立，要么鳍为该数字，所以只能从鱼原本会删数、且看到所有鳍的格中删去它。
lesson-finned-franken-swordfish = 宫内剑鱼（行列中有宫）另有额外位置（鳍），位于其覆盖的行、列和宫之外。要么鱼成立，要么鳍为该数字，所以只能从三个覆盖单元原本会删数、且看到所有鳍的格中删去它。
lesson-finned-franken-jellyfish = 宫内水母（行列中有宫）另有额外位置（鳍），位于其覆盖的行、列和宫之外。要么鱼成立，要么鳍为该数字，所以只能从四个覆盖单元原本会删数、且看到所有鳍的格中删去它。
lesson-mutant-x-wing = 由行、列、宫任意组合构成的鱼：某数字在其中两个单元中，只能填在另外两个单元的格里。前两者在后两者中各放一个该数字，所以可从后两者的其余格中删去它。
lesson-mutant-swordfish = 由行、列、宫任意组合构成的鱼：某数字在其中三个单元中，只能填在另外三个单元的格里。前三者在后三者中各放一个该数字，所以可从后三者的其余格中删去它。
lesson-mutant-jellyfish = 由行、列、宫任意组合构成的鱼：某数字在其中四个单元中，只能填在另外四个单元的格里。前四者在后四者中各放一个该数字，所以可从后四者的其余格中删去它。
lesson-finned-mutant-x-wing = 交叉X-Wing（两个行、列或宫被另外两个覆盖）另有额外位置（鳍），位于覆盖单元之外。要么鱼成立，要么鳍为该数字，所以只能从两个覆盖单元原本会删数、且看到所有鳍的格中删去它。
lesson-finned-mutant-swordfish = 交叉剑鱼（三个行、列或宫被另外三个覆盖）另有额外位置（鳍），位于覆盖单元之外。要么鱼成立，要么鳍为该数字，所以只能从覆盖单元原本会删数、且看到所有鳍的格中删去它。
lesson-finned-mutant-jellyfish = 交叉水母（四个行、列或宫被另外四个覆盖）另有额外位置（鳍），位于覆盖单元之外。要么鱼成立，要么鳍为该数字，所以只能从覆盖单元原本会删数、且看到所有鳍的格中删去它。
lesson-kraken-fish = 本身删不掉任何数的带鳍鱼。要么鱼成立，要么鳍为该数字，所以若能用链证明每个鳍为真时也都会删去鱼原本要删的某个候选数，这个候选数照样可以删去。
lesson-forcing-chain = 假设某候选数为真或为假，逐一追踪它的直接结果。若导致矛盾，则假设错误；若某格的每个候选数，或某数字在某行、列或宫中的每个位置都导出同一结果，则该结果成立。
lesson-forcing-net = 每一步可能同时需要多个条件的强制链：用唯一余数和排除推演假设，所以一格的其他候选数都消失后就能确定。导致矛盾则假设不成立；每种情况都能导出的结果成立。
lesson-trial-and-error = 这里的技巧都不适用，只能猜：依次试填某格的每个候选数并继续解。除一个外，每次尝试都会导致矛盾，剩下的那个就是答案。这是试数，不是能看出来的结构。

## Hints, level by level: where to look, which cells, the move.

hint-look-unit = 观察{ $unit }，试试{ $technique }。
hint-look-digit = 关注数字{ $digit }，试试{ $technique }。
hint-look = 试试{ $technique }。
hint-trial = 没有适用的技巧：下一个数字只能靠试数找出。
hint-cells = { $technique }：观察{ $cells }。
hint-mistake-somewhere = 盘面上有一个数字填错了。
hint-mistake = { $cell }中的{ $entered }不是这里应填的数字。
hint-mistake-move = { $cell }中填的是{ $entered }，但应该是{ $correct }。
hint-missing-note = 有一格的笔记漏掉了该格应填的数字。
hint-missing-note-cell = 你在{ $cell }的笔记漏掉了该格应填的数字。
hint-missing-note-move = 你在{ $cell }的笔记漏掉了{ $digit }，而它正是该格的数字。
hint-solved = 题目已经解完。
hint-not-proper = 无法提示：{ $error }。
puzzle-clash = { $cells }中的数字互相冲突
puzzle-no-solution = 题目无解
puzzle-several-solutions = 题目有多个解

step-trial = 本引擎已知的技巧都不适用；依次试填{ $cell }的各个数字，除{ $digit }外都会导致矛盾


## Helper A

## Fish, colouring, chains, nice loops, almost locked sets

# 用基础单元和覆盖单元的名称直说，比“这些行／这些列”清楚。
step-fish = 在{ $base }中，{ $digit }只能填在{ $cover }，即{ $cover }中的{ $digit }必定落在{ $base }里
step-finned-fish = 在{ $base }中，{ $digit }只能填在{ $cover }或鳍{ $fins }中；无论鳍是否为{ $digit }，{ $cover }中与鳍同宫的格都不能填{ $digit }

step-simple-colors-wrap = 将{ $digit }的共轭对用两种颜色交替染色，同色的两格（{ $cells }）互相看到，故该颜色为假
step-simple-colors-trap = 将{ $digit }的共轭对用两种颜色交替染色（{ $first }／{ $second }），其中一种颜色必为{ $digit }
step-multi-colors-wrap = 在{ $digit }的两个染色簇中，颜色{ $cells }看到另一簇的两种颜色，而二者必有一种为真
step-multi-colors-trap = { $digit }的两个染色簇中各有一种颜色互相看到，故它们各自的另一种颜色（{ $first }／{ $second }）中必有一种为真

# 区块链中的事实，用在环和AIC的“若……”之中。
fact-in = { $group }中有{ $digit }
fact-not-in = { $group }中没有{ $digit }
chain-then = 则{ $fact }
# 链中间的各个事实已写在记号（$chain）里，这里只说两端：列举分句只能用顿号连接，读起来不通。
step-chain = { $chain }：若{ $start }不为{ $start-digit }，沿链可推出{ $end }为{ $end-digit }，所以{ $start }为{ $start-digit }或{ $end }为{ $end-digit }
step-remote-pair = { $cells }的候选数都只有{ $digits }，每格都看到下一格（{ $chain }），所以两个数字沿链交替出现；一格若同时看到奇偶性相反的两格，就同时看到了这两个数字
step-nice-loop = { $kind ->
    [grouped-discontinuous] 区块不连续环
    [continuous] 连续环
    [grouped-continuous] 区块连续环
   *[discontinuous] 不连续环
}：{ $chain }；若{ $start }，链会回到起点格本身
step-aic = { $kind ->
    [grouped] 区块交替推理链
   *[plain] 交替推理链
}：{ $chain }；若{ $start }，则{ $end }，所以两端至少有一端成立

step-als-xz = { $first }和{ $second }是待定数组（{ $first-unit }中的{ $first-digits }，{ $second-unit }中的{ $second-digits }）；一组中的每个{ $digit }都看到另一组中的每个{ $digit }，所以至多一组含{ $digit }，另一组被锁定{ $commons-count ->
    [1] {""}
   *[other] （两个公共数都是如此：两组都被锁定）
}
step-als-xy-wing = { $first }（{ $first-digits }）、{ $second }（{ $second-digits }）和{ $third }（{ $third-digits }）是待定数组；前两组分别由{ $x }和{ $y }与第三组相连，而第三组不能同时含有两者，所以第一组或第二组被锁定
als-set = { $cells }（{ $digits }）
als-restricted-common = { $digits }
step-als-xy-chain = { $sets }是连成一条链的待定数组，相邻两组由受限公共数（{ $commons }）相连；若第一组未被锁定，各组会依次锁定下一组，所以第一组或最后一组被锁定

step-complex-fish = 在{ $base }中，{ $digit }只能填在{ $cover }，即{ $cover }中的{ $digit }必定落在{ $base }里
step-complex-fish-finned = 在{ $base }中，{ $digit }只能填在{ $cover }{ $endo-fins-count ->
    [0] {""}
   *[other] （其中内鳍{ $endo-fins }位于两个基础单元中）
}或鳍{ $fins }中；无论鱼成立还是鳍为{ $digit }，看到所有鳍的格都不能填{ $digit }
step-kraken-fish = 在{ $base }中，{ $digit }只能填在{ $cover }或鳍{ $fins }中；无论填在哪里，从{ $premises }出发的链都会删去{ $target }的{ $target-digit }

## Helper B

step-turbot-fish = { $digit }在{ $first-unit }中只能填在{ $first1 }或{ $first2 }，在{ $second-unit }中只能填在{ $second1 }或{ $second2 }；{ $near1 }与{ $near2 }互相看到，所以{ $far1 }或{ $far2 }为{ $digit }
step-empty-rectangle = 在{ $box }中，{ $digit }只位于{ $line }或{ $other }上；{ $pair-unit }中的{ $digit }在{ $start }或{ $end }：若在{ $start }，该宫的{ $digit }就在{ $other }上；若在{ $end }，该格直接看到{ $target }
step-naked-subset = 在{ $units }中，{ $cells }这{ $cells-count ->
    [2] 两
    [3] 三
   *[4] 四
}格合起来只能填{ $digits }
step-hidden-subset = 在{ $unit }中，{ $digits }只能填在{ $cells }
step-sue-de-coq = { $cells }（{ $line }与{ $box }的相交处）的候选数为{ $digits }；{ $line }中的{ $line-cells }与{ $box }中的{ $box-cells }占去其中的数字，只留下与相交处格数相同的个数，所以这些数字被分配到这些格中
step-xy-wing = { $pivot }为{ $pivot-digits }，无论哪种情况，翼格{ $pincer1 }和{ $pincer2 }中都有一格为{ $digit }
step-xyz-wing = { $pivot }为{ $pivot-digits }；若它不为{ $digit }，则翼格{ $pincer1 }和{ $pincer2 }中有一格为{ $digit }，所以这三格中必有一格为{ $digit }
step-w-wing = { $first }和{ $second }的候选数都只有{ $x }和{ $y }；在{ $unit }中，{ $y }只在{ $end1 }或{ $end2 }，而二者分别看到{ $first }和{ $second }，所以{ $first }和{ $second }不能都为{ $y }，其中一格必为{ $x }
intro-unique-rectangle = 若{ $cells }都只有{ $digits }，这两个数字就可以互换，题目将有两个解
step-unique-rectangle-1 = { $intro }；只有{ $cell }能破坏这一结构
step-unique-rectangle-2 = { $intro }；故{ $cells }中必有一格为{ $digit }
step-unique-rectangle-5 = { $intro }；故{ $cells }中必有一格为{ $digit }
step-unique-rectangle-3 = { $intro }；故{ $corners }中必有一格含额外数字，它们与{ $cells }在{ $unit }中合起来只有{ $digits }
step-unique-rectangle-4 = { $intro }；{ $locked }只能填在{ $cell1 }或{ $cell2 }（二者共同看到的范围内别无他处），所以两格都不能为{ $removed }
step-unique-rectangle-6 = { $intro }；{ $digit }在其两行两列中只位于矩形内（构成X-Wing），所以它要么占据{ $cells }这两个角，要么都不占
step-hidden-rectangle = { $intro }；在{ $row }和{ $column }中，{ $locked }只位于矩形内，所以若{ $cell }为{ $removed }，两个{ $locked }都将落在该结构上
intro-avoidable-rectangle = { $first }和{ $second }是解出的{ $digit1 }和{ $digit2 }，并非题目给出；若{ $third }为{ $digit2 }、{ $fourth }为{ $digit1 }，这四格就可以互换
step-avoidable-rectangle-1 = { $intro }
step-avoidable-rectangle-2 = { $intro }；故剩下两格中必有一格为{ $digit }
step-bug-plus-one = 除{ $cell }外，每个空格都只有两个候选数；若{ $cell }中没有{ $digit }，每个数字在每个单元中都恰好出现两次，这样的盘面有两个解

# 强制链的前提，用在“若……”之中。
fact-on = { $cell }为{ $digit }
fact-off = { $cell }不为{ $digit }

# 矛盾的内容，接在“推出”之后。
clash-itself = 其自身的反面
clash-both = { $cell }既为{ $digit }又不为{ $digit }
clash-two-digits = { $cell }中有两个数字
clash-twice = { $unit }中出现两个{ $digit }
clash-empty-cell = { $cell }无数可填
clash-no-place = { $unit }中{ $digit }无处可填
step-forcing-chain-contradiction = 若{ $premise }，沿链推理会推出{ $clash }（{ $chains }）
step-forcing-net-contradiction = 若{ $premise }，动态推理会推出{ $clash }（{ $chains }）
step-forcing-verity = { $cases ->
    [candidate] 无论{ $cell }是否为{ $digit }
    [cell] 无论{ $cell }填哪个候选数
   *[unit] 无论{ $digit }填在{ $unit }中的哪个位置
}，每种情况都推出同一结论（{ $chains }）

## Killer Sudoku: the cage techniques (see en.ftl)

technique-cage-combinations = 笼子组合
technique-cage-combinations-indefinite = 笼子组合
technique-hidden-cage-digit = 笼子隐性数字
technique-hidden-cage-digit-indefinite = 笼子隐性数字
technique-cage-candidates = 笼子候选数
technique-cage-candidates-indefinite = 笼子候选数
technique-locked-cage-digit = 笼子锁定数字
technique-locked-cage-digit-indefinite = 笼子锁定数字
technique-innies-and-outies = 内外格
technique-innies-and-outies-indefinite = 内外格
technique-cages-in-a-unit = 同区笼子
technique-cages-in-a-unit-indefinite = 同区笼子
technique-group-innies-and-outies = 组合内外格
technique-group-innies-and-outies-indefinite = 组合内外格
technique-virtual-cage = 虚拟笼子
technique-virtual-cage-indefinite = 虚拟笼子

lesson-cage-combinations = 笼子里各不相同的数字之和等于它的总和，而能做到的数组很少：两格17只能是8和9，三格7只能是1、2和4。从笼子的格中删去不属于任何这种数组的数字。
lesson-hidden-cage-digit = 凑成笼子总和的每个数组都含有某个数字，所以笼子必含这个数字。笼子里只有一格能填它时，它就填在那里。
lesson-cage-candidates = 把凑成笼子总和的每个数组和格子的候选数对照：数字无法一格一个放下的数组被排除。删去剩下的数组都不会放进该格的候选数。
lesson-locked-cage-digit = 笼子必含一个它每种数组都有的数字，而笼子里能填它的格都看得到某些其他格。无论这个数字填在笼子哪里，那些格都看得到它，所以从那些格删去它。
lesson-innies-and-outies = 一行、一列或一宫之和为45。减去完全在其中的笼子：剩下的格（内格）之和就是余数。伸进来的笼子也覆盖外面的格（外格），其和是这些笼子超出45的部分。
lesson-cages-in-a-unit = 同一行、列或宫里的两个笼子不能有相同数字。一个笼子的数组若与另一笼子每个仍可能的数组都有共同数字，就被排除；删去只有这些数组用到的候选数。
lesson-group-innies-and-outies = 相邻区域的45法则：两行之和为90，三行为135。完全在内的笼子给出内格之和，伸进来的笼子给出外格之和。像用笼子总和一样使用这些和。
lesson-virtual-cage = 当一行、列或宫的内格或外格都在一个笼子里时，笼子其余格之和是笼子总和减去它们之和：一个算出来的笼子。它的组合和候选数与普通笼子一样用。

fact-cage = { $cells }的笼子总和为{ $sum }
sum-placed = { $placed-count ->
    [1] { $placed }已有{ $placed-sum }
   *[other] { $placed }已有数字之和为{ $placed-sum }
}，{ $cells-count ->
    [1] 剩下的{ $cells }为
   *[other] 剩下的{ $cells }之和为
}{ $total } - { $placed-sum } = { $sum }
sum-innies = { $units }内的笼子之和为{ $inside }，{ $cells-by ->
    [cell] { $cells-count ->
        [1] 剩下的{ $cells }为
       *[other] 剩下的{ $cells }之和为
    }
   *[other] { $cells-count ->
        [1] 剩下的{ $cells }那一格为
       *[other] 剩下的{ $cells }各格之和为
    }
}{ $total } - { $inside } = { $sum }
sum-outies = 伸进{ $units }的笼子之和为{ $touching }，{ $cells-count ->
    [1] 其中外面的{ $cells }为
   *[other] 其中外面的{ $cells }之和为
}{ $touching } - { $total } = { $sum }
sum-virtual = 它们在{ $cage }的笼子（{ $cage-sum }）里，{ $cells-count ->
    [1] 笼子的另一格{ $cells }为
   *[other] 笼子其余格{ $cells }之和为
}{ $cage-sum } - { $part } = { $sum }
step-cage-combinations = { $facts }；不同数字只能凑成{ $combinations }
step-cage-candidates = { $facts }；不同数字可凑成{ $combinations }，按候选数只能是{ $fitting }
step-hidden-cage-digit = { $facts }；每种凑法（{ $combinations }）都用到{ $digit }，而笼子里只有{ $cell }能填它
step-locked-cage-digit = { $facts }；每种凑法（{ $combinations }）都用到{ $digit }，而笼子里只有{ $places }能填它，所以看得到它们全部的格都不能填{ $digit }
step-cages-in-unit = { $facts }，凑法为{ $combinations }；{ $other }的笼子（{ $other-sum }）也在{ $unit }中，必是{ $other-combinations }之一，它的每种凑法都与{ $dropped }有共同数字，排除后剩下{ $fitting }
step-sum = { $facts }；按候选数只有{ $ways }能凑成
step-sum-single = { $facts }
