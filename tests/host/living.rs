//! Living messages (issue 11): a table keeps a few messages and edits them in place — the
//! lobby, the board, the turn message, each player's console — re-posts the board once a round,
//! pings on async turns and nudges on live ones, and after a restart goes on editing the same
//! messages.

use crate::table_support as harness;
use skald::registry::GAMES;

use std::collections::{BTreeMap, HashMap};
use std::sync::{Arc, Mutex};

use harness::*;
use skald::discord::courier::{drain, Passes};
use skald::discord::deliver::{Messenger, Posted, SendError};
use skald::discord::render::Rendered;
use skald::store::Store;
use skald::table::{
    Actor, ChannelKey, DeadlineMode, ManualClock, Op, Slot, TableId, TableService, TableSettings,
    UserId,
};

/// A message as Discord would hold it now.
#[derive(Clone, Debug)]
struct Held {
    /// 0: the table's channel; else the user whose DMs it is in.
    place: u64,
    text: String,
    mentions: Vec<u64>,
    buttons: Vec<String>,
    deleted: bool,
}

/// A messenger that keeps every message it was given, edits and deletes included.
#[derive(Default)]
struct Screen {
    held: Mutex<Vec<Held>>,
    edits: Mutex<usize>,
    /// (user, round) → new DMs.
    dms: Mutex<BTreeMap<(u64, u32), usize>>,
    round: Mutex<u32>,
    /// Messages that chat has pushed far up.
    buried: Mutex<Vec<u64>>,
}

fn text_of(m: &Rendered) -> String {
    let mut out = m.content.clone().unwrap_or_default();
    for e in &m.embeds {
        out += &format!(
            "\n{}\n{}",
            e.title.clone().unwrap_or_default(),
            e.description.clone().unwrap_or_default()
        );
        for (name, value) in &e.fields {
            out += &format!("\n{name}: {value}");
        }
    }
    out
}

impl Screen {
    fn keep(&self, place: u64, m: &Rendered) -> Posted {
        let mut held = self.held.lock().unwrap();
        held.push(Held {
            place,
            text: text_of(m),
            mentions: m.mentions.clone(),
            buttons: m.custom_ids(),
            deleted: false,
        });
        Posted {
            channel: place,
            message: held.len() as u64 - 1,
            attachment: None,
        }
    }

    fn channel(&self) -> Vec<Held> {
        self.held
            .lock()
            .unwrap()
            .iter()
            .filter(|h| h.place == 0)
            .cloned()
            .collect()
    }

    fn standing(&self) -> Vec<Held> {
        self.channel().into_iter().filter(|h| !h.deleted).collect()
    }
}

impl Screen {
    /// What the channel and each DM show at the end, for a person to read.
    fn write(&self, name: &str) {
        let mut out = String::new();
        for (i, h) in self.held.lock().unwrap().iter().enumerate() {
            let place = match h.place {
                0 => "channel".to_string(),
                u => format!("DM to {u}"),
            };
            let state = if h.deleted { " (deleted)" } else { "" };
            out += &format!("── #{i} {place}{state} ──{}\n", h.text);
            if !h.buttons.is_empty() {
                out += &format!("[controls: {}]\n", h.buttons.len());
            }
        }
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("target/tmp");
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join(format!("living-{name}.txt")), out).unwrap();
    }
}

impl Messenger for Screen {
    async fn post(&self, _channel: &ChannelKey, message: Rendered) -> Result<Posted, SendError> {
        Ok(self.keep(0, &message))
    }

    async fn direct(
        &self,
        _table: &ChannelKey,
        user: UserId,
        message: Rendered,
    ) -> Result<Posted, SendError> {
        let round = *self.round.lock().unwrap();
        *self.dms.lock().unwrap().entry((user.0, round)).or_default() += 1;
        Ok(self.keep(user.0, &message))
    }

    async fn edit(&self, at: Posted, message: Rendered) -> Result<Posted, SendError> {
        let mut held = self.held.lock().unwrap();
        let Some(h) = held.get_mut(at.message as usize).filter(|h| !h.deleted) else {
            return Err(SendError::Gone);
        };
        h.text = text_of(&message);
        h.mentions = message.mentions.clone();
        h.buttons = message.custom_ids();
        *self.edits.lock().unwrap() += 1;
        Ok(at)
    }

