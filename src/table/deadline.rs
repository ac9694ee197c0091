//! Deadlines: every pending decision may have one (R-TABLE-1). The clock is injected.

use std::sync::atomic::{AtomicI64, Ordering};

use serde::{Deserialize, Serialize};

/// Milliseconds since the Unix epoch.
pub type Millis = i64;

pub trait Clock: Send + Sync {
    fn now(&self) -> Millis;
}

/// The real clock.
pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> Millis {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_millis() as Millis)
    }
}

/// A clock that only moves when told to (tests, replays).
#[derive(Default)]
pub struct ManualClock(AtomicI64);

impl ManualClock {
    pub fn new(start: Millis) -> Self {
        ManualClock(AtomicI64::new(start))
    }
    pub fn set(&self, now: Millis) {
        self.0.store(now, Ordering::SeqCst);
    }
    pub fn advance(&self, by: Millis) {
        self.0.fetch_add(by, Ordering::SeqCst);
    }
}

impl Clock for ManualClock {
    fn now(&self) -> Millis {
        self.0.load(Ordering::SeqCst)
    }
}

/// What happens when a decision's time runs out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DeadlineMode {
    /// Wait forever.
    Off,
    /// Remind once when the time is up.
    Advisory,
    /// Remind at half time, then play the default for whoever has not decided.
    Auto,
}

impl DeadlineMode {
    pub fn id(self) -> &'static str {
        match self {
            DeadlineMode::Off => "off",
            DeadlineMode::Advisory => "advisory",
            DeadlineMode::Auto => "auto",
        }
    }
}

/// The deadline of the decision now pending.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Deadline {
    pub started: Millis,
    pub due: Millis,
    /// Reminders sent so far (advisory: at due; auto: at half time).
    pub reminded: bool,
}

impl Deadline {
    pub fn new(now: Millis, seconds: u32) -> Self {
        Deadline {
            started: now,
            due: now + Millis::from(seconds) * 1000,
            reminded: false,
        }
    }

    pub fn half(&self) -> Millis {
        self.started + (self.due - self.started) / 2
    }

    /// When the next thing happens under `mode`, if anything will.
    pub fn next_at(&self, mode: DeadlineMode) -> Option<Millis> {
        match mode {
            DeadlineMode::Off => None,
            DeadlineMode::Advisory => (!self.reminded).then_some(self.due),
            DeadlineMode::Auto => Some(if self.reminded { self.due } else { self.half() }),
        }
    }
}
