//! The characters chosen and their start abilities (R-SETUP-5/6), and a saga's preparation,
//! steps A–F (R-PREP): the first player, the equipment, three laps of combat cards, the
//! piles gathered, the planet, Yggdrasil and the monsters.

use rand::seq::SliceRandom;
use rand::Rng;

use super::cards::{EquipmentType, Timing};
use super::data::JomsData;
use super::effect::Effect;
use super::event::{top_first, DeckCards, Event};
use super::flow::{ask, then, Ask, Job, Row};
use super::ops;
use super::query;
use super::state::{Card, Gear, Phase, State};
use crate::games::Seat;

/// R-SETUP-5: every player chooses at once.
pub fn choose(s: &mut State, _ev: &mut Vec<Event>) {
    for seat in 0..s.players.len() as Seat {
        ask(s, seat, Ask::Character);
    }
}

/// Once all have chosen: the characters shown, stats and Gullveig set, "Start:" abilities in
/// seat order (R-SETUP-6), then saga I.
pub fn all_chosen(s: &mut State, d: &JomsData, ev: &mut Vec<Event>) {
    for seat in 0..s.players.len() as Seat {
        let p = &mut s.players[usize::from(seat)];
        let Some(c) = p.character else { continue };
        let ch = &d.characters[usize::from(c)];
        p.hp = ch.hp;
        p.gullveig = ch.gullveig;
        ev.push(Event::Chose { seat, character: c });
    }
    let starts = (0..s.players.len() as Seat).map(|seat| Job::Start { seat });
    then(s, starts.chain([Job::Saga]).collect::<Vec<_>>());
}

pub fn start_ability(s: &mut State, d: &JomsData, seat: Seat, ev: &mut Vec<Event>) {
    let Some(ch) = query::character(d, &s.players[usize::from(seat)]) else {
        return;
    };
    if ch.ability.when != Timing::Start {
        return;
    }
    for effect in &ch.ability.effects {
        match effect {
            Effect::TakeImplant => take_implant(s, d, seat, ev),
            Effect::TakeCombatCard => then(
                s,
                [Job::Take {
                    seat,
                    row: Row::Combat,
                    to_pile: true,
                }],
            ),
            Effect::Gain { token, n } => ops::gain(s, seat, *token, *n, ev),
            _ => {}
        }
    }
}

/// Gunnar: equipment revealed from the deck until an implant, which he takes; the rest
/// shuffled back.
fn take_implant(s: &mut State, d: &JomsData, seat: Seat, ev: &mut Vec<Event>) {
    let mut shown = Vec::new();
    let mut implant = None;
    while let Some(card) = s.equipment.draw.pop() {
        shown.push(card);
        if d.equipment[usize::from(card)].kind == EquipmentType::Implant {
            implant = Some(card);
            break;
        }
    }
    ev.push(Event::Revealed {
        seat,
        equipment: shown.clone(),
    });
    if let Some(card) = implant {
        shown.pop();
        take_gear(s, d, seat, card, ev);
    }
    s.equipment.draw.extend(shown);
    s.equipment.draw.shuffle(&mut s.rng);
    ev.push(Event::Shuffled {
        deck: DeckCards::equipment(top_first(&s.equipment.draw)),
    });
}

/// A saga begins: its preparation.
pub fn saga(s: &mut State) {
    s.phase = Phase::Preparation;
    then(s, [Job::FirstPlayer]);
}

