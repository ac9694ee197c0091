//! The whole state of one game: settings, players, board, decks, and where play stands.

use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use super::cards::{DestinyId, DraugrId, MerchantId, MonsterId, ShipId, TrollId};
use super::types::{
    Dice, DieKind, Edition, Face, JourneyKind, Leader, Rune, Seat, ShipKind, Space, Stall, Target,
};

/// How a game is set up.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settings {
    pub seats: u8,
    #[serde(default)]
    pub edition: Edition,
    /// Hall of Fame: defeated enemies are public.
    #[serde(default)]
    pub hall_of_fame: bool,
    /// Distrust: every player starts with 1 blame.
    #[serde(default)]
    pub distrust: bool,
    /// The first player; `None` draws one at random (R-SETUP-5).
    #[serde(default)]
    pub first_player: Option<Seat>,
}

impl Settings {
    pub fn new(seats: u8) -> Self {
        Settings {
            seats,
            edition: Edition::Revised,
            hall_of_fame: false,
            distrust: false,
            first_player: None,
        }
    }

    /// Names of the variants in force, for exports.
    pub fn variants(&self) -> Vec<&'static str> {
        let mut v = Vec::new();
        if self.hall_of_fame {
            v.push("hall_of_fame");
        }
        if self.distrust {
            v.push("distrust");
        }
        v
    }
}

/// A rune card in front of a player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OwnedRune {
    pub rune: Rune,
    pub used: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    pub leader: Option<Leader>,
    pub food: u8,
    pub wood: u8,
    pub coins: u8,
    pub favor: u8,
    pub blame: u8,
    /// Glory earned during play (the glory track).
    pub glory: u16,
    /// Every die the player owns, including dice assigned this round.
    pub dice: Dice,
    /// Workers this player places each round (3 or 4, +1 once bought).
    pub workers: u8,
    pub bought_worker: bool,
    /// Workers placed this round.
    pub placed: u8,
    pub runes: Vec<OwnedRune>,
    pub ship: Option<ShipId>,
    /// Secret destiny cards.
    pub destiny: Vec<DestinyId>,
    /// Destiny cards revealed by the Success rune (still in `destiny`).
    pub revealed: Vec<DestinyId>,
    pub trolls: Vec<TrollId>,
    pub draugr: Vec<DraugrId>,
    pub monsters: Vec<MonsterId>,
    pub krakens: u8,
    /// Dice assigned this round, by `Target::index`.
    pub assigned: [Dice; Target::COUNT],
    /// Food loaded onto ships this round, by land.
    pub ship_food: [u8; 4],
    pub confirmed: bool,
}

impl Player {
    pub fn new(workers: u8) -> Self {
        Player {
            leader: None,
            food: 1,
            wood: 1,
            coins: 1,
            favor: 1,
            blame: 0,
            glory: 0,
            dice: Dice::one(DieKind::Swordsman),
            workers,
            bought_worker: false,
            placed: 0,
            runes: Vec::new(),
            ship: None,
            destiny: Vec::new(),
            revealed: Vec::new(),
            trolls: Vec::new(),
            draugr: Vec::new(),
            monsters: Vec::new(),
            krakens: 0,
            assigned: [Dice::NONE; Target::COUNT],
            ship_food: [0; 4],
            confirmed: false,
        }
    }

    pub fn has_rune(&self, rune: Rune) -> bool {
        self.runes.iter().any(|r| r.rune == rune && !r.used)
    }

    pub fn use_rune(&mut self, rune: Rune) {
        if let Some(r) = self.runes.iter_mut().find(|r| r.rune == rune && !r.used) {
            r.used = true;
        }
    }

    pub fn assigned_total(&self) -> Dice {
        self.assigned.iter().fold(Dice::NONE, |acc, d| acc.plus(d))
    }

    /// Dice at home: owned and not assigned.
    pub fn free_dice(&self) -> Dice {
        self.dice.minus(&self.assigned_total())
    }

