//! `skald tournament`: bots of different levels play each other, rotating through the seats,
//! several games at once; each bot's wins are reported with a 95 % confidence interval.

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use clap::Args;
use serde::Serialize;

use super::options::{game_options, OptionArgs};
use super::simulate::{game_of, seats_of, SimulateError};
use crate::table::bout::Bout;
use crate::table::Think;
use crate::table::{BotLevel, Game};

#[derive(Debug, Args)]
pub struct TournamentArgs {
    /// The game, by its id (default: the first game Skald lists).
    #[arg(long)]
    pub game: Option<String>,
    /// The bots of seats 1, 2, … in the first game, comma-separated (random, heuristic,
    /// hard); the last one also takes the seats left over. They move one seat on each game.
    #[arg(long, value_delimiter = ',', default_value = "hard,heuristic")]
    pub bots: Vec<String>,
    #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u8).range(1..=4))]
    pub players: u8,
    #[arg(long, default_value_t = 100)]
    pub games: u64,
    /// The first game's seed; game n is played with seed + n.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// How long a hard bot thinks over each decision, in milliseconds.
    #[arg(long, default_value_t = 1000)]
    pub think_ms: u64,
    /// Sampled games per decision instead of a time: the results repeat with the seed.
    #[arg(long)]
    pub iterations: Option<u32>,
    /// Games played at once (default: one per core).
    #[arg(long)]
    pub threads: Option<usize>,
    #[command(flatten)]
    pub options: OptionArgs,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Default, Serialize)]
pub struct Report {
    pub game: String,
    pub players: u8,
    pub games: u64,
    pub seed: u64,
    pub think_ms: u64,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub iterations: Option<u32>,
    pub seconds: f64,
    pub bots: BTreeMap<String, BotResult>,
}

/// How one kind of bot did, over every seat it held.
#[derive(Debug, Default, Clone, PartialEq, Serialize)]
pub struct BotResult {
    /// Seats it held, one per game per seat.
    pub games: u64,
    /// Games it won, a shared win included.
    pub wins: u64,
    /// Of those, wins shared with another seat.
    pub shared: u64,
    pub win_rate: f64,
    /// Wilson's 95 % interval of the win rate.
    pub ci95: [f64; 2],
    pub mean_score: f64,
    /// Its moves, and how long it thought over them on average and at most, in ms.
    pub moves: u64,
    pub think_ms_mean: f64,
    pub think_ms_max: f64,
    /// Head to head: pairs of its seat and another kind of bot's seat in one game, and the
    /// share of them in which it finished ahead (a tie counts half).
    pub pairings: u64,
    pub ahead_rate: f64,
    #[serde(skip)]
    points: i64,
    #[serde(skip)]
    ahead: f64,
    #[serde(skip)]
    think_total: f64,
}

pub fn run(args: &TournamentArgs) -> Result<Report, SimulateError> {
    tournament(game_of(args.game.as_deref())?, args)
}

/// The bots of each seat in game number `game`: the list, its last bot repeated to fill the
/// seats, turned `game` seats on.
pub fn seat_bots(list: &[BotLevel], players: u8, game: u64) -> Vec<BotLevel> {
    let seats = usize::from(players);
    let filled: Vec<BotLevel> = (0..seats)
        .filter_map(|s| list.get(s).or(list.last()).copied())
        .collect();
    (0..seats)
        .filter_map(|s| filled.get((s + seats - (game % seats as u64) as usize) % seats))
        .copied()
        .collect()
}

fn levels(game: &dyn Game, names: &[String]) -> Result<Vec<BotLevel>, SimulateError> {
    let mut list = Vec::with_capacity(names.len());
    for name in names {
        let level = BotLevel::from_id(name.trim())
            .ok_or_else(|| SimulateError::UnknownBot(name.clone()))?;
        if level == BotLevel::Hard && !game.search_bot() {
            return Err(SimulateError::NoHardBot {
                game: game.id().to_string(),
            });
        }
        list.push(level);
    }
    if list.is_empty() {
        return Err(SimulateError::UnknownBot(String::new()));
    }
    Ok(list)
}

