//! What a seat sees (R-INFO-1): everything is public, so every seat and the channel see the
//! same: the state without its generator and seed, plus the pins, for the board message, and
//! the trail of the last turns for the picture's arrows.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::map::Hex;
use super::state::{End, Flight, HelaWalk, Phase, Settings, State};
use super::token::Token;
use super::trail::Trace;
use crate::games::Seat;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    pub settings: Settings,
    pub asgard: Seat,
    pub round: u8,
    pub phase: Phase,
    pub board: BTreeMap<Token, Hex>,
    pub strengths: BTreeMap<Token, u8>,
    pub voids: Vec<Hex>,
    pub frozen: Option<Token>,
    pub acted: Vec<Token>,
    pub flight: Option<Flight>,
    pub hela: Option<HelaWalk>,
    pub plus_minus_used: bool,
    pub removed: Vec<Token>,
    pub end: Option<End>,
    pub seq: u32,
    /// Tokens next to an enemy, in roster order.
    pub pinned: Vec<Token>,
    /// The moves, jumps, attacks and retreats of this turn and of the other side's turn
    /// before it, oldest first.
    pub trail: Vec<Trace>,
    /// Where in `trail` this turn's traces begin (at most its length).
    pub turn_start: usize,
}

/// The same for everyone (`seat` changes nothing).
pub fn view(state: &State, _seat: Option<Seat>) -> View {
    View {
        settings: state.settings,
        asgard: state.asgard,
        round: state.round,
        phase: state.phase,
        board: state.board.clone(),
        strengths: state.strengths.clone(),
        voids: state.voids.clone(),
        frozen: state.frozen,
        acted: state.acted.clone(),
        flight: state.flight.clone(),
        hela: state.hela,
        plus_minus_used: state.plus_minus_used,
        removed: state.removed.clone(),
        end: state.end,
        seq: state.seq,
        pinned: state
            .board
            .keys()
            .copied()
            .filter(|&t| state.is_pinned(t))
            .collect(),
        trail: state.trail.clone(),
        turn_start: state.turn_start.min(state.trail.len()),
    }
}
