//! Discord's "slow down" (HTTP 429), answered by waiting and trying again.
//!
//! Against Discord itself serenity's rate limiter does this before a 429 ever reaches Skald.
//! Serenity 0.12 only sends requests to an alternative API URL (SKALD_DISCORD_API) with its
//! limiter switched off, so there every request Skald makes goes through [`retry`]. Serenity
//! drops the body of an error response, so Discord's `retry_after` is not known here: the
//! waits double from half a second.

use std::future::Future;
use std::time::Duration;

use poise::serenity_prelude as serenity;

/// Tries at most this many times in all.
pub const ATTEMPTS: u32 = 6;
const FIRST_WAIT: Duration = Duration::from_millis(500);

pub fn is_rate_limited(e: &serenity::Error) -> bool {
    matches!(
        e,
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r))
            if r.status_code.as_u16() == 429
    )
}

/// Runs `send` until it is not refused with a 429 (or `ATTEMPTS` are spent).
pub async fn retry<T, Fut>(mut send: impl FnMut() -> Fut) -> Result<T, serenity::Error>
where
    Fut: Future<Output = Result<T, serenity::Error>>,
{
    let mut wait = FIRST_WAIT;
    let mut attempt = 1;
    loop {
        match send().await {
            Err(e) if attempt < ATTEMPTS && is_rate_limited(&e) => {
                tracing::warn!(
                    attempt,
                    wait_ms = wait.as_millis() as u64,
                    "Discord asked to slow down; trying again"
                );
                tokio::time::sleep(wait).await;
                wait *= 2;
                attempt += 1;
            }
            other => return other,
        }
    }
}
