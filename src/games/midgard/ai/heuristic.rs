//! The heuristic bot.

use super::BotInput;
use crate::games::midgard::action::Action;

pub fn choose(input: &mut BotInput<'_>) -> Option<Action> {
    input.legal().first().copied()
}
