//! End to end: the real `skald` binary, its serenity/poise stack and a whole game, against a
//! fake Discord on 127.0.0.1 (REST and gateway WebSocket). Every request the bot sends is
//! checked against Discord's OpenAPI spec and limits; every interaction must be acknowledged
//! within 3 seconds; no channel message may carry a secret.
//!
//! `cargo test --release --test e2e` runs these alone.

#[path = "support/destiny.rs"]
mod destiny;
#[path = "support/discord_spec.rs"]
mod discord_spec;
#[path = "support/fake_discord/mod.rs"]
mod fake_discord;

use destiny::destiny_names;
use std::sync::Arc;
use std::time::{Duration, Instant};

use fake_discord::bot::Bot;
use fake_discord::faults::Fault;
use fake_discord::members::{parse_id, refused, Members, Press};
use fake_discord::{FakeDiscord, Person, Place, Sent};
use serde_json::json;
use skald::games::midgard::{Action, Midgard};
use skald::games::Rules;
use skald::i18n::{render, Lang, Text};
use skald::store::Store;
use skald::table::{ChannelKey, Status, SystemClock, Table, TableGame, TableService};

const GAME_LIMIT: Duration = Duration::from_secs(600);

fn channel_of(n: u64) -> u64 {
    700_000_000_000_000_000 + n
}

fn person(id: u64, name: &str, locale: &str) -> Person {
    Person::new(id, name, locale)
}

/// A fake Discord, a database directory and the bot running against both.
struct World {
    fake: FakeDiscord,
    dir: tempfile::TempDir,
    bot: Bot,
    started: Instant,
}

impl Drop for World {
    fn drop(&mut self) {
        if std::thread::panicking() {
            // Keep the database (seed and every action) and the bot's logs for a look.
            if let Ok(fresh) = tempfile::tempdir() {
                let kept = std::mem::replace(&mut self.dir, fresh).keep();
                eprintln!("--- kept for inspection: {} ---", kept.display());
            }
            let w = self.fake.world();
            let recent: Vec<String> = w
                .messages
                .iter()
                .rev()
                .take(6)
                .map(|m| format!("{:?}: {}", m.place, m.text()))
                .collect();
            let requests: Vec<String> = w
                .requests
                .iter()
                .rev()
                .take(12)
                .map(|r| format!("{} {}", r.0, r.1))
                .collect();
            let mut colors: Vec<String> = w
                .messages
                .iter()
                .flat_map(|m| m.json["embeds"].as_array().cloned().unwrap_or_default())
                .map(|e| format!("{}:{}", e["color"], e["title"]))
                .collect();
            colors.dedup();
            let n = colors.len();
            eprintln!(
                "--- embeds (last 15) ---\n{}",
                colors[n.saturating_sub(15)..].join("\n")
            );
            eprintln!(
                "--- bot log ---\n{}\n--- violations ---\n{:?}\n--- last requests ---\n{}\n--- last messages ---\n{}",
                self.bot.log_text(),
                w.violations,
                requests.join("\n"),
                recent.join("\n---\n")
            );
        }
    }
}

impl World {
    async fn new() -> World {
        let fake = FakeDiscord::start().await;
        let dir = tempfile::tempdir().expect("a temp dir");
        let bot = Bot::start(&fake, dir.path()).await;
        World {
            fake,
            dir,
            bot,
            started: Instant::now(),
        }
    }

    fn db(&self) -> String {
        format!("sqlite://{}", self.dir.path().join("skald.db").display())
    }

    /// The channel's table as the bot stored it.
    async fn table(&self, channel: u64) -> (Table<Midgard>, Vec<(u8, Action)>) {
        let store = Store::open(&self.db()).await.expect("the bot's database");
        let service = TableService::<Midgard>::new(store, Arc::new(SystemClock));
        let table = service
            .latest(&ChannelKey(format!("discord:{channel}")))
            .await
            .expect("the table loads")
            .expect("a table in the channel");
        let log = service.log(table.id).await.expect("the action log");
        (table, log)
    }

