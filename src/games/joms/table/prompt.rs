//! Prompts (R-DECIDE): who must decide what, each answer in words with what it does now —
//! a battlefield card with the T, K and damage it leads to — and every action described for
//! its owner and for the others (R-INFO: a hand, a search or a secret choice stays the
//! owner's).

use super::board::outcome;
use super::words::{
    attack, attack_kind, card, card_full, card_label, card_numbers, cards, character,
    character_full, effects, gear, gear_full, monster, monster_full, seat_name, stat, token_name,
    token_use,
};
use crate::games::joms::damage::strike;
use crate::games::joms::effect::Gain;
use crate::games::joms::flow::Row;
use crate::games::joms::legal::ask_of;
use crate::games::joms::{
    data, legal_actions, query, Action, Ask, Card, Choice, JomsData, Play, Player, Ready, Source,
    State, ThorUse,
};
use crate::games::{Rules, Seat};
use crate::i18n::Text;
use crate::table::game::{Audience, Offer, Prompt};
use crate::table::words::list;

pub fn ask_id(ask: &Ask) -> &'static str {
    match ask {
        Ask::Character => "character",
        Ask::Row {
            row: Row::Equipment,
            ..
        } => "row-equipment",
        Ask::Row {
            row: Row::Combat,
            to_pile: true,
        } => "row-combat-pile",
        Ask::Row {
            row: Row::Combat, ..
        } => "row-combat",
        Ask::Row {
            row: Row::Monster, ..
        } => "row-monster",
        Ask::Keep { .. } => "keep",
        Ask::Branch => "branch",
        Ask::Either => "either",
        Ask::Remove => "remove",
        Ask::Reward { .. } => "reward",
        Ask::StatUp => "stat-up",
        Ask::Attack => "attack",
        Ask::Discard { .. } => "discard",
        Ask::Exhaust => "exhaust",
        Ask::Turn { .. } => "turn",
        Ask::Pay => "pay",
        Ask::Pick { .. } => "pick",
        Ask::AttackCard { .. } => "attack-card",
        Ask::Plunder => "plunder",
        Ask::Order { .. } => "order",
        Ask::LookTake { .. } => "look-take",
    }
}

/// Answers that show the hand, the pile or a secret choice go to their player alone.
fn private(ask: &Ask) -> bool {
    matches!(
        ask,
        Ask::Character
            | Ask::Turn { .. }
            | Ask::Discard { .. }
            | Ask::Remove
            | Ask::Reward { .. }
            | Ask::Order { .. }
            | Ask::LookTake { .. }
    )
}

fn what(s: &State, ask: &Ask, names: &[String], id: &'static str) -> Text {
    let t = Text::new(id).str("ask", ask_id(ask));
    match ask {
        Ask::Discard { n } => t.num("n", *n),
        Ask::Pick { victim } => t.str("victim", seat_name(names, *victim)),
        Ask::Turn { .. } => t.num("round", s.round),
        _ => t,
    }
}

pub fn prompt(s: &State, seat: Seat, names: &[String]) -> Prompt<Action> {
    let Some(ask) = ask_of(s, seat) else {
        return Prompt {
            public: Text::new("joms-prompt-nothing"),
            personal: Text::new("joms-prompt-nothing"),
            choices: Vec::new(),
            pick: None,
            private: false,
        };
    };
    Prompt {
        public: Text::new("joms-decision")
            .str("name", seat_name(names, seat))
            .text("what", what(s, ask, names, "joms-ask")),
        personal: Text::new("joms-decision-yours")
            .text("what", what(s, ask, names, "joms-ask-yours")),
        choices: offers(s, seat, names, private(ask)),
        pick: None,
        private: private(ask),
    }
}

/// Every legal answer; in a private prompt, what a deadline would play first. A default may
/// follow the hidden hand or pile (which attack, take or remove), so answers shown in the
/// channel keep their own order.
fn offers(s: &State, seat: Seat, names: &[String], private: bool) -> Vec<Offer<Action>> {
    let Ok(d) = data() else { return vec![] };
    let mut legal = legal_actions(s, seat);
    let default = private
        .then(|| crate::games::joms::Joms::default_action(s, seat))
        .flatten();
    if let Some(at) = default.and_then(|a| legal.iter().position(|l| *l == a)) {
        legal[..=at].rotate_right(1);
    }
    legal
        .into_iter()
        .map(|a| {
            let mut o = Offer::one(label(d, s, seat, &a, names), a.clone());
            if let Some(g) = group(&a) {
                o = o.group(g);
            }
            match detail(d, s, seat, &a) {
                Some(t) => o.detail(t),
                None => o,
            }
        })
        .collect()
}

fn group(a: &Action) -> Option<Text> {
    group_id(a).map(|id| Text::new("joms-group").str("group", id))
}

