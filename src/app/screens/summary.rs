//! The end of a game: the summary of a win (the finished grid, the time against the best, the
//! mistakes and hints, the techniques, the streaks, the line to share) or of a game lost to
//! the mistake limit, drawn from what was gathered when the game ended.

use std::fmt::Write as _;
use std::ops::Range;
use std::time::Duration;

use peerless::game::{Game, LevelStats, Origin, Statistics, Status};
use peerless::l10n::{Arg, CellNames, Message};
use peerless::logic::{Level, Technique};
use peerless::variant::Kind;

use crate::app::layout::figures;
use crate::app::layout::menus::SummaryParts;
use crate::app::layout::Rect;
use crate::app::render::board::small_grid;
use crate::app::render::menu::card_word;
use crate::app::render::paint::{color, Painter};
use crate::app::script;
use crate::app::views::board::rise_offset;
use crate::app::views::chart::{best_name, median_name};
use crate::app::views::menu::{Menu, MenuAction, MenuItem, MenuShape, Screen};
use crate::app::views::theme::RISE_DP;
use crate::app::words::names::date_text;
use crate::app::words::names::{clock, level_and_time, level_name};
use crate::app::words::{self, text};
use crate::app::App;

/// The line a player shares after a win: `Peerless daily 2026-11-30 · Hard · 6:41 · no hints`
/// (the date as the standard writes it, so the line reads the same to every player). A past
/// day's puzzle says it came from the archive; an imported puzzle says what it is and the level
/// the engine graded it, and no time: it may have come nearly solved, and its time is no
/// level's. A Killer says it was one: `Peerless · Killer · Hard · 9:12 · no hints`, `Peerless ·
/// imported Killer, graded Hard · no hints`.
pub fn share_line(game: &Game) -> String {
    let hints = words::format(&Message::new("count-hints").number("n", game.hints_used() as usize));
    let level = level_name(game.grade().level);
    let killer = game.puzzle().cages().is_some();
    let mut line = match game.origin() {
        Origin::Imported => {
            let id = if killer {
                "share-imported-killer"
            } else {
                "share-imported"
            };
            let mut line = words::format(&Message::new(id).text("level", level.as_str()));
            let _ = write!(line, " · {hints}");
            line
        }
        origin => {
            let mut line = match origin {
                Origin::Daily(date) => {
                    words::format(&Message::new("share-daily").text("date", date.to_string()))
                }
                Origin::Archive(date) => {
                    words::format(&Message::new("share-archive").text("date", date.to_string()))
                }
                _ => "Peerless".to_string(),
            };
            if killer {
                let _ = write!(line, " · {}", text("share-killer"));
            }
            let _ = write!(line, " · {level} · {} · {hints}", clock(game.elapsed()));
            line
        }
    };
    if game.mistakes() > 0 {
        let _ = write!(
            line,
            " · {}",
            words::format(&Message::new("count-mistakes").number("n", game.mistakes() as usize))
        );
    }
    line
}

/// The end of a game: a summary of a win (the finished grid, the time, mistakes and hints, the
/// level's techniques, the best time and streaks), or what lost it (its cells named as
/// `names` says: the player's setting).
pub fn over_menu(game: &Game, statistics: &Statistics, can_copy: bool, names: CellNames) -> Menu {
    if game.status() == Status::Won {
        won_menu(game, statistics, can_copy)
    } else {
        lost_menu(game, names)
    }
}

/// The most techniques the summary names: the hardest, the others counted.
const NEEDED_NAMED: usize = 5;

/// How many recent wins a level needs before a win is compared with their median.
const MEDIAN_AFTER: usize = 3;

