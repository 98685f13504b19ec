//! What the game asks of macroquad itself: the window's configuration and icon, the input queued
//! since the last frame (turned into [`Event`]s, the same list the scripted mode fills), asking
//! for the next frame, and screenshots.

use std::path::Path;
use std::time::Duration;

use macroquad::conf::{Conf, UpdateTrigger};
use macroquad::input::utils::{register_input_subscriber, repeat_all_miniquad_input};
use macroquad::miniquad::{self, KeyCode, KeyMods, MouseButton, TouchPhase};

use crate::app::input::events::Event;

use crate::app::input::keys::Key;

use crate::app::core::options::Options;
use crate::app::input::keys::KeyPress;
use crate::app::platform::{Current, Platform, WM_CLASS};

/// The window: its size (from `--size`), whether macroquad's loop blocks between the events
/// that wake it, and the window's class. Also starts the platform's clock, so the first frame's
/// time counts from here.
pub fn window_conf() -> Conf {
    Current::before_window();
    let _ = Current::now();
    let (width, height) = Options::get().size.unwrap_or((1000, 720));
    Conf {
        miniquad_conf: miniquad::conf::Conf {
            window_title: "Peerless".to_string(),
            window_width: width as i32,
            window_height: height as i32,
            high_dpi: true,
            icon: Current::DESKTOP_WINDOW.then(icon),
            platform: miniquad::conf::Platform {
                blocking_event_loop: Current::BLOCKING_LOOP,
                linux_wm_class: WM_CLASS,
                ..Default::default()
            },
            ..Default::default()
        },
        update_on: Some(UpdateTrigger {
            key_down: true,
            mouse_down: true,
            mouse_up: true,
            // Touches, where they are read as touches (not as an emulated mouse).
            touch: true,
            ..Default::default()
        }),
        ..Default::default()
    }
}

/// The window icon at the three sizes the desktop asks for: the app icon (`assets/icon/icon.png`),
/// stored as raw RGBA by `assets/icon/make-icon.sh`, so no image decoder runs at start.
pub fn icon() -> miniquad::conf::Icon {
    miniquad::conf::Icon {
        small: *include_bytes!("../../../assets/icon/icon-16.rgba"),
        medium: *include_bytes!("../../../assets/icon/icon-32.rgba"),
        big: *include_bytes!("../../../assets/icon/icon-64.rgba"),
    }
}

/// The time since the window was configured (the start of the game), for the first-frame time.
pub fn since_start() -> Duration {
    Current::now()
}

/// The window's size in logical pixels.
pub fn screen_size() -> (f32, f32) {
    (
        macroquad::window::screen_width(),
        macroquad::window::screen_height(),
    )
}

/// The scale macroquad's own logical pixels carry (the desktop's `Xft.dpi / 96`): the size the
/// glyph cache keys a font size at is the size times this.
pub fn dpi_scale() -> f32 {
    miniquad::window::dpi_scale()
}

/// Whether the player asked to close the window (its close button): the game then ends as at
/// the end of its loop, saving what is left.
pub fn quit_asked() -> bool {
    macroquad::input::is_quit_requested()
}

/// Draws what the frame queued now and waits until the GPU has drawn it (for a report that
/// times the frame's pixels, not only the drawing's calls; macroquad would draw the queue at
/// the frame's end).
pub fn finish_drawing() {
    // SAFETY: the game is single-threaded and holds no other reference into macroquad's context
    // while this one lives; glFinish takes nothing and only waits.
    unsafe {
        macroquad::window::get_internal_gl().flush();
        miniquad::gl::glFinish();
    }
}

/// Resizes the window (scripts).
pub fn set_window_size(width: u32, height: u32) {
    miniquad::window::set_window_size(width, height);
}

/// This app's place in macroquad's input queue, registered by [`init_input`] with the window's
/// context. It belongs to the `App`, not to the process: on Android a recreated activity (a
/// theme change, a rotation) runs the game again in the same process with a new context, whose
/// queue has no subscribers until the new `App` registers.
#[derive(Clone, Copy, Debug)]
pub struct InputQueue(usize);

/// Sets macroquad's input up: on a touch screen, touches are read as touches (so a cancelled
/// touch or a second finger is seen as such), not as the emulated mouse. Returns the queue
/// [`collect_input`] reads.
pub fn init_input() -> InputQueue {
    if Current::TOUCH_SCREEN {
        macroquad::input::simulate_mouse_with_touch(false);
    }
    if Current::DESKTOP_WINDOW {
        // Closing the window comes to the frame as a question (`quit_asked`), which ends the
        // game at once: the frame must see it, not wait for the next input.
        macroquad::input::prevent_quit();
    }
    InputQueue(register_input_subscriber())
}

/// Appends the input macroquad queued since the last frame to `events`. With `keep` false (the
/// scripted mode) real input is read and dropped, so a script plays the same whatever the mouse
/// does.
pub fn collect_input(queue: InputQueue, events: &mut Vec<Event>, keep: bool) {
    let mut collector = Collector {
        events,
        dpi: macroquad::window::screen_dpi_scale(),
        keep,
    };
    repeat_all_miniquad_input(&mut collector, queue.0);
}

