//! Every way the engine refuses an action. A refused action changes nothing.

use thiserror::Error;

use super::data::DataError;
use super::setup::SetupError;

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum JomsError {
    #[error("the game is over")]
    GameOver,
    #[error("it is not this seat's decision")]
    NotYourDecision,
    #[error("this action does not answer the decision at hand")]
    WrongDecision,
    #[error("that card is not in hand")]
    NotInHand,
    #[error("the fate sum is over the critical value: no more battlefield cards")]
    OverK,
    #[error("the battlefield holds 7 cards")]
    FieldFull,
    #[error("that slot is used")]
    SlotUsed,
    #[error("that use is exhausted")]
    Exhausted,
    #[error("a dodge does nothing against a Wild monster")]
    WildDodge,
    #[error("not enough tokens for that")]
    NoTokens,
    #[error("that card has no text to play")]
    NoText,
    #[error("no current-round slot this round")]
    NoRoundSlot,
    #[error("that choice is not open")]
    BadChoice,
    #[error(transparent)]
    Setup(#[from] SetupError),
    #[error(transparent)]
    Data(#[from] DataError),
}