fn won_menu(game: &Game, statistics: &Statistics, can_copy: bool) -> Menu {
    let level = game.grade().level;
    let kind = game.puzzle().variant().kind();
    let killer = kind == Kind::Killer;
    // A Killer's words where a classic game's name a daily puzzle or a kind of game.
    let id = |classic: &'static str, of_killer: &'static str| {
        Message::new(if killer { of_killer } else { classic })
    };
    let record = statistics.level_of(kind, level);
    let days = statistics.daily_of(kind);
    let mut body = vec![
        match game.origin() {
            Origin::Daily(date) => words::format(
                &id("won-daily", "won-daily-killer")
                    .text("level", level_name(level))
                    .text("time", clock(game.elapsed()))
                    .text("date", date_text(date)),
            ),
            // What the game is, with its time: `Daily of 15 November · Medium · 6:41`.
            _ => level_and_time(game),
        },
        words::format(
            &Message::new("won-mistakes-hints")
                .number("mistakes", game.mistakes() as usize)
                .number("hints", game.hints_used() as usize),
        ),
    ];
    // The level's records as cards (the best, the median of recent wins, the streak), as the
    // statistics show them; what this win did to them in sentences under them.
    let cards = match game.origin() {
        Origin::Generated | Origin::Daily(_) => record_cards(record),
        _ => Vec::new(),
    };
    // Each record is a line of its own: a sentence each, never pieces glued together.
    let records = match game.origin() {
        Origin::Generated | Origin::Daily(_) => {
            let mut parts = Vec::new();
            match record.best_time {
                // A hint's or a reveal's help: a win, and no best time, which the player is told.
                _ if game.assisted() => {
                    parts.push(words::format(&Message::new("won-no-best").text(
                        "by",
                        if game.hint_moves() > 0 {
                            "hint"
                        } else {
                            "reveal"
                        },
                    )))
                }
                Some(best) if best == game.elapsed() => parts.push(text("won-new-best")),
                // The best time is its card's.
                _ => {}
            }
            // Against the level's recent wins, once there are enough for a median to mean
            // something, unless this time is a record or matches it.
            if let (false, Some(median)) = (game.assisted(), record.median_recent()) {
                let time = game.elapsed();
                let whole = |t: Duration| Duration::from_secs(t.as_secs());
                let (time, median) = (whole(time), whole(median));
                if record.recent.len() >= MEDIAN_AFTER && time != median {
                    let faster = time < median;
                    let diff = if faster { median - time } else { time - median };
                    parts.push(words::format(
                        &Message::new("won-vs-median")
                            .text("diff", clock(diff))
                            .text("faster", if faster { "yes" } else { "no" }),
                    ));
                }
            }
            if game.daily().is_some() {
                parts.push(words::format(
                    &id("won-daily-streak", "won-daily-killer-streak")
                        .number("n", days.streak as usize),
                ));
            }
            parts
        }
        // Such a puzzle may have come nearly solved: no level's best time or streak.
        Origin::Imported => vec![words::format(
            &Message::new("won-imported").text("level", level_name(level)),
        )],
        // The best of this day's puzzle from the archive: no level's record.
        Origin::Archive(date) => vec![match days.archive_time(date) {
            Some(best) => {
                words::format(&Message::new("won-archive-best").text("time", clock(best)))
            }
            None => text("won-archive"),
        }],
    };
    body.extend(records);
    // The singles go without saying once anything harder was needed (every puzzle needs
    // them): a Killer's list of a dozen techniques took a short window's last line.
    let singles = |t: Technique| {
        matches!(
            t,
            Technique::FullHouse | Technique::NakedSingle | Technique::HiddenSingle
        )
    };
    let used = &game.grade().techniques;
    let beyond = used.iter().any(|&(t, _)| !singles(t));
    let named: Vec<Technique> = used
        .iter()
        .map(|&(t, _)| t)
        .filter(|&t| !(beyond && singles(t)))
        .collect();
    // The hardest few, in the grade's order, then how many more: the list stays a line or
    // two in every language.
    let mut by_score = named.clone();
    by_score.sort_by_key(|t| std::cmp::Reverse(t.score()));
    let cut = by_score.get(NEEDED_NAMED).map(|t| t.score());
    let mut techniques: Vec<Message> = Vec::new();
    let mut shown = 0;
    for &t in &named {
        let hard = cut.is_none_or(|cut| t.score() > cut);
        if hard && shown < NEEDED_NAMED {
            techniques.push(t.message());
            shown += 1;
        }
    }
    if shown < named.len() {
        let more = named.len() - shown;
        techniques.push(Message::new("won-needed-more").number("n", more));
    }
    body.push(words::format(
        &Message::new("won-needed").arg("techniques", Arg::Sequence(techniques)),
    ));
    // The next game first, the primary action: filled with the accent, and where the keyboard's
    // and a screen reader's focus starts.
    let mut items = vec![
        MenuItem::new(new_game_of(kind, level), MenuAction::Level(level)).primary(),
        MenuItem::new(text("won-other-level"), MenuAction::NewGame),
    ];
    if can_copy {
        items.push(MenuItem::new(
            text("won-copy-result"),
            MenuAction::CopyResult,
        ));
    }
    items.push(MenuItem::new(text("main-menu"), MenuAction::Home));
    Menu {
        title: text("won-title"),
        subtitle: String::new(),
        items,
        shape: MenuShape::Summary,
        body,
        grid: Some(*game.board()),
        figure: clock(game.elapsed()),
        cards,
        ..Menu::default()
    }
}

