//! The preparation's answers (R-DECIDE 1–9): the character, the rows' takes by value for the
//! bot's character and attack types, the rare Gullveig reroll, Yggdrasil's choices, REWARD
//! tokens and the attack type named for the saga.

use super::value::{self, card_value, gear_value, monster_value, take_value, TYPES};
use super::Ctx;
use crate::games::joms::action::Action;
use crate::games::joms::effect::{AttackType, Effect, Stat};
use crate::games::joms::flow::{Ask, Row};
use crate::games::joms::query;
use crate::games::joms::state::{BagToken, Card};
use crate::games::Seat;

/// A monster row whose best fight is worth less than this is rerolled (if Gullveig allows).
const HOPELESS: i32 = -10;

pub fn answer(c: &Ctx, ask: &Ask) -> Option<Action> {
    let p = c.p;
    Some(match ask {
        Ask::Character => Action::Character {
            index: character_by_lot(&p.dealt, c.seat)?,
        },
        Ask::Row { row, .. } => row_take(c, *row)?,
        Ask::Keep { old, new } => {
            let v = |x: &u8| gear_value(c.d, p, &c.d.equipment[usize::from(*x)], c.s.saga);
            Action::Keep {
                new: v(new) >= v(old),
            }
        }
        Ask::Branch => Action::Branch { index: 0 },
        Ask::Either => Action::Either {
            take: either_takes(c),
        },
        Ask::Remove => Action::Remove {
            card: worst(c, &p.pile)?,
        },
        Ask::Reward { tokens } => Action::Token {
            token: reward(tokens)?,
        },
        Ask::StatUp => Action::Stat { stat: Stat::K },
        Ask::Attack => Action::Attack {
            attack: attack_type(c),
        },
        _ => return None,
    })
}

/// The index with the highest value; ties the first.
/// The character kept, by lot over the dealt ones. The designed data is balanced so that no
/// character's win rate strays far from the mean whichever is kept (README's balance table),
/// so no choice is better on the whole; a lot seeded by the deal the bot sees keeps its games
/// varied and its answer one for one position.
fn character_by_lot(dealt: &[u8], seat: Seat) -> Option<u8> {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325 ^ u64::from(seat);
    for &c in dealt {
        h = (h ^ u64::from(c)).wrapping_mul(0x0100_0000_01b3);
    }
    h ^= h >> 29;
    let n = u64::try_from(dealt.len()).ok().filter(|&n| n > 0)?;
    u8::try_from(h % n).ok()
}

fn best_index(n: usize, v: impl Fn(usize) -> i32) -> Option<u8> {
    let mut best: Option<(i32, usize)> = None;
    for i in 0..n {
        let x = v(i);
        if best.is_none_or(|(b, _)| x > b) {
            best = Some((x, i));
        }
    }
    best.map(|(_, i)| i as u8)
}

/// The attack type a deck card is valued for: the bot's largest hand.
fn main_type(c: &Ctx) -> Option<AttackType> {
    c.p.attack
        .or_else(|| value::main_types(c.d, c.p).first().copied())
}

fn row_take(c: &Ctx, row: Row) -> Option<Action> {
    let (d, s, p) = (c.d, c.s, c.p);
    let index = match row {
        Row::Equipment => best_index(s.equipment.row.len(), |i| {
            take_value(d, p, &d.equipment[usize::from(s.equipment.row[i])], s.saga)
        }),
        Row::Combat => best_index(s.combat.row.len(), |i| {
            card_value(d, s.combat.row[i], main_type(c))
        }),
        Row::Monster => {
            let row = &s.monsters[crate::games::joms::prep::level(s)].row;
            let v = |i: usize| monster_value(d, s, p, &d.monsters[usize::from(row[i])]);
            let best = best_index(row.len(), v)?;
            if v(usize::from(best)) < HOPELESS && p.gullveig > 0 {
                return Some(Action::Reroll);
            }
            Some(best)
        }
    }?;
    Some(Action::Take { index })
}

/// EITHER: take a strong row card, else remove a blank basic while there is one.
fn either_takes(c: &Ctx) -> bool {
    let best =
        c.s.combat
            .row
            .iter()
            .map(|&x| card_value(c.d, x, main_type(c)))
            .max()
            .unwrap_or(0);
    let blank = c.p.pile.iter().any(|&x| query::damage(c.d, x) == 0);
    best >= 25 || !blank
}

/// The card the deck misses least: lowest value, then highest L.
fn worst(c: &Ctx, cards: &[Card]) -> Option<Card> {
    let mut sorted = cards.to_vec();
    sorted.sort();
    sorted.dedup();
    sorted.into_iter().min_by_key(|&x| {
        (
            card_value(c.d, x, main_type(c)),
            std::cmp::Reverse(query::fate(c.d, x)),
        )
    })
}

/// REWARD: damage-up > stat-up > Thor > Gullveig.
fn reward(tokens: &[BagToken]) -> Option<BagToken> {
    let rank = |t: &BagToken| match t {
        BagToken::DamageUp => 0,
        BagToken::StatUp => 1,
        BagToken::Thor => 2,
        BagToken::Gullveig => 3,
    };
    tokens.iter().copied().min_by_key(rank)
}

/// R-FIGHT-1: the largest hand the monster does not resist, with "lands" bonuses and the
/// pile's type cards.
fn attack_type(c: &Ctx) -> AttackType {
    let (d, p) = (c.d, c.p);
    let resists = c.monster().map_or(&[][..], |m| m.resists.as_slice());
    let typed = |a: AttackType| {
        p.pile
            .iter()
            .chain(&p.hand)
            .filter(|&&x| {
                query::text(d, x)
                    .iter()
                    .any(|e| matches!(e, Effect::BonusIfType { attack, .. } if *attack == a))
            })
            .count() as i32
    };
    let score = |a: AttackType| {
        10 * i32::from(query::hand_size(d, p, a))
            + 15 * i32::from(query::lands_bonus(d, p, a))
            + 3 * typed(a)
            - if resists.contains(&a) { 100 } else { 0 }
    };
    let mut best = TYPES[0];
    for a in TYPES {
        if score(a) > score(best) {
            best = a;
        }
    }
    best
}
