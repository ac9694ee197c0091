//! Faults the fake Discord injects on request: an HTTP status (a 500, a 429 with its
//! `retry_after` in the body and in the `Retry-After` / `X-RateLimit-Reset-After` headers), a
//! delay, for the next N matching requests or for every request a predicate picks; and a
//! dropped gateway connection ([`super::FakeDiscord::drop_gateway`]).
//!
//! ```ignore
//! use fake_discord::faults::Fault;
//! // The next two channel messages are refused with a 500.
//! fake.inject(Fault::on("POST /channels/{id}/messages").status(500).times(2));
//! // The next DM channel is rate limited for 1.5 s (body and headers).
//! fake.inject(Fault::on("POST /users/@me/channels").rate_limited(1.5));
//! // Every request for the current user answers after 5 s.
//! fake.inject(Fault::on("GET /users/@me").delay(Duration::from_secs(5)).always());
//! // Only messages whose content mentions a seat: a predicate on method, path and body.
//! fake.inject(Fault::on("POST /*").when(|r| r.body["content"].as_str().is_some()).status(500));
//! // What was handed out, and when (for timing the retries).
//! let hits = fake.hits();
//! ```
//!
//! A route is a method and a path under `/api/v10`: `{…}` matches any one segment, a final
//! `*` any rest (also none), anything else itself. Rules are tried in the order injected; the
//! first that matches a request (and still has uses left) applies to it. A faulted request is
//! still checked against the spec and recorded in `World::requests`.

use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::http::{HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde_json::{json, Value};

/// A request as a predicate sees it.
pub struct Seen<'a> {
    pub method: &'a str,
    /// The path under `/api/v10`.
    pub path: &'a str,
    /// The JSON body (`Null` when there is none or it is not JSON).
    pub body: &'a Value,
}

type Predicate = Arc<dyn Fn(&Seen<'_>) -> bool + Send + Sync>;

/// How a faulted request is answered.
#[derive(Clone, Debug, PartialEq)]
pub enum Answer {
    /// As usual (a fault that only delays).
    Normal,
    /// This status with a Discord-style JSON error.
    Status(u16),
    /// 429 with `retry_after` seconds in the body and the headers.
    RateLimited { retry_after: f64, global: bool },
}

/// One rule: which requests, how many, and what they get.
#[derive(Clone)]
pub struct Fault {
    method: String,
    route: Vec<String>,
    when: Option<Predicate>,
    /// Uses left; `None`: every matching request.
    left: Option<u32>,
    answer: Answer,
    delay: Duration,
    late: Duration,
}

impl std::fmt::Debug for Fault {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} /{} {:?} delay {:?} left {:?}{}",
            self.method,
            self.route.join("/"),
            self.answer,
            self.delay,
            self.left,
            if self.when.is_some() {
                " (when …)"
            } else {
                ""
            }
        )
    }
}

fn segments(path: &str) -> Vec<&str> {
    path.trim_matches('/')
        .split('/')
        .filter(|s| !s.is_empty())
        .collect()
}

impl Fault {
    /// A rule for `"METHOD /route"`, e.g. `"POST /channels/{id}/messages"`; by default it
    /// applies to the next matching request only and answers it as usual.
    pub fn on(route: &str) -> Fault {
        let (method, path) = route.trim().split_once(' ').unwrap_or(("*", route));
        Fault {
            method: method.trim().to_ascii_uppercase(),
            route: segments(path.trim())
                .into_iter()
                .map(String::from)
                .collect(),
            when: None,
            left: Some(1),
            answer: Answer::Normal,
            delay: Duration::ZERO,
            late: Duration::ZERO,
        }
    }

    /// Answer with this HTTP status (and a JSON error body as Discord's).
    pub fn status(mut self, code: u16) -> Fault {
        self.answer = Answer::Status(code);
        self
    }

    /// Answer 429 asking to wait `retry_after` seconds (body, `Retry-After` and
    /// `X-RateLimit-Reset-After`).
    pub fn rate_limited(mut self, retry_after: f64) -> Fault {
        self.answer = Answer::RateLimited {
            retry_after,
            global: false,
        };
        self
    }

    /// Make the 429 a global one (`"global": true`, `X-RateLimit-Global`).
    pub fn global(mut self) -> Fault {
        if let Answer::RateLimited { global, .. } = &mut self.answer {
            *global = true;
        }
        self
    }

    /// Hold the request this long before answering it.
    pub fn delay(mut self, delay: Duration) -> Fault {
        self.delay = delay;
        self
    }

    /// Handle the request at once, but hold its answer this long: what it made is made even
    /// if the caller dies before it hears back.
    pub fn late(mut self, late: Duration) -> Fault {
        self.late = late;
        self
    }

    /// Apply to the next `n` matching requests.
    pub fn times(mut self, n: u32) -> Fault {
        self.left = Some(n);
        self
    }

    /// Apply to every matching request.
    pub fn always(mut self) -> Fault {
        self.left = None;
        self
    }

