//! The Wall's own command, `orders`: a whole turn typed at once, or the console to give them
//! with buttons when nothing is typed; and the suggestions offered while orders are typed.

use super::orders;
use crate::games::wall::{warrior, Action, Card, State};
use crate::games::Seat;
use crate::i18n::{render, Lang, Text};
use crate::table::verbs::{refused, unknown_verb, Args, Meaning, Param, ParamKind, Verb};
use crate::table::TableError;

pub const VERBS: &[Verb] = &[Verb {
    name: "orders",
    params: &[Param {
        name: "order",
        kind: ParamKind::Text { suggest: true },
        required: false,
    }],
}];

/// What verb `name` with `args` means for `seat` now: the typed orders, all or none (a
/// locked turn), or the console when nothing was typed.
pub fn verb(
    state: &State,
    seat: Seat,
    name: &str,
    args: &Args,
) -> Result<Meaning<Action>, TableError> {
    if name != "orders" {
        return Err(unknown_verb(name));
    }
    let Some(typed) = args.text("order") else {
        return Ok(Meaning::Console);
    };
    let actions = orders::parse(state, seat, typed).map_err(|text| refused("orders", text))?;
    Ok(Meaning::Batch(actions))
}

/// The suggested orders first, then what was typed with each card of the hand added, the
/// warriors named in `lang`.
pub fn suggestions(state: &State, seat: Seat, partial: &str, lang: Lang) -> Vec<(String, String)> {
    let suggested = orders::suggestion(state, seat, lang);
    let hand = orders::hand(state, seat);
    choices(partial, suggested, &hand, lang)
}

fn choices(
    partial: &str,
    suggested: Option<String>,
    hand: &[Card],
    lang: Lang,
) -> Vec<(String, String)> {
    let label = |s: &str| render(&Text::new("wall-orders-suggested").str("orders", s), lang);
    let mut out: Vec<(String, String)> = suggested.iter().map(|s| (label(s), s.clone())).collect();
    let typed = partial.trim();
    let mut names: Vec<String> = hand
        .iter()
        .map(|c| orders::typed_name(warrior(*c), lang))
        .collect();
    names.dedup();
    for name in names {
        let value = if typed.is_empty() {
            name
        } else {
            format!("{typed} {name}")
        };
        out.push((value.clone(), value));
    }
    out
}
