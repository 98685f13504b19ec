#!/usr/bin/env bash
# Builds the release APK of Peerless with cargo-quad-apk, the documented macroquad path.
#
#   android/build-apk.sh            # in the notfl3/cargo-apk Docker image (needs Docker)
#   android/build-apk.sh --local    # with a local SDK and NDK: set ANDROID_HOME and NDK_HOME,
#                                   # and `cargo install cargo-quad-apk` first
#
# Signing: by default cargo-quad-apk signs with the debug key (installable for testing). For a
# store release set PEERLESS_KEYSTORE (a keystore file), PEERLESS_KEY_ALIAS and
# PEERLESS_KEYSTORE_PASS: the APK is then built unsigned, aligned with zipalign and signed with
# apksigner from the SDK's build-tools (ANDROID_HOME must point to the SDK).
#
# The APK lands in target/android-artifacts/release/apk/peerless.apk.
set -euo pipefail
cd "$(dirname "$0")/.."

mode=docker
if [ "${1:-}" = "--local" ]; then
    mode=local
elif [ -n "${1:-}" ]; then
    echo "usage: android/build-apk.sh [--local]" >&2
    exit 2
fi

sign_args=()
if [ -n "${PEERLESS_KEYSTORE:-}" ]; then
    sign_args=(--nosign)
fi

case "$mode" in
docker)
    if ! command -v docker >/dev/null 2>&1; then
        echo "Docker is not installed; use --local with ANDROID_HOME and NDK_HOME set." >&2
        exit 1
    fi
    docker run --rm -v "$PWD":/root/src -w /root/src notfl3/cargo-apk \
        cargo quad-apk build --release "${sign_args[@]}"
    ;;
local)
    : "${ANDROID_HOME:?set ANDROID_HOME to the Android SDK}"
    : "${NDK_HOME:?set NDK_HOME to the Android NDK}"
    if ! cargo quad-apk --help >/dev/null 2>&1; then
        echo "cargo-quad-apk is missing: cargo install cargo-quad-apk" >&2
        exit 1
    fi
    rustup target add aarch64-linux-android armv7-linux-androideabi x86_64-linux-android
    cargo quad-apk build --release "${sign_args[@]}"
    ;;
esac

apk=target/android-artifacts/release/apk/peerless.apk
if [ -n "${PEERLESS_KEYSTORE:-}" ]; then
    : "${ANDROID_HOME:?set ANDROID_HOME to the SDK, whose build-tools sign the APK}"
    : "${PEERLESS_KEY_ALIAS:?set PEERLESS_KEY_ALIAS}"
    : "${PEERLESS_KEYSTORE_PASS:?set PEERLESS_KEYSTORE_PASS}"
    tools=$(find "$ANDROID_HOME/build-tools" -mindepth 1 -maxdepth 1 -type d | sort -V | tail -n 1)
    aligned=${apk%.apk}-aligned.apk
    "$tools/zipalign" -f -p 4 "$apk" "$aligned"
    "$tools/apksigner" sign --ks "$PEERLESS_KEYSTORE" --ks-key-alias "$PEERLESS_KEY_ALIAS" \
        --ks-pass "env:PEERLESS_KEYSTORE_PASS" --out "$apk" "$aligned"
    rm -f "$aligned"
    "$tools/apksigner" verify "$apk"
fi
echo "APK: $apk"
