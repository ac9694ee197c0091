//! Combat resolution (R-RESOLVE): hunts, the troll, the draugr, then the distant lands with
//! their journeys (R-JOURNEY), feeding and monsters.

use super::action::{Action, RuneUse};
use super::cards::Cards;
use super::combat;
use super::effects::{default_losses, gain, lose_dice, player_mut};
use super::error::RuleError;
use super::event::{DeckKind, Event, Goods, LossCause};
use super::setup::draw;
use super::state::{Foe, JourneyCard, LandStep, Phase, ResolveWait, Stage, State};
use super::types::{Dice, JourneyKind, Location, Rune, Seat, Space, Target};

pub fn begin(state: &mut State, events: &mut Vec<Event>) {
    events.push(Event::PhaseStarted {
        phase: super::event::PhaseName::Resolution,
    });
    state.phase = Phase::Resolution {
        stage: Stage::Hunt { index: 0 },
        fight: None,
        wait: None,
        journey: None,
    };
}

fn set_stage(state: &mut State, next: Stage) {
    if let Phase::Resolution { stage, .. } = &mut state.phase {
        *stage = next;
    }
}

fn set_wait(state: &mut State, next: Option<ResolveWait>) {
    if let Phase::Resolution { wait, .. } = &mut state.phase {
        *wait = next;
    }
}

fn set_journey(state: &mut State, card: Option<JourneyCard>) {
    if let Phase::Resolution { journey, .. } = &mut state.phase {
        *journey = card;
    }
}

pub fn wait(state: &State) -> Option<ResolveWait> {
    match state.phase {
        Phase::Resolution { wait, .. } => wait,
        _ => None,
    }
}

fn ship_dice(state: &State, seat: Seat, land: u8) -> Dice {
    state
        .player(seat)
        .map_or(Dice::NONE, |p| p.assigned[Target::Land(land).index()])
}

fn ship_food(state: &State, land: u8) -> u8 {
    state
        .board
        .lands
        .get(land as usize)
        .and_then(|l| l.voyage)
        .map_or(0, |v| v.food)
}

fn take_ship_food(state: &mut State, land: u8, n: u8) -> u8 {
    match state
        .board
        .lands
        .get_mut(land as usize)
        .and_then(|l| l.voyage.as_mut())
    {
        Some(v) => {
            let n = n.min(v.food);
            v.food -= n;
            n
        }
        None => 0,
    }
}

/// Advances resolution by one automatic step (no fight or wait is open).
/// Returns false when the round is over and cleanup must run.
pub fn step(state: &mut State, cards: &Cards, events: &mut Vec<Event>) -> bool {
    let Phase::Resolution { stage, .. } = state.phase else {
        return false;
    };
    match stage {
        Stage::Hunt { index } => {
            if index >= state.seats() {
                set_stage(state, Stage::Troll);
                return true;
            }
            set_stage(state, Stage::Hunt { index: index + 1 });
            let seat = state.left_of(state.round_first, index);
            let hunts = state
                .board
                .has_worker(Space::Loc(Location::HuntingGrounds), seat);
            if hunts && !combat::fighting_dice(state, seat, Foe::Hunt).is_empty() {
                combat::start(state, cards, seat, Foe::Hunt, events);
            }
        }
        Stage::Troll => {
            set_stage(state, Stage::Draugr { side: 0 });
            let fighter = state.board.occupant(Space::Loc(Location::Troll));
            if let (Some(card), Some(seat)) = (state.board.troll, fighter) {
                let foe = Foe::Troll { card };
                if !combat::fighting_dice(state, seat, foe).is_empty() {
                    combat::start(state, cards, seat, foe, events);
                }
            }
        }
        Stage::Draugr { side } => {
            set_stage(
                state,
                if side == 0 {
                    Stage::Draugr { side: 1 }
                } else {
                    Stage::Land {
                        land: 0,
                        step: LandStep::Reveal,
                    }
                },
            );
            let space = if side == 0 {
                Location::DraugrLeft
            } else {
                Location::DraugrRight
            };
            let fighter = state.board.occupant(Space::Loc(space));
            if let (Some(card), Some(seat)) = (state.board.draugr[side as usize & 1], fighter) {
                let foe = Foe::Draugr { side, card };
                if !combat::fighting_dice(state, seat, foe).is_empty() {
                    combat::start(state, cards, seat, foe, events);
                }
            }
        }
        Stage::Land { land, step } => {
            if land >= 4 {
                return false;
            }
            land_step(state, cards, land, step, events);
        }
    }
    true
}

