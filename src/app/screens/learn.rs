//! The library of techniques: every technique the hints use, by level, each with the player's
//! progress, and the buttons that open a technique's lesson or a position to practise (the
//! practice screen itself is `practice.rs`).

use std::time::Duration;

use peerless::game::{Progress, TechniqueProgress};
use peerless::l10n::Message;
use peerless::logic::{Level, Technique};
use peerless::practice;

use crate::app::views::menu::Menu;
use crate::app::views::menu::MenuAction;
use crate::app::views::menu::MenuItem;
use crate::app::views::menu::Screen;
use crate::app::words::names::level_name;
use crate::app::words::names::technique_name;
use crate::app::words::{self, text};
use crate::app::App;

/// How many techniques a page of a level's library shows (with its More and Back buttons,
/// ten buttons: one column on a phone, two on a short window).
pub const PAGE: usize = 8;

/// The seed of every technique's lesson: the same example each time it opens.
pub(crate) const LESSON_SEED: u64 = 0;

/// The techniques the library teaches at `level`, in the engine's order of steps: those with
/// positions to practise (see [`practice::UNFOUND`]).
pub fn techniques_of(level: Level) -> impl Iterator<Item = Technique> {
    Technique::ALL
        .iter()
        .copied()
        .filter(move |&t| practice::offered(t) && t.level() == level)
}

/// The page of its level's library that lists `technique`.
fn page_of(technique: Technique) -> usize {
    techniques_of(technique.level())
        .position(|t| t == technique)
        .map_or(0, |i| i / PAGE)
}

/// A technique's record as its button's caption says it.
fn progress_caption(progress: TechniqueProgress) -> String {
    if progress.found == 0 && progress.wrong == 0 {
        return text("learn-not-practised");
    }
    let id = match (progress.helped > 0, progress.streak > 0) {
        (false, false) => "learn-progress-found",
        (true, false) => "learn-progress-found-helped",
        (false, true) => "learn-progress-found-streak",
        (true, true) => "learn-progress-found-helped-streak",
    };
    let mut message = Message::new(id).number("found", progress.found as usize);
    if progress.helped > 0 {
        message = message.number("helped", progress.helped as usize);
    }
    if progress.streak > 0 {
        message = message.number("streak", progress.streak as usize);
    }
    words::format(&message)
}

/// The library's first screen: the levels, each with how many of its techniques were found.
pub fn learn_menu(progress: &Progress) -> Menu {
    let mut items: Vec<MenuItem> = Level::ALL
        .into_iter()
        .map(|level| {
            let all = techniques_of(level).count();
            let found = techniques_of(level)
                .filter(|&t| progress.of(t).found > 0)
                .count();
            MenuItem::new(level_name(level), MenuAction::LearnLevel(level))
                .with_caption(words::format(
                    &Message::new("learn-level-caption")
                        .number("found", found)
                        .number("all", all),
                ))
                .with_progress(found, all)
        })
        .collect();
    items.push(MenuItem::new(text("back"), MenuAction::Back));
    Menu {
        title: text("learn-title"),
        subtitle: text("learn-subtitle"),
        items,
        ..Menu::default()
    }
}

/// A level's techniques, page `page` of them (the pages go round).
pub fn level_menu(level: Level, page: usize, progress: &Progress) -> Menu {
    let all: Vec<Technique> = techniques_of(level).collect();
    let pages = all.len().div_ceil(PAGE).max(1);
    let page = page % pages;
    let mut items: Vec<MenuItem> = all
        .iter()
        .skip(page * PAGE)
        .take(PAGE)
        .map(|&t| {
            MenuItem::new(technique_name(t), MenuAction::Lesson(t))
                .with_caption(progress_caption(progress.of(t)))
        })
        .collect();
    if pages > 1 {
        items.push(
            MenuItem::new(text("learn-more"), MenuAction::NextPage).with_caption(words::format(
                &Message::new("learn-page")
                    .number("page", page + 1)
                    .number("pages", pages),
            )),
        );
    }
    items.push(MenuItem::new(text("back"), MenuAction::Back));
    Menu {
        title: words::format(&Message::new("learn-level-title").text("level", level_name(level))),
        subtitle: text("learn-level-subtitle"),
        items,
        ..Menu::default()
    }
}

impl App {
    /// The menus of the library's screens.
    pub(crate) fn learn_menu_of(&self, screen: Screen) -> Menu {
        let progress = &self.session.data.practice;
        match screen {
            Screen::LearnLevel { level, page } => level_menu(level, page, progress),
            _ => learn_menu(progress),
        }
    }

