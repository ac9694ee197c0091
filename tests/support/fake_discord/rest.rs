//! The fake's REST API under /api/v10 and the gateway's WebSocket at /gateway. Each request is
//! matched to Discord's spec first; what breaks it is recorded as a violation.

use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::body::Bytes;
use axum::extract::ws::WebSocketUpgrade;
use axum::extract::State;
use axum::http::{HeaderMap, Method, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};
use serde_json::{json, Value};

use super::super::discord_spec::limits;
use super::{
    controls_of, faults, gateway, payload, upload, FakeDiscord, Place, Sent, Shared, World,
};

pub fn router(shared: Arc<Shared>) -> Router {
    Router::new()
        .route("/gateway", get(upgrade))
        .fallback(rest)
        .with_state(shared)
}

async fn upgrade(State(shared): State<Arc<Shared>>, ws: WebSocketUpgrade) -> Response {
    {
        // Refusing connections for a while, as Discord's gateway may during an outage.
        let mut w = shared.world();
        let now = std::time::Instant::now();
        w.gateway.tries.push(now);
        if w.gateway.refused_until.is_some_and(|until| now < until) {
            w.gateway.refused += 1;
            return error(
                StatusCode::SERVICE_UNAVAILABLE,
                0,
                "503: Service Unavailable",
            );
        }
    }
    ws.on_upgrade(move |socket| gateway::serve(socket, shared))
}

fn error(status: StatusCode, code: u64, message: &str) -> Response {
    (status, Json(json!({ "code": code, "message": message }))).into_response()
}

fn no_content() -> Response {
    StatusCode::NO_CONTENT.into_response()
}

async fn rest(
    State(shared): State<Arc<Shared>>,
    method: Method,
    uri: Uri,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    let body = upload::read(&headers, body).await;
    // Faults are decided as the request arrives; an injected delay holds it before anything
    // else happens to it.
    let decision = {
        let path = uri.path();
        let path = path.strip_prefix("/api/v10").unwrap_or(path);
        let json: Value = body
            .as_ref()
            .ok()
            .and_then(|b| b.json.clone())
            .unwrap_or(Value::Null);
        let seen = faults::Seen {
            method: method.as_str(),
            path,
            body: &json,
        };
        let mut w = shared.world();
        w.arrivals.push(faults::Arrival {
            method: method.to_string(),
            path: path.to_string(),
            body: json.clone(),
            at: Instant::now(),
        });
        faults::decide(&mut w.faults, &seen)
    };
    shared.changed.notify_waiters();
    let (answer, late) = match decision {
        Some(d) => {
            if !d.delay.is_zero() {
                tokio::time::sleep(d.delay).await;
            }
            (d.answer, d.late)
        }
        None => (faults::Answer::Normal, Duration::ZERO),
    };
    let response = handle(&shared, &method, &uri, &headers, &body, &answer);
    shared.changed.notify_waiters();
    if !late.is_zero() {
        tokio::time::sleep(late).await;
    }
    response
}

