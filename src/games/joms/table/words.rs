//! Jomsvikings' names and small phrases as Fluent texts (every id starts with `joms-`): cards,
//! equipment, monsters, characters, planets and hindrances by their data ids, and each effect
//! kind of the effect grammar worded once, so a card's text is its effects' words.

use crate::games::joms::cards::{AttackKind, EquipmentType};
use crate::games::joms::effect::{
    AttackType, Effect, Gain, Landing, MonsterEffect, Recharge, Stat, Trait, Who,
};
use crate::games::joms::query;
use crate::games::joms::{data, BagToken, Card, JomsData, JomsError};
use crate::games::Seat;
use crate::i18n::Text;
use crate::table::words::list;

/// The Fluent id of a data id's name: `c.lipowa_tarcza` → `joms-c-lipowa-tarcza`.
pub fn name_id(id: &str) -> String {
    format!("joms-{}", id.replace(['.', '_'], "-"))
}

pub fn name(id: &str) -> Text {
    Text::dynamic(name_id(id))
}

fn with_data(f: impl FnOnce(&JomsData) -> Text) -> Text {
    data().map_or(Text::new("list-none"), f)
}

/// "Thor's wrath (fate 4, damage 2)", "basic (fate 5, damage 1)" (L / D).
pub fn card(c: Card) -> Text {
    with_data(|d| {
        let (fate, damage) = (query::fate(d, c), query::damage(d, c));
        match c {
            Card::Basic(_) => Text::new("joms-basic")
                .num("fate", fate)
                .num("damage", damage),
            Card::Combat(i) => Text::new("joms-card")
                .text("name", name(&d.combat[usize::from(i)].id))
                .num("fate", fate)
                .num("damage", damage),
        }
    })
}

/// A card as an answer's label names it: a combat card by its name, a basic card (which has
/// none) by its fate value. Its numbers go to the answer's detail ([`card_numbers`]).
pub fn card_label(c: Card) -> Text {
    with_data(|d| match c {
        Card::Basic(_) => Text::new("joms-basic-label").num("fate", query::fate(d, c)),
        Card::Combat(i) => name(&d.combat[usize::from(i)].id),
    })
}

/// A card revealed to break a tie for first player, by its fate value: "Ana 5".
pub fn reveal(name: String, c: Card) -> Text {
    with_data(|d| {
        Text::new("joms-reveal")
            .str("name", name)
            .num("fate", query::fate(d, c))
    })
}

/// "Thor's wrath: fate 4, damage 2".
pub fn card_numbers(c: Card) -> Text {
    with_data(|d| {
        let named = match c {
            Card::Basic(_) => Text::new("joms-basic-name"),
            Card::Combat(i) => name(&d.combat[usize::from(i)].id),
        };
        Text::new("joms-card-numbers")
            .text("name", named)
            .num("fate", query::fate(d, c))
            .num("damage", query::damage(d, c))
    })
}

pub fn cards(cs: &[Card]) -> Text {
    list(cs.iter().map(|&c| card(c)).collect())
}

/// A card with its text, if it has one: "Thor's wrath 4/2 — +2 damage if your attack lands".
pub fn card_full(c: Card) -> Text {
    with_data(|d| {
        let fx = query::text(d, c);
        if fx.is_empty() {
            card(c)
        } else {
            Text::new("joms-card-text")
                .text("card", card(c))
                .text("text", effects(fx))
        }
    })
}

pub fn gear(e: u8) -> Text {
    with_data(|d| name(&d.equipment[usize::from(e)].id))
}

