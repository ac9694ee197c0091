//! Sending outbound messages: channel posts and DMs through a `Messenger` seam (serenity in
//! production, a fake in tests). A DM that Discord refuses (50007: DMs closed) is replaced by a
//! notice in the channel that names no secret; ephemeral replies go back to the caller.

use std::future::Future;

use poise::serenity_prelude as serenity;

use super::render::{render_view, Rendered};
use super::retry::retry;
use crate::i18n::{render, Lang, Text};
use crate::table::{ChannelKey, MessageView, Outbound, Recipient, UserId, ViewKind};

/// Discord's error code for "Cannot send messages to this user".
pub const DM_CLOSED: isize = 50007;

#[derive(Debug, thiserror::Error)]
pub enum SendError {
    #[error("the user does not accept direct messages")]
    DmClosed,
    #[error("discord: {0}")]
    Other(String),
}

/// Where messages go. Implemented by serenity's HTTP client and by test fakes.
pub trait Messenger: Sync {
    fn post(
        &self,
        channel: &ChannelKey,
        message: Rendered,
    ) -> impl Future<Output = Result<(), SendError>> + Send;
    /// A DM to `user` about the table in `table`.
    fn direct(
        &self,
        table: &ChannelKey,
        user: UserId,
        message: Rendered,
    ) -> impl Future<Output = Result<(), SendError>> + Send;
    /// The table moved on: the buttons of its earlier prompts, in the channel and in DMs, are
    /// taken away.
    fn retire_prompts(&self, channel: &ChannelKey) -> impl Future<Output = ()> + Send;
}

/// `discord:<id>` for a Discord channel.
pub fn channel_key(id: serenity::ChannelId) -> ChannelKey {
    ChannelKey(format!("discord:{}", id.get()))
}

pub fn channel_id(key: &ChannelKey) -> Option<serenity::ChannelId> {
    key.0
        .strip_prefix("discord:")
        .and_then(|n| n.parse::<u64>().ok())
        .filter(|&n| n != 0)
        .map(serenity::ChannelId::new)
}

/// Sends every outbound message; returns the ephemeral ones (rendered) for the caller to reply.
pub async fn deliver<M: Messenger>(
    messenger: &M,
    table_channel: &ChannelKey,
    table_lang: Lang,
    outbound: Vec<Outbound>,
) -> Result<Vec<Rendered>, SendError> {
    let mut ephemeral = Vec::new();
    if outbound.iter().any(Outbound::is_channel) {
        messenger.retire_prompts(table_channel).await;
    }
    for out in outbound {
        let parts = render_view(&out.view, out.lang);
        match out.to {
            Recipient::Channel { channel } => {
                for part in parts {
                    messenger.post(&channel, part).await?;
                }
            }
            Recipient::Dm { user } => {
                let mut closed = false;
                for part in parts {
                    match messenger.direct(table_channel, user, part).await {
                        Ok(()) => {}
                        Err(SendError::DmClosed) => {
                            closed = true;
                            break;
                        }
                        Err(e) => return Err(e),
                    }
                }
                if closed {
                    let notice = MessageView::new(ViewKind::Deadline).line(
                        Text::new("discord-dm-closed").str("mention", format!("<@{}>", user.0)),
                    );
                    for part in render_view(&notice, table_lang) {
                        messenger.post(table_channel, part).await?;
                    }
                }
            }
            Recipient::Ephemeral { .. } => ephemeral.extend(parts),
        }
    }
    Ok(ephemeral)
}

/// Prompt messages that still carry live components, in the table's channel or in DMs, by the
/// table's channel (in memory: after a restart old buttons still work, and a press against an
/// old version is refused politely).
pub type LivePrompts = std::sync::Mutex<
    std::collections::HashMap<serenity::ChannelId, Vec<(serenity::ChannelId, serenity::MessageId)>>,
>;

/// Serenity's HTTP client as a messenger.
pub struct SerenityMessenger<'a> {
    pub http: &'a serenity::Http,
    pub live: &'a LivePrompts,
}

fn classify(e: serenity::Error) -> SendError {
    if let serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(resp)) = &e {
        if resp.error.code == DM_CLOSED {
            return SendError::DmClosed;
        }
    }
    SendError::Other(e.to_string())
}

impl SerenityMessenger<'_> {
    /// Keeps a prompt with live components, to be retired when `table`'s game moves on.
    fn remember(&self, table: &ChannelKey, at: serenity::ChannelId, message: serenity::MessageId) {
        let Some(table) = channel_id(table) else {
            return;
        };
        if let Ok(mut live) = self.live.lock() {
            live.entry(table).or_default().push((at, message));
        }
    }
}

impl Messenger for SerenityMessenger<'_> {
    async fn post(&self, channel: &ChannelKey, message: Rendered) -> Result<(), SendError> {
        let id = channel_id(channel)
            .ok_or_else(|| SendError::Other(format!("not a Discord channel: {channel}")))?;
        let has_components = !message.rows.is_empty();
        let sent = retry(|| id.send_message(self.http, super::render::create_message(&message)))
            .await
            .map_err(classify)?;
        if has_components {
            self.remember(channel, id, sent.id);
        }
        Ok(())
    }

    async fn retire_prompts(&self, channel: &ChannelKey) {
        let Some(id) = channel_id(channel) else {
            return;
        };
        let old = match self.live.lock() {
            Ok(mut live) => live.remove(&id).unwrap_or_default(),
            Err(_) => return,
        };
        for (at, message) in old {
            let edit = serenity::EditMessage::new().components(Vec::new());
            if let Err(e) = retry(|| at.edit_message(self.http, message, edit.clone())).await {
                tracing::debug!(error = %e, "could not retire an old prompt");
            }
        }
    }

    async fn direct(
        &self,
        table: &ChannelKey,
        user: UserId,
        message: Rendered,
    ) -> Result<(), SendError> {
        let to = serenity::UserId::new(user.0.max(1));
        let dm = retry(|| to.create_dm_channel(self.http))
            .await
            .map_err(classify)?;
        let has_components = !message.rows.is_empty();
        let sent = retry(|| {
            dm.id
                .send_message(self.http, super::render::create_message(&message))
        })
        .await
        .map_err(classify)?;
        if has_components {
            self.remember(table, dm.id, sent.id);
        }
        Ok(())
    }
}

/// A short apology for an internal error, in the user's language.
pub fn apology(lang: Lang) -> Rendered {
    Rendered {
        content: Some(render(&Text::new("error-internal"), lang)),
        ..Rendered::default()
    }
}
