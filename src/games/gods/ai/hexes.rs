//! Sets of hexes as bits of [`Hex::index`], for questions asked thousands of times a move.

use std::sync::OnceLock;

use crate::games::gods::map::HEXES;
use crate::games::gods::Hex;

pub fn bit(hex: Hex) -> u128 {
    1u128 << hex.index()
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
