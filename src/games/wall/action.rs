//! What a player may do (R-DECIDE). Orders are built a step at a time and locked.

use serde::{Deserialize, Serialize};

use super::state::Card;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Action {
    /// R-ORDER-2: the seventh card to discard, one not placed (another discard returns to hand).
    Discard { card: Card },
    /// R-ORDER-2: a card of the hand onto an empty position (1–6).
    Place { card: Card, position: u8 },
    /// Takes back the discard and every placement.
    Clear,
    /// R-ORDER-3: locks the orders; whatever is not set yet is set as the default would.
    Lock,
    /// R-ROUND-3: the clan whose warrior the Qween seduces.
    Seduce { clan: u8 },
    /// R-ROUND-7, R-FORT-2: the warrior of the line to lose.
    Lose { card: Card },
    /// R-ROUND-8: the position (1–6) of the fort the Dru'hid winner takes.
    Take { position: u8 },
    /// R-ROUND-9: keep the Axx, or the weakest warrior after KomFort, or not.
    Keep { keep: bool },
    /// R-FORT-3: the held fort to give up, by its index among the held forts.
    DropFort { index: u8 },
    /// R-ROUND-11: swap the face-down warriors at two unresolved positions.
    Swap { a: u8, b: u8 },
    /// R-ROUND-11: done rearranging.
    Done,
}