    async fn delete(&self, at: Posted) -> Result<(), SendError> {
        let mut held = self.held.lock().unwrap();
        let Some(h) = held.get_mut(at.message as usize).filter(|h| !h.deleted) else {
            return Err(SendError::Gone);
        };
        h.deleted = true;
        Ok(())
    }

    fn buried(&self, at: Posted) -> bool {
        self.buried.lock().unwrap().contains(&at.message)
    }
}

async fn outbox_service(path: &std::path::Path, clock: Arc<ManualClock>) -> Service {
    let url = format!("sqlite://{}", path.display());
    let store = Store::open(&url).await.expect("the store opens");
    TableService::new(store, clock, GAMES).with_outbox()
}

fn live() -> TableSettings {
    TableSettings {
        deadline: DeadlineMode::Off,
        ..TableSettings::default()
    }
}

fn async_turns() -> TableSettings {
    TableSettings {
        deadline: DeadlineMode::Advisory,
        turn_seconds: 4 * 3600,
        ..TableSettings::default()
    }
}

fn people() -> Vec<Actor> {
    vec![
        person(1, "Astrid"),
        person(2, "Zbyszko"),
        person(3, "Eirik"),
    ]
}

async fn table_id(service: &Service, ch: &ChannelKey) -> TableId {
    service.latest(ch).await.unwrap().expect("a table").id
}

/// Sends what waits, noting the round it belongs to (for the DMs-per-round count).
async fn show(screen: &Screen, service: &Service, ch: &ChannelKey) {
    let table = service.latest(ch).await.unwrap().expect("a table");
    *screen.round.lock().unwrap() = table.game.as_ref().map_or(0, |g| u32::from(g.round));
    drain(screen, service, &Passes::default(), table.id)
        .await
        .unwrap();
}

/// Plays the game to its end as people would, every change shown before the next.
async fn play(screen: &Screen, service: &Service, ch: &ChannelKey, people: &[Actor]) {
    let mut out = Vec::new();
    for _ in 0..5_000 {
        bots(service, ch, &mut out).await;
        show(screen, service, ch).await;
        if !one_person_move(service, ch, people, &mut out).await {
            return;
        }
        show(screen, service, ch).await;
    }
    panic!("the game never ended");
}

#[tokio::test]
async fn the_lobby_is_one_message_edited_as_people_join_with_buttons_to_join_and_start() {
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(ManualClock::new(1_000));
    let service = outbox_service(&dir.path().join("l.db"), clock).await;
    let ch = channel("lobby");
    let screen = Screen::default();
    let people = people();
    send(
        &service,
        &ch,
        &people[0],
        Op::Create {
            settings: live(),
            seed: Some(1),
            join: true,
        },
    )
    .await
    .unwrap();
    show(&screen, &service, &ch).await;
    for p in &people[1..] {
        send(&service, &ch, p, Op::Join).await.unwrap();
        show(&screen, &service, &ch).await;
    }
    let channel = screen.channel();
    assert_eq!(channel.len(), 1, "one lobby message: {channel:?}");
    assert_eq!(*screen.edits.lock().unwrap(), 2, "edited once per join");
    let lobby = &channel[0];
    for p in &people {
        assert!(lobby.text.contains(&p.name), "{}", lobby.text);
    }
    for code in ["join", "leave", "bot", "start"] {
        assert!(
            lobby
                .buttons
                .iter()
                .any(|b| b.ends_with(&format!(":{code}"))),
            "no {code} button: {:?}",
            lobby.buttons
        );
    }
    // Started: the lobby stays as a record, without its buttons.
    send(&service, &ch, &people[0], Op::Start).await.unwrap();
    show(&screen, &service, &ch).await;
    assert!(screen.channel()[0].buttons.is_empty());
}