fn land_step(state: &mut State, cards: &Cards, land: u8, step: LandStep, events: &mut Vec<Event>) {
    let next_land = Stage::Land {
        land: land + 1,
        step: LandStep::Reveal,
    };
    let Some(voyage) = state.board.lands[land as usize & 3].voyage else {
        set_stage(state, next_land);
        return;
    };
    let seat = voyage.seat;
    match step {
        LandStep::Reveal => reveal_journey(state, seat, land, next_land, events),
        LandStep::Journey => sail_journey(state, cards, seat, land, events),
        LandStep::Feed => feed_crew(state, seat, land, events),
        LandStep::Monster => meet_monster(state, cards, seat, land, next_land, events),
    }
}

/// R-RESOLVE-4a: reveals the land's journey card (drawing one if none lies there); an empty
/// ship turns back at once, losing its food.
fn reveal_journey(
    state: &mut State,
    seat: Seat,
    land: u8,
    next_land: Stage,
    events: &mut Vec<Event>,
) {
    let l = &mut state.board.lands[land as usize & 3];
    l.peeked = 0;
    let card = match l.journey.take() {
        Some(c) => Some(c),
        None => draw(
            &mut state.decks.journeys,
            &mut state.decks.journey_discard,
            &mut state.rng,
            DeckKind::Journeys,
            events,
        ),
    };
    if let Some(card) = card {
        events.push(Event::JourneyRevealed { land, card });
    }
    if ship_dice(state, seat, land).is_empty() {
        if let Some(card) = card {
            state.decks.journey_discard.push(card);
        }
        let food = take_ship_food(state, land, u8::MAX);
        if food > 0 {
            events.push(Event::FoodLost { seat, land, food });
        }
        set_stage(state, next_land);
        return;
    }
    set_journey(state, card);
    set_stage(
        state,
        Stage::Land {
            land,
            step: LandStep::Journey,
        },
    );
    if card.is_some() && player_mut(state, seat).has_rune(Rune::Journey) {
        set_wait(state, Some(ResolveWait::JourneyRune { seat }));
    }
}

/// Carries out the revealed journey card (R-JOURNEY) and discards it.
fn sail_journey(state: &mut State, cards: &Cards, seat: Seat, land: u8, events: &mut Vec<Event>) {
    set_stage(
        state,
        Stage::Land {
            land,
            step: LandStep::Feed,
        },
    );
    let card = match &mut state.phase {
        Phase::Resolution { journey, .. } => journey.take(),
        _ => None,
    };
    let Some(card) = card else { return };
    state.decks.journey_discard.push(card);
    match card.kind {
        JourneyKind::Calm => {}
        JourneyKind::Becalmed => {
            let food = take_ship_food(state, land, 1);
            if food > 0 {
                events.push(Event::FoodLost { seat, land, food });
            }
        }
        JourneyKind::Kraken => {
            combat::start(state, cards, seat, Foe::Kraken { land }, events);
        }
        JourneyKind::Storm => ask_ship_loss(state, seat, land, 1, true, events),
        JourneyKind::Whirlpool => ask_ship_loss(state, seat, land, 1, false, events),
        JourneyKind::Lost => ask_ship_loss(state, seat, land, 2, true, events),
    }
}

