//! What a technique finds: a [`Step`], named by its [`Technique`], with the candidates it proves
//! and the cells, units and candidates that prove it.
//!
//! The technique list, its order, the per-technique scores and levels are the public defaults of
//! HoDoKu (its `Options.java`), so that a grade computed here can be compared with the grades
//! players already know. The figures carry over; the code that finds the patterns is our own.

use std::fmt;
use std::str::FromStr;

use crate::board::{Cell, Digit};
use crate::l10n::{Arg, Localizer, Message};
use crate::logic::grid::Grid;
use crate::logic::result::result_clause;
use crate::logic::roles::{AlsSet, Chain, Role, Roles, UnitRole};
use crate::names::{parse_name, ParseNameError};
use crate::rules::Unit;
use crate::sets::{CellSet, Digits};

/// The five difficulty levels, from a puzzle that needs only singles to one that needs trial and
/// error. They correspond to HoDoKu's Easy, Medium, Hard, Unfair and Extreme.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Level {
    /// Singles only.
    Easy,
    /// Intersections and small subsets.
    Medium,
    /// Fish, wings, single-digit patterns, uniqueness, colouring.
    Hard,
    /// Finned fish, chains, almost locked sets (HoDoKu's "Unfair").
    Expert,
    /// Beyond the techniques above: forcing chains or trial and error.
    Extreme,
}

impl Level {
    /// All levels, easiest first.
    pub const ALL: [Level; 5] = [
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Expert,
        Level::Extreme,
    ];

