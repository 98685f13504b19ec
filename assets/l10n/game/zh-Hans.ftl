# The game's words: screens, buttons, settings, summaries, notices, the screen reader's words.
# 简体中文（zh-Hans）。用语与引擎目录 zh-Hans.ftl 一致：格、行、列、宫、候选数、数字、笔记，
# 难度（简单、中等、困难、专家、极限），称呼用“你”。题目开始时给出的数字称“已知数”
# （“提示数”会与“提示”按钮混淆）。

## Words on many screens

back = 返回
cancel = 取消
main-menu = 主菜单
level-and-time = { $level } · { $time }
new-game-of = 新游戏（{ $level }）
count-hints = { $n ->
    [0] 未用提示
   *[other] 提示{ $n }次
}
count-mistakes = { $n ->
    [0] 无错误
   *[other] 错误{ $n }次
}

## Dates

date = { $year }年{ $month }月{ $day }日
month-of-year = { $year }年{ $month }月
# The calendar's weekday initials, Monday first, separated by spaces.
calendar-weekdays = 一 二 三 四 五 六 日

## The start screen

start-continue = 继续游戏
start-new-game = 新游戏
start-daily = 每日挑战
start-daily-caption = { $streak ->
    [0] { $date }
   *[other] { $date } · 连续{ $streak }天
}
# The day's card once the day's puzzle is solved.
start-daily-caption-solved = { $streak ->
    [0] { $date } · 已完成
   *[other] { $date } · 已完成 · 连续{ $streak }天
}
# A level's name in the start screen's row of five ($level: easy, medium, hard, expert,
# extreme): the name itself ($name), or a shorter one where it would not fit a fifth of a
# phone's width.
start-level-name = { $level ->
   *[other] { $name }
}
# The icon buttons' words on the start screen (short: four share a row).
start-learn-short = 学习
start-import-short = 导入
start-import = 导入题目
start-statistics = 统计
start-settings = 设置
start-learn-caption = 讲解每一种技巧，并附练习
start-subtitle = 数独

## A new game asked for while one is in progress

replace-title = 有一局游戏正在进行
replace-subtitle = { $level } · { $time } · 还剩{ $left }格
replace-continue = 继续这一局
replace-continue-caption = 回到正在进行的游戏
replace-new-caption = 正在进行的游戏将记为放弃
replace-start-daily = 开始每日挑战
replace-start-archive = 开始{ $date }的每日挑战
replace-start-level = 开始新游戏（{ $level }）
replace-play-imported = 玩新导入的题目
replace-practise = 练习{ $technique }
replace-practice-title = 练习尚未完成
replace-practice-continue-caption = 返回练习
replace-practice-new-caption = 将离开当前练习

## Levels

levels-title = 新游戏
levels-subtitle = 选择难度
level-caption-easy = 只用排除和唯一余数
level-caption-medium = 数对、三数组和区块
level-caption-hard = X-Wing、各种Wing、鱼和染色
level-caption-expert = 带鳍鱼、链、待定数组
level-caption-extreme = 强制链或试数
kind-classic = 经典
kind-killer = 杀手
start-daily-killer = 每日杀手数独
killer-level-caption-easy = 笼子组合、排除和唯一余数
killer-level-caption-medium = 笼子候选数、内外格、数对
killer-level-caption-hard = 同区笼子、组合内外格
game-killer = 杀手数独 · { $level }
game-killer-daily = 每日杀手数独 · { $date } · { $level }
game-killer-archive = { $date }的每日杀手数独 · { $level }
game-killer-imported = 导入的杀手数独 · { $level }
replace-start-killer-daily = 开始每日杀手数独
replace-start-killer-archive = 开始{ $date }的每日杀手数独
replace-start-killer-level = 开始新的杀手数独（{ $level }）
generating-killer-title = 正在生成{ $level }杀手数独
say-killer-ready = 杀手数独已准备好：{ $level }

## Pause

pause-title = 已暂停
pause-resume = 继续
pause-restart = 重新开始本题
pause-copy-puzzle = 复制题目
pause-copy-puzzle-caption = { $n }个已知数写成一行文本，可拿到别处去玩
pause-copy-killer-caption = { $n ->
    [0] 笼子及其和值写成一行文本，可拿到别处去玩
   *[other] 笼子、和值与{ $n }个已知数写成一行文本，可拿到别处去玩
}
pause-copy-link = 复制题目链接

## The end of a game

