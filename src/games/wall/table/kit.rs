//! How the conformance kit plays Storm the Wall, and what it knows of its cards.

use crate::games::wall::state::Orders;
use crate::games::wall::{Phase, State};
use crate::table::kit::{
    secret_games, sorted, Cards, Digest, KitTable, Setup, Told, SECRET_TABLES,
};

use super::options::WallOptions;

/// The plain game and one with every variant; seats 1–4.
pub fn setup() -> Setup<WallOptions, State> {
    let variants = WallOptions {
        neutrals: 1,
        tied_forts_stay: true,
        druhid_shift: true,
    };
    let table = |i: u64, options| KitTable {
        options,
        seats: vec![1, 2, 3, 4],
        listed: (2 + i as u8, 3 + i),
        worded: 3,
        secrets: secret_games(&SECRET_TABLES, &[40 + 10 * i, 41 + 10 * i, 42 + 10 * i]),
    };
    Setup {
        tables: vec![table(0, WallOptions::default()), table(1, variants)],
        seeds: 2,
        listed_every: 3,
        listed_least: 100,
        secrets_every: 1,
        least: Told {
            states: 501,
            public: 51,
            private: 0,
            moves: 101,
            beside: 101,
        },
        cards: Some(Cards {
            census,
            secrets,
            invariants,
            games: vec![(1, 0), (2, 0), (3, 1), (4, 0)],
            seeds: 0..8,
            every: 2,
            play_every: 6,
            share: 0.9,
        }),
        digest: Some(Digest {
            file: "wall.md",
            list: "src/games/wall/rule_ids.txt",
            least: 60,
            tests: "wall_",
            unlisted: &[],
            untested: &[],
        }),
    }
}

/// Every fort card wherever it lies, and each clan's nine orders and how they lie.
fn census(s: &State) -> Vec<String> {
    let mut all = vec![sorted(
        "forts",
        s.deck
            .iter()
            .chain(&s.discard)
            .chain(s.wall.iter().flatten())
            .chain(s.clans.iter().flat_map(|c| &c.held)),
    )];
    for c in &s.clans {
        let o = &c.orders;
        let everywhere = o
            .aside
            .iter()
            .copied()
            .chain(o.discard)
            .chain(o.placed.iter().flatten().copied())
            .chain(o.unplaced());
        all.push(sorted("a clan's nine", everywhere));
        let shape: Vec<bool> = o.placed.iter().map(Option::is_some).collect();
        all.push(format!(
            "{} aside, discard {}, placed {shape:?}, locked {}",
            o.aside.len(),
            o.discard.is_some(),
            o.locked
        ));
    }
    all
}

/// What only some seats see: the orders set aside, discarded and placed, and the fight picks.
fn secrets(s: &State) -> Vec<(&'static str, String)> {
    let orders = |f: fn(&Orders) -> String| {
        s.clans
            .iter()
            .map(|c| f(&c.orders))
            .collect::<Vec<_>>()
            .join(" ")
    };
    let picks = match &s.phase {
        Phase::Fight(f) => format!("{:?}", f.picks),
        _ => String::new(),
    };
    vec![
        ("aside", orders(|o| format!("{:?}", o.aside))),
        ("discard", orders(|o| format!("{:?}", o.discard))),
        ("placed", orders(|o| format!("{:?}", o.placed))),
        ("picks", picks),
    ]
}

/// A player's set-aside orders stay sorted; locked orders are complete.
fn invariants(s: &State) {
    for c in s.clans.iter().filter(|c| !c.neutral) {
        let mut aside = c.orders.aside.clone();
        aside.sort_unstable();
        assert_eq!(
            aside, c.orders.aside,
            "a player's set-aside cards stay sorted"
        );
    }
    for c in s.clans.iter().filter(|c| c.orders.locked && !c.neutral) {
        assert!(
            c.orders.is_complete(),
            "a player's locked orders are complete"
        );
    }
}
