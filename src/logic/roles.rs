//! What drawing a step needs: the pattern's candidates by the part they play, the units by the
//! part they play, the chains with their links, and the almost locked sets.
//!
//! A sentence can name an X-Wing, but a player learns it by seeing it: which candidates make the
//! fish, which are fins, where the links of a chain run and which of them are strong. Every
//! technique fills a [`Roles`] in its [`Step`](crate::logic::Step) as it builds it; the front end
//! draws from it alone, beside the step's placements and eliminations.
//!
//! [`Roles`] says how a front end draws each family.

use std::fmt;

use crate::board::Digit;
use crate::logic::step::Candidate;
use crate::rules::Unit;
use crate::sets::{CellSet, Digits};

/// The part a candidate plays in a step's pattern, so that it can be drawn in its own colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Role {
    /// Part of the pattern, with no finer role: a subset's digits, candidates confined to a
    /// box-line crossing, a unique rectangle's pair, a BUG cell's candidates.
    Pattern,
    /// A fish's candidate in its base units (its body).
    Base,
    /// A fin: an extra candidate in a base unit (a fish) or an extra candidate that keeps a unique
    /// rectangle from being deadly.
    Fin,
    /// An endo fin: a fish candidate in two base units at once.
    EndoFin,
    /// The pivot of a wing.
    Pivot,
    /// A pincer of a wing.
    Pincer,
    /// A colour of a colouring: 0 and 1 for the two colours of the first cluster, 2 and 3 for the
    /// second.
    Color(u8),
    /// A candidate of the almost locked set with this index in [`Roles::alses`].
    Als(u8),
    /// A node of a chain or loop; [`Roles::chains`] says how the nodes link.
    Chain,
}

/// The part a unit plays in a step's pattern.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum UnitRole {
    /// The unit the pattern lives in (a hidden single's, a subset's).
    House,
    /// A base unit: a fish's line (or box) holding the body, the unit a locked digit is confined
    /// in.
    Base,
    /// A cover unit: a fish's unit whose other candidates go, the unit a locked digit leaves.
    Cover,
}

/// A node of a chain: one candidate, or one digit in a group of cells (true when the digit is in
/// one of them).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub enum Node {
    /// One candidate.
    Candidate(Candidate),
    /// One digit in a group of cells: a box-line crossing, the box part of an empty rectangle, or
    /// the cells of an almost locked set holding the digit.
    Group {
        /// The digit.
        digit: Digit,
        /// The cells.
        cells: CellSet,
    },
}

impl Node {
    /// The node's digit.
    pub fn digit(self) -> Digit {
        match self {
            Node::Candidate(candidate) => candidate.digit,
            Node::Group { digit, .. } => digit,
        }
    }

    /// The node's cells (one for a candidate).
    pub fn cells(self) -> CellSet {
        match self {
            Node::Candidate(candidate) => CellSet::single(candidate.cell),
            Node::Group { cells, .. } => cells,
        }
    }

    /// `digit` in `cells`: a candidate node for one cell, a group node for more.
    pub fn group(digit: Digit, cells: CellSet) -> Node {
        match cells.single_cell() {
            Some(cell) => Node::Candidate(Candidate::new(cell, digit)),
            None => Node::Group { digit, cells },
        }
    }

    /// The node's candidates.
    pub fn candidates(self) -> impl Iterator<Item = Candidate> {
        let digit = self.digit();
        self.cells()
            .into_iter()
            .map(move |cell| Candidate::new(cell, digit))
    }
}

impl fmt::Display for Node {
    /// Forum notation: `5r3c7` for a candidate, `5r3c78` or `5r12c3` for a group.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Node::Candidate(candidate) => write!(f, "{candidate}"),
            Node::Group { digit, cells } => write!(f, "{digit}{}", compact_cells(cells)),
        }
    }
}

impl fmt::Debug for Node {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// Cells in compact forum form: `r1c23` for cells of one row, `r12c3` for one column, and a list
/// otherwise (`r1c2,r3c4`).
pub(crate) fn compact_cells(cells: CellSet) -> String {
    let mut rows: Vec<usize> = cells.iter().map(|c| c.row() + 1).collect();
    rows.dedup();
    let mut cols: Vec<usize> = cells.iter().map(|c| c.col() + 1).collect();
    cols.sort_unstable();
    cols.dedup();
    let digits = |list: &[usize]| list.iter().map(|n| n.to_string()).collect::<String>();
    if rows.len() == 1 || cols.len() == 1 {
        format!("r{}c{}", digits(&rows), digits(&cols))
    } else {
        let names: Vec<String> = cells.iter().map(|cell| cell.to_string()).collect();
        names.join(",")
    }
}

/// One link of a chain, read from `from` to `to`.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Link {
    /// The node the inference starts from.
    pub from: Node,
    /// The node it reaches.
    pub to: Node,
    /// Strong: `from` false makes `to` true. Weak: `from` true makes `to` false.
    pub strong: bool,
}

impl Link {
    /// A strong link: `from` false makes `to` true.
    pub fn strong(from: Node, to: Node) -> Link {
        Link {
            from,
            to,
            strong: true,
        }
    }

    /// A weak link: `from` true makes `to` false.
    pub fn weak(from: Node, to: Node) -> Link {
        Link {
            from,
            to,
            strong: false,
        }
    }
}

impl fmt::Debug for Link {
    /// `5r1c1 = 5r1c7` (strong) or `5r1c7 - 5r3c9` (weak).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sign = if self.strong { "=" } else { "-" };
        write!(f, "{} {sign} {}", self.from, self.to)
    }
}

