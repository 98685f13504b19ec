//! Where a new puzzle comes from: a [`Request`] (a random puzzle of a level from a seed, or the
//! daily puzzle of a date) made on a worker thread, so the screen stays responsive, and handed
//! back through a channel. Where the platform has no threads (the browser), the puzzle is made on
//! the main thread in the frame after the "making a puzzle" screen was drawn.
//!
//! An imported puzzle (pasted, typed in or linked) is checked at once, in the frame (what is
//! wrong with it is said at once), and graded by the same worker ([`Task::Grade`]): the hardest
//! take up to a fifth of a second on a desktop, several times that on a phone.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{mpsc, Arc};
use std::time::Duration;

use peerless::board::Board;
use peerless::game::{Checked, Date, Origin, Puzzle};
use peerless::generate::{self, Generated};
use peerless::logic::{self, Level, Step, Technique};
use peerless::practice;
use peerless::sets::Digits;
use peerless::solver::{self, Solution};
use rand_chacha::rand_core::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::app::platform::{Current, Platform, Waker};

/// The level of the daily puzzle.
pub const DAILY_LEVEL: Level = Level::Medium;

/// A puzzle to make.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Request {
    /// A random puzzle of `level`, from `seed` (the same puzzle for the same seed everywhere).
    Random {
        /// The level.
        level: Level,
        /// The seed.
        seed: u64,
    },
    /// The daily puzzle of `date`: the same for every player that day.
    Daily(Date),
    /// A past day's daily puzzle, from the archive: the same puzzle, counted apart.
    Archive(Date),
}

impl Request {
    /// The level of the puzzle asked for.
    pub fn level(self) -> Level {
        match self {
            Request::Random { level, .. } => level,
            Request::Daily(_) | Request::Archive(_) => DAILY_LEVEL,
        }
    }

    /// The seed the generator starts from.
    pub fn seed(self) -> u64 {
        match self {
            Request::Random { seed, .. } => seed,
            Request::Daily(date) | Request::Archive(date) => {
                generate::daily_seed(date.year(), date.month(), date.day(), DAILY_LEVEL)
            }
        }
    }

    /// Where the puzzle comes from, for the game made of it.
    pub fn origin(self) -> Origin {
        match self {
            Request::Daily(date) => Origin::Daily(date),
            Request::Archive(date) => Origin::Archive(date),
            Request::Random { .. } => Origin::Generated,
        }
    }

    /// What the generator is asked for.
    fn options(self) -> generate::Options {
        generate::Options {
            level: self.level(),
            ..generate::Options::default()
        }
    }

