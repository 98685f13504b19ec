//! Where a new puzzle comes from: a [`Request`] (a random puzzle of a kind and level from a
//! seed, or the daily puzzle of a kind and date) made on a worker thread, so the screen stays responsive, and handed
//! back through a channel. Where the platform has no threads (the browser), the puzzle is made on
//! the main thread in the frame after the "making a puzzle" screen was drawn.
//!
//! An imported puzzle (pasted, typed in or linked) is checked at once, in the frame (what is
//! wrong with it is said at once), and graded by the same worker ([`Task::Grade`]): the hardest
//! take up to a fifth of a second on a desktop, several times that on a phone.
//!
//! A photo of a printed puzzle is read by the same worker ([`Task::Read`]): some 50 ms for a
//! phone's photo on a desktop, too long for a frame. Where there are no threads the platform may
//! read it beside the game ([`Platform::offload_photo`], its answer the library's JSON,
//! [`photo::read_answer`]); else it is read in one frame after the "reading" screen is drawn.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{mpsc, Arc};
use std::time::Duration;

use peerless::board::Board;
use peerless::game::{Checked, Date, Origin, Puzzle};
use peerless::generate::{self, Generated};
use peerless::logic::{self, Level, Step, Technique};
use peerless::practice;
use peerless::sets::Digits;
use peerless::solver::Solution;
use peerless::variant::Kind;
use rand_chacha::rand_core::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::app::core::photo::{self, Photo, PhotoError, PhotoReading};
use crate::app::platform::{Current, Platform, Waker};

pub mod offload;

/// The level of the daily puzzle.
pub const DAILY_LEVEL: Level = Level::Medium;

/// A puzzle to make.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Request {
    /// A random puzzle of `kind` and `level`, from `seed` (the same puzzle for the same seed
    /// everywhere).
    Random {
        /// Classic or Killer.
        kind: Kind,
        /// The level.
        level: Level,
        /// The seed.
        seed: u64,
    },
    /// The daily puzzle of a kind and date: the same for every player that day.
    Daily(Kind, Date),
    /// A past day's daily puzzle of a kind, from the archive: the same puzzle, counted apart.
    Archive(Kind, Date),
}

impl Request {
    /// The kind of puzzle asked for.
    pub fn kind(self) -> Kind {
        match self {
            Request::Random { kind, .. } | Request::Daily(kind, _) | Request::Archive(kind, _) => {
                kind
            }
        }
    }

    /// The level of the puzzle asked for.
    pub fn level(self) -> Level {
        match self {
            Request::Random { level, .. } => level,
            Request::Daily(..) | Request::Archive(..) => DAILY_LEVEL,
        }
    }

    /// The seed the generator starts from: a daily puzzle's from its date, each kind its own.
    pub fn seed(self) -> u64 {
        match self {
            Request::Random { seed, .. } => seed,
            Request::Daily(kind, date) | Request::Archive(kind, date) => {
                let (year, month, day) = (date.year(), date.month(), date.day());
                match kind {
                    Kind::Classic => generate::daily_seed(year, month, day, DAILY_LEVEL),
                    Kind::Killer => generate::killer::daily_seed(year, month, day, DAILY_LEVEL),
                }
            }
        }
    }

    /// Where the puzzle comes from, for the game made of it.
    pub fn origin(self) -> Origin {
        match self {
            Request::Daily(_, date) => Origin::Daily(date),
            Request::Archive(_, date) => Origin::Archive(date),
            Request::Random { .. } => Origin::Generated,
        }
    }

    /// Makes the puzzle, stopping early (with `None`) when `stop` is set: the same search as
    /// `generate::generate` and `generate::daily`, or their Killer counterparts.
    pub fn make(self, stop: &AtomicBool) -> Option<Made> {
        let mut rng = ChaCha8Rng::seed_from_u64(self.seed());
        let level = self.level();
        match self.kind() {
            Kind::Classic => {
                let options = classic_options(level);
                generate::generate_until(&options, &mut rng, stop).map(Made::Classic)
            }
            Kind::Killer => {
                let options = generate::killer::Options { level };
                generate::killer::generate_until(&options, &mut rng, stop).map(Made::Killer)
            }
        }
    }

