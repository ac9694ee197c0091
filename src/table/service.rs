//! The table service: load a table, apply a command to a copy, commit, and only then say what
//! happened. Two commands against the same version: the second is refused as stale.

use std::marker::PhantomData;
use std::sync::Arc;

use super::command::{Actor, Op, TableCommand};
use super::deadline::{Clock, Deadline, Millis};
use super::error::TableError;
use super::game::TableGame;
use super::logic::Effects;
use super::model::{
    BotLevel, ChannelKey, Occupant, SeatInfo, Status, Table, TableId, TableSettings, UserId,
};
use super::outbound::{MessageView, Outbound, Recipient, ViewKind};
use crate::games::Seat;
use crate::i18n::{Lang, Text};
use crate::store::{Commit, DeadlineRow, SeatRow, Store, TableRow};

pub struct TableService<G: TableGame> {
    store: Store,
    clock: Arc<dyn Clock>,
    game: PhantomData<fn() -> G>,
}

fn bot_id(level: BotLevel) -> &'static str {
    match level {
        BotLevel::Random => "random",
        BotLevel::Heuristic => "heuristic",
    }
}

impl<G: TableGame> TableService<G> {
    pub fn new(store: Store, clock: Arc<dyn Clock>) -> Self {
        TableService {
            store,
            clock,
            game: PhantomData,
        }
    }

    pub fn store(&self) -> &Store {
        &self.store
    }

