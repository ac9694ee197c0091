//! Issue 15, item 1: the store behaves alike on SQLite and PostgreSQL. Every test runs on a new
//! database of each backend there is (support/backends.rs): rows read back as written, a
//! write computed from an old version is refused and loses nothing, one active table per
//! channel, the outbox keeps each recipient's order, and members' settings round-trip.

use crate::backends;

use skald::store::{
    Backend, Commit, DeadlineRow, Outgoing, SeatRow, SlotRow, Store, StoreError, TableRow,
};

fn row(channel: &str) -> TableRow {
    TableRow {
        id: 0,
        channel: channel.to_string(),
        game: "midgard".to_string(),
        status: "lobby".to_string(),
        host: 7,
        seed: -3_000_000_000_123,
        settings: r#"{"lang":"pl"}"#.to_string(),
        state: None,
        version: 0,
        log_len: 0,
        seats: vec![
            seat(0, Some(7), None, "Ása"),
            seat(1, None, Some("hard"), "Bot Ragnar"),
        ],
        deadline: None,
        live: None,
    }
}

fn seat(seat: i64, user: Option<i64>, bot: Option<&str>, name: &str) -> SeatRow {
    SeatRow {
        seat,
        user_id: user,
        bot: bot.map(str::to_string),
        name: name.to_string(),
        moves: 0,
    }
}

fn message(to: &str, text: &str) -> Outgoing {
    Outgoing {
        recipient: to.to_string(),
        lang: "en".to_string(),
        message: text.to_string(),
    }
}

