//! The subcommands every game's root has: seats, bots, the board, the log, settings and the
//! member's own preferences. Each acts on a table of the game whose root was invoked.

use super::params::{deadline, game_of, respond, to_lang, BotAction, BotStrength, Command};
use super::params::{DeadlineChoice, LangChoice, Toggle};
use crate::discord::{mapping, run, BotError, Context};
use crate::table::{BotLevel, Game, Op, SettingChange};

/// The shared subcommands of game `game`'s root, in the order a member scans them; `pick`
/// only where players choose something for their own seat.
pub fn shared(game: &dyn Game) -> Vec<Command> {
    let picks = !game.seat_option_specs().is_empty();
    let mut commands = vec![join(), leave()];
    commands.extend(picks.then(pick));
    commands.extend([bot(), start(), choose()]);
    commands.extend(game.takes_back().then(undo));
    commands.extend([
        hand(),
        log(),
        status(),
        abandon(),
        kick(),
        host(),
        settings(),
        lang(),
        pings(),
    ]);
    commands
}

/// Take a seat at the table.
#[poise::command(slash_command)]
pub async fn join(ctx: Context<'_>) -> Result<(), BotError> {
    run(ctx, Op::Join).await
}

/// Leave the table before the game starts.
#[poise::command(slash_command)]
pub async fn leave(ctx: Context<'_>) -> Result<(), BotError> {
    run(ctx, Op::Leave).await
}

async fn autocomplete_pick(
    ctx: Context<'_>,
    partial: &str,
) -> poise::serenity_prelude::CreateAutocompleteResponse {
    let lang = crate::discord::user_lang(ctx).await;
    let choices = game_of(ctx).map(|g| mapping::seat_choices(g, partial, lang));
    respond(choices.unwrap_or_default())
}

/// Your own choice for your seat, before the start (the Wall: your clan's colour).
#[poise::command(slash_command)]
pub async fn pick(
    ctx: Context<'_>,
    #[description = "What you choose"]
    #[autocomplete = "autocomplete_pick"]
    choice: String,
) -> Result<(), BotError> {
    let change = mapping::seat_choice(game_of(ctx)?, &choice);
    run(ctx, mapping::setting(change)).await
}

/// Take back your latest move.
#[poise::command(slash_command)]
pub async fn undo(ctx: Context<'_>) -> Result<(), BotError> {
    run(ctx, Op::Undo).await
}

/// Add or remove a bot.
#[poise::command(slash_command)]
pub async fn bot(
    ctx: Context<'_>,
    #[description = "Add or remove"] action: BotAction,
    #[description = "How well the bot plays (normal, hard or random)"] level: Option<BotStrength>,
    #[description = "Seat number of the bot to remove"]
    #[min = 1]
    #[max = 4]
    seat: Option<u8>,
) -> Result<(), BotError> {
    let level = match level {
        Some(BotStrength::Random) => BotLevel::Random,
        Some(BotStrength::Hard) => BotLevel::Hard,
        Some(BotStrength::Normal) | None => BotLevel::Heuristic,
    };
    run(
        ctx,
        mapping::bot(matches!(action, BotAction::Add), level, seat),
    )
    .await
}

/// Start the game.
#[poise::command(slash_command)]
pub async fn start(ctx: Context<'_>) -> Result<(), BotError> {
    run(ctx, Op::Start).await
}

async fn autocomplete_choice(
    ctx: Context<'_>,
    partial: &str,
) -> poise::serenity_prelude::CreateAutocompleteResponse {
    respond(crate::discord::autocomplete::choices(ctx, partial).await)
}

/// Answer what the table asks of you now (the same answers as its buttons).
#[poise::command(slash_command)]
pub async fn choose(
    ctx: Context<'_>,
    #[description = "Your answer"]
    #[autocomplete = "autocomplete_choice"]
    answer: String,
) -> Result<(), BotError> {
    match mapping::choice(&answer) {
        Some(op) => run(ctx, op).await,
        None => {
            let text = crate::i18n::Text::new("discord-choose-from-list");
            crate::discord::refuse(ctx, text).await
        }
    }
}