share-daily = Peerless 每日挑战 { $date }
won-title = 完成！
won-daily = { $level } · { $time } · { $date }的每日挑战
won-mistakes-hints = { $mistakes ->
    [0] 无错误
   *[other] 错误{ $mistakes }次
} · { $hints ->
    [0] 未用提示
   *[other] 提示{ $hints }次
}
won-new-best = 刷新最佳用时
won-best = 最佳用时 { $time }
won-vs-median = { $faster ->
    [yes] 比你的中位数快{ $diff }
   *[no] 比你的中位数慢{ $diff }
}
won-no-best = { $by ->
    [reveal] 显示过一格的答案，本次用时不计入最佳用时。
   *[hint] 提示代为走了一步，本次用时不计入最佳用时。
}
won-daily-streak = 每日挑战连续{ $n }天
won-daily-killer = { $level } · { $time } · { $date }的每日杀手数独
won-daily-killer-streak = 每日杀手数独连续{ $n }天
new-killer-of = 新的杀手数独（{ $level }）
won-imported = 导入的题目：不计入{ $level }难度的统计
won-archive = 往期每日挑战
won-archive-best = 往期每日挑战 · 这一天的最佳用时 { $time }
won-needed = 所需技巧：{ $techniques }
won-needed-more = 另外{ $n }种
won-copy-result = 复制成绩
won-other-level = 其他难度
lost-title = 游戏结束
lost-limit = 错误{ $n }次：已达上限。
lost-cell-is-not = { $cell }的{ $digit }
lost-taken-back = 填错的数字已撤回。
lost-wrong-now = 当前填错的数字：{ $cells }。
lost-play-on-or-again = 你可以不限错误次数继续玩，也可以重新开始本题。
lost-play-on = 继续玩
lost-try-again = 重玩本题

## Statistics

stats-killer-title = 杀手数独统计
stats-imported = 导入的题目
stats-imported-caption = 粘贴、输入或链接的题目单独统计
stats-wins = 共{ $started }局，胜{ $won }局 · 连胜{ $streak }局（最高{ $best }局）
stats-imported-wins = 导入的题目：共{ $started }局，胜{ $won }局
stats-times = 最佳 { $best } · 最近{ $n }局中位数 { $median }
stats-times-helped = 无提示最佳 { $best } · 最近{ $n }局中位数（其中{ $helped }局用过提示）{ $median }
stats-no-best = 还没有最佳用时：每局都用过提示 · 最近{ $n }局中位数 { $median }
stats-no-time = 还没有用时记录：赢一局就能看到
# The statistics' summary cards: each figure's name under it ($rate a whole percentage; $best
# the longest streak).
stats-card-played = 已玩
stats-card-won = 获胜
stats-card-rate = 胜率
stats-card-rate-value = { $rate }%
stats-card-best = 最佳
stats-card-best-unhelped = 无提示最佳
stats-card-median = 最近{ $n }局中位数
stats-card-streak = { $best ->
    [0] 连胜
   *[other] 连胜（最高{ $best }）
}
stats-month = { $month } · 每日挑战连续{ $streak }天（最高{ $best }天）

## Import

import-paste = 从剪贴板粘贴
import-paste-caption = 81个字符、盘面、杀手数独或题目链接
import-type = 在盘面上输入
import-type-caption = 用数字键输入已知数，然后点“开始”
import-subtitle = 先检查冲突和解的唯一性，再评定难度
checking-title = 正在检查题目
checking-subtitle = 正在分析所需技巧
import-photo = 从照片导入
import-photo-caption = 印刷题目的照片或截图
reading-title = 正在读取照片
reading-subtitle = 正在寻找盘面和数字
review-title = 核对题目
review-read = 从照片读取了{ $digits }个数字。
review-doubtful = 有{ $cells }个格子不确定，已用框标出：请对照照片核对。
review-no-solution = 按现在的样子，题目无解：有数字读错了。
review-several-solutions = 按现在的样子，题目有多个解：缺少数字。
review-sure = 读取了{ $digits }个数字：请对照照片核对，然后点“开始”。
review-correct = 要更正格子，先点格子，再点数字。点“开始”检查题目。
review-start = 更正与照片不同的格子，然后点“开始”。
notice-photo-drop = 请把题目的照片拖到此窗口。
photo-error-unopened = 无法打开该文件。
photo-error-no-reader = 此处无法读取照片。
photo-error-not-an-image = 该文件不是图片：请选择 JPEG 或 PNG 照片。
photo-error-unsupported = 无法读取该图片的格式：请选择 JPEG 或 PNG 照片。
photo-error-damaged = 图片已损坏或不完整。
photo-error-too-large = 图片太大，无法读取（超过 64 MB 或 1 亿像素）。
photo-error-too-small = 图片太小，容不下可读的题目。
photo-error-no-grid = 照片中没有找到数独盘面：请拍下整个盘面，放平并保证光线充足。
photo-error-two-grids = 照片中有两个盘面：请一次拍一个。
photo-error-grid-too-small = 照片中的盘面太小：请靠近一些。
photo-error-blurred = 照片太模糊，无法读取：请保持稳定，或对准盘面对焦。

