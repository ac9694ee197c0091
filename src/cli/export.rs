//! `skald export --db FILE|URL [--channel NAME]`: the export of the latest table in a channel,
//! whatever its game.

use crate::registry::GAMES;
use std::sync::Arc;

use super::play::{channel_key, database_url, PlayError};
use crate::store::Store;
use crate::table::{SystemClock, Tables};

pub async fn run(db: &Option<String>, channel: &str) -> Result<String, PlayError> {
    let store = Store::open(&database_url(db)).await?;
    let service = Tables::new(store, Arc::new(SystemClock), GAMES);
    let key = channel_key(channel);
    match service.export(&key).await? {
        Some(json) => serde_json::to_string_pretty(&json)
            .map_err(|e| PlayError::Args(format!("cannot encode the export: {e}"))),
        None => Err(PlayError::Args(format!(
            "no started game in channel `{key}`"
        ))),
    }
}
