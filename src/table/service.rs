//! The host's work on one table, whatever its game: the stored row is loaded once into its
//! game's table ([`Loaded`]), a command is applied to a copy, the copy is committed, and only
//! then is anyone told. Two commands against the same version: the second is tried again on
//! the new table, or refused as stale.

use super::command::{Actor, AnyAction, Op};
use super::deadline::Millis;
use super::error::TableError;
use super::kind::Game;
use super::loaded::{Loaded, Logged};
use super::model::{ChannelKey, SeatInfo, TableId, TableSettings};
use super::outbound::{MessageView, Outbound, Recipient};
use super::tables::Tables;
use crate::i18n::{Lang, Text};
use crate::store::{Commit, StoreError, TableRow};

/// How often a command is tried again when another change to the same table was committed
/// between its read and its write.
const CONFLICT_RETRIES: usize = 8;

impl Tables {
    /// A stored table, loaded by its game; a game this build does not know fails that table.
    pub(super) fn load(&self, row: TableRow) -> Result<Box<dyn Loaded>, TableError> {
        let game = self
            .game_called(&row.game)
            .ok_or_else(|| TableError::UnknownGame {
                table: row.id,
                game: row.game.clone(),
            })?;
        game.load(row)
    }

    /// Table `id` as stored now.
    pub(super) async fn by_id(&self, id: TableId) -> Result<Option<Box<dyn Loaded>>, TableError> {
        self.store
            .by_id(id.0)
            .await?
            .map(|row| self.load(row))
            .transpose()
    }

    /// The channel's active table, loaded.
    pub async fn active_table(
        &self,
        channel: &ChannelKey,
    ) -> Result<Option<Box<dyn Loaded>>, TableError> {
        self.store
            .active(&channel.0)
            .await?
            .map(|row| self.load(row))
            .transpose()
    }

    /// The channel's latest table, finished or not.
    pub(super) async fn latest_table(
        &self,
        channel: &ChannelKey,
    ) -> Result<Option<Box<dyn Loaded>>, TableError> {
        self.store
            .latest(&channel.0)
            .await?
            .map(|row| self.load(row))
            .transpose()
    }

    /// `op` for `table`, as a component names it: a look is allowed at a finished table too;
    /// a change only while the table is active (one active table per channel, so an old
    /// button never acts on a newer table in the same channel).
    pub(super) async fn apply_on(
        &self,
        table: Box<dyn Loaded>,
        actor: &Actor,
        op: Op<AnyAction>,
    ) -> Result<Vec<Outbound>, TableError> {
        if let (Op::Join, Some(lang)) = (&op, actor.locale) {
            // Taking a seat from the lobby's button: DMs follow the member's Discord language.
            self.store
                .set_client_lang(actor.user.0 as i64, lang.code())
                .await?;
        }
        let look = matches!(op, Op::Hand | Op::Status);
        if !look && !table.status().is_active() {
            return Err(TableError::TableGone);
        }
        self.apply(table, actor, op, self.clock.now()).await
    }

    /// Applies `op` to a copy of `table`, commits the copy, then says what happened. When
    /// another change was committed in between, the command is tried again on the new table:
    /// it is refused only if it no longer makes sense there (a full lobby, a seat whose own
    /// situation changed).
    pub(super) async fn apply(
        &self,
        mut table: Box<dyn Loaded>,
        actor: &Actor,
        op: Op<AnyAction>,
        now: Millis,
    ) -> Result<Vec<Outbound>, TableError> {
        let mut tries = 0;
        loop {
            let mut work = table.clone_box();
            let fx = match op {
                Op::Undo => work.take_back(actor, self.store.actions(table.id().0).await?)?,
                _ => work.handle(actor, op.clone(), now)?,
            };
            match self.commit(&*table, &mut *work, fx, Some(actor), now).await {
                Err(TableError::Store(StoreError::Stale)) if tries < CONFLICT_RETRIES => {
                    tries += 1;
                    table = self.reload(table.id()).await?;
                }
                other => return other,
            }
        }
    }

    /// The table as stored now; a table that left play meanwhile refuses the command.
    async fn reload(&self, id: TableId) -> Result<Box<dyn Loaded>, TableError> {
        let table = self.by_id(id).await?.ok_or(TableError::TableGone)?;
        if !table.status().is_active() {
            return Err(TableError::Stale);
        }
        Ok(table)
    }

    /// A new lobby of `game` in `channel`, stored with its first messages.
    pub(super) async fn create(
        &self,
        game: &dyn Game,
        channel: ChannelKey,
        actor: &Actor,
        lobby: (TableSettings, Option<u64>, bool),
        now: Millis,
    ) -> Result<Vec<Outbound>, TableError> {
        let (settings, seed, join) = lobby;
        if let Some(row) = self.store.active(&channel.0).await? {
            return Err(TableError::TableExists { game: row.game });
        }
        let seed = seed.unwrap_or_else(|| fresh_seed(&channel, now));
        let seats = if join {
            vec![SeatInfo::human(actor.user, actor.name.clone())]
        } else {
            Vec::new()
        };
        let mut table = game.lobby(channel, actor.user, settings, seed, seats);
        let messages = table.opened(
            Text::new("lobby-created")
                .str("name", actor.name.clone())
                .str("root", game.id()),
        );
        let row = table.to_row()?;
        let out = self.address(&*table, Some(actor), messages).await?;
        let (kept, queued) = self.split(out)?;
        table.set_id(TableId(self.store.create(&row, &queued, now).await?));
        Ok(kept
            .into_iter()
            .map(|mut o| {
                o.view.table = Some(table.id());
                o
            })
            .collect())
    }