/// One finished game: each seat's bot, points, and whether it won (`Some(shared)`); and each
/// bot's moves with their total and longest thinking time, in ms.
type Seated = (
    Vec<(BotLevel, i64, Option<bool>)>,
    BTreeMap<BotLevel, (u64, f64, f64)>,
);

fn tournament(game: &dyn Game, args: &TournamentArgs) -> Result<Report, SimulateError> {
    seats_of(game, args.players)?;
    let list = levels(game, &args.bots)?;
    let options = game_options(game, &args.options).map_err(SimulateError::Option)?;
    let think = args
        .iterations
        .map_or(Think::Millis(args.think_ms), Think::Iterations);
    let tally = Mutex::new(Tally::default());
    let one = |n: u64| -> Result<Seated, SimulateError> {
        let seed = args.seed.wrapping_add(n);
        let bots = seat_bots(&list, args.players, n);
        let mut thought: BTreeMap<BotLevel, (u64, f64, f64)> = BTreeMap::new();
        let mut timed = |level: BotLevel, took: Duration| {
            let ms = took.as_secs_f64() * 1000.0;
            let (moves, total, max) = thought.entry(level).or_default();
            *moves += 1;
            *total += ms;
            *max = max.max(ms);
        };
        let bout = Bout {
            options: &options,
            seed,
            bots: &bots,
            think,
            export: false,
        };
        let end = game
            .bout(&bout, &mut timed)
            .map_err(|e| SimulateError::Rules {
                seed,
                message: e.to_string(),
            })?;
        let shared = end.result.winners.len() > 1;
        let seats: Vec<_> = bots
            .iter()
            .zip(end.points())
            .enumerate()
            .map(|(s, (&bot, points))| {
                let won = end.result.winners.contains(&(s as u8)).then_some(shared);
                (bot, points, won)
            })
            .collect();
        progress(&tally, &seats, args.games);
        Ok((seats, thought))
    };
    let started = Instant::now();
    let results = in_parallel(args.games, args.threads, one)?;
    let mut report = Report {
        game: game.id().to_string(),
        players: args.players,
        games: args.games,
        seed: args.seed,
        think_ms: args.think_ms,
        iterations: args.iterations,
        seconds: started.elapsed().as_secs_f64(),
        bots: BTreeMap::new(),
    };
    for (seats, thought) in results {
        add_game(&mut report, &seats, thought);
    }
    for r in report.bots.values_mut() {
        let n = r.games.max(1) as f64;
        r.win_rate = r.wins as f64 / n;
        r.ci95 = wilson(r.wins, r.games);
        r.mean_score = r.points as f64 / n;
        r.think_ms_mean = r.think_total / r.moves.max(1) as f64;
        r.ahead_rate = r.ahead / r.pairings.max(1) as f64;
    }
    Ok(report)
}

/// Counts one finished game for each bot that sat at it: seats, points, wins, pairings and
/// thinking time.
fn add_game(
    report: &mut Report,
    seats: &[(BotLevel, i64, Option<bool>)],
    thought: BTreeMap<BotLevel, (u64, f64, f64)>,
) {
    for (i, &(bot, points, won)) in seats.iter().enumerate() {
        let r = report.bots.entry(bot.id().to_string()).or_default();
        r.games += 1;
        r.points += points;
        r.wins += u64::from(won.is_some());
        r.shared += u64::from(won == Some(true));
        for other in seats.iter().filter(|o| o.0 != bot) {
            r.pairings += 1;
            r.ahead += ahead(&seats[i], other);
        }
    }
    for (bot, (moves, total, max)) in thought {
        let r = report.bots.entry(bot.id().to_string()).or_default();
        r.moves += moves;
        r.think_total += total;
        r.think_ms_max = r.think_ms_max.max(max);
    }
}

