//! Whole games: they end and replay alike, exactly the listed actions apply, and every action
//! can be told in public.

use std::collections::HashSet;

use super::{names, playout, Player, SetupOf};
use crate::games::Seat;
use crate::i18n::{Catalog, Lang};
use crate::table::game::{Audience, TableGame};
use crate::table::ids::BotLevel;
use crate::table::seen::Seen;

/// Every player kind, seat count and option set plays to the end; the same seed and actions
/// replay to the same game, byte for byte.
pub(super) fn playouts_end_and_replay<G: TableGame>(setup: &SetupOf<G>) {
    let players = [
        Player::Random,
        Player::Bot(BotLevel::Random),
        Player::Bot(BotLevel::Heuristic),
    ];
    for table in &setup.tables {
        for &n in &table.seats {
            for seed in 0..setup.seeds {
                for player in players {
                    replays_alike::<G>(&table.options, n, seed, player);
                }
            }
        }
    }
}

/// One playout ends, and its seed and actions replay to the very same state.
fn replays_alike<G: TableGame>(options: &G::Options, seats: u8, seed: u64, player: Player) {
    let game = playout::<G>(options, seats, seed, player);
    let Some(last) = game.states.last() else {
        panic!("{}: a playout has a state", G::ID);
    };
    assert!(G::outcome(last).is_some(), "{}: seed {seed} is over", G::ID);
    let Ok((mut again, _)) = G::new_game(G::game_settings(options, seats), seed) else {
        panic!("{}: seed {seed} deals again", G::ID);
    };
    for (seat, action) in &game.log {
        if let Err(e) = G::apply(&mut again, *seat, action) {
            panic!(
                "{}: seed {seed}: {action:?} is refused on replay: {e}",
                G::ID
            );
        }
    }
    let json = |s: &G::State| serde_json::to_string(s).unwrap_or_else(|e| e.to_string());
    assert_eq!(json(&again), json(last), "{}: seed {seed} replays", G::ID);
}

/// Along whole games: every listed action of every seat applies, every action seen
/// anywhere in the game but not listed now is refused and changes nothing, and a deadline's
/// default is one of the listed actions.
pub(super) fn only_listed_actions_apply<G: TableGame>(setup: &SetupOf<G>) {
    for table in &setup.tables {
        let (seats, seed) = table.listed;
        let game = playout::<G>(&table.options, seats, seed, Player::Random);
        let mut seen: Vec<G::Action> = Vec::new();
        for (_, a) in &game.log {
            if !seen.contains(a) {
                seen.push(a.clone());
            }
        }
        let (mut accepted, mut refused) = (0, 0);
        for state in game.states.iter().step_by(setup.listed_every) {
            for seat in 0..seats {
                let (a, r) = listed_for_seat::<G>(state, seat, &seen);
                accepted += a;
                refused += r;
            }
        }
        let least = setup.listed_least;
        assert!(
            accepted > least && refused > least,
            "{}: checked {accepted} and {refused}",
            G::ID
        );
    }
}

/// In `state`, `seat`'s listed actions apply, the others `seen` are refused; the counts.
fn listed_for_seat<G: TableGame>(
    state: &G::State,
    seat: Seat,
    seen: &[G::Action],
) -> (usize, usize) {
    let legal = G::legal_actions(state, seat);
    for action in &legal {
        let mut s = state.clone();
        assert!(
            G::apply(&mut s, seat, action).is_ok(),
            "{}: {action:?} is listed",
            G::ID
        );
    }
    let mut refused = 0;
    for action in seen.iter().filter(|a| !legal.contains(a)) {
        let mut s = state.clone();
        assert!(
            G::apply(&mut s, seat, action).is_err(),
            "{}: {action:?} is not listed",
            G::ID
        );
        assert!(
            s == *state,
            "{}: a refused {action:?} changed the game",
            G::ID
        );
        refused += 1;
    }
    let deciding: HashSet<Seat> = G::pending(state).iter().map(|(s, _)| *s).collect();
    let default = G::default_action(state, seat);
    if deciding.contains(&seat) {
        assert!(
            default.as_ref().is_some_and(|d| legal.contains(d)),
            "{}: default {default:?} is not listed",
            G::ID
        );
    } else {
        assert!(default.is_none_or(|d| legal.contains(&d)));
    }
    (legal.len(), refused)
}

/// Every action played in a whole game has a wording for the channel, complete in every
/// language.
pub(super) fn every_action_has_a_public_wording<G: TableGame>(setup: &SetupOf<G>) {
    let Ok(catalog) = Catalog::get() else {
        panic!("the catalog loads");
    };
    for table in &setup.tables {
        let seats = table.worded;
        let game = playout::<G>(&table.options, seats, 5, Player::Bot(BotLevel::Heuristic));
        let names = names(seats);
        for ((seat, action), state) in game.log.iter().zip(&game.states) {
            let world = Seen::channel::<G>(state);
            let told = G::describe_action(&world, *seat, action, &names, Audience::Others);
            for lang in Lang::ALL {
                let said = catalog.try_render(&told, lang);
                assert!(
                    said.is_ok_and(|s| !s.is_empty()),
                    "{}: {action:?} in {lang}",
                    G::ID
                );
            }
        }
    }
}
