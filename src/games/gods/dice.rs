//! The die (R-TABLE-2): drawn only for duels and Hela, always from the state's generator.

use rand::Rng;
use rand_chacha::ChaCha8Rng;

/// One roll of the die, 1–6. Tests find seeds whose next rolls they need with this.
pub fn roll(rng: &mut ChaCha8Rng) -> u8 {
    rng.random_range(1..=6)
}
