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

# A release build for the page: built for size (`z`), no unwinding (a panic stops the page
# either way). Size is what the page pays on every first load; the engine's searches pay for
# it too (natively at `z` the generator takes 1.3 times as long for a Hard puzzle and 1.5 times
# for an Extreme one as at `s`, measured with hyperfine), which the worker's frames absorb:
# `s` made the wasm 30 KB larger.
CARGO_PROFILE_RELEASE_OPT_LEVEL=z CARGO_PROFILE_RELEASE_LTO=fat CARGO_PROFILE_RELEASE_PANIC=abort \
    cargo build --release --locked --target wasm32-unknown-unknown --bin peerless

# gl.js ships inside the miniquad crate: find the one Cargo.lock pins.
miniquad_dir=$(cargo metadata --format-version 1 --locked |
    python3 -c 'import json, sys, os
meta = json.load(sys.stdin)
dirs = {os.path.dirname(p["manifest_path"]) for p in meta["packages"] if p["name"] == "miniquad"}
if len(dirs) != 1:
    sys.exit("expected one miniquad package, found %d" % len(dirs))
print(dirs.pop())')

mkdir -p "$out"
wasm=target/wasm32-unknown-unknown/release/peerless.wasm
if command -v wasm-opt >/dev/null 2>&1; then
    wasm-opt -Oz --strip-debug --strip-producers "$wasm" -o "$out/peerless.wasm"
else
    echo "web/build.sh: wasm-opt not found (Debian: binaryen); the wasm is not shrunk" >&2
    cp "$wasm" "$out/peerless.wasm"
fi
cp "$miniquad_dir/js/gl.js" "$out/gl.js"
cp web/index.html web/peerless.js web/manifest.webmanifest "$out/"
mkdir -p "$out/icons"
cp web/icons/*.png "$out/icons/"
rm -f "$out/icon.png" # an older build's icon, no longer part of the page
# The service worker, with this build's file list and version: written last, from the rest.
python3 web/stamp.py "$out"
echo "$out: peerless.wasm $(wc -c < "$out/peerless.wasm") bytes ($(gzip -9 -c "$out/peerless.wasm" | wc -c) gzip-compressed)"