/// Whether seat `a` finished ahead of seat `b` in their game: a winner ahead of a loser, else
/// the higher score; 1, 0, or ½ for a tie.
pub fn ahead(a: &(BotLevel, i64, Option<bool>), b: &(BotLevel, i64, Option<bool>)) -> f64 {
    match (a.2.is_some(), b.2.is_some()) {
        (true, false) => 1.0,
        (false, true) => 0.0,
        _ => match a.1.cmp(&b.1) {
            std::cmp::Ordering::Greater => 1.0,
            std::cmp::Ordering::Less => 0.0,
            std::cmp::Ordering::Equal => 0.5,
        },
    }
}

/// Plays games `0..games` with `one`, on `threads` threads (default: one per core), and
/// returns their results in game order.
fn in_parallel<T: Send>(
    games: u64,
    threads: Option<usize>,
    one: impl Fn(u64) -> Result<T, SimulateError> + Sync,
) -> Result<Vec<T>, SimulateError> {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let threads = threads.unwrap_or(cores).clamp(1, games.max(1) as usize);
    let next = AtomicU64::new(0);
    let slots: Mutex<Vec<Option<Result<T, SimulateError>>>> =
        Mutex::new((0..games).map(|_| None).collect());
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| loop {
                let game = next.fetch_add(1, Ordering::Relaxed);
                if game >= games {
                    break;
                }
                let result = one(game);
                if let Ok(mut slots) = slots.lock() {
                    slots[game as usize] = Some(result);
                }
            });
        }
    });
    let slots = slots.into_inner().unwrap_or_else(|e| e.into_inner());
    slots
        .into_iter()
        .enumerate()
        .map(|(game, slot)| {
            slot.unwrap_or_else(|| {
                Err(SimulateError::Rules {
                    seed: game as u64,
                    message: "the game was not played".to_string(),
                })
            })
        })
        .collect()
}

/// Games finished so far, and each bot's wins and seats.
#[derive(Default)]
struct Tally {
    games: u64,
    bots: BTreeMap<&'static str, (u64, u64)>,
}

/// Counts a finished game and tells stderr the running score, so that a long tournament
/// can be followed (and read if it is stopped).
fn progress(tally: &Mutex<Tally>, seated: &[(BotLevel, i64, Option<bool>)], games: u64) {
    let Ok(mut t) = tally.lock() else { return };
    t.games += 1;
    for (bot, _, won) in seated {
        let (wins, seats) = t.bots.entry(bot.id()).or_default();
        *wins += u64::from(won.is_some());
        *seats += 1;
    }
    let score: Vec<String> = t
        .bots
        .iter()
        .map(|(bot, (wins, seats))| format!("{bot} {wins} of {seats}"))
        .collect();
    eprintln!(
        "tournament: {}/{games} games; won: {}",
        t.games,
        score.join(", ")
    );
}

/// Wilson's score interval at 95 % for `wins` out of `games`.
pub fn wilson(wins: u64, games: u64) -> [f64; 2] {
    if games == 0 {
        return [0.0, 1.0];
    }
    let z = 1.959_964;
    let n = games as f64;
    let p = wins as f64 / n;
    let centre = p + z * z / (2.0 * n);
    let spread = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt();
    let scale = 1.0 + z * z / n;
    [
        ((centre - spread) / scale).max(0.0),
        ((centre + spread) / scale).min(1.0),
    ]
}

pub fn render_text(r: &Report) -> String {
    let budget = r.iterations.map_or_else(
        || format!("{} ms a decision", r.think_ms),
        |n| format!("{n} iterations a decision"),
    );
    let mut out = format!(
        "{}: {} games of {} players, hard bots think {budget}; {:.1} s\n",
        r.game, r.games, r.players, r.seconds
    );
    for (bot, b) in &r.bots {
        out += &format!(
            "{bot:>10}: {} of {} won ({:.1} %, 95 % interval {:.1}–{:.1} %), mean score {:.1}, \
             ahead of another bot in {:.1} % of {} pairings; \
             {} moves, {:.1} ms a move on average, at most {:.1} ms\n",
            b.wins,
            b.games,
            100.0 * b.win_rate,
            100.0 * b.ci95[0],
            100.0 * b.ci95[1],
            b.mean_score,
            100.0 * b.ahead_rate,
            b.pairings,
            b.moves,
            b.think_ms_mean,
            b.think_ms_max
        );
    }
    out
}
