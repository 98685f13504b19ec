# Слова игры Peerless по-русски: экраны, кнопки, настройки, итоги, уведомления, слова экранного
# диктора. Сообщения движка (шаги, подсказки, техники, уровни, списки) — в ../ru.ftl; здесь
# сохраняются его термины (клетка, кандидат, цифра, заметки, строка, столбец, блок, подсказка,
# головоломка, исходные цифры) и обращение на «вы». $level и названия техник стоят в
# именительном падеже: после двоеточия или в кавычках («уровня «Лёгкий»»).

## Words on many screens

back = Назад
cancel = Отмена
main-menu = Главное меню
level-and-time = { $level } · { $time }
new-game-of = Новая игра: { $level }
count-hints = { $n ->
    [0] без подсказок
    [one] { $n } подсказка
    [few] { $n } подсказки
    [many] { $n } подсказок
   *[other] { $n } подсказки
}
count-mistakes = { $n ->
    [0] без ошибок
    [one] { $n } ошибка
    [few] { $n } ошибки
    [many] { $n } ошибок
   *[other] { $n } ошибки
}

## Dates

date = { $day } { $month ->
    [1] января
    [2] февраля
    [3] марта
    [4] апреля
    [5] мая
    [6] июня
    [7] июля
    [8] августа
    [9] сентября
    [10] октября
    [11] ноября
   *[12] декабря
} { $year } г.
month-of-year = { $month ->
    [1] Январь
    [2] Февраль
    [3] Март
    [4] Апрель
    [5] Май
    [6] Июнь
    [7] Июль
    [8] Август
    [9] Сентябрь
    [10] Октябрь
    [11] Ноябрь
   *[12] Декабрь
} { $year }
# The calendar's weekday initials, Monday first, separated by spaces.
calendar-weekdays = П В С Ч П С В

## The start screen

start-continue = Продолжить
start-new-game = Новая игра
start-daily = Головоломка дня
start-daily-caption = { $streak ->
    [0] { $date }
   *[other] { $date } · серия { $streak }
}
# The day's card once the day's puzzle is solved.
start-daily-caption-solved = { $streak ->
    [0] { $date } · решена
   *[other] { $date } · решена · серия { $streak }
}
# A level's name in the start screen's row of five ($level: easy, medium, hard, expert,
# extreme): the name itself ($name), or a shorter one where it would not fit a fifth of a
# phone's width.
start-level-name = { $level ->
    [extreme] Экстрим
   *[other] { $name }
}
# The icon buttons' words on the start screen (short: four share a row).
start-learn-short = Обучение
start-import-short = Импорт
start-import = Импорт головоломки
start-statistics = Статистика
start-settings = Настройки
start-learn-caption = Каждая техника с объяснением и практикой
start-subtitle = Судоку

## A new game asked for while one is in progress

replace-title = Игра не окончена
replace-subtitle = { $level } · { $time } · { $left ->
    [one] осталась { $left } клетка
    [few] осталось { $left } клетки
    [many] осталось { $left } клеток
   *[other] осталось { $left } клетки
}
replace-continue = Продолжить
replace-continue-caption = Вернуться к начатой игре
replace-new-caption = Начатая игра будет засчитана как брошенная
replace-start-daily = Начать головоломку дня
replace-start-archive = Начать головоломку дня за { $date }
replace-start-level = Начать новую игру: { $level }
replace-play-imported = Начать новую головоломку
replace-practise = Практика: { $technique }
replace-practice-title = Упражнение не закончено
replace-practice-continue-caption = Вернуться к упражнению
replace-practice-new-caption = Текущее упражнение будет оставлено

## Levels

levels-title = Новая игра
levels-subtitle = Выберите уровень
level-caption-easy = Только одиночки
level-caption-medium = Пары, тройки, пересечения блок–линия
level-caption-hard = X-крылья, крылья, рыбы и раскраска
level-caption-expert = Рыбы с плавником, цепочки, почти запертые множества
level-caption-extreme = Форсирующие цепочки или метод проб и ошибок
kind-classic = Классика
kind-killer = Киллер
start-daily-killer = Киллер дня
killer-level-caption-easy = Комбинации клеток-сумм и одиночки
killer-level-caption-medium = Кандидаты клеток-сумм, иннис и аутис, пары
killer-level-caption-hard = Клетки-суммы в одной области, групповые иннис и аутис
game-killer = Киллер · { $level }
game-killer-daily = Киллер дня · { $date } · { $level }
game-killer-archive = Киллер дня за { $date } · { $level }
game-killer-imported = Импортированный Киллер · { $level }
replace-start-killer-daily = Начать Киллер дня
replace-start-killer-archive = Начать Киллер дня за { $date }
replace-start-killer-level = Начать новый Киллер: { $level }
generating-killer-title = Создание Киллера: { $level }
say-killer-ready = Киллер готов: { $level }

## Pause

pause-title = Пауза
pause-resume = Продолжить
pause-restart = Начать заново
pause-copy-puzzle = Копировать головоломку
pause-copy-puzzle-caption = { $n ->
    [one] { $n } исходная цифра
    [few] { $n } исходные цифры
    [many] { $n } исходных цифр
   *[other] { $n } исходной цифры
} одной строкой текста, чтобы решать в другом месте
pause-copy-killer-caption = { $n ->
    [0] Клетки-суммы с их суммами одной строкой текста, чтобы решать в другом месте
    [one] Клетки-суммы с их суммами и { $n } исходной цифрой одной строкой текста, чтобы решать в другом месте
   *[other] Клетки-суммы с их суммами и { $n } исходными цифрами одной строкой текста, чтобы решать в другом месте
}
pause-copy-link = Копировать ссылку на головоломку

