//! Configuration, read once at start from the environment and an optional .env file.

use thiserror::Error;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Config {
    pub discord_token: Option<String>,
    pub database_url: String,
    pub dev_guild_id: Option<u64>,
    pub discord_api: Option<String>,
    /// How long a hard bot thinks over each decision (SKALD_BOT_THINK_MS, default 1000).
    pub bot_think_ms: u64,
    /// This process's name on the leases of background work (SKALD_INSTANCE, default
    /// `skald`): one name per process serving the bot, kept across restarts, so a restarted
    /// process takes its own leases back at once.
    pub instance: String,
    /// The gateway shards this process runs (SKALD_SHARDS); all of them when unset.
    pub shards: Option<Shards>,
    /// How often the process logs what it serves (SKALD_STATUS_SECS, default 60; 0: never).
    pub status_secs: u64,
}

/// A range of the bot's gateway shards, `first-last/total` (or `n/total` for one): with
/// several processes serving one bot, each runs its own range. Interactions and events of a
/// guild reach the process running its shard; DMs reach shard 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shards {
    pub first: u32,
    /// The last shard, included.
    pub last: u32,
    pub total: u32,
}

impl std::str::FromStr for Shards {
    type Err = ConfigError;

    fn from_str(s: &str) -> Result<Shards, ConfigError> {
        let bad = || ConfigError::Shards(s.to_string());
        let (range, total) = s.split_once('/').ok_or_else(bad)?;
        let (first, last) = range.split_once('-').unwrap_or((range, range));
        let number = |n: &str| n.trim().parse::<u32>().map_err(|_| bad());
        let shards = Shards {
            first: number(first)?,
            last: number(last)?,
            total: number(total)?,
        };
        if shards.first > shards.last || shards.last >= shards.total {
            return Err(bad());
        }
        Ok(shards)
    }
}

impl std::fmt::Display for Shards {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}-{}/{}", self.first, self.last, self.total)
    }
}

#[derive(Debug, Error)]
pub enum ConfigError {
    #[error("DEV_GUILD_ID must be a number, not `{0}`")]
    GuildId(String),
    #[error("SKALD_BOT_THINK_MS must be a number of milliseconds from 1 to 60000, not `{0}`")]
    ThinkMs(String),
    #[error("SKALD_STATUS_SECS must be a number of seconds, not `{0}`")]
    StatusSecs(String),
    #[error("SKALD_SHARDS must be `first-last/total` (as 0-3/16) or `n/total`, not `{0}`")]
    Shards(String),
}

pub const DEFAULT_DATABASE_URL: &str = "sqlite://skald.db";
/// The name of a process serving the bot when SKALD_INSTANCE gives none.
pub const DEFAULT_INSTANCE: &str = "skald";
/// A hard bot's thinking time over one decision, in milliseconds.
pub const DEFAULT_THINK_MS: u64 = 1000;
/// How often a serving process logs its status, in seconds.
pub const DEFAULT_STATUS_SECS: u64 = 60;

fn var(name: &str) -> Option<String> {
    std::env::var(name)
        .ok()
        .map(|v| v.trim().to_string())
        .filter(|v| !v.is_empty())
}

impl Config {
    /// Loads .env (if present) into the environment, then reads the variables.
    pub fn load() -> Result<Config, ConfigError> {
        let _ = dotenvy::dotenv();
        Config::from_env()
    }

    pub fn from_env() -> Result<Config, ConfigError> {
        let dev_guild_id = match var("DEV_GUILD_ID") {
            Some(v) => Some(v.parse().map_err(|_| ConfigError::GuildId(v))?),
            None => None,
        };
        let bot_think_ms = match var("SKALD_BOT_THINK_MS") {
            Some(v) => v
                .parse()
                .ok()
                .filter(|ms| (1..=60_000).contains(ms))
                .ok_or(ConfigError::ThinkMs(v))?,
            None => DEFAULT_THINK_MS,
        };
        let status_secs = match var("SKALD_STATUS_SECS") {
            Some(v) => v.parse().map_err(|_| ConfigError::StatusSecs(v))?,
            None => DEFAULT_STATUS_SECS,
        };
        Ok(Config {
            discord_token: var("DISCORD_TOKEN"),
            database_url: var("DATABASE_URL").unwrap_or_else(|| DEFAULT_DATABASE_URL.to_string()),
            dev_guild_id,
            discord_api: var("SKALD_DISCORD_API"),
            bot_think_ms,
            instance: var("SKALD_INSTANCE").unwrap_or_else(|| DEFAULT_INSTANCE.to_string()),
            shards: var("SKALD_SHARDS").map(|s| s.parse()).transpose()?,
            status_secs,
        })
    }
}

/// The database URL for what was given on the command line: a URL (`sqlite:…`,
/// `postgres://…`; the store refuses other kinds) as it is, anything else as the path of a
/// SQLite file.
pub fn database_url_of(given: &str) -> String {
    if given.starts_with("sqlite:") || given.contains("://") {
        given.to_string()
    } else {
        format!("sqlite://{given}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_shard_range_reads_as_written_and_a_bad_one_is_refused() {
        let range: Shards = "4-7/16".parse().unwrap();
        assert_eq!((range.first, range.last, range.total), (4, 7, 16));
        assert_eq!(range.to_string(), "4-7/16");
        let one: Shards = "0/1".parse().unwrap();
        assert_eq!((one.first, one.last, one.total), (0, 0, 1));
        for bad in ["", "3", "4-7", "7-4/16", "0-16/16", "a-b/c", "1/0", "-1/4"] {
            assert!(bad.parse::<Shards>().is_err(), "{bad}");
        }
    }
}
