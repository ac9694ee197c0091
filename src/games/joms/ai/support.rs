//! The plays around the battlefield (R-ACT B–G): each legal one scored by what its texts do
//! now — damage that lands, a critical hit made, HP kept or healed, cards, points, harm to a
//! rival — less what it spends (a hand card, a ⟳ use, a slot). The best positive one is made.

use super::plan::{spend_cost, Planner};
use super::value::{CARD, DAMAGE, KILL, POINT};
use super::Ctx;
use crate::games::joms::action::{Action, Choice, Play, Ready};
use crate::games::joms::cards::AttackKind;
use crate::games::joms::effect::{Effect, Trait, Who};
use crate::games::joms::query;
use crate::games::joms::state::Card;
use crate::games::Seat;

/// What a ⟳ use spent now costs for the rest of the saga.
const GEAR_COST: i32 = 2;

pub fn best(c: &Ctx, pl: &Planner, legal: &[Action]) -> Option<Action> {
    let mut best: Option<(i32, &Action)> = None;
    for a in legal {
        let Action::Play { play } = a else { continue };
        let v = play_value(c, pl, play);
        if v > 0 && best.is_none_or(|(b, _)| v > b) {
            best = Some((v, a));
        }
    }
    best.map(|(_, a)| a.clone())
}

/// A hand card spent on a slot: a card, and its damage on a later battlefield.
fn slot_cost(c: &Ctx, card: Card) -> i32 {
    spend_cost(c, card, c.p.attack) + 2 * i32::from(query::damage(c.d, card))
}

fn play_value(c: &Ctx, pl: &Planner, play: &Play) -> i32 {
    let d = c.d;
    match play {
        Play::Field { .. } => 0,
        Play::Round { card, choice } => {
            let text = query::text(d, *card);
            texts(c, pl, text, choice) - slot_cost(c, *card) + text_cost(c, *card)
        }
        Play::Gear {
            index,
            destroy,
            choice,
        } => {
            let Some(g) = c.p.gear.get(usize::from(*index)) else {
                return 0;
            };
            let e = &d.equipment[usize::from(g.card)];
            if *destroy {
                texts(c, pl, &e.destroy, choice) - POINT * i32::from(e.glory)
            } else {
                texts(c, pl, &e.exhaust, choice) - GEAR_COST
            }
        }
        Play::Ability { choice } => query::character(d, c.p).map_or(0, |ch| {
            texts(c, pl, &ch.ability.effects, choice) - GEAR_COST
        }),
        Play::Heal { card } => {
            let plus = query::planet_n(d, c.s, |e| match e {
                Effect::HealingSlotPlus { n } => Some(*n),
                _ => None,
            });
            heal(c, c.seat, query::fate(d, *card) + plus) - slot_cost(c, *card)
        }
        Play::Divine { card, drop } => match drop {
            Some(i) => drop_value(c, pl, *i, false) - slot_cost(c, *card),
            None => 0,
        },
        Play::Precise { card } => {
            let plus = if query::fate(d, *card) >= 4 { 1 } else { 0 };
            pierce(c) + bonus(c, plus) - slot_cost(c, *card)
        }
    }
}

/// A slot card's text is what it is spent for: its own text value is not lost.
fn text_cost(c: &Ctx, card: Card) -> i32 {
    spend_cost(c, card, c.p.attack) - CARD
}

fn texts(c: &Ctx, pl: &Planner, effects: &[Effect], choice: &Choice) -> i32 {
    effects.iter().map(|e| effect(c, pl, e, choice)).sum()
}

/// The one a "you or another" / "another" text touches.
fn target(c: &Ctx, who: Who, choice: &Choice) -> Option<Seat> {
    match who {
        Who::You | Who::All => Some(c.seat),
        Who::YouOrAnother => Some(choice.targets.first().copied().unwrap_or(c.seat)),
        Who::Another => choice.targets.first().copied(),
    }
}

/// Help to `x`: full in co-op or for oneself, a loss when it helps a rival.
fn helped(c: &Ctx, x: Seat, v: i32) -> i32 {
    if c.coop || x == c.seat {
        v
    } else {
        -v / 2
    }
}