    /// The name a player reads; [`FromStr`] reads it back in any case.
    pub const fn name(self) -> &'static str {
        match self {
            Level::Easy => "Easy",
            Level::Medium => "Medium",
            Level::Hard => "Hard",
            Level::Expert => "Expert",
            Level::Extreme => "Extreme",
        }
    }

    /// The level's name as a message of the catalogues (`level-hard`), for any language.
    pub fn message(self) -> Message {
        Message::new(match self {
            Level::Easy => "level-easy",
            Level::Medium => "level-medium",
            Level::Hard => "level-hard",
            Level::Expert => "level-expert",
            Level::Extreme => "level-extreme",
        })
    }

    /// The names of [`Level::ALL`], in order, for parsing and its error message.
    const NAMES: [&'static str; 5] = {
        let mut names = [""; 5];
        let mut i = 0;
        while i < 5 {
            names[i] = Level::ALL[i].name();
            i += 1;
        }
        names
    };

    /// The highest total score a puzzle of this level may have (HoDoKu's defaults). A puzzle whose
    /// hardest technique is, say, Medium but whose steps add up to more than 1000 is graded Hard:
    /// many medium steps make a hard puzzle.
    pub const fn max_score(self) -> u32 {
        match self {
            Level::Easy => 800,
            Level::Medium => 1000,
            Level::Hard => 1600,
            Level::Expert => 1800,
            Level::Extreme => u32::MAX,
        }
    }

    /// The next harder level (Extreme stays Extreme).
    pub const fn harder(self) -> Level {
        match self {
            Level::Easy => Level::Medium,
            Level::Medium => Level::Hard,
            Level::Hard => Level::Expert,
            Level::Expert | Level::Extreme => Level::Extreme,
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Level {
    type Err = ParseNameError;

    /// The level [`Level::name`] calls `text`, in any case (`hard`, `Hard`, `HARD`), so a level
    /// typed on a command line or written in a save reads back; anything else is an error that
    /// lists the levels.
    fn from_str(text: &str) -> Result<Level, ParseNameError> {
        parse_name(text, "level", &Level::ALL, &Level::NAMES)
    }
}

macro_rules! techniques {
    ($($(#[$doc:meta])* $variant:ident = ($name:literal, $score:literal, $level:ident),)*) => {
        /// A solving technique. The variants are listed, and [`Technique::ALL`] is ordered, from
        /// simplest to hardest in HoDoKu's default order: the logic engine tries them in this order
        /// and always takes the first that applies.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
        pub enum Technique {
            $($(#[$doc])* $variant,)*
        }

        impl Technique {
            /// Every technique, simplest first.
            pub const ALL: &'static [Technique] = &[$(Technique::$variant,)*];

            /// The name players and forums use; [`FromStr`] reads it back in any case.
            pub const fn name(self) -> &'static str {
                match self {
                    $(Technique::$variant => $name,)*
                }
            }

            /// The names of [`Technique::ALL`], in order, for parsing and its error message.
            const NAMES: &'static [&'static str] = &[$($name,)*];

            /// The score one step of this technique adds to a puzzle's total (HoDoKu's default).
            pub const fn score(self) -> u32 {
                match self {
                    $(Technique::$variant => $score,)*
                }
            }

            /// The level of a puzzle that needs this technique (HoDoKu's default).
            pub const fn level(self) -> Level {
                match self {
                    $(Technique::$variant => Level::$level,)*
                }
            }
        }
    };
}

techniques! {
    /// The last empty cell of a row, column or box.
    FullHouse = ("Full House", 4, Easy),
    /// A cell with one candidate left.
    NakedSingle = ("Naked Single", 4, Easy),
    /// The only place for a digit in a row, column or box.
    HiddenSingle = ("Hidden Single", 14, Easy),
    /// A naked pair inside one box and one line, clearing both.
    LockedPair = ("Locked Pair", 40, Medium),
    /// A naked triple inside one box and one line, clearing both.
    LockedTriple = ("Locked Triple", 60, Medium),
    /// A digit confined to one line inside a box leaves the rest of that line ("pointing").
    LockedCandidatesPointing = ("Locked Candidates (Pointing)", 50, Medium),
    /// A digit confined to one box inside a line leaves the rest of that box ("claiming").
    LockedCandidatesClaiming = ("Locked Candidates (Claiming)", 50, Medium),
    /// Two cells of a unit holding only the same two digits.
    NakedPair = ("Naked Pair", 60, Medium),
    /// Three cells of a unit holding only the same three digits.
    NakedTriple = ("Naked Triple", 80, Medium),
    /// Two digits of a unit confined to the same two cells.
    HiddenPair = ("Hidden Pair", 70, Medium),
    /// Three digits of a unit confined to the same three cells.
    HiddenTriple = ("Hidden Triple", 100, Medium),
    /// Four cells of a unit holding only the same four digits.
    NakedQuad = ("Naked Quadruple", 120, Hard),
    /// Four digits of a unit confined to the same four cells.
    HiddenQuad = ("Hidden Quadruple", 150, Hard),
    /// A digit in two rows confined to two columns (or the other way round).
    XWing = ("X-Wing", 140, Hard),
    /// A digit in three rows confined to three columns (or the other way round).
    Swordfish = ("Swordfish", 150, Hard),
    /// A digit in four rows confined to four columns (or the other way round).
    Jellyfish = ("Jellyfish", 160, Hard),
    /// A chain of cells all holding the same two digits.
    RemotePair = ("Remote Pair", 110, Hard),
    /// Every cell but one has two candidates: the odd cell takes its odd digit.
    BugPlusOne = ("Bivalue Universal Grave + 1", 100, Hard),
    /// Two parallel conjugate pairs sharing one line.
    Skyscraper = ("Skyscraper", 130, Hard),
    /// A row pair and a column pair joined in one box.
    TwoStringKite = ("2-String Kite", 150, Hard),
    /// Two conjugate pairs joined by a weak link (a three-link X-chain).
    TurbotFish = ("Turbot Fish", 120, Hard),
    /// A digit confined to a cross inside a box, combined with a conjugate pair.
    EmptyRectangle = ("Empty Rectangle", 120, Hard),
    /// Two equal bivalue cells joined by a conjugate pair.
    WWing = ("W-Wing", 150, Hard),
    /// A bivalue pivot and two bivalue pincers.
    XyWing = ("XY-Wing", 160, Hard),
    /// A three-candidate pivot and two bivalue pincers.
    XyzWing = ("XYZ-Wing", 180, Hard),
    /// Unique rectangle type 1: three corners hold only the pair.
    UniqueRectangle1 = ("Unique Rectangle Type 1", 100, Hard),
    /// Unique rectangle type 2: two corners share one extra digit, on one side.
    UniqueRectangle2 = ("Unique Rectangle Type 2", 100, Hard),
    /// Unique rectangle type 3: the extra digits form a subset with other cells.
    UniqueRectangle3 = ("Unique Rectangle Type 3", 100, Hard),
    /// Unique rectangle type 4: one of the pair is locked on the extra side.
    UniqueRectangle4 = ("Unique Rectangle Type 4", 100, Hard),
    /// Unique rectangle type 5: the extra digit in diagonal or three corners.
    UniqueRectangle5 = ("Unique Rectangle Type 5", 100, Hard),
    /// Unique rectangle type 6: one of the pair forms an X-Wing on the rectangle.
    UniqueRectangle6 = ("Unique Rectangle Type 6", 100, Hard),
    /// A unique rectangle seen through conjugate pairs.
    HiddenRectangle = ("Hidden Rectangle", 100, Hard),
    /// A rectangle of solved (not given) cells that must not become swappable: one corner left.
    AvoidableRectangle1 = ("Avoidable Rectangle Type 1", 100, Hard),
    /// A rectangle of solved (not given) cells that must not become swappable: two corners left.
    AvoidableRectangle2 = ("Avoidable Rectangle Type 2", 100, Hard),
    /// An X-Wing with extra candidates (fins) in one box.
    FinnedXWing = ("Finned X-Wing", 130, Hard),
    /// A finned X-Wing missing a body candidate.
    SashimiXWing = ("Sashimi X-Wing", 150, Hard),
    /// A Swordfish with fins in one box.
    FinnedSwordfish = ("Finned Swordfish", 200, Expert),
    /// A finned Swordfish missing a body candidate.
    SashimiSwordfish = ("Sashimi Swordfish", 240, Expert),
    /// A Jellyfish with fins in one box.
    FinnedJellyfish = ("Finned Jellyfish", 250, Expert),
    /// A finned Jellyfish missing a body candidate.
    SashimiJellyfish = ("Sashimi Jellyfish", 260, Expert),
    /// Two almost locked sets in a box-line intersection sharing its candidates.
    SueDeCoq = ("Sue de Coq", 250, Expert),
    /// One digit's conjugate pairs coloured in two colours.
    SimpleColors = ("Simple Colors", 150, Hard),
    /// Two clusters of coloured conjugate pairs that see each other.
    MultiColors = ("Multi Colors", 200, Hard),
    /// An alternating chain of strong and weak links on one digit.
    XChain = ("X-Chain", 260, Expert),
    /// A chain of bivalue cells.
    XyChain = ("XY-Chain", 260, Expert),
    /// An alternating inference chain or loop over any digits.
    NiceLoop = ("Nice Loop/AIC", 280, Expert),
    /// A nice loop or AIC that also links through groups of cells.
    GroupedNiceLoop = ("Grouped Nice Loop/AIC", 300, Expert),
    /// Two almost locked sets joined by a restricted common digit.
    AlsXz = ("ALS-XZ", 300, Expert),
    /// Three almost locked sets forming a wing.
    AlsXyWing = ("ALS-XY-Wing", 320, Expert),
    /// A chain of four or more almost locked sets joined by restricted commons.
    AlsXyChain = ("ALS-XY-Chain", 340, Expert),
    /// An X-Wing whose base or cover units include a box.
    FrankenXWing = ("Franken X-Wing", 300, Expert),
    /// A Swordfish whose base or cover units include boxes.
    FrankenSwordfish = ("Franken Swordfish", 350, Expert),
    /// A Jellyfish whose base or cover units include boxes (not in HoDoKu's default set).
    FrankenJellyfish = ("Franken Jellyfish", 370, Expert),
    /// A Franken X-Wing with fins.
    FinnedFrankenXWing = ("Finned Franken X-Wing", 390, Expert),
    /// A Franken Swordfish with fins.
    FinnedFrankenSwordfish = ("Finned Franken Swordfish", 410, Expert),
    /// A Franken Jellyfish with fins (not in HoDoKu's default set).
    FinnedFrankenJellyfish = ("Finned Franken Jellyfish", 430, Expert),
    /// An X-Wing on any units (not in HoDoKu's default set).
    MutantXWing = ("Mutant X-Wing", 450, Extreme),
    /// A Swordfish on any units (not in HoDoKu's default set).
    MutantSwordfish = ("Mutant Swordfish", 450, Extreme),
    /// A Jellyfish on any units (not in HoDoKu's default set).
    MutantJellyfish = ("Mutant Jellyfish", 450, Extreme),
    /// A mutant X-Wing with fins (not in HoDoKu's default set).
    FinnedMutantXWing = ("Finned Mutant X-Wing", 470, Extreme),
    /// A mutant Swordfish with fins (not in HoDoKu's default set).
    FinnedMutantSwordfish = ("Finned Mutant Swordfish", 470, Extreme),
    /// A mutant Jellyfish with fins (not in HoDoKu's default set).
    FinnedMutantJellyfish = ("Finned Mutant Jellyfish", 470, Extreme),
    /// A finned fish whose fins all lead, by chains, to the removal of a candidate the fish
    /// alone would remove (not in HoDoKu's default set).
    KrakenFish = ("Kraken Fish", 500, Extreme),
    /// A chain of direct consequences from a premise to a contradiction, or from every case of a
    /// cell, a unit or a candidate to the same conclusion.
    ForcingChain = ("Forcing Chain", 500, Extreme),
    /// A forcing chain whose steps may need several facts at once (singles played out from the
    /// premise).
    ForcingNet = ("Forcing Net", 700, Extreme),
    /// Killer: the digits no combination of a cage's sum and size (with what it holds) uses.
    CageCombinations = ("Cage Combinations", 8, Easy),
    /// Killer: a digit every combination of a cage holds has one place left in the cage.
    HiddenCageDigit = ("Hidden Cage Digit", 14, Easy),
    /// Killer: a cage's combinations crossed with its cells' candidates.
    CageCandidates = ("Cage Candidates", 30, Medium),
    /// Killer: a digit every combination of a cage holds, all its places seen by other cells.
    LockedCageDigit = ("Locked Cage Digit", 40, Medium),
    /// Killer: the rule of 45 in one row, column or box: its innies or its outies add up to a
    /// known sum.
    InniesOuties = ("Innies and Outies", 40, Medium),
    /// Killer: a cage's combinations crossed with those of another cage in the same unit.
    CagesInUnit = ("Cages in a Unit", 60, Hard),
    /// Killer: the rule of 45 over neighbouring rows, columns or boxes together.
    GroupInniesOuties = ("Group Innies and Outies", 70, Hard),
    /// Killer: a cage split in two, the rule of 45 in one unit giving one part's sum.
    VirtualCage = ("Virtual Cage", 40, Medium),
    /// No technique known to the engine applies: a digit from the solution, found by trial.
    Trial = ("Trial and Error", 10000, Extreme),
}

impl Technique {
    /// The name in lower case with words joined by hyphens (`hidden-single`,
    /// `locked-candidates-pointing`), for output that tools split on spaces and commas.
    pub fn slug(self) -> String {
        let mut slug = String::new();
        for word in self.name().split([' ', '/']) {
            let word: String = word
                .chars()
                .filter(|c| c.is_ascii_alphanumeric() || *c == '-')
                .map(|c| c.to_ascii_lowercase())
                .collect();
            if !word.is_empty() {
                if !slug.is_empty() {
                    slug.push('-');
                }
                slug.push_str(&word);
            }
        }
        slug
    }

    /// The technique's name as a message of the catalogues (`technique-x-wing`): the name
    /// players of each language use.
    pub fn message(self) -> Message {
        Message::new(format!("technique-{}", self.slug()))
    }

    /// The technique named as the hint's first level says it, with the article the language
    /// puts before it ("a hidden single", "an X-Wing"): `technique-x-wing-indefinite`.
    pub fn indefinite(self) -> Message {
        Message::new(format!("technique-{}-indefinite", self.slug()))
    }

    /// Whether HoDoKu's default solver uses this technique. The others (Franken and finned
    /// Franken Jellyfish, the mutant fish, the kraken fish) are off in HoDoKu's default settings,
    /// so the grader and hints skip them to grade as HoDoKu does; [`crate::logic::find`] still
    /// finds them.
    pub const fn in_default_set(self) -> bool {
        !matches!(
            self,
            Technique::FrankenJellyfish
                | Technique::FinnedFrankenJellyfish
                | Technique::MutantXWing
                | Technique::MutantSwordfish
                | Technique::MutantJellyfish
                | Technique::FinnedMutantXWing
                | Technique::FinnedMutantSwordfish
                | Technique::FinnedMutantJellyfish
                | Technique::KrakenFish
        )
    }

    /// Whether this technique reads a Killer's cages ([`crate::logic::killer`]); it finds nothing
    /// on a classic grid, and the classic order of steps leaves it out.
    pub const fn is_killer(self) -> bool {
        matches!(
            self,
            Technique::CageCombinations
                | Technique::HiddenCageDigit
                | Technique::CageCandidates
                | Technique::LockedCageDigit
                | Technique::InniesOuties
                | Technique::CagesInUnit
                | Technique::GroupInniesOuties
                | Technique::VirtualCage
        )
    }

    /// Whether the technique assumes the puzzle's only constraints are its rows, columns and
    /// boxes: the uniqueness techniques (a deadly pattern that a cage's sum may break) and
    /// Bivalue Universal Grave + 1. The Killer order of steps leaves them out.
    pub const fn is_uniqueness(self) -> bool {
        matches!(
            self,
            Technique::BugPlusOne
                | Technique::UniqueRectangle1
                | Technique::UniqueRectangle2
                | Technique::UniqueRectangle3
                | Technique::UniqueRectangle4
                | Technique::UniqueRectangle5
                | Technique::UniqueRectangle6
                | Technique::HiddenRectangle
                | Technique::AvoidableRectangle1
                | Technique::AvoidableRectangle2
        )
    }

    /// Whether this is one of the three singles, the only techniques that place digits directly.
    pub const fn is_single(self) -> bool {
        matches!(
            self,
            Technique::FullHouse | Technique::NakedSingle | Technique::HiddenSingle
        )
    }
}

impl fmt::Display for Technique {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Technique {
    type Err = ParseNameError;

    /// The technique [`Technique::name`] calls `text`, in any case (`x-wing`, `Naked Single`), as
    /// saves and tools write it; anything else (a [`Technique::slug`] included) is an error that
    /// lists the names.
    fn from_str(text: &str) -> Result<Technique, ParseNameError> {
        parse_name(text, "technique", Technique::ALL, Technique::NAMES)
    }
}

/// One pencil mark: `digit` as a candidate of `cell`.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Candidate {
    /// The cell.
    pub cell: Cell,
    /// The digit.
    pub digit: Digit,
}

impl Candidate {
    /// The candidate `digit` in `cell`.
    pub const fn new(cell: Cell, digit: Digit) -> Candidate {
        Candidate { cell, digit }
    }
}

impl fmt::Display for Candidate {
    /// Forum notation: `5r3c7` is the candidate 5 in r3c7.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.digit, self.cell)
    }
}

impl fmt::Debug for Candidate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// A set of candidates: one [`CellSet`] per digit. The searches collect eliminations in it
/// (copying and comparing it allocates nothing); a [`Step`] lists them in the end.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct CandidateSet([CellSet; 9]);

impl CandidateSet {
    /// No candidates.
    pub const EMPTY: CandidateSet = CandidateSet([CellSet::EMPTY; 9]);

    /// Adds `digit` in `cell`.
    #[inline]
    pub fn insert(&mut self, cell: Cell, digit: Digit) {
        self.0[digit.index()].insert(cell);
    }

    /// Adds `digit` in every cell of `cells`.
    #[inline]
    pub fn insert_cells(&mut self, cells: CellSet, digit: Digit) {
        self.0[digit.index()] |= cells;
    }

    /// Whether `digit` in `cell` is in the set.
    #[inline]
    pub fn contains(&self, cell: Cell, digit: Digit) -> bool {
        self.0[digit.index()].contains(cell)
    }

    /// The cells of `digit`.
    #[inline]
    pub fn cells(&self, digit: Digit) -> CellSet {
        self.0[digit.index()]
    }

    /// The number of candidates.
    #[inline]
    pub fn len(&self) -> usize {
        self.0.iter().map(|cells| cells.len()).sum()
    }

    /// Whether the set is empty.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|cells| cells.is_empty())
    }

    /// Adds every candidate of `other`.
    #[inline]
    pub fn union_with(&mut self, other: &CandidateSet) {
        for (mine, theirs) in self.0.iter_mut().zip(other.0.iter()) {
            *mine |= *theirs;
        }
    }

    /// Every cell that holds at least one candidate of the set.
    pub fn all_cells(&self) -> CellSet {
        self.0
            .iter()
            .fold(CellSet::EMPTY, |all, &cells| all | cells)
    }

    /// The candidates, cell by cell in row-major order, digits increasing within a cell; an
    /// iterator that allocates nothing, for the searches' inner loops.
    pub fn iter(&self) -> impl Iterator<Item = Candidate> + '_ {
        self.all_cells().into_iter().flat_map(move |cell| {
            Digit::ALL
                .into_iter()
                .filter(move |&digit| self.contains(cell, digit))
                .map(move |digit| Candidate::new(cell, digit))
        })
    }

    /// The candidates in the order of [`CandidateSet::iter`], as a list.
    pub fn to_vec(&self) -> Vec<Candidate> {
        self.iter().collect()
    }
}

impl fmt::Debug for CandidateSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.to_vec()).finish()
    }
}

