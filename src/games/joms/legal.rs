//! Every legal answer to the decision at hand (R-DECIDE), with each play's choices spelled
//! out (R-DECIDE 10): what the table offers, the bots pick from and `apply` checks against.

use super::action::{Action, Choice, Play, Ready, Source, ThorUse};
use super::cards::Timing;
use super::data::JomsData;
use super::effect::{AttackType, Effect, Gain, Recharge, Stat, Who};
use super::effects::may_recharge;
use super::fight::ready_gear;
use super::flow::{Ask, Row};
use super::play::FIELD;
use super::query;
use super::state::{BagToken, Card, Player, State};
use crate::games::Seat;

/// The ask awaiting `seat`, if any.
pub fn ask_of(s: &State, seat: Seat) -> Option<&Ask> {
    s.prompts.iter().find(|p| p.seat == seat).map(|p| &p.ask)
}

fn distinct(cards: &[Card]) -> Vec<Card> {
    let mut v = cards.to_vec();
    v.sort();
    v.dedup();
    v
}

pub fn legal(s: &State, d: &JomsData, seat: Seat) -> Vec<Action> {
    let Some(ask) = ask_of(s, seat) else {
        return vec![];
    };
    let p = &s.players[usize::from(seat)];
    match ask {
        Ask::Character => (0..p.dealt.len() as u8)
            .map(|index| Action::Character { index })
            .collect(),
        Ask::Row { row, .. } => takes(s, p, *row),
        Ask::Keep { .. } => vec![Action::Keep { new: true }, Action::Keep { new: false }],
        Ask::Branch => (0..d.yggdrasil.branches.len() as u8)
            .map(|index| Action::Branch { index })
            .collect(),
        Ask::Either => either(s, p),
        Ask::Remove => distinct(&p.pile)
            .into_iter()
            .map(|card| Action::Remove { card })
            .collect(),
        Ask::Reward { tokens } => {
            let mut t: Vec<BagToken> = tokens.clone();
            t.sort();
            t.dedup();
            t.into_iter().map(|token| Action::Token { token }).collect()
        }
        Ask::StatUp => [Stat::Rng, Stat::Mag, Stat::Mel, Stat::K, Stat::MaxHp]
            .into_iter()
            .map(|stat| Action::Stat { stat })
            .collect(),
        Ask::Attack => [AttackType::Rng, AttackType::Mag, AttackType::Mel]
            .into_iter()
            .map(|attack| Action::Attack { attack })
            .collect(),
        Ask::Discard { .. } => distinct(&p.hand)
            .into_iter()
            .map(|card| Action::Discard { card })
            .collect(),
        Ask::Exhaust => ready_gear(d, s, seat)
            .into_iter()
            .map(|gear| Action::Exhaust { gear })
            .collect(),
        Ask::Turn { .. } => turn(s, d, seat),
        Ask::Pay => vec![Action::Pay { pay: true }, Action::Pay { pay: false }],
        Ask::Pick { victim } => distinct(&s.players[usize::from(*victim)].hand)
            .into_iter()
            .map(|card| Action::Pick { card })
            .collect(),
        Ask::AttackCard { cards } => {
            if cards[0] == cards[1] {
                vec![Action::AttackCard { index: 0 }]
            } else {
                vec![
                    Action::AttackCard { index: 0 },
                    Action::AttackCard { index: 1 },
                ]
            }
        }
        Ask::Plunder => vec![
            Action::Plunder {
                token: Gain::Gullveig,
            },
            Action::Plunder { token: Gain::Thor },
        ],
        Ask::Order { cards } => orders(cards)
            .into_iter()
            .map(|cards| Action::Order { cards })
            .collect(),
        Ask::LookTake { cards } => look_takes(cards),
    }
}

/// A row's cards to take, and the Gullveig spent on a new row.
fn takes(s: &State, p: &Player, row: Row) -> Vec<Action> {
    let len = match row {
        Row::Equipment => s.equipment.row.len(),
        Row::Combat => s.combat.row.len(),
        Row::Monster => s.monsters[super::prep::level(s)].row.len(),
    };
    let mut out: Vec<Action> = (0..len as u8).map(|index| Action::Take { index }).collect();
    if p.gullveig > 0 {
        out.push(Action::Reroll);
    }
    out
}

/// EITHER: a face-up combat card taken, or a pile card removed, whichever can be.
fn either(s: &State, p: &Player) -> Vec<Action> {
    let mut out = Vec::new();
    if !s.combat.row.is_empty() {
        out.push(Action::Either { take: true });
    }
    if !p.pile.is_empty() {
        out.push(Action::Either { take: false });
    }
    out
}

