//! Scripts: one command a line, read into [`Command`]s and handed out a frame at a time by a
//! [`Runner`](super::runner::Runner).
//!
//! | command | what it does |
//! |---|---|
//! | `tap X Y`, `down X Y`, `up X Y` | a click (the mouse, or a touch as the mouse emulates it) at window pixels |
//! | `move X Y` | the mouse moved with its button down (a drag) |
//! | `tap-also X Y`, `tap-cell-also R C` | a click with Ctrl held: the cell joins the selection |
//! | `tap-cell R C`, `tap-digit D`, `tap-tool NAME`, `tap-pause`, `tap-menu N`, `tap-card next\|close\|more` | a tap at the centre of that button in the current layout (menus count from 1; tools by label: `Undo`, `Hint`, ..., and on the typing screen `Back`, `Clear`, `Paste`, `Start`; the hint card's next-level button, close button or text) |
//! | `tap-choice N K`, `touch-choice N K` | a tap (a touch) on segment K of menu button N's choice (both from 1) |
//! | `tap-day D`, `tap-month-before`, `tap-month-after` | a tap on a day of the statistics' calendar, or on its arrows |
//! | `tap-kind candidates\|corner\|colour` | a tap on a kind of the notes tool's chooser (open after a long press on the tool) |
//! | `hold-tool NAME`, `hold-digit D`, `hold-cell R C`, ... | a long press there: the mouse down, held past the long-press time (frames going on), and up |
//! | `touch-down ID X Y`, `touch-move ID X Y`, `touch-up ID X Y`, `touch-cancel ID` | finger `ID` as a phone reports it: down, moved, lifted, or taken by the system |
//! | `touch X Y`, `touch-cell R C`, `touch-digit D`, `touch-tool NAME`, `touch-pause`, `touch-menu N` | a finger of its own down and up at that place |
//! | `background`, `foreground` | the app goes to the background (as with a phone's Home button) and comes back |
//! | `key K` | a key: `1`, `Left`, `Backspace`, `N`, `Ctrl+Z`, `Escape`, ... |
//! | `wait N` | let N frames pass |
//! | `sleep MS` | let MS milliseconds pass, frames going on (for what depends on time, such as a long press) |
//! | `settle` | let frames pass until no animation runs and no puzzle is being made |
//! | `wait-save-tried` | let frames pass until every change has been handed over and written, or its save has failed |
//! | `wait-notice-gone` | let frames pass until no notice shows (its few seconds are up) |
//! | `wait-saved` | let frames pass until every change is stored (a failed save retried until it is) |
//! | `wait-file PATH` | let frames pass until the file PATH exists: a test's sign that another copy of the game, on the same saves, is done |
//! | `wait-followed` | let frames pass until the game has followed another copy's saves (another window on the same data folder saved) and no save on disk is newer than the one it shows |
//! | `resize W H` | resize the window |
//! | `screenshot PATH` | save the window as a PNG |
//! | `puzzle LINE` | start a game of an 81-character puzzle |
//! | `killer LINE` | start a game of a Killer in our one-line format |
//! | `clipboard TEXT` | put TEXT on the system's clipboard, as another app's copy would (then `key Ctrl+V` or the Paste button imports it through the player's path) |
//! | `photo PATH` | hand over the file PATH as a photo of a printed puzzle, by the path a file dropped on the window takes (the report says `photo read N givens, D doubtful, solutions S`, or `photo refused NAME: WORDS`; then `settle` waits for the review) |
//! | `new [killer] LEVEL SEED` | generate a puzzle (a Killer with `killer`) of a level from a seed (on the worker thread) and start it |
//! | `practice-seed SEED` | practice positions from this seed on (then SEED + 1, ...), instead of the clock's |
//! | `access-click NODE`, `access-focus NODE` | a screen reader's click or focus on the accessibility tree's node: `r3c7`, `digit-5`, `tool-2` (slots from 0), `menu-1` (from 1), a calendar's `day-3`, `month-before`, `month-after`, `pause`, or its number (the ids of the tree as `access-tree` prints them) |
//! | `specimen` | show the design specimen (the theme's colours, type, icons, shapes) in place of the screen, to the script's end |
//! | `access-tree` | report the accessibility tree: `access focus ID`, a line a node (`access` and the node's line of `serialize`), `access end` |
//! | `by-hand` | the last command: from here the game is played by hand (its real input taken, frames only when something changes), until its window is closed or it is told to stop; for tests that set a position up and then play it as a player or a screen reader does |
//!
//! `#` starts a comment.

