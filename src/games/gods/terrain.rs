//! Terrain and the river (R-MAP-4/5), as src/games/gods/data/map.toml gives them.

use serde::{Deserialize, Serialize};

use super::data::data;
use super::map::Hex;

/// The kinds of terrain (R-MAP-4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Terrain {
    Plain,
    Forest,
    Glacier,
    Hills,
    /// The Rainbow Bridge: plain until void (R-BRIDGE-1).
    Bridge,
    /// Heimdall's start mark, plain.
    Heimdall,
    /// Hela's home, plain, deadly (R-HELA-6).
    Helfield,
}

impl Terrain {
    /// Entering ends a move (R-MOVE-4).
    pub fn stops_moves(self) -> bool {
        matches!(self, Terrain::Forest | Terrain::Glacier)
    }

    /// Attacking from it costs 1 (R-FIGHT-3).
    pub fn hampers_attacks(self) -> bool {
        matches!(self, Terrain::Forest | Terrain::Glacier | Terrain::Hills)
    }
}

/// The terrain of `hex` (plain should the data not load; `new_game` and `apply` refuse to
/// play then).
pub fn terrain(hex: Hex) -> Terrain {
    data().map_or(Terrain::Plain, |d| d.terrain(hex))
}

/// Whether a step between `a` and `b` crosses the river (R-MAP-5).
pub fn crosses_river(a: Hex, b: Hex) -> bool {
    match data() {
        Ok(d) => d.is_river(a, b),
        Err(_) => a.is_adjacent(b) && a.bank() != b.bank(),
    }
}

/// The 8 hexes of the Rainbow Bridge, in board order.
pub fn bridge_hexes() -> Vec<Hex> {
    Hex::all()
        .filter(|&h| terrain(h) == Terrain::Bridge)
        .collect()
}