/// The kind of answer an action is, in a turn: the battlefield, a slot, equipment, …
fn group_id(a: &Action) -> Option<&'static str> {
    Some(match a {
        Action::Play { play } => match play {
            Play::Field { .. } => "field",
            Play::Round { .. } => "round",
            Play::Gear { .. } => "gear",
            Play::Ability { .. } => "ability",
            Play::Heal { .. } => "healing",
            Play::Divine { .. } => "divination",
            Play::Precise { .. } => "precise",
        },
        Action::Thor { .. } => "thor",
        Action::Pass => "pass",
        _ => return None,
    })
}

/// What a menu of `seat`'s answers asks for, as its placeholder says it: "Choose the monster
/// you will fight" rather than "Choose…".
pub fn placeholder(s: &State, seat: Seat) -> Option<Text> {
    ask_of(s, seat).map(|ask| Text::new("joms-choose").str("ask", ask_id(ask)))
}

/// What an answer does now, for its player: the numbers of the cards it plays, then a play's
/// attack after it or a card's full text.
fn detail(d: &JomsData, s: &State, seat: Seat, a: &Action) -> Option<Text> {
    let p = &s.players[usize::from(seat)];
    let rest = what_it_does(d, s, seat, a);
    let Action::Play { play } = a else {
        return rest;
    };
    match (play_numbers(p, play), rest) {
        (Some(n), Some(r)) => Some(
            Text::new("joms-detail-text")
                .text("text", n)
                .text("then", r),
        ),
        (n, r) => n.or(r),
    }
}

/// What an answer does now: a play's attack after it, a card's full text.
fn what_it_does(d: &JomsData, s: &State, seat: Seat, a: &Action) -> Option<Text> {
    let p = &s.players[usize::from(seat)];
    match a {
        Action::Character { index } => p.dealt.get(usize::from(*index)).map(|&c| character_full(c)),
        Action::Take { index } => row_detail(s, seat, *index),
        Action::Token { token: k } => token_use(*k),
        Action::Attack { attack: at } => Some(
            Text::new("joms-detail-attack")
                .num("cards", query::hand_size(d, p, *at))
                .str(
                    "resisted",
                    if query::monster(d, p).is_some_and(|m| m.resists.contains(at)) {
                        "yes"
                    } else {
                        "no"
                    },
                ),
        ),
        Action::Play {
            play: Play::Field { from: Source::Top },
        } => Some(Text::new("joms-detail-top")),
        Action::Play {
            play: Play::Round { card: c, .. },
        } => Some(match after_play(s, seat, a) {
            Some(then) => Text::new("joms-detail-text")
                .text("text", card_text(*c))
                .text("then", then),
            None => card_text(*c),
        }),
        Action::Play {
            play: Play::Gear { index, .. },
        } => {
            let g = p.gear.get(usize::from(*index))?;
            Some(match after_play(s, seat, a) {
                Some(then) => Text::new("joms-detail-text")
                    .text("text", gear_full(g.card))
                    .text("then", then),
                None => gear_full(g.card),
            })
        }
        Action::Play { .. } => after_play(s, seat, a),
        Action::Thor {
            spend: ThorUse::Bonus,
        } => after_play(s, seat, a),
        _ => None,
    }
}

fn card_text(c: crate::games::joms::Card) -> Text {
    data().map_or(Text::new("list-none"), |d| effects(query::text(d, c)))
}

/// The attack `seat` would make after playing `a` on a copy of the state.
fn after_play(s: &State, seat: Seat, a: &Action) -> Option<Text> {
    let d = data().ok()?;
    let mut after = s.clone();
    crate::games::joms::Joms::apply(&mut after, seat, a).ok()?;
    let p = &after.players[usize::from(seat)];
    p.fight?;
    Some(outcome(&strike(d, &after, seat), p.battlefield.is_empty()))
}

fn row_detail(s: &State, _seat: Seat, index: u8) -> Option<Text> {
    let i = usize::from(index);
    let ask = s.prompts.first().map(|p| &p.ask)?;
    match ask {
        Ask::Row {
            row: Row::Equipment,
            ..
        } => s.equipment.row.get(i).map(|&e| gear_full(e)),
        Ask::Row {
            row: Row::Combat, ..
        } => s.combat.row.get(i).map(|&c| card_full(c)),
        Ask::Row {
            row: Row::Monster, ..
        } => s.monsters[crate::games::joms::prep::level(s)]
            .row
            .get(i)
            .map(|&m| monster_full(m)),
        _ => None,
    }
}

