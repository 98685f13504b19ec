//! The link reader: the forms of link each site writes, SudokuPad's shortened JSON, what is
//! refused and why, and links written here read back.

use proptest::prelude::*;
use rand_chacha::rand_core::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde_json::json;

use super::*;
use crate::board::Board;
use crate::killer::testing::random_layout;
use crate::solver::random_solution;

/// A Killer over a random grid, with a few of its digits as givens.
fn random_killer(seed: u64) -> Killer {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let solution = random_solution(&Board::EMPTY, &mut rng).unwrap();
    let cages = random_layout(&solution, 1 + (seed % 6) as usize, &mut rng);
    let mut givens = Board::EMPTY;
    for cell in Cell::ALL
        .into_iter()
        .filter(|c| (c.index() as u64).wrapping_add(seed).is_multiple_of(11))
    {
        givens.force(cell, solution.get(cell));
    }
    givens.mark_givens();
    Killer { cages, givens }
}

/// f-puzzles' JSON of a one-row-a-cage layout (each row sums to 45), with `extra` merged in.
fn fpuzzles_rows(extra: serde_json::Value) -> String {
    let rows: Vec<serde_json::Value> = (1..=9)
        .map(|r| {
            let cells: Vec<String> = (1..=9).map(|c| format!("R{r}C{c}")).collect();
            json!({"cells": cells, "value": "45"})
        })
        .collect();
    let grid = vec![vec![json!({}); 9]; 9];
    let mut puzzle = json!({"size": 9, "title": "Rows", "grid": grid, "killercage": rows});
    if let (Some(object), Some(more)) = (puzzle.as_object_mut(), extra.as_object()) {
        for (key, value) in more {
            object.insert(key.clone(), value.clone());
        }
    }
    lz_str::compress_to_base64(&puzzle.to_string())
}

#[test]
fn the_links_of_both_sites_and_their_forms_are_read() {
    let data = fpuzzles_rows(json!({}));
    let expected = from_link(&format!("https://www.f-puzzles.com/?load={data}")).unwrap();
    assert_eq!(expected.cages.len(), 9);
    assert_eq!(expected.givens, Board::EMPTY);
    for link in [
        format!("https://f-puzzles.com/?load={data}"),
        format!("https://sudokupad.app/fpuzzles{data}"),
        format!("https://sudokupad.app/fpuz{data}"),
        format!("https://sudokupad.app/sudoku/fpuzzles{data}?setting-nogrid=1"),
        format!("https://app.crackingthecryptic.com/sudoku/?puzzleid=fpuzzles{data}"),
        format!("fpuzzles{data}"),
        format!(
            "  https://www.f-puzzles.com/?load={}  ",
            data.replace('+', "%2B").replace('/', "%2F")
        ),
    ] {
        assert_eq!(from_link(&link).as_ref(), Ok(&expected), "{link}");
    }
}

#[test]
fn the_sites_links_are_known_by_their_host_alone() {
    for link in [
        "https://www.f-puzzles.com/?load=abc",
        "https://f-puzzles.com/?id=yhkyz63b",
        "  https://sudokupad.app/ddGfd499G7 ",
        "http://SudokuPad.app/scl",
        "https://app.crackingthecryptic.com/sudoku/?puzzleid=fpuzzles",
        "https://sudokupad.svencodes.com/puzzle/x",
        "https://user@sudokupad.app:443/x",
    ] {
        assert!(is_site_link(link), "{link}");
    }
    for text in [
        "https://peerless.example/#AAB:3",
        "https://notsudokupad.app/scl",
        "https://sudokupad.app.example.com/scl",
        "https://example.com/?u=https://sudokupad.app/scl",
        "ftp://sudokupad.app/scl",
        "sudokupad.app/scl",
        "sclN4Ig",
        "",
    ] {
        assert!(!is_site_link(text), "{text}");
    }
}

#[test]
fn short_links_and_other_text_are_named() {
    assert_eq!(
        from_link("https://f-puzzles.com/?id=yhkyz63b"),
        Err(LinkError::StoredOnline {
            id: "yhkyz63b".to_string()
        })
    );
    assert_eq!(
        from_link("https://sudokupad.app/ddGfd499G7"),
        Err(LinkError::StoredOnline {
            id: "ddGfd499G7".to_string()
        })
    );
    assert_eq!(from_link("hello"), Err(LinkError::NotALink));
    assert_eq!(
        from_link("https://sudokupad.app/scfABC"),
        Err(LinkError::Format {
            name: "scf".to_string()
        })
    );
    assert_eq!(
        from_link("https://sudokupad.app/sclAAAA"),
        Err(LinkError::Decompress)
    );
    assert!(LinkError::NotALink.to_string().contains("f-puzzles"));
}

