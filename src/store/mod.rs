//! The store: tables, seats, the action log, snapshots, deadlines and the outbox, in SQLite
//! (the default) or PostgreSQL ([`backend`]). Every change is one transaction that checks and
//! bumps the table's version, so a conflicting write is refused, never lost.

use sqlx::{Any, AnyPool, Row};
use thiserror::Error;

mod backend;
mod copy;
mod health;
mod leases;
mod slots;
use backend::flag;
pub use backend::{Backend, PATIENCE};
pub use copy::Copied;
pub use health::Health;
pub use slots::SlotRow;

#[derive(Debug, Error)]
pub enum StoreError {
    #[error("database: {0}")]
    Db(#[from] sqlx::Error),
    #[error("migrations: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
    #[error("the table changed since it was read")]
    Stale,
    #[error("this channel already has an active table")]
    ChannelTaken,
    #[error("bad database url `{0}`")]
    Url(String),
    #[error("{path} is not a Skald database ({why})")]
    NotSkald { path: String, why: String },
    #[error("the target database is not empty: it already holds tables or members")]
    NotEmpty,
}

impl StoreError {
    /// Whether the database could not be reached or was held by someone else for a moment (a
    /// lost connection, no free connection in time, SQLite's lock held elsewhere): nothing was
    /// changed, and trying again shortly may well work.
    pub fn is_unavailable(&self) -> bool {
        let StoreError::Db(e) = self else {
            return false;
        };
        match e {
            sqlx::Error::PoolTimedOut
            | sqlx::Error::PoolClosed
            | sqlx::Error::Io(_)
            | sqlx::Error::Tls(_)
            | sqlx::Error::WorkerCrashed => true,
            sqlx::Error::Database(d) => d.code().is_some_and(|code| unavailable_code(&code)),
            _ => false,
        }
    }
}

/// SQLite's "busy" and "locked" (primary result codes 5 and 6); PostgreSQL's connection
/// exceptions (class 08) and a server shutting down or starting (57P01 to 57P03).
fn unavailable_code(code: &str) -> bool {
    if let Ok(n) = code.parse::<i32>() {
        return matches!(n & 0xff, 5 | 6);
    }
    code.starts_with("08") || matches!(code, "57P01" | "57P02" | "57P03")
}

/// A seat as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatRow {
    pub seat: i64,
    pub user_id: Option<i64>,
    pub bot: Option<String>,
    pub name: String,
    /// Game actions played for the seat.
    pub moves: i64,
}

/// A message waiting in the outbox: its recipient and message as JSON, in the language chosen
/// when it was committed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OutboxRow {
    pub id: i64,
    pub table_id: i64,
    pub recipient: String,
    pub lang: String,
    pub message: String,
    pub attempts: i64,
    pub next_at: i64,
}

/// A message to put in the outbox with the change it tells of.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outgoing {
    pub recipient: String,
    pub lang: String,
    pub message: String,
}

/// A deadline as stored; `next_at` is when the background task should look again.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DeadlineRow {
    pub started: i64,
    pub due: i64,
    pub reminded: bool,
    pub next_at: Option<i64>,
}

/// A table row with its seats and deadline.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableRow {
    pub id: i64,
    pub channel: String,
    pub game: String,
    pub status: String,
    pub host: i64,
    pub seed: i64,
    pub settings: String,
    pub state: Option<String>,
    pub version: i64,
    pub log_len: i64,
    pub seats: Vec<SeatRow>,
    pub deadline: Option<DeadlineRow>,
    /// The living messages' state (JSON).
    pub live: Option<String>,
}

/// One committed change of a table: its new row, and the actions it appends to the log.
#[derive(Clone, Debug)]
pub struct Commit<'a> {
    pub row: &'a TableRow,
    /// The version the change was computed from.
    pub expected_version: i64,
    pub actions: Vec<(i64, String)>,
    /// Messages for the outbox, committed with the change.
    pub outbox: Vec<Outgoing>,
    pub now: i64,
}

#[derive(Clone)]
pub struct Store {
    pool: AnyPool,
    /// For reads outside a transaction (see [`backend::Pools`]).
    reads: AnyPool,
    backend: Backend,
}

