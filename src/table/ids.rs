//! The names of things at a table, which everything else refers to: a table, a person, a
//! channel, where a table stands in its life, and how strong a bot is.

use std::fmt;

use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct TableId(pub i64);

/// A person, by their platform id (a Discord user id; the terminal's player is 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct UserId(pub u64);

/// Where a table sits: `discord:<channel id>` or `terminal:<name>`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct ChannelKey(pub String);

impl fmt::Display for ChannelKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    Lobby,
    Running,
    Finished,
    Abandoned,
}

impl Status {
    pub fn id(self) -> &'static str {
        match self {
            Status::Lobby => "lobby",
            Status::Running => "running",
            Status::Finished => "finished",
            Status::Abandoned => "abandoned",
        }
    }

    pub fn parse(s: &str) -> Option<Status> {
        [
            Status::Lobby,
            Status::Running,
            Status::Finished,
            Status::Abandoned,
        ]
        .into_iter()
        .find(|st| st.id() == s)
    }

    pub fn is_active(self) -> bool {
        matches!(self, Status::Lobby | Status::Running)
    }
}

/// How strong a bot is; each game maps this to its own bots.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BotLevel {
    Random,
    Heuristic,
    /// Searches the game ahead (in the games that have a search bot).
    Hard,
}

impl BotLevel {
    /// Every level, weakest first.
    pub const ALL: [BotLevel; 3] = [BotLevel::Random, BotLevel::Heuristic, BotLevel::Hard];

    /// The level's name as stored and typed (`random`, `heuristic`, `hard`).
    pub fn id(self) -> &'static str {
        match self {
            BotLevel::Random => "random",
            BotLevel::Heuristic => "heuristic",
            BotLevel::Hard => "hard",
        }
    }

    pub fn from_id(id: &str) -> Option<BotLevel> {
        BotLevel::ALL.into_iter().find(|l| l.id() == id)
    }
}
