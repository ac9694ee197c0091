//! Who must decide what, which answers are legal, their defaults, and applying an answer.
//! `check` is the one judge of legality: `legal_actions` is every candidate it accepts.

use serde::{Deserialize, Serialize};

use super::action::{Action, RuneUse};
use super::assignment;
use super::cards::{cards, Cards, DestinyId};
use super::cleanup;
use super::combat;
use super::effects::{default_losses, LONGHOUSE};
use super::error::RuleError;
use super::event::Event;
use super::placement;
use super::resolution;
use super::runes;
use super::setup::{deal_destiny, leader_chooser};
use super::state::{FightWait, Phase, ResolveWait, State, Sub};
use super::types::{Dice, Good, Location, Seat, ShipKind, Space};

/// A question the engine asks one seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "decision", rename_all = "snake_case")]
pub enum Decision {
    Leader,
    Place,
    Market,
    Church,
    Alms,
    Beg,
    Shipwright,
    Sail {
        ship: ShipKind,
    },
    RuneCarver,
    Peek,
    TrueVision,
    /// Secret: the drawn cards are only shown to the seat deciding.
    KeepDestiny {
        drawn: Vec<DestinyId>,
    },
    KeepDice {
        offered: Dice,
    },
    Assign,
    Roll,
    Losses {
        count: u8,
    },
    Victory,
    Blame,
    JourneyRune,
    ShipLoss {
        count: u8,
        food: bool,
    },
    /// The last window before final scoring: use Wealth, Gifts, Knowledge or Success, then
    /// `Pass` to be done (R-RUNE, DECIDED). Holders decide at the same time.
    FinalRunes,
}

fn from_sub(sub: &Sub) -> Decision {
    match sub {
        Sub::Market => Decision::Market,
        Sub::Church => Decision::Church,
        Sub::Alms => Decision::Alms,
        Sub::Beg => Decision::Beg,
        Sub::Shipwright => Decision::Shipwright,
        Sub::Sail { ship } => Decision::Sail { ship: *ship },
        Sub::RuneCarver => Decision::RuneCarver,
        Sub::Peek => Decision::Peek,
        Sub::TrueVision => Decision::TrueVision,
        Sub::KeepDestiny { drawn } => Decision::KeepDestiny {
            drawn: drawn.clone(),
        },
        Sub::KeepDice { offered } => Decision::KeepDice { offered: *offered },
    }
}

/// Every open question, by seat (several seats at once while assigning warriors).
pub fn pending(state: &State) -> Vec<(Seat, Decision)> {
    match &state.phase {
        Phase::Leaders { index } => vec![(leader_chooser(state, *index), Decision::Leader)],
        Phase::Placement { turn, sub } => {
            vec![(*turn, sub.as_ref().map_or(Decision::Place, from_sub))]
        }
        Phase::Assignment { .. } => assignment::assigning(state)
            .into_iter()
            .map(|s| (s, Decision::Assign))
            .collect(),
        Phase::Resolution { fight, wait, .. } => {
            if let Some(f) = fight {
                let d = match f.wait {
                    FightWait::Roll => Decision::Roll,
                    FightWait::Losses { count } => Decision::Losses { count },
                    FightWait::Victory => Decision::Victory,
                };
                vec![(f.seat, d)]
            } else {
                match wait {
                    Some(ResolveWait::Blame { seat }) => vec![(*seat, Decision::Blame)],
                    Some(ResolveWait::JourneyRune { seat }) => vec![(*seat, Decision::JourneyRune)],
                    Some(ResolveWait::ShipLoss { seat, count, food }) => vec![(
                        *seat,
                        Decision::ShipLoss {
                            count: *count,
                            food: *food,
                        },
                    )],
                    None => Vec::new(),
                }
            }
        }
        Phase::FinalRunes { waiting } => {
            waiting.iter().map(|&s| (s, Decision::FinalRunes)).collect()
        }
        Phase::Finished => Vec::new(),
    }
}