use std::path::PathBuf;

use peerless::board::{Cell, Digit};
use peerless::game::NoteKind;
use peerless::logic::Level;
use peerless::variant::Kind;

use crate::app::input::keys::KeyPress;
use crate::app::layout::CardPart;
use crate::app::views::tools::ToolName;

/// Where a tap or a touch lands: a point, or the centre of a button in the current layout.
#[derive(Clone, Debug, PartialEq)]
pub enum Place {
    /// A point in window pixels.
    Point(f32, f32),
    /// A cell of the board.
    Cell(Cell),
    /// A digit of the pad.
    Digit(Digit),
    /// A tool of the screen's tool bar.
    Tool(ToolName),
    /// The pause button.
    Pause,
    /// A menu button (0 for the first).
    Menu(usize),
    /// A segment of a menu button's choice (the button's index and the segment's, 0 for the
    /// first).
    Choice(usize, usize),
    /// A day of the statistics' calendar.
    Day(u32),
    /// The calendar's arrow to the month before.
    MonthBefore,
    /// The calendar's arrow to the month after.
    MonthAfter,
    /// A part of the hint card.
    Card(CardPart),
    /// A kind's button of the notes tool's chooser.
    NoteKind(NoteKind),
}

/// A state a script can wait for before its next command: what a test reads after the wait
/// (a screenshot, the save folder) is then that state, however slow the machine.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Awaited {
    /// The window has this size (after `resize`).
    Size(u32, u32),
    /// No animation runs and no puzzle is being made: a screenshot shows the state, not a
    /// moment of an animation.
    Still,
    /// Every change has been handed over to be saved, and the save was written or failed (and
    /// the player was told).
    SaveTried,
    /// Every change is stored.
    Stored,
    /// No notice shows.
    NoNotice,
    /// The game has followed another copy's saves, and none on disk is newer.
    Followed,
    /// A file exists.
    File(PathBuf),
}

/// One line of a script.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// The mouse (or an emulated touch) down and up at a place.
    Tap(Place),
    /// The mouse down at a place, held past the long-press time, then up there.
    Hold(Place),
    /// The mouse up at a place: the end of a [`Command::Hold`].
    Release(Place),
    /// The mouse down at a point.
    Down(f32, f32),
    /// The mouse up at a point.
    Up(f32, f32),
    /// The mouse moved to a point with its button down.
    MouseMove(f32, f32),
    /// A click with Ctrl held at a place.
    TapAlso(Place),
    /// A finger of its own down and up at a place (the phone's input path).
    Touch(Place),
    /// Finger `id` down at a point.
    TouchDown(u64, f32, f32),
    /// Finger `id` moved to a point.
    TouchMove(u64, f32, f32),
    /// Finger `id` lifted at a point.
    TouchUp(u64, f32, f32),
    /// Finger `id`'s touch taken by the system.
    TouchCancel(u64),
    /// The app goes to the background (as a phone's Home button does).
    Background,
    /// The app comes back.
    Foreground,
    /// A key.
    Key(KeyPress),
    /// Let frames pass.
    Wait(u32),
    /// Let time pass (milliseconds), frames going on.
    Sleep(u64),
    /// Hand the game over to its real input, to the end (the last command).
    ByHand,
    /// Let frames pass until the game is in a state (`settle`, `wait-save-tried`,
    /// `wait-saved`).
    WaitFor(Awaited),
    /// Resize the window.
    Resize(u32, u32),
    /// Save the window as a PNG.
    Screenshot(PathBuf),
    /// Start a game of this puzzle text.
    Puzzle(String),
    /// Start a game of this Killer, in our one-line Killer format.
    Killer(String),
    /// Put this text on the system's clipboard, as another app would.
    Clipboard(String),
    /// Hand over this file's bytes as a photo, as a file dropped on the window is.
    Photo(PathBuf),
    /// Generate a puzzle of a kind and level from a seed, and start it.
    New(Kind, Level, u64),
    /// Practice positions from this seed on (the next one this seed, then the seed plus one,
    /// ...), instead of the clock's.
    PracticeSeed(u64),
    /// A screen reader's click (or focus) on a node of the accessibility tree.
    Access {
        /// The node.
        node: u64,
        /// A focus rather than a click.
        focus: bool,
    },
    /// Show the design specimen (`docs/design.md`) in place of the screen, to the script's end.
    Specimen,
    /// Report the accessibility tree.
    AccessTree,
}

