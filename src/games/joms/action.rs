//! What a player answers: a choice of the preparation, a play of the fight (R-ACT) with every
//! choice its text asks for (R-DECIDE 10), or an answer to a prompt a card or monster raised.

use serde::{Deserialize, Serialize};

use super::effect::{AttackType, Gain, Stat};
use super::state::{BagToken, Card};
use crate::games::Seat;

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "do", rename_all = "snake_case")]
pub enum Action {
    /// R-SETUP-5: keep the dealt character at this index (0–2).
    Character { index: u8 },
    /// R-PREP-3: spend 1 Gullveig to discard the row and deal 3 new.
    Reroll,
    /// Take the row's card at this index.
    Take { index: u8 },
    /// R-PREP-4: keep the new piece of equipment (or the old one).
    Keep { new: bool },
    /// R-YGG-1: the branch taken at the fork (0 urd, 1 mimir, 2 hvergelmir).
    Branch { index: u8 },
    /// EITHER: take a face-up combat card (or remove a pile card).
    Either { take: bool },
    /// Remove a card of your pile to the box (EITHER, PLUS).
    Remove { card: Card },
    /// REWARD: keep this token of the three drawn.
    Token { token: BagToken },
    /// A stat-up's stat.
    Stat { stat: Stat },
    /// R-FIGHT-1.
    Attack { attack: AttackType },
    /// A hand card discarded (Speed, h1/h2, nid, u.zapomnienie).
    Discard { card: Card },
    /// A ready equipment card exhausted (ex, u.rdza), by its place among yours.
    Exhaust { gear: u8 },
    /// c.zew: lose 1 HP to draw 1, or not.
    Pay { pay: bool },
    /// kr: the revealed card sent to its owner's discard.
    Pick { card: Card },
    /// c.podstep: the attack card used, 0 or 1.
    AttackCard { index: u8 },
    /// u.grabiez: the token lost.
    Plunder { token: Gain },
    /// c.przepowiednia: the looked-at cards back on the pile, top first.
    Order { cards: Vec<Card> },
    /// e.munin: one card to hand, the rest back, top first.
    LookTake { card: Card, order: Vec<Card> },
    /// R-FIGHT-4: a Thor spent, free, before the turn's action.
    Thor { spend: ThorUse },
    /// R-ACT: the turn's action.
    Play { play: Play },
    /// R-FIGHT-3.
    Pass,
}

/// What a Thor buys (R-FIGHT-4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ThorUse {
    Unfate,
    Bonus,
    Draw,
}

/// Where a battlefield card comes from (R-ACT-1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Source {
    Hand(Card),
    /// The top of the pile, unseen until placed.
    Top,
}

/// One action of R-ACT, with its choices.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "slot", rename_all = "snake_case")]
pub enum Play {
    /// A: last on the battlefield.
    Field { from: Source },
    /// B: the current-round slot; the text acts.
    Round { card: Card, choice: Choice },
    /// C: an equipment card's ⟳ use (or ✖ use with `destroy`).
    Gear {
        index: u8,
        destroy: bool,
        choice: Choice,
    },
    /// D: the character's ⟳.
    Ability { choice: Choice },
    /// E: heal L.
    Heal { card: Card },
    /// F: divination, maybe dropping a battlefield card (its position).
    Divine { card: Card, drop: Option<u8> },
    /// G: piercing; L ≥ 4 also +1.
    Precise { card: Card },
}

/// A ready thing a recharge readies (R-DECIDE 20).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Ready {
    Character,
    Gear(u8),
}

/// The choices a text asks of its user (effect grammar, R-DECIDE 12/13/18/20).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Choice {
    /// "another" / "you or another": the character chosen (Astrid: up to two).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub targets: Vec<Seat>,
    /// A K change that may go either way goes down.
    #[serde(default, skip_serializing_if = "is_false")]
    pub minus: bool,
    /// Astrid removes a fate (from the one target) instead of giving them.
    #[serde(default, skip_serializing_if = "is_false")]
    pub unfate: bool,
    /// A battlefield card, by position from the left.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub position: Option<u8>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub recharge: Option<Ready>,
}

fn is_false(b: &bool) -> bool {
    !b
}
