#!/usr/bin/env bash
# Makes the installed web app's icons from the master icon (assets/icon/icon.png) with
# ImageMagick: icons/icon-192.png and icons/icon-512.png (the rounded tile, for browsers that
# show the icon as it is) and icons/icon-maskable-512.png (for launchers that cut the icon to
# their own shape: the accent colour to every edge, the tile's board within the central circle
# of 80 % of the side that a mask always keeps).
set -euo pipefail
cd "$(dirname "$0")"
master=../assets/icon/icon.png
accent='#1A56B0' # assets/icon/make-icon.sh's tile colour
mkdir -p icons
for size in 192 512; do
    convert "$master" -resize "${size}x${size}" -depth 8 -strip "icons/icon-$size.png"
done
# The board spans 66 % of the master's side; its corners must lie within the safe circle
# (radius 40 %): a side of at most 0.8 / sqrt(2) = 56.6 %, so the tile is drawn at 84 %.
convert -size 512x512 "xc:$accent" \
    \( "$master" -resize 430x430 \) -gravity center -composite \
    -depth 8 -strip "icons/icon-maskable-512.png"
identify icons/*.png