/// One step of a logical solution: what a technique proves and why.
///
/// A step either places digits or removes candidates (a few techniques do both). Besides the
/// result, it keeps what a game needs to teach it: the cells to highlight, the units and digits
/// the pattern lives in, the candidates that make up the pattern, the pattern by role for drawing
/// it on the board (fish body and fins, pivot and pincers, colours, chains with their links, almost
/// locked sets: see [`Roles`]), and a sentence for the player.
#[derive(Clone, PartialEq, Eq)]
pub struct Step {
    /// The technique that found the step.
    pub technique: Technique,
    /// Digits the step proves, each in its cell.
    pub placements: Vec<Candidate>,
    /// Candidates the step proves false, in the order HoDoKu's solver removes them (cell by cell
    /// for most techniques, digit by digit for chains and almost locked sets, unit by unit for
    /// naked subsets): the order decides in which order new singles appear, and so which single
    /// a grader takes next.
    pub eliminations: Vec<Candidate>,
    /// The cells of the pattern (not the cells that lose candidates), for highlighting.
    pub focus_cells: CellSet,
    /// The units the pattern lives in, most important first ("look at box 5").
    pub units: Vec<Unit>,
    /// The digits the pattern is about.
    pub digits: Digits,
    /// The candidates that make up the pattern, for highlighting pencil marks: every candidate
    /// of [`Step::roles`], each once, in order.
    pub pattern: Vec<Candidate>,
    /// The pattern by role, for drawing the step candidate by candidate: see [`Roles`].
    pub roles: Roles,
    /// What the step shows and why, as a message of the catalogues: [`Step::text`] in English,
    /// [`crate::l10n::Localizer::format`] in any language.
    pub explanation: Message,
}

