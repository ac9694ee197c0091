//! The fight (R-FIGHT): the saga's first draw, each round's order, co-op hindrances
//! (R-COOP-4), the turns (R-FIGHT-3), and the prompts texts raise along the way.

use super::data::JomsData;
use super::effect::{Effect, Gain, Trait};
use super::event::{top_first, DeckCards, Event, Hurt};
use super::flow::{ask, then, Ask, Job};
use super::ops;
use super::query;
use super::state::{Mode, Phase, RoundWorld, State};
use crate::games::Seat;

/// R-FIGHT-1: each draws its named type's hand size, +1 and a discard with Speed, +1 under
/// p.midgard.
pub fn first_draw(s: &mut State, d: &JomsData, ev: &mut Vec<Event>) {
    s.phase = Phase::Fight;
    s.round = 0;
    let plus = query::planet_n(d, s, |e| match e {
        Effect::FirstDrawPlus { n } => Some(*n),
        _ => None,
    });
    let mut jobs = Vec::new();
    for seat in query::turn_order(s) {
        let p = &s.players[usize::from(seat)];
        let Some(attack) = p.attack else { continue };
        let speed = query::speed(d, p);
        let n = query::hand_size(d, p, attack) + plus + u8::from(speed);
        ops::draw(s, seat, n, ev);
        if speed {
            jobs.push(Job::Discard {
                seat,
                n: 1,
                nid: false,
            });
        }
    }
    then(s, jobs);
}

/// R-FIGHT-2: one round's steps, in order.
pub fn round(s: &mut State, d: &JomsData, _ev: &mut Vec<Event>) {
    s.round += 1;
    s.world = RoundWorld::default();
    let mut jobs = Vec::new();
    if s.settings.mode == Mode::Coop {
        if let Some(level) = d
            .difficulties
            .iter()
            .find(|l| l.id == s.settings.difficulty)
        {
            if level.every_round || s.round == 1 {
                jobs.extend((0..level.hindrances).map(|_| Job::Hindrance));
            }
        }
    }
    let first = query::active_seats(s).first().copied().unwrap_or(s.first);
    jobs.extend([
        Job::Turn {
            seat: first,
            passes: 0,
        },
        Job::Damage,
        Job::Kills,
        Job::Attacks,
        Job::RoundEnd,
    ]);
    then(s, jobs);
}

/// R-COOP-4: one hindrance revealed and resolved.
pub fn hindrance(s: &mut State, d: &JomsData, ev: &mut Vec<Event>) {
    if s.hindrances.is_empty() {
        s.hindrances.append(&mut s.hindrance_discard);
        rand::seq::SliceRandom::shuffle(s.hindrances.as_mut_slice(), &mut s.rng);
        ev.push(Event::Shuffled {
            deck: DeckCards::Hindrances {
                cards: top_first(&s.hindrances),
            },
        });
    }
    let Some(h) = s.hindrances.pop() else { return };
    s.hindrance_discard.push(h);
    ev.push(Event::Hindrance { hindrance: h });
    let all = query::active_seats(s);
    let mut jobs = Vec::new();
    for effect in &d.hindrances[usize::from(h)].effects {
        match effect {
            Effect::ChangeK { n, .. } => {
                for &seat in &all {
                    let p = &mut s.players[usize::from(seat)];
                    p.round.k_change = p.round.k_change.saturating_add(*n);
                }
            }
            Effect::RegenerationPlus { n } => s.world.regeneration_plus += n,
            Effect::AttackPlus { n } => s.world.attack_plus += n,
            Effect::MonstersGainTrait { gains: Trait::Wild } => s.world.wild = true,
            Effect::NoRoundSlot => s.world.no_round_slot = true,
            Effect::AttackWorseOfTwo => s.world.worse_of_two = true,
            Effect::Venom { n, .. } => all.iter().for_each(|&x| ops::venom(s, d, x, *n, ev)),
            Effect::Fate { .. } => all.iter().for_each(|&x| ops::fate(s, x, true, ev)),
            Effect::LoseHp { n, .. } => all
                .iter()
                .for_each(|&x| ops::lose_hp(s, d, x, *n, Hurt::Hindrance, ev)),
            Effect::DiscardHand { n, .. } => jobs.extend(all.iter().map(|&seat| Job::Discard {
                seat,
                n: *n,
                nid: false,
            })),
            Effect::ExhaustEquipment { .. } => {
                jobs.extend(all.iter().map(|&seat| Job::Exhaust { seat, hurt: false }))
            }
            Effect::Plunder => jobs.extend(all.iter().map(|&seat| Job::Plunder { seat })),
            _ => {}
        }
    }
    then(s, jobs);
}