/// The question `seat` must answer now, if any.
pub fn decision(state: &State, seat: Seat) -> Option<Decision> {
    match &state.phase {
        // The commonest question, answered without building the list of all of them.
        Phase::Placement { turn, sub } => {
            (*turn == seat).then(|| sub.as_ref().map_or(Decision::Place, from_sub))
        }
        _ => pending(state)
            .into_iter()
            .find(|(s, _)| *s == seat)
            .map(|(_, d)| d),
    }
}

fn resolve_wait(state: &State) -> Option<ResolveWait> {
    resolution::wait(state)
}

/// Answers to the question itself, before checking (runes usable at any time excluded).
fn core_candidates(state: &State, cards: &Cards, seat: Seat, d: &Decision) -> Vec<Action> {
    match (d, &state.phase) {
        (Decision::Leader, _) => cards
            .leaders
            .iter()
            .map(|&leader| Action::ChooseLeader { leader })
            .collect(),
        (Decision::Place, _) => placement::all_spaces(state)
            .map(|space| Action::Place { space })
            .collect(),
        (Decision::Assign, _) => assignment::candidates(state, seat),
        (Decision::FinalRunes, _) => vec![Action::Pass],
        (_, Phase::Placement { sub: Some(sub), .. }) => {
            placement::sub_candidates(state, cards, seat, sub)
        }
        (_, Phase::Resolution { fight: Some(_), .. }) => combat::candidates(state),
        (_, Phase::Resolution { .. }) => resolve_wait(state)
            .map(|w| resolution::candidates(state, w))
            .unwrap_or_default(),
        _ => Vec::new(),
    }
}

/// Is the action the use of a rune usable at any time (R-RUNE)?
fn anytime_rune(action: &Action) -> Option<RuneUse> {
    match action {
        Action::UseRune { using } if using.is_anytime() => Some(*using),
        _ => None,
    }
}

/// Is `action` a legal answer for `seat` now? The single source of legality.
pub fn check(state: &State, cards: &Cards, seat: Seat, action: &Action) -> Result<(), RuleError> {
    check_asked(state, cards, seat, decision(state, seat).as_ref(), action)
}

/// [`check`] with `seat`'s question already known (`decision(state, seat)`), so a list of
/// candidates is judged against one question worked out once.
fn check_asked(
    state: &State,
    cards: &Cards,
    seat: Seat,
    asked: Option<&Decision>,
    action: &Action,
) -> Result<(), RuleError> {
    if matches!(state.phase, Phase::Finished) {
        return Err(RuleError::GameOver);
    }
    if seat >= state.seats() {
        return Err(RuleError::UnknownSeat);
    }
    // R-RUNE (DECIDED): usable whenever the holder wishes, also while others decide.
    if let Some(using) = anytime_rune(action) {
        return runes::check(state, seat, using);
    }
    let d = asked.ok_or(RuleError::NotYourDecision)?;
    match (d, &state.phase) {
        (Decision::Leader, _) => match action {
            Action::ChooseLeader { leader } => {
                if !cards.leaders.contains(leader) {
                    Err(RuleError::UnknownCard)
                } else if state.players.iter().any(|p| p.leader == Some(*leader)) {
                    Err(RuleError::LeaderTaken)
                } else {
                    Ok(())
                }
            }
            _ => Err(RuleError::WrongDecision),
        },
        (Decision::Place, _) => match action {
            Action::Place { space } => placement::check_place(state, cards, seat, *space),
            _ => Err(RuleError::WrongDecision),
        },
        (Decision::Assign, _) => assignment::check(state, cards, seat, action),
        (Decision::FinalRunes, _) => match action {
            Action::Pass => Ok(()),
            _ => Err(RuleError::WrongDecision),
        },
        (_, Phase::Placement { sub: Some(sub), .. }) => {
            placement::check_sub(state, cards, seat, sub, action)
        }
        (_, Phase::Resolution { fight: Some(_), .. }) => combat::check(state, action),
        (_, Phase::Resolution { .. }) => match resolve_wait(state) {
            Some(w) => resolution::check(state, w, action),
            None => Err(RuleError::WrongDecision),
        },
        _ => Err(RuleError::WrongDecision),
    }
}

