//! What happened, reported to the table layer. Secret events name the only seat that may see them.

use serde::{Deserialize, Serialize};

use super::action::{Action, RuneUse};
use super::cards::{DestinyId, DraugrId, MerchantId, MonsterId, ShipId, TrollId};
use super::scoring::Score;
use super::state::{Foe, JourneyCard, Rolled};
use super::types::{Dice, Good, Leader, Rune, Seat, ShipKind, Space, Stall, Target};

/// Resources gained or paid at once.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Goods {
    #[serde(default, skip_serializing_if = "is_zero")]
    pub food: u8,
    #[serde(default, skip_serializing_if = "is_zero")]
    pub wood: u8,
    #[serde(default, skip_serializing_if = "is_zero")]
    pub coins: u8,
    #[serde(default, skip_serializing_if = "is_zero")]
    pub favor: u8,
    #[serde(default, skip_serializing_if = "is_zero")]
    pub blame: u8,
    #[serde(default, skip_serializing_if = "is_zero")]
    pub glory: u8,
    #[serde(default, skip_serializing_if = "Dice::is_empty")]
    pub dice: Dice,
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

impl Goods {
    pub fn good(good: Good, n: u8) -> Goods {
        let mut g = Goods::default();
        match good {
            Good::Food => g.food = n,
            Good::Wood => g.wood = n,
            Good::Coins => g.coins = n,
        }
        g
    }

    pub fn is_empty(&self) -> bool {
        *self == Goods::default()
    }

    pub fn blame(n: u8) -> Goods {
        Goods {
            blame: n,
            ..Goods::default()
        }
    }

    pub fn favor(n: u8) -> Goods {
        Goods {
            favor: n,
            ..Goods::default()
        }
    }

    pub fn glory(n: u8) -> Goods {
        Goods {
            glory: n,
            ..Goods::default()
        }
    }

    pub fn coins(n: u8) -> Goods {
        Goods {
            coins: n,
            ..Goods::default()
        }
    }
}

/// Why dice were lost.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LossCause {
    Fight,
    Journey,
    Starvation,
    Barred,
}

/// Which deck was reshuffled from its discards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DeckKind {
    Trolls,
    Draugr,
    Journeys,
    Merchants,
}