/// R-PREP-1 (A), then the rest of the steps in turn order.
pub fn first_player(s: &mut State, d: &JomsData, ev: &mut Vec<Event>) {
    let (first, reveals) = pick_first(s, d, ev);
    s.first = first;
    ev.push(Event::FirstPlayer {
        seat: first,
        reveals,
    });
    let order = query::turn_order(s);
    let mut jobs = Vec::new();
    let take = |seat, row| Job::Take {
        seat,
        row,
        to_pile: false,
    };
    jobs.extend(order.iter().map(|&seat| take(seat, Row::Equipment)));
    for _ in 0..3 {
        jobs.extend(order.iter().map(|&seat| take(seat, Row::Combat)));
    }
    jobs.extend([Job::Gather, Job::Planet, Job::StepE]);
    jobs.extend(order.iter().map(|&seat| take(seat, Row::Monster)));
    jobs.extend(order.iter().map(|&seat| Job::Name { seat }));
    jobs.extend([Job::FirstDraw, Job::Round]);
    then(s, jobs);
}

/// Most Gullveig in saga I, least glory later; ties broken by the piles' cards, top down,
/// and by the seeded generator once a pile runs out.
fn pick_first(s: &mut State, d: &JomsData, ev: &mut Vec<Event>) -> (Seat, Vec<(Seat, Card)>) {
    let seats: Vec<Seat> = (0..s.players.len() as Seat).collect();
    let key = |seat: Seat| {
        let p = &s.players[usize::from(seat)];
        if s.saga == 1 {
            i32::from(p.gullveig)
        } else {
            -i32::from(p.glory)
        }
    };
    let best = seats.iter().map(|&x| key(x)).max().unwrap_or(0);
    let mut tied: Vec<Seat> = seats.into_iter().filter(|&x| key(x) == best).collect();
    let mut reveals = Vec::new();
    let mut depth = 0;
    while tied.len() > 1 {
        let cards: Option<Vec<Card>> = tied
            .iter()
            .map(|&x| {
                let pile = &s.players[usize::from(x)].pile;
                pile.len().checked_sub(depth + 1).map(|i| pile[i])
            })
            .collect();
        let Some(cards) = cards else {
            let i = s.rng.random_range(0..tied.len());
            ev.push(Event::FirstPlayerDrawn {
                tied: tied.clone(),
                seat: tied[i],
            });
            tied = vec![tied[i]];
            break;
        };
        reveals.extend(tied.iter().copied().zip(cards.iter().copied()));
        let top = cards.iter().map(|&c| query::fate(d, c)).max().unwrap_or(0);
        tied = tied
            .into_iter()
            .zip(cards)
            .filter(|&(_, c)| query::fate(d, c) == top)
            .map(|(x, _)| x)
            .collect();
        depth += 1;
    }
    let revealed: Vec<Seat> = reveals.iter().map(|&(x, _)| x).collect();
    for x in revealed {
        ops::shuffle_pile(s, x, ev);
    }
    (tied.first().copied().unwrap_or(0), reveals)
}

/// A take from a row (B, C, F, Sigrun, treasure, EITHER, PLUS); nothing when it is empty.
pub fn take(s: &mut State, seat: Seat, row: Row, to_pile: bool) {
    if !row_cards_exist(s, row) {
        return;
    }
    ask(s, seat, Ask::Row { row, to_pile });
}

fn row_cards_exist(s: &State, row: Row) -> bool {
    match row {
        Row::Equipment => !s.equipment.row.is_empty(),
        Row::Combat => !s.combat.row.is_empty(),
        Row::Monster => !s.monsters[level(s)].row.is_empty(),
    }
}

/// The index of this saga's monster level.
pub fn level(s: &State) -> usize {
    usize::from(s.saga.clamp(1, 3) - 1)
}

/// R-PREP-3: a Gullveig spent, the row dealt anew.
pub fn reroll(s: &mut State, seat: Seat, row: Row, ev: &mut Vec<Event>) {
    s.players[usize::from(seat)].gullveig -= 1;
    let lv = level(s);
    match row {
        Row::Equipment => ops::redeal(&mut s.equipment, &mut s.rng, &DeckCards::equipment, ev),
        Row::Combat => ops::redeal(&mut s.combat, &mut s.rng, &DeckCards::combat, ev),
        Row::Monster => {
            let name = DeckCards::monsters(lv);
            ops::redeal(&mut s.monsters[lv], &mut s.rng, &name, ev)
        }
    }
    ev.push(Event::Rerolled { seat, row });
}

