#!/usr/bin/env bash
# Builds Peerless for the iOS Simulator, assembles Peerless.app, installs it into the booted
# simulator and launches it. Needs macOS with Xcode (see ios/README.md) and a booted simulator
# (`xcrun simctl boot "iPhone 15"` or open Simulator.app).
#
#   ios/build-sim.sh              # build, install and launch
#   ios/build-sim.sh --no-launch  # build and assemble target/ios/Peerless.app only
set -euo pipefail
cd "$(dirname "$0")/.."

bundle_id=org.sudoku.peerless
case "$(uname -m)" in
arm64) target=aarch64-apple-ios-sim ;;  # Apple silicon
x86_64) target=x86_64-apple-ios ;;      # Intel Macs
*)
    echo "unsupported machine $(uname -m): build on a Mac" >&2
    exit 1
    ;;
esac

# The binary's minimum iOS is the one Info.plist declares (14.0: its UILaunchScreen key is iOS 14's).
IPHONEOS_DEPLOYMENT_TARGET=$(/usr/libexec/PlistBuddy -c 'Print :MinimumOSVersion' ios/Info.plist)
export IPHONEOS_DEPLOYMENT_TARGET

rustup target add "$target"
cargo build --release --target "$target" --bin peerless

app=target/ios/Peerless.app
rm -rf "$app"
mkdir -p "$app"
cp "target/$target/release/peerless" "$app/peerless"
cp ios/Info.plist "$app/Info.plist"
cp ios/icons/*.png "$app/"
# The simulator accepts an ad-hoc signature; a device needs a real one (see ios/README.md).
codesign --force --sign - "$app"
echo "app: $app"

if [ "${1:-}" = "--no-launch" ]; then
    exit 0
fi
xcrun simctl install booted "$app"
xcrun simctl launch booted "$bundle_id"
