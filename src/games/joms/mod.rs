//! Jomsvikings (game id `joms`): drafting equipment, combat cards and a monster over three
//! sagas, then fighting it with a battlefield whose fate sum must stay at or under the
//! character's critical value. The rules are `../shared/rules/jomsvikings.md`; their ids
//! (R-DMG-3 …) name the tests. So far: the card data, typed, and the box set up.

pub mod cards;
pub mod data;
pub mod effect;
pub mod setup;
pub mod state;

pub use data::{data, DataError, JomsData};
pub use setup::{new_game, SetupError};
pub use state::{BagToken, Card, Deck, Mode, Player, Settings, State};
