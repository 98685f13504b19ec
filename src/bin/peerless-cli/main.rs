//! `peerless-cli`: the Peerless engine's puzzle tools, one puzzle per line in, one answer per line
//! out, so they compose with pipes and with other solvers' benchmark files.

mod args;
mod generate;
mod grade;
mod hint;
mod input;
mod solve;
mod stats;
mod steps;
mod validate;

use std::ffi::OsString;
use std::io::{self, BufWriter, Write};
use std::process::ExitCode;

use peerless::{rules, Board, ParseError};

use args::{Arg, Args};
use input::{Line, PuzzleLines, MAX_LINE_BYTES};

const HELP: &str = "\
peerless-cli: puzzle tools of the Peerless Sudoku engine

Usage: peerless-cli <COMMAND> [OPTIONS] [FILE]

Every command reads one puzzle per line from FILE (or standard input when FILE is
absent or '-') and writes one answer line per puzzle. A puzzle is 81 cells, each
1-9 or '.'/'0' for empty; spaces and grid decoration (| - + and box-drawing
characters) are ignored. Blank lines and lines starting with '#' are skipped.

Commands:
  validate   Say whether each puzzle is complete, valid or clashing
  solve      Solve each puzzle: its solution, or none, several, or the clash
  count      Count each puzzle's solutions, up to a limit (default 2)
  grade      Grade each puzzle: level, score and the techniques it needs
  steps      Solve one puzzle (an argument) step by step, in a player's words
  hint       The next hint for one puzzle or game in progress (arguments)
  generate   Make puzzles with one solution at a level (easy ... extreme)

Options:
  -h, --help     Print this help (or a command's: peerless-cli validate --help)
  -V, --version  Print the version

Exit status: 0 when every line was read, 1 when a line was not a puzzle,
2 for a usage or I/O error.
";

/// Why the tool stopped early.
#[derive(Debug)]
pub enum CliError {
    /// The command line is wrong; the message says how and where to get help.
    Usage(String),
    /// Reading or writing failed.
    Io(String, io::Error),
}

impl From<io::Error> for CliError {
    fn from(error: io::Error) -> CliError {
        CliError::Io("cannot write the output".to_string(), error)
    }
}

/// How a run ended when it read all its input: 0, or 1 when some line was not a puzzle.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Outcome {
    /// Whether any input line was malformed.
    pub malformed: bool,
}

fn main() -> ExitCode {
    let mut raw: Vec<OsString> = std::env::args_os().skip(1).collect();
    if raw.is_empty() {
        // Asking with no command is asking what the tool does.
        print!("{HELP}");
        return ExitCode::SUCCESS;
    }
    let command = raw.remove(0);
    let result = run(&command.to_string_lossy(), raw);
    match result {
        Ok(Outcome { malformed: false }) => ExitCode::SUCCESS,
        Ok(Outcome { malformed: true }) => ExitCode::from(1),
        Err(CliError::Io(_, error)) if error.kind() == io::ErrorKind::BrokenPipe => {
            // The reader went away (`| head`): not an error worth a message.
            ExitCode::SUCCESS
        }
        Err(CliError::Usage(message)) => {
            eprintln!("peerless-cli: {message}");
            ExitCode::from(2)
        }
        Err(CliError::Io(context, error)) => {
            eprintln!("peerless-cli: {context}: {error}");
            ExitCode::from(2)
        }
    }
}

fn run(command: &str, raw: Vec<OsString>) -> Result<Outcome, CliError> {
    match command {
        "validate" => validate::run(Args::new(raw, "validate")?),
        "solve" => solve::run_solve(Args::new(raw, "solve")?),
        "count" => solve::run_count(Args::new(raw, "count")?),
        "grade" => grade::run(Args::new(raw, "grade")?),
        "steps" => steps::run(Args::new(raw, "steps")?),
        "hint" => hint::run(Args::new(raw, "hint")?),
        "generate" => generate::run(Args::new(raw, "generate")?),
        "-h" | "--help" | "help" => {
            print!("{HELP}");
            Ok(Outcome::default())
        }
        "-V" | "--version" => {
            println!("peerless-cli {}", env!("CARGO_PKG_VERSION"));
            Ok(Outcome::default())
        }
        other => Err(CliError::Usage(format!(
            "unknown command '{other}'\nTry 'peerless-cli --help'."
        ))),
    }
}

/// The options every line-by-line command shares: the input file.
pub struct Common {
    /// The input path; `None` for standard input.
    pub file: Option<String>,
}

/// Reads a line command's arguments: `--help` (prints `help`), one optional FILE, and the flags
/// `extra` accepts (it returns `Ok(false)` for a flag it does not know).
pub fn parse_common(
    mut args: Args,
    help: &str,
    mut extra: impl FnMut(&mut Args, &str) -> Result<bool, CliError>,
) -> Result<Option<Common>, CliError> {
    let mut file = None;
    while let Some(arg) = args.next()? {
        match arg {
            Arg::Flag(flag) if flag == "-h" || flag == "--help" => {
                print!("{help}");
                return Ok(None);
            }
            Arg::Flag(flag) => {
                if !extra(&mut args, &flag)? {
                    return Err(args.unknown(Arg::Flag(flag)));
                }
            }
            Arg::Positional(path) if file.is_none() => file = Some(path),
            other => return Err(args.unknown(other)),
        }
    }
    Ok(Some(Common { file }))
}

/// Runs `answer` on every puzzle line of `common.file`, writing one answer line each.
///
/// Malformed lines are answered `invalid: ...` here, with the file's line number, so every command
/// reports them the same way; `answer` sees only boards that parsed.
pub fn for_each_puzzle(
    common: &Common,
    mut answer: impl FnMut(&Board, &mut dyn Write) -> io::Result<()>,
) -> Result<Outcome, CliError> {
    let name = match common.file.as_deref() {
        None | Some("-") => "standard input".to_string(),
        Some(path) => format!("'{path}'"),
    };
    let open_error = |error| CliError::Io(format!("cannot read {name}"), error);
    let mut lines = PuzzleLines::open(common.file.as_deref()).map_err(open_error)?;
    let stdout = io::stdout();
    let mut out = BufWriter::with_capacity(1 << 16, stdout.lock());
    let mut outcome = Outcome::default();
    let mut puzzles = 0usize;
    loop {
        let line = lines
            .next_line()
            .map_err(|e| CliError::Io(format!("cannot read {name}"), e))?;
        puzzles += usize::from(line.is_some());
        match line {
            None => break,
            Some(Line::TooLong { number }) => {
                outcome.malformed = true;
                writeln!(
                    out,
                    "invalid: line {number} is longer than {MAX_LINE_BYTES} bytes (one puzzle per line)"
                )?;
            }
            Some(Line::Text { number, bytes }) => match Board::parse_bytes(bytes) {
                Ok(board) => {
                    answer(&board, &mut out)?;
                    out.write_all(b"\n")?;
                }
                Err(error) => {
                    outcome.malformed = true;
                    write_invalid(&mut out, error.starting_at_line(number), number)?;
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

/// Parses a puzzle given as a command-line argument (`name` says which, for the message). Writes
/// `invalid: NAME: <what and where>` and returns `None` when it is not a board.
pub fn puzzle_argument(out: &mut dyn Write, text: &str, name: &str) -> io::Result<Option<Board>> {
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