/// The accessibility tree's node a script names: `r3c7`, `digit-5`, `tool-2`, `menu-1` (menus
/// count from 1, as `tap-menu` does), `pause`, or the node's number.
fn access_node(name: &str) -> Option<u64> {
    use crate::app::access;
    let number = |text: &str| text.parse::<usize>().ok();
    let node = if let Some(rest) = name.strip_prefix("digit-") {
        access::digit_id(Digit::new(u8::try_from(number(rest)?).ok()?)?)
    } else if let Some(rest) = name.strip_prefix("tool-") {
        access::tool_id(number(rest).filter(|&slot| slot < 6)?)
    } else if let Some(rest) = name.strip_prefix("menu-") {
        access::menu_id(number(rest)?.checked_sub(1)?)
    } else if let Some(rest) = name.strip_prefix("day-") {
        access::day_id(
            u32::try_from(number(rest)?)
                .ok()
                .filter(|day| (1..=31).contains(day))?,
        )
    } else if name == "month-before" {
        access::MONTH_BEFORE
    } else if name == "month-after" {
        access::MONTH_AFTER
    } else if name == "pause" {
        access::PAUSE
    } else if let Some((row, col)) = name.strip_prefix('r').and_then(|rest| rest.split_once('c')) {
        access::cell_id(Cell::at(
            number(row)?.checked_sub(1)?,
            number(col)?.checked_sub(1)?,
        )?)
    } else {
        return name.parse().ok();
    };
    Some(node.0)
}

/// Reads a script; an error names the line and what is wrong with it.
pub fn parse_script(text: &str) -> Result<Vec<Command>, String> {
    let mut commands = Vec::new();
    for (number, line) in text.lines().enumerate() {
        let line = line.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let command = parse_command(line).map_err(|e| format!("line {}: {e}", number + 1))?;
        if commands.last() == Some(&Command::ByHand) {
            return Err(format!(
                "line {}: nothing can follow by-hand, the script's last command",
                number + 1
            ));
        }
        commands.push(command);
    }
    Ok(commands)
}

/// A command's arguments, read with errors that name what is wrong.
struct Args<'a> {
    name: &'a str,
    words: Vec<&'a str>,
}

