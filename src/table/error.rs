//! Why the table refused (shown to the user, localized) or failed (logged; the user sees an
//! apology).

use thiserror::Error;

use crate::i18n::Text;
use crate::store::StoreError;

#[derive(Debug, Error)]
pub enum TableError {
    #[error("no table in this channel")]
    NoTable,
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

    /// The localized message for the user, or `None` for internal errors.
    pub fn user_text(&self) -> Option<Text> {
        let id = match self {
            TableError::NoTable => {
                let commands: Vec<String> = super::registry::GAMES
                    .iter()
                    .map(|g| format!("/{} new", g.id()))
                    .collect();
                return Some(Text::new("error-no-table").str("commands", commands.join(", ")));
            }
            TableError::TableGone => "error-table-gone",
            TableError::TableExists { game } => {
                return Some(about_game("error-table-exists", game))
            }
            TableError::OtherGame { game } => return Some(about_game("error-other-game", game)),
            TableError::NotSeated => "error-not-seated",
            TableError::NothingToUndo => "error-nothing-to-undo",
            TableError::AlreadySeated => "error-already-seated",
            TableError::TableFull => "error-table-full",
            TableError::NotHost => "error-not-host",
            TableError::NotInLobby => "error-not-in-lobby",
            TableError::NotRunning => "error-not-running",
            TableError::TooFewSeats { min } => {
                return Some(Text::new("error-too-few-seats").num("min", *min as i64))
            }
            TableError::NoSuchSeat => "error-no-such-seat",
            TableError::NotABot => "error-not-a-bot",
            TableError::NoHardBot => "error-no-hard-bot",
            TableError::NotAPerson => "error-not-a-person",
            TableError::NotYourSeat => "error-not-your-seat",
            TableError::Stale => "error-stale",
            TableError::NoSuchChoice => "error-no-such-choice",
            TableError::HostCannotLeave => "error-host-cannot-leave",
            TableError::CannotLeaveRunning => "error-cannot-leave-running",
            TableError::Rule { text, .. } => return Some(text.clone()),
            TableError::BadOption {
                key,
                value,
                allowed,
            } => {
                return Some(
                    Text::new("error-bad-option")
                        .str("key", key.clone())
                        .str("value", value.clone())
                        .str("allowed", allowed.clone()),
                )
            }
            TableError::NoSeatChoices => "error-no-seat-choices",
            TableError::BadSeatChoice {
                key,
                value,
                allowed,
            } => {
                return Some(
                    Text::new("error-bad-seat-choice")
                        .str("key", key.clone())
                        .str("value", value.clone())
                        .str("allowed", allowed.clone()),
                )
            }
            TableError::SeatChoiceTaken { by, choice } => {
                return Some(
                    Text::new("error-seat-choice-taken")
                        .str("name", by.clone())
                        .text("choice", choice.clone()),
                )
            }
            TableError::Store(StoreError::Stale) => "error-stale",
            TableError::Store(e) if e.is_unavailable() => "error-unavailable",
            TableError::Queued => "error-unavailable",
            TableError::Store(StoreError::ChannelTaken) => "error-table-exists-any",
            TableError::Store(_)
            | TableError::Corrupt { .. }
            | TableError::UnknownGame { .. }
            | TableError::Engine(_) => return None,
        };
        Some(Text::new(id))
    }
}

/// A message naming a game (by its `<id>-game-name` text) and its command root.
fn about_game(id: &'static str, game: &str) -> Text {
    Text::new(id)
        .text("game", Text::dynamic(format!("{game}-game-name")))
        .str("root", game.to_string())
}
