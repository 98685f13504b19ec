//! `peerless-cli`: the Peerless engine's puzzle tools, one puzzle per line in, one answer per line
//! out, so they compose with pipes and with other solvers' benchmark files.
//!
//! The command line is read with `lexopt`: each command matches the options it knows and hands
//! anything else back as an error, worded here.

mod generate;
mod grade;
mod hint;
mod input;
mod practice;
mod scan;
mod scan_figures;
mod solve;
mod stats;
mod steps;
mod validate;

use std::io::{self, BufWriter, Write};
use std::process::ExitCode;
use std::str::FromStr;

use lexopt::{Parser, ValueExt};
use peerless::logic::library;
use peerless::rules::killer::{cage_clashes, CageClash};
use peerless::{rules, Board, Killer, ParseError, Variant};

use input::{Line, PuzzleLines, MAX_LINE_BYTES};

const HELP: &str = "\
peerless-cli: puzzle tools of the Peerless Sudoku engine

Usage: peerless-cli <COMMAND> [OPTIONS] [FILE]

Every command reads one puzzle per line from FILE (or standard input when FILE is
absent or '-') and writes one answer line per puzzle. A puzzle is 81 cells, each
1-9 or '.'/'0' for empty; spaces and grid decoration (| - + and box-drawing
characters) are ignored. Blank lines and lines starting with '#' are skipped. A
line in HoDoKu's library format (starting with ':') is read as its givens; 'hint'
and 'steps' take such a line as a position, with its placed digits and candidates.

A Killer puzzle is a line of 81 cage letters, ':' and the sums in the order of
the cages' first cells, then optionally ':' and the givens (AAB...:3,15,...), or
an f-puzzles or SudokuPad link; 'validate', 'solve', 'count' and 'generate' read
them (a line of letters and ':', or a link, is taken for one; or say
--variant killer or --variant classic).

