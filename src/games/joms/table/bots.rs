//! The bots at a Jomsvikings table: `games::joms::ai` (R-TABLE-3), both reading only their
//! own seat's view.

use crate::games::joms::{ai, Action, State};
use crate::games::Seat;
use crate::table::model::BotLevel;

pub fn play(state: &State, seat: Seat, level: BotLevel) -> Option<Action> {
    match level {
        BotLevel::Random => ai::random(state, seat),
        BotLevel::Heuristic | BotLevel::Hard => ai::heuristic(state, seat),
    }
}
