//! Sets of hexes as bits of [`Hex::index`] (81 fit in a `u128`), for questions the engine
//! and the bot ask thousands of times a game: where a mover may go, who stands next to whom.

use std::sync::OnceLock;

use super::map::{Hex, HEXES};

pub fn bit(hex: Hex) -> u128 {
    1u128 << hex.index()
}

pub fn has(set: u128, hex: Hex) -> bool {
    set & bit(hex) != 0
}

/// The neighbours of `hex` (not `hex` itself).
pub fn around(hex: Hex) -> u128 {
    static AROUND: OnceLock<[u128; HEXES]> = OnceLock::new();
    AROUND.get_or_init(|| {
        let mut table = [0; HEXES];
        for h in Hex::all() {
            table[h.index()] = h.neighbours().fold(0, |set, n| set | bit(n));
        }
        table
    })[hex.index()]
}

/// The hexes of `set`, in board order.
pub fn hexes_of(set: u128) -> Vec<Hex> {
    Hex::all().filter(|&h| has(set, h)).collect()
}
