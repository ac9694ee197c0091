//! `/joms`: Jomsvikings' own subcommands (the table's shared ones are added by
//! [`crate::discord::commands`]). Each only translates its options and hands the command on;
//! every decision is answered from the private console's selects and buttons, or `choose`.

use crate::discord::commands::params::{deadline, to_lang, Command, DeadlineChoice, LangChoice};
use crate::discord::{mapping, run, BotError, Context};
use crate::games::joms::Mode;
use crate::table::joms::options::JomsOptions;

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum ModeChoice {
    Competitive,
    Coop,
}

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum LevelChoice {
    Easy,
    Advanced,
    Expert,
    Legendary,
}

fn level_id(l: LevelChoice) -> &'static str {
    match l {
        LevelChoice::Easy => "easy",
        LevelChoice::Advanced => "advanced",
        LevelChoice::Expert => "expert",
        LevelChoice::Legendary => "legendary",
    }
}

/// Jomsvikings' own subcommands.
pub fn own() -> Vec<Command> {
    vec![new()]
}

/// Play Jomsvikings.
#[poise::command(slash_command, guild_only)]
pub async fn joms(_ctx: Context<'_>) -> Result<(), BotError> {
    Ok(())
}

/// Set up a new table of Jomsvikings in this channel.
#[allow(clippy::too_many_arguments)]
#[poise::command(slash_command)]
pub async fn new(
    ctx: Context<'_>,
    #[description = "Competitive (the most glory wins) or co-op (all win or lose together)"]
    mode: Option<ModeChoice>,
    #[description = "The co-op level: easy, advanced, expert or legendary"] difficulty: Option<
        LevelChoice,
    >,
    #[description = "The first player moves on Yggdrasil in saga I only"] ygg_saga1_only: Option<
        bool,
    >,
    #[description = "Every player moves on Yggdrasil before each saga"] ygg_everyone: Option<bool>,
    #[description = "Co-op only: every hand is shown to all players"] open_hands: Option<bool>,
    #[description = "What happens when time runs out"] deadlines: Option<DeadlineChoice>,
    #[description = "Hours per decision"] hours: Option<u32>,
    #[description = "The table's language"] language: Option<LangChoice>,
) -> Result<(), BotError> {
    let options = JomsOptions {
        mode: match mode {
            Some(ModeChoice::Coop) => Mode::Coop,
            _ => Mode::Competitive,
        },
        difficulty: level_id(difficulty.unwrap_or(LevelChoice::Easy)).to_string(),
        ygg_saga1_only: ygg_saga1_only.unwrap_or(false),
        ygg_everyone: ygg_everyone.unwrap_or(false),
        open_hands: open_hands.unwrap_or(false),
    };
    let op = mapping::new_table(
        crate::table::options::write(&options),
        deadlines.map(deadline),
        hours,
        language.map(to_lang),
        ctx.locale().unwrap_or("en-US"),
    );
    run(ctx, op).await
}
