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

    /// Runes usable at any time while the game runs, whoever is deciding (R-RUNE, DECIDED).
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
    /// Decline an optional rune; in the last window before final scoring, be done.
    Pass,
}

impl Action {
    /// Are this action's details another player's secret when it is told to the others?
    ///
    /// True for `KeepDestiny` (which card was kept is secret, R-TABLE-2) and for the warrior
    /// assignment steps `AssignDie`, `UnassignDie`, `LoadFood` and `UnloadFood` (an unconfirmed
    /// simultaneous assignment is visible only to its owner, R-ASSIGN-5). Others may be told
    /// that such an action happened, not what it was. Everything else is public: a rune used
    /// (Success reveals its card anyway; Knowledge keeps secret only what is seen, not the use),
    /// which land was peeked at, confirming or demanding turn order.
    pub fn hides_detail(&self) -> bool {
        matches!(
            self,
            Action::KeepDestiny { .. }
                | Action::AssignDie { .. }
                | Action::UnassignDie { .. }
                | Action::LoadFood { .. }
                | Action::UnloadFood { .. }
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::midgard::types::Location;

    #[test]
    fn only_kept_destiny_cards_and_assignment_steps_hide_their_detail() {
        // R-TABLE-2, R-ASSIGN-5
        let hidden = [
            Action::KeepDestiny { card: DestinyId(0) },
            Action::AssignDie {
                target: Target::Troll,
                kind: DieKind::Axeman,
            },
            Action::UnassignDie {
                target: Target::Land(1),
                kind: DieKind::Swordsman,
            },
            Action::LoadFood { land: 0 },
            Action::UnloadFood { land: 2 },
        ];
        for a in hidden {
            assert!(a.hides_detail(), "{a:?}");
        }
        let public = [
            Action::ChooseLeader {
                leader: Leader::Ullr,
            },
            Action::Place {
                space: Space::Loc(Location::ShamansHut),
            },
            Action::Peek { land: 1 },
            Action::KeepDice {
                dice: Dice::new(1, 0, 0),
            },
            Action::ConfirmAssignment,
            Action::DemandTurnOrder,
            Action::Reroll { dice: 3 },
            Action::AcceptRoll,
            Action::UseRune {
                using: RuneUse::Success { card: DestinyId(0) },
            },
            Action::UseRune {
                using: RuneUse::Knowledge,
            },
            Action::UseRune {
                using: RuneUse::Wealth,
            },
            Action::Pass,
        ];
        for a in public {
            assert!(!a.hides_detail(), "{a:?}");
        }
    }
}
