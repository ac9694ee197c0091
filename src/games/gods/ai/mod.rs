//! The heuristic bot (R-TABLE-4). It reads only the public position (R-INFO-1: nothing is
//! hidden) and never a die to come: it weighs the exact odds of each duel, Hela's chance of
//! sweeping each hex, the crumbling bridge and the way to both targets, and plays the
//! answer worth most now, one at a time.

mod attack;
mod eval;
mod movement;
mod prompts;
mod sweep;

use super::decide::{current, default_action, Decision};
use super::{Action, State};
use crate::games::Seat;

/// The heuristic's answer for `seat`, or `None` when it has nothing to decide.
pub fn heuristic(state: &State, seat: Seat) -> Option<Action> {
    let (s, decision) = current(state)?;
    if s != seat {
        return None;
    }
    let side = state.side_of(seat)?;
    let sweep = sweep::Sweep::of(state);
    Some(match decision {
        Decision::Deploy => return default_action(state, seat),
        Decision::Move => movement::choose(state, side, &sweep),
        Decision::Attack => attack::choose(state, side),
        Decision::Retreat {
            fugitive, hexes, ..
        } => return prompts::retreat(state, fugitive, &hexes, &sweep),
        Decision::Hela {
            roll,
            plus_minus_left,
        } => prompts::hela(state, roll, plus_minus_left),
        Decision::Void { .. } => prompts::void(state),
    })
}
