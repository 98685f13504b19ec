//! Peerless, the game: opens the window and hands over to the front end.

/// Counts allocations, so the scripted mode can show that redrawing allocates nothing. Desktop
/// only: that is where the scripted mode and its tests run, and phones keep the plain system
/// allocator.
#[cfg(not(any(target_os = "android", target_os = "ios")))]
#[global_allocator]
static ALLOCATOR: peerless::heap::CountingAllocator = peerless::heap::CountingAllocator;

fn window_conf() -> macroquad::conf::Conf {
    peerless::app::window_conf()
}

#[macroquad::main(window_conf)]
async fn main() {
    peerless::app::run().await;
}
