#!/usr/bin/env python3
"""Links the game's native library for Android as the APK build does, and checks it against what
the phone's system offers an app at the minimum SDK, without the NDK.

The APK build (android/build-apk.sh: cargo-quad-apk at its pinned revision, src/ops/build/
compile.rs) compiles the game binary as a `cdylib`, with miniquad's glue module
(src/native/android/mod_inject.rs, its JAVA_CLASS_PATH replaced) appended to src/main.rs, and links
it by calling the NDK's `ld` (LLD) itself: `-Clinker-flavor=ld`, `--sysroot`, the sysroot's library
folder for the minimum API level and the one for all levels, a `libgcc.a` that reads
`INPUT(-lunwind)` and the folder of the NDK's `libunwind.a`, `-strip-all` for a release,
`-Crelocation-model=pic`. This script does the same, as cargo's rustc wrapper for the package's own
crates (RUSTC_WORKSPACE_WRAPPER is this script again), with three differences:

- the sysroot's libraries are stubs made here from android/system/*.txt (AOSP's symbol lists,
  extracted by android/system/extract.py) for the minimum SDK in Cargo.toml, as the NDK's build
  makes its own (the same symbols, kinds, symbol versions and sonames);
- the NDK's libunwind.a is replaced by a stand-in that defines the unwinder's entry points and does
  nothing (the NDK's is LLVM's libunwind, linked into the library);
- `-z defs`: a symbol no stub has fails the link, naming it.

Then each library is checked: every imported symbol is one that the stub of a DT_NEEDED library
exports at the minimum API level, with the symbol version asked for; every DT_NEEDED library is
one the NDK offers at that level; every PT_LOAD segment is aligned for 16 KB pages; the JNI entry
points miniquad's Java side calls are exported; there are no text relocations; and the EGL
functions miniquad takes by name at run time exist. The size and the imports are reported. Before
the game, each check is shown to fail on a small library made with that one defect.

    android/link-check.py                  # the three targets of Cargo.toml's build_targets
    android/link-check.py --target x86_64-linux-android
    android/link-check.py --release        # the shipped profile (slow: fat LTO)
    RUSTC_WORKSPACE_WRAPPER=$PWD/.ci/lint android/link-check.py   # linted as it compiles (CI)
    android/link-check.py --check lib/arm64-v8a/libpeerless.so   # a library built elsewhere

The libraries land in target/android-link/<target>/libpeerless.so (under cargo's target folder).
Needs Python 3.11 or later, cargo and rustup's standard library for the targets, readelf and ar
(binutils; or llvm-readelf and llvm-ar), and an LLD: the Rust toolchain's rust-lld unless --linker
names another.
"""

import argparse
import concurrent.futures
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

# The cargo-quad-apk revision whose link this reproduces: android/build-apk.sh pins the same, and
# tests/packaging.rs checks that the two agree. Read its src/ops/build/compile.rs before moving it.
QUAD_APK_REV = "e6ce7cd736b8b087c640fdd4729b604e249c728d"
ROOT = Path(__file__).resolve().parent.parent
# The libraries Cargo.toml optimises by name, unoptimised in the quick profile as the phones' test
# builds in .ci/run are (a `'*'` override does not reach them): one reading of Cargo.toml for both.
sys.dont_write_bytecode = True  # (no __pycache__ left in .ci/)
sys.path.insert(0, str(ROOT / ".ci"))
from unoptimised import unoptimised_by_name  # noqa: E402
SYSTEM = ROOT / "android" / "system"
# Google Play's page size for apps targeting Android 15 and later: every PT_LOAD aligned to it.
PAGE = 16384
# Set in the environment of cargo, it makes this script the rustc wrapper: the folder of the
# sysroot, the stand-ins, the configuration and the linked libraries.
WRAP = "PEERLESS_ANDROID_LINK"

# The profile CI links: the release profile's code (no debug assertions, no overflow checks,
# panic=abort: the same parts of the standard library) without its optimisation and LTO, and
# without debug information, in folders of its own (target/<triple>/link-check). Unoptimised
# code keeps every call the source makes, so it imports what the release build does and more;
# what it cannot show is a call the optimiser makes up, which SUBSTITUTES covers. `--release`
# links the shipped profile instead.
QUICK_PROFILE = [
    "--profile=link-check",
    "--config=profile.link-check.inherits='dev'",
    "--config=profile.link-check.debug=false",
    "--config=profile.link-check.debug-assertions=false",
    "--config=profile.link-check.overflow-checks=false",
    "--config=profile.link-check.panic='abort'",
    "--config=profile.link-check.incremental=false",
    "--config=profile.link-check.package.'*'.opt-level=0",
]


