//! The conformance kit: what every game at Skald's table must pass, written once over
//! [`TableGame`] and run for each game of the one list (built with the `kit` feature, which
//! the tests turn on). Seeded random and bot playouts end for every seat count and option
//! set; every listed legal action is accepted and every unlisted one refused without a
//! change; the same seed and actions give the same game byte for byte; a deadline's default
//! is always legal; every action has a public wording in both languages; nothing told to the
//! channel or to a seat tells it another seat's secret (whatever it is told reads the same in
//! a world `Rules::determinize` dealt anew for it); and a world dealt anew looks the same,
//! holds the same cards and plays on.
//!
//! A game says how hard each check looks at it in its [`Setup`] ([`TableGame::kit`]); the
//! checks panic with what they found, as tests do.

mod deal;
mod plays;
mod secrets;
pub mod setup;
mod told;

use rand::seq::IndexedRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::game::TableGame;
use super::ids::BotLevel;
use super::think::Think;
use crate::games::{Rules, Seat};

pub use deal::Tally;
pub use setup::{Cards, Digest, KitTable, Player, Setup, Told};

/// The setup of game `G`.
pub type SetupOf<G> = Setup<<G as TableGame>::Options, <G as Rules>::State>;

/// More actions than any game of these rules can take: a playout that needs them is stuck.
const ACTION_CAP: usize = 50_000;

/// One check of the kit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Check {
    /// Every player kind, seat count and option set plays to the end and replays alike.
    Playouts,
    /// Exactly the listed actions apply; a deadline's default is listed.
    Listed,
    /// Every action has a public wording in every language.
    Worded,
    /// Nothing told to the channel or a seat tells it another seat's secret.
    Secrets,
    /// A world dealt anew looks the same, holds the same cards and plays on.
    Deals,
}

impl Check {
    pub const ALL: [Check; 5] = [
        Check::Playouts,
        Check::Listed,
        Check::Worded,
        Check::Secrets,
        Check::Deals,
    ];
}

/// Runs `check` on game `G` with its own setup; panics with what it found wrong.
pub fn run<G: TableGame>(check: Check) {
    let setup = G::kit();
    match check {
        Check::Playouts => plays::playouts_end_and_replay::<G>(&setup),
        Check::Listed => plays::only_listed_actions_apply::<G>(&setup),
        Check::Worded => plays::every_action_has_a_public_wording::<G>(&setup),
        Check::Secrets => secrets::nothing_tells_a_secret::<G>(&setup),
        Check::Deals => deal::worlds_dealt_anew_play_on::<G>(&setup),
    }
}

/// A whole game: the states after each action, and the actions.
pub struct Playout<G: TableGame> {
    pub states: Vec<G::State>,
    pub log: Vec<(Seat, G::Action)>,
}

/// A whole seeded game of `G`, played by `player` for every seat.
pub fn playout<G: TableGame>(
    options: &G::Options,
    seats: u8,
    seed: u64,
    player: Player,
) -> Playout<G> {
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
        let action = pick::<G>(&state, seat, player, &mut rng);
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

/// The action `player` picks for `seat`.
fn pick<G: TableGame>(
    state: &G::State,
    seat: Seat,
    player: Player,
    rng: &mut ChaCha8Rng,
) -> G::Action {
    match player {
        Player::Random => G::legal_actions(state, seat)
            .choose(rng)
            .cloned()
            .unwrap_or_else(|| panic!("{}: a seat that must decide has no legal action", G::ID)),
        Player::Bot(level) => G::bot_action(state, seat, level, Think::Iterations(1))
            .unwrap_or_else(|| panic!("{}: the {level:?} bot does not move", G::ID)),
    }
}

/// Seat names the checks tell the games with.
fn names(seats: u8) -> Vec<String> {
    (0..seats).map(|i| format!("Seat{i}")).collect()
}

/// Seat counts and players the secrets are checked with, one kind of player each.
pub const SECRET_TABLES: [(u8, Player); 4] = [
    (1, Player::Bot(BotLevel::Heuristic)),
    (2, Player::Random),
    (3, Player::Bot(BotLevel::Heuristic)),
    (4, Player::Bot(BotLevel::Random)),
];

/// Every table of `tables` played with every seed of `seeds`: a [`KitTable::secrets`] list.
pub fn secret_games(tables: &[(u8, Player)], seeds: &[u64]) -> Vec<(u8, Player, u64)> {
    tables
        .iter()
        .flat_map(|&(seats, player)| seeds.iter().map(move |&seed| (seats, player, seed)))
        .collect()
}

/// Cards sorted and named, a line of a census.
pub fn sorted<T: std::fmt::Debug>(what: &str, cards: impl IntoIterator<Item = T>) -> String {
    let mut all: Vec<String> = cards.into_iter().map(|c| format!("{c:?}")).collect();
    all.sort();
    format!("{what}: {all:?}")
}
