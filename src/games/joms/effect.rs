//! What a card, ability, planet or hindrance does, typed (the digest's effect grammar, in
//! Terms): the engine matches on these, never on text. Who chooses and when each kind acts are
//! the digest's; the data files name the kinds in snake case (`{ kind = "heal", n = 3, who =
//! "you_or_another" }`).

use serde::{Deserialize, Serialize};

/// An attack type, and the hand size a character has for it (R-FIGHT-1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AttackType {
    Rng,
    Mag,
    Mel,
}

/// The attack types a "lands: +n" text counts for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Landing {
    Rng,
    Mag,
    Mel,
    Any,
}

/// Whom an effect touches; the user chooses among "another" (R-DECIDE 13/18).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Who {
    #[default]
    You,
    YouOrAnother,
    Another,
    /// Every active character (hindrances).
    All,
}

/// Tokens and glory an effect gives.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Gain {
    Gullveig,
    Thor,
    Glory,
}

/// A character stat an implant or a stat-up raises (R-YGG-3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Stat {
    Rng,
    Mag,
    Mel,
    K,
    MaxHp,
}

/// What a recharge may ready (R-DECIDE 20).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Recharge {
    /// One of your equipment cards (Leif).
    Equipment,
    /// One of your equipment cards or your character (c.kuznia).
    EquipmentOrCharacter,
    /// Your character or one of your other equipment cards (e.rdzen).
    CharacterOrOtherEquipment,
    /// Your weapon, armour or shield (e.brokk).
    WeaponArmourOrShield,
}

/// A monster trait (R-MON).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Trait {
    Wild,
    Venomous,
    Guardian,
    Treasure,
    Aura,
}

/// One effect. Numbers add up; yes/no effects do not stack (Terms).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum Effect {
    // Against this round's monster attack (R-MATK).
    Dodge,
    Reduce {
        n: u8,
        #[serde(default)]
        who: Who,
    },
    /// Against a Wild monster only (e.svalin).
    ReduceIfWild {
        n: u8,
    },
    IgnoreAttackEffects,
    /// This attack gives no venom (e.wilcza_skora).
    NoAttackVenom,
    /// The attack reveals 2 cards; you pick the one used (c.podstep).
    AttackRevealsTwo,
    /// Every card of the attack counts as basic (c.runa_isa).
    AttackCountsBasic,

    // Your attack (R-DMG).
    Bonus {
        n: u8,
    },
    BonusIfType {
        attack: AttackType,
        n: u8,
    },
    LandsBonus {
        attack: Landing,
        n: u8,
    },
    Piercing,
    ChangeK {
        n: i8,
        #[serde(default)]
        either_sign: bool,
        #[serde(default)]
        who: Who,
    },
    /// Damage to your monster now, resistance ignored.
    DamageNow {
        n: u8,
    },
    /// Your monster skips R-EOR-2 this round.
    NoRegeneration,

    // Cards.
    Draw {
        n: u8,
    },
    /// Look at your top n and put them back in any order.
    OrderTop {
        n: u8,
    },
    /// Look at your top n: 1 to hand, the rest back in any order.
    LookTopTake {
        n: u8,
    },
    BattlefieldToHand,
    /// Discard one of your last `reach` battlefield cards.
    DiscardOwnBattlefield {
        reach: u8,
    },
    DiscardLastOfBattlefield {
        who: Who,
    },
    DiscardRandomHand {
        n: u8,
        who: Who,
    },
    /// Discard hand cards of the owner's choice.
    DiscardHand {
        n: u8,
        who: Who,
    },
    /// Each other active player may lose `hp` HP (keeping 1) to draw `draw` (c.zew).
    OthersMayPayToDraw {
        hp: u8,
        draw: u8,
    },
    /// Every active character draws n.
    AllDraw {
        n: u8,
    },

    // Health, venom and fate.
    Heal {
        n: u8,
        who: Who,
    },
    /// Heal to max.
    HealFull,
    LoseHp {
        n: u8,
        who: Who,
    },
    /// Every other active character loses n HP now.
    OthersLoseHp {
        n: u8,
    },
    RoundEndOthersLoseHp {
        n: u8,
    },
    RoundEndAllLoseHp {
        n: u8,
    },
    Venom {
        n: u8,
        who: Who,
    },
    LoseAllVenom {
        who: Who,
    },
    /// You lose all venom; another gains as many (c.ekstrakt).
    PassVenom,
    Fate {
        who: Who,
    },
    /// Fate on up to n unfated others, or remove 1 fate from any active character (Astrid).
    FateOrUnfate {
        up_to: u8,
    },
    /// Remove fate and all venom.
    Cleanse {
        who: Who,
    },
    /// You never gain venom.
    NeverVenom,

    // Tokens and glory.
    Gain {
        token: Gain,
        n: u8,
    },
    /// On a critical hit with bonuses.
    CriticalGain {
        token: Gain,
        n: u8,
    },
    /// On defeating your monster.
    DefeatGain {
        token: Gain,
        n: u8,
    },
    /// Each kill gives its killer this (p.helheim).
    KillGain {
        token: Gain,
        n: u8,
    },
    /// At each later saga's start (R-END-2).
    SagaStartGain {
        token: Gain,
        n: u8,
    },

    // Equipment and the character.
    Recharge {
        what: Recharge,
    },
    ExhaustEquipment {
        n: u8,
        who: Who,
    },
    Stat {
        stat: Stat,
        n: u8,
    },
    /// The saga's first draw 1 larger, then discard 1; once however many sources.
    Speed,

    // Setup and the track.
    /// Reveal equipment until an implant, take it, shuffle the rest back (Gunnar).
    TakeImplant,
    /// Take 1 face-up combat card into your pile (Sigrun).
    TakeCombatCard,
    YggdrasilMove {
        n: u8,
    },

    // Planets and hindrances.
    /// The saga's first draw n larger, no discard (p.midgard).
    FirstDrawPlus {
        n: u8,
    },
    /// The healing slot heals L + n.
    HealingSlotPlus {
        n: u8,
    },
    /// Divination may discard any battlefield card.
    DivinationAnyCard,
    MonsterHp {
        n: u8,
    },
    MonstersGainTrait {
        #[serde(rename = "trait")]
        gains: Trait,
    },
    NoDeathCompensation,
    /// R-EOR-2 heals n more this round.
    RegenerationPlus {
        n: u8,
    },
    /// Each monster attack this round deals n more.
    AttackPlus {
        n: u8,
    },
    /// No current-round slot this round.
    NoRoundSlot,
    /// Each monster attack reveals 2 cards and uses the worse.
    AttackWorseOfTwo,
    /// All lose 1 Gullveig or Thor (choice); with neither, 1 glory.
    Plunder,
}

/// The effect codes of a monster's special or critical attack (R-MON), acting left to right.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum MonsterEffect {
    /// Discard 1 / 2 hand cards of your choice.
    H1,
    H2,
    /// +1 venom.
    V,
    /// Fate.
    F,
    /// Exhaust a ready equipment (none: lose 1 HP).
    Ex,
    /// No healing until your fight ends.
    Nh,
    /// One more monster combat card joins.
    Mc,
    /// The monster heals 2.
    R2,
    /// Your top pile card onto your healing slot, without healing.
    Hs,
    /// Every other active character loses 1 HP.
    A1,
    /// Lose 1 glory.
    G1,
    /// Discard 2; with fewer, all of them and gain venom and fate (Nidhogg).
    Nid,
    /// Your hand revealed; the others pick cards of it for your discard (the kraken).
    Kr,
}