/// Every legal action of `seat` now: the answers to its decision, and the runes it may use at
/// any time (R-RUNE), also when it has nothing to decide. Empty once the game is over.
pub fn legal_actions(state: &State, seat: Seat) -> Vec<Action> {
    let Ok(cards) = cards() else {
        return Vec::new();
    };
    legal_with(state, cards, seat)
}

fn legal_with(state: &State, cards: &Cards, seat: Seat) -> Vec<Action> {
    if matches!(state.phase, Phase::Finished) {
        return Vec::new();
    }
    let asked = decision(state, seat);
    let judge = |a: &Action| check_asked(state, cards, seat, asked.as_ref(), a).is_ok();
    let mut v = match &asked {
        // The board's occupied spaces looked up once for all the spaces.
        Some(Decision::Place) => placement::legal_places(state, cards, seat),
        Some(d) => {
            let mut v = core_candidates(state, cards, seat, d);
            v.retain(judge);
            v
        }
        None => Vec::new(),
    };
    let mut runes = runes::candidates(state, seat);
    runes.retain(judge);
    v.extend(runes);
    v
}

/// What a deadline (or an idle bot) plays for `seat`: a safe answer that is always legal.
pub fn default_action(state: &State, seat: Seat) -> Option<Action> {
    let cards = cards().ok()?;
    let d = decision(state, seat)?;
    let p = state.player(seat)?;
    let preferred = match &d {
        Decision::Leader => cards
            .leaders
            .iter()
            .find(|l| state.players.iter().all(|p| p.leader != Some(**l)))
            .map(|&leader| Action::ChooseLeader { leader }),
        Decision::Place => Some(Action::Place {
            space: Space::Loc(Location::HuntingGrounds),
        }),
        Decision::Market => Some(Action::EndTrades),
        Decision::Church => Some(Action::Church { favor: 1 }),
        Decision::Alms => Some(Action::Alms { food: 0 }),
        Decision::Beg => Some(Action::Beg { take: Good::Coins }),
        Decision::TrueVision | Decision::Victory | Decision::JourneyRune | Decision::FinalRunes => {
            Some(Action::Pass)
        }
        Decision::KeepDestiny { drawn } => drawn.first().map(|&card| Action::KeepDestiny { card }),
        Decision::KeepDice { offered } => {
            let room = LONGHOUSE.saturating_sub(p.dice.total());
            let drop = offered.total().saturating_sub(room);
            Some(Action::KeepDice {
                dice: offered.minus(&default_losses(*offered, drop, p.leader)),
            })
        }
        Decision::Assign => Some(Action::ConfirmAssignment),
        Decision::Roll | Decision::Losses { .. } => combat::default_action(state),
        Decision::Blame | Decision::ShipLoss { .. } => {
            resolve_wait(state).map(|w| resolution::default_action(state, w))
        }
        // First legal: leftmost land, first ship, first rune, first journey card.
        Decision::Shipwright | Decision::Sail { .. } | Decision::RuneCarver | Decision::Peek => {
            None
        }
    };
    match preferred {
        Some(a) if check_asked(state, cards, seat, Some(&d), &a).is_ok() => Some(a),
        _ => core_candidates(state, cards, seat, &d)
            .into_iter()
            .find(|a| check_asked(state, cards, seat, Some(&d), a).is_ok()),
    }
}

