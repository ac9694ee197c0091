//! Bots. A bot sees only its seat's view and the legal actions; its randomness comes from the
//! game's seed, the seat and the move number, so its moves replay exactly.

mod hard;
mod heuristic;
mod input;

use std::str::FromStr;

use rand::seq::IndexedRandom;
use serde::{Deserialize, Serialize};

pub use hard::choose as hard;
pub use input::BotInput;

use super::action::Action;

/// The kinds of bot.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BotKind {
    /// Uniform over the legal actions.
    Random,
    /// Plays to win.
    Heuristic,
}

impl FromStr for BotKind {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "random" => Ok(BotKind::Random),
            "heuristic" => Ok(BotKind::Heuristic),
            other => Err(format!("unknown bot `{other}` (random or heuristic)")),
        }
    }
}

impl BotKind {
    pub fn id(self) -> &'static str {
        match self {
            BotKind::Random => "random",
            BotKind::Heuristic => "heuristic",
        }
    }

    /// The bot's move, or `None` when its seat has nothing to decide.
    pub fn choose(self, input: &mut BotInput<'_>) -> Option<Action> {
        match self {
            BotKind::Random => {
                let legal = input.legal();
                let mut rng = input.rng();
                legal.choose(&mut rng).copied()
            }
            BotKind::Heuristic => heuristic::choose(input),
        }
    }
}

use super::decision::{apply, pending};
use super::error::RuleError;
use super::export::LoggedAction;
use super::state::{Settings, State};

/// Plays a whole game with a bot in every seat; returns the final state and the action log.
pub fn play_game(
    settings: Settings,
    seed: u64,
    bots: &[BotKind],
) -> Result<(State, Vec<LoggedAction>), RuleError> {
    let (mut state, _) = super::new_game(settings, seed)?;
    let mut log = Vec::new();
    while let Some(&(seat, _)) = pending(&state).first() {
        let bot = bots.get(seat as usize).copied().unwrap_or(BotKind::Random);
        let mut input = BotInput::new(&state, seat);
        let Some(action) = bot.choose(&mut input) else {
            break;
        };
        apply(&mut state, seat, &action)?;
        log.push(LoggedAction { seat, action });
    }
    Ok((state, log))
}
