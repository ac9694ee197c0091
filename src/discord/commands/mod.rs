//! The slash commands: one root per game (`/midgard`, `/wall`), each with the table's shared
//! subcommands (table.rs) and the game's own (`discord/<game>/`). Each handler only
//! translates its options (mapping.rs) and hands the command on; names and descriptions are
//! localized from Fluent at start-up.

pub mod table;

use poise::serenity_prelude as serenity;

use super::{BotError, Context, Data};
use crate::i18n::Lang;
use crate::table::{registry, DeadlineMode, Game, TableError};

pub type Command = poise::Command<Data, BotError>;

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum DeadlineChoice {
    Off,
    Advisory,
    Auto,
}

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum LangChoice {
    English,
    Polski,
}

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum Toggle {
    On,
    Off,
}

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum BotAction {
    Add,
    Remove,
}

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum BotStrength {
    /// The heuristic: plays to win, at once.
    #[name = "normal"]
    Normal,
    /// The search bot: thinks ahead (about a second a move).
    #[name = "hard"]
    Hard,
    #[name = "random"]
    Random,
}

pub fn to_lang(c: LangChoice) -> Lang {
    match c {
        LangChoice::English => Lang::En,
        LangChoice::Polski => Lang::Pl,
    }
}

pub fn deadline(c: DeadlineChoice) -> DeadlineMode {
    match c {
        DeadlineChoice::Off => DeadlineMode::Off,
        DeadlineChoice::Advisory => DeadlineMode::Advisory,
        DeadlineChoice::Auto => DeadlineMode::Auto,
    }
}

/// The game whose command was invoked: its root is the game's id (`/wall join` → `wall`).
/// Every root is made from the list of games, so a root that names none is an internal error.
pub fn game_of(ctx: Context<'_>) -> Result<&'static dyn Game, TableError> {
    let root = ctx.invoked_command_name();
    registry::game(root).ok_or_else(|| TableError::UnknownGame {
        table: 0,
        game: root.to_string(),
    })
}

/// An autocomplete answer from (label, value) pairs, within Discord's limits.
pub fn respond(choices: Vec<(String, String)>) -> serenity::CreateAutocompleteResponse {
    serenity::CreateAutocompleteResponse::new().set_choices(
        crate::discord::autocomplete::fit(choices)
            .into_iter()
            .map(|(label, value)| serenity::AutocompleteChoice::new(label, value))
            .collect(),
    )
}

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
