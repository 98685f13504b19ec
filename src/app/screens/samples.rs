//! The menus and tool bars the text tests measure: every menu the game shows (each setting at
//! each value, each screen's words in the language spoken now) and every tool bar, built from
//! real games, for the text-fitting test (`fits.rs`) and the window-shape test (`shapes.rs`).

use std::time::Duration;

use peerless::game::{
    import, CandidateStyle, EntryMode, Game, Move, Origin, Progress, Settings, Statistics, Status,
};
use peerless::l10n::{CellNames, Language, Message};
use peerless::logic::{Level, Technique};
use peerless::variant::Kind;

use crate::app::core::worker::{NewGame, Request, Task};
use crate::app::screens::import::import_menu;
use crate::app::screens::learn;
use crate::app::screens::pause::pause_menu;
use crate::app::screens::settings::group_menu;
use crate::app::screens::settings::groups_menu;
use crate::app::screens::settings::keys_menu;
use crate::app::screens::settings::languages_menu;
use crate::app::screens::start::levels_menu;
use crate::app::screens::start::replace_menu;
use crate::app::screens::start::replace_practice_menu;
use crate::app::screens::start::start_menu;
use crate::app::screens::statistics::statistics_menu;
use crate::app::screens::summary::over_menu;
use crate::app::screens::testing::killer_won;
use crate::app::screens::waiting::checking_menu;
use crate::app::screens::waiting::generating_menu;
use crate::app::screens::waiting::practising_menu;
use crate::app::views::board::{ToolButton, ToolsView};
use crate::app::views::chart::StatsView;
use crate::app::views::icons::Icon;
use crate::app::views::menu::Menu;
use crate::app::views::settings::SettingKey;
use crate::app::views::settings::SettingsGroup;
use crate::app::views::tools::{EntryTool, PracticeTool, Tool};
use crate::app::words;

const PUZZLE: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

fn date(text: &str) -> peerless::game::Date {
    text.parse().unwrap()
}

/// A game of the classic puzzle from `origin`, an hour in, with mistakes and hints, won.
fn won(origin: Origin) -> Game {
    let mut game = Game::with_origin(import(PUZZLE).unwrap(), origin, &Settings::default());
    game.tick(Duration::from_secs(3723));
    let _ = game.apply(Move::Hint);
    let solution = *game.puzzle().solution();
    for cell in game.board().empty_cells() {
        let _ = game.apply(Move::Enter {
            cell,
            digit: solution.get(cell).unwrap(),
        });
    }
    assert_eq!(game.status(), Status::Won);
    game
}

/// A Killer in progress, an hour in, from the day's puzzles (the longest name a game has).
fn killer_playing() -> Game {
    let puzzle = crate::app::screens::testing::medium_killer();
    let mut game = Game::new_daily(puzzle, &Settings::default(), date("2026-11-30"));
    game.tick(Duration::from_secs(3723));
    game
}

/// A game lost at the mistake limit, with two wrong digits on the board.
fn lost() -> Game {
    let settings = Settings {
        mistake_limit: Some(2),
        ..Settings::default()
    };
    let mut game = Game::new(import(PUZZLE).unwrap(), &settings);
    let solution = *game.puzzle().solution();
    for cell in game.board().empty_cells().iter().take(2) {
        let right = solution.get(cell).unwrap();
        let wrong = peerless::board::Digit::ALL
            .into_iter()
            .find(|&d| d != right)
            .unwrap();
        let _ = game.apply(Move::Enter { cell, digit: wrong });
    }
    assert_eq!(game.status(), Status::Lost);
    game
}

