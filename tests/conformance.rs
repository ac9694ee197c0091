//! The conformance kit (issue 13): what every game at Skald's table must pass, written once
//! over `TableGame` and run for each registered game. Seeded random and bot playouts end for
//! every seat count and option set; every listed legal action is accepted and every unlisted
//! one refused without a change; the same seed and actions give the same game byte for byte;
//! a deadline's default is always legal; every action has a public wording in both languages.

use std::collections::HashSet;

use rand::seq::IndexedRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use skald::games::midgard::{Edition, Midgard};
use skald::games::wall::Wall;
use skald::games::Seat;
use skald::i18n::{Catalog, Lang};
use skald::table::midgard::options::MidgardOptions;
use skald::table::wall::options::WallOptions;
use skald::table::{Audience, BotLevel, TableGame};

/// More actions than any game of these rules can take: a playout that needs them is stuck.
const ACTION_CAP: usize = 50_000;

/// How a playout picks an action for a seat that must decide.
#[derive(Clone, Copy, Debug)]
enum Player {
    /// Uniform over the listed legal actions, from the kit's own seeded generator.
    Random,
    Bot(BotLevel),
}

/// A whole game: the states after each action, and the actions.
struct Playout<G: TableGame> {
    states: Vec<G::State>,
    log: Vec<(Seat, G::Action)>,
}

fn playout<G: TableGame>(options: &G::Options, seats: u8, seed: u64, player: Player) -> Playout<G> {
    let settings = G::game_settings(options, seats);
    let Ok((mut state, _)) = G::new_game(settings, seed) else {
        panic!("{} deals a game for {seats} seats", G::ID);
    };
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut states = vec![state.clone()];
    let mut log = Vec::new();
    while G::outcome(&state).is_none() {
        assert!(log.len() < ACTION_CAP, "{}: seed {seed} never ends", G::ID);
        let Some(&(seat, _)) = G::pending(&state).first() else {
            panic!("{}: seed {seed}: not over, yet nobody decides", G::ID);
        };
        let action = match player {
            Player::Random => *G::legal_actions(&state, seat)
                .choose(&mut rng)
                .expect("a seat that must decide has a legal action"),
            Player::Bot(level) => G::bot_action(&state, seat, level).expect("the bot moves"),
        };
        if let Err(e) = G::apply(&mut state, seat, &action) {
            panic!(
                "{}: seed {seed}: {player:?} played {action:?}, refused: {e}",
                G::ID
            );
        }
        log.push((seat, action));
        states.push(state.clone());
    }
    Playout { states, log }
}

/// Every player kind, seat count and option set plays to the end; the same seed and actions
/// replay to the same game, byte for byte.
fn playouts_end_and_replay<G: TableGame>(options: &[G::Options], seats: &[u8], seeds: u64) {
    for o in options {
        for &n in seats {
            for seed in 0..seeds {
                for player in [
                    Player::Random,
                    Player::Bot(BotLevel::Random),
                    Player::Bot(BotLevel::Heuristic),
                ] {
                    let game = playout::<G>(o, n, seed, player);
                    assert!(G::outcome(game.states.last().unwrap()).is_some());
                    let (mut again, _) = G::new_game(G::game_settings(o, n), seed).unwrap();
                    for (seat, action) in &game.log {
                        G::apply(&mut again, *seat, action).unwrap();
                    }
                    let json = |s: &G::State| serde_json::to_string(s).unwrap();
                    assert_eq!(json(&again), json(game.states.last().unwrap()));
                }
            }
        }
    }
}

