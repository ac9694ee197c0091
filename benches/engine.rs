//! Engine speed: whole games between bots (target: a 4-seat random game in under 1 ms), the
//! hot functions of a decision, and the search bot's rate.

use criterion::{criterion_group, criterion_main, BatchSize, Criterion};
use skald::games::midgard::ai::{play_game, BotInput, BotKind};
use skald::games::midgard::{legal_actions, new_game, pending, Settings};

fn whole_games(c: &mut Criterion) {
    let mut seed = 0u64;
    c.bench_function("4-seat game, random bots", |b| {
        b.iter(|| {
            seed += 1;
            play_game(Settings::new(4), seed, &[BotKind::Random; 4]).expect("a game")
        })
    });
    c.bench_function("2-seat game, heuristic vs random", |b| {
        b.iter(|| {
            seed += 1;
            play_game(
                Settings::new(2),
                seed,
                &[BotKind::Heuristic, BotKind::Random],
            )
            .expect("a game")
        })
    });
    c.bench_function("new game, 4 seats", |b| {
        b.iter(|| {
            seed += 1;
            new_game(Settings::new(4), seed).expect("a game")
        })
    });
}

fn one_decision(c: &mut Criterion) {
    // A mid-game state: round 4 of a random 4-seat game.
    let (mut state, _) = new_game(Settings::new(4), 7).expect("a game");
    while state.round < 4 {
        let seat = pending(&state)[0].0;
        let a = BotKind::Random
            .choose(&mut BotInput::new(&state, seat))
            .expect("a move");
        skald::games::midgard::apply(&mut state, seat, &a).expect("legal");
    }
    let seat = pending(&state)[0].0;
    c.bench_function("legal_actions, mid-game", |b| {
        b.iter(|| legal_actions(&state, seat))
    });
    c.bench_function("clone a mid-game state (a search's copy)", |b| {
        b.iter(|| state.clone())
    });
    c.bench_function("pending, mid-game", |b| b.iter(|| pending(&state)));
    let assigning = until_assignment(state.clone());
    let seat = pending(&assigning)[0].0;
    c.bench_function("legal_actions, assigning warriors", |b| {
        b.iter(|| legal_actions(&assigning, seat))
    });
    c.bench_function("apply one action on a clone, mid-game", |b| {
        let a = legal_actions(&state, seat)[0];
        b.iter_batched(
            || state.clone(),
            |mut s| skald::games::midgard::apply(&mut s, seat, &a).expect("legal"),
            BatchSize::SmallInput,
        )
    });
}

/// The state after random moves up to the next assignment of warriors.
fn until_assignment(mut state: skald::games::midgard::State) -> skald::games::midgard::State {
    use skald::games::midgard::Decision;
    loop {
        let (seat, d) = pending(&state)[0].clone();
        if d == Decision::Assign {
            return state;
        }
        let a = BotKind::Random
            .choose(&mut BotInput::new(&state, seat))
            .expect("a move");
        skald::games::midgard::apply(&mut state, seat, &a).expect("legal");
    }
}

/// The hard bot's search: one decision of 100 sampled games (its rate of iterations), and
/// one world dealt for it.
fn search(c: &mut Criterion) {
    use skald::games::midgard::determinize::determinize;
    use skald::games::search::Iterations;
    let (mut state, _) = new_game(Settings::new(2), 7).expect("a game");
    while state.round < 3 {
        let seat = pending(&state)[0].0;
        let a = BotKind::Heuristic
            .choose(&mut BotInput::new(&state, seat))
            .expect("a move");
        skald::games::midgard::apply(&mut state, seat, &a).expect("legal");
    }
    let seat = pending(&state)[0].0;
    let mut group = c.benchmark_group("search");
    group.sample_size(10);
    group.bench_function("hard bot, 100 iterations, 2 seats, round 3", |b| {
        b.iter(|| skald::games::midgard::ai::hard(&state, seat, &mut Iterations(100)))
    });
    group.finish();
    let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(1);
    c.bench_function("determinize a round-3 state for its seat", |b| {
        b.iter(|| determinize(&state, Some(seat), &mut rng))
    });
}

criterion_group!(benches, whole_games, one_decision, search);
criterion_main!(benches);
