//! The small changes every rule makes: drawing (R-SETUP-7's reshuffles), rows refilled, HP
//! lost (and death, R-DEATH), healing, venom, tokens.

use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;

use super::data::JomsData;
use super::effect::{Effect, Gain};
use super::event::{top_first, DeckCards, Event, Hurt};
use super::query;
use super::setup::ROW;
use super::state::{Card, Deck, Player, State};
use crate::games::Seat;

/// The top card of a board deck, shuffling its discard in first when it is empty; `name`
/// names the deck's cards for the record of the shuffle.
pub fn deck_draw<T: Copy>(
    deck: &mut Deck<T>,
    rng: &mut ChaCha8Rng,
    name: &impl Fn(Vec<T>) -> DeckCards,
    ev: &mut Vec<Event>,
) -> Option<T> {
    if deck.draw.is_empty() {
        deck.draw.append(&mut deck.discard);
        deck.draw.shuffle(rng);
        if !deck.draw.is_empty() {
            ev.push(Event::Shuffled {
                deck: name(top_first(&deck.draw)),
            });
        }
    }
    deck.draw.pop()
}

/// Empty row spaces refill at once (R-SETUP-7).
pub fn refill<T: Copy>(
    deck: &mut Deck<T>,
    rng: &mut ChaCha8Rng,
    name: &impl Fn(Vec<T>) -> DeckCards,
    ev: &mut Vec<Event>,
) {
    let mut dealt = Vec::new();
    while deck.row.len() < ROW {
        match deck_draw(deck, rng, name, ev) {
            Some(card) => {
                deck.row.push(card);
                dealt.push(card);
            }
            None => break,
        }
    }
    if !dealt.is_empty() {
        ev.push(Event::Refilled { deck: name(dealt) });
    }
}

/// R-PREP-3 / R-END-2: the row discarded and dealt anew.
pub fn redeal<T: Copy>(
    deck: &mut Deck<T>,
    rng: &mut ChaCha8Rng,
    name: &impl Fn(Vec<T>) -> DeckCards,
    ev: &mut Vec<Event>,
) {
    let mut row = std::mem::take(&mut deck.row);
    deck.discard.append(&mut row);
    refill(deck, rng, name, ev);
}

/// `seat`'s top pile card, shuffling the discard in first when the pile is empty.
pub fn pile_top(
    p: &mut Player,
    seat: Seat,
    rng: &mut ChaCha8Rng,
    ev: &mut Vec<Event>,
) -> Option<Card> {
    if p.pile.is_empty() {
        p.pile.append(&mut p.discard);
        p.pile.shuffle(rng);
        if !p.pile.is_empty() {
            ev.push(pile_order(seat, &p.pile));
        }
    }
    p.pile.pop()
}

/// The record of `seat`'s pile as it now lies.
fn pile_order(seat: Seat, pile: &[Card]) -> Event {
    Event::Shuffled {
        deck: DeckCards::Pile {
            seat,
            cards: top_first(pile),
        },
    }
}

/// Draw n: the top n of the pile to the hand.
pub fn draw(s: &mut State, seat: Seat, n: u8, ev: &mut Vec<Event>) {
    let p = &mut s.players[usize::from(seat)];
    let mut cards = Vec::new();
    for _ in 0..n {
        match pile_top(p, seat, &mut s.rng, ev) {
            Some(c) => cards.push(c),
            None => break,
        }
    }
    p.hand.extend(cards.iter().copied());
    if !cards.is_empty() {
        ev.push(Event::Drew {
            seat,
            n: cards.len() as u8,
        });
        ev.push(Event::DrewCards { seat, cards });
    }
}

pub fn shuffle_pile(s: &mut State, seat: Seat, ev: &mut Vec<Event>) {
    let pile = &mut s.players[usize::from(seat)].pile;
    pile.shuffle(&mut s.rng);
    if !pile.is_empty() {
        ev.push(pile_order(seat, pile));
    }
}

