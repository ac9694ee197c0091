//! Champions of Midgard: the pure rules engine (no I/O, no clock, no global RNG).
//! Rule ids (R-…) refer to ../shared/rules/midgard.md.

pub mod action;
pub mod ai;
pub mod assignment;
pub mod cards;
pub mod cleanup;
pub mod combat;
pub mod decision;
pub mod determinize;
pub mod effects;
pub mod error;
pub mod event;
pub mod export;
pub mod placement;
pub mod resolution;
pub mod runes;
pub mod scoring;
pub mod setup;
pub mod state;
pub mod table;
pub mod types;
pub mod view;

pub use action::{Action, RunePick, RuneUse};
pub use decision::{apply, check, default_action, legal_actions, pending, Decision};
pub use error::RuleError;
pub use event::Event;
pub use scoring::Score;
pub use state::{Settings, State};
pub use types::*;
pub use view::{view, GameView, Viewer};

use super::{Outcome, Rules};

/// Champions of Midgard behind the game-agnostic `Rules` trait.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Midgard;

/// Deals a new game from its settings and seed.
pub fn new_game(settings: Settings, seed: u64) -> Result<(State, Vec<Event>), RuleError> {
    setup::new_game(cards::cards()?, settings, seed)
}

/// Final scores and winners once the game is over.
pub fn outcome(state: &State) -> Option<Outcome<Score>> {
    if state.phase != state::Phase::Finished {
        return None;
    }
    let cards = cards::cards().ok()?;
    let scores: Vec<Score> = (0..state.seats())
        .map(|s| scoring::score(state, cards, s))
        .collect();
    let winners = scoring::winners(state, &scores);
    Some(Outcome { winners, scores })
}

impl Rules for Midgard {
    type Settings = Settings;
    type State = State;
    type Action = Action;
    type Event = Event;
    type Error = RuleError;
    type Decision = Decision;
    type View = GameView;
    type Score = Score;

    fn new_game(settings: Settings, seed: u64) -> Result<(State, Vec<Event>), RuleError> {
        new_game(settings, seed)
    }
    fn apply(state: &mut State, seat: Seat, action: &Action) -> Result<Vec<Event>, RuleError> {
        apply(state, seat, action)
    }
    fn legal_actions(state: &State, seat: Seat) -> Vec<Action> {
        legal_actions(state, seat)
    }
    fn pending(state: &State) -> Vec<(Seat, Decision)> {
        pending(state)
    }
    fn default_action(state: &State, seat: Seat) -> Option<Action> {
        default_action(state, seat)
    }
    fn view(state: &State, seat: Option<Seat>) -> GameView {
        view(state, seat.map_or(Viewer::Public, Viewer::Seat))
    }
    fn outcome(state: &State) -> Option<Outcome<Score>> {
        outcome(state)
    }
    fn determinize<R: rand::Rng>(state: &State, seat: Option<Seat>, rng: &mut R) -> State {
        determinize::determinize(state, seat, rng)
    }
}
