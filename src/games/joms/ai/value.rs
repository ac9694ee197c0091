//! What things are worth to a bot, in tenths of a point: a combat card in its deck, a piece
//! of equipment for its character, a monster to fight, a character to keep. Rough weights,
//! integers only (the same position always gives the same answer).

use crate::games::joms::cards::{Equipment, EquipmentType, Monster};
use crate::games::joms::data::JomsData;
use crate::games::joms::effect::{AttackType, Effect, Gain, Landing, Stat, Trait};
use crate::games::joms::query;
use crate::games::joms::state::{Card, Player, State};

/// One point of score.
pub const POINT: i32 = 10;
/// One damage dealt to a monster.
pub const DAMAGE: i32 = 6;
/// A card kept in hand for a later round.
pub const CARD: i32 = 4;
/// Defeating the monster this round rather than later.
pub const KILL: i32 = 10;

pub const TYPES: [AttackType; 3] = [AttackType::Rng, AttackType::Mag, AttackType::Mel];

/// What a combat card's text is worth when it acts from the current-round slot.
pub fn text_value(e: &Effect, attack: Option<AttackType>) -> i32 {
    let n = |n: &u8| i32::from(*n);
    match e {
        Effect::Bonus { n: k } => 8 * n(k),
        Effect::BonusIfType { attack: a, n: k } => match attack {
            Some(x) if x == *a => 8 * n(k),
            Some(_) => 0,
            None => 3 * n(k),
        },
        Effect::Draw { n: k } => 6 * n(k),
        Effect::Gain { n: k, .. } => 8 * n(k),
        Effect::DamageNow { n: k } => 8 * n(k),
        Effect::Dodge => 6,
        Effect::Reduce { n: k, .. } => 2 * n(k),
        Effect::Heal { n: k, .. } => 2 * n(k),
        Effect::Piercing | Effect::Venom { .. } | Effect::DiscardRandomHand { .. } => 5,
        Effect::IgnoreAttackEffects
        | Effect::ChangeK { .. }
        | Effect::BattlefieldToHand
        | Effect::DiscardOwnBattlefield { .. }
        | Effect::Recharge { .. }
        | Effect::AttackRevealsTwo
        | Effect::AttackCountsBasic
        | Effect::DiscardLastOfBattlefield { .. }
        | Effect::Fate { .. }
        | Effect::RoundEndOthersLoseHp { .. } => 3,
        Effect::OrderTop { .. } | Effect::LoseAllVenom { .. } | Effect::PassVenom => 2,
        _ => 1,
    }
}

/// A combat card in the deck: its damage and its text.
pub fn card_value(d: &JomsData, card: Card, attack: Option<AttackType>) -> i32 {
    let text: i32 = query::text(d, card)
        .iter()
        .map(|e| text_value(e, attack))
        .sum();
    10 * i32::from(query::damage(d, card)) + text
}

/// The attack types a player is likely to name: its hand sizes, largest first.
pub fn main_types(d: &JomsData, p: &Player) -> Vec<AttackType> {
    let mut types = TYPES.to_vec();
    types.sort_by_key(|&a| std::cmp::Reverse(query::hand_size(d, p, a)));
    types
}

fn landing_value(d: &JomsData, p: &Player, landing: Landing) -> i32 {
    let main = main_types(d, p);
    let hit = |a: AttackType| main.first() == Some(&a) || main.get(1) == Some(&a);
    match landing {
        Landing::Any => 20,
        Landing::Rng if hit(AttackType::Rng) => 14,
        Landing::Mag if hit(AttackType::Mag) => 14,
        Landing::Mel if hit(AttackType::Mel) => 14,
        _ => 2,
    }
}

fn stat_value(d: &JomsData, p: &Player, stat: Stat, n: u8) -> i32 {
    let n = i32::from(n);
    let main = main_types(d, p).first().copied();
    match stat {
        Stat::K => 12 * n,
        Stat::MaxHp => 3 * n,
        Stat::Rng if main == Some(AttackType::Rng) => 8 * n,
        Stat::Mag if main == Some(AttackType::Mag) => 8 * n,
        Stat::Mel if main == Some(AttackType::Mel) => 8 * n,
        _ => 2 * n,
    }
}

fn passive_value(d: &JomsData, p: &Player, e: &Effect, sagas_left: i32) -> i32 {
    match e {
        Effect::LandsBonus { attack, n } => landing_value(d, p, *attack) * i32::from(*n),
        Effect::Stat { stat, n } => stat_value(d, p, *stat, *n),
        Effect::Speed if !query::speed(d, p) => 6,
        Effect::NeverVenom => 4,
        Effect::DefeatGain { n, .. } => 8 * i32::from(*n),
        Effect::SagaStartGain { n, .. } => 10 * i32::from(*n) * (sagas_left - 1),
        Effect::CriticalGain { n, .. } => 6 * i32::from(*n),
        _ => 0,
    }
}

