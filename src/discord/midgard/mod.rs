//! `/midgard`: Champions of Midgard's own subcommands (the table's shared ones are added by
//! [`crate::discord::commands`]). Each only translates its options and hands the command on.

pub mod input;

use poise::serenity_prelude as serenity;

use crate::discord::commands::params::{
    deadline, respond, to_lang, Command, DeadlineChoice, LangChoice,
};
use crate::discord::{mapping, run, run_game, BotError, Context};
use crate::games::midgard::{Action, Edition, Midgard};
use crate::i18n::Text;
use crate::table::midgard::options::MidgardOptions;
use crate::table::Op;

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum EditionChoice {
    Revised,
    Classic,
}

/// Midgard's own subcommands.
pub fn own() -> Vec<Command> {
    vec![
        new(),
        place(),
        assign(),
        ready(),
        turn_order(),
        rune(),
        rules(),
    ]
}

/// Play Champions of Midgard.
#[poise::command(slash_command, guild_only)]
pub async fn midgard(_ctx: Context<'_>) -> Result<(), BotError> {
    Ok(())
}

/// Set up a new table in this channel.
#[poise::command(slash_command)]
pub async fn new(
    ctx: Context<'_>,
    #[description = "Rules edition"] edition: Option<EditionChoice>,
    #[description = "Defeated enemies are public"] hall_of_fame: Option<bool>,
    #[description = "Everyone starts with 1 blame"] distrust: Option<bool>,
    #[description = "What happens when time runs out"] deadlines: Option<DeadlineChoice>,
    #[description = "Hours per decision"] hours: Option<u32>,
    #[description = "The table's language"] language: Option<LangChoice>,
) -> Result<(), BotError> {
    let edition = edition.map(|e| match e {
        EditionChoice::Revised => Edition::Revised,
        EditionChoice::Classic => Edition::Classic,
    });
    let options = MidgardOptions {
        edition: edition.unwrap_or_default(),
        hall_of_fame: hall_of_fame.unwrap_or(false),
        distrust: distrust.unwrap_or(false),
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

async fn autocomplete_place(
    ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    respond(input::suggest(ctx, partial, input::place_choices).await)
}

/// Place a worker.
#[poise::command(slash_command)]
pub async fn place(
    ctx: Context<'_>,
    #[description = "Where"]
    #[autocomplete = "autocomplete_place"]
    location: String,
) -> Result<(), BotError> {
    match input::place(&location, None) {
        Some(op) => run_game::<Midgard>(ctx, op).await,
        None => crate::discord::refuse(ctx, Text::new("discord-unknown-space")).await,
    }
}

async fn autocomplete_target(
    ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    respond(input::suggest(ctx, partial, input::target_choices).await)
}

/// Send warriors and food to one of your fights or ships.
#[poise::command(slash_command)]
pub async fn assign(
    ctx: Context<'_>,
    #[description = "Which fight or ship"]
    #[autocomplete = "autocomplete_target"]
    target: String,
    #[description = "Swordsmen"] swordsmen: Option<u8>,
    #[description = "Spearmen"] spearmen: Option<u8>,
    #[description = "Axemen"] axemen: Option<u8>,
    #[description = "Food (ships only)"] food: Option<u8>,
) -> Result<(), BotError> {
    let Some(t) = crate::table::midgard::assign::target(&target) else {
        return crate::discord::refuse(ctx, Text::new("discord-unknown-target")).await;
    };
    let dice = crate::games::midgard::Dice::new(
        swordsmen.unwrap_or(0),
        spearmen.unwrap_or(0),
        axemen.unwrap_or(0),
    );
    run_assign(ctx, t, dice, food.unwrap_or(0)).await
}

/// Confirm your warrior assignment.
#[poise::command(slash_command)]
pub async fn ready(ctx: Context<'_>) -> Result<(), BotError> {
    run_game::<Midgard>(
        ctx,
        Op::Act {
            action: Action::ConfirmAssignment,
            version: None,
        },
    )
    .await
}

/// Demand that warriors be assigned in turn order.
#[poise::command(slash_command, rename = "turn-order")]
pub async fn turn_order(ctx: Context<'_>) -> Result<(), BotError> {
    run_game::<Midgard>(
        ctx,
        Op::Act {
            action: Action::DemandTurnOrder,
            version: None,
        },
    )
    .await
}

/// Use one of your runes.
#[poise::command(slash_command)]
pub async fn rune(
    ctx: Context<'_>,
    #[description = "Which rune"] rune: String,
) -> Result<(), BotError> {
    match input::rune(&rune) {
        Some(op) => run_game::<Midgard>(ctx, op).await,
        None => crate::discord::refuse(ctx, Text::new("discord-rune-from-prompt")).await,
    }
}

/// A short summary of the rules and the locations.
#[poise::command(slash_command)]
pub async fn rules(ctx: Context<'_>) -> Result<(), BotError> {
    let lang = crate::discord::user_lang(ctx).await;
    let channel = crate::discord::deliver::channel_key(ctx.channel_id());
    let tables = ctx.data().tables.game::<Midgard>();
    let edition = match tables.latest(&channel).await {
        Ok(Some(t)) => t.settings.options::<Midgard>().edition,
        _ => Edition::default(),
    };
    let view = crate::table::midgard::rules(edition);
    for part in crate::discord::render::render_view(&view, lang) {
        crate::discord::retry::retry(|| {
            ctx.send(crate::discord::render::create_reply(&part, true))
        })
        .await?;
    }
    Ok(())
}

/// `/midgard assign`: one target's whole assignment, all or nothing.
async fn run_assign(
    ctx: Context<'_>,
    target: crate::games::midgard::Target,
    dice: crate::games::midgard::Dice,
    food: u8,
) -> Result<(), BotError> {
    let (actor, channel) = crate::discord::begin(ctx).await?;
    let service = ctx.data().tables.game::<Midgard>();
    let result = service.assign(&channel, &actor, target, dice, food).await;
    crate::discord::answer(ctx, channel, result).await
}