/// The next version of `row`: running, with a snapshot, a deadline and `moves` for seat 0.
fn next(row: &TableRow, moves: i64, actions: usize) -> TableRow {
    let mut next = row.clone();
    next.status = "running".to_string();
    next.state = Some(format!(r#"{{"moves":{moves}}}"#));
    next.version += 1;
    next.log_len += actions as i64;
    next.seats[0].moves = moves;
    next.deadline = Some(DeadlineRow {
        started: 1_000,
        due: 61_000,
        reminded: moves % 2 == 1,
        next_at: Some(31_000),
    });
    next.live = Some(r#"{"board":1}"#.to_string());
    next
}

fn commit<'a>(row: &'a TableRow, from: i64, actions: &[&str], now: i64) -> Commit<'a> {
    Commit {
        row,
        expected_version: from,
        actions: actions.iter().map(|a| (0, a.to_string())).collect(),
        outbox: vec![message("channel", &format!("moved at {now}"))],
        now,
    }
}

async fn open(url: &str) -> Store {
    Store::open(url).await.expect("the store opens")
}

#[tokio::test]
async fn a_table_reads_back_as_it_was_created_and_committed() {
    for db in backends::databases("roundtrip").await {
        let store = open(&db.url).await;
        assert_eq!(store.backend().name(), db.backend);
        let mut created = row("c:1");
        created.id = store
            .create(&created, &[message("channel", "opened")], 500)
            .await
            .expect("created");
        assert_eq!(
            store.by_id(created.id).await.unwrap(),
            Some(created.clone())
        );
        let running = next(&created, 1, 2);
        store
            .commit(commit(&running, 0, &["a1", "a2"], 1_000))
            .await
            .expect("committed");
        for found in [
            store.by_id(running.id).await.unwrap(),
            store.active("c:1").await.unwrap(),
            store.latest("c:1").await.unwrap(),
        ] {
            assert_eq!(found.as_ref(), Some(&running), "{}", db.backend);
        }
        let log = store.actions(running.id).await.unwrap();
        assert_eq!(log, vec![(0, "a1".to_string()), (0, "a2".to_string())]);
        assert_eq!(store.due(30_999).await.unwrap(), Vec::<i64>::new());
        assert_eq!(store.due(31_000).await.unwrap(), vec![running.id]);
        assert_eq!(store.running().await.unwrap(), vec![running.id]);
        let sent: Vec<String> = store
            .outbox(running.id)
            .await
            .unwrap()
            .into_iter()
            .map(|o| o.message)
            .collect();
        assert_eq!(sent, ["opened", "moved at 1000"]);
    }
}

#[tokio::test]
async fn a_write_from_an_old_version_is_refused_and_loses_nothing() {
    for db in backends::databases("stale").await {
        let store = open(&db.url).await;
        let mut created = row("c:2");
        created.id = store.create(&created, &[], 0).await.unwrap();
        // Two changes computed from the same version, committed at the same moment.
        let (a, b) = (next(&created, 1, 1), next(&created, 2, 1));
        let (ra, rb) = tokio::join!(
            store.commit(commit(&a, 0, &["from a"], 10)),
            store.commit(commit(&b, 0, &["from b"], 10)),
        );
        let won = match (&ra, &rb) {
            (Ok(()), Err(StoreError::Stale)) => "from a",
            (Err(StoreError::Stale), Ok(())) => "from b",
            other => panic!("{}: exactly one commit wins: {other:?}", db.backend),
        };
        let stored = store.by_id(created.id).await.unwrap().unwrap();
        assert_eq!(stored.version, 1);
        let log = store.actions(created.id).await.unwrap();
        assert_eq!(log, vec![(0, won.to_string())], "{}", db.backend);
        // The loser's messages were not queued either.
        assert_eq!(store.outbox(created.id).await.unwrap().len(), 1);
        // The winner's next change goes on from its version.
        let later = next(&stored, 3, 1);
        store
            .commit(commit(&later, 1, &["later"], 20))
            .await
            .unwrap();
        assert_eq!(store.actions(created.id).await.unwrap().len(), 2);
    }
}

#[tokio::test]
async fn a_channel_holds_one_active_table_and_keeps_its_finished_ones() {
    for db in backends::databases("one_active").await {
        let store = open(&db.url).await;
        let mut first = row("c:3");
        first.id = store.create(&first, &[], 0).await.unwrap();
        let again = store.create(&row("c:3"), &[], 1).await;
        assert!(matches!(again, Err(StoreError::ChannelTaken)), "{again:?}");
        assert!(store.create(&row("c:4"), &[], 1).await.is_ok());
        let mut done = first.clone();
        done.status = "finished".to_string();
        done.version += 1;
        store.commit(commit(&done, 0, &[], 2)).await.unwrap();
        assert_eq!(store.active("c:3").await.unwrap(), None);
        let second = store.create(&row("c:3"), &[], 3).await.unwrap();
        assert!(second > first.id);
        let latest = store.latest("c:3").await.unwrap().unwrap();
        assert_eq!(latest.id, second, "{}", db.backend);
    }
}

#[tokio::test]
async fn the_outbox_keeps_each_recipients_order_through_retries() {
    for db in backends::databases("outbox").await {
        let store = open(&db.url).await;
        let mut t = row("c:5");
        t.id = store.create(&t, &[], 0).await.unwrap();
        let queued = [
            message("dm:1", "one"),
            message("dm:1", "two"),
            message("dm:2", "x"),
        ];
        store.enqueue(t.id, &queued, 100).await.unwrap();
        assert_eq!(store.outbox_due(99).await.unwrap(), Vec::<i64>::new());
        assert_eq!(store.outbox_due(100).await.unwrap(), vec![t.id]);
        let rows = store.outbox(t.id).await.unwrap();
        let ids: Vec<i64> = rows.iter().map(|r| r.id).collect();
        assert!(ids.windows(2).all(|w| w[0] < w[1]), "{ids:?}");
        // dm:1's first message failed: its second waits behind it; dm:2's does not.
        store.outbox_retry(ids[0], 500).await.unwrap();
        store.outbox_done(ids[2]).await.unwrap();
        assert_eq!(store.outbox_due(200).await.unwrap(), Vec::<i64>::new());
        assert_eq!(store.outbox_due(500).await.unwrap(), vec![t.id]);
        let left = store.outbox(t.id).await.unwrap();
        assert_eq!(left.len(), 2);
        assert_eq!(
            (left[0].attempts, left[0].next_at),
            (1, 500),
            "{}",
            db.backend
        );
    }
}

#[tokio::test]
async fn members_settings_and_message_slots_round_trip() {
    for db in backends::databases("members").await {
        let store = open(&db.url).await;
        let user = 1_234_567_890_123_456_789;
        assert_eq!(store.user_lang(user).await.unwrap(), None);
        assert!(store.pings(user).await.unwrap(), "pings are on by default");
        store.set_client_lang(user, "pl").await.unwrap();
        assert_eq!(store.user_lang(user).await.unwrap().as_deref(), Some("pl"));
        store.set_user_lang(user, Some("en")).await.unwrap();
        assert_eq!(store.user_lang(user).await.unwrap().as_deref(), Some("en"));
        store.set_pings(user, false).await.unwrap();
        assert!(!store.pings(user).await.unwrap(), "{}", db.backend);
        store.set_pings(user, true).await.unwrap();
        assert!(store.pings(user).await.unwrap());

        let mut t = row("c:6");
        t.id = store.create(&t, &[], 0).await.unwrap();
        assert_eq!(store.slot(t.id, "board").await.unwrap(), None);
        let slot = SlotRow {
            gen: 3,
            channel_id: 987_654_321_987_654_321,
            message_id: 123_456_789_123_456_789,
            closed: true,
            picture: None,
            attachment: None,
        };
        store.set_slot(t.id, "dm:1", slot.clone()).await.unwrap();
        // Issue 33: the board's slot keeps the fingerprint of its picture and its attachment.
        let moved = SlotRow {
            closed: false,
            gen: 4,
            picture: Some("9f86d081884c7d65".to_string()),
            attachment: Some(1_234_567_890_123_456_789),
            ..slot.clone()
        };
        store.set_slot(t.id, "board", moved.clone()).await.unwrap();
        assert_eq!(store.slot(t.id, "dm:1").await.unwrap(), Some(slot));
        assert_eq!(store.slot(t.id, "board").await.unwrap(), Some(moved));
    }
}

#[test]
fn a_database_url_names_its_backend() {
    assert_eq!(Backend::of("sqlite://skald.db").unwrap(), Backend::Sqlite);
    assert_eq!(Backend::of("sqlite::memory:").unwrap(), Backend::Sqlite);
    assert_eq!(Backend::of("postgres://u@h/db").unwrap(), Backend::Postgres);
    assert_eq!(
        Backend::of("postgresql://u@h/db").unwrap(),
        Backend::Postgres
    );
    assert!(matches!(
        Backend::of("mysql://h/db"),
        Err(StoreError::Url(_))
    ));
}

// Issue 15, item 4: `skald migrate` prepares a database and says which backend it is; `--db`
// takes a SQLite path or a URL, and a URL of another kind is refused.
#[tokio::test]
async fn skald_migrate_prepares_either_backend_and_refuses_other_urls() {
    let skald = env!("CARGO_BIN_EXE_skald");
    for db in backends::databases("migrate").await {
        let out = std::process::Command::new(skald)
            .args(["migrate", "--db", &db.url])
            .output()
            .expect("skald runs");
        let said = String::from_utf8_lossy(&out.stdout);
        assert!(out.status.success(), "{said}");
        assert!(said.starts_with(&format!("{}: the schema is up to date", db.backend)));
        // The schema is there: the store opens and a table can be created at once.
        let store = open(&db.url).await;
        assert!(store.schema_version().await.unwrap() >= 1);
        assert!(store.create(&row("c:7"), &[], 0).await.is_ok());
    }
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("plain.db");
    let out = std::process::Command::new(skald)
        .args(["migrate", "--db", &path.display().to_string()])
        .output()
        .expect("skald runs");
    assert!(out.status.success());
    assert!(path.exists(), "a plain path is a SQLite file");
    let out = std::process::Command::new(skald)
        .args(["migrate", "--db", "mysql://db.example/skald"])
        .output()
        .expect("skald runs");
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("bad database url"));
}

