//! A catalogue of bad (and tricky but good) inputs, each with the exact answer it must get from
//! the puzzle tool and from the game's import, which read puzzles the same way.

mod common;

use std::io::Write;
use std::process::Stdio;
use std::time::Duration;

use peerless::game::import;

const P17: &str =
    ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...";
const P17_SOLVED: &str =
    "953168742862734951417952836746893125281645397395271468138529674574386219629417583";

/// What `solve` prints for `input`, and its exit status.
fn solve(input: &str) -> (String, i32) {
    common::run(&["solve"], input)
}

/// The game's import message for `text`, or "ok" when it imports.
fn import_message(text: &str) -> String {
    match import(text) {
        Ok(_) => "ok".to_string(),
        Err(error) => error.to_string(),
    }
}

#[test]
fn empty_input() {
    let output = common::cli(&["solve"], b"");
    assert_eq!(output.stdout, b"");
    assert_eq!(output.status.code(), Some(0), "no line was wrong");
    assert_eq!(
        String::from_utf8(output.stderr).unwrap(),
        "peerless-cli: no puzzle in standard input (blank lines and # comments are skipped)\n"
    );
    assert_eq!(
        import_message(""),
        "The puzzle cannot be read: there are no cells in the text (a puzzle has 81)."
    );
    assert_eq!(import_message(" \n\t"), import_message(""));
}

#[test]
fn eighty_and_eighty_two_cells() {
    assert_eq!(
        solve(&"1".repeat(80)),
        (
            "invalid: line 1: expected 81 cells, found 80\n".to_string(),
            1
        )
    );
    assert_eq!(
        solve(&".".repeat(82)),
        (
            "invalid: line 1, column 82: cell 82 is one too many (expected 81 cells, found 82)\n"
                .to_string(),
            1
        )
    );
    assert_eq!(
        import_message(&"1".repeat(80)),
        "The puzzle cannot be read: expected 81 cells, found 80."
    );
    assert_eq!(
        import_message(&".".repeat(82)),
        "The puzzle cannot be read: line 1, column 82: cell 82 is one too many \
         (expected 81 cells, found 82)."
    );
}

#[test]
fn letters() {
    let text = format!("{}x{}", &P17[..40], &P17[41..]);
    let expected = "line 1, column 41: unexpected character 'x' where r5c5 should be \
                    (a cell is 1-9, or . or 0 for empty)";
    assert_eq!(solve(&text), (format!("invalid: {expected}\n"), 1));
    assert_eq!(
        import_message(&text),
        format!("The puzzle cannot be read: {expected}.")
    );
}

#[test]
fn a_ten() {
    // In a grid with spaced-out cells, "10" is named as the number it is.
    let cells: Vec<String> = P17.chars().map(String::from).collect();
    let mut with_ten = cells.clone();
    with_ten[1] = "10".to_string();
    let spaced = with_ten.join(" ");
    let expected = "line 1, column 3: a number of two digits reads as two cells, and a cell \
                    holds one digit 1-9 (expected 81 cells, found 82)";
    assert_eq!(solve(&spaced), (format!("invalid: {expected}\n"), 1));
    assert_eq!(
        import_message(&spaced),
        format!("The puzzle cannot be read: {expected}.")
    );
    // On one unspaced line "10" cannot be told from a 1 and then an empty cell: 82 cells.
    let line = format!("10{}", &P17[1..]);
    assert_eq!(
        solve(&line).0,
        "invalid: line 1, column 82: cell 82 is one too many (expected 81 cells, found 82)\n"
    );
}

#[test]
fn unicode_and_full_width_digits() {
    let arabic = format!("\u{0661}{}", &P17[1..]);
    assert_eq!(
        solve(&arabic),
        (
            "invalid: line 1, column 1: unexpected character '\u{0661}' (U+0661) where r1c1 \
             should be (a cell is 1-9, or . or 0 for empty)\n"
                .to_string(),
            1
        )
    );
    let wide = format!("{}\u{FF15}{}", &P17[..9], &P17[10..]);
    let expected = "line 1, column 10: unexpected character '\u{FF15}' (U+FF15) where r2c1 \
                    should be (a cell is 1-9, or . or 0 for empty)";
    assert_eq!(solve(&wide), (format!("invalid: {expected}\n"), 1));
    assert_eq!(
        import_message(&wide),
        format!("The puzzle cannot be read: {expected}.")
    );
}

