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
mod told;

use std::ops::Range;

use rand::seq::IndexedRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::game::TableGame;
use super::ids::BotLevel;
use super::think::Think;
use crate::games::Seat;

pub use deal::Tally;
pub use secrets::Told;

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

/// How a playout picks an action for a seat that must decide.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Player {
    /// Uniform over the listed legal actions, from the kit's own seeded generator.
    Random,
    Bot(BotLevel),
}

/// How the kit plays a game: its tables, and how closely each check looks.
pub struct Setup<G: TableGame> {
    /// Option sets, each with the games the checks play with it.
    pub tables: Vec<KitTable<G::Options>>,
    /// Playouts per table, seat count and player kind (seeds from 0).
    pub seeds: u64,
    /// The listed-actions check tries every `n`th state of its game ...
    pub listed_every: usize,
    /// ... and must have tried at least this many accepted and refused actions.
    pub listed_least: usize,
    /// The secrets check compares every `n`th state of its games ...
    pub secrets_every: usize,
    /// ... and must have compared at least this much over all tables.
    pub least: Told,
    /// What the dealing check knows of the game's cards; `None` when its tests check its
    /// determinization themselves.
    pub cards: Option<Cards<G>>,
    /// The game's rules digest and the rule ids its tests must name; `None` for a game
    /// without a digest.
    pub digest: Option<Digest>,
}

/// A game's rules digest (in `../shared/rules/`, beside the repository) and the list of its
/// rule ids every one of which a test names.
#[derive(Clone, Copy, Debug)]
pub struct Digest {
    /// The digest's file name (`midgard.md`).
    pub file: &'static str,
    /// The list of ids, a file of the crate (`src/table/midgard/rule_ids.txt`): one id a
    /// line, `#` for comments.
    pub list: &'static str,
    /// The least number of ids the list has (it is not truncated).
    pub least: usize,
    /// Only test files whose names start with this count (games share id names, so an id
    /// counts only where the game's own tests name it); empty for every test file.
    pub tests: &'static str,
    /// Ids of the digest the list leaves out, by prefix: the table layer's, or the digest's
    /// example of how to cite an id.
    pub unlisted: &'static [&'static str],
    /// Listed ids no test of the game's can name (the table layer's).
    pub untested: &'static [&'static str],
}

/// One option set and the games each check plays with it.
pub struct KitTable<O> {
    pub options: O,
    /// Seat counts the playouts are played at.
    pub seats: Vec<u8>,
    /// Seats and seed of the game whose listed actions are tried.
    pub listed: (u8, u64),
    /// Seats of the game whose every action is worded (seed 5, heuristic bots).
    pub worded: u8,
    /// Games whose secrets are checked: seats, player and seed.
    pub secrets: Vec<(u8, Player, u64)>,
}

/// What the dealing check knows of a game's cards.
pub struct Cards<G: TableGame> {
    /// Every card of the game wherever it lies, in an order of its own: a world dealt anew
    /// holds the same cards.
    pub census: fn(&G::State) -> Vec<String>,
    /// What only some seats see, by kind: hands, face-down cards, secret answers (not the
    /// decks' order, nor the generator).
    pub secrets: fn(&G::State) -> Vec<(&'static str, String)>,
    /// Whatever else must hold in any state of the game.
    pub invariants: fn(&G::State),
    /// Seat counts, each with the index of the table whose options it plays.
    pub games: Vec<(u8, usize)>,
    /// Seeds played for each.
    pub seeds: Range<u64>,
    /// Every `n`th state is dealt anew for every viewer ...
    pub every: usize,
    /// ... and one in this many of those played on to the end.
    pub play_every: usize,
    /// The least share of the states dealt anew that must come out with other secrets.
    pub share: f64,
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
