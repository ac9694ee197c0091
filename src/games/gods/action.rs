//! What a player may do (R-DECIDE).

use serde::{Deserialize, Serialize};

use super::map::Hex;
use super::token::Token;

/// Chaos's answer to a roll for Hela (R-HELA-3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum HelaAnswer {
    Keep,
    /// +1: 6 + 1 = 1.
    Plus,
    /// −1: 1 − 1 = 6.
    Minus,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Action {
    /// R-SETUP-3: one of the side's tokens not yet placed onto an empty hex of its zone.
    Place { token: Token, hex: Hex },
    /// R-MOVE: a token's move, to one of its [`destinations`](super::movement::destinations).
    Move { token: Token, to: Hex },
    /// R-ABIL-6: Freke i Gere jump instead of moving.
    Jump { to: Hex },
    /// R-ABIL-7: Frey freezes a Chaos token instead of moving.
    Freeze { target: Token },
    /// Ends the movement phase, the attack phase, or the deployment (the tokens not yet
    /// placed go where the default would place them).
    Done,
    /// R-FIGHT-1: a duel. Attackers in roster order ([`Token::ALL`]), which is also their
    /// declaration order (R-DECIDE 4); the table sorts what a player typed.
    Attack {
        defender: Token,
        attackers: Vec<Token>,
    },
    /// R-FIGHT-6: the duel's winner moves a fugitive.
    Retreat { token: Token, to: Hex },
    /// R-HELA-3: Chaos keeps the roll or adds or subtracts 1.
    Hela { answer: HelaAnswer },
    /// R-BRIDGE-1: the bridge hexes to cover, in board order: 2, or 1 when 1 is left.
    Void { hexes: Vec<Hex> },
    /// R-END-1: the seat's side gives up; the other wins. Any time, either seat.
    Resign,
}
