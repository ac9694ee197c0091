//! The conformance kit (issue 13): what every game at Skald's table must pass, written once
//! over `TableGame` (`skald::table::kit`) and run here for each game of the one list, each
//! game on its own thread. Seeded random and bot playouts end for every seat count and option
//! set; every listed legal action is accepted and every unlisted one refused without a
//! change; the same seed and actions give the same game byte for byte; a deadline's default
//! is always legal; every action has a public wording in both languages; and nothing told to
//! the channel or to a seat tells it another seat's secret: whatever it is told reads the
//! same in a world `Rules::determinize` dealt anew for it (indistinguishability). How closely
//! each check looks at a game is the game's own setup (`TableGame::kit`).

use skald::registry::GAMES;
use skald::table::kit::Check;

/// Runs `check` on every listed game at once; fails naming every game that failed it.
pub fn each_game(check: Check) {
    let failed: Vec<&str> = std::thread::scope(|s| {
        let runs: Vec<_> = GAMES
            .iter()
            .map(|&g| (g.id(), s.spawn(move || g.conform(check))))
            .collect();
        runs.into_iter()
            .filter_map(|(id, run)| run.join().is_err().then_some(id))
            .collect()
    });
    assert!(failed.is_empty(), "{check:?} fails for {failed:?}");
}

#[test]
fn the_kit_runs_every_listed_game_including_the_test_game() {
    let ids: Vec<&str> = GAMES.iter().map(|g| g.id()).collect();
    assert!(ids.contains(&"nim") && ids.len() >= 5, "{ids:?}");
}

#[test]
fn every_game_plays_to_the_end_and_replays_for_every_seat_count() {
    each_game(Check::Playouts);
}

#[test]
fn every_game_accepts_exactly_its_listed_actions() {
    each_game(Check::Listed);
}

#[test]
fn every_game_tells_every_action_in_public_words() {
    each_game(Check::Worded);
}

#[test]
fn no_game_tells_anybody_another_seats_secret() {
    // Midgard's and Storm the Wall's hands and face-down cards; Viking Gods tells everyone
    // the same (R-INFO-1: all is public, a world dealt anew changes only future dice);
    // Jomsvikings' hands, pile order, dealt characters, searches and REWARD draws (R-INFO).
    each_game(Check::Secrets);
}