# The C library functions LLVM's optimiser may call in place of others (SimplifyLibCalls, and the
# sine and cosine of one value combined): when a library imports the functions on the left, the
# ones on the right must be there too, because an optimised build may import them instead (the
# release build on arm64 imports sincosf where the quick one imports sinf and cosf).
SUBSTITUTES = [
    ({"sinf", "cosf"}, ["sincosf"]),
    ({"sin", "cos"}, ["sincos"]),
    ({"powf"}, ["exp2f", "sqrtf", "ldexpf"]),
    ({"pow"}, ["exp2", "sqrt", "ldexp"]),
    ({"exp2f"}, ["ldexpf"]),
    ({"exp2"}, ["ldexp"]),
]


class Target:
    def __init__(self, triple, ndk, abi, arch, machine):
        self.triple, self.ndk, self.abi, self.arch, self.machine = triple, ndk, abi, arch, machine


TARGETS = {
    t.triple: t
    for t in (
        Target("aarch64-linux-android", "aarch64-linux-android", "arm64-v8a", "arm64", "AArch64"),
        Target("armv7-linux-androideabi", "arm-linux-androideabi", "armeabi-v7a", "arm", "ARM"),
        Target(
            "x86_64-linux-android",
            "x86_64-linux-android",
            "x86_64",
            "x86_64",
            "Advanced Micro Devices X86-64",
        ),
    )
}

# The unwinder's entry points (LLVM libunwind's unwind.h, and ARM's EHABI on 32-bit ARM), which
# the stand-in for the NDK's libunwind.a defines; the link takes only those the game uses.
UNWINDER = [
    "_Unwind_Backtrace",
    "_Unwind_DeleteException",
    "_Unwind_FindEnclosingFunction",
    "_Unwind_Find_FDE",
    "_Unwind_ForcedUnwind",
    "_Unwind_GetCFA",
    "_Unwind_GetDataRelBase",
    "_Unwind_GetGR",
    "_Unwind_GetIP",
    "_Unwind_GetIPInfo",
    "_Unwind_GetLanguageSpecificData",
    "_Unwind_GetRegionStart",
    "_Unwind_GetTextRelBase",
    "_Unwind_RaiseException",
    "_Unwind_Resume",
    "_Unwind_Resume_or_Rethrow",
    "_Unwind_SetGR",
    "_Unwind_SetIP",
    "__deregister_frame",
    "__register_frame",
]
UNWINDER_ARM = [
    "_Unwind_Complete",
    "_Unwind_VRS_Get",
    "_Unwind_VRS_Pop",
    "_Unwind_VRS_Set",
    "__aeabi_unwind_cpp_pr0",
    "__aeabi_unwind_cpp_pr1",
    "__aeabi_unwind_cpp_pr2",
    "__gnu_unwind_frame",
]


def fail(message):
    sys.exit(f"link-check: {message}")


def run(command, **kwargs):
    done = subprocess.run([str(c) for c in command], capture_output=True, text=True, **kwargs)
    if done.returncode != 0:
        fail(f"{' '.join(map(str, command))} failed:\n{done.stdout}{done.stderr}")
    return done.stdout


# ---------------------------------------------------------------------------------------------
# The system's libraries, read from android/system/*.txt.


class Library:
    """One system library as the NDK offers it: android/system/<name>.txt."""

    def __init__(self, path):
        self.versions = {}  # name -> base
        self.symbols = []  # (name, kind, version, {arch: level or None}, versioned-from)
        arches = None
        for number, line in enumerate(path.read_text().splitlines(), 1):
            if line.startswith("# symbol NAME"):
                header = line.split()
                arches = header[header.index("VERSION") + 1 :][:4]
            if not line or line.startswith("#"):
                continue
            fields = line.split()
            if fields[0] == "library":
                self.soname, self.first_api = fields[1], int(fields[3])
                self.versioned = fields[4] == "versioned"
            elif fields[0] == "version":
                self.versions[fields[1]] = fields[2] if len(fields) > 2 else None
            elif fields[0] == "symbol" and arches:
                levels = {a: None if v == "-" else int(v) for a, v in zip(arches, fields[4:8])}
                versioned = int(fields[8].split("=")[1]) if len(fields) > 8 else None
                self.symbols.append((fields[1], fields[2], fields[3], levels, versioned))
            else:
                fail(f"{path}:{number}: not a line this script reads: {line!r}")

    def at(self, arch, api):
        """The symbols the stub for arch at api exports: name -> (kind, version or None)."""
        exported = {}
        if api < self.first_api:
            return exported
        for name, kind, version, levels, versioned in self.symbols:
            level = levels.get(arch)
            if level is None or level > api:
                continue
            if name in exported:
                fail(f"{self.soname}: {name} is defined twice for {arch} at API {api}")
            as_version = (
                version if self.versioned and (versioned is None or api >= versioned) else None
            )
            exported[name] = (kind, as_version)
        return exported

    def first_level(self, name, arch):
        """(level, version) of the first stub for arch that has name, or None."""
        found = [
            (levels[arch], version)
            for n, _, version, levels, _ in self.symbols
            if n == name and levels.get(arch) is not None
        ]
        return min(found) if found else None


def libraries():
    found = {}
    for path in sorted(SYSTEM.glob("*.txt")):
        library = Library(path)
        found[library.soname] = library
    if not found:
        fail(f"no system library lists in {SYSTEM}")
    return found