/// Harm to `x`: a gain against a rival, a loss against a friend.
fn harmed(c: &Ctx, x: Option<Seat>, v: i32) -> i32 {
    match x {
        Some(x) if x != c.seat && !c.coop => v + i32::from(c.player(x).glory.min(30)) / 10,
        Some(_) => -3 * v,
        None => 0,
    }
}

fn effect(c: &Ctx, pl: &Planner, e: &Effect, choice: &Choice) -> i32 {
    let me = c.seat;
    let to = |who| target(c, who, choice);
    match e {
        Effect::Dodge => defend(c, me, None),
        Effect::Reduce { n, who } => match to(*who) {
            Some(x) => helped(c, x, defend(c, x, Some(*n))),
            None => 0,
        },
        Effect::ReduceIfWild { n } if wild(c) => defend(c, me, Some(*n)),
        Effect::IgnoreAttackEffects if !c.p.round.ignore_effects => ignore(c),
        Effect::AttackCountsBasic if !c.p.round.counts_basic => as_basic(c),
        Effect::AttackRevealsTwo if !c.p.round.reveal_two && survives(c) => 3,
        Effect::NoAttackVenom if survives(c) && venomous(c) => 3,
        Effect::Bonus { n } => bonus(c, *n),
        Effect::BonusIfType { attack, n } if c.p.attack == Some(*attack) => bonus(c, *n),
        Effect::Piercing => pierce(c),
        Effect::ChangeK { n, either_sign, .. } => {
            let n = if *either_sign && choice.minus { -n } else { *n };
            change_k(c, pl, n)
        }
        Effect::DamageNow { n } => now(c, *n),
        Effect::NoRegeneration if survives(c) => {
            DAMAGE * i32::from(c.monster().map_or(0, |m| m.regeneration))
        }
        Effect::Draw { n } => CARD * i32::from(*n),
        Effect::LookTopTake { .. } => CARD + 1,
        Effect::BattlefieldToHand => choice.position.map_or(0, |i| drop_value(c, pl, i, true)),
        Effect::DiscardOwnBattlefield { .. } => {
            choice.position.map_or(0, |i| drop_value(c, pl, i, false))
        }
        _ => others(c, e, choice),
    }
}

fn others(c: &Ctx, e: &Effect, choice: &Choice) -> i32 {
    let to = |who| target(c, who, choice);
    let rivals = query::others_active(c.s, c.seat).len() as i32;
    match e {
        Effect::DiscardLastOfBattlefield { who } => {
            let x = to(*who);
            let v = x.map_or(0, |x| {
                let hit = super::super::damage::strike(c.d, c.s, x);
                if hit.critical {
                    12
                } else {
                    2 * i32::from(hit.damage)
                }
            });
            harmed(c, x, v)
        }
        Effect::DiscardRandomHand { who, .. } => harmed(c, to(*who), 6),
        Effect::Venom { n, who } => harmed(c, to(*who), 5 * i32::from(*n)),
        Effect::Fate { who } => harmed(c, to(*who), 4),
        Effect::LoseHp { n, who } => {
            let x = to(*who);
            let dies = x.is_some_and(|x| c.player(x).hp <= *n);
            harmed(c, x, 3 * i32::from(*n) + if dies { 20 } else { 0 })
        }
        Effect::OthersLoseHp { n } | Effect::RoundEndOthersLoseHp { n } => {
            let v = 3 * i32::from(*n) * rivals;
            if c.coop {
                -3 * v
            } else {
                v
            }
        }
        Effect::AllDraw { n } => {
            let each = CARD * i32::from(*n);
            if c.coop {
                each * (rivals + 1)
            } else {
                each - each * rivals / 2
            }
        }
        Effect::OthersMayPayToDraw { .. } if c.coop => 2,
        _ => bodies(c, e, choice),
    }
}