#[test]
fn crlf_a_bom_tabs_and_decoration_are_read() {
    let expected = (format!("{P17_SOLVED}\n"), 0);
    assert_eq!(solve(&format!("{P17}\r\n")), expected);
    assert_eq!(solve(&format!("\u{FEFF}{P17}\n")), expected);
    let tabs: Vec<&str> = (0..9).map(|r| &P17[9 * r..9 * r + 9]).collect();
    assert_eq!(solve(&tabs.join("\t")), expected);
    let decorated = format!("|{}|", tabs.join("|-+-|"));
    assert_eq!(solve(&decorated), expected);
    let grid = format!("\u{FEFF}{}\r\n", tabs.join("\r\n"));
    assert_eq!(import_message(&grid), "ok");
    assert_eq!(import_message(&format!("{P17}\r\n")), "ok");
}

#[test]
fn two_clashing_givens() {
    let text = format!("5{}5{}", &P17[1..4], &P17[5..]);
    assert_eq!(
        solve(&text),
        ("conflict: 5 r1c1 r1c5 (row 1)\n".to_string(), 0)
    );
    assert_eq!(
        import_message(&text),
        "The givens clash: 5 at r1c1 clashes with 5 at r1c5 (row 1)."
    );
}

#[test]
fn a_clash_free_puzzle_with_no_solution() {
    // r1c9 can hold nothing: 1-8 in its row, 9 below it.
    let text = format!("12345678.........9{}", ".".repeat(63));
    assert_eq!(solve(&text), ("none\n".to_string(), 0));
    assert_eq!(
        import_message(&text),
        "The puzzle has no solution: no way of filling the empty cells obeys the rules."
    );
}

#[test]
fn a_puzzle_with_many_solutions() {
    // The 17-clue puzzle without its last clue.
    let text = format!("{}.{}", &P17[..77], &P17[78..]);
    let (out, code) = solve(&text);
    assert_eq!(code, 0);
    assert!(out.starts_with("multiple: "), "{out}");
    let message = import_message(&text);
    assert!(
        message.starts_with("The puzzle has more than one solution (")
            && message.ends_with(", for one), so it needs more givens."),
        "{message}"
    );
}

#[test]
fn a_seventeen_clue_puzzle_is_valid() {
    assert_eq!(solve(P17), (format!("{P17_SOLVED}\n"), 0));
    let (validate, _) = common::run(&["validate"], P17);
    assert_eq!(validate, "valid\n");
    let puzzle = import(P17).expect("a proper 17-clue puzzle imports");
    assert_eq!(puzzle.givens().given_count(), 17);
}

/// The largest resident set of a running process, from `/proc`, in kB.
fn peak_rss_kb(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    status
        .lines()
        .find(|l| l.starts_with("VmHWM:"))
        .and_then(|l| l.split_whitespace().nth(1))
        .and_then(|kb| kb.parse().ok())
}

#[test]
fn a_huge_input_runs_in_constant_memory() {
    if !std::path::Path::new("/proc/self/status").exists() {
        common::skip(
            "a_huge_input_runs_in_constant_memory",
            "no /proc to read the memory of the tool from",
        );
        return;
    }
    // 64 MiB of puzzles, then one line of 16 MiB with no line end: memory must stay small.
    let mut child = common::tool()
        .arg("count")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let pid = child.id();
    let mut stdin = child.stdin.take().unwrap();
    let stdout = child.stdout.take().unwrap();
    let reader = std::thread::spawn(move || {
        let mut lines = 0usize;
        let mut last = String::new();
        for line in std::io::BufRead::lines(std::io::BufReader::new(stdout)) {
            last = line.unwrap();
            lines += 1;
        }
        (lines, last)
    });
    let chunk = format!("{P17}\n").repeat(1024);
    let mut peak = 0;
    let puzzles = 64 * 1024 * 1024 / 82 / 1024 * 1024;
    for i in 0..puzzles / 1024 {
        stdin.write_all(chunk.as_bytes()).unwrap();
        if i % 64 == 0 {
            peak = peak.max(peak_rss_kb(pid).unwrap_or(0));
        }
    }
    stdin.write_all(&vec![b'1'; 16 << 20]).unwrap();
    std::thread::sleep(Duration::from_millis(50));
    peak = peak.max(peak_rss_kb(pid).unwrap_or(0));
    drop(stdin);
    let (lines, last) = reader.join().unwrap();
    let status = child.wait().unwrap();
    assert_eq!(lines, puzzles + 1);
    assert_eq!(
        last,
        "invalid: line ".to_string()
            + &(puzzles + 1).to_string()
            + " is longer than 65536 bytes (one puzzle per line)"
    );
    assert_eq!(status.code(), Some(1));
    assert!(peak > 0, "the tool's memory was read");
    assert!(
        peak < 16 * 1024,
        "the tool used {peak} kB for 80 MiB of input: not constant memory"
    );
}
