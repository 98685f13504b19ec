#!/usr/bin/env bash
# Makes the screenshots of the README and docs/ with the game's scripted mode, in a real window
# under Xvfb: a phone held upright (1080x2400 at 2.75 pixels per dp) and a desktop window
# (1280x800), in the light and the dark theme: the game (docs/screenshots/game.script), the end of
# a game (summary.script), the statistics of a player with some history (statistics.script, from a
# save this script writes) and its calendar turned back to the archive (archive.script), many
# cells marked at once (select.script), the notes (notes.script: candidates in their places
# and the notes tool's chooser; centre-notes.script: SudokuPad's centre notes), the Look
# settings (settings.script), a phone held sideways, a small window and a tall one, the phone's
# start screen, and learning: the library (learn.script), a lesson (lesson.script), a practice
# position solved (practice.script), and the game in German and Japanese (language.script); the
# start screen with a game in progress (continue.script), a Killer with a hint's step
# (killer.script), its cage calculator (killer-calculator.script), a Killer player's statistics
# (statistics.script on a Killer history), a Killer technique's lesson from the Killer library
# (killer-lesson.script), a photo's reading under review with a cell in doubt (photo.script)
# and the design specimen of docs/design.md (design.script).
#
#   scripts/screenshots.sh            # writes docs/screenshots/*.png
#
# Needs xvfb-run (Debian: xvfb xauth), Mesa's OpenGL (libgl1-mesa-dri) and ImageMagick's convert
# (imagemagick).
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --quiet
out=docs/screenshots
data=$(mktemp -d)
trap 'rm -rf "$data"' EXIT
shoot() { # name size dp theme script [more options]
    xvfb-run -a -s "-screen 0 1400x2600x24" target/release/peerless \
        --script "$5" --screenshot "$PWD/$out/$1.png" \
        --size "$2" --dp "$3" --theme "$4" --data-dir "$data" "${@:6}" >/dev/null
    # 64 colours, undithered: the same picture at a fifth of the bytes.
    convert "$out/$1.png" -dither None -colors 64 "PNG8:$out/$1.png"
    echo "$out/$1.png"
}
fresh() { rm -rf "${data:?}"/*; }

# A player's history: eighteen Hard wins getting faster (the fifth and the eleventh helped by a
# hint's move), and this month's daily puzzles won but for a few days (the calendar shows today's month, so the save is written for today).
history() {
    local times=(612 540 701 480 455 530 610 398 420 505 460 390 445 415 380 470 402 365)
    local recent="" total=0 t
    for t in "${times[@]}"; do
        recent+="${recent:+,}{\"secs\":$t,\"nanos\":0}"
        total=$((total + t))
    done
    local month today days="" day_times="" day streak=0 last=1 date
    month=$(date +%Y-%m)
    today=$((10#$(date +%d)))
    for ((day = 1; day <= today; day++)); do
        case $day in 3 | 9 | 10 | 17) streak=0; continue ;; esac
        streak=$((streak + 1))
        last=$day
        date="$month-$(printf %02d "$day")"
        days+="${days:+,}\"$date\""
        day_times+="${day_times:+,}{\"date\":\"$date\",\"time\":{\"secs\":$((380 + day * 7 % 190)),\"nanos\":0}}"
    done
    # Last month's: a few days played later, from the archive.
    local before archive=""
    before=$(date -d "$month-01 -1 month" +%Y-%m)
    for day in 2 5 6 12 19 20 26; do
        archive+="${archive:+,}{\"date\":\"$before-$(printf %02d "$day")\",\"time\":{\"secs\":$((420 + day * 11 % 230)),\"nanos\":0}}"
    done
    local none='{"started":0,"won":0,"best_time":null,"total_time":{"secs":0,"nanos":0},"current_streak":0,"best_streak":0,"in_progress":false,"recent":[]}'
    cat >"$data/save.json" <<JSON
{"format":"peerless-save","version":2,"settings":{},"game":null,"statistics":{
"easy":$none,"medium":$none,
"hard":{"started":21,"won":18,"best_time":{"secs":365,"nanos":0},"total_time":{"secs":$total,"nanos":0},"current_streak":6,"best_streak":9,"in_progress":false,"recent":[$recent],"recent_helped":1040},
"expert":$none,"extreme":$none,
"daily":{"won":$((streak + 40)),"streak":$streak,"best_streak":$((streak + 1)),"last_won":"$month-$(printf %02d "$last")","days":[$days],"times":[$day_times],"archive":[$archive]}}}
JSON
}

# The same history as a Killer player's, with Killer chosen on the start screen: the Hard
# Killers' record and the daily Killers' calendar (killer-statistics-phone-dark.png).
killer_history() {
    history
    python3 - "$data/save.json" <<'PY'
import json, sys
path = sys.argv[1]
with open(path) as file:
    save = json.load(file)
stats = save["statistics"]
killer = {level: stats[level] for level in ("easy", "medium", "hard", "expert", "extreme")}
killer["daily"] = stats["daily"]
none = stats["easy"]
stats.update({level: none for level in ("hard",)})
stats["daily"] = {"won": 0, "streak": 0, "best_streak": 0, "last_won": None, "days": [], "times": [], "archive": []}
stats["killer"] = killer
save.update(version=5, settings={"kind": "killer"})
with open(path, "w") as file:
    json.dump(save, file)
PY
}

# An Easy game (seed 42's) six minutes in, nothing entered yet, and the level's history: the end
# of a game (summary.script) fills it and shows the summary's cards.
won_easy() {
    local notes
    notes=$(printf '0,%.0s' {1..81})
    notes=${notes%,}
    local none='{"started":0,"won":0,"best_time":null,"total_time":{"secs":0,"nanos":0},"current_streak":0,"best_streak":0,"in_progress":false,"recent":[]}'
    local recent='{"secs":455,"nanos":0},{"secs":398,"nanos":0},{"secs":512,"nanos":0},{"secs":430,"nanos":0},{"secs":401,"nanos":0}'
    cat >"$data/save.json" <<JSON
{"format":"peerless-save","version":3,"settings":{},"practice":[],
"game":{"puzzle":".7.26....2.8..9....4...8.76......3.1.5.4.7.8.6.1......73.8...5....5..7.8....71.6.","solution":"173264895268759413549138276497685321352417689681923547734896152916542738825371964","grade":{"level":"Easy","score":342,"techniques":[["Hidden Single",13],["Naked Single",20],["Full House",20]],"needs_trial":false},"daily":null,"board":".7.26....2.8..9....4...8.76......3.1.5.4.7.8.6.1......73.8...5....5..7.8....71.6.","notes":[$notes],"history":[],"cursor":0,"elapsed":{"secs":372,"nanos":0},"mistakes":0,"hints_used":0,"reveals":0,"status":"playing","options":{"check_mistakes":true,"mistake_limit":null,"auto_remove_notes":true},"selected":null,"mode":"digit","digit":null,"hint_level":null},
"statistics":{"easy":{"started":9,"won":8,"best_time":{"secs":365,"nanos":0},"total_time":{"secs":3600,"nanos":0},"current_streak":4,"best_streak":6,"in_progress":true,"recent":[$recent]},
"medium":$none,"hard":$none,"expert":$none,"extreme":$none,
"daily":{"won":0,"streak":0,"best_streak":0,"last_won":null,"days":[],"times":[],"archive":[]}}}
JSON
}

# A player's progress with some techniques of the library.
progress() {
    cat >"$data/save.json" <<JSON
{"format":"peerless-save","version":3,"settings":{},"game":null,"practice":[
{"technique":"X-Wing","found":6,"helped":1,"wrong":2,"streak":3,"best_streak":4},
{"technique":"Swordfish","found":2,"helped":0,"wrong":1,"streak":2,"best_streak":2},
{"technique":"Skyscraper","found":4,"helped":2,"wrong":0,"streak":0,"best_streak":2},
{"technique":"Naked Quadruple","found":1,"helped":1,"wrong":0,"streak":0,"best_streak":0}]}
JSON
}

for theme in light dark; do
    fresh && shoot "phone-$theme" 1080x2400 2.75 "$theme" "$out/game.script"
    fresh && shoot "desktop-$theme" 1280x800 1 "$theme" "$out/game.script"
done
fresh && shoot "phone-start-dark" 1080x2400 2.75 dark <(printf 'wait 2\n')
fresh && shoot "continue-phone-light" 1080x2400 2.75 light "$out/continue.script"
for theme in light dark; do
    fresh && shoot "design-$theme" 960x1800 2 "$theme" "$out/design.script"
done
fresh && won_easy && shoot "summary-phone-light" 1080x2400 2.75 light "$out/summary.script"
fresh && won_easy && shoot "summary-desktop-dark" 1280x800 1 dark "$out/summary.script"
fresh && history && shoot "statistics-phone-dark" 1080x2400 2.75 dark "$out/statistics.script"
fresh && history && shoot "statistics-desktop-light" 1280x800 1 light "$out/statistics.script"
fresh && history && shoot "archive-phone-light" 1080x2400 2.75 light "$out/archive.script"
fresh && shoot "select-phone-light" 1080x2400 2.75 light "$out/select.script"
# The notes: candidates in their places and the notes tool's chooser; centred, SudokuPad's way.
fresh && shoot "notes-phone-light" 1080x2400 2.75 light "$out/notes.script"
fresh && shoot "centre-notes-phone-dark" 1080x2400 2.75 dark "$out/centre-notes.script"
fresh && shoot "settings-phone-dark" 1080x2400 2.75 dark "$out/settings.script"
fresh && shoot "landscape-phone-dark" 2400x1080 2.75 dark "$out/game.script"
# A small window and a tall one (docs/playing.md): every window shape has its arrangement.
fresh && shoot "small-window-light" 500x400 1 light "$out/game.script"
fresh && shoot "tall-window-light" 700x2000 1 light "$out/game.script"
# Learning: the library with a player's progress, a lesson, a practice position solved.
fresh && progress && shoot "learn-phone-light" 1080x2400 2.75 light "$out/learn.script"
fresh && progress && shoot "learn-desktop-dark" 1280x800 1 dark "$out/learn.script"
fresh && shoot "lesson-phone-dark" 1080x2400 2.75 dark "$out/lesson.script"
fresh && shoot "practice-phone-light" 1080x2400 2.75 light "$out/practice.script"
fresh && shoot "practice-desktop-light" 1280x800 1 light "$out/practice.script"
fresh && shoot "killer-phone-light" 1080x2400 2.75 light "$out/killer.script"
fresh && shoot "killer-phone-dark" 1080x2400 2.75 dark "$out/killer.script"
fresh && shoot "killer-desktop-light" 1280x800 1 light "$out/killer.script"
fresh && shoot "killer-landscape-phone-dark" 2400x1080 2.75 dark "$out/killer.script"
fresh && shoot "killer-start-phone-dark" 1080x2400 2.75 dark "$out/killer-start.script"
fresh && shoot "killer-calculator-phone-light" 1080x2400 2.75 light "$out/killer-calculator.script"
fresh && shoot "killer-calculator-landscape-phone-dark" 2400x1080 2.75 dark "$out/killer-calculator.script"
fresh && killer_history && shoot "killer-statistics-phone-dark" 1080x2400 2.75 dark "$out/statistics.script"
fresh && shoot "killer-lesson-phone-light" 1080x2400 2.75 light "$out/killer-lesson.script"
# A photo's reading under review (photo.script): a fixture photo with part of r1c8's 8 wiped
# off, which leaves the reading a cell in doubt.
mkdir -p target/screenshots
convert tests/data/photos/image1.jpg -fill white -draw "rectangle 470,22,488,58" \
    target/screenshots/smudged.jpg
fresh && shoot "photo-review-phone-light" 1080x2400 2.75 light "$out/photo.script"
fresh && shoot "photo-review-desktop-dark" 1280x800 1 dark "$out/photo.script"

# The game in German and in Japanese: a hint's second level on a phone, the start screen, and
# a hint in a desktop window.
for lang in de ja; do
    fresh && shoot "lang-$lang-phone-light" 1080x2400 2.75 light "$out/language.script" --lang "$lang"
    fresh && shoot "lang-$lang-start-phone-dark" 1080x2400 2.75 dark <(printf 'wait 2\n') --lang "$lang"
    fresh && shoot "lang-$lang-desktop-dark" 1280x800 1 dark "$out/language.script" --lang "$lang"
done

# Hints at their fullest, each step drawn on the board (docs/screenshots/hints/*.script): on a
# smaller phone in the light theme, in a desktop window in the dark one.
for scene in docs/screenshots/hints/*.script; do
    name=$(basename "$scene" .script)
    fresh && shoot "hints/$name-phone-light" 720x1600 2 light "$scene"
    fresh && shoot "hints/$name-desktop-dark" 1000x720 1 dark "$scene"
done
