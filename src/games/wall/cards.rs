//! The cards (R-COMP): each clan's deck of 9 warriors and the deck of 20 forts.

use serde::{Deserialize, Serialize};

/// A warrior card (R-COMP-1); its ability works only in the round it is revealed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Warrior {
    Qween,
    Druhid,
    Filchy,
    Axx,
    Archr,
    Svord,
    Horsie,
    Chariott,
}

impl Warrior {
    pub const ALL: [Warrior; 8] = [
        Warrior::Qween,
        Warrior::Druhid,
        Warrior::Filchy,
        Warrior::Axx,
        Warrior::Archr,
        Warrior::Svord,
        Warrior::Horsie,
        Warrior::Chariott,
    ];

    /// Its id in the rules digest (`w.qween`).
    pub fn id(self) -> &'static str {
        match self {
            Warrior::Qween => "w.qween",
            Warrior::Druhid => "w.druhid",
            Warrior::Filchy => "w.filchy",
            Warrior::Axx => "w.axx",
            Warrior::Archr => "w.archr",
            Warrior::Svord => "w.svord",
            Warrior::Horsie => "w.horsie",
            Warrior::Chariott => "w.chariott",
        }
    }

    /// Its printed strength.
    pub fn strength(self) -> u8 {
        match self {
            Warrior::Qween => 1,
            Warrior::Druhid => 2,
            Warrior::Filchy => 3,
            Warrior::Axx => 4,
            Warrior::Archr => 5,
            Warrior::Svord => 6,
            Warrior::Horsie => 7,
            Warrior::Chariott => 8,
        }
    }
}

/// A clan's deck, a card per index: Filchy is the only card twice.
pub const DECK: [Warrior; 9] = [
    Warrior::Qween,
    Warrior::Druhid,
    Warrior::Filchy,
    Warrior::Filchy,
    Warrior::Axx,
    Warrior::Archr,
    Warrior::Svord,
    Warrior::Horsie,
    Warrior::Chariott,
];

/// A fort card (R-COMP-2); its effect works only when it is captured (R-FORT).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Fort {
    /// Points only, worth 1, 3, 4, 5 or 6.
    NieFort(u8),
    /// Worth 2; the capturer may keep its weakest warrior (R-FORT-1).
    KomFort,
    /// Worth 4; every clan then gives up a warrior of its line (R-FORT-2).
    Fokus,
    /// Worth 8; the capturer gives up a fort taken earlier (R-FORT-3).
    FortUna,
    /// Worth −1, −2 or −3; three of them win the game (R-FORT-4).
    FortHeca(u8),
}

impl Fort {
    /// Its printed value.
    pub fn value(self) -> i8 {
        match self {
            Fort::NieFort(v) => v as i8,
            Fort::KomFort => 2,
            Fort::Fokus => 4,
            Fort::FortUna => 8,
            Fort::FortHeca(v) => -(v as i8),
        }
    }

    /// Its id in the rules digest (`f.niefort_5`, `f.forteca_2`).
    pub fn id(self) -> String {
        match self {
            Fort::NieFort(v) => format!("f.niefort_{v}"),
            Fort::KomFort => "f.komfort".into(),
            Fort::Fokus => "f.fokus".into(),
            Fort::FortUna => "f.fortuna".into(),
            Fort::FortHeca(v) => format!("f.forteca_{v}"),
        }
    }

    pub fn is_fortheca(self) -> bool {
        matches!(self, Fort::FortHeca(_))
    }
}

/// The 20 forts, before the shuffle: two of each positive card, and FortHeca −1, −2, −2, −3.
pub fn fort_deck() -> Vec<Fort> {
    let mut deck = Vec::with_capacity(20);
    for v in [1, 3, 4, 5, 6] {
        deck.extend([Fort::NieFort(v); 2]);
    }
    for f in [Fort::KomFort, Fort::Fokus, Fort::FortUna] {
        deck.extend([f; 2]);
    }
    deck.extend([1, 2, 2, 3].map(Fort::FortHeca));
    deck
}
