//! Every table, of every game: the entry points of the host (commands, buttons, bots,
//! deadlines, the log and the export), and what is the same for all games (the outbox, users'
//! languages, the list of running tables). A stored table is loaded once into its game's
//! table by the store's `game` column ([`crate::registry`], through the list the host was made with), and worked on from there
//! ([`super::service`]). A table of a game this build does not know, or one that cannot be
//! read, fails alone: it is reported for that table and never stops the others.

use std::any::Any;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use super::command::{Actor, NoAction, Op, TableCommand};
use super::deadline::{Clock, Millis};
use super::error::TableError;
use super::kind::Game;
use super::loaded::Loaded;
use super::model::{ChannelKey, TableId, TableSettings, UserId};
use super::outbound::{Choice, MessageView, Outbound, Recipient, ViewKind};
use super::queue::{Queues, Turn};
use crate::i18n::Lang;
use crate::store::{Outgoing, Store};
use crate::table::Think;

/// The store, the clock and where messages go: shared by every game's [`TableService`].
#[derive(Clone)]
pub struct Tables {
    pub(super) store: Store,
    pub(super) clock: Arc<dyn Clock>,
    /// Channel messages and DMs go to the store's outbox with the change they tell of (for a
    /// front end that delivers them from there); otherwise they are returned to the caller.
    pub(super) outbox: bool,
    /// How long a hard bot thinks over one decision.
    pub(super) think: Think,
    /// This process's name on the leases it holds ([`super::lease`]).
    pub(super) holder: Arc<str>,
    /// Members' changes, one at a time per table in the order asked ([`super::queue`]).
    pub(super) queues: Arc<Queues>,
    /// Every game this host plays (the front end's list, [`crate::registry::GAMES`]).
    pub(super) games: &'static [&'static dyn Game],
}

/// A message waiting in the outbox, to be sent by a front end.
#[derive(Clone, Debug, PartialEq)]
pub struct Pending {
    pub id: i64,
    pub table: TableId,
    pub channel: ChannelKey,
    /// The game the table plays (its id, which is also its command root).
    pub game: String,
    /// The language the table's channel speaks.
    pub table_lang: Lang,
    pub attempts: i64,
    /// Not to be tried before this time (a failed send waits).
    pub next_at: Millis,
    pub message: Outbound,
}

/// What a deadline or a bot move produced: the channel to deliver to, and the replies.
pub type Done = (ChannelKey, Vec<Outbound>);

