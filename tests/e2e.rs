//! End to end: the real `skald` binary, its serenity/poise stack and a whole game, against a
//! fake Discord on 127.0.0.1 (REST and gateway WebSocket). Every request the bot sends is
//! checked against Discord's OpenAPI spec and limits; every interaction must be acknowledged
//! within 3 seconds; no channel message may carry a secret; the bot's log has no colour codes.
//! Scenarios g and h send what a broken or out-of-date client would, and inject faults (429s,
//! a dropped gateway); the tests after them try the HTTP forwarder and the fault rules alone.
//!
//! The 3-seat games (a, c, f, k and l; live in English and Polish, l with a deadline per
//! turn) are also measured: how many channel messages, edits, deletes, DMs per player and
//! round, pings, human turns, stubs left and refusals of a member's current controls
//! ([`fake_discord::metrics`]). [`World::finish`] prints one `e2e messages <scenario>: …` line
//! each, keeps it in `target/tmp/e2e-metrics.txt` and returns the figures.
//!
//! `cargo test --release --test e2e` runs these alone.

#[path = "support/derived_secrets.rs"]
mod derived_secrets;
#[path = "support/destiny.rs"]
mod destiny;
#[path = "support/discord_spec.rs"]
mod discord_spec;
#[path = "support/fake_discord/mod.rs"]
mod fake_discord;

use destiny::destiny_names;
use std::sync::Arc;
use std::time::{Duration, Instant};

use fake_discord::bot::{Bot, Launch, TOKEN};
use fake_discord::faults::Fault;
use fake_discord::members::{parse_id, refused, Members, Press};
use fake_discord::metrics::{Act, Interaction, Metrics, Record};
use fake_discord::{payload, FakeDiscord, Person, Place, Sent};
use serde_json::{json, Value};
use skald::discord::forward::{self, discord_http, Limits};
use skald::games::gods::Gods;
use skald::games::joms::{Joms, Mode};
use skald::games::midgard::state::Phase;
use skald::games::midgard::{Action, Midgard};
use skald::games::wall::Wall;
use skald::games::Rules;
use skald::i18n::{render, Catalog, Lang, Text};
use skald::registry::GAMES;
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
    /// The bot's database: a SQLite file in `dir` unless a scenario says otherwise.
    database: String,
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
            database: Launch::sqlite(dir.path()).database_url,
            fake,
            dir,
            bot,
            started: Instant::now(),
        }
    }

    /// The bot on the database `url` (a PostgreSQL one).
    async fn on(url: &str) -> World {
        let fake = FakeDiscord::start().await;
        let dir = tempfile::tempdir().expect("a temp dir");
        let launch = Launch {
            database_url: url.to_string(),
            instance: None,
            shards: None,
        };
        let bot = Bot::launch(&fake, dir.path(), &launch).await;
        World {
            database: url.to_string(),
            fake,
            dir,
            bot,
            started: Instant::now(),
        }
    }

    fn db(&self) -> String {
        self.database.clone()
    }

    /// The channel's table as the bot stored it.
    async fn table(&self, channel: u64) -> (Table<Midgard>, Vec<(u8, Action)>) {
        self.stored::<Midgard>(channel).await
    }

    /// The channel's table of game `G` as the bot stored it, and its action log.
    async fn stored<G: TableGame>(&self, channel: u64) -> (Table<G>, Vec<(u8, G::Action)>) {
        let store = Store::open(&self.db()).await.expect("the bot's database");
        let service = TableService::<G>::new(store, Arc::new(SystemClock), GAMES);
        let table = service
            .latest(&ChannelKey(format!("discord:{channel}")))
            .await
            .expect("the table loads")
            .expect("a table in the channel");
        let mut log = service.log(table.id).await.expect("the action log");
        // The log is read after the table: a move committed in between is not the table's yet.
        log.truncate(table.log_len.max(0) as usize);
        (table, log)
    }

    /// The channel's action log with when each action was committed, the round after it and
    /// whether it answered a decision every seat makes at once; and the round the game was
    /// dealt in.
    async fn acts<G: Counted>(&self, table: &Table<G>) -> (u32, Vec<Act>) {
        use sqlx::Row;
        if table.game.is_none() {
            return (0, Vec::new());
        }
        let pool = sqlx::SqlitePool::connect(&self.db())
            .await
            .expect("the bot's database");
        let rows =
            sqlx::query("SELECT seat, action, at FROM actions WHERE table_id = ? ORDER BY seq")
                .bind(table.id.0)
                .fetch_all(&pool)
                .await
                .expect("the action log");
        pool.close().await;
        let (mut state, _) =
            G::new_game(table.game_settings(), table.seed).expect("the game deals");
        let start = G::round(&state);
        // The actions in force, each with its commit time: a move taken back is no move.
        let mut log: Vec<(i64, &str, i64)> = Vec::new();
        for row in &rows {
            match row.get::<&str, _>("action") {
                skald::table::undo::UNDO_ENTRY => drop(log.pop()),
                json => log.push((row.get("seat"), json, row.get("at"))),
            }
        }
        let mut acts = Vec::new();
        for (seat, json, at_ms) in log {
            let action: G::Action = serde_json::from_str(json).expect("a stored action");
            let phase = G::phase_key(&state);
            let together = G::together(&state).then_some(phase);
            let seat = seat as u8;
            let before = G::pending(&state);
            let aside = !before.iter().any(|(s, _)| *s == seat);
            G::apply(&mut state, seat, &action).expect("the stored log replays");
            let one_at_a_time = G::one_at_a_time(&state);
            let withdrawn = before
                .iter()
                .map(|(s, _)| *s)
                .filter(|&s| together.is_some() && one_at_a_time && s != seat)
                .filter(|&s| {
                    table
                        .seats
                        .get(s as usize)
                        .is_some_and(|t| t.user().is_some())
                })
                .collect();
            acts.push(Act {
                seat,
                human: table
                    .seats
                    .get(seat as usize)
                    .is_some_and(|s| s.user().is_some()),
                at_ms,
                round: G::round(&state),
                phase,
                together,
                aside,
                withdrawn,
            });
        }
        (start, acts)
    }

    /// What the metrics are computed from, for the table in `channel`.
    async fn record<G: Counted>(&self, channel: u64) -> Record {
        let (table, _) = self.stored::<G>(channel).await;
        let (start_round, acts) = self.acts(&table).await;
        let w = self.fake.world();
        Record {
            channel,
            dms: w.dm_channels.iter().map(|(&u, &c)| (c, u)).collect(),
            members: table
                .seats
                .iter()
                .filter_map(|s| s.user().map(|u| u.0))
                .collect(),
            transcript: w.transcript.clone(),
            interactions: w
                .tokens
                .iter()
                .filter_map(|(token, id)| {
                    let d = w.interactions.get(id)?;
                    Some(Interaction {
                        token: token.clone(),
                        user: d.person,
                        channel: d.channel,
                        current: d.current,
                        pressed: d.pressed,
                        at_ms: d.at_ms,
                        what: format!(
                            "{} on {:?}",
                            d.what,
                            d.original.and_then(|m| w.message(m)).map(|m| m
                                .text()
                                .chars()
                                .take(300)
                                .collect::<String>())
                        ),
                    })
                })
                .collect(),
            finals: w
                .messages
                .iter()
                .filter(|m| m.place == Place::Channel(channel) && !m.deleted)
                .map(|m| m.json.clone())
                .collect(),
            start_round,
            acts,
        }
    }

    /// How the game in `channel` read on Discord (see [`fake_discord::metrics`]).
    async fn metrics<G: Counted>(&self, channel: u64) -> Metrics {
        Metrics::of(&self.record::<G>(channel).await)
    }

    /// Appends a line to `target/tmp/<file>` (kept beside the build, so CI can show the
    /// figures of a captured run).
    fn keep_line(file: &str, line: &str) {
        let file = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(file);
        if let Ok(mut f) = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(file)
        {
            use std::io::Write;
            let _ = writeln!(f, "{line}");
        }
    }

    /// What every Midgard scenario must show at its end: what [`Self::finish_as`] checks,
    /// and no secret in the channel.
    async fn finish(&self, scenario: &str, channel: u64) -> Metrics {
        let (table, log) = self.table(channel).await;
        no_secret_in_the_channel(&self.fake, channel, &table, &log);
        self.finish_as::<Midgard>(scenario, channel).await
    }

    /// What every scenario must show at its end, whatever its game: spec-conformant requests
    /// within limits, every interaction acknowledged in time, every board with its picture,
    /// and (issue 33) one live console per DM and one live menu per member at any moment.
    /// The metrics are printed, kept in target/tmp/e2e-metrics.txt and returned.
    async fn finish_as<G: Counted>(&self, scenario: &str, channel: u64) -> Metrics {
        self.settle().await;
        self.checks(scenario);
        every_board_carries_its_picture(&self.fake, channel);
        let metrics = self.metrics::<G>(channel).await;
        let line = metrics.line(scenario);
        println!("{line}");
        Self::keep_line("e2e-metrics.txt", &line);
        assert!(
            metrics.dm_live_consoles_max <= 1 && metrics.ephemeral_live_max <= 1,
            "{scenario}: stale duplicates left live: {line}"
        );
        metrics
    }

    /// Waits until the bot has sent nothing for a quarter of a second (at most 5 s), so that
    /// what it still had to send after the last answer (a board's picture takes longest) is
    /// in what the scenario reads.
    async fn settle(&self) {
        let mut seen = usize::MAX;
        for _ in 0..20 {
            let now = self.fake.world().transcript.len();
            if now == seen {
                return;
            }
            seen = now;
            tokio::time::sleep(Duration::from_millis(250)).await;
        }
    }

    /// What every scenario must hold, whatever its game: no request Discord would refuse,
    /// every interaction acknowledged within 3 s, a log without colour codes; the latency
    /// line and the transcripts are kept.
    fn checks(&self, scenario: &str) {
        // A member's DM channel is opened once, unless Discord said it was gone.
        let (members, gone) = {
            let w = self.fake.world();
            (w.dm_channels.len(), w.gone_channels.len())
        };
        let opens = self.fake.dm_opens();
        assert!(
            opens <= members + gone,
            "{scenario}: {opens} DM channels opened for {members} members ({gone} gone)"
        );
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
        let log = self.bot.log_text();
        // Nothing was posted twice here, so no post came back from its nonce showing an
        // older view: a fresh post always shows what was sent.
        assert!(
            !log.contains("brought up to date"),
            "{scenario}: a fresh post did not match what was sent"
        );
        assert!(
            !log.contains('\u{1b}'),
            "{scenario}: colour codes in a log that is not a terminal"
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
        Self::keep_line("e2e-latency.txt", &line);
        self.write_transcripts(scenario);
    }

    /// Every request the bot made, in order (`e2e-transcript-<scenario>.json`), and what each
    /// place shows at the end — the channel, each DM, each member's ephemeral replies — as a
    /// person would read it (`e2e-messages-<scenario>.txt`), beside the build in target/tmp.
    fn write_transcripts(&self, scenario: &str) {
        let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"));
        let w = self.fake.world();
        let requests = serde_json::to_string_pretty(&w.transcript).unwrap_or_default();
        let _ = std::fs::write(
            dir.join(format!("e2e-transcript-{scenario}.json")),
            requests,
        );
        let mut places: Vec<fake_discord::Place> = Vec::new();
        for m in &w.messages {
            if !places.contains(&m.place) {
                places.push(m.place.clone());
            }
        }
        let mut text = String::new();
        for place in places {
            text.push_str(&format!("===== {place:?} =====\n"));
            for m in w.messages.iter().filter(|m| m.place == place) {
                let gone = if m.deleted { " (deleted)" } else { "" };
                let buttons = m.components().len();
                text.push_str(&format!(
                    "--- #{}{gone}, {buttons} live controls ---\n{}\n",
                    m.seq,
                    m.text()
                ));
            }
        }
        let _ = std::fs::write(dir.join(format!("e2e-messages-{scenario}.txt")), text);
        // The last picture each place was shown, to look at beside the words, and every
        // message as Discord holds it at the end, to draw as a chat shows it
        // (`e2e-final-<scenario>.json`).
        let mut n = 0;
        let mut last = Vec::new();
        for m in &w.messages {
            let mut pictures = Vec::new();
            for f in m.files.iter().filter(|_| !m.deleted) {
                let name = format!("e2e-picture-{scenario}-{n}-{}", f.filename);
                let _ = std::fs::write(dir.join(&name), &f.data);
                pictures.push(name);
                n += 1;
            }
            last.push(json!({
                "place": format!("{:?}", m.place),
                "deleted": m.deleted,
                "json": m.json,
                "pictures": pictures,
            }));
        }
        let last = serde_json::to_string_pretty(&last).unwrap_or_default();
        let _ = std::fs::write(dir.join(format!("e2e-final-{scenario}.json")), last);
    }
}

