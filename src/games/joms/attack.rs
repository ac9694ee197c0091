//! Monster attacks (R-MATK), in turn order: the monster combat card(s), dodges, damage and
//! reductions, venom, then the effect codes left to right (R-MON).

use rand::Rng;

use super::cards::{AttackKind, Monster};
use super::data::JomsData;
use super::effect::{MonsterEffect, Trait};
use super::event::{DeckCards, Event, Hurt};
use super::flow::{ask, then, Ask, Job};
use super::ops;
use super::query;
use super::state::State;
use crate::games::Seat;

/// Each active player is attacked in turn.
pub fn attacks(s: &mut State) {
    let jobs: Vec<Job> = query::active_seats(s)
        .into_iter()
        .map(|seat| Job::Attack { seat })
        .collect();
    then(s, jobs);
}

fn reveal(s: &mut State, ev: &mut Vec<Event>) -> Option<AttackKind> {
    ops::deck_draw(
        &mut s.monster_combat,
        &mut s.rng,
        &DeckCards::monster_combat,
        ev,
    )
}

/// How bad an attack card is for its target (u.zacmienie: C > S > B).
fn severity(kind: AttackKind) -> u8 {
    match kind {
        AttackKind::Basic => 0,
        AttackKind::Special => 1,
        AttackKind::Critical => 2,
    }
}

/// R-MATK-1: the card(s) revealed; c.podstep asks which is used, u.zacmienie takes the worse.
pub fn attack(s: &mut State, d: &JomsData, seat: Seat, ev: &mut Vec<Event>) {
    let p = &s.players[usize::from(seat)];
    if !p.active() {
        return;
    }
    let two = p.round.reveal_two || s.world.worse_of_two;
    let Some(first) = reveal(s, ev) else { return };
    let second = if two { reveal(s, ev) } else { None };
    match second {
        None => resolve(s, d, seat, first, ev),
        Some(second) if s.players[usize::from(seat)].round.reveal_two => {
            ask(
                s,
                seat,
                Ask::AttackCard {
                    cards: [first, second],
                },
            );
        }
        Some(second) => {
            let (used, other) = if severity(second) > severity(first) {
                (second, first)
            } else {
                (first, second)
            };
            s.monster_combat.discard.push(other);
            ev.push(Event::AttackCardChosen {
                seat,
                used,
                discarded: other,
            });
            resolve(s, d, seat, used, ev);
        }
    }
}

fn hits(m: &Monster, kind: AttackKind) -> (u8, &[MonsterEffect]) {
    match kind {
        AttackKind::Basic => (m.damage.basic, &[]),
        AttackKind::Special => (m.damage.special, m.special.as_slice()),
        AttackKind::Critical => (m.damage.critical, m.critical.as_slice()),
    }
}

/// R-MATK-1/2 for the card used.
pub fn resolve(s: &mut State, d: &JomsData, seat: Seat, card: AttackKind, ev: &mut Vec<Event>) {
    let p = &s.players[usize::from(seat)];
    let Some(m) = query::monster(d, p) else {
        return;
    };
    let round = p.round;
    let wild = query::has_trait(d, s, m, Trait::Wild);
    let as_kind = |k: AttackKind| {
        if round.counts_basic {
            AttackKind::Basic
        } else {
            k
        }
    };
    let mut cards = vec![card];
    if round.dodge && !wild {
        s.monster_combat.discard.extend(cards.iter().copied());
        ev.push(Event::Attacked {
            seat,
            cards,
            damage: 0,
            dodged: true,
        });
        return;
    }
    let (mut damage, first_effects) = hits(m, as_kind(card));
    let mut effects: Vec<MonsterEffect> = first_effects.to_vec();
    if !round.ignore_effects && effects.contains(&MonsterEffect::Mc) {
        if let Some(extra) = reveal(s, ev) {
            cards.push(extra);
            let (more, extra_effects) = hits(m, as_kind(extra));
            damage += more;
            effects.extend(extra_effects.iter().filter(|&&e| e != MonsterEffect::Mc));
        }
    }
    effects.retain(|&e| e != MonsterEffect::Mc);
    damage += s.world.attack_plus;
    let p = &s.players[usize::from(seat)];
    let reduction = round.reduction
        + query::passive_reduction(d, p)
        + if wild { round.reduction_if_wild } else { 0 };
    let lost = damage.saturating_sub(reduction);
    s.monster_combat.discard.extend(cards.iter().copied());
    ev.push(Event::Attacked {
        seat,
        cards,
        damage: lost,
        dodged: false,
    });
    ops::lose_hp(s, d, seat, lost, Hurt::Monster, ev);
    let died = s.players[usize::from(seat)].died;
    if lost >= 1 && !died && query::has_trait(d, s, m, Trait::Venomous) && !round.no_attack_venom {
        ops::venom(s, d, seat, 1, ev);
    }
    if !round.ignore_effects && !died {
        then(
            s,
            effects
                .into_iter()
                .map(|effect| Job::AttackEffect { seat, effect })
                .collect::<Vec<_>>(),
        );
    }
}

