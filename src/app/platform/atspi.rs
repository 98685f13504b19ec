//! The desktop's screen reader on Linux: AccessKit's AT-SPI adapter (`accesskit_unix`), which
//! puts the game's accessibility tree on the session's accessibility bus, where Orca and every
//! Linux screen reader read it, and hands back what they ask for.
//!
//! The adapter works on a thread of its own. It asks for the tree when a screen reader first
//! looks (its activation handler, which only notes that the tree is wanted and wakes the loop:
//! the tree is built on the game's thread, from the game's state, as every later update is)
//! and forgets it when the bus stops looking. A request (a click, a focus) is queued for the
//! next frame and wakes the loop, which then plays it as the tap it names.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

use accesskit::{ActionHandler, ActionRequest, ActivationHandler, DeactivationHandler, TreeUpdate};
use accesskit_unix::Adapter;

use super::{Accessibility, Waker};

/// What the adapter's thread and the game share.
struct Shared {
    /// A screen reader reads the tree: build it and keep it current.
    wanted: AtomicBool,
    /// Requests not yet played.
    requests: Mutex<Vec<ActionRequest>>,
    waker: Waker,
}

struct Activation(Arc<Shared>);

impl ActivationHandler for Activation {
    fn request_initial_tree(&mut self) -> Option<TreeUpdate> {
        // The game builds the tree on its own thread: the next frame gives the whole of it.
        self.0.wanted.store(true, Ordering::Release);
        self.0.waker.wake_now();
        None
    }
}

struct Actions(Arc<Shared>);

impl ActionHandler for Actions {
    fn do_action(&mut self, request: ActionRequest) {
        if let Ok(mut requests) = self.0.requests.lock() {
            requests.push(request);
        }
        self.0.waker.wake_now();
    }
}

struct Deactivation(Arc<Shared>);

impl DeactivationHandler for Deactivation {
    fn deactivate_accessibility(&mut self) {
        self.0.wanted.store(false, Ordering::Release);
    }
}

/// The AT-SPI adapter and what it shares with its thread.
pub struct AtSpi {
    adapter: Adapter,
    shared: Arc<Shared>,
}

impl AtSpi {
    /// Registers the game with the accessibility bus (nothing is built until a screen reader
    /// looks); `waker` wakes the loop for its requests.
    pub fn new(waker: &Waker) -> AtSpi {
        let shared = Arc::new(Shared {
            wanted: AtomicBool::new(false),
            requests: Mutex::new(Vec::new()),
            waker: waker.clone(),
        });
        let mut adapter = Adapter::new(
            Activation(Arc::clone(&shared)),
            Actions(Arc::clone(&shared)),
            Deactivation(Arc::clone(&shared)),
        );
        // The window has the focus when the game starts (it is the one just opened).
        adapter.update_window_focus_state(true);
        AtSpi { adapter, shared }
    }
}

impl Accessibility for AtSpi {
    fn active(&self) -> bool {
        self.shared.wanted.load(Ordering::Acquire)
    }

    fn update(&mut self, tree: &mut dyn FnMut() -> TreeUpdate) {
        self.adapter.update_if_active(tree);
    }

    fn window_focused(&mut self, focused: bool) {
        self.adapter.update_window_focus_state(focused);
    }

    fn requests(&mut self) -> Vec<ActionRequest> {
        self.shared
            .requests
            .lock()
            .map(|mut requests| std::mem::take(&mut *requests))
            .unwrap_or_default()
    }
}
