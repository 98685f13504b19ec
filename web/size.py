#!/usr/bin/env python3
"""What the page's wasm spends its bytes on: each part's share of the gzip-compressed code.

    web/build.sh && python3 web/size.py [WASM] [--top N]

The page's first visit has a budget (tests/web/bench.mjs); this says where to look when it is
missed. It reads the release wasm cargo leaves before web/build.sh shrinks it (that one keeps
the functions' names), shrinks it as web/build.sh does but keeps the names (wasm-opt -Oz -g),
and groups the functions by crate, and our own by module (`peerless::logic`,
`peerless::app::screens`). A group's share is what the code section's gzip size loses without
it (gzip at zlib's default level, as the bench counts): shares overlap a little and do not add
up exactly to the whole, but they rank the parts honestly, which raw byte counts do not (some
code compresses four times better than other code). The data section (strings, tables) is
printed apart.
"""

import collections
import os
import re
import shutil
import subprocess
import sys
import tempfile
import zlib


def leb(data, i):
    """An unsigned LEB128 number at `i`, and the index after it."""
    result = shift = 0
    while True:
        byte = data[i]
        i += 1
        result |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            return result, i


def sections(data):
    """The module's sections: (id, start, size)."""
    if data[:4] != b"\0asm":
        sys.exit("web/size.py: not a wasm file")
    i, found = 8, []
    while i < len(data):
        sid = data[i]
        size, i = leb(data, i + 1)
        found.append((sid, i, size))
        i += size
    return found


def functions(data):
    """The defined functions' bodies, each with its (mangled) name."""
    imported, bodies, names = 0, [], {}
    for sid, start, size in sections(data):
        body = data[start : start + size]
        if sid == 2:  # imports: the functions' index space starts with them
            count, j = leb(body, 0)
            for _ in range(count):
                for _ in range(2):  # module and field names
                    length, j = leb(body, j)
                    j += length
                kind = body[j]
                j += 1
                if kind == 0:
                    _, j = leb(body, j)
                    imported += 1
                elif kind == 1:  # table: element type, limits
                    flags, j = leb(body, j + 1)
                    _, j = leb(body, j)
                    if flags & 1:
                        _, j = leb(body, j)
                elif kind == 2:  # memory: limits
                    flags, j = leb(body, j)
                    _, j = leb(body, j)
                    if flags & 1:
                        _, j = leb(body, j)
                else:  # global: type, mutability
                    j += 2
        elif sid == 10:
            count, j = leb(body, 0)
            for _ in range(count):
                length, j = leb(body, j)
                bodies.append(body[j : j + length])
                j += length
        elif sid == 0:
            length, j = leb(body, 0)
            if body[j : j + length] != b"name":
                continue
            j += length
            while j < len(body):
                kind = body[j]
                length, j = leb(body, j + 1)
                end = j + length
                if kind == 1:
                    count, j = leb(body, j)
                    for _ in range(count):
                        index, j = leb(body, j)
                        length, j = leb(body, j)
                        names[index] = body[j : j + length].decode("utf-8", "replace")
                        j += length
                j = end
    return [(names.get(imported + k, "?"), b) for k, b in enumerate(bodies)]


def data_size(data):
    """The data section's bytes, raw and compressed."""
    for sid, start, size in sections(data):
        if sid == 11:
            return size, len(zlib.compress(data[start : start + size], 6))
    return 0, 0


LEGACY = re.compile(r"_ZN((?:\d+[^\d].*?)+)E$")
V0_CRATE = re.compile(r"C[sn]?[0-9A-Za-z]*_(\d+)([A-Za-z_][A-Za-z0-9_]*)")


def path_of(name):
    """A function's path, as far as grouping needs it: `crate::module::module`."""
    if name.startswith("_ZN"):
        parts, i = [], 3
        while i < len(name) and name[i].isdigit():
            j = i
            while name[j].isdigit():
                j += 1
            length = int(name[i:j])
            parts.append(name[j : j + length])
            i = j + length
        text = "::".join(parts)
        text = text.replace("$LT$", "<").replace("$GT$", ">").replace("$u20$", " ")
        text = text.replace("$RF$", "&").replace("$C$", ",").replace("..", "::")
        # `<impl Trait for Type>` and `<&mut T as Trait>`: counted with the type.
        return re.sub(r"^[_<&]*(mut )?(dyn )?", "", text)
    if name.startswith("_R"):
        match = V0_CRATE.search(name)
        return match.group(2)[: int(match.group(1))] if match else "other"
    return name


def group_of(name):
    """The group a function is counted in: its crate, or our crate's module."""
    parts = [p for p in re.split(r"::| ", path_of(name)) if p]
    if not parts:
        return "other"
    crate = re.sub(r"\[[0-9a-f]+\]$", "", parts[0])
    if crate != "peerless":
        return crate
    modules = [crate]
    for part in parts[1:]:
        if not re.fullmatch(r"[a-z][a-z0-9_]*", part) or re.fullmatch(r"h[0-9a-f]{16}", part):
            break
        modules.append(part)
        if len(modules) == (3 if modules[1] == "app" else 2):
            break
    return "::".join(modules)


def main():
    args = sys.argv[1:]
    top = 40
    if "--top" in args:
        at = args.index("--top")
        top = int(args[at + 1])
        del args[at : at + 2]
    wasm = args[0] if args else "target/wasm32-unknown-unknown/release/peerless.wasm"
    if not os.path.exists(wasm):
        sys.exit(f"web/size.py: {wasm} not found: run web/build.sh first")
    with tempfile.TemporaryDirectory() as folder:
        shrunk = os.path.join(folder, "named.wasm")
        if shutil.which("wasm-opt"):
            subprocess.run(["wasm-opt", "-Oz", "-g", wasm, "-o", shrunk], check=True)
        else:
            print("web/size.py: wasm-opt not found (Debian: binaryen); counting it unshrunk")
            shutil.copy(wasm, shrunk)
        with open(shrunk, "rb") as file:
            data = file.read()
    found = functions(data)
    code = b"".join(body for _, body in found)
    whole = len(zlib.compress(code, 6))
    groups = collections.defaultdict(list)
    for index, (name, _) in enumerate(found):
        groups[group_of(name)].append(index)
    rows = []
    for group, members in groups.items():
        left = set(members)
        rest = b"".join(body for k, (_, body) in enumerate(found) if k not in left)
        raw = sum(len(found[k][1]) for k in members)
        rows.append((whole - len(zlib.compress(rest, 6)), raw, len(members), group))
    rows.sort(reverse=True)
    raw_data, gzip_data = data_size(data)
    print(f"code: {len(code):,} bytes, {whole:,} gzip; data: {raw_data:,} bytes, {gzip_data:,} gzip")
    print(f"{'gzip':>8} {'bytes':>9} {'functions':>9}  part")
    for share, raw, count, group in rows[:top]:
        print(f"{share:>8,} {raw:>9,} {count:>9}  {group}")


if __name__ == "__main__":
    main()