def explain(name, target, api, system, wanted=None):
    """Why a symbol is not on a phone at the minimum API level, from the lists."""
    where = []
    for lib in system.values():
        first = lib.first_level(name, target.arch)
        if first:
            where.append(
                f"{lib.soname} has it from API {first[0]}"
                + (f" ({first[1]})" if lib.versioned else "")
            )
    wanted_text = f" (wanted as {wanted[1]} from {wanted[0]})" if wanted else ""
    if where:
        where_text = "; ".join(where)
        return f"{name}{wanted_text}: {where_text} on {target.arch}, but the minimum SDK is {api}"
    return f"{name}{wanted_text}: no library the NDK offers apps has it on {target.arch}"


# ---------------------------------------------------------------------------------------------
# Objects from assembler text, stub libraries, the libgcc.a cargo-quad-apk writes, the stand-in
# unwinder.


class Tools:
    def __init__(self, linker=None):
        self.rustc = os.environ.get("RUSTC", "rustc")
        sysroot = run([self.rustc, "--print", "sysroot"]).strip()
        host = re.search(r"^host: (\S+)", run([self.rustc, "-vV"]), re.M).group(1)
        rust_bin = Path(sysroot) / "lib" / "rustlib" / host / "bin"
        self.linker = linker or find(
            [rust_bin / "gcc-ld" / "ld.lld"], "rust-lld (rustup's toolchain)"
        )
        self.ar = find(["ar", "llvm-ar"], "ar (binutils) or llvm-ar")
        self.readelf = find(["readelf", "llvm-readelf"], "readelf (binutils) or llvm-readelf")

    def assemble(self, target, text, obj):
        """An object file from assembler text, by rustc (no C toolchain for Android needed)."""
        obj.with_suffix(".s").write_text(text)
        crate = obj.with_suffix(".rs")
        crate.write_text(
            "#![no_std]\ncore::arch::global_asm!(include_str!("
            f"{json.dumps(str(obj.with_suffix('.s')))}), options(raw));\n"
        )
        run(
            [
                self.rustc,
                "--crate-type=lib",
                "--crate-name=stub",
                "--emit=obj",
                "-Cpanic=abort",
                "--target",
                target.triple,
                "-o",
                obj,
                crate,
            ]
        )
        return obj


def find(names, what):
    for name in names:
        if shutil.which(str(name)):
            return shutil.which(str(name))
    fail(f"no {what} found")


def assembly(target, symbols, hidden=False, body=""):
    """Assembler text defining each (name, kind) as an empty function or a 4-byte variable."""
    marker = "%" if target.arch == "arm" else "@"
    text, data = [".text"], [".data", ".p2align 2"]
    for name, kind in symbols:
        bind = [".weak" if kind.startswith("weak-") else ".globl", name]
        lines = [" ".join(bind)] + ([f".hidden {name}"] if hidden else [])
        if kind.endswith("var"):
            data += lines + [
                f".type {name}, {marker}object",
                f".size {name}, 4",
                f"{name}:",
                ".long 0",
            ]
        else:
            text += lines + [f".type {name}, {marker}function", f"{name}:"]
    return "\n".join(text + [body] + data) + "\n"


def make_stub(tools, target, api, library, folder):
    """The stub of one system library, as the NDK's build makes it (cc/ndkstubgen)."""
    exported = library.at(target.arch, api)
    work = folder / "work" / library.soname
    work.mkdir(parents=True, exist_ok=True)
    obj = tools.assemble(
        target, assembly(target, [(n, k) for n, (k, _) in exported.items()]), work / "stub.o"
    )
    command = [
        tools.linker,
        "-shared",
        "-o",
        folder / library.soname,
        "-soname",
        library.soname,
        obj,
    ]
    if library.versioned:
        script = []
        for version, base in library.versions.items():
            names = [n for n, (_, v) in exported.items() if v == version]
            if names:
                script.append(
                    f"{version} {{\n  global:\n"
                    + "".join(f"    {n};\n" for n in names)
                    + "}"
                    + (f" {base}" if base else "")
                    + ";\n"
                )
        (work / "stub.map").write_text("".join(script))
        command.append(f"--version-script={work / 'stub.map'}")
    run(command)


def make_unwinder(tools, target, folder):
    """The stand-in for the NDK's libunwind.a: one archive member per entry point, each hidden
    (the stand-in adds no export), so that a link takes only what it uses (--why-extract says
    what)."""
    names = UNWINDER + (UNWINDER_ARM if target.arch == "arm" else [])
    members = [
        tools.assemble(
            target, assembly(target, [(name, "func")], hidden=True), folder / "work" / f"{name}.o"
        )
        for name in names
    ]
    run([tools.ar, "rcs", folder / "libunwind.a"] + members)


