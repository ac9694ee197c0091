//! `skald simulate`: bots play many games; speed, scores and wins are reported.

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::time::Instant;

use clap::Args;
use serde::Serialize;

use super::{BotMix, EditionArg, VariantArg};
use crate::games::midgard::ai::{play_game, BotKind};
use crate::games::midgard::export::Export;
use crate::games::midgard::{outcome, Edition, RuleError, Settings};

#[derive(Debug, Args)]
pub struct SimulateArgs {
    #[arg(long, default_value_t = 100)]
    pub games: u64,
    #[arg(long, default_value_t = 4, value_parser = clap::value_parser!(u8).range(2..=4))]
    pub players: u8,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    #[arg(long, value_enum, default_value_t = BotMix::Random)]
    pub bots: BotMix,
    #[arg(long, value_enum, default_value_t = EditionArg::Revised)]
    pub edition: EditionArg,
    #[arg(long = "variant", value_enum)]
    pub variants: Vec<VariantArg>,
    /// Write one export per game, named `<seed>.json`.
    #[arg(long)]
    pub export_dir: Option<PathBuf>,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Default, Serialize)]
pub struct Report {
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
}

#[derive(Debug, thiserror::Error)]
pub enum SimulateError {
    #[error("game with seed {seed}: {source}")]
    Rules { seed: u64, source: RuleError },
    #[error("cannot write {path}: {source}")]
    Write {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("cannot encode an export: {0}")]
    Encode(#[from] serde_json::Error),
}

/// The bots of each seat in game number `game`.
pub fn seat_bots(mix: BotMix, players: u8, game: u64) -> Vec<BotKind> {
    (0..players)
        .map(|s| match mix {
            BotMix::Random => BotKind::Random,
            BotMix::Heuristic => BotKind::Heuristic,
            BotMix::Mixed => {
                if (u64::from(s) + game) % 2 == 0 {
                    BotKind::Heuristic
                } else {
                    BotKind::Random
                }
            }
        })
        .collect()
}

pub fn settings(args: &SimulateArgs) -> Settings {
    let mut s = Settings::new(args.players);
    s.edition = match args.edition {
        EditionArg::Revised => Edition::Revised,
        EditionArg::Classic => Edition::Classic,
    };
    s.hall_of_fame = args.variants.contains(&VariantArg::HallOfFame);
    s.distrust = args.variants.contains(&VariantArg::Distrust);
    s
}

pub fn run(args: &SimulateArgs) -> Result<Report, SimulateError> {
    if let Some(dir) = &args.export_dir {
        std::fs::create_dir_all(dir).map_err(|source| SimulateError::Write {
            path: dir.clone(),
            source,
        })?;
    }
    let settings = settings(args);
    let mut report = Report {
        games: args.games,
        players: args.players,
        bots: format!("{:?}", args.bots).to_lowercase(),
        wins_by_seat: vec![0; args.players as usize],
        ..Report::default()
    };
    let mut actions = 0u64;
    let mut score_sum = 0i64;
    let mut score_by_bot: BTreeMap<String, i64> = BTreeMap::new();
    let started = Instant::now();
    for game in 0..args.games {
        let seed = args.seed.wrapping_add(game);
        let bots = seat_bots(args.bots, args.players, game);
        let (state, log) = play_game(settings.clone(), seed, &bots)
            .map_err(|source| SimulateError::Rules { seed, source })?;
        actions += log.len() as u64;
        if let Some(result) = outcome(&state) {
            for &w in &result.winners {
                report.wins_by_seat[w as usize] += 1;
                *report
                    .wins_by_bot
                    .entry(bots[w as usize].id().to_string())
                    .or_default() += 1;
            }
            for s in &result.scores {
                score_sum += i64::from(s.total);
                let bot = bots[s.seat as usize].id().to_string();
                *score_by_bot.entry(bot.clone()).or_default() += i64::from(s.total);
                *report.games_by_bot.entry(bot).or_default() += 1;
            }
        }
        if let Some(dir) = &args.export_dir {
            let path = dir.join(format!("{seed}.json"));
            let text = serde_json::to_string_pretty(&Export::new(&state, &log))?;
            std::fs::write(&path, text + "\n")
                .map_err(|source| SimulateError::Write { path, source })?;
        }
    }
    report.seconds = started.elapsed().as_secs_f64();
    let games = args.games.max(1) as f64;
    report.games_per_second = args.games as f64 / report.seconds.max(1e-9);
    report.mean_actions_per_game = actions as f64 / games;
    report.mean_total_score = score_sum as f64 / (games * f64::from(args.players));
    for (bot, sum) in score_by_bot {
        let n = report.games_by_bot.get(&bot).copied().unwrap_or(1).max(1);
        report.mean_score_by_bot.insert(bot, sum as f64 / n as f64);
    }
    Ok(report)
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
    out
}