    /// Makes the puzzle, stopping early (with `None`) when `stop` is set: the same search as
    /// `generate::generate` and `generate::daily`.
    pub fn make(self, stop: &AtomicBool) -> Option<Generated> {
        let mut rng = ChaCha8Rng::seed_from_u64(self.seed());
        generate::generate_until(&self.options(), &mut rng, stop)
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
    /// against its solution); `None` for a position whose puzzle is not proper, which the
    /// search never gives.
    fn of(request: PracticeRequest, found: practice::Practice) -> Option<Practised> {
        let Solution::Unique(solution) = solver::solve(&found.puzzle) else {
            return None;
        };
        let grade = logic::grade(&found.puzzle).ok()?;
        let puzzle = Puzzle::new(found.puzzle, solution, grade).ok()?;
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
            Task::Grade(_) | Task::Practice(_) => Origin::Imported,
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
    Made(Box<Generated>),
    /// An imported puzzle graded.
    Graded(Box<Puzzle>),
    /// A practice position found.
    Practised(Box<Practised>),
}

impl Done {
    /// The puzzle to play, or the practice position.
    pub fn into_game(self) -> Result<Puzzle, Box<Practised>> {
        match self {
            Done::Made(made) => Ok((*made).into()),
            Done::Graded(puzzle) => Ok(*puzzle),
            Done::Practised(practised) => Err(practised),
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
        } else {
            Self::inline_job(&task)
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
            Task::Grade(_) => 0,
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
        match &mut self.job {
            Job::Thread(result) => match result.try_recv() {
                Ok((done, at)) => {
                    self.done_at = Some(at);
                    Poll::Ready(done)
                }
                Err(mpsc::TryRecvError::Empty) => Poll::Working(waited),
                Err(mpsc::TryRecvError::Disconnected) => Poll::Failed,
            },
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
                let options = request.options();
                let until = Current::now() + FRAME_BUDGET;
                loop {
                    *attempts += 1;
                    if let Some(made) = generate::attempt(&options, rng.as_mut()) {
                        let attempts = *attempts;
                        return Poll::Ready(Done::Made(Box::new(Generated { attempts, ..made })));
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
        match &self.0 {
            Task::Make(Request::Daily(_)) => text("replace-start-daily"),
            Task::Make(Request::Archive(date)) => {
                format(&Message::new("replace-start-archive").text("date", date_text(*date)))
            }
            Task::Make(request) => format(
                &Message::new("replace-start-level").text("level", level_name(request.level())),
            ),
            Task::Grade(_) => text("replace-play-imported"),
            Task::Practice(request) => format(
                &Message::new("replace-practise").message("technique", request.technique.message()),
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_daily_request_takes_its_seed_from_its_date_and_a_random_one_from_its_seed() {
        let date: Date = "2026-11-30".parse().unwrap();
        let daily = Request::Daily(date);
        assert_eq!(daily.level(), DAILY_LEVEL);
        assert_eq!(
            daily.seed(),
            generate::daily_seed(2026, 11, 30, DAILY_LEVEL)
        );
        assert_eq!(daily.origin(), Origin::Daily(date));
        let archive = Request::Archive(date);
        assert_eq!(archive.seed(), daily.seed(), "the same puzzle");
        assert_eq!(archive.origin(), Origin::Archive(date));
        let random = Request::Random {
            level: Level::Hard,
            seed: 42,
        };
        assert_eq!(
            (random.level(), random.seed(), random.origin()),
            (Level::Hard, 42, Origin::Generated)
        );
    }

    #[test]
    fn the_daily_puzzle_is_the_generators_daily_puzzle() {
        let date: Date = "2024-02-29".parse().unwrap();
        let made = Request::Daily(date).make(&AtomicBool::new(false)).unwrap();
        let daily = generate::daily(2024, 2, 29, DAILY_LEVEL);
        assert_eq!(made.puzzle, daily.puzzle);
    }

    #[test]
    fn a_worker_on_a_thread_hands_back_the_puzzle() {
        let request = Request::Random {
            level: Level::Easy,
            seed: 7,
        };
        let mut worker = Worker::start(
            Task::Make(request),
            Duration::ZERO,
            &Waker::inert(Current::now),
        );
        let made = loop {
            match worker.poll(Current::now()) {
                Poll::Ready(Done::Made(made)) => break made,
                Poll::Ready(_) => panic!("a puzzle made"),
                Poll::Working(_) => std::thread::sleep(Duration::from_millis(5)),
                Poll::Failed => panic!("the worker failed"),
            }
        };
        let expected = request.make(&AtomicBool::new(false)).unwrap();
        assert_eq!(made.puzzle, expected.puzzle);
    }

    #[test]
    fn made_a_few_attempts_a_frame_the_puzzle_is_the_threads_puzzle() {
        let request = Request::Random {
            level: Level::Hard,
            seed: 11,
        };
        let mut worker = Worker::start_inline(Task::Make(request), Duration::ZERO);
        let mut frames = 0;
        let made = loop {
            frames += 1;
            match worker.poll(Current::now()) {
                Poll::Ready(Done::Made(made)) => break made,
                Poll::Ready(_) => panic!("a puzzle made"),
                Poll::Working(_) => {}
                Poll::Failed => panic!("the worker failed"),
            }
        };
        assert!(frames >= 2, "the first frame only draws the screen");
        let expected = request.make(&AtomicBool::new(false)).unwrap();
        assert_eq!(
            (made.puzzle, made.attempts),
            (expected.puzzle, expected.attempts)
        );
    }

    #[test]
    fn an_imported_puzzle_is_graded_on_the_worker_as_import_grades_it() {
        // An Extreme from magictour's top 1465, the slowest kind to grade; and a Killer
        // (Wikipedia's), graded by the Killer logic.
        let extreme =
            "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
        let killer = "AABBBCDEFGGHHCCDEFGGIICJKKFLMMINJKOFLPPQNJOORSPTQNUVVRSTTQWUUXXSYZWWaaXXSYZWbbbcc:\
                      3,15,22,4,16,15,25,17,9,8,20,6,14,17,17,13,20,12,27,6,20,6,10,14,8,16,15,13,17";
        for (text, inline) in [
            (extreme, false),
            (extreme, true),
            (killer, false),
            (killer, true),
        ] {
            let checked = peerless::game::check(text).unwrap();
            let expected = peerless::game::import(text).unwrap();
            assert_eq!(expected.cages().is_some(), text == killer);
            let task = Task::Grade(Box::new(checked));
            assert_eq!(task.origin(), Origin::Imported);
            let mut worker = if inline {
                Worker::start_inline(task, Duration::ZERO)
            } else {
                Worker::start(task, Duration::ZERO, &Waker::inert(Current::now))
            };
            let mut polls = 0;
            let puzzle = loop {
                polls += 1;
                match worker.poll(Current::now()) {
                    Poll::Ready(done) => break done.into_game().expect("a puzzle"),
                    Poll::Working(_) => std::thread::sleep(Duration::from_millis(2)),
                    Poll::Failed => panic!("the worker failed"),
                }
            };
            assert_eq!(puzzle, expected);
            if inline {
                assert_eq!(
                    polls, 2,
                    "the first frame draws the checking screen, the next grades"
                );
            }
        }
    }

    #[test]
    fn a_practice_position_found_a_piece_a_frame_is_the_threads_position() {
        let request = PracticeRequest {
            technique: Technique::XWing,
            seed: 4,
            lesson: false,
        };
        let mut positions = Vec::new();
        for inline in [false, true] {
            let task = Task::Practice(request);
            let mut worker = if inline {
                Worker::start_inline(task, Duration::ZERO)
            } else {
                Worker::start(task, Duration::ZERO, &Waker::inert(Current::now))
            };
            let practised = loop {
                match worker.poll(Current::now()) {
                    Poll::Ready(done) => break done.into_game().expect_err("a position"),
                    Poll::Working(_) => std::thread::sleep(Duration::from_millis(2)),
                    Poll::Failed => panic!("the worker failed"),
                }
            };
            assert_eq!(practised.step.technique, Technique::XWing);
            assert_eq!(practised.request, request);
            positions.push((practised.board, practised.notes, practised.step));
        }
        assert_eq!(positions[0], positions[1]);
        let expected = practice::practice(Technique::XWing, 4).unwrap();
        assert_eq!(positions[0].0, expected.grid.to_board());
    }
}