def make_sysroot(tools, triples, api, system, link_dir):
    """For each target, the folders cargo-quad-apk passes to the linker, and what is in them."""
    shutil.rmtree(link_dir / "sysroot", ignore_errors=True)
    jobs = []
    for triple in triples:
        target = TARGETS[triple]
        specific = link_dir / "sysroot" / "usr" / "lib" / target.ndk / str(api)
        specific.mkdir(parents=True)
        jobs += [
            (make_stub, tools, target, api, library, specific)
            for library in system.values()
            if library.first_api <= api
        ]
        own = link_dir / triple
        for sub in ("libgcc", "libunwind"):
            shutil.rmtree(own / sub, ignore_errors=True)
            (own / sub / "work").mkdir(parents=True)
        # cargo-quad-apk's libgcc.a: NDKs since r23 have no libgcc, only libunwind.
        (own / "libgcc" / "libgcc.a").write_text("INPUT(-lunwind)")
        jobs.append((make_unwinder, tools, target, own / "libunwind"))
    with concurrent.futures.ThreadPoolExecutor(os.cpu_count() or 2) as pool:
        for done in [pool.submit(job[0], *job[1:]) for job in jobs]:
            done.result()
    return len(jobs) - len(triples)


# ---------------------------------------------------------------------------------------------
# The rustc wrapper: what cargo-quad-apk's executor does to the game binary's rustc command.


def arg_value(args, flag, prefix=""):
    for i, arg in enumerate(args):
        if arg == flag and i + 1 < len(args) and args[i + 1].startswith(prefix):
            return args[i + 1][len(prefix) :]
        if arg.startswith(flag + "=") and arg[len(flag) + 1 :].startswith(prefix):
            return arg[len(flag) + 1 + len(prefix) :]
    return None


def wrapper(rustc, args):
    link_dir = Path(os.environ[WRAP])
    config = json.loads((link_dir / "config.json").read_text())
    triple = arg_value(args, "--target")
    # A workspace wrapper cargo had before this script took its place (CI's lint, Clippy in
    # rustc's place) still compiles every crate of the package.
    compiler = [config["outer"], rustc] if config["outer"] else [rustc]
    if not (
        arg_value(args, "--crate-name") == config["bin"]
        and triple in TARGETS
        and arg_value(args, "--crate-type") == "bin"
    ):
        os.execvp(compiler[0], compiler + args)
    target = TARGETS[triple]
    # The glue: miniquad's mod_inject.rs as a module appended to the binary's main file, its
    # Java class path made from the app id by JNI's name mangling, in a file beside it (its
    # modules are found from there), one per target as cargo may build them at once.
    index = next(i for i, a in enumerate(args) if Path(a).name == config["main"])
    original = Path(args[index])
    glue = Path(config["glue"]).read_text()
    class_path = "Java_" + config["package_name"].replace("_", "_1").replace("-", "_1").replace(
        ".", "_"
    )
    extra = "mod cargo_apk_glue_code {{ {} }}".format(glue.replace("JAVA_CLASS_PATH", class_path))
    if config["outer"]:
        # The glue is miniquad's code: a lint of the package's own is not for it.
        extra = "#[allow(warnings, clippy::all)]\n" + extra
    temporary = original.parent / f"__cargo_apk_{original.stem}.{triple}.tmp"
    temporary.write_text(f"{original.read_text()}\n{extra}\n")
    args = list(args)
    args[index] = str(temporary)
    for i in range(1, len(args)):
        if args[i - 1] == "--crate-type" and args[i] == "bin":
            args[i] = "cdylib"
    sysroot = link_dir / "sysroot"
    out = link_dir / triple
    args += [
        f"-Clinker={config['linker']}",
        "-Clinker-flavor=ld",
        f"-Clink-arg=--sysroot={sysroot}",
        f"-Clink-arg=-L{sysroot / 'usr' / 'lib' / target.ndk / str(config['api'])}",
        f"-Clink-arg=-L{sysroot / 'usr' / 'lib' / target.ndk}",
        f"-Clink-arg=-L{out / 'libgcc'}",
        f"-Clink-arg=-L{out / 'libunwind'}",
        "-Clink-arg=-strip-all",
        "-Crelocation-model=pic",
        # Ours: a symbol no stub has is an error naming it; the archive members the link takes
        # (the stand-in unwinder's) are listed.
        "-Clink-arg=-zdefs",
        f"-Clink-arg=--why-extract={out / 'why-extract.txt'}",
    ]
    if config["link_args"]:
        args.append(f"--print=link-args={out / 'link-args.txt'}")
    try:
        # close_fds=False: rustc joins cargo's jobserver through inherited descriptors.
        status = subprocess.run(compiler + args, close_fds=False).returncode
    finally:
        temporary.unlink()
    if status == 0:
        extra_filename = arg_value(args, "-C", "extra-filename=") or ""
        built = Path(arg_value(args, "--out-dir")) / f"lib{config['bin']}{extra_filename}.so"
        shutil.copyfile(built, out / f"lib{config['bin']}.so")
    sys.exit(status)


# ---------------------------------------------------------------------------------------------
# What the Java side and miniquad need of the library.


