//! The slash commands: one root per game (`/midgard`, `/wall`), each with the table's shared
//! subcommands (table.rs) and the game's own (`discord/<game>/`). Each handler only
//! translates its options (mapping.rs) and hands the command on; names and descriptions are
//! localized from Fluent at start-up.

pub mod params;
pub mod table;

pub use params::{game_of, Command};

use crate::table::registry;

/// A game's root command holding `own` subcommands and the table's shared ones.
fn root(mut parent: Command, own: Vec<Command>) -> Command {
    parent.subcommands = own;
    if let Some(game) = registry::game(&parent.name) {
        parent.subcommands.extend(table::shared(game));
    }
    parent.subcommand_required = true;
    parent
}

/// Every command, localized.
pub fn all() -> Vec<Command> {
    let mut commands = vec![
        root(super::midgard::midgard(), super::midgard::own()),
        root(super::wall::wall(), super::wall::own()),
        root(super::gods::gods(), super::gods::own()),
        root(super::joms::joms(), super::joms::own()),
    ];
    super::localize::localize(&mut commands);
    commands
}
