//! The whole game of Jomsvikings as far as it is built: the table's settings, the decks and
//! their rows, the bag, and each player's dealt characters and pile. A state is a save.

use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use super::cards::AttackKind;

/// Competitive, or solo / co-op (R-COOP).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Mode {
    #[default]
    Competitive,
    Coop,
}

/// How a table is set up (R-SETUP-1, R-COOP-3, R-VAR).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settings {
    pub players: u8,
    #[serde(default)]
    pub mode: Mode,
    /// A co-op level's id (`easy` … `legendary`, R-COOP-3).
    #[serde(default = "easy")]
    pub difficulty: String,
    /// R-VAR-1: step E only in saga I.
    #[serde(default)]
    pub ygg_saga1_only: bool,
    /// R-VAR-2: in step E every player moves 1.
    #[serde(default)]
    pub ygg_everyone: bool,
    /// R-VAR-3 (co-op only): every hand is shown to all.
    #[serde(default)]
    pub open_hands: bool,
}

fn easy() -> String {
    "easy".into()
}

/// A combat card by its kind: an index into the data's basic or combat cards (copies of a
/// kind cannot be told apart).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Card {
    Basic(u8),
    Combat(u8),
}

/// A token of the bag (R-SETUP-3, R-YGG-3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BagToken {
    Thor,
    Gullveig,
    DamageUp,
    StatUp,
}

/// A board deck (R-SETUP-2): the face-down draw, its row of face-up cards, its discard.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Deck<T> {
    pub draw: Vec<T>,
    pub row: Vec<T>,
    pub discard: Vec<T>,
}

/// One player's things so far.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    /// The 3 characters dealt secretly (R-SETUP-5), as indices into the data.
    pub dealt: Vec<u8>,
    /// The one kept.
    pub character: Option<u8>,
    /// The draw pile, top last.
    pub pile: Vec<Card>,
}

/// The whole game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    pub settings: Settings,
    pub seed: u64,
    /// Every shuffle, deal and draw (R-TABLE-4).
    pub rng: ChaCha8Rng,
    pub players: Vec<Player>,
    /// I–III.
    pub saga: u8,
    /// The monsters of levels I, II and III; level I's row is dealt (R-SETUP-2).
    pub monsters: [Deck<u8>; 3],
    pub equipment: Deck<u8>,
    pub combat: Deck<Card>,
    /// The monster combat deck (R-MON-1), top last.
    pub monster_combat: Deck<AttackKind>,
    pub planets: Vec<u8>,
    /// Co-op only (R-COOP-4).
    pub hindrances: Vec<u8>,
    pub bag: Vec<BagToken>,
}