def without_comments(java):
    """Java source without its comments (miniquad's say "class" and "native" in prose)."""
    return re.sub(r"/\*.*?\*/|//[^\n]*", "", java, flags=re.S)


def natives(body):
    """The methods a Java class body declares native."""
    return re.findall(r"\bnative\b[^;(]*?\b(\w+)\s*\(", body)


def jni_name(qualified):
    """The C name JNI looks a native method up by: `Java_` and the mangled class and method."""
    return "Java_" + qualified.replace("_", "_1").replace(".", "_")


def entry_points(miniquad):
    """JNI_OnLoad and the functions miniquad's Java side declares native, as JNI names them."""
    names = []
    for java in sorted((miniquad / "java").rglob("*.java")):
        text = without_comments(java.read_text())
        package = re.search(r"^\s*package\s+([\w.]+)\s*;", text, re.M)
        for cls, body in re.findall(r"\bclass\s+(\w+)[^{]*\{(.*?)^\}", text, re.M | re.S):
            for method in natives(body):
                qualified = (package.group(1) + "." if package else "") + cls + "." + method
                names.append(jni_name(qualified))
    if not names:
        fail(f"no native method found in {miniquad / 'java'}")
    return ["JNI_OnLoad"] + names


def injected_entry_points(package_name):
    """The native methods the game's own Java adds to the activity (quad.toml's
    main_activity_inject, put into MainActivity by cargo-quad-apk), as JNI names them: the
    activity's class is in the app's own package."""
    quad = ROOT / "quad.toml"
    if not quad.exists():
        return []
    inject = re.search(r'^main_activity_inject\s*=\s*"([^"]+)"', quad.read_text(), re.M)
    if not inject:
        return []
    text = without_comments((ROOT / inject.group(1)).read_text())
    return [jni_name(package_name + ".MainActivity." + method) for method in natives(text)]


def looked_up(miniquad):
    """What miniquad opens at run time instead of linking: the EGL functions it takes from
    libEGL.so with dlsym (each one missing is a panic at start), and the GL functions it asks
    eglGetProcAddress for (a missing one is a panic when called)."""
    native = miniquad / "src" / "native"
    egl = re.search(
        r"declare_module!\s*\{\s*LibEgl,(.*?)\n\}", (native / "egl.rs").read_text(), re.S
    )
    gl = re.search(r"\ngl_loader!\((.*?)\n\);", (native / "gl.rs").read_text(), re.S)
    if not egl or not gl:
        fail(f"miniquad's EGL or GL function lists not found in {native}")
    return re.findall(r"\bpub fn (\w+)\s*\(", egl.group(1)), re.findall(
        r"\bfn (gl\w+)\s*\(", gl.group(1)
    )


# ---------------------------------------------------------------------------------------------
# The checks of one linked library.


def readelf(tools, flag, library):
    return run([tools.readelf, "-W", flag, library])


def target_of(tools, library):
    machine = re.search(r"Machine:\s*(.+)", readelf(tools, "-h", library)).group(1).strip()
    found = [t for t in TARGETS.values() if t.machine == machine]
    if not found:
        fail(f"{library}: a library for {machine}, not for an Android target this script knows")
    return found[0]


