//! The fake gateway: HELLO, IDENTIFY → READY, heartbeats and their ACKs, RECONNECT and RESUME
//! (missed events replayed), dispatches, and connections dropped or closed on request. One
//! session per shard: with two processes each running some of the bot's shards, every event
//! goes to one of their sessions at random.

use std::sync::Arc;

use axum::extract::ws::{CloseFrame, Message, WebSocket};
use serde_json::{json, Value};
use tokio::sync::mpsc;

use super::payload;
use super::{GatewaySender, Shared};

/// The heartbeat interval the fake asks for, unless told another.
pub const HEARTBEAT_MS: u64 = 500;

/// A frame for the bot's connection.
#[derive(Debug)]
pub enum Out {
    /// An event, numbered in its session (and kept there for a RESUME) when it was handed out.
    Dispatch(Value),
    /// Op 7: reconnect and resume.
    Reconnect,
    /// End the connection without a word.
    Drop,
    /// End the connection with a close frame of this code.
    Close(u16),
}

/// One gateway session (one shard of the bot), as identified.
pub struct Session {
    pub id: String,
    /// `[shard, total]` as the bot identified.
    pub shard: [u64; 2],
    pub seq: u64,
    /// Dispatches of the session, kept for RESUME.
    sent: Vec<(u64, Value)>,
    /// The connection dispatches go to, once it is identified or resumed.
    current: Option<(u64, GatewaySender)>,
}

/// What the fake knows of the bot's gateway sessions: one per shard, whichever process runs
/// it. An event goes to one live session, picked at random when there are several.
#[derive(Default)]
pub struct Sessions {
    sessions: Vec<Session>,
    next_connection: u64,
    /// A xorshift state for picking a session (0: not yet seeded).
    pick: u64,
    pub connections: u32,
    /// Every try to connect (refused or not), and until when tries are refused.
    pub tries: Vec<std::time::Instant>,
    pub refused_until: Option<std::time::Instant>,
    pub refused: u32,
    pub identifies: u32,
    pub resumes: u32,
    pub heartbeats: u32,
}

impl Sessions {
    /// Whether some session is connected.
    pub fn ready(&self) -> bool {
        self.live() > 0
    }

    /// How many sessions are connected now.
    pub fn live(&self) -> usize {
        self.sessions.iter().filter(|s| s.current.is_some()).count()
    }

    /// The connected sessions' shards.
    pub fn live_shards(&self) -> Vec<[u64; 2]> {
        let live = self.sessions.iter().filter(|s| s.current.is_some());
        live.map(|s| s.shard).collect()
    }

    /// A connected session's sender: the only one, or one at random.
    pub fn sender(&mut self) -> Option<GatewaySender> {
        let i = self.pick()?;
        self.sessions[i].current.as_ref().map(|(_, tx)| tx.clone())
    }

    /// Hands event `name` to a connected session (the only one, or one at random): numbered
    /// and kept in the session at once, so that a connection lost before it went out gets it
    /// on its RESUME, as Discord does. Returns the session's shard.
    pub fn dispatch(&mut self, name: &str, data: Value) -> Option<[u64; 2]> {
        let i = self.pick()?;
        let s = &mut self.sessions[i];
        s.seq += 1;
        let frame = payload::dispatch(s.seq, name, data);
        s.sent.push((s.seq, frame.clone()));
        if let Some((_, tx)) = &s.current {
            let _ = tx.send(Out::Dispatch(frame));
        }
        Some(s.shard)
    }

    /// A connected session, the only one or one at random.
    fn pick(&mut self) -> Option<usize> {
        let live: Vec<usize> = (0..self.sessions.len())
            .filter(|&i| self.sessions[i].current.is_some())
            .collect();
        if live.len() < 2 {
            return live.first().copied();
        }
        let n = self.next_pick() as usize % live.len();
        Some(live[n])
    }

    fn next_pick(&mut self) -> u64 {
        let mut x = if self.pick == 0 {
            0x9E37_79B9_7F4A_7C15
        } else {
            self.pick
        };
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.pick = x;
        x
    }

    fn of_connection(&mut self, me: u64) -> Option<&mut Session> {
        let mine = |s: &&mut Session| s.current.as_ref().is_some_and(|(c, _)| *c == me);
        self.sessions.iter_mut().find(mine)
    }

