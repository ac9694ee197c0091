//! How the conformance kit plays Jomsvikings. Hands, pile order, dealt characters, searches
//! and REWARD draws are secret (R-INFO); its own tests check its determinization.

use crate::games::joms::{Mode, State};
use crate::table::kit::{secret_games, Digest, KitTable, Setup, Told, SECRET_TABLES};

use super::options::JomsOptions;

/// The competitive game for 2–4 seats, and the legendary cooperative one for 1, 2 and 4.
pub fn setup() -> Setup<JomsOptions, State> {
    let coop = JomsOptions {
        mode: Mode::Coop,
        difficulty: "legendary".into(),
        ygg_everyone: true,
        ..JomsOptions::default()
    };
    let secrets = |tables: &[_], i: u64| {
        let games = tables.iter().map(|&(seats, player)| {
            secret_games(&[(seats, player)], &[60 + 10 * i + u64::from(seats)])
        });
        games.flatten().collect()
    };
    Setup {
        tables: vec![
            KitTable {
                options: JomsOptions::default(),
                seats: vec![2, 3, 4],
                listed: (2, 7),
                worded: 3,
                secrets: secrets(&SECRET_TABLES[1..], 0),
            },
            KitTable {
                options: coop,
                seats: vec![1, 2, 4],
                listed: (3, 8),
                worded: 3,
                secrets: secrets(&SECRET_TABLES[..3], 1),
            },
        ],
        seeds: 2,
        listed_every: 3,
        listed_least: 100,
        // Nearly every move shows the channel something (a card placed, a prompt answered),
        // so few moves are quiet or can be told beside another; the states and what they
        // tell are the check here.
        secrets_every: 5,
        least: Told {
            states: 201,
            public: 101,
            ..Told::default()
        },
        cards: None,
        digest: Some(Digest {
            file: "jomsvikings.md",
            list: "src/games/joms/rule_ids.txt",
            least: 90,
            tests: "joms_",
            unlisted: &[],
            // The Discord commands are the table layer's: no engine test can check them.
            untested: &["R-TABLE-5"],
        }),
    }
}
