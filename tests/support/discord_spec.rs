//! Discord's OpenAPI v10 spec (tests/data/discord-openapi.json, MIT) as a judge of what the bot
//! sends: a request is matched to a path template and method, and its JSON body validated
//! against that operation's request schema. Also Discord's documented message limits, which
//! the spec leaves out.
#![allow(dead_code)]

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use serde_json::{json, Value};

/// Compiled request validators by (method, path template, content type); `None`: the
/// operation takes no such body.
type Validators = HashMap<(String, String, String), Option<Arc<jsonschema::Validator>>>;

pub const JSON: &str = "application/json";
pub const MULTIPART: &str = "multipart/form-data";

pub struct Spec {
    spec: Value,
    validators: Mutex<Validators>,
}

pub fn load() -> Value {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/discord-openapi.json"
    ))
    .expect("the spec is in the repository");
    serde_json::from_str(&text).expect("the spec is JSON")
}

/// A validator for the JSON request body of `method path` (`None` when it takes no JSON body).
pub fn validator(spec: &Value, path: &str, method: &str) -> Option<jsonschema::Validator> {
    validator_for(spec, path, method, JSON)
}

/// A validator for the request body of `method path` sent as `content` (`None` when the
/// operation takes no such body). A multipart body is validated as one object: the fields of
/// its `payload_json` beside one string per file part (`files[0]` …).
pub fn validator_for(
    spec: &Value,
    path: &str,
    method: &str,
    content: &str,
) -> Option<jsonschema::Validator> {
    let op_schema =
        spec["paths"][path][method]["requestBody"]["content"][content]["schema"].clone();
    if op_schema.is_null() {
        return None;
    }
    let mut root = spec.clone();
    let obj = root.as_object_mut()?;
    obj.insert(
        "$schema".into(),
        json!("https://json-schema.org/draft/2020-12/schema"),
    );
    obj.insert("$defs".into(), json!({ "__request": op_schema }));
    obj.insert("$ref".into(), json!("#/$defs/__request"));
    Some(jsonschema::validator_for(&root).unwrap_or_else(|e| panic!("{method} {path}: {e}")))
}

/// The schema errors of `body`, each with where it is.
pub fn errors(v: &jsonschema::Validator, body: &Value) -> Vec<String> {
    v.iter_errors(body)
        .map(|e| format!("{} at {}", e, e.instance_path()))
        .collect()
}

impl Spec {
    pub fn new() -> Spec {
        Spec {
            spec: load(),
            validators: Mutex::new(HashMap::new()),
        }
    }

    /// The spec's path template for a concrete path (`/api/v10` already removed), preferring
    /// literal segments (`@original`) over parameters.
    pub fn template(&self, method: &str, path: &str) -> Option<String> {
        let segments: Vec<&str> = path.trim_matches('/').split('/').collect();
        let paths = self.spec["paths"].as_object()?;
        paths
            .iter()
            .filter(|(_, ops)| ops.get(method).is_some())
            .filter_map(|(template, _)| {
                let parts: Vec<&str> = template.trim_matches('/').split('/').collect();
                if parts.len() != segments.len() {
                    return None;
                }
                let mut literal = 0;
                for (p, s) in parts.iter().zip(&segments) {
                    if p.starts_with('{') && p.ends_with('}') {
                        continue;
                    }
                    if p != s {
                        return None;
                    }
                    literal += 1;
                }
                Some((literal, template.clone()))
            })
            .max_by_key(|(literal, _)| *literal)
            .map(|(_, t)| t)
    }

    /// Checks one request with a JSON body (or none); `Err` names the route and what is wrong.
    pub fn check(&self, method: &str, path: &str, body: Option<&Value>) -> Result<String, String> {
        self.check_as(method, path, body, JSON)
    }

