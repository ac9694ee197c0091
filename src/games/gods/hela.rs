//! Hela's walk in phase 5 (R-HELA): three steps, each by the die, Chaos's ±1 once a round,
//! barred rolls again, home to Hel's Field off the board, and death to her neighbours.

use super::ability::spared_by_hela;
use super::action::HelaAnswer;
use super::dice::roll;
use super::end::remove_all;
use super::event::{Event, Removal};
use super::map::{Direction, Hex, HEL_FIELD};
use super::state::{HelaWalk, State, HELA_STEPS};
use super::token::Token;

/// Starts the walk: the ±1 is new (R-HELA-3). True when the walk is over already (never,
/// unless Chaos has used its ±1).
pub fn start(state: &mut State, ev: &mut Vec<Event>) -> bool {
    state.plus_minus_used = false;
    next_roll(state, 1, ev)
}

/// Rolls for step `step`; asks Chaos while its ±1 is unused, else walks on. True when the
/// walk is over.
fn next_roll(state: &mut State, step: u8, ev: &mut Vec<Event>) -> bool {
    let mut step = step;
    loop {
        if step > HELA_STEPS || state.is_over() {
            state.hela = None;
            return true;
        }
        if !can_step(state) {
            step += 1;
            continue;
        }
        let die = roll(&mut state.rng);
        ev.push(Event::HelaRoll {
            step,
            die,
            direction: Direction::from_number(die),
        });
        if !state.plus_minus_used {
            state.hela = Some(HelaWalk { step, roll: die });
            return false;
        }
        if walk(state, Direction::from_number(die), ev) {
            step += 1;
        }
    }
}

/// Chaos's answer to the roll awaiting it; true when the walk is over.
pub fn answer(state: &mut State, answer: HelaAnswer, ev: &mut Vec<Event>) -> bool {
    let Some(HelaWalk { step, roll }) = state.hela.take() else {
        return true;
    };
    let rolled = Direction::from_number(roll);
    let direction = adjusted(rolled, answer);
    if answer != HelaAnswer::Keep {
        state.plus_minus_used = true;
        ev.push(Event::HelaAdjusted {
            answer,
            from: rolled,
            to: direction,
        });
    }
    let next = if walk(state, direction, ev) {
        step + 1
    } else {
        step
    };
    next_roll(state, next, ev)
}

/// R-HELA-3: the direction after Chaos's answer; directions are a circle.
pub fn adjusted(direction: Direction, answer: HelaAnswer) -> Direction {
    match answer {
        HelaAnswer::Keep => direction,
        HelaAnswer::Plus => direction.turned(true),
        HelaAnswer::Minus => direction.turned(false),
    }
}

/// The token that bars Hela's step in `direction` (R-HELA-4: Loki's or Yggdrasill's hex;
/// any token, should a position break the rules' promise that no other stands beside her).
pub fn barred_by(state: &State, direction: Direction) -> Option<Token> {
    let to = state.hela_hex()?.step(direction)?;
    state.token_at(to).filter(|_| !state.is_void(to))
}

/// Whether some direction is not barred (always, in a position the rules can reach).
fn can_step(state: &State) -> bool {
    Direction::ALL
        .into_iter()
        .any(|d| barred_by(state, d).is_none())
}

/// Takes the step in the final `direction`; false when barred, so the die is rolled again.
fn walk(state: &mut State, direction: Direction, ev: &mut Vec<Event>) -> bool {
    if let Some(token) = barred_by(state, direction) {
        ev.push(Event::HelaBarred { direction, token });
        return false;
    }
    let Some(from) = state.hela_hex() else {
        return true;
    };
    match step_to(state, from, direction) {
        Some(to) => {
            state.board.insert(Token::Hela, to);
            ev.push(Event::HelaStep { from, to });
            sweep(state, ev);
        }
        None => send_home(state, ev),
    }
    true
}

/// Where Hela's step from `from` in `direction` lands; `None` when it leaves the board or
/// meets a void, which sends her home (R-HELA-5).
pub fn step_to(state: &State, from: Hex, direction: Direction) -> Option<Hex> {
    from.step(direction).filter(|&h| !state.is_void(h))
}

/// R-HELA-5: Hela back on Hel's Field at once, and her new neighbours die.
pub fn send_home(state: &mut State, ev: &mut Vec<Event>) {
    let from = state.hela_hex().unwrap_or(HEL_FIELD);
    state.board.insert(Token::Hela, HEL_FIELD);
    ev.push(Event::HelaHome { from });
    sweep(state, ev);
}

/// R-HELA-6: every token next to Hela but Loki and Yggdrasill is removed, all together (in
/// board order of their hexes); and whoever stands on Hel's Field.
fn sweep(state: &mut State, ev: &mut Vec<Event>) {
    let Some(at) = state.hela_hex() else { return };
    let mut doomed: Vec<(Hex, Token)> = state
        .board
        .iter()
        .filter(|(&t, &h)| !spared_by_hela(t) && (h.is_adjacent(at) || h == HEL_FIELD))
        .map(|(&t, &h)| (h, t))
        .collect();
    doomed.sort_unstable();
    let tokens: Vec<Token> = doomed.into_iter().map(|(_, t)| t).collect();
    remove_all(state, &tokens, Removal::Hela, ev);
}
