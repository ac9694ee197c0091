//! Prompts: who must decide what, every legal answer offered with what it does now and its
//! kind; and every action described in words.

use super::words::{dice, die_name, goods, journey, land, name, res, space, target, who};
use super::{assignment, fight, offers};
use crate::games::midgard::cards::cards;
use crate::games::midgard::decision::decision;
use crate::games::midgard::placement::CHURCH_STEPS;
use crate::games::midgard::state::{Phase, State};
use crate::games::midgard::{legal_actions, Action, Decision, RunePick, RuneUse};
use crate::games::Seat;
use crate::i18n::Text;
use crate::table::game::{Offer, Prompt};
use crate::table::outbound::Pick;

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

/// Every legal answer of `seat`, each offered with what it does now and its kind: the
/// decision's answers (confirming an assignment first), then the runes usable at any time.
pub fn prompt(state: &State, seat: Seat, names: &[String]) -> Prompt<Action> {
    let legal = legal_actions(state, seat);
    let d = decision(state, seat);
    let mut choices = match &d {
        Some(Decision::Assign) => assignment::offers(state, seat, &legal, names),
        Some(d) => offers::answers(state, seat, d, &legal, names),
        None => Vec::new(),
    };
    choices.extend(offers::anytime_runes(state, seat, &legal, names));
    let pick = reroll_pick(state, seat, d.as_ref());
    cover_the_rest(state, seat, &legal, pick.is_some(), &mut choices, names);
    let private = secret(state, d.as_ref(), &choices);
    let Some(d) = d else {
        // Nothing to decide; the runes usable at any time may still be used (R-RUNE).
        let personal = if choices.is_empty() {
            Text::new("prompt-nothing")
        } else {
            Text::new("prompt-anytime-runes")
        };
        return Prompt {
            public: Text::new("prompt-nothing"),
            personal,
            choices,
            pick,
            private,
        };
    };
    let (public, personal) = lines(state, seat, &d, names);
    Prompt {
        pick,
        public,
        personal,
        choices,
        private,
    }
}

/// What `seat`'s choices answer, short, for the menu listing them.
pub fn ask(state: &State, seat: Seat) -> Option<Text> {
    let d = decision(state, seat)?;
    Some(Text::new("prompt-ask").text("decision", decision_text(&d)))
}

/// Who must decide what, for the channel and for the player, with what they weigh.
fn lines(state: &State, seat: Seat, d: &Decision, names: &[String]) -> (Text, Text) {
    let what = decision_text(d);
    match situation(state, d) {
        Some(more) => (
            Text::new("prompt-waiting-more")
                .str("name", who(names, seat))
                .text("decision", what.clone())
                .text("more", more.clone()),
            Text::new("prompt-yours-more")
                .text("decision", what)
                .text("more", more),
        ),
        None => (
            Text::new("prompt-waiting")
                .str("name", who(names, seat))
                .text("decision", what.clone()),
            Text::new("prompt-yours").text("decision", what),
        ),
    }
}

/// Secret choices go to their player alone: drawn destiny cards, a simultaneous assignment, a
/// Success rune naming its holder's cards, and whatever a seat with nothing to decide may do.
fn secret(state: &State, d: Option<&Decision>, choices: &[Offer<Action>]) -> bool {
    let simultaneous = state.phase == (Phase::Assignment { turn_order: false });
    let Some(d) = d else {
        return true;
    };
    matches!(d, Decision::KeepDestiny { .. })
        || (*d == Decision::Assign && simultaneous)
        || choices.iter().flat_map(|o| &o.actions).any(|a| {
            matches!(
                a,
                Action::UseRune {
                    using: RuneUse::Success { .. }
                }
            )
        })
}

/// What the decider weighs besides the answers: the fight, or the journey card turned up.
fn situation(state: &State, d: &Decision) -> Option<Text> {
    let ed = state.settings.edition;
    match d {
        Decision::Roll | Decision::Losses { .. } | Decision::Victory => {
            fight::current(state).map(|f| fight::status(state, f))
        }
        Decision::JourneyRune => match state.phase {
            Phase::Resolution {
                journey: Some(card),
                ..
            } => Some(
                Text::new("prompt-journey-card")
                    .text("card", journey(card, ed))
                    .text("effect", super::words::journey_effect(card)),
            ),
            _ => None,
        },
        _ => None,
    }
}

/// Any subset of the roll may be rerolled for 1 favor: offered as a multiple pick.
fn reroll_pick(state: &State, seat: Seat, d: Option<&Decision>) -> Option<Pick> {
    let ed = state.settings.edition;
    match (d, fight::current(state)) {
        (Some(Decision::Roll), Some(f)) if state.player(seat).is_some_and(|p| p.favor > 0) => {
            Some(Pick {
                prompt: Text::new("pick-reroll"),
                items: f
                    .roll
                    .iter()
                    .enumerate()
                    .map(|(i, die)| fight::die_at(i, *die, ed))
                    .collect(),
            })
        }
        _ => None,
    }
}

