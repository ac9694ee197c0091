//! Issue 15, item 5: two `skald serve` processes serve one bot from one database (PostgreSQL
//! when `DATABASE_URL_TEST` names a server, as in CI; else one SQLite file), each running one
//! of two gateway shards of the fake Discord, which hands every interaction to one of them at
//! random. Two tables play whole games; a deadline falls due while both processes run; one
//! process is SIGKILLed mid-game, and the other takes its work over.
//!
//! Checked: both games finish; each table's stored log replays to its stored state (no move
//! lost or doubled between them); each human waiting at a due deadline gets one default, not
//! two; every interaction is answered once; no DM is made twice (a post sent again after the
//! kill carries the same nonce and is answered with the message already made); and every
//! request keeps to Discord's spec.
//!
//! `cargo test --release --test scale` runs it alone.

#[path = "support/backends.rs"]
mod backends;
#[path = "support/discord_spec.rs"]
mod discord_spec;
#[path = "support/fake_discord/mod.rs"]
mod fake_discord;

use skald::registry::GAMES;
use std::collections::{BTreeSet, HashMap};
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use fake_discord::bot::{Bot, Launch};
use fake_discord::faults::{Fault, Seen};
use fake_discord::members::{refused, Members};
use fake_discord::{payload, FakeDiscord, Person, Place};
use serde_json::json;
use skald::games::midgard::{pending, Midgard};
use skald::store::Store;
use skald::table::{ChannelKey, Clock, Status, SystemClock, Table, TableService, Tables};

const GAME_LIMIT: Duration = Duration::from_secs(600);
/// Longer than the longest lease a dead process can leave (delivery: 120 s).
const TAKEOVER_LIMIT: Duration = Duration::from_secs(150);

fn channel_of(n: u64) -> u64 {
    710_000_000_000_000_000 + n
}

fn launch(url: &str, instance: &str, shards: &str) -> Launch {
    Launch {
        database_url: url.to_string(),
        instance: Some(instance.to_string()),
        shards: Some(shards.to_string()),
    }
}

/// `/midgard new` with deadlines that play a default (a day a decision), a second member and
/// a hard bot (which searches, briefly here), then the start.
async fn seat(m: &mut Members<'_>) {
    let auto = payload::option("deadlines", json!(2), false);
    m.slash(0, "new", vec![auto]).await;
    m.slash(1, "join", Vec::new()).await;
    let hard = vec![
        payload::option("action", json!(0), false),
        payload::option("level", json!(1), false),
    ];
    assert!(!refused(&m.slash(0, "bot", hard).await), "a bot joins");
    m.slash(0, "start", Vec::new()).await;
}

async fn stored(url: &str, channel: u64) -> Table<Midgard> {
    let store = Store::open(url).await.expect("the database");
    let service = TableService::<Midgard>::new(store, Arc::new(SystemClock), GAMES);
    let key = ChannelKey(format!("discord:{channel}"));
    let table = service.latest(&key).await.expect("the table loads");
    table.expect("a table in the channel")
}

