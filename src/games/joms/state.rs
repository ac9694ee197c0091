//! The whole game of Jomsvikings as far as it is built: the table's settings, the decks and
//! their rows, the bag, and each player's dealt characters and pile. A state is a save.

use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use std::collections::VecDeque;

use super::cards::AttackKind;
use super::effect::AttackType;
use super::flow::{Job, Prompt};

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

/// A piece of equipment held, and whether its ⟳ use is exhausted.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Gear {
    pub card: u8,
    pub exhausted: bool,
}

/// Stat-ups taken from the bag (R-YGG-3), all game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ups {
    pub rng: u8,
    pub mag: u8,
    pub mel: u8,
    pub k: u8,
    pub max_hp: u8,
}

/// A pawn on Yggdrasil (R-YGG-1): on the trunk (`branch` none, `space` 0–3) or on a branch
/// (`space` 0–3 for its spaces 1–4).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pawn {
    pub branch: Option<u8>,
    pub space: u8,
}

/// The fight with the monster a player took in step F.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Fight {
    pub monster: u8,
    /// Damage taken so far (regeneration takes it back).
    pub damage: u8,
    /// Defeated: the fight is over.
    pub won: bool,
}

/// What this round's plays have set up for one player (Terms: text lasts this round).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundMods {
    /// "+n", Thor and precise: added if the attack lands (R-DMG-3).
    pub bonus: u8,
    pub piercing: bool,
    pub dodge: bool,
    /// "-n" against this round's attack.
    pub reduction: u8,
    /// "-n" only against a Wild monster (e.svalin).
    pub reduction_if_wild: u8,
    pub ignore_effects: bool,
    pub no_attack_venom: bool,
    pub reveal_two: bool,
    pub counts_basic: bool,
    /// K changes of this round (cards, equipment, hindrances).
    pub k_change: i8,
    /// The monster skips R-EOR-2 (c.ogien_muspelu).
    pub no_regeneration: bool,
    /// HP each other active character loses at round end (c.szal).
    pub others_lose_at_end: u8,
}

/// One player's things.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    /// The 3 characters dealt secretly (R-SETUP-5), as indices into the data.
    pub dealt: Vec<u8>,
    /// The one kept.
    pub character: Option<u8>,
    /// The draw pile, top last.
    pub pile: Vec<Card>,
    pub hand: Vec<Card>,
    pub discard: Vec<Card>,
    /// Used one-use (J) cards, until R-PREP-5.
    pub aside: Vec<Card>,
    /// Left to right (R-ACT-1).
    pub battlefield: Vec<Card>,
    /// The current-round slot (R-ACT-2).
    pub round_slot: Option<Card>,
    /// The once-a-saga slots (R-ACT-5..8); a monster may put a second card on healing.
    pub healing: Vec<Card>,
    pub divination: Option<Card>,
    pub precise: Option<Card>,
    pub gear: Vec<Gear>,
    /// The character's ⟳ is used.
    pub exhausted: bool,
    pub hp: u8,
    pub glory: u16,
    pub gullveig: u8,
    pub thor: u8,
    pub venom: u8,
    pub fate: bool,
    pub damage_up: u8,
    pub ups: Ups,
    /// Named for the saga (R-FIGHT-1).
    pub attack: Option<AttackType>,
    pub fight: Option<Fight>,
    /// Died this saga (R-DEATH).
    pub died: bool,
    /// nh: no healing until the fight ends.
    pub no_heal: bool,
    pub pawn: Pawn,
    /// Monsters defeated (R-END-4's tie-break).
    pub kills: u8,
    pub round: RoundMods,
}

impl Player {
    /// Fighting on: the monster lives and the character has not died this saga.
    pub fn active(&self) -> bool {
        !self.died && self.fight.is_some_and(|f| !f.won)
    }
}

/// What the round's hindrances set for everyone (R-COOP-4).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundWorld {
    pub wild: bool,
    pub regeneration_plus: u8,
    pub attack_plus: u8,
    pub no_round_slot: bool,
    pub worse_of_two: bool,
}

/// Where the game stands.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// Characters are being chosen (R-SETUP-5).
    #[default]
    Setup,
    /// Steps A–F (R-PREP).
    Preparation,
    /// Naming attack types and the fight's rounds (R-FIGHT).
    Fight,
    /// After saga III (R-END-3).
    Over,
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
    /// This saga's planet (R-PREP-6).
    #[serde(default)]
    pub planet: Option<u8>,
    /// Co-op only (R-COOP-4), top last; the revealed ones go to `hindrance_discard`.
    pub hindrances: Vec<u8>,
    #[serde(default)]
    pub hindrance_discard: Vec<u8>,
    pub bag: Vec<BagToken>,
    #[serde(default)]
    pub phase: Phase,
    /// The first player of the saga (R-PREP-1).
    #[serde(default)]
    pub first: u8,
    /// The fight's round, from 1.
    #[serde(default)]
    pub round: u8,
    /// A monster has fallen this saga (R-KILL-1).
    #[serde(default)]
    pub fallen: bool,
    #[serde(default)]
    pub world: RoundWorld,
    /// Steps still to run, in order.
    #[serde(default)]
    pub jobs: VecDeque<Job>,
    /// Decisions awaited (several only while characters are chosen).
    #[serde(default)]
    pub prompts: Vec<Prompt>,
    /// Every fight of the finished sagas, as it ended (R-END-1 boxes the monsters).
    #[serde(default)]
    pub fought: Vec<Fight>,
}
