#!/usr/bin/env bash
# Regenerates the game's fonts: DejaVu Sans and DejaVu Sans Bold (Debian's fonts-dejavu-core),
# subset to the characters the game draws, so the embedded fonts stay small on phones.
# Needs: fonts-dejavu-core (Debian) and fonttools (`pip install fonttools`).
set -euo pipefail
cd "$(dirname "$0")"
source_dir=${DEJAVU_DIR:-/usr/share/fonts/truetype/dejavu}
# Basic Latin, Latin-1, punctuation and the few symbols the interface uses.
unicodes="U+0020-007E,U+00A0-00FF,U+2013-2014,U+2018-201D,U+2022,U+2026,U+2190-2193,U+21B6-21B7,U+2713,U+2715,U+00D7,U+2605,U+25B6,U+23F8,U+2016"
for face in DejaVuSans DejaVuSans-Bold; do
    # No layout tables (GSUB, GPOS, GDEF) and no MATH: the text is laid out by fontdue, which
    # reads only the legacy kern table (DejaVu has none), so they were never used; without
    # them the two fonts are 16 KB smaller.
    pyftsubset "$source_dir/$face.ttf" --unicodes="$unicodes" \
        --layout-features='' --drop-tables+=GSUB,GPOS,GDEF,MATH,kern \
        --no-hinting --desubroutinize --output-file="$face.ttf"
done
cp /usr/share/doc/fonts-dejavu-core/copyright LICENSE-DejaVu.txt 2>/dev/null || true
ls -l ./*.ttf
