//! A fake Discord for end-to-end tests, on 127.0.0.1 only: the REST routes the bot calls and a
//! gateway WebSocket that dispatches interactions. Every request is checked against Discord's
//! OpenAPI spec and documented limits; what the bot sends is kept for the test to read.
//!
//! - [`FakeDiscord::interact`] dispatches any INTERACTION_CREATE payload (see [`payload`] for
//!   slash commands with arbitrary options, autocompletes and component presses) and records
//!   the bot's callback ([`Dispatched`]).
//! - Faults ([`faults`]): [`FakeDiscord::inject`] a rule such as
//!   `Fault::on("POST /channels/{id}/messages").rate_limited(1.5).times(2)` (also `.status(500)`,
//!   `.delay(..)`, `.always()`, `.when(|request| ..)`); [`FakeDiscord::hits`] lists what was
//!   handed out and when, [`World::arrivals`] when each request came.
//! - The gateway: [`FakeDiscord::ask_reconnect`] (op 7, the bot resumes),
//!   [`FakeDiscord::drop_gateway`] (the connection just ends, no RECONNECT: the bot must notice,
//!   reconnect and resume) and [`FakeDiscord::close_gateway`] (a close frame with a code).
#![allow(dead_code)]

pub mod bot;
pub mod faults;
pub mod gateway;
pub mod labels;
pub mod members;
pub mod metrics;
pub mod payload;
pub mod rest;
pub mod upload;

use std::collections::{HashMap, HashSet};
use std::net::SocketAddr;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use serde_json::Value;
use tokio::sync::{mpsc, Notify};

use super::discord_spec::Spec;
pub use payload::Person;

/// Where a message lives.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Place {
    Channel(u64),
    /// A DM to this user.
    Dm(u64),
    /// An ephemeral reply to this user's interaction.
    Ephemeral(u64),
}

/// A message the bot sent (as Discord would store it), with its later edits applied.
#[derive(Clone, Debug)]
pub struct Sent {
    pub id: u64,
    pub place: Place,
    /// The message object as Discord returns it.
    pub json: Value,
    pub deleted: bool,
    /// The order in which messages were created.
    pub seq: u64,
    /// When the message was last created or edited, on the same count as `seq`.
    pub touched: u64,
    /// When controls were last put on the message (sent with it, or by an edit), on the same
    /// count; 0 if it never had any.
    pub armed: u64,
    /// The controls it was then given (an edit may have taken them away since).
    pub armed_with: Vec<Control>,
    /// The message as first sent, before edits took its components away.
    pub first: Value,
    /// The files it carries now (its attachments' contents).
    pub files: Vec<upload::FilePart>,
}

impl Sent {
    /// All text a person sees: content, embed titles, descriptions and fields.
    pub fn text(&self) -> String {
        message_text(&self.json)
    }

    /// The channel the message lives in.
    pub fn channel(&self) -> u64 {
        self.json["channel_id"]
            .as_str()
            .and_then(|c| c.parse().ok())
            .unwrap_or_default()
    }

    /// Custom ids of the components still on the message, with a select's option values and
    /// whether several may be picked.
    pub fn components(&self) -> Vec<(String, Vec<String>, bool)> {
        components_of(&self.json)
    }

    /// The components as first sent, before an edit took them away.
    pub fn first_components(&self) -> Vec<(String, Vec<String>, bool)> {
        components_of(&self.first)
    }

    /// The controls on the message as it stands now, with what they say.
    pub fn controls(&self) -> Vec<Control> {
        controls_of(&self.json)
    }
}

/// A button or a select, as a member sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Control {
    pub custom_id: String,
    /// A button's label (empty for a select).
    pub label: String,
    /// A select's options: (label, value).
    pub options: Vec<(String, String)>,
    /// Whether several options may be picked at once.
    pub multi: bool,
}

pub fn controls_of(message: &Value) -> Vec<Control> {
    let text = |v: &Value| v.as_str().unwrap_or_default().to_string();
    let mut out = Vec::new();
    for row in message["components"].as_array().into_iter().flatten() {
        for c in row["components"].as_array().into_iter().flatten() {
            let Some(id) = c["custom_id"].as_str() else {
                continue;
            };
            let options = c["options"]
                .as_array()
                .into_iter()
                .flatten()
                .filter_map(|o| Some((text(&o["label"]), o["value"].as_str()?.to_string())))
                .collect();
            out.push(Control {
                custom_id: id.to_string(),
                label: text(&c["label"]),
                options,
                multi: c["max_values"].as_u64().unwrap_or(1) > 1,
            });
        }
    }
    out
}

