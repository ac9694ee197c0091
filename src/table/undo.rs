//! Taking a move back (R-TABLE-1 of Viking Gods, for any game whose engine says which actions
//! are [`crate::games::Rules::undoable`]): the game is replayed from its seed without the
//! move, and the log records the undo as an entry of its own, so the log stays append-only
//! and replaying it stays exact.

use serde::de::DeserializeOwned;

use super::command::Actor;
use super::error::TableError;
use super::game::{Audience, TableGame};
use super::logic::Effects;
use super::model::{Status, Table};
use super::seen::Seen;
use crate::games::Seat;
use crate::i18n::Text;

/// The log entry that takes back the entry before it still in force.
pub const UNDO_ENTRY: &str = r#"{"skald":"undo"}"#;

/// The key of the line the turn message tells a move taken back with.
pub const TAKEN_BACK: &str = "turn-taken-back";

/// The actions in force from a stored log: each undo entry takes back the latest action
/// still in force. `Err` names the first entry that is neither.
pub fn in_force<A: DeserializeOwned>(
    entries: Vec<(i64, String)>,
) -> Result<Vec<(Seat, A)>, String> {
    let mut log = Vec::with_capacity(entries.len());
    for (i, (seat, json)) in entries.into_iter().enumerate() {
        if json == UNDO_ENTRY {
            log.pop();
            continue;
        }
        let action = serde_json::from_str(&json).map_err(|e| format!("entry {i}: {e}"))?;
        log.push((seat as Seat, action));
    }
    Ok(log)
}

impl<G: TableGame> Table<G> {
    /// Whether `seat` may take its latest move back now.
    pub fn can_take_back(&self, seat: Seat) -> bool {
        self.status == Status::Running
            && self.live.takeback.is_some_and(|(s, n)| s == seat && n > 0)
    }

    /// Keeps count of the run of `seat`'s undoable actions at the end of the log, once
    /// `action` (undoable or not) is played.
    pub(super) fn count_takeback(&mut self, seat: Seat, undoable: bool) {
        self.live.takeback = match self.live.takeback {
            _ if !undoable => None,
            Some((s, n)) if s == seat => Some((s, n.saturating_add(1))),
            _ => Some((seat, 1)),
        };
    }

    /// Takes back the actor's latest move: `log` is the table's log in force, whose last
    /// action is that move. The game is dealt again and replayed without it.
    pub fn take_back(
        &mut self,
        actor: &Actor,
        log: &[(Seat, G::Action)],
    ) -> Result<Effects<G::Action>, TableError> {
        let seat = self.seat_of(actor.user).ok_or(TableError::NotSeated)?;
        let (Some((last_seat, last)), true) = (log.last(), self.can_take_back(seat)) else {
            return Err(TableError::NothingToUndo);
        };
        if *last_seat != seat {
            return Err(TableError::NothingToUndo);
        }
        let before = self.replay(&log[..log.len() - 1])?;
        let mut again = before.clone();
        let replays =
            G::apply(&mut again, seat, last).is_ok() && self.game.as_ref() == Some(&again);
        if !replays || !G::undoable(&before, seat, last) {
            return Err(TableError::Corrupt {
                table: self.id.0,
                reason: "the log in force does not end in the move taken back".into(),
            });
        }
        let world = Seen::channel::<G>(&before);
        let told = G::describe_action(&world, seat, last, &self.names(), Audience::Others);
        self.version += 1;
        self.game = Some(before);
        self.live.takeback = self
            .live
            .takeback
            .and_then(|(s, n)| n.checked_sub(1).filter(|&n| n > 0).map(|n| (s, n)));
        if let Some(info) = self.seats.get_mut(seat as usize) {
            info.moves = info.moves.saturating_sub(1);
        }
        self.note(
            Text::new(TAKEN_BACK)
                .str("name", actor.name.clone())
                .text("action", told),
        );
        let mut fx = Effects {
            undo: Some(seat),
            changed: true,
            ..Effects::default()
        };
        self.refresh(&mut fx);
        Ok(fx)
    }

    /// The game dealt from the table's seed and settings, with `log` played on it.
    fn replay(&self, log: &[(Seat, G::Action)]) -> Result<G::State, TableError> {
        let corrupt = |reason: String| TableError::Corrupt {
            table: self.id.0,
            reason,
        };
        let (mut state, _) = G::new_game(self.game_settings(), self.seed)
            .map_err(|e| corrupt(format!("the game does not deal again: {e}")))?;
        for (i, (seat, action)) in log.iter().enumerate() {
            G::apply(&mut state, *seat, action)
                .map_err(|e| corrupt(format!("action {i} does not replay: {e}")))?;
        }
        Ok(state)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(seat: i64, json: &str) -> (i64, String) {
        (seat, json.to_string())
    }

    #[test]
    fn each_undo_entry_takes_back_the_latest_action_in_force() {
        let log = vec![
            entry(0, "1"),
            entry(1, "2"),
            entry(1, "3"),
            entry(1, UNDO_ENTRY),
            entry(1, "4"),
            entry(1, UNDO_ENTRY),
            entry(1, UNDO_ENTRY),
            entry(0, "5"),
        ];
        let in_force: Vec<(Seat, u32)> = in_force(log).unwrap();
        assert_eq!(in_force, vec![(0, 1), (0, 5)]);
    }

    #[test]
    fn an_entry_that_is_no_action_names_its_place() {
        let log = vec![entry(0, "1"), entry(0, r#"{"skald":"redo"}"#)];
        let e = in_force::<u32>(log).unwrap_err();
        assert!(e.starts_with("entry 1:"), "{e}");
    }
}
