//! A short explanation of every solving technique, in a player's words: what pattern to look for
//! and why it lets you place or remove a digit.
//!
//! The Learn screen of the game and the puzzle tool show it beside a technique's drawing, for a
//! player who knows the rules and the simpler techniques but not this one. A [`Step`]'s own
//! explanation says what one step proves on one grid; this says what the technique is, once.
//!
//! The texts are kept as data, one `&'static str` per technique, so that a translation layer can
//! take them over later without touching the engine. Each is one to three sentences of plain
//! ASCII, short enough to fit under the board on a phone.
//!
//! [`Step`]: crate::logic::Step

use crate::logic::step::Technique;

/// What `technique` is and why it works, in one to three sentences a player reads beside its
/// drawing (at most 280 characters, plain ASCII, ending with a full stop).
///
/// The match has no catch-all arm on purpose: a technique added to the engine without words for
/// the Learn screen fails to compile.
pub fn explanation(technique: Technique) -> &'static str {
    use Technique as T;
    match technique {
        T::FullHouse => {
            "A row, column or box has only one empty cell left. It takes the one digit still \
             missing there."
        }
        T::NakedSingle => {
            "A cell has only one candidate left: every other digit is already in its row, column \
             or box. That digit goes in."
        }
        T::HiddenSingle => {
            "In a row, column or box, a digit has only one cell left where it can go: every other \
             empty cell there already sees that digit. The digit goes in that cell."
        }
        T::LockedPair => {
            "Two cells in the same box and the same row or column both hold only the same two \
             digits. Those digits fill these two cells, so remove them from the rest of the box \
             and the rest of the line."
        }
        T::LockedTriple => {
            "Three cells in the same box and the same row or column hold only three digits \
             between them. Those digits fill these three cells, so remove them from the rest of \
             the box and the rest of the line."
        }
        T::LockedCandidatesPointing => {
            "Inside a box, a digit can go only in cells of one row or column. Wherever it goes in \
             the box, it is on that line, so remove it from the rest of the row or column outside \
             the box."
        }
        T::LockedCandidatesClaiming => {
            "Inside a row or column, a digit can go only in cells of one box. Wherever it goes on \
             the line, it is in that box, so remove it from the other cells of the box."
        }
        T::NakedPair => {
            "Two cells of a row, column or box both hold only the same two digits. Those digits \
             must fill the two cells, so remove them from the other cells there."
        }
        T::NakedTriple => {
            "Three cells of a row, column or box hold only three digits between them (not every \
             cell needs all three). Those digits must fill the three cells, so remove them from \
             the other cells there."
        }
        T::HiddenPair => {
            "In a row, column or box, two digits can go only in the same two cells. Those cells \
             must hold these two digits, so remove every other candidate from them."
        }
        T::HiddenTriple => {
            "In a row, column or box, three digits can go only in the same three cells. Those \
             cells must hold these three digits, so remove every other candidate from them."
        }
        T::NakedQuad => {
            "Four cells of a row, column or box hold only four digits between them. Those digits \
             must fill the four cells, so remove them from the other cells there."
        }
        T::HiddenQuad => {
            "In a row, column or box, four digits can go only in the same four cells. Those cells \
             must hold these four digits, so remove every other candidate from them."
        }
        T::XWing => {
            "A digit can go in only two cells in each of two rows, and those cells share the same \
             two columns. One of each pair holds the digit, so it fills both columns there: \
             remove it from the rest of those columns."
        }
        T::Swordfish => {
            "In each of three rows a digit can go only in cells of the same three columns. The \
             three rows put the digit once in each of those columns, so remove it from the rest \
             of them. The same works with rows and columns swapped."
        }
        T::Jellyfish => {
            "In each of four rows a digit can go only in cells of the same four columns. The four \
             rows put the digit once in each of those columns, so remove it from the rest of \
             them. The same works with rows and columns swapped."
        }
        T::RemotePair => {
            "A chain of cells that all hold only the same two digits, each cell seeing the next. \
             The digits alternate along the chain, so two cells an odd number of steps apart hold \
             both: a cell that sees both of them can hold neither digit."
        }
        T::BugPlusOne => {
            "Every empty cell has two candidates except one cell with three. Without the digit \
             that appears three times in that cell's row, column and box, the grid would have two \
             solutions, so, as the puzzle has one solution, that digit goes in the cell."
        }
        T::Skyscraper => {
            "In each of two rows a digit has only two places, and one place of each row lies in \
             the same column. Those two cannot both hold it, so one of the two other places does: \
             remove the digit from cells that see both. The same works with columns."
        }
        T::TwoStringKite => {
            "A digit has only two places in a row and two in a column, and one place of each lies \
             in the same box. Those two cannot both hold it, so one of the two far ends does: \
             remove the digit from the cell that sees both far ends."
        }
        T::TurbotFish => {
            "Two pairs of places for a digit, each the only two in its row, column or box, where \
             one end of the first sees one end of the second. Those two ends cannot both hold it, \
             so one of the far ends does: remove the digit from cells that see both far ends."
        }
        T::EmptyRectangle => {
            "In a box, a digit's places all lie on one row and one column of the box, a cross. \
             Take a column outside the box where the digit has only two places, one on the cross's \
             row: the digit cannot go where the other place's row meets the cross's column."
        }
        T::WWing => {
            "Two cells that do not see each other both hold only x and y. If a row, column or box \
             has y in just two places, one seeing each cell, the cells cannot both be y, so one \
             of them is x: remove x from cells that see both."
        }
        T::XyWing => {
            "A pivot cell holding only xy sees two cells holding only xz and yz. Whichever digit \
             the pivot takes, one of those two cells becomes z, so remove z from every cell that \
             sees both of them."
        }
        T::XyzWing => {
            "A pivot cell holding only xyz sees two cells holding only xz and yz. One of the three \
             cells must be z, so remove z from every cell that sees all three of them."
        }
        T::UniqueRectangle1 => {
            "A proper puzzle has one solution, so four corners of a rectangle in two boxes cannot \
             all end up holding only the same two digits: they could be swapped. Three corners \
             hold only the pair, so remove both digits of the pair from the fourth."
        }
        T::UniqueRectangle2 => {
            "A rectangle in two boxes holds the same pair in all four corners, and the two corners \
             on one side add one extra digit, the same in both. With one solution the pair cannot \
             fill all four, so one of the two is the extra: remove it from cells seeing both."
        }
        T::UniqueRectangle3 => {
            "A rectangle in two boxes holds the same pair, and the two corners on one side add \
             extra digits. With one solution one of them holds an extra, so treat the two as one \
             cell holding just the extras, and look for a naked subset with other cells of their \
             row, column or box."
        }
        T::UniqueRectangle4 => {
            "A rectangle in two boxes holds the pair xy, and the two corners on one side have \
             extras. If x can go nowhere else in a row, column or box they share, one is x. The \
             other being y would make the pair swappable, but there is one solution: remove y \
             from both."
        }
        T::UniqueRectangle5 => {
            "A rectangle in two boxes holds the same pair, and two diagonal corners, or three, \
             add one extra digit, the same in all. With one solution the pair cannot fill all \
             four, so one of them is the extra: remove it from cells that see all of them."
        }
        T::UniqueRectangle6 => {
            "A rectangle in two boxes holds the pair xy, with extras in two diagonal corners, and \
             x goes only in the rectangle in its two rows and columns. If the extra corners took \
             x, the others would be y, a swappable pattern: with one solution, remove x there."
        }
        T::HiddenRectangle => {
            "A rectangle in two boxes holds the pair xy, one corner holding only xy. In the row \
             and column of the opposite corner, x goes only in the rectangle. If that corner were \
             y, the pair would be swappable, but there is one solution: remove y from it."
        }
        T::AvoidableRectangle1 => {
            "Three corners of a rectangle in two boxes were solved, not given, with only two \
             digits between them. If the open corner took the digit that completes the pattern, \
             the two digits could be swapped, two solutions: so with one solution remove it there."
        }
        T::AvoidableRectangle2 => {
            "Two corners of a rectangle in two boxes were solved, not given, as x and y, and the \
             open two hold yz and xz. Taking y and x would let the four be swapped, two \
             solutions, so with one solution one of them is z: remove z from cells seeing both."
        }
        T::FinnedXWing => {
            "An X-Wing on a digit, except that one row also has extra places (fins), all in one \
             box. Either the X-Wing holds or a fin holds the digit, so remove it only from cells \
             of the X-Wing's columns that are in the fins' box."
        }
        T::SashimiXWing => {
            "A Finned X-Wing with a corner missing: in the fins' box the fish has lost a corner \
             candidate. Still either the fish or a fin holds the digit, so remove it from cells of \
             the fish's columns that see every fin."
        }
        T::FinnedSwordfish => {
            "A Swordfish on a digit, except that extra places (fins) sit in one box. Either the \
             Swordfish holds or a fin holds the digit, so remove it only from cells the fish would \
             clear that also see every fin."
        }
        T::SashimiSwordfish => {
            "A Finned Swordfish missing a corner candidate in the fins' box, so without the fins \
             it would not be a fish at all. Still either the fish or a fin holds the digit: \
             remove it from cells the fish would clear that also see every fin."
        }
        T::FinnedJellyfish => {
            "A Jellyfish (four rows, four columns) on a digit, except that extra places (fins) sit \
             in one box. Either the Jellyfish holds or a fin holds the digit, so remove it only \
             from cells the fish would clear that also see every fin."
        }
        T::SashimiJellyfish => {
            "A Finned Jellyfish missing a corner candidate in the fins' box, so without the fins \
             the four rows would not form a fish. Still either the fish or a fin holds the digit: \
             remove it from cells the fish would clear that also see every fin."
        }
        T::SueDeCoq => {
            "Where a box and a line cross, two or three cells hold at least two digits more than \
             cells. If other cells of the line and of the box each lock some of those digits, none \
             in both, the digits are shared out: clear the line's from the line, the box's from \
             the box."
        }
        T::SimpleColors => {
            "Take one digit and colour, in two alternating colours, its places linked as the only \
             two in a row, column or box: one colour holds the digit. Two cells of one colour \
             seeing each other make it false; a cell seeing both colours loses the digit."
        }
        T::MultiColors => {
            "Colour two separate clusters of one digit's linked places, two colours each. A \
             colour seeing both colours of the other cluster is false. If a colour of each sees \
             the other, one of the two remaining colours is true: cells seeing both lose it."
        }
        T::XChain => {
            "A chain on one digit alternating strong links (the only two places in a row, column \
             or box) and weak ones (two places that see each other), strong at both ends. One end \
             holds the digit, so remove it from cells that see both ends."
        }
        T::XyChain => {
            "A chain of cells with two candidates each, each seeing the next and sharing a digit \
             with it, both ends holding z. If the first cell is not z, each cell forces the next, \
             and the last is z. So one end is z: remove z from cells that see both ends."
        }
        T::NiceLoop => {
            "A chain over any cells and digits, alternating strong links (at least one of two \
             candidates is true) and weak ones (at most one is). One end is true, so what \
             conflicts with both goes; a chain closing into a loop removes its start or along its \
             weak links."
        }
        T::GroupedNiceLoop => {
            "A Nice Loop or AIC in which some links run through a group: two or three places of a \
             digit in one box and one line, counted as one node that is true if any of them is. \
             The logic is the same: what conflicts with both ends goes."
        }
        T::AlsXz => {
            "An almost locked set is N cells of a row, column or box holding N+1 digits. Two sets \
             share a digit x whose places all see each other, so one set lacks x and is locked. A \
             digit z in both is then in one of them: remove z from cells seeing every z of both."
        }
        T::AlsXyWing => {
            "Three almost locked sets (N cells, N+1 digits): A and C share x, B and C share y, \
             each with places all seeing each other. C holds x or y, so A or B is locked, and a \
             digit z in A and B is in one of them: remove z from cells seeing every z of both."
        }
        T::AlsXyChain => {
            "A chain of four or more almost locked sets (N cells, N+1 digits), each linked to the \
             next by a digit whose places all see each other, never the same twice in a row. One \
             end set is locked, so remove a digit z of both ends from cells seeing all its z."
        }
        T::FrankenXWing => {
            "An X-Wing where a box stands in for a row or column: in two rows or boxes a digit \
             goes only in cells of two columns or boxes. The first two place it once in each of \
             the others, so remove it from the rest of them. The same with columns as the base."
        }
        T::FrankenSwordfish => {
            "A Swordfish where boxes stand in for some rows or columns: in three rows or boxes a \
             digit goes only in cells of three columns or boxes. The first three place it once in \
             each of the others, so remove it from the rest of them."
        }
        T::FrankenJellyfish => {
            "A Jellyfish where boxes stand in for some rows or columns: in four rows or boxes a \
             digit goes only in cells of four columns or boxes. The first four place it once in \
             each of the others, so remove it from the rest of them."
        }
        T::FinnedFrankenXWing => {
            "A Franken X-Wing (a box among its rows or columns) with extra places, fins, outside \
             the lines and boxes it covers. Either the fish holds or a fin holds the digit, so \
             remove it only from cells the fish would clear that also see every fin."
        }
        T::FinnedFrankenSwordfish => {
            "A Franken Swordfish (boxes among its rows or columns) with extra places, fins, \
             outside the lines and boxes it covers. Either the fish or a fin holds the digit, so \
             remove it only from cells the three covers would clear that also see every fin."
        }
        T::FinnedFrankenJellyfish => {
            "A Franken Jellyfish (boxes among its rows or columns) with extra places, fins, \
             outside the lines and boxes it covers. Either the fish or a fin holds the digit, so \
             remove it only from cells the four covers would clear that also see every fin."
        }
        T::MutantXWing => {
            "A fish on any mix of rows, columns and boxes: in two of them a digit goes only in \
             cells of two others. The first two place the digit once in each of the others, so \
             remove it from the rest of those two."
        }
        T::MutantSwordfish => {
            "A fish on any mix of rows, columns and boxes: in three of them a digit goes only in \
             cells of three others. The first three place the digit once in each of the others, \
             so remove it from the rest of those three."
        }
        T::MutantJellyfish => {
            "A fish on any mix of rows, columns and boxes: in four of them a digit goes only in \
             cells of four others. The first four place the digit once in each of the others, so \
             remove it from the rest of those four."
        }
        T::FinnedMutantXWing => {
            "A Mutant X-Wing (two rows, columns or boxes covered by two others) with extra \
             places, fins, outside the covers. Either the fish or a fin holds the digit, so remove \
             it only from cells the two covers would clear that also see every fin."
        }
        T::FinnedMutantSwordfish => {
            "A Mutant Swordfish (three rows, columns or boxes covered by three others) with extra \
             places, fins, outside the covers. Either the fish or a fin holds the digit, so remove \
             it only from cells the covers would clear that also see every fin."
        }
        T::FinnedMutantJellyfish => {
            "A Mutant Jellyfish (four rows, columns or boxes covered by four others) with extra \
             places, fins, outside the covers. Either the fish or a fin holds the digit, so remove \
             it only from cells the covers would clear that also see every fin."
        }
        T::KrakenFish => {
            "A finned fish that removes nothing by itself. Either the fish or a fin holds the \
             digit, so a candidate the fish would remove goes anyway if chains show that every \
             fin, when true, removes it too."
        }
        T::ForcingChain => {
            "Assume a candidate true, or false, and follow its direct consequences one by one. If \
             that leads to a contradiction, the assumption is wrong; if every candidate of a cell, \
             or every place of a digit in a row, column or box, leads to one result, it holds."
        }
        T::ForcingNet => {
            "A forcing chain whose steps may need several facts at once: the assumption is played \
             out with singles, so a cell can be settled once its other candidates are gone. A \
             contradiction disproves it, and a result that every case reaches holds."
        }
        T::Trial => {
            "None of the techniques here applies, so guess: try each candidate of a cell in turn \
             and play on. Every guess but one leads to a contradiction, so the one left goes in. \
             This is trial and error, not a pattern you can see."
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    #[test]
    fn every_technique_has_a_short_plain_text() {
        for &technique in Technique::ALL {
            let text = explanation(technique);
            assert!(!text.trim().is_empty(), "{technique}: empty");
            assert!(
                text.len() <= 280,
                "{technique}: {} characters, at most 280",
                text.len()
            );
            assert!(text.is_ascii(), "{technique}: not plain ASCII");
            assert!(text.ends_with('.'), "{technique}: no full stop at the end");
            assert!(!text.contains("  "), "{technique}: a double space");
            let sentences = text.matches(". ").count() + 1;
            assert!(sentences <= 3, "{technique}: {sentences} sentences");
        }
    }

    #[test]
    fn no_two_techniques_share_a_text() {
        let mut seen = HashMap::new();
        for &technique in Technique::ALL {
            if let Some(other) = seen.insert(explanation(technique), technique) {
                panic!("{other} and {technique} share a text");
            }
        }
    }

    #[test]
    fn uniqueness_techniques_say_they_rely_on_one_solution() {
        use Technique as T;
        for technique in [
            T::BugPlusOne,
            T::UniqueRectangle1,
            T::UniqueRectangle2,
            T::UniqueRectangle3,
            T::UniqueRectangle4,
            T::UniqueRectangle5,
            T::UniqueRectangle6,
            T::HiddenRectangle,
            T::AvoidableRectangle1,
            T::AvoidableRectangle2,
        ] {
            assert!(
                explanation(technique).contains("one solution"),
                "{technique}: does not say it relies on one solution"
            );
        }
    }
}
