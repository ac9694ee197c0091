//! The choices players make at the same time in a round — Horsie's loss (R-ROUND-7) and Fort
//! Fokus (R-FORT-2) — and FortUna's (R-FORT-3): asked of players, drawn at random for
//! neutrals (R-NEUTRAL-2), told together once all are in (R-INFO-1).

use super::action::Action;
use super::cards::{Fort, Warrior};
use super::event::Event;
use super::round::{fight_mut, fortheca_check, random_pick, wait};
use super::state::{Card, State, Step};

/// The warriors of `clan`'s line its losing Horsie may cost: those revealed earlier.
pub fn horsie_choices(state: &State, clan: u8) -> Vec<Card> {
    let Some(f) = state.fight() else {
        return Vec::new();
    };
    let now = f.revealed[usize::from(clan)];
    state.clans[usize::from(clan)]
        .line
        .iter()
        .copied()
        .filter(|&c| c != now)
        .collect()
}

/// R-ROUND-7: every clan whose unseduced Horsie did not capture loses an earlier warrior, or
/// the Horsie itself when it stands alone.
pub fn horsie(state: &mut State, ev: &mut Vec<Event>) -> bool {
    let Some(f) = state.fight() else { return false };
    let losers: Vec<u8> = (0..state.clans.len() as u8)
        .filter(|&c| f.winner != Some(c) && f.active(c) == Some(Warrior::Horsie))
        .collect();
    let mut asked = Vec::new();
    for clan in losers {
        let choices = horsie_choices(state, clan);
        let pick = match choices.as_slice() {
            [] => {
                let alone = state.fight().map(|f| f.revealed[usize::from(clan)]);
                told(alone, clan, false, ev)
            }
            [one] => told(Some(*one), clan, false, ev),
            _ if state.is_player(clan) => {
                asked.push(clan);
                None
            }
            _ => {
                let drawn = random_pick(state, &choices);
                told(drawn, clan, true, ev)
            }
        };
        set_pick(state, clan, pick);
    }
    if wait(state, Step::Horsie, asked) {
        return true;
    }
    settle(state, ev);
    false
}

/// R-FORT-3: the capturer of FortUna gives up an earlier fort, or FortUna when it has none.
pub fn fortuna(state: &mut State, clan: u8, ev: &mut Vec<Event>) -> bool {
    let earlier = state.clans[usize::from(clan)].held.len().saturating_sub(1);
    let (index, random) = match earlier {
        // Its only earlier fort, or FortUna itself when there is none.
        0 | 1 => (Some(0), false),
        _ if state.is_player(clan) => return wait(state, Step::FortUna, vec![clan]),
        _ => (random_pick(state, &(0..earlier).collect::<Vec<_>>()), true),
    };
    if let Some(i) = index {
        let action = Action::DropFort { index: i as u8 };
        ev.push(unasked(clan, action, random));
        drop_fort(state, clan, i, ev);
    }
    false
}

/// The record of an answer played for `clan` without asking: drawn at random for a neutral
/// (R-NEUTRAL-2), or forced, the only one possible.
pub fn unasked(clan: u8, action: Action, random: bool) -> Event {
    if random {
        Event::Random { clan, action }
    } else {
        Event::Forced { clan, action }
    }
}

/// `pick`, the warrior `clan` loses without being asked, recorded.
fn told(pick: Option<Card>, clan: u8, random: bool, ev: &mut Vec<Event>) -> Option<Card> {
    if let Some(card) = pick {
        ev.push(unasked(clan, Action::Lose { card }, random));
    }
    pick
}

/// Gives up the `index`th held fort of `clan`.
pub fn drop_fort(state: &mut State, clan: u8, index: usize, ev: &mut Vec<Event>) {
    let held = &mut state.clans[usize::from(clan)].held;
    if index >= held.len() {
        return;
    }
    let fort: Fort = held.remove(index);
    state.discard.push(fort);
    ev.push(Event::FortDropped { clan, fort });
}

/// R-FORT-2: every clan with a warrior in line loses one.
pub fn fokus(state: &mut State, ev: &mut Vec<Event>) -> bool {
    let mut asked = Vec::new();
    for clan in 0..state.clans.len() as u8 {
        let line = state.clans[usize::from(clan)].line.clone();
        let pick = match line.as_slice() {
            [] => None,
            [one] => told(Some(*one), clan, false, ev),
            _ if state.is_player(clan) => {
                asked.push(clan);
                None
            }
            _ => {
                let drawn = random_pick(state, &line);
                told(drawn, clan, true, ev)
            }
        };
        set_pick(state, clan, pick);
    }
    if wait(state, Step::Fokus, asked) {
        return true;
    }
    settle(state, ev);
    false
}

fn set_pick(state: &mut State, clan: u8, pick: Option<Card>) {
    if let Some(f) = fight_mut(state) {
        f.picks[usize::from(clan)] = pick;
    }
}

/// Records a player's secret answer to a simultaneous step; settles the step when it was
/// the last one awaited. True when the step is settled.
pub fn answer(state: &mut State, clan: u8, card: Card, ev: &mut Vec<Event>) -> bool {
    let Some(f) = fight_mut(state) else {
        return false;
    };
    f.picks[usize::from(clan)] = Some(card);
    f.waiting.retain(|&c| c != clan);
    if !f.waiting.is_empty() {
        return false;
    }
    let fokus = f.step == Some(Step::Fokus);
    settle(state, ev);
    if fokus {
        fortheca_check(state, ev);
    }
    true
}

/// Every pick is lost from its line at once, in clan order.
fn settle(state: &mut State, ev: &mut Vec<Event>) {
    let Some(f) = fight_mut(state) else { return };
    let picks = std::mem::replace(&mut f.picks, vec![None; f.revealed.len()]);
    f.step = None;
    for (clan, card) in picks.into_iter().enumerate() {
        let Some(card) = card else { continue };
        if state.clans[clan].lose(card) {
            ev.push(Event::Lost {
                clan: clan as u8,
                card,
            });
        }
    }
}