## Waiting screens

practising-example = 正在寻找{ $technique }的例子
practising-position = 正在寻找可练习的{ $technique }
generating-title = 正在生成{ $level }题目

## Settings

settings-play = 游戏
settings-look = 外观
settings-help = 辅助
settings-accessibility = 无障碍
settings-play-caption = { $vibration ->
    [yes] 输入、笔记、计时器、振动
   *[no] 输入、笔记、计时器
}
settings-look-caption = 主题、数字大小、候选数、左右手、高亮
settings-help-caption = 冲突、错误、格子信息、格子名称
settings-accessibility-caption = 读屏、提示文字大小
setting-language = 语言
setting-theme = 主题
setting-highlight-peers = 高亮行、列、宫
setting-highlight-same-digit = 高亮相同数字
setting-show-conflicts = 显示冲突
setting-check-mistakes = 对照答案检查
setting-mistake-limit = 错误上限
setting-auto-remove-notes = 填数时清除笔记
setting-show-timer = 显示计时器
setting-input = 输入方式
setting-cell-info = 格子信息栏
setting-digit-size = 数字大小
setting-candidate-style = 候选数
setting-tools-left = 横屏工具位置
setting-cage-tints = 笼子分色显示
setting-reduced-motion = 减少动画
setting-haptics = 振动
setting-cell-names = 提示中的格子名称
setting-speak-order = 格子朗读顺序
setting-speak-candidates = 选中格子时朗读候选数
setting-large-hint-text = 放大提示文字
value-on = 开
value-off = 关
value-theme-system = 跟随系统
value-theme-light = 浅色
value-theme-dark = 深色
value-none = 无
value-digit-first = 先选数字
value-cell-first = 先选格子
value-small = 小
value-normal = 标准
value-large = 大
value-grid = 固定位置
value-centre = 中心
value-left = 左侧
value-right = 右侧
# A cell's name as hints say it, to show the setting's choice: r3c7, or row 3, column 7.
value-cell-name = { $cell }
value-position-first = 先读位置
value-value-first = 先读内容
# The language setting's value when it follows the system's.
value-language-system = 跟随系统
# First in the list of languages: follow the system's language, which is named under it in itself.
language-system = 系统语言

## Learning the techniques: the library, lessons and practice

learn-title = 学习
learn-subtitle = 提示用到的所有技巧，由易到难
# A level's button in the library: how many of its techniques the player has found.
learn-level-caption = 已找到{ $found }/{ $all }种技巧
learn-level-title = { $level }难度的技巧
learn-level-subtitle = 每种技巧都有讲解和练习局面
learn-killer-title = 杀手数独技巧
learn-killer-subtitle = 用到笼子的技巧，由易到难
learn-killer-level-title = { $level }难度的杀手数独技巧
learn-more = 更多技巧
learn-page = 第{ $page }/{ $pages }页
# A technique's button: the player's record with it.
learn-not-practised = 尚未练习
learn-progress-found = 已找到{ $found }次
learn-progress-found-helped = 已找到{ $found }次，其中{ $helped }次借助提示
learn-progress-found-streak = 已找到{ $found }次 · 连续{ $streak }次
learn-progress-found-helped-streak = 已找到{ $found }次，其中{ $helped }次借助提示 · 连续{ $streak }次
# The step found; $step is the step's sentence.
learn-right = 正确！{ $step }
learn-found-with-hint = 借助提示找到了。{ $step }
# "Hint" is the tool button's name.
learn-find-elimination = 找出{ $technique }，删去它排除的一个候选数。“提示”会告诉你该看哪里。
learn-find-placement = 找出{ $technique }，填入它确定的数字。“提示”会告诉你该看哪里。
learn-no-position = 这次没有找到{ $technique }的局面，请再试一次。
# A move the practised step does not make, refused.
practice-wrong-true-candidate = 不是这个：{ $digit }必须留在{ $cell }，任何{ $technique }都删不掉它。再找找看。
practice-wrong-not-by-this = { $cell }的{ $digit }可以删去，但不是靠{ $technique }：先找出{ $technique }。
practice-wrong-digit = 不是这个：{ $cell }不是{ $digit }。再找找看。
practice-wrong-not-placed-by-this = { $cell }是{ $digit }，但{ $technique }推不出这一点：先找出{ $technique }。