#[tokio::test]
async fn a_live_three_person_game_keeps_few_channel_messages_and_leaves_no_stub() {
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(ManualClock::new(1_000));
    let service = outbox_service(&dir.path().join("g.db"), clock).await;
    let ch = channel("live");
    let screen = Screen::default();
    let people = people();
    start_table(&service, &ch, &people, 0, live(), 21).await;
    play(&screen, &service, &ch, &people).await;
    screen.write("live");
    let table = service.latest(&ch).await.unwrap().unwrap();
    assert_eq!(table.status, skald::table::Status::Finished);
    let channel = screen.channel();
    assert!(
        channel.len() <= 80,
        "{} channel messages in a live game",
        channel.len()
    );
    let standing = screen.standing();
    // One board stands (each round's replaced the previous one), and no message is left that
    // only says someone must act.
    let waiting = ["must", "⏳"];
    for h in &standing {
        let lines: Vec<&str> = h.text.lines().filter(|l| !l.trim().is_empty()).collect();
        let only_waiting =
            lines.len() <= 2 && lines.iter().any(|l| waiting.iter().any(|w| l.contains(w)));
        assert!(!only_waiting || !h.buttons.is_empty(), "a stub: {h:?}");
        assert!(
            lines.len() > 1,
            "a message with nothing but its title: {h:?}"
        );
    }
    // Issue 11, item 7: the board left at the end is the finished table, not a next round
    // with its workers back home.
    let last_board = standing
        .iter()
        .find(|h| h.text.contains("the final board"))
        .expect("the final board stands");
    assert!(!last_board.text.contains("workers"), "{last_board:?}");
    assert!(!last_board.text.contains("First player"), "{last_board:?}");
    for p in &people {
        assert!(last_board.text.contains(&p.name), "{last_board:?}");
    }
    let boards = standing
        .iter()
        .filter(|h| h.text.contains("Round") && h.text.contains("first player"))
        .count();
    assert!(boards <= 1, "{boards} boards standing");
    // Issue 33, item 15: a finished phase of moves folds what the channel was shown into one
    // line and keeps only the step that ended it; a round's fights stay whole. A placement
    // phase's line says where each player's workers went.
    let fold_line = |h: &Held| -> Option<String> {
        h.text
            .lines()
            .find(|l| l.starts_with("✔️") && l.contains("log`"))
            .map(str::to_string)
    };
    let folded = |h: &&Held| fold_line(h).is_some();
    let placing: Vec<&Held> = standing
        .iter()
        .filter(|h| h.text.contains("placing workers") && !h.text.contains("First player"))
        .collect();
    assert!(placing.len() >= 7, "{} placing messages", placing.len());
    for h in &placing {
        assert!(folded(h), "a finished placement is not folded: {h:?}");
        let moves = h.text.lines().filter(|l| l.contains(" → ")).count();
        assert!(moves <= 3, "{moves} placements still shown: {h:?}");
        let line = fold_line(h).unwrap_or_default();
        for p in &people {
            assert!(line.contains(&format!("{}: ", p.name)), "{line}");
        }
    }
    let fights = standing
        .iter()
        .filter(|h| h.text.contains("battles and voyages") && h.text.contains("⚔️"));
    for h in fights {
        assert!(!folded(&h), "a round's fights were folded: {h:?}");
    }
    // The channel never calls anyone by name in a live game without idling.
    assert!(channel.iter().all(|h| h.mentions.is_empty()));
    let most = screen
        .dms
        .lock()
        .unwrap()
        .values()
        .copied()
        .max()
        .unwrap_or(0);
    println!(
        "live game: {} channel messages ({} standing), {} edits, at most {most} DMs a round",
        channel.len(),
        standing.len(),
        screen.edits.lock().unwrap()
    );
    assert!(most <= 3, "{most} DMs to one player in one round");
    assert!(most >= 1, "consoles were sent");
}