/// Applies `seat`'s action. On error nothing changes.
pub fn apply(state: &mut State, seat: Seat, action: &Action) -> Result<Vec<Event>, RuleError> {
    let cards = cards()?;
    check(state, cards, seat, action)?;
    let mut events = Vec::new();
    if let Some(using) = anytime_rune(action) {
        // Not an answer to any decision: whoever is deciding still is, exactly as before.
        runes::exec(state, cards, seat, using, &mut events);
    } else {
        execute(state, cards, seat, action, &mut events);
        advance(state, cards, &mut events);
    }
    state.seq = state.seq.wrapping_add(1);
    Ok(events)
}

fn execute(state: &mut State, cards: &Cards, seat: Seat, action: &Action, events: &mut Vec<Event>) {
    match state.phase.clone() {
        Phase::Leaders { index } => {
            if let Action::ChooseLeader { leader } = action {
                if let Some(p) = state.players.get_mut(seat as usize) {
                    p.leader = Some(*leader);
                }
                events.push(Event::LeaderChosen {
                    seat,
                    leader: *leader,
                });
                if index + 1 >= state.seats() {
                    deal_destiny(state, events);
                    cleanup::start_round(state, events);
                } else {
                    state.phase = Phase::Leaders { index: index + 1 };
                }
            }
        }
        Phase::Placement { sub, .. } => {
            match (sub, action) {
                (None, Action::Place { space }) => {
                    placement::place(state, cards, seat, *space, events)
                }
                (Some(sub), _) => placement::exec_sub(state, cards, seat, sub, action, events),
                _ => {}
            }
            if matches!(state.phase, Phase::Placement { sub: None, .. })
                && !placement::next_turn(state)
            {
                assignment::begin(state, events);
            }
        }
        Phase::Assignment { .. } => assignment::exec(state, seat, action, events),
        Phase::Resolution { fight, wait, .. } => {
            if fight.is_some() {
                combat::exec(state, cards, action, events);
            } else if let Some(w) = wait {
                resolution::exec(state, w, action, events);
            }
        }
        Phase::FinalRunes { .. } => {
            if *action == Action::Pass {
                cleanup::pass_final(state, cards, seat, events);
            }
        }
        Phase::Finished => {}
    }
}

/// Runs every automatic step until someone must decide or the game ends. A question with a
/// single possible answer is not asked: that answer is played.
fn advance(state: &mut State, cards: &Cards, events: &mut Vec<Event>) {
    loop {
        match &state.phase {
            Phase::Assignment { .. } => {
                if assignment::assigning(state).is_empty() {
                    assignment::reveal(state, events);
                    resolution::begin(state, events);
                    continue;
                }
            }
            Phase::Resolution { fight, wait, .. } => {
                if fight.is_none() && wait.is_none() {
                    if !resolution::step(state, cards, events) {
                        cleanup::end_round(state, cards, events);
                    }
                    continue;
                }
            }
            Phase::Leaders { .. }
            | Phase::Placement { .. }
            | Phase::FinalRunes { .. }
            | Phase::Finished => {}
        }
        match forced(state, cards) {
            Some((seat, action)) => {
                events.push(Event::Forced { seat, action });
                execute(state, cards, seat, &action, events)
            }
            None => return,
        }
    }
}

/// The one possible answer to the only open question, if there is exactly one.
fn forced(state: &State, cards: &Cards) -> Option<(Seat, Action)> {
    // A worker to place is always asked (below), known without listing the open questions.
    if matches!(state.phase, Phase::Placement { sub: None, .. }) {
        return None;
    }
    let mut open = pending(state);
    if open.len() != 1 {
        return None;
    }
    let (seat, d) = open.pop()?;
    // Always asked, even with one answer: a leader, a worker, an assignment, and the last
    // window (where the holder may still use runes before passing).
    if matches!(
        d,
        Decision::Leader | Decision::Place | Decision::Assign | Decision::FinalRunes
    ) {
        return None;
    }
    let mut legal = core_candidates(state, cards, seat, &d)
        .into_iter()
        .filter(|a| check_asked(state, cards, seat, Some(&d), a).is_ok());
    let first = legal.next()?;
    if legal.next().is_some() {
        return None;
    }
    Some((seat, first))
}