fn bodies(c: &Ctx, e: &Effect, choice: &Choice) -> i32 {
    let to = |who| target(c, who, choice);
    match e {
        Effect::Heal { n, who } => to(*who).map_or(0, |x| helped(c, x, heal(c, x, *n))),
        Effect::HealFull => heal(c, c.seat, u8::MAX),
        Effect::LoseAllVenom { who } => to(*who).map_or(0, |x| helped(c, x, cleanse(c, x, false))),
        Effect::Cleanse { who } => to(*who).map_or(0, |x| helped(c, x, cleanse(c, x, true))),
        Effect::PassVenom => {
            let mine = 5 * i32::from(c.p.venom);
            mine + if mine > 0 {
                harmed(c, to(Who::Another), mine)
            } else {
                0
            }
        }
        Effect::FateOrUnfate { .. } => astrid(c, choice),
        Effect::Gain { n, .. } => POINT * i32::from(*n),
        Effect::Recharge { .. } => recharge(c, choice.recharge),
        Effect::YggdrasilMove { n } => 12 * i32::from(*n),
        _ => 0,
    }
}

fn wild(c: &Ctx) -> bool {
    query::wild_for(c.d, c.s, c.seat)
}

fn venomous(c: &Ctx) -> bool {
    c.monster()
        .is_some_and(|m| query::has_trait(c.d, c.s, m, Trait::Venomous))
}

/// The monster lives to attack this round.
fn survives(c: &Ctx) -> bool {
    !c.kills_now()
}

/// HP kept by a reduction of `n` (a dodge: `None`) on `x`, when the hit is worth guarding
/// against (R-TABLE-3: the monster's C damage ≥ 4 or ≥ HP).
fn defend(c: &Ctx, x: Seat, n: Option<u8>) -> i32 {
    let p = c.player(x);
    let alive = if x == c.seat { survives(c) } else { p.active() };
    if !alive || p.round.dodge || (n.is_none() && wild(c) && x == c.seat) {
        return 0;
    }
    let worst = c.hit(x, AttackKind::Critical, 0);
    if worst < 4 && worst < p.hp {
        return 0;
    }
    let now = c.expected_hit(x, 0);
    let saved = match n {
        None => now + avoided(c),
        Some(n) => now - c.expected_hit(x, n),
    };
    saved * c.hp_value(x) / 10
}

/// The effects a dodge avoids, weighed by their odds.
fn avoided(c: &Ctx) -> i32 {
    c.odds()
        .iter()
        .map(|&(k, w)| w * c.effects_cost(k))
        .sum::<i32>()
        / 10
}

fn ignore(c: &Ctx) -> i32 {
    if survives(c) {
        avoided(c)
    } else {
        0
    }
}

/// c.runa_isa: every card basic.
fn as_basic(c: &Ctx) -> i32 {
    if !survives(c) {
        return 0;
    }
    let basic = i32::from(c.hit(c.seat, AttackKind::Basic, 0));
    let worse: i32 = c
        .odds()
        .iter()
        .map(|&(k, w)| w * (i32::from(c.hit(c.seat, k, 0)) - basic).max(0))
        .sum();
    worse * c.hp_value(c.seat) / 10 + avoided(c)
}

/// Damage dealt on top of a landing attack, up to the kill.
fn bonus(c: &Ctx, n: u8) -> i32 {
    let hit = c.strike();
    let left = c.monster_left();
    if n == 0 || hit.damage == 0 || hit.damage >= left {
        return 0;
    }
    let add = n.min(left - hit.damage);
    DAMAGE * i32::from(add) + if hit.damage + n >= left { KILL } else { 0 }
}

/// Piercing a resisted attack that would otherwise land.
fn pierce(c: &Ctx) -> i32 {
    let hit = c.strike();
    if !hit.resisted || hit.t > hit.k || c.p.battlefield.is_empty() {
        return 0;
    }
    let p = c.p;
    let cards: u8 = p.battlefield.iter().map(|&x| query::damage(c.d, x)).sum();
    let lands = p.attack.map_or(0, |a| query::lands_bonus(c.d, p, a));
    let dmg = cards + p.round.bonus + p.damage_up + lands;
    let left = c.monster_left();
    DAMAGE * i32::from(dmg.min(left)) + if dmg >= left { KILL } else { 0 }
}

