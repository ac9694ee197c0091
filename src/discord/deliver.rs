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
    #[error("the message or its channel no longer exists")]
    Gone,
    /// Discord could not be reached, or answered with a server error: nothing is wrong with
    /// the message, and every other message fails alike until Discord is back.
    #[error("discord is unavailable: {0}")]
    Unavailable(String),
    #[error("discord: {0}")]
    Other(String),
}

/// A message Discord holds: its channel and id.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Posted {
    pub channel: u64,
    pub message: u64,
    /// The id of the first file the message carries (its picture), when it carries one.
    pub attachment: Option<u64>,
}

/// Where messages go. Implemented by serenity's HTTP client and by test fakes.
pub trait Messenger: Sync {
    fn post(
        &self,
        channel: &ChannelKey,
        message: Rendered,
    ) -> impl Future<Output = Result<Posted, SendError>> + Send;
    /// A DM to `user` about the table in `table`.
    fn direct(
        &self,
        table: &ChannelKey,
        user: UserId,
        message: Rendered,
    ) -> impl Future<Output = Result<Posted, SendError>> + Send;
    /// Shows `message` in place of what `at` showed (`Gone` when it was deleted), and says
    /// what the message holds then.
    fn edit(
        &self,
        at: Posted,
        message: Rendered,
    ) -> impl Future<Output = Result<Posted, SendError>> + Send;
    fn delete(&self, at: Posted) -> impl Future<Output = Result<(), SendError>> + Send;
    /// Whether so much was posted below `at` in its channel that people no longer see it.
    fn buried(&self, _at: Posted) -> bool {
        false
    }
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

/// Sends every outbound message of a table of game `root`; returns the ephemeral ones
/// (rendered) for the caller to reply.
pub async fn deliver<M: Messenger>(
    messenger: &M,
    table_channel: &ChannelKey,
    (root, table_lang): (&str, Lang),
    outbound: Vec<Outbound>,
) -> Result<Vec<Rendered>, SendError> {
    let mut ephemeral = Vec::new();
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
                        Ok(_) => {}
                        Err(SendError::DmClosed) => {
                            closed = true;
                            break;
                        }
                        Err(e) => return Err(e),
                    }
                }
                if closed {
                    let notice = MessageView::new(ViewKind::Deadline).line(
                        Text::new("discord-dm-closed")
                            .str("mention", format!("<@{}>", user.0))
                            .str("root", root.to_string()),
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

/// Serenity's HTTP client as a messenger.
pub struct SerenityMessenger<'a> {
    pub http: &'a serenity::Http,
    /// What people posted in the channels (to tell when a living message is buried).
    pub chatter: &'a super::chatter::Chatter,
    /// Where each member's DM channel is kept, once Discord opened it.
    pub store: &'a crate::store::Store,
}

/// Discord's error codes for a message or channel that no longer exists.
const UNKNOWN_CHANNEL: isize = 10003;
const UNKNOWN_MESSAGE: isize = 10008;

fn classify(e: serenity::Error) -> SendError {
    match &e {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(resp)) => {
            match resp.error.code {
                DM_CLOSED => return SendError::DmClosed,
                UNKNOWN_CHANNEL | UNKNOWN_MESSAGE => return SendError::Gone,
                _ if resp.status_code.is_server_error() => {
                    return SendError::Unavailable(e.to_string())
                }
                _ => {}
            }
        }
        serenity::Error::Http(serenity::HttpError::Request(_)) => {
            return SendError::Unavailable(e.to_string())
        }
        _ => {}
    }
    SendError::Other(e.to_string())
}

fn posted(m: &serenity::Message) -> Posted {
    Posted {
        channel: m.channel_id.get(),
        message: m.id.get(),
        attachment: m.attachments.first().map(|a| a.id.get()),
    }
}

