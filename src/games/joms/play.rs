//! The turn's action (R-ACT A–G) and the free Thor spends (R-FIGHT-4), applied once legal.

use super::action::{Choice, Play, Source, ThorUse};
use super::cards::Timing;
use super::data::JomsData;
use super::effect::Effect;
use super::effects;
use super::event::{Event, Slot};
use super::ops;
use super::query;
use super::state::{Card, State};
use crate::games::Seat;

/// R-ACT-1: placing the 7th card draws 1.
pub const FIELD: usize = 7;

pub fn thor(s: &mut State, seat: Seat, spend: ThorUse, ev: &mut Vec<Event>) {
    let p = &mut s.players[usize::from(seat)];
    p.thor -= 1;
    ev.push(Event::ThorSpent { seat, spend });
    match spend {
        ThorUse::Unfate => ops::fate(s, seat, false, ev),
        ThorUse::Bonus => p.round.bonus += 1,
        ThorUse::Draw => ops::draw(s, seat, 1, ev),
    }
}

fn from_hand(s: &mut State, seat: Seat, card: Card) {
    let hand = &mut s.players[usize::from(seat)].hand;
    if let Some(i) = hand.iter().position(|&c| c == card) {
        hand.remove(i);
    }
}

pub fn play(s: &mut State, d: &JomsData, seat: Seat, play: &Play, ev: &mut Vec<Event>) {
    let me = usize::from(seat);
    match play {
        Play::Field { from } => field(s, seat, *from, ev),
        Play::Round { card, choice } => {
            from_hand(s, seat, *card);
            s.players[me].round_slot = Some(*card);
            ev.push(Event::Placed {
                seat,
                card: *card,
                slot: Slot::Round,
            });
            effects::resolve(s, d, seat, query::text(d, *card), choice, ev);
        }
        Play::Gear {
            index,
            destroy,
            choice,
        } => gear(s, d, seat, *index, *destroy, choice, ev),
        Play::Ability { choice } => {
            s.players[me].exhausted = true;
            ev.push(Event::UsedAbility { seat });
            if let Some(ch) = query::character(d, &s.players[me]) {
                if ch.ability.when == Timing::Exhaust {
                    effects::resolve(s, d, seat, &ch.ability.effects, choice, ev);
                }
            }
        }
        Play::Heal { card } => heal(s, d, seat, *card, ev),
        Play::Divine { card, drop } => divine(s, d, seat, *card, *drop, ev),
        Play::Precise { card } => {
            from_hand(s, seat, *card);
            let p = &mut s.players[me];
            p.precise = Some(*card);
            p.round.piercing = true;
            if query::fate(d, *card) >= 4 {
                p.round.bonus += 1;
            }
            ev.push(Event::Placed {
                seat,
                card: *card,
                slot: Slot::Precise,
            });
        }
    }
}

/// R-ACT-3: an equipment card's ⟳ use (then exhausted) or ✖ use (to the box), its text acting.
fn gear(
    s: &mut State,
    d: &JomsData,
    seat: Seat,
    index: u8,
    destroy: bool,
    choice: &Choice,
    ev: &mut Vec<Event>,
) {
    let me = usize::from(seat);
    let Some(g) = s.players[me].gear.get(usize::from(index)).copied() else {
        return;
    };
    let e = &d.equipment[usize::from(g.card)];
    if destroy {
        s.players[me].gear.remove(usize::from(index));
    } else {
        s.players[me].gear[usize::from(index)].exhausted = true;
    }
    ev.push(Event::UsedGear {
        seat,
        card: g.card,
        destroyed: destroy,
    });
    let text = if destroy { &e.destroy } else { &e.exhaust };
    effects::resolve(s, d, seat, text, choice, ev);
}

/// R-ACT-5: a hand card on the healing slot heals its L (and what a planet adds).
fn heal(s: &mut State, d: &JomsData, seat: Seat, card: Card, ev: &mut Vec<Event>) {
    from_hand(s, seat, card);
    s.players[usize::from(seat)].healing.push(card);
    ev.push(Event::Placed {
        seat,
        card,
        slot: Slot::Healing,
    });
    let plus = query::planet_n(d, s, |e| match e {
        Effect::HealingSlotPlus { n } => Some(*n),
        _ => None,
    });
    ops::heal(s, d, seat, query::fate(d, card) + plus, ev);
}

/// R-ACT-6: a hand card on the divination slot, maybe dropping a battlefield card (its
/// position).
fn divine(
    s: &mut State,
    d: &JomsData,
    seat: Seat,
    card: Card,
    drop: Option<u8>,
    ev: &mut Vec<Event>,
) {
    let me = usize::from(seat);
    from_hand(s, seat, card);
    s.players[me].divination = Some(card);
    ev.push(Event::Placed {
        seat,
        card,
        slot: Slot::Divination,
    });
    if let Some(i) = drop {
        let field = &mut s.players[me].battlefield;
        if usize::from(i) < field.len() {
            let gone = field.remove(usize::from(i));
            ops::to_discard(d, &mut s.players[me], gone);
            ev.push(Event::Discarded {
                seat,
                cards: vec![gone],
            });
        }
    }
}

/// R-ACT-1: a hand card or the unseen top pile card, last on the battlefield.
fn field(s: &mut State, seat: Seat, from: Source, ev: &mut Vec<Event>) {
    let card = match from {
        Source::Hand(card) => {
            from_hand(s, seat, card);
            Some(card)
        }
        Source::Top => ops::pile_top(&mut s.players[usize::from(seat)], seat, &mut s.rng, ev),
    };
    let Some(card) = card else { return };
    let p = &mut s.players[usize::from(seat)];
    p.battlefield.push(card);
    ev.push(Event::Placed {
        seat,
        card,
        slot: Slot::Field,
    });
    if p.battlefield.len() == FIELD {
        ops::draw(s, seat, 1, ev);
    }
}
