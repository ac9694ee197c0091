//! A stored table loaded once into its game's typed [`Table`], and handled from then on
//! without naming the game: the host (service, bots, deadlines, export) works with a
//! `Box<dyn Loaded>`; the game's types stay inside. Pure, like [`super::logic`]: it changes
//! the table in memory and says what to tell whom.

use std::any::Any;

use serde::Serialize;

use super::command::{Actor, AnyAction, Op};
use super::deadline::Millis;
use super::error::TableError;
use super::game::{Audience, TableGame};
use super::logic::Effects;
use super::model::{ChannelKey, Status, Table, TableId, TableSettings, UserId};
use super::outbound::{Choice, MessageView, Recipient, ViewKind};
use super::seen::Seen;
use super::think::Think;
use crate::games::Seat;
use crate::i18n::{Lang, Text};
use crate::store::TableRow;

/// What a change did, its game's actions written as the log stores them (JSON).
pub type Logged = Effects<String>;

/// One table of any game, loaded: what the host asks of it.
pub trait Loaded: Send + Sync + 'static {
    /// Its game's id.
    fn game_id(&self) -> &'static str;
    fn id(&self) -> TableId;
    /// Gives a table just created its id.
    fn set_id(&mut self, id: TableId);
    fn channel(&self) -> &ChannelKey;
    fn status(&self) -> Status;
    fn settings(&self) -> &TableSettings;
    fn version(&self) -> i64;
    fn log_len(&self) -> i64;
    fn set_log_len(&mut self, len: i64);
    fn seat_of(&self, user: UserId) -> Option<Seat>;
    /// The name `seat` plays under.
    fn name_at(&self, seat: Seat) -> String;
    /// What `seat`'s current decision and choices are made for ([`Table::seat_key`]); `None`
    /// before the game starts.
    fn seat_key(&self, seat: Seat) -> Option<i64>;
    /// A copy to change; the original stays as read, to commit against.
    fn clone_box(&self) -> Box<dyn Loaded>;
    /// The table as the store keeps it.
    fn to_row(&self) -> Result<TableRow, TableError>;
    /// A lobby just opened: its first messages.
    fn opened(&mut self, news: Text) -> Vec<(Recipient, MessageView)>;
    /// Handles one command ([`Table::handle`]); an action of another game is refused.
    fn handle(
        &mut self,
        actor: &Actor,
        op: Op<AnyAction>,
        now: Millis,
    ) -> Result<Logged, TableError>;
    /// Takes back the actor's latest move; `entries` is the stored log.
    fn take_back(
        &mut self,
        actor: &Actor,
        entries: Vec<(i64, String)>,
    ) -> Result<Logged, TableError>;
    /// A due deadline: a reminder or the default.
    fn tick(&mut self, now: Millis) -> Result<Logged, TableError>;
    /// Whether a bot has a decision to make.
    fn bot_due(&self) -> bool;
    /// One bot move; `None` when no bot decides.
    fn bot_step(&mut self, now: Millis, think: Think) -> Result<Option<Logged>, TableError>;
    /// The choices `user` has now.
    fn choices_of(&self, user: UserId) -> Vec<Choice>;
    /// What `user` may give parameter `param` of the game's verb `verb` now (see
    /// [`TableGame::suggest`]); nothing for someone not playing.
    fn suggest(
        &self,
        user: UserId,
        verb: &str,
        param: &str,
        partial: &str,
        lang: Lang,
    ) -> Vec<(String, String)>;
    /// The latest `n` moves of the stored log `entries`, told as `asker` may hear them.
    fn recent(
        &self,
        entries: Vec<(i64, String)>,
        asker: Option<Seat>,
        n: usize,
    ) -> Result<MessageView, TableError>;
    /// The game's export from the stored log `entries`; `None` before the start.
    fn export(&self, entries: Vec<(i64, String)>) -> Result<Option<serde_json::Value>, TableError>;
    /// The typed table, for code that knows its game.
    fn as_any(&self) -> &dyn Any;
}

/// The actions in force of a stored log, as game `G`'s.
fn in_force<G: TableGame>(
    id: TableId,
    entries: Vec<(i64, String)>,
) -> Result<Vec<(Seat, G::Action)>, TableError> {
    super::undo::in_force(entries).map_err(|reason| TableError::Corrupt {
        table: id.0,
        reason,
    })
}

/// `fx` with its actions written as the log stores them.
fn written<A: Serialize>(fx: Effects<A>) -> Result<Logged, TableError> {
    let logged = fx
        .logged
        .iter()
        .map(|(seat, a)| {
            serde_json::to_string(a)
                .map(|json| (*seat, json))
                .map_err(|e| TableError::Engine(e.to_string()))
        })
        .collect::<Result<Vec<_>, _>>()?;
    Ok(Effects {
        messages: fx.messages,
        logged,
        undo: fx.undo,
        changed: fx.changed,
    })
}