/// The row's card at `index` taken; its space refills.
pub fn took(
    s: &mut State,
    d: &JomsData,
    seat: Seat,
    row: Row,
    to_pile: bool,
    index: u8,
    ev: &mut Vec<Event>,
) {
    let i = usize::from(index);
    match row {
        Row::Equipment => {
            let card = s.equipment.row.remove(i);
            ops::refill(&mut s.equipment, &mut s.rng, &DeckCards::equipment, ev);
            take_gear(s, d, seat, card, ev);
        }
        Row::Combat => {
            let card = s.combat.row.remove(i);
            ops::refill(&mut s.combat, &mut s.rng, &DeckCards::combat, ev);
            ev.push(Event::TookCombat { seat, card });
            let p = &mut s.players[usize::from(seat)];
            if to_pile {
                p.pile.push(card);
                ops::shuffle_pile(s, seat, ev);
            } else {
                p.discard.push(card);
            }
        }
        Row::Monster => {
            let lv = level(s);
            let monster = s.monsters[lv].row.remove(i);
            ops::refill(
                &mut s.monsters[lv],
                &mut s.rng,
                &DeckCards::monsters(lv),
                ev,
            );
            s.players[usize::from(seat)].fight = Some(super::state::Fight {
                monster,
                damage: 0,
                won: false,
            });
            ev.push(Event::TookMonster { seat, monster });
        }
    }
}

/// A piece of equipment joins; a second weapon, armour or shield asks which to keep
/// (R-PREP-4). A max-HP card raises current HP too.
fn take_gear(s: &mut State, d: &JomsData, seat: Seat, card: u8, ev: &mut Vec<Event>) {
    ev.push(Event::TookGear { seat, card });
    let kind = d.equipment[usize::from(card)].kind;
    let p = &mut s.players[usize::from(seat)];
    let before = query::max_hp(d, p);
    let old = p
        .gear
        .iter()
        .find(|g| {
            matches!(
                kind,
                EquipmentType::Weapon | EquipmentType::Armour | EquipmentType::Shield
            ) && d.equipment[usize::from(g.card)].kind == kind
        })
        .map(|g| g.card);
    p.gear.push(Gear {
        card,
        exhausted: false,
    });
    let after = query::max_hp(d, p);
    p.hp += after.saturating_sub(before);
    if let Some(old) = old {
        ask(s, seat, Ask::Keep { old, new: card });
    }
}

/// R-PREP-4's answer: the other piece to the equipment discard.
pub fn keep(s: &mut State, d: &JomsData, seat: Seat, drop: u8, ev: &mut Vec<Event>) {
    let p = &mut s.players[usize::from(seat)];
    if let Some(i) = p.gear.iter().position(|g| g.card == drop) {
        let before = query::max_hp(d, p);
        p.gear.remove(i);
        let lost = before.saturating_sub(query::max_hp(d, p));
        p.hp = p.hp.saturating_sub(lost).max(1);
        s.equipment.discard.push(drop);
        ev.push(Event::Dropped { seat, card: drop });
    }
}

/// R-PREP-5: every combat card a player owns shuffled into one pile.
pub fn gather(s: &mut State, ev: &mut Vec<Event>) {
    for seat in 0..s.players.len() as Seat {
        let p = &mut s.players[usize::from(seat)];
        let mut cards = std::mem::take(&mut p.discard);
        cards.append(&mut p.aside);
        cards.append(&mut p.hand);
        p.pile.append(&mut cards);
        ops::shuffle_pile(s, seat, ev);
    }
    ev.push(Event::Gathered);
}

/// R-PREP-6 (D).
pub fn planet(s: &mut State, ev: &mut Vec<Event>) {
    s.planet = s.planets.pop();
    if let Some(planet) = s.planet {
        ev.push(Event::Planet { planet });
    }
}
