//! Game rules. Every game is a pure engine behind the `Rules` trait: no I/O, no clock, no
//! global randomness; the table layer drives it.

pub mod gods;
pub mod joms;
pub mod midgard;
pub mod record;
pub mod search;
pub mod wall;

/// A seat at a table, 0-based, clockwise.
pub type Seat = u8;

/// How a finished game ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome<S> {
    /// More than one seat on a shared win.
    pub winners: Vec<Seat>,
    pub scores: Vec<S>,
}

/// A new game's state and the events of its deal.
pub type Dealt<S, E> = (S, Vec<E>);

/// The contract between a game engine and the table layer.
pub trait Rules {
    type Settings;
    type State: Clone
        + std::fmt::Debug
        + PartialEq
        + serde::Serialize
        + serde::de::DeserializeOwned
        + Send
        + Sync
        + 'static;
    type Action: Clone
        + std::fmt::Debug
        + PartialEq
        + serde::Serialize
        + serde::de::DeserializeOwned
        + Send
        + Sync
        + 'static;
    /// Serialized into exports (every event, the secret ones included).
    type Event: std::fmt::Debug + serde::Serialize;
    type Error: std::error::Error;
    type Decision: Clone + std::fmt::Debug + PartialEq;
    type View: std::fmt::Debug + PartialEq;
    type Score;

    fn new_game(
        settings: Self::Settings,
        seed: u64,
    ) -> Result<Dealt<Self::State, Self::Event>, Self::Error>;
    /// Applies one seat's action; on error the state is unchanged.
    fn apply(
        state: &mut Self::State,
        seat: Seat,
        action: &Self::Action,
    ) -> Result<Vec<Self::Event>, Self::Error>;
    fn legal_actions(state: &Self::State, seat: Seat) -> Vec<Self::Action>;
    /// Who must decide what now (several seats at once where the rules say so).
    fn pending(state: &Self::State) -> Vec<(Seat, Self::Decision)>;
    /// The answer a deadline applies for `seat`.
    fn default_action(state: &Self::State, seat: Seat) -> Option<Self::Action>;
    /// The public view (`None`) or one seat's view.
    fn view(state: &Self::State, seat: Option<Seat>) -> Self::View;
    /// Whether `seat` may take `action`, played on `state`, back while it goes on deciding: it
    /// draws nothing at random and reveals nothing, so undoing it is replaying the game
    /// without it (a move of a movement phase; the table offers undo for a run of these).
    fn undoable(_state: &Self::State, _seat: Seat, _action: &Self::Action) -> bool {
        false
    }
    /// A state `seat` (`None`: a stranger watching the channel) cannot tell from `state`:
    /// everything it cannot see is dealt anew at random from `rng`, consistent with what it
    /// has seen — the others' hidden hands and cards, the order of face-down decks, the
    /// others' pending secret choices, and the engine's own generator for future dice and
    /// draws, reseeded. `view(&determinize(s, seat, rng), seat) == view(s, seat)`, and the
    /// result keeps every invariant of a state, so the engine plays on from it (the search
    /// bot samples its worlds here; the conformance kit checks that nothing told to `seat`
    /// depends on what this changes).
    fn determinize<R: rand::Rng>(
        state: &Self::State,
        seat: Option<Seat>,
        rng: &mut R,
    ) -> Self::State;
    fn outcome(state: &Self::State) -> Option<Outcome<Self::Score>>;
}
