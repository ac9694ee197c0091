//! How a game reads on Discord, counted from what the bot asked of it: the requests it made
//! (the transcript), the messages left at the end, the presses the members made, and the
//! game's own action log. One line per scenario:
//!
//! `e2e messages <scenario>: channel_created=N edits=N deletes=N dms_per_player_round_max=N
//! pings=N human_turns=N stubs_left=N own_refusals=N pictures_bytes=N ephemeral_live_max=N
//! dm_live_consoles_max=N`
//!
//! Only requests Discord accepted count (a 429 or a 500 the fake handed out does not; the
//! retry that followed does).
//!
//! - **channel_created**: new messages in the game channel — channel posts, and replies to
//!   interactions there that everyone sees (a non-ephemeral interaction reply or deferred
//!   reply, a non-ephemeral follow-up). Ephemeral replies and DMs are not in the channel. The
//!   first follow-up after a deferred reply is no new message: it fills the deferred one (as
//!   on Discord, where it also pings nobody), and is no edit either.
//! - **edits**: PATCHes of a message (channel, DM or interaction reply) and interaction
//!   callbacks that update the pressed message (type 7).
//! - **deletes**: DELETEs of a message.
//! - **dms_per_player_round_max**: new DM messages one member got in one round, at most. A
//!   request belongs to the round the game was in when it came: the round after the last
//!   action committed before it (the action log carries commit times; the bot tells a change
//!   only after committing it).
//! - **pings**: members pinged by new messages (not edits, which notify nobody; not ephemeral
//!   replies): a message whose content mentions a member (`<@id>`) and whose
//!   `allowed_mentions` let that user be pinged (no `allowed_mentions` at all lets everyone
//!   be) pings them; one message calling three members is three pings.
//! - **human_turns**: the turns humans took: a turn is a run of actions of one human seat in
//!   one phase with no other seat acting in between, and all of a seat's actions in one
//!   decision everyone makes at the same time (simultaneous warrior assignment, the last
//!   runes) are one turn.
//!   What a seat does with no decision pending (a rune used while others decide) is no turn
//!   and ends nobody's. A simultaneous decision that someone turns into one-at-a-time (the
//!   turn-order demand) before a human seat answered it was still a turn offered to that seat:
//!   it counts, and so does the seat's own turn when it comes, unless the seat moves right
//!   after the demand (then the offer simply goes on).
//! - **stubs_left**: channel messages still there at the end, without controls, that only say
//!   someone must act (every line reads as "X must …" in some language, mentions aside).
//! - **pictures_bytes**: the bytes of every picture (PNG) uploaded, with posts, edits and
//!   interaction replies alike; an edit that keeps the picture the message has uploads none.
//! - **ephemeral_live_max**: the most ephemeral replies one member had at one moment that
//!   still carried controls (a menu left live above a newer one is a stale duplicate).
//! - **dm_live_consoles_max**: the most live consoles one DM held at one moment: messages
//!   with controls or more than one line (an old console collapsed to one line is not live).
//!   Both are counted after every request the fake answered (see [`live_now`]).
//! - **own_refusals**: members' presses of controls that were their current ones when pressed
//!   (see [`super::members::Members::is_current`]) and that the bot answered with an error
//!   (an embed in the error colour). A press whose message the bot edited or deleted while
//!   the press was in flight (another seat's move landed as it was made, as can happen to
//!   anyone) is not counted, but listed among the refusals, marked.

use std::collections::{BTreeMap, HashMap, HashSet};

use serde_json::Value;

use super::labels::{Kind, Labels};
use super::message_text;

/// The embed colour of an error reply.
pub const ERROR_COLOR: u64 = 0xB03A2E;

/// An interaction a member sent.
#[derive(Clone, Debug)]
pub struct Interaction {
    pub token: String,
    pub user: u64,
    /// The channel it came from (the game channel or a DM).
    pub channel: u64,
    /// For a press: whether the control was one of the member's current ones.
    pub current: Option<bool>,
    /// For a press: the message the control was on.
    pub pressed: Option<u64>,
    /// When it was dispatched, in milliseconds since the Unix epoch.
    pub at_ms: i64,
    /// What was sent (for a failure report).
    pub what: String,
}

