//! The library of techniques: every technique the hints use, by level, each with the player's
//! progress, and the buttons that open a technique's lesson or a position to practise (the
//! practice screen itself is `practice.rs`). It follows the start screen's choice of kind: with
//! Killer chosen it is the Killer library, the techniques that read cages, practised on Killers.

use std::time::Duration;

use peerless::game::{Progress, TechniqueProgress};
use peerless::l10n::Message;
use peerless::logic::{Level, Technique};
use peerless::practice::{self, Kind};

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

/// The techniques the library of `kind` teaches at `level`, in the engine's order of steps:
/// those with positions to practise on that kind of puzzle (see [`practice::offered_in`]), so a
/// Killer's library holds the techniques that read cages and the classic one all the others.
pub fn techniques_of(kind: Kind, level: Level) -> impl Iterator<Item = Technique> {
    Technique::ALL
        .iter()
        .copied()
        .filter(move |&t| practice::offered_in(kind, t) && t.level() == level)
}

/// The levels the library of `kind` has techniques at: every level for classic, the three the
/// Killer techniques reach for Killer (a level with nothing to learn gets no button).
pub fn levels_of(kind: Kind) -> impl Iterator<Item = Level> {
    Level::ALL
        .into_iter()
        .filter(move |&level| techniques_of(kind, level).next().is_some())
}

