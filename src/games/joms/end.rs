//! A round's end (R-EOR), the end phase and the next saga (R-END-1/2), and the final score
//! (R-END-3/4, R-COOP-3).

use super::data::JomsData;
use super::effect::{Effect, Gain, Trait};
use super::event::{DeckCards, Event, Hurt};
use super::flow::{then, Job};
use super::ops;
use super::prep;
use super::query;
use super::state::{Mode, Phase, RoundMods, RoundWorld, State};
use crate::games::Seat;

/// R-EOR-5: the guard against an endless fight.
pub const LAST_ROUND: u8 = 12;

pub fn round_end(s: &mut State, d: &JomsData, ev: &mut Vec<Event>) {
    venom(s, d, ev);
    regenerate(s, d, ev);
    round_end_texts(s, d, ev);
    clear_round(s, d, ev);
    if s.round >= LAST_ROUND {
        for seat in query::active_seats(s) {
            let hp = s.players[usize::from(seat)].hp;
            ops::lose_hp(s, d, seat, hp, Hurt::Card, ev);
        }
    }
    ev.push(Event::RoundOver { round: s.round });
    let next = if query::active_seats(s).is_empty() {
        Job::EndPhase
    } else {
        Job::Round
    };
    then(s, [next]);
}

/// R-EOR-1.
fn venom(s: &mut State, d: &JomsData, ev: &mut Vec<Event>) {
    for seat in query::active_seats(s) {
        let n = s.players[usize::from(seat)].venom;
        ops::lose_hp(s, d, seat, n, Hurt::Venom, ev);
    }
}

/// R-EOR-2.
fn regenerate(s: &mut State, d: &JomsData, ev: &mut Vec<Event>) {
    for seat in query::active_seats(s) {
        let p = &s.players[usize::from(seat)];
        let Some(m) = query::monster(d, p) else {
            continue;
        };
        if p.round.no_regeneration {
            continue;
        }
        let n = m.regeneration + s.world.regeneration_plus;
        if let Some(f) = s.players[usize::from(seat)].fight.as_mut() {
            let healed = f.damage.min(n);
            if healed > 0 {
                f.damage -= healed;
                ev.push(Event::Regenerated { seat, n: healed });
            }
        }
    }
}

/// R-EOR-3: the planet, then Auras, then c.szal, each in turn order.
fn round_end_texts(s: &mut State, d: &JomsData, ev: &mut Vec<Event>) {
    let planet = query::planet_n(d, s, |e| match e {
        Effect::RoundEndAllLoseHp { n } => Some(*n),
        _ => None,
    });
    if planet > 0 {
        for seat in query::active_seats(s) {
            ops::lose_hp(s, d, seat, planet, Hurt::Planet, ev);
        }
    }
    for source in query::active_seats(s) {
        let p = &s.players[usize::from(source)];
        let aura = query::monster(d, p).is_some_and(|m| m.traits.contains(&Trait::Aura));
        if aura && p.active() {
            for seat in query::active_seats(s) {
                ops::lose_hp(s, d, seat, 1, Hurt::Aura, ev);
            }
        }
    }
    for source in query::active_seats(s) {
        let n = s.players[usize::from(source)].round.others_lose_at_end;
        if n > 0 && s.players[usize::from(source)].active() {
            for seat in query::others_active(s, source) {
                ops::lose_hp(s, d, seat, n, Hurt::Card, ev);
            }
        }
    }
}

/// R-EOR-4: battlefields and round slots to the discards, this round's effects gone, each
/// active player draws 1.
fn clear_round(s: &mut State, d: &JomsData, ev: &mut Vec<Event>) {
    for p in &mut s.players {
        let mut cards = std::mem::take(&mut p.battlefield);
        cards.extend(p.round_slot.take());
        for c in cards {
            ops::to_discard(d, p, c);
        }
        p.round = RoundMods::default();
    }
    s.world = RoundWorld::default();
    for seat in query::active_seats(s) {
        ops::draw(s, seat, 1, ev);
    }
}

/// R-END-1, then the next saga (R-END-2) or the game's end (R-END-3).
pub fn end_phase(s: &mut State, d: &JomsData, ev: &mut Vec<Event>) {
    let fights: Vec<_> = s.players.iter().filter_map(|p| p.fight).collect();
    s.fought.extend(fights);
    for p in &mut s.players {
        p.exhausted = false;
        p.gear.iter_mut().for_each(|g| g.exhausted = false);
        p.fate = false;
        p.venom = 0;
        p.no_heal = false;
        // Unused hand and slot cards go to the discard, J ones too; the set-aside stay.
        let mut cards = std::mem::take(&mut p.hand);
        cards.append(&mut p.healing);
        cards.extend(p.divination.take());
        cards.extend(p.precise.take());
        p.discard.append(&mut cards);
        p.hp = query::max_hp(d, p);
        p.fight = None;
        p.died = false;
        p.attack = None;
        p.round = RoundMods::default();
    }
    s.planet = None;
    s.round = 0;
    ev.push(Event::SagaOver { saga: s.saga });
    if s.saga >= 3 {
        s.phase = Phase::Over;
        ev.push(Event::GameOver {
            scores: scores(s, d),
        });
        return;
    }
    next_saga(s, d, ev);
}

/// R-END-2.
fn next_saga(s: &mut State, d: &JomsData, ev: &mut Vec<Event>) {
    let old = prep::level(s);
    s.monsters[old] = Default::default();
    s.saga += 1;
    s.fallen = false;
    let new = prep::level(s);
    ops::refill(
        &mut s.monsters[new],
        &mut s.rng,
        &DeckCards::monsters(new),
        ev,
    );
    ops::redeal(&mut s.equipment, &mut s.rng, &DeckCards::equipment, ev);
    ops::redeal(&mut s.combat, &mut s.rng, &DeckCards::combat, ev);
    for seat in 0..s.players.len() as Seat {
        let n: u8 = query::passives(d, &s.players[usize::from(seat)])
            .into_iter()
            .filter_map(|e| match e {
                Effect::SagaStartGain { n, .. } => Some(*n),
                _ => None,
            })
            .sum();
        ops::gain(s, seat, Gain::Gullveig, n, ev);
    }
    then(s, [Job::Saga]);
}

/// R-END-3: glory, 1 per Gullveig and Thor, G of held equipment.
pub fn score(s: &State, d: &JomsData, seat: Seat) -> u16 {
    let p = &s.players[usize::from(seat)];
    let gear: u16 = query::gear(d, p).map(|e| u16::from(e.glory)).sum();
    p.glory + u16::from(p.gullveig) + u16::from(p.thor) + gear
}

pub fn scores(s: &State, d: &JomsData) -> Vec<u16> {
    (0..s.players.len() as Seat)
        .map(|x| score(s, d, x))
        .collect()
}

/// R-END-4 (most wins; then most monsters; then shared) or R-COOP-3 (all or none).
pub fn winners(s: &State, d: &JomsData) -> Vec<Seat> {
    let scores = scores(s, d);
    let seats = 0..s.players.len() as Seat;
    if s.settings.mode == Mode::Coop {
        let target = d
            .difficulties
            .iter()
            .find(|l| l.id == s.settings.difficulty)
            .map_or(0, |l| l.target);
        let sum: u16 = scores.iter().sum();
        return if sum >= target * s.players.len() as u16 {
            seats.collect()
        } else {
            vec![]
        };
    }
    let key = |x: Seat| (scores[usize::from(x)], s.players[usize::from(x)].kills);
    let best = seats.clone().map(key).max();
    seats.filter(|&x| Some(key(x)) == best).collect()
}