/// e.munin: each looked-at card to hand, with every distinct order of the rest.
fn look_takes(cards: &[Card]) -> Vec<Action> {
    let mut out = Vec::new();
    for (i, &card) in cards.iter().enumerate() {
        let mut rest = cards.to_vec();
        rest.remove(i);
        for order in orders(&rest) {
            let a = Action::LookTake { card, order };
            if !out.contains(&a) {
                out.push(a);
            }
        }
    }
    out
}

/// Every distinct order of a few cards.
fn orders(cards: &[Card]) -> Vec<Vec<Card>> {
    if cards.len() <= 1 {
        return vec![cards.to_vec()];
    }
    let mut out: Vec<Vec<Card>> = Vec::new();
    for (i, &c) in cards.iter().enumerate() {
        let mut rest = cards.to_vec();
        rest.remove(i);
        for mut tail in orders(&rest) {
            tail.insert(0, c);
            if !out.contains(&tail) {
                out.push(tail);
            }
        }
    }
    out
}

/// R-FIGHT-3/4: the Thor spends, every play with its choices, and the pass.
fn turn(s: &State, d: &JomsData, seat: Seat) -> Vec<Action> {
    let p = &s.players[usize::from(seat)];
    let mut out = Vec::new();
    let can_draw = !p.pile.is_empty() || !p.discard.is_empty();
    if p.thor > 0 {
        if p.fate {
            out.push(ThorUse::Unfate);
        }
        out.push(ThorUse::Bonus);
        if can_draw {
            out.push(ThorUse::Draw);
        }
    }
    let mut out: Vec<Action> = out
        .into_iter()
        .map(|spend| Action::Thor { spend })
        .collect();
    out.extend(
        plays(s, d, seat)
            .into_iter()
            .map(|play| Action::Play { play }),
    );
    out.push(Action::Pass);
    out
}

/// A text that only dodges cannot be used against a Wild monster (R-ACT-2, R-EX-5).
fn only_dodges(effects: &[Effect]) -> bool {
    effects == [Effect::Dodge]
}

pub fn plays(s: &State, d: &JomsData, seat: Seat) -> Vec<Play> {
    let p = &s.players[usize::from(seat)];
    let hand = distinct(&p.hand);
    let wild = query::wild_for(d, s, seat);
    let mut out = Vec::new();
    if p.battlefield.len() < FIELD && query::t(d, p) <= query::k(d, p) {
        out.extend(hand.iter().map(|&c| Play::Field {
            from: Source::Hand(c),
        }));
        if !p.pile.is_empty() || !p.discard.is_empty() {
            out.push(Play::Field { from: Source::Top });
        }
    }
    if p.round_slot.is_none() && !s.world.no_round_slot {
        for &card in &hand {
            let text = query::text(d, card);
            if text.is_empty() || (wild && only_dodges(text)) {
                continue;
            }
            for choice in choices(s, d, seat, text, None) {
                out.push(Play::Round { card, choice });
            }
        }
    }
    gear_plays(s, d, seat, wild, &mut out);
    if let Some(ch) = query::character(d, p) {
        let fx = &ch.ability.effects;
        if ch.ability.when == Timing::Exhaust && !p.exhausted && !(wild && only_dodges(fx)) {
            for choice in choices(s, d, seat, fx, None) {
                out.push(Play::Ability { choice });
            }
        }
    }
    slot_plays(s, d, seat, &hand, &mut out);
    out
}

fn gear_plays(s: &State, d: &JomsData, seat: Seat, wild: bool, out: &mut Vec<Play>) {
    let p = &s.players[usize::from(seat)];
    for (i, g) in p.gear.iter().enumerate() {
        let e = &d.equipment[usize::from(g.card)];
        let index = i as u8;
        let usable = !g.exhausted && !e.exhaust.is_empty();
        if usable && !(wild && only_dodges(&e.exhaust)) {
            for choice in choices(s, d, seat, &e.exhaust, Some(index)) {
                out.push(Play::Gear {
                    index,
                    destroy: false,
                    choice,
                });
            }
        }
        if !e.destroy.is_empty() {
            for choice in choices(s, d, seat, &e.destroy, Some(index)) {
                out.push(Play::Gear {
                    index,
                    destroy: true,
                    choice,
                });
            }
        }
    }
}

/// E–G: healing, divination (with the card it may drop), precise.
fn slot_plays(s: &State, d: &JomsData, seat: Seat, hand: &[Card], out: &mut Vec<Play>) {
    let p = &s.players[usize::from(seat)];
    if p.healing.is_empty() {
        out.extend(hand.iter().map(|&card| Play::Heal { card }));
    }
    if p.divination.is_none() {
        let any = query::planet_has(d, s, &Effect::DivinationAnyCard);
        let len = p.battlefield.len();
        for &card in hand {
            out.push(Play::Divine { card, drop: None });
            let reach = if any {
                len
            } else if query::fate(d, card) >= 4 {
                2
            } else {
                1
            };
            for i in len.saturating_sub(reach)..len {
                out.push(Play::Divine {
                    card,
                    drop: Some(i as u8),
                });
            }
        }
    }
    if p.precise.is_none() {
        out.extend(hand.iter().map(|&card| Play::Precise { card }));
    }
}