/// A chain: its links in order. In a chain or loop each link starts where the one before ended;
/// in a net a link starts at any node reached before it.
#[derive(Clone, Default, PartialEq, Eq, Hash)]
pub struct Chain {
    /// The links, in the order of the reasoning.
    pub links: Vec<Link>,
}

impl Chain {
    /// The chain's nodes, each once, in the order the links reach them (the first link's start
    /// first).
    pub fn nodes(&self) -> Vec<Node> {
        let mut nodes = Vec::with_capacity(self.links.len() + 1);
        for link in &self.links {
            for node in [link.from, link.to] {
                if !nodes.contains(&node) {
                    nodes.push(node);
                }
            }
        }
        nodes
    }
}

impl fmt::Debug for Chain {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(&self.links).finish()
    }
}

/// An almost locked set: `cells` holding between them one digit more than there are cells.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct AlsSet {
    /// The cells.
    pub cells: CellSet,
    /// The digits the cells hold.
    pub digits: Digits,
}

/// The pattern of a step by role, for drawing it candidate by candidate.
///
/// How a front end draws each family from these roles:
///
/// - **Singles**: the placement; the unit of a hidden single or full house is a
///   [`UnitRole::House`].
/// - **Intersections** (locked candidates): the candidates confined to the crossing are
///   [`Role::Pattern`]; the unit they are confined in is [`UnitRole::Base`], the unit that loses
///   the digit elsewhere is [`UnitRole::Cover`] (the shape of a fish of size one).
/// - **Subsets** (naked, hidden and locked): the subset's candidates are [`Role::Pattern`], its
///   units [`UnitRole::House`].
/// - **Fish** (basic, finned, sashimi, Franken, mutant): the candidates in the base units are
///   [`Role::Base`], fins [`Role::Fin`], endo fins (candidates in two base units) [`Role::EndoFin`];
///   the units are [`UnitRole::Base`] and [`UnitRole::Cover`]. A kraken fish adds a chain from
///   every fin (or every base candidate of one cover unit) to the candidate it removes.
/// - **Wings**: the pivot's candidates are [`Role::Pivot`], the pincers' [`Role::Pincer`]; a W-Wing
///   draws its conjugate pair as a strong link between the two [`Role::Chain`] candidates.
/// - **Single-digit patterns and chains** (skyscraper, kite, turbot fish, empty rectangle,
///   X-chain, XY-chain, remote pair, nice loops and AICs, grouped or not): every node's candidates
///   are [`Role::Chain`], and [`Roles::chains`] holds the ordered links, each strong or weak; a
///   node may be a [`Node::Group`] (a digit in two or three cells of a box-line crossing, or the
///   box part of an empty rectangle).
/// - **Colouring**: [`Role::Color`] 0 and 1 are the two colours of the first cluster, 2 and 3 those
///   of the second (multi colours).
/// - **Uniqueness**: the rectangle's pair candidates are [`Role::Pattern`], the extra candidates
///   that keep it from being deadly are [`Role::Fin`]; a strong link the type uses is a chain.
/// - **Almost locked sets** (ALS-XZ, ALS-XY-Wing, ALS-XY-Chain, Sue de Coq): each set is listed in
///   [`Roles::alses`], and its candidates are [`Role::Als`] with the set's index; the restricted
///   commons are weak links between the sets (as group nodes of the digit in each set).
/// - **Forcing chains and nets**: one chain per branch, each starting at its premise; in a net a
///   node can have several strong links into it, and it is true when all their sources are false.
///
/// Link strength is the chain's inference: a strong link says that if `from` is false, `to` is
/// true (so at least one of the two is true); a weak link says that if `from` is true, `to` is false
/// (so at most one of the two is true). Reading a chain link by link from its first node, the nodes
/// alternate between false (before a strong link) and true (before a weak link).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Roles {
    /// The pattern's candidates, each with its role. A candidate appears once per role it plays.
    pub candidates: Vec<(Candidate, Role)>,
    /// The units of the pattern, each with its role.
    pub units: Vec<(Unit, UnitRole)>,
    /// The chains, loops or net branches, each with its links in order.
    pub chains: Vec<Chain>,
    /// The almost locked sets that [`Role::Als`] numbers.
    pub alses: Vec<AlsSet>,
}

impl Roles {
    /// The candidates playing `role`.
    pub fn with_role(&self, role: Role) -> impl Iterator<Item = Candidate> + '_ {
        self.candidates
            .iter()
            .filter(move |(_, r)| *r == role)
            .map(|(candidate, _)| *candidate)
    }

    /// The units playing `role`.
    pub fn units_with_role(&self, role: UnitRole) -> impl Iterator<Item = Unit> + '_ {
        self.units
            .iter()
            .filter(move |(_, r)| *r == role)
            .map(|(unit, _)| *unit)
    }

    /// Adds `digit` in every cell of `cells` with `role`, each candidate once per role.
    pub(crate) fn add_cells(&mut self, cells: CellSet, digit: Digit, role: Role) {
        for cell in cells {
            let entry = (Candidate::new(cell, digit), role);
            if !self.candidates.contains(&entry) {
                self.candidates.push(entry);
            }
        }
    }

    /// Adds a unit with its role, once.
    pub(crate) fn add_unit(&mut self, unit: Unit, role: UnitRole) {
        if !self.units.contains(&(unit, role)) {
            self.units.push((unit, role));
        }
    }
}
