#!/usr/bin/env bash
# Draws the app icon master (icon.png, 1024x1024) with ImageMagick: a rounded tile in the accent
# colour holding a 3x3 box of cells, one highlighted, with a digit. The platform icon sizes are
# made from this file by android/make-icons.sh and ios/make-icons.sh; the desktop window icon's
# raw RGBA sizes (icon-16/32/64.rgba, embedded by the game) are made here.
set -euo pipefail
cd "$(dirname "$0")"
font=${ICON_FONT:-/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf}
accent='#1A56B0'
convert -size 1024x1024 xc:none \
    -fill "$accent" -draw 'roundrectangle 0,0 1023,1023 200,200' \
    -fill white -draw 'roundrectangle 172,172 851,851 36,36' \
    -fill '#C9DAF3' -draw 'rectangle 402,402 621,621' \
    -stroke "$accent" -strokewidth 14 -fill none \
    -draw 'line 398,180 398,843' -draw 'line 625,180 625,843' \
    -draw 'line 180,398 843,398' -draw 'line 180,625 843,625' \
    -stroke none -fill "$accent" -font "$font" -pointsize 200 \
    -gravity center -annotate +0+8 '9' \
    -fill '#8FB0E0' -pointsize 120 \
    -annotate -226-226 '1' -annotate +226+226 '5' -annotate +226-226 '3' \
    -depth 8 icon.png
for size in 16 32 64; do
    convert icon.png -resize "${size}x${size}" -depth 8 "rgba:icon-$size.rgba"
done
identify icon.png
