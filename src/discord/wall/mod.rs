//! `/wall`: Storm the Wall's own subcommands (the table's shared ones are added by
//! [`crate::discord::commands`]). Each only translates its options and hands the command on.

use poise::serenity_prelude as serenity;

use crate::discord::commands::params::{
    deadline, respond, to_lang, Command, DeadlineChoice, LangChoice,
};
use crate::discord::{mapping, run, user_lang, BotError, Context};
use crate::games::wall::Wall;
use crate::i18n::{render, Lang, Text};
use crate::table::wall::options::WallOptions;
use crate::table::wall::orders;
use crate::table::{Op, UserId};

/// The Wall's own subcommands.
pub fn own() -> Vec<Command> {
    vec![new(), orders()]
}

/// Play Storm the Wall.
#[poise::command(slash_command, guild_only)]
pub async fn wall(_ctx: Context<'_>) -> Result<(), BotError> {
    Ok(())
}

/// Set up a new table of Storm the Wall in this channel.
#[poise::command(slash_command)]
pub async fn new(
    ctx: Context<'_>,
    #[description = "Neutral clans besides the players (a lone player gets at least one)"]
    #[min = 0]
    #[max = 3]
    neutrals: Option<u8>,
    #[description = "A fort nobody takes moves right and is fought again"] tied_forts_stay: Option<
        bool,
    >,
    #[description = "A Dru'hid's pick pushes the forts between one place right"]
    druhid_shift: Option<bool>,
    #[description = "What happens when time runs out"] deadlines: Option<DeadlineChoice>,
    #[description = "Hours per decision"] hours: Option<u32>,
    #[description = "The table's language"] language: Option<LangChoice>,
) -> Result<(), BotError> {
    let options = WallOptions {
        neutrals: neutrals.unwrap_or(0).min(3),
        tied_forts_stay: tied_forts_stay.unwrap_or(false),
        druhid_shift: druhid_shift.unwrap_or(false),
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

async fn autocomplete_orders(
    ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let lang = user_lang(ctx).await;
    let channel = crate::discord::deliver::channel_key(ctx.channel_id());
    let user = UserId(ctx.author().id.get());
    let table = ctx.data().tables.game::<Wall>().active(&channel).await;
    let choices = match table {
        Ok(Some(t)) => match (t.seat_of(user), t.game.as_ref()) {
            (Some(seat), Some(state)) => {
                let suggested = orders::suggestion(state, seat, lang);
                let hand = orders::hand(state, seat);
                orders_choices(partial, suggested, &hand, lang)
            }
            _ => Vec::new(),
        },
        _ => Vec::new(),
    };
    respond(choices)
}

/// The suggested orders first, then what was typed with each card of the hand added, the
/// warriors named in `lang`.
fn orders_choices(
    partial: &str,
    suggested: Option<String>,
    hand: &[crate::games::wall::Card],
    lang: Lang,
) -> Vec<(String, String)> {
    let label = |s: &str| render(&Text::new("wall-orders-suggested").str("orders", s), lang);
    let mut out: Vec<(String, String)> = suggested.iter().map(|s| (label(s), s.clone())).collect();
    let typed = partial.trim();
    let mut names: Vec<String> = hand
        .iter()
        .map(|c| orders::typed_name(crate::games::wall::warrior(*c), lang))
        .collect();
    names.dedup();
    for name in names {
        let value = if typed.is_empty() {
            name
        } else {
            format!("{typed} {name}")
        };
        out.push((value.clone(), value));
    }
    out.truncate(25);
    out
}

/// Your orders for this turn: six warriors for positions 1 to 6, the last card discarded.
#[poise::command(slash_command)]
pub async fn orders(
    ctx: Context<'_>,
    #[description = "Six warriors in position order, e.g. axeman queen swordsman thief archer horseman"]
    #[autocomplete = "autocomplete_orders"]
    order: Option<String>,
) -> Result<(), BotError> {
    let Some(order) = order else {
        // Without orders typed: the console with the orders' buttons, privately.
        return run(ctx, Op::Hand).await;
    };
    run_orders(ctx, &order).await
}

/// `/wall orders`: a whole turn's orders typed at once, all or nothing.
async fn run_orders(ctx: Context<'_>, typed: &str) -> Result<(), BotError> {
    let (actor, channel) = crate::discord::begin(ctx).await?;
    let service = ctx.data().tables.game::<Wall>();
    let result = service.orders(&channel, &actor, typed).await;
    crate::discord::answer(ctx, channel, result).await
}
