//! The movement phase (R-MOVE, R-ABIL-6/7): of every move, jump and freeze, the one that
//! improves the position most, else the end of the phase.

use super::eval::{score, worth};
use super::sweep::Sweep;
use crate::games::gods::movement::make_move;
use crate::games::gods::{legal_actions, Action, Hex, Side, State, Token};

/// Below this a move is not worth making.
const WORTH_MOVING: f32 = 0.05;
/// A frozen Chaos token near the tree, per point of strength; Loki frozen near Asgard.
const FROZEN_NEAR_TREE: f32 = 0.3;
const FROZEN_LOKI: f32 = 3.0;

pub fn choose(state: &State, side: Side, sweep: &Sweep) -> Action {
    let mut scratch = state.clone();
    let mut best = (WORTH_MOVING, Action::Done);
    for action in legal_actions(state, state.seat_of(side)) {
        let gain = match action {
            Action::Move { token, to } => step_gain(&mut scratch, side, sweep, token, to),
            Action::Jump { to } => step_gain(&mut scratch, side, sweep, Token::Freke, to),
            Action::Freeze { target } => freeze_gain(state, target),
            _ => continue,
        };
        if gain > best.0 {
            best = (gain, action);
        }
    }
    best.1
}

/// What moving `token` to `to` gains: the position around both hexes after, less before.
fn step_gain(s: &mut State, side: Side, sweep: &Sweep, token: Token, to: Hex) -> f32 {
    let Some(from) = s.hex_of(token) else {
        return f32::MIN;
    };
    let near = [from, to];
    let before = score(s, side, side, sweep, Some(&near));
    let mut ev = Vec::new();
    // A jump lands like a move: only where the wolves end up counts.
    make_move(s, token, to, &mut ev);
    let after = score(s, side, side, sweep, Some(&near));
    s.board.insert(token, from);
    s.acted.pop();
    after - before
}

/// What freezing `target` gains (R-ABIL-7): a Chaos token held away from the tree, or Loki
/// held within Asgard's reach.
fn freeze_gain(state: &State, target: Token) -> f32 {
    let Some(at) = state.hex_of(target) else {
        return f32::MIN;
    };
    let within = |t: Token, d: u8| state.hex_of(t).is_some_and(|h| h.distance(at) <= d);
    if target == Token::Loki {
        let near = state
            .enemies_of(Token::Loki)
            .any(|(t, h)| t != Token::Yggdrasill && h.distance(at) <= 3);
        return if near { FROZEN_LOKI } else { 0.0 };
    }
    if within(Token::Yggdrasill, 4) {
        FROZEN_NEAR_TREE * worth(state, target)
    } else {
        0.0
    }
}