## Notices

# $text is what was copied: a result line, a puzzle or a link.
notice-copied = 已复制：{ $text }
notice-copy-failed = 未能复制：无法访问本设备的剪贴板。
notice-clipboard-empty = 剪贴板中没有可导入的文本。
# $error is one of the import-error messages.
notice-link-unplayable = 无法玩链接中的题目：{ $error }
# $seconds has one decimal: 1.5
generating-still-looking = 仍在寻找需要合适技巧的题目：{ $seconds } 秒

## Why an imported puzzle cannot be played

# $error is one of the messages below that start in lower case.
import-error-unreadable = 无法读取题目：{ $error }。
import-error-unexpected-char = 第{ $line }行第{ $column }个字符：意外的{ $char }（每格为1-9，空格为 . 或 0）
import-error-unexpected-char-at = 第{ $line }行第{ $column }个字符：{ $cell }处出现意外的{ $char }（每格为1-9，空格为 . 或 0）
# The character the reader did not expect: itself, its code point (U+0009), or both.
import-error-char = 字符“{ $char }”
import-error-char-code = 字符 U+{ $code }
import-error-char-and-code = 字符“{ $char }”（U+{ $code }）
import-error-no-cells = 文本中没有格子（题目应有81格）
import-error-too-few-cells = 应有81格，只找到{ $found }格
import-error-too-many-cells = 第{ $line }行第{ $column }个字符：第82格多余（应有81格，找到{ $found }格）
import-error-not-utf8 = 第{ $line }行第{ $column }个字符：文本不是有效的UTF-8
import-error-joined-digits = 第{ $line }行第{ $column }个字符：两位数会被读成两格，而每格只能填一个1-9的数字（应有81格，找到{ $found }格）
# $clash is import-error-clash-pair; $more counts the other clashing pairs.
import-error-clash = { $more ->
    [0] 已知数冲突：{ $clash }。
   *[other] 已知数冲突：{ $clash }，另有{ $more }对冲突。
}
import-error-clash-pair = { $first }的{ $digit }与{ $second }的{ $digit }冲突（{ $unit }）
import-error-link-without-puzzle = 链接中没有题目：题目链接以 #<81个字符> 结尾，或包含 ?p=<81个字符>。
import-error-already-solved = 盘面已经填满，没有需要解的部分。
import-error-no-solution = 题目无解：没有任何符合规则的方法能填满空格。
import-error-multiple-solutions = 题目有多个解（例如{ $cell }既可以是{ $first }也可以是{ $second }），需要更多已知数。
# $error is one of the killer-error messages, or a cage-error message.
import-error-killer-unreadable = 无法读取杀手数独：{ $error }。
# $error is one of the link-error messages, or a cage-error message.
import-error-killer-link = 无法玩链接中的杀手数独：{ $error }。

## Why a Killer in Peerless's one-line format cannot be read (see en.ftl)

killer-error-unexpected-char-at = 第{ $line }行第{ $column }个字符：{ $cell }的笼子字母处出现意外的{ $char }（笼子用字母A–Z或a–z标记，“:”之后是和值）
killer-error-unexpected-char = 第{ $line }行第{ $column }个字符：81个笼子字母之后出现意外的{ $char }（笼子用字母A–Z或a–z标记，“:”之后是和值）
killer-error-too-few-letters = 应有81个笼子字母（每格一个），只找到{ $found }个
killer-error-too-many-letters = 第{ $line }行第{ $column }个字符：第82个字母多余（81格每格一个笼子字母，找到{ $found }个）
killer-error-missing-sums = 笼子字母之后没有“:”及和值（例如“AB...:3,15,...”）
killer-error-bad-sum = 第{ $line }行第{ $column }个字符：“{ $text }”不是和值（和值是用逗号分隔的整数）
killer-error-missing-sum = 第{ $line }行第{ $column }个字符：缺少一个和值（和值是用逗号分隔的整数）
killer-error-sum-count = 字母构成{ $cages }个笼子，但后面有{ $sums }个和值（每个笼子一个和值，按各笼子第一格的顺序排列）
killer-error-cage = 笼子{ $letter }：{ $error }
killer-error-givens = 已知数（从第{ $line }行第{ $column }个字符起）：{ $error }
killer-error-too-many-parts = 第{ $line }行第{ $column }个字符：出现第三个“:”（文本最多三部分：字母、和值与已知数，用两个“:”分隔）

