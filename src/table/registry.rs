//! The one list of games. A game's id (the store's `game` column, a command's root, a
//! `--game` flag, an export's `game` field) is looked up here once, and shared code works
//! with the [`Game`] it finds. Adding a game is one line in [`GAMES`].

use super::kind::Game;
use crate::games::gods::Gods;
use crate::games::joms::Joms;
use crate::games::midgard::Midgard;
use crate::games::wall::Wall;

/// Every game this build knows, in the order menus and help list them.
pub static GAMES: &[&dyn Game] = &[&Midgard, &Wall, &Gods, &Joms];

/// The game called `id`; `None` when this build has no such game.
pub fn game(id: &str) -> Option<&'static dyn Game> {
    GAMES.iter().copied().find(|g| g.id() == id)
}

/// The ids of every game, in order (for messages that list them).
pub fn ids() -> Vec<&'static str> {
    GAMES.iter().map(|g| g.id()).collect()
}

/// Work done with one game's types, chosen at run time by its id.
pub trait GameVisitor {
    type Output;
    fn visit<G: super::TableGame>(self) -> Self::Output;
}

/// Runs `visitor` with the game called `id`; `None` when this build has no such game.
pub fn with_game<V: GameVisitor>(id: &str, visitor: V) -> Option<V::Output> {
    match id {
        "midgard" => Some(visitor.visit::<Midgard>()),
        "wall" => Some(visitor.visit::<Wall>()),
        "gods" => Some(visitor.visit::<Gods>()),
        "joms" => Some(visitor.visit::<Joms>()),
        _ => None,
    }
}
