#!/usr/bin/env bash
# Builds the game for the browser into a folder ready to serve (target/web by default):
# the release wasm (shrunk with binaryen's wasm-opt when it is installed), miniquad's gl.js
# taken from the miniquad crate that Cargo.lock pins, the page, the plugin, the web app
# manifest and its icons (made by web/make-icons.sh), and the service worker that keeps the
# game for offline play, stamped with this build's files and version (web/stamp.py).
#
#   web/build.sh [OUT]
#   python3 -m http.server --directory target/web 8000   # then open http://127.0.0.1:8000
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-target/web}

# A release build for the page, by the stable toolchain as it is: the release profile of
# Cargo.toml (the whole program optimised as one, no unwinding), built for size (`z`, and
# wasm-opt's `-Oz`): the page's download is the first thing its player waits for on every first
# visit (its budget: npm run bench in tests/web), while the engine's searches run a few attempts
# a frame (the worker), where the difference in speed does not show. One optimisation level for
# the whole page, the engine's libraries included.
#
# WebAssembly SIMD (`simd128`, in every browser since 2023): the solver's vectors are its
# 128-bit registers (src/solver/lanes.rs), smaller than the plain arrays, and faster.
#
# Symbols are stripped by wasm-opt, not by the linker: stripping at the link also drops the
# wasm's target_features section, from which wasm-opt learns that SIMD and bulk memory are used.
env CARGO_PROFILE_RELEASE_OPT_LEVEL=z CARGO_PROFILE_RELEASE_STRIP=debuginfo \
    CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS="-Ctarget-feature=+simd128" \
    cargo build --release --locked --target wasm32-unknown-unknown --bin peerless
# The engine's own module, which the page's Web Worker runs (src/bin/peerless-engine.rs): the
# library alone, without the game's window, fonts and words, built for speed (`3`): the worker
# makes the puzzles (an Extreme Killer's search is the longest wait in the game) while the
# page's frames go on. The service worker keeps it when it installs, after the first frame.
env CARGO_PROFILE_RELEASE_OPT_LEVEL=3 CARGO_PROFILE_RELEASE_STRIP=debuginfo \
    CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS="-Ctarget-feature=+simd128" \
    cargo build --release --locked --target wasm32-unknown-unknown --no-default-features \
    --bin peerless-engine
# The photo reader's module (src/bin/peerless-scan.rs): fetched only at a player's first photo,
# so built for size as the game is; a 12-megapixel photo is read well within a second even so.
env CARGO_PROFILE_RELEASE_OPT_LEVEL=z CARGO_PROFILE_RELEASE_STRIP=debuginfo \
    CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS="-Ctarget-feature=+simd128" \
    cargo build --release --locked --target wasm32-unknown-unknown --no-default-features \
    --bin peerless-scan

# gl.js ships inside the miniquad crate: find the one Cargo.lock pins. And the wasm is in
# cargo's target folder, wherever CARGO_TARGET_DIR or the configuration put it.
{ read -r miniquad_dir && read -r target_dir; } < <(cargo metadata --format-version 1 --locked |
    python3 -c 'import json, sys, os
meta = json.load(sys.stdin)
dirs = {os.path.dirname(p["manifest_path"]) for p in meta["packages"] if p["name"] == "miniquad"}
if len(dirs) != 1:
    sys.exit("expected one miniquad package, found %d" % len(dirs))
print(dirs.pop())
print(meta["target_directory"])')

mkdir -p "$out"
wasm=$target_dir/wasm32-unknown-unknown/release/peerless.wasm
if command -v wasm-opt >/dev/null 2>&1; then
    wasm-opt -Oz --strip-debug --strip-producers "$wasm" -o "$out/peerless.wasm"
else
    echo "web/build.sh: wasm-opt not found (Debian: binaryen); the wasm is not shrunk" >&2
    cp "$wasm" "$out/peerless.wasm"
fi
engine=$target_dir/wasm32-unknown-unknown/release/peerless-engine.wasm
scan=$target_dir/wasm32-unknown-unknown/release/peerless-scan.wasm
if command -v wasm-opt >/dev/null 2>&1; then
    wasm-opt -O3 --strip-debug --strip-producers "$engine" -o "$out/engine.wasm"
    wasm-opt -Oz --strip-debug --strip-producers "$scan" -o "$out/scan.wasm"
else
    cp "$engine" "$out/engine.wasm"
    cp "$scan" "$out/scan.wasm"
fi
# The page's scripts shrunk by terser (web/package.json pins it; `npm ci` in web/ installs it):
# comments gone, local names shortened, about a third less to send gzip-compressed. Their
# global names stay (gl.js's functions are called by name from the plugin and the page).
# Without terser, the whole-line comments alone go (neither script has a string that spans
# lines, so a line that starts with // is always a comment), as the catalogues below lose theirs.
terser=web/node_modules/.bin/terser
shrink() { # source destination
    if [ -x "$terser" ]; then
        "$terser" --compress --mangle --ecma 2020 -o "$2" -- "$1"
    else
        grep -vE '^[[:space:]]*//' "$1" > "$2"
    fi
}
if [ ! -x "$terser" ]; then
    echo "web/build.sh: terser not found (npm ci in web/); the scripts are not shrunk" >&2
fi
shrink "$miniquad_dir/js/gl.js" "$out/gl.js"
shrink web/peerless.js "$out/peerless.js"
cp web/index.html web/manifest.webmanifest "$out/"
# The catalogues: the page fetches them (the wasm carries no language's text), each language's
# two files (the engine's messages, the game's words) as one, without their comments (for
# translators, never read by the game), as build.rs compiles them into the other builds.
rm -rf "$out/l10n"
mkdir -p "$out/l10n"
for file in assets/l10n/*.ftl; do
    name=$(basename "$file")
    cat "$file" <(echo) "assets/l10n/game/$name" | grep -v '^#' > "$out/l10n/$name"
done
# The fonts only Japanese and Chinese need: fetched by the page for those languages only.
rm -rf "$out/fonts"
mkdir -p "$out/fonts"
cp assets/fonts/NotoSansCJKJP-Regular.otf assets/fonts/NotoSansCJKSC-Regular.otf "$out/fonts/"
# And the fonts every language draws with, fetched (and kept by the service worker) before the
# game starts: they are not in the wasm, so the browser keeps them apart from a new build's wasm.
cp assets/fonts/Inter-Regular.otf assets/fonts/Inter-SemiBold.otf assets/fonts/MaterialIcons.ttf \
    assets/fonts/NotoSansCJK-names.otf \
    "$out/fonts/"
mkdir -p "$out/icons"
cp web/icons/*.png "$out/icons/"
rm -f "$out/icon.png" # an older build's icon, no longer part of the page
# The service worker, with this build's file list and version: written last, from the rest.
python3 web/stamp.py "$out"
if [ -x "$terser" ]; then
    "$terser" --compress --mangle --ecma 2020 -o "$out/sw.js" -- "$out/sw.js"
fi
for module in peerless engine scan; do
    echo "$out: $module.wasm $(wc -c < "$out/$module.wasm") bytes ($(gzip -9 -c "$out/$module.wasm" | wc -c) gzip-compressed)"
done
