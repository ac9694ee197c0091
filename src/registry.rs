//! The one list of games. A game's id (the store's `game` column, a command's root, a
//! `--game` flag) or an export is looked up here once, and shared code works with the
//! [`Game`] it finds. Adding a game is one line in [`GAMES`]. The table host never reads
//! this list: a front end hands it to [`crate::table::Tables::new`], so the host knows games
//! only as [`Game`] objects and nothing in `table/` imports a game.

use serde_json::Value;

use crate::games::gods::Gods;
use crate::games::joms::Joms;
use crate::games::midgard::Midgard;
use crate::games::wall::Wall;
use crate::i18n::Lang;
use crate::table::kind::Game;
use crate::table::replay::{ReplayError, Replayed};

/// Nim, the tests' tiny game (with the `nim` feature, which the tests turn on): a game that
/// lives in one folder, declared and listed here and nowhere else.
#[cfg(feature = "nim")]
#[path = "games/nim/mod.rs"]
pub mod nim;

/// Every game this build knows, in the order menus and help list them.
pub static GAMES: &[&dyn Game] = &[
    &Midgard,
    &Wall,
    &Gods,
    &Joms,
    #[cfg(feature = "nim")]
    &nim::Nim,
];

/// The game called `id`; `None` when this build has no such game.
pub fn game(id: &str) -> Option<&'static dyn Game> {
    GAMES.iter().copied().find(|g| g.id() == id)
}

/// The ids of every game, in order (for messages that list them).
pub fn ids() -> Vec<&'static str> {
    GAMES.iter().map(|g| g.id()).collect()
}

/// Plays `export` back, whatever its game.
pub fn replay(export: &Value) -> Result<Replayed, ReplayError> {
    GAMES
        .iter()
        .find_map(|g| g.replay(export))
        .unwrap_or(Err(ReplayError::Unknown))
}

/// The board picture (SVG) of `export` after its first `step` actions (all when `None`),
/// whatever its game; `Ok(None)` when its game draws no picture. `names` must name every
/// seat.
pub fn picture(
    export: &Value,
    step: Option<usize>,
    names: &[String],
    lang: Lang,
) -> Result<Option<String>, ReplayError> {
    GAMES
        .iter()
        .find_map(|g| g.picture_at(export, step, names, lang))
        .unwrap_or(Err(ReplayError::Unknown))
}