impl Store {
    /// Opens (creating if needed) the database `url` names and runs the migrations. Another
    /// process creating or migrating the same new SQLite file at that moment can make SQLite
    /// answer "busy" at once (its wait does not cover that case) or apply a migration twice,
    /// so the opening is tried again for a while ([`backend::worth_retrying`]).
    pub async fn open(url: &str) -> Result<Store, StoreError> {
        let mut wait = std::time::Duration::from_millis(20);
        for _ in 0..12 {
            match Self::open_once(url).await {
                Err(e) if backend::worth_retrying(url, &e) => {
                    tokio::time::sleep(wait).await;
                    wait = (wait * 2).min(std::time::Duration::from_millis(500));
                }
                other => return other,
            }
        }
        Self::open_once(url).await
    }

    async fn open_once(url: &str) -> Result<Store, StoreError> {
        let (pools, backend) = backend::connect(url).await?;
        Ok(Store {
            pool: pools.all,
            reads: pools.reads,
            backend,
        })
    }

    /// The latest migration applied to the database.
    pub async fn schema_version(&self) -> Result<i64, StoreError> {
        let row = sqlx::query("SELECT MAX(version) AS version FROM _sqlx_migrations")
            .fetch_one(&self.reads)
            .await?;
        Ok(row.try_get::<Option<i64>, _>("version")?.unwrap_or(0))
    }

    /// The database behind this store.
    pub fn backend(&self) -> Backend {
        self.backend
    }

    /// Closes the pool (a restart in tests: drop everything, open again).
    pub async fn close(self) {
        self.reads.close().await;
        self.pool.close().await;
    }

    /// Inserts a new table (and its first messages); refused when the channel already has an
    /// active one.
    pub async fn create(
        &self,
        row: &TableRow,
        outbox: &[Outgoing],
        now: i64,
    ) -> Result<i64, StoreError> {
        let mut tx = self.pool.begin().await?;
        let res = sqlx::query(
            "INSERT INTO tables (channel, game, status, host, seed, settings, state, version, \
             log_len, created_at, updated_at, live) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id",
        )
        .bind(&row.channel)
        .bind(&row.game)
        .bind(&row.status)
        .bind(row.host)
        .bind(row.seed)
        .bind(&row.settings)
        .bind(&row.state)
        .bind(row.version)
        .bind(row.log_len)
        .bind(now)
        .bind(now)
        .bind(&row.live)
        .fetch_one(&mut *tx)
        .await;
        let id: i64 = match res {
            Ok(r) => r.try_get("id")?,
            Err(sqlx::Error::Database(e)) if e.is_unique_violation() => {
                return Err(StoreError::ChannelTaken)
            }
            Err(e) => return Err(e.into()),
        };
        write_seats(&mut tx, id, &row.seats).await?;
        write_outbox(&mut tx, id, outbox, now).await?;
        tx.commit().await?;
        Ok(id)
    }

