//! The game's cards and boards as the data files give them (R-COMP): characters, basic and
//! combat cards, equipment, monsters and their attack deck, planets, the Yggdrasil track, the
//! co-op levels and hindrances. Each keeps the digest's id (`c.unik`).

use serde::{Deserialize, Serialize};

use super::effect::{AttackType, Effect, MonsterEffect, Trait};

/// When a character's ability acts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Timing {
    /// At setup, in seat order (R-SETUP-6).
    Start,
    /// A ⟳ use: action D (R-ACT-4).
    Exhaust,
    /// Always, while the character is active.
    Passive,
}

#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Ability {
    pub when: Timing,
    pub effects: Vec<Effect>,
}

/// R-CHAR.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Character {
    pub id: String,
    pub name: String,
    pub gloss: String,
    pub rng: u8,
    pub mag: u8,
    pub mel: u8,
    /// The critical value K.
    pub k: u8,
    pub hp: u8,
    /// Gullveig at the start.
    pub gullveig: u8,
    pub ability: Ability,
}

/// R-BASIC: `copies` of it in each player's 12.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Basic {
    pub id: String,
    /// L.
    pub fate: u8,
    /// D.
    pub damage: u8,
    pub copies: u8,
}

/// R-CARD: a kind of combat card.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Combat {
    pub id: String,
    pub name: String,
    pub gloss: String,
    pub fate: u8,
    pub damage: u8,
    pub copies: u8,
    /// J: set aside after use until R-PREP-5.
    pub one_use: bool,
    /// †: removed in co-op (R-COOP-2).
    pub competitive_only: bool,
    /// From the current-round slot only.
    pub effects: Vec<Effect>,
}

/// R-EQ.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EquipmentType {
    Weapon,
    Armour,
    Shield,
    Implant,
    Companion,
    Artifact,
}

#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Equipment {
    pub id: String,
    pub name: String,
    pub gloss: String,
    #[serde(rename = "type")]
    pub kind: EquipmentType,
    /// G: glory at the end if held.
    pub glory: u8,
    pub competitive_only: bool,
    /// Acts while held.
    #[serde(default)]
    pub passive: Vec<Effect>,
    /// A ⟳ use (action C).
    #[serde(default)]
    pub exhaust: Vec<Effect>,
    /// A ✖ use (action C): the card goes to the box.
    #[serde(default)]
    pub destroy: Vec<Effect>,
}

/// A monster attack's damage by kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Damage {
    pub basic: u8,
    pub special: u8,
    pub critical: u8,
}

/// R-MON.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Monster {
    pub id: String,
    pub name: String,
    pub gloss: String,
    /// The saga it belongs to, 1–3.
    pub level: u8,
    pub hp: u8,
    pub glory: u8,
    pub resists: Vec<AttackType>,
    pub traits: Vec<Trait>,
    /// Rn (R-EOR-2); 0 for none.
    pub regeneration: u8,
    pub damage: Damage,
    pub special: Vec<MonsterEffect>,
    pub critical: Vec<MonsterEffect>,
}

/// Which of a monster's attacks a monster combat card picks (R-MATK-1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AttackKind {
    Basic,
    Special,
    Critical,
}

/// R-MON-1.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MonsterCombat {
    pub id: String,
    pub attack: AttackKind,
    pub copies: u8,
}

/// R-PLANET.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Planet {
    pub id: String,
    pub name: String,
    pub effects: Vec<Effect>,
}

/// A Yggdrasil space's main symbol (R-YGG-2/3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Symbol {
    None,
    Either,
    Plus,
    Reward,
}

/// One space of the track, resolved main, treasure, glory.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Space {
    pub id: String,
    pub main: Symbol,
    #[serde(default)]
    pub treasure: bool,
    #[serde(default)]
    pub glory: u8,
}

#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Branch {
    pub id: String,
    pub spaces: Vec<Space>,
}

/// R-YGG-1: the trunk, then a branch for good.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Yggdrasil {
    pub trunk: Vec<Space>,
    #[serde(rename = "branch")]
    pub branches: Vec<Branch>,
}

/// R-COOP-3.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Difficulty {
    pub id: String,
    /// Per player: the summed final scores must reach players × target.
    pub target: u16,
    /// Revealed at a round's start.
    pub hindrances: u8,
    /// At every round's start; else at round 1 of each saga.
    pub every_round: bool,
}

/// R-COOP-4.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Hindrance {
    pub id: String,
    pub name: String,
    pub gloss: String,
    pub effects: Vec<Effect>,
}
