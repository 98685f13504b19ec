//! The tool bars: the game's six tools and the typing screen's five, each placed in a slot of the
//! layout's tool row. Each screen names its own tools; the layout only knows slots.
//!
//! A tool has two names: its label, drawn on the button and spoken, in the player's language;
//! and its English name, by which scripts tap it (`tap-tool undo`) whatever the language.

use std::str::FromStr;

use peerless::game::{CandidateStyle, EntryMode, NoteKind};

use crate::app::views::board::ChooserView;

use crate::app::views::icons::Icon;
use crate::app::words::kept as word;

/// The buttons of the game's tool bar, in their order on screen: undo and redo together, the
/// notes tools together, and the hint at the far end, never beside a notes tool, where players
/// of other apps tap it by accident.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Tool {
    /// Take back the last move.
    Undo,
    /// Make again a move taken back.
    Redo,
    /// Notes mode on or off.
    Notes,
    /// Fill every empty cell's notes with its candidates.
    AutoNotes,
    /// Empty the selected cell.
    Erase,
    /// The next hint.
    Hint,
}

impl Tool {
    /// Every tool in screen order: `ALL[slot]` is the tool in that slot.
    pub const ALL: [Tool; 6] = [
        Tool::Undo,
        Tool::Redo,
        Tool::Notes,
        Tool::AutoNotes,
        Tool::Erase,
        Tool::Hint,
    ];

    /// The tool in a slot of the tool row.
    pub fn at(slot: usize) -> Option<Tool> {
        Tool::ALL.get(slot).copied()
    }

    /// The tool's slot in the tool row.
    pub fn slot(self) -> usize {
        self as usize
    }

    /// The name scripts use, in English in every language.
    pub fn name(self) -> &'static str {
        match self {
            Tool::Undo => "Undo",
            Tool::Erase => "Erase",
            Tool::Notes => "Notes",
            Tool::AutoNotes => "Auto",
            Tool::Hint => "Hint",
            Tool::Redo => "Redo",
        }
    }

    /// The label drawn on the button and spoken, in the player's language.
    pub fn label(self) -> &'static str {
        word(match self {
            Tool::Undo => "tool-undo",
            Tool::Erase => "tool-erase",
            Tool::Notes => "tool-notes",
            Tool::AutoNotes => "tool-auto",
            Tool::Hint => "tool-hint",
            Tool::Redo => "tool-redo",
        })
    }

    /// The icon over the label.
    pub fn icon(self) -> Icon {
        match self {
            Tool::Undo => Icon::Undo,
            Tool::Redo => Icon::Redo,
            Tool::Notes => Icon::Pencil,
            Tool::AutoNotes => Icon::Wand,
            Tool::Erase => Icon::Erase,
            Tool::Hint => Icon::Bulb,
        }
    }

    /// The notes tool's icon while the pad writes in `mode`: the pencil for digits and centre
    /// notes, an arrow to the corner for corner notes, the palette for colours.
    pub fn notes_icon(mode: EntryMode) -> Icon {
        match mode {
            EntryMode::Digit | EntryMode::Centre => Icon::Pencil,
            EntryMode::Corner => Icon::Corner,
            EntryMode::Colour => Icon::Palette,
        }
    }

    /// The notes tool's label while the pad writes in `mode`, the candidates drawn in
    /// `style`: Notes for digits and for candidates in their places (the notes most players
    /// know, the tool filled while they are on), else the mode's name (Centre, Corner,
    /// Colour), in the player's language.
    pub fn notes_label(mode: EntryMode, style: CandidateStyle) -> &'static str {
        match mode {
            EntryMode::Digit => Tool::Notes.label(),
            EntryMode::Centre if style == CandidateStyle::Places => Tool::Notes.label(),
            EntryMode::Centre => word("tool-centre"),
            EntryMode::Corner => word("tool-corner"),
            EntryMode::Colour => word("tool-colour"),
        }
    }
}

