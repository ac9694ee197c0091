//! Small value types of Champions of Midgard: dice, goods, leaders, runes, spaces.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// A seat at the table, 0-based, in clockwise order.
pub use crate::games::Seat;

/// The kinds of warrior dice.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DieKind {
    Swordsman,
    Spearman,
    Axeman,
}

impl DieKind {
    pub const ALL: [DieKind; 3] = [DieKind::Swordsman, DieKind::Spearman, DieKind::Axeman];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn id(self) -> &'static str {
        match self {
            DieKind::Swordsman => "swordsman",
            DieKind::Spearman => "spearman",
            DieKind::Axeman => "axeman",
        }
    }
}

/// A number of dice of each kind (swordsmen, spearmen, axemen).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Dice {
    #[serde(default, skip_serializing_if = "is_zero")]
    pub swordsman: u8,
    #[serde(default, skip_serializing_if = "is_zero")]
    pub spearman: u8,
    #[serde(default, skip_serializing_if = "is_zero")]
    pub axeman: u8,
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

impl Dice {
    pub const NONE: Dice = Dice {
        swordsman: 0,
        spearman: 0,
        axeman: 0,
    };

    pub fn new(swordsman: u8, spearman: u8, axeman: u8) -> Self {
        Dice {
            swordsman,
            spearman,
            axeman,
        }
    }

    pub fn one(kind: DieKind) -> Self {
        let mut d = Dice::NONE;
        d.add(kind, 1);
        d
    }

    pub fn get(&self, kind: DieKind) -> u8 {
        match kind {
            DieKind::Swordsman => self.swordsman,
            DieKind::Spearman => self.spearman,
            DieKind::Axeman => self.axeman,
        }
    }

    fn slot(&mut self, kind: DieKind) -> &mut u8 {
        match kind {
            DieKind::Swordsman => &mut self.swordsman,
            DieKind::Spearman => &mut self.spearman,
            DieKind::Axeman => &mut self.axeman,
        }
    }

    pub fn add(&mut self, kind: DieKind, n: u8) {
        let s = self.slot(kind);
        *s = s.saturating_add(n);
    }

    pub fn remove(&mut self, kind: DieKind, n: u8) {
        let s = self.slot(kind);
        *s = s.saturating_sub(n);
    }

    pub fn total(&self) -> u8 {
        self.swordsman
            .saturating_add(self.spearman)
            .saturating_add(self.axeman)
    }

    pub fn is_empty(&self) -> bool {
        self.total() == 0
    }

    /// True when every kind of `self` is at most that of `other`.
    pub fn fits_in(&self, other: &Dice) -> bool {
        DieKind::ALL.iter().all(|&k| self.get(k) <= other.get(k))
    }

    pub fn plus(&self, other: &Dice) -> Dice {
        let mut d = *self;
        for k in DieKind::ALL {
            d.add(k, other.get(k));
        }
        d
    }

    pub fn minus(&self, other: &Dice) -> Dice {
        let mut d = *self;
        for k in DieKind::ALL {
            d.remove(k, other.get(k));
        }
        d
    }

    /// How many kinds are present.
    pub fn kinds(&self) -> usize {
        DieKind::ALL.iter().filter(|&&k| self.get(k) > 0).count()
    }

    /// Every way of picking exactly `n` dice out of `self` (n is capped at the total).
    pub fn choices(&self, n: u8) -> Vec<Dice> {
        let n = n.min(self.total());
        let mut out = Vec::new();
        for s in 0..=self.swordsman.min(n) {
            for p in 0..=self.spearman.min(n - s) {
                let a = n - s - p;
                if a <= self.axeman {
                    out.push(Dice::new(s, p, a));
                }
            }
        }
        out
    }
}

/// A face of a warrior die.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Face {
    Blank,
    Shield,
    Weapon,
    Double,
}

/// Enemy colors for sets and destiny cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Color {
    Red,
    Yellow,
    Blue,
}

/// The tradable goods.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Good {
    Food,
    Wood,
    Coins,
}

impl Good {
    pub const ALL: [Good; 3] = [Good::Food, Good::Wood, Good::Coins];
}

/// The ruleset.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Edition {
    #[default]
    Revised,
    Classic,
}

impl Edition {
    pub fn id(self) -> &'static str {
        match self {
            Edition::Revised => "revised",
            Edition::Classic => "classic",
        }
    }
}

impl FromStr for Edition {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "revised" => Ok(Edition::Revised),
            "classic" => Ok(Edition::Classic),
            other => Err(format!("unknown edition `{other}` (revised or classic)")),
        }
    }
}