    /// One of the search's attempts, with its generator: the same steps as [`Request::make`]
    /// takes, for a platform that makes the puzzle a few attempts a frame.
    fn attempt(self, rng: &mut ChaCha8Rng) -> Option<Made> {
        let level = self.level();
        match self.kind() {
            Kind::Classic => generate::attempt(&classic_options(level), rng).map(Made::Classic),
            Kind::Killer => generate::killer::attempt(&generate::killer::Options { level }, rng)
                .map(Made::Killer),
        }
    }
}

/// What the classic generator is asked for at `level`.
fn classic_options(level: Level) -> generate::Options {
    generate::Options {
        level,
        ..generate::Options::default()
    }
}

/// A puzzle made, of either kind, with how many attempts (or layouts) it took. (Its size
/// matters not: one is made per new game, and handed over boxed.)
#[derive(Clone, Debug)]
#[allow(clippy::large_enum_variant)]
pub enum Made {
    /// A classic puzzle.
    Classic(Generated),
    /// A Killer.
    Killer(generate::killer::Generated),
}

impl Made {
    /// How many attempts (a classic puzzle's grids, a Killer's layouts) it took.
    pub fn attempts(&self) -> u32 {
        match self {
            Made::Classic(made) => made.attempts,
            Made::Killer(made) => made.layouts,
        }
    }

    /// The same puzzle, counted as made in `attempts` (the inline search counts its own).
    fn with_attempts(self, attempts: u32) -> Made {
        match self {
            Made::Classic(made) => Made::Classic(Generated { attempts, ..made }),
            Made::Killer(made) => Made::Killer(generate::killer::Generated {
                layouts: attempts,
                ..made
            }),
        }
    }
}

impl From<Made> for Puzzle {
    fn from(made: Made) -> Puzzle {
        match made {
            Made::Classic(made) => made.into(),
            Made::Killer(made) => made.into(),
        }
    }
}

/// A seed from the wall clock, for a new random game: miniquad's clock, which is the system's
/// on native targets and the page's `Date.now()` in the browser (where `SystemTime` panics),
/// mixed with the time since the game started.
pub fn time_seed() -> u64 {
    let wall = macroquad::miniquad::date::now().to_bits();
    let since_start = Current::now().as_nanos() as u64;
    wall ^ since_start.rotate_left(32)
}

/// What the worker is asked to do off the frame: make a puzzle, grade an imported one, or
/// find a practice position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Task {
    /// Make a puzzle.
    Make(Request),
    /// Grade a puzzle brought in from elsewhere, already checked to be proper (the hardest
    /// take a good part of a second on a phone): classic or Killer, as [`Checked`] carries it.
    Grade(Box<Checked>),
    /// Find a position where a technique is the next step: for the technique's lesson (its
    /// drawing on a real position), or to practise it.
    Practice(PracticeRequest),
    /// Read a photo of a printed puzzle (the player then reviews what was read).
    Read(Photo),
}

/// A practice position asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PracticeRequest {
    /// The technique.
    pub technique: Technique,
    /// The seed: the same position for the same seed everywhere.
    pub seed: u64,
    /// Whether it is the lesson's position (shown solved) rather than one to practise.
    pub lesson: bool,
}

impl PracticeRequest {
    /// The search for its position, a piece at a time.
    fn search(self) -> practice::Search {
        practice::Search::new(self.technique, self.seed, practice::PUZZLES)
    }
}

/// A practice position found, ready to play: the puzzle (givens, solution, grade), the
/// position and its step.
#[derive(Clone, Debug)]
pub struct Practised {
    /// What was asked for.
    pub request: PracticeRequest,
    /// The puzzle the position is part of.
    pub puzzle: Puzzle,
    /// The position's board: givens and digits placed.
    pub board: Board,
    /// The candidates left in its empty cells.
    pub notes: [Digits; 81],
    /// The step of the technique, next there.
    pub step: Step,
}

