//! The trail: the moves, jumps, attacks and retreats of the turn under way and of the other
//! side's turn before it, kept in the state so that everyone sees them (R-INFO-1) as arrows
//! on the picture. A turn runs from one side's movement phase to the other's; nothing here
//! draws a die.

use serde::{Deserialize, Serialize};

use super::map::Hex;
use super::state::State;
use super::token::Side;

/// How a token went from one hex to another, or which hex it struck.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TraceKind {
    /// A move (R-MOVE).
    Move,
    /// The wolves' jump (R-ABIL-6).
    Jump,
    /// An attacker on its defender's hex, declared before the die (R-FIGHT).
    Attack,
    /// A fugitive's flight, moved by the duel's winner (R-FIGHT-6).
    Retreat,
}

/// One trace on the board: the side that made it, from where to where, and how.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Trace {
    pub side: Side,
    pub from: Hex,
    pub to: Hex,
    pub kind: TraceKind,
}

/// Leaves a trace of `side`'s from `from` to `to`.
pub fn leave(state: &mut State, side: Side, from: Hex, to: Hex, kind: TraceKind) {
    state.trail.push(Trace {
        side,
        from,
        to,
        kind,
    });
}

/// A movement phase begins a turn: the turn before the last one is forgotten, and the new
/// turn's traces begin where the trail ends.
pub fn new_turn(state: &mut State) {
    let old = state.turn_start.min(state.trail.len());
    state.trail.drain(..old);
    state.turn_start = state.trail.len();
}

/// The trail split into what is shown faded and what in full: the other side's previous
/// turn and the turn under way, or, until the turn under way has a trace, nothing and the
/// previous turn (what a player looks at first when their turn begins).
pub fn turns(trail: &[Trace], turn_start: usize) -> (&[Trace], &[Trace]) {
    match turn_start.min(trail.len()) {
        start if start == trail.len() => (&[], trail),
        start => trail.split_at(start),
    }
}
