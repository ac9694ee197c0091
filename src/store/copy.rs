//! Copying a whole database into another, of either backend (`skald copy-db`): every table
//! with its seats, log, deadline, waiting messages and message slots, and every member's
//! settings, keeping their ids, in one transaction on an empty target.

use sqlx::any::AnyRow;
use sqlx::Row;

use super::{Backend, Store, StoreError};

/// How a column is stored.
#[derive(Clone, Copy)]
enum Kind {
    Int,
    Text,
}

use Kind::{Int, Text};

/// A stored table's columns.
type Columns = &'static [(&'static str, Kind)];

/// The stored tables in an order that keeps references valid, each with its columns and
/// the order its rows are copied in.
const TABLES: [(&str, Columns, &str); 7] = [
    (
        "tables",
        &[
            ("id", Int),
            ("channel", Text),
            ("game", Text),
            ("status", Text),
            ("host", Int),
            ("seed", Int),
            ("settings", Text),
            ("state", Text),
            ("version", Int),
            ("log_len", Int),
            ("created_at", Int),
            ("updated_at", Int),
            ("live", Text),
        ],
        "id",
    ),
    (
        "seats",
        &[
            ("table_id", Int),
            ("seat", Int),
            ("user_id", Int),
            ("bot", Text),
            ("name", Text),
            ("moves", Int),
        ],
        "table_id, seat",
    ),
    (
        "actions",
        &[
            ("table_id", Int),
            ("seq", Int),
            ("seat", Int),
            ("action", Text),
            ("at", Int),
        ],
        "table_id, seq",
    ),
    (
        "deadlines",
        &[
            ("table_id", Int),
            ("started", Int),
            ("due", Int),
            ("reminded", Int),
            ("next_at", Int),
        ],
        "table_id",
    ),
    (
        "users",
        &[
            ("user_id", Int),
            ("lang", Text),
            ("client_lang", Text),
            ("pings", Int),
            ("dm_channel", Int),
        ],
        "user_id",
    ),
    (
        "outbox",
        &[
            ("id", Int),
            ("table_id", Int),
            ("recipient", Text),
            ("lang", Text),
            ("message", Text),
            ("attempts", Int),
            ("next_at", Int),
        ],
        "id",
    ),
    (
        "slots",
        &[
            ("table_id", Int),
            ("slot", Text),
            ("gen", Int),
            ("channel_id", Int),
            ("message_id", Int),
            ("closed", Int),
            ("picture", Text),
            ("attachment", Int),
        ],
        "table_id, slot",
    ),
];

/// The tables whose ids come from a sequence, which PostgreSQL must move past the copied ids.
const SERIAL: [&str; 2] = ["tables", "outbox"];

/// How many rows of each stored table were copied, in the order of [`TABLES`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Copied {
    pub rows: Vec<(&'static str, u64)>,
}

impl Store {
    /// Whether the database holds no table and no member's settings.
    pub async fn is_empty(&self) -> Result<bool, StoreError> {
        for table in ["tables", "users"] {
            let sql = format!("SELECT COUNT(*) AS n FROM {table}");
            let n: i64 = sqlx::query(&sql)
                .fetch_one(&self.reads)
                .await?
                .try_get("n")?;
            if n > 0 {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// Copies everything in this database into `to`, which must be empty; all or nothing.
    pub async fn copy_into(&self, to: &Store) -> Result<Copied, StoreError> {
        if !to.is_empty().await? {
            return Err(StoreError::NotEmpty);
        }
        let mut tx = to.pool.begin().await?;
        let mut copied = Copied::default();
        for (table, columns, order) in TABLES {
            let names: Vec<&str> = columns.iter().map(|(name, _)| *name).collect();
            let select = format!("SELECT {} FROM {table} ORDER BY {order}", names.join(", "));
            let marks: Vec<String> = (1..=names.len()).map(|i| format!("${i}")).collect();
            let insert = format!(
                "INSERT INTO {table} ({}) VALUES ({})",
                names.join(", "),
                marks.join(", ")
            );
            let rows = sqlx::query(&select).fetch_all(&self.reads).await?;
            for row in &rows {
                bind_row(sqlx::query(&insert), row, columns)?
                    .execute(&mut *tx)
                    .await?;
            }
            copied.rows.push((table, rows.len() as u64));
        }
        if to.backend == Backend::Postgres {
            for table in SERIAL {
                let sql = format!(
                    "SELECT setval(pg_get_serial_sequence('{table}', 'id'), \
                     COALESCE((SELECT MAX(id) FROM {table}), 0) + 1, false)"
                );
                sqlx::query(&sql).execute(&mut *tx).await?;
            }
        }
        tx.commit().await?;
        Ok(copied)
    }
}

type Query<'q> = sqlx::query::Query<'q, sqlx::Any, sqlx::any::AnyArguments<'q>>;

/// `query` with the values of `row`'s columns bound, in order.
fn bind_row<'q>(
    mut query: Query<'q>,
    row: &AnyRow,
    columns: &[(&str, Kind)],
) -> Result<Query<'q>, StoreError> {
    for (name, kind) in columns {
        query = match kind {
            Int => query.bind(row.try_get::<Option<i64>, _>(*name)?),
            Text => query.bind(row.try_get::<Option<String>, _>(*name)?),
        };
    }
    Ok(query)
}