    pub fn now(&self) -> Millis {
        self.clock.now()
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
                    bot: s.bot().map(|b| bot_id(b).to_string()),
                    name: s.name.clone(),
                })
                .collect(),
            deadline: t.deadline.map(|d| DeadlineRow {
                started: d.started,
                due: d.due,
                reminded: d.reminded,
                next_at: d.next_at(t.settings.deadline),
            }),
        })
    }

    fn from_row(row: TableRow) -> Result<Table<G>, TableError> {
        let corrupt = |reason: String| TableError::Corrupt {
            table: row.id,
            reason,
        };
        if row.game != G::ID {
            return Err(corrupt(format!("a `{}` table, not `{}`", row.game, G::ID)));
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
                let occupant = match (s.user_id, s.bot.as_deref()) {
                    (Some(u), None) => Occupant::Human {
                        user: UserId(u as u64),
                    },
                    (None, Some("random")) => Occupant::Bot {
                        level: BotLevel::Random,
                    },
                    (None, Some("heuristic")) => Occupant::Bot {
                        level: BotLevel::Heuristic,
                    },
                    _ => return Err(corrupt(format!("seat {} has no occupant", s.seat))),
                };
                Ok(SeatInfo {
                    occupant,
                    name: s.name.clone(),
                })
            })
            .collect::<Result<Vec<_>, _>>()?;
        if status != Status::Lobby && game.is_none() {
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
            .ok_or(TableError::NoTable)?;
        // One active table per channel (the store's unique index): an active table is its
        // channel's current one.
        if !table.status.is_active() {
            return Err(TableError::Stale);
        }
        let channel = table.channel.clone();
        let out = self.apply(table, &actor, op, self.clock.now()).await?;
        Ok((channel, out))
    }

    /// The action log of a table.
    pub async fn log(&self, table: TableId) -> Result<Vec<(Seat, G::Action)>, TableError> {
        self.store
            .actions(table.0)
            .await?
            .into_iter()
            .map(|(seat, json)| {
                let action = serde_json::from_str(&json).map_err(|e| TableError::Corrupt {
                    table: table.0,
                    reason: e.to_string(),
                })?;
                Ok((seat as Seat, action))
            })
            .collect()
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
        for (seat, action) in log.iter().skip(skip) {
            view.lines.push(
                Text::new("log-line")
                    .str(
                        "name",
                        names.get(*seat as usize).cloned().unwrap_or_default(),
                    )
                    .text("action", G::describe_action(state, *seat, action, &names)),
            );
        }
        if view.lines.is_empty() {
            view.lines.push(Text::new("log-empty"));
        }
        let lang = match self.user_lang(actor.user).await? {
            Some(l) => l,
            None => table.settings.lang,
        };
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
                let shown = lang.unwrap_or_default();
                let view = MessageView::new(ViewKind::Reply).line(Text::new("lang-set"));
                Ok(vec![Outbound {
                    to: Recipient::Ephemeral {
                        user: cmd.actor.user,
                    },
                    lang: shown,
                    view,
                }])
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

    /// Applies `op` to a copy of `table`, commits the copy, then says what happened.
    async fn apply(
        &self,
        table: Table<G>,
        actor: &Actor,
        op: Op<G::Action>,
        now: Millis,
    ) -> Result<Vec<Outbound>, TableError> {
        let mut work = table.clone();
        let fx = work.handle(actor, op, now)?;
        self.commit(&table, &mut work, &fx, now).await?;
        self.deliver(&work, fx.messages).await
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
        if self.store.active(&channel.0).await?.is_some() {
            return Err(TableError::TableExists);
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
        };
        if join {
            table.seats.push(SeatInfo {
                occupant: Occupant::Human { user: actor.user },
                name: actor.name.clone(),
            });
        }
        let row = self.to_row(&table)?;
        table.id = TableId(self.store.create(&row, now).await?);
        let mut view = table.lobby_view();
        view.lines.insert(
            0,
            Text::new("lobby-created").str("name", actor.name.clone()),
        );
        view.table = Some(table.id);
        self.deliver(
            &table,
            vec![(
                Recipient::Channel {
                    channel: table.channel.clone(),
                },
                view,
            )],
        )
        .await
    }

    async fn commit(
        &self,
        before: &Table<G>,
        work: &mut Table<G>,
        fx: &Effects<G::Action>,
        now: Millis,
    ) -> Result<(), TableError> {
        if !fx.changed {
            return Ok(());
        }
        work.log_len = before.log_len + fx.logged.len() as i64;
        let row = self.to_row(work)?;
        let actions = fx
            .logged
            .iter()
            .map(|(seat, a)| {
                serde_json::to_string(a)
                    .map(|json| (i64::from(*seat), json))
                    .map_err(|e| TableError::Engine(e.to_string()))
            })
            .collect::<Result<Vec<_>, _>>()?;
        self.store
            .commit(Commit {
                row: &row,
                expected_version: before.version,
                actions,
                now,
            })
            .await?;
        Ok(())
    }

    /// Gives each message its recipient's language: their own choice, else their Discord
    /// client's, else the table's.
    async fn deliver(
        &self,
        table: &Table<G>,
        messages: Vec<(Recipient, MessageView)>,
    ) -> Result<Vec<Outbound>, TableError> {
        let mut out = Vec::with_capacity(messages.len());
        for (to, view) in messages {
            let lang = match &to {
                Recipient::Channel { .. } => table.settings.lang,
                Recipient::Dm { user } | Recipient::Ephemeral { user } => {
                    self.user_lang(*user).await?.unwrap_or(table.settings.lang)
                }
            };
            out.push(Outbound { to, lang, view });
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
        let lang = match self.user_lang(actor.user).await {
            Ok(Some(l)) => l,
            _ => actor.locale.unwrap_or_default(),
        };
        Some(Outbound {
            to: Recipient::Ephemeral { user: actor.user },
            lang,
            view: MessageView::new(ViewKind::Error).line(text),
        })
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
        let mut work = table.clone();
        let now = self.clock.now();
        let Some(fx) = work.bot_step(now)? else {
            return Ok(None);
        };
        self.commit(&table, &mut work, &fx, now).await?;
        Ok(Some(self.deliver(&work, fx.messages).await?))
    }

    /// Every due deadline: reminders and defaults. Read from the store, so it survives restarts.
    pub async fn tick(&self) -> Result<Vec<(ChannelKey, Vec<Outbound>)>, TableError> {
        let now = self.clock.now();
        let mut out = Vec::new();
        for id in self.store.due(now).await? {
            let Some(row) = self.store.by_id(id).await? else {
                continue;
            };
            let table = Self::from_row(row)?;
            let mut work = table.clone();
            let fx = work.tick(now)?;
            if !fx.changed {
                continue;
            }
            self.commit(&table, &mut work, &fx, now).await?;
            out.push((
                work.channel.clone(),
                self.deliver(&work, fx.messages).await?,
            ));
        }
        Ok(out)
    }
}
