//! The whole game of Storm the Wall: the wall, the clans, the turn and the fight at hand.

use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use super::cards::{Fort, Warrior, DECK};

/// Positions on the wall (R-WALL-1), and warriors each clan places (R-ORDER-2).
pub const POSITIONS: usize = 6;
/// Turns in a game (R-TURN-1).
pub const TURNS: u8 = 3;
/// Clans at most, players and neutrals (R-SETUP-2).
pub const MAX_CLANS: usize = 4;

/// A clan's colour, which is also its deck (R-SETUP-1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Colour {
    Green,
    Red,
    Gold,
    Blue,
}

impl Colour {
    /// In the order free colours are handed out (R-DECIDE 1).
    pub const ALL: [Colour; 4] = [Colour::Green, Colour::Red, Colour::Gold, Colour::Blue];

    pub fn id(self) -> &'static str {
        match self {
            Colour::Green => "green",
            Colour::Red => "red",
            Colour::Gold => "gold",
            Colour::Blue => "blue",
        }
    }

    /// The colour called `id` (`green`).
    pub fn parse(id: &str) -> Option<Colour> {
        Colour::ALL.into_iter().find(|c| c.id() == id)
    }
}

/// How a table is set up (R-SETUP).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settings {
    pub players: u8,
    pub neutrals: u8,
    /// R-VAR-1: a fort nobody took is fought again one position to the right.
    pub tied_forts_stay: bool,
    /// R-VAR-2: a Dru'hid's pick pushes the forts between one place right.
    pub druhid_shift: bool,
    /// R-DECIDE 1: the colour each player chose, by seat; a player without one and every
    /// neutral clan take the first free colours. Left out of exports when nobody chose.
    #[serde(default, skip_serializing_if = "nobody_chose")]
    pub colours: [Option<Colour>; MAX_CLANS],
}

fn nobody_chose(colours: &[Option<Colour>; MAX_CLANS]) -> bool {
    colours.iter().all(Option::is_none)
}

impl Settings {
    /// `players` with the default neutrals: none, one for a lone player (R-SETUP-2).
    pub fn new(players: u8) -> Self {
        Settings {
            players,
            neutrals: u8::from(players == 1),
            tied_forts_stay: false,
            druhid_shift: false,
            colours: [None; MAX_CLANS],
        }
    }

    pub fn clans(&self) -> usize {
        usize::from(self.players) + usize::from(self.neutrals)
    }
}

/// A card of a clan's deck, by its index in [`DECK`] (the two Filchy are 2 and 3).
pub type Card = u8;

/// The warrior a card shows.
pub fn warrior(card: Card) -> Warrior {
    DECK[usize::from(card) % DECK.len()]
}

/// A clan's secret orders for this turn (R-ORDER): what it set aside, discarded and placed.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Orders {
    /// Dealt aside unseen by the others: 2 for a player, the 3 unused for a neutral.
    pub aside: Vec<Card>,
    /// The seventh card, discarded face down.
    pub discard: Option<Card>,
    /// The card face down at each position; revealed ones stay listed.
    pub placed: [Option<Card>; POSITIONS],
    pub locked: bool,
}

impl Orders {
    /// The cards set aside, discarded or placed, as bits by card.
    fn used(&self) -> u16 {
        let bit = |c: &Card| 1u16 << (c % 16);
        let aside = self.aside.iter().map(bit).fold(0, |a, b| a | b);
        let placed = self.placed.iter().flatten().map(bit).fold(0, |a, b| a | b);
        aside | placed | self.discard.as_ref().map_or(0, bit)
    }

    /// The cards of the hand not yet discarded or placed, as bits by card.
    pub fn open_mask(&self) -> u16 {
        !self.used() & ((1 << DECK.len()) - 1)
    }

    /// The cards of the hand not yet discarded or placed.
    pub fn unplaced(&self) -> impl Iterator<Item = Card> {
        let open = self.open_mask();
        (0..DECK.len() as Card).filter(move |c| open & (1 << c) != 0)
    }

    pub fn is_complete(&self) -> bool {
        self.discard.is_some() && self.placed.iter().all(Option::is_some)
    }
}

/// A clan: a player's or a neutral's (R-NEUTRAL).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Clan {
    pub colour: Colour,
    pub neutral: bool,
    /// Captured forts, in the order taken.
    pub held: Vec<Fort>,
    pub orders: Orders,
    /// Face-up warriors at the wall this turn, in the order revealed.
    pub line: Vec<Card>,
    /// Warriors discarded during this turn's rounds (public).
    pub out: Vec<Card>,
}

impl Clan {
    pub fn new(colour: Colour, neutral: bool) -> Self {
        Clan {
            colour,
            neutral,
            held: Vec::new(),
            orders: Orders::default(),
            line: Vec::new(),
            out: Vec::new(),
        }
    }

    /// Moves `card` from the line to the discards; false when it is not in the line.
    pub fn lose(&mut self, card: Card) -> bool {
        match self.line.iter().position(|&c| c == card) {
            Some(i) => {
                self.line.remove(i);
                self.out.push(card);
                true
            }
            None => false,
        }
    }
}

