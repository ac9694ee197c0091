//! What happened, for the table to tell: everything is public (R-INFO-1), every die is told
//! with its use (R-TABLE-2).

use serde::{Deserialize, Serialize};

use super::action::{Action, HelaAnswer};
use super::map::{Direction, Hex};
use super::odds::DuelResult;
use super::state::{EndCause, Phase};
use super::token::{Side, Token};
use crate::games::Seat;

/// Why a token left the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Removal {
    /// R-FIGHT-5: BP, the defender beaten.
    Beaten,
    /// R-FIGHT-5: AP, an attacker beaten.
    AttackBeaten,
    /// R-FIGHT-6: no hex to flee to.
    Cornered,
    /// R-FIGHT-6, R-HELA-6: it fled onto Hel's Field.
    HelField,
    /// R-HELA-6: next to Hela.
    Hela,
    /// R-BRIDGE-1: its bridge hex was covered.
    Void,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    /// R-SETUP-1: who plays which side; `drawn` when the seed chose.
    Seated {
        asgard: Seat,
        chaos: Seat,
        drawn: bool,
    },
    /// R-SETUP-2/3: a token set on the board.
    Placed { token: Token, hex: Hex },
    /// R-ROUND-1: a phase begins (round 0 while deploying).
    PhaseBegins { round: u8, phase: Phase },
    /// A phase ends; `skipped` when nothing at all could be done in it.
    PhaseEnds {
        round: u8,
        phase: Phase,
        skipped: bool,
    },
    /// R-MOVE.
    Moved { token: Token, from: Hex, to: Hex },
    /// R-ABIL-6.
    Jumped { token: Token, from: Hex, to: Hex },
    /// R-ABIL-7: `target` cannot move in Chaos's next movement.
    Frozen { by: Token, target: Token },
    /// R-ABIL-7: the freeze ended with the Chaos movement it blocked.
    Thawed { token: Token },
    /// R-FIGHT-3/4/5: a duel, its numbers, its die and what it gave. `result` is the table's;
    /// `treedraw` when it was BU against Yggdrasill, which counts as a draw.
    Duel {
        attackers: Vec<Token>,
        defender: Token,
        attack: i16,
        defence: i16,
        /// After the clamp and Sif's cap.
        difference: i8,
        die: u8,
        result: DuelResult,
        treedraw: bool,
    },
    /// R-FIGHT-6: a fugitive moved by the winner.
    Retreated { token: Token, from: Hex, to: Hex },
    /// A token left the board for good.
    Removed {
        token: Token,
        hex: Hex,
        cause: Removal,
    },
    /// R-HELA-2: the die for Hela's step `step` (1–3) and the direction it shows.
    HelaRoll {
        step: u8,
        die: u8,
        direction: Direction,
    },
    /// R-HELA-3: Chaos used its ±1.
    HelaAdjusted {
        answer: HelaAnswer,
        from: Direction,
        to: Direction,
    },
    /// R-HELA-4: the direction led onto `token`'s hex; the die is rolled again.
    HelaBarred { direction: Direction, token: Token },
    /// R-HELA-2: a step.
    HelaStep { from: Hex, to: Hex },
    /// R-HELA-5: off the board or onto a void hex (or her hex covered): back on E9.
    HelaHome { from: Hex },
    /// R-BRIDGE-1: a bridge hex covered.
    Voided { hex: Hex },
    /// R-END-1.
    Resigned { side: Side },
    /// R-END-1.
    Won { side: Side, cause: EndCause },
    /// R-ROUND-2.
    Drawn { round: u8 },
    /// Record: the only possible answer, played for `seat` without asking — a lone retreat
    /// with one hex, the bridge hexes when what is left is all Chaos covers (the events it
    /// causes follow).
    Forced { seat: Seat, action: Action },
    /// Record: the tokens of `seat`'s that deployment's `done` placed where the default puts
    /// them (R-DECIDE 1), after their `placed` events.
    Filled { seat: Seat, tokens: Vec<Token> },
}

impl Event {
    /// Whether the event is kept for the record only (exports): the table tells it to no one.
    pub fn is_record(&self) -> bool {
        matches!(self, Event::Forced { .. } | Event::Filled { .. })
    }
}
