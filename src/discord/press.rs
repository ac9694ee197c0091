//! A button or select pressed: read, handed to its table, and answered. A press that changes
//! its own message answers with that message's new content (UPDATE_MESSAGE): a private menu's
//! next step, or a prompt that only loses its controls, costs no request of its own. When the
//! table takes longer than Discord waits for an answer, the press is acknowledged first and
//! its message edited once the table has spoken.

use std::time::Duration;

use poise::serenity_prelude as serenity;
use tracing::{error, warn};

use super::render::{self, render_view, Rendered};
use super::retry::retry;
use super::{deliver, fallback, mapping, menus, record_menu, take_menu, BotError, Data};
use crate::table::{ChannelKey, Op, Outbound, TableError, TableId};

/// How long a press waits for its table before it is acknowledged without an answer
/// (Discord drops an interaction not answered within 3 s).
const ANSWER_WITHIN: Duration = Duration::from_millis(1500);

/// What the press does to the message it was pressed on.
enum Change<'a> {
    /// Nothing: the delivery edits it anyway, or it was no answer to a prompt.
    None,
    /// It loses its controls; a private menu then says above its words what was chosen in it.
    Strip(Option<String>),
    /// It becomes the next step of the member's private menu.
    Into(&'a Rendered),
}

/// Buttons and selects: parsed, handed to the table, answered within Discord's time.
pub(super) async fn on_component(
    ctx: &serenity::Context,
    data: &Data,
    c: &serenity::ComponentInteraction,
) -> Result<(), BotError> {
    let selected = selected(c);
    let Some((table, op)) = mapping::component(&c.data.custom_id, selected) else {
        return stray(ctx, data, c, selected).await;
    };
    let member = mapping::Member {
        id: c.user.id.get(),
        name: c.user.global_name.as_deref().unwrap_or(&c.user.name),
        locale: &c.locale,
        manage_channels: c
            .member
            .as_ref()
            .and_then(|m| m.permissions)
            .is_some_and(|p| p.manage_channels()),
    };
    let actor = mapping::actor(&member);
    let is_choice = matches!(op, Op::Choose { .. } | Op::Act { .. });
    let table = TableId(table);
    // The id names the table, so a prompt in a DM reaches its table's channel.
    let work = async {
        let result = data.tables.handle_on(table, actor.clone(), op).await;
        // A choice pressed on a private menu, or on a message the delivery will not touch,
        // loses its controls.
        let strip = result.is_ok()
            && is_choice
            && (is_ephemeral(&c.message)
                || !data.courier.will_edit(table, c.message.id.get()).await);
        (result, strip)
    };
    tokio::pin!(work);
    let ((result, strip), acked) = match tokio::time::timeout(ANSWER_WITHIN, &mut work).await {
        Ok(done) => (done, false),
        Err(_) => {
            let ack = serenity::CreateInteractionResponse::Acknowledge;
            retry(|| c.create_response(&ctx.http, ack.clone())).await?;
            (work.await, true)
        }
    };
    match result {
        Ok((channel, out)) => {
            answered(ctx, data, c, (acked, strip), &channel, &out).await?;
            data.courier.spawn_bots(channel);
        }
        Err(e) => refused(ctx, data, c, (table, &actor), acked, &e).await?,
    }
    Ok(())
}

/// A press nobody can serve (an id of another build, or junk): a short note in the member's
/// language.
async fn stray(
    ctx: &serenity::Context,
    data: &Data,
    c: &serenity::ComponentInteraction,
    selected: &[String],
) -> Result<(), BotError> {
    warn!(
        custom_id = %fallback::for_log(&c.data.custom_id),
        values = %fallback::values_for_log(selected),
        user = c.user.id.get(),
        "an unknown component was pressed"
    );
    let lang = fallback::member_lang(&data.tables, c.user.id.get(), &c.locale).await;
    let answer = fallback::rendered(&fallback::Stray::Component, lang);
    retry(|| c.create_response(&ctx.http, fallback::reply(&answer))).await?;
    Ok(())
}

/// What a press accepted tells its presser: a step of a private menu answers in that menu;
/// anywhere else the answered prompt only loses its controls (unless the delivery edits it),
/// and what follows comes as new replies (a menu among them replaces the presser's previous
/// one). The channel's own messages go out before the new replies.
async fn answered(
    ctx: &serenity::Context,
    data: &Data,
    c: &serenity::ComponentInteraction,
    (acked, strip): (bool, bool),
    channel: &ChannelKey,
    out: &[Outbound],
) -> Result<(), BotError> {
    let mut parts = out.iter().flat_map(|o| render_view(&o.view, o.lang));
    let in_place = is_ephemeral(&c.message).then(|| parts.next()).flatten();
    let user = c.user.id.get();
    let _turn = data.menus.turn(user).await;
    let change = match &in_place {
        Some(p) => Change::Into(p),
        None if strip => Change::Strip(is_ephemeral(&c.message).then(|| chosen(c)).flatten()),
        None => Change::None,
    };
    change_pressed(ctx, data, c, acked, &change).await?;
    data.courier.deliver_channel(channel).await;
    for part in parts {
        let menu = !part.rows.is_empty();
        if menu {
            take_menu(ctx, data, user, None).await;
        }
        let sent = retry(|| c.create_followup(&ctx.http, followup(&part))).await?;
        if menu {
            let menu = menus::Menu {
                token: c.token.clone(),
                message: sent.id.get(),
                original: false,
            };
            record_menu(ctx, data, user, menu).await;
        }
    }
    Ok(())
}

