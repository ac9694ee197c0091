//! Viking Gods (game id `gods`): Asgard against Chaos on a hex map split by the river
//! Nordkapp, Hela roaming between; Asgard wins by removing Loki, Chaos by felling Yggdrasill.
//! The rules are `../shared/rules/viking-gods.md`; their ids (R-MOVE-3 …) name the tests. A
//! pure engine: no I/O, no clock, every die from the game's seeded generator, and none drawn
//! by a placement, move, jump or freeze (the table undoes those by replaying its log).

pub mod ability;
pub mod action;
pub mod ai;
pub mod bridge;
pub mod check;
pub mod combat;
pub mod data;
pub mod decide;
pub mod deploy;
pub mod determinize;
pub mod dice;
pub mod end;
pub mod error;
pub mod event;
pub mod hela;
pub mod hexset;
pub mod map;
pub mod movement;
pub mod odds;
pub mod retreat;
pub mod round;
pub mod setup;
pub mod state;
pub mod table;
pub mod terrain;
pub mod token;
pub mod trail;
pub mod view;

pub use action::{Action, HelaAnswer};
pub use combat::eligible_attackers;
pub use data::{data, DataError, GodsData, TokenInfo};
pub use decide::{apply, default_action, legal_actions, pending, Decision};
pub use end::{outcome, winner, Score};
pub use error::RuleError;
pub use event::{Event, Removal};
pub use map::{Bank, Direction, Hex, HEIMDALL_HEX, HEL_FIELD};
pub use movement::{destinations, freeze_targets, jump_targets};
pub use odds::{duel, Breakdown, DuelOdds, DuelResult, Term, TermKind};
pub use retreat::retreat_hexes;
pub use setup::{from_layout, new_game, Layout};
pub use state::{End, EndCause, Flight, HelaWalk, Phase, Settings, State};
pub use terrain::{crosses_river, terrain, Terrain};
pub use token::{Side, Token};
pub use trail::{Trace, TraceKind};
pub use view::{view, View};

use super::{Dealt, Outcome, Rules, Seat};

/// The side `seat` plays in `state`.
pub fn side_of(state: &State, seat: Seat) -> Option<Side> {
    state.side_of(seat)
}

/// The seat playing `side` in `state`.
pub fn seat_of(state: &State, side: Side) -> Seat {
    state.seat_of(side)
}

/// Viking Gods behind the game-agnostic `Rules` trait.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Gods;

impl Rules for Gods {
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
    fn undoable(state: &State, seat: Seat, action: &Action) -> bool {
        decide::undoable(state, seat, action)
    }
    fn outcome(state: &State) -> Option<Outcome<Score>> {
        outcome(state)
    }
    fn determinize<R: rand::Rng>(state: &State, seat: Option<Seat>, rng: &mut R) -> State {
        determinize::determinize(state, seat, rng)
    }
}