## The end of a game

share-daily = Peerless · головоломка дня за { $date }
won-title = Решено!
won-daily = { $level } · { $time } · головоломка дня за { $date }
won-mistakes-hints = { $mistakes ->
    [0] Без ошибок
    [one] { $mistakes } ошибка
    [few] { $mistakes } ошибки
    [many] { $mistakes } ошибок
   *[other] { $mistakes } ошибки
} · { $hints ->
    [0] без подсказок
    [one] { $hints } подсказка
    [few] { $hints } подсказки
    [many] { $hints } подсказок
   *[other] { $hints } подсказки
}
won-new-best = Новый рекорд
won-best = Лучшее время: { $time }
won-vs-median = { $faster ->
    [yes] на { $diff } быстрее вашей медианы
   *[no] на { $diff } медленнее вашей медианы
}
won-no-best = { $by ->
    [reveal] Клетка была открыта: это время не считается лучшим.
   *[hint] Подсказка сделала ход: это время не считается лучшим.
}
won-daily-streak = ежедневная серия: { $n }
won-daily-killer = { $level } · { $time } · Киллер дня за { $date }
won-daily-killer-streak = серия Киллеров дня: { $n }
new-killer-of = Новый Киллер: { $level }
won-imported = Импортированная головоломка: не входит в статистику уровня «{ $level }»
won-archive = Из архива
won-archive-best = Из архива · лучшее время за этот день { $time }
won-needed = Понадобились техники: { $techniques }
won-needed-more = ещё { $n }
won-copy-result = Копировать результат
won-other-level = Другой уровень
lost-title = Слишком много ошибок
lost-limit = { $n ->
    [one] { $n } ошибка
    [few] { $n } ошибки
    [many] { $n } ошибок
   *[other] { $n } ошибки
}: лимит исчерпан.
lost-cell-is-not = { $cell } — не { $digit }
lost-taken-back = Неверные цифры убраны.
lost-wrong-now = Сейчас неверны: { $cells }.
lost-play-on-or-again = Продолжайте без лимита или начните головоломку заново.
lost-play-on = Играть дальше
lost-try-again = Попробовать снова

## Statistics

stats-killer-title = Статистика Киллера
stats-imported = Импортированные головоломки
stats-imported-caption = Вставленные, введённые или по ссылке: учитываются отдельно
stats-wins = Побед: { $won } из { $started } · серия { $streak } (лучшая { $best })
stats-imported-wins = Импортированные головоломки: побед { $won } из { $started }
stats-times = Лучшее { $best } · медиана последних побед ({ $n }): { $median }
stats-times-helped = Лучшее без помощи { $best } · медиана последних побед ({ $n }, с помощью: { $helped }): { $median }
stats-no-best = Лучшего времени пока нет: каждая победа была с помощью · медиана последних побед ({ $n }): { $median }
stats-no-time = Времени пока нет: выиграйте игру, чтобы его увидеть
# The statistics' summary cards: each figure's name under it ($rate a whole percentage; $best
# the longest streak).
stats-card-played = Сыграно
stats-card-won = Выиграно
stats-card-rate = Процент побед
stats-card-rate-value = { $rate } %
stats-card-best = Лучшее
stats-card-best-unhelped = Лучшее без помощи
stats-card-median = Медиана из { $n }
stats-card-streak = { $best ->
    [0] Серия
   *[other] Серия (лучшая { $best })
}
stats-month = { $month } · ежедневная серия { $streak } (лучшая { $best })

## Import

import-paste = Вставить из буфера обмена
import-paste-caption = 81 символ, сетка, киллер-судоку или ссылка на головоломку
import-type = Ввести на поле
import-type-caption = Введите исходные цифры с панели, затем «Старт»
import-subtitle = Проверка на конфликты и единственность решения, затем оценка сложности
checking-title = Проверка головоломки
checking-subtitle = Поиск нужных техник
import-photo = С фотографии
import-photo-caption = Фото или снимок экрана напечатанной головоломки
reading-title = Чтение фотографии
reading-subtitle = Поиск сетки и её цифр
review-title = Проверка головоломки
review-read = { $digits ->
    [one] С фотографии прочитана { $digits } цифра.
    [few] С фотографии прочитаны { $digits } цифры.
   *[other] С фотографии прочитано { $digits } цифр.
}
review-doubtful = { $cells ->
    [one] { $cells } клетка под сомнением и обведена рамкой: сверьте её с фотографией.
    [few] { $cells } клетки под сомнением и обведены рамкой: сверьте их с фотографией.
   *[other] { $cells } клеток под сомнением и обведены рамкой: сверьте их с фотографией.
}
review-no-solution = В таком виде у головоломки нет решения: какая-то цифра прочитана неверно.
review-several-solutions = В таком виде у головоломки больше одного решения: не хватает цифры.
review-sure = { $digits ->
    [one] Прочитана { $digits } цифра: сверьте её с фотографией и нажмите «Старт».
    [few] Прочитаны { $digits } цифры: сверьте их с фотографией и нажмите «Старт».
   *[other] Прочитано { $digits } цифр: сверьте их с фотографией и нажмите «Старт».
}
review-correct = Чтобы исправить клетку, нажмите на неё, затем на цифру; «Старт» проверит головоломку.
review-start = Исправьте клетки, которые отличаются от фотографии, и нажмите «Старт».
notice-photo-drop = Перетащите фотографию головоломки в это окно.
photo-error-unopened = Не удалось открыть файл.
photo-error-no-reader = Здесь нельзя прочитать фотографии.
photo-error-not-an-image = Этот файл не является изображением: выберите фото в формате JPEG или PNG.
photo-error-unsupported = Формат этого изображения не читается: выберите фото в формате JPEG или PNG.
photo-error-damaged = Изображение повреждено или неполное.
photo-error-too-large = Изображение слишком большое для чтения (больше 64 МБ или 100 мегапикселей).
photo-error-too-small = Изображение слишком маленькое, чтобы на нём поместилась читаемая головоломка.
photo-error-no-grid = На фотографии не найдена сетка судоку: снимите всю сетку, ровно и при хорошем свете.
photo-error-two-grids = На фотографии две сетки: снимайте по одной.
photo-error-grid-too-small = Сетка на фотографии слишком мала: подойдите ближе.
photo-error-blurred = Фотография слишком размыта: держите телефон неподвижно или наведите фокус на сетку.

