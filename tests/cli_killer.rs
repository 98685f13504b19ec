//! The puzzle tool on Killer puzzles as a user runs it: `generate --variant killer` (lines and
//! JSON), and `count`, `solve` and `validate` on what it makes, on links, and on mistakes;
//! `practice` for a Killer technique.

mod common;

use common::run;
use peerless::Killer;

/// Three Medium Killers from seed 7, as `generate` writes them.
fn three_killers() -> String {
    let (out, code) = run(
        &[
            "generate",
            "--variant",
            "killer",
            "--level",
            "medium",
            "--count",
            "3",
            "--seed",
            "7",
        ],
        "",
    );
    assert_eq!(code, 0);
    out
}

#[test]
fn generated_killers_have_one_solution_each_and_a_seed_gives_the_same_ones() {
    let out = three_killers();
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 3);
    for line in &lines {
        let killer: Killer = line.parse().expect("a Killer in our format");
        assert!(killer.cages.len() >= 15, "{line}");
        assert!(line.split(':').nth(1).is_some(), "{line}");
    }
    assert_eq!(run(&["count"], &out), ("1\n1\n1\n".to_string(), 0));
    assert_eq!(
        run(&["count", "--variant", "killer", "--limit", "5"], &out).0,
        "1\n1\n1\n"
    );
    assert_eq!(three_killers(), out, "the same seed, the same puzzles");
    let (grades, code) = run(&["grade"], &out);
    assert_eq!(code, 0);
    for grade in grades.lines() {
        assert!(grade.starts_with("Medium "), "{grade}");
        assert!(!grade.contains("trial-and-error"), "{grade}");
    }
    let (threaded, _) = run(
        &[
            "generate",
            "--variant",
            "killer",
            "--level",
            "medium",
            "--count",
            "3",
            "--seed",
            "7",
            "--threads",
            "2",
        ],
        "",
    );
    assert_eq!(
        threaded, out,
        "the same puzzles in the same order on two threads"
    );

    // Each solution, written back as the givens of its Killer, is complete.
    let (solutions, code) = run(&["solve"], &out);
    assert_eq!(code, 0);
    for (line, solution) in lines.iter().zip(solutions.lines()) {
        assert_eq!(solution.len(), 81, "{solution}");
        assert!(solution.bytes().all(|b| (b'1'..=b'9').contains(&b)));
        let filled = format!("{line}:{solution}");
        assert_eq!(run(&["validate"], &filled), ("complete\n".to_string(), 0));
        assert_eq!(run(&["validate"], line), ("valid\n".to_string(), 0));
        let (first, _) = run(&["solve", "--first"], line);
        assert_eq!(first.trim(), solution);
    }
}

#[test]
fn json_lines_hold_the_puzzle_its_givens_and_its_cages() {
    let (out, code) = run(
        &[
            "generate",
            "--variant",
            "killer",
            "--level",
            "medium",
            "--count",
            "2",
            "--seed",
            "7",
            "--json",
        ],
        "",
    );
    assert_eq!(code, 0);
    let plain = three_killers();
    for (line, expected) in out.lines().zip(plain.lines()) {
        let json: serde_json::Value = serde_json::from_str(line).expect("a JSON object a line");
        assert_eq!(json["puzzle"], expected);
        assert_eq!(json["level"], "Medium");
        assert_eq!(json["givens"], ".".repeat(81));
        let cages = json["cages"].as_array().expect("the cages");
        let mut cells: Vec<String> = Vec::new();
        let mut total = 0;
        for cage in cages {
            total += cage["sum"].as_u64().expect("a sum");
            for cell in cage["cells"].as_array().expect("cells") {
                let name = cell.as_str().expect("a cell's name").to_string();
                assert!(name.starts_with('r') && name.contains('c'), "{name}");
                cells.push(name);
            }
        }
        cells.sort();
        cells.dedup();
        assert_eq!(cells.len(), 81, "the cages cover the grid once");
        assert_eq!(total, 405);
    }
}

#[test]
fn the_options_of_classic_puzzles_are_refused_for_killers() {
    for args in [
        &[
            "generate",
            "--variant",
            "killer",
            "--level",
            "easy",
            "--minimal",
        ][..],
        &[
            "generate",
            "--variant",
            "killer",
            "--level",
            "hard",
            "--symmetry",
            "mirror",
        ],
        &["generate", "--variant", "killer"],
        &["generate", "--level", "easy", "--json"],
        &["count", "--variant", "kakuro"],
    ] {
        let output = common::cli(args, b"");
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        let message = String::from_utf8_lossy(&output.stderr);
        assert!(message.starts_with("peerless-cli: "), "{message}");
    }
    let output = common::cli(&["generate", "--variant", "killer", "--minimal"], b"");
    assert!(String::from_utf8_lossy(&output.stderr).contains("--level is required"));
    let output = common::cli(
        &[
            "generate",
            "--variant",
            "killer",
            "--level",
            "easy",
            "--minimal",
        ],
        b"",
    );
    assert!(String::from_utf8_lossy(&output.stderr).contains("cages make its pattern"));
}

