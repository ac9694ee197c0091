//! Each decision's default (R-DECIDE): what a deadline applies and the simplest bot plays.
//! Ties go to the first in row, seat or listed order.

use super::action::Action;
use super::data::{data, JomsData};
use super::effect::{AttackType, Gain, Stat};
use super::flow::{Ask, Row};
use super::legal::{self, ask_of};
use super::query;
use super::state::{BagToken, Card, Mode, Player, State};
use crate::games::Seat;

pub fn default_action(s: &State, seat: Seat) -> Option<Action> {
    let d = data().ok()?;
    let ask = ask_of(s, seat)?;
    let legal = legal::legal(s, d, seat);
    let pick = choose(s, d, seat, ask, &legal);
    pick.filter(|a| legal.contains(a))
        .or_else(|| legal.last().cloned())
}

/// The first of `items` with the least key.
fn least<T: Clone, K: Ord>(items: impl IntoIterator<Item = T>, key: impl Fn(&T) -> K) -> Option<T> {
    let mut best: Option<(K, T)> = None;
    for item in items {
        let k = key(&item);
        if best.as_ref().is_none_or(|(b, _)| k < *b) {
            best = Some((k, item));
        }
    }
    best.map(|(_, t)| t)
}

/// 7 / 14: the card to lose — for removals b.1_0 then b.2_0 first — then lowest D, then
/// highest L.
fn worst_card(d: &JomsData, cards: &[Card], removal: bool) -> Option<Card> {
    least(cards.iter().copied(), |&c| {
        let blank = matches!(c, Card::Basic(_)) && query::damage(d, c) == 0;
        let first = if removal && blank {
            query::fate(d, c)
        } else {
            u8::MAX
        };
        (
            first,
            query::damage(d, c),
            std::cmp::Reverse(query::fate(d, c)),
        )
    })
}

fn choose(s: &State, d: &JomsData, seat: Seat, ask: &Ask, legal: &[Action]) -> Option<Action> {
    let p = &s.players[usize::from(seat)];
    Some(match ask {
        Ask::Character => Action::Character {
            index: best_character(d, p)?,
        },
        Ask::Row { row, .. } => Action::Take {
            index: best_in_row(s, d, *row)?,
        },
        Ask::Keep { old, new } => {
            let g = |c: &u8| d.equipment[usize::from(*c)].glory;
            Action::Keep {
                new: g(new) >= g(old),
            }
        }
        Ask::Branch => Action::Branch { index: 0 },
        Ask::Either => {
            let blank = p
                .pile
                .iter()
                .any(|&c| matches!(c, Card::Basic(_)) && query::damage(d, c) == 0);
            Action::Either { take: !blank }
        }
        Ask::Remove => Action::Remove {
            card: worst_card(d, &p.pile, true)?,
        },
        Ask::Reward { tokens } => Action::Token {
            token: least(tokens.iter().copied(), |t| match t {
                BagToken::DamageUp => 0,
                BagToken::StatUp => 1,
                BagToken::Thor => 2,
                BagToken::Gullveig => 3,
            })?,
        },
        Ask::StatUp => Action::Stat { stat: Stat::K },
        Ask::Attack => Action::Attack {
            attack: best_attack(d, s, seat),
        },
        Ask::Discard { .. } => Action::Discard {
            card: if s.phase == super::state::Phase::Fight && s.round == 0 {
                least(p.hand.iter().copied(), |&c| {
                    std::cmp::Reverse(query::fate(d, c))
                })?
            } else {
                worst_card(d, &p.hand, false)?
            },
        },
        Ask::Exhaust => Action::Exhaust {
            gear: least(super::fight::ready_gear(d, s, seat), |&i| {
                d.equipment[usize::from(p.gear[usize::from(i)].card)].glory
            })?,
        },
        Ask::Turn { .. } => Action::Pass,
        Ask::Pay => Action::Pay { pay: false },
        Ask::Pick { victim } => Action::Pick {
            card: pick(s, d, *victim)?,
        },
        Ask::AttackCard { cards } => Action::AttackCard {
            index: u8::from(rank(cards[1]) < rank(cards[0])),
        },
        Ask::Plunder => Action::Plunder {
            token: Gain::Gullveig,
        },
        Ask::Order { cards } => Action::Order {
            cards: cards.clone(),
        },
        Ask::LookTake { cards } => look_take(d, cards)?,
    })
    .filter(|a| legal.contains(a))
}

/// 1: the dealt character with the most HP + K.
fn best_character(d: &JomsData, p: &Player) -> Option<u8> {
    let i = least(0..p.dealt.len(), |&i| {
        let c = &d.characters[usize::from(p.dealt[i])];
        std::cmp::Reverse(u16::from(c.hp) + u16::from(c.k))
    })?;
    Some(i as u8)
}

/// 16: the card of `victim`'s hand sent to its discard — the lowest D in a cooperative
/// game, the highest otherwise.
fn pick(s: &State, d: &JomsData, victim: Seat) -> Option<Card> {
    let hand = &s.players[usize::from(victim)].hand;
    let coop = s.settings.mode == Mode::Coop;
    least(hand.iter().copied(), |&c| {
        let dmg = query::damage(d, c);
        if coop {
            i16::from(dmg)
        } else {
            -i16::from(dmg)
        }
    })
}

/// 19: e.munin takes the highest D to hand and puts the rest back in their order.
fn look_take(d: &JomsData, cards: &[Card]) -> Option<Action> {
    let card = least(cards.iter().copied(), |&c| {
        std::cmp::Reverse(query::damage(d, c))
    })?;
    let mut order = cards.to_vec();
    if let Some(i) = order.iter().position(|&c| c == card) {
        order.remove(i);
    }
    Some(Action::LookTake { card, order })
}

/// basic > special > critical, for the one attacked.
fn rank(kind: super::cards::AttackKind) -> u8 {
    match kind {
        super::cards::AttackKind::Basic => 0,
        super::cards::AttackKind::Special => 1,
        super::cards::AttackKind::Critical => 2,
    }
}

/// 3: equipment highest G; combat highest D then lowest L; monster lowest HP; ties leftmost.
fn best_in_row(s: &State, d: &JomsData, row: Row) -> Option<u8> {
    let i = match row {
        Row::Equipment => least(0..s.equipment.row.len(), |&i| {
            std::cmp::Reverse(d.equipment[usize::from(s.equipment.row[i])].glory)
        }),
        Row::Combat => least(0..s.combat.row.len(), |&i| {
            let c = s.combat.row[i];
            (std::cmp::Reverse(query::damage(d, c)), query::fate(d, c))
        }),
        Row::Monster => {
            let row = &s.monsters[super::prep::level(s)].row;
            least(0..row.len(), |&i| d.monsters[usize::from(row[i])].hp)
        }
    }?;
    Some(i as u8)
}

/// 9: the largest hand the monster does not resist (ties rng, mag, mel).
pub fn best_attack(d: &JomsData, s: &State, seat: Seat) -> AttackType {
    let p = &s.players[usize::from(seat)];
    let resists = query::monster(d, p).map_or(&[][..], |m| m.resists.as_slice());
    least([AttackType::Rng, AttackType::Mag, AttackType::Mel], |&a| {
        (
            resists.contains(&a),
            std::cmp::Reverse(query::hand_size(d, p, a)),
        )
    })
    .unwrap_or(AttackType::Rng)
}
