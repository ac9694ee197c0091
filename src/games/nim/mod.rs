//! Nim (game id `nim`), a tiny game for testing the one list of games: two players take
//! turns taking stones from one heap; whoever takes the last stone wins (in the misère game,
//! loses). It is built only with the `nim` feature (the tests turn it on) and lives in this
//! one folder: its rules here, its table in `table.rs`, its words in `locales/`. It proves
//! that a game registers with one line in [`crate::registry`].

pub mod table;

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::games::{Dealt, Outcome, Rules, Seat};

/// The game, behind [`Rules`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Nim;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settings {
    /// The stones of each heap at the start.
    pub heaps: Vec<u8>,
    /// Whoever takes the last stone loses.
    pub misere: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    pub settings: Settings,
    pub seed: u64,
    pub heaps: Vec<u8>,
    /// Whose turn it is.
    pub turn: Seat,
    /// Stones each player has taken.
    pub taken: [u32; 2],
    pub winner: Option<Seat>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "type")]
pub enum Action {
    /// Take `count` stones from heap `heap` (from 0).
    Take { heap: u8, count: u8 },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case", tag = "type")]
pub enum Event {
    Took { seat: Seat, heap: u8, count: u8 },
    Won { seat: Seat },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum NimError {
    #[error("the game is over")]
    Over,
    #[error("it is not this seat's turn")]
    NotYourTurn,
    #[error("there is no such heap, or it is empty")]
    NoSuchHeap,
    #[error("that many stones cannot be taken")]
    BadCount,
    #[error("a game needs at least one stone")]
    NoStones,
}

/// Each player's stones taken, and whether they won.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Score {
    pub taken: u32,
    pub won: bool,
}

fn new_game(settings: Settings, seed: u64) -> Result<Dealt<State, Event>, NimError> {
    if settings.heaps.iter().all(|&h| h == 0) {
        return Err(NimError::NoStones);
    }
    let state = State {
        heaps: settings.heaps.clone(),
        settings,
        seed,
        // The seed says who begins: the same seed, the same game.
        turn: (seed % 2) as Seat,
        taken: [0, 0],
        winner: None,
    };
    Ok((state, Vec::new()))
}

fn apply(state: &mut State, seat: Seat, action: &Action) -> Result<Vec<Event>, NimError> {
    let Action::Take { heap, count } = *action;
    if state.winner.is_some() {
        return Err(NimError::Over);
    }
    if seat != state.turn {
        return Err(NimError::NotYourTurn);
    }
    let stones = state.heaps.get_mut(usize::from(heap));
    let stones = stones.filter(|s| **s > 0).ok_or(NimError::NoSuchHeap)?;
    if count == 0 || count > *stones {
        return Err(NimError::BadCount);
    }
    *stones -= count;
    state.taken[usize::from(seat & 1)] += u32::from(count);
    let mut events = vec![Event::Took { seat, heap, count }];
    state.turn = 1 - seat;
    if state.heaps.iter().all(|&h| h == 0) {
        let winner = if state.settings.misere {
            1 - seat
        } else {
            seat
        };
        state.winner = Some(winner);
        events.push(Event::Won { seat: winner });
    }
    Ok(events)
}

fn legal_actions(state: &State, seat: Seat) -> Vec<Action> {
    if state.winner.is_some() || seat != state.turn {
        return Vec::new();
    }
    let mut out = Vec::new();
    for (heap, &stones) in state.heaps.iter().enumerate() {
        for count in 1..=stones {
            out.push(Action::Take {
                heap: heap as u8,
                count,
            });
        }
    }
    out
}

fn outcome(state: &State) -> Option<Outcome<Score>> {
    let winner = state.winner?;
    Some(Outcome {
        winners: vec![winner],
        scores: (0..2)
            .map(|s| Score {
                taken: state.taken[usize::from(s)],
                won: s == winner,
            })
            .collect(),
    })
}

impl Rules for Nim {
    type Settings = Settings;
    type State = State;
    type Action = Action;
    type Event = Event;
    type Error = NimError;
    /// The only decision: take stones.
    type Decision = ();
    /// Nothing is hidden: everyone sees the state.
    type View = State;
    type Score = Score;

