//! What every game's commands share: the command type, the choices Discord offers for the
//! table's settings, the game a root names, and autocomplete answers within Discord's limits.

use poise::serenity_prelude as serenity;

use crate::discord::{BotError, Context, Data};
use crate::i18n::Lang;
use crate::registry;
use crate::table::{DeadlineMode, Game, TableError};

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
