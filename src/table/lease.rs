//! Background work that exactly one process does for a table at a time, however many
//! processes serve the bot: delivering its outbox, running its deadline, playing its bots'
//! moves. Each is claimed with a lease in the store; a process that dies leaves its leases to
//! run out and be taken over. Commands from players need no lease: every change is checked
//! against the table's version when it is committed.

use std::sync::atomic::{AtomicU64, Ordering};

use super::deadline::Millis;
use super::error::TableError;
use super::model::TableId;
use super::tables::Tables;
use super::think::Think;

/// A kind of background work on one table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Duty {
    /// Sending the table's outbox (renewed as a long pass goes on: [`Tables::keep`]).
    Deliver,
    /// Reminding or playing the default when the deadline is due.
    Deadline,
    /// The bots' moves: claimed when a bot is to move, held until the bots are done.
    Bots,
}

impl Duty {
    pub(super) fn kind(self) -> &'static str {
        match self {
            Duty::Deliver => "deliver",
            Duty::Deadline => "deadline",
            Duty::Bots => "bots",
        }
    }

    /// How long a lease lasts: longer than the work can take while its holder lives (a send
    /// may wait out Discord's rate limits for 90 s; a bot thinks for its budget).
    fn lasts(self, think: Think) -> Millis {
        match self {
            Duty::Deliver => 120_000,
            Duty::Deadline => 60_000,
            Duty::Bots => match think {
                Think::Millis(ms) => ms as Millis + 60_000,
                Think::Iterations(_) => 60_000,
            },
        }
    }
}

/// A lease this process holds through a long piece of work ([`Tables::hold`]).
#[derive(Debug)]
pub struct Held {
    table: TableId,
    duty: Duty,
    /// When it was last claimed.
    claimed: Millis,
}

/// A name for this holder of leases, different for every [`Tables`] made: the process id,
/// the time and a count.
pub(super) fn holder_name() -> String {
    static MADE: AtomicU64 = AtomicU64::new(0);
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos());
    let n = MADE.fetch_add(1, Ordering::Relaxed);
    format!("{}-{nanos:x}-{n}", std::process::id())
}

impl Tables {
    /// Takes (or renews) this process's lease on `duty` for `table`; `false` while another
    /// process holds it.
    pub async fn claim(&self, table: TableId, duty: Duty) -> Result<bool, TableError> {
        let now = self.clock.now();
        let until = now + duty.lasts(self.think);
        Ok(self
            .store
            .claim(table.0, duty.kind(), &self.holder, now, until)
            .await?)
    }

    /// Claims `duty` on `table` to hold through a long piece of work; `None` while another
    /// process holds it.
    pub async fn hold(&self, table: TableId, duty: Duty) -> Result<Option<Held>, TableError> {
        let claimed = self.clock.now();
        let held = Held {
            table,
            duty,
            claimed,
        };
        Ok(self.claim(table, duty).await?.then_some(held))
    }

    /// Renews `held` once a sixth of its length has passed since it was last claimed (not at
    /// every step of the work); `false` once another process holds it.
    pub async fn keep(&self, held: &mut Held) -> Result<bool, TableError> {
        let now = self.clock.now();
        if now - held.claimed < held.duty.lasts(self.think) / 6 {
            return Ok(true);
        }
        held.claimed = now;
        self.claim(held.table, held.duty).await
    }

    /// Lets go of this process's lease on `duty` for `table`.
    pub async fn release(&self, table: TableId, duty: Duty) -> Result<(), TableError> {
        Ok(self
            .store
            .release(table.0, duty.kind(), &self.holder)
            .await?)
    }

    /// Lets go of every lease this process holds: for a process that stops with all its work
    /// done, so that others need not wait for the leases to run out. How many there were.
    pub async fn release_all(&self) -> Result<u64, TableError> {
        Ok(self.store.release_all(&self.holder).await?)
    }

    /// This process's name on its leases: one name per process, the same after a restart
    /// (then it takes its own leases back at once). Without it, every [`Tables`] has a name
    /// of its own.
    pub fn with_holder(mut self, name: &str) -> Self {
        self.holder = name.into();
        self
    }

    /// This process's name as a holder of leases.
    pub fn holder(&self) -> &str {
        &self.holder
    }
}