/// Every menu the game shows, in the language spoken now, with what it is.
pub(super) fn menus() -> Vec<(String, Menu)> {
    let today = date("2026-11-30");
    let mut stats = Statistics::default();
    let games = [
        won(Origin::Generated),
        won(Origin::Daily(today)),
        won(Origin::Imported),
        won(Origin::Archive(date("2026-11-02"))),
    ];
    for game in &games {
        stats.record_game_start(game);
        stats.record_game_end(game);
    }
    let playing = {
        let mut game = Game::new(import(PUZZLE).unwrap(), &Settings::default());
        game.tick(Duration::from_secs(3723));
        game
    };
    let killer = killer_playing();
    let mut out: Vec<(String, Menu)> = vec![
        ("pause, a Killer".into(), pause_menu(&killer, true, true)),
        (
            "lost".into(),
            over_menu(&lost(), &stats, true, CellNames::Compact),
        ),
        ("import".into(), import_menu(true)),
        ("pause".into(), pause_menu(&playing, true, true)),
        ("checking".into(), checking_menu()),
        ("reading".into(), crate::app::screens::photo::reading_menu()),
        (
            "languages".into(),
            languages_menu(Some(words::language()), Language::German, None),
        ),
        (
            "languages, the system's".into(),
            languages_menu(None, Language::ChineseSimplified, Some(Language::German)),
        ),
        ("keys".into(), keys_menu()),
    ];
    for kind in Kind::ALL {
        out.push((
            format!("learn {kind:?}"),
            learn::learn_menu(kind, &Progress::default()),
        ));
        out.push((
            format!("start {kind:?}"),
            start_menu(None, &stats, today, kind),
        ));
        for game in [&playing, &killer] {
            out.push((
                format!("start {kind:?}, a game in progress"),
                start_menu(Some(game), &stats, today, kind),
            ));
        }
        out.push((format!("levels {kind:?}"), levels_menu(kind)));
        for level in Level::ALL {
            out.push((
                format!("making {kind:?} {level:?}"),
                generating_menu(kind, level),
            ));
        }
    }
    // Killers won: their own records, the daily Killer's streak, the next Killer.
    let mut killer_stats = stats.clone();
    for origin in [
        Origin::Generated,
        Origin::Daily(today),
        Origin::Archive(date("2026-11-02")),
        Origin::Imported,
    ] {
        let won = killer_won(origin);
        killer_stats.record_game_start(&won);
        killer_stats.record_game_end(&won);
        out.push((
            format!("won a Killer, {origin:?}"),
            over_menu(&won, &killer_stats, true, CellNames::Compact),
        ));
    }
    for game in &games {
        out.push((
            format!("won, {:?}", game.origin()),
            over_menu(game, &stats, true, CellNames::Compact),
        ));
    }
    // A win a hint made a move of: no best time, and the line that says why.
    let mut helped = Game::new(import(PUZZLE).unwrap(), &Settings::default());
    for _ in 0..4 {
        let _ = helped.apply(Move::Hint);
    }
    let solution = *helped.puzzle().solution();
    for cell in helped.board().empty_cells() {
        let digit = solution.get(cell).unwrap();
        let _ = helped.apply(Move::Enter { cell, digit });
    }
    out.push((
        "won, helped".into(),
        over_menu(&helped, &stats, true, CellNames::Compact),
    ));
    // The statistics of a level whose only win was helped: "Best without help", "Median of 1".
    let mut helped_stats = Statistics::default();
    helped_stats.record_game_start(&helped);
    helped_stats.record_game_end(&helped);
    let level = StatsView::Level(helped.grade().level);
    out.push((
        "statistics, a helped win".into(),
        statistics_menu(&helped_stats, Kind::Classic, today, level, today),
    ));
    // A win after a history: a new best, the median's comparison, a streak, the daily streak.
    let mut history = Statistics::default();
    for seconds in [5000, 4000, 3900] {
        let mut earlier = won(Origin::Daily(today));
        earlier.tick(Duration::from_secs(seconds));
        history.record_game_start(&earlier);
        history.record_game_end(&earlier);
    }
    let latest = won(Origin::Daily(today));
    history.record_game_start(&latest);
    history.record_game_end(&latest);
    out.push((
        "won after a history".into(),
        over_menu(&latest, &history, true, CellNames::Compact),
    ));
    for kind in Kind::ALL {
        for view in Level::ALL
            .map(StatsView::Level)
            .into_iter()
            .chain([StatsView::Imported])
        {
            out.push((
                format!("statistics {kind:?} {view:?}"),
                statistics_menu(&killer_stats, kind, today, view, today),
            ));
        }
    }
    for kind in Kind::ALL {
        for level in learn::levels_of(kind) {
            let pages = learn::techniques_of(kind, level)
                .count()
                .div_ceil(learn::PAGE)
                .max(1);
            for page in 0..pages {
                out.push((
                    format!("learn {kind:?} {level:?} page {page}"),
                    learn::level_menu(kind, level, page, &Progress::default()),
                ));
            }
        }
    }
    for &technique in Technique::ALL {
        for lesson in [false, true] {
            out.push((
                format!("finding {technique:?}"),
                practising_menu(technique, lesson),
            ));
        }
        let label = words::format(
            &Message::new("replace-practise").message("technique", technique.message()),
        );
        out.push((
            format!("replace for {technique:?}"),
            replace_menu(&playing, &label),
        ));
        out.push((
            format!("replace practice of {technique:?}"),
            replace_practice_menu(technique, &words::text("replace-play-imported")),
        ));
    }
    // The question before each new game replaces one: every kind of puzzle asked for.
    let mut requests = Vec::new();
    for kind in Kind::ALL {
        requests.push(Request::Daily(kind, today));
        requests.push(Request::Archive(kind, today));
        for level in Level::ALL {
            requests.push(Request::Random {
                kind,
                level,
                seed: 0,
            });
        }
    }
    let labels = requests
        .into_iter()
        .map(|request| NewGame(Task::Make(request)).label())
        .chain([words::text("replace-play-imported")]);
    for label in labels {
        out.push(("replace".into(), replace_menu(&playing, &label)));
        out.push(("replace a Killer".into(), replace_menu(&killer, &label)));
    }
    // Every setting at each of its values, and the system's language named.
    let mut settings = Settings::default();
    out.push(("settings".into(), groups_menu(&settings, None, true)));
    out.push((
        "settings, --lang".into(),
        groups_menu(&settings, Some(Language::Polish), false),
    ));
    for step in 0..3 {
        for group in SettingsGroup::ALL {
            out.push((
                format!("settings {group:?} {step}"),
                group_menu(group, &settings, Some(peerless::game::Theme::Light), true),
            ));
        }
        for key in SettingKey::ALL {
            key.toggle(&mut settings);
        }
    }
    out
}