impl Step {
    /// The cells the step changes: where it places digits and where it removes candidates.
    pub fn target_cells(&self) -> CellSet {
        self.placements
            .iter()
            .chain(self.eliminations.iter())
            .map(|candidate| candidate.cell)
            .collect()
    }

    /// The player's sentence in English.
    pub fn text(&self) -> String {
        Localizer::english().format(&self.explanation)
    }
}

impl fmt::Display for Step {
    /// The player's sentence, in English.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text())
    }
}

impl fmt::Debug for Step {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}: placements {:?}, eliminations {:?}",
            self.technique, self.placements, self.eliminations
        )
    }
}

/// Builds a step from the parts every technique has, with the explanation's result clause
/// appended ("... That means r4c5 cannot be 7.").
pub(crate) struct StepBuilder {
    step: Step,
}

impl StepBuilder {
    /// A step of `technique` with no result yet.
    pub(crate) fn new(technique: Technique) -> StepBuilder {
        StepBuilder {
            step: Step {
                technique,
                placements: Vec::new(),
                eliminations: Vec::new(),
                focus_cells: CellSet::EMPTY,
                units: Vec::new(),
                digits: Digits::EMPTY,
                pattern: Vec::new(),
                roles: Roles::default(),
                explanation: Message::new("step"),
            },
        }
    }

