//! Compresses the language catalogues (`assets/l10n/**/*.ftl`, without their comments) and the
//! fonts (`assets/fonts/`: Inter, Material Icons, and Noto Sans CJK JP and SC) the program carries: each
//! file deflated into `OUT_DIR`, where the program includes it and inflates it when a language
//! is first spoken (`src/l10n/mod.rs`, `src/app/render/fonts.rs`), so that a player holds in memory
//! only the languages and fonts the game speaks and draws. The page carries none of them (it
//! fetches them), so nothing here is in its wasm.

use std::path::Path;

fn main() {
    // The game's Android library with every segment aligned for 16 KB memory pages: Google Play
    // refuses an app targeting Android 15 or later without it, and a phone with 16 KB pages
    // cannot load it. cargo-quad-apk calls the NDK's LLD itself, bypassing whatever the NDK's
    // compiler driver and build files default to, and LLD's own default is 4 KB on x86-64 (the
    // emulator's), so the package asks for it, on every Android target and whichever tool
    // links. `-z` and its value apart: LLD and clang both take that form.
    // android/link-check.py links as cargo-quad-apk does and checks the result.
    let target = |name: &str| std::env::var(name).unwrap_or_default();
    if target("CARGO_CFG_TARGET_OS") == "android" {
        println!("cargo:rustc-link-arg-bin=peerless=-z");
        println!("cargo:rustc-link-arg-bin=peerless=max-page-size=16384");
    }
    let out = std::env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    let out = Path::new(&out).join("l10n");
    println!("cargo:rerun-if-changed=assets/l10n");
    println!("cargo:rerun-if-changed=build.rs");
    for dir in ["assets/l10n", "assets/l10n/game"] {
        println!("cargo:rerun-if-changed={dir}");
        let target = out.join(
            dir.trim_start_matches("assets/l10n")
                .trim_start_matches('/'),
        );
        std::fs::create_dir_all(&target).expect("OUT_DIR is writable");
        for entry in std::fs::read_dir(dir).expect("the catalogues are in assets/l10n") {
            let path = entry.expect("a readable folder").path();
            if path.extension().is_none_or(|e| e != "ftl") {
                continue;
            }
            println!("cargo:rerun-if-changed={}", path.display());
            let text = std::fs::read_to_string(&path).expect("a readable catalogue");
            // Without its comments (for translators, never read by the game).
            let kept: String = text
                .lines()
                .filter(|line| !line.starts_with('#'))
                .flat_map(|line| [line, "\n"])
                .collect();
            let packed = miniz_oxide::deflate::compress_to_vec(kept.as_bytes(), 10);
            let name = path.file_name().expect("a file name");
            std::fs::write(target.join(name), packed).expect("OUT_DIR is writable");
        }
    }
    let fonts = Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("fonts");
    std::fs::create_dir_all(&fonts).expect("OUT_DIR is writable");
    for name in [
        "NotoSansCJKJP-Regular.otf",
        "NotoSansCJKSC-Regular.otf",
        "Inter-Regular.otf",
        "Inter-SemiBold.otf",
        "MaterialIcons.ttf",
        "NotoSansCJK-names.otf",
    ] {
        let path = Path::new("assets/fonts").join(name);
        println!("cargo:rerun-if-changed={}", path.display());
        let bytes = std::fs::read(&path).expect("the fonts are in assets/fonts");
        let packed = miniz_oxide::deflate::compress_to_vec(&bytes, 10);
        std::fs::write(fonts.join(name), packed).expect("OUT_DIR is writable");
    }
}