/// Equipment with its type, glory and every use: "Rune shield (shield, 1 glory) — ⟳ …".
pub fn gear_full(e: u8) -> Text {
    with_data(|d| {
        let eq = &d.equipment[usize::from(e)];
        let mut parts = Vec::new();
        if !eq.passive.is_empty() {
            parts.push(effects(&eq.passive));
        }
        if !eq.exhaust.is_empty() {
            parts.push(Text::new("joms-use-exhaust").text("text", effects(&eq.exhaust)));
        }
        if !eq.destroy.is_empty() {
            parts.push(Text::new("joms-use-destroy").text("text", effects(&eq.destroy)));
        }
        Text::new("joms-gear-full")
            .text("name", name(&eq.id))
            .str("type", gear_type_id(eq.kind))
            .num("glory", eq.glory)
            .text("text", joined(parts))
    })
}

/// An equipment type's id in the Fluent selectors: `weapon`, `armour`, … `artifact`.
pub fn gear_type_id(t: EquipmentType) -> &'static str {
    match t {
        EquipmentType::Weapon => "weapon",
        EquipmentType::Armour => "armour",
        EquipmentType::Shield => "shield",
        EquipmentType::Implant => "implant",
        EquipmentType::Companion => "companion",
        EquipmentType::Artifact => "artifact",
    }
}

pub fn monster(m: u8) -> Text {
    with_data(|d| name(&d.monsters[usize::from(m)].id))
}

pub fn character(c: u8) -> Text {
    with_data(|d| name(&d.characters[usize::from(c)].id))
}

/// "Gunnar, einherjar — draws 4 cards for a ranged attack, … limit 12; 16 HP; …".
pub fn character_full(c: u8) -> Text {
    with_data(|d| {
        let ch = &d.characters[usize::from(c)];
        let when = format!("{:?}", ch.ability.when).to_lowercase();
        Text::new("joms-character-full")
            .text("name", name(&ch.id))
            .text("role", Text::dynamic(format!("{}-role", name_id(&ch.id))))
            .num("rng", ch.rng)
            .num("mag", ch.mag)
            .num("mel", ch.mel)
            .num("k", ch.k)
            .num("hp", ch.hp)
            .num("gullveig", ch.gullveig)
            .text(
                "ability",
                Text::new("joms-ability")
                    .str("when", when)
                    .text("text", effects(&ch.ability.effects)),
            )
    })
}

pub fn planet(p: u8) -> Text {
    with_data(|d| name(&d.planets[usize::from(p)].id))
}

pub fn planet_full(p: u8) -> Text {
    with_data(|d| {
        let pl = &d.planets[usize::from(p)];
        Text::new("joms-named-text")
            .text("name", name(&pl.id))
            .text("text", effects(&pl.effects))
    })
}

pub fn hindrance_full(h: u8) -> Text {
    with_data(|d| {
        let u = &d.hindrances[usize::from(h)];
        Text::new("joms-named-text")
            .text("name", name(&u.id))
            .text("text", effects(&u.effects))
    })
}

pub fn attack(a: AttackType) -> Text {
    Text::new("joms-attack").str("attack", attack_id(a))
}

/// What a monster resists, as a list: "magic and melee", "magię i walkę wręcz".
pub fn resisted(attacks: &[AttackType]) -> Text {
    list(
        attacks
            .iter()
            .map(|&a| Text::new("joms-resist").str("attack", attack_id(a)))
            .collect(),
    )
}

/// The same, as short as it can be said: "ranged, melee", "dystans, wręcz".
pub fn resisted_short(attacks: &[AttackType]) -> Text {
    list(
        attacks
            .iter()
            .map(|&a| Text::new("joms-resist-short").str("attack", attack_id(a)))
            .collect(),
    )
}

pub fn attack_id(a: AttackType) -> &'static str {
    match a {
        AttackType::Rng => "rng",
        AttackType::Mag => "mag",
        AttackType::Mel => "mel",
    }
}

pub fn attack_kind(k: AttackKind) -> Text {
    Text::new("joms-attack-card").str(
        "kind",
        match k {
            AttackKind::Basic => "basic",
            AttackKind::Special => "special",
            AttackKind::Critical => "critical",
        },
    )
}

/// A token's short name, for a button: "damage-up token".
pub fn token_name(t: BagToken) -> Text {
    Text::new("joms-bag-token-name").str("token", token_id(t))
}

