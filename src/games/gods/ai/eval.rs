//! How good a position is for a side (R-TABLE-4): what its tokens are worth where they
//! stand — Hela's sweep, the crumbling bridge, the way to the enemy's target, the tree's
//! guard, Loki's cover — and the duels each side could fight next, at their exact odds.

use super::sweep::Sweep;
use crate::games::gods::ability::{can_attack, ignores_river, range, spared_by_hela};
use crate::games::gods::bridge::{uncovered, void_count};
use crate::games::gods::hexset::{around, bit};
use crate::games::gods::odds::{duel, DuelResult};
use crate::games::gods::{terrain, Hex, Side, State, Terrain, Token};

/// Loki and Yggdrasill: losing one loses the game.
pub const TARGET: f32 = 40.0;
/// A fugitive's or a pushed-back attacker's loss, as a share of its worth.
const FLEE: f32 = 0.25;
/// Per hex nearer the tree, for each Chaos token but Loki.
const CHAOS_ADVANCE: f32 = 0.3;
/// Per hex nearer Loki, for each Asgard token.
const ASGARD_ADVANCE: f32 = 0.15;
/// The pull towards the enemy's target grows by itself every this many rounds.
const URGENCY: f32 = 4.0;
/// Per neighbour of the tree an Asgard token holds.
const GUARD: f32 = 1.5;
/// Modi next to the tree (his aura adds to its defence).
const MODI_GUARD: f32 = 1.0;
/// Per hex between Loki and the nearest Asgard token, up to [`FAR`].
const LOKI_COVER: f32 = 0.6;
const FAR: u8 = 6;
/// Loki next to Hela: nobody may step beside him there.
const LOKI_HIDE: f32 = 2.0;
/// The duels the side that does not strike next could fight after it, by this much.
const REPLY: f32 = 0.6;
/// A duel the striker could set up by moving in, as a share of one it could fight now.
const POTENTIAL: f32 = 0.6;
/// At most this many tokens gang up on one.
const GANG: usize = 3;
/// Duels farther than this from a moved token's hexes do not change with it.
const NEAR: u8 = 5;

/// What `token` is worth to its side.
pub fn worth(state: &State, token: Token) -> f32 {
    match token {
        Token::Loki | Token::Yggdrasill => TARGET,
        _ => f32::from(state.strength(token).max(0) as u8),
    }
}

/// What the attacking side expects from `attackers` attacking `defender` now: the
/// defender's worth when it falls, a share when it flees, the attackers' likewise.
pub fn duel_value(state: &State, attackers: &[Token], defender: Token) -> f32 {
    let odds = duel(state, attackers, defender);
    let n = |r: DuelResult| f32::from(odds.chances(r));
    let lost: f32 = attackers.iter().map(|&a| worth(state, a)).sum();
    let won = worth(state, defender);
    (n(DuelResult::DefenderBeaten) * won + n(DuelResult::DefenderFlees) * FLEE * won
        - n(DuelResult::AttackerBeaten) * lost
        - n(DuelResult::AttackerFlees) * FLEE * lost)
        / 6.0
}

/// The board as the evaluation reads it, gathered once per position.
struct Snap<'a> {
    state: &'a State,
    /// The fighting tokens on the board, in roster order.
    pieces: Vec<(Token, Hex, Side)>,
    /// The hexes each side holds, Asgard's first.
    held: [u128; 2],
    /// Tokens next to an enemy, as bits of [`Token::index`].
    pinned: u32,
    tree: Option<Hex>,
    loki: Option<Hex>,
    /// The chance that a Chaos token on an open bridge hex falls with it this round.
    chaos_bridge: f32,
}