/// A ⟳ or ✖ use, once.
fn use_value(e: &Effect) -> i32 {
    match e {
        Effect::Bonus { n } => 7 * i32::from(*n),
        Effect::Gain {
            token: Gain::Gullveig,
            n,
        } => 10 * i32::from(*n),
        Effect::Gain { n, .. } => 8 * i32::from(*n),
        Effect::Reduce { n, .. } => 3 * i32::from(*n),
        Effect::Draw { n } => 5 * i32::from(*n),
        Effect::YggdrasilMove { .. } => 10,
        Effect::Dodge | Effect::HealFull | Effect::AllDraw { .. } => 8,
        Effect::LookTopTake { .. } | Effect::ChangeK { .. } | Effect::DamageNow { .. } => 6,
        Effect::Piercing | Effect::Recharge { .. } | Effect::LoseHp { .. } => 5,
        Effect::Heal { n, .. } => 2 * i32::from(*n),
        Effect::BattlefieldToHand => 4,
        _ => 2,
    }
}

/// A piece of equipment for `p`, from saga `saga` on: its G, passives and uses.
pub fn gear_value(d: &JomsData, p: &Player, e: &Equipment, saga: u8) -> i32 {
    let left = i32::from(4u8.saturating_sub(saga.max(1)));
    let passive: i32 = e.passive.iter().map(|x| passive_value(d, p, x, left)).sum();
    let exhaust: i32 = e.exhaust.iter().map(use_value).sum::<i32>() * left;
    let destroy: i32 = e.destroy.iter().map(use_value).sum();
    10 * i32::from(e.glory) + passive + exhaust + destroy
}

/// The equipment `p` holds of the same weapon, armour or shield type, which a take replaces.
pub fn same_slot<'d>(d: &'d JomsData, p: &Player, e: &Equipment) -> Option<&'d Equipment> {
    let slotted = matches!(
        e.kind,
        EquipmentType::Weapon | EquipmentType::Armour | EquipmentType::Shield
    );
    if !slotted {
        return None;
    }
    query::gear(d, p).find(|g| g.kind == e.kind)
}

/// What taking `e` adds for `p`: its value, less the piece it would replace.
pub fn take_value(d: &JomsData, p: &Player, e: &Equipment, saga: u8) -> i32 {
    let new = gear_value(d, p, e, saga);
    match same_slot(d, p, e) {
        Some(old) => new - gear_value(d, p, old, saga),
        None => new,
    }
}

/// The largest hand `p` has against `m` (0 when it resists every type).
fn open_hand(d: &JomsData, p: &Player, m: &Monster) -> i32 {
    TYPES
        .iter()
        .filter(|a| !m.resists.contains(a))
        .map(|&a| i32::from(query::hand_size(d, p, a)) + 2 * i32::from(query::lands_bonus(d, p, a)))
        .max()
        .unwrap_or(0)
}

/// A monster to fight: its rewards against the rounds it takes and the harm it does.
pub fn monster_value(d: &JomsData, s: &State, p: &Player, m: &Monster) -> i32 {
    let hand = open_hand(d, p, m);
    let per_round = 30 + 5 * hand + 10 * i32::from(p.damage_up) - if hand == 0 { 25 } else { 0 };
    let hp = 10 * (i32::from(query::monster_hp(d, s, m)) + 2 * i32::from(m.regeneration));
    // In tenths of a round, so one more HP never makes a monster a whole round worse.
    let rounds = 10 * hp / per_round.max(1);
    let trait_of = |t| query::has_trait(d, s, m, t);
    let hits = 5 * i32::from(m.damage.basic)
        + 3 * i32::from(m.damage.special)
        + 2 * i32::from(m.damage.critical);
    let threat = hits - 10 * i32::from(query::passive_reduction(d, p))
        + if trait_of(Trait::Venomous) { 8 } else { 0 }
        + if trait_of(Trait::Aura) { 10 } else { 0 };
    let taken = threat.max(0) * (2 * rounds - 10).max(0) / 20;
    let margin = 10 * i32::from(query::max_hp(d, p)) - taken;
    let rewards = 10 * i32::from(m.glory)
        + if trait_of(Trait::Treasure) { 15 } else { 0 }
        + if trait_of(Trait::Guardian) { 10 } else { 0 };
    rewards - 6 * rounds / 10 - if margin < 20 { 2 * (20 - margin) } else { 0 }
}