impl Practised {
    /// The puzzle of a position found, solved and graded (the game's mistakes are judged
    /// against its solution): a classic puzzle, or for a Killer technique the Killer with its
    /// cages, solved and graded by the Killer rules, so the game draws the cages, marks a clash
    /// in a cage, has the calculator and hints by the Killer logic. `None` for a position whose
    /// puzzle is not proper, which the search never gives.
    fn of(request: PracticeRequest, found: practice::Practice) -> Option<Practised> {
        let solution = match found.variant.solve(&found.puzzle) {
            Solution::Unique(solution) => solution,
            _ => return None,
        };
        let puzzle = match found.killer() {
            Some(killer) => {
                let grade = logic::killer::grade(&killer).ok()?;
                Puzzle::killer(killer, solution, grade).ok()?
            }
            None => {
                let grade = logic::grade(&found.puzzle).ok()?;
                Puzzle::new(found.puzzle, solution, grade).ok()?
            }
        };
        Some(Practised {
            request,
            puzzle,
            board: found.grid.to_board(),
            notes: found.grid.all_candidates(),
            step: found.step,
        })
    }
}

impl Task {
    /// Where the puzzle comes from, for the game made of it.
    pub fn origin(&self) -> Origin {
        match self {
            Task::Make(request) => request.origin(),
            Task::Grade(_) | Task::Practice(_) | Task::Read(_) => Origin::Imported,
        }
    }

    /// Does the task whole, stopping early (with `None`) when `stop` is set.
    fn run(&self, stop: &AtomicBool) -> Option<Done> {
        match self {
            Task::Make(request) => request.make(stop).map(|made| Done::Made(Box::new(made))),
            Task::Grade(checked) => checked
                .as_ref()
                .grade()
                .ok()
                .map(|puzzle| Done::Graded(Box::new(puzzle))),
            Task::Read(photo) => Some(Done::Read(Box::new(photo::read(photo)))),
            Task::Practice(request) => {
                let mut search = request.search();
                loop {
                    if stop.load(Ordering::Relaxed) {
                        return None;
                    }
                    if let Some(done) = search.advance() {
                        return practised(*request, done);
                    }
                }
            }
        }
    }
}

/// The worker's answer for a practice search that ended.
fn practised(
    request: PracticeRequest,
    done: Result<practice::Practice, practice::PracticeError>,
) -> Option<Done> {
    let found = done.ok()?;
    Practised::of(request, found).map(|p| Done::Practised(Box::new(p)))
}

/// A finished task.
pub enum Done {
    /// A puzzle made, with how it was made.
    Made(Box<Made>),
    /// An imported puzzle graded.
    Graded(Box<Puzzle>),
    /// A practice position found.
    Practised(Box<Practised>),
    /// A puzzle made or graded by the platform's worker beside the game (the page's), read
    /// back from its answer.
    Received(Box<Puzzle>),
    /// A photo read, or why it could not be.
    Read(Box<Result<PhotoReading, PhotoError>>),
}

/// What a finished task leads to. (Its size matters not: one a task, moved once.)
#[allow(clippy::large_enum_variant)]
pub enum Finished {
    /// A game of this puzzle.
    Game(Puzzle),
    /// This practice position.
    Practice(Box<Practised>),
    /// The review of a photo's reading, or why there is none.
    Photo(Box<Result<PhotoReading, PhotoError>>),
}

impl Done {
    /// The puzzle to play, the practice position, or the photo's reading.
    pub fn finished(self) -> Finished {
        match self {
            Done::Made(made) => Finished::Game((*made).into()),
            Done::Graded(puzzle) | Done::Received(puzzle) => Finished::Game(*puzzle),
            Done::Practised(practised) => Finished::Practice(practised),
            Done::Read(read) => Finished::Photo(read),
        }
    }
}

/// What the worker says when polled.
pub enum Poll {
    /// The task is done.
    Ready(Done),
    /// Still working, for this long.
    Working(Duration),
    /// The worker ended without a puzzle (it was stopped, or the thread died).
    Failed,
}

/// A task under way, and how to stop it. Dropping the worker stops it.
pub struct Worker {
    task: Task,
    started: Duration,
    stop: Arc<AtomicBool>,
    job: Job,
    /// When the task was done (on its thread, or in the frame), once it is.
    done_at: Option<Duration>,
}

