//! The rules of `ARCHITECTURE.md` that a reading of the source can check: the library has no
//! window code, the front end has one clock and starts no thread outside its platform seam, and
//! the platform differences stay in `src/app/platform/`.

use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Every `.rs` file under `dir`, recursively, sorted.
fn sources(dir: &Path) -> Vec<PathBuf> {
    let mut found = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).expect("a source folder") {
            let path = entry.expect("an entry").path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|ext| ext == "rs") {
                found.push(path);
            }
        }
    }
    found.sort();
    found
}

/// A file's code without its unit tests (`#[cfg(test)] mod tests { ... }` ends every file that
/// has them) and without comments, which may name what the code must not use.
fn code(path: &Path) -> String {
    let text = std::fs::read_to_string(path).expect("a readable source file");
    let text = match text.find("#[cfg(test)]\nmod tests") {
        Some(at) => &text[..at],
        None => &text,
    };
    text.lines()
        .map(|line| match line.find("//") {
            Some(at) => &line[..at],
            None => line,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The files under `dir` (relative to the package) whose code contains any of `needles`, with
/// the needle found.
fn offenders(dir: &str, skip: &[&str], needles: &[&str]) -> Vec<String> {
    let base = root().join(dir);
    sources(&base)
        .into_iter()
        .filter(|path| {
            let relative = path
                .strip_prefix(root())
                .unwrap()
                .to_string_lossy()
                .into_owned();
            !skip.iter().any(|skip| relative.starts_with(skip))
        })
        .flat_map(|path| {
            let code = code(&path);
            needles
                .iter()
                .filter(|needle| code.contains(*needle))
                .map(|needle| format!("{}: {needle}", path.display()))
                .collect::<Vec<_>>()
        })
        .collect()
}

#[test]
fn the_library_has_no_window_code_and_reads_no_clock() {
    // The library is everything under src/ but the game binary (main.rs, heap.rs, app/) and the
    // puzzle tool (bin/).
    let found = offenders(
        "src",
        &["src/main.rs", "src/heap.rs", "src/app/", "src/bin/"],
        &[
            "macroquad",
            "miniquad",
            "Instant::now",
            "SystemTime",
            "thread::spawn",
            "thread::Builder",
        ],
    );
    assert!(found.is_empty(), "{found:#?}");
}

#[test]
fn the_front_end_has_one_clock_and_no_threads_outside_its_platform_seam() {
    let found = offenders(
        "src/app",
        &["src/app/platform/"],
        &["Instant", "SystemTime", "std::thread", "thread::spawn"],
    );
    assert!(found.is_empty(), "{found:#?}");
}

#[test]
fn platform_differences_stay_in_the_platform_files() {
    let found = offenders(
        "src/app",
        &["src/app/platform/"],
        &["target_os", "target_arch", "target_family"],
    );
    assert!(found.is_empty(), "{found:#?}");
}

#[test]
fn the_checks_see_what_they_look_for() {
    // The seam itself uses what the rest may not: the checks above would find it there.
    let found = offenders("src/app/platform", &[], &["Instant", "target_os"]);
    assert!(found.len() >= 2, "{found:#?}");
}

#[test]
fn every_call_into_java_goes_through_the_one_jni_helper() {
    let helper = "src/app/platform/android/jni.rs";
    let found = offenders(
        "src",
        &[helper],
        &[
            "attach_jni_env",
            "ndk_utils",
            "JNIEnv",
            "ACTIVITY",
            "ndk_sys",
        ],
    );
    assert!(found.is_empty(), "JNI outside {helper}: {found:#?}");
    // Inside it, the environment is attached in one place only: the helper that opens a local
    // frame around every question.
    let code = code(&root().join(helper));
    assert_eq!(code.matches("attach_jni_env(").count(), 1, "{helper}");
    assert_eq!(code.matches("PushLocalFrame").count(), 1, "{helper}");
    assert_eq!(code.matches("PopLocalFrame").count(), 1, "{helper}");
    // Every public question is asked through it.
    let questions = code.matches("pub fn ").count();
    let through_helper = code.matches("java(|env|").count();
    assert!(
        questions >= 5 && through_helper == questions,
        "{questions} questions, {through_helper} through the helper"
    );
}

#[test]
fn what_goes_wrong_on_a_phone_is_logged_where_a_phone_shows_it() {
    // Standard error reaches no one on Android or iOS: code that runs there says what went wrong
    // through `Platform::log`. Only the desktop's files, the command line and the scripted mode
    // (a desktop tool) may print to it, and the seam's default `log`.
    let found = offenders(
        "src/app",
        &[
            "src/app/core/options.rs",
            "src/app/script/",
            "src/app/mod.rs",
            "src/app/platform/desktop.rs",
            "src/app/platform/x11.rs",
            "src/app/platform/mod.rs",
        ],
        &["eprintln!", "eprint!", "std::io::stderr"],
    );
    assert!(found.is_empty(), "{found:#?}");
}

#[test]
fn the_front_end_keeps_no_state_that_outlives_its_window() {
    // On Android a recreated activity (a theme change) runs the game again in the same process
    // with a new macroquad context: anything kept process-wide (an input subscriber's index, a
    // cached theme or density) would belong to the old one. The app keeps such state in `App`;
    // only the command line (read once per process) and the platform clocks' start are global.
    // The words of the language spoken (src/app/words/) are the one exception: the language
    // and the texts kept for drawing, each a pure function of the language, which every game
    // sets again at its start.
    let found = offenders(
        "src/app",
        &[
            "src/app/core/options.rs",
            "src/app/platform/",
            "src/app/words/",
        ],
        &[
            "OnceLock",
            "LazyLock",
            "thread_local!",
            "static mut",
            "lazy_static",
        ],
    );
    assert!(found.is_empty(), "{found:#?}");
    let platform: Vec<String> = offenders("src/app/platform", &[], &["OnceLock"]);
    for place in &platform {
        let path = place.split(':').next().unwrap();
        let code = code(Path::new(path));
        for line in code.lines().filter(|line| line.contains("OnceLock<")) {
            assert!(
                line.contains("OnceLock<Instant>") || line.contains("OnceLock<std::time::Instant>"),
                "{path}: only a clock's start may be kept process-wide: {line}"
            );
        }
    }
}