impl<'a> Snap<'a> {
    fn of(state: &'a State) -> Snap<'a> {
        let pieces: Vec<(Token, Hex, Side)> = state
            .board
            .iter()
            .filter_map(|(&t, &h)| t.side().map(|s| (t, h, s)))
            .collect();
        let mut held = [0u128; 2];
        for &(_, h, s) in &pieces {
            held[s as usize] |= bit(h);
        }
        let pinned = pieces
            .iter()
            .filter(|&&(_, h, s)| around(h) & held[s.other() as usize] != 0)
            .fold(0, |set, &(t, _, _)| set | 1 << t.index());
        Snap {
            state,
            held,
            pinned,
            tree: state.hex_of(Token::Yggdrasill),
            loki: state.hex_of(Token::Loki),
            chaos_bridge: chaos_bridge(state, held[Side::Chaos as usize]),
            pieces,
        }
    }
}

/// The chance that the bridge falls under a Chaos token this round (R-BRIDGE-1): Chaos
/// covers Asgard's tokens and empty hexes first, its own only when nothing else is left.
fn chaos_bridge(state: &State, chaos: u128) -> f32 {
    let open = uncovered(state);
    let held = open.iter().filter(|&&h| chaos & bit(h) != 0).count() as f32;
    let spare = open.len() as f32 - held;
    ((void_count(state) as f32 - spare).max(0.0) / held.max(1.0)).min(1.0)
}

/// The position for `me`, `striker` attacking next. With `near`, only duels within reach
/// of those hexes count: enough to compare two positions that differ there only.
pub fn score(state: &State, me: Side, striker: Side, sweep: &Sweep, near: Option<&[Hex]>) -> f32 {
    let snap = Snap::of(state);
    let mut total = 0.0;
    for &(t, h, side) in &snap.pieces {
        let v = place(&snap, t, h, side, sweep);
        total += if side == me { v } else { -v };
    }
    let formation = tree_guard(&snap) - loki_cover(&snap);
    total += if me == Side::Asgard {
        formation
    } else {
        -formation
    };
    let fights = contact(&snap, striker, near);
    total + if striker == me { fights } else { -fights }
}

/// One token's worth on `hex` to its side.
fn place(snap: &Snap, t: Token, hex: Hex, side: Side, sweep: &Sweep) -> f32 {
    let w = worth(snap.state, t);
    let mut v = w * (1.0 - bridge_risk(snap, hex, side));
    if !spared_by_hela(t) {
        v -= w * sweep.chance(hex);
    }
    let urgency = 1.0 + f32::from(snap.state.round) / URGENCY;
    let distance = |to: Option<Hex>| urgency * to.map_or(0.0, |h| f32::from(hex.distance(h)));
    match (side, t) {
        (_, Token::Loki | Token::Yggdrasill) => v,
        (Side::Chaos, _) => v - CHAOS_ADVANCE * distance(snap.tree),
        (Side::Asgard, _) => v - ASGARD_ADVANCE * distance(snap.loki),
    }
}

/// The chance that the bridge falls under a token of `side` on `hex` this round: Chaos
/// covers Asgard's first.
fn bridge_risk(snap: &Snap, hex: Hex, side: Side) -> f32 {
    if terrain(hex) != Terrain::Bridge || snap.state.is_void(hex) {
        return 0.0;
    }
    match side {
        Side::Asgard => 0.9,
        Side::Chaos => snap.chaos_bridge,
    }
}

/// The chance that the bridge falls this round under a token of `side` on `hex`.
pub fn bridge_chance(state: &State, hex: Hex, side: Side) -> f32 {
    bridge_risk(&Snap::of(state), hex, side)
}

/// Asgard's guard of the tree: its neighbours held, Modi beside it.
fn tree_guard(snap: &Snap) -> f32 {
    let Some(tree) = snap.tree else {
        return 0.0;
    };
    let held = (around(tree) & snap.held[Side::Asgard as usize]).count_ones() as f32;
    let modi = snap
        .state
        .hex_of(Token::Modi)
        .is_some_and(|m| m.is_adjacent(tree));
    GUARD * held + if modi { MODI_GUARD } else { 0.0 }
}

/// Chaos's cover of Loki: the nearest Asgard token far, Hela beside him.
fn loki_cover(snap: &Snap) -> f32 {
    let Some(loki) = snap.loki else {
        return 0.0;
    };
    let nearest = snap
        .pieces
        .iter()
        .filter(|&&(t, _, s)| s == Side::Asgard && t != Token::Yggdrasill)
        .map(|&(_, h, _)| h.distance(loki))
        .min()
        .unwrap_or(FAR);
    let hidden = snap.state.is_next_to_hela(loki);
    LOKI_COVER * f32::from(nearest.min(FAR)) + if hidden { LOKI_HIDE } else { 0.0 }
}

/// The duels `striker` could fight now (each enemy in reach attacked by all that reach
/// it), less what the other side could fight back after moving in, for `striker`.
fn contact(snap: &Snap, striker: Side, near: Option<&[Hex]>) -> f32 {
    let close = |h: Hex| near.is_none_or(|hs| hs.iter().any(|n| n.distance(h) <= NEAR));
    let mut total = 0.0;
    for &(d, at, side) in snap.pieces.iter().filter(|p| close(p.1)) {
        total += if side == striker {
            -REPLY * best_duel(snap, d, at, side, Reach::Moving)
        } else {
            let now = best_duel(snap, d, at, side, Reach::Now);
            now.max(POTENTIAL * best_duel(snap, d, at, side, Reach::StillToMove))
        };
    }
    total
}

/// Which enemies count as able to attack a token.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Reach {
    /// In range now.
    Now,
    /// In range after a move of their own: the side that moves next.
    Moving,
    /// In range now, or after a move for those that have not acted this phase.
    StillToMove,
}

/// What the enemies of `d` that `reach` it expect from attacking it, if anything.
fn best_duel(snap: &Snap, d: Token, at: Hex, side: Side, reach: Reach) -> f32 {
    let pool = attackers(snap, at, side, reach);
    if pool.is_empty() {
        return 0.0;
    }
    duel_value(snap.state, &pool, d).max(0.0)
}

/// The enemies of `side`'s token on `at` that could attack it: those in range now, or when they
/// move first, also those that could step into range (two steps, one across the river
/// unless they ford it, none when pinned or frozen); at most [`GANG`], strongest first.
fn attackers(snap: &Snap, at: Hex, side: Side, reach: Reach) -> Vec<Token> {
    let mut pool: Vec<Token> = snap
        .pieces
        .iter()
        .filter(|&&(a, h, s)| {
            s != side && can_attack(a) && at.distance(h) <= range(a) + steps(snap, a, h, at, reach)
        })
        .map(|&(a, _, _)| a)
        .collect();
    if pool.len() > GANG {
        pool.sort_by_key(|&a| std::cmp::Reverse(snap.state.strength(a)));
        pool.truncate(GANG);
        pool.sort_unstable();
    }
    pool
}

/// How far `a` on `from` could come towards `to` before attacking.
fn steps(snap: &Snap, a: Token, from: Hex, to: Hex, reach: Reach) -> u8 {
    let still = match reach {
        Reach::Now => false,
        Reach::Moving => snap.state.frozen != Some(a),
        Reach::StillToMove => !snap.state.acted.contains(&a),
    };
    if !still || snap.pinned >> a.index() & 1 == 1 {
        0
    } else if from.bank() != to.bank() && !ignores_river(a) {
        1
    } else {
        2
    }
}