/// One action of the game's log.
#[derive(Clone, Debug)]
pub struct Act {
    pub seat: u8,
    pub human: bool,
    /// When it was committed, in milliseconds since the Unix epoch.
    pub at_ms: i64,
    /// The round the game is in after it.
    pub round: u32,
    /// The game's phase when it was played (round and phase: `TableGame::phase_key`).
    pub phase: u32,
    /// Set when the action answered a decision all seats make at the same time: the same
    /// value for every action of that decision.
    pub together: Option<u32>,
    /// Set when the seat had no decision pending: something it may do while others decide
    /// (a rune used any time). Such an action is no turn and does not end anyone's.
    pub aside: bool,
    /// Human seats whose simultaneous decision this action withdrew before they answered it
    /// (it made the others decide one at a time): each had been offered a turn.
    pub withdrawn: Vec<u8>,
}

/// Everything the metrics are computed from.
#[derive(Clone, Debug, Default)]
pub struct Record {
    /// The game channel.
    pub channel: u64,
    /// DM channel → the member it is with.
    pub dms: HashMap<u64, u64>,
    /// The members' user ids.
    pub members: Vec<u64>,
    /// Every request, as the fake recorded it (`method`, `route`, `path`, `body`, `at_ms`,
    /// `status`).
    pub transcript: Vec<Value>,
    pub interactions: Vec<Interaction>,
    /// The game channel's messages still there at the end, as they stand.
    pub finals: Vec<Value>,
    /// The round the game was dealt in (before its first action).
    pub start_round: u32,
    /// The action log, in order.
    pub acts: Vec<Act>,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Metrics {
    pub channel_created: usize,
    pub edits: usize,
    pub deletes: usize,
    pub dms_per_player_round_max: usize,
    pub pings: usize,
    pub human_turns: usize,
    pub stubs_left: usize,
    pub own_refusals: usize,
    pub pictures_bytes: u64,
    pub ephemeral_live_max: usize,
    pub dm_live_consoles_max: usize,
    /// Beyond the line: every action of a human seat.
    pub human_actions: usize,
    /// Beyond the line: new DM messages in all.
    pub dms: usize,
    /// Beyond the line: presses of the members' current controls.
    pub current_presses: usize,
    /// Beyond the line, for a failure report: each own refusal, what was pressed and the
    /// answer.
    pub refusals: Vec<String>,
    /// Beyond the line: pings per member, and human turns per seat.
    pub pings_to: BTreeMap<u64, usize>,
    pub turns_of: BTreeMap<u8, usize>,
}

/// The bytes of the pictures one request uploaded.
fn pictures_bytes(q: &Value) -> u64 {
    let files = q["files"].as_array().into_iter().flatten();
    files
        .filter(|f| f["filename"].as_str().is_some_and(|n| n.ends_with(".png")))
        .filter_map(|f| f["size"].as_u64())
        .sum()
}

/// What a request left live, as the fake counted it after answering (see [`live_now`]).
fn live(q: &Value, what: &str) -> usize {
    q["live"][what].as_u64().unwrap_or(0) as usize
}

/// What the messages leave live now, as the transcript records it after each request: the
/// most live consoles in one DM, and the most ephemeral replies with controls one member has.
pub fn live_now(messages: &[super::Sent]) -> Value {
    let mut consoles: HashMap<u64, usize> = HashMap::new();
    let mut menus: HashMap<u64, usize> = HashMap::new();
    for m in messages.iter().filter(|m| !m.deleted) {
        match m.place {
            // Per DM channel: a member whose DM channel Discord lost gets a new one.
            super::Place::Dm(_) if is_live_console(&m.json) => {
                let channel = m.json["channel_id"].as_str().and_then(|c| c.parse().ok());
                *consoles.entry(channel.unwrap_or(0)).or_default() += 1;
            }
            super::Place::Ephemeral(user) if !super::controls_of(&m.json).is_empty() => {
                *menus.entry(user).or_default() += 1;
            }
            _ => {}
        }
    }
    let most = |counts: HashMap<u64, usize>| counts.into_values().max().unwrap_or(0);
    serde_json::json!({ "dm_consoles": most(consoles), "ephemeral_menus": most(menus) })
}

/// A DM message that is a console still in use: it has controls, or says more than a line
/// without saying first that it moved below (a moved console keeps only the secrets its
/// last round told, under that line).
fn is_live_console(message: &Value) -> bool {
    let text = message_text(message);
    let mut lines = text.lines().filter(|l| !l.trim().is_empty());
    let moved = lines.next().is_some_and(|l| l.trim_end().ends_with(MOVED));
    let more = lines.next().is_some();
    !super::controls_of(message).is_empty() || more && !moved
}

/// How the line of a console that moved below ends, in both languages.
const MOVED: &str = "⬇️";

impl Metrics {
    /// The line printed for `scenario`.
    pub fn line(&self, scenario: &str) -> String {
        format!(
            "e2e messages {scenario}: channel_created={} edits={} deletes={} \
             dms_per_player_round_max={} pings={} human_turns={} stubs_left={} own_refusals={} \
             pictures_bytes={} ephemeral_live_max={} dm_live_consoles_max={}",
            self.channel_created,
            self.edits,
            self.deletes,
            self.dms_per_player_round_max,
            self.pings,
            self.human_turns,
            self.stubs_left,
            self.own_refusals,
            self.pictures_bytes,
            self.ephemeral_live_max,
            self.dm_live_consoles_max
        )
    }

