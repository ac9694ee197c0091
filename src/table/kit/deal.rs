//! A world dealt anew (`Rules::determinize`) for the channel or a seat looks the same to it,
//! holds the same cards, lets the same seats decide and plays on to the end.

use std::collections::BTreeMap;

use rand::seq::IndexedRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::{playout, Cards, Player, SetupOf};
use crate::games::Seat;
use crate::table::game::TableGame;
use crate::table::ids::BotLevel;

/// Every game the setup's cards name, checked; each dealt anew often enough, every kind of
/// secret dealt anew somewhere. A game without cards in its setup passes at once: its own
/// tests check its determinization.
pub(super) fn worlds_dealt_anew_play_on<G: TableGame>(setup: &SetupOf<G>) {
    let Some(cards) = &setup.cards else {
        return;
    };
    let mut kinds = BTreeMap::new();
    for &(seats, table) in &cards.games {
        let Some(table) = setup.tables.get(table) else {
            panic!(
                "{}: the cards name table {table}, which is not set up",
                G::ID
            );
        };
        let tally = determinize_games::<G>(cards, &table.options, seats);
        assert_teeth(G::ID, &tally, cards.share);
        assert!(tally.played_out >= 3, "{}: {tally:?}", G::ID);
        for (kind, n) in tally.kinds {
            *kinds.entry(kind).or_default() += n;
        }
    }
    assert_every_kind(G::ID, &kinds);
    if cards.share > 0.0 {
        same_generator_same_world::<G>(setup, cards);
    }
}

/// The search bot replays its worlds: halfway through the last game the cards name, the same
/// generator deals the same world for seat 1, another one another world.
fn same_generator_same_world<G: TableGame>(setup: &SetupOf<G>, cards: &Cards<G::State>) {
    let Some((table, &(seats, _))) = cards
        .games
        .last()
        .and_then(|g| Some((setup.tables.get(g.1)?, g)))
    else {
        return;
    };
    let game = playout::<G>(&table.options, seats, 11, Player::Random);
    let state = &game.states[game.states.len() / 2];
    let deal = |seed: u64| G::determinize(state, Some(1), &mut ChaCha8Rng::seed_from_u64(seed));
    assert!(
        deal(5) == deal(5),
        "{}: the same generator deals alike",
        G::ID
    );
    assert!(
        deal(5) != deal(6),
        "{}: another generator deals anew",
        G::ID
    );
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
pub struct Tally {
    public: (usize, usize),
    seat: (usize, usize),
    kinds: BTreeMap<&'static str, usize>,
    played_out: usize,
}

fn viewers(seats: u8) -> Vec<Option<Seat>> {
    std::iter::once(None).chain((0..seats).map(Some)).collect()
}

/// One sampled state, seen by `viewer`: the same view, the same cards, a playable game.
fn check_one<G: TableGame>(
    cards: &Cards<G::State>,
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
    assert_eq!(
        (cards.census)(&det),
        (cards.census)(state),
        "{at}: the cards"
    );
    (cards.invariants)(&det);
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
    let (before, after) = ((cards.secrets)(state), (cards.secrets)(&det));
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

/// Whole games of `G` for each seed of `cards`, every `every`th state checked for every viewer; one state in
/// `play_every` of those played on to the end from a determinization.
fn determinize_games<G: TableGame>(
    cards: &Cards<G::State>,
    options: &G::Options,
    seats: u8,
) -> Tally {
    let (every, play_every) = (cards.every, cards.play_every);
    let mut tally = Tally::default();
    for seed in cards.seeds.clone() {
        let player = match seed % 3 {
            0 => Player::Random,
            1 => Player::Bot(BotLevel::Random),
            _ => Player::Bot(BotLevel::Heuristic),
        };
        let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0xd37e);
        for (i, state) in playout::<G>(options, seats, seed, player)
            .states
            .iter()
            .enumerate()
            .step_by(every)
        {
            for viewer in viewers(seats) {
                check_one::<G>(cards, state, viewer, &mut rng, &mut tally);
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
