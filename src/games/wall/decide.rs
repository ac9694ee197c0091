//! Who decides what now, what they may do, what a deadline does for them (R-DECIDE), and
//! applying an answer.

use serde::{Deserialize, Serialize};

use super::action::Action;
use super::cards::{Fort, Warrior};
use super::error::RuleError;
use super::event::Event;
use super::orders::complete;
use super::picks::{answer, drop_fort, horsie_choices};
use super::round::{fight_mut, fortheca_check, run, seduce_target, take, targets, Stage};
use super::state::{warrior, Card, Orders, Phase, State, Step, POSITIONS};
use crate::games::Seat;

/// A decision a player owes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Decision {
    Orders,
    Step(Step),
}

/// Every player who must decide now, in seat order.
pub fn pending(state: &State) -> Vec<(Seat, Decision)> {
    match &state.phase {
        Phase::Orders => (0..state.players())
            .filter(|&s| !state.clans[usize::from(s)].orders.locked)
            .map(|s| (s, Decision::Orders))
            .collect(),
        Phase::Fight(f) => match f.step {
            Some(step) => f
                .waiting
                .iter()
                .map(|&s| (s, Decision::Step(step)))
                .collect(),
            None => Vec::new(),
        },
        Phase::Over => Vec::new(),
    }
}

/// What `seat` owes now, if anything (as [`pending`] lists it, without building the list).
pub fn decision(state: &State, seat: Seat) -> Option<Decision> {
    match &state.phase {
        Phase::Orders => {
            let clan = state.clans.get(usize::from(seat))?;
            (state.is_player(seat) && !clan.orders.locked).then_some(Decision::Orders)
        }
        Phase::Fight(f) => {
            let step = f.step?;
            f.waiting.contains(&seat).then_some(Decision::Step(step))
        }
        Phase::Over => None,
    }
}

/// Everything `seat` may play now.
pub fn legal_actions(state: &State, seat: Seat) -> Vec<Action> {
    let Some(d) = decision(state, seat) else {
        return Vec::new();
    };
    match d {
        Decision::Orders => order_actions(state, seat),
        Decision::Step(step) => step_actions(state, seat, step),
    }
}

fn order_actions(state: &State, seat: Seat) -> Vec<Action> {
    let orders = &state.clans[usize::from(seat)].orders;
    let open: Vec<Card> = orders.unplaced().collect();
    let mut actions: Vec<Action> = open.iter().map(|&card| Action::Discard { card }).collect();
    for position in 1..=POSITIONS as u8 {
        if orders.placed[usize::from(position) - 1].is_none() {
            actions.extend(open.iter().map(|&card| Action::Place { card, position }));
        }
    }
    if orders.discard.is_some() || orders.placed.iter().any(Option::is_some) {
        actions.push(Action::Clear);
    }
    actions.push(Action::Lock);
    actions
}

fn step_actions(state: &State, seat: Seat, step: Step) -> Vec<Action> {
    let keep = vec![Action::Keep { keep: true }, Action::Keep { keep: false }];
    match step {
        Step::Seduce => targets(state, seat)
            .into_iter()
            .map(|clan| Action::Seduce { clan })
            .collect(),
        Step::Horsie => horsie_choices(state, seat)
            .into_iter()
            .map(|card| Action::Lose { card })
            .collect(),
        Step::Fokus => state.clans[usize::from(seat)]
            .line
            .iter()
            .map(|&card| Action::Lose { card })
            .collect(),
        Step::Druhid => std::iter::once(state.round)
            .chain(state.unresolved())
            .map(|position| Action::Take { position })
            .collect(),
        Step::KeepAxx | Step::KeepWeakest => keep,
        Step::FortUna => {
            let earlier = state.clans[usize::from(seat)].held.len().saturating_sub(1);
            (0..earlier as u8)
                .map(|index| Action::DropFort { index })
                .collect()
        }
        Step::Svord => {
            let free: Vec<u8> = (state.round + 1..=POSITIONS as u8).collect();
            let mut actions = Vec::new();
            for (i, &a) in free.iter().enumerate() {
                actions.extend(free[i + 1..].iter().map(|&b| Action::Swap { a, b }));
            }
            actions.push(Action::Done);
            actions
        }
    }
}