## Waiting screens

practising-example = Поиск примера: { $technique }
practising-position = Поиск позиции для практики: { $technique }
generating-title = Создание головоломки: { $level }

## Settings

settings-play = Игра
settings-look = Вид
settings-help = Помощь в игре
settings-accessibility = Доступность
settings-play-caption = { $vibration ->
    [yes] Ввод, заметки, таймер, вибрация
   *[no] Ввод, заметки, таймер
}
settings-look-caption = Тема, размер цифр, кандидаты, рука, подсветка
settings-help-caption = Конфликты, ошибки, сведения о клетке, названия клеток
settings-accessibility-caption = Чтение с экрана, размер текста подсказок
setting-language = Язык
setting-theme = Тема
setting-highlight-peers = Подсветка строки, столбца, блока
setting-highlight-same-digit = Подсветка одинаковых цифр
setting-show-conflicts = Показывать конфликты
setting-check-mistakes = Сверять с решением
setting-mistake-limit = Лимит ошибок
setting-auto-remove-notes = Убирать заметки при вводе
setting-show-timer = Показывать таймер
setting-input = Ввод
setting-cell-info = Сведения о клетке
setting-digit-size = Размер цифр
setting-candidate-style = Кандидаты
setting-tools-left = Панель в альбомном режиме
setting-cage-tints = Раскрашивать клетки-суммы
setting-reduced-motion = Меньше анимации
setting-haptics = Вибрация
setting-cell-names = Названия клеток в подсказках
setting-speak-order = Порядок чтения клетки
setting-speak-candidates = Читать кандидатов при выборе клетки
setting-large-hint-text = Крупный текст подсказок
value-on = Вкл.
value-off = Выкл.
value-theme-system = Системная
value-theme-light = Светлая
value-theme-dark = Тёмная
value-none = Нет
value-digit-first = Сначала цифра
value-cell-first = Сначала клетка
value-small = Маленький
value-normal = Обычный
value-large = Крупный
value-grid = Сетка
value-centre = Центр
value-left = Слева
value-right = Справа
# A cell's name as hints say it, to show the setting's choice: r3c7, or row 3, column 7.
value-cell-name = { $cell }
value-position-first = Сначала позиция
value-value-first = Сначала значение
# The language setting's value when it follows the system's.
value-language-system = Системный
# First in the list of languages: follow the system's language, which is named under it in itself.
language-system = Язык системы

## Learning the techniques: the library, lessons and practice

learn-title = Обучение
learn-subtitle = Все техники из подсказок, от простых к сложным
# A level's button in the library: how many of its techniques the player has found.
learn-level-caption = Найдено техник: { $found } из { $all }
learn-level-title = Техники уровня «{ $level }»
learn-level-subtitle = Для каждой — урок, затем позиции для практики
learn-killer-title = Техники Киллера
learn-killer-subtitle = Техники с клетками-суммами, от простых к сложным
learn-killer-level-title = Техники Киллера уровня «{ $level }»
learn-more = Ещё техники
learn-page = Страница { $page } из { $pages }
# A technique's button: the player's record with it.
learn-not-practised = Пока без практики
learn-progress-found = Найдено: { $found }
learn-progress-found-helped = Найдено: { $found }, с помощью: { $helped }
learn-progress-found-streak = Найдено: { $found } · серия { $streak }
learn-progress-found-helped-streak = Найдено: { $found }, с помощью: { $helped } · серия { $streak }
# The step found; $step is the step's sentence.
learn-right = Верно! { $step }
learn-found-with-hint = Найдено с подсказкой. { $step }
# "Hint" is the tool button's name.
learn-find-elimination = Найдите, где применяется техника «{ $technique }», и уберите кандидата, которого она исключает. «Подсказка» покажет, где искать.
learn-find-placement = Найдите, где применяется техника «{ $technique }», и поставьте цифру, которую она определяет. «Подсказка» покажет, где искать.
learn-no-position = На этот раз позиция для техники «{ $technique }» не нашлась: попробуйте ещё раз.
# A move the practised step does not make, refused.
practice-wrong-true-candidate = Не тот кандидат: цифра { $digit } должна остаться { $cell-v }, техника «{ $technique }» её не исключает. Посмотрите ещё раз.
practice-wrong-not-by-this = Цифру { $digit } можно убрать из клетки { $cell-v }, но не техникой «{ $technique }»: сначала найдите её.
practice-wrong-digit = Не та цифра: { $cell } — не { $digit }. Посмотрите ещё раз.
practice-wrong-not-placed-by-this = В { $cell-loc } стоит { $digit }, но техника «{ $technique }» этого не показывает: сначала найдите её.

