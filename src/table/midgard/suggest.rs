//! What a seat may name in a slash command right now, as (text, id) pairs: the spaces it may
//! take and the fights and ships it may send warriors to. Autocomplete renders and filters them.

use super::assign::target_name;
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
        .map(|t| (target(t), target_name(t)))
        .collect()
}
