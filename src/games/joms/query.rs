//! What the rules read off a state: a character's stats with their ups and implants, T and K,
//! the monster's traits with the planet and hindrances, the seats in turn order.

use super::cards::{Character, Equipment, Monster};
use super::data::JomsData;
use super::effect::{AttackType, Effect, Landing, Stat, Trait};
use super::state::{Card, Player, State};
use crate::games::Seat;

/// The L and D of a combat card.
pub fn fate(d: &JomsData, card: Card) -> u8 {
    match card {
        Card::Basic(i) => d.basic[usize::from(i)].fate,
        Card::Combat(i) => d.combat[usize::from(i)].fate,
    }
}

pub fn damage(d: &JomsData, card: Card) -> u8 {
    match card {
        Card::Basic(i) => d.basic[usize::from(i)].damage,
        Card::Combat(i) => d.combat[usize::from(i)].damage,
    }
}

/// A card's text (basic cards have none).
pub fn text(d: &JomsData, card: Card) -> &[Effect] {
    match card {
        Card::Basic(_) => &[],
        Card::Combat(i) => &d.combat[usize::from(i)].effects,
    }
}

/// J: set aside after use (R-ACT-2).
pub fn one_use(d: &JomsData, card: Card) -> bool {
    matches!(card, Card::Combat(i) if d.combat[usize::from(i)].one_use)
}

pub fn character<'d>(d: &'d JomsData, p: &Player) -> Option<&'d Character> {
    p.character.map(|c| &d.characters[usize::from(c)])
}

pub fn gear<'d>(d: &'d JomsData, p: &Player) -> impl Iterator<Item = &'d Equipment> + 'd {
    let cards: Vec<u8> = p.gear.iter().map(|g| g.card).collect();
    cards.into_iter().map(|c| &d.equipment[usize::from(c)])
}

/// The passive texts acting for `p`: its character's and its equipment's.
pub fn passives<'d>(d: &'d JomsData, p: &Player) -> Vec<&'d Effect> {
    let mut out: Vec<&Effect> = Vec::new();
    if let Some(c) = character(d, p) {
        if c.ability.when == super::cards::Timing::Passive {
            out.extend(c.ability.effects.iter());
        }
    }
    for e in gear(d, p) {
        out.extend(e.passive.iter());
    }
    out
}

fn stat_from_gear(d: &JomsData, p: &Player, stat: Stat) -> u8 {
    passives(d, p)
        .into_iter()
        .map(|e| match e {
            Effect::Stat { stat: s, n } if *s == stat => *n,
            _ => 0,
        })
        .sum()
}

/// A stat with stat-ups and implants.
pub fn stat(d: &JomsData, p: &Player, stat: Stat) -> u8 {
    let Some(c) = character(d, p) else { return 0 };
    let (base, up) = match stat {
        Stat::Rng => (c.rng, p.ups.rng),
        Stat::Mag => (c.mag, p.ups.mag),
        Stat::Mel => (c.mel, p.ups.mel),
        Stat::K => (c.k, p.ups.k),
        Stat::MaxHp => (c.hp, p.ups.max_hp),
    };
    base + up + stat_from_gear(d, p, stat)
}

pub fn max_hp(d: &JomsData, p: &Player) -> u8 {
    stat(d, p, Stat::MaxHp)
}

pub fn hand_size(d: &JomsData, p: &Player, attack: AttackType) -> u8 {
    stat(
        d,
        p,
        match attack {
            AttackType::Rng => Stat::Rng,
            AttackType::Mag => Stat::Mag,
            AttackType::Mel => Stat::Mel,
        },
    )
}

/// K now: printed, stat-ups, implants and this round's changes (R-DMG-3), not below 0.
pub fn k(d: &JomsData, p: &Player) -> u8 {
    let k = i16::from(stat(d, p, Stat::K)) + i16::from(p.round.k_change);
    k.clamp(0, 255) as u8
}