/// A level's records as the summary's cards, each a figure and its name: the best time, the
/// median of the recent wins (a dash until there are enough for it to mean something), the
/// streak with its best.
fn record_cards(record: &LevelStats) -> Vec<(String, String)> {
    let dash = || "\u{2013}".to_string();
    let median = record
        .median_recent()
        .filter(|_| record.recent.len() >= MEDIAN_AFTER);
    vec![
        (record.best_time.map_or_else(dash, clock), best_name(record)),
        (median.map_or_else(dash, clock), median_name(record)),
        (
            record.current_streak.to_string(),
            words::format(
                &Message::new("stats-card-streak").number("best", record.best_streak as usize),
            ),
        ),
    ]
}

/// The button that starts a new game of `kind` and `level`, as the game that ended was:
/// "New Hard game", "New Hard Killer" (see `App::menu_action`, which starts the ended game's
/// kind from this screen).
fn new_game_of(kind: Kind, level: Level) -> String {
    let id = match kind {
        Kind::Classic => "new-game-of",
        Kind::Killer => "new-killer-of",
    };
    words::format(&Message::new(id).text("level", level_name(level)))
}

fn lost_menu(game: &Game, names: CellNames) -> Menu {
    let level = game.grade().level;
    let wrong: Vec<Message> = game
        .wrong_entries()
        .iter()
        .filter_map(|cell| {
            let digit = game.board().get(cell)?;
            Some(
                Message::new("lost-cell-is-not")
                    .cell("cell", cell)
                    .digit("digit", digit),
            )
        })
        .collect();
    let body = vec![
        words::format(&Message::new("lost-limit").number("n", game.mistakes() as usize)),
        if wrong.is_empty() {
            text("lost-taken-back")
        } else {
            words::format_with(
                &Message::new("lost-wrong-now").arg("cells", Arg::Sequence(wrong)),
                names,
            )
        },
        text("lost-play-on-or-again"),
    ];
    Menu {
        title: text("lost-title"),
        subtitle: String::new(),
        items: vec![
            MenuItem::new(text("lost-play-on"), MenuAction::PlayOn),
            MenuItem::new(text("lost-try-again"), MenuAction::Restart),
            MenuItem::new(
                new_game_of(game.puzzle().variant().kind(), level),
                MenuAction::Level(level),
            ),
            MenuItem::new(text("main-menu"), MenuAction::Home),
        ],
        shape: MenuShape::Summary,
        body,
        grid: Some(*game.board()),
        wrong: game.wrong_entries(),
        ..Menu::default()
    }
}

