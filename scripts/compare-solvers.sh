#!/usr/bin/env bash
# Whole-process comparison of Peerless with tdoku and the `sudoku` crate on the public puzzle
# sets: CPU time (user + system) of equivalent programs that read a file of puzzles and answer
# each line, counting to two solutions and to the first solution. Puzzles per second, the ratio
# of Peerless to the faster of the other two, and guesses per puzzle beside tdoku's.
#
#   scripts/compare-solvers.sh [SET...]      # default: the six sets of ../shared/data
#
# Each program runs RUNS times under hyperfine (its mean user + system time); that is repeated
# ROUNDS times, the programs taking turns, and the median round is reported (RUNS=5, ROUNDS=3).
# PEERLESS_DATA names the data folder (default ../shared/data). A set of fewer than REPEAT_TO
# puzzles (default 10000) is read repeated to that many lines, so that a program's start is
# not a measurable part of its time.
#
# Every row names where it was measured: the processor's model (in the heading) and the vectors
# the search ran on (`avx2`, `sse2`, `neon`; see `solver::vectors`). The `portable` column is
# the same search on plain arrays (a `--cfg peerless_portable` build, the path of processors
# without SIMD), so a change is timed there too; PORTABLE=0 leaves it out.
#
# tdoku is not downloaded or built here. Point TDOKU_DIR at a checkout of
# github.com/t-dillon/tdoku built with its own CMake (`cmake -DOPT=O3 -DARCH=native` gives
# -O3 -march=native; `make tdoku_static`); this script compiles a small driver for its library
# into a temporary folder. Without it, tdoku is skipped, and the script says so.
#
# Needs hyperfine (`apt-get install hyperfine`) and, for tdoku, a C compiler.
set -euo pipefail
cd "$(dirname "$0")/.."

DATA=${PEERLESS_DATA:-../shared/data}
RUNS=${RUNS:-5}
ROUNDS=${ROUNDS:-3}
TDOKU_DIR=${TDOKU_DIR:-}
if [ "$#" -gt 0 ]; then
    SETS=("$@")
else
    SETS=(kaggle_10k 17_clue serg_benchmark magictour_top1465 forum_hardest_1905_11plus
        forum_hardest_1106)
fi

command -v hyperfine >/dev/null || { echo "needs hyperfine (apt-get install hyperfine)" >&2; exit 2; }

REPEAT_TO=${REPEAT_TO:-10000}
PORTABLE=${PORTABLE:-1}

cargo build --release --quiet --bin peerless-cli --example sudoku_crate
PEERLESS=target/release/peerless-cli
CRATE=target/release/examples/sudoku_crate
PORTABLE_BIN=""
if [ "$PORTABLE" != 0 ]; then
    RUSTFLAGS="--cfg peerless_portable" cargo build --release --quiet --bin peerless-cli \
        --target-dir target/portable
    PORTABLE_BIN=target/portable/release/peerless-cli
fi

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

processor=$(awk -F': ' '/^model name/ { print $2; exit }' /proc/cpuinfo 2>/dev/null || true)
[ -n "$processor" ] || processor=$(uname -m)
echo "Processor: $processor ($(nproc) processors)"

# tdoku's library behind the same interface as the others: one answer line per puzzle (the
# solution with limit 1, the count with limit 2), guesses per puzzle on standard error.
TDOKU=""
if [ -n "$TDOKU_DIR" ] && [ -f "$TDOKU_DIR/include/tdoku.h" ] \
    && [ -f "$TDOKU_DIR/build/libtdoku_static.a" ]; then
    cat >"$WORK/tdoku_driver.c" <<'EOF'
#include "tdoku.h"
#include <stdio.h>
#include <stdlib.h>
#include <sys/types.h>

int main(int argc, char **argv) {
    size_t limit = argc > 1 ? (size_t)atoll(argv[1]) : 2;
    FILE *in = argc > 2 ? fopen(argv[2], "r") : stdin;
    if (!in) { perror("tdoku_driver"); return 2; }
    char *line = NULL, solution[82];
    size_t capacity = 0, guesses, total_guesses = 0, puzzles = 0;
    ssize_t length;
    static char out[1 << 16];
    setvbuf(stdout, out, _IOFBF, sizeof out);
    while ((length = getline(&line, &capacity, in)) != -1) {
        if (length < 81 || line[0] == '#') continue;
        line[81] = '\0';
        size_t count = SolveSudoku(line, limit, 0, solution, &guesses);
        total_guesses += guesses;
        puzzles++;
        if (limit > 1) printf("%zu\n", count);
        else if (count) printf("%.81s\n", solution);
        else puts("none");
    }
    fprintf(stderr, "guesses per puzzle: %.2f\n", puzzles ? (double)total_guesses / puzzles : 0.0);
    return 0;
}
EOF
    cc -O3 -march=native -I"$TDOKU_DIR/include" "$WORK/tdoku_driver.c" \
        "$TDOKU_DIR/build/libtdoku_static.a" -lstdc++ -lm -o "$WORK/tdoku"
    TDOKU="$WORK/tdoku"
else
    echo "tdoku skipped: set TDOKU_DIR to a tdoku checkout with build/libtdoku_static.a" >&2
fi

# The mean user + system seconds of one command, over $RUNS runs.
cpu_seconds() {
    hyperfine --style none --runs "$RUNS" --warmup 1 -N --export-csv "$WORK/run.csv" "$1" \
        >/dev/null 2>&1
    awk -F, 'NR == 2 { printf "%.6f", $5 + $6 }' "$WORK/run.csv"
}

