//! What happened, for the table to tell. A secret event names its one reader (`seat`) and is
//! marked by [`Event::secret_to`]; everything else is public (R-INFO).

use serde::{Deserialize, Serialize};

use super::action::ThorUse;
use super::cards::AttackKind;
use super::effect::{AttackType, Gain, MonsterEffect, Stat};
use super::flow::Row;
use super::state::{BagToken, Card};
use crate::games::Seat;

/// Why HP went.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Hurt {
    Monster,
    Venom,
    Card,
    Planet,
    Aura,
    Hindrance,
    Pay,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    /// R-SETUP-5, secret: the three characters dealt.
    Dealt {
        seat: Seat,
        characters: Vec<u8>,
    },
    /// The character kept, shown when every player has chosen.
    Chose {
        seat: Seat,
        character: u8,
    },
    /// Gunnar's reveals (public) and the implant taken.
    Revealed {
        seat: Seat,
        equipment: Vec<u8>,
    },
    Rerolled {
        seat: Seat,
        row: Row,
    },
    TookGear {
        seat: Seat,
        card: u8,
    },
    /// R-PREP-4: the other piece went to the discard.
    Dropped {
        seat: Seat,
        card: u8,
    },
    TookCombat {
        seat: Seat,
        card: Card,
    },
    TookMonster {
        seat: Seat,
        monster: u8,
    },
    /// R-PREP-1, with the pile cards revealed to break ties.
    FirstPlayer {
        seat: Seat,
        reveals: Vec<(Seat, Card)>,
    },
    /// R-PREP-5.
    Gathered,
    Planet {
        planet: u8,
    },
    /// A pawn's new space (its id) on Yggdrasil.
    Moved {
        seat: Seat,
        space: String,
    },
    /// A removed pile card (announced, R-INFO).
    Removed {
        seat: Seat,
        card: Card,
    },
    /// Secret: the tokens of a REWARD draw.
    Drawn {
        seat: Seat,
        tokens: Vec<BagToken>,
    },
    Kept {
        seat: Seat,
        token: BagToken,
    },
    StatUp {
        seat: Seat,
        stat: Stat,
    },
    Gained {
        seat: Seat,
        token: Gain,
        n: u8,
    },
    LostToken {
        seat: Seat,
        token: Gain,
        n: u8,
    },
    Named {
        seat: Seat,
        attack: AttackType,
    },
    /// Public: how many; the cards go to `DrewCards`, secret.
    Drew {
        seat: Seat,
        n: u8,
    },
    DrewCards {
        seat: Seat,
        cards: Vec<Card>,
    },
    Discarded {
        seat: Seat,
        cards: Vec<Card>,
    },
    /// A card played from hand to a slot or the battlefield (public once placed).
    Placed {
        seat: Seat,
        card: Card,
        slot: Slot,
    },
    UsedGear {
        seat: Seat,
        card: u8,
        destroyed: bool,
    },
    UsedAbility {
        seat: Seat,
    },
    ThorSpent {
        seat: Seat,
        spend: ThorUse,
    },
    Passed {
        seat: Seat,
    },
    Hindrance {
        hindrance: u8,
    },
    Healed {
        seat: Seat,
        n: u8,
    },
    LostHp {
        seat: Seat,
        n: u8,
        why: Hurt,
    },
    Venom {
        seat: Seat,
        n: u8,
    },
    VenomGone {
        seat: Seat,
    },
    Fate {
        seat: Seat,
        on: bool,
    },
    Readied {
        seat: Seat,
    },
    ExhaustedGear {
        seat: Seat,
        card: u8,
    },
    ToHand {
        seat: Seat,
        card: Card,
    },
    /// Secret: a pile search (c.przepowiednia, e.munin, EITHER/PLUS removal).
    Searched {
        seat: Seat,
        cards: Vec<Card>,
    },
    /// R-DMG: one player's attack.
    Struck {
        seat: Seat,
        t: u8,
        k: u8,
        damage: u8,
        critical: bool,
        resisted: bool,
    },
    MonsterHurt {
        seat: Seat,
        n: u8,
    },
    Regenerated {
        seat: Seat,
        n: u8,
    },
    /// R-KILL-1.
    Defeated {
        seat: Seat,
        monster: u8,
    },
    /// R-MATK: the cards revealed and the one(s) used.
    Attacked {
        seat: Seat,
        cards: Vec<AttackKind>,
        damage: u8,
        dodged: bool,
    },
    MonsterEffect {
        seat: Seat,
        effect: MonsterEffect,
    },
    /// kr: the hand shown to all.
    HandShown {
        seat: Seat,
        cards: Vec<Card>,
    },
    Died {
        seat: Seat,
    },
    RoundOver {
        round: u8,
    },
    SagaOver {
        saga: u8,
    },
    /// R-END-3: the final scores, seat order.
    GameOver {
        scores: Vec<u16>,
    },
}

/// Where a played card went.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Slot {
    Field,
    Round,
    Healing,
    Divination,
    Precise,
}

impl Event {
    /// The one seat a secret event is for; `None` for public events.
    pub fn secret_to(&self) -> Option<Seat> {
        match self {
            Event::Dealt { seat, .. }
            | Event::Drawn { seat, .. }
            | Event::DrewCards { seat, .. }
            | Event::Searched { seat, .. } => Some(*seat),
            _ => None,
        }
    }
}