## Notices

# $text is what was copied: a result line, a puzzle or a link.
notice-copied = Скопировано: { $text }
notice-copy-failed = Ничего не скопировано: нет доступа к буферу обмена этого устройства.
notice-clipboard-empty = В буфере обмена нет текста для импорта.
# $error is one of the import-error messages.
notice-link-unplayable = Головоломку по ссылке нельзя сыграть: { $error }
# $seconds has one decimal: 1.5
generating-still-looking = Всё ещё ищем головоломку, которой нужны подходящие техники: { $seconds } с

## Why an imported puzzle cannot be played

# $error is one of the messages below that start in lower case.
import-error-unreadable = Не удаётся прочитать головоломку: { $error }.
import-error-unexpected-char = строка { $line }, столбец { $column }: неожиданный { $char } (клетка — это 1–9, а пустая — . или 0)
import-error-unexpected-char-at = строка { $line }, столбец { $column }: неожиданный { $char } на месте клетки { $cell-v } (клетка — это 1–9, а пустая — . или 0)
# The character the reader did not expect: itself, its code point (U+0009), or both.
import-error-char = символ «{ $char }»
import-error-char-code = символ U+{ $code }
import-error-char-and-code = символ «{ $char }» (U+{ $code })
import-error-no-cells = в тексте нет клеток (в головоломке их 81)
import-error-too-few-cells = ожидалась 81 клетка, найдено { $found }
import-error-too-many-cells = строка { $line }, столбец { $column }: клетка 82 лишняя (ожидалась 81 клетка, найдено { $found })
import-error-not-utf8 = строка { $line }, столбец { $column }: текст не в кодировке UTF-8
import-error-joined-digits = строка { $line }, столбец { $column }: двузначное число читается как две клетки, а в клетке одна цифра 1–9 (ожидалась 81 клетка, найдено { $found })
# $clash is import-error-clash-pair; $more counts the other clashing pairs.
import-error-clash = { $more ->
    [0] Исходные цифры конфликтуют: { $clash }.
    [1] Исходные цифры конфликтуют: { $clash }, и конфликтует ещё одна пара.
    [one] Исходные цифры конфликтуют: { $clash }, и конфликтует ещё { $more } пара.
    [few] Исходные цифры конфликтуют: { $clash }, и конфликтуют ещё { $more } пары.
    [many] Исходные цифры конфликтуют: { $clash }, и конфликтуют ещё { $more } пар.
   *[other] Исходные цифры конфликтуют: { $clash }, и конфликтуют ещё { $more } пары.
}
import-error-clash-pair = { $digit } { $first-v } конфликтует с { $digit } { $second-v } ({ $unit })
import-error-link-without-puzzle = В ссылке нет головоломки: ссылка на головоломку заканчивается на #<81 символ> или содержит ?p=<81 символ>.
import-error-already-solved = Сетка уже заполнена: решать нечего.
import-error-no-solution = У головоломки нет решения: никакое заполнение пустых клеток не соответствует правилам.
import-error-multiple-solutions = У головоломки больше одного решения (например, { $cell-v } может стоять { $first } или { $second }), поэтому нужно больше исходных цифр.
# $error is one of the killer-error messages, or a cage-error message.
import-error-killer-unreadable = Не удаётся прочитать киллер-судоку: { $error }.
# $error is one of the link-error messages, or a cage-error message.
import-error-killer-link = Не удаётся открыть киллер-судоку по ссылке: { $error }.

## Why a Killer in Peerless's one-line format cannot be read (see en.ftl)

killer-error-unexpected-char-at = строка { $line }, столбец { $column }: неожиданный { $char } на месте буквы клетки-суммы для клетки { $cell-v } (клетку-сумму обозначает буква A–Z или a–z, а «:» начинает суммы)
killer-error-unexpected-char = строка { $line }, столбец { $column }: неожиданный { $char } после 81 буквы клеток-сумм (клетку-сумму обозначает буква A–Z или a–z, а «:» начинает суммы)
killer-error-too-few-letters = ожидалась 81 буква клеток-сумм, по одной на клетку, найдено { $found }
killer-error-too-many-letters = строка { $line }, столбец { $column }: буква 82 лишняя (по одной букве клетки-суммы на каждую из 81 клетки, найдено { $found })
killer-error-missing-sums = за буквами клеток-сумм не следуют «:» и суммы (как в «AB...:3,15,...»)
killer-error-bad-sum = строка { $line }, столбец { $column }: «{ $text }» — не сумма (суммы — целые числа через запятую)
killer-error-missing-sum = строка { $line }, столбец { $column }: не хватает суммы (суммы — целые числа через запятую)
killer-error-sum-count = буквы образуют { $cages ->
    [one] { $cages } клетку-сумму
    [few] { $cages } клетки-суммы
   *[other] { $cages } клеток-сумм
}, а { $sums ->
    [one] указана { $sums } сумма
    [few] указаны { $sums } суммы
   *[other] указано { $sums } сумм
} (по одной сумме на клетку-сумму, в порядке их первых клеток)
killer-error-cage = клетка-сумма { $letter }: { $error }
killer-error-givens = исходные цифры (со строки { $line }, столбца { $column }): { $error }
killer-error-too-many-parts = строка { $line }, столбец { $column }: третье «:» (в тексте не больше трёх частей: буквы, суммы и исходные цифры)

