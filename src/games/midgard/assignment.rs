//! Warrior assignment (R-ASSIGN): dice and food onto fights and ships, confirmed by each player.

use super::action::Action;
use super::cards::Cards;
use super::error::RuleError;
use super::event::Event;
use super::state::{Phase, State};
use super::types::{DieKind, Location, Seat, Space, Target};

/// Does `seat` hold the fight or ship `target` this round?
pub fn holds(state: &State, seat: Seat, target: Target) -> bool {
    let b = &state.board;
    match target {
        Target::Troll => b.troll.is_some() && b.occupant(Space::Loc(Location::Troll)) == Some(seat),
        Target::DraugrLeft => {
            b.draugr[0].is_some() && b.occupant(Space::Loc(Location::DraugrLeft)) == Some(seat)
        }
        Target::DraugrRight => {
            b.draugr[1].is_some() && b.occupant(Space::Loc(Location::DraugrRight)) == Some(seat)
        }
        Target::Land(l) => b
            .lands
            .get(l as usize)
            .and_then(|land| land.voyage)
            .is_some_and(|v| v.seat == seat),
    }
}

/// The targets `seat` may assign to.
pub fn targets(state: &State, seat: Seat) -> impl Iterator<Item = Target> + '_ {
    (0..Target::COUNT)
        .map(Target::from_index)
        .filter(move |&t| holds(state, seat, t))
}

/// The die kind a troll or draugr bars, if any (R-ASSIGN-3).
pub fn barred(state: &State, cards: &Cards, target: Target) -> Option<DieKind> {
    let b = &state.board;
    match target {
        Target::Troll => b
            .troll
            .and_then(|t| cards.trolls.get(t.0 as usize))
            .and_then(|e| e.barred),
        Target::DraugrLeft | Target::DraugrRight => {
            let side = usize::from(target == Target::DraugrRight);
            b.draugr[side]
                .and_then(|d| cards.draugr.get(d.0 as usize))
                .and_then(|e| e.barred)
        }
        Target::Land(_) => None,
    }
}

/// Starts the assignment phase; players without dice or without a fight have nothing to assign.
pub fn begin(state: &mut State, events: &mut Vec<Event>) {
    events.push(Event::PhaseStarted {
        phase: super::event::PhaseName::Assignment,
    });
    for seat in 0..state.seats() {
        let takes_part = targets(state, seat).next().is_some();
        let p = &mut state.players[seat as usize];
        p.assigned = Default::default();
        p.ship_food = [0; 4];
        p.confirmed = !takes_part || p.dice.is_empty();
        if takes_part && p.confirmed {
            events.push(Event::AssignmentConfirmed { seat });
        }
    }
    state.phase = Phase::Assignment { turn_order: false };
}

/// Who assigns now (R-ASSIGN-2): everyone unconfirmed, listed from the round's first player;
/// or, after a demand, the next unconfirmed seat in turn order from whoever holds the
/// first-player marker now (it may have moved this round; R-PLACE-5 is about placement only).
pub fn assigning(state: &State) -> Vec<Seat> {
    let Phase::Assignment { turn_order } = state.phase else {
        return Vec::new();
    };
    let unconfirmed = |s: &Seat| state.player(*s).is_some_and(|p| !p.confirmed);
    if turn_order {
        (0..state.seats())
            .map(|i| state.left_of(state.marker, i))
            .find(unconfirmed)
            .into_iter()
            .collect()
    } else {
        state.turn_order().filter(unconfirmed).collect()
    }
}

/// After a demand for turn order, the seat whose turn it is to assign, in the open.
pub fn current(state: &State) -> Option<Seat> {
    match state.phase {
        Phase::Assignment { turn_order: true } => assigning(state).first().copied(),
        _ => None,
    }
}

pub fn candidates(state: &State, seat: Seat) -> Vec<Action> {
    let mut v = vec![Action::ConfirmAssignment];
    if state.phase == (Phase::Assignment { turn_order: false }) {
        v.push(Action::DemandTurnOrder);
    }
    for target in targets(state, seat) {
        for kind in DieKind::ALL {
            v.push(Action::AssignDie { target, kind });
            v.push(Action::UnassignDie { target, kind });
        }
        if let Target::Land(land) = target {
            v.push(Action::LoadFood { land });
            v.push(Action::UnloadFood { land });
        }
    }
    v
}

