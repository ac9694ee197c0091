//! The Jomsvikings board picture: the SVG of a 4-player fight (full battlefields, monsters,
//! the track) and its rasterization to an 800 px PNG, with p50/p99 over the renders of every
//! state of a few whole games and the largest PNG's size. Target: a render p99 ≤ 50 ms.
//! Run with `cargo bench --bench joms_picture`.

use std::time::{Duration, Instant};

use criterion::{criterion_group, criterion_main, Criterion};
use rand::seq::IndexedRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use skald::games::joms::table::picture::picture;
use skald::games::joms::{Joms, Mode, Phase, Settings, State};
use skald::games::Rules;
use skald::i18n::Lang;
use skald::render::png;

/// PNG width: sharp when opened full size, scaled down by Discord on a phone.
const PNG_WIDTH: u32 = 800;
const PLAYERS: u8 = 4;

fn settings() -> Settings {
    Settings {
        players: PLAYERS,
        mode: Mode::Competitive,
        difficulty: "easy".into(),
        ygg_saga1_only: false,
        ygg_everyone: true,
        open_hands: false,
    }
}

/// Every state of games between random players, at least 300, every third kept.
fn states() -> Vec<State> {
    let mut out = Vec::new();
    for seed in 1..20 {
        out.extend(game(seed).into_iter().step_by(3));
        if out.len() >= 300 {
            break;
        }
    }
    out
}

/// Every state of a game between random players.
fn game(seed: u64) -> Vec<State> {
    let Ok((mut state, _)) = Joms::new_game(settings(), seed) else {
        return Vec::new();
    };
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut out = Vec::new();
    for _ in 0..20_000 {
        let Some(&(seat, _)) = Joms::pending(&state).first() else {
            break;
        };
        let legal = Joms::legal_actions(&state, seat);
        let Some(action) = legal.choose(&mut rng).cloned() else {
            break;
        };
        if Joms::apply(&mut state, seat, &action).is_err() {
            break;
        }
        out.push(state.clone());
    }
    out
}

fn names() -> Vec<String> {
    ["Astrid", "Zbyszko", "Eirik", "Jadwiga"]
        .iter()
        .map(|s| s.to_string())
        .collect()
}

fn report(states: &[State]) {
    let names = names();
    let mut times = Vec::new();
    let mut largest = 0;
    for s in states {
        let start = Instant::now();
        let Ok(bytes) = png(&picture(s, &names, Lang::Pl), PNG_WIDTH) else {
            eprintln!("a picture failed to render");
            return;
        };
        times.push(start.elapsed());
        largest = largest.max(bytes.len());
    }
    if times.is_empty() {
        return;
    }
    times.sort();
    let at = |p: f64| -> Duration { times[((times.len() - 1) as f64 * p).round() as usize] };
    println!(
        "joms picture: {} renders at {PNG_WIDTH} px — p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms; largest PNG {} KB",
        times.len(),
        at(0.5).as_secs_f64() * 1e3,
        at(0.99).as_secs_f64() * 1e3,
        at(1.0).as_secs_f64() * 1e3,
        largest / 1024
    );
}

fn bench(c: &mut Criterion) {
    let states = states();
    report(&states);
    let names = names();
    // The fight with the most cards on the battlefields.
    let Some(fight) = states
        .iter()
        .filter(|s| s.phase == Phase::Fight)
        .max_by_key(|s| s.players.iter().map(|p| p.battlefield.len()).sum::<usize>())
    else {
        return;
    };
    c.bench_function("joms picture svg", |b| {
        b.iter(|| picture(fight, &names, Lang::Pl))
    });
    let svg = picture(fight, &names, Lang::Pl);
    c.bench_function("joms picture png 800px (raster only)", |b| {
        b.iter(|| png(&svg, PNG_WIDTH))
    });
    c.bench_function("joms picture svg + png 800px", |b| {
        b.iter(|| png(&picture(fight, &names, Lang::Pl), PNG_WIDTH))
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20).measurement_time(Duration::from_secs(4));
    targets = bench
}
criterion_main!(benches);