/// What a token does, where its name does not say it.
pub fn token_use(t: BagToken) -> Option<Text> {
    matches!(t, BagToken::DamageUp | BagToken::StatUp)
        .then(|| Text::new("joms-bag-token-use").str("token", token_id(t)))
}

fn token_id(t: BagToken) -> &'static str {
    match t {
        BagToken::Thor => "thor",
        BagToken::Gullveig => "gullveig",
        BagToken::DamageUp => "damage-up",
        BagToken::StatUp => "stat-up",
    }
}

/// A token in full, with what it does: "a damage-up token (+1 damage whenever …)".
pub fn token(t: BagToken) -> Text {
    Text::new("joms-bag-token").str("token", token_id(t))
}

pub fn gain_id(g: Gain) -> &'static str {
    match g {
        Gain::Gullveig => "gullveig",
        Gain::Thor => "thor",
        Gain::Glory => "glory",
    }
}

/// "3 glory", "1 Thor".
pub fn gain(g: Gain, n: u8) -> Text {
    Text::new("joms-gain").str("token", gain_id(g)).num("n", n)
}

pub fn stat(s: Stat) -> Text {
    Text::new("joms-stat").str(
        "stat",
        match s {
            Stat::Rng => "rng",
            Stat::Mag => "mag",
            Stat::Mel => "mel",
            Stat::K => "k",
            Stat::MaxHp => "max-hp",
        },
    )
}

fn trait_id(t: Trait) -> &'static str {
    match t {
        Trait::Wild => "wild",
        Trait::Venomous => "venomous",
        Trait::Guardian => "guardian",
        Trait::Treasure => "treasure",
        Trait::Aura => "aura",
    }
}

pub fn traits(ts: &[Trait]) -> Text {
    list(
        ts.iter()
            .map(|&t| Text::new("joms-trait").str("trait", trait_id(t)))
            .collect(),
    )
}

fn who_id(w: Who) -> &'static str {
    match w {
        Who::You => "you",
        Who::YouOrAnother => "you-or-another",
        Who::Another => "another",
        Who::All => "all",
    }
}

fn landing_id(l: Landing) -> &'static str {
    match l {
        Landing::Rng => "rng",
        Landing::Mag => "mag",
        Landing::Mel => "mel",
        Landing::Any => "any",
    }
}

fn recharge_id(r: Recharge) -> &'static str {
    match r {
        Recharge::Equipment => "equipment",
        Recharge::EquipmentOrCharacter => "equipment-or-character",
        Recharge::CharacterOrOtherEquipment => "character-or-other",
        Recharge::WeaponArmourOrShield => "weapon-armour-shield",
    }
}

/// Several parts of a text, joined with semicolons.
fn joined(parts: Vec<Text>) -> Text {
    let mut it = parts.into_iter();
    let Some(first) = it.next() else {
        return Text::new("list-none");
    };
    it.fold(first, |acc, t| {
        Text::new("joms-text-more")
            .text("head", acc)
            .text("tail", t)
    })
}

/// A whole text: its effects in order.
pub fn effects(fx: &[Effect]) -> Text {
    joined(fx.iter().map(effect).collect())
}

