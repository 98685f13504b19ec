//! A puzzle to make or grade, written as one line of text, and the puzzle done, written back
//! as the JSON of its [`PuzzleRecord`]: how the game hands its slow tasks to a worker it cannot
//! share memory with. The page's wasm has no threads, so its plugin runs the engine's own module
//! (`src/bin/peerless-engine.rs`) in a Web Worker, which [`serve`]s the errands while the page's frames go on
//! (an Extreme Killer's layouts take tens of milliseconds each, more than a frame can hold).
//!
//! The text names what decides the puzzle, so the worker makes the very puzzle the game would
//! (the same generator from the same seed, as `generate::generate_until` and its Killer
//! counterpart make it everywhere): `make killer Extreme 12345`, `grade <a puzzle's line>`.

use std::sync::atomic::AtomicBool;

use rand_chacha::rand_core::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::generate;
use crate::logic::Level;
use crate::variant::Kind;

use super::puzzle::Puzzle;
use super::puzzle_record::PuzzleRecord;

/// The word of an errand that makes a puzzle.
const MAKE: &str = "make";
/// The word of an errand that grades a puzzle brought in.
const GRADE: &str = "grade";

/// What a worker is sent to do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Errand {
    /// Make the puzzle of a kind and level from a seed.
    Make {
        /// Classic or Killer.
        kind: Kind,
        /// The level.
        level: Level,
        /// The seed of the generator.
        seed: u64,
    },
    /// Grade a puzzle brought in, given as the line [`check`](super::check) reads (checked
    /// again there).
    Grade(String),
}

impl Errand {
    /// The errand as its line of text.
    pub fn text(&self) -> String {
        match self {
            Errand::Make { kind, level, seed } => {
                format!("{MAKE} {} {} {seed}", kind.name(), level.name())
            }
            Errand::Grade(line) => format!("{GRADE} {line}"),
        }
    }

    /// The errand a line of text asks for; why not, for a line this version does not read
    /// (which only a worker of another version than its game's could be sent).
    pub fn parse(text: &str) -> Result<Errand, String> {
        if let Some(line) = text.strip_prefix(GRADE).and_then(|r| r.strip_prefix(' ')) {
            return Ok(Errand::Grade(line.to_string()));
        }
        let words: Vec<&str> = text.split(' ').collect();
        let [MAKE, kind, level, seed] = words[..] else {
            return Err(format!("not an errand: {text:?}"));
        };
        let kind = Kind::ALL
            .into_iter()
            .find(|known| known.name() == kind)
            .ok_or_else(|| format!("{MAKE}: no kind {kind:?}"))?;
        let level = level
            .parse()
            .map_err(|_| format!("{MAKE}: no level {level:?}"))?;
        let seed = seed
            .parse()
            .map_err(|_| format!("{MAKE}: not a seed: {seed:?}"))?;
        Ok(Errand::Make { kind, level, seed })
    }

    /// Does the errand: the puzzle made, or graded; why not.
    pub fn run(&self) -> Result<Puzzle, String> {
        match self {
            Errand::Make { kind, level, seed } => {
                let mut rng = ChaCha8Rng::seed_from_u64(*seed);
                let never = AtomicBool::new(false);
                let level = *level;
                let made = match kind {
                    Kind::Classic => {
                        let options = generate::Options {
                            level,
                            ..generate::Options::default()
                        };
                        generate::generate_until(&options, &mut rng, &never).map(Puzzle::from)
                    }
                    Kind::Killer => {
                        let options = generate::killer::Options { level };
                        generate::killer::generate_until(&options, &mut rng, &never)
                            .map(Puzzle::from)
                    }
                };
                made.ok_or_else(|| format!("{MAKE}: no puzzle"))
            }
            Errand::Grade(line) => super::check(line)
                .and_then(|checked| checked.grade())
                .map_err(|e| format!("{GRADE}: {e}")),
        }
    }
}

/// Does the errand a line of text asks for (the worker's side): the puzzle's record as JSON,
/// or why not.
pub fn serve(text: &str) -> Result<String, String> {
    let puzzle = Errand::parse(text)?.run()?;
    serde_json::to_string(&PuzzleRecord::of(&puzzle)).map_err(|e| e.to_string())
}

/// The puzzle a worker's answer holds, checked as a save's is.
pub fn answer(text: &str) -> Result<Puzzle, String> {
    let record: PuzzleRecord = serde_json::from_str(text).map_err(|e| e.to_string())?;
    record.to_puzzle().map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An errand's text reads back as the errand; the puzzle it brings back is the one the
    /// generator makes from its seed.
    #[test]
    fn an_errand_brings_back_the_seeds_puzzle() {
        for kind in [Kind::Classic, Kind::Killer] {
            for (level, seed) in [(Level::Easy, 3), (Level::Hard, 11)] {
                let errand = Errand::Make { kind, level, seed };
                assert_eq!(Errand::parse(&errand.text()), Ok(errand.clone()));
                let made = answer(&serve(&errand.text()).unwrap()).unwrap();
                let mut rng = ChaCha8Rng::seed_from_u64(seed);
                let expected = match kind {
                    Kind::Classic => Puzzle::from(generate::generate(
                        &generate::Options {
                            level,
                            ..generate::Options::default()
                        },
                        &mut rng,
                    )),
                    Kind::Killer => Puzzle::from(generate::killer::generate(
                        &generate::killer::Options { level },
                        &mut rng,
                    )),
                };
                assert_eq!(made, expected, "{}", errand.text());
                assert_eq!(made.variant().kind(), kind);
            }
        }
    }

    /// A puzzle brought in is graded there as here, classic and Killer.
    #[test]
    fn a_puzzle_brought_in_is_graded_as_here() {
        let classic =
            "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";
        let killer = Errand::Make {
            kind: Kind::Killer,
            level: Level::Medium,
            seed: 2,
        };
        let killer = killer.run().unwrap().line();
        for line in [classic, killer.as_str()] {
            let errand = Errand::Grade(line.to_string());
            assert_eq!(Errand::parse(&errand.text()), Ok(errand.clone()));
            let graded = answer(&serve(&errand.text()).unwrap()).unwrap();
            assert_eq!(graded, super::super::check(line).unwrap().grade().unwrap());
        }
    }

    /// What a worker cannot read, or cannot do, is said, never done as something else.
    #[test]
    fn an_errand_not_read_is_refused() {
        for text in [
            "",
            "make",
            "make killer Hard",
            "make sudoku Hard 1",
            "make classic Hardest 1",
            "make classic Hard -1",
            "make classic Hard 1 2",
            "grade ",
            "grade 123",
            "solve ...",
        ] {
            assert!(serve(text).is_err(), "{text:?}");
        }
        assert!(answer("{}").is_err());
        assert!(answer("not JSON").is_err());
    }
}