/// Damage to the monster now, ignoring resistance.
fn now(c: &Ctx, n: u8) -> i32 {
    let left = c.monster_left();
    let hit = c.strike().damage;
    if hit >= left {
        return 0;
    }
    let add = n.min(left - hit);
    DAMAGE * i32::from(add) + if hit + n >= left { KILL } else { 0 }
}

/// T and D of the battlefield.
fn field(c: &Ctx) -> (i16, u8) {
    let p = c.p;
    let t = i16::from(query::t(c.d, p));
    let dm = p.battlefield.iter().map(|&x| query::damage(c.d, x)).sum();
    (t, dm)
}

/// A K change, only to make T = K (R-TABLE-3).
fn change_k(c: &Ctx, pl: &Planner, n: i8) -> i32 {
    let (t, dm) = field(c);
    let k = i16::from(query::k(c.d, c.p)) + i16::from(n);
    if k != t || c.p.battlefield.is_empty() {
        return -1;
    }
    let before = i16::from(query::k(c.d, c.p)) - t;
    pl.outcome(0, dm, true) - pl.outcome(before, dm, true)
}

/// A battlefield card taken away (to hand with `back`): the better outcome, if any.
fn drop_value(c: &Ctx, pl: &Planner, i: u8, back: bool) -> i32 {
    let p = c.p;
    let Some(&card) = p.battlefield.get(usize::from(i)) else {
        return 0;
    };
    let (t, dm) = field(c);
    let k = i16::from(query::k(c.d, p));
    let after = pl.outcome(
        k - t + i16::from(query::fate(c.d, card)),
        dm - query::damage(c.d, card),
        p.battlefield.len() > 1,
    );
    let gain = after - pl.outcome(k - t, dm, true);
    if gain <= 0 {
        return -1;
    }
    gain + if back { CARD } else { 0 }
}

/// Healing `n` on `x` (nothing under nh or at max).
fn heal(c: &Ctx, x: Seat, n: u8) -> i32 {
    let p = c.player(x);
    if p.no_heal || !p.active() {
        return 0;
    }
    let missing = query::max_hp(c.d, p).saturating_sub(p.hp);
    i32::from(n.min(missing)) * c.hp_value(x)
}

/// Venom (and with `fate`, the fate) taken off `x`.
fn cleanse(c: &Ctx, x: Seat, fate: bool) -> i32 {
    let p = c.player(x);
    5 * i32::from(p.venom) + if fate && p.fate { 6 } else { 0 }
}

/// Astrid: a fate off oneself or a friend, or on up to two rivals.
fn astrid(c: &Ctx, choice: &Choice) -> i32 {
    if choice.unfate {
        return choice
            .targets
            .first()
            .map_or(0, |&x| if x == c.seat || c.coop { 6 } else { -6 });
    }
    choice.targets.iter().map(|&x| harmed(c, Some(x), 4)).sum()
}

/// A recharge: the use it gives back; never a use that only recharges (e.rdzen and Leif
/// would ready each other for ever).
fn recharge(c: &Ctx, what: Option<Ready>) -> i32 {
    let loops = |fx: &[Effect]| fx.iter().any(|x| matches!(x, Effect::Recharge { .. }));
    match what {
        Some(Ready::Character) => {
            query::character(c.d, c.p)
                .map_or(0, |ch| if loops(&ch.ability.effects) { 0 } else { 5 })
        }
        Some(Ready::Gear(i)) => c.p.gear.get(usize::from(i)).map_or(0, |g| {
            let e = &c.d.equipment[usize::from(g.card)];
            let free = e.exhaust.iter().any(|x| {
                matches!(
                    x,
                    Effect::Gain { .. } | Effect::YggdrasilMove { .. } | Effect::Draw { .. }
                )
            });
            if loops(&e.exhaust) {
                0
            } else if free {
                8
            } else {
                3
            }
        }),
        None => 0,
    }
}
