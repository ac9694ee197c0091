//! What a player or admin asks of a table, from any front end.

use std::any::Any;
use std::sync::Arc;

use serde::{Deserialize, Serialize};

use super::deadline::DeadlineMode;
use super::model::{BotLevel, ChannelKey, TableSettings, UserId};
use super::verbs::Args;
use crate::games::Seat;
use crate::i18n::Lang;

/// Who asks.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Actor {
    pub user: UserId,
    pub name: String,
    /// May manage the channel (abandon, kick, replace like the host).
    pub manager: bool,
    /// The language of the actor's client, if known.
    pub locale: Option<Lang>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "setting", content = "value")]
pub enum SettingChange {
    /// One of the game's options (lobby only), by its key and value as typed.
    Option {
        key: String,
        value: String,
    },
    /// The actor's own choice for their seat (lobby only; see
    /// [`super::game::TableGame::seat_option_specs`]), by its key and value as typed.
    Seat {
        key: String,
        value: String,
    },
    Deadline(DeadlineMode),
    TurnSeconds(u32),
    /// Minutes a live table waits before nudging whoever it waits for.
    IdleMinutes(u32),
    Lang(Lang),
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "op")]
pub enum Op<A> {
    /// A new table; the creator hosts it and sits down when `join` is set.
    Create {
        settings: TableSettings,
        seed: Option<u64>,
        join: bool,
    },
    Join,
    Leave,
    AddBot {
        level: BotLevel,
    },
    RemoveBot {
        seat: Seat,
    },
    Configure {
        change: SettingChange,
    },
    Start,
    /// Play an action for the actor's own seat.
    Act {
        action: A,
        version: Option<i64>,
    },
    /// Several actions for the actor's seat, applied all or none (e.g. a whole assignment).
    Batch {
        actions: Vec<A>,
        version: Option<i64>,
    },
    /// One of the game's own commands ([`super::verbs::Verb`]) with what the actor gave it;
    /// the game turns it into what it means at the table as it stands then.
    Verb {
        name: String,
        args: Args,
    },
    /// Pick choice `index` of the prompt sent for `seat` at `version`; `mark` is what that
    /// choice did then (its fingerprint), so that it still counts if the seat's prompt has
    /// changed since but offers the same answer.
    Choose {
        seat: Seat,
        index: u16,
        version: i64,
        mark: Option<u32>,
    },
    /// Several items of `seat`'s pick at `version` at once (the dice of a roll to reroll), as
    /// a bit set of their positions; the game says what picking them plays.
    Pick {
        seat: Seat,
        items: u16,
        version: i64,
    },
    /// The answers of kind `group` in `seat`'s prompt at `version`, privately (a list too
    /// long to show at once).
    Options {
        seat: Seat,
        group: u16,
        version: i64,
    },
    Abandon,
    Kick {
        seat: Seat,
    },
    /// A bot takes the seat.
    Replace {
        seat: Seat,
    },
    /// Hand the host role to a seated player.
    Host {
        seat: Seat,
    },
    /// Take back the actor's latest move, while the game allows it (see
    /// [`crate::games::Rules::undoable`]).
    Undo,
    /// The actor's secrets and whole state, privately.
    Hand,
    /// Post the board again.
    Status,
    /// The actor's own language (None: back to the table's).
    Language {
        lang: Option<Lang>,
    },
    /// Whether the actor is called by name when it is their turn.
    Pings {
        on: bool,
    },
}

/// The action type of a command that carries no game action (joining, starting, a pressed
/// button): such a command is the same for every game, and [`Op::cast`] makes it one game's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum NoAction {}

impl Op<NoAction> {
    /// The same command for a game whose actions are `A` (it carries none).
    pub fn cast<A>(self) -> Op<A> {
        match self.try_map::<A, std::convert::Infallible>(|a| match a {}) {
            Ok(op) => op,
            Err(never) => match never {},
        }
    }
}

impl<A> Op<A> {
    /// The same command with its actions turned into `B`s by `f`; the first refusal refuses
    /// the whole command.
    pub fn try_map<B, E>(self, mut f: impl FnMut(A) -> Result<B, E>) -> Result<Op<B>, E> {
        Ok(match self {
            Op::Act { action, version } => Op::Act {
                action: f(action)?,
                version,
            },
            Op::Batch { actions, version } => Op::Batch {
                actions: actions.into_iter().map(f).collect::<Result<_, _>>()?,
                version,
            },
            Op::Create {
                settings,
                seed,
                join,
            } => Op::Create {
                settings,
                seed,
                join,
            },
            Op::Verb { name, args } => Op::Verb { name, args },
            Op::Join => Op::Join,
            Op::Leave => Op::Leave,
            Op::AddBot { level } => Op::AddBot { level },
            Op::RemoveBot { seat } => Op::RemoveBot { seat },
            Op::Configure { change } => Op::Configure { change },
            Op::Start => Op::Start,
            Op::Choose {
                seat,
                index,
                version,
                mark,
            } => Op::Choose {
                seat,
                index,
                version,
                mark,
            },
            Op::Pick {
                seat,
                items,
                version,
            } => Op::Pick {
                seat,
                items,
                version,
            },
            Op::Options {
                seat,
                group,
                version,
            } => Op::Options {
                seat,
                group,
                version,
            },
            Op::Abandon => Op::Abandon,
            Op::Kick { seat } => Op::Kick { seat },
            Op::Replace { seat } => Op::Replace { seat },
            Op::Host { seat } => Op::Host { seat },
            Op::Undo => Op::Undo,
            Op::Hand => Op::Hand,
            Op::Status => Op::Status,
            Op::Language { lang } => Op::Language { lang },
            Op::Pings { on } => Op::Pings { on },
        })
    }
}

/// A game action whose game is known only at run time: a typed command's action on its way
/// to a table, which takes it back as an action of its own game (or refuses it as another
/// game's).
#[derive(Clone)]
pub struct AnyAction(Arc<dyn Any + Send + Sync>);

impl AnyAction {
    pub fn new<A: Any + Send + Sync>(action: A) -> Self {
        AnyAction(Arc::new(action))
    }

    /// The action, if it is an `A`.
    pub fn get<A: Any + Clone>(&self) -> Option<A> {
        self.0.downcast_ref::<A>().cloned()
    }
}

impl std::fmt::Debug for AnyAction {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("AnyAction")
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TableCommand<A> {
    pub channel: ChannelKey,
    pub actor: Actor,
    pub op: Op<A>,
}

impl TableCommand<NoAction> {
    /// The same command for a game whose actions are `A`.
    pub fn cast<A>(self) -> TableCommand<A> {
        TableCommand {
            channel: self.channel,
            actor: self.actor,
            op: self.op.cast(),
        }
    }
}

impl<A: Any + Send + Sync> TableCommand<A> {
    /// The same command with its actions' game known only at run time.
    pub fn erased(self) -> TableCommand<AnyAction> {
        let op = match self
            .op
            .try_map::<_, std::convert::Infallible>(|a| Ok(AnyAction::new(a)))
        {
            Ok(op) => op,
            Err(never) => match never {},
        };
        TableCommand {
            channel: self.channel,
            actor: self.actor,
            op,
        }
    }
}