/// R-RESOLVE-4b: the crew eats the ship's food; the warriors left unfed are lost.
fn feed_crew(state: &mut State, seat: Seat, land: u8, events: &mut Vec<Event>) {
    set_stage(
        state,
        Stage::Land {
            land,
            step: LandStep::Monster,
        },
    );
    let warriors = ship_dice(state, seat, land).total();
    let food = take_ship_food(state, land, u8::MAX);
    let near = state.board.lands[land as usize & 3].near;
    let fed = if near {
        warriors.min(food.saturating_mul(2))
    } else {
        warriors.min(food)
    };
    if food > 0 {
        events.push(Event::FoodLost { seat, land, food });
    }
    let starving = warriors - fed;
    if starving > 0 {
        ask_ship_loss(state, seat, land, starving, false, events);
    }
}

/// R-RESOLVE-4c: dice of the kind the monster bars are lost, then the rest fight it.
fn meet_monster(
    state: &mut State,
    cards: &Cards,
    seat: Seat,
    land: u8,
    next_land: Stage,
    events: &mut Vec<Event>,
) {
    set_stage(state, next_land);
    let l = &state.board.lands[land as usize & 3];
    let Some(card) = l.monster else { return };
    let barred = cards.monsters.get(card.0 as usize).and_then(|m| m.barred);
    if let Some(kind) = barred {
        let n = ship_dice(state, seat, land).get(kind);
        if n > 0 {
            let mut dead = Dice::NONE;
            dead.add(kind, n);
            lose_dice(
                state,
                seat,
                Some(Target::Land(land)),
                dead,
                LossCause::Barred,
                events,
            );
        }
    }
    if !ship_dice(state, seat, land).is_empty() {
        combat::start(state, cards, seat, Foe::Monster { land, card }, events);
    }
}

/// Losses from a ship; only the part that cannot be paid at all is ignored (R-JOURNEY).
fn ask_ship_loss(
    state: &mut State,
    seat: Seat,
    land: u8,
    count: u8,
    food: bool,
    events: &mut Vec<Event>,
) {
    let available =
        ship_dice(state, seat, land).total() + if food { ship_food(state, land) } else { 0 };
    let count = count.min(available);
    if count == 0 {
        return;
    }
    let _ = events;
    set_wait(state, Some(ResolveWait::ShipLoss { seat, count, food }));
}

fn current_land(state: &State) -> u8 {
    match state.phase {
        Phase::Resolution {
            stage: Stage::Land { land, .. },
            ..
        } => land,
        _ => 0,
    }
}

pub fn candidates(state: &State, w: ResolveWait) -> Vec<Action> {
    match w {
        ResolveWait::Blame { seat } => (0..state.seats())
            .filter(|&s| s != seat)
            .map(|seat| Action::Blame { seat })
            .collect(),
        ResolveWait::JourneyRune { .. } => vec![
            Action::UseRune {
                using: RuneUse::Journey,
            },
            Action::Pass,
        ],
        ResolveWait::ShipLoss { seat, count, food } => {
            let land = current_land(state);
            let dice = ship_dice(state, seat, land);
            let max_food = if food {
                ship_food(state, land).min(count)
            } else {
                0
            };
            (0..=max_food)
                .flat_map(|f| {
                    let need = count - f;
                    dice.choices(need)
                        .into_iter()
                        .filter(move |d| d.total() == need)
                        .map(move |d| Action::ShipLoss { dice: d, food: f })
                })
                .collect()
        }
    }
}

pub fn check(state: &State, w: ResolveWait, action: &Action) -> Result<(), RuleError> {
    match (w, action) {
        (ResolveWait::Blame { seat }, Action::Blame { seat: to }) => {
            if *to == seat || *to >= state.seats() {
                Err(RuleError::InvalidTarget)
            } else {
                Ok(())
            }
        }
        (
            ResolveWait::JourneyRune { seat },
            Action::UseRune {
                using: RuneUse::Journey,
            },
        ) => {
            if state
                .player(seat)
                .is_some_and(|p| p.has_rune(Rune::Journey))
            {
                Ok(())
            } else {
                Err(RuleError::RuneUnavailable)
            }
        }
        (ResolveWait::JourneyRune { .. }, Action::Pass) => Ok(()),
        (ResolveWait::ShipLoss { seat, count, food }, Action::ShipLoss { dice, food: f }) => {
            let land = current_land(state);
            if !dice.fits_in(&ship_dice(state, seat, land)) {
                return Err(RuleError::NotEnough);
            }
            if *f > 0 && (!food || *f > ship_food(state, land)) {
                return Err(RuleError::NotEnough);
            }
            if dice.total().saturating_add(*f) != count {
                return Err(RuleError::InvalidAmount);
            }
            Ok(())
        }
        _ => Err(RuleError::WrongDecision),
    }
}

