//! The export of a game (docs/export.md): seed, settings and the full action log, enough to
//! replay it, with each step's events, the result and every player's final state and score —
//! the envelope every game's export shares ([`crate::games::record`]), and Midgard's own
//! fields. Pure: callers do the file I/O.

use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::action::Action;
use super::decision::apply;
use super::error::RuleError;
use super::event::Event;
use super::scoring::Score;
use super::state::{Settings, State};
use super::types::{Dice, Edition, Leader, Rune, Seat};
use super::{new_game, outcome, Midgard};
use crate::games::record::{self, GameResult, Step};

pub const FORMAT: &str = "skald.midgard.export/2";
/// The game's id in the export.
pub const GAME: &str = "midgard";

/// One accepted action.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LoggedAction {
    pub seat: Seat,
    pub action: Action,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DiceExport {
    pub swordsman: u8,
    pub spearman: u8,
    pub axeman: u8,
}

impl From<Dice> for DiceExport {
    fn from(d: Dice) -> Self {
        DiceExport {
            swordsman: d.swordsman,
            spearman: d.spearman,
            axeman: d.axeman,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FinalState {
    /// Glory earned during play, before final scoring.
    pub glory_track: u16,
    pub coins: u8,
    pub food: u8,
    pub wood: u8,
    pub favor: u8,
    pub blame: u8,
    pub dice: DiceExport,
    pub runes: Vec<Rune>,
    pub ship: Option<String>,
    pub destiny: Vec<String>,
    pub defeated: Vec<String>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerExport {
    pub seat: Seat,
    pub leader: Option<Leader>,
    pub winner: bool,
    #[serde(rename = "final")]
    pub final_state: FinalState,
    /// Null while the game is unfinished.
    pub score: Option<Score>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Export {
    pub format: String,
    #[serde(default = "game")]
    pub game: String,
    pub edition: Edition,
    pub variants: Vec<String>,
    pub seed: u64,
    pub settings: Settings,
    pub finished: bool,
    pub rounds_played: u8,
    pub actions: Vec<LoggedAction>,
    pub players: Vec<PlayerExport>,
    /// Each step's events, secrets included (none in an export of format 1).
    #[serde(default)]
    pub events: Vec<Step<Event>>,
    /// Null while the game is unfinished (and in an export of format 1).
    #[serde(default)]
    pub result: Option<GameResult>,
}

fn game() -> String {
    GAME.to_string()
}

#[derive(Debug, Error)]
pub enum ReplayError {
    #[error("unknown export format `{0}`")]
    Format(String),
    #[error("the export's settings are refused: {0}")]
    Settings(RuleError),
    #[error("action {index} ({seat}: {action:?}) is refused: {error}")]
    Action {
        index: usize,
        seat: Seat,
        action: Action,
        error: RuleError,
    },
}

impl Export {
    /// The export of a game from its state and the log that produced it.
    pub fn new(state: &State, actions: &[LoggedAction]) -> Export {
        let result = outcome(state);
        let players = state
            .players
            .iter()
            .enumerate()
            .map(|(i, p)| {
                let seat = i as Seat;
                let mut defeated: Vec<String> =
                    p.trolls.iter().map(|c| c.id().to_string()).collect();
                defeated.extend(p.draugr.iter().map(|c| c.id().to_string()));
                defeated.extend(p.monsters.iter().map(|c| c.id().to_string()));
                PlayerExport {
                    seat,
                    leader: p.leader,
                    winner: result.as_ref().is_some_and(|o| o.winners.contains(&seat)),
                    final_state: FinalState {
                        glory_track: p.glory,
                        coins: p.coins,
                        food: p.food,
                        wood: p.wood,
                        favor: p.favor,
                        blame: p.blame,
                        dice: p.dice.into(),
                        runes: p.runes.iter().map(|r| r.rune).collect(),
                        ship: p.ship.map(|s| s.id().to_string()),
                        destiny: p.destiny.iter().map(|d| d.id().to_string()).collect(),
                        defeated,
                    },
                    score: result.as_ref().and_then(|o| o.scores.get(i)).cloned(),
                }
            })
            .collect();
        let log: Vec<(Seat, Action)> = actions.iter().map(|l| (l.seat, l.action)).collect();
        Export {
            format: FORMAT.to_string(),
            game: game(),
            edition: state.settings.edition,
            variants: state
                .settings
                .variants()
                .into_iter()
                .map(String::from)
                .collect(),
            seed: state.seed,
            settings: state.settings.clone(),
            finished: result.is_some(),
            rounds_played: state.round,
            actions: actions.to_vec(),
            players,
            events: record::steps::<Midgard>(state.settings.clone(), state.seed, &log),
            result: record::result(result, |s| i64::from(s.total), Score::lines, None),
        }
    }

    /// Plays the export's actions again from its seed and settings.
    pub fn replay(&self) -> Result<(State, Export), ReplayError> {
        let state = self.state_after(self.actions.len())?;
        let export = Export::new(&state, &self.actions);
        Ok((state, export))
    }

    /// The game as it stood after its first `steps` actions (all of them if there are fewer).
    pub fn state_after(&self, steps: usize) -> Result<State, ReplayError> {
        if self.game != GAME || !record::reads(GAME, Some(&self.format)) {
            return Err(ReplayError::Format(self.format.clone()));
        }
        let (mut state, _) =
            new_game(self.settings.clone(), self.seed).map_err(ReplayError::Settings)?;
        for (index, logged) in self.actions.iter().enumerate().take(steps) {
            apply(&mut state, logged.seat, &logged.action).map_err(|error| {
                ReplayError::Action {
                    index,
                    seat: logged.seat,
                    action: logged.action,
                    error,
                }
            })?;
        }
        Ok(state)
    }
}
