//! Reconnecting to the gateway with back-off. serenity tries a lost shard again every 5 s
//! (or every second while it resumes), however long Discord refuses it; before every try it
//! locks the gateway URL it connects to (the client's `ws_url`). So while a shard is lost
//! Skald holds that lock between tries and lets one round of them through at growing,
//! jittered intervals ([`Backoff`]), until the shards are connected again. The first try after
//! a loss goes through at once: a dropped connection usually resumes straight away.
//!
//! Whether every shard is connected is read from serenity's shard manager twice a second
//! (each shard's connection stage as its runner last reported it: a runner reports the stage
//! it is in when it gives up and asks to be restarted), and sooner from the gateway's events:
//! READY and RESUMED, and a connected shard whose stage changes.

use std::sync::Arc;
use std::time::Duration;

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use tokio::sync::watch;

use poise::serenity_prelude as serenity;

use super::gate::Gate;

/// Waits between tries at the gateway: after a `free` moment for the first try, `first`,
/// doubling, never above `ceiling`, each spread by ±25 % so that many processes (or bots) do
/// not knock in step.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Backoff {
    pub free: Duration,
    pub first: Duration,
    pub ceiling: Duration,
}

impl Default for Backoff {
    fn default() -> Self {
        Backoff {
            free: Duration::from_secs(1),
            first: Duration::from_secs(2),
            ceiling: Duration::from_secs(60),
        }
    }
}

impl Backoff {
    /// The wait before try `n` after the free first one (0, 1, …); `jitter` in [0, 1).
    pub fn wait(&self, n: u32, jitter: f64) -> Duration {
        let base = self
            .first
            .saturating_mul(1u32 << n.min(16))
            .min(self.ceiling);
        base.mul_f64(0.75 + 0.5 * jitter.clamp(0.0, 1.0))
            .min(self.ceiling)
    }
}

/// Whether the shards are connected, shared by what watches them and the loop that spaces the
/// tries.
pub struct Reconnect {
    backoff: Backoff,
    /// Whether every shard is connected.
    up: watch::Sender<bool>,
}

/// How often the shard manager is asked how its shards stand.
const WATCH_EVERY: Duration = Duration::from_millis(500);

impl Reconnect {
    pub fn new(backoff: Backoff) -> Arc<Reconnect> {
        let (up, _) = watch::channel(false);
        Arc::new(Reconnect { backoff, up })
    }

    /// Whether every shard is connected now.
    pub fn observe(&self, up: bool) {
        self.up
            .send_if_modified(|now| std::mem::replace(now, up) != up);
    }

    /// Asks `manager` how its shards stand, twice a second, until the process stops.
    pub fn watch(self: &Arc<Self>, manager: Arc<serenity::ShardManager>, gate: Arc<Gate>) {
        let me = self.clone();
        tokio::spawn(async move {
            while !gate.is_closing() {
                let up = {
                    let runners = manager.runners.lock().await;
                    !runners.is_empty()
                        && runners
                            .values()
                            .all(|r| r.stage == serenity::ConnectionStage::Connected)
                };
                me.observe(up);
                tokio::time::sleep(WATCH_EVERY).await;
            }
        });
    }

    /// Runs until the process stops: whenever a shard is lost, spaces the tries at `url`
    /// (serenity's `Client::ws_url`).
    pub fn spawn(self: &Arc<Self>, url: Arc<tokio::sync::Mutex<String>>, gate: Arc<Gate>) {
        let me = self.clone();
        tokio::spawn(async move {
            let seed = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_nanos() as u64)
                ^ u64::from(std::process::id());
            let mut rng = SmallRng::seed_from_u64(seed);
            let mut up = me.up.subscribe();
            while !gate.is_closing() {
                if *up.borrow_and_update() {
                    if up.changed().await.is_err() {
                        return;
                    }
                    continue;
                }
                me.space_tries(&url, &mut up, &gate, &mut rng).await;
            }
        });
    }

    /// While some shard is lost: the first try is free, then the URL is held and let go for a
    /// moment after each wait, which lets the tries waiting for it through (the lock is fair).
    async fn space_tries(
        &self,
        url: &tokio::sync::Mutex<String>,
        up: &mut watch::Receiver<bool>,
        gate: &Gate,
        rng: &mut SmallRng,
    ) {
        if wait_up(up, self.backoff.free).await {
            return;
        }
        tracing::info!("the gateway is not connected: its tries are spaced");
        let mut n = 0;
        while !gate.is_closing() {
            let held = url.lock().await;
            let wait = self.backoff.wait(n, rng.random::<f64>());
            n = n.saturating_add(1);
            let back = wait_up(up, wait).await;
            drop(held);
            if back {
                return;
            }
            if !wait.is_zero() {
                tracing::debug!(wait_ms = wait.as_millis() as u64, "gateway tries spaced");
            }
            // The tries that queued for the URL take it before this loop does again.
            tokio::task::yield_now().await;
        }
    }
}

