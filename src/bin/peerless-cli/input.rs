//! Reading puzzle files one line at a time, in constant memory.
//!
//! Files of millions of puzzles are normal (benchmark sets), and so are files that are not puzzles at
//! all. Lines are read into one reused buffer with a length cap, so memory stays bounded whatever the
//! input, and every line keeps its number for the messages.

use std::fs::File;
use std::io::{self, BufRead, BufReader, Read};

/// The longest line read as a puzzle. A decorated one-line grid is a few hundred bytes; anything
/// beyond this is reported as too long and skipped without being stored.
pub const MAX_LINE_BYTES: usize = 64 * 1024;

/// One line of input that holds a puzzle (blank lines and `#` comments are skipped).
pub enum Line<'a> {
    /// The line's text without its line end.
    Text {
        /// The line number in the file, from 1.
        number: usize,
        /// The bytes, not yet checked for UTF-8.
        bytes: &'a [u8],
    },
    /// A line longer than [`MAX_LINE_BYTES`], skipped.
    TooLong {
        /// The line number in the file, from 1.
        number: usize,
    },
}

/// The puzzle lines of an input, read with a bounded buffer.
pub struct PuzzleLines {
    reader: Box<dyn BufRead>,
    buffer: Vec<u8>,
    number: usize,
}

impl PuzzleLines {
    /// Opens `path`, or standard input for `None` or `-`.
    pub fn open(path: Option<&str>) -> io::Result<PuzzleLines> {
        let reader: Box<dyn BufRead> = match path {
            None | Some("-") => Box::new(BufReader::with_capacity(1 << 16, io::stdin())),
            Some(path) => Box::new(BufReader::with_capacity(1 << 16, File::open(path)?)),
        };
        Ok(PuzzleLines::new(reader))
    }

    /// Reads lines from `reader`.
    pub fn new(reader: Box<dyn BufRead>) -> PuzzleLines {
        PuzzleLines {
            reader,
            buffer: Vec::with_capacity(256),
            number: 0,
        }
    }

    /// The next puzzle line, or `None` at the end of the input.
    pub fn next_line(&mut self) -> io::Result<Option<Line<'_>>> {
        loop {
            self.buffer.clear();
            let limit = MAX_LINE_BYTES as u64 + 1;
            let read = (&mut self.reader)
                .take(limit)
                .read_until(b'\n', &mut self.buffer)?;
            if read == 0 {
                return Ok(None);
            }
            self.number += 1;
            if self.buffer.len() > MAX_LINE_BYTES && self.buffer.last() != Some(&b'\n') {
                skip_rest_of_line(&mut self.reader)?;
                return Ok(Some(Line::TooLong {
                    number: self.number,
                }));
            }
            let mut start = 0;
            if self.number == 1 && self.buffer.starts_with("\u{FEFF}".as_bytes()) {
                start = 3;
            }
            let mut end = self.buffer.len();
            if self.buffer[start..end].ends_with(b"\n") {
                end -= 1;
            }
            if self.buffer[start..end].ends_with(b"\r") {
                end -= 1;
            }
            let content = self.buffer[start..end].trim_ascii();
            if content.is_empty() || content.starts_with(b"#") {
                continue;
            }
            return Ok(Some(Line::Text {
                number: self.number,
                bytes: &self.buffer[start..end],
            }));
        }
    }
}

/// Consumes input up to and including the next newline without storing it.
fn skip_rest_of_line(reader: &mut dyn BufRead) -> io::Result<()> {
    loop {
        let chunk = reader.fill_buf()?;
        if chunk.is_empty() {
            return Ok(());
        }
        match chunk.iter().position(|&b| b == b'\n') {
            Some(at) => {
                reader.consume(at + 1);
                return Ok(());
            }
            None => {
                let len = chunk.len();
                reader.consume(len);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn collect(input: &'static [u8]) -> Vec<(usize, Option<String>)> {
        let mut lines = PuzzleLines::new(Box::new(input));
        let mut out = Vec::new();
        while let Some(line) = lines.next_line().unwrap() {
            out.push(match line {
                Line::Text { number, bytes } => {
                    (number, Some(String::from_utf8_lossy(bytes).into_owned()))
                }
                Line::TooLong { number } => (number, None),
            });
        }
        out
    }

    #[test]
    fn skips_blank_lines_and_comments_and_strips_line_ends() {
        let lines = collect(b"\xEF\xBB\xBF# header\n\nabc\r\n  # indented comment\n \t \ndef");
        assert_eq!(
            lines,
            [(3, Some("abc".to_string())), (6, Some("def".to_string()))]
        );
    }

    #[test]
    fn an_overlong_line_is_reported_and_skipped_in_bounded_memory() {
        let mut input = vec![b'1'; MAX_LINE_BYTES * 3];
        input.extend_from_slice(b"\nnext\n");
        let input: &'static [u8] = Box::leak(input.into_boxed_slice());
        let mut lines = PuzzleLines::new(Box::new(input));
        assert!(matches!(
            lines.next_line().unwrap(),
            Some(Line::TooLong { number: 1 })
        ));
        assert!(lines.buffer.capacity() <= MAX_LINE_BYTES * 2 + 1);
        match lines.next_line().unwrap() {
            Some(Line::Text { number: 2, bytes }) => assert_eq!(bytes, b"next"),
            _ => panic!("the line after the long one is read"),
        }
        assert!(lines.next_line().unwrap().is_none());
    }

    #[test]
    fn a_line_of_exactly_the_limit_is_read() {
        let mut input = vec![b'1'; MAX_LINE_BYTES];
        input.push(b'\n');
        let input: &'static [u8] = Box::leak(input.into_boxed_slice());
        let mut lines = PuzzleLines::new(Box::new(input));
        match lines.next_line().unwrap() {
            Some(Line::Text { bytes, .. }) => assert_eq!(bytes.len(), MAX_LINE_BYTES),
            _ => panic!("a line at the limit is text"),
        }
    }
}
