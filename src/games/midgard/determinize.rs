//! Worlds a seat cannot tell apart (R-TABLE-2): whatever it cannot see, dealt anew. The
//! search bot samples its worlds here; the conformance kit checks that nothing told to a seat
//! depends on what this changes.

use rand::seq::{IndexedRandom, SliceRandom};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::action::Action;
use super::assignment::{candidates, check, exec, targets};
use super::cards::{cards, DraugrId, MonsterId, TrollId};
use super::state::{Phase, Player, State, Sub};
use super::types::Seat;
use super::view::{assignment_visible, Viewer};

/// A state `seat` (`None`: the channel) cannot tell from `state`:
/// - the others' destiny cards not revealed by Success, and the cards drawn at the Shaman's
///   Hut by another seat still choosing, are dealt anew with the destiny deck;
/// - without Hall of Fame, the others' defeated trolls, draugr and monsters are dealt anew
///   with the three decks, kinds mixed (how many enemies each beat stays);
/// - the face-down journey cards `seat` has not looked at are dealt anew with their deck;
/// - an assignment `seat` may not see yet is made anew at random;
/// - every face-down deck is shuffled and the generator reseeded.
///
/// Once the game is over final scoring has shown every card: only decks and the generator
/// change. Discards, the board's face-up cards and the cards a seat put back under the
/// destiny deck stay where they are.
///
/// Cards are pooled in a fixed order before they are shuffled, so the result depends on
/// what `seat` can see and on `rng` only: two states it cannot tell apart give the same one.
pub fn determinize<R: Rng>(state: &State, seat: Option<Seat>, rng: &mut R) -> State {
    let mut s = state.clone();
    let others: Vec<Seat> = (0..s.seats()).filter(|&t| seat != Some(t)).collect();
    if s.phase != Phase::Finished {
        redeal_destiny(&mut s, &others, rng);
        if !s.settings.hall_of_fame {
            redeal_defeated(&mut s, &others, rng);
        }
        reassign(&mut s, seat.map_or(Viewer::Public, Viewer::Seat), rng);
    }
    redeal_journeys(&mut s, seat, rng);
    let decks = &mut s.decks;
    shuffle(&mut decks.trolls, rng);
    shuffle(&mut decks.draugr, rng);
    shuffle(&mut decks.monsters, rng);
    shuffle(&mut decks.runes, rng);
    shuffle(&mut decks.merchants, rng);
    s.rng = ChaCha8Rng::from_rng(rng);
    s
}

/// Shuffles `cards` from their sorted order: the order they had is not read.
fn shuffle<T: Ord, R: Rng>(cards: &mut [T], rng: &mut R) {
    cards.sort_unstable();
    cards.shuffle(rng);
}

/// Deals the cards in `slots` and in `deck` anew: each slot gets one, the deck the rest.
fn deal_anew<T: Copy + Ord, R: Rng>(slots: Vec<&mut T>, deck: &mut Vec<T>, rng: &mut R) {
    let mut pool: Vec<T> = slots.iter().map(|slot| **slot).collect();
    pool.append(deck);
    shuffle(&mut pool, rng);
    for slot in slots {
        if let Some(card) = pool.pop() {
            *slot = card;
        }
    }
    *deck = pool;
}

fn redeal_destiny<R: Rng>(s: &mut State, others: &[Seat], rng: &mut R) {
    let State {
        players,
        decks,
        phase,
        ..
    } = s;
    let mut slots = Vec::new();
    for (t, p) in players.iter_mut().enumerate() {
        if others.contains(&(t as Seat)) {
            let revealed = &p.revealed;
            slots.extend(p.destiny.iter_mut().filter(|c| !revealed.contains(c)));
        }
    }
    if let Phase::Placement {
        turn,
        sub: Some(Sub::KeepDestiny { drawn }),
    } = phase
    {
        if others.contains(&*turn) {
            slots.extend(drawn.iter_mut());
        }
    }
    deal_anew(slots, &mut decks.destiny, rng);
}

/// An enemy card of any kind, so that the kinds are dealt together.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Enemy {
    Troll(TrollId),
    Draugr(DraugrId),
    Monster(MonsterId),
}

impl Enemy {
    /// Onto the pile of its kind.
    fn give(
        self,
        trolls: &mut Vec<TrollId>,
        draugr: &mut Vec<DraugrId>,
        monsters: &mut Vec<MonsterId>,
    ) {
        match self {
            Enemy::Troll(c) => trolls.push(c),
            Enemy::Draugr(c) => draugr.push(c),
            Enemy::Monster(c) => monsters.push(c),
        }
    }
}

/// Without Hall of Fame the others' defeated enemies lie face down, kind and colour secret
/// (R-COMBAT-5, R-TABLE-2): each keeps as many, dealt anew from theirs and the three decks.
fn redeal_defeated<R: Rng>(s: &mut State, others: &[Seat], rng: &mut R) {
    let State { players, decks, .. } = s;
    let mut pool: Vec<Enemy> = decks.trolls.drain(..).map(Enemy::Troll).collect();
    pool.extend(decks.draugr.drain(..).map(Enemy::Draugr));
    pool.extend(decks.monsters.drain(..).map(Enemy::Monster));
    let mut theirs: Vec<(&mut Player, usize)> = Vec::new();
    for (t, p) in players.iter_mut().enumerate() {
        if others.contains(&(t as Seat)) {
            let count = p.defeated_count();
            pool.extend(p.trolls.drain(..).map(Enemy::Troll));
            pool.extend(p.draugr.drain(..).map(Enemy::Draugr));
            pool.extend(p.monsters.drain(..).map(Enemy::Monster));
            theirs.push((p, count));
        }
    }
    shuffle(&mut pool, rng);
    for (p, count) in theirs {
        for enemy in pool.split_off(pool.len().saturating_sub(count)) {
            enemy.give(&mut p.trolls, &mut p.draugr, &mut p.monsters);
        }
    }
    for enemy in pool {
        enemy.give(&mut decks.trolls, &mut decks.draugr, &mut decks.monsters);
    }
}

fn redeal_journeys<R: Rng>(s: &mut State, seat: Option<Seat>, rng: &mut R) {
    let seen = |peeked: u8| seat.is_some_and(|t| t < 8 && peeked & (1 << t) != 0);
    let slots = s
        .board
        .lands
        .iter_mut()
        .filter(|l| !seen(l.peeked))
        .filter_map(|l| l.journey.as_mut())
        .collect();
    deal_anew(slots, &mut s.decks.journeys, rng);
}

/// The assignments `viewer` may not see yet, made anew: a random number of dice and food
/// each put where the rules allow, one at a time.
fn reassign<R: Rng>(s: &mut State, viewer: Viewer, rng: &mut R) {
    let (Phase::Assignment { .. }, Ok(cards)) = (&s.phase, cards()) else {
        return;
    };
    for t in 0..s.seats() {
        if assignment_visible(s, viewer, t) || targets(s, t).next().is_none() {
            continue;
        }
        let p = &mut s.players[usize::from(t)];
        p.assigned = Default::default();
        p.ship_food = [0; 4];
        let moves = rng.random_range(0..=p.dice.total().saturating_add(p.food));
        for _ in 0..moves {
            let open: Vec<Action> = candidates(s, t)
                .into_iter()
                .filter(|a| matches!(a, Action::AssignDie { .. } | Action::LoadFood { .. }))
                .filter(|a| check(s, cards, t, a).is_ok())
                .collect();
            let Some(action) = open.choose(rng) else {
                break;
            };
            exec(s, t, action, &mut Vec::new());
        }
    }
}