    /// The connection `me` is gone: its session waits for a RESUME.
    fn disconnected(&mut self, me: u64) {
        if let Some(s) = self.of_connection(me) {
            s.current = None;
        }
    }
}

async fn send(socket: &mut WebSocket, v: &Value) -> bool {
    socket
        .send(Message::Text(v.to_string().into()))
        .await
        .is_ok()
}

/// One WebSocket connection of the bot.
pub async fn serve(mut socket: WebSocket, shared: Arc<Shared>) {
    let (tx, mut rx) = mpsc::unbounded_channel::<Out>();
    let me = {
        let mut w = shared.world();
        w.gateway.next_connection += 1;
        w.gateway.connections += 1;
        w.gateway.next_connection
    };
    shared.changed.notify_waiters();
    let heartbeat = shared
        .heartbeat_ms
        .load(std::sync::atomic::Ordering::Relaxed);
    if !send(&mut socket, &payload::hello(heartbeat)).await {
        return;
    }
    loop {
        tokio::select! {
            frame = socket.recv() => {
                let text = match frame {
                    Some(Ok(Message::Text(t))) => t.to_string(),
                    Some(Ok(Message::Binary(_) | Message::Ping(_) | Message::Pong(_))) => continue,
                    _ => break,
                };
                let Ok(v) = serde_json::from_str::<Value>(&text) else { break };
                let replies = receive(&shared, me, &tx, &v);
                shared.changed.notify_waiters();
                for r in replies {
                    if !send(&mut socket, &r).await {
                        break;
                    }
                }
            }
            out = rx.recv() => {
                let frame = match out {
                    Some(Out::Dispatch(frame)) => frame,
                    Some(Out::Drop) => break,
                    Some(Out::Close(code)) => {
                        let frame = CloseFrame { code, reason: "closed by the fake".into() };
                        let _ = socket.send(Message::Close(Some(frame))).await;
                        break;
                    }
                    Some(Out::Reconnect) => {
                        shared.world().gateway.disconnected(me);
                        json!({ "op": 7, "d": null, "s": null, "t": null })
                    }
                    None => break,
                };
                if !send(&mut socket, &frame).await {
                    break;
                }
            }
        }
    }
    shared.world().gateway.disconnected(me);
    shared.changed.notify_waiters();
}

/// Handles one frame from the bot; returns the frames to answer with.
fn receive(shared: &Shared, me: u64, tx: &GatewaySender, v: &Value) -> Vec<Value> {
    let mut w = shared.world();
    let g = &mut w.gateway;
    match v["op"].as_u64() {
        Some(1) => {
            g.heartbeats += 1;
            vec![json!({ "op": 11, "d": null, "s": null, "t": null })]
        }
        Some(2) => {
            g.identifies += 1;
            let shard = v["d"]["shard"]
                .as_array()
                .map(|a| {
                    let n = |i: usize, or: u64| a.get(i).and_then(Value::as_u64).unwrap_or(or);
                    [n(0, 0), n(1, 1)]
                })
                .unwrap_or([0, 1]);
            let id = format!("session{}", g.identifies);
            let url = format!("ws://{}/gateway", shared.addr);
            let frame = payload::dispatch(1, "READY", payload::ready(&id, &url, shard));
            // A new identify for a shard ends its old session.
            g.sessions.retain(|s| s.shard != shard);
            g.sessions.push(Session {
                id,
                shard,
                seq: 1,
                sent: vec![(1, frame.clone())],
                current: Some((me, tx.clone())),
            });
            vec![frame]
        }
        Some(6) => {
            let d = &v["d"];
            let asked = d["session_id"].as_str().unwrap_or_default();
            let Some(s) = g.sessions.iter_mut().find(|s| s.id == asked) else {
                // Op 9: the session cannot be resumed.
                return vec![json!({ "op": 9, "d": false, "s": null, "t": null })];
            };
            let from = d["seq"].as_u64().unwrap_or(0);
            let mut frames: Vec<Value> = s
                .sent
                .iter()
                .filter(|(n, _)| *n > from)
                .map(|(_, f)| f.clone())
                .collect();
            s.seq += 1;
            let resumed = payload::dispatch(s.seq, "RESUMED", json!({}));
            s.sent.push((s.seq, resumed.clone()));
            frames.push(resumed);
            s.current = Some((me, tx.clone()));
            g.resumes += 1;
            frames
        }
        _ => Vec::new(),
    }
}