## Why cages are no Killer (see en.ftl)

cage-error-empty = 笼子{ $cage }没有格子
cage-error-overlap = { $cell }同时属于两个笼子：笼子{ $cage }和笼子{ $other }
cage-error-uncovered = { $cell }不属于任何笼子
cage-error-disconnected = 笼子{ $cage }（从{ $first }开始）被分成了几块：{ $cell }无法经由笼内上下左右相邻的格子连到{ $first }
cage-error-too-big = 笼子{ $cage }（从{ $first }开始）有{ $size }格，和为{ $sum }，但一个笼子最多只能有9个不同的数字
cage-error-sum-fixed = 笼子{ $cage }（从{ $first }开始）有{ $size }格，和为{ $sum }，但{ $size }个不同数字的和总是{ $low }
cage-error-sum-range = 笼子{ $cage }（从{ $first }开始）有{ $size }格，和为{ $sum }，但{ $size ->
    [1] 一个数字只能是{ $low }到{ $high }
   *[other] { $size }个不同数字的和只能是{ $low }到{ $high }
}
cage-error-total = 各笼子的和加起来是{ $total }，但解完的盘面总和是405

## Why an f-puzzles or SudokuPad link holds no Killer Peerless plays (see en.ftl)

link-error-not-a-link = 不是包含完整题目的f-puzzles或SudokuPad链接
link-error-stored-online = “{ $id }”指的是保存在网站上的题目：请在那里打开，并分享包含完整题目的长链接
link-error-format = 链接是SudokuPad的“{ $name }”格式，Peerless无法读取（可读取“scl”“ctc”和“fpuzzles”）
link-error-decompress = 链接中的数据无法解压：链接可能被截断或改动过
# $message is the JSON reader's own, in English.
link-error-json = 链接中的数据不是题目的JSON：{ $message }
link-error-no-grid = 题目中没有格子盘面
link-error-size = 题目是{ $rows }×{ $columns }的，而杀手数独是9×9的
link-error-irregular = 题目的区域不是九个3×3宫
link-error-feature = 题目含有“{ $name }”，这是笼子和已知数之外的规则或图形，Peerless不支持
link-error-no-sum = 笼子{ $cage }没有和值
link-error-bad-sum = 笼子{ $cage }的和值“{ $text }”不是整数
link-error-bad-cell = “{ $text }”不是9×9盘面中的格子
link-error-bad-given = { $cell }的已知数“{ $text }”不是1到9的数字

## Tool bars (short: each fits a button of a row of six)

tool-undo = 撤销
tool-erase = 擦除
# The notes tool: Notes while the pad writes digits, else the pad's mode.
tool-notes = 笔记
tool-centre = 中心笔记
tool-corner = 角落笔记
tool-colour = 涂色
notes-kind-candidates = 候选数
notes-kind-centre = 中心笔记
notes-kind-corner = 角落笔记
notes-kind-colour = 涂色
# Fills every empty cell's notes.
tool-auto = 自动笔记
tool-hint = 提示
# The hint card: its level in words ($level: technique, cells, move).
hint-card-level = { $level ->
    [technique] 提示 1/3：看哪里
    [cells] 提示 2/3：相关的格
   *[move] 提示 3/3：这一步
}
# The card's button to the hint's next level; after the last, it makes the move.
hint-card-next = { $level ->
    [technique] 显示相关的格
    [cells] 显示这一步
   *[move] 走这一步
}
# The card's text goes on past its lines ("more"), or folds back ("less").
hint-card-more = 展开
hint-card-less = 收起
# The card's close button, as a screen reader names it (it shows a cross).
hint-card-close = 关闭提示
# Above the board while no hint shows: how much of the board is filled ($filled, the
# givens included), and where help is.
progress-filled = 已填 { $filled }/81 格
progress-tip = 卡住了？提示会先告诉你看哪里，再说更多。
tool-redo = 重做
tool-back = 返回
# Empties the whole board while typing a puzzle in.
tool-clear = 清空
tool-paste = 粘贴
# Checks the typed puzzle and starts the game.
tool-start = 开始
# The next position to practise.
tool-next = 下一个
# On a lesson: the first position to practise.
tool-practise = 练习
# On a lesson: this position's step, then the technique's idea.
tool-example = 示例
tool-idea = 思路

## Typing a puzzle in

entry-title = 输入题目
entry-help = 逐个输入已知数：先点格子，再点数字。点“开始”检查题目。

## The statistics' chart of the last solve times