## Why cages are no Killer (see en.ftl)

cage-error-empty = в клетке-сумме { $cage } нет клеток
cage-error-overlap = клетка { $cell-v } входит в две клетки-суммы, { $cage } и { $other }
cage-error-uncovered = клетка { $cell-v } не входит ни в одну клетку-сумму
cage-error-disconnected = клетка-сумма { $cage } (от клетки { $first-v }) разорвана: клетка { $cell-v } не соединена с клеткой { $first-v } через соседние клетки этой клетки-суммы
cage-error-too-big = в клетке-сумме { $cage } (от клетки { $first-v }) { $size ->
    [one] { $size } клетка
    [few] { $size } клетки
   *[other] { $size } клеток
} и сумма { $sum }, но в клетке-сумме не больше 9 разных цифр
cage-error-sum-fixed = в клетке-сумме { $cage } (от клетки { $first-v }) { $size } клеток и сумма { $sum }, но { $size } разных цифр всегда дают в сумме { $low }
cage-error-sum-range = в клетке-сумме { $cage } (от клетки { $first-v }) { $size ->
    [one] { $size } клетка и сумма { $sum }, но одна цифра — это от { $low } до { $high }
    [few] { $size } клетки и сумма { $sum }, но { $size } разные цифры дают в сумме от { $low } до { $high }
   *[other] { $size } клеток и сумма { $sum }, но { $size } разных цифр дают в сумме от { $low } до { $high }
}
cage-error-total = суммы клеток-сумм дают { $total }, а решённая сетка даёт 405

## Why an f-puzzles or SudokuPad link holds no Killer Peerless plays (see en.ftl)

link-error-not-a-link = это не ссылка f-puzzles или SudokuPad с целой головоломкой
link-error-stored-online = «{ $id }» — головоломка, хранящаяся на сайте: откройте её там и поделитесь длинной ссылкой, в которой вся головоломка
link-error-format = в ссылке запись SudokuPad «{ $name }», которую Peerless не читает (он читает «scl», «ctc» и «fpuzzles»)
link-error-decompress = данные ссылки не распаковываются: возможно, она обрезана или изменена
# $message is the JSON reader's own, in English.
link-error-json = данные ссылки — не JSON головоломки: { $message }
link-error-no-grid = в головоломке нет сетки клеток
link-error-size = головоломка размером { $rows } на { $columns }, а киллер-судоку — 9 на 9
link-error-irregular = области головоломки — не девять блоков 3x3
link-error-feature = в головоломке есть «{ $name }» — правило или рисунок помимо клеток-сумм и исходных цифр, который Peerless не поддерживает
link-error-no-sum = у клетки-суммы { $cage } нет суммы
link-error-bad-sum = сумма «{ $text }» клетки-суммы { $cage } — не целое число
link-error-bad-cell = «{ $text }» — не клетка сетки 9x9
link-error-bad-given = исходная цифра { $cell-v }, «{ $text }», — не цифра от 1 до 9

## Tool bars (short: each fits a button of a row of six)

tool-undo = Отменить
tool-erase = Стереть
# The notes tool: Notes while the pad writes digits, else the pad's mode.
tool-notes = Заметки
tool-centre = Центр
tool-corner = Угол
tool-colour = Цвет
notes-kind-candidates = Кандидаты
notes-kind-centre = Центральные заметки
notes-kind-corner = Угловые заметки
notes-kind-colour = Цвета
# Fills every empty cell's notes.
tool-auto = Авто
tool-hint = Подсказка
# The hint card: its level in words ($level: technique, cells, move).
hint-card-level = { $level ->
    [technique] Подсказка 1 из 3: где искать
    [cells] Подсказка 2 из 3: клетки
   *[move] Подсказка 3 из 3: ход
}
# The card's button to the hint's next level; after the last, it makes the move.
hint-card-next = { $level ->
    [technique] Показать клетки
    [cells] Показать ход
   *[move] Сделать ход
}
# The card's text goes on past its lines ("more"), or folds back ("less").
hint-card-more = Ещё
hint-card-less = Свернуть
# The card's close button, as a screen reader names it (it shows a cross).
hint-card-close = Закрыть подсказку
# Above the board while no hint shows: how much of the board is filled ($filled, the
# givens included), and where help is.
progress-filled = Заполнено { $filled } из 81 клетки
progress-tip = Застряли? Подсказка сначала скажет, где искать, потом больше.
tool-redo = Вернуть
tool-back = Назад
# Empties the whole board while typing a puzzle in.
tool-clear = Очистить
tool-paste = Вставить
# Checks the typed puzzle and starts the game.
tool-start = Старт
# The next position to practise.
tool-next = Далее
# On a lesson: the first position to practise.
tool-practise = Практика
# On a lesson: this position's step, then the technique's idea.
tool-example = Пример
tool-idea = Идея

## Typing a puzzle in

entry-title = Ввод головоломки
entry-help = Для каждой исходной цифры нажмите на клетку, затем на цифру. «Старт» проверит головоломку.

## The statistics' chart of the last solve times