    /// Sets the placement.
    pub(crate) fn place(mut self, cell: Cell, digit: Digit) -> StepBuilder {
        self.step.placements.push(Candidate::new(cell, digit));
        self
    }

    /// Sets the eliminations, cell by cell.
    pub(crate) fn eliminate(mut self, eliminations: &CandidateSet) -> StepBuilder {
        self.step.eliminations = eliminations.to_vec();
        self
    }

    /// Sets the eliminations, digit by digit (each digit's cells in order).
    pub(crate) fn eliminate_by_digit(mut self, eliminations: &CandidateSet) -> StepBuilder {
        self.step.eliminations = Digit::ALL
            .into_iter()
            .flat_map(|digit| {
                eliminations
                    .cells(digit)
                    .into_iter()
                    .map(move |cell| Candidate::new(cell, digit))
            })
            .collect();
        self
    }

    /// Sets the eliminations in the order given, each once.
    pub(crate) fn eliminate_in_order(
        mut self,
        eliminations: impl IntoIterator<Item = Candidate>,
    ) -> StepBuilder {
        let mut seen = CandidateSet::EMPTY;
        self.step.eliminations.clear();
        for candidate in eliminations {
            if !seen.contains(candidate.cell, candidate.digit) {
                seen.insert(candidate.cell, candidate.digit);
                self.step.eliminations.push(candidate);
            }
        }
        self
    }