/// The phases of a round that follow placement.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PhaseName {
    Assignment,
    Resolution,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    GameStarted {
        first_player: Seat,
    },
    /// Secret: destiny cards drawn (at setup, or kept at the Shaman's Hut).
    DestinyDrawn {
        seat: Seat,
        cards: Vec<DestinyId>,
    },
    /// Public: how many cards a player drew and put back under the deck.
    DestinyReturned {
        seat: Seat,
        count: u8,
    },
    LeaderChosen {
        seat: Seat,
        leader: Leader,
    },
    RoundStarted {
        round: u8,
        first_player: Seat,
    },
    /// Warrior assignment or combat resolution begins.
    PhaseStarted {
        phase: PhaseName,
    },
    TrollRevealed {
        card: TrollId,
    },
    DraugrRevealed {
        side: u8,
        card: DraugrId,
    },
    MonsterRevealed {
        land: u8,
        card: MonsterId,
    },
    JourneyDealt {
        land: u8,
    },
    RuneDealt {
        slot: u8,
        rune: Rune,
    },
    MerchantRevealed {
        card: MerchantId,
    },
    ShopsRestocked {
        dice: Dice,
        food: u8,
    },
    DeckReshuffled {
        deck: DeckKind,
    },
    WorkerPlaced {
        seat: Seat,
        space: Space,
    },
    Gained {
        seat: Seat,
        goods: Goods,
    },
    Paid {
        seat: Seat,
        goods: Goods,
    },
    /// Dice that did not fit in the longhouse went back to the supply.
    DiceReturned {
        seat: Seat,
        dice: Dice,
    },
    FirstPlayerMarker {
        seat: Seat,
    },
    WorkerBought {
        seat: Seat,
        price: u8,
    },
    Traded {
        seat: Seat,
        give: Good,
        take: Good,
    },
    RuneTaken {
        seat: Seat,
        rune: Rune,
    },
    ShipBought {
        seat: Seat,
        ship: ShipId,
    },
    Sailed {
        seat: Seat,
        land: u8,
        ship: ShipKind,
    },
    /// Secret: a journey card looked at.
    Peeked {
        seat: Seat,
        land: u8,
        card: JourneyCard,
    },
    /// An assignment changed; secret while players assign at the same time.
    Assigned {
        seat: Seat,
        target: Target,
        dice: Dice,
        food: u8,
        secret: bool,
    },
    AssignmentConfirmed {
        seat: Seat,
    },
    TurnOrderDemanded {
        seat: Seat,
    },
    AssignmentsRevealed {
        assignments: Vec<(Seat, Target, Dice, u8)>,
    },
    FightStarted {
        seat: Seat,
        foe: Foe,
        dice: Dice,
    },
    Rolled {
        seat: Seat,
        roll: Vec<Rolled>,
    },
    Rerolled {
        seat: Seat,
        dice: u16,
        roll: Vec<Rolled>,
    },
    RuneUsed {
        seat: Seat,
        using: RuneUse,
    },
    CombatRound {
        seat: Seat,
        damage: u8,
        shields: u8,
        losses: u8,
        total_damage: u8,
        /// The enemy's defense in this fight.
        defense: u8,
    },
    DiceLost {
        seat: Seat,
        dice: Dice,
        cause: LossCause,
    },
    Victory {
        seat: Seat,
        foe: Foe,
    },
    Defeat {
        seat: Seat,
        foe: Foe,
    },
    Hunted {
        seat: Seat,
        food: u8,
    },
    BlameGiven {
        from: Seat,
        to: Seat,
    },
    JourneyRevealed {
        land: u8,
        card: JourneyCard,
    },
    FoodLost {
        seat: Seat,
        land: u8,
        food: u8,
    },
    TrollEscaped {
        card: TrollId,
    },
    DraugrDiscarded {
        card: DraugrId,
    },
    MonsterCoins {
        land: u8,
        coins: u8,
    },
    /// Public: a destiny card revealed and scored by the Success rune.
    DestinyRevealed {
        seat: Seat,
        card: DestinyId,
        glory: u8,
    },
    GameEnded {
        scores: Vec<Score>,
        winners: Vec<Seat>,
    },
    /// Record: a deck shuffled — at setup, or its discards when it ran out (after
    /// `DeckReshuffled`) — with its cards in the order they are drawn.
    Shuffled {
        #[serde(flatten)]
        order: DeckOrder,
    },
    /// Record: the first player was drawn at random (R-SETUP-5), before `GameStarted`.
    FirstPlayerDrawn {
        seat: Seat,
    },
    /// Record: the face-down journey card dealt to a land (after `JourneyDealt`).
    JourneyFaceDown {
        land: u8,
        card: JourneyCard,
    },
    /// Record: the destiny cards put back under the deck, in the order they went (after
    /// `DestinyReturned`).
    DestinyPutBack {
        seat: Seat,
        cards: Vec<DestinyId>,
    },
    /// Record: the only possible answer to a question, played by the engine for `seat`
    /// without asking (the events it causes follow).
    Forced {
        seat: Seat,
        action: Action,
    },
}

/// A deck's cards in the order they are drawn, first drawn first (military and economic
/// stalls: the first ones go on the board).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "deck", content = "cards", rename_all = "snake_case")]
pub enum DeckOrder {
    MilitaryStalls(Vec<Stall>),
    EconomicStalls(Vec<Stall>),
    Trolls(Vec<TrollId>),
    Draugr(Vec<DraugrId>),
    Monsters(Vec<MonsterId>),
    Runes(Vec<Rune>),
    Destiny(Vec<DestinyId>),
    Merchants(Vec<MerchantId>),
    Journeys(Vec<JourneyCard>),
}

/// The cards of a deck drawn from its end, in the order they are drawn.
pub fn top_first<T: Copy>(deck: &[T]) -> Vec<T> {
    deck.iter().rev().copied().collect()
}

impl Event {
    /// Whether the event is kept for the record only (exports): told to no one, not even
    /// its seat, so the table says exactly what it said before these were recorded.
    pub fn is_record(&self) -> bool {
        matches!(
            self,
            Event::Shuffled { .. }
                | Event::FirstPlayerDrawn { .. }
                | Event::JourneyFaceDown { .. }
                | Event::DestinyPutBack { .. }
                | Event::Forced { .. }
        )
    }

    /// The one seat allowed to see this event, or `None` when it is public (a record event
    /// is told to no one: see [`Event::is_record`]).
    pub fn secret_for(&self) -> Option<Seat> {
        match self {
            Event::DestinyDrawn { seat, .. } | Event::Peeked { seat, .. } => Some(*seat),
            Event::Assigned {
                seat, secret: true, ..
            } => Some(*seat),
            _ => None,
        }
    }
}
