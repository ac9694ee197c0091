//! The `/midgard` slash commands. Each only translates its options (mapping.rs) and hands the
//! command to `run`; names and descriptions are localized from Fluent at start-up.

use poise::serenity_prelude as serenity;

use super::mapping;
use super::{run, BotError, Context};
use crate::games::midgard::{Action, Edition};
use crate::i18n::{Lang, Text};
use crate::table::{BotLevel, DeadlineMode, Op, SettingChange};

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum EditionChoice {
    Revised,
    Classic,
}

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
    Strong,
    Random,
}

fn to_lang(c: LangChoice) -> Lang {
    match c {
        LangChoice::English => Lang::En,
        LangChoice::Polski => Lang::Pl,
    }
}

fn deadline(c: DeadlineChoice) -> DeadlineMode {
    match c {
        DeadlineChoice::Off => DeadlineMode::Off,
        DeadlineChoice::Advisory => DeadlineMode::Advisory,
        DeadlineChoice::Auto => DeadlineMode::Auto,
    }
}

/// Play Champions of Midgard.
#[poise::command(
    slash_command,
    guild_only,
    subcommands(
        "new",
        "join",
        "leave",
        "bot",
        "start",
        "place",
        "assign",
        "ready",
        "turn_order",
        "rune",
        "hand",
        "log",
        "status",
        "abandon",
        "kick",
        "host",
        "settings",
        "rules",
        "lang",
        "pings"
    ),
    subcommand_required
)]
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
    let op = mapping::new_table(
        edition,
        hall_of_fame.unwrap_or(false),
        distrust.unwrap_or(false),
        deadlines.map(deadline),
        hours,
        language.map(to_lang),
        ctx.locale().unwrap_or("en-US"),
    );
    run(ctx, op).await
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

/// Add or remove a bot.
#[poise::command(slash_command)]
pub async fn bot(
    ctx: Context<'_>,
    #[description = "Add or remove"] action: BotAction,
    #[description = "How well the bot plays"] strength: Option<BotStrength>,
    #[description = "Seat number of the bot to remove"]
    #[min = 1]
    #[max = 4]
    seat: Option<u8>,
) -> Result<(), BotError> {
    let level = match strength {
        Some(BotStrength::Random) => BotLevel::Random,
        _ => BotLevel::Heuristic,
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

fn respond(choices: Vec<(String, String)>) -> serenity::CreateAutocompleteResponse {
    serenity::CreateAutocompleteResponse::new().set_choices(
        choices
            .into_iter()
            .map(|(label, value)| serenity::AutocompleteChoice::new(label, value))
            .collect(),
    )
}

async fn autocomplete_place(
    ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    respond(super::autocomplete::suggest(ctx, partial, super::autocomplete::place_choices).await)
}

/// Place a worker.
#[poise::command(slash_command)]
pub async fn place(
    ctx: Context<'_>,
    #[description = "Where"]
    #[autocomplete = "autocomplete_place"]
    location: String,
) -> Result<(), BotError> {
    match mapping::place(&location, None) {
        Some(op) => run(ctx, op).await,
        None => super::refuse(ctx, Text::new("discord-unknown-space")).await,
    }
}

async fn autocomplete_target(
    ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    respond(super::autocomplete::suggest(ctx, partial, super::autocomplete::target_choices).await)
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
        return super::refuse(ctx, Text::new("discord-unknown-target")).await;
    };
    let dice = crate::games::midgard::Dice::new(
        swordsmen.unwrap_or(0),
        spearmen.unwrap_or(0),
        axemen.unwrap_or(0),
    );
    super::run_assign(ctx, t, dice, food.unwrap_or(0)).await
}

/// Confirm your warrior assignment.
#[poise::command(slash_command)]
pub async fn ready(ctx: Context<'_>) -> Result<(), BotError> {
    run(
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
    run(
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
    match mapping::rune(&rune) {
        Some(op) => run(ctx, op).await,
        None => super::refuse(ctx, Text::new("discord-rune-from-prompt")).await,
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
    super::run_log(ctx).await
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
    run(
        ctx,
        Op::Kick {
            seat: mapping::seat(seat),
        },
    )
    .await
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
    run(
        ctx,
        Op::Host {
            seat: mapping::seat(seat),
        },
    )
    .await
}

/// Change the table's settings.
#[poise::command(slash_command)]
pub async fn settings(
    ctx: Context<'_>,
    #[description = "What happens when time runs out"] deadlines: Option<DeadlineChoice>,
    #[description = "Hours per decision"] hours: Option<u32>,
    #[description = "The table's language"] language: Option<LangChoice>,
    #[description = "Rules edition (before the start)"] edition: Option<EditionChoice>,
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
    if let Some(e) = edition {
        let edition = match e {
            EditionChoice::Revised => Edition::Revised,
            EditionChoice::Classic => Edition::Classic,
        };
        changes.push(SettingChange::Option {
            key: "edition".into(),
            value: edition.id().into(),
        });
    }
    if changes.is_empty() {
        return run(ctx, Op::Status).await;
    }
    for change in changes {
        run(ctx, mapping::setting(change)).await?;
    }
    Ok(())
}

/// A short summary of the rules and the locations.
#[poise::command(slash_command)]
pub async fn rules(ctx: Context<'_>) -> Result<(), BotError> {
    let lang = super::user_lang(ctx).await;
    let channel = super::deliver::channel_key(ctx.channel_id());
    let edition = match ctx.data().service.latest(&channel).await {
        Ok(Some(t)) => {
            t.settings
                .options::<crate::games::midgard::Midgard>()
                .edition
        }
        _ => Edition::default(),
    };
    let view = crate::table::midgard::rules(edition);
    for part in super::render::render_view(&view, lang) {
        super::retry::retry(|| ctx.send(super::render::create_reply(&part, true))).await?;
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
    run(
        ctx,
        Op::Language {
            lang: language.map(to_lang),
        },
    )
    .await
}

/// Whether Skald calls you by name when it is your turn.
#[poise::command(slash_command)]
pub async fn pings(
    ctx: Context<'_>,
    #[description = "On: you are pinged on your turn; off: never"] state: Toggle,
) -> Result<(), BotError> {
    run(
        ctx,
        Op::Pings {
            on: matches!(state, Toggle::On),
        },
    )
    .await
}

/// Every command, localized.
pub fn all() -> Vec<poise::Command<super::Data, BotError>> {
    let mut commands = vec![midgard()];
    super::localize::localize(&mut commands);
    commands
}