/// Saves the window as a PNG at `path` (made absolute, its folder created), and returns the
/// file's path and the image's size. Only a desktop window takes screenshots (the scripted mode
/// is the desktop's): elsewhere this does nothing, and the PNG encoder is left out of the build.
pub fn screenshot(path: &Path) -> (std::path::PathBuf, u16, u16) {
    use crate::app::platform::{Current, Platform};
    if !Current::DESKTOP_WINDOW {
        return (path.to_path_buf(), 0, 0);
    }
    let path = if path.is_absolute() {
        path.to_path_buf()
    } else {
        std::env::current_dir()
            .map(|dir| dir.join(path))
            .unwrap_or_else(|_| path.to_path_buf())
    };
    if let Some(dir) = path.parent() {
        let _ = std::fs::create_dir_all(dir);
    }
    let image = macroquad::texture::get_screen_data();
    // The screen's rows come from the bottom (OpenGL's order): the file's from the top.
    let row = usize::from(image.width) * 4;
    let mut rgba: Vec<u8> = image.bytes.chunks(row).rev().flatten().copied().collect();
    // The window is opaque: the alpha blending leaves at anti-aliased edges (text's, rounded
    // shapes') is not shown on screen, so it is not kept in the picture either.
    for pixel in rgba.chunks_exact_mut(4) {
        pixel[3] = 255;
    }
    if let Err(error) = write_png(&path, &rgba, image.width.into(), image.height.into()) {
        Current::log(&format!(
            "the screenshot {} was not written: {error}",
            path.display()
        ));
    }
    (path, image.width, image.height)
}

/// `rgba` (`width` x `height` pixels, 4 bytes each, rows from the top) as a PNG file's bytes,
/// written by the `png` crate.
fn png_bytes(rgba: &[u8], width: u32, height: u32) -> Result<Vec<u8>, png::EncodingError> {
    let mut bytes = Vec::new();
    let mut encoder = png::Encoder::new(&mut bytes, width, height);
    encoder.set_color(png::ColorType::Rgba);
    encoder.set_depth(png::BitDepth::Eight);
    let mut writer = encoder.write_header()?;
    writer.write_image_data(rgba)?;
    writer.finish()?;
    Ok(bytes)
}

/// Writes `rgba` as a PNG file at `path`, synced: a test reads it as soon as the report says
/// it is there.
fn write_png(path: &Path, rgba: &[u8], width: u32, height: u32) -> std::io::Result<()> {
    use std::io::Write as _;
    let bytes = png_bytes(rgba, width, height).map_err(std::io::Error::other)?;
    let mut file = std::fs::File::create(path)?;
    file.write_all(&bytes)?;
    file.sync_all()
}

/// Turns macroquad's queued input into [`Event`]s: the left button (and touches, which
/// macroquad also reports as the left button) as presses, keys through one table, and the
/// window going to the background and coming back.
struct Collector<'a> {
    events: &'a mut Vec<Event>,
    dpi: f32,
    keep: bool,
}

impl Collector<'_> {
    fn push(&mut self, event: Event) {
        if self.keep {
            self.events.push(event);
        }
    }
}

impl miniquad::EventHandler for Collector<'_> {
    fn update(&mut self) {}

    fn draw(&mut self) {}

    fn mouse_button_down_event(&mut self, button: MouseButton, x: f32, y: f32) {
        if button == MouseButton::Left {
            let (x, y) = (x / self.dpi, y / self.dpi);
            use macroquad::input::{is_key_down, KeyCode as Key};
            let held = [
                Key::LeftControl,
                Key::RightControl,
                Key::LeftShift,
                Key::RightShift,
            ];
            if held.into_iter().any(is_key_down) {
                self.push(Event::DownAlso { x, y });
            } else {
                self.push(Event::Down { x, y });
            }
        }
    }

    fn mouse_motion_event(&mut self, x: f32, y: f32) {
        // Only a drag matters (a move with the button down): plain motion wakes nothing.
        if macroquad::input::is_mouse_button_down(MouseButton::Left) {
            let (x, y) = (x / self.dpi, y / self.dpi);
            self.push(Event::Move { x, y });
        }
    }

    fn mouse_button_up_event(&mut self, button: MouseButton, x: f32, y: f32) {
        if button == MouseButton::Left {
            let (x, y) = (x / self.dpi, y / self.dpi);
            self.push(Event::Up { x, y });
        }
    }

    fn touch_event(&mut self, phase: TouchPhase, id: u64, x: f32, y: f32) {
        let (x, y) = (x / self.dpi, y / self.dpi);
        self.push(match phase {
            TouchPhase::Started => Event::TouchDown { id, x, y },
            TouchPhase::Moved => Event::TouchMove { id, x, y },
            TouchPhase::Ended => Event::TouchUp { id, x, y },
            TouchPhase::Cancelled => Event::TouchCancel { id },
        });
    }

    fn key_down_event(&mut self, keycode: KeyCode, mods: KeyMods, _repeat: bool) {
        if let Some(key) = key_of(keycode) {
            self.push(Event::Key(KeyPress {
                key,
                ctrl: mods.ctrl || mods.logo,
                shift: mods.shift,
            }));
        }
    }

    fn window_minimized_event(&mut self) {
        self.push(Event::Minimized);
    }

    fn window_restored_event(&mut self) {
        self.push(Event::Restored);
    }
}

