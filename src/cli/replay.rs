//! `skald replay FILE [--check]`: any game's export, played back.

use std::path::Path;

use crate::registry::replay;
use crate::table::replay::ReplayError;

#[derive(Debug, thiserror::Error)]
pub enum ReplayCliError {
    #[error("cannot read {path}: {source}")]
    Read {
        path: String,
        source: std::io::Error,
    },
    #[error("{path} is not an export: {source}")]
    Parse {
        path: String,
        source: serde_json::Error,
    },
    #[error(transparent)]
    Replay(#[from] ReplayError),
    #[error("cannot encode the export: {0}")]
    Encode(serde_json::Error),
}

/// The replayed export as pretty JSON, and whether it equals the file's export.
pub fn run(path: &Path) -> Result<(String, bool), ReplayCliError> {
    let shown = path.display().to_string();
    let text = std::fs::read_to_string(path).map_err(|source| ReplayCliError::Read {
        path: shown.clone(),
        source,
    })?;
    let export: serde_json::Value =
        serde_json::from_str(&text).map_err(|source| ReplayCliError::Parse {
            path: shown,
            source,
        })?;
    let replayed = replay(&export)?;
    // Written as every export is (through a JSON value), so the same game gives the same bytes.
    let out = serde_json::to_string_pretty(&replayed.export).map_err(ReplayCliError::Encode)?;
    Ok((out + "\n", replayed.same))
}
