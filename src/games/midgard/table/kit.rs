//! How the conformance kit plays Champions of Midgard, and what it knows of its cards.

use crate::games::midgard::cards::cards;
use crate::games::midgard::state::{Phase, Player as Seated, State, Sub};
use crate::games::midgard::{Dice, Edition};
use crate::table::kit::{
    secret_games, sorted, Cards, Digest, KitTable, Setup, Told, SECRET_TABLES,
};

use super::options::MidgardOptions;

/// Both editions, the classic one with its variants; seats 2–4.
pub fn setup() -> Setup<MidgardOptions, State> {
    let classic = MidgardOptions {
        edition: Edition::Classic,
        hall_of_fame: true,
        distrust: true,
    };
    let table = |i: u64, options| KitTable {
        options,
        seats: vec![2, 3, 4],
        listed: (2 + i as u8, 7 + i),
        worded: 3,
        secrets: secret_games(&SECRET_TABLES[1..], &[40 + 10 * i, 41 + 10 * i]),
    };
    Setup {
        tables: vec![table(0, MidgardOptions::default()), table(1, classic)],
        seeds: 2,
        listed_every: 9,
        listed_least: 100,
        secrets_every: 3,
        least: Told {
            states: 501,
            public: 301,
            private: 101,
            moves: 11,
            beside: 101,
        },
        cards: Some(Cards {
            census,
            secrets,
            invariants,
            games: vec![(2, 0), (3, 1), (4, 0)],
            seeds: 0..4,
            every: 5,
            play_every: 10,
            share: 0.8,
        }),
        digest: Some(Digest {
            file: "midgard.md",
            list: "src/games/midgard/rule_ids.txt",
            least: 80,
            tests: "",
            // The digest's own example of how to cite an id, not a rule.
            unlisted: &["R-PLACE-7"],
            untested: &[],
        }),
    }
}

/// Every enemy and card of the game wherever it lies.
fn census(s: &State) -> Vec<String> {
    let mut all = enemies(s);
    all.extend(deck_cards(s));
    all
}

/// Trolls, draugr and monsters wherever they lie.
fn enemies(s: &State) -> Vec<String> {
    let (d, p) = (&s.decks, &s.players);
    let on_lands = s.board.lands.iter().filter_map(|l| l.monster);
    vec![
        sorted(
            "trolls",
            d.trolls
                .iter()
                .chain(&d.troll_discard)
                .chain(&s.board.troll)
                .chain(p.iter().flat_map(|p| &p.trolls)),
        ),
        sorted(
            "draugr",
            d.draugr
                .iter()
                .chain(&d.draugr_discard)
                .chain(s.board.draugr.iter().flatten())
                .chain(p.iter().flat_map(|p| &p.draugr)),
        ),
        sorted(
            "monsters",
            d.monsters
                .iter()
                .copied()
                .chain(on_lands)
                .chain(p.iter().flat_map(|p| p.monsters.iter().copied())),
        ),
    ]
}

/// The destiny cards drawn and not yet kept or given back.
fn drawn(s: &State) -> Vec<crate::games::midgard::cards::DestinyId> {
    match &s.phase {
        Phase::Placement {
            sub: Some(Sub::KeepDestiny { drawn }),
            ..
        } => drawn.clone(),
        _ => Vec::new(),
    }
}

/// Destiny, journey, rune and merchant cards wherever they lie.
fn deck_cards(s: &State) -> Vec<String> {
    let (d, p) = (&s.decks, &s.players);
    let resolving = match &s.phase {
        Phase::Resolution { journey, .. } => *journey,
        _ => None,
    };
    let on_lands = s.board.lands.iter().filter_map(|l| l.journey);
    vec![
        sorted(
            "destiny",
            d.destiny
                .iter()
                .chain(p.iter().flat_map(|p| &p.destiny))
                .chain(&drawn(s)),
        ),
        sorted(
            "journeys",
            d.journeys
                .iter()
                .chain(&d.journey_discard)
                .copied()
                .chain(on_lands)
                .chain(resolving),
        ),
        sorted(
            "runes",
            d.runes
                .iter()
                .chain(s.board.rune_row.iter().flatten())
                .chain(p.iter().flat_map(|p| p.runes.iter().map(|r| &r.rune))),
        ),
        sorted(
            "merchants",
            d.merchants
                .iter()
                .chain(&d.merchant_discard)
                .chain(&s.board.merchant),
        ),
    ]
}

/// What only some seats see: destiny hands and draws, defeated enemies (without the hall of
/// fame), assigned dice and the journeys face down.
fn secrets(s: &State) -> Vec<(&'static str, String)> {
    let each = |f: fn(&Seated) -> String| s.players.iter().map(f).collect::<Vec<_>>().join(" ");
    let drawn = match &s.phase {
        Phase::Placement {
            sub: Some(Sub::KeepDestiny { .. }),
            ..
        } => format!("{:?}", drawn(s)),
        _ => String::new(),
    };
    let journeys: Vec<_> = s.board.lands.iter().map(|l| l.journey).collect();
    vec![
        ("destiny", each(|p| format!("{:?}", p.destiny))),
        ("drawn", drawn),
        (
            "defeated",
            each(|p| format!("{:?}", (&p.trolls, &p.draugr, &p.monsters))),
        ),
        (
            "assigned",
            each(|p| format!("{:?}", (p.assigned, p.ship_food))),
        ),
        ("journeys", format!("{journeys:?}")),
    ]
}

/// What holds in every state: all 34 dice in the game, as many of each colour as the box
/// has; no seat over 8 dice, over its workers placed, or assigning dice it lacks; a destiny
/// card shown is one its seat holds.
pub fn invariants(state: &State) {
    assert_eq!(state.dice_in_game().total(), 34, "34 dice in all");
    let Ok(data) = cards() else {
        panic!("Midgard's card data loads");
    };
    let [a, b, c] = data.dice_counts;
    assert_eq!(state.dice_in_game(), Dice::new(a, b, c));
    for (i, p) in state.players.iter().enumerate() {
        assert!(p.dice.total() <= 8, "seat {i} has more than 8 dice");
        assert!(
            p.placed <= p.workers,
            "seat {i} placed more workers than it has"
        );
        assert!(
            p.assigned_total().fits_in(&p.dice),
            "seat {i} assigned dice it lacks"
        );
        assert!(p.revealed.iter().all(|c| p.destiny.contains(c)));
    }
}