/// The human seats the table waits for now (once no bot is thinking).
async fn humans_waiting(url: &str, channel: u64) -> (Table<Midgard>, Vec<u8>) {
    let end = Instant::now() + Duration::from_secs(30);
    loop {
        let table = stored(url, channel).await;
        let state = table.game.as_ref().expect("a game");
        let pending: Vec<u8> = pending(state).into_iter().map(|(s, _)| s).collect();
        let bots = pending.iter().any(|&s| table.user_at(s).is_none());
        if !bots && !pending.is_empty() {
            return (table, pending);
        }
        assert!(
            Instant::now() < end,
            "the table never waited for its humans"
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}

/// Makes the deadline of the decision the table's humans face fall due now, as if a day had
/// passed (both processes look for due deadlines every 5 s), and checks that each of them got
/// one default move for it: the deadline fired once.
async fn a_due_deadline_fires_once(url: &str, channel: u64) {
    let (table, waiting) = humans_waiting(url, channel).await;
    sqlx::any::install_default_drivers();
    let pool = sqlx::AnyPool::connect(url).await.expect("the database");
    let now = SystemClock.now();
    let forced = sqlx::query(
        "UPDATE deadlines SET started = $1, due = $2, reminded = 1, next_at = $3 \
         WHERE table_id = $4",
    )
    .bind(now - 86_400_000)
    .bind(now - 1_000)
    .bind(now - 1_000)
    .bind(table.id.0)
    .execute(&pool)
    .await
    .expect("the deadline is set");
    pool.close().await;
    assert_eq!(forced.rows_affected(), 1, "the decision had a deadline");
    let end = Instant::now() + Duration::from_secs(30);
    while stored(url, channel).await.version == table.version {
        assert!(Instant::now() < end, "the due deadline never fired");
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    // Long enough for both processes to have looked twice more.
    tokio::time::sleep(Duration::from_secs(11)).await;
    let store = Store::open(url).await.expect("the database");
    let service = TableService::<Midgard>::new(store, Arc::new(SystemClock), GAMES);
    let log = service.log(table.id).await.expect("the log");
    let after = &log[table.log_len as usize..];
    let mut defaults: HashMap<u8, usize> = HashMap::new();
    for (seat, _) in after.iter().filter(|(s, _)| table.user_at(*s).is_some()) {
        *defaults.entry(*seat).or_default() += 1;
    }
    let expected: HashMap<u8, usize> = waiting.iter().map(|&s| (s, 1)).collect();
    assert_eq!(defaults, expected, "one default for each waiting human");
}

/// Waits until no lease of `instance` is still running: its work is free to be taken over.
async fn leases_run_out(url: &str, instance: &str) {
    sqlx::any::install_default_drivers();
    let pool = sqlx::AnyPool::connect(url).await.expect("the database");
    let end = Instant::now() + TAKEOVER_LIMIT;
    loop {
        let now = SystemClock.now();
        let row = sqlx::query("SELECT COUNT(*) AS n FROM leases WHERE holder = $1 AND until > $2")
            .bind(instance)
            .bind(now)
            .fetch_one(&pool)
            .await
            .expect("the leases");
        let held: i64 = sqlx::Row::get(&row, "n");
        if held == 0 {
            break;
        }
        assert!(Instant::now() < end, "{instance}'s leases never ran out");
        tokio::time::sleep(Duration::from_millis(500)).await;
    }
    pool.close().await;
}

/// The stored log of the channel's table replays to the stored state, byte for byte.
async fn log_and_state_agree(url: &str, channel: u64) {
    let store = Store::open(url).await.expect("the database");
    let tables = Tables::new(store, Arc::new(SystemClock), GAMES);
    let key = ChannelKey(format!("discord:{channel}"));
    let export = tables.export(&key).await.expect("the export");
    let export = export.expect("a table");
    let replayed = skald::registry::replay(&export).expect("the log replays");
    assert!(
        replayed.same,
        "{channel}: the log does not replay to the stored state"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_serve_one_bot_and_a_killed_one_loses_nothing() {
    let db = backends::databases("two_processes").await;
    let db = db.last().expect("a database");
    let url = db.url.as_str();
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("a temp dir");
    let _report = Report {
        fake: &fake,
        dir: dir.path(),
    };
    let a = Bot::launch(&fake, dir.path(), &launch(url, "skald-a", "0-0/2")).await;
    let b = Bot::launch(&fake, dir.path(), &launch(url, "skald-b", "1-1/2")).await;
    let mut shards = fake.world().gateway.live_shards();
    shards.sort();
    assert_eq!(shards, vec![[0, 2], [1, 2]], "each process runs its shard");

    let (c1, c2) = (channel_of(1), channel_of(2));
    let people = |base: u64, names: [&str; 2], locales: [&str; 2]| -> Vec<Person> {
        (0..2)
            .map(|i| Person::new(base + i as u64, names[i], locales[i]))
            .collect()
    };
    let mut m1 = Members::new(
        &fake,
        c1,
        people(2101, ["Arne", "Brita"], ["en-US", "pl"]),
        21,
    );
    let mut m2 = Members::new(
        &fake,
        c2,
        people(2201, ["Cilla", "Dag"], ["pl", "en-GB"]),
        22,
    );
    seat(&mut m1).await;
    seat(&mut m2).await;
    let (over1, over2) = tokio::join!(
        m1.play_until(GAME_LIMIT, |m| m.presses >= 12),
        m2.play_until(GAME_LIMIT, |m| m.presses >= 12),
    );
    assert!(!over1 && !over2, "the games are under way");
    let answered_by: BTreeSet<[u64; 2]> = {
        let w = fake.world();
        w.interactions.values().filter_map(|d| d.shard).collect()
    };
    assert_eq!(answered_by.len(), 2, "both processes took interactions");

    // While both run, a deadline falls due: it fires once.
    a_due_deadline_fires_once(url, c1).await;

    // Mid-game, a post to the first table is made but its answer is held back: the process
    // sending it dies then, between making the post and recording it as sent.
    let members: Vec<u64> = m1.people.iter().map(|p| p.id).collect();
    let (made, held) = hold_the_next_post(&fake, c1, &members);
    // Who sends is read while the post is in flight: a player's press may wait behind it for
    // longer than the post stays unanswered (the forwarder gives up on it after 15 s).
    let (over, sender) = tokio::join!(
        m1.play_until(GAME_LIMIT, |_| made.load(Ordering::SeqCst)),
        sender_of_held(url, c1, &made),
    );
    assert!(!over, "the post was made mid-game");
    let (mut dead, alive) = match sender.as_str() {
        "skald-a" => ((a, "skald-a"), b),
        _ => ((b, "skald-b"), a),
    };
    dead.0.kill();
    fake.until("the gateway to notice", Duration::from_secs(10), |w| {
        (w.gateway.live() == 1).then_some(())
    })
    .await;
    leases_run_out(url, dead.1).await;
    // The survivor sends what was left, the held post again with its nonce: Discord answers
    // with the message it made, and nothing is made twice.
    fake.until("the held post to be sent again", TAKEOVER_LIMIT, |w| {
        (w.nonce_repeats >= 1).then_some(())
    })
    .await;
    assert_eq!(held.load(Ordering::SeqCst), 1, "one post was held");
    // The survivor runs the deadlines now.
    a_due_deadline_fires_once(url, c2).await;
    let (over1, over2) = tokio::join!(m1.play_to_end(GAME_LIMIT), m2.play_to_end(GAME_LIMIT));
    let _ = (over1, over2);

    for channel in [c1, c2] {
        assert_eq!(stored(url, channel).await.status, Status::Finished);
        log_and_state_agree(url, channel).await;
    }
    let w = fake.world();
    assert!(w.violations.is_empty(), "{:?}", w.violations);
    let unanswered: Vec<&String> = w
        .interactions
        .values()
        .filter(|d| d.callback.is_none())
        .map(|d| &d.what)
        .collect();
    assert!(unanswered.is_empty(), "unanswered: {unanswered:?}");
    // Every message shows one state of the game (its controls carry the table's version):
    // none was made twice, in a DM or in a channel.
    let mut made: HashMap<(String, String), usize> = HashMap::new();
    for m in w
        .messages
        .iter()
        .filter(|m| !matches!(m.place, Place::Ephemeral(_)))
    {
        let body = json!([m.first["content"], m.first["embeds"], m.first["components"]]);
        *made
            .entry((format!("{:?}", m.place), body.to_string()))
            .or_default() += 1;
    }
    let twice: Vec<_> = made.iter().filter(|(_, n)| **n > 1).collect();
    assert!(twice.is_empty(), "messages made twice: {twice:?}");
    println!(
        "scale: {} interactions, {} DMs, {} posts answered from their nonce; {}",
        w.interactions.len(),
        w.messages
            .iter()
            .filter(|m| matches!(m.place, Place::Dm(_)))
            .count(),
        w.nonce_repeats,
        db.backend
    );
    drop(w);
    drop(alive);
}

/// On a failure: the processes' logs and the requests with a nonce, for a look.
struct Report<'a> {
    fake: &'a FakeDiscord,
    dir: &'a std::path::Path,
}

impl Drop for Report<'_> {
    fn drop(&mut self) {
        if !std::thread::panicking() {
            return;
        }
        fake_discord::bot::print_logs(self.dir);
        let w = self.fake.world();
        for r in w
            .transcript
            .iter()
            .filter(|r| r.to_string().contains("nonce"))
        {
            let body = &r["body"];
            eprintln!(
                "{} {} nonce={} at={}",
                r["method"], r["path"], body["nonce"], r["at_ms"]
            );
        }
    }
}

/// Makes the next post to `channel` or to a DM of one of `members` be made at once but answered
/// only after a minute; returns whether it was made, and how many were.
fn hold_the_next_post(
    fake: &FakeDiscord,
    channel: u64,
    members: &[u64],
) -> (Arc<AtomicBool>, Arc<AtomicU32>) {
    let made = Arc::new(AtomicBool::new(false));
    let held = Arc::new(AtomicU32::new(0));
    let dms: Vec<u64> = {
        let w = fake.world();
        let dm = |user: &u64| w.dm_channels.get(user).copied();
        members.iter().filter_map(dm).collect()
    };
    let (m, h) = (made.clone(), held.clone());
    let ours = move |r: &Seen<'_>| {
        let to: Option<u64> = r.path.split('/').nth(2).and_then(|c| c.parse().ok());
        let hit = to.is_some_and(|c| c == channel || dms.contains(&c));
        if hit {
            m.store(true, Ordering::SeqCst);
            h.fetch_add(1, Ordering::SeqCst);
        }
        hit
    };
    let fault = Fault::on("POST /channels/{id}/messages")
        .when(ours)
        .late(Duration::from_secs(60));
    fake.inject(fault);
    (made, held)
}

/// Who holds the delivery lease of the channel's table once `made` is set (looked at every
/// 20 ms): the process that sends the held post.
async fn sender_of_held(url: &str, channel: u64, made: &AtomicBool) -> String {
    let end = Instant::now() + GAME_LIMIT;
    while !made.load(Ordering::SeqCst) {
        assert!(Instant::now() < end, "the held post was never made");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    sending(url, channel).await
}

/// Who holds the delivery lease of the channel's table now.
async fn sending(url: &str, channel: u64) -> String {
    let table = stored(url, channel).await;
    sqlx::any::install_default_drivers();
    let pool = sqlx::AnyPool::connect(url).await.expect("the database");
    let row = sqlx::query("SELECT holder FROM leases WHERE table_id = $1 AND kind = 'deliver'")
        .bind(table.id.0)
        .fetch_optional(&pool)
        .await
        .expect("the leases");
    pool.close().await;
    let row = row.expect("a process is delivering");
    sqlx::Row::get(&row, "holder")
}