/// Every tool bar as it can show: the game's and the practice screen's in each mode of the pad,
/// a lesson's before and after its example, the typing screen's (their labels share one size, so
/// a bar is measured whole).
pub(super) fn tool_bars() -> Vec<ToolsView> {
    let button = |label| {
        Some(ToolButton {
            icon: Icon::Pencil,
            label,
            enabled: true,
            on: false,
            chooser: false,
        })
    };
    let mut bars = Vec::new();
    for mode in [
        EntryMode::Digit,
        EntryMode::Centre,
        EntryMode::Corner,
        EntryMode::Colour,
    ] {
        for style in CandidateStyle::ALL {
            bars.push(Tool::ALL.map(|tool| match tool {
                Tool::Notes => button(Tool::notes_label(mode, style)),
                _ => button(tool.label()),
            }));
            bars.push(PracticeTool::SLOTS.map(|slot| match slot? {
                PracticeTool::Notes => button(Tool::notes_label(mode, style)),
                tool => button(tool.label()),
            }));
        }
    }
    for example in [false, true] {
        bars.push(PracticeTool::SLOTS.map(|slot| button(slot?.lesson_label(example)?)));
    }
    bars.push(EntryTool::SLOTS.map(|slot| button(slot?.label())));
    bars
}

/// What the summary `m` shows besides its grid and its lines.
pub(super) fn shows_of(m: &Menu) -> crate::app::layout::menus::Shows {
    crate::app::layout::menus::Shows {
        figure: !m.figure.is_empty(),
        cards: !m.cards.is_empty(),
    }
}
