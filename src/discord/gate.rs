//! Stopping politely: every event being handled and every piece of background work holds a
//! [`Pass`]; on SIGTERM or Ctrl-C the gateway stops taking events, background loops stop
//! starting new work, and the process waits until every pass is back before it lets go of its
//! leases and exits. A member whose command was under way gets their answer.

use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;
use tokio::sync::Notify;

/// Counts the work under way and tells whether the process is stopping.
#[derive(Default)]
pub struct Gate {
    closing: AtomicBool,
    busy: AtomicUsize,
    idle: Notify,
    /// Gateway events handled since the count was last taken.
    events: AtomicU64,
}

/// Work under way: counted until dropped.
pub struct Pass {
    gate: Arc<Gate>,
}

impl Drop for Pass {
    fn drop(&mut self) {
        if self.gate.busy.fetch_sub(1, Ordering::AcqRel) == 1 {
            self.gate.idle.notify_waiters();
        }
    }
}

impl Gate {
    /// Counts one piece of work until the pass is dropped.
    pub fn pass(self: &Arc<Self>) -> Pass {
        self.busy.fetch_add(1, Ordering::AcqRel);
        Pass { gate: self.clone() }
    }

    /// A pass for a gateway event, which is also counted.
    pub fn event(self: &Arc<Self>) -> Pass {
        self.events.fetch_add(1, Ordering::Relaxed);
        self.pass()
    }

    /// The events handled since this was last asked.
    pub fn take_events(&self) -> u64 {
        self.events.swap(0, Ordering::Relaxed)
    }

    /// From now on background loops start no new work.
    pub fn close(&self) {
        self.closing.store(true, Ordering::Release);
    }

    pub fn is_closing(&self) -> bool {
        self.closing.load(Ordering::Acquire)
    }

    /// How many passes are out.
    pub fn busy(&self) -> usize {
        self.busy.load(Ordering::Acquire)
    }

    /// Waits until every pass is back, at most `limit`; whether they all came back.
    pub async fn drained(&self, limit: Duration) -> bool {
        let wait = async {
            loop {
                let idle = self.idle.notified();
                if self.busy() == 0 {
                    return;
                }
                idle.await;
            }
        };
        tokio::time::timeout(limit, wait).await.is_ok()
    }
}

/// The command framework, with every event it handles holding a pass.
pub struct Gated<F> {
    pub inner: F,
    pub gate: Arc<Gate>,
}

#[serenity::async_trait]
impl<F: serenity::Framework> serenity::Framework for Gated<F> {
    async fn init(&mut self, client: &serenity::Client) {
        self.inner.init(client).await;
    }

    async fn dispatch(&self, ctx: serenity::Context, event: serenity::FullEvent) {
        let _pass = self.gate.event();
        self.inner.dispatch(ctx, event).await;
    }
}

/// Resolves at the first SIGTERM or Ctrl-C.
pub async fn stop_asked() {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{signal, SignalKind};
        match signal(SignalKind::terminate()) {
            Ok(mut term) => {
                tokio::select! {
                    _ = term.recv() => {}
                    _ = ctrl_c() => {}
                }
            }
            Err(e) => {
                tracing::warn!(error = %e, "SIGTERM cannot be heard; stop with Ctrl-C");
                ctrl_c().await;
            }
        }
    }
    #[cfg(not(unix))]
    ctrl_c().await;
}

/// Resolves at Ctrl-C; never, when it cannot be heard.
async fn ctrl_c() {
    if let Err(e) = tokio::signal::ctrl_c().await {
        tracing::warn!(error = %e, "Ctrl-C cannot be heard");
        std::future::pending::<()>().await;
    }
}
