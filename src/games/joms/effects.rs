//! A played text acting (the effect grammar of Terms): what acts at once, what is set up for
//! R-DMG, R-MATK or R-EOR-3, and the prompts a text raises (pile searches, c.zew).

use rand::Rng;

use super::action::{Choice, Ready};
use super::data::JomsData;
use super::effect::{Effect, Recharge, Who};
use super::event::{Event, Hurt};
use super::flow::{ask, then, Ask, Job};
use super::ops;
use super::query;
use super::state::State;
use crate::games::Seat;

/// The character a "you or another" / "another" text touches; `None`: no legal target.
fn target(s: &State, seat: Seat, who: Who, choice: &Choice) -> Option<Seat> {
    let chosen = choice.targets.first().copied();
    let ok = |x: Seat| s.players.get(usize::from(x)).is_some_and(|p| p.active());
    match who {
        Who::You | Who::All => Some(seat),
        Who::YouOrAnother => Some(chosen.filter(|&x| ok(x)).unwrap_or(seat)),
        Who::Another => chosen.filter(|&x| x != seat && ok(x)),
    }
}

/// Every effect of one play, in its order.
pub fn resolve(
    s: &mut State,
    d: &JomsData,
    seat: Seat,
    effects: &[Effect],
    choice: &Choice,
    ev: &mut Vec<Event>,
) {
    for effect in effects {
        act(s, d, seat, effect, choice, ev);
    }
}

fn act(
    s: &mut State,
    d: &JomsData,
    seat: Seat,
    effect: &Effect,
    choice: &Choice,
    ev: &mut Vec<Event>,
) {
    let me = usize::from(seat);
    let to = |s: &State, who| target(s, seat, who, choice);
    match effect {
        Effect::Dodge => s.players[me].round.dodge = true,
        Effect::Reduce { n, who } => {
            if let Some(x) = to(s, *who) {
                s.players[usize::from(x)].round.reduction += n;
            }
        }
        Effect::ReduceIfWild { n } => s.players[me].round.reduction_if_wild += n,
        Effect::IgnoreAttackEffects => s.players[me].round.ignore_effects = true,
        Effect::NoAttackVenom => s.players[me].round.no_attack_venom = true,
        Effect::AttackRevealsTwo => s.players[me].round.reveal_two = true,
        Effect::AttackCountsBasic => s.players[me].round.counts_basic = true,
        Effect::Bonus { n } => s.players[me].round.bonus += n,
        Effect::BonusIfType { attack, n } => {
            if s.players[me].attack == Some(*attack) {
                s.players[me].round.bonus += n;
            }
        }
        Effect::Piercing => s.players[me].round.piercing = true,
        Effect::ChangeK { n, either_sign, .. } => {
            let n = if *either_sign && choice.minus {
                -*n
            } else {
                *n
            };
            let r = &mut s.players[me].round;
            r.k_change = r.k_change.saturating_add(n);
        }
        Effect::DamageNow { n } => {
            if let Some(f) = s.players[me].fight.as_mut() {
                f.damage = f.damage.saturating_add(*n);
                ev.push(Event::MonsterHurt { seat, n: *n });
            }
        }
        Effect::NoRegeneration => s.players[me].round.no_regeneration = true,
        Effect::RoundEndOthersLoseHp { n } => s.players[me].round.others_lose_at_end += n,
        _ => cards_and_bodies(s, d, seat, effect, choice, ev),
    }
}