/// Every set of choices a text can be used with (Terms; R-DECIDE 12/13/18/20).
pub fn choices(
    s: &State,
    d: &JomsData,
    seat: Seat,
    effects: &[Effect],
    gear: Option<u8>,
) -> Vec<Choice> {
    let mut out = vec![Choice::default()];
    let others = query::others_active(s, seat);
    let mut targeted = false;
    let p = &s.players[usize::from(seat)];
    for e in effects {
        let mut you_or: Vec<Seat> = vec![seat];
        you_or.extend(others.iter().copied());
        match e {
            Effect::Heal {
                who: Who::YouOrAnother,
                ..
            }
            | Effect::LoseAllVenom {
                who: Who::YouOrAnother,
            }
            | Effect::Cleanse {
                who: Who::YouOrAnother,
            } if !targeted => {
                targeted = true;
                out = expand(out, &you_or, |c, &x| c.targets = vec![x]);
            }
            Effect::Venom {
                who: Who::Another, ..
            }
            | Effect::DiscardLastOfBattlefield { who: Who::Another }
            | Effect::DiscardRandomHand {
                who: Who::Another, ..
            }
            | Effect::Fate { who: Who::Another }
            | Effect::LoseHp {
                who: Who::Another, ..
            }
            | Effect::Reduce {
                who: Who::Another, ..
            }
            | Effect::PassVenom
                if !targeted =>
            {
                targeted = true;
                out = expand(out, &others, |c, &x| c.targets = vec![x]);
            }
            Effect::ChangeK {
                either_sign: true, ..
            } => {
                out = expand(out, &[false, true], |c, &m| c.minus = m);
            }
            Effect::BattlefieldToHand => {
                let all: Vec<u8> = (0..p.battlefield.len() as u8).collect();
                out = expand(out, &all, |c, &i| c.position = Some(i));
            }
            Effect::DiscardOwnBattlefield { reach } => {
                let some = last_positions(p, *reach);
                out = expand(out, &some, |c, &i| c.position = Some(i));
            }
            Effect::Recharge { what } => {
                let can = rechargeable(s, d, seat, *what, gear);
                out = expand(out, &can, |c, &r| c.recharge = Some(r));
            }
            Effect::FateOrUnfate { up_to } => {
                let astrid = fate_choices(s, seat, &others, *up_to);
                if !astrid.is_empty() {
                    out = astrid;
                }
            }
            _ => {}
        }
    }
    out
}

/// The positions of the last `reach` battlefield cards.
fn last_positions(p: &Player, reach: u8) -> Vec<u8> {
    let len = p.battlefield.len();
    (len.saturating_sub(usize::from(reach))..len)
        .map(|i| i as u8)
        .collect()
}

/// The character and the equipment cards a recharge may ready (R-DECIDE 20).
fn rechargeable(
    s: &State,
    d: &JomsData,
    seat: Seat,
    what: Recharge,
    gear: Option<u8>,
) -> Vec<Ready> {
    let p = &s.players[usize::from(seat)];
    let mut can: Vec<Ready> = vec![Ready::Character];
    can.extend((0..p.gear.len() as u8).map(Ready::Gear));
    can.retain(|&r| may_recharge(d, s, seat, what, gear, r));
    can
}

/// Each choice so far, once per option (none: the choices stay as they are).
fn expand<T>(out: Vec<Choice>, options: &[T], set: impl Fn(&mut Choice, &T)) -> Vec<Choice> {
    if options.is_empty() {
        return out;
    }
    let mut next = Vec::with_capacity(out.len() * options.len());
    for c in out {
        for o in options {
            let mut c = c.clone();
            set(&mut c, o);
            next.push(c);
        }
    }
    next
}

/// Astrid: fate on 1 or up to `up_to` unfated others, or one fate removed from any active.
fn fate_choices(s: &State, seat: Seat, others: &[Seat], up_to: u8) -> Vec<Choice> {
    let unfated: Vec<Seat> = others
        .iter()
        .copied()
        .filter(|&x| !s.players[usize::from(x)].fate)
        .collect();
    let mut out = Vec::new();
    for (i, &a) in unfated.iter().enumerate() {
        out.push(Choice {
            targets: vec![a],
            ..Choice::default()
        });
        if up_to >= 2 {
            for &b in &unfated[i + 1..] {
                out.push(Choice {
                    targets: vec![a, b],
                    ..Choice::default()
                });
            }
        }
    }
    let mut fated: Vec<Seat> = vec![seat];
    fated.extend(others.iter().copied());
    for x in fated {
        if s.players[usize::from(x)].fate {
            out.push(Choice {
                targets: vec![x],
                unfate: true,
                ..Choice::default()
            });
        }
    }
    out
}