/// A used card leaves its slot: a one-use card is set aside, the rest go to the discard.
pub fn to_discard(d: &JomsData, p: &mut Player, card: Card) {
    if query::one_use(d, card) {
        p.aside.push(card);
    } else {
        p.discard.push(card);
    }
}

/// Lose n HP from any source; at 0 the character dies (R-DEATH).
pub fn lose_hp(s: &mut State, d: &JomsData, seat: Seat, n: u8, why: Hurt, ev: &mut Vec<Event>) {
    let p = &mut s.players[usize::from(seat)];
    if n == 0 || p.died || p.hp == 0 {
        return;
    }
    let lost = n.min(p.hp);
    p.hp -= lost;
    ev.push(Event::LostHp { seat, n: lost, why });
    if p.hp == 0 {
        die(s, d, seat, ev);
    }
}

/// R-DEATH: no longer active, 1 Gullveig and 1 Thor (not under p.helheim).
fn die(s: &mut State, d: &JomsData, seat: Seat, ev: &mut Vec<Event>) {
    let no_pay = query::planet_has(d, s, &Effect::NoDeathCompensation);
    let p = &mut s.players[usize::from(seat)];
    p.died = true;
    ev.push(Event::Died { seat });
    if !no_pay {
        gain(s, seat, Gain::Gullveig, 1, ev);
        gain(s, seat, Gain::Thor, 1, ev);
    }
}

/// Heal n, not above max; nothing under nh.
pub fn heal(s: &mut State, d: &JomsData, seat: Seat, n: u8, ev: &mut Vec<Event>) {
    let p = &mut s.players[usize::from(seat)];
    let max = query::max_hp(d, p);
    if p.no_heal || p.died || p.hp >= max {
        return;
    }
    let healed = n.min(max - p.hp);
    if healed > 0 {
        p.hp += healed;
        ev.push(Event::Healed { seat, n: healed });
    }
}

/// +n venom, unless the character never gains venom (e.filtr_jadu).
pub fn venom(s: &mut State, d: &JomsData, seat: Seat, n: u8, ev: &mut Vec<Event>) {
    let p = &mut s.players[usize::from(seat)];
    if n == 0 || query::has_passive(d, p, &Effect::NeverVenom) {
        return;
    }
    p.venom += n;
    ev.push(Event::Venom { seat, n });
}

pub fn fate(s: &mut State, seat: Seat, on: bool, ev: &mut Vec<Event>) {
    let p = &mut s.players[usize::from(seat)];
    if p.fate != on {
        p.fate = on;
        ev.push(Event::Fate { seat, on });
    }
}

pub fn gain(s: &mut State, seat: Seat, token: Gain, n: u8, ev: &mut Vec<Event>) {
    if n == 0 {
        return;
    }
    let p = &mut s.players[usize::from(seat)];
    match token {
        Gain::Gullveig => p.gullveig += n,
        Gain::Thor => p.thor += n,
        Gain::Glory => p.glory += u16::from(n),
    }
    ev.push(Event::Gained { seat, token, n });
}

/// Glory lost, never below 0.
pub fn lose_glory(s: &mut State, seat: Seat, n: u8, ev: &mut Vec<Event>) {
    let p = &mut s.players[usize::from(seat)];
    let lost = u16::from(n).min(p.glory);
    if lost > 0 {
        p.glory -= lost;
        ev.push(Event::LostToken {
            seat,
            token: Gain::Glory,
            n: lost as u8,
        });
    }
}

/// Hand cards to the discard, announced.
pub fn discard_from_hand(s: &mut State, seat: Seat, cards: &[Card], ev: &mut Vec<Event>) {
    let p = &mut s.players[usize::from(seat)];
    let mut gone = Vec::new();
    for &c in cards {
        if let Some(i) = p.hand.iter().position(|&h| h == c) {
            p.hand.remove(i);
            p.discard.push(c);
            gone.push(c);
        }
    }
    if !gone.is_empty() {
        ev.push(Event::Discarded { seat, cards: gone });
    }
}