def check(tools, target, library, api, system, needs_of_java, looked_up_names):
    """The problems of one library (each a sentence), and what to report of it."""
    problems, report = [], {}
    header = readelf(tools, "-h", library)
    machine = re.search(r"Machine:\s*(.+)", header).group(1).strip()
    if machine != target.machine or "DYN (Shared object file)" not in header:
        problems.append(f"not a {target.machine} shared library: {machine}")

    dynamic = readelf(tools, "-d", library)
    needed = re.findall(r"\(NEEDED\)\s+Shared library: \[(.+?)\]", dynamic)
    soname = re.search(r"\(SONAME\)\s+Library soname: \[(.+?)\]", dynamic)
    report["needed"], report["soname"] = needed, soname.group(1) if soname else None
    for name in needed:
        if name not in system:
            problems.append(
                f"DT_NEEDED {name}: not one of the libraries the NDK offers apps that "
                "android/system/ lists (if the NDK has it, add it to extract.py's LIBRARIES)"
            )
        elif system[name].first_api > api:
            problems.append(
                f"DT_NEEDED {name}: the NDK offers it from API {system[name].first_api}, "
                f"after the minimum SDK {api}"
            )
    if re.search(r"\(TEXTREL\)", dynamic) or re.search(r"\(FLAGS\).*\bTEXTREL\b", dynamic):
        problems.append(
            "text relocations (DT_TEXTREL): Android 6 and later refuse them to an app that "
            "targets API 23 or later"
        )

    aligns = set()
    for line in readelf(tools, "-l", library).splitlines():
        fields = line.split()
        if fields and fields[0] == "LOAD":
            offset, vaddr, align = int(fields[1], 16), int(fields[2], 16), int(fields[-1], 16)
            aligns.add(align)
            if align < PAGE or align & (align - 1):
                problems.append(
                    f"PT_LOAD at offset {offset:#x} aligned to {align} bytes, not {PAGE}: "
                    "a phone with 16 KB pages cannot map it, and Google Play refuses it "
                    "(link with -z max-page-size=16384)"
                )
            elif offset % PAGE != vaddr % PAGE:
                problems.append(
                    f"PT_LOAD at offset {offset:#x}: offset and address differ modulo {PAGE}"
                )
    if not aligns:
        problems.append("no PT_LOAD segment")
    report["align"] = sorted(aligns)

    # The version needs: a version index -> (library, version name).
    needs, current = {}, None
    for line in readelf(tools, "-V", library).splitlines():
        file_match = re.search(r"Version: \d+\s+File: (\S+)", line)
        if file_match:
            current = file_match.group(1)
        aux = re.search(r"Name: (\S+)\s+Flags: \S+\s+Version: (\d+)", line)
        if aux and current:
            needs[int(aux.group(2))] = (current, aux.group(1))

    stubs = {name: lib.at(target.arch, api) for name, lib in system.items() if name in needed}
    imports, exports, weak_absent = {}, set(), []
    for line in readelf(tools, "--dyn-syms", library).splitlines():
        fields = line.split()
        if len(fields) < 8 or not fields[0].rstrip(":").isdigit():
            continue
        kind, bind, ndx = fields[3], fields[4], fields[6]
        name_field = " ".join(fields[7:])
        index = re.search(r"\((\d+)\)$", name_field)
        name = re.sub(r"\s*\(\d+\)$", "", name_field).split("@")[0]
        if ndx != "UND":
            if bind in ("GLOBAL", "WEAK") and kind == "FUNC":
                exports.add(name)
            continue
        wanted = needs.get(int(index.group(1))) if index else None
        if wanted:
            offered = stubs.get(wanted[0], {}).get(name)
            if offered is not None and offered[1] == wanted[1]:
                imports.setdefault(wanted[0], []).append(name)
                continue
        else:
            provider = next((lib for lib in needed if name in stubs.get(lib, {})), None)
            if provider:
                imports.setdefault(provider, []).append(name)
                continue
        if bind == "WEAK":
            # Left null where absent: the caller looks before calling (the standard library's
            # weak getrandom, for one).
            weak_absent.append(explain(name, target, api, system))
            continue
        problems.append(explain(name, target, api, system, wanted))
    report["imports"], report["weak_absent"] = imports, weak_absent

    imported = {name for names in imports.values() for name in names}
    offered_any = {name for lib in stubs.values() for name in lib}
    report["substitutes"] = []
    for triggers, substitutes in SUBSTITUTES:
        if triggers <= imported:
            for name in substitutes:
                report["substitutes"].append(name)
                if name not in offered_any:
                    problems.append(
                        f"{name}, which the optimiser may call in place of "
                        f"{' and '.join(sorted(triggers))}: "
                        + explain(name, target, api, system).split(": ", 1)[1]
                    )

    missing = [name for name in needs_of_java if name not in exports]
    for name in missing:
        problems.append(f"entry point {name} is not exported: miniquad's Java side calls it")
    report["entries"] = len(needs_of_java) - len(missing)

    egl, gl = looked_up_names
    offered = {name: lib.at(target.arch, api) for name, lib in system.items()}
    for name in egl:
        if name not in offered.get("libEGL.so", {}):
            problems.append(
                f"miniquad takes {name} from libEGL.so by dlsym (a panic if absent): "
                + explain(name, target, api, system).split(": ", 1)[1]
            )
    gles2 = [n for n in gl if n in offered.get("libGLESv2.so", {})]
    gles3 = [n for n in gl if n not in gles2 and n in offered.get("libGLESv3.so", {})]
    report["egl"], report["gl"] = len(egl), (
        len(gl),
        len(gles2),
        len(gles3),
        [n for n in gl if n not in gles2 and n not in gles3],
    )
    report["size"] = library.stat().st_size
    why = library.parent / "why-extract.txt"
    taken = set()
    if why.exists():
        for line in why.read_text().splitlines()[1:]:
            parts = line.split("\t")
            if len(parts) == 3 and "libunwind.a(" in parts[1]:
                taken.add(parts[2])
    report["unwinder"] = sorted(taken)
    return problems, report


