//! Movement (R-MOVE), the wolves' jump (R-ABIL-6) and Frey's freeze (R-ABIL-7). Nothing here
//! draws a die: the table undoes moves by replaying the log without them.

use super::ability::{ignores_river, ignores_stop, is_mobile};
use super::event::Event;
use super::hexset::{around, bit, has, hexes_of};
use super::map::{Hex, HEL_FIELD};
use super::state::State;
use super::terrain::{crosses_river, terrain};
use super::token::Token;
use super::trail::{leave, TraceKind};

/// The wolves jump up to this far (R-ABIL-6), Frey names a target up to this far (R-ABIL-7).
pub const JUMP_RANGE: u8 = 5;
pub const FREEZE_RANGE: u8 = 5;

/// Whether `token` may move at all now (R-MOVE-1/2): on the board, mobile, neither pinned nor
/// frozen. Whose phase it is and whether it acted already are the caller's.
pub fn can_move(state: &State, token: Token) -> bool {
    is_mobile(token)
        && state.hex_of(token).is_some()
        && !state.is_pinned(token)
        && state.frozen != Some(token)
}

/// R-MOVE-7: whether `mover` may enter `hex` at all, for a step or a jump: on the board, not
/// void, not Hel's Field, not Hela's hex, not next to Hela (Loki excepted).
pub fn may_enter(state: &State, mover: Token, hex: Hex) -> bool {
    !state.is_void(hex)
        && hex != HEL_FIELD
        && state.hela_hex() != Some(hex)
        && (mover == Token::Loki || !state.is_next_to_hela(hex))
}

/// The board as a mover sees it, as sets of hexes (bit [`Hex::index`]), built once per
/// question so that each hex a move or jump passes is checked without walking the board.
struct Ground {
    /// Holding no token (Hela counts) and not void.
    empty: u128,
    /// R-MOVE-7 allows it and no enemy holds it: a step may enter it.
    enterable: u128,
    /// Next to one of the mover's enemies (R-MOVE-3).
    near_enemy: u128,
}

impl Ground {
    fn of(state: &State, mover: Token) -> Ground {
        let voids = state.voids.iter().fold(0, |set, &h| set | bit(h));
        let (mut occupied, mut enemy, mut near_enemy) = (0, 0, 0);
        for (&t, &h) in &state.board {
            occupied |= bit(h);
            if mover.is_enemy_of(t) {
                enemy |= bit(h);
                near_enemy |= around(h);
            }
        }
        // R-MOVE-7: void, Hel's Field, Hela's hex, and next to her (Loki excepted).
        let mut closed = voids | bit(HEL_FIELD);
        if let Some(hela) = state.hela_hex() {
            closed |= bit(hela);
            if mover != Token::Loki {
                closed |= around(hela);
            }
        }
        Ground {
            empty: !(occupied | voids),
            enterable: !(closed | enemy),
            near_enemy,
        }
    }
}

/// Whether entering `to` from `from` ends `mover`'s move (R-MOVE-3/4/5, R-MOVE-9).
fn ends_move(ground: &Ground, mover: Token, from: Hex, to: Hex) -> bool {
    has(ground.near_enemy, to)
        || !ignores_stop(mover, terrain(to))
        || (crosses_river(from, to) && !ignores_river(mover))
}

/// Where `token` may end a move from where it stands (R-MOVE, R-MOVE-10: any legal path of
/// up to 2 steps), in board order; empty when it cannot move (pinned, frozen, immobile, off
/// the board). Whose phase it is and whether it acted already are not checked here.
pub fn destinations(state: &State, token: Token) -> Vec<Hex> {
    let Some(start) = state.hex_of(token).filter(|_| can_move(state, token)) else {
        return Vec::new();
    };
    let ground = Ground::of(state, token);
    let mut ends = 0u128;
    for first in start.neighbours().filter(|&h| has(ground.enterable, h)) {
        ends |= bit(first);
        if ends_move(&ground, token, start, first) {
            continue;
        }
        // R-MOVE-5: a move crossing the river is that step only.
        for second in first.neighbours() {
            let onward = second != start
                && has(ground.enterable, second)
                && (ignores_river(token) || !crosses_river(first, second));
            if onward {
                ends |= bit(second);
            }
        }
    }
    hexes_of(ends & ground.empty)
}

/// Where Freke i Gere may jump (R-ABIL-6): empty hexes within 5 that R-MOVE-7 allows,
/// whatever lies between; none while pinned. In board order.
pub fn jump_targets(state: &State) -> Vec<Hex> {
    let wolves = Token::Freke;
    let Some(start) = state.hex_of(wolves).filter(|_| !state.is_pinned(wolves)) else {
        return Vec::new();
    };
    let ground = Ground::of(state, wolves);
    let open = ground.empty & ground.enterable;
    Hex::all()
        .filter(|&h| (1..=JUMP_RANGE).contains(&start.distance(h)) && has(open, h))
        .collect()
}

/// The Chaos tokens Frey may freeze (R-ABIL-7): within 5 of him, pinned or not, Hela never.
/// In roster order.
pub fn freeze_targets(state: &State) -> Vec<Token> {
    let Some(frey) = state.hex_of(Token::Frey) else {
        return Vec::new();
    };
    state
        .enemies_of(Token::Frey)
        .filter(|(_, h)| frey.distance(*h) <= FREEZE_RANGE)
        .map(|(t, _)| t)
        .collect()
}

/// Whether `token` of the moving side can still do anything this movement phase.
pub fn can_act(state: &State, token: Token) -> bool {
    if state.acted.contains(&token) {
        return false;
    }
    match token {
        Token::Freke if !jump_targets(state).is_empty() => true,
        Token::Frey if !freeze_targets(state).is_empty() => true,
        _ => !destinations(state, token).is_empty(),
    }
}

/// Moves `token` to `to`, already checked legal.
pub fn make_move(state: &mut State, token: Token, to: Hex, ev: &mut Vec<Event>) {
    let Some(from) = state.hex_of(token) else {
        return;
    };
    state.board.insert(token, to);
    state.acted.push(token);
    if let Some(side) = token.side() {
        leave(state, side, from, to, TraceKind::Move);
    }
    ev.push(Event::Moved { token, from, to });
}

/// The wolves jump to `to`, already checked legal.
pub fn jump(state: &mut State, to: Hex, ev: &mut Vec<Event>) {
    let Some(from) = state.hex_of(Token::Freke) else {
        return;
    };
    state.board.insert(Token::Freke, to);
    state.acted.push(Token::Freke);
    if let Some(side) = Token::Freke.side() {
        leave(state, side, from, to, TraceKind::Jump);
    }
    ev.push(Event::Jumped {
        token: Token::Freke,
        from,
        to,
    });
}

/// Frey freezes `target`, already checked legal, until the next Chaos movement ends.
pub fn freeze(state: &mut State, target: Token, ev: &mut Vec<Event>) {
    state.frozen = Some(target);
    state.acted.push(Token::Frey);
    ev.push(Event::Frozen {
        by: Token::Frey,
        target,
    });
}
