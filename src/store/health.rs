//! What a serving process reports about the whole store: tables running, messages waiting.

use sqlx::Row;

use super::{Store, StoreError};

/// The store at one moment, as a serving process logs it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Health {
    /// Tables being played.
    pub running: i64,
    /// Messages due to be sent now.
    pub waiting: i64,
    /// When the longest-waiting of them was due (milliseconds since the epoch).
    pub oldest_due: Option<i64>,
}

impl Store {
    /// How many tables run and how many messages are due at `now`.
    pub async fn health(&self, now: i64) -> Result<Health, StoreError> {
        let running = sqlx::query("SELECT COUNT(*) AS n FROM tables WHERE status = 'running'")
            .fetch_one(&self.reads)
            .await?
            .try_get("n")?;
        let due = sqlx::query(
            "SELECT COUNT(*) AS n, MIN(next_at) AS oldest FROM outbox WHERE next_at <= $1",
        )
        .bind(now)
        .fetch_one(&self.reads)
        .await?;
        Ok(Health {
            running,
            waiting: due.try_get("n")?,
            oldest_due: due.try_get("oldest")?,
        })
    }
}