stats-last-times = 最近用时
stats-no-wins = 这个难度还没有胜局
stats-helped = 用过提示
# The names of the chart's lines: the best time and the median.
stats-best = 最佳
stats-median = 中位数

## Saves

# $reason is the system's, as it gave it.
save-not-kept = 离开后游戏将不会保留：{ $reason }。
save-reason-no-home = 找不到用于存档的主文件夹
save-reason-no-app-folder = 系统未提供存放应用文件的文件夹
save-reason-browser-refuses = 浏览器不允许此页面保存数据
save-reason-full = 没有剩余空间可以保存
save-reason-denied = 系统不允许写入
save-reason-system = { $file }: { $message }
save-reason-unknown = { $message }
save-place-browser = 浏览器为此页面保留的存储空间
save-failed = 无法保存游戏：{ $reason }。稍后会再试。
# $reason is why, as the save's reader says it: "it is damaged (...)".
save-damaged = 无法读取最近的存档：文件不完整或有误。
save-newer = 最近的存档来自新版 Peerless，此版本无法读取。
save-missing = 找不到最近的存档。
save-not-opened = 无法访问最近的存档：{ $reason }。
save-parts-damaged = 最近的存档有一部分无法读取。
save-backup-loaded = 已改为载入上一次的存档。
save-fresh = 之前的存档也无法读取，因此游戏将重新开始。
save-parts-restored = 已从上一次的存档还原：{ $parts }。
save-parts-lost = 无法还原，将重新开始：{ $parts }。
save-part = { $part ->
    [settings] 设置
    [statistics] 统计
    [game] 进行中的游戏
   *[practice] 练习进度
}
save-kept = 最近的存档已原样保留为{ $folder }中的{ $file }。
save-backup-kept = 上一次的存档也无法读取，已保留为{ $file }。
save-newer-found = 已找到并载入新版 Peerless 的游戏（旧版 Peerless 曾将其另存为{ $file }）。
save-older-kept = 旧版 Peerless 保存的内容已保留为{ $folder }中的{ $file }。
save-followed = 游戏已在另一个窗口或标签页中继续：这里现在显示它在那里离开时的样子。
save-followed-moves-lost = 游戏已在另一个窗口或标签页中继续，并在你在这里的最后几步之后保存：这里现在显示它在那里离开时的样子，不含这几步。
save-sentences = { $first }{ $next }

## The screen reader: the accessibility tree's names

# A cell's name: its parts joined by list-separator, in the order the player chose: its digit
# (or access-empty), access-given, access-clashes, access-wrong; its place (cell-spelled); its
# colour; its notes (access-candidates, access-corner). $digits are digits separated by spaces
# ("2 6").
access-empty = 空
access-value = { $digit }
access-parts = { $parts }
access-header = { $level }{ list-separator }{ $mistakes }
access-given = 已知数
access-clashes = 冲突
access-cage-full = { $size }格的笼子，和为{ $sum }
access-cage-first = 左上格
access-cage-short = 笼子{ $sum }
access-wrong = 错误
access-doubtful = 不确定
access-candidates = 候选数 { $digits }
access-corner = 角落笔记 { $digits }
# The colours a player gives cells, named after the palette's hues, in pad order.
access-colour-orange = 橙色
access-colour-sky-blue = 天蓝色
access-colour-green = 绿色
access-colour-yellow = 黄色
access-colour-blue = 蓝色
access-colour-purple = 紫色
access-colour-grey = 灰色
access-colour-lavender = 淡紫色
access-colour-brown = 棕色
access-pause = 暂停
access-tools = 工具
access-board = 盘面
access-time = { $time }
access-time-helped = { $time }（用过提示）
access-chart = 最近的解题用时（从早到晚）：{ $times }
access-month-before = 上个月
access-month-after = 下个月
access-calendar = { $month }的每日挑战
access-day = { $state ->
    [won] { $date }，用时{ $time }完成
    [today-won] { $date }，今天的题目，用时{ $time }完成
    [archive] { $date }，补玩往期挑战完成，用时{ $time }
    [today] { $date }，今天的题目
    [future] { $date }，尚未开放
   *[open] { $date }
}
# The pad, named after what it writes.
access-pad-digits = 输入面板：数字
access-pad-candidates = 输入面板：候选数
access-pad-centre = 输入面板：中心笔记
access-pad-corner = 输入面板：角落笔记
access-pad-colours = 输入面板：涂色
access-note-kinds = 笔记类型：{ $kind }
# A digit of the pad and how many of it are left to place.
access-pad-digit = { $digit }，{ $n ->
    [0] 已全部填完
   *[other] 还剩{ $n }个
}
# A menu's button with its value (a setting's).
access-menu-value = { $label }：{ $value }
# A row, a column or a box read out: $cells are its cells' digits (or access-empty), joined by
# list-separator.
access-unit-reading = { $unit-kind ->
    [row] 第{ $unit-number }行
    [column] 第{ $unit-number }列
   *[box] 第{ $unit-number }宫
}：{ $cells }
# How many of a digit are left to place; the nine are read joined by list-separator.
access-remaining = { $digit }：{ $n ->
    [0] 已完成
   *[other] 还剩{ $n }个
}

