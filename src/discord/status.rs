//! A serving process's status line, logged every few seconds: which process, which shards,
//! what it did since the last line, and how the whole store stands (tables running, messages
//! waiting and how late the oldest is).

use std::time::Duration;

/// What the status line names, and how often it comes.
#[derive(Clone, Debug)]
pub struct Status {
    pub instance: String,
    pub shards: String,
    /// `None`: never.
    pub every: Option<Duration>,
}

impl Status {
    /// Ticks every `every`; never without one. The first tick comes one period after the start.
    pub fn interval(&self) -> Ticks {
        Ticks(
            self.every
                .map(|every| tokio::time::interval_at(tokio::time::Instant::now() + every, every)),
        )
    }
}

/// The status line's clock.
pub struct Ticks(Option<tokio::time::Interval>);

impl Ticks {
    pub async fn tick(&mut self) {
        match &mut self.0 {
            Some(i) => {
                i.tick().await;
            }
            None => std::future::pending().await,
        }
    }
}