/// The notes tool's chooser: each kind's name (candidates named as the setting draws them:
/// Candidates in their places, Centre notes centred) and icon, the kind the tool turns on
/// filled.
pub fn chooser_view(style: CandidateStyle, chosen: NoteKind) -> ChooserView {
    ChooserView {
        labels: NoteKind::ALL.map(|kind| match kind {
            NoteKind::Centre if style == CandidateStyle::Places => word("notes-kind-candidates"),
            NoteKind::Centre => word("notes-kind-centre"),
            NoteKind::Corner => word("notes-kind-corner"),
            NoteKind::Colour => word("notes-kind-colour"),
        }),
        icons: NoteKind::ALL.map(|kind| Tool::notes_icon(kind.mode())),
        chosen,
    }
}

/// The buttons of the typing screen's tool bar, where a puzzle's givens are entered.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EntryTool {
    /// Back to the import screen.
    Back,
    /// Empty the selected cell.
    Erase,
    /// Empty the whole board.
    Clear,
    /// Import the clipboard's puzzle instead (where there is a clipboard).
    Paste,
    /// Check the givens and start the game.
    Start,
}

impl EntryTool {
    /// The tools by slot, in the game's row: Back where Undo is, Erase where the game's Erase
    /// is, Start at the far end; the fourth slot left empty.
    pub const SLOTS: [Option<EntryTool>; 6] = [
        Some(EntryTool::Back),
        Some(EntryTool::Paste),
        Some(EntryTool::Clear),
        None,
        Some(EntryTool::Erase),
        Some(EntryTool::Start),
    ];

    /// The tool in a slot of the tool row.
    pub fn at(slot: usize) -> Option<EntryTool> {
        EntryTool::SLOTS.get(slot).copied().flatten()
    }

    /// The tool's slot in the tool row.
    pub fn slot(self) -> usize {
        EntryTool::SLOTS
            .iter()
            .position(|&tool| tool == Some(self))
            .unwrap_or(0)
    }

    /// The name scripts use, in English in every language.
    pub fn name(self) -> &'static str {
        match self {
            EntryTool::Back => "Back",
            EntryTool::Erase => "Erase",
            EntryTool::Clear => "Clear",
            EntryTool::Paste => "Paste",
            EntryTool::Start => "Start",
        }
    }

    /// The icon over the label.
    pub fn icon(self) -> Icon {
        match self {
            EntryTool::Back => Icon::Back,
            EntryTool::Erase => Icon::Erase,
            EntryTool::Clear => Icon::Clear,
            EntryTool::Paste => Icon::Paste,
            EntryTool::Start => Icon::Play,
        }
    }

    /// The label drawn on the button and spoken, in the player's language.
    pub fn label(self) -> &'static str {
        word(match self {
            EntryTool::Back => "tool-back",
            EntryTool::Erase => "tool-erase",
            EntryTool::Clear => "tool-clear",
            EntryTool::Paste => "tool-paste",
            EntryTool::Start => "tool-start",
        })
    }
}

/// The buttons of the practice screen's tool bar: the game's tools that judge a move (Auto,
/// which would bring back every candidate, and Redo have no place here), Back to the library,
/// and Next, the next position (or, on a lesson, Practise: the first).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PracticeTool {
    /// Back to the technique's level in the library.
    Back,
    /// Take back the last move.
    Undo,
    /// Empty the selected cell.
    Erase,
    /// What the pad writes: digits, centre or corner notes, colours.
    Notes,
    /// The next level of the hint (counted as help).
    Hint,
    /// The next position of the technique.
    Next,
}

impl PracticeTool {
    /// The tools by slot, in the game's row: Back first, the notes tool apart from the hint
    /// (Erase between them), Next at the far end.
    pub const SLOTS: [Option<PracticeTool>; 6] = [
        Some(PracticeTool::Back),
        Some(PracticeTool::Undo),
        Some(PracticeTool::Notes),
        Some(PracticeTool::Erase),
        Some(PracticeTool::Hint),
        Some(PracticeTool::Next),
    ];

    /// The tool in a slot of the tool row.
    pub fn at(slot: usize) -> Option<PracticeTool> {
        PracticeTool::SLOTS.get(slot).copied().flatten()
    }

    /// The tool's slot in the tool row.
    pub fn slot(self) -> usize {
        PracticeTool::SLOTS
            .iter()
            .position(|&tool| tool == Some(self))
            .unwrap_or(0)
    }

