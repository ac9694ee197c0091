//! Configuration, read once at start from the environment and an optional .env file.

use thiserror::Error;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Config {
    pub discord_token: Option<String>,
    pub database_url: String,
    pub dev_guild_id: Option<u64>,
    pub discord_api: Option<String>,
}

#[derive(Debug, Error)]
pub enum ConfigError {
    #[error("DEV_GUILD_ID must be a number, not `{0}`")]
    GuildId(String),
}

pub const DEFAULT_DATABASE_URL: &str = "sqlite://skald.db";

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
        Ok(Config {
            discord_token: var("DISCORD_TOKEN"),
            database_url: var("DATABASE_URL").unwrap_or_else(|| DEFAULT_DATABASE_URL.to_string()),
            dev_guild_id,
            discord_api: var("SKALD_DISCORD_API"),
        })
    }
}

/// A database URL for a file path given on the command line.
pub fn sqlite_url(path: &str) -> String {
    if path.starts_with("sqlite:") {
        path.to_string()
    } else {
        format!("sqlite://{path}")
    }
}