    /// Commits `work` (computed from `before`) with its messages, and returns what the caller
    /// must deliver itself: everything without an outbox, the ephemeral replies with one.
    pub(super) async fn commit(
        &self,
        before: &dyn Loaded,
        work: &mut dyn Loaded,
        fx: Logged,
        actor: Option<&Actor>,
        now: Millis,
    ) -> Result<Vec<Outbound>, TableError> {
        let out = self.address(work, actor, fx.messages).await?;
        let (kept, queued) = self.split(out)?;
        if !fx.changed {
            if !queued.is_empty() {
                self.store.enqueue(work.id().0, &queued, now).await?;
            }
            return Ok(kept);
        }
        let mut actions: Vec<(i64, String)> = fx
            .logged
            .into_iter()
            .map(|(seat, json)| (i64::from(seat), json))
            .collect();
        if let Some(seat) = fx.undo {
            actions.push((i64::from(seat), super::undo::UNDO_ENTRY.to_string()));
        }
        work.set_log_len(before.log_len() + actions.len() as i64);
        let row = work.to_row()?;
        self.store
            .commit(Commit {
                row: &row,
                expected_version: before.version(),
                actions,
                outbox: queued,
                now,
            })
            .await?;
        Ok(kept)
    }

    /// Gives each message its recipient's language: their own choice, else their Discord
    /// client's (as stored, or as the one asking shows it now), else the table's.
    async fn address(
        &self,
        table: &dyn Loaded,
        actor: Option<&Actor>,
        messages: Vec<(Recipient, MessageView)>,
    ) -> Result<Vec<Outbound>, TableError> {
        let mut out = Vec::with_capacity(messages.len());
        for (to, mut view) in messages {
            // Only those who want to be called by name are.
            let mut called = Vec::with_capacity(view.mentions.len());
            for user in view.mentions.drain(..) {
                if self.store.pings(user.0 as i64).await? {
                    called.push(user);
                }
            }
            view.mentions = called;
            let lang = match &to {
                Recipient::Channel { .. } => table.settings().lang,
                Recipient::Dm { user } | Recipient::Ephemeral { user } => {
                    let asking = actor.filter(|a| a.user == *user).and_then(|a| a.locale);
                    self.user_lang(*user)
                        .await?
                        .or(asking)
                        .unwrap_or(table.settings().lang)
                }
            };
            out.push(Outbound { to, lang, view });
        }
        Ok(out)
    }

    /// The language of a reply to `actor` about `table`.
    pub(super) async fn reply_lang(
        &self,
        table: &dyn Loaded,
        actor: &Actor,
    ) -> Result<Lang, TableError> {
        Ok(self
            .user_lang(actor.user)
            .await?
            .or(actor.locale)
            .unwrap_or(table.settings().lang))
    }

    /// The latest `n` moves at `table`, for `actor` only.
    pub(super) async fn recent_at(
        &self,
        table: &dyn Loaded,
        actor: &Actor,
        n: usize,
    ) -> Result<Vec<Outbound>, TableError> {
        let entries = self.store.actions(table.id().0).await?;
        let view = table.recent(entries, table.seat_of(actor.user), n)?;
        let lang = self.reply_lang(table, actor).await?;
        Ok(vec![Outbound {
            to: Recipient::Ephemeral { user: actor.user },
            lang,
            view,
        }])
    }

    /// One move of a bot at `table`, committed; `None` when no bot has anything to decide.
    pub(super) async fn bot_move(
        &self,
        table: Box<dyn Loaded>,
    ) -> Result<Option<Vec<Outbound>>, TableError> {
        let now = self.clock.now();
        let think = self.think;
        // A bot may think for a while: on the blocking pool, so that no other table waits.
        let stepped = tokio::task::spawn_blocking(move || {
            let mut work = table.clone_box();
            work.bot_step(now, think).map(|fx| (table, work, fx))
        })
        .await
        .map_err(|e| TableError::Engine(format!("a bot's thinking failed: {e}")))??;
        let (table, mut work, Some(fx)) = stepped else {
            return Ok(None);
        };
        match self.commit(&*table, &mut *work, fx, None, now).await {
            // Someone else moved first: the bot looks again.
            Err(TableError::Store(StoreError::Stale)) => Ok(Some(Vec::new())),
            other => other.map(Some),
        }
    }

    /// Table `id`'s due deadline: a reminder or the default, committed.
    pub(super) async fn tick_one(
        &self,
        id: TableId,
        now: Millis,
    ) -> Result<Option<(ChannelKey, Vec<Outbound>)>, TableError> {
        let Some(table) = self.by_id(id).await? else {
            return Ok(None);
        };
        let mut work = table.clone_box();
        let fx = work.tick(now)?;
        if !fx.changed {
            return Ok(None);
        }
        let out = self.commit(&*table, &mut *work, fx, None, now).await?;
        Ok(Some((work.channel().clone(), out)))
    }
}

/// A fresh seed from the clock and the channel.
fn fresh_seed(channel: &ChannelKey, now: Millis) -> u64 {
    channel
        .0
        .bytes()
        .fold(now as u64 ^ 0x5851_F42D_4C95_7F2D, |h, b| {
            (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01B3)
        })
}