Commands:
  validate   Say whether each puzzle is complete, valid or clashing
  solve      Solve each puzzle: its solution, or none, several, or the clash
  count      Count each puzzle's solutions, up to a limit (default 2)
  grade      Grade each puzzle: level, score and the techniques it needs
  steps      Solve one puzzle (an argument) step by step, in a player's words
  hint       The next hint for one puzzle or game in progress (arguments)
  generate   Make puzzles with one solution at a level (easy ... extreme), or
             Killer puzzles with one solution (--variant killer)
  practice   Positions where a technique is the next step (HoDoKu's library format;
             a Killer technique's on a Killer, in our format)
  scan       Read the puzzle in photos of printed Sudokus (JPEG, PNG)

Options:
  -h, --help     Print this help (or a command's: peerless-cli validate --help)
  -V, --version  Print the version

Exit status: 0 when every line was read, 1 when a line was not a puzzle,
2 for a usage or I/O error.
";

/// A command: its name, as the first argument gives it, and what runs it on the arguments after.
type Command = (&'static str, fn(Parser) -> Result<Outcome, CliError>);

const COMMANDS: [Command; 9] = [
    ("validate", validate::run),
    ("solve", solve::run_solve),
    ("count", solve::run_count),
    ("grade", grade::run),
    ("steps", steps::run),
    ("hint", hint::run),
    ("generate", generate::run),
    ("practice", practice::run),
    ("scan", scan::run),
];

/// Why the tool stopped early.
#[derive(Debug)]
pub enum CliError {
    /// The command line is wrong; the message says how (where to get help is added when it is
    /// printed).
    Usage(String),
    /// Reading or writing failed.
    Io(String, io::Error),
}

/// The language of `--lang LANG` (`de`, `pt-BR`, `ja`...), for the commands that print
/// sentences; a language the tool does not speak is a usage error that lists those it does.
pub fn language_argument(
    parser: &mut lexopt::Parser,
) -> Result<peerless::l10n::Language, CliError> {
    use lexopt::ValueExt;
    let text: String = parser.value()?.string()?;
    text.parse()
        .map_err(|message: String| CliError::Usage(format!("--lang: {message}")))
}

/// Which kind of puzzle a command reads or makes (`--variant`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Kind {
    /// Each line's own: a Killer when it starts with a letter or is a link, else classic.
    #[default]
    Detect,
    /// Every line is classic.
    Classic,
    /// Every line is a Killer.
    Killer,
}

/// The value of `--variant` (`classic` or `killer`).
pub fn variant_argument(parser: &mut Parser) -> Result<Kind, CliError> {
    match value(parser)?.to_ascii_lowercase().as_str() {
        "classic" => Ok(Kind::Classic),
        "killer" => Ok(Kind::Killer),
        other => Err(CliError::Usage(format!(
            "--variant: '{other}' is not a variant (classic or killer)"
        ))),
    }
}

impl From<io::Error> for CliError {
    fn from(error: io::Error) -> CliError {
        CliError::Io("cannot write the output".to_string(), error)
    }
}

impl From<lexopt::Error> for CliError {
    /// lexopt's errors in the tool's words, naming the option or argument.
    fn from(error: lexopt::Error) -> CliError {
        use lexopt::Error;
        let message = match error {
            Error::MissingValue {
                option: Some(option),
            } => format!("{option} needs a value"),
            Error::MissingValue { option: None } => "a value is missing".to_string(),
            Error::UnexpectedOption(option) => format!("unknown option '{option}'"),
            Error::UnexpectedArgument(value) => {
                format!("unexpected argument '{}'", value.to_string_lossy())
            }
            Error::UnexpectedValue { option, value } => {
                format!(
                    "{option} takes no value (got '{}')",
                    value.to_string_lossy()
                )
            }
            Error::NonUnicodeValue(value) => format!("argument {value:?} is not valid UTF-8"),
            Error::ParsingFailed { value, error } => format!("cannot read '{value}': {error}"),
            Error::Custom(error) => error.to_string(),
        };
        CliError::Usage(message)
    }
}

/// How a run ended when it read all its input: 0, or 1 when some line was not a puzzle.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Outcome {
    /// Whether any input line was malformed.
    pub malformed: bool,
}

fn main() -> ExitCode {
    let mut parser = Parser::from_env();
    let (name, result) = match command(&mut parser) {
        Ok(Some((name, run))) => (Some(name), run(parser)),
        Ok(None) => (None, Ok(Outcome::default())),
        Err(error) => (None, Err(error)),
    };
    match result {
        Ok(Outcome { malformed: false }) => ExitCode::SUCCESS,
        Ok(Outcome { malformed: true }) => ExitCode::from(1),
        Err(CliError::Io(_, error)) if error.kind() == io::ErrorKind::BrokenPipe => {
            // The reader went away (`| head`): not an error worth a message.
            ExitCode::SUCCESS
        }
        Err(CliError::Usage(message)) => {
            let help = name.map_or(String::new(), |name| format!(" {name}"));
            eprintln!("peerless-cli: {message}\nTry 'peerless-cli{help} --help'.");
            ExitCode::from(2)
        }
        Err(CliError::Io(context, error)) => {
            eprintln!("peerless-cli: {context}: {error}");
            ExitCode::from(2)
        }
    }
}

/// Reads the first argument: the command, or a request for the help or the version (answered
/// here, giving `None`).
fn command(parser: &mut Parser) -> Result<Option<Command>, CliError> {
    use lexopt::Arg::{Long, Short, Value};
    match parser.next()? {
        Some(Value(name)) if name != "help" => {
            let name = name.string()?;
            return match COMMANDS.into_iter().find(|(command, _)| *command == name) {
                Some(command) => Ok(Some(command)),
                None => Err(CliError::Usage(format!("unknown command '{name}'"))),
            };
        }
        // Asking with no command is asking what the tool does.
        None | Some(Value(_) | Short('h') | Long("help")) => print!("{HELP}"),
        Some(Short('V') | Long("version")) => {
            println!("peerless-cli {}", env!("CARGO_PKG_VERSION"));
        }
        Some(other) => return Err(other.unexpected().into()),
    }
    Ok(None)
}

/// Prints a command's help: what `-h` and `--help` answer.
pub fn help(text: &str) -> Result<Outcome, CliError> {
    print!("{text}");
    Ok(Outcome::default())
}

/// The value of the option `parser` just returned.
pub fn value(parser: &mut Parser) -> Result<String, CliError> {
    Ok(parser.value()?.string()?)
}

/// The value of the option `flag` that `parser` just returned, as a number.
pub fn number<T: FromStr>(parser: &mut Parser, flag: &str) -> Result<T, CliError> {
    let text = value(parser)?;
    text.parse()
        .map_err(|_| CliError::Usage(format!("{flag} needs a number, got '{text}'")))
}

/// Runs `answer` on every classic puzzle line of `file` (standard input when `None` or `-`),
/// writing one answer line each: the commands that do not read Killer puzzles yet.
///
/// Malformed lines are answered `invalid: ...` here, with the file's line number, so every command
/// reports them the same way; `answer` sees only boards that parsed. A Killer line is answered
/// `invalid: ...` too, saying that the command reads classic puzzles only.
pub fn for_each_puzzle(
    file: Option<&str>,
    mut answer: impl FnMut(&Board, &mut dyn Write) -> io::Result<()>,
) -> Result<Outcome, CliError> {
    each_puzzle(file, true, None, &mut |board, _, out| {
        answer(board, out)?;
        out.write_all(b"\n")
    })
}

/// [`for_each_puzzle`] for the commands that read both kinds: `answer` gets each puzzle's board
/// (its givens) and its [`Variant`], `kind` saying how a line's kind is known.
pub fn for_each_puzzle_of_kind(
    file: Option<&str>,
    kind: Kind,
    mut answer: impl FnMut(&Board, &Variant, &mut dyn Write) -> io::Result<()>,
) -> Result<Outcome, CliError> {
    each_puzzle(file, true, Some(kind), &mut |board, variant, out| {
        answer(board, variant, out)?;
        out.write_all(b"\n")
    })
}

/// [`for_each_puzzle`] for answers that may be empty: `answer` writes whole lines itself (or
/// nothing), and malformed lines are skipped without a word.
pub fn for_each_puzzle_quietly(
    file: Option<&str>,
    mut answer: impl FnMut(&Board, &mut dyn Write) -> io::Result<()>,
) -> Result<Outcome, CliError> {
    each_puzzle(file, false, None, &mut |board, _, out| answer(board, out))
}

/// Whether a line is taken for a Killer: it holds a link, or the data of a SudokuPad link
/// (`scl...`, `fpuzzles...`), or it starts with a letter and holds a `:` or 81 letters (our
/// format's cage letters). Other text stays classic, whose errors say what a cell may be.
fn looks_like_killer(bytes: &[u8]) -> bool {
    let text = bytes.trim_ascii_start();
    let letters = text.iter().filter(|b| b.is_ascii_alphabetic()).count();
    let starts_with_letter = text.first().is_some_and(u8::is_ascii_alphabetic);
    text.windows(3).any(|w| w == b"://")
        || [&b"scl"[..], b"ctc", b"fpuz"]
            .iter()
            .any(|p| text.starts_with(p))
        || starts_with_letter && (text.contains(&b':') || letters >= 81)
}

/// A Killer line: a link, or our format; or what is wrong with it.
fn killer_line(bytes: &[u8]) -> Result<Killer, String> {
    let text = std::str::from_utf8(bytes).map_err(|e| {
        format!(
            "column {}: the line is not valid UTF-8",
            e.valid_up_to() + 1
        )
    })?;
    let trimmed = text.trim();
    let link = trimmed.contains("://")
        || ["scl", "ctc", "fpuz"]
            .iter()
            .any(|p| trimmed.starts_with(p));
    if link {
        Killer::from_link(trimmed).map_err(|e| e.to_string())
    } else {
        Killer::parse(text).map_err(|e| e.to_string())
    }
}

fn each_puzzle(
    file: Option<&str>,
    tell_invalid: bool,
    kind: Option<Kind>,
    answer: &mut dyn FnMut(&Board, &Variant, &mut dyn Write) -> io::Result<()>,
) -> Result<Outcome, CliError> {
    let name = match file {
        None | Some("-") => "standard input".to_string(),
        Some(path) => format!("'{path}'"),
    };
    let open_error = |error| CliError::Io(format!("cannot read {name}"), error);
    let mut lines = PuzzleLines::open(file).map_err(open_error)?;
    let stdout = io::stdout();
    let mut out = BufWriter::with_capacity(1 << 16, stdout.lock());
    let mut outcome = Outcome::default();
    let mut puzzles = 0usize;
    let classic = Variant::Classic;
    loop {
        let line = lines
            .next_line()
            .map_err(|e| CliError::Io(format!("cannot read {name}"), e))?;
        puzzles += usize::from(line.is_some());
        let killer = match (&line, kind) {
            (_, Some(Kind::Killer)) => true,
            (_, Some(Kind::Classic)) => false,
            (Some(Line::Text { bytes, .. }), _) => looks_like_killer(bytes),
            (_, _) => false,
        };
        match line {
            None => break,
            Some(Line::TooLong { number }) => {
                outcome.malformed = true;
                if tell_invalid {
                    writeln!(
                        out,
                        "invalid: line {number} is longer than {MAX_LINE_BYTES} bytes (one puzzle per line)"
                    )?;
                }
            }
            Some(Line::Text { number, .. }) if killer && kind.is_none() => {
                outcome.malformed = true;
                if tell_invalid {
                    writeln!(
                        out,
                        "invalid: line {number}: a Killer puzzle, and this command reads classic \
                         puzzles only (validate, solve, count and generate read Killer puzzles)"
                    )?;
                }
            }
            Some(Line::Text { number, bytes }) if killer => match killer_line(bytes) {
                Ok(puzzle) => answer(
                    &puzzle.givens,
                    &Variant::Killer(Box::new(puzzle.cages)),
                    &mut out,
                )?,
                Err(error) => {
                    outcome.malformed = true;
                    if tell_invalid {
                        // A position within the line (which is line 1 of its own text) is given
                        // with the file's line number.
                        match error.strip_prefix("line 1, ") {
                            Some(rest) => writeln!(out, "invalid: line {number}, {rest}")?,
                            None => writeln!(out, "invalid: line {number}: {error}")?,
                        }
                    }
                }
            },
            Some(Line::Text { number, bytes }) if bytes.first() == Some(&b':') => {
                match library_puzzle(bytes) {
                    Ok(board) => answer(&board, &classic, &mut out)?,
                    Err(error) => {
                        outcome.malformed = true;
                        if tell_invalid {
                            writeln!(out, "invalid: line {number}, {error}")?;
                        }
                    }
                }
            }
            Some(Line::Text { number, bytes }) => match Board::parse_bytes(bytes) {
                Ok(board) => answer(&board, &classic, &mut out)?,
                Err(error) => {
                    outcome.malformed = true;
                    if tell_invalid {
                        write_invalid(&mut out, error.starting_at_line(number), number)?;
                    }
                }
            },
        }
    }
    out.flush()?;
    if puzzles == 0 {
        // Not an error (an empty file has no wrong line), but worth a word.
        eprintln!("peerless-cli: no puzzle in {name} (blank lines and # comments are skipped)");
    }
    Ok(outcome)
}

/// The givens of a line in HoDoKu's library format, or what is wrong with the line.
fn library_puzzle(bytes: &[u8]) -> Result<Board, String> {
    let text = std::str::from_utf8(bytes).map_err(|e| {
        format!(
            "column {}: the line is not valid UTF-8",
            e.valid_up_to() + 1
        )
    })?;
    library::parse_library_line(text)
        .map(|entry| entry.puzzle)
        .map_err(|e| e.to_string())
}

/// A position given as a command-line argument in HoDoKu's library format: the entry, or
/// `None` after writing `invalid: NAME: column C: <what>`; `Ok(Some(None))` when the argument
/// is not a library line at all.
pub fn library_argument(
    out: &mut dyn Write,
    text: &str,
    name: &str,
) -> io::Result<Option<Option<library::LibraryEntry>>> {
    if !library::is_library_line(text) {
        return Ok(Some(None));
    }
    match library::parse_library_line(text) {
        Ok(entry) => Ok(Some(Some(entry))),
        Err(error) => {
            writeln!(out, "invalid: {name}: {error}")?;
            Ok(None)
        }
    }
}

/// A Killer given as the argument, in our format or as a link.
pub fn killer_argument(text: &str) -> Option<Killer> {
    let text = text.trim();
    if text.contains("://") {
        Killer::from_link(text).ok()
    } else if text.starts_with(|c: char| c.is_ascii_alphabetic()) {
        Killer::parse(text).ok()
    } else {
        None
    }
}

/// Parses a puzzle given as a command-line argument (`name` says which, for the message). Writes
/// `invalid: NAME: <what and where>` and returns `None` when it is not a board.
pub fn puzzle_argument(out: &mut dyn Write, text: &str, name: &str) -> io::Result<Option<Board>> {
    if looks_like_killer(text.as_bytes()) && Killer::parse(text).is_ok() {
        writeln!(
            out,
            "invalid: {name}: a Killer puzzle, where this command reads a classic one"
        )?;
        return Ok(None);
    }
    match Board::parse(text) {
        Ok(board) => Ok(Some(board)),
        Err(error) => {
            writeln!(out, "invalid: {name}: {error}")?;
            Ok(None)
        }
    }
}

/// The answer for line `number`, which is not a puzzle. Every answer starts with the line number,
/// also for a count error, whose message alone has no position.
fn write_invalid(out: &mut dyn Write, error: ParseError, number: usize) -> io::Result<()> {
    match error {
        ParseError::TooFewCells { .. } => writeln!(out, "invalid: line {number}: {error}"),
        _ => writeln!(out, "invalid: {error}"),
    }
}

/// The answer for a board of either kind with clashing digits: the classic pairs as
/// [`write_conflicts`] writes them, then each cage's clashes: `D rRcC rRcC (cage rRcC)` for a
/// digit twice in a cage (named by its first cell), `cage rRcC adds up to T, not S` for a full
/// cage, `cage rRcC holds DIGITS, which no combination of S contains` for one not yet full.
/// Returns `false` (writing nothing) when nothing clashes.
pub fn write_variant_conflicts(
    out: &mut dyn Write,
    board: &Board,
    variant: &Variant,
) -> io::Result<bool> {
    let Some(cages) = variant.cages() else {
        return write_conflicts(out, board);
    };
    let mut any = write_conflicts(out, board)?;
    let mut result = Ok(());
    cage_clashes(board, cages, |clash| {
        if result.is_err() {
            return;
        }
        result = (|| {
            out.write_all(if any { b", " } else { b"conflict: " })?;
            any = true;
            match clash {
                CageClash::Repeated { digit, cells, cage } => {
                    write!(out, "{digit} {} {} (cage {cage})", cells[0], cells[1])
                }
                CageClash::WrongSum { cage, total, sum } => {
                    write!(out, "cage {cage} adds up to {total}, not {sum}")
                }
                CageClash::Unreachable {
                    cage, digits, sum, ..
                } => write!(
                    out,
                    "cage {cage} holds {digits}, which no combination of {sum} contains"
                ),
            }
        })();
    });
    result.map(|()| any)
}

/// The answer for a board with clashing digits: `conflict: ` and every clashing pair as
/// `D rRcC rRcC (row|column|box N)`, separated by `, `. Returns `false` (writing nothing) when the
/// board has no clash.
pub fn write_conflicts(out: &mut dyn Write, board: &Board) -> io::Result<bool> {
    let mut pairs = rules::conflict_pairs(board).peekable();
    if pairs.peek().is_none() {
        return Ok(false);
    }
    out.write_all(b"conflict: ")?;
    for (i, pair) in pairs.enumerate() {
        if i > 0 {
            out.write_all(b", ")?;
        }
        let [a, b] = pair.cells;
        write!(out, "{} {a} {b} ({})", pair.digit, pair.unit)?;
    }
    Ok(true)
}