/// The default answer: the next seat clockwise takes the blame; no rune; for ship losses, the
/// pick that leaves the strongest crew once fed (dice by R-COMBAT-3's order).
pub fn default_action(state: &State, w: ResolveWait) -> Action {
    match w {
        ResolveWait::Blame { seat } => Action::Blame {
            seat: state.left_of(seat, 1),
        },
        ResolveWait::JourneyRune { .. } => Action::Pass,
        ResolveWait::ShipLoss { seat, count, food } => {
            let land = current_land(state);
            let dice = ship_dice(state, seat, land);
            let leader = state.player(seat).and_then(|p| p.leader);
            let near = state.board.lands[land as usize & 3].near;
            let have_food = if food { ship_food(state, land) } else { 0 };
            let mut best: Option<(u8, Action)> = None;
            for f in 0..=have_food.min(count) {
                let need = count - f;
                if need > dice.total() {
                    continue;
                }
                let lost = default_losses(dice, need, leader);
                let left = dice.total() - need;
                let food_left = ship_food(state, land).saturating_sub(f);
                let fed = if near {
                    left.min(food_left.saturating_mul(2))
                } else {
                    left.min(food_left)
                };
                if best.as_ref().is_none_or(|(s, _)| fed > *s) {
                    best = Some((
                        fed,
                        Action::ShipLoss {
                            dice: lost,
                            food: f,
                        },
                    ));
                }
            }
            best.map(|(_, a)| a).unwrap_or(Action::ShipLoss {
                dice: default_losses(dice, count, leader),
                food: 0,
            })
        }
    }
}

pub fn exec(state: &mut State, w: ResolveWait, action: &Action, events: &mut Vec<Event>) {
    set_wait(state, None);
    match (w, action) {
        (ResolveWait::Blame { seat }, Action::Blame { seat: to }) => {
            gain(state, *to, Goods::blame(1), events);
            events.push(Event::BlameGiven {
                from: seat,
                to: *to,
            });
        }
        (ResolveWait::JourneyRune { seat }, Action::UseRune { using }) => {
            player_mut(state, seat).use_rune(Rune::Journey);
            events.push(Event::RuneUsed {
                seat,
                using: *using,
            });
            let land = current_land(state);
            // The replacement comes from the deck before the old card is discarded, so a
            // reshuffle can never hand back the card the rune just sent away.
            let new = draw(
                &mut state.decks.journeys,
                &mut state.decks.journey_discard,
                &mut state.rng,
                DeckKind::Journeys,
                events,
            );
            let old = match &mut state.phase {
                Phase::Resolution { journey, .. } => journey.take(),
                _ => None,
            };
            if let Some(old) = old {
                state.decks.journey_discard.push(old);
            }
            if let Some(card) = new {
                events.push(Event::JourneyRevealed { land, card });
            }
            set_journey(state, new);
        }
        (ResolveWait::ShipLoss { seat, food, .. }, Action::ShipLoss { dice, food: f }) => {
            let land = current_land(state);
            let feeding = matches!(
                state.phase,
                Phase::Resolution {
                    stage: Stage::Land {
                        step: LandStep::Monster,
                        ..
                    },
                    ..
                }
            );
            let cause = if feeding && !food {
                LossCause::Starvation
            } else {
                LossCause::Journey
            };
            lose_dice(state, seat, Some(Target::Land(land)), *dice, cause, events);
            let lost = take_ship_food(state, land, *f);
            if lost > 0 {
                events.push(Event::FoodLost {
                    seat,
                    land,
                    food: lost,
                });
            }
        }
        _ => {}
    }
}