fn components_of(message: &Value) -> Vec<(String, Vec<String>, bool)> {
    controls_of(message)
        .into_iter()
        .map(|c| {
            let values = c.options.into_iter().map(|(_, v)| v).collect();
            (c.custom_id, values, c.multi)
        })
        .collect()
}

pub fn message_text(m: &Value) -> String {
    let mut parts = Vec::new();
    if let Some(c) = m["content"].as_str() {
        parts.push(c.to_string());
    }
    for e in m["embeds"].as_array().into_iter().flatten() {
        for key in ["title", "description"] {
            if let Some(s) = e[key].as_str() {
                parts.push(s.to_string());
            }
        }
        if let Some(s) = e["footer"]["text"].as_str() {
            parts.push(s.to_string());
        }
        for f in e["fields"].as_array().into_iter().flatten() {
            for key in ["name", "value"] {
                if let Some(s) = f[key].as_str() {
                    parts.push(s.to_string());
                }
            }
        }
    }
    parts.retain(|p| !p.is_empty());
    parts.join("\n")
}

/// An interaction the fake dispatched.
#[derive(Clone, Debug)]
pub struct Dispatched {
    pub person: u64,
    pub at: Instant,
    /// When the bot's first callback arrived.
    pub acked: Option<Duration>,
    /// The callback's type (5 deferred, 6 deferred update, 8 autocomplete result, …).
    pub callback: Option<u64>,
    /// The callback body (autocomplete choices live here).
    pub callback_body: Option<Value>,
    /// The message the deferred reply edits (for a component: the message it sits on).
    pub original: Option<u64>,
    pub channel: u64,
    /// Follow-up messages the bot sent for it.
    pub followups: Vec<u64>,
    /// What was dispatched (type and data).
    pub what: String,
    /// For a press by a scripted member: whether the control was one of their current ones
    /// (on the newest message holding their controls, still there) at the moment of the press.
    pub current: Option<bool>,
    /// The count of messages sent and edited when it was dispatched (see [`Sent::touched`]).
    pub seq_at: u64,
    /// When it was dispatched, in milliseconds since the Unix epoch (as the transcript's).
    pub at_ms: i64,
    /// For a press: the message the pressed control was on.
    pub pressed: Option<u64>,
    /// A deferred reply (callback type 5) waits for its first follow-up, which fills it.
    pub deferred: bool,
    /// The shard (`[shard, total]`) whose session it was dispatched on.
    pub shard: Option<[u64; 2]>,
}

#[derive(Default)]
pub struct World {
    pub next_id: u64,
    pub next_seq: u64,
    pub messages: Vec<Sent>,
    pub dm_channels: HashMap<u64, u64>,
    pub dm_closed: HashSet<u64>,
    /// DM channels Discord no longer knows (10003: Unknown Channel).
    pub gone_channels: HashSet<u64>,
    pub interactions: HashMap<u64, Dispatched>,
    pub tokens: HashMap<String, u64>,
    /// Every request: (method, path, spec template).
    pub requests: Vec<(String, String, String)>,
    /// Every request in order, as the bot sent it: method, route template, path and body, when
    /// it came (`at_ms`, milliseconds since the Unix epoch) and, when a fault answered it, the
    /// status it got (`fault`).
    pub transcript: Vec<Value>,
    /// Requests that broke the spec or Discord's limits, or that Discord would not know.
    pub violations: Vec<String>,
    /// Every request as it arrived (before any injected delay).
    pub arrivals: Vec<faults::Arrival>,
    /// Fault rules still in force, in the order injected.
    pub faults: Vec<faults::Fault>,
    /// Requests answered with an injected status.
    pub hits: Vec<faults::Hit>,
    pub commands: Vec<Value>,
    pub gateway: gateway::Sessions,
    /// Posts that repeated an earlier post's nonce (with `enforce_nonce`): answered with the
    /// message already made.
    pub nonce_repeats: u32,
}

impl World {
    pub fn id(&mut self) -> u64 {
        self.next_id += 1;
        1_000_000_000_000_000 + self.next_id
    }

    /// A message that is still there (Discord knows no deleted message: 10008).
    pub fn message(&self, id: u64) -> Option<&Sent> {
        self.messages.iter().find(|m| m.id == id && !m.deleted)
    }
}

pub struct Shared {
    pub world: Mutex<World>,
    /// Woken on every request and gateway event.
    pub changed: Notify,
    pub spec: Spec,
    pub addr: SocketAddr,
    /// The heartbeat interval the gateway asks new connections for.
    pub heartbeat_ms: std::sync::atomic::AtomicU64,
}