/// An answer's label, as offered to its player.
pub fn label(d: &JomsData, s: &State, seat: Seat, a: &Action, names: &[String]) -> Text {
    let p = &s.players[usize::from(seat)];
    let t = |id: &'static str| Text::new(id);
    match a {
        Action::Character { index } => p
            .dealt
            .get(usize::from(*index))
            .map_or(t("list-none"), |&c| {
                t("joms-act-character").text("character", character(c))
            }),
        Action::Reroll => t("joms-act-reroll"),
        Action::Take { index } => t("joms-act-take").text("card", row_card(s, seat, *index)),
        Action::Keep { new } => keep_label(s, seat, *new),
        Action::Branch { index } => d
            .yggdrasil
            .branches
            .get(usize::from(*index))
            .map_or(t("list-none"), |b| {
                t("joms-act-branch").str("branch", b.id.replace('.', "-"))
            }),
        Action::Either { take } => {
            t("joms-act-either").str("take", if *take { "yes" } else { "no" })
        }
        Action::Remove { card: c } => t("joms-act-remove").text("card", card(*c)),
        Action::Token { token: k } => t("joms-act-token").text("token", token_name(*k)),
        Action::Stat { stat: st } => t("joms-act-stat").text("stat", stat(*st)),
        Action::Attack { attack: at } => t("joms-act-attack").text("attack", attack(*at)),
        Action::Discard { card: c } => t("joms-act-discard").text("card", card(*c)),
        Action::Exhaust { gear: g } => p.gear.get(usize::from(*g)).map_or(t("list-none"), |g| {
            t("joms-act-exhaust").text("gear", gear(g.card))
        }),
        Action::Pay { pay } => t("joms-act-pay").str("pay", if *pay { "yes" } else { "no" }),
        Action::Pick { card: c } => t("joms-act-pick").text("card", card(*c)),
        Action::AttackCard { index } => attack_card_label(s, seat, *index),
        Action::Plunder { token: g } => {
            t("joms-act-plunder").str("token", if *g == Gain::Thor { "thor" } else { "gullveig" })
        }
        Action::Order { cards: cs } => t("joms-act-order").text("cards", cards(cs)),
        Action::LookTake { card: c, order } => t("joms-act-look-take")
            .text("card", card(*c))
            .text("cards", cards(order)),
        Action::Thor { spend } => t("joms-act-thor").str(
            "spend",
            match spend {
                ThorUse::Unfate => "unfate",
                ThorUse::Bonus => "bonus",
                ThorUse::Draw => "draw",
            },
        ),
        Action::Play { play } => play_label(d, s, seat, play, names),
        Action::Pass => t("joms-act-pass"),
    }
}

fn row_card(s: &State, seat: Seat, index: u8) -> Text {
    let i = usize::from(index);
    match ask_of(s, seat) {
        Some(Ask::Row {
            row: Row::Equipment,
            ..
        }) => s.equipment.row.get(i).map(|&e| gear(e)),
        Some(Ask::Row {
            row: Row::Combat, ..
        }) => s.combat.row.get(i).map(|&c| card(c)),
        Some(Ask::Row {
            row: Row::Monster, ..
        }) => s.monsters[crate::games::joms::prep::level(s)]
            .row
            .get(i)
            .map(|&m| monster(m)),
        _ => None,
    }
    .unwrap_or(Text::new("list-none"))
}

fn keep_label(s: &State, seat: Seat, new: bool) -> Text {
    match ask_of(s, seat) {
        Some(Ask::Keep { old, new: n }) => {
            Text::new("joms-act-keep").text("gear", gear(if new { *n } else { *old }))
        }
        _ => Text::new("list-none"),
    }
}

fn attack_card_label(s: &State, seat: Seat, index: u8) -> Text {
    let Some(Ask::AttackCard { cards: cs }) = ask_of(s, seat) else {
        return Text::new("list-none");
    };
    let kind = cs[usize::from(index).min(1)];
    let Some(m) = data()
        .ok()
        .and_then(|d| query::monster(d, &s.players[usize::from(seat)]))
    else {
        return attack_kind(kind);
    };
    let (dmg, fx) = match kind {
        crate::games::joms::cards::AttackKind::Basic => (m.damage.basic, &[][..]),
        crate::games::joms::cards::AttackKind::Special => (m.damage.special, m.special.as_slice()),
        crate::games::joms::cards::AttackKind::Critical => {
            (m.damage.critical, m.critical.as_slice())
        }
    };
    Text::new("joms-act-attack-card")
        .text("kind", attack_kind(kind))
        .num("damage", dmg)
        .text("effects", super::words::monster_effects(fx))
}

