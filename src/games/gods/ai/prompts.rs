//! The short prompts: where a beaten enemy flees (R-FIGHT-6), Hela's ±1 (R-HELA-3) and the
//! bridge hexes to cover (R-BRIDGE-1).

use super::eval::{bridge_chance, worth};
use super::sweep::Sweep;
use crate::games::gods::bridge::{choices, default_choice};
use crate::games::gods::hela::{adjusted, barred_by, step_to};
use crate::games::gods::{Action, Direction, HelaAnswer, Hex, Side, State, Token, HEL_FIELD};

/// Per point of the winner's strength next to the fugitive's new hex.
const HEMMED: f32 = 0.15;
/// Hela's ±1 is kept for a roll that gains at least this.
const WORTH_TURNING: f32 = 1.0;

/// The fugitive's hex worst for it: Hel's Field, else where Hela, the bridge or the
/// winner's tokens are likeliest to finish it. Ties go to direction order.
pub fn retreat(state: &State, fugitive: Token, hexes: &[Hex], sweep: &Sweep) -> Option<Action> {
    let w = worth(state, fugitive);
    let harm = |h: Hex| {
        if h == HEL_FIELD {
            return 10.0 * w;
        }
        let bridge = fugitive
            .side()
            .map_or(0.0, |side| bridge_chance(state, h, side));
        let hemmed: f32 = state
            .enemies_of(fugitive)
            .filter(|(_, e)| e.is_adjacent(h))
            .map(|(t, _)| worth(state, t).min(8.0))
            .sum();
        w * (sweep.chance(h) + bridge) + HEMMED * hemmed
    };
    let mut best: Option<(f32, Hex)> = None;
    for &h in hexes {
        let v = harm(h);
        if best.is_none_or(|(b, _)| v > b) {
            best = Some((v, h));
        }
    }
    best.map(|(_, to)| Action::Retreat {
        token: fugitive,
        to,
    })
}

/// Keep Hela's roll unless turning it by one kills clearly more of Asgard (R-HELA-3).
pub fn hela(state: &State, roll: u8, turn_left: bool) -> Action {
    let rolled = Direction::from_number(roll);
    let keep = step_value(state, rolled);
    let mut best = (keep, HelaAnswer::Keep);
    if turn_left {
        for answer in [HelaAnswer::Plus, HelaAnswer::Minus] {
            let v = step_value(state, adjusted(rolled, answer));
            if v >= best.0 + WORTH_TURNING && v > best.0 {
                best = (v, answer);
            }
        }
    }
    Action::Hela { answer: best.1 }
}

/// For Chaos, Hela's step in `direction`: Asgard's worth she removes less Chaos's. A barred
/// step is rolled again: nothing is known of it.
fn step_value(state: &State, direction: Direction) -> f32 {
    let Some(from) = state.hela_hex() else {
        return 0.0;
    };
    if barred_by(state, direction).is_some() {
        return 0.0;
    }
    let to = step_to(state, from, direction).unwrap_or(HEL_FIELD);
    state
        .board
        .iter()
        .filter(|(t, h)| !crate::games::gods::ability::spared_by_hela(**t) && h.is_adjacent(to))
        .map(|(&t, _)| {
            let w = worth(state, t);
            if t.is_side(Side::Asgard) {
                w
            } else {
                -w
            }
        })
        .sum()
}

/// The bridge hexes whose fall removes most of Asgard and least of Chaos; the rules'
/// default order breaks ties (R-DECIDE 6).
pub fn void(state: &State) -> Action {
    let value = |hexes: &[Hex]| -> f32 {
        hexes
            .iter()
            .filter_map(|&h| state.token_at(h))
            .map(|t| match t.side() {
                Some(Side::Asgard) => worth(state, t),
                Some(Side::Chaos) if t == Token::Loki => -1000.0,
                Some(Side::Chaos) => -worth(state, t),
                None => 0.0,
            })
            .sum()
    };
    let mut best = default_choice(state);
    let mut top = value(&best);
    for hexes in choices(state) {
        let v = value(&hexes);
        if v > top {
            (best, top) = (hexes, v);
        }
    }
    Action::Void { hexes: best }
}
