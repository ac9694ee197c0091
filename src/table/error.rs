//! Why the table refused (shown to the user, localized: [`super::refusal`]) or failed
//! (logged; the user sees an apology).

use thiserror::Error;

use crate::i18n::Text;
use crate::store::StoreError;

#[derive(Debug, Error)]
pub enum TableError {
    /// No table in the channel; `games` can be started there.
    #[error("no table in this channel")]
    NoTable { games: Vec<&'static str> },
    #[error("the table a component names is over or gone")]
    TableGone,
    #[error("this channel already has a `{game}` table")]
    TableExists { game: String },
    #[error("this channel's table plays `{game}`")]
    OtherGame { game: String },
    #[error("a `{game}` table, a game this build does not know")]
    UnknownGame { table: i64, game: String },
    #[error("not seated at this table")]
    NotSeated,
    #[error("already seated")]
    AlreadySeated,
    #[error("the table is full")]
    TableFull,
    #[error("only the host or a channel manager may do that")]
    NotHost,
    #[error("the game has already started")]
    NotInLobby,
    #[error("the game is not running")]
    NotRunning,
    #[error("too few seats to start (at least {min})")]
    TooFewSeats { min: usize },
    #[error("no such seat")]
    NoSuchSeat,
    #[error("that seat is not a bot")]
    NotABot,
    #[error("this game has no hard bot")]
    NoHardBot,
    #[error("that seat is not a person")]
    NotAPerson,
    #[error("that decision belongs to another seat")]
    NotYourSeat,
    #[error("the board has moved on")]
    Stale,
    #[error("earlier changes at this table took too long")]
    Queued,
    #[error("no such choice")]
    NoSuchChoice,
    #[error("the game refused: {code}")]
    Rule { code: String, text: Text },
    #[error("the host cannot leave; hand on the host role or abandon")]
    HostCannotLeave,
    #[error("cannot leave a running game; a bot can take your seat")]
    CannotLeaveRunning,
    #[error("no option {key} = {value}")]
    BadOption {
        key: String,
        value: String,
        /// What would do, for the message.
        allowed: String,
    },
    #[error("this game has nothing to choose for a seat")]
    NoSeatChoices,
    #[error("no seat choice {key} = {value}")]
    BadSeatChoice {
        key: String,
        value: String,
        /// What would do, for the message.
        allowed: String,
    },
    #[error("{by} has already chosen that")]
    SeatChoiceTaken {
        /// Who holds it.
        by: String,
        /// The choice in words.
        choice: Text,
    },
    #[error("nothing to take back")]
    NothingToUndo,
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error("stored table {table} is unreadable: {reason}")]
    Corrupt { table: i64, reason: String },
    #[error("the engine failed: {0}")]
    Engine(String),
}

impl TableError {
    /// Whether the table's database was out of reach for a moment (nothing changed).
    pub fn is_unavailable(&self) -> bool {
        match self {
            TableError::Queued => true,
            TableError::Store(e) => e.is_unavailable(),
            _ => false,
        }
    }
}
