//! Posts made once, whichever process sends them and however often. Every post carries a
//! nonce with `enforce_nonce`, so Discord answers a post whose nonce it saw in the last
//! minutes with the message it made then, instead of a second one. The nonce names what is
//! posted, the same in every process: a plain message by its outbox row, a living message by
//! its slot, generation and the message it replaces. A process that dies after Discord made
//! a post, but before it recorded it, thus leaves no double behind: whoever delivers next
//! posts with the same nonce and gets that message back, and brings it up to date if it
//! shows an older view ([`shows`]).

use poise::serenity_prelude as serenity;

use super::render::Rendered;

/// Discord takes nonces of at most 25 characters.
const MAX_LEN: usize = 25;

/// The nonce of part `part` of outbox message `id`.
pub fn of_message(id: i64, part: usize) -> Option<String> {
    let nonce = format!("o{id}.{part}");
    (nonce.len() <= MAX_LEN).then_some(nonce)
}

/// The nonce of the post showing generation `gen` of the living message `slot` of `table`,
/// replacing message `replaces` (0: none).
pub fn of_slot(table: i64, slot: &str, gen: i64, replaces: i64) -> String {
    let named = format!("{table}/{slot}/{gen}/{replaces}");
    format!("l{:016x}", fnv1a(named.as_bytes()))
}

/// FNV-1a, 64 bits: the same in every build and process (std's hasher promises neither).
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(*b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// Whether Discord's message shows what `r` says (texts and controls; Discord trims the ends
/// of texts). A post answered from its nonce may hold an earlier view of the same message.
pub fn shows(m: &serenity::Message, r: &Rendered) -> bool {
    let theirs: Vec<String> = m
        .embeds
        .iter()
        .flat_map(|e| {
            let fields = e.fields.iter().flat_map(|f| [&f.name, &f.value]);
            [e.title.as_ref(), e.description.as_ref()]
                .into_iter()
                .flatten()
                .chain(fields)
                .chain(e.footer.as_ref().map(|f| &f.text))
        })
        .map(|s| s.trim().to_string())
        .collect();
    let ours: Vec<String> = r
        .embeds
        .iter()
        .flat_map(|e| {
            let fields = e.fields.iter().flat_map(|(n, v)| [n, v]);
            [e.title.as_ref(), e.description.as_ref()]
                .into_iter()
                .flatten()
                .chain(fields)
                .chain(e.footer.as_ref())
        })
        .map(|s| s.trim().to_string())
        .collect();
    let content = r.content.as_deref().unwrap_or_default().trim();
    m.content.trim() == content && theirs == ours && custom_ids(m) == r.custom_ids()
}

fn custom_ids(m: &serenity::Message) -> Vec<String> {
    let rows = serde_json::to_value(&m.components).unwrap_or_default();
    let mut out = Vec::new();
    collect_ids(&rows, &mut out);
    out
}

fn collect_ids(v: &serde_json::Value, out: &mut Vec<String>) {
    match v {
        serde_json::Value::Array(items) => items.iter().for_each(|i| collect_ids(i, out)),
        serde_json::Value::Object(map) => {
            if let Some(id) = map.get("custom_id").and_then(|i| i.as_str()) {
                out.push(id.to_string());
            }
            map.values()
                .filter(|v| v.is_array() || v.is_object())
                .for_each(|i| collect_ids(i, out));
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nonces_fit_discord_and_name_what_is_posted() {
        let a = of_slot(12, "console:123456789012345678", 7, 0);
        assert_eq!(a.len(), 17);
        assert_eq!(a, of_slot(12, "console:123456789012345678", 7, 0));
        assert_ne!(a, of_slot(12, "console:123456789012345678", 8, 0));
        assert_ne!(a, of_slot(12, "console:123456789012345678", 7, 99));
        assert_eq!(of_message(123, 1).as_deref(), Some("o123.1"));
        assert_eq!(of_message(i64::MIN, 100_000), None, "too long for Discord");
    }
}
