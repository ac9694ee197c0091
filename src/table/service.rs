//! The table service: load a table, apply a command to a copy, commit, and only then say what
//! happened. Two commands against the same version: the second is refused as stale.

use std::marker::PhantomData;
use std::sync::Arc;

use super::command::{Actor, Op, TableCommand};
use super::deadline::{Clock, Deadline, Millis};
use super::error::TableError;
use super::game::{Audience, TableGame};
use super::logic::Effects;
use super::model::{
    BotLevel, ChannelKey, Occupant, SeatInfo, Status, Table, TableId, TableSettings, UserId,
};
use super::outbound::{MessageView, Outbound, Recipient, ViewKind};
use super::tables::Tables;
use crate::games::Seat;
use crate::i18n::{Lang, Text};
use crate::store::{Commit, DeadlineRow, SeatRow, Store, TableRow};

/// The tables of one game: commands that carry the game's actions (or must be of that
/// game, like `/wall join`) go through here. Everything that is the same for every game —
/// the outbox, users' languages, dispatching a stored table to its game — is [`Tables`]',
/// which this derefs to.
pub struct TableService<G: TableGame> {
    tables: Tables,
    game: PhantomData<fn() -> G>,
}

impl<G: TableGame> Clone for TableService<G> {
    fn clone(&self) -> Self {
        TableService {
            tables: self.tables.clone(),
            game: PhantomData,
        }
    }
}

impl<G: TableGame> std::ops::Deref for TableService<G> {
    type Target = Tables;
    fn deref(&self) -> &Tables {
        &self.tables
    }
}

/// How often a command is tried again when another change to the same table was committed
/// between its read and its write.
const CONFLICT_RETRIES: usize = 8;

impl<G: TableGame> TableService<G> {
    pub fn new(store: Store, clock: Arc<dyn Clock>) -> Self {
        Tables::new(store, clock).game()
    }

    /// One game's tables, sharing `tables`' store, clock and outbox.
    pub(super) fn of(tables: Tables) -> Self {
        TableService {
            tables,
            game: PhantomData,
        }
    }

    /// Channel messages and DMs go through the store's outbox: committed with their change,
    /// sent by the front end (`pending`, `sent`, `failed`), never lost to a failed send.
    pub fn with_outbox(self) -> Self {
        TableService::of(self.tables.with_outbox())
    }

    /// Hard bots think this long over each decision.
    pub fn with_think(self, think: crate::table::Think) -> Self {
        TableService::of(self.tables.with_think(think))
    }

    fn to_row(&self, t: &Table<G>) -> Result<TableRow, TableError> {
        let corrupt = |e: serde_json::Error| TableError::Corrupt {
            table: t.id.0,
            reason: e.to_string(),
        };
        Ok(TableRow {
            id: t.id.0,
            channel: t.channel.0.clone(),
            game: G::ID.to_string(),
            status: t.status.id().to_string(),
            host: t.host.0 as i64,
            seed: t.seed as i64,
            settings: serde_json::to_string(&t.settings).map_err(corrupt)?,
            state: t
                .game
                .as_ref()
                .map(serde_json::to_string)
                .transpose()
                .map_err(corrupt)?,
            version: t.version,
            log_len: t.log_len,
            seats: t
                .seats
                .iter()
                .enumerate()
                .map(|(i, s)| SeatRow {
                    seat: i as i64,
                    user_id: s.user().map(|u| u.0 as i64),
                    bot: s.bot().map(|b| b.id().to_string()),
                    name: s.name.clone(),
                    moves: i64::from(s.moves),
                })
                .collect(),
            deadline: t.deadline.map(|d| DeadlineRow {
                started: d.started,
                due: d.due,
                reminded: d.reminded,
                next_at: t.next_wake(),
            }),
            live: Some(serde_json::to_string(&t.live).map_err(corrupt)?),
        })
    }

