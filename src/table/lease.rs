//! Background work that exactly one process does for a table at a time, however many
//! processes serve the bot: delivering its outbox, running its deadline, playing its bots'
//! moves. Each is claimed with a lease in the store; a process that dies leaves its leases to
//! run out and be taken over. Commands from players need no lease: every change is checked
//! against the table's version when it is committed.

use super::deadline::Millis;
use super::error::TableError;
use super::model::{ChannelKey, TableId};
use super::outbound::Outbound;
use super::tables::{Done, Tables};
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

/// What asking a table's bots to play gave.
#[derive(Debug)]
pub enum BotStep {
    /// A bot of `table` moved (committed); the replies. This process keeps the table's bot
    /// lease until its bots are done ([`Tables::bots_done`]).
    Moved { table: TableId, out: Vec<Outbound> },
    /// No bot has anything to decide.
    Idle,
    /// Another process's bots are playing at this table now: ask again shortly.
    Busy,
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

    /// One bot move at the channel's active table by the one process holding the table's
    /// bot lease, so no two processes think over the same decision. The lease is claimed only
    /// when a bot is to move, and kept after a move: a process that dies while its bots play
    /// leaves a lease that runs out, and another process takes the bots over
    /// ([`Tables::stalled`]).
    pub async fn step_bots_leased(&self, channel: &ChannelKey) -> Result<BotStep, TableError> {
        let Some(table) = self.active_table(channel).await? else {
            return Ok(BotStep::Idle);
        };
        let id = table.id();
        if !table.bot_due() {
            return Ok(BotStep::Idle);
        }
        if !self.claim(id, Duty::Bots).await? {
            return Ok(BotStep::Busy);
        }
        match self.bot_move(table).await {
            Ok(Some(out)) => Ok(BotStep::Moved { table: id, out }),
            stepped => {
                self.release(id, Duty::Bots).await?;
                stepped.map(|_| BotStep::Idle)
            }
        }
    }

    /// The bots of `table` have played their moves: this process lets go of their lease.
    pub async fn bots_done(&self, table: TableId) -> Result<(), TableError> {
        self.release(table, Duty::Bots).await
    }

    /// Running tables where nothing changed for `quiet` milliseconds (but did within the
    /// last `within`) and no process's bots hold the lease: their bots may have been left by
    /// a process that died (between a player's move and the bots' turn, or while a bot
    /// thought), so they are asked again. A table quiet for longer waits for its players.
    pub async fn stalled(
        &self,
        quiet: Millis,
        within: Millis,
    ) -> Result<Vec<ChannelKey>, TableError> {
        let now = self.clock.now();
        let kind = Duty::Bots.kind();
        let channels = self
            .store
            .stalled(now - within..now - quiet, kind, now)
            .await?;
        Ok(channels.into_iter().map(ChannelKey).collect())
    }

    /// Every due deadline: reminders and defaults. Read from the store, so it survives
    /// restarts; a deadline another process is running is left to it. A table that fails
    /// (unreadable, of an unknown game) is reported and skipped: it never stops the others.
    pub async fn tick(&self) -> Result<Vec<Done>, TableError> {
        let now = self.clock.now();
        let mut out = Vec::new();
        for id in self.store.due(now).await? {
            match self.tick_leased(id, now).await {
                Ok(Some(done)) => out.push(done),
                Ok(None) => {}
                Err(e) => tracing::error!(table = id, error = %e, "a deadline failed"),
            }
        }
        Ok(out)
    }

    /// Table `id`'s due deadline, run under its lease.
    async fn tick_leased(&self, id: i64, now: Millis) -> Result<Option<Done>, TableError> {
        let table = TableId(id);
        if !self.claim(table, Duty::Deadline).await? {
            return Ok(None);
        }
        let done = self.tick_one(table, now).await;
        self.release(table, Duty::Deadline).await?;
        done
    }
}
