//! Midgard's table options: the rules edition and the two variants.

use serde::{Deserialize, Serialize};

use crate::games::midgard::{Edition, Settings};
use crate::i18n::Text;
use crate::table::options::{flag, OptionSpec, FLAG};

/// What the host chooses in the lobby.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct MidgardOptions {
    pub edition: Edition,
    /// Defeated enemies are public.
    pub hall_of_fame: bool,
    /// Everyone starts with 1 blame.
    pub distrust: bool,
}

pub const SPECS: &[OptionSpec] = &[
    OptionSpec {
        key: "edition",
        values: &["revised", "classic"],
    },
    OptionSpec {
        key: "hall_of_fame",
        values: FLAG,
    },
    OptionSpec {
        key: "distrust",
        values: FLAG,
    },
];

/// Sets `key` to `value`; `false` for an option or value Midgard does not have.
pub fn set(options: &mut MidgardOptions, key: &str, value: &str) -> bool {
    match key {
        "edition" => match value.parse() {
            Ok(e) => options.edition = e,
            Err(_) => return false,
        },
        "hall_of_fame" => match flag(value) {
            Some(b) => options.hall_of_fame = b,
            None => return false,
        },
        "distrust" => match flag(value) {
            Some(b) => options.distrust = b,
            None => return false,
        },
        _ => return false,
    }
    true
}

/// The rules and the variants on, a line each.
pub fn lines(options: &MidgardOptions) -> Vec<Text> {
    let ed = options.edition;
    let edition = match ed {
        Edition::Revised => "edition-revised",
        Edition::Classic => "edition-classic",
    };
    let mut out = vec![Text::new("lobby-rules").text("edition", Text::new(edition))];
    let variants = [
        (options.hall_of_fame, "variant-hall_of_fame"),
        (options.distrust, "variant-distrust"),
    ];
    for (_, id) in variants.iter().filter(|(on, _)| *on) {
        let variant = Text::new(id).str("edition", ed.id());
        out.push(Text::new("lobby-variant").text("variant", variant));
    }
    out
}

/// The engine's settings for `seats` players.
pub fn settings(options: &MidgardOptions, seats: u8) -> Settings {
    let mut s = Settings::new(seats);
    s.edition = options.edition;
    s.hall_of_fame = options.hall_of_fame;
    s.distrust = options.distrust;
    s
}