    /// Sets the pattern's cells.
    pub(crate) fn focus(mut self, cells: CellSet) -> StepBuilder {
        self.step.focus_cells |= cells;
        self
    }

    /// Adds a unit of the pattern.
    pub(crate) fn unit(mut self, unit: Unit) -> StepBuilder {
        if !self.step.units.contains(&unit) {
            self.step.units.push(unit);
        }
        self
    }

    /// Adds the pattern's digits.
    pub(crate) fn digits(mut self, digits: Digits) -> StepBuilder {
        self.step.digits |= digits;
        self
    }

    /// Adds `digit` in every cell of `cells` to the pattern's candidates, playing `role`.
    pub(crate) fn role(mut self, cells: CellSet, digit: Digit, role: Role) -> StepBuilder {
        self.add_role(cells, digit, role);
        self
    }

    /// [`StepBuilder::role`] on a builder held by reference.
    pub(crate) fn add_role(&mut self, cells: CellSet, digit: Digit, role: Role) {
        self.step.roles.add_cells(cells, digit, role);
        for cell in cells {
            let candidate = Candidate::new(cell, digit);
            if !self.step.pattern.contains(&candidate) {
                self.step.pattern.push(candidate);
            }
        }
    }

    /// Adds every candidate of `cells` (as `grid` has them) playing `role`.
    pub(crate) fn role_all(mut self, grid: &Grid, cells: CellSet, role: Role) -> StepBuilder {
        for cell in cells {
            for digit in grid.candidates(cell) {
                self.add_role(CellSet::single(cell), digit, role);
            }
        }
        self
    }