#[tokio::test]
async fn piled_up_changes_are_one_edit_per_message() {
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(ManualClock::new(1_000));
    let service = outbox_service(&dir.path().join("p.db"), clock).await;
    let ch = channel("pile");
    let screen = Screen::default();
    let people = people();
    start_table(&service, &ch, &people, 0, live(), 5).await;
    show(&screen, &service, &ch).await;
    let before = screen.held.lock().unwrap().len();
    let mut out = Vec::new();
    for _ in 0..4 {
        assert!(one_person_move(&service, &ch, &people, &mut out).await);
    }
    let id = table_id(&service, &ch).await;
    let waiting = service.pending(id).await.unwrap();
    let slots: std::collections::HashSet<_> = waiting
        .iter()
        .filter_map(|p| p.message.view.place.map(|at| (at.slot, at.gen)))
        .collect();
    assert!(
        waiting.len() > slots.len(),
        "several views of one message wait"
    );
    let edits_before = *screen.edits.lock().unwrap();
    let done = drain(&screen, &service, &Passes::default(), id)
        .await
        .unwrap();
    let shown =
        *screen.edits.lock().unwrap() - edits_before + screen.held.lock().unwrap().len() - before;
    assert_eq!(shown, done.sent);
    assert!(
        done.sent <= slots.len(),
        "{} sends for {} messages",
        done.sent,
        slots.len()
    );
    assert_eq!(done.sent + done.skipped, waiting.len());
}

#[tokio::test]
async fn a_deleted_message_is_posted_anew_and_a_restart_edits_the_same_messages() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("r.db");
    let clock = Arc::new(ManualClock::new(1_000));
    let service = outbox_service(&db, clock.clone()).await;
    let ch = channel("restart");
    let screen = Screen::default();
    let people = people();
    start_table(&service, &ch, &people, 0, live(), 8).await;
    show(&screen, &service, &ch).await;
    let id = table_id(&service, &ch).await;
    let turn = service
        .store()
        .slot(id.0, &Slot::Turn.key())
        .await
        .unwrap()
        .unwrap();
    // A moderator deletes the turn message.
    screen.held.lock().unwrap()[turn.message_id as usize].deleted = true;
    let mut out = Vec::new();
    assert!(one_person_move(&service, &ch, &people, &mut out).await);
    show(&screen, &service, &ch).await;
    let again = service
        .store()
        .slot(id.0, &Slot::Turn.key())
        .await
        .unwrap()
        .unwrap();
    assert_ne!(again.message_id, turn.message_id, "posted anew");
    assert!(!screen.held.lock().unwrap()[again.message_id as usize].deleted);
    // The process restarts: the same messages go on being edited.
    let store = service.store().clone();
    drop(service);
    store.close().await;
    let service = outbox_service(&db, clock).await;
    let count = screen.held.lock().unwrap().len();
    let edits = *screen.edits.lock().unwrap();
    assert!(one_person_move(&service, &ch, &people, &mut out).await);
    show(&screen, &service, &ch).await;
    let after = service
        .store()
        .slot(id.0, &Slot::Turn.key())
        .await
        .unwrap()
        .unwrap();
    if after.gen == again.gen {
        assert_eq!(after.message_id, again.message_id, "the same turn message");
    }
    assert!(
        *screen.edits.lock().unwrap() > edits,
        "edited after the restart"
    );
    let board = service
        .store()
        .slot(id.0, &Slot::Board.key())
        .await
        .unwrap()
        .unwrap();
    assert!(
        (board.message_id as usize) < count,
        "the board was not posted again"
    );
}

#[tokio::test]
async fn an_async_turn_pings_exactly_its_player_and_pings_can_be_turned_off() {
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(ManualClock::new(1_000));
    let service = outbox_service(&dir.path().join("a.db"), clock).await;
    let ch = channel("async");
    let screen = Screen::default();
    let people = people();
    // Eirik wants no pings.
    send(&service, &ch, &people[2], Op::Pings { on: false })
        .await
        .unwrap();
    start_table(&service, &ch, &people, 0, async_turns(), 13).await;
    play(&screen, &service, &ch, &people).await;
    screen.write("async");
    let channel = screen.channel();
    let pings: Vec<&Held> = channel.iter().filter(|h| !h.mentions.is_empty()).collect();
    println!(
        "async game: {} channel messages, {} with pings",
        channel.len(),
        pings.len()
    );
    assert!(pings.len() >= 8, "{} turn pings", pings.len());
    let mut per_user: HashMap<u64, usize> = HashMap::new();
    for h in &pings {
        for u in &h.mentions {
            assert!(h.text.contains(&format!("<@{u}>")), "{h:?}");
            *per_user.entry(*u).or_default() += 1;
        }
        assert!(!h.mentions.contains(&3), "Eirik turned pings off");
    }
    assert!(per_user.contains_key(&1) && per_user.contains_key(&2));
    // Nobody is called in a message that is not a turn of theirs.
    assert!(channel
        .iter()
        .filter(|h| h.mentions.is_empty())
        .all(|h| !h.text.contains("<@")));
}

