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
#
# WebAssembly SIMD (`simd128`, in every browser since 2023): the solver's vectors are its
# 128-bit registers (src/solver/lanes.rs), 15 KB smaller than the plain arrays, and faster.
#
# The standard library is built with the game (`-Zbuild-std`, from the toolchain's `rust-src`),
# with panics that stop at once (`panic = immediate-abort`) and no source locations kept for
# them (`-Zlocation-detail=none`). A panic's message and place have nowhere to go on this
# target (std's standard error is a no-op on wasm32-unknown-unknown; a panic shows in the
# console as the same "unreachable" trap either way), yet the code that formats them, with the
# error types' Debug output it pulls in, was 85 KB of the wasm (993,683 -> 908,602 bytes with
# wasm-opt). These are unstable options of the stable toolchain, enabled for this build alone
# with RUSTC_BOOTSTRAP=1; the game's other builds and every test use the toolchain as it is.
# A toolchain without them (one from before `panic = immediate-abort`, or without `rust-src`)
# builds the page the plain way, larger, and says so; CI (CI=true) refuses that.
# Symbols are stripped by wasm-opt, not by the linker: stripping at the link also drops the
# wasm's target_features section, from which wasm-opt learns that SIMD and bulk memory are used.
release_env=(CARGO_PROFILE_RELEASE_OPT_LEVEL=z CARGO_PROFILE_RELEASE_LTO=fat
    CARGO_PROFILE_RELEASE_PANIC=abort CARGO_PROFILE_RELEASE_STRIP=debuginfo)
# The libraries Cargo.toml keeps at full speed for the desktop (the generator's random numbers)
# are built for size here too, as everything else.
size_too=()
for package in rand_chacha rand_core ppv-lite86; do
    size_too+=(--config "profile.release.package.$package.opt-level=\"z\"")
done
simd="-Ctarget-feature=+simd128"
small="-Zunstable-options -Cpanic=immediate-abort -Zlocation-detail=none"
if ! env "${release_env[@]}" RUSTC_BOOTSTRAP=1 RUSTFLAGS="$simd $small" \
    cargo build "${size_too[@]}" --release --locked --target wasm32-unknown-unknown \
    --bin peerless -Zbuild-std=std,panic_abort; then
    if [ "${CI:-}" = true ]; then
        echo "web/build.sh: the small build failed (it needs the rust-src component:" \
            "rustup component add rust-src)" >&2
        exit 1
    fi
    echo "web/build.sh: the small build failed (rust-src missing, or a toolchain from before" \
        "panic = immediate-abort); building the page the plain way, larger" >&2
    env "${release_env[@]}" RUSTFLAGS="$simd" \
        cargo build "${size_too[@]}" --release --locked --target wasm32-unknown-unknown \
        --bin peerless
fi

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
# The catalogues: the page fetches them (the wasm carries no language's text), each language's
# two files (the engine's messages, the game's words) as one.
rm -rf "$out/l10n"
mkdir -p "$out/l10n"
for file in assets/l10n/*.ftl; do
    name=$(basename "$file")
    cat "$file" <(echo) "assets/l10n/game/$name" > "$out/l10n/$name"
done
# The fonts only Japanese and Chinese need: fetched by the page for those languages only.
rm -rf "$out/fonts"
mkdir -p "$out/fonts"
cp assets/fonts/NotoSansCJKJP-Regular.otf assets/fonts/NotoSansCJKSC-Regular.otf "$out/fonts/"
# And the fonts every language draws with, fetched (and kept by the service worker) before the
# game starts: they are not in the wasm, whose size budget they would take a sixteenth of.
cp assets/fonts/DejaVuSans.ttf assets/fonts/DejaVuSans-Bold.ttf assets/fonts/NotoSansCJK-names.otf \
    "$out/fonts/"
mkdir -p "$out/icons"
cp web/icons/*.png "$out/icons/"
rm -f "$out/icon.png" # an older build's icon, no longer part of the page
# The service worker, with this build's file list and version: written last, from the rest.
python3 web/stamp.py "$out"
echo "$out: peerless.wasm $(wc -c < "$out/peerless.wasm") bytes ($(gzip -9 -c "$out/peerless.wasm" | wc -c) gzip-compressed)"