    /// Gives `unit` a role in the pattern (for drawing; [`StepBuilder::unit`] names the units
    /// for the player).
    pub(crate) fn unit_role(mut self, unit: Unit, role: UnitRole) -> StepBuilder {
        self.step.roles.add_unit(unit, role);
        self
    }

    /// Adds a chain; its nodes' candidates play [`Role::Chain`].
    pub(crate) fn chain(mut self, chain: Chain) -> StepBuilder {
        self.add_chain(chain);
        self
    }

    /// Adds a chain whose nodes keep the roles they already have (the restricted commons between
    /// almost locked sets).
    pub(crate) fn add_links(mut self, chain: Chain) -> StepBuilder {
        if !chain.links.is_empty() {
            self.step.roles.chains.push(chain);
        }
        self
    }

    /// [`StepBuilder::chain`] on a builder held by reference.
    pub(crate) fn add_chain(&mut self, chain: Chain) {
        for node in chain.nodes() {
            self.add_role(node.cells(), node.digit(), Role::Chain);
        }
        self.step.roles.chains.push(chain);
    }

    /// Adds an almost locked set; its candidates (as `grid` has them) play [`Role::Als`] with
    /// the set's index.
    pub(crate) fn als(mut self, grid: &Grid, cells: CellSet) -> StepBuilder {
        let digits = grid.candidates_in(cells);
        let index = self.step.roles.alses.len() as u8;
        self.step.roles.alses.push(AlsSet { cells, digits });
        for digit in digits {
            self.add_role(cells & grid.cells_with(digit), digit, Role::Als(index));
        }
        self
    }

    /// Finishes the step: `reason` is the sentence up to the result, to which the technique's
    /// name and the result are added ("Hidden Single: " + "in box 5, only r5c6 can hold 7" +
    /// ". That means r5c6 is 7.": the catalogue's `step`).
    pub(crate) fn explain(self, reason: Message) -> Step {
        let result = result_clause(&self.step);
        self.explain_with(reason, result)
    }

    /// Finishes a step whose eliminations prove one digit of a cell, said as that placement
    /// alone (BUG+1 removes the cell's other candidates; its reason proves the digit).
    pub(crate) fn explain_placing(self, reason: Message, placed: Candidate) -> Step {
        let result = Arg::Clauses(vec![Message::new("result-place")
            .cell("cell", placed.cell)
            .digit("digit", placed.digit)]);
        self.explain_with(reason, result)
    }