enum Job {
    /// On a thread: the result arrives through the channel, with the time it was done.
    Thread(mpsc::Receiver<(Done, Duration)>),
    /// On the main thread, from the frame after the task's screen was drawn (`started`): a few
    /// of the search's attempts a frame, with the search's own generator; or the grading, in
    /// one frame.
    Inline {
        rng: Box<ChaCha8Rng>,
        attempts: u32,
        started: bool,
    },
    /// Handed to the platform's worker beside the game (the page's Web Worker, which has no
    /// threads otherwise), by its number there; its answer comes as text
    /// ([`offload`]).
    Offloaded(u32),
    /// A practice search on the main thread: a few of its pieces a frame.
    InlinePractice {
        search: Box<practice::Search>,
        request: PracticeRequest,
        started: bool,
    },
}

/// How long the attempts made in one frame may run before the frame is let go (an attempt
/// that is under way finishes; at the hardest levels one takes a few tens of milliseconds).
const FRAME_BUDGET: Duration = Duration::from_millis(12);

impl Worker {
    /// Starts `task` at `now`; `waker` wakes the loop when it is done.
    pub fn start(task: Task, now: Duration, waker: &Waker) -> Worker {
        let stop = Arc::new(AtomicBool::new(false));
        let (sender, result) = mpsc::channel();
        let flag = Arc::clone(&stop);
        let waker = waker.clone();
        let work = task.clone();
        let spawned = Current::spawn(
            "peerless-worker",
            Box::new(move || {
                if let Some(done) = work.run(&flag) {
                    // No wake when a frame took the answer already (the worker is dropped,
                    // which sets `flag`, once its answer is taken): a thread held up between
                    // the send and the wake would otherwise bring a frame with nothing new,
                    // long after.
                    if sender.send((done, Current::now())).is_ok() && !flag.load(Ordering::Acquire)
                    {
                        waker.wake_now();
                    }
                }
            }),
        );
        let job = if spawned {
            Job::Thread(result)
        } else if let Task::Read(photo) = &task {
            Current::offload_photo(&photo.0).map_or_else(|| Self::inline_job(&task), Job::Offloaded)
        } else {
            offload::request(&task)
                .and_then(|request| Current::offload(request.as_bytes()))
                .map_or_else(|| Self::inline_job(&task), Job::Offloaded)
        };
        Worker {
            task,
            started: now,
            stop,
            job,
            done_at: None,
        }
    }

    fn inline_job(task: &Task) -> Job {
        let seed = match task {
            Task::Make(request) => request.seed(),
            Task::Grade(_) | Task::Read(_) => 0,
            Task::Practice(request) => {
                return Job::InlinePractice {
                    search: Box::new(request.search()),
                    request: *request,
                    started: false,
                }
            }
        };
        Job::Inline {
            rng: Box::new(ChaCha8Rng::seed_from_u64(seed)),
            attempts: 0,
            started: false,
        }
    }

    /// A worker that does `task` on the main thread, as on a platform without threads.
    #[cfg(test)]
    fn start_inline(task: Task, now: Duration) -> Worker {
        Worker {
            job: Self::inline_job(&task),
            task,
            started: now,
            stop: Arc::new(AtomicBool::new(false)),
            done_at: None,
        }
    }

    /// What was asked for.
    pub fn task(&self) -> &Task {
        &self.task
    }

    /// Whether the worker needs frames to go on (working on the main thread, it works in one).
    pub fn needs_frames(&self) -> bool {
        matches!(self.job, Job::Inline { .. } | Job::InlinePractice { .. })
    }

    /// When the task was done: on its thread (the moment its answer was sent), or in the
    /// frame; `None` before. The report times the frame that shows it from here.
    pub fn done_at(&self) -> Option<Duration> {
        self.done_at
    }

    /// Checks on the task at `now`.
    pub fn poll(&mut self, now: Duration) -> Poll {
        let polled = self.poll_job(now);
        if matches!(polled, Poll::Ready(_)) && self.done_at.is_none() {
            self.done_at = Some(Current::now());
        }
        polled
    }

