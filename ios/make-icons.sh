#!/usr/bin/env bash
# Makes the iOS app icons (loose PNGs named in Info.plist's CFBundleIconFiles) from the master
# icon (assets/icon/icon.png) with ImageMagick. iOS rounds the corners itself, so the icon is
# flattened onto its accent colour first.
set -euo pipefail
cd "$(dirname "$0")"
master=../assets/icon/icon.png
mkdir -p icons
for spec in AppIcon60x60@2x:120 AppIcon60x60@3x:180 AppIcon76x76@2x~ipad:152 \
    AppIcon83.5x83.5@2x~ipad:167; do
    name=${spec%%:*}
    size=${spec##*:}
    convert "$master" -background '#1A56B0' -flatten -resize "${size}x${size}" -depth 8 -strip \
        "icons/$name.png"
done
ls -l icons
