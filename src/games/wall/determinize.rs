//! Worlds a seat cannot tell apart (R-INFO): whatever it cannot see, dealt anew. The search
//! bot samples its worlds here; the conformance kit checks that nothing told to a seat
//! depends on what this changes.

use rand::seq::{IndexedRandom, SliceRandom};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::cards::DECK;
use super::picks::horsie_choices;
use super::state::{Card, Clan, Phase, State, Step, POSITIONS};
use crate::games::Seat;

/// A state `seat` (`None`: the channel) cannot tell from `state`: every other clan's cards
/// not yet turned over — set aside, discarded, placed face down, or still in the hand of a
/// player giving orders — are dealt anew among the same places; the others' secret answers
/// to a step taken at the same time are picked anew; the fort deck is shuffled and the
/// generator reseeded. What is committed stays committed: a locked clan stays locked with
/// complete orders, an unlocked one keeps as many placements as it made. What is dealt
/// depends on what `seat` can see and on `rng` only.
pub fn determinize<R: Rng>(state: &State, seat: Option<Seat>, rng: &mut R) -> State {
    let mut s = state.clone();
    let turned = turned_over(&s);
    for (i, clan) in s.clans.iter_mut().enumerate() {
        if seat != Some(i as Seat) {
            redeal(clan, turned, rng);
        }
    }
    repick(&mut s, seat, rng);
    // From its sorted order: the order it had is not read.
    s.deck.sort_unstable();
    s.deck.shuffle(rng);
    s.rng = ChaCha8Rng::from_rng(rng);
    s
}

/// How many positions, from the first, have their warriors face up.
fn turned_over(state: &State) -> usize {
    match state.phase {
        Phase::Orders => 0,
        _ => usize::from(state.round).min(POSITIONS),
    }
}

/// Deals `clan`'s cards not yet turned over anew among the places they hold: its set-aside
/// cards, its discard and its face-down positions (a player's hand takes what is left).
fn redeal<R: Rng>(clan: &mut Clan, turned: usize, rng: &mut R) {
    let orders = &mut clan.orders;
    let shown: Vec<Card> = orders.placed[..turned].iter().flatten().copied().collect();
    let mut pool: Vec<Card> = (0..DECK.len() as Card)
        .filter(|c| !shown.contains(c))
        .collect();
    pool.shuffle(rng);
    let mut deal = pool.into_iter();
    for card in orders.aside.iter_mut() {
        *card = deal.next().unwrap_or(*card);
    }
    if !clan.neutral {
        orders.aside.sort_unstable();
    }
    if let Some(card) = orders.discard.as_mut() {
        *card = deal.next().unwrap_or(*card);
    }
    for card in orders.placed[turned..].iter_mut().flatten() {
        *card = deal.next().unwrap_or(*card);
    }
}

/// The others' answers to a Horsie's loss or Fort Fokus, given in secret and told only
/// together, picked anew among what each could answer.
fn repick<R: Rng>(state: &mut State, seat: Option<Seat>, rng: &mut R) {
    let Some(f) = state.fight() else { return };
    let step = f.step;
    let answered: Vec<u8> = (0..f.picks.len() as u8)
        .filter(|&c| seat != Some(c) && f.picks[usize::from(c)].is_some())
        .collect();
    for clan in answered {
        let choices = match step {
            Some(Step::Horsie) => horsie_choices(state, clan),
            Some(Step::Fokus) => state.clans[usize::from(clan)].line.clone(),
            _ => return,
        };
        let pick = choices.choose(rng).copied();
        if let (Phase::Fight(f), true) = (&mut state.phase, choices.len() > 1) {
            f.picks[usize::from(clan)] = pick;
        }
    }
}
