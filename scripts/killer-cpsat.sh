#!/usr/bin/env bash
# The Killer solver beside an independent one: Google OR-tools' CP-SAT (from PyPI, pinned, in a
# virtual environment under target/) on the same generated Killers, in one run. Both prove each
# puzzle has exactly one solution (CP-SAT: a first solution, then none once it is excluded), the
# solutions are compared, and both are timed on every puzzle (one thread each: the Killer search
# is single-threaded, and CP-SAT is given one worker), printing puzzles per second for each and
# the ratio.
#
#   scripts/killer-cpsat.sh [COUNT] [SEED]     # default: 200 Killers from seed 2026
#
# Not a test and not in CI: it downloads OR-tools (about 30 MB) into target/cpsat-venv on its
# first run. Needs python3 with venv.
set -euo pipefail
cd "$(dirname "$0")/.."

COUNT=${1:-200}
SEED=${2:-2026}
ORTOOLS_VERSION=9.15.6755
VENV=target/cpsat-venv

if [ ! -x "$VENV/bin/python" ] || ! "$VENV/bin/python" -c "import ortools" 2>/dev/null; then
    python3 -m venv "$VENV"
    "$VENV/bin/pip" install --quiet "ortools==$ORTOOLS_VERSION"
fi

cargo build --release --quiet --no-default-features --bin peerless-cli
TOOL=target/release/peerless-cli
PUZZLES=target/killer-cpsat-$SEED-$COUNT.jsonl
echo "generating $COUNT Killers from seed $SEED ..."
"$TOOL" generate --variant killer --json --count "$COUNT" --seed "$SEED" > "$PUZZLES"

"$VENV/bin/python" scripts/killer_cpsat.py "$TOOL" "$PUZZLES"
