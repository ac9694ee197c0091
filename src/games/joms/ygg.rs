//! The Yggdrasil track (R-YGG): step E's moves, the fork, and each space's symbol, treasure
//! and glory; EITHER, PLUS and REWARD.

use rand::Rng;

use super::cards::{Space, Symbol};
use super::data::JomsData;
use super::event::Event;
use super::flow::{ask, then, Ask, Job, Row};
use super::ops;
use super::query;
use super::state::{BagToken, State};
use crate::games::Seat;

/// R-PREP-7 (E), with R-VAR-1 and R-VAR-2.
pub fn step_e(s: &mut State) {
    if s.settings.ygg_saga1_only && s.saga > 1 {
        return;
    }
    let movers: Vec<Seat> = if s.settings.ygg_everyone {
        query::turn_order(s)
    } else {
        vec![s.first]
    };
    then(
        s,
        movers
            .into_iter()
            .map(|seat| Job::Move { seat })
            .collect::<Vec<_>>(),
    );
}

/// The space a pawn stands on.
pub fn space_of<'d>(d: &'d JomsData, s: &State, seat: Seat) -> Option<&'d Space> {
    let pawn = s.players[usize::from(seat)].pawn;
    match pawn.branch {
        None => d.yggdrasil.trunk.get(usize::from(pawn.space)),
        Some(b) => d
            .yggdrasil
            .branches
            .get(usize::from(b))?
            .spaces
            .get(usize::from(pawn.space)),
    }
}

/// One move: up the trunk, to a branch at the fork (asked), or nothing past the end.
pub fn move_pawn(s: &mut State, d: &JomsData, seat: Seat, ev: &mut Vec<Event>) {
    let pawn = s.players[usize::from(seat)].pawn;
    let len = match pawn.branch {
        None => d.yggdrasil.trunk.len(),
        Some(b) => d
            .yggdrasil
            .branches
            .get(usize::from(b))
            .map_or(0, |b| b.spaces.len()),
    };
    if usize::from(pawn.space) + 1 < len {
        s.players[usize::from(seat)].pawn.space += 1;
        arrived(s, d, seat, ev);
    } else if pawn.branch.is_none() && !d.yggdrasil.branches.is_empty() {
        ask(s, seat, Ask::Branch);
    }
}

/// The fork's answer: the branch's first space.
pub fn branch(s: &mut State, d: &JomsData, seat: Seat, index: u8, ev: &mut Vec<Event>) {
    let p = &mut s.players[usize::from(seat)];
    p.pawn.branch = Some(index);
    p.pawn.space = 0;
    arrived(s, d, seat, ev);
}

fn arrived(s: &mut State, d: &JomsData, seat: Seat, ev: &mut Vec<Event>) {
    if let Some(space) = space_of(d, s, seat) {
        ev.push(Event::Moved {
            seat,
            space: space.id.clone(),
        });
    }
    then(s, [Job::Space { seat }]);
}

/// A space resolves: main symbol, treasure, glory (R-YGG-1).
pub fn space(s: &mut State, d: &JomsData, seat: Seat) {
    let Some(space) = space_of(d, s, seat) else {
        return;
    };
    let mut jobs = match space.main {
        Symbol::None => vec![],
        Symbol::Either => vec![Job::Either { seat }],
        Symbol::Plus => vec![
            Job::Take {
                seat,
                row: Row::Combat,
                to_pile: true,
            },
            Job::Remove { seat },
        ],
        Symbol::Reward => vec![Job::Reward { seat }],
    };
    if space.treasure {
        jobs.push(Job::Take {
            seat,
            row: Row::Equipment,
            to_pile: false,
        });
    }
    if space.glory > 0 {
        jobs.push(Job::Glory {
            seat,
            n: space.glory,
        });
    }
    then(s, jobs);
}

/// EITHER's answer.
pub fn either(s: &mut State, seat: Seat, take: bool) {
    if take {
        then(
            s,
            [Job::Take {
                seat,
                row: Row::Combat,
                to_pile: true,
            }],
        );
    } else {
        then(s, [Job::Remove { seat }]);
    }
}

/// A pile search for a card to remove: the owner sees the pile.
pub fn remove(s: &mut State, seat: Seat, ev: &mut Vec<Event>) {
    let p = &s.players[usize::from(seat)];
    if p.pile.is_empty() {
        return;
    }
    let mut cards = p.pile.clone();
    cards.sort();
    ev.push(Event::Searched { seat, cards });
    ask(s, seat, Ask::Remove);
}

/// REWARD: three tokens drawn from the bag (all if fewer), one to keep.
pub fn reward(s: &mut State, seat: Seat, ev: &mut Vec<Event>) {
    let mut tokens = Vec::new();
    for _ in 0..3 {
        if s.bag.is_empty() {
            break;
        }
        let i = s.rng.random_range(0..s.bag.len());
        tokens.push(s.bag.remove(i));
    }
    if tokens.is_empty() {
        return;
    }
    ev.push(Event::Drawn {
        seat,
        tokens: tokens.clone(),
    });
    ask(s, seat, Ask::Reward { tokens });
}

/// REWARD's answer: the kept token acts, the rest go back to the bag.
pub fn kept(s: &mut State, seat: Seat, drawn: &[BagToken], token: BagToken, ev: &mut Vec<Event>) {
    let mut rest = drawn.to_vec();
    if let Some(i) = rest.iter().position(|&t| t == token) {
        rest.remove(i);
    }
    s.bag.extend(rest);
    ev.push(Event::Kept { seat, token });
    let p = &mut s.players[usize::from(seat)];
    match token {
        BagToken::Thor => p.thor += 1,
        BagToken::Gullveig => p.gullveig += 1,
        BagToken::DamageUp => p.damage_up += 1,
        BagToken::StatUp => ask(s, seat, Ask::StatUp),
    }
}

pub fn glory(s: &mut State, seat: Seat, n: u8, ev: &mut Vec<Event>) {
    ops::gain(s, seat, super::effect::Gain::Glory, n, ev);
}