impl Args<'_> {
    fn want(&self, count: usize) -> Result<(), String> {
        if self.words.len() == count {
            Ok(())
        } else {
            Err(format!(
                "{} takes {count} argument(s), not {}",
                self.name,
                self.words.len()
            ))
        }
    }

    fn number(&self, i: usize) -> Result<f32, String> {
        self.words[i]
            .parse::<f32>()
            .ok()
            .filter(|v| v.is_finite())
            .ok_or_else(|| format!("{:?} is not a number", self.words[i]))
    }

    fn whole(&self, i: usize) -> Result<u64, String> {
        self.words[i]
            .parse::<u64>()
            .map_err(|_| format!("{:?} is not a whole number", self.words[i]))
    }

    fn between(&self, i: usize, range: std::ops::RangeInclusive<u64>) -> Result<u64, String> {
        let value = self.whole(i)?;
        if range.contains(&value) {
            Ok(value)
        } else {
            Err(format!(
                "{value} is not between {} and {}",
                range.start(),
                range.end()
            ))
        }
    }

    /// A finger and a point: `ID X Y`.
    fn finger_at(&self) -> Result<(u64, f32, f32), String> {
        self.want(3)?;
        Ok((self.whole(0)?, self.number(1)?, self.number(2)?))
    }

    /// The place a `tap-...` or `touch-...` command names, after its prefix.
    fn place(&self, what: &str) -> Result<Place, String> {
        Ok(match what {
            "" => {
                self.want(2)?;
                Place::Point(self.number(0)?, self.number(1)?)
            }
            "-cell" => {
                self.want(2)?;
                let (row, col) = (self.between(0, 1..=9)?, self.between(1, 1..=9)?);
                Place::Cell(Cell::at(row as usize - 1, col as usize - 1).ok_or("no such cell")?)
            }
            "-digit" => {
                self.want(1)?;
                Place::Digit(Digit::new(self.between(0, 1..=9)? as u8).ok_or("no such digit")?)
            }
            "-tool" => {
                self.want(1)?;
                Place::Tool(self.words[0].parse().map_err(|e| format!("{e}"))?)
            }
            "-pause" => {
                self.want(0)?;
                Place::Pause
            }
            "-card" => {
                self.want(1)?;
                Place::Card(match self.words[0].to_ascii_lowercase().as_str() {
                    "next" => CardPart::Next,
                    "close" => CardPart::Close,
                    "more" => CardPart::More,
                    other => return Err(format!("no card part {other:?} (next, close, more)")),
                })
            }
            "-menu" => {
                self.want(1)?;
                Place::Menu(self.between(0, 1..=32)? as usize - 1)
            }
            "-choice" => {
                self.want(2)?;
                let item = self.between(0, 1..=32)? as usize - 1;
                Place::Choice(item, self.between(1, 1..=8)? as usize - 1)
            }
            "-day" => {
                self.want(1)?;
                Place::Day(self.between(0, 1..=31)? as u32)
            }
            "-kind" => {
                self.want(1)?;
                Place::NoteKind(match self.words[0].to_ascii_lowercase().as_str() {
                    "candidates" | "centre" => NoteKind::Centre,
                    "corner" => NoteKind::Corner,
                    "colour" | "colours" => NoteKind::Colour,
                    other => {
                        return Err(format!(
                            "no note kind {other:?} (candidates, corner, colour)"
                        ))
                    }
                })
            }
            "-month-before" | "-month-after" => {
                self.want(0)?;
                if what == "-month-before" {
                    Place::MonthBefore
                } else {
                    Place::MonthAfter
                }
            }
            _ => return Err(format!("unknown command {:?}", self.name)),
        })
    }
}

fn parse_command(line: &str) -> Result<Command, String> {
    let mut words = line.split_whitespace();
    let name = words.next().unwrap_or_default();
    let args = Args {
        name,
        words: words.collect(),
    };
    let lower = name.to_ascii_lowercase();
    Ok(match lower.as_str() {
        "move" => {
            args.want(2)?;
            Command::MouseMove(args.number(0)?, args.number(1)?)
        }
        also if also.starts_with("tap") && also.ends_with("-also") => {
            let place = &also["tap".len()..also.len() - "-also".len()];
            Command::TapAlso(args.place(place)?)
        }
        "down" | "up" => {
            args.want(2)?;
            let (x, y) = (args.number(0)?, args.number(1)?);
            if lower == "down" {
                Command::Down(x, y)
            } else {
                Command::Up(x, y)
            }
        }
        "touch-down" => {
            let (id, x, y) = args.finger_at()?;
            Command::TouchDown(id, x, y)
        }
        "touch-move" => {
            let (id, x, y) = args.finger_at()?;
            Command::TouchMove(id, x, y)
        }
        "touch-up" => {
            let (id, x, y) = args.finger_at()?;
            Command::TouchUp(id, x, y)
        }
        "touch-cancel" => {
            args.want(1)?;
            Command::TouchCancel(args.whole(0)?)
        }
        "background" | "foreground" => {
            args.want(0)?;
            if lower == "background" {
                Command::Background
            } else {
                Command::Foreground
            }
        }
        tap if tap.starts_with("tap") => Command::Tap(args.place(&tap["tap".len()..])?),
        hold if hold.starts_with("hold-") => Command::Hold(args.place(&hold["hold".len()..])?),
        touch if touch.starts_with("touch") => Command::Touch(args.place(&touch["touch".len()..])?),
        _ => parse_other(&lower, &args)?,
    })
}

