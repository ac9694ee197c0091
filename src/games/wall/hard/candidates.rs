//! The orders the search weighs: each a complete set of orders that keeps whatever the seat
//! has already discarded or placed. Once the discard is chosen every arrangement of the rest
//! is a candidate (at most 6! = 720); before, each discard brings the rules' default
//! arrangement and every arrangement one swap away from it.

use std::collections::HashSet;

use super::super::orders::complete;
use super::super::state::{warrior, Card, Orders, State, POSITIONS};
use crate::games::Seat;

/// The candidates for `seat`, `first` leading when it keeps what is already given; no two
/// place the same warriors alike (the two Filchy are one to the fight).
pub fn candidates(state: &State, seat: Seat, first: Option<Orders>) -> Vec<Orders> {
    let Some(clan) = state.clan(seat) else {
        return Vec::new();
    };
    let now = &clan.orders;
    let mut pool = Pool::default();
    if let Some(first) = first.filter(|o| keeps(o, now)) {
        pool.push(first);
    }
    let discards: Vec<Card> = match now.discard {
        Some(card) => vec![card],
        None => now.unplaced().collect(),
    };
    let every = discards.len() == 1;
    for card in discards {
        let mut base = now.clone();
        base.discard = Some(card);
        if every {
            arrangements(&mut base, &mut pool);
        } else {
            complete(&mut base, &state.wall);
            neighbours(&base, now, &mut pool);
        }
    }
    pool.orders
}

/// Whether `orders` is complete and keeps everything `now` has set.
fn keeps(orders: &Orders, now: &Orders) -> bool {
    orders.is_complete()
        && orders.aside == now.aside
        && now.discard.is_none_or(|d| orders.discard == Some(d))
        && now
            .placed
            .iter()
            .zip(&orders.placed)
            .all(|(n, o)| n.is_none() || n == o)
}

#[derive(Default)]
struct Pool {
    orders: Vec<Orders>,
    seen: HashSet<[u8; POSITIONS + 1]>,
}

impl Pool {
    fn push(&mut self, mut orders: Orders) {
        let strength = |c: Option<Card>| c.map_or(0, |c| warrior(c).strength());
        let mut key = [strength(orders.discard); POSITIONS + 1];
        for (k, &c) in key[1..].iter_mut().zip(&orders.placed) {
            *k = strength(c);
        }
        if self.seen.insert(key) {
            orders.locked = false;
            self.orders.push(orders);
        }
    }
}

/// Every way to place `base`'s open cards on its empty positions.
fn arrangements(base: &mut Orders, pool: &mut Pool) {
    let Some(p) = base.placed.iter().position(Option::is_none) else {
        pool.push(base.clone());
        return;
    };
    for card in base.unplaced().collect::<Vec<_>>() {
        base.placed[p] = Some(card);
        arrangements(base, pool);
    }
    base.placed[p] = None;
}

/// `base` and each arrangement one swap of two positions `now` leaves empty away from it.
fn neighbours(base: &Orders, now: &Orders, pool: &mut Pool) {
    pool.push(base.clone());
    let free: Vec<usize> = (0..POSITIONS)
        .filter(|&p| now.placed[p].is_none())
        .collect();
    for (i, &a) in free.iter().enumerate() {
        for &b in &free[i + 1..] {
            let mut o = base.clone();
            o.placed.swap(a, b);
            pool.push(o);
        }
    }
}
