//! The one registry of games: the store's `game` column, a `--game` flag or an export's
//! `game` field name a game here, and shared code reaches that game's `TableGame` through a
//! visitor. Adding a game is one line in [`with_game`] (and its id in [`GAMES`]).

use super::game::TableGame;
use super::options::OptionSpec;
use crate::games::gods::Gods;
use crate::games::joms::Joms;
use crate::games::midgard::Midgard;
use crate::games::wall::Wall;
use crate::i18n::Text;

/// Every game this build knows, by id.
pub const GAMES: &[&str] = &[Midgard::ID, Wall::ID, Gods::ID, Joms::ID];

/// Work done with one game's types, chosen at run time by its id.
pub trait GameVisitor {
    type Output;
    fn visit<G: TableGame>(self) -> Self::Output;
}

/// Runs `visitor` with the game called `id`; `None` when this build has no such game.
pub fn with_game<V: GameVisitor>(id: &str, visitor: V) -> Option<V::Output> {
    match id {
        Midgard::ID => Some(visitor.visit::<Midgard>()),
        Wall::ID => Some(visitor.visit::<Wall>()),
        Gods::ID => Some(visitor.visit::<Gods>()),
        Joms::ID => Some(visitor.visit::<Joms>()),
        _ => None,
    }
}

struct Specs;

impl GameVisitor for Specs {
    type Output = &'static [OptionSpec];
    fn visit<G: TableGame>(self) -> Self::Output {
        G::option_specs()
    }
}

/// The options a table of game `id` offers (none for a game this build does not know).
pub fn option_specs(id: &str) -> &'static [OptionSpec] {
    with_game(id, Specs).unwrap_or(&[])
}

struct SeatSpecs;

impl GameVisitor for SeatSpecs {
    type Output = &'static [OptionSpec];
    fn visit<G: TableGame>(self) -> Self::Output {
        G::seat_option_specs()
    }
}

/// What each player at a table of game `id` may choose for their own seat (none for a game
/// this build does not know).
pub fn seat_option_specs(id: &str) -> &'static [OptionSpec] {
    with_game(id, SeatSpecs).unwrap_or(&[])
}

struct SeatWords<'a>(&'a str, &'a str);

impl GameVisitor for SeatWords<'_> {
    type Output = Option<Text>;
    fn visit<G: TableGame>(self) -> Self::Output {
        G::seat_choice_line(self.0, self.1)
    }
}

/// A seat choice `key` = `value` of game `id` in that game's words, if it has some.
pub fn seat_choice_words(id: &str, key: &str, value: &str) -> Option<Text> {
    with_game(id, SeatWords(key, value)).flatten()
}

struct Undo;

impl GameVisitor for Undo {
    type Output = bool;
    fn visit<G: TableGame>(self) -> bool {
        G::UNDO
    }
}

/// Whether players of game `id` may take moves back.
pub fn takes_back(id: &str) -> bool {
    with_game(id, Undo).unwrap_or(false)
}
