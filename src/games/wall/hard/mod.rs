//! The `hard` bot for the Wall: a search over the seat's orders, the game's one big secret
//! decision. It weighs candidate orders ([`candidates`]) in worlds it cannot tell from the
//! real one — the others' cards dealt anew, the rival players ordering as the heuristic
//! would with them — fights each turn out by the rules' defaults, and gives the orders that
//! did best on average, a step at a time. Its later choices in a fight are weighed the same
//! way among its legal answers; a Svord rearranges nothing (the rules' default).
//!
//! It reads the real state only through `determinize` and what the seat sees (its own orders,
//! the wall, its legal actions, its view for the seed), so it decides alike in every world
//! the seat cannot tell apart.

mod candidates;
mod race;
mod worth;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::action::Action;
use super::decide::{apply, decision, default_action, legal_actions, Decision};
use super::determinize::determinize;
use super::plan::{finish_turn, plan_with, turn_with};
use super::state::{Orders, State, Step, POSITIONS};
use super::Wall;
use crate::games::search::{view_seed, Budget};
use crate::games::Seat;

/// `seat`'s move in `state` after thinking within `budget` (one iteration: one world).
pub fn choose(state: &State, seat: Seat, budget: &mut dyn Budget) -> Option<Action> {
    match decision(state, seat)? {
        Decision::Orders => orders(state, seat, budget),
        Decision::Step(Step::Svord) => default_action(state, seat),
        Decision::Step(_) => answer(state, seat, budget),
    }
}

/// The next step towards the best orders found.
fn orders(state: &State, seat: Seat, budget: &mut dyn Budget) -> Option<Action> {
    let mut rng = ChaCha8Rng::seed_from_u64(view_seed::<Wall>(state, seat));
    let now = state.clan(seat)?.orders.clone();
    let heuristic = plan_with(&determinize(state, Some(seat), &mut rng), seat, &mut rng);
    let pool = candidates::candidates(state, seat, heuristic);
    let mut rivals = worth::Rivals::new(state, seat);
    let best = race::race(
        pool,
        budget,
        || rivals.world(state, &mut rng),
        |world, orders| worth::standing(&turn_with(world, seat, orders), seat),
    )?;
    step_towards(&now, &best)
}

/// The action that brings orders `now` one step closer to `want`, which keeps them.
fn step_towards(now: &Orders, want: &Orders) -> Option<Action> {
    if now.discard.is_none() {
        return want.discard.map(|card| Action::Discard { card });
    }
    match (0..POSITIONS).find(|&p| now.placed[p].is_none()) {
        Some(p) => want.placed[p].map(|card| Action::Place {
            card,
            position: p as u8 + 1,
        }),
        None => Some(Action::Lock),
    }
}

/// The best of `seat`'s legal answers in a fight, the rules' default first among equals.
fn answer(state: &State, seat: Seat, budget: &mut dyn Budget) -> Option<Action> {
    let mut legal = legal_actions(state, seat);
    if let Some(default) = default_action(state, seat) {
        legal.retain(|a| *a != default);
        legal.insert(0, default);
    }
    let mut rng = ChaCha8Rng::seed_from_u64(view_seed::<Wall>(state, seat));
    race::race(
        legal,
        budget,
        || determinize(state, Some(seat), &mut rng),
        |world, action| {
            let mut w = world.clone();
            if apply(&mut w, seat, action).is_err() {
                return 0.0;
            }
            finish_turn(&mut w, world.turn);
            worth::standing(&w, seat)
        },
    )
}
