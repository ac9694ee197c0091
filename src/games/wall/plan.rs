//! The heuristic bot's orders: candidate orders weighed by playing the turn out against
//! sampled guesses of what the others hold (their hands and placements are secret, so each
//! sample deals them afresh from the seeded generator), every later choice by the rules'
//! defaults. The inputs are only what the seat knows, so the plan stays the same while its
//! orders are built card by card.

use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::cards::{Fort, Warrior, DECK};
use super::decide::{apply, default_action, pending};
use super::event::Event;
use super::orders::complete;
use super::round::{run, Stage};
use super::scoring::score;
use super::state::{warrior, Card, Orders, Phase, State, POSITIONS};
use crate::games::Seat;

/// Samples of the others' orders each candidate is played against.
const SAMPLES: usize = 12;
/// Random arrangements tried per discard, besides the reasoned ones.
const SHUFFLES: usize = 2;

/// The orders to give: the discard and the card for each position.
pub fn plan(state: &State, seat: Seat) -> Option<Orders> {
    let mut rng = ChaCha8Rng::seed_from_u64(
        state.seed ^ (u64::from(seat) << 40) ^ (u64::from(state.turn) << 48) ^ 0x5eed,
    );
    plan_with(state, seat, &mut rng)
}

/// [`plan`] drawing its samples from `rng`: what the search bot expects a rival to order.
pub fn plan_with(state: &State, seat: Seat, rng: &mut ChaCha8Rng) -> Option<Orders> {
    let me = state.clan(seat)?;
    let hand: Vec<Card> = (0..DECK.len() as Card)
        .filter(|c| !me.orders.aside.contains(c))
        .collect();
    let candidates = candidates(state, &me.orders.aside, &hand, rng);
    let worlds: Vec<State> = (0..SAMPLES)
        .map(|i| sample(state, seat, i % 2 == 0, rng))
        .collect();
    let mut best: Option<(i32, Orders)> = None;
    for orders in candidates {
        let worth: i32 = worlds.iter().map(|w| play_turn(w, seat, &orders)).sum();
        if best.as_ref().is_none_or(|(b, _)| worth > *b) {
            best = Some((worth, orders));
        }
    }
    best.map(|(_, o)| o)
}

/// For each possible discard: the rules' default arrangement, the Qween on the best fort,
/// and a few random ones.
fn candidates(state: &State, aside: &[Card], hand: &[Card], rng: &mut ChaCha8Rng) -> Vec<Orders> {
    let blank = Orders {
        aside: aside.to_vec(),
        ..Orders::default()
    };
    let mut out = Vec::new();
    for &discard in hand {
        let mut default = blank.clone();
        default.discard = Some(discard);
        complete(&mut default, &state.wall);
        out.push(default.clone());
        if let Some(qween_high) = qween_on_best(&default, &state.wall) {
            out.push(qween_high);
        }
        for _ in 0..SHUFFLES {
            let mut cards: Vec<Card> = hand.iter().copied().filter(|&c| c != discard).collect();
            cards.shuffle(rng);
            let mut o = default.clone();
            for (slot, c) in o.placed.iter_mut().zip(cards) {
                *slot = Some(c);
            }
            out.push(o);
        }
    }
    out
}

/// `orders` with the Qween swapped onto the most valuable fort.
fn qween_on_best(orders: &Orders, wall: &[Option<Fort>; POSITIONS]) -> Option<Orders> {
    let q = orders
        .placed
        .iter()
        .position(|c| c.is_some_and(|c| warrior(c) == Warrior::Qween))?;
    let best = (0..POSITIONS).max_by_key(|&p| (wall[p].map_or(i8::MIN, Fort::value), p))?;
    let mut o = orders.clone();
    o.placed.swap(q, best);
    Some(o)
}

/// The game with every secret of the others dealt afresh: their hands, set-asides and
/// placements (played as the defaults would, or at random), and the generator.
fn sample(state: &State, seat: Seat, sensible: bool, rng: &mut ChaCha8Rng) -> State {
    let mut world = state.clone();
    world.rng = ChaCha8Rng::seed_from_u64(rng.random());
    let wall = world.wall;
    for (i, clan) in world.clans.iter_mut().enumerate() {
        if i == usize::from(seat) {
            continue;
        }
        let mut cards: Vec<Card> = (0..DECK.len() as Card).collect();
        cards.shuffle(rng);
        let mut orders = Orders::default();
        if clan.neutral {
            for (slot, &c) in orders.placed.iter_mut().zip(&cards) {
                *slot = Some(c);
            }
            orders.aside = cards[POSITIONS..].to_vec();
        } else {
            orders.aside = cards[..2].to_vec();
            if sensible {
                complete(&mut orders, &wall);
            } else {
                orders.discard = Some(cards[2]);
                for (slot, &c) in orders.placed.iter_mut().zip(&cards[3..]) {
                    *slot = Some(c);
                }
            }
        }
        orders.locked = true;
        clan.orders = orders;
    }
    world
}

/// What `orders` earn `seat` this turn in `world`: its points gained less the others'
/// average, and a FortHeca win or loss outweighing all.
fn play_turn(world: &State, seat: Seat, orders: &Orders) -> i32 {
    let before: Vec<i32> = (0..world.clans.len() as u8)
        .map(|c| points(world, c))
        .collect();
    let w = turn_with(world, seat, orders);
    if let Some(winner) = w.fortheca_win {
        return if winner == seat { 1000 } else { -1000 };
    }
    let gains: Vec<i32> = (0..w.clans.len() as u8)
        .zip(&before)
        .map(|(c, b)| points(&w, c) - b)
        .collect();
    let others: Vec<i32> = (0..gains.len())
        .filter(|&c| c != usize::from(seat))
        .map(|c| gains[c])
        .collect();
    let rivals = others.len().max(1) as i32;
    gains[usize::from(seat)] * rivals - others.iter().sum::<i32>()
}

/// `world` once its turn is fought with `seat` giving `orders` (the others' orders already
/// locked in it), every choice made by the rules' defaults.
pub fn turn_with(world: &State, seat: Seat, orders: &Orders) -> State {
    let mut w = world.clone();
    let mut mine = orders.clone();
    mine.locked = true;
    w.clans[usize::from(seat)].orders = mine;
    let mut ev: Vec<Event> = Vec::new();
    run(&mut w, Stage::Reveal, &mut ev);
    finish_turn(&mut w, world.turn);
    w
}

/// Plays the rules' defaults for everyone until turn `turn` is over (or the game).
pub fn finish_turn(w: &mut State, turn: u8) {
    while w.turn == turn && w.phase != Phase::Over && w.phase != Phase::Orders {
        let Some(&(s, _)) = pending(w).first() else {
            break;
        };
        let Some(a) = default_action(w, s) else {
            break;
        };
        if apply(w, s, &a).is_err() {
            break;
        }
    }
}

fn points(state: &State, clan: u8) -> i32 {
    i32::from(score(state, clan).points)
}
