//! `peerless-cli validate` as a user runs it: real process, real pipes, exit codes.

mod common;

use common::{cli, run};

const SOLVED: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
const PUZZLE: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

fn validate(stdin: &str) -> (String, i32) {
    run(&["validate"], stdin)
}

#[test]
fn a_full_valid_grid_is_complete_and_a_puzzle_is_valid() {
    assert_eq!(
        validate(&format!("{SOLVED}\n{PUZZLE}\n")),
        ("complete\nvalid\n".to_string(), 0)
    );
}

#[test]
fn two_cells_swapped_in_a_row_clash_in_their_columns() {
    let swapped = format!("35{}", &SOLVED[2..]);
    assert_eq!(
        validate(&swapped),
        (
            "conflict: 3 r1c1 r9c1 (column 1), 5 r1c2 r4c2 (column 2)\n".to_string(),
            0
        )
    );
}

#[test]
fn a_board_of_fives_lists_every_pair_once() {
    let (out, code) = validate(&"5".repeat(81));
    assert_eq!(code, 0, "a clash is an answer, not a malformed line");
    let pairs: Vec<&str> = out
        .trim_end()
        .strip_prefix("conflict: ")
        .unwrap()
        .split(", ")
        .collect();
    assert_eq!(pairs.len(), 9 * (36 + 36 + 18));
    assert_eq!(pairs[0], "5 r1c1 r1c2 (row 1)");
    assert!(pairs.contains(&"5 r9c8 r9c9 (row 9)"));
    assert!(pairs.contains(&"5 r1c1 r9c1 (column 1)"));
    assert!(pairs.contains(&"5 r1c1 r2c2 (box 1)"));
    assert!(
        !pairs.contains(&"5 r1c1 r1c2 (box 1)"),
        "a row pair is not repeated for its box"
    );
}

#[test]
fn decorated_grids_and_zeros_are_read() {
    let decorated = "53. |.7. |...  +  6.. |195 |...  ---  .98 |... |.6.  \
                     8.. |.6. |..3  4.. |8.3 |..1  7.. |.2. |..6  \
                     .6. |... |28.  ... |419 |..5  ... |.8. |.79";
    let zeros = PUZZLE.replace('.', "0");
    assert_eq!(
        validate(&format!("{decorated}\n{zeros}\r\n")),
        ("valid\nvalid\n".to_string(), 0)
    );
}

#[test]
fn wrong_counts_and_letters_are_located() {
    let input = format!(
        "# a comment, skipped\n\n{}\n{}9\n{}x{}\n{SOLVED}\n",
        &SOLVED[..80],
        SOLVED,
        &SOLVED[..40],
        &SOLVED[41..]
    );
    let (out, code) = validate(&input);
    assert_eq!(code, 1, "a malformed line makes the exit status 1");
    assert_eq!(
        out,
        "invalid: line 3: expected 81 cells, found 80\n\
         invalid: line 4, column 82: cell 82 is one too many (expected 81 cells, found 82)\n\
         invalid: line 5, column 41: unexpected character 'x' where r5c5 should be \
         (a cell is 1-9, or . or 0 for empty)\n\
         complete\n"
    );
}

#[test]
fn non_utf8_bytes_are_located() {
    let output = cli(&["validate"], b"12\xff45\n");
    assert_eq!(
        String::from_utf8(output.stdout).unwrap(),
        "invalid: line 1, column 3: the text is not valid UTF-8\n"
    );
    assert_eq!(output.status.code(), Some(1));
}

#[test]
fn reads_a_file_argument() {
    let path = std::env::temp_dir().join(format!("peerless-validate-{}.txt", std::process::id()));
    std::fs::write(&path, format!("{PUZZLE}\n{SOLVED}\n")).unwrap();
    let output = cli(&["validate", path.to_str().unwrap()], b"");
    std::fs::remove_file(&path).unwrap();
    assert_eq!(
        String::from_utf8(output.stdout).unwrap(),
        "valid\ncomplete\n"
    );
    assert_eq!(output.status.code(), Some(0));
}

#[test]
fn usage_and_io_errors_exit_2_with_a_message() {
    let missing = cli(&["validate", "/no/such/file"], b"");
    assert_eq!(missing.status.code(), Some(2));
    assert!(String::from_utf8(missing.stderr)
        .unwrap()
        .contains("cannot read '/no/such/file'"));

    let unknown = cli(&["validate", "--bogus"], b"");
    assert_eq!(unknown.status.code(), Some(2));
    assert!(String::from_utf8(unknown.stderr)
        .unwrap()
        .contains("unknown option '--bogus'"));

    let no_command = cli(&[], b"");
    assert_eq!(
        no_command.status.code(),
        Some(0),
        "no command prints the help"
    );
    assert!(String::from_utf8(no_command.stdout)
        .unwrap()
        .contains("Commands:"));
    let bad_command = cli(&["frobnicate"], b"");
    assert_eq!(bad_command.status.code(), Some(2));
}

#[test]
fn help_is_available_for_the_tool_and_the_command() {
    let top = cli(&["--help"], b"");
    assert_eq!(top.status.code(), Some(0));
    assert!(String::from_utf8(top.stdout).unwrap().contains("validate"));
    let sub = cli(&["validate", "--help"], b"");
    assert_eq!(sub.status.code(), Some(0));
    assert!(String::from_utf8(sub.stdout)
        .unwrap()
        .contains("Usage: peerless-cli validate [--variant classic|killer] [FILE]"));
}