    pub fn of(r: &Record) -> Metrics {
        let by_token: HashMap<&str, &Interaction> = r
            .interactions
            .iter()
            .map(|i| (i.token.as_str(), i))
            .collect();
        let mut m = Metrics::default();
        let mut dms: HashMap<(u64, u32), usize> = HashMap::new();
        let mut refused: HashSet<&str> = HashSet::new();
        // Interactions whose deferred reply waits for the follow-up that fills it.
        let mut deferred: HashSet<&str> = HashSet::new();
        // When each message was edited or deleted (milliseconds since the epoch), over the
        // whole game: the edit a change owes a message often follows the refusal it caused.
        let changed = changes(&r.transcript);
        for q in &r.transcript {
            if !(200..300).contains(&q["status"].as_u64().unwrap_or(200)) {
                continue;
            }
            m.pictures_bytes += pictures_bytes(q);
            m.ephemeral_live_max = m.ephemeral_live_max.max(live(q, "ephemeral_menus"));
            m.dm_live_consoles_max = m.dm_live_consoles_max.max(live(q, "dm_consoles"));
            let method = q["method"].as_str().unwrap_or_default();
            let route = q["route"].as_str().unwrap_or_default();
            let path = q["path"].as_str().unwrap_or_default();
            let body = &q["body"];
            let seg: Vec<&str> = path.trim_matches('/').split('/').collect();
            let num = |i: usize| seg.get(i).and_then(|s| s.parse::<u64>().ok());
            // A new message: where it lives (None: only its recipient sees it) and its body.
            let mut created: Option<(Option<u64>, &Value)> = None;
            // An interaction's answer, by its token.
            let mut answer: Option<(&str, &Value)> = None;
            match (method, route) {
                ("POST", "/channels/{channel_id}/messages") => {
                    created = Some((num(1), body));
                }
                ("PATCH", r) if r.contains("/messages/") => m.edits += 1,
                ("DELETE", r) if r.contains("/messages/") => m.deletes += 1,
                ("POST", "/interactions/{interaction_id}/{interaction_token}/callback") => {
                    let token = seg.get(2).copied().unwrap_or_default();
                    let data = &body["data"];
                    match body["type"].as_u64() {
                        Some(kind @ (4 | 5)) => {
                            if kind == 5 {
                                deferred.insert(token);
                            }
                            let channel = by_token.get(token).map(|i| i.channel);
                            created = Some((channel.filter(|_| !ephemeral(data)), data));
                            answer = Some((token, data));
                        }
                        Some(7) => {
                            m.edits += 1;
                            answer = Some((token, data));
                        }
                        _ => {}
                    }
                }
                ("POST", "/webhooks/{webhook_id}/{webhook_token}") => {
                    let token = seg.get(2).copied().unwrap_or_default();
                    let channel = by_token.get(token).map(|i| i.channel);
                    if !deferred.remove(token) {
                        created = Some((channel.filter(|_| !ephemeral(body)), body));
                    }
                    answer = Some((token, body));
                }
                _ => {}
            }
            if let Some((token, data)) = answer {
                let press = by_token.get(token).filter(|i| i.current == Some(true));
                if let Some(press) = press.filter(|_| has_color(data, ERROR_COLOR)) {
                    let answered = q["at_ms"].as_i64().unwrap_or(0);
                    let in_flight = press.at_ms..=answered + RACE_MS;
                    let raced = press
                        .pressed
                        .and_then(|id| changed.get(&id))
                        .is_some_and(|times| times.iter().any(|at| in_flight.contains(at)));
                    if !raced && refused.insert(token) {
                        let answer = message_text(data);
                        m.refusals.push(format!("{} → {answer}", press.what));
                    } else if raced {
                        let answer = message_text(data);
                        m.refusals
                            .push(format!("(raced an edit) {} → {answer}", press.what));
                    }
                }
            }
            let Some((Some(channel), message)) = created else {
                continue;
            };
            if channel == r.channel {
                m.channel_created += 1;
            }
            if let Some(&user) = r.dms.get(&channel) {
                m.dms += 1;
                let at = q["at_ms"].as_i64().unwrap_or(0);
                *dms.entry((user, r.round_at(at))).or_default() += 1;
            }
            for &u in r.members.iter().filter(|&&u| pings(message, u)) {
                m.pings += 1;
                *m.pings_to.entry(u).or_default() += 1;
            }
        }
        m.dms_per_player_round_max = dms.values().copied().max().unwrap_or(0);
        m.own_refusals = refused.len();
        m.current_presses = r
            .interactions
            .iter()
            .filter(|i| i.current == Some(true))
            .count();
        m.human_actions = r.acts.iter().filter(|a| a.human).count();
        m.turns_of = turns(&r.acts);
        m.human_turns = m.turns_of.values().sum();
        let labels = Labels::new();
        m.stubs_left = r.finals.iter().filter(|f| is_stub(f, &labels)).count();
        m
    }
}

impl Record {
    /// The round the game was in at `at_ms`.
    pub fn round_at(&self, at_ms: i64) -> u32 {
        self.acts
            .iter()
            .take_while(|a| a.at_ms <= at_ms)
            .last()
            .map_or(self.start_round, |a| a.round)
    }
}

fn ephemeral(body: &Value) -> bool {
    body["flags"].as_u64().is_some_and(|f| f & 64 != 0)
}

fn has_color(message: &Value, color: u64) -> bool {
    message["embeds"]
        .as_array()
        .into_iter()
        .flatten()
        .any(|e| e["color"].as_u64() == Some(color))
}

/// Whether a new message with this body pings `user`.
pub fn pings(message: &Value, user: u64) -> bool {
    let content = message["content"].as_str().unwrap_or_default();
    let mentioned =
        content.contains(&format!("<@{user}>")) || content.contains(&format!("<@!{user}>"));
    if !mentioned {
        return false;
    }
    let allowed = &message["allowed_mentions"];
    if allowed.is_null() {
        return true;
    }
    let listed = |key: &str, want: &str| {
        allowed[key].as_array().into_iter().flatten().any(|v| {
            v.as_str() == Some(want) || v.as_u64().map(|n| n.to_string()).as_deref() == Some(want)
        })
    };
    listed("parse", "users") || listed("users", &user.to_string())
}

/// Turns humans took, per seat (see the module's documentation).
pub fn turns(acts: &[Act]) -> BTreeMap<u8, usize> {
    let acts: Vec<&Act> = acts.iter().filter(|a| !a.aside).collect();
    let mut n = BTreeMap::new();
    let mut together: HashSet<(u8, u32)> = HashSet::new();
    for (i, a) in acts.iter().enumerate() {
        if !a.human {
            continue;
        }
        // A seat whose simultaneous decision was just withdrawn and who moves next keeps the
        // turn it was offered (its prompt changes in place).
        let continues = i > 0
            && (acts[i - 1].seat == a.seat && acts[i - 1].phase == a.phase
                || acts[i - 1].withdrawn.contains(&a.seat));
        let joined = a.together.is_some_and(|g| !together.insert((a.seat, g)));
        if !continues && !joined {
            *n.entry(a.seat).or_default() += 1;
        }
        if let Some(g) = a.together {
            for &seat in &a.withdrawn {
                if together.insert((seat, g)) {
                    *n.entry(seat).or_default() += 1;
                }
            }
        }
    }
    n
}

/// A message left standing that only says someone must act.
pub fn is_stub(message: &Value, labels: &Labels) -> bool {
    if !super::controls_of(message).is_empty() {
        return false;
    }
    let text = message_text(message);
    let lines: Vec<&str> = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !only_mentions(l))
        .collect();
    !lines.is_empty() && lines.iter().all(|l| labels.kind(l) == Kind::Waiting)
}