#[test]
fn links_mistakes_and_clashes_are_answered_line_by_line() {
    let out = three_killers();
    let killer: Killer = out.lines().next().unwrap().parse().unwrap();
    let links = format!(
        "{}\n{}\n",
        killer.to_fpuzzles_link(),
        killer.to_sudokupad_link()
    );
    assert_eq!(run(&["count"], &links), ("1\n1\n".to_string(), 0));

    let line = killer.to_string();
    let (letters, sums) = line.split_once(':').unwrap();
    let one_sum_short = format!("{letters}:{}", sums.split_once(',').unwrap().1);
    let (answer, code) = run(&["count"], &one_sum_short);
    assert!(
        answer.starts_with("invalid: line 1: the letters make"),
        "{answer}"
    );
    assert_eq!(code, 1);
    let (answer, _) = run(&["count", "--variant", "killer"], &".".repeat(81));
    assert!(
        answer.starts_with("invalid: line 1, column 1: unexpected character '.'"),
        "{answer}"
    );

    // The solution with two cells of one cage given the same digit: the cage clash is named.
    let (solution, _) = run(&["solve"], &line);
    let cage = killer.cages.as_slice()[0];
    let cells: Vec<_> = cage.cells().iter().collect();
    let (a, b) = (cells[0], cells[1]);
    let mut digits: Vec<u8> = solution.trim().bytes().collect();
    digits[b.index()] = digits[a.index()];
    let clashing = format!("{line}:{}", String::from_utf8(digits).unwrap());
    let (answer, code) = run(&["validate"], &clashing);
    assert!(answer.starts_with("conflict: "), "{answer}");
    assert!(answer.contains(&format!("(cage {a})")), "{answer}");
    assert!(answer.contains(&format!("cage {a} adds up to")), "{answer}");
    assert_eq!(code, 0, "a clash is an answer");
    let (answer, _) = run(&["solve"], &clashing);
    assert!(answer.starts_with("conflict: "), "{answer}");
    assert_eq!(run(&["count"], &clashing).0, "0\n");

    // grade reads a Killer: a level, then its techniques, the cage techniques among them.
    let (answer, code) = run(&["grade"], &line);
    let level = answer.split(' ').next().unwrap();
    assert!(level.parse::<peerless::Level>().is_ok(), "{answer}");
    assert!(answer.contains("cage-combinations"), "{answer}");
    assert_eq!(code, 0);
}

#[test]
fn a_killer_hint_reads_the_cages_and_tells_a_mistake_first() {
    let out = three_killers();
    let line = out.lines().next().unwrap();
    let (answer, code) = run(&["hint", line], "");
    assert_eq!(code, 0);
    let levels: Vec<&str> = answer.lines().collect();
    assert_eq!(levels.len(), 3, "{answer}");
    assert!(levels[2].starts_with("Cage "), "{answer}");
    assert!(levels[2].contains("adds up to"), "{answer}");
    // The same hint from the link of the same Killer.
    let killer: Killer = line.parse().unwrap();
    assert_eq!(run(&["hint", &killer.to_fpuzzles_link()], "").0, answer);

    // A wrong digit in the board so far is told before any step.
    let (solution, _) = run(&["solve"], line);
    let solution = solution.trim();
    let correct = solution.as_bytes()[40] - b'0';
    let wrong = correct % 9 + 1;
    let current = format!("{}{wrong}{}", ".".repeat(40), ".".repeat(40));
    let (answer, code) = run(&["hint", line, &current], "");
    assert_eq!(code, 0);
    assert!(answer.contains("r5c5"), "{answer}");
    assert!(answer.contains(&format!("must be {correct}")), "{answer}");
}

#[test]
fn practice_gives_a_killer_position_in_our_format_with_its_step() {
    use peerless::logic::killer;
    use peerless::{Cell, Digit, Technique};
    let (out, code) = run(&["practice", "Innies and Outies", "--seed", "1"], "");
    assert_eq!(code, 0, "{out}");
    assert_eq!(out.lines().count(), 1, "{out}");
    // The Killer with the position's digits, the candidates earlier steps removed, the step.
    let fields: Vec<&str> = out.trim_end().split('\t').collect();
    assert_eq!(fields.len(), 3, "{out}");
    let puzzle: Killer = fields[0].parse().expect("a Killer in our format");
    let mut grid = killer::grid(&puzzle.givens, &puzzle.cages);
    for removed in fields[1].split(' ').filter(|&f| f != "-") {
        let bytes = removed.as_bytes();
        assert_eq!(bytes.len(), 3, "{removed}");
        let number = |at: usize| usize::from(bytes[at] - b'0');
        let cell = Cell::new((number(1) - 1) * 9 + number(2) - 1).expect("a cell");
        let digit = Digit::new(bytes[0] - b'0').expect("a digit");
        assert!(grid.eliminate(cell, digit), "{removed} was a candidate");
    }
    // The position read back: its next step in the Killer order is the technique, in words.
    let step = killer::next_step(&grid, &puzzle.cages).expect("a step");
    assert_eq!(step.technique, Technique::InniesOuties);
    assert_eq!(fields[2], step.text());
    assert!(fields[2].starts_with("Innies and Outies: "), "{out}");
    // The line reads as a Killer in the other commands: one solution.
    assert_eq!(run(&["count"], &format!("{}\n", fields[0])).0, "1\n");
    // The same seed, the same position; the list says which techniques are the Killer's.
    assert_eq!(
        run(&["practice", "innies and outies", "--seed", "1"], "").0,
        out
    );
    let (list, _) = run(&["practice", "--list"], "");
    assert!(
        list.contains("-\tInnies and Outies (on Killer puzzles)\n"),
        "{list}"
    );
    // Every Killer technique has positions, the cage split in two among them; --from reads
    // classic puzzles.
    let (out, code) = run(&["practice", "virtual cage", "--seed", "2"], "");
    assert_eq!(code, 0);
    assert!(
        out.contains("Virtual Cage") || out.contains("virtual cage"),
        "{out}"
    );
    let (_, code) = run(&["practice", "cage combinations", "--from", "-"], "");
    assert_eq!(code, 2);
}