## The screen reader: what is announced ($cell spelled out: row 3, column 7)

say-given = { $cell }是已知数
say-cell-filled = { $cell }已有数字
say-already-empty = { $cell }已经是空的
say-edge = { $side ->
    [up] 上面没有行了
    [down] 下面没有行了
    [left] 左边没有列了
   *[right] 右边没有列了
}
say-nothing-to-undo = 没有可撤销的操作
say-nothing-to-redo = 没有可重做的操作
say-no-hint = 没有提示：盘面已解完
say-placed = { $cell }填入{ $digit }
say-emptied = 已清除{ $cell }
# What a cell holds now, as $what of say-revealed, say-undone and say-redone.
say-cell-is = { $cell }是{ $digit }
say-cell-is-empty = { $cell }为空
say-revealed = 已显示答案：{ $what }
say-candidate-added = { $cell }添加候选数{ $digit }
say-candidate-removed = { $cell }删除候选数{ $digit }
say-corner-added = { $cell }添加角落笔记{ $digit }
say-corner-removed = { $cell }删除角落笔记{ $digit }
# $colour is one of the access-colour-... names.
say-coloured = { $cell }涂成{ $colour }
say-colour-removed = 已清除{ $cell }的颜色
say-marked = 已标记{ $n }格
say-candidates-filled = 已填入候选数
say-notes-cleared = 已清除笔记
say-restarted = 已重新开始
say-undone = 已撤销：{ $what }
say-redone = 已重做：{ $what }
say-undone-cells = 已撤销：{ $n }格
say-redone-cells = 已重做：{ $n }格
# The hint's last level made its move: $changes are the cells it changed (say-placed or
# say-now-candidates), joined by list-separator.
say-hint-made = 已按提示操作：{ $changes }
say-now-candidates = { $cell }的候选数现为{ $digits }
# What came of a move follows what it did, each after list-separator. $cells are the cells
# clashed with, named as any list of cells is ("row 1, column 1; and row 2, column 3"), and in
# each case the catalogue declares ($cells-loc), as a sentence's preposition asks.
say-clashes = 与{ $cells }的{ $digit }冲突
say-mistake = 第{ $n }次错误
say-mistake-of = 第{ $n }次错误，上限{ $limit }次
say-unit-complete = { $unit }已完成
say-every-placed = { $digit }已全部填完
# $said is what the move did.
say-lost = { $said }。错误过多，游戏失败
say-after = { $said }{ list-separator }{ $more }
say-no-cell-selected = 未选中格子
say-puzzle-ready = 题目已准备好：{ $level }
# The end of a game read out as one announcement: its title and each line of its summary
# ($next) after what is said so far ($said); say-then after a sentence's end (! or .), else
# say-then-sentence.
say-then = { $said }{ $next }
say-then-sentence = { $said }。{ $next }

## The game screen's header and the cell-info line

header-mistakes = 错误 { $n }
header-mistakes-of = 错误 { $n }/{ $limit }
# The line under the pad when cell info is on: $cell is the cell's name, $index its number
# (0 to 80).
cell-info-holds = { $cell } · 序号 { $index } · 第{ $row }行、第{ $column }列、第{ $box }宫 · 数字 { $digit }
cell-info-candidates = { $cell } · 序号 { $index } · 第{ $row }行、第{ $column }列、第{ $box }宫 · 候选数 { $digits }
cell-info-no-candidates = { $cell } · 序号 { $index } · 第{ $row }行、第{ $column }列、第{ $box }宫 · 无候选数

