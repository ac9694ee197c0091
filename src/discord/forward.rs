//! Skald's HTTP client for Discord, and the forwarder used with `SKALD_DISCORD_API`.
//!
//! Every request to Discord has a timeout ([`Limits::request_timeout`], 15 s): a Discord (or a
//! fake one) that stops answering makes a request fail instead of hanging.
//!
//! Against Discord itself serenity's rate limiter stays on and waits out 429s as told.
//! Serenity 0.12 sends requests to another base URL (`HttpBuilder::proxy`) only with that
//! limiter off, and drops a 429's body and headers on the way to Skald (see [`super::retry`]).
//! So with `SKALD_DISCORD_API` set Skald starts a [`Forwarder`] on 127.0.0.1 and gives serenity
//! its URL: each request is sent on to `SKALD_DISCORD_API` unchanged (method, path, query,
//! headers, body); a 429 is waited out for its `retry_after` (body, else `Retry-After`, else
//! `X-RateLimit-Reset-After`; at most [`Limits::max_wait`] per wait, [`Limits::attempts`]
//! tries and [`Limits::budget`] in all) and the request tried again, while the other requests
//! of its route ([`bucket_of`]) wait too (of every route, for a global 429); the final response goes back to serenity as it came. When Discord cannot be
//! reached in time serenity gets a 504 (timeout) or 502 (anything else) with a JSON error.

use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use axum::body::{Body, Bytes};
use axum::extract::{Request, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Router;
use poise::serenity_prelude as serenity;
use tokio::time::Instant;
use tracing::warn;

use super::retry::{is_global, retry_after};

/// The most a request body may carry through the forwarder (Discord's own upload limit is
/// lower).
const MAX_BODY: usize = 32 * 1024 * 1024;

/// The wait after a 429 that says nothing of how long to wait.
const FALLBACK_WAIT: Duration = Duration::from_secs(1);

/// How long Skald waits for Discord, and how patiently it waits out 429s.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Each HTTP request to Discord, from connecting to the end of the response body.
    pub request_timeout: Duration,
    /// The longest single wait a 429 is granted.
    pub max_wait: Duration,
    /// Tries of one request in all (the first and those after 429s).
    pub attempts: u32,
    /// The longest the forwarder spends on one request, waits included.
    pub budget: Duration,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            request_timeout: Duration::from_secs(15),
            max_wait: Duration::from_secs(60),
            attempts: 5,
            budget: Duration::from_secs(90),
        }
    }
}

impl Limits {
    /// How long serenity waits for the forwarder: its whole budget and a margin.
    pub fn local_timeout(&self) -> Duration {
        self.budget + Duration::from_secs(5)
    }
}