    /// The name scripts use, in English in every language.
    pub fn name(self) -> &'static str {
        match self {
            PracticeTool::Back => "Back",
            PracticeTool::Undo => "Undo",
            PracticeTool::Erase => "Erase",
            PracticeTool::Notes => "Notes",
            PracticeTool::Hint => "Hint",
            PracticeTool::Next => "Next",
        }
    }

    /// The icon over the label (the notes tool's by its mode: [`Tool::notes_icon`]).
    pub fn icon(self) -> Icon {
        match self {
            PracticeTool::Back => Icon::Back,
            PracticeTool::Undo => Icon::Undo,
            PracticeTool::Erase => Icon::Erase,
            PracticeTool::Notes => Icon::Pencil,
            PracticeTool::Hint => Icon::Bulb,
            PracticeTool::Next => Icon::Next,
        }
    }

    /// The label drawn on the button and spoken, in the player's language.
    pub fn label(self) -> &'static str {
        word(match self {
            PracticeTool::Back => "tool-back",
            PracticeTool::Undo => "tool-undo",
            PracticeTool::Erase => "tool-erase",
            PracticeTool::Notes => "tool-notes",
            PracticeTool::Hint => "tool-hint",
            PracticeTool::Next => "tool-next",
        })
    }

    /// The label on a lesson's bar, where the tool has one, in the player's language: Next is
    /// Practise (the first position), Hint is Example (this position's sentence), or Idea (the
    /// technique's) once the example is shown. The other tools have no place on a lesson.
    pub fn lesson_label(self, example_shown: bool) -> Option<&'static str> {
        match self {
            PracticeTool::Back => Some(self.label()),
            PracticeTool::Next => Some(word("tool-practise")),
            PracticeTool::Hint if example_shown => Some(word("tool-idea")),
            PracticeTool::Hint => Some(word("tool-example")),
            PracticeTool::Undo | PracticeTool::Erase | PracticeTool::Notes => None,
        }
    }
}

/// A tool's name could not be read: what was given, and the names there are.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownTool(pub String);

impl std::fmt::Display for UnknownTool {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "no tool {:?} (", self.0)?;
        let mut names: Vec<&str> = Vec::new();
        let all = Tool::ALL.iter().map(|tool| tool.name());
        let all = all.chain(EntryTool::SLOTS.iter().flatten().map(|tool| tool.name()));
        let all = all.chain(PracticeTool::SLOTS.iter().flatten().map(|t| t.name()));
        for name in all {
            if !names.contains(&name) {
                names.push(name);
            }
        }
        for (i, name) in names.into_iter().enumerate() {
            let separator = if i == 0 { "" } else { ", " };
            write!(f, "{separator}{name}")?;
        }
        f.write_str(")")
    }
}

impl std::error::Error for UnknownTool {}

/// A tool named as scripts name it: a game tool or a typing-screen tool, by its English name or
/// its type name, in any case (`Hint`, `auto`, `AutoNotes`, `Start`), whatever the language.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ToolName {
    /// One of the game's tools.
    Game(Tool),
    /// One of the typing screen's tools.
    Entry(EntryTool),
    /// One of the practice screen's tools that neither other bar has (`Next`); a name the
    /// bars share is the game's or the typing screen's, and taps its slot.
    Practice(PracticeTool),
}

impl FromStr for ToolName {
    type Err = UnknownTool;

    fn from_str(text: &str) -> Result<ToolName, UnknownTool> {
        let named = |name: &str, debug: String| {
            name.eq_ignore_ascii_case(text) || debug.eq_ignore_ascii_case(text)
        };
        if let Some(tool) = Tool::ALL
            .into_iter()
            .find(|tool| named(tool.name(), format!("{tool:?}")))
        {
            return Ok(ToolName::Game(tool));
        }
        if let Some(tool) = EntryTool::SLOTS
            .into_iter()
            .flatten()
            .find(|tool| named(tool.name(), format!("{tool:?}")))
        {
            return Ok(ToolName::Entry(tool));
        }
        PracticeTool::SLOTS
            .into_iter()
            .flatten()
            .find(|tool| named(tool.name(), format!("{tool:?}")))
            .map(ToolName::Practice)
            .ok_or_else(|| UnknownTool(text.to_string()))
    }
}