impl<G: TableGame + Send + Sync> Loaded for Table<G>
where
    G::State: Send + Sync,
    G::Options: Send + Sync,
{
    fn game_id(&self) -> &'static str {
        G::ID
    }

    fn id(&self) -> TableId {
        self.id
    }

    fn set_id(&mut self, id: TableId) {
        self.id = id;
    }

    fn channel(&self) -> &ChannelKey {
        &self.channel
    }

    fn status(&self) -> Status {
        self.status
    }

    fn settings(&self) -> &TableSettings {
        &self.settings
    }

    fn version(&self) -> i64 {
        self.version
    }

    fn log_len(&self) -> i64 {
        self.log_len
    }

    fn set_log_len(&mut self, len: i64) {
        self.log_len = len;
    }

    fn seat_of(&self, user: UserId) -> Option<Seat> {
        Table::seat_of(self, user)
    }

    fn name_at(&self, seat: Seat) -> String {
        Table::name_at(self, seat)
    }

    fn seat_key(&self, seat: Seat) -> Option<i64> {
        self.game.as_ref().map(|g| Table::seat_key(self, g, seat))
    }

    fn clone_box(&self) -> Box<dyn Loaded> {
        Box::new(self.clone())
    }

    fn to_row(&self) -> Result<TableRow, TableError> {
        Table::to_row(self)
    }

    fn opened(&mut self, news: Text) -> Vec<(Recipient, MessageView)> {
        Table::opened(self, news).messages
    }

    fn handle(
        &mut self,
        actor: &Actor,
        op: Op<AnyAction>,
        now: Millis,
    ) -> Result<Logged, TableError> {
        let op = op.try_map(|a| {
            a.get::<G::Action>().ok_or_else(|| TableError::OtherGame {
                game: G::ID.to_string(),
            })
        })?;
        written(Table::handle(self, actor, op, now)?)
    }

    fn take_back(
        &mut self,
        actor: &Actor,
        entries: Vec<(i64, String)>,
    ) -> Result<Logged, TableError> {
        let log = in_force::<G>(self.id, entries)?;
        written(Table::take_back(self, actor, &log)?)
    }

    fn tick(&mut self, now: Millis) -> Result<Logged, TableError> {
        written(Table::tick(self, now)?)
    }

    fn bot_due(&self) -> bool {
        self.bot_to_move().is_some()
    }

    fn bot_step(&mut self, now: Millis, think: Think) -> Result<Option<Logged>, TableError> {
        Table::bot_step(self, now, think)?.map(written).transpose()
    }

    fn choices_of(&self, user: UserId) -> Vec<Choice> {
        Table::choices_of(self, user)
    }

    fn suggest(
        &self,
        user: UserId,
        verb: &str,
        param: &str,
        partial: &str,
        lang: Lang,
    ) -> Vec<(String, String)> {
        match (self.seat_of(user), self.game.as_ref()) {
            (Some(seat), Some(state)) => G::suggest(
                &Seen::seat::<G>(state, seat),
                seat,
                verb,
                param,
                partial,
                lang,
            ),
            _ => Vec::new(),
        }
    }

    fn recent(
        &self,
        entries: Vec<(i64, String)>,
        asker: Option<Seat>,
        n: usize,
    ) -> Result<MessageView, TableError> {
        let state = self.game.as_ref().ok_or(TableError::NotRunning)?;
        let log = in_force::<G>(self.id, entries)?;
        let names = self.names();
        let mut view = MessageView::titled(ViewKind::Reply, Text::new("log-title"));
        for (seat, action) in log.iter().skip(log.len().saturating_sub(n)) {
            // Each move is told as its player may hear it, or as everyone else may.
            let audience = if asker == Some(*seat) {
                Audience::Owner
            } else {
                Audience::Others
            };
            let world = Seen::telling::<G>(state, *seat, audience);
            let told = G::describe_action(&world, *seat, action, &names, audience);
            view.lines.push(
                Text::new("log-line")
                    .str(
                        "name",
                        names.get(*seat as usize).cloned().unwrap_or_default(),
                    )
                    .text("action", told),
            );
        }
        if view.lines.is_empty() {
            view.lines.push(Text::new("log-empty"));
        }
        Ok(view)
    }

    fn export(&self, entries: Vec<(i64, String)>) -> Result<Option<serde_json::Value>, TableError> {
        let Some(state) = &self.game else {
            return Ok(None);
        };
        let log = in_force::<G>(self.id, entries)?;
        Ok(Some(G::export(state, &log)))
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}