stats-last-times = Время последних решений
stats-no-wins = На этом уровне пока нет побед
stats-helped = с помощью
# The names of the chart's lines: the best time and the median.
stats-best = лучшее
stats-median = медиана

## Saves

# $reason is the system's, as it gave it.
save-not-kept = Игры не сохранятся после выхода: { $reason }.
save-reason-no-home = не найдена домашняя папка для сохранений
save-reason-no-app-folder = система не предоставила папку для файлов приложения
save-reason-browser-refuses = браузер не разрешает этой странице хранить данные
save-reason-full = не осталось места для сохранения
save-reason-denied = система не разрешает запись
save-reason-system = { $file }: { $message }
save-reason-unknown = { $message }
save-place-browser = хранилище браузера для этой страницы
save-failed = Не удалось сохранить игру: { $reason }. Попробуем ещё раз.
# $reason is why, as the save's reader says it: "it is damaged (...)".
save-damaged = Не удалось прочитать последнее сохранение: файл повреждён.
save-newer = Последнее сохранение сделано более новой версией Peerless, и эта версия не может его прочитать.
save-missing = Последнее сохранение не найдено.
save-not-opened = Не удалось открыть последнее сохранение: { $reason }.
save-parts-damaged = Часть последнего сохранения не удалось прочитать.
save-backup-loaded = Вместо него загружено предыдущее сохранение.
save-fresh = Ни одно прежнее сохранение не удалось прочитать, поэтому игра начинается заново.
save-parts-restored = Взято из предыдущего сохранения: { $parts }.
save-parts-lost = Восстановить не удалось, начинается заново: { $parts }.
save-part = { $part ->
    [settings] ваши настройки
    [statistics] ваша статистика
    [game] текущая игра
   *[practice] ваш прогресс в тренировках
}
save-kept = Последнее сохранение оставлено как есть под именем { $file } в { $folder }.
save-backup-kept = Предыдущее сохранение тоже не удалось прочитать; оно оставлено под именем { $file }.
save-newer-found = Найдены и загружены ваши игры из более новой версии Peerless, которые старая версия отложила под именем { $file }.
save-older-kept = То, что сохранила старая версия, оставлено под именем { $file } в { $folder }.
save-followed = Игра продолжилась в другом окне или вкладке: здесь она теперь такая, какой её там оставили.
save-followed-moves-lost = Игра продолжилась в другом окне или вкладке и была сохранена там после ваших последних ходов здесь: здесь она теперь такая, какой её там оставили, без этих ходов.
save-sentences = { $first } { $next }

## The screen reader: the accessibility tree's names

# A cell's name: its parts joined by list-separator, in the order the player chose: its digit
# (or access-empty), access-given, access-clashes, access-wrong; its place (cell-spelled); its
# colour; its notes (access-candidates, access-corner). $digits are digits separated by spaces
# ("2 6").
access-empty = пусто
access-value = { $digit }
access-parts = { $parts }
access-header = { $level }{ list-separator }{ $mistakes }
access-given = исходная
access-clashes = конфликт
access-cage-full = { $size ->
    [one] клетка-сумма из { $size } клетки, сумма { $sum }
   *[other] клетка-сумма из { $size } клеток, сумма { $sum }
}
access-cage-first = левая верхняя клетка
access-cage-short = клетка-сумма { $sum }
access-wrong = ошибка
access-doubtful = под сомнением
access-candidates = кандидаты { $digits }
access-corner = угловые { $digits }
# The colours a player gives cells, named after the palette's hues, in pad order.
access-colour-orange = оранжевый
access-colour-sky-blue = голубой
access-colour-green = зелёный
access-colour-yellow = жёлтый
access-colour-blue = синий
access-colour-purple = фиолетовый
access-colour-grey = серый
access-colour-lavender = лавандовый
access-colour-brown = коричневый
access-pause = Пауза
access-tools = Инструменты
access-board = Поле
access-time = { $time }
access-time-helped = { $time } с помощью
access-chart = Время последних решений, от самого раннего: { $times }
access-month-before = Предыдущий месяц
access-month-after = Следующий месяц
access-calendar = Головоломки дня: { $month }
access-day = { $state ->
    [won] { $date }, решена за { $time }
    [today-won] { $date }, сегодняшняя головоломка, решена за { $time }
    [archive] { $date }, решена из архива за { $time }
    [today] { $date }, сегодняшняя головоломка
    [future] { $date }, ещё недоступна
   *[open] { $date }
}
# The pad, named after what it writes.
access-pad-digits = Панель: цифры
access-pad-candidates = Панель: кандидаты
access-pad-centre = Панель: центральные заметки
access-pad-corner = Панель: угловые заметки
access-pad-colours = Панель: цвета
access-note-kinds = Вид заметок: { $kind }
# A digit of the pad and how many of it are left to place.
access-pad-digit = { $digit }, { $n ->
    [0] все расставлены
    [one] осталась { $n }
    [few] осталось { $n }
    [many] осталось { $n }
   *[other] осталось { $n }
}
# A menu's button with its value (a setting's).
access-menu-value = { $label }: { $value }
# A row, a column or a box read out: $cells are its cells' digits (or access-empty), joined by
# list-separator.
access-unit-reading = { $unit-kind ->
    [row] Строка
    [column] Столбец
   *[box] Блок
} { $unit-number }: { $cells }
# How many of a digit are left to place; the nine are read joined by list-separator.
access-remaining = { $digit }: { $n ->
    [0] готово
    [one] осталась { $n }
    [few] осталось { $n }
    [many] осталось { $n }
   *[other] осталось { $n }
}

