//! Human-style logic: the techniques a player uses, each producing a [`Step`] that explains itself,
//! and on top of them difficulty grades and progressive hints.
//!
//! One engine serves both: [`next_step`] tries the techniques from simplest to hardest and returns
//! the first that applies, [`grade`] solves a puzzle by always taking that step and adds up what it
//! took, and [`hint`] finds the next step for a game in progress, from the player's own notes.
//!
//! The technique order, the per-technique scores and the level rules are HoDoKu's public defaults,
//! so a grade here can be compared with the grades players already know.
//!
//! ```
//! use peerless::logic::{grade, Level};
//! use peerless::Board;
//!
//! let puzzle: Board =
//!     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79".parse()?;
//! let grade = grade(&puzzle).expect("a proper puzzle");
//! assert_eq!(grade.level, Level::Easy);
//! assert!(!grade.needs_trial);
//! # Ok::<(), peerless::ParseError>(())
//! ```

mod als;
mod chains;
mod coloring;
mod complex_fish;
pub mod explain;
mod fish;
mod grade;
mod grid;
mod hint;
mod intersections;
pub mod killer;
pub mod library;
mod nice_loops;
mod result;
mod roles;
mod single_digit;
mod singles;
mod singles_queue;
mod step;
mod subsets;
mod sue_de_coq;
mod tabling;
mod uniqueness;
mod wings;

#[cfg(test)]
pub(crate) mod testing;

use complex_fish::Shape;
pub use explain::{explanation, lesson};
pub use grade::{grade, solve_logically, Grade, GradeError, LogicalSolution};
pub use grid::Grid;
pub use hint::{hint, notes_are_candidates, Hint, HintLevel};
pub use roles::{AlsSet, Chain, Link, Node, Role, Roles, UnitRole};
pub use step::{Candidate, CandidateSet, Level, Step, Technique};

/// The next step a player by hand would take: the first technique, simplest first, that proves
/// something on `grid`. `None` when the grid is solved or when no technique the engine knows
/// applies (the puzzle then needs trial and error, or the grid holds a mistake).
///
/// The uniqueness techniques assume the puzzle has exactly one solution, as every proper puzzle
/// does; [`grade`] and [`hint`] check that before they call this.
pub fn next_step(grid: &Grid) -> Option<Step> {
    if grid.is_solved() {
        return None;
    }
    Technique::ALL
        .iter()
        .filter(|technique| technique.in_default_set() && !technique.is_killer())
        .find_map(|&technique| find(grid, technique))
}

/// The first step of a technique other than the three singles (the grader takes singles in
/// HoDoKu's queue order instead), remembering in `memo` what searches found for the grid's
/// digits, for the grader's next positions.
pub(crate) fn next_step_after_singles(grid: &Grid, memo: &mut Memo) -> Option<Step> {
    Technique::ALL
        .iter()
        .filter(|technique| {
            !technique.is_single() && technique.in_default_set() && !technique.is_killer()
        })
        .find_map(|&technique| find_with(grid, technique, memo))
}

/// What searches found, kept across the positions of one logical solution.
///
/// A fish search for one digit depends only on that digit's candidates, and most steps leave
/// most digits alone, so the grader asks each fish search once per digit and set of candidates
/// (the Franken searches, the costliest of the engine, run at every hard position). Hints do not
/// keep one: each hint is computed afresh.
#[derive(Default)]
pub(crate) struct Memo {
    complex_fish: complex_fish::FishMemo,
}

/// The first instance of `technique` on `grid`, or `None` when it does not apply. For a search
/// that collects several instances, the one removing the most candidates is taken (as HoDoKu
/// does), so one step does as much as the technique can.
pub fn find(grid: &Grid, technique: Technique) -> Option<Step> {
    find_with(grid, technique, &mut Memo::default())
}

