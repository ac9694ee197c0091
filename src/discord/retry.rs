//! Discord's "slow down" (HTTP 429): how long Discord asked to wait, and who waits.
//!
//! - Against Discord itself serenity's own rate limiter waits out every 429 (it reads the
//!   `Retry-After` header) before the error could reach Skald.
//! - With `SKALD_DISCORD_API` set, serenity 0.12 sends requests to that URL only with its rate
//!   limiter off (`Ratelimiter::perform` builds every request with no proxy), and when it turns
//!   a 429 into an error it drops the body (its `DiscordJsonError` needs a `code`, which a 429
//!   has not) and the headers, so `retry_after` would be lost. Skald therefore puts a small
//!   forwarder of its own in between ([`super::forward`]): it sees the whole 429, waits
//!   [`retry_after`] (capped, a bounded number of times) and only then tries again.
//!
//! A 429 that still reaches Skald has outlasted those waits: [`retry`] reports it and hands it
//! on instead of guessing at another wait.

use std::future::Future;
use std::time::Duration;

use poise::serenity_prelude as serenity;
use reqwest::header::HeaderMap;

pub fn is_rate_limited(e: &serenity::Error) -> bool {
    matches!(
        e,
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r))
            if r.status_code.as_u16() == 429
    )
}

/// Sends once. Waiting out a 429 is done below Skald (serenity's limiter, or the forwarder),
/// where Discord's `retry_after` is known; one that still arrives here is logged and returned.
pub async fn retry<T, Fut>(send: impl FnOnce() -> Fut) -> Result<T, serenity::Error>
where
    Fut: Future<Output = Result<T, serenity::Error>>,
{
    let result = send().await;
    if let Err(e) = &result {
        if is_rate_limited(e) {
            tracing::warn!(error = %e, "Discord still asks to slow down after the waits it asked for");
        }
    }
    result
}

/// How long a 429 asks to wait: the body's `retry_after` (seconds, fractional), else the
/// `Retry-After` header, else `X-RateLimit-Reset-After`. `None` when none of them is a finite,
/// non-negative number of seconds.
pub fn retry_after(headers: &HeaderMap, body: &[u8]) -> Option<Duration> {
    let from_body = serde_json::from_slice::<serde_json::Value>(body)
        .ok()
        .and_then(|v| v.get("retry_after").and_then(serde_json::Value::as_f64));
    let header = |name: &str| {
        headers
            .get(name)
            .and_then(|v| v.to_str().ok())
            .and_then(|s| s.trim().parse::<f64>().ok())
    };
    [
        from_body,
        header("retry-after"),
        header("x-ratelimit-reset-after"),
    ]
    .into_iter()
    .flatten()
    .find_map(seconds)
}

/// Whether a 429 holds back every route (`"global": true` or `X-RateLimit-Global`).
pub fn is_global(headers: &HeaderMap, body: &[u8]) -> bool {
    headers.contains_key("x-ratelimit-global")
        || serde_json::from_slice::<serde_json::Value>(body)
            .ok()
            .and_then(|v| v.get("global").and_then(serde_json::Value::as_bool))
            .unwrap_or(false)
}

fn seconds(s: f64) -> Option<Duration> {
    (s.is_finite() && s >= 0.0)
        .then(|| Duration::try_from_secs_f64(s).ok())
        .flatten()
}

#[cfg(test)]
mod tests {
    use super::*;
    use reqwest::header::HeaderValue;

    fn headers(pairs: &[(&'static str, &'static str)]) -> HeaderMap {
        let mut h = HeaderMap::new();
        for (k, v) in pairs {
            h.insert(*k, HeaderValue::from_static(v));
        }
        h
    }

    #[test]
    fn the_body_comes_first() {
        let h = headers(&[("retry-after", "2"), ("x-ratelimit-reset-after", "3.5")]);
        let body = br#"{"message":"You are being rate limited.","retry_after":1.5,"global":false}"#;
        assert_eq!(retry_after(&h, body), Some(Duration::from_millis(1500)));
        assert!(!is_global(&h, body));
    }

    #[test]
    fn then_retry_after_then_reset_after() {
        let h = headers(&[("retry-after", "2"), ("x-ratelimit-reset-after", "3.5")]);
        assert_eq!(retry_after(&h, b""), Some(Duration::from_secs(2)));
        let h = headers(&[("x-ratelimit-reset-after", "0.250")]);
        assert_eq!(
            retry_after(&h, b"not json"),
            Some(Duration::from_millis(250))
        );
        // A body without the field falls through to the headers.
        let h = headers(&[("Retry-After", "4")]);
        assert_eq!(
            retry_after(&h, br#"{"message":"slow"}"#),
            Some(Duration::from_secs(4))
        );
    }

    #[test]
    fn nonsense_is_skipped() {
        let h = headers(&[("retry-after", "soon"), ("x-ratelimit-reset-after", "-1")]);
        assert_eq!(retry_after(&h, br#"{"retry_after":"later"}"#), None);
        assert_eq!(
            retry_after(&HeaderMap::new(), br#"{"retry_after":-3}"#),
            None
        );
        let h = headers(&[("retry-after", "1e400")]);
        assert_eq!(retry_after(&h, b""), None);
        let h = headers(&[("retry-after", "NaN"), ("x-ratelimit-reset-after", "1")]);
        assert_eq!(retry_after(&h, b""), Some(Duration::from_secs(1)));
    }

    #[test]
    fn global_limits_are_seen_in_body_or_headers() {
        assert!(is_global(&HeaderMap::new(), br#"{"global":true}"#));
        assert!(is_global(&headers(&[("x-ratelimit-global", "true")]), b""));
        assert!(!is_global(&HeaderMap::new(), b"{}"));
    }
}