    fn from_row(row: TableRow) -> Result<Table<G>, TableError> {
        let corrupt = |reason: String| TableError::Corrupt {
            table: row.id,
            reason,
        };
        if row.game != G::ID {
            return Err(TableError::OtherGame { game: row.game });
        }
        let status = Status::parse(&row.status)
            .ok_or_else(|| corrupt(format!("status `{}`", row.status)))?;
        let settings: TableSettings =
            serde_json::from_str(&row.settings).map_err(|e| corrupt(e.to_string()))?;
        let game = row
            .state
            .as_deref()
            .map(serde_json::from_str::<G::State>)
            .transpose()
            .map_err(|e| corrupt(e.to_string()))?;
        let seats = row
            .seats
            .iter()
            .map(|s| {
                let occupant = match (s.user_id, s.bot.as_deref().map(BotLevel::from_id)) {
                    (Some(u), None) => Occupant::Human {
                        user: UserId(u as u64),
                    },
                    (None, Some(Some(level))) => Occupant::Bot { level },
                    _ => return Err(corrupt(format!("seat {} has no occupant", s.seat))),
                };
                Ok(SeatInfo {
                    occupant,
                    name: s.name.clone(),
                    moves: u32::try_from(s.moves).unwrap_or(0),
                })
            })
            .collect::<Result<Vec<_>, _>>()?;
        let live = row
            .live
            .as_deref()
            .map(serde_json::from_str)
            .transpose()
            .map_err(|e| corrupt(format!("living messages: {e}")))?
            .unwrap_or_default();
        // A lobby abandoned before its start never had a game.
        if matches!(status, Status::Running | Status::Finished) && game.is_none() {
            return Err(corrupt("a started table without a game".into()));
        }
        Ok(Table {
            id: TableId(row.id),
            channel: ChannelKey(row.channel),
            status,
            host: UserId(row.host as u64),
            settings,
            seats,
            seed: row.seed as u64,
            game,
            version: row.version,
            log_len: row.log_len,
            deadline: row.deadline.map(|d| Deadline {
                started: d.started,
                due: d.due,
                reminded: d.reminded,
            }),
            live,
        })
    }

    /// The channel's active table.
    pub async fn active(&self, channel: &ChannelKey) -> Result<Option<Table<G>>, TableError> {
        self.store
            .active(&channel.0)
            .await?
            .map(Self::from_row)
            .transpose()
    }

    /// The channel's latest table, finished or not.
    pub async fn latest(&self, channel: &ChannelKey) -> Result<Option<Table<G>>, TableError> {
        self.store
            .latest(&channel.0)
            .await?
            .map(Self::from_row)
            .transpose()
    }

    /// A command for one table, as a component names it: applied to that very table, and
    /// refused as stale once it is over (so an old button can never act on a newer table in
    /// the same channel, and a button in a DM finds its table).
    pub async fn handle_on(
        &self,
        table: TableId,
        actor: Actor,
        op: Op<G::Action>,
    ) -> Result<(ChannelKey, Vec<Outbound>), TableError> {
        let table = self
            .store
            .by_id(table.0)
            .await?
            .map(Self::from_row)
            .transpose()?
            .ok_or(TableError::TableGone)?;
        let channel = table.channel.clone();
        if let (Op::Join, Some(lang)) = (&op, actor.locale) {
            // Taking a seat from the lobby's button: DMs follow the member's Discord language.
            self.store
                .set_client_lang(actor.user.0 as i64, lang.code())
                .await?;
        }
        if let Op::Hand | Op::Status = op {
            // Looking is allowed at a finished table too.
            let out = self.apply(table, &actor, op, self.clock.now()).await?;
            return Ok((channel, out));
        }
        // One active table per channel (the store's unique index): an active table is its
        // channel's current one.
        if !table.status.is_active() {
            return Err(TableError::TableGone);
        }
        let out = self.apply(table, &actor, op, self.clock.now()).await?;
        Ok((channel, out))
    }

    /// The action log of a table: the actions in force, each taken back one left out.
    pub async fn log(&self, table: TableId) -> Result<Vec<(Seat, G::Action)>, TableError> {
        let entries = self.store.actions(table.0).await?;
        super::undo::in_force(entries).map_err(|reason| TableError::Corrupt {
            table: table.0,
            reason,
        })
    }

    /// The latest `n` actions at the channel's table, described, for the one who asked.
    pub async fn recent(
        &self,
        channel: &ChannelKey,
        actor: &Actor,
        n: usize,
    ) -> Result<Vec<Outbound>, TableError> {
        let table = self.latest(channel).await?.ok_or(TableError::NoTable)?;
        let state = table.game.as_ref().ok_or(TableError::NotRunning)?;
        let log = self.log(table.id).await?;
        let names: Vec<String> = table.seats.iter().map(|s| s.name.clone()).collect();
        let mut view = MessageView::titled(ViewKind::Reply, Text::new("log-title"));
        let skip = log.len().saturating_sub(n);
        let asker = table.seat_of(actor.user);
        for (seat, action) in log.iter().skip(skip) {
            // Each move is told as its player may hear it, or as everyone else may.
            let audience = if asker == Some(*seat) {
                Audience::Owner
            } else {
                Audience::Others
            };
            view.lines.push(
                Text::new("log-line")
                    .str(
                        "name",
                        names.get(*seat as usize).cloned().unwrap_or_default(),
                    )
                    .text(
                        "action",
                        G::describe_action(state, *seat, action, &names, audience),
                    ),
            );
        }
        if view.lines.is_empty() {
            view.lines.push(Text::new("log-empty"));
        }
        let lang = self.reply_lang(&table, actor).await?;
        Ok(vec![Outbound {
            to: Recipient::Ephemeral { user: actor.user },
            lang,
            view,
        }])
    }