    /// Checks one request whose body was sent as `content` (for multipart: the payload's
    /// fields and the file parts, see [`validator_for`]).
    pub fn check_as(
        &self,
        method: &str,
        path: &str,
        body: Option<&Value>,
        content: &str,
    ) -> Result<String, String> {
        let method = method.to_ascii_lowercase();
        let template = self
            .template(&method, path)
            .ok_or_else(|| format!("{method} {path}: no such route in Discord's API"))?;
        let key = (method.clone(), template.clone(), content.to_string());
        let v = {
            let mut cache = self.validators.lock().expect("validator cache");
            cache
                .entry(key)
                .or_insert_with(|| {
                    validator_for(&self.spec, &template, &method, content).map(Arc::new)
                })
                .clone()
        };
        if content != JSON && v.is_none() {
            return Err(format!("{method} {template}: takes no {content} body"));
        }
        if let (Some(v), Some(body)) = (v, body) {
            let errs = errors(&v, body);
            if !errs.is_empty() {
                return Err(format!(
                    "{method} {template}: the body does not match the spec: {errs:?}\n{body}"
                ));
            }
        }
        Ok(template)
    }
}

impl Default for Spec {
    fn default() -> Self {
        Spec::new()
    }
}

fn chars(v: &Value) -> usize {
    v.as_str().map_or(0, |s| s.chars().count())
}

/// Discord's documented message limits, checked on a message-shaped body (content, embeds,
/// components), wherever it is sent: the problems found, if any.
pub fn limits(body: &Value) -> Vec<String> {
    let bad = std::cell::RefCell::new(Vec::new());
    let over = |what: &str, n: usize, max: usize| {
        if n > max {
            bad.borrow_mut().push(format!("{what}: {n} > {max}"));
        }
    };
    over("content", chars(&body["content"]), 2000);
    let embeds = body["embeds"].as_array().cloned().unwrap_or_default();
    over("embeds", embeds.len(), 10);
    let mut total = 0;
    for e in &embeds {
        let title = chars(&e["title"]);
        let description = chars(&e["description"]);
        let footer = chars(&e["footer"]["text"]);
        let author = chars(&e["author"]["name"]);
        over("embed title", title, 256);
        over("embed description", description, 4096);
        over("embed footer", footer, 2048);
        over("embed author", author, 256);
        total += title + description + footer + author;
        let fields = e["fields"].as_array().cloned().unwrap_or_default();
        over("embed fields", fields.len(), 25);
        for f in &fields {
            over("field name", chars(&f["name"]), 256);
            over("field value", chars(&f["value"]), 1024);
            total += chars(&f["name"]) + chars(&f["value"]);
        }
    }
    over("characters in all embeds", total, 6000);
    let rows = body["components"].as_array().cloned().unwrap_or_default();
    over("action rows", rows.len(), 5);
    for row in &rows {
        let parts = row["components"].as_array().cloned().unwrap_or_default();
        over("components in a row", parts.len(), 5);
        for c in &parts {
            over("custom_id", chars(&c["custom_id"]), 100);
            over("button label", chars(&c["label"]), 80);
            over("placeholder", chars(&c["placeholder"]), 150);
            let options = c["options"].as_array().cloned().unwrap_or_default();
            over("select options", options.len(), 25);
            for o in &options {
                over("option label", chars(&o["label"]), 100);
                over("option value", chars(&o["value"]), 100);
            }
            if c["type"] == 3 {
                if parts.len() != 1 {
                    bad.borrow_mut().push("a select shares its row".into());
                }
                let max = c["max_values"].as_u64().unwrap_or(1) as usize;
                over("select max_values", max, options.len().max(1));
            }
        }
    }
    // Autocomplete suggestions (the spec allows a value of 6,000; Discord's documentation and
    // its answers allow 100).
    if let Some(choices) = body["choices"].as_array() {
        over("autocomplete choices", choices.len(), 25);
        for c in choices {
            let name = chars(&c["name"]);
            over("choice name", name, 100);
            if name == 0 {
                bad.borrow_mut().push("an empty choice name".into());
            }
            over("choice value", chars(&c["value"]), 100);
        }
    }
    bad.into_inner()
}