/// A step of an attack round that waits for a player (R-ROUND, R-DECIDE).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Step {
    /// R-ROUND-3: the lone Qween's player picks a target.
    Seduce,
    /// R-ROUND-7: losing Horsies pick an earlier warrior, all at once.
    Horsie,
    /// R-ROUND-8: the Dru'hid winner picks the fort it takes.
    Druhid,
    /// R-ROUND-9: the winner keeps its Axx or not.
    KeepAxx,
    /// R-ROUND-9 / R-FORT-1: the KomFort winner keeps its weakest warrior or not.
    KeepWeakest,
    /// R-FORT-3: the FortUna capturer drops an earlier fort.
    FortUna,
    /// R-FORT-2: every clan with warriors in line drops one, all at once.
    Fokus,
    /// R-ROUND-11: Svord owners rearrange their face-down warriors, all at once.
    Svord,
}

/// The attack round being fought: what was revealed and what came of it so far.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Fight {
    /// Each clan's card revealed this round.
    pub revealed: Vec<Card>,
    /// Clans whose Ch'ariott crashed (R-ROUND-2).
    pub crashed: Vec<u8>,
    /// The Qween's clan and the clan whose warrior she seduced (R-ROUND-3).
    pub seduction: Option<(u8, u8)>,
    /// Clans out of the fight by their Filchy (R-ROUND-4).
    pub withdrawn: Vec<u8>,
    pub winner: Option<u8>,
    /// The fort actually taken (after a Dru'hid pick).
    pub captured: Option<Fort>,
    /// The winner keeps its Axx (R-ROUND-9).
    pub kept_axx: bool,
    pub step: Option<Step>,
    /// Clans that must still answer the step.
    pub waiting: Vec<u8>,
    /// Secret answers to a simultaneous step, per clan, published together (R-INFO-1).
    pub picks: Vec<Option<Card>>,
}

impl Fight {
    pub fn new(revealed: Vec<Card>) -> Self {
        let clans = revealed.len();
        Fight {
            revealed,
            crashed: Vec::new(),
            seduction: None,
            withdrawn: Vec::new(),
            winner: None,
            captured: None,
            kept_axx: false,
            step: None,
            waiting: Vec::new(),
            picks: vec![None; clans],
        }
    }

    /// The warrior `clan` revealed this round, if it still has its ability: not seduced
    /// (R-COMP-4). Neutral limits are the caller's (R-NEUTRAL-2).
    pub fn active(&self, clan: u8) -> Option<Warrior> {
        if self.seduction.is_some_and(|(_, t)| t == clan) || self.crashed.contains(&clan) {
            return None;
        }
        self.revealed.get(usize::from(clan)).map(|&c| warrior(c))
    }

    /// The seduced clan's card, when there is one.
    pub fn seduced(&self) -> Option<(u8, Card)> {
        let (_, target) = self.seduction?;
        Some((target, *self.revealed.get(usize::from(target))?))
    }
}

/// Where the game is.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// R-ORDER: players place their warriors in secret.
    Orders,
    /// R-ROUND: the fight for the fort at position `round`.
    Fight(Fight),
    Over,
}

/// The whole game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    pub settings: Settings,
    pub seed: u64,
    pub rng: ChaCha8Rng,
    /// 1 to 3.
    pub turn: u8,
    /// 1 to 6 during the attack; the position fought for.
    pub round: u8,
    /// The forts at positions 1–6; a resolved position is empty.
    pub wall: [Option<Fort>; POSITIONS],
    /// Face down, drawn from the end.
    pub deck: Vec<Fort>,
    /// Face up, never reshuffled (R-COMP-3).
    pub discard: Vec<Fort>,
    /// Players first in join order, then neutrals.
    pub clans: Vec<Clan>,
    pub phase: Phase,
    /// A player who won by holding three FortHeca (R-FORT-4).
    pub fortheca_win: Option<u8>,
    /// Actions accepted so far.
    pub seq: u32,
}

impl State {
    pub fn players(&self) -> u8 {
        self.settings.players
    }

    pub fn clan(&self, clan: u8) -> Option<&Clan> {
        self.clans.get(usize::from(clan))
    }

    pub fn is_player(&self, clan: u8) -> bool {
        clan < self.players()
    }

    /// The current fight, during the attack.
    pub fn fight(&self) -> Option<&Fight> {
        match &self.phase {
            Phase::Fight(f) => Some(f),
            _ => None,
        }
    }

    /// The fort now fought for.
    pub fn fort_at_stake(&self) -> Option<Fort> {
        let i = usize::from(self.round).checked_sub(1)?;
        self.wall.get(i).copied().flatten()
    }

    /// Positions (1-based) after the current round, whose forts are unresolved.
    pub fn unresolved(&self) -> impl Iterator<Item = u8> + '_ {
        (self.round + 1..=POSITIONS as u8).filter(|&p| self.wall[usize::from(p) - 1].is_some())
    }

    /// Clans in seat order from the one after `clan`, wrapping round (R-DECIDE 3 ties).
    pub fn after(&self, clan: u8) -> impl Iterator<Item = u8> {
        let n = self.clans.len() as u8;
        (1..=n).map(move |i| (clan + i) % n)
    }
}
