//! A game's table options (Midgard's edition and variants, the Wall's neutral clans): stored
//! with the table as named values, read by the game into its own typed options, and described
//! to the lobby, the command line and autocomplete by [`OptionSpec`]s. A game may also offer
//! each player a choice of their own (a colour): the same specs, held in [`SeatChoices`].

use std::collections::BTreeMap;

use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::Value;

use super::ids::UserId;

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

/// What each seated player chose for their own seat (a colour, a side: the game's
/// [`super::game::TableGame::seat_option_specs`]), by person: a seat moving or a player
/// leaving never hands one player's choice to another. A bot has none.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, serde::Deserialize)]
#[serde(into = "StoredChoices", try_from = "StoredChoices")]
pub struct SeatChoices(BTreeMap<UserId, BTreeMap<String, String>>);

/// Seat choices as stored: by user id in decimal (a JSON key is a string, and the table's
/// settings are read through a flattened map that would not turn it back into a number).
type StoredChoices = BTreeMap<String, BTreeMap<String, String>>;

impl SeatChoices {
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// `user`'s value of `key`, if they chose one.
    pub fn get(&self, user: UserId, key: &str) -> Option<&str> {
        self.0.get(&user)?.get(key).map(String::as_str)
    }

    pub fn set(&mut self, user: UserId, key: &str, value: &str) {
        self.0
            .entry(user)
            .or_default()
            .insert(key.to_string(), value.to_string());
    }

    /// Drops whatever `user` chose.
    pub fn forget(&mut self, user: UserId) {
        self.0.remove(&user);
    }
}

impl From<SeatChoices> for StoredChoices {
    fn from(choices: SeatChoices) -> Self {
        choices
            .0
            .into_iter()
            .map(|(user, chosen)| (user.0.to_string(), chosen))
            .collect()
    }
}

impl TryFrom<StoredChoices> for SeatChoices {
    type Error = std::num::ParseIntError;

    fn try_from(stored: StoredChoices) -> Result<Self, Self::Error> {
        stored
            .into_iter()
            .map(|(user, chosen)| Ok((UserId(user.parse()?), chosen)))
            .collect::<Result<_, _>>()
            .map(SeatChoices)
    }
}
