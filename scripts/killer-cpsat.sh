#!/usr/bin/env bash
# The Killer solver beside an independent one: Google OR-tools' CP-SAT (from PyPI, pinned, in a
# virtual environment under target/) on the same generated Killers, in one run. Both prove each
# puzzle has exactly one solution (CP-SAT: a first solution, then none once it is excluded), the
# solutions are compared, and both are timed on every puzzle (one thread each: the Killer search
# is single-threaded, and CP-SAT is given one worker), printing puzzles per second for each and
# the ratio.
#
#   scripts/killer-cpsat.sh [COUNT] [SEED] [LEVEL...]
#
# COUNT Killers per level (default 200) from SEED (default 2026), at each LEVEL given (default
# Medium; `all` for the five levels), each level checked and timed on its own.
#
# Not a test and not in CI: it downloads OR-tools (about 30 MB) into target/cpsat-venv on its
# first run. Needs python3 with venv.
set -euo pipefail
cd "$(dirname "$0")/.."

COUNT=${1:-200}
SEED=${2:-2026}
shift $(($# < 2 ? $# : 2))
LEVELS=("$@")
[ "${#LEVELS[@]}" -gt 0 ] || LEVELS=(medium)
[ "${LEVELS[0]}" != all ] || LEVELS=(easy medium hard expert extreme)
ORTOOLS_VERSION=9.15.6755
VENV=target/cpsat-venv

if [ ! -x "$VENV/bin/python" ] || ! "$VENV/bin/python" -c "import ortools" 2>/dev/null; then
    python3 -m venv "$VENV"
    "$VENV/bin/pip" install --quiet "ortools==$ORTOOLS_VERSION"
fi

cargo build --release --quiet --no-default-features --bin peerless-cli
TOOL=target/release/peerless-cli
for level in "${LEVELS[@]}"; do
    PUZZLES=target/killer-cpsat-$level-$SEED-$COUNT.jsonl
    echo "generating $COUNT $level Killers from seed $SEED (two threads) ..."
    "$TOOL" generate --variant killer --level "$level" --json --count "$COUNT" --seed "$SEED" \
        --threads 2 --stats > "$PUZZLES"
    "$VENV/bin/python" scripts/killer_cpsat.py "$TOOL" "$PUZZLES"
done