def print_report(target, library, api, problems, report, entries):
    shown = library.relative_to(ROOT) if library.is_relative_to(ROOT) else library
    print(f"\n{target.triple} ({target.abi}): {shown}")
    print(f"  size: {report['size']} bytes")
    print(f"  PT_LOAD alignment: {', '.join(str(a) for a in report['align'])}")
    print(f"  DT_NEEDED: {' '.join(report['needed'])}; DT_SONAME: {report['soname'] or 'none'}")
    imports = report["imports"]
    print(
        f"  imported symbols: {sum(len(v) for v in imports.values())} ("
        + ", ".join(f"{lib} {len(names)}" for lib, names in sorted(imports.items()))
        + f"), each in its library's stub at API {api}"
    )
    if report["substitutes"]:
        print(f"  the optimiser's substitutes, there too: {' '.join(report['substitutes'])}")
    for weak in report["weak_absent"]:
        print(f"  weak import, null where absent: {weak}")
    print(
        f"  entry points exported: {report['entries']} of {len(entries)} "
        "(JNI_OnLoad, the natives of miniquad's Java side and of the game's own)"
    )
    total, gles2, gles3, neither = report["gl"]
    print(
        f"  miniquad at run time: {report['egl']} EGL functions by dlsym, in libEGL.so at "
        f"API {api}; "
        f"{total} GL functions by eglGetProcAddress: {gles2} in libGLESv2.so, {gles3} only in "
        f"libGLESv3.so, {len(neither)} in neither ({' '.join(neither)})"
    )
    if report["unwinder"]:
        print(f"  from the stand-in unwinder: {' '.join(report['unwinder'])}")
    for problem in problems:
        print(f"  FAIL: {problem}")


# ---------------------------------------------------------------------------------------------
# Each check shown to fail, on a small library with one defect.


def self_test(tools, api, system, link_dir, entries, names):
    """Small x86-64 libraries, each with one defect the checks must name; and one without."""
    target = TARGETS["x86_64-linux-android"]
    stubs = link_dir / "sysroot" / "usr" / "lib" / target.ndk / str(api)
    work = Path(tempfile.mkdtemp(prefix="self-test-", dir=link_dir))
    try:
        return self_test_cases(tools, target, api, system, stubs, work, entries, names)
    finally:
        shutil.rmtree(work)


def self_test_cases(tools, target, api, system, stubs, work, entries, names):
    calls = "\n".join(f"call {n}@PLT" for n in ("malloc", "__android_log_write"))
    cases = [
        # name, calls, defined entry points, text, linker flags, wanted problem
        ("sound", calls, entries, "", [], None),
        (
            "too new",
            calls + "\ncall getrandom@PLT",
            entries,
            "",
            [],
            "getrandom: libc.so has it from API 28",
        ),
        ("4 KB pages", calls, entries, "", ["-z", "max-page-size=4096"], "aligned to 4096 bytes"),
        ("text relocation", calls, entries, ".quad malloc", ["-z", "notext"], "text relocations"),
        (
            "no entry point",
            calls,
            entries[:-1],
            "",
            [],
            f"entry point {entries[-1]} is not exported",
        ),
        (
            "a library the NDK lacks",
            calls + "\ncall foo_init@PLT",
            entries,
            "",
            ["-lfoo"],
            "DT_NEEDED libfoo.so: not one of the libraries",
        ),
    ]
    foo = tools.assemble(target, assembly(target, [("foo_init", "func")]), work / "foo.o")
    run([tools.linker, "-shared", "-soname", "libfoo.so", "-o", work / "libfoo.so", foo])
    for number, (name, body, defined, text, flags, wanted) in enumerate(cases):
        source = assembly(
            target, [(e, "func") for e in defined] + [("game", "func")], body=f"{body}\nret\n{text}"
        )
        obj = tools.assemble(target, source, work / f"case{number}.o")
        library = work / f"case{number}.so"
        run(
            [
                tools.linker,
                "-shared",
                "-z",
                "max-page-size=16384",
                "-o",
                library,
                obj,
                "-L",
                stubs,
                "-L",
                work,
            ]
            + flags
            + ["-landroid", "-llog", "-lc"]
        )
        problems, _ = check(tools, target, library, api, system, entries, names)
        if wanted is None and problems:
            fail(f"self-test: the sound library fails the checks: {problems}")
        if wanted is not None and not any(wanted in p for p in problems):
            fail(f"self-test ({name}): no problem says {wanted!r}; found {problems}")
    # And the link itself refuses a symbol newer than the minimum SDK, naming it.
    obj = tools.assemble(
        target,
        assembly(target, [("game", "func")], body="call getrandom@PLT\nret"),
        work / "defs.o",
    )
    refused = subprocess.run(
        [tools.linker, "-shared", "-zdefs", "-o", work / "defs.so", obj, "-L", stubs, "-lc"],
        capture_output=True,
        text=True,
    )
    if refused.returncode == 0 or "undefined symbol: getrandom" not in refused.stderr:
        fail(f"self-test: -z defs did not refuse getrandom: {refused.stderr}")
    return len(cases) + 1


# ---------------------------------------------------------------------------------------------


