//! Prompts: who must decide what, and the choices offered; every action described in words.

use super::words::{dice, goods, land, name, res, space, target, who};
use crate::games::midgard::decision::decision;
use crate::games::midgard::placement::CHURCH_STEPS;
use crate::games::midgard::state::{Phase, State};
use crate::games::midgard::{legal_actions, Action, Decision, Face, RunePick, RuneUse};
use crate::games::Seat;
use crate::i18n::Text;
use crate::table::game::{Offer, Prompt};

/// At most this many choices are offered in one prompt (a Discord select holds 25).
pub const MAX_CHOICES: usize = 25;

pub fn decision_text(d: &Decision) -> Text {
    match d {
        Decision::Leader => Text::new("decision-leader"),
        Decision::Place => Text::new("decision-place"),
        Decision::Market => Text::new("decision-market"),
        Decision::Church => Text::new("decision-church"),
        Decision::Alms => Text::new("decision-alms"),
        Decision::Beg => Text::new("decision-beg"),
        Decision::Shipwright => Text::new("decision-shipwright"),
        Decision::Sail { .. } => Text::new("decision-sail"),
        Decision::RuneCarver => Text::new("decision-rune-carver"),
        Decision::Peek => Text::new("decision-peek"),
        Decision::TrueVision => Text::new("decision-true-vision"),
        Decision::KeepDestiny { .. } => Text::new("decision-keep-destiny"),
        Decision::KeepDice { .. } => Text::new("decision-keep-dice"),
        Decision::Assign => Text::new("decision-assign"),
        Decision::Roll => Text::new("decision-roll"),
        Decision::Losses { count } => Text::new("decision-losses").num("count", *count),
        Decision::Victory => Text::new("decision-victory"),
        Decision::Blame => Text::new("decision-blame"),
        Decision::JourneyRune => Text::new("decision-journey-rune"),
        Decision::ShipLoss { count, .. } => Text::new("decision-ship-loss").num("count", *count),
        Decision::FinalRunes => Text::new("decision-final-runes"),
    }
}

/// The choices for a roll: accept, the useful rerolls, and the runes.
fn roll_choices(state: &State, legal: &[Action]) -> Vec<Action> {
    let mut out = vec![Action::AcceptRoll];
    if let Phase::Resolution { fight: Some(f), .. } = &state.phase {
        let mask = |keep: &dyn Fn(Face) -> bool| -> u16 {
            f.roll
                .iter()
                .enumerate()
                .filter(|(_, d)| keep(d.face))
                .fold(0, |m, (i, _)| m | (1 << i))
        };
        let blanks = mask(&|f| f == Face::Blank);
        let no_weapon = mask(&|f| matches!(f, Face::Blank | Face::Shield));
        for dice in [blanks, no_weapon] {
            let a = Action::Reroll { dice };
            if dice != 0 && legal.contains(&a) && !out.contains(&a) {
                out.push(a);
            }
        }
        for i in 0..f.roll.len().min(8) {
            let a = Action::Reroll { dice: 1 << i };
            if legal.contains(&a) && !out.contains(&a) {
                out.push(a);
            }
        }
    }
    out.extend(
        legal
            .iter()
            .filter(|a| matches!(a, Action::UseRune { .. }))
            .copied(),
    );
    out
}

pub fn prompt(state: &State, seat: Seat, names: &[String]) -> Prompt<Action> {
    let Some(d) = decision(state, seat) else {
        // Nothing to decide; the runes usable at any time may still be used (R-RUNE).
        let choices: Vec<_> = legal_actions(state, seat)
            .into_iter()
            .take(MAX_CHOICES)
            .map(|a| Offer::one(describe(state, seat, &a, names), a))
            .collect();
        let personal = if choices.is_empty() {
            Text::new("prompt-nothing")
        } else {
            Text::new("prompt-anytime-runes")
        };
        return Prompt {
            public: Text::new("prompt-nothing"),
            personal,
            choices,
            pick: Vec::new(),
            // A Success rune's choices name the holder's destiny cards.
            private: true,
        };
    };
    let legal = legal_actions(state, seat);
    let mut actions = match d {
        Decision::Roll => roll_choices(state, &legal),
        _ => legal,
    };
    // Confirming comes first so it is never cut off.
    actions.sort_by_key(|a| !matches!(a, Action::ConfirmAssignment | Action::EndTrades));
    actions.truncate(MAX_CHOICES);
    let simultaneous = state.phase == (Phase::Assignment { turn_order: false });
    let private = matches!(d, Decision::KeepDestiny { .. })
        || (d == Decision::Assign && simultaneous)
        || actions.iter().any(|a| {
            matches!(
                a,
                Action::UseRune {
                    using: RuneUse::Success { .. }
                }
            )
        });
    let what = decision_text(&d);
    // Any subset of the roll may be rerolled for 1 favor: offered as a multiple pick.
    let pick = match (&d, &state.phase) {
        (Decision::Roll, Phase::Resolution { fight: Some(f), .. })
            if state.player(seat).is_some_and(|p| p.favor > 0) =>
        {
            f.roll
                .iter()
                .enumerate()
                .map(|(i, die)| {
                    Text::new("die-at").num("position", i as i64 + 1).text(
                        "die",
                        super::words::die_name(die.kind, state.settings.edition),
                    )
                })
                .collect()
        }
        _ => Vec::new(),
    };
    Prompt {
        pick,
        public: Text::new("prompt-waiting")
            .str("name", who(names, seat))
            .text("decision", what.clone()),
        personal: Text::new("prompt-yours").text("decision", what),
        choices: actions
            .into_iter()
            .map(|a| Offer::one(describe(state, seat, &a, names), a))
            .collect(),
        private,
    }
}

