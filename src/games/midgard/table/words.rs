//! Names and small phrases: card ids to Fluent texts, with the edition for Polish names.

use crate::games::midgard::state::{Foe, JourneyCard};
use crate::games::midgard::{Dice, DieKind, Edition, Good, JourneyKind, RuleError, Space, Target};
use crate::i18n::{Arg, Text};
pub use crate::table::words::{list, who};

/// The display name of anything with a stable id (`troll.hill_troll` → `troll-hill_troll`).
pub fn name(id: &str, ed: Edition) -> Text {
    Text::dynamic(id.replace('.', "-")).str("edition", ed.id())
}

pub fn space(s: Space, ed: Edition) -> Text {
    name(s.id(), ed)
}

pub fn goods(g: Good, n: u8, ed: Edition) -> Text {
    let id = match g {
        Good::Food => "res-food",
        Good::Wood => "res-wood",
        Good::Coins => "res-coins",
    };
    res(id, n, ed)
}

/// A counted resource; in the nominative unless made the object of a verb by [`object`].
pub fn res(id: &'static str, n: impl Into<i64>, ed: Edition) -> Text {
    Text::new(id)
        .num("count", n)
        .str("edition", ed.id())
        .str("case", "nom")
}

/// The same words as the object of a verb ("gains 2 swordsmen": Polish "otrzymuje 2
/// Mieczników"): every counted word inside takes the accusative.
pub fn object(mut t: Text) -> Text {
    for (name, arg) in &mut t.args {
        match arg {
            Arg::Str(s) if name.as_ref() == "case" => *s = "acc".to_string(),
            Arg::Text(inner) => **inner = object((**inner).clone()),
            _ => {}
        }
    }
    t
}

/// "3 warriors", whatever their kinds.
pub fn warriors(n: u8, ed: Edition) -> Text {
    Text::new("warriors")
        .num("count", n)
        .str("edition", ed.id())
        .str("case", "nom")
}

fn die_id(k: DieKind) -> &'static str {
    match k {
        DieKind::Swordsman => "dice-swordsman",
        DieKind::Spearman => "dice-spearman",
        DieKind::Axeman => "dice-axeman",
    }
}

pub fn die_name(k: DieKind, ed: Edition) -> Text {
    let id = match k {
        DieKind::Swordsman => "die-swordsman",
        DieKind::Spearman => "die-spearman",
        DieKind::Axeman => "die-axeman",
    };
    Text::new(id).str("edition", ed.id())
}

/// "2 swordsmen, 1 axeman".
pub fn dice(d: Dice, ed: Edition) -> Text {
    list(
        DieKind::ALL
            .iter()
            .filter(|&&k| d.get(k) > 0)
            .map(|&k| {
                Text::new(die_id(k))
                    .num("count", d.get(k))
                    .str("edition", ed.id())
                    .str("case", "nom")
            })
            .collect(),
    )
}

pub fn journey(card: JourneyCard, ed: Edition) -> Text {
    Text::new(match card.kind {
        JourneyKind::Calm => "journey-calm",
        JourneyKind::Becalmed => "journey-becalmed",
        JourneyKind::Kraken => "journey-kraken",
        JourneyKind::Storm => "journey-storm",
        JourneyKind::Whirlpool => "journey-whirlpool",
        JourneyKind::Lost => "journey-lost",
    })
    .str("edition", ed.id())
}

/// What a journey card does to the ship that meets it (R-JOURNEY).
pub fn journey_effect(card: JourneyCard) -> Text {
    Text::new(match card.kind {
        JourneyKind::Calm => "journey-effect-calm",
        JourneyKind::Becalmed => "journey-effect-becalmed",
        JourneyKind::Kraken => "journey-effect-kraken",
        JourneyKind::Storm => "journey-effect-storm",
        JourneyKind::Whirlpool => "journey-effect-whirlpool",
        JourneyKind::Lost => "journey-effect-lost",
    })
}