/// Along whole games: every listed action of every seat applies, every action seen
/// anywhere in the game but not listed now is refused and changes nothing, and a deadline's
/// default is one of the listed actions.
fn only_listed_actions_apply<G: TableGame>(
    options: &G::Options,
    seats: u8,
    seed: u64,
    every: usize,
) {
    let game = playout::<G>(options, seats, seed, Player::Random);
    let seen: Vec<G::Action> = {
        let mut seen = Vec::new();
        for (_, a) in &game.log {
            if !seen.contains(a) {
                seen.push(*a);
            }
        }
        seen
    };
    let (mut accepted, mut refused) = (0, 0);
    for state in game.states.iter().step_by(every) {
        let deciding: HashSet<Seat> = G::pending(state).iter().map(|(s, _)| *s).collect();
        for seat in 0..seats {
            let legal = G::legal_actions(state, seat);
            for action in &legal {
                let mut s = state.clone();
                assert!(
                    G::apply(&mut s, seat, action).is_ok(),
                    "{action:?} is listed"
                );
                accepted += 1;
            }
            for action in seen.iter().filter(|a| !legal.contains(a)) {
                let mut s = state.clone();
                assert!(
                    G::apply(&mut s, seat, action).is_err(),
                    "{action:?} is not listed"
                );
                assert!(s == *state, "a refused {action:?} changed the game");
                refused += 1;
            }
            if deciding.contains(&seat) {
                let default = G::default_action(state, seat).expect("a default");
                assert!(
                    legal.contains(&default),
                    "default {default:?} is not listed"
                );
            } else {
                assert!(G::default_action(state, seat).is_none_or(|d| legal.contains(&d)));
            }
        }
    }
    assert!(
        accepted > 100 && refused > 100,
        "checked {accepted} and {refused}"
    );
}

/// Every action played in a whole game has a wording for the channel, complete in both
/// languages.
fn every_action_has_a_public_wording<G: TableGame>(options: &G::Options, seats: u8, seed: u64) {
    let catalog = Catalog::get().expect("the catalog");
    let game = playout::<G>(options, seats, seed, Player::Bot(BotLevel::Heuristic));
    let names: Vec<String> = (0..seats).map(|i| format!("Seat{i}")).collect();
    for ((seat, action), state) in game.log.iter().zip(&game.states) {
        let told = G::describe_action(state, *seat, action, &names, Audience::Others);
        for lang in Lang::ALL {
            let said = catalog.try_render(&told, lang);
            assert!(said.is_ok_and(|s| !s.is_empty()), "{action:?} in {lang}");
        }
    }
}

fn midgard_options() -> Vec<MidgardOptions> {
    vec![
        MidgardOptions::default(),
        MidgardOptions {
            edition: Edition::Classic,
            hall_of_fame: true,
            distrust: true,
        },
    ]
}

#[test]
fn midgard_playouts_end_and_replay_for_every_seat_count() {
    playouts_end_and_replay::<Midgard>(&midgard_options(), &[2, 3, 4], 2);
}

#[test]
fn midgard_accepts_exactly_its_listed_actions() {
    for (i, o) in midgard_options().iter().enumerate() {
        only_listed_actions_apply::<Midgard>(o, 2 + i as u8, 7 + i as u64, 9);
    }
}

#[test]
fn midgard_tells_every_action_in_public_words() {
    for o in midgard_options() {
        every_action_has_a_public_wording::<Midgard>(&o, 3, 5);
    }
}

fn wall_options() -> Vec<WallOptions> {
    vec![
        WallOptions::default(),
        WallOptions {
            neutrals: 1,
            tied_forts_stay: true,
            druhid_shift: true,
        },
    ]
}

#[test]
fn wall_playouts_end_and_replay_for_every_seat_count() {
    playouts_end_and_replay::<Wall>(&wall_options(), &[1, 2, 3, 4], 2);
}

#[test]
fn wall_accepts_exactly_its_listed_actions() {
    for (i, o) in wall_options().iter().enumerate() {
        only_listed_actions_apply::<Wall>(o, 2 + i as u8, 3 + i as u64, 3);
    }
}

#[test]
fn wall_tells_every_action_in_public_words() {
    for o in wall_options() {
        every_action_has_a_public_wording::<Wall>(&o, 3, 5);
    }
}
