//! `skald simulate`: bots play many games; speed, scores and wins are reported.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use clap::Args;
use serde::Serialize;

use super::options::{game_options, OptionArgs};
use super::BotMix;
use crate::games::record::GameResult;
use crate::games::{Rules, Seat};
use crate::table::export;
use crate::table::game::Tally;
use crate::table::registry::{ids, with_game, GameVisitor};
use crate::table::Think;
use crate::table::{BotLevel, TableGame};

#[derive(Debug, Args)]
pub struct SimulateArgs {
    /// The game: midgard, wall, gods or joms.
    #[arg(long, default_value = "midgard")]
    pub game: String,
    #[arg(long, default_value_t = 100)]
    pub games: u64,
    /// Seats at each table (default: as many as the game takes, 2 for Viking Gods and 4 for
    /// the others).
    #[arg(long, value_parser = clap::value_parser!(u8).range(1..=4))]
    pub players: Option<u8>,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    #[arg(long, value_enum, default_value_t = BotMix::Random)]
    pub bots: BotMix,
    #[command(flatten)]
    pub options: OptionArgs,
    /// Write one export per game, named `<seed>.json`.
    #[arg(long)]
    pub export_dir: Option<PathBuf>,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
    /// Also report every game: its seed, length, bots, each seat's score by category and
    /// the winners (`per_game` in the JSON object; a line a game in text).
    #[arg(long)]
    pub per_game: bool,
}

#[derive(Debug, Default, Serialize)]
pub struct Report {
    pub game: String,
    pub games: u64,
    pub players: u8,
    pub bots: String,
    pub seconds: f64,
    pub games_per_second: f64,
    pub mean_actions_per_game: f64,
    /// Wins by seat; a shared win counts for every winner.
    pub wins_by_seat: Vec<u64>,
    pub mean_total_score: f64,
    pub wins_by_bot: BTreeMap<String, u64>,
    pub mean_score_by_bot: BTreeMap<String, f64>,
    pub games_by_bot: BTreeMap<String, u64>,
    /// For a game of sides: games won by each side, and drawn (`asgard`, `chaos`, `draw`).
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub wins_by_side: BTreeMap<String, u64>,
    /// The game's own statistics by table (`wins_by_character`, `kills_by_monster`), each key
    /// with its tries, successes and rate.
    #[serde(flatten)]
    pub tallies: BTreeMap<String, BTreeMap<String, Rate>>,
    /// With `--per-game`: every game, in the order played.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub per_game: Vec<GameReport>,
}

/// One game of a run (`--per-game`): enough to answer a balance or fairness question without
/// replaying it.
#[derive(Debug, Serialize)]
pub struct GameReport {
    pub seed: u64,
    /// The actions played (the length of its export's log).
    pub actions: usize,
    /// Each seat's bot, in seat order.
    pub bots: Vec<String>,
    /// Each seat's points, in seat order.
    pub scores: Vec<i64>,
    /// `winners`, `players` (each seat's points, whether it won, and its score by category)
    /// and `outcome`, as in the game's export.
    #[serde(flatten)]
    pub result: Option<GameResult>,
}

/// Successes out of tries, and their rate.
#[derive(Debug, Default, Clone, Copy, PartialEq, Serialize)]
pub struct Rate {
    pub trials: u64,
    pub successes: u64,
    pub rate: f64,
}

fn add_tallies(report: &mut Report, tallies: Vec<Tally>) {
    for t in tallies {
        let r = report
            .tallies
            .entry(t.table.to_string())
            .or_default()
            .entry(t.key)
            .or_default();
        r.trials += t.trials;
        r.successes += t.successes;
        r.rate = r.successes as f64 / r.trials.max(1) as f64;
    }
}

