//! `peerless-cli solve` and `count` as a user runs them.

mod common;

use common::{cli, fixture, run};

const PUZZLE: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const SOLVED: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

#[test]
fn solve_answers_each_kind_of_line() {
    let empty = ".".repeat(81);
    let none = format!("12345678.........9{}", ".".repeat(63));
    let clash = format!("55{}", ".".repeat(79));
    let input = format!("{PUZZLE}\n{empty}\n{none}\n{clash}\nnot a puzzle\n");
    let (out, code) = run(&["solve"], &input);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 5);
    assert_eq!(lines[0], SOLVED);
    let two: Vec<&str> = lines[1]
        .strip_prefix("multiple: ")
        .expect("an empty board has several solutions")
        .split(' ')
        .collect();
    assert_eq!(two.len(), 2);
    assert_ne!(two[0], two[1]);
    for solution in &two {
        let (check, _) = run(&["validate"], solution);
        assert_eq!(check, "complete\n");
    }
    assert_eq!(lines[2], "none");
    assert_eq!(lines[3], "conflict: 5 r1c1 r1c2 (row 1)");
    assert!(lines[4].starts_with("invalid: line 5, column 1: unexpected character 'n'"));
    assert_eq!(code, 1, "one line was not a puzzle");
}

#[test]
fn solve_first_answers_with_any_solution_without_proving_it_unique() {
    let empty = ".".repeat(81);
    let none = format!("12345678.........9{}", ".".repeat(63));
    let clash = format!("55{}", ".".repeat(79));
    let input = format!("{PUZZLE}\n{empty}\n{none}\n{clash}\nnot a puzzle\n");
    let (out, code) = run(&["solve", "--first"], &input);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 5);
    assert_eq!(lines[0], SOLVED);
    let (check, _) = run(&["validate"], lines[1]);
    assert_eq!(check, "complete\n", "one of the empty board's solutions");
    assert_eq!(lines[2], "none");
    assert_eq!(lines[3], "conflict: 5 r1c1 r1c2 (row 1)");
    assert!(lines[4].starts_with("invalid: line 5, column 1: unexpected character 'n'"));
    assert_eq!(code, 1, "one line was not a puzzle");
}

#[test]
fn count_stops_at_the_limit() {
    let empty = ".".repeat(81);
    let input = format!("{PUZZLE}\n{empty}\n");
    assert_eq!(run(&["count"], &input), ("1\n2\n".to_string(), 0));
    assert_eq!(
        run(&["count", "--limit", "1000"], &input),
        ("1\n1000\n".to_string(), 0)
    );
    assert_eq!(
        run(&["count", "--limit=1"], &input),
        ("1\n1\n".to_string(), 0)
    );
    let zero = cli(&["count", "--limit", "0"], b"");
    assert_eq!(zero.status.code(), Some(2));
    assert!(String::from_utf8(zero.stderr)
        .unwrap()
        .contains("at least 1"));
}

#[test]
fn solve_reads_a_fixture_and_every_answer_is_a_complete_grid() {
    let path = fixture("forum_hardest_1106_50.txt");
    let output = cli(&["solve", &path], b"");
    assert_eq!(output.status.code(), Some(0));
    let text = String::from_utf8(output.stdout).unwrap();
    assert_eq!(text.lines().count(), 50);
    let (checks, _) = run(&["validate"], &text);
    assert!(checks.lines().all(|l| l == "complete"), "{checks}");
}

#[test]
fn stats_go_to_standard_error() {
    let output = cli(
        &["count", "--stats"],
        format!("{PUZZLE}\n{PUZZLE}\n").as_bytes(),
    );
    assert_eq!(String::from_utf8(output.stdout).unwrap(), "1\n1\n");
    let stats = String::from_utf8(output.stderr).unwrap();
    for field in [
        "puzzles: 2",
        "total time:",
        "puzzles per second:",
        "median:",
        // The classic puzzle falls to propagation alone.
        "guesses per puzzle: 0.00",
        // Which vectors the solver ran on: the processor's own.
        &format!("solver vectors: {}\n", expected_vectors()),
    ] {
        assert!(stats.contains(field), "{field} missing in {stats}");
    }
}

/// The vectors the solver must use on the processor these tests run on: NEON on AArch64, AVX2
/// on x86-64 machines that have it (with the BMI and POPCNT instructions that come with it) and
/// SSE2 on the others, plain arrays on 32-bit ARM.
fn expected_vectors() -> &'static str {
    #[cfg(any(target_arch = "x86", target_arch = "x86_64"))]
    {
        let avx2 = std::is_x86_feature_detected!("avx2")
            && std::is_x86_feature_detected!("bmi1")
            && std::is_x86_feature_detected!("bmi2")
            && std::is_x86_feature_detected!("popcnt");
        if avx2 {
            "avx2"
        } else {
            "sse2"
        }
    }
    #[cfg(target_arch = "aarch64")]
    {
        "neon"
    }
    #[cfg(not(any(target_arch = "x86", target_arch = "x86_64", target_arch = "aarch64")))]
    {
        "portable"
    }
}

/// A usage error: exit status 2 and exactly `message` on standard error, then where to get help.
fn assert_usage_error(args: &[&str], message: &str, help: &str) {
    let output = cli(args, format!("{PUZZLE}\n").as_bytes());
    assert_eq!(output.status.code(), Some(2), "{args:?}");
    assert_eq!(output.stdout, b"", "{args:?}");
    assert_eq!(
        String::from_utf8(output.stderr).unwrap(),
        format!("peerless-cli: {message}\nTry '{help} --help'.\n"),
        "{args:?}"
    );
}

#[test]
fn options_take_values_either_way_and_flags_take_none() {
    let both = format!("{PUZZLE}\n{}\n", ".".repeat(81));
    let ways: [&[&str]; 3] = [
        &["count", "--limit", "5", "-"],
        &["count", "--limit=5", "-"],
        &["count", "-", "--limit=5"],
    ];
    for args in ways {
        assert_eq!(run(args, &both), ("1\n5\n".to_string(), 0), "{args:?}");
    }
    let count = "peerless-cli count";
    assert_usage_error(&["count", "--limit"], "--limit needs a value", count);
    assert_usage_error(
        &["count", "--limit", "many"],
        "--limit needs a number, got 'many'",
        count,
    );
    assert_usage_error(
        &["count", "--limit=0"],
        "--limit needs a number of at least 1",
        count,
    );
    assert_usage_error(
        &["solve", "--stats=yes"],
        "--stats takes no value (got 'yes')",
        "peerless-cli solve",
    );
    assert_usage_error(
        &["solve", "-q"],
        "unknown option '-q'",
        "peerless-cli solve",
    );
    assert_usage_error(
        &["solve", "-", "more"],
        "unexpected argument 'more'",
        "peerless-cli solve",
    );
    assert_usage_error(&["--bogus"], "unknown option '--bogus'", "peerless-cli");
    assert_usage_error(
        &["frobnicate"],
        "unknown command 'frobnicate'",
        "peerless-cli",
    );
}

#[test]
fn after_a_double_dash_a_leading_dash_is_a_file_name() {
    let dir = common::TempDir::new("dash");
    std::fs::write(dir.path().join("--limit"), format!("{PUZZLE}\n")).unwrap();
    let output = common::tool()
        .args(["solve", "--", "--limit"])
        .current_dir(dir.path())
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    assert_eq!(
        String::from_utf8(output.stdout).unwrap(),
        format!("{SOLVED}\n")
    );
    assert_eq!(output.status.code(), Some(0));
}