impl Shared {
    pub fn world(&self) -> MutexGuard<'_, World> {
        self.world.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// The fake Discord, serving until dropped.
pub struct FakeDiscord {
    pub shared: Arc<Shared>,
    server: tokio::task::JoinHandle<()>,
}

impl Drop for FakeDiscord {
    fn drop(&mut self) {
        self.server.abort();
    }
}

impl FakeDiscord {
    pub async fn start() -> FakeDiscord {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("a local port");
        let addr = listener.local_addr().expect("the port");
        let shared = Arc::new(Shared {
            world: Mutex::new(World::default()),
            changed: Notify::new(),
            spec: Spec::new(),
            addr,
            heartbeat_ms: std::sync::atomic::AtomicU64::new(gateway::HEARTBEAT_MS),
        });
        let app = rest::router(shared.clone());
        // No Nagle delay on the fake's side: the latencies measured are the bot's.
        let listener = axum::serve::ListenerExt::tap_io(listener, |tcp| {
            let _ = tcp.set_nodelay(true);
        });
        let server = tokio::spawn(async move {
            let _ = axum::serve(listener, app).await;
        });
        FakeDiscord { shared, server }
    }

    /// Asks connections made from now on to heartbeat every `ms` (the default is short, so
    /// that a game of a few seconds sees several; under heavy load a stall of a second must
    /// not read as a dead connection).
    pub fn heartbeat_every(&self, ms: u64) {
        let at = &self.shared.heartbeat_ms;
        at.store(ms, std::sync::atomic::Ordering::Relaxed);
    }

    /// The base URL the bot is given as SKALD_DISCORD_API.
    pub fn url(&self) -> String {
        format!("http://{}", self.shared.addr)
    }

    pub fn world(&self) -> MutexGuard<'_, World> {
        self.shared.world()
    }

    /// Waits until `f` holds (checked after every change), or panics after `limit`.
    pub async fn until<T>(
        &self,
        what: &str,
        limit: Duration,
        f: impl FnMut(&World) -> Option<T>,
    ) -> T {
        match self.within(limit, f).await {
            Some(t) => t,
            None => panic!("timed out waiting for {what}"),
        }
    }

