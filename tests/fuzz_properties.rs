//! The fuzz targets' properties on stable, with proptest's random inputs: every boundary the
//! fuzzers cover (`fuzz/`) is also checked by `cargo test`.

#[allow(dead_code)]
mod checks {
    include!("support/fuzz_checks.rs");
}

#[allow(dead_code)]
#[path = "support/dug.rs"]
mod dug;

use proptest::prelude::*;

proptest! {
    #[test]
    fn the_parser_takes_any_bytes(data in proptest::collection::vec(any::<u8>(), 0..300)) {
        checks::check_parse(&data);
    }

    #[test]
    fn the_parser_takes_any_text_made_of_cells_and_decoration(
        data in "[.0-9 |+\\-\\n\u{2500}\u{FEFF}x]{60,100}"
    ) {
        checks::check_parse(data.as_bytes());
    }

    #[test]
    fn the_solver_takes_any_board(data in proptest::collection::vec(any::<u8>(), 82)) {
        checks::check_solve(&data);
    }

    /// Random bytes make about 31 random digits, which clash on nearly every board: the same
    /// check on boards dug from solved grids reaches one solution, several and none as well.
    #[test]
    fn the_solver_takes_boards_dug_from_grids(dug in dug::dug(), limit in any::<u8>()) {
        let mut data = dug.board.as_bytes().to_vec();
        data.push(limit);
        checks::check_solve(&data);
    }

    #[test]
    fn the_save_loader_takes_any_bytes(data in proptest::collection::vec(any::<u8>(), 0..400)) {
        checks::check_save(&data);
    }

    #[test]
    fn moves_keep_the_game_consistent(data in proptest::collection::vec(any::<u8>(), 1..200)) {
        checks::check_moves(&data);
    }
}

proptest! {
    // Hints on arbitrary grids can search long chains: fewer cases keep the suite quick.
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn the_logic_engine_takes_any_grid_and_position(
        data in proptest::collection::vec(any::<u8>(), 324)
    ) {
        checks::check_logic(&data);
    }
}