/// The page of its level's library that lists `technique` (in the library of its own kind).
fn page_of(technique: Technique) -> usize {
    techniques_of(Kind::of(technique), technique.level())
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

/// The library's first screen for `kind`: the levels, each with how many of its techniques
/// were found. A Killer's says so in its title, as the Killer statistics do.
pub fn learn_menu(kind: Kind, progress: &Progress) -> Menu {
    let mut items: Vec<MenuItem> = levels_of(kind)
        .map(|level| {
            let all = techniques_of(kind, level).count();
            let found = techniques_of(kind, level)
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
    let (title, subtitle) = match kind {
        Kind::Classic => ("learn-title", "learn-subtitle"),
        Kind::Killer => ("learn-killer-title", "learn-killer-subtitle"),
    };
    Menu {
        title: text(title),
        subtitle: text(subtitle),
        items,
        ..Menu::default()
    }
}

/// A level's techniques in the library of `kind`, page `page` of them (the pages go round).
pub fn level_menu(kind: Kind, level: Level, page: usize, progress: &Progress) -> Menu {
    let all: Vec<Technique> = techniques_of(kind, level).collect();
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
    let title = match kind {
        Kind::Classic => "learn-level-title",
        Kind::Killer => "learn-killer-level-title",
    };
    Menu {
        title: words::format(&Message::new(title).text("level", level_name(level))),
        subtitle: text("learn-level-subtitle"),
        items,
        ..Menu::default()
    }
}

impl App {
    /// The menus of the library's screens, of the kind chosen on the start screen.
    pub(crate) fn learn_menu_of(&self, screen: Screen) -> Menu {
        let progress = &self.session.data.practice;
        let kind = self.session.data.settings.kind;
        match screen {
            Screen::LearnLevel { level, page } => level_menu(kind, level, page, progress),
            _ => learn_menu(kind, progress),
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

    /// The library's page that lists `technique`: where Back goes from its lesson and practice
    /// (the library of the kind chosen, which is the technique's: the start screen's choice
    /// cannot change on the way).
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

    /// Every technique a level's pages list in the library of `kind`, page after page until
    /// they go round.
    fn listed(kind: Kind, level: Level, progress: &Progress) -> Vec<Technique> {
        let mut all = Vec::new();
        for page in 0.. {
            let menu = level_menu(kind, level, page, progress);
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

    /// Every technique the library of `kind` lists, level by level, each on the page Back
    /// from it returns to.
    fn library(kind: Kind, progress: &Progress) -> Vec<Technique> {
        let mut every: Vec<Technique> = Vec::new();
        for level in Level::ALL {
            let techniques = listed(kind, level, progress);
            assert!(techniques.iter().all(|t| t.level() == level));
            assert_eq!(
                techniques.is_empty(),
                !levels_of(kind).any(|l| l == level),
                "{level:?}"
            );
            for &t in &techniques {
                assert_eq!(Kind::of(t), kind, "{t}");
                let page = level_menu(kind, level, page_of(t), progress);
                assert!(
                    page.items.iter().any(|i| i.action == MenuAction::Lesson(t)),
                    "{t} is on the page Back returns to"
                );
            }
            every.extend(techniques);
        }
        every
    }

    #[test]
    fn the_library_lists_every_practised_technique_once_under_its_level() {
        let progress = Progress::default();
        for kind in Kind::ALL {
            let every = library(kind, &progress);
            let practised: Vec<Technique> = Technique::ALL
                .iter()
                .copied()
                .filter(|&t| practice::offered_in(kind, t))
                .collect();
            let mut sorted = every.clone();
            sorted.sort();
            sorted.dedup();
            assert_eq!(sorted.len(), every.len(), "each once");
            assert_eq!(sorted.len(), practised.len());
        }
        let menu = learn_menu(Kind::Classic, &progress);
        assert_eq!(menu.title, "Learn");
        assert_eq!(menu.items.len(), Level::ALL.len() + 1);
        assert_eq!(menu.items[2].caption, "0 of 27 techniques found");
    }

    #[test]
    fn the_killer_library_lists_the_cage_techniques_by_their_levels() {
        let classic: Vec<Technique> = Level::ALL
            .into_iter()
            .flat_map(|level| techniques_of(Kind::Classic, level))
            .collect();
        let killer: Vec<Technique> = Level::ALL
            .into_iter()
            .flat_map(|level| techniques_of(Kind::Killer, level))
            .collect();
        // Every Killer technique, none of the classic library's.
        assert_eq!(killer.len(), 8, "{killer:?}");
        assert!(killer.iter().all(|t| t.is_killer()));
        assert!(classic.iter().all(|t| !t.is_killer()));
        assert_eq!(
            techniques_of(Kind::Killer, Level::Easy).collect::<Vec<_>>(),
            [Technique::CageCombinations, Technique::HiddenCageDigit]
        );
        // Three levels, each a button, and Back; the titles say Killer.
        let levels: Vec<Level> = levels_of(Kind::Killer).collect();
        assert_eq!(levels, [Level::Easy, Level::Medium, Level::Hard]);
        assert_eq!(levels_of(Kind::Classic).count(), Level::ALL.len());
        let mut progress = Progress::default();
        progress.record(
            Technique::InniesOuties,
            &Verdict::Found { helped: false },
            true,
        );
        let menu = learn_menu(Kind::Killer, &progress);
        assert_eq!(menu.title, "Killer techniques");
        let actions: Vec<MenuAction> = menu.items.iter().map(|i| i.action).collect();
        assert_eq!(
            actions,
            [
                MenuAction::LearnLevel(Level::Easy),
                MenuAction::LearnLevel(Level::Medium),
                MenuAction::LearnLevel(Level::Hard),
                MenuAction::Back
            ]
        );
        // A Killer technique's progress is kept in the one store, counted in its library only.
        assert_eq!(menu.items[1].caption, "1 of 4 techniques found");
        assert_eq!(
            learn_menu(Kind::Classic, &progress).items[1].caption,
            "0 of 8 techniques found"
        );
        let medium = level_menu(Kind::Killer, Level::Medium, 0, &progress);
        assert_eq!(medium.title, "Medium Killer techniques");
        let innies = medium
            .items
            .iter()
            .find(|i| i.action == MenuAction::Lesson(Technique::InniesOuties))
            .expect("the rule of 45 listed");
        assert_eq!(innies.caption, "Found 1 · streak 1");
        // Back from a Killer technique goes to its page of the Killer library.
        assert_eq!(
            App::library_page(Technique::GroupInniesOuties),
            Screen::LearnLevel {
                level: Level::Hard,
                page: 0
            }
        );
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
        let hard = learn_menu(Kind::Classic, &progress);
        assert_eq!(hard.items[2].caption, "1 of 27 techniques found");
        // Its bar says the same.
        assert_eq!(hard.items[2].progress, Some((1, 27)));
        assert_eq!(hard.items[2].done(), Some(1.0 / 27.0));
        assert_eq!(hard.items[0].done(), Some(0.0));
        assert_eq!(hard.items.last().and_then(MenuItem::done), None);
    }
}