fn only_mentions(line: &str) -> bool {
    line.split_whitespace().all(|w| {
        w.strip_prefix("<@")
            .and_then(|w| w.strip_suffix('>'))
            .is_some_and(|id| {
                id.trim_start_matches('!')
                    .chars()
                    .all(|c| c.is_ascii_digit())
            })
    })
}

/// How long after a refusal the edit of the change that caused it may come, and still be
/// that change's (the host answers a stale press at once, then sends the edit it owes).
const RACE_MS: i64 = 2_000;

/// Every time each message was edited or deleted, in the transcript's order.
fn changes(transcript: &[Value]) -> HashMap<u64, Vec<i64>> {
    let mut changed: HashMap<u64, Vec<i64>> = HashMap::new();
    for q in transcript {
        let method = q["method"].as_str().unwrap_or_default();
        let route = q["route"].as_str().unwrap_or_default();
        let ok = (200..300).contains(&q["status"].as_u64().unwrap_or(200));
        if !ok || !matches!(method, "PATCH" | "DELETE") || !route.contains("/messages/") {
            continue;
        }
        let path = q["path"].as_str().unwrap_or_default();
        let id = path.trim_matches('/').split('/').nth(3);
        if let Some(id) = id.and_then(|s| s.parse::<u64>().ok()) {
            changed
                .entry(id)
                .or_default()
                .push(q["at_ms"].as_i64().unwrap_or(0));
        }
    }
    changed
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    const CHANNEL: u64 = 7;
    const DM_A: u64 = 50;
    const DM_B: u64 = 51;

    fn request(method: &str, route: &str, path: &str, body: Value, at_ms: i64) -> Value {
        json!({ "method": method, "route": route, "path": path, "body": body, "at_ms": at_ms, "status": 200 })
    }

    fn post(channel: u64, body: Value, at_ms: i64) -> Value {
        request(
            "POST",
            "/channels/{channel_id}/messages",
            &format!("/channels/{channel}/messages"),
            body,
            at_ms,
        )
    }

    fn prompt(text: &str) -> Value {
        json!({ "embeds": [{ "color": 0xC9A227, "description": text }], "components": [] })
    }

    fn act(seat: u8, human: bool, at_ms: i64, round: u32, together: Option<u32>) -> Act {
        Act {
            seat,
            human,
            at_ms,
            round,
            phase: together.unwrap_or(round * 8 + 1),
            together,
            aside: false,
            withdrawn: Vec::new(),
        }
    }

    /// Two members (1 and 2) and a bot; a few rounds' worth of requests.
    fn record() -> Record {
        let button = json!([{ "type": 1, "components": [{ "type": 2, "custom_id": "skald:1:5:c0.0", "label": "Troll" }] }]);
        let error = json!({ "flags": 64, "embeds": [{ "color": ERROR_COLOR, "description": "The board has moved on." }] });
        let mut refused_429 = post(CHANNEL, json!({ "content": "lost" }), 5);
        refused_429["status"] = json!(429);
        refused_429["files"] = json!([{ "filename": "board.png", "size": 999 }]);
        let mut board = post(
            CHANNEL,
            json!({ "embeds": [{ "color": 1, "description": "Lobby" }] }),
            1,
        );
        board["files"] = json!([
            { "filename": "board.png", "size": 30_000 },
            { "filename": "notes.txt", "size": 7 }
        ]);
        let transcript = vec![
            // The lobby and the start: two channel messages and a deferred public reply.
            board,
            request(
                "POST",
                "/interactions/{interaction_id}/{interaction_token}/callback",
                "/interactions/90/tok90/callback",
                json!({ "type": 5, "data": {} }),
                2,
            ),
            refused_429,
            // Its follow-up fills the deferred reply: no new message, no ping.
            request(
                "POST",
                "/webhooks/{webhook_id}/{webhook_token}",
                "/webhooks/9/tok90",
                json!({ "content": "<@1> done" }),
                3,
            ),
            post(
                CHANNEL,
                json!({ "content": "<@1> your turn", "allowed_mentions": { "parse": [], "users": ["1"] }, "components": button }),
                6,
            ),
            // Round 1: member 1 gets two DMs, member 2 one.
            post(DM_A, json!({ "content": "secret" }), 10),
            post(DM_A, json!({ "content": "secret 2" }), 11),
            post(
                DM_B,
                json!({ "content": "<@2> not pinged", "allowed_mentions": { "parse": [] } }),
                12,
            ),
            // An edit, a press refused (current), a press refused (stale), an update.
            request(
                "PATCH",
                "/channels/{channel_id}/messages/{message_id}",
                "/channels/7/messages/3",
                json!({ "components": [] }),
                13,
            ),
            request(
                "POST",
                "/interactions/{interaction_id}/{interaction_token}/callback",
                "/interactions/91/tok91/callback",
                json!({ "type": 6 }),
                14,
            ),
            request(
                "POST",
                "/webhooks/{webhook_id}/{webhook_token}",
                "/webhooks/9/tok91",
                error.clone(),
                15,
            ),
            request(
                "POST",
                "/webhooks/{webhook_id}/{webhook_token}",
                "/webhooks/9/tok92",
                error.clone(),
                15,
            ),
            request(
                "POST",
                "/interactions/{interaction_id}/{interaction_token}/callback",
                "/interactions/93/tok93/callback",
                json!({ "type": 7, "data": { "components": [] } }),
                16,
            ),
            // Round 2 (from 20 on): member 1 gets three DMs; a message without allowed_mentions
            // pings both members it names.
            post(DM_A, json!({ "content": "a" }), 20),
            post(DM_A, json!({ "content": "b" }), 21),
            post(DM_A, json!({ "content": "c <@1> <@2>" }), 22),
            request(
                "DELETE",
                "/channels/{channel_id}/messages/{message_id}",
                "/channels/7/messages/3",
                Value::Null,
                23,
            ),
            // An ephemeral reply mentioning someone pings nobody.
            request(
                "POST",
                "/interactions/{interaction_id}/{interaction_token}/callback",
                "/interactions/94/tok94/callback",
                json!({ "type": 4, "data": { "flags": 64, "content": "<@1>" } }),
                24,
            ),
        ];
        let interaction = |token: &str, user, channel, current| Interaction {
            token: token.into(),
            user,
            channel,
            current,
            pressed: None,
            at_ms: 0,
            what: format!("press {token}"),
        };
        Record {
            channel: CHANNEL,
            dms: HashMap::from([(DM_A, 1), (DM_B, 2)]),
            members: vec![1, 2],
            transcript,
            interactions: vec![
                interaction("tok90", 1, CHANNEL, None),
                interaction("tok91", 1, CHANNEL, Some(true)),
                interaction("tok92", 2, DM_B, Some(false)),
                interaction("tok93", 2, DM_B, Some(true)),
                interaction("tok94", 1, CHANNEL, None),
            ],
            finals: vec![
                prompt("Astrid must place a worker."),
                json!({ "content": "<@1>", "embeds": [{ "color": 0xC9A227, "description": "Astrid must assign warriors and food.\nBjørn must assign warriors and food." }] }),
                prompt("Zbyszko musi teraz rozmieścić Robotnika."),
                // Not stubs: controls are left, or there is more to read.
                json!({ "embeds": [{ "description": "Astrid must place a worker." }], "components": button }),
                prompt("Astrid placed a worker on the Armorer.\nBjørn must place a worker."),
                json!({ "embeds": [{ "color": 1, "description": "Round 2 begins." }] }),
            ],
            start_round: 1,
            acts: vec![
                // Round 1: seat 0 twice in a row (one turn), the bot, seat 0 again (a turn),
                // seat 1; then assignment together: 0, 1, 0, 1 (one turn each).
                // Seat 1 uses a rune in between, with no decision of its own: no turn.
                act(0, true, 8, 1, None),
                Act {
                    aside: true,
                    ..act(1, true, 8, 1, None)
                },
                act(0, true, 8, 1, None),
                act(2, false, 8, 1, None),
                act(0, true, 9, 1, None),
                act(1, true, 13, 1, None),
                act(0, true, 14, 1, Some(1)),
                act(1, true, 15, 1, Some(1)),
                act(0, true, 16, 1, Some(1)),
                act(1, true, 19, 2, Some(1)),
                // Round 2's first placement.
                act(0, true, 25, 2, None),
            ],
        }
    }

    fn sent(id: u64, place: super::super::Place, json: Value) -> super::super::Sent {
        super::super::Sent {
            id,
            place,
            first: json.clone(),
            json,
            deleted: false,
            seq: id,
            touched: id,
            armed: 0,
            armed_with: Vec::new(),
            files: Vec::new(),
        }
    }

    #[test]
    fn live_consoles_and_menus_are_counted_per_dm_and_per_member() {
        use super::super::Place;
        let in_dm = |channel: u64, text: &str| json!({ "channel_id": channel.to_string(), "embeds": [{ "description": text }] });
        let console = in_dm(60, "Your hand\nRound 2: 3 coins");
        let collapsed = in_dm(60, "Round 1 — your hand moved below");
        let other_dm = in_dm(61, "Your hand\nRound 2: 3 coins");
        let menu = json!({ "content": "Move Loki", "components": [{ "type": 1, "components": [
            { "type": 2, "custom_id": "skald:1:2:c0", "label": "H3" }
        ] }] });
        let done = json!({ "content": "Move Loki" });
        let mut messages = vec![
            sent(1, Place::Dm(10), collapsed.clone()),
            sent(2, Place::Dm(10), console.clone()),
            sent(3, Place::Dm(11), other_dm.clone()),
            sent(4, Place::Ephemeral(10), menu.clone()),
            sent(5, Place::Ephemeral(10), done),
            sent(6, Place::Ephemeral(11), menu.clone()),
            sent(7, Place::Channel(7), console.clone()),
        ];
        let now = live_now(&messages);
        assert_eq!(now, json!({ "dm_consoles": 1, "ephemeral_menus": 1 }));
        messages.push(sent(8, Place::Dm(11), other_dm));
        messages.push(sent(9, Place::Ephemeral(11), menu));
        let now = live_now(&messages);
        assert_eq!(now, json!({ "dm_consoles": 2, "ephemeral_menus": 2 }));
        // A deleted message is live no more.
        messages[7].deleted = true;
        assert_eq!(live_now(&messages)["dm_consoles"], json!(1));
        // A member whose DM channel was lost gets a new one: each channel counts alone.
        messages.push(sent(
            10,
            Place::Dm(10),
            in_dm(62, "Your hand\nRound 3: 4 coins"),
        ));
        assert_eq!(live_now(&messages)["dm_consoles"], json!(1));
    }

    #[test]
    fn a_hand_made_transcript_is_counted() {
        let mut record = record();
        record.transcript[1]["live"] = json!({ "dm_consoles": 1, "ephemeral_menus": 2 });
        record.transcript[2]["live"] = json!({ "dm_consoles": 1, "ephemeral_menus": 1 });
        let m = Metrics::of(&record);
        assert_eq!(
            m,
            Metrics {
                channel_created: 3,
                edits: 2,
                deletes: 1,
                dms_per_player_round_max: 3,
                pings: 3,
                human_turns: 6,
                stubs_left: 3,
                own_refusals: 1,
                pictures_bytes: 30_000,
                ephemeral_live_max: 2,
                dm_live_consoles_max: 1,
                human_actions: 10,
                dms: 6,
                current_presses: 2,
                refusals: vec!["press tok91 → The board has moved on.".into()],
                pings_to: BTreeMap::from([(1, 2), (2, 1)]),
                turns_of: BTreeMap::from([(0, 4), (1, 2)]),
            }
        );
        assert_eq!(
            m.line("x"),
            "e2e messages x: channel_created=3 edits=2 deletes=1 dms_per_player_round_max=3 \
             pings=3 human_turns=6 stubs_left=3 own_refusals=1 pictures_bytes=30000 \
             ephemeral_live_max=2 dm_live_consoles_max=1"
        );
    }

    #[test]
    fn a_refused_press_counts_unless_its_message_changed_while_it_was_in_flight() {
        let error = json!({ "flags": 64, "embeds": [{ "color": ERROR_COLOR, "description": "The board has moved on." }] });
        // The press at 30, its refusal at 40, and an edit of the pressed message at
        // `edited_at`, the requests in the order they were made.
        let refused = |edited_at: i64| Record {
            channel: CHANNEL,
            transcript: {
                let mut requests = vec![
                    request(
                        "PATCH",
                        "/channels/{channel_id}/messages/{message_id}",
                        "/channels/7/messages/500",
                        json!({ "components": [] }),
                        edited_at,
                    ),
                    request(
                        "POST",
                        "/interactions/{interaction_id}/{interaction_token}/callback",
                        "/interactions/95/tok95/callback",
                        json!({ "type": 4, "data": error.clone() }),
                        40,
                    ),
                ];
                requests.sort_by_key(|q| q["at_ms"].as_i64());
                requests
            },
            interactions: vec![Interaction {
                token: "tok95".into(),
                user: 1,
                channel: CHANNEL,
                current: Some(true),
                pressed: Some(500),
                at_ms: 30,
                what: "press tok95".into(),
            }],
            ..Record::default()
        };
        // Edited before the press: the member saw it current, so the refusal counts.
        let before = Metrics::of(&refused(20));
        assert_eq!(before.own_refusals, 1, "{before:?}");
        // Edited while the press was in flight, or just after its refusal (the edit the
        // change that raced it owed): listed, not counted.
        for edited_at in [35, 45] {
            let raced = Metrics::of(&refused(edited_at));
            assert_eq!(raced.own_refusals, 0, "{edited_at}: {raced:?}");
            assert!(
                raced.refusals[0].starts_with("(raced an edit)"),
                "{raced:?}"
            );
        }
        // Edited only long after: nothing raced the press, so the refusal counts.
        let late = Metrics::of(&refused(40 + RACE_MS + 10));
        assert_eq!(late.own_refusals, 1, "{late:?}");
    }

    #[test]
    fn a_new_phase_starts_a_turn_even_for_the_seat_that_moved_last() {
        // Seat 0 places the last worker, then assigns with seat 1: two turns for seat 0.
        let acts = [
            act(0, true, 1, 1, None),
            act(0, true, 2, 1, Some(7)),
            act(1, true, 3, 1, Some(7)),
            act(0, true, 4, 1, Some(7)),
        ];
        assert_eq!(turns(&acts), BTreeMap::from([(0, 2), (1, 1)]));
    }

    #[test]
    fn a_simultaneous_turn_withdrawn_before_it_was_answered_was_still_offered() {
        // Seats 0 and 1 assign together; seat 0 demands turn order before seat 1 acts, so
        // seat 1 was offered a turn it never took, then takes its own: two turns for seat 1.
        let acts = [
            Act {
                withdrawn: vec![1],
                ..act(0, true, 1, 1, Some(7))
            },
            Act {
                phase: 7,
                ..act(0, true, 2, 1, None)
            },
            Act {
                phase: 7,
                ..act(1, true, 3, 1, None)
            },
        ];
        assert_eq!(turns(&acts), BTreeMap::from([(0, 1), (1, 2)]));
        // Had seat 1 moved right after the demand, its offer would simply have gone on.
        let acts = [acts[0].clone(), acts[2].clone(), acts[1].clone()];
        assert_eq!(turns(&acts), BTreeMap::from([(0, 2), (1, 1)]));
    }

    #[test]
    fn a_request_belongs_to_the_round_of_the_last_action_before_it() {
        let r = record();
        assert_eq!(r.round_at(0), 1);
        assert_eq!(r.round_at(18), 1);
        assert_eq!(r.round_at(19), 2);
        assert_eq!(r.round_at(1000), 2);
    }

    #[test]
    fn pings_need_a_mention_the_message_allows() {
        let u = 42;
        assert!(pings(&json!({ "content": "<@42>" }), u));
        assert!(pings(
            &json!({ "content": "<@!42> go", "allowed_mentions": { "parse": ["users"] } }),
            u
        ));
        assert!(pings(
            &json!({ "content": "<@42>", "allowed_mentions": { "parse": [], "users": ["42"] } }),
            u
        ));
        assert!(!pings(
            &json!({ "content": "<@42>", "allowed_mentions": { "parse": [] } }),
            u
        ));
        assert!(!pings(
            &json!({ "content": "<@42>", "allowed_mentions": { "users": ["43"] } }),
            u
        ));
        assert!(!pings(&json!({ "content": "<@420>" }), u));
        assert!(!pings(
            &json!({ "embeds": [{ "description": "<@42>" }] }),
            u
        ));
    }
}
