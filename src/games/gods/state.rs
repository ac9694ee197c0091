//! The whole game of Viking Gods: who plays which side, where every token stands, the phase
//! and whatever it waits for, and the generator of all dice. A state is a save.

use std::collections::BTreeMap;

use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use super::map::Hex;
use super::token::{Side, Token};
use super::trail::Trace;
use crate::games::Seat;

/// The round limit unless a table sets another (R-ROUND-2).
pub const DEFAULT_ROUND_LIMIT: u8 = 20;
/// Hela's steps in a round (R-HELA-2).
pub const HELA_STEPS: u8 = 3;
/// Bridge hexes covered each round (R-BRIDGE-1).
pub const VOIDS_PER_ROUND: usize = 2;

/// How a table is set up (R-SETUP-1/3, R-ROUND-2, R-DECIDE 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settings {
    /// R-SETUP-3: the players place their tokens.
    #[serde(default)]
    pub free_deploy: bool,
    /// R-ROUND-2: a draw after this round if both targets stand; 0 = no limit.
    #[serde(default = "default_round_limit")]
    pub round_limit: u8,
    /// R-SETUP-1: the seat playing Asgard; `None` draws it from the seed.
    #[serde(default)]
    pub asgard: Option<Seat>,
}

fn default_round_limit() -> u8 {
    DEFAULT_ROUND_LIMIT
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            free_deploy: false,
            round_limit: DEFAULT_ROUND_LIMIT,
            asgard: None,
        }
    }
}

/// A phase of the round (R-ROUND-1), or the game before and after the rounds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "phase", rename_all = "snake_case")]
pub enum Phase {
    /// R-SETUP-3: the side places its tokens (Chaos first).
    Deploy {
        side: Side,
    },
    /// Phases 1 and 3 (R-MOVE).
    Movement {
        side: Side,
    },
    /// Phases 2 and 4 (R-FIGHT).
    Attack {
        side: Side,
    },
    /// Phase 5 (R-HELA).
    Hela,
    /// Phase 6 (R-BRIDGE-1).
    Bridge,
    Over,
}

/// Tokens fleeing a duel, moved by the duel's winner (R-FIGHT-5/6).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Flight {
    /// The side that moves them: the fugitives' enemy.
    pub winner: Side,
    /// Still to retreat, in declaration order.
    pub fugitives: Vec<Token>,
}

/// Hela's walk in phase 5 (R-HELA-2/3): the step under way and its roll, awaiting Chaos's
/// answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HelaWalk {
    /// 1 to 3.
    pub step: u8,
    /// The die, 1–6.
    pub roll: u8,
}

/// Why the game ended (R-END-1, R-ROUND-2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EndCause {
    /// Loki left the board: Asgard wins.
    LokiRemoved,
    /// Yggdrasill left the board: Chaos wins.
    TreeRemoved,
    /// The loser resigned.
    Resignation,
    /// Both targets stood after the last round: a draw.
    RoundLimit,
}

/// How the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct End {
    /// `None` for a draw.
    pub winner: Option<Side>,
    pub cause: EndCause,
    /// Where the target that ended the game left the board (R-END-1); `None` for a draw or a
    /// resignation.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub at: Option<Hex>,
}

/// The whole game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    pub settings: Settings,
    pub seed: u64,
    /// The only source of dice (duels and Hela), R-TABLE-2.
    pub rng: ChaCha8Rng,
    /// The seat playing Asgard; the other plays Chaos.
    pub asgard: Seat,
    /// 0 while deploying, then 1, 2 …
    pub round: u8,
    pub phase: Phase,
    /// Every token on the board, Hela included.
    pub board: BTreeMap<Token, Hex>,
    /// R-FIGHT-3: each fighting token's strength, from the data when the game began.
    pub strengths: BTreeMap<Token, u8>,
    /// Covered bridge hexes, in the order covered (R-BRIDGE-1).
    pub voids: Vec<Hex>,
    /// R-ABIL-7: the Chaos token that cannot move in the next Chaos movement.
    pub frozen: Option<Token>,
    /// Tokens that have moved, jumped or frozen this movement phase, or attacked this attack
    /// phase (R-MOVE-1, R-FIGHT-1).
    pub acted: Vec<Token>,
    /// Fugitives of the last duel still to retreat.
    pub flight: Option<Flight>,
    /// Hela's roll awaiting Chaos's answer.
    pub hela: Option<HelaWalk>,
    /// R-HELA-3: Chaos has used this round's ±1.
    pub plus_minus_used: bool,
    /// Tokens removed, in the order they left.
    pub removed: Vec<Token>,
    pub end: Option<End>,
    /// Actions accepted so far.
    pub seq: u32,
    /// The moves, jumps, attacks and retreats of this turn and of the other side's turn
    /// before it, oldest first (`trail.rs`).
    #[serde(default)]
    pub trail: Vec<Trace>,
    /// Where in `trail` this turn's traces begin.
    #[serde(default)]
    pub turn_start: usize,
}

impl State {
    /// Where `token` stands, if on the board.
    pub fn hex_of(&self, token: Token) -> Option<Hex> {
        self.board.get(&token).copied()
    }

    /// The token on `hex`, Hela included.
    pub fn token_at(&self, hex: Hex) -> Option<Token> {
        self.board.iter().find(|(_, &h)| h == hex).map(|(&t, _)| t)
    }

    pub fn is_void(&self, hex: Hex) -> bool {
        self.voids.contains(&hex)
    }

    /// Holding no token (Hela counts) and not void.
    pub fn is_empty(&self, hex: Hex) -> bool {
        !self.is_void(hex) && self.token_at(hex).is_none()
    }

    /// Hela's hex.
    pub fn hela_hex(&self) -> Option<Hex> {
        self.hex_of(Token::Hela)
    }

    /// Next to Hela (R-MOVE-7, R-FIGHT-6).
    pub fn is_next_to_hela(&self, hex: Hex) -> bool {
        self.hela_hex().is_some_and(|h| h.is_adjacent(hex))
    }

    /// `token`'s enemies on the board, in roster order.
    pub fn enemies_of(&self, token: Token) -> impl Iterator<Item = (Token, Hex)> + '_ {
        self.board
            .iter()
            .filter(move |(t, _)| token.is_enemy_of(**t))
            .map(|(&t, &h)| (t, h))
    }

    /// Whether a token of `token`'s would stand next to one of its enemies on `hex`.
    pub fn touches_enemy(&self, token: Token, hex: Hex) -> bool {
        self.enemies_of(token).any(|(_, h)| h.is_adjacent(hex))
    }

    /// Pinned: on the board next to an enemy (Hela is nobody's).
    pub fn is_pinned(&self, token: Token) -> bool {
        self.hex_of(token)
            .is_some_and(|h| self.touches_enemy(token, h))
    }

    /// The side of `seat`; `None` for a seat not at the table.
    pub fn side_of(&self, seat: Seat) -> Option<Side> {
        match seat {
            s if s == self.asgard => Some(Side::Asgard),
            s if s == 1 - self.asgard.min(1) => Some(Side::Chaos),
            _ => None,
        }
    }

    /// The seat playing `side`.
    pub fn seat_of(&self, side: Side) -> Seat {
        match side {
            Side::Asgard => self.asgard,
            Side::Chaos => 1 - self.asgard.min(1),
        }
    }

    /// A fighting token's strength (0 for Hela).
    pub fn strength(&self, token: Token) -> i8 {
        self.strengths
            .get(&token)
            .map_or(0, |&s| i8::try_from(s).unwrap_or(i8::MAX))
    }

    pub fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }
}