/// What others may hear of an action whose detail is its player's secret.
pub fn describe_hidden(action: &Action) -> Text {
    match action {
        Action::KeepDestiny { .. } => Text::new("act-hidden-destiny"),
        _ => Text::new("act-hidden-assignment"),
    }
}

/// An action in words, as a choice label or in a "time ran out" notice.
pub fn describe(state: &State, _seat: Seat, action: &Action, names: &[String]) -> Text {
    let ed = state.settings.edition;
    let e = ed.id();
    match *action {
        Action::ChooseLeader { leader } => Text::new("act-leader")
            .text("leader", name(leader.id(), ed))
            .text(
                "ability",
                Text::dynamic(format!(
                    "leader-ability-{}",
                    leader.id().trim_start_matches("leader.")
                ))
                .str("edition", e),
            ),
        Action::Place { space: s } => Text::new("act-place").text("space", space(s, ed)),
        Action::Trade { give, take } => Text::new("act-trade")
            .text("give", goods(give, 1, ed))
            .text("take", goods(take, 1, ed)),
        Action::EndTrades => Text::new("act-end-trades"),
        Action::Church { favor } => {
            let price = CHURCH_STEPS
                .iter()
                .find(|(f, _)| *f == favor)
                .map_or(0, |s| s.1);
            Text::new("act-church")
                .text("favor", res("res-favor", favor, ed))
                .text("coins", res("res-coins", price, ed))
        }
        Action::Alms { food } => Text::new("act-alms")
            .text("food", res("res-food", food, ed))
            .text("favor", res("res-favor", food, ed)),
        Action::Beg { take } => Text::new("act-beg").text("good", goods(take, 1, ed)),
        Action::BuyShip { ship } => Text::new("act-buy-ship").text("ship", name(ship.id(), ed)),
        Action::Sail { land: l } => {
            let monster = state
                .board
                .lands
                .get(l as usize)
                .and_then(|x| x.monster)
                .map_or(Text::new("board-no-monster"), |m| name(m.id(), ed));
            Text::new("act-sail")
                .text("land", land(l))
                .text("monster", monster)
        }
        Action::TakeRune { pick } => match pick {
            RunePick::Row(i) => {
                let rune = state.board.rune_row.get(i as usize).copied().flatten();
                rune.map_or(Text::new("act-take-rune-deck"), |r| {
                    Text::new("act-take-rune")
                        .text("rune", name(r.id(), ed))
                        .text(
                            "effect",
                            Text::dynamic(format!(
                                "rune-effect-{}",
                                r.id().trim_start_matches("rune.")
                            ))
                            .str("edition", e),
                        )
                })
            }
            RunePick::Deck => Text::new("act-take-rune-deck"),
        },
        Action::Peek { land: l } => Text::new("act-peek").text("land", land(l)),
        Action::KeepDestiny { card } => Text::new("act-keep-destiny")
            .text("card", name(card.id(), ed))
            .text(
                "condition",
                Text::dynamic(format!(
                    "destiny-condition-{}",
                    card.id().trim_start_matches("destiny.")
                ))
                .str("edition", e),
            ),
        Action::KeepDice { dice: d } => Text::new("act-keep-dice").text("dice", dice(d, ed)),
        Action::AssignDie { target: t, kind } => Text::new("act-assign")
            .text("die", super::words::die_name(kind, ed))
            .text("target", target(t)),
        Action::UnassignDie { target: t, kind } => Text::new("act-unassign")
            .text("die", super::words::die_name(kind, ed))
            .text("target", target(t)),
        Action::LoadFood { land: l } => Text::new("act-load-food").text("land", land(l)),
        Action::UnloadFood { land: l } => Text::new("act-unload-food").text("land", land(l)),
        Action::ConfirmAssignment => Text::new("act-confirm"),
        Action::DemandTurnOrder => Text::new("act-demand-turn-order"),
        Action::Reroll { dice: mask } => {
            let faces: Vec<Text> = match &state.phase {
                Phase::Resolution { fight: Some(f), .. } => f
                    .roll
                    .iter()
                    .enumerate()
                    .filter(|(i, _)| mask & (1 << i) != 0)
                    .map(|(i, d)| {
                        Text::new("die-at")
                            .num("position", i as i64 + 1)
                            .text("die", super::words::die_name(d.kind, ed))
                    })
                    .collect(),
                _ => Vec::new(),
            };
            Text::new("act-reroll").text("dice", super::words::list(faces))
        }
        Action::AcceptRoll => Text::new("act-accept-roll"),
        Action::LoseDice { dice: d } => Text::new("act-lose-dice").text("dice", dice(d, ed)),
        Action::ShipLoss { dice: d, food } => Text::new("act-ship-loss")
            .text("dice", dice(d, ed))
            .text("food", res("res-food", food, ed)),
        Action::Blame { seat: to } => Text::new("act-blame").str("name", who(names, to)),
        Action::UseRune { using } => match using {
            RuneUse::Gifts { food, wood, coins } => Text::new("act-rune-gifts")
                .text("food", res("res-food", food, ed))
                .text("wood", res("res-wood", wood, ed))
                .text("coins", res("res-coins", coins, ed)),
            RuneUse::Success { card } => {
                Text::new("act-rune-success").text("card", name(card.id(), ed))
            }
            other => Text::new("act-rune").text("rune", name(other.rune().id(), ed)),
        },
        Action::Pass if matches!(state.phase, Phase::FinalRunes { .. }) => {
            Text::new("act-final-runes-done")
        }
        Action::Pass => Text::new("act-pass"),
    }
}
