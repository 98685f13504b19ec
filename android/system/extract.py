#!/usr/bin/env python3
"""Extracts what an app may link against on Android from AOSP's NDK symbol files.

Each library the NDK offers apps (libc.so, libEGL.so, ...) is described in AOSP by a symbol file,
`<lib>.map.txt`, from which the NDK's build (build/soong, cc/ndkstubgen and cc/symbolfile) makes
one stub library per processor and API level. This script reads those files with the same rules
and writes, for each library, every symbol an app can see and the first API level at which each
processor's stub has it, to android/system/<lib>.txt. android/link-check.py makes its stub
libraries from these lists.

The rules, as cc/symbolfile applies them for the NDK (not for the platform, APEXes or vendors):
- a version block named *_PRIVATE or *_PLATFORM, or tagged platform-only, is not in the NDK, and
  neither is a block or a symbol tagged apex, llndk or systemapi; a symbol tagged future is in no
  released stub;
- a block or symbol tagged with processors (arm, arm64, x86, x86_64) exists only for those;
- `introduced=N` gives the first API level, `introduced-<arch>=N` overrides it for one processor,
  and a block's level applies to all its symbols; no tag means the library's first level;
- `var` marks a variable, `weak` a weak definition, `versioned=N` a symbol exported without a
  symbol version below API N;
- symbols inside `local:` and `extern "C++"` are not exported.

Usage (each source a git repository, read at REV, or a directory holding the files at their AOSP
paths, whose revision REV then only names):

    android/system/extract.py \\
        --source platform/bionic=/path/to/bionic@REV \\
        --source platform/frameworks/native=/path/to/native@REV \\
        --source platform/frameworks/base=/path/to/base@REV \\
        --source platform/system/logging=/path/to/logging@REV \\
        --mirror platform/bionic=github.com/aosp-mirror/platform_bionic ...

Only the libraries whose project is given are written.
"""

import argparse
import re
import subprocess
import sys
from pathlib import Path

# The processors of the NDK's stubs, in the order of the lists' columns.
ARCHES = ("arm", "arm64", "x86", "x86_64")
# Every processor a symbol file may name; a tag naming another one is an error.
KNOWN_ARCHES = ARCHES + ("riscv64", "mips", "mips64")

# The libraries: AOSP project, symbol file, and what their ndk_library module in the same
# directory's Android.bp says (first_version; whether the stubs carry symbol versions, which
# `unversioned_until: "current"` turns off). The script checks these against the Android.bp when
# the source has it.
LIBRARIES = {
    "libc": ("platform/bionic", "libc/libc.map.txt", 9, True),
    "libm": ("platform/bionic", "libm/libm.map.txt", 9, True),
    "libdl": ("platform/bionic", "libdl/libdl.map.txt", 9, True),
    "liblog": ("platform/system/logging", "liblog/liblog.map.txt", 9, False),
    "libandroid": ("platform/frameworks/base", "native/android/libandroid.map.txt", 9, False),
    "libEGL": ("platform/frameworks/native", "opengl/libs/libEGL.map.txt", 9, False),
    "libGLESv1_CM": ("platform/frameworks/native", "opengl/libs/libGLESv1_CM.map.txt", 9, False),
    "libGLESv2": ("platform/frameworks/native", "opengl/libs/libGLESv2.map.txt", 9, False),
    "libGLESv3": ("platform/frameworks/native", "opengl/libs/libGLESv3.map.txt", 18, False),
}

# Code names of API levels, as build/soong's android/api_levels.go maps them.
CODENAMES = {
    "G": 9,
    "I": 14,
    "J": 16,
    "J-MR1": 17,
    "J-MR2": 18,
    "K": 19,
    "L": 21,
    "L-MR1": 22,
    "M": 23,
    "N": 24,
    "N-MR1": 25,
    "O": 26,
    "O-MR1": 27,
    "P": 28,
    "Q": 29,
    "R": 30,
    "S": 31,
    "Sv2": 32,
    "Tiramisu": 33,
    "UpsideDownCake": 34,
    "VanillaIceCream": 35,
    "Baklava": 36,
}
MODE_TAGS = ("apex", "llndk", "systemapi")


