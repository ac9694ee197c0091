//! A game's table options (Midgard's edition and variants, the Wall's neutral clans): stored
//! with the table as named values, read by the game into its own typed options, and described
//! to the lobby, the command line and autocomplete by [`OptionSpec`]s.

use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::Value;

/// Options as stored: named values the game reads into its typed options.
pub type OptionMap = serde_json::Map<String, Value>;

/// One option a game offers at its tables.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OptionSpec {
    /// Its name in commands and in the store (`edition`, `hall_of_fame`).
    pub key: &'static str,
    /// The values it takes, as typed (`revised`, `classic`; `on`, `off`).
    pub values: &'static [&'static str],
}

impl OptionSpec {
    /// Whether `value` is one this option takes.
    pub fn takes(&self, value: &str) -> bool {
        self.values.contains(&value)
    }
}

/// `options` read into a game's typed options; what is missing or unreadable keeps its
/// default.
pub fn read<O: DeserializeOwned + Default>(options: &OptionMap) -> O {
    serde_json::from_value(Value::Object(options.clone())).unwrap_or_default()
}

/// A game's typed options as stored.
pub fn write<O: Serialize>(options: &O) -> OptionMap {
    match serde_json::to_value(options) {
        Ok(Value::Object(map)) => map,
        _ => OptionMap::new(),
    }
}

/// `on` / `off` as a flag.
pub fn flag(value: &str) -> Option<bool> {
    match value {
        "on" | "true" | "yes" => Some(true),
        "off" | "false" | "no" => Some(false),
        _ => None,
    }
}

/// The values a flag takes.
pub const FLAG: &[&str] = &["on", "off"];
