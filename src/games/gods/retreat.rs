//! Flight after a duel (R-FIGHT-5/6): the winner moves each fugitive one step, away from its
//! enemies while it can; a fugitive with nowhere to go is removed.

use super::action::Action;
use super::end::{check, remove_all};
use super::event::{Event, Removal};
use super::map::{Hex, HEL_FIELD};
use super::state::{Flight, State};
use super::token::{Side, Token};
use super::trail::{leave, TraceKind};

/// The hexes `fugitive` may flee to now, in direction order (R-FIGHT-6): adjacent, empty,
/// not next to Hela (Loki excepted); of those, the ones next to none of its enemies (tier 1)
/// while there are any, else all (tier 2). Hel's Field qualifies when empty, and kills.
pub fn retreat_hexes(state: &State, fugitive: Token) -> Vec<Hex> {
    let Some(at) = state.hex_of(fugitive) else {
        return Vec::new();
    };
    let open: Vec<Hex> = at
        .neighbours()
        .filter(|&h| state.is_empty(h))
        .filter(|&h| fugitive == Token::Loki || !state.is_next_to_hela(h))
        .collect();
    let safe: Vec<Hex> = open
        .iter()
        .copied()
        .filter(|&h| !state.touches_enemy(fugitive, h))
        .collect();
    if safe.is_empty() {
        open
    } else {
        safe
    }
}

/// R-DECIDE 4: Hel's Field if it is among `hexes`, else the first in direction order.
pub fn default_hex(hexes: &[Hex]) -> Option<Hex> {
    if hexes.contains(&HEL_FIELD) {
        Some(HEL_FIELD)
    } else {
        hexes.first().copied()
    }
}

/// `fugitives` (in declaration order) must flee, moved by their enemy (R-FIGHT-5).
pub fn flee(state: &mut State, fugitives: Vec<Token>, ev: &mut Vec<Event>) {
    let Some(winner) = fugitives.first().and_then(|t| t.side()).map(|s| s.other()) else {
        return;
    };
    state.flight = Some(Flight { winner, fugitives });
    settle(state, ev);
}

/// Does what needs no choice: a fugitive with no hex is removed (the winner would never
/// spare it by moving another first); a lone fugitive with one hex goes there. Leaves the
/// flight pending while the winner has a choice, and clears it when all have fled.
pub fn settle(state: &mut State, ev: &mut Vec<Event>) {
    loop {
        let Some(flight) = state.flight.clone() else {
            return;
        };
        let cornered: Vec<Token> = flight
            .fugitives
            .iter()
            .copied()
            .filter(|&t| retreat_hexes(state, t).is_empty())
            .collect();
        if !cornered.is_empty() {
            drop_fugitives(state, &cornered);
            remove_all(state, &cornered, Removal::Cornered, ev);
            if check(state, ev) {
                return;
            }
            continue;
        }
        match flight.fugitives.as_slice() {
            [] => {
                state.flight = None;
                return;
            }
            [only] => match retreat_hexes(state, *only).as_slice() {
                [to] => {
                    ev.push(Event::Forced {
                        seat: state.seat_of(flight.winner),
                        action: Action::Retreat {
                            token: *only,
                            to: *to,
                        },
                    });
                    retreat(state, *only, *to, ev)
                }
                _ => return,
            },
            _ => return,
        }
        if state.is_over() {
            return;
        }
    }
}

fn drop_fugitives(state: &mut State, gone: &[Token]) {
    if let Some(f) = state.flight.as_mut() {
        f.fugitives.retain(|t| !gone.contains(t));
    }
}

/// Moves `token` to `to`, already checked legal, leaving the trace as the winner's (who moves
/// it); onto Hel's Field it dies (R-HELA-6).
pub fn retreat(state: &mut State, token: Token, to: Hex, ev: &mut Vec<Event>) {
    let Some(from) = state.hex_of(token) else {
        return;
    };
    drop_fugitives(state, &[token]);
    state.board.insert(token, to);
    if let Some(winner) = token.side().map(Side::other) {
        leave(state, winner, from, to, TraceKind::Retreat);
    }
    ev.push(Event::Retreated { token, from, to });
    if to == HEL_FIELD {
        remove_all(state, &[token], Removal::HelField, ev);
        check(state, ev);
    }
}
