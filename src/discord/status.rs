//! A serving process's status line, logged every few seconds: which process, which shards,
//! what it did since the last line, and how the whole store stands (tables running, messages
//! waiting and how late the oldest is).

use std::sync::atomic::Ordering;
use std::time::Duration;

use tracing::{info, warn};

use super::courier::Courier;

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

    /// Logs one status line.
    pub async fn log(&self, courier: &Courier) {
        let health = match courier.service.health().await {
            Ok(h) => h,
            Err(e) => {
                warn!(error = %e, "could not read the store's status");
                return;
            }
        };
        let now = courier.service.now();
        let lag_ms = health.oldest_due.map_or(0, |due| (now - due).max(0));
        info!(
            instance = %self.instance,
            shards = %self.shards,
            events = courier.gate.take_events(),
            bot_moves = courier.moves.swap(0, Ordering::Relaxed),
            sent = courier.sent.swap(0, Ordering::Relaxed),
            busy = courier.gate.busy(),
            running = health.running,
            waiting = health.waiting,
            lag_ms,
            "serving"
        );
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
