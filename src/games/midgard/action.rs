//! Everything a player can answer to the engine.

use serde::{Deserialize, Serialize};

use super::cards::{DestinyId, ShipId};
use super::types::{Dice, DieKind, Good, Leader, Rune, Seat, Space, Target};

/// A rune used, with its choice where it has one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "rune", rename_all = "snake_case")]
pub enum RuneUse {
    Wealth,
    Gifts { food: u8, wood: u8, coins: u8 },
    Knowledge,
    Success { card: DestinyId },
    Potential,
    Retaliation,
    Healing,
    Glory,
    Journey,
    TrueVision,
}

impl RuneUse {
    pub fn rune(self) -> Rune {
        match self {
            RuneUse::Wealth => Rune::Wealth,
            RuneUse::Gifts { .. } => Rune::Gifts,
            RuneUse::Knowledge => Rune::Knowledge,
            RuneUse::Success { .. } => Rune::Success,
            RuneUse::Potential => Rune::Potential,
            RuneUse::Retaliation => Rune::Retaliation,
            RuneUse::Healing => Rune::Healing,
            RuneUse::Glory => Rune::Glory,
            RuneUse::Journey => Rune::Journey,
            RuneUse::TrueVision => Rune::TrueVision,
        }
    }

    /// Runes usable at any of their owner's decisions.
    pub fn is_anytime(self) -> bool {
        matches!(
            self,
            RuneUse::Wealth | RuneUse::Gifts { .. } | RuneUse::Knowledge | RuneUse::Success { .. }
        )
    }
}

/// Where a rune is taken from at the Rune Carver.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RunePick {
    /// One of the face-up runes, by slot 0..=2.
    Row(u8),
    /// The top card of the rune deck.
    Deck,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Action {
    ChooseLeader {
        leader: Leader,
    },
    Place {
        space: Space,
    },
    /// Market: one 1:1 exchange.
    Trade {
        give: Good,
        take: Good,
    },
    EndTrades,
    /// Stave Church: buy this much favor (one price step).
    Church {
        favor: u8,
    },
    /// Alms: give this much food for as much favor.
    Alms {
        food: u8,
    },
    /// Beggar (revised): the good taken besides the blame.
    Beg {
        take: Good,
    },
    BuyShip {
        ship: ShipId,
    },
    /// Longship: the distant land (0..=3) to sail to.
    Sail {
        land: u8,
    },
    TakeRune {
        pick: RunePick,
    },
    /// Shaman's Hut: the land whose face-down journey card to look at.
    Peek {
        land: u8,
    },
    KeepDestiny {
        card: DestinyId,
    },
    /// Over the longhouse limit with a mixed gain: the dice kept.
    KeepDice {
        dice: Dice,
    },
    AssignDie {
        target: Target,
        kind: DieKind,
    },
    UnassignDie {
        target: Target,
        kind: DieKind,
    },
    LoadFood {
        land: u8,
    },
    UnloadFood {
        land: u8,
    },
    ConfirmAssignment,
    DemandTurnOrder,
    /// Spend 1 favor to reroll the dice whose positions in the roll are set in `dice`.
    Reroll {
        dice: u16,
    },
    AcceptRoll,
    LoseDice {
        dice: Dice,
    },
    /// Losses from a ship: warriors and food.
    ShipLoss {
        dice: Dice,
        food: u8,
    },
    Blame {
        seat: Seat,
    },
    UseRune {
        using: RuneUse,
    },
    /// Decline an optional rune.
    Pass,
}