impl ToolName {
    /// The tool's name, in English.
    pub fn name(self) -> &'static str {
        match self {
            ToolName::Game(tool) => tool.name(),
            ToolName::Entry(tool) => tool.name(),
            ToolName::Practice(tool) => tool.name(),
        }
    }

    /// The slot the tool of this name sits in on the practice screen, whose bar has its own
    /// order (`Undo` is the game's tool, in the game's slot, but the second on this bar).
    pub fn practice_slot(self) -> Option<usize> {
        PracticeTool::SLOTS
            .iter()
            .flatten()
            .find(|tool| tool.name() == self.name())
            .map(|tool| tool.slot())
    }

    /// The slot of the tool row the tool sits in.
    pub fn slot(self) -> usize {
        match self {
            ToolName::Game(tool) => tool.slot(),
            ToolName::Entry(tool) => tool.slot(),
            ToolName::Practice(tool) => tool.slot(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_tool_sits_in_its_own_slot() {
        for (slot, tool) in Tool::ALL.into_iter().enumerate() {
            assert_eq!(tool.slot(), slot);
            assert_eq!(Tool::at(slot), Some(tool));
        }
        assert_eq!(Tool::at(6), None);
        for (slot, tool) in EntryTool::SLOTS.into_iter().enumerate() {
            if let Some(tool) = tool {
                assert_eq!(tool.slot(), slot);
            }
            assert_eq!(EntryTool::at(slot), tool);
        }
        assert_eq!(EntryTool::Start.slot(), Tool::Hint.slot());
        assert_eq!(EntryTool::Erase.slot(), Tool::Erase.slot());
    }

    #[test]
    fn tools_are_named_by_label_or_type_in_any_case() {
        assert_eq!("hint".parse(), Ok(ToolName::Game(Tool::Hint)));
        assert_eq!("AUTO".parse(), Ok(ToolName::Game(Tool::AutoNotes)));
        assert_eq!("autonotes".parse(), Ok(ToolName::Game(Tool::AutoNotes)));
        assert_eq!("Start".parse(), Ok(ToolName::Entry(EntryTool::Start)));
        // A name both bars have is the game's.
        assert_eq!("Erase".parse(), Ok(ToolName::Game(Tool::Erase)));
        let error = "fly".parse::<ToolName>().unwrap_err();
        assert_eq!(
            error.to_string(),
            "no tool \"fly\" (Undo, Redo, Notes, Auto, Erase, Hint, Back, Paste, Clear, Start, Next)"
        );
    }

    #[test]
    fn labels_are_the_players_language_and_names_stay_english() {
        assert_eq!(Tool::AutoNotes.label(), "Auto");
        assert_eq!(EntryTool::Start.label(), "Start");
        assert_eq!(PracticeTool::Next.label(), "Next");
        let notes: Vec<&str> = [
            EntryMode::Digit,
            EntryMode::Centre,
            EntryMode::Corner,
            EntryMode::Colour,
        ]
        .into_iter()
        .map(|mode| Tool::notes_label(mode, CandidateStyle::Centred))
        .collect();
        assert_eq!(notes, ["Notes", "Centre", "Corner", "Colour"]);
        // Candidates in their places are the notes most players know: Notes, filled when on.
        assert_eq!(
            Tool::notes_label(EntryMode::Centre, CandidateStyle::Places),
            "Notes"
        );
        let lesson: Vec<Option<&str>> = PracticeTool::SLOTS
            .into_iter()
            .flatten()
            .map(|tool| tool.lesson_label(false))
            .collect();
        assert_eq!(
            lesson,
            [
                Some("Back"),
                None,
                None,
                None,
                Some("Example"),
                Some("Practise")
            ]
        );
        assert_eq!(PracticeTool::Hint.lesson_label(true), Some("Idea"));
        std::thread::spawn(|| {
            crate::app::words::set_language(peerless::l10n::Language::Pseudo);
            assert_ne!(Tool::Undo.label(), "Undo");
            assert_eq!(Tool::Undo.label(), Tool::Undo.label());
            assert_eq!(Tool::Undo.name(), "Undo");
            assert_eq!("undo".parse(), Ok(ToolName::Game(Tool::Undo)));
            assert_eq!(
                ToolName::Game(Tool::Undo).practice_slot(),
                Some(PracticeTool::Undo.slot())
            );
        })
        .join()
        .unwrap();
        assert_eq!(Tool::Undo.label(), "Undo");
    }
}