#[derive(Debug, thiserror::Error)]
pub enum SimulateError {
    #[error("unknown game `{0}` (one of: {list})", list = ids().join(", "))]
    UnknownGame(String),
    #[error("{game} is played by {}", seat_range(*min, *max))]
    Players {
        game: String,
        min: usize,
        max: usize,
    },
    #[error("{0}")]
    Option(String),
    #[error("unknown bot `{0}` (random, heuristic or hard)")]
    UnknownBot(String),
    #[error("{game} has no hard bot")]
    NoHardBot { game: String },
    #[error("game with seed {seed}: {message}")]
    Rules { seed: u64, message: String },
    #[error("cannot write {path}: {source}")]
    Write {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("cannot encode an export: {0}")]
    Encode(#[from] serde_json::Error),
}

/// The bots of each seat in game number `game`.
pub fn seat_bots(mix: BotMix, players: u8, game: u64) -> Vec<BotLevel> {
    (0..players)
        .map(|s| match mix {
            BotMix::Random => BotLevel::Random,
            BotMix::Heuristic => BotLevel::Heuristic,
            BotMix::Mixed => {
                if (u64::from(s) + game) % 2 == 0 {
                    BotLevel::Heuristic
                } else {
                    BotLevel::Random
                }
            }
        })
        .collect()
}

pub fn run(args: &SimulateArgs) -> Result<Report, SimulateError> {
    with_game(&args.game, Simulate(args))
        .unwrap_or_else(|| Err(SimulateError::UnknownGame(args.game.clone())))
}

struct Simulate<'a>(&'a SimulateArgs);

impl GameVisitor for Simulate<'_> {
    type Output = Result<Report, SimulateError>;
    fn visit<G: TableGame>(self) -> Self::Output {
        simulate::<G>(self.0)
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
) -> Result<Played<G>, String> {
    play_timed::<G>(settings, seed, bots, think, &mut |_, _| {})
}

/// [`play`], telling `timed` how long each bot took over each move.
pub fn play_timed<G: TableGame>(
    settings: G::Settings,
    seed: u64,
    bots: &[BotLevel],
    think: Think,
    timed: &mut dyn FnMut(BotLevel, Duration),
) -> Result<Played<G>, String> {
    let (mut state, _) = G::new_game(settings, seed).map_err(|e| e.to_string())?;
    let mut log = Vec::new();
    while let Some(&(seat, _)) = G::pending(&state).first() {
        let level = bots.get(seat as usize).copied().unwrap_or(BotLevel::Random);
        let asked = Instant::now();
        let Some(action) = G::bot_action(&state, seat, level, think) else {
            return Err(format!("the bot of seat {seat} has no move"));
        };
        timed(level, asked.elapsed());
        G::apply(&mut state, seat, &action).map_err(|e| e.to_string())?;
        log.push((seat, action));
    }
    Ok((state, log))
}

/// "2 players", or "1 to 4 players".
fn seat_range(min: usize, max: usize) -> String {
    if min == max {
        format!("{min} players")
    } else {
        format!("{min} to {max} players")
    }
}

/// `players` seats, if `G` is played by so many.
pub fn seats_of<G: TableGame>(players: u8) -> Result<usize, SimulateError> {
    let seats = usize::from(players);
    if !(G::MIN_SEATS..=G::MAX_SEATS).contains(&seats) {
        return Err(SimulateError::Players {
            game: G::ID.to_string(),
            min: G::MIN_SEATS,
            max: G::MAX_SEATS,
        });
    }
    Ok(seats)
}

fn simulate<G: TableGame>(args: &SimulateArgs) -> Result<Report, SimulateError> {
    let players = args.players.unwrap_or(G::MAX_SEATS as u8);
    let seats = seats_of::<G>(players)?;
    let options = game_options::<G>(&args.options).map_err(SimulateError::Option)?;
    if let Some(dir) = &args.export_dir {
        std::fs::create_dir_all(dir).map_err(|source| SimulateError::Write {
            path: dir.clone(),
            source,
        })?;
    }
    let mut report = Report {
        game: G::ID.to_string(),
        games: args.games,
        players,
        bots: format!("{:?}", args.bots).to_lowercase(),
        wins_by_seat: vec![0; seats],
        ..Report::default()
    };
    let mut sums = Sums::default();
    let started = Instant::now();
    for game in 0..args.games {
        let seed = args.seed.wrapping_add(game);
        let bots = seat_bots(args.bots, players, game);
        let settings = G::game_settings(&options, players);
        let (state, log) = play::<G>(settings, seed, &bots, Think::default())
            .map_err(|message| SimulateError::Rules { seed, message })?;
        sums.actions += log.len() as u64;
        count::<G>(&mut report, &mut sums, &bots, &state);
        if args.per_game {
            report
                .per_game
                .push(game_report::<G>(seed, &bots, &state, log.len()));
        }
        if let Some(dir) = &args.export_dir {
            write_export::<G>(dir, seed, &state, &log)?;
        }
    }
    report.seconds = started.elapsed().as_secs_f64();
    finish(&mut report, args, sums);
    Ok(report)
}