/// T: the battlefield's fate sum.
pub fn t(d: &JomsData, p: &Player) -> u8 {
    p.battlefield.iter().map(|&c| fate(d, c)).sum()
}

pub fn has_passive(d: &JomsData, p: &Player, want: &Effect) -> bool {
    passives(d, p).into_iter().any(|e| e == want)
}

/// Speed from any source counts once (R-CHAR).
pub fn speed(d: &JomsData, p: &Player) -> bool {
    has_passive(d, p, &Effect::Speed)
}

/// "lands: +n" texts that count for `attack`.
pub fn lands_bonus(d: &JomsData, p: &Player, attack: AttackType) -> u8 {
    passives(d, p)
        .into_iter()
        .map(|e| match e {
            Effect::LandsBonus { attack: a, n } if landing_counts(*a, attack) => *n,
            _ => 0,
        })
        .sum()
}

fn landing_counts(landing: Landing, attack: AttackType) -> bool {
    matches!(
        (landing, attack),
        (Landing::Any, _)
            | (Landing::Rng, AttackType::Rng)
            | (Landing::Mag, AttackType::Mag)
            | (Landing::Mel, AttackType::Mel)
    )
}

/// Passive reductions of every monster attack (Ragna).
pub fn passive_reduction(d: &JomsData, p: &Player) -> u8 {
    passives(d, p)
        .into_iter()
        .map(|e| match e {
            Effect::Reduce { n, .. } => *n,
            _ => 0,
        })
        .sum()
}

pub fn monster<'d>(d: &'d JomsData, p: &Player) -> Option<&'d Monster> {
    p.fight.map(|f| &d.monsters[usize::from(f.monster)])
}

fn planet_effects<'d>(d: &'d JomsData, s: &State) -> &'d [Effect] {
    s.planet
        .map_or(&[], |i| d.planets[usize::from(i)].effects.as_slice())
}

pub fn planet_has(d: &JomsData, s: &State, want: &Effect) -> bool {
    planet_effects(d, s).contains(want)
}

pub fn planet_n(d: &JomsData, s: &State, pick: fn(&Effect) -> Option<u8>) -> u8 {
    planet_effects(d, s).iter().filter_map(pick).sum()
}

/// A monster's trait, with the planet's and the round's (R-PLANET, u.szal_bestii).
pub fn has_trait(d: &JomsData, s: &State, m: &Monster, t: Trait) -> bool {
    m.traits.contains(&t)
        || planet_has(d, s, &Effect::MonstersGainTrait { gains: t })
        || (t == Trait::Wild && s.world.wild)
}

/// The monster's HP with p.jotunheim.
pub fn monster_hp(d: &JomsData, s: &State, m: &Monster) -> u8 {
    m.hp + planet_n(d, s, |e| match e {
        Effect::MonsterHp { n } => Some(*n),
        _ => None,
    })
}

pub fn wild_for(d: &JomsData, s: &State, seat: Seat) -> bool {
    monster(d, &s.players[usize::from(seat)]).is_some_and(|m| has_trait(d, s, m, Trait::Wild))
}

/// Every seat from the first player, clockwise (Terms: turn order).
pub fn turn_order(s: &State) -> Vec<Seat> {
    let n = s.players.len() as u8;
    (0..n).map(|i| (s.first + i) % n).collect()
}

/// The active seats in turn order.
pub fn active_seats(s: &State) -> Vec<Seat> {
    turn_order(s)
        .into_iter()
        .filter(|&seat| s.players[usize::from(seat)].active())
        .collect()
}

/// The next seat after `seat`, clockwise.
pub fn next_seat(s: &State, seat: Seat) -> Seat {
    (seat + 1) % s.players.len() as u8
}

/// The other active seats, in turn order.
pub fn others_active(s: &State, seat: Seat) -> Vec<Seat> {
    active_seats(s).into_iter().filter(|&o| o != seat).collect()
}
