//! A refusal in the user's words: what each [`TableError`] a member caused says to them.
//! Internal errors say nothing here (the user sees a short apology).

use super::error::TableError;
use crate::i18n::Text;
use crate::store::StoreError;

impl TableError {
    /// The localized message for the user, or `None` for internal errors.
    pub fn user_text(&self) -> Option<Text> {
        let id = match self {
            TableError::NoTable { games } => {
                let commands: Vec<String> = games.iter().map(|g| format!("/{g} new")).collect();
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
