//! Keys as the game reads them: a [`Key`] with its modifiers ([`KeyPress`]), from the window or
//! from a script's key names.

/// A key, as the game understands keys (the keyboard's own codes are mapped in one place, where
/// macroquad's input is read).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Key {
    /// A digit key, on the main row or the numeric keypad (0 to 9).
    Digit(u8),
    /// A letter, lowercase.
    Letter(char),
    /// Arrow up.
    Up,
    /// Arrow down.
    Down,
    /// Arrow left.
    Left,
    /// Arrow right.
    Right,
    /// Home: the first cell of the selected cell's row (with Ctrl, of the board).
    Home,
    /// End: the last cell of the selected cell's row (with Ctrl, of the board).
    End,
    /// Page Up: the month before, in the statistics' calendar.
    PageUp,
    /// Page Down: the month after, in the statistics' calendar.
    PageDown,
    /// Backspace.
    Backspace,
    /// Delete.
    Delete,
    /// Escape.
    Escape,
    /// The Android back button.
    Back,
    /// Enter or Return.
    Enter,
    /// The space bar.
    Space,
    /// Tab (with Shift: backwards).
    Tab,
}

/// A key pressed with its modifiers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct KeyPress {
    /// The key.
    pub key: Key,
    /// Control (or Command, where the platform maps it so) held.
    pub ctrl: bool,
    /// Shift held.
    pub shift: bool,
}

impl KeyPress {
    /// A key without modifiers.
    pub const fn plain(key: Key) -> KeyPress {
        KeyPress {
            key,
            ctrl: false,
            shift: false,
        }
    }

    /// Reads a key name as scripts write it: `1`, `Left`, `Backspace`, `N`, `Ctrl+Z`,
    /// `Ctrl+Shift+Z`, `Escape` (case does not matter).
    pub fn parse(name: &str) -> Option<KeyPress> {
        let mut press = KeyPress::plain(Key::Space);
        let mut parts = name.split('+').peekable();
        while let Some(part) = parts.next() {
            let lower = part.trim().to_ascii_lowercase().replace('_', "");
            if parts.peek().is_some() {
                match lower.as_str() {
                    "ctrl" | "control" => press.ctrl = true,
                    "shift" => press.shift = true,
                    _ => return None,
                }
                continue;
            }
            press.key = match lower.as_str() {
                "up" => Key::Up,
                "down" => Key::Down,
                "left" => Key::Left,
                "right" => Key::Right,
                "home" => Key::Home,
                "end" => Key::End,
                "pageup" | "prior" => Key::PageUp,
                "pagedown" | "next" => Key::PageDown,
                "backspace" => Key::Backspace,
                "delete" | "del" => Key::Delete,
                "escape" | "esc" => Key::Escape,
                "back" => Key::Back,
                "enter" | "return" => Key::Enter,
                "space" => Key::Space,
                "tab" => Key::Tab,
                other => {
                    let other = other.strip_prefix("kp").unwrap_or(other);
                    let mut chars = other.chars();
                    match (chars.next(), chars.next()) {
                        (Some(c), None) if c.is_ascii_digit() => Key::Digit(c as u8 - b'0'),
                        (Some(c), None) if c.is_ascii_lowercase() => Key::Letter(c),
                        _ => return None,
                    }
                }
            };
        }
        Some(press)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(name: &str) -> KeyPress {
        KeyPress::parse(name).unwrap_or_else(|| panic!("{name}"))
    }

    #[test]
    fn key_names_parse_with_modifiers() {
        assert_eq!(key("1"), KeyPress::plain(Key::Digit(1)));
        assert_eq!(key("kp7"), KeyPress::plain(Key::Digit(7)));
        assert_eq!(key("Left"), KeyPress::plain(Key::Left));
        assert_eq!(key("n"), KeyPress::plain(Key::Letter('n')));
        assert_eq!(
            key("Ctrl+Shift+Z"),
            KeyPress {
                key: Key::Letter('z'),
                ctrl: true,
                shift: true
            }
        );
        assert_eq!(key("escape"), KeyPress::plain(Key::Escape));
        assert_eq!(key("Page_Up"), KeyPress::plain(Key::PageUp));
        assert_eq!(key("PageDown"), KeyPress::plain(Key::PageDown));
        assert_eq!(
            key("Shift+Tab"),
            KeyPress {
                key: Key::Tab,
                ctrl: false,
                shift: true
            }
        );
        for bad in ["", "Hyper+Z", "F13", "Ctrl+", "10"] {
            assert_eq!(KeyPress::parse(bad), None, "{bad}");
        }
    }
}
