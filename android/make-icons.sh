#!/usr/bin/env bash
# Makes the launcher icons for every Android screen density from the master icon
# (assets/icon/icon.png) with ImageMagick: res/mipmap-<density>/ic_launcher.png.
set -euo pipefail
cd "$(dirname "$0")"
master=../assets/icon/icon.png
for spec in mdpi:48 hdpi:72 xhdpi:96 xxhdpi:144 xxxhdpi:192; do
    density=${spec%%:*}
    size=${spec##*:}
    mkdir -p "res/mipmap-$density"
    convert "$master" -resize "${size}x${size}" -depth 8 -strip "res/mipmap-$density/ic_launcher.png"
done
ls -l res/mipmap-*/ic_launcher.png
