//! Several games behind one table layer (issue 13): a stored table reaches its own game by the
//! store's `game` column; one table per channel whatever the game; a table of a game this
//! build does not know, or one that cannot be read, fails alone and never stops the others.

use crate::table_support as harness;
use skald::registry::GAMES;

use std::sync::Arc;

use harness::{channel, person};
use skald::games::wall::table::options::WallOptions;
use skald::games::wall::Wall;
use skald::i18n::{render, Lang};
use skald::store::Store;
use skald::table::{
    Actor, BotLevel, ChannelKey, DeadlineMode, ManualClock, NoAction, Op, Status, TableCommand,
    TableError, TableSettings, Tables,
};

async fn open(path: &std::path::Path, clock: Arc<ManualClock>) -> Tables {
    let url = format!("sqlite://{}", path.display());
    let store = Store::open(&url).await.expect("the store opens");
    Tables::new(store, clock, GAMES)
}

async fn send(
    tables: &Tables,
    game: &str,
    channel: &ChannelKey,
    actor: &Actor,
    op: Op<NoAction>,
) -> Result<(), TableError> {
    let cmd = TableCommand {
        channel: channel.clone(),
        actor: actor.clone(),
        op,
    };
    let game = skald::registry::game(game).expect("a game this build knows");
    tables.handle(game, cmd).await.map(drop)
}

fn wall_settings(deadline: DeadlineMode) -> TableSettings {
    TableSettings {
        options: skald::table::options::write(&WallOptions::default()),
        deadline,
        turn_seconds: 60,
        ..TableSettings::default()
    }
}

fn create(settings: TableSettings, seed: u64) -> Op<NoAction> {
    Op::Create {
        settings,
        seed: Some(seed),
        join: true,
    }
}

/// A table of `game` hosted by `people[0]`, everyone seated, `bots` heuristic bots, started.
async fn start(
    tables: &Tables,
    game: &str,
    at: &ChannelKey,
    people: &[Actor],
    bots: usize,
    settings: TableSettings,
) {
    let host = &people[0];
    send(tables, game, at, host, create(settings, 7))
        .await
        .expect("create");
    for p in &people[1..] {
        send(tables, game, at, p, Op::Join).await.expect("join");
    }
    for _ in 0..bots {
        let op = Op::AddBot {
            level: BotLevel::Heuristic,
        };
        send(tables, game, at, host, op).await.expect("a bot");
    }
    send(tables, game, at, host, Op::Start)
        .await
        .expect("start");
}

#[tokio::test]
async fn one_table_per_channel_whatever_the_game_and_commands_reach_only_their_own() {
    let dir = tempfile::tempdir().unwrap();
    let tables = open(&dir.path().join("t.db"), Arc::new(ManualClock::new(0))).await;
    let here = channel("shared");
    let (ola, bo) = (person(1, "Ola"), person(2, "Bo"));
    let midgard = TableSettings::default();
    send(&tables, "midgard", &here, &ola, create(midgard, 1))
        .await
        .expect("a Midgard table");

    let wall = wall_settings(DeadlineMode::Off);
    let refused = send(&tables, "wall", &here, &bo, create(wall, 2)).await;
    let Err(e @ TableError::TableExists { .. }) = refused else {
        panic!("/wall new in a Midgard channel: {refused:?}");
    };
    let said = render(&e.user_text().expect("a user error"), Lang::En);
    assert!(said.contains("Champions of Midgard"), "{said}");
    assert!(said.contains("/midgard abandon"), "{said}");

    let joined = send(&tables, "wall", &here, &bo, Op::Join).await;
    let Err(e @ TableError::OtherGame { .. }) = joined else {
        panic!("/wall join at a Midgard table: {joined:?}");
    };
    let said = render(&e.user_text().expect("a user error"), Lang::Pl);
    assert!(
        said.contains("Wojownicy Midgardu") && said.contains("/midgard"),
        "{said}"
    );
    // Refused without a change: the Midgard lobby still has its host alone.
    let table = tables.game::<skald::games::midgard::Midgard>();
    let lobby = table.active(&here).await.unwrap().expect("the lobby");
    assert_eq!(lobby.seats.len(), 1);
    send(&tables, "midgard", &here, &bo, Op::Join)
        .await
        .expect("/midgard join");
}

/// Answers for every human with a seeded random pick among the choices offered, through the
/// generic `choose` path, and lets the bots move, until the table's game is over.
async fn play_to_end(tables: &Tables, at: &ChannelKey, people: &[Actor]) {
    use rand::{Rng, SeedableRng};
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
    for _ in 0..2_000 {
        while tables.step_bots(at).await.expect("a bot move").is_some() {}
        let mut moved = false;
        for p in people {
            let offered = tables.choices(at, p.user).await.expect("choices");
            if offered.is_empty() {
                continue;
            }
            let first = &offered[rng.random_range(0..offered.len())];
            let op = Op::Choose {
                seat: first.seat,
                index: first.index,
                version: -1,
                mark: Some(first.mark),
            };
            send(tables, "wall", at, p, op).await.expect("the answer");
            moved = true;
        }
        let state = tables.game::<Wall>().latest(at).await.unwrap();
        if state.is_some_and(|t| t.status == Status::Finished) {
            return;
        }
        assert!(moved || tables.step_bots(at).await.unwrap().is_some());
    }
    panic!("the Wall game never ended");
}