    pub fn free_food(&self) -> u8 {
        self.food
            .saturating_sub(self.ship_food.iter().copied().sum::<u8>())
    }

    pub fn workers_left(&self) -> u8 {
        self.workers.saturating_sub(self.placed)
    }

    pub fn defeated_count(&self) -> usize {
        self.trolls.len() + self.draugr.len() + self.monsters.len()
    }

    pub fn is(&self, leader: Leader) -> bool {
        self.leader == Some(leader)
    }
}

/// A journey card: its kind and which copy it is, so every card is one thing in one place.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct JourneyCard {
    pub kind: JourneyKind,
    pub copy: u8,
}

/// A longship reserved for a distant land this round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Voyage {
    pub seat: Seat,
    pub kind: ShipKind,
    pub capacity: u8,
    /// Food aboard once assignments are revealed.
    pub food: u8,
}

/// One of the four distant lands (numbered 1–4 on the board, 0–3 here).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Land {
    pub active: bool,
    /// Lands 1–2 are near: 1 food feeds 2 warriors.
    pub near: bool,
    pub journey: Option<JourneyCard>,
    /// Seats that have looked at the face-down journey card (bit per seat).
    pub peeked: u8,
    pub monster: Option<MonsterId>,
    pub monster_coins: u8,
    pub voyage: Option<Voyage>,
}

/// What lies on the board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Board {
    pub stalls: Vec<Stall>,
    /// Workers placed this round, in order.
    pub workers: Vec<(Space, Seat)>,
    pub troll: Option<TrollId>,
    pub draugr: [Option<DraugrId>; 2],
    pub lands: [Land; 4],
    pub rune_row: [Option<Rune>; 3],
    pub merchant: Option<MerchantId>,
    /// Dice waiting at the Armorer, Spear Maker and Blacksmith.
    pub shop_dice: Dice,
    pub smokehouse_food: u8,
    pub supply: Dice,
    /// Private longships still at the Shipwright.
    pub ships: Vec<ShipId>,
    pub huts_sold: u8,
}

impl Board {
    pub fn occupant(&self, space: Space) -> Option<Seat> {
        self.workers
            .iter()
            .find(|(s, _)| *s == space)
            .map(|&(_, seat)| seat)
    }

    pub fn has_worker(&self, space: Space, seat: Seat) -> bool {
        self.workers.iter().any(|&(s, p)| s == space && p == seat)
    }
}

/// Draw piles and their discards.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Decks {
    pub trolls: Vec<TrollId>,
    pub troll_discard: Vec<TrollId>,
    pub draugr: Vec<DraugrId>,
    pub draugr_discard: Vec<DraugrId>,
    pub journeys: Vec<JourneyCard>,
    pub journey_discard: Vec<JourneyCard>,
    pub monsters: Vec<MonsterId>,
    pub runes: Vec<Rune>,
    pub destiny: Vec<DestinyId>,
    pub merchants: Vec<MerchantId>,
    pub merchant_discard: Vec<MerchantId>,
}

/// A sub-choice of the space a worker was just placed on.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Sub {
    Market,
    Church,
    Alms,
    Beg,
    Shipwright,
    Sail { ship: ShipKind },
    RuneCarver,
    Peek,
    TrueVision,
    KeepDestiny { drawn: Vec<DestinyId> },
    KeepDice { offered: Dice },
}

/// Who is fought.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Foe {
    Hunt,
    Troll { card: TrollId },
    Draugr { side: u8, card: DraugrId },
    Kraken { land: u8 },
    Monster { land: u8, card: MonsterId },
}

impl Foe {
    /// Where the fighting dice are assigned (a hunt uses the unassigned dice).
    pub fn target(self) -> Option<Target> {
        match self {
            Foe::Hunt => None,
            Foe::Troll { .. } => Some(Target::Troll),
            Foe::Draugr { side: 0, .. } => Some(Target::DraugrLeft),
            Foe::Draugr { .. } => Some(Target::DraugrRight),
            Foe::Kraken { land } | Foe::Monster { land, .. } => Some(Target::Land(land)),
        }
    }
}

