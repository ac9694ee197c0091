//! Issue 15, item 3: background work on a table — its deadline, its bots' moves — is done by
//! the one process holding the table's lease, so two processes serving one bot never both
//! act for the same table, and a process that died leaves its lease to run out and be taken
//! over. Every test runs two services (two processes) on one database of each backend.

use crate::backends;
use crate::table_support as harness;

use std::sync::Arc;

use harness::*;
use skald::table::{BotStep, DeadlineMode, Duty, ManualClock, TableSettings};

fn settings(deadline: DeadlineMode) -> TableSettings {
    TableSettings {
        deadline,
        turn_seconds: 60,
        ..TableSettings::default()
    }
}

#[tokio::test]
async fn a_bots_move_is_made_by_the_process_holding_the_lease_alone() {
    for db in backends::databases("bots_lease").await {
        let clock = Arc::new(ManualClock::new(1_000));
        let a = open_url(&db.url, clock.clone()).await;
        let b = open_url(&db.url, clock.clone()).await;
        let ch = channel("bots");
        let people = [person(1, "Ana")];
        start_table(&a, &ch, &people, 1, settings(DeadlineMode::Off), 3).await;
        let before = until_a_bot_decides(&a, &ch, &people).await;
        assert!(b.claim(before.id, Duty::Bots).await.unwrap());
        let step = a.step_bots_leased(&ch).await.unwrap();
        assert!(matches!(step, BotStep::Busy), "{}: {step:?}", db.backend);
        let now = a.active(&ch).await.unwrap().unwrap();
        assert_eq!(now.version, before.version, "nothing moved meanwhile");
        // b died holding the lease: once it runs out, a's bots play.
        clock.advance(61_001);
        let step = a.step_bots_leased(&ch).await.unwrap();
        assert!(
            matches!(step, BotStep::Moved { table, .. } if table == before.id),
            "{}: {step:?}",
            db.backend
        );
        let after = a.active(&ch).await.unwrap().unwrap();
        assert_eq!(after.version, before.version + 1);
        // a keeps the lease while its bots play on; once they are done, b may play.
        assert!(!b.claim(before.id, Duty::Bots).await.unwrap());
        a.bots_done(before.id).await.unwrap();
        assert!(b.claim(before.id, Duty::Bots).await.unwrap());
    }
}

#[tokio::test]
async fn bots_a_dead_process_left_waiting_are_found_once_the_table_is_quiet() {
    for db in backends::databases("stalled_bots").await {
        let clock = Arc::new(ManualClock::new(1_000));
        let a = open_url(&db.url, clock.clone()).await;
        let b = open_url(&db.url, clock.clone()).await;
        let ch = channel("stalled");
        let people = [person(1, "Ana")];
        start_table(&a, &ch, &people, 1, settings(DeadlineMode::Off), 3).await;
        let table = until_a_bot_decides(&a, &ch, &people).await;
        // b took the bots' lease and died while a bot thought.
        assert!(b.claim(table.id, Duty::Bots).await.unwrap());
        clock.advance(30_000);
        let quiet = |quiet, within| a.stalled(quiet, within);
        let none = quiet(20_000, 600_000).await.unwrap();
        assert!(none.is_empty(), "{}: b's lease still runs", db.backend);
        clock.advance(31_001);
        let found = quiet(20_000, 600_000).await.unwrap();
        assert_eq!(found, vec![ch.clone()], "{}", db.backend);
        // Not quiet long enough, or quiet for too long: left alone.
        let early = quiet(120_000, 600_000).await.unwrap();
        assert!(early.is_empty(), "{}", db.backend);
        let late = quiet(20_000, 40_000).await.unwrap();
        assert!(late.is_empty(), "{}", db.backend);
        let step = a.step_bots_leased(&ch).await.unwrap();
        assert!(
            matches!(step, BotStep::Moved { .. }),
            "{}: {step:?}",
            db.backend
        );
        // a stops with its work done: its leases go, b's are left.
        assert!(b.claim(table.id, Duty::Deliver).await.unwrap());
        assert_eq!(a.release_all().await.unwrap(), 1, "{}", db.backend);
        assert!(b.claim(table.id, Duty::Bots).await.unwrap());
        assert!(!a.claim(table.id, Duty::Deliver).await.unwrap());
    }
}

#[tokio::test]
async fn a_due_deadline_is_run_once_by_the_process_holding_its_lease() {
    for db in backends::databases("deadline_lease").await {
        let clock = Arc::new(ManualClock::new(1_000_000));
        let a = open_url(&db.url, clock.clone()).await;
        let b = open_url(&db.url, clock.clone()).await;
        let ch = channel("deadline");
        let people = [person(1, "Ana"), person(2, "Bo")];
        start_table(&a, &ch, &people, 0, settings(DeadlineMode::Auto), 12).await;
        let table = a.active(&ch).await.unwrap().unwrap();
        clock.advance(31_000);
        assert!(b.claim(table.id, Duty::Deadline).await.unwrap());
        assert!(
            a.tick().await.unwrap().is_empty(),
            "{}: left to b",
            db.backend
        );
        b.release(table.id, Duty::Deadline).await.unwrap();
        // Both look at once: the reminder is given once.
        let (ta, tb) = tokio::join!(a.tick(), b.tick());
        let reminders = [ta.unwrap(), tb.unwrap()]
            .iter()
            .flatten()
            .flat_map(|(_, out)| out)
            .flat_map(|o| o.view.lines.iter())
            .filter(|t| t.id == "deadline-half")
            .count();
        assert!(reminders >= 1, "{}: the reminder was given", db.backend);
        let after = a.active(&ch).await.unwrap().unwrap();
        assert_eq!(after.version, table.version + 1, "{}: once", db.backend);
        assert!(after.deadline.is_some_and(|d| d.reminded));
    }
}

/// Plays the person's moves until a bot has a decision to make; the table then.
async fn until_a_bot_decides(
    service: &Service,
    ch: &skald::table::ChannelKey,
    people: &[skald::table::Actor],
) -> skald::table::Table<skald::games::midgard::Midgard> {
    for _ in 0..50 {
        let table = service.active(ch).await.unwrap().expect("running");
        let state = table.game.as_ref().expect("a game");
        let pending = skald::games::midgard::pending(state);
        if pending
            .iter()
            .any(|(seat, _)| table.user_at(*seat).is_none())
        {
            return table;
        }
        assert!(one_person_move(service, ch, people, &mut Vec::new()).await);
    }
    panic!("the bot never had a decision to make");
}