/// A play (R-ACT) in words, with its choices.
fn play_label(d: &JomsData, s: &State, seat: Seat, play: &Play, names: &[String]) -> Text {
    let p = &s.players[usize::from(seat)];
    let base = match play {
        Play::Field {
            from: Source::Hand(c),
        } => Text::new("joms-act-field").text("card", card_label(*c)),
        Play::Field { from: Source::Top } => Text::new("joms-act-field-top"),
        Play::Round { card: c, .. } => Text::new("joms-act-round").text("card", card_label(*c)),
        Play::Gear { index, destroy, .. } => {
            p.gear
                .get(usize::from(*index))
                .map_or(Text::new("list-none"), |g| {
                    Text::new("joms-act-gear")
                        .text("gear", gear(g.card))
                        .str("destroy", if *destroy { "yes" } else { "no" })
                })
        }
        Play::Ability { .. } => Text::new("joms-act-ability").text(
            "character",
            p.character.map_or(Text::new("list-none"), character),
        ),
        Play::Heal { card: c } => Text::new("joms-act-heal").text("card", card_label(*c)),
        Play::Divine { card: c, drop } => {
            let t = Text::new("joms-act-divine").text("card", card_label(*c));
            match dropped(p, *drop) {
                Some(x) => t.str("drop", "yes").text("dropped", card_label(x)),
                None => t.str("drop", "none"),
            }
        }
        Play::Precise { card: c } => Text::new("joms-act-precise").text("card", card_label(*c)),
    };
    match play {
        Play::Round { choice, .. } | Play::Gear { choice, .. } | Play::Ability { choice } => {
            with_choice(d, s, seat, base, choice, names)
        }
        _ => base,
    }
}

/// The battlefield card a divination drops, if it drops one.
fn dropped(p: &Player, drop: Option<u8>) -> Option<Card> {
    drop.and_then(|i| p.battlefield.get(usize::from(i)).copied())
}

/// The numbers of the cards a play puts down (and drops), which its label only names.
fn play_numbers(p: &Player, play: &Play) -> Option<Text> {
    // A text's choice may name a battlefield card too ("taking basic").
    let taken = |c: &Choice| {
        c.position
            .and_then(|i| p.battlefield.get(usize::from(i)).copied())
    };
    let cards: Vec<Card> = match play {
        Play::Field {
            from: Source::Hand(c),
        }
        | Play::Heal { card: c }
        | Play::Precise { card: c } => vec![*c],
        Play::Round { card: c, choice } => std::iter::once(*c).chain(taken(choice)).collect(),
        Play::Gear { choice, .. } | Play::Ability { choice } => taken(choice).into_iter().collect(),
        Play::Divine { card: c, drop } => std::iter::once(*c).chain(dropped(p, *drop)).collect(),
        Play::Field { from: Source::Top } => Vec::new(),
    };
    (!cards.is_empty()).then(|| list(cards.into_iter().map(card_numbers).collect()))
}

/// The choices of a text in words: "on Bo", "K −1", "readying Rune shield".
fn with_choice(
    d: &JomsData,
    s: &State,
    seat: Seat,
    base: Text,
    c: &Choice,
    names: &[String],
) -> Text {
    let p = &s.players[usize::from(seat)];
    let mut parts = Vec::new();
    if !c.targets.is_empty() {
        let who = list(
            c.targets
                .iter()
                .map(|&x| Text::new("joms-name").str("name", seat_name(names, x)))
                .collect(),
        );
        parts.push(
            Text::new("joms-choice-target")
                .text("who", who)
                .str("unfate", if c.unfate { "yes" } else { "no" }),
        );
    }
    if c.minus {
        parts.push(Text::new("joms-choice-minus"));
    }
    if let Some(i) = c.position {
        if let Some(&card_) = p.battlefield.get(usize::from(i)) {
            parts.push(Text::new("joms-choice-position").text("card", card_label(card_)));
        }
    }
    if let Some(r) = c.recharge {
        let what = match r {
            Ready::Character => p.character.map_or(Text::new("list-none"), character),
            Ready::Gear(i) => p
                .gear
                .get(usize::from(i))
                .map_or(Text::new("list-none"), |g| gear(g.card)),
        };
        parts.push(Text::new("joms-choice-recharge").text("what", what));
    }
    let _ = d;
    if parts.is_empty() {
        base
    } else {
        Text::new("joms-with-choice")
            .text("play", base)
            .text("choices", list(parts))
    }
}

/// An action told to its owner, or to the others without the owner's secrets (R-INFO).
pub fn describe(s: &State, seat: Seat, a: &Action, names: &[String], audience: Audience) -> Text {
    let Ok(d) = data() else {
        return Text::new("list-none");
    };
    if audience == Audience::Others {
        match a {
            Action::Character { .. } => return Text::new("joms-act-character-hidden"),
            Action::Order { .. } | Action::LookTake { .. } => {
                return Text::new("joms-act-search-hidden")
            }
            Action::Token { .. } if s.prompts.iter().any(|p| p.seat == seat) => {}
            _ => {}
        }
    }
    label(d, s, seat, a, names)
}
