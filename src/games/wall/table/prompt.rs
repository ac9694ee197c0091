//! Prompts: what a player must decide, each answer in words with what it does now, and
//! every action described for its owner and for the others (R-DECIDE, R-INFO).

use super::words::{card, clan, fort, position};
use crate::games::wall::decide::decision;
use crate::games::wall::orders::complete;
use crate::games::wall::round::weakest_keepable;
use crate::games::wall::state::POSITIONS;
use crate::games::wall::{default_action, legal_actions, Action, Decision, State, Step};
use crate::games::Seat;
use crate::i18n::Text;
use crate::table::game::{Audience, Offer, Prompt};
use crate::table::words::{list, who};

fn decision_id(d: Decision) -> &'static str {
    match d {
        Decision::Orders => "orders",
        Decision::Step(Step::Seduce) => "seduce",
        Decision::Step(Step::Horsie) => "horsie",
        Decision::Step(Step::Druhid) => "druhid",
        Decision::Step(Step::KeepAxx) => "keep-axx",
        Decision::Step(Step::KeepWeakest) => "keep-weakest",
        Decision::Step(Step::FortUna) => "fortuna",
        Decision::Step(Step::Fokus) => "fokus",
        Decision::Step(Step::Svord) => "svord",
    }
}

/// Secret decisions: the answers show the hand or a choice told only once all are in.
fn private(d: Decision) -> bool {
    matches!(
        d,
        Decision::Orders | Decision::Step(Step::Horsie | Step::Fokus | Step::Svord)
    )
}

pub fn prompt(state: &State, seat: Seat, names: &[String]) -> Prompt<Action> {
    let Some(d) = decision(state, seat) else {
        return Prompt {
            public: Text::new("wall-prompt-nothing"),
            personal: Text::new("wall-prompt-nothing"),
            choices: Vec::new(),
            pick: None,
            private: false,
        };
    };
    let id = decision_id(d);
    let public = Text::new("wall-decision")
        .str("name", who(names, seat))
        .str("decision", id)
        .num("turn", state.turn);
    let personal = Text::new("wall-decision-yours")
        .str("decision", id)
        .num("turn", state.turn);
    let legal = legal_actions(state, seat);
    let choices = match d {
        Decision::Orders => order_offers(state, seat, &legal),
        Decision::Step(_) => {
            // What a deadline would do comes first, so the first button is the safe one.
            let default = default_action(state, seat);
            let mut legal = legal.clone();
            if let Some(at) = legal.iter().position(|a| Some(*a) == default) {
                legal[..=at].rotate_right(1);
            }
            legal
                .iter()
                .map(|a| step_offer(state, seat, a, names))
                .collect()
        }
    };
    Prompt {
        public,
        personal,
        choices,
        pick: None,
        private: private(d),
    }
}

/// Orders a step at a time: the discard first, then the warrior for the first empty
/// position; locking (the rest as suggested) and starting over are always there.
fn order_offers(state: &State, seat: Seat, legal: &[Action]) -> Vec<Offer<Action>> {
    let Some(orders) = state.clan(seat).map(|c| &c.orders) else {
        return Vec::new();
    };
    let mut offers =
        vec![Offer::one(Text::new("wall-act-lock"), Action::Lock).detail(suggestion(state, seat))];
    if orders.discard.is_none() {
        let group = Text::new("wall-group-discard");
        offers.extend(legal.iter().filter_map(|a| {
            match a {
                Action::Discard { card: c } => Some(
                    Offer::one(card(*c), *a)
                        .group(group.clone())
                        .detail(Text::new("wall-detail-discard")),
                ),
                _ => None,
            }
        }));
    } else if let Some(p) = orders.placed.iter().position(Option::is_none) {
        let p = p as u8 + 1;
        let group = at_position(Text::new("wall-group-place"), state, p);
        offers.extend(legal.iter().filter_map(|a| {
            match a {
                Action::Place {
                    card: c,
                    position: q,
                } if *q == p => Some(
                    Offer::one(card(*c), *a)
                        .group(group.clone())
                        .detail(Text::new("wall-detail-place").num("round", p)),
                ),
                _ => None,
            }
        }));
    }
    if legal.contains(&Action::Clear) {
        offers.push(Offer::one(Text::new("wall-act-clear"), Action::Clear));
    }
    offers
}

/// `t` about position `p`: the position in words, and its number and fort apart (for a
/// language that declines "position").
fn at_position(t: Text, state: &State, p: u8) -> Text {
    let at = state
        .wall
        .get(usize::from(p).wrapping_sub(1))
        .copied()
        .flatten();
    t.text("position", position(state, p))
        .num("number", p)
        .text("fort", at.map_or(Text::new("list-none"), fort))
}

/// What the menu of `seat`'s answers asks for, said in its placeholder: "Choose the card to
/// discard, or lock your orders", "Choose whom your Queen seduces".
pub fn placeholder(state: &State, seat: Seat) -> Option<Text> {
    let choose = |what: &'static str| Text::new("wall-choose").str("decision", what);
    let t = match decision(state, seat)? {
        Decision::Orders => {
            let orders = &state.clan(seat)?.orders;
            let free = orders.placed.iter().position(Option::is_none);
            match (orders.discard, free) {
                (None, _) => choose("discard"),
                (Some(_), Some(p)) => at_position(choose("place"), state, p as u8 + 1),
                (Some(_), None) => choose("lock"),
            }
        }
        d => choose(decision_id(d)),
    };
    Some(t)
}

