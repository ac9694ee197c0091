//! The table layer with its store: whole games through `handle`, restarts, version conflicts
//! (on SQLite and PostgreSQL), bad input, deadlines.

use crate::backends;
use crate::table_support as harness;

use std::sync::Arc;

use harness::*;
use skald::games::midgard::export::Export;
use skald::games::midgard::{Action, Location, Space};
use skald::i18n::{render, Lang};
use skald::store::{Commit, StoreError};
use skald::table::{
    Actor, DeadlineMode, ManualClock, Op, Recipient, Status, TableError, TableSettings, ViewKind,
};

fn settings() -> TableSettings {
    TableSettings {
        deadline: DeadlineMode::Off,
        ..TableSettings::default()
    }
}

#[tokio::test]
async fn a_full_game_through_the_table_is_stored_and_replays() {
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(ManualClock::new(1_000));
    let service = open(&dir.path().join("a.db"), clock).await;
    let ch = channel("full");
    let people = [person(10, "Ingrid"), person(11, "Leif")];
    let mut out = start_table(&service, &ch, &people, 1, settings(), 77).await;
    let (rest, moves) = play_out(&service, &ch, &people, 10_000).await;
    out.extend(rest);
    assert!(moves > 50, "the people made only {moves} moves");
    assert!(
        service.active(&ch).await.unwrap().is_none(),
        "the game ended"
    );
    let table = service.latest(&ch).await.unwrap().unwrap();
    assert_eq!(table.status, Status::Finished);
    // The stored log replays to the stored final state.
    let export: Export =
        serde_json::from_value(service.export(&ch).await.unwrap().unwrap()).unwrap();
    let (state, replayed) = export.replay().expect("the log replays");
    assert_eq!(Some(&state), table.game.as_ref());
    assert_eq!(replayed, export);
    assert_eq!(export.actions.len() as i64, table.log_len);
    // The final scoring was announced in the channel.
    assert!(out
        .iter()
        .any(|o| o.is_channel() && o.view.kind == ViewKind::Scoring));
}

/// Plays a game to the end, stopping the whole service (store included) every `stop_every`
/// person moves; returns the export.
async fn game_with_restarts(db: &std::path::Path, stop_every: Option<usize>) -> serde_json::Value {
    let clock = Arc::new(ManualClock::new(5_000));
    let ch = channel("restart");
    let people = [person(20, "Astrid"), person(21, "Bo"), person(22, "Cai")];
    let mut service = open(db, clock.clone()).await;
    start_table(&service, &ch, &people, 0, settings(), 4242).await;
    loop {
        let (_, moves) = play_out(&service, &ch, &people, stop_every.unwrap_or(usize::MAX)).await;
        if service.active(&ch).await.unwrap().is_none() {
            break;
        }
        assert!(moves > 0, "no progress");
        // Drop everything and open the database again.
        let store = service.store().clone();
        drop(service);
        store.close().await;
        service = open(db, clock.clone()).await;
    }
    service.export(&ch).await.unwrap().unwrap()
}

#[tokio::test]
async fn a_stopped_table_resumes_to_exactly_the_uninterrupted_result() {
    let dir = tempfile::tempdir().unwrap();
    let straight = game_with_restarts(&dir.path().join("straight.db"), None).await;
    let stopped = game_with_restarts(&dir.path().join("stopped.db"), Some(37)).await;
    assert_eq!(
        serde_json::to_string(&straight).unwrap(),
        serde_json::to_string(&stopped).unwrap()
    );
}

#[tokio::test]
async fn two_actions_against_the_same_version_apply_once() {
    for db in backends::databases("same_version").await {
        let clock = Arc::new(ManualClock::new(1_000));
        let service = open_url(&db.url, clock).await;
        let ch = channel("race");
        let people = [person(30, "Ha"), person(31, "Jo")];
        start_table(&service, &ch, &people, 0, settings(), 9).await;
        let table = service.active(&ch).await.unwrap().unwrap();
        let state = table.game.as_ref().unwrap();
        let (seat, _) = skald::games::midgard::pending(state)[0].clone();
        let actor = people
            .iter()
            .find(|p| Some(p.user) == table.user_at(seat))
            .unwrap();
        let action = suggestion(&table, seat).unwrap();
        // A press carries the key of the controls it was made for.
        let key = table.seat_key(state, seat);
        let op = || Op::Act {
            action,
            version: Some(key),
        };
        send(&service, &ch, actor, op())
            .await
            .expect("the first is applied");
        let second = send(&service, &ch, actor, op()).await;
        assert!(matches!(second, Err(TableError::Stale)), "{second:?}");
        let after = service.active(&ch).await.unwrap().unwrap();
        assert_eq!(after.version, table.version + 1);
        assert_eq!(after.log_len, table.log_len + 1);

        // The store itself refuses a commit computed from an old version.
        let row = service.store().by_id(after.id.0).await.unwrap().unwrap();
        let mut next = row.clone();
        next.version += 1;
        let commit = |row| Commit {
            row,
            expected_version: row.version - 1,
            actions: Vec::new(),
            outbox: Vec::new(),
            now: 2_000,
        };
        service
            .store()
            .commit(commit(&next))
            .await
            .expect("first commit");
        let stale = service.store().commit(commit(&next)).await;
        assert!(matches!(stale, Err(StoreError::Stale)), "{stale:?}");
    }
}