/// Hand cards to discard by the owner's choice (Speed, h1/h2, u.zapomnienie); nid: with
/// fewer than 2, all of them and venom and fate.
pub fn discard(s: &mut State, d: &JomsData, seat: Seat, n: u8, nid: bool, ev: &mut Vec<Event>) {
    let hand = s.players[usize::from(seat)].hand.clone();
    if nid && hand.len() < usize::from(n) {
        ops::discard_from_hand(s, seat, &hand, ev);
        super::attack::attack_venom(s, d, seat, ev);
        ops::fate(s, seat, true, ev);
    } else if hand.len() <= usize::from(n) {
        ops::discard_from_hand(s, seat, &hand, ev);
    } else {
        ask(s, seat, Ask::Discard { n });
    }
}

/// Equipment with a ⟳ use and no token.
pub fn ready_gear(d: &JomsData, s: &State, seat: Seat) -> Vec<u8> {
    let p = &s.players[usize::from(seat)];
    (0..p.gear.len() as u8)
        .filter(|&i| {
            let g = p.gear[usize::from(i)];
            !g.exhausted && !d.equipment[usize::from(g.card)].exhaust.is_empty()
        })
        .collect()
}

/// ex / u.rdza: exhaust a ready equipment card; ex with none costs 1 HP.
pub fn exhaust(s: &mut State, d: &JomsData, seat: Seat, hurt: bool, ev: &mut Vec<Event>) {
    if ready_gear(d, s, seat).is_empty() {
        if hurt {
            ops::lose_hp(s, d, seat, 1, Hurt::Monster, ev);
        }
    } else {
        ask(s, seat, Ask::Exhaust);
    }
}

pub fn exhaust_gear(s: &mut State, seat: Seat, index: u8, ev: &mut Vec<Event>) {
    let p = &mut s.players[usize::from(seat)];
    if let Some(g) = p.gear.get_mut(usize::from(index)) {
        g.exhausted = true;
        ev.push(Event::ExhaustedGear { seat, card: g.card });
    }
}

/// u.grabiez: a Gullveig or Thor (asked when both), else 1 glory.
pub fn plunder(s: &mut State, seat: Seat, ev: &mut Vec<Event>) {
    let p = &s.players[usize::from(seat)];
    match (p.gullveig > 0, p.thor > 0) {
        (true, true) => ask(s, seat, Ask::Plunder),
        (true, false) => lose_token(s, seat, Gain::Gullveig, ev),
        (false, true) => lose_token(s, seat, Gain::Thor, ev),
        (false, false) => ops::lose_glory(s, seat, 1, ev),
    }
}

pub fn lose_token(s: &mut State, seat: Seat, token: Gain, ev: &mut Vec<Event>) {
    let p = &mut s.players[usize::from(seat)];
    let t = match token {
        Gain::Gullveig => &mut p.gullveig,
        Gain::Thor => &mut p.thor,
        Gain::Glory => return ops::lose_glory(s, seat, 1, ev),
    };
    if *t > 0 {
        *t -= 1;
        ev.push(Event::LostToken { seat, token, n: 1 });
    }
}

/// c.zew: an active player with 2 HP or more may pay 1 to draw 1.
pub fn pay(s: &mut State, seat: Seat) {
    let p = &s.players[usize::from(seat)];
    if p.active() && p.hp >= 2 {
        ask(s, seat, Ask::Pay);
    }
}

/// R-FIGHT-3: the turn passes round the active players until all have passed in a row.
pub fn turn(s: &mut State, seat: Seat, passes: u8) {
    let active = query::active_seats(s);
    if active.is_empty() || usize::from(passes) >= active.len() {
        return;
    }
    if s.players[usize::from(seat)].active() {
        ask(s, seat, Ask::Turn { passes });
    } else {
        let next = query::next_seat(s, seat);
        then(s, [Job::Turn { seat: next, passes }]);
    }
}
