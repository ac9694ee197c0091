//! Who decides what now, what they may do, what a deadline does for them (R-DECIDE), and
//! applying an answer.

use serde::{Deserialize, Serialize};

use super::action::{Action, HelaAnswer};
use super::bridge;
use super::combat::{eligible_attackers, fight, subsets};
use super::data::data;
use super::deploy::{default_place, in_zone, place, place_rest, unplaced};
use super::end::resign;
use super::error::RuleError;
use super::event::Event;
use super::hela;
use super::map::Hex;
use super::movement::{destinations, freeze, freeze_targets, jump, jump_targets, make_move};
use super::retreat::{default_hex, retreat, retreat_hexes, settle};
use super::round::{after_duel, run, Stage};
use super::state::{Phase, State};
use super::token::{Side, Token};
use crate::games::Seat;

/// A decision a player owes; one seat decides at a time.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Decision {
    /// R-SETUP-3: place a token, or be done (the rest go where the default puts them).
    Deploy,
    /// R-MOVE: move, jump or freeze a token, or end the phase.
    Move,
    /// R-FIGHT-1: declare a duel, or end the phase.
    Attack,
    /// R-FIGHT-6: the winner moves a fugitive: `fugitive` is the next in declaration order
    /// with its `hexes` (the current tier, direction order); `waiting` are the others, which
    /// the winner may move first.
    Retreat {
        fugitive: Token,
        hexes: Vec<Hex>,
        waiting: Vec<Token>,
    },
    /// R-HELA-3: keep the roll, or use the round's ±1.
    Hela { roll: u8, plus_minus_left: bool },
    /// R-BRIDGE-1: cover `count` bridge hexes.
    Void { count: u8 },
}

/// The one seat that must decide now, and what.
pub fn current(state: &State) -> Option<(Seat, Decision)> {
    let seat = |side: Side| state.seat_of(side);
    match state.phase {
        Phase::Over => None,
        Phase::Deploy { side } => Some((seat(side), Decision::Deploy)),
        Phase::Movement { side } => Some((seat(side), Decision::Move)),
        Phase::Attack { side } => match &state.flight {
            None => Some((seat(side), Decision::Attack)),
            Some(f) => {
                let (&fugitive, waiting) = f.fugitives.split_first()?;
                let d = Decision::Retreat {
                    fugitive,
                    hexes: retreat_hexes(state, fugitive),
                    waiting: waiting.to_vec(),
                };
                Some((seat(f.winner), d))
            }
        },
        Phase::Hela => state.hela.map(|w| {
            let d = Decision::Hela {
                roll: w.roll,
                plus_minus_left: !state.plus_minus_used,
            };
            (seat(Side::Chaos), d)
        }),
        Phase::Bridge => {
            let count = bridge::void_count(state) as u8;
            Some((seat(Side::Chaos), Decision::Void { count }))
        }
    }
}

/// Who must decide what now: one seat at a time, none once the game is over.
pub fn pending(state: &State) -> Vec<(Seat, Decision)> {
    current(state).into_iter().collect()
}

/// Everything `seat` may play now: its decision's answers, and resigning (either seat, any
/// time the game runs).
pub fn legal_actions(state: &State, seat: Seat) -> Vec<Action> {
    if state.is_over() || seat > 1 {
        return Vec::new();
    }
    let mut actions = match current(state) {
        Some((s, d)) if s == seat => answers(state, &d),
        _ => Vec::new(),
    };
    actions.push(Action::Resign);
    actions
}

fn answers(state: &State, d: &Decision) -> Vec<Action> {
    match d {
        Decision::Deploy => deploy_answers(state),
        Decision::Move => move_answers(state),
        Decision::Attack => attack_answers(state),
        Decision::Retreat { .. } => retreat_answers(state),
        Decision::Hela { .. } => [HelaAnswer::Keep, HelaAnswer::Plus, HelaAnswer::Minus]
            .map(|answer| Action::Hela { answer })
            .to_vec(),
        Decision::Void { .. } => bridge::choices(state)
            .into_iter()
            .map(|hexes| Action::Void { hexes })
            .collect(),
    }
}

/// The side whose phase it is.
fn phase_side(state: &State) -> Option<Side> {
    match state.phase {
        Phase::Deploy { side } | Phase::Movement { side } | Phase::Attack { side } => Some(side),
        _ => None,
    }
}

fn deploy_answers(state: &State) -> Vec<Action> {
    let Some(side) = phase_side(state) else {
        return Vec::new();
    };
    let mut actions = Vec::new();
    for token in unplaced(state, side) {
        let hexes = super::deploy::place_targets(state, token);
        actions.extend(hexes.into_iter().map(|hex| Action::Place { token, hex }));
    }
    actions.push(Action::Done);
    actions
}

fn move_answers(state: &State) -> Vec<Action> {
    let Some(side) = phase_side(state) else {
        return Vec::new();
    };
    let mut actions = Vec::new();
    for token in Token::of(side).filter(|t| !state.acted.contains(t)) {
        let moves = destinations(state, token);
        actions.extend(moves.into_iter().map(|to| Action::Move { token, to }));
        if token == Token::Freke {
            let jumps = jump_targets(state);
            actions.extend(jumps.into_iter().map(|to| Action::Jump { to }));
        }
        if token == Token::Frey {
            let targets = freeze_targets(state);
            actions.extend(targets.into_iter().map(|target| Action::Freeze { target }));
        }
    }
    actions.push(Action::Done);
    actions
}

