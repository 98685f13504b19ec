#![allow(dead_code)] // each test binary uses a different part

//! Helpers shared by the tests: running the puzzle tool as a user would, temporary folders, and
//! the one rule for skipping a test whose real part cannot start.

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// The puzzle tool as a command, started the way cargo starts this target's programs: through
/// the target's runner when one is set (`CARGO_TARGET_<TRIPLE>_RUNNER`, such as qemu for the
/// ARM builds, whose tool cannot start here on its own), else directly.
pub fn tool() -> Command {
    let tool = env!("CARGO_BIN_EXE_peerless-cli");
    match target_runner() {
        Some(runner) => {
            let mut words = runner.split_whitespace();
            let mut command = Command::new(words.next().expect("a runner names a program"));
            command.args(words).arg(tool);
            command
        }
        None => Command::new(tool),
    }
}

/// The runner set for the target these tests were built for: the one `CARGO_TARGET_<TRIPLE>_RUNNER`
/// whose triple is this processor's and system's (`aarch64` for AArch64, `arm...` for 32-bit
/// ARM, `i686` or the like for 32-bit x86). Cargo starts the test binaries with it but does
/// not tell them, so they find it in the same environment. Panics when several match.
pub fn target_runner() -> Option<String> {
    let arch = std::env::consts::ARCH;
    let os = std::env::consts::OS.to_ascii_uppercase();
    let ours = |triple: &str| {
        let first = triple.split('_').next().unwrap_or_default();
        let arch_matches = match arch {
            "x86" => matches!(first, "I386" | "I486" | "I586" | "I686"),
            "arm" => first.starts_with("ARM") && !first.starts_with("ARM64"),
            "x86_64" => triple.starts_with("X86_64_"),
            other => first == other.to_ascii_uppercase(),
        };
        arch_matches && triple.split('_').any(|part| part == os)
    };
    let runners: Vec<(String, String)> = std::env::vars()
        .filter_map(|(name, value)| {
            let triple = name
                .strip_prefix("CARGO_TARGET_")?
                .strip_suffix("_RUNNER")?;
            (ours(triple) && !value.trim().is_empty()).then(|| (name.clone(), value))
        })
        .collect();
    assert!(
        runners.len() <= 1,
        "several runners for this target: {runners:?}"
    );
    runners.into_iter().next().map(|(_, runner)| runner)
}

/// Runs `peerless-cli` with `args`, feeding `stdin`, and returns everything it did.
pub fn cli(args: &[&str], stdin: &[u8]) -> Output {
    let mut child = tool()
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the tool starts");
    let mut input = child.stdin.take().expect("a pipe");
    // The tool may exit before reading everything (usage errors): a broken pipe is fine.
    let _ = input.write_all(stdin);
    drop(input);
    child.wait_with_output().expect("the tool runs")
}

/// The tool's standard output and exit status.
pub fn run(args: &[&str], stdin: &str) -> (String, i32) {
    let output = cli(args, stdin.as_bytes());
    (
        String::from_utf8(output.stdout).expect("UTF-8 output"),
        output.status.code().expect("an exit status"),
    )
}

/// Whether this is a continuous-integration run: the environment variable `CI` is `true` (CI
/// systems set it; `.ci/run` sets it when they do not).
pub fn in_ci() -> bool {
    std::env::var_os("CI").is_some_and(|value| value == "true")
}

/// Skips `test` because its real part cannot start here (no X server, no `/proc`, no
/// shellcheck): on a developer's machine it says why, on the real standard error (the harness
/// would hide a passing test's output), and the caller returns. Under `CI=true` it panics with
/// the reason instead: CI installs what the tests need, and a test that passes without running
/// proves nothing.
pub fn skip(test: &str, reason: &str) {
    if in_ci() {
        panic!("{test} cannot run, and CI=true does not allow skipping it: {reason}");
    }
    let _ = writeln!(std::io::stderr(), "SKIPPED {test}: {reason}");
}

/// The path of a fixture in `tests/data`.
pub fn fixture(name: &str) -> String {
    format!("{}/tests/data/{name}", env!("CARGO_MANIFEST_DIR"))
}

/// A folder of its own under the system's temporary directory, removed when dropped: for tests
/// that write save files.
pub struct TempDir(std::path::PathBuf);

impl TempDir {
    /// A new, empty folder whose name includes `name`.
    pub fn new(name: &str) -> TempDir {
        use std::sync::atomic::{AtomicUsize, Ordering};
        static NEXT: AtomicUsize = AtomicUsize::new(0);
        let dir = std::env::temp_dir().join(format!(
            "peerless-test-{}-{}-{name}",
            std::process::id(),
            NEXT.fetch_add(1, Ordering::Relaxed)
        ));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("a temporary folder");
        TempDir(dir)
    }

    /// The folder.
    pub fn path(&self) -> &std::path::Path {
        &self.0
    }

    /// The names of the files in the folder, sorted, but for the lock file the saves are
    /// written under (`save.lock`, empty, there from the first save on).
    pub fn files(&self) -> Vec<String> {
        let mut names: Vec<String> = std::fs::read_dir(&self.0)
            .expect("a readable folder")
            .map(|entry| {
                entry
                    .expect("an entry")
                    .file_name()
                    .to_string_lossy()
                    .into_owned()
            })
            .filter(|name| name != "save.lock")
            .collect();
        names.sort();
        names
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// An easy puzzle with its solution (the Wikipedia example).
pub const EASY: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
/// The solution of [`EASY`].
pub const EASY_SOLVED: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

/// `work` done on each of `items` on every core, the answers in the items' order. Each thread
/// takes the next item no other has taken, so that the hard ones, which the puzzle lists keep
/// together, still share the cores: a test of thousands of puzzles takes the time of its work
/// divided by the cores, not that of the slowest contiguous part.
pub fn on_every_core<T: Sync, R: Send>(items: &[T], work: impl Fn(&T) -> R + Sync) -> Vec<R> {
    use std::sync::atomic::{AtomicUsize, Ordering};
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let next = AtomicUsize::new(0);
    let mut done: Vec<(usize, R)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(|| {
                    let mut done = Vec::new();
                    loop {
                        let index = next.fetch_add(1, Ordering::Relaxed);
                        let Some(item) = items.get(index) else {
                            break done;
                        };
                        done.push((index, work(item)));
                    }
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|worker| worker.join().expect("a worker thread"))
            .collect()
    });
    done.sort_unstable_by_key(|(index, _)| *index);
    done.into_iter().map(|(_, answer)| answer).collect()
}

/// Every `.rs` file under `dir`, recursively, sorted: the source the tests that read the code
/// (the architecture's rules, the words the front end may show) go through.
pub fn rust_sources(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
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