    /// Commits a change: checks and bumps the version, replaces seats, appends actions, and
    /// stores the snapshot and deadline, all in one transaction.
    pub async fn commit(&self, c: Commit<'_>) -> Result<(), StoreError> {
        let row = c.row;
        let mut tx = self.pool.begin().await?;
        let updated = sqlx::query(
            "UPDATE tables SET status = $1, host = $2, settings = $3, state = $4, version = $5, \
             log_len = $6, updated_at = $7, live = $8 WHERE id = $9 AND version = $10",
        )
        .bind(&row.status)
        .bind(row.host)
        .bind(&row.settings)
        .bind(&row.state)
        .bind(row.version)
        .bind(row.log_len)
        .bind(c.now)
        .bind(&row.live)
        .bind(row.id)
        .bind(c.expected_version)
        .execute(&mut *tx)
        .await;
        let updated = match updated {
            Ok(r) => r.rows_affected(),
            Err(sqlx::Error::Database(e)) if e.is_unique_violation() => {
                return Err(StoreError::ChannelTaken)
            }
            Err(e) => return Err(e.into()),
        };
        if updated != 1 {
            return Err(StoreError::Stale);
        }
        sqlx::query("DELETE FROM seats WHERE table_id = $1")
            .bind(row.id)
            .execute(&mut *tx)
            .await?;
        write_seats(&mut tx, row.id, &row.seats).await?;
        let first = row.log_len - c.actions.len() as i64;
        for (i, (seat, action)) in c.actions.iter().enumerate() {
            sqlx::query(
                "INSERT INTO actions (table_id, seq, seat, action, at) VALUES ($1, $2, $3, $4, $5)",
            )
            .bind(row.id)
            .bind(first + i as i64)
            .bind(seat)
            .bind(action)
            .bind(c.now)
            .execute(&mut *tx)
            .await?;
        }
        write_outbox(&mut tx, row.id, &c.outbox, c.now).await?;
        match row.deadline {
            Some(d) => {
                sqlx::query(
                    "INSERT INTO deadlines (table_id, started, due, reminded, next_at) \
                     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (table_id) DO UPDATE SET \
                     started = excluded.started, due = excluded.due, \
                     reminded = excluded.reminded, next_at = excluded.next_at",
                )
                .bind(row.id)
                .bind(d.started)
                .bind(d.due)
                .bind(i64::from(d.reminded))
                .bind(d.next_at)
                .execute(&mut *tx)
                .await?;
            }
            None => {
                sqlx::query("DELETE FROM deadlines WHERE table_id = $1")
                    .bind(row.id)
                    .execute(&mut *tx)
                    .await?;
            }
        }
        tx.commit().await?;
        Ok(())
    }