/// [`find`] with the searches' memory.
fn find_with(grid: &Grid, technique: Technique, memo: &mut Memo) -> Option<Step> {
    use Technique as T;
    let fish = &mut memo.complex_fish;
    match technique {
        T::FullHouse => singles::full_house(grid),
        T::NakedSingle => singles::naked_single(grid),
        T::HiddenSingle => singles::hidden_single(grid),
        T::LockedPair => subsets::locked_pair(grid),
        T::LockedTriple => subsets::locked_triple(grid),
        T::LockedCandidatesPointing => intersections::pointing(grid),
        T::LockedCandidatesClaiming => intersections::claiming(grid),
        T::NakedPair => subsets::naked_pair(grid),
        T::NakedTriple => subsets::naked_triple(grid),
        T::HiddenPair => subsets::hidden_pair(grid),
        T::HiddenTriple => subsets::hidden_triple(grid),
        T::NakedQuad => subsets::naked_quad(grid),
        T::HiddenQuad => subsets::hidden_quad(grid),
        T::XWing => fish::basic(grid, 2),
        T::Swordfish => fish::basic(grid, 3),
        T::Jellyfish => fish::basic(grid, 4),
        T::RemotePair => chains::remote_pair(grid),
        T::BugPlusOne => uniqueness::bug_plus_one(grid),
        T::Skyscraper => single_digit::skyscraper(grid),
        T::TwoStringKite => single_digit::two_string_kite(grid),
        T::TurbotFish => single_digit::turbot_fish(grid),
        T::EmptyRectangle => single_digit::empty_rectangle(grid),
        T::WWing => wings::w_wing(grid),
        T::XyWing => wings::xy_wing(grid),
        T::XyzWing => wings::xyz_wing(grid),
        T::UniqueRectangle1
        | T::UniqueRectangle2
        | T::UniqueRectangle3
        | T::UniqueRectangle4
        | T::UniqueRectangle5
        | T::UniqueRectangle6
        | T::HiddenRectangle => uniqueness::unique_rectangle(grid, technique),
        T::AvoidableRectangle1 | T::AvoidableRectangle2 => {
            uniqueness::avoidable_rectangle(grid, technique)
        }
        T::FinnedXWing => fish::finned(grid, 2, false),
        T::SashimiXWing => fish::finned(grid, 2, true),
        T::FinnedSwordfish => fish::finned(grid, 3, false),
        T::SashimiSwordfish => fish::finned(grid, 3, true),
        T::FinnedJellyfish => fish::finned(grid, 4, false),
        T::SashimiJellyfish => fish::finned(grid, 4, true),
        T::SueDeCoq => sue_de_coq::sue_de_coq(grid),
        T::SimpleColors => coloring::simple_colors(grid),
        T::MultiColors => coloring::multi_colors(grid),
        T::XChain => chains::x_chain(grid),
        T::XyChain => chains::xy_chain(grid),
        T::NiceLoop => nice_loops::nice_loop(grid, false),
        T::GroupedNiceLoop => nice_loops::nice_loop(grid, true),
        T::AlsXz => als::als_xz(grid),
        T::AlsXyWing => als::als_xy_wing(grid),
        T::AlsXyChain => als::als_xy_chain(grid),
        T::FrankenXWing => complex_fish::complex_fish(grid, Shape::Franken, 2, false, fish),
        T::FrankenSwordfish => complex_fish::complex_fish(grid, Shape::Franken, 3, false, fish),
        T::FrankenJellyfish => complex_fish::complex_fish(grid, Shape::Franken, 4, false, fish),
        T::FinnedFrankenXWing => complex_fish::complex_fish(grid, Shape::Franken, 2, true, fish),
        T::FinnedFrankenSwordfish => {
            complex_fish::complex_fish(grid, Shape::Franken, 3, true, fish)
        }
        T::FinnedFrankenJellyfish => {
            complex_fish::complex_fish(grid, Shape::Franken, 4, true, fish)
        }
        T::MutantXWing => complex_fish::complex_fish(grid, Shape::Mutant, 2, false, fish),
        T::MutantSwordfish => complex_fish::complex_fish(grid, Shape::Mutant, 3, false, fish),
        T::MutantJellyfish => complex_fish::complex_fish(grid, Shape::Mutant, 4, false, fish),
        T::FinnedMutantXWing => complex_fish::complex_fish(grid, Shape::Mutant, 2, true, fish),
        T::FinnedMutantSwordfish => complex_fish::complex_fish(grid, Shape::Mutant, 3, true, fish),
        T::FinnedMutantJellyfish => complex_fish::complex_fish(grid, Shape::Mutant, 4, true, fish),
        T::KrakenFish => complex_fish::kraken_fish(grid),
        T::ForcingChain => tabling::forcing_chain(grid),
        T::ForcingNet => tabling::forcing_net(grid),
        // The Killer techniques need the cages: `killer::find`.
        T::CageCombinations
        | T::HiddenCageDigit
        | T::CageCandidates
        | T::LockedCageDigit
        | T::InniesOuties
        | T::CagesInUnit
        | T::GroupInniesOuties
        | T::VirtualCage => None,
        // Trial needs the solution; the grader supplies it.
        T::Trial => None,
    }
}