/// Every legal action is offered: one that no offer plays on its own (or, for a reroll, that
/// the pick does not reach) is added as it is.
fn cover_the_rest(
    state: &State,
    seat: Seat,
    legal: &[Action],
    pick: bool,
    choices: &mut Vec<Offer<Action>>,
    names: &[String],
) {
    for a in legal {
        let offered = choices.iter().any(|o| o.actions == [*a]);
        let picked = pick && matches!(a, Action::Reroll { .. });
        if !offered && !picked {
            choices.push(
                Offer::one(describe(state, seat, a, names), *a)
                    .group(Text::new("prompt-group-more")),
            );
        }
    }
}

/// What others may hear of an action whose detail is its player's secret.
pub fn describe_hidden(action: &Action) -> Text {
    match action {
        Action::KeepDestiny { .. } => Text::new("act-hidden-destiny"),
        _ => Text::new("act-hidden-assignment"),
    }
}

/// An action in words: a choice's label, a line of the log, a "time ran out" notice. Short:
/// what it does now is the offer's detail.
pub fn describe(state: &State, _seat: Seat, action: &Action, names: &[String]) -> Text {
    let ed = state.settings.edition;
    match *action {
        Action::ChooseLeader { leader } => {
            Text::new("act-leader").text("leader", name(leader.id(), ed))
        }
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
            let near = state.board.lands.get(l as usize).is_some_and(|x| x.near);
            Text::new("act-sail")
                .text("land", land(l))
                .str("near", if near { "yes" } else { "no" })
        }
        Action::TakeRune { pick } => take_rune(state, pick),
        Action::Peek { land: l } => Text::new("act-peek").text("land", land(l)),
        Action::KeepDestiny { card } => {
            Text::new("act-keep-destiny").text("card", name(card.id(), ed))
        }
        Action::KeepDice { dice: d } => Text::new("act-keep-dice").text("dice", dice(d, ed)),
        Action::AssignDie { target: t, kind } => Text::new("act-assign")
            .text("die", die_name(kind, ed))
            .text("target", target(t)),
        Action::UnassignDie { target: t, kind } => Text::new("act-unassign")
            .text("die", die_name(kind, ed))
            .text("target", target(t)),
        Action::LoadFood { land: l } => Text::new("act-load-food").text("land", land(l)),
        Action::UnloadFood { land: l } => Text::new("act-unload-food").text("land", land(l)),
        Action::ConfirmAssignment => Text::new("act-confirm"),
        Action::DemandTurnOrder => Text::new("act-demand-turn-order"),
        Action::Reroll { dice: mask } => reroll(mask),
        Action::AcceptRoll => Text::new("act-accept-roll"),
        Action::LoseDice { dice: d } => Text::new("act-lose-dice").text("dice", dice(d, ed)),
        Action::ShipLoss { dice: d, food } => Text::new("act-ship-loss")
            .text("dice", dice(d, ed))
            .text("food", res("res-food", food, ed)),
        Action::Blame { seat: to } => Text::new("act-blame").str("name", who(names, to)),
        Action::UseRune { using } => use_rune(using, ed),
        Action::Pass if matches!(state.phase, Phase::FinalRunes { .. }) => {
            Text::new("act-final-runes-done")
        }
        Action::Pass => Text::new("act-pass"),
    }
}

/// "Reroll dice 1, 3": the positions of the dice in the roll.
fn reroll(mask: u16) -> Text {
    let positions: Vec<Text> = (0..16)
        .filter(|i| mask & (1 << i) != 0)
        .map(|i| Text::new("die-position").num("position", i + 1))
        .collect();
    Text::new("act-reroll")
        .num("dice", positions.len() as i64)
        .text("positions", super::words::list(positions))
}

fn take_rune(state: &State, pick: RunePick) -> Text {
    let ed = state.settings.edition;
    let rune = match pick {
        RunePick::Row(i) => state.board.rune_row.get(i as usize).copied().flatten(),
        RunePick::Deck => None,
    };
    rune.map_or(Text::new("act-take-rune-deck"), |r| {
        let glory = cards().map_or(0, |c| c.rune_glory(r));
        Text::new("act-take-rune")
            .text("rune", name(r.id(), ed))
            .text("glory", Text::new("reward-glory").num("count", glory))
    })
}

fn use_rune(using: RuneUse, ed: crate::games::midgard::Edition) -> Text {
    match using {
        RuneUse::Gifts { food, wood, coins } => Text::new("act-rune-gifts")
            .text("food", res("res-food", food, ed))
            .text("wood", res("res-wood", wood, ed))
            .text("coins", res("res-coins", coins, ed)),
        RuneUse::Success { card } => {
            Text::new("act-rune-success").text("card", name(card.id(), ed))
        }
        other => Text::new("act-rune").text("rune", name(other.rune().id(), ed)),
    }
}
