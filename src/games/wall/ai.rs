//! Bots for the Wall. A bot reads its seat's view and legal actions; its randomness comes
//! from the game's seed, the seat and the move number, so its moves replay exactly.

use rand::rngs::SmallRng;
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};

use super::action::Action;
use super::decide::{decision, default_action, legal_actions, Decision};
use super::state::State;
use super::state::POSITIONS;
use super::view::view;
use crate::games::Seat;

/// Randomness derived from the game's seed, the seat and the move number only.
fn rng(state: &State, seat: Seat) -> SmallRng {
    let mix = state
        .seed
        .wrapping_mul(0x9E37_79B9_7F4A_7C15)
        .wrapping_add(u64::from(state.seq) << 8)
        .wrapping_add(u64::from(seat));
    SmallRng::seed_from_u64(mix)
}

/// The `n`th set bit of `mask`, drawn uniformly.
fn pick_bit(mask: u16, rng: &mut SmallRng) -> Option<u8> {
    let count = mask.count_ones();
    if count == 0 {
        return None;
    }
    let n = rng.random_range(0..count);
    (0..16u8).filter(|b| mask & (1 << b) != 0).nth(n as usize)
}

/// Uniform play: random orders built a card at a time, then uniform over each choice.
pub fn random(state: &State, seat: Seat) -> Option<Action> {
    let mut rng = rng(state, seat);
    match decision(state, seat)? {
        Decision::Orders => {
            let orders = &state.clan(seat)?.orders;
            let Some(card) = pick_bit(orders.open_mask(), &mut rng) else {
                return Some(Action::Lock);
            };
            if orders.discard.is_none() {
                return Some(Action::Discard { card });
            }
            let empty = (0..POSITIONS)
                .filter(|&p| orders.placed[p].is_none())
                .fold(0u16, |m, p| m | 1 << p);
            Some(match pick_bit(empty, &mut rng) {
                Some(p) => Action::Place {
                    card,
                    position: p + 1,
                },
                None => Action::Lock,
            })
        }
        Decision::Step(_) => legal_actions(state, seat).choose(&mut rng).copied(),
    }
}

/// Plays to win: orders that put strength where the forts are worth most, then the rules'
/// sensible defaults for each choice.
pub fn heuristic(state: &State, seat: Seat) -> Option<Action> {
    let seen = view(state, Some(seat));
    let me = seen.you.as_ref()?;
    if decision(state, seat)? != Decision::Orders {
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