/// One effect in words (`joms-fx` selects on its kind).
pub fn effect(e: &Effect) -> Text {
    let t = |kind: &str| Text::new("joms-fx").str("kind", kind.to_string());
    match e {
        Effect::Dodge => t("dodge"),
        Effect::Reduce { n, who } => t("reduce").num("n", *n).str("who", who_id(*who)),
        Effect::ReduceIfWild { n } => t("reduce-if-wild").num("n", *n),
        Effect::IgnoreAttackEffects => t("ignore-effects"),
        Effect::NoAttackVenom => t("no-attack-venom"),
        Effect::AttackRevealsTwo => t("reveals-two"),
        Effect::AttackCountsBasic => t("counts-basic"),
        Effect::Bonus { n } => t("bonus").num("n", *n),
        Effect::BonusIfType { attack: a, n } => {
            t("bonus-if-type").num("n", *n).text("attack", attack(*a))
        }
        Effect::LandsBonus { attack: a, n } => {
            t("lands-bonus").num("n", *n).str("attack", landing_id(*a))
        }
        Effect::Piercing => t("piercing"),
        Effect::ChangeK {
            n,
            either_sign,
            who,
        } => t(if *either_sign { "k-either" } else { "k" })
            .num("n", *n)
            .str("who", who_id(*who)),
        Effect::DamageNow { n } => t("damage-now").num("n", *n),
        Effect::NoRegeneration => t("no-regeneration"),
        _ => effect_cards(e),
    }
}

fn effect_cards(e: &Effect) -> Text {
    let t = |kind: &str| Text::new("joms-fx").str("kind", kind.to_string());
    match e {
        Effect::Draw { n } => t("draw").num("n", *n),
        Effect::OrderTop { n } => t("order-top").num("n", *n),
        Effect::LookTopTake { n } => t("look-take").num("n", *n),
        Effect::BattlefieldToHand => t("field-to-hand"),
        Effect::DiscardOwnBattlefield { reach } => t("discard-own-field").num("n", *reach),
        Effect::DiscardLastOfBattlefield { .. } => t("discard-last-field"),
        Effect::DiscardRandomHand { n, .. } => t("discard-random").num("n", *n),
        Effect::DiscardHand { n, who } => t("discard-hand").num("n", *n).str("who", who_id(*who)),
        Effect::OthersMayPayToDraw { hp, draw } => t("others-pay").num("hp", *hp).num("n", *draw),
        Effect::AllDraw { n } => t("all-draw").num("n", *n),
        Effect::Heal { n, who } => t("heal").num("n", *n).str("who", who_id(*who)),
        Effect::HealFull => t("heal-full"),
        Effect::LoseHp { n, who } => t("lose-hp").num("n", *n).str("who", who_id(*who)),
        Effect::OthersLoseHp { n } => t("others-lose-hp").num("n", *n),
        Effect::RoundEndOthersLoseHp { n } => t("end-others-lose-hp").num("n", *n),
        Effect::RoundEndAllLoseHp { n } => t("end-all-lose-hp").num("n", *n),
        Effect::Venom { n, who } => t("venom").num("n", *n).str("who", who_id(*who)),
        Effect::LoseAllVenom { who } => t("lose-venom").str("who", who_id(*who)),
        Effect::PassVenom => t("pass-venom"),
        Effect::Fate { who } => t("fate").str("who", who_id(*who)),
        Effect::FateOrUnfate { up_to } => t("fate-or-unfate").num("n", *up_to),
        Effect::Cleanse { who } => t("cleanse").str("who", who_id(*who)),
        Effect::NeverVenom => t("never-venom"),
        _ => effect_world(e),
    }
}

