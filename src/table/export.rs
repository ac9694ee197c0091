//! The export of a game whose engine keeps none of its own (the Wall, Viking Gods,
//! Jomsvikings): the game's id, the seed, the settings and every action with its seat — enough
//! to replay it. Midgard has its richer export in its engine.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use super::game::{Imported, TableGame};
use crate::games::Seat;

#[derive(Serialize)]
struct Export<'a, S, A> {
    game: &'static str,
    seed: u64,
    settings: &'a S,
    actions: Vec<Logged<'a, A>>,
}

#[derive(Serialize)]
struct Logged<'a, A> {
    seat: Seat,
    action: &'a A,
}

#[derive(Deserialize)]
struct Read<S, A> {
    game: String,
    seed: u64,
    settings: S,
    actions: Vec<ReadLogged<A>>,
}

#[derive(Deserialize)]
struct ReadLogged<A> {
    seat: Seat,
    action: A,
}

/// Game `G`'s export as JSON.
pub fn export<G: TableGame>(
    seed: u64,
    settings: &G::Settings,
    log: &[(Seat, G::Action)],
) -> serde_json::Value
where
    G::Settings: Serialize,
    G::Action: Serialize,
{
    let export = Export {
        game: G::ID,
        seed,
        settings,
        actions: log
            .iter()
            .map(|(seat, action)| Logged {
                seat: *seat,
                action,
            })
            .collect(),
    };
    serde_json::to_value(export).unwrap_or(serde_json::Value::Null)
}

/// An export read back for game `G`; `None` when it is not `G`'s.
pub fn import<G: TableGame>(export: &serde_json::Value) -> Option<Imported<G>>
where
    G::Settings: DeserializeOwned,
    G::Action: DeserializeOwned,
{
    let read = Read::<G::Settings, G::Action>::deserialize(export).ok()?;
    (read.game == G::ID).then(|| Imported {
        settings: read.settings,
        seed: read.seed,
        actions: read
            .actions
            .into_iter()
            .map(|l| (l.seat, l.action))
            .collect(),
    })
}