    fn explain_with(mut self, reason: Message, result: Arg) -> Step {
        self.step.explanation = Message::new("step")
            .message("technique", self.step.technique.message())
            .message("reason", reason)
            .arg("result", result);
        self.step.pattern.sort_unstable();
        self.step
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn techniques_are_in_hodoku_order_with_its_scores() {
        assert_eq!(Technique::ALL[0], Technique::FullHouse);
        assert_eq!(Technique::HiddenSingle.score(), 14);
        assert_eq!(Technique::XWing.level(), Level::Hard);
        assert_eq!(Technique::FinnedSwordfish.level(), Level::Expert);
        assert_eq!(Technique::Trial.score(), 10000);
        assert_eq!(
            Technique::LockedCandidatesPointing.slug(),
            "locked-candidates-pointing"
        );
        assert_eq!(Technique::BugPlusOne.slug(), "bivalue-universal-grave-1");
        assert_eq!(Technique::NiceLoop.slug(), "nice-loop-aic");
        let position = |t| Technique::ALL.iter().position(|&x| x == t).unwrap();
        assert!(position(Technique::LockedPair) < position(Technique::LockedCandidatesPointing));
        assert!(position(Technique::WWing) < position(Technique::XyWing));
        assert!(position(Technique::SueDeCoq) < position(Technique::SimpleColors));
        // The enum's declaration order is the solving order.
        let mut sorted = Technique::ALL.to_vec();
        sorted.sort();
        assert_eq!(sorted, Technique::ALL);
    }

    #[test]
    fn levels_and_techniques_read_back_their_names_in_any_case() {
        for level in Level::ALL {
            assert_eq!(level.name().parse(), Ok(level));
            assert_eq!(level.name().to_uppercase().parse(), Ok(level));
            assert_eq!(level.name().to_lowercase().parse(), Ok(level));
        }
        let error = "unfair".parse::<Level>().unwrap_err();
        assert_eq!(
            error.to_string(),
            "unknown level 'unfair' (Easy, Medium, Hard, Expert or Extreme)"
        );
        assert_eq!(Technique::NAMES.len(), Technique::ALL.len());
        for &technique in Technique::ALL {
            assert_eq!(technique.name().parse(), Ok(technique));
            assert_eq!(technique.name().to_lowercase().parse(), Ok(technique));
        }
        assert_eq!("x-wing".parse(), Ok(Technique::XWing));
        assert_eq!("nice loop/aic".parse(), Ok(Technique::NiceLoop));
        let error = "hidden-single".parse::<Technique>().unwrap_err();
        assert!(error
            .to_string()
            .starts_with("unknown technique 'hidden-single' (Full House, Naked Single, "));
        assert!(error
            .to_string()
            .ends_with(", Group Innies and Outies, Virtual Cage or Trial and Error)"));
    }

    #[test]
    fn candidate_sets_list_cell_by_cell() {
        let mut set = CandidateSet::EMPTY;
        let d = |v| Digit::new(v).unwrap();
        let c = |i| Cell::new(i).unwrap();
        set.insert(c(10), d(7));
        set.insert(c(3), d(9));
        set.insert(c(10), d(2));
        assert_eq!(set.len(), 3);
        assert_eq!(format!("{set:?}"), "{9r1c4, 2r2c2, 7r2c2}");
    }

    #[test]
    fn lists_read_like_sentences() {
        let d = |v| Digit::new(v).unwrap();
        let english = |message: Message| Localizer::english().format(&message);
        let message = Message::new("result-remove")
            .cells("cells", CellSet::single(Cell::at(0, 0).unwrap()))
            .digits_nor("digits", [d(1), d(4), d(7)].into_iter().collect());
        assert_eq!(english(message), "r1c1 cannot be 1, 4 or 7");
        let message = Message::new("result-remove")
            .cells(
                "cells",
                [Cell::at(0, 0).unwrap(), Cell::at(8, 8).unwrap()]
                    .into_iter()
                    .collect(),
            )
            .digits_nor("digits", Digits::single(d(4)));
        assert_eq!(english(message), "r1c1 and r9c9 cannot be 4");
    }

    /// The eliminations of a step with the given candidates removed, as its result says them.
    fn result_of(eliminations: &[(&str, u8)]) -> String {
        let mut set = CandidateSet::EMPTY;
        for &(cell, digit) in eliminations {
            set.insert(
                crate::logic::testing::cell(cell),
                Digit::new(digit).unwrap(),
            );
        }
        let step = StepBuilder::new(Technique::NakedPair)
            .eliminate(&set)
            .explain(
                Message::new("step-trial")
                    .cell("cell", Cell::at(0, 0).unwrap())
                    .digit("digit", Digit::new(1).unwrap()),
            );
        let text = step.text();
        text.split_once("That means ").unwrap().1.to_string()
    }

    #[test]
    fn eliminations_are_said_in_as_few_clauses_as_they_allow() {
        // Digits that leave the same cells: one clause, not one a digit.
        assert_eq!(
            result_of(&[("r3c7", 1), ("r6c9", 1), ("r3c7", 5), ("r6c9", 5)]),
            "r3c7 and r6c9 cannot be 1 or 5."
        );
        // Cells that lose the same digits, when that is fewer clauses than by digit.
        assert_eq!(
            result_of(&[("r1c1", 2), ("r1c1", 3), ("r2c2", 3), ("r2c2", 4)]),
            "r1c1 cannot be 2 or 3, and r2c2 cannot be 3 or 4."
        );
        // By digit when both ways take as many clauses.
        assert_eq!(
            result_of(&[("r1c1", 2), ("r2c2", 2), ("r2c2", 7)]),
            "r1c1 and r2c2 cannot be 2, and r2c2 cannot be 7."
        );
    }
}