fn attack_answers(state: &State) -> Vec<Action> {
    let Some(side) = phase_side(state) else {
        return Vec::new();
    };
    let mut actions = Vec::new();
    for defender in Token::of(side.other()) {
        for attackers in subsets(&eligible_attackers(state, defender)) {
            actions.push(Action::Attack {
                defender,
                attackers,
            });
        }
    }
    actions.push(Action::Done);
    actions
}

fn retreat_answers(state: &State) -> Vec<Action> {
    let Some(f) = &state.flight else {
        return Vec::new();
    };
    f.fugitives
        .iter()
        .flat_map(|&token| {
            retreat_hexes(state, token)
                .into_iter()
                .map(move |to| Action::Retreat { token, to })
        })
        .collect()
}

/// What a deadline (or a bot playing the rules' defaults) plays for `seat` (R-DECIDE):
/// deploy as the standard setup, stay, end the attacks, retreat to Hel's Field or the first
/// hex in direction order, keep Hela's roll, cover as row 6 orders.
pub fn default_action(state: &State, seat: Seat) -> Option<Action> {
    let (s, d) = current(state)?;
    if s != seat {
        return None;
    }
    Some(match d {
        Decision::Deploy => {
            let (token, hex) = default_place(state, phase_side(state)?)?;
            Action::Place { token, hex }
        }
        Decision::Move | Decision::Attack => Action::Done,
        Decision::Retreat {
            fugitive, hexes, ..
        } => Action::Retreat {
            token: fugitive,
            to: default_hex(&hexes)?,
        },
        Decision::Hela { .. } => Action::Hela {
            answer: HelaAnswer::Keep,
        },
        Decision::Void { .. } => Action::Void {
            hexes: bridge::default_choice(state),
        },
    })
}

/// Applies `seat`'s action; on error nothing changes.
pub fn apply(state: &mut State, seat: Seat, action: &Action) -> Result<Vec<Event>, RuleError> {
    data()?;
    if state.is_over() {
        return Err(RuleError::GameOver);
    }
    let side = state.side_of(seat).ok_or(RuleError::NotYourDecision)?;
    let mut ev = Vec::new();
    if *action == Action::Resign {
        resign(state, side, &mut ev);
    } else {
        let (s, d) = current(state).ok_or(RuleError::GameOver)?;
        if s != seat {
            return Err(RuleError::NotYourDecision);
        }
        super::check::check(state, &d, action)?;
        play(state, &d, action, &mut ev);
    }
    state.seq = state.seq.wrapping_add(1);
    Ok(ev)
}

/// Plays an action already checked legal.
fn play(state: &mut State, d: &Decision, action: &Action, ev: &mut Vec<Event>) {
    let end = Stage::End { skipped: false };
    match (d, action) {
        (Decision::Deploy, Action::Place { token, hex }) => {
            place(state, *token, *hex, ev);
            let side = phase_side(state).unwrap_or(Side::Asgard);
            if unplaced(state, side).is_empty() {
                run(state, end, ev);
            }
        }
        (Decision::Deploy, Action::Done) => {
            if let Some(side) = phase_side(state) {
                let left = unplaced(state, side);
                place_rest(state, side, ev);
                let tokens: Vec<_> = left
                    .into_iter()
                    .filter(|t| state.hex_of(*t).is_some())
                    .collect();
                if !tokens.is_empty() {
                    let seat = state.seat_of(side);
                    ev.push(Event::Filled { seat, tokens });
                }
            }
            run(state, end, ev);
        }
        (_, Action::Move { token, to }) => make_move(state, *token, *to, ev),
        (_, Action::Jump { to }) => jump(state, *to, ev),
        (_, Action::Freeze { target }) => freeze(state, *target, ev),
        (
            _,
            Action::Attack {
                defender,
                attackers,
            },
        ) => {
            fight(state, *defender, attackers, ev);
            after_duel(state, ev);
        }
        (_, Action::Retreat { token, to }) => {
            retreat(state, *token, *to, ev);
            settle(state, ev);
            after_duel(state, ev);
        }
        (_, Action::Hela { answer }) => {
            if hela::answer(state, *answer, ev) {
                run(state, end, ev);
            }
        }
        (_, Action::Void { hexes }) => {
            bridge::cover(state, hexes, ev);
            run(state, end, ev);
        }
        (_, Action::Done) => run(state, end, ev),
        (_, Action::Place { .. } | Action::Resign) => {}
    }
}

/// Whether `token` may be placed on `hex` now (for the table's autocomplete).
pub fn may_place(state: &State, token: Token, hex: Hex) -> bool {
    let deploying = phase_side(state).is_some_and(|s| unplaced(state, s).contains(&token));
    matches!(state.phase, Phase::Deploy { .. })
        && deploying
        && in_zone(token, hex)
        && state.is_empty(hex)
}

/// Whether `action` by `seat` on `state` may be taken back while the seat goes on deciding:
/// a legal move, jump or freeze (they draw no die and never end the phase), or a placement
/// that leaves the side tokens to place.
pub fn undoable(state: &State, seat: Seat, action: &Action) -> bool {
    let Some((s, d)) = current(state) else {
        return false;
    };
    let pure = match action {
        Action::Move { .. } | Action::Jump { .. } | Action::Freeze { .. } => true,
        Action::Place { .. } => {
            phase_side(state).is_some_and(|side| unplaced(state, side).len() > 1)
        }
        _ => false,
    };
    s == seat && pure && super::check::check(state, &d, action).is_ok()
}
