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
}

#[derive(Debug, Error)]
pub enum ConfigError {
    #[error("DEV_GUILD_ID must be a number, not `{0}`")]
    GuildId(String),
    #[error("SKALD_BOT_THINK_MS must be a number of milliseconds from 1 to 60000, not `{0}`")]
    ThinkMs(String),
}

pub const DEFAULT_DATABASE_URL: &str = "sqlite://skald.db";
/// The name of a process serving the bot when SKALD_INSTANCE gives none.
pub const DEFAULT_INSTANCE: &str = "skald";
/// A hard bot's thinking time over one decision, in milliseconds.
pub const DEFAULT_THINK_MS: u64 = 1000;

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
        Ok(Config {
            discord_token: var("DISCORD_TOKEN"),
            database_url: var("DATABASE_URL").unwrap_or_else(|| DEFAULT_DATABASE_URL.to_string()),
            dev_guild_id,
            discord_api: var("SKALD_DISCORD_API"),
            bot_think_ms,
            instance: var("SKALD_INSTANCE").unwrap_or_else(|| DEFAULT_INSTANCE.to_string()),
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