/// The effects that move cards, HP, venom, fate and tokens now.
fn cards_and_bodies(
    s: &mut State,
    d: &JomsData,
    seat: Seat,
    effect: &Effect,
    choice: &Choice,
    ev: &mut Vec<Event>,
) {
    let to = |s: &State, who| target(s, seat, who, choice);
    match effect {
        Effect::Draw { n } => ops::draw(s, seat, *n, ev),
        Effect::AllDraw { n } => {
            for x in query::active_seats(s) {
                ops::draw(s, x, *n, ev);
            }
        }
        Effect::OrderTop { n } => search(s, seat, *n, false, ev),
        Effect::LookTopTake { n } => search(s, seat, *n, true, ev),
        Effect::BattlefieldToHand => {
            if let Some(card) = take_field(s, seat, choice.position) {
                s.players[usize::from(seat)].hand.push(card);
                ev.push(Event::ToHand { seat, card });
            }
        }
        Effect::DiscardOwnBattlefield { .. } => {
            if let Some(card) = take_field(s, seat, choice.position) {
                ops::to_discard(d, &mut s.players[usize::from(seat)], card);
                ev.push(Event::Discarded {
                    seat,
                    cards: vec![card],
                });
            }
        }
        Effect::DiscardLastOfBattlefield { who } => {
            if let Some(x) = to(s, *who) {
                if let Some(card) = s.players[usize::from(x)].battlefield.pop() {
                    ops::to_discard(d, &mut s.players[usize::from(x)], card);
                    ev.push(Event::Discarded {
                        seat: x,
                        cards: vec![card],
                    });
                }
            }
        }
        Effect::DiscardRandomHand { n, who } => {
            if let Some(x) = to(s, *who) {
                discard_random(s, x, *n, ev);
            }
        }
        Effect::OthersMayPayToDraw { .. } => {
            let jobs: Vec<Job> = query::others_active(s, seat)
                .into_iter()
                .map(|x| Job::Pay { seat: x })
                .collect();
            then(s, jobs);
        }
        _ => health(s, d, seat, effect, choice, ev),
    }
}

fn health(
    s: &mut State,
    d: &JomsData,
    seat: Seat,
    effect: &Effect,
    choice: &Choice,
    ev: &mut Vec<Event>,
) {
    let to = |s: &State, who| target(s, seat, who, choice);
    match effect {
        Effect::Heal { n, who } => {
            if let Some(x) = to(s, *who) {
                ops::heal(s, d, x, *n, ev);
            }
        }
        Effect::HealFull => ops::heal(s, d, seat, u8::MAX, ev),
        Effect::LoseHp { n, who } => {
            if let Some(x) = to(s, *who) {
                ops::lose_hp(s, d, x, *n, Hurt::Card, ev);
            }
        }
        Effect::OthersLoseHp { n } => {
            for x in query::others_active(s, seat) {
                ops::lose_hp(s, d, x, *n, Hurt::Card, ev);
            }
        }
        Effect::Venom { n, who } => {
            if let Some(x) = to(s, *who) {
                ops::venom(s, d, x, *n, ev);
            }
        }
        Effect::LoseAllVenom { who } => {
            if let Some(x) = to(s, *who) {
                clear_venom(s, x, ev);
            }
        }
        Effect::PassVenom => {
            let n = s.players[usize::from(seat)].venom;
            clear_venom(s, seat, ev);
            if let Some(x) = to(s, Who::Another) {
                ops::venom(s, d, x, n, ev);
            }
        }
        Effect::Fate { who } => {
            if let Some(x) = to(s, *who) {
                ops::fate(s, x, true, ev);
            }
        }
        Effect::FateOrUnfate { .. } => fate_or_unfate(s, seat, choice, ev),
        Effect::Cleanse { who } => {
            if let Some(x) = to(s, *who) {
                ops::fate(s, x, false, ev);
                clear_venom(s, x, ev);
            }
        }
        Effect::Gain { token, n } => ops::gain(s, seat, *token, *n, ev),
        Effect::Recharge { .. } => recharge(s, seat, choice.recharge, ev),
        Effect::YggdrasilMove { n } => {
            then(s, (0..*n).map(|_| Job::Move { seat }).collect::<Vec<_>>());
        }
        _ => {}
    }
}

fn clear_venom(s: &mut State, seat: Seat, ev: &mut Vec<Event>) {
    let p = &mut s.players[usize::from(seat)];
    if p.venom > 0 {
        p.venom = 0;
        ev.push(Event::VenomGone { seat });
    }
}

