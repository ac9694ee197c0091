//! Storm the Wall (game id `wall`): clans of 9 warriors storm a wall of 6 forts, three turns
//! of six rounds, fought with secret orders. The rules are `../shared/rules/wall.md`; their
//! ids (R-COMP-1 …) name the tests. A pure engine like Midgard's: no I/O, no clock, all
//! randomness from the game's seeded generator.

pub mod action;
pub mod ai;
pub mod build;
pub mod cards;
pub mod decide;
pub mod determinize;
pub mod error;
pub mod event;
pub mod hard;
pub mod orders;
pub mod picks;
pub mod plan;
pub mod round;
pub mod scoring;
pub mod setup;
pub mod state;
pub mod table;
pub mod view;

pub use action::Action;
pub use build::build_order;
pub use cards::{Fort, Warrior, DECK};
pub use decide::{apply, default_action, legal_actions, pending, Decision};
pub use error::RuleError;
pub use event::Event;
pub use scoring::{outcome, Score, Solo};
pub use setup::new_game;
pub use state::{warrior, Card, Colour, Phase, Settings, State, Step};
pub use view::{view, View};

use super::{Dealt, Outcome, Rules, Seat};

/// Storm the Wall behind the game-agnostic `Rules` trait.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Wall;

impl Rules for Wall {
    type Settings = Settings;
    type State = State;
    type Action = Action;
    type Event = Event;
    type Error = RuleError;
    type Decision = Decision;
    type View = View;
    type Score = Score;

    fn new_game(settings: Settings, seed: u64) -> Result<Dealt<State, Event>, RuleError> {
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
    fn view(state: &State, seat: Option<Seat>) -> View {
        view(state, seat)
    }
    fn outcome(state: &State) -> Option<Outcome<Score>> {
        outcome(state)
    }
    fn determinize<R: rand::Rng>(state: &State, seat: Option<Seat>, rng: &mut R) -> State {
        determinize::determinize(state, seat, rng)
    }
}
