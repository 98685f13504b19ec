#!/usr/bin/env python3
"""Writes a built web folder's service worker: DIR/sw.js from web/sw.js, with the list of the
build's files (every file in DIR but sw.js itself; the Japanese and Chinese fonts and the
photo reader's module apart, as the files kept only once fetched), each file's SHA-256 (the worker takes a file the browser already
holds only when it is this build's), and the build's version, the first 16 hex digits of a
SHA-256 over their names and contents. Run by web/build.sh; run again after a
folder's files change, so browsers take the new build.

    web/stamp.py DIR
"""
import hashlib
import json
import os
import sys


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: web/stamp.py DIR")
    folder = sys.argv[1]
    files = []
    for root, _dirs, names in os.walk(folder):
        for name in names:
            relative = os.path.relpath(os.path.join(root, name), folder).replace(os.sep, "/")
            if relative != "sw.js":
                files.append(relative)
    files.sort()
    if "index.html" not in files:
        sys.exit(f"web/stamp.py: {folder}/index.html is missing: not a built web folder")
    digest = hashlib.sha256()
    digests = {}
    for relative in files:
        with open(os.path.join(folder, relative), "rb") as f:
            data = f.read()
        digest.update(relative.encode() + b"\0" + str(len(data)).encode() + b"\0" + data)
        digests[relative] = hashlib.sha256(data).hexdigest()
    version = digest.hexdigest()[:16]
    template = os.path.join(os.path.dirname(os.path.abspath(__file__)), "sw.js")
    with open(template, encoding="utf-8") as f:
        worker = f.read()
    lazy = [f for f in files if f.startswith("fonts/NotoSansCJK") and "names" not in f]
    # The photo reader's module: fetched at a player's first photo only.
    lazy += [f for f in files if f == "scan.wasm"]
    eager = [f for f in files if f not in lazy]
    for placeholder in ('"@BUILD@"', '"@FILES@"', '"@LAZY@"', '"@DIGESTS@"'):
        if worker.count(placeholder) != 1:
            sys.exit(f"web/stamp.py: {template} must hold {placeholder} once")
    worker = worker.replace('"@BUILD@"', json.dumps(version))
    worker = worker.replace('"@FILES@"', json.dumps(eager))
    worker = worker.replace('"@LAZY@"', json.dumps(lazy))
    worker = worker.replace('"@DIGESTS@"', json.dumps(digests, sort_keys=True))
    with open(os.path.join(folder, "sw.js"), "w", encoding="utf-8") as f:
        f.write(worker)
    print(f"{folder}/sw.js: build {version}, {len(eager)} files, {len(lazy)} kept when fetched")


main()
