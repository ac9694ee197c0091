//! Bots for the Wall. A bot reads its seat's view and legal actions; its randomness comes
//! from the game's seed, the seat and the move number, so its moves replay exactly.

use rand::seq::IndexedRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::action::Action;
use super::decide::{default_action, legal_actions, Decision};
use super::state::State;
use super::view::view;
use crate::games::Seat;

/// Randomness derived from the game's seed, the seat and the move number only.
fn rng(state: &State, seat: Seat) -> ChaCha8Rng {
    let mix = state
        .seed
        .wrapping_mul(0x9E37_79B9_7F4A_7C15)
        .wrapping_add(u64::from(state.seq) << 8)
        .wrapping_add(u64::from(seat));
    ChaCha8Rng::seed_from_u64(mix)
}

/// Uniform play: random orders built a card at a time, then uniform over each choice.
pub fn random(state: &State, seat: Seat) -> Option<Action> {
    let legal = legal_actions(state, seat);
    let mut rng = rng(state, seat);
    let orders = super::decide::pending(state)
        .iter()
        .any(|&(s, d)| s == seat && d == Decision::Orders);
    if !orders {
        return legal.choose(&mut rng).copied();
    }
    let discards: Vec<Action> = legal
        .iter()
        .copied()
        .filter(|a| matches!(a, Action::Discard { .. }))
        .collect();
    let places: Vec<Action> = legal
        .iter()
        .copied()
        .filter(|a| matches!(a, Action::Place { .. }))
        .collect();
    let me = state.clan(seat)?;
    if me.orders.discard.is_none() {
        return discards.choose(&mut rng).copied();
    }
    places.choose(&mut rng).copied().or(Some(Action::Lock))
}

/// Plays to win: orders that put strength where the forts are worth most, then the rules'
/// sensible defaults for each choice.
pub fn heuristic(state: &State, seat: Seat) -> Option<Action> {
    let seen = view(state, Some(seat));
    let me = seen.you.as_ref()?;
    let orders = super::decide::pending(state)
        .iter()
        .any(|&(s, d)| s == seat && d == Decision::Orders);
    if !orders {
        return default_action(state, seat);
    }
    let planned = super::plan::plan(state, seat)?;
    let discard = planned.discard?;
    let placed = planned.placed.map(|c| c.unwrap_or(0));
    let off_plan = me.discard.is_some_and(|d| d != discard)
        || me
            .placed
            .iter()
            .zip(&placed)
            .any(|(now, want)| now.is_some_and(|c| c != *want));
    if off_plan {
        return Some(Action::Clear);
    }
    if me.discard.is_none() {
        return Some(Action::Discard { card: discard });
    }
    for (i, (&now, &want)) in me.placed.iter().zip(&placed).enumerate() {
        if now.is_none() {
            return Some(Action::Place {
                card: want,
                position: i as u8 + 1,
            });
        }
    }
    Some(Action::Lock)
}