/// Applies `seat`'s action; on error nothing changes.
pub fn apply(state: &mut State, seat: Seat, action: &Action) -> Result<Vec<Event>, RuleError> {
    let d = match decision(state, seat) {
        Some(d) => d,
        None if state.phase == Phase::Over => return Err(RuleError::GameOver),
        None => return Err(RuleError::NotYourDecision),
    };
    if !is_legal(state, seat, d, action) {
        return Err(refusal(d, action));
    }
    let mut ev = Vec::new();
    match d {
        Decision::Orders => play_orders(state, seat, *action, &mut ev),
        Decision::Step(step) => play_step(state, seat, step, *action, &mut ev),
    }
    state.seq += 1;
    Ok(ev)
}

/// Whether `action` answers `seat`'s decision `d`: the same as being in [`legal_actions`],
/// checked without building the list for the orders, the most frequent decision.
fn is_legal(state: &State, seat: Seat, d: Decision, action: &Action) -> bool {
    let Decision::Orders = d else {
        return legal_actions(state, seat).contains(action);
    };
    let orders = &state.clans[usize::from(seat)].orders;
    let open_mask = orders.open_mask();
    let open = |c: Card| c < 16 && open_mask & (1 << c) != 0;
    match *action {
        Action::Discard { card } => open(card),
        Action::Place { card, position } => {
            (1..=POSITIONS as u8).contains(&position)
                && orders.placed[usize::from(position) - 1].is_none()
                && open(card)
        }
        Action::Clear => orders.discard.is_some() || orders.placed.iter().any(Option::is_some),
        Action::Lock => true,
        _ => false,
    }
}

/// Why a legal-looking action of the wrong shape or an illegal one is refused.
fn refusal(d: Decision, action: &Action) -> RuleError {
    match (d, action) {
        (Decision::Orders, Action::Discard { .. }) => RuleError::NotInHand,
        (Decision::Orders, Action::Place { .. }) => RuleError::BadPosition,
        (Decision::Step(Step::Seduce), Action::Seduce { .. }) => RuleError::BadTarget,
        (Decision::Step(Step::Horsie | Step::Fokus), Action::Lose { .. }) => RuleError::BadWarrior,
        (Decision::Step(Step::Druhid), Action::Take { .. }) => RuleError::BadFort,
        (Decision::Step(Step::FortUna), Action::DropFort { .. }) => RuleError::BadFort,
        (Decision::Step(Step::Svord), Action::Swap { .. }) => RuleError::BadPosition,
        _ => RuleError::WrongDecision,
    }
}

fn play_orders(state: &mut State, seat: Seat, action: Action, ev: &mut Vec<Event>) {
    let wall = state.wall;
    let orders = &mut state.clans[usize::from(seat)].orders;
    match action {
        Action::Discard { card } => orders.discard = Some(card),
        Action::Place { card, position } => {
            orders.placed[usize::from(position) - 1] = Some(card);
        }
        Action::Clear => {
            orders.discard = None;
            orders.placed = [None; POSITIONS];
        }
        Action::Lock => {
            let before = orders.clone();
            complete(orders, &wall);
            orders.locked = true;
            ev.push(Event::Locked { clan: seat });
            ev.push(locked(seat, &before, orders));
        }
        _ => {}
    }
    if action == Action::Lock && state.clans.iter().all(|c| c.orders.locked) {
        run(state, Stage::Reveal, ev);
    }
}

/// The record of `clan`'s orders once locked, and what the lock filled in of `before`.
fn locked(clan: u8, before: &Orders, after: &Orders) -> Event {
    let filled = (1..=POSITIONS as u8)
        .filter(|&p| before.placed[usize::from(p) - 1].is_none())
        .collect();
    Event::OrdersLocked {
        clan,
        placed: after.placed.iter().flatten().copied().collect(),
        discard: after.discard,
        filled,
        discard_filled: before.discard.is_none(),
    }
}

fn play_step(state: &mut State, seat: Seat, step: Step, action: Action, ev: &mut Vec<Event>) {
    let settled = match action {
        Action::Seduce { clan } => {
            seduce_target(state, seat, clan, ev);
            true
        }
        Action::Lose { card } => answer(state, seat, card, ev),
        Action::Take { position } => {
            take(state, position, ev);
            true
        }
        Action::Keep { keep } => {
            keep_answer(state, step, keep);
            true
        }
        Action::DropFort { index } => {
            drop_fort(state, seat, usize::from(index), ev);
            fortheca_check(state, ev);
            true
        }
        Action::Swap { a, b } => {
            let placed = &mut state.clans[usize::from(seat)].orders.placed;
            placed.swap(usize::from(a) - 1, usize::from(b) - 1);
            false
        }
        Action::Done => done_rearranging(state, seat, ev),
        _ => false,
    };
    if !settled || state.phase == Phase::Over {
        return;
    }
    if let Some(f) = fight_mut(state) {
        f.step = None;
        f.waiting.clear();
    }
    run(state, Stage::after(step), ev);
}