fn effect_world(e: &Effect) -> Text {
    let t = |kind: &str| Text::new("joms-fx").str("kind", kind.to_string());
    match e {
        Effect::Gain { token, n } => t("gain").text("gain", gain(*token, *n)),
        Effect::CriticalGain { token, n } => t("critical-gain").text("gain", gain(*token, *n)),
        Effect::DefeatGain { token, n } => t("defeat-gain").text("gain", gain(*token, *n)),
        Effect::KillGain { token, n } => t("kill-gain").text("gain", gain(*token, *n)),
        Effect::SagaStartGain { token, n } => t("saga-gain").text("gain", gain(*token, *n)),
        Effect::Recharge { what } => t("recharge").str("what", recharge_id(*what)),
        Effect::ExhaustEquipment { .. } => t("exhaust-equipment"),
        Effect::Stat { stat: s, n } => t("stat").num("n", *n).text("stat", stat(*s)),
        Effect::Speed => t("speed"),
        Effect::TakeImplant => t("take-implant"),
        Effect::TakeCombatCard => t("take-combat-card"),
        Effect::YggdrasilMove { n } => t("yggdrasil").num("n", *n),
        Effect::FirstDrawPlus { n } => t("first-draw-plus").num("n", *n),
        Effect::HealingSlotPlus { n } => t("healing-plus").num("n", *n),
        Effect::DivinationAnyCard => t("divination-any"),
        Effect::MonsterHp { n } => t("monster-hp").num("n", *n),
        Effect::MonstersGainTrait { gains } => t("monsters-trait").str("trait", trait_id(*gains)),
        Effect::NoDeathCompensation => t("no-compensation"),
        Effect::RegenerationPlus { n } => t("regeneration-plus").num("n", *n),
        Effect::AttackPlus { n } => t("attack-plus").num("n", *n),
        Effect::NoRoundSlot => t("no-round-slot"),
        Effect::AttackWorseOfTwo => t("worse-of-two"),
        Effect::Plunder => t("plunder"),
        _ => t("none"),
    }
}

/// A monster's effect code in words.
pub fn monster_effect(e: MonsterEffect) -> Text {
    Text::new("joms-mfx").str("code", format!("{e:?}").to_lowercase())
}

pub fn monster_effects(es: &[MonsterEffect]) -> Text {
    if es.is_empty() {
        return Text::new("joms-mfx-none");
    }
    list(es.iter().map(|&e| monster_effect(e)).collect())
}

/// A monster with its numbers: "Draugr (level 1) — 9 HP, worth 4 glory; … strikes for 2 …".
pub fn monster_full(m: u8) -> Text {
    with_data(|d| {
        let mo = &d.monsters[usize::from(m)];
        Text::new("joms-monster-full")
            .text("name", name(&mo.id))
            .num("level", mo.level)
            .num("hp", mo.hp)
            .num("glory", mo.glory)
            .num("resisting", mo.resists.len() as i64)
            .text("resists", resisted(&mo.resists))
            .num("traited", mo.traits.len() as i64)
            .text("traits", traits(&mo.traits))
            .num("regeneration", mo.regeneration)
            .num("basic", mo.damage.basic)
            .num("special", mo.damage.special)
            .num("critical", mo.damage.critical)
            .text("on_special", monster_effects(&mo.special))
            .text("on_critical", monster_effects(&mo.critical))
    })
}

pub fn seat_name(names: &[String], seat: Seat) -> String {
    crate::table::words::who(names, seat)
}

pub fn rule_error(e: &JomsError) -> Text {
    let id = match e {
        JomsError::GameOver => "game-over",
        JomsError::NotYourDecision => "not-yours",
        JomsError::WrongDecision => "wrong-decision",
        JomsError::NotInHand => "not-in-hand",
        JomsError::OverK => "over-k",
        JomsError::FieldFull => "field-full",
        JomsError::SlotUsed => "slot-used",
        JomsError::Exhausted => "exhausted",
        JomsError::WildDodge => "wild-dodge",
        JomsError::NoTokens => "no-tokens",
        JomsError::NoText => "no-text",
        JomsError::NoRoundSlot => "no-round-slot",
        JomsError::BadChoice => "bad-choice",
        JomsError::Setup(_) | JomsError::Data(_) => "setup",
    };
    Text::new("joms-error").str("error", id)
}

/// A Yggdrasil space by its id: `y.2` is the trunk's space 2, `y.urd.3` Urd's space 3.
pub fn space(id: &str) -> Text {
    let parts: Vec<&str> = id.split('.').collect();
    let (branch, n) = match parts.as_slice() {
        [_, n] => ("trunk", *n),
        [_, b, n] => (*b, *n),
        _ => ("trunk", "0"),
    };
    Text::new("joms-space")
        .str("branch", branch.to_string())
        .num("n", n.parse::<i64>().unwrap_or(0))
}
