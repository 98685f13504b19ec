//! Peerless, the game: opens the window and hands over to the front end.

fn main() {
    println!("Peerless: the game window is not wired yet; try `peerless-cli --help`.");
}