    fn poll_job(&mut self, now: Duration) -> Poll {
        let waited = now.saturating_sub(self.started);
        if let Job::Offloaded(id) = self.job {
            let Some(answer) = Current::offloaded(id) else {
                return Poll::Working(waited);
            };
            if let (Task::Read(_), Some(read)) =
                (&self.task, answer.as_deref().and_then(photo::read_answer))
            {
                return Poll::Ready(Done::Read(Box::new(read)));
            }
            match answer.map(|text| peerless::game::errand::answer(&text)) {
                Some(Ok(puzzle)) => return Poll::Ready(Done::Received(Box::new(puzzle))),
                // The worker failed (the page's plugin warns in its console), or answered what
                // does not read: the task is done here.
                _ => {
                    self.job = Self::inline_job(&self.task);
                    return Poll::Working(waited);
                }
            }
        }
        match &mut self.job {
            Job::Thread(result) => match result.try_recv() {
                Ok((done, at)) => {
                    self.done_at = Some(at);
                    Poll::Ready(done)
                }
                Err(mpsc::TryRecvError::Empty) => Poll::Working(waited),
                Err(mpsc::TryRecvError::Disconnected) => Poll::Failed,
            },
            // Polled above.
            Job::Offloaded(_) => Poll::Working(waited),
            Job::Inline { started, .. } | Job::InlinePractice { started, .. } if !*started => {
                // First let the task's screen be drawn.
                *started = true;
                Poll::Working(waited)
            }
            Job::InlinePractice {
                search, request, ..
            } => {
                let until = Current::now() + FRAME_BUDGET;
                loop {
                    if let Some(done) = search.advance() {
                        return practised(*request, done).map_or(Poll::Failed, Poll::Ready);
                    }
                    if Current::now() >= until {
                        return Poll::Working(waited);
                    }
                }
            }
            Job::Inline { rng, attempts, .. } => {
                let request = match &self.task {
                    Task::Make(request) => *request,
                    other => {
                        return other.run(&self.stop).map_or(Poll::Failed, Poll::Ready);
                    }
                };
                let until = Current::now() + FRAME_BUDGET;
                loop {
                    *attempts += 1;
                    if let Some(made) = request.attempt(rng.as_mut()) {
                        let made = made.with_attempts(*attempts);
                        return Poll::Ready(Done::Made(Box::new(made)));
                    }
                    if Current::now() >= until {
                        return Poll::Working(waited);
                    }
                }
            }
        }
    }
}

impl Drop for Worker {
    fn drop(&mut self) {
        // Leaving the screen that asked for the puzzle stops the search.
        self.stop.store(true, Ordering::Release);
        if let (Job::Offloaded(id), None) = (&self.job, self.done_at) {
            Current::cancel_offload(*id);
        }
    }
}

/// A new game the player asked for: what the worker does for it (make a puzzle, or grade an
/// imported one). While a game is in progress it waits on the [`Screen::Replace`](crate::app::views::menu::Screen::Replace) screen for the
/// player to say whether that game may be given up.
#[derive(Clone, Debug)]
pub struct NewGame(pub Task);

impl NewGame {
    /// What starting it is called on the button that gives up the game in progress for it.
    pub(crate) fn label(&self) -> String {
        use crate::app::words::names::date_text;
        use crate::app::words::names::level_name;
        use crate::app::words::{format, text};
        use peerless::l10n::Message;
        let killer = |classic, of_killer| {
            Message::new(match self.0 {
                Task::Make(request) if request.kind() == Kind::Killer => of_killer,
                _ => classic,
            })
        };
        match &self.0 {
            Task::Make(Request::Daily(..)) => {
                format(&killer("replace-start-daily", "replace-start-killer-daily"))
            }
            Task::Make(Request::Archive(_, date)) => format(
                &killer("replace-start-archive", "replace-start-killer-archive")
                    .text("date", date_text(*date)),
            ),
            Task::Make(request) => format(
                &killer("replace-start-level", "replace-start-killer-level")
                    .text("level", level_name(request.level())),
            ),
            Task::Grade(_) | Task::Read(_) => text("replace-play-imported"),
            Task::Practice(request) => format(
                &Message::new("replace-practise").message("technique", request.technique.message()),
            ),
        }
    }
}

#[cfg(test)]
mod tests;