/// The game's key for a keyboard key: a flat table.
fn key_of(code: KeyCode) -> Option<Key> {
    use KeyCode as K;
    Some(match code {
        K::A => Key::Letter('a'),
        K::B => Key::Letter('b'),
        K::C => Key::Letter('c'),
        K::D => Key::Letter('d'),
        K::H => Key::Letter('h'),
        K::I => Key::Letter('i'),
        K::K => Key::Letter('k'),
        K::N => Key::Letter('n'),
        K::P => Key::Letter('p'),
        K::R => Key::Letter('r'),
        K::S => Key::Letter('s'),
        K::V => Key::Letter('v'),
        K::W => Key::Letter('w'),
        K::X => Key::Letter('x'),
        K::Y => Key::Letter('y'),
        K::Z => Key::Letter('z'),
        K::Key0 | K::Kp0 => Key::Digit(0),
        K::Key1 | K::Kp1 => Key::Digit(1),
        K::Key2 | K::Kp2 => Key::Digit(2),
        K::Key3 | K::Kp3 => Key::Digit(3),
        K::Key4 | K::Kp4 => Key::Digit(4),
        K::Key5 | K::Kp5 => Key::Digit(5),
        K::Key6 | K::Kp6 => Key::Digit(6),
        K::Key7 | K::Kp7 => Key::Digit(7),
        K::Key8 | K::Kp8 => Key::Digit(8),
        K::Key9 | K::Kp9 => Key::Digit(9),
        K::Up => Key::Up,
        K::Down => Key::Down,
        K::Left => Key::Left,
        K::Right => Key::Right,
        K::Home => Key::Home,
        K::End => Key::End,
        K::PageUp => Key::PageUp,
        K::PageDown => Key::PageDown,
        K::Backspace => Key::Backspace,
        K::Delete => Key::Delete,
        K::Escape => Key::Escape,
        K::Back => Key::Back,
        K::Enter | K::KpEnter => Key::Enter,
        K::Space => Key::Space,
        K::Tab => Key::Tab,
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every letter a key of the game screen acts on (alone, with Shift or with Ctrl) comes
    /// from its key on the keyboard: Shift+K, the cage calculator's, once came from no key.
    #[test]
    fn every_letter_the_game_acts_on_comes_from_its_key() {
        use crate::app::input::moves::{game_key, GameView};
        use peerless::game::{NoteKind, UiState};
        use KeyCode as K;
        let view = GameView {
            ui: UiState {
                selected: peerless::board::Cell::at(4, 4),
                ..UiState::default()
            },
            digit_first: false,
            note_kind: NoteKind::Centre,
        };
        let codes = [
            K::A,
            K::B,
            K::C,
            K::D,
            K::E,
            K::F,
            K::G,
            K::H,
            K::I,
            K::J,
            K::K,
            K::L,
            K::M,
            K::N,
            K::O,
            K::P,
            K::Q,
            K::R,
            K::S,
            K::T,
            K::U,
            K::V,
            K::W,
            K::X,
            K::Y,
            K::Z,
        ];
        let from_keys: Vec<Key> = codes.into_iter().filter_map(key_of).collect();
        for letter in 'a'..='z' {
            let acts = [(false, false), (false, true), (true, false), (true, true)]
                .into_iter()
                .any(|(ctrl, shift)| {
                    let press = KeyPress {
                        key: Key::Letter(letter),
                        ctrl,
                        shift,
                    };
                    game_key(press, &view).is_some()
                });
            if acts {
                assert!(
                    from_keys.contains(&Key::Letter(letter)),
                    "{letter}: the game acts on it, and no key makes it"
                );
            }
        }
    }

    #[test]
    fn a_written_picture_reads_back_as_it_was() {
        let (width, height) = (7u32, 5u32);
        let rgba: Vec<u8> = (0..width * height * 4)
            .map(|i| (i * 37 % 251) as u8)
            .collect();
        let bytes = png_bytes(&rgba, width, height).unwrap();
        let decoder = png::Decoder::new(std::io::Cursor::new(bytes));
        let mut reader = decoder.read_info().unwrap();
        let mut buffer = vec![0; reader.output_buffer_size()];
        let info = reader.next_frame(&mut buffer).unwrap();
        assert_eq!((info.width, info.height), (width, height));
        assert_eq!(info.color_type, png::ColorType::Rgba);
        assert_eq!(&buffer[..info.buffer_size()], &rgba[..]);
    }
}
