//! How long a hard bot thinks over one decision: a time read from the clock here, in the
//! table layer, or a number of sampled games (the engine's search reads no clock).

use std::time::{Duration, Instant};

use crate::games::search::{Budget, Iterations};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Think {
    /// Wall-clock time.
    Millis(u64),
    /// Sampled games: the same position and budget give the same move.
    Iterations(u32),
}

impl Default for Think {
    fn default() -> Self {
        Think::Millis(1000)
    }
}

impl Think {
    /// The search's budget, its time starting now.
    pub fn budget(self) -> Box<dyn Budget> {
        match self {
            Think::Millis(ms) => Box::new(Timed {
                started: Instant::now(),
                total: Duration::from_millis(ms),
            }),
            Think::Iterations(n) => Box::new(Iterations(n)),
        }
    }
}

/// A time budget: how many more iterations fit, at the rate so far.
struct Timed {
    started: Instant,
    total: Duration,
}

impl Budget for Timed {
    fn left(&mut self, done: u32) -> Option<u32> {
        let spent = self.started.elapsed();
        if spent >= self.total {
            return None;
        }
        let rate = f64::from(done.max(1)) / spent.as_secs_f64().max(1e-6);
        Some(((self.total - spent).as_secs_f64() * rate).ceil() as u32 + 1)
    }
}