#[tokio::test]
async fn bad_input_is_refused_with_a_localized_message_and_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(ManualClock::new(1_000));
    let service = open(&dir.path().join("bad.db"), clock).await;
    let ch = channel("bad");
    let people = [person(40, "Una"), person(41, "Vali")];
    start_table(&service, &ch, &people, 0, settings(), 3).await;
    let table = service.active(&ch).await.unwrap().unwrap();
    let before = service.store().by_id(table.id.0).await.unwrap();
    let log_before = service.store().actions(table.id.0).await.unwrap();
    let state = table.game.as_ref().unwrap();
    let (seat, _) = skald::games::midgard::pending(state)[0].clone();
    let waiting = people
        .iter()
        .find(|p| Some(p.user) != table.user_at(seat))
        .unwrap();
    let stranger = person(99, "Stranger");
    let market = Action::Place {
        space: Space::Loc(Location::Market),
    };
    let cases = vec![
        (
            stranger.clone(),
            Op::Act {
                action: market,
                version: None,
            },
            "error-not-seated",
        ),
        (
            waiting.clone(),
            Op::Act {
                action: market,
                version: None,
            },
            "rule-error-not-your-decision",
        ),
        (
            waiting.clone(),
            Op::Choose {
                seat,
                index: 0,
                version: table.version,
                mark: None,
            },
            "error-not-your-seat",
        ),
        (
            waiting.clone(),
            Op::Act {
                action: Action::AcceptRoll,
                version: None,
            },
            "rule-error-not-your-decision",
        ),
        (waiting.clone(), Op::Start, "error-not-host"),
        (people[0].clone(), Op::Join, "error-already-seated"),
        (
            people[0].clone(),
            Op::Act {
                action: market,
                version: Some(table.version - 1),
            },
            "error-stale",
        ),
    ];
    for (actor, op, id) in cases {
        let err = send(&service, &ch, &actor, op.clone())
            .await
            .expect_err("refused");
        let text = err.user_text().expect("a user error");
        assert_eq!(text.id, id, "{op:?}");
        for lang in Lang::ALL {
            let shown = render(&text, lang);
            assert!(!shown.is_empty() && shown != id, "{id} in {lang}: {shown}");
        }
        let refusal = service
            .refusal(&actor, &err)
            .await
            .expect("shown to the user");
        assert!(matches!(refusal.to, Recipient::Ephemeral { user } if user == actor.user));
    }
    assert_eq!(service.store().by_id(table.id.0).await.unwrap(), before);
    assert_eq!(
        service.store().actions(table.id.0).await.unwrap(),
        log_before
    );

    // A finished (abandoned) table takes no more actions.
    send(&service, &ch, &people[0], Op::Abandon).await.unwrap();
    let err = send(
        &service,
        &ch,
        &people[0],
        Op::Act {
            action: market,
            version: None,
        },
    )
    .await
    .unwrap_err();
    assert!(matches!(err, TableError::NoTable { .. }), "{err:?}");
    // A second table in a channel with an active one is refused.
    let ch2 = channel("twice");
    start_table(&service, &ch2, &people, 0, settings(), 1).await;
    let again = send(
        &service,
        &ch2,
        &people[1],
        Op::Create {
            settings: settings(),
            seed: None,
            join: true,
        },
    )
    .await;
    assert!(
        matches!(again, Err(TableError::TableExists { .. })),
        "{again:?}"
    );
}

