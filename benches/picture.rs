//! The board picture: one render (SVG written and rasterized to the PNG Discord is sent, 2× the
//! box it is shown in) of a 4-seat game in its busiest moments, with p50/p99 over many
//! renders and the PNGs' sizes (the largest, and all of them together).
//! Run with `cargo bench --bench picture`.

use std::time::{Duration, Instant};

use criterion::{criterion_group, criterion_main, Criterion};
use skald::games::midgard::ai::{BotInput, BotKind};
use skald::games::midgard::table::picture::picture;
use skald::games::midgard::{apply, new_game, pending, Settings, State};
use skald::i18n::Lang;
use skald::render::board_png;

/// Every fifth state of a 4-seat game between heuristic bots.
fn states() -> Vec<State> {
    let (mut state, _) = new_game(Settings::new(4), 4).expect("a new game");
    let mut out = Vec::new();
    let mut step = 0;
    while let Some(&(seat, _)) = pending(&state).first() {
        let Some(action) = BotKind::Heuristic.choose(&mut BotInput::new(&state, seat)) else {
            break;
        };
        if apply(&mut state, seat, &action).is_err() {
            break;
        }
        step += 1;
        if step % 5 == 0 {
            out.push(state.clone());
        }
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
    let (mut largest, mut total) = (0, 0);
    for s in states {
        let start = Instant::now();
        let Ok(bytes) = board_png(&picture(s, &names, Lang::Pl)) else {
            eprintln!("a picture failed to render");
            return;
        };
        times.push(start.elapsed());
        largest = largest.max(bytes.len());
        total += bytes.len();
    }
    times.sort();
    let at = |p: f64| -> Duration { times[((times.len() - 1) as f64 * p).round() as usize] };
    println!(
        "picture: {} renders — p50 {:.1} ms, p99 {:.1} ms; largest PNG {} KB, all {} KB",
        times.len(),
        at(0.5).as_secs_f64() * 1e3,
        at(0.99).as_secs_f64() * 1e3,
        largest / 1024,
        total / 1024
    );
}

fn bench(c: &mut Criterion) {
    let states = states();
    report(&states);
    let names = names();
    let mid = &states[states.len() / 2];
    c.bench_function("picture svg", |b| b.iter(|| picture(mid, &names, Lang::Pl)));
    c.bench_function("picture png", |b| {
        b.iter(|| board_png(&picture(mid, &names, Lang::Pl)))
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20).measurement_time(Duration::from_secs(4));
    targets = bench
}
criterion_main!(benches);
