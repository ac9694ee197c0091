//! The slash commands: one root per game in the list of games (`/midgard`, `/wall`), each
//! built from the game's entry (game.rs: `new` with its options, its own verbs) with the
//! table's shared subcommands (table.rs). Each handler only translates its options (args.rs,
//! mapping.rs) and hands the command on; names and descriptions are localized from Fluent at
//! start-up.

pub mod args;
pub mod game;
pub mod params;
pub mod table;

pub use params::{game_of, Command};

use crate::registry::GAMES;

/// Every command, localized.
pub fn all() -> Vec<Command> {
    let mut commands: Vec<Command> = GAMES.iter().map(|g| game::root(*g)).collect();
    super::localize::localize(&mut commands);
    commands
}
