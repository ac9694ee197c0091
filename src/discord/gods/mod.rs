//! `/gods`: Viking Gods' own subcommands (R-TABLE-3; the table's shared ones are added by
//! [`crate::discord::commands`]). Each only translates its options and hands the command on;
//! autocomplete offers the legal answers only, an attack with its exact odds.

use poise::serenity_prelude as serenity;

use crate::discord::commands::params::{
    deadline, respond, to_lang, Command, DeadlineChoice, LangChoice,
};
use crate::discord::{mapping, run_game, user_lang, BotError, Context};
use crate::games::gods::{Action, Gods, HelaAnswer};
use crate::i18n::{render, Text};
use crate::table::gods::options::GodsOptions;
use crate::table::gods::typed::{suggestions, Kind};
use crate::table::{Op, UserId};

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum HelaChoice {
    Keep,
    Plus,
    Minus,
}

/// Viking Gods' own subcommands.
pub fn own() -> Vec<Command> {
    vec![
        new(),
        r#move(),
        attack(),
        done(),
        freeze(),
        retreat(),
        hela(),
        void(),
        resign(),
    ]
}

/// Play Viking Gods.
#[poise::command(slash_command, guild_only)]
pub async fn gods(_ctx: Context<'_>) -> Result<(), BotError> {
    Ok(())
}

/// Set up a new table of Viking Gods in this channel.
#[poise::command(slash_command)]
pub async fn new(
    ctx: Context<'_>,
    #[description = "Each side places its own tokens (Chaos first)"] free_deploy: Option<bool>,
    #[description = "A draw after this many rounds if both targets stand (0: none)"]
    #[max = 99]
    round_limit: Option<u8>,
    #[description = "What happens when time runs out"] deadlines: Option<DeadlineChoice>,
    #[description = "Hours per decision"] hours: Option<u32>,
    #[description = "The table's language"] language: Option<LangChoice>,
) -> Result<(), BotError> {
    let mut options = GodsOptions {
        free_deploy: free_deploy.unwrap_or(false),
        ..GodsOptions::default()
    };
    if let Some(limit) = round_limit {
        options.round_limit = limit.min(99);
    }
    let op = mapping::new_table(
        crate::table::options::write(&options),
        deadlines.map(deadline),
        hours,
        language.map(to_lang),
        ctx.locale().unwrap_or("en-US"),
    );
    crate::discord::run(ctx, op).await
}

/// The legal answers of `kind` at the member's table, in their language.
async fn legal(
    ctx: Context<'_>,
    kind: Kind,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let lang = user_lang(ctx).await;
    let channel = crate::discord::deliver::channel_key(ctx.channel_id());
    let user = UserId(ctx.author().id.get());
    let table = ctx.data().tables.game::<Gods>().active(&channel).await;
    let choices = match table {
        Ok(Some(t)) => match (t.seat_of(user), t.game.as_ref()) {
            (Some(seat), Some(state)) => {
                suggestions(state, seat, kind, partial, |text| render(text, lang))
            }
            _ => Vec::new(),
        },
        _ => Vec::new(),
    };
    respond(choices)
}

async fn complete_move(ctx: Context<'_>, p: &str) -> serenity::CreateAutocompleteResponse {
    legal(ctx, Kind::Move, p).await
}
async fn complete_freeze(ctx: Context<'_>, p: &str) -> serenity::CreateAutocompleteResponse {
    legal(ctx, Kind::Freeze, p).await
}
async fn complete_attack(ctx: Context<'_>, p: &str) -> serenity::CreateAutocompleteResponse {
    legal(ctx, Kind::Attack, p).await
}
async fn complete_retreat(ctx: Context<'_>, p: &str) -> serenity::CreateAutocompleteResponse {
    legal(ctx, Kind::Retreat, p).await
}
async fn complete_void(ctx: Context<'_>, p: &str) -> serenity::CreateAutocompleteResponse {
    legal(ctx, Kind::Void, p).await
}

