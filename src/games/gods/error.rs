//! Every way the engine refuses an action or a game. A refused action changes nothing.

use thiserror::Error;

use super::data::DataError;

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RuleError {
    #[error("the game is over")]
    GameOver,
    #[error("it is not this seat's decision")]
    NotYourDecision,
    #[error("this action does not answer the decision at hand")]
    WrongDecision,
    #[error("that token is not one of yours to use here")]
    NotYourToken,
    #[error("that token has already acted in this phase")]
    AlreadyActed,
    #[error("that token is pinned by an enemy")]
    Pinned,
    #[error("that token is frozen")]
    Frozen,
    #[error("that token never moves")]
    Immobile,
    #[error("that hex cannot be reached")]
    BadHex,
    #[error("that token is not a target")]
    BadTarget,
    #[error("those tokens cannot make that attack")]
    BadAttackers,
    #[error("those hexes cannot be covered")]
    BadVoid,
    #[error("seat {0} cannot play a side of a two-player game")]
    BadSeat(u8),
    #[error("a position that cannot be played: {0}")]
    BadLayout(String),
    #[error("the game data is broken: {0}")]
    Data(#[from] DataError),
}
