//! What an export records beside the action log, in one shape for every game: the events of
//! each step, found by playing the game again from its seed and settings, and the result.
//! Pure: no I/O.

use serde::{Deserialize, Serialize};

use super::{Outcome, Rules, Seat};

/// The events of one step: the deal (`after` is `None`) or the action at index `after` of the
/// log, with everything the engine ran on from it until the next decision.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Step<E> {
    pub after: Option<usize>,
    pub events: Vec<E>,
}

/// Each step's events of a game played from `seed` and `settings` through `log`, leaving out
/// the steps without any. An action the rules refuse ends the list there: the log does not
/// replay past it (replaying the export says where and why).
pub fn steps<R: Rules>(
    settings: R::Settings,
    seed: u64,
    log: &[(Seat, R::Action)],
) -> Vec<Step<R::Event>> {
    let Ok((mut state, dealt)) = R::new_game(settings, seed) else {
        return Vec::new();
    };
    let mut steps = Vec::new();
    push(&mut steps, None, dealt);
    for (index, (seat, action)) in log.iter().enumerate() {
        match R::apply(&mut state, *seat, action) {
            Ok(events) => push(&mut steps, Some(index), events),
            Err(_) => break,
        }
    }
    steps
}

fn push<E>(steps: &mut Vec<Step<E>>, after: Option<usize>, events: Vec<E>) {
    if !events.is_empty() {
        steps.push(Step { after, events });
    }
}

/// One line of a player's score: a scoring category and the points it gave.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Line {
    pub category: String,
    pub points: i64,
}

/// One player's final score.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerResult {
    pub seat: Seat,
    /// The score the game ranks by; the sum of `breakdown`.
    pub points: i64,
    /// Whether this player won or shares the win.
    pub winner: bool,
    /// The score by scoring category, in the order the rules count them.
    pub breakdown: Vec<Line>,
}

/// How a finished game ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameResult {
    /// Every winner in seat order; empty when nobody won (a draw, a lost co-op game).
    pub winners: Vec<Seat>,
    /// One entry per seat, in seat order.
    pub players: Vec<PlayerResult>,
    /// What the game adds about its end (a co-op game's outcome and difficulty), or `null`.
    pub outcome: Option<serde_json::Value>,
}

/// The result of a finished game (`None` while it goes on): `points` gives a score's total,
/// `breakdown` its lines, `outcome` what the game adds about its end.
pub fn result<S>(
    outcome: Option<Outcome<S>>,
    points: impl Fn(&S) -> i64,
    breakdown: impl Fn(&S) -> Vec<(&'static str, i64)>,
    details: Option<serde_json::Value>,
) -> Option<GameResult> {
    let outcome = outcome?;
    let players = outcome
        .scores
        .iter()
        .enumerate()
        .map(|(i, score)| {
            let seat = i as Seat;
            PlayerResult {
                seat,
                points: points(score),
                winner: outcome.winners.contains(&seat),
                breakdown: breakdown(score)
                    .into_iter()
                    .map(|(category, points)| Line {
                        category: category.to_string(),
                        points,
                    })
                    .collect(),
            }
        })
        .collect();
    let mut winners = outcome.winners;
    winners.sort_unstable();
    Some(GameResult {
        winners,
        players,
        outcome: details,
    })
}

/// The version of the export format: 2 added the events and the result.
pub const VERSION: u32 = 2;

/// The `format` of game `game`'s exports (`skald.wall.export/2`).
pub fn format(game: &str) -> String {
    format!("skald.{game}.export/{VERSION}")
}

/// Whether `format` names an export of `game` this build reads: this version, or one before
/// it (which replays, and then differs by what was added since). An export without a format
/// is one of the first ones.
pub fn reads(game: &str, format: Option<&str>) -> bool {
    let Some(format) = format else {
        return true;
    };
    let prefix = format!("skald.{game}.export/");
    format
        .strip_prefix(&prefix)
        .and_then(|v| v.parse::<u32>().ok())
        .is_some_and(|v| (1..=VERSION).contains(&v))
}

#[cfg(test)]
mod tests {
    use super::{format, reads};

    #[test]
    fn a_format_names_its_game_and_version() {
        assert_eq!(format("tafl"), "skald.tafl.export/2");
        assert!(reads("tafl", Some("skald.tafl.export/2")));
        assert!(reads("dice", Some("skald.dice.export/1")));
        assert!(reads("tafl", None), "the first exports had no format");
        assert!(!reads("dice", Some("skald.dice.export/3")));
        assert!(!reads("tafl", Some("skald.dice.export/2")));
        assert!(!reads("dice", Some("something/2")));
    }
}
