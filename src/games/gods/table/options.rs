//! Viking Gods' table options: free deployment and the round limit (R-SETUP-3, R-ROUND-2),
//! and each player's side (R-SETUP-1, R-DECIDE 0).

use serde::{Deserialize, Serialize};

use crate::games::gods::state::DEFAULT_ROUND_LIMIT;
use crate::games::gods::Settings;
use crate::i18n::Text;
use crate::table::options::{flag, OptionSpec, FLAG};

/// What the host chooses in the lobby.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct GodsOptions {
    pub free_deploy: bool,
    /// 0: no limit.
    pub round_limit: u8,
}

impl Default for GodsOptions {
    fn default() -> Self {
        GodsOptions {
            free_deploy: false,
            round_limit: DEFAULT_ROUND_LIMIT,
        }
    }
}

/// The round limits the lobby offers (any 0–99 may be typed).
const LIMITS: &[&str] = &["0", "10", "12", "15", "20", "25", "30"];

pub const SPECS: &[OptionSpec] = &[
    OptionSpec {
        key: "free_deploy",
        values: FLAG,
    },
    OptionSpec {
        key: "round_limit",
        values: LIMITS,
    },
];

/// What each player chooses for their own seat: a side (R-SETUP-1).
pub const SEAT_SPECS: &[OptionSpec] = &[OptionSpec {
    key: "side",
    values: &["asgard", "chaos"],
}];

pub fn set(options: &mut GodsOptions, key: &str, value: &str) -> bool {
    match key {
        "free_deploy" => match flag(value) {
            Some(b) => options.free_deploy = b,
            None => return false,
        },
        "round_limit" => match value.parse::<u8>() {
            Ok(n) if n < 100 => options.round_limit = n,
            _ => return false,
        },
        _ => return false,
    }
    true
}

pub fn settings(options: &GodsOptions) -> Settings {
    Settings {
        free_deploy: options.free_deploy,
        round_limit: options.round_limit,
        asgard: None,
    }
}

/// The sides the players chose (R-SETUP-1): Asgard is the seat that chose it, or the other
/// seat of one that chose Chaos; nobody chose: the seed draws.
pub fn seat_settings(settings: &mut Settings, choices: &[Vec<(String, String)>]) {
    let chose = |seat: usize, side: &str| {
        choices
            .get(seat)
            .is_some_and(|c| c.iter().any(|(k, v)| k == "side" && v == side))
    };
    settings.asgard = (0..2u8).find(|&s| {
        let s_ = usize::from(s);
        chose(s_, "asgard") || chose(1 - s_, "chaos")
    });
}

/// A side in words.
pub fn seat_choice_line(key: &str, value: &str) -> Option<Text> {
    (key == "side" && matches!(value, "asgard" | "chaos"))
        .then(|| Text::new("gods-side").str("side", value.to_string()))
}

pub fn lines(options: &GodsOptions) -> Vec<Text> {
    let mut out = vec![Text::new("gods-lobby-limit").num("rounds", options.round_limit)];
    if options.free_deploy {
        out.push(Text::new("gods-lobby-free-deploy"));
    }
    out
}