    /// The table (with its seats and deadline) that `query` finds, if any.
    async fn load_where<'q>(
        &self,
        query: sqlx::query::Query<'q, Any, sqlx::any::AnyArguments<'q>>,
    ) -> Result<Option<TableRow>, StoreError> {
        let Some(r) = query.fetch_optional(&self.reads).await? else {
            return Ok(None);
        };
        let id: i64 = r.try_get("id")?;
        let seats = sqlx::query(
            "SELECT seat, user_id, bot, name, moves FROM seats WHERE table_id = $1 ORDER BY seat",
        )
        .bind(id)
        .fetch_all(&self.reads)
        .await?
        .into_iter()
        .map(|s| {
            Ok(SeatRow {
                seat: s.try_get("seat")?,
                user_id: s.try_get("user_id")?,
                bot: s.try_get("bot")?,
                name: s.try_get("name")?,
                moves: s.try_get("moves")?,
            })
        })
        .collect::<Result<Vec<_>, sqlx::Error>>()?;
        let deadline = sqlx::query(
            "SELECT started, due, reminded, next_at FROM deadlines WHERE table_id = $1",
        )
        .bind(id)
        .fetch_optional(&self.reads)
        .await?
        .map(|d| {
            Ok::<_, sqlx::Error>(DeadlineRow {
                started: d.try_get("started")?,
                due: d.try_get("due")?,
                reminded: flag(&d, "reminded")?,
                next_at: d.try_get("next_at")?,
            })
        })
        .transpose()?;
        Ok(Some(TableRow {
            id,
            channel: r.try_get("channel")?,
            game: r.try_get("game")?,
            status: r.try_get("status")?,
            host: r.try_get("host")?,
            seed: r.try_get("seed")?,
            settings: r.try_get("settings")?,
            state: r.try_get("state")?,
            version: r.try_get("version")?,
            log_len: r.try_get("log_len")?,
            seats,
            deadline,
            live: r.try_get("live")?,
        }))
    }

    /// The channel's active table (lobby or running).
    pub async fn active(&self, channel: &str) -> Result<Option<TableRow>, StoreError> {
        self.load_where(
            sqlx::query(
                "SELECT * FROM tables WHERE channel = $1 AND status IN ('lobby', 'running')",
            )
            .bind(channel),
        )
        .await
    }

    /// The channel's most recent table, whatever its status.
    pub async fn latest(&self, channel: &str) -> Result<Option<TableRow>, StoreError> {
        self.load_where(
            sqlx::query("SELECT * FROM tables WHERE channel = $1 ORDER BY id DESC LIMIT 1")
                .bind(channel),
        )
        .await
    }

    pub async fn by_id(&self, id: i64) -> Result<Option<TableRow>, StoreError> {
        self.load_where(sqlx::query("SELECT * FROM tables WHERE id = $1").bind(id))
            .await
    }

    /// The action log of a table, in order: (seat, action JSON).
    pub async fn actions(&self, id: i64) -> Result<Vec<(i64, String)>, StoreError> {
        let rows = sqlx::query("SELECT seat, action FROM actions WHERE table_id = $1 ORDER BY seq")
            .bind(id)
            .fetch_all(&self.reads)
            .await?;
        rows.into_iter()
            .map(|r| Ok((r.try_get("seat")?, r.try_get("action")?)))
            .collect()
    }

    /// Tables whose deadline needs a look at `now`.
    pub async fn due(&self, now: i64) -> Result<Vec<i64>, StoreError> {
        let rows = sqlx::query(
            "SELECT d.table_id FROM deadlines d JOIN tables t ON t.id = d.table_id \
             WHERE d.next_at IS NOT NULL AND d.next_at <= $1 AND t.status = 'running'",
        )
        .bind(now)
        .fetch_all(&self.reads)
        .await?;
        rows.into_iter()
            .map(|r| r.try_get("table_id").map_err(StoreError::from))
            .collect()
    }

    /// Messages to send that come with no change of the table.
    pub async fn enqueue(
        &self,
        table: i64,
        outbox: &[Outgoing],
        now: i64,
    ) -> Result<(), StoreError> {
        let mut tx = self.pool.begin().await?;
        write_outbox(&mut tx, table, outbox, now).await?;
        tx.commit().await?;
        Ok(())
    }

    /// A table's messages still to send, oldest first.
    pub async fn outbox(&self, table: i64) -> Result<Vec<OutboxRow>, StoreError> {
        let rows = sqlx::query(
            "SELECT id, table_id, recipient, lang, message, attempts, next_at FROM outbox \
             WHERE table_id = $1 ORDER BY id",
        )
        .bind(table)
        .fetch_all(&self.reads)
        .await?;
        rows.into_iter()
            .map(|r| {
                Ok(OutboxRow {
                    id: r.try_get("id")?,
                    table_id: r.try_get("table_id")?,
                    recipient: r.try_get("recipient")?,
                    lang: r.try_get("lang")?,
                    message: r.try_get("message")?,
                    attempts: r.try_get("attempts")?,
                    next_at: r.try_get("next_at")?,
                })
            })
            .collect()
    }

    /// Tables with a message due to be (re)tried at `now`.
    pub async fn outbox_due(&self, now: i64) -> Result<Vec<i64>, StoreError> {
        // Due: a message whose recipient has no earlier message still waiting for its time.
        let rows = sqlx::query(
            "SELECT DISTINCT o.table_id FROM outbox o WHERE o.next_at <= $1 AND NOT EXISTS \
             (SELECT 1 FROM outbox e WHERE e.table_id = o.table_id \
              AND e.recipient = o.recipient AND e.id < o.id AND e.next_at > $2) \
             ORDER BY o.table_id",
        )
        .bind(now)
        .bind(now)
        .fetch_all(&self.reads)
        .await?;
        rows.into_iter()
            .map(|r| r.try_get("table_id").map_err(StoreError::from))
            .collect()
    }

    /// A message Discord has taken (or that can never be sent): it leaves the outbox.
    pub async fn outbox_done(&self, id: i64) -> Result<(), StoreError> {
        sqlx::query("DELETE FROM outbox WHERE id = $1")
            .bind(id)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// A send that failed: try again at `next_at`.
    pub async fn outbox_retry(&self, id: i64, next_at: i64) -> Result<(), StoreError> {
        sqlx::query("UPDATE outbox SET attempts = attempts + 1, next_at = $1 WHERE id = $2")
            .bind(next_at)
            .bind(id)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Whether any message of the table waits in the outbox.
    pub async fn outbox_waiting(&self, table: i64) -> Result<bool, StoreError> {
        let row = sqlx::query("SELECT id FROM outbox WHERE table_id = $1 LIMIT 1")
            .bind(table)
            .fetch_optional(&self.reads)
            .await?;
        Ok(row.is_some())
    }

    /// Every message waiting after a failure becomes due at `now`, its count of failures
    /// cleared: Discord, which failed them all, answers again. The number of messages.
    pub async fn outbox_hurry(&self, now: i64) -> Result<u64, StoreError> {
        let done = sqlx::query("UPDATE outbox SET attempts = 0, next_at = $1 WHERE next_at > $2")
            .bind(now)
            .bind(now)
            .execute(&self.pool)
            .await?;
        Ok(done.rows_affected())
    }

    /// The running tables (bots and deliveries to resume at start-up).
    pub async fn running(&self) -> Result<Vec<i64>, StoreError> {
        let rows = sqlx::query("SELECT id FROM tables WHERE status = 'running' ORDER BY id")
            .fetch_all(&self.reads)
            .await?;
        rows.into_iter()
            .map(|r| r.try_get("id").map_err(StoreError::from))
            .collect()
    }

    pub async fn user_lang(&self, user: i64) -> Result<Option<String>, StoreError> {
        let lang =
            sqlx::query("SELECT COALESCE(lang, client_lang) AS lang FROM users WHERE user_id = $1")
                .bind(user)
                .fetch_optional(&self.reads)
                .await?
                .map(|r| r.try_get::<Option<String>, _>("lang"))
                .transpose()?
                .flatten();
        Ok(lang)
    }

    /// The language of the user's Discord client, used when they chose none.
    pub async fn set_client_lang(&self, user: i64, lang: &str) -> Result<(), StoreError> {
        self.set_user_column(user, "client_lang", lang.to_string())
            .await
    }

    /// One of a member's settings, their row made when it is the first.
    pub(crate) async fn set_user_column<T>(
        &self,
        user: i64,
        column: &'static str,
        value: T,
    ) -> Result<(), StoreError>
    where
        T: for<'q> sqlx::Encode<'q, Any> + sqlx::Type<Any> + Send,
    {
        let sql = format!(
            "INSERT INTO users (user_id, {column}) VALUES ($1, $2) \
             ON CONFLICT (user_id) DO UPDATE SET {column} = excluded.{column}"
        );
        sqlx::query(&sql)
            .bind(user)
            .bind(value)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// The DM channel Discord opened with the member, if it was kept.
    pub async fn dm_channel(&self, user: i64) -> Result<Option<i64>, StoreError> {
        let row = sqlx::query("SELECT dm_channel FROM users WHERE user_id = $1")
            .bind(user)
            .fetch_optional(&self.reads)
            .await?;
        Ok(row
            .map(|r| r.try_get::<Option<i64>, _>("dm_channel"))
            .transpose()?
            .flatten())
    }

    /// Keeps the member's DM channel (`None`: forgets it, Discord said it is gone).
    pub async fn set_dm_channel(&self, user: i64, channel: Option<i64>) -> Result<(), StoreError> {
        self.set_user_column(user, "dm_channel", channel).await
    }

    pub async fn set_user_lang(&self, user: i64, lang: Option<&str>) -> Result<(), StoreError> {
        self.set_user_column(user, "lang", lang.map(str::to_string))
            .await
    }
}

async fn write_seats(
    tx: &mut sqlx::Transaction<'_, Any>,
    id: i64,
    seats: &[SeatRow],
) -> Result<(), StoreError> {
    for s in seats {
        sqlx::query(
            "INSERT INTO seats (table_id, seat, user_id, bot, name, moves) \
             VALUES ($1, $2, $3, $4, $5, $6)",
        )
        .bind(id)
        .bind(s.seat)
        .bind(s.user_id)
        .bind(&s.bot)
        .bind(&s.name)
        .bind(s.moves)
        .execute(&mut **tx)
        .await?;
    }
    Ok(())
}

async fn write_outbox(
    tx: &mut sqlx::Transaction<'_, Any>,
    table: i64,
    outbox: &[Outgoing],
    now: i64,
) -> Result<(), StoreError> {
    for m in outbox {
        sqlx::query(
            "INSERT INTO outbox (table_id, recipient, lang, message, next_at) \
             VALUES ($1, $2, $3, $4, $5)",
        )
        .bind(table)
        .bind(&m.recipient)
        .bind(&m.lang)
        .bind(&m.message)
        .bind(now)
        .execute(&mut **tx)
        .await?;
    }
    Ok(())
}
