#!/usr/bin/env bash
# Builds the release APK of Peerless (the game binary only) with cargo-quad-apk.
#
#   android/build-apk.sh            # in Docker (needs only Docker): builds the image android/Dockerfile
#                                   # describes, then the APK in a container
#   android/build-apk.sh --local    # with the tools installed here (android/README.md lists them):
#                                   # ANDROID_HOME and NDK_HOME set, cargo-quad-apk at QUAD_APK_REV
#
# The APK lands in target/android-artifacts/release/apk/peerless.apk, owned by whoever ran this.
#
# Signing: by default cargo-quad-apk signs with a debug key (installable for testing): the Docker
# build keeps its key in the volume peerless-android-keys, so each rebuild installs over the last
# one (`adb install -r`); --local uses ~/.android/debug.keystore. For a store release set
# PEERLESS_KEYSTORE (a keystore file), PEERLESS_KEY_ALIAS and PEERLESS_KEYSTORE_PASS: the APK is
# then built unsigned, aligned with zipalign and signed with apksigner from the SDK's build tools
# (the image's, or ANDROID_HOME's with --local).
#
# Written for any bash from 3.2 (macOS's /bin/bash) on: no arrays, since expanding an empty one
# under `set -u` is an error before bash 4.4.
set -euo pipefail

# The tool revision and the NDK this packaging was checked against (android/README.md says why;
# android/Dockerfile installs the same: tests/packaging.rs checks that the three agree).
QUAD_APK_REV=e6ce7cd736b8b087c640fdd4729b604e249c728d
NDK_VERSION=25.2.9519653 # r25c
image=peerless-android
apk_dir=target/android-artifacts/release/apk
apk=$apk_dir/peerless.apk

usage() {
    echo "usage: android/build-apk.sh [--local]" >&2
    exit 2
}

mode=docker
case "${1:-}" in
"") ;;
--local) mode=local ;;
# Inside the image (the Docker path runs it so): the source is a read-only mount, the build
# happens on a copy, and the APK leaves on standard output as a tar stream.
--container) mode=container ;;
*) usage ;;
esac
[ "$#" -le 1 ] || usage

# A keystore named relative to where the script was started from.
keystore=${PEERLESS_KEYSTORE:-}
if [ -n "$keystore" ]; then
    case "$keystore" in
    /*) ;;
    *) keystore=$PWD/$keystore ;;
    esac
    if [ ! -f "$keystore" ]; then
        echo "PEERLESS_KEYSTORE: no such file: $keystore" >&2
        exit 1
    fi
    : "${PEERLESS_KEY_ALIAS:?set PEERLESS_KEY_ALIAS to the alias of the key in the keystore}"
    : "${PEERLESS_KEYSTORE_PASS:?set PEERLESS_KEYSTORE_PASS to the password of the keystore}"
fi

cd "$(dirname "$0")/.."

# cargo-quad-apk at the pinned revision: the registry's release and other revisions fail in ways
# that do not name the cause.
check_tool() {
    if ! cargo install --list | grep -q "^cargo-quad-apk v.*#${QUAD_APK_REV:0:8})"; then
        echo "cargo-quad-apk at revision ${QUAD_APK_REV:0:8} is not installed; install it with" >&2
        echo "  cargo install --locked --git https://github.com/not-fl3/cargo-quad-apk \\" >&2
        echo "      --rev $QUAD_APK_REV cargo-quad-apk" >&2
        exit 1
    fi
}

# NDK r25: cargo-quad-apk reads lib64/clang, which r26 moved (its error then names no file).
check_ndk() {
    : "${ANDROID_HOME:?set ANDROID_HOME to the Android SDK}"
    : "${NDK_HOME:?set NDK_HOME to the Android NDK r25c ($ANDROID_HOME/ndk/$NDK_VERSION)}"
    revision=$(sed -n 's/^Pkg\.Revision *= *//p' "$NDK_HOME/source.properties" 2>/dev/null || true)
    case "$revision" in
    25.*) ;;
    *)
        echo "NDK_HOME ($NDK_HOME) is NDK ${revision:-of no known version}; cargo-quad-apk needs" >&2
        echo "NDK r25c: sdkmanager \"ndk;$NDK_VERSION\", then NDK_HOME=\$ANDROID_HOME/ndk/$NDK_VERSION" >&2
        exit 1
        ;;
    esac
}

# The game binary only: without --bin every binary becomes an APK (the puzzle tool too). Its
# library is aligned for 16 KB pages (Google Play's rule for apps targeting Android 15) by the
# package's build.rs, which passes -z max-page-size=16384 to the NDK's linker on both paths.
build() {
    cargo quad-apk build --release --bin peerless --locked ${PEERLESS_KEYSTORE:+--nosign}
}

# Aligns and signs the unsigned APK with the release key, and checks the signature. The password
# reaches apksigner through the environment, never on a command line.
sign_release() {
    tools=$(find "$ANDROID_HOME/build-tools" -mindepth 1 -maxdepth 1 -type d | sort -V | tail -n 1)
    aligned=${apk%.apk}-aligned.apk
    "$tools/zipalign" -f -p 4 "$apk" "$aligned"
    "$tools/apksigner" sign --ks "$keystore" --ks-key-alias "$PEERLESS_KEY_ALIAS" \
        --ks-pass env:PEERLESS_KEYSTORE_PASS --out "$apk" "$aligned"
    rm -f "$aligned"
    "$tools/apksigner" verify "$apk"
}

case "$mode" in
docker)
    if ! command -v docker >/dev/null 2>&1; then
        echo "Docker is not installed; use --local (android/README.md lists the tools)." >&2
        exit 1
    fi
    docker build --platform linux/amd64 -t "$image" -f android/Dockerfile android
    mkdir -p "$apk_dir"
    rm -f "$apk"
    # The source is mounted read-only and the build happens on a copy inside the container, so
    # the container writes nothing into this tree; the APK comes back as a tar stream that tar
    # unpacks here, as the user who ran the script (a rootful Docker would leave root's files).
    # The volumes keep the build cache, the downloaded crates and the debug key between builds.
    set -- --rm --platform linux/amd64 -v "$PWD:/src:ro" -w /src \
        -v peerless-android-target:/build/target \
        -v peerless-android-cargo:/usr/local/cargo/registry \
        -v peerless-android-keys:/root/.android
    if [ -n "$keystore" ]; then
        set -- "$@" -v "$keystore:/keystore:ro" -e PEERLESS_KEYSTORE=/keystore \
            -e PEERLESS_KEY_ALIAS -e PEERLESS_KEYSTORE_PASS
    fi
    docker run "$@" "$image" android/build-apk.sh --container |
        tar -x --no-same-owner -f - -C "$apk_dir"
    ;;
container)
    check_tool
    check_ndk
    # Standard output carries the APK; everything else goes to standard error.
    exec 3>&1 1>&2
    work=${PEERLESS_BUILD_DIR:-/build}
    mkdir -p "$work"
    tar -c --exclude=./target --exclude=./.git -f - . | tar -x -f - -C "$work"
    cd "$work"
    build
    if [ -n "$keystore" ]; then
        sign_release
    fi
    tar -c -f - -C "$apk_dir" peerless.apk >&3
    ;;
local)
    check_tool
    check_ndk
    rustup target add aarch64-linux-android armv7-linux-androideabi x86_64-linux-android
    build
    if [ -n "$keystore" ]; then
        sign_release
    fi
    ;;
esac

if [ "$mode" != container ]; then
    echo "APK: $apk"
fi