/// Astrid: fate on the chosen unfated others, or one fate removed.
fn fate_or_unfate(s: &mut State, seat: Seat, choice: &Choice, ev: &mut Vec<Event>) {
    for &x in &choice.targets {
        let ok = s.players.get(usize::from(x)).is_some_and(|p| p.active());
        if !ok {
            continue;
        }
        if choice.unfate {
            ops::fate(s, x, false, ev);
        } else if x != seat {
            ops::fate(s, x, true, ev);
        }
    }
}

fn recharge(s: &mut State, seat: Seat, what: Option<Ready>, ev: &mut Vec<Event>) {
    let p = &mut s.players[usize::from(seat)];
    match what {
        Some(Ready::Character) if p.exhausted => p.exhausted = false,
        Some(Ready::Gear(i)) => match p.gear.get_mut(usize::from(i)) {
            Some(g) if g.exhausted => g.exhausted = false,
            _ => return,
        },
        _ => return,
    }
    ev.push(Event::Readied { seat });
}

/// Whether a recharge text may ready this card (R-DECIDE 20).
pub fn may_recharge(
    d: &JomsData,
    s: &State,
    seat: Seat,
    what: Recharge,
    source: Option<u8>,
    target: Ready,
) -> bool {
    let p = &s.players[usize::from(seat)];
    match target {
        Ready::Character => {
            p.exhausted
                && matches!(
                    what,
                    Recharge::EquipmentOrCharacter | Recharge::CharacterOrOtherEquipment
                )
        }
        Ready::Gear(i) => {
            let Some(g) = p.gear.get(usize::from(i)) else {
                return false;
            };
            let kind = d.equipment[usize::from(g.card)].kind;
            g.exhausted
                && match what {
                    Recharge::Equipment | Recharge::EquipmentOrCharacter => true,
                    Recharge::CharacterOrOtherEquipment => source != Some(i),
                    Recharge::WeaponArmourOrShield => matches!(
                        kind,
                        super::cards::EquipmentType::Weapon
                            | super::cards::EquipmentType::Armour
                            | super::cards::EquipmentType::Shield
                    ),
                }
        }
    }
}

fn take_field(s: &mut State, seat: Seat, position: Option<u8>) -> Option<super::state::Card> {
    let field = &mut s.players[usize::from(seat)].battlefield;
    let i = usize::from(position?);
    (i < field.len()).then(|| field.remove(i))
}

fn discard_random(s: &mut State, seat: Seat, n: u8, ev: &mut Vec<Event>) {
    let mut gone = Vec::new();
    for _ in 0..n {
        let p = &mut s.players[usize::from(seat)];
        if p.hand.is_empty() {
            break;
        }
        let i = s.rng.random_range(0..p.hand.len());
        gone.push(p.hand.remove(i));
    }
    if !gone.is_empty() {
        let p = &mut s.players[usize::from(seat)];
        p.discard.extend(gone.iter().copied());
        ev.push(Event::DiscardedAtRandom {
            seat,
            cards: gone.clone(),
        });
        ev.push(Event::Discarded { seat, cards: gone });
    }
}

/// c.przepowiednia / e.munin: the owner sees its top n (fewer: those) and answers.
fn search(s: &mut State, seat: Seat, n: u8, take: bool, ev: &mut Vec<Event>) {
    let p = &mut s.players[usize::from(seat)];
    if p.pile.is_empty() {
        // R-SETUP-7: an empty pile that must show a card first takes in the discard.
        p.pile.append(&mut p.discard);
        ops::shuffle_pile(s, seat, ev);
    }
    let pile = &s.players[usize::from(seat)].pile;
    let cards: Vec<_> = pile.iter().rev().take(usize::from(n)).copied().collect();
    if cards.is_empty() {
        return;
    }
    ev.push(Event::Searched {
        seat,
        cards: cards.clone(),
    });
    let what = if take {
        Ask::LookTake { cards }
    } else {
        Ask::Order { cards }
    };
    ask(s, seat, what);
}
