//! Peerless, the game: opens the window and hands over to the front end.

fn window_conf() -> macroquad::conf::Conf {
    peerless::app::window_conf()
}

#[macroquad::main(window_conf)]
async fn main() {
    peerless::app::run().await;
}
