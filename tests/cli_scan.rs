//! `peerless-cli scan` as a user runs it: a real process, photos on disk, exit codes.

mod common;

use common::{cli, fixture};

fn puzzle_of(dat: &str) -> String {
    let text = std::fs::read_to_string(fixture(&format!("photos/{dat}"))).unwrap();
    text.lines()
        .skip(2)
        .flat_map(|line| line.split_whitespace())
        .map(|digit| if digit == "0" { "." } else { digit })
        .collect()
}

#[test]
fn each_photo_gives_its_puzzle_line_and_a_sure_reading_exits_zero() {
    let (one, two) = (fixture("photos/image1.jpg"), fixture("photos/image2.jpg"));
    let output = cli(&["scan", &one, &two], b"");
    let expected = format!("{}\n{}\n", puzzle_of("image1.dat"), puzzle_of("image2.dat"));
    assert_eq!(String::from_utf8(output.stdout).unwrap(), expected);
    assert_eq!(output.status.code(), Some(0));
}

#[test]
fn verbose_lines_are_comments_beside_the_puzzle() {
    let output = cli(&["scan", "--verbose", &fixture("photos/image10.jpg")], b"");
    let text = String::from_utf8(output.stdout).unwrap();
    let mut lines = text.lines();
    assert_eq!(lines.next(), Some(puzzle_of("image10.dat").as_str()));
    assert!(lines.all(|line| line.starts_with('#')), "{text}");
    assert!(text.contains("# one solution; sure"), "{text}");
}

#[test]
fn a_file_that_is_no_photo_is_answered_invalid_and_exits_one() {
    let not_a_photo = fixture("photos/image1.dat");
    let output = cli(&["scan", &not_a_photo], b"");
    let text = String::from_utf8(output.stdout).unwrap();
    assert_eq!(
        text,
        format!("invalid: {not_a_photo}: not an image (JPEG or PNG)\n")
    );
    assert_eq!(output.status.code(), Some(1));
}

#[test]
fn a_missing_photo_or_no_photo_is_a_usage_or_io_error() {
    assert_eq!(
        cli(&["scan", "/no/such/photo.jpg"], b"").status.code(),
        Some(2)
    );
    assert_eq!(cli(&["scan"], b"").status.code(), Some(2));
    let weights = fixture("photos/image1.dat");
    let photo = fixture("photos/image1.jpg");
    assert_eq!(
        cli(&["scan", "--weights", &weights, &photo], b"")
            .status
            .code(),
        Some(2)
    );
}