fn keep_answer(state: &mut State, step: Step, keep: bool) {
    let card = super::round::weakest_keepable(state);
    let Some(f) = fight_mut(state) else { return };
    let Some(w) = f.winner else { return };
    match step {
        Step::KeepAxx => f.kept_axx = keep,
        _ => f.picks[usize::from(w)] = card.filter(|_| keep),
    }
}

/// A Svord owner is done; the step is settled when the last one is.
fn done_rearranging(state: &mut State, seat: Seat, ev: &mut Vec<Event>) -> bool {
    ev.push(Event::Rearranged { clan: seat });
    let Some(f) = fight_mut(state) else {
        return false;
    };
    f.waiting.retain(|&c| c != seat);
    f.waiting.is_empty()
}

/// What a deadline (or a bot told to play the rules' defaults) plays for `seat` (R-DECIDE).
pub fn default_action(state: &State, seat: Seat) -> Option<Action> {
    let d = decision(state, seat)?;
    let action = match d {
        Decision::Orders => Action::Lock,
        Decision::Step(step) => default_step(state, seat, step)?,
    };
    legal_actions(state, seat)
        .contains(&action)
        .then_some(action)
}

fn default_step(state: &State, seat: Seat, step: Step) -> Option<Action> {
    let f = state.fight()?;
    let line = &state.clans[usize::from(seat)].line;
    // Weakest, ties: earliest revealed.
    let weakest = |cards: &[Card]| cards.iter().copied().min_by_key(|&c| warrior(c).strength());
    Some(match step {
        Step::Seduce => Action::Seduce {
            clan: default_target(state, seat)?,
        },
        Step::Horsie => Action::Lose {
            card: weakest(&horsie_choices(state, seat))?,
        },
        Step::Fokus => Action::Lose {
            card: weakest(line)?,
        },
        Step::Druhid => Action::Take {
            position: default_take(state, f.winner?, f.captured?),
        },
        Step::KeepAxx | Step::KeepWeakest => Action::Keep { keep: true },
        Step::FortUna => {
            let held = &state.clans[usize::from(seat)].held;
            let earlier = &held[..held.len().saturating_sub(1)];
            let index = (0..earlier.len()).min_by_key(|&i| earlier[i].value())?;
            Action::DropFort { index: index as u8 }
        }
        Step::Svord => Action::Done,
    })
}

/// R-DECIDE 3: the strongest target (the weakest when the fort is a FortHeca); ties go to
/// the next seat after the Qween's clan.
fn default_target(state: &State, qween: u8) -> Option<u8> {
    let f = state.fight()?;
    let targets = targets(state, qween);
    let heca = state.fort_at_stake().is_some_and(Fort::is_fortheca);
    let strength = |t: u8| i16::from(warrior(f.revealed[usize::from(t)]).strength());
    let key = |t: u8| if heca { -strength(t) } else { strength(t) };
    let best = targets.iter().map(|&t| key(t)).max()?;
    state
        .after(qween)
        .find(|&t| targets.contains(&t) && key(t) == best)
}

/// R-DECIDE 5: the most valuable fort, FortUna worth 0 to a winner holding none; ties: the
/// fort fought for, else the leftmost.
fn default_take(state: &State, winner: u8, fought: Fort) -> u8 {
    let holds = !state.clans[usize::from(winner)].held.is_empty();
    let worth = |f: Fort| {
        if f == Fort::FortUna && !holds {
            0
        } else {
            f.value()
        }
    };
    let mut best = (worth(fought), state.round);
    for p in state.unresolved() {
        let Some(fort) = state.wall[usize::from(p) - 1] else {
            continue;
        };
        if worth(fort) > best.0 {
            best = (worth(fort), p);
        }
    }
    best.1
}

/// Whether `seat`'s card this round is `w` with its ability (for bots and words).
pub fn revealed_now(state: &State, seat: Seat, w: Warrior) -> bool {
    state.fight().and_then(|f| f.active(seat)) == Some(w)
}
