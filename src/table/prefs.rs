//! A member's own preferences, the same at every table: the language they are spoken to in,
//! and whether they are called by name at their turn.

use super::command::Actor;
use super::error::TableError;
use super::outbound::{MessageView, Outbound, Recipient, ViewKind};
use super::tables::Tables;
use crate::i18n::{Lang, Text};

impl Tables {
    /// The member's own language (`None`: back to their client's), and its confirmation in it.
    pub(super) async fn set_language(
        &self,
        actor: &Actor,
        lang: Option<Lang>,
    ) -> Result<Vec<Outbound>, TableError> {
        self.store
            .set_user_lang(actor.user.0 as i64, lang.map(Lang::code))
            .await?;
        // Back to the default: the member's own client language, as far as known.
        let shown = match lang {
            Some(l) => l,
            None => self
                .user_lang(actor.user)
                .await?
                .or(actor.locale)
                .unwrap_or_default(),
        };
        Ok(vec![noted(actor, shown, "lang-set")])
    }

    /// Whether the member is called by name at their turn, and its confirmation.
    pub(super) async fn set_pings(
        &self,
        actor: &Actor,
        on: bool,
    ) -> Result<Vec<Outbound>, TableError> {
        self.store.set_pings(actor.user.0 as i64, on).await?;
        let lang = match self.user_lang(actor.user).await? {
            Some(l) => l,
            None => actor.locale.unwrap_or_default(),
        };
        Ok(vec![noted(
            actor,
            lang,
            if on { "pings-on" } else { "pings-off" },
        )])
    }
}

/// The reply to a member who set one of their own preferences, in `lang`.
fn noted(actor: &Actor, lang: Lang, id: &'static str) -> Outbound {
    Outbound {
        to: Recipient::Ephemeral { user: actor.user },
        lang,
        view: MessageView::new(ViewKind::Reply).line(Text::new(id)),
    }
}
