//! What a game tells the conformance kit about itself: the games each check plays, how closely
//! it looks, its cards and its rules digest. Plain data over the game's options `O` and state
//! `S`, so that `TableGame::kit` can name it without the kit's checks.

use std::ops::Range;

use crate::table::ids::BotLevel;

/// How a playout picks an action for a seat that must decide.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Player {
    /// Uniform over the listed legal actions, from the kit's own seeded generator.
    Random,
    Bot(BotLevel),
}

/// How the kit plays a game: its tables, and how closely each check looks.
pub struct Setup<O, S> {
    /// Option sets, each with the games the checks play with it.
    pub tables: Vec<KitTable<O>>,
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
    pub cards: Option<Cards<S>>,
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
    /// The list of ids, a file of the crate (`src/games/midgard/rule_ids.txt`): one id a
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
pub struct Cards<S> {
    /// Every card of the game wherever it lies, in an order of its own: a world dealt anew
    /// holds the same cards.
    pub census: fn(&S) -> Vec<String>,
    /// What only some seats see, by kind: hands, face-down cards, secret answers (not the
    /// decks' order, nor the generator).
    pub secrets: fn(&S) -> Vec<(&'static str, String)>,
    /// Whatever else must hold in any state of the game.
    pub invariants: fn(&S),
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

/// How much the check compared, to be sure it compares enough.
#[derive(Clone, Copy, Default, Debug, PartialEq, Eq)]
pub struct Told {
    /// States whose board, hands and prompts were compared with worlds dealt anew.
    pub states: usize,
    /// Public narrations that told something, compared.
    pub public: usize,
    /// Private narrations that told something, compared.
    pub private: usize,
    /// Moves told to the others beside the same kind of move with other secrets.
    pub moves: usize,
    /// Moves told beside another move that shows the channel nothing either.
    pub beside: usize,
}

impl Told {
    pub fn add(&mut self, t: Told) {
        self.states += t.states;
        self.public += t.public;
        self.private += t.private;
        self.moves += t.moves;
        self.beside += t.beside;
    }

    /// Whether at least as much as `least` was compared, of everything.
    pub fn covers(&self, least: &Told) -> bool {
        self.states >= least.states
            && self.public >= least.public
            && self.private >= least.private
            && self.moves >= least.moves
            && self.beside >= least.beside
    }
}