    /// Waits until `f` holds (checked after every change), at most `limit`.
    pub async fn within<T>(
        &self,
        limit: Duration,
        mut f: impl FnMut(&World) -> Option<T>,
    ) -> Option<T> {
        let end = Instant::now() + limit;
        loop {
            let notified = self.shared.changed.notified();
            if let Some(t) = f(&self.world()) {
                return Some(t);
            }
            let left = end.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return None;
            }
            let _ = tokio::time::timeout(left.min(Duration::from_millis(200)), notified).await;
        }
    }

    /// Sends an interaction to the bot over the gateway; returns its id.
    pub async fn interact(
        &self,
        person: &Person,
        channel: u64,
        make: impl FnOnce(u64, &str) -> Value,
    ) -> u64 {
        self.until("a connected bot", Duration::from_secs(60), |w| {
            w.gateway.ready().then_some(())
        })
        .await;
        let id = {
            let mut w = self.world();
            let id = w.id();
            let token = format!("tok{id}");
            let payload = make(id, &token);
            w.tokens.insert(token, id);
            let seq_at = w.next_seq;
            w.interactions.insert(
                id,
                Dispatched {
                    person: person.id,
                    at: Instant::now(),
                    acked: None,
                    callback: None,
                    callback_body: None,
                    original: None,
                    channel,
                    followups: Vec::new(),
                    what: format!("type {} {}", payload["type"], payload["data"]),
                    current: None,
                    seq_at,
                    at_ms: epoch_ms(),
                    pressed: None,
                    deferred: false,
                    shard: None,
                },
            );
            let shard = w.gateway.dispatch("INTERACTION_CREATE", payload);
            if let Some(d) = w.interactions.get_mut(&id) {
                d.shard = shard;
            }
            id
        };
        id
    }

    /// `person` says something in `channel` (a MESSAGE_CREATE on the gateway). Chat is not one
    /// of the bot's messages: it is not kept among them.
    pub async fn chat(&self, person: &Person, channel: u64, text: &str) {
        let mut w = self.world();
        let id = w.id();
        let author = payload::user(person.id, &person.name, false);
        let body = serde_json::json!({ "content": text });
        let mut m = payload::message(id, channel, &author, &body, false);
        m["guild_id"] = serde_json::json!(payload::GUILD.to_string());
        w.gateway.dispatch("MESSAGE_CREATE", m);
    }

    /// Waits for the bot to answer interaction `id` and returns the callback type.
    pub async fn acked(&self, id: u64) -> u64 {
        let what = self.world().interactions[&id].what.clone();
        self.until(
            &format!("the callback of {what}"),
            Duration::from_secs(30),
            |w| w.interactions.get(&id).and_then(|d| d.callback),
        )
        .await
    }

    /// Acknowledgement latencies so far, in milliseconds.
    pub fn latencies(&self) -> Vec<f64> {
        let w = self.world();
        let mut l: Vec<f64> = w
            .interactions
            .values()
            .filter_map(|d| d.acked.map(|a| a.as_secs_f64() * 1000.0))
            .collect();
        l.sort_by(f64::total_cmp);
        l
    }

    /// Asks the gateway to tell the bot to reconnect (op 7); the bot should RESUME.
    pub fn ask_reconnect(&self) {
        if let Some(tx) = self.world().gateway.sender() {
            let _ = tx.send(gateway::Out::Reconnect);
        }
    }

    /// Ends the bot's gateway connection without a word (no RECONNECT, no close frame), as a
    /// network failure would; the bot must reconnect and resume on its own.
    pub fn drop_gateway(&self) {
        if let Some(tx) = self.world().gateway.sender() {
            let _ = tx.send(gateway::Out::Drop);
        }
    }

    /// Drops the bot's gateway connection and refuses every try to connect (with a 503) for
    /// `time`, as Discord's gateway does in an outage.
    pub fn refuse_gateway(&self, time: Duration) {
        self.world().gateway.refused_until = Some(std::time::Instant::now() + time);
        self.drop_gateway();
    }

    /// Closes the bot's gateway connection with a close frame of `code` (4000: unknown error,
    /// which Discord lets a bot resume after).
    pub fn close_gateway(&self, code: u16) {
        if let Some(tx) = self.world().gateway.sender() {
            let _ = tx.send(gateway::Out::Close(code));
        }
    }

    /// Forgets `user`'s DM channel, as Discord may: a post to it is refused (10003) and the
    /// next open gives a new one.
    pub fn forget_dm(&self, user: u64) {
        let mut w = self.world();
        if let Some(old) = w.dm_channels.remove(&user) {
            w.gone_channels.insert(old);
        }
    }

    /// How many times the bot opened a DM channel (POST /users/@me/channels answered with the
    /// channel, not with an injected fault).
    pub fn dm_opens(&self) -> usize {
        let w = self.world();
        let open =
            |method: &str, path: &str| method == "POST" && path.ends_with("/users/@me/channels");
        let asked = w.requests.iter().filter(|r| open(&r.0, &r.1)).count();
        let faulted = w.hits.iter().filter(|h| open(&h.method, &h.path)).count();
        asked - faulted
    }

    /// Adds a fault rule (see [`faults`]).
    pub fn inject(&self, fault: faults::Fault) {
        self.world().faults.push(fault);
    }

    /// Takes every fault rule away: from now on requests are answered as usual.
    pub fn clear_faults(&self) {
        self.world().faults.clear();
    }

    /// The injected answers handed out so far.
    pub fn hits(&self) -> Vec<faults::Hit> {
        self.world().hits.clone()
    }

    /// How long after each of `hits` the same request (method, path and body) came again
    /// (`None`: it did not).
    pub fn retried_after(&self, hits: &[faults::Hit]) -> Vec<(faults::Hit, Option<Duration>)> {
        let w = self.world();
        hits.iter()
            .map(|h| {
                let again = w
                    .arrivals
                    .iter()
                    .find(|a| {
                        a.method == h.method && a.path == h.path && a.body == h.body && a.at > h.at
                    })
                    .map(|a| a.at - h.at);
                (h.clone(), again)
            })
            .collect()
    }

    /// Opens a DM channel id for `user` (as POST /users/@me/channels does).
    pub fn dm_channel(w: &mut World, user: u64) -> u64 {
        if let Some(&c) = w.dm_channels.get(&user) {
            return c;
        }
        let c = w.id();
        w.dm_channels.insert(user, c);
        c
    }
}

/// Unbounded sender of gateway frames to the bot's current connection.
pub type GatewaySender = mpsc::UnboundedSender<gateway::Out>;

/// Now, in milliseconds since the Unix epoch.
pub fn epoch_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64)
}
