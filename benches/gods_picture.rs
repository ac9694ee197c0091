//! The Viking Gods board picture: the SVG of a mid-game position (with the arrows of its
//! trail) and its rasterization to an 800 px PNG, with p50/p99 over the renders of every
//! state of a few whole games and the largest PNG's size. Target: a map render p99 ≤ 50 ms.
//! Run with `cargo bench --bench gods_picture`.

use std::time::{Duration, Instant};

use criterion::{criterion_group, criterion_main, Criterion};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use skald::games::gods::table::picture::picture;
use skald::games::gods::{apply, legal_actions, new_game, pending, Action, Settings, State};
use skald::i18n::Lang;
use skald::render::png;

/// PNG width: sharp when opened full size, scaled down by Discord on a phone.
const PNG_WIDTH: u32 = 800;

/// Every state of games between random players, at least 300.
fn states() -> Vec<State> {
    let mut out = Vec::new();
    for seed in 11..40 {
        out.extend(game(seed));
        if out.len() >= 300 {
            break;
        }
    }
    out
}

/// Every state of a game between random players (who rarely end a phase early and never
/// resign), each with the trail of its last turns.
fn game(seed: u64) -> Vec<State> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let (mut state, _) = new_game(Settings::default(), seed).expect("a new game");
    let mut out = Vec::new();
    for _ in 0..600 {
        let Some(&(seat, _)) = pending(&state).first() else {
            break;
        };
        let mut actions = legal_actions(&state, seat);
        actions.retain(|a| *a != Action::Resign);
        if actions.len() > 1 && rng.random_range(0..6) > 0 {
            actions.retain(|a| *a != Action::Done);
        }
        let action = actions[rng.random_range(0..actions.len())].clone();
        if apply(&mut state, seat, &action).is_err() {
            break;
        }
        out.push(state.clone());
    }
    out
}

fn names() -> Vec<String> {
    vec!["Astrid".to_string(), "Zbyszko".to_string()]
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
    times.sort();
    let at = |p: f64| -> Duration { times[((times.len() - 1) as f64 * p).round() as usize] };
    println!(
        "gods picture: {} renders at {PNG_WIDTH} px — p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms; largest PNG {} KB",
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
    // A state with arrows of both turns, the faded ones too.
    let mid = states
        .iter()
        .skip(states.len() / 2)
        .find(|s| s.turn_start > 0 && s.trail.len() > s.turn_start)
        .unwrap_or(&states[states.len() / 2]);
    c.bench_function("gods picture svg", |b| {
        b.iter(|| picture(mid, &names, Lang::Pl))
    });
    let svg = picture(mid, &names, Lang::Pl);
    c.bench_function("gods picture png 800px (raster only)", |b| {
        b.iter(|| png(&svg, PNG_WIDTH))
    });
    c.bench_function("gods picture svg + png 800px", |b| {
        b.iter(|| png(&picture(mid, &names, Lang::Pl), PNG_WIDTH))
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20).measurement_time(Duration::from_secs(4));
    targets = bench
}
criterion_main!(benches);
