//! The Wall's table options: neutral clans and the two variants (R-SETUP-2, R-SETUP-4), and
//! each player's colour (R-DECIDE 1).

use serde::{Deserialize, Serialize};

use crate::games::wall::state::MAX_CLANS;
use crate::games::wall::{Colour, Settings};
use crate::i18n::Text;
use crate::table::options::{flag, OptionSpec, FLAG};

/// What the host chooses in the lobby.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct WallOptions {
    /// Neutral clans asked for; a lone player always gets at least one, and there are never
    /// more than four clans.
    pub neutrals: u8,
    pub tied_forts_stay: bool,
    pub druhid_shift: bool,
}

pub const SPECS: &[OptionSpec] = &[
    OptionSpec {
        key: "neutrals",
        values: &["0", "1", "2", "3"],
    },
    OptionSpec {
        key: "tied_forts_stay",
        values: FLAG,
    },
    OptionSpec {
        key: "druhid_shift",
        values: FLAG,
    },
];

/// What each player chooses for their own seat: a colour (R-DECIDE 1).
pub const SEAT_SPECS: &[OptionSpec] = &[OptionSpec {
    key: "colour",
    values: &["green", "red", "gold", "blue"],
}];

/// The colours the players chose, by seat (R-DECIDE 1); the rest take the free ones.
pub fn seat_settings(settings: &mut Settings, choices: &[Vec<(String, String)>]) {
    for (slot, chosen) in settings.colours.iter_mut().zip(choices) {
        *slot = chosen
            .iter()
            .find(|(key, _)| key == "colour")
            .and_then(|(_, value)| Colour::parse(value));
    }
}

/// A seat's choice in words: its colour.
pub fn seat_choice_line(key: &str, value: &str) -> Option<Text> {
    let colour = Colour::parse(value).filter(|_| key == "colour")?;
    Some(Text::new("wall-colour").str("colour", colour.id()))
}

pub fn set(options: &mut WallOptions, key: &str, value: &str) -> bool {
    match key {
        "neutrals" => match value.parse::<u8>() {
            Ok(n) if n < MAX_CLANS as u8 => options.neutrals = n,
            _ => return false,
        },
        "tied_forts_stay" => match flag(value) {
            Some(b) => options.tied_forts_stay = b,
            None => return false,
        },
        "druhid_shift" => match flag(value) {
            Some(b) => options.druhid_shift = b,
            None => return false,
        },
        _ => return false,
    }
    true
}

/// The engine's settings for `seats` players: the neutrals asked for, fitted to the table.
pub fn settings(options: &WallOptions, seats: u8) -> Settings {
    let room = (MAX_CLANS as u8).saturating_sub(seats);
    let least = u8::from(seats == 1);
    Settings {
        players: seats,
        neutrals: options.neutrals.clamp(least, room.max(least)),
        tied_forts_stay: options.tied_forts_stay,
        druhid_shift: options.druhid_shift,
        ..Settings::new(seats)
    }
}

pub fn lines(options: &WallOptions) -> Vec<Text> {
    let mut out = vec![Text::new("wall-lobby-neutrals").num("count", options.neutrals)];
    let variants = [
        (options.tied_forts_stay, "wall-variant-tied_forts_stay"),
        (options.druhid_shift, "wall-variant-druhid_shift"),
    ];
    for (_, id) in variants.iter().filter(|(on, _)| *on) {
        out.push(Text::new("wall-lobby-variant").text("variant", Text::new(id)));
    }
    out
}