fn ship_load(state: &State, seat: Seat, land: u8) -> u8 {
    let p = &state.players[seat as usize];
    p.assigned[Target::Land(land).index()]
        .total()
        .saturating_add(p.ship_food[land as usize & 3])
}

fn capacity(state: &State, land: u8) -> u8 {
    state
        .board
        .lands
        .get(land as usize)
        .and_then(|l| l.voyage)
        .map_or(0, |v| v.capacity)
}

pub fn check(state: &State, cards: &Cards, seat: Seat, action: &Action) -> Result<(), RuleError> {
    let p = state.player(seat).ok_or(RuleError::UnknownSeat)?;
    let own = |t: Target| {
        if holds(state, seat, t) {
            Ok(())
        } else {
            Err(RuleError::InvalidTarget)
        }
    };
    match *action {
        Action::ConfirmAssignment => Ok(()),
        Action::DemandTurnOrder => match state.phase {
            Phase::Assignment { turn_order: false } => Ok(()),
            _ => Err(RuleError::WrongDecision),
        },
        Action::AssignDie { target, kind } => {
            own(target)?;
            if p.free_dice().get(kind) == 0 {
                return Err(RuleError::NotEnough);
            }
            if barred(state, cards, target) == Some(kind) {
                return Err(RuleError::BarredDieKind);
            }
            if let Target::Land(land) = target {
                if ship_load(state, seat, land) >= capacity(state, land) {
                    return Err(RuleError::OverCapacity);
                }
            }
            Ok(())
        }
        Action::UnassignDie { target, kind } => {
            own(target)?;
            if p.assigned[target.index()].get(kind) == 0 {
                Err(RuleError::NotEnough)
            } else {
                Ok(())
            }
        }
        Action::LoadFood { land } => {
            own(Target::Land(land))?;
            if p.free_food() == 0 {
                Err(RuleError::NotEnough)
            } else if ship_load(state, seat, land) >= capacity(state, land) {
                Err(RuleError::OverCapacity)
            } else {
                Ok(())
            }
        }
        Action::UnloadFood { land } => {
            own(Target::Land(land))?;
            if p.ship_food[land as usize & 3] == 0 {
                Err(RuleError::NotEnough)
            } else {
                Ok(())
            }
        }
        _ => Err(RuleError::WrongDecision),
    }
}

pub fn exec(state: &mut State, seat: Seat, action: &Action, events: &mut Vec<Event>) {
    let secret = state.phase == (Phase::Assignment { turn_order: false });
    let p = &mut state.players[seat as usize];
    let changed = match *action {
        Action::ConfirmAssignment => {
            p.confirmed = true;
            events.push(Event::AssignmentConfirmed { seat });
            None
        }
        Action::DemandTurnOrder => {
            state.phase = Phase::Assignment { turn_order: true };
            events.push(Event::TurnOrderDemanded { seat });
            None
        }
        Action::AssignDie { target, kind } => {
            p.assigned[target.index()].add(kind, 1);
            Some(target)
        }
        Action::UnassignDie { target, kind } => {
            p.assigned[target.index()].remove(kind, 1);
            Some(target)
        }
        Action::LoadFood { land } => {
            p.ship_food[land as usize & 3] += 1;
            Some(Target::Land(land))
        }
        Action::UnloadFood { land } => {
            p.ship_food[land as usize & 3] -= 1;
            Some(Target::Land(land))
        }
        _ => None,
    };
    if let Some(target) = changed {
        let p = &state.players[seat as usize];
        let food = match target {
            Target::Land(l) => p.ship_food[l as usize & 3],
            _ => 0,
        };
        events.push(Event::Assigned {
            seat,
            target,
            dice: p.assigned[target.index()],
            food,
            secret,
        });
    }
}

/// Everyone confirmed: assignments become public and food goes aboard (R-ASSIGN-5).
pub fn reveal(state: &mut State, events: &mut Vec<Event>) {
    let mut all = Vec::new();
    for seat in 0..state.seats() {
        for target in targets(state, seat).collect::<Vec<_>>() {
            let p = &mut state.players[seat as usize];
            let dice = p.assigned[target.index()];
            let mut food = 0;
            if let Target::Land(l) = target {
                food = std::mem::take(&mut p.ship_food[l as usize & 3]);
                p.food = p.food.saturating_sub(food);
                if let Some(v) = state.board.lands[l as usize & 3].voyage.as_mut() {
                    v.food = food;
                }
            }
            all.push((seat, target, dice, food));
        }
    }
    events.push(Event::AssignmentsRevealed { assignments: all });
}
