//! The fake gateway: HELLO, IDENTIFY → READY, heartbeats and their ACKs, RECONNECT and RESUME
//! (missed events replayed), dispatches, and connections dropped or closed on request.

use std::sync::Arc;

use axum::extract::ws::{CloseFrame, Message, WebSocket};
use serde_json::{json, Value};
use tokio::sync::mpsc;

use super::payload;
use super::{GatewaySender, Shared};

/// The heartbeat interval the fake asks for.
pub const HEARTBEAT_MS: u64 = 500;

/// A frame for the bot's connection.
#[derive(Debug)]
pub enum Out {
    Dispatch(&'static str, Value),
    /// Op 7: reconnect and resume.
    Reconnect,
    /// End the connection without a word.
    Drop,
    /// End the connection with a close frame of this code.
    Close(u16),
}

/// What the fake knows of the bot's gateway sessions.
#[derive(Default)]
pub struct Sessions {
    /// The connection dispatches go to, once it is identified or resumed.
    current: Option<(u64, GatewaySender)>,
    next_connection: u64,
    pub session: String,
    pub seq: u64,
    /// Dispatches of the session, kept for RESUME.
    sent: Vec<(u64, Value)>,
    pub connections: u32,
    pub identifies: u32,
    pub resumes: u32,
    pub heartbeats: u32,
}

impl Sessions {
    pub fn ready(&self) -> bool {
        self.current.is_some()
    }

    pub fn sender(&self) -> Option<GatewaySender> {
        self.current.as_ref().map(|(_, tx)| tx.clone())
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
    // Short heartbeats, so that a game of a few seconds sees several.
    if !send(&mut socket, &payload::hello(HEARTBEAT_MS)).await {
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
                    Some(Out::Dispatch(name, data)) => {
                        let mut w = shared.world();
                        w.gateway.seq += 1;
                        let seq = w.gateway.seq;
                        let frame = payload::dispatch(seq, name, data);
                        w.gateway.sent.push((seq, frame.clone()));
                        frame
                    }
                    Some(Out::Drop) => break,
                    Some(Out::Close(code)) => {
                        let frame = CloseFrame { code, reason: "closed by the fake".into() };
                        let _ = socket.send(Message::Close(Some(frame))).await;
                        break;
                    }
                    Some(Out::Reconnect) => {
                        let mut w = shared.world();
                        if w.gateway.current.as_ref().is_some_and(|(c, _)| *c == me) {
                            w.gateway.current = None;
                        }
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
    let mut w = shared.world();
    if w.gateway.current.as_ref().is_some_and(|(c, _)| *c == me) {
        w.gateway.current = None;
    }
    drop(w);
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
            g.session = format!("session{}", g.identifies);
            g.seq = 1;
            let url = format!("ws://{}/gateway", shared.addr);
            let frame = payload::dispatch(1, "READY", payload::ready(&g.session, &url));
            g.sent = vec![(1, frame.clone())];
            g.current = Some((me, tx.clone()));
            vec![frame]
        }
        Some(6) => {
            let d = &v["d"];
            if d["session_id"].as_str() != Some(g.session.as_str()) {
                // Op 9: the session cannot be resumed.
                return vec![json!({ "op": 9, "d": false, "s": null, "t": null })];
            }
            g.resumes += 1;
            let from = d["seq"].as_u64().unwrap_or(0);
            let mut frames: Vec<Value> = g
                .sent
                .iter()
                .filter(|(s, _)| *s > from)
                .map(|(_, f)| f.clone())
                .collect();
            g.seq += 1;
            let resumed = payload::dispatch(g.seq, "RESUMED", json!({}));
            g.sent.push((g.seq, resumed.clone()));
            frames.push(resumed);
            g.current = Some((me, tx.clone()));
            frames
        }
        _ => Vec::new(),
    }
}