#[tokio::test]
async fn deadlines_remind_and_play_the_default_in_auto_mode() {
    // R-TABLE-1
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(ManualClock::new(1_000_000));
    let db = dir.path().join("clock.db");
    let service = open(&db, clock.clone()).await;
    let ch = channel("clock");
    let people = [person(50, "Yrsa"), person(51, "Ziv")];
    let auto = TableSettings {
        deadline: DeadlineMode::Auto,
        turn_seconds: 60,
        ..TableSettings::default()
    };
    start_table(&service, &ch, &people, 0, auto, 12).await;
    let before = service.active(&ch).await.unwrap().unwrap();
    let early = service.tick().await.unwrap();
    assert!(early.is_empty(), "nothing due yet: {early:?}");
    clock.advance(31_000);
    let ticked = service.tick().await.unwrap();
    let lines: Vec<_> = ticked
        .iter()
        .flat_map(|(_, o)| o)
        .flat_map(|o| o.view.lines.clone())
        .collect();
    assert!(lines.iter().any(|t| t.id == "deadline-half"), "{lines:?}");
    let again = service.tick().await.unwrap();
    assert!(again.is_empty(), "one reminder only: {again:?}");
    // Restart: the deadline is read back from the store.
    drop(service);
    let service = open(&db, clock.clone()).await;
    clock.advance(30_000);
    let ticked = service.tick().await.unwrap();
    let lines: Vec<_> = ticked
        .iter()
        .flat_map(|(_, o)| o)
        .flat_map(|o| o.view.lines.clone())
        .collect();
    assert!(
        lines.iter().any(|t| t.id == "deadline-default"),
        "{lines:?}"
    );
    let after = service.active(&ch).await.unwrap().unwrap();
    assert_eq!(
        after.log_len,
        before.log_len + 1,
        "the default was played and logged"
    );

    // Advisory: one reminder when time is up, nothing else.
    let ch = channel("advisory");
    let people = [person(60, "Aki"), person(61, "Bera")];
    let advisory = TableSettings {
        deadline: DeadlineMode::Advisory,
        turn_seconds: 60,
        ..TableSettings::default()
    };
    start_table(&service, &ch, &people, 0, advisory, 13).await;
    let before = service.active(&ch).await.unwrap().unwrap();
    let mine = |ticked: Vec<(skald::table::ChannelKey, Vec<skald::table::Outbound>)>| {
        ticked
            .into_iter()
            .filter(|(c, _)| *c == ch)
            .flat_map(|(_, o)| o)
            .collect::<Vec<_>>()
    };
    clock.advance(30_000);
    assert!(mine(service.tick().await.unwrap()).is_empty());
    clock.advance(31_000);
    let ticked = mine(service.tick().await.unwrap());
    assert!(ticked
        .iter()
        .any(|o| o.view.lines.iter().any(|t| t.id == "deadline-passed")));
    clock.advance(3_600_000);
    assert!(
        mine(service.tick().await.unwrap()).is_empty(),
        "advisory reminds once"
    );
    let after = service.active(&ch).await.unwrap().unwrap();
    assert_eq!(
        after.log_len, before.log_len,
        "advisory never plays for anyone"
    );
}

#[tokio::test]
async fn lobby_rules_seats_bots_and_host() {
    let dir = tempfile::tempdir().unwrap();
    let service = open(&dir.path().join("lobby.db"), Arc::new(ManualClock::new(0))).await;
    let ch = channel("lobby");
    let host = person(70, "Host");
    let guests: Vec<_> = (71..76).map(|i| person(i, &format!("G{i}"))).collect();
    send(
        &service,
        &ch,
        &host,
        Op::Create {
            settings: settings(),
            seed: Some(1),
            join: true,
        },
    )
    .await
    .unwrap();
    let err = send(&service, &ch, &host, Op::Start).await.unwrap_err();
    assert!(matches!(err, TableError::TooFewSeats { min: 2 }));
    for g in &guests[..3] {
        send(&service, &ch, g, Op::Join).await.unwrap();
    }
    let full = send(&service, &ch, &guests[3], Op::Join).await.unwrap_err();
    assert!(matches!(full, TableError::TableFull));
    send(&service, &ch, &guests[2], Op::Leave).await.unwrap();
    let bot = send(
        &service,
        &ch,
        &host,
        Op::AddBot {
            level: skald::table::BotLevel::Random,
        },
    )
    .await
    .unwrap();
    assert!(bot[0].view.lines.iter().any(|t| t.id == "lobby-bot-added"));
    let err = send(&service, &ch, &host, Op::RemoveBot { seat: 0 })
        .await
        .unwrap_err();
    assert!(matches!(err, TableError::NotABot));
    let err = send(&service, &ch, &host, Op::Leave).await.unwrap_err();
    assert!(matches!(err, TableError::HostCannotLeave));
    send(&service, &ch, &host, Op::Host { seat: 1 })
        .await
        .unwrap();
    let t = service.active(&ch).await.unwrap().unwrap();
    assert_eq!(t.host, guests[0].user);
    let err = send(&service, &ch, &host, Op::Start).await.unwrap_err();
    assert!(
        matches!(err, TableError::NotHost),
        "the old host is no longer host"
    );
    send(&service, &ch, &guests[0], Op::Start).await.unwrap();
    let err = send(&service, &ch, &guests[4], Op::Join).await.unwrap_err();
    assert!(matches!(err, TableError::NotInLobby));
    // A channel manager may replace a player with a bot.
    let mut manager = person(80, "Mod");
    manager.manager = true;
    send(&service, &ch, &manager, Op::Replace { seat: 2 })
        .await
        .unwrap();
    let t = service.active(&ch).await.unwrap().unwrap();
    assert!(t.seats[2].bot().is_some());
}