    /// What every scenario must show at its end: spec-conformant requests within limits,
    /// every interaction acknowledged in time, and no secret in the channel.
    async fn finish(&self, scenario: &str, channel: u64) {
        let violations = self.fake.world().violations.clone();
        assert!(
            violations.is_empty(),
            "{scenario}: requests Discord would refuse:\n{}\n--- bot log ---\n{}",
            violations.join("\n"),
            self.bot.log_text()
        );
        let late: Vec<u64> = self
            .fake
            .world()
            .interactions
            .iter()
            .filter(|(_, d)| d.acked.is_none_or(|a| a > Duration::from_secs(3)))
            .map(|(id, _)| *id)
            .collect();
        assert!(
            late.is_empty(),
            "{scenario}: interactions not acknowledged within 3 s: {late:?}"
        );
        let l = self.fake.latencies();
        let at = |q: f64| l[((l.len() as f64 - 1.0) * q).round() as usize];
        let line = format!(
            "{scenario}: e2e ack latency p50={:.1}ms p99={:.1}ms max={:.1}ms (n={}) wall={:.1}s",
            at(0.5),
            at(0.99),
            at(1.0),
            l.len(),
            self.started.elapsed().as_secs_f64()
        );
        println!("{line}");
        // Also kept beside the build, so CI can show the figures of a captured run.
        let file = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("e2e-latency.txt");
        if let Ok(mut f) = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(file)
        {
            use std::io::Write;
            let _ = writeln!(f, "{line}");
        }
        let (table, log) = self.table(channel).await;
        no_secret_in_the_channel(&self.fake, channel, &table, &log);
    }
}

/// R-TABLE-2 end to end: the stored game is replayed to learn what was secret (destiny cards
/// drawn, journey cards peeked at); no channel message names an unrevealed destiny card or
/// repeats a secret line, in either language.
fn no_secret_in_the_channel(
    fake: &FakeDiscord,
    channel: u64,
    table: &Table<Midgard>,
    log: &[(u8, Action)],
) {
    let Some(state) = &table.game else {
        return;
    };
    let names: Vec<String> = table.seats.iter().map(|s| s.name.clone()).collect();
    let settings = Midgard::game_settings(&table.settings, table.seats.len() as u8);
    let (mut replay, first) = Midgard::new_game(settings, table.seed).expect("the game deals");
    let mut secrets: Vec<String> = Vec::new();
    let mut collect = |st: &_, events: &[_]| {
        for (_, text) in Midgard::narrate(st, events, &names).private {
            if text.id == "ev-destiny-drawn" || text.id == "ev-peeked" {
                for lang in Lang::ALL {
                    secrets.push(render(&text, lang));
                }
            }
        }
    };
    collect(&replay, &first);
    for (seat, action) in log {
        let events = Midgard::apply(&mut replay, *seat, action).expect("the stored log replays");
        collect(&replay, &events);
    }
    assert_eq!(&replay, state, "the replayed game is the stored one");
    let revealed: Vec<String> = state
        .players
        .iter()
        .flat_map(|p| p.revealed.iter().map(|c| c.id().to_string()))
        .collect();
    let destiny = destiny_names();
    let w = fake.world();
    let mut checked = 0;
    for m in w
        .messages
        .iter()
        .filter(|m| m.place == Place::Channel(channel))
    {
        for text in [m.text(), fake_discord::message_text(&m.first)] {
            for (id, name) in &destiny {
                assert!(
                    revealed.contains(id) || !text.contains(name.as_str()),
                    "destiny card {id} ({name}) in a channel message:\n{text}"
                );
            }
            for s in &secrets {
                assert!(!text.contains(s.as_str()), "a secret in the channel: {s}");
            }
        }
        checked += 1;
    }
    assert!(checked > 0 && !secrets.is_empty());
}

/// `/midgard new` by the first person, `join` by the others, then `start`.
async fn seat_everyone(m: &mut Members<'_>) {
    m.slash(0, "new", Vec::new()).await;
    for who in 1..m.people.len() {
        let reply = m.slash(who, "join", Vec::new()).await;
        let lang = Lang::from_locale(&m.people[who].locale).unwrap_or_default();
        assert_eq!(
            reply[0].text(),
            render(&Text::new("discord-done"), lang),
            "a join is answered in the member's language"
        );
    }
    m.slash(0, "start", Vec::new()).await;
}