/// A typed move, parsed against the table's board and played.
async fn run_typed(ctx: Context<'_>, kind: Kind, typed: &str) -> Result<(), BotError> {
    let (actor, channel) = crate::discord::begin(ctx).await?;
    let service = ctx.data().tables.game::<Gods>();
    let result = service.typed(&channel, &actor, kind, typed).await;
    crate::discord::answer(ctx, channel, result).await
}

async fn act(ctx: Context<'_>, action: Action) -> Result<(), BotError> {
    run_game::<Gods>(
        ctx,
        Op::Act {
            action,
            version: None,
        },
    )
    .await
}

/// Move a token, e.g. thor D4 (while deploying: place it; Freke and Gere: jump).
#[poise::command(slash_command, rename = "move")]
pub async fn r#move(
    ctx: Context<'_>,
    #[description = "Token and hex, e.g. thor D4"]
    #[autocomplete = "complete_move"]
    r#move: String,
) -> Result<(), BotError> {
    run_typed(ctx, Kind::Move, &r#move).await
}

/// Declare a duel (autocomplete shows the exact odds).
#[poise::command(slash_command)]
pub async fn attack(
    ctx: Context<'_>,
    #[description = "The defender (hex or name), then the attackers, e.g. E5 thor tyr uller"]
    #[autocomplete = "complete_attack"]
    attack: String,
) -> Result<(), BotError> {
    run_typed(ctx, Kind::Attack, &attack).await
}

/// End your movement, your attacks or your deployment.
#[poise::command(slash_command)]
pub async fn done(ctx: Context<'_>) -> Result<(), BotError> {
    act(ctx, Action::Done).await
}

/// Frey freezes a Chaos token within 5.
#[poise::command(slash_command)]
pub async fn freeze(
    ctx: Context<'_>,
    #[description = "The Chaos token, e.g. loki"]
    #[autocomplete = "complete_freeze"]
    target: String,
) -> Result<(), BotError> {
    run_typed(ctx, Kind::Freeze, &target).await
}

/// Move a fugitive you beat.
#[poise::command(slash_command)]
pub async fn retreat(
    ctx: Context<'_>,
    #[description = "e.g. D3, or garm D3"]
    #[autocomplete = "complete_retreat"]
    to: String,
) -> Result<(), BotError> {
    run_typed(ctx, Kind::Retreat, &to).await
}

/// Keep Hela's die, or turn it by one.
#[poise::command(slash_command)]
pub async fn hela(
    ctx: Context<'_>,
    #[description = "keep, plus or minus"] answer: HelaChoice,
) -> Result<(), BotError> {
    let answer = match answer {
        HelaChoice::Keep => HelaAnswer::Keep,
        HelaChoice::Plus => HelaAnswer::Plus,
        HelaChoice::Minus => HelaAnswer::Minus,
    };
    act(ctx, Action::Hela { answer }).await
}

/// Cover bridge hexes with void.
#[poise::command(slash_command)]
pub async fn void(
    ctx: Context<'_>,
    #[description = "Two bridge hexes, e.g. H4 I5"]
    #[autocomplete = "complete_void"]
    hexes: String,
) -> Result<(), BotError> {
    run_typed(ctx, Kind::Void, &hexes).await
}

/// Give up the battle: the other side wins.
#[poise::command(slash_command)]
pub async fn resign(
    ctx: Context<'_>,
    #[description = "Yes, I give up"] sure: bool,
) -> Result<(), BotError> {
    if !sure {
        let (_, channel) = crate::discord::begin(ctx).await?;
        let unsure = crate::table::TableError::Rule {
            code: "resign-unsure".into(),
            text: Text::new("gods-resign-unsure"),
        };
        return crate::discord::answer(ctx, channel, Err(unsure)).await;
    }
    act(ctx, Action::Resign).await
}