#[tokio::test]
async fn a_whole_assignment_is_applied_all_or_nothing() {
    use skald::games::midgard::{assignment, Decision, Dice};
    let dir = tempfile::tempdir().unwrap();
    let service = open(&dir.path().join("assign.db"), Arc::new(ManualClock::new(0))).await;
    let ch = channel("assign");
    let people = [person(90, "Rune"), person(91, "Saga")];
    start_table(&service, &ch, &people, 0, settings(), 31).await;
    let mut found = None;
    for _ in 0..3000 {
        let table = service.active(&ch).await.unwrap().expect("running");
        let state = table.game.as_ref().unwrap();
        let open: Vec<_> = skald::games::midgard::pending(state)
            .into_iter()
            .filter(|(s, d)| {
                *d == Decision::Assign
                    && assignment::targets(state, *s).next().is_some()
                    && state.players[*s as usize].dice.total() >= 2
            })
            .collect();
        if let Some((seat, _)) = open.first() {
            found = Some((table, *seat));
            break;
        }
        let mut out = Vec::new();
        assert!(one_person_move(&service, &ch, &people, &mut out).await);
    }
    let (table, seat) = found.expect("someone gets to assign warriors");
    let actor = &people[seat as usize];
    let state = table.game.as_ref().unwrap();
    let target = assignment::targets(state, seat).next().unwrap();
    let row_before = service.store().by_id(table.id.0).await.unwrap();
    // More dice than the player owns: refused, and nothing at all is stored.
    let too_many = Dice::new(9, 0, 0);
    let err = assign(&service, &ch, actor, target, too_many)
        .await
        .unwrap_err();
    assert!(matches!(err, TableError::Rule { .. }), "{err:?}");
    assert_eq!(service.store().by_id(table.id.0).await.unwrap(), row_before);
    // A possible assignment is applied in one commit.
    let owned = state.players[seat as usize].dice;
    let mut want = Dice::NONE;
    for kind in skald::games::midgard::DieKind::ALL {
        if want.total() < 2
            && assignment::barred(
                state,
                skald::games::midgard::cards::cards().unwrap(),
                target,
            ) != Some(kind)
        {
            want.add(kind, owned.get(kind).min(2 - want.total()));
        }
    }
    assign(&service, &ch, actor, target, want)
        .await
        .expect("applied");
    let after = service.active(&ch).await.unwrap().unwrap();
    assert_eq!(after.version, table.version + 1, "one commit");
    assert_eq!(
        after.game.as_ref().unwrap().players[seat as usize].assigned[target.index()],
        want
    );
    assert_eq!(after.log_len, table.log_len + i64::from(want.total()));
}

#[tokio::test]
async fn a_verb_is_read_against_the_table_and_refused_without_a_change() {
    use skald::table::{ArgValue, Args};
    let dir = tempfile::tempdir().unwrap();
    let service = open(&dir.path().join("verb.db"), Arc::new(ManualClock::new(0))).await;
    let ch = channel("verb");
    let people = [person(60, "Ask"), person(61, "Embla")];
    start_table(&service, &ch, &people, 0, settings(), 12).await;
    let before = service.store().active(&ch.0).await.unwrap();
    let verb = |name: &str, args: Args| Op::Verb {
        name: name.into(),
        args,
    };
    let place = |at: &str| {
        verb(
            "place",
            Args::new().with("location", ArgValue::Text(at.into())),
        )
    };
    // A verb the game does not have, a space that is none, someone not at the table, a
    // required value left out: each refused, and nothing stored changes.
    let stranger = person(62, "Loki");
    for (who, op) in [
        (&people[0], verb("fly", Args::new())),
        (&people[0], place("nowhere")),
        (&stranger, place("loc.market")),
        (&people[0], verb("place", Args::new())),
    ] {
        let err = send(&service, &ch, who, op.clone()).await.unwrap_err();
        assert!(
            matches!(err, TableError::Rule { .. } | TableError::NotSeated),
            "{op:?}: {err:?}"
        );
        assert_eq!(
            service.store().active(&ch.0).await.unwrap(),
            before,
            "{op:?}"
        );
    }
    // A real space is the same as the action it names.
    let mut found = None;
    for _ in 0..200 {
        let table = service.active(&ch).await.unwrap().expect("running");
        let state = table.game.as_ref().unwrap();
        let place = skald::games::midgard::pending(state)
            .into_iter()
            .find_map(|(seat, _)| {
                let legal = skald::games::midgard::legal_actions(state, seat);
                legal.into_iter().find_map(|a| match a {
                    Action::Place { space } => Some((seat, space)),
                    _ => None,
                })
            });
        if let Some((seat, space)) = place {
            found = Some((table, seat, space));
            break;
        }
        let mut out = Vec::new();
        assert!(one_person_move(&service, &ch, &people, &mut out).await);
    }
    let (table, seat, space) = found.expect("someone gets to place a worker");
    send(&service, &ch, &people[seat as usize], place(space.id()))
        .await
        .expect("placed");
    let after = service.active(&ch).await.unwrap().unwrap();
    assert_eq!(after.version, table.version + 1);
    let log = service.log(table.id).await.unwrap();
    assert_eq!(log.last(), Some(&(seat, Action::Place { space })));
}