    /// The library's menu buttons.
    pub(crate) fn learn_action(&mut self, action: MenuAction, now: Duration) {
        match action {
            MenuAction::Learn => self.open(Screen::Learn),
            MenuAction::LearnLevel(level) => self.open(Screen::LearnLevel { level, page: 0 }),
            MenuAction::NextPage => {
                if let Screen::LearnLevel { level, page } = self.screen {
                    self.show(Screen::LearnLevel {
                        level,
                        page: page + 1,
                    });
                }
            }
            MenuAction::Lesson(technique) => self.ask_practice(technique, true, now),
            _ => {}
        }
    }

    /// The library's page that lists `technique`: where Back goes from its lesson and practice.
    pub(crate) fn library_page(technique: Technique) -> Screen {
        Screen::LearnLevel {
            level: technique.level(),
            page: page_of(technique),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use peerless::game::Verdict;
    use peerless::game::Wrong;

    /// Every technique a level's pages list, page after page until they go round.
    fn listed(level: Level, progress: &Progress) -> Vec<Technique> {
        let mut all = Vec::new();
        for page in 0.. {
            let menu = level_menu(level, page, progress);
            let more = menu.items.iter().any(|i| i.action == MenuAction::NextPage);
            assert_eq!(menu.items.last().map(|i| i.action), Some(MenuAction::Back));
            assert!(menu.items.len() <= PAGE + 2);
            let techniques: Vec<Technique> = menu
                .items
                .iter()
                .filter_map(|item| match item.action {
                    MenuAction::Lesson(t) => Some(t),
                    _ => None,
                })
                .collect();
            if all
                .first()
                .is_some_and(|first| techniques.first() == Some(first))
            {
                break;
            }
            all.extend(techniques);
            if !more {
                break;
            }
        }
        all
    }

    #[test]
    fn the_library_lists_every_practised_technique_once_under_its_level() {
        let progress = Progress::default();
        let mut every: Vec<Technique> = Vec::new();
        for level in Level::ALL {
            let techniques = listed(level, &progress);
            assert!(techniques.iter().all(|t| t.level() == level));
            for &t in &techniques {
                let page = level_menu(level, page_of(t), &progress);
                assert!(
                    page.items.iter().any(|i| i.action == MenuAction::Lesson(t)),
                    "{t} is on the page Back returns to"
                );
            }
            every.extend(techniques);
        }
        let practised: Vec<Technique> = Technique::ALL
            .iter()
            .copied()
            .filter(|&t| practice::offered(t))
            .collect();
        let mut sorted = every.clone();
        sorted.sort();
        sorted.dedup();
        assert_eq!(sorted.len(), every.len(), "each once");
        assert_eq!(sorted.len(), practised.len());
        let menu = learn_menu(&progress);
        assert_eq!(menu.items.len(), Level::ALL.len() + 1);
        assert_eq!(menu.items[2].caption, "0 of 27 techniques found");
    }

    #[test]
    fn a_techniques_button_says_its_progress() {
        let mut progress = Progress::default();
        let t = Technique::XWing;
        assert_eq!(progress_caption(progress.of(t)), "Not practised yet");
        progress.record(t, &Verdict::Found { helped: false }, true);
        progress.record(t, &Verdict::Found { helped: false }, true);
        assert_eq!(progress_caption(progress.of(t)), "Found 2 · streak 2");
        progress.record(t, &Verdict::Found { helped: true }, false);
        assert_eq!(progress_caption(progress.of(t)), "Found 3, 1 with help");
        let wrong = Wrong::WrongDigit {
            cell: peerless::Cell::ALL[0],
            digit: peerless::Digit::ALL[0],
        };
        let mut missed = Progress::default();
        missed.record(t, &Verdict::Wrong(wrong), false);
        assert_eq!(progress_caption(missed.of(t)), "Found 0");
        let hard = learn_menu(&progress);
        assert_eq!(hard.items[2].caption, "1 of 27 techniques found");
        // Its bar says the same.
        assert_eq!(hard.items[2].progress, Some((1, 27)));
        assert_eq!(hard.items[2].done(), Some(1.0 / 27.0));
        assert_eq!(hard.items[0].done(), Some(0.0));
        assert_eq!(hard.items.last().and_then(MenuItem::done), None);
    }
}
