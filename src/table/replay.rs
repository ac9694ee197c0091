//! A game's export played back from its seed, settings and actions (R-TABLE: seed and
//! actions replay the game); [`crate::registry::replay`] finds the game an export is of.
//! Pure: callers read and write the files.

use serde_json::Value;
use thiserror::Error;

use super::game::{Imported, TableGame};
use super::seen::Seen;
use crate::games::Seat;
use crate::i18n::Lang;

#[derive(Debug, Error, PartialEq)]
pub enum ReplayError {
    #[error("not the export of a game this build knows")]
    Unknown,
    #[error("the export's settings are refused: {0}")]
    Settings(String),
    #[error(
        "step {step} is past the end: the export holds {actions} actions (steps 0 to {actions})"
    )]
    PastTheEnd { step: usize, actions: usize },
    #[error("action {index} (seat {seat}) is refused: {error}")]
    Action {
        index: usize,
        seat: Seat,
        error: String,
    },
}

/// An export played back.
#[derive(Debug, PartialEq)]
pub struct Replayed {
    /// The game's id.
    pub game: &'static str,
    /// The export the replayed game gives.
    pub export: Value,
    /// Whether that is the export read.
    pub same: bool,
}

/// A game as it stands after its actions, and those actions.
type Played<G> = (
    <G as crate::games::Rules>::State,
    Vec<(Seat, <G as crate::games::Rules>::Action)>,
);

/// Plays the first `upto` actions of `imported` (all of them when `None`).
fn play<G: TableGame>(
    imported: Imported<G>,
    upto: Option<usize>,
) -> Result<Played<G>, ReplayError> {
    let (mut state, _) = G::new_game(imported.settings, imported.seed)
        .map_err(|e| ReplayError::Settings(e.to_string()))?;
    let n = upto.unwrap_or(imported.actions.len());
    if n > imported.actions.len() {
        return Err(ReplayError::PastTheEnd {
            step: n,
            actions: imported.actions.len(),
        });
    }
    let mut log = Vec::with_capacity(n);
    for (index, (seat, action)) in imported.actions.into_iter().take(n).enumerate() {
        G::apply(&mut state, seat, &action).map_err(|e| ReplayError::Action {
            index,
            seat,
            error: e.to_string(),
        })?;
        log.push((seat, action));
    }
    Ok((state, log))
}

/// Plays `export` back as game `G`'s; `None` when it is not `G`'s export.
pub(super) fn replay_as<G: TableGame>(export: &Value) -> Option<Result<Replayed, ReplayError>> {
    let imported = G::import(export)?;
    Some(play::<G>(imported, None).map(|(state, log)| {
        let replayed = G::export(&state, &log);
        Replayed {
            game: G::ID,
            same: &replayed == export,
            export: replayed,
        }
    }))
}

/// Game `G`'s board picture of `export` after `step` actions; `None` when it is not `G`'s
/// export.
pub(super) fn picture_as<G: TableGame>(
    export: &Value,
    step: Option<usize>,
    names: &[String],
    lang: Lang,
) -> Option<Result<Option<String>, ReplayError>> {
    let imported = G::import(export)?;
    Some(
        play::<G>(imported, step)
            .map(|(state, _)| G::picture(&Seen::channel::<G>(&state), names, lang)),
    )
}