/// `/midgard assign`: `dice` (and no food) sent to `target`, as the command's verb.
async fn assign(
    service: &skald::table::TableService<skald::games::midgard::Midgard>,
    ch: &skald::table::ChannelKey,
    actor: &Actor,
    target: skald::games::midgard::Target,
    dice: skald::games::midgard::Dice,
) -> Result<Vec<skald::table::Outbound>, TableError> {
    use skald::table::{ArgValue, Args, TableCommand};
    let count = |kind| ArgValue::Int(i64::from(dice.get(kind)));
    let args = Args::new()
        .with(
            "target",
            ArgValue::Text(skald::games::midgard::table::assign::target_name(target)),
        )
        .with(
            "swordsmen",
            count(skald::games::midgard::DieKind::Swordsman),
        )
        .with("spearmen", count(skald::games::midgard::DieKind::Spearman))
        .with("axemen", count(skald::games::midgard::DieKind::Axeman));
    service
        .handle(TableCommand {
            channel: ch.clone(),
            actor: actor.clone(),
            op: Op::Verb {
                name: "assign".into(),
                args,
            },
        })
        .await
}

#[tokio::test]
async fn the_log_shows_the_latest_moves_to_the_one_who_asks() {
    let dir = tempfile::tempdir().unwrap();
    let service = open(&dir.path().join("log.db"), Arc::new(ManualClock::new(0))).await;
    let ch = channel("log");
    let people = [person(95, "Tova"), person(96, "Ulf")];
    start_table(&service, &ch, &people, 0, settings(), 8).await;
    let mut out = Vec::new();
    for _ in 0..6 {
        assert!(one_person_move(&service, &ch, &people, &mut out).await);
    }
    let log = service.recent(&ch, &people[1], 4).await.unwrap();
    assert_eq!(log.len(), 1);
    assert!(matches!(log[0].to, Recipient::Ephemeral { user } if user == people[1].user));
    assert_eq!(log[0].view.lines.len(), 4);
    for lang in Lang::ALL {
        let shown = render(&log[0].view.lines[0], lang);
        assert!(
            shown.starts_with("Tova: ") || shown.starts_with("Ulf: "),
            "{shown}"
        );
    }
}

// Issue 10, item 7: joins racing for a lobby are retried on a version conflict; only a full
// table refuses.
#[tokio::test]
async fn ten_members_joining_at_once_fill_the_table_and_only_the_full_table_refuses() {
    for db in backends::databases("join_rush").await {
        let clock = Arc::new(ManualClock::new(1_000));
        let service = open_url(&db.url, clock).await;
        let ch = channel("rush");
        let host = person(1, "Host");
        send(
            &service,
            &ch,
            &host,
            Op::Create {
                settings: settings(),
                seed: Some(1),
                join: true,
            },
        )
        .await
        .unwrap();
        let members: Vec<_> = (0..10).map(|i| person(100 + i, &format!("M{i}"))).collect();
        let joins = members.iter().map(|m| send(&service, &ch, m, Op::Join));
        let results = futures_join_all(joins).await;
        let seated = results.iter().filter(|r| r.is_ok()).count();
        let full = results
            .iter()
            .filter(|r| matches!(r, Err(TableError::TableFull)))
            .count();
        assert_eq!(seated, 3, "{results:?}");
        assert_eq!(full, 7, "{results:?}");
        let table = service.active(&ch).await.unwrap().unwrap();
        assert_eq!(table.seats.len(), 4);
    }
}

/// Runs the futures at once on this task, like simultaneous interactions.
async fn futures_join_all<F: std::future::Future>(futs: impl Iterator<Item = F>) -> Vec<F::Output> {
    let mut set = Vec::new();
    for f in futs {
        set.push(Box::pin(f));
    }
    let mut out = Vec::new();
    // Poll them together: each yields at its store calls.
    let joined = std::future::poll_fn(|cx| {
        let mut all_done = true;
        for (i, f) in set.iter_mut().enumerate() {
            if out.len() <= i {
                out.resize_with(i + 1, || None);
            }
            if out[i].is_none() {
                match f.as_mut().poll(cx) {
                    std::task::Poll::Ready(v) => out[i] = Some(v),
                    std::task::Poll::Pending => all_done = false,
                }
            }
        }
        if all_done {
            std::task::Poll::Ready(())
        } else {
            std::task::Poll::Pending
        }
    });
    joined.await;
    out.into_iter().flatten().collect()
}