/// The error replies `person` got for interaction `id`.
async fn refusal(m: &Members<'_>, id: u64) -> String {
    let replies: Vec<Sent> = m.replies(id).await;
    replies
        .iter()
        .filter(|r| refused(std::slice::from_ref(r)))
        .map(Sent::text)
        .collect::<Vec<_>>()
        .join("\n")
}

/// Once the game is over, no prompt in the channel or in a DM still has live buttons.
fn no_live_buttons(fake: &FakeDiscord, channel: u64) {
    let w = fake.world();
    let live: Vec<String> = w
        .messages
        .iter()
        .filter(|m| {
            matches!(m.place, Place::Channel(c) if c == channel) || matches!(m.place, Place::Dm(_))
        })
        .filter(|m| !m.components().is_empty())
        .map(|m| format!("{:?}: {}", m.place, m.text()))
        .collect();
    assert!(
        live.is_empty(),
        "prompts still live after the game:\n{}",
        live.join("\n")
    );
}

/// Whether a message with live components was sent after message number `seq`.
fn prompted_since(w: &fake_discord::World, seq: u64) -> bool {
    w.messages
        .iter()
        .any(|s| s.seq > seq && !s.components().is_empty())
}

/// The titles of the DMs `user` got.
fn dm_titles(fake: &FakeDiscord, user: u64) -> Vec<String> {
    let w = fake.world();
    w.messages
        .iter()
        .filter(|m| m.place == Place::Dm(user))
        .flat_map(|m| m.first["embeds"].as_array().cloned().unwrap_or_default())
        .filter_map(|e| e["title"].as_str().map(str::to_string))
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_three_members_play_a_whole_game_in_polish_and_english() {
    let world = World::new().await;
    let channel = channel_of(1);
    let people = vec![
        person(101, "Astrid", "en-US"),
        person(102, "Zbyszko", "pl"),
        person(103, "Eirik", "en-GB"),
    ];
    let mut m = Members::new(&world.fake, channel, people, 1);
    m.autocomplete_rate = 0.4;
    m.assign_rate = 0.3;
    m.hand_rate = 0.05;
    seat_everyone(&mut m).await;
    let rules = m.slash(1, "rules", Vec::new()).await;
    assert!(!rules.is_empty());
    m.play_to_end(GAME_LIMIT).await;
    m.slash(2, "status", Vec::new()).await;
    m.slash(1, "log", Vec::new()).await;
    let (table, _) = world.table(channel).await;
    assert_eq!(table.status, Status::Finished);
    assert!(
        m.autocompletes > 0,
        "placements were also made with /midgard place"
    );
    assert!(
        m.assigns > 0,
        "warriors were also sent with /midgard assign"
    );
    // DMs speak each member's language: every seat is dealt a secret destiny card.
    for (user, lang) in [(101, Lang::En), (102, Lang::Pl), (103, Lang::En)] {
        let secret = render(&Text::new("secret-title"), lang);
        let titles = dm_titles(&world.fake, user);
        assert!(titles.contains(&secret), "{user}: {titles:?}");
        for other in Lang::ALL.into_iter().filter(|&l| l != lang) {
            let foreign = render(&Text::new("secret-title"), other);
            assert!(!titles.contains(&foreign), "{user}: {titles:?}");
        }
    }
    // The connection is kept alive: heartbeats are sent and acknowledged (every 500 ms).
    let heartbeats = world
        .fake
        .within(Duration::from_secs(5), |w| {
            (w.gateway.heartbeats >= 2).then_some(w.gateway.heartbeats)
        })
        .await;
    assert!(heartbeats.is_some(), "no heartbeats on the gateway");
    no_live_buttons(&world.fake, channel);
    world.finish("a", channel).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn b_a_member_with_closed_dms_finishes_with_the_hand_command() {
    let world = World::new().await;
    let channel = channel_of(2);
    let people = vec![
        person(201, "Sigrun", "en-US"),
        person(202, "Halvard", "en-US"),
    ];
    world.fake.world().dm_closed.insert(202);
    let mut m = Members::new(&world.fake, channel, people, 2);
    seat_everyone(&mut m).await;
    m.play_to_end(GAME_LIMIT).await;
    let (table, _) = world.table(channel).await;
    assert_eq!(table.status, Status::Finished);
    let notice = render(
        &Text::new("discord-dm-closed").str("mention", "<@202>"),
        Lang::En,
    );
    {
        let w = world.fake.world();
        assert!(w.messages.iter().all(|s| s.place != Place::Dm(202)));
        assert!(
            w.messages
                .iter()
                .any(|s| s.place == Place::Channel(channel) && s.text().contains(&notice)),
            "the channel is told to use /midgard hand"
        );
        let hands_with_choices = w
            .messages
            .iter()
            .filter(|s| s.place == Place::Ephemeral(202))
            .filter(|s| !s.first_components().is_empty())
            .count();
        assert!(hands_with_choices > 0, "Halvard decided from /midgard hand");
        let hand = render(&Text::new("hand-title"), Lang::En);
        assert!(
            w.messages
                .iter()
                .any(|s| s.place == Place::Ephemeral(202) && s.text().contains(&hand)),
            "Halvard saw his hand, secrets included, without a DM"
        );
    }
    no_live_buttons(&world.fake, channel);
    world.finish("b", channel).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn c_a_killed_bot_comes_back_and_old_buttons_still_work() {
    let mut world = World::new().await;
    let channel = channel_of(3);
    let people = vec![
        person(301, "Ragna", "en-US"),
        person(302, "Bogna", "pl"),
        person(303, "Leif", "en-GB"),
    ];
    let mut m = Members::new(&world.fake, channel, people, 3);
    seat_everyone(&mut m).await;
    // Mid-round: well into the first placement.
    assert!(!m.play_until(GAME_LIMIT, |m| m.presses >= 25).await);
    let (who, pending) = m.someone_to_move().await;
    let (before, _) = world.table(channel).await;
    world.bot.kill();
    world
        .fake
        .until("the gateway to notice", Duration::from_secs(10), |w| {
            (!w.gateway.ready()).then_some(())
        })
        .await;
    world.bot = Bot::start(&world.fake, world.dir.path()).await;
    // A button sent before the crash still works.
    let o: &Press = &pending[0];
    let (version, _, _) = parse_id(&o.custom_id).expect("our id");
    m.answered(who, version);
    let p = m.people[who].clone();
    let seq = world.fake.world().next_seq;
    let id = m.press_as(&p, o).await;
    let newer = world
        .fake
        .until("the game to go on", Duration::from_secs(20), |w| {
            let errors = w.interactions[&id].followups.len();
            (prompted_since(w, seq) || errors > 0).then_some(errors == 0)
        })
        .await;
    assert!(newer, "the pre-crash button was refused");
    let (after, _) = world.table(channel).await;
    assert!(after.version > before.version);
    assert_eq!(before.status, Status::Running);
    m.play_to_end(GAME_LIMIT).await;
    assert_eq!(world.table(channel).await.0.status, Status::Finished);
    world.finish("c", channel).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn d_rate_limits_and_a_gateway_reconnect_lose_nothing() {
    let world = World::new().await;
    let channel = channel_of(4);
    let people = vec![person(401, "Thyra", "en-US"), person(402, "Ulfar", "en-US")];
    let mut m = Members::new(&world.fake, channel, people, 4);
    seat_everyone(&mut m).await;
    world.fake.inject(
        Fault::on(&format!("POST /channels/{channel}/messages"))
            .rate_limited(0.3)
            .times(3),
    );
    world.fake.inject(
        Fault::on("PATCH /*")
            .when(|r| r.path.contains("/messages/"))
            .rate_limited(0.2)
            .times(2),
    );
    assert!(!m.play_until(GAME_LIMIT, |m| m.presses >= 20).await);
    world.fake.ask_reconnect();
    m.play_to_end(GAME_LIMIT).await;
    let (table, _) = world.table(channel).await;
    assert_eq!(table.status, Status::Finished);
    let hits = world.fake.hits();
    assert_eq!(hits.len(), 5, "every 429 was handed out");
    for (hit, again) in world.fake.retried_after(&hits) {
        let (method, path) = (&hit.method, &hit.path);
        let again = again.unwrap_or_else(|| panic!("{method} {path} was not retried"));
        let told = Duration::from_secs_f64(hit.retry_after.unwrap_or_default());
        assert!(again >= told, "{method} {path} came again after {again:?}");
    }
    assert!(
        world.fake.world().gateway.resumes >= 1,
        "the bot resumed its gateway session"
    );
    no_live_buttons(&world.fake, channel);
    world.finish("d", channel).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn e_stale_foreign_and_strangers_presses_are_refused() {
    let world = World::new().await;
    let channel = channel_of(5);
    let people = vec![person(501, "Gyda", "en-US"), person(502, "Wiesław", "pl")];
    let stranger = person(599, "Passer-by", "en-GB");
    let mut m = Members::new(&world.fake, channel, people, 5);
    seat_everyone(&mut m).await;
    assert!(!m.play_until(GAME_LIMIT, |m| m.presses >= 8).await);
    let (who, current) = m.someone_to_move().await;
    let other = 1 - who;
    let langs: Vec<Lang> = m
        .people
        .iter()
        .map(|p| Lang::from_locale(&p.locale).unwrap_or_default())
        .collect();
    let lang_of = |i: usize| langs[i];
    let o = current[0].clone();
    let (version, _, _) = parse_id(&o.custom_id).expect("our id");
    let before = world.table(channel).await.0.version;

    let id = m.press_as(&stranger, &o).await;
    let text = refusal(&m, id).await;
    assert!(
        text.contains(&render(&Text::new("error-not-seated"), Lang::En)),
        "{text}"
    );

    let p = m.people[other].clone();
    let id = m.press_as(&p, &o).await;
    let text = refusal(&m, id).await;
    let expected = render(&Text::new("error-not-your-seat"), lang_of(other));
    assert!(text.contains(&expected), "{text}");

    // A button from an earlier turn of this member, as their client still showed it.
    let old = {
        let w = world.fake.world();
        w.messages.iter().find_map(|s| {
            s.first_components()
                .into_iter()
                .find_map(|(id, values, _)| {
                    let (v, seat, code) = parse_id(&id)?;
                    // A seat's key changes with each of its own moves: another key is older.
                    (v != version && seat == Some(who) && code.starts_with('c')).then(|| Press {
                        message: s.first.clone(),
                        custom_id: id,
                        values: (!values.is_empty()).then(|| values[..1].to_vec()),
                    })
                })
        })
    }
    .expect("an earlier prompt for this member");
    let p = m.people[who].clone();
    let id = m.press_as(&p, &old).await;
    let text = refusal(&m, id).await;
    let expected = render(&Text::new("error-stale"), lang_of(who));
    assert!(text.contains(&expected), "{text}");
    assert_eq!(
        world.table(channel).await.0.version,
        before,
        "refused presses change nothing"
    );

    // The right member's press still counts.
    m.answered(who, version);
    let seq = world.fake.world().next_seq;
    m.press_as(&p, &o).await;
    world
        .fake
        .until("the press to count", Duration::from_secs(20), |w| {
            prompted_since(w, seq).then_some(())
        })
        .await;
    world.finish("e", channel).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn f_a_polish_table_with_a_bot_keeps_its_secrets() {
    let world = World::new().await;
    let channel = channel_of(6);
    let people = vec![person(601, "Jadwiga", "pl"), person(602, "Knut", "en-US")];
    let mut m = Members::new(&world.fake, channel, people, 6);
    m.hand_rate = 0.1;
    m.slash(0, "new", Vec::new()).await;
    m.slash(1, "join", Vec::new()).await;
    m.slash(
        0,
        "bot",
        vec![fake_discord::payload::option("action", json!(0), false)],
    )
    .await;
    m.slash(0, "start", Vec::new()).await;
    m.play_to_end(GAME_LIMIT).await;
    let (table, _) = world.table(channel).await;
    assert_eq!(table.status, Status::Finished);
    assert_eq!(table.seats.len(), 3);
    assert_eq!(table.settings.lang, Lang::Pl);
    // The secrets did travel, privately.
    let names = destiny_names();
    let told = world
        .fake
        .world()
        .messages
        .iter()
        .filter(|s| matches!(s.place, Place::Dm(_) | Place::Ephemeral(_)))
        .any(|s| names.iter().any(|(_, n)| s.text().contains(n.as_str())));
    assert!(told, "destiny cards were sent privately");
    no_live_buttons(&world.fake, channel);
    world.finish("f", channel).await;
}