pub fn land(l: u8) -> Text {
    Text::new("land").num("number", i64::from(l) + 1)
}

pub fn foe(f: Foe, ed: Edition) -> Text {
    match f {
        Foe::Hunt => Text::new("foe-hunt"),
        Foe::Troll { card } => name(card.id(), ed),
        Foe::Draugr { card, .. } => name(card.id(), ed),
        Foe::Kraken { .. } => Text::new("enemy-kraken").str("edition", ed.id()),
        Foe::Monster { card, .. } => name(card.id(), ed),
    }
}

pub fn target(t: Target) -> Text {
    match t {
        Target::Troll => Text::new("target-troll"),
        Target::DraugrLeft => Text::new("target-draugr-left"),
        Target::DraugrRight => Text::new("target-draugr-right"),
        Target::Land(l) => Text::new("target-ship").text("land", land(l)),
    }
}

pub fn rule_error(e: &RuleError) -> Text {
    Text::new(match e {
        RuleError::GameOver => "rule-error-game-over",
        RuleError::UnknownSeat => "rule-error-unknown-seat",
        RuleError::NotYourDecision => "rule-error-not-your-decision",
        RuleError::WrongDecision => "rule-error-wrong-decision",
        RuleError::LeaderTaken => "rule-error-leader-taken",
        RuleError::SpaceTaken => "rule-error-space-taken",
        RuleError::SpaceUnavailable => "rule-error-space-unavailable",
        RuleError::NoWorkersLeft => "rule-error-no-workers-left",
        RuleError::CannotPay => "rule-error-cannot-pay",
        RuleError::LonghouseFull => "rule-error-longhouse-full",
        RuleError::OverCapacity => "rule-error-over-capacity",
        RuleError::BarredDieKind => "rule-error-barred-die-kind",
        RuleError::UnknownCard => "rule-error-unknown-card",
        RuleError::AlreadyOwned => "rule-error-already-owned",
        RuleError::NotEnough => "rule-error-not-enough",
        RuleError::InvalidAmount => "rule-error-invalid-amount",
        RuleError::InvalidTarget => "rule-error-invalid-target",
        RuleError::RuneUnavailable => "rule-error-rune-unavailable",
        RuleError::InvalidSettings(_) | RuleError::CardData(_) => "rule-error-internal",
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{render, Lang};

    #[test]
    fn warriors_and_goods_take_the_accusative_as_objects_in_polish() {
        // Issue 11, item 8: "otrzymuje: 2 Miecznicy" must read "otrzymuje 2 Mieczników".
        let gained = |t: Text| {
            Text::new("ev-gained")
                .str("name", "Zbyszko")
                .text("goods", t)
        };
        let ed = Edition::Revised;
        let two = dice(Dice::new(2, 0, 3), ed);
        assert_eq!(
            render(&gained(object(two.clone())), Lang::Pl),
            "Zbyszko otrzymuje 2 Mieczników, 3 Toporników."
        );
        assert_eq!(
            render(&gained(object(res("res-coins", 1, ed))), Lang::Pl),
            "Zbyszko otrzymuje 1 Monetę."
        );
        assert_eq!(
            render(&gained(object(res("res-favor", 1, ed))), Lang::Pl),
            "Zbyszko otrzymuje 1 Łaskę Bogów."
        );
        assert_eq!(
            render(
                &gained(object(res("res-favor", 2, Edition::Classic))),
                Lang::Pl
            ),
            "Zbyszko otrzymuje 2 Przysługi."
        );
        // A subject or a label keeps the nominative; English has one form.
        let board = Text::new("hand-warriors")
            .text("dice", two.clone())
            .num("count", 5);
        assert_eq!(
            render(&board, Lang::Pl),
            "Wojownicy: 2 Miecznicy, 3 Topornicy (5 z 8)"
        );
        assert_eq!(
            render(&gained(object(two)), Lang::En),
            "Zbyszko gains 2 swordsmen, 3 axemen."
        );
    }
}