// Issue 10, item 8: during simultaneous assignment one player's move never makes another's
// controls stale; presses at the same instant are both taken.
#[tokio::test]
async fn two_players_pressing_at_the_same_instant_during_assignment_are_both_taken() {
    for db in backends::databases("assign_instant").await {
        let clock = Arc::new(ManualClock::new(1_000));
        let service = open_url(&db.url, clock).await;
        let ch = channel("assign");
        let people = [person(40, "Una"), person(41, "Vali")];
        start_table(&service, &ch, &people, 0, settings(), 21).await;
        // Play until both people have an assignment decision at once.
        let both = loop {
            let table = service.active(&ch).await.unwrap().expect("running");
            let state = table.game.as_ref().unwrap();
            let pend = skald::games::midgard::pending(state);
            let assigning = matches!(
                state.phase,
                skald::games::midgard::state::Phase::Assignment { turn_order: false }
            );
            if assigning && pend.len() == 2 {
                break table;
            }
            assert!(one_person_move(&service, &ch, &people, &mut Vec::new()).await);
        };
        let state = both.game.as_ref().unwrap();
        let presses: Vec<_> = (0..2u8)
            .map(|seat| {
                let world = skald::table::Seen::seat::<skald::games::midgard::Midgard>(state, seat);
                let prompt = <skald::games::midgard::Midgard as skald::table::TableGame>::prompt(
                    &world,
                    seat,
                    &[],
                );
                let index = prompt
                    .choices
                    .iter()
                    .position(|o| o.actions == [Action::ConfirmAssignment])
                    .expect("confirm is offered") as u16;
                let actor = people
                    .iter()
                    .find(|p| Some(p.user) == both.user_at(seat))
                    .unwrap()
                    .clone();
                let op = Op::Choose {
                    seat,
                    index,
                    version: both.seat_key(state, seat),
                    mark: None,
                };
                (actor, op)
            })
            .collect();
        let results = futures_join_all(
            presses
                .iter()
                .map(|(a, op)| send(&service, &ch, a, op.clone())),
        )
        .await;
        for r in &results {
            assert!(r.is_ok(), "{r:?}");
        }
        let after = service.latest(&ch).await.unwrap().unwrap();
        assert_eq!(after.log_len, both.log_len + 2);
    }
}

// Issue 10, item 9: an abandoned lobby is a readable table, and one unreadable table never
// stops the deadlines of the others.
#[tokio::test]
async fn an_abandoned_lobby_reads_back_and_a_bad_row_does_not_stop_deadlines() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bad.db");
    let clock = Arc::new(ManualClock::new(1_000_000));
    let service = open(&db, clock.clone()).await;
    let lobby = channel("lobby");
    let host = person(60, "Olaf");
    send(
        &service,
        &lobby,
        &host,
        Op::Create {
            settings: settings(),
            seed: Some(2),
            join: true,
        },
    )
    .await
    .unwrap();
    send(&service, &lobby, &host, Op::Abandon).await.unwrap();
    let status = send(&service, &lobby, &host, Op::Status).await;
    assert!(status.is_ok(), "{status:?}");
    send(
        &service,
        &lobby,
        &host,
        Op::Create {
            settings: settings(),
            seed: Some(3),
            join: true,
        },
    )
    .await
    .expect("a new table in the channel");

    let auto = TableSettings {
        deadline: DeadlineMode::Auto,
        turn_seconds: 60,
        ..TableSettings::default()
    };
    let people = [person(61, "Pia"), person(62, "Rune")];
    let (bad, good) = (channel("bad"), channel("good"));
    start_table(&service, &bad, &people, 0, auto.clone(), 4).await;
    start_table(&service, &good, &people, 0, auto, 5).await;
    let broken = service.active(&bad).await.unwrap().unwrap().id;
    let pool = sqlx::SqlitePool::connect(&format!("sqlite://{}", db.display()))
        .await
        .unwrap();
    sqlx::query("UPDATE tables SET state = '{\"not\": \"a game\"}' WHERE id = ?")
        .bind(broken.0)
        .execute(&pool)
        .await
        .unwrap();
    clock.advance(31_000);
    let ticked = service.tick().await.expect("the pass goes on");
    let channels: Vec<_> = ticked.iter().map(|(c, _)| c.clone()).collect();
    assert_eq!(channels, vec![good.clone()]);
}

