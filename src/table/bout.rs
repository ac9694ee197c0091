//! A whole game between bots, without a table or a store: what `simulate`, `tournament`,
//! benchmarks and tests play. Typed ([`play`]) for code that knows its game, and as data
//! ([`Finished`]) for code that meets a game through [`super::Game`].

use std::time::{Duration, Instant};

use super::export;
use super::game::{TableGame, Tally};
use super::ids::BotLevel;
use super::options::{self, OptionMap};
use super::think::Think;
use crate::games::record::GameResult;
use crate::games::{Rules, Seat};

/// A game between bots, asked of a game by its id.
#[derive(Clone, Copy, Debug)]
pub struct Bout<'a> {
    /// The game's options, as stored.
    pub options: &'a OptionMap,
    pub seed: u64,
    /// Each seat's bot, in seat order: as many as the table has seats.
    pub bots: &'a [BotLevel],
    /// How long a hard bot thinks over each decision.
    pub think: Think,
    /// Whether to keep the game's export.
    pub export: bool,
}

/// Why a game between bots did not reach its end.
#[derive(Debug, thiserror::Error)]
pub enum BoutError {
    #[error("the game cannot be set up: {0}")]
    Setup(String),
    #[error("the bot of seat {0} has no move")]
    NoMove(Seat),
    #[error("the rules refused a bot's move: {0}")]
    Refused(String),
    #[error("the game did not finish")]
    Unfinished,
}

/// A finished game between bots, as data: the same record for every game.
#[derive(Clone, Debug, PartialEq)]
pub struct Finished {
    /// The actions played (the length of its log).
    pub actions: usize,
    /// Winners, each seat's points and score by category, and the game's word on its end.
    pub result: GameResult,
    /// For a game of sides: the side that won, or `draw`.
    pub side: Option<&'static str>,
    /// The game's own statistics of this game (wins by character, kills by monster).
    pub tallies: Vec<Tally>,
    /// The game's export, when asked for.
    pub export: Option<serde_json::Value>,
}

impl Finished {
    /// Each seat's points, in seat order.
    pub fn points(&self) -> Vec<i64> {
        self.result.players.iter().map(|p| p.points).collect()
    }
}

/// A finished game: its final state and the action log.
pub type Played<G> = (<G as Rules>::State, Vec<(Seat, <G as Rules>::Action)>);

/// A whole game between bots; hard ones think for `think` over each decision.
pub fn play<G: TableGame>(
    settings: G::Settings,
    seed: u64,
    bots: &[BotLevel],
    think: Think,
) -> Result<Played<G>, BoutError> {
    play_timed::<G>(settings, seed, bots, think, &mut |_, _| {})
}

/// [`play`], telling `timed` how long each bot took over each move.
pub fn play_timed<G: TableGame>(
    settings: G::Settings,
    seed: u64,
    bots: &[BotLevel],
    think: Think,
    timed: &mut dyn FnMut(BotLevel, Duration),
) -> Result<Played<G>, BoutError> {
    let (mut state, _) =
        G::new_game(settings, seed).map_err(|e| BoutError::Setup(e.to_string()))?;
    let mut log = Vec::new();
    while let Some(&(seat, _)) = G::pending(&state).first() {
        let level = bots.get(seat as usize).copied().unwrap_or(BotLevel::Random);
        let asked = Instant::now();
        let action = G::bot_action(&state, seat, level, think).ok_or(BoutError::NoMove(seat))?;
        timed(level, asked.elapsed());
        G::apply(&mut state, seat, &action).map_err(|e| BoutError::Refused(e.to_string()))?;
        log.push((seat, action));
    }
    Ok((state, log))
}

/// `bout` played by game `G`'s bots, told as data.
pub fn finish<G: TableGame>(
    bout: &Bout,
    timed: &mut dyn FnMut(BotLevel, Duration),
) -> Result<Finished, BoutError> {
    let typed: G::Options = options::read(bout.options);
    let seats = u8::try_from(bout.bots.len()).map_err(|e| BoutError::Setup(e.to_string()))?;
    let settings = G::game_settings(&typed, seats);
    let (state, log) = play_timed::<G>(settings, bout.seed, bout.bots, bout.think, timed)?;
    let result = export::result::<G>(&state).ok_or(BoutError::Unfinished)?;
    Ok(Finished {
        actions: log.len(),
        result,
        side: G::side_result(&state),
        tallies: G::tallies(&state),
        export: bout.export.then(|| G::export(&state, &log)),
    })
}
