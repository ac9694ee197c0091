//! The table layer: everything between a game engine and a chat. Game-agnostic and free of
//! Discord types: a front end sends `TableCommand`s and delivers the `Outbound`s it gets back.

pub mod bout;
pub mod command;
pub mod deadline;
pub mod error;
pub mod export;
pub mod game;
pub mod ids;
pub mod kind;
#[cfg(feature = "kit")]
pub mod kit;
pub mod lease;
pub mod live;
pub mod loaded;
pub mod logic;
pub mod model;
pub mod options;
pub mod outbound;
mod prefs;
pub mod queue;
mod refresh;
mod refusal;
pub mod replay;
mod row;
mod seat_choices;
pub mod seen;
pub mod service;
pub mod tables;
pub mod think;
pub mod typed;
pub mod undo;
pub mod verbs;
pub mod words;

pub use command::{Actor, AnyAction, NoAction, Op, SettingChange, TableCommand};
pub use deadline::{Clock, DeadlineMode, ManualClock, SystemClock};
pub use error::TableError;
pub use game::{Audience, Imported, Offer, TableGame};
pub use kind::Game;
pub use lease::{BotStep, Duty};
pub use live::{Pace, Place, Retire, Slot};
pub use loaded::Loaded;
pub use model::{
    BotLevel, ChannelKey, Occupant, SeatInfo, Status, Table, TableId, TableSettings, UserId,
};
pub use outbound::{Button, Choice, MessageView, Outbound, Pick, Picture, Recipient, ViewKind};
pub use seen::Seen;
pub use tables::{Pending, Tables};
pub use think::Think;
pub use typed::TableService;
pub use verbs::{ArgValue, Args, Meaning, Param, ParamKind, Verb};