// Issue 10, item 12: answers in the asker's language, a gone table named as such, status for
// the asker only, an empty assignment explained.
#[tokio::test]
async fn answers_speak_the_asker_s_language_and_say_what_is_wrong() {
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(ManualClock::new(1_000));
    let service = open(&dir.path().join("words.db"), clock).await;
    let ch = channel("words");
    let polish = TableSettings {
        lang: Lang::Pl,
        ..settings()
    };
    let people = [person(70, "Sven"), person(71, "Tove")];
    start_table(&service, &ch, &people, 0, polish, 6).await;
    // A Polish member clears their language: the answer is in Polish.
    let mut pl_member = person(80, "Wanda");
    pl_member.locale = Some(Lang::Pl);
    let reply = send(&service, &ch, &pl_member, Op::Language { lang: None })
        .await
        .unwrap();
    assert_eq!(reply[0].lang, Lang::Pl);
    // A stranger with an English client asks for the log of a Polish table: English.
    let mut stranger = person(81, "Xavi");
    stranger.locale = Some(Lang::En);
    let log = service.recent(&ch, &stranger, 5).await.unwrap();
    assert_eq!(log[0].lang, Lang::En);
    // Status goes to the asker only.
    for _ in 0..5 {
        let out = send(&service, &ch, &stranger, Op::Status).await.unwrap();
        assert!(!out.is_empty());
        assert!(
            out.iter().all(|o| o.to
                == Recipient::Ephemeral {
                    user: stranger.user
                }),
            "{out:?}"
        );
    }
    // A button naming a table that does not exist.
    let gone = service
        .handle_on(skald::table::TableId(9_999), stranger.clone(), Op::Hand)
        .await;
    assert!(matches!(gone, Err(TableError::TableGone)), "{gone:?}");
    let text = TableError::TableGone.user_text().unwrap();
    assert_ne!(
        render(&text, Lang::En),
        render(
            &TableError::NoTable {
                games: vec!["midgard"]
            }
            .user_text()
            .unwrap(),
            Lang::En
        )
    );
    // An assignment that changes nothing says so.
    let empty = assign(
        &service,
        &ch,
        &people[0],
        skald::games::midgard::Target::Troll,
        skald::games::midgard::Dice::default(),
    )
    .await;
    assert!(
        matches!(&empty, Err(TableError::Rule { code, .. }) if code == "nothing-to-assign"),
        "{empty:?}"
    );
}

// Issue 10, item 13 at the table: a seat with nothing to decide is offered its runes usable at
// any time (in /midgard hand) and may use one; the deciding seat's turn, controls and
// deadline stay as they were.
/// Two people; the one not deciding holds the Wealth rune (usable any time) and 3 coins.
fn wealth_table() -> (
    skald::table::Table<skald::games::midgard::Midgard>,
    [Actor; 2],
    u8,
    u8,
) {
    use skald::games::midgard::state::OwnedRune;
    use skald::games::midgard::{pending, Rune};
    use skald::table::{SeatInfo, Table, TableId};
    let people = [person(90, "Ama"), person(91, "Bryn")];
    let mut t = Table::<skald::games::midgard::Midgard> {
        id: TableId(1),
        channel: channel("anytime"),
        status: Status::Lobby,
        host: people[0].user,
        settings: TableSettings {
            deadline: DeadlineMode::Auto,
            ..settings()
        },
        seats: people
            .iter()
            .map(|p| SeatInfo::human(p.user, p.name.clone()))
            .collect(),
        seed: 17,
        game: None,
        version: 0,
        log_len: 0,
        deadline: None,
        live: Default::default(),
    };
    t.handle(&people[0], Op::Start, 0).unwrap();
    let state = t.game.as_mut().unwrap();
    let deciding = pending(state)[0].0;
    let idle = 1 - deciding;
    state.players[idle as usize].runes.push(OwnedRune {
        rune: Rune::Wealth,
        used: false,
    });
    state.players[idle as usize].coins = 3;
    (t, people, deciding, idle)
}

/// The idle seat's press of its one choice (the rune), as its hand offers it now.
fn wealth_press(
    t: &mut skald::table::Table<skald::games::midgard::Midgard>,
    who: &Actor,
    idle: u8,
) -> Op<Action> {
    let hand = t.handle(who, Op::Hand, 1_000).unwrap();
    let (_, view) = &hand.messages[0];
    assert_eq!(view.choices.len(), 1, "{view:?}");
    Op::Choose {
        seat: idle,
        index: view.choices[0].index,
        version: view.version,
        mark: Some(view.choices[0].mark),
    }
}

#[test]
fn a_rune_usable_any_time_is_offered_and_used_while_another_seat_decides() {
    use skald::games::midgard::pending;
    let (mut t, people, deciding, idle) = wealth_table();
    let state = t.game.clone().unwrap();
    let deciding_key = t.seat_key(&state, deciding);
    let deadline = t.deadline;
    let idle_actor = &people[idle as usize];
    let press = wealth_press(&mut t, idle_actor, idle);
    t.handle(idle_actor, press, 2_000)
        .expect("the rune is used");
    let after = t.game.as_ref().unwrap();
    assert_eq!(after.players[idle as usize].coins, 6);
    assert_eq!(pending(after)[0].0, deciding);
    assert_eq!(t.seat_key(after, deciding), deciding_key);
    assert_eq!(t.deadline, deadline, "the deciding seat's clock runs on");
}