/// Draws the end of a game: the finished grid (givens bold, the player's digits in the accent)
/// and the summary's wrapped lines, centred. `body` is the menu's body as one text and `lines`
/// its lines, wrapped to the parts' width. `pop` (0 to 1) plays the win: a cascade of light
/// across the grid while the lines rise to their places with the buttons.
pub fn draw(
    p: &Painter,
    m: &Menu,
    parts: &SummaryParts,
    body: &str,
    lines: &[Range<usize>],
    pop: Option<f32>,
) {
    if let Some(board) = m.grid.as_ref().filter(|_| parts.grid.w > 0.0) {
        small_grid(p, board, m.wrong, parts.grid, pop);
    }
    let height = f32::from(p.sizes.body) * 1.35;
    let rise = pop.map_or(0.0, |t| rise_offset(t) * RISE_DP * p.layout.dp);
    // The time, large, in the accent's ink; it rises in with the rest.
    if !m.figure.is_empty() && parts.figure.h > 0.0 {
        let f = parts.figure;
        let at = Rect::new(f.x, f.y + rise, f.w, f.h);
        p.text(&m.figure, at, p.bold(p.sizes.title, p.palette.accent));
    }
    // The records' cards, as the statistics draw theirs; they rise in with the rest.
    let lift = |r: Rect| Rect::new(r.x, r.y + rise, r.w, r.h);
    let pal = p.palette;
    if parts.cards.h > 0.0 {
        for i in 0..m.cards.len() {
            let r = lift(parts.card(i, m.cards.len(), p.layout.dp));
            p.round(r, p.radius(r), color(pal.button));
        }
        figures::summary_cards(p.layout, p.sizes, m, parts, p, |t| {
            card_word(p, &t, lift(t.rect))
        });
    }
    let r = lift(parts.lines);
    // As many lines as the window holds (all, but in one smaller than any phone).
    for (i, range) in lines.iter().take(parts.shown).enumerate() {
        let y = r.y + i as f32 * height;
        // The first line (the level and time) stands out; the others are quieter.
        let style = if i == 0 {
            p.bold(p.sizes.body, p.palette.text)
        } else {
            p.regular(p.sizes.body, p.palette.text)
        };
        p.text(&body[range.clone()], Rect::new(r.x, y, r.w, height), style);
    }
}