    fn new_game(settings: Settings, seed: u64) -> Result<Dealt<State, Event>, NimError> {
        new_game(settings, seed)
    }
    fn apply(state: &mut State, seat: Seat, action: &Action) -> Result<Vec<Event>, NimError> {
        apply(state, seat, action)
    }
    fn legal_actions(state: &State, seat: Seat) -> Vec<Action> {
        legal_actions(state, seat)
    }
    fn pending(state: &State) -> Vec<(Seat, ())> {
        match state.winner {
            None => vec![(state.turn, ())],
            Some(_) => Vec::new(),
        }
    }
    fn default_action(state: &State, seat: Seat) -> Option<Action> {
        legal_actions(state, seat).into_iter().next()
    }
    fn view(state: &State, _seat: Option<Seat>) -> State {
        state.clone()
    }
    fn outcome(state: &State) -> Option<Outcome<Score>> {
        outcome(state)
    }
    fn determinize<R: rand::Rng>(state: &State, _seat: Option<Seat>, _rng: &mut R) -> State {
        state.clone()
    }
}

/// The move that leaves heaps whose sizes XOR to nothing (the winning move of normal play),
/// if there is one; in the misère game the same, except when only heaps of one are left.
pub fn best_move(state: &State) -> Option<Action> {
    let big = state.heaps.iter().filter(|&&h| h > 1).count();
    if state.settings.misere && big <= 1 {
        // Leave an odd number of heaps of one.
        let ones = state.heaps.iter().filter(|&&h| h == 1).count();
        let (heap, &stones) = state.heaps.iter().enumerate().find(|(_, &h)| h > 0)?;
        let (heap, stones) = match state.heaps.iter().position(|&h| h > 1) {
            Some(h) => (h, state.heaps[h]),
            None => (heap, stones),
        };
        let keep = if big == 1 { u8::from(ones % 2 == 0) } else { 0 };
        return Some(Action::Take {
            heap: heap as u8,
            count: stones - keep,
        });
    }
    let sum = state.heaps.iter().fold(0, |x, &h| x ^ h);
    let (heap, &stones) = state
        .heaps
        .iter()
        .enumerate()
        .find(|(_, &h)| sum != 0 && h ^ sum < h)?;
    Some(Action::Take {
        heap: heap as u8,
        count: stones - (stones ^ sum),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(heaps: &[u8], misere: bool) -> State {
        let settings = Settings {
            heaps: heaps.to_vec(),
            misere,
        };
        new_game(settings, 0).expect("stones").0
    }

    #[test]
    fn the_last_stone_wins_or_in_misere_loses() {
        for misere in [false, true] {
            let mut s = game(&[1, 2], misere);
            apply(&mut s, 0, &Action::Take { heap: 1, count: 2 }).expect("legal");
            assert_eq!(
                apply(&mut s, 0, &Action::Take { heap: 0, count: 1 }),
                Err(NimError::NotYourTurn)
            );
            let events = apply(&mut s, 1, &Action::Take { heap: 0, count: 1 }).expect("legal");
            let winner = if misere { 0 } else { 1 };
            assert_eq!(events.last(), Some(&Event::Won { seat: winner }));
            assert!(legal_actions(&s, 0).is_empty());
        }
    }

    #[test]
    fn bad_takes_change_nothing() {
        let s = game(&[3, 4, 5], false);
        for bad in [
            Action::Take { heap: 3, count: 1 },
            Action::Take { heap: 0, count: 0 },
            Action::Take { heap: 0, count: 4 },
        ] {
            let mut t = s.clone();
            assert!(apply(&mut t, 0, &bad).is_err(), "{bad:?}");
            assert_eq!(t, s);
        }
    }

    #[test]
    fn the_best_move_leaves_a_losing_position() {
        let mut s = game(&[3, 4, 5], false);
        let best = best_move(&s).expect("3-4-5 is a win for the first player");
        apply(&mut s, 0, &best).expect("legal");
        assert_eq!(s.heaps.iter().fold(0, |x, &h| x ^ h), 0);
        assert_eq!(best_move(&s), None);
    }
}