## The Killer cage calculator, in the hint card's place while a cell of a cage is selected and
## no hint shows: the cage's sum ($sum), what its empty cells must still add up to ($left) and
## how many they are ($empty); under it the combinations still possible there (written
## 1+5 · 2+4 in every language), or one of the sentences below.
calculator-cage = 笼子{ $sum } · { $empty }格还需{ $left }
# The cage full: its digits different and adding up to its sum, or not (the line under it
# says what is wrong).
calculator-cage-complete = 笼子{ $sum } · 已完成
calculator-cage-full = 笼子{ $sum } · 已填满
# The digits placed add up to more than the sum, $empty cells still empty.
calculator-cage-empty = 笼子{ $sum } · 空{ $empty }格
# Under the cage's line, in the clash's red: what breaks the cage ($placed: what its digits
# add up to).
calculator-repeated = { $digit }在笼子里出现了两次
calculator-placed-sum = 已填数字之和为{ $placed }，不是{ $sum }
calculator-no-combination = 已填数字不属于任何组合
# The candidates (the player's notes, else the digits the board allows) fit no combination.
calculator-no-fit = 没有符合候选数的组合
# Several cells selected: how many ($selected, 2 or more), what their digits add up to ($total),
# how many are empty ($empty); when they are whole cages, how many ($cages), their sums' total
# ($sum) and what is left for their empty cells ($left).
calculator-selection = { $selected }格 · 总和{ $total }
calculator-selection-blank = { $selected }格 · 全部为空
calculator-selection-empty = { $selected }格 · 空{ $empty }格 · 已填之和{ $total }
calculator-selection-cages = { $selected }格，{ $cages }个笼子 · 总和{ $sum }
calculator-selection-left = { $empty }个空格还需{ $left }

## What each game is, and the questions about past days (the header, Continue, the pause
## screen, the summary, the shared result) and the language the command line chose

day-of-month = { $month }月{ $day }日
game-daily = 每日挑战 · { $date } · { $level }
game-archive = { $date }的每日挑战 · { $level }
game-imported = 导入 · { $level }
game-practice = 练习 · { $technique }
game-lesson = 讲解 · { $technique }
share-archive = Peerless 每日挑战 { $date }（往期）
share-imported = Peerless · 导入的题目（{ $level }）
share-killer = 杀手数独
share-imported-killer = Peerless · 导入的杀手数独（{ $level }）
replay-title = 再玩一次{ $date }的每日挑战？
replay-subtitle = 用时 { $time } 完成
replay-again = 再玩一次
replay-again-caption = 更好的用时将成为这一天的最佳
setting-language-forced = 已在命令行中指定
setting-theme-forced = 已在命令行中指定

## 网页（浏览器）

notice-language-needs-connection = 首次使用{ $language }需要联网：恢复联网后，游戏会切换到该语言。
paste-field-label = 粘贴或输入题目：81个数字（空格用0或.表示）、盘面、Peerless格式的杀手数独或链接。
paste-field-import = 导入

setting-keys = 按键
setting-keys-caption = 键盘快捷键
keys-title = 按键
keys-place = 1～9；Shift+数字
keys-place-does = 填入数字或记笔记；Shift：记笔记
keys-move = 方向键、W A S D
keys-move-does = 在格子间移动
keys-erase = Backspace、Delete、0
keys-erase-does = 擦除格子
keys-notes = N
keys-notes-does = 笔记开关
keys-modes = Z、X、C、V
keys-modes-does = 数字、角落笔记、候选数、涂色
keys-hint = H
keys-hint-does = 提示
keys-undo = Ctrl+Z、Ctrl+Y
keys-undo-does = 撤销、重做
keys-paste = Ctrl+V
keys-paste-does = 导入剪贴板中的题目
keys-escape = Esc
keys-escape-does = 暂停；在别处返回上一页
keys-read = Shift+R、C、B、I、K
keys-read-does = 朗读行、列、宫、剩余数字、杀手数独的笼子
say-no-cage = 没有笼子：这是经典数独
say-keys = 按键：1～9填入数字，N开关笔记，H给出提示，Shift+R、Shift+C、Shift+B朗读行、列或宫，Shift+I朗读剩余数字。全部按键见设置中的“按键”。
say-keys-killer = Shift+K朗读笼子：剩余的和与可能的组合。
# A card's figure when there is none yet (no best time, too few wins for a median), as a screen reader says it.
access-no-figure = 暂无
# The statistics' level buttons as a screen reader has them: one group, the level shown its chosen member.
access-stats-levels = 难度
# What a step drawn at its fullest (a lesson's example, a hint's last level) marks in a cell, as a
# screen reader says it after the cell's name: the digit it places, the candidates it removes,
# the pattern's candidates ($digits a list), an outlined unit the cell is in.
access-step-places = 此处填{ $digit }
access-step-removes = 此处删去：{ $digits }
access-step-marks = 标记：{ $digits }
access-step-unit = 圈出：{ $unit }