/// What locking now would give: each position's warrior and the discard.
fn suggestion(state: &State, seat: Seat) -> Text {
    let Some(mut orders) = state.clan(seat).map(|c| c.orders.clone()) else {
        return Text::new("list-none");
    };
    complete(&mut orders, &state.wall);
    let spots: Vec<Text> = (0..POSITIONS)
        .filter_map(|p| {
            orders.placed[p].map(|c| {
                Text::new("wall-spot-card")
                    .num("position", p as i64 + 1)
                    .text("card", card(c))
            })
        })
        .collect();
    let discard = orders.discard.map_or(Text::new("list-none"), card);
    Text::new("wall-detail-lock")
        .text("spots", list(spots))
        .text("discard", discard)
}

/// An answer in a fight, as offered: its label short enough for a button; whom a seduction
/// takes from is said in its description.
fn step_offer(state: &State, seat: Seat, action: &Action, names: &[String]) -> Offer<Action> {
    match *action {
        Action::Seduce { clan: t } => {
            let revealed = state
                .fight()
                .and_then(|f| f.revealed.get(usize::from(t)).copied());
            let label = Text::new("wall-act-seduce-short")
                .text("card", revealed.map_or(Text::new("list-none"), card));
            Offer::one(label, *action)
                .detail(Text::new("wall-detail-seduce").text("clan", clan(state, names, t)))
        }
        _ => Offer::one(label(state, seat, action, names), *action),
    }
}

/// An answer's label, as offered to its player.
fn label(state: &State, seat: Seat, action: &Action, names: &[String]) -> Text {
    let revealed = |c: u8| {
        state
            .fight()
            .and_then(|f| f.revealed.get(usize::from(c)).copied())
    };
    match *action {
        Action::Discard { card: c } => Text::new("wall-act-discard").text("card", card(c)),
        Action::Place {
            card: c,
            position: p,
        } => Text::new("wall-act-place")
            .text("card", card(c))
            .text("position", position(state, p)),
        Action::Clear => Text::new("wall-act-clear"),
        Action::Lock => Text::new("wall-act-lock"),
        Action::Seduce { clan: t } => Text::new("wall-act-seduce")
            .text("clan", clan(state, names, t))
            .text("card", revealed(t).map_or(Text::new("list-none"), card)),
        Action::Lose { card: c } => Text::new("wall-act-lose").text("card", card(c)),
        Action::Take { position: p } if p == state.round => {
            let fought = state.fight().and_then(|f| f.captured);
            Text::new("wall-act-take-fought")
                .text("fort", fought.map_or(Text::new("list-none"), fort))
        }
        Action::Take { position: p } => at_position(Text::new("wall-act-take"), state, p),
        Action::Keep { keep } => {
            let step = state.fight().and_then(|f| f.step);
            let kept = match step {
                Some(Step::KeepAxx) => revealed(seat),
                _ => weakest_keepable(state),
            };
            let id = if keep {
                "wall-act-keep"
            } else {
                "wall-act-let-go"
            };
            Text::new(id).text("card", kept.map_or(Text::new("list-none"), card))
        }
        Action::DropFort { index } => {
            let held = state
                .clan(seat)
                .and_then(|c| c.held.get(usize::from(index)).copied());
            Text::new("wall-act-drop-fort").text("fort", held.map_or(Text::new("list-none"), fort))
        }
        Action::Swap { a, b } => {
            let placed = state
                .clan(seat)
                .map(|c| c.orders.placed)
                .unwrap_or_default();
            let at = |p: u8| placed[usize::from(p) - 1].map_or(Text::new("list-none"), card);
            Text::new("wall-act-swap")
                .num("a", a)
                .text("card_a", at(a))
                .num("b", b)
                .text("card_b", at(b))
        }
        Action::Done => Text::new("wall-act-done"),
    }
}

/// Actions whose detail is the player's secret: orders in the making, a simultaneous loss
/// before all are in, a Svord swap.
pub fn hides_detail(action: &Action) -> bool {
    matches!(
        action,
        Action::Discard { .. }
            | Action::Place { .. }
            | Action::Clear
            | Action::Lose { .. }
            | Action::Swap { .. }
    )
}

pub fn describe(
    state: &State,
    seat: Seat,
    action: &Action,
    names: &[String],
    audience: Audience,
) -> Text {
    if audience == Audience::Others && hides_detail(action) {
        return Text::new("wall-act-hidden");
    }
    if *action == Action::Lock && audience == Audience::Others {
        return Text::new("wall-act-lock-public");
    }
    label(state, seat, action, names)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::wall::{apply, new_game, Settings};
    use crate::i18n::{render, Lang};

    #[test]
    fn the_placeholder_says_what_to_choose_at_each_stage_of_the_orders() {
        let (mut state, _) = new_game(Settings::new(2), 8).expect("a new game");
        let said = |s: &State| {
            let t = placeholder(s, 0).expect("seat 0 gives orders");
            render(&t, Lang::En)
        };
        assert!(said(&state).contains("discard"), "{}", said(&state));
        let discard = *legal_actions(&state, 0)
            .iter()
            .find(|a| matches!(a, Action::Discard { .. }))
            .expect("a discard");
        apply(&mut state, 0, &discard).expect("discarded");
        let place = said(&state);
        assert!(place.contains("position 1"), "{place}");
        for lang in Lang::ALL {
            let t = placeholder(&state, 0).expect("a placeholder");
            let words = render(&t, lang);
            assert!(!words.contains('{') && words.len() > 20, "{lang}: {words}");
        }
        assert_eq!(placeholder(&state, 5), None, "no seat 5");
    }
}
