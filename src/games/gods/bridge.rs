//! The Rainbow Bridge collapses (R-BRIDGE-1): in phase 6 Chaos covers 2 bridge hexes; whoever
//! stands there is removed, Hela goes home.

use super::end::{check, remove_all};
use super::event::{Event, Removal};
use super::hela::send_home;
use super::map::Hex;
use super::state::{State, VOIDS_PER_ROUND};
use super::terrain::bridge_hexes;
use super::token::{Side, Token};

/// The bridge hexes not yet covered, in board order.
pub fn uncovered(state: &State) -> Vec<Hex> {
    bridge_hexes()
        .into_iter()
        .filter(|h| !state.is_void(*h))
        .collect()
}

/// How many hexes Chaos covers now: 2, or what is left.
pub fn void_count(state: &State) -> usize {
    uncovered(state).len().min(VOIDS_PER_ROUND)
}

/// Every choice Chaos has, each in board order.
pub fn choices(state: &State) -> Vec<Vec<Hex>> {
    let open = uncovered(state);
    match void_count(state) {
        0 => Vec::new(),
        1 => open.iter().map(|&h| vec![h]).collect(),
        _ => (0..open.len())
            .flat_map(|i| (i + 1..open.len()).map(move |j| (i, j)))
            .map(|(i, j)| vec![open[i], open[j]])
            .collect(),
    }
}

/// Whether `hexes` is one of [`choices`].
pub fn is_choice(state: &State, hexes: &[Hex]) -> bool {
    let open = uncovered(state);
    hexes.len() == void_count(state)
        && hexes.windows(2).all(|w| w[0] < w[1])
        && hexes.iter().all(|h| open.contains(h))
}

/// R-DECIDE 6: Asgard-held hexes first, then empty ones (Hela's counts), then Chaos's own
/// with Loki's last; ties in board order. The answer is in board order.
pub fn default_choice(state: &State) -> Vec<Hex> {
    let rank = |h: Hex| match state.token_at(h) {
        Some(t) if t.is_side(Side::Asgard) => 0,
        None | Some(Token::Hela) => 1,
        Some(Token::Loki) => 3,
        Some(_) => 2,
    };
    let mut open = uncovered(state);
    open.sort_by_key(|&h| (rank(h), h));
    open.truncate(void_count(state));
    open.sort_unstable();
    open
}

/// Covers `hexes`, already checked: the tokens there are removed together, then the game may
/// end; else Hela, if she stood there, goes home (R-HELA-5/6).
pub fn cover(state: &mut State, hexes: &[Hex], ev: &mut Vec<Event>) {
    let mut doomed = Vec::new();
    let mut hela_fell = false;
    for &hex in hexes {
        state.voids.push(hex);
        ev.push(Event::Voided { hex });
        match state.token_at(hex) {
            Some(Token::Hela) => hela_fell = true,
            Some(t) => doomed.push(t),
            None => {}
        }
    }
    remove_all(state, &doomed, Removal::Void, ev);
    if !check(state, ev) && hela_fell {
        send_home(state, ev);
    }
}
