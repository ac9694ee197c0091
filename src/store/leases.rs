//! Leases: which process does a table's background work of one kind, until when.

use sqlx::Row;

use super::{Store, StoreError};

impl Store {
    /// Takes, or renews, `holder`'s lease on the `kind` work of `table` until `until`.
    /// Refused (`false`) while another holder's lease runs at `now`. One statement, so two
    /// processes claiming at once cannot both get it on either backend.
    pub async fn claim(
        &self,
        table: i64,
        kind: &str,
        holder: &str,
        now: i64,
        until: i64,
    ) -> Result<bool, StoreError> {
        let done = sqlx::query(
            "INSERT INTO leases (table_id, kind, holder, until) VALUES ($1, $2, $3, $4) \
             ON CONFLICT (table_id, kind) DO UPDATE \
             SET holder = excluded.holder, until = excluded.until \
             WHERE leases.holder = excluded.holder OR leases.until <= $5",
        )
        .bind(table)
        .bind(kind)
        .bind(holder)
        .bind(until)
        .bind(now)
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// Lets go of every lease `holder` has (a process stopping with all its work done).
    pub async fn release_all(&self, holder: &str) -> Result<u64, StoreError> {
        let done = sqlx::query("DELETE FROM leases WHERE holder = $1")
            .bind(holder)
            .execute(&self.pool)
            .await?;
        Ok(done.rows_affected())
    }

    /// Channels of running tables last changed in `changed` (after its start, not after its
    /// end) whose `kind` lease is not held at `now`.
    pub async fn stalled(
        &self,
        changed: std::ops::Range<i64>,
        kind: &str,
        now: i64,
    ) -> Result<Vec<String>, StoreError> {
        let rows = sqlx::query(
            "SELECT channel FROM tables t WHERE t.status = 'running' \
             AND t.updated_at > $1 AND t.updated_at <= $2 \
             AND NOT EXISTS (SELECT 1 FROM leases l WHERE l.table_id = t.id \
             AND l.kind = $3 AND l.until > $4) ORDER BY t.id",
        )
        .bind(changed.start)
        .bind(changed.end)
        .bind(kind)
        .bind(now)
        .fetch_all(&self.reads)
        .await?;
        rows.into_iter()
            .map(|r| r.try_get("channel").map_err(StoreError::from))
            .collect()
    }

    /// Lets go of `holder`'s lease (someone else's is left alone).
    pub async fn release(&self, table: i64, kind: &str, holder: &str) -> Result<(), StoreError> {
        sqlx::query("DELETE FROM leases WHERE table_id = $1 AND kind = $2 AND holder = $3")
            .bind(table)
            .bind(kind)
            .bind(holder)
            .execute(&self.pool)
            .await?;
        Ok(())
    }
}
