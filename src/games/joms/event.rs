//! What happened, for the table to tell. A secret event names its one reader (`seat`) and is
//! marked by [`Event::secret_to`]; everything else is public (R-INFO).

use serde::{Deserialize, Serialize};

use super::action::{Action, ThorUse};
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
    /// Record: a deck or a player's pile shuffled (at setup, or when it must be drawn from or
    /// is shuffled by a rule), its cards in the order they are drawn.
    Shuffled {
        #[serde(flatten)]
        deck: DeckCards,
    },
    /// Record: a row's empty spaces dealt from its deck (R-SETUP-2/7, R-PREP-3, R-END-2): the
    /// new cards, which end the row, in row order.
    Refilled {
        #[serde(flatten)]
        deck: DeckCards,
    },
    /// Record: R-PREP-1's tie still standing once a pile ran out, broken at random.
    FirstPlayerDrawn {
        tied: Vec<Seat>,
        seat: Seat,
    },
    /// Record: hand cards discarded at random (before their `Discarded`).
    DiscardedAtRandom {
        seat: Seat,
        cards: Vec<Card>,
    },
    /// Record: the only possible answer, played for `seat` without asking (R-DECIDE); the
    /// events it causes follow.
    Forced {
        seat: Seat,
        action: Action,
    },
    /// Record: the character a player keeps (all are shown by `Chose` once everyone chose).
    CharacterKept {
        seat: Seat,
        character: u8,
    },
    /// Record: EITHER's answer (R-YGG): a combat card taken (`take`), or one removed.
    EitherChosen {
        seat: Seat,
        take: bool,
    },
    /// Record: c.zew's offer to pay 1 HP and draw 1 turned down.
    Declined {
        seat: Seat,
    },
    /// Record: the looked-at top cards of a pile put back, top first (c.przepowiednia,
    /// e.munin).
    PutBack {
        seat: Seat,
        cards: Vec<Card>,
    },
    /// Record: of two monster combat cards revealed, the one used and the one discarded
    /// (c.podstep's choice, or the worse for the player under u.zacmienie).
    AttackCardChosen {
        seat: Seat,
        used: AttackKind,
        discarded: AttackKind,
    },
}

/// A deck's or a pile's cards, in the order they are drawn or dealt.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "deck", rename_all = "snake_case")]
pub enum DeckCards {
    Equipment {
        cards: Vec<u8>,
    },
    Combat {
        cards: Vec<Card>,
    },
    /// A saga's monsters: `level` 1–3.
    Monsters {
        level: u8,
        cards: Vec<u8>,
    },
    MonsterCombat {
        cards: Vec<AttackKind>,
    },
    Planets {
        cards: Vec<u8>,
    },
    Hindrances {
        cards: Vec<u8>,
    },
    Characters {
        cards: Vec<u8>,
    },
    /// A player's pile of combat cards.
    Pile {
        seat: Seat,
        cards: Vec<Card>,
    },
}

impl DeckCards {
    pub fn equipment(cards: Vec<u8>) -> Self {
        DeckCards::Equipment { cards }
    }

    pub fn combat(cards: Vec<Card>) -> Self {
        DeckCards::Combat { cards }
    }

    pub fn monster_combat(cards: Vec<AttackKind>) -> Self {
        DeckCards::MonsterCombat { cards }
    }

    /// The monsters of saga deck `index` (0–2).
    pub fn monsters(index: usize) -> impl Fn(Vec<u8>) -> Self {
        move |cards| DeckCards::Monsters {
            level: index as u8 + 1,
            cards,
        }
    }
}

/// The cards of a deck drawn from its end, in the order they are drawn.
pub fn top_first<T: Copy>(deck: &[T]) -> Vec<T> {
    deck.iter().rev().copied().collect()
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
    /// Whether the event is kept for the record only (exports): the table tells it to no
    /// one, not even its seat.
    pub fn is_record(&self) -> bool {
        matches!(
            self,
            Event::Shuffled { .. }
                | Event::Refilled { .. }
                | Event::FirstPlayerDrawn { .. }
                | Event::DiscardedAtRandom { .. }
                | Event::Forced { .. }
                | Event::CharacterKept { .. }
                | Event::EitherChosen { .. }
                | Event::Declined { .. }
                | Event::PutBack { .. }
                | Event::AttackCardChosen { .. }
        )
    }

    /// The one seat a secret event is for; `None` for public events (a record event is told
    /// to no one: see [`Event::is_record`]).
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