fn handle(
    shared: &Shared,
    method: &Method,
    uri: &Uri,
    headers: &HeaderMap,
    body: &Result<upload::Body, String>,
    injected: &faults::Answer,
) -> Response {
    let full = uri.path().to_string();
    let Some(path) = full.strip_prefix("/api/v10") else {
        shared
            .world()
            .violations
            .push(format!("{method} {full}: not under /api/v10"));
        return error(StatusCode::NOT_FOUND, 0, "404: Not Found");
    };
    let body = match body {
        Ok(body) => body,
        Err(e) => {
            shared
                .world()
                .violations
                .push(format!("{method} {path}: the body is unreadable: {e}"));
            return error(
                StatusCode::BAD_REQUEST,
                50109,
                "The request body contains invalid JSON.",
            );
        }
    };
    let json = body.json.clone();
    if headers
        .get("authorization")
        .and_then(|v| v.to_str().ok())
        .is_none_or(|a| !a.starts_with("Bot "))
    {
        shared
            .world()
            .violations
            .push(format!("{method} {path}: no bot authorization"));
    }
    let checked = if body.multipart {
        let mut fields = json.clone().unwrap_or_else(|| json!({}));
        upload::ids_as_strings(&mut fields);
        for f in &body.files {
            fields[format!("files[{}]", f.index)] = json!(f.filename);
        }
        let content = super::super::discord_spec::MULTIPART;
        shared
            .spec
            .check_as(method.as_str(), path, Some(&fields), content)
    } else {
        shared.spec.check(method.as_str(), path, json.as_ref())
    };
    let template = match checked {
        Ok(t) => t,
        Err(e) => {
            let mut w = shared.world();
            w.violations.push(e);
            return error(StatusCode::BAD_REQUEST, 50035, "Invalid Form Body");
        }
    };
    let mut w = shared.world();
    w.requests
        .push((method.to_string(), path.to_string(), template.clone()));
    let at_ms = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64);
    w.transcript.push(serde_json::json!({
        "method": method.as_str(),
        "route": template,
        "path": path,
        "body": json.clone().unwrap_or(Value::Null),
        "at_ms": at_ms,
    }));
    let index = w.transcript.len() - 1;
    if body.multipart {
        w.transcript[index]["files"] = upload::described(body);
    }
    if let Some((r, hit)) = faults::respond(injected, method.as_str(), path, json.as_ref()) {
        w.transcript[index]["fault"] = json!(hit.status);
        w.transcript[index]["status"] = json!(hit.status);
        w.hits.push(hit);
        return r;
    }
    let response = answer(shared, &mut w, method, path, &template, json, &body.files);
    w.transcript[index]["status"] = json!(response.status().as_u16());
    w.transcript[index]["live"] = super::metrics::live_now(&w.messages);
    response
}

