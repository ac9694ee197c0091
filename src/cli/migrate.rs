//! `skald migrate [--db FILE|URL]`: brings a database's schema up to date and says which
//! backend it is, so an operator can prepare PostgreSQL before starting processes.

use super::play::{database_url, PlayError};
use crate::store::Store;

pub async fn run(db: &Option<String>) -> Result<String, PlayError> {
    let store = Store::open(&database_url(db)).await?;
    let version = store.schema_version().await?;
    let backend = store.backend().name();
    store.close().await;
    Ok(format!(
        "{backend}: the schema is up to date (migration {version})"
    ))
}
