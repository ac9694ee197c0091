//! Every way the engine refuses an action. A refused action changes nothing.

use thiserror::Error;

use super::cards::CardDataError;

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RuleError {
    #[error("the game is over")]
    GameOver,
    #[error("no such seat")]
    UnknownSeat,
    #[error("it is not this seat's decision")]
    NotYourDecision,
    #[error("this action does not answer the decision at hand")]
    WrongDecision,
    #[error("the leader is already taken")]
    LeaderTaken,
    #[error("the space is taken")]
    SpaceTaken,
    #[error("the space is not available")]
    SpaceUnavailable,
    #[error("no workers left to place")]
    NoWorkersLeft,
    #[error("cannot pay the cost")]
    CannotPay,
    #[error("the longhouse is full")]
    LonghouseFull,
    #[error("over the ship's capacity")]
    OverCapacity,
    #[error("this enemy bars that kind of die")]
    BarredDieKind,
    #[error("unknown or unavailable card")]
    UnknownCard,
    #[error("already owned")]
    AlreadyOwned,
    #[error("not enough to do that")]
    NotEnough,
    #[error("an amount outside what is allowed")]
    InvalidAmount,
    #[error("no such target")]
    InvalidTarget,
    #[error("the rune is not available")]
    RuneUnavailable,
    #[error("invalid settings: {0}")]
    InvalidSettings(&'static str),
    #[error("card data: {0}")]
    CardData(#[from] CardDataError),
}