    /// The export of the channel's latest table.
    pub async fn export(
        &self,
        channel: &ChannelKey,
    ) -> Result<Option<serde_json::Value>, TableError> {
        let Some(table) = self.latest(channel).await? else {
            return Ok(None);
        };
        let Some(state) = &table.game else {
            return Ok(None);
        };
        let log = self.log(table.id).await?;
        Ok(Some(G::export(state, &log)))
    }

    /// Handles one command: the change is committed before any message is returned.
    pub async fn handle(&self, cmd: TableCommand<G::Action>) -> Result<Vec<Outbound>, TableError> {
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
                self.create(cmd.channel, &cmd.actor, settings, seed, join, now)
                    .await
            }
            Op::Language { lang } => {
                self.store
                    .set_user_lang(cmd.actor.user.0 as i64, lang.map(Lang::code))
                    .await?;
                // Back to the default: the member's own client language, as far as known.
                let shown = match lang {
                    Some(l) => l,
                    None => self
                        .user_lang(cmd.actor.user)
                        .await?
                        .or(cmd.actor.locale)
                        .unwrap_or_default(),
                };
                let view = MessageView::new(ViewKind::Reply).line(Text::new("lang-set"));
                Ok(vec![Outbound {
                    to: Recipient::Ephemeral {
                        user: cmd.actor.user,
                    },
                    lang: shown,
                    view,
                }])
            }
            Op::Pings { on } => {
                self.store.set_pings(cmd.actor.user.0 as i64, on).await?;
                let lang = match self.user_lang(cmd.actor.user).await? {
                    Some(l) => l,
                    None => cmd.actor.locale.unwrap_or_default(),
                };
                let id = if on { "pings-on" } else { "pings-off" };
                let view = MessageView::new(ViewKind::Reply).line(Text::new(id));
                Ok(vec![Outbound {
                    to: Recipient::Ephemeral {
                        user: cmd.actor.user,
                    },
                    lang,
                    view,
                }])
            }
            Op::Status => {
                // After the game: the finished table.
                let table = match self.active(&cmd.channel).await? {
                    Some(t) => t,
                    None => self
                        .latest(&cmd.channel)
                        .await?
                        .ok_or(TableError::NoTable)?,
                };
                self.apply(table, &cmd.actor, Op::Status, now).await
            }
            op => {
                let table = self
                    .active(&cmd.channel)
                    .await?
                    .ok_or(TableError::NoTable)?;
                self.apply(table, &cmd.actor, op, now).await
            }
        }
    }

    /// Applies `op` to a copy of `table`, commits the copy, then says what happened. When
    /// another change was committed in between, the command is tried again on the new table:
    /// it is refused only if it no longer makes sense there (a full lobby, a seat whose own
    /// situation changed).
    async fn apply(
        &self,
        mut table: Table<G>,
        actor: &Actor,
        op: Op<G::Action>,
        now: Millis,
    ) -> Result<Vec<Outbound>, TableError> {
        let mut tries = 0;
        loop {
            let mut work = table.clone();
            let fx = match op {
                Op::Undo => work.take_back(actor, &self.log(table.id).await?)?,
                _ => work.handle(actor, op.clone(), now)?,
            };
            match self.commit(&table, &mut work, fx, Some(actor), now).await {
                Err(TableError::Store(crate::store::StoreError::Stale))
                    if tries < CONFLICT_RETRIES =>
                {
                    tries += 1;
                    table = self.reload(table.id).await?;
                }
                other => return other,
            }
        }
    }

    /// The table as stored now; a table that left play meanwhile refuses the command.
    async fn reload(&self, id: TableId) -> Result<Table<G>, TableError> {
        let table = self
            .store
            .by_id(id.0)
            .await?
            .map(Self::from_row)
            .transpose()?
            .ok_or(TableError::TableGone)?;
        if !table.status.is_active() {
            return Err(TableError::Stale);
        }
        Ok(table)
    }

    async fn create(
        &self,
        channel: ChannelKey,
        actor: &Actor,
        settings: TableSettings,
        seed: Option<u64>,
        join: bool,
        now: Millis,
    ) -> Result<Vec<Outbound>, TableError> {
        if let Some(row) = self.store.active(&channel.0).await? {
            return Err(TableError::TableExists { game: row.game });
        }
        let seed = seed.unwrap_or_else(|| {
            // A fresh seed from the clock and the channel.
            channel
                .0
                .bytes()
                .fold(now as u64 ^ 0x5851_F42D_4C95_7F2D, |h, b| {
                    (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01B3)
                })
        });
        let mut table = Table::<G> {
            id: TableId(0),
            channel,
            status: Status::Lobby,
            host: actor.user,
            settings,
            seats: Vec::new(),
            seed,
            game: None,
            version: 0,
            log_len: 0,
            deadline: None,
            live: Default::default(),
        };
        if join {
            table
                .seats
                .push(SeatInfo::human(actor.user, actor.name.clone()));
        }
        let fx = table.opened(
            Text::new("lobby-created")
                .str("name", actor.name.clone())
                .str("root", G::ID),
        );
        let row = self.to_row(&table)?;
        let out = self.address(&table, Some(actor), fx.messages).await?;
        let (kept, queued) = self.split(out)?;
        table.id = TableId(self.store.create(&row, &queued, now).await?);
        Ok(kept
            .into_iter()
            .map(|mut o| {
                o.view.table = Some(table.id);
                o
            })
            .collect())
    }

    /// Commits `work` (computed from `before`) with its messages, and returns what the caller
    /// must deliver itself: everything without an outbox, the ephemeral replies with one.
    async fn commit(
        &self,
        before: &Table<G>,
        work: &mut Table<G>,
        fx: Effects<G::Action>,
        actor: Option<&Actor>,
        now: Millis,
    ) -> Result<Vec<Outbound>, TableError> {
        let out = self.address(work, actor, fx.messages).await?;
        let (kept, queued) = self.split(out)?;
        if !fx.changed {
            if !queued.is_empty() {
                self.store.enqueue(work.id.0, &queued, now).await?;
            }
            return Ok(kept);
        }
        let mut actions = fx
            .logged
            .iter()
            .map(|(seat, a)| {
                serde_json::to_string(a)
                    .map(|json| (i64::from(*seat), json))
                    .map_err(|e| TableError::Engine(e.to_string()))
            })
            .collect::<Result<Vec<_>, _>>()?;
        if let Some(seat) = fx.undo {
            actions.push((i64::from(seat), super::undo::UNDO_ENTRY.to_string()));
        }
        work.log_len = before.log_len + actions.len() as i64;
        let row = self.to_row(work)?;
        self.store
            .commit(Commit {
                row: &row,
                expected_version: before.version,
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
        table: &Table<G>,
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
                Recipient::Channel { .. } => table.settings.lang,
                Recipient::Dm { user } | Recipient::Ephemeral { user } => {
                    let asking = actor.filter(|a| a.user == *user).and_then(|a| a.locale);
                    self.user_lang(*user)
                        .await?
                        .or(asking)
                        .unwrap_or(table.settings.lang)
                }
            };
            out.push(Outbound { to, lang, view });
        }
        Ok(out)
    }

    /// The language of a reply to `actor` about `table`.
    async fn reply_lang(&self, table: &Table<G>, actor: &Actor) -> Result<Lang, TableError> {
        Ok(self
            .user_lang(actor.user)
            .await?
            .or(actor.locale)
            .unwrap_or(table.settings.lang))
    }

    /// One move of a bot whose decision is pending in the channel, committed; `None` when no
    /// bot has anything to decide.
    pub async fn step_bots(
        &self,
        channel: &ChannelKey,
    ) -> Result<Option<Vec<Outbound>>, TableError> {
        let Some(table) = self.active(channel).await? else {
            return Ok(None);
        };
        let now = self.clock.now();
        let think = self.think;
        // A bot may think for a while: on the blocking pool, so that no other table waits.
        let stepped = tokio::task::spawn_blocking(move || {
            let mut work = table.clone();
            work.bot_step(now, think).map(|fx| (table, work, fx))
        })
        .await
        .map_err(|e| TableError::Engine(format!("a bot's thinking failed: {e}")))??;
        let (table, mut work, Some(fx)) = stepped else {
            return Ok(None);
        };
        match self.commit(&table, &mut work, fx, None, now).await {
            // Someone else moved first: the bot looks again.
            Err(TableError::Store(crate::store::StoreError::Stale)) => Ok(Some(Vec::new())),
            other => other.map(Some),
        }
    }

    /// Table `id`'s due deadline: a reminder or the default, committed.
    pub(super) async fn tick_one(
        &self,
        id: i64,
        now: Millis,
    ) -> Result<Option<(ChannelKey, Vec<Outbound>)>, TableError> {
        let Some(row) = self.store.by_id(id).await? else {
            return Ok(None);
        };
        let table = Self::from_row(row)?;
        let mut work = table.clone();
        let fx = work.tick(now)?;
        if !fx.changed {
            return Ok(None);
        }
        let out = self.commit(&table, &mut work, fx, None, now).await?;
        Ok(Some((work.channel.clone(), out)))
    }
}