    /// Only requests for which `f` holds match.
    pub fn when(mut self, f: impl Fn(&Seen<'_>) -> bool + Send + Sync + 'static) -> Fault {
        self.when = Some(Arc::new(f));
        self
    }

    fn matches(&self, seen: &Seen<'_>) -> bool {
        if self.left == Some(0) || (self.method != "*" && self.method != seen.method) {
            return false;
        }
        let path = segments(seen.path);
        let mut i = 0;
        for (n, part) in self.route.iter().enumerate() {
            if part == "*" && n + 1 == self.route.len() {
                i = path.len();
                break;
            }
            let Some(seg) = path.get(i) else {
                return false;
            };
            let any = part.starts_with('{') && part.ends_with('}');
            if !any && part != seg {
                return false;
            }
            i += 1;
        }
        i == path.len() && self.when.as_ref().is_none_or(|f| f(seen))
    }
}

/// A request as it came to the fake (before any injected delay).
#[derive(Clone, Debug)]
pub struct Arrival {
    pub method: String,
    pub path: String,
    /// The JSON body (`Null` when there is none).
    pub body: Value,
    pub at: Instant,
}

/// A request the fake answered with a fault.
#[derive(Clone, Debug)]
pub struct Hit {
    pub method: String,
    pub path: String,
    /// Its JSON body (`Null` when there is none), to know the request when it comes again.
    pub body: Value,
    pub status: u16,
    pub retry_after: Option<f64>,
    /// When the faulted answer was made.
    pub at: Instant,
}

/// What a matching rule asks of one request.
#[derive(Clone, Debug)]
pub struct Decision {
    pub delay: Duration,
    pub answer: Answer,
    /// How long the answer is held after the request was handled.
    pub late: Duration,
}

/// The first rule that matches `seen`, used up by one.
pub fn decide(faults: &mut [Fault], seen: &Seen<'_>) -> Option<Decision> {
    let fault = faults.iter_mut().find(|f| f.matches(seen))?;
    if let Some(n) = &mut fault.left {
        *n -= 1;
    }
    Some(Decision {
        delay: fault.delay,
        answer: fault.answer.clone(),
        late: fault.late,
    })
}

/// The response for an injected answer (`None` for `Normal`), with its hit.
pub fn respond(
    answer: &Answer,
    method: &str,
    path: &str,
    body: Option<&Value>,
) -> Option<(Response, Hit)> {
    let hit = |status: u16, retry_after| Hit {
        method: method.to_string(),
        path: path.to_string(),
        body: body.cloned().unwrap_or(Value::Null),
        status,
        retry_after,
        at: Instant::now(),
    };
    match *answer {
        Answer::Normal => None,
        Answer::Status(code) => {
            let status = StatusCode::from_u16(code).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
            let body = json!({ "code": 0, "message": format!("{code}: injected by the fake") });
            Some(((status, Json(body)).into_response(), hit(code, None)))
        }
        Answer::RateLimited {
            retry_after,
            global,
        } => {
            let body = json!({
                "message": "You are being rate limited.",
                "retry_after": retry_after,
                "global": global,
            });
            let mut r = (StatusCode::TOO_MANY_REQUESTS, Json(body)).into_response();
            let h = r.headers_mut();
            let after = HeaderValue::from_str(&retry_after.to_string()).ok()?;
            h.insert("retry-after", after.clone());
            h.insert("x-ratelimit-reset-after", after);
            h.insert("x-ratelimit-limit", HeaderValue::from_static("5"));
            h.insert("x-ratelimit-remaining", HeaderValue::from_static("0"));
            if global {
                h.insert("x-ratelimit-global", HeaderValue::from_static("true"));
                h.insert("x-ratelimit-scope", HeaderValue::from_static("global"));
            } else {
                h.insert("x-ratelimit-scope", HeaderValue::from_static("user"));
            }
            Some((r, hit(429, Some(retry_after))))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seen<'a>(method: &'a str, path: &'a str, body: &'a Value) -> Seen<'a> {
        Seen { method, path, body }
    }

    #[test]
    fn routes_match_segment_by_segment() {
        let null = Value::Null;
        let f = Fault::on("POST /channels/{id}/messages");
        assert!(f.matches(&seen("POST", "/channels/7/messages", &null)));
        assert!(!f.matches(&seen("GET", "/channels/7/messages", &null)));
        assert!(!f.matches(&seen("POST", "/channels/7/messages/8", &null)));
        assert!(!f.matches(&seen("POST", "/channels/7", &null)));
        let f = Fault::on("PATCH /*").when(|r| r.path.contains("/messages/"));
        assert!(f.matches(&seen("PATCH", "/webhooks/1/t/messages/@original", &null)));
        assert!(!f.matches(&seen("PATCH", "/channels/1", &null)));
    }

    #[test]
    fn a_rule_applies_as_often_as_told() {
        let null = Value::Null;
        let mut faults = vec![Fault::on("GET /users/@me").status(500).times(2)];
        let s = seen("GET", "/users/@me", &null);
        assert!(decide(&mut faults, &s).is_some());
        assert!(decide(&mut faults, &s).is_some());
        assert!(decide(&mut faults, &s).is_none());
    }
}