/// What the means of a run are worked out from.
#[derive(Default)]
struct Sums {
    actions: u64,
    score: i64,
    score_by_bot: BTreeMap<String, i64>,
}

/// Adds one finished game's statistics, wins and scores to the report.
fn count<G: TableGame>(report: &mut Report, sums: &mut Sums, bots: &[BotLevel], state: &G::State) {
    add_tallies(report, G::tallies(state));
    if let Some(side) = G::side_result(state) {
        *report.wins_by_side.entry(side.to_string()).or_default() += 1;
    }
    let Some(result) = G::outcome(state) else {
        return;
    };
    for &w in &result.winners {
        report.wins_by_seat[w as usize] += 1;
        *report
            .wins_by_bot
            .entry(bots[w as usize].id().to_string())
            .or_default() += 1;
    }
    for (seat, s) in result.scores.iter().enumerate() {
        let points = G::points(s);
        sums.score += points;
        let bot = bots[seat].id().to_string();
        *sums.score_by_bot.entry(bot.clone()).or_default() += points;
        *report.games_by_bot.entry(bot).or_default() += 1;
    }
}

/// One game for `--per-game`.
fn game_report<G: TableGame>(
    seed: u64,
    bots: &[BotLevel],
    state: &G::State,
    actions: usize,
) -> GameReport {
    let result = export::result::<G>(state);
    GameReport {
        seed,
        actions,
        bots: bots.iter().map(|b| b.id().to_string()).collect(),
        scores: result
            .iter()
            .flat_map(|r| r.players.iter().map(|p| p.points))
            .collect(),
        result,
    }
}

fn write_export<G: TableGame>(
    dir: &Path,
    seed: u64,
    state: &G::State,
    log: &[(Seat, G::Action)],
) -> Result<(), SimulateError> {
    let path = dir.join(format!("{seed}.json"));
    let text = serde_json::to_string_pretty(&G::export(state, log))?;
    std::fs::write(&path, text + "\n").map_err(|source| SimulateError::Write { path, source })
}

/// The run's rates and means.
fn finish(report: &mut Report, args: &SimulateArgs, sums: Sums) {
    let games = args.games.max(1) as f64;
    report.games_per_second = args.games as f64 / report.seconds.max(1e-9);
    report.mean_actions_per_game = sums.actions as f64 / games;
    report.mean_total_score = sums.score as f64 / (games * f64::from(report.players));
    for (bot, sum) in sums.score_by_bot {
        let n = report.games_by_bot.get(&bot).copied().unwrap_or(1).max(1);
        report.mean_score_by_bot.insert(bot, sum as f64 / n as f64);
    }
}

pub fn render_text(r: &Report) -> String {
    let mut out = format!(
        "{} games, {} players, bots: {}\n{:.3} s, {:.0} games/s, {:.1} actions/game, mean score {:.1}\nwins by seat: {:?}\n",
        r.games, r.players, r.bots, r.seconds, r.games_per_second, r.mean_actions_per_game,
        r.mean_total_score, r.wins_by_seat
    );
    for bot in r.games_by_bot.keys() {
        out += &format!(
            "{bot}: {} wins, mean score {:.1}\n",
            r.wins_by_bot.get(bot).copied().unwrap_or(0),
            r.mean_score_by_bot.get(bot).copied().unwrap_or(0.0)
        );
    }
    for (side, n) in &r.wins_by_side {
        out += &format!("{side}: {n} games\n");
    }
    for (table, rates) in &r.tallies {
        out += &format!("{table}:\n");
        for (key, rate) in rates {
            out += &format!(
                "  {key}: {}/{} = {:.3}\n",
                rate.successes, rate.trials, rate.rate
            );
        }
    }
    for g in &r.per_game {
        let winners = g
            .result
            .as_ref()
            .map(|r| r.winners.clone())
            .unwrap_or_default();
        out += &format!(
            "seed {}: {} actions, scores {:?}, winners {winners:?}\n",
            g.seed, g.actions, g.scores
        );
    }
    out
}
