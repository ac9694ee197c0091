//! The orders phase (R-ORDER): a player discards one of seven and places six, a step at a
//! time, then locks; what is left open at the lock is set as R-DECIDE 2 would.

use super::cards::{Fort, Warrior};
use super::state::{warrior, Card, Orders, POSITIONS};

/// R-DECIDE 2 for whatever `orders` leaves open, given the forts at positions 1–6.
pub fn complete(orders: &mut Orders, wall: &[Option<Fort>; POSITIONS]) {
    if orders.discard.is_none() {
        let open: Vec<Card> = orders.unplaced().collect();
        let empty = orders.placed.iter().filter(|p| p.is_none()).count();
        orders.discard = if open.len() > empty {
            weakest_but_qween(&open)
        } else {
            None
        };
    }
    let mut open: Vec<Card> = orders.unplaced().collect();
    // Each Filchy onto a free FortHeca, the most negative first (ties: leftmost).
    let mut heca: Vec<usize> = (0..POSITIONS)
        .filter(|&p| orders.placed[p].is_none() && wall[p].is_some_and(Fort::is_fortheca))
        .collect();
    heca.sort_by_key(|&p| (value(wall[p]), p));
    let mut heca = heca.into_iter();
    for filchy in open.clone() {
        if warrior(filchy) != Warrior::Filchy {
            continue;
        }
        let Some(p) = heca.next() else { break };
        orders.placed[p] = Some(filchy);
        open.retain(|&c| c != filchy);
    }
    // The rest strongest first onto the most valuable forts left (ties: leftmost).
    open.sort_by_key(|&c| (std::cmp::Reverse(warrior(c).strength()), c));
    let mut free: Vec<usize> = (0..POSITIONS)
        .filter(|&p| orders.placed[p].is_none())
        .collect();
    free.sort_by_key(|&p| (std::cmp::Reverse(value(wall[p])), p));
    for (p, c) in free.into_iter().zip(open) {
        orders.placed[p] = Some(c);
    }
    if orders.discard.is_none() {
        let last = orders.unplaced().next();
        orders.discard = last;
    }
}

/// The weakest card other than Qween (R-DECIDE 2); Qween only when nothing else is left.
fn weakest_but_qween(cards: &[Card]) -> Option<Card> {
    let rank = |c: &Card| (warrior(*c) == Warrior::Qween, warrior(*c).strength(), *c);
    cards.iter().copied().min_by_key(rank)
}

fn value(fort: Option<Fort>) -> i8 {
    fort.map_or(i8::MIN, Fort::value)
}