/// The embed colour of the board message.
const BOARD_COLOR: u64 = 0x2E6F95;

/// Issue 12: every post and edit of a board in the channel uploads the board as a PNG that the
/// embed shows (`attachment://board.png`), and the board messages left in the channel carry it.
fn every_board_carries_its_picture(fake: &FakeDiscord, channel: u64) {
    let w = fake.world();
    let route = format!("/channels/{channel}/messages");
    let is_board = |body: &Value| {
        body["embeds"]
            .as_array()
            .and_then(|e| e.first())
            .is_some_and(|e| e["color"].as_u64() == Some(BOARD_COLOR))
    };
    let boards: Vec<&Value> = w
        .transcript
        .iter()
        .filter(|r| r["path"].as_str().is_some_and(|p| p.starts_with(&route)))
        .filter(|r| is_board(&r["body"]))
        .collect();
    assert!(!boards.is_empty(), "no board was posted in {channel}");
    let mut kept = 0;
    for r in &boards {
        assert_eq!(
            r["body"]["embeds"][0]["image"]["url"], "attachment://board.png",
            "a board without its picture: {r}"
        );
        let png = r["files"]
            .as_array()
            .into_iter()
            .flatten()
            .find(|f| f["filename"] == "board.png");
        // Issue 33, item 7: an edit whose picture did not change keeps the one uploaded (the
        // fake checks the kept attachment is the message's and that the embed can show it).
        let keeps = r["method"] == "PATCH"
            && png.is_none()
            && r["body"]["attachments"]
                .as_array()
                .is_some_and(|a| a.len() == 1 && a[0]["id"].is_string());
        if keeps {
            kept += 1;
            continue;
        }
        let size = png.map(|f| &f["png"]);
        assert!(
            size.is_some_and(|s| s[0].as_u64() >= Some(400)),
            "a board sent without a PNG that decodes at phone width or more: {r}"
        );
    }
    println!(
        "boards in {channel}: {} sent, {kept} kept their picture",
        boards.len()
    );
    let shown: Vec<&Sent> = w
        .messages
        .iter()
        .filter(|m| m.place == Place::Channel(channel) && !m.deleted && is_board(&m.json))
        .collect();
    assert!(!shown.is_empty(), "no board left in {channel}");
    for m in shown {
        assert!(
            m.files
                .iter()
                .any(|f| f.filename == "board.png" && f.png_size().is_some()),
            "board message #{} carries no picture",
            m.seq
        );
    }
    let scoring = w.messages.iter().filter(|m| {
        m.place == Place::Channel(channel)
            && m.json["embeds"][0]["color"].as_u64() == Some(fake_discord::members::SCORING_COLOR)
    });
    for m in scoring {
        assert!(
            m.files
                .iter()
                .any(|f| f.filename == "board.png" && f.png_size().is_some()),
            "the final scoring #{} does not show the finished board",
            m.seq
        );
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
    let settings = table.game_settings();
    let (mut replay, first) = Midgard::new_game(settings, table.seed).expect("the game deals");
    let mut secrets: Vec<String> = Vec::new();
    let mut collect = |st: &skald::games::midgard::State, events: &[_]| {
        // The true secrets: the real state, not a world dealt anew for some audience.
        let world = skald::table::Seen::real(st.clone(), None);
        for (_, text) in Midgard::narrate(&world, events, &names).private {
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
    // The final scoring turns every kept destiny card face up (R-SCORE-1); cards not kept
    // stay secret for good.
    let over = state.phase == skald::games::midgard::state::Phase::Finished;
    let revealed: Vec<String> = state
        .players
        .iter()
        .flat_map(|p| {
            let kept = if over { p.destiny.as_slice() } else { &[] };
            p.revealed.iter().chain(kept).map(|c| c.id().to_string())
        })
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

/// How the scripted members played: presses, those that sent warriors or food, and the times
/// nobody had a live control while the game waited for someone (everyone then asked for their
/// hand).
fn played(scenario: &str, m: &Members<'_>) {
    println!(
        "e2e members {scenario}: presses={} sent={} stalls={}",
        m.presses, m.sent, m.stalls
    );
}

/// `/midgard new` by the first person, `join` by the others, then `start`.
async fn seat_everyone(m: &mut Members<'_>) {
    seat_everyone_with(m, Vec::new()).await;
}

/// `/midgard deadlines: off`: a table played live, by people at it now (no deadline).
fn live() -> Vec<Value> {
    vec![payload::option("deadlines", json!(0), false)]
}

/// As [`seat_everyone`], with these options to `/midgard new`.
async fn seat_everyone_with(m: &mut Members<'_>, options: Vec<Value>) {
    m.slash(0, "new", options).await;
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

/// Once the game is over, no prompt in the channel or in a DM still has live buttons (the
/// bot is given a moment to finish taking them away).
async fn no_live_buttons(fake: &FakeDiscord, channel: u64) {
    let live = |w: &fake_discord::World| -> Vec<String> {
        w.messages
            .iter()
            .filter(|m| {
                matches!(m.place, Place::Channel(c) if c == channel)
                    || matches!(m.place, Place::Dm(_))
            })
            .filter(|m| !m.deleted && !m.components().is_empty())
            // A channel Discord no longer knows shows nothing to anyone, and the bot cannot
            // reach the messages in it (scenario a forgets a DM channel mid-game).
            .filter(|m| !w.gone_channels.contains(&m.channel()))
            .map(|m| format!("{:?}: {}", m.place, m.text()))
            .collect()
    };
    let gone = fake
        .within(Duration::from_secs(5), |w| live(w).is_empty().then_some(()))
        .await;
    assert!(
        gone.is_some(),
        "prompts still live after the game:\n{}",
        live(&fake.world()).join("\n")
    );
}

/// Whether a message with live components was sent or edited after number `seq` on the
/// count of messages sent and edited.
fn prompted_since(w: &fake_discord::World, seq: u64) -> bool {
    w.messages
        .iter()
        .any(|s| s.touched > seq && !s.components().is_empty())
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
    seat_everyone_with(&mut m, live()).await;
    let rules = m.slash(1, "rules", Vec::new()).await;
    assert!(!rules.is_empty());
    // Issue 32, item 12: each member's DM channel is opened once and kept; one Discord says
    // is gone is opened anew, once.
    assert!(!m.play_until(GAME_LIMIT, |m| m.presses >= 25).await);
    assert_eq!(world.fake.dm_opens(), 3, "one DM channel opened per member");
    world.fake.forget_dm(103);
    let forgotten = world.fake.world().next_seq;
    m.play_to_end(GAME_LIMIT).await;
    assert_eq!(
        world.fake.dm_opens(),
        4,
        "the gone DM channel was opened anew"
    );
    let reached = world
        .fake
        .world()
        .messages
        .iter()
        .any(|s| s.place == Place::Dm(103) && s.seq > forgotten);
    assert!(reached, "Eirik's DMs reach the new channel");
    // Issue 11, item 7: after the game, /midgard status shows the finished table, to the one
    // who asks, in their language.
    let status = m.slash(1, "status", Vec::new()).await;
    let said: String = status.iter().map(|s| s.text() + "\n").collect();
    assert!(
        said.contains(&render(&Text::new("board-title-final"), Lang::Pl)),
        "{said}"
    );
    assert!(status.iter().all(|s| s.place == Place::Ephemeral(102)));
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
    assert!(m.sent > 0, "warriors were sent to fights with the buttons");
    // DMs speak each member's language: every seat has its console there.
    for (user, lang) in [(101, Lang::En), (102, Lang::Pl), (103, Lang::En)] {
        let console = render(&Text::new("hand-title"), lang);
        let titles = dm_titles(&world.fake, user);
        assert!(titles.contains(&console), "{user}: {titles:?}");
        for other in Lang::ALL.into_iter().filter(|&l| l != lang) {
            let foreign = render(&Text::new("hand-title"), other);
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
    no_live_buttons(&world.fake, channel).await;
    played("a", &m);
    let metrics = world.finish("a", channel).await;
    assert!(metrics.human_turns > 0 && metrics.current_presses > 0);
    live_targets("a", &metrics);
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
        &Text::new("discord-dm-closed")
            .str("mention", "<@202>")
            .str("root", "midgard"),
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
    no_live_buttons(&world.fake, channel).await;
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
    kill_and_restart(&mut world.bot, &world.fake, world.dir.path(), |_| {}).await;
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
    played("c", &m);
    let metrics = world.finish("c", channel).await;
    live_targets("c", &metrics);
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
    no_live_buttons(&world.fake, channel).await;
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
                    let choice = code.starts_with('c') || code.starts_with('s');
                    (v != version && seat == Some(who) && choice).then(|| Press {
                        message: s.first.clone(),
                        custom_id: id,
                        values: (!values.is_empty()).then(|| values[..1].to_vec()),
                        label: String::new(),
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
    m.slash(0, "new", live()).await;
    m.slash(1, "join", Vec::new()).await;
    // A hard bot (`level` is `hard`, the second choice): it searches, briefly here.
    m.slash(
        0,
        "bot",
        vec![
            fake_discord::payload::option("action", json!(0), false),
            fake_discord::payload::option("level", json!(1), false),
        ],
    )
    .await;
    m.slash(0, "start", Vec::new()).await;
    m.play_to_end(GAME_LIMIT).await;
    let (table, _) = world.table(channel).await;
    assert_eq!(table.status, Status::Finished);
    assert_eq!(table.seats.len(), 3);
    assert_eq!(table.seats[2].bot(), Some(skald::table::BotLevel::Hard));
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
    no_live_buttons(&world.fake, channel).await;
    played("f", &m);
    let metrics = world.finish("f", channel).await;
    live_targets("f", &metrics);
}

// Issue 13: Storm the Wall on the same bot — two members and a bot play a whole game through
// `/wall`, type their orders with autocomplete, answer with `choose`, and no line the game tells
// one clan alone ever reaches the channel or another member. Scenario m sits at an English
// table with a Polish member, n at a Polish table with an English member.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn m_two_members_and_a_bot_storm_the_wall_at_an_english_table() {
    let people = vec![person(1301, "Ana", "en-US"), person(1302, "Bartek", "pl")];
    storm_the_wall("m", 13, people).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn n_two_members_and_a_bot_storm_the_wall_at_a_polish_table() {
    let people = vec![person(1401, "Zofia", "pl"), person(1402, "Ingrid", "en-GB")];
    storm_the_wall("n", 14, people).await;
}

// Scenarios o and p: Viking Gods through `/gods` — two members at an English table (one
// picks a side, moves by command with autocomplete and takes a move back), and a member
// against a bot at a Polish table. Each plays to the end, and every board carries the map.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn o_two_members_fight_the_viking_gods_at_an_english_table() {
    let people = vec![person(1501, "Ana", "en-US"), person(1502, "Bartek", "pl")];
    viking_gods("o", 15, people, false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn p_a_member_against_a_bot_at_a_polish_table_of_viking_gods() {
    let people = vec![person(1601, "Zofia", "pl")];
    viking_gods("p", 16, people, true).await;
}

async fn viking_gods(scenario: &str, n: u64, people: Vec<Person>, bot: bool) {
    let world = World::new().await;
    let channel = channel_of(n);
    let mut m = Members::new(&world.fake, channel, people, n);
    m.root = "gods";
    m.slash(0, "new", live()).await;
    if bot {
        let add = vec![payload::option("action", json!(0), false)];
        m.slash(0, "bot", add).await;
    } else {
        m.slash(1, "join", Vec::new()).await;
    }
    let side = vec![payload::option("choice", json!("chaos"), false)];
    let replies = m.slash(0, "pick", side).await;
    assert!(!refused(&replies), "a side is picked");
    m.slash(0, "start", Vec::new()).await;
    junk_in_every_autocomplete(&world, &mut m).await;
    gods_move_typed_and_taken_back(&mut m, &world).await;
    m.play_to_end(GAME_LIMIT).await;
    let (table, _) = world.stored::<Gods>(channel).await;
    assert_eq!(table.status, Status::Finished);
    let state = table.game.as_ref().expect("a game");
    assert_eq!(state.side_of(0), Some(skald::games::gods::Side::Chaos));
    no_live_buttons(&world.fake, channel).await;
    played(scenario, &m);
    world.finish_as::<Gods>(scenario, channel).await;
    let in_place = private_steps_answer_in_their_menu(&world.fake);
    assert!(
        in_place > 0,
        "{scenario}: no choice was made in a kind's own menu"
    );
}

/// Issue 33, items 10 and 11: a choice pressed in a private menu (a kind's own menu) is
/// answered in that menu by the press's own answer (UPDATE_MESSAGE, which takes its controls
/// off or shows the next step) — unless the table took longer than the bot waits before it
/// acknowledges, or the press was refused (a new reply says why). Returns how many were.
fn private_steps_answer_in_their_menu(fake: &FakeDiscord) -> usize {
    let w = fake.world();
    let is_choice = |what: &str| {
        what.split("skald:").skip(1).any(|rest| {
            rest.split(':')
                .nth(2)
                .is_some_and(|code| code.starts_with('c'))
        })
    };
    let on_menu = |id: u64| {
        w.messages
            .iter()
            .any(|m| m.id == id && matches!(m.place, Place::Ephemeral(_)))
    };
    let mut updated = 0;
    for d in w.interactions.values() {
        if !(d.pressed.is_some_and(on_menu) && is_choice(&d.what)) {
            continue;
        }
        let late = d.acked.is_some_and(|t| t >= Duration::from_millis(1400));
        assert!(
            matches!(d.callback, Some(7) | Some(4)) || late,
            "a step of a private menu answered with {:?} after {:?}: {}",
            d.callback,
            d.acked,
            d.what
        );
        updated += usize::from(d.callback == Some(7));
        // A menu whose last step it was says what was chosen in it.
        let data = d.callback_body.as_ref().map(|b| &b["data"]);
        let stripped = data.is_some_and(|b| b["components"].as_array().is_some_and(Vec::is_empty));
        if d.callback == Some(7) && stripped {
            let said = data.and_then(|b| b["content"].as_str()).unwrap_or_default();
            assert!(said.starts_with("✔ "), "a finished menu reads `{said}`");
        }
    }
    updated
}

/// Junk of 0, 1, 100 and 6,000 characters (multi-byte among them) typed by every member into
/// every autocompleted option of the game's command as the bot registered it, at a running
/// table: every answer is a list of suggestions within Discord's limits (the fake checks each
/// against the spec and the limits, and [`World::checks`] fails on any violation).
async fn junk_in_every_autocomplete(world: &World, m: &mut Members<'_>) {
    let registered = world.fake.world().commands.clone();
    let root = registered
        .iter()
        .find(|c| c["name"] == m.root)
        .expect("the game's command is registered")
        .clone();
    let mut focused = Vec::new();
    for sub in root["options"].as_array().into_iter().flatten() {
        assert_eq!(sub["type"], 1, "no subcommand groups yet: {}", sub["name"]);
        for option in sub["options"].as_array().into_iter().flatten() {
            if option["autocomplete"] == true {
                let name = |v: &Value| v.as_str().unwrap_or_default().to_string();
                focused.push((name(&sub["name"]), name(&option["name"])));
            }
        }
    }
    assert!(focused.len() >= 2, "/{}: {focused:?}", m.root);
    let junk = [
        String::new(),
        "ż".to_string(),
        "aą🐺 x".repeat(20),
        "ł🪓\u{301}kw ".repeat(1000),
    ];
    assert_eq!(junk[2].chars().count(), 100);
    assert_eq!(junk[3].chars().count(), 6000);
    for (sub, option) in &focused {
        for typed in &junk {
            for who in 0..m.people.len() {
                let choices = m.autocomplete(who, sub, option, typed).await;
                assert!(choices.len() <= 25, "/{} {sub} {option}", m.root);
            }
        }
    }
    let w = world.fake.world();
    assert!(
        w.violations.is_empty(),
        "/{} autocompletes: {:?}",
        m.root,
        w.violations
    );
}

/// Chaos (the host) moves a token with `/gods move` from autocomplete, and takes it back.
async fn gods_move_typed_and_taken_back(m: &mut Members<'_>, world: &World) {
    let offered = m.autocomplete(0, "move", "move", "").await;
    let (label, value) = offered.first().cloned().expect("Chaos has moves");
    assert!(label.contains('→'), "{label}");
    let typed = vec![payload::option("move", json!(value), false)];
    let replies = m.slash(0, "move", typed).await;
    assert!(!refused(&replies), "a move from autocomplete is played");
    let (moved, _) = world.stored::<Gods>(m.channel).await;
    assert_eq!(moved.log_len, 1);
    let replies = m.slash(0, "undo", Vec::new()).await;
    assert!(!refused(&replies), "the move is taken back");
    let (back, _) = world.stored::<Gods>(m.channel).await;
    assert_eq!(back.log_len, 2, "the undo is an entry of the log");
    let again = m.slash(0, "undo", Vec::new()).await;
    assert!(refused(&again), "nothing more to take back");
}

async fn storm_the_wall(scenario: &str, n: u64, people: Vec<Person>) {
    let world = World::new().await;
    let channel = channel_of(n);
    let langs: Vec<Lang> = people
        .iter()
        .map(|p| Lang::from_locale(&p.locale).unwrap_or_default())
        .collect();
    let mut m = Members::new(&world.fake, channel, people, n);
    m.root = "wall";
    m.hand_rate = 0.05;
    m.slash(0, "new", live()).await;
    // One table per channel, whatever the game: Midgard is refused, naming the Wall.
    let second = m.people[1].clone();
    let replies = m.slash_in("midgard", &second, "new", Vec::new()).await;
    assert!(refused(&replies), "a second table in the channel");
    let said: String = replies.iter().map(Sent::text).collect();
    let name = render(&Text::new("wall-game-name"), langs[1]);
    assert!(
        said.contains(&name) && said.contains("/wall abandon"),
        "{said}"
    );
    m.slash(1, "join", Vec::new()).await;
    let add = vec![payload::option("action", json!(0), false)];
    m.slash(0, "bot", add).await;
    wall_colours_picked(&mut m, &langs).await;
    m.slash(0, "start", Vec::new()).await;
    junk_in_every_autocomplete(&world, &mut m).await;
    wall_orders_by_command(&mut m, &langs).await;
    m.play_to_end(GAME_LIMIT).await;
    let (table, _) = world.stored::<Wall>(channel).await;
    let colours: Vec<&str> = table
        .game
        .iter()
        .flat_map(|g| &g.clans)
        .map(|c| c.colour.id())
        .collect();
    assert_eq!(
        colours,
        ["blue", "gold", "green"],
        "chosen, then the first free (R-DECIDE 1)"
    );
    assert_eq!(table.status, Status::Finished);
    assert_eq!(table.seats.len(), 3);
    assert_eq!(
        table.settings.lang, langs[0],
        "the host's language is the table's"
    );
    no_live_buttons(&world.fake, channel).await;
    played(scenario, &m);
    world.finish_as::<Wall>(scenario, channel).await;
    no_line_of_one_clan_elsewhere(&world, channel).await;
}

/// Colours picked in the lobby (R-DECIDE 1): autocomplete names them in the member's
/// language; a colour another player holds is refused; the lobby shows each beside its seat.
async fn wall_colours_picked(m: &mut Members<'_>, langs: &[Lang]) {
    let offered = m.autocomplete(1, "pick", "choice", "").await;
    let words = |lang, colour: &str| {
        render(
            &Text::new("wall-colour").str("colour", colour.to_string()),
            lang,
        )
    };
    assert!(
        offered.contains(&(words(langs[1], "gold"), "colour=gold".to_string())),
        "{offered:?}"
    );
    m.slash(
        1,
        "pick",
        vec![payload::option("choice", json!("colour=gold"), false)],
    )
    .await;
    let taken = m
        .slash(
            0,
            "pick",
            vec![payload::option("choice", json!("gold"), false)],
        )
        .await;
    assert!(refused(&taken), "gold is Bo's");
    assert!(
        taken[0].text().contains(&words(langs[0], "gold")),
        "{}",
        taken[0].text()
    );
    let replies = m
        .slash(
            0,
            "pick",
            vec![payload::option("choice", json!("blue"), false)],
        )
        .await;
    assert!(!refused(&replies), "blue is free");
    let (channel, blue) = (m.channel, words(langs[0], "blue"));
    m.fake
        .until(
            "the lobby to show Ana's colour",
            Duration::from_secs(10),
            |w| {
                w.messages
                    .iter()
                    .filter(|s| s.place == Place::Channel(channel) && !s.deleted)
                    .any(|s| s.text().contains(&blue) && s.text().contains(&m.people[0].name))
                    .then_some(())
            },
        )
        .await;
}

/// Orders typed at once: a wrong count is refused with the member's hand, the suggestion
/// autocomplete offers is taken; `choose` offers the same answers as the buttons. Each member
/// is answered in their own language.
async fn wall_orders_by_command(m: &mut Members<'_>, langs: &[Lang]) {
    let wrong = vec![payload::option("order", json!("svord svord"), false)];
    let replies = m.slash(0, "orders", wrong).await;
    assert!(refused(&replies), "two warriors are not orders");
    let count = Text::new("wall-orders-count")
        .num("count", 2)
        .str("hand", "");
    let head = render(&count, langs[0]);
    let head = head.split(" — ").next().unwrap_or_default();
    assert!(replies[0].text().contains(head), "{}", replies[0].text());
    let suggested = m.autocomplete(1, "orders", "order", "").await;
    let (label, value) = suggested.first().cloned().expect("a suggestion");
    let prefix = render(
        &Text::new("wall-orders-suggested").str("orders", ""),
        langs[1],
    );
    assert!(label.starts_with(prefix.trim()), "{label}");
    let typed = vec![payload::option("order", json!(value), false)];
    let replies = m.slash(1, "orders", typed).await;
    assert!(!refused(&replies), "the suggested orders are taken");
    let answers = m.autocomplete(0, "choose", "answer", "").await;
    let (_, value) = answers.first().cloned().expect("the host has answers");
    let chosen = vec![payload::option("answer", json!(value), false)];
    let replies = m.slash(0, "choose", chosen).await;
    assert!(!refused(&replies), "an answer from the list is taken");
}

/// What the Wall tells one clan alone — derived by replaying the stored game through its own
/// presentation — is in no channel message and in no other member's DM.
async fn no_line_of_one_clan_elsewhere(world: &World, channel: u64) {
    no_line_of_one_player_elsewhere::<Wall>(world, channel, 20).await;
}

/// What game `G` tells one player alone — derived by replaying the stored game through its
/// own presentation, at least `least` lines — is in no channel message and in no other
/// member's DM or ephemeral reply.
async fn no_line_of_one_player_elsewhere<G: TableGame>(world: &World, channel: u64, least: usize)
where
    G::State: PartialEq + std::fmt::Debug,
{
    let (table, log) = world.stored::<G>(channel).await;
    let names: Vec<String> = table.seats.iter().map(|s| s.name.clone()).collect();
    let settings = table.game_settings();
    let (end, secrets) = derived_secrets::secret_lines::<G>(settings, &names, table.seed, &log);
    assert_eq!(
        Some(&end),
        table.game.as_ref(),
        "the replay is the stored game"
    );
    assert!(secrets.count() > least, "secret lines: {}", secrets.count());
    let w = world.fake.world();
    let seat_of = |user: u64| {
        table
            .seats
            .iter()
            .position(|s| s.user().is_some_and(|u| u.0 == user))
            .map(|s| s as u8)
    };
    let mut checked = 0;
    for m in &w.messages {
        let to = match m.place {
            Place::Channel(c) if c == channel => None,
            Place::Dm(u) | Place::Ephemeral(u) => Some(seat_of(u).expect("a seated member")),
            _ => continue,
        };
        for text in [m.text(), fake_discord::message_text(&m.first)] {
            if let Some(line) = secrets.leak(to, &text) {
                let at: Vec<&str> = text.lines().filter(|l| l.contains(line.as_str())).collect();
                panic!(
                    "{:?} was told another's secret {line:?} in {at:?}:\n{text}",
                    m.place
                );
            }
        }
        checked += 1;
    }
    assert!(checked > 10);
}

// Issue 34, item 3: every game of the list is played on Discord from the commands the bot
// built from its entry: a new live table, a second member and bots up to the game's usual
// seats, the start, and up to 40 presses of buttons (a short game such as the tests' Nim is
// played to its end; a long one, which its own scenario plays whole, is abandoned by its
// host). Nothing here names a game, so a game added to the list is played here as well.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn w_every_listed_game_is_played_from_its_own_command() {
    let world = World::new().await;
    let store = Store::open(&world.db()).await.expect("the bot's database");
    for (i, game) in GAMES.iter().enumerate() {
        let n = 60 + i as u64;
        let channel = channel_of(n);
        let people = vec![
            person(n * 10 + 1, "Sigrid", "en-US"),
            person(n * 10 + 2, "Bolek", "pl"),
        ];
        let mut m = Members::new(&world.fake, channel, people, n);
        m.root = game.id();
        m.slash(0, "new", live()).await;
        if *game.seats().end() >= 2 {
            m.slash(1, "join", Vec::new()).await;
        }
        for _ in 2..game.default_seats() {
            let add = vec![payload::option("action", json!(0), false)];
            m.slash(0, "bot", add).await;
        }
        let started = m.slash(0, "start", Vec::new()).await;
        assert!(!refused(&started), "/{} start", game.id());
        let over = m.play_until(GAME_LIMIT, |m| m.presses >= 40).await;
        if !over {
            let abandoned = m.slash(0, "abandon", Vec::new()).await;
            assert!(!refused(&abandoned), "/{} abandon", game.id());
        }
        let row = store
            .latest(&format!("discord:{channel}"))
            .await
            .expect("the store answers")
            .expect("a table in the channel");
        assert_eq!(row.game, game.id());
        let table = game.load(row).expect("the table loads");
        let end = if over {
            Status::Finished
        } else {
            Status::Abandoned
        };
        assert_eq!(table.status(), end, "/{}", game.id());
        assert!(table.log_len() > 0, "/{}: moves were played", game.id());
        no_live_buttons(&world.fake, channel).await;
        played(&format!("w {}", game.id()), &m);
    }
    world.checks("w");
}

// Issue 17: Jomsvikings through `/joms`. Scenario q: a competitive game of two members and a
// bot at an English table with a Polish member; r: a co-op game of two members at a Polish
// table with an English member. Hands, dealt characters and pile searches reach their owner
// alone: the lines the game tells one player only are in no channel message and no other
// member's DM.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn q_two_members_and_a_bot_play_jomsvikings_at_an_english_table() {
    let people = vec![person(1701, "Ana", "en-US"), person(1702, "Bartek", "pl")];
    jomsvikings("q", 17, people, Mode::Competitive).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn r_two_members_play_jomsvikings_together_at_a_polish_table() {
    let people = vec![person(1801, "Zofia", "pl"), person(1802, "Ingrid", "en-GB")];
    jomsvikings("r", 18, people, Mode::Coop).await;
}

async fn jomsvikings(scenario: &str, n: u64, people: Vec<Person>, mode: Mode) {
    let world = World::new().await;
    let channel = channel_of(n);
    let mut m = Members::new(&world.fake, channel, people, n);
    m.root = "joms";
    m.hand_rate = 0.05;
    let mut options = live();
    if mode == Mode::Coop {
        options.push(payload::option("mode", json!(1), false));
    }
    m.slash(0, "new", options).await;
    m.slash(1, "join", Vec::new()).await;
    if mode == Mode::Competitive {
        let add = vec![payload::option("action", json!(0), false)];
        m.slash(0, "bot", add).await;
    }
    m.slash(0, "start", Vec::new()).await;
    junk_in_every_autocomplete(&world, &mut m).await;
    m.play_to_end(GAME_LIMIT).await;
    let (table, _) = world.stored::<Joms>(channel).await;
    assert_eq!(table.status, Status::Finished);
    let state = table.game.as_ref().expect("a game");
    assert_eq!(state.settings.mode, mode);
    let seats = if mode == Mode::Coop { 2 } else { 3 };
    assert_eq!(table.seats.len(), seats);
    assert!(Joms::outcome(state).is_some(), "the game has its result");
    no_live_buttons(&world.fake, channel).await;
    played(scenario, &m);
    world.finish_as::<Joms>(scenario, channel).await;
    no_line_of_one_player_elsewhere::<Joms>(&world, channel, 30).await;
}

// Issue 11, item 9: a live game of three people at a Polish table, played to win.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn k_three_members_play_live_at_a_polish_table() {
    let world = World::new().await;
    let channel = channel_of(11);
    let people = vec![
        person(1101, "Zbyszko", "pl"),
        person(1102, "Jadwiga", "pl"),
        person(1103, "Mieszko", "pl"),
    ];
    let mut m = Members::new(&world.fake, channel, people, 11);
    m.autocomplete_rate = 0.2;
    m.assign_rate = 0.1;
    m.hand_rate = 0.05;
    seat_everyone_with(&mut m, live()).await;
    assert!(!m.play_until(GAME_LIMIT, |m| m.presses >= 30).await);
    chat_buries_the_board(&world, &mut m).await;
    m.play_to_end(GAME_LIMIT).await;
    let (table, _) = world.table(channel).await;
    assert_eq!(table.status, Status::Finished);
    assert_eq!(table.settings.lang, Lang::Pl);
    assert_eq!(table.settings.deadline, skald::table::DeadlineMode::Off);
    assert!(m.sent > 0, "warriors were sent to fights with the buttons");
    no_live_buttons(&world.fake, channel).await;
    played("k", &m);
    let metrics = world.finish("k", channel).await;
    assert!(metrics.human_turns > 0 && metrics.current_presses > 0);
    live_targets("k", &metrics);
}

// Issue 11, items 3 and 9: three people play with a deadline (12 hours a turn), as a group
// playing over days would; here they answer at once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn l_three_members_play_with_a_deadline_per_turn() {
    let world = World::new().await;
    let channel = channel_of(12);
    let people = vec![
        person(1201, "Frida", "en-US"),
        person(1202, "Gunnar", "en-GB"),
        person(1203, "Halina", "pl"),
    ];
    let mut m = Members::new(&world.fake, channel, people, 12);
    m.hand_rate = 0.05;
    m.slash(0, "new", Vec::new()).await;
    // Reminders when time runs out, 12 hours a turn.
    let settings = vec![
        payload::option("deadlines", json!(1), false),
        payload::option("hours", json!(12), false),
    ];
    let replies = m.slash(0, "settings", settings).await;
    assert!(!refused(&replies), "the host may change the settings");
    for who in 1..m.people.len() {
        m.slash(who, "join", Vec::new()).await;
    }
    m.slash(0, "start", Vec::new()).await;
    let (table, _) = world.table(channel).await;
    assert_eq!(
        table.settings.deadline,
        skald::table::DeadlineMode::Advisory
    );
    assert_eq!(table.settings.turn_seconds, 12 * 3600);
    m.play_to_end(GAME_LIMIT).await;
    let (table, _) = world.table(channel).await;
    assert_eq!(table.status, Status::Finished);
    assert!(m.sent > 0, "warriors were sent to fights with the buttons");
    no_live_buttons(&world.fake, channel).await;
    played("l", &m);
    let metrics = world.finish("l", channel).await;
    assert!(metrics.human_turns > 0 && metrics.current_presses > 0);
    let members: Vec<u64> = table
        .seats
        .iter()
        .filter_map(|s| s.user().map(|u| u.0))
        .collect();
    assert_eq!(members.len(), 3, "three humans");
    async_targets(
        "l",
        &metrics,
        &members,
        table.game.as_ref().map_or(0, |g| g.round as usize),
    );
}

/// Issue 11's targets for a live 3-seat game: a few living messages (at most 80 in the
/// channel), no stub left standing, at most 3 DMs per player per round, and nobody's own
/// current controls refused.
fn live_targets(scenario: &str, m: &Metrics) {
    assert!(m.channel_created <= 80, "{scenario}: {m:?}");
    shared_targets(scenario, m);
}

/// Issue 11's targets for an async 3-human game: every human turn pinged exactly once, at
/// most one channel message per human turn plus 5 per round, and the shared targets.
fn async_targets(scenario: &str, m: &Metrics, members: &[u64], rounds: usize) {
    let turns: Vec<usize> = (0..members.len() as u8)
        .map(|seat| m.turns_of.get(&seat).copied().unwrap_or(0))
        .collect();
    let pings: Vec<usize> = members
        .iter()
        .map(|u| m.pings_to.get(u).copied().unwrap_or(0))
        .collect();
    assert_eq!(
        pings, turns,
        "{scenario}: pings per member, turns per seat; {m:?}"
    );
    assert!(
        m.channel_created <= m.human_turns + 5 * rounds,
        "{scenario}: {m:?} over {rounds} rounds"
    );
    shared_targets(scenario, m);
}

fn shared_targets(scenario: &str, m: &Metrics) {
    assert_eq!(m.stubs_left, 0, "{scenario}: {m:?}");
    // Issue 33, item 7: a whole game of Midgard uploads at most 5 MB of pictures.
    assert!(m.pictures_bytes <= 5_000_000, "{scenario}: {m:?}");
    assert!(m.dms_per_player_round_max <= 3, "{scenario}: {m:?}");
    assert_eq!(m.own_refusals, 0, "{scenario}: {m:?}");
}

/// The board message as the store holds it: (generation, message id).
async fn board_slot(world: &World, channel: u64) -> (i64, i64) {
    let (table, _) = world.table(channel).await;
    let store = Store::open(&world.db()).await.expect("the bot's database");
    let slot = store
        .slot(table.id.0, &skald::table::Slot::Board.key())
        .await
        .expect("the slots read")
        .expect("a board");
    store.close().await;
    (slot.gen, slot.message_id)
}

/// Issue 11, item 1: people chat until the board is far up the channel; the next move's
/// update posts it anew at the bottom and deletes the old one.
async fn chat_buries_the_board(world: &World, m: &mut Members<'_>) {
    let channel = m.channel;
    for _attempt in 0..3 {
        let (gen, id) = board_slot(world, channel).await;
        for i in 0..12 {
            let who = m.people[i % m.people.len()].clone();
            world.fake.chat(&who, channel, "skål!").await;
        }
        // The chat reaches the bot before the next move.
        tokio::time::sleep(Duration::from_millis(100)).await;
        // A move that shows nothing new (a secret assignment) leaves the board as it was: the
        // members play on until the board changes.
        let mut moved = None;
        for _move in 0..10 {
            assert!(m.step().await, "someone can move");
            moved = world
                .fake
                .within(Duration::from_secs(2), |w| {
                    w.messages
                        .iter()
                        .any(|s| s.id == id as u64 && s.deleted)
                        .then_some(())
                })
                .await;
            if moved.is_some() || board_slot(world, channel).await.0 != gen {
                break;
            }
        }
        let (gen_after, id_after) = board_slot(world, channel).await;
        if gen_after != gen {
            continue; // a new round moved the board anyway: try again
        }
        assert!(moved.is_some(), "the buried board was deleted");
        assert_ne!(id_after, id, "and posted anew");
        return;
    }
    panic!("every try crossed into a new round");
}

/// What an interaction Skald cannot serve must get.
#[derive(Clone, Debug)]
enum Expect {
    /// At once, an ephemeral reply in the member's language saying this.
    Says(Stray),
    /// An empty list of suggestions.
    NoChoices,
    /// A deferred update, then the table's ephemeral refusal.
    Refused,
}

#[derive(Clone, Debug)]
enum Stray {
    Component,
    Command,
    /// The subcommand and the option, by their English names.
    Option(&'static str, &'static str),
}

impl Stray {
    /// The words `lang` reads, the option by the name the member's client shows.
    fn text(&self, lang: Lang) -> String {
        let text = match self {
            Stray::Component => Text::new("discord-unknown-component"),
            Stray::Command => Text::new("discord-unknown-command"),
            Stray::Option(sub, option) => {
                let catalog = Catalog::get().expect("the catalog");
                let own = format!("cmd-midgard-{sub}-{option}-name");
                let key = if catalog.has(Lang::En, &own) {
                    own
                } else {
                    format!("cmd-{sub}-{option}-name")
                };
                let name = if lang == Lang::Pl && catalog.has(lang, &key) {
                    render(&Text::dynamic(key), lang)
                } else {
                    option.to_string()
                };
                Text::new("discord-bad-option").str("option", name)
            }
        };
        render(&text, lang)
    }
}

fn ephemeral_flag(v: &Value) -> bool {
    v["flags"].as_u64().is_some_and(|f| f & 64 != 0)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn g_every_bad_interaction_is_answered_in_the_members_language() {
    let world = World::new().await;
    let channel = channel_of(7);
    let people = vec![person(701, "Brynja", "en-US"), person(702, "Mieszko", "pl")];
    let mut m = Members::new(&world.fake, channel, people, 7);
    seat_everyone(&mut m).await;
    assert!(!m.play_until(GAME_LIMIT, |m| m.presses >= 4).await);
    let (who, current) = m.someone_to_move().await;
    let prompt = current[0].message.clone();
    let (v, seat, _) = parse_id(&current[0].custom_id).expect("our id");
    let seat = seat.unwrap_or(who);
    let t = current[0]
        .custom_id
        .split(':')
        .nth(1)
        .expect("a table id")
        .to_string();
    junk_in_every_autocomplete(&world, &mut m).await;
    let (before, before_log) = world.table(channel).await;
    let command = Members::command_id(&world.fake.world());

    // Buttons and selects: malformed, foreign, over-long, absurd versions, bad values.
    let select = format!("skald:{t}:{v}:s{seat}");
    let reroll = format!("skald:{t}:{v}:r{seat}");
    let mut components: Vec<(String, Option<Vec<String>>, Expect)> = [
        String::new(),
        "skald".into(),
        "other:1:2:h".into(),
        format!("skald:x:{v}:h"),
        format!("skald:{t}:{v}:z"),
        format!("skald:{t}:{v}:h:extra"),
        "x".repeat(10_000),
        format!("skald:{t}:{v}:c{seat}.{}", "9".repeat(200)),
        format!("skald:{t}:99999999999999999999999:h"),
        format!("skald:{t}:-99999999999999999999999:c{seat}.0"),
        format!("skald:{t}:{v}:c999.0"),
        // A select pressed as a button: no values at all.
        select.clone(),
    ]
    .into_iter()
    .map(|id| (id, None, Expect::Says(Stray::Component)))
    .collect();
    for (id, values) in [
        (&select, vec![]),
        (&select, vec!["foreign".to_string()]),
        (&select, vec!["x".repeat(10_000)]),
        (&select, vec![format!("skald:{t}:{v}:h")]),
        (&reroll, vec!["99".to_string()]),
        (&reroll, vec!["abc".to_string()]),
        (&reroll, vec![]),
    ] {
        components.push((id.clone(), Some(values), Expect::Says(Stray::Component)));
    }
    // The owner's own press spelled as the bot never writes it (a sign, leading zeros): not
    // ours, whoever presses it.
    let misspelt = [
        format!("skald:+{t}:{v}:c{seat}.0"),
        format!("skald:{t}:+{v}:c{seat}.0"),
        format!("skald:{t}:000{v}:c{seat}.0"),
        format!("skald:0{t}:{v}:c{seat}.0"),
        format!("skald:{t}:{v}:c0{seat}.0"),
        format!("skald:{t}:{v}:c{seat}.00"),
        format!("skald:{t}:{v}:c{seat}.+0"),
    ];
    for id in &misspelt {
        components.push((id.clone(), None, Expect::Says(Stray::Component)));
    }
    // Well formed, for a moment long gone or never to come: the table itself refuses them.
    for version in [i64::MAX, -1] {
        let id = format!("skald:{t}:{version}:c{seat}.0");
        components.push((id, None, Expect::Refused));
    }

    // Slash commands from a client with last week's definitions, and broken options.
    let opt =
        |name: &str, kind: u64, value: Value| json!({ "name": name, "type": kind, "value": value });
    let focus = |name: &str| json!({ "name": name, "type": 3, "value": "", "focused": true });
    let sub =
        |name: &str, options: Vec<Value>| json!([{ "name": name, "type": 1, "options": options }]);
    let group = json!([{ "name": "old", "type": 2, "options": [{ "name": "x", "type": 1, "options": [] }] }]);
    let says = Expect::Says;
    let commands: Vec<(&str, Value, bool, Expect)> = vec![
        (
            "midgard",
            sub("nonexistent", vec![]),
            false,
            says(Stray::Command),
        ),
        ("oldgame", json!([]), false, says(Stray::Command)),
        ("midgard", json!([]), false, says(Stray::Command)),
        ("midgard", group, false, says(Stray::Command)),
        (
            "midgard",
            sub("place", vec![]),
            false,
            says(Stray::Option("place", "location")),
        ),
        (
            "midgard",
            sub("kick", vec![opt("seat", 3, json!("abc"))]),
            false,
            says(Stray::Option("kick", "seat")),
        ),
        (
            "midgard",
            sub("kick", vec![opt("seat", 4, json!(300))]),
            false,
            says(Stray::Option("kick", "seat")),
        ),
        (
            "midgard",
            sub("kick", vec![opt("seat", 10, json!(2.5))]),
            false,
            says(Stray::Option("kick", "seat")),
        ),
        (
            "midgard",
            sub("host", vec![opt("seat", 4, json!(-5))]),
            false,
            says(Stray::Option("host", "seat")),
        ),
        (
            "midgard",
            sub("bot", vec![opt("action", 4, json!(7))]),
            false,
            says(Stray::Option("bot", "action")),
        ),
        (
            "midgard",
            sub("new", vec![opt("hall_of_fame", 3, json!("yes"))]),
            false,
            says(Stray::Option("new", "hall_of_fame")),
        ),
        (
            "midgard",
            sub("new", vec![opt("hours", 4, json!(-1))]),
            false,
            says(Stray::Option("new", "hours")),
        ),
        (
            "midgard",
            sub(
                "assign",
                vec![
                    opt("target", 3, json!("x")),
                    opt("swordsmen", 4, json!(1000)),
                ],
            ),
            false,
            says(Stray::Option("assign", "swordsmen")),
        ),
        (
            "midgard",
            sub("rune", vec![opt("rune", 4, json!(5))]),
            false,
            says(Stray::Option("rune", "rune")),
        ),
        // Autocompletes nobody can serve get an empty list.
        (
            "midgard",
            sub("nonexistent", vec![focus("x")]),
            true,
            Expect::NoChoices,
        ),
        ("oldgame", json!([focus("x")]), true, Expect::NoChoices),
        (
            "midgard",
            sub("rune", vec![focus("rune")]),
            true,
            Expect::NoChoices,
        ),
        (
            "midgard",
            sub("place", vec![focus("where")]),
            true,
            Expect::NoChoices,
        ),
        (
            "midgard",
            sub("place", vec![opt("location", 3, json!("x"))]),
            true,
            Expect::NoChoices,
        ),
        ("midgard", json!([]), true, Expect::NoChoices),
    ];

    // Everything is sent at once, alternately by the English and the Polish member; the
    // absurd versions by the member whose seat they name.
    let mut sent: Vec<(u64, Person, Expect, String)> = Vec::new();
    for (i, (id, values, expect)) in components.into_iter().enumerate() {
        let p = match expect {
            Expect::Refused => m.people[who].clone(),
            _ if misspelt.contains(&id) => m.people[who].clone(),
            _ => m.people[i % 2].clone(),
        };
        let what = format!(
            "{} {:?}",
            fake_discord::members::short(&id),
            values.as_ref().map(Vec::len)
        );
        let n = world
            .fake
            .interact(&p, channel, |n, token| {
                payload::component(n, token, &p, &prompt, &id, values, false)
            })
            .await;
        sent.push((n, p, expect, what));
    }
    for (i, (name, options, autocomplete, expect)) in commands.into_iter().enumerate() {
        let p = m.people[i % 2].clone();
        let what = format!("/{name} {options} autocomplete={autocomplete}");
        let n = world
            .fake
            .interact(&p, channel, |n, token| {
                payload::command(n, token, &p, channel, command, name, options, autocomplete)
            })
            .await;
        sent.push((n, p, expect, what));
    }

    for (n, p, expect, what) in &sent {
        let kind = world.fake.acked(*n).await;
        let lang = Lang::from_locale(&p.locale).unwrap_or_default();
        let body = world.fake.world().interactions[n]
            .callback_body
            .clone()
            .unwrap_or_default();
        match expect {
            Expect::Says(stray) => {
                assert_eq!(kind, 4, "{what}: answered at once");
                assert!(ephemeral_flag(&body["data"]), "{what}: ephemeral: {body}");
                let text = fake_discord::message_text(&body["data"]);
                assert!(text.contains(&stray.text(lang)), "{what}: {text}");
            }
            Expect::NoChoices => {
                assert_eq!(kind, 8, "{what}: an autocomplete answer");
                let choices = body["data"]["choices"].as_array().map_or(0, Vec::len);
                assert_eq!(choices, 0, "{what}: {body}");
            }
            Expect::Refused => {
                let replies = m.replies(*n).await;
                assert!(refused(&replies), "{what}: refused");
                assert!(
                    replies.iter().all(|r| r.place == Place::Ephemeral(p.id)),
                    "{what}: only the presser sees it"
                );
            }
        }
    }
    let (after, after_log) = world.table(channel).await;
    assert_eq!(
        after.version, before.version,
        "nothing changed at the table"
    );
    assert_eq!(after_log.len(), before_log.len(), "no action was taken");
    let log = world.bot.log_text();
    assert!(log.contains("an unknown component was pressed"));
    assert!(log.contains("an unknown or out-of-date command"));
    assert!(
        !log.contains(&"x".repeat(200)) && !log.contains(&"9".repeat(200)),
        "a member's long input went into the log whole"
    );
    println!("g: {} bad interactions, every one answered", sent.len());
    // The game goes on.
    let presses = m.presses;
    assert!(!m.play_until(GAME_LIMIT, |m| m.presses >= presses + 4).await);
    world.finish("g", channel).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn h_a_429_is_waited_out_as_told_and_a_dropped_gateway_resumes() {
    const RETRY_AFTER: f64 = 1.5;
    let world = World::new().await;
    let channel = channel_of(8);
    let people = vec![
        person(801, "Solveig", "en-US"),
        person(802, "Radomir", "pl"),
    ];
    let mut m = Members::new(&world.fake, channel, people, 8);
    seat_everyone(&mut m).await;
    let fake = &world.fake;
    fake.inject(Fault::on(&format!("POST /channels/{channel}/messages")).rate_limited(RETRY_AFTER));
    fake.inject(Fault::on("PATCH /*").rate_limited(RETRY_AFTER));
    fake.inject(Fault::on("POST /users/@me/channels").rate_limited(RETRY_AFTER));
    assert!(!m.play_until(GAME_LIMIT, |m| m.presses >= 10).await);
    let connections = fake.world().gateway.connections;
    fake.drop_gateway();
    fake.until("the bot to reconnect", Duration::from_secs(30), |w| {
        (w.gateway.connections > connections && w.gateway.ready()).then_some(())
    })
    .await;
    m.play_to_end(GAME_LIMIT).await;
    let (table, _) = world.table(channel).await;
    assert_eq!(table.status, Status::Finished);
    let hits = fake.hits();
    assert!(hits.len() >= 2, "429s were handed out: {hits:?}");
    let told = Duration::from_secs_f64(RETRY_AFTER);
    for (hit, again) in fake.retried_after(&hits) {
        let (method, path) = (&hit.method, &hit.path);
        let again = again.unwrap_or_else(|| panic!("{method} {path} was not tried again"));
        println!(
            "h: {method} {} got a 429 asking for {RETRY_AFTER} s; tried again after {:.3} s",
            hit.path.split('/').take(3).collect::<Vec<_>>().join("/"),
            again.as_secs_f64()
        );
        assert!(
            again >= told,
            "{method} {path} came again after only {again:?}"
        );
        assert!(again < told * 3, "{method} {path} waited {again:?}");
    }
    {
        let w = fake.world();
        assert!(w.gateway.resumes >= 1, "the dropped session was resumed");
    }
    no_live_buttons(fake, channel).await;
    world.finish("h", channel).await;
}

/// Serenity's client for `fake`, through Skald's forwarder, with these limits.
async fn forwarded(
    fake: &FakeDiscord,
    limits: Limits,
) -> (serenity_http::Http, forward::Forwarder) {
    let (http, forwarder) = discord_http(TOKEN, Some(&fake.url()), limits)
        .await
        .expect("the client and forwarder start");
    (http, forwarder.expect("a forwarder for another API URL"))
}

mod serenity_http {
    pub use poise::serenity_prelude::Http;
}

fn status_of(e: &poise::serenity_prelude::Error) -> Option<u16> {
    match e {
        poise::serenity_prelude::Error::Http(
            poise::serenity_prelude::HttpError::UnsuccessfulRequest(r),
        ) => Some(r.status_code.as_u16()),
        _ => None,
    }
}

#[tokio::test]
async fn the_forwarder_waits_a_429_out_for_its_retry_after() {
    let fake = FakeDiscord::start().await;
    fake.inject(Fault::on("GET /users/@me").rate_limited(1.5));
    let (http, _forwarder) = forwarded(&fake, Limits::default()).await;
    let started = Instant::now();
    let me = http.get_current_user().await;
    let took = started.elapsed();
    assert!(me.is_ok(), "{me:?}");
    let hits = fake.hits();
    assert_eq!(hits.len(), 1);
    let again = fake.retried_after(&hits)[0].1.expect("tried again");
    println!(
        "forwarder: 429 asking for 1.5 s, tried again after {:.3} s, answered in {:.3} s",
        again.as_secs_f64(),
        took.as_secs_f64()
    );
    assert!(again >= Duration::from_millis(1500), "{again:?}");
    assert!(took < Duration::from_secs(4), "{took:?}");
    // Only retry_after in a header counts as well; a global 429 too.
    fake.inject(Fault::on("GET /users/@me").rate_limited(0.4).global());
    assert!(http.get_current_user().await.is_ok());
    let hits = fake.hits();
    let again = fake.retried_after(&hits[1..])[0].1.expect("tried again");
    assert!(again >= Duration::from_millis(400), "{again:?}");
    assert!(fake.world().violations.is_empty());
}

#[tokio::test]
async fn the_forwarder_gives_up_after_its_attempts() {
    let fake = FakeDiscord::start().await;
    fake.inject(Fault::on("GET /users/@me").rate_limited(0.1).always());
    let limits = Limits {
        attempts: 3,
        ..Limits::default()
    };
    let (http, _forwarder) = forwarded(&fake, limits).await;
    let e = http.get_current_user().await.expect_err("still limited");
    assert_eq!(status_of(&e), Some(429), "{e}");
    assert_eq!(fake.hits().len(), 3, "three tries in all");
    // A wait beyond the budget is not started: the 429 comes back at once.
    let fake = FakeDiscord::start().await;
    fake.inject(Fault::on("GET /users/@me").rate_limited(30.0).always());
    let limits = Limits {
        budget: Duration::from_secs(2),
        ..Limits::default()
    };
    let (http, _forwarder) = forwarded(&fake, limits).await;
    let started = Instant::now();
    let e = http.get_current_user().await.expect_err("limited");
    assert_eq!(status_of(&e), Some(429), "{e}");
    assert!(started.elapsed() < Duration::from_secs(2));
}

#[tokio::test]
async fn a_request_held_beyond_the_timeout_fails_instead_of_hanging() {
    let fake = FakeDiscord::start().await;
    fake.inject(
        Fault::on("GET /users/@me")
            .delay(Duration::from_secs(10))
            .always(),
    );
    let limits = Limits {
        request_timeout: Duration::from_secs(1),
        ..Limits::default()
    };
    let (http, _forwarder) = forwarded(&fake, limits).await;
    let started = Instant::now();
    let e = http.get_current_user().await.expect_err("timed out");
    let took = started.elapsed();
    println!(
        "timeout: a request held 10 s failed after {:.3} s",
        took.as_secs_f64()
    );
    assert_eq!(status_of(&e), Some(504), "{e}");
    assert!(
        took >= Duration::from_secs(1) && took < Duration::from_secs(3),
        "{took:?}"
    );
    // The client serenity gets for Discord itself times out the same way.
    let client = forward::client(Duration::from_secs(1), true).expect("a client");
    let started = Instant::now();
    let e = client
        .get(format!("{}/api/v10/users/@me", fake.url()))
        .header("Authorization", format!("Bot {TOKEN}"))
        .send()
        .await
        .expect_err("timed out");
    assert!(e.is_timeout(), "{e}");
    assert!(started.elapsed() < Duration::from_secs(3));
}

#[tokio::test]
async fn injected_faults_apply_to_the_next_n_or_chosen_requests() {
    let fake = FakeDiscord::start().await;
    fake.inject(Fault::on("GET /users/@me").status(500).times(2));
    fake.inject(
        Fault::on("POST /users/@me/channels")
            .when(|r| r.body["recipient_id"] == json!("42"))
            .status(403)
            .always(),
    );
    let (http, _forwarder) = forwarded(&fake, Limits::default()).await;
    for _ in 0..2 {
        let e = http.get_current_user().await.expect_err("a 500");
        assert_eq!(status_of(&e), Some(500), "{e}");
    }
    assert!(http.get_current_user().await.is_ok(), "only the next two");
    use poise::serenity_prelude::UserId;
    for _ in 0..2 {
        let e = UserId::new(42)
            .create_dm_channel(&http)
            .await
            .expect_err("a 403");
        assert_eq!(status_of(&e), Some(403), "{e}");
    }
    assert!(UserId::new(43).create_dm_channel(&http).await.is_ok());
    let hits = fake.hits();
    assert_eq!(
        hits.iter().map(|h| h.status).collect::<Vec<_>>(),
        vec![500, 500, 403, 403]
    );
    assert!(
        fake.world().violations.is_empty(),
        "{:?}",
        fake.world().violations
    );
}

/// SIGKILLs the bot, runs `meanwhile` while it is down, and starts it again on the same
/// database once the gateway has noticed.
async fn kill_and_restart(
    bot: &mut Bot,
    fake: &FakeDiscord,
    dir: &std::path::Path,
    meanwhile: impl FnOnce(&FakeDiscord),
) {
    bot.kill();
    meanwhile(fake);
    fake.until("the gateway to notice", Duration::from_secs(10), |w| {
        (!w.gateway.ready()).then_some(())
    })
    .await;
    *bot = Bot::start(fake, dir).await;
}

/// The outbox of a table is empty: everything committed was delivered.
async fn all_delivered(world: &World, channel: u64) {
    let store = Store::open(&world.db()).await.expect("the bot's database");
    let service = TableService::<Midgard>::new(store, Arc::new(SystemClock), GAMES);
    let key = ChannelKey(format!("discord:{channel}"));
    let table = service.latest(&key).await.unwrap().expect("a table");
    let mut waiting = usize::MAX;
    for _ in 0..100 {
        waiting = service.pending(table.id).await.unwrap().len();
        if waiting == 0 {
            return;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("{waiting} committed messages were never delivered");
}

// Issue 10, items 4 and 6: 500s on channel posts and on opening DM channels lose nothing —
// the failed messages are sent again, the others go on meanwhile, bots and the game go on —
// and a join whose lobby post failed is answered from the seat it took.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn i_server_errors_while_sending_lose_no_message_and_stop_no_game() {
    let world = World::new().await;
    let channel = channel_of(9);
    let people = vec![person(901, "Inga", "en-US"), person(902, "Jarl", "pl")];
    let mut m = Members::new(&world.fake, channel, people, 9);
    m.slash(0, "new", Vec::new()).await;
    world.fake.inject(
        Fault::on(&format!("POST /channels/{channel}/messages"))
            .status(500)
            .times(1),
    );
    let reply = m.slash(1, "join", Vec::new()).await;
    assert_eq!(
        reply[0].text(),
        render(&Text::new("discord-done"), Lang::Pl),
        "the seat was taken: the join is answered as done"
    );
    let add = vec![payload::option("action", json!(0), false)];
    let replies = m.slash(0, "bot", add).await;
    assert!(!refused(&replies), "a bot takes the third seat");
    // Opening the first two DM channels fails (a DM channel is opened once, for the first
    // console).
    world
        .fake
        .inject(Fault::on("POST /users/@me/channels").status(500).times(2));
    m.slash(0, "start", Vec::new()).await;
    assert!(!m.play_until(GAME_LIMIT, |m| m.presses >= 8).await);
    // Now the channel refuses three posts.
    world.fake.inject(
        Fault::on(&format!("POST /channels/{channel}/messages"))
            .status(500)
            .times(3),
    );
    m.play_to_end(GAME_LIMIT).await;
    let (table, _) = world.table(channel).await;
    assert_eq!(table.status, Status::Finished);
    let refused = world.fake.hits().iter().filter(|h| h.status == 500).count();
    assert_eq!(refused, 6, "every injected error was met");
    all_delivered(&world, channel).await;
    no_live_buttons(&world.fake, channel).await;
    world.finish("i", channel).await;
}

// Issue 10, item 4: the bot is killed after a move is committed and before it is told; when
// it comes back, what was committed goes out and the game goes on to its end.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn j_a_bot_killed_between_commit_and_send_tells_the_move_after_restart() {
    let mut world = World::new().await;
    let channel = channel_of(10);
    let people = vec![
        person(1001, "Kari", "en-US"),
        person(1002, "Lasse", "en-GB"),
    ];
    let mut m = Members::new(&world.fake, channel, people, 10);
    seat_everyone(&mut m).await;
    assert!(!m.play_until(GAME_LIMIT, |m| m.presses >= 10).await);
    let (who, options) = m.someone_to_move().await;
    let (before, _) = world.table(channel).await;
    // Every channel post now hangs for a long time: the next move is committed, not told.
    world.fake.inject(
        Fault::on(&format!("POST /channels/{channel}/messages"))
            .delay(Duration::from_secs(3600))
            .always(),
    );
    let seq = world.fake.world().next_seq;
    let p = m.people[who].clone();
    m.press_as(&p, &options[0]).await;
    let committed = async {
        for _ in 0..200 {
            if world.table(channel).await.0.version > before.version {
                return true;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        false
    };
    assert!(committed.await, "the move was committed");
    let clear = FakeDiscord::clear_faults;
    kill_and_restart(&mut world.bot, &world.fake, world.dir.path(), clear).await;
    world
        .fake
        .until(
            "the committed move to be told",
            Duration::from_secs(20),
            |w| prompted_since(w, seq).then_some(()),
        )
        .await;
    m.play_to_end(GAME_LIMIT).await;
    assert_eq!(world.table(channel).await.0.status, Status::Finished);
    all_delivered(&world, channel).await;
    world.finish("j", channel).await;
}

// Issue 15, item 4: SIGTERM stops the bot politely. The gateway stops taking events, the
// command under way is finished and answered, the process lets go of its leases and exits
// with success.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn s_a_bot_asked_to_stop_finishes_the_command_under_way() {
    let mut world = World::new().await;
    let channel = channel_of(19);
    let people = vec![person(1901, "Solveig", "en-US"), person(1902, "Tove", "pl")];
    let mut m = Members::new(&world.fake, channel, people, 19);
    m.slash(0, "new", Vec::new()).await;
    // Answers to interactions now take two seconds to reach Discord.
    for route in ["POST /webhooks/*", "PATCH /webhooks/*"] {
        let slow = Fault::on(route).delay(Duration::from_secs(2)).always();
        world.fake.inject(slow);
    }
    let tove = m.people[1].clone();
    let id = m.send_slash("midgard", &tove, "join", Vec::new()).await;
    world.fake.acked(id).await;
    let status = world.bot.terminate(Duration::from_secs(60)).await;
    let log = world.bot.log_text();
    assert!(status.is_some_and(|s| s.success()), "{status:?}\n{log}");
    // Everything below happened before the process exited.
    let replies: Vec<String> = {
        let w = world.fake.world();
        w.interactions[&id]
            .followups
            .iter()
            .chain(w.interactions[&id].original.iter())
            .filter_map(|m| w.message(*m))
            .map(Sent::text)
            .collect()
    };
    let done = render(&Text::new("discord-done"), Lang::Pl);
    assert!(replies.contains(&done), "{replies:?}\n{log}");
    let (table, _) = world.table(channel).await;
    assert_eq!(table.seats.len(), 2, "the join was committed");
    assert!(log.contains("stopping"), "{log}");
    assert!(log.contains("leases released"), "{log}");
    world.fake.clear_faults();
    world.checks("s");
}

/// How long until the channel's table has nothing waiting in its outbox (at most `limit`).
async fn time_to_deliver(world: &World, channel: u64, limit: Duration) -> Duration {
    let store = Store::open(&world.db()).await.expect("the bot's database");
    let service = TableService::<Midgard>::new(store, Arc::new(SystemClock), GAMES);
    let key = ChannelKey(format!("discord:{channel}"));
    let table = service.latest(&key).await.unwrap().expect("a table");
    let started = Instant::now();
    loop {
        if service.pending(table.id).await.unwrap().is_empty() {
            return started.elapsed();
        }
        let waited = started.elapsed();
        assert!(waited < limit, "messages still waiting after {waited:?}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// Every route a message to the channel or a DM takes, and the light request the bot probes
/// Discord with, answered 503 from now on.
fn discord_down(fake: &FakeDiscord) {
    for route in [
        "POST /channels/*",
        "PATCH /channels/*",
        "DELETE /channels/*",
        "POST /users/@me/channels",
        "GET /users/@me",
    ] {
        fake.inject(Fault::on(route).status(503).always());
    }
}

// Issue 32, item 9: after an outage of Discord the messages waiting after failed sends go out
// within a few seconds of Discord answering again — found by a light probe, or by the
// gateway's READY when even the probe fails — not when their doubling waits end; and a refused
// gateway is tried ever more rarely, with jitter, instead of every 5 s.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn t_after_an_outage_of_discord_waiting_messages_go_out_at_once() {
    let world = World::new().await;
    let channel = channel_of(20);
    let people = vec![person(2001, "Ragna", "en-US"), person(2002, "Bolko", "pl")];
    let mut m = Members::new(&world.fake, channel, people, 20);
    seat_everyone_with(&mut m, live()).await;
    assert!(!m.play_until(GAME_LIMIT, |m| m.presses >= 4).await);

    // REST fails for 26 s: a move made meanwhile is committed, its messages wait, ever longer
    // (tried again after 1, 2, 4, 8 and 16 s: the fifth failure comes about 15 s in, the
    // next try about 31 s in, well after Discord is back).
    discord_down(&world.fake);
    let presses = m.presses;
    assert!(!m.play_until(GAME_LIMIT, |m| m.presses > presses).await);
    tokio::time::sleep(Duration::from_secs(26)).await;
    world.fake.clear_faults();
    let took = time_to_deliver(&world, channel, Duration::from_secs(30)).await;
    println!("t: delivered {took:?} after REST came back");
    assert!(
        took < Duration::from_secs(6),
        "waited {took:?} after Discord came back"
    );
    assert!(world.bot.log_text().contains("Discord answers again"));

    // Now the gateway too, for 25 s; the probe keeps failing after REST is back, so only
    // the gateway's READY (or RESUMED) can tell that Discord answers again.
    assert!(!m.play_until(GAME_LIMIT, |m| m.presses >= presses + 3).await);
    discord_down(&world.fake);
    let presses = m.presses;
    assert!(!m.play_until(GAME_LIMIT, |m| m.presses > presses).await);
    let refusal = Duration::from_secs(25);
    let tries_before = world.fake.world().gateway.tries.len();
    world.fake.refuse_gateway(refusal);
    let refused_at = Instant::now();
    tokio::time::sleep(refusal).await;
    world.fake.clear_faults();
    world
        .fake
        .inject(Fault::on("GET /users/@me").status(503).always());
    world
        .fake
        .until("the gateway is back", Duration::from_secs(60), |w| {
            w.gateway.ready().then_some(())
        })
        .await;
    let back = refused_at.elapsed();
    let took = time_to_deliver(&world, channel, Duration::from_secs(30)).await;
    println!("t: gateway back after {back:?}, delivered {took:?} later");
    assert!(
        took < Duration::from_secs(6),
        "waited {took:?} after the gateway came back"
    );
    let hurried = world
        .bot
        .log_text()
        .matches("Discord answers again")
        .count();
    assert_eq!(
        hurried, 2,
        "after REST came back, and after the gateway did"
    );
    let tries: Vec<Duration> = {
        let w = world.fake.world();
        w.gateway.tries[tries_before..]
            .iter()
            .map(|t| t.saturating_duration_since(w.gateway.tries[tries_before]))
            .collect()
    };
    let refused: Vec<&Duration> = tries.iter().filter(|t| **t < refusal).collect();
    println!("t: gateway tries at {tries:?}");
    // Every 5 s, as before, is six or seven tries in 25 s; spaced, no more than five.
    assert!(
        refused.len() <= 5,
        "{} tries in {refusal:?}: {tries:?}",
        refused.len()
    );
    let gaps: Vec<Duration> = refused.windows(2).map(|w| *w[1] - *w[0]).collect();
    assert!(
        gaps.last().is_some_and(|g| *g >= Duration::from_secs(6)),
        "the tries are not spaced: {tries:?}"
    );
    world.fake.clear_faults();
    m.play_to_end(GAME_LIMIT).await;
    world.finish("t", channel).await;
}

/// Holds SQLite's write lock on the bot's database from another connection, as a backup tool
/// or a second process might; dropped, the lock goes with it.
async fn hold_write_lock(world: &World) -> sqlx::SqliteConnection {
    use sqlx::Connection;
    let mut conn = sqlx::SqliteConnection::connect(&world.db())
        .await
        .expect("the bot's database");
    sqlx::query("BEGIN IMMEDIATE")
        .execute(&mut conn)
        .await
        .expect("the write lock");
    conn
}

/// What the member was told in reply to interaction `id`, once something was.
async fn told(m: &Members<'_>, id: u64) -> String {
    m.replies(id).await.iter().map(Sent::text).collect()
}

/// A member and the two first answers of their prompt whose codes differ (`c…` or `s…`).
async fn two_answers(m: &mut Members<'_>) -> (usize, Press, Press) {
    loop {
        let (who, options) = m.someone_to_move().await;
        let plain: Vec<Press> = options
            .into_iter()
            .filter(|o| parse_id(&o.custom_id).is_some_and(|(_, _, c)| !c.starts_with('r')))
            .collect();
        if plain.len() >= 2 {
            return (who, plain[0].clone(), plain[1].clone());
        }
        let presses = m.presses;
        assert!(!m.play_until(GAME_LIMIT, |m| m.presses > presses).await);
    }
}

// Issue 32, items 10 and 11: while the database is held by someone else, a press is answered
// within a few seconds that the table is unavailable for a moment (not with the apology, not
// after 10 to 20 s) and changes nothing; looking at one's hand still works at once; and two
// presses waiting for the same table are applied in the order they were made.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn u_a_held_database_answers_at_once_and_keeps_the_order_of_presses() {
    let world = World::new().await;
    let channel = channel_of(21);
    let people = vec![person(2101, "Sigrid", "pl"), person(2102, "Ulf", "en-US")];
    let mut m = Members::new(&world.fake, channel, people, 21);
    seat_everyone_with(&mut m, live()).await;
    assert!(!m.play_until(GAME_LIMIT, |m| m.presses >= 3).await);

    // Held for good: the press is refused, in the member's language, and nothing changes.
    let (who, a, _) = two_answers(&mut m).await;
    let (before, before_log) = world.table(channel).await;
    let lock = hold_write_lock(&world).await;
    let p = m.people[who].clone();
    let started = Instant::now();
    let press = m.press_as(&p, &a).await;
    let said = told(&m, press).await;
    let took = started.elapsed();
    let lang = Lang::from_locale(&p.locale).unwrap_or_default();
    assert!(
        said.contains(&render(&Text::new("error-unavailable"), lang)),
        "{said}"
    );
    assert!(took < Duration::from_secs(5), "answered after {took:?}");
    // Reads do not queue behind writers waiting for the lock (four settings changes here).
    for _ in 0..4 {
        let q = m.people[1 - who].clone();
        let on = vec![payload::option("state", json!(0), false)];
        m.send_slash("midgard", &q, "pings", on).await;
    }
    let started = Instant::now();
    let hand = m.slash(who, "hand", Vec::new()).await;
    let looked = started.elapsed();
    let text: String = hand.iter().map(Sent::text).collect();
    assert!(
        text.contains(&render(&Text::new("hand-title"), lang)),
        "{text}"
    );
    assert!(looked < Duration::from_secs(1), "the hand took {looked:?}");
    drop(lock);
    let (after, after_log) = world.table(channel).await;
    assert_eq!(after.version, before.version, "nothing changed");
    assert_eq!(after_log.len(), before_log.len());
    println!("u: refused after {took:?}, a hand shown after {looked:?}");

    // Held for a moment: two answers to the same prompt, the second made after the first,
    // both waiting; the lock goes. The first is played, the second finds the board moved on.
    let (who, a, b) = two_answers(&mut m).await;
    let p = m.people[who].clone();
    let lock = hold_write_lock(&world).await;
    let first = m.press_sent(&p, &a).await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    let second = m.press_sent(&p, &b).await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    drop(lock);
    let said = told(&m, second).await;
    assert!(
        said.contains(&render(&Text::new("error-stale"), lang)),
        "the second press: {said}"
    );
    let first_said: String = {
        let w = world.fake.world();
        w.interactions[&first]
            .followups
            .iter()
            .filter_map(|id| w.message(*id))
            .map(Sent::text)
            .collect()
    };
    assert!(
        !first_said.contains(&render(&Text::new("error-stale"), lang)),
        "{first_said}"
    );
    m.answered(who, parse_id(&a.custom_id).expect("our id").0);
    m.play_to_end(GAME_LIMIT).await;
    world.finish("u", channel).await;
}

/// How a game shares its decisions, for counting turns (see [`fake_discord::metrics`]).
trait Counted: TableGame {
    /// Every seat decides at once now (a turn of each, however many actions it takes).
    fn together(state: &Self::State) -> bool {
        Self::pending(state).len() > 1
    }

    /// A decision made together has just become one made in turn.
    fn one_at_a_time(_state: &Self::State) -> bool {
        false
    }
}

/// Midgard: warriors are assigned and the last runes used together; a turn-order demand
/// makes the assignment one seat at a time.
impl Counted for Midgard {
    fn together(state: &Self::State) -> bool {
        matches!(
            state.phase,
            Phase::Assignment { turn_order: false } | Phase::FinalRunes { .. }
        )
    }

    fn one_at_a_time(state: &Self::State) -> bool {
        matches!(state.phase, Phase::Assignment { turn_order: true })
    }
}

impl Counted for Wall {}
impl Counted for Gods {}
impl Counted for Joms {}

/// A PostgreSQL server of one test's own (started by `.ci/postgres` on `port`), stopped and
/// started again as the test says, and stopped when the test ends.
struct OwnPostgres {
    port: u16,
    url: String,
}

impl OwnPostgres {
    fn script(port: u16, mode: &str) -> String {
        let out = std::process::Command::new(concat!(env!("CARGO_MANIFEST_DIR"), "/.ci/postgres"))
            .arg(mode)
            .env("SKALD_TEST_PG_PORT", port.to_string())
            .output()
            .expect(".ci/postgres runs");
        assert!(
            out.status.success(),
            ".ci/postgres {mode}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    /// A new server with a new database.
    async fn start(port: u16) -> OwnPostgres {
        use sqlx::Connection;
        let said = Self::script(port, "start");
        let admin = said
            .trim()
            .strip_prefix("export DATABASE_URL_TEST=")
            .expect("the server's URL")
            .to_string();
        let db = format!("skald_outage_{}", std::process::id());
        let mut conn = sqlx::PgConnection::connect(&admin)
            .await
            .expect("the server");
        let _ = sqlx::query(&format!("DROP DATABASE IF EXISTS {db}"))
            .execute(&mut conn)
            .await;
        sqlx::query(&format!("CREATE DATABASE {db}"))
            .execute(&mut conn)
            .await
            .expect("a database");
        let base = admin.rsplit_once('/').map_or(admin.as_str(), |(b, _)| b);
        OwnPostgres {
            port,
            url: format!("{base}/{db}"),
        }
    }

    fn stop(&self) {
        Self::script(self.port, "stop");
    }

    fn resume(&self) {
        Self::script(self.port, "resume");
    }
}

impl Drop for OwnPostgres {
    fn drop(&mut self) {
        let _ = std::process::Command::new(concat!(env!("CARGO_MANIFEST_DIR"), "/.ci/postgres"))
            .arg("stop")
            .env("SKALD_TEST_PG_PORT", self.port.to_string())
            .output();
    }
}

// Issue 32, item 10, on PostgreSQL: with the server stopped, a press and a look at one's hand
// are each answered within a few seconds that the table is unavailable for a moment (in the
// member's language, nothing changed); started again, the game goes on by itself.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn v_a_stopped_postgresql_is_told_at_once_and_the_game_goes_on_when_it_is_back() {
    let pg = OwnPostgres::start(54331).await;
    let world = World::on(&pg.url).await;
    let channel = channel_of(22);
    let people = vec![
        person(2201, "Dobrawa", "pl"),
        person(2202, "Hakon", "en-GB"),
    ];
    let mut m = Members::new(&world.fake, channel, people, 22);
    seat_everyone_with(&mut m, live()).await;
    assert!(!m.play_until(GAME_LIMIT, |m| m.presses >= 3).await);

    // Read once the last press has settled and someone has a prompt.
    let (who, options) = m.someone_to_move().await;
    let (before, before_log) = world.table(channel).await;
    pg.stop();
    let p = m.people[who].clone();
    let lang = Lang::from_locale(&p.locale).unwrap_or_default();
    let unavailable = render(&Text::new("error-unavailable"), lang);
    let started = Instant::now();
    let press = m.press_as(&p, &options[0]).await;
    let said = told(&m, press).await;
    let pressed = started.elapsed();
    assert!(said.contains(&unavailable), "{said}");
    let started = Instant::now();
    let hand = m.slash(who, "hand", Vec::new()).await;
    let looked = started.elapsed();
    let said: String = hand.iter().map(Sent::text).collect();
    assert!(said.contains(&unavailable), "{said}");
    println!("v: a press told after {pressed:?}, a hand after {looked:?}");
    assert!(pressed < Duration::from_secs(5), "{pressed:?}");
    assert!(looked < Duration::from_secs(5), "{looked:?}");

    pg.resume();
    let (after, after_log) = world.table(channel).await;
    assert_eq!(after.version, before.version, "nothing changed");
    assert_eq!(after_log.len(), before_log.len());
    let presses = m.presses;
    assert!(!m.play_until(GAME_LIMIT, |m| m.presses >= presses + 6).await);
    let (later, _) = world.table(channel).await;
    assert!(later.version > before.version, "the game goes on");
    world.checks("v");
}