// Issue 11, item 4: a press is refused only if the presser's own situation changed. Another
// seat's move changes what the idle seat is offered (it is now its turn to place), yet the
// rune it pressed on the older message is still offered and means the same: it counts. Once
// the seat has made a move of its own, the same old press is refused as stale.
#[test]
fn an_older_press_counts_while_it_means_the_same_and_not_after_one_s_own_move() {
    use skald::games::midgard::pending;
    let (mut t, people, deciding, idle) = wealth_table();
    let idle_actor = &people[idle as usize];
    let press = wealth_press(&mut t, idle_actor, idle);
    let before = t.seat_key(t.game.as_ref().unwrap(), idle);
    let place = suggestion(&t, deciding).expect("a placement");
    t.handle(
        &people[deciding as usize],
        Op::Act {
            action: place,
            version: None,
        },
        1_500,
    )
    .expect("the other seat places");
    let state = t.game.as_ref().unwrap();
    assert_eq!(pending(state)[0].0, idle, "now the idle seat decides");
    assert_ne!(t.seat_key(state, idle), before, "its controls changed");
    // Kept for later: the same old press, once the seat has moved.
    let mut moved = t.clone();
    t.handle(idle_actor, press.clone(), 2_000)
        .expect("the older press still means the same");
    assert_eq!(t.game.as_ref().unwrap().players[idle as usize].coins, 6);

    let own = suggestion(&moved, idle).expect("a placement");
    moved
        .handle(
            idle_actor,
            Op::Act {
                action: own,
                version: None,
            },
            2_000,
        )
        .expect("the seat places");
    let coins = moved.game.as_ref().unwrap().players[idle as usize].coins;
    let err = moved
        .handle(idle_actor, press, 3_000)
        .err()
        .expect("refused");
    assert!(matches!(err, TableError::Stale), "{err:?}");
    assert_eq!(
        moved.game.as_ref().unwrap().players[idle as usize].coins,
        coins
    );
}

/// Issue 33: an assignment changed step by step before it is locked is told in its player's
/// hand once, as it stands (a collapsed hand listed "sends 2 swordsmen, 1 spearman", "… 2
/// spearmen", "… 3 spearmen against the troll").
#[tokio::test]
async fn a_hand_tells_an_assignment_once_as_it_stands() {
    use skald::games::midgard::{legal_actions, pending, Target};
    let dir = tempfile::tempdir().unwrap();
    let service = open(&dir.path().join("h.db"), Arc::new(ManualClock::new(1_000))).await;
    let ch = channel("hand");
    let people = [person(10, "Ingrid")];
    start_table(&service, &ch, &people, 2, settings(), 5).await;
    let send_to = |state: &skald::games::midgard::State| {
        let pending_assign = pending(state).iter().any(|(s, _)| *s == 0);
        let assigns: Vec<Action> = legal_actions(state, 0)
            .into_iter()
            .filter(|a| {
                matches!(
                    a,
                    Action::AssignDie {
                        target: Target::Troll,
                        ..
                    }
                )
            })
            .collect();
        (pending_assign && !assigns.is_empty()).then(|| assigns[0])
    };
    for _ in 0..200 {
        let mut out = Vec::new();
        bots(&service, &ch, &mut out).await;
        let table = service.active(&ch).await.unwrap().expect("a running table");
        let Some(first) = table.game.as_ref().and_then(send_to) else {
            assert!(one_person_move(&service, &ch, &people, &mut out).await);
            continue;
        };
        let act = |action: Action| Op::Act {
            action,
            version: None,
        };
        send(&service, &ch, &people[0], act(first)).await.unwrap();
        let table = service.active(&ch).await.unwrap().unwrap();
        let second = table.game.as_ref().and_then(send_to).expect("a second die");
        let out = send(&service, &ch, &people[0], act(second)).await.unwrap();
        let hand = out
            .iter()
            .rfind(|o| matches!(o.to, Recipient::Dm { user } if user == people[0].user))
            .expect("the hand is updated");
        let told: Vec<String> = hand
            .view
            .lines
            .iter()
            .map(|l| render(l, Lang::En))
            .filter(|l| l.contains("Ingrid sends"))
            .collect();
        assert_eq!(told.len(), 1, "{told:?}");
        assert!(told[0].contains("against the troll"), "{told:?}");
        return;
    }
    panic!("Ingrid never had two dice to send against the troll");
}