## The screen reader: what is announced ($cell spelled out: row 3, column 7)

say-given = { $cell }: исходная цифра
say-cell-filled = { $cell }: клетка уже заполнена
say-already-empty = { $cell }: клетка уже пуста
say-edge = { $side ->
    [up] Выше строк нет
    [down] Ниже строк нет
    [left] Левее столбцов нет
   *[right] Правее столбцов нет
}
say-nothing-to-undo = Нечего отменять
say-nothing-to-redo = Нечего возвращать
say-no-hint = Подсказки нет: головоломка решена
say-placed = { $digit } { $cell-v }
say-emptied = Клетка { $cell-v } очищена
# What a cell holds now, as $what of say-revealed, say-undone and say-redone.
say-cell-is = { $cell-v } стоит { $digit }
say-cell-is-empty = клетка { $cell-v } пуста
say-revealed = Открыто: { $what }
say-candidate-added = кандидат { $digit } добавлен { $cell-v }
say-candidate-removed = кандидат { $digit } убран из клетки { $cell-v }
say-corner-added = угловая заметка { $digit } добавлена { $cell-v }
say-corner-removed = угловая заметка { $digit } убрана из клетки { $cell-v }
# $colour is one of the access-colour-... names.
say-coloured = клетка { $cell-v }: цвет { $colour }
say-colour-removed = цвет снят с клетки { $cell-v }
say-marked = { $n ->
    [one] отмечена { $n } клетка
    [few] отмечены { $n } клетки
    [many] отмечено { $n } клеток
   *[other] отмечено { $n } клетки
}
say-candidates-filled = Кандидаты расставлены
say-notes-cleared = Заметки очищены
say-restarted = Начато заново
say-undone = Отменено: { $what }
say-redone = Возвращено: { $what }
say-undone-cells = Отменено: { $n ->
    [one] { $n } клетка
    [few] { $n } клетки
    [many] { $n } клеток
   *[other] { $n } клетки
}
say-redone-cells = Возвращено: { $n ->
    [one] { $n } клетка
    [few] { $n } клетки
    [many] { $n } клеток
   *[other] { $n } клетки
}
# The hint's last level made its move: $changes are the cells it changed (say-placed or
# say-now-candidates), joined by list-separator.
say-hint-made = Подсказка применена: { $changes }
say-now-candidates = { $cell-v } теперь кандидаты { $digits }
# What came of a move follows what it did, each after list-separator. $cells are the cells
# clashed with, named as any list of cells is ("row 1, column 1; and row 2, column 3"), and in
# each case the catalogue declares ($cells-loc), as a sentence's preposition asks.
say-clashes = конфликт с цифрой { $digit } { $cells-v }
say-mistake = ошибка { $n }
say-mistake-of = ошибка { $n } из { $limit }
say-unit-complete = заполнено: { $unit }
say-every-placed = все { $digit ->
    [1] единицы
    [2] двойки
    [3] тройки
    [4] четвёрки
    [5] пятёрки
    [6] шестёрки
    [7] семёрки
    [8] восьмёрки
   *[9] девятки
} расставлены
# $said is what the move did.
say-lost = { $said }. Игра проиграна: слишком много ошибок
say-after = { $said }{ list-separator }{ $more }
say-no-cell-selected = Клетка не выбрана
say-puzzle-ready = Головоломка готова: { $level }
# The end of a game read out as one announcement: its title and each line of its summary
# ($next) after what is said so far ($said); say-then after a sentence's end (! or .), else
# say-then-sentence.
say-then = { $said } { $next }
say-then-sentence = { $said }. { $next }

## The game screen's header and the cell-info line

header-mistakes = Ошибки: { $n }
header-mistakes-of = Ошибки: { $n }/{ $limit }
# The line under the pad when cell info is on: $cell is the cell's name, $index its number
# (0 to 80).
cell-info-holds = { $cell } · индекс { $index } · строка { $row }, столбец { $column }, блок { $box } · цифра { $digit }
cell-info-candidates = { $cell } · индекс { $index } · строка { $row }, столбец { $column }, блок { $box } · кандидаты { $digits }
cell-info-no-candidates = { $cell } · индекс { $index } · строка { $row }, столбец { $column }, блок { $box } · нет кандидатов