#[test]
fn other_rules_irregular_grids_and_missing_sums_are_refused_by_name() {
    let link = |extra| format!("https://f-puzzles.com/?load={}", fpuzzles_rows(extra));
    assert_eq!(
        from_link(&link(
            json!({"thermometer": [{"lines": [["R1C1", "R1C2"]]}]})
        )),
        Err(LinkError::Feature {
            name: "thermometer".to_string()
        })
    );
    assert_eq!(
        from_link(&link(json!({"diagonal+": true}))),
        Err(LinkError::Feature {
            name: "diagonal+".to_string()
        })
    );
    assert!(from_link(&link(
        json!({"diagonal+": false, "author": "X", "solution": [1, 2]})
    ))
    .is_ok());
    assert!(
        from_link(&link(
            json!({"cage": [{"cells": [], "value": "title: Rows"}]})
        ))
        .is_ok(),
        "a cage of meta data is no rule"
    );
    assert_eq!(
        from_link(&link(json!({"size": 6}))),
        Err(LinkError::Size {
            rows: "6".to_string(),
            columns: "6".to_string()
        })
    );
    assert_eq!(
        from_link(&link(json!({"grid": vec![vec![json!({}); 8]; 9]}))),
        Err(LinkError::Size {
            rows: "9".to_string(),
            columns: "8".to_string()
        })
    );
    assert_eq!(
        from_link(&link(json!({"grid": null}))),
        Err(LinkError::NoGrid)
    );
    let mut grid = vec![vec![json!({}); 9]; 9];
    grid[0][0] = json!({"region": 4});
    assert_eq!(
        from_link(&link(json!({"grid": grid}))),
        Err(LinkError::Irregular)
    );
    let mut grid = vec![vec![json!({}); 9]; 9];
    grid[2][6] = json!({"value": 5, "given": true});
    grid[3][3] = json!({"value": 7});
    let read = from_link(&link(json!({"grid": grid}))).unwrap();
    let r3c7 = Cell::at(2, 6).unwrap();
    assert_eq!(
        read.givens.given_count(),
        1,
        "a value without 'given' is the player's"
    );
    assert_eq!(read.givens.get(r3c7).map(|d| d.get()), Some(5));
    let no_sum = json!({"killercage": [{"cells": ["R1C1"]}]});
    assert_eq!(from_link(&link(no_sum)), Err(LinkError::NoSum { cage: 0 }));
    let bad_cell = json!({"killercage": [{"cells": ["R10C1"], "value": "5"}]});
    assert_eq!(
        from_link(&link(bad_cell)).unwrap_err().to_string(),
        "'\"R10C1\"' is not a cell of a 9x9 grid"
    );
    let mut rows = fpuzzles_rows_json();
    rows[0]["value"] = json!("44");
    let error = from_link(&link(json!({"killercage": rows}))).unwrap_err();
    assert!(
        matches!(
            error,
            LinkError::Cages(CageError::ImpossibleSum { cage: 0, .. })
        ),
        "{error}"
    );
}

fn fpuzzles_rows_json() -> Vec<serde_json::Value> {
    (1..=9)
        .map(|r| {
            let cells: Vec<String> = (1..=9).map(|c| format!("R{r}C{c}")).collect();
            json!({"cells": cells, "value": "45"})
        })
        .collect()
}

#[test]
fn sudokupads_shortened_json_is_made_whole_as_sudokupad_does() {
    // Keys without quotes, an empty object left out between commas, `t` for true.
    assert_eq!(
        unzip("{ce:[[{v:5},,{}]],ca:[{ce:[[0,0],[0,1]],v:15,unique:t,hidden:f}],c:#0}"),
        r##"{"ce":[[{"v":5},{},{}]],"ca":[{"ce":[[0,0],[0,1]],"v":15,"unique":true,"hidden":false}],"c":"#000000"}"##
    );
    // Single quotes stand for double ones when there are none, `\'` for a quote in a string.
    assert_eq!(unzip("{t:'It\\'s'}"), r#"{"t":"It's"}"#);
    assert_eq!(
        unzip("{c:FF00aa,d:[,]}"),
        r##"{"c":"#FF00aa","d":[{},{}]}"##
    );
    let mut value: serde_json::Value =
        serde_json::from_str(&unzip("{ce:[[{v:5}]],ca:[{ce:[[0,0]],v:5}],cs:50}")).unwrap();
    expand_keys(&mut value).unwrap();
    assert_eq!(
        value,
        json!({"cells": [[{"value": 5}]], "cages": [{"cells": [[0, 0]], "value": 5}], "cellSize": 50})
    );
}

#[test]
fn a_sudokupad_link_in_the_shortened_form_reads() {
    let killer = random_killer(7);
    let cells: Vec<String> = (0..9)
        .map(|row| {
            let row: Vec<String> = (0..9)
                .map(|col| match killer.givens.get(Cell::at(row, col).unwrap()) {
                    Some(digit) => format!("{{v:{digit}}}"),
                    None => String::new(),
                })
                .collect();
            format!("[{}]", row.join(","))
        })
        .collect();
    let cages: Vec<String> = killer
        .cages
        .iter()
        .map(|cage| {
            let cells: Vec<String> = cage
                .cells()
                .iter()
                .map(|c| format!("[{},{}]", c.row(), c.col()))
                .collect();
            format!("{{ce:[{}],v:{},unique:t}}", cells.join(","), cage.sum())
        })
        .collect();
    let zipped = format!(
        "{{ce:[{}],ca:[{{v:'title: Test'}},{}],cs:50}}",
        cells.join(","),
        cages.join(",")
    );
    let link = format!(
        "https://sudokupad.app/scl{}",
        lz_str::compress_to_base64(&zipped)
    );
    assert_eq!(from_link(&link), Ok(killer));
}

proptest! {
    #[test]
    fn links_written_here_read_back(seed in any::<u64>()) {
        let killer = random_killer(seed);
        prop_assert_eq!(from_link(&killer.to_fpuzzles_link()), Ok(killer.clone()));
        prop_assert_eq!(from_link(&killer.to_sudokupad_link()), Ok(killer));
    }
}