impl App {
    /// The game was won or lost: the statistics, the end screen (with a celebration for a win),
    /// and a save at once.
    pub(crate) fn game_over(&mut self, now: Duration) {
        let data = &mut self.session.data;
        let Some(game) = data.game.as_ref() else {
            return;
        };
        data.statistics.record_game_end(game);
        let won = game.status() == Status::Won;
        if self.reporting {
            if won {
                script::say(format_args!(
                    "won {} in {} with {} mistakes",
                    game.grade().level.name(),
                    clock(game.elapsed()),
                    game.mistakes()
                ));
            } else {
                script::say(format_args!("lost after {} mistakes", game.mistakes()));
            }
        }
        let motion = !self.session.data.settings.reduced_motion;
        self.view.celebrate((won && motion).then_some(now));
        self.show(Screen::Over);
        self.session.save_now(now);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::screens::testing::*;
    use peerless::game::{import, Settings};

    /// A Killer's summary: the Killer records and the daily Killer's streak, not the classic
    /// ones; its next game a Killer; its techniques the hardest few and how many more.
    #[test]
    fn a_won_killer_is_summed_up_with_the_killer_records() {
        use crate::app::screens::testing::killer_won;
        let today: peerless::game::Date = "2026-11-30".parse().unwrap();
        let mut stats = Statistics::default();
        // A classic daily won the same day: its streak is not the Killer's.
        let classic = won_game(95, false);
        stats.record_game_start(&classic);
        stats.record_game_end(&classic);
        let game = killer_won(Origin::Daily(today));
        stats.record_game_start(&game);
        stats.record_game_end(&game);
        let menu = over_menu(&game, &stats, true, CellNames::Compact);
        assert_eq!(
            menu.body[0],
            "Medium · 1:02:03 · daily Killer of 30 November 2026"
        );
        assert!(
            menu.body.contains(&"daily Killer streak 1".to_string()),
            "{:?}",
            menu.body
        );
        // The Killer Medium record: one win, its time the best.
        assert_eq!(menu.cards[0].0, "1:02:03", "{:?}", menu.cards);
        assert_eq!(menu.items[0].label, "New Medium Killer");
        let needed = menu.body.last().unwrap();
        assert!(needed.starts_with("Needed: "), "{needed}");
        assert!(
            !needed.contains("Naked Single"),
            "the singles go without saying: {needed}"
        );
        let named = game.grade().techniques.len() - 3;
        if named > NEEDED_NAMED {
            assert!(needed.ends_with(" more"), "{needed}");
        }
    }

    #[test]
    fn a_won_game_sums_up_its_time_hints_techniques_and_share_line() {
        let game = won_game(95, true);
        let mut stats = Statistics::default();
        stats.record_game_start(&game);
        stats.record_game_end(&game);
        let menu = over_menu(&game, &stats, true, CellNames::Compact);
        assert_eq!(menu.title, "Solved!");
        assert_eq!(menu.shape, MenuShape::Summary);
        assert_eq!(menu.grid.as_ref(), Some(game.board()));
        assert_eq!(menu.body[0], "Easy · 1:35");
        assert_eq!(menu.body[1], "No mistakes · 1 hint");
        assert_eq!(menu.body[2], "A new best time");
        assert!(menu.body[3].starts_with("Needed: "), "{}", menu.body[3]);
        assert_eq!(share_line(&game), "Peerless · Easy · 1:35 · 1 hint");
        assert_eq!(menu.items[0].action, MenuAction::Level(Level::Easy));
        assert_eq!(menu.items[2].action, MenuAction::CopyResult);
        // The next game of the level is the one primary action.
        let primary: Vec<MenuAction> = menu
            .items
            .iter()
            .filter(|item| item.primary)
            .map(|item| item.action)
            .collect();
        assert_eq!(primary, [MenuAction::Level(Level::Easy)]);
        // Without a clipboard there is nothing to copy to.
        let menu = over_menu(&game, &stats, false, CellNames::Compact);
        assert!(menu
            .items
            .iter()
            .all(|item| item.action != MenuAction::CopyResult));
    }

    #[test]
    fn a_win_is_compared_with_the_median_of_the_recent_ones() {
        let mut stats = Statistics::default();
        for seconds in [100, 120, 140] {
            let earlier = won_game(seconds, false);
            stats.record_game_start(&earlier);
            stats.record_game_end(&earlier);
        }
        let game = won_game(95, false);
        stats.record_game_start(&game);
        stats.record_game_end(&game);
        let menu = over_menu(&game, &stats, true, CellNames::Compact);
        assert_eq!(menu.body[2], "A new best time");
        assert_eq!(menu.body[3], "0:25 faster than your median");
        assert!(menu.body[4].starts_with("Needed: "), "{:?}", menu.body);
        // The records as cards: the best (this time), the median compared with, the streak.
        let median = clock(stats.easy.median_recent().unwrap());
        let card = |figure: &str, name: &str| (figure.to_string(), name.to_string());
        assert_eq!(
            menu.cards,
            [
                card("1:35", "Best"),
                card(&median, "Median of 4"),
                card("4", "Streak (best 4)")
            ]
        );
        // Too few wins for a median to mean something: no comparison, a dash on its card.
        let mut few = Statistics::default();
        for seconds in [100, 95] {
            let g = won_game(seconds, false);
            few.record_game_start(&g);
            few.record_game_end(&g);
        }
        let menu = over_menu(&won_game(95, false), &few, true, CellNames::Compact);
        assert!(
            !menu.body.iter().any(|l| l.contains("median")),
            "{:?}",
            menu.body
        );
        assert_eq!(menu.cards[1].0, "\u{2013}");
    }

    #[test]
    fn a_win_a_hint_made_a_move_of_sets_no_best_time_and_says_why() {
        let mut game = Game::new(import(PUZZLE).unwrap(), &Settings::default());
        game.tick(Duration::from_secs(60));
        for _ in 0..4 {
            let _ = game.apply(peerless::game::Move::Hint);
        }
        assert_eq!(game.hint_moves(), 1);
        let solution = *game.puzzle().solution();
        for cell in game.board().empty_cells() {
            let digit = solution.get(cell).unwrap();
            let _ = game.apply(peerless::game::Move::Enter { cell, digit });
        }
        let mut stats = Statistics::default();
        stats.record_game_start(&game);
        stats.record_game_end(&game);
        assert_eq!((stats.easy.won, stats.easy.best_time), (1, None));
        let menu = over_menu(&game, &stats, true, CellNames::Compact);
        assert_eq!(
            menu.body[2],
            "A hint made a move: this time does not count as a best time."
        );
        assert!(!menu.body.iter().any(|line| line.contains("new best")));
    }

    #[test]
    fn a_won_killers_share_line_says_it_was_a_killer() {
        let killer = import(KILLER).unwrap();
        for (origin, expected) in [
            (
                Origin::Imported,
                "Peerless · imported Killer, graded Medium · 1 hint",
            ),
            (
                Origin::Generated,
                "Peerless · Killer · Medium · 1:35 · 1 hint",
            ),
        ] {
            let game = won_game_of_puzzle(killer.clone(), origin, 95, true);
            assert_eq!(share_line(&game), expected);
        }
        // In every language, the Killer is named.
        let game = won_game_of_puzzle(killer, Origin::Generated, 95, false);
        for language in peerless::l10n::Language::SHIPPED {
            words::set_language(language);
            let line = share_line(&game);
            let name = text("share-killer");
            assert!(
                line.contains(&name) && !name.is_empty(),
                "{language:?}: {line}"
            );
        }
        words::set_language(peerless::l10n::Language::English);
    }

    #[test]
    fn the_share_line_names_a_daily_puzzle_and_counts_nothing_it_lacks() {
        let mut game = Game::new_daily(
            import(PUZZLE).unwrap(),
            &Settings::default(),
            date("2026-11-30"),
        );
        game.tick(Duration::from_secs(401));
        assert_eq!(
            share_line(&game),
            "Peerless daily 2026-11-30 · Easy · 6:41 · no hints"
        );
    }

    #[test]
    fn every_game_says_what_it_is_and_an_import_claims_no_levels_time() {
        let mut archive = Game::with_origin(
            import(PUZZLE).unwrap(),
            Origin::Archive(date("2026-11-15")),
            &Settings::default(),
        );
        archive.tick(Duration::from_secs(38));
        assert_eq!(
            share_line(&archive),
            "Peerless daily 2026-11-15 (archive) · Easy · 0:38 · no hints"
        );
        assert_eq!(
            level_and_time(&archive),
            "Daily of 15 November · Easy · 0:38"
        );
        let mut imported = Game::with_origin(
            import(PUZZLE).unwrap(),
            Origin::Imported,
            &Settings::default(),
        );
        imported.tick(Duration::from_secs(7));
        let line = share_line(&imported);
        assert_eq!(line, "Peerless · imported puzzle, graded Easy · no hints");
        assert!(!line.contains("0:07"), "{line}");
        assert_eq!(level_and_time(&imported), "Imported · Easy · 0:07");
        let daily = Game::new_daily(
            import(PUZZLE).unwrap(),
            &Settings::default(),
            date("2026-12-02"),
        );
        assert_eq!(level_and_time(&daily), "Daily · 2 December · Easy · 0:00");
        // The summary of an archive day's win: its best is this day's.
        let mut stats = Statistics::default();
        stats.record_game_start(&archive);
        let mut won = archive.clone();
        let solution = *won.puzzle().solution();
        for cell in won.board().empty_cells() {
            let digit = solution.get(cell).unwrap();
            let _ = won.apply(peerless::game::Move::Enter { cell, digit });
        }
        assert_eq!(won.status(), Status::Won);
        stats.record_game_end(&won);
        let menu = over_menu(&won, &stats, true, CellNames::Compact);
        assert_eq!(menu.body[0], "Daily of 15 November · Easy · 0:38");
        assert_eq!(menu.body[2], "From the archive · best for this day 0:38");
    }

    #[test]
    fn a_lost_game_names_its_wrong_digits_and_offers_to_play_on() {
        let settings = Settings {
            mistake_limit: Some(1),
            ..Settings::default()
        };
        let mut game = Game::new(import(PUZZLE).unwrap(), &settings);
        let solution = *game.puzzle().solution();
        let cell = game.board().empty_cells().iter().next().unwrap();
        let right = solution.get(cell).unwrap();
        let wrong = peerless::board::Digit::ALL
            .into_iter()
            .find(|&d| d != right)
            .unwrap();
        let _ = game.apply(peerless::game::Move::Enter { cell, digit: wrong });
        assert_eq!(game.status(), Status::Lost);
        let menu = over_menu(&game, &Statistics::default(), true, CellNames::Compact);
        assert_eq!(menu.title, "Out of mistakes");
        assert_eq!(menu.items[0].action, MenuAction::PlayOn);
        assert!(
            menu.body[1].contains(&format!("{cell} is not {}", wrong.get())),
            "{:?}",
            menu.body
        );
        // Spelled out when the player names cells so, as the screen reader says it.
        let spelled = over_menu(&game, &Statistics::default(), true, CellNames::Spelled);
        let place = format!("row {}, column {}", cell.row() + 1, cell.col() + 1);
        assert!(
            spelled.body[1].contains(&format!("{place} is not {}", wrong.get())),
            "{:?}",
            spelled.body
        );
    }
}
