//! Table layer speed with its SQLite store: one action with its commit (p50/p99), loading a
//! table at the end of a game, and 1,000 bot tables in one process with the peak memory.
//! Run with `cargo bench --bench table`.

use skald::registry::GAMES;
use std::sync::Arc;
use std::time::{Duration, Instant};

use skald::games::midgard::ai::{BotInput, BotKind};
use skald::games::midgard::{pending, Midgard};
use skald::store::Store;
use skald::table::{
    Actor, BotLevel, ChannelKey, DeadlineMode, Op, SystemClock, TableCommand, TableService,
    TableSettings, UserId,
};

fn person(id: u64) -> Actor {
    Actor {
        user: UserId(id),
        name: format!("P{id}"),
        manager: false,
        locale: None,
    }
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i.min(sorted.len() - 1)]
}

fn peak_rss_kib() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmHWM:"))
                .and_then(|l| l.split_whitespace().nth(1))
                .and_then(|n| n.parse().ok())
        })
        .unwrap_or(0)
}

async fn send(
    service: &TableService<Midgard>,
    ch: &ChannelKey,
    actor: &Actor,
    op: Op<skald::games::midgard::Action>,
) {
    service
        .handle(TableCommand {
            channel: ch.clone(),
            actor: actor.clone(),
            op,
        })
        .await
        .expect("accepted");
}

async fn setup(
    service: &TableService<Midgard>,
    ch: &ChannelKey,
    people: &[Actor],
    bots: usize,
    seed: u64,
) {
    let settings = TableSettings {
        deadline: DeadlineMode::Auto,
        ..TableSettings::default()
    };
    send(
        service,
        ch,
        &people[0],
        Op::Create {
            settings,
            seed: Some(seed),
            join: !people.is_empty(),
        },
    )
    .await;
    for p in &people[1..] {
        send(service, ch, p, Op::Join).await;
    }
    for _ in 0..bots {
        send(
            service,
            ch,
            &people[0],
            Op::AddBot {
                level: BotLevel::Heuristic,
            },
        )
        .await;
    }
    send(service, ch, &people[0], Op::Start).await;
}

#[tokio::main(flavor = "current_thread")]
async fn main() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let url = format!("sqlite://{}", dir.path().join("bench.db").display());
    let store = Store::open(&url).await.expect("the store opens");
    let service = TableService::<Midgard>::new(store, Arc::new(SystemClock), GAMES);

    // 1. One person's action, with its commit, in 4-seat games of people only.
    let people: Vec<Actor> = (1..=4).map(person).collect();
    let mut times = Vec::new();
    let mut last_channel = None;
    for game in 0..6u64 {
        let ch = ChannelKey(format!("bench:act:{game}"));
        setup(&service, &ch, &people, 0, game).await;
        while let Some(table) = service.active(&ch).await.expect("load") {
            let state = table.game.as_ref().expect("running");
            let seat = pending(state)[0].0;
            let action = BotKind::Heuristic
                .choose(&mut BotInput::new(state, seat))
                .expect("a move");
            let actor = &people[seat as usize];
            let started = Instant::now();
            send(
                &service,
                &ch,
                actor,
                Op::Act {
                    action,
                    version: None,
                },
            )
            .await;
            times.push(started.elapsed());
        }
        last_channel = Some(ch);
    }
    times.sort();
    println!(
        "handle one action incl. commit: n={} p50={:.2} ms p99={:.2} ms max={:.2} ms",
        times.len(),
        percentile(&times, 0.5).as_secs_f64() * 1e3,
        percentile(&times, 0.99).as_secs_f64() * 1e3,
        times.last().map_or(0.0, |d| d.as_secs_f64() * 1e3)
    );

    // 2. Loading a table at the end of an 8-round game.
    if let Some(ch) = last_channel {
        let mut loads = Vec::new();
        for _ in 0..300 {
            let started = Instant::now();
            let t = service.latest(&ch).await.expect("load").expect("a table");
            loads.push(started.elapsed());
            assert_eq!(t.game.map(|g| g.round), Some(8));
        }
        loads.sort();
        println!(
            "load a table after 8 rounds: p50={:.3} ms p99={:.3} ms",
            percentile(&loads, 0.5).as_secs_f64() * 1e3,
            percentile(&loads, 0.99).as_secs_f64() * 1e3
        );
    }

    // 3. 1,000 bot tables to the end in one process, each bot move committed.
    let tables: u64 = std::env::var("SKALD_BENCH_TABLES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1000);
    let host = person(999);
    let started = Instant::now();
    let mut moves = 0u64;
    for t in 0..tables {
        let ch = ChannelKey(format!("bench:bots:{t}"));
        send(
            &service,
            &ch,
            &host,
            Op::Create {
                settings: TableSettings::default(),
                seed: Some(t),
                join: false,
            },
        )
        .await;
        for _ in 0..4 {
            send(
                &service,
                &ch,
                &host,
                Op::AddBot {
                    level: BotLevel::Heuristic,
                },
            )
            .await;
        }
        send(&service, &ch, &host, Op::Start).await;
        while service.step_bots(&ch).await.expect("bot step").is_some() {
            moves += 1;
        }
    }
    let secs = started.elapsed().as_secs_f64();
    println!(
        "{tables} bot tables (4 seats) to the end: {secs:.1} s, {moves} committed bot moves ({:.0}/s), peak RSS {} MiB",
        moves as f64 / secs,
        peak_rss_kib() / 1024
    );
}
