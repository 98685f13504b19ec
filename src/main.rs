//! Peerless, the game: opens the window and hands over to the front end in [`app`], which is
//! the only code in the package that knows about windows. The library (`peerless`) is the
//! engine, the game model and the saves.

mod app;
// Phones and the browser keep the system allocator (see below); the count then stays at zero.
#[cfg_attr(
    any(target_os = "android", target_os = "ios", target_arch = "wasm32"),
    allow(dead_code)
)]
mod heap;

/// Counts allocations, so the scripted mode can show that redrawing allocates nothing. Desktop
/// only: that is where the scripted mode and its tests run, and phones keep the plain system
/// allocator.
#[cfg(not(any(target_os = "android", target_os = "ios", target_arch = "wasm32")))]
#[global_allocator]
static ALLOCATOR: heap::CountingAllocator = heap::CountingAllocator;

fn window_conf() -> macroquad::conf::Conf {
    app::core::window::window_conf()
}

#[macroquad::main(window_conf)]
async fn main() {
    app::run().await;
}
