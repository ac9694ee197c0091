//! What happened, for the table to tell. Secret events name their one reader.

use serde::{Deserialize, Serialize};

use super::cards::Fort;
use super::state::Card;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    /// R-WALL: a new turn's wall, positions 1–6.
    WallBuilt {
        turn: u8,
        forts: Vec<Fort>,
    },
    /// R-ORDER-1, secret to the player: the two cards it will not use this turn.
    SetAside {
        clan: u8,
        cards: Vec<Card>,
    },
    /// R-ORDER-3: public, without content.
    Locked {
        clan: u8,
    },
    /// R-ROUND-1: each clan's card at the position, in clan order.
    Revealed {
        round: u8,
        fort: Fort,
        cards: Vec<Card>,
    },
    /// R-ROUND-2.
    Crashed {
        clans: Vec<u8>,
    },
    /// R-ROUND-3.
    Seduced {
        qween: u8,
        target: u8,
        card: Card,
    },
    /// R-ROUND-3: two or more Qweens; none acts.
    QweensCancel,
    /// R-ROUND-4.
    Withdrew {
        clan: u8,
    },
    /// R-ROUND-5: each clan's total, `None` when out of the fight.
    Totals {
        totals: Vec<Option<u16>>,
    },
    /// R-ROUND-6: `archer` when an Arch'r broke the tie.
    Captured {
        clan: u8,
        fort: Fort,
        archer: bool,
    },
    /// R-ROUND-6: nobody takes the fort; `stays` under R-VAR-1.
    Stalemate {
        fort: Fort,
        stays: bool,
    },
    /// R-VAR-1: a fort pushed off the wall.
    PushedOff {
        fort: Fort,
    },
    /// R-ROUND-7, R-FORT-2: a warrior lost from a line.
    Lost {
        clan: u8,
        card: Card,
    },
    /// R-ROUND-8: the Dru'hid winner took the fort at `position` instead.
    Took {
        clan: u8,
        position: u8,
        fort: Fort,
    },
    /// R-ROUND-9: the winner's line is discarded, but for the kept warriors.
    LineCleared {
        clan: u8,
        lost: Vec<Card>,
        kept: Vec<Card>,
    },
    /// R-ROUND-9: the seduced warrior leaves its owner with the Qween's capture.
    SeducedLost {
        clan: u8,
        card: Card,
    },
    /// R-FORT-3.
    FortDropped {
        clan: u8,
        fort: Fort,
    },
    /// R-FORT-4: three FortHeca.
    ForthecaWin {
        clan: u8,
    },
    /// R-ROUND-11: public, without the new order.
    Rearranged {
        clan: u8,
    },
    /// R-ROUND-12.
    TurnEnded {
        turn: u8,
    },
    GameOver,
}
