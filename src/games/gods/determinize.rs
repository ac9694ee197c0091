//! Worlds a seat cannot tell apart (R-INFO-1): nothing is hidden but the future dice, so only
//! the generator is reseeded.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::state::State;
use crate::games::Seat;

/// `state` with a generator drawn from `rng`; its view is unchanged.
pub fn determinize<R: Rng>(state: &State, _seat: Option<Seat>, rng: &mut R) -> State {
    let mut s = state.clone();
    s.rng = ChaCha8Rng::from_rng(rng);
    s
}