/// One effect code (R-MON), on the attacked character unless it says otherwise.
pub fn effect(s: &mut State, d: &JomsData, seat: Seat, effect: MonsterEffect, ev: &mut Vec<Event>) {
    if s.players[usize::from(seat)].died {
        return;
    }
    ev.push(Event::MonsterEffect { seat, effect });
    match effect {
        MonsterEffect::H1 | MonsterEffect::H2 => {
            let n = if effect == MonsterEffect::H1 { 1 } else { 2 };
            then(
                s,
                [Job::Discard {
                    seat,
                    n,
                    nid: false,
                }],
            );
        }
        MonsterEffect::Nid => then(
            s,
            [Job::Discard {
                seat,
                n: 2,
                nid: true,
            }],
        ),
        MonsterEffect::V => attack_venom(s, d, seat, ev),
        MonsterEffect::F => ops::fate(s, seat, true, ev),
        MonsterEffect::Ex => then(s, [Job::Exhaust { seat, hurt: true }]),
        MonsterEffect::Nh => s.players[usize::from(seat)].no_heal = true,
        MonsterEffect::Mc => {}
        MonsterEffect::R2 => {
            if let Some(f) = s.players[usize::from(seat)].fight.as_mut() {
                let healed = f.damage.min(2);
                f.damage -= healed;
                ev.push(Event::Regenerated { seat, n: healed });
            }
        }
        MonsterEffect::Hs => {
            let p = &mut s.players[usize::from(seat)];
            if let Some(card) = ops::pile_top(p, seat, &mut s.rng, ev) {
                p.healing.push(card);
                ev.push(Event::Placed {
                    seat,
                    card,
                    slot: super::event::Slot::Healing,
                });
            }
        }
        MonsterEffect::A1 => {
            for other in query::others_active(s, seat) {
                ops::lose_hp(s, d, other, 1, Hurt::Monster, ev);
            }
        }
        MonsterEffect::G1 => ops::lose_glory(s, seat, 1, ev),
        MonsterEffect::Kr => reveal_hand(s, seat, ev),
    }
}

/// Venom this attack gives (v, nid), unless e.wilcza_skora keeps it off (R-EQ).
pub fn attack_venom(s: &mut State, d: &JomsData, seat: Seat, ev: &mut Vec<Event>) {
    if !s.players[usize::from(seat)].round.no_attack_venom {
        ops::venom(s, d, seat, 1, ev);
    }
}

/// kr: the hand shown; each other active player picks one for its discard; alone, a random
/// card goes.
fn reveal_hand(s: &mut State, seat: Seat, ev: &mut Vec<Event>) {
    let hand = s.players[usize::from(seat)].hand.clone();
    ev.push(Event::HandShown {
        seat,
        cards: hand.clone(),
    });
    if hand.is_empty() {
        return;
    }
    let others = query::others_active(s, seat);
    if others.is_empty() {
        let i = s.rng.random_range(0..hand.len());
        ev.push(Event::DiscardedAtRandom {
            seat,
            cards: vec![hand[i]],
        });
        ops::discard_from_hand(s, seat, &[hand[i]], ev);
    } else {
        then(
            s,
            others
                .into_iter()
                .map(|picker| Job::Pick {
                    victim: seat,
                    picker,
                })
                .collect::<Vec<_>>(),
        );
    }
}

pub fn pick(s: &mut State, victim: Seat, picker: Seat) {
    if !s.players[usize::from(victim)].hand.is_empty() && s.players[usize::from(picker)].active() {
        ask(s, picker, Ask::Pick { victim });
    }
}