def cargo_metadata():
    meta = json.loads(run(["cargo", "metadata", "--format-version", "1", "--locked"], cwd=ROOT))
    packages = {p["name"]: p for p in meta["packages"]}
    package = next(p for p in meta["packages"] if Path(p["manifest_path"]).parent == ROOT)
    android = (package.get("metadata") or {}).get("android")
    if not android or "miniquad" not in packages:
        fail("Cargo.toml has no [package.metadata.android], or the package no miniquad")
    return meta, package, android, Path(packages["miniquad"]["manifest_path"]).parent


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--target",
        action="append",
        choices=sorted(TARGETS),
        help="a target to link (repeatable; default: Cargo.toml's build_targets)",
    )
    parser.add_argument(
        "--release",
        action="store_true",
        help="link the shipped release profile (slow: fat LTO) instead of the quick one",
    )
    parser.add_argument("--linker", help="an LLD (ld.lld) to link with; default: rustup's rust-lld")
    parser.add_argument(
        "--link-args",
        action="store_true",
        help="write the link command to target/android-link/<target>/link-args.txt",
    )
    parser.add_argument(
        "--check",
        nargs="+",
        metavar="LIBRARY",
        type=Path,
        help="only check these libraries, built elsewhere (an APK's lib/<abi>/*.so)",
    )
    args = parser.parse_args()
    started = time.monotonic()

    meta, package, android, miniquad = cargo_metadata()
    api = int(android["min_sdk_version"])
    system = libraries()
    entries = entry_points(miniquad) + injected_entry_points(android["package_name"])
    names = looked_up(miniquad)
    tools = Tools(args.linker)

    if args.check:
        failed = False
        for library in args.check:
            target = target_of(tools, library.resolve())
            problems, report = check(tools, target, library.resolve(), api, system, entries, names)
            print_report(target, library.resolve(), api, problems, report, entries)
            failed |= bool(problems)
        print(f"\nlink-check: {'FAILED' if failed else 'passed'}")
        sys.exit(1 if failed else 0)

    triples = args.target or android["build_targets"]
    for triple in triples:
        if triple not in TARGETS:
            fail(f"{triple}: not a target this script knows")
    binary = next(
        t for t in package["targets"] if "bin" in t["kind"] and t["name"] == package["name"]
    )
    link_dir = Path(meta["target_directory"]) / "android-link"
    link_dir.mkdir(parents=True, exist_ok=True)
    for triple in triples:
        (link_dir / triple / f"lib{binary['name']}.so").unlink(missing_ok=True)

    count = make_sysroot(
        tools,
        triples + ["x86_64-linux-android"] * ("x86_64-linux-android" not in triples),
        api,
        system,
        link_dir,
    )
    cases = self_test(tools, api, system, link_dir, entries, names)
    print(
        f"link-check: {count} stub libraries at API {api}; each check failed on its own defect in "
        f"{cases} small libraries ({time.monotonic() - started:.1f} s)"
    )

    (link_dir / "config.json").write_text(
        json.dumps(
            {
                "bin": binary["name"],
                "main": Path(binary["src_path"]).name,
                "api": api,
                "linker": str(tools.linker),
                "link_args": args.link_args,
                "glue": str(miniquad / "src" / "native" / "android" / "mod_inject.rs"),
                "package_name": android["package_name"],
                "outer": os.environ.get("RUSTC_WORKSPACE_WRAPPER") or None,
            }
        )
    )
    command = (
        ["cargo", "build", "--locked", "--keep-going", "--bin", binary["name"]]
        + [f"--target={t}" for t in triples]
        + (["--release"] if args.release else QUICK_PROFILE + unoptimised_by_name("link-check"))
    )
    env = dict(os.environ, RUSTC_WORKSPACE_WRAPPER=str(Path(__file__).resolve()))
    env[WRAP] = str(link_dir)
    print("link-check: " + " ".join(command), flush=True)
    cargo = subprocess.Popen(command, cwd=ROOT, env=env, stderr=subprocess.PIPE, text=True)
    # Each target's undefined symbols, from the linker's errors (a line naming the target's
    # folder says which link the next errors are from).
    undefined, current = {}, None
    for line in cargo.stderr:
        sys.stderr.write(line)
        current = next((t for t in triples if f"/{t}/" in line), current)
        match = re.search(r"undefined symbol: (\S+)", line)
        if match and current:
            undefined.setdefault(current, {})[match.group(1)] = None
    if cargo.wait() != 0:
        if undefined:
            print(
                f"\nlink-check: what the link needs and the phone's system lacks at API {api}:",
                file=sys.stderr,
            )
            for triple, symbols in undefined.items():
                for name in symbols:
                    print(
                        f"  {triple}: {explain(name, TARGETS[triple], api, system)}",
                        file=sys.stderr,
                    )
        fail("the link failed")
    print(f"link-check: linked ({time.monotonic() - started:.0f} s)")

    failed = False
    for triple in triples:
        library = link_dir / triple / f"lib{binary['name']}.so"
        problems, report = check(tools, TARGETS[triple], library, api, system, entries, names)
        print_report(TARGETS[triple], library, api, problems, report, entries)
        failed |= bool(problems)
    print(f"\nlink-check: {'FAILED' if failed else 'passed'} ({time.monotonic() - started:.0f} s)")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    if os.environ.get(WRAP) and len(sys.argv) > 1 and not sys.argv[1].startswith("-"):
        wrapper(sys.argv[1], sys.argv[2:])
    else:
        main()
