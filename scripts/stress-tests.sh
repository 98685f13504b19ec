#!/usr/bin/env bash
# A flake hunt: runs the browser suite (tests/web) and the window tests (tests/window.rs, with
# the screen reader's, tests/screen_reader.rs) many times in a row while the machine is kept
# busy, and prints every failure with its case name and its run. A test that waits for a line,
# a frame count or a sleep instead of the state it reads fails here long before it fails in CI.
#
#   scripts/stress-tests.sh [--browser N] [--window N] [--load stress|build|none] [--only NAME]...
#
#   --browser N   runs of the browser suite (default 20; 0 skips it)
#   --window N    runs of the window tests (default 10; 0 skips them)
#   --load KIND   what keeps the machine busy meanwhile: `stress` (default: Debian's stress-ng,
#                 one CPU worker per core, and a disk worker), `build` (the engine compiled again
#                 and again in a folder of its own, as CI's parallel work would), or `none`
#   --only NAME   only the window tests whose names contain NAME, and the browser cases whose
#                 names match it (repeatable: the new tests of a change, run many times)
#
# Needs what .ci/run installs (Xvfb, Chromium, Node.js) and, for `--load stress`, stress-ng.
# Logs go to target/stress/; the exit status is 1 if any run failed.
set -euo pipefail
cd "$(dirname "$0")/.."

browser_runs=20
window_runs=10
load=stress
only=()
while [ $# -gt 0 ]; do
    case $1 in
        --browser) browser_runs=$2; shift 2 ;;
        --window) window_runs=$2; shift 2 ;;
        --load) load=$2; shift 2 ;;
        --only) only+=("$2"); shift 2 ;;
        -h | --help) sed -n '2,19p' "$0"; exit 0 ;;
        *) echo "stress-tests.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
    esac
done
case $load in stress | build | none) ;; *) echo "stress-tests.sh: --load is stress, build or none" >&2; exit 2 ;; esac
if [ "$load" = stress ] && ! command -v stress-ng >/dev/null 2>&1; then
    echo "stress-tests.sh: stress-ng is not installed (Debian: apt-get install stress-ng)" >&2
    exit 2
fi

# Tests that cannot start fail instead of skipping.
export CI=true
logs=target/stress
rm -rf "$logs"
mkdir -p "$logs"

echo "== building (before the load starts)"
if [ "$browser_runs" -gt 0 ]; then
    web/build.sh >"$logs/build-web.log" 2>&1
    (cd tests/web && npm ci --no-audit --no-fund >"../../$logs/npm.log" 2>&1)
fi
if [ "$window_runs" -gt 0 ]; then
    cargo test --test window --test screen_reader --no-run >"$logs/build-window.log" 2>&1
fi

load_pid=""
stop_load() {
    if [ -n "$load_pid" ]; then
        kill -- "-$load_pid" 2>/dev/null || kill "$load_pid" 2>/dev/null || true
        wait "$load_pid" 2>/dev/null || true
        load_pid=""
    fi
}
trap stop_load EXIT
cores=$(nproc)
case $load in
    stress)
        setsid stress-ng --cpu "$cores" --hdd 1 --hdd-bytes 64M --timeout 0 --quiet &
        load_pid=$!
        ;;
    build)
        # A compile of the engine, over and over, in a target folder of its own.
        setsid bash -c 'while true; do
            rm -rf target/stress/load-target
            cargo build --release --no-default-features --target-dir target/stress/load-target \
                >/dev/null 2>&1 || true
        done' &
        load_pid=$!
        ;;
esac
echo "== load: $load (${cores} cores)"
# The tests that make their own load when none runs (the stall test) leave it to this one.
[ "$load" = none ] || export PEERLESS_LOADED=1
# The filters: cargo's test names, node's name patterns.
window_filters=("${only[@]}")
browser_filters=()
for name in "${only[@]}"; do browser_filters+=(--test-name-pattern "$name"); done

failures=0
failed_cases=()
run_browser() { # run number
    local log="$logs/browser-$1.log"
    local status=0
    (cd tests/web && node --test --test-concurrency=1 --test-reporter=tap "${browser_filters[@]}") >"$log" 2>&1 || status=$?
    local failed
    failed=$(grep -E '^not ok [0-9]+ - ' "$log" | sed -E 's/^not ok [0-9]+ - //' || true)
    if [ "$status" -ne 0 ] || [ -n "$failed" ]; then
        failures=$((failures + 1))
        [ -n "$failed" ] || failed="(the suite failed to run: see $log)"
        while IFS= read -r name; do
            echo "FAILED browser run $1: $name   (log: $log)"
            failed_cases+=("browser: $name")
        done <<<"$failed"
    else
        echo "ok     browser run $1 ($(grep -cE '^ok [0-9]+ - ' "$log") cases)"
    fi
}
run_window() { # run number
    local log="$logs/window-$1.log"
    local status=0
    # --show-output keeps what passing tests print (the stall test's event-to-frame times).
    cargo test --test window --test screen_reader -- --show-output --include-ignored "${window_filters[@]}" >"$log" 2>&1 || status=$?
    local failed
    failed=$(grep -E '^test .* \.\.\. FAILED$' "$log" | sed -E 's/^test (.*) \.\.\. FAILED$/\1/' || true)
    if [ "$status" -ne 0 ] || [ -n "$failed" ]; then
        failures=$((failures + 1))
        [ -n "$failed" ] || failed="(the tests failed to run: see $log)"
        while IFS= read -r name; do
            echo "FAILED window run $1: $name   (log: $log)"
            failed_cases+=("window: $name")
        done <<<"$failed"
    else
        echo "ok     window run $1 ($(grep -cE '^test .* \.\.\. ok$' "$log") tests)"
    fi
}

# In turns, so that both suites meet the load for the whole hunt.
start=$SECONDS
i=1
while [ "$i" -le "$browser_runs" ] || [ "$i" -le "$window_runs" ]; do
    [ "$i" -le "$browser_runs" ] && run_browser "$i"
    [ "$i" -le "$window_runs" ] && run_window "$i"
    i=$((i + 1))
done
stop_load

echo "== $browser_runs browser runs, $window_runs window runs, load $load, $((SECONDS - start)) s: $failures failed"
if [ "${#failed_cases[@]}" -gt 0 ]; then
    printf '%s\n' "${failed_cases[@]}" | sort | uniq -c | sort -rn
    exit 1
fi