/// One die rolled in a fight.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rolled {
    pub kind: DieKind,
    pub face: Face,
}

/// What a fight waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum FightWait {
    /// Rerolls and rolling runes, then accept.
    Roll,
    /// Which dice to lose (or Healing).
    Losses { count: u8 },
    /// The Glory rune after a victory.
    Victory,
}

/// A fight in progress.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Fight {
    pub seat: Seat,
    pub foe: Foe,
    pub attack: u8,
    pub defense: u8,
    pub glory: u8,
    pub damage: u8,
    pub roll: Vec<Rolled>,
    pub retaliation: bool,
    pub wait: FightWait,
}

/// What a stage of combat resolution waits for, apart from a fight.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum ResolveWait {
    /// The troll's victor names who takes 1 blame.
    Blame { seat: Seat },
    /// The Journey rune after a journey card is revealed.
    JourneyRune { seat: Seat },
    /// Losses from a ship: `count` items, food allowed or not.
    ShipLoss { seat: Seat, count: u8, food: bool },
}

/// Where combat resolution stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "stage", rename_all = "snake_case")]
pub enum Stage {
    /// The hunter at this position of the round's turn order.
    Hunt {
        index: u8,
    },
    Troll,
    Draugr {
        side: u8,
    },
    Land {
        land: u8,
        step: LandStep,
    },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LandStep {
    Reveal,
    Journey,
    Feed,
    Monster,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "phase", rename_all = "snake_case")]
pub enum Phase {
    /// Leaders are chosen one at a time; `index` counts choices made.
    Leaders {
        index: u8,
    },
    Placement {
        turn: Seat,
        sub: Option<Sub>,
    },
    Assignment {
        /// Set once someone demanded turn order.
        turn_order: bool,
    },
    Resolution {
        stage: Stage,
        fight: Option<Fight>,
        wait: Option<ResolveWait>,
        /// The journey card being resolved for the current land.
        journey: Option<JourneyCard>,
    },
    /// After round 8's fights and cleanup, before final scoring: the last window for the
    /// runes usable at any time (R-RUNE, DECIDED). `waiting` are the players holding one they
    /// can use when it opens, listed from the round's first player, who have not passed yet;
    /// they decide at the same time.
    FinalRunes {
        waiting: Vec<Seat>,
    },
    Finished,
}

/// The whole game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    pub settings: Settings,
    pub seed: u64,
    pub rng: ChaCha8Rng,
    pub round: u8,
    /// Who started this round's placement.
    pub round_first: Seat,
    /// Who holds the first-player marker now.
    pub marker: Seat,
    pub players: Vec<Player>,
    pub board: Board,
    pub decks: Decks,
    pub phase: Phase,
    /// Actions accepted so far.
    pub seq: u32,
}

impl State {
    pub fn seats(&self) -> u8 {
        self.players.len() as u8
    }

    /// The seat `n` places clockwise after `seat`.
    pub fn left_of(&self, seat: Seat, n: u8) -> Seat {
        let count = self.seats().max(1);
        ((seat as u16 + n as u16) % count as u16) as Seat
    }

    /// This round's turn order, from the first player clockwise.
    pub fn turn_order(&self) -> impl Iterator<Item = Seat> + '_ {
        (0..self.seats()).map(move |i| self.left_of(self.round_first, i))
    }

    pub fn player(&self, seat: Seat) -> Option<&Player> {
        self.players.get(seat as usize)
    }

    /// Every die in the game, wherever it is.
    pub fn dice_in_game(&self) -> Dice {
        self.players
            .iter()
            .fold(self.board.supply.plus(&self.board.shop_dice), |acc, p| {
                acc.plus(&p.dice)
            })
    }
}
