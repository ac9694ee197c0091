//! What happened, for the table to tell. Secret events name their one reader.

use serde::{Deserialize, Serialize};

use super::action::Action;
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
    /// Record: the fort deck shuffled at setup (R-COMP-3), in the order the forts are drawn.
    FortsShuffled {
        forts: Vec<Fort>,
    },
    /// Record: a turn's six forts in the order they were drawn, before `WallBuilt` orders
    /// them (R-WALL-1/2).
    FortsDrawn {
        turn: u8,
        forts: Vec<Fort>,
    },
    /// Record: a clan's nine warriors shuffled for a turn: a player sets the first two aside
    /// (R-ORDER-1), a neutral places the first six at positions 1–6 (R-ORDER-4).
    HandShuffled {
        clan: u8,
        cards: Vec<Card>,
    },
    /// Record: a neutral clan's orders (R-ORDER-4): its card at positions 1–6 and the three
    /// left aside.
    NeutralOrders {
        clan: u8,
        placed: Vec<Card>,
        aside: Vec<Card>,
    },
    /// Record: a player's whole orders once locked (R-ORDER-3): its card at positions 1–6 and
    /// its discard, with what the lock set by R-DECIDE 2 — the positions it filled and whether
    /// it chose the discard (after `Locked`).
    OrdersLocked {
        clan: u8,
        placed: Vec<Card>,
        discard: Option<Card>,
        filled: Vec<u8>,
        discard_filled: bool,
    },
    /// Record: the only possible answer, played for the clan without asking (the events it
    /// causes follow, or come when the step is settled).
    Forced {
        clan: u8,
        action: Action,
    },
    /// Record: a neutral clan's choice, drawn at random (R-NEUTRAL-1/2).
    Random {
        clan: u8,
        action: Action,
    },
}

impl Event {
    /// Whether the event is kept for the record only (exports): the table tells it to no one.
    pub fn is_record(&self) -> bool {
        matches!(
            self,
            Event::FortsShuffled { .. }
                | Event::FortsDrawn { .. }
                | Event::HandShuffled { .. }
                | Event::NeutralOrders { .. }
                | Event::OrdersLocked { .. }
                | Event::Forced { .. }
                | Event::Random { .. }
        )
    }
}
