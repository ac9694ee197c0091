//! The prompts a text or monster raises (R-DECIDE 9, 14–17, 19): discards, an exhausted
//! piece, c.zew's price, kr picks, c.podstep's card, u.grabiez, pile orders.

use super::value::{card_value, CARD};
use super::Ctx;
use crate::games::joms::action::Action;
use crate::games::joms::cards::AttackKind;
use crate::games::joms::effect::{Effect, Gain};
use crate::games::joms::fight::ready_gear;
use crate::games::joms::flow::Ask;
use crate::games::joms::query;
use crate::games::joms::state::Card;

pub fn answer(c: &Ctx, ask: &Ask) -> Option<Action> {
    Some(match ask {
        Ask::Discard { .. } => Action::Discard {
            card: least_valued(c, &c.p.hand)?,
        },
        Ask::Exhaust => Action::Exhaust {
            gear: spare_gear(c)?,
        },
        Ask::Pay => Action::Pay { pay: pays(c) },
        Ask::Pick { victim } => Action::Pick {
            card: pick(c, &c.player(*victim).hand)?,
        },
        Ask::AttackCard { cards } => Action::AttackCard {
            index: u8::from(harm(c, cards[1]) < harm(c, cards[0])),
        },
        Ask::Plunder => Action::Plunder {
            token: Gain::Gullveig,
        },
        Ask::Order { cards } => Action::Order {
            cards: best_first(c, cards),
        },
        Ask::LookTake { cards } => {
            let mut order = best_first(c, cards);
            let card = order.remove(0);
            Action::LookTake { card, order }
        }
        _ => return None,
    })
}

/// The card a discard loses least with: lowest value, then highest L.
fn least_valued(c: &Ctx, cards: &[Card]) -> Option<Card> {
    let mut sorted = cards.to_vec();
    sorted.sort();
    sorted.into_iter().min_by_key(|&x| {
        (
            card_value(c.d, x, c.p.attack),
            std::cmp::Reverse(query::fate(c.d, x)),
        )
    })
}

/// Cards best first: value, then lowest L.
fn best_first(c: &Ctx, cards: &[Card]) -> Vec<Card> {
    let mut v = cards.to_vec();
    v.sort_by_key(|&x| {
        (
            std::cmp::Reverse(card_value(c.d, x, c.p.attack)),
            query::fate(c.d, x),
        )
    });
    v
}

/// ex / u.rdza: the ready piece whose use matters least now.
fn spare_gear(c: &Ctx) -> Option<u8> {
    let uses = |i: &u8| {
        let g = c.p.gear[usize::from(*i)];
        let e = &c.d.equipment[usize::from(g.card)];
        let v: i32 = e
            .exhaust
            .iter()
            .map(|x| match x {
                Effect::Gain { .. } | Effect::YggdrasilMove { .. } => 10,
                Effect::Dodge | Effect::Reduce { .. } | Effect::Bonus { .. } => 6,
                _ => 3,
            })
            .sum();
        (v, i32::from(e.glory))
    };
    ready_gear(c.d, c.s, c.seat).into_iter().min_by_key(uses)
}

/// c.zew: a card for 1 HP while HP is plentiful.
fn pays(c: &Ctx) -> bool {
    let p = c.p;
    let max = query::max_hp(c.d, p);
    2 * p.hp > max && p.hp > c.worst_hit(c.seat) + 2
}

/// kr: a rival's best card, a friend's least.
fn pick(c: &Ctx, hand: &[Card]) -> Option<Card> {
    let mut sorted = hand.to_vec();
    sorted.sort();
    let v = |x: &Card| card_value(c.d, *x, None);
    if c.coop {
        sorted.into_iter().min_by_key(v)
    } else {
        sorted.into_iter().rev().max_by_key(v)
    }
}

/// What a monster card of `kind` costs the bot: HP by their worth, and its effects.
fn harm(c: &Ctx, kind: AttackKind) -> i32 {
    let hp = i32::from(c.hit(c.seat, kind, 0)) * c.hp_value(c.seat) * 10;
    hp + 10 * c.effects_cost(kind) + if kind == AttackKind::Basic { 0 } else { CARD }
}