class Source:
    """A project's files: a git repository read at a revision, or a plain directory."""

    def __init__(self, spec):
        path, _, rev = spec.partition("@")
        self.path = Path(path)
        git = subprocess.run(
            ["git", "-C", path, "rev-parse", "--verify", (rev or "HEAD") + "^{commit}"],
            capture_output=True,
            text=True,
        )
        if git.returncode == 0:
            self.commit = git.stdout.strip()
            self.date = subprocess.run(
                ["git", "-C", path, "log", "-1", "--format=%cs", self.commit],
                capture_output=True,
                text=True,
                check=True,
            ).stdout.strip()
        elif rev:
            self.commit, self.date = rev, None
        else:
            sys.exit(f"{spec}: not a git repository; name its revision as DIR@REV")
        self.git = git.returncode == 0

    def read(self, relative):
        if self.git:
            out = subprocess.run(
                ["git", "-C", str(self.path), "show", f"{self.commit}:{relative}"],
                capture_output=True,
                text=True,
            )
            return out.stdout if out.returncode == 0 else None
        file = self.path / relative
        return file.read_text() if file.exists() else None


def level(value, where):
    if value == "current":
        return None
    if value.isdigit():
        return int(value)
    if value in CODENAMES:
        return CODENAMES[value]
    sys.exit(f"{where}: unknown API level {value!r}")


def parse_tags(text, where):
    """The tags after a line's '#': a dict of keys to values (None for plain tags)."""
    tags = {}
    for tag in text.split():
        if tag == "#":  # "# apex # introduced=31": a second '#' is only decoration
            continue
        key, eq, value = tag.partition("=")
        if not eq:
            if key not in KNOWN_ARCHES + MODE_TAGS + ("platform-only", "var", "weak", "future"):
                sys.exit(f"{where}: unknown tag {tag!r}")
            tags[key] = None
        elif key in ("introduced", "versioned") or key.startswith("introduced-"):
            tags[key] = level(value, where)
        elif key in ("llndk-deprecated",):
            tags[key] = value
        else:
            sys.exit(f"{where}: unknown tag {tag!r}")
    return tags


def excluded(tags):
    return "platform-only" in tags or any(mode in tags for mode in MODE_TAGS) or "future" in tags


def first_level(tags, arch, default):
    """The first API level the tags allow on arch (default without a tag), or None for never."""
    named = [a for a in KNOWN_ARCHES if a in tags]
    if named and arch not in named:
        return None
    if f"introduced-{arch}" in tags:
        return tags[f"introduced-{arch}"]
    if "introduced" in tags:
        return tags["introduced"]
    return default


def parse(text, name, first):
    """The versions (name, base) and symbols (name, kind, version, levels, versioned) of a map."""
    versions, symbols = [], []
    lines = [
        (n + 1, line)
        for n, line in enumerate(text.splitlines())
        if line.strip() and not line.strip().startswith("#")
    ]
    i = 0
    while i < len(lines):
        number, line = lines[i]
        where = f"{name}.map.txt:{number}"
        if "{" not in line:
            sys.exit(f"{where}: expected a version block, found {line.strip()!r}")
        block = line.split("{")[0].strip()
        block_tags = parse_tags(line.partition("#")[2], where)
        public = not (
            block.endswith("_PRIVATE") or block.endswith("_PLATFORM") or excluded(block_tags)
        )
        scope_global, cpp, entries = True, False, []
        i += 1
        while True:
            if i == len(lines):
                sys.exit(f"{name}.map.txt: the block {block} does not end")
            number, line = lines[i]
            where = f"{name}.map.txt:{number}"
            i += 1
            if "}" in line:
                base = line.partition("}")[2].partition("#")[0].strip()
                if not base.endswith(";"):
                    sys.exit(f"{where}: expected ';' after '}}'")
                if cpp:
                    cpp = False
                    continue
                base = base.rstrip(";").strip() or None
                break
            if 'extern "C++" {' in line:
                cpp = True
            elif not cpp and ":" in line:
                label = line.split(":")[0].strip()
                if label not in ("global", "local"):
                    sys.exit(f"{where}: unknown scope {label!r}")
                scope_global = label == "global"
            elif scope_global and not cpp:
                if ";" not in line or "*" in line:
                    sys.exit(f"{where}: expected 'symbol;', found {line.strip()!r}")
                entries.append(
                    (
                        line.strip().partition(";")[0].strip(),
                        parse_tags(line.partition("#")[2], where),
                    )
                )
        if not public:
            continue
        versions.append((block, base))
        for symbol, tags in entries:
            if excluded(tags):
                continue
            levels = []
            for arch in ARCHES:
                outer = first_level(block_tags, arch, first)
                inner = first_level(tags, arch, first)
                levels.append(None if outer is None or inner is None else max(outer, inner))
            if all(lv is None for lv in levels):
                continue
            kind = ("weak-" if "weak" in tags else "") + ("var" if "var" in tags else "func")
            symbols.append((symbol, kind, block, levels, tags.get("versioned")))
    return versions, symbols


