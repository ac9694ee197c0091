//! The round (R-ROUND-1): Chaos movement, Chaos attack, Asgard movement, Asgard attack, Hela,
//! the bridge, the limit check. The engine runs on until a player must decide; a phase with
//! nothing to do is skipped, and what is forced is applied and told.

use super::action::Action;
use super::bridge;
use super::combat::defenders;
use super::deploy::unplaced;
use super::end::draw;
use super::event::Event;
use super::hela;
use super::movement::can_act;
use super::state::{Phase, State};
use super::token::{Side, Token};
use super::trail::new_turn;

/// Where the engine goes on from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// A phase begins.
    Begin(Phase),
    /// The phase at hand ends; `skipped` when nothing could be done in it.
    End { skipped: bool },
    /// Phase 7: the limit check, then the next round.
    Limit,
}

/// Runs the game from `stage` until a player must decide or the game is over.
pub fn run(state: &mut State, stage: Stage, ev: &mut Vec<Event>) {
    let mut stage = stage;
    while !state.is_over() {
        stage = match stage {
            Stage::Begin(phase) => match begin(state, phase, ev) {
                Some(next) => next,
                None => return,
            },
            Stage::End { skipped } => {
                ev.push(Event::PhaseEnds {
                    round: state.round,
                    phase: state.phase,
                    skipped,
                });
                after(state, ev)
            }
            Stage::Limit => match limit(state, ev) {
                Some(next) => next,
                None => return,
            },
        };
    }
}

/// Enters `phase`; `None` when it waits for a player.
fn begin(state: &mut State, phase: Phase, ev: &mut Vec<Event>) -> Option<Stage> {
    state.phase = phase;
    state.acted.clear();
    ev.push(Event::PhaseBegins {
        round: state.round,
        phase,
    });
    let idle = match phase {
        Phase::Deploy { side } => unplaced(state, side).is_empty(),
        Phase::Movement { side } => {
            new_turn(state);
            !side_can_move(state, side)
        }
        Phase::Attack { side } => defenders(state, side).is_empty(),
        Phase::Hela => return hela::start(state, ev).then_some(Stage::End { skipped: false }),
        Phase::Bridge => return bridge_begins(state, ev),
        Phase::Over => return None,
    };
    idle.then_some(Stage::End { skipped: true })
}

/// Whether any token of `side` can move, jump or freeze now.
pub fn side_can_move(state: &State, side: Side) -> bool {
    Token::of(side).any(|t| can_act(state, t))
}

/// R-BRIDGE-1: Chaos chooses, unless the choice is forced (what is left is all it covers).
fn bridge_begins(state: &mut State, ev: &mut Vec<Event>) -> Option<Stage> {
    let choices = bridge::choices(state);
    match choices.as_slice() {
        [only] => {
            let only = only.clone();
            ev.push(Event::Forced {
                seat: state.seat_of(Side::Chaos),
                action: Action::Void {
                    hexes: only.clone(),
                },
            });
            bridge::cover(state, &only, ev);
            Some(Stage::End { skipped: false })
        }
        [] => Some(Stage::End { skipped: true }),
        _ => None,
    }
}

/// The phase after the one ending.
fn after(state: &mut State, ev: &mut Vec<Event>) -> Stage {
    match state.phase {
        Phase::Deploy { side: Side::Chaos } => Stage::Begin(Phase::Deploy { side: Side::Asgard }),
        Phase::Deploy { side: Side::Asgard } => {
            state.round = 1;
            Stage::Begin(Phase::Movement { side: Side::Chaos })
        }
        Phase::Movement { side: Side::Chaos } => {
            // R-ABIL-7, R-ROUND-1: a freeze ends with the Chaos movement it blocks.
            if let Some(token) = state.frozen.take() {
                ev.push(Event::Thawed { token });
            }
            Stage::Begin(Phase::Attack { side: Side::Chaos })
        }
        Phase::Attack { side: Side::Chaos } => Stage::Begin(Phase::Movement { side: Side::Asgard }),
        Phase::Movement { side: Side::Asgard } => {
            Stage::Begin(Phase::Attack { side: Side::Asgard })
        }
        Phase::Attack { side: Side::Asgard } => Stage::Begin(Phase::Hela),
        // R-BRIDGE-1: once the bridge is gone, phase 6 is skipped without a word.
        Phase::Hela if bridge::uncovered(state).is_empty() => Stage::Limit,
        Phase::Hela => Stage::Begin(Phase::Bridge),
        Phase::Bridge | Phase::Over => Stage::Limit,
    }
}

/// Phase 7 (R-ROUND-2): a draw after the last round, else the next round begins.
fn limit(state: &mut State, ev: &mut Vec<Event>) -> Option<Stage> {
    let limit = state.settings.round_limit;
    if limit > 0 && state.round >= limit {
        draw(state, ev);
        return None;
    }
    state.round = state.round.saturating_add(1);
    Some(Stage::Begin(Phase::Movement { side: Side::Chaos }))
}

/// After a duel or a retreat: the attack phase ends by itself once no duel is left, and
/// waits while a flight is pending.
pub fn after_duel(state: &mut State, ev: &mut Vec<Event>) {
    let Phase::Attack { side } = state.phase else {
        return;
    };
    if state.is_over() || state.flight.is_some() {
        return;
    }
    if defenders(state, side).is_empty() {
        run(state, Stage::End { skipped: false }, ev);
    }
}
