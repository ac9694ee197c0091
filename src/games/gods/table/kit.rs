//! How the conformance kit plays Viking Gods. Everything on its map is public (R-INFO-1): a
//! world dealt anew changes only future dice, so nothing told may differ between a game and
//! its twin. Its own tests check its determinization.

use crate::games::gods::State;
use crate::table::ids::BotLevel;
use crate::table::kit::{Digest, KitTable, Player, Setup, Told};

use super::options::GodsOptions;

/// Deployment by the rules and free, without and with a round limit; always two seats.
pub fn setup() -> Setup<GodsOptions, State> {
    let free = GodsOptions {
        free_deploy: true,
        round_limit: 6,
    };
    let table = |i: u64, options| KitTable {
        options,
        seats: vec![2],
        listed: (2, 5 + i),
        worded: 2,
        secrets: vec![
            (2, Player::Random, 44),
            (2, Player::Bot(BotLevel::Random), 44),
        ],
    };
    Setup {
        tables: vec![table(0, GodsOptions::default()), table(1, free)],
        seeds: 3,
        listed_every: 3,
        listed_least: 100,
        secrets_every: 2,
        least: Told {
            states: 101,
            public: 51,
            ..Told::default()
        },
        cards: None,
        digest: Some(Digest {
            file: "viking-gods.md",
            list: "src/games/gods/rule_ids.txt",
            least: 60,
            tests: "gods_",
            // The table layer's ids (timers, dice posting, input, bots) are not the engine's.
            unlisted: &["R-TABLE"],
            untested: &[],
        }),
    }
}