/// Declares an enum whose values serialize as the stable ids of midgard-cards.md.
macro_rules! id_enum {
    ($(#[$m:meta])* $name:ident { $($variant:ident => $id:literal),+ $(,)? }) => {
        $(#[$m])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
        #[serde(into = "String", try_from = "String")]
        pub enum $name { $($variant),+ }

        impl $name {
            pub const ALL: &'static [$name] = &[$($name::$variant),+];

            pub fn id(self) -> &'static str {
                match self { $($name::$variant => $id),+ }
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.id())
            }
        }

        impl FromStr for $name {
            type Err = String;
            fn from_str(s: &str) -> Result<Self, Self::Err> {
                match s {
                    $($id => Ok($name::$variant),)+
                    other => Err(format!("unknown {} `{other}`", stringify!($name))),
                }
            }
        }

        impl From<$name> for String {
            fn from(v: $name) -> String { v.id().to_string() }
        }

        impl TryFrom<String> for $name {
            type Error = String;
            fn try_from(s: String) -> Result<Self, Self::Error> { s.parse() }
        }
    };
}

id_enum!(
    /// The five leaders, in the rulebook's order.
    Leader {
        Asmundr => "leader.asmundr",
        Dagrun => "leader.dagrun",
        Gylfir => "leader.gylfir",
        Svanhildr => "leader.svanhildr",
        Ullr => "leader.ullr",
    }
);

id_enum!(
    /// The ten rune cards (one of each).
    Rune {
        Wealth => "rune.wealth",
        Glory => "rune.glory",
        Gifts => "rune.gifts",
        Retaliation => "rune.retaliation",
        Potential => "rune.potential",
        TrueVision => "rune.true_vision",
        Success => "rune.success",
        Healing => "rune.healing",
        Journey => "rune.journey",
        Knowledge => "rune.knowledge",
    }
);

id_enum!(
    /// The eight market stall tiles.
    Stall {
        RichStranger => "stall.rich_stranger",
        Skald => "stall.skald",
        GenerousMerchant => "stall.generous_merchant",
        Alms => "stall.alms",
        Varangians => "stall.varangians",
        Mercenaries => "stall.mercenaries",
        Jomsvikings => "stall.jomsvikings",
        Recruits => "stall.recruits",
    }
);

impl Stall {
    pub fn is_military(self) -> bool {
        matches!(
            self,
            Stall::Varangians | Stall::Mercenaries | Stall::Jomsvikings | Stall::Recruits
        )
    }
}

id_enum!(
    /// The board's locations (stalls are `Space::Stall`).
    Location {
        WorkersHuts => "loc.workers_huts",
        JarlsLonghouse => "loc.jarls_longhouse",
        ShamansHut => "loc.shamans_hut",
        Armorer => "loc.armorer",
        SpearMaker => "loc.spear_maker",
        Blacksmith => "loc.blacksmith",
        Smokehouse => "loc.smokehouse",
        Market => "loc.market",
        MerchantShip => "loc.merchant_ship",
        RuneCarver => "loc.rune_carver",
        StaveChurch => "loc.stave_church",
        Shipwright => "loc.shipwright",
        LongshipSmall => "loc.longship_small",
        LongshipLarge => "loc.longship_large",
        PrivateLongship => "loc.private_longship",
        Troll => "loc.troll",
        DraugrLeft => "loc.draugr_left",
        DraugrRight => "loc.draugr_right",
        HuntingGrounds => "loc.hunting_grounds",
        Beggar => "loc.beggar",
    }
);

/// A space a worker can be placed on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub enum Space {
    Loc(Location),
    Stall(Stall),
}

impl Space {
    pub fn id(self) -> &'static str {
        match self {
            Space::Loc(l) => l.id(),
            Space::Stall(s) => s.id(),
        }
    }

    /// Spaces that any number of workers may share.
    pub fn is_shared(self) -> bool {
        matches!(
            self,
            Space::Loc(Location::HuntingGrounds) | Space::Loc(Location::Beggar)
        )
    }
}

impl fmt::Display for Space {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

impl FromStr for Space {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        if s.starts_with("stall.") {
            s.parse().map(Space::Stall)
        } else {
            s.parse().map(Space::Loc)
        }
    }
}

impl From<Space> for String {
    fn from(v: Space) -> String {
        v.id().to_string()
    }
}

impl TryFrom<String> for Space {
    type Error = String;
    fn try_from(s: String) -> Result<Self, Self::Error> {
        s.parse()
    }
}

/// Where dice can be assigned: a fight on land or a ship sailing to a distant land.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Target {
    Troll,
    DraugrLeft,
    DraugrRight,
    /// The ship reserved for distant land 0..=3 (numbered 1–4 on the board).
    Land(u8),
}

impl Target {
    pub const COUNT: usize = 7;

    pub fn index(self) -> usize {
        match self {
            Target::Troll => 0,
            Target::DraugrLeft => 1,
            Target::DraugrRight => 2,
            Target::Land(l) => 3 + (l as usize).min(3),
        }
    }

    pub fn from_index(i: usize) -> Target {
        match i {
            0 => Target::Troll,
            1 => Target::DraugrLeft,
            2 => Target::DraugrRight,
            n => Target::Land((n.saturating_sub(3)).min(3) as u8),
        }
    }
}

/// The kinds of journey cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum JourneyKind {
    Calm,
    Becalmed,
    Kraken,
    Storm,
    Whirlpool,
    Lost,
}

/// Which public longship (or the owner's private one) sails.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ShipKind {
    Small,
    Large,
    Private,
}
