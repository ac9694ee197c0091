//! `skald copy-db --from FILE|URL --to FILE|URL`: moves every table from one database to
//! another (SQLite to PostgreSQL or back) without losing a game; refuses a target that is not
//! empty.

use super::play::PlayError;
use crate::config::database_url_of;
use crate::store::Store;

pub async fn run(from: &str, to: &str) -> Result<String, PlayError> {
    let source = Store::open(&database_url_of(from)).await?;
    let target = Store::open(&database_url_of(to)).await?;
    let copied = source.copy_into(&target).await?;
    let counts: Vec<String> = copied
        .rows
        .iter()
        .map(|(table, n)| format!("{table} {n}"))
        .collect();
    let said = format!(
        "copied from {} to {}: {}",
        source.backend().name(),
        target.backend().name(),
        counts.join(", ")
    );
    source.close().await;
    target.close().await;
    Ok(said)
}