fn ids(at: Posted) -> (serenity::ChannelId, serenity::MessageId) {
    (
        serenity::ChannelId::new(at.channel.max(1)),
        serenity::MessageId::new(at.message.max(1)),
    )
}

impl SerenityMessenger<'_> {
    /// The member's DM channel: the one kept, else one Discord opens now (and it is kept: a
    /// DM channel never changes). `fresh` opens it anew, the kept one being gone.
    async fn dm_channel(
        &self,
        user: UserId,
        fresh: bool,
    ) -> Result<serenity::ChannelId, SendError> {
        let member = user.0 as i64;
        if !fresh {
            match self.store.dm_channel(member).await {
                Ok(Some(id)) if id > 0 => return Ok(serenity::ChannelId::new(id as u64)),
                Ok(_) => {}
                Err(e) => {
                    tracing::warn!(user = user.0, error = %e, "could not read a kept DM channel")
                }
            }
        }
        let to = serenity::UserId::new(user.0.max(1));
        let dm = retry(|| to.create_dm_channel(self.http))
            .await
            .map_err(classify)?;
        if let Err(e) = self
            .store
            .set_dm_channel(member, Some(dm.id.get() as i64))
            .await
        {
            tracing::warn!(user = user.0, error = %e, "could not keep a DM channel");
        }
        Ok(dm.id)
    }

    async fn post_in(
        &self,
        channel: serenity::ChannelId,
        message: &Rendered,
    ) -> Result<serenity::Message, SendError> {
        retry(|| channel.send_message(self.http, super::render::create_message(message)))
            .await
            .map_err(classify)
    }

    /// A post Discord answered from its nonce may show an earlier view, made by a process
    /// that died before recording it: it is edited to show `message`.
    async fn brought_up_to_date(
        &self,
        sent: &serenity::Message,
        message: Rendered,
    ) -> Result<Posted, SendError> {
        let at = posted(sent);
        if message.nonce.is_some() && !super::nonce::shows(sent, &message) {
            tracing::info!(
                message = at.message,
                "a post made before was brought up to date"
            );
            return self.edit(at, message).await;
        }
        Ok(at)
    }
}

impl Messenger for SerenityMessenger<'_> {
    async fn post(&self, channel: &ChannelKey, message: Rendered) -> Result<Posted, SendError> {
        let id = channel_id(channel)
            .ok_or_else(|| SendError::Other(format!("not a Discord channel: {channel}")))?;
        let sent = retry(|| id.send_message(self.http, super::render::create_message(&message)))
            .await
            .map_err(classify)?;
        self.brought_up_to_date(&sent, message).await
    }

    async fn direct(
        &self,
        _table: &ChannelKey,
        user: UserId,
        message: Rendered,
    ) -> Result<Posted, SendError> {
        let kept = self.dm_channel(user, false).await?;
        let sent = match self.post_in(kept, &message).await {
            // Discord says the kept channel is gone: it is opened anew, once.
            Err(SendError::Gone) => {
                let fresh = self.dm_channel(user, true).await?;
                self.post_in(fresh, &message).await?
            }
            other => other?,
        };
        self.brought_up_to_date(&sent, message).await
    }

    async fn edit(&self, at: Posted, message: Rendered) -> Result<Posted, SendError> {
        let (channel, id) = ids(at);
        retry(|| channel.edit_message(self.http, id, super::render::edit_message(&message)))
            .await
            .map(|m| posted(&m))
            .map_err(classify)
    }

    async fn delete(&self, at: Posted) -> Result<(), SendError> {
        let (channel, id) = ids(at);
        retry(|| channel.delete_message(self.http, id))
            .await
            .map_err(classify)
    }

    fn buried(&self, at: Posted) -> bool {
        self.chatter.buried(at.channel, at.message)
    }
}

/// A short apology for an internal error, in the user's language.
pub fn apology(lang: Lang) -> Rendered {
    Rendered {
        content: Some(render(&Text::new("error-internal"), lang)),
        ..Rendered::default()
    }
}