// Issue 15, item 3: a lease on a table's background work is held by one process at a time;
// its holder renews it, and once it runs out another process takes it over.
#[tokio::test]
async fn a_lease_has_one_holder_until_it_runs_out() {
    for db in backends::databases("leases").await {
        let store = open(&db.url).await;
        let (a, b) = ("process-a", "process-b");
        assert!(store.claim(1, "deliver", a, 0, 100).await.unwrap());
        assert!(
            !store.claim(1, "deliver", b, 50, 150).await.unwrap(),
            "{}",
            db.backend
        );
        // Other work, or another table, is free.
        assert!(store.claim(1, "bots", b, 50, 150).await.unwrap());
        assert!(store.claim(2, "deliver", b, 50, 150).await.unwrap());
        // The holder renews; the other still waits until the renewed lease runs out.
        assert!(store.claim(1, "deliver", a, 90, 200).await.unwrap());
        assert!(!store.claim(1, "deliver", b, 150, 250).await.unwrap());
        assert!(
            store.claim(1, "deliver", b, 200, 300).await.unwrap(),
            "taken over"
        );
        // The one it was taken from can neither renew nor release it.
        assert!(!store.claim(1, "deliver", a, 210, 310).await.unwrap());
        store.release(1, "deliver", a).await.unwrap();
        assert!(!store.claim(1, "deliver", a, 220, 320).await.unwrap());
        store.release(1, "deliver", b).await.unwrap();
        assert!(
            store.claim(1, "deliver", a, 230, 330).await.unwrap(),
            "released"
        );
    }
}

