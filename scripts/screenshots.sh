#!/usr/bin/env bash
# Makes the README's screenshots with the game's scripted mode, in a real window under Xvfb:
# a phone held upright (1080x2400 at 2.75 pixels per dp) and a desktop window (1280x800), each
# in the light and the dark theme, plus the phone's start screen.
#
#   scripts/screenshots.sh            # writes docs/screenshots/*.png
#
# Needs xvfb-run (Debian: xvfb xauth) and Mesa's OpenGL (libgl1-mesa-dri).
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --quiet
out=docs/screenshots
data=$(mktemp -d)
trap 'rm -rf "$data"' EXIT
shoot() { # name size dp theme script
    rm -rf "$data"/*
    xvfb-run -a -s "-screen 0 1400x2600x24" target/release/peerless \
        --script "$5" --screenshot "$PWD/$out/$1.png" \
        --size "$2" --dp "$3" --theme "$4" --data-dir "$data" >/dev/null
    echo "$out/$1.png"
}
for theme in light dark; do
    shoot "phone-$theme" 1080x2400 2.75 "$theme" "$out/game.script"
    shoot "desktop-$theme" 1280x800 1 "$theme" "$out/game.script"
done
shoot "phone-start-dark" 1080x2400 2.75 dark <(printf 'wait 2\n')
