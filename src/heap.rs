//! Counting heap allocations, per thread, to show that hot paths allocate nothing: the game binary
//! installs the allocator so its scripted mode can report that a frame that only redraws
//! allocates nothing, and `tests/no_alloc.rs` installs it to hold the rules and solver paths at
//! zero.
//!
//! Not part of the library: the game binary declares it (`mod heap` in `main.rs`) and the test
//! includes the same file (`#[path]`), so there is one counting allocator and no public API for it.

// The thread-local below has a `const` initialiser, yet clippy reports that it could have one on
// the Android targets when the toolchain's library source is installed (`rust-src`): it
// misreads std's macro there. The allow is for that report alone.
#![allow(clippy::missing_const_for_thread_local)]

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

thread_local! {
    // Per thread, so that the game's other threads (the waker, the signal watcher, the puzzle
    // worker) starting up or working never count against a frame. A `const` initialiser and a
    // type without `Drop` make the access allocation-free, as an allocator needs.
    static ALLOCATIONS: Cell<u64> = const { Cell::new(0) };
}

fn count() {
    // During thread teardown the slot may be gone; such allocations are not a frame's.
    let _ = ALLOCATIONS.try_with(|count| count.set(count.get() + 1));
}

/// The system allocator, counting allocations per thread. A binary or test installs it with
/// `#[global_allocator]`; the count costs a thread-local increment per allocation.
pub struct CountingAllocator;

// SAFETY: every call is forwarded unchanged to the system allocator; the counter is the only
// addition and does not touch the memory handed out.
unsafe impl GlobalAlloc for CountingAllocator {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        count();
        // SAFETY: the caller's contract for `alloc` is passed on unchanged.
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: `ptr` came from `System` through this allocator, with this layout.
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        count();
        // SAFETY: the caller's contract for `alloc_zeroed` is passed on unchanged.
        unsafe { System.alloc_zeroed(layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        count();
        // SAFETY: `ptr` came from `System` through this allocator, with this layout; the
        // caller's contract for `realloc` is passed on unchanged.
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

/// How many allocations (and reallocations) the calling thread has made so far, when
/// [`CountingAllocator`] is installed; always 0 otherwise.
pub fn allocations() -> u64 {
    ALLOCATIONS.try_with(Cell::get).unwrap_or(0)
}