## The Killer cage calculator, in the hint card's place while a cell of a cage is selected and
## no hint shows: the cage's sum ($sum), what its empty cells must still add up to ($left) and
## how many they are ($empty); under it the combinations still possible there (written
## 1+5 · 2+4 in every language), or one of the sentences below.
calculator-cage = Клетка-сумма { $sum } · осталось { $left } на { $empty ->
    [one] { $empty } клетку
    [few] { $empty } клетки
    [many] { $empty } клеток
   *[other] { $empty } клетки
}
# The cage full: its digits different and adding up to its sum, or not (the line under it
# says what is wrong).
calculator-cage-complete = Клетка-сумма { $sum } · готова
calculator-cage-full = Клетка-сумма { $sum } · заполнена
# The digits placed add up to more than the sum, $empty cells still empty.
calculator-cage-empty = Клетка-сумма { $sum } · пустых клеток: { $empty }
# Under the cage's line, in the clash's red: what breaks the cage ($placed: what its digits
# add up to).
calculator-repeated = Цифра { $digit } дважды в клетке-сумме
calculator-placed-sum = Её цифры дают { $placed }, а не { $sum }
calculator-no-combination = Её цифры не входят ни в одну комбинацию
# The candidates (the player's notes, else the digits the board allows) fit no combination.
calculator-no-fit = Ни одна комбинация не подходит к кандидатам
# Several cells selected: how many ($selected, 2 or more), what their digits add up to ($total),
# how many are empty ($empty); when they are whole cages, how many ($cages), their sums' total
# ($sum) and what is left for their empty cells ($left).
calculator-selection = { $selected ->
    [one] { $selected } клетка
    [few] { $selected } клетки
    [many] { $selected } клеток
   *[other] { $selected } клетки
} · сумма { $total }
calculator-selection-blank = { $selected ->
    [one] { $selected } клетка
    [few] { $selected } клетки
    [many] { $selected } клеток
   *[other] { $selected } клетки
} · все пустые
calculator-selection-empty = { $selected ->
    [one] { $selected } клетка
    [few] { $selected } клетки
    [many] { $selected } клеток
   *[other] { $selected } клетки
} · пустых: { $empty } · сумма пока { $total }
calculator-selection-cages = { $selected ->
    [one] { $selected } клетка
    [few] { $selected } клетки
    [many] { $selected } клеток
   *[other] { $selected } клетки
} в { $cages ->
    [one] { $cages } клетке-сумме
   *[other] { $cages } клетках-суммах
} · сумма { $sum }
calculator-selection-left = осталось { $left } на { $empty ->
    [one] { $empty } пустую клетку
    [few] { $empty } пустые клетки
    [many] { $empty } пустых клеток
   *[other] { $empty } пустые клетки
}

## What each game is, and the questions about past days (the header, Continue, the pause
## screen, the summary, the shared result) and the language the command line chose

day-of-month = { $day } { $month ->
    [1] января
    [2] февраля
    [3] марта
    [4] апреля
    [5] мая
    [6] июня
    [7] июля
    [8] августа
    [9] сентября
    [10] октября
    [11] ноября
   *[12] декабря
}
game-daily = Головоломка дня · { $date } · { $level }
game-archive = Головоломка дня за { $date } · { $level }
game-imported = Импортирована · { $level }
game-practice = Практика · { $technique }
game-lesson = Урок · { $technique }
share-archive = Peerless · головоломка дня за { $date } (архив)
share-imported = Peerless · импортированная головоломка, уровень «{ $level }»
share-killer = Киллер-судоку
share-imported-killer = Peerless · импортированное киллер-судоку, уровень «{ $level }»
replay-title = Сыграть головоломку дня за { $date } ещё раз?
replay-subtitle = Решена за { $time }
replay-again = Сыграть ещё раз
replay-again-caption = Более быстрое время станет лучшим для этого дня
setting-language-forced = Выбран в командной строке
setting-theme-forced = Выбрана в командной строке

## Страница (в браузере)

notice-language-needs-connection = Для языка «{ $language }» в первый раз нужно подключение к сети: игра переключится на него, когда связь появится.
paste-field-label = Вставьте или введите головоломку: 81 цифру (0 или . — пустая клетка), сетку, киллер-судоку в записи Peerless или ссылку.
paste-field-import = Импортировать

setting-keys = Клавиши
setting-keys-caption = Сочетания клавиш
keys-title = Клавиши
keys-place = 1–9; Shift+цифра
keys-place-does = Цифра или заметка; Shift: заметка
keys-move = Стрелки, W A S D
keys-move-does = Переходить между клетками
keys-erase = Backspace, Delete, 0
keys-erase-does = Стереть клетку
keys-notes = N
keys-notes-does = Включить или выключить заметки
keys-modes = Z, X, C, V
keys-modes-does = Цифра, угол, кандидат, цвет
keys-hint = H
keys-hint-does = Подсказка
keys-undo = Ctrl+Z, Ctrl+Y
keys-undo-does = Отменить, вернуть
keys-paste = Ctrl+V
keys-paste-does = Импортировать головоломку из буфера обмена
keys-escape = Esc
keys-escape-does = Пауза; на других экранах — возврат на предыдущий экран
keys-read = Shift+R, C, B, I, K
keys-read-does = Прочитать строку, столбец, блок, оставшиеся цифры, клетку-сумму
say-no-cage = Клеток-сумм нет: это классическая головоломка
say-keys = Клавиши: 1–9 ставят цифру, N включает и выключает заметки, H даёт подсказку, Shift+R, Shift+C и Shift+B читают строку, столбец или блок, Shift+I — сколько цифр осталось. Все они — в настройках, в разделе «Клавиши».
say-keys-killer = Shift+K читает клетку-сумму: сколько осталось от суммы и возможные комбинации.
# A card's figure when there is none yet (no best time, too few wins for a median), as a screen reader says it.
access-no-figure = пока нет
# The statistics' level buttons as a screen reader has them: one group, the level shown its chosen member.
access-stats-levels = Уровень
# What a step drawn at its fullest (a lesson's example, a hint's last level) marks in a cell, as a
# screen reader says it after the cell's name: the digit it places, the candidates it removes,
# the pattern's candidates ($digits a list), an outlined unit the cell is in.
access-step-places = сюда ставится { $digit }
access-step-removes = здесь исключено: { $digits }
access-step-marks = отмечено: { $digits }
access-step-unit = обведено: { $unit }
