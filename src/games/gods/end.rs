//! The end (R-END-1, R-ROUND-2): removals, the targets, resignation, the round limit, and the
//! outcome for the table.

use serde::{Deserialize, Serialize};

use super::event::{Event, Removal};
use super::map::Hex;
use super::state::{End, EndCause, Phase, State};
use super::token::{Side, Token};
use crate::games::{Outcome, Seat};

/// Removes `tokens` from the board together, in the order given; the caller then calls
/// [`check`].
pub fn remove_all(state: &mut State, tokens: &[Token], cause: Removal, ev: &mut Vec<Event>) {
    for &token in tokens {
        if let Some(hex) = state.board.remove(&token) {
            state.removed.push(token);
            state.acted.retain(|&t| t != token);
            if state.frozen == Some(token) {
                state.frozen = None;
            }
            ev.push(Event::Removed { token, hex, cause });
        }
    }
}

/// R-END-1: ends the game the moment Loki or Yggdrasill is off the board; true when over.
pub fn check(state: &mut State, ev: &mut Vec<Event>) -> bool {
    if state.is_over() {
        return true;
    }
    let (side, cause, target) = if state.hex_of(Token::Loki).is_none() {
        (Side::Asgard, EndCause::LokiRemoved, Token::Loki)
    } else if state.hex_of(Token::Yggdrasill).is_none() {
        (Side::Chaos, EndCause::TreeRemoved, Token::Yggdrasill)
    } else {
        return false;
    };
    finish(state, Some(side), cause, fell_at(ev, target));
    ev.push(Event::Won { side, cause });
    true
}

/// R-END-1: `side` gives up and the other wins.
pub fn resign(state: &mut State, side: Side, ev: &mut Vec<Event>) {
    ev.push(Event::Resigned { side });
    let winner = side.other();
    finish(state, Some(winner), EndCause::Resignation, None);
    ev.push(Event::Won {
        side: winner,
        cause: EndCause::Resignation,
    });
}

/// R-ROUND-2: after the last round both targets stand; a draw.
pub fn draw(state: &mut State, ev: &mut Vec<Event>) {
    finish(state, None, EndCause::RoundLimit, None);
    ev.push(Event::Drawn { round: state.round });
}

/// Where `target` left the board among the events of the action that removed it.
fn fell_at(ev: &[Event], target: Token) -> Option<Hex> {
    ev.iter().rev().find_map(|e| match *e {
        Event::Removed { token, hex, .. } if token == target => Some(hex),
        _ => None,
    })
}

/// Nothing pending is resolved (R-END-1).
fn finish(state: &mut State, winner: Option<Side>, cause: EndCause, at: Option<Hex>) {
    state.phase = Phase::Over;
    state.flight = None;
    state.hela = None;
    state.end = Some(End { winner, cause, at });
}

/// The winning side once the game is over; `None` while it runs or after a draw.
pub fn winner(state: &State) -> Option<Side> {
    state.end.and_then(|e| e.winner)
}

/// A seat's result: 2 for a win, 1 for a draw, 0 for a loss.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Score {
    pub side: Side,
    pub points: u8,
}

/// The result by seat once the game is over.
pub fn outcome(state: &State) -> Option<Outcome<Score>> {
    let end = state.end?;
    let score = |seat: Seat| {
        let side = state.side_of(seat).unwrap_or(Side::Asgard);
        let points = match end.winner {
            None => 1,
            Some(w) if w == side => 2,
            Some(_) => 0,
        };
        Score { side, points }
    };
    Some(Outcome {
        winners: end
            .winner
            .map(|w| vec![state.seat_of(w)])
            .unwrap_or_default(),
        scores: vec![score(0), score(1)],
    })
}
