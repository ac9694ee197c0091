//! `Rules::determinize` over whole games of both engines: a determinized state looks the same
//! to the seat it was made for (and to the channel), keeps every card of the game exactly
//! once, plays on to the end, really deals the hidden things anew, and reads nothing hidden
//! (two states the seat cannot tell apart are dealt the same world).

use crate::support;

use std::collections::BTreeMap;

use rand::seq::IndexedRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use skald::games::midgard::state::{Phase as MidgardPhase, State as MidgardState, Sub};
use skald::games::midgard::{Edition, Midgard};
use skald::games::wall::{Phase as WallPhase, State as WallState, Wall};
use skald::games::{Rules, Seat};
use skald::table::midgard::options::MidgardOptions;
use skald::table::wall::options::WallOptions;
use skald::table::Think;
use skald::table::{BotLevel, TableGame};

/// What the tests need to know of a game's cards.
trait Cards: TableGame {
    /// Every card of the game wherever it lies, in an order of its own: a determinized state
    /// holds the same cards.
    fn census(state: &Self::State) -> Vec<String>;
    /// What only some seats see, by kind: hands, face-down cards, secret answers (not the
    /// decks' order, nor the generator).
    fn secrets(state: &Self::State) -> Vec<(&'static str, String)>;
    /// Whatever else must hold in any state of the game.
    fn invariants(_state: &Self::State) {}
}

fn sorted<T: std::fmt::Debug>(what: &str, cards: impl IntoIterator<Item = T>) -> String {
    let mut all: Vec<String> = cards.into_iter().map(|c| format!("{c:?}")).collect();
    all.sort();
    format!("{what}: {all:?}")
}

/// Midgard's trolls, draugr and monsters wherever they lie.
fn midgard_enemies(s: &MidgardState) -> Vec<String> {
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

/// Midgard's destiny, journey, rune and merchant cards wherever they lie.
fn midgard_cards(s: &MidgardState) -> Vec<String> {
    let (d, p) = (&s.decks, &s.players);
    let drawn = match &s.phase {
        MidgardPhase::Placement {
            sub: Some(Sub::KeepDestiny { drawn }),
            ..
        } => drawn.clone(),
        _ => Vec::new(),
    };
    let resolving = match &s.phase {
        MidgardPhase::Resolution { journey, .. } => *journey,
        _ => None,
    };
    let on_lands = s.board.lands.iter().filter_map(|l| l.journey);
    vec![
        sorted(
            "destiny",
            d.destiny
                .iter()
                .chain(p.iter().flat_map(|p| &p.destiny))
                .chain(&drawn),
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

impl Cards for Midgard {
    fn census(s: &MidgardState) -> Vec<String> {
        let mut all = midgard_enemies(s);
        all.extend(midgard_cards(s));
        all
    }

    fn secrets(s: &MidgardState) -> Vec<(&'static str, String)> {
        let each = |f: fn(&skald::games::midgard::state::Player) -> String| {
            s.players.iter().map(f).collect::<Vec<_>>().join(" ")
        };
        let drawn = match &s.phase {
            MidgardPhase::Placement {
                sub: Some(Sub::KeepDestiny { drawn }),
                ..
            } => format!("{drawn:?}"),
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

    fn invariants(s: &MidgardState) {
        support::assert_invariants(s);
        for p in &s.players {
            assert!(p.revealed.iter().all(|c| p.destiny.contains(c)));
        }
    }
}

impl Cards for Wall {
    fn census(s: &WallState) -> Vec<String> {
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

    fn secrets(s: &WallState) -> Vec<(&'static str, String)> {
        let orders = |f: fn(&skald::games::wall::state::Orders) -> String| {
            s.clans
                .iter()
                .map(|c| f(&c.orders))
                .collect::<Vec<_>>()
                .join(" ")
        };
        let picks = match &s.phase {
            WallPhase::Fight(f) => format!("{:?}", f.picks),
            _ => String::new(),
        };
        vec![
            ("aside", orders(|o| format!("{:?}", o.aside))),
            ("discard", orders(|o| format!("{:?}", o.discard))),
            ("placed", orders(|o| format!("{:?}", o.placed))),
            ("picks", picks),
        ]
    }

    fn invariants(s: &WallState) {
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
}

/// How a playout picks its moves.
#[derive(Clone, Copy, Debug)]
enum Player {
    Random,
    Bot(BotLevel),
}

/// Every state of a whole seeded game.
fn states<G: TableGame>(
    options: &G::Options,
    seats: u8,
    seed: u64,
    player: Player,
) -> Vec<G::State> {
    let (mut state, _) = G::new_game(G::game_settings(options, seats), seed).expect("a game");
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut all = vec![state.clone()];
    while G::outcome(&state).is_none() {
        assert!(all.len() < 50_000, "{}: seed {seed} never ends", G::ID);
        let &(seat, _) = G::pending(&state).first().expect("someone decides");
        let action = match player {
            Player::Random => G::legal_actions(&state, seat)
                .choose(&mut rng)
                .cloned()
                .expect("legal"),
            Player::Bot(level) => {
                G::bot_action(&state, seat, level, Think::Iterations(1)).expect("the bot moves")
            }
        };
        G::apply(&mut state, seat, &action).expect("a listed action applies");
        all.push(state.clone());
    }
    all
}

/// Plays `state` on with random legal moves until the game ends.
fn plays_to_the_end<G: TableGame>(mut state: G::State, rng: &mut ChaCha8Rng) {
    for _ in 0..50_000 {
        if G::outcome(&state).is_some() {
            return;
        }
        let &(seat, _) = G::pending(&state).first().expect("someone decides");
        let action = G::legal_actions(&state, seat)
            .choose(rng)
            .cloned()
            .expect("legal");
        G::apply(&mut state, seat, &action).expect("a listed action applies");
    }
    panic!("{}: a determinized game never ends", G::ID);
}

/// What was found over the sampled states: for the channel and for a seat, how many states
/// were determinized and how many of them came out with other secrets than before; how often
/// each kind of secret was dealt anew.
#[derive(Default, Debug)]
struct Tally {
    public: (usize, usize),
    seat: (usize, usize),
    kinds: BTreeMap<&'static str, usize>,
    played_out: usize,
}

fn viewers(seats: u8) -> Vec<Option<Seat>> {
    std::iter::once(None).chain((0..seats).map(Some)).collect()
}

/// One sampled state, seen by `viewer`: the same view, the same cards, a playable game.
fn check_one<G: Cards>(
    state: &G::State,
    viewer: Option<Seat>,
    rng: &mut ChaCha8Rng,
    tally: &mut Tally,
) {
    let det = G::determinize(state, viewer, rng);
    let at = format!("{} as {viewer:?}", G::ID);
    assert_eq!(
        G::view(&det, viewer),
        G::view(state, viewer),
        "{at}: the view"
    );
    assert_eq!(
        G::view(&det, None),
        G::view(state, None),
        "{at}: the public view"
    );
    assert_eq!(G::census(&det), G::census(state), "{at}: the cards");
    G::invariants(&det);
    let pending: Vec<Seat> = G::pending(state).iter().map(|(s, _)| *s).collect();
    let now: Vec<Seat> = G::pending(&det).iter().map(|(s, _)| *s).collect();
    assert_eq!(now, pending, "{at}: who decides");
    for seat in pending {
        let legal = G::legal_actions(&det, seat);
        if Some(seat) == viewer {
            assert_eq!(legal, G::legal_actions(state, seat), "{at}: its own moves");
        }
        let action = legal.choose(rng).expect("a pending seat has a move");
        let mut next = det.clone();
        assert!(
            G::apply(&mut next, seat, action).is_ok(),
            "{at}: {action:?}"
        );
    }
    // What it deals depends on the viewer's information only (the search bot reads the
    // real state through it): a world it cannot tell apart deals the very same state.
    let seed = rand::Rng::random::<u64>(rng);
    assert!(
        G::determinize(&det, viewer, &mut ChaCha8Rng::seed_from_u64(seed))
            == G::determinize(state, viewer, &mut ChaCha8Rng::seed_from_u64(seed)),
        "{at}: dealt from what it cannot see"
    );
    let (before, after) = (G::secrets(state), G::secrets(&det));
    for ((kind, was), (_, is)) in before.iter().zip(&after) {
        *tally.kinds.entry(kind).or_default() += usize::from(was != is);
    }
    let changed = usize::from(before != after);
    let (checked, dealt) = match viewer {
        None => &mut tally.public,
        Some(_) => &mut tally.seat,
    };
    *checked += 1;
    *dealt += changed;
}

/// Whole games of `G`, every `every`th state checked for every viewer; one state in
/// `play_every` of those played on to the end from a determinization.
fn determinize_games<G: Cards>(
    options: &G::Options,
    seats: u8,
    seeds: std::ops::Range<u64>,
    every: usize,
    play_every: usize,
) -> Tally {
    let mut tally = Tally::default();
    for seed in seeds {
        let player = match seed % 3 {
            0 => Player::Random,
            1 => Player::Bot(BotLevel::Random),
            _ => Player::Bot(BotLevel::Heuristic),
        };
        let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0xd37e);
        for (i, state) in states::<G>(options, seats, seed, player)
            .iter()
            .enumerate()
            .step_by(every)
        {
            for viewer in viewers(seats) {
                check_one::<G>(state, viewer, &mut rng, &mut tally);
            }
            if (i / every) % play_every == 0 && G::outcome(state).is_none() {
                let seat = G::pending(state).first().map(|(s, _)| *s);
                plays_to_the_end::<G>(G::determinize(state, seat, &mut rng), &mut rng);
                tally.played_out += 1;
            }
        }
    }
    tally
}

/// At least `share` of the states determinized for the channel, and for a seat, came out
/// with other secrets.
fn assert_teeth(game: &str, tally: &Tally, share: f64) {
    eprintln!("{game}: {tally:?}");
    let enough = |(checked, dealt): (usize, usize)| dealt as f64 >= checked as f64 * share;
    assert!(
        enough(tally.public) && enough(tally.seat),
        "{game}: too few states dealt anew: {tally:?}, wanted {share}"
    );
}

/// Every kind of secret was dealt anew somewhere in the games.
fn assert_every_kind(game: &str, kinds: &BTreeMap<&'static str, usize>) {
    eprintln!("{game}: {kinds:?}");
    let never: Vec<_> = kinds.iter().filter(|(_, &n)| n == 0).collect();
    assert!(never.is_empty(), "{game}: never dealt anew: {never:?}");
}

#[test]
fn midgard_determinized_states_look_the_same_and_play_on() {
    let classic = MidgardOptions {
        edition: Edition::Classic,
        hall_of_fame: true,
        distrust: true,
    };
    let mut kinds = BTreeMap::new();
    for (seats, options) in [
        (2, MidgardOptions::default()),
        (3, classic),
        (4, MidgardOptions::default()),
    ] {
        let tally = determinize_games::<Midgard>(&options, seats, 0..4, 5, 10);
        assert_teeth("midgard", &tally, 0.8);
        assert!(tally.played_out >= 3, "{tally:?}");
        for (kind, n) in tally.kinds {
            *kinds.entry(kind).or_default() += n;
        }
    }
    assert_every_kind("midgard", &kinds);
}

#[test]
fn wall_determinized_states_look_the_same_and_play_on() {
    let variants = WallOptions {
        neutrals: 1,
        tied_forts_stay: true,
        druhid_shift: true,
    };
    let mut kinds = BTreeMap::new();
    for (seats, options) in [
        (1, WallOptions::default()),
        (2, WallOptions::default()),
        (3, variants),
        (4, WallOptions::default()),
    ] {
        let tally = determinize_games::<Wall>(&options, seats, 0..8, 2, 6);
        assert_teeth("wall", &tally, 0.9);
        assert!(tally.played_out >= 3, "{tally:?}");
        for (kind, n) in tally.kinds {
            *kinds.entry(kind).or_default() += n;
        }
    }
    assert_every_kind("wall", &kinds);
}

/// The search bot replays its worlds: the same generator gives the same world, another one
/// another world.
#[test]
fn the_same_generator_deals_the_same_world() {
    let game = states::<Midgard>(&MidgardOptions::default(), 3, 11, Player::Random);
    let state = &game[game.len() / 2];
    let deal =
        |seed: u64| Midgard::determinize(state, Some(1), &mut ChaCha8Rng::seed_from_u64(seed));
    assert_eq!(deal(5), deal(5));
    assert_ne!(deal(5), deal(6));
    let game = states::<Wall>(&WallOptions::default(), 3, 11, Player::Random);
    let state = &game[game.len() / 2];
    let deal = |seed: u64| Wall::determinize(state, None, &mut ChaCha8Rng::seed_from_u64(seed));
    assert_eq!(deal(5), deal(5));
    assert_ne!(deal(5), deal(6));
}