#[tokio::test]
async fn a_live_table_nudges_whoever_it_waits_on_once() {
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(ManualClock::new(1_000));
    let service = outbox_service(&dir.path().join("n.db"), clock.clone()).await;
    let ch = channel("nudge");
    let screen = Screen::default();
    let people = people();
    start_table(&service, &ch, &people, 0, live(), 3).await;
    show(&screen, &service, &ch).await;
    let id = table_id(&service, &ch).await;
    let turn = service
        .store()
        .slot(id.0, &Slot::Turn.key())
        .await
        .unwrap()
        .unwrap();
    clock.advance(2 * 60_000);
    assert!(service.tick().await.unwrap().is_empty(), "not yet");
    clock.advance(2 * 60_000);
    assert_eq!(service.tick().await.unwrap().len(), 1, "nudged");
    show(&screen, &service, &ch).await;
    let moved = service
        .store()
        .slot(id.0, &Slot::Turn.key())
        .await
        .unwrap()
        .unwrap();
    assert_eq!(moved.gen, turn.gen + 1);
    let held = screen.held.lock().unwrap().clone();
    assert!(
        held[turn.message_id as usize].deleted,
        "the old turn message went"
    );
    let new = &held[moved.message_id as usize];
    let table = service.latest(&ch).await.unwrap().unwrap();
    let waiting: Vec<u64> = skald::games::midgard::pending(table.game.as_ref().unwrap())
        .into_iter()
        .filter_map(|(s, _)| table.user_at(s).map(|u| u.0))
        .collect();
    assert_eq!(new.mentions, waiting);
    // Once only.
    clock.advance(60 * 60_000);
    assert!(service.tick().await.unwrap().is_empty());
}

// Issue 11, item 1: a living message that chat has pushed far up is posted anew at the
// bottom on its next update, and the old one deleted; a console in a DM is never moved.
#[tokio::test]
async fn a_board_buried_by_chat_is_posted_anew_at_the_bottom() {
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(ManualClock::new(1_000));
    let service = outbox_service(&dir.path().join("b.db"), clock).await;
    let ch = channel("chatty");
    let screen = Screen::default();
    let people = people();
    start_table(&service, &ch, &people, 0, live(), 8).await;
    show(&screen, &service, &ch).await;
    let id = table_id(&service, &ch).await;
    let slot = |key: String| {
        let store = service.store().clone();
        async move { store.slot(id.0, &key).await.unwrap().unwrap() }
    };
    let board = slot(Slot::Board.key()).await;
    let console = slot(Slot::Console(0).key()).await;
    screen
        .buried
        .lock()
        .unwrap()
        .extend([board.message_id as u64, console.message_id as u64]);
    let mut out = Vec::new();
    assert!(one_person_move(&service, &ch, &people, &mut out).await);
    show(&screen, &service, &ch).await;
    let moved = slot(Slot::Board.key()).await;
    let console_now = slot(Slot::Console(0).key()).await;
    assert_eq!(
        console_now.message_id, console.message_id,
        "a DM is not moved"
    );
    assert_ne!(moved.message_id, board.message_id, "posted anew");
    assert_eq!(moved.gen, board.gen, "the same board, lower down");
    let held = screen.held.lock().unwrap();
    assert!(
        held[board.message_id as usize].deleted,
        "the old one is gone"
    );
    let new = &held[moved.message_id as usize];
    assert!(!new.deleted && new.text.contains("Round"), "{new:?}");
    assert_eq!(
        held.iter()
            .filter(|h| h.place == 0 && !h.deleted && h.text.contains("First player"))
            .count(),
        1,
        "one board stands"
    );
}