/// Your secrets and your whole state, only for you.
#[poise::command(slash_command)]
pub async fn hand(ctx: Context<'_>) -> Result<(), BotError> {
    run(ctx, Op::Hand).await
}

/// The latest moves at the table, only for you.
#[poise::command(slash_command)]
pub async fn log(ctx: Context<'_>) -> Result<(), BotError> {
    crate::discord::run_log(ctx).await
}

/// Post the board again.
#[poise::command(slash_command)]
pub async fn status(ctx: Context<'_>) -> Result<(), BotError> {
    run(ctx, Op::Status).await
}

/// End the game at this table (host or channel manager).
#[poise::command(slash_command)]
pub async fn abandon(ctx: Context<'_>) -> Result<(), BotError> {
    run(ctx, Op::Abandon).await
}

/// Remove a player; a bot takes their seat in a running game.
#[poise::command(slash_command)]
pub async fn kick(
    ctx: Context<'_>,
    #[description = "Seat number"]
    #[min = 1]
    #[max = 4]
    seat: u8,
) -> Result<(), BotError> {
    let seat = mapping::seat(seat);
    run(ctx, Op::Kick { seat }).await
}

/// Hand the host role to another seated player.
#[poise::command(slash_command)]
pub async fn host(
    ctx: Context<'_>,
    #[description = "Seat number"]
    #[min = 1]
    #[max = 4]
    seat: u8,
) -> Result<(), BotError> {
    let seat = mapping::seat(seat);
    run(ctx, Op::Host { seat }).await
}

async fn autocomplete_option(
    ctx: Context<'_>,
    partial: &str,
) -> poise::serenity_prelude::CreateAutocompleteResponse {
    let choices = game_of(ctx).map(|g| mapping::option_choices(g, partial));
    respond(choices.unwrap_or_default())
}

/// Change the table's settings.
#[poise::command(slash_command)]
pub async fn settings(
    ctx: Context<'_>,
    #[description = "What happens when time runs out"] deadlines: Option<DeadlineChoice>,
    #[description = "Hours per decision"] hours: Option<u32>,
    #[description = "The table's language"] language: Option<LangChoice>,
    #[description = "One of the game's options, as key=value (before the start)"]
    #[autocomplete = "autocomplete_option"]
    option: Option<String>,
    #[description = "Minutes a live table waits before calling whoever it waits for"]
    #[min = 1]
    #[max = 60]
    idle_minutes: Option<u32>,
) -> Result<(), BotError> {
    let mut changes = mapping::turn_settings(deadlines.map(deadline), hours);
    if let Some(m) = idle_minutes {
        changes.push(SettingChange::IdleMinutes(m));
    }
    if let Some(l) = language {
        changes.push(SettingChange::Lang(to_lang(l)));
    }
    if let Some(o) = option {
        changes.push(mapping::option(&o));
    }
    if changes.is_empty() {
        return run(ctx, Op::Status).await;
    }
    for change in changes {
        run(ctx, mapping::setting(change)).await?;
    }
    Ok(())
}

/// Choose the language Skald speaks to you.
#[poise::command(slash_command)]
pub async fn lang(
    ctx: Context<'_>,
    #[description = "Your language (empty: your Discord's, else the table's)"] language: Option<
        LangChoice,
    >,
) -> Result<(), BotError> {
    let lang = language.map(to_lang);
    run(ctx, Op::Language { lang }).await
}

/// Whether Skald calls you by name when it is your turn.
#[poise::command(slash_command)]
pub async fn pings(
    ctx: Context<'_>,
    #[description = "On: you are pinged on your turn; off: never"] state: Toggle,
) -> Result<(), BotError> {
    let on = matches!(state, Toggle::On);
    run(ctx, Op::Pings { on }).await
}
