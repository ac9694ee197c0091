//! Jomsvikings' balance, tried on designed numbers without a rebuild: plays heuristic games
//! on the data files of a folder (default: the embedded ones) and prints each monster's kill
//! rate and each character's win rate against the mean, as `skald simulate` measures them.
//!
//! `cargo run --release --example joms_balance -- [--data data/joms] [--games 2000]
//! [--players 4] [--seed 1] [--pick bot|random] [--mode competitive|coop]`
//!
//! `--pick random` deals the character choice to chance, so every character is measured as
//! often as any other, whatever the bot prefers.

use std::collections::BTreeMap;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use skald::games::joms::{self, ai, data, Action, Ask, Mode, Settings, State};

struct Args {
    folder: Option<String>,
    games: u64,
    players: u8,
    seed: u64,
    random_pick: bool,
    mode: Mode,
}

fn args() -> Result<Args, String> {
    let mut a = Args {
        folder: None,
        games: 2000,
        players: 4,
        seed: 1,
        random_pick: false,
        mode: Mode::Competitive,
    };
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        let value = it.next().ok_or(format!("{flag} needs a value"))?;
        let bad = |_| format!("{flag}: {value}?");
        match flag.as_str() {
            "--data" => a.folder = Some(value),
            "--games" => a.games = value.parse().map_err(bad)?,
            "--players" => a.players = value.parse().map_err(bad)?,
            "--seed" => a.seed = value.parse().map_err(bad)?,
            "--pick" => a.random_pick = value == "random",
            "--mode" => {
                a.mode = if value == "coop" {
                    Mode::Coop
                } else {
                    Mode::Competitive
                }
            }
            _ => return Err(format!("unknown flag {flag}")),
        }
    }
    Ok(a)
}

fn install(folder: &str) -> Result<(), String> {
    let mut files = data::FILES;
    for (name, text) in files.iter_mut() {
        let path = format!("{folder}/{name}");
        let read = std::fs::read_to_string(&path).map_err(|e| format!("{path}: {e}"))?;
        *text = Box::leak(read.into_boxed_str());
    }
    if !data::install(files) {
        return Err("the data was already in use".into());
    }
    data::data().map(|_| ()).map_err(|e| e.to_string())
}

#[derive(Default)]
struct Counts {
    chars: BTreeMap<String, (u64, u64, u64)>,
    monsters: BTreeMap<String, (u64, u64, u8)>,
    games: u64,
    undecided: u64,
}

fn play(a: &Args, game: u64, counts: &mut Counts) -> Result<(), String> {
    let settings = Settings {
        players: a.players,
        mode: a.mode,
        difficulty: "easy".into(),
        ygg_saga1_only: false,
        ygg_everyone: false,
        open_hands: false,
    };
    let seed = a.seed.wrapping_mul(1_000_003).wrapping_add(game);
    let (mut s, _) = joms::start(settings, seed).map_err(|e| e.to_string())?;
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5eed);
    let mut steps = 0u32;
    while joms::outcome(&s).is_none() {
        let Some(&(seat, _)) = joms::pending(&s).first() else {
            counts.undecided += 1;
            return Ok(());
        };
        let action = choose(&s, seat, a.random_pick, &mut rng)?;
        joms::apply(&mut s, seat, &action).map_err(|e| format!("game {game}: {e}"))?;
        steps += 1;
        if steps > 100_000 {
            return Err(format!("game {game} does not end"));
        }
    }
    tally(&s, counts);
    Ok(())
}

fn choose(s: &State, seat: u8, random_pick: bool, rng: &mut ChaCha8Rng) -> Result<Action, String> {
    let asked = s.prompts.iter().find(|p| p.seat == seat).map(|p| &p.ask);
    if random_pick && matches!(asked, Some(Ask::Character)) {
        let n = s.players[usize::from(seat)].dealt.len();
        return Ok(Action::Character {
            index: rng.random_range(0..n) as u8,
        });
    }
    ai::heuristic(s, seat).ok_or_else(|| "the bot has no answer".to_string())
}

fn tally(s: &State, counts: &mut Counts) {
    let (Some(result), Ok(d)) = (joms::outcome(s), data::data()) else {
        return;
    };
    counts.games += 1;
    for (seat, p) in s.players.iter().enumerate() {
        let Some(c) = p.character else { continue };
        let e = counts
            .chars
            .entry(d.characters[usize::from(c)].id.clone())
            .or_default();
        e.0 += 1;
        e.1 += u64::from(result.winners.contains(&(seat as u8)));
        e.2 += u64::from(result.scores[seat].points);
    }
    for f in &s.fought {
        let m = &d.monsters[usize::from(f.monster)];
        let e = counts.monsters.entry(m.id.clone()).or_default();
        e.0 += 1;
        e.1 += u64::from(f.won);
        e.2 = m.level;
    }
}

fn report(c: &Counts) {
    let rate = |(n, k): (u64, u64)| if n == 0 { 0.0 } else { k as f64 / n as f64 };
    let rates: Vec<f64> = c.chars.values().map(|&(n, k, _)| rate((n, k))).collect();
    let mean = rates.iter().sum::<f64>() / rates.len().max(1) as f64;
    println!("games {} (undecided {})", c.games, c.undecided);
    println!("character      games  win    × mean  points");
    for (id, &(n, k, points)) in &c.chars {
        let r = rate((n, k));
        let flag = if r > 1.6 * mean || r < 0.5 * mean {
            "  OUT"
        } else {
            ""
        };
        let avg = points as f64 / n.max(1) as f64;
        println!(
            "{id:<14} {n:>5}  {r:.3}  {:.2}  {avg:>5.1}{flag}",
            r / mean.max(1e-9)
        );
    }
    println!("monster                 lv fights kill");
    let mut by_level: BTreeMap<u8, (u64, u64)> = BTreeMap::new();
    for (id, &(n, k, lv)) in &c.monsters {
        let r = rate((n, k));
        let flag = if !(0.40..=0.98).contains(&r) {
            "  OUT"
        } else {
            ""
        };
        println!("{id:<23} {lv:>2} {n:>6} {r:.3}{flag}");
        let e = by_level.entry(lv).or_default();
        e.0 += n;
        e.1 += k;
    }
    for (lv, &(n, k)) in &by_level {
        println!("level {lv}: {:.3} of {n}", rate((n, k)));
    }
}

fn main() {
    let run = || -> Result<(), String> {
        let a = args()?;
        if let Some(folder) = &a.folder {
            install(folder)?;
        }
        let mut counts = Counts::default();
        for game in 0..a.games {
            play(&a, game, &mut counts)?;
        }
        report(&counts);
        Ok(())
    };
    if let Err(e) = run() {
        eprintln!("joms_balance: {e}");
        std::process::exit(2);
    }
}
