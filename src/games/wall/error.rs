//! Every way the engine refuses an action. A refused action changes nothing.

use thiserror::Error;

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RuleError {
    #[error("the game is over")]
    GameOver,
    #[error("it is not this seat's decision")]
    NotYourDecision,
    #[error("this action does not answer the decision at hand")]
    WrongDecision,
    #[error("that card is not in hand")]
    NotInHand,
    #[error("no such position, or it is taken")]
    BadPosition,
    #[error("that warrior is not one to choose")]
    BadWarrior,
    #[error("that clan is not a target")]
    BadTarget,
    #[error("that fort is not one to choose")]
    BadFort,
    #[error("a table of {players} players and {neutrals} neutral clans cannot be dealt")]
    BadLineUp { players: u8, neutrals: u8 },
}
