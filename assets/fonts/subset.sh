#!/usr/bin/env bash
# Regenerates the game's fonts, each subset to the characters the game can draw with it, read
# from the catalogues themselves (assets/l10n/*.ftl and assets/l10n/game/*.ftl) and the
# languages' own names (src/l10n/mod.rs), so the embedded fonts stay small:
#
# - Inter, regular and semibold (Debian's fonts-inter): every character of every catalogue but
#   Japanese's and Chinese's (Latin, Polish's, Cyrillic), and the interface's symbols, with its
#   tabular figures as the digits (so a clock that ticks and a column of times never shift);
# - Material Icons (Debian's fonts-material-design-icons-iconfont): the icons the game draws,
#   read from the code points of src/app/views/icons.rs;
# - Noto Sans CJK JP and SC, regular (Debian's fonts-noto-cjk): the Japanese and the
#   Simplified Chinese catalogues' characters (each face draws its own language's forms of
#   the characters both use), with ASCII, so a line in either is drawn whole in one font.
#
# Needs: fonts-inter, fonts-material-design-icons-iconfont, fonts-noto-cjk and fonttools
# (Debian's python3-fonttools).
# Run it again after a catalogue changes: the front end's unit test
# every_character_of_every_catalogue_has_its_glyph fails while a catalogue has a character its
# font lacks.
set -euo pipefail
cd "$(dirname "$0")"
root=../..
inter_dir=${INTER_DIR:-/usr/share/fonts/opentype/inter}
icons_dir=${ICONS_DIR:-/usr/share/fonts/truetype/material-design-icons-iconfont}
noto_dir=${NOTO_CJK_DIR:-/usr/share/fonts/opentype/noto}
python=${PYTHON:-/usr/bin/python3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The characters of some files, as a text file pyftsubset reads; ASCII always.
characters() {
    "$python" - "$@" <<'EOF'
import sys
chars = {chr(c) for c in range(0x20, 0x7F)}
for path in sys.argv[2:]:
    with open(path, encoding="utf-8") as f:
        chars |= {c for c in f.read() if c >= " " and c != "\x7f"}
with open(sys.argv[1], "w", encoding="utf-8") as out:
    out.write("".join(sorted(chars)))
EOF
}

# The languages' own names: the strings of `native_name` in src/l10n/mod.rs.
"$python" - "$root/src/l10n/mod.rs" "$work/names.txt" <<'EOF'
import re, sys
source = open(sys.argv[1], encoding="utf-8").read()
body = source[source.index("pub const fn native_name"):]
body = body[: body.index("\n    }\n")]
open(sys.argv[2], "w", encoding="utf-8").write("".join(re.findall(r'=> "([^"]*)"', body)))
EOF

western=()
for file in "$root"/assets/l10n/*.ftl "$root"/assets/l10n/game/*.ftl; do
    case "$(basename "$file")" in
        ja.ftl | zh-Hans.ftl) ;;
        *) western+=("$file") ;;
    esac
done
characters "$work/western.txt" "${western[@]}" "$work/names.txt"
# Symbols the interface writes itself (arrows, check marks, the star), Latin-1, and the
# punctuation languages use around numbers and quotes. Latin Extended-A whole: the
# pseudo-language's accents (made from English, in no catalogue).
symbols="U+00A0-017F,U+2013-2014,U+2018-201E,U+2022,U+2026,U+2039-203A,U+2190-2193,U+2713,U+00D7,U+2605,U+25B6,U+2016"
for weight in Regular SemiBold; do
    # The digits mapped to Inter's tabular figures (its `tnum` feature, frozen into the
    # character map: fontdue, which lays the text out, reads no OpenType features).
    "$python" - "$inter_dir/Inter-$weight.otf" "$work/Inter-$weight.otf" <<'EOF'
import sys
from fontTools.ttLib import TTFont
font = TTFont(sys.argv[1])
gsub = font["GSUB"].table
tabular = {}
for record in gsub.FeatureList.FeatureRecord:
    if record.FeatureTag != "tnum":
        continue
    for index in record.Feature.LookupListIndex:
        for table in gsub.LookupList.Lookup[index].SubTable:
            table = getattr(table, "ExtSubTable", table)
            tabular.update(getattr(table, "mapping", {}))
for cmap in font["cmap"].tables:
    for code in range(ord("0"), ord("9") + 1):
        if code in cmap.cmap and cmap.cmap[code] in tabular:
            cmap.cmap[code] = tabular[cmap.cmap[code]]
# One advance for all ten (the semibold's figures differ by a few units in 2816).
digits = {font.getBestCmap()[c] for c in range(ord("0"), ord("9") + 1)}
widths = [font["hmtx"][glyph][0] for glyph in digits]
assert max(widths) - min(widths) < 16, f"the digits are not tabular: {widths}"
for glyph in digits:
    font["hmtx"][glyph] = (max(widths), font["hmtx"][glyph][1])
font.save(sys.argv[2])
EOF
    # No layout tables (GSUB, GPOS, GDEF): the text is laid out by fontdue, which reads only
    # the legacy kern table, so they would never be used.
    "$python" -m fontTools.subset "$work/Inter-$weight.otf" \
        --text-file="$work/western.txt" --unicodes="$symbols" \
        --layout-features='' --drop-tables+=GSUB,GPOS,GDEF,kern,STAT \
        --no-hinting --desubroutinize --output-file="Inter-$weight.otf"
done

# The icons: the code points written in src/app/views/icons.rs ("\u{e166}").
"$python" - "$root/src/app/views/icons.rs" "$work/icons.txt" <<'EOF'
import re, sys
source = open(sys.argv[1], encoding="utf-8").read()
points = sorted(set(re.findall(r'"\\u\{([0-9a-fA-F]{4,5})\}"', source)))
assert points, "no icon code points in " + sys.argv[1]
open(sys.argv[2], "w").write(",".join("U+" + p.upper() for p in points))
EOF
"$python" -m fontTools.subset "$icons_dir/MaterialIcons-Regular.ttf" \
    --unicodes-file="$work/icons.txt" --layout-features='' \
    --drop-tables+=GSUB,GPOS,GDEF --no-hinting --output-file="MaterialIcons.ttf"

# The Chinese characters of the languages' names.
"$python" - "$work/names.txt" "$work/names-cjk.txt" <<'EOF2'
import sys
names = open(sys.argv[1], encoding="utf-8").read()
open(sys.argv[2], "w", encoding="utf-8").write("".join(sorted({c for c in names if c >= "\u2e80"})))
EOF2

# The collection's faces: 0 is Japanese, 2 Simplified Chinese.
for pair in "JP:0:ja" "SC:2:zh-Hans"; do
    IFS=: read -r region number tag <<<"$pair"
    # A line with a Chinese character or kana is drawn whole in this font: it needs the
    # catalogue's characters (ASCII among them: cell names, chain notation, digits) and the
    # Chinese characters of the languages' names, and nothing of the other languages.
    characters "$work/$tag.txt" "$root/assets/l10n/$tag.ftl" "$root/assets/l10n/game/$tag.ftl" \
        "$work/names-cjk.txt"
    # One weight: bold text in these is drawn from the regular, twice, a hair apart (paint.rs),
    # which keeps the desktop binary in its budget.
    "$python" -m fontTools.subset "$noto_dir/NotoSansCJK-Regular.ttc" --font-number="$number" \
            --text-file="$work/$tag.txt" --unicodes="U+00B7,U+2013-2014,U+2018-201D,U+2026" \
            --layout-features='' --drop-tables+=GSUB,GPOS,GDEF,BASE,VORG,vhea,vmtx \
            --no-hinting --desubroutinize --output-file="NotoSansCJK$region-Regular.otf"
done
# The languages' names in Chinese characters (日本語, 简体中文), which the language setting lists
# in every language: a few glyphs, always carried, so a player whose language's font is not
# loaded (the page fetches the Japanese and Chinese fonts only for those languages) reads them.
"$python" -m fontTools.subset "$noto_dir/NotoSansCJK-Regular.ttc" --font-number=2 \
    --text-file="$work/names-cjk.txt" --layout-features='' \
    --drop-tables+=GSUB,GPOS,GDEF,BASE,VORG,vhea,vmtx --no-hinting --desubroutinize \
    --output-file="NotoSansCJK-names.otf"
cp /usr/share/doc/fonts-inter/copyright LICENSE-Inter.txt 2>/dev/null || true
cp /usr/share/doc/fonts-material-design-icons-iconfont/copyright LICENSE-MaterialIcons.txt 2>/dev/null || true
cp /usr/share/doc/fonts-noto-cjk/copyright LICENSE-NotoSansCJK.txt 2>/dev/null || true
ls -l ./*.ttf ./*.otf