#[derive(Debug, thiserror::Error)]
pub enum ForwardError {
    #[error("SKALD_DISCORD_API must be an http:// or https:// URL, not `{0}`")]
    BadUrl(String),
    #[error("cannot listen on 127.0.0.1 for the Discord forwarder: {0}")]
    Bind(#[source] std::io::Error),
    #[error("cannot build an HTTP client: {0}")]
    Client(#[from] reqwest::Error),
}

/// An HTTP client whose every request times out after `timeout`; `local` ones (to the
/// forwarder) ignore any system proxy.
pub fn client(timeout: Duration, local: bool) -> Result<reqwest::Client, reqwest::Error> {
    let builder = reqwest::Client::builder().use_rustls_tls().timeout(timeout);
    let builder = if local { builder.no_proxy() } else { builder };
    builder.build()
}

/// Serenity's HTTP client for Discord, or for `api` (then through a [`Forwarder`], which must
/// be kept alive as long as the client is used).
pub async fn discord_http(
    token: &str,
    api: Option<&str>,
    limits: Limits,
) -> Result<(serenity::Http, Option<Forwarder>), ForwardError> {
    let builder = serenity::HttpBuilder::new(token);
    let Some(api) = api else {
        let http = builder
            .client(client(limits.request_timeout, false)?)
            .build();
        return Ok((http, None));
    };
    let forwarder = Forwarder::start(api, limits).await?;
    let http = builder
        .client(client(limits.local_timeout(), true)?)
        .proxy(forwarder.url())
        .ratelimiter_disabled(true)
        .build();
    Ok((http, Some(forwarder)))
}

struct Inner {
    upstream: String,
    client: reqwest::Client,
    limits: Limits,
    /// Until when a global 429 holds back every request.
    global_until: Mutex<Option<Instant>>,
    /// Until when a 429 holds back the requests of one route ([`bucket_of`]).
    held: Mutex<HashMap<String, Instant>>,
}

/// The forwarder, serving on 127.0.0.1 until dropped.
pub struct Forwarder {
    addr: SocketAddr,
    task: tokio::task::JoinHandle<()>,
}

impl Drop for Forwarder {
    fn drop(&mut self) {
        self.task.abort();
    }
}

impl Forwarder {
    /// Listens on 127.0.0.1 (a free port) and forwards to `upstream`, e.g. `http://host:port`.
    pub async fn start(upstream: &str, limits: Limits) -> Result<Forwarder, ForwardError> {
        let upstream = upstream.trim().trim_end_matches('/');
        if !(upstream.starts_with("http://") || upstream.starts_with("https://"))
            || reqwest::Url::parse(upstream).is_err()
        {
            return Err(ForwardError::BadUrl(upstream.to_string()));
        }
        let inner = Arc::new(Inner {
            upstream: upstream.to_string(),
            client: reqwest::Client::builder()
                .use_rustls_tls()
                .timeout(limits.request_timeout)
                .redirect(reqwest::redirect::Policy::none())
                .build()?,
            limits,
            global_until: Mutex::new(None),
            held: Mutex::new(HashMap::new()),
        });
        let listener = tokio::net::TcpListener::bind(("127.0.0.1", 0))
            .await
            .map_err(ForwardError::Bind)?;
        let addr = listener.local_addr().map_err(ForwardError::Bind)?;
        let listener = axum::serve::ListenerExt::tap_io(listener, |tcp| {
            let _ = tcp.set_nodelay(true);
        });
        let app = Router::new().fallback(forward).with_state(inner);
        let task = tokio::spawn(async move {
            if let Err(e) = axum::serve(listener, app).await {
                tracing::error!(error = %e, "the Discord forwarder stopped");
            }
        });
        Ok(Forwarder { addr, task })
    }

    /// The URL to give serenity as its proxy.
    pub fn url(&self) -> String {
        format!("http://{}", self.addr)
    }
}

impl Inner {
    /// Waits while a 429 holds back this route or every route, at most until `deadline`.
    async fn wait_turn(&self, bucket: &str, deadline: Instant) {
        let global = *self
            .global_until
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        let route = {
            let mut held = self.held.lock().unwrap_or_else(PoisonError::into_inner);
            let now = Instant::now();
            held.retain(|_, until| *until > now);
            held.get(bucket).copied()
        };
        if let Some(until) = global.into_iter().chain(route).max() {
            tokio::time::sleep_until(until.min(deadline)).await;
        }
    }

    /// Holds back `bucket` (or every route) for `wait`.
    fn hold(&self, bucket: &str, global: bool, wait: Duration) {
        let until = Instant::now() + wait;
        if global {
            let mut g = self
                .global_until
                .lock()
                .unwrap_or_else(PoisonError::into_inner);
            if g.is_none_or(|u| u < until) {
                *g = Some(until);
            }
        }
        let mut held = self.held.lock().unwrap_or_else(PoisonError::into_inner);
        let entry = held.entry(bucket.to_string()).or_insert(until);
        if *entry < until {
            *entry = until;
        }
    }
}

/// The rate-limit bucket of a request, roughly as Discord counts them: method and path, with
/// message ids left out (all messages of a channel, or of an interaction, share a limit).
pub fn bucket_of(method: &str, path: &str) -> String {
    let mut after_messages = false;
    let parts: Vec<&str> = path
        .split('/')
        .map(|s| {
            let minor = after_messages && s.bytes().all(|b| b.is_ascii_digit());
            after_messages = s == "messages";
            if minor {
                "{message}"
            } else {
                s
            }
        })
        .collect();
    format!("{method} {}", parts.join("/"))
}

/// Headers that belong to one connection, not to the request or response carried.
const HOP_BY_HOP: [&str; 9] = [
    "connection",
    "keep-alive",
    "proxy-authenticate",
    "proxy-authorization",
    "te",
    "trailer",
    "transfer-encoding",
    "upgrade",
    "content-length",
];

fn end_to_end(headers: &HeaderMap, also: &[&str]) -> HeaderMap {
    let mut out = headers.clone();
    for name in HOP_BY_HOP.iter().chain(also) {
        out.remove(*name);
    }
    out
}

/// A path for the log: ids become `{id}`, long segments (interaction and webhook tokens)
/// `{token}`, so no secret is written down.
pub fn route_of(path: &str) -> String {
    let route: Vec<&str> = path
        .split('/')
        .map(|s| {
            if !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()) {
                "{id}"
            } else if s.len() > 32 {
                "{token}"
            } else {
                s
            }
        })
        .collect();
    super::fallback::for_log(&route.join("/"))
}

/// What serenity gets when Discord could not be reached in time.
fn failure(route: &str, e: &reqwest::Error) -> Response {
    let (status, what) = if e.is_timeout() {
        (
            StatusCode::GATEWAY_TIMEOUT,
            "Discord did not answer in time",
        )
    } else {
        (StatusCode::BAD_GATEWAY, "Discord could not be reached")
    };
    warn!(route, error = %e, "{what}");
    let body = serde_json::json!({ "code": 0, "message": format!("{what}: {e}") });
    (status, axum::Json(body)).into_response()
}

async fn forward(State(inner): State<Arc<Inner>>, request: Request) -> Response {
    let (parts, body) = request.into_parts();
    let route = route_of(parts.uri.path());
    let body = match axum::body::to_bytes(body, MAX_BODY).await {
        Ok(b) => b,
        Err(e) => {
            warn!(route, error = %e, "a request to Discord could not be read");
            return StatusCode::PAYLOAD_TOO_LARGE.into_response();
        }
    };
    let url = format!(
        "{}{}",
        inner.upstream,
        parts.uri.path_and_query().map_or("/", |p| p.as_str())
    );
    let headers = end_to_end(&parts.headers, &["host"]);
    let bucket = bucket_of(parts.method.as_str(), parts.uri.path());
    let deadline = Instant::now() + inner.limits.budget;
    let mut attempt = 1;
    loop {
        inner.wait_turn(&bucket, deadline).await;
        let left = deadline.saturating_duration_since(Instant::now());
        if left.is_zero() {
            warn!(route, attempt, "no time left for a request to Discord");
            return StatusCode::GATEWAY_TIMEOUT.into_response();
        }
        let sent = inner
            .client
            .request(parts.method.clone(), &url)
            .headers(headers.clone())
            .body(body.clone())
            .timeout(left.min(inner.limits.request_timeout))
            .send()
            .await;
        let response = match sent {
            Ok(r) => r,
            Err(e) => return failure(&route, &e),
        };
        let status = response.status();
        let head = response.headers().clone();
        let bytes: Bytes = match response.bytes().await {
            Ok(b) => b,
            Err(e) => return failure(&route, &e),
        };
        if status == StatusCode::TOO_MANY_REQUESTS && attempt < inner.limits.attempts {
            let told = retry_after(&head, &bytes);
            let wait = told.unwrap_or(FALLBACK_WAIT).min(inner.limits.max_wait);
            if Instant::now() + wait < deadline {
                let global = is_global(&head, &bytes);
                // The others on this route (or all, for a global limit) wait as well.
                inner.hold(&bucket, global, wait);
                warn!(
                    route,
                    attempt,
                    wait_ms = wait.as_millis() as u64,
                    told = told.is_some(),
                    global,
                    "Discord asked to slow down; waiting as told before trying again"
                );
                tokio::time::sleep(wait).await;
                attempt += 1;
                continue;
            }
        }
        let mut out = Response::new(Body::from(bytes));
        *out.status_mut() = status;
        *out.headers_mut() = end_to_end(&head, &[]);
        if status == StatusCode::TOO_MANY_REQUESTS {
            warn!(route, attempt, "Discord still asks to slow down; giving up");
        }
        return out;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    #[test]
    fn routes_in_the_log_carry_no_ids_or_tokens() {
        let token = "aW50ZXJhY3Rpb246MTIzNDU2Nzg5MDEyMzQ1Njc4OTp0b2tlbg".repeat(3);
        assert_eq!(
            route_of(&format!("/api/v10/interactions/123456789/{token}/callback")),
            "/api/v10/interactions/{id}/{token}/callback"
        );
        assert_eq!(
            route_of("/api/v10/channels/42/messages"),
            "/api/v10/channels/{id}/messages"
        );
        assert!(route_of(&"/x".repeat(5000)).chars().count() < 200);
    }

    #[test]
    fn a_channels_messages_share_a_bucket() {
        assert_eq!(
            bucket_of("PATCH", "/api/v10/channels/1/messages/22"),
            bucket_of("PATCH", "/api/v10/channels/1/messages/33")
        );
        assert_ne!(
            bucket_of("POST", "/api/v10/channels/1/messages"),
            bucket_of("POST", "/api/v10/channels/2/messages")
        );
        assert_ne!(
            bucket_of("POST", "/api/v10/channels/1/messages"),
            bucket_of("PATCH", "/api/v10/channels/1/messages")
        );
    }

    #[test]
    fn only_http_urls_are_forwarded_to() {
        let rt = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .expect("a runtime");
        for bad in ["discord.com", "ftp://x", "http://", ""] {
            let started = rt.block_on(Forwarder::start(bad, Limits::default()));
            assert!(
                matches!(started, Err(ForwardError::BadUrl(_))),
                "{bad}: {:?}",
                started.map(|f| f.url())
            );
        }
        let ok = rt.block_on(Forwarder::start("http://127.0.0.1:9/", Limits::default()));
        assert!(ok.is_ok_and(|f| f.url().starts_with("http://127.0.0.1:")));
    }

    #[test]
    fn hop_by_hop_headers_stay_behind() {
        let mut h = HeaderMap::new();
        h.insert("connection", HeaderValue::from_static("keep-alive"));
        h.insert("content-length", HeaderValue::from_static("3"));
        h.insert("host", HeaderValue::from_static("127.0.0.1:1"));
        h.insert("authorization", HeaderValue::from_static("Bot x"));
        let out = end_to_end(&h, &["host"]);
        assert_eq!(out.len(), 1);
        assert!(out.contains_key("authorization"));
    }
}