/// The fake's answer to a request that passed the spec (and no fault took).
fn answer(
    shared: &Shared,
    w: &mut World,
    method: &Method,
    path: &str,
    template: &str,
    json: Option<Value>,
    files: &[upload::FilePart],
) -> Response {
    let template = template.to_string();
    let body = json.unwrap_or(Value::Null);
    let upload = upload::Body {
        json: Some(body.clone()),
        files: files.to_vec(),
        multipart: !files.is_empty(),
    };
    let seg: Vec<&str> = path.trim_matches('/').split('/').collect();
    let num = |i: usize| seg.get(i).and_then(|s| s.parse::<u64>().ok()).unwrap_or(0);
    match (method.as_str(), template.as_str()) {
        ("GET", "/gateway") => {
            Json(json!({ "url": format!("ws://{}/gateway", shared.addr) })).into_response()
        }
        ("GET", "/gateway/bot") => Json(json!({
            "url": format!("ws://{}/gateway", shared.addr),
            "shards": 1,
            "session_start_limit": { "total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": 1 },
        }))
        .into_response(),
        ("GET", "/oauth2/applications/@me") => Json(payload::application_info()).into_response(),
        ("GET", "/users/@me") => Json(payload::bot_user()).into_response(),
        ("PUT", "/applications/{application_id}/guilds/{guild_id}/commands")
        | ("PUT", "/applications/{application_id}/commands") => {
            let guild = (seg.len() > 3).then(|| num(3).to_string());
            let mut out = Vec::new();
            for c in body.as_array().into_iter().flatten() {
                let mut c = c.clone();
                c["id"] = json!(w.id().to_string());
                c["application_id"] = json!(payload::APPLICATION.to_string());
                c["guild_id"] = json!(guild);
                c["version"] = json!("1");
                if c.get("type").is_none() {
                    c["type"] = json!(1);
                }
                c["default_member_permissions"] = c.get("default_member_permissions").cloned().unwrap_or(Value::Null);
                out.push(c);
            }
            w.commands = out.clone();
            Json(Value::Array(out)).into_response()
        }
        ("POST", "/interactions/{interaction_id}/{interaction_token}/callback") => {
            callback(w, num(1), seg.get(2).copied().unwrap_or(""), &body)
        }
        ("POST", "/webhooks/{webhook_id}/{webhook_token}") => {
            let Some(i) = interaction_of(w, seg.get(2).copied()) else {
                return error(StatusCode::NOT_FOUND, 10015, "Unknown Webhook");
            };
            check_limits(w, method, &template, &body);
            if let Some(filled) = fill_deferred(w, i, &body) {
                return Json(filled).into_response();
            }
            let d = &w.interactions[&i];
            let place = if is_ephemeral(&body) {
                Place::Ephemeral(d.person)
            } else {
                public_place(w, d.channel)
            };
            let channel = d.channel;
            let sent = store(w, place, channel, &upload);
            if let (Some(d), Some(id)) = (
                w.interactions.get_mut(&i),
                sent["id"].as_str().and_then(|s| s.parse().ok()),
            ) {
                d.followups.push(id);
            }
            Json(sent).into_response()
        }
        ("GET" | "PATCH" | "DELETE", "/webhooks/{webhook_id}/{webhook_token}/messages/@original")
        | ("GET" | "PATCH" | "DELETE", "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}") => {
            let Some(i) = interaction_of(w, seg.get(2).copied()) else {
                return error(StatusCode::NOT_FOUND, 10015, "Unknown Webhook");
            };
            let target = if template.ends_with("@original") {
                w.interactions[&i].original
            } else {
                Some(num(4))
            };
            let Some(id) = target.filter(|id| w.message(*id).is_some()) else {
                return error(StatusCode::NOT_FOUND, 10008, "Unknown Message");
            };
            change(w, method, &template, id, &upload)
        }
        ("POST", "/channels/{channel_id}/messages") => {
            check_limits(w, method, &template, &body);
            let channel = num(1);
            if w.gone_channels.contains(&channel) {
                return error(StatusCode::NOT_FOUND, 10003, "Unknown Channel");
            }
            let dm_user = w
                .dm_channels
                .iter()
                .find(|(_, &c)| c == channel)
                .map(|(&u, _)| u);
            let place = match dm_user {
                Some(u) if w.dm_closed.contains(&u) => {
                    return error(StatusCode::FORBIDDEN, 50007, "Cannot send messages to this user");
                }
                Some(u) => Place::Dm(u),
                None => Place::Channel(channel),
            };
            // A post Discord already made for this nonce is returned, not made again.
            let nonce = body["nonce"].as_str().filter(|_| body["enforce_nonce"] == json!(true));
            let made = nonce.and_then(|n| {
                w.messages.iter().find(|m| {
                    m.json["channel_id"] == json!(channel.to_string()) && m.json["nonce"] == json!(n)
                })
            });
            if let Some(m) = made {
                let json = m.json.clone();
                w.nonce_repeats += 1;
                return Json(json).into_response();
            }
            let sent = store(w, place, channel, &upload);
            Json(sent).into_response()
        }
        ("GET" | "PATCH" | "DELETE", "/channels/{channel_id}/messages/{message_id}") => {
            if w.gone_channels.contains(&num(1)) {
                return error(StatusCode::NOT_FOUND, 10003, "Unknown Channel");
            }
            let id = num(3);
            if w.message(id).is_none_or(|m| m.json["channel_id"] != json!(num(1).to_string())) {
                return error(StatusCode::NOT_FOUND, 10008, "Unknown Message");
            }
            change(w, method, &template, id, &upload)
        }
        ("POST", "/users/@me/channels") => {
            let Some(user) = body["recipient_id"]
                .as_str()
                .and_then(|s| s.parse::<u64>().ok())
                .or_else(|| body["recipient_id"].as_u64())
            else {
                return error(StatusCode::BAD_REQUEST, 50035, "Invalid Form Body");
            };
            let channel = FakeDiscord::dm_channel(w, user);
            Json(json!({
                "id": channel.to_string(),
                "type": 1,
                "last_message_id": null,
                "recipients": [payload::user(user, &format!("user{user}"), false)],
            }))
            .into_response()
        }
        _ => {
            w.violations
                .push(format!("{method} {path} ({template}): not served by the fake"));
            error(StatusCode::NOT_FOUND, 0, "404: Not Found")
        }
    }
}

