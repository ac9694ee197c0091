//! Jomsvikings (game id `joms`): drafting equipment, combat cards and a monster over three
//! sagas, then fighting it with a battlefield whose fate sum must stay at or under the
//! character's critical value. The rules are `../shared/rules/jomsvikings.md`; their ids
//! (R-DMG-3 …) name the tests. A pure engine: no I/O, all randomness from the game's seeded
//! generator; the game moves as a queue of steps that stops at each decision (`flow`).

pub mod action;
pub mod ai;
pub mod attack;
pub mod cards;
pub mod damage;
pub mod data;
pub mod decide;
pub mod defaults;
pub mod determinize;
pub mod effect;
pub mod effects;
pub mod end;
pub mod error;
pub mod event;
pub mod fight;
pub mod flow;
pub mod legal;
pub mod ops;
pub mod play;
pub mod prep;
pub mod query;
pub mod setup;
pub mod state;
pub mod table;
pub mod view;
pub mod ygg;

pub use action::{Action, Choice, Play, Ready, Source, ThorUse};
pub use data::{data, DataError, JomsData};
pub use decide::{apply, legal_actions, pending, Decision};
pub use error::JomsError;
pub use event::Event;
pub use flow::{Ask, Job, Prompt, Row};
pub use setup::{new_game, SetupError};
pub use state::{BagToken, Card, Deck, Mode, Phase, Player, Settings, State};
pub use view::{view, PlayerView, View};

use serde::{Deserialize, Serialize};

use super::{Dealt, Outcome, Rules, Seat};

/// A player's final result (R-END-3/4): the points and what makes them up, and the monsters
/// defeated (the tie-break).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Score {
    pub points: u16,
    pub kills: u8,
    /// Glory marked during the game (Yggdrasil's included).
    pub glory: u16,
    pub gullveig: u8,
    pub thor: u8,
    /// The G of the equipment held.
    pub equipment: u16,
}

impl Score {
    /// R-END-3 line by line.
    pub fn lines(&self) -> Vec<(&'static str, i64)> {
        vec![
            ("glory", i64::from(self.glory)),
            ("gullveig", i64::from(self.gullveig)),
            ("thor", i64::from(self.thor)),
            ("equipment", i64::from(self.equipment)),
        ]
    }
}

/// The game's first decisions, with each player's dealt characters told to them alone.
pub fn start(settings: Settings, seed: u64) -> Result<Dealt<State, Event>, JomsError> {
    Ok(setup::deal_game(settings, seed)?)
}

pub fn outcome(s: &State) -> Option<Outcome<Score>> {
    if s.phase != Phase::Over {
        return None;
    }
    let d = data().ok()?;
    let scores = end::scores(s, d)
        .into_iter()
        .zip(&s.players)
        .map(|(points, p)| Score {
            points,
            kills: p.kills,
            glory: p.glory,
            gullveig: p.gullveig,
            thor: p.thor,
            equipment: query::gear(d, p).map(|e| u16::from(e.glory)).sum(),
        })
        .collect();
    Some(Outcome {
        winners: end::winners(s, d),
        scores,
    })
}

/// Jomsvikings behind the game-agnostic `Rules` trait.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Joms;

impl Rules for Joms {
    type Settings = Settings;
    type State = State;
    type Action = Action;
    type Event = Event;
    type Error = JomsError;
    type Decision = Decision;
    type View = View;
    type Score = Score;

    fn new_game(settings: Settings, seed: u64) -> Result<Dealt<State, Event>, JomsError> {
        start(settings, seed)
    }
    fn apply(state: &mut State, seat: Seat, action: &Action) -> Result<Vec<Event>, JomsError> {
        apply(state, seat, action)
    }
    fn legal_actions(state: &State, seat: Seat) -> Vec<Action> {
        legal_actions(state, seat)
    }
    fn pending(state: &State) -> Vec<(Seat, Decision)> {
        pending(state)
    }
    fn default_action(state: &State, seat: Seat) -> Option<Action> {
        defaults::default_action(state, seat)
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
