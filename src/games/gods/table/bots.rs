//! The bots at a Viking Gods table: the random bot plays any legal answer but resigning;
//! the heuristic bot is `games::gods::ai`.

use rand::seq::IndexedRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::games::gods::{ai, legal_actions, Action, State};
use crate::games::Seat;
use crate::table::model::BotLevel;

pub fn play(state: &State, seat: Seat, level: BotLevel) -> Option<Action> {
    match level {
        BotLevel::Random => random(state, seat),
        BotLevel::Heuristic | BotLevel::Hard => ai::heuristic(state, seat),
    }
}

/// A legal answer but resigning, drawn from a generator seeded by the position, so the same
/// position always gets the same answer.
fn random(state: &State, seat: Seat) -> Option<Action> {
    let legal: Vec<Action> = legal_actions(state, seat)
        .into_iter()
        .filter(|a| *a != Action::Resign)
        .collect();
    let mut rng =
        ChaCha8Rng::seed_from_u64(state.seed ^ u64::from(state.seq) << 8 ^ u64::from(seat));
    legal.choose(&mut rng).cloned()
}