/// As Discord does, the first follow-up to a deferred reply (callback type 5) takes the place
/// of its "thinking…" message: the same message, where the deferral put it (ephemeral or
/// not), now with this content — no new message, so it notifies nobody. `None` when the
/// interaction has no reply waiting to be filled.
fn fill_deferred(w: &mut World, interaction: u64, body: &Value) -> Option<Value> {
    let d = w.interactions.get_mut(&interaction)?;
    if !d.deferred {
        return None;
    }
    d.deferred = false;
    let target = d.original?;
    d.followups.push(target);
    let now = tick(w);
    let m = w.messages.iter_mut().find(|m| m.id == target)?;
    for key in ["content", "embeds", "components"] {
        if let Some(v) = body.get(key).filter(|v| !v.is_null()) {
            m.json[key] = v.clone();
        }
    }
    m.first = m.json.clone();
    m.touched = now;
    arm(m, now);
    Some(m.json.clone())
}

/// Where a message everyone in `channel` sees lives: a DM channel's messages are that DM's.
fn public_place(w: &World, channel: u64) -> Place {
    match w.dm_channels.iter().find(|(_, &c)| c == channel) {
        Some((&user, _)) => Place::Dm(user),
        None => Place::Channel(channel),
    }
}

fn is_ephemeral(body: &Value) -> bool {
    body["flags"].as_u64().is_some_and(|f| f & 64 != 0)
}

fn interaction_of(w: &World, token: Option<&str>) -> Option<u64> {
    w.tokens.get(token?).copied()
}

fn check_limits(w: &mut World, method: &Method, template: &str, body: &Value) {
    for problem in limits(body) {
        w.violations.push(format!(
            "{method} {template}: over Discord's limits: {problem}"
        ));
    }
}

/// The files `upload` leaves on a message that had `existing` attachments, checked against
/// Discord's rules (what breaks them is a violation).
fn attach(w: &mut World, upload: &upload::Body, existing: &[Value]) -> Vec<Value> {
    for problem in upload::problems(upload, existing) {
        w.violations.push(format!("files: {problem}"));
    }
    let mut next = || w.id();
    upload::attachments(upload, existing, &mut next)
}

/// Stores a new message; returns it as Discord would.
fn store(w: &mut World, place: Place, channel: u64, upload: &upload::Body) -> Value {
    let body = upload.json.clone().unwrap_or(Value::Null);
    let attachments = attach(w, upload, &[]);
    let id = w.id();
    w.next_seq += 1;
    let seq = w.next_seq;
    let mut json = payload::message(id, channel, &payload::bot_user(), &body, false);
    json["attachments"] = json!(attachments);
    let armed_with = controls_of(&json);
    w.messages.push(Sent {
        id,
        place,
        json: json.clone(),
        first: json.clone(),
        deleted: false,
        seq,
        touched: seq,
        armed: if armed_with.is_empty() { 0 } else { seq },
        armed_with,
        files: upload.files.clone(),
    });
    json
}

/// Notes controls an edit at `now` put on `m`.
fn arm(m: &mut Sent, now: u64) {
    let controls = controls_of(&m.json);
    if !controls.is_empty() && controls != m.armed_with {
        m.armed = now;
        m.armed_with = controls;
    }
}

/// The next number on the count of creations and edits.
fn tick(w: &mut World) -> u64 {
    w.next_seq += 1;
    w.next_seq
}

