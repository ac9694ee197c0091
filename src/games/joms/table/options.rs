//! Jomsvikings' table options (R-DECIDE 0): competitive or co-op (R-COOP), the co-op level
//! (R-COOP-3) and the variants (R-VAR-1..3).

use serde::{Deserialize, Serialize};

use crate::games::joms::{Mode, Settings};
use crate::i18n::Text;
use crate::table::options::{flag, OptionSpec, FLAG};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct JomsOptions {
    pub mode: Mode,
    pub difficulty: String,
    pub ygg_saga1_only: bool,
    pub ygg_everyone: bool,
    pub open_hands: bool,
}

impl Default for JomsOptions {
    fn default() -> Self {
        JomsOptions {
            mode: Mode::Competitive,
            difficulty: "easy".into(),
            ygg_saga1_only: false,
            ygg_everyone: false,
            open_hands: false,
        }
    }
}

pub const MODES: &[&str] = &["competitive", "coop"];
pub const LEVELS: &[&str] = &["easy", "advanced", "expert", "legendary"];

pub const SPECS: &[OptionSpec] = &[
    OptionSpec {
        key: "mode",
        values: MODES,
    },
    OptionSpec {
        key: "difficulty",
        values: LEVELS,
    },
    OptionSpec {
        key: "ygg_saga1_only",
        values: FLAG,
    },
    OptionSpec {
        key: "ygg_everyone",
        values: FLAG,
    },
    OptionSpec {
        key: "open_hands",
        values: FLAG,
    },
];

pub fn set(o: &mut JomsOptions, key: &str, value: &str) -> bool {
    match key {
        "mode" => match value {
            "competitive" => o.mode = Mode::Competitive,
            "coop" => o.mode = Mode::Coop,
            _ => return false,
        },
        "difficulty" if LEVELS.contains(&value) => o.difficulty = value.to_string(),
        "ygg_saga1_only" | "ygg_everyone" | "open_hands" => {
            let Some(b) = flag(value) else { return false };
            match key {
                "ygg_saga1_only" => o.ygg_saga1_only = b,
                "ygg_everyone" => o.ygg_everyone = b,
                _ => o.open_hands = b,
            }
        }
        _ => return false,
    }
    true
}

pub fn settings(o: &JomsOptions, seats: u8) -> Settings {
    Settings {
        players: seats,
        mode: o.mode,
        difficulty: o.difficulty.clone(),
        ygg_saga1_only: o.ygg_saga1_only,
        ygg_everyone: o.ygg_everyone,
        open_hands: o.open_hands && o.mode == Mode::Coop,
    }
}

pub fn lines(o: &JomsOptions) -> Vec<Text> {
    let mut out = vec![match o.mode {
        Mode::Competitive => Text::new("joms-lobby-competitive"),
        Mode::Coop => Text::new("joms-lobby-coop").str("level", o.difficulty.clone()),
    }];
    for (on, id) in [
        (o.ygg_saga1_only, "ygg_saga1_only"),
        (o.ygg_everyone, "ygg_everyone"),
        (o.open_hands && o.mode == Mode::Coop, "open_hands"),
    ] {
        if on {
            out.push(Text::new("joms-lobby-variant").str("variant", id));
        }
    }
    out
}
