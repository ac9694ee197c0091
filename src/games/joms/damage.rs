//! Damage (R-DMG) and kills (R-KILL), in turn order.

use super::data::JomsData;
use super::effect::{Effect, Gain, Trait};
use super::event::Event;
use super::flow::{then, Job, Row};
use super::ops;
use super::query;
use super::state::State;
use crate::games::Seat;

/// What one attack deals (R-DMG-1..4).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Strike {
    pub t: u8,
    pub k: u8,
    pub damage: u8,
    /// T = K.
    pub critical: bool,
    /// A critical hit without fate: +1, glory, a card, and the "with bonuses" texts.
    pub with_bonuses: bool,
    pub resisted: bool,
}

/// The attack `seat` would make now.
pub fn strike(d: &JomsData, s: &State, seat: Seat) -> Strike {
    let p = &s.players[usize::from(seat)];
    let (t, k) = (query::t(d, p), query::k(d, p));
    let critical = t == k && !p.battlefield.is_empty();
    let resists = match (query::monster(d, p), p.attack) {
        (Some(m), Some(a)) => m.resists.contains(&a),
        _ => false,
    };
    let resisted = resists && !p.round.piercing && !critical;
    let none = Strike {
        t,
        k,
        damage: 0,
        critical: false,
        with_bonuses: false,
        resisted,
    };
    if p.battlefield.is_empty() || t > k || resisted {
        return none;
    }
    let cards: u8 = p.battlefield.iter().map(|&c| query::damage(d, c)).sum();
    let lands = p.attack.map_or(0, |a| query::lands_bonus(d, p, a));
    let with_bonuses = critical && !p.fate;
    Strike {
        damage: cards + p.round.bonus + p.damage_up + lands + u8::from(with_bonuses),
        critical,
        with_bonuses,
        ..none
    }
}

/// R-DMG: every active player's attack, in turn order.
pub fn damage(s: &mut State, d: &JomsData, ev: &mut Vec<Event>) {
    for seat in query::active_seats(s) {
        let hit = strike(d, s, seat);
        ev.push(Event::Struck {
            seat,
            t: hit.t,
            k: hit.k,
            damage: hit.damage,
            critical: hit.critical,
            resisted: hit.resisted,
        });
        if let Some(f) = s.players[usize::from(seat)].fight.as_mut() {
            f.damage = f.damage.saturating_add(hit.damage);
        }
        if hit.critical {
            critical(s, d, seat, hit.with_bonuses, ev);
        }
    }
}

/// A critical hit's extras; a fate takes them instead (R-DMG-4).
fn critical(s: &mut State, d: &JomsData, seat: Seat, with_bonuses: bool, ev: &mut Vec<Event>) {
    if !with_bonuses {
        ops::fate(s, seat, false, ev);
        return;
    }
    ops::gain(s, seat, Gain::Glory, 1, ev);
    ops::draw(s, seat, 1, ev);
    let p = &s.players[usize::from(seat)];
    let mut gains: Vec<(Gain, u8)> = query::passives(d, p)
        .into_iter()
        .filter_map(|e| match e {
            Effect::CriticalGain { token, n } => Some((*token, *n)),
            _ => None,
        })
        .collect();
    if let Some(planet) = s.planet {
        gains.extend(
            d.planets[usize::from(planet)]
                .effects
                .iter()
                .filter_map(|e| match e {
                    Effect::CriticalGain { token, n } => Some((*token, *n)),
                    _ => None,
                }),
        );
    }
    for (token, n) in gains {
        ops::gain(s, seat, token, n, ev);
    }
}

/// R-KILL-1: every monster whose damage reached its HP falls; its player's rewards in order.
pub fn kills(s: &mut State, d: &JomsData, ev: &mut Vec<Event>) {
    let killers: Vec<Seat> = query::active_seats(s)
        .into_iter()
        .filter(|&seat| {
            let p = &s.players[usize::from(seat)];
            match (p.fight, query::monster(d, p)) {
                (Some(f), Some(m)) => f.damage >= query::monster_hp(d, s, m),
                _ => false,
            }
        })
        .collect();
    let first = !s.fallen;
    let mut jobs = Vec::new();
    for &seat in &killers {
        s.fallen = true;
        jobs.extend(reward(s, d, seat, first, ev));
    }
    then(s, jobs);
}

fn reward(s: &mut State, d: &JomsData, seat: Seat, first: bool, ev: &mut Vec<Event>) -> Vec<Job> {
    let p = &s.players[usize::from(seat)];
    let Some(m) = query::monster(d, p) else {
        return vec![];
    };
    let monster = p.fight.map_or(0, |f| f.monster);
    ev.push(Event::Defeated { seat, monster });
    ops::gain(s, seat, Gain::Glory, m.glory, ev);
    if first {
        ops::gain(s, seat, Gain::Glory, s.saga, ev);
    }
    let p = &s.players[usize::from(seat)];
    let mut extra: u8 = query::passives(d, p)
        .into_iter()
        .filter_map(|e| match e {
            Effect::DefeatGain { n, .. } => Some(*n),
            _ => None,
        })
        .sum();
    extra += query::planet_n(d, s, |e| match e {
        Effect::KillGain { n, .. } => Some(*n),
        _ => None,
    });
    ops::gain(s, seat, Gain::Glory, extra, ev);
    let mut jobs = Vec::new();
    if query::has_trait(d, s, m, Trait::Treasure) {
        jobs.push(Job::Take {
            seat,
            row: Row::Equipment,
            to_pile: false,
        });
    }
    if query::has_trait(d, s, m, Trait::Guardian) {
        jobs.push(Job::Move { seat });
    }
    let p = &mut s.players[usize::from(seat)];
    p.kills += 1;
    if let Some(f) = p.fight.as_mut() {
        f.won = true;
    }
    jobs
}