/// Changes the pressed message as `change` says: in the press's answer when it is still
/// owed, else by an edit. A member's menu elsewhere loses its controls first, so that one
/// menu is live at a time.
async fn change_pressed(
    ctx: &serenity::Context,
    data: &Data,
    c: &serenity::ComponentInteraction,
    acked: bool,
    change: &Change<'_>,
) -> Result<(), BotError> {
    let user = c.user.id.get();
    let message = c.message.id.get();
    let menu = matches!(change, Change::Into(p) if !p.rows.is_empty());
    if menu {
        take_menu(ctx, data, user, Some(message)).await;
    }
    if !acked {
        let response = match change {
            Change::Into(p) => {
                serenity::CreateInteractionResponse::UpdateMessage(render::update_message(p))
            }
            Change::Strip(done) => {
                let mut m =
                    serenity::CreateInteractionResponseMessage::new().components(Vec::new());
                if let Some(done) = done {
                    m = m.content(done);
                }
                serenity::CreateInteractionResponse::UpdateMessage(m)
            }
            Change::None => serenity::CreateInteractionResponse::Acknowledge,
        };
        retry(|| c.create_response(&ctx.http, response.clone())).await?;
    } else {
        let edit = match change {
            Change::Into(p) => Some(render::edit_response(p)),
            Change::Strip(done) => {
                let mut e = serenity::EditInteractionResponse::new().components(Vec::new());
                if let Some(done) = done {
                    e = e.content(done);
                }
                Some(e)
            }
            Change::None => None,
        };
        if let Some(edit) = edit {
            if let Err(e) = retry(|| c.edit_response(&ctx.http, edit.clone())).await {
                warn!(error = %e, "a pressed message could not be updated");
            }
        }
    }
    match change {
        Change::Into(_) if menu => {
            let live = menus::Menu {
                token: c.token.clone(),
                message,
                original: true,
            };
            record_menu(ctx, data, user, live).await;
        }
        Change::Into(_) | Change::Strip(_) => data.menus.closed(user, message),
        Change::None => {}
    }
    Ok(())
}

/// A press the table refused: the reason in the member's language, or a short apology for an
/// internal failure (logged). Its message stays as it was.
async fn refused(
    ctx: &serenity::Context,
    data: &Data,
    c: &serenity::ComponentInteraction,
    (table, actor): (TableId, &crate::table::Actor),
    acked: bool,
    e: &TableError,
) -> Result<(), BotError> {
    let table = table.0;
    if e.is_unavailable() {
        warn!(table, error = %e, "the database is out of reach");
    }
    let reply = match data.tables.refusal(actor, e).await {
        Some(r) => render_view(&r.view, r.lang),
        None => {
            error!(table, error = %e, "a component press failed");
            vec![deliver::apology(actor.locale.unwrap_or_default())]
        }
    };
    let mut parts = reply.iter();
    if !acked {
        let response = match parts.next() {
            Some(first) => serenity::CreateInteractionResponse::Message(
                render::update_message(first).ephemeral(true),
            ),
            None => serenity::CreateInteractionResponse::Acknowledge,
        };
        retry(|| c.create_response(&ctx.http, response.clone())).await?;
    }
    for part in parts {
        retry(|| c.create_followup(&ctx.http, followup(part))).await?;
    }
    Ok(())
}

/// What was chosen on the pressed message, as its control read: "✔ Loki I4 → H3".
fn chosen(c: &serenity::ComponentInteraction) -> Option<String> {
    let selected = selected(c);
    let pressed = &c.data.custom_id;
    let label = c
        .message
        .components
        .iter()
        .flat_map(|row| &row.components)
        .find_map(|k| match k {
            serenity::ActionRowComponent::Button(b) => match &b.data {
                serenity::ButtonKind::NonLink { custom_id, .. } if custom_id == pressed => {
                    b.label.clone()
                }
                _ => None,
            },
            serenity::ActionRowComponent::SelectMenu(m)
                if m.custom_id.as_ref() == Some(pressed) =>
            {
                let picked = m.options.iter().find(|o| selected.contains(&o.value));
                picked.map(|o| o.label.clone())
            }
            _ => None,
        })?;
    Some(format!("✔ {label}"))
}

/// The values picked in a select (none for a button).
fn selected(c: &serenity::ComponentInteraction) -> &[String] {
    match &c.data.kind {
        serenity::ComponentInteractionDataKind::StringSelect { values } => values,
        _ => &[],
    }
}

fn is_ephemeral(m: &serenity::Message) -> bool {
    m.flags
        .is_some_and(|f| f.contains(serenity::MessageFlags::EPHEMERAL))
}

fn followup(r: &Rendered) -> serenity::CreateInteractionResponseFollowup {
    let mut f = serenity::CreateInteractionResponseFollowup::new()
        .ephemeral(true)
        .embeds(r.embeds.iter().map(render::create_embed).collect())
        .components(render::create_rows(&r.rows));
    if let Some(c) = &r.content {
        f = f.content(c);
    }
    f
}