#[tokio::test]
async fn a_wall_game_is_played_to_the_end_through_the_game_agnostic_layer() {
    let dir = tempfile::tempdir().unwrap();
    let tables = open(&dir.path().join("w.db"), Arc::new(ManualClock::new(0))).await;
    let at = channel("wall");
    let people = [person(11, "Ana"), person(12, "Cy")];
    start(
        &tables,
        "wall",
        &at,
        &people,
        1,
        wall_settings(DeadlineMode::Off),
    )
    .await;
    play_to_end(&tables, &at, &people).await;
    let export = tables.export(&at).await.unwrap().expect("an export");
    assert_eq!(export["game"], "wall");
    let table = tables.game::<Wall>().latest(&at).await.unwrap().unwrap();
    let actions = export["actions"].as_array().expect("the actions");
    assert_eq!(actions.len() as i64, table.log_len);
    assert!(table.log_len > 20, "a whole game: {}", table.log_len);
}

#[tokio::test]
async fn a_table_of_an_unknown_game_or_unreadable_fails_alone() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("mixed.db");
    let clock = Arc::new(ManualClock::new(1_000_000));
    let tables = open(&db, clock.clone()).await;
    let people = [person(21, "Pia"), person(22, "Rune")];
    let auto = TableSettings {
        deadline: DeadlineMode::Auto,
        turn_seconds: 60,
        ..TableSettings::default()
    };
    let [chess, broken, midgard, wall] = ["chess", "broken", "midgard", "wall"].map(channel);
    start(&tables, "midgard", &chess, &people, 0, auto.clone()).await;
    start(&tables, "midgard", &broken, &people, 0, auto.clone()).await;
    start(&tables, "midgard", &midgard, &people, 0, auto).await;
    start(
        &tables,
        "wall",
        &wall,
        &people,
        0,
        wall_settings(DeadlineMode::Auto),
    )
    .await;

    let pool = sqlx::SqlitePool::connect(&format!("sqlite://{}", db.display()))
        .await
        .unwrap();
    let id_of = |c: &ChannelKey| c.0.clone();
    sqlx::query("UPDATE tables SET game = 'chess' WHERE channel = ?")
        .bind(id_of(&chess))
        .execute(&pool)
        .await
        .unwrap();
    sqlx::query("UPDATE tables SET state = '{\"not\": \"a game\"}' WHERE channel = ?")
        .bind(id_of(&broken))
        .execute(&pool)
        .await
        .unwrap();

    clock.advance(61_000);
    let ticked = tables.tick().await.expect("the pass goes on");
    let mut channels: Vec<_> = ticked.iter().map(|(c, _)| c.clone()).collect();
    channels.sort();
    assert_eq!(channels, vec![midgard.clone(), wall.clone()]);

    let bots = tables.step_bots(&chess).await;
    assert!(
        matches!(bots, Err(TableError::UnknownGame { .. })),
        "{bots:?}"
    );
    let chess_id = tables.latest_id(&chess).await.unwrap().expect("its id");
    let pressed = tables
        .handle_on(chess_id, people[0].clone(), Op::Hand)
        .await;
    let Err(e @ TableError::UnknownGame { .. }) = pressed else {
        panic!("a press at a chess table: {pressed:?}");
    };
    assert!(
        e.user_text().is_none(),
        "an internal error: the member gets an apology"
    );
    // What is the same for every game still works for it.
    assert!(tables.pending(chess_id).await.is_ok());
}

#[tokio::test]
async fn a_gods_table_at_the_async_pace_plays_on_by_the_rules_defaults() {
    // Viking Gods at the async pace (R-TABLE-1): on each expiry the default of R-DECIDE is
    // played and announced; with nobody answering, Chaos never leaves the bridge, so the
    // fourth round's collapse takes Loki and Asgard wins.
    use skald::games::gods::{Gods, Side};
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(ManualClock::new(1_000_000));
    let tables = open(&dir.path().join("g.db"), clock.clone()).await;
    let at = channel("gods");
    let people = [person(31, "Ola"), person(32, "Tor")];
    let settings = TableSettings {
        options: skald::table::options::write(
            &skald::games::gods::table::options::GodsOptions::default(),
        ),
        deadline: DeadlineMode::Auto,
        turn_seconds: 60,
        ..TableSettings::default()
    };
    start(&tables, "gods", &at, &people, 0, settings).await;
    let mut said = Vec::new();
    for _ in 0..200 {
        clock.advance(61_000);
        for (_, out) in tables.tick().await.expect("the deadline pass") {
            said.extend(
                out.iter()
                    .flat_map(|o| o.view.lines.iter().map(|t| render(t, Lang::En))),
            );
        }
        let table = tables.game::<Gods>().latest(&at).await.unwrap().unwrap();
        if table.status == Status::Finished {
            let state = table.game.expect("the game");
            let end = state.end.expect("an end");
            assert_eq!(end.winner, Some(Side::Asgard));
            assert!(state.removed.contains(&skald::games::gods::Token::Loki));
            assert!(
                said.iter().any(|l| l.starts_with("Time ran out for")),
                "{said:?}"
            );
            return;
        }
    }
    panic!("the deadlines never finished the game");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn openers_racing_on_one_new_database_all_get_it() {
    // `skald play` and a `skald export` started on the same new file each create and migrate
    // it; SQLite's "busy" during that is waited out, never an error.
    for round in 0..6 {
        let dir = tempfile::tempdir().unwrap();
        let url = format!("sqlite://{}", dir.path().join("race.db").display());
        let (a, b, c) = tokio::join!(Store::open(&url), Store::open(&url), Store::open(&url));
        let failed: Vec<String> = [a, b, c]
            .into_iter()
            .filter_map(|r| r.err().map(|e| e.to_string()))
            .collect();
        assert!(failed.is_empty(), "round {round}: {failed:?}");
    }
}
