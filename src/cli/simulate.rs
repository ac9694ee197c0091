//! `skald simulate`: bots play many games; speed, scores and wins are reported.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::Instant;

use clap::Args;
use serde::Serialize;

use super::options::{game_options, OptionArgs};
use super::BotMix;
use crate::games::record::GameResult;
use crate::registry::{self, ids};
use crate::table::bout::{Bout, Finished};
use crate::table::game::Tally;
use crate::table::Think;
use crate::table::{BotLevel, Game};

#[derive(Debug, Args)]
pub struct SimulateArgs {
    /// The game, by its id (default: the first game Skald lists).
    #[arg(long)]
    pub game: Option<String>,
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

fn add_tallies(report: &mut Report, tallies: &[Tally]) {
    for t in tallies {
        let r = report
            .tallies
            .entry(t.table.to_string())
            .or_default()
            .entry(t.key.clone())
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
    let game = game_of(args.game.as_deref())?;
    let players = args.players.unwrap_or(*game.seats().end() as u8);
    seats_of(game, players)?;
    let options = game_options(game, &args.options).map_err(SimulateError::Option)?;
    if let Some(dir) = &args.export_dir {
        std::fs::create_dir_all(dir).map_err(|source| SimulateError::Write {
            path: dir.clone(),
            source,
        })?;
    }
    let mut report = Report {
        game: game.id().to_string(),
        games: args.games,
        players,
        bots: format!("{:?}", args.bots).to_lowercase(),
        wins_by_seat: vec![0; usize::from(players)],
        ..Report::default()
    };
    let mut sums = Sums::default();
    let started = Instant::now();
    for n in 0..args.games {
        let seed = args.seed.wrapping_add(n);
        let bots = seat_bots(args.bots, players, n);
        let bout = Bout {
            options: &options,
            seed,
            bots: &bots,
            think: Think::default(),
            export: args.export_dir.is_some(),
        };
        let finished = game
            .bout(&bout, &mut |_, _| {})
            .map_err(|e| SimulateError::Rules {
                seed,
                message: e.to_string(),
            })?;
        count(&mut report, &mut sums, &bots, &finished);
        if let Some(dir) = &args.export_dir {
            write_export(dir, seed, &finished)?;
        }
        if args.per_game {
            report.per_game.push(game_report(seed, &bots, finished));
        }
    }
    report.seconds = started.elapsed().as_secs_f64();
    finish(&mut report, args, sums);
    Ok(report)
}

/// The game called `id`, or the first game listed.
pub fn game_of(id: Option<&str>) -> Result<&'static dyn Game, SimulateError> {
    match id {
        Some(id) => registry::game(id).ok_or_else(|| SimulateError::UnknownGame(id.to_string())),
        None => registry::GAMES
            .first()
            .copied()
            .ok_or_else(|| SimulateError::UnknownGame(String::new())),
    }
}

/// "2 players", or "1 to 4 players".
fn seat_range(min: usize, max: usize) -> String {
    if min == max {
        format!("{min} players")
    } else {
        format!("{min} to {max} players")
    }
}

/// `players` seats, if `game` is played by so many.
pub fn seats_of(game: &dyn Game, players: u8) -> Result<usize, SimulateError> {
    let seats = usize::from(players);
    let range = game.seats();
    if !range.contains(&seats) {
        return Err(SimulateError::Players {
            game: game.id().to_string(),
            min: *range.start(),
            max: *range.end(),
        });
    }
    Ok(seats)
}

/// What the means of a run are worked out from.
#[derive(Default)]
struct Sums {
    actions: u64,
    score: i64,
    score_by_bot: BTreeMap<String, i64>,
}

/// Adds one finished game's statistics, wins and scores to the report.
fn count(report: &mut Report, sums: &mut Sums, bots: &[BotLevel], finished: &Finished) {
    sums.actions += finished.actions as u64;
    add_tallies(report, &finished.tallies);
    if let Some(side) = finished.side {
        *report.wins_by_side.entry(side.to_string()).or_default() += 1;
    }
    for &w in &finished.result.winners {
        report.wins_by_seat[w as usize] += 1;
        *report
            .wins_by_bot
            .entry(bots[w as usize].id().to_string())
            .or_default() += 1;
    }
    for (seat, points) in finished.points().into_iter().enumerate() {
        sums.score += points;
        let bot = bots[seat].id().to_string();
        *sums.score_by_bot.entry(bot.clone()).or_default() += points;
        *report.games_by_bot.entry(bot).or_default() += 1;
    }
}

/// One game for `--per-game`.
fn game_report(seed: u64, bots: &[BotLevel], finished: Finished) -> GameReport {
    GameReport {
        seed,
        actions: finished.actions,
        bots: bots.iter().map(|b| b.id().to_string()).collect(),
        scores: finished.points(),
        result: Some(finished.result),
    }
}

fn write_export(dir: &Path, seed: u64, finished: &Finished) -> Result<(), SimulateError> {
    let Some(export) = &finished.export else {
        return Ok(());
    };
    let path = dir.join(format!("{seed}.json"));
    let text = serde_json::to_string_pretty(export)?;
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
