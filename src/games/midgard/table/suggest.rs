//! What a seat may name in a slash command right now, as (text, id) pairs: the spaces it may
//! take and the fights and ships it may send warriors to. Autocomplete renders and filters them.

use super::assign::target_name;
use super::edition;
use super::words::{space, target};
use crate::games::midgard::state::State;
use crate::games::midgard::{assignment, legal_actions, Action};
use crate::games::Seat;
use crate::i18n::Text;

/// The spaces `seat` may place a worker on now.
pub fn spaces(state: &State, seat: Seat) -> Vec<(Text, String)> {
    let ed = state.settings.edition;
    legal_actions(state, seat)
        .into_iter()
        .filter_map(|a| match a {
            Action::Place { space: s } => Some((space(s, ed), s.id().to_string())),
            _ => None,
        })
        .collect()
}

/// The fights and ships `seat` holds this round.
pub fn targets(state: &State, seat: Seat) -> Vec<(Text, String)> {
    assignment::targets(state, seat)
        .map(|t| (edition::text(state, target(t)), target_name(t)))
        .collect()
}

/// Every space's name in both editions, with the space's id.
pub fn spaces_all_names() -> Vec<(&'static str, Text)> {
    use crate::games::midgard::{Edition, Location, Space, Stall};
    let all = Location::ALL
        .iter()
        .map(|&l| Space::Loc(l))
        .chain(Stall::ALL.iter().map(|&s| Space::Stall(s)));
    all.flat_map(|s| {
        [Edition::Revised, Edition::Classic]
            .into_iter()
            .map(move |ed| (s.id(), space(s, ed)))
    })
    .collect()
}

/// The space whose name, in either language and edition, is exactly `name` (any case); none
/// when the name belongs to different spaces in different editions.
pub fn space_named(name: &str) -> Option<crate::games::midgard::Space> {
    use crate::i18n::{render, Lang};
    let wanted = name.trim().to_lowercase();
    let mut ids: Vec<&str> = spaces_all_names()
        .into_iter()
        .filter(|(_, text)| {
            Lang::ALL
                .iter()
                .any(|&lang| render(text, lang).to_lowercase() == wanted)
        })
        .map(|(id, _)| id)
        .collect();
    ids.dedup();
    match ids[..] {
        [id] => id.parse().ok(),
        _ => None,
    }
}
