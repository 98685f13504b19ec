#!/usr/bin/env bash
# Measures the idle CPU use of the game window over 10 s in three states (start menu, running
# clock, paused game) under Xvfb, from utime + stime in /proc/<pid>/stat.
#
#   scripts/idle-cpu.sh [path/to/peerless]     # default: target/release/peerless
#
# Needs Xvfb, xdotool and bc. Uses its own data folder, so no real save is touched.
set -uo pipefail
cd "$(dirname "$0")/.." || exit 2
BIN=${1:-target/release/peerless}
DATA=$(mktemp -d)
DISPLAY_NUMBER=${DISPLAY_NUMBER:-77}
export DISPLAY=:$DISPLAY_NUMBER
Xvfb "$DISPLAY" -screen 0 1280x1024x24 >/dev/null 2>&1 &
XVFB=$!
trap 'kill $XVFB 2>/dev/null; rm -rf "$DATA"' EXIT
sleep 1
"$BIN" --data-dir "$DATA" --size 1000x720 >/dev/null 2>&1 &
PID=$!
sleep 2
ticks() { awk '{print $14 + $15}' "/proc/$PID/stat"; }
measure() {
    local a b
    a=$(ticks); sleep 10; b=$(ticks)
    echo "$1: $((b - a)) ticks of 1/$(getconf CLK_TCK) s in 10 s = $(echo "scale=2; 100 * ($b - $a) / $(getconf CLK_TCK) / 10" | bc) % of one core"
}
measure "start menu"
xdotool key 1; sleep 0.5   # New game
xdotool key 1; sleep 2     # Easy: a puzzle is made and the clock runs
measure "running clock"
xdotool key Escape; sleep 1
measure "paused game"
kill $PID