/// Tells [`Reconnect`] at once when a connected shard's stage changes (its connection is
/// lost); the shard manager, asked twice a second, says when all are back.
pub struct Watch(pub Arc<Reconnect>);

#[serenity::async_trait]
impl serenity::EventHandler for Watch {
    async fn shard_stage_update(&self, _: serenity::Context, e: serenity::ShardStageUpdateEvent) {
        use serenity::ConnectionStage::Connected;
        if e.old == Connected && e.new != Connected {
            self.0.observe(false);
        }
    }
}

/// Waits `time` or until every shard is connected; whether they are.
async fn wait_up(up: &mut watch::Receiver<bool>, time: Duration) -> bool {
    let connected = async {
        loop {
            if *up.borrow_and_update() {
                return;
            }
            if up.changed().await.is_err() {
                std::future::pending::<()>().await;
            }
        }
    };
    tokio::time::timeout(time, connected).await.is_ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn waits_double_up_to_the_ceiling_and_spread_a_quarter_either_way() {
        let b = Backoff::default();
        assert_eq!(b.free, Duration::from_secs(1));
        let mid: Vec<u64> = (0..8).map(|n| b.wait(n, 0.5).as_secs()).collect();
        assert_eq!(mid, [2, 4, 8, 16, 32, 60, 60, 60]);
        assert_eq!(b.wait(2, 0.0), Duration::from_secs(6));
        assert_eq!(b.wait(2, 0.999_999).as_secs(), 9);
        assert_eq!(
            b.wait(40, 0.9),
            Duration::from_secs(60),
            "never above the ceiling"
        );
    }

    /// The schedule of the default at a hundredth of its pace (10 ms free, 20 ms first, 600 ms
    /// ceiling), tried by a connector as eager as anything could be: a try every 10 ms.
    #[tokio::test]
    async fn a_lost_shard_lets_a_try_through_at_once_then_ever_more_rarely() {
        let ms = Duration::from_millis;
        let url = Arc::new(tokio::sync::Mutex::new("ws://gateway".to_string()));
        let backoff = Backoff {
            free: ms(10),
            first: ms(20),
            ceiling: ms(600),
        };
        let reconnect = Reconnect::new(backoff);
        reconnect.observe(true);
        reconnect.spawn(url.clone(), Arc::new(Gate::default()));
        reconnect.observe(false);
        let started = tokio::time::Instant::now();
        let mut got = Vec::new();
        while started.elapsed() < ms(2000) {
            drop(url.lock().await);
            got.push(started.elapsed());
            tokio::time::sleep(ms(10)).await;
        }
        let gaps: Vec<Duration> = got.windows(2).map(|w| w[1] - w[0]).collect();
        // Unspaced, about 200 tries; spaced, the free one(s), then 20, 40, 80 … ms apart.
        assert!(got.len() <= 12, "{} tries: {gaps:?}", got.len());
        assert!(gaps.iter().rev().take(2).all(|g| *g >= ms(250)), "{gaps:?}");
        // Back: every try goes through at once.
        reconnect.observe(true);
        tokio::time::sleep(ms(700)).await;
        let at = tokio::time::Instant::now();
        for _ in 0..5 {
            drop(url.lock().await);
        }
        assert!(at.elapsed() < ms(50), "{:?}", at.elapsed());
    }
}
