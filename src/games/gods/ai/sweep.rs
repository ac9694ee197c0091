//! Hela's sweep (R-TABLE-4): for each hex, the chance that a token standing there is next
//! to Hela after one of her three steps this round, with every die equally likely (R-HELA-2,
//! R-HELA-5: off the board or onto a void she starts again on Hel's Field).

use crate::games::gods::hela::step_to;
use crate::games::gods::hexset::around;
use crate::games::gods::map::HEXES;
use crate::games::gods::{Direction, Hex, State, HEL_FIELD};

/// Three steps of six directions each.
const PATHS: usize = 216;

/// The chance, by [`Hex::index`], that Hela sweeps a hex this round.
pub struct Sweep([f32; HEXES]);

impl Sweep {
    pub fn of(state: &State) -> Sweep {
        let mut counts = [0u16; HEXES];
        if let Some(start) = state.hela_hex() {
            for path in 0..PATHS {
                let mut swept = walk(state, start, path);
                while swept != 0 {
                    counts[swept.trailing_zeros() as usize] += 1;
                    swept &= swept - 1;
                }
            }
        }
        Sweep(counts.map(|c| f32::from(c) / PATHS as f32))
    }

    /// The chance that a token on `hex` is swept.
    pub fn chance(&self, hex: Hex) -> f32 {
        self.0[hex.index()]
    }
}

/// The hexes (bit [`Hex::index`]) next to Hela after any step of the walk numbered `path`.
fn walk(state: &State, start: Hex, mut path: usize) -> u128 {
    let mut at = start;
    let mut swept = 1u128 << HEL_FIELD.index();
    for _ in 0..3 {
        let direction = Direction::ALL[path % 6];
        path /= 6;
        at = step_to(state, at, direction).unwrap_or(HEL_FIELD);
        swept |= around(at);
    }
    swept
}
