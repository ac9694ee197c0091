//! Which Discord message holds which living message of a table, and members' ping choices.

use sqlx::Row;

use super::{flag, Store, StoreError};

/// The message showing one slot of a table: its generation and where it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SlotRow {
    pub gen: i64,
    pub channel_id: i64,
    pub message_id: i64,
    /// The member's DMs are closed: nothing is sent there.
    pub closed: bool,
    /// The fingerprint of the picture the message carries, and the id of its attachment.
    pub picture: Option<String>,
    pub attachment: Option<i64>,
}

impl Store {
    pub async fn slot(&self, table: i64, slot: &str) -> Result<Option<SlotRow>, StoreError> {
        let row = sqlx::query(
            "SELECT gen, channel_id, message_id, closed, picture, attachment FROM slots \
             WHERE table_id = $1 AND slot = $2",
        )
        .bind(table)
        .bind(slot)
        .fetch_optional(&self.reads)
        .await?;
        Ok(row
            .map(|r| {
                Ok::<_, sqlx::Error>(SlotRow {
                    gen: r.try_get("gen")?,
                    channel_id: r.try_get("channel_id")?,
                    message_id: r.try_get("message_id")?,
                    closed: flag(&r, "closed")?,
                    picture: r.try_get("picture")?,
                    attachment: r.try_get("attachment")?,
                })
            })
            .transpose()?)
    }

    pub async fn set_slot(&self, table: i64, slot: &str, row: SlotRow) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO slots \
             (table_id, slot, gen, channel_id, message_id, closed, picture, attachment) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (table_id, slot) DO UPDATE SET \
             gen = excluded.gen, channel_id = excluded.channel_id, \
             message_id = excluded.message_id, closed = excluded.closed, \
             picture = excluded.picture, attachment = excluded.attachment",
        )
        .bind(table)
        .bind(slot)
        .bind(row.gen)
        .bind(row.channel_id)
        .bind(row.message_id)
        .bind(i64::from(row.closed))
        .bind(row.picture)
        .bind(row.attachment)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// Whether the member wants to be called by name on their turn (yes unless they said no).
    pub async fn pings(&self, user: i64) -> Result<bool, StoreError> {
        let on = sqlx::query("SELECT pings FROM users WHERE user_id = $1")
            .bind(user)
            .fetch_optional(&self.reads)
            .await?
            .map(|r| r.try_get::<Option<i64>, _>("pings"))
            .transpose()?
            .flatten();
        Ok(on.is_none_or(|on| on != 0))
    }

    pub async fn set_pings(&self, user: i64, on: bool) -> Result<(), StoreError> {
        self.set_user_column(user, "pings", i64::from(on)).await
    }
}