def check_bp(source, directory, name, first, versioned):
    bp = source.read(f"{directory}/Android.bp")
    if bp is None:
        return
    match = re.search(r'ndk_library\s*\{[^}]*?name:\s*"' + re.escape(name) + r'"[^}]*\}', bp)
    if not match:
        sys.exit(f"{directory}/Android.bp has no ndk_library {name}")
    module = match.group(0)
    found = re.search(r'first_version:\s*"([^"]+)"', module)
    unversioned = re.search(r'unversioned_until:\s*"([^"]+)"', module)
    if found is None or level(found.group(1), "Android.bp") != first:
        sys.exit(f"{directory}/Android.bp: {name}'s first_version is not {first}")
    if (unversioned is not None and unversioned.group(1) == "current") == versioned:
        sys.exit(f"{directory}/Android.bp: {name}'s unversioned_until disagrees with this script")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--source", action="append", default=[], metavar="PROJECT=DIR[@REV]")
    parser.add_argument("--mirror", action="append", default=[], metavar="PROJECT=URL")
    parser.add_argument("--out", default=str(Path(__file__).resolve().parent))
    args = parser.parse_args()
    sources = dict(spec.split("=", 1) for spec in args.source)
    mirrors = dict(spec.split("=", 1) for spec in args.mirror)
    opened = {project: Source(spec) for project, spec in sources.items()}
    written = 0
    for name, (project, path, first, versioned) in LIBRARIES.items():
        if project not in opened:
            continue
        source = opened[project]
        text = source.read(path)
        if text is None:
            sys.exit(f"{project}: no {path} at {source.commit}")
        check_bp(source, path.rsplit("/", 1)[0], name, first, versioned)
        versions, symbols = parse(text, name, first)
        when = f" ({source.date})" if source.date else ""
        read_from = f", read from the mirror {mirrors[project]}" if project in mirrors else ""
        out = [
            f"# {name}.so as the NDK offers it to an app: each symbol of its stub library and the",
            "# first API level at which each processor's stub has it. Made by",
            "# android/system/extract.py (which says how the symbol file's tags are read) from the",
            "# Android Open Source Project's",
            f"# {project}, {path}, at commit {source.commit}{when}",
            f"#{read_from[1:]}." if read_from else "#",
            "# Do not edit: run the script again on a newer revision.",
            "#",
            "# library NAME first-api N versioned|unversioned (symbol versions on the stub or not)",
            "# version NAME [BASE]",
            "# symbol NAME func|var|weak-func|weak-var VERSION "
            + " ".join(ARCHES)
            + " [versioned=N]    ('-': never on that processor)",
            f"library {name}.so first-api {first} {'versioned' if versioned else 'unversioned'}",
        ]
        for block, base in versions:
            if any(symbol[2] == block for symbol in symbols):
                out.append(f"version {block}" + (f" {base}" if base else ""))
        for symbol, kind, block, levels, versioned_at in symbols:
            fields = ["symbol", symbol, kind, block] + [
                "-" if lv is None else str(lv) for lv in levels
            ]
            if versioned_at is not None:
                fields.append(f"versioned={versioned_at}")
            out.append(" ".join(fields))
        Path(args.out, f"{name}.txt").write_text("\n".join(out) + "\n")
        print(f"{name}.txt: {len(symbols)} symbols from {project} {path} at {source.commit[:12]}")
        written += 1
    if written == 0:
        sys.exit("no library's project given (--source PROJECT=DIR[@REV])")


if __name__ == "__main__":
    main()
