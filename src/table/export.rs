//! Every game's export (docs/export.md) in one envelope: the game's id, the format, the seed,
//! the settings and every action with its seat — enough to replay it — and, for reading
//! without replaying, the events of every step and the result. The Wall, Viking Gods and
//! Jomsvikings export exactly this; Midgard's engine builds the same envelope from the same
//! parts ([`crate::games::record`]) and adds each player's final state.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use super::game::{Imported, TableGame};
use crate::games::record::{self, GameResult, Step};
use crate::games::Seat;

#[derive(Serialize)]
struct Export<'a, S, A, E> {
    format: String,
    game: &'static str,
    seed: u64,
    settings: &'a S,
    actions: Vec<Logged<'a, A>>,
    events: Vec<Step<E>>,
    result: Option<GameResult>,
}

#[derive(Serialize)]
struct Logged<'a, A> {
    seat: Seat,
    action: &'a A,
}

#[derive(Deserialize)]
struct Read<S, A> {
    #[serde(default)]
    format: Option<String>,
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

/// The result of `state` as an export tells it (`None` while the game goes on).
pub fn result<G: TableGame>(state: &G::State) -> Option<GameResult> {
    record::result(
        G::outcome(state),
        G::points,
        G::breakdown,
        G::outcome_details(state),
    )
}

/// Game `G`'s export as JSON: `state` is where the game played from `seed` and `settings`
/// through `log` stands.
pub fn export<G: TableGame>(
    state: &G::State,
    seed: u64,
    settings: &G::Settings,
    log: &[(Seat, G::Action)],
) -> serde_json::Value
where
    G::Settings: Serialize + Clone,
{
    let export = Export {
        format: record::format(G::ID),
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
        events: record::steps::<G>(settings.clone(), seed, log),
        result: result::<G>(state),
    };
    serde_json::to_value(export).unwrap_or(serde_json::Value::Null)
}

/// An export read back for game `G`; `None` when it is not `G`'s (or of a later format).
pub fn import<G: TableGame>(export: &serde_json::Value) -> Option<Imported<G>>
where
    G::Settings: DeserializeOwned,
{
    let read = Read::<G::Settings, G::Action>::deserialize(export).ok()?;
    (read.game == G::ID && record::reads(G::ID, read.format.as_deref())).then(|| Imported {
        settings: read.settings,
        seed: read.seed,
        actions: read
            .actions
            .into_iter()
            .map(|l| (l.seat, l.action))
            .collect(),
    })
}
