//! Leases: which process does a table's background work of one kind, until when.

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