impl Tables {
    /// A host of the tables of `games` kept in `store`.
    pub fn new(store: Store, clock: Arc<dyn Clock>, games: &'static [&'static dyn Game]) -> Self {
        Tables {
            games,
            store,
            clock,
            outbox: false,
            think: Think::default(),
            holder: holder_name().into(),
            queues: Arc::default(),
        }
    }

    /// Hard bots think this long over each decision (default: one second).
    pub fn with_think(mut self, think: Think) -> Self {
        self.think = think;
        self
    }

    /// Channel messages and DMs go through the store's outbox: committed with their change,
    /// sent by the front end (`pending`, `sent`, `failed`), never lost to a failed send.
    pub fn with_outbox(mut self) -> Self {
        self.outbox = true;
        self
    }

    pub fn store(&self) -> &Store {
        &self.store
    }

    pub fn now(&self) -> Millis {
        self.clock.now()
    }

    /// The channel's turn for a member's change (none for a look, which changes nothing and
    /// never waits behind changes).
    async fn turn<A>(&self, channel: &ChannelKey, op: &Op<A>) -> Result<Option<Turn>, TableError> {
        if matches!(op, Op::Hand | Op::Status) {
            return Ok(None);
        }
        let patience = crate::store::PATIENCE;
        self.queues.turn(channel, patience).await.map(Some)
    }

    /// A command for the channel's table of `game` (the command's root): refused when the
    /// channel's table plays another game. Changes wait their turn at the table.
    pub async fn handle<A: Any + Send + Sync>(
        &self,
        game: &dyn Game,
        cmd: TableCommand<A>,
    ) -> Result<Vec<Outbound>, TableError> {
        let _turn = self.turn(&cmd.channel, &cmd.op).await?;
        let cmd = cmd.erased();
        let now = self.clock.now();
        if let (Op::Create { .. } | Op::Join, Some(lang)) = (&cmd.op, cmd.actor.locale) {
            // Taking a seat: private messages follow the member's own Discord language.
            self.store
                .set_client_lang(cmd.actor.user.0 as i64, lang.code())
                .await?;
        }
        match cmd.op {
            Op::Create {
                settings,
                seed,
                join,
            } => {
                let lobby = (settings, seed, join);
                self.create(game, cmd.channel, &cmd.actor, lobby, now).await
            }
            Op::Language { lang } => self.set_language(&cmd.actor, lang).await,
            Op::Pings { on } => self.set_pings(&cmd.actor, on).await,
            Op::Status => {
                // After the game: the finished table.
                let table = match self.active_table(&cmd.channel).await? {
                    Some(t) => t,
                    None => self
                        .latest_table(&cmd.channel)
                        .await?
                        .ok_or_else(|| self.no_table())?,
                };
                let table = of_game(table, game)?;
                self.apply(table, &cmd.actor, Op::Status, now).await
            }
            op => {
                let table = self
                    .active_table(&cmd.channel)
                    .await?
                    .ok_or_else(|| self.no_table())?;
                let table = of_game(table, game)?;
                self.apply(table, &cmd.actor, op, now).await
            }
        }
    }

    /// A command for one table, as a component names it, applied to that very table and
    /// refused as stale once it is over (so an old button can never act on a newer table in
    /// the same channel, and a button in a DM finds its table). The table is read once:
    /// met before, its channel's turn comes first; else the read tells the channel, and a
    /// change committed while this one waited makes it try again on the new table.
    pub async fn handle_on(
        &self,
        table: TableId,
        actor: Actor,
        op: Op<NoAction>,
    ) -> Result<(ChannelKey, Vec<Outbound>), TableError> {
        let known = self.queues.channel_of(table);
        let mut turn = match &known {
            Some(channel) => self.turn(channel, &op).await?,
            None => None,
        };
        let table = self.by_id(table).await?.ok_or(TableError::TableGone)?;
        let channel = table.channel().clone();
        self.queues.met(table.id(), &channel);
        if known.is_none() {
            turn = self.turn(&channel, &op).await?;
        }
        let _turn = turn;
        let out = self.apply_on(table, &actor, op.cast()).await?;
        Ok((channel, out))
    }

    /// The latest `n` moves at the channel's latest table, for `actor`.
    pub async fn recent(
        &self,
        channel: &ChannelKey,
        actor: &Actor,
        n: usize,
    ) -> Result<Vec<Outbound>, TableError> {
        let table = self
            .latest_table(channel)
            .await?
            .ok_or_else(|| self.no_table())?;
        self.recent_at(&*table, actor, n).await
    }

    /// The export of the channel's latest table, whatever its game.
    pub async fn export(
        &self,
        channel: &ChannelKey,
    ) -> Result<Option<serde_json::Value>, TableError> {
        let Some(table) = self.latest_table(channel).await? else {
            return Ok(None);
        };
        let entries = self.store.actions(table.id().0).await?;
        table.export(entries)
    }

    /// One bot move at the channel's active table, committed; `None` when no bot decides.
    pub async fn step_bots(
        &self,
        channel: &ChannelKey,
    ) -> Result<Option<Vec<Outbound>>, TableError> {
        let Some(table) = self.active_table(channel).await? else {
            return Ok(None);
        };
        self.bot_move(table).await
    }

    /// The choices `user` has now at the channel's active table, with the table's version.
    pub async fn choices(
        &self,
        channel: &ChannelKey,
        user: UserId,
    ) -> Result<Vec<Choice>, TableError> {
        let table = self.active_table(channel).await?;
        Ok(table.map_or_else(Vec::new, |t| t.choices_of(user)))
    }

    /// What `user` may give parameter `param` of `game`'s verb `verb` at the channel's
    /// active table, matching `partial`; nothing where no table of `game` runs.
    pub async fn suggest(
        &self,
        game: &dyn Game,
        channel: &ChannelKey,
        user: UserId,
        asked: (&str, &str, &str),
        lang: Lang,
    ) -> Result<Vec<(String, String)>, TableError> {
        let (verb, param, partial) = asked;
        let table = self.active_table(channel).await?;
        Ok(table
            .filter(|t| t.game_id() == game.id())
            .map_or_else(Vec::new, |t| t.suggest(user, verb, param, partial, lang)))
    }

    /// `game`'s rules in short, for the options of the channel's latest table of that game
    /// (the defaults where there is none); `None` when the game has no summary.
    pub async fn rules(
        &self,
        game: &dyn Game,
        channel: &ChannelKey,
    ) -> Result<Option<MessageView>, TableError> {
        let options = match self.latest_table(channel).await? {
            Some(t) if t.game_id() == game.id() => t.settings().options.clone(),
            _ => game.default_options(),
        };
        Ok(game.rules(&options))
    }

    /// The id of the channel's latest table, finished or not.
    pub async fn latest_id(&self, channel: &ChannelKey) -> Result<Option<TableId>, TableError> {
        Ok(self.store.latest(&channel.0).await?.map(|r| TableId(r.id)))
    }

    /// The game the channel's latest table plays.
    pub async fn latest_game(&self, channel: &ChannelKey) -> Result<Option<String>, TableError> {
        Ok(self.store.latest(&channel.0).await?.map(|r| r.game))
    }

    /// The messages the caller delivers itself, and the ones for the outbox (as stored).
    pub(super) fn split(
        &self,
        out: Vec<Outbound>,
    ) -> Result<(Vec<Outbound>, Vec<Outgoing>), TableError> {
        if !self.outbox {
            return Ok((out, Vec::new()));
        }
        let mut kept = Vec::new();
        let mut queued = Vec::new();
        for o in out {
            if let Recipient::Ephemeral { .. } = o.to {
                kept.push(o);
                continue;
            }
            let json = |e: serde_json::Error| TableError::Engine(e.to_string());
            queued.push(Outgoing {
                recipient: serde_json::to_string(&o.to).map_err(json)?,
                lang: o.lang.code().to_string(),
                message: serde_json::to_string(&o.view).map_err(json)?,
            });
        }
        Ok((kept, queued))
    }

    /// A table's messages still to send, oldest first (outbox mode).
    pub async fn pending(&self, table: TableId) -> Result<Vec<Pending>, TableError> {
        let Some(row) = self.store.by_id(table.0).await? else {
            return Ok(Vec::new());
        };
        let channel = ChannelKey(row.channel);
        let corrupt = |e: serde_json::Error| TableError::Corrupt {
            table: table.0,
            reason: format!("outbox: {e}"),
        };
        let settings: TableSettings = serde_json::from_str(&row.settings).map_err(corrupt)?;
        self.store
            .outbox(table.0)
            .await?
            .into_iter()
            .map(|r| {
                let mut view: MessageView = serde_json::from_str(&r.message).map_err(corrupt)?;
                // A table's first messages were made before it had its id.
                view.table = Some(table);
                Ok(Pending {
                    id: r.id,
                    table,
                    channel: channel.clone(),
                    game: row.game.clone(),
                    table_lang: settings.lang,
                    attempts: r.attempts,
                    next_at: r.next_at,
                    message: Outbound {
                        to: serde_json::from_str(&r.recipient).map_err(corrupt)?,
                        lang: r.lang.parse().unwrap_or_default(),
                        view,
                    },
                })
            })
            .collect()
    }

    /// A pending message was sent (or can never be): it leaves the outbox.
    pub async fn sent(&self, id: i64) -> Result<(), TableError> {
        Ok(self.store.outbox_done(id).await?)
    }

    /// A pending message could not be sent: it is tried again later, waiting longer each time.
    pub async fn failed(&self, message: &Pending) -> Result<(), TableError> {
        let wait = 1000i64 << message.attempts.clamp(0, 8);
        Ok(self
            .store
            .outbox_retry(message.id, self.clock.now() + wait)
            .await?)
    }

    /// Messages waiting after failed sends are tried again at once (Discord is back after an
    /// outage that failed them all); how many there were.
    pub async fn hurry(&self) -> Result<u64, TableError> {
        Ok(self.store.outbox_hurry(self.clock.now()).await?)
    }

    /// Tables with messages due to be sent (again) now.
    pub async fn undelivered(&self) -> Result<Vec<TableId>, TableError> {
        let due = self.store.outbox_due(self.clock.now()).await?;
        Ok(due.into_iter().map(TableId).collect())
    }

    /// Tables running and messages waiting in the whole store, now.
    pub async fn health(&self) -> Result<crate::store::Health, TableError> {
        Ok(self.store.health(self.clock.now()).await?)
    }

    /// The running tables, by channel (to resume bots and deliveries after a restart).
    pub async fn running(&self) -> Result<Vec<ChannelKey>, TableError> {
        let mut out = Vec::new();
        for id in self.store.running().await? {
            if let Some(row) = self.store.by_id(id).await? {
                out.push(ChannelKey(row.channel));
            }
        }
        Ok(out)
    }

    /// A user's language: the one they chose, else their Discord client's, if known.
    pub async fn user_lang(&self, user: UserId) -> Result<Option<Lang>, TableError> {
        Ok(self
            .store
            .user_lang(user.0 as i64)
            .await?
            .and_then(|l| l.parse().ok()))
    }

    /// A refusal for the user who caused it, in their language; `None` for internal errors.
    pub async fn refusal(&self, actor: &Actor, error: &TableError) -> Option<Outbound> {
        let text = error.user_text()?;
        // Out of reach, the database is not asked for the member's language as well.
        let ask = !error.is_unavailable();
        let lang = match ask.then(|| self.user_lang(actor.user)) {
            Some(asked) => asked.await.ok().flatten(),
            None => None,
        };
        let lang = lang.or(actor.locale).unwrap_or_default();
        Some(Outbound {
            to: Recipient::Ephemeral { user: actor.user },
            lang,
            view: MessageView::new(ViewKind::Error).line(text),
        })
    }
}

/// `table`, if it plays `game`; else the command is refused as meant for another game.
impl Tables {
    /// The game called `id`, if this host plays it.
    pub fn game_called(&self, id: &str) -> Option<&'static dyn Game> {
        self.games.iter().copied().find(|g| g.id() == id)
    }

    /// Every game this host plays.
    pub fn games(&self) -> &'static [&'static dyn Game] {
        self.games
    }

    /// No table in the channel: the refusal names each game's command to start one.
    pub(super) fn no_table(&self) -> TableError {
        TableError::NoTable {
            games: self.games.iter().map(|g| g.id()).collect(),
        }
    }
}

fn of_game(table: Box<dyn Loaded>, game: &dyn Game) -> Result<Box<dyn Loaded>, TableError> {
    if table.game_id() == game.id() {
        Ok(table)
    } else {
        Err(TableError::OtherGame {
            game: table.game_id().to_string(),
        })
    }
}

/// A name for this holder of leases, different for every [`Tables`] made: the process id,
/// the time and a count.
fn holder_name() -> String {
    static MADE: AtomicU64 = AtomicU64::new(0);
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos());
    let n = MADE.fetch_add(1, Ordering::Relaxed);
    format!("{}-{nanos:x}-{n}", std::process::id())
}