# Every program's answers to `$2` in mode `$1` must agree before any is timed: counting, all
# the same counts; first solutions, the same solution wherever the puzzle has only one (and
# "none" where it has none), and the portable build the same as the native one everywhere.
agree() {
    local mode=$1 file=$2
    "$PEERLESS" count --limit 2 "$file" >"$WORK/counts"
    if [ "$mode" = count ]; then
        "$CRATE" count "$file" | cmp -s - "$WORK/counts" \
            || { echo "$file: the sudoku crate counts differently" >&2; exit 1; }
        if [ -n "$TDOKU" ]; then
            "$TDOKU" 2 "$file" 2>/dev/null | cmp -s - "$WORK/counts" \
                || { echo "$file: tdoku counts differently" >&2; exit 1; }
        fi
        if [ -n "$PORTABLE_BIN" ]; then
            "$PORTABLE_BIN" count --limit 2 "$file" | cmp -s - "$WORK/counts" \
                || { echo "$file: the portable build counts differently" >&2; exit 1; }
        fi
    else
        "$PEERLESS" solve --first "$file" >"$WORK/ours"
        "$CRATE" first "$file" >"$WORK/theirs"
        paste -d ' ' "$WORK/counts" "$WORK/ours" "$WORK/theirs" \
            | awk '$1 < 2 && $2 != $3 { bad++ } END { exit bad > 0 }' \
            || { echo "$file: a first solution differs from the sudoku crate's" >&2; exit 1; }
        if [ -n "$PORTABLE_BIN" ]; then
            "$PORTABLE_BIN" solve --first "$file" | cmp -s - "$WORK/ours" \
                || { echo "$file: the portable build solves differently" >&2; exit 1; }
        fi
    fi
}

median() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

rate() { awk -v n="$1" -v t="$2" 'BEGIN { if (t > 0) printf "%.0f", n / t; else print "-" }'; }

for mode in count first; do
    echo
    if [ "$mode" = count ]; then
        echo "Counting to two solutions (peerless-cli count --limit 2), puzzles per second, CPU time"
    else
        echo "First solution (peerless-cli solve --first), puzzles per second, CPU time"
    fi
    printf '%-28s %8s %10s %10s %10s %6s %-8s %9s %9s %9s\n' set puzzles Peerless tdoku crate \
        ratio vectors portable guesses "(tdoku)"
    for set in "${SETS[@]}"; do
        file="$DATA/$set.txt"
        if [ ! -f "$file" ]; then
            echo "$set: skipped, $file not found"
            continue
        fi
        puzzles=$(grep -cv '^#' "$file")
        if [ "$puzzles" -lt "$REPEAT_TO" ] && [ "$puzzles" -gt 0 ]; then
            repeated="$WORK/$set.txt"
            if [ ! -f "$repeated" ]; then
                grep -v '^#' "$file" >"$WORK/one.txt"
                : >"$repeated"
                while [ "$(wc -l <"$repeated")" -lt "$REPEAT_TO" ]; do
                    cat "$WORK/one.txt" >>"$repeated"
                done
                head -n "$REPEAT_TO" "$repeated" >"$WORK/head.txt"
                mv "$WORK/head.txt" "$repeated"
            fi
            file=$repeated
            puzzles=$REPEAT_TO
        fi
        if [ "$mode" = count ]; then
            arguments="count --limit 2 $file"
            theirs="$CRATE count $file"
            tdoku="$TDOKU 2 $file"
            limit=2
        else
            arguments="solve --first $file"
            theirs="$CRATE first $file"
            tdoku="$TDOKU 1 $file"
            limit=1
        fi
        agree "$mode" "$file"
        p=() c=() t=() q=()
        for _ in $(seq "$ROUNDS"); do
            p+=("$(cpu_seconds "$PEERLESS $arguments")")
            [ -n "$TDOKU" ] && t+=("$(cpu_seconds "$tdoku")")
            c+=("$(cpu_seconds "$theirs")")
            [ -n "$PORTABLE_BIN" ] && q+=("$(cpu_seconds "$PORTABLE_BIN $arguments")")
        done
        rp=$(rate "$puzzles" "$(median "${p[@]}")")
        rc=$(rate "$puzzles" "$(median "${c[@]}")")
        rq=-
        [ -n "$PORTABLE_BIN" ] && rq=$(rate "$puzzles" "$(median "${q[@]}")")
        rt=-
        tg=-
        if [ -n "$TDOKU" ]; then
            rt=$(rate "$puzzles" "$(median "${t[@]}")")
            tg=$("$TDOKU" "$limit" "$file" 2>&1 >/dev/null | awk '{ print $NF }')
        fi
        best=$rc
        [ "$rt" != - ] && [ "$rt" -gt "$best" ] && best=$rt
        ratio=$(awk -v a="$rp" -v b="$best" 'BEGIN { printf "%.2f", a / b }')
        stats=$("$PEERLESS" count --limit "$limit" --stats "$file" 2>&1 >/dev/null)
        pg=$(awk '/guesses per puzzle/ { print $NF }' <<<"$stats")
        vectors=$(awk '/solver vectors/ { print $NF }' <<<"$stats")
        printf '%-28s %8d %10d %10s %10d %6s %-8s %9s %9s %9s\n' "$set" "$puzzles" "$rp" "$rt" \
            "$rc" "$ratio" "$vectors" "$rq" "$pg" "$tg"
    done
done
