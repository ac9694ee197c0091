//! Issue 15, item 5: the load test. Two hundred tables play at once, each a scripted member
//! against a bot, through the real `skald serve` and the fake Discord: first one process on
//! SQLite, then (when `DATABASE_URL_TEST` names a PostgreSQL server, as in CI) two processes
//! on PostgreSQL, each running one of two shards, with every interaction handed to one of them
//! at random.
//!
//! Checked: every interaction is answered, every table moves on, every request keeps to
//! Discord's spec. Measured, not asserted (timings are for benchmarks, not tests): the
//! acknowledgement latency of every interaction (p50, p99, max) and the commits per second
//! while the tables play. Each run prints one `load …` line and keeps it in
//! `target/tmp/load.txt`.
//!
//! `cargo test --release --test load -- --nocapture` runs it alone.

#[path = "support/backends.rs"]
mod backends;
#[path = "support/discord_spec.rs"]
mod discord_spec;
#[path = "support/fake_discord/mod.rs"]
mod fake_discord;

use std::time::{Duration, Instant};

use fake_discord::bot::{Bot, Launch};
use fake_discord::members::{refused, Members};
use fake_discord::{payload, FakeDiscord, Person};
use poise::futures_util::future::join_all;
use serde_json::json;

/// Tables playing at once.
const TABLES: u64 = 200;
/// Presses each table's member makes while all play.
const PRESSES: u32 = 6;
const LIMIT: Duration = Duration::from_secs(600);

fn channel_of(n: u64) -> u64 {
    720_000_000_000_000_000 + n
}

/// One member and a bot (which plays well and fast), started.
async fn seat(m: &mut Members<'_>) {
    m.slash(
        0,
        "new",
        vec![payload::option("deadlines", json!(0), false)],
    )
    .await;
    let add = vec![payload::option("action", json!(0), false)];
    assert!(!refused(&m.slash(0, "bot", add).await), "a bot joins");
    m.slash(0, "start", Vec::new()).await;
}

/// Commits so far over every table: each change raises its table's version by one.
async fn commits(url: &str) -> i64 {
    sqlx::any::install_default_drivers();
    let pool = sqlx::AnyPool::connect(url).await.expect("the database");
    // PostgreSQL sums BIGINTs into a NUMERIC: cast back.
    let row = sqlx::query("SELECT CAST(COALESCE(SUM(version), 0) AS BIGINT) AS n FROM tables")
        .fetch_one(&pool)
        .await
        .expect("the tables");
    pool.close().await;
    sqlx::Row::get(&row, "n")
}

fn percentile(sorted: &[f64], q: f64) -> f64 {
    sorted[((sorted.len() as f64 - 1.0) * q).round() as usize]
}

/// Plays [`TABLES`] tables at once through `processes` on `url`; returns the report line.
async fn run(url: &str, backend: &str, processes: &[(&str, &str)]) -> String {
    let fake = FakeDiscord::start().await;
    // Discord asks for a heartbeat every 41 s; the fake's half second would take a second's
    // stall of either process under this load for a dead connection.
    fake.heartbeat_every(5_000);
    let dir = tempfile::tempdir().expect("a temp dir");
    let _logs = LogsOnFailure(dir.path());
    let mut bots = Vec::new();
    for (instance, shards) in processes {
        let launch = Launch {
            database_url: url.to_string(),
            instance: Some(instance.to_string()),
            shards: Some(shards.to_string()),
        };
        bots.push(Bot::launch(&fake, dir.path(), &launch).await);
    }
    let mut tables: Vec<Members<'_>> = (0..TABLES)
        .map(|n| {
            let person = Person::new(30_000 + n, &format!("Skald {n}"), "en-US");
            Members::new(&fake, channel_of(n), vec![person], 1_000 + n)
        })
        .collect();
    join_all(tables.iter_mut().map(seat)).await;
    let before = commits(url).await;
    let started = Instant::now();
    let played = join_all(
        tables
            .iter_mut()
            .map(|m| m.play_until(LIMIT, |m| m.presses >= PRESSES)),
    )
    .await;
    let seconds = started.elapsed().as_secs_f64();
    let after = commits(url).await;
    assert!(played.iter().all(|over| !over), "no game ended so soon");
    let w = fake.world();
    assert!(w.violations.is_empty(), "{:?}", w.violations);
    let unanswered = w.interactions.values().filter(|d| d.callback.is_none());
    assert_eq!(unanswered.count(), 0, "every interaction is answered");
    // Acknowledgements while the tables play, and while all of them were set up at once.
    let acks = |playing: bool| -> Vec<f64> {
        let mut l: Vec<f64> = w
            .interactions
            .values()
            .filter(|d| (d.at >= started) == playing)
            .filter_map(|d| d.acked.map(|a| a.as_secs_f64() * 1000.0))
            .collect();
        l.sort_by(f64::total_cmp);
        l
    };
    let (play, setup) = (acks(true), acks(false));
    let presses: u32 = tables.iter().map(|m| m.presses).sum();
    assert!(presses >= PRESSES * TABLES as u32);
    assert!(
        after - before >= i64::from(presses),
        "every press moved a table on"
    );
    let line = format!(
        "load {backend} ({} process{}): {TABLES} tables playing, {} interactions, ack \
         p50={:.1}ms p99={:.1}ms max={:.1}ms; {} commits in {seconds:.1}s = {:.1} commits/s; \
         set up at once: {} interactions, ack p50={:.1}ms p99={:.1}ms max={:.1}ms",
        processes.len(),
        if processes.len() == 1 { "" } else { "es" },
        play.len(),
        percentile(&play, 0.5),
        percentile(&play, 0.99),
        percentile(&play, 1.0),
        after - before,
        (after - before) as f64 / seconds,
        setup.len(),
        percentile(&setup, 0.5),
        percentile(&setup, 0.99),
        percentile(&setup, 1.0),
    );
    drop(w);
    drop(bots);
    line
}

/// The processes' logs, printed if the test fails.
struct LogsOnFailure<'a>(&'a std::path::Path);

impl Drop for LogsOnFailure<'_> {
    fn drop(&mut self) {
        if std::thread::panicking() {
            fake_discord::bot::print_logs(self.0);
        }
    }
}

fn keep(line: &str) {
    println!("{line}");
    let file = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("load.txt");
    if let Ok(mut f) = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(file)
    {
        use std::io::Write;
        let _ = writeln!(f, "{line}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_hundred_tables_play_at_once() {
    let dbs = backends::databases("load").await;
    for db in &dbs {
        let processes: &[(&str, &str)] = match db.backend {
            "PostgreSQL" => &[("skald-a", "0-0/2"), ("skald-b", "1-1/2")],
            _ => &[("skald", "0-0/1")],
        };
        keep(&run(&db.url, db.backend, processes).await);
    }
}