#[tokio::test]
async fn of_many_processes_claiming_a_lease_at_once_one_gets_it() {
    for db in backends::databases("lease_race").await {
        let store = open(&db.url).await;
        for table in 0..5 {
            let claims = (0..8).map(|p| {
                let store = store.clone();
                tokio::spawn(async move {
                    let holder = format!("process-{p}");
                    store.claim(table, "deadline", &holder, 0, 1_000).await
                })
            });
            let mut won = 0;
            for claim in claims.collect::<Vec<_>>() {
                won += usize::from(claim.await.unwrap().unwrap());
            }
            assert_eq!(won, 1, "{}: table {table}", db.backend);
        }
    }
}

fn skald(args: &[&str]) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_skald"))
        .args(args)
        .output()
        .expect("skald runs")
}

// Issue 15, item 4: `skald copy-db` moves every table from one database to another, either
// way between the backends, without losing a game: the exports read the same after the copy
// and after copying back; a target that is not empty is refused and left as it was.
#[tokio::test]
async fn copy_db_moves_whole_games_between_backends_and_refuses_a_full_target() {
    let dir = tempfile::tempdir().unwrap();
    let source = dir.path().join("source.db").display().to_string();
    for (players, channel) in [("2", "first"), ("3", "second")] {
        let args = [
            "play",
            "--players",
            players,
            "--bots",
            players,
            "--seed",
            "4",
        ];
        let played = skald(&[&args[..], &["--db", &source, "--table", channel]].concat());
        assert!(played.status.success(), "{played:?}");
    }
    let export = |db: &str, channel: &str| {
        let out = skald(&["export", "--db", db, "--channel", channel]);
        assert!(out.status.success(), "{out:?}");
        String::from_utf8(out.stdout).unwrap()
    };
    let before = [export(&source, "first"), export(&source, "second")];
    for db in backends::databases("copy_target").await {
        let copied = skald(&["copy-db", "--from", &source, "--to", &db.url]);
        let said = String::from_utf8_lossy(&copied.stdout);
        assert!(copied.status.success(), "{copied:?}");
        assert!(
            said.contains(&format!("to {}: tables 2", db.backend)),
            "{said}"
        );
        assert_eq!(export(&db.url, "first"), before[0], "{}", db.backend);
        assert_eq!(export(&db.url, "second"), before[1], "{}", db.backend);
        // And back, into a new SQLite file.
        let back = dir.path().join(format!("back-{}.db", db.backend));
        let back = back.display().to_string();
        assert!(skald(&["copy-db", "--from", &db.url, "--to", &back])
            .status
            .success());
        assert_eq!(export(&back, "second"), before[1]);
        // The target is not empty now: refused, and nothing changes.
        let again = skald(&["copy-db", "--from", &source, "--to", &db.url]);
        assert!(!again.status.success());
        assert!(String::from_utf8_lossy(&again.stderr).contains("not empty"));
        let store = open(&db.url).await;
        assert_eq!(store.running().await.unwrap(), Vec::<i64>::new());
        // New tables get ids after the copied ones.
        let id = store.create(&row("c:new"), &[], 0).await.unwrap();
        let copied_ids = [
            store.latest("terminal:first").await.unwrap().unwrap().id,
            store.latest("terminal:second").await.unwrap().unwrap().id,
        ];
        assert!(copied_ids.iter().all(|&c| c < id), "{}", db.backend);
    }
}
