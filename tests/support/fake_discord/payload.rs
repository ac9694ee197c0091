//! The JSON a fake Discord hands out: users, members, messages, READY and interactions, in the
//! shapes of Discord's API documentation (serenity reads them as it reads Discord's).

use serde_json::{json, Value};

pub const APPLICATION: u64 = 900_000_000_000_000_001;
pub const BOT_USER: u64 = 900_000_000_000_000_002;
pub const GUILD: u64 = 800_000_000_000_000_001;
pub const NOW: &str = "2026-11-22T08:00:00.000000+00:00";

/// Manage Channels, on top of what every member has.
pub const MANAGE_CHANNELS: u64 = 1 << 4;
/// View Channels, Send Messages, Embed Links, Read Message History, Use Application Commands.
pub const MEMBER_PERMISSIONS: u64 = 2_147_568_640;

/// A person in the fake server.
#[derive(Clone, Debug)]
pub struct Person {
    pub id: u64,
    pub name: String,
    /// Their Discord client's locale (`pl`, `en-US`, …).
    pub locale: String,
    pub manager: bool,
}

impl Person {
    pub fn new(id: u64, name: &str, locale: &str) -> Person {
        Person {
            id,
            name: name.to_string(),
            locale: locale.to_string(),
            manager: false,
        }
    }
}

pub fn user(id: u64, name: &str, bot: bool) -> Value {
    json!({
        "id": id.to_string(),
        "username": name.to_lowercase(),
        "discriminator": "0",
        "global_name": name,
        "avatar": null,
        "bot": bot,
    })
}

pub fn bot_user() -> Value {
    user(BOT_USER, "Skald", true)
}

pub fn member(p: &Person) -> Value {
    let permissions = MEMBER_PERMISSIONS | if p.manager { MANAGE_CHANNELS } else { 0 };
    json!({
        "user": user(p.id, &p.name, false),
        "nick": null,
        "avatar": null,
        "roles": [],
        "joined_at": NOW,
        "premium_since": null,
        "deaf": false,
        "mute": false,
        "flags": 0,
        "pending": false,
        "permissions": permissions.to_string(),
    })
}

/// A stored message as Discord returns it: the sent body plus the fields Discord adds.
pub fn message(id: u64, channel: u64, author: &Value, body: &Value, edited: bool) -> Value {
    let mut m = json!({
        "id": id.to_string(),
        "channel_id": channel.to_string(),
        "author": author,
        "content": "",
        "timestamp": NOW,
        "edited_timestamp": if edited { json!(NOW) } else { Value::Null },
        "tts": false,
        "mention_everyone": false,
        "mentions": [],
        "mention_roles": [],
        "attachments": [],
        "embeds": [],
        "components": [],
        "pinned": false,
        "type": 0,
        "flags": 0,
    });
    for key in ["content", "embeds", "components", "flags", "nonce"] {
        if let Some(v) = body.get(key).filter(|v| !v.is_null()) {
            m[key] = v.clone();
        }
    }
    m
}

pub fn hello(interval_ms: u64) -> Value {
    json!({ "op": 10, "d": { "heartbeat_interval": interval_ms }, "s": null, "t": null })
}

pub fn dispatch(seq: u64, name: &str, data: Value) -> Value {
    json!({ "op": 0, "s": seq, "t": name, "d": data })
}

pub fn ready(session: &str, resume_url: &str, shard: [u64; 2]) -> Value {
    json!({
        "v": 10,
        "user": bot_user(),
        "guilds": [{ "id": GUILD.to_string(), "unavailable": true }],
        "session_id": session,
        "resume_gateway_url": resume_url,
        "shard": shard,
        "application": { "id": APPLICATION.to_string(), "flags": 0 },
    })
}

pub fn application_info() -> Value {
    json!({
        "id": APPLICATION.to_string(),
        "name": "Skald",
        "icon": null,
        "description": "",
        "bot_public": true,
        "bot_require_code_grant": false,
        "owner": user(1, "Owner", false),
        "verify_key": "00",
        "team": null,
        "flags": 0,
    })
}

/// What every interaction carries; from a DM there is a user instead of a guild member.
fn interaction(
    id: u64,
    kind: u8,
    token: &str,
    p: &Person,
    channel: u64,
    data: Value,
    dm: bool,
) -> Value {
    if dm {
        return json!({
            "id": id.to_string(),
            "application_id": APPLICATION.to_string(),
            "type": kind,
            "data": data,
            "channel_id": channel.to_string(),
            "channel": { "id": channel.to_string(), "type": 1 },
            "user": user(p.id, &p.name, false),
            "token": token,
            "version": 1,
            "app_permissions": MEMBER_PERMISSIONS.to_string(),
            "locale": p.locale,
            "entitlements": [],
            "authorizing_integration_owners": { "0": GUILD.to_string() },
            "context": 1,
            "attachment_size_limit": 10_485_760,
        });
    }
    json!({
        "id": id.to_string(),
        "application_id": APPLICATION.to_string(),
        "type": kind,
        "data": data,
        "guild_id": GUILD.to_string(),
        "channel_id": channel.to_string(),
        "channel": { "id": channel.to_string(), "type": 0 },
        "member": member(p),
        "token": token,
        "version": 1,
        "app_permissions": MEMBER_PERMISSIONS.to_string(),
        "locale": p.locale,
        "guild_locale": "en-US",
        "entitlements": [],
        "authorizing_integration_owners": { "0": GUILD.to_string() },
        "context": 0,
        "attachment_size_limit": 10_485_760,
    })
}

/// One option of a slash command as Discord sends it: a string, integer or boolean value.
pub fn option(name: &str, value: Value, focused: bool) -> Value {
    let kind = match &value {
        Value::Bool(_) => 5,
        Value::Number(_) => 4,
        _ => 3,
    };
    let mut o = json!({ "name": name, "type": kind, "value": value });
    if focused {
        o["focused"] = json!(true);
    }
    o
}

/// Any slash command (type 2), or its autocomplete (type 4): `name` and `options` exactly as
/// given, so a test can send what an out-of-date client would (unknown names, subcommands and
/// options, values of the wrong type or out of range).
#[allow(clippy::too_many_arguments)]
pub fn command(
    id: u64,
    token: &str,
    p: &Person,
    channel: u64,
    command_id: u64,
    name: &str,
    options: Value,
    autocomplete: bool,
) -> Value {
    let data = json!({
        "id": command_id.to_string(),
        "name": name,
        "type": 1,
        "guild_id": GUILD.to_string(),
        "options": options,
    });
    interaction(
        id,
        if autocomplete { 4 } else { 2 },
        token,
        p,
        channel,
        data,
        false,
    )
}

/// A button press (`values` empty) or a select (type 3) on `message`, which is in a DM or not.
pub fn component(
    id: u64,
    token: &str,
    p: &Person,
    message: &Value,
    custom_id: &str,
    values: Option<Vec<String>>,
    dm: bool,
) -> Value {
    let channel: u64 = message["channel_id"]
        .as_str()
        .and_then(|s| s.parse().ok())
        .unwrap_or_default();
    let data = match values {
        Some(values) => json!({ "custom_id": custom_id, "component_type": 3, "values": values }),
        None => json!({ "custom_id": custom_id, "component_type": 2 }),
    };
    let mut i = interaction(id, 3, token, p, channel, data, dm);
    i["message"] = message.clone();
    i
}
