//! A table: its channel, host, seats, settings and (once started) its game.

use serde::{Deserialize, Serialize};

use super::deadline::{Deadline, DeadlineMode};
use super::game::TableGame;
pub use super::ids::{BotLevel, ChannelKey, Status, TableId, UserId};
use super::live::{Live, Pace};
use crate::games::Seat;
use crate::i18n::Lang;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum Occupant {
    Human { user: UserId },
    Bot { level: BotLevel },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatInfo {
    pub occupant: Occupant,
    pub name: String,
    /// Game actions played for this seat so far: a seat's controls are current while this and
    /// its choices stay the same, whatever the other seats do.
    #[serde(default)]
    pub moves: u32,
}

impl SeatInfo {
    pub fn human(user: UserId, name: impl Into<String>) -> Self {
        SeatInfo {
            occupant: Occupant::Human { user },
            name: name.into(),
            moves: 0,
        }
    }

    pub fn robot(level: BotLevel, name: impl Into<String>) -> Self {
        SeatInfo {
            occupant: Occupant::Bot { level },
            name: name.into(),
            moves: 0,
        }
    }

    pub fn user(&self) -> Option<UserId> {
        match self.occupant {
            Occupant::Human { user } => Some(user),
            Occupant::Bot { .. } => None,
        }
    }

    pub fn bot(&self) -> Option<BotLevel> {
        match self.occupant {
            Occupant::Bot { level } => Some(level),
            Occupant::Human { .. } => None,
        }
    }
}

/// A table's settings, chosen in the lobby.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableSettings {
    /// The game's own options (see [`super::options`]), stored beside the table's.
    #[serde(flatten)]
    pub options: super::options::OptionMap,
    pub deadline: DeadlineMode,
    /// Seconds a decision may take before its deadline.
    pub turn_seconds: u32,
    pub lang: Lang,
    /// Minutes a live table waits for a player before nudging them.
    #[serde(default = "default_idle_minutes")]
    pub idle_minutes: u32,
    /// What each seated player chose for their own seat, by person.
    #[serde(default, skip_serializing_if = "super::options::SeatChoices::is_empty")]
    pub seat_choices: super::options::SeatChoices,
}

fn default_idle_minutes() -> u32 {
    3
}

impl TableSettings {
    /// Async whenever turns have a deadline, else live.
    pub fn pace(&self) -> Pace {
        match self.deadline {
            DeadlineMode::Off => Pace::Live,
            _ => Pace::Async,
        }
    }

    /// The game's options, typed.
    pub fn options<G: TableGame>(&self) -> G::Options {
        super::options::read(&self.options)
    }

    /// These settings with the game's `options`.
    pub fn with_options<G: TableGame>(mut self, options: &G::Options) -> Self {
        self.options = super::options::write(options);
        self
    }
}

impl Default for TableSettings {
    fn default() -> Self {
        TableSettings {
            options: super::options::OptionMap::new(),
            deadline: DeadlineMode::Off,
            turn_seconds: 24 * 60 * 60,
            lang: Lang::En,
            idle_minutes: default_idle_minutes(),
            seat_choices: Default::default(),
        }
    }
}

pub const MAX_SEATS: usize = 4;
pub const MIN_SEATS: usize = 2;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct Table<G: TableGame> {
    pub id: TableId,
    pub channel: ChannelKey,
    pub status: Status,
    pub host: UserId,
    pub settings: TableSettings,
    pub seats: Vec<SeatInfo>,
    pub seed: u64,
    pub game: Option<G::State>,
    /// Bumped by every committed change; a command against an older version is refused.
    pub version: i64,
    /// Actions in the log so far.
    pub log_len: i64,
    pub deadline: Option<Deadline>,
    /// The living messages: what they show and which messages they are.
    pub live: Live,
}

impl<G: TableGame> Table<G> {
    pub fn seat_of(&self, user: UserId) -> Option<Seat> {
        self.seats
            .iter()
            .position(|s| s.user() == Some(user))
            .map(|i| i as Seat)
    }

    pub fn user_at(&self, seat: Seat) -> Option<UserId> {
        self.seats.get(seat as usize).and_then(SeatInfo::user)
    }

    pub fn name_at(&self, seat: Seat) -> String {
        self.seats
            .get(seat as usize)
            .map_or_else(|| format!("#{seat}"), |s| s.name.clone())
    }
}
