//! What one seat (or a stranger watching the channel) may know (R-INFO): everything public,
//! its own hand, dealt characters and pile contents (not their order), and its own
//! searches and REWARD draws. Hands are shown to all with `open_hands` (R-VAR-3, co-op).

use std::collections::VecDeque;

use serde::Serialize;

use super::cards::AttackKind;
use super::flow::{Ask, Job, Prompt};
use super::prep;
use super::state::{
    BagToken, Card, Fight, Gear, Mode, Pawn, Phase, Player, RoundMods, RoundWorld, Settings, State,
    Ups,
};
use crate::games::Seat;

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PlayerView {
    /// Hidden from others while characters are being chosen.
    pub character: Option<u8>,
    /// Only to its owner.
    pub dealt: Vec<u8>,
    /// Only to its owner (all: `open_hands`).
    pub hand: Option<Vec<Card>>,
    pub hand_size: usize,
    /// Its contents, sorted, only to its owner.
    pub pile: Option<Vec<Card>>,
    pub pile_size: usize,
    pub discard: Vec<Card>,
    pub aside: Vec<Card>,
    pub battlefield: Vec<Card>,
    pub round_slot: Option<Card>,
    pub healing: Vec<Card>,
    pub divination: Option<Card>,
    pub precise: Option<Card>,
    pub gear: Vec<Gear>,
    pub exhausted: bool,
    pub hp: u8,
    pub glory: u16,
    pub gullveig: u8,
    pub thor: u8,
    pub venom: u8,
    pub fate: bool,
    pub damage_up: u8,
    pub ups: Ups,
    pub attack: Option<super::effect::AttackType>,
    pub fight: Option<Fight>,
    pub died: bool,
    pub no_heal: bool,
    pub pawn: Pawn,
    pub kills: u8,
    pub round: RoundMods,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct View {
    pub seat: Option<Seat>,
    pub settings: Settings,
    pub phase: Phase,
    pub saga: u8,
    pub round: u8,
    pub first: Seat,
    pub fallen: bool,
    pub planet: Option<u8>,
    pub world: RoundWorld,
    pub equipment_row: Vec<u8>,
    pub combat_row: Vec<Card>,
    pub monster_row: Vec<u8>,
    pub equipment_left: usize,
    pub combat_left: usize,
    pub monsters_left: usize,
    pub equipment_discard: Vec<u8>,
    pub combat_discard: Vec<Card>,
    pub attack_discard: Vec<AttackKind>,
    pub attack_left: usize,
    pub planets_left: usize,
    pub hindrances_left: usize,
    pub hindrance_discard: Vec<u8>,
    /// The bag's contents, sorted (its order is no one's).
    pub bag: Vec<BagToken>,
    pub players: Vec<PlayerView>,
    pub prompts: Vec<Prompt>,
    pub jobs: VecDeque<Job>,
}

fn sorted<T: Ord + Clone>(v: &[T]) -> Vec<T> {
    let mut v = v.to_vec();
    v.sort();
    v
}

/// Whether `viewer` sees `owner`'s hand: its own, every hand with `open_hands` (R-VAR-3),
/// and a hand revealed by kr while the others pick from it (R-INFO).
pub fn sees_hand(s: &State, viewer: Option<Seat>, owner: Seat) -> bool {
    viewer == Some(owner)
        || (s.settings.open_hands && s.settings.mode == Mode::Coop)
        || s.prompts
            .iter()
            .any(|p| p.ask == Ask::Pick { victim: owner })
}

fn choosing(s: &State) -> bool {
    s.prompts.iter().any(|p| p.ask == Ask::Character)
}

fn player(s: &State, viewer: Option<Seat>, seat: Seat, p: &Player) -> PlayerView {
    let own = viewer == Some(seat);
    PlayerView {
        character: if own || !choosing(s) {
            p.character
        } else {
            None
        },
        dealt: if own { p.dealt.clone() } else { vec![] },
        hand: sees_hand(s, viewer, seat).then(|| p.hand.clone()),
        hand_size: p.hand.len(),
        pile: own.then(|| sorted(&p.pile)),
        pile_size: p.pile.len(),
        discard: p.discard.clone(),
        aside: p.aside.clone(),
        battlefield: p.battlefield.clone(),
        round_slot: p.round_slot,
        healing: p.healing.clone(),
        divination: p.divination,
        precise: p.precise,
        gear: p.gear.clone(),
        exhausted: p.exhausted,
        hp: p.hp,
        glory: p.glory,
        gullveig: p.gullveig,
        thor: p.thor,
        venom: p.venom,
        fate: p.fate,
        damage_up: p.damage_up,
        ups: p.ups,
        attack: p.attack,
        fight: p.fight,
        died: p.died,
        no_heal: p.no_heal,
        pawn: p.pawn,
        kills: p.kills,
        round: p.round,
    }
}

/// A prompt as `viewer` sees it: another's REWARD tokens and pile search stay hidden.
fn prompt(viewer: Option<Seat>, p: &Prompt) -> Prompt {
    if viewer == Some(p.seat) {
        return p.clone();
    }
    let ask = match &p.ask {
        Ask::Reward { .. } => Ask::Reward { tokens: vec![] },
        Ask::Order { .. } => Ask::Order { cards: vec![] },
        Ask::LookTake { .. } => Ask::LookTake { cards: vec![] },
        other => other.clone(),
    };
    Prompt { seat: p.seat, ask }
}

pub fn view(s: &State, viewer: Option<Seat>) -> View {
    let level = &s.monsters[prep::level(s)];
    View {
        seat: viewer,
        settings: s.settings.clone(),
        phase: s.phase,
        saga: s.saga,
        round: s.round,
        first: s.first,
        fallen: s.fallen,
        planet: s.planet,
        world: s.world,
        equipment_row: s.equipment.row.clone(),
        combat_row: s.combat.row.clone(),
        monster_row: level.row.clone(),
        equipment_left: s.equipment.draw.len(),
        combat_left: s.combat.draw.len(),
        monsters_left: level.draw.len(),
        equipment_discard: s.equipment.discard.clone(),
        combat_discard: s.combat.discard.clone(),
        attack_discard: s.monster_combat.discard.clone(),
        attack_left: s.monster_combat.draw.len(),
        planets_left: s.planets.len(),
        hindrances_left: s.hindrances.len(),
        hindrance_discard: s.hindrance_discard.clone(),
        bag: sorted(&s.bag),
        players: s
            .players
            .iter()
            .enumerate()
            .map(|(i, p)| player(s, viewer, i as Seat, p))
            .collect(),
        prompts: s.prompts.iter().map(|p| prompt(viewer, p)).collect(),
        jobs: s.jobs.clone(),
    }
}