/// Keys, waits, the window, and starting games.
fn parse_other(name: &str, args: &Args) -> Result<Command, String> {
    Ok(match name {
        "key" => {
            args.want(1)?;
            let key = KeyPress::parse(args.words[0]);
            Command::Key(key.ok_or_else(|| format!("no key {:?}", args.words[0]))?)
        }
        "wait" => {
            args.want(1)?;
            Command::Wait(args.between(0, 0..=100_000)? as u32)
        }
        "sleep" => {
            args.want(1)?;
            Command::Sleep(args.between(0, 0..=60_000)?)
        }
        "by-hand" => {
            args.want(0)?;
            Command::ByHand
        }
        "settle" | "wait-save-tried" | "wait-saved" | "wait-notice-gone" => {
            args.want(0)?;
            Command::WaitFor(match name {
                "settle" => Awaited::Still,
                "wait-save-tried" => Awaited::SaveTried,
                "wait-notice-gone" => Awaited::NoNotice,
                _ => Awaited::Stored,
            })
        }
        "wait-followed" => {
            args.want(0)?;
            Command::WaitFor(Awaited::Followed)
        }
        "wait-file" => {
            args.want(1)?;
            Command::WaitFor(Awaited::File(PathBuf::from(args.words[0])))
        }
        "resize" => {
            args.want(2)?;
            let (w, h) = (args.between(0, 64..=8192)?, args.between(1, 64..=8192)?);
            Command::Resize(w as u32, h as u32)
        }
        "screenshot" => {
            args.want(1)?;
            Command::Screenshot(PathBuf::from(args.words[0]))
        }
        "puzzle" => {
            if args.words.is_empty() {
                return Err("puzzle needs the puzzle's text".to_string());
            }
            Command::Puzzle(args.words.concat())
        }
        "killer" => {
            if args.words.is_empty() {
                return Err("killer needs the puzzle's text in our Killer format".to_string());
            }
            Command::Killer(args.words.concat())
        }
        "clipboard" => {
            if args.words.is_empty() {
                return Err("clipboard needs the text to put there".to_string());
            }
            Command::Clipboard(args.words.join(" "))
        }
        "photo" => {
            args.want(1)?;
            Command::Photo(PathBuf::from(args.words[0]))
        }
        "access-click" | "access-focus" => {
            args.want(1)?;
            let node = access_node(args.words[0]).ok_or_else(|| {
                format!(
                    "no node {:?} (r3c7, digit-5, tool-2, menu-1, day-3, month-before, month-after, pause or a number)",
                    args.words[0]
                )
            })?;
            Command::Access {
                node,
                focus: name == "access-focus",
            }
        }
        "access-tree" => {
            args.want(0)?;
            Command::AccessTree
        }
        "specimen" => {
            args.want(0)?;
            Command::Specimen
        }
        "practice-seed" => {
            args.want(1)?;
            Command::PracticeSeed(args.whole(0)?)
        }
        "new" => {
            // `new LEVEL SEED`, or `new killer LEVEL SEED`.
            let kind = match args.words.first() {
                Some(&"killer") => Kind::Killer,
                _ => Kind::Classic,
            };
            let at = usize::from(kind == Kind::Killer);
            args.want(2 + at)?;
            let level: Level = args.words[at].parse().map_err(|e| format!("{e}"))?;
            Command::New(kind, level, args.whole(at + 1)?)
        }
        _ => return Err(format!("unknown command {:?}", args.name)),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::input::keys::Key;
    use crate::app::views::tools::{EntryTool, Tool};

    #[test]
    fn scripts_parse_every_command() {
        let script = "\
            # a comment\n\
            tap 10 20.5\n\
            down 1 2\n\
            up 1 2\n\
            move 3 4\n\
            tap-cell-also 2 3\n\
            tap-also 5 6\n\
            tap-cell 1 3   # row 1, column 3\n\
            tap-digit 4\n\
            tap-tool undo\n\
            tap-tool AutoNotes\n\
            tap-tool start\n\
            tap-pause\n\
            tap-menu 2\n\
            tap-day 17\n\
            tap-month-before\n\
            touch-down 7 5 6\n\
            touch-move 7 8 9.5\n\
            touch-up 7 8 9\n\
            touch-cancel 3\n\
            touch-cell 9 9\n\
            touch-digit 1\n\
            touch-tool Hint\n\
            touch-menu 1\n\
            touch-choice 2 3\n\
            touch 3 4\n\
            hold-tool Notes\n\
            tap-kind corner\n\
            background\n\
            foreground\n\
            key Back\n\
            key Ctrl+Z\n\
            wait 3\n\
            sleep 250\n\
            settle\n\
            wait-save-tried\n\
            wait-saved\n\
            wait-notice-gone\n\
            wait-followed\n\
            wait-file /tmp/done\n\
            resize 800 600\n\
            screenshot /tmp/x.png\n\
            puzzle 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n\
            new hard 42\n\
            new killer easy 7\n\
            clipboard AAB:3,4 two words\n";
        let commands = parse_script(script).unwrap();
        assert_eq!(
            commands,
            vec![
                Command::Tap(Place::Point(10.0, 20.5)),
                Command::Down(1.0, 2.0),
                Command::Up(1.0, 2.0),
                Command::MouseMove(3.0, 4.0),
                Command::TapAlso(Place::Cell(Cell::at(1, 2).unwrap())),
                Command::TapAlso(Place::Point(5.0, 6.0)),
                Command::Tap(Place::Cell(Cell::at(0, 2).unwrap())),
                Command::Tap(Place::Digit(Digit::new(4).unwrap())),
                Command::Tap(Place::Tool(ToolName::Game(Tool::Undo))),
                Command::Tap(Place::Tool(ToolName::Game(Tool::AutoNotes))),
                Command::Tap(Place::Tool(ToolName::Entry(EntryTool::Start))),
                Command::Tap(Place::Pause),
                Command::Tap(Place::Menu(1)),
                Command::Tap(Place::Day(17)),
                Command::Tap(Place::MonthBefore),
                Command::TouchDown(7, 5.0, 6.0),
                Command::TouchMove(7, 8.0, 9.5),
                Command::TouchUp(7, 8.0, 9.0),
                Command::TouchCancel(3),
                Command::Touch(Place::Cell(Cell::at(8, 8).unwrap())),
                Command::Touch(Place::Digit(Digit::new(1).unwrap())),
                Command::Touch(Place::Tool(ToolName::Game(Tool::Hint))),
                Command::Touch(Place::Menu(0)),
                Command::Touch(Place::Choice(1, 2)),
                Command::Touch(Place::Point(3.0, 4.0)),
                Command::Hold(Place::Tool(ToolName::Game(Tool::Notes))),
                Command::Tap(Place::NoteKind(NoteKind::Corner)),
                Command::Background,
                Command::Foreground,
                Command::Key(KeyPress::plain(Key::Back)),
                Command::Key(KeyPress {
                    key: Key::Letter('z'),
                    ctrl: true,
                    shift: false
                }),
                Command::Wait(3),
                Command::Sleep(250),
                Command::WaitFor(Awaited::Still),
                Command::WaitFor(Awaited::SaveTried),
                Command::WaitFor(Awaited::Stored),
                Command::WaitFor(Awaited::NoNotice),
                Command::WaitFor(Awaited::Followed),
                Command::WaitFor(Awaited::File(PathBuf::from("/tmp/done"))),
                Command::Resize(800, 600),
                Command::Screenshot(PathBuf::from("/tmp/x.png")),
                Command::Puzzle(
                    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
                        .to_string()
                ),
                Command::New(Kind::Classic, Level::Hard, 42),
                Command::New(Kind::Killer, Level::Easy, 7),
                Command::Clipboard("AAB:3,4 two words".to_string()),
            ]
        );
    }

    #[test]
    fn script_errors_name_the_line() {
        assert_eq!(
            parse_script("tap 1 2\ntap 1\n"),
            Err("line 2: tap takes 2 argument(s), not 1".to_string())
        );
        assert!(parse_script("tap-cell 0 1")
            .unwrap_err()
            .contains("between 1 and 9"));
        assert!(parse_script("key F13").unwrap_err().contains("no key"));
        assert!(parse_script("new impossible 1")
            .unwrap_err()
            .starts_with("line 1: "));
        assert!(parse_script("tap-tool fly")
            .unwrap_err()
            .starts_with("line 1: no tool \"fly\""));
        assert!(parse_script("fly").unwrap_err().contains("unknown command"));
        assert_eq!(
            parse_script("settle 3"),
            Err("line 1: settle takes 0 argument(s), not 1".to_string())
        );
        assert!(parse_script("tap-sky")
            .unwrap_err()
            .contains("unknown command"));
        assert!(parse_script("touch-down 1 2")
            .unwrap_err()
            .contains("touch-down takes 3 argument(s), not 2"));
        assert!(parse_script("touch-cancel x")
            .unwrap_err()
            .contains("is not a whole number"));
    }
}