/// GET, PATCH (edit) or DELETE of a stored message.
fn change(
    w: &mut World,
    method: &Method,
    template: &str,
    id: u64,
    upload: &upload::Body,
) -> Response {
    let body = upload.json.clone().unwrap_or(Value::Null);
    let body = &body;
    let mut attachments = None;
    if method == Method::PATCH {
        check_limits(w, method, template, body);
        let existing = w
            .message(id)
            .and_then(|m| m.json["attachments"].as_array().cloned())
            .unwrap_or_default();
        attachments = Some(attach(w, upload, &existing));
    }
    let now = if method == Method::PATCH {
        tick(w)
    } else {
        w.next_seq
    };
    let Some(m) = w.messages.iter_mut().find(|m| m.id == id && !m.deleted) else {
        return error(StatusCode::NOT_FOUND, 10008, "Unknown Message");
    };
    match *method {
        Method::DELETE => {
            m.deleted = true;
            no_content()
        }
        Method::PATCH => {
            for key in ["content", "embeds", "components"] {
                if let Some(v) = body.get(key) {
                    m.json[key] = if v.is_null() { json!([]) } else { v.clone() };
                    if key == "content" && v.is_null() {
                        m.json[key] = json!("");
                    }
                }
            }
            if let Some(attachments) = attachments {
                let kept: Vec<String> = attachments
                    .iter()
                    .filter_map(|a| a["filename"].as_str().map(str::to_string))
                    .collect();
                m.files.retain(|f| kept.contains(&f.filename));
                m.files
                    .retain(|f| !upload.files.iter().any(|u| u.filename == f.filename));
                m.files.extend(upload.files.iter().cloned());
                m.json["attachments"] = json!(attachments);
            }
            m.json["edited_timestamp"] = json!(payload::NOW);
            m.touched = now;
            arm(m, now);
            Json(m.json.clone()).into_response()
        }
        _ => Json(m.json.clone()).into_response(),
    }
}

/// POST /interactions/{id}/{token}/callback.
fn callback(w: &mut World, id: u64, token: &str, body: &Value) -> Response {
    if w.tokens.get(token) != Some(&id) {
        return error(StatusCode::NOT_FOUND, 10062, "Unknown interaction");
    }
    let kind = body["type"].as_u64().unwrap_or(0);
    let data = body.get("data").cloned().unwrap_or(Value::Null);
    let (person, channel, already) = {
        let d = &w.interactions[&id];
        (d.person, d.channel, d.callback.is_some())
    };
    if already {
        return error(
            StatusCode::BAD_REQUEST,
            40060,
            "Interaction has already been acknowledged.",
        );
    }
    if matches!(kind, 4 | 7 | 8) {
        for problem in limits(&data) {
            w.violations.push(format!(
                "POST interaction callback: over Discord's limits: {problem}"
            ));
        }
    }
    let original = match kind {
        // A reply, or a deferred reply to be edited later.
        4 | 5 => {
            let place = if is_ephemeral(&data) {
                Place::Ephemeral(person)
            } else {
                public_place(w, channel)
            };
            let reply = upload::Body {
                json: Some(data.clone()),
                ..upload::Body::default()
            };
            Some(store(w, place, channel, &reply))
        }
        _ => None,
    };
    let d = w.interactions.get_mut(&id).expect("known interaction");
    d.acked = Some(Instant::now() - d.at);
    d.callback = Some(kind);
    d.deferred = kind == 5;
    d.callback_body = Some(body.clone());
    if let Some(m) = original {
        d.original = m["id"].as_str().and_then(|s| s.parse().ok());
    }
    let target = d.original;
    if kind == 7 {
        if let Some(target) = target {
            let now = tick(w);
            if let Some(m) = w.messages.iter_mut().find(|m| m.id == target) {
                for key in ["content", "embeds", "components"] {
                    if let Some(v) = data.get(key) {
                        m.json[key] = v.clone();
                    }
                }
                m.json["edited_timestamp"] = json!(payload::NOW);
                m.touched = now;
                arm(m, now);
            }
        }
    }
    no_content()
}
